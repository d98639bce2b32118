#include "session/analysis.hpp"

#include <algorithm>

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

std::vector<PlayerStats> player_statistics(const std::vector<Evening>& evenings) {
    // Amounts, declarers, results and game ids only: the words of the explanations are not built.
    const WithoutExplanations amounts_only;
    std::vector<PlayerStats> out;
    auto stats_of = [&](const std::string& name) -> PlayerStats& {
        for (PlayerStats& p : out)
            if (p.name == name) return p;
        out.push_back(PlayerStats{});
        out.back().name = name;
        return out.back();
    };
    for (std::size_t k = 0; k < evenings.size(); ++k) {
        const Evening& e = evenings[k];
        EveningResult r;
        try {
            r = recompute(e);
        } catch (const InputError&) {
            continue;
        }
        for (std::size_t s = 0; s < e.players.size(); ++s) {
            PlayerStats& p = stats_of(e.players[s]);
            ++p.evenings;
            p.cents_by_evening.resize(evenings.size());
            std::int64_t cents = 0;
            if (!r.cents.empty()) cents = r.cents[s];
            else cents = round_cents(r.totals[s], e.stake.cents_per_unit);
            p.cents_by_evening[k] = cents;
            p.cents_total += cents;
        }
        for (const HandRow& row : r.rows) {
            if (!row.outcome || row.outcome->bookkeeping) continue;
            for (std::size_t s = 0; s < e.players.size(); ++s) {
                PlayerStats& p = stats_of(e.players[s]);
                ++p.hands;
                if (!row.resting || *row.resting != static_cast<int>(s)) ++p.hands_active;
            }
            if (row.outcome->declarer) {
                PlayerStats& p = stats_of(e.players[static_cast<std::size_t>(*row.outcome->declarer)]);
                const bool won = row.outcome->declarer_won.value_or(false);
                ++p.declared;
                if (won) ++p.won;
                auto& g = p.by_game[row.outcome->game];
                ++g.first;
                if (won) ++g.second;
            }
        }
    }
    for (PlayerStats& p : out) p.cents_by_evening.resize(evenings.size());
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
