#include "core/house_rules.hpp"

#include <stdexcept>

#include "core/errors.hpp"
#include "core/input_numbers.hpp"

namespace tarock {

HouseRules::HouseRules(const std::vector<SettingSpec>& specs, const Json& overrides) {
    for (const SettingSpec& s : specs) {
        values_[s.key] = s.default_value;
        defaults_[s.key] = s.default_value;
    }
    if (overrides.is_null()) return;
    if (!overrides.is_object())
        throw InputError("house_rules", {}, {"Die Hausregeln müssen ein JSON-Objekt sein.",
                                             "house rules must be a JSON object"});
    for (const auto& [key, value] : overrides.items()) {
        const SettingSpec* spec = nullptr;
        for (const SettingSpec& s : specs)
            if (s.key == key) spec = &s;
        const std::string field = "house_rules." + key;
        if (!spec)
            throw InputError(field, {}, {"Unbekannte Hausregel '" + key + "' für dieses Spiel.",
                                         "unknown house rule '" + key + "' for this game"});
        if (spec->kind == SettingSpec::Kind::Choice) {
            if (!value.is_string())
                throw InputError(field, {spec->rule_id, spec->source},
                                 {"Der Wert muss eine der Auswahlen sein.", "the value must be one of the options"});
            const std::string v = value.get<std::string>();
            bool known = false;
            std::string list;
            for (const SettingOption& o : spec->options) {
                known = known || o.value == v;
                list += (list.empty() ? "" : ", ") + o.value;
            }
            if (!known)
                throw InputError(field, {spec->rule_id, spec->source},
                                 {"'" + v + "' ist keine Auswahl (möglich: " + list + ").",
                                  "'" + v + "' is not an option (possible: " + list + ")"});
            values_[key] = v;
        } else {
            std::optional<Thirds> amount;
            try {
                amount = json_amount(value);
            } catch (const InputError& e) {
                throw InputError(field, {spec->rule_id, spec->source}, e.message());
            }
            if (!amount)
                throw InputError(field, {spec->rule_id, spec->source},
                                 {"Der Betrag muss eine Zahl sein (z. B. 1 oder 2/3).",
                                  "the amount must be a number (e.g. 1 or 2/3)"});
            const Thirds t = *amount;
            if (t < spec->min_amount)
                throw InputError(field, {spec->rule_id, spec->source},
                                 {"Der Betrag darf nicht kleiner als " + spec->min_amount.to_string() + " sein.",
                                  "the amount may not be less than " + spec->min_amount.to_string()});
            values_[key] = t.to_string();
        }
    }
}

const std::string& HouseRules::choice(const std::string& key) const {
    const auto it = values_.find(key);
    if (it == values_.end()) throw std::invalid_argument("no house rule '" + key + "' in this game");
    return it->second;
}

Thirds HouseRules::amount(const std::string& key) const { return Thirds::parse(choice(key)); }

Json HouseRules::overrides() const {
    Json j = Json::object();
    for (const auto& [k, v] : values_)
        if (defaults_.at(k) != v) j[k] = v;
    return j;
}

Json HouseRules::all() const {
    Json j = Json::object();
    for (const auto& [k, v] : values_) j[k] = v;
    return j;
}

}  // namespace tarock
