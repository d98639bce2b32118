// The Tapp-Tarok and Zwölfer-Tarok variants: one ledger (carrying the optional Stamm pot) over
// the shared hand model.
#include "core/errors.hpp"
#include "games/tapp/tapp.hpp"

namespace tarock::tapp {

namespace {

class TappLedger final : public Ledger {
public:
    explicit TappLedger(Pack pack) : pack_(pack) {}

    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const Hand h = parse_hand(j, ctx.setup.players, pack_);
        validate(h, ctx.deal, ctx.setup.rules, pack_);
        StammPot next = pot_;
        HandOutcome out = score(h, ctx.deal, ctx.setup, pack_, next);
        pot_ = next;
        return out;
    }

    HandResult close(const TableSetup& setup) const override {
        // A pot left at the end of the evening goes back to the players in equal shares
        // (INFERRED; the book is silent, tapp §2.10). Remainder thirds go to the earlier seats.
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

    std::unique_ptr<Ledger> clone() const override { return std::make_unique<TappLedger>(*this); }

    std::vector<LedgerLine> lines(const TableSetup& setup) const override {
        if (!setup.rules.is("stamm", "on")) return {};
        return {{{"Stamm", "Pot"}, {pot_.pot.to_display(), pot_.pot.to_display()}}};
    }

private:
    Pack pack_;
    StammPot pot_;
};

class TappFamilyVariant final : public Variant {
public:
    TappFamilyVariant(std::string id, Text name, Pack pack) : id_(std::move(id)), name_(std::move(name)), pack_(pack) {}
    std::string id() const override { return id_; }
    Text name() const override { return name_; }
    std::string rules_file() const override { return "docs/rules/tapp.md"; }
    int active_players() const override { return 3; }
    std::vector<int> table_sizes() const override { return {3, 4}; }
    Text unit() const override { return {"Punkte", "points"}; }
    Text pot_name() const override { return {"Stamm", "pot"}; }
    const std::vector<SettingSpec>& settings() const override { return tapp::settings(); }
    std::unique_ptr<Ledger> start(const TableSetup&) const override { return std::make_unique<TappLedger>(pack_); }

private:
    std::string id_;
    Text name_;
    Pack pack_;
};

}  // namespace

const Variant& tapp_variant() {
    static const TappFamilyVariant v("tapp", {"Tapp-Tarok", "Tapp-Tarok"}, Pack{54, 70, 36});
    return v;
}

const Variant& zwoelfer_variant() {
    static const TappFamilyVariant v("zwoelfer", {"Zwölfer-Tarok", "Zwölfer-Tarok"}, Pack{42, 66, 34});
    return v;
}

}  // namespace tarock::tapp
