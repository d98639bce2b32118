// Ungarisch-Tarok test vectors T-U1..T-U6, T-D20..T-D25 and T-P29..T-P31 of
// tapp-zwoelfer-ungarisch-codex §7. "per opp" = what each opponent pays the declarer.
// Seats: A (0), B (1), C (2); C deals, so A is the Vorhand.
#include "ungarisch_helpers.hpp"

using namespace ung;

// ---- 7.3 Values (T-U series) -----------------------------------------------------------------

TEST_CASE("T-U1 Zweier with the first / second / third pair: 2 / 4 / 6") {
    CHECK(nets(J(R"({"declarer":"A","game":"zweier","level":1,"multiple":1,"result":"won"})")) == per_opp(0, 2));
    CHECK(nets(J(R"({"declarer":"A","game":"zweier","level":2,"multiple":2,"result":"won"})")) == per_opp(0, 4));
    CHECK(nets(J(R"({"declarer":"A","game":"zweier","level":3,"multiple":3,"result":"won"})")) == per_opp(0, 6));
}

TEST_CASE("T-U2 Einer onefold / sixfold / elevenfold (the fifth card after seeing all six): 3 / 18 / 33") {
    CHECK(nets(J(R"({"declarer":"A","game":"einer","card":1,"result":"won"})")) == per_opp(0, 3));
    CHECK(nets(J(R"({"declarer":"A","game":"einer","card":6,"result":"won"})")) == per_opp(0, 18));
    CHECK(nets(J(R"({"declarer":"A","game":"einer","card":5,"back":true,"result":"won"})")) == per_opp(0, 33));
}

TEST_CASE("T-U3 Einer: going back to the first card after seeing all six is sevenfold = 21") {
    CHECK(nets(J(R"({"declarer":"A","game":"einer","card":1,"back":true,"result":"won"})")) == per_opp(0, 21));
}

TEST_CASE("T-U4 Trull/Quatre silent: Dreier, Zweier, Einer 2, Solo 4, announced: 4, Solo 8") {
    const std::string silent = R"(,"trull":{"by":"declarer"})";
    const std::string announced = R"(,"quatre":{"announced":true,"by":"declarer"})";
    CHECK(nets(hand("dreier", 1, "won", silent)) == per_opp(0, 1 + 2));
    CHECK(nets(hand("zweier", 1, "won", silent)) == per_opp(0, 2 + 2));
    CHECK(nets(hand("einer", 1, "won", silent)) == per_opp(0, 3 + 2));
    CHECK(nets(hand("solo", 0, "won", silent)) == per_opp(0, 8 + 4));
    CHECK(nets(hand("dreier", 1, "won", announced)) == per_opp(0, 1 + 4));
    CHECK(nets(hand("zweier", 1, "won", announced)) == per_opp(0, 2 + 4));
    CHECK(nets(hand("einer", 1, "won", announced)) == per_opp(0, 3 + 4));
    CHECK(nets(hand("solo", 0, "won", announced)) == per_opp(0, 8 + 8));
}

TEST_CASE("T-U5 ten / eleven / twelve tarocks: 1 / 2 / 3, in a Solo 2 / 4 / 6") {
    for (int n = 10; n <= 12; ++n) {
        const std::string t = R"(,"tarocks":{"A":)" + std::to_string(n) + "}";
        CHECK(nets(hand("dreier", 1, "won", t)) == per_opp(0, 1 + (n - 9)));
        CHECK(nets(hand("einer", 1, "won", t)) == per_opp(0, 3 + (n - 9)));
        CHECK(nets(hand("solo", 0, "won", t)) == per_opp(0, 8 + 2 * (n - 9)));
    }
}

TEST_CASE("T-U6 Dreier 3x with Courage: 6, with Contra added: 12") {
    CHECK(nets(hand("dreier", 3, "won", R"(,"courage":true)")) == per_opp(0, 6));
    CHECK(nets(hand("dreier", 3, "won", R"(,"courage":true,"contra":"contra")")) == per_opp(0, 12));
}

// ---- 7.5 Derived cases (T-D series) ----------------------------------------------------------

TEST_CASE("T-D20 Dreier 1x won, the opponents collect all four kings (silent): per opp +1 - 2 = -1") {
    CHECK(nets(hand("dreier", 1, "40", R"(,"quatre":{"by":"opponents"})")) == per_opp(0, -1));
}

TEST_CASE("T-D21 Solo won, the declarer announced Trull, contra'd, failed: per opp 8 - 16 = -8") {
    CHECK(nets(hand("solo", 0, "40", R"(,"trull":{"announced":true,"contra":"contra"})")) == per_opp(0, -8));
}

TEST_CASE("T-D22 Solo won, the declarer announced twelve tarocks: per opp 8 + 6 = 14") {
    CHECK(nets(hand("solo", 0, "40", R"(,"tarocks":{"A":12})")) == per_opp(0, 14));
}

TEST_CASE("T-D24 Einer elevenfold won: +33 per opp, Einer sixfold lost: -18 per opp") {
    CHECK(nets(hand("einer", 11, "won")) == per_opp(0, 33));
    CHECK(nets(hand("einer", 6, "lost")) == per_opp(0, -18));
}

TEST_CASE("T-D25 Dreier 3x with Courage and Contra, lost: per opp -12") {
    CHECK(nets(hand("dreier", 3, "30", R"(,"courage":true,"contra":"contra")")) == per_opp(0, -12));
}

// ---- 7.4 The book's problems (T-P series) ----------------------------------------------------

TEST_CASE("T-P29 Zweier with the third pair (6), ten tarocks, announced Quatre made, Volat contra'd and failed: per opp -37") {
    // Vorhand A keeps the third pair (Mond, XII), discards two Queens and announces "Zehn Tarok,
    // tous les quatre, Volat!"; C contras the Volat, which fails; the game is won.
    const Json h = J(R"({"declarer":"A","game":"zweier","level":3,"multiple":3,"result":"won","tarocks":{"A":10},
                        "quatre":{"announced":true,"by":"declarer"},"volat":{"announced":true,"contra":"contra"}})");
    CHECK(nets(h) == per_opp(0, 6 + 1 + 4 - 48));
    CHECK(nets(h) == V{-74, 37, 37});
}

TEST_CASE("T-P30 Solo with eleven tarocks and Pagat Ultimo won, C announced ten tarocks: per opp +18") {
    // B plays; seats A 0, B 1, C 2.
    const Json h = J(R"({"declarer":"B","game":"solo","result":"won","tarocks":{"B":11,"C":10},
                        "ultimo":{"player":"B","announced":true,"result":"won"}})");
    CHECK(nets(h) == V{-18, 36, -18});
    // A14 per person: A pays B 20; C pays B 20 and receives 2 from B and 2 from A.
    CHECK(nets(h, 3, J(R"({"tarock_count_payer":"each_player"})")) == V{-22, 38, -16});
}

TEST_CASE("T-P31 Solo with Courage and Contra, ten tarocks each for A and B, the opponents collect Trull: per opp +28") {
    const Json h = J(R"({"declarer":"A","game":"solo","courage":true,"contra":"contra","points":34,"tarocks":{"A":10,"B":10},
                        "trull":{"by":"opponents"}})");
    CHECK(nets(h) == per_opp(0, 32 + 2 - 2 - 4));
    CHECK(nets(h) == V{56, -28, -28});
    // Without the inferred Trull: +32.
    const Json h2 = J(R"({"declarer":"A","game":"solo","courage":true,"contra":"contra","points":34,"tarocks":{"A":10,"B":10}})");
    CHECK(nets(h2) == V{64, -32, -32});
}
