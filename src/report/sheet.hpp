#pragma once
// Documents made from an evening for people, not for the program: the table as CSV for a
// spreadsheet, a printable settlement sheet (HTML), the "what if" comparison of one hand and
// the statistics per player. Formatting only: every figure comes from recompute(), preview(),
// what_if() or player_statistics(); nothing is scored here.
//
// Amounts: points as exact thirds (Thirds::to_string, "35 2/3", which spreadsheets read as a
// mixed fraction), money as integer cents (format_money). No floating point.

#include <string>
#include <vector>

#include "report/report.hpp"
#include "session/analysis.hpp"

namespace tarock::report {

/// The evening's table as CSV (RFC 4180 quoting; separator ';' in German, ',' in English, as the
/// spreadsheets of those locales expect; text cells through csv_text_cell, so no name runs as a
/// formula). Header: Hand, Geber/Dealer, Spiel/Game (the hand's
/// summary), then per player the hand's net ("<name>"), then per player the running total
/// ("<name> Stand"/"<name> total"). One row per hand (a refused hand: its error as the summary
/// and zeros). Then a row "Saldo"/"Balance" with the balance per player (closing postings
/// included) and, once the evening can be settled, a row "Geld"/"Money" with the cents as
/// money ("1,20"). Lines end in "\r\n". `r` must be recompute(e).
std::string table_csv(const Evening& e, const EveningResult& r, Lang lang);

/// A text cell (a name, a summary, a label) made safe for a spreadsheet: a text that begins with
/// `=`, `+`, `-`, `@`, a tab or a carriage return, which a spreadsheet would run as a formula
/// (e.g. =HYPERLINK(...)), gets a leading apostrophe, which spreadsheets show as text. Number cells
/// (amounts such as "-15" or "35 2/3", money) never pass here and stay numbers.
std::string csv_text_cell(const std::string& s);

/// One CSV line of `fields` (RFC 4180 quoting; separator ';' in German, Slovenian and Hungarian,
/// ',' in English), ending in "\r\n". Text cells pass csv_text_cell() first.
std::string csv_row(const std::vector<std::string>& fields, Lang lang);
/// Text made safe inside HTML (&, <, >, ").
std::string html_escape(const std::string& s);
/// The beginning of a printable page in the style of the settlement sheet: doctype, language,
/// `title` (escaped) as title and heading, the inline print CSS (tables, right-aligned numbers in
/// td.num, negative amounts in .neg). Ends after the <h1>; the page is closed by html_end().
std::string html_begin(const std::string& title, Lang lang);
/// "</body>\n</html>\n".
std::string html_end();

/// A printable settlement sheet: one self-contained HTML page (inline CSS, print-friendly) with
/// the evening's setup, every house rule in force (value, rule id, marked where it differs from
/// the book), the table of hands with each player's net and running total, the closing
/// postings and ledger lines (Block-Tarok), the balance in points and money and who pays whom.
/// Text is HTML-escaped. `r` must be recompute(e).
std::string settlement_html(const Evening& e, const EveningResult& r, Lang lang);

/// "What if": the stored hand and the changed one side by side. Text: the change (`change` as
/// given, e.g. {"multiple":3}), both summaries with their postings, and a table per player of
/// the net as entered, as changed and the difference.
std::string what_if_text(const Evening& e, const WhatIf& w, const Json& change, Lang lang);
/// The same as JSON: {"change", "original": {"summary", "postings", "net"}, "changed": {...},
/// "difference": {player: amount}}.
Json what_if_json(const Evening& e, const WhatIf& w, const Json& change, Lang lang);

/// The name of a game type of the statistics (HandOutcome::game, e.g. "dreier") as the players
/// say it, in `lang` where it has words ("still gespielt", "played silently"): "Dreier", "Berač",
/// "kettő"; an id not listed is written with a capital and blanks ("solo_dva" -> "Solo dva").
/// The window's statistics and statistics_text() name the games by it.
std::string game_type_name(const std::string& id, Lang lang);

/// The statistics per player as a text table: evenings, hands, hands played (not resting),
/// games declared and won, the net in money (in `currency`), then per player the games declared
/// and won by game, named by game_type_name().
std::string statistics_text(const std::vector<PlayerStats>& stats, const std::string& currency, Lang lang);
/// The same as JSON: [{"name", "evenings", "hands", "hands_active", "declared", "won",
/// "by_game": {game: {"declared", "won"}}, "cents_by_evening", "cents_total", "currency"}], the
/// cents in `currency`.
Json statistics_json(const std::vector<PlayerStats>& stats, const std::string& currency);

}  // namespace tarock::report
