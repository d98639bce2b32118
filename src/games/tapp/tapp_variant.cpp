// The Tapp-Tarok and Zwölfer-Tarok variants: the shared Stamm ledger (games/common/stamm.hpp)
// over the one hand model of the family, with the pack of each.
#include "core/cards.hpp"
#include "games/common/stamm.hpp"
#include "games/tapp/tapp.hpp"

namespace tarock::tapp {

namespace {

StammGame family_member(std::string id, Text name, Pack pack) {
    return {std::move(id),
            std::move(name),
            "docs/rules/tapp.md",
            &tapp::settings,
            [pack](const HandContext& ctx, const Json& j, StammPot& pot) {
                const Hand h = parse_hand(j, ctx.setup.players, pack);
                validate(h, ctx.deal, ctx.setup.rules, pack);
                return score(h, ctx.deal, ctx.setup, pack, pot);
            },
            {"tapp §2.10, A20 (INFERRED)", "000:L522-528"},
            std::nullopt};
}

}  // namespace

const Variant& tapp_variant() {
    static const StammVariant v(family_member("tapp", {"Tapp-Tarok", "Tapp-Tarok"}, kPack54));
    return v;
}

const Variant& zwoelfer_variant() {
    static const StammVariant v(family_member("zwoelfer", {"Zwölfer-Tarok", "Zwölfer-Tarok"}, kPack42));
    return v;
}

}  // namespace tarock::tapp
