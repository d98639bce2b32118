#pragma once
// Paszkiewitsch, also Huszás (Ulmann Cap. IX, 000:L1030-1133; Codex §33-§35, 000:L2385-2397):
// four players with 9 cards each from the 42-card pack, everybody buys from the talon, the
// declarer calls any tarock XX-II after discarding (alone when it was discarded, tripled when he
// calls himself). Games Dreier 1, Zweier 2, Einer 3, Solo 4, Schneider under 17, Volat 4x / 8x,
// Trull and Quatre collected in the tricks, Pagat Ultimo, Mondfang, tarock counts paid by all
// three others.
// Rules: docs/rules/koenigrufen.md (koenigrufen §1.1-§1.7), docs/rules/paszkiewitsch.md; open
// choices koenigrufen A-G2 .. A-G5, paszkiewitsch A-P1 .. A-P5;
// vectors TV-P1 .. TV-P20.
//
// Units: points of account as Thirds (whole points in this game), "per member" as in §1.3.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/common/partnership.hpp"
#include "games/variant.hpp"

namespace tarock::paszkiewitsch {

using partnership::Side;

/// What kind of deal a hand record is. Kinds: Game, a game was played; Void, only the §33 penalty
/// is booked; the hand is not scored (A-P4); Misdeal, Codex §4: the dealer pays the Pönale to every
/// other player and deals again; ThrownIn, Codex §3: a card was exposed; redealt without penalty.
using DealKind = tarock::DealKind;

/// The four games and their values 1, 2, 3, 4 (000:L1040, L1052).
enum class Game { Dreier, Zweier, Einer, Solo };

/// Trull, Quatre or Mondfang: won by the party that collects all three tarock honours / all four
/// kings in its tricks, or catches the opponents' Mond with the Sküs (000:L1054-1062).
struct Premium {
    std::optional<int> announced_by;  ///< who announced it (silent when empty)
    int contra = 0;                   ///< contra level on the announcement
    std::optional<Side> made_by;      ///< the party that collected / caught it, if one did
};

/// One Paszkiewitsch hand exactly as entered (format: docs/formats/paszkiewitsch.md).
struct Hand : HandEnvelope {
    int declarer = -1;
    Game game = Game::Dreier;
    std::optional<int> called;           ///< the called tarock, II..XX (2..20)
    std::optional<int> partner;          ///< its holder; the declarer himself: calling oneself (tripled)
    bool discarded = false;              ///< the called tarock lay among the discards: alone ("partner": "discarded")
    int contra = 0;                      ///< contra level on the game
    std::optional<Thirds> points;        ///< the declarer's party's card points (0..66)
    std::optional<bool> won;
    std::optional<int> no_honour_bid;    ///< who declared or raised without a tarock honour (§33)
    std::optional<Premium> trull;
    std::optional<Premium> quatre;
    std::optional<Premium> mondfang;
    std::optional<partnership::Ultimo> ultimo;
    std::optional<partnership::Volat> volat;
    std::vector<std::pair<int, int>> tarok_counts;  ///< (seat, 8 or 9): "Acht Tarok" / "Neun Tarok" announced
    std::optional<int> renonce;

    bool self_call() const { return partner && *partner == declarer; }
    /// The declarer plays alone against three (called tarock discarded or his own).
    bool alone() const { return discarded || self_call(); }
};

/// Game value: Dreier 1, Zweier 2, Einer 3, Solo 4 (000:L1052).
int base_value(Game g);
const char* game_name(Game g);

/// Reads a hand from its JSON record. Throws InputError naming the field.
Hand parse_hand(const Json& j, const std::vector<std::string>& players);
/// Writes the JSON record of a hand (inverse of parse_hand).
Json to_json(const Hand& h, const std::vector<std::string>& players);

/// The parties of a game hand (the partner as far as it is known). Throws InputError.
partnership::Parties parties(const Hand& h, const Deal& deal, const HouseRules& rules);
/// German and English one-line description of the parties for the hand form; empty before a
/// declarer is chosen.
Text parties_text(const Hand& h, const Deal& deal, const std::vector<std::string>& players);

/// Checks a parsed hand (paszkiewitsch §4.1-§4.8). Throws InputError naming the field and the rule.
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);
/// Scores a validated hand.
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup);

/// The house-rule settings of Paszkiewitsch (A-G2..A-G4, A-P4, A-P5, Codex §4, the Ehrentour).
const std::vector<SettingSpec>& settings();
const Variant& paszkiewitsch_variant();

}  // namespace tarock::paszkiewitsch
