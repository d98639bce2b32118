// The test vectors of strohmann-grosstarok-historic.md §8 for the 1756 Taroc (seed 004): H-B17,
// H-B18, H-D29, H-D30, H-D32 (three "zum König") and H-D33 .. H-D35 (four in pairs, Vienna).
// Three players A (Vorhand), B, C (dealer), nets [A, B, C]; Vienna A, B, C, D with the pairs
// A + C ("NS") and B + D ("EW"), nets [A, B, C, D].
#include <array>

#include "core/cards.hpp"
#include "taroc1756_helpers.hpp"
#include "games/taroc1756/taroc1756.hpp"

using namespace hist;
using tarock::Card;
using tarock::Rank;
using tarock::Suit;

namespace {

/// The stakes of one Partie of four games given NS's points (EW: 72 - x), per seat.
V partie(const std::vector<int>& ns, Json rules = Json::object()) {
    std::vector<Json> hands;
    for (std::size_t i = 0; i < ns.size(); ++i) hands.push_back({{"points", {{"A", ns[i]}}}});
    const auto rows = row_nets(with_hands(wien(std::move(rules)), hands));
    return rows.back();
}
}  // namespace

TEST_CASE("H-B17 Taroc 1756: ten tarocks, a Cavalerie, Mongue Scüs Pagat and the Pagat's last trick make 34 (Cavalerie 4)") {
    // 004:108: 10 + 4 + 10 + 10 = 34 "more than the others", from each. A ends on 40 (> 26, A-O2),
    // B 26, C 12: the card points add +14 / 0 / -14 (004:140).
    const Json hand = J(R"({"points":{"A":40,"B":26},
        "honneurs":{"A":[{"honneur":"zehn_tarocs"},{"honneur":"cavalerie","suit":"coeur"},{"honneur":"matadors","tarocks":[21,1]}]},
        "pagat":{"player":"A","result":"won_last"}})");
    CHECK(nets(three(J(R"({"cavalerie":"4"})")), hand) == V{2 * 34 + 14, -34, -34 - 14});
    // With the numbered rules' value 10 (the default, A-O1) it is 40.
    CHECK(nets(three(), hand) == V{2 * 40 + 14, -40, -40 - 14});
}

TEST_CASE("H-B18 1756 counting in threes: two Kings and a blank 9, three Kings 13, two Kings and a Valet 10") {
    const std::array<Card, 3> a = {Card::of(Suit::Coeur, Rank::King), Card::of(Suit::Pique, Rank::King), Card::of(Suit::Treff, Rank::Pip, 7)};
    const std::array<Card, 3> b = {Card::of(Suit::Coeur, Rank::King), Card::of(Suit::Pique, Rank::King), Card::of(Suit::Treff, Rank::King)};
    const std::array<Card, 3> c = {Card::of(Suit::Coeur, Rank::King), Card::of(Suit::Pique, Rank::King), Card::of(Suit::Treff, Rank::Jack)};
    CHECK(tarock::taroc1756::count_1756(a, 3) == 9);
    CHECK(tarock::taroc1756::count_1756(b, 3) == 13);
    CHECK(tarock::taroc1756::count_1756(c, 3) == 10);
    // The whole pack counts 78 (one third = 26, §1.3).
    CHECK(tarock::taroc1756::count_1756(tarock::grosstarok::pack78(), 3) == 78);
}

TEST_CASE("H-D29 Taroc 1756: A's Pagat trumped over costs 5 to each, lost in the last trick 10 to each, winning it 10 from each") {
    const std::string pts = R"("points":{"A":26,"B":26})";
    CHECK(nets(three(), J("{" + pts + R"(,"pagat":{"player":"A","result":"lost"}})")) == V{-10, 5, 5});
    CHECK(nets(three(), J("{" + pts + R"(,"pagat":{"player":"A","result":"lost_last"}})")) == V{-20, 10, 10});
    CHECK(nets(three(), J("{" + pts + R"(,"pagat":{"player":"A","result":"won_last"}})")) == V{20, -10, -10});
}

TEST_CASE("H-D30 Taroc 1756: card points 40, 26, 12 settle +14, 0, -14 against 26") {
    CHECK(nets(three(), J(R"({"points":{"A":40,"B":26,"C":12}})")) == V{14, 0, -14});
    CHECK(nets(three(), J(R"({"points":{"A":40,"C":12}})")) == V{14, 0, -14});  // B completed from 78
}

TEST_CASE("H-D32 Taroc 1756: Mongue, Pagat, Scüs, XX and XIX are 10 + 5 + 5 = 20 from each") {
    const Json hand = J(R"({"points":{"A":26,"B":26},"honneurs":{"A":[{"honneur":"matadors","tarocks":[21,1,20,19]}]}})");
    CHECK(nets(three(), hand) == V{40, -20, -20});
    const tarock::taroc1756::Honneur m{tarock::taroc1756::HonneurKind::Matadors, {21, 1, 20, 19}, true};
    const auto deal = tarock::make_deal(3, 3, 2);
    const auto h = tarock::taroc1756::parse_hand(hand, {"A", "B", "C"});
    const tarock::HouseRules rules(tarock::taroc1756::settings(), Json::object());
    CHECK(tarock::taroc1756::honneur_value(m, 0, h, deal, rules).value == 20);
}

TEST_CASE("H-D33 1756 counting in fours (Vienna): K Q C B 11, K Q and two blanks 8, K Q C and a blank 10, four blanks 1") {
    const std::array<Card, 4> a = {Card::of(Suit::Coeur, Rank::King), Card::of(Suit::Coeur, Rank::Queen), Card::of(Suit::Coeur, Rank::Cavall),
                                   Card::of(Suit::Coeur, Rank::Jack)};
    const std::array<Card, 4> b = {Card::of(Suit::Coeur, Rank::King), Card::of(Suit::Coeur, Rank::Queen), Card::tarock(5), Card::of(Suit::Pique, Rank::Pip, 3)};
    const std::array<Card, 4> c = {Card::of(Suit::Coeur, Rank::King), Card::of(Suit::Coeur, Rank::Queen), Card::of(Suit::Coeur, Rank::Cavall),
                                   Card::tarock(9)};
    const std::array<Card, 4> d = {Card::tarock(2), Card::tarock(3), Card::of(Suit::Pique, Rank::Pip, 4), Card::of(Suit::Treff, Rank::Pip, 8)};
    CHECK(tarock::taroc1756::count_1756(a, 4) == 11);
    CHECK(tarock::taroc1756::count_1756(b, 4) == 8);
    CHECK(tarock::taroc1756::count_1756(c, 4) == 10);
    CHECK(tarock::taroc1756::count_1756(d, 4) == 1);  // INFERRED (§1.3)
    // The Mongue is 6 in the Vienna count. The 76 cards in play after a Scar of two blanks (004:164)
    // count 72, so half is 36 (004:167).
    CHECK(tarock::taroc1756::face_1756(Card::mond(), true) == 6);
    std::vector<Card> play;
    int blanks_out = 0;
    for (const Card& x : tarock::grosstarok::pack78()) {
        if (!x.is_tarock && x.rank == Rank::Pip && blanks_out < 2) {
            ++blanks_out;
            continue;
        }
        play.push_back(x);
    }
    REQUIRE(play.size() == 76);
    CHECK(tarock::taroc1756::count_1756(play, 4) == 72);
    CHECK(tarock::taroc1756::face_1756(Card::mond(), false) == 5);
}

TEST_CASE("H-D34 Taroc 1756 Vienna: NS 50, 46, 44, 40 - Reale and Doppio, 3 stakes, 2 under the card-point reading") {
    CHECK(partie({50, 46, 44, 40}) == V{3, -3, 3, -3});
    CHECK(partie({50, 46, 44, 40}, J(R"({"doppio":"no_card_point"})")) == V{2, -2, 2, -2});
    std::vector<std::array<Thirds, 2>> pts;
    for (int x : {50, 46, 44, 40}) pts.push_back({Thirds::whole(x), Thirds::whole(72 - x)});
    const auto r = tarock::taroc1756::wien::partie_result(pts, tarock::HouseRules(tarock::taroc1756::wien::settings(), Json::object()));
    CHECK(r.winner == 0);
    CHECK(r.surplus == Thirds::whole(36));
    CHECK(r.reale);
    CHECK(r.doppio);
    CHECK(r.stakes == 3);
}

TEST_CASE("H-D35 Taroc 1756 Vienna: NS 40, 30, 45, 38 - the surplus +4 -6 +9 +2 = +9, NS win 1 stake") {
    CHECK(partie({40, 30, 45, 38}) == V{1, -1, 1, -1});
    // Nothing is paid before the fourth game.
    CHECK(partie({40, 30, 45}) == V{0, 0, 0, 0});
}
