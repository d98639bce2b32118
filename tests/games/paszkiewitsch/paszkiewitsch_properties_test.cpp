// Properties over many generated Paszkiewitsch hands: every valid hand scores under random house
// rules, the nets are whole and sum to zero, postings name two different seats.
#include "partnership_helpers.hpp"
#include "property_gen.hpp"
#include "games/paszkiewitsch/paszkiewitsch.hpp"

using namespace pt;

namespace {

const std::vector<std::string> kNames = {"A", "B", "C", "D"};

Json random_hand(Gen& g, const Json& rules) {
    auto name = [&](int seat) { return kNames[static_cast<std::size_t>(seat)]; };
    const int roll = g.pick(1, 100);
    if (roll <= 2) return J(R"({"deal":"misdeal"})");
    if (roll <= 3) return J(R"({"deal":"thrown_in"})");
    Json h = Json::object();
    const bool void_rule = rules.value("bid_without_honour", "as_played") == "void";
    if (g.chance(5)) {
        h["bid_without_honour"] = name(g.pick(0, 3));
        if (void_rule || g.chance(30)) {
            h["deal"] = "void";
            return h;
        }
    }
    const int decl = g.pick(0, 3);
    h["declarer"] = name(decl);
    h["game"] = g.one_of(std::vector<std::string>{"dreier", "zweier", "einer", "solo"});
    h["called"] = g.pick(2, 20);
    int partner = -1;
    if (g.chance(15)) h["partner"] = "discarded";
    else if (g.chance(15)) h["partner"] = name(decl);
    else {
        partner = (decl + g.pick(1, 3)) % 4;
        h["partner"] = name(partner);
    }
    auto side_of = [&](int seat) { return seat == decl || seat == partner ? std::string("declarer") : std::string("opponents"); };
    std::vector<int> decl_side{decl}, opp_side;
    if (partner >= 0) decl_side.push_back(partner);
    for (int s = 0; s < 4; ++s)
        if (s != decl && s != partner) opp_side.push_back(s);
    const bool game_contra = g.chance(30);
    if (game_contra) h["contra"] = g.pick(1, 3);
    const bool renonce = g.chance(5);
    std::string innocent;
    if (renonce) {
        const int off = g.pick(0, 3);
        h["renonce"] = name(off);
        innocent = side_of(off) == "declarer" ? "opponents" : "declarer";
    }
    int pts3 = g.pick(0, 198);
    // Announced premiums: the declarer's party any time; the opponents only after a contra on the game.
    auto announcer = [&]() -> int {
        if (game_contra && g.chance(40)) return g.one_of(opp_side);
        return g.one_of(decl_side);
    };
    for (const char* key : {"trull", "quatre", "mondfang"}) {
        if (!g.chance(15)) continue;
        Json pr = Json::object();
        const char* made_key = std::string(key) == "mondfang" ? "by" : "collected";
        const bool announced = renonce || g.chance(60);
        if (announced) {
            pr["announced_by"] = name(announcer());
            if (g.chance(30)) pr["contra"] = g.pick(0, 3);
            if (g.chance(60)) pr[made_key] = g.chance(50) ? "declarer" : "opponents";
        } else {
            pr[made_key] = g.chance(50) ? "declarer" : "opponents";
        }
        h[key] = pr;
    }
    if (g.chance(20)) {
        Json u = Json::object();
        if (renonce || g.chance(50)) {
            u["player"] = name(announcer());
            u["announced"] = true;
            if (g.chance(30)) u["contra"] = g.pick(0, 3);
        } else {
            u["player"] = name(g.pick(0, 3));
        }
        u["result"] = g.chance(50) ? "won" : "lost";
        h["ultimo"] = u;
    }
    if (g.chance(10)) {
        Json v = Json::object();
        if (g.chance(50)) {
            const int a = announcer();
            v["announced"] = side_of(a);
            if (g.chance(30)) v["contra"] = g.pick(0, 3);
        }
        if (!v.contains("announced") || g.chance(50)) {
            const std::string by = renonce ? innocent : (g.chance(70) ? "declarer" : "opponents");
            v["by"] = by;
            pts3 = by == "declarer" ? 198 : 0;
        }
        h["volat"] = v;
    }
    if (!renonce || g.chance(50)) h["points"] = Thirds::from_thirds(pts3).to_string();
    Json ans = Json::object();
    int taroks = 0;
    for (int s = 0; s < 4; ++s)
        if (g.chance(12) && taroks + 9 <= 22) {
            const bool neun = g.chance(50);
            ans[name(s)].push_back(neun ? "neun_tarok" : "acht_tarok");
            taroks += neun ? 9 : 8;
        }
    if (!ans.empty()) h["ansagen"] = ans;
    if (renonce) {
        // Only the innocent party earns silent premiums after a renonce.
        for (const char* key : {"trull", "quatre", "mondfang"})
            if (h.contains(key) && !h[key].contains("announced_by")) h.erase(key);
        if (h.contains("ultimo") && !h["ultimo"].contains("announced")) h.erase("ultimo");
    }
    return h;
}

}  // namespace

TEST_CASE("properties: generated Paszkiewitsch hands score under random house rules and sum to zero") {
    Gen g(1133);
    int games = 0;
    for (int i = 0; i < 3000; ++i) {
        const Json rules = random_rules(g, tarock::paszkiewitsch::settings());
        const Json hand = random_hand(g, rules);
        INFO("hand " << hand.dump() << " rules " << rules.dump());
        tarock::Preview p{};
        try {
            p = tarock::preview(evening("paszkiewitsch", rules), 0, hand);
        } catch (const tarock::InputError& err) {
            FAIL("refused: " << std::string(err.what()));
        }
        Thirds sum;
        for (Thirds t : p.outcome.result.net(4)) {
            CHECK(t.is_whole());
            sum += t;
        }
        CHECK(sum.is_zero());
        for (const auto& post : p.outcome.result.postings) CHECK(post.payer != post.payee);
        if (p.outcome.declarer) ++games;
    }
    CHECK(games > 2000);
}
