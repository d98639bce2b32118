// The 1756 counting of card points (§1.3, 004:135, 004:141, 004:166).
#include <stdexcept>

#include "games/taroc1756/taroc1756.hpp"

namespace tarock::taroc1756 {

int face_1756(const Card& c, bool vienna) {
    if (c.is_tarock) {
        if (c.number == 21) return vienna ? 6 : 5;  // the Mongue
        if (c.number == 1 || c.number == 22) return 5;  // Pagat, Scüs
        return 1;
    }
    switch (c.rank) {
        case Rank::King: return 5;
        case Rank::Queen: return 4;
        case Rank::Cavall: return 3;
        case Rank::Jack: return 2;
        case Rank::Pip: return 1;
    }
    return 1;
}

std::int64_t count_1756(std::span<const Card> cards, int group_size) {
    if (group_size != 3 && group_size != 4) throw std::invalid_argument("the 1756 counting uses groups of three or four");
    if (cards.size() % static_cast<std::size_t>(group_size) != 0)
        throw std::invalid_argument("the 1756 counting defines whole groups only");
    std::int64_t total = 0;
    for (const Card& c : cards) total += face_1756(c, group_size == 4);
    return total - static_cast<std::int64_t>(cards.size() / static_cast<std::size_t>(group_size)) * (group_size - 1);
}

}  // namespace tarock::taroc1756
