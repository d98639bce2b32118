// Two instances on one database: two processes saving into the same evening at once both work
// and lose nothing; a lock held longer than the busy timeout gives a clear "in use" message and
// writes nothing; two windows open on the same evening keep every save and every correction.
#include <doctest/doctest.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <set>
#include <sstream>

#include "reliability_helpers.hpp"
#include "storage/database.hpp"
#ifdef TAROCK_HAVE_APP
#include "app/actions.hpp"
#endif

using namespace tarock;
using namespace tarock::rel;

namespace {

/// The hand ids one writer process reported.
std::vector<std::int64_t> acknowledged(Child& writer, std::string& failure) {
    std::vector<std::int64_t> ids;
    std::string line;
    while (writer.read_line(line)) {
        std::istringstream in(line);
        char tag = 0;
        in >> tag;
        if (tag == 'H') {
            std::size_t k = 0;
            std::int64_t id = 0;
            in >> k >> id;
            ids.push_back(id);
        } else if (tag != 'D') {
            failure = line;
        }
    }
    return ids;
}

}  // namespace

TEST_CASE("concurrency: two processes saving into one evening at once lose no hand") {
    TempDir dir;
    const std::string path = dir.db("shared.sqlite");
    std::int64_t id = 0;
    {
        Database db(path);
        id = db.create_evening(three_players("Zwei Fenster"));
    }
    const long each = 150;
    Child a({CRASH_WRITER, "append", path, std::to_string(id), std::to_string(each)});
    Child b({CRASH_WRITER, "append", path, std::to_string(id), std::to_string(each)});
    std::string fail_a, fail_b;
    const auto ids_a = acknowledged(a, fail_a);
    const auto ids_b = acknowledged(b, fail_b);
    CHECK(WIFEXITED(a.wait()));
    CHECK(WIFEXITED(b.wait()));
    CHECK(fail_a.empty());
    CHECK(fail_b.empty());
    CHECK(ids_a.size() == static_cast<std::size_t>(each));
    CHECK(ids_b.size() == static_cast<std::size_t>(each));

    Database db(path);
    const Evening e = db.load_evening(id);
    REQUIRE(e.hands.size() == static_cast<std::size_t>(2 * each));
    std::set<std::int64_t> stored;
    for (const HandRecord& h : e.hands) stored.insert(h.id);
    std::set<std::int64_t> reported(ids_a.begin(), ids_a.end());
    reported.insert(ids_b.begin(), ids_b.end());
    CHECK(stored == reported);
    // Positions are unique and in the order of saving: ids grow with the position.
    const auto counts = db.engine().first("SELECT COUNT(DISTINCT position), COUNT(*) FROM hand WHERE evening_id = ?", {id});
    REQUIRE(counts);
    CHECK(counts->integer(0) == 2 * each);
    CHECK(counts->integer(1) == 2 * each);
    for (std::size_t i = 1; i < e.hands.size(); ++i) CHECK(e.hands[i - 1].id < e.hands[i].id);
    CHECK(recompute(e).errors == 0);
}

TEST_CASE("concurrency: a database held by another program is reported as in use and nothing is written" * doctest::test_suite("sqlite")) {
    TempDir dir;
    const std::string path = dir.file("held.sqlite");
    Database db(path);
    const std::int64_t id = db.create_evening(three_players("Zwei Fenster"));
    const Json hand = {{"declarer", "Bernd"}, {"game", "dreier"}, {"multiple", 1}, {"points", 40}};
    db.add_hand(id, hand);
    {
        // Another program (here a plain connection) holds the write lock past the busy timeout.
        SQLite::Database other(path, SQLite::OPEN_READWRITE);
        other.exec("BEGIN IMMEDIATE");
        other.exec("UPDATE evening SET title = 'von woanders' WHERE id = " + std::to_string(id));
        bool refused = false;
        try {
            db.add_hand(id, hand);
        } catch (const DatabaseError& err) {
            refused = true;
            CHECK(std::string(err.what()).find("is locked by another program") != std::string::npos);
            CHECK(err.german().find("von einem anderen Programm gesperrt") != std::string::npos);
        }
        CHECK(refused);
        // Reading still works while the other program writes (WAL).
        CHECK(db.load_evening(id).hands.size() == 1);
        other.exec("ROLLBACK");
    }
    CHECK(db.load_evening(id).hands.size() == 1);
    db.add_hand(id, hand);
    CHECK(db.load_evening(id).hands.size() == 2);
}

#ifdef TAROCK_HAVE_APP
TEST_CASE("concurrency: two windows on one evening keep every save and every correction") {
    TempDir dir;
    const std::string path = dir.db("two-windows.sqlite");
    app::AppState one, two;
    REQUIRE(app::open_database(one, path));
    const std::int64_t id = one.db->create_evening(three_players("Zwei Fenster"));
    REQUIRE(app::open_database(two, path));
    REQUIRE(app::open_evening(one, id));
    REQUIRE(app::open_evening(two, id));

    // Both windows save a hand; the second window has not seen the first one's.
    const Json bernd = {{"declarer", "Bernd"}, {"game", "dreier"}, {"multiple", 1}, {"points", 40}};
    const Json christl = {{"declarer", "Christl"}, {"game", "solo"}, {"points", 30}};
    std::string error;
    REQUIRE(app::save_record(one, bernd, error));
    REQUIRE(app::save_record(two, christl, error));
    CHECK(two.evening->hands.size() == 2);  // the reload after saving shows both
    app::reload_evening(one);
    REQUIRE(one.evening->hands.size() == 2);
    // Each with the dealer of its place, also the one saved by the window that had not seen the
    // other hand yet: Anna deals the first hand, Bernd the second.
    Json bernd_dealt = bernd, christl_dealt = christl;
    bernd_dealt["dealer"] = "Anna";
    christl_dealt["dealer"] = "Bernd";
    CHECK(one.evening->hands[0].inputs == bernd_dealt);
    CHECK(one.evening->hands[1].inputs == christl_dealt);

    // Both correct the first hand: the later correction is current, the earlier one stays in
    // the hand's history (nothing entered is lost).
    const std::int64_t first = one.evening->hands[0].id;
    const Json bernd_41 = {{"declarer", "Bernd"}, {"game", "dreier"}, {"multiple", 1}, {"points", 41}};
    const Json bernd_lost = {{"declarer", "Bernd"}, {"game", "dreier"}, {"multiple", 1}, {"points", 30}};
    one.db->correct_hand(first, bernd_41, "Fenster 1");
    two.db->correct_hand(first, bernd_lost, "Fenster 2");
    const auto history = one.db->hand_history(first);
    REQUIRE(history.size() == 3);
    CHECK(history[1].inputs == bernd_41);
    CHECK(history[1].note == "Fenster 1");
    CHECK(history[2].inputs == bernd_lost);
    CHECK(history[2].note == "Fenster 2");
    app::reload_evening(one);
    CHECK(one.evening->hands[0].inputs == bernd_lost);
}
#endif
