#pragma once
// Tarolaßch or "Russian whist" (Christian Vanderheid, Selbstunterricht zur Erlernung des Tarolaßch,
// Vienna 1869; seed 001, lines 39-434). 52 French cards, four players, partners sitting opposite
// (seats 1 + 3 against 2 + 4). The bidding fixes the trump or no trump; every trick over six is a
// "trique" worth the contract's value; honours are booked apart; a side whose trick column reaches
// the partie's target (20 or 30) wins the partie; two parties won make the robber, which is paid in
// units of ten points.
// Rules: strohmann-grosstarok-historic.md §7; open choices A-T1 .. A-T11 (A-T12, three players with
// a dummy, is not offered: the table is four); vectors H-B19 .. H-B22, H-D36 .. H-D46.
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
#include "variants/historic/manual.hpp"
#include "variants/variant.hpp"

namespace tarock::tarolassch {

/// The contracts, lowest first (001:221-231): Trefle 2, Pique 3, Carreau 4, Coeur 5 points a
/// trique; Misère and sans atout ("Tarolaßch") 6.
enum class Contract { Trefle, Pique, Carreau, Coeur, Misere, SansAtout };
/// The value of a trique in `c` (001:221, 001:225, 001:231): 2, 3, 4, 5, 6, 6.
int base(Contract c);
bool is_colour(Contract c);
const char* contract_id(Contract c);
const char* contract_name(Contract c);

enum class DealKind {
    Game,      ///< a deal was played
    AllPass,   ///< nobody bid (not stated in the source: nothing is scored, the next dealer deals, INFERRED)
    ThrownIn,  ///< a misdeal: the same dealer deals again, nothing is scored
    Abbruch,   ///< the robber is broken off: the agreed amounts are entered by hand (not in the source)
};

/// One deal as entered (format: docs/formats/tarolassch.md). A side is named by one of its players.
struct Hand {
    DealKind kind = DealKind::Game;
    std::optional<int> dealer;
    Contract contract = Contract::Coeur;
    int bidder = -1;                              ///< who made the contract (his side plays it)
    int contra = 0;                               ///< 0, 1 Contra (x 2, 001:235), 2 Récontra (x 4, 001:241)
    std::optional<Contract> first_colour;         ///< A-T2 "first_colour": the colour bid first, trump of a contra'd sans atout / Misère
    std::optional<std::pair<int, int>> tricks;    ///< (seat, tricks of his side 0..13); the other side has the rest
    std::optional<std::pair<int, int>> honours;   ///< (seat, trump figures his side held as dealt), colour games
    std::optional<std::pair<int, int>> aces;      ///< (seat, aces): sans atout as dealt; Misère in his side's tricks at the end
    std::optional<int> revoke;                    ///< who revoked (001:400-406)
    std::optional<historic::Agreed> agreed;       ///< Abbruch: the agreed amounts, in units
    std::string note;
};

Hand parse_hand(const Json& j, const std::vector<std::string>& players);
Json to_json(const Hand& h, const std::vector<std::string>& players);
/// Checks a parsed game against the rules. Throws InputError naming the field and the rule.
void validate(const Hand& h, const HouseRules& rules);

/// Side of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3.
inline int side_of(int seat) { return seat % 2; }

/// What one deal writes into the columns of each side (points), with the arithmetic in words.
struct DealScore {
    std::array<std::int64_t, 2> tricks{};   ///< the trick column: triques (and slams under A-T3 "yes")
    std::array<std::int64_t, 2> honours{};  ///< the honour column: honours, aces (and slams under A-T3 "no", revoke fines)
    std::vector<Text> lines;                ///< one line per entry
};
/// Scores a validated game (§7.2-7.6): triques to the side with 7 or more (A-T11), in a Misère to
/// the other side (A-T4), slams (A-T3, A-T5), honours and aces (A-T1, A-T2, A-T10), the revoke
/// fine (A-T7). `players` names the sides in the lines.
DealScore score_deal(const Hand& h, const HouseRules& rules, const std::vector<std::string>& players);

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
