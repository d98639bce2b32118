// The Groß-Tarok variant: three active players; with four the player on the dealer's right rests.
#include "games/grosstarok/grosstarok.hpp"

namespace tarock::grosstarok {

namespace {

class GrossTarokLedger final : public Ledger {
public:
    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const Hand h = parse_hand(j, ctx.setup.players);
        validate(h, ctx.deal, ctx.setup.rules);
        return score(h, ctx.deal, ctx.setup);
    }
    std::unique_ptr<Ledger> clone() const override { return std::make_unique<GrossTarokLedger>(*this); }
};

class GrossTarokVariant final : public Variant {
public:
    std::string id() const override { return "grosstarok"; }
    Text name() const override { return {"Groß-Tarok (78 Blatt)", "Groß-Tarok (78 cards)"}; }
    std::string rules_file() const override { return "docs/rules/grosstarok.md"; }
    int active_players() const override { return 3; }
    std::vector<int> table_sizes() const override { return {3, 4}; }
    Text unit() const override { return {"Points", "points"}; }
    Text pot_name() const override { return {"Kasse", "pot"}; }
    const std::vector<SettingSpec>& settings() const override { return grosstarok::settings(); }
    std::unique_ptr<Ledger> start(const TableSetup&) const override { return std::make_unique<GrossTarokLedger>(); }
    Deal deal(const TableSetup& setup, int dealer) const override { return deal_three(setup.table_size(), dealer); }
};

}  // namespace

const Variant& grosstarok_variant() {
    static const GrossTarokVariant v;
    return v;
}

}  // namespace tarock::grosstarok
