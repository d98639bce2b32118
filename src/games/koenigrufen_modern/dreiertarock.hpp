#pragma once
// Dreiertarock: the modern games for three of docs/rules/koenigrufen-modern.md §8.2, the modern
// Tapp-Tarok (Dreier, Unterer, Oberer, Solo; preset default) and the Carinthian Dreiertarock
// (Einser … Fünfer, Solo, Solo Valat; preset "Kärnten"). Three players, 54 cards, 36 of 70 wins
// (three-card tricks and a three-card discard give no thirds). Every game value and premium is an
// Amount house rule; the Trull basis (M-32) and the failed announced Valat (M-43) are choices.
//
// Settlement (§8.2): each defender pays the declarer v if he won, else the declarer pays each
// defender v; a Trull, Königstrull or Köpfe held in hand (M-32 "hand") is collected by its holder
// from each other player. Units: points of the tariff (cents in the Carinthian preset) as Thirds.

#include <optional>
#include <string>
#include <vector>

#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/common/partnership.hpp"
#include "games/koenigrufen_modern/koenigrufen_modern.hpp"
#include "games/variant.hpp"

namespace tarock::koenigrufen_modern::dreiertarock {

using partnership::Side;

/// The contracts of §8.2, by their file spelling and Amount setting "wert_<id>".
enum class Contract { Einser, Zweier, Dreier, Vierer, Fuenfer, Unterer, Oberer, Solo, SoloValat };

/// The premiums of §8.2: the birds in the last tricks (Pagat, Uhu, Kakadu/Kike), Mondfang, and the
/// sets (Trull, Königstrull, Köpfe) held in hand or collected in tricks (M-32).
enum class PremiumKind { Pagat, Uhu, Kakadu, Mondfang, Trull, Koenigstrull, Koepfe };

/// One premium: a party's (`side`), or with M-32 "hand" a set held by `holder`.
struct Premium {
    PremiumKind kind = PremiumKind::Pagat;
    Side side = Side::Declarer;
    std::optional<int> holder;  ///< the seat holding a Trull, Königstrull or Köpfe (M-32 "hand")
    bool announced = false;
    bool made = true;
    int kontra = 0;
    bool operator==(const Premium&) const = default;
};

/// A Dreiertarock hand as entered (format: docs/formats/dreiertarock.md).
struct Hand : HandEnvelope {
    Contract contract = Contract::Dreier;
    int declarer = -1;
    std::optional<int> points;   ///< the declarer's card points, 0..70 (not in a Solo Valat)
    std::optional<bool> won;     ///< Solo Valat: every trick taken
    int kontra = 0;              ///< on the game, for both defenders (§8.2)
    std::vector<Premium> premiums;
    std::optional<Valat> valat;  ///< announced by / made by a party, with its Kontra (as in Königrufen)
    bool operator==(const Hand&) const = default;
};

Hand parse_hand(const Json& j, const std::vector<std::string>& players);
Json to_json(const Hand& h, const std::vector<std::string>& players);
/// Throws InputError naming the field and the rule.
void validate(const Hand& h, const Deal& deal, const HouseRules& rules);
HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup);

/// File spelling and name of a contract and a premium.
const char* contract_id(Contract c);
const char* contract_name(Contract c);
const char* premium_id(PremiumKind k);
const char* premium_name(PremiumKind k);
/// All contracts / premiums in enum order.
const std::vector<Contract>& all_contracts();
const std::vector<PremiumKind>& all_premiums();

const std::vector<SettingSpec>& settings();
const Variant& dreiertarock_variant();

}  // namespace tarock::koenigrufen_modern::dreiertarock
