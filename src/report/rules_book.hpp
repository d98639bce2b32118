#pragma once
// The rules reference of docs/rules/*.md, embedded in the program at build time (rules_pages.cpp
// is generated from the pages by src/report/CMakeLists.txt), so the window and the command line
// show a rule's text without the source tree: every section the app cites ("tapp §2.9",
// "block A-07", "Codex §19") in German and English.
//
// A page is Markdown with a fixed shape (docs/rules/README.md): a title "# Deutsch · English",
// a line "Spiele · games: `tapp`, ...", then sections whose heading starts with their id:
//   ### tapp §2.9 — Kontra, Rekontra, Superkontra · Contra, recontra, supercontra
//   **DE** German text ...
//   **EN** English text ...
//   Quelle · Source: 000:L358-376
// Other headings only group the sections.

#include <string>
#include <string_view>
#include <vector>

#include "core/json.hpp"
#include "core/text.hpp"
#include "report/report.hpp"

namespace tarock::report {

/// One section of a rules page.
struct RuleSection {
    std::string id;      ///< as its heading writes it: "tapp §2.9", "Codex §19", "block A-07"
    std::string page;    ///< the page's file name without ".md": "tapp"
    Text title;          ///< "Kontra, Rekontra, Superkontra" / "Contra, recontra, supercontra"
    Text body;           ///< Markdown: paragraphs, "- " lists (indented for sub-items), "|" tables, `code`, **bold**
    std::string source;  ///< the source book lines, "000:L358-376" (book_reference() names the book); may be empty
};

/// One page of the rules reference (docs/rules/<name>.md).
struct RulePage {
    std::string name;                ///< "tapp"
    Text title;                      ///< "Tapp-Tarok, Zwölfer-Tarok und Ungarisch-Tarok" / "... and ..."
    std::vector<std::string> games;  ///< the game ids (Variant::id()) whose rules it holds; empty for the Codex
    Text intro;                      ///< the text before the first section
    std::vector<RuleSection> sections;
};

/// Every page, in the order of the games' menu (all_variants()); pages without a game last.
/// The pages are parsed on first use; a malformed page throws std::logic_error naming the page
/// and line (the tests parse every page, so a shipped program never does).
const std::vector<RulePage>& rule_pages();

/// The pages parsed from `files` (file name without ".md", Markdown text), in the given order.
/// Throws std::logic_error naming the page and line when a page does not have the shape above or
/// two sections of the same rules have one id. For tests of the parser.
std::vector<RulePage> parse_rule_pages(const std::vector<std::pair<std::string, std::string>>& files);

/// The families a rule id may start with ("tapp", "tapp-codex", "Codex", "block", ...).
std::vector<std::string> rule_families();

/// The ids a rule text of a RuleRef cites, each with its family, in order and each once:
/// "tapp §2.2, §2.9" -> "tapp §2.2", "tapp §2.9"; "block-steyerisch §3.7 Codex §25, A-C12" ->
/// "block-steyerisch §3.7", "Codex §25", "block-steyerisch A-C12"; "koenigrufen §5, A-X2, Codex
/// §3-§4" -> ..., "Codex §3", "Codex §4". A bare "§x" takes the family named last (the Codex
/// included), an open choice ("A-07", "A2") or example ("B-26", "TV-O1") the last game family.
/// Remarks ("(INFERRED)", "row 10") are skipped; a text without a family (a file name) gives none.
std::vector<std::string> cited_rule_ids(std::string_view rule);

/// The section `id` names, also when it is cited under another family of the same rules:
/// "tapp-codex §2.9" is "tapp §2.9", "koenigrufen §3.8" is "neunzehnrufen §3.8", "paszkiewitsch
/// §1.1" is "koenigrufen §1.1". nullptr when there is none.
const RuleSection* find_rule_section(std::string_view id);

/// The page `name` names: a page name ("tapp"), a game id ("zwoelfer", "tappen_mit_koenig") or
/// a page's path ("docs/rules/tapp.md"). nullptr when there is none.
const RulePage* find_rule_page(std::string_view name);

/// The sections the rule text of a RuleRef cites, in order, each once. Ids without a section are
/// left out (the tests make sure there are none).
std::vector<const RuleSection*> sections_of(std::string_view rule);

/// The Markdown of `s` as plain text for a terminal or a text widget: the marks `code` and
/// **bold** removed, lists and tables kept as they are.
std::string plain_text(std::string_view markdown);

/// One section as text for a terminal, in `lang`: the id and title, the text (plain_text()), and
/// "Quelle:"/"Source:" with the book (book_reference()), ending in a newline:
///   tapp §2.9 — Contra, Recontra, Supercontra
///   ...
///   Quelle: Ulmann, Illustriertes Wiener Tarokbuch, Cap. I Tapp-Tarok, „Die Contra-Ansagen“, ...
std::string rule_section_text(const RuleSection& s, Lang lang);
/// A page's title, its games and the id and title of each section, one per line.
std::string rule_page_text(const RulePage& p, Lang lang);
/// Every page: its name, games, title and the number of its sections, one per line.
std::string rule_pages_text(Lang lang);
/// A section as JSON: {"id", "page", "title", "text" (Markdown), "source", "book"} in `lang`.
Json rule_section_json(const RuleSection& s, Lang lang);

}  // namespace tarock::report
