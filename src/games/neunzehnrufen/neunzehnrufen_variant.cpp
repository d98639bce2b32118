// The Neunzehnrufen variant: four hands of cards; dummies are seats of the player list.
#include "games/common/game_variant.hpp"
#include "games/neunzehnrufen/neunzehnrufen.hpp"

namespace tarock::neunzehnrufen {

namespace {

class NeunzehnrufenLedger final : public Ledger {
public:
    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const Hand h = parse_hand(j, ctx.setup.players);
        const Table t = table_of(ctx.setup);
        if (t.is_dummy_seat(ctx.deal.dealer))
            refuse("dealer", {"neunzehnrufen §3.1", "000:L850"}, "Ein Strohmann gibt nicht.", "a dummy does not deal");
        validate(h, ctx.deal, ctx.setup);
        return score(h, ctx.deal, ctx.setup);
    }
    std::unique_ptr<Ledger> clone() const override { return std::make_unique<NeunzehnrufenLedger>(*this); }
    std::vector<LedgerLine> lines(const TableSetup& setup) const override {
        const Table t = table_of(setup);
        std::string de, en;
        switch (t.mode) {
            case TableMode::Vier: de = "en quatre (vier aktive Spieler)"; en = "en quatre (four active players)"; break;
            case TableMode::Fliegend:
                de = "mit dem fliegenden Strohmann (der Geber ruht, seine Karten liegen offen)";
                en = "with the flying dummy (the dealer rests, his cards lie open)";
                break;
            case TableMode::Drei:
            case TableMode::Zwei: {
                const std::string names = partnership::names_except(t.dummy_seats, PlayerNames{setup.players});
                de = (t.mode == TableMode::Drei ? "en trois, Strohmann: " : "en deux, Strohmänner: ") + names;
                en = (t.mode == TableMode::Drei ? "en trois, dummy: " : "en deux, dummies: ") + names;
                break;
            }
        }
        return {{{"Tisch", "Table"}, {de, en}}};
    }
};

class NeunzehnrufenVariant final : public GameVariant {
public:
    NeunzehnrufenVariant()
        : GameVariant({"neunzehnrufen", {"Neunzehnrufen", "Neunzehnrufen"},
                       "docs/rules/neunzehnrufen.md", 4, {4}, {"Punkte", "points"}, {"Kasse", "pot"},
                       &neunzehnrufen::settings}) {}
    std::unique_ptr<Ledger> start(const TableSetup& setup) const override {
        (void)table_of(setup);
        return std::make_unique<NeunzehnrufenLedger>();
    }
    int next_dealer(const TableSetup& setup, int dealer) const override {
        const Table t = table_of(setup);
        int s = dealer;
        for (int i = 0; i < setup.table_size(); ++i) {
            s = (s + 1) % setup.table_size();
            if (!t.is_dummy_seat(s)) return s;
        }
        return (dealer + 1) % setup.table_size();
    }
    void check_setup(const TableSetup& setup) const override { (void)table_of(setup); }
};

}  // namespace

const Variant& neunzehnrufen_variant() {
    static const NeunzehnrufenVariant v;
    return v;
}

}  // namespace tarock::neunzehnrufen
