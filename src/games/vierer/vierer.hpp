#pragma once
// Tarok for four active players (Ulmann, Dritter Teil 3, 000:2175-2201), with Groß-Tarok's 78
// cards. (a) Fixed partners sitting opposite play "Partien" of four games to 36 points
// (000:2185-2187); (b) the Vorhand calls a king's holder as partner or plays alone, demanding a
// card or Solo (000:2189-2201). The source leaves the stakes open: the parts it prices are
// computed (announcements paid by all three others, a demanded card 5 or the Mond 10), the rest
// is entered by hand as the players agree (A-Q1, A-Q2), with the helper model of §5.1 shown as
// a suggestion.
// Rules: docs/rules/grosstarok.md (grosstarok §5, §5.1, §5.2); open choices grosstarok A-Q1, A-Q2;
// vector H-D28.
//
// Units: points (Thirds).

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "games/common/hand_envelope.hpp"
#include "games/grosstarok/grosstarok.hpp"

namespace tarock::vierer {

enum class Mode {
    Partner,  ///< (a) fixed partners opposite, four-game Partien (000:2185-2187)
    Rufer,    ///< (b) calling a king or playing alone (000:2189-2201)
};
/// The table's mode from the house rule "mode".
Mode mode_of(const HouseRules& rules);

/// What kind of deal a hand record is. Kinds: Game, a game; Partie, (a) the result of a Partie,
/// entered by hand as agreed (A-Q1); a record without a deal; AllPass, (b) the Vorhand passed (not
/// priced by the source: amounts by hand if any, A-Q2); ThrownIn, redealt by the same dealer,
/// nothing paid.
using DealKind = tarock::DealKind;

/// (b) How the Vorhand plays.
enum class Alone {
    Called,  ///< with the holder of the called king as partner
    Demand,  ///< alone, demanding one card (not the Sküs) from an opponent: 5, the Mond 10 (000:2191)
    Solo,    ///< alone with the hand as dealt
};
/// (b) The card demanded.
enum class DemandedCard { Mond, Koenig, Andere };

struct Hand : HandEnvelope {
    // (a)
    std::optional<std::pair<int, Thirds>> points;  ///< card points of the named player's side (the other side 78 - x)
    // (b)
    int declarer = -1;
    Alone alone = Alone::Called;
    std::optional<int> partner;                    ///< the called king's holder
    std::optional<int> demanded_from;
    DemandedCard demanded = DemandedCard::Andere;
    int fortsetzung = 0;                           ///< the partner's matadors continuing the player's run (000:2201)
    // both
    grosstarok::Ansagen ansagen;
    std::optional<historic::Agreed> agreed;
};

Hand parse_hand(const Json& j, const std::vector<std::string>& players);
Json to_json(const Hand& h, const std::vector<std::string>& players);

/// The state of mode (a): the running Partie and the helper model (§5.1, INFERRED).
struct PartieState {
    int number = 1;                 ///< the Partie being played
    int games = 0;                  ///< games of it so far (0..4)
    std::array<Thirds, 2> gains{};  ///< helper model: each side's card points over 39 summed, with the carry
    std::array<Thirds, 2> carry{};  ///< what the model carried into this Partie
};
/// The helper model's suggestion for the Partie in `s` (§5.1, INFERRED): 36 wins, 72 or a
/// pointless other side doubles, both quadruple. German and English text.
Text suggestion(const PartieState& s, const std::vector<std::string>& players);

/// The state of a Tarok-for-four ledger, or nullptr.
const PartieState* state_of(const Ledger& ledger);

/// The settings: the mode and the announcement settings of Groß-Tarok (A-G1, A-G2, A-G3, A-G14, A-G15).
const std::vector<SettingSpec>& settings();
const Variant& vierer_variant();

}  // namespace tarock::vierer
