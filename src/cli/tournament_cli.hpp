#pragma once
// `tarock tournament ...` (docs/cli.md, docs/tournament.md): the organiser's commands over the
// database: cups, the roster, a tournament, its draws, its sheets, its ranking and the cup
// standing. Each command calls the tournament domain (src/tournament) and the database; the
// pages come from report/tournament_report.hpp.

#include <CLI/CLI.hpp>

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "report/report.hpp"

namespace tarock::cli {

/// The `tournament` subcommand with its own subcommands and their options.
class TournamentCommand {
public:
    /// Adds `tournament` to `app`; `db_path` is filled by its --db options, `lang_code` by --lang.
    TournamentCommand(CLI::App& app, std::string& db_path, std::string& lang_code);
    /// True when `tournament` was given.
    bool parsed() const { return cmd_->parsed(); }
    /// Runs the subcommand given, writing its output to `out`. Returns 0; refused input is thrown
    /// (InputError, DatabaseError, CommandError).
    int run(report::Lang lang, std::ostream& out);

private:
    CLI::App* cmd_;
    CLI::App *cup_new_, *cup_list_, *cup_standing_, *new_, *players_add_, *players_import_, *players_list_, *draw_, *cards_, *sheet_, *ranking_;
    std::string name_, preset_, tie_break_ = "sum", points_, formula_, club_, member_id_, date_, title_, file_, schrift_, evening_, note_;
    int rounds_ = 3, hands_4_ = 16, hands_5_ = 16, round_ = 0, table_ = 0;
    std::int64_t cup_ = 0, tournament_ = 0;
    std::uint64_t seed_ = 0;
    bool stopped_early_ = false, csv_ = false, html_ = false;
    std::vector<std::int64_t> join_, leave_, present_;
    std::string* db_path_;
};

}  // namespace tarock::cli
