// The example evening data/evenings/tarolassch-abend.json (default house rules: partie to 30,
// 10 points a unit, each winner the whole net from one loser, the robber rounded), replayed with
// the totals worked out by hand, and the example of docs/formats/tarolassch.md.
//
// Anna + Christl ("AC") against Bernd + Dieter ("BD"). Columns: tricks | honours.
// Robber 1
//   1 Coeur, AC 9 tricks, 3 figures           AC 15 | 10
//   2 Pique, BD 8 tricks, 4 figures                              BD 6 | 12
//   3 sans atout, AC 9, aces 2-2               AC 33: partie 1 to AC, 33 + 10 + 30 - 18 = 55
//   4 thrown in
//   5 Carreau Contra, BD 10, 4 figures         BD 32 | 16: partie 2 to BD, 32 + 16 + 30 = 78
//   6 Misère AC, BD 9 tricks, 3 aces in BD's   AC 18 | 12
//   7 all pass
//   8 Trefle, BD 8, AC 3 figures               AC    | 4     BD 4
//   9 sans atout Contra, AC 8, 4 aces          AC 42 | 40: partie 3 to AC, 42 + 40 + 30 - 4 = 108
//     robber to AC: 55 - 78 + 108 + 30 = 115 points = 11 units (remainder 5 dropped)     +11 -11 +11 -11
// Robber 2
//  10 Coeur Récontra, BD 9, 5 figures          BD 60 | 25: partie 1 to BD, 115
//  11 Pique, AC 13 tricks, 3 figures, Anna revokes: AC 45 | 6, not closed on this deal
//  12 Trefle, BD 7                             BD 2: partie 2 to AC, 45 + 6 + 30 - 2 = 79
//  13 Carreau Contra, BD 11, 3 figures         BD 40 | 8: partie 3 to BD, 78
//     robber to BD: 115 - 79 + 78 + 30 = 144 points = 14 units                             -14 +14 -14 +14
//                                                                              totals       -3  +3  -3  +3
// At 10 cents a unit: Anna and Christl pay 0,30 EUR each.
#include "tarolassch_test_helpers.hpp"

using namespace taro;

TEST_CASE("data/evenings/tarolassch-abend.json replays to the hand-worked totals") {
    const auto evenings = data_evening("tarolassch-abend");
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.errors == 0);
    REQUIRE(r.rows.size() == 13);
    const V zero = {0, 0, 0, 0};
    const std::vector<V> expected = {zero, zero, zero, zero, zero, zero, zero, zero, {11, -11, 11, -11}, zero, zero, zero, {-14, 14, -14, 14}};
    const int dealers[] = {3, 0, 1, 2, 2, 3, 0, 1, 2, 3, 0, 1, 2};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("hand " << i + 1);
        CHECK(r.rows[i].dealer == dealers[i]);
        V got;
        for (Thirds t : r.rows[i].net) got.push_back(t.whole_part());
        CHECK(got == expected[i]);
    }
    CHECK(mentions(*r.rows[2].outcome, "Partie 1 an Anna + Christl: 33 + 10 + Partie 30 = 73, weniger 6 + 12 = 18: 55"));
    CHECK(mentions(*r.rows[8].outcome, "55 − 78 + 108 + Robber 30 = 115 Points = 11 Einheit"));
    CHECK(mentions(*r.rows[12].outcome, "115 − 79 + 78 + Robber 30 = 144 Points = 14 Einheit"));
    CHECK(r.totals == std::vector<Thirds>{Thirds::whole(-3), Thirds::whole(3), Thirds::whole(-3), Thirds::whole(3)});
    CHECK(r.cents == std::vector<std::int64_t>{-30, 30, -30, 30});
    CHECK_FALSE(r.pending.has_value());
}

TEST_CASE("docs/formats/tarolassch.md: the example replays to the figures the page prints") {
    const auto evenings = doc_example("tarolassch");
    REQUIRE(evenings.size() == 1);
    const std::vector<V> expected = {{0, 0, 0, 0}, {0, 0, 0, 0}, {18, -18, 18, -18}};
    CHECK(row_nets(evenings[0]) == expected);
}
