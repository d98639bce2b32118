// The database: evenings and hands round trip, revisions, refusals, positions, the list, the
// history, connection settings and the default location.

#include <doctest/doctest.h>

#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <utility>

#include "storage_helpers.hpp"

using namespace tarock;
using namespace tarock::test;

namespace {

using Actions = std::vector<std::pair<int, std::string>>;

Actions actions(const std::vector<HandRevision>& history) {
    Actions out;
    for (const HandRevision& r : history) out.emplace_back(r.revision, r.action);
    return out;
}

bool is_utc_timestamp(const std::string& s) {
    // "2026-11-21T19:04:05Z"
    if (s.size() != 20) return false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        const bool ok = i == 4 || i == 7 ? c == '-' : i == 10 ? c == 'T' : i == 13 || i == 16 ? c == ':' : i == 19 ? c == 'Z' : (c >= '0' && c <= '9');
        if (!ok) return false;
    }
    return true;
}

}  // namespace

TEST_CASE("round trip: an evening with hands is stored and loaded as entered") {
    TempDir tmp;
    Database db(tmp.db("nested/folder/tarock.sqlite"));
    if (!on_postgresql()) CHECK(std::filesystem::exists(tmp.file("nested/folder/tarock.sqlite")));

    Evening e = three_player_evening();
    e.house_rules = Json::parse(R"({"volat_announcer":"either","trull_koepfe":"trull_and_koepfe"})");
    e.stake = Stake{25, "CHF"};
    // Field order unlike the usual one: it must survive the round trip.
    const Json first = Json::parse(R"({"points":40,"multiple":1,"game":"dreier","declarer":"Bernd"})");
    e.hands.push_back(HandRecord{0, 1, first});
    e.hands.push_back(HandRecord{0, 1, christl_solo()});

    const std::int64_t id = db.create_evening(e);
    CHECK(id == 1);

    const Evening loaded = db.load_evening(id);
    CHECK(loaded.id == id);
    CHECK(loaded.title == "Donnerstagsrunde");
    CHECK(loaded.date == "2026-11-19");
    CHECK(loaded.variant == "tapp");
    CHECK(loaded.players == std::vector<std::string>{"Anna", "Bernd", "Christl"});
    CHECK(loaded.first_dealer == 0);
    CHECK(loaded.stake == Stake{25, "CHF"});
    CHECK(loaded.closed == false);
    CHECK(loaded.house_rules.dump() == R"({"volat_announcer":"either","trull_koepfe":"trull_and_koepfe"})");
    REQUIRE(loaded.hands.size() == 2);
    CHECK(loaded.hands[0].inputs.dump() == R"({"points":40,"multiple":1,"game":"dreier","declarer":"Bernd"})");
    CHECK(loaded.hands[1].inputs == christl_solo());
    CHECK(loaded.hands[0].revision == 1);
    CHECK(loaded.hands[1].revision == 1);
    CHECK(loaded.hands[0].id != loaded.hands[1].id);

    // Hand 1: Bernd +2, Anna -1, Christl -1; hand 2: Christl -16, Anna +8, Bernd +8.
    CHECK(totals(loaded) == std::vector<std::int64_t>{7, 10, -17});
    const EveningResult r = recompute(loaded);
    CHECK(r.cents == std::vector<std::int64_t>{175, 250, -425});
    CHECK(r.errors == 0);

    // Only inputs are stored: the stored hand text is exactly the dump of the inputs.
    const auto stored = db.engine().first("SELECT inputs FROM hand_revision ORDER BY hand_id");
    REQUIRE(stored);
    CHECK(stored->text(0) == R"({"points":40,"multiple":1,"game":"dreier","declarer":"Bernd"})");
    CHECK(integrity(db) == "ok");
}

TEST_CASE("create_evening refuses a broken setup or a bad hand and writes nothing") {
    TempDir tmp;
    Database db(tmp.db("tarock.sqlite"));

    Evening e = three_player_evening();
    e.hands.push_back(HandRecord{0, 1, bernd_dreier()});
    e.hands.push_back(HandRecord{0, 1, christl_solo()});
    e.hands.push_back(HandRecord{0, 1, bad_points()});
    try {
        db.create_evening(e);
        FAIL("a bad hand must be refused");
    } catch (const InputError& err) {
        CHECK(err.field() == "hands[2].points");
    }

    Evening twice = three_player_evening();
    twice.players = {"Anna", "Anna", "Christl"};
    try {
        db.create_evening(twice);
        FAIL("a duplicate name must be refused");
    } catch (const InputError& err) {
        CHECK(err.field() == "players[1]");
    }

    CHECK(count(db, "SELECT COUNT(*) FROM evening") == 0);
    CHECK(count(db, "SELECT COUNT(*) FROM player") == 0);
    CHECK(count(db, "SELECT COUNT(*) FROM hand") == 0);
    CHECK(count(db, "SELECT COUNT(*) FROM hand_revision") == 0);
    CHECK(db.list_evenings().empty());
}

TEST_CASE("add, correct, delete and restore keep every revision") {
    TempDir tmp;
    Database db(tmp.db("tarock.sqlite"));
    const std::int64_t id = db.create_evening(three_player_evening());

    const std::int64_t h1 = db.add_hand(id, bernd_dreier());
    const std::int64_t h2 = db.add_hand(id, christl_solo());
    CHECK(totals(db.load_evening(id)) == std::vector<std::int64_t>{7, 10, -17});

    // Correct hand 1 to a twofold Dreier: Bernd +4, Anna -2, Christl -2.
    const Json twofold = Json::parse(R"({"declarer":"Bernd","game":"dreier","multiple":2,"points":40})");
    db.correct_hand(h1, twofold, "zweimalig, nicht einmalig");
    {
        const Evening e = db.load_evening(id);
        REQUIRE(e.hands.size() == 2);
        CHECK(e.hands[0].id == h1);
        CHECK(e.hands[0].revision == 2);
        CHECK(e.hands[0].inputs == twofold);
        CHECK(e.hands[1].id == h2);
        CHECK(e.hands[1].revision == 1);
        CHECK(totals(e) == std::vector<std::int64_t>{6, 12, -18});
    }

    // Delete hand 1. Hand 2 moves up to the first place: dealt by Anna, Christl still loses her
    // Solo: Christl -16, Anna +8, Bernd +8.
    db.delete_hand(h1, "doppelt eingetragen");
    {
        const Evening e = db.load_evening(id);
        REQUIRE(e.hands.size() == 1);
        CHECK(e.hands[0].id == h2);
        CHECK(totals(e) == std::vector<std::int64_t>{8, 8, -16});
    }

    // Restore it: back in its first place with the corrected inputs.
    db.restore_hand(h1);
    {
        const Evening e = db.load_evening(id);
        REQUIRE(e.hands.size() == 2);
        CHECK(e.hands[0].id == h1);
        CHECK(e.hands[0].revision == 4);
        CHECK(e.hands[0].inputs == twofold);
        CHECK(e.hands[1].id == h2);
        CHECK(totals(e) == std::vector<std::int64_t>{6, 12, -18});
    }

    const std::vector<HandRevision> history = db.hand_history(h1);
    CHECK(actions(history) == Actions{{1, "create"}, {2, "correct"}, {3, "delete"}, {4, "restore"}});
    REQUIRE(history.size() == 4);
    CHECK(history[0].inputs == bernd_dreier());
    CHECK(history[1].inputs == twofold);
    CHECK(history[1].note == "zweimalig, nicht einmalig");
    CHECK(history[2].inputs == twofold);  // the inputs that were deleted
    CHECK(history[2].note == "doppelt eingetragen");
    CHECK(history[3].inputs == twofold);
    CHECK(history[3].note == "");
    for (const HandRevision& r : history) {
        CHECK(r.hand_id == h1);
        CHECK(is_utc_timestamp(r.created_at));
    }
    CHECK(actions(db.hand_history(h2)) == Actions{{1, "create"}});

    // The evening's history holds all five revisions in time order (exact order: next test).
    const std::vector<HandRevision> all = db.evening_history(id);
    REQUIRE(all.size() == 5);
    for (std::size_t i = 1; i < all.size(); ++i) CHECK(all[i - 1].created_at <= all[i].created_at);
    CHECK(count(db, "SELECT COUNT(*) FROM hand_revision") == 5);
    CHECK(count(db, "SELECT COUNT(*) FROM hand WHERE deleted = 1") == 0);
    CHECK(integrity(db) == "ok");
}

TEST_CASE("an evening's version changes with every write to it, through any connection, and not with a read or another evening's write") {
    TempDir tmp;
    const std::string location = tmp.db("tarock.sqlite");
    Database db(location);
    const std::int64_t id = db.create_evening(three_player_evening());
    const std::int64_t other = db.create_evening(three_player_evening());
    std::set<std::string> seen;
    const auto version = [&] { return db.evening_versions({id, other}).at(id); };
    const std::string other_version = db.evening_versions({other}).at(other);
    const auto changed = [&] { return seen.insert(version()).second; };
    CHECK(changed());
    (void)db.load_evening(id);
    CHECK_FALSE(changed());
    Database table(location);  // another window
    const std::int64_t h1 = table.add_hand(id, bernd_dreier());
    CHECK(changed());
    const std::int64_t h2 = db.add_hand(id, christl_solo());
    CHECK(changed());
    table.correct_hand(h1, Json::parse(R"({"declarer":"Bernd","game":"dreier","multiple":2,"points":40})"));
    CHECK(changed());
    db.delete_hand(h2);
    CHECK(changed());
    table.restore_hand(h2);
    CHECK(changed());
    db.delete_hand(h2);
    CHECK(changed());
    db.purge_hand(h2);
    CHECK(changed());
    Evening e = db.load_evening(id);
    e.house_rules = Json::object();
    e.title = "umbenannt";
    table.update_evening(e);
    CHECK(changed());
    // The house rules alone (the kept statistics rely on it: their key has no other part for them).
    e = db.load_evening(id);
    e.house_rules = Json::parse(R"({"volat_announcer":"either"})");
    db.update_evening(e);
    CHECK(changed());
    CHECK(db.evening_versions({other}).at(other) == other_version);
    CHECK(db.evening_versions({id + other + 1}).empty());
    CHECK(db.evening_versions({}).empty());
}

TEST_CASE("the evening history is in the order the revisions were written") {
    TempDir tmp;
    Database db(tmp.db("tarock.sqlite"));
    const std::int64_t id = db.create_evening(three_player_evening());
    const std::int64_t h1 = db.add_hand(id, bernd_dreier());
    const std::int64_t h2 = db.add_hand(id, christl_solo());
    db.correct_hand(h2, Json::parse(R"({"declarer":"Christl","game":"solo","points":36})"));
    db.correct_hand(h1, Json::parse(R"({"declarer":"Bernd","game":"dreier","multiple":3,"points":40})"));

    // Pin the times so the order does not depend on the clock.
    sql::Engine& engine = db.engine();
    engine.execute("UPDATE hand_revision SET created_at = '2026-11-19T20:00:00Z' WHERE revision = 1");
    engine.execute("UPDATE hand_revision SET created_at = '2026-11-19T21:00:00Z' WHERE revision = 2 AND hand_id = ?", {h2});
    engine.execute("UPDATE hand_revision SET created_at = '2026-11-19T22:00:00Z' WHERE revision = 2 AND hand_id = ?", {h1});
    const std::vector<HandRevision> all = db.evening_history(id);
    std::vector<std::tuple<std::int64_t, int, std::string>> got;
    for (const HandRevision& r : all) got.emplace_back(r.hand_id, r.revision, r.action);
    CHECK(got == std::vector<std::tuple<std::int64_t, int, std::string>>{
                     {h1, 1, "create"}, {h2, 1, "create"}, {h2, 2, "correct"}, {h1, 2, "correct"}});
    CHECK(all[3].created_at == "2026-11-19T22:00:00Z");
}

TEST_CASE("a refused hand leaves the database untouched") {
    TempDir tmp;
    const std::string path = tmp.db("tarock.sqlite");
    Database db(path);
    const std::int64_t id = db.create_evening(three_player_evening());
    const std::int64_t h1 = db.add_hand(id, bernd_dreier());

    // The SQLite file and its log stay byte for byte as they were (PostgreSQL: the counts below).
    // The list first keeps the evening's figures (its hands counted, derived data).
    const std::string updated_before = db.list_evenings().at(0).updated_at;
    const std::string file_before = read_bytes(path);
    const std::string wal_before = read_bytes(path + "-wal");

    try {
        db.add_hand(id, bad_multiple());
        FAIL("a sevenfold Dreier must be refused");
    } catch (const InputError& err) {
        CHECK(err.field() == "multiple");
    }
    try {
        db.correct_hand(h1, bad_points(), "falsch");
        FAIL("71 points must be refused");
    } catch (const InputError& err) {
        CHECK(err.field() == "points");
    }
    // A Solo has no multiple: refused in the hand's place, too.
    CHECK_THROWS_AS(db.add_hand(id, Json::parse(R"({"declarer":"Anna","game":"solo","multiple":2,"points":40})")),
                    InputError);

    CHECK(count(db, "SELECT COUNT(*) FROM hand") == 1);
    CHECK(count(db, "SELECT COUNT(*) FROM hand_revision") == 1);
    CHECK(actions(db.hand_history(h1)) == Actions{{1, "create"}});
    CHECK(db.load_evening(id).hands.at(0).inputs == bernd_dreier());
    CHECK(db.list_evenings().at(0).updated_at == updated_before);
    CHECK(read_bytes(path) == file_before);
    CHECK(read_bytes(path + "-wal") == wal_before);
}

TEST_CASE("unknown ids and impossible deletions are database errors") {
    TempDir tmp;
    Database db(tmp.db("tarock.sqlite"));
    const std::int64_t id = db.create_evening(three_player_evening());
    const std::int64_t h1 = db.add_hand(id, bernd_dreier());

    CHECK_THROWS_AS(db.load_evening(id + 1), DatabaseError);
    CHECK_THROWS_AS(db.add_hand(id + 1, bernd_dreier()), DatabaseError);
    CHECK_THROWS_AS(db.correct_hand(h1 + 1, bernd_dreier()), DatabaseError);
    CHECK_THROWS_AS(db.delete_hand(h1 + 1), DatabaseError);
    CHECK_THROWS_AS(db.restore_hand(h1 + 1), DatabaseError);
    CHECK_THROWS_AS(db.hand_history(h1 + 1), DatabaseError);
    CHECK_THROWS_AS(db.evening_history(id + 1), DatabaseError);

    CHECK_THROWS_AS(db.restore_hand(h1), DatabaseError);  // not deleted
    db.delete_hand(h1);
    CHECK_THROWS_AS(db.delete_hand(h1), DatabaseError);   // already deleted
    CHECK_THROWS_AS(db.correct_hand(h1, bernd_dreier()), DatabaseError);  // deleted: restore first
    CHECK(actions(db.hand_history(h1)) == Actions{{1, "create"}, {2, "delete"}});

    try {
        db.load_evening(42);
        FAIL("no evening 42");
    } catch (const DatabaseError& err) {
        CHECK(std::string(err.what()) == "there is no evening with id 42");
        CHECK(err.german() == "Es gibt keinen Abend mit der Nummer 42.");
    }
}

TEST_CASE("positions: new hands go last, a restored hand returns to its place") {
    TempDir tmp;
    Database db(tmp.db("tarock.sqlite"));
    const std::int64_t id = db.create_evening(three_player_evening());
    const std::int64_t h1 = db.add_hand(id, bernd_dreier());
    const std::int64_t h2 = db.add_hand(id, christl_solo());
    db.delete_hand(h2);
    db.delete_hand(h1);
    const std::int64_t h3 = db.add_hand(id, bernd_dreier());

    auto positions = [&] {
        std::vector<std::pair<std::int64_t, std::int64_t>> out;
        for (const sql::Row& r : db.engine().query("SELECT id, position FROM hand ORDER BY id")) out.emplace_back(r.integer(0), r.integer(1));
        return out;
    };
    CHECK(positions() == std::vector<std::pair<std::int64_t, std::int64_t>>{{h1, 1}, {h2, 2}, {h3, 3}});

    // Hand 3 alone, dealt by Anna: Bernd +2, Anna -1, Christl -1.
    CHECK(totals(db.load_evening(id)) == std::vector<std::int64_t>{-1, 2, -1});

    db.restore_hand(h2);  // validated as the first hand (dealt by Anna), before hand 3
    {
        const Evening e = db.load_evening(id);
        REQUIRE(e.hands.size() == 2);
        CHECK(e.hands[0].id == h2);
        CHECK(e.hands[1].id == h3);
    }
    db.restore_hand(h1);
    const Evening e = db.load_evening(id);
    REQUIRE(e.hands.size() == 3);
    CHECK(e.hands[0].id == h1);
    CHECK(e.hands[1].id == h2);
    CHECK(e.hands[2].id == h3);
    // Anna: -1 + 8 - 1 = 6; Bernd: 2 + 8 + 2 = 12; Christl: -1 - 16 - 1 = -18.
    CHECK(totals(e) == std::vector<std::int64_t>{6, 12, -18});
    CHECK(positions() == std::vector<std::pair<std::int64_t, std::int64_t>>{{h1, 1}, {h2, 2}, {h3, 3}});
    CHECK(integrity(db) == "ok");
}

TEST_CASE("update_evening changes the setup fields and checks the hands under the new rules") {
    TempDir tmp;
    Database db(tmp.db("tarock.sqlite"));
    Evening e = three_player_evening();
    e.house_rules = Json::parse(R"({"volat_announcer":"either"})");
    const std::int64_t id = db.create_evening(e);
    db.add_hand(id, bernd_dreier());
    // The opponents announce Volat: allowed only under the house rule "either".
    const Json opp_volat = Json::parse(R"({"declarer":"Bernd","game":"dreier","multiple":1,"points":40,"volat":{"announced":"opponents"}})");
    db.add_hand(id, opp_volat);

    Evening changed = db.load_evening(id);
    changed.title = "Abschlussrunde";
    changed.date = "2026-11-20";
    changed.stake = Stake{50, "EUR"};
    changed.closed = true;
    changed.house_rules = Json::parse(R"({"volat_announcer":"either","trull_koepfe":"trull_and_koepfe"})");
    changed.players = {"X", "Y", "Z"};  // ignored: the players stay as created
    changed.first_dealer = 2;            // ignored
    db.update_evening(changed);

    Evening loaded = db.load_evening(id);
    CHECK(loaded.title == "Abschlussrunde");
    CHECK(loaded.date == "2026-11-20");
    CHECK(loaded.stake == Stake{50, "EUR"});
    CHECK(loaded.closed == true);
    CHECK(loaded.house_rules.dump() == R"({"volat_announcer":"either","trull_koepfe":"trull_and_koepfe"})");
    CHECK(loaded.players == std::vector<std::string>{"Anna", "Bernd", "Christl"});
    CHECK(loaded.first_dealer == 0);
    CHECK(loaded.hands.size() == 2);

    // Back to the default rule: hand 2 (index 1) would no longer score. Refused, nothing written.
    Evening strict = loaded;
    strict.title = "nicht gespeichert";
    strict.house_rules = Json::object();
    try {
        db.update_evening(strict);
        FAIL("the rules change must be refused");
    } catch (const InputError& err) {
        CHECK(err.field() == "hands[1].volat.announced");
    }
    // An unknown house rule is refused by the setup check.
    Evening unknown = loaded;
    unknown.house_rules = Json::parse(R"({"no_such_rule":"x"})");
    try {
        db.update_evening(unknown);
        FAIL("an unknown house rule must be refused");
    } catch (const InputError& err) {
        CHECK(err.field() == "house_rules.no_such_rule");
    }
    Evening after = db.load_evening(id);
    CHECK(after.title == "Abschlussrunde");
    CHECK(after.house_rules.dump() == R"({"volat_announcer":"either","trull_koepfe":"trull_and_koepfe"})");

    Evening missing = loaded;
    missing.id = id + 7;
    CHECK_THROWS_AS(db.update_evening(missing), DatabaseError);
}

TEST_CASE("list_evenings: newest first, with players and current hand counts") {
    TempDir tmp;
    Database db(tmp.db("tarock.sqlite"));
    CHECK(db.list_evenings().empty());

    Evening a = three_player_evening();
    a.title = "A";
    a.date = "2026-11-12";
    Evening b = three_player_evening();
    b.title = "B";
    b.date = "2026-11-19";
    b.players = {"Dora", "Emil", "Franz", "Gerti"};
    b.first_dealer = 3;
    Evening c = three_player_evening();
    c.title = "C";
    c.date = "2026-11-12";
    c.closed = true;
    const std::int64_t ia = db.create_evening(a);
    const std::int64_t ib = db.create_evening(b);
    const std::int64_t ic = db.create_evening(c);
    db.add_hand(ia, bernd_dreier());
    const std::int64_t gone = db.add_hand(ia, christl_solo());
    db.add_hand(ia, bernd_dreier());
    db.delete_hand(gone);

    const std::vector<EveningSummary> list = db.list_evenings();
    REQUIRE(list.size() == 3);
    CHECK(list[0].id == ib);
    CHECK(list[0].title == "B");
    CHECK(list[0].players == std::vector<std::string>{"Dora", "Emil", "Franz", "Gerti"});
    CHECK(list[0].hands == 0);
    CHECK(list[1].id == ic);  // same date as A, created later
    CHECK(list[1].closed == true);
    CHECK(list[2].id == ia);
    CHECK(list[2].date == "2026-11-12");
    CHECK(list[2].variant == "tapp");
    CHECK(list[2].players == std::vector<std::string>{"Anna", "Bernd", "Christl"});
    CHECK(list[2].hands == 2);
    CHECK(list[2].closed == false);
    CHECK(is_utc_timestamp(list[2].updated_at));
}

TEST_CASE("the connection runs in WAL mode with foreign keys and full sync" * doctest::test_suite("sqlite")) {
    TempDir tmp;
    Database db(tmp.file("tarock.sqlite"));
    CHECK(db.schema_version() == kSchemaVersion);
    CHECK(db.connection().execAndGet("PRAGMA journal_mode").getString() == "wal");
    CHECK(db.connection().execAndGet("PRAGMA foreign_keys").getInt() == 1);
    CHECK(db.connection().execAndGet("PRAGMA synchronous").getInt() == 2);  // FULL
    CHECK(db.path() == tmp.file("tarock.sqlite"));
    // A brand-new file needs no backup.
    CHECK_FALSE(std::filesystem::exists(tmp.file("tarock.sqlite.bak-v0")));
    // The foreign keys hold: no hand without its evening.
    CHECK_THROWS(db.connection().exec("INSERT INTO hand(evening_id, position) VALUES(99, 1)"));
    CHECK(db.connection().execAndGet("PRAGMA integrity_check").getString() == "ok");
}

TEST_CASE("a reopened database keeps everything") {
    TempDir tmp;
    const std::string path = tmp.db("tarock.sqlite");
    std::int64_t id = 0, h1 = 0;
    {
        Database db(path);
        id = db.create_evening(three_player_evening());
        h1 = db.add_hand(id, bernd_dreier());
        db.add_hand(id, christl_solo());
        db.delete_hand(h1);
    }
    Database db(path);
    CHECK(db.schema_version() == kSchemaVersion);
    const Evening e = db.load_evening(id);
    REQUIRE(e.hands.size() == 1);
    CHECK(e.hands[0].inputs == christl_solo());
    CHECK(actions(db.hand_history(h1)) == Actions{{1, "create"}, {2, "delete"}});
    // Reopening a current file makes no backup.
    CHECK_FALSE(std::filesystem::exists(path + ".bak-v2"));
}

TEST_CASE("default_path follows XDG_DATA_HOME, else HOME") {
    auto saved = [](const char* name) -> std::optional<std::string> {
        const char* v = std::getenv(name);
        return v ? std::optional<std::string>(v) : std::nullopt;
    };
    const std::optional<std::string> xdg = saved("XDG_DATA_HOME");
    const std::optional<std::string> home = saved("HOME");

    setenv("XDG_DATA_HOME", "/srv/data", 1);
    setenv("HOME", "/home/anna", 1);
    CHECK(Database::default_path() == "/srv/data/tarock-buchhalter/tarock.sqlite");
    setenv("XDG_DATA_HOME", "", 1);
    CHECK(Database::default_path() == "/home/anna/.local/share/tarock-buchhalter/tarock.sqlite");
    unsetenv("XDG_DATA_HOME");
    CHECK(Database::default_path() == "/home/anna/.local/share/tarock-buchhalter/tarock.sqlite");

    if (xdg) setenv("XDG_DATA_HOME", xdg->c_str(), 1);
    else unsetenv("XDG_DATA_HOME");
    if (home) setenv("HOME", home->c_str(), 1);
    else unsetenv("HOME");
}

TEST_CASE("hands are validated in their own place in the evening") {
    // Four at the table: the dealer rests as König and may not declare.
    TempDir tmp;
    Database db(tmp.db("tarock.sqlite"));
    Evening e = three_player_evening();
    e.players = {"Anna", "Bernd", "Christl", "Dora"};
    const std::int64_t id = db.create_evening(e);
    const Json anna = Json::parse(R"({"declarer":"Anna","game":"dreier","multiple":1,"points":40})");
    const Json christl = Json::parse(R"({"declarer":"Christl","game":"dreier","multiple":1,"points":40})");

    CHECK_THROWS_AS(db.add_hand(id, anna), InputError);  // hand 1 is dealt by Anna
    const std::int64_t h1 = db.add_hand(id, christl);
    const std::int64_t h2 = db.add_hand(id, anna);       // hand 2 is dealt by Bernd
    try {
        db.correct_hand(h1, anna);
        FAIL("Anna deals hand 1");
    } catch (const InputError& err) {
        CHECK(err.field() == "declarer");
    }
    db.correct_hand(h2, Json::parse(R"({"declarer":"Anna","game":"dreier","multiple":2,"points":40})"));

    // Without hand 1, hand 2 would stand first, dealt by Anna: restoring it there is refused.
    db.delete_hand(h2);
    db.delete_hand(h1);
    try {
        db.restore_hand(h2);
        FAIL("Anna would deal");
    } catch (const InputError& err) {
        CHECK(err.field() == "declarer");
    }
    CHECK(actions(db.hand_history(h2)) == Actions{{1, "create"}, {2, "correct"}, {3, "delete"}});
    db.restore_hand(h1);
    db.restore_hand(h2);
    const Evening loaded = db.load_evening(id);
    REQUIRE(loaded.hands.size() == 2);
    CHECK(loaded.hands[1].revision == 4);
    // Hand 1 (Anna rests, 'full' König): Christl +3, the others -1 each.
    // Hand 2 (Bernd rests): Anna +6, the others -2 each.
    CHECK(totals(loaded) == std::vector<std::int64_t>{5, -3, 1, -3});
}

TEST_CASE("update_evening is not blocked by a hand that already failed before") {
    TempDir tmp;
    Database db(tmp.db("tarock.sqlite"));
    const std::int64_t id = db.create_evening(three_player_evening());
    db.add_hand(id, bernd_dreier());
    // A hand that no longer validates (as after a rules fix in a program update), written
    // behind the library's back.
    sql::Engine& engine = db.engine();
    engine.execute("INSERT INTO hand(id, evening_id, position) VALUES(50, ?, 2)", {id});
    engine.execute("INSERT INTO hand_revision(hand_id, revision, action, inputs, created_at) "
                   "VALUES(50, 1, 'create', ?, '2026-11-19T20:00:00Z')",
                   {bad_multiple().dump()});
    REQUIRE(recompute(db.load_evening(id)).errors == 1);

    Evening changed = db.load_evening(id);
    changed.title = "umbenannt";
    db.update_evening(changed);
    const Evening loaded = db.load_evening(id);
    CHECK(loaded.title == "umbenannt");
    const EveningResult r = recompute(loaded);
    CHECK(r.errors == 1);
    REQUIRE(r.rows.size() == 2);
    REQUIRE(r.rows[1].error.has_value());
    CHECK(r.rows[1].error->field() == "multiple");
}

TEST_CASE("a closed evening refuses changes to its hands until it is reopened, Touren are stored") {
    TempDir tmp;
    Database db(tmp.db("tarock.sqlite"));
    Evening e = three_player_evening();
    e.hands.push_back(HandRecord{0, 1, bernd_dreier()});
    e.touren = Touren{1, 3};
    const std::int64_t id = db.create_evening(e);
    Evening stored = db.load_evening(id);
    CHECK(stored.touren == Touren{1, 3});
    const std::int64_t h1 = stored.hands.at(0).id;
    stored.closed = true;
    db.update_evening(stored);
    const auto revisions = count(db, "SELECT COUNT(*) FROM hand_revision");
    CHECK_THROWS_AS(db.add_hand(id, christl_solo()), DatabaseError);
    CHECK_THROWS_AS(db.correct_hand(h1, christl_solo()), DatabaseError);
    CHECK_THROWS_AS(db.delete_hand(h1), DatabaseError);
    CHECK(count(db, "SELECT COUNT(*) FROM hand_revision") == revisions);
    stored.closed = false;
    db.update_evening(stored);
    CHECK(db.add_hand(id, christl_solo()) > 0);
    CHECK(db.load_evening(id).hands.size() == 2);
}

TEST_CASE("deleted_hands gives the last revision of every deleted hand, as the evening's history says") {
    test::TempDir dir;
    Database db(dir.db("deleted.sqlite"));
    const std::int64_t id = db.create_evening(test::three_player_evening());
    const std::int64_t a = db.add_hand(id, test::bernd_dreier());
    const std::int64_t b = db.add_hand(id, test::christl_solo());
    const std::int64_t c = db.add_hand(id, test::bernd_dreier());
    CHECK(db.deleted_hands(id).empty());
    db.delete_hand(c, "weg");
    db.delete_hand(a);
    db.correct_hand(b, test::bernd_dreier());
    db.restore_hand(a);
    db.delete_hand(a, "wieder weg");
    // What the window found before by reading every revision: the last one of each hand, if a "delete".
    std::map<std::int64_t, HandRevision> last;
    for (HandRevision& r : db.evening_history(id)) last[r.hand_id] = std::move(r);
    std::vector<HandRevision> expected;
    for (auto& [hand, r] : last)
        if (r.action == "delete") expected.push_back(r);
    const std::vector<HandRevision> got = db.deleted_hands(id);
    REQUIRE(got.size() == 2);
    REQUIRE(got.size() == expected.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
        CHECK(got[i].hand_id == expected[i].hand_id);
        CHECK(got[i].revision == expected[i].revision);
        CHECK(got[i].action == "delete");
        CHECK(got[i].note == expected[i].note);
        CHECK(got[i].inputs == expected[i].inputs);
        CHECK(got[i].position == expected[i].position);
    }
    CHECK(got[0].hand_id == a);
    CHECK(got[0].note == "wieder weg");
    CHECK(got[1].hand_id == c);
    CHECK_THROWS_AS(db.deleted_hands(id + 99), DatabaseError);
}
