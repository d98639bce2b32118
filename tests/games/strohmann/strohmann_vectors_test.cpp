// The test vectors of strohmann-grosstarok-historic.md §8 for Strohmann-Tarok and the counting of
// §1.2: H-B1 .. H-B11 (book figures) and H-D1 .. H-D8 (derived). Nets per player [A, B].
#include <array>

#include "core/cards.hpp"
#include "strohmann_helpers.hpp"

using namespace stroh;
using tarock::Card;
using tarock::Rank;
using tarock::Suit;

TEST_CASE("H-B1 Strohmann: the book's endgame played right, the Aufnehmer ends on 35 2/3 and wins 2") {
    CHECK(nets(J(R"({"aufnehmer":"A","points":{"A":"35 2/3"}})")) == V{2, -2});
    CHECK(nets(J(R"({"aufnehmer":"A","points":{"B":"34 1/3"}})")) == V{2, -2});  // B's 34 1/3 (000:978)
}

TEST_CASE("H-B2 Strohmann: the wrong card, the opponent reaches 35 1/3 and the Aufnehmer loses 4") {
    CHECK(nets(J(R"({"aufnehmer":"A","points":{"B":"35 1/3"}})")) == V{-4, 4});
    CHECK(nets(J(R"({"aufnehmer":"A","points":{"A":"34 2/3","B":"35 1/3"}})")) == V{-4, 4});
}

TEST_CASE("H-B3 Strohmann: problem 24, the Aufnehmer B ends on 35 1/3 - no draw in a taken-on game") {
    CHECK(nets(J(R"({"aufnehmer":"B","points":{"B":"35 1/3"}})")) == V{4, -4});
}

TEST_CASE("H-B4 Strohmann: problem 25, Aufnehmer B 37 without announcing tous les trois wins 2 only") {
    CHECK(nets(J(R"({"aufnehmer":"B","points":{"B":37,"A":33},"note":"Trull gehalten, nicht angesagt"})")) == V{-2, 2});
}

TEST_CASE("H-B5 Strohmann: problem 21, tous les sept and only 26 points") {
    // 9 1/3 + 8 1/3 + 8 1/3 = 26 (000:1938): the game is lost.
    CHECK(nets(J(R"({"aufnehmer":"A","points":{"A":26},"honours":{"A":["trull","quatre"]}})")) == V{-2, 2});
    CHECK(nets(J(R"({"aufnehmer":"A","points":{"A":26}})")) == V{-4, 4});
}

TEST_CASE("H-B6 Strohmann: problem 22, the Aufnehmer B loses") {
    CHECK(nets(J(R"({"aufnehmer":"B","result":"lost"})")) == V{4, -4});
}

TEST_CASE("H-B7 Strohmann: problem 23, the Aufnehmer A wins") {
    CHECK(nets(J(R"({"aufnehmer":"A","result":"won"})")) == V{2, -2});
}

TEST_CASE("H-B8 Strohmann: problem 26, the Aufnehmer A wins (solution missing in the OCR)") {
    CHECK(nets(J(R"({"aufnehmer":"A","result":"won"})")) == V{2, -2});
}

TEST_CASE("H-B9 counting: five groups worth 30 and a lone Queen count 33") {
    const std::array<Card, 16> pile = {
        Card::of(Suit::Coeur, Rank::Queen), Card::of(Suit::Coeur, Rank::Cavall), Card::of(Suit::Coeur, Rank::Pip, 1),
        Card::of(Suit::Carreau, Rank::Queen), Card::of(Suit::Carreau, Rank::Cavall), Card::of(Suit::Carreau, Rank::Pip, 2),
        Card::of(Suit::Pique, Rank::Queen), Card::of(Suit::Pique, Rank::Cavall), Card::of(Suit::Pique, Rank::Pip, 7),
        Card::of(Suit::Treff, Rank::King), Card::of(Suit::Treff, Rank::Jack), Card::of(Suit::Treff, Rank::Pip, 8),
        Card::of(Suit::Coeur, Rank::King), Card::of(Suit::Coeur, Rank::Jack), Card::of(Suit::Coeur, Rank::Pip, 3),
        Card::of(Suit::Treff, Rank::Queen)};
    CHECK(tarock::pile_value(pile) == Thirds::from_thirds(100));  // 33 1/3
    CHECK(tarock::count_points(pile) == 33);
    CHECK(tarock::round_card_points(Thirds::from_thirds(100)) == 33);
}

TEST_CASE("H-B10 counting: (Sküs, XV, III) 5, (Treff K, J, 8) 6, (Coeur K, Q, J) 9") {
    const std::array<Card, 3> a = {Card::skus(), Card::tarock(15), Card::tarock(3)};
    const std::array<Card, 3> b = {Card::of(Suit::Treff, Rank::King), Card::of(Suit::Treff, Rank::Jack), Card::of(Suit::Treff, Rank::Pip, 8)};
    const std::array<Card, 3> c = {Card::of(Suit::Coeur, Rank::King), Card::of(Suit::Coeur, Rank::Queen), Card::of(Suit::Coeur, Rank::Jack)};
    CHECK(tarock::count_points(a) == 5);
    CHECK(tarock::count_points(b) == 6);
    CHECK(tarock::count_points(c) == 9);
}

TEST_CASE("H-B11 counting by the old method: 10, 7, 5, leftovers 5 and 3, and the thirds agree") {
    const std::array<Card, 3> a = {Card::mond(), Card::of(Suit::Coeur, Rank::Queen), Card::of(Suit::Treff, Rank::Cavall)};
    const std::array<Card, 3> b = {Card::of(Suit::Pique, Rank::King), Card::of(Suit::Carreau, Rank::Cavall), Card::of(Suit::Pique, Rank::Pip, 8)};
    const std::array<Card, 3> c = {Card::pagat(), Card::of(Suit::Treff, Rank::Pip, 10), Card::of(Suit::Treff, Rank::Pip, 7)};
    const std::array<Card, 2> d = {Card::of(Suit::Carreau, Rank::Queen), Card::of(Suit::Carreau, Rank::Jack)};
    const std::array<Card, 1> e = {Card::of(Suit::Carreau, Rank::Queen)};
    CHECK(tarock::count_points_landlaeufig(a) == 10);
    CHECK(tarock::count_points_landlaeufig(b) == 7);
    CHECK(tarock::count_points_landlaeufig(c) == 5);
    CHECK(tarock::count_points_landlaeufig(d) == 5);
    CHECK(tarock::count_points_landlaeufig(e) == 3);
    CHECK(tarock::count_points(a) == 10);
    CHECK(tarock::count_points(b) == 7);
    CHECK(tarock::count_points(c) == 5);
    CHECK(tarock::count_points(d) == 5);
    CHECK(tarock::count_points(e) == 3);
}

TEST_CASE("H-D1 Strohmann, both pass and play for 1: 35 2/3 wins 1, 35 1/3 against 34 2/3 and 35 : 35 are draws") {
    const Json rules = J(R"({"double_pass":"play_for_1"})");
    CHECK(nets(J(R"({"aufnehmer":"none","points":{"A":"35 2/3"}})"), rules) == V{1, -1});
    CHECK(nets(J(R"({"aufnehmer":"none","points":{"B":"35 2/3"}})"), rules) == V{-1, 1});
    CHECK(nets(J(R"({"aufnehmer":"none","points":{"A":"35 1/3"}})"), rules) == V{0, 0});
    CHECK(nets(J(R"({"aufnehmer":"none","points":{"A":35,"B":35}})"), rules) == V{0, 0});
    // A draw under play_for_1 doubles nothing.
    const auto e = with_hands(table(rules), {J(R"({"aufnehmer":"none","points":{"A":35}})")});
    CHECK(hist::nets(e, J(R"({"aufnehmer":"A","points":{"A":40}})")) == V{2, -2});
}

TEST_CASE("H-D2 Strohmann: the Aufnehmer loses on points but his Pagat wins the last trick") {
    CHECK(nets(J(R"({"aufnehmer":"A","points":{"A":30},"ultimo":{"player":"A","result":"won"}})")) == V{-3, 3});
}

TEST_CASE("H-D3 Strohmann: the Aufnehmer wins and catches the Gegner's Pagat in the last trick") {
    const Json hand = J(R"({"aufnehmer":"A","points":{"A":40},"ultimo":{"player":"B","result":"lost"}})");
    CHECK(nets(hand) == V{3, -3});
    CHECK(nets(hand, J(R"({"pagat":"2"})")) == V{4, -4});
}

TEST_CASE("H-D4 Strohmann, preset 002: won +3, lost -4, a passed game reaching 36 wins 2") {
    CHECK(hist::nets(preset002(), J(R"({"aufnehmer":"A","points":{"A":36}})")) == V{3, -3});
    CHECK(hist::nets(preset002(), J(R"({"aufnehmer":"A","points":{"A":35}})")) == V{-4, 4});
    CHECK(hist::nets(preset002(), J(R"({"aufnehmer":"none","points":{"B":"35 2/3"}})")) == V{-2, 2});
}

TEST_CASE("H-D5 Strohmann, preset 002: a passed game drawn 35 : 35 doubles the next game with its announcements") {
    const auto e = with_hands(preset002(), {J(R"({"aufnehmer":"none","points":{"A":35,"B":35}})"),
                                           J(R"({"aufnehmer":"A","points":{"A":40},"honours":{"A":["trull"]}})")});
    const auto rows = row_nets(e);
    REQUIRE(rows.size() == 2);
    CHECK(rows[0] == V{0, 0});
    CHECK(rows[1] == V{8, -8});  // (3 + 1) x 2
    // Hand 2 is dealt by A, so A is the dealer who took the game on after B passed.
    const auto r = tarock::recompute(e);
    CHECK(r.rows[1].dealer == 0);
    CHECK(hist::mentions(*r.rows[1].outcome, "zählt 2-fach"));
}

TEST_CASE("H-D6 Strohmann, preset 002: all 27 tricks pay the Volat 12 instead of the game") {
    CHECK(hist::nets(preset002(), J(R"({"aufnehmer":"A","volat":"A"})")) == V{12, -12});
    CHECK(hist::nets(preset002(), J(R"({"aufnehmer":"A","volat":"B"})")) == V{-12, 12});
}

TEST_CASE("H-D8 Strohmann: the Gegner revokes after announcing tous les trois in time") {
    CHECK(nets(J(R"({"aufnehmer":"A","renonce":"B","honours":{"B":["trull"]}})")) == V{1, -1});
}
