// The Paszkiewitsch variant: four players, 42 cards, no state carried from hand to hand.
#include "games/common/game_variant.hpp"
#include "games/paszkiewitsch/paszkiewitsch.hpp"

namespace tarock::paszkiewitsch {

const Variant& paszkiewitsch_variant() {
    static const HandByHandVariant v({"paszkiewitsch", {"Paszkiewitsch", "Paszkiewitsch"}, "docs/rules/paszkiewitsch.md",
                                      4, {4}, {"Punkte", "points"}, {"Kasse", "pot"}, &paszkiewitsch::settings},
                                     &play_hand<parse_hand, validate, score>);
    return v;
}

}  // namespace tarock::paszkiewitsch
