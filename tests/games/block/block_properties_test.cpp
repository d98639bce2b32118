// Properties over generated Block-Tarok evenings: blocks are conserved (chips + Kasse always
// balance), every hand validates and scores, every bête is played off or under the Hut at the
// end, the final settlement sums to zero and recomputing gives identical results.
#include <random>

#include "tapp_helpers.hpp"
#include "games/block/block.hpp"

using namespace test;

namespace {

struct Gen {
    std::mt19937 rng;
    explicit Gen(unsigned seed) : rng(seed) {}
    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
    bool chance(int percent) { return pick(1, 100) <= percent; }
};

/// A random game for the deal at the end of `e`; `win_bias` raises the chance of a won game.
Json random_game(Gen& g, const tarock::Evening& e, int win_bias) {
    const auto deal = tarock::deal_at(e, e.hands.size(), Json::object());
    auto name = [&](int seat) { return e.players[static_cast<std::size_t>(seat)]; };
    Json h = Json::object();
    h["dealer"] = name(deal.dealer);
    const int roll = g.pick(1, 100);
    if (roll <= 5) { h["deal"] = "allpass"; return h; }
    if (roll <= 7) { h["deal"] = "misdeal"; return h; }
    if (roll <= 8) { h["deal"] = "redeal"; return h; }
    const int decl = deal.active[static_cast<std::size_t>(g.pick(0, 2))];
    h["declarer"] = name(decl);
    const bool solo = g.chance(15);
    h["game"] = solo ? "solo" : "dreier";
    if (!solo) h["multiple"] = g.pick(1, 3);
    const bool won = g.chance(win_bias);
    if (!solo && !won && h["multiple"].get<int>() >= 2 && g.chance(10)) {
        h["finish"] = "schleifen";
        return h;
    }
    if (won && g.chance(8)) h["finish"] = "conceded";
    else h["points"] = won ? g.pick(36, 70) : g.pick(0, 35);
    if (g.chance(20)) h["honours"][name(decl)].push_back(g.chance(50) ? "trull" : "quatre");
    if (g.chance(20) && !h.contains("finish")) h["ultimo"] = {{"announced", g.chance(50)}, {"result", g.chance(50) ? "won" : "lost"}};
    if (won && !h.contains("finish") && g.chance(5)) h["volat"] = {{"by", "declarer"}};
    if (g.chance(3) && !h.contains("finish")) {
        h.erase("ultimo");
        h.erase("volat");
        h["renonce"] = name(deal.active[static_cast<std::size_t>(g.pick(0, 2))]);
    }
    return h;
}

}  // namespace

TEST_CASE("property: generated Block evenings conserve blocks and end with every bête settled") {
    Gen g(31);
    for (int evening = 0; evening < 60; ++evening) {
        tarock::Evening e;
        e.variant = "block";
        const int n = g.chance(50) ? 3 : 4;
        e.players = n == 4 ? std::vector<std::string>{"W", "X", "Y", "Z"} : std::vector<std::string>{"X", "Y", "Z"};
        e.first_dealer = g.pick(0, n - 1);
        Json rules = Json::object();
        if (g.chance(50)) rules["bete_cap"] = "0";
        if (g.chance(30)) rules["stammbete"] = "on";
        if (g.chance(30)) rules["cap_split"] = g.chance(50) ? "k_parts" : "exact_thirds";
        if (g.chance(30)) rules["koenig"] = "excluded";
        e.house_rules = rules;
        const int before_hut = g.pick(5, 40);
        for (int i = 0; i < before_hut; ++i) e.hands.push_back({0, 1, random_game(g, e, 45)});
        e.hands.push_back({0, 1, J(R"({"deal":"hut"})")});
        tarock::EveningResult r;
        for (int guard = 0; guard < 400; ++guard) {
            r = tarock::recompute(e);
            if (tarock::block::board_of(*r.ledger)->finished) break;
            e.hands.push_back({0, 1, random_game(g, e, 80)});
        }
        INFO("evening " << evening << " with " << e.hands.size() << " records");
        REQUIRE(r.errors == 0);
        const auto& board = *tarock::block::board_of(*r.ledger);
        REQUIRE(board.finished);
        // Conservation after every hand: the chips held plus the Kasse are what was given out.
        for (const auto& row : r.rows) {
            Thirds sum = row.pot;
            for (Thirds t : row.running) sum += t;
            CHECK(sum.is_zero());
        }
        // Every bête above the line is played off; the ones under it stay open.
        for (const auto& b : board.betes) CHECK((b.creditor.has_value() || b.below_hut));
        CHECK(board.pot.is_zero());
        // The settlement balances and is the sum of its steps.
        const auto hs = tarock::block::final_settlement(*r.ledger, tarock::make_setup(e));
        REQUIRE(hs);
        Thirds total;
        for (std::size_t s = 0; s < r.balance.size(); ++s) {
            total += r.balance[s];
            CHECK(r.balance[s] == hs->second_board[s] + hs->adjustment[s] + hs->chip_delta[s]);
        }
        CHECK(total.is_zero());
        CHECK_FALSE(r.pending);
        // Recomputing gives identical results.
        const auto again = tarock::recompute(e);
        CHECK(again.balance == r.balance);
        CHECK(again.totals == r.totals);
    }
}

TEST_CASE("a corrected Block hand gives exactly the board of an evening entered right") {
    tarock::Evening wrong;
    wrong.variant = "block";
    wrong.players = {"X", "Y", "Z"};
    wrong.first_dealer = 2;
    wrong.house_rules = J(R"({"bete_cap":"0"})");
    wrong.hands = {{0, 1, J(R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":2,"points":30})")},
                   {0, 1, J(R"({"dealer":"X","declarer":"Y","game":"dreier","multiple":1,"points":40})")},
                   {0, 1, J(R"({"dealer":"Y","declarer":"Z","game":"dreier","multiple":3,"points":20})")},
                   {0, 1, J(R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":40})")}};
    tarock::Evening right = wrong;
    right.hands[0].inputs = J(R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":40})");
    // Correct the first hand of the wrong evening: everything after it is recomputed.
    wrong.hands[0].inputs = right.hands[0].inputs;
    const auto a = tarock::recompute(wrong);
    const auto b = tarock::recompute(right);
    const auto& ba = *tarock::block::board_of(*a.ledger);
    const auto& bb = *tarock::block::board_of(*b.ledger);
    REQUIRE(ba.betes.size() == bb.betes.size());
    for (std::size_t i = 0; i < ba.betes.size(); ++i) {
        CHECK(ba.text(ba.betes[i], wrong.players) == bb.text(bb.betes[i], right.players));
        CHECK(ba.betes[i].below_hut == bb.betes[i].below_hut);
    }
    CHECK(ba.pot == bb.pot);
    CHECK(a.totals == b.totals);
    // X won the first game now, Y the second: Z loses threefold at a new pot of 4 (three players),
    // and X plays that bête off.
    CHECK(ba.text(ba.betes.at(0), wrong.players) == "Z 12 X");
}
