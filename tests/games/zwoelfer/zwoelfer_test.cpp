// Zwölfer-Tarok: Tapp-Tarok with the 42-card pack (66 points, 34 to win), the Tapp values and
// Köpfe, Trull, Quatre held in the hand (tapp-zwoelfer-ungarisch-codex §3, 000:L996-1004).
// Vectors T-W8, T-W9, T-P27, T-P28 through the registered "zwoelfer" variant.
// Seats: A (0), B (1), C (2); C deals, so A is the Vorhand. "per opp" = what each opponent pays.
#include "zwoelfer_helpers.hpp"

#include "games/variant.hpp"

using namespace zw;

TEST_CASE("T-W8 42 cards: the declarer's 33 2/3 counts as 34 and wins") {
    const auto p = preview(hand("dreier", 1, "33 2/3"));
    CHECK(p.outcome.declarer_won == true);
    CHECK(nets(hand("dreier", 1, "33 2/3")) == per_opp(0, 1));
    CHECK(nets(hand("dreier", 1, "33 1/3")) == per_opp(0, -1));
}

TEST_CASE("T-W9 42 cards: opponents at most 32 including the talon, the declarer has at least 34 and wins") {
    CHECK(nets(hand("solo", 0, "34")) == per_opp(0, 8));
    CHECK(nets(hand("solo", 0, "33")) == per_opp(0, -8));  // 33 : 33 is a loss
    CHECK(nets(hand("solo", 0, "66")) == per_opp(0, 8));
    const auto e = refusal(hand("solo", 0, "67"));
    CHECK(e.field() == "points");
}

TEST_CASE("T-P27 Zwölfer Solo with announced Ultimo, both won: per opp 8 + 8 = 16, the declarer +32") {
    CHECK(nets(hand("solo", 0, "40", R"(,"ultimo":{"player":"A","announced":true,"result":"won"})")) == V{32, -16, -16});
}

TEST_CASE("T-P28 Zwölfer Dreier: the opponents take every trick and A makes a silent Ultimo: per opp -14, the declarer -28") {
    // A passes; B plays a Dreier (1x), discards the three Queens (10 points, his own).
    const Json h = J(R"({"declarer":"B","game":"dreier","multiple":1,"points":10,"volat":{"by":"opponents"},
                        "ultimo":{"player":"A","result":"won"}})");
    CHECK(nets(h) == V{14, -28, 14});
    // Had he seen both halves and gone back (3x), the Volat still pays max(12, 3) = 12.
    const Json h3 = J(R"({"declarer":"B","game":"dreier","level":1,"talon":"back","points":10,"volat":{"by":"opponents"},
                         "ultimo":{"player":"A","result":"won"}})");
    CHECK(nets(h3) == V{14, -28, 14});
}

TEST_CASE("Zwölfer: Köpfe, Trull and Quatre are held in the hand and paid as in Tapp") {
    // Dreier 2x won; B holds Köpfe (1 from each), C holds Quatre (2 from each).
    CHECK(nets(hand("dreier", 2, "40", R"(,"honours":{"B":["koepfe"],"C":["quatre"]})")) == V{4 - 1 - 2, -2 + 2 - 2, -2 - 1 + 4});
}

TEST_CASE("Zwölfer A3 x A5: a Trull forfeited by passing keeps its Köpfe, the König pays them too") {
    // A and B pass, C plays a Solo and wins; B held the Trull and passed before anyone declared:
    // the Trull is forfeited (000:L346), the Köpfe (A3, Solo 2) stay (A5 default).
    const Json h = J(R"({"declarer":"C","game":"solo","points":40,"honours":{"B":["trull"]}})");
    CHECK(nets(h, 4, J(R"({"trull_koepfe":"trull_and_koepfe"})")) == V{-10, -2, 22, -10});
    CHECK(nets(h, 4, J(R"({"trull_koepfe":"trull_and_koepfe","forfeit_koepfe":"yes"})")) == V{-8, -8, 24, -8});
}

TEST_CASE("Zwölfer: four at the table, the dealer rests as König") {
    CHECK(nets(hand("dreier", 2, "30"), 4) == V{-6, 2, 2, 2});
}

TEST_CASE("Zwölfer: Zweier and Einer are refused with the rule that they belong to Ungarisch-Tarok") {
    auto e = refusal(hand("zweier", 2, "40"));
    CHECK(e.field() == "game");
    CHECK(e.rule().source.find("L1000-1008") != std::string::npos);
    CHECK(refusal(hand("einer", 2, "40")).field() == "game");
}

TEST_CASE("Zwölfer: registered with its name, the Tapp settings and three or four at the table") {
    const auto& v = tarock::find_variant("zwoelfer");
    CHECK(v.name().de == "Zwölfer-Tarok");
    CHECK(v.table_sizes() == std::vector<int>{3, 4});
    CHECK(v.settings().size() == tarock::find_variant("tapp").settings().size());
}
