// Card values and the book's counting: vectors T-C1 .. T-C17 (tapp-zwoelfer-ungarisch-codex §7.1).
#include <doctest/doctest.h>

#include <stdexcept>
#include <vector>

#include "core/cards.hpp"

using namespace tarock;

namespace {
Card k(Suit s) { return Card::of(s, Rank::King); }
Card q(Suit s) { return Card::of(s, Rank::Queen); }
Card c(Suit s) { return Card::of(s, Rank::Cavall); }
Card j(Suit s) { return Card::of(s, Rank::Jack); }
Card pip(Suit s, int v) { return Card::of(s, Rank::Pip, v); }
Card t(int n) { return Card::tarock(n); }

/// `n` packets worth exactly 3 points each: a Cavall and two blank tarocks (7 + 1 + 1 = 9 thirds).
std::vector<Card> packets_worth_3(int n) {
    std::vector<Card> v;
    const Suit suits[] = {Suit::Coeur, Suit::Carreau, Suit::Pique, Suit::Treff};
    for (int i = 0; i < n; ++i) {
        v.push_back(c(suits[i % 4]));
        v.push_back(t(2 + (2 * i) % 19));
        v.push_back(t(3 + (2 * i) % 18));
    }
    return v;
}

std::vector<Card> full_pack(bool small) {
    std::vector<Card> v;
    for (int n = 1; n <= 22; ++n) v.push_back(t(n));
    for (Suit s : {Suit::Coeur, Suit::Carreau, Suit::Pique, Suit::Treff}) {
        v.push_back(k(s));
        v.push_back(q(s));
        v.push_back(c(s));
        v.push_back(j(s));
        const bool red = s == Suit::Coeur || s == Suit::Carreau;
        if (small) v.push_back(pip(s, red ? 1 : 10));
        else
            for (int p : red ? std::vector<int>{4, 3, 2, 1} : std::vector<int>{10, 9, 8, 7}) v.push_back(pip(s, p));
    }
    return v;
}
}  // namespace

TEST_CASE("T-C1 packet Sküs, XV, III is 5") {
    const std::vector<Card> p = {Card::skus(), t(15), t(3)};
    CHECK(count_points(p) == 5);
    CHECK(count_points_landlaeufig(p) == 5);
}

TEST_CASE("T-C2 packet Treff King, Treff Jack, Treff 8 is 6") {
    const std::vector<Card> p = {k(Suit::Treff), j(Suit::Treff), pip(Suit::Treff, 8)};
    CHECK(count_points(p) == 6);
    CHECK(count_points_landlaeufig(p) == 6);
}

TEST_CASE("T-C3 packet Coeur King, Queen, Jack is 9") {
    const std::vector<Card> p = {k(Suit::Coeur), q(Suit::Coeur), j(Suit::Coeur)};
    CHECK(count_points(p) == 9);
    CHECK(count_points_landlaeufig(p) == 9);
}

TEST_CASE("T-C4 sixteen cards: five packets worth 30 and a leftover Queen give 33") {
    // Five packets of an honour, a Jack and a blank: 13 + 4 + 1 = 18 thirds = 6 points each.
    std::vector<Card> v;
    const Suit suits[] = {Suit::Coeur, Suit::Carreau, Suit::Pique, Suit::Treff};
    for (int i = 0; i < 5; ++i) {
        v.push_back(i == 4 ? Card::mond() : k(suits[i]));
        v.push_back(j(suits[i % 4]));
        v.push_back(t(5 + i));
    }
    REQUIRE(count_points(v) == 30);
    v.push_back(q(Suit::Pique));
    CHECK(v.size() == 16);
    CHECK(pile_value(v).to_string() == "33 1/3");
    CHECK(count_points(v) == 33);  // the third is dropped
}

TEST_CASE("T-C5 thirty-two cards: ten packets worth 30, Coeur Queen and Jack give 35") {
    std::vector<Card> v = packets_worth_3(10);
    REQUIRE(count_points(v) == 30);
    v.push_back(q(Suit::Coeur));
    v.push_back(j(Suit::Coeur));
    CHECK(v.size() == 32);
    CHECK(pile_value(v).to_string() == "34 2/3");
    CHECK(count_points(v) == 35);  // 2/3 counts as a whole point
}

TEST_CASE("T-C6 landläufig: Mond, Coeur Queen, Treff Cavall is 10") {
    const std::vector<Card> p = {Card::mond(), q(Suit::Coeur), c(Suit::Treff)};
    CHECK(count_points_landlaeufig(p) == 10);
    CHECK(count_points(p) == 10);
}

TEST_CASE("T-C7 landläufig: Pique King, Carreau Cavall, Pique 8 is 7") {
    const std::vector<Card> p = {k(Suit::Pique), c(Suit::Carreau), pip(Suit::Pique, 8)};
    CHECK(count_points_landlaeufig(p) == 7);
    CHECK(count_points(p) == 7);
}

TEST_CASE("T-C8 landläufig: Pagat, Treff 10, Treff 7 is 5") {
    const std::vector<Card> p = {Card::pagat(), pip(Suit::Treff, 10), pip(Suit::Treff, 7)};
    CHECK(count_points_landlaeufig(p) == 5);
    CHECK(count_points(p) == 5);
}

TEST_CASE("T-C9 landläufig leftover pair Carreau Queen and Jack is 5") {
    // A full packet of blanks in front (worth 1), then the leftover pair.
    const std::vector<Card> p = {t(2), t(3), t(4), q(Suit::Carreau), j(Suit::Carreau)};
    CHECK(count_points_landlaeufig(p) == 1 + 5);
    const std::vector<Card> pair = {q(Suit::Carreau), j(Suit::Carreau)};
    CHECK(count_points_landlaeufig(pair) == 5);
    CHECK(count_points(pair) == 5);
}

TEST_CASE("T-C10 landläufig single leftover Carreau Queen is 3") {
    const std::vector<Card> one = {q(Suit::Carreau)};
    CHECK(count_points_landlaeufig(one) == 3);
    CHECK(count_points(one) == 3);
}

TEST_CASE("T-C11 three pip cards discarded are 1") {
    const std::vector<Card> p = {pip(Suit::Pique, 7), pip(Suit::Coeur, 2), pip(Suit::Treff, 9)};
    CHECK(count_points(p) == 1);
    CHECK(count_points_landlaeufig(p) == 1);
}

TEST_CASE("T-C12 discard of problem 2: Pique Queen, Carreau Queen, Coeur Cavall is 9") {
    const std::vector<Card> p = {q(Suit::Pique), q(Suit::Carreau), c(Suit::Coeur)};
    CHECK(count_points(p) == 9);
    CHECK(count_points_landlaeufig(p) == 9);
}

TEST_CASE("T-C13 discard of problem 3: Coeur Queen, Pique Queen, Carreau Jack is 8") {
    const std::vector<Card> p = {q(Suit::Coeur), q(Suit::Pique), j(Suit::Carreau)};
    CHECK(count_points(p) == 8);
    CHECK(count_points_landlaeufig(p) == 8);
}

TEST_CASE("T-C14 discard of problem 6: Carreau Queen, Pique Cavall, Coeur Cavall is 8") {
    const std::vector<Card> p = {q(Suit::Carreau), c(Suit::Pique), c(Suit::Coeur)};
    CHECK(count_points(p) == 8);
    CHECK(count_points_landlaeufig(p) == 8);
}

TEST_CASE("T-C15 discard of problem 28: the three Queens are 10") {
    const std::vector<Card> p = {q(Suit::Coeur), q(Suit::Pique), q(Suit::Treff)};
    CHECK(count_points(p) == 10);
}

TEST_CASE("T-C16 Zweier discard Carreau Queen + Treff Queen is 6 2/3 exact, rounded with the whole pile") {
    const std::vector<Card> p = {q(Suit::Carreau), q(Suit::Treff)};
    CHECK(pile_value(p).to_string() == "6 2/3");
    CHECK(count_points(p) == 7);  // alone, 2/3 counts whole
    // As part of a larger pile only the total is rounded: add a packet worth exactly 3 (Cavall + 2 blanks).
    std::vector<Card> pile = p;
    pile.push_back(c(Suit::Pique));
    pile.push_back(t(5));
    pile.push_back(t(6));
    CHECK(pile_value(pile).to_string() == "9 2/3");
    CHECK(count_points(pile) == 10);
}

TEST_CASE("T-C17 the whole pack is 70 (54 cards) and 66 (42 cards)") {
    const auto big = full_pack(false);
    const auto small = full_pack(true);
    CHECK(big.size() == 54);
    CHECK(small.size() == 42);
    CHECK(pile_value(big).count() == 210);
    CHECK(count_points(big) == 70);
    CHECK(pile_value(small).count() == 198);
    CHECK(count_points(small) == 66);
    CHECK(pack_points(54) == 70);
    CHECK(pack_points(42) == 66);
    CHECK(round_card_points(Thirds::parse("33 2/3")) == 34);
    CHECK(round_card_points(Thirds::parse("35 1/3")) == 35);
}
