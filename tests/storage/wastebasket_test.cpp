// Schema 4: any revision of a hand brought back, the wastebasket for evenings, purging (the only
// physical deletion), the circle's presets and the remembered settings.
#include <doctest/doctest.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include "storage_helpers.hpp"

using namespace tarock;
using namespace tarock::test;


TEST_CASE("restore_revision: an earlier revision comes back as a new one, the history keeps all") {
    TempDir tmp;
    Database db(tmp.db("t.sqlite"));
    const auto id = db.create_evening(three_player_evening());
    const auto hand = db.add_hand(id, bernd_dreier());
    db.correct_hand(hand, christl_solo(), "falsch gehört");
    CHECK(totals(db.load_evening(id)) == std::vector<std::int64_t>{8, 8, -16});
    db.restore_revision(hand, 1, "doch der Dreier");
    CHECK(totals(db.load_evening(id)) == std::vector<std::int64_t>{-1, 2, -1});
    const auto h = db.hand_history(hand);
    REQUIRE(h.size() == 3);
    CHECK(h[2].action == "restore");
    CHECK(h[2].revision == 3);
    CHECK(h[2].note == "doch der Dreier");
    CHECK(h[2].inputs == bernd_dreier());

    // A deleted hand comes back with the inputs of the revision chosen.
    db.delete_hand(hand);
    CHECK(db.load_evening(id).hands.empty());
    db.restore_revision(hand, 2);
    CHECK(totals(db.load_evening(id)) == std::vector<std::int64_t>{8, 8, -16});
    CHECK(db.hand_history(hand).size() == 5);

    // A deletion is not a revision to restore; a revision that does not exist is named.
    CHECK_THROWS_WITH_AS(db.restore_revision(hand, 4), "a deletion is not a revision that can be restored", DatabaseError);
    CHECK_THROWS_WITH_AS(db.restore_revision(hand, 9), "hand 1 has no revision 9", DatabaseError);
}

TEST_CASE("restore_revision: inputs the evening no longer accepts are refused and nothing is written") {
    TempDir tmp;
    Database db(tmp.db("t.sqlite"));
    Evening e = three_player_evening();
    const auto id = db.create_evening(e);
    const auto hand = db.add_hand(id, bernd_dreier());
    db.correct_hand(hand, christl_solo());
    // Closing the evening refuses every change of its hands.
    Evening closed = db.load_evening(id);
    closed.closed = true;
    db.update_evening(closed);
    CHECK_THROWS_AS(db.restore_revision(hand, 1), DatabaseError);
    CHECK(db.hand_history(hand).size() == 2);
}

TEST_CASE("wastebasket: a deleted evening leaves the list, comes back, and only from there is purged") {
    TempDir tmp;
    Database db(tmp.db("t.sqlite"));
    const auto keep = db.create_evening(three_player_evening());
    const auto id = db.create_evening(three_player_evening());
    const auto hand = db.add_hand(id, bernd_dreier());
    db.correct_hand(hand, christl_solo());

    CHECK_THROWS_WITH_AS(db.purge_evening(id), "only an evening in the wastebasket can be purged", DatabaseError);
    db.delete_evening(id);
    CHECK(db.list_evenings().size() == 1);
    CHECK(db.list_evenings().at(0).id == keep);
    REQUIRE(db.list_deleted_evenings().size() == 1);
    CHECK(db.list_deleted_evenings().at(0).hands == 1);
    CHECK_THROWS_AS(db.delete_evening(id), DatabaseError);

    db.restore_evening(id);
    CHECK(db.list_evenings().size() == 2);
    CHECK(totals(db.load_evening(id)) == std::vector<std::int64_t>{8, 8, -16});

    db.delete_evening(id);
    db.purge_evening(id);
    CHECK(db.list_deleted_evenings().empty());
    CHECK_THROWS_AS(db.load_evening(id), DatabaseError);
    CHECK(count(db, "SELECT COUNT(*) FROM hand_revision") == 0);
    CHECK(count(db, "SELECT COUNT(*) FROM player WHERE evening_id = " + std::to_string(id)) == 0);
    CHECK(count(db, "SELECT COUNT(*) FROM player WHERE evening_id = " + std::to_string(keep)) == 3);
    CHECK(integrity(db) == "ok");
}

TEST_CASE("purge_hand: only a deleted hand is removed for good, with every revision") {
    TempDir tmp;
    Database db(tmp.db("t.sqlite"));
    const auto id = db.create_evening(three_player_evening());
    const auto first = db.add_hand(id, bernd_dreier());
    const auto second = db.add_hand(id, christl_solo());
    CHECK_THROWS_WITH_AS(db.purge_hand(second), "only a deleted hand can be purged", DatabaseError);
    db.delete_hand(second, "doppelt");
    db.purge_hand(second);
    CHECK_THROWS_AS(db.hand_history(second), DatabaseError);
    CHECK(db.evening_history(id).size() == 1);
    CHECK(db.hand_history(first).size() == 1);
    CHECK(totals(db.load_evening(id)) == std::vector<std::int64_t>{-1, 2, -1});
}

TEST_CASE("presets: the circle's own presets are stored, replaced by name, listed and removed") {
    TempDir tmp;
    Database db(tmp.db("t.sqlite"));
    Preset p{"Donnerstagsrunde", "tapp", Json::parse(R"({"stamm":"on"})"), Text{"mit Jude", "mit Jude"}, false};
    db.save_preset(p);
    p.house_rules = Json::parse(R"({"stamm":"on","koenig":"game_only"})");
    db.save_preset(p);
    const auto all = db.list_presets();
    REQUIRE(all.size() == 1);
    CHECK(all[0].name == "Donnerstagsrunde");
    CHECK(all[0].variant == "tapp");
    CHECK(all[0].house_rules == p.house_rules);
    CHECK(all[0].description.de == "mit Jude");
    CHECK_FALSE(all[0].builtin);

    Preset bad{"Falsch", "tapp", Json::parse(R"({"stamm":"vielleicht"})"), {}, false};
    CHECK_THROWS_AS(db.save_preset(bad), InputError);
    CHECK(db.list_presets().size() == 1);

    db.delete_preset("tapp", "Donnerstagsrunde");
    CHECK(db.list_presets().empty());
    CHECK_THROWS_AS(db.delete_preset("tapp", "Donnerstagsrunde"), DatabaseError);
}

TEST_CASE("settings: a remembered value is read back and replaced, a missing one is empty") {
    TempDir tmp;
    const std::string path = tmp.db("t.sqlite");
    {
        Database db(path);
        CHECK_FALSE(db.setting("last_players").has_value());
        db.set_setting("last_players", R"(["Anna","Bernd"])");
        db.set_setting("last_players", R"(["Anna","Bernd","Christl"])");
    }
    Database db(path);
    CHECK(db.setting("last_players") == std::optional<std::string>(R"(["Anna","Bernd","Christl"])"));
}
