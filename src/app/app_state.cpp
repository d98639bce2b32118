// The "new evening" dialog's view-model.
#include <ctime>
#include <stdexcept>

#include "app/app_state.hpp"
#include "core/money.hpp"
#include "core/text.hpp"

namespace tarock::app {

std::string today_iso() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    localtime_r(&t, &tm);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
    return buf;
}

void reset_house_rules(NewEveningForm& f) {
    f.rules.clear();
    const auto& variants = all_variants();
    if (f.variant < 0 || f.variant >= static_cast<int>(variants.size())) return;
    for (const SettingSpec& s : variants[static_cast<std::size_t>(f.variant)]->settings()) f.rules[s.key] = s.default_value;
}

NewEveningForm new_evening_form() {
    NewEveningForm f;
    f.date = today_iso();
    const auto& variants = all_variants();
    if (!variants.empty()) {
        const auto sizes = variants.front()->table_sizes();
        if (!sizes.empty()) f.table_size = sizes.back();
    }
    f.players.assign(static_cast<std::size_t>(f.table_size), "");
    reset_house_rules(f);
    return f;
}

Evening NewEveningForm::to_evening() const {
    const auto& variants = all_variants();
    if (variant < 0 || variant >= static_cast<int>(variants.size()))
        throw InputError("variant", {}, {"Bitte ein Spiel wählen.", "please choose a game"});
    const Variant& v = *variants[static_cast<std::size_t>(variant)];
    Evening e;
    e.variant = v.id();
    e.title = trimmed(title);
    e.date = trimmed(date);
    for (int i = 0; i < table_size && i < static_cast<int>(players.size()); ++i) e.players.push_back(trimmed(players[static_cast<std::size_t>(i)]));
    e.first_dealer = first_dealer;
    try {
        e.stake.cents_per_unit = parse_money(trimmed(stake));
    } catch (const std::invalid_argument&) {
        throw InputError("stake.cents_per_unit", {},
                         {"Der Einsatz je Punkt ist kein Geldbetrag (z. B. 0,10).", "the stake per point is not an amount of money (e.g. 0.10)"});
    }
    e.stake.currency = trimmed(currency);
    e.house_rules = house_rule_overrides(v, rules);
    validate_setup(e);
    return e;
}

Json house_rule_overrides(const Variant& variant, const std::map<std::string, std::string>& rules) {
    Json overrides = Json::object();
    for (const SettingSpec& s : variant.settings()) {
        const auto it = rules.find(s.key);
        if (it == rules.end()) continue;
        const std::string value = trimmed(it->second);
        if (value != s.default_value) overrides[s.key] = value;
    }
    return overrides;
}

}  // namespace tarock::app
