// The Paszkiewitsch variant: four players, 42 cards, no state carried from hand to hand.
#include "games/paszkiewitsch/paszkiewitsch.hpp"

namespace tarock::paszkiewitsch {

namespace {

class PaszkiewitschLedger final : public Ledger {
public:
    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const Hand h = parse_hand(j, ctx.setup.players);
        validate(h, ctx.deal, ctx.setup.rules);
        return score(h, ctx.deal, ctx.setup);
    }
    std::unique_ptr<Ledger> clone() const override { return std::make_unique<PaszkiewitschLedger>(*this); }
};

class PaszkiewitschVariant final : public Variant {
public:
    std::string id() const override { return "paszkiewitsch"; }
    Text name() const override { return {"Paszkiewitsch", "Paszkiewitsch"}; }
    std::string rules_file() const override { return "docs/rules/paszkiewitsch.md"; }
    int active_players() const override { return 4; }
    std::vector<int> table_sizes() const override { return {4}; }
    Text unit() const override { return {"Punkte", "points"}; }
    Text pot_name() const override { return {"Kasse", "pot"}; }
    const std::vector<SettingSpec>& settings() const override { return paszkiewitsch::settings(); }
    std::unique_ptr<Ledger> start(const TableSetup&) const override { return std::make_unique<PaszkiewitschLedger>(); }
};

}  // namespace

const Variant& paszkiewitsch_variant() {
    static const PaszkiewitschVariant v;
    return v;
}

}  // namespace tarock::paszkiewitsch
