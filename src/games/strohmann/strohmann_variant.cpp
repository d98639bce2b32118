// The Strohmann-Tarok variant: two players; the ledger carries the doubling after a drawn
// passed game (002:25-27).
#include <fmt/format.h>

#include "games/common/game_variant.hpp"
#include "games/strohmann/strohmann.hpp"

namespace tarock::strohmann {

namespace {

class StrohmannLedger final : public Ledger {
public:
    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const Hand h = parse_hand(j, ctx.setup.players);
        validate(h, ctx.deal, ctx.setup.rules);
        State next = state_;
        HandOutcome out = score(h, ctx.deal, ctx.setup, next);
        state_ = next;
        return out;
    }
    std::unique_ptr<Ledger> clone() const override { return std::make_unique<StrohmannLedger>(*this); }
    std::vector<LedgerLine> lines(const TableSetup& setup) const override {
        if (!setup.rules.is("double_pass", "play_for_2")) return {};
        if (state_.multiplier == 1)
            return {{{"Nächstes Spiel", "Next game"}, {"einfach", "single"}}};
        return {{{"Nächstes Spiel", "Next game"},
                 {fmt::format("zählt {}-fach mit allen Ansagen (35 : 35, 002:27)", state_.multiplier),
                  fmt::format("counts {} times with all announcements (35 : 35, 002:27)", state_.multiplier)}}};
    }
    const State& state() const { return state_; }

private:
    State state_;
};

class StrohmannVariant final : public GameVariant {
public:
    StrohmannVariant()
        : GameVariant({"strohmann", {"Strohmann-Tarok (zu zweit)", "Strohmann-Tarok (two players)"},
                       "docs/rules/strohmann.md", 2, {2}, {"Points", "points"}, {"Kasse", "pot"},
                       &strohmann::settings}) {}
    std::unique_ptr<Ledger> start(const TableSetup&) const override { return std::make_unique<StrohmannLedger>(); }
};

}  // namespace

const State* state_of(const Ledger& ledger) { return ledger_state<StrohmannLedger>(ledger); }

const Variant& strohmann_variant() {
    static const StrohmannVariant v;
    return v;
}

}  // namespace tarock::strohmann
