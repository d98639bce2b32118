// Dreiertarock (§8.2): the test vectors MD-01 … MD-10 under the default tariff (modern Tapp-Tarok)
// and the Carinthian preset, and its refusals. Seats A, B, C; C deals, A is the Vorhand.
#include "games/koenigrufen_modern/dreiertarock.hpp"
#include "koenigrufen_modern_helpers.hpp"

using namespace km;

namespace {

Json kaernten() {
    for (const tarock::Preset& p : tarock::builtin_presets())
        if (p.variant == "dreiertarock" && p.name == "Kärnten (Cent)") return p.house_rules;
    FAIL("no preset");
    return {};
}

/// Scores `hand` (JSON text) under `rules`: each seat's net; `summary` (when given) gets the
/// sheet's German summary of the hand.
V dreier(const Json& rules, const std::string& hand, std::string* summary = nullptr) {
    using namespace tarock;
    namespace d = koenigrufen_modern::dreiertarock;
    const TableSetup setup{players(3), HouseRules(d::settings(), rules)};
    const Deal deal = d::dreiertarock_variant().deal(setup, 2);
    const auto h = d::parse_hand(Json::parse(hand), setup.players);
    d::validate(h, deal, setup.rules);
    const HandOutcome out = d::score(h, deal, setup);
    if (summary) *summary = out.summary.de;
    const V nets = whole(out.result.net(3));
    CHECK(nets[0] + nets[1] + nets[2] == 0);
    CHECK(d::to_json(h, setup.players) == Json::parse(hand));
    return nets;
}

std::string refused(const Json& rules, const std::string& hand) {
    try {
        (void)dreier(rules, hand);
    } catch (const tarock::InputError& e) {
        return e.field() + " | " + e.rule().rule;
    }
    return "";
}

const Json kTapp = Json::object();

}  // namespace

TEST_CASE("MD-01 Tapp: Dreier won, 3 per defender") { CHECK(dreier(kTapp, R"({"game":"dreier","declarer":"A","points":40})") == V{6, -3, -3}); }
TEST_CASE("MD-02 Tapp: Dreier won with Köpfe in hand and a silent Pagat ultimo") {
    CHECK(dreier(kTapp, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"koepfe","holder":"A"},{"premium":"pagat","side":"declarer"}]})") == V{16, -8, -8});
}
TEST_CASE("MD-03 Tapp: Solo won, announced Pagat ultimo lost (double in a Solo)") {
    CHECK(dreier(kTapp, R"({"game":"solo","declarer":"A","points":40,"premiums":[{"premium":"pagat","side":"declarer","announced":true,"made":false}]})") == V{-16, 8, 8});
}
TEST_CASE("MD-04 Tapp: Oberer lost, contra'd for both defenders") {
    CHECK(dreier(kTapp, R"({"game":"oberer","declarer":"A","points":30,"kontra":"kontra"})") == V{-20, 10, 10});
}
TEST_CASE("MD-05 Tapp: Dreier won, defender B holds the Trull") {
    CHECK(dreier(kTapp, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"trull","holder":"B"}]})") == V{3, 3, -6});
}
TEST_CASE("MD-06 Tapp: Unterer, silent Valat") {
    CHECK(dreier(kTapp, R"({"game":"unterer","declarer":"A","points":70,"valat":{"by":"declarer"}})") == V{32, -16, -16});
}
TEST_CASE("MD-07 Tapp: Solo won with Trull and all four kings in hand") {
    CHECK(dreier(kTapp, R"({"game":"solo","declarer":"A","points":40,"premiums":[{"premium":"trull","holder":"A"},{"premium":"koenigstrull","holder":"A"}]})") == V{28, -14, -14});
}
TEST_CASE("MD-08 Kärnten: Vierer won with a silent Pagat ultimo") {
    CHECK(dreier(kaernten(), R"({"game":"vierer","declarer":"A","points":40,"premiums":[{"premium":"pagat","side":"declarer"}]})") == V{200, -100, -100});
}
TEST_CASE("MD-09 Kärnten: Zweier won, the defenders collect the Tarocktrull") {
    CHECK(dreier(kaernten(), R"({"game":"zweier","declarer":"A","points":40,"premiums":[{"premium":"trull","side":"opponents"}]})") == V{60, -30, -30});
}
TEST_CASE("MD-10 Kärnten: Solo Valat made") { CHECK(dreier(kaernten(), R"({"game":"solo_valat","declarer":"A","won":true})") == V{1920, -960, -960}); }

TEST_CASE("Dreiertarock: refusals name the field and the rule, and a failed announced Valat costs the game × 8 besides (M-43)") {
    CHECK(refused(kTapp, R"({"game":"vierer","declarer":"A","points":40})") == "game | koenigrufen_modern §8.2");
    CHECK(refused(kTapp, R"({"game":"dreier","declarer":"A"})") == "points | koenigrufen_modern §8.2");
    CHECK(refused(kTapp, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"trull","side":"declarer"}]})") == "premiums[0] | koenigrufen_modern M-32");
    CHECK(refused(kaernten(), R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"trull","holder":"A"}]})") == "premiums[0] | koenigrufen_modern M-32");
    CHECK(refused(kTapp, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"uhu","side":"declarer"}]})") == "premiums[0] | koenigrufen_modern §8.2");
    CHECK(dreier(kTapp, R"({"game":"dreier","declarer":"A","points":60,"valat":{"announced":"declarer"}})") == V{-42, 21, 21});
}

TEST_CASE("Dreiertarock: the sheet's summary says won or lost with the card points (issue 14, item 2)") {
    std::string summary;
    dreier(kaernten(), R"({"game":"einser","declarer":"A","points":40})", &summary);
    CHECK(summary == "A: Einser gewonnen (40 Punkte)");
    dreier(kaernten(), R"({"game":"einser","declarer":"A","points":30})", &summary);
    CHECK(summary == "A: Einser verloren (30 Punkte)");
}
