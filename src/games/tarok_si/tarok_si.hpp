#pragma once
// Slovenian Tarok (tarok): the living game of Slovenia, four players (tarok_si) or three
// (tarok_si3), 54 cards, 70 card points, 36 to win. Contracts Tri, Dva, Ena with a called king,
// the solos, Solo brez, Berač, Odprti berač, Barvni valat, Valat and Klop; the score is base ±
// difference; the bonuses (napovedi) silent and announced with kontra, re, sub and mort on each
// item separately; Mondfang; radelci doubling the declarer's next hands and charged at the end.
// Rules: docs/rules/tarok-si.md (§S1.3-§S12.3), open choices SL-01 … SL-33, vectors SV-01 …
// SV-57. The rule file cites public rule pages and peer scorekeepers, not the seed books.
//
// Units: the sheet is written in točke (sheet points, whole numbers). The sheet is not
// zero-sum (§S11.1): every hand writes its entries into the players' columns, and the money is
// derived from them by the pairwise mapping of §S11.2 (SL-22), entry by entry. Amounts are
// Thirds only because the ledger interface counts in thirds; they are always whole points.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "core/text.hpp"
#include "games/common/kontra_chain.hpp"
#include "games/common/partnership.hpp"
#include "games/variant.hpp"

namespace tarock::tarok_si {

using partnership::Side;

/// The contracts (igre) of §S2, Klop and the renons entry (SL-28), in the order of their value.
enum class Contract { Klop, Tri, Dva, Ena, SoloTri, SoloDva, SoloEna, SoloBrez, Pikolo, Berac, OdprtiBerac, BarvniValat, Valat, Renons };

/// What kind of record a hand is: a deal played, or the end of a competition round (SL-30), a
/// bookkeeping record that charges the unused radelci and ranks the round (§S12.2).
enum class RecordKind { Game, RoundEnd };

/// Trula or kralji (four kings), collected in the tricks (§S4.1).
struct Collected {
    std::optional<int> announced_by;  ///< the seat that announced it; silent when empty
    int kontra = 0;                   ///< chain level on the announcement (§S5)
    std::optional<Side> collected;    ///< the side that collected all three / all four, if one did
};

/// Where the pagat or the called king ended: it won the last trick, it was played to the last
/// trick and beaten, or it was not in the last trick.
enum class UltimoResult { Won, Lost, Earlier };

/// Pagat ultimo or kralj ultimo (§S4.1, §S4.2).
struct Ultimo {
    std::optional<int> player;        ///< pagat: the seat that holds it (required); kralj: unused
    std::optional<int> announced_by;  ///< silent when empty
    int kontra = 0;
    UltimoResult result = UltimoResult::Earlier;
};

/// A valat announced or made in a game with difference (§S6).
struct Valat {
    std::optional<int> announced_by;
    int kontra = 0;
    std::optional<Side> made_by;  ///< the side that took every trick, if one did
};

/// The barvni valat announced as a bonus in a game without partner (§S4.1, §S6).
struct BarvniValat {
    int kontra = 0;
    bool made = false;
};

/// How the mond was lost (SL-09): caught by the škis, in the emperor trick, left in the talon,
/// caught by the own partner.
enum class MondLoss { Skis, Emperor, Talon, Partner };

/// The mond lost by `player` (§S9).
struct Mondfang {
    int player = -1;
    std::optional<MondLoss> how;  ///< needed only under mondfang_losses = skis_only
};

/// One Slovenian hand exactly as entered (format: docs/formats/tarok_si.md).
struct Hand {
    RecordKind kind = RecordKind::Game;
    std::optional<int> dealer;
    std::string note;
    Contract contract = Contract::Tri;
    int declarer = -1;                     ///< the offender for a renons
    std::optional<int> partner;            ///< the holder of the called king (never the declarer)
    bool called_self = false;              ///< the declarer called a king he holds ("partner": "self")
    bool king_in_talon = false;            ///< the called king lay in the talon ("partner": "talon")
    bool solo_announced = false;           ///< played alone and announced solo (SL-24)
    std::optional<int> points;             ///< the declarer party's card points, 0..70
    std::optional<int> difference;         ///< the difference as typed (SL-01 manual), 0..35
    std::optional<bool> won;               ///< result where no points decide (berač, valat contracts, …)
    int kontra = 0;                        ///< on the game (or on klop, SL-06)
    std::optional<int> kontra_by;          ///< the opponent who said kontra (SL-06, SL-21)
    std::optional<Collected> trula;
    std::optional<Collected> kralji;
    std::optional<Ultimo> pagat_ultimo;
    std::optional<Ultimo> kralj_ultimo;
    std::optional<Valat> valat;
    std::optional<BarvniValat> barvni_valat;
    std::optional<Mondfang> mondfang;
    std::optional<int> skisfang;           ///< whose škis was caught (SL-10)
    std::map<int, int> klop;               ///< seat -> card points in klop

    bool alone() const { return !partner.has_value(); }
};

/// The words of the Slovenian kontra chain: kontra, re, sub, mort (TZS-P B 1.19).
const KontraChain& kontra_chain();

/// File spelling of a contract: "klop", "tri", "dva", "ena", "solo_tri", …, "renons".
const char* contract_id(Contract c);
/// The contract's name at the table: "Tri", "Solo dva", "Berač", "Odprti berač", …
const char* contract_name(Contract c);
/// True for Tri, Dva and Ena, the games with a called king.
bool calls_king(Contract c);

/// Reads a hand from its JSON record. Throws InputError naming the field.
Hand parse_hand(const Json& j, const std::vector<std::string>& players);
/// Writes the JSON record of a hand (inverse of parse_hand).
Json to_json(const Hand& h, const std::vector<std::string>& players);

/// Checks a parsed hand against the deal, the table size and the house rules. Throws
/// InputError naming the field and the rule.
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);

/// One line of the written score: what a hand writes into the players' columns and why
/// (§S11.1). `points` has one entry per seat of the table (točke, negative for a minus).
struct Entry {
    Text what;
    RuleRef rule;
    std::vector<std::int64_t> points;
};

/// What the scoring of one game hand needs of the sheet's state: the radelci per seat and the
/// collective circles (SL-14).
struct RadelciState {
    std::vector<int> held;  ///< per seat
    int collective = 0;     ///< circles at the top of the sheet (SL-14 "collective")
};

/// The written score of one game hand and what it does to the radelci.
struct HandScore {
    std::vector<Entry> entries;
    RadelciState after;                 ///< the radelci once the hand is written
    std::vector<Text> notes;
    Text summary;
    std::optional<bool> declarer_won;
    std::vector<HandMark> marks;  ///< the marks on the sheet: kontra, the bonuses with their outcome
};

/// Scores a validated game hand in the state `before` (§S13). `table` = number of seats.
HandScore score(const Hand& h, const Deal& deal, const HouseRules& rules, const std::vector<std::string>& players,
                const RadelciState& before);

/// The unused radelci charged at the end (§S10.3, SL-15): one entry, −penalty × radelci per
/// seat; nothing when no radelc is left or the penalty is 0.
std::optional<Entry> radelci_charge(const RadelciState& state, const HouseRules& rules, const std::vector<std::string>& players);

/// Books entries into `out`: adds each to `out.written` and books its money by the mapping of
/// SL-22 (pairwise differences, against the average, or none), one posting per pair of seats
/// whose entries differ, each with the entry's text and rule.
void book(HandResult& out, const std::vector<Entry>& entries, const HouseRules& rules, const std::vector<std::string>& players);

/// Ranking points of a competition round (§S12.2, SL-29) in twelfths of a point: 1st 2, 2nd 1,
/// last ½ with three players; tied places share their points equally. `totals` per seat.
std::vector<int> ranking_twelfths(const std::vector<std::int64_t>& totals);
/// "2", "1 1/2", "7/12"-style text of a count of twelfths.
std::string twelfths_text(int twelfths);

/// The house-rule settings of the four-player and the three-player game.
const std::vector<SettingSpec>& settings_four();
const std::vector<SettingSpec>& settings_three();

const Variant& tarok_si_variant();
const Variant& tarok_si3_variant();

}  // namespace tarock::tarok_si
