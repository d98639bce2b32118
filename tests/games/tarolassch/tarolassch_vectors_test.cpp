// The test vectors of strohmann-grosstarok-historic.md §8 for Tarolaßch (§7, seed 001): H-B19 ..
// H-B22 (the book's figures) and H-D36 .. H-D46 (derived). Sides A + C ("NS") and B + D ("EW").
#include "tarolassch_test_helpers.hpp"

using namespace taro;

namespace {
// The book's maximal deal (001:303-332): EW bid sans atout, NS say Contra and take all 13 tricks
// with the five figures of the colour bid first (A-T2 "first_colour", so "5 honours = 30").
const std::string kContraMax = R"({"contract":"sans_atout","bidder":"B","contra":"contra","first_colour":"coeur","tricks":{"A":13},"honours":{"A":5}})";
const std::string kRecontraMax = R"({"contract":"sans_atout","bidder":"B","contra":"recontra","first_colour":"coeur","tricks":{"A":13},"honours":{"A":5}})";
const Json kFirstColour = J(R"({"contra_basis":"first_colour"})");
}  // namespace

TEST_CASE("H-B19 Tarolaßch: Contra over base 6 - 84 + 96 + 30 + 30 = 240 a partie, two parties and the robber 510") {
    const auto s = deal(kContraMax, kFirstColour);
    CHECK(s.tricks[0] == 84 + 96);  // 7 triques x 12, grand slam 8 x 12
    CHECK(s.honours[0] == 30);      // five honours at the single value 6
    const auto one = with_hands(table(kFirstColour), {J(kContraMax)});
    const auto st = state(one);
    REQUIRE(st.parties.size() == 1);
    CHECK(st.parties[0].winner == 0);
    CHECK(st.parties[0].net == 240);
    // The second partie ends the robber: 240 + 240 + 30 = 510 points = 51 units to each of A and C.
    const auto two = with_hands(one, {J(kContraMax)});
    CHECK(row_nets(two) == std::vector<V>{{0, 0, 0, 0}, {51, -51, 51, -51}});
    CHECK(tl::robber_net({{0, 240}, {0, 240}}, 0, 30) == 510);
    const auto r = tarock::recompute(two);
    CHECK(mentions(*r.rows[1].outcome, "240 + 240 + Robber 30 = 510 Points = 51 Einheit"));
    CHECK_FALSE(r.pending.has_value());
}

TEST_CASE("H-B20 Tarolaßch: Récontra - 168 + 192 + 30 + 30 = 420 a partie, 840 + 30 = 870 the robber") {
    const auto s = deal(kRecontraMax, kFirstColour);
    CHECK(s.tricks[0] == 168 + 192);
    CHECK(s.honours[0] == 30);
    const auto e = with_hands(table(kFirstColour), {J(kRecontraMax), J(kRecontraMax)});
    CHECK(row_nets(e) == std::vector<V>{{0, 0, 0, 0}, {87, -87, 87, -87}});
    CHECK(tl::robber_net({{0, 420}, {0, 420}}, 0, 30) == 870);
}

TEST_CASE("H-B21 Tarolaßch: one deal can end a partie to 30 - Contra 3 triques 36, Récontra 2 triques 48") {
    const auto contra = J(R"({"contract":"sans_atout","bidder":"A","contra":"contra","tricks":{"B":9}})");
    CHECK(deal(contra.dump()).tricks[1] == 36);
    CHECK(state(with_hands(table(), {contra})).parties.size() == 1);
    const auto recontra = J(R"({"contract":"misere","bidder":"A","contra":"recontra","tricks":{"B":8}})");
    CHECK(deal(recontra.dump()).tricks[0] == 48);  // the Misère side is credited the opponents' triques
    CHECK(state(with_hands(table(), {recontra})).parties.size() == 1);
    // A plain sans atout needs more: 3 triques are 18.
    CHECK(state(with_hands(table(), {J(R"({"contract":"sans_atout","bidder":"A","tricks":{"A":9}})")})).parties.empty());
}

TEST_CASE("H-B22 Tarolaßch: in units of ten 510 is 51 and 870 is 87, a remainder over 5 counts in full") {
    CHECK(tl::to_units(510, 1, 10) == 51);
    CHECK(tl::to_units(870, 1, 10) == 87);
    CHECK(tl::to_units(515, 1, 10) == 51);
    CHECK(tl::to_units(516, 1, 10) == 52);
    CHECK(tl::to_units(-516, 1, 10) == -52);
    CHECK(tl::to_units(255, 1, 10) == 25);
}

TEST_CASE("H-D36 Tarolaßch: Coeur 9 tricks 15, Trefle 7 tricks 2, Pique 10 tricks 12 to the side with seven or more") {
    CHECK(deal(R"({"contract":"coeur","bidder":"A","tricks":{"A":9}})").tricks == std::array<std::int64_t, 2>{15, 0});
    CHECK(deal(R"({"contract":"trefle","bidder":"A","tricks":{"C":7}})").tricks == std::array<std::int64_t, 2>{2, 0});
    // The side that did not bid scores as well (INFERRED, 7.6).
    CHECK(deal(R"({"contract":"pique","bidder":"B","tricks":{"A":10}})").tricks == std::array<std::int64_t, 2>{12, 0});
    CHECK(deal(R"({"contract":"pique","bidder":"A","tricks":{"A":3}})").tricks == std::array<std::int64_t, 2>{0, 12});
}

TEST_CASE("H-D37 Tarolaßch: Coeur honours - 3 figures 10, 4 figures 20, 5 figures 25, 2 figures nothing") {
    const std::string base = R"({"contract":"coeur","bidder":"A","tricks":{"A":7},"honours":{"A":)";
    CHECK(deal(base + "3}}").honours == std::array<std::int64_t, 2>{10, 0});
    CHECK(deal(base + "4}}").honours == std::array<std::int64_t, 2>{20, 0});
    CHECK(deal(base + "5}}").honours == std::array<std::int64_t, 2>{25, 0});
    CHECK(deal(base + "2}}").honours[0] == 0);  // the other side then holds three (10)
    CHECK(deal(base + "2}}").honours[1] == 10);
}

TEST_CASE("H-D38 Tarolaßch: sans atout, NS 10 tricks and four aces - triques 24, honours 24") {
    const auto s = deal(R"({"contract":"sans_atout","bidder":"A","tricks":{"A":10},"aces":{"A":4}})");
    CHECK(s.tricks[0] == 24);
    CHECK(s.honours[0] == 24);
}

TEST_CASE("H-D40 Tarolaßch: Récontra on Coeur, 9 tricks and 3 honours - triques 3 x 20 = 60, honours 10 (not doubled)") {
    const auto s = deal(R"({"contract":"coeur","bidder":"A","contra":"recontra","tricks":{"A":9},"honours":{"A":3}})");
    CHECK(s.tricks[0] == 60);
    CHECK(s.honours[0] == 10);
}

TEST_CASE("H-D41 Tarolaßch: Coeur small slam 30 + 20 = 50, grand slam 35 + 40 = 75") {
    CHECK(deal(R"({"contract":"coeur","bidder":"A","tricks":{"A":12}})").tricks[0] == 50);
    CHECK(deal(R"({"contract":"coeur","bidder":"A","tricks":{"A":13}})").tricks[0] == 75);
}

TEST_CASE("H-D42 Tarolaßch: NS in Misère, EW take 8 tricks with 3 aces in them - NS credited 12 + 12 = 24, or 30 with the printed 18") {
    const std::string hand = R"({"contract":"misere","bidder":"A","tricks":{"B":8},"aces":{"B":3}})";
    const auto s = deal(hand);
    CHECK(s.tricks[0] == 12);
    CHECK(s.honours[0] == 12);
    CHECK(total(s, 0) == 24);
    CHECK(total(s, 1) == 0);
    CHECK(total(deal(hand, J(R"({"drei_asse":"18"})")), 0) == 30);
}

TEST_CASE("H-D43 Tarolaßch: a partie to 30 over three deals, NS 33 + 10 + 30 = 73 less EW 6 + 12 = 18, net 55") {
    const auto e = with_hands(table(), {J(R"({"contract":"coeur","bidder":"A","tricks":{"A":9},"honours":{"A":3}})"),
                                        J(R"({"contract":"pique","bidder":"B","tricks":{"B":8},"honours":{"B":4}})"),
                                        J(R"({"contract":"sans_atout","bidder":"A","tricks":{"A":9},"aces":{"A":2}})")});
    const auto before = state(with_hands(table(), {e.hands[0].inputs, e.hands[1].inputs}));
    CHECK(before.tricks == std::array<std::int64_t, 2>{15, 6});
    CHECK(before.honours == std::array<std::int64_t, 2>{10, 12});
    const auto st = state(e);
    REQUIRE(st.parties.size() == 1);
    CHECK(st.parties[0].winner == 0);
    CHECK(st.parties[0].net == 55);
    CHECK(st.partie == 2);
    CHECK(st.tricks == std::array<std::int64_t, 2>{0, 0});  // no remainder carries (001:291-295)
}

TEST_CASE("H-D44 Tarolaßch: at 28 all EW make one trique in Trefle and win the partie despite NS's five honours, net 22") {
    std::vector<Json> hands;
    for (const char* side : {"A", "B"}) {
        hands.push_back({{"contract", "pique"}, {"bidder", side}, {"tricks", {{side, 7}}}});    // 3
        hands.push_back({{"contract", "coeur"}, {"bidder", side}, {"tricks", {{side, 9}}}});    // 15
        hands.push_back({{"contract", "trefle"}, {"bidder", side}, {"tricks", {{side, 11}}}});  // 10
    }
    const auto e = with_hands(table(), hands);
    CHECK(state(e).tricks == std::array<std::int64_t, 2>{28, 28});
    const auto st = state(with_hands(e, {J(R"({"contract":"trefle","bidder":"B","tricks":{"B":7},"honours":{"A":5}})")}));
    REQUIRE(st.parties.size() == 1);
    CHECK(st.parties[0].winner == 1);
    CHECK(st.parties[0].net == 22);  // EW 30 + 30 = 60, NS 28 + 10 = 38
}

TEST_CASE("H-D46 Tarolaßch: the revoking side's column passes the target, the partie is not closed on that deal") {
    const Json revoked = J(R"({"contract":"coeur","bidder":"A","tricks":{"A":13},"revoke":"C"})");
    const auto e = with_hands(table(), {revoked});
    const auto st = state(e);
    CHECK(st.parties.empty());
    CHECK(st.tricks[0] == 75);
    CHECK(mentions(*tarock::recompute(e).rows[0].outcome, "nach der Renonce nicht mit diesem Spiel"));
    // The next deal decides it (001:406).
    const auto next = state(with_hands(e, {J(R"({"contract":"trefle","bidder":"B","tricks":{"B":7}})")}));
    REQUIRE(next.parties.size() == 1);
    CHECK(next.parties[0].winner == 0);
    CHECK(next.parties[0].net == 75 + 30 - 2);
}
