// The example evenings data/evenings/taroc1756-abend.json (three "zum König", four at the table)
// and data/evenings/wien-abend.json (four in pairs, Vienna), replayed with the totals worked out
// by hand, and the examples of docs/formats/taroc1756.md and docs/formats/taroc1756_wien.md.
//
// taroc1756-abend, nets [Anna, Bernd, Christl, Dieter] (the seat before the dealer rests):
//   1 Dieter (Christl rests). 40 / 26 / 12: +14 0 -14; Anna's matadors 10 + 5 + 5 = 20 from each   +54 -20   0 -34
//   2 Anna (Dieter rests). Bernd 30, Christl 20, Anna 28: +4 -6 +2; Christl's Pagat wins the
//     last trick, 10 from each                                                                   -8  -6 +14   0
//   3 Bernd misdeals: 5 to each of Christl and Dieter, he deals again                              0 -10  +5  +5
//   4 Bernd (Anna rests). Christl 26, Dieter 33, Bernd 19: 0 +7 -7; Dieter's Cavalerie 10 from
//     each; Christl revokes, 5 to each                                                             0 -12 -20 +32
//   5 Christl (Bernd rests). Dieter 27, Anna 41, Christl 10: +1 +15 -16; Anna's ten tarocks 10
//     (she ends above 26); Dieter's Pagat trumped over, 5 to each                                +40   0 -21 -19
//   6 Dieter (Christl rests). Anna only the Scüs, 4 points; Bernd 42, Dieter 32: -22 +16 +6       -22 +16   0  +6
//                                                                                  totals       +64 -32 -22 -10
//
// wien-abend, nets [Anna, Bernd, Christl, Dieter], paid only after the fourth game of a Partie:
//   Partie 1 (Anna + Christl): 40, 30, 45, 38 = +4 -6 +9 +2 = +9; Bernd + Dieter had 42 once: 1 stake
//   Partie 2 (the same pairs): 50, 46, 44, 40 = +36, Reale; Bernd + Dieter never over 36, Doppio: 3
//   Partie 3 (Anna + Bernd): 36, 72 (Volata, 1 each agreed by hand), 30, 40 = 0 +36 -6 +4 = +34;
//     Christl + Dieter had 42 once: 1 stake
//                                                                                  totals        +6  -2  +2  -6
#include "taroc1756_helpers.hpp"

using namespace hist;

namespace {
void check_rows(const tarock::EveningResult& r, const std::vector<V>& expected) {
    REQUIRE(r.errors == 0);
    REQUIRE(r.rows.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("hand " << i + 1);
        V got;
        for (Thirds t : r.rows[i].net) got.push_back(t.whole_part());
        CHECK(got == expected[i]);
    }
}
}  // namespace

TEST_CASE("data/evenings/taroc1756-abend.json replays to the hand-worked totals") {
    const auto evenings = data_evening("taroc1756-abend");
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    check_rows(r, {{54, -20, 0, -34}, {-8, -6, 14, 0}, {0, -10, 5, 5}, {0, -12, -20, 32}, {40, 0, -21, -19}, {-22, 16, 0, 6}});
    const int dealers[] = {3, 0, 1, 1, 2, 3};
    const int resting[] = {2, 3, 0, 0, 1, 2};
    for (std::size_t i = 0; i < 6; ++i) {
        CHECK(r.rows[i].dealer == dealers[i]);
        CHECK(r.rows[i].resting == resting[i]);
    }
    CHECK(r.totals == std::vector<Thirds>{Thirds::whole(64), Thirds::whole(-32), Thirds::whole(-22), Thirds::whole(-10)});
    CHECK(r.cents == std::vector<std::int64_t>{320, -160, -110, -50});
}

TEST_CASE("data/evenings/wien-abend.json replays to the hand-worked totals") {
    const auto evenings = data_evening("wien-abend");
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    const V zero = {0, 0, 0, 0};
    check_rows(r, {zero, zero, zero, zero, {1, -1, 1, -1}, zero, zero, zero, {3, -3, 3, -3}, zero, {1, 1, -1, -1}, zero, {1, 1, -1, -1}});
    const int dealers[] = {3, 0, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2};
    for (std::size_t i = 0; i < 13; ++i) CHECK(r.rows[i].dealer == dealers[i]);
    CHECK(r.totals == std::vector<Thirds>{Thirds::whole(6), Thirds::whole(-2), Thirds::whole(2), Thirds::whole(-6)});
    CHECK(r.cents == std::vector<std::int64_t>{300, -100, 100, -300});
    CHECK_FALSE(r.pending.has_value());
    CHECK(mentions(*r.rows[8].outcome, "Reale, Doppio"));
    CHECK(mentions(*r.rows[10].outcome, "von Hand eingetragen"));
}

TEST_CASE("docs/formats/taroc1756.md: the example replays to the figures the page prints") {
    const auto evenings = doc_example("taroc1756");
    REQUIRE(evenings.size() == 1);
    const std::vector<V> expected = {{54, -20, -34}, {-8, -6, 14}, {5, -10, 5}};
    CHECK(row_nets(evenings[0]) == expected);
}

TEST_CASE("docs/formats/taroc1756_wien.md: the example replays to the figures the page prints") {
    const auto evenings = doc_example("taroc1756_wien");
    REQUIRE(evenings.size() == 1);
    const std::vector<V> expected = {{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {1, -1, 1, -1}};
    CHECK(row_nets(evenings[0]) == expected);
}
