#pragma once
// Multilingual text carried by explanations, settings and errors ("explanations are data"), and
// the languages the program speaks.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/language.hpp"

namespace tarock {

/// A text in German (shown by default) and English, and, where a game speaks them, in Slovenian
/// and Hungarian. `sl` and `hu` may stay empty: pick() then shows the English text (and the
/// German one when that is empty too), so every `{de, en}` text reads in all four languages.
struct Text {
    std::string de;
    std::string en;
    std::string sl = {};  ///< Slovenian; empty: English is shown
    std::string hu = {};  ///< Hungarian; empty: English is shown
    bool operator==(const Text&) const = default;
};

/// The text of `text` in `language`: de; en (de when empty); sl or hu (en when empty, then de).
const std::string& pick(const Text& text, Language language);

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

/// The first control character (Unicode category Cc: U+0000-U+001F and U+007F-U+009F, read
/// with utf8proc) of the UTF-8 `text`, or std::nullopt. With `allow_line_breaks` a line feed and a
/// tab do not count (free texts such as notes may hold them; names may not).
std::optional<char32_t> control_character(std::string_view text, bool allow_line_breaks);
/// True when `text` is valid UTF-8.
bool is_utf8(std::string_view text);
/// The number of characters (Unicode code points) of the UTF-8 `text`; a byte that is not valid
/// UTF-8 counts as one.
std::size_t character_count(std::string_view text);
/// The code point as "U+001B".
std::string code_point_name(char32_t c);
/// `text` made safe for a terminal: every control character except line feed and tab is written
/// as "\u001b", so a stored name or note can never move the cursor, clear the screen or set the
/// window title. Other text is unchanged.
std::string terminal_safe(std::string_view text);
/// `text` without the characters of `blanks` at either end ("  Anna\t" → "Anna").
std::string trimmed(std::string_view text, std::string_view blanks = " \t");

}  // namespace tarock
