// Tarok-l'Hombre: the house rules A-L1 .. A-L5 with their documented defaults, the refusals of
// impossible hands (each naming the field and the rule), and properties over generated hands.
// Players A (Vorhand), B, C (dealer); nets [A, B, C].
#include <random>

#include "hombre_helpers.hpp"
#include "games/hombre/hombre.hpp"

using namespace hist;

namespace {

}  // namespace

TEST_CASE("hombre settings: A-L1 .. A-L4 are house rules with the documented defaults") {
    CHECK(setting_of("hombre", "payer").rule_id == "hombre A-L1");
    CHECK(setting_of("hombre", "payer").default_value == "each_full");
    CHECK(setting_of("hombre", "loss").rule_id == "hombre A-L2");
    CHECK(setting_of("hombre", "loss").default_value == "symmetric");
    CHECK(setting_of("hombre", "vole").rule_id == "hombre A-L3");
    CHECK(setting_of("hombre", "vole").default_value == "replaces");
    CHECK(setting_of("hombre", "extras").rule_id == "hombre A-L4");
    CHECK(setting_of("hombre", "extras").default_value == "off");
}

TEST_CASE("A-L1 hombre: the opponents share one amount, the odd mark falling to the earlier hand") {
    // Solo 44 = 90, shared 45 / 45; ad uno 50 = 63, shared 32 (B, earlier) / 31 (C).
    CHECK(nets(table(J(R"({"payer":"split"})")), J(R"({"declarer":"A","game":"solo","points":44})")) == V{90, -45, -45});
    CHECK(nets(table(J(R"({"payer":"split"})")), J(R"({"declarer":"A","game":"ad_uno","exchanged":[{"from":"C"}],"points":50})")) ==
          V{63 - 5, -32, -31 + 5});
    // A loss is shared the same way: a duo 39 = 20, 10 each.
    CHECK(nets(table(J(R"({"payer":"split"})")), J(R"({"declarer":"A","game":"a_duo","exchanged":[{"from":"B"},{"from":"C"}],"points":39})")) ==
          V{-20 - 10, 10 + 5, 10 + 5});
}

TEST_CASE("A-L2 hombre: a lost game costs the mirror image by default, the base only as the alternative") {
    // Solo with 30: 60 + 6 x 9 = 114 to each; base only: 60.
    CHECK(nets(table(), J(R"({"declarer":"B","game":"solo","points":30})")) == V{114, -228, 114});
    CHECK(nets(table(J(R"({"loss":"base_only"})")), J(R"({"declarer":"B","game":"solo","points":30})")) == V{60, -120, 60});
}

TEST_CASE("A-L3 hombre: the Vole on top of the game when the circle says so") {
    // Solo Vole with all 78 points: 600 + 60 + 6 x 39 = 894 from each.
    CHECK(nets(table(J(R"({"vole":"added"})")), J(R"({"declarer":"A","game":"solo","vole":"declarer","points":78})")) == V{1788, -894, -894});
    // Added needs the points.
    CHECK(refusal(table(J(R"({"vole":"added"})")), J(R"({"declarer":"A","game":"solo","vole":"declarer"})")).field() == "points");
}

TEST_CASE("A-L4 hombre: Groß-Tarok's announcements and premiums only when switched on") {
    const Json hand = J(R"({"declarer":"A","game":"solo","points":40,"ansagen":{"B":[{"ansage":"koenigreich"}]}})");
    const auto err = refusal(table(), hand);
    CHECK(err.field() == "ansagen");
    CHECK(err.rule().rule == "hombre §4, A-L4");
    // Switched on: B's natural Königreich, 10 from each (000:2083).
    CHECK(nets(table(J(R"({"extras":"on"})")), hand) == V{132 - 10, -66 + 20, -66 - 10});
    // The Pagat brought home: 5 from each (000:2113).
    CHECK(nets(table(J(R"({"extras":"on"})")), J(R"({"declarer":"A","game":"solo","points":40,"pagat":{"player":"C","result":"home"}})")) ==
          V{132 - 5, -66 - 5, -66 + 10});
}

TEST_CASE("A-L5 hombre: the opponents' Vole is entered by hand and recorded as entered by hand") {
    const Json hand = J(R"({"declarer":"A","game":"solo","vole":"opponents","agreed":{"A":-240,"B":120,"C":120},"reason":"wie eine verlorene Solo-Vole"})");
    CHECK(nets(table(), hand) == V{-240, 120, 120});
    const auto p = tarock::preview(table(), 0, hand);
    CHECK(mentions(p.outcome, "von Hand eingetragen"));
    CHECK(p.outcome.result.postings.front().rule.rule == "hombre §4, A-L5");
    // Without the amounts it is refused, naming the field and the rule.
    const auto err = refusal(table(), J(R"({"declarer":"A","game":"solo","vole":"opponents"})"));
    CHECK(err.field() == "agreed");
    CHECK(err.rule().rule == "hombre §4, A-L5");
    // Amounts that do not sum to zero, and amounts by hand for an ordinary game.
    CHECK(refusal(table(), J(R"({"declarer":"A","game":"solo","vole":"opponents","agreed":{"A":-240,"B":120},"reason":"x"})")).field() == "agreed");
    CHECK(refusal(table(), J(R"({"declarer":"A","game":"solo","points":50,"agreed":{"A":10,"B":-10},"reason":"x"})")).field() == "agreed");
}

TEST_CASE("hombre validation: impossible hands are refused naming the field and the rule") {
    const auto e = table();
    // Two cards exchanged in a duo, one ad uno, none in a Solo (000:2159-2163).
    auto err = refusal(e, J(R"({"declarer":"A","game":"a_duo","exchanged":[{"from":"B"}],"points":50})"));
    CHECK(err.field() == "exchanged");
    CHECK(err.rule().source == "000:2159-2163, 000:2181");
    CHECK(refusal(e, J(R"({"declarer":"A","game":"solo","exchanged":[{"from":"B"}],"points":50})")).field() == "exchanged");
    // From an opponent only, never from himself; one Mond only.
    CHECK(refusal(e, J(R"({"declarer":"A","game":"ad_uno","exchanged":[{"from":"A"}],"points":50})")).field() == "exchanged[0].from");
    CHECK(refusal(e, J(R"({"declarer":"A","game":"a_duo","exchanged":[{"from":"B","card":"mond"},{"from":"C","card":"mond"}],"points":50})")).field() ==
          "exchanged");
    // Points whole, 0..78; a Vole has at least 40.
    CHECK(refusal(e, J(R"({"declarer":"A","game":"solo","points":79})")).field() == "points");
    CHECK(refusal(e, J(R"({"declarer":"A","game":"solo","points":"40 1/3"})")).field() == "points");
    CHECK(refusal(e, J(R"({"declarer":"A","game":"solo","vole":"declarer","points":30})")).field() == "points");
    CHECK(refusal(e, J(R"({"declarer":"A","game":"solo"})")).field() == "points");
    // Declarer and game are required; unknown fields are refused.
    CHECK(refusal(e, J(R"({"game":"solo","points":40})")).field() == "declarer");
    CHECK(refusal(e, J(R"({"declarer":"A","points":40})")).field() == "game");
    CHECK(refusal(e, J(R"({"declarer":"A","game":"solo","points":40,"contra":1})")).field() == "contra");
    // With four at the table the resting König does not play (seat before the dealer, 000:2065).
    const auto four = evening("hombre", {"A", "B", "C", "D"}, 3);
    CHECK(refusal(four, J(R"({"declarer":"C","game":"solo","points":40})")).field() == "declarer");
}

TEST_CASE("hombre: all passed and a thrown-in deal pay nothing") {
    CHECK(nets(table(), J(R"({"deal":"allpass"})")) == V{0, 0, 0});
    const auto p = tarock::preview(table(), 0, J(R"({"deal":"thrown_in"})"));
    CHECK(p.outcome.same_dealer);
    CHECK(p.outcome.result.postings.empty());
}

TEST_CASE("hombre properties: every generated hand scores, nets sum to zero, more points never cost the l'Hombre") {
    std::mt19937 rng(1756);
    const char* games[] = {"a_duo", "ad_uno", "solo"};
    const char* names[] = {"A", "B", "C"};
    const Json rule_sets[] = {J("{}"), J(R"({"payer":"split"})"), J(R"({"loss":"base_only"})"), J(R"({"vole":"added"})")};
    for (int i = 0; i < 400; ++i) {
        const Json& rules = rule_sets[i % 4];
        const int g = static_cast<int>(rng() % 3);
        const int d = static_cast<int>(rng() % 3);
        Json hand = {{"declarer", names[d]}, {"game", games[g]}};
        Json ex = Json::array();
        for (int k = 0; k < 2 - g; ++k) ex.push_back({{"from", names[(d + 1 + k) % 3]}, {"card", k == 0 ? "mond" : "andere"}});
        if (!ex.empty()) hand["exchanged"] = ex;
        const int pts = static_cast<int>(rng() % 79);
        hand["points"] = pts;
        if (pts >= 40 && rng() % 8 == 0) hand["vole"] = "declarer";
        INFO(hand.dump() << " rules " << rules.dump());
        const auto e = table(rules);
        const auto n = nets_thirds(e, hand);  // checks the sum and the reasons
        if (pts < 78 && !hand.contains("vole")) {
            Json more = hand;
            more["points"] = pts + 1;
            CHECK(!(nets_thirds(e, more)[static_cast<std::size_t>(d)] < n[static_cast<std::size_t>(d)]));
        }
    }
}
