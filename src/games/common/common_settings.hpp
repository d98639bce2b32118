#pragma once
// House-rule settings several game families share.

#include <string_view>
#include <vector>

#include "core/house_rules.hpp"

namespace tarock {

/// The Ehrentour after the Touren (tapp A22, 000:L314): "one_round" (default) when everyone
/// passed in the last deal, or "none". Read by the session when it counts the Touren.
SettingSpec ehrentour_setting();

/// A copy of the setting `key` of another game's `specs`, for a game that takes the choice over
/// unchanged (Ungarisch-Tarok takes Tapp's through Zwölfer-Tarok, 000:L1008); `more_source` is
/// appended to its source lines (e.g. ", L1008"). Throws std::out_of_range for a key not in
/// `specs` (a programming error, caught by every test that lists the settings).
SettingSpec borrowed_setting(const std::vector<SettingSpec>& specs, std::string_view key, std::string_view more_source = "");

}  // namespace tarock
