// The example evening data/evenings/grosstarok-abend.json (four at the table, the player on the
// dealer's right resting as König, default house rules), replayed with the totals worked out by
// hand, and the example of docs/formats/grosstarok.md.
//
// Anna (seat 0), Bernd (1), Christl (2), Dora (3); Dora deals first. Nets [Anna, Bernd, Christl, Dora]:
//   1 Dora deals, Christl rests. Anna's 5 matadors 25 from each (+50 -25 -25); cards 36, 24, 18
//     (+10 -2 -8)                                                                   +60  -27    0  -33
//   2 Anna, Dora rests. Bernd's Cavallerie 10, Christl's sküsed Königreich 5 (B +15, C 0, A -15);
//     cards 30, 30, 18 (+4 +4 -8); Anna's Pagat caught 5 to each (-10 +5 +5)         -33  +24   +9    0
//   3 Bernd, Anna rests. Dora's silent Misère 26 from each (+52); her thrown-away Treff King free;
//     Christl's Pagat home 5 from each (+10, -5, -5)                                    0  -31  -16  +47
//   4 Christl, Bernd rests. Anna's twelve tarocks avec 20 from each (+40 -20 -20); her Vole
//     announced at the first lead lost with 45: 52 - 45 = 7 to each (-14 +7 +7)        +26    0  -13  -13
//   5 Dora, Christl rests. Bernd's silent Vole with Pagat ultimo 41 from each (+82 -41 -41); Anna's
//     four Queens 5 (+10 -5 -5)                                                        -31  +77    0  -46
//   6 Anna: thrown in, Anna deals again                                                 0    0    0    0
//   7 Anna, Dora rests. Christl's Misère announced at the start lost: 36 to each (-72 +36 +36);
//     Bernd's Pique King ultimo 10 from each (+20 -10 -10)                            +26  +56  -82    0
//   8 Bernd, Anna rests. Christl and Dora take no trick: 26 each to Bernd (+52); Dora's sixteen
//     Latons 16 (+32 -16 -16)                                                            0  +36  -42   +6
//   9 Christl, Bernd rests. Dora's whole Cavallerie 10 (+20 -10 -10); Anna's sküsed one (K, C, J)
//     after it 0; Christl's early announcement 0; cards 32, 20, 26 (+6 -6 0); Christl's Pagat
//     ultimo 15 from each (+30 -15 -15)                                                -31    0  +20  +11
//  10 Dora, Christl rests. Anna's Misère given up: the agreed -20, +10, +10              -20  +10    0  +10
//  11 Anna, Dora rests. Cards 40, 20, 18 (+14 -6 -8); Bernd's Mond ultimo 10 from each (+20 -10 -10);
//     Anna's Coeur King caught 5 to each (-10 +5 +5)                                   -28  +39  -11    0
//  12 Bernd, Anna rests. Cards 26, 29, 23 (0 +3 -3); Dora's Pagat home (+10 -5 -5)        0   -8   -5  +13
//                                                                          totals     -31 +176 -140   -5
// At 5 cents a point: Anna -1,55, Bernd +8,80, Christl -7,00, Dora -0,25 EUR.
#include "grosstarok_helpers.hpp"

using namespace gross;

TEST_CASE("data/evenings/grosstarok-abend.json replays to the hand-worked totals") {
    const auto evenings = data_evening("grosstarok-abend");
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.errors == 0);
    const std::vector<V> expected = {{60, -27, 0, -33}, {-33, 24, 9, 0},  {0, -31, -16, 47}, {26, 0, -13, -13},
                                     {-31, 77, 0, -46}, {0, 0, 0, 0},     {26, 56, -82, 0},  {0, 36, -42, 6},
                                     {-31, 0, 20, 11},  {-20, 10, 0, 10}, {-28, 39, -11, 0}, {0, -8, -5, 13}};
    const int dealers[] = {3, 0, 1, 2, 3, 0, 0, 1, 2, 3, 0, 1};
    REQUIRE(r.rows.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("hand " << i + 1);
        CHECK(r.rows[i].dealer == dealers[i]);
        std::vector<Thirds> want;
        for (auto x : expected[i]) want.push_back(Thirds::whole(x));
        CHECK(r.rows[i].net == want);
    }
    CHECK(r.totals == std::vector<Thirds>{Thirds::whole(-31), Thirds::whole(176), Thirds::whole(-140), Thirds::whole(-5)});
    CHECK(r.cents == std::vector<std::int64_t>{-155, 880, -700, -25});
    // The resting König, the lapsed early announcement, the entered amounts say so.
    CHECK(hist::mentions(*r.rows[0].outcome, "ruht als König"));
    CHECK(hist::mentions(*r.rows[8].outcome, "gilt nicht: nach der ganzen Cavallerie von Dora"));
    CHECK(hist::mentions(*r.rows[8].outcome, "nicht bezahlt, zu früh angesagt"));
    CHECK(hist::mentions(*r.rows[9].outcome, "von Hand eingetragen"));
}

TEST_CASE("docs/formats/grosstarok.md: the example replays to the figures the page prints") {
    const auto evenings = doc_example("grosstarok");
    REQUIRE(evenings.size() == 1);
    const auto rows = row_nets(evenings[0]);
    const std::vector<V> expected = {{60, -27, -33}, {-41, 82, -41}, {-36, -36, 72}};
    CHECK(rows == expected);
}
