#pragma once
// The source books behind the rules, so an explanation can name the book, its chapter, the
// book's own heading and the page where the book lets us know it, with the line numbers last:
// "Ulmann, Illustriertes Wiener Tarokbuch, Cap. I Tapp-Tarok, „Die Contra-Ansagen“, S. 22–23, Z. 358".

#include <string_view>

#include "core/text.hpp"

namespace tarock {

/// Turns a RuleRef source such as "000:L326-336, L358" or "002:25" into the book, the chapter,
/// the heading of the book (or its numbered paragraph: Codex "§ 8", 1756 "Regel 12"), the pages
/// and the lines, in German and English; lines under one heading are listed together. Seeds: 000
/// Ulmann's Illustriertes Wiener Tarokbuch (pages from its table of contents, glossary and
/// errata; a range "S. 20–22" when the line lies between two places the book gives a page for),
/// 001 Vanderheid's Tarolaßch (1869, pages from its table of contents), 002 an unnamed book's
/// Strohmann-Tarok, 003 "Tappen mit König oder Tarokrufen", 004 the Taroc rules of 1756. The
/// living games (Slovenian Tarok, Hungarian Tarokk) cite public rule pages and peer scorekeepers
/// by short name and place ("PWS Scoring", "TSB ScoreBoard.cs L44-83"): the short name becomes the
/// source's name, the places follow as written. Unknown parts are passed through unchanged; an
/// empty source gives empty texts.
Text book_reference(std::string_view source);

}  // namespace tarock
