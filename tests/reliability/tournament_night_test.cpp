// A tournament night: 40 tables (8 on SQLite) enter their hands at the same time, each through its own
// connection (its own Database, as each table's window has), while the organiser's ranking reads
// the whole time. Run against SQLite (one file, writers one after another by its lock) and, as
// "storage-pg: reliability tournament_night", against PostgreSQL (SERIALIZABLE transactions run
// again on a conflict). The figures it prints are in docs/reliability.md and docs/benchmarks.md.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "reliability_helpers.hpp"
#include "storage/database.hpp"
#include "storage/sql_engine.hpp"

using namespace tarock;
using namespace tarock::rel;

namespace {

/// The Tirol cup: its preset is the house rules of the example evening the tables play.
tournament::Cup tirol_cup() {
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

const Evening& tirol_example() {
    for (const gen::Example& x : examples())
        if (x.file == "koenigrufen-modern-tirol-abend.json") return x.evening;
    throw std::runtime_error("koenigrufen-modern-tirol-abend.json is missing");
}

/// The server's counters (pg_stat_database) of the current database, PostgreSQL only.
std::map<std::string, long long> server_counters(Database& db) {
    std::map<std::string, long long> out;
    if (!db.on_server()) return out;
    const auto row = db.engine().first(
        "SELECT xact_commit, xact_rollback, tup_inserted, tup_fetched, blks_hit, blks_read, deadlocks "
        "FROM pg_stat_database WHERE datname = current_database()");
    const char* names[] = {"xact_commit", "xact_rollback", "tup_inserted", "tup_fetched", "blks_hit", "blks_read", "deadlocks"};
    for (std::size_t i = 0; i < std::size(names); ++i) out[names[i]] = row->integer(i);
    return out;
}

}  // namespace

TEST_CASE("tournament night: the tables enter 20 hands each at once while the ranking is read and nothing is lost or doubled" * doctest::timeout(600)) {
    // SQLite lets one writer in at a time and makes the others wait up to its busy timeout (5 s):
    // 40 windows writing into one file at once exceed it (docs/reliability.md), so its run seats
    // 8 tables. The server is what a night of 40 tables is for.
    const int tables = static_cast<int>(env_number("TAROCK_NIGHT_TABLES", tarock::test::on_postgresql() ? 40 : 8));
    const int hands = static_cast<int>(env_number("TAROCK_NIGHT_HANDS", 20));
    TempDir dir;
    const std::string location = dir.db("night.sqlite");
    const Evening& example = tirol_example();
    const tournament::Cup cup_def = tirol_cup();

    // The organiser: roster, cup, tournament and the draw (five at a table).
    std::int64_t tid = 0;
    tournament::Cup cup;
    std::vector<tournament::Player> roster;
    {
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
        tournament::Cup c = cup_def;
        c.id = db.save_cup(c);
        tournament::Tournament t;
        t.cup_id = c.id;
        t.title = "Turnierabend";
        t.date = "2027-03-20";
        t.seed = 7;
        tid = db.create_tournament(t);
        db.add_round(tid, 1, round);
        cup = db.load_cup(c.id);
        roster = db.list_roster();
    }
    Database organiser(location);
    const auto before = server_counters(organiser);

    std::atomic<int> running{tables};
    std::atomic<std::uint64_t> retries{0};
    std::mutex mutex;
    std::map<int, std::pair<std::int64_t, std::vector<std::int64_t>>> saved;  // table -> evening id, hand ids
    std::vector<std::string> failures;
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<std::thread> writers;
    for (int table = 1; table <= tables; ++table) {
        writers.emplace_back([&, table] {
            try {
                Database db(location);  // the table's own connection
                std::vector<std::string> names;
                for (const std::string& p : example.players) names.push_back("Tisch " + std::to_string(table) + " " + p);
                const Evening generated = gen::generate(example, static_cast<std::size_t>(hands), 1000 + static_cast<std::uint64_t>(table));
                Evening e = gen::empty_like(example);
                e.title = "Tisch " + std::to_string(table);
                e.players = names;
                const std::int64_t id = db.create_evening(e);
                std::vector<std::int64_t> ids;
                for (const HandRecord& h : generated.hands) ids.push_back(db.add_hand(id, gen::rename(h.inputs, example.players, names)));
                // The table's sheet from its evening, as the next revision of its table-round.
                const tournament::Tournament t = db.load_tournament(tid);
                const Evening stored = db.load_evening(id);
                tournament::Sheet sheet = tournament::evening_sheet(t, cup, 1, table, names, stored, recompute(stored), false);
                sheet.evening_id = id;
                db.add_tournament_sheet(tid, sheet);
                retries += db.serialization_retries();
                std::lock_guard lock(mutex);
                saved[table] = {id, ids};
            } catch (const std::exception& e) {
                std::lock_guard lock(mutex);
                failures.push_back("table " + std::to_string(table) + ": " + e.what());
            }
            --running;
        });
    }
    // The organiser's ranking, read again and again while the tables write: every read is one
    // consistent state (no evening's hands go backwards, every stored hand scores).
    long reads = 0;
    std::map<std::int64_t, std::size_t> seen;
    std::vector<std::string> reader_failures;
    while (running > 0) {
        try {
            const tournament::Tournament t = organiser.load_tournament(tid);
            (void)tournament::standing(t, cup, roster);
            for (const EveningSummary& s : organiser.list_evenings()) {
                const Evening e = organiser.load_evening(s.id);
                if (e.hands.size() < seen[s.id]) reader_failures.push_back("evening " + std::to_string(s.id) + " went backwards");
                seen[s.id] = e.hands.size();
                if (recompute(e).errors != 0) reader_failures.push_back("evening " + std::to_string(s.id) + " has a refused hand");
            }
            ++reads;
        } catch (const std::exception& e) {
            reader_failures.push_back(e.what());
        }
    }
    for (std::thread& w : writers) w.join();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    for (const std::string& f : failures) FAIL_CHECK(f);
    for (const std::string& f : reader_failures) FAIL_CHECK(f);
    REQUIRE(saved.size() == static_cast<std::size_t>(tables));

    // Every hand whose save returned is there exactly once, in its table's evening, in order;
    // positions are 1..hands in every evening.
    std::set<std::int64_t> all_ids;
    for (const auto& [table, entry] : saved) {
        const auto& [evening_id, ids] = entry;
        const Evening e = organiser.load_evening(evening_id);
        REQUIRE(e.hands.size() == ids.size());
        CHECK(ids.size() == static_cast<std::size_t>(hands));
        for (std::size_t i = 0; i < ids.size(); ++i) CHECK(e.hands[i].id == ids[i]);
        CHECK(recompute(e).errors == 0);
        const auto positions =
            organiser.engine().first("SELECT COUNT(DISTINCT position), MIN(position), MAX(position), COUNT(*) FROM hand WHERE evening_id = ?", {evening_id});
        CHECK(positions->integer(0) == hands);
        CHECK(positions->integer(1) == 1);
        CHECK(positions->integer(2) == hands);
        CHECK(positions->integer(3) == hands);
        all_ids.insert(ids.begin(), ids.end());
    }
    CHECK(all_ids.size() == static_cast<std::size_t>(tables * hands));
    CHECK(organiser.engine().number("SELECT COUNT(*) FROM hand") == tables * hands);
    CHECK(organiser.engine().number("SELECT COUNT(*) FROM hand_revision") == tables * hands);
    // Every table's sheet once, and the ranking of all players from them.
    const tournament::Tournament t = organiser.load_tournament(tid);
    CHECK(t.sheets.size() == static_cast<std::size_t>(tables));
    for (int table = 1; table <= tables; ++table) {
        const tournament::Sheet* s = tournament::current_sheet(t, 1, table);
        REQUIRE(s);
        CHECK(s->revision == 1);
    }
    const tournament::Standing st = tournament::standing(t, cup, roster);
    CHECK(st.sheets == tables);
    CHECK(st.ranking.size() == static_cast<std::size_t>(5 * tables));

    const auto after = server_counters(organiser);
    std::printf("tournament night (%s): %d tables x %d hands in %.2f s (%.1f saves/s), %llu transactions run again after a conflict, "
                "%ld ranking reads meanwhile\n",
                organiser.on_server() ? "PostgreSQL" : "SQLite", tables, hands, seconds, tables * hands / seconds,
                static_cast<unsigned long long>(retries.load()), reads);
    for (const auto& [name, value] : after) std::printf("  server %s: +%lld\n", name.c_str(), value - before.at(name));
}
