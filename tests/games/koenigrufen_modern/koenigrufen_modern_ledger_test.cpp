// The Radl carried from hand to hand by the ledger (§6: MK-67, MK-68, MK-71) and a short
// tournament session with Schrift and money side by side (§7.2, MK-93).
#include "games/common/game_variant.hpp"
#include "koenigrufen_modern_helpers.hpp"

using namespace km;

namespace {

/// Plays `hands` in order; hand i is dealt by `dealers[i]`. Returns each hand's money nets.
struct Played {
    std::vector<V> geld;
    std::vector<V> schrift;
    std::vector<tarock::HandOutcome> outcomes;
    std::vector<tarock::LedgerLine> lines;
};

Played play(const Json& rules, const std::vector<std::string>& hands, const std::vector<int>& dealers) {
    using namespace tarock;
    const TableSetup setup{players(4), HouseRules(koenigrufen_modern::settings(), rules)};
    const Variant& v = koenigrufen_modern::koenigrufen_modern_variant();
    auto ledger = v.start(setup);
    Played p;
    for (std::size_t i = 0; i < hands.size(); ++i) {
        const HandContext ctx{setup, v.deal(setup, dealers[i]), static_cast<int>(i + 1)};
        HandOutcome out = ledger->apply(ctx, Json::parse(hands[i]));
        p.geld.push_back(whole(out.result.net(4)));
        p.schrift.push_back(out.result.written.empty() ? p.geld.back() : whole(out.result.written));
        p.outcomes.push_back(out);
    }
    p.lines = ledger->lines(setup);
    return p;
}

const std::string kTrischakenA = R"({"game":"trischaken","declarer":"A","trischaken":{"A":20,"B":30,"C":10,"D":10}})";
const std::string kTrischakenB = R"({"game":"trischaken","declarer":"B","trischaken":{"A":20,"B":30,"C":10,"D":10}})";

}  // namespace

TEST_CASE("MK-67 P-RUE two Trischaken in a row: the next Dreier counts fourfold") {
    const Played p = play(preset(kRUE), {kTrischakenA, kTrischakenB, R"({"game":"dreier","declarer":"A","points":40})"}, {3, 0, 1});
    CHECK(p.geld[2] == V{36, -12, -12, -12});
    // The second Trischaken is itself doubled by the first one's Radl (M-25).
    CHECK(p.geld[1] == V{-2, -2, 2, 2});
    REQUIRE(!p.lines.empty());
    CHECK(p.lines[0].value.de.find("× 4") != std::string::npos);
}

TEST_CASE("MK-68 ABK doubled rounds: the same sequence extends one doubling, factor 2") {
    const Played p = play(preset(kWTC20, R"({"radl_trischaken":"on","radl_stapeln":"extend"})"),
                          {kTrischakenA, kTrischakenB, R"({"game":"dreier","declarer":"A","points":40})"}, {3, 0, 1});
    CHECK(p.geld[2] == V{30, -10, -10, -10});
}

TEST_CASE("MK-71 P-RUE the hand after a Mondfang is a Doppelspiel, and only that one") {
    const Played p = play(preset(kRUE),
                          {R"({"game":"rufer","declarer":"A","partner":"C","points":40,"mondfang":{"mond":"B","by":"C"}})",
                           R"({"game":"rufer","declarer":"B","partner":"D","points":40})", R"({"game":"rufer","declarer":"C","partner":"A","points":40})"},
                          {3, 0, 1});
    CHECK(p.geld[0] == V{1, -2, 2, -1});
    CHECK(p.geld[1] == V{-2, 2, -2, 2});
    CHECK(p.geld[2] == V{1, -1, 1, -1});
    bool explained = false;
    for (const auto& post : p.outcomes[1].result.postings) explained = explained || post.reason.de.find("(Radl)") != std::string::npos;
    CHECK(explained);
}

TEST_CASE("MK-93 P-RTC session of three hands: Schrift and money side by side") {
    const Played p = play(preset(kRTC),
                          {R"({"game":"besserrufer","declarer":"A","partner":"C","points":40,"premiums":[{"premium":"pagat","side":"declarer","announced":true,"kontra":"kontra","kontra_by":"B"}]})",
                           R"({"game":"sechserdreier","declarer":"A","points":30,"kontra":"kontra"})",
                           R"({"game":"trischaken","declarer":"A","trischaken":{"A":"16 2/3","B":"36 2/3","C":10,"D":"6 2/3"}})"},
                          {3, 3, 3});
    V s(4, 0), g(4, 0);
    for (std::size_t i = 0; i < 3; ++i)
        for (std::size_t k = 0; k < 4; ++k) {
            s[k] += p.schrift[i][k];
            g[k] += p.geld[i][k];
        }
    CHECK(s == V{-19, -1, 13, 7});
    CHECK(g == V{-41, 5, 23, 13});
}

TEST_CASE("M-23 ABK: a played hand that comes to 0 for everyone starts a Radl where the house rule radl_null says so") {
    // Rufer A+C won (1), the opponents' silent Trull (1): every net is 0.
    const std::vector<std::string> hands = {R"({"game":"rufer","declarer":"A","partner":"C","points":40,"premiums":[{"premium":"trull","side":"opponents"}]})",
                                            R"({"game":"dreier","declarer":"A","points":40})"};
    const Played on = play(preset(kWTC20, R"({"radl_null":"on","radl_stapeln":"extend"})"), hands, {3, 3});
    CHECK(on.geld[0] == V{0, 0, 0, 0});
    CHECK(on.geld[1] == V{30, -10, -10, -10});
    CHECK(on.outcomes[1].mark.de == "(R×2)");
    const Played off = play(preset(kWTC20), hands, {3, 3});
    CHECK(off.geld[1] == V{15, -5, -5, -5});
    // A struck row scores 0 but is no hand booked with 0: it starts nothing.
    const Played struck = play(preset(kWTC20, R"({"radl_null":"on"})"),
                               {R"({"struck":true,"game":"rufer","declarer":"A","partner":"C","points":40})", R"({"game":"dreier","declarer":"A","points":40})"}, {3, 3});
    CHECK(struck.geld[1] == V{15, -5, -5, -5});
}
