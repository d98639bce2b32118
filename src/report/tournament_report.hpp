#pragma once
// The printed pages of a tournament (docs/tournament.md): the draw as table cards and as a list
// by name, the ranking with cup points, the season's cup standing; as text, CSV (for the cup's
// own site) and printable HTML in the style of the settlement sheet. Formatting only: every
// figure comes from tournament::standing() and season_standing().

#include <string>
#include <vector>

#include "report/report.hpp"
#include "tournament/tournament.hpp"

namespace tarock::report {

/// The tie-break of a cup in words ("Summe, dann beste Runde"), as the ranking's head says it.
std::string tie_break_text(TieBreak t, Lang lang);

/// The table cards of round `round` (1-based; it must be drawn): per table its number, size,
/// hands to play (the cup's hands_4 / hands_5) and its players in seat order with their club;
/// then the list by name (alphabetical): name, club, table, seat.
std::string draw_text(const tournament::Tournament& t, const tournament::Cup& cup, int round,
                      const std::vector<tournament::Player>& roster, Lang lang);
/// The same as a printable page: one card per table with the tournament, date and round, the
/// table's number large and its players (printed: one A4 page per card), then the list by name.
std::string draw_html(const tournament::Tournament& t, const tournament::Cup& cup, int round,
                      const std::vector<tournament::Player>& roster, Lang lang);

/// The ranking so far: the tournament's title, date and cup, the sheets in (and those stopped
/// early), then ranking_text() with the rounds played and the cup points.
std::string standing_text(const tournament::Tournament& t, const tournament::Cup& cup, const tournament::Standing& st, Lang lang);
/// The ranking as CSV: Platz/Place, Spieler/Player, Verein/Club, Schrift per round ("R1" …),
/// Schrift, Kontra, Geld/Money, Cuppunkte/Cup points. Amounts as signed points.
std::string standing_csv(const tournament::Tournament& t, const tournament::Standing& st,
                         const std::vector<tournament::Player>& roster, Lang lang);
/// The ranking as a printable page (the columns of the CSV).
std::string standing_html(const tournament::Tournament& t, const tournament::Cup& cup, const tournament::Standing& st,
                          const std::vector<tournament::Player>& roster, Lang lang);

/// The cup standing: place, name, cup points, tournaments, Schrift.
std::string season_text(const tournament::Cup& cup, const std::vector<tournament::SeasonLine>& lines, Lang lang);
std::string season_csv(const std::vector<tournament::SeasonLine>& lines, Lang lang);
/// The cup standing as a printable page headed "<cup> · Cupwertung".
std::string season_html(const tournament::Cup& cup, const std::vector<tournament::SeasonLine>& lines, Lang lang);

/// The evening kept in the app for table `table` of round `round` (both 1-based): the evening as
/// stored and `result` = recompute(*evening). Used by live_json() for the table's running sheet.
struct TableEvening {
    int round = 0;
    int table = 0;
    const Evening* evening = nullptr;
    const EveningResult* result = nullptr;
};

/// The data of the live standings page (docs/tournament.md "The live page"), every text already in
/// `lang`: {"title", "subtitle" (cup, tie-break, sheets line), "ranking_heading", "ranking"
/// (the columns of standing_csv(): {"head", "rows", "numbers_from", "detail": the columns a phone
/// leaves out, Verein, the rounds and Geld}), "empty" (the text shown while no sheet is in, else ""),
/// "rounds" (newest first: {"heading", "tables": [{"heading", "state", "sheet": a grid}]})}.
/// A table's sheet: an evening in `evenings` gives its Schrift after every hand (hand number,
/// then one column per seat: HandRow::written_running, the running total in a game without a
/// Schrift); a typed sheet the Schrift per seat; a table without a sheet its seats as drawn.
/// Formatting only: every figure comes from standing() and recompute().
Json live_json(const tournament::Tournament& t, const tournament::Cup& cup, const tournament::Standing& st,
               const std::vector<tournament::Player>& roster, const std::vector<TableEvening>& evenings, Lang lang);

}  // namespace tarock::report
