// Paszkiewitsch beyond the vectors: validation of calls, announcements and their order, the
// house rules A-P5, A-G3, A-G4.
#include "partnership_helpers.hpp"

using namespace pt;

TEST_CASE("calls: any tarock XX-II, the partner, the declarer himself or \"discarded\"") {
    CHECK(refusal("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":21,"partner":"C","points":40})")).field() == "called");
    CHECK(refusal("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":1,"partner":"C","points":40})")).field() == "called");
    CHECK(refusal("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","partner":"C","points":40})")).field() == "called");
    CHECK(refusal("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":20,"points":40})")).field() == "partner");
    // Calling himself triples the result (1 v 3).
    CHECK(nets("paszkiewitsch", J(R"({"declarer":"A","game":"einer","called":20,"partner":"A","points":40})")) == V{9, -3, -3, -3});
}

TEST_CASE("card points: 66 in the pack, 34 wins, the opponents win with 33") {
    CHECK(refusal("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":67})")).field() == "points");
    CHECK(refusal("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":33,"result":"won"})")).field() == "result");
    CHECK(nets("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":"33 2/3"})")) == V{1, -1, 1, -1});
    CHECK(nets("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":"33 1/3"})")) == V{-1, 1, -1, 1});
}

TEST_CASE("the opponents announce only after their contra, the tarock counts excepted") {
    CHECK(refusal("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":40,
                                         "trull":{"announced_by":"B","collected":"opponents"}})")).field() == "trull.announced_by");
    CHECK(refusal("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":40,
                                         "ultimo":{"player":"B","announced":true,"result":"won"}})")).field() == "ultimo.announced");
    // After a contra on the game they may.
    CHECK(nets("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":40,"contra":"contra",
                                      "trull":{"announced_by":"B","collected":"opponents"}})")) == V{0, 0, 0, 0});
    CHECK(nets("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":40,"ansagen":{"D":["acht_tarok"]}})")) == V{0, -2, 0, 2});
    CHECK(refusal("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":40,
                                         "ansagen":{"A":["neun_tarok"],"B":["neun_tarok"],"C":["acht_tarok"]}})")).field() == "ansagen");
    CHECK(refusal("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":40,"mondfang":{"contra":"contra","by":"declarer"}})")).field() ==
          "mondfang.contra");
}

TEST_CASE("a failed announced Trull, Quatre or Mondfang goes to the other party (A-P1)") {
    CHECK(nets("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":40,"quatre":{"announced_by":"A","collected":"opponents"}})")) ==
          V{-1, 1, -1, 1});
}

TEST_CASE("renonce: the renouncer pays alone for his party, the tarock counts stand unless A-P5 says otherwise") {
    const std::string h = R"({"declarer":"A","game":"zweier","called":20,"partner":"C","renonce":"B","ansagen":{"B":["acht_tarok"]}})";
    // B pays the game 2 for himself and D to A and C; B's Acht Tarok: 1 from each of the others.
    CHECK(nets("paszkiewitsch", J(h)) == V{1, -1, 1, -1});
    CHECK(nets("paszkiewitsch", J(h), J(R"({"renonce_counts":"forfeited"})")) == V{2, -4, 2, 0});
    // Only the innocent party earns silent premiums after a renonce.
    CHECK(refusal("paszkiewitsch", J(R"({"declarer":"A","game":"zweier","called":20,"partner":"C","renonce":"B","mondfang":{"by":"opponents"}})")).field() ==
          "mondfang");
}

TEST_CASE("Volat against a contra'd game (A-G3) and a failed announced Volat (A-G4)") {
    // Dreier recontra'd (4) against the silent Volat (4 x 1): equal; supercontra 8 beats it.
    CHECK(nets("paszkiewitsch", J(R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":66,"contra":"supercontra","volat":{"by":"declarer"}})")) ==
          V{8, -8, 8, -8});
    const std::string failed = R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":50,"volat":{"announced":"declarer"}})";
    CHECK(nets("paszkiewitsch", J(failed)) == V{-6, 6, -6, 6});
    CHECK(nets("paszkiewitsch", J(failed), J(R"({"volat_failed":"replaces_game"})")) == V{-8, 8, -8, 8});
    // Announced Volat against a supercontra'd game: the larger (default) or the Volat only (A-G3 literal).
    const std::string ann = R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":66,"contra":"supercontra","volat":{"announced":"declarer","by":"declarer"}})";
    CHECK(nets("paszkiewitsch", J(ann)) == V{8, -8, 8, -8});
}

TEST_CASE("A-P2 with Codex §19: the game compared with a Volat is without the Schneider doubling, or with it (000:L1052, L2307)") {
    // Dreier recontra'd: the game 1 x 4 = 4 against the silent Volat 4 x 1 = 4. With the Schneider
    // (the losers of a Volat have no card point) the game is 1 x 2 x 4 = 8 and beats the Volat.
    const std::string silent = R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":66,"contra":"recontra","volat":{"by":"declarer"}})";
    CHECK(nets("paszkiewitsch", J(silent)) == V{4, -4, 4, -4});
    CHECK(nets("paszkiewitsch", J(silent), J(R"({"volat_schneider":"yes"})")) == V{8, -8, 8, -8});
    // Announced Volat 8 against a supercontra'd Dreier: 8 against 8, or against 16 with the Schneider.
    const std::string ann = R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":66,"contra":"supercontra","volat":{"announced":"declarer","by":"declarer"}})";
    CHECK(nets("paszkiewitsch", J(ann)) == V{8, -8, 8, -8});
    CHECK(nets("paszkiewitsch", J(ann), J(R"({"volat_schneider":"yes"})")) == V{16, -16, 16, -16});
    // Without contras the Volat stays larger either way (4 against 1 or 2).
    const std::string plain = R"({"declarer":"A","game":"dreier","called":20,"partner":"C","points":66,"volat":{"by":"declarer"}})";
    CHECK(nets("paszkiewitsch", J(plain), J(R"({"volat_schneider":"yes"})")) == V{4, -4, 4, -4});
    const auto p = tarock::preview(evening("paszkiewitsch", J(R"({"volat_schneider":"yes"})")), 0, J(silent));
    CHECK(has_reason(p.outcome.result, "Schneider"));
}
