// The Groß-Tarok variant: three active players; with four the player on the dealer's right rests.
#include "games/common/game_variant.hpp"
#include "games/grosstarok/grosstarok.hpp"

namespace tarock::grosstarok {

namespace {

/// With four, the player on the dealer's right rests (000:2065).
class GrossTarokVariant final : public HandByHandVariant {
public:
    GrossTarokVariant()
        : HandByHandVariant({"grosstarok", {"Groß-Tarok (78 Blatt)", "Groß-Tarok (78 cards)"}, "docs/rules/grosstarok.md", 3,
                             {3, 4}, {"Points", "points"}, {"Kasse", "pot"}, &grosstarok::settings},
                            &play_hand<parse_hand, validate, score>) {}
    Deal deal(const TableSetup& setup, int dealer) const override { return deal_three(setup.table_size(), dealer); }
};

}  // namespace

const Variant& grosstarok_variant() {
    static const GrossTarokVariant v;
    return v;
}

}  // namespace tarock::grosstarok
