// Strohmann house rules A-S2 .. A-S11 beyond the vectors, and the validation of hand records.
#include "strohmann_helpers.hpp"

using namespace stroh;

TEST_CASE("Strohmann A-S2: both pass - thrown in by default, refused as a played game, played under the house rule") {
    const auto e = table();
    const auto p = tarock::preview(e, 0, J(R"({"deal":"allpass"})"));
    CHECK(p.outcome.all_passed);
    CHECK(p.outcome.result.postings.empty());
    const auto err = refusal(e, J(R"({"aufnehmer":"none","points":{"A":36}})"));
    CHECK(err.field() == "aufnehmer");
    CHECK(err.rule().rule.find("A-S2") != std::string::npos);
    CHECK(refusal(preset002(), J(R"({"deal":"allpass"})")).field() == "deal");
    // The passed game's winner may be entered without points.
    CHECK(hist::nets(preset002(), J(R"({"aufnehmer":"none","winner":"A"})")) == V{2, -2});
    CHECK(hist::nets(preset002(), J(R"({"aufnehmer":"none","winner":"draw"})")) == V{0, 0});
}

TEST_CASE("Strohmann A-S3: repeated draws stay at x2 by default, or double again") {
    const std::vector<Json> hands = {J(R"({"aufnehmer":"none","winner":"draw"})"), J(R"({"aufnehmer":"none","winner":"draw"})"),
                                     J(R"({"aufnehmer":"A","result":"won"})")};
    CHECK(row_nets(with_hands(preset002(), hands)).back() == V{6, -6});
    Json stack = tarock::strohmann::preset_002();
    stack["draw_stacking"] = "stack";
    CHECK(row_nets(with_hands(table(stack), hands)).back() == V{12, -12});
    // The ledger shows what the next game counts.
    const auto r = tarock::recompute(with_hands(table(stack), {hands[0], hands[1]}));
    REQUIRE_FALSE(r.ledger_lines.empty());
    CHECK(r.ledger_lines[0].value.de.find("4-fach") != std::string::npos);
}

TEST_CASE("Strohmann A-S4: after a draw the Pagat is doubled with everything, or only game and honours double") {
    const std::vector<Json> hands = {J(R"({"aufnehmer":"none","winner":"draw"})"),
                                     J(R"({"aufnehmer":"A","result":"won","ultimo":{"player":"A","result":"won"}})")};
    CHECK(row_nets(with_hands(preset002(), hands)).back() == V{8, -8});  // (3 + 1) x 2
    Json rules = tarock::strohmann::preset_002();
    rules["doubled"] = "game_and_honours";
    CHECK(row_nets(with_hands(table(rules), hands)).back() == V{7, -7});  // 3 x 2 + 1
}

TEST_CASE("Strohmann A-S5: the extra premium on the Pagat, in thirds if agreed so") {
    const auto n = nets_thirds(table(J(R"({"pagat_extra":"1/3"})")), J(R"({"aufnehmer":"A","result":"won","ultimo":{"player":"A","result":"won"}})"));
    CHECK(n[0] == Thirds::from_thirds(10));  // 2 + (1 + 1/3)
    CHECK(n[1] == Thirds::from_thirds(-10));
}

TEST_CASE("Strohmann A-S7: no Volat premium by default, 12 instead of the game or on top") {
    CHECK(nets(J(R"({"aufnehmer":"A","volat":"A"})")) == V{2, -2});
    CHECK(nets(J(R"({"aufnehmer":"A","volat":"A"})"), J(R"({"volat":"instead"})")) == V{12, -12});
    CHECK(nets(J(R"({"aufnehmer":"A","volat":"A"})"), J(R"({"volat":"on_top"})")) == V{14, -14});
    CHECK(nets(J(R"({"aufnehmer":"B","volat":"A"})"), J(R"({"volat":"on_top"})")) == V{16, -16});
    const auto p = tarock::preview(table(), 0, J(R"({"aufnehmer":"A","volat":"A"})"));
    CHECK(hist::mentions(p.outcome, "keine Prämie"));
    CHECK(refusal(table(), J(R"({"aufnehmer":"A","volat":"A","points":{"A":60}})")).field() == "points");
}

TEST_CASE("Strohmann A-S8: honours completed from the talon count by default, not under hand_only") {
    const Json hand = J(R"({"aufnehmer":"A","result":"won","honours":{"A":["quatre"]},"from_talon":["quatre"]})");
    CHECK(nets(hand) == V{3, -3});
    CHECK(nets(hand, J(R"({"talon_honours":"hand_only"})")) == V{2, -2});
    CHECK(refusal(table(), J(R"({"aufnehmer":"A","result":"won","from_talon":["trull"]})")).field() == "from_talon");
}

TEST_CASE("Strohmann A-S10: a misdeal costs nothing by default, 1 in seed 002, the same dealer deals again") {
    const auto p = tarock::preview(table(), 0, J(R"({"deal":"misdeal"})"));
    CHECK(p.outcome.same_dealer);
    CHECK(p.outcome.result.postings.empty());
    CHECK(hist::nets(preset002(), J(R"({"deal":"misdeal"})")) == V{1, -1});  // B deals and pays A
}

TEST_CASE("Strohmann A-S11: peeking at a hidden talon card - remedy only, or a revoke") {
    const Json hand = J(R"({"aufnehmer":"A","points":{"A":40},"peek":"A"})");
    CHECK(nets(hand) == V{2, -2});
    const auto p = tarock::preview(table(), 0, hand);
    CHECK(hist::mentions(p.outcome, "keine Strafe (A-S11)"));
    CHECK(nets(hand, J(R"({"peek":"revoke"})")) == V{-4, 4});
}

TEST_CASE("Strohmann A-S11 as a revoke: the peeker loses the game") {
    CHECK(nets(J(R"({"aufnehmer":"A","peek":"A"})"), J(R"({"peek":"revoke"})")) == V{-4, 4});
    CHECK(nets(J(R"({"aufnehmer":"A","peek":"B"})"), J(R"({"peek":"revoke"})")) == V{2, -2});
}

TEST_CASE("Strohmann A-S12: after a revoke the premiums of the game played on are entered by hand") {
    const auto n = nets(J(R"({"aufnehmer":"A","renonce":"B","agreed":{"A":1,"B":-1},"reason":"Pagat Ultimo im Weiterspiel"})"));
    CHECK(n == V{3, -3});
    const auto p = tarock::preview(table(), 0, J(R"({"aufnehmer":"A","renonce":"B","agreed":{"A":1,"B":-1},"reason":"Pagat Ultimo im Weiterspiel"})"));
    CHECK(hist::mentions(p.outcome, "von Hand eingetragen"));
    CHECK(refusal(table(), J(R"({"aufnehmer":"A","result":"won","agreed":{"A":1,"B":-1},"reason":"x"})")).field() == "agreed");
    CHECK(refusal(table(), J(R"({"aufnehmer":"A","renonce":"B","agreed":{"A":1,"B":-2},"reason":"x"})")).field() == "agreed");
    CHECK(refusal(table(), J(R"({"aufnehmer":"A","renonce":"B","agreed":{"A":1,"B":-1}})")).field() == "reason");
    CHECK(refusal(table(), J(R"({"aufnehmer":"A","renonce":"B","ultimo":{"player":"A","result":"won"}})")).field() == "ultimo");
}

TEST_CASE("Strohmann Codex 31: a false honour announcement is a revoke with the missing card in a talon, else void") {
    // Tous les trois announced with only two of them, the Pagat lying in a talon: a revoke (000:2375, §8).
    CHECK(nets(J(R"({"aufnehmer":"A","false_honour":{"player":"A","honour":"trull","missing":"talon"}})")) == V{-4, 4});
    CHECK(nets(J(R"({"aufnehmer":"A","false_honour":{"player":"B","honour":"quatre","missing":"talon"}})")) == V{2, -2});
    CHECK(nets(J(R"({"aufnehmer":"B","false_honour":{"player":"A","honour":"quatre","missing":"talon"}})"), tarock::strohmann::preset_002()) == V{-3, 3});
    // The other player held the missing card: the announcement counts as never made, no penalty.
    const Json hand = J(R"({"aufnehmer":"A","points":{"A":30},"false_honour":{"player":"A","honour":"trull","missing":"hand"}})");
    CHECK(nets(hand) == V{-4, 4});
    const auto p = tarock::preview(table(), 0, hand);
    CHECK(hist::mentions(p.outcome, "als nicht erfolgt"));
    const auto talon = tarock::preview(table(), 0, J(R"({"aufnehmer":"A","false_honour":{"player":"A","honour":"trull","missing":"talon"}})"));
    REQUIRE(talon.outcome.result.postings.size() == 1);
    CHECK(talon.outcome.result.postings[0].rule.source.find("000:2375") != std::string::npos);
    // Refused: the same honour also paid, a second offence, a missing field.
    CHECK(refusal(table(), J(R"({"aufnehmer":"A","result":"won","honours":{"A":["trull"]},"false_honour":{"player":"A","honour":"trull","missing":"hand"}})")).field() == "false_honour");
    CHECK(refusal(table(), J(R"({"aufnehmer":"A","renonce":"B","false_honour":{"player":"A","honour":"trull","missing":"talon"}})")).field() == "false_honour");
    CHECK(refusal(table(), J(R"({"aufnehmer":"A","result":"won","false_honour":{"player":"A","honour":"trull"}})")).field() == "false_honour.missing");
    CHECK(refusal(table(), J(R"({"aufnehmer":"A","result":"won","false_honour":{"player":"A","honour":"koepfe","missing":"hand"}})")).field() == "false_honour.honour");
}

TEST_CASE("Strohmann validation: refused records name the field") {
    const auto e = table();
    CHECK(refusal(e, J(R"({"points":{"A":36}})")).field() == "aufnehmer");
    CHECK(refusal(e, J(R"({"aufnehmer":"A"})")).field() == "points");
    CHECK(refusal(e, J(R"({"aufnehmer":"A","points":{"A":36,"B":35}})")).field() == "points");
    CHECK(refusal(e, J(R"({"aufnehmer":"A","points":{"A":71}})")).field() == "points");
    CHECK(refusal(e, J(R"({"aufnehmer":"A","points":{"A":"35,5"}})")).field() == "points.A");
    CHECK(refusal(e, J(R"({"aufnehmer":"A","points":{"A":40},"result":"won"})")).field() == "result");
    CHECK(refusal(e, J(R"({"aufnehmer":"A","winner":"A"})")).field() == "winner");
    CHECK(refusal(e, J(R"({"aufnehmer":"A","result":"won","honours":{"A":["trull"],"B":["trull"]}})")).field() == "honours");
    CHECK(refusal(e, J(R"({"aufnehmer":"A","result":"won","honours":{"A":["koepfe"]}})")).field() == "honours.A");
    const auto ult = refusal(e, J(R"({"aufnehmer":"A","result":"won","ultimo":{"player":"A","announced":true,"result":"won"}})"));
    CHECK(ult.field() == "ultimo.announced");
    CHECK(ult.rule().source.find("000:966") != std::string::npos);
    CHECK(refusal(e, J(R"({"aufnehmer":"A","renonce":"A","peek":"B"})")).field() == "peek");
    CHECK(refusal(e, J(R"({"aufnehmer":"Z","result":"won"})")).field() == "aufnehmer");
    CHECK(refusal(e, J(R"({"aufnehmer":"A","result":"won","bogus":1})")).field() == "bogus");
}

TEST_CASE("Strohmann setup: two players only") {
    auto e = evening("strohmann", {"A", "B", "C"}, 0);
    CHECK_THROWS_AS(tarock::validate_setup(e), tarock::InputError);
    const auto& v = tarock::find_variant("strohmann");
    CHECK(v.table_sizes() == std::vector<int>{2});
    CHECK(v.active_players() == 2);
}

TEST_CASE("Strohmann: the record survives the trip to JSON and back") {
    const std::vector<std::string> players = {"A", "B"};
    for (const char* text : {R"({"aufnehmer":"A","points":{"A":"35 2/3"},"honours":{"A":["trull","quatre"]},"from_talon":["quatre"],"ultimo":{"player":"B","result":"lost"},"note":"n"})",
                             R"({"dealer":"B","aufnehmer":"none","winner":"draw"})",
                             R"({"aufnehmer":"B","renonce":"A","agreed":{"A":-1,"B":1},"reason":"r"})",
                             R"({"deal":"misdeal"})", R"({"deal":"allpass"})", R"({"aufnehmer":"A","volat":"B","peek":"A"})",
                             R"({"aufnehmer":"B","result":"lost","false_honour":{"player":"A","honour":"quatre","missing":"hand"}})"}) {
        const Json j = J(text);
        const auto h = tarock::strohmann::parse_hand(j, players);
        CHECK(tarock::strohmann::to_json(h, players) == j);
    }
}
