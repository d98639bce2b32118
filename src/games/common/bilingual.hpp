#pragma once
// Building an explanation in both languages in one place: the German and the English text of a
// reason are written side by side and share their figures, so that no scorer builds the same
// explanation twice, once per language. Inside a WithoutExplanations scope
// (games/common/without_explanations.hpp)
// every helper here gives an empty Text and formats nothing: the amounts are the same, only the
// words are not built.

#include <fmt/format.h>

#include <string>
#include <utility>

#include "core/explanations.hpp"
#include "core/text.hpp"

namespace tarock {

/// A text in German and English: T("gewonnen", "won").
inline Text T(std::string de, std::string en) {
    if (!explanations_wanted()) return {};
    return {std::move(de), std::move(en)};
}
/// The same for two literals, which are then not even copied into strings when no explanation is wanted.
inline Text T(const char* de, const char* en) {
    if (!explanations_wanted()) return {};
    return {de, en};
}

/// Concatenation in every language: {"Solo", "Solo"} + {" gewonnen", " won"}. A Slovenian or
/// Hungarian text is kept when either part has one; the part without it adds its English (as
/// pick() would show it).
inline Text operator+(const Text& a, const Text& b) {
    if (!explanations_wanted()) return {};
    Text joined{a.de + b.de, a.en + b.en};
    if (!a.sl.empty() || !b.sl.empty()) joined.sl = pick(a, Language::Sl) + pick(b, Language::Sl);
    if (!a.hu.empty() || !b.hu.empty()) joined.hu = pick(a, Language::Hu) + pick(b, Language::Hu);
    return joined;
}

/// The same text in both languages: figures, names, arithmetic ("19 × 2 = 38").
inline Text same(std::string s) {
    if (!explanations_wanted()) return {};
    return {s, std::move(s)};
}

/// One explanation from a German and an English pattern and one set of arguments:
/// format_text("Renonce von {}: {}", "renonce by {}: {}", name, w). The patterns are checked
/// against the arguments at compile time.
template <typename... Args>
Text format_text(fmt::format_string<Args...> de, fmt::format_string<Args...> en, Args&&... args) {
    if (!explanations_wanted()) return {};
    return {fmt::vformat(fmt::string_view(de), fmt::make_format_args(args...)), fmt::vformat(fmt::string_view(en), fmt::make_format_args(args...))};
}

}  // namespace tarock
