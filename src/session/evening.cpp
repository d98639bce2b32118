#include "session/evening.hpp"

#include <algorithm>
#include <set>

#include "core/table.hpp"
#include "games/common/json_input.hpp"

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
        const std::string p = normalize_name(e.players[i]);
        const std::string field = "players[" + std::to_string(i) + "]";
        if (const std::optional<Text> problem = name_problem(p)) throw InputError(field, {}, *problem);
        if (!seen.insert(p).second) refuse(field, {}, "Der Name '" + p + "' kommt zweimal vor.", "the name '" + p + "' occurs twice");
    }
    if (const auto c = control_character(e.title, false))
        refuse("title", {}, "Der Titel enthält ein Steuerzeichen (" + code_point_name(*c) + "); ein Titel ist eine Zeile Text.",
               "the title contains a control character (" + code_point_name(*c) + "); a title is one line of text");
    if (e.first_dealer < 0 || e.first_dealer >= n) refuse("first_dealer", {}, "Der erste Geber sitzt nicht am Tisch.", "the first dealer is not at the table");
    if (e.stake.cents_per_unit < 0) refuse("stake.cents_per_unit", {}, "Der Einsatz darf nicht negativ sein.", "the stake may not be negative");
    if (e.stake.currency.empty() || e.stake.currency.size() > 8)
        refuse("stake.currency", {}, "Die Währung fehlt oder ist zu lang.", "the currency is missing or too long");
    const TableSetup setup{e.players, HouseRules(v.settings(), e.house_rules)};
    v.check_setup(setup);
    // The first dealer must be a seat that deals (a dummy never does).
    int seat = e.first_dealer;
    bool back = false;
    for (int i = 0; i < n && !back; ++i) {
        seat = v.next_dealer(setup, seat);
        back = seat == e.first_dealer;
    }
    if (!back) refuse("first_dealer", {v.rules_file(), ""}, "Dieser Platz gibt nie (ein Strohmann).", "this seat never deals (a dummy)");
    if (e.touren) {
        if (e.touren->rounds != 3 && e.touren->rounds != 6)
            refuse("touren.rounds", {"tapp §1.5, A22", "000:L314"}, "Es werden drei oder sechs Touren angesagt.",
                   "three or six Touren are announced");
        if (e.touren->from_hand < 1 || e.touren->from_hand > static_cast<int>(e.hands.size()) + 1)
            refuse("touren.from_hand", {"tapp §1.5, A22", "000:L314"}, "Die Touren beginnen bei einer Hand dieses Abends.",
                   "the Touren begin at a hand of this evening");
    }
}

void validate_date(const std::string& date, const std::string& field) {
    if (date.empty()) return;
    auto digits = [&](std::size_t from, std::size_t n) {
        int v = 0;
        for (std::size_t i = from; i < from + n; ++i) {
            if (date[i] < '0' || date[i] > '9') return -1;
            v = v * 10 + (date[i] - '0');
        }
        return v;
    };
    bool ok = date.size() == 10 && date[4] == '-' && date[7] == '-';
    const int y = ok ? digits(0, 4) : -1, m = ok ? digits(5, 2) : -1, d = ok ? digits(8, 2) : -1;
    ok = ok && y >= 0 && m >= 1 && m <= 12 && d >= 1;
    if (ok) {
        static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
        const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
        ok = d <= kDays[m - 1] + (m == 2 && leap ? 1 : 0);
    }
    if (!ok)
        refuse(field, {"docs/session-format.md", ""},
               "'" + date + "' ist kein Datum des Kalenders in der Form JJJJ-MM-TT (z. B. 2026-11-19).",
               "'" + date + "' is not a date of the calendar in the form YYYY-MM-DD (e.g. 2026-11-19)");
}

TableSetup make_setup(const Evening& e) {
    const Variant& v = find_variant(e.variant);
    return TableSetup{e.players, HouseRules(v.settings(), e.house_rules)};
}

namespace {

/// The dealer named by the hand, or `rotation`.
int dealer_of(const TableSetup& setup, const Json& hand, int rotation) {
    if (hand.is_object() && hand.contains("dealer") && !hand.at("dealer").is_null()) {
        JsonReader r(hand, "", setup.players);
        return r.player_value(hand.at("dealer"), "dealer", {"tapp §1.5", "000:L328"});
    }
    return rotation;
}

}  // namespace

EveningState::EveningState(const Evening& e, std::size_t count)
    : variant_(&find_variant(e.variant)), dealer_(e.first_dealer) {
    validate_setup(e);
    setup_ = make_setup(e);
    ledger_ = variant_->start(setup_);
    if (e.touren) {
        // The seats that deal, in turn from the first dealer; the Touren begin with the one
        // who deals just before him (the player to his left).
        TourenState t;
        t.announced = *e.touren;
        int seat = e.first_dealer, dealing = 0;
        do {
            t.starter = seat;
            seat = variant_->next_dealer(setup_, seat);
            ++dealing;
        } while (seat != e.first_dealer && dealing < setup_.table_size());
        dealing_seats_ = dealing;
        t.deals_total = e.touren->rounds * dealing_seats_;
        touren_ = t;
    }
    for (std::size_t i = 0; i < count && i < e.hands.size(); ++i) walk(e.hands[i].inputs);
}

EveningState::EveningState(const EveningState& o)
    : variant_(o.variant_), setup_(o.setup_), ledger_(o.ledger_->clone()), dealer_(o.dealer_), touren_(o.touren_),
      dealing_seats_(o.dealing_seats_), hands_(o.hands_) {}

EveningState& EveningState::operator=(const EveningState& o) {
    if (this != &o) *this = EveningState(o);
    return *this;
}

EveningState::EveningState(EveningState&&) noexcept = default;
EveningState& EveningState::operator=(EveningState&&) noexcept = default;
EveningState::~EveningState() = default;

Deal EveningState::deal_for(const Json& hand) const {
    return variant_->deal(setup_, dealer_of(setup_, hand, dealer_));
}

Preview EveningState::append(const Json& hand) {
    Step s;
    s.deal = deal_for(hand);
    const bool touren_over = touren_ && touren_->finished();
    s.outcome = ledger_->apply(HandContext{setup_, s.deal, static_cast<int>(hands_) + 1, touren_over}, hand);
    pass_deal(s);
    return Preview{s.deal, std::move(*s.outcome)};
}

EveningState::Step EveningState::walk(const Json& hand) {
    Step s;
    s.deal = variant_->deal(setup_, dealer_);
    const bool touren_over = touren_ && touren_->finished();
    try {
        s.deal = deal_for(hand);
        s.outcome = ledger_->apply(HandContext{setup_, s.deal, static_cast<int>(hands_) + 1, touren_over}, hand);
    } catch (const InputError& err) {
        s.error = err;
    }
    pass_deal(s);
    return s;
}

void EveningState::walk_rest(const Evening& e) {
    while (hands_ < e.hands.size()) walk(e.hands[hands_].inputs);
}

void EveningState::pass_deal(Step& s) {
    ++hands_;
    const bool same_dealer = s.outcome && s.outcome->same_dealer;
    dealer_ = same_dealer ? s.deal.dealer : variant_->next_dealer(setup_, s.deal.dealer);
    if (touren_) count_touren(s);
}

void EveningState::count_touren(Step& s) {
    TourenState& t = *touren_;
    const int number = static_cast<int>(hands_);
    if (t.finished()) {
        s.after_touren = true;
        return;
    }
    if (!t.start_hand && number >= t.announced.from_hand && s.deal.dealer == t.starter) t.start_hand = number;
    if (!t.start_hand) return;
    if (s.outcome && s.outcome->same_dealer) return;  // dealt again: not counted
    s.tour_deal = ++t.deals_played;
    if (t.deals_played < t.deals_total) return;
    const bool all_passed = s.outcome && s.outcome->all_passed;
    const bool allow = setup_.rules.has("ehrentour") && setup_.rules.is("ehrentour", "one_round");
    if (all_passed && allow && !t.ehrentour) {
        t.ehrentour = true;
        t.deals_total += dealing_seats_;
        return;
    }
    t.last_hand = number;
    ledger_->touren_ended(setup_);
}

Deal deal_at(const Evening& e, std::size_t position, const Json& hand) {
    return EveningState(e, position).deal_for(hand);
}

EveningResult recompute(const Evening& e) {
    EveningState w(e, 0);
    const int n = w.setup().table_size();
    EveningResult r;
    r.totals.assign(static_cast<std::size_t>(n), Thirds{});
    Thirds pot;
    std::vector<Thirds> written;  // the sheet in points, once a hand writes one
    auto add_written = [&](const std::vector<Thirds>& entries) {
        if (entries.empty()) return;
        written.resize(static_cast<std::size_t>(n));
        for (std::size_t k = 0; k < written.size() && k < entries.size(); ++k) written[k] += entries[k];
    };
    int played = 0;
    for (std::size_t i = 0; i < e.hands.size(); ++i) {
        HandRow row;
        row.number = static_cast<int>(i) + 1;
        EveningState::Step s = w.walk(e.hands[i].inputs);
        row.dealer = s.deal.dealer;
        row.resting = s.deal.resting;
        row.tour_deal = s.tour_deal;
        row.after_touren = s.after_touren;
        row.error = std::move(s.error);
        if (row.error) ++r.errors;
        if (s.outcome) {
            row.net = s.outcome->result.net(n);
            pot += s.outcome->result.pot_change();
            add_written(s.outcome->result.written);
            row.outcome = std::move(s.outcome);
        } else {
            row.net.assign(static_cast<std::size_t>(n), Thirds{});
        }
        row.played = row.outcome && row.outcome->bookkeeping ? 0 : ++played;
        for (int k = 0; k < n; ++k) r.totals[static_cast<std::size_t>(k)] += row.net[static_cast<std::size_t>(k)];
        row.running = r.totals;
        row.written_running = written;
        row.pot = pot;
        r.rows.push_back(std::move(row));
    }
    r.touren = w.touren();
    r.next_dealer = w.next_dealer();
    r.ledger_lines = w.ledger().lines(w.setup());
    r.seat_marks = w.ledger().seat_marks(w.setup());
    r.closing = w.ledger().close(w.setup());
    add_written(r.closing.written);
    r.written_totals = written;
    r.balance = r.totals;
    const auto closing_net = r.closing.net(n);
    for (int k = 0; k < n; ++k) r.balance[static_cast<std::size_t>(k)] += closing_net[static_cast<std::size_t>(k)];
    r.pending = w.ledger().pending(w.setup());
    r.state = std::make_shared<const EveningState>(std::move(w));
    r.ledger = std::shared_ptr<const Ledger>(r.state, &r.state->ledger());
    Thirds sum;
    for (Thirds b : r.balance) sum += b;
    if (!r.pending && !sum.is_zero())
        r.pending = Text{"Die Kasse hält noch " + (-sum).to_string() + "; sie gehört noch niemandem.",
                         "the pot still holds " + (-sum).to_string() + "; it belongs to nobody yet"};
    if (!r.pending) {
        r.cents = to_cents(r.balance, e.stake.cents_per_unit);
        r.transfers = settle_transfers(r.cents);
    }
    return r;
}

int played_number(const EveningResult& r, int row) {
    if (row < 0) return 0;
    const auto i = static_cast<std::size_t>(row);
    if (i < r.rows.size()) return r.rows[i].played;
    int last = 0;  // past the last row: one more than the last dealt hand, and so on
    for (auto it = r.rows.rbegin(); it != r.rows.rend() && last == 0; ++it) last = it->played;
    return last + static_cast<int>(i - r.rows.size()) + 1;
}

int played_number_of_position(const EveningResult& r, int position) { return played_number(r, position - 1); }

int hands_played(const EveningResult& r) { return played_number(r, static_cast<int>(r.rows.size())) - 1; }

Preview preview(const Evening& e, std::size_t position, const Json& hand) {
    return EveningState(e, position).append(hand);
}

}  // namespace tarock
