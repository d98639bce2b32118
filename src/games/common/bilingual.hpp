#pragma once
// Building an explanation in both languages in one place: the German and the English text of a
// reason are written side by side and share their figures, so that no scorer builds the same
// explanation twice, once per language.

#include <fmt/format.h>

#include <string>
#include <utility>

#include "core/text.hpp"

namespace tarock {

/// A text in German and English: T("gewonnen", "won").
inline Text T(std::string de, std::string en) { return {std::move(de), std::move(en)}; }

/// Concatenation of both languages: {"Solo", "Solo"} + {" gewonnen", " won"}.
inline Text operator+(const Text& a, const Text& b) { return {a.de + b.de, a.en + b.en}; }

/// The same text in both languages: figures, names, arithmetic ("19 × 2 = 38").
inline Text same(std::string s) { return {s, std::move(s)}; }

/// One explanation from a German and an English pattern and one set of arguments:
/// format_text("Renonce von {}: {}", "renonce by {}: {}", name, w). The patterns are checked
/// against the arguments at compile time.
template <typename... Args>
Text format_text(fmt::format_string<Args...> de, fmt::format_string<Args...> en, Args&&... args) {
    return {fmt::vformat(fmt::string_view(de), fmt::make_format_args(args...)), fmt::vformat(fmt::string_view(en), fmt::make_format_args(args...))};
}

}  // namespace tarock
