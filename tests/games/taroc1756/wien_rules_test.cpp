// The 1756 Taroc for four persons in pairs after the Vienna rules: the house rules A-O10,
// A-O11, A-O13 and the change of partners, the Volata entered by hand (A-O12), refusals naming
// the field and the rule, and properties. A, B, C, D; D deals first; pairs A + C against B + D
// until partners change. Nets [A, B, C, D].
#include <random>

#include "taroc1756_helpers.hpp"
#include "games/taroc1756/taroc1756.hpp"

using namespace hist;

namespace {

std::vector<Json> games(const std::vector<int>& ns) {
    std::vector<Json> out;
    for (int x : ns) out.push_back({{"points", {{"A", x}}}});
    return out;
}
V last(const tarock::Evening& e) { return row_nets(e).back(); }

}  // namespace

TEST_CASE("wien settings: A-O10, A-O11, A-O13 and the partners with the documented defaults") {
    CHECK(setting_of("taroc1756_wien", "netting").rule_id == "taroc1756 A-O10");
    CHECK(setting_of("taroc1756_wien", "netting").default_value == "net");
    CHECK(setting_of("taroc1756_wien", "doppio").rule_id == "taroc1756 A-O11");
    CHECK(setting_of("taroc1756_wien", "doppio").default_value == "no_surplus");
    CHECK(setting_of("taroc1756_wien", "reale").rule_id == "taroc1756 A-O13");
    CHECK(setting_of("taroc1756_wien", "reale").default_value == "at_least");
    CHECK(setting_of("taroc1756_wien", "partner").default_value == "wechseln");
}

TEST_CASE("A-O10 wien: surpluses are netted over the four games, or each pair counts its own") {
    // NS 60, 60, 20, 36: netted +24 +24 -16 0 = 32 (1 stake); each pair its own: NS 48 = Reale (2 stakes).
    CHECK(last(with_hands(wien(), games({60, 60, 20, 36}))) == V{1, -1, 1, -1});
    CHECK(last(with_hands(wien(J(R"({"netting":"separate"})")), games({60, 60, 20, 36}))) == V{2, -2, 2, -2});
    // Netted to nothing: nobody wins (004:168).
    const auto rows = row_nets(with_hands(wien(), games({46, 26, 40, 32})));
    CHECK(rows.back() == V{0, 0, 0, 0});
}

TEST_CASE("A-O11 wien: the Doppio - no surplus point by default, no card point as the alternative") {
    // EW never above 36: Doppio; NS surplus 9 only: 1 + 1 = 2 stakes.
    CHECK(last(with_hands(wien(), games({40, 38, 40, 39}))) == V{2, -2, 2, -2});
    CHECK(last(with_hands(wien(J(R"({"doppio":"no_card_point"})")), games({40, 38, 40, 39}))) == V{1, -1, 1, -1});
    // One surplus point of EW rules it out.
    CHECK(last(with_hands(wien(), games({40, 35, 45, 39}))) == V{1, -1, 1, -1});
}

TEST_CASE("A-O13 wien: the Reale at 36 surplus or more, or exactly 36") {
    CHECK(last(with_hands(wien(), games({50, 46, 44, 41}))) == V{3, -3, 3, -3});
    CHECK(last(with_hands(wien(J(R"({"reale":"exactly"})")), games({50, 46, 44, 41}))) == V{2, -2, 2, -2});
    CHECK(last(with_hands(wien(J(R"({"reale":"exactly"})")), games({50, 46, 44, 40}))) == V{3, -3, 3, -3});
}

TEST_CASE("A-O12 wien: a Volata's price is entered by hand and recorded so") {
    const auto e = wien();
    const auto err = refusal(e, J(R"({"points":{"A":72}})"));
    CHECK(err.field() == "agreed");
    CHECK(err.rule().rule == "taroc1756 §6.2, A-O12");
    const Json volata = J(R"({"points":{"B":0},"agreed":{"A":1,"C":1,"B":-1,"D":-1},"reason":"Volata: ein Einsatz, so ausgemacht"})");
    CHECK(nets(e, volata) == V{1, -1, 1, -1});
    CHECK(mentions(tarock::preview(e, 0, volata).outcome, "von Hand eingetragen"));
    CHECK(refusal(e, J(R"({"points":{"A":40},"agreed":{"A":1,"B":-1},"reason":"x"})")).field() == "agreed");
}

TEST_CASE("wien partners: two Partien with one partner, then they change (004:158), or partita ferma") {
    std::vector<Json> two = games({50, 46, 44, 40});
    for (const Json& g : games({50, 46, 44, 40})) two.push_back(g);
    // Partie 3: A + B against C + D; NS-style points named after A now count for A + B.
    std::vector<Json> three = two;
    for (const Json& g : games({40, 30, 45, 38})) three.push_back(g);
    CHECK(last(with_hands(wien(), three)) == V{1, 1, -1, -1});
    CHECK(last(with_hands(wien(J(R"({"partner":"ferma"})")), three)) == V{1, -1, 1, -1});
    // Pairs may be named at the start of a Partie, not in its middle.
    std::vector<Json> named = {J(R"({"paare":[["A","D"],["B","C"]],"points":{"A":40}})")};
    for (const Json& g : games({30, 45, 38})) named.push_back(g);
    CHECK(last(with_hands(wien(), named)) == V{1, -1, -1, 1});
    const auto mid = with_hands(wien(), games({40}));
    CHECK(refusal(mid, J(R"({"paare":[["A","D"],["B","C"]],"points":{"A":40}})")).field() == "paare");
    CHECK(refusal(wien(), J(R"({"paare":[["A","A"],["B","C"]],"points":{"A":40}})")).field() == "paare");
}

TEST_CASE("wien validation: impossible games are refused naming the field and the rule") {
    const auto e = wien();
    auto err = refusal(e, J(R"({"points":{"A":73}})"));
    CHECK(err.field() == "points");
    CHECK(err.rule().source == "004:166-167");
    CHECK(refusal(e, J(R"({"points":{"A":"40 1/3"}})")).field() == "points");
    CHECK(refusal(e, J(R"({"points":{"A":40,"B":32}})")).field() == "points");
    CHECK(refusal(e, J("{}")).field() == "points");
    CHECK(refusal(e, J(R"({"deal":"thrown_in","points":{"A":40}})")).field() == "deal");
    // The Partie is pending until its fourth game.
    const auto r = tarock::recompute(with_hands(e, games({40, 30})));
    CHECK(r.pending.has_value());
}

TEST_CASE("wien properties: generated Partien score, nets sum to zero, at most 3 stakes a player") {
    std::mt19937 rng(168);
    for (int i = 0; i < 100; ++i) {
        std::vector<int> ns;
        for (int k = 0; k < 4; ++k) ns.push_back(1 + static_cast<int>(rng() % 71));
        const auto rows = row_nets(with_hands(wien(), games(ns)));
        std::int64_t sum = 0;
        for (auto x : rows.back()) {
            sum += x;
            CHECK(x <= 3);
            CHECK(x >= -3);
        }
        CHECK(sum == 0);
    }
}
