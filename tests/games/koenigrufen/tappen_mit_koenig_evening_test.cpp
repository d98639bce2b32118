// The example evening data/evenings/tappen-mit-koenig-abend.json (five persons, the dealer rests as
// König), replayed with the totals worked out by hand, and the example of
// docs/formats/tappen_mit_koenig.md.
//
// Seats Anna 0, Bernd 1, Christl 2, Dora 3, Ernst 4; Anna deals first. Agreed amounts: captured
// king 20, Trull / four kings 50, Pagat Ultimo 20, consolation 24. The winners write an amount,
// the other party bears it in equal shares; partners write half each.
// Per hand [Anna, Bernd, Christl, Dora, Ernst]:
//   1 Anna rests.   Bernd calls Pique (Dora), won 60, price 12: 6 each              0  +6  -6  +6  -6
//   2 Bernd rests.  Christl Dreier won 58, price 12: she writes 12, 4 from each     -4   0 +12  -4  -4
//   3 Christl rests. all tap: the König writes half the consolation 12, 3 from each -3  -3 +12  -3  -3
//   4 Dora rests.   Ernst's king in the lower talon: like a Dreier, lost 40,
//                   price 18: 6 to each                                              +6  +6  +6   0 -18
//   5 Ernst rests.  Anna calls Treff (Christl), lost 50: price 10 (5 each), king
//                   captured 20 (10 each); Bernd's Trull alone 50 (A, C bear 25)   -40 +65 -40 +15   0
//   6 Anna rests.   Bernd calls XIX (Ernst), won 70, price 30 (15 each); the four
//                   kings held jointly 50 (25 each)                                  0 +40 -40 -40 +40
//   7 Bernd rests.  Christl Solo won 62, price 24: 8 from each                      -8   0 +24  -8  -8
//   8 Christl rests. Dora calls Pique (Anna), 53 : 53 a draw; Ernst's Pagat
//                   Ultimo 20 for Ernst and Bernd                                  -10 +10   0 -10 +10
//   9 Dora rests.   Ernst calls his own king: like a Dreier, won 56, price 12        -4  -4  -4   0 +12
//  10 Ernst rests.  Anna Dreier won 54, price 6: 2 from each                        +6  -2  -2  -2   0
//                                                                       totals     -57 +118 -38 -46 +23
// At 5 cents a point: Anna pays Bernd 2,85 EUR; Dora pays Bernd 2,30 EUR; Christl pays Bernd 0,75 EUR
// and Ernst 1,15 EUR.
#include "evening_check.hpp"

using namespace pt;

TEST_CASE("data/evenings/tappen-mit-koenig-abend.json replays to the hand-worked totals") {
    const auto e = data_evening("data/evenings/tappen-mit-koenig-abend.json");
    const auto r = check_hands(e,
                               {{0, 6, -6, 6, -6}, {-4, 0, 12, -4, -4}, {-3, -3, 12, -3, -3}, {6, 6, 6, 0, -18}, {-40, 65, -40, 15, 0},
                                {0, 40, -40, -40, 40}, {-8, 0, 24, -8, -8}, {-10, 10, 0, -10, 10}, {-4, -4, -4, 0, 12}, {6, -2, -2, -2, 0}},
                               {0, 1, 2, 3, 4, 0, 1, 2, 3, 4});
    for (std::size_t i = 0; i < r.rows.size(); ++i) CHECK(r.rows[i].resting == static_cast<int>(i % 5));
    CHECK(r.totals == whole({-57, 118, -38, -46, 23}));
    CHECK(r.cents == std::vector<std::int64_t>{-285, 590, -190, -230, 115});
}

TEST_CASE("docs/formats/tappen_mit_koenig.md: the example replays to the figures the page prints") {
    check_hands(doc_example("docs/formats/tappen_mit_koenig.md"), {{0, 6, -6, 6, -6}, {-25, 0, 25, -25, 25}, {-4, -4, 0, 12, -4}});
}
