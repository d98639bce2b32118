// Properties over many generated Tapp hands: every valid hand scores, every hand's postings sum
// to zero (the pot included), and more card points never make the declarer worse off.
#include <random>

#include "tapp_helpers.hpp"
#include "games/tapp/tapp.hpp"

using namespace test;

namespace {

struct Gen {
    std::mt19937 rng;
    explicit Gen(unsigned seed) : rng(seed) {}
    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
    bool chance(int percent) { return pick(1, 100) <= percent; }
};

/// Random house rules: every setting takes a random option.
Json random_rules(Gen& g) {
    Json r = Json::object();
    for (const auto& s : tarock::tapp::settings()) {
        if (s.kind == tarock::SettingSpec::Kind::Choice)
            r[s.key] = s.options[static_cast<std::size_t>(g.pick(0, static_cast<int>(s.options.size()) - 1))].value;
        else
            r[s.key] = std::to_string(g.pick(0, 3));
    }
    return r;
}

/// A random hand that the rules allow, for a deal with `active` seats in speaking order.
Json random_hand(Gen& g, const std::vector<std::string>& names, const tarock::Deal& deal, bool opponents_may_announce_volat) {
    auto name = [&](int seat) { return names[static_cast<std::size_t>(seat)]; };
    Json h = Json::object();
    const int roll = g.pick(1, 100);
    if (roll <= 4) return J(R"({"deal":"allpass"})");
    if (roll <= 6) return J(R"({"deal":"misdeal"})");
    if (roll <= 7) return J(R"({"deal":"thrown_in"})");
    const int dpos = g.pick(0, 2);
    const int decl = deal.active[static_cast<std::size_t>(dpos)];
    h["declarer"] = name(decl);
    if (g.chance(30)) h["opened_by"] = name(deal.active[static_cast<std::size_t>(g.pick(0, dpos))]);
    const bool solo = g.chance(20);
    h["game"] = solo ? "solo" : "dreier";
    if (!solo) {
        if (g.chance(50)) h["multiple"] = g.pick(1, 6);
        else {
            h["level"] = g.pick(1, 4);
            const char* t[] = {"first", "other", "back"};
            h["talon"] = t[g.pick(0, 2)];
        }
    }
    if (g.chance(30)) h["contra"] = g.pick(0, 3);
    const int pts3 = g.pick(0, 210);  // thirds
    bool win;
    if (g.chance(80)) {
        h["points"] = Thirds::from_thirds(pts3).to_string();
        win = (pts3 + 1) / 3 >= 36;
    } else {
        win = g.chance(50);
        h["result"] = win ? "won" : "lost";
    }
    // Honours: a Trull or a Köpfe holder, and a Quatre holder.
    Json hon = Json::object();
    if (g.chance(25)) hon[name(deal.active[static_cast<std::size_t>(g.pick(0, 2))])].push_back("trull");
    else if (g.chance(25)) hon[name(deal.active[static_cast<std::size_t>(g.pick(0, 2))])].push_back("koepfe");
    if (g.chance(20)) hon[name(deal.active[static_cast<std::size_t>(g.pick(0, 2))])].push_back("quatre");
    if (!hon.empty()) h["honours"] = hon;
    const bool renonce = g.chance(5);
    if (g.chance(30)) {
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
    if (g.chance(10)) {
        Json v = Json::object();
        const bool announced = g.chance(50);
        if (announced) {
            v["announced"] = opponents_may_announce_volat && g.chance(30) ? Json("opponents") : Json(true);
            if (g.chance(50)) v["contra"] = g.pick(0, 3);
        }
        if (!renonce && (g.chance(60) || !announced)) v["by"] = win ? "declarer" : "opponents";
        if (!v.empty()) h["volat"] = v;
    }
    if (renonce) h["renonce"] = name(deal.active[static_cast<std::size_t>(g.pick(0, 2))]);
    return h;
}

}  // namespace

TEST_CASE("property: generated valid Tapp hands always score and sum to zero") {
    Gen g(20261121);
    int scored = 0;
    for (int i = 0; i < 4000; ++i) {
        const int n = g.chance(50) ? 3 : 4;
        auto e = evening(n, random_rules(g));
        e.first_dealer = g.pick(0, n - 1);
        const auto deal = tarock::make_deal(n, 3, e.first_dealer);
        const bool either = e.house_rules["volat_announcer"] == "either";
        const Json hand = random_hand(g, e.players, deal, either);
        INFO(hand.dump());
        INFO(e.house_rules.dump());
        tarock::Preview p{deal, {}};
        REQUIRE_NOTHROW(p = tarock::preview(e, 0, hand));
        Thirds sum = p.outcome.result.pot_change();
        for (Thirds t : p.outcome.result.net(n)) sum += t;
        CHECK(sum == Thirds{});
        for (const auto& post : p.outcome.result.postings) {
            CHECK(post.amount > Thirds{});
            CHECK_FALSE(post.reason.de.empty());
            CHECK_FALSE(post.rule.rule.empty());
        }
        ++scored;
    }
    CHECK(scored == 4000);
}

TEST_CASE("property: more card points never make the declarer worse off") {
    Gen g(7);
    for (int i = 0; i < 1500; ++i) {
        const int n = g.chance(50) ? 3 : 4;
        auto e = evening(n, random_rules(g));
        const auto deal = tarock::make_deal(n, 3, e.first_dealer);
        Json hand = random_hand(g, e.players, deal, false);
        if (!hand.contains("declarer") || hand.contains("volat") || hand.contains("renonce")) continue;
        hand.erase("result");
        const int decl = hand["declarer"] == "A" ? 0 : hand["declarer"] == "B" ? 1 : 2;
        std::int64_t last = INT64_MIN;
        for (int pts = 0; pts <= 70; ++pts) {
            hand["points"] = pts;
            const auto p = tarock::preview(e, 0, hand);
            const auto d = p.outcome.result.net(n)[static_cast<std::size_t>(decl)].count();
            INFO(hand.dump());
            CHECK(d >= last);
            last = d;
        }
    }
}
