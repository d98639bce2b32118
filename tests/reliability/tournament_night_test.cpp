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

#include "storage/database.hpp"
#include "storage/sql_engine.hpp"
#include "tournament_night.hpp"

using namespace tarock;
using namespace tarock::rel;

TEST_CASE("tournament night: the tables enter 20 hands each at once while the ranking is read and nothing is lost or doubled" * doctest::timeout(600)) {
    // SQLite lets one writer in at a time and makes the others wait up to its busy timeout (5 s):
    // 40 windows writing into one file at once exceed it (docs/reliability.md), so its run seats
    // 8 tables. The server is what a night of 40 tables is for.
    const int tables = static_cast<int>(env_number("TAROCK_NIGHT_TABLES", tarock::test::on_postgresql() ? 40 : 8));
    const int hands = static_cast<int>(env_number("TAROCK_NIGHT_HANDS", 20));
    TempDir dir;
    const std::string location = dir.db("night.sqlite");
    const Evening& example = tirol_example();

    // The organiser: roster, cup, tournament and the draw (five at a table).
    const Night night = prepare_night(location, tables);
    const std::int64_t tid = night.tournament;
    const tournament::Cup& cup = night.cup;
    const std::vector<tournament::Player>& roster = night.roster;
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
                const std::vector<std::string> names = table_names(table);
                Evening e = gen::empty_like(example);
                e.title = "Tisch " + std::to_string(table);
                e.players = names;
                const std::int64_t id = db.create_evening(e);
                std::vector<std::int64_t> ids;
                for (const Json& h : table_hands(table, hands)) ids.push_back(db.add_hand(id, h));
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
