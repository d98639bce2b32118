// Properties over many generated Neunzehnrufen hands at every table (four, flying dummy, en trois,
// en deux): every valid hand scores under random house rules, the nets are whole and sum to zero,
// and every dummy seat ends the hand at zero, so the money settlement names only persons.
#include <algorithm>

#include "partnership_helpers.hpp"
#include "property_gen.hpp"
#include "games/neunzehnrufen/neunzehnrufen.hpp"

using namespace pt;

namespace {

struct TableCase {
    std::string mode;
    std::vector<std::string> names;
    int dealer;
    std::vector<int> dummies;  // Strohmann seats of the list
};

const std::vector<TableCase> kTables = {
    {"vier", {"A", "B", "C", "D"}, 3, {}},
    {"fliegend", {"A", "B", "C", "D"}, 3, {}},
    {"drei", {"X", "Y", "Z", "Strohmann"}, 2, {3}},
    {"zwei", {"Anna", "Strohmann 1", "Christl", "Strohmann 2"}, 2, {1, 3}},
};

bool is_dummy(const TableCase& t, int seat) { return std::find(t.dummies.begin(), t.dummies.end(), seat) != t.dummies.end(); }

Json random_hand(Gen& g, const TableCase& t, const Json& rules) {
    auto name = [&](int seat) { return t.names[static_cast<std::size_t>(seat)]; };
    const int roll = g.pick(1, 100);
    if (roll <= 2) return J(R"({"deal":"misdeal"})");
    if (roll <= 3) return J(R"({"deal":"thrown_in"})");
    // Speaking order from the dealer: the Vorhand is the first person after him.
    std::vector<int> order;
    for (int i = 1; i <= 4; ++i) order.push_back((t.dealer + i) % 4);
    int vorhand = -1;
    for (int s : order)
        if (!is_dummy(t, s) && !(t.mode == "fliegend" && s == t.dealer)) {
            vorhand = s;
            break;
        }
    std::vector<int> persons;
    for (int s = 0; s < 4; ++s)
        if (!is_dummy(t, s)) persons.push_back(s);
    Json h = Json::object();
    const std::vector<std::string> games = {"rufer", "rufer", "rufer", "dreier", "zweier", "einer", "solo"};
    const std::string game = g.one_of(games);
    h["game"] = game;
    int decl;
    int partner = -1;
    bool alone = true;
    if (game == "rufer") {
        decl = vorhand;
        h["called"] = g.pick(2, 19);
        if (g.chance(15)) {
            h["partner"] = "talon";
            if (g.chance(50)) {
                h["declarer"] = name(decl);
                h["schleifen"] = true;
                return h;
            }
        } else {
            std::vector<int> cands;
            for (int s = 0; s < 4; ++s)
                if (s != decl && (t.mode != "zwei" || is_dummy(t, s))) cands.push_back(s);
            partner = g.one_of(cands);
            h["partner"] = name(partner);
            alone = false;
        }
    } else {
        std::vector<int> cands = persons;
        decl = g.one_of(cands);
        const int mx = game == "dreier" ? 3 : game == "zweier" ? 5 : game == "einer" ? 11 : 1;
        const int n = game == "dreier" ? 2 : game == "zweier" ? 3 : 6;
        if (mx > 1) {
            if (g.chance(60)) h["multiple"] = g.pick(1, mx);
            else if (g.chance(50)) h["part"] = g.pick(1, n);
            else {
                h["part"] = g.pick(1, n - 1);
                h["back"] = true;
            }
        }
    }
    h["declarer"] = name(decl);
    // Who reaches in for the dummy when the rules leave it open.
    const bool flying_player = t.mode == "fliegend" && rules.value("flying_owner", "dealer") == "player" && decl != t.dealer;
    if (alone && (t.mode == "drei" || flying_player)) {
        std::vector<int> cands;
        for (int s : persons)
            if (s != decl && !(t.mode == "fliegend" && s == t.dealer)) cands.push_back(s);
        h["strohmann"] = name(g.one_of(cands));
    }
    auto side_of = [&](int seat) { return seat == decl || seat == partner ? std::string("declarer") : std::string("opponents"); };
    if (g.chance(30)) h["contra"] = g.pick(0, 3);
    int pts3 = g.pick(0, 210);
    const bool renonce = g.chance(5);
    std::string innocent;
    if (renonce) {
        // A dummy's open cards cannot renounce: a person, and not the resting dealer's open cards.
        std::vector<int> cands;
        for (int s : persons)
            if (!(t.mode == "fliegend" && s == t.dealer && s != decl)) cands.push_back(s);
        const int off = g.one_of(cands);
        h["renonce"] = name(off);
        innocent = side_of(off) == "declarer" ? "opponents" : "declarer";
    }
    if (g.chance(12)) {
        Json v = Json::object();
        std::string by;
        if (g.chance(50)) {
            v["announced"] = g.chance(60) ? "declarer" : "opponents";
            if (g.chance(30)) v["contra"] = g.pick(0, 3);
        }
        if (!v.contains("announced") || g.chance(50)) by = renonce ? innocent : (g.chance(70) ? "declarer" : "opponents");
        if (!by.empty()) {
            v["by"] = by;
            if (!renonce) pts3 = by == "declarer" ? g.pick(190, 210) : g.pick(0, 20);
        }
        h["volat"] = v;
    }
    h["points"] = Thirds::from_thirds(pts3).to_string();
    // Held honours and announcements.
    Json hon = Json::object(), ans = Json::object();
    int trull = -1, quatre = -1;
    if (g.chance(15)) {
        trull = g.pick(0, 3);
        hon[name(trull)].push_back("trull");
    }
    if (g.chance(15)) {
        quatre = g.pick(0, 3);
        hon[name(quatre)].push_back("quatre");
    }
    int taroks = 0;
    for (int s = 0; s < 4; ++s) {
        if (g.chance(12)) {
            const bool zwoelf = quatre != s && g.chance(20);
            const std::string a = zwoelf ? "zwoelf_tarok" : g.chance(50) ? "acht_tarok" : "zehn_tarok";
            const int n = zwoelf ? 12 : a == "acht_tarok" ? 8 : 10;
            if (taroks + n <= 22) {
                ans[name(s)].push_back(a);
                taroks += n;
                if (zwoelf) continue;
            }
        }
        if ((s == trull || s == quatre) && g.chance(40)) ans[name(s)].push_back("doppel_honneurs");
        else if (s != trull && g.chance(10)) ans[name(s)].push_back("honneurs");
    }
    if (!hon.empty()) h["honours"] = hon;
    if (!ans.empty()) h["ansagen"] = ans;
    if (g.chance(30)) {
        Json u = Json::object();
        u["player"] = name(g.pick(0, 3));
        if (renonce || g.chance(50)) {
            u["announced"] = true;
            if (g.chance(40)) u["contra"] = g.pick(0, 3);
        }
        u["result"] = g.chance(50) ? "won" : "lost";
        h["ultimo"] = u;
    }
    return h;
}

}  // namespace

TEST_CASE("properties: generated Neunzehnrufen hands at every table score, sum to zero, and leave every dummy at zero") {
    Gen g(19);
    int games = 0;
    for (int i = 0; i < 4000; ++i) {
        const TableCase& t = kTables[static_cast<std::size_t>(i % 4)];
        Json rules = random_rules(g, tarock::neunzehnrufen::settings(), {"table", "dummy_seats"});
        rules["table"] = t.mode;
        const Json hand = random_hand(g, t, rules);
        INFO("table " << t.mode << " hand " << hand.dump() << " rules " << rules.dump());
        const auto e = evening("neunzehnrufen", rules, t.names, t.dealer);
        tarock::Preview p{};
        try {
            p = tarock::preview(e, 0, hand);
        } catch (const tarock::InputError& err) {
            FAIL("refused: " << std::string(err.what()));
        }
        const auto net = p.outcome.result.net(4);
        Thirds sum;
        for (Thirds x : net) {
            CHECK(x.is_whole());
            sum += x;
        }
        CHECK(sum.is_zero());
        for (int d : t.dummies) CHECK(net[static_cast<std::size_t>(d)].is_zero());
        for (const auto& post : p.outcome.result.postings) {
            CHECK_FALSE(is_dummy(t, post.payer));
            CHECK_FALSE(is_dummy(t, post.payee));
        }
        if (p.outcome.declarer) ++games;
    }
    CHECK(games > 3000);
}

TEST_CASE("properties: a whole en trois evening keeps the Strohmann at zero and deals only to persons") {
    Gen g(3);
    const TableCase& t = kTables[2];
    tarock::Evening e = evening("neunzehnrufen", J(R"({"table":"drei"})"), t.names, t.dealer);
    for (int i = 0; i < 60; ++i) {
        // Each hand is generated for the dealer the rotation gives (Z, X, Y, Z, ...).
        const int dealer = std::vector<int>{2, 0, 1}[static_cast<std::size_t>(i % 3)];
        TableCase tc = t;
        tc.dealer = dealer;
        Json hand = random_hand(g, tc, J(R"({"table":"drei"})"));
        hand["dealer"] = t.names[static_cast<std::size_t>(dealer)];
        e.hands.push_back({0, 1, hand});
    }
    const auto r = tarock::recompute(e);
    CHECK(r.errors == 0);
    CHECK(r.totals[3].is_zero());
    for (const auto& row : r.rows) CHECK(row.dealer != 3);
    for (const auto& tr : r.transfers) {
        CHECK(tr.from != 3);
        CHECK(tr.to != 3);
    }
}
