// The Slovenian sheet kept hand to hand: the written columns, the radelci beside the names, the
// money derived entry by entry (§S11.2), the radelci charged at the end (§S10.3) or at each
// competition round's end (§S12.2, SL-30), and the two variants (four and three players).
#include <algorithm>
#include <numeric>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "games/tarok_si/tarok_si.hpp"
#include "games/tarok_si/tarok_si_text.hpp"

namespace tarock::tarok_si {

namespace {

std::string signed_text(std::int64_t v) { return v > 0 ? "+" + std::to_string(v) : std::to_string(v); }

/// "○○": `count` radelci as the circles drawn on the sheet ("" for none).
std::string circles(int count) {
    std::string out;
    for (int k = 0; k < count; ++k) out += "○";
    return out;
}

/// "Ana ○○, Bojan —": the radelci beside the names, as circles.
Text radelci_text(const RadelciState& s, const std::vector<std::string>& players, bool collective) {
    if (collective) return same(s.collective == 0 ? std::string("—") : circles(s.collective));
    std::string out;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const int held = s.held.at(i);
        out += (i ? ", " : "") + players[i] + " " + (held == 0 ? "—" : circles(held));
    }
    return same(out);
}

class TarokLedger final : public Ledger {
public:
    explicit TarokLedger(int n) : written_(static_cast<std::size_t>(n), 0), round_start_(static_cast<std::size_t>(n), 0) {
        state_.held.assign(static_cast<std::size_t>(n), 0);
    }

    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const TableSetup& setup = ctx.setup;
        const Hand h = parse_hand(j, setup.players);
        validate(h, ctx.deal, setup.rules);
        HandOutcome out;
        out.result.written.assign(setup.players.size(), Thirds{});
        if (h.kind == RecordKind::RoundEnd) {
            round_end(setup, out);
            return out;
        }
        const HandScore sc = score(h, ctx.deal, setup.rules, setup.players, state_);
        book(out.result, sc.entries, setup.rules, setup.players);
        out.result.notes = sc.notes;
        out.summary = sc.summary;
        out.marks = sc.marks;
        out.declarer_won = sc.declarer_won;
        out.game = contract_id(h.contract);
        if (h.contract != Contract::Klop && h.contract != Contract::Renons) out.declarer = h.declarer;
        const bool changed = sc.after.held != state_.held || sc.after.collective != state_.collective;
        state_ = sc.after;
        for (std::size_t s = 0; s < written_.size(); ++s) written_[s] += out.result.written[s].whole_part();
        if (changed)
            out.result.notes.push_back(cat(T("Radelci jetzt: ", "radelci now: ", "Radelci zdaj: "),
                                           radelci_text(state_, setup.players, setup.rules.is("radelci_collective", "on"))));
        if (setup.rules.is("zero_klop", "on") && out.declarer) {
            for (std::size_t s = 0; s < written_.size(); ++s)
                if (written_[s] == 0 && !out.result.written[s].is_zero())
                    out.result.notes.push_back(T(setup.players[s] + " steht genau auf 0: der nächste Hand ist ein Pflicht-Klop (BGA, SL-31).",
                                                 setup.players[s] + " stands at exactly 0: the next hand is a compulsory klop (BGA, SL-31).",
                                                 setup.players[s] + " ima točno 0: naslednja igra je obvezen klop (BGA, SL-31)."));
        }
        return out;
    }

    HandResult close(const TableSetup& setup) const override {
        HandResult r;
        r.written.assign(setup.players.size(), Thirds{});
        if (setup.rules.is("radelci_collective", "on")) {
            if (state_.collective > 0)
                r.notes.push_back(T("Die gemeinsamen Radelci oben auf dem Blatt gehören niemandem und kosten am Ende nichts (SL-14).",
                                    "The collective radelci at the top of the sheet belong to nobody and cost nothing at the end (SL-14).",
                                    "Skupni radelci na vrhu lista niso od nikogar in na koncu ne stanejo nič (SL-14)."));
            return r;
        }
        if (const auto e = radelci_charge(state_, setup.rules, setup.players)) book(r, {*e}, setup.rules, setup.players);
        return r;
    }

    std::unique_ptr<Ledger> clone() const override { return std::make_unique<TarokLedger>(*this); }

    std::vector<LedgerLine> lines(const TableSetup& setup) const override {
        std::vector<LedgerLine> out;
        std::string sheet;
        for (std::size_t s = 0; s < setup.players.size(); ++s) sheet += (s ? " | " : "") + setup.players[s] + " " + signed_text(written_[s]);
        out.push_back({T("Blatt bis jetzt", "sheet so far", "List doslej"), same(sheet)});
        out.push_back({setup.rules.is("radelci_collective", "on") ? T("Gemeinsame Radelci", "collective radelci", "Skupni radelci") : T("Radelci", "radelci", "Radelci"),
                       radelci_text(state_, setup.players, setup.rules.is("radelci_collective", "on"))});
        for (std::size_t i = 0; i < rounds_.size(); ++i) {
            std::string t;
            for (std::size_t s = 0; s < setup.players.size(); ++s)
                t += (s ? ", " : "") + setup.players[s] + " " + twelfths_text(rounds_[i][s]);
            out.push_back({T(fmt::format("Runde {}", i + 1), fmt::format("round {}", i + 1), fmt::format("Krog {}", i + 1)), same(t)});
        }
        if (!rounds_.empty()) {
            std::string t;
            for (std::size_t s = 0; s < setup.players.size(); ++s) {
                int sum = 0;
                for (const auto& r : rounds_) sum += r[s];
                t += (s ? ", " : "") + setup.players[s] + " " + twelfths_text(sum);
            }
            out.push_back({T("Ranglistenpunkte", "ranking points", "Uvrstitvene točke"), same(t)});
        }
        return out;
    }

    /// The radelci each seat holds, as circles beside the name (§S10.1); none with collective
    /// radelci (SL-14: they stand at the top of the sheet, in lines()).
    std::vector<std::string> seat_marks(const TableSetup& setup) const override {
        std::vector<std::string> out(setup.players.size());
        if (setup.rules.is("radelci_collective", "on")) return out;
        for (std::size_t s = 0; s < out.size() && s < state_.held.size(); ++s) out[s] = circles(state_.held[s]);
        return out;
    }

private:
    void round_end(const TableSetup& setup, HandOutcome& out) {
        out.bookkeeping = true;
        out.same_dealer = true;
        out.game = "round_end";
        if (setup.rules.is("competition", "rounds") && !setup.rules.is("radelci_collective", "on")) {
            if (const auto e = radelci_charge(state_, setup.rules, setup.players)) book(out.result, {*e}, setup.rules, setup.players);
            std::fill(state_.held.begin(), state_.held.end(), 0);
        }
        std::vector<std::int64_t> round(written_.size());
        for (std::size_t s = 0; s < written_.size(); ++s) {
            written_[s] += out.result.written[s].whole_part();
            round[s] = written_[s] - round_start_[s];
        }
        round_start_ = written_;
        const std::vector<int> pts = ranking_twelfths(round);
        rounds_.push_back(pts);
        std::string list, list_sl;
        for (std::size_t s = 0; s < round.size(); ++s) {
            list += (s ? ", " : "") + setup.players[s] + " " + signed_text(round[s]) + " → " + twelfths_text(pts[s]);
        }
        const std::string n = std::to_string(rounds_.size());
        out.summary = T("Ende der Runde " + n + ": " + list, "end of round " + n + ": " + list, "Konec kroga " + n + ": " + list);
        out.result.notes.push_back(T("Ranglistenpunkte der Runde: 2 für den Ersten, 1 für den Zweiten, ½ für den Letzten; Gleichstand teilt (TZS-GG, SL-29).",
                                     "Ranking points of the round: 2 for the first, 1 for the second, ½ for the last; ties share (TZS-GG, SL-29).",
                                     "Uvrstitvene točke kroga: 2 za prvega, 1 za drugega, ½ za zadnjega; izenačeni si delijo (TZS-GG, SL-29)."));
    }

    RadelciState state_;
    std::vector<std::int64_t> written_;
    std::vector<std::int64_t> round_start_;
    std::vector<std::vector<int>> rounds_;
};

class TarokVariant final : public Variant {
public:
    explicit TarokVariant(bool three) : three_(three) {}
    std::string id() const override { return three_ ? "tarok_si3" : "tarok_si"; }
    Text name() const override {
        return three_ ? T("Slowenischer Tarok zu dritt", "Slovenian Tarok for three", "Tarok v treh") : T("Slowenischer Tarok", "Slovenian Tarok", "Tarok");
    }
    std::string rules_file() const override { return "docs/rules/tarok-si.md"; }
    int active_players() const override { return three_ ? 3 : 4; }
    std::vector<int> table_sizes() const override { return {three_ ? 3 : 4}; }
    Text unit() const override { return T("Punkte", "points", "točke"); }
    Text pot_name() const override { return T("Kasse", "pot", "blagajna"); }
    const std::vector<SettingSpec>& settings() const override { return three_ ? settings_three() : settings_four(); }
    std::unique_ptr<Ledger> start(const TableSetup& setup) const override { return std::make_unique<TarokLedger>(setup.table_size()); }
    void check_setup(const TableSetup& setup) const override {
        if (!three_ && setup.rules.is("money", "average"))
            refuse3("house_rules.money", kRuleMoney, "Gegen den Durchschnitt abzurechnen ergibt zu viert Viertelpunkte; stattdessen den Einsatz vierteln.",
                    "settling against the average gives quarter points with four players; divide the stake by four instead",
                    "Obračun glede na povprečje v štirih da četrtine točk; raje četrtino vložka.");
    }

private:
    bool three_;
};

}  // namespace

std::optional<Entry> radelci_charge(const RadelciState& state, const HouseRules& rules, const std::vector<std::string>& players) {
    const std::int64_t penalty = std::stoll(rules.choice("radelci_penalty"));
    Entry e{same(""), kRuleRadelciEnd, std::vector<std::int64_t>(players.size(), 0)};
    std::string list;
    for (std::size_t s = 0; s < players.size(); ++s) {
        const int k = state.held.at(s);
        if (k == 0) continue;
        e.points[s] = -penalty * k;
        list += (list.empty() ? "" : ", ") + players[s] + " " + std::to_string(k) + " × −" + std::to_string(penalty);
    }
    if (list.empty() || penalty == 0) return std::nullopt;
    e.what = T("Übrige Radelci: " + list, "unused radelci: " + list, "Neporabljeni radelci: " + list);
    e.rule = RuleRef{"tarok_si §S10.3, SL-15", "TSB EndGame L110-119; MRC radliEndOfSession; PAL gameend.go L28"};
    return e;
}

void book(HandResult& out, const std::vector<Entry>& entries, const HouseRules& rules, const std::vector<std::string>& players) {
    const std::size_t n = players.size();
    if (out.written.size() != n) out.written.assign(n, Thirds{});
    const std::string money = rules.choice("money");
    for (const Entry& e : entries) {
        for (std::size_t s = 0; s < n; ++s) out.written[s] += Thirds::whole(e.points[s]);
        if (money == "none") continue;
        std::string shown;
        for (std::size_t s = 0; s < n; ++s)
            if (e.points[s] != 0) shown += (shown.empty() ? "" : ", ") + players[s] + " " + signed_text(e.points[s]);
        const Text reason = cat(e.what, T(" · geschrieben: " + shown, " · written: " + shown, " · zapisano: " + shown));
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i + 1; j < n; ++j) {
                const std::int64_t d = e.points[i] - e.points[j];
                if (d == 0) continue;
                // Pairwise (SL-22 a): the pair settles the difference; against the average (b): a
                // third of it with three players (the only table where it stays exact).
                const Thirds amount = money == "average" ? Thirds::from_thirds(d < 0 ? -d : d) : Thirds::whole(d < 0 ? -d : d);
                const int payer = static_cast<int>(d > 0 ? j : i), payee = static_cast<int>(d > 0 ? i : j);
                out.pay(payer, payee, amount, reason, e.rule);
            }
    }
}

std::vector<int> ranking_twelfths(const std::vector<std::int64_t>& totals) {
    // Places 1, 2, 3 earn 24, 12, 6 twelfths (2, 1, ½); a fourth place (not in the TZS form) 0.
    const std::vector<int> by_place = {24, 12, 6, 0};
    std::vector<std::size_t> order(totals.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return totals[a] > totals[b]; });
    std::vector<int> out(totals.size(), 0);
    for (std::size_t i = 0; i < order.size();) {
        std::size_t k = i;
        int sum = 0;
        while (k < order.size() && totals[order[k]] == totals[order[i]]) {
            sum += k < by_place.size() ? by_place[k] : 0;
            ++k;
        }
        for (std::size_t m = i; m < k; ++m) out[order[m]] = sum / static_cast<int>(k - i);
        i = k;
    }
    return out;
}

std::string twelfths_text(int t) {
    const int whole = t / 12, rest = t % 12;
    if (rest == 0) return std::to_string(whole);
    const int g = std::gcd(rest, 12);
    const std::string frac = std::to_string(rest / g) + "/" + std::to_string(12 / g);
    return whole == 0 ? frac : std::to_string(whole) + " " + frac;
}

const Variant& tarok_si_variant() {
    static const TarokVariant v(false);
    return v;
}

const Variant& tarok_si3_variant() {
    static const TarokVariant v(true);
    return v;
}

}  // namespace tarock::tarok_si
