// Neunzehnrufen beyond the vectors: the tables with dummies (who deals, who books for a dummy),
// the validation of calls, multiples and announcements, and the house rules.
#include "partnership_helpers.hpp"
#include "games/neunzehnrufen/neunzehnrufen.hpp"

using namespace pt;

namespace {
tarock::Evening trois(Json rules = Json::object()) {
    rules["table"] = "drei";
    return evening("neunzehnrufen", std::move(rules), {"X", "Y", "Z", "Strohmann"}, 2);
}
tarock::Evening deux(Json rules = Json::object()) {
    rules["table"] = "zwei";
    return evening("neunzehnrufen", std::move(rules), {"Anna", "Strohmann 1", "Christl", "Strohmann 2"}, 2);
}
}  // namespace

TEST_CASE("en trois: the deal passes over the Strohmann, the player right of the dummy calls") {
    auto e = trois();
    // Z deals: the dummy sits right of the dealer and gets the first twelve cards; X calls.
    e.hands.push_back({0, 1, J(R"({"declarer":"X","game":"rufer","called":19,"partner":"Y","points":40})")});
    // X deals next (not the Strohmann): Y is the Vorhand.
    e.hands.push_back({0, 1, J(R"({"declarer":"Y","game":"rufer","called":19,"partner":"Strohmann","points":30})")});
    const auto r = tarock::recompute(e);
    REQUIRE(r.errors == 0);
    CHECK(r.rows[0].dealer == 2);
    CHECK(r.rows[1].dealer == 0);
    CHECK(r.next_dealer == 1);
    // Hand 1: X + Y against Z and the dummy, which Z plays and books: Z pays twice.
    CHECK(r.rows[0].net == std::vector<Thirds>{Thirds::whole(15), Thirds::whole(15), Thirds::whole(-30), Thirds{}});
    // Hand 2: Y + dummy lose (opponents 40: W = 15); Y books the dummy's share.
    CHECK(r.rows[1].net == std::vector<Thirds>{Thirds::whole(15), Thirds::whole(-30), Thirds::whole(15), Thirds{}});
    CHECK(r.totals[3].is_zero());
}

TEST_CASE("en trois: a Strohmann never deals, the first dealer must be a person") {
    auto e = trois();
    e.first_dealer = 3;
    try {
        tarock::validate_setup(e);
        FAIL("a Strohmann as first dealer was accepted");
    } catch (const tarock::InputError& err) {
        CHECK(err.field() == "first_dealer");
    }
    const auto err = refusal_of(trois(), J(R"({"dealer":"Strohmann","declarer":"X","game":"dreier","multiple":1,"points":40})"));
    CHECK(err.field() == "dealer");
}

TEST_CASE("en trois: alone (Dreier, or the called tarock bought) the opponent who reaches in is named") {
    const auto e = trois();
    CHECK(refusal_of(e, J(R"({"declarer":"X","game":"dreier","multiple":1,"points":40})")).field() == "strohmann");
    CHECK(refusal_of(e, J(R"({"declarer":"X","game":"dreier","multiple":1,"points":40,"strohmann":"X"})")).field() == "strohmann");
    // Y reaches in: Y pays for himself and for the dummy.
    CHECK(nets_of(e, J(R"({"declarer":"X","game":"dreier","multiple":1,"points":40,"strohmann":"Y"})")) == V{135, -90, -45, 0});
    SUBCASE("person rule (A-N1): each opposing person once") {
        CHECK(nets_of(trois(J(R"({"dummy_share":"person"})")), J(R"({"declarer":"X","game":"dreier","multiple":1,"points":40,"strohmann":"Y"})")) ==
              V{90, -45, -45, 0});
    }
    // When the rules say who owns the dummy, the field is refused.
    CHECK(refusal_of(e, J(R"({"declarer":"X","game":"rufer","called":19,"partner":"Y","points":40,"strohmann":"Z"})")).field() == "strohmann");
}

TEST_CASE("en deux: two dummies, the partner is always a dummy, alone the opponent books both") {
    const auto e = deux();
    CHECK(refusal_of(e, J(R"({"declarer":"Anna","game":"rufer","called":19,"partner":"Christl","points":40})")).field() == "partner");
    CHECK(nets_of(e, J(R"({"declarer":"Anna","game":"rufer","called":19,"partner":"Strohmann 2","points":40})")) == V{30, 0, -30, 0});
    // A Dreier alone: Christl books both dummies and pays three times.
    CHECK(nets_of(e, J(R"({"declarer":"Anna","game":"dreier","multiple":1,"points":40})")) == V{135, 0, -135, 0});
    // Thrown in (A-N11): the whole 30 to Christl; per person only 10.
    CHECK(nets_of(e, J(R"({"declarer":"Anna","game":"rufer","called":18,"partner":"talon","schleifen":true})")) == V{-30, 0, 30, 0});
    CHECK(nets_of(deux(J(R"({"schleifen_dummies":"person"})")), J(R"({"declarer":"Anna","game":"rufer","called":18,"partner":"talon","schleifen":true})")) ==
          V{-10, 0, 10, 0});
    // The dummies' cards lie open: no renonce with them.
    CHECK(refusal_of(e, J(R"({"declarer":"Anna","game":"rufer","called":19,"partner":"Strohmann 2","points":40,"renonce":"Strohmann 1"})")).field() == "renonce");
}

TEST_CASE("A-N1 person rule en deux: a Rufer is paid once, person to person, whatever seats the dummies hold (000:L826, L872, L896)") {
    // Christl (Vorhand after the dealer Anna's dummy) calls XIX, held by her dummy Strohmann 1; she
    // takes 43: W = (43 - 35) + 10 = 18 (000:L826). Person rule (rules §3.8, A-N1): the winning
    // person is paid by the losing person once; seat-based (the default) each dummy seat pays too.
    const std::vector<std::string> players{"Anna", "Strohmann 1", "Christl", "Strohmann 2"};
    const Json rufer = J(R"({"declarer":"Christl","game":"rufer","called":19,"partner":"Strohmann 1","points":43})");
    const auto person = evening("neunzehnrufen", J(R"({"table":"zwei","dummy_share":"person"})"), players, 0);
    CHECK(nets_of(person, rufer) == V{-18, 0, 18, 0});
    CHECK(nets_of(evening("neunzehnrufen", J(R"({"table":"zwei"})"), players, 0), rufer) == V{-36, 0, 36, 0});
    // The other pairing (A-G2) and the other person declaring give the same: persons settle with persons.
    CHECK(nets_of(evening("neunzehnrufen", J(R"({"table":"zwei","dummy_share":"person","pairing":"previous"})"), players, 0), rufer) ==
          V{-18, 0, 18, 0});
    CHECK(nets_of(deux(J(R"({"dummy_share":"person"})")), J(R"({"declarer":"Anna","game":"rufer","called":19,"partner":"Strohmann 2","points":40})")) ==
          V{15, 0, -15, 0});
    // Premiums go the same way: Anna's "Acht Tarok" (4) and Christl's silent Pagat Ultimo (10), once each.
    const auto p = tarock::preview(person, 0, J(R"({"declarer":"Christl","game":"rufer","called":19,"partner":"Strohmann 1","points":43,
                                                     "ansagen":{"Anna":["acht_tarok"]},"ultimo":{"player":"Christl","result":"won"}})"));
    CHECK(p.outcome.result.net(4) == std::vector<Thirds>{Thirds::whole(-24), Thirds{}, Thirds::whole(24), Thirds{}});
    for (const auto& post : p.outcome.result.postings) {
        CHECK((post.payer == 0 || post.payer == 2));
        CHECK((post.payee == 0 || post.payee == 2));
    }
}

TEST_CASE("dummy seats must fit the table") {
    auto e = evening("neunzehnrufen", J(R"({"table":"drei"})"));  // nobody called Strohmann
    try {
        tarock::validate_setup(e);
        FAIL("en trois without a dummy seat was accepted");
    } catch (const tarock::InputError& err) {
        CHECK(err.field() == "players");
    }
    e.house_rules = J(R"({"table":"zwei","dummy_seats":"4"})");
    try {
        tarock::validate_setup(e);
        FAIL("en deux with one dummy seat was accepted");
    } catch (const tarock::InputError& err) {
        CHECK(err.field() == "house_rules.dummy_seats");
    }
}

TEST_CASE("flying dummy: the dealer books his open cards, the dealer may play a Dreier a ouvert") {
    const Json fl = J(R"({"table":"fliegend"})");
    // A + the dummy (D's cards) win: D, the dealer, receives for his dummy.
    CHECK(nets("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":40})"), fl) == V{15, -15, -15, 15});
    CHECK(nets("neunzehnrufen", J(R"({"declarer":"D","game":"dreier","multiple":1,"points":40})"), fl) == V{-45, -45, -45, 135});
    SUBCASE("A-N1 option: the active player it belongs to books the dummy") {
        const Json pl = J(R"({"table":"fliegend","flying_owner":"player"})");
        CHECK(nets("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":40})"), pl) == V{30, -15, -15, 0});
        CHECK(nets("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":19,"partner":"B","points":40})"), pl) == V{15, 15, -30, 0});
        CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40})"), pl).field() == "strohmann");
        CHECK(nets("neunzehnrufen", J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"strohmann":"C"})"), pl) == V{135, -45, -90, 0});
    }
}

TEST_CASE("calls: only the Vorhand plays the Rufer, XIX or the next missing tarock, never XX, Mond, Sküs or Pagat") {
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"B","game":"rufer","called":19,"partner":"D","points":40})")).field() == "declarer");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":20,"partner":"D","points":40})")).field() == "called");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":1,"partner":"D","points":40})")).field() == "called");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","partner":"D","points":40})")).field() == "called");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":19,"partner":"A","points":40})")).field() == "partner");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":19,"points":40})")).field() == "partner");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"dreier","called":19,"multiple":1,"points":40})")).field() == "called");
    // Bought and played on: alone at factor 1 (A-N9).
    CHECK(nets("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":19,"partner":"talon","points":40})")) == V{45, -15, -15, -15});
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","schleifen":true})")).field() == "schleifen");
}

TEST_CASE("talon multiples: Dreier 1-3, Zweier 1-5, Einer 1-11, part and back give the same") {
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"dreier","multiple":4,"points":30})")).field() == "multiple");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"zweier","multiple":6,"points":30})")).field() == "multiple");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"einer","multiple":12,"points":30})")).field() == "multiple");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"dreier","points":30})")).field() == "multiple");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"dreier","part":2,"back":true,"points":30})")).field() == "part");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"zweier","part":1,"back":true,"multiple":3,"points":30})")).field() == "multiple");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"solo","multiple":2,"points":30})")).field() == "multiple");
    // Zweier back to the second pair: fivefold.
    CHECK(nets("neunzehnrufen", J(R"({"declarer":"A","game":"zweier","part":2,"back":true,"points":30})")) == V{-900, 300, 300, 300});
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"solo","result":"won"})")).field() == "points");
}

TEST_CASE("announcements: tarock counts add up to 22 at most, Honneurs need kings, Doppel-Honneurs a Trull or four kings") {
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"solo","points":40,"ansagen":{"A":["zehn_tarok"],"B":["acht_tarok"],"C":["acht_tarok"]}})")).field() ==
          "ansagen");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"solo","points":40,"ansagen":{"A":["zwoelf_tarok","honneurs"]}})")).field() == "ansagen.A");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"solo","points":40,"ansagen":{"A":["doppel_honneurs"]}})")).field() == "ansagen.A");
    CHECK(refusal("neunzehnrufen", J(R"({"declarer":"A","game":"solo","points":40,"honours":{"A":["trull"]},"ansagen":{"A":["honneurs"]}})")).field() ==
          "ansagen.A");
    // Doppel-Honneurs: 12 in all, not 12 + the Trull's 8 (A-N6).
    CHECK(nets("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":36,"honours":{"B":["trull"]},
                                      "ansagen":{"B":["doppel_honneurs"]}})")) == V{-1, 1, 1, -1});
    // A silent Trull + king: 8.
    CHECK(nets("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":36,"honours":{"B":["trull"]}})")) == V{3, -3, -3, 3});
}

TEST_CASE("Pagat Ultimo 10 / 20 and Volat 20 / 40 for either party, a failed announced Volat (A-G4)") {
    CHECK(nets("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":36,"ultimo":{"player":"B","result":"won"}})")) ==
          V{1, -1, -1, 1});
    CHECK(nets("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":36,
                                      "ultimo":{"player":"A","announced":true,"contra":"contra","result":"won"}})")) == V{51, -51, -51, 51});
    const std::string failed = R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":60,"volat":{"announced":"declarer"}})";
    CHECK(nets("neunzehnrufen", J(failed)) == V{-5, 5, 5, -5});
    CHECK(nets("neunzehnrufen", J(failed), J(R"({"volat_failed":"replaces_game"})")) == V{-40, 40, 40, -40});
}

TEST_CASE("Codex §26 via §27: the called partner contras the game by mistake: the double consolation, single") {
    CHECK(nets("neunzehnrufen", J(R"({"declarer":"A","game":"rufer","called":19,"partner":"D","points":40,"partner_contra":"game"})")) == V{-20, 20, 20, -20});
}

TEST_CASE("en trois thrown in: nobody reached in, so the dummy's 10 is split between the two opponents (A-N11)") {
    CHECK(nets_of(trois(), J(R"({"declarer":"X","game":"rufer","called":19,"partner":"talon","schleifen":true})")) == V{-30, 15, 15, 0});
    CHECK(nets_of(trois(J(R"({"schleifen_dummies":"person"})")), J(R"({"declarer":"X","game":"rufer","called":19,"partner":"talon","schleifen":true})")) ==
          V{-20, 10, 10, 0});
}

TEST_CASE("A-N5 reading: an opponent's Pagat Ultimo against a lone declarer is the party's, under either setting (000:L840, L860)") {
    // Dreier won with 40: 15 x 3 = 45 per opponent. C's silent Pagat Ultimo 10: "zu Gunsten der
    // Partei" is for held and announced cards (000:L828); the Ultimo is made or lost in play and is
    // announced "von der Partei" (000:L860), so every opponent receives it, also under "holder".
    const std::string silent = R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"C","result":"won"}})";
    CHECK(nets("neunzehnrufen", J(silent)) == V{105, -35, -35, -35});
    CHECK(nets("neunzehnrufen", J(silent), J(R"({"premiums_1v3":"holder"})")) == V{105, -35, -35, -35});
    // Announced and lost (caught in the last trick): 20 from each opponent, either way.
    const std::string lost = R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"C","announced":true,"result":"lost"}})";
    CHECK(nets("neunzehnrufen", J(lost)) == V{195, -65, -65, -65});
    CHECK(nets("neunzehnrufen", J(lost), J(R"({"premiums_1v3":"holder"})")) == V{195, -65, -65, -65});
    // The held Trull, by contrast, follows the setting (TV-N12).
    const std::string trull = R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"C":["trull"]}})";
    CHECK(nets("neunzehnrufen", J(trull), J(R"({"premiums_1v3":"holder"})")) == V{127, -45, -37, -45});
}

TEST_CASE("A-N1 reading: a thrown-in Rufer with the flying dummy - the dealer takes its 10, or under 'player' the two opponents share it (000:L854, L866-870)") {
    const std::string h = R"({"declarer":"A","game":"rufer","called":19,"partner":"talon","schleifen":true})";
    // The dealer D's open cards are the dummy: its seat's 10 is his (A-N1 default).
    CHECK(nets("neunzehnrufen", J(h), J(R"({"table":"fliegend"})")) == V{-30, 10, 10, 10});
    // Under "player" the dummy belongs to the active player who lacks the called tarock (000:L868):
    // it lies in A's talon, so both B and C lack it and nobody reaches in (000:L870): they share it.
    CHECK(nets("neunzehnrufen", J(h), J(R"({"table":"fliegend","flying_owner":"player"})")) == V{-30, 15, 15, 0});
}
