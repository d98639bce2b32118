// Properties over many generated Königrufen hands: every valid hand scores under random house
// rules, every net is whole and the nets sum to zero, every posting names two different seats,
// and more card points never make the declarer's party worse off.
#include "partnership_helpers.hpp"
#include "property_gen.hpp"
#include "games/koenigrufen/koenigrufen.hpp"

using namespace pt;

namespace {

const std::vector<std::string> kNames = {"A", "B", "C", "D"};

Json random_hand(Gen& g, const Json& rules) {
    Json h = Json::object();
    const int roll = g.pick(1, 100);
    if (roll <= 3) return J(R"({"deal":"allpass"})");
    if (roll <= 5) return J(R"({"deal":"misdeal"})");
    if (roll <= 6) return J(R"({"deal":"thrown_in"})");
    const std::vector<std::string> games = {"rufer", "rufer", "rufer", "solo", "solo", "dreier", "dreier", "solodreier"};
    const std::string game = g.one_of(games);
    const int decl = g.pick(0, 3);
    h["declarer"] = kNames[static_cast<std::size_t>(decl)];
    h["game"] = game;
    const bool calls = game == "rufer" || game == "solo";
    int partner = -1;  // -1 none (alone), else a seat (maybe the declarer)
    bool talon = false;
    // Honours: a Trull or a Köpfe holder, and perhaps all four kings (which decide the partner).
    Json hon = Json::object();
    int quatre = -1, trull = -1;
    if (g.chance(15)) {
        trull = g.pick(0, 3);
        hon[kNames[static_cast<std::size_t>(trull)]].push_back("trull");
    } else if (g.chance(25)) {
        hon[kNames[static_cast<std::size_t>(g.pick(0, 3))]].push_back(g.chance(50) ? "koepfe" : "koepfe_pagat");
    }
    if (g.chance(10)) {
        quatre = g.pick(0, 3);
        hon[kNames[static_cast<std::size_t>(quatre)]].push_back("quatre");
    }
    if (calls) {
        h["king"] = g.one_of(std::vector<std::string>{"coeur", "carreau", "pique", "treff"});
        if (quatre >= 0) partner = quatre;
        else if (g.chance(12)) talon = true;
        else partner = g.chance(10) ? decl : (decl + g.pick(1, 3)) % 4;
        if (talon) h["partner"] = "talon";
        else h["partner"] = kNames[static_cast<std::size_t>(partner)];
    }
    if (!hon.empty()) h["honours"] = hon;
    if (talon && game == "rufer" && g.chance(50)) {
        h["schleifen"] = true;
        return h;
    }
    const bool two_v_two = calls && !talon && partner != decl;
    auto side_of = [&](int seat) { return seat == decl || (two_v_two && seat == partner) ? std::string("declarer") : std::string("opponents"); };
    const bool renonce = g.chance(5);
    std::string innocent;
    if (renonce) {
        const int off = g.pick(0, 3);
        h["renonce"] = kNames[static_cast<std::size_t>(off)];
        innocent = side_of(off) == "declarer" ? "opponents" : "declarer";
    }
    if (g.chance(30)) h["contra"] = g.pick(0, 3);
    int pts3 = g.pick(0, 210);
    // Volat: announced by either party, made by one, the points to match.
    if (g.chance(12)) {
        Json v = Json::object();
        std::string by;
        if (g.chance(50)) {
            v["announced"] = g.chance(70) ? "declarer" : "opponents";
            if (g.chance(30)) v["contra"] = g.pick(0, 3);
        }
        if (!v.contains("announced") || g.chance(50)) by = renonce ? innocent : (g.chance(70) ? "declarer" : "opponents");
        if (!by.empty()) {
            v["by"] = by;
            pts3 = by == "declarer" ? 210 : 0;
        }
        h["volat"] = v;
    }
    if (!renonce || g.chance(50)) {
        if (g.chance(85)) h["points"] = Thirds::from_thirds(pts3).to_string();
        else h["result"] = (pts3 + 1) / 3 >= 36 ? "won" : "lost";
    }
    if (two_v_two || (calls && !talon && partner == decl)) {
        if (!renonce && g.chance(50)) h["called_king"] = g.one_of(std::vector<std::string>{"home", "captured", "ultimo"});
        if (two_v_two && g.chance(15)) {
            Json k = Json::object();
            if (g.chance(40)) k["contra"] = g.pick(0, 3);
            h["koenig_ultimo"] = k;
        }
    }
    if (g.chance(30)) {
        Json u = Json::object();
        u["player"] = kNames[static_cast<std::size_t>(g.pick(0, 3))];
        const bool announced = renonce || g.chance(50);
        if (announced) {
            u["announced"] = true;
            if (g.chance(40)) u["contra"] = g.pick(0, 3);
        }
        u["result"] = g.chance(50) ? "won" : "lost";
        h["ultimo"] = u;
    }
    if (rules.value("trull_quatre", "held") == "tricks" && g.chance(30)) {
        Json c = Json::object();
        c["trull"] = trull >= 0 ? side_of(trull) : g.chance(50) ? "declarer" : "opponents";
        if (g.chance(50)) c["quatre"] = g.chance(50) ? "declarer" : "opponents";
        h["collected"] = c;
    }
    if (two_v_two && !renonce && g.chance(4)) {
        if (g.chance(50)) {
            h["partner_contra"] = "game";
            h.erase("contra");
            h.erase("ultimo");
        } else {
            h["partner_contra"] = "ultimo";
            h["ultimo"] = J(R"({"player":"A","announced":true,"result":"won"})");
            h["ultimo"]["player"] = kNames[static_cast<std::size_t>(decl)];
            h["ultimo"]["result"] = g.chance(50) ? "won" : "lost";
        }
        if (h.contains("volat")) h.erase("volat");
        if (h.contains("called_king")) h.erase("called_king");
    }
    return h;
}

}  // namespace

TEST_CASE("properties: generated Königrufen hands score under random house rules and sum to zero") {
    Gen g(20261121);
    int games = 0;
    for (int i = 0; i < 3000; ++i) {
        const Json rules = random_rules(g, tarock::koenigrufen::settings());
        const Json hand = random_hand(g, rules);
        INFO("hand " << hand.dump() << " rules " << rules.dump());
        const auto e = evening("koenigrufen", rules);
        tarock::Preview p{};
        try {
            p = tarock::preview(e, 0, hand);
        } catch (const tarock::InputError& err) {
            FAIL("refused: " << std::string(err.what()));
        }
        Thirds sum;
        for (Thirds t : p.outcome.result.net(4)) {
            CHECK(t.is_whole());
            sum += t;
        }
        CHECK(sum.is_zero());
        for (const auto& post : p.outcome.result.postings) {
            CHECK(post.payer != post.payee);
            CHECK(post.amount > Thirds{});
            CHECK_FALSE(post.reason.de.empty());
            CHECK_FALSE(post.rule.rule.empty());
        }
        if (p.outcome.declarer) ++games;
    }
    CHECK(games > 2000);
}

TEST_CASE("properties: more card points never make the declarer's party worse off (no Volat, no renonce)") {
    Gen g(7);
    for (int i = 0; i < 300; ++i) {
        const Json rules = random_rules(g, tarock::koenigrufen::settings());
        Json hand = random_hand(g, rules);
        if (!hand.contains("declarer") || hand.contains("volat") || hand.contains("renonce") || hand.contains("schleifen") || hand.contains("partner_contra")) continue;
        hand.erase("result");
        const auto e = evening("koenigrufen", rules);
        const int decl = hand["declarer"].get<std::string>()[0] - 'A';
        Thirds prev;
        bool first = true;
        for (int pts = 0; pts <= 70; pts += 5) {
            hand["points"] = pts;
            const auto net = tarock::preview(e, 0, hand).outcome.result.net(4)[static_cast<std::size_t>(decl)];
            if (!first) CHECK(net >= prev);
            prev = net;
            first = false;
        }
    }
}
