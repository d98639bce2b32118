#pragma once
// The longer bidding ladder of Tapp-Tarok's relatives Steyerisch- and Ungarisch-Tarok:
// Dreier (1x-6x, as in Tapp) < Zweier (two talon cards) < Einer (one talon card) < Solo
// (block-steyerisch §3.1-3.2, 000:L650-656; tapp-zwoelfer-ungarisch-codex §4.1, 000:L1008-1012),
// and the party bookkeeping both games share with Tapp: amounts paid between the declarer and
// each member of the opposing party, the resting König (tapp A2 / block-steyerisch A-C8) and the
// offender who pays alone after a renonce (tapp A18 / block-steyerisch A-C11).
//
// Units: whole points (as Thirds) per opponent unless stated otherwise.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/house_rules.hpp"
#include "core/posting.hpp"
#include "core/table.hpp"
#include "games/common/json_input.hpp"
#include "games/tapp/tapp.hpp"

namespace tarock::tapp {

/// The contracts of the longer ladder, lowest first.
enum class Contract { Dreier, Zweier, Einer, Solo };

/// "dreier", "zweier", "einer", "solo".
const char* contract_id(Contract c);
/// "Dreier", "Zweier", "Einer", "Solo".
const char* contract_name(Contract c);

/// "einmalig", "zweimalig" ... "elfmalig" (German) for 1..11; "12malig" beyond.
std::string malig_de(int m);
/// "onefold", "twofold" ... "elevenfold" (English) for 1..11; "12-fold" beyond.
std::string malig_en(int m);

/// The contract and its multiple as entered at the table.
///  - Dreier: `multiple` 1-6, or the Tapp raise `level` 1-4 with the `talon` choice
///    (tapp §2.2, 000:L326-336); both may be given and must agree.
///  - Zweier: `multiple`, optionally with `level` 1-3 = the "erster", "zweiter", "dritter" Zweier
///    (block-steyerisch §3.2, 000:L656).
///  - Einer: `multiple`, or the `card` taken (1-6) and whether the declarer went `back` to it
///    after seeing all six: multiple = card, or 6 + card (000:L1012; INFERRED for cards other
///    than the fifth, tapp-zwoelfer-ungarisch-codex A13).
///  - Solo: nothing; always onefold (000:L662).
struct LadderContract {
    Contract game = Contract::Dreier;
    std::optional<int> multiple;
    std::optional<int> level;
    Talon talon = Talon::Unrecorded;
    std::optional<int> card;
    bool back = false;

    /// The multiple in force (Solo 1). Only meaningful after check_contract().
    int final_multiple() const;
};

/// What a game family allows on the ladder, and the rules to name when it refuses.
struct LadderRules {
    int zweier_max = 6;              ///< highest Zweier multiple
    int einer_max = 11;              ///< highest Einer multiple
    bool zweier_level_ranges = true; ///< check a recorded Zweier level against 1-4 / 2-5 / 3-6
    RuleRef bidding;                 ///< the ladder itself
    RuleRef zweier;                  ///< Zweier multiples
    RuleRef einer;                   ///< Einer multiples
    RuleRef solo;                    ///< Solo is onefold
};

/// Reads "game", "multiple", "level", "talon", "card", "back" from `r` (docs/formats/*.md).
/// Throws InputError naming the field for a missing or unknown game and for wrong types.
LadderContract read_contract(JsonReader& r, const LadderRules& rules);
/// Writes the contract's fields into the hand record `j` (inverse of read_contract).
void write_contract(Json& j, const LadderContract& c);
/// Checks the multiple against the ladder: Dreier 1-6 (level 1-4, multiple within level..level+2),
/// Zweier 1-zweier_max (within level..level+3 when a level is recorded and the ranges are on),
/// Einer 1-einer_max (card 1-6; going back to the sixth card is refused: it is the last one seen),
/// Solo without any multiple. Throws InputError naming the field and the rule.
void check_contract(const LadderContract& c, const LadderRules& rules);

/// Who is in the opposing party of `declarer` in `deal`: the other active players, and the resting
/// König when the setting `koenig` (tapp A2 / block-steyerisch A-C8) lets him take part in an item
/// of this kind ("full": every item; "game_only": game items only; "none": never).
std::vector<int> opposing_party(const Deal& deal, int declarer, const HouseRules& rules, bool game_item);
/// True when the resting König pays and receives honours held by others (koenig "full").
bool koenig_in_premiums(const Deal& deal, const HouseRules& rules);

/// An amount paid between the declarer and each member of the opposing party.
/// `per_opp` > 0: each opponent pays the declarer; < 0: the declarer pays each opponent.
struct PartyItem {
    std::int64_t per_opp = 0;
    bool game = false;  ///< a game item (the König takes part under "game_only" too)
    Text reason;
    RuleRef rule;
};

/// Books party items as postings. When `offender_pays` names an opponent who renounced, every
/// item in the declarer's favour is paid by the offender alone for the whole opposing party
/// (tapp A18 / block-steyerisch A-C11, by analogy with Codex §23, 000:L2329); `payer_rule` names
/// that open choice in the posting's rule ("A18", "A-C11").
void book_party_items(HandResult& result, const std::vector<PartyItem>& items, const Deal& deal, int declarer,
                      const HouseRules& rules, std::optional<int> offender_pays, const std::vector<std::string>& players,
                      const std::string& payer_rule);

}  // namespace tarock::tapp
