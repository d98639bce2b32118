#pragma once
// A tournament night's set-up, shared by the tests that run one (tournament_night_test.cpp: the
// tables' saves; live_night_test.cpp: the same saves seen on the live page): the Tirol cup, its
// example evening, the organiser's roster and draw, and the server's counters.

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "reliability_helpers.hpp"
#include "storage/database.hpp"
#include "storage/sql_engine.hpp"

namespace tarock::rel {

/// The Tirol cup: its preset is the house rules of the example evening the tables play.
inline tournament::Cup tirol_cup() {
    tournament::Cup c;
    c.name = "Turnierabend";
    c.preset = "Tiroler Tarockcup 2020";
    c.rounds = 1;
    c.points.table = {25, 20, 16, 13, 11, 10};
    c.points.first = 9;
    c.points.step = 1;
    c.points.minimum = 1;
    return c;
}

inline const Evening& tirol_example() {
    for (const gen::Example& x : examples())
        if (x.file == "koenigrufen-modern-tirol-abend.json") return x.evening;
    throw std::runtime_error("koenigrufen-modern-tirol-abend.json is missing");
}

/// What the organiser made before the tables start.
struct Night {
    std::int64_t tournament = 0;
    tournament::Cup cup;
    std::vector<tournament::Player> roster;
};

/// The organiser's part at `location`: the roster (five players a table, "Tisch <t> <name of
/// the example's seat>"), the Tirol cup, the tournament and its one round, table t seating the
/// players of "Tisch t".
inline Night prepare_night(const std::string& location, int tables) {
    const Evening& example = tirol_example();
    Database db(location);
    tournament::Round round;
    for (int t = 0; t < tables; ++t) {
        std::vector<tournament::PlayerId> seats;
        for (int s = 0; s < 5; ++s) {
            const std::string name = "Tisch " + std::to_string(t + 1) + " " + example.players[static_cast<std::size_t>(s)];
            const tournament::PlayerId id = db.add_player({0, name, "", ""});
            seats.push_back(id);
            round.present.push_back(id);
        }
        round.tables.push_back(seats);
    }
    tournament::Cup c = tirol_cup();
    c.id = db.save_cup(c);
    tournament::Tournament t;
    t.cup_id = c.id;
    t.title = "Turnierabend";
    t.date = "2027-03-20";
    t.seed = 7;
    Night night;
    night.tournament = db.create_tournament(t);
    db.add_round(night.tournament, 1, round);
    night.cup = db.load_cup(c.id);
    night.roster = db.list_roster();
    return night;
}

/// The names of table `table`'s players, in the example's seat order.
inline std::vector<std::string> table_names(int table) {
    std::vector<std::string> names;
    for (const std::string& p : tirol_example().players) names.push_back("Tisch " + std::to_string(table) + " " + p);
    return names;
}

/// `hands` hands of the Tirol example generated for table `table` (gen::generate, seeded by the
/// table), its players renamed to the table's (table_names).
inline std::vector<Json> table_hands(int table, int hands) {
    const Evening& example = tirol_example();
    const Evening generated = gen::generate(example, static_cast<std::size_t>(hands), 1000 + static_cast<std::uint64_t>(table));
    std::vector<Json> out;
    for (const HandRecord& h : generated.hands) out.push_back(gen::rename(h.inputs, example.players, table_names(table)));
    return out;
}

/// The server's counters (pg_stat_database) of the current database, PostgreSQL only.
inline std::map<std::string, long long> server_counters(Database& db) {
    std::map<std::string, long long> out;
    if (!db.on_server()) return out;
    const auto row = db.engine().first(
        "SELECT xact_commit, xact_rollback, tup_inserted, tup_fetched, blks_hit, blks_read, deadlocks "
        "FROM pg_stat_database WHERE datname = current_database()");
    const char* names[] = {"xact_commit", "xact_rollback", "tup_inserted", "tup_fetched", "blks_hit", "blks_read", "deadlocks"};
    for (std::size_t i = 0; i < std::size(names); ++i) out[names[i]] = row->integer(i);
    return out;
}

}  // namespace tarock::rel
