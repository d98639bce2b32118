#include "session/evening.hpp"

#include <algorithm>
#include <set>

#include "variants/json_input.hpp"

namespace tarock {

void validate_setup(const Evening& e) {
    const Variant& v = find_variant(e.variant);
    const auto sizes = v.table_sizes();
    const int n = static_cast<int>(e.players.size());
    if (std::find(sizes.begin(), sizes.end(), n) == sizes.end()) {
        std::string list;
        for (int s : sizes) list += (list.empty() ? "" : " oder ") + std::to_string(s);
        refuse("players", {v.rules_file(), ""},
               v.name().de + " wird zu " + list + " gespielt, nicht zu " + std::to_string(n) + ".",
               v.name().en + " is played by " + list + " persons, not " + std::to_string(n));
    }
    std::set<std::string> seen;
    for (std::size_t i = 0; i < e.players.size(); ++i) {
        const std::string& p = e.players[i];
        const std::string field = "players[" + std::to_string(i) + "]";
        if (p.empty() || p.find_first_not_of(' ') == std::string::npos)
            refuse(field, {}, "Der Spielername ist leer.", "the player name is empty");
        if (p.size() > 40) refuse(field, {}, "Der Spielername ist zu lang (höchstens 40 Zeichen).", "the player name is too long (at most 40 characters)");
        if (!seen.insert(p).second) refuse(field, {}, "Der Name '" + p + "' kommt zweimal vor.", "the name '" + p + "' occurs twice");
    }
    if (e.first_dealer < 0 || e.first_dealer >= n) refuse("first_dealer", {}, "Der erste Geber sitzt nicht am Tisch.", "the first dealer is not at the table");
    if (e.stake.cents_per_unit < 0) refuse("stake.cents_per_unit", {}, "Der Einsatz darf nicht negativ sein.", "the stake may not be negative");
    if (e.stake.currency.empty() || e.stake.currency.size() > 8)
        refuse("stake.currency", {}, "Die Währung fehlt oder ist zu lang.", "the currency is missing or too long");
    (void)HouseRules(v.settings(), e.house_rules);
    if (e.touren) {
        if (e.touren->rounds != 3 && e.touren->rounds != 6)
            refuse("touren.rounds", {"tapp §1.5, A22", "000:L314"}, "Es werden drei oder sechs Touren angesagt.",
                   "three or six Touren are announced");
        if (e.touren->from_hand < 1 || e.touren->from_hand > static_cast<int>(e.hands.size()) + 1)
            refuse("touren.from_hand", {"tapp §1.5, A22", "000:L314"}, "Die Touren beginnen bei einer Hand dieses Abends.",
                   "the Touren begin at a hand of this evening");
    }
}

TableSetup make_setup(const Evening& e) {
    const Variant& v = find_variant(e.variant);
    return TableSetup{e.players, HouseRules(v.settings(), e.house_rules)};
}

namespace {

/// The dealer named by the hand, or `rotation`.
int dealer_of(const Evening& e, const Json& hand, int rotation) {
    if (hand.is_object() && hand.contains("dealer") && !hand.at("dealer").is_null()) {
        JsonReader r(hand, "", e.players);
        return r.player_value(hand.at("dealer"), "dealer", {"tapp §1.5", "000:L328"});
    }
    return rotation;
}

/// Walks an evening hand by hand: the ledger state and the dealer rotation.
struct Walker {
    const Evening& e;
    const Variant& variant;
    TableSetup setup;
    std::unique_ptr<Ledger> ledger;
    int dealer;

    explicit Walker(const Evening& ev)
        : e(ev), variant(find_variant(ev.variant)), setup(make_setup(ev)), ledger(variant.start(setup)), dealer(ev.first_dealer) {}

    Deal deal_for(const Json& hand) const {
        return make_deal(setup.table_size(), variant.active_players(), dealer_of(e, hand, dealer));
    }

    /// Scores hand number `number` (1-based) and advances the rotation. A refused hand scores
    /// nothing; the deal still passes on. `deal` receives the deal the hand was scored in.
    HandOutcome step(const Json& hand, int number, Deal& deal) {
        deal = make_deal(setup.table_size(), variant.active_players(), dealer);
        try {
            deal = deal_for(hand);
            HandOutcome o = ledger->apply(HandContext{setup, deal, number}, hand);
            dealer = o.same_dealer ? deal.dealer : next_dealer(setup.table_size(), deal.dealer);
            return o;
        } catch (const InputError&) {
            dealer = next_dealer(setup.table_size(), deal.dealer);
            throw;
        }
    }

    /// Walks the first `count` stored hands, ignoring refused ones.
    void skip(std::size_t count) {
        Deal d;
        for (std::size_t i = 0; i < count && i < e.hands.size(); ++i) {
            try {
                step(e.hands[i].inputs, static_cast<int>(i) + 1, d);
            } catch (const InputError&) {
            }
        }
    }
};

/// Advances the Touren count by one hand (see TourenState).
void count_touren(TourenState& t, HandRow& row, const TableSetup& setup) {
    if (t.finished()) {
        row.after_touren = true;
        return;
    }
    if (!t.start_hand && row.number >= t.announced.from_hand && row.dealer == t.starter) t.start_hand = row.number;
    if (!t.start_hand) return;
    const bool dealt_again = row.outcome && row.outcome->same_dealer;
    if (dealt_again) return;
    row.tour_deal = ++t.deals_played;
    if (t.deals_played < t.deals_total) return;
    const bool all_passed = row.outcome && row.outcome->all_passed;
    const bool allow = setup.rules.has("ehrentour") && setup.rules.is("ehrentour", "one_round");
    if (all_passed && allow && !t.ehrentour) {
        t.ehrentour = true;
        t.deals_total += setup.table_size();
        return;
    }
    t.last_hand = row.number;
}

}  // namespace

Deal deal_at(const Evening& e, std::size_t position, const Json& hand) {
    validate_setup(e);
    Walker w(e);
    w.skip(position);
    return w.deal_for(hand);
}

EveningResult recompute(const Evening& e) {
    validate_setup(e);
    Walker w(e);
    const int n = w.setup.table_size();
    EveningResult r;
    r.totals.assign(static_cast<std::size_t>(n), Thirds{});
    Thirds pot;
    if (e.touren) {
        TourenState t;
        t.announced = *e.touren;
        t.starter = (e.first_dealer + n - 1) % n;
        t.deals_total = e.touren->rounds * n;
        r.touren = t;
    }
    for (std::size_t i = 0; i < e.hands.size(); ++i) {
        HandRow row;
        row.number = static_cast<int>(i) + 1;
        row.net.assign(static_cast<std::size_t>(n), Thirds{});
        Deal d;
        try {
            HandOutcome o = w.step(e.hands[i].inputs, row.number, d);
            row.net = o.result.net(n);
            pot += o.result.pot_change();
            row.outcome = std::move(o);
        } catch (const InputError& err) {
            row.error = err;
            ++r.errors;
        }
        row.dealer = d.dealer;
        row.resting = d.resting;
        if (r.touren) count_touren(*r.touren, row, w.setup);
        for (int s = 0; s < n; ++s) r.totals[static_cast<std::size_t>(s)] += row.net[static_cast<std::size_t>(s)];
        row.running = r.totals;
        row.pot = pot;
        r.rows.push_back(std::move(row));
    }
    r.next_dealer = w.dealer;
    r.ledger_lines = w.ledger->lines(w.setup);
    r.closing = w.ledger->close(w.setup);
    r.balance = r.totals;
    const auto closing_net = r.closing.net(n);
    for (int s = 0; s < n; ++s) r.balance[static_cast<std::size_t>(s)] += closing_net[static_cast<std::size_t>(s)];
    r.cents = to_cents(r.balance, e.stake.cents_per_unit);
    r.transfers = settle_transfers(r.cents);
    return r;
}

Preview preview(const Evening& e, std::size_t position, const Json& hand) {
    validate_setup(e);
    Walker w(e);
    w.skip(position);
    Deal d;
    HandOutcome o = w.step(hand, static_cast<int>(position) + 1, d);
    return Preview{d, std::move(o)};
}

}  // namespace tarock
