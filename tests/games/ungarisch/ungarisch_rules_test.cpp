// Ungarisch-Tarok house rules (A11-A17 and the Tapp choices it takes over) and validation.
#include "ungarisch_helpers.hpp"

#include "games/ungarisch/ungarisch.hpp"

using namespace ung;

namespace {
tarock::ungarisch::Hand parsed(const Json& j) { return tarock::ungarisch::parse_hand(j, {"A", "B", "C"}); }
bool same(const Json& a, const Json& b) { return nlohmann::json::parse(a.dump()) == nlohmann::json::parse(b.dump()); }
}  // namespace

TEST_CASE("A11 a false Courage is a renonce by the declarer, under 'ignore' it cannot be entered") {
    const Json h = hand("dreier", 3, "40", R"(,"courage":true,"renonce":"A","renonce_cause":"false_courage")");
    // The declarer loses his game at its Courage value: 3 x 2 = 6.
    CHECK(nets(h) == per_opp(0, -6));
    const auto e = refusal(h, 3, J(R"({"false_courage":"ignore"})"));
    CHECK(e.field() == "renonce_cause");
    CHECK(e.rule().rule.find("A11") != std::string::npos);
    CHECK(refusal(hand("dreier", 3, "40", R"(,"renonce":"A","renonce_cause":"false_courage")")).field() == "renonce_cause");
    CHECK(refusal(hand("dreier", 3, "40", R"(,"courage":true,"renonce":"B","renonce_cause":"false_courage")")).field() == "renonce_cause");
}

TEST_CASE("A11 Courage with Recontra and Supercontra: x8 and x16") {
    CHECK(nets(hand("dreier", 1, "won", R"(,"courage":true,"contra":"recontra")")) == per_opp(0, 8));
    CHECK(nets(hand("dreier", 1, "won", R"(,"courage":true,"contra":"supercontra")")) == per_opp(0, 16));
}

TEST_CASE("A12 Zweier up to sixfold (2 per multiple), or only the pair taken") {
    CHECK(nets(hand("zweier", 6, "won")) == per_opp(0, 12));
    CHECK(refusal(hand("zweier", 7, "won")).field() == "multiple");
    const auto e = refusal(hand("zweier", 4, "won"), 3, J(R"({"zweier_max":"3"})"));
    CHECK(e.field() == "multiple");
    CHECK(e.rule().rule.find("A12") != std::string::npos);
    CHECK(refusal(J(R"({"declarer":"A","game":"zweier","level":1,"multiple":5,"result":"won"})")).field() == "multiple");
}

TEST_CASE("A13 Einer up to elevenfold, or sixfold without going back") {
    CHECK(refusal(hand("einer", 12, "won")).field() == "multiple");
    const auto e = refusal(J(R"({"declarer":"A","game":"einer","card":2,"back":true,"result":"won"})"), 3, J(R"({"einer_max":"6"})"));
    CHECK(e.field() == "back");
    CHECK(e.rule().rule.find("A13") != std::string::npos);
    CHECK(refusal(J(R"({"declarer":"A","game":"einer","card":6,"back":true,"result":"won"})")).field() == "back");
}

TEST_CASE("A14 the tarock count by party, or from everyone at the table, the König pays under 'full'") {
    const Json h = hand("dreier", 1, "won", R"(,"tarocks":{"B":11})");
    CHECK(nets(h) == V{2 - 4, -1 + 2, -1 + 2});
    CHECK(nets(h, 3, J(R"({"tarock_count_payer":"each_player"})")) == V{2 - 2, -1 + 4, -1 - 2});
    // Four players, K deals and rests: by party K is with the opponents.
    CHECK(nets(h, 4) == V{3 - 6, -1 + 2, -1 + 2, -1 + 2});
}

TEST_CASE("A15 either party may announce Trull and Quatre, or the declarer only") {
    const Json h = hand("dreier", 1, "won", R"(,"trull":{"announced":"opponents","by":"opponents"})");
    CHECK(nets(h) == per_opp(0, 1 - 4));
    const auto e = refusal(h, 3, J(R"({"trull_announcer":"declarer"})"));
    CHECK(e.field() == "trull.announced");
    CHECK(e.rule().rule.find("A15") != std::string::npos);
    CHECK(refusal(hand("dreier", 1, "won", R"(,"ultimo":{"player":"B","announced":true,"result":"won"})")).field() == "ultimo.announced");
}

TEST_CASE("A16 an announced Quatre that the other party collected: the failed announcement only, or the silent premium too") {
    const Json h = hand("dreier", 1, "won", R"(,"quatre":{"announced":true,"by":"opponents"})");
    CHECK(nets(h) == per_opp(0, 1 - 4));
    CHECK(nets(h, 3, J(R"({"failed_announcement":"plus_silent"})")) == per_opp(0, 1 - 4 - 2));
}

TEST_CASE("A17 a Zweier or an Einer pays premiums at the Dreier rate") {
    CHECK(nets(hand("einer", 4, "won", R"(,"ultimo":{"player":"A","announced":true,"result":"won"},"quatre":{"by":"declarer"})")) ==
          per_opp(0, 12 + 4 + 2));
}

TEST_CASE("A18 renonce: the innocent party wins the game and its announcements, the offender's tarock count goes to it (A28)") {
    // B revokes: A wins his Dreier 2x (2), his announced Trull counts (4), his ten tarocks (1), and
    // B's eleven tarocks (2) count for A's party (A28 default).
    const Json h = hand("dreier", 2, "20", R"(,"renonce":"B","trull":{"announced":true},"tarocks":{"B":11,"A":10})");
    CHECK(nets(h) == per_opp(0, 2 + 4 + 1 + 2));
    CHECK(nets(h, 3, J(R"({"renonce_payer":"offender"})")) == V{18, -18, 0});
    CHECK(nets(h, 3, J(R"({"renonce_tarock_count":"lapses"})")) == per_opp(0, 2 + 4 + 1));
    // §32: the declarer did not announce his eleven tarocks; the opponents win the game.
    CHECK(nets(hand("solo", 0, "40", R"(,"renonce":"A","renonce_cause":"tarock_count")")) == per_opp(0, -8));
}

TEST_CASE("A28 after a renonce the offending party's announced tarock count counts for the innocent party, or lapses") {
    // Codex §8 (000:L2257): the innocent party wins "alle etwaigen Ansagen"; the count is an
    // Ansage for the announcer's party (000:L1022). B (opponent) revokes after announcing ten.
    const Json h = J(R"({"declarer":"A","game":"dreier","multiple":1,"renonce":"B","tarocks":{"B":10}})");
    CHECK(nets(h) == V{4, -2, -2});
    CHECK(nets(h, 3, J(R"({"renonce_tarock_count":"lapses"})")) == V{2, -1, -1});
    // A14 "each player": the announcer pays the count to each member of the innocent party.
    CHECK(nets(h, 3, J(R"({"tarock_count_payer":"each_player"})")) == V{3, -2, -1});
    // The declarer revokes in his Solo after announcing twelve: 8 and 2 x 3 to each opponent.
    const Json solo = J(R"({"declarer":"A","game":"solo","renonce":"A","tarocks":{"A":12}})");
    CHECK(nets(solo) == per_opp(0, -8 - 6));
    CHECK(nets(solo, 3, J(R"({"renonce_tarock_count":"lapses"})")) == per_opp(0, -8));
    CHECK(nets(solo, 3, J(R"({"tarock_count_payer":"each_player"})")) == V{-16 - 12, 8 + 6, 8 + 6});
    const auto p = preview(h);
    bool named = false;
    for (const auto& post : p.outcome.result.postings)
        if (post.rule.rule.find("A28") != std::string::npos) {
            named = true;
            CHECK(post.reason.en.find("10 tarocks of B") != std::string::npos);
            CHECK(post.reason.en.find("count for the innocent party") != std::string::npos);
        }
    CHECK(named);
}

TEST_CASE("A7 / A8 / A25 Volat: replaces the game, the opponents' Volat, the added house rule") {
    CHECK(nets(hand("einer", 11, "66", R"(,"volat":{"by":"declarer"})")) == per_opp(0, 33));  // 33 > 12 (§19)
    CHECK(nets(hand("dreier", 1, "66", R"(,"volat":{"announced":true,"by":"declarer"})")) == per_opp(0, 24));
    CHECK(nets(hand("dreier", 1, "66", R"(,"volat":{"announced":true,"by":"declarer"})"), 3, J(R"({"volat_announced_made":"added"})")) ==
          per_opp(0, 25));
    CHECK(nets(hand("dreier", 2, "3", R"(,"volat":{"by":"opponents"})")) == per_opp(0, -12));
}

TEST_CASE("four players: the resting König pays and receives with the opponents") {
    CHECK(nets(hand("zweier", 2, "30", R"(,"quatre":{"by":"opponents"})"), 4) == V{-12 - 6, 4 + 2, 4 + 2, 4 + 2});
    CHECK(nets(hand("zweier", 2, "30", R"(,"quatre":{"by":"opponents"})"), 4, J(R"({"koenig":"game_only"})")) == V{-12 - 4, 4 + 2, 4 + 2, 4});
}

TEST_CASE("validation: no honours held, tarock counts, points, premiums") {
    const auto e = refusal(hand("dreier", 1, "won", R"(,"honours":{"A":["koepfe"]})"));
    CHECK(e.field() == "honours");
    CHECK(e.rule().source.find("L1028") != std::string::npos);
    CHECK(refusal(hand("dreier", 1, "won", R"(,"tarocks":{"A":9})")).field() == "tarocks.A");
    CHECK(refusal(hand("dreier", 1, "won", R"(,"tarocks":{"A":12,"B":11})")).field() == "tarocks");
    CHECK(refusal(hand("dreier", 1, "won", R"(,"tarocks":{"K":10})"), 4).field() == "tarocks");
    CHECK(refusal(hand("dreier", 1, "67")).field() == "points");
    CHECK(refusal(hand("dreier", 1, "33", R"(,"result":"won")")).field() == "result");
    CHECK(refusal(hand("dreier", 1, "won", R"(,"trull":{"contra":"contra","by":"declarer"})")).field() == "trull.contra");
    CHECK(refusal(hand("dreier", 1, "won", R"(,"trull":{})")).field() == "trull.by");
    CHECK(refusal(hand("dreier", 1, "won", R"(,"volat":{"by":"declarer"},"quatre":{"by":"opponents"})")).field() == "quatre.by");
    CHECK(refusal(hand("dreier", 1, "won", R"(,"renonce":"B","quatre":{"by":"opponents"})")).field() == "quatre.by");
    CHECK(refusal(hand("dreier", 1, "won", R"(,"renonce_cause":"tarock_count")")).field() == "renonce_cause");
    CHECK(refusal(hand("solo", 2, "won")).field() == "multiple");
}

TEST_CASE("card points: 34 of 66 wins, 33 2/3 counts 34, 33 : 33 loses") {
    CHECK(nets(hand("dreier", 1, "34")) == per_opp(0, 1));
    CHECK(nets(hand("dreier", 1, "33 2/3")) == per_opp(0, 1));
    CHECK(nets(hand("dreier", 1, "33")) == per_opp(0, -1));
    CHECK(nets(hand("zweier", 1, "33 1/3")) == per_opp(0, -2));
}

TEST_CASE("a hand record reads back as written") {
    const Json j = J(R"({"dealer":"C","declarer":"A","game":"einer","card":5,"back":true,"contra":"recontra","courage":true,"points":"40 2/3",
                        "trull":{"announced":"opponents","contra":"contra"},"quatre":{"by":"declarer"},"tarocks":{"A":11,"B":10},
                        "ultimo":{"player":"A","announced":true,"result":"won"},"volat":{"announced":true},"renonce":"A","renonce_cause":"false_courage",
                        "note":"n"})");
    CHECK(same(tarock::ungarisch::to_json(parsed(j), {"A", "B", "C"}), j));
}

TEST_CASE("A20 a Stamm switched on with a coin of 0 is refused with the setup") {
    auto e = evening(3, J(R"({"stamm":"on","stamm_coin":"0"})"));
    try {
        tarock::validate_setup(e);
        FAIL("the setup was not refused");
    } catch (const tarock::InputError& err) {
        CHECK(err.field() == "house_rules.stamm_coin");
    }
}
