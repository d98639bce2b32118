#include "games/common/common_settings.hpp"

#include <stdexcept>
#include <string>

namespace tarock {

SettingSpec ehrentour_setting() {
    return {"ehrentour", "tapp A22", "000:L314",
            {"Ehrentour", "Ehrentour"},
            {"Ob nach den Touren eine Ehrentour (eine Runde) folgt, wenn im letzten Spiel alle gepasst haben.",
             "Whether one more round (Ehrentour) follows the Touren when everyone passed in the last deal."},
            SettingSpec::Kind::Choice,
            {{"one_round", {"eine Runde, wenn zuletzt alle passten", "one round if all passed last"}}, {"none", {"keine", "none"}}},
            "one_round", {}};
}

SettingSpec borrowed_setting(const std::vector<SettingSpec>& specs, std::string_view key, std::string_view more_source) {
    for (const SettingSpec& s : specs)
        if (s.key == key) {
            SettingSpec copy = s;
            copy.source += more_source;
            return copy;
        }
    throw std::out_of_range("no setting '" + std::string(key) + "'");
}

}  // namespace tarock
