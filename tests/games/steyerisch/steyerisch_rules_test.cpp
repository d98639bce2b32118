// Steyerisch-Tarok house rules (A-C3 .. A-C16 and the Tapp choices it takes over), validation and
// the Gewinn-Points explanation the hand form shows.
#include "steyerisch_helpers.hpp"

#include "games/steyerisch/steyerisch.hpp"

using namespace stey;

namespace {
tarock::HouseRules rules(const char* overrides = "{}") {
    return tarock::HouseRules(tarock::steyerisch::settings(), J(overrides));
}
tarock::steyerisch::Hand parsed(const Json& j) { return tarock::steyerisch::parse_hand(j, {"A", "B", "C"}); }
/// Equal as JSON values, whatever the order of the fields.
bool same(const Json& a, const Json& b) { return nlohmann::json::parse(a.dump()) == nlohmann::json::parse(b.dump()); }
}  // namespace

TEST_CASE("A-C3 regional game factors 1/2/4/6: Einer x4, Solo x6") {
    const Json r = J(R"({"game_factors":"1_2_4_6"})");
    CHECK(nets(hand("dreier", 1, "28"), 3, r) == per_opp(0, -17));
    CHECK(nets(hand("zweier", 1, "28"), 3, r) == per_opp(0, -34));
    CHECK(nets(hand("einer", 1, "28"), 3, r) == per_opp(0, -68));
    CHECK(nets(hand("solo", 0, "28"), 3, r) == per_opp(0, -102));
}

TEST_CASE("A-C4 Trieste consolation 20 also scales premiums, Volat and §25") {
    const Json r = J(R"({"consolation":"20"})");
    CHECK(nets(hand("dreier", 1, "36", R"(,"ultimo":{"player":"A","announced":true,"result":"won"})"), 3, r) == per_opp(0, 21 + 40));
    CHECK(nets(hand("dreier", 1, "60", R"(,"volat":{"by":"declarer"})"), 3, r) == per_opp(0, 140));
    CHECK(nets(hand("dreier", 2, "40", R"(,"renonce":"A")"), 3, r) == per_opp(0, -80));
}

TEST_CASE("A-C5 premiums: fixed by default, doubled in a Solo, or times the game factor") {
    const Json u = J(R"({"declarer":"A","game":"solo","points":36,"ultimo":{"player":"A","result":"won"}})");
    CHECK(nets(u) == per_opp(0, 44 + 10));
    CHECK(nets(u, 3, J(R"({"premium_scale":"solo_double"})")) == per_opp(0, 44 + 20));
    CHECK(nets(u, 3, J(R"({"premium_scale":"game_factor"})")) == per_opp(0, 44 + 40));
    const Json t = hand("zweier", 1, "36", R"(,"honours":{"A":["trull"]})");
    CHECK(nets(t) == per_opp(0, 22 + 10));
    CHECK(nets(t, 3, J(R"({"premium_scale":"game_factor"})")) == per_opp(0, 22 + 20));
}

TEST_CASE("A-C6 Trull held by a player who passed before anyone declared is forfeited, unless the house rule says never") {
    // A (Vorhand) passes with Trull; B declares and wins a Dreier 1x with 36: 11 each.
    const Json h = J(R"({"declarer":"B","game":"dreier","multiple":1,"points":36,"honours":{"A":["trull"]}})");
    CHECK(nets(h) == V{-11, 22, -11});
    CHECK(nets(h, 3, J(R"({"forfeit":"never"})")) == V{-11 + 20, 22 - 10, -11 - 10});
    // C holds Quatre and only said "gut" after B declared: not forfeited.
    CHECK(nets(J(R"({"declarer":"B","game":"dreier","multiple":1,"points":36,"honours":{"C":["quatre"]}})")) == V{-11 - 10, 22 - 10, -11 + 20});
}

TEST_CASE("A-C7 an opponent's silent Ultimo and an opponent's Pagat captured") {
    // Dreier 1x won with 36 (11 each).
    CHECK(nets(hand("dreier", 1, "36", R"(,"ultimo":{"player":"B","result":"won"})")) == per_opp(0, 11 - 10));
    const Json cap = hand("dreier", 1, "36", R"(,"ultimo":{"player":"B","result":"lost"})");
    CHECK(nets(cap) == per_opp(0, 11 + 10));
    CHECK(nets(cap, 3, J(R"({"opponent_pagat_captured":"holder"})")) == V{22 + 10, -11 - 10, -11});
    CHECK(nets(cap, 3, J(R"({"opponent_pagat_captured":"none"})")) == per_opp(0, 11));
}

TEST_CASE("A-C8 four at the table: the resting König pays and receives as a further opponent") {
    // K deals and rests. A loses a Dreier 1x with 28: 17 to each of B, C and K.
    CHECK(nets(hand("dreier", 1, "28"), 4) == V{-51, 17, 17, 17});
    // B holds Quatre: 10 from A, C and K.
    const Json q = hand("dreier", 1, "28", R"(,"honours":{"B":["quatre"]})");
    CHECK(nets(q, 4) == V{-51 - 10, 17 + 30, 17 - 10, 17 - 10});
    CHECK(nets(q, 4, J(R"({"koenig":"game_only"})")) == V{-51 - 10, 17 + 20, 17 - 10, 17});
    CHECK(nets(q, 4, J(R"({"koenig":"none"})")) == V{-34 - 10, 17 + 20, 17 - 10, 0});
}

TEST_CASE("A-C9 Volat: §19 against a contra'd game price, the house rule that multiplies it by the game's contra, failures, the opponents' Volat") {
    // A silent Volat with 66 points: the Gewinn-Points 41 x Contra 2 = 82 exceed 70 (§19).
    CHECK(nets(hand("dreier", 1, "66", R"(,"contra":"contra","volat":{"by":"declarer"})")) == per_opp(0, 82));
    CHECK(nets(hand("dreier", 1, "66", R"(,"contra":"contra","volat":{"by":"declarer"})"), 3, J(R"({"volat_contra":"times_game_contra"})")) ==
          per_opp(0, 140));
    // Announced Volat with its own Contra: 140 x 2.
    CHECK(nets(hand("dreier", 1, "66", R"(,"volat":{"announced":true,"contra":"contra","by":"declarer"})")) == per_opp(0, 280));
    // Announced Volat failed: the game (won with 60: 25 + 10 = 35) is settled and 140 goes to each opponent.
    CHECK(nets(hand("dreier", 1, "60", R"(,"volat":{"announced":true})")) == per_opp(0, 35 - 140));
    // The opponents take every trick in a Dreier 2x: 70 x 2 = 140 (more than the Gewinn-Points 40 x 2).
    CHECK(nets(hand("dreier", 2, "5", R"(,"volat":{"by":"opponents"})")) == per_opp(0, -140));
}

TEST_CASE("A-C17 a failed announced Volat under A-C9 'Volat x game contra': multiplied by the game's contra like a made one, or not") {
    // Dreier 1x won with 40 under Contra: 15 x 2 = 30 from each opponent; the announced Volat fails.
    const Json h = J(R"({"declarer":"A","game":"dreier","multiple":1,"contra":"contra","points":40,"volat":{"announced":true}})");
    // Default: the failed announcement pays what the made one would: 14 x 10 x 1 x Contra 2 = 280.
    CHECK(nets(h, 3, J(R"({"volat_contra":"times_game_contra"})")) == per_opp(0, 30 - 280));
    // Alternative: only a made Volat takes the game's contra; the failed one pays 140.
    CHECK(nets(h, 3, J(R"({"volat_contra":"times_game_contra","volat_failed_contra":"made_only"})")) == per_opp(0, 30 - 140));
    // Without A-C9's house rule the game's contra never touches the Volat.
    CHECK(nets(h) == per_opp(0, 30 - 140));
    CHECK(nets(h, 3, J(R"({"volat_failed_contra":"made_only"})")) == per_opp(0, 30 - 140));
    const auto p = preview(h, 3, J(R"({"volat_contra":"times_game_contra"})"));
    bool named = false;
    for (const auto& post : p.outcome.result.postings)
        if (post.rule.rule.find("A-C17") != std::string::npos) {
            named = true;
            CHECK(post.reason.en.find("× the game's Contra 2") != std::string::npos);
        }
    CHECK(named);
}

TEST_CASE("A-C10 contra: on the Gewinn-Points of a lost game with its multiple, refused when the circle plays without contra") {
    // Einer 2x lost with 30, Recontra: G = 15, x 3 x 2 x 4 = 360.
    CHECK(nets(hand("einer", 2, "30", R"(,"contra":"recontra")")) == per_opp(0, -360));
    // Announced Ultimo with its own Contra: 20 x 2.
    CHECK(nets(hand("dreier", 1, "36", R"(,"ultimo":{"player":"A","announced":true,"contra":"contra","result":"won"})")) == per_opp(0, 11 + 40));
    const auto e = refusal(hand("dreier", 1, "36", R"(,"contra":"contra")"), 3, J(R"({"contra":"none"})"));
    CHECK(e.field() == "contra");
    CHECK(e.rule().rule.find("A-C10") != std::string::npos);
    CHECK(refusal(hand("dreier", 1, "36", R"(,"ultimo":{"player":"A","announced":true,"contra":"contra","result":"won"})"), 3,
                  J(R"({"contra":"none"})")).field() == "ultimo.contra");
}

TEST_CASE("A-C11 the renouncing opponent pays alone for his party") {
    // B revokes, the opponents had 37: the declarer wins 20 from each; B pays both shares.
    const Json h = hand("dreier", 3, "33", R"(,"renonce":"B")");
    CHECK(nets(h, 3, J(R"({"renonce_payer":"offender"})")) == V{40, -40, 0});
}

TEST_CASE("A-C12 §25: the missing points go to the double consolation, or to the ordinary Gewinn-Points") {
    // The declarer revokes with 30: he lacks 5 to 35. Default G = 20 + 5 = 25; the alternative
    // G = (40 - 35 + 10) + 5 = 20.
    CHECK(nets(hand("dreier", 1, "30", R"(,"renonce":"A")")) == per_opp(0, -25));
    CHECK(nets(hand("dreier", 1, "30", R"(,"renonce":"A")"), 3, J(R"({"renonce_missing":"normal_gewinn"})")) == per_opp(0, -20));
    // An opponent revokes and the opponents have 30: the declarer gets 20 + 5 = 25 each.
    CHECK(nets(hand("dreier", 4, "40", R"(,"renonce":"C")")) == per_opp(0, 25));
}

TEST_CASE("A-C14 tous les sept: tous les trois and tous les quatre, one consolation each") {
    CHECK(nets(hand("dreier", 1, "36", R"(,"honours":{"A":["trull","quatre"]})")) == per_opp(0, 11 + 20));
}

TEST_CASE("A-C16 Stamm: the dealer's coin goes in, an announced Ultimo takes it") {
    const Json r = J(R"({"stamm":"on"})");
    const auto p = preview(hand("dreier", 1, "36", R"(,"ultimo":{"player":"A","announced":true,"result":"won"})"), 3, r);
    // C deals and pays 10 in; A takes the pot of 10.
    CHECK(p.outcome.result.pot_change() == Thirds{});
    CHECK(p.outcome.result.net(3) == std::vector<Thirds>{Thirds::whole(62 + 10), Thirds::whole(-31), Thirds::whole(-31 - 10)});
}

TEST_CASE("A-C16 off by default, a misdeal costs the Pönale 10 to each (tapp A21)") {
    CHECK(nets(J(R"({"deal":"misdeal"})")) == V{10, 10, -20});
}

TEST_CASE("Gewinn-Points explained step by step for the hand form") {
    auto h = parsed(hand("einer", 6, "28"));
    auto g = tarock::steyerisch::gewinn_points(h, rules());
    CHECK(g.gewinn == 17);
    CHECK(g.factor == 3);
    CHECK(g.per_opp == -306);
    CHECK(g.text.de == "Gegner 42 Punkte: 7 über 35 + Consolation 10 = 17 Gewinn-Points; Einer × 3 = 51; sechsmalig × 6 = 306 an jeden Gegner");
    CHECK(g.text.en == "opponents 42 points: 7 over 35 + consolation 10 = 17 Gewinn-Points; Einer × 3 = 51; sixfold × 6 = 306 to each opponent");
    h = parsed(hand("einer", 6, "38"));
    g = tarock::steyerisch::gewinn_points(h, rules());
    CHECK(g.text.en == "declarer 38 points: 3 over 35 + consolation 10 = 13 Gewinn-Points; Einer × 3 = 39 (won: sixfold, but always paid onefold) from each opponent");
    h = parsed(hand("zweier", 2, "35", R"(,"contra":"contra")"));
    g = tarock::steyerisch::gewinn_points(h, rules());
    CHECK(g.text.en == "35 : 35, the declarer loses: consolation 10 = 10 Gewinn-Points; Zweier × 2 = 20; twofold × 2 = 40; Contra × 2 = 80 to each opponent");
    h = parsed(hand("dreier", 2, "40", R"(,"renonce":"A")"));
    g = tarock::steyerisch::gewinn_points(h, rules());
    CHECK(g.gewinn == 20);
    CHECK(g.per_opp == -40);
}

TEST_CASE("validation: the card points are needed, won/lost alone is refused") {
    auto e = refusal(J(R"({"declarer":"A","game":"dreier","multiple":1,"result":"won"})"));
    CHECK(e.field() == "result");
    CHECK(e.rule().source.find("L658") != std::string::npos);
    CHECK(refusal(J(R"({"declarer":"A","game":"dreier","multiple":1})")).field() == "points");
    CHECK(refusal(hand("dreier", 1, "71")).field() == "points");
}

TEST_CASE("validation: Zweier levels, Einer cards, who may announce") {
    CHECK(nets(J(R"({"declarer":"A","game":"zweier","level":2,"multiple":5,"points":28})")) == per_opp(0, -170));
    CHECK(refusal(J(R"({"declarer":"A","game":"zweier","level":2,"multiple":6,"points":28})")).field() == "multiple");
    CHECK(refusal(J(R"({"declarer":"A","game":"zweier","level":4,"multiple":6,"points":28})")).field() == "level");
    CHECK(nets(J(R"({"declarer":"A","game":"zweier","level":1,"multiple":5,"points":28})"), 3, J(R"({"zweier_ranges":"free"})")) ==
          per_opp(0, -170));
    CHECK(refusal(J(R"({"declarer":"A","game":"zweier","multiple":7,"points":28})")).field() == "multiple");
    // Einer: the fifth card after seeing all six is elevenfold (000:L1012).
    CHECK(nets(J(R"({"declarer":"A","game":"einer","card":5,"back":true,"points":35})")) == per_opp(0, -330));
    CHECK(refusal(J(R"({"declarer":"A","game":"einer","card":6,"back":true,"points":35})")).field() == "back");
    CHECK(refusal(J(R"({"declarer":"A","game":"einer","card":2,"multiple":3,"points":35})")).field() == "multiple");
    CHECK(refusal(J(R"({"declarer":"A","game":"dreier","card":2,"points":35})")).field() == "card");
    CHECK(refusal(hand("dreier", 1, "36", R"(,"ultimo":{"player":"B","announced":true,"result":"won"})")).field() == "ultimo.announced");
    CHECK(refusal(hand("dreier", 1, "30", R"(,"volat":{"by":"declarer"})")).field() == "volat.by");
    CHECK(refusal(hand("dreier", 1, "36", R"(,"volat":{"announced":"opponents"})")).field() == "volat.announced");
    CHECK(refusal(hand("dreier", 1, "36", R"(,"honours":{"A":["trull"],"B":["trull"]})")).field() == "honours");
    CHECK(refusal(hand("dreier", 1, "36", R"(,"dealer":"A")"), 4).field() == "declarer");  // A deals and rests as König
}

TEST_CASE("a hand record reads back as written") {
    const Json j = J(R"({"dealer":"C","declarer":"B","opened_by":"A","game":"zweier","level":3,"multiple":4,"contra":"contra","points":"35 2/3",
                        "honours":{"C":["quatre"]},"ultimo":{"player":"B","announced":true,"result":"lost"},"note":"x"})");
    const auto h = parsed(j);
    CHECK(same(tarock::steyerisch::to_json(h, {"A", "B", "C"}), j));
    const Json e = J(R"({"declarer":"A","game":"einer","card":5,"back":true,"points":40,"volat":{"announced":true,"contra":"contra"},"renonce":"C"})");
    CHECK(same(tarock::steyerisch::to_json(parsed(e), {"A", "B", "C"}), e));
}

TEST_CASE("A-C16 a Stamm switched on with a coin of 0 is refused with the setup") {
    auto e = evening(3, J(R"({"stamm":"on","stamm_coin":"0"})"));
    try {
        tarock::validate_setup(e);
        FAIL("the setup was not refused");
    } catch (const tarock::InputError& err) {
        CHECK(err.field() == "house_rules.stamm_coin");
        CHECK(err.rule().source == "000:L522");
    }
    CHECK_NOTHROW(tarock::validate_setup(evening(3, J(R"({"stamm":"off","stamm_coin":"0"})"))));
}
