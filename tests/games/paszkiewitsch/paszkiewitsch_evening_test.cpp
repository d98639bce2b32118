// The example evening data/evenings/paszkiewitsch-abend.json, replayed with the totals worked out
// by hand, and the example of docs/formats/paszkiewitsch.md.
//
// Seats Anna 0, Bernd 1, Christl 2, Dora 3; Dora deals first. Dreier 1, Zweier 2, Einer 3,
// Solo 4; Schneider (loser under 17) doubles; alone the declarer against each of three.
// Per hand [Anna, Bernd, Christl, Dora]:
//   1 Dora deals.   Anna Dreier XX (Christl) won 40: 1                                +1  -1  +1  -1
//   2 Anna.         Bernd Zweier XIX (Dora) won 50, Schneider: 4; Dora's Acht Tarok
//                   1 from each                                                       -5  +3  -5  +7
//   3 Bernd.        Christl Einer, XVIII discarded (alone), lost 30: 3 to each        +3  +3  -9  +3
//   4 Christl.      Dora Solo calls her own XX (alone, tripled), won 40: 4 from each  -4  -4  -4 +12
//   5 Dora.         Anna Dreier XVII (Bernd) lost 30, Christl's Contra (2) and
//                   announced Mondfang made (10)                                     -12 -12 +12 +12
//   6 Anna.         Bernd bid without a tarock honour: void, 10 to each              +10 -30 +10 +10
//   7 Bernd.        Christl Dreier XIX (Anna) won 46; Anna's announced Trull
//                   collected 2; Christl's silent Ultimo 1: 4                         +4  -4  +4  -4
//   8 Christl.      Dora Zweier XVI (Bernd), silent Volat 8; Anna's Neun Tarok 2
//                   from each                                                         -2  +6 -10  +6
//   9 Dora.         Anna Solo XX (Dora); Bernd renounces and pays both: 4 + 4         +4  -8   0  +4
//  10 Anna.         Bernd Dreier XV (Christl) lost 33 1/3, Anna's Contra: 2; Dora's
//                   announced Pagat Ultimo made: 2                                    +4  -4  -4  +4
//  11 Bernd.        Christl Dreier XX (Dora) won 36, silent Quatre in their tricks 1  -2  -2  +2  +2
//  12 Christl.      Dora Einer XIX (Anna) lost 20, Bernd's Contra: 3 x 2 = 6          -6  +6  +6  -6
//                                                                       totals        -5 -47  +3 +49
// At 20 cents a point: Bernd pays Dora 9,40 EUR; Anna pays Dora 0,40 EUR and Christl 0,60 EUR.
#include "evening_check.hpp"

using namespace pt;

TEST_CASE("data/evenings/paszkiewitsch-abend.json replays to the hand-worked totals") {
    const auto e = data_evening("data/evenings/paszkiewitsch-abend.json");
    const auto r = check_hands(e,
                               {{1, -1, 1, -1}, {-5, 3, -5, 7}, {3, 3, -9, 3}, {-4, -4, -4, 12}, {-12, -12, 12, 12}, {10, -30, 10, 10},
                                {4, -4, 4, -4}, {-2, 6, -10, 6}, {4, -8, 0, 4}, {4, -4, -4, 4}, {-2, -2, 2, 2}, {-6, 6, 6, -6}},
                               {3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2});
    CHECK(r.totals == whole({-5, -47, 3, 49}));
    CHECK(r.cents == std::vector<std::int64_t>{-100, -940, 60, 980});
}

TEST_CASE("docs/formats/paszkiewitsch.md: the example replays to the figures the page prints") {
    check_hands(doc_example("docs/formats/paszkiewitsch.md"), {{-74, 22, 30, 22}, {-2, 2, -2, 2}, {-3, -3, 9, -3}});
}
