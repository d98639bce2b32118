#include "tournament/draw.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <utility>

#include "core/errors.hpp"
#include "core/prng.hpp"
#include "games/common/json_input.hpp"

namespace tarock::tournament {

namespace {

const RuleRef kTableRule{"koenigrufen_modern §7.3", "TIR-19 §1, WTC-20: tables of four, of five where needed, never of three"};

bool seatable(int n) { return n >= 0 && 5 * (n % 4) <= n; }

/// How often each pair of players met in the rounds given.
class Meetings {
public:
    explicit Meetings(const std::vector<Seating>& rounds) {
        for (const Seating& r : rounds)
            for (const auto& table : r)
                for (std::size_t i = 0; i < table.size(); ++i)
                    for (std::size_t j = i + 1; j < table.size(); ++j) ++count_[key(table[i], table[j])];
    }
    int operator()(PlayerId a, PlayerId b) const {
        const auto it = count_.find(key(a, b));
        return it == count_.end() ? 0 : it->second;
    }
    /// The meetings of `p` with the players of `table`, leaving out the seat `skip` (or none).
    int with(PlayerId p, const std::vector<PlayerId>& table, std::size_t skip = static_cast<std::size_t>(-1)) const {
        int n = 0;
        for (std::size_t i = 0; i < table.size(); ++i)
            if (i != skip) n += (*this)(p, table[i]);
        return n;
    }

private:
    static std::pair<PlayerId, PlayerId> key(PlayerId a, PlayerId b) { return a < b ? std::pair{a, b} : std::pair{b, a}; }
    std::map<std::pair<PlayerId, PlayerId>, int> count_;
};

}  // namespace

std::vector<int> table_sizes(int players, const char* field) {
    if (!seatable(players)) {
        int lower = players, higher = players;
        while (lower > 0 && !seatable(lower)) --lower;
        while (!seatable(higher)) ++higher;
        const std::string n = std::to_string(players), lo = std::to_string(lower), hi = std::to_string(higher);
        if (lower <= 0)
            refuse(field, kTableRule, n + " Spieler lassen sich nicht an Tische zu vier oder fünf setzen (nie zu dritt); es braucht mindestens 4.",
                   n + " players cannot be seated at tables of four or five (never three); at least 4 are needed");
        refuse(field, kTableRule,
               n + " Spieler lassen sich nicht an Tische zu vier oder fünf setzen (nie zu dritt); es gehen " + lo + " oder " + hi + ".",
               n + " players cannot be seated at tables of four or five (never three); " + lo + " or " + hi + " can");
    }
    const int fives = players % 4;
    std::vector<int> sizes(static_cast<std::size_t>((players - 5 * fives) / 4), 4);
    sizes.insert(sizes.end(), static_cast<std::size_t>(fives), 5);
    return sizes;
}

int repeated_pairs(const Seating& round, const std::vector<Seating>& earlier) {
    const Meetings met(earlier);
    int n = 0;
    for (const auto& table : round)
        for (std::size_t i = 0; i < table.size(); ++i)
            for (std::size_t j = i + 1; j < table.size(); ++j) n += met(table[i], table[j]);
    return n;
}

Seating draw_round(const std::vector<PlayerId>& present, const std::vector<Seating>& earlier, std::uint64_t seed,
                   int round_number, int swap_passes) {
    std::vector<PlayerId> order = present;
    std::sort(order.begin(), order.end());
    if (const auto dup = std::adjacent_find(order.begin(), order.end()); dup != order.end())
        refuse("players", kTableRule, "Spieler " + std::to_string(*dup) + " ist zweimal angemeldet.",
               "player " + std::to_string(*dup) + " is entered twice");
    const std::vector<int> sizes = table_sizes(static_cast<int>(order.size()));
    Prng g(seed ^ (0xD1B54A32D192ED03ULL * static_cast<std::uint64_t>(round_number)));
    g.shuffle(order);

    Seating tables;
    if (earlier.empty()) {
        auto next = order.begin();
        for (int size : sizes) {
            tables.emplace_back(next, next + size);
            next += size;
        }
        return tables;
    }

    // Greedy: each table begins with the first player left in the shuffled order and takes, seat
    // by seat, the player who has met its players least (the first in the order among equals).
    const Meetings met(earlier);
    std::vector<PlayerId> left = order;
    for (int size : sizes) {
        std::vector<PlayerId> table{left.front()};
        left.erase(left.begin());
        while (static_cast<int>(table.size()) < size) {
            auto best = left.begin();
            int best_count = met.with(*best, table);
            for (auto it = std::next(left.begin()); it != left.end() && best_count > 0; ++it)
                if (const int c = met.with(*it, table); c < best_count) best = it, best_count = c;
            table.push_back(*best);
            left.erase(best);
        }
        tables.push_back(std::move(table));
    }

    // Swaps of two players of different tables while one lowers the repeated pairs.
    for (int pass = 0; pass < swap_passes; ++pass) {
        bool improved = false;
        for (std::size_t a = 0; a < tables.size(); ++a)
            for (std::size_t b = a + 1; b < tables.size(); ++b)
                for (std::size_t i = 0; i < tables[a].size(); ++i)
                    for (std::size_t j = 0; j < tables[b].size(); ++j) {
                        const PlayerId x = tables[a][i], y = tables[b][j];
                        const int before = met.with(x, tables[a], i) + met.with(y, tables[b], j);
                        const int after = met.with(y, tables[a], i) + met.with(x, tables[b], j);
                        if (after < before) {
                            std::swap(tables[a][i], tables[b][j]);
                            improved = true;
                        }
                    }
        if (!improved) break;
    }
    return tables;
}

}  // namespace tarock::tournament
