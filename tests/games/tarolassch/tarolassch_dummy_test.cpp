// Tarolaßch for three with the dummy (001:414-434; house rule tisch = "drei", open choice A-T12):
// the seating, who plays with the dummy per robber, and how the dummy's side is paid.
//
// Players A, B, C and "Strohmann" (seat 4). Robber 1: B plays with the dummy, A + C against.
//   1 Coeur, B + S 13 tricks: 7 × 5 + grand slam 8 × 5 = 75: partie 1 to B + S, 75 + 30 = 105
//   2 sans atout bid by the dummy, B + S 9 tricks: 18 | aces 24
//   3 Pique, A + C 8 tricks: 6
//   4 Carreau, B + S 10 tricks: 34: partie 2 to B + S, 34 + 24 + 30 - 6 = 82
//     robber 105 + 82 + 30 = 217 points = 22 units (the remainder 7 counts in full)
//     A-T12 "doppelt" (×2): B carries both seats: B +44, A -22, C -22, S 0
//     A-T12 "einfach" (×1): each opponent half, 217 / 20 = 10.85 -> 11: B +22, A -11, C -11
// Robber 2: C plays with the dummy, A + B against.
//   5 sans atout Contra, A + B 10 tricks: 4 × 12 = 48: partie 1 to A + B, 78
//   6 Coeur, C + S 13 tricks: 75: partie 2 to C + S, 105
//   7 Trefle Contra, C + S 9 tricks: 3 × 4 = 12
//   8 Pique Récontra, A + B 9 tricks: 3 × 12 = 36: partie 3 to A + B, 36 + 30 - 12 = 54
//     robber 78 - 105 + 54 + 30 = 57 points = 6 units: A +6, B +6, C -12 (for both seats)
#include "tarolassch_test_helpers.hpp"

using namespace taro;

namespace {

tarock::Evening three(Json rules = J(R"({"tisch":"drei"})")) { return evening("tarolassch", {"A", "B", "C", "Strohmann"}, 1, std::move(rules)); }

const std::vector<Json> kRobber1 = {
    J(R"({"dummy_partner":"B","contract":"coeur","bidder":"B","tricks":{"B":13}})"),
    J(R"({"contract":"sans_atout","bidder":"Strohmann","tricks":{"Strohmann":9},"aces":{"B":4}})"),
    J(R"({"contract":"pique","bidder":"A","tricks":{"A":8}})"),
};
const Json kRobber1End = J(R"({"contract":"carreau","bidder":"B","tricks":{"B":10}})");

const std::vector<Json> kRobber2 = {
    J(R"({"dummy_partner":"C","contract":"sans_atout","bidder":"A","contra":"contra","tricks":{"A":10}})"),
    J(R"({"contract":"coeur","bidder":"C","tricks":{"C":13}})"),
    J(R"({"contract":"trefle","bidder":"Strohmann","contra":"contra","tricks":{"C":9}})"),
};
const Json kRobber2End = J(R"({"contract":"pique","bidder":"B","contra":"recontra","tricks":{"A":9}})");

}  // namespace

TEST_CASE("A-T12 tarolassch: the documented default is a partner chosen by hand who carries both seats") {
    bool found_table = false, found_share = false;
    for (const auto& s : tl::settings()) {
        if (s.key == "tisch") {
            found_table = true;
            CHECK(s.default_value == "vier");
        }
        if (s.key == "strohmann_anteil") {
            found_share = true;
            CHECK(s.rule_id == "tarolassch A-T12");
            CHECK(s.default_value == "doppelt");
        }
    }
    CHECK(found_table);
    CHECK(found_share);
}

TEST_CASE("A-T12 tarolassch: the seating puts the dummy's partner with it against the other two") {
    const tl::Seating four;
    CHECK(four.side == std::array<int, 4>{0, 1, 0, 1});
    CHECK(four.side_name(1, {"A", "B", "C", "D"}) == "B + D");
    const tl::Seating b = tl::dummy_seating(3, 1);
    CHECK(b.side == std::array<int, 4>{0, 1, 0, 1});
    CHECK(b.side_name(1, {"A", "B", "C", "Strohmann"}) == "B + Strohmann");
    const tl::Seating c = tl::dummy_seating(3, 2);
    CHECK(c.side == std::array<int, 4>{0, 0, 1, 1});
    CHECK(c.side_name(0, {"A", "B", "C", "Strohmann"}) == "A + B");
    const tl::Seating a = tl::dummy_seating(1, 0);  // the dummy at seat 2, A with it
    CHECK(a.side == std::array<int, 4>{0, 0, 1, 1});
}

TEST_CASE("A-T12 tarolassch: the dummy's partner carries both seats (×2, the default)") {
    const auto e = with_hands(three(), kRobber1);
    CHECK(nets(e, kRobber1End) == V{-22, 44, -22, 0});
    const auto p = tarock::preview(e, e.hands.size(), kRobber1End);
    CHECK(mentions(p.outcome, "Robber 1 an B + Strohmann: Partien 105 + 82 + Robber 30 = 217 Points = 22 Einheit(en)"));
    CHECK(mentions(p.outcome, "B trägt auch den Platz des Strohmanns (×2, A-T12)"));
    // The dummy's side loses the second robber: C pays for both seats.
    auto whole = with_hands(e, {kRobber1End});
    whole = with_hands(whole, kRobber2);
    CHECK(nets(whole, kRobber2End) == V{6, 6, -12, 0});
}

TEST_CASE("A-T12 tarolassch: the dummy's side counts once (×1), each opponent carries half, with A-T6 halves a quarter of the net rounded per payment") {
    const auto e = with_hands(three(J(R"({"tisch":"drei","strohmann_anteil":"einfach"})")), kRobber1);
    CHECK(nets(e, kRobber1End) == V{-11, 22, -11, 0});
    const auto p = tarock::preview(e, e.hands.size(), kRobber1End);
    CHECK(mentions(p.outcome, "jeder Gegner zahlt die Hälfte an B (×1, A-T12)"));
    // With A-T6 "halves" a winner's half is halved once more: 217 / 40 = 5.4 -> 5 from each.
    const auto q = with_hands(three(J(R"({"tisch":"drei","strohmann_anteil":"einfach","split":"halves"})")), kRobber1);
    CHECK(nets(q, kRobber1End) == V{-5, 10, -5, 0});
    // A-T6 "halves" with ×2: 217 / 20 -> 11 from each opponent, B receives both.
    const auto h = with_hands(three(J(R"({"tisch":"drei","split":"halves"})")), kRobber1);
    CHECK(nets(h, kRobber1End) == V{-11, 22, -11, 0});
}

TEST_CASE("A-T12 tarolassch: each partie rounded on its own (A-T8 partie) books the dummy's share to its partner when the robber ends") {
    const auto e = three(J(R"({"tisch":"drei","rounding":"partie"})"));
    // Partie 1 (105 points = 10 units, a remainder of 5 dropped) is not paid before the robber ends.
    CHECK(nets(e, kRobber1.front()) == V{0, 0, 0, 0});
    // Robber 1: 10 + 8 (82 points) + the robber bonus 3 = 21 units from each opponent to B, who
    // carries the dummy's seat too.
    CHECK(nets(with_hands(e, kRobber1), kRobber1End) == V{-21, 42, -21, 0});
}

TEST_CASE("A-T12 tarolassch: the partner is named by a robber's first deal and kept to its end") {
    const auto e = three();
    const auto missing = refusal(e, J(R"({"contract":"coeur","bidder":"B","tricks":{"B":8}})"));
    CHECK(missing.field() == "dummy_partner");
    CHECK(missing.rule().rule == "tarolassch §7.9, A-T12");
    CHECK(std::string(missing.what()).find("who plays with the dummy in robber 1?") != std::string::npos);
    CHECK(refusal(e, J(R"({"dummy_partner":"Strohmann","contract":"coeur","bidder":"B","tricks":{"B":8}})")).field() == "dummy_partner");
    // A change inside the running robber is refused; naming the same partner again is fine.
    const auto running = with_hands(e, {kRobber1.front()});
    CHECK(refusal(running, J(R"({"dummy_partner":"C","contract":"pique","bidder":"A","tricks":{"A":8}})")).field() == "dummy_partner");
    CHECK(nets(running, J(R"({"dummy_partner":"B","contract":"pique","bidder":"A","tricks":{"A":8}})")) == V{0, 0, 0, 0});
    // Before any deal was scored, an all-pass deal may already name him; he then carries on.
    const auto passed = with_hands(e, {J(R"({"deal":"allpass","dummy_partner":"A"})")});
    CHECK(nets(passed, J(R"({"contract":"coeur","bidder":"A","tricks":{"A":13}})")) == V{0, 0, 0, 0});
    CHECK(state(with_hands(passed, {J(R"({"contract":"coeur","bidder":"A","tricks":{"A":13}})")})).dummy_partner == 0);
    // A new robber needs its partner again.
    const auto next = with_hands(with_hands(e, kRobber1), {kRobber1End});
    CHECK_FALSE(state(next).dummy_partner.has_value());
    CHECK(refusal(next, J(R"({"contract":"coeur","bidder":"A","tricks":{"A":8}})")).field() == "dummy_partner");
}

TEST_CASE("A-T12 tarolassch: the table of three needs exactly one Strohmann, a table of four none of this") {
    const auto none = evening("tarolassch", {"A", "B", "C", "D"}, 0, J(R"({"tisch":"drei"})"));
    try {
        tarock::validate_setup(none);
        FAIL("a table of three without a Strohmann was accepted");
    } catch (const tarock::InputError& err) {
        CHECK(err.field() == "players");
        CHECK(err.rule().rule == "tarolassch §7.9, A-T12");
    }
    const auto err = refusal(table(), J(R"({"dummy_partner":"B","contract":"coeur","bidder":"B","tricks":{"B":8}})"));
    CHECK(err.field() == "dummy_partner");
    CHECK(std::string(err.what()).find("tisch") != std::string::npos);
}

TEST_CASE("A-T12 tarolassch: a robber broken off is agreed among the persons, the dummy pays nothing") {
    const auto e = with_hands(three(), {kRobber1.front()});
    CHECK(refusal(e, J(R"({"deal":"abbruch","agreed":{"A":-1,"Strohmann":1},"reason":"Sperrstunde"})")).field() == "agreed");
    CHECK(nets(e, J(R"({"deal":"abbruch","agreed":{"A":-2,"B":4,"C":-2},"reason":"Sperrstunde"})")) == V{-2, 4, -2, 0});
}

TEST_CASE("data/evenings/tarolassch-zu-dritt-abend.json replays to the hand-worked totals") {
    const auto evenings = data_evening("tarolassch-zu-dritt-abend");
    REQUIRE(evenings.size() == 1);
    const V zero = {0, 0, 0, 0};
    const std::vector<V> expected = {zero, zero, zero, {-22, 44, -22, 0}, zero, zero, zero, {6, 6, -12, 0}};
    CHECK(row_nets(evenings[0]) == expected);
    const auto r = tarock::recompute(evenings[0]);
    CHECK(r.totals == std::vector<Thirds>{Thirds::whole(-16), Thirds::whole(50), Thirds::whole(-34), Thirds::whole(0)});
    CHECK(r.cents == std::vector<std::int64_t>{-160, 500, -340, 0});
    // A game bid in the dummy's name counts for its partner in the statistics (001:426).
    REQUIRE(r.rows[1].outcome);
    CHECK(r.rows[1].outcome->declarer == 1);
    REQUIRE(r.rows[6].outcome);
    CHECK(r.rows[6].outcome->declarer == 2);
    // The dummy deals in turn like everybody (001:434: "wenn der Blinde gibt").
    const int dealers[] = {1, 2, 3, 0, 1, 2, 3, 0};
    for (std::size_t i = 0; i < r.rows.size(); ++i) CHECK(r.rows[i].dealer == dealers[i]);
}
