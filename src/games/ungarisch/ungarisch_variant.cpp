// The Ungarisch-Tarok variant: the shared Stamm ledger (games/common/stamm.hpp, tapp A20) over the
// hand model.
#include "games/common/stamm.hpp"
#include "games/ungarisch/ungarisch.hpp"

namespace tarock::ungarisch {

const Variant& ungarisch_variant() {
    static const StammVariant v({"ungarisch",
                                 {"Ungarisch-Tarok", "Ungarisch-Tarok"},
                                 "docs/rules/tapp.md",
                                 &ungarisch::settings,
                                 &play_stamm_hand<parse_hand, validate, score>,
                                 {"tapp §2.10, A20 (INFERRED)", "000:L522-528"},
                                 RuleRef{"tapp A20", "000:L522"}});
    return v;
}

}  // namespace tarock::ungarisch
