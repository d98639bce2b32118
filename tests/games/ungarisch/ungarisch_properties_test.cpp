// Properties over many generated Ungarisch hands: every valid hand scores, its postings sum to zero
// (the pot included), every posting has a reason and a rule, and more card points never make the
// declarer worse off.
#include <random>

#include "ungarisch_helpers.hpp"
#include "games/ungarisch/ungarisch.hpp"

using namespace ung;

namespace {

struct Gen {
    std::mt19937 rng;
    explicit Gen(unsigned seed) : rng(seed) {}
    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
    bool chance(int percent) { return pick(1, 100) <= percent; }
};

Json random_rules(Gen& g) {
    Json r = Json::object();
    for (const auto& s : tarock::ungarisch::settings()) {
        if (s.kind == tarock::SettingSpec::Kind::Choice)
            r[s.key] = s.options[static_cast<std::size_t>(g.pick(0, static_cast<int>(s.options.size()) - 1))].value;
        else
            r[s.key] = std::to_string(g.pick(1, 3));  // a Stamm needs a coin (check_setup)
    }
    return r;
}

Json party(Gen& g) { return g.chance(50) ? Json("declarer") : Json("opponents"); }

/// A random hand the rules allow in `deal`.
Json random_hand(Gen& g, const std::vector<std::string>& names, const tarock::Deal& deal, const Json& rules) {
    auto name = [&](int seat) { return names[static_cast<std::size_t>(seat)]; };
    const int roll = g.pick(1, 100);
    if (roll <= 4) return J(R"({"deal":"allpass"})");
    if (roll <= 6) return J(R"({"deal":"misdeal"})");
    if (roll <= 7) return J(R"({"deal":"thrown_in"})");
    Json h = Json::object();
    const int decl = deal.active[static_cast<std::size_t>(g.pick(0, 2))];
    h["declarer"] = name(decl);
    const int game = g.pick(0, 3);
    const char* games[] = {"dreier", "zweier", "einer", "solo"};
    h["game"] = games[game];
    const int zmax = rules["zweier_max"] == "3" ? 3 : 6;
    const int emax = rules["einer_max"] == "6" ? 6 : 11;
    if (game == 0) h["multiple"] = g.pick(1, 6);
    if (game == 1) h["multiple"] = g.pick(1, zmax);
    if (game == 2) {
        if (g.chance(50)) h["multiple"] = g.pick(1, emax);
        else h["card"] = g.pick(1, 6);
    }
    if (g.chance(30)) h["contra"] = g.pick(0, 3);
    const bool courage = g.chance(15);
    if (courage) h["courage"] = true;
    bool win;
    if (g.chance(80)) {
        const int pts3 = g.pick(0, 198);
        h["points"] = Thirds::from_thirds(pts3).to_string();
        win = (pts3 + 1) / 3 >= 34;
    } else {
        win = g.chance(50);
        h["result"] = win ? "won" : "lost";
    }
    const bool renonce = g.chance(8);
    const bool volat = !renonce && g.chance(8);
    const Json volat_party = win ? Json("declarer") : Json("opponents");
    for (const char* key : {"trull", "quatre"}) {
        if (!g.chance(30)) continue;
        Json p = Json::object();
        if (g.chance(50)) {
            p["announced"] = rules["trull_announcer"] == "either" ? party(g) : Json("declarer");
            if (g.chance(40)) p["contra"] = g.pick(0, 3);
            if (!renonce && g.chance(70)) p["by"] = volat ? volat_party : party(g);
        } else if (!renonce) {
            p["by"] = volat ? volat_party : party(g);
        } else {
            continue;
        }
        h[key] = p;
    }
    Json t = Json::object();
    int left = 22;
    for (int s : deal.active)
        if (g.chance(15) && left >= 10) {
            const int n = g.pick(10, std::min(12, left));
            t[name(s)] = n;
            left -= n;
        }
    if (!t.empty()) h["tarocks"] = t;
    if (g.chance(25)) {
        Json u = Json::object();
        if (g.chance(50)) {
            u["player"] = name(decl);
            u["announced"] = true;
            if (g.chance(40)) u["contra"] = g.pick(0, 3);
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
    if (volat) {
        Json v = Json::object();
        if (g.chance(50)) {
            v["announced"] = rules["volat_announcer"] == "either" && g.chance(30) ? Json("opponents") : Json(true);
            if (g.chance(50)) v["contra"] = g.pick(0, 3);
        }
        v["by"] = volat_party;
        h["volat"] = v;
    }
    if (renonce) {
        const int off = deal.active[static_cast<std::size_t>(g.pick(0, 2))];
        h["renonce"] = name(off);
        if (g.chance(30)) h["renonce_cause"] = "tarock_count";
        else if (courage && off == decl && rules["false_courage"] == "renonce" && g.chance(50)) h["renonce_cause"] = "false_courage";
    }
    return h;
}

}  // namespace

TEST_CASE("property: generated valid Ungarisch hands always score and sum to zero") {
    Gen g(20261123);
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
            if (!stamm) CHECK(t.is_whole());
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

TEST_CASE("property: more card points never make the Ungarisch declarer worse off") {
    Gen g(13);
    for (int i = 0; i < 1000; ++i) {
        const int n = g.chance(50) ? 3 : 4;
        auto e = evening(n, random_rules(g));
        const auto deal = tarock::make_deal(n, 3, e.first_dealer);
        Json h = random_hand(g, e.players, deal, e.house_rules);
        if (!h.contains("declarer") || h.contains("volat") || h.contains("renonce")) continue;
        h.erase("result");
        const int decl = h["declarer"] == "A" ? 0 : h["declarer"] == "B" ? 1 : 2;
        std::int64_t last = INT64_MIN;
        for (int pts = 0; pts <= 66; ++pts) {
            h["points"] = pts;
            const auto p = tarock::preview(e, 0, h);
            const auto d = p.outcome.result.net(n)[static_cast<std::size_t>(decl)].count();
            INFO(h.dump());
            CHECK(d >= last);
            last = d;
        }
    }
}
