// Paszkiewitsch: every test vector of koenigrufen-neunzehnrufen-paszkiewitsch.md §8.1 and §8.4
// (TV-P1 .. TV-P20), with exact nets per seat (A, B, C, D; D deals, A is the Vorhand).
// Vectors that state only a premium are checked as the difference the premium makes to a hand.
#include "partnership_helpers.hpp"

using namespace pt;

namespace {
V pz(const std::string& hand, Json rules = Json::object()) { return nets("paszkiewitsch", J(hand), std::move(rules)); }
V minus(const V& a, const V& b) {
    V d;
    for (std::size_t i = 0; i < a.size(); ++i) d.push_back(a[i] - b[i]);
    return d;
}
/// A Dreier of A with partner C, won with 40: (+1, -1, +1, -1) before the premium under test.
const std::string kBase = R"("declarer":"A","game":"dreier","called":18,"partner":"C","points":40)";
V with(const std::string& extra) { return minus(pz("{" + kBase + "," + extra + "}"), pz("{" + kBase + "}")); }
}  // namespace

TEST_CASE("TV-P1 Problem 32: A's Solo alone (XIX discarded), lost, C's contras, Mondfang, Trull, D's Quatre, two Neun Tarok") {
    CHECK(pz(R"({"declarer":"A","game":"solo","called":19,"partner":"discarded","contra":"contra","points":30,
                 "ultimo":{"player":"A","announced":true,"contra":"contra","result":"lost"},
                 "mondfang":{"announced_by":"C","by":"opponents"},"trull":{"announced_by":"C","collected":"opponents"},
                 "quatre":{"announced_by":"D","collected":"opponents"},"ansagen":{"A":["neun_tarok"],"C":["neun_tarok"]}})") == V{-74, 22, 30, 22});
}

TEST_CASE("TV-P2 Problem 33: D's Solo with A, C contras D's Mondfang and Trull and they fail, A's Quatre fails") {
    const std::string h = R"({"declarer":"D","game":"solo","called":20,"partner":"A","points":30,
                              "mondfang":{"announced_by":"D","contra":"contra"},"trull":{"announced_by":"D","contra":"contra"},
                              "quatre":{"announced_by":"A"},"ansagen":{"D":["acht_tarok"],"A":["neun_tarok"]}})";
    // The known part (-21, +23, +23, -25) plus a lost Solo (4 per member, no Schneider with 30).
    CHECK(pz(h) == V{-25, 27, 27, -29});
    CHECK(minus(pz(h), V{-4, 4, 4, -4}) == V{-21, 23, 23, -25});
}

TEST_CASE("TV-P3 B declares without a tarock honour: 10 to each of the other three (Codex §33)") {
    CHECK(pz(R"({"deal":"void","bid_without_honour":"B"})") == V{10, -30, 10, 10});
    SUBCASE("A-P4 default: the hand may also be scored as played") {
        CHECK(pz(R"({"bid_without_honour":"B","declarer":"B","game":"dreier","called":17,"partner":"D","points":40})") == V{9, -29, 9, 11});
        CHECK(refusal("paszkiewitsch", J(R"({"bid_without_honour":"B","declarer":"B","game":"dreier","called":17,"partner":"D","points":40})"),
                      J(R"({"bid_without_honour":"void"})")).field() == "deal");
    }
}

TEST_CASE("TV-P4 Dreier, A calls a tarock held by C, A + C win with 40: 1 each") {
    CHECK(pz(R"({"declarer":"A","game":"dreier","called":17,"partner":"C","points":40})") == V{1, -1, 1, -1});
}

TEST_CASE("TV-P5 the same won with 50, the opponents 16: Schneider, 2 each") {
    CHECK(pz(R"({"declarer":"A","game":"dreier","called":17,"partner":"C","points":50})") == V{2, -2, 2, -2});
}

TEST_CASE("TV-P6 Schneider edge: 49 1/3 (opponents 17) none, 49 2/3 (opponents 16) Schneider") {
    CHECK(pz(R"({"declarer":"A","game":"dreier","called":17,"partner":"C","points":"49 1/3"})") == V{1, -1, 1, -1});
    CHECK(pz(R"({"declarer":"A","game":"dreier","called":17,"partner":"C","points":"49 2/3"})") == V{2, -2, 2, -2});
}

TEST_CASE("TV-P8 Zweier, the called tarock was discarded (A alone), lost with 30: 2 to each") {
    CHECK(pz(R"({"declarer":"A","game":"zweier","called":20,"partner":"discarded","points":30})") == V{-6, 2, 2, 2});
}

TEST_CASE("TV-P9 Solo with partner C, Volat: silent 16 each, announced 32 each") {
    CHECK(pz(R"({"declarer":"A","game":"solo","called":20,"partner":"C","points":66,"volat":{"by":"declarer"}})") == V{16, -16, 16, -16});
    CHECK(pz(R"({"declarer":"A","game":"solo","called":20,"partner":"C","points":66,"volat":{"announced":"declarer","by":"declarer"}})") ==
          V{32, -32, 32, -32});
}

TEST_CASE("TV-P11 opponent B announces Acht Tarok: 1 from each of the other three") {
    CHECK(with(R"("ansagen":{"B":["acht_tarok"]})") == V{-1, 3, -1, -1});
}

TEST_CASE("TV-P12 partner C announces Neun Tarok: the declarer pays too") {
    CHECK(with(R"("ansagen":{"C":["neun_tarok"]})") == V{-2, -2, 6, -2});
}

TEST_CASE("TV-P13 A holds the Trull in hand but B wins A's Pagat, nothing announced: no Trull") {
    const auto p = tarock::preview(evening("paszkiewitsch"), 0, J("{" + kBase + "}"));
    CHECK_FALSE(has_reason(p.outcome.result, "Trull"));
    CHECK(pz("{" + kBase + "}") == V{1, -1, 1, -1});
}

TEST_CASE("TV-P14 A + C catch B's Mond with C's Sküs: silent 5, announced 10, announced and contra'd by B 20") {
    CHECK(with(R"("mondfang":{"by":"declarer"})") == V{5, -5, 5, -5});
    CHECK(with(R"("mondfang":{"announced_by":"C","by":"declarer"})") == V{10, -10, 10, -10});
    CHECK(with(R"("mondfang":{"announced_by":"C","contra":"contra","by":"declarer"})") == V{20, -20, 20, -20});
}

TEST_CASE("TV-P15 A announces Pagat Ultimo (partner C), B contras, the Pagat is caught in the last trick: 2 x 2") {
    CHECK(with(R"("ultimo":{"player":"A","announced":true,"contra":"contra","result":"lost"})") == V{-4, 4, -4, 4});
}

TEST_CASE("TV-P17 A alone (called himself), Dreier contra'd, opponent B renounces and pays for all three (Codex §35)") {
    CHECK(pz(R"({"declarer":"A","game":"dreier","called":16,"partner":"A","contra":"contra","renonce":"B"})") == V{6, -6, 0, 0});
}

TEST_CASE("TV-P18 A alone, Solo, A renounces: he pays all three") {
    CHECK(pz(R"({"declarer":"A","game":"solo","called":20,"partner":"discarded","renonce":"A"})") == V{-12, 4, 4, 4});
}

TEST_CASE("TV-P20 partner C announces tous les trois, B contras, A recontras, A + C collect all three: 2 x 4") {
    CHECK(with(R"("trull":{"announced_by":"C","contra":"recontra","collected":"declarer"})") == V{8, -8, 8, -8});
}
