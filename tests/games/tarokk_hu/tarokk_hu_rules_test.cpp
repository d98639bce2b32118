// Hungarian Tarokk: the house rules beyond the vectors, the refusals of bad input, the records
// without a game, five at the table, the round trip of a record and the zero sum of generated hands.
#include <random>

#include "partnership_helpers.hpp"

#include "games/tarokk_hu/tarokk_hu.hpp"

using namespace pt;

namespace {
V hu_nets(const std::string& hand, Json rules = Json::object()) { return nets("tarokk_hu", J(hand), std::move(rules)); }
}  // namespace

TEST_CASE("HU-05 (b) 8 and 9 tarokks as an item of the holder's pair (TS)") {
    CHECK(hu_nets(R"({"declarer":"A","bid":"harom","partner":"C","points":49,"tarokk":{"B":8}})", J(R"({"tarokk_counts":"party"})")) == V{0, 0, 0, 0});
    CHECK(hu_nets(R"({"declarer":"A","bid":"ketto","partner":"B","points":47,"tarokk":{"D":9}})", J(R"({"tarokk_counts":"party"})")) == V{-4, -4, 4, 4});
}

TEST_CASE("HU-06 MD values of the figures and HU-07 silent figures at half, rounded down") {
    const Json md = J(R"({"form":"illusztralt","illustrated_values":"md","illustrated_silent":"half"})");
    CHECK(hu_nets(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"figures":[{"item":"kiraly_uhu","card":"kor","announced":"declarer","result":"made"}]})", md) ==
          V{26, 26, -26, -26});
    CHECK(hu_nets(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"figures":[{"item":"kiraly_ulti","card":"pikk","by":"declarer"}]})", md) == V{8, 8, -8, -8});
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"figures":[{"item":"kiraly_ulti","card":"pikk","by":"declarer"}]})"),
                  J(R"({"form":"illusztralt"})"))
              .field() == "figures[0].announced");
}

TEST_CASE("HU-08 a kontra above mordkontra only by agreement") {
    const std::string h = R"({"declarer":"A","bid":"harom","partner":"B","points":50,"kontra":5})";
    CHECK(refusal("tarokk_hu", J(h)).field() == "kontra");
    CHECK(hu_nets(h, J(R"({"highest_kontra":"higher"})")) == V{32, 32, -32, -32});
}

TEST_CASE("HU-09 the stake multiplier multiplies only the game, the double and the volát") {
    const Json m = J(R"({"party_multiplier":"2"})");
    CHECK(hu_nets(R"({"declarer":"A","bid":"ketto","partner":"B","points":55,"tuletroa":{"announced":"declarer","by":"declarer"}})", m) == V{6, 6, -6, -6});
    CHECK(hu_nets(R"({"declarer":"A","bid":"ketto","partner":"B","points":75})", m) == V{8, 8, -8, -8});
    tarock::Evening e = evening("tarokk_hu", J(R"({"party_multiplier":"1 1/3"})"));
    CHECK_THROWS_AS(tarock::recompute(e), tarock::InputError);
}

TEST_CASE("records without a game: all passed (nothing paid) and amounts agreed by hand (HU-10, HU-11)") {
    tarock::Evening e = evening("tarokk_hu");
    e.hands.push_back({0, 1, J(R"({"deal":"allpass"})")});
    e.hands.push_back({0, 1, J(R"({"deal":"manual","agreed":{"B":-3,"A":1,"C":1,"D":1},"reason":"B bid three without an honour and found none"})")});
    const auto r = tarock::recompute(e);
    REQUIRE(r.errors == 0);
    CHECK(r.rows[0].outcome->all_passed);
    CHECK(r.rows[0].outcome->result.postings.empty());
    CHECK(r.rows[1].net == std::vector<Thirds>{Thirds::whole(1), Thirds::whole(-3), Thirds::whole(1), Thirds::whole(1)});
    CHECK(refusal("tarokk_hu", J(R"({"deal":"manual","agreed":{"B":-3,"A":1},"reason":"x"})")).field() == "agreed");
}

TEST_CASE("five at the table: the dealer sits out and pays nothing") {
    tarock::Evening e = evening("tarokk_hu", Json::object(), {"A", "B", "C", "D", "E"}, 4);
    e.hands.push_back({0, 1, J(R"({"declarer":"A","bid":"ketto","partner":"B","points":55})")});
    e.hands.push_back({0, 1, J(R"({"declarer":"E","bid":"harom","partner":"A","points":55})")});
    const auto r = tarock::recompute(e);
    REQUIRE_FALSE(r.rows[0].error);
    CHECK(r.rows[0].resting == 4);
    CHECK(r.rows[0].net == std::vector<Thirds>{Thirds::whole(2), Thirds::whole(2), Thirds::whole(-2), Thirds::whole(-2), Thirds{}});
    REQUIRE(r.rows[1].error);  // A deals the second hand and rests; E plays
    CHECK(r.rows[1].error->field() == "partner");
}

TEST_CASE("the refusals name the field and the rule") {
    CHECK(refusal("tarokk_hu", J(R"({"bid":"harom","partner":"B","points":50})")).field() == "declarer");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","partner":"B","points":50})")).field() == "bid");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"negy","partner":"B","points":50})")).field() == "bid");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","points":50})")).field() == "partner");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"A","points":50})")).field() == "partner");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B"})")).field() == "points");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":95})")).field() == "points");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"called":21})")).field() == "called");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"tuletroa":{}})")).field() == "tuletroa");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"negy_kiraly":{"kontra":"kontra","by":"declarer"}})")).field() ==
          "negy_kiraly.kontra");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"dupla":{}})")).field() == "dupla.announced");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":30,"volat":{"by":"declarer"}})")).field() == "points");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"tarokk":{"B":7}})")).field() == "tarokk.B");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"sas_ulti":{"player":"B","result":"won"}})")).field() == "sas_ulti");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"figures":[{"item":"centrum","announced":"declarer","result":"made"}]})"))
              .field() == "figures");
    const Json ill = J(R"({"form":"illusztralt"})");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"figures":[{"item":"uhu","announced":"declarer","result":"made"}]})"), ill)
              .field() == "figures[0].card");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"figures":[{"item":"centrum","card":"kor","announced":"declarer","result":"made"}]})"),
                  ill)
              .field() == "figures[0].card");
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"pagat_ulti":{"player":"A","result":"earlier"}})")).field() == "pagat_ulti");
    const auto e = refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B"})"));
    CHECK(e.rule().rule == "tarokk_hu §H1");
    CHECK(e.message().hu.find("94") != std::string::npos);
}

TEST_CASE("the hand record round-trips through to_json") {
    using namespace tarock;
    const std::vector<std::string> names{"A", "B", "C", "D"};
    const HouseRules rules(tarokk_hu::settings(), J(R"({"form":"illusztralt","highest_kontra":"higher"})"));
    for (const char* text :
         {R"({"dealer":"D","declarer":"A","bid":"egy","called":19,"partner":"C","points":60,"kontra":"rekontra","tuletroa":{"announced":"declarer","kontra":"kontra","by":"declarer"},"negy_kiraly":{"by":"opponents"},"xxi_fogas":{"announced":"opponents","by":"declarer"},"pagat_ulti":{"player":"A","announced":"declarer","kontra":6,"result":"won"},"sas_ulti":{"player":"D","result":"lost"},"dupla":{"announced":"declarer"},"volat":{"announced":"opponents","kontra":"kontra"},"tarokk":{"B":9},"figures":[{"item":"uhu","card":"sas","announced":"declarer","kontra":"kontra","result":"failed"}],"note":"x"})",
          R"({"deal":"allpass"})", R"({"deal":"manual","agreed":{"A":2,"B":-2},"reason":"klopiczky"})", R"({"declarer":"B","bid":"szolo","partner":"talon","points":40})"}) {
        const Json j = Json::parse(text);
        CHECK(tarokk_hu::to_json(tarokk_hu::parse_hand(j, names, rules), names) == j);
    }
}

TEST_CASE("properties: generated hands sum to zero, 2 v 2 nets are +T, +T, -T, -T and 1 v 3 nets +3T, -T, -T, -T") {
    std::mt19937 rng(45);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    const char* sides[] = {"declarer", "opponents"};
    int scored = 0;
    for (int i = 0; i < 2000; ++i) {
        const bool alone = pick(3) == 0;
        std::string h = R"({"declarer":"A","bid":")" + std::string(std::vector<const char*>{"harom", "ketto", "egy", "szolo"}[static_cast<std::size_t>(pick(4))]) +
                        R"(","partner":")" + (alone ? "self" : "C") + R"(","points":)" + std::to_string(pick(95)) + R"(,"kontra":)" + std::to_string(pick(5));
        if (pick(2)) h += std::string(R"(,"tuletroa":{"announced":")") + sides[pick(2)] + R"(","by":")" + sides[pick(2)] + "\"}";
        if (pick(2)) h += std::string(R"(,"negy_kiraly":{"by":")") + sides[pick(2)] + "\"}";
        if (pick(2)) h += std::string(R"(,"pagat_ulti":{"player":")") + "ABCD"[pick(4)] + R"(","announced":")" + sides[pick(2)] + R"(","result":"lost"})";
        if (pick(3) == 0) h += std::string(R"(,"dupla":{"announced":")") + sides[pick(2)] + "\"}";
        h += "}";
        CAPTURE(h);
        V n;
        try {
            n = hu_nets(h);
        } catch (const tarock::InputError&) {
            continue;
        }
        ++scored;
        if (alone) {
            CHECK(n[0] == -3 * n[1]);
            CHECK(n[1] == n[2]);
            CHECK(n[2] == n[3]);
        } else {
            CHECK(n[0] == n[2]);
            CHECK(n[1] == n[3]);
            CHECK(n[0] == -n[1]);
        }
    }
    CHECK(scored > 1500);
}

#include "session/presets.hpp"

TEST_CASE("the Hungarian presets: Illusztrált, Illusztrált (MD), tarock-sheet") {
    auto rules = [](const std::string& name) {
        for (const auto& p : tarock::presets_for("tarokk_hu", {}))
            if (p.name == name) {
                tarock::validate_preset(p);
                return p.house_rules;
            }
        FAIL("no preset " << name);
        return Json::object();
    };
    CHECK(hu_nets(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"sas_ulti":{"player":"B","result":"won"}})", rules("Illusztrált")) == V{6, 6, -6, -6});
    CHECK(hu_nets(R"({"declarer":"A","bid":"harom","partner":"B","points":52,"xxi_fogas":{"announced":"declarer","by":"declarer"}})", rules("Illusztrált (MD)")) ==
          V{61, 61, -61, -61});
    CHECK(hu_nets(R"({"declarer":"A","bid":"ketto","partner":"B","points":19,"kontra":"rekontra"})", rules("Illusztrált (MD)")) == V{-16, -16, 16, 16});
    CHECK(hu_nets(R"({"declarer":"A","bid":"harom","partner":"C","points":49,"tarokk":{"B":8}})", rules("tarock-sheet (TS)")) == V{0, 0, 0, 0});
}
