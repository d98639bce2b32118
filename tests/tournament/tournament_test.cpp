// A tournament (tournament/tournament.hpp): sheets typed or read from an evening, revisions, the
// ranking with each cup's tie-break (koenigrufen_modern §7.3), cup points, the season.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "session/examples.hpp"
#include "tournament/tournament.hpp"

using namespace tarock;
using namespace tarock::tournament;

namespace {

Thirds pts(int n) { return Thirds::whole(n); }

std::vector<Thirds> row(std::initializer_list<int> v) {
    std::vector<Thirds> out;
    for (int x : v) out.push_back(pts(x));
    return out;
}

const std::vector<Player> kRoster = {{1, "Anna", "Innsbruck", ""}, {2, "Bernd", "Hall", "T-17"}, {3, "Christl", "", ""},
                                     {4, "Dieter", "", ""},        {5, "Eva", "", ""},             {6, "Franz", "", ""},
                                     {7, "Gerti", "", ""},         {8, "Hans", "", ""}};

Cup tirol_cup(TieBreak t = TieBreak::Tirol) {
    Cup c;
    c.id = 1;
    c.name = "Tiroler Tarockcup 2026";
    c.preset = "Tiroler Tarockcup 2020";
    c.rounds = 2;
    c.tie_break = t;
    c.points.table = {25, 20, 16, 13, 11, 10};
    c.points.first = 9;  // beyond the table: 9 − (place − 1), at least 1
    c.points.step = 1;
    c.points.minimum = 1;
    return c;
}

/// Two rounds of eight players with their sheets typed (see the figures in the test below).
Tournament two_rounds() {
    Tournament t;
    t.id = 1;
    t.cup_id = 1;
    t.seed = 5;
    t.rounds = {Round{{1, 2, 3, 4, 5, 6, 7, 8}, {{1, 2, 3, 4}, {5, 6, 7, 8}}}, Round{{1, 2, 3, 4, 5, 6, 7, 8}, {{1, 5, 3, 7}, {2, 6, 4, 8}}}};
    add_sheet(t, typed_sheet(t, 1, 1, row({10, 2, -4, -8}), false));
    add_sheet(t, typed_sheet(t, 1, 2, row({6, 6, -5, -7}), false));
    add_sheet(t, typed_sheet(t, 2, 1, row({-4, 0, 10, -6}), true));
    add_sheet(t, typed_sheet(t, 2, 2, row({4, 2, -2, -4}), false));
    return t;
}

std::vector<std::string> lines(const Standing& st) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < st.ranking.size(); ++i) {
        const Placing& p = st.ranking[i];
        out.push_back(std::to_string(p.place) + (p.shared ? "=" : "") + " " + st.entrants[p.entrant].name + " " + p.schrift.to_signed_string() + " " +
                      std::to_string(st.cup_points[i]));
    }
    return out;
}

}  // namespace

TEST_CASE("cup points: the published table, then the formula, never below its minimum") {
    CupPoints p{{25, 20, 16}, 12, 1, 2};
    CHECK(p.for_place(1) == 25);
    CHECK(p.for_place(3) == 16);
    CHECK(p.for_place(4) == 9);   // 12 − 1 × 3
    CHECK(p.for_place(10) == 3);  // 12 − 9
    CHECK(p.for_place(40) == 2);  // the minimum
    CHECK(CupPoints{{5, 3}}.for_place(3) == 0);
}

TEST_CASE("a typed sheet must sum to zero and fit its table (§7.2)") {
    Tournament t = two_rounds();
    try {
        typed_sheet(t, 1, 1, row({10, 2, -4, -7}), false);
        FAIL("not refused");
    } catch (const InputError& e) {
        CHECK(e.field() == "schrift");
        CHECK(std::string(e.what()).find("the Schrift of a table sums to zero, here +1 (rule: koenigrufen_modern §7.2") != std::string::npos);
        CHECK(e.german().find("ergibt zusammen null, hier +1") != std::string::npos);
    }
    CHECK_THROWS_WITH_AS(typed_sheet(t, 1, 1, row({4, -4}), false), doctest::Contains("table 1 has 4 players, 2 are entered"), InputError);
    CHECK_THROWS_WITH_AS(typed_sheet(t, 3, 1, row({0, 0, 0, 0}), false), doctest::Contains("round 3 has not been drawn"), InputError);
    CHECK_THROWS_WITH_AS(typed_sheet(t, 1, 3, row({0, 0, 0, 0}), false), doctest::Contains("round 1 has no table 3"), InputError);
}

TEST_CASE("a correction is a new revision, the last one counts and the earlier stay") {
    Tournament t = two_rounds();
    CHECK(current_sheet(t, 1, 1)->revision == 1);
    CHECK(add_sheet(t, typed_sheet(t, 1, 1, row({9, 3, -4, -8}), false, "Zeile 12 falsch addiert")) == 2);
    CHECK(t.sheets.size() == 5);
    CHECK(current_sheet(t, 1, 1)->schrift == row({9, 3, -4, -8}));
    CHECK(current_sheet(t, 1, 1)->note == "Zeile 12 falsch addiert");
    CHECK(t.sheets.front().schrift == row({10, 2, -4, -8}));
}

TEST_CASE("the tournament's ranking with each cup's tie-break, cup points by place") {
    // Sums: Anna 10−4 = 6, Bernd 2+4 = 6, Christl −4+10 = 6, Dieter −8−2 = −10, Eva 6+0 = 6,
    // Franz 6+2 = 8, Gerti −5−6 = −11, Hans −7−4 = −11.
    const Tournament t = two_rounds();
    const Standing tir = standing(t, tirol_cup(), kRoster);
    CHECK(tir.tables == 4);
    CHECK(tir.sheets == 4);
    CHECK(tir.stopped_early == 1);
    // Tirol: rounds best first Anna 10, −4; Christl 10, −4; Eva 6, 0; Bernd 4, 2. Anna and Christl
    // also have the same table places (1st and 3rd): the lot (seed 5). Hans −4, −7 before Gerti −5, −6.
    const auto got = lines(tir);
    REQUIRE(got.size() == 8);
    CHECK(got[0] == "1 Franz +8 25");
    CHECK(tir.ranking[1].by_lot);
    CHECK(tir.ranking[2].by_lot);
    CHECK(((got[1] == "2 Anna +6 20" && got[2] == "3 Christl +6 16") || (got[1] == "2 Christl +6 20" && got[2] == "3 Anna +6 16")));
    CHECK(got[3] == "4 Eva +6 13");
    CHECK(got[4] == "5 Bernd +6 11");
    CHECK(got[5] == "6 Dieter -10 10");
    CHECK(got[6] == "7 Hans -11 3");   // the formula: 9 − 1 × 6
    CHECK(got[7] == "8 Gerti -11 2");
    CHECK(lines(standing(t, tirol_cup(), kRoster)) == got);  // the lot is the seed's

    CHECK(lines(standing(t, tirol_cup(TieBreak::BestRound), kRoster)) ==
          std::vector<std::string>{"1 Franz +8 25", "2= Anna +6 20", "2= Christl +6 20", "4 Eva +6 13", "5 Bernd +6 11", "6 Dieter -10 10",
                                   "7 Hans -11 3", "8 Gerti -11 2"});
    CHECK(lines(standing(t, tirol_cup(TieBreak::Shared), kRoster)) ==
          std::vector<std::string>{"1 Franz +8 25", "2= Anna +6 20", "2= Bernd +6 20", "2= Christl +6 20", "2= Eva +6 20", "6 Dieter -10 10",
                                   "7= Gerti -11 3", "7= Hans -11 3"});
}

TEST_CASE("a table kept as an evening in the app: its Schrift and Geld, with the cup's preset and the table's players only") {
    const Evening* tirol = nullptr;
    for (const auto& x : example_evenings())
        if (x.name == "koenigrufen-modern-tirol-abend") tirol = &x.evening;
    REQUIRE(tirol);
    const EveningResult r = recompute(*tirol);
    Tournament t;
    t.seed = 1;
    // The draw seated them Eva, Dieter, Anna, Bernd, Christl.
    t.rounds = {Round{{1, 2, 3, 4, 5}, {{5, 4, 1, 2, 3}}}};
    const std::vector<Player> roster = {{1, "Anna", "", ""}, {2, "Bernd", "", ""}, {3, "Christl", "", ""}, {4, "Dieter", "", ""}, {5, "Eva", "", ""}};
    const std::vector<std::string> names = {"Eva", "Dieter", "Anna", "Bernd", "Christl"};
    const Cup cup = tirol_cup();
    const Sheet s = evening_sheet(t, cup, 1, 1, names, *tirol, r, false);
    CHECK(s.schrift == row({-16, 24, 5, 3, -16}));
    CHECK(s.geld == row({-12, 24, 9, -1, -20}));
    add_sheet(t, s);
    const Standing st = standing(t, cup, roster);
    CHECK(st.ranking[1].kontra() == pts(4));  // Anna: Geld 9, Schrift 5

    Cup other = cup;
    other.preset = "Raiffeisen Tarockcup / OÖ 4/2023";
    CHECK_THROWS_WITH_AS(evening_sheet(t, other, 1, 1, names, *tirol, r, false), doctest::Contains("not played with the cup's preset"), InputError);
    const std::vector<std::string> wrong = {"Eva", "Dieter", "Anna", "Bernd", "Xaver"};
    CHECK_THROWS_WITH_AS(evening_sheet(t, cup, 1, 1, wrong, *tirol, r, false), doctest::Contains("not those of table 1"), InputError);
}

TEST_CASE("the next round is drawn only when every table of the last has its sheet, and not beyond the cup's rounds") {
    Tournament t;
    t.seed = 11;
    const Cup cup = tirol_cup();
    std::vector<PlayerId> present = {1, 2, 3, 4, 5, 6, 7, 8};
    draw_next(t, cup, present);
    CHECK_THROWS_WITH_AS(draw_next(t, cup, present), doctest::Contains("table 1 of round 1 has no sheet yet"), InputError);
    add_sheet(t, typed_sheet(t, 1, 1, row({1, -1, 0, 0}), false));
    add_sheet(t, typed_sheet(t, 1, 2, row({1, -1, 0, 0}), false));
    const Round& r2 = draw_next(t, cup, present);
    CHECK(r2.tables.size() == 2);
    add_sheet(t, typed_sheet(t, 2, 1, row({1, -1, 0, 0}), false));
    add_sheet(t, typed_sheet(t, 2, 2, row({1, -1, 0, 0}), false));
    CHECK_THROWS_WITH_AS(draw_next(t, cup, present), doctest::Contains("the cup plays 2 rounds"), InputError);
}

TEST_CASE("the season's cup standing: cup points summed over the finished tournaments") {
    const Cup cup = tirol_cup(TieBreak::Shared);
    Tournament a = two_rounds();
    Tournament b = two_rounds();
    b.id = 2;
    b.rounds[1].tables = {{1, 6, 3, 8}, {2, 5, 4, 7}};
    b.sheets.clear();
    add_sheet(b, typed_sheet(b, 1, 1, row({-8, 4, 2, 2}), false));  // Anna −8, Bernd +4, Christl +2, Dieter +2
    add_sheet(b, typed_sheet(b, 1, 2, row({0, 0, 0, 0}), false));
    add_sheet(b, typed_sheet(b, 2, 1, row({0, 0, 0, 0}), false));
    add_sheet(b, typed_sheet(b, 2, 2, row({0, 0, 0, 0}), false));
    Tournament unfinished = two_rounds();
    unfinished.id = 3;
    unfinished.sheets.pop_back();
    // b: Bernd +4 (1st, 25), Christl and Dieter +2 (2nd shared, 20 each), Eva Franz Gerti Hans 0
    // (4th shared, 13 each), Anna −8 (8th: 9 − 7 = 2).
    const auto season = season_standing(cup, {a, b, unfinished}, kRoster);
    std::vector<std::string> got;
    for (const SeasonLine& l : season)
        got.push_back(std::to_string(l.place) + (l.shared ? "=" : "") + " " + l.name + " " + std::to_string(l.points) + " " + std::to_string(l.tournaments));
    // a (Shared): Franz 25, Anna Bernd Christl Eva 20, Dieter 10, Gerti Hans 3.
    CHECK(got == std::vector<std::string>{"1 Bernd 45 2", "2 Christl 40 2", "3 Franz 38 2", "4 Eva 33 2", "5 Dieter 30 2", "6 Anna 22 2",
                                          "7= Gerti 16 2", "7= Hans 16 2"});
}

TEST_CASE("a cup round-trips through JSON, a bad field is named") {
    const Cup c = tirol_cup();
    const Cup back = cup_from_json(cup_to_json(c));
    CHECK(cup_to_json(back) == cup_to_json(c));
    Json bad = cup_to_json(c);
    bad["preset"] = "Hausrunde";
    CHECK_THROWS_WITH_AS(cup_from_json(bad), doctest::Contains("'Hausrunde' is not a preset of modern Königrufen"), InputError);
    bad = cup_to_json(c);
    bad["points"]["table"][2] = -1;
    try {
        cup_from_json(bad);
        FAIL("not refused");
    } catch (const InputError& e) {
        CHECK(e.field() == "points.table[2]");
    }
    const Tournament t = two_rounds();
    CHECK(rounds_from_json(rounds_to_json(t.rounds)).size() == 2);
    CHECK(sheet_to_json(sheet_from_json(sheet_to_json(t.sheets[2]))) == sheet_to_json(t.sheets[2]));
}

TEST_CASE("cup points from the text the cups publish: a table for the first places, a formula beyond, refusals naming the field") {
    const CupPoints p = cup_points_from_text("100, 80,65 ", " 31,1,1", "points.table", "points.formula");
    CHECK(p.table == std::vector<int>{100, 80, 65});
    CHECK(p.for_place(3) == 65);
    CHECK(p.for_place(4) == 28);   // max(1, 31 - 1 × 3)
    CHECK(p.for_place(40) == 1);   // the minimum
    const CupPoints none = cup_points_from_text("", " ", "points.table", "points.formula");
    CHECK(none.table.empty());
    CHECK(none.for_place(1) == 0);
    try {
        (void)cup_points_from_text("100,8O", "", "--points", "--points-formula");
        FAIL("no refusal");
    } catch (const InputError& e) {
        CHECK(e.field() == "--points");
        CHECK(e.german().find("'8O' ist keine ganze Zahl.") != std::string::npos);
    }
    try {
        (void)cup_points_from_text("", "31,1", "--points", "--points-formula");
        FAIL("no refusal");
    } catch (const InputError& e) {
        CHECK(e.field() == "--points-formula");
    }
    const std::vector<std::string> presets = cup_preset_names();
    CHECK(std::find(presets.begin(), presets.end(), "Tiroler Tarockcup 2020") != presets.end());
}

TEST_CASE("the roster file: name, club and number per line, a header and empty lines skipped, a line without a name refused naming it") {
    const std::vector<Player> players = roster_from_text("Name;Verein;Nummer\r\nAnna Huber ; TC Innsbruck;T-001\n\nBernd,Hall\nChristl\n");
    REQUIRE(players.size() == 3);
    CHECK(players[0].name == "Anna Huber");
    CHECK(players[0].club == "TC Innsbruck");
    CHECK(players[0].member_id == "T-001");
    CHECK(players[1].name == "Bernd");
    CHECK(players[1].club == "Hall");
    CHECK(players[2].club.empty());
    try {
        (void)roster_from_text("Anna;Hall\n ;Hall;7\n");
        FAIL("no refusal");
    } catch (const InputError& e) {
        CHECK(e.field() == "name");
        CHECK(e.german().find("Zeile 2 hat keinen Namen.") != std::string::npos);
    }
}

TEST_CASE("a new tournament needs a real date") {
    const Tournament t = new_tournament(3, " 1. Turnier ", "2026-01-17", 42);
    CHECK(t.cup_id == 3);
    CHECK(t.title == "1. Turnier");
    CHECK(t.seed == 42);
    CHECK(t.rounds.empty());
    for (const char* bad : {"", "17.01.2026", "2026-13-01"}) {
        CAPTURE(bad);
        try {
            (void)new_tournament(3, "", bad, 1);
            FAIL("no refusal");
        } catch (const InputError& e) {
            CHECK(e.field() == "date");
        }
    }
}
