#pragma once
// Hungarian Tarokk (tarokk, Paskievics or XX-hívás, and its Illustrated form): four players
// (a fifth sits out as dealer), 42 cards, 94 card points, 48 to win. The bid gives the game
// value (három 1, kettő 2, egy 3, szóló 4); the holder of the called tarokk (the XX) is the
// partner, or the declarer plays alone against three; the announcements (bemondások) silent or
// announced with kontra, rekontra, szubkontra and mordkontra on each item; the game, the double
// game (duplajáték) and the volát as one ladder; 8 and 9 tarokks paid by everybody.
// Rules: docs/rules/tarokk-hu.md (§H1-§H8), open choices HU-01 … HU-15, vectors HV-01 …
// HV-45. The rule file cites peer scorekeepers and rule pages, not the seed books.
//
// Units: payment points (pont), whole numbers as Thirds. Every hand's nets sum to zero: each
// item is paid side to side (2 v 2: each member by one member of the other pair; 1 v 3: the
// lone declarer from or to each of the three), §H7.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "core/text.hpp"
#include "games/common/kontra_chain.hpp"
#include "games/common/manual.hpp"
#include "games/common/partnership.hpp"
#include "games/variant.hpp"

namespace tarock::tarokk_hu {

using partnership::Side;

/// What kind of record a hand is: a game, all passed (thrown in, §H2), or amounts agreed by hand
/// where the rules give no figure (HU-10 bidding three without an honour, HU-11 klopiczky).
enum class RecordKind { Game, AllPass, Manual };

/// The bids and the talon cards they take (§H2): három 1, kettő 2, egy 3, szóló 4.
enum class Bid { Harom, Ketto, Egy, Szolo };

/// An item collected in the tricks or caught (tuletroá, négy király, XXI-fogás), §H3.1.
struct Collected {
    std::optional<Side> announced;  ///< the side that announced it; silent when empty
    int kontra = 0;
    std::optional<Side> by;         ///< the side that achieved it, if one did
};

/// Where the pagát (or the sas) ended: it won the last trick, it was played to the last trick
/// and beaten, or it was not in the last trick.
enum class UltiResult { Won, Lost, Earlier };

/// Pagát ulti or sas ulti (§H3.1, §H3.2).
struct Ulti {
    int player = -1;                ///< who holds the card
    std::optional<Side> announced;  ///< silent when empty
    int kontra = 0;
    UltiResult result = UltiResult::Earlier;
};

/// An announced double game (duplajáték) or volát; the double is decided by the points, the
/// volát by the tricks (§H6, HU-15).
struct Ladder {
    std::optional<Side> announced;
    int kontra = 0;
    std::optional<Side> by;  ///< volát: the side that took all nine tricks
};

/// One Illustrated announcement (§H3.2): announced by a side and made or not, or (HU-07 b)
/// achieved silently by a side.
struct Figure {
    std::string item;               ///< "uhu", "facan", "facan2", "kiraly_ulti", "kiraly_uhu", "centrum", …
    std::string card;               ///< "pagat" / "sas" (uhu, fácán), a suit (király ulti, király uhu, furry), or ""
    std::optional<Side> announced;
    int kontra = 0;
    bool made = false;              ///< announced: made; silent: always true
    std::optional<Side> by;         ///< silent (HU-07 b): the side that achieved it
};

/// One Hungarian hand exactly as entered (format: docs/formats/tarokk_hu.md).
struct Hand {
    RecordKind kind = RecordKind::Game;
    std::optional<int> dealer;
    std::string note;
    int declarer = -1;
    Bid bid = Bid::Harom;
    int called = 20;                 ///< the called tarokk, II..XX (the XX unless its holder called another)
    std::optional<int> partner;      ///< its holder; empty when alone
    bool self_call = false;          ///< the declarer called his own card ("partner": "self")
    bool in_talon = false;           ///< the called card lay in the talon ("partner": "talon")
    std::optional<int> points;       ///< the declarer party's card points, 0..94
    int kontra = 0;                  ///< on the game (parti)
    std::optional<Collected> tuletroa;
    std::optional<Collected> negy_kiraly;
    std::optional<Collected> xxi_fogas;
    std::optional<Ulti> pagat_ulti;
    std::optional<Ulti> sas_ulti;
    std::optional<Ladder> dupla;
    std::optional<Ladder> volat;
    std::map<int, int> tarokk_count;  ///< seat -> 8 or 9 tarokks declared
    std::vector<Figure> figures;      ///< the Illustrated announcements
    historic::Agreed agreed;          ///< Manual: the amounts agreed
};

/// The words of the Hungarian kontra chain: kontra, rekontra, szubkontra, mordkontra (§H5).
const KontraChain& kontra_chain(const HouseRules& rules);

/// Game value P of a bid: 1, 2, 3, 4 (§H2).
int bid_value(Bid b);
/// "három", "kettő", "egy", "szóló".
const char* bid_name(Bid b);

/// Reads a hand from its JSON record. Throws InputError naming the field.
Hand parse_hand(const Json& j, const std::vector<std::string>& players, const HouseRules& rules);
/// Writes the JSON record of a hand (inverse of parse_hand).
Json to_json(const Hand& h, const std::vector<std::string>& players);
/// Checks a parsed hand. Throws InputError naming the field and the rule.
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);
/// Scores a validated hand (§H9).
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup);

/// The house-rule settings (the form, HU-01 … HU-09).
const std::vector<SettingSpec>& settings();
const Variant& tarokk_hu_variant();

}  // namespace tarock::tarokk_hu
