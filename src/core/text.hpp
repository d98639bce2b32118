#pragma once
// Bilingual text carried by explanations, settings and errors ("explanations are data").

#include <string>

namespace tarock {

/// A text in German (the table's language, shown by default) and in English.
struct Text {
    std::string de;
    std::string en;
    bool operator==(const Text&) const = default;
};

/// A reference to the rule an amount or a refusal rests on.
/// `rule` names the section or open-choice id of the rules reference ("tapp §2.4", "tapp A2";
/// docs/rules, report/rules_book.hpp finds its text);
/// `source` names the seed book line(s) ("000:L342, L354"). Either may be empty.
struct RuleRef {
    std::string rule;
    std::string source;
    bool operator==(const RuleRef&) const = default;
    /// "tapp §2.4 (000:L342)", or whichever part is present.
    std::string to_string() const {
        if (source.empty()) return rule;
        if (rule.empty()) return source;
        return rule + " (" + source + ")";
    }
};

}  // namespace tarock
