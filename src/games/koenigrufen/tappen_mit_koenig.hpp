#pragma once
// "Tappen mit König oder Tarokrufen" (seed 003, §1-§20): the older Königrufen for four, or five
// with a resting "König". Scored as far as the rules can score it
// (docs/rules/tappen-mit-koenig.md: koenigrufen §5, open choices koenigrufen A-K11, A-K13, A-X2, A-X3):
//   - the cards are counted at face value, the pack holds 106, 53 is a draw, 54 wins (003:L49);
//   - the book's Dreier tariff is not in the seeds (A-X3), so the table enters each game's price
//     (what a Dreier with this result is worth by its tariff); captured king, honours, Pagat
//     Ultimo, ten taroks and the consolation are agreed amounts (house rules, 003:L33, L45);
//   - every amount is written ("geschrieben") by the party that wins it and borne in equal shares
//     by the other party: in a called game each partner writes half (003:L39-41, L51), a player
//     holding Trull or all four kings alone writes the whole (003:L41-43), in a Dreier or Solo
//     the declarer alone bears the result (003:L51) and the three others share it (INFERRED);
//   - under house rule split = full (Ulmann, A-K11) each partner wins or loses the full amount;
//     with five and the König on the opponents' side the three opponents share the partners'
//     amount equally (INFERRED, 000:L320, L708).
//
// Units: points of account as Thirds; shares that do not divide into thirds give the remainder
// third to the earlier seat in playing order (INFERRED, as for the Tapp pot).

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/cards.hpp"
#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/common/partnership.hpp"
#include "games/variant.hpp"

namespace tarock::tappen_mit_koenig {

using partnership::Side;

/// Face value of a card in seed 003: honours 5, queen 4, cavall 3, jack 2, any other card 1 (003:L49).
int card_value(const Card& c);
/// A pile counted at face value without deduction (003:L49). The whole pack is 106.
int count_pile(std::span<const Card> cards);
/// The pack total (106), the draw (53) and the winning mark (54) of seed 003 (003:L49).
inline constexpr int kPackPoints = 106;
inline constexpr int kDraw = 53;
inline constexpr int kToWin = 54;

/// What kind of deal a hand record is (koenigrufen §5, A-X2, Codex §3-§4): Game; AllPass, all
/// tapped; Misdeal; ThrownIn.
using DealKind = tarock::DealKind;
/// Calling a missing king or a high tarock (XX-XVII, 003:L35), the Dreier, the Solo (003:L13).
enum class Game { Ruf, Dreier, Solo };
enum class Honour { Trull, Quatre, ZehnTaroks };
enum class Outcome { Won, Draw, Lost };

/// One hand as entered (format: docs/formats/tappen_mit_koenig.md).
struct Hand : HandEnvelope {
    int declarer = -1;
    Game game = Game::Ruf;
    std::optional<Suit> king;             ///< the called king's suit, or
    std::optional<int> tarock;            ///< the called tarock (17..20, "Tarokrufen")
    std::optional<int> partner;           ///< the called card's holder; the declarer himself: like a Dreier (003:L27)
    bool in_talon = false;                ///< the called king slept in the lower talon half: like a Dreier (003:L31)
    std::optional<Thirds> price;          ///< the game's price by the circle's Dreier tariff (A-X3)
    std::optional<int> points;            ///< the declarer's party's points, 0..106 at face value
    std::optional<Outcome> result;        ///< instead of points
    bool king_captured = false;           ///< the called king fell to the opponents (003:L33)
    std::vector<std::pair<int, Honour>> honours;           ///< held alone in one hand
    std::vector<std::pair<Side, Honour>> joint_honours;    ///< held by two partners together (003:L39)
    std::optional<std::pair<int, bool>> ultimo;            ///< Pagat Ultimo: (player, won)

    bool alone() const { return game != Game::Ruf || in_talon || (partner && *partner == declarer); }
};

Hand parse_hand(const Json& j, const std::vector<std::string>& players);
Json to_json(const Hand& h, const std::vector<std::string>& players);
/// The parties; with five persons and house rule "koenig" = "opponents" the resting König plays
/// for the opponents. Throws InputError.
partnership::Parties parties(const Hand& h, const Deal& deal, const HouseRules& rules);
Text parties_text(const Hand& h, const Deal& deal, const std::vector<std::string>& players);
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup);

const std::vector<SettingSpec>& settings();
const Variant& tappen_mit_koenig_variant();

}  // namespace tarock::tappen_mit_koenig
