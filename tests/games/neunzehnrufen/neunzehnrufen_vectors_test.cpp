// Neunzehnrufen: every test vector of koenigrufen-neunzehnrufen-paszkiewitsch.md §8.1 and §8.3
// (TV-N1 .. TV-N23) and the Steyerisch cross-checks of the shared Gewinn-Points routine (TV-S1 ..
// TV-S3), with exact nets per seat. Four active players A, B, C, D; D deals, A is the Vorhand.
#include "partnership_helpers.hpp"
#include "core/cards.hpp"
#include "games/neunzehnrufen/neunzehnrufen.hpp"

using namespace pt;
namespace nr = tarock::neunzehnrufen;

namespace {
V n19(const std::string& hand, Json rules = Json::object()) { return nets("neunzehnrufen", J(hand), std::move(rules)); }
V flying(const std::string& hand, Json rules = Json::object()) {
    rules["table"] = "fliegend";
    return nets("neunzehnrufen", J(hand), std::move(rules));
}
}  // namespace

TEST_CASE("TV-N1 the winning party has 43: Rufer 18, Dreier 54, Zweier 72, Einer 90, Solo 108 per opponent (000:L826)") {
    CHECK(nr::gewinn_points(43) == 18);
    CHECK(n19(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":43})") == V{18, -18, -18, 18});
    CHECK(n19(R"({"declarer":"A","game":"dreier","multiple":1,"points":43})") == V{162, -54, -54, -54});
    CHECK(n19(R"({"declarer":"A","game":"zweier","multiple":1,"points":43})") == V{216, -72, -72, -72});
    CHECK(n19(R"({"declarer":"A","game":"einer","multiple":1,"points":43})") == V{270, -90, -90, -90});
    CHECK(n19(R"({"declarer":"A","game":"solo","points":43})") == V{324, -108, -108, -108});
}

TEST_CASE("TV-N2 Einer elevenfold lost on 35: 550 per opponent, 1650 in all, 3300 with a contra (000:L896)") {
    CHECK(n19(R"({"declarer":"A","game":"einer","multiple":11,"points":35})") == V{-1650, 550, 550, 550});
    CHECK(n19(R"({"declarer":"A","game":"einer","part":5,"back":true,"points":35,"contra":"contra"})") == V{-3300, 1100, 1100, 1100});
}

TEST_CASE("TV-N3 Rufer: the called tarock among the Vorhand's four talon cards, thrown in: 10 to each") {
    CHECK(n19(R"({"declarer":"A","game":"rufer","called":19,"partner":"talon","schleifen":true})") == V{-30, 10, 10, 10});
}

TEST_CASE("TV-N4 Rufer with B, silent Volat, 69 2/3 counted 70: 45 + 20") {
    CHECK(n19(R"({"declarer":"A","game":"rufer","called":19,"partner":"B","points":"69 2/3","volat":{"by":"declarer"}})") == V{65, 65, -65, -65});
}

TEST_CASE("TV-N5 Rufer with B, announced Volat, 66 2/3 counted 67: 42 + 40") {
    CHECK(n19(R"({"declarer":"A","game":"rufer","called":19,"partner":"B","points":"66 2/3",
                  "volat":{"announced":"declarer","by":"declarer"}})") == V{82, 82, -82, -82});
}

TEST_CASE("TV-N6 Dreier twofold won with 40: 15 x 3, a win is single") {
    CHECK(n19(R"({"declarer":"A","game":"dreier","multiple":2,"points":40})") == V{135, -45, -45, -45});
    CHECK(n19(R"({"declarer":"A","game":"dreier","part":2,"points":40})") == V{135, -45, -45, -45});
}

TEST_CASE("TV-N8 Zweier fivefold won with 50, contra: 25 x 4 x 1 x 2 = 200") {
    CHECK(n19(R"({"declarer":"A","game":"zweier","multiple":5,"points":50,"contra":"contra"})") == V{600, -200, -200, -200});
}

TEST_CASE("TV-N9 Zweier threefold lost with 33, contra: 12 x 4 x 3 x 2 = 288") {
    CHECK(n19(R"({"declarer":"A","game":"zweier","multiple":3,"points":33,"contra":"contra"})") == V{-864, 288, 288, 288});
}

TEST_CASE("TV-N10 Rufer, A + D reach exactly 35: the opponents win W = 10") {
    CHECK(n19(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":35})") == V{-10, 10, 10, -10});
}

TEST_CASE("TV-N11 Rufer won with 36 (W = 11), B announced Acht Tarok") {
    CHECK(n19(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":36,"ansagen":{"B":["acht_tarok"]}})") == V{7, -7, -7, 7});
    CHECK(n19(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":36})") == V{11, -11, -11, 11});
}

TEST_CASE("TV-N12 Dreier won with 40, opponent C holds the Trull silently (A-N5 party rule)") {
    const std::string h = R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"C":["trull"]}})";
    CHECK(n19(h) == V{111, -37, -37, -37});
    SUBCASE("A-N5 option: only the holder receives") { CHECK(n19(h, J(R"({"premiums_1v3":"holder"})")) == V{127, -45, -37, -45}); }
}

TEST_CASE("TV-N13 Rufer won with 36, D holds all four kings: paid only with \"Honneurs!\"") {
    CHECK(n19(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":36,"honours":{"D":["quatre"]}})") == V{11, -11, -11, 11});
    CHECK(n19(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":36,"honours":{"D":["quatre"]},
                  "ansagen":{"D":["honneurs"]}})") == V{19, -19, -19, 19});
}

TEST_CASE("TV-N15 Rufer won with 36, B announces Honneurs (2 tarock honours + 2 kings): 11 - 4") {
    CHECK(n19(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":36,"ansagen":{"B":["honneurs"]}})") == V{7, -7, -7, 7});
}

TEST_CASE("TV-N17 Problem 19: en deux, A with dummy B against C with dummy D, silent Volat, C's \"Zehn Tarok, Contra!\"") {
    // A+B have 70 - 5 2/3 = 64 1/3, counted 64: W = 39; game 39 x 2 = 78; Volat 20; Zehn Tarok -8: +90 per seat.
    const std::string h = R"({"dealer":"C","declarer":"A","game":"rufer","called":19,"partner":"B","points":"64 1/3","contra":"contra",
                              "volat":{"by":"declarer"},"ansagen":{"C":["zehn_tarok"]}})";
    const auto e = evening("neunzehnrufen", J(R"({"table":"zwei","dummy_seats":"2+4"})"), {"A", "B", "C", "D"}, 2);
    CHECK(nets_of(e, J(h)) == V{180, 0, -180, 0});
    SUBCASE("person rule (A-N1): each person once") {
        const auto ep = evening("neunzehnrufen", J(R"({"table":"zwei","dummy_seats":"2+4","dummy_share":"person"})"), {"A", "B", "C", "D"}, 2);
        CHECK(nets_of(ep, J(h)) == V{90, 0, -90, 0});
    }
    SUBCASE("A-N8 option: a Volat counts 70 (W = 45): 102 per seat") {
        const auto e70 = evening("neunzehnrufen", J(R"({"table":"zwei","dummy_seats":"2+4","volat_points":"seventy"})"), {"A", "B", "C", "D"}, 2);
        CHECK(nets_of(e70, J(h)) == V{204, 0, -204, 0});
    }
}

TEST_CASE("TV-N18 Problem 20: flying dummy, B's Zweier from the third pair with Zwölf Tarok, Trull, Pagat Ultimo and a failed Volat") {
    // The book leaves PB and the Pagat Ultimo open: B = 3 [(PB - 25) 4 + 20 - 40 +- 20]. Take PB = 50.
    const std::string won = R"({"declarer":"B","game":"zweier","multiple":3,"points":50,"ansagen":{"B":["zwoelf_tarok"]},"honours":{"B":["trull"]},
                                "ultimo":{"player":"B","announced":true,"result":"won"},"volat":{"announced":"declarer"}})";
    CHECK(flying(won) == V{-100, 300, -100, -100});
    const std::string lost = R"({"declarer":"B","game":"zweier","multiple":3,"points":50,"ansagen":{"B":["zwoelf_tarok"]},"honours":{"B":["trull"]},
                                 "ultimo":{"player":"B","announced":true,"result":"lost"},"volat":{"announced":"declarer"}})";
    CHECK(flying(lost) == V{-60, 180, -60, -60});
    for (int pb : {40, 47, 60}) {
        const std::string h = R"({"declarer":"B","game":"zweier","multiple":3,"points":)" + std::to_string(pb) +
                              R"(,"ansagen":{"B":["zwoelf_tarok"]},"honours":{"B":["trull"]},"ultimo":{"player":"B","announced":true,"result":"won"},"volat":{"announced":"declarer"}})";
        CHECK(flying(h)[1] == 3 * ((pb - 25) * 4 + 20 - 40 + 20));
    }
}

TEST_CASE("TV-N19 Rufer: A + D renounce while holding 40 (they had won): W = 20") {
    CHECK(n19(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":40,"renonce":"D"})") == V{-20, 20, 20, -20});
}

TEST_CASE("TV-N20 Rufer: A + D renounce while holding 30: W = 20 + 5 (A-N10)") {
    const std::string h = R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":30,"renonce":"A"})";
    CHECK(n19(h) == V{-25, 25, 25, -25});
    SUBCASE("A-N10 option: the normal price 15 plus the 5 missing to 35") { CHECK(n19(h, J(R"({"renonce_price":"normal_plus_missing"})")) == V{-20, 20, 20, -20}); }
}

TEST_CASE("TV-N21 Dreier threefold: the opponents renounce, A holds 30: the declarer wins single, 20 x 3") {
    CHECK(n19(R"({"declarer":"A","game":"dreier","multiple":3,"points":30,"renonce":"C"})") == V{180, -60, -60, -60});
}

TEST_CASE("TV-N22 en trois: the dummy holds the called tarock, X + dummy win with 45 (W = 20)") {
    const auto e = evening("neunzehnrufen", J(R"({"table":"drei"})"), {"X", "Y", "Z", "Strohmann"}, 2);
    CHECK(nets_of(e, J(R"({"declarer":"X","game":"rufer","called":19,"partner":"Strohmann","points":45})")) == V{40, -20, -20, 0});
}

TEST_CASE("TV-N23 flying dummy, dealer D: A's Dreier won with 40 as with four active, D pays as the dummy's owner") {
    CHECK(flying(R"({"declarer":"A","game":"dreier","multiple":1,"points":40})") == V{135, -45, -45, -45});
}

TEST_CASE("TV-S1 cross-check (Steyerisch factors): sixfold Einer lost, opponents 38: 13 x 3 x 6 = 234 per opponent (000:L660)") {
    CHECK(nr::gewinn_points(38) == 13);
    CHECK(nr::game_price(nr::gewinn_points(38), 3, 6, true, 0) == 234);
}

TEST_CASE("TV-S2 cross-check (Steyerisch factors): the same Einer won with 38: single, 39 per opponent (000:L662)") {
    CHECK(nr::game_price(nr::gewinn_points(38), 3, 6, false, 0) == 39);
}

TEST_CASE("TV-S3 cross-check (Steyerisch factors): third Zweier won with 35 2/3 counted 36 against a contra: 44 per opponent") {
    CHECK(nr::game_price(nr::gewinn_points(tarock::round_card_points(Thirds::parse("35 2/3"))), 2, 3, false, 1) == 44);
}
