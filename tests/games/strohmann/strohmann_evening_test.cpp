// The example evening data/evenings/strohmann-abend.json (the seed-002 preset: win 3, loss 4, a
// passed game played for 2, 35 : 35 doubling the next game, Volat 12 instead of the game, a
// misdeal costing 1), replayed with the totals worked out by hand.
//
// Karl (seat 0), Mizzi (seat 1); Mizzi deals first, so Karl is the Vorhand of hand 1. Nets
// [Karl, Mizzi]:
//   1 Mizzi deals. Karl takes on, 38 >= 35 2/3: Mizzi pays 3; Karl's tous les trois 1      +4  -4
//   2 Karl.  Mizzi takes on, 35 1/3 loses: 4 to Karl; her tous les quatre 1 from Karl      +3  -3
//   3 Mizzi. both pass, played: Karl 36 wins the passed game, 2                            +2  -2
//   4 Karl.  both pass, 35 : 35 drawn: nothing; the next game counts double                 0   0
//   5 Mizzi. Karl passes, Mizzi takes on and wins with 40: (3 + trull 1 + Ultimo 1) x 2   -10 +10
//   6 Karl.  misdeal: the fine of 1 to Mizzi; Karl deals again                              -1  +1
//   7 Karl.  Mizzi takes on, 33 loses: 4; Karl's Pagat caught in the last trick: 1         +3  -3
//   8 Mizzi. both pass, 35 1/3 : 34 2/3 counts 35 : 35: drawn, the next game double          0   0
//   9 Karl.  Mizzi takes on, 35 1/3 loses: 4 x 2 = 8; Karl's tous les quatre 1 x 2 = 2   +10 -10
//  10 Mizzi. Karl takes on and takes all 27 tricks: Volat 12 instead of the game          +12 -12
//  11 Karl.  Mizzi takes on, Karl revokes: game to Mizzi 3; Karl keeps his trull 1         -2  +2
//  12 Mizzi. Karl takes on, 36 wins: 3                                                     +3  -3
//                                                                           totals     +24 -24
// At 10 cents a point: Mizzi pays Karl 2,40 EUR.
#include "strohmann_helpers.hpp"

using namespace stroh;

TEST_CASE("data/evenings/strohmann-abend.json replays to the hand-worked totals") {
    const auto evenings = data_evening("strohmann-abend");
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.errors == 0);
    const std::vector<V> expected = {{4, -4}, {3, -3}, {2, -2}, {0, 0},  {-10, 10}, {-1, 1},
                                     {3, -3}, {0, 0},  {10, -10}, {12, -12}, {-2, 2}, {3, -3}};
    REQUIRE(r.rows.size() == expected.size());
    const int dealers[] = {1, 0, 1, 0, 1, 0, 0, 1, 0, 1, 0, 1};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("hand " << i + 1);
        CHECK(r.rows[i].dealer == dealers[i]);
        CHECK(r.rows[i].net == std::vector<Thirds>{Thirds::whole(expected[i][0]), Thirds::whole(expected[i][1])});
    }
    CHECK(r.totals == std::vector<Thirds>{Thirds::whole(24), Thirds::whole(-24)});
    CHECK(r.cents == std::vector<std::int64_t>{240, -240});
    REQUIRE(r.transfers.size() == 1);
    CHECK(r.transfers[0] == tarock::Transfer{1, 0, 240});
    // The doubled games say why they count double.
    CHECK(hist::mentions(*r.rows[4].outcome, "× 2 (Remis 35 : 35"));
    CHECK(hist::mentions(*r.rows[8].outcome, "× 2 (Remis 35 : 35"));
    // After the evening the next game is single again.
    const auto* st = tarock::strohmann::state_of(*r.ledger);
    REQUIRE(st);
    CHECK(st->multiplier == 1);
}

TEST_CASE("docs/formats/strohmann.md: the example replays to the figures the page prints") {
    const auto evenings = doc_example("strohmann");
    REQUIRE(evenings.size() == 1);
    const auto rows = row_nets(evenings[0]);
    const std::vector<V> expected = {{0, 0}, {8, -8}, {-1, 1}};
    CHECK(rows == expected);
}
