// The example evening data/evenings/koenigrufen-abend.json, replayed with the totals worked out by
// hand, and the example of docs/formats/koenigrufen.md.
//
// Four players, seats Anna 0, Bernd 1, Christl 2, Dora 3; Anna deals first. Rufer 6, Solo 8,
// Dreier 10, Solodreier 20; premiums x1 / x2 / x2 / x4. Two against two each member wins or loses
// the amount against one opponent; alone the declarer against each of three.
// Per hand [Anna, Bernd, Christl, Dora]:
//   1 Anna deals.    Bernd Rufer (Pique, Dora) won 41: 6 each                        -6  +6  -6  +6
//   2 Bernd.         Christl Rufer (Coeur, Anna) lost 30, king captured: 6 + 2        -8  +8  -8  +8
//   3 Christl.       Anna Solo (Treff, Bernd) Contra won 44: 16; Christl's Köpfe 2   +14 +14 -14 -14
//   4 Dora.          Anna Dreier won 39 with Trull: 10 + 4 from each                 +42 -14 -14 -14
//   5 Anna.          Bernd Rufer, king in the talon, schleifen: 4 to each            +4 -12  +4  +4
//   6 Bernd.         Christl calls herself, won 45, silent Ultimo: 6 + 2 from each   -8  -8 +24  -8
//   7 Christl.       Dora Solo, king in the talon, Contra, lost 31: single 8 to each +8  +8  +8 -24
//   8 Dora.          all pass                                                         0   0   0   0
//   9 Anna.          Bernd Rufer (Treff, Christl) Contra won 40, König Ultimo
//                    announced and contra'd, made: 12 + 8                           -20 +20 +20 -20
//  10 Bernd.         Christl Solodreier won 38, announced Pagat Ultimo: 20 + 16     -36 -36 +108 -36
//  11 Christl.       Dora Rufer (Coeur, Bernd) silent Volat: 12 instead of 6        -12 +12 -12 +12
//  12 Dora.          Anna Rufer (Carreau, Dora) lost 33: -6; Bernd's announced
//                    Pagat Ultimo, Dora's contra, caught: +8 to Anna and Dora        +2  -2  -2  +2
//  13 Anna.          Bernd Dreier Contra lost 30: 20 to each                        +20 -60 +20 +20
//  14 Bernd.         Christl Rufer (Pique, Anna); Dora renounces: game 6 and Anna's
//                    König Ultimo announcement 4 won                                +10 -10 +10 -10
//  15 Christl.       misdeal: Pönale 1 to each, Christl deals again                  +1  +1  -3  +1
//  16 Christl.       Dora Rufer (Treff, Anna) won 36; Christl's Köpfe (Pagat) 1       +5  -5  -5  +5
//                                                                          totals   +16 -78 +130 -68
// At 10 cents a point: Bernd pays Christl 7,80 EUR; Dora pays Christl 5,20 EUR; Dora pays Anna 1,60 EUR.
#include "evening_check.hpp"

using namespace pt;

TEST_CASE("data/evenings/koenigrufen-abend.json replays to the hand-worked totals") {
    const auto e = data_evening("data/evenings/koenigrufen-abend.json");
    const auto r = check_hands(e,
                               {{-6, 6, -6, 6}, {-8, 8, -8, 8}, {14, 14, -14, -14}, {42, -14, -14, -14}, {4, -12, 4, 4}, {-8, -8, 24, -8},
                                {8, 8, 8, -24}, {0, 0, 0, 0}, {-20, 20, 20, -20}, {-36, -36, 108, -36}, {-12, 12, -12, 12}, {2, -2, -2, 2},
                                {20, -60, 20, 20}, {10, -10, 10, -10}, {1, 1, -3, 1}, {5, -5, -5, 5}},
                               {0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 2});
    CHECK(r.totals == whole({16, -78, 130, -68}));
    CHECK(r.cents == std::vector<std::int64_t>{160, -780, 1300, -680});
    REQUIRE(r.transfers.size() == 3);
    CHECK(r.transfers[0] == tarock::Transfer{1, 2, 780});
    CHECK(r.transfers[1] == tarock::Transfer{3, 2, 520});
    CHECK(r.transfers[2] == tarock::Transfer{3, 0, 160});
    // Every payment names which member of which party pays which.
    for (const auto& row : r.rows)
        for (const auto& p : row.outcome->result.postings)
            if (row.outcome->declarer) CHECK(p.reason.de.find(" zahlt ") != std::string::npos);
}

TEST_CASE("docs/formats/koenigrufen.md: the example replays to the figures the page prints") {
    check_hands(doc_example("docs/formats/koenigrufen.md"), {{21, -21, -21, 21}, {-16, -16, 48, -16}, {4, 4, -12, 4}});
}
