#include "core/cards.hpp"

#include <stdexcept>

namespace tarock {

const char* suit_id(Suit s) {
    switch (s) {
        case Suit::Coeur: return "coeur";
        case Suit::Carreau: return "carreau";
        case Suit::Pique: return "pique";
        case Suit::Treff: return "treff";
    }
    return "";
}

const char* suit_name(Suit s) {
    switch (s) {
        case Suit::Coeur: return "Coeur";
        case Suit::Carreau: return "Carreau";
        case Suit::Pique: return "Pique";
        case Suit::Treff: return "Treff";
    }
    return "";
}

bool Card::is_honour() const {
    if (is_tarock) return number == 1 || number == 21 || number == 22;
    return rank == Rank::King;
}

std::int64_t Card::value_thirds() const {
    if (is_honour()) return 13;
    if (is_tarock) return 1;
    switch (rank) {
        case Rank::Queen: return 10;
        case Rank::Cavall: return 7;
        case Rank::Jack: return 4;
        default: return 1;
    }
}

int count_points_zwanziger(std::span<const Card> cards) {
    int total = 0;
    for (const Card& c : cards) total += c.is_tarock && !c.is_honour() ? 1 : c.landlaeufig_value();
    return total;
}

int Card::landlaeufig_value() const {
    if (is_honour()) return 5;
    if (is_tarock) return 0;
    switch (rank) {
        case Rank::Queen: return 4;
        case Rank::Cavall: return 3;
        case Rank::Jack: return 2;
        default: return 0;
    }
}

std::string Card::name() const {
    static const char* roman[] = {"",     "I",     "II",   "III",  "IV",  "V",    "VI",  "VII",
                                  "VIII", "IX",    "X",    "XI",   "XII", "XIII", "XIV", "XV",
                                  "XVI",  "XVII",  "XVIII", "XIX", "XX",  "XXI"};
    if (is_tarock) return number == 22 ? "Sküs" : number == 21 ? "Mond" : number == 1 ? "Pagat" : roman[number];
    static const char* suits[] = {"Coeur", "Carreau", "Pique", "Treff"};
    std::string s = suits[static_cast<int>(suit)];
    switch (rank) {
        case Rank::King: return s + " König";
        case Rank::Queen: return s + " Dame";
        case Rank::Cavall: return s + " Cavall";
        case Rank::Jack: return s + " Bube";
        case Rank::Pip: return s + " " + std::to_string(pip);
    }
    return s;
}

Thirds pile_value(std::span<const Card> cards) {
    std::int64_t t = 0;
    for (const Card& c : cards) t += c.value_thirds();
    return Thirds::from_thirds(t);
}

std::int64_t round_card_points(Thirds exact) {
    if (exact.count() < 0) throw std::invalid_argument("card points cannot be negative");
    return (exact.count() + 1) / 3;
}

std::int64_t count_points(std::span<const Card> cards) { return round_card_points(pile_value(cards)); }

std::int64_t count_points_landlaeufig(std::span<const Card> cards) {
    std::int64_t total = 0;
    std::size_t i = 0;
    for (; i + 3 <= cards.size(); i += 3) {
        int sum = 0, counting = 0;
        for (std::size_t j = i; j < i + 3; ++j) {
            sum += cards[j].landlaeufig_value();
            if (cards[j].landlaeufig_value() > 0) ++counting;
        }
        if (counting == 0) total += 1;          // a packet of blanks is worth 1
        else total += sum - (counting - 1);     // 3 counting -2, 2 counting -1, 1 counting 0
    }
    const std::size_t left = cards.size() - i;
    if (left == 0) return total;
    int sum = 0, counting = 0;
    for (std::size_t j = i; j < cards.size(); ++j) {
        sum += cards[j].landlaeufig_value();
        if (cards[j].landlaeufig_value() > 0) ++counting;
    }
    if (counting == static_cast<int>(left)) total += sum - 1;  // one or two counting cards: -1
    else if (counting == 1) total += sum;                      // counting card + blank: full value
    else if (left == 2) total += 1;                            // two blanks: 1
    // a single blank left over is worth 0 (exact method; INFERRED, tapp §1.3)
    return total;
}

}  // namespace tarock
