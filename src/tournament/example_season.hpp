#pragma once
// The example cup season of data/tournaments (docs/tournament.md), built into the program so that
// the window can open it without the source tree (cmake/embed_texts.cmake): the cup
// (season.json), the roster (players.csv) and, for each of its tournaments, who plays each round
// (season.json) and each table's final Schrift as typed from its paper sheet (sheets-<n>.csv,
// written by scripts/make-tournament-example.py). The draw itself is the program's.

#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "tournament/tournament.hpp"

namespace tarock::tournament {

/// A sheet typed again with a note after the tournament (a correction, a new revision).
struct ExampleCorrection {
    int round = 0;
    int table = 0;
    std::vector<Thirds> schrift;
    std::string note;
};

/// One tournament of the example season. Players are named by their 1-based line in the roster.
struct ExampleNight {
    std::string date;
    std::string title;
    std::uint64_t seed = 0;
    std::vector<int> players;                        ///< who plays round 1
    std::vector<std::vector<int>> join;              ///< who arrives before round 2, 3, … (index 0: round 2)
    std::vector<std::vector<int>> leave;             ///< who leaves before round 2, 3, …
    std::vector<std::pair<int, int>> stopped_early;  ///< (round, table) stopped by the time limit
    std::vector<ExampleCorrection> corrections;      ///< typed after the last round
    /// The final Schrift per seat of a table: (round, table, table size) → amounts; the files hold
    /// a sheet of four and one of five for every table, the draw decides which is played.
    std::map<std::tuple<int, int, int>, std::vector<Thirds>> sheets;
};

/// The whole example season.
struct ExampleSeason {
    Cup cup;                          ///< id 0: not stored
    std::vector<Player> roster;       ///< ids 0: not stored; line n is roster[n - 1]
    std::vector<ExampleNight> nights;
};

/// The example season, read once from the files built into the program. Throws InputError only
/// if a file of the build were broken, which the tests of data/tournaments rule out.
const ExampleSeason& example_season();

}  // namespace tarock::tournament
