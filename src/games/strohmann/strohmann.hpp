#pragma once
// Strohmann-Tarok en deux (Ulmann Cap. VI, 000:910-992, Codex §28-§31, 000:2361-2375; and the
// "Strohmännl" of seed 002, 002:11-61): two players, 54 cards, the Aufnehmer needs 35⅔ (36).
// Rules: docs/rules/strohmann.md (strohmann §2.1-§2.3); open choices strohmann A-S1 .. A-S12;
// vectors H-B1 .. H-B8,
// H-D1 .. H-D8.
//
// Units: points (Thirds, whole in this game). Card points are entered in thirds (35⅔ = 107).
// State carried from hand to hand: a drawn passed game (35 : 35) makes the next game count
// double with everything in it (002:25-27, A-S2 "play_for_2", A-S3, A-S4); it lives in the ledger.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/cards.hpp"
#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "core/thirds.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/common/manual.hpp"
#include "games/variant.hpp"

namespace tarock::strohmann {

/// What kind of deal a record is. Kinds: Game, a game was played: taken on, or passed by both and
/// played out (A-S2); AllPass, both passed and the cards were thrown in (A-S2 default "throw_in",
/// 000:920); Misdeal, Codex §28: the dealer pays the fine of A-S10 (0 by default, 1 in seed 002)
/// and deals again.
using DealKind = tarock::DealKind;

/// The honours paid in Strohmann (000:928; 002:43): tous les trois (Sküs, Mond, Pagat, the
/// "Troule") and tous les quatre (the four kings), 1 point each when announced in time.
enum class Honour { Trull, Quatre };

/// The Pagat in the last trick (000:930; 002:43): won (ultimo) or caught ("aufgehalten").
struct Ultimo {
    int player = -1;  ///< who played the Pagat to the last trick
    bool won = false;
    bool operator==(const Ultimo&) const = default;
};

/// A false honour announcement (Codex §31, 000:2375): tous les trois announced with only two of
/// the three, or tous les quatre with three kings. `in_talon`: the missing card lay in one of the
/// talons, so the announcement counts as a revoke (the other player wins the game, §8); otherwise
/// the opponent held it in hand and the announcement counts as never made, without penalty.
struct FalseHonour {
    int player = -1;
    Honour honour = Honour::Trull;
    bool in_talon = false;
    bool operator==(const FalseHonour&) const = default;
};

/// The card points of the whole pack in thirds: 70 points = 210 thirds (000:240, 000:924).
inline constexpr std::int64_t kPackThirds = Thirds::whole(kPack54.points).count();
/// The least a player needs to win: 35⅔ (counted 36) = 107 thirds (000:924; 002:25).
inline constexpr std::int64_t kWinThirds = Thirds::whole(kPack54.half()).count() + 2;

/// One Strohmann hand exactly as entered (format: docs/formats/strohmann.md).
struct Hand : HandEnvelope {
    std::optional<int> aufnehmer;              ///< who took the game on; none: both passed, played out
    std::vector<std::pair<int, Thirds>> points; ///< card points of one or both players, in thirds
    std::optional<bool> won;                   ///< the Aufnehmer's result, instead of points
    std::optional<int> winner;                 ///< a passed game's winner, instead of points
    bool draw = false;                         ///< a passed game drawn (35 : 35), instead of points
    std::vector<std::pair<int, Honour>> honours;  ///< honours announced in time (unannounced ones are not entered)
    std::vector<Honour> from_talon;            ///< honours completed with talon cards (A-S8)
    std::optional<Ultimo> ultimo;
    std::optional<int> volat;                  ///< who took all 27 tricks
    std::optional<int> renonce;                ///< who revoked (Codex §30 -> §27, §8)
    std::optional<int> peek;                   ///< who looked at a hidden talon card (Codex §29, A-S11)
    std::optional<FalseHonour> false_honour;   ///< an honour announced without holding it (Codex §31)
    std::optional<historic::Agreed> agreed;    ///< premiums of a revoked game played on (§10, A-S12), by hand

    /// The thirds of `seat` from the points entered (the other player's 210 - x), if entered.
    std::optional<Thirds> points_of(int seat, const Deal& deal) const;
};

/// Reads a hand from its JSON record. Throws InputError naming the field.
Hand parse_hand(const Json& j, const std::vector<std::string>& players);
/// Writes the JSON record of a hand (inverse of parse_hand).
Json to_json(const Hand& h, const std::vector<std::string>& players);

/// Checks a parsed hand against the deal and the house rules (e.g. a passed game played out
/// under A-S2 "throw_in", an announced Ultimo, 000:966). Throws InputError naming the field.
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);

/// The ledger's state: the multiplier of the next game (1; 2 after a drawn passed game under
/// A-S2 "play_for_2"; 4, 8 ... after repeated draws under A-S3 "stack").
struct State {
    int multiplier = 1;
    int draws = 0;  ///< consecutive drawn passed games behind the multiplier
};

/// Scores a validated hand in `state` and advances the state. Every posting names its rule.
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup, State& state);

/// The state of a Strohmann ledger, or nullptr for another variant's ledger.
const State* state_of(const Ledger& ledger);

/// The house-rule settings (A-S1 .. A-S11). The seed-002 preset is win "3", double_pass
/// "play_for_2", volat "instead", misdeal_fine "1" (strohmann §2.3).
const std::vector<SettingSpec>& settings();
/// The house rules of the seed-002 "Strohmännl" preset as a JSON object (strohmann §2.3).
Json preset_002();

/// The Strohmann-Tarok variant (two players).
const Variant& strohmann_variant();

}  // namespace tarock::strohmann
