#include "session/analysis.hpp"

#include <algorithm>
#include <stdexcept>

#include "games/common/without_explanations.hpp"

namespace tarock {

WhatIf what_if(const Evening& e, std::size_t position, const Json& changed) {
    const Json& stored = e.hands.at(position).inputs;
    WhatIf w{preview(e, position, stored), preview(e, position, changed), {}, {}, {}};
    const int n = static_cast<int>(e.players.size());
    w.original_net = w.original.outcome.result.net(n);
    w.changed_net = w.changed.outcome.result.net(n);
    for (int s = 0; s < n; ++s) {
        const auto i = static_cast<std::size_t>(s);
        w.difference.push_back(w.changed_net[i] - w.original_net[i]);
    }
    return w;
}

EveningFigures evening_figures(const Evening& e) {
    // Amounts, declarers, results and game ids only: the words of the explanations are not built.
    const WithoutExplanations amounts_only;
    EveningResult r;
    try {
        r = recompute(e);
    } catch (const InputError&) {
        return EveningFigures{false, {}, static_cast<int>(e.hands.size())};
    }
    EveningFigures f{true, {}, hands_played(r)};
    for (std::size_t s = 0; s < e.players.size(); ++s) {
        SeatFigures seat;
        seat.name = e.players[s];
        seat.cents = r.cents.empty() ? round_cents(r.totals[s], e.stake.cents_per_unit) : r.cents[s];
        f.seats.push_back(std::move(seat));
    }
    for (const HandRow& row : r.rows) {
        if (!row.outcome || row.outcome->bookkeeping) continue;
        for (std::size_t s = 0; s < f.seats.size(); ++s) {
            ++f.seats[s].hands;
            if (!row.resting || *row.resting != static_cast<int>(s)) ++f.seats[s].hands_active;
        }
        if (row.outcome->declarer) {
            SeatFigures& d = f.seats.at(static_cast<std::size_t>(*row.outcome->declarer));
            const bool won = row.outcome->declarer_won.value_or(false);
            ++d.declared;
            if (won) ++d.won;
            auto& g = d.by_game[row.outcome->game];
            ++g.first;
            if (won) ++g.second;
        }
    }
    return f;
}

std::vector<PlayerStats> player_statistics(const std::vector<EveningFigures>& evenings) {
    std::vector<PlayerStats> out;
    auto stats_of = [&](const std::string& name) -> PlayerStats& {
        for (PlayerStats& p : out)
            if (p.name == name) return p;
        out.push_back(PlayerStats{});
        out.back().name = name;
        return out.back();
    };
    for (std::size_t k = 0; k < evenings.size(); ++k) {
        if (!evenings[k].scored) continue;
        for (const SeatFigures& seat : evenings[k].seats) {
            PlayerStats& p = stats_of(seat.name);
            ++p.evenings;
            p.cents_by_evening.resize(evenings.size());
            p.cents_by_evening[k] = seat.cents;
            p.cents_total += seat.cents;
            p.hands += seat.hands;
            p.hands_active += seat.hands_active;
            p.declared += seat.declared;
            p.won += seat.won;
            for (const auto& [game, dw] : seat.by_game) {
                auto& g = p.by_game[game];
                g.first += dw.first;
                g.second += dw.second;
            }
        }
    }
    for (PlayerStats& p : out) p.cents_by_evening.resize(evenings.size());
    return out;
}

std::vector<PlayerStats> player_statistics(const std::vector<Evening>& evenings) {
    std::vector<EveningFigures> figures;
    figures.reserve(evenings.size());
    for (const Evening& e : evenings) figures.push_back(evening_figures(e));
    return player_statistics(figures);
}

std::vector<CurrencyStatistics> statistics_by_currency(const std::vector<EveningFigures>& figures, const std::vector<std::string>& currencies) {
    if (figures.size() != currencies.size()) throw std::invalid_argument("statistics_by_currency: one currency per evening");
    std::vector<CurrencyStatistics> out;
    for (std::size_t k = 0; k < figures.size(); ++k) {
        auto it = std::find_if(out.begin(), out.end(), [&](const CurrencyStatistics& c) { return c.currency == currencies[k]; });
        if (it == out.end()) it = out.insert(out.end(), CurrencyStatistics{currencies[k], {}, {}});
        it->evenings.push_back(k);
    }
    for (CurrencyStatistics& c : out) {
        std::vector<EveningFigures> of;
        of.reserve(c.evenings.size());
        for (std::size_t k : c.evenings) of.push_back(figures[k]);
        c.players = player_statistics(of);
    }
    return out;
}

std::vector<std::vector<Thirds>> running_totals(const EveningResult& r) {
    const std::size_t n = r.totals.size();
    std::vector<std::vector<Thirds>> series(n);
    for (const HandRow& row : r.rows)
        for (std::size_t s = 0; s < n; ++s) series[s].push_back(row.running[s]);
    return series;
}

}  // namespace tarock
