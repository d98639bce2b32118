#include "core/table.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace tarock {

bool names_dummy(std::string_view name) {
    constexpr std::string_view prefix = "strohmann";
    if (name.size() < prefix.size()) return false;
    for (std::size_t i = 0; i < prefix.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(name[i])) != prefix[i]) return false;
    return true;
}

bool Deal::is_active(int seat) const { return speaking_position(seat) >= 0; }

int Deal::speaking_position(int seat) const {
    auto it = std::find(active.begin(), active.end(), seat);
    return it == active.end() ? -1 : static_cast<int>(it - active.begin());
}

Deal make_deal(int table_size, int active_players, int dealer) {
    if (table_size < active_players || table_size > active_players + 1 || active_players < 1)
        throw std::invalid_argument("a table of " + std::to_string(table_size) + " cannot play a " +
                                    std::to_string(active_players) + "-handed game");
    if (dealer < 0 || dealer >= table_size) throw std::invalid_argument("dealer seat out of range");
    Deal d;
    d.table_size = table_size;
    d.dealer = dealer;
    for (int i = 1; i <= active_players; ++i) d.active.push_back((dealer + i) % table_size);
    if (table_size > active_players) d.resting = dealer;
    return d;
}

}  // namespace tarock
