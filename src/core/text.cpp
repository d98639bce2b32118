#include "core/text.hpp"

#include <utf8proc.h>

#include <cstdio>

namespace tarock {

namespace {

/// Calls `f(code point, byte offset, byte length)` for every character of `text`; a byte that is
/// not valid UTF-8 is passed as code point -1 with length 1.
template <class F>
void each_character(std::string_view text, F&& f) {
    const auto* p = reinterpret_cast<const utf8proc_uint8_t*>(text.data());
    std::size_t at = 0;
    while (at < text.size()) {
        utf8proc_int32_t cp = -1;
        const utf8proc_ssize_t n = utf8proc_iterate(p + at, static_cast<utf8proc_ssize_t>(text.size() - at), &cp);
        const std::size_t len = n > 0 ? static_cast<std::size_t>(n) : 1;
        f(n > 0 ? cp : -1, at, len);
        at += len;
    }
}

bool is_control(utf8proc_int32_t cp) { return cp >= 0 && utf8proc_category(cp) == UTF8PROC_CATEGORY_CC; }

}  // namespace

std::optional<char32_t> control_character(std::string_view text, bool allow_line_breaks) {
    std::optional<char32_t> found;
    each_character(text, [&](utf8proc_int32_t cp, std::size_t, std::size_t) {
        if (found || !is_control(cp)) return;
        if (allow_line_breaks && (cp == '\n' || cp == '\t')) return;
        found = static_cast<char32_t>(cp);
    });
    return found;
}

bool is_utf8(std::string_view text) {
    bool ok = true;
    each_character(text, [&](utf8proc_int32_t cp, std::size_t, std::size_t) { ok = ok && cp >= 0; });
    return ok;
}

std::size_t character_count(std::string_view text) {
    std::size_t n = 0;
    each_character(text, [&](utf8proc_int32_t, std::size_t, std::size_t) { ++n; });
    return n;
}

std::string code_point_name(char32_t c) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(c));
    return buf;
}

std::string terminal_safe(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    each_character(text, [&](utf8proc_int32_t cp, std::size_t at, std::size_t len) {
        if (is_control(cp) && cp != '\n' && cp != '\t') {
            char buf[16];
            std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(cp));
            out += buf;
        } else {
            out.append(text.substr(at, len));
        }
    });
    return out;
}

const char* language_code(Language language) {
    switch (language) {
        case Language::De: return "de";
        case Language::En: return "en";
        case Language::Sl: return "sl";
        case Language::Hu: return "hu";
    }
    return "de";
}

std::optional<Language> language_of_code(std::string_view code) {
    for (Language l : {Language::De, Language::En, Language::Sl, Language::Hu})
        if (code == language_code(l)) return l;
    return std::nullopt;
}

const char* in_language(Language language, const char* de, const char* en, const char* sl, const char* hu) {
    switch (language) {
        case Language::En: return en;
        case Language::Sl: return sl;
        case Language::Hu: return hu;
        case Language::De: break;
    }
    return de;
}

const std::string& pick(const Text& text, Language language) {
    const std::string& english = text.en.empty() ? text.de : text.en;
    switch (language) {
        case Language::De: return text.de;
        case Language::En: return english;
        case Language::Sl: return text.sl.empty() ? english : text.sl;
        case Language::Hu: return text.hu.empty() ? english : text.hu;
    }
    return text.de;
}

std::string trimmed(std::string_view text, std::string_view blanks) {
    const std::size_t from = text.find_first_not_of(blanks);
    if (from == std::string_view::npos) return "";
    return std::string(text.substr(from, text.find_last_not_of(blanks) - from + 1));
}

}  // namespace tarock
