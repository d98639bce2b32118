// Properties over many generated Strohmann evenings: every generated hand scores, each hand's
// postings sum to zero with a reason and a rule, and the doubling never exceeds what A-S3 allows.
#include <random>

#include "strohmann_helpers.hpp"

using namespace stroh;

namespace {

struct Gen {
    std::mt19937 rng;
    explicit Gen(unsigned seed) : rng(seed) {}
    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
    bool chance(int percent) { return pick(1, 100) <= percent; }
};

Json random_rules(Gen& g) {
    Json r = Json::object();
    for (const auto& s : tarock::strohmann::settings()) {
        if (s.kind == tarock::SettingSpec::Kind::Choice)
            r[s.key] = s.options[static_cast<std::size_t>(g.pick(0, static_cast<int>(s.options.size()) - 1))].value;
        else
            r[s.key] = std::to_string(g.pick(0, 2)) + (g.chance(30) ? " 1/3" : "");
    }
    return r;
}

Json random_hand(Gen& g, const Json& rules) {
    const char* names[] = {"A", "B"};
    const bool throw_in = rules.at("double_pass") == "throw_in";
    const int roll = g.pick(1, 100);
    if (roll <= 4) return J(R"({"deal":"misdeal"})");
    if (roll <= 10 && throw_in) return J(R"({"deal":"allpass"})");
    Json h = Json::object();
    const bool passed = !throw_in && g.chance(35);
    h["aufnehmer"] = passed ? "none" : names[g.pick(0, 1)];
    const int offence = g.pick(1, 100);
    if (offence <= 5) {
        h["renonce"] = names[g.pick(0, 1)];
        if (g.chance(40)) {
            const int a = g.pick(-3, 3);
            h["agreed"] = Json{{"A", a}, {"B", -a}};
            h["reason"] = "Weiterspiel";
        }
    } else if (offence <= 8) {
        h["volat"] = names[g.pick(0, 1)];
    } else {
        const int t = g.pick(60, 150);
        h["points"] = Json{{names[g.pick(0, 1)], Thirds::from_thirds(t).to_string()}};
        if (g.chance(20)) h["peek"] = names[g.pick(0, 1)];
        else if (g.chance(25)) h["ultimo"] = Json{{"player", names[g.pick(0, 1)]}, {"result", g.chance(50) ? "won" : "lost"}};
    }
    if (g.chance(30)) {
        Json hon = Json::object();
        hon[names[g.pick(0, 1)]].push_back("trull");
        if (g.chance(50)) hon[names[g.pick(0, 1)]].push_back("quatre");
        h["honours"] = hon;
        if (g.chance(30)) h["from_talon"] = Json::array({"trull"});
    }
    return h;
}

}  // namespace

TEST_CASE("Strohmann properties: generated evenings score every hand, zero-sum, with reasons and rules") {
    Gen g(20261203);
    int hands = 0;
    for (int round = 0; round < 150; ++round) {
        const Json rules = random_rules(g);
        auto e = table(rules);
        std::vector<Json> list;
        for (int i = 0; i < 20; ++i) list.push_back(random_hand(g, rules));
        e = with_hands(e, list);
        const auto r = tarock::recompute(e);
        INFO("rules " << rules.dump());
        for (const auto& row : r.rows) {
            INFO("hand " << row.number << ": " << e.hands[static_cast<std::size_t>(row.number - 1)].inputs.dump());
            CHECK_FALSE(row.error);
            if (!row.outcome) continue;
            Thirds sum;
            for (Thirds t : row.net) sum += t;
            CHECK(sum.is_zero());
            for (const auto& p : row.outcome->result.postings) {
                CHECK_FALSE(p.reason.de.empty());
                CHECK_FALSE(p.rule.rule.empty());
                CHECK(Thirds{} < p.amount);
            }
            ++hands;
        }
        const auto* st = tarock::strohmann::state_of(*r.ledger);
        REQUIRE(st);
        if (rules.at("double_pass") != "play_for_2") CHECK(st->multiplier == 1);
        if (rules.at("draw_stacking") == "no") CHECK(st->multiplier <= 2);
        CHECK(r.pending == std::nullopt);
    }
    CHECK(hands > 2500);
}

TEST_CASE("Strohmann properties: more card points never make the Aufnehmer worse off") {
    for (int t = 0; t < 210; ++t) {
        const Json a = Json{{"aufnehmer", "A"}, {"points", Json{{"A", Thirds::from_thirds(t).to_string()}}}};
        const Json b = Json{{"aufnehmer", "A"}, {"points", Json{{"A", Thirds::from_thirds(t + 1).to_string()}}}};
        CHECK(nets(a)[0] <= nets(b)[0]);
    }
}
