// The example evening data/evenings/tarokk-hu-este.json (Illustrated), replayed with the nets
// worked out by hand. Győző 0, Ödön 1, Tünde 2, Zsuzsa 3; Zsuzsa deals first.
//   1 Győző + Tünde, kettő, 55: tuletroá announced 2, their four kings silent -1, game 2: T 3   3  -3   3  -3
//   2 Ödön alone (own XX), három, 50: pagát ulti kontra'd 20, game 1: T 21 x 3               -21  63 -21 -21
//   3 Tünde + Zsuzsa, egy, 75: silent double 6 (no game); Győző's 8 tarokks                  -3  -7   5   5
//   4 all passed                                                                              0   0   0   0
//   5 Zsuzsa + Győző, kettő, 40, kontra: game -4, centrum failed -10, the opponents'
//     király ulti -15: T -29                                                               -29  29  29 -29
//   6 Ödön + Győző, szóló, announced volát made: 6 x 4 = 24                                 24  24 -24 -24
//   7 Tünde + Ödön, három, 47: game -1, Zsuzsa's silent ulti -5, XXI caught -21: T -27      27 -27 -27  27
//   8 agreed: Győző bid three without an honour (HU-10)                                     -3   1   1   1
//   totals -2, 80, -34, -44; at 10,00 HUF a point: -20,00, 800,00, -340,00, -440,00 HUF.
#include "evening_check.hpp"

using namespace pt;

TEST_CASE("data/evenings/tarokk-hu-este.json replays to the hand-worked nets") {
    const auto r = check_hands(data_evening("data/evenings/tarokk-hu-este.json"),
                               {{3, -3, 3, -3}, {-21, 63, -21, -21}, {-3, -7, 5, 5}, {0, 0, 0, 0}, {-29, 29, 29, -29}, {24, 24, -24, -24}, {27, -27, -27, 27}, {-3, 1, 1, 1}},
                               {3, 0, 1, 2, 3, 0, 1, 2});
    CHECK(r.totals == whole({-2, 80, -34, -44}));
    CHECK(r.cents == std::vector<std::int64_t>{-2000, 80000, -34000, -44000});
    CHECK(r.rows[3].outcome->all_passed);
}

TEST_CASE("docs/formats/tarokk_hu.md: the example replays to the figures the page prints") {
    check_hands(doc_example("docs/formats/tarokk_hu.md"), {{3, -3, 3, -3}, {-21, 63, -21, -21}, {-3, -7, 5, 5}});
}
