#pragma once
// Cards, card values and the book's two ways of counting a pile.
// Source: tapp-zwoelfer-ungarisch-codex §1.1-1.3 (000:L190, L214, L236-240, L288-300).

#include <cstdint>
#include <span>
#include <string>

#include "core/thirds.hpp"

namespace tarock {

enum class Suit { Coeur, Carreau, Pique, Treff };
enum class Rank { King, Queen, Cavall, Jack, Pip };

/// A suit's spelling in records: "coeur", "carreau", "pique", "treff".
const char* suit_id(Suit s);
/// A suit's name in explanations, the same in both languages: "Coeur", "Carreau", "Pique", "Treff".
const char* suit_name(Suit s);

/// One card of the 54- or 42-card Tarock pack. A tarock has `number` 1 (Pagat) .. 21 (Mond),
/// 22 for the Sküs; a suit card has a suit and a rank (`pip` is its face value, e.g. 10 or 1).
struct Card {
    bool is_tarock = false;
    int number = 0;  // tarock I..XXI, 22 = Sküs
    Suit suit = Suit::Coeur;
    Rank rank = Rank::Pip;
    int pip = 0;

    static Card tarock(int n) { return Card{true, n, Suit::Coeur, Rank::Pip, 0}; }
    static Card skus() { return tarock(22); }
    static Card mond() { return tarock(21); }
    static Card pagat() { return tarock(1); }
    static Card of(Suit s, Rank r, int pip_value = 0) { return Card{false, 0, s, r, pip_value}; }

    /// Honours: Sküs, Mond, Pagat and the four kings (000:L238).
    bool is_honour() const;
    /// Exact value in thirds: honours 13 (4 1/3), Queen 10, Cavall 7, Jack 4, all else 1
    /// (000:L240).
    std::int64_t value_thirds() const;
    /// The "landläufig" value: honours 5, Queen 4, Cavall 3, Jack 2, all else 0 (000:L296).
    int landlaeufig_value() const;
    /// German name, e.g. "Sküs", "XV", "Treff König".
    std::string name() const;
};

/// The exact value of a pile, in thirds (unrounded).
Thirds pile_value(std::span<const Card> cards);

/// Rounds a pile's exact value to whole points as the book does: a remainder of 2/3 counts as a
/// whole point, a remainder of 1/3 is dropped (000:L292-294). Formula floor((T + 1) / 3) for T
/// thirds (tapp §1.3, INFERRED restatement). Returns whole points. `exact` must be >= 0; throws
/// std::invalid_argument otherwise.
std::int64_t round_card_points(Thirds exact);

/// Counts a pile by the book's exact method (packets of three, 000:L288-294): whole points.
std::int64_t count_points(std::span<const Card> cards);

/// Counts a pile by the "landläufig" method (000:L296-300): packets of three in the given order
/// (three counting cards -2, two -1, one 0, none = 1); leftovers: one or two counting cards -1,
/// a counting card with a blank its full value, two blanks 1, a single blank 0. Whole points.
std::int64_t count_points_landlaeufig(std::span<const Card> cards);

/// Counts a pile of the 40-card Zwanzigerrufen pack by simple addition, no thirds: Sküs, XXI and
/// I 5, every other tarock 1, King 5, Queen 4, Cavall 3, Jack 2, the Glatze (a pip card) 0
/// (koenigrufen_modern §8.1, ZW de "Beim Zählen ... einfach addiert"). Whole points.
int count_points_zwanziger(std::span<const Card> cards);

/// A pack's counting facts, in whole points: its cards, the card points of the whole pack and the
/// points the declarer needs to win, more than half (000:L240, L284, L996).
struct Pack {
    int cards = 54;
    int points = 70;
    int to_win = 36;
    /// Half the pack's points (35 of 70, 33 of 66): a party with exactly half has lost (000:L284).
    constexpr int half() const { return points / 2; }
};

/// The 54-card pack: 70 card points, 36 win (000:L240, L284).
inline constexpr Pack kPack54{54, 70, 36};
/// The 42-card pack ("ohne die Kleinen", Zwölfer, Ungarisch, Paszkiewitsch): 66 card points, 34
/// win (000:L996).
inline constexpr Pack kPack42{42, 66, 34};
/// The 40-card pack of Zwanzigerrufen (without II and III and with one "Glatze" per suit): 88
/// card points counted by simple addition (count_points_zwanziger()), 45 win
/// (docs/rules/koenigrufen-modern.md §8.1, ZW "Der Gesamtwert aller Karten beträgt 88").
inline constexpr Pack kPack40{40, 88, 45};

/// The 78-card pack (Groß-Tarok, Tarok-l'Hombre, the game for four, Taroc 1756): 78 card points,
/// counted in threes (000:2061). Its games compare the players' or the sides' points, so it names
/// no count that wins by itself.
inline constexpr int kPack78Points = 78;

/// Card points of the whole pack: 70 for 54 cards, 66 for 42 cards (000:L240).
constexpr std::int64_t pack_points(int pack_size) { return pack_size == 42 ? kPack42.points : kPack54.points; }

}  // namespace tarock
