// The example evening data/evenings/zwoelfer-abend.json, replayed with the totals worked out by
// hand.
//
// Four players, seats Anton 0, Berta 1, Carl 2, Dora 3; Anton deals first. 42 cards, 66 points,
// 34 wins. The dealer rests as König and pays and receives with the opponents (A2 default).
// Per hand [Anton, Berta, Carl, Dora]; "je" = what each of the three opponents pays the declarer:
//   1 Anton deals.  Berta Dreier 1x won 38: je 1                              -1  +3  -1  -1
//   2 Berta.        Carl 2x (other Lage) lost 30: je -2; Dora Köpfe 1 each     +1  +1  -7  +5
//   3 Carl.         Anton Solo won 40: je 8                                  +24  -8  -8  -8
//   4 Dora.         Berta 1x + announced Ultimo won: 1 + 4 = je 5             -5 +15  -5  -5
//   5 Anton.        all pass                                                   0   0   0   0
//   6 Berta.        Dora 3x (back) Contra, 33 : 33 lost: je -6                +6  +6  +6 -18
//   7 Carl.         Dora passes with Trull in the Vorhand (forfeited);
//                   Anton 1x won with exactly 34: je 1                        +3  -1  -1  -1
//   8 Dora.         Carl Solo lost 30: je -8                                  +8  +8 -24  +8
//   9 Anton.        Berta 2x silent Volat: 12 instead of 2 (§19), je 12      -12 +36 -12 -12
//  10 Berta.        Carl 1x won 35 (je 1), his Pagat caught in the last
//                   trick (je -2): je -1; Anton Quatre 2 from each            +7  -1  -5  -1
//  11 Carl.         Dora Unterer back (4x) Recontra, won 40: 4 x 4 = je 16   -16 -16 -16 +48
//  12 Dora.         misdeal: Pönale 1 to each, Dora deals again               +1  +1  +1  -3
//  13 Dora.         Berta Solo won 45 (je 8) + her Köpfe in Solo 2 from each -10 +30 -10 -10
//                                                                 totals      +6 +74 -82  +2
// At 10 cents a point: Carl pays Berta 7,40 EUR, Anton 0,60 EUR and Dora 0,20 EUR.
#include "zwoelfer_helpers.hpp"

#include <fstream>
#include <sstream>

#include "session/session_file.hpp"

#ifndef TAROCK_SOURCE_DIR
#error "TAROCK_SOURCE_DIR must point at the repository"
#endif

using namespace zw;

TEST_CASE("data/evenings/zwoelfer-abend.json replays to the hand-worked totals") {
    const auto evenings = tarock::read_session_file(std::string(TAROCK_SOURCE_DIR) + "/data/evenings/zwoelfer-abend.json");
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.errors == 0);
    REQUIRE(r.rows.size() == 13);
    const std::vector<std::vector<int>> expected = {
        {-1, 3, -1, -1}, {1, 1, -7, 5}, {24, -8, -8, -8}, {-5, 15, -5, -5}, {0, 0, 0, 0},
        {6, 6, 6, -18},  {3, -1, -1, -1}, {8, 8, -24, 8}, {-12, 36, -12, -12}, {7, -1, -5, -1},
        {-16, -16, -16, 48}, {1, 1, 1, -3}, {-10, 30, -10, -10}};
    const int dealers[] = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 3};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("hand " << i + 1);
        CHECK(r.rows[i].dealer == dealers[i]);
        CHECK(r.rows[i].resting == dealers[i]);
        for (std::size_t s = 0; s < 4; ++s) CHECK(r.rows[i].net[s] == Thirds::whole(expected[i][s]));
    }
    CHECK(r.totals == std::vector<Thirds>{Thirds::whole(6), Thirds::whole(74), Thirds::whole(-82), Thirds::whole(2)});
    CHECK(r.cents == std::vector<std::int64_t>{60, 740, -820, 20});
    REQUIRE(r.transfers.size() == 3);
    CHECK(r.transfers[0] == tarock::Transfer{2, 1, 740});
    CHECK(r.transfers[1] == tarock::Transfer{2, 0, 60});
    CHECK(r.transfers[2] == tarock::Transfer{2, 3, 20});
}

TEST_CASE("docs/formats/zwoelfer.md: the example replays to the figures the page prints") {
    std::ifstream in(std::string(TAROCK_SOURCE_DIR) + "/docs/formats/zwoelfer.md");
    REQUIRE(in);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string doc = ss.str();
    const auto start = doc.find("```json\n", doc.find("## Example"));
    REQUIRE(start != std::string::npos);
    const auto end = doc.find("```", start + 8);
    REQUIRE(end != std::string::npos);
    const auto evenings = tarock::load_session_text(doc.substr(start + 8, end - start - 8));
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.errors == 0);
    const std::vector<std::vector<int>> expected = {{-1, 3, -1, -1}, {1, 1, -7, 5}, {48, -16, -16, -16}};
    REQUIRE(r.rows.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i)
        for (std::size_t s = 0; s < 4; ++s) CHECK(r.rows[i].net[s] == Thirds::whole(expected[i][s]));
}
