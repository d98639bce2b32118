// The Königrufen variant: four active players, no state carried from hand to hand.
#include "games/common/game_variant.hpp"
#include "games/koenigrufen/koenigrufen.hpp"

namespace tarock::koenigrufen {

const Variant& koenigrufen_variant() {
    static const HandByHandVariant v({"koenigrufen", {"Königrufen (Ulmann, 1880er)", "Königrufen (Ulmann, 1880s)"}, "docs/rules/koenigrufen.md", 4,
                                      {4}, {"Punkte", "points"}, {"Kasse", "pot"}, &koenigrufen::settings},
                                     &play_hand<parse_hand, validate, score>);
    return v;
}

}  // namespace tarock::koenigrufen
