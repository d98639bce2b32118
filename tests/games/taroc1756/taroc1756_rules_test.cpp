// The 1756 Taroc for three "zum König": the house rules A-O1 .. A-O9 with their documented
// defaults (A-O5, A-O6, A-O8 are fixed), fines, refusals naming the field and the rule, and
// properties. Players A (Vorhand), B, C (dealer); nets [A, B, C].
#include <random>

#include "taroc1756_helpers.hpp"
#include "games/taroc1756/taroc1756.hpp"

using namespace hist;

namespace {
const std::string kEven = R"("points":{"A":26,"B":26})";

}  // namespace

TEST_CASE("taroc1756 settings: A-O1 .. A-O4, A-O7, A-O9 with the documented defaults") {
    CHECK(setting_of("taroc1756", "cavalerie").rule_id == "taroc1756 A-O1");
    CHECK(setting_of("taroc1756", "cavalerie").default_value == "10");
    CHECK(setting_of("taroc1756", "zehn_tarocs").rule_id == "taroc1756 A-O2");
    CHECK(setting_of("taroc1756", "zehn_tarocs").default_value == "above_26");
    CHECK(setting_of("taroc1756", "skues_honneur").rule_id == "taroc1756 A-O3");
    CHECK(setting_of("taroc1756", "skues_honneur").default_value == "card_points");
    CHECK(setting_of("taroc1756", "vier_koenige").rule_id == "taroc1756 A-O4");
    CHECK(setting_of("taroc1756", "vier_koenige").default_value == "0");
    CHECK(setting_of("taroc1756", "vier_damen").default_value == "0");
    CHECK(setting_of("taroc1756", "scar").rule_id == "taroc1756 A-O7");
    CHECK(setting_of("taroc1756", "scar").default_value == "dealer");
    CHECK(setting_of("taroc1756", "skues_only").rule_id == "taroc1756 A-O9");
    CHECK(setting_of("taroc1756", "skues_only").default_value == "four_points");
}

TEST_CASE("A-O1 taroc1756: a whole Cavalerie 10 from each (or 4), a half one with the Scüs 5") {
    const Json whole = J("{" + kEven + R"(,"honneurs":{"B":[{"honneur":"cavalerie","suit":"pique"}]}})");
    CHECK(nets(three(), whole) == V{-10, 20, -10});
    CHECK(nets(three(J(R"({"cavalerie":"4"})")), whole) == V{-4, 8, -4});
    const Json half = J("{" + kEven + R"(,"honneurs":{"B":[{"honneur":"cavalerie","suit":"pique","skues":true}]}})");
    CHECK(nets(three(), half) == V{-5, 10, -5});
    CHECK(nets(three(J(R"({"cavalerie":"4"})")), half) == V{-5, 10, -5});
    // Part of it laid into the Scar: its payment is returned (004:132).
    const Json scar = J(R"({"points":{"A":26,"B":26},"honneurs":{"C":[{"honneur":"cavalerie","suit":"pique","scar":true}]}})");
    CHECK(nets(three(), scar) == V{0, 0, 0});
}

TEST_CASE("A-O2 taroc1756: ten tarocks pay 10 only to a player ending above 26, or always") {
    const Json below = J(R"({"points":{"A":26,"B":30},"honneurs":{"A":[{"honneur":"zehn_tarocs"}]}})");
    CHECK(nets(three(), below) == V{0, 4, -4});
    CHECK(mentions(tarock::preview(three(), 0, below).outcome, "nicht bezahlt"));
    CHECK(nets(three(J(R"({"zehn_tarocs":"always"})")), below) == V{20, -6, -14});
    const Json above = J(R"({"points":{"A":27,"B":30},"honneurs":{"A":[{"honneur":"zehn_tarocs"}]}})");
    CHECK(nets(three(), above) == V{21, -6, -15});
}

TEST_CASE("A-O3 taroc1756: the Scüs's honour of 5 is its card points, a premium only as a house rule") {
    const Json hand = J("{" + kEven + R"(,"honneurs":{"C":[{"honneur":"skues"}]}})");
    const auto err = refusal(three(), hand);
    CHECK(err.field() == "honneurs");
    CHECK(err.rule().rule == "taroc1756 §6.1, A-O3");
    CHECK(nets(three(J(R"({"skues_honneur":"premium"})")), hand) == V{-5, -5, 10});
}

TEST_CASE("A-O4 taroc1756: four Kings and four Queens have no value unless the circle sets one") {
    const Json hand = J("{" + kEven + R"(,"honneurs":{"A":[{"honneur":"vier_koenige","skues":true}],"B":[{"honneur":"vier_damen"}]}})");
    const auto err = refusal(three(), hand);
    CHECK(err.field() == "honneurs");
    CHECK(err.rule().rule == "taroc1756 §6.1, A-O4");
    CHECK(nets(three(J(R"({"vier_koenige":"10","vier_damen":"5"})")), hand) == V{20 - 5, -10 + 10, -10 - 5});
}

TEST_CASE("A-O5 taroc1756: further matadors need all three main ones and run from the Mongue down and the Pagat up") {
    // Mongue, Pagat, Scüs, XX, II, III (XIX missing): 10 + 3 x 5 = 25.
    CHECK(nets(three(), J("{" + kEven + R"(,"honneurs":{"A":[{"honneur":"matadors","tarocks":[21,1,20,2,3]}]}})")) == V{50, -25, -25});
    // Without the Pagat there are no matadors at all.
    const auto err = refusal(three(), J("{" + kEven + R"(,"honneurs":{"A":[{"honneur":"matadors","tarocks":[21,20,19]}]}})"));
    CHECK(err.field() == "honneurs");
    CHECK(err.rule().rule == "taroc1756 §6.1, A-O5");
}

TEST_CASE("A-O6 taroc1756: fines whose payer is not stated go to each other player") {
    CHECK(nets(three(), J("{" + kEven + R"(,"fehler":[{"player":"B","fehler":"renonce"}]})")) == V{5, -10, 5});
    CHECK(nets(three(), J("{" + kEven + R"(,"fehler":[{"player":"B","fehler":"pagat_renonce"}]})")) == V{10, -20, 10});
    CHECK(nets(three(), J("{" + kEven + R"(,"fehler":[{"player":"A","fehler":"zu_viele_honneurs"}]})")) == V{-10, 5, 5});
    // A misdeal: the dealer pays 5 to each and deals again (004:123).
    const auto p = tarock::preview(three(), 0, J(R"({"deal":"misdeal"})"));
    CHECK(p.outcome.same_dealer);
    CHECK(nets(three(), J(R"({"deal":"misdeal"})")) == V{5, 5, -10});
    // A wrong Scar found at the end: 5 and each player's honours again, the game void (004:124).
    CHECK(nets(three(), J(R"({"deal":"falscher_scar","honneurs":{"A":[{"honneur":"cavalerie","suit":"coeur"}]}})")) == V{15, 5, -20});
}

TEST_CASE("A-O7 taroc1756: the Scar counts for the dealer, or not at all and each is settled against the average") {
    CHECK(nets(three(), J(R"({"points":{"A":40,"B":26}})")) == V{14, 0, -14});
    // Not counted: the Scar holds 3, the three have 75, the average 25.
    CHECK(nets(three(J(R"({"scar":"not_counted"})")), J(R"({"points":{"A":40,"B":26},"scar":3})")) == V{15, 1, -16});
    CHECK(refusal(three(J(R"({"scar":"not_counted"})")), J(R"({"points":{"A":40,"B":26}})")).field() == "scar");
    CHECK(refusal(three(), J(R"({"points":{"A":40,"B":26},"scar":3})")).field() == "scar");
}

TEST_CASE("A-O8 taroc1756: no premium for a Pagat brought home") {
    const auto err = refusal(three(), J("{" + kEven + R"(,"pagat":{"player":"A","result":"home"}})"));
    CHECK(err.field() == "pagat.result");
}

TEST_CASE("A-O9 taroc1756: a player whose only trick is the Scüs counts 4 points, or receives 4 from each") {
    CHECK(nets(three(), J(R"({"points":{"A":4,"B":40,"C":34},"skues_only":"A"})")) == V{-22, 14, 8});
    CHECK(refusal(three(), J(R"({"points":{"A":5,"B":40,"C":33},"skues_only":"A"})")).field() == "points");
    CHECK(refusal(three(), J(R"({"points":{"A":4,"B":40},"skues_only":"A"})")).field() == "points");
    CHECK(nets(three(J(R"({"skues_only":"from_each"})")), J(R"({"points":{"A":5,"B":40,"C":33},"skues_only":"A"})")) == V{-21 + 8, 14 - 4, 7 - 4});
}

TEST_CASE("taroc1756 validation: impossible hands are refused naming the field and the rule") {
    const auto e = three();
    CHECK(refusal(e, J(R"({"points":{"A":50,"B":40}})")).field() == "points");           // more than 78
    CHECK(refusal(e, J(R"({"points":{"A":40,"B":26,"C":13}})")).field() == "points");    // not 78
    CHECK(refusal(e, J(R"({"points":{"A":"40 1/3","B":26}})")).field() == "points");     // whole points
    CHECK(refusal(e, J(R"({"points":{"A":40}})")).field() == "points");                  // two at least
    CHECK(refusal(e, J("{" + kEven + R"(,"honneurs":{"A":[{"honneur":"zehn_tarocs"}],"B":[{"honneur":"zehn_tarocs"}],"C":[{"honneur":"zehn_tarocs"}]}})"))
              .rule()
              .rule == "taroc1756 §6.1, A-O2");
    CHECK(refusal(e, J("{" + kEven + R"(,"honneurs":{"A":[{"honneur":"cavalerie","suit":"coeur"}],"B":[{"honneur":"cavalerie","suit":"coeur"}]}})"))
              .field() == "honneurs");
    CHECK(refusal(e, J("{" + kEven + R"(,"honneurs":{"A":[{"honneur":"matadors","tarocks":[21,1]}],"B":[{"honneur":"cavalerie","suit":"coeur","skues":true}]}})"))
              .field() == "honneurs");  // two Scüs holders
    CHECK(refusal(e, J("{" + kEven + R"(,"honneurs":{"A":[{"honneur":"matadors","tarocks":[21,1,21]}]}})")).field() == "honneurs");
    CHECK(refusal(e, J("{" + kEven + R"(,"honneurs":{"A":[{"honneur":"matadors","tarocks":[21,1,22]}]}})")).field() == "honneurs.A[0].tarocks");
    // With four at the table the seat before the dealer rests "zum König" and pays nothing.
    const auto four = evening("taroc1756", {"A", "B", "C", "D"}, 3);
    CHECK(refusal(four, J(R"({"points":{"A":40,"C":20}})")).field() == "points");
    CHECK(nets(four, J(R"({"points":{"A":40,"B":26}})")) == V{14, 0, 0, -14});
    CHECK(refusal(four, J(R"({"points":{"A":40,"B":26},"pagat":{"player":"C","result":"lost"}})")).field() == "pagat.player");
}

TEST_CASE("taroc1756: an honour announced after the first card is void (004:122)") {
    const Json hand = J("{" + kEven + R"(,"honneurs":{"A":[{"honneur":"matadors","tarocks":[21,1],"late":true}]}})");
    CHECK(nets(three(), hand) == V{0, 0, 0});
    CHECK(mentions(tarock::preview(three(), 0, hand).outcome, "ungültig"));
}

TEST_CASE("taroc1756 properties: generated hands score and their nets sum to zero") {
    std::mt19937 rng(1756);
    const char* names[] = {"A", "B", "C"};
    const char* results[] = {"lost", "lost_last", "won_last"};
    for (int i = 0; i < 300; ++i) {
        const int a = static_cast<int>(rng() % 79);
        const int b = static_cast<int>(rng() % static_cast<unsigned>(79 - a));
        Json h = {{"points", {{"A", a}, {"B", b}}}};
        if (rng() % 2) h["pagat"] = {{"player", names[rng() % 3]}, {"result", results[rng() % 3]}};
        if (rng() % 2) h["honneurs"] = {{names[rng() % 3], Json::array({{{"honneur", "matadors"}, {"tarocks", {21, 1, 20}}}})}};
        if (rng() % 3 == 0) h["fehler"] = Json::array({{{"player", names[rng() % 3]}, {"fehler", "renonce"}}});
        INFO(h.dump());
        (void)nets(three(), h);
    }
}
