// The modern Königrufen variant: four players, or five with the dealer sitting out (M-34); its
// Ledger carries the Radl (§6): the doubling rounds that a Trischaken, a Mondfang or a mark on the
// sheet starts, each for a number of hands, multiplied or extended as the house rules say (M-23,
// M-24). A Radl never doubles the hand that starts it (M-25).
#include <algorithm>

#include <fmt/format.h>

#include "games/common/bilingual.hpp"
#include "games/common/game_variant.hpp"
#include "games/koenigrufen_modern/koenigrufen_modern.hpp"

namespace tarock::koenigrufen_modern {

namespace {

/// The Radl state: the hands left of each running doubling (§6).
class RadlLedger final : public Ledger {
public:
    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const TableSetup& setup = ctx.setup;
        const Hand h = parse_hand(j, setup.players);
        validate(h, ctx.deal, setup.rules);
        const int f = factor(setup.rules);
        HandOutcome out = score(h, ctx.deal, setup, f);
        if (h.kind != DealKind::Game) return out;
        // The hand is played: every running doubling has one hand less; then this hand's triggers.
        std::vector<int> next;
        for (int left : running_)
            if (left > 1) next.push_back(left - 1);
        const auto net = out.result.net(setup.table_size());
        const bool zero = std::all_of(net.begin(), net.end(), [](Thirds t) { return t.is_zero(); });
        const std::vector<int> started = radl_triggers(h, setup.rules, static_cast<int>(ctx.deal.active.size()), zero);
        for (int len : started) {
            if (setup.rules.is("radl_stapeln", "extend") && !next.empty())
                next.front() += len;
            else
                next.push_back(len);
        }
        running_ = next;
        if (!started.empty())
            out.result.notes.push_back(format_text("Ein Radl beginnt mit dem nächsten Spiel: ", "a Radl starts with the next hand: ") + state_text() + same("."));
        return out;
    }

    std::unique_ptr<Ledger> clone() const override { return std::make_unique<RadlLedger>(*this); }

    std::vector<LedgerLine> lines(const TableSetup& setup) const override {
        if (running_.empty()) return {};
        return {{format_text("Radl", "Radl"), format_text("nächstes Spiel × {}; ", "next hand × {}; ", factor(setup.rules)) + state_text()}};
    }

private:
    int factor(const HouseRules& rules) const {
        if (running_.empty()) return 1;
        if (rules.is("radl_stapeln", "extend")) return 2;
        return 1 << std::min<std::size_t>(running_.size(), 20);
    }

    /// "4 ○, 2 ○ Spiele übrig": the hands left of each running Radl, as marked on the sheet.
    Text state_text() const {
        std::string s;
        for (int left : running_) s += (s.empty() ? "" : ", ") + fmt::format("{} ○", left);
        return format_text("{} Spiele übrig", "{} hands left", s);
    }

    std::vector<int> running_;
};

class ModernVariant final : public GameVariant {
public:
    ModernVariant()
        : GameVariant({"koenigrufen_modern", {"Königrufen (heute, Cup-Tarife)", "Königrufen (modern, cup tariffs)"}, "docs/rules/koenigrufen-modern.md", 4,
                       {4, 5}, {"Punkte", "points"}, {"Kasse", "pot"}, &koenigrufen_modern::settings}) {}
    std::unique_ptr<Ledger> start(const TableSetup&) const override { return std::make_unique<RadlLedger>(); }
};

}  // namespace

std::vector<int> radl_triggers(const Hand& h, const HouseRules& rules, int players, bool zero_result) {
    std::vector<int> out;
    if (h.kind != DealKind::Game || h.struck) return out;
    if (zero_result && rules.is("radl_null", "on")) out.push_back(players);
    if (h.contract == Contract::Trischaken && rules.is("radl_trischaken", "on")) out.push_back(players);
    const bool mondfang = h.mondfang.has_value() ||
                          std::any_of(h.premiums.begin(), h.premiums.end(), [](const Premium& p) { return p.kind == PremiumKind::Mondfang && p.made; });
    if (mondfang && rules.is("radl_mondfang", "hand")) out.push_back(1);
    if (mondfang && rules.is("radl_mondfang", "radl")) out.push_back(players);
    if (h.radl) out.push_back(players);
    return out;
}

const Variant& koenigrufen_modern_variant() {
    static const ModernVariant v;
    return v;
}

}  // namespace tarock::koenigrufen_modern
