// Tapp-Tarok vectors derived from the text (T-D series, tapp-zwoelfer-ungarisch-codex §7.5) and
// the Codex cases (§4, §8, §12, §19, §20).
// Seats: A (0), B (1), C (2); C deals, so A is Vorhand, B second, C third.
// With four: K (3) deals and rests as König.
#include "tapp_helpers.hpp"

using namespace test;

TEST_CASE("T-D1 Dreier 1x won, opponent B holds Trull: A 0, B +3, C -3") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"B":["trull"]}})")) == V{0, 3, -3});
}

TEST_CASE("T-D2 Solo won, the declarer holds Köpfe: per opp +10, D +20") {
    CHECK(nets(J(R"({"declarer":"A","game":"solo","points":40,"honours":{"A":["koepfe"]}})")) == per_opp(0, 10));
}

TEST_CASE("T-D3 A holds Quatre and passes, B's Dreier 1x lost: A forfeits, B -2, A +1, C +1") {
    const auto e = evening();
    const auto p = tarock::preview(e, 0, J(R"({"declarer":"B","game":"dreier","multiple":1,"points":30,"honours":{"A":["quatre"]}})"));
    CHECK(p.outcome.result.net(3) == std::vector<Thirds>{Thirds::whole(1), Thirds::whole(-2), Thirds::whole(1)});
    REQUIRE(p.outcome.result.notes.size() == 1);
    CHECK(p.outcome.result.notes[0].de.find("Quatre von A verpasst") != std::string::npos);
}

TEST_CASE("T-D3b A declares Dreier 1x and wins, B holds Quatre and said gut: not forfeited, A 0, B +3, C -3") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"B":["quatre"]}})")) == V{0, 3, -3});
}

TEST_CASE("T-D4 Dreier 1x won, opponent C makes a silent Ultimo: per opp -1, D -2") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"C","result":"won"}})")) == V{-2, 1, 1});
}

TEST_CASE("T-D6 Dreier 3x lost, the declarer's Pagat captured in the last trick: per opp -5, D -10") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","multiple":3,"points":30,"ultimo":{"player":"A","result":"lost"}})")) == per_opp(0, -5));
}

TEST_CASE("T-D7 Dreier 1x, silent Volat: the game is absorbed, per opp +12") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":64,"volat":{"by":"declarer"}})")) == per_opp(0, 12));
}

TEST_CASE("T-D8 Dreier 6x with Recontra (24), silent Volat: per opp +24 (Codex §19)") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","multiple":6,"contra":"recontra","points":70,"volat":{"by":"declarer"}})")) == per_opp(0, 24));
}

TEST_CASE("T-D9 Dreier 6x with Contra (12), silent Volat: per opp +12") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","multiple":6,"contra":"contra","points":70,"volat":{"by":"declarer"}})")) == per_opp(0, 12));
}

TEST_CASE("T-D10 Solo with Supercontra (64), the opponents take every trick: per opp -64") {
    CHECK(nets(J(R"({"declarer":"A","game":"solo","contra":"supercontra","points":0,"volat":{"by":"opponents"}})")) == per_opp(0, -64));
}

TEST_CASE("T-D12 Dreier 2x with announced Ultimo, opponent B renounces: per opp +6 (A18 alternative: B alone -12)") {
    const Json hand = J(R"({"declarer":"A","game":"dreier","multiple":2,"ultimo":{"player":"A","announced":true,"result":"lost"},"renonce":"B"})");
    CHECK(nets(hand) == per_opp(0, 6));
    CHECK(nets(hand, 3, J(R"({"renonce_payer":"offender"})")) == V{12, -12, 0});
}

TEST_CASE("T-D13 Dreier 1x, opponent B holds Trull and renounces: Trull still paid (Codex §12): A 0, B +3, C -3") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","multiple":1,"honours":{"B":["trull"]},"renonce":"B"})")) == V{0, 3, -3});
}

TEST_CASE("T-D14 Dreier 1x won, Ultimo announced without the Pagat, contra'd (Codex §20): per opp -7") {
    const Json hand = J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"A","announced":true,"contra":"contra","result":"lost","without_pagat":true}})");
    CHECK(nets(hand) == per_opp(0, -7));
    // A19 alternative (rejected by the author): a renonce, so the game is lost too: -1 - 8.
    CHECK(nets(hand, 3, J(R"({"ultimo_without_pagat":"renonce"})")) == per_opp(0, -9));
}

TEST_CASE("T-D15 four players, Dreier 2x lost: the declarer pays 2 to each opponent and the König") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","multiple":2,"points":20})"), 4) == V{-6, 2, 2, 2});
}

TEST_CASE("T-D16 four players, Dreier 1x won, B holds Trull: A +1, B +5, C -3, König -3") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"B":["trull"]}})"), 4) == V{1, 5, -3, -3});
}

TEST_CASE("T-D16 König settings (A2): game only, or not involved") {
    const Json hand = J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"B":["trull"]}})");
    // game only: K pays the game (1) but not the Trull; B's Trull comes from A and C.
    CHECK(nets(hand, 4, J(R"({"koenig":"game_only"})")) == V{1, 3, -3, -1});
    CHECK(nets(hand, 4, J(R"({"koenig":"none"})")) == V{0, 3, -3, 0});
}

namespace {
/// Five all-pass deals (each dealer puts 1 into the Stamm), then `hand` as hand 6 with the pot at 6.
tarock::HandOutcome stamm_hand(const Json& hand, Thirds& pot_after) {
    auto e = evening(3, J(R"({"stamm":"on"})"));
    for (int i = 0; i < 5; ++i) e.hands.push_back({0, 1, J(R"({"deal":"allpass"})")});
    e.hands.push_back({0, 1, hand});
    const auto r = tarock::recompute(e);
    REQUIRE(r.errors == 0);
    CHECK(r.rows[4].pot == Thirds::whole(5));
    pot_after = r.rows[5].pot;
    return *r.rows[5].outcome;
}
Thirds pot_paid(const tarock::HandOutcome& o, int payer, int payee) {
    Thirds t;
    for (const auto& p : o.result.postings)
        if (p.payer == payer && p.payee == payee) t += p.amount;
    return t;
}
}  // namespace

TEST_CASE("T-D17 Stamm on, pot 6: announced Ultimo won / lost / contra'd and won / contra'd and lost") {
    // Hand 6 is dealt by B (seats rotate C, A, B, C, A, B), so the declarer A is not the dealer.
    Thirds pot;
    auto o = stamm_hand(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"A","announced":true,"result":"won"}})"), pot);
    CHECK(pot_paid(o, tarock::kPot, 0) == Thirds::whole(6));  // (a) D +6
    CHECK(pot == Thirds{});                                      // pot 0

    o = stamm_hand(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"A","announced":true,"result":"lost"}})"), pot);
    CHECK(pot_paid(o, 0, tarock::kPot) == Thirds::whole(6));  // (b) D -6
    CHECK(pot == Thirds::whole(12));

    o = stamm_hand(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"A","announced":true,"contra":"contra","result":"won"}})"), pot);
    CHECK(pot_paid(o, tarock::kPot, 0) == Thirds::whole(6));  // (c) D +6
    CHECK(pot_paid(o, 1, tarock::kPot) == Thirds::whole(6 + 1));  // B refills 6 (and paid his dealer's coin 1)
    CHECK(pot_paid(o, 2, tarock::kPot) == Thirds::whole(6));
    CHECK(pot == Thirds::whole(12));

    o = stamm_hand(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"A","announced":true,"contra":"contra","result":"lost"}})"), pot);
    CHECK(pot_paid(o, tarock::kPot, 1) == Thirds::whole(3));  // (d) opponents +6, 3 each
    CHECK(pot_paid(o, tarock::kPot, 2) == Thirds::whole(3));
    CHECK(pot_paid(o, 0, tarock::kPot) == Thirds::whole(12));  // D puts in 12
    CHECK(pot == Thirds::whole(12));
}

TEST_CASE("T-D18 misdeal with Pönale P: the dealer pays P to each other participant and deals again") {
    auto e = evening(3, J(R"({"poenale":"2"})"));
    e.hands.push_back({0, 1, J(R"({"deal":"misdeal"})")});
    e.hands.push_back({0, 1, J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40})")});
    const auto r = tarock::recompute(e);
    REQUIRE(r.errors == 0);
    CHECK(r.rows[0].dealer == 2);
    CHECK(r.rows[0].net == std::vector<Thirds>{Thirds::whole(2), Thirds::whole(2), Thirds::whole(-4)});
    CHECK(r.rows[1].dealer == 2);  // the same dealer deals again
    // Four players: the dealer pays all three others.
    CHECK(nets(J(R"({"deal":"misdeal"})"), 4, J(R"({"poenale":"1"})")) == V{1, 1, 1, -3});
}

TEST_CASE("T-D19 all three pass: no score, the Vorhand deals next") {
    auto e = evening();
    e.hands.push_back({0, 1, J(R"({"deal":"allpass"})")});
    e.hands.push_back({0, 1, J(R"({"deal":"allpass"})")});
    const auto r = tarock::recompute(e);
    REQUIRE(r.errors == 0);
    CHECK(r.rows[0].net == std::vector<Thirds>(3));
    CHECK(r.rows[0].outcome->result.postings.empty());
    CHECK(r.rows[0].dealer == 2);
    CHECK(r.rows[1].dealer == 0);  // A, the Vorhand of the first deal
    CHECK(r.next_dealer == 1);
}

TEST_CASE("T-D26 the declarer holds Sküs, Mond and Pagat: Trull only, +2 per person, not +3 (A3)") {
    const Json hand = J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"A":["trull"]}})");
    CHECK(nets(hand) == per_opp(0, 1 + 2));
    CHECK(nets(hand, 3, J(R"({"trull_koepfe":"trull_and_koepfe"})")) == per_opp(0, 1 + 3));
}

TEST_CASE("T-D27 Solo won, opponent B holds Köpfe: A +14, B -4, C -10") {
    CHECK(nets(J(R"({"declarer":"A","game":"solo","points":40,"honours":{"B":["koepfe"]}})")) == V{14, -4, -10});
}

TEST_CASE("T-D28 Solo won, announced Ultimo with Supercontra failed: per opp -56, D -112") {
    CHECK(nets(J(R"({"declarer":"A","game":"solo","points":40,"ultimo":{"player":"A","announced":true,"contra":"supercontra","result":"lost"}})")) == per_opp(0, -56));
}

// ---- House rules without a numbered vector --------------------------------------------------

TEST_CASE("tapp A6: an opponent's Pagat captured in the last trick") {
    const Json hand = J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"B","result":"lost"}})");
    CHECK(nets(hand) == per_opp(0, 1 + 2));                                        // each opponent pays 2
    CHECK(nets(hand, 3, J(R"({"opponent_pagat_captured":"holder"})")) == V{4, -3, -1});  // B alone pays 2
    CHECK(nets(hand, 3, J(R"({"opponent_pagat_captured":"none"})")) == per_opp(0, 1));
}

TEST_CASE("tapp A7: announced Volat made, added to the game instead of replacing it") {
    const Json hand = J(R"({"declarer":"A","game":"dreier","multiple":2,"points":70,"volat":{"announced":true,"by":"declarer"}})");
    CHECK(nets(hand) == per_opp(0, 24));
    CHECK(nets(hand, 3, J(R"({"volat_announced_made":"added"})")) == per_opp(0, 26));
}

TEST_CASE("tapp A8: the opponents may announce Volat only under the house rule") {
    const Json hand = J(R"({"declarer":"A","game":"dreier","multiple":1,"points":0,"volat":{"announced":"opponents","by":"opponents"}})");
    const auto err = refusal(hand);
    CHECK(err.field() == "volat.announced");
    CHECK(err.rule().rule == "tapp A8");
    CHECK(nets(hand, 3, J(R"({"volat_announcer":"either"})")) == per_opp(0, -24));
}

TEST_CASE("tapp A5: Köpfe forfeited by passing only under the house rule") {
    const Json hand = J(R"({"declarer":"B","game":"dreier","multiple":1,"points":40,"honours":{"A":["koepfe"]}})");
    CHECK(nets(hand) == V{1, 1, -2});  // A receives Köpfe 1 from B and C; B wins 1 from A and C
    CHECK(nets(hand, 3, J(R"({"forfeit_koepfe":"yes"})")) == V{-1, 2, -1});
}

TEST_CASE("tapp A3 x A5: a Trull forfeited by passing keeps its Köpfe (only Trull and Quatre are forfeited, 000:L346)") {
    // A (Vorhand) holds Sküs, Mond and Pagat and passes; B declares and wins his Dreier 1x.
    const Json hand = J(R"({"declarer":"B","game":"dreier","multiple":1,"points":40,"honours":{"A":["trull"]}})");
    const auto koepfe = J(R"({"trull_koepfe":"trull_and_koepfe"})");
    CHECK(nets(hand, 3, koepfe) == V{1, 1, -2});  // Köpfe 1 from B and C; the game 1 from A and C
    // With Köpfe forfeited too (A5 "yes") nothing of the Trull remains.
    CHECK(nets(hand, 3, J(R"({"trull_koepfe":"trull_and_koepfe","forfeit_koepfe":"yes"})")) == V{-1, 2, -1});
    // Trull only (A3 default): the forfeited Trull leaves nothing either.
    CHECK(nets(hand) == V{-1, 2, -1});
    const auto p = tarock::preview(evening(3, koepfe), 0, hand);
    bool koepfe_posted = false;
    for (const auto& post : p.outcome.result.postings)
        if (post.payee == 0) {
            koepfe_posted = true;
            CHECK(post.rule.rule == "tapp A3, A5");
            CHECK(post.reason.en.find("Köpfe with A's forfeited Trull") != std::string::npos);
        }
    CHECK(koepfe_posted);
}

TEST_CASE("tapp §2.6: a holder who passed after someone declared keeps his Trull") {
    // B opened, C took the game over by raising; A passed before anyone declared, C declares.
    const Json forfeit = J(R"({"declarer":"C","opened_by":"B","game":"dreier","multiple":2,"points":40,"honours":{"A":["trull"]}})");
    CHECK(nets(forfeit) == V{-2, -2, 4});  // A passed before B opened: Trull forfeited
    const Json kept = J(R"({"declarer":"C","opened_by":"B","game":"dreier","multiple":2,"points":40,"honours":{"B":["trull"]}})");
    CHECK(nets(kept) == V{-4, 2, 2});  // B opened: keeps Trull (+4), pays the game 2
}

TEST_CASE("tapp A26: a successful announced Ultimo adds the silent value only under the house rule") {
    const Json hand = J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"A","announced":true,"result":"won"}})");
    CHECK(nets(hand) == per_opp(0, 5));
    CHECK(nets(hand, 3, J(R"({"ultimo_cumulative":"cumulative"})")) == per_opp(0, 7));
}

TEST_CASE("Codex §3: a thrown-in deal scores nothing and the same dealer deals again") {
    auto e = evening();
    e.hands.push_back({0, 1, J(R"({"deal":"thrown_in"})")});
    e.hands.push_back({0, 1, J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40})")});
    const auto r = tarock::recompute(e);
    CHECK(r.rows[0].net == std::vector<Thirds>(3));
    CHECK(r.rows[1].dealer == 2);
}

TEST_CASE("Card points in thirds are rounded as the book does (A23)") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":"35 2/3"})")) == per_opp(0, 1));
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":"35 1/3"})")) == per_opp(0, -1));
}
