// Schema versions: migrating a schema-1 file with a backup, refusing newer, foreign and
// non-SQLite files.

#include <doctest/doctest.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <vector>

#include "storage_helpers.hpp"

using namespace tarock;
using namespace tarock::test;

namespace {

/// Schema 1 as the first release wrote it (kept here on purpose, independent of the library).
const char* const kV1Ddl = R"sql(
CREATE TABLE evening(
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL,
  variant TEXT NOT NULL,
  house_rules TEXT NOT NULL DEFAULT '{}',
  cents_per_unit INTEGER NOT NULL,
  currency TEXT NOT NULL,
  first_dealer INTEGER NOT NULL,
  closed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX evening_by_date ON evening(date, id);
CREATE TABLE player(
  evening_id INTEGER NOT NULL REFERENCES evening(id),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY(evening_id, seat)
);
CREATE TABLE hand(
  id INTEGER PRIMARY KEY,
  evening_id INTEGER NOT NULL REFERENCES evening(id),
  position INTEGER NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX hand_by_evening ON hand(evening_id, position);
CREATE TABLE hand_revision(
  hand_id INTEGER NOT NULL REFERENCES hand(id),
  revision INTEGER NOT NULL,
  action TEXT NOT NULL CHECK(action IN ('create','correct','delete','restore')),
  inputs TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY(hand_id, revision)
);
)sql";

/// One evening (Anna, Bernd, Christl; Anna deals first) with the two standard hands.
const char* const kV1Data = R"sql(
INSERT INTO evening(id, title, date, variant, house_rules, cents_per_unit, currency, first_dealer, closed, created_at, updated_at)
  VALUES(7, 'Alte Runde', '2025-03-01', 'tapp', '{}', 10, 'EUR', 0, 0, '2025-03-01T18:00:00Z', '2025-03-01T22:00:00Z');
INSERT INTO player VALUES(7, 0, 'Anna'), (7, 1, 'Bernd'), (7, 2, 'Christl');
INSERT INTO hand(id, evening_id, position, deleted) VALUES(11, 7, 1, 0), (12, 7, 2, 0);
INSERT INTO hand_revision VALUES
  (11, 1, 'create', '{"declarer":"Bernd","game":"dreier","multiple":1,"points":40}', '2025-03-01T19:00:00Z'),
  (12, 1, 'create', '{"declarer":"Christl","game":"solo","points":30}', '2025-03-01T19:10:00Z');
)sql";

void write_file(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary);
    out << bytes;
}

}  // namespace

TEST_CASE("a schema-1 database is backed up and migrated to the current schema") {
    TempDir tmp;
    const std::string path = tmp.file("tarock.sqlite");

    // The old program's connection stays open with its last changes still in the write-ahead
    // log: the backup must contain them (checkpoint before the copy).
    SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    old.exec("PRAGMA journal_mode=WAL");
    old.exec("PRAGMA wal_autocheckpoint=0");
    old.exec(kV1Ddl);
    old.exec("PRAGMA user_version=1");
    old.exec(kV1Data);
    CHECK(std::filesystem::file_size(path + "-wal") > 0);

    Database db(path);
    CHECK(db.schema_version() == kSchemaVersion);

    const std::string bak = path + ".bak-v1";
    REQUIRE(std::filesystem::exists(bak));
    {
        SQLite::Database copy(bak, SQLite::OPEN_READONLY);
        CHECK(copy.execAndGet("PRAGMA user_version").getInt() == 1);
        CHECK(copy.execAndGet("SELECT COUNT(*) FROM hand_revision").getInt() == 2);
        CHECK(copy.execAndGet("SELECT title FROM evening WHERE id = 7").getString() == "Alte Runde");
        CHECK(copy.execAndGet("SELECT COUNT(*) FROM pragma_table_info('hand_revision') WHERE name = 'note'").getInt() == 0);
        CHECK(copy.execAndGet("PRAGMA integrity_check").getString() == "ok");
    }

    // The data loads as before.
    const Evening e = db.load_evening(7);
    CHECK(e.title == "Alte Runde");
    CHECK(e.date == "2025-03-01");
    CHECK(e.players == std::vector<std::string>{"Anna", "Bernd", "Christl"});
    CHECK(e.stake == Stake{10, "EUR"});
    REQUIRE(e.hands.size() == 2);
    CHECK(e.hands[0].id == 11);
    CHECK(e.hands[0].inputs == bernd_dreier());
    CHECK(e.hands[1].id == 12);
    CHECK(e.hands[1].inputs == christl_solo());
    CHECK(totals(e) == std::vector<std::int64_t>{7, 10, -17});

    // The new note column: empty for the old revisions, kept for a correction.
    db.correct_hand(12, Json::parse(R"({"declarer":"Christl","game":"solo","points":36})"), "36 gezählt");
    const std::vector<HandRevision> history = db.hand_history(12);
    REQUIRE(history.size() == 2);
    CHECK(history[0].note == "");
    CHECK(history[0].created_at == "2025-03-01T19:10:00Z");
    CHECK(history[1].action == "correct");
    CHECK(history[1].note == "36 gezählt");
    // Christl now wins her Solo: +16, Anna -8 - 1 = -9, Bernd -8 + 2 = -6.
    CHECK(totals(db.load_evening(7)) == std::vector<std::int64_t>{-9, -6, 15});

    // The old program's connection now reads schema 2.
    CHECK(old.execAndGet("PRAGMA user_version").getInt() == kSchemaVersion);
    CHECK(db.connection().execAndGet("PRAGMA journal_mode").getString() == "wal");
    CHECK(db.connection().execAndGet("PRAGMA integrity_check").getString() == "ok");
}

TEST_CASE("an earlier backup is never overwritten") {
    TempDir tmp;
    const std::string path = tmp.file("tarock.sqlite");
    {
        SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        old.exec(kV1Ddl);
        old.exec("PRAGMA user_version=1");
    }
    write_file(path + ".bak-v1", "an earlier backup");
    Database db(path);
    CHECK(db.schema_version() == kSchemaVersion);
    CHECK(read_bytes(path + ".bak-v1") == "an earlier backup");
    REQUIRE(std::filesystem::exists(path + ".bak-v1.2"));
    SQLite::Database copy(path + ".bak-v1.2", SQLite::OPEN_READONLY);
    CHECK(copy.execAndGet("PRAGMA user_version").getInt() == 1);
}

namespace {

/// The backup files of `path` ("<path>.bak-v<N>" and "<path>.bak-v<N>.<k>"), sorted.
std::vector<std::string> backups_of(const std::string& path) {
    std::vector<std::string> out;
    const std::filesystem::path p(path);
    for (const auto& entry : std::filesystem::directory_iterator(p.parent_path())) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(p.filename().string() + ".bak-v", 0) == 0) out.push_back(name);
    }
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

TEST_CASE("a database whose tables fit no schema is refused every time, left unchanged and never backed up") {
    TempDir tmp;
    const std::string path = tmp.file("tarock.sqlite");
    {
        // Schema 1 with a table no schema of the program has.
        SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        old.exec(kV1Ddl);
        old.exec("CREATE TABLE notizen(text TEXT)");
        old.exec("PRAGMA user_version=1");
    }
    const std::string before = read_bytes(path);
    for (int start = 0; start < 3; ++start) {
        try {
            Database db(path);
            FAIL("an unknown schema was opened");
        } catch (const DatabaseError& err) {
            CHECK(std::string(err.what()) ==
                  "the database '" + path + "' says schema 1, but its tables fit no schema of this program; it was left unchanged. "
                  "Open it with the program that made it, or restore a backup.");
            CHECK(err.german() ==
                  "Die Datenbank '" + path + "' gibt Schema 1 an, aber ihre Tabellen passen zu keinem Schema dieses Programms; sie "
                  "bleibt unverändert. Bitte mit dem Programm öffnen, das sie angelegt hat, oder eine Sicherung zurückspielen.");
        }
    }
    CHECK(read_bytes(path) == before);
    CHECK(backups_of(path).empty());
}

TEST_CASE("a database whose user_version was set back or is negative is recognised by its tables and set right once, without a backup") {
    for (const int wrong : {2, 1, -7}) {
        CAPTURE(wrong);
        TempDir tmp;
        const std::string path = tmp.file("tarock.sqlite");
        std::int64_t id = 0;
        {
            Database db(path);
            Evening e = three_player_evening();
            e.hands.push_back(HandRecord{0, 1, bernd_dreier()});
            id = db.create_evening(e);
            db.connection().exec("PRAGMA user_version=" + std::to_string(wrong));
        }
        for (int start = 0; start < 3; ++start) {
            Database db(path);
            CHECK(db.schema_version() == kSchemaVersion);
            CHECK(db.load_evening(id).hands.size() == 1);
        }
        CHECK(backups_of(path).empty());
    }
    // A schema-1 file that already has the note column of schema 2 is migrated from schema 2.
    TempDir tmp;
    const std::string path = tmp.file("tarock.sqlite");
    {
        SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        old.exec(kV1Ddl);
        old.exec(kV1Data);
        old.exec("ALTER TABLE hand_revision ADD COLUMN note TEXT NOT NULL DEFAULT ''");
        old.exec("PRAGMA user_version=1");
    }
    Database db(path);
    CHECK(db.schema_version() == kSchemaVersion);
    CHECK(db.load_evening(7).hands.size() == 2);
    CHECK(backups_of(path) == std::vector<std::string>{"tarock.sqlite.bak-v2"});
}

TEST_CASE("old migration backups are limited to the newest three") {
    TempDir tmp;
    const std::string path = tmp.file("tarock.sqlite");
    {
        SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        old.exec(kV1Ddl);
        old.exec(kV1Data);
        old.exec("ALTER TABLE hand_revision ADD COLUMN note TEXT NOT NULL DEFAULT ''");
        old.exec("ALTER TABLE evening ADD COLUMN touren_from_hand INTEGER");
        old.exec("ALTER TABLE evening ADD COLUMN touren_rounds INTEGER");
        old.exec("PRAGMA user_version=3");
    }
    // Backups of earlier migrations, oldest first.
    const auto now = std::filesystem::file_time_type::clock::now();
    int age = 10;
    for (const char* name : {".bak-v1", ".bak-v1.2", ".bak-v2", ".bak-v3"}) {
        write_file(path + name, std::string("an earlier backup ") + name);
        std::filesystem::last_write_time(path + name, now - std::chrono::hours(24 * age--));
    }
    Database db(path);
    CHECK(db.schema_version() == kSchemaVersion);
    CHECK(kMaxMigrationBackups == 3);
    // The new backup (.bak-v3.2) and the two newest earlier ones stay.
    CHECK(backups_of(path) == std::vector<std::string>{"tarock.sqlite.bak-v2", "tarock.sqlite.bak-v3", "tarock.sqlite.bak-v3.2"});
    SQLite::Database copy(path + ".bak-v3.2", SQLite::OPEN_READONLY);
    CHECK(copy.execAndGet("PRAGMA user_version").getInt() == 3);
}

TEST_CASE("a database from a newer program is refused and left alone") {
    TempDir tmp;
    const std::string path = tmp.file("tarock.sqlite");
    {
        SQLite::Database newer(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        newer.exec("CREATE TABLE future(x)");
        newer.exec("PRAGMA user_version=99");
    }
    const std::string before = read_bytes(path);
    try {
        Database db(path);
        FAIL("schema 99 must be refused");
    } catch (const DatabaseError& err) {
        CHECK(err.german() ==
              "Diese Datenbank stammt von einer neueren Programmversion (Schema 99); dieses Programm kennt bis Schema 7.");
        CHECK(std::string(err.what()) ==
              "this database comes from a newer version of the program (schema 99); this program knows schemas up to 7.");
    }
    CHECK(read_bytes(path) == before);
    CHECK_FALSE(std::filesystem::exists(path + ".bak-v99"));
    CHECK_FALSE(std::filesystem::exists(path + "-wal"));
}

TEST_CASE("a file that is not an SQLite database is refused") {
    TempDir tmp;
    const std::string path = tmp.file("notes.sqlite");
    const std::string text = "Anna 12, Bernd -4, Christl -8 -- just a text file, long enough to look like a header.\n";
    write_file(path, text);
    try {
        Database db(path);
        FAIL("a text file must be refused");
    } catch (const DatabaseError& err) {
        CHECK(std::string(err.what()).find("is not a Tarock Buchhalter database") != std::string::npos);
        CHECK(err.german().find("ist keine Tarock-Buchhalter-Datenbank") != std::string::npos);
    }
    CHECK(read_bytes(path) == text);
}

TEST_CASE("an SQLite database of another program is refused") {
    TempDir tmp;
    const std::string path = tmp.file("other.sqlite");
    {
        SQLite::Database other(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        other.exec("CREATE TABLE recipes(name TEXT)");
    }
    try {
        Database db(path);
        FAIL("a foreign database must be refused");
    } catch (const DatabaseError& err) {
        CHECK(std::string(err.what()).find("not one of Tarock Buchhalter") != std::string::npos);
    }
    SQLite::Database check(path, SQLite::OPEN_READONLY);
    CHECK(check.execAndGet("SELECT COUNT(*) FROM sqlite_master").getInt() == 1);
}

TEST_CASE("a schema-2 database gains the Touren columns (schema 3), the wastebasket, presets and settings (schema 4) and keeps its notes") {
    TempDir tmp;
    const std::string path = tmp.file("tarock.sqlite");
    {
        SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        old.exec(kV1Ddl);
        old.exec(kV1Data);
        old.exec("ALTER TABLE hand_revision ADD COLUMN note TEXT NOT NULL DEFAULT ''");
        old.exec("PRAGMA user_version=2");
        old.exec("UPDATE hand_revision SET note = 'nachgezählt' WHERE hand_id = 12");
    }
    Database db(path);
    CHECK(db.schema_version() == kSchemaVersion);
    CHECK(std::filesystem::exists(path + ".bak-v2"));
    CHECK(db.list_deleted_evenings().empty());
    CHECK(db.list_presets().empty());
    CHECK_FALSE(db.setting("last_players").has_value());
    Evening e = db.load_evening(7);
    CHECK_FALSE(e.touren.has_value());
    CHECK(db.hand_history(12).at(0).note == "nachgezählt");
    CHECK(db.hand_history(12).at(0).position == 2);
    e.touren = Touren{3, 6};
    db.update_evening(e);
    CHECK(db.load_evening(7).touren == Touren{3, 6});
    e.touren.reset();
    db.update_evening(e);
    CHECK_FALSE(db.load_evening(7).touren.has_value());
}
