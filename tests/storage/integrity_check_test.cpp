// The integrity check in the background (IntegrityCheck::in_background, storage/database.hpp):
// reads go on before the verdict, every write waits for it, and a damaged file refuses every
// write with the message the constructor gives it and is left unchanged.
#include <doctest/doctest.h>

#include <functional>

#include "damaged_file.hpp"
#include "storage_helpers.hpp"

using namespace tarock;
using namespace tarock::test;

namespace {

/// A checkpointed database of one evening of 600 hands (a few hundred KiB) at `path`.
void make_file(const std::string& path) {
    Database db(path);
    Evening e = three_player_evening();
    for (int i = 0; i < 600; ++i) e.hands.push_back(HandRecord{0, 1, i % 2 ? christl_solo() : bernd_dreier()});
    db.create_evening(e);
    (void)db.list_evenings();  // keeps the evening's figures (its hands counted), as the window's list does
    db.connection().exec("PRAGMA wal_checkpoint(TRUNCATE)");
}

/// Every kind of write of a Database, each given what it needs to pass its own input checks.
std::vector<std::pair<std::string, std::function<void(Database&)>>> every_write() {
    Evening stored = three_player_evening();
    stored.id = 1;
    const tournament::Cup cup = tirol_cup();
    tournament::Tournament t;
    t.cup_id = 1;
    t.title = "1. Turnier";
    t.date = "2026-11-28";
    return {
        {"create_evening", [](Database& db) { db.create_evening(three_player_evening()); }},
        {"import_evenings", [](Database& db) { db.import_evenings({three_player_evening()}); }},
        {"update_evening", [stored](Database& db) { db.update_evening(stored); }},
        {"add_hand", [](Database& db) { db.add_hand(1, bernd_dreier()); }},
        {"correct_hand", [](Database& db) { db.correct_hand(1, christl_solo(), "falsch"); }},
        {"delete_hand", [](Database& db) { db.delete_hand(1); }},
        {"restore_hand", [](Database& db) { db.restore_hand(1); }},
        {"restore_revision", [](Database& db) { db.restore_revision(1, 1); }},
        {"purge_hand", [](Database& db) { db.purge_hand(1); }},
        {"delete_evening", [](Database& db) { db.delete_evening(1); }},
        {"restore_evening", [](Database& db) { db.restore_evening(1); }},
        {"purge_evening", [](Database& db) { db.purge_evening(1); }},
        {"save_preset", [](Database& db) { db.save_preset(Preset{"Runde", "tapp", Json::object(), {}, false}); }},
        {"delete_preset", [](Database& db) { db.delete_preset("tapp", "Runde"); }},
        {"set_setting", [](Database& db) { db.set_setting("language", "en"); }},
        {"add_player", [](Database& db) { db.add_player({0, "Anna", "Innsbruck", ""}); }},
        {"import_roster", [](Database& db) { db.import_roster({{0, "Anna", "Innsbruck", ""}}); }},
        {"save_cup", [cup](Database& db) { db.save_cup(cup); }},
        {"create_tournament", [t](Database& db) { db.create_tournament(t); }},
        {"add_round", [](Database& db) { db.add_round(1, 1, tournament::Round{}); }},
        {"add_tournament_sheet", [](Database& db) { db.add_tournament_sheet(1, tournament::Sheet{}); }},
    };
}

}  // namespace

TEST_CASE("integrity check in the background: a damaged file refuses every write with the constructor's message and stays unchanged" *
          doctest::test_suite("sqlite")) {
    TempDir tmp;
    const std::string path = tmp.file("damaged.sqlite");
    make_file(path);
    damage_middle(path);
    {
        SQLite::Database raw(path, SQLite::OPEN_READONLY);
        REQUIRE(raw.execAndGet("PRAGMA quick_check").getString() != "ok");
    }
    const std::string before = read_bytes(path);

    // What the constructor says of the file when it checks at open (as `tarock` does).
    std::string en, de;
    try {
        Database at_open(path);
        FAIL("a damaged database was opened");
    } catch (const DatabaseError& e) {
        en = e.what();
        de = e.german();
    }
    CHECK(en.find("is damaged") != std::string::npos);
    CHECK(en.find("nothing is written to it") != std::string::npos);
    CHECK(de.find("beschädigt") != std::string::npos);

    // In the background the constructor reads only the file's first page and returns.
    Database db(path, IntegrityCheck::in_background);
    for (const auto& [name, write] : every_write()) {
        CAPTURE(name);
        try {
            write(db);
            FAIL("a write to a damaged database went through");
        } catch (const DatabaseError& e) {
            CHECK(std::string(e.what()) == en);
            CHECK(e.german() == de);
        }
        CHECK(db.integrity() == Integrity::damaged);
    }
    // The statistics compute without storing, never failing because of the check.
    try {
        (void)db.evening_statistics();
    } catch (const DatabaseError&) {
        // a read of a damaged page may fail; it must not write either way
    }
    CHECK(read_bytes(path) == before);
}

TEST_CASE("integrity check in the background: a sound file is read at once and written after the verdict" * doctest::test_suite("sqlite")) {
    TempDir tmp;
    const std::string path = tmp.file("sound.sqlite");
    make_file(path);

    Database db(path, IntegrityCheck::in_background);
    // Reads do not wait for the verdict.
    REQUIRE(db.list_evenings().size() == 1);
    CHECK(db.list_evenings().front().hands == 600);
    CHECK(db.load_evening(1).hands.size() == 600);
    // Before its verdict is taken the connection refuses any change: a write that did not wait
    // (here one through the raw engine) fails instead of slipping in.
    CHECK(db.engine().number("PRAGMA query_only") == 1);
    CHECK_THROWS_AS(db.engine().execute("INSERT INTO setting(key, value) VALUES('x', 'y')"), sql::Error);
    CHECK(count(db, "SELECT COUNT(*) FROM setting") == 0);

    // The first write waits for the verdict, then writes.
    const std::int64_t hand = db.add_hand(1, bernd_dreier());
    CHECK(db.integrity() == Integrity::intact);
    CHECK(db.engine().number("PRAGMA query_only") == 0);
    CHECK(db.load_evening(1).hands.size() == 601);
    CHECK(db.load_evening(1).hands.back().id == hand);
    db.set_setting("language", "en");
    CHECK(db.setting("language") == "en");
    CHECK(integrity(db) == "ok");
}

TEST_CASE("integrity check in the background: closing the database while the check runs ends it" * doctest::test_suite("sqlite")) {
    TempDir tmp;
    const std::string path = tmp.file("sound.sqlite");
    make_file(path);
    // Opened and closed at once, many times: the destructor interrupts the check and waits for
    // its thread (a thread left running, or a connection closed under it, would crash here).
    for (int i = 0; i < 50; ++i) {
        Database db(path, IntegrityCheck::in_background);
        if (i % 2) CHECK(db.list_evenings().size() == 1);
    }
    // The file is as sound as before and opens normally.
    Database db(path);
    CHECK(integrity(db) == "ok");
    CHECK(db.integrity() == Integrity::intact);
}

TEST_CASE("integrity check in the background: a file that needs a migration or a new one is checked in the constructor" *
          doctest::test_suite("sqlite")) {
    TempDir tmp;
    // A new file: created (a write) at once, nothing to wait for.
    Database fresh(tmp.file("new.sqlite"), IntegrityCheck::in_background);
    CHECK(fresh.integrity() == Integrity::intact);
    CHECK(fresh.create_evening(three_player_evening()) == 1);

    // A file whose schema version must be written (here a user_version set back, which the
    // constructor sets right) is checked before that: a damaged one throws there, unchanged.
    const std::string path = tmp.file("old.sqlite");
    make_file(path);
    {
        SQLite::Database raw(path, SQLite::OPEN_READWRITE);
        raw.exec("PRAGMA user_version = 6");
        raw.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    damage_middle(path);
    const std::string before = read_bytes(path);
    CHECK_THROWS_WITH_AS(Database(path, IntegrityCheck::in_background), doctest::Contains("is damaged"), DatabaseError);
    CHECK(read_bytes(path) == before);
}
