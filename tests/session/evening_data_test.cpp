// The example evening data/evenings/tapp-abend.json, replayed with the totals worked out by hand.
//
// Four players, seats Anna 0, Bernd 1, Christl 2, Dieter 3; Anna deals first. The dealer rests as
// König and pays and receives with the opponents (A2 default). Per hand [Anna, Bernd, Christl,
// Dieter]; "je" = what each of the three opponents pays the declarer:
//   1 Anna deals.   Bernd Dreier 1x won 41: je 1                       -1  +3  -1  -1
//   2 Bernd deals.  Dieter 2x (Unterer) Contra = 4, lost 33: je -4      +4  +4  +4 -12
//                   (Christl's Quatre forfeited: she passed in the Vorhand before anyone declared)
//   3 Christl.      Anna Solo won 44: je 8; Dieter Köpfe in Solo 2 x 3  +22 -10 -10  -2
//   4 Dieter.       all pass                                             0   0   0   0
//   5 Anna.         Bernd 1x + Ultimo contra'd: 1 + 8 = je 9           -9 +27  -9  -9
//   6 Bernd.        Christl 3x lost 30 + own Pagat caught: je -5        +5  +5 -15  +5
//   7 Christl.      Dieter 2x won, Bernd's silent Ultimo: je 0;
//                   Anna's Trull 2 from each of three                   +6  -2  -2  -2
//   8 Dieter.       Bernd Solo Recontra 32 won 37: je 32               -32 +96 -32 -32
//   9 Anna.         misdeal: Pönale 1 to each, Anna deals again          -3  +1  +1  +1
//  10 Anna.         Christl 1x silent Volat: 12 instead of 1: je 12    -12 -12 +36 -12
//  11 Bernd.        Dieter 4x, announced Volat failed: 4 - 24 = je -20 +20 +20 +20 -60
//  12 Christl.      Bernd renounces: Anna's 1x won, je 1                 +3  -1  -1  -1
//  13 Dieter.       Anna 2x lost 35:35 (je -2); Christl Trull,
//                   Bernd Quatre (2 from each of three)                 -10  +6  +6  -2
//  14 Anna.         Dieter 5x Contra = 10 won 45: je 10                 -10 -10 -10 +30
//  15 Bernd.        Christl Solo Contra lost (16), Ultimo won (8): je -8 +8  +8 -24  +8
//  16 Christl.      Bernd 1x lost 20 (je -1); Dieter Köpfe 1 each         0  -4   0  +4
//  17 Dieter.       thrown in (Codex §3), Dieter deals again              0   0   0   0
//  18 Dieter.       Christl 2x Contra = 4 won 47: je 4                   -4  -4 +12  -4
//  19 Anna.         Dieter 1x won with 36: je 1                          -1  -1  -1  +3
//  20 Bernd.        Anna 3x won 39, announced Ultimo lost: 3 - 4 = je -1 -3  +1  +1  +1
//                                                             totals  -17 +127 -25 -85
// At 10 cents a point: Dieter pays Bernd 8,50 EUR; Christl pays Bernd 2,50 EUR; Anna pays Bernd 1,70 EUR.
#include "tapp_helpers.hpp"

#include "session/session_file.hpp"

#ifndef TAROCK_SOURCE_DIR
#error "TAROCK_SOURCE_DIR must point at the repository"
#endif

using namespace test;

TEST_CASE("data/evenings/tapp-abend.json replays to the hand-worked totals") {
    const auto evenings = tarock::read_session_file(std::string(TAROCK_SOURCE_DIR) + "/data/evenings/tapp-abend.json");
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.errors == 0);
    REQUIRE(r.rows.size() == 20);
    const std::vector<std::vector<int>> expected = {
        {-1, 3, -1, -1}, {4, 4, 4, -12}, {22, -10, -10, -2}, {0, 0, 0, 0}, {-9, 27, -9, -9},
        {5, 5, -15, 5},  {6, -2, -2, -2}, {-32, 96, -32, -32}, {-3, 1, 1, 1}, {-12, -12, 36, -12},
        {20, 20, 20, -60}, {3, -1, -1, -1}, {-10, 6, 6, -2}, {-10, -10, -10, 30}, {8, 8, -24, 8},
        {0, -4, 0, 4}, {0, 0, 0, 0}, {-4, -4, 12, -4}, {-1, -1, -1, 3}, {-3, 1, 1, 1}};
    const int dealers[] = {0, 1, 2, 3, 0, 1, 2, 3, 0, 0, 1, 2, 3, 0, 1, 2, 3, 3, 0, 1};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("hand " << i + 1);
        CHECK(r.rows[i].dealer == dealers[i]);
        CHECK(r.rows[i].resting == dealers[i]);
        for (std::size_t s = 0; s < 4; ++s) CHECK(r.rows[i].net[s] == Thirds::whole(expected[i][s]));
    }
    CHECK(r.totals == std::vector<Thirds>{Thirds::whole(-17), Thirds::whole(127), Thirds::whole(-25), Thirds::whole(-85)});
    CHECK(r.cents == std::vector<std::int64_t>{-170, 1270, -250, -850});
    REQUIRE(r.transfers.size() == 3);
    CHECK(r.transfers[0] == tarock::Transfer{3, 1, 850});
    CHECK(r.transfers[1] == tarock::Transfer{2, 1, 250});
    CHECK(r.transfers[2] == tarock::Transfer{0, 1, 170});
    // The forfeited Quatre of hand 2 is explained, not paid.
    REQUIRE(r.rows[1].outcome);
    bool forfeit_note = false;
    for (const auto& n : r.rows[1].outcome->result.notes) forfeit_note = forfeit_note || n.de.find("Quatre von Christl verpasst") != std::string::npos;
    CHECK(forfeit_note);
}

TEST_CASE("the players' hand numbers skip a record without a deal (the Hut of tests/cli/fixtures/block-hut.json)") {
    // Hands 1-7 are dealt; record 8 draws the Hut (bookkeeping, no deal); records 9-13 are the
    // hands the players call 8-12.
    const auto evenings = tarock::read_session_file(std::string(TAROCK_SOURCE_DIR) + "/tests/cli/fixtures/block-hut.json");
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.rows.size() >= 9);
    REQUIRE(r.rows[7].outcome);
    CHECK(r.rows[7].outcome->bookkeeping);
    for (int i = 0; i < 7; ++i) CHECK(r.rows[static_cast<std::size_t>(i)].played == i + 1);
    CHECK(r.rows[7].played == 0);
    CHECK(r.rows[8].played == 8);
    CHECK(tarock::played_number(r, 8) == 8);
    CHECK(tarock::played_number_of_position(r, 8) == 0);
    CHECK(tarock::played_number_of_position(r, 9) == 8);
    const int rows = static_cast<int>(r.rows.size());
    CHECK(tarock::played_number(r, rows) == r.rows.back().played + 1);  // the next hand
    CHECK(tarock::played_number(r, -1) == 0);
}
