// Steyerisch-Tarok test vectors S-01 .. S-28 of block-steyerisch.md §5.2. Amounts are points;
// "each" = paid once between the declarer and each opponent. Declarer A (seat 0), opponents B, C.
#include "steyerisch_helpers.hpp"

#include "core/cards.hpp"

using namespace stey;

TEST_CASE("S-01 Dreier 1x, declarer 28 (opponents 42): G = 7 + 10 = 17, the declarer pays 17 each") {
    CHECK(nets(hand("dreier", 1, "28")) == per_opp(0, -17));
}

TEST_CASE("S-02 the same with Zweier / Einer / Solo, onefold: 34 / 51 / 68 each") {
    CHECK(nets(hand("zweier", 1, "28")) == per_opp(0, -34));
    CHECK(nets(hand("einer", 1, "28")) == per_opp(0, -51));
    CHECK(nets(hand("solo", 0, "28")) == per_opp(0, -68));
}

TEST_CASE("S-03 book: Einer 6x lost, opponents 38: 13 x 3 = 39, x 6 = 234 to each opponent") {
    CHECK(nets(hand("einer", 6, "32")) == per_opp(0, -234));
    const auto p = preview(hand("einer", 6, "32"));
    REQUIRE_FALSE(p.outcome.result.postings.empty());
    CHECK(p.outcome.result.postings[0].reason.de.find("3 über 35 + Consolation 10 = 13 Gewinn-Points; Einer × 3 = 39; sechsmalig × 6 = 234") !=
          std::string::npos);
}

TEST_CASE("S-04 book: Einer 6x won with 38: paid onefold, 39 from each opponent") {
    CHECK(nets(hand("einer", 6, "38")) == per_opp(0, 39));
}

TEST_CASE("S-05 35 : 35, Dreier 1x: the declarer pays the consolation 10 to each") {
    CHECK(nets(hand("dreier", 1, "35")) == per_opp(0, -10));
}

TEST_CASE("S-06 35 : 35, Zweier 3x: 10 x 2 x 3 = 60 each") {
    CHECK(nets(hand("zweier", 3, "35")) == per_opp(0, -60));
}

TEST_CASE("S-07 35 : 35, Solo: 10 x 4 x 1 = 40 each") {
    CHECK(nets(hand("solo", 0, "35")) == per_opp(0, -40));
}

TEST_CASE("S-08 35 : 35, Einer 11x: 10 x 3 x 11 = 330 each") {
    CHECK(nets(hand("einer", 11, "35")) == per_opp(0, -330));
}

TEST_CASE("S-09 Dreier 1x won with 36: 11 each, with 50: 25 each") {
    CHECK(nets(hand("dreier", 1, "36")) == per_opp(0, 11));
    CHECK(nets(hand("dreier", 1, "50")) == per_opp(0, 25));
}

TEST_CASE("S-10 Dreier 4x won with 40: 15 each (the multiple is ignored on a win)") {
    CHECK(nets(hand("dreier", 4, "40")) == per_opp(0, 15));
}

TEST_CASE("S-11 Trieste (consolation 20): Dreier 1x, opponents 42: 7 + 20 = 27 each") {
    CHECK(nets(hand("dreier", 1, "28"), 3, J(R"({"consolation":"20"})")) == per_opp(0, -27));
}

TEST_CASE("S-13 silent Volat by the declarer: Dreier / Zweier / Einer / Solo 70 / 140 / 210 / 280, no Gewinn-Points on top") {
    const std::string v = R"(,"volat":{"by":"declarer"})";
    CHECK(nets(hand("dreier", 1, "62", v)) == per_opp(0, 70));
    CHECK(nets(hand("zweier", 1, "62", v)) == per_opp(0, 140));
    CHECK(nets(hand("einer", 1, "62", v)) == per_opp(0, 210));
    CHECK(nets(hand("solo", 0, "62", v)) == per_opp(0, 280));
}

TEST_CASE("S-14 announced Volat made: 140 / 280 / 420 / 560") {
    const std::string v = R"(,"volat":{"announced":true,"by":"declarer"})";
    CHECK(nets(hand("dreier", 1, "66", v)) == per_opp(0, 140));
    CHECK(nets(hand("zweier", 2, "66", v)) == per_opp(0, 280));
    CHECK(nets(hand("einer", 5, "66", v)) == per_opp(0, 420));
    CHECK(nets(hand("solo", 0, "66", v)) == per_opp(0, 560));
}

TEST_CASE("S-15 Zweier 4x won with a silent Volat: 140 each (the declarer is paid onefold)") {
    CHECK(nets(hand("zweier", 4, "64", R"(,"volat":{"by":"declarer"})")) == per_opp(0, 140));
}

TEST_CASE("S-16 the declarer holds tous les trois (not forfeited) and loses: +10 each for it, the game scored separately") {
    // Dreier 1x lost with 30: G = 5 + 10 = 15 to each; tous les trois 10 from each.
    const auto n = nets(hand("dreier", 1, "30", R"(,"honours":{"A":["trull"]})"));
    CHECK(n == per_opp(0, -15 + 10));
    const auto p = preview(hand("dreier", 1, "30", R"(,"honours":{"A":["trull"]})"));
    int trull_postings = 0;
    for (const auto& post : p.outcome.result.postings)
        if (post.reason.de.find("Tous les trois") != std::string::npos) {
            ++trull_postings;
            CHECK(post.amount == Thirds::whole(10));
        }
    CHECK(trull_postings == 2);
}

TEST_CASE("S-17 silent Ultimo made 10, announced Ultimo made 20, Köpfe held 0") {
    // Dreier 1x won with 36 (11 each) plus the premium.
    CHECK(nets(hand("dreier", 1, "36", R"(,"ultimo":{"player":"A","result":"won"})")) == per_opp(0, 11 + 10));
    CHECK(nets(hand("dreier", 1, "36", R"(,"ultimo":{"player":"A","announced":true,"result":"won"})")) == per_opp(0, 11 + 20));
    CHECK(nets(hand("dreier", 1, "36", R"(,"honours":{"A":["koepfe"]})")) == per_opp(0, 11));
    const auto p = preview(hand("dreier", 1, "36", R"(,"honours":{"B":["koepfe"]})"));
    bool note = false;
    for (const auto& t : p.outcome.result.notes) note = note || t.de.find("Köpfe von B") != std::string::npos;
    CHECK(note);
}

TEST_CASE("S-18 announced Ultimo fails: the declarer pays 20 each") {
    CHECK(nets(hand("dreier", 1, "36", R"(,"ultimo":{"player":"A","announced":true,"result":"lost"})")) == per_opp(0, 11 - 20));
}

TEST_CASE("S-19 opponent B holds tous les quatre: B receives 10 from the declarer and 10 from his partner C") {
    // Dreier 1x won with 36: 11 each; B's Quatre: A -10, C -10, B +20.
    CHECK(nets(hand("dreier", 1, "36", R"(,"honours":{"B":["quatre"]})")) == V{22 - 10, -11 + 20, -11 - 10});
}

TEST_CASE("S-20 problem 15: third Zweier won with 35 2/3 and Contra: 36 -> G = 11 x 2 = 22, x 2 = 44 from each") {
    // Forehand A declared a Dreier, B raised to the third Zweier and kept it; A said Contra.
    const Json h = J(R"({"declarer":"B","opened_by":"A","game":"zweier","level":3,"multiple":3,"contra":"contra","points":"35 2/3"})");
    CHECK(nets(h) == V{-44, 88, -44});
    CHECK(tarock::round_card_points(Thirds::parse("35 2/3")) == 36);
}

TEST_CASE("S-22 Dreier 3x won with 40 and Contra: 15 x 2 = 30 each, on a onefold basis") {
    CHECK(nets(hand("dreier", 3, "40", R"(,"contra":"contra")")) == per_opp(0, 30));
}

TEST_CASE("S-23 §25: the declarer revoked but reached 40, Dreier 2x: lost, G = 20, 20 x 1 x 2 = 40 each") {
    CHECK(nets(hand("dreier", 2, "40", R"(,"renonce":"A")")) == per_opp(0, -40));
}

TEST_CASE("S-25 §25: an opponent revoked, the opponents had 37, Dreier 3x: the declarer wins 20 each, onefold") {
    CHECK(nets(hand("dreier", 3, "33", R"(,"renonce":"B")")) == per_opp(0, 20));
}

TEST_CASE("S-27 Zweier 'erster' 5x, Einer 12x and Solo 2x are refused") {
    auto e1 = refusal(J(R"({"declarer":"A","game":"zweier","level":1,"multiple":5,"points":40})"));
    CHECK(e1.field() == "multiple");
    CHECK(e1.rule().source.find("L656") != std::string::npos);
    auto e2 = refusal(hand("einer", 12, "40"));
    CHECK(e2.field() == "multiple");
    CHECK(e2.rule().source.find("L656") != std::string::npos);
    auto e3 = refusal(hand("solo", 2, "40"));
    CHECK(e3.field() == "multiple");
    CHECK(e3.rule().source.find("L662") != std::string::npos);
}

TEST_CASE("S-28 rounding: 34 2/3 counts 35, 35 1/3 counts 35, 35 2/3 counts 36") {
    CHECK(tarock::round_card_points(Thirds::parse("34 2/3")) == 35);
    CHECK(tarock::round_card_points(Thirds::parse("35 1/3")) == 35);
    CHECK(tarock::round_card_points(Thirds::parse("35 2/3")) == 36);
    // Scored: 35 : 35 costs the consolation; 36 wins 11.
    CHECK(nets(hand("dreier", 1, "34 2/3")) == per_opp(0, -10));
    CHECK(nets(hand("dreier", 1, "35 1/3")) == per_opp(0, -10));
    CHECK(nets(hand("dreier", 1, "35 2/3")) == per_opp(0, 11));
}
