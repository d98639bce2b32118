#pragma once
// The one error type for refused input: it names the field and the rule.

#include <stdexcept>
#include <string>

#include "core/text.hpp"

namespace tarock {

/// Thrown when a hand, an evening, a house-rule set or a file is refused.
/// `field` is the input path ("hands[3].ultimo.player", "multiple"); `rule` the rule the input
/// breaks; `message` the explanation in German and English. what() gives the English text with
/// field and rule, for logs and the CLI.
class InputError : public std::runtime_error {
public:
    InputError(std::string field, RuleRef rule, Text message);

    const std::string& field() const { return field_; }
    const RuleRef& rule() const { return rule_; }
    const Text& message() const { return message_; }

    /// "Feld 'multiple': ... (Regel: tapp §2.2, 000:L326)".
    std::string german() const;
    /// The error in `language`: german(), what() (English), or the Slovenian ("polje 'x': ...
    /// (pravilo: ...)") or Hungarian ("mező 'x': ... (szabály: ...)") form, whose message falls
    /// back to English where the error has no text of that language (pick()).
    std::string in(Language language) const;
    /// The same error with `prefix` put in front of the field ("hands[3]." + "multiple").
    InputError with_field_prefix(const std::string& prefix) const;

private:
    std::string field_;
    RuleRef rule_;
    Text message_;
};

}  // namespace tarock
