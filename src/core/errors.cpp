#include "core/errors.hpp"

namespace tarock {

namespace {
std::string english(const std::string& field, const RuleRef& rule, const Text& message) {
    std::string s;
    if (!field.empty()) s += "field '" + field + "': ";
    s += message.en;
    const std::string r = rule.to_string();
    if (!r.empty()) s += " (rule: " + r + ")";
    return s;
}
}  // namespace

InputError::InputError(std::string field, RuleRef rule, Text message)
    : std::runtime_error(english(field, rule, message)),
      field_(std::move(field)),
      rule_(std::move(rule)),
      message_(std::move(message)) {}

std::string InputError::german() const {
    std::string s;
    if (!field_.empty()) s += "Feld '" + field_ + "': ";
    s += message_.de;
    const std::string r = rule_.to_string();
    if (!r.empty()) s += " (Regel: " + r + ")";
    return s;
}

std::string InputError::in(Language language) const {
    switch (language) {
        case Language::De: return german();
        case Language::En: return what();
        case Language::Sl:
        case Language::Hu: break;
    }
    const bool sl = language == Language::Sl;
    std::string s;
    if (!field_.empty()) s += (sl ? "polje '" : "mező '") + field_ + "': ";
    s += pick(message_, language);
    const std::string r = rule_.to_string();
    if (!r.empty()) s += (sl ? " (pravilo: " : " (szabály: ") + r + ")";
    return s;
}

InputError InputError::with_field_prefix(const std::string& prefix) const {
    if (prefix.empty()) return *this;
    return InputError(field_.empty() ? prefix : prefix + "." + field_, rule_, message_);
}

}  // namespace tarock
