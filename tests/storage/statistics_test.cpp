// The statistics figures the database keeps of each evening (Database::evening_statistics, schema
// 7) against a full recompute from the stored inputs: after a hand is added, corrected, deleted
// (undo), restored and purged, after a change of the house rules or the stake, with another
// program's fingerprint, and when the kept row is damaged or was written by hand.

#include <algorithm>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "session/session_file.hpp"
#include "storage_helpers.hpp"

using namespace tarock;

namespace {

/// The first evening of example file `name` of data/evenings.
Evening example(const std::string& name) { return read_session_file(std::string(TAROCK_SOURCE_DIR) + "/data/evenings/" + name).at(0); }

/// The evenings in use as evening_statistics() lists them, recomputed from their stored inputs.
std::vector<EveningFigures> recomputed(Database& db) {
    std::vector<EveningSummary> list = db.list_evenings();
    std::reverse(list.begin(), list.end());  // oldest first
    std::vector<EveningFigures> out;
    for (const EveningSummary& s : list) out.push_back(evening_figures(db.load_evening(s.id)));
    return out;
}

/// The figures of evening_statistics(program), after checking that each equals the evening
/// recomputed and that the database now keeps a row with that key for each.
std::vector<EveningFigures> check_kept(Database& db, const std::string& when, const std::string& program = scoring_fingerprint()) {
    CAPTURE(when);
    const std::vector<EveningStatistics> kept = db.evening_statistics(program);
    std::vector<EveningFigures> figures;
    for (const EveningStatistics& e : kept) figures.push_back(e.figures);
    const std::vector<EveningFigures> fresh = recomputed(db);
    REQUIRE(figures.size() == fresh.size());
    for (std::size_t k = 0; k < fresh.size(); ++k) {
        CAPTURE(k);
        CHECK(figures[k] == fresh[k]);
    }
    // The second call reads what the first one kept and gives the same.
    std::vector<EveningFigures> again;
    for (const EveningStatistics& e : db.evening_statistics(program)) again.push_back(e.figures);
    CHECK(again == figures);
    CHECK(test::count(db, "SELECT COUNT(*) FROM evening_statistics s JOIN evening e ON e.id = s.evening_id "
                          "WHERE e.deleted_at IS NULL AND s.evening_version = e.version") == static_cast<std::int64_t>(fresh.size()));
    return figures;
}

/// Writes made-up figures (one hand more for every seat) into the kept row of evening `id`, as if
/// edited by hand: while its key stands, evening_statistics() gives them; any change of the key
/// must replace them.
void tamper(Database& db, std::int64_t id) {
    const std::optional<sql::Row> row = db.engine().first("SELECT figures FROM evening_statistics WHERE evening_id = ?", {id});
    REQUIRE(row.has_value());
    Json j = Json::parse(row->text(0));
    for (Json& seat : j.at("seats")) seat["hands"] = seat.at("hands").get<int>() + 1;
    db.engine().execute("UPDATE evening_statistics SET figures = ? WHERE evening_id = ?", {j.dump(), id});
}

/// The kept figures of evening `id` as evening_statistics(program) gives them.
EveningFigures kept_of(Database& db, std::int64_t id, const std::string& program = scoring_fingerprint()) {
    for (EveningStatistics& e : db.evening_statistics(program))
        if (e.id == id) return e.figures;
    FAIL("evening " << id << " is not listed");
    return {};
}

}  // namespace

TEST_CASE("statistics: the kept figures equal a full recompute after every change to an evening") {
    test::TempDir dir;
    Database db(dir.db("statistics.sqlite"));
    CHECK(db.evening_statistics().empty());

    Evening tapp = example("tapp-abend.json");
    Evening tirol = example("koenigrufen-modern-tirol-abend.json");
    Evening block = example("block-hut-abend.json");
    const std::vector<HandRecord> tapp_hands = tapp.hands;
    tapp.hands.resize(tapp_hands.size() / 2);
    tapp.date = "2026-01-02";
    tirol.date = "2026-01-01";
    block.date = "2026-01-03";
    const std::int64_t t = db.create_evening(tapp), k = db.create_evening(tirol), b = db.create_evening(block);
    const std::vector<EveningFigures> first = check_kept(db, "after storing three evenings");
    REQUIRE(first.size() == 3);
    for (const EveningFigures& f : first) CHECK(f.scored);
    // Oldest first, with what the Auswertung shows of each.
    const std::vector<EveningStatistics> listed = db.evening_statistics();
    CHECK(listed[0].id == k);
    CHECK(listed[1].id == t);
    CHECK(listed[2].id == b);
    CHECK(listed[1].title == tapp.title);
    CHECK(listed[1].date == "2026-01-02");
    CHECK(listed[1].currency == tapp.stake.currency);
    // The same counting as from the evenings themselves.
    const std::vector<PlayerStats> by_figures = player_statistics(first);
    const std::vector<PlayerStats> by_evenings = player_statistics(std::vector<Evening>{db.load_evening(k), db.load_evening(t), db.load_evening(b)});
    REQUIRE(by_figures.size() == by_evenings.size());
    for (std::size_t i = 0; i < by_figures.size(); ++i) {
        CHECK(by_figures[i].name == by_evenings[i].name);
        CHECK(by_figures[i].hands == by_evenings[i].hands);
        CHECK(by_figures[i].by_game == by_evenings[i].by_game);
        CHECK(by_figures[i].cents_by_evening == by_evenings[i].cents_by_evening);
    }

    // While the key stands, the kept row is what is read (so it is not recomputed on every call).
    tamper(db, t);
    CHECK(kept_of(db, t) != first[1]);

    // A hand added.
    std::vector<std::int64_t> added;
    for (std::size_t i = tapp.hands.size(); i < tapp_hands.size(); ++i) added.push_back(db.add_hand(t, tapp_hands[i].inputs));
    check_kept(db, "after adding hands");
    // A correction of a past hand (another stored hand's inputs that the place accepts).
    const Evening stored = db.load_evening(t);
    tamper(db, t);
    bool corrected = false;
    for (const HandRecord& h : tapp_hands) {
        if (h.inputs == stored.hands[1].inputs) continue;
        try {
            db.correct_hand(stored.hands[1].id, h.inputs, "Korrektur");
            corrected = true;
            break;
        } catch (const InputError&) {
        }
    }
    REQUIRE(corrected);
    check_kept(db, "after a correction");
    // Undo (the last hand deleted), redo (restored), a revision brought back.
    tamper(db, t);
    db.delete_hand(added.back(), "Rückgängig");
    check_kept(db, "after deleting the last hand");
    tamper(db, t);
    db.restore_hand(added.back());
    check_kept(db, "after restoring it");
    tamper(db, t);
    db.restore_revision(stored.hands[1].id, 1);
    check_kept(db, "after bringing back a hand's first revision");
    // A deleted hand purged, then as many hands added as were there: the evening's version still
    // tells the figures apart.
    db.delete_hand(added.back());
    check_kept(db, "after deleting the last hand again");
    tamper(db, t);
    db.purge_hand(added.back());
    check_kept(db, "after purging it");
    tamper(db, t);
    db.add_hand(t, tapp_hands.back().inputs);
    check_kept(db, "after adding a hand in its place");

    // The house rules and the stake of an evening changed.
    Evening setup = db.load_evening(t);
    tamper(db, t);
    setup.house_rules = Json::parse(R"({"volat_announcer":"either"})");
    db.update_evening(setup);
    check_kept(db, "after a change of the house rules");
    tamper(db, t);
    setup.stake.cents_per_unit *= 2;
    db.update_evening(setup);
    const std::vector<EveningFigures> doubled = check_kept(db, "after doubling the stake");

    // Another program (its scoring may differ): every row is recomputed and kept with its key.
    tamper(db, k);
    tamper(db, b);
    check_kept(db, "with another program's fingerprint", "another-build");
    tamper(db, k);
    check_kept(db, "back with this program's fingerprint");
    CHECK(kept_of(db, k, "another-build") == doubled[0]);

    // Damaged kept text is recomputed, not an error.
    db.engine().execute("UPDATE evening_statistics SET figures = ? WHERE evening_id = ?", {"{kaputt", b});
    check_kept(db, "after the kept text was damaged");

    // The wastebasket: the evening leaves the statistics; purged, its row goes with it.
    db.delete_evening(b);
    CHECK(check_kept(db, "after putting an evening in the wastebasket").size() == 2);
    db.purge_evening(b);
    CHECK(test::count(db, "SELECT COUNT(*) FROM evening_statistics WHERE evening_id = " + std::to_string(b)) == 0);
    CHECK(check_kept(db, "after purging it").size() == 2);
}

TEST_CASE("statistics: an evening's kept figures are its hands, its games declared and won, and its points at the stake in cents") {
    test::TempDir dir;
    Database db(dir.db("statistics.sqlite"));
    Evening e = test::three_player_evening();
    e.hands.push_back(HandRecord{0, 0, test::bernd_dreier()});
    e.hands.push_back(HandRecord{0, 0, test::christl_solo()});
    const std::int64_t id = db.create_evening(e);
    db.add_hand(id, test::bernd_dreier());
    // Bernd +2 +8 +2 = 12, Anna -1 +8 -1 = 6, Christl -1 -16 -1 = -18 points at 10 cents.
    const EveningFigures f = kept_of(db, id);
    REQUIRE(f.seats.size() == 3);
    CHECK(f.seats[0].name == "Anna");
    CHECK(f.seats[0].cents == 60);
    CHECK(f.seats[1].cents == 120);
    CHECK(f.seats[2].cents == -180);
    CHECK(f.seats[1].hands == 3);
    CHECK(f.seats[1].declared == 2);
    CHECK(f.seats[1].won == 2);
    CHECK(f.seats[1].by_game.at("dreier") == std::pair<int, int>{2, 2});
    CHECK(f.seats[2].by_game.at("solo") == std::pair<int, int>{1, 0});
    check_kept(db, "after three hands");
}

TEST_CASE("statistics: the evening list counts the hands as the players count them, the Block evening's Hut line and chip count not among them (issue 14, item 8)") {
    test::TempDir dir;
    Database db(dir.db("statistics.sqlite"));
    const Evening block = example("block-hut-abend.json");
    REQUIRE(block.hands.size() == 39);  // 37 hands, the chip count and the Hut line
    const std::int64_t b = db.create_evening(block);
    std::vector<EveningSummary> list = db.list_evenings();
    REQUIRE(list.size() == 1);
    CHECK(list[0].hands == 37);  // as the window's header of the evening says: 37 Hände
    CHECK(list[0].hands == hands_played(recompute(block)));

    // Figures kept by a program before the list counted with them (no "hands"): recomputed and kept again.
    const auto kept_text = [&] { return db.engine().first("SELECT figures FROM evening_statistics WHERE evening_id = ?", {b})->text(0); };
    Json j = Json::parse(kept_text());
    CHECK(j.at("hands") == 37);
    j.erase("hands");
    db.engine().execute("UPDATE evening_statistics SET figures = ? WHERE evening_id = ?", {j.dump(), b});
    CHECK(db.list_evenings().at(0).hands == 37);
    CHECK(Json::parse(kept_text()).at("hands") == 37);
    // The list reads only the count, written first; a count elsewhere in the text is read too, a
    // count that is no count is recomputed.
    CHECK(kept_text().rfind(R"({"hands":37,)", 0) == 0);
    Json moved = Json::parse(kept_text());
    moved.erase("hands");
    moved["hands"] = 36;  // made up: while the key stands, the kept count is what is read
    db.engine().execute("UPDATE evening_statistics SET figures = ? WHERE evening_id = ?", {moved.dump(), b});
    CHECK(db.list_evenings().at(0).hands == 36);
    moved["hands"] = "37";
    db.engine().execute("UPDATE evening_statistics SET figures = ? WHERE evening_id = ?", {moved.dump(), b});
    CHECK(db.list_evenings().at(0).hands == 37);
    CHECK(Json::parse(kept_text()).at("hands") == 37);

    // A hand added counts at once; in the wastebasket the evening keeps its count.
    Evening tapp = example("tapp-abend.json");
    const int tapp_hands = hands_played(recompute(tapp));
    const Json last = tapp.hands.back().inputs;
    tapp.hands.pop_back();
    const std::int64_t t = db.create_evening(tapp);
    CHECK(db.list_evenings().at(0).hands + db.list_evenings().at(1).hands == tapp_hands - 1 + 37);
    const std::int64_t added = db.add_hand(t, last);
    for (const EveningSummary& s : db.list_evenings()) CHECK(s.hands == (s.id == t ? tapp_hands : 37));
    db.delete_hand(added, "Rückgängig");
    db.delete_evening(b);
    list = db.list_deleted_evenings();
    REQUIRE(list.size() == 1);
    CHECK(list[0].hands == 37);
    CHECK(db.list_evenings().at(0).hands == tapp_hands - 1);
}

TEST_CASE("statistics: the evening list gives every example evening the hands its scoresheet numbers") {
    test::TempDir dir;
    Database db(dir.db("statistics.sqlite"));
    std::map<std::int64_t, int> played;
    for (const auto& f : std::filesystem::directory_iterator(std::string(TAROCK_SOURCE_DIR) + "/data/evenings"))
        for (const Evening& e : read_session_file(f.path().string())) played[db.create_evening(e)] = hands_played(recompute(e));
    const std::vector<EveningSummary> list = db.list_evenings();
    REQUIRE(list.size() == played.size());
    for (const EveningSummary& s : list) {
        CAPTURE(s.title);
        CHECK(s.hands == played.at(s.id));
    }
}
