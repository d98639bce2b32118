// Databases of every earlier schema (1 to kSchemaVersion - 1) are backed up and migrated to the current one with
// every evening, revision and note intact, and open in the window; a database of a newer schema
// is refused with a clear message and left alone, by the library, the window and the CLI; a
// process killed while migrating leaves the old or the new schema and only whole backups.
#include <doctest/doctest.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <sys/wait.h>

#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>

#include "fuzz_checks.hpp"
#include "reliability_helpers.hpp"
#include "storage/database.hpp"
#ifdef TAROCK_HAVE_APP
#include "app/actions.hpp"
#endif

using namespace tarock;
using namespace tarock::rel;

namespace {

/// The schemas as earlier releases wrote them, kept here on purpose (independent of the
/// library): kOldSchemas[v - 1] turns schema v - 1 into schema v.
const char* const kOldSchemas[] = {
    R"sql(
CREATE TABLE evening(id INTEGER PRIMARY KEY, title TEXT NOT NULL DEFAULT '', date TEXT NOT NULL, variant TEXT NOT NULL,
  house_rules TEXT NOT NULL DEFAULT '{}', cents_per_unit INTEGER NOT NULL, currency TEXT NOT NULL, first_dealer INTEGER NOT NULL,
  closed INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE INDEX evening_by_date ON evening(date, id);
CREATE TABLE player(evening_id INTEGER NOT NULL REFERENCES evening(id), seat INTEGER NOT NULL, name TEXT NOT NULL,
  PRIMARY KEY(evening_id, seat));
CREATE TABLE hand(id INTEGER PRIMARY KEY, evening_id INTEGER NOT NULL REFERENCES evening(id), position INTEGER NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0);
CREATE UNIQUE INDEX hand_by_evening ON hand(evening_id, position);
CREATE TABLE hand_revision(hand_id INTEGER NOT NULL REFERENCES hand(id), revision INTEGER NOT NULL,
  action TEXT NOT NULL CHECK(action IN ('create','correct','delete','restore')), inputs TEXT NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY(hand_id, revision));
)sql",
    "ALTER TABLE hand_revision ADD COLUMN note TEXT NOT NULL DEFAULT '';",
    "ALTER TABLE evening ADD COLUMN touren_from_hand INTEGER; ALTER TABLE evening ADD COLUMN touren_rounds INTEGER;",
    R"sql(
ALTER TABLE evening ADD COLUMN deleted_at TEXT;
CREATE TABLE preset(id INTEGER PRIMARY KEY, name TEXT NOT NULL, variant TEXT NOT NULL, house_rules TEXT NOT NULL DEFAULT '{}',
  description TEXT NOT NULL DEFAULT '', updated_at TEXT NOT NULL, UNIQUE(variant, name));
CREATE TABLE setting(key TEXT PRIMARY KEY, value TEXT NOT NULL);
)sql",
    R"sql(
CREATE TABLE roster_player(id INTEGER PRIMARY KEY, name TEXT NOT NULL, club TEXT NOT NULL DEFAULT '', member_id TEXT NOT NULL DEFAULT '',
  UNIQUE(name, club));
CREATE TABLE cup(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, definition TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE tournament(id INTEGER PRIMARY KEY, cup_id INTEGER NOT NULL REFERENCES cup(id), title TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL, seed INTEGER NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE tournament_round(tournament_id INTEGER NOT NULL REFERENCES tournament(id), round INTEGER NOT NULL, draw TEXT NOT NULL,
  created_at TEXT NOT NULL, PRIMARY KEY(tournament_id, round));
CREATE TABLE tournament_sheet(tournament_id INTEGER NOT NULL REFERENCES tournament(id), round INTEGER NOT NULL, table_no INTEGER NOT NULL,
  revision INTEGER NOT NULL, sheet TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY(tournament_id, round, table_no, revision));
)sql",
    "ALTER TABLE hand ADD COLUMN uid TEXT; CREATE UNIQUE INDEX hand_by_uid ON hand(uid);",
};
constexpr int kOldCount = static_cast<int>(std::size(kOldSchemas));
static_assert(kOldCount == kSchemaVersion - 1,
              "a new schema version needs its step here, so that databases of every earlier schema are tested");

/// The example evenings without Touren (which schemas 1 and 2 cannot hold).
std::vector<Evening> old_evenings() {
    std::vector<Evening> out;
    for (const gen::Example& x : examples()) {
        Evening e = x.evening;
        e.touren.reset();
        out.push_back(std::move(e));
    }
    return out;
}

/// Writes a database of schema `version` holding `evenings`; the first hand of every evening
/// has a correction (with a note from schema 2 on) and its second hand is deleted.
void write_old_database(const std::string& path, int version, const std::vector<Evening>& evenings) {
    SQLite::Database db(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    for (int v = 1; v <= version; ++v) db.exec(kOldSchemas[v - 1]);
    db.exec("PRAGMA user_version = " + std::to_string(version));
    SQLite::Transaction tx(db);
    std::int64_t hand_id = 0;
    for (std::size_t k = 0; k < evenings.size(); ++k) {
        const Evening& e = evenings[k];
        const auto id = static_cast<std::int64_t>(k) + 1;
        SQLite::Statement q(db, "INSERT INTO evening(id, title, date, variant, house_rules, cents_per_unit, currency, first_dealer, closed, "
                                "created_at, updated_at) VALUES(?, ?, ?, ?, ?, ?, ?, ?, 0, '2025-01-01T18:00:00Z', '2025-01-01T23:00:00Z')");
        q.bind(1, id);
        q.bind(2, e.title);
        q.bind(3, e.date);
        q.bind(4, e.variant);
        q.bind(5, e.house_rules.dump());
        q.bind(6, static_cast<std::int64_t>(e.stake.cents_per_unit));
        q.bind(7, e.stake.currency);
        q.bind(8, e.first_dealer);
        q.exec();
        for (std::size_t s = 0; s < e.players.size(); ++s) {
            SQLite::Statement p(db, "INSERT INTO player VALUES(?, ?, ?)");
            p.bind(1, id);
            p.bind(2, static_cast<std::int64_t>(s));
            p.bind(3, e.players[s]);
            p.exec();
        }
        for (std::size_t i = 0; i < e.hands.size(); ++i) {
            ++hand_id;
            const bool deleted = i == 1;
            SQLite::Statement h(db, "INSERT INTO hand(id, evening_id, position, deleted) VALUES(?, ?, ?, ?)");
            h.bind(1, hand_id);
            h.bind(2, id);
            h.bind(3, static_cast<std::int64_t>(i) + 1);
            h.bind(4, deleted ? 1 : 0);
            h.exec();
            auto revision = [&](int rev, const char* action, const std::string& inputs) {
                SQLite::Statement r(db, version >= 2 ? "INSERT INTO hand_revision VALUES(?, ?, ?, ?, '2025-01-01T19:00:00Z', ?)"
                                                     : "INSERT INTO hand_revision VALUES(?, ?, ?, ?, '2025-01-01T19:00:00Z')");
                r.bind(1, hand_id);
                r.bind(2, rev);
                r.bind(3, action);
                r.bind(4, inputs);
                if (version >= 2) r.bind(5, std::string("Anmerkung ") + action);
                r.exec();
            };
            if (i == 0) {
                Json wrong = e.hands[i].inputs;
                wrong["note"] = "zuerst falsch eingetragen";
                revision(1, "create", wrong.dump());
                revision(2, "correct", e.hands[i].inputs.dump());
            } else {
                revision(1, "create", e.hands[i].inputs.dump());
                if (deleted) revision(2, "delete", e.hands[i].inputs.dump());
            }
        }
    }
    tx.commit();
}

std::string bytes_of(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

/// The evening without its second hand (the one deleted in the old database).
Evening without_second(Evening e) {
    if (e.hands.size() > 1) e.hands.erase(e.hands.begin() + 1);
    return e;
}

}  // namespace

TEST_CASE("migration: databases of every earlier schema are backed up and migrated with everything intact") {
    const std::vector<Evening> evenings = old_evenings();
    for (int version = 1; version < kSchemaVersion; ++version) {
        CAPTURE(version);
        TempDir dir;
        const std::string path = dir.file("old.sqlite");
        write_old_database(path, version, evenings);
        const std::string before = bytes_of(path);
        {
            Database db(path);
            CHECK(db.schema_version() == kSchemaVersion);
            const auto list = db.list_evenings();
            REQUIRE(list.size() == evenings.size());
            // The statistics of the migrated evenings (none kept yet, schema 7) are computed and kept.
            for (int call = 0; call < 2; ++call)
                for (const EveningStatistics& s : db.evening_statistics()) CHECK(s.figures == evening_figures(db.load_evening(s.id)));
            for (std::size_t k = 0; k < evenings.size(); ++k) {
                CAPTURE(evenings[k].variant);
                const Evening e = db.load_evening(static_cast<std::int64_t>(k) + 1);
                const Evening expected = without_second(evenings[k]);
                REQUIRE(e.hands.size() == expected.hands.size());
                CHECK(evening_to_json(e) == evening_to_json(expected));
                CHECK(fuzz::result_fingerprint(recompute(e)) == fuzz::result_fingerprint(recompute(expected)));
                const auto history = db.hand_history(e.hands[0].id);
                REQUIRE(history.size() == 2);
                CHECK(history[0].inputs["note"] == "zuerst falsch eingetragen");
                CHECK(history[1].action == "correct");
                CHECK(history[1].note == (version >= 2 ? "Anmerkung correct" : ""));
                // The migrated database takes new hands and Touren.
                Evening touren = e;
                touren.touren = Touren{static_cast<int>(e.hands.size()) + 1, 3};
                CHECK_NOTHROW(db.update_evening(touren));
            }
        }
        // The backup is the old file byte for byte, and still of the old schema.
        const std::string backup = path + ".bak-v" + std::to_string(version);
        CHECK(bytes_of(backup) == before);
        {
            SQLite::Database b(backup, SQLite::OPEN_READONLY);
            CHECK(b.execAndGet("PRAGMA user_version").getInt() == version);
            CHECK(b.execAndGet("PRAGMA integrity_check").getString() == "ok");
        }
#ifdef TAROCK_HAVE_APP
        app::AppState state;
        REQUIRE(app::open_database(state, path));
        CHECK(state.evenings.size() == evenings.size());
        CHECK(app::open_evening(state, 1));
#endif
    }
}

TEST_CASE("migration: a database of a newer schema is refused with a clear message and left alone") {
    TempDir dir;
    const std::string path = dir.file("newer.sqlite");
    {
        Database db(path);
        db.create_evening(old_evenings().front());
        db.connection().exec("PRAGMA user_version = " + std::to_string(kSchemaVersion + 1));
        db.connection().exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    const std::string before = bytes_of(path);
    const std::string newer = std::to_string(kSchemaVersion + 1);
    try {
        Database db(path);
        FAIL("a newer database was opened");
    } catch (const DatabaseError& e) {
        CHECK(std::string(e.what()) == "this database comes from a newer version of the program (schema " + newer +
                                           "); this program knows schemas up to " + std::to_string(kSchemaVersion) + ".");
        CHECK(e.german().find("neueren Programmversion") != std::string::npos);
    }
    CHECK(bytes_of(path) == before);
    CHECK_FALSE(std::filesystem::exists(path + ".bak-v" + newer));
#ifdef TAROCK_HAVE_APP
    app::AppState state;
    CHECK_FALSE(app::open_database(state, path));
    CHECK(state.db_error.find("neueren Programmversion (Schema " + newer + ")") != std::string::npos);
#endif
    const std::string err = dir.file("err.txt");
    const int status = std::system((std::string(TAROCK_CLI) + " list --db '" + path + "' --lang en 2> '" + err + "' > /dev/null").c_str());
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 1);
    CHECK(bytes_of(err).find("newer version of the program (schema " + newer + ")") != std::string::npos);
    CHECK(bytes_of(path) == before);
}

TEST_CASE("migration: a process killed while migrating leaves the old or the new schema and only whole backups") {
    const long runs = env_number("TAROCK_MIGRATION_KILLS", 12);
    std::mt19937_64 rng(static_cast<std::uint64_t>(env_number("TAROCK_CRASH_SEED", 20260301)));
    // A bigger schema-1 file, so that the backup copy takes a while.
    std::vector<Evening> evenings = old_evenings();
    for (const gen::Example& x : examples()) {
        Evening big = gen::generate(x.evening, 400, 5);
        evenings.push_back(big);
    }
    TempDir dir;
    const std::string pristine = dir.file("pristine.sqlite");
    write_old_database(pristine, 1, evenings);
    int old_left = 0, migrated = 0, partial_copies = 0;
    for (long run = 0; run < runs; ++run) {
        CAPTURE(run);
        const std::string path = dir.file("run" + std::to_string(run) + ".sqlite");
        std::filesystem::copy_file(pristine, path);
        {
            Child opener({CRASH_WRITER, "open", path});
            ::usleep(static_cast<useconds_t>(rng() % 60000));
            opener.kill();
            std::string line;
            while (opener.read_line(line)) {
            }
            opener.wait();
        }
        int version = 0;
        {
            SQLite::Database raw(path, SQLite::OPEN_READWRITE);
            CHECK(raw.execAndGet("PRAGMA integrity_check").getString() == "ok");
            version = raw.execAndGet("PRAGMA user_version").getInt();
        }
        CHECK((version == 1 || version == kSchemaVersion));
        (version == 1 ? old_left : migrated)++;
        // Every backup file there is whole: the old schema with every evening.
        for (const auto& entry : std::filesystem::directory_iterator(dir.file(""))) {
            const std::string name = entry.path().filename().string();
            if (name.rfind("run" + std::to_string(run) + ".sqlite.bak", 0) != 0) continue;
            if (name.size() > 5 && name.compare(name.size() - 5, 5, ".part") == 0) {
                ++partial_copies;  // a copy under way when killed: not a backup, copied again on the next start
                continue;
            }
            INFO("backup " << name);
            SQLite::Database b(entry.path().string(), SQLite::OPEN_READONLY);
            CHECK(b.execAndGet("PRAGMA integrity_check").getString() == "ok");
            CHECK(b.execAndGet("PRAGMA user_version").getInt() == 1);
            CHECK(b.execAndGet("SELECT COUNT(*) FROM evening").getInt() == static_cast<int>(evenings.size()));
        }
        Database db(path);
        CHECK_FALSE(std::filesystem::exists(path + ".bak-v1.part"));  // the next start finished the backup
        CHECK(db.list_evenings().size() == evenings.size());
        const Evening last = db.load_evening(static_cast<std::int64_t>(evenings.size()));
        CHECK(evening_to_json(last) == evening_to_json(without_second(evenings.back())));
    }
    std::printf("migration kills: %ld runs: %d left at schema 1, %d migrated, %d killed while copying the backup\n", runs, old_left,
                migrated, partial_copies);
}
