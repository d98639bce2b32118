// The example evening data/evenings/steyerisch-abend.json, replayed with the totals worked out by
// hand.
//
// Three players, seats Franz 0, Gretl 1, Hias 2; Franz deals first; the dealer plays (three at the
// table). Consolation C = 10, factors Dreier 1, Zweier 2, Einer 3, Solo 4. G = Gewinn-Points =
// the winning party's points over 35 + C; a won game is paid G x F (onefold), a lost one G x F x m.
// Per hand [Franz, Gretl, Hias]; "je" = what each opponent pays the declarer:
//   1 Franz deals.  Gretl Dreier 1x won 41: G = 6 + 10 = 16, je 16                 -16  +32  -16
//   2 Gretl.        Hias 1st Zweier 2x lost 31: opp 39, G = 14 x 2 x 2 = 56, je -56 +56  +56 -112
//   3 Hias.         Franz Einer (3rd card, 3x) won 44: G = 19 x 3 = 57 onefold     +114  -57  -57
//   4 Franz.        Gretl Dreier 1x 35:35: je -10; Hias tous les quatre 10 from
//                   each of Gretl and Franz                                         0  -30  +30
//   5 Gretl.        all pass                                                        0    0    0
//   6 Hias.         Hias Solo won 47: G = 22 x 4 = 88; announced Ultimo 20: je 108 -108 -108 +216
//   7 Franz.        Franz Dreier 3x (back) Contra, won 39: G = 14 x 1 x 2 = je 28   +56  -28  -28
//   8 Gretl.        Hias passes with Trull in the Vorhand (forfeited); Franz
//                   2nd Zweier 3x lost 33: opp 37, G = 12 x 2 x 3 = je -72        -144  +72  +72
//   9 Hias.         Franz opens, Gretl Unterer (2x), silent Volat: 7 x 10 = je 70  -70 +140  -70
//  10 Franz.        Hias Einer 6x lost 32 (the book's example): 13 x 3 x 6 = 234   +234 +234 -468
//  11 Gretl.        misdeal: Pönale 10 to each, Gretl deals again                   +10  -20  +10
//  12 Gretl.        Franz Dreier 1x won 38 (13) + silent Ultimo 10: je 23           +46  -23  -23
//  13 Hias.         Gretl Einer 11x (5th card, back) 35:35: 10 x 3 x 11 = je -330  +330 -660 +330
//  14 Franz.        Hias revokes in Franz's 3rd Zweier 4x; played out the opponents
//                   have 30: §25 G = 20 + 5 = 25 x 2 = je 50 (onefold)             +100  -50  -50
//  15 Gretl.        Gretl Dreier 1x won 40 (15), announced Ultimo lost (20): je -5   +5  -10   +5
//                                                                       totals   +613 -452 -161
// At 1 cent a point: Gretl pays Franz 4,52 EUR; Hias pays Franz 1,61 EUR.
#include "steyerisch_helpers.hpp"

#include <fstream>
#include <sstream>

#include "session/session_file.hpp"

#ifndef TAROCK_SOURCE_DIR
#error "TAROCK_SOURCE_DIR must point at the repository"
#endif

using namespace stey;

TEST_CASE("data/evenings/steyerisch-abend.json replays to the hand-worked totals") {
    const auto evenings = tarock::read_session_file(std::string(TAROCK_SOURCE_DIR) + "/data/evenings/steyerisch-abend.json");
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.errors == 0);
    REQUIRE(r.rows.size() == 15);
    const std::vector<std::vector<int>> expected = {
        {-16, 32, -16}, {56, 56, -112}, {114, -57, -57}, {0, -30, 30},   {0, 0, 0},
        {-108, -108, 216}, {56, -28, -28}, {-144, 72, 72}, {-70, 140, -70}, {234, 234, -468},
        {10, -20, 10},  {46, -23, -23}, {330, -660, 330}, {100, -50, -50}, {5, -10, 5}};
    const int dealers[] = {0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 1, 2, 0, 1};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("hand " << i + 1);
        CHECK(r.rows[i].dealer == dealers[i]);
        for (std::size_t s = 0; s < 3; ++s) CHECK(r.rows[i].net[s] == Thirds::whole(expected[i][s]));
    }
    CHECK(r.totals == std::vector<Thirds>{Thirds::whole(613), Thirds::whole(-452), Thirds::whole(-161)});
    CHECK(r.cents == std::vector<std::int64_t>{613, -452, -161});
    REQUIRE(r.transfers.size() == 2);
    CHECK(r.transfers[0] == tarock::Transfer{1, 0, 452});
    CHECK(r.transfers[1] == tarock::Transfer{2, 0, 161});
    // Hand 8 explains the forfeited tous les trois; hand 10 shows the book's computation.
    bool forfeit = false;
    for (const auto& n : r.rows[7].outcome->result.notes) forfeit = forfeit || n.de.find("Tous les trois von Hias verpasst") != std::string::npos;
    CHECK(forfeit);
    CHECK(r.rows[9].outcome->result.postings[0].reason.de.find("13 Gewinn-Points; Einer × 3 = 39; sechsmalig × 6 = 234") != std::string::npos);
}

TEST_CASE("docs/formats/steyerisch.md: the example replays to the figures the page prints") {
    std::ifstream in(std::string(TAROCK_SOURCE_DIR) + "/docs/formats/steyerisch.md");
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
    const std::vector<std::vector<int>> expected = {{-16, 32, -16}, {234, 234, -468}, {78, -24, -54}};
    REQUIRE(r.rows.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i)
        for (std::size_t s = 0; s < 3; ++s) CHECK(r.rows[i].net[s] == Thirds::whole(expected[i][s]));
}
