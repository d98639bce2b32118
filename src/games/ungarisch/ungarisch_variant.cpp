// The Ungarisch-Tarok variant: a ledger over the hand model (carrying only the optional Stamm pot,
// tapp A20).
#include "games/common/json_input.hpp"
#include "games/ungarisch/ungarisch.hpp"

namespace tarock::ungarisch {

namespace {

class UngarischLedger final : public Ledger {
public:
    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const Hand h = parse_hand(j, ctx.setup.players);
        validate(h, ctx.deal, ctx.setup.rules);
        tapp::StammPot next = pot_;
        HandOutcome out = score(h, ctx.deal, ctx.setup, next);
        pot_ = next;
        return out;
    }

    HandResult close(const TableSetup& setup) const override {
        // A pot left at the end of the evening goes back in equal shares (INFERRED, as in Tapp §2.10).
        HandResult r;
        if (pot_.pot.is_zero()) return r;
        const auto n = static_cast<std::int64_t>(setup.players.size());
        for (std::int64_t i = 0; i < n; ++i) {
            const Thirds part = Thirds::from_thirds(pot_.pot.count() / n + (i < pot_.pot.count() % n ? 1 : 0));
            r.pay(kPot, static_cast<int>(i), part,
                  {"Stamm am Ende des Abends zu gleichen Teilen zurück", "pot returned in equal shares at the end of the evening"},
                  {"tapp §2.10, A20 (INFERRED)", "000:L522-528"});
        }
        return r;
    }

    std::unique_ptr<Ledger> clone() const override { return std::make_unique<UngarischLedger>(*this); }

    std::vector<LedgerLine> lines(const TableSetup& setup) const override {
        if (!setup.rules.is("stamm", "on")) return {};
        return {{{"Stamm", "Pot"}, {pot_.pot.to_display(), pot_.pot.to_display()}}};
    }

private:
    tapp::StammPot pot_;
};

class UngarischVariant final : public Variant {
public:
    std::string id() const override { return "ungarisch"; }
    Text name() const override { return {"Ungarisch-Tarok", "Ungarisch-Tarok"}; }
    std::string rules_file() const override { return "docs/rules/tapp.md"; }
    int active_players() const override { return 3; }
    std::vector<int> table_sizes() const override { return {3, 4}; }
    Text unit() const override { return {"Punkte", "points"}; }
    Text pot_name() const override { return {"Stamm", "pot"}; }
    const std::vector<SettingSpec>& settings() const override { return ungarisch::settings(); }
    /// A Stamm is filled by every dealer's coin (000:L522): switched on with a coin of 0 it is refused.
    void check_setup(const TableSetup& setup) const override {
        if (setup.rules.is("stamm", "on") && setup.rules.amount("stamm_coin").is_zero())
            refuse("house_rules.stamm_coin", {"tapp A20", "000:L522"},
                   "Der Stamm wird vom Kartenstamm jedes Gebers gefüllt: mit Stamm muss die Münze größer als 0 sein.",
                   "the pot is filled by every dealer's coin: with the Stamm on, the coin must be more than 0");
    }
    std::unique_ptr<Ledger> start(const TableSetup&) const override { return std::make_unique<UngarischLedger>(); }
};

}  // namespace

const Variant& ungarisch_variant() {
    static const UngarischVariant v;
    return v;
}

}  // namespace tarock::ungarisch
