// The example evening data/evenings/ungarisch-abend.json, replayed with the totals worked out by
// hand.
//
// Three players, seats Ilona 0, Janos 1, Kati 2; Ilona deals first. 42 cards, 66 points, 34 wins.
// Game values: Dreier m, Zweier 2m, Einer 3m, Solo 8; Courage x2, Contra x2. Trull/Quatre in the
// tricks 2 (announced 4), ten/eleven/twelve tarocks 1/2/3 to the party; all doubled in a Solo.
// Per hand [Ilona, Janos, Kati]; "je" = what each opponent pays the declarer:
//   1 Ilona deals.  Janos Dreier 1x won 36, ten tarocks: 1 + 1 = je 2              -2  +4  -2
//   2 Janos.        Kati 2nd Zweier (4) won 38; opponents collect Quatre (2): je 2  -2  -2  +4
//   3 Kati.         Ilona Einer 3rd card (9) lost 30; Kati eleven tarocks (2): je -11 -22 +11 +11
//   4 Ilona.        Kati Solo with Courage, Janos Contra: 8 x 2 x 2 = je 32       -32 -32 +64
//   5 Janos.        all pass                                                        0   0   0
//   6 Kati.         Janos Dreier 2x won 40, announced Trull with Contra made:
//                   2 + 4 x 2 = je 10                                             -10 +20 -10
//   7 Ilona.        Ilona 3rd Zweier 4x (8) lost 31; Janos ten tarocks (-1);
//                   her announced Ultimo won (+4): je -5                           -10  +5  +5
//   8 Janos.        Kati Einer 11x (5th card, back: 33) won 40, twelve tarocks 3:
//                   je 36                                                         -36 -36 +72
//   9 Kati.         Ilona Dreier 1x silent Volat 12 (§19) + silent Trull 2 +
//                   silent Quatre 2: je 16                                        +32 -16 -16
//  10 Ilona.        Kati failed to announce her ten tarocks (Codex §32, renonce):
//                   Janos wins his Dreier 3x (3) and announced Quatre (4): je 7    -7 +14  -7
//  11 Janos.        misdeal: Pönale 1 to each, Janos deals again                   +1  -2  +1
//  12 Janos.        Janos Solo lost 32 (-8); Kati's announced Quatre made (-8);
//                   his announced Ultimo won (+8): je -8                           +8 -16  +8
//  13 Kati.         Kati 1st Zweier with Courage (2 x 2 = 4) lost 33:33 (-4);
//                   opponents collect Trull (-2): je -6                            +6  +6 -12
//  14 Ilona.        Ilona Dreier 1x with 33 2/3 = 34 won (+1); Janos eleven
//                   tarocks (-2): je -1                                            -2  +1  +1
//                                                                       totals   -76 -43 +119
// At 10 cents a point: Ilona pays Kati 7,60 EUR; Janos pays Kati 4,30 EUR.
#include "ungarisch_helpers.hpp"

#include <fstream>
#include <sstream>

#include "session/session_file.hpp"

#ifndef TAROCK_SOURCE_DIR
#error "TAROCK_SOURCE_DIR must point at the repository"
#endif

using namespace ung;

TEST_CASE("data/evenings/ungarisch-abend.json replays to the hand-worked totals") {
    const auto evenings = tarock::read_session_file(std::string(TAROCK_SOURCE_DIR) + "/data/evenings/ungarisch-abend.json");
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.errors == 0);
    REQUIRE(r.rows.size() == 14);
    const std::vector<std::vector<int>> expected = {
        {-2, 4, -2},    {-2, -2, 4},  {-22, 11, 11}, {-32, -32, 64}, {0, 0, 0},   {-10, 20, -10}, {-10, 5, 5},
        {-36, -36, 72}, {32, -16, -16}, {-7, 14, -7}, {1, -2, 1},    {8, -16, 8}, {6, 6, -12},    {-2, 1, 1}};
    const int dealers[] = {0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 1, 2, 0};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("hand " << i + 1);
        CHECK(r.rows[i].dealer == dealers[i]);
        for (std::size_t s = 0; s < 3; ++s) CHECK(r.rows[i].net[s] == Thirds::whole(expected[i][s]));
    }
    CHECK(r.totals == std::vector<Thirds>{Thirds::whole(-76), Thirds::whole(-43), Thirds::whole(119)});
    CHECK(r.cents == std::vector<std::int64_t>{-760, -430, 1190});
    REQUIRE(r.transfers.size() == 2);
    CHECK(r.transfers[0] == tarock::Transfer{0, 2, 760});
    CHECK(r.transfers[1] == tarock::Transfer{1, 2, 430});
}

TEST_CASE("docs/formats/ungarisch.md: the example replays to the figures the page prints") {
    std::ifstream in(std::string(TAROCK_SOURCE_DIR) + "/docs/formats/ungarisch.md");
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
    const std::vector<std::vector<int>> expected = {{37, -74, 37}, {-28, -28, 56}, {-66, 33, 33}};
    REQUIRE(r.rows.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i)
        for (std::size_t s = 0; s < 3; ++s) CHECK(r.rows[i].net[s] == Thirds::whole(expected[i][s]));
}
