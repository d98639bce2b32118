#pragma once
// Zwanzigerrufen (XXer-Rufen): the modern called-tarock game for four of
// docs/rules/koenigrufen-modern.md §8.1. A 40-card pack (kPack40: 88 card points by simple
// addition, 45 win), ten cards each and no talon. The Vorhand calls the XX; holding it she calls
// XIX, and so on down to XVI; holding XX down to XVI she must play a Solo alone against three. A
// hand with ten suit cards, or nine and one trull card, is dealt again.
//
// The sources give no tariff (M-40): the game values are Amount house rules whose defaults are the
// modern Königrufen P-RTC values (Rufer 1; the Solo, one against three without talon: the Dreier
// 4), marked "MISSING in the sources" on the rules page; the circle types its own (tariff editor).
// Settlement (INFERRED, §8.1): the Königrufen primitive, 2 v 2 each ±v, the Solo 1 v 3; a Kontra
// doubles the game (×2, ×4, ×8). Units: points of the tariff as Thirds.

#include <optional>
#include <string>
#include <vector>

#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/variant.hpp"

namespace tarock::koenigrufen_modern::zwanzigerrufen {

/// The two games of §8.1: the call of a tarock (file "rufer") and the forced Solo ("solo").
enum class Contract { Rufer, Solo };

/// A Zwanzigerrufen hand as entered (format: docs/formats/zwanzigerrufen.md). The declarer is
/// always the Vorhand of the deal (§8.1), so the record does not name him.
struct Hand : HandEnvelope {
    Contract contract = Contract::Rufer;
    int called = 20;              ///< Rufer: the tarock called, 20 (XX) down to 16 (XVI)
    std::optional<int> partner;   ///< Rufer: the seat that held the called tarock
    std::optional<int> points;    ///< card points of the calling party (Solo: of the Vorhand), 0..88
    int kontra = 0;               ///< on the game: 1 Kontra, 2 Re, 3 Sub
    bool operator==(const Hand&) const = default;
};

/// The highest and lowest tarock the Vorhand may call (XX, XVI; §8.1).
inline constexpr int kHighestCall = 20;
inline constexpr int kLowestCall = 16;

/// Roman numeral of a callable tarock: "XX", "XIX", …, "XVI".
std::string roman(int tarock);
/// File spelling and name of a contract: "rufer" / "Rufer", "solo" / "Solo".
const char* contract_id(Contract c);
const char* contract_name(Contract c);

/// Reads a hand from its record. Throws InputError naming the field and the rule.
Hand parse_hand(const Json& j, const std::vector<std::string>& players);
/// Writes the record of a hand (inverse of parse_hand).
Json to_json(const Hand& h, const std::vector<std::string>& players);
/// Checks a parsed hand against the deal (the partner plays and is not the Vorhand) and the house
/// rules. Throws InputError naming the field and the rule.
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);
/// Scores a validated hand: the Vorhand's party wins with 45 of 88 (§8.1).
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup);

const std::vector<SettingSpec>& settings();
const Variant& zwanzigerrufen_variant();

}  // namespace tarock::koenigrufen_modern::zwanzigerrufen
