#pragma once
// House-rule settings: every open choice of the rules (ids like tapp A2, block A-07; docs/rules)
// is a named setting with the documented default and selectable alternatives.

#include <map>
#include "core/json.hpp"
#include <string>
#include <vector>

#include "core/text.hpp"
#include "core/thirds.hpp"

namespace tarock {

/// One selectable value of a choice setting.
struct SettingOption {
    std::string value;  ///< stable identifier stored in files and the database
    Text label;
};

/// A house-rule setting. `kind` Choice takes one of `options`; Amount takes an amount in thirds
/// of the variant's unit ("1", "2/3"), at least `min_amount`.
struct SettingSpec {
    enum class Kind { Choice, Amount };
    std::string key;      ///< identifier in files and the database, e.g. "koenig"
    std::string rule_id;  ///< the open choice it implements, e.g. "tapp A2"
    std::string source;   ///< seed lines, e.g. "000:L320, L344"
    Text title;
    Text help;            ///< one line: what it changes
    Kind kind = Kind::Choice;
    std::vector<SettingOption> options;
    std::string default_value;
    Thirds min_amount;
};

/// The settings in force for one evening: the defaults of the variant's specs overridden by the
/// values the circle chose. Immutable once built.
class HouseRules {
public:
    HouseRules() = default;
    /// Builds the rules from `specs` and `overrides` (a JSON object key -> value; strings for
    /// choices, strings or integers for amounts). Throws InputError with field
    /// "house_rules.<key>" for an unknown key, an unknown option or a bad amount.
    HouseRules(const std::vector<SettingSpec>& specs, const Json& overrides);

    /// True when the rules have a setting `key`.
    bool has(const std::string& key) const { return values_.count(key) != 0; }
    /// The chosen value of a choice setting. Throws std::invalid_argument ("no house rule 'x' in
    /// this game") for a key the game does not have: a misspelt key in the code, never input.
    const std::string& choice(const std::string& key) const;
    /// True when choice setting `key` has the value `value`. The literal keys and values the code
    /// asks for are checked against the games' settings by tests/architecture/house_rules_test.cpp.
    bool is(const std::string& key, const std::string& value) const { return choice(key) == value; }
    /// The amount of an Amount setting, in thirds of the unit. Throws std::invalid_argument for a
    /// key the game does not have.
    Thirds amount(const std::string& key) const;

    /// Only the values that differ from the defaults (what a session file stores).
    Json overrides() const;
    /// Every value, defaults included.
    Json all() const;

private:
    std::map<std::string, std::string> values_;
    std::map<std::string, std::string> defaults_;
};

}  // namespace tarock
