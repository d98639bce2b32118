// PostgreSQL only ("storage-pg: server: …"): what a shared server adds to the guarantees. Each
// test that stops the server starts one of its own (tests/support/pg-cluster.sh), so that the
// suite's server keeps serving the other tests meanwhile.
//
// - tables that lose the connection: hands entered while the server is away are kept in a queue
//   file and written when it is back, exactly once, also after the table's process was killed;
// - the schema on a server: created, migrated in one transaction, a newer one or another
//   program's tables refused;
// - credentials never appear in what is shown: Database::path(), errors.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <thread>

#include "reliability_helpers.hpp"
#include "storage/database.hpp"
#include "storage/hand_queue.hpp"
#include "storage/sql_engine.hpp"
#ifdef TAROCK_HAVE_APP
#include "app/actions.hpp"
#endif

using namespace tarock;
using namespace tarock::rel;

namespace {

/// A PostgreSQL server of this test's own (pg-cluster.sh in a folder of its own), stopped and
/// removed at the end.
class OwnServer {
public:
    OwnServer() : script_(TAROCK_PG_SCRIPT), dir_("/tmp/tarock-pgq-" + std::to_string(::getpid())) {
        FILE* out = ::popen((script_ + " start " + dir_).c_str(), "r");
        REQUIRE(out);
        char buf[512] = {};
        if (std::fgets(buf, sizeof buf, out)) location_ = buf;
        REQUIRE(::pclose(out) == 0);
        while (!location_.empty() && location_.back() == '\n') location_.pop_back();
    }
    ~OwnServer() { run("stop"); }
    OwnServer(const OwnServer&) = delete;
    OwnServer& operator=(const OwnServer&) = delete;

    const std::string& location() const { return location_; }
    /// The server goes away (fast shutdown: every connection is cut) and comes back.
    void pause() { REQUIRE(run("pause") == 0); }
    void resume() { REQUIRE(run("resume") == 0); }

private:
    int run(const std::string& cmd) { return std::system((script_ + " " + cmd + " " + dir_ + " >/dev/null").c_str()); }
    std::string script_, dir_, location_;
};

/// Table 7: Anna, Bernd and Christl play Tapp.
Evening tapp_table() { return three_players("Tisch 7"); }

const Json kBernd = {{"declarer", "Bernd"}, {"game", "dreier"}, {"multiple", 1}, {"points", 40}};
const Json kChristl = {{"declarer", "Christl"}, {"game", "solo"}, {"points", 30}};
const Json kAnna = {{"declarer", "Anna"}, {"game", "dreier"}, {"multiple", 1}, {"points", 50}};

/// The next line a helper process reported: its tag letter ("H", "Q", "D", …) and the rest in
/// `rest`, the whole line in `line`. False at the end of its output.
bool next_report(Child& c, char& tag, std::istringstream& rest, std::string& line) {
    if (!c.read_line(line)) return false;
    rest.clear();
    rest.str(line);
    tag = 0;
    rest >> tag;
    return true;
}

/// What a `crash_writer table` or a `window_table` process reported: how it opened (window_table),
/// hands written (k -> id; 0 when not said), hands kept, the end.
struct TableReport {
    std::string opened;  ///< "O online|offline <rows>" of window_table
    long rows_at_start = -1;
    std::map<long, std::int64_t> written;
    std::set<long> kept;
    /// "D <n>": crash_writer, hands the queue wrote at the end; window_table, rows on its sheet.
    /// -1 when it did not end.
    long done = -1;
    std::string failure;
    /// Reads one line; false at the end of the output.
    bool read(Child& c) {
        std::string line;
        std::istringstream in;
        char tag = 0;
        if (!next_report(c, tag, in, line)) return false;
        long k = 0;
        if (tag == 'O') {
            in >> opened >> rows_at_start;
        } else if (tag == 'H') {
            std::int64_t id = 0;
            in >> k >> id;
            written[k] = id;
        } else if (tag == 'Q') {
            in >> k;
            kept.insert(k);
        } else if (tag == 'D') {
            in >> done;
        } else {
            failure = line;
        }
        return true;
    }
    std::size_t reported() const { return written.size() + kept.size(); }
};

/// The evening holds exactly hands 0..count-1 of `crash_writer table`, each once, in order.
void check_each_once(Database& db, std::int64_t evening_id, long count) {
    const Evening e = db.load_evening(evening_id);
    REQUIRE(e.hands.size() == static_cast<std::size_t>(count));
    for (long k = 0; k < count; ++k) CHECK(e.hands[static_cast<std::size_t>(k)].inputs.at("points") == 30 + k % 40);
    CHECK(db.engine().number("SELECT COUNT(DISTINCT uid) FROM hand WHERE evening_id = ?", {evening_id}) == count);
    CHECK(recompute(e).errors == 0);
}

}  // namespace

TEST_CASE("server: a hand entered twice with its id is stored once") {
    TempDir dir;
    Database db(dir.db("uid"));
    const std::int64_t id = db.create_evening(tapp_table());
    const Json hand = {{"declarer", "Bernd"}, {"game", "dreier"}, {"multiple", 1}, {"points", 40}};
    const std::string uid = new_hand_uid();
    CHECK(uid.size() == 32);
    CHECK(uid != new_hand_uid());
    const std::int64_t first = db.add_hand(id, hand, uid);
    CHECK(db.add_hand(id, hand, uid) == first);
    CHECK(db.load_evening(id).hands.size() == 1);
    const std::int64_t other = db.create_evening(tapp_table());
    CHECK_THROWS_AS(db.add_hand(other, hand, uid), DatabaseError);
    CHECK(db.load_evening(other).hands.empty());
}

TEST_CASE("server: a waiting hand the server refuses stays first, a hand saved after it waits behind it and is not lost") {
    TempDir dir;
    Database db(dir.db("refused"));
    const std::int64_t id = db.create_evening(tapp_table());
    HandQueue queue(dir.db("queue"), "postgresql://tisch7@server/night");
    const Json refused = {{"declarer", "Bernd"}, {"game", "dreier"}, {"multiple", 1}, {"points", 71}};
    queue.keep(QueuedHand{new_hand_uid(), id, refused});
    CHECK_THROWS_AS(queue.flush(db), InputError);
    const Json next = {{"declarer", "Anna"}, {"game", "dreier"}, {"multiple", 1}, {"points", 40}};
    CHECK_FALSE(save_or_keep(db, queue, id, next).has_value());
    const std::vector<QueuedHand> waiting = queue.hands();
    REQUIRE(waiting.size() == 2);
    CHECK(waiting[0].inputs == refused);
    CHECK(waiting[1].inputs == next);
    CHECK(db.load_evening(id).hands.empty());
}

TEST_CASE("server: the server stops and comes back in the middle of a table's evening and every hand arrives once in order") {
    OwnServer server;
    TempDir dir;
    std::int64_t id = 0;
    {
        Database db(server.location());
        id = db.create_evening(tapp_table());
    }
    const long count = 60;
    Child table({CRASH_WRITER, "table", server.location(), std::to_string(id), std::to_string(count), dir.file("queue.sqlite"), "30"});
    TableReport report;
    while (report.written.size() < 10 && report.read(table)) {
    }
    server.pause();
    while (report.kept.size() < 5 && report.read(table)) {
    }
    server.resume();
    while (report.read(table)) {
    }
    CHECK(WIFEXITED(table.wait()));
    CHECK(report.failure.empty());
    CHECK(report.kept.size() >= 5);  // the server was away for those
    CHECK(report.done >= 0);
    CHECK(report.written.size() + report.kept.size() == static_cast<std::size_t>(count));
    Database db(server.location());
    check_each_once(db, id, count);
    std::printf("server away: %zu hands written at once, %zu kept and written when it was back\n", report.written.size(), report.kept.size());
}

#ifdef TAROCK_HAVE_APP
TEST_CASE("server: the window keeps a hand entered while the server is away, says it waits, and saves it when it is back") {
    OwnServer server;
    TempDir dir;
    ::setenv("XDG_DATA_HOME", dir.file("data").c_str(), 1);  // the queue file beside the user's data
    app::AppState s;
    REQUIRE(app::open_database(s, server.location()));
    const std::int64_t id = s.db->create_evening(tapp_table());
    REQUIRE(app::open_evening(s, id));
    const Json bernd = {{"declarer", "Bernd"}, {"game", "dreier"}, {"multiple", 1}, {"points", 40}};
    const Json christl = {{"declarer", "Christl"}, {"game", "solo"}, {"points", 30}};
    std::string error;
    REQUIRE(app::save_record(s, bernd, error));
    server.pause();
    REQUIRE(app::save_record(s, christl, error));
    CHECK(s.waiting_hands == 1);
    CHECK(s.status.text.find("der Server ist nicht erreichbar") != std::string::npos);
    REQUIRE(s.evening->hands.size() == 2);  // the waiting hand is on the sheet, after the stored one
    CHECK(app::waiting_seq(s.evening->hands[1].id) != 0);
    CHECK(s.evening->hands[1].inputs.at("dealer") == "Bernd");
    server.resume();
    app::try_server_now(s);
    CHECK(s.waiting_hands == 0);
    REQUIRE(s.evening->hands.size() == 2);
    CHECK(s.evening->hands[1].id > 0);
    Database db(server.location());
    CHECK(db.load_evening(id).hands.size() == 2);
    ::unsetenv("XDG_DATA_HOME");
}

namespace {

/// The open evening's totals per seat, as the sheet shows them.
std::vector<Thirds> totals(const app::AppState& s) {
    REQUIRE(s.result);
    return s.result->rows.empty() ? std::vector<Thirds>(s.evening->players.size()) : s.result->rows.back().running;
}

}  // namespace

TEST_CASE("server: a window started while the server is away opens its evening from the copy, takes new hands, and switches to the "
          "server when it answers") {
    OwnServer server;
    TempDir dir;
    ::setenv("XDG_DATA_HOME", dir.file("data").c_str(), 1);
    std::int64_t id = 0;
    {
        // The evening before: two hands saved while the server answered.
        app::AppState s;
        REQUIRE(app::open_database(s, server.location()));
        id = s.db->create_evening(tapp_table());
        REQUIRE(app::open_evening(s, id));
        std::string error;
        REQUIRE(app::save_record(s, kBernd, error));
        REQUIRE(app::save_record(s, kChristl, error));
    }
    server.pause();
    // The laptop restarted while the WLAN is down.
    app::AppState s;
    CHECK(app::open_database(s, server.location()));
    CHECK(s.offline);
    CHECK_FALSE(s.db);
    REQUIRE(s.evening);
    CHECK(s.evening->id == id);
    CHECK(s.screen == app::Screen::Evening);
    REQUIRE(s.evening->hands.size() == 2);
    CHECK(s.evening->hands[0].id > 0);
    // New hands are kept and scored on top of the copy, exactly as the server will score them.
    std::string error;
    REQUIRE(app::save_record(s, kAnna, error));
    REQUIRE(app::save_record(s, kBernd, error));
    CHECK(s.waiting_hands == 2);
    REQUIRE(s.evening->hands.size() == 4);
    CHECK(app::waiting_seq(s.evening->hands[2].id) != 0);
    CHECK(s.evening->hands[2].inputs.at("dealer") == "Christl");  // the rotation goes on from the copy
    CHECK(s.status.text.find("der Server ist nicht erreichbar") != std::string::npos);
    const std::vector<Thirds> offline_totals = totals(s);
    CHECK(s.result->errors == 0);
    // The preview of the next hand is scored after the waiting ones.
    REQUIRE(s.entry.form);
    CHECK(s.entry.position == 4);
    // Stored hands stay as they are until the server answers.
    CHECK_FALSE(app::start_correction(s, 0));
    CHECK_FALSE(app::delete_hand(s, 1, ""));
    CHECK(s.status.text.find("erst ändern") != std::string::npos);
    // No answer yet: the retry keeps the window as it is.
    app::try_server_now(s);
    CHECK(s.offline);
    CHECK(app::seconds_to_retry(s) >= 4);
    server.resume();
    app::try_server_now(s);
    CHECK_FALSE(s.offline);
    REQUIRE(s.db);
    CHECK(s.waiting_hands == 0);
    REQUIRE(s.evening->hands.size() == 4);
    for (const HandRecord& h : s.evening->hands) CHECK(h.id > 0);
    CHECK(totals(s) == offline_totals);
    CHECK(s.evenings.size() == 1);  // the evening list read from the server
    Database db(server.location());
    const Evening stored = db.load_evening(id);
    REQUIRE(stored.hands.size() == 4);
    CHECK(stored.hands[2].inputs.at("declarer") == "Anna");
    CHECK(stored.hands[3].inputs.at("declarer") == "Bernd");
    ::unsetenv("XDG_DATA_HOME");
}

TEST_CASE("server: a window started while the server is away without a copy says so and connects when it answers") {
    OwnServer server;
    TempDir dir;
    ::setenv("XDG_DATA_HOME", dir.file("data").c_str(), 1);
    server.pause();
    app::AppState s;
    CHECK_FALSE(app::open_database(s, server.location()));
    CHECK(s.offline);
    CHECK_FALSE(s.evening);
    CHECK_FALSE(s.db_error.empty());
    CHECK_FALSE(app::open_evening(s, 1));
    CHECK(s.status.text.find("keine Kopie") != std::string::npos);
    server.resume();
    app::try_server_now(s);
    CHECK_FALSE(s.offline);
    REQUIRE(s.db);
    CHECK(s.screen == app::Screen::EveningList);
    ::unsetenv("XDG_DATA_HOME");
}

TEST_CASE("server: a hand still waiting is corrected or deleted in the queue, its id kept") {
    OwnServer server;
    TempDir dir;
    ::setenv("XDG_DATA_HOME", dir.file("data").c_str(), 1);
    app::AppState s;
    REQUIRE(app::open_database(s, server.location()));
    const std::int64_t id = s.db->create_evening(tapp_table());
    REQUIRE(app::open_evening(s, id));
    std::string error;
    REQUIRE(app::save_record(s, kBernd, error));
    server.pause();
    REQUIRE(app::save_record(s, kChristl, error));
    REQUIRE(app::save_record(s, kAnna, error));
    REQUIRE(s.waiting_hands == 2);
    const std::vector<QueuedHand> before = s.waiting->hands();
    // Hand 2 (Christl's Solo) was Anna's: corrected in the form, it replaces the waiting inputs.
    REQUIRE(app::start_correction(s, 1));
    CHECK(app::waiting_seq(s.entry.correcting) == before[0].seq);
    Json corrected = s.evening->hands[1].inputs;
    corrected["points"] = 40;
    s.entry.form->load(corrected, s.evening->players, s.entry.rotation_dealer);
    REQUIRE(app::save_hand(s));
    std::vector<QueuedHand> after = s.waiting->hands();
    REQUIRE(after.size() == 2);
    CHECK(after[0].uid == before[0].uid);
    CHECK(after[0].seq == before[0].seq);
    CHECK(after[0].inputs.at("points") == 40);
    CHECK(after[1].inputs == before[1].inputs);
    CHECK(s.evening->hands[1].inputs.at("points") == 40);
    // Hand 3 deleted: forgotten, never sent.
    REQUIRE(app::delete_hand(s, 2, ""));
    CHECK(s.waiting_hands == 1);
    REQUIRE(s.evening->hands.size() == 2);
    // The server answers while the waiting hand is in the form: the form corrects the hand stored.
    REQUIRE(app::start_correction(s, 1));
    server.resume();
    app::try_server_now(s);
    CHECK(s.waiting_hands == 0);
    REQUIRE(s.evening->hands.size() == 2);
    CHECK(s.entry.correcting == s.evening->hands[1].id);
    Database db(server.location());
    const Evening stored = db.load_evening(id);
    REQUIRE(stored.hands.size() == 2);
    CHECK(stored.hands[1].inputs.at("points") == 40);
    CHECK(db.engine().number("SELECT COUNT(*) FROM hand WHERE uid = ?", {before[0].uid}) == 1);
    ::unsetenv("XDG_DATA_HOME");
}

TEST_CASE("server: a table's window killed with hands waiting and started again while the server is still away keeps every hand, "
          "and each arrives once") {
    OwnServer server;
    TempDir dir;
    ::setenv("XDG_DATA_HOME", dir.file("data").c_str(), 1);  // inherited by the table's processes
    std::int64_t id = 0;
    {
        Database db(server.location());
        id = db.create_evening(tapp_table());
    }
    // The window saves a hand every 20 ms; the server goes away; with 4 hands kept it is killed.
    TableReport before;
    {
        Child table({WINDOW_TABLE, server.location(), std::to_string(id), "0", "1000", "20"});
        while (before.written.size() < 5 && before.read(table)) {
        }
        server.pause();
        while (before.kept.size() < 4 && before.read(table)) {
        }
        table.kill();
        table.wait();
    }
    REQUIRE(before.failure.empty());
    CHECK(before.opened == "online");
    // Started again while the server is still away: the evening from the copy with the hands kept
    // (the hand being saved at the kill, if its report was lost, is there or not).
    const long reported = static_cast<long>(before.reported());
    const long first = reported + 1;  // after the k of that hand
    TableReport after;
    Child again({WINDOW_TABLE, server.location(), std::to_string(id), std::to_string(first), "5", "10"});
    while (after.kept.size() < 5 && after.read(again)) {
    }
    CHECK(after.opened == "offline");
    CHECK((after.rows_at_start == reported || after.rows_at_start == reported + 1));
    CHECK(after.written.empty());
    server.resume();
    while (after.read(again)) {
    }
    CHECK(WIFEXITED(again.wait()));
    CHECK(after.failure.empty());
    REQUIRE(after.kept.size() == 5);
    // On the server: hands 0 … reported-1, perhaps the one under way at the kill, then the five
    // entered offline, each once and in order.
    Database db(server.location());
    const Evening e = db.load_evening(id);
    CHECK(after.done == static_cast<long>(e.hands.size()));
    std::vector<long> points;
    for (const HandRecord& h : e.hands) points.push_back(h.inputs.at("points").get<long>());
    std::vector<long> expected;
    for (long k = 0; k < reported; ++k) expected.push_back(30 + k % 40);
    if (e.hands.size() == static_cast<std::size_t>(reported) + 6) expected.push_back(30 + reported % 40);
    for (long k = first; k < first + 5; ++k) expected.push_back(30 + k % 40);
    CHECK(points == expected);
    CHECK(db.engine().number("SELECT COUNT(DISTINCT uid) FROM hand WHERE evening_id = ?", {id}) == static_cast<std::int64_t>(e.hands.size()));
    CHECK(recompute(e).errors == 0);
    std::printf("window killed while the server was away: %zu hands written, %zu kept before the kill; %zu entered offline after the "
                "restart; %zu on the server\n",
                before.written.size(), before.kept.size(), after.kept.size(), e.hands.size());
    ::unsetenv("XDG_DATA_HOME");
}
#endif

TEST_CASE("server: the queue file keeps a copy of the evening last opened from each server") {
    TempDir dir;
    HandQueue queue(dir.file("queue.sqlite"), "postgresql://tisch7:geheim@server/night");
    CHECK_FALSE(queue.copy());
    Evening e = tapp_table();
    e.id = 12;
    e.hands = {HandRecord{101, 1, kBernd}, HandRecord{105, 3, kChristl}};
    queue.keep_copy(e);
    e.id = 13;
    e.hands.clear();
    HandQueue other(dir.file("queue.sqlite"), "postgresql://tisch8@server/night");
    other.keep_copy(e);
    const std::optional<Evening> copy = HandQueue(dir.file("queue.sqlite"), "postgresql://tisch7@server/night").copy();
    REQUIRE(copy);
    CHECK(copy->id == 12);
    CHECK(copy->players == e.players);
    REQUIRE(copy->hands.size() == 2);
    CHECK(copy->hands[1].id == 105);
    CHECK(copy->hands[1].revision == 3);
    CHECK(copy->hands[1].inputs == kChristl);
    CHECK(other.copy()->id == 13);
    // No password in the file (nor in its write-ahead log).
    for (const char* suffix : {"", "-wal"}) {
        std::ifstream in(dir.file("queue.sqlite") + suffix, std::ios::binary);
        const std::string bytes{std::istreambuf_iterator<char>(in), {}};
        CHECK(bytes.find("geheim") == std::string::npos);
    }
}

TEST_CASE("server: a table's process killed with hands waiting sends them after its restart, exactly once") {
    OwnServer server;
    TempDir dir;
    const std::string queue = dir.file("queue.sqlite");
    std::int64_t id = 0;
    {
        Database db(server.location());
        id = db.create_evening(tapp_table());
    }
    TableReport report;
    {
        Child table({CRASH_WRITER, "table", server.location(), std::to_string(id), "1000", queue, "20"});
        while (report.written.size() < 5 && report.read(table)) {
        }
        server.pause();
        while (report.kept.size() < 4 && report.read(table)) {
        }
        table.kill();
        table.wait();
    }
    const std::size_t waiting = HandQueue(queue, server.location()).size();
    CHECK(waiting >= 4);
    server.resume();
    // The window started again: it sends what waits (and enters no new hand here).
    Child again({CRASH_WRITER, "table", server.location(), std::to_string(id), "0", queue, "0"});
    TableReport after;
    while (after.read(again)) {
    }
    CHECK(WIFEXITED(again.wait()));
    CHECK(after.failure.empty());
    CHECK(after.done == static_cast<long>(waiting));
    CHECK(HandQueue(queue, server.location()).size() == 0);
    // Every hand reported written or kept is there once; the one being saved at the kill (if its
    // report was lost) at most once more, and in its place.
    Database db(server.location());
    const long reported = static_cast<long>(report.written.size() + report.kept.size());
    const Evening e = db.load_evening(id);
    CHECK((e.hands.size() == static_cast<std::size_t>(reported) || e.hands.size() == static_cast<std::size_t>(reported) + 1));
    check_each_once(db, id, static_cast<long>(e.hands.size()));
}

TEST_CASE("server: the schema is made and migrated in one transaction, a newer one or another program's tables are refused") {
    TempDir dir;
    const std::string location = dir.db("schema");
    std::int64_t id = 0;
    {
        Database db(location);
        CHECK(db.on_server());
        CHECK(db.schema_version() == kSchemaVersion);
        id = db.create_evening(tapp_table());
        db.add_hand(id, {{"declarer", "Bernd"}, {"game", "dreier"}, {"multiple", 1}, {"points", 40}});
        // Back to schema 5, as a server an older release made: without the kept statistics and the
        // evenings' versions (schema 7), the hands' ids, the evenings' owners and row-level security.
        std::string back = "DROP TABLE evening_statistics; ALTER TABLE evening DROP COLUMN version; "
                           "DROP INDEX hand_by_uid; ALTER TABLE hand DROP COLUMN uid; UPDATE tarock_schema SET version = 5;";
        for (const char* table : {"evening", "player", "hand", "hand_revision"})
            back += std::string("DROP POLICY read_all ON ") + table + "; DROP POLICY own_evening ON " + table + "; ALTER TABLE " + table +
                    " DISABLE ROW LEVEL SECURITY;";
        db.engine().script(back + "ALTER TABLE evening DROP COLUMN owner;");
    }
    {
        Database db(location);
        CHECK(db.schema_version() == kSchemaVersion);
        CHECK(db.load_evening(id).hands.size() == 1);
        CHECK(db.add_hand(id, {{"declarer", "Anna"}, {"game", "dreier"}, {"multiple", 1}, {"points", 40}}, new_hand_uid()) > 0);
        db.engine().execute("UPDATE tarock_schema SET version = ?", {kSchemaVersion + 1});
    }
    CHECK_THROWS_WITH_AS(Database{location}, doctest::Contains("comes from a newer version of the program"), DatabaseError);
    const std::string other = dir.db("other");
    {
        auto raw = sql::open_postgresql(other);
        raw->script("CREATE TABLE invoice(id INTEGER)");
    }
    CHECK_THROWS_WITH_AS(Database{other}, doctest::Contains("already holds tables, but not those of Tarock Buchhalter"), DatabaseError);
}

TEST_CASE("server: a password is never shown, neither in the location nor in an error") {
    CHECK(Database::shown_location("postgresql://kasse:geheim@turnier.example/tarock") == "postgresql://kasse@turnier.example/tarock");
    CHECK(Database::shown_location("postgres://kasse:geheim@host:5433/db?sslmode=require&password=zweites") ==
          "postgres://kasse@host:5433/db?sslmode=require");
    CHECK(Database::shown_location("postgresql:///tarock?password=geheim&host=/run/pg") == "postgresql:///tarock?host=/run/pg");
    CHECK(Database::shown_location("/home/anna/tarock.sqlite") == "/home/anna/tarock.sqlite");
    TempDir dir;
    // The test server trusts every local connection, so a password given is accepted and unused.
    std::string location = dir.db("secret");
    location.insert(location.find("://") + 3 + std::string("tarock").size(), ":geheim");
    REQUIRE(location.find(":geheim@") != std::string::npos);
    Database db(location);
    CHECK(db.path().find("geheim") == std::string::npos);
    const std::int64_t id = db.create_evening(tapp_table());
    try {
        db.load_evening(id + 100);
        FAIL("no such evening");
    } catch (const DatabaseError& e) {
        CHECK(std::string(e.what()).find("geheim") == std::string::npos);
    }
    try {
        Database unreachable("postgresql://kasse:geheim@/tarock?host=/nonexistent");
        FAIL("no server there");
    } catch (const DatabaseError& e) {
        CHECK(e.cause() == DatabaseError::Cause::unreachable);
        CHECK(std::string(e.what()).find("geheim") == std::string::npos);
        CHECK(e.german().find("geheim") == std::string::npos);
        CHECK(std::string(e.what()).find("cannot be reached") != std::string::npos);
    }
}

TEST_CASE("server: each table writes only its own evenings, the standings page only reads") {
    TempDir dir;
    const std::string location = dir.db("access");
    Database organiser(location);
    const std::string suffix = std::to_string(::getpid());
    const std::string a = "tisch_a_" + suffix, b = "tisch_b_" + suffix, reader_role = "rangliste_" + suffix;
    auto admin = sql::open_postgresql(tarock::test::test_server());
    admin->script("CREATE ROLE " + a + " LOGIN; CREATE ROLE " + b + " LOGIN; CREATE ROLE " + reader_role + " LOGIN;");
    organiser.grant_table_access(a);
    organiser.grant_table_access(b);
    organiser.grant_read_access(reader_role);
    // The same database as another role (the test server trusts local connections by name).
    const auto as = [&](const std::string& role) {
        std::string l = location;
        l.replace(l.find("tarock@"), std::string("tarock").size(), role);
        return l;
    };
    const Json hand = {{"declarer", "Bernd"}, {"game", "dreier"}, {"multiple", 1}, {"points", 40}};
    {
        Database table_a(as(a)), table_b(as(b)), page(as(reader_role));
        const std::int64_t ea = table_a.create_evening(tapp_table());
        const std::int64_t ha = table_a.add_hand(ea, hand);
        const std::int64_t eb = table_b.create_evening(tapp_table());
        table_b.add_hand(eb, hand);
        // Table B reads table A's evening but changes nothing of it.
        CHECK(table_b.load_evening(ea).hands.size() == 1);
        const auto refused = [](auto&& f) {
            try {
                f();
            } catch (const DatabaseError& e) {
                return e.cause() == DatabaseError::Cause::refused;
            }
            return false;
        };
        CHECK(refused([&] { table_b.add_hand(ea, hand); }));
        CHECK(refused([&] { table_b.correct_hand(ha, hand, "fremd"); }));
        CHECK(refused([&] { table_b.delete_hand(ha); }));
        CHECK(refused([&] { table_b.delete_evening(ea); }));
        Evening renamed = table_b.load_evening(ea);
        renamed.title = "fremd";
        CHECK(refused([&] { table_b.update_evening(renamed); }));
        // The standings page reads everything and writes nothing.
        CHECK(page.list_evenings().size() == 2);
        CHECK(page.load_evening(eb).hands.size() == 1);
        CHECK(refused([&] { page.add_hand(eb, hand); }));
        CHECK(refused([&] { page.create_evening(tapp_table()); }));
        // Nothing of it was written; the organiser writes every evening.
        CHECK(organiser.load_evening(ea).hands.size() == 1);
        CHECK(organiser.load_evening(ea).title == tapp_table().title);
        CHECK(organiser.list_evenings().size() == 2);
        organiser.add_hand(ea, hand);
        CHECK(table_a.load_evening(ea).hands.size() == 2);

        // The statistics kept as derived data (Database::evening_statistics): the page may not
        // write them and computes them without storing; table A may not write table B's, so it
        // stores none either; the organiser stores them for every evening, and then all read them.
        const auto figures = [](Database& db) {
            std::vector<EveningFigures> out;
            for (EveningStatistics& e : db.evening_statistics()) out.push_back(std::move(e.figures));
            return out;
        };
        const auto kept_rows = [&] { return organiser.engine().number("SELECT COUNT(*) FROM evening_statistics"); };
        // The organiser's evening list above kept the figures it read (the hands it lists): begin without them.
        CHECK(kept_rows() == 2);
        organiser.engine().execute("DELETE FROM evening_statistics");
        const std::vector<EveningFigures> fresh = {evening_figures(organiser.load_evening(ea)), evening_figures(organiser.load_evening(eb))};
        CHECK(figures(page) == fresh);
        CHECK(kept_rows() == 0);
        CHECK(figures(table_a) == fresh);
        CHECK(kept_rows() == 0);
        CHECK(figures(organiser) == fresh);
        CHECK(kept_rows() == 2);
        CHECK(figures(page) == fresh);
        // A table's new hand makes its evening's row stale; the table may write its own again.
        table_b.add_hand(eb, hand);
        const std::vector<EveningFigures> after = {fresh[0], evening_figures(organiser.load_evening(eb))};
        CHECK(after != fresh);
        CHECK(figures(page) == after);
        CHECK(figures(table_b) == after);
        CHECK(organiser.engine().number("SELECT COUNT(*) FROM evening_statistics s JOIN evening e ON e.id = s.evening_id "
                                        "WHERE s.evening_version = e.version") == 2);
    }
    try {
        admin->script("DROP OWNED BY " + a + ", " + b + ", " + reader_role + "; DROP ROLE " + a + ", " + b + ", " + reader_role + ";");
    } catch (const sql::Error&) {
    }
}

TEST_CASE("server: roles given access before the kept statistics (schema 6) read them after the migration to schema 7") {
    TempDir dir;
    const std::string location = dir.db("grants");
    const std::string suffix = std::to_string(::getpid());
    const std::string table = "tisch_v6_" + suffix, reader = "rangliste_v6_" + suffix;
    auto admin = sql::open_postgresql(tarock::test::test_server());
    admin->script("CREATE ROLE " + table + " LOGIN; CREATE ROLE " + reader + " LOGIN;");
    const auto as = [&](const std::string& role) {
        std::string l = location;
        l.replace(l.find("tarock@"), std::string("tarock").size(), role);
        return l;
    };
    std::int64_t id = 0;
    {
        Database organiser(location);
        id = organiser.create_evening(tapp_table());
        organiser.add_hand(id, {{"declarer", "Bernd"}, {"game", "dreier"}, {"multiple", 1}, {"points", 40}});
        organiser.grant_table_access(table);
        organiser.grant_read_access(reader);
        // Back to schema 6, as the release before the kept statistics left it, its roles given access then.
        organiser.engine().script("DROP TABLE evening_statistics; ALTER TABLE evening DROP COLUMN version; UPDATE tarock_schema SET version = 6;");
    }
    Database organiser(location);  // migrates to schema 7
    REQUIRE(organiser.schema_version() == kSchemaVersion);
    const std::vector<EveningFigures> fresh = {evening_figures(organiser.load_evening(id))};
    for (const std::string& role : {reader, table}) {
        CAPTURE(role);
        Database db(as(role));
        std::vector<EveningFigures> figures;
        for (EveningStatistics& e : db.evening_statistics()) figures.push_back(std::move(e.figures));
        CHECK(figures == fresh);
    }
    CHECK(organiser.engine().number("SELECT COUNT(*) FROM evening_statistics") == 0);  // neither may store the organiser's
    CHECK(organiser.engine().number("SELECT COUNT(*) FROM information_schema.role_table_grants WHERE table_name = 'evening_statistics' AND grantee = '" + reader +
                        "' AND privilege_type = 'SELECT'") == 1);
}
