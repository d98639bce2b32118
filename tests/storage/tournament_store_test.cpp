// Schema 5: the roster, cups, tournaments, their draws and every revision of every table's sheet
// (storage/database.hpp, docs/tournament.md).
#include <doctest/doctest.h>

#include "storage_helpers.hpp"
#include "tournament/tournament.hpp"

using namespace tarock;
using namespace tarock::test;

TEST_CASE("a tournament is kept: roster, cup, draws and sheet revisions, rows only added") {
    TempDir tmp;
    const std::string path = tmp.db("tarock.sqlite");
    std::int64_t tid = 0;
    tournament::Tournament before;
    {
        Database db(path);
        std::vector<tournament::PlayerId> ids;
        for (const char* name : {"Anna", "Bernd", "Christl", "Dieter", "Eva", "Franz", "Gerti", "Hans"})
            ids.push_back(db.add_player({0, name, "Innsbruck", ""}));
        CHECK_THROWS_AS(db.add_player({0, "Anna", "Innsbruck", ""}), InputError);
        CHECK_NOTHROW(db.add_player({0, "Anna", "Hall", "T-3"}));  // another Anna, another club
        CHECK(db.list_roster().size() == 9);

        tournament::Cup cup = tirol_cup();
        cup.id = db.save_cup(cup);
        CHECK(db.load_cup(cup.id).points.table == cup.points.table);
        CHECK(db.list_cups().size() == 1);

        tournament::Tournament t;
        t.cup_id = cup.id;
        t.title = "1. Turnier";
        t.date = "2026-11-28";
        t.seed = 0xFEDCBA9876543210ULL;  // above 2^63: kept bit for bit
        tid = db.create_tournament(t);
        t = db.load_tournament(tid);
        CHECK(t.seed == 0xFEDCBA9876543210ULL);
        const tournament::Round& r1 = tournament::draw_next(t, cup, ids);
        db.add_round(tid, 1, r1);
        CHECK_THROWS_AS(db.add_round(tid, 1, r1), DatabaseError);  // a drawn round is never drawn again
        using tournament::typed_sheet;
        const auto pts = [](int n) { return Thirds::whole(n); };
        db.add_tournament_sheet(tid, typed_sheet(t, 1, 1, {pts(5), pts(-5), pts(0), pts(0)}, false));
        db.add_tournament_sheet(tid, typed_sheet(t, 1, 2, {pts(1), pts(1), pts(-1), pts(-1)}, true));
        db.add_tournament_sheet(tid, typed_sheet(t, 1, 1, {pts(6), pts(-6), pts(0), pts(0)}, false, "falsch addiert"));
        before = db.load_tournament(tid);
        CHECK(count(db, "SELECT COUNT(*) FROM tournament_sheet") == 3);
    }
    Database again(path);
    const tournament::Tournament t = again.load_tournament(tid);
    CHECK(t.rounds.size() == 1);
    CHECK(t.rounds[0].tables == before.rounds[0].tables);
    REQUIRE(t.sheets.size() == 3);
    CHECK(tournament::current_sheet(t, 1, 1)->revision == 2);
    CHECK(tournament::current_sheet(t, 1, 1)->note == "falsch addiert");
    CHECK(tournament::current_sheet(t, 1, 1)->schrift[0] == Thirds::whole(6));
    CHECK(t.sheets[0].schrift[0] == Thirds::whole(5));
    CHECK(tournament::current_sheet(t, 1, 2)->stopped_early);
    CHECK(again.list_tournaments(t.cup_id) == std::vector<std::int64_t>{tid});
    CHECK_THROWS_AS(again.load_tournament(tid + 1), DatabaseError);
}

TEST_CASE("a roster file is added whole: players already on the roster are skipped, and a second cup of the same name is refused") {
    TempDir tmp;
    Database db(tmp.db("tarock.sqlite"));
    db.add_player({0, "Anna", "Innsbruck", "T-1"});
    const std::vector<tournament::Player> file =
        tournament::roster_from_text("Name;Verein;Nummer\nBernd;Hall;T-2\n  Anna ;Innsbruck;T-1\nChristl;Hall;\nBernd;Hall;T-2\n");
    const RosterImport done = db.import_roster(file);
    CHECK(done.added == 2);  // Bernd, Christl
    CHECK(done.known == 2);  // Anna (already there), Bernd (twice in the file)
    CHECK(db.list_roster().size() == 3);
    const RosterImport again = db.import_roster(file);
    CHECK(again.added == 0);
    CHECK(again.known == 4);

    // A player without a name refuses the whole file: nothing of it is added.
    std::vector<tournament::Player> broken = {{0, "Dieter", "Hall", ""}, {0, "  ", "Hall", ""}};
    CHECK_THROWS_AS(db.import_roster(broken), InputError);
    CHECK(db.list_roster().size() == 3);

    tournament::Cup cup;
    cup.name = "Haller Cup";
    cup.preset = "Tiroler Tarockcup 2020";
    cup.points.table = {25, 20, 16};
    cup.id = db.save_cup(cup);
    tournament::Cup twin = cup;
    twin.id = 0;
    try {
        db.save_cup(twin);
        FAIL("a second cup of the same name was stored");
    } catch (const InputError& e) {
        CHECK(e.field() == "name");
    }
    CHECK(db.list_cups().size() == 1);
    cup.rounds = 4;
    CHECK(db.save_cup(cup) == cup.id);  // changing the cup itself keeps its name
}
