#include "session/ranking.hpp"

#include <algorithm>
#include <climits>
#include <numeric>

#include "core/errors.hpp"
#include "core/prng.hpp"
#include "games/common/json_input.hpp"

namespace tarock {

namespace {

const RuleRef kTieBreakRule{"koenigrufen_modern §7.3", "TIR §8; TIR-19 §7; HT §8.1 [MAIR-CUPS]"};

/// What the tie-break compares for one entrant, all vectors of the same length for every entrant
/// (rounds not played come last, below any played round, so the order is a strict weak order).
struct Key {
    Thirds sum;
    std::vector<std::optional<Thirds>> rounds;  ///< best first, rounds not played (nullopt) last
    std::vector<int> places;                    ///< best first, INT_MAX for a round not played
};

Key key_of(const Entrant& e, std::size_t round_count) {
    Key k;
    for (const auto& r : e.rounds) {
        if (!r) continue;
        k.sum += r->schrift;
        k.rounds.emplace_back(r->schrift);
        k.places.push_back(r->table_place);
    }
    std::sort(k.rounds.begin(), k.rounds.end(), [](const auto& a, const auto& b) { return *a > *b; });
    std::sort(k.places.begin(), k.places.end());
    k.rounds.resize(round_count);
    k.places.resize(round_count, INT_MAX);
    return k;
}

/// <0 when `a` ranks ahead of `b`, >0 when behind, 0 when level (before the lot).
int compare(const Key& a, const Key& b, TieBreak t) {
    if (a.sum != b.sum) return a.sum > b.sum ? -1 : 1;
    if (t == TieBreak::Shared) return 0;
    // A played round beats a round not played; then more Schrift is better.
    auto round_cmp = [](const std::optional<Thirds>& x, const std::optional<Thirds>& y) {
        if (x.has_value() != y.has_value()) return x ? -1 : 1;
        if (!x || *x == *y) return 0;
        return *x > *y ? -1 : 1;
    };
    if (t == TieBreak::BestRound) return round_cmp(a.rounds.front(), b.rounds.front());
    for (std::size_t i = 0; i < a.rounds.size(); ++i)
        if (const int c = round_cmp(a.rounds[i], b.rounds[i]); c != 0) return c;
    for (std::size_t i = 0; i < a.places.size(); ++i)
        if (a.places[i] != b.places[i]) return a.places[i] < b.places[i] ? -1 : 1;
    return 0;
}

}  // namespace

std::string_view tie_break_id(TieBreak t) {
    switch (t) {
        case TieBreak::Shared: return "sum";
        case TieBreak::BestRound: return "best_round";
        case TieBreak::Tirol: return "tirol";
    }
    return "sum";
}

TieBreak parse_tie_break(std::string_view id, const std::string& field) {
    for (TieBreak t : {TieBreak::Shared, TieBreak::BestRound, TieBreak::Tirol})
        if (tie_break_id(t) == id) return t;
    refuse(field, kTieBreakRule, "Unbekannte Reihung bei Gleichstand '" + std::string(id) + "' (sum, best_round, tirol).",
           "unknown tie-break '" + std::string(id) + "' (sum, best_round, tirol)");
}

TieBreak tie_break_of_preset(std::string_view preset_code) {
    if (preset_code == "P-TIR") return TieBreak::Tirol;
    if (preset_code == "P-RTC" || preset_code == "P-OEF") return TieBreak::BestRound;
    return TieBreak::Shared;
}

std::vector<int> table_places(const std::vector<Thirds>& schrift) {
    std::vector<int> places(schrift.size(), 1);
    for (std::size_t i = 0; i < schrift.size(); ++i)
        for (const Thirds& other : schrift)
            if (other > schrift[i]) ++places[i];
    return places;
}

std::vector<Placing> rank(const std::vector<Entrant>& entrants, TieBreak tie_break, std::uint64_t lot_seed) {
    std::size_t round_count = 1;
    for (const Entrant& e : entrants) round_count = std::max(round_count, e.rounds.size());
    std::vector<Key> keys;
    keys.reserve(entrants.size());
    for (const Entrant& e : entrants) keys.push_back(key_of(e, round_count));

    std::vector<std::size_t> order(entrants.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return compare(keys[a], keys[b], tie_break) < 0; });

    std::vector<Placing> out;
    out.reserve(entrants.size());
    Prng lot(lot_seed);
    for (std::size_t begin = 0; begin < order.size();) {
        std::size_t end = begin + 1;
        while (end < order.size() && compare(keys[order[begin]], keys[order[end]], tie_break) == 0) ++end;
        std::vector<std::size_t> group(order.begin() + static_cast<std::ptrdiff_t>(begin), order.begin() + static_cast<std::ptrdiff_t>(end));
        const bool level = group.size() > 1;
        const bool by_lot = level && tie_break == TieBreak::Tirol;
        if (by_lot) lot.shuffle(group);
        for (std::size_t i = 0; i < group.size(); ++i) {
            const Entrant& e = entrants[group[i]];
            Placing p;
            p.entrant = group[i];
            p.place = static_cast<int>(begin + (by_lot ? i : 0)) + 1;
            p.shared = level && !by_lot;
            p.by_lot = by_lot;
            for (const auto& r : e.rounds) {
                if (!r) continue;
                p.schrift += r->schrift;
                p.geld += r->geld;
                ++p.rounds_played;
            }
            out.push_back(p);
        }
        begin = end;
    }
    return out;
}

std::optional<std::vector<Placing>> evening_ranking(const Evening& e, const EveningResult& r) {
    const TableSetup setup = make_setup(e);
    if (!setup.rules.has("schrift") || !setup.rules.is("schrift", "split")) return std::nullopt;
    const std::size_t n = e.players.size();
    std::vector<Thirds> schrift(n);
    for (std::size_t i = 0; i < n && i < r.written_totals.size(); ++i) schrift[i] = r.written_totals[i];
    const std::vector<int> places = table_places(schrift);
    std::vector<Entrant> entrants;
    for (std::size_t i = 0; i < n; ++i)
        entrants.push_back({e.players[i], {RoundResult{schrift[i], i < r.balance.size() ? r.balance[i] : Thirds{}, places[i]}}});
    return rank(entrants, TieBreak::Shared);
}

}  // namespace tarock
