// The example evening data/evenings/vierer-abend.json (mode (a), fixed partners: Anna + Christl
// against Bernd + Dieter, two Partien entered by hand), replayed with the totals worked out by
// hand, and the example of docs/formats/vierer.md (mode (b)).
//
// Nets [Anna, Bernd, Christl, Dieter]:
//   1 Anna's Königreich, 10 from each of the three (Christl too)             +30  -10  -10  -10
//   2 Bernd's Cavallerie, 10 from each                                        -10  +30  -10  -10
//   3 Christl's eleven tarocks avec, 10 + 5 = 15 from each                    -15  -15  +45  -15
//   4 no announcement (helper model: A + C 9 + 13 + 16 = 38)                    0    0    0    0
//   5 Partie 1 by hand: 10 to each of Anna and Christl                        +10  -10  +10  -10
//   6 Dieter's four queens, 5 from each                                        -5   -5   -5  +15
//   7-9 no announcement (helper model: B + D 21 + 19 + 31 = 71, A + C 2 + 2)    0    0    0    0
//  10 Partie 2 by hand: 15 to each of Bernd and Dieter                        -15  +15  -15  +15
//                                                               totals       -5   +5  +15  -15
// At 5 cents a point: Anna -0,25, Bernd +0,25, Christl +0,75, Dieter -0,75 EUR.
#include "historic_helpers.hpp"
#include "games/vierer/vierer.hpp"

using namespace hist;

TEST_CASE("data/evenings/vierer-abend.json replays to the hand-worked totals") {
    const auto evenings = data_evening("vierer-abend");
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.errors == 0);
    const std::vector<V> expected = {{30, -10, -10, -10}, {-10, 30, -10, -10}, {-15, -15, 45, -15}, {0, 0, 0, 0}, {10, -10, 10, -10},
                                     {-5, -5, -5, 15},    {0, 0, 0, 0},        {0, 0, 0, 0},        {0, 0, 0, 0}, {-15, 15, -15, 15}};
    REQUIRE(r.rows.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("hand " << i + 1);
        V got;
        for (Thirds t : r.rows[i].net) got.push_back(t.whole_part());
        CHECK(got == expected[i]);
    }
    CHECK(r.rows[5].dealer == 3);  // the Partie record deals nothing: Dieter deals after Christl
    CHECK(r.totals == std::vector<Thirds>{Thirds::whole(-5), Thirds::whole(5), Thirds::whole(15), Thirds::whole(-15)});
    CHECK(r.cents == std::vector<std::int64_t>{-25, 25, 75, -75});
    CHECK_FALSE(r.pending.has_value());
    // The helper model's suggestions, shown beside the amounts entered by hand.
    CHECK(mentions(*r.rows[4].outcome, "A + C") == false);
    CHECK(mentions(*r.rows[4].outcome, "Anna + Christl gewinnt die Partie (Anna + Christl 38, Bernd + Dieter 6), 1fach; Übertrag 2"));
    CHECK(mentions(*r.rows[9].outcome, "Bernd + Dieter gewinnt die Partie (Anna + Christl 4, Bernd + Dieter 71), 1fach; Übertrag 35"));
    const auto* st = tarock::vierer::state_of(*r.ledger);
    REQUIRE(st);
    CHECK(st->number == 3);
    CHECK(st->gains[1] == Thirds::whole(35));
}

TEST_CASE("docs/formats/vierer.md: the example replays to the figures the page prints") {
    const auto evenings = doc_example("vierer");
    REQUIRE(evenings.size() == 1);
    const std::vector<V> expected = {{55, -25, -5, -25}, {20, -40, 10, 10}, {0, 0, 0, 0}};
    CHECK(row_nets(evenings[0]) == expected);
}
