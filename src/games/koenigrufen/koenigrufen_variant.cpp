// The Königrufen variant: four active players, no state carried from hand to hand.
#include "games/koenigrufen/koenigrufen.hpp"

namespace tarock::koenigrufen {

namespace {

class KoenigrufenLedger final : public Ledger {
public:
    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const Hand h = parse_hand(j, ctx.setup.players);
        validate(h, ctx.deal, ctx.setup.rules);
        return score(h, ctx.deal, ctx.setup);
    }
    std::unique_ptr<Ledger> clone() const override { return std::make_unique<KoenigrufenLedger>(*this); }
};

class KoenigrufenVariant final : public Variant {
public:
    std::string id() const override { return "koenigrufen"; }
    Text name() const override { return {"Königrufen", "Königrufen"}; }
    std::string rules_file() const override { return "docs/rules/koenigrufen.md"; }
    int active_players() const override { return 4; }
    std::vector<int> table_sizes() const override { return {4}; }
    Text unit() const override { return {"Punkte", "points"}; }
    Text pot_name() const override { return {"Kasse", "pot"}; }
    const std::vector<SettingSpec>& settings() const override { return koenigrufen::settings(); }
    std::unique_ptr<Ledger> start(const TableSetup&) const override { return std::make_unique<KoenigrufenLedger>(); }
};

}  // namespace

const Variant& koenigrufen_variant() {
    static const KoenigrufenVariant v;
    return v;
}

}  // namespace tarock::koenigrufen
