// Crash safety: a writer process saves hundreds of hands and is killed with SIGKILL at random
// moments, many times over the same database. After every kill: every hand whose save had
// returned is there with its inputs, the database passes PRAGMA integrity_check and
// foreign_key_check (on the PostgreSQL run, whose server enforces its keys itself: every hand has
// its first revision, and only hands have revisions), and it opens as the app opens it (Database,
// and the window's actions when they are built). Runs, seed and hands per run: TAROCK_CRASH_RUNS
// (30; 8 against the test server, "storage-pg: reliability crash"), TAROCK_CRASH_SEED,
// TAROCK_CRASH_HANDS (300); the long run is in docs/reliability.md.
#include <doctest/doctest.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdio>
#include <random>
#include <sstream>

#include "reliability_helpers.hpp"
#include "storage/database.hpp"
#ifdef TAROCK_HAVE_APP
#include "app/actions.hpp"
#endif

using namespace tarock;
using namespace tarock::rel;

namespace {

/// What the parent knows was saved: the writer reported it after the call returned.
struct SavedEvening {
    std::int64_t id = 0;
    Evening generated;                 ///< the hands the writer was to add, in order
    std::vector<std::int64_t> hand_ids;  ///< ids of the hands whose save returned
};

struct Tally {
    int runs = 0;
    int killed_before_evening = 0;  ///< killed while opening the database or creating the evening
    int killed_while_saving = 0;
    int finished = 0;               ///< the writer was done before the kill
    long acknowledged = 0;          ///< hands whose save returned
    int in_flight_committed = 0;    ///< a save that had committed but not yet returned when killed
};

/// Checks the database after a kill; counts a committed save that had not returned.
void verify(const std::string& path, const std::vector<SavedEvening>& saved, Tally& tally) {
    if (!test::on_postgresql()) {
        SQLite::Database raw(path, SQLite::OPEN_READWRITE);
        CHECK(raw.execAndGet("PRAGMA integrity_check").getString() == "ok");
        SQLite::Statement fk(raw, "PRAGMA foreign_key_check");
        CHECK_FALSE(fk.executeStep());
    }
    Database db(path);
    CHECK(db.schema_version() == kSchemaVersion);
    if (db.on_server()) {
        CHECK(db.engine().number("SELECT COUNT(*) FROM hand h WHERE NOT EXISTS "
                                 "(SELECT 1 FROM hand_revision r WHERE r.hand_id = h.id AND r.revision = 1 AND r.action = 'create')") == 0);
        CHECK(db.engine().number("SELECT COUNT(*) FROM hand_revision r WHERE NOT EXISTS (SELECT 1 FROM hand h WHERE h.id = r.hand_id)") == 0);
    }
    for (const SavedEvening& s : saved) {
        const Evening e = db.load_evening(s.id);
        REQUIRE(e.hands.size() >= s.hand_ids.size());
        CHECK(e.hands.size() <= s.hand_ids.size() + 1);  // at most the save that was under way
        for (std::size_t k = 0; k < s.hand_ids.size(); ++k) {
            CHECK(e.hands[k].id == s.hand_ids[k]);
            CHECK(e.hands[k].inputs == s.generated.hands[k].inputs);
        }
        if (e.hands.size() == s.hand_ids.size() + 1) {
            CHECK(e.hands.back().inputs == s.generated.hands[s.hand_ids.size()].inputs);
            ++tally.in_flight_committed;
        }
        CHECK(recompute(e).errors == 0);
    }
#ifdef TAROCK_HAVE_APP
    if (!saved.empty()) {
        app::AppState state;
        REQUIRE(app::open_database(state, path));
        CHECK(app::open_evening(state, saved.back().id));
        CHECK(state.evening_error.empty());
    }
#endif
}

}  // namespace

TEST_CASE("crash safety: SIGKILL at random moments while hands are saved loses no saved hand") {
    const long runs = env_number("TAROCK_CRASH_RUNS", test::on_postgresql() ? 8 : 30);
    const auto seed = static_cast<std::uint64_t>(env_number("TAROCK_CRASH_SEED", 20260301));
    const long hands = env_number("TAROCK_CRASH_HANDS", 300);
    REQUIRE(!examples().empty());
    TempDir dir;
    const std::string path = dir.db("crash.sqlite");
    // The window's actions (verify) keep a server's queue file beside the user's data: here.
    ::setenv("XDG_DATA_HOME", dir.file("data").c_str(), 1);
    std::mt19937_64 rng(seed);
    std::vector<SavedEvening> saved;
    Tally tally;

    for (long run = 0; run < runs; ++run) {
        const std::size_t example = static_cast<std::size_t>(run) % examples().size();
        const std::uint64_t gen_seed = rng();
        // One run in eight is killed early (opening, migrating or creating the evening); the
        // others after a random number of saves plus a random delay, so that the kill falls
        // anywhere inside a save, its commit or the next one.
        const bool early = rng() % 8 == 0;
        const long kill_after = static_cast<long>(rng() % static_cast<std::uint64_t>(hands + hands / 10));
        const auto delay_us = static_cast<useconds_t>(rng() % (early ? 40000 : 4000));
        INFO("run " << run << " (seed " << seed << "), example " << examples()[example].file << ", kill after " << kill_after);

        SavedEvening current;
        current.generated = gen::generate(examples()[example].evening, static_cast<std::size_t>(hands), gen_seed);
        Child writer({CRASH_WRITER, "new", path, std::to_string(example), std::to_string(gen_seed), std::to_string(hands)});
        bool killed = false, done = false, failed = false;
        if (early) {
            ::usleep(delay_us);
            writer.kill();
            killed = true;
        }
        std::string line;
        while (writer.read_line(line)) {
            std::istringstream in(line);
            char tag = 0;
            in >> tag;
            if (tag == 'E') {
                in >> current.id;
            } else if (tag == 'H') {
                std::size_t k = 0;
                std::int64_t id = 0;
                in >> k >> id;
                CHECK(k == current.hand_ids.size());
                current.hand_ids.push_back(id);
                if (!killed && static_cast<long>(current.hand_ids.size()) > kill_after) {
                    ::usleep(delay_us);
                    writer.kill();
                    killed = true;
                }
            } else if (tag == 'D') {
                done = true;
            } else {
                failed = true;
                FAIL_CHECK("the writer failed: " << line);
            }
        }
        writer.wait();
        if (failed) break;
        ++tally.runs;
        tally.acknowledged += static_cast<long>(current.hand_ids.size());
        if (done) ++tally.finished;
        else if (current.id == 0) ++tally.killed_before_evening;
        else ++tally.killed_while_saving;
        if (current.id != 0) saved.push_back(std::move(current));
        verify(path, saved, tally);
    }
    std::printf("crash safety: %d runs (seed %llu, %ld hands each): %d killed before the evening was stored, %d while saving, "
                "%d finished first; %ld saves returned, all found; %d saves committed just before the kill\n",
                tally.runs, static_cast<unsigned long long>(seed), hands, tally.killed_before_evening, tally.killed_while_saving,
                tally.finished, tally.acknowledged, tally.in_flight_committed);
    CHECK(tally.runs == runs);
    CHECK(tally.killed_while_saving > 0);
    ::unsetenv("XDG_DATA_HOME");
}
