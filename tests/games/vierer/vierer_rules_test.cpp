// Tarok for four active players: mode (a) fixed partners with the Partie entered by hand (A-Q1)
// and the helper model of §5.1 as a suggestion; mode (b) calling a king or alone, the game
// entered by hand (A-Q2) with the announcements the book prices; refusals naming field and rule;
// properties. Players A (Vorhand), B, C, D (dealer); A + C against B + D; nets [A, B, C, D].
#include <random>

#include "vierer_helpers.hpp"
#include "games/vierer/vierer.hpp"

using namespace hist;

namespace {
tarock::Evening partner() { return evening("vierer", {"A", "B", "C", "D"}, 3); }
const std::string kAgreed = R"("agreed":{"A":20,"B":-20},"reason":"so vereinbart")";
}  // namespace

TEST_CASE("vierer settings: the mode (a) fixed partners by default, Groß-Tarok's announcement settings") {
    const auto& s = tarock::vierer::settings();
    REQUIRE(!s.empty());
    CHECK(s[0].key == "mode");
    CHECK(s[0].default_value == "partner");
    bool matadore = false;
    for (const auto& x : s) matadore = matadore || x.rule_id == "grosstarok A-G1";
    CHECK(matadore);
}

TEST_CASE("vierer (a): announcements are paid separately by all three others, the partner too (000:2185)") {
    // A's natural Königreich, 10 from each of B, C and D.
    CHECK(nets(partner(), J(R"({"points":{"A":44},"ansagen":{"A":[{"ansage":"koenigreich"}]}})")) == V{30, -10, -10, -10});
    // The card points move no money during the Partie; they go to the helper model.
    CHECK(nets(partner(), J(R"({"points":{"B":50}})")) == V{0, 0, 0, 0});
}

TEST_CASE("A-Q1 vierer (a): four games make a Partie, its result entered by hand with the helper model's suggestion") {
    // Side A + C: 60, 55, 50, 40 (gains 21 + 16 + 11 + 1 = 49); B + D never over 39.
    const auto e = with_hands(partner(), {J(R"({"points":{"A":60}})"), J(R"({"points":{"C":55}})"), J(R"({"points":{"B":28}})"),
                                          J(R"({"points":{"D":38}})")});
    const auto r = tarock::recompute(e);
    REQUIRE(r.errors == 0);
    const auto* st = tarock::vierer::state_of(*r.ledger);
    REQUIRE(st);
    CHECK(st->games == 4);
    CHECK(st->gains[0] == Thirds::whole(49));
    CHECK(st->gains[1] == Thirds::whole(0));
    // 49 >= 36 wins; the other side has 0: paid double; 13 carried over (§5.1, INFERRED).
    const auto sug = tarock::vierer::suggestion(*st, e.players);
    CHECK(sug.de.find("2fach") != std::string::npos);
    CHECK(sug.de.find("Übertrag 13") != std::string::npos);
    CHECK(r.pending.has_value());  // the Partie is not settled yet
    // A fifth game is refused until the Partie is entered.
    CHECK(refusal(e, J(R"({"points":{"A":40}})")).field() == "deal");
    // The Partie by hand: each of A and C gets 2 from one of B and D.
    const Json partie = J(R"({"deal":"partie","agreed":{"A":2,"C":2,"B":-2,"D":-2},"reason":"Partie doppelt, Einsatz 1"})");
    CHECK(nets(e, partie) == V{2, -2, 2, -2});
    const auto p = tarock::preview(e, e.hands.size(), partie);
    CHECK(mentions(p.outcome, "von Hand eingetragen"));
    CHECK(mentions(p.outcome, "Vorschlag des Hilfsmodells"));
    CHECK(p.outcome.bookkeeping);
    // After it the next Partie starts with the carry.
    const auto r2 = tarock::recompute(with_hands(e, {partie}));
    const auto* st2 = tarock::vierer::state_of(*r2.ledger);
    REQUIRE(st2);
    CHECK(st2->number == 2);
    CHECK(st2->games == 0);
    CHECK(st2->gains[0] == Thirds::whole(13));
    CHECK_FALSE(r2.pending.has_value());
    // A Partie without amounts, or before any game, is refused.
    CHECK(refusal(e, J(R"({"deal":"partie"})")).field() == "agreed");
    CHECK(refusal(partner(), partie).field() == "deal");
}

TEST_CASE("A-Q1 vierer (a): the helper model - nobody at 36 wins nothing, 72 doubles, 72 against 0 quadruples") {
    tarock::vierer::PartieState s;
    s.games = 4;
    const std::vector<std::string> p = {"A", "B", "C", "D"};
    s.gains = {Thirds::whole(23), Thirds::whole(10)};
    CHECK(tarock::vierer::suggestion(s, p).de.find("niemand gewinnt") != std::string::npos);
    s.gains = {Thirds::whole(40), Thirds::whole(72)};
    CHECK(tarock::vierer::suggestion(s, p).de.find("B + D gewinnt die Partie") != std::string::npos);
    CHECK(tarock::vierer::suggestion(s, p).de.find("2fach") != std::string::npos);
    s.gains = {Thirds::whole(72), Thirds::whole(0)};
    CHECK(tarock::vierer::suggestion(s, p).de.find("4fach") != std::string::npos);
}

TEST_CASE("A-Q2 vierer (b): the game is entered by hand, matadors from the Mond down 5 each paid by all three") {
    // A calls C; A announces Mond, XX, XIX: 3 x 5 = 15 from B, C and D (000:2199).
    const Json hand = J(R"({"declarer":"A","called":"C","ansagen":{"A":[{"ansage":"matadore","tarocks":[21,20,19]}]},)" + kAgreed + "}");
    CHECK(nets(rufer(), hand) == V{45 + 20, -15 - 20, -15, -15});
    const auto p = tarock::preview(rufer(), 0, hand);
    CHECK(mentions(p.outcome, "von Hand eingetragen"));
    // Two matadors do not count here (000:2197).
    CHECK(refusal(rufer(), J(R"({"declarer":"A","called":"C","ansagen":{"A":[{"ansage":"matadore","tarocks":[21,20]}]},)" + kAgreed + "}"))
              .field() == "ansagen");
    // The partner's matadors continuing the player's run: at the end to both, 5 each from each opponent (000:2201).
    CHECK(nets(rufer(), J(R"({"declarer":"A","called":"C","fortsetzung":2,)" + kAgreed + "}")) == V{20 + 20, -20 - 20, 20, -20});
    // Without the agreed result the game is refused, naming the rule.
    const auto err = refusal(rufer(), J(R"({"declarer":"A","called":"C"})"));
    CHECK(err.field() == "agreed");
    CHECK(err.rule().rule == "grosstarok §5.2, A-Q2");
}

TEST_CASE("vierer validation: impossible hands are refused naming the field and the rule") {
    // (b) only the Vorhand plays (000:2191); the called partner is another player; no Partie.
    CHECK(refusal(rufer(), J(R"({"declarer":"B","called":"C",)" + kAgreed + "}")).field() == "declarer");
    CHECK(refusal(rufer(), J(R"({"declarer":"A",)" + kAgreed + "}")).field() == "called");
    CHECK(refusal(rufer(), J(R"({"declarer":"A","called":"A",)" + kAgreed + "}")).field() == "called");
    CHECK(refusal(rufer(), J(R"({"declarer":"A","alone":"solo","called":"C",)" + kAgreed + "}")).field() == "called");
    CHECK(refusal(rufer(), J(R"({"declarer":"A","alone":"demand",)" + kAgreed + "}")).field() == "demanded.from");
    CHECK(refusal(rufer(), J(R"({"declarer":"A","alone":"demand","demanded":{"from":"A"},)" + kAgreed + "}")).field() == "demanded.from");
    CHECK(refusal(rufer(), J(R"({"declarer":"A","alone":"solo","fortsetzung":1,)" + kAgreed + "}")).field() == "fortsetzung");
    CHECK(refusal(rufer(), J(R"({"deal":"partie",)" + kAgreed + "}")).field() == "deal");
    CHECK(refusal(rufer(), J(R"({"declarer":"A","called":"C","points":{"A":50},)" + kAgreed + "}")).field() == "points");
    // (a) no king is called; every game is played; points 0..78 and required.
    CHECK(refusal(partner(), J(R"({"declarer":"A","called":"C","points":{"A":44}})")).field() == "declarer");
    CHECK(refusal(partner(), J(R"({"deal":"allpass"})")).field() == "deal");
    CHECK(refusal(partner(), J(R"({"points":{"A":79}})")).field() == "points");
    CHECK(refusal(partner(), J(R"({"ansagen":{"A":[{"ansage":"koenigreich"}]}})")).field() == "points");
    CHECK(refusal(partner(), J(R"({"points":{"A":44},)" + kAgreed + "}")).field() == "agreed");
    // The Vorhand passing in (b) records nothing unless amounts are agreed.
    CHECK(nets(rufer(), J(R"({"deal":"allpass"})")) == V{0, 0, 0, 0});
}

TEST_CASE("vierer properties: generated games of both modes score and their nets sum to zero") {
    std::mt19937 rng(2175);
    const char* names[] = {"A", "B", "C", "D"};
    for (int i = 0; i < 200; ++i) {
        const int pts = static_cast<int>(rng() % 79);
        Json a = {{"points", {{names[rng() % 4], pts}}}};
        if (rng() % 3 == 0) a["ansagen"] = {{names[rng() % 4], Json::array({{{"ansage", "koenigreich"}}})}};
        INFO(a.dump());
        (void)nets_thirds(partner(), a);
        const int partner_seat = 1 + static_cast<int>(rng() % 3);
        const int amount = static_cast<int>(rng() % 50);
        Json b = {{"declarer", "A"}, {"called", names[partner_seat]},
                  {"agreed", {{"A", amount}, {names[partner_seat], amount}, {names[partner_seat == 1 ? 2 : 1], -amount}, {names[partner_seat == 3 ? 2 : 3], -amount}}},
                  {"reason", "x"}};
        if (rng() % 2 == 0) b["ansagen"] = {{"A", Json::array({{{"ansage", "matadore"}, {"tarocks", {21, 20, 19, 18}}}})}};
        INFO(b.dump());
        (void)nets_thirds(rufer(), b);
    }
}
