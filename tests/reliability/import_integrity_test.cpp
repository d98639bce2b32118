// Import is all or nothing per file (a failure, a full disk, a lock or a kill after the first
// evenings leaves none of them), a re-imported evening is recognised and skipped with a note, a
// damaged database is refused by every command and never written, and text stored by an older
// version is never printed raw to a terminal.
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <thread>

#include "damaged_file.hpp"
#include "reliability_helpers.hpp"
#include "storage/database.hpp"
#ifdef TAROCK_HAVE_APP
#include "app/actions.hpp"
#endif

using namespace tarock;
using namespace tarock::rel;

namespace {

std::string file_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

/// Runs `tarock` with the arguments (a shell command line tail); stdout and stderr into files of
/// `dir`. Returns the exit code.
struct Cli {
    int code = -1;
    std::string out, err;
};
Cli tarock_cli(const TempDir& dir, const std::string& args) {
    const std::string out = dir.file("cli.out"), err = dir.file("cli.err");
    const int status = std::system((std::string(TAROCK_CLI) + " " + args + " > '" + out + "' 2> '" + err + "'").c_str());
    return Cli{WIFEXITED(status) ? WEXITSTATUS(status) : -1, file_text(out), file_text(err)};
}

/// `count` evenings of `hands` generated Tapp hands each (seeds `seed`, `seed` + 1, ...), titled
/// "<prefix>-<k>".
std::vector<Evening> tapp_evenings(const std::string& prefix, int count, std::size_t hands, std::uint64_t seed = 500) {
    const gen::Example* tapp = nullptr;
    for (const gen::Example& x : examples())
        if (x.evening.variant == "tapp" && !tapp) tapp = &x;
    REQUIRE(tapp);
    std::vector<Evening> out;
    for (int k = 0; k < count; ++k) {
        Evening e = gen::generate(tapp->evening, hands, seed + static_cast<std::uint64_t>(k));
        e.title = prefix + "-" + std::to_string(k);
        e.touren.reset();
        out.push_back(std::move(e));
    }
    return out;
}

long long scalar(const std::string& db_path, const std::string& sql) {
    Database db(db_path);
    return db.engine().number(sql);
}

/// PRAGMA quick_check of an SQLite file; "ok" for a PostgreSQL server, which checks its own pages.
std::string quick_check(const std::string& db_path) {
    if (Database::is_server(db_path)) return "ok";
    SQLite::Database db(db_path, SQLite::OPEN_READONLY);
    return db.execAndGet("PRAGMA quick_check").getString();
}

}  // namespace

TEST_CASE("import: a file of 20 evenings stores none of them when the database fails after the first five (partial-import-on-lock)" * doctest::test_suite("sqlite")) {
    TempDir dir;
    const std::string db_path = dir.file("db.sqlite");
    { Database db(db_path); }
    {
        // Another program's trigger stands for anything that fails in the middle of the import:
        // a full disk, a lock, an I/O error.
        SQLite::Database raw(db_path, SQLite::OPEN_READWRITE);
        raw.exec("CREATE TRIGGER fail_at_six BEFORE INSERT ON evening WHEN (SELECT COUNT(*) FROM evening) >= 5 "
                 "BEGIN SELECT RAISE(ABORT, 'simulated failure'); END");
    }
    const std::string file = dir.file("twenty.json");
    write_session_file(file, tapp_evenings("p", 20, 20));
    const Cli run = tarock_cli(dir, "import '" + file + "' --db '" + db_path + "' --json --lang en");
    CHECK(run.code == 1);
    CHECK(run.err.find("simulated failure") != std::string::npos);
    CHECK(scalar(db_path, "SELECT COUNT(*) FROM evening") == 0);
    CHECK(scalar(db_path, "SELECT COUNT(*) FROM hand") == 0);
    // With --json the failure is reported on standard output too.
    const Json j = Json::parse(run.out);
    CHECK(j.at("error").at("message").get<std::string>().find("simulated failure") != std::string::npos);
    CHECK(j.at("ids") == Json::array());
}

TEST_CASE("import: a full disk or a lock in the middle of an import leaves the database as it was" * doctest::test_suite("sqlite")) {
    TempDir dir;
    const std::string db_path = dir.file("db.sqlite");
    const std::vector<Evening> evenings = tapp_evenings("full", 20, 50);
    SUBCASE("disk full") {
        Database db(db_path);
        db.create_evening(tapp_evenings("before", 1, 3).front());
        const long long pages = db.connection().execAndGet("PRAGMA page_count").getInt64();
        // Room for a few evenings only: SQLite reports "database or disk is full" in the middle.
        db.connection().exec("PRAGMA max_page_count = " + std::to_string(pages + 40));
        try {
            (void)db.import_evenings(evenings);
            FAIL("the import did not fail");
        } catch (const DatabaseError& e) {
            CHECK(std::string(e.what()).find("full") != std::string::npos);
        }
        CHECK(db.list_evenings().size() == 1);
    }
    SUBCASE("locked by another program") {
        Database db(db_path);
        SQLite::Database other(db_path, SQLite::OPEN_READWRITE);
        other.exec("BEGIN IMMEDIATE");
        CHECK_THROWS_AS((void)db.import_evenings(evenings), DatabaseError);
        other.exec("ROLLBACK");
        CHECK(db.list_evenings().empty());
        // Once the lock is gone the same import stores all twenty.
        CHECK(db.import_evenings(evenings).size() == 20);
        CHECK(db.list_evenings().size() == 20);
    }
    CHECK(quick_check(db_path) == "ok");
}

TEST_CASE("import: a tarock import killed at any moment leaves all of the file's evenings or none") {
    TempDir dir;
    int fresh = 0;  // a new database after each run that stored everything
    std::string db_path = dir.db("db.sqlite");
    const std::string file = dir.file("big.json");
    const int evenings = 20;
    write_session_file(file, tapp_evenings("k", evenings, 150));
    const long runs = env_number("TAROCK_IMPORT_KILLS", 12);
    const auto seed = static_cast<std::uint64_t>(env_number("TAROCK_CRASH_SEED", 20260301));
    std::mt19937_64 rng(seed);
    // How long a whole import takes, to spread the kills over it.
    const auto t0 = std::chrono::steady_clock::now();
    REQUIRE(tarock_cli(dir, "import '" + file + "' --db '" + dir.db("timing.sqlite") + "'").code == 0);
    const auto whole = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0).count();
    long none = 0, all = 0, partial = 0;
    long long stored_before = 0;
    for (long run = 0; run < runs; ++run) {
        const auto delay = std::uniform_int_distribution<long long>(0, whole)(rng);
        Child child({TAROCK_CLI, "import", file, "--db", db_path});
        std::this_thread::sleep_for(std::chrono::microseconds(delay));
        child.kill();
        child.wait();
        INFO("run " << run << ", seed " << seed << ", killed after " << delay << " us of " << whole);
        { Database check(db_path); }  // opens (and recovers) the database like every command
        REQUIRE(quick_check(db_path) == "ok");
        const long long stored = scalar(db_path, "SELECT COUNT(*) FROM evening");
        const long long added = stored - stored_before;
        CHECK_MESSAGE((added == 0 || added == evenings), added << " of " << evenings << " evenings stored");
        (added == 0 ? none : added == evenings ? all : partial)++;
        stored_before = stored;
        if (added == evenings) {
            // A later import of the same file would be skipped as already stored: start afresh.
            db_path = dir.db("db-" + std::to_string(++fresh) + ".sqlite");
            stored_before = 0;
        }
    }
    std::printf("import kills: %ld runs, seed %llu: %ld left nothing, %ld left everything, %ld left a part\n", none + all + partial,
                static_cast<unsigned long long>(seed), none, all, partial);
}

TEST_CASE("import: an evening already stored is skipped with a note naming it, never duplicated") {
    TempDir dir;
    const std::string db_path = dir.db("db.sqlite");
    std::vector<Evening> two = tapp_evenings("again", 2, 5);
    two[1].date = "2026-11-20";
    const std::string file = dir.file("two.json");
    write_session_file(file, two);
    REQUIRE(tarock_cli(dir, "import '" + file + "' --db '" + db_path + "'").code == 0);
    const Cli again = tarock_cli(dir, "import '" + file + "' --db '" + db_path + "'");
    CHECK(again.code == 0);
    CHECK(again.out ==
          "Abend 'again-0' (" + two[0].date + ") ist schon gespeichert (Nr. 1): übersprungen.\n"
          "Abend 'again-1' (2026-11-20) ist schon gespeichert (Nr. 2): übersprungen.\n"
          "Nichts Neues gespeichert.\n");
    CHECK(scalar(db_path, "SELECT COUNT(*) FROM evening") == 2);
    // A file with one new and one stored evening: the new one is stored, the other skipped.
    std::vector<Evening> mixed{two[1], tapp_evenings("new", 1, 4).front()};
    write_session_file(file, mixed);
    const Cli json = tarock_cli(dir, "import '" + file + "' --db '" + db_path + "' --json");
    CHECK(json.code == 0);
    CHECK(Json::parse(json.out) == Json::parse(R"({"ids": [3], "skipped": [{"evening": "evenings[0]", "id": 2, "title": "again-1", "date": "2026-11-20"}]})"));
    const Cli en = tarock_cli(dir, "import '" + file + "' --db '" + db_path + "' --lang en");
    CHECK(en.out ==
          "Evening 'again-1' (2026-11-20) is already stored (id 2): skipped.\n"
          "Evening 'new-0' (" + mixed[1].date + ") is already stored (id 3): skipped.\n"
          "Nothing new stored.\n");
    CHECK(scalar(db_path, "SELECT COUNT(*) FROM evening") == 3);
    // An evening that went on after the import (more hands in the database) is still the same one.
    Database db(db_path);
    db.add_hand(1, Json{{"deal", "allpass"}});
    write_session_file(file, {two[0]});
    CHECK(tarock_cli(dir, "import '" + file + "' --db '" + db_path + "'").out ==
          "Abend 'again-0' (" + two[0].date + ") ist schon gespeichert (Nr. 1): übersprungen.\nNichts Neues gespeichert.\n");
    // The same setup with other hands is another evening.
    const Evening other = tapp_evenings("again", 1, 5, 900).front();
    REQUIRE(other.title == two[0].title);
    REQUIRE(other.hands.front().inputs != two[0].hands.front().inputs);
    write_session_file(file, {other});
    const Cli stored = tarock_cli(dir, "import '" + file + "' --db '" + db_path + "'");
    CHECK(stored.code == 0);
    CHECK(stored.out.rfind("Abend 4 gespeichert", 0) == 0);
}

TEST_CASE("damaged database: every command refuses it and writes nothing, the library and the window say so (damaged-db-still-written)" * doctest::test_suite("sqlite")) {
    TempDir dir;
    const std::string db_path = dir.file("db.sqlite");
    {
        Database db(db_path);
        db.create_evening(tapp_evenings("big", 1, 1000).front());
        db.connection().exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    tarock::test::damage_middle(db_path);
    REQUIRE(quick_check(db_path) != "ok");
    const std::string before = file_text(db_path);

    try {
        Database db(db_path);
        FAIL("a damaged database was opened");
    } catch (const DatabaseError& e) {
        CHECK(std::string(e.what()).find("is damaged") != std::string::npos);
        CHECK(std::string(e.what()).find("nothing is written to it") != std::string::npos);
        CHECK(e.german().find("beschädigt") != std::string::npos);
    }
    const std::string session = dir.file("one.json");
    write_session_file(session, tapp_evenings("new", 1, 3));
    for (const std::string& args : {"import '" + session + "' --db '" + db_path + "'", "list --db '" + db_path + "'",
                                    "export --all --db '" + db_path + "' -o '" + dir.file("x.json") + "'", "stats --db '" + db_path + "'"}) {
        CAPTURE(args);
        const Cli run = tarock_cli(dir, args + " --lang en");
        CHECK(run.code == 1);
        CHECK(run.err.find("is damaged") != std::string::npos);
    }
    CHECK(file_text(db_path) == before);
#ifdef TAROCK_HAVE_APP
    // The window checks in the background: the list may show before the verdict, the first write
    // waits for it and is refused with the damaged file's message, and the next frame shows that
    // message instead of the list, as when the file could not be opened.
    app::AppState s;
    if (app::open_database(s, db_path)) {
        CHECK_FALSE(app::add_example_evenings(s));
        CHECK(s.status.text.find("beschädigt") != std::string::npos);
        app::follow_integrity_check(s);
    }
    CHECK(s.db == nullptr);
    CHECK(s.db_error.find("beschädigt") != std::string::npos);
    CHECK(file_text(db_path) == before);
#endif
}

TEST_CASE("terminal: a name with control characters stored by an older version is never printed raw by tarock list" * doctest::test_suite("sqlite")) {
    TempDir dir;
    const std::string db_path = dir.file("db.sqlite");
    {
        Database db(db_path);
        db.create_evening(tapp_evenings("esc", 1, 2).front());
    }
    {
        SQLite::Database raw(db_path, SQLite::OPEN_READWRITE);
        raw.exec("UPDATE player SET name = char(27) || '[2J' || char(27) || '[31mEvil' WHERE seat = 0");
        raw.exec("UPDATE evening SET title = 'T' || char(27) || ']0;x' || char(7)");
    }
    const Cli list = tarock_cli(dir, "list --db '" + db_path + "'");
    CHECK(list.code == 0);
    CHECK(list.out.find('\x1b') == std::string::npos);
    CHECK(list.out.find('\x07') == std::string::npos);
    CHECK(list.out.find("\\u001b[2J\\u001b[31mEvil") != std::string::npos);
}
