#pragma once
// The source books behind the rules, so an explanation can name the book, its chapter (or Codex
// paragraph) and the line: "Ulmann, Illustriertes Wiener Tarokbuch, Cap. I Tapp-Tarok, Z. 358".

#include <string_view>

#include "core/text.hpp"

namespace tarock {

/// Turns a RuleRef source such as "000:L326-336, L358" or "002:25" into the book, the chapter or
/// Codex paragraph, and the lines, in German and English. Seeds: 000 Ulmann's Illustriertes Wiener
/// Tarokbuch, 001 Vanderheid's Tarolaßch (1869), 002 an unnamed book's Strohmann-Tarok, 003 "Tappen
/// mit König oder Tarokrufen", 004 the Taroc rules of 1756. Unknown parts are passed through
/// unchanged; an empty source gives empty texts.
Text book_reference(std::string_view source);

}  // namespace tarock
