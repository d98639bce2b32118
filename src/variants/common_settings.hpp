#pragma once
// House-rule settings several game families share.

#include "core/house_rules.hpp"

namespace tarock {

/// The Ehrentour after the Touren (tapp A22, 000:L314): "one_round" (default) when everyone
/// passed in the last deal, or "none". Read by the session when it counts the Touren.
SettingSpec ehrentour_setting();

}  // namespace tarock
