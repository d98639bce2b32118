#pragma once
// Tarolaßch or "Russian whist" (Christian Vanderheid, Selbstunterricht zur Erlernung des Tarolaßch,
// Vienna 1869; seed 001, lines 39-434). 52 French cards, four players, partners sitting opposite
// (seats 1 + 3 against 2 + 4). The bidding fixes the trump or no trump; every trick over six is a
// "trique" worth the contract's value; honours are booked apart; a side whose trick column reaches
// the partie's target (20 or 30) wins the partie; two parties won make the robber, which is paid in
// units of ten points.
// Three persons play with a dummy ("der Blinde", the "Strohmann", 001:414-434): house rule
// `tisch` = "drei", one player entry named "Strohmann"; who plays with it is chosen for each robber
// and carries its seat (A-T12).
// Rules: docs/rules/tarolassch.md (tarolassch §7.1-§7.9); open choices tarolassch A-T1 .. A-T12;
// vectors H-B19 .. H-B22,
// H-D36 .. H-D46.
//
// Units: the columns count points (whole numbers); postings are in units ("Einheiten", 10 points
// = 1 unit by default, 001:338) as Thirds.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/common/manual.hpp"
#include "games/variant.hpp"

namespace tarock::tarolassch {

/// The contracts, lowest first (001:221-231): Trefle 2, Pique 3, Carreau 4, Coeur 5 points a
/// trique; Misère and sans atout ("Tarolaßch") 6.
enum class Contract { Trefle, Pique, Carreau, Coeur, Misere, SansAtout };
/// The value of a trique in `c` (001:221, 001:225, 001:231): 2, 3, 4, 5, 6, 6.
int base(Contract c);
bool is_colour(Contract c);
const char* contract_id(Contract c);
const char* contract_name(Contract c);

/// What kind of deal a hand record is. Kinds: Game, a deal was played; AllPass, nobody bid (not
/// stated in the source: nothing is scored, the next dealer deals, INFERRED); ThrownIn, a misdeal:
/// the same dealer deals again, nothing is scored; Abbruch, the robber is broken off: the agreed
/// amounts are entered by hand (not in the source).
using DealKind = tarock::DealKind;

/// One deal as entered (format: docs/formats/tarolassch.md). A side is named by one of its players.
struct Hand : HandEnvelope {
    Contract contract = Contract::Coeur;
    int bidder = -1;                              ///< who made the contract (his side plays it)
    int contra = 0;                               ///< 0, 1 Contra (x 2, 001:235), 2 Récontra (x 4, 001:241)
    std::optional<Contract> first_colour;         ///< A-T2 "first_colour": the colour bid first, trump of a contra'd sans atout / Misère
    bool no_colour_first = false;                 ///< A-T2 "first_colour": no colour was bid before the contra'd bid ("first_colour": "none")
    std::optional<std::pair<int, int>> tricks;    ///< (seat, tricks of his side 0..13); the other side has the rest
    std::optional<std::pair<int, int>> honours;   ///< (seat, trump figures his side held as dealt), colour games
    std::optional<std::pair<int, int>> aces;      ///< (seat, aces): sans atout as dealt; Misère in his side's tricks at the end
    std::optional<int> revoke;                    ///< who revoked (001:400-406)
    std::optional<int> dummy_partner;             ///< three players: who plays with the dummy from this deal on (A-T12); a new robber needs it
    std::optional<historic::Agreed> agreed;       ///< Abbruch: the agreed amounts, in units
};

Hand parse_hand(const Json& j, const std::vector<std::string>& players);
Json to_json(const Hand& h, const std::vector<std::string>& players);
/// Checks a parsed game against the rules. Throws InputError naming the field and the rule.
void validate(const Hand& h, const HouseRules& rules);
/// True when the deal is played with a trump (001:235, A-T2): a colour contract, or a contra'd
/// sans atout or Misère under A-T2 "first_colour" in the colour bid first. With no colour bid
/// before it ("first_colour": "none") the contra'd bid keeps its own kind: the first game
/// announced that stood is the bid itself.
bool trumped(const Hand& h, const HouseRules& rules);

/// Who plays with whom: the side, 0 or 1, of each of the four seats (§7.1, §7.9, A-T12).
struct Seating {
    std::array<int, 4> side{0, 1, 0, 1};  ///< by default partners opposite: seats 1 + 3 against 2 + 4 (001:45, 001:57)
    std::optional<int> dummy;             ///< three players: the dummy's seat (001:414-434)
    std::optional<int> partner;           ///< three players: who plays with the dummy in the running robber (A-T12)
    /// The side (0 or 1) of `seat` (0..3).
    int side_of(int seat) const { return side.at(static_cast<std::size_t>(seat)); }
    /// The players of `side` in seat order, e.g. "Anna + Christl".
    std::string side_name(int side, const std::vector<std::string>& players) const;
};
/// Three players (§7.9, A-T12): `partner` plays with the dummy at seat `dummy` against the other
/// two; seat 0 is always on side 0.
Seating dummy_seating(int dummy, int partner);
/// The dummy's seat at a table of three (house rule `tisch` = "drei", 001:414-434): the one player
/// entry whose name begins with "Strohmann"; nothing at a table of four. Throws InputError (field
/// "players", rule tarolassch §7.9) when a table of three does not name exactly one such entry.
std::optional<int> dummy_seat(const TableSetup& setup);

/// What one deal writes into the columns of each side (points), with the arithmetic in words.
struct DealScore {
    std::array<std::int64_t, 2> tricks{};   ///< the trick column: triques (and slams under A-T3 "yes")
    std::array<std::int64_t, 2> honours{};  ///< the honour column: honours, aces (and slams under A-T3 "no", revoke fines)
    std::vector<Text> lines;                ///< one line per entry
    std::vector<HandMark> marks;            ///< the marks on the sheet: honours and aces counted ("4 Honneurs", "3 Asse"), a revoke "Ren"
};
/// Scores a validated game (§7.2-7.6): triques to the side with 7 or more (A-T11), in a Misère to
/// the other side (A-T4), slams (A-T3, A-T5), honours and aces (A-T1, A-T2, A-T10), the revoke
/// fine (A-T7). `players` names the sides in the lines; `seating` says who plays with whom (by
/// default partners opposite).
DealScore score_deal(const Hand& h, const HouseRules& rules, const std::vector<std::string>& players, const Seating& seating = {});

/// Points to units (001:338, A-T8): `numerator / denominator` points, in units of `unit` points; a
/// remainder of half a unit or less is dropped, more counts as a full unit; the sign is kept.
/// Example: 510 -> 51, 515 -> 51, 516 -> 52 (unit 10).
std::int64_t to_units(std::int64_t numerator, std::int64_t denominator, std::int64_t unit);

/// A partie won (001:388): the winner's side and its net (own trick + honour columns + partie
/// bonus, less the loser's), in points.
struct PartieRecord {
    int winner = 0;
    std::int64_t net = 0;
};

/// The running state: the partie's columns and the robber's parties.
struct State {
    int robber = 1;
    int partie = 1;
    std::array<std::int64_t, 2> tricks{};
    std::array<std::int64_t, 2> honours{};
    std::vector<PartieRecord> parties;   ///< the parties of the running robber
    std::optional<int> dummy_partner;    ///< three players: who plays with the dummy in this robber (A-T12)
    bool open() const;                   ///< something is not yet paid
};
/// The state of a Tarolaßch ledger, or nullptr.
const State* state_of(const Ledger& ledger);

/// The robber's net for its winner (001:390): the parties it won less those of the other side,
/// plus the robber bonus, in points. `winner` is the side with two parties.
std::int64_t robber_net(const std::vector<PartieRecord>& parties, int winner, std::int64_t bonus);

const std::vector<SettingSpec>& settings();
const Variant& tarolassch_variant();

}  // namespace tarock::tarolassch
