#include "games/common/stamm.hpp"

#include "games/common/json_input.hpp"

namespace tarock {

void pay_stamm_coin(HandResult& result, StammPot& pot, int dealer, const HouseRules& rules) {
    const Thirds coin = rules.amount("stamm_coin");
    result.pay(dealer, kPot, coin, {"Kartenstamm des Gebers in den Stamm", "the dealer's coin into the pot"},
               {"tapp §2.10, A20", "000:L522"});
    pot.pot += coin;
}

bool open_stamm_deal(HandOutcome& out, DealKind kind, const Deal& deal, const TableSetup& setup, StammPot& pot) {
    const HouseRules& rules = setup.rules;
    if (rules.is("stamm", "on") && (kind == DealKind::Game || kind == DealKind::AllPass)) pay_stamm_coin(out.result, pot, deal.dealer, rules);
    const std::string& dealer = setup.players.at(static_cast<std::size_t>(deal.dealer));
    switch (kind) {
        case DealKind::AllPass:
            out.all_passed = true;
            out.summary = {"Alle gepasst: keine Wertung", "All passed: no score"};
            out.result.notes.push_back({"Alle haben gepasst; die Karten werden eingeworfen, die Vorhand gibt als Nächste (§2.1).",
                                        "Everyone passed; the cards are thrown in and the Vorhand deals next (§2.1)."});
            return true;
        case DealKind::ThrownIn:
            out.same_dealer = true;
            out.summary = {"Eingeworfen (Codex §3): derselbe Geber gibt neu", "Thrown in (Codex §3): same dealer deals again"};
            out.result.notes.push_back({"Aufgedeckte Karte: ohne Strafe neu geben (Codex §3).", "Exposed card: redealt without penalty (Codex §3)."});
            return true;
        case DealKind::Misdeal: {
            const Thirds p = rules.amount("poenale");
            for (int s = 0; s < deal.table_size; ++s)
                if (s != deal.dealer)
                    out.result.pay(deal.dealer, s, p,
                                   {"Vergeben: Pönale " + p.to_string() + " an jeden Mitspieler", "misdeal: Pönale " + p.to_string() + " to every other participant"},
                                   {"tapp Codex §4, A21", "000:L2231-2239"});
            out.same_dealer = true;
            out.summary = {dealer + " hat vergeben: Pönale, gibt neu", dealer + " misdealt: Pönale, deals again"};
            return true;
        }
        default:  // a game: the readers allow no other kind
            return false;
    }
}

namespace {

/// Equal shares of `total` between the pot and `seats` (INFERRED, A20): from the pot to each seat,
/// or from each seat into the pot.
void share(HandResult& result, StammPot& pot, const std::vector<int>& seats, Thirds total, bool from_pot, const Text& why,
           const RuleRef& rule) {
    const auto n = static_cast<std::int64_t>(seats.size());
    for (std::int64_t i = 0; i < n; ++i) {
        const Thirds part = total.share(n, i);
        const int s = seats[static_cast<std::size_t>(i)];
        if (from_pot) {
            result.pay(kPot, s, part, why, rule);
        } else {
            result.pay(s, kPot, part, why, rule);
            pot.pot += part;
        }
    }
}

}  // namespace

void settle_stamm(HandResult& result, StammPot& pot, int declarer, const std::vector<int>& opposing, bool success,
                  bool contra) {
    const Thirds p = pot.pot;
    const RuleRef rule{"tapp §2.10, A20", "000:L524-528"};
    if (success) {
        result.pay(kPot, declarer, p, {"Ultimo gewonnen: der Spieler nimmt den Stamm", "Ultimo won: the declarer takes the pot"}, rule);
        pot.pot = Thirds{};
        if (contra)
            share(result, pot, opposing, p * 2, false,
                  {"Contra verloren: die Gegner füllen den Stamm auf das Doppelte", "contra lost: the opponents refill the pot to double"}, rule);
    } else if (contra) {
        share(result, pot, opposing, p, true,
              {"Ultimo mit Contra verloren: die Gegner teilen den Stamm", "contra'd Ultimo lost: the opponents share the pot"}, rule);
        pot.pot = Thirds{};
        result.pay(declarer, kPot, p * 2,
                   {"Ultimo mit Contra verloren: der Spieler legt das Doppelte ein", "contra'd Ultimo lost: the declarer puts in double"}, rule);
        pot.pot += p * 2;
    } else {
        result.pay(declarer, kPot, p, {"Ultimo verloren: der Spieler verdoppelt den Stamm", "Ultimo lost: the declarer doubles the pot"}, rule);
        pot.pot += p;
    }
}

namespace {

class StammLedger final : public Ledger {
public:
    explicit StammLedger(const StammGame& game) : game_(&game) {}

    HandOutcome apply(const HandContext& ctx, const Json& hand) override {
        StammPot next = pot_;  // the pot changes only when the hand is accepted
        HandOutcome out = game_->play(ctx, hand, next);
        pot_ = next;
        return out;
    }

    HandResult close(const TableSetup& setup) const override {
        HandResult r;
        if (pot_.pot.is_zero()) return r;
        const auto n = static_cast<std::int64_t>(setup.players.size());
        for (std::int64_t i = 0; i < n; ++i)
            r.pay(kPot, static_cast<int>(i), pot_.pot.share(n, i),
                  {"Stamm am Ende des Abends zu gleichen Teilen zurück", "pot returned in equal shares at the end of the evening"},
                  game_->pot_returned);
        return r;
    }

    std::unique_ptr<Ledger> clone() const override { return std::make_unique<StammLedger>(*this); }

    std::vector<LedgerLine> lines(const TableSetup& setup) const override {
        if (!setup.rules.is("stamm", "on")) return {};
        return {{{"Stamm", "Pot"}, {pot_.pot.to_display(), pot_.pot.to_display()}}};
    }

private:
    const StammGame* game_;  // the variant's, which outlives every ledger it starts
    StammPot pot_;
};

}  // namespace

void StammVariant::check_setup(const TableSetup& setup) const {
    if (game_.coin_required && setup.rules.is("stamm", "on") && setup.rules.amount("stamm_coin").is_zero())
        refuse("house_rules.stamm_coin", *game_.coin_required,
               "Der Stamm wird vom Kartenstamm jedes Gebers gefüllt: mit Stamm muss die Münze größer als 0 sein.",
               "the pot is filled by every dealer's coin: with the Stamm on, the coin must be more than 0");
}

std::unique_ptr<Ledger> StammVariant::start(const TableSetup&) const { return std::make_unique<StammLedger>(game_); }

}  // namespace tarock
