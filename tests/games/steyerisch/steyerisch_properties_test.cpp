// Properties over many generated Steyerisch hands: every valid hand scores, its postings sum to zero
// (the pot included), every posting has a reason and a rule, and more card points never make the
// declarer worse off.
#include <random>

#include "steyerisch_helpers.hpp"
#include "games/steyerisch/steyerisch.hpp"

using namespace stey;

namespace {

struct Gen {
    std::mt19937 rng;
    explicit Gen(unsigned seed) : rng(seed) {}
    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
    bool chance(int percent) { return pick(1, 100) <= percent; }
};

Json random_rules(Gen& g) {
    Json r = Json::object();
    for (const auto& s : tarock::steyerisch::settings()) {
        if (s.kind == tarock::SettingSpec::Kind::Choice)
            r[s.key] = s.options[static_cast<std::size_t>(g.pick(0, static_cast<int>(s.options.size()) - 1))].value;
        else
            r[s.key] = std::to_string(g.pick(1, 20));  // a Stamm needs a coin (check_setup)
    }
    return r;
}

/// A random hand the rules allow in `deal`.
Json random_hand(Gen& g, const std::vector<std::string>& names, const tarock::Deal& deal, const Json& rules) {
    auto name = [&](int seat) { return names[static_cast<std::size_t>(seat)]; };
    const int roll = g.pick(1, 100);
    if (roll <= 4) return J(R"({"deal":"allpass"})");
    if (roll <= 6) return J(R"({"deal":"misdeal"})");
    if (roll <= 7) return J(R"({"deal":"thrown_in"})");
    Json h = Json::object();
    const int dpos = g.pick(0, 2);
    const int decl = deal.active[static_cast<std::size_t>(dpos)];
    h["declarer"] = name(decl);
    if (g.chance(30)) h["opened_by"] = name(deal.active[static_cast<std::size_t>(g.pick(0, dpos))]);
    const int game = g.pick(0, 3);
    const char* games[] = {"dreier", "zweier", "einer", "solo"};
    h["game"] = games[game];
    if (game == 0) {
        if (g.chance(50)) h["multiple"] = g.pick(1, 6);
        else {
            h["level"] = g.pick(1, 4);
            const char* t[] = {"first", "other", "back"};
            h["talon"] = t[g.pick(0, 2)];
        }
    } else if (game == 1) {
        if (g.chance(50)) {
            const int level = g.pick(1, 3);
            h["level"] = level;
            h["multiple"] = g.pick(level, level + 3);
        } else {
            h["multiple"] = g.pick(1, 6);
        }
    } else if (game == 2) {
        if (g.chance(50)) h["multiple"] = g.pick(1, 11);
        else {
            h["card"] = g.pick(1, 5);
            if (g.chance(50)) h["back"] = true;
        }
    }
    const bool contra_ok = rules["contra"] != "none";
    if (contra_ok && g.chance(30)) h["contra"] = g.pick(0, 3);
    const int pts3 = g.pick(0, 210);
    h["points"] = Thirds::from_thirds(pts3).to_string();
    const bool win = (pts3 + 1) / 3 >= 36;
    Json hon = Json::object();
    if (g.chance(25)) hon[name(deal.active[static_cast<std::size_t>(g.pick(0, 2))])].push_back("trull");
    else if (g.chance(15)) hon[name(deal.active[static_cast<std::size_t>(g.pick(0, 2))])].push_back("koepfe");
    if (g.chance(20)) hon[name(deal.active[static_cast<std::size_t>(g.pick(0, 2))])].push_back("quatre");
    if (!hon.empty()) h["honours"] = hon;
    const bool renonce = g.chance(8);
    if (g.chance(30)) {
        Json u = Json::object();
        if (g.chance(50)) {
            u["player"] = name(decl);
            u["announced"] = true;
            if (contra_ok && g.chance(40)) u["contra"] = g.pick(0, 3);
            const bool without = g.chance(10);
            if (without) u["without_pagat"] = true;
            u["result"] = !without && g.chance(60) ? "won" : "lost";
            h["ultimo"] = u;
        } else if (!renonce) {
            u["player"] = name(deal.active[static_cast<std::size_t>(g.pick(0, 2))]);
            u["result"] = g.chance(60) ? "won" : "lost";
            h["ultimo"] = u;
        }
    }
    if (g.chance(10)) {
        Json v = Json::object();
        const bool announced = g.chance(50);
        if (announced) {
            v["announced"] = rules["volat_announcer"] == "either" && g.chance(30) ? Json("opponents") : Json(true);
            if (contra_ok && g.chance(50)) v["contra"] = g.pick(0, 3);
        }
        if (!renonce && (g.chance(60) || !announced)) v["by"] = win ? "declarer" : "opponents";
        if (!v.empty()) h["volat"] = v;
    }
    if (renonce) h["renonce"] = name(deal.active[static_cast<std::size_t>(g.pick(0, 2))]);
    return h;
}

}  // namespace

TEST_CASE("property: generated valid Steyerisch hands always score and sum to zero") {
    Gen g(20261122);
    int scored = 0;
    for (int i = 0; i < 4000; ++i) {
        const int n = g.chance(50) ? 3 : 4;
        auto e = evening(n, random_rules(g));
        e.first_dealer = g.pick(0, n - 1);
        const auto deal = tarock::make_deal(n, 3, e.first_dealer);
        const Json h = random_hand(g, e.players, deal, e.house_rules);
        INFO(h.dump());
        INFO(e.house_rules.dump());
        tarock::Preview p{deal, {}};
        REQUIRE_NOTHROW(p = tarock::preview(e, 0, h));
        Thirds sum = p.outcome.result.pot_change();
        const bool stamm = e.house_rules["stamm"] == "on";
        for (Thirds t : p.outcome.result.net(n)) {
            if (!stamm) CHECK(t.is_whole());  // the Stamm is shared in thirds (tapp A20)
            sum += t;
        }
        CHECK(sum == Thirds{});
        for (const auto& post : p.outcome.result.postings) {
            CHECK(post.amount > Thirds{});
            CHECK_FALSE(post.reason.de.empty());
            CHECK_FALSE(post.reason.en.empty());
            CHECK_FALSE(post.rule.rule.empty());
            CHECK_FALSE(post.rule.source.empty());
        }
        ++scored;
    }
    CHECK(scored == 4000);
}

TEST_CASE("property: more card points never make the Steyerisch declarer worse off") {
    Gen g(11);
    for (int i = 0; i < 1000; ++i) {
        const int n = g.chance(50) ? 3 : 4;
        auto e = evening(n, random_rules(g));
        const auto deal = tarock::make_deal(n, 3, e.first_dealer);
        Json h = random_hand(g, e.players, deal, e.house_rules);
        // A renonce (also an Ultimo without the Pagat under A19 "renonce") scores by §25, whose
        // alternative reading A-C12 "normal_gewinn" is not monotonic in the points.
        if (!h.contains("declarer") || h.contains("volat") || h.contains("renonce")) continue;
        if (h.contains("ultimo") && h["ultimo"].contains("without_pagat")) continue;
        const int decl = h["declarer"] == "A" ? 0 : h["declarer"] == "B" ? 1 : 2;
        std::int64_t last = INT64_MIN;
        for (int pts = 0; pts <= 70; ++pts) {
            h["points"] = pts;
            const auto p = tarock::preview(e, 0, h);
            const auto d = p.outcome.result.net(n)[static_cast<std::size_t>(decl)].count();
            INFO(h.dump());
            CHECK(d >= last);
            last = d;
        }
    }
}
