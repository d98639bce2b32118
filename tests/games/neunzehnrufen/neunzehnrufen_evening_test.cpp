// The example evening data/evenings/neunzehnrufen-fliegend-abend.json (four persons with the flying
// dummy), replayed with the totals worked out by hand, and the example of
// docs/formats/neunzehnrufen.md.
//
// Seats Anna 0, Bernd 1, Christl 2, Dora 3; Anna deals first. The dealer rests and his open cards
// are the dummy; he books whatever his seat pays or receives. W = points over 35 + 10; Rufer x1,
// Dreier x3, Zweier x4, Einer x5; a loss times the talon multiple.
// Per hand [Anna, Bernd, Christl, Dora] (the dealer's column is his dummy):
//   1 Anna deals.   Bernd Rufer XIX (Christl) won 43: W 18                         -18 +18 +18 -18
//   2 Bernd.        Christl Rufer XIX held by the dummy (Bernd) won 38: W 13        -13 +13 +13 -13
//   3 Christl.      Anna Dreier 2x won 40: 15 x 3 = 45, single                     +135 -45 -45 -45
//   4 Dora.         Anna calls XVIII (Bernd), lost 33: opp 37, W 12; Christl's
//                   Acht Tarok 4                                                    -16 -16 +16 +16
//   5 Anna.         Bernd finds XIX in his talon cards, schleifen: 10 to each seat  +10 -30 +10 +10
//   6 Bernd.        Christl Zweier 1x lost 30: opp 40, W 15 x 4 = 60                +60 +60 -180 +60
//   7 Christl.      Dora Rufer XIX (Anna) won 50: W 25 + silent Pagat Ultimo 10     +35 -35 -35 +35
//   8 Dora.         Dora deals and plays a Dreier 1x a ouvert, won 41: 16 x 3 = 48  -48 -48 -48 +144
//   9 Anna.         Bernd Rufer XIX (Dora) won 36: W 11; Christl's "Honneurs!" with
//                   all four kings 8 to Christl and Anna's dummy                     -3  +3  -3  +3
//  10 Bernd.        Christl Einer 1x won 45: 20 x 5 = 100                          -100 -100 +300 -100
//  11 Christl.      Dora Rufer XIX (Bernd); Anna renounces at 40 : 30: 20 + 5 = 25  -25 +25 -25 +25
//  12 Dora.         Anna Rufer XIX (Christl), silent Volat with 70: 45 + 20         +65 -65 +65 -65
//                                                                       totals      +82 -220 +86 +52
// At 1 cent a point: Bernd pays Christl 0,86 EUR, Anna 0,82 EUR and Dora 0,52 EUR.
#include "evening_check.hpp"

using namespace pt;

TEST_CASE("data/evenings/neunzehnrufen-fliegend-abend.json replays to the hand-worked totals") {
    const auto e = data_evening("data/evenings/neunzehnrufen-fliegend-abend.json");
    const auto r = check_hands(e,
                               {{-18, 18, 18, -18}, {-13, 13, 13, -13}, {135, -45, -45, -45}, {-16, -16, 16, 16}, {10, -30, 10, 10}, {60, 60, -180, 60},
                                {35, -35, -35, 35}, {-48, -48, -48, 144}, {-3, 3, -3, 3}, {-100, -100, 300, -100}, {-25, 25, -25, 25}, {65, -65, 65, -65}},
                               {0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3});
    CHECK(r.totals == whole({82, -220, 86, 52}));
    CHECK(r.cents == std::vector<std::int64_t>{82, -220, 86, 52});
    REQUIRE(r.transfers.size() == 3);
    CHECK(r.transfers[0] == tarock::Transfer{1, 2, 86});
    CHECK(r.transfers[1] == tarock::Transfer{1, 0, 82});
    CHECK(r.transfers[2] == tarock::Transfer{1, 3, 52});
    // The dealer's dummy is named in the payments he books (hand 2: Bernd's dummy holds XIX).
    bool booked = false;
    for (const auto& p : r.rows[1].outcome->result.postings) booked = booked || (p.payee == 1 && p.reason.de.find("Partner Bernd") != std::string::npos);
    CHECK(booked);
    REQUIRE(!r.ledger_lines.empty());
    CHECK(r.ledger_lines[0].value.de.find("fliegenden Strohmann") != std::string::npos);
}

TEST_CASE("docs/formats/neunzehnrufen.md: the example replays to the figures the page prints") {
    check_hands(doc_example("docs/formats/neunzehnrufen.md"), {{18, -18, -18, 18}, {550, 550, -1650, 550}, {-65, -65, 65, 65}});
}
