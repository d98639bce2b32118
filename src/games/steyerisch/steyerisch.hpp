#pragma once
// Steyerisch-Tarok (Ulmann Cap. III, 000:L648-672; Codex §25, 000:L2335-2339): Tapp-Tarok with the
// Zweier and the Einer added to the ladder, paid in Gewinn-Points: the winning party's points over
// 35 plus a consolation, times the game factor; the declarer's win is always paid onefold, his loss
// times the multiple.
// Rules: docs/rules/steyerisch.md (block-steyerisch §3.1-§3.7; docs/rules/tapp.md for what
// Steyerisch takes over from Tapp), open choices
// A-C1 .. A-C16 with the Tapp choices that apply, vectors S-01 .. S-28.
//
// Units: points (whole, as Thirds), paid per opponent unless stated otherwise.

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "core/thirds.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/tapp/ladder.hpp"
#include "games/tapp/tapp.hpp"
#include "games/variant.hpp"

namespace tarock::steyerisch {

/// The kinds of deal: as in Tapp-Tarok (tapp::DealKind).
using DealKind = tarock::DealKind;

/// One Steyerisch hand exactly as entered at the table (docs/formats/steyerisch.md).
struct Hand : HandEnvelope {
    int declarer = -1;             ///< seat
    std::optional<int> opened_by;  ///< the first to declare (for forfeiting Trull/Quatre, A-C6); default declarer
    tapp::LadderContract contract; ///< Dreier / Zweier / Einer / Solo and the multiple (§3.1-3.2)
    int contra = 0;                ///< contra level on the game, 0..3 (A-C10)
    std::optional<Thirds> points;  ///< the declarer's card points (always needed: the Gewinn-Points come from them)
    std::vector<std::pair<int, tapp::Honour>> honours;  ///< held: Trull, Quatre (Köpfe count nothing, 000:L664)
    std::optional<tapp::Ultimo> ultimo;
    std::optional<tapp::Volat> volat;
    std::optional<int> renonce;    ///< seat of the player who renounced (Codex §25)
};

/// Reads a hand from its JSON record. Throws InputError naming the field for wrong types, unknown
/// players, unknown fields and a `result` without points (the Gewinn-Points need the points, 000:L658).
Hand parse_hand(const Json& j, const std::vector<std::string>& players);
/// Writes the JSON record of a hand (inverse of parse_hand).
Json to_json(const Hand& h, const std::vector<std::string>& players);

/// Checks a parsed hand against the rules (multiples, who may announce what, a Volat against the
/// points, a contra the house rules do not allow, §10 after a renonce). Throws InputError naming
/// the field and the rule.
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);

/// The game payment of a Steyerisch hand step by step (block-steyerisch §3.3, §3.5-3.7), as the
/// hand form shows it. Amounts are points per opponent.
struct GewinnPoints {
    bool declarer_won = false;
    std::int64_t declarer_points = 0;   ///< rounded card points of the declarer (000:L292-294)
    std::int64_t party_points = 0;      ///< the winning party's points
    std::int64_t over = 0;              ///< its points over 35 (0 at 35 : 35)
    std::int64_t consolation = 0;       ///< C: 10, or 20 (A-C4); 2C after a renonce (§25)
    std::int64_t missing = 0;           ///< §25: the points the renouncing party lacked to 35, added
    std::int64_t gewinn = 0;            ///< G = over + C (or 2C + missing after a renonce)
    std::int64_t factor = 1;            ///< F: Dreier 1, Zweier 2, Einer 3 (4), Solo 4 (6) (A-C3)
    int multiple = 1;                   ///< the game's multiple m (1 for a Solo)
    bool multiple_applies = false;      ///< m is paid: only when the declarer loses (000:L658-662)
    int contra = 0;                     ///< contra level on the game (A-C10)
    std::int64_t per_opp = 0;           ///< signed: + each opponent pays the declarer
    std::optional<int> renonce;         ///< the renouncing player (§25)
    Text text;                          ///< "42 Punkte: 7 über 35 + 10 = 17 Gewinn-Points; Einer × 3; sechsmalig × 6 = 306"
};

/// The Gewinn-Points of a validated game hand without a Volat (a Volat replaces them, §3.5).
/// Throws std::logic_error for a hand that is not a game or has no points.
GewinnPoints gewinn_points(const Hand& h, const HouseRules& rules);

/// The consolation C in points (setting `consolation`, A-C4).
std::int64_t consolation(const HouseRules& rules);
/// The game factor F of a contract (setting `game_factors`, A-C3): 1/2/3/4, or 1/2/4/6.
std::int64_t game_factor(tapp::Contract c, const HouseRules& rules);

/// Scores a validated hand: postings between the declarer and the opposing party, and the Stamm
/// pot when the house rules keep one (A-C16). Every posting names its rule and source line.
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup, tapp::StammPot& pot);

/// The house-rule settings of Steyerisch-Tarok (A-C1 .. A-C16 and the Tapp choices that apply).
const std::vector<SettingSpec>& settings();

/// The Steyerisch-Tarok variant.
const Variant& steyerisch_variant();

}  // namespace tarock::steyerisch
