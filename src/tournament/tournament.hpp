#pragma once
// A tournament night and a cup season (issue 18; docs/tournament.md; koenigrufen_modern §7.2,
// §7.3, §4): the roster of players kept across tournaments, the cup with its tariff preset,
// rounds, hands, tie-break and cup points, the tournament with its seed, the draws of its rounds
// and the sheets of its tables, the ranking and the season's cup standing.
//
// Plain data and pure functions (the JSON forms at the end are what a file or the database keeps). Amounts
// are points of the tariff as Thirds (whole points in the cup tariffs). Sheets are never changed:
// a correction appends a revision, the last revision of a table-round counts.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "core/thirds.hpp"
#include "session/evening.hpp"
#include "session/ranking.hpp"
#include "tournament/draw.hpp"

namespace tarock::tournament {

/// A player of the roster.
struct Player {
    PlayerId id = 0;          ///< the roster's id (the database's)
    std::string name;         ///< unique together with the club
    std::string club;         ///< may be empty
    std::string member_id;    ///< the cup's own player number, may be empty
};

/// Cup points by final place: the cup's published table, then (for places beyond it) the formula
/// max(minimum, first − step × (place − 1)) when `step` or `first` is set, else 0. A shared place
/// gives each of its players the points of that place.
struct CupPoints {
    std::vector<int> table;
    int first = 0;
    int step = 0;
    int minimum = 0;
    /// The points for 1-based `place`.
    int for_place(int place) const;
};

/// A cup (one season): its rules and how it scores.
struct Cup {
    std::int64_t id = 0;
    std::string name;                 ///< "Tiroler Tarockcup 2026/27"
    std::string preset;               ///< the built-in koenigrufen_modern preset every table plays (session/presets.hpp)
    int rounds = 3;                   ///< rounds of a tournament (§7.3: 3)
    int hands_4 = 16;                 ///< hands per round at a table of four (§7.3: 16; WTC 20)
    int hands_5 = 16;                 ///< at a table of five (TIR-19: 20)
    TieBreak tie_break = TieBreak::Shared;
    CupPoints points;
};

/// Checks a cup: a name, a built-in koenigrufen_modern preset, 1-10 rounds, 1-100 hands, cup
/// points not negative. Throws InputError naming the field ("preset", "points.table[2]").
void validate_cup(const Cup& cup);

/// The names of the presets a cup may play: the built-in koenigrufen_modern presets, in their
/// order (session/presets.hpp).
std::vector<std::string> cup_preset_names();

/// A sheet's Schrift per seat from its text: "5,-5,0,0" or "35 2/3,-35 2/3" (points, thirds
/// allowed) → amounts in seat order. InputError naming `field` for a part that is no amount
/// (koenigrufen_modern §7.3).
std::vector<Thirds> schrift_from_text(const std::string& text, const std::string& field);

/// Cup points as the cups publish them and `tarock tournament cup new --points/--points-formula`
/// takes them: `table` "100,80,65" for places 1, 2, … and `formula` "FIRST,STEP,MINIMUM" for the
/// places beyond it; either may be empty, blanks around a number are ignored. Throws InputError
/// naming `table_field` for a cell that is no whole number and `formula_field` for a formula that
/// is not three whole numbers (koenigrufen_modern §7.3); validate_cup() checks the signs.
CupPoints cup_points_from_text(const std::string& table, const std::string& formula, const std::string& table_field,
                               const std::string& formula_field);

/// The roster file `tarock tournament players import` and the window read: one player per line
/// "Name;Verein;Nummer" (club and number may be left out; ',' instead of ';' when a line has no
/// ';'; a first line starting "name" or "Name" is a header; empty lines and blanks around a cell
/// are skipped). Throws InputError "name" naming the line for a line without a name.
std::vector<Player> roster_from_text(const std::string& text);

/// One round: who was there and the tables drawn (seat order).
struct Round {
    std::vector<PlayerId> present;
    Seating tables;
};

/// One revision of the sheet of one table in one round: either an evening kept in the app with
/// the cup's preset (its Schrift and Geld read from it) or the final Schrift typed from paper
/// (Geld = Schrift: the Kontras were paid at the table, §7.2).
struct Sheet {
    int round = 0;                          ///< 1-based
    int table = 0;                          ///< 1-based, the table of that round's draw
    int revision = 1;                       ///< 1, 2, … per table-round
    std::optional<std::int64_t> evening_id; ///< the evening of this table, when kept in the app
    std::vector<Thirds> schrift;            ///< per seat of the table, in the draw's order
    std::vector<Thirds> geld;               ///< per seat, Kontra included
    bool stopped_early = false;             ///< the time limit stopped the table before its hands
    std::string note;                       ///< why a correction was made
};

/// A tournament.
struct Tournament {
    std::int64_t id = 0;
    std::int64_t cup_id = 0;
    std::string title;
    std::string date;          ///< ISO date
    std::uint64_t seed = 0;    ///< the draw's seed (and the lot's), stored so the draw can be repeated
    std::vector<Round> rounds;
    std::vector<Sheet> sheets; ///< every revision, in the order written
};

/// A new random seed for a tournament's draw (std::random_device); stored with the tournament so
/// that its draws can be repeated.
std::uint64_t fresh_seed();

/// A new tournament of cup `cup_id` on `date` (ISO, "2026-01-17"), no rounds yet. Throws
/// InputError "date" for a missing or impossible date (validate_date).
Tournament new_tournament(std::int64_t cup_id, const std::string& title, const std::string& date, std::uint64_t seed);

/// Draws the next round for the `present` players (roster ids) and appends it. Refuses
/// (InputError "round") a round beyond the cup's rounds and a draw before every table of the
/// round before has a sheet; otherwise as draw_round() (counts that cannot be seated, a player
/// twice).
const Round& draw_next(Tournament& t, const Cup& cup, const std::vector<PlayerId>& present);

/// The current (last) revision of the sheet of table `table` in round `round`, or null.
const Sheet* current_sheet(const Tournament& t, int round, int table);

/// A sheet typed from paper: the final Schrift of each seat, in the draw's seat order. Throws
/// InputError: "round" / "table" when there is no such table, "schrift" when the count is not the
/// table's or the sum is not zero (koenigrufen_modern §7.2 "each row sums to zero", naming the
/// sum). Returns the sheet as the next revision of that table-round (not yet appended).
Sheet typed_sheet(const Tournament& t, int round, int table, const std::vector<Thirds>& schrift, bool stopped_early,
                  const std::string& note = "");

/// A sheet read from the evening `e` kept for the table (`r` = recompute(e)): the evening must be
/// koenigrufen_modern with exactly the house rules of the cup's preset ("evening.house_rules") and
/// the table's players (`names`: the roster names of the table's seats; "evening.players").
/// Schrift is its written_totals, Geld its balance, both put in the draw's seat order.
Sheet evening_sheet(const Tournament& t, const Cup& cup, int round, int table, const std::vector<std::string>& names,
                    const Evening& e, const EveningResult& r, bool stopped_early, const std::string& note = "");

/// The evening's seat of each seat of the draw: for every name of `names` (the roster names of
/// the table's seats, in the draw's seat order) its index in `e.players`, or e.players.size()
/// when the evening has no such player. evening_sheet() puts the evening's amounts in the draw's
/// order with it; the live page its running sheet.
std::vector<std::size_t> evening_seats(const std::vector<std::string>& names, const Evening& e);

/// Appends `sheet` (as typed_sheet / evening_sheet made it) and returns its revision.
int add_sheet(Tournament& t, Sheet sheet);

/// The ranking of a tournament so far.
struct Standing {
    std::vector<Entrant> entrants;       ///< every player who sat at a table with a sheet, by id
    std::vector<PlayerId> ids;           ///< the roster id of each entrant
    std::vector<Placing> ranking;        ///< rank() with the cup's tie-break, the lot from the seed
    std::vector<int> cup_points;         ///< per line of `ranking`
    int tables = 0;                      ///< tables drawn
    int sheets = 0;                      ///< tables with a sheet
    int stopped_early = 0;               ///< sheets marked stopped early
};

/// Schrift summed over the rounds from the current sheets, the cup's tie-break (table places from
/// each sheet, table_places()), the money apart, cup points by place. The names come from
/// `roster` (an id not in it is shown as "#<id>"). The entrants are in roster-id order, so the lot
/// (from the tournament's seed) does not depend on the order the sheets came in.
Standing standing(const Tournament& t, const Cup& cup, const std::vector<Player>& roster);

/// One line of a season's cup standing.
struct SeasonLine {
    PlayerId id = 0;
    std::string name;
    int place = 0;           ///< shared places repeat
    bool shared = false;
    int points = 0;          ///< cup points summed over the tournaments
    int tournaments = 0;     ///< tournaments ranked in
    Thirds schrift;          ///< Schrift summed over the tournaments (shown, not ranked by)
};

/// The cup standing over `tournaments` (those of `cup`): cup points summed, most first; equal
/// points share a place. Only tournaments whose every table has a sheet count.
std::vector<SeasonLine> season_standing(const Cup& cup, const std::vector<Tournament>& tournaments, const std::vector<Player>& roster);

/// The name of roster id `id` ("#<id>" when it is not in `roster`).
std::string player_name(const std::vector<Player>& roster, PlayerId id);

/// JSON forms (storage and files; docs/tournament.md): Cup, Tournament rounds, Sheet.
Json cup_to_json(const Cup& cup);
/// Reads a cup; refuses unknown or missing fields (InputError naming them).
Cup cup_from_json(const Json& j);
Json rounds_to_json(const std::vector<Round>& rounds);
std::vector<Round> rounds_from_json(const Json& j);
Json sheet_to_json(const Sheet& s);
Sheet sheet_from_json(const Json& j);

}  // namespace tarock::tournament
