#include "variants/common_settings.hpp"

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

}  // namespace tarock
