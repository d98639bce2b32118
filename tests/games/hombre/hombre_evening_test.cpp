// The example evening data/evenings/hombre-abend.json (four at the table, the seat before the
// dealer resting as König, default house rules), replayed with the totals worked out by hand,
// and the example of docs/formats/hombre.md.
//
// Anna 0, Bernd 1, Christl 2, Dieter 3; Dieter deals first. Nets [Anna, Bernd, Christl, Dieter]:
//   1 Dieter (Christl rests). Anna ad uno 50 = 30 + 3 x 11 = 63 from each; a card from Bernd 5   +121  -58    0  -63
//   2 Anna (Dieter rests). Bernd Solo 44 = 60 + 6 x 5 = 90 from each                          -90 +180  -90    0
//   3 Bernd (Anna rests). Christl a duo, Mond from Dieter 10, a king from Bernd 5, 39 lost:
//     20 to each                                                                                 0  +25  -55  +30
//   4 Christl (Bernd rests). all pass                                                            0    0    0    0
//   5 Dieter (Christl rests). Anna a duo Vole 200 from each; two cards 5 each                +390 -195    0 -195
//   6 Anna: thrown in, Anna deals again                                                          0    0    0    0
//   7 Anna (Dieter rests). Bernd ad uno, Anna's Pagat 5, 35 lost: 30 + 3 x 4 = 42 to each      +47  -89  +42    0
//   8 Bernd (Anna rests). Dieter Solo 41 = 60 + 6 x 2 = 72 from each                             0  -72  -72 +144
//   9 Christl (Bernd rests). the opponents' Vole against Anna's Solo, agreed by hand (A-L5)   -120    0  +60  +60
//  10 Dieter (Christl rests). Dieter a duo, Anna's Sküs 5 and a card from Bernd 5, 45 won:
//     20 + 2 x 6 = 32 from each                                                                -27  -27    0  +54
//                                                                              totals        +321 -236 -115  +30
// At 2 cents a mark: Anna +6,42, Bernd -4,72, Christl -2,30, Dieter +0,60 EUR.
#include "historic_helpers.hpp"

using namespace hist;

TEST_CASE("data/evenings/hombre-abend.json replays to the hand-worked totals") {
    const auto evenings = data_evening("hombre-abend");
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.errors == 0);
    const std::vector<V> expected = {{121, -58, 0, -63}, {-90, 180, -90, 0}, {0, 25, -55, 30}, {0, 0, 0, 0},  {390, -195, 0, -195},
                                     {0, 0, 0, 0},       {47, -89, 42, 0},   {0, -72, -72, 144}, {-120, 0, 60, 60}, {-27, -27, 0, 54}};
    const int dealers[] = {3, 0, 1, 2, 3, 0, 0, 1, 2, 3};
    const int resting[] = {2, 3, 0, 1, 2, 3, 3, 0, 1, 2};
    REQUIRE(r.rows.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("hand " << i + 1);
        CHECK(r.rows[i].dealer == dealers[i]);
        CHECK(r.rows[i].resting == resting[i]);
        V got;
        for (Thirds t : r.rows[i].net) got.push_back(t.whole_part());
        CHECK(got == expected[i]);
    }
    CHECK(r.totals == std::vector<Thirds>{Thirds::whole(321), Thirds::whole(-236), Thirds::whole(-115), Thirds::whole(30)});
    CHECK(r.cents == std::vector<std::int64_t>{642, -472, -230, 60});
    // The hand agreed by hand says so.
    CHECK(mentions(*r.rows[8].outcome, "von Hand eingetragen"));
}

TEST_CASE("docs/formats/hombre.md: the example replays to the figures the page prints") {
    const auto evenings = doc_example("hombre");
    REQUIRE(evenings.size() == 1);
    const std::vector<V> expected = {{121, -58, -63}, {29, -63, 34}, {50, 50, -100}};
    CHECK(row_nets(evenings[0]) == expected);
}
