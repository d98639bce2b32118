// The Steyerisch-Tarok variant: the shared Stamm ledger (games/common/stamm.hpp, A-C16) over the
// hand model.
#include "games/common/stamm.hpp"
#include "games/steyerisch/steyerisch.hpp"

namespace tarock::steyerisch {

const Variant& steyerisch_variant() {
    static const StammVariant v({"steyerisch",
                                 {"Steyerisch-Tarok", "Steyerisch-Tarok"},
                                 "docs/rules/steyerisch.md",
                                 &steyerisch::settings,
                                 &play_stamm_hand<parse_hand, validate, score>,
                                 {"block-steyerisch A-C16, tapp §2.10 (INFERRED)", "000:L522-528"},
                                 RuleRef{"block-steyerisch A-C16, tapp A20", "000:L522"}});
    return v;
}

}  // namespace tarock::steyerisch
