// The test vectors of strohmann-grosstarok-historic.md §8 for Groß-Tarok: H-B12 .. H-B16 (book
// figures) and H-D9 .. H-D22 (derived; H-D15 is not in the file). Nets per player [A, B, C]:
// A is the Vorhand, B second hand, C the dealer. Default house rules unless a vector names others.
#include "grosstarok_helpers.hpp"

using namespace gross;

TEST_CASE("H-B12 Groß-Tarok: Mond, XIX, XVIII, XVII and the Sküs for XX are five matadors, 25 from each") {
    CHECK(tarock::grosstarok::matador_count({21, 19, 18, 17}, true, true) == 5);
    CHECK(nets(even(J(R"({"ansagen":{"A":[{"ansage":"matadore","tarocks":[21,19,18,17],"skues":true}]}})"))) == V{50, -25, -25});
    // The reason spells the run with the Sküs standing for XX.
    const auto p = tarock::preview(table(), 0, even(J(R"({"ansagen":{"A":[{"ansage":"matadore","tarocks":[21,19,18,17],"skues":true}]}})")));
    CHECK(hist::mentions(p.outcome, "5 Matadore (Mond, XX (Sküs), XIX, XVIII, XVII) × 5 = 25"));
}

TEST_CASE("H-B13 Groß-Tarok: a silent Vole with the Pagat ultimo is 26 + 15 = 41 from each") {
    CHECK(nets(J(R"({"vole":{"player":"A","ultimo":true}})")) == V{82, -41, -41});
}

TEST_CASE("H-B14 Groß-Tarok: a Vole announced at the first lead, after trick 12, after trick 19 pays 52, 38, 31") {
    CHECK(nets(J(R"({"vole":{"player":"A","announced":"first","result":"made"}})")) == V{104, -52, -52});
    CHECK(nets(J(R"({"vole":{"player":"A","announced":"after12","result":"made"}})")) == V{76, -38, -38});
    CHECK(nets(J(R"({"vole":{"player":"A","announced":"after19","result":"made"}})")) == V{62, -31, -31});
    // The same by the dealer C.
    CHECK(nets(J(R"({"vole":{"player":"C","announced":"first"}})")) == V{-52, -52, 104});
}

TEST_CASE("H-B15 Groß-Tarok: Misère made silent, at the start, before trick 13 - 26, 36, 31 from each, failed the same to each") {
    CHECK(nets(J(R"({"misere":{"player":"B","result":"made"}})")) == V{-26, 52, -26});
    CHECK(nets(J(R"({"misere":{"player":"B","announced":"start","result":"made"}})")) == V{-36, 72, -36});
    CHECK(nets(J(R"({"misere":{"player":"B","announced":"before13","result":"made"}})")) == V{-31, 62, -31});
    CHECK(nets(J(R"({"misere":{"player":"B","announced":"start","result":"failed"}})")) == V{36, -72, 36});
    CHECK(nets(J(R"({"misere":{"player":"B","announced":"before13","result":"failed"}})")) == V{31, -62, 31});
    // Made: the others' card points are not settled, so none may be entered (000:2129).
    CHECK(refusal(table(), J(R"({"misere":{"player":"B","result":"made"},"points":{"A":40,"C":38}})")).field() == "points");
}

TEST_CASE("H-B16 Groß-Tarok: A and B both take no trick, C has the Vole - the two pay 26 each") {
    CHECK(nets(J(R"({"doppel_misere":["A","B"]})")) == V{-26, -26, 52});
    // A-G16: the same when a Misère had been announced.
    CHECK(nets(J(R"({"doppel_misere":["B","A"]})")) == V{-26, -26, 52});
}

TEST_CASE("H-D9 Groß-Tarok: card points 36, 24, 18 pay +10, -2, -8") {
    CHECK(nets(J(R"({"points":{"A":36,"B":24,"C":18}})")) == V{10, -2, -8});
    CHECK(nets(J(R"({"points":{"A":36,"B":24}})")) == V{10, -2, -8});  // C completed to 78
}

TEST_CASE("H-D10 Groß-Tarok: card points 30, 30, 18 pay +4, +4, -8") {
    CHECK(nets(J(R"({"points":{"A":30,"B":30,"C":18}})")) == V{4, 4, -8});
}

TEST_CASE("H-D11 Groß-Tarok: two announcements of 10 cancel, the third player pays both") {
    // The vector's literal hand (A a natural Königreich, B a natural Cavallerie) cannot be dealt:
    // the Cavallerie needs the King of its suit, and A holds all four. It is refused.
    const auto err = refusal(table(), even(J(R"({"ansagen":{"A":[{"ansage":"koenigreich"}],"B":[{"ansage":"cavallerie","suit":"pique"}]}})")));
    CHECK(err.field() == "ansagen");
    // The rule of 000:2095 with two announcements of 10 that can be held together.
    CHECK(nets(even(J(R"({"ansagen":{"A":[{"ansage":"koenigreich"}],"B":[{"ansage":"vier","rank":"dame","skues":true}]}})"))) ==
          V{10, 10, -20});
    CHECK(nets(even(J(R"({"ansagen":{"A":[{"ansage":"cavallerie","suit":"coeur"}],"B":[{"ansage":"cavallerie","suit":"pique"}]}})"))) ==
          V{10, 10, -20});
}

TEST_CASE("H-D12 Groß-Tarok: A a natural Cavallerie 10, B a sküsed Königreich 5 - A +15, B 0, C -15") {
    CHECK(nets(even(J(R"({"ansagen":{"A":[{"ansage":"cavallerie","suit":"coeur"}],"B":[{"ansage":"koenigreich","skues":true}]}})"))) ==
          V{15, 0, -15});
}

TEST_CASE("H-D13 Groß-Tarok: twelve tarocks sans are 10 + 5 + 5 = 20 from each") {
    CHECK(nets(even(J(R"({"ansagen":{"A":[{"ansage":"taroks","count":12,"pagat":"sans"}]}})"))) == V{40, -20, -20});
    const auto p = tarock::preview(table(), 0, even(J(R"({"ansagen":{"A":[{"ansage":"taroks","count":12,"pagat":"sans"}]}})")));
    CHECK(hist::mentions(p.outcome, "Zwölf Taroks sans: 10 + 2 × 5 = 20"));
}

TEST_CASE("H-D14 Groß-Tarok: fifteen Latons and the Sküs are 16, eighteen Latons 26") {
    CHECK(nets(even(J(R"({"ansagen":{"B":[{"ansage":"latons","count":16,"skues":true}]}})"))) == V{-16, 32, -16});
    CHECK(nets(even(J(R"({"ansagen":{"B":[{"ansage":"latons","count":18}]}})"))) == V{-26, 52, -26});
}

TEST_CASE("H-D16 Groß-Tarok: after the Vorhand's whole Cavallerie a sküsed one counts only with three figures in sequence") {
    // B: Pique King, Cavall, Jack and the Sküs for the Queen - not in sequence: 0.
    CHECK(nets(even(J(R"({"ansagen":{"A":[{"ansage":"cavallerie","suit":"coeur"}],"B":[{"ansage":"cavallerie","suit":"pique","skues":true,"missing":"dame"}]}})"))) ==
          V{20, -10, -10});
    // B: Pique King, Queen, Cavall and the Sküs for the Jack - in sequence: 5.
    CHECK(nets(even(J(R"({"ansagen":{"A":[{"ansage":"cavallerie","suit":"coeur"}],"B":[{"ansage":"cavallerie","suit":"pique","skues":true,"missing":"bube"}]}})"))) ==
          V{15, 0, -15});
    // Without the Vorhand's whole Cavallerie the first one counts 5 as well.
    CHECK(nets(even(J(R"({"ansagen":{"B":[{"ansage":"cavallerie","suit":"pique","skues":true,"missing":"dame"}]}})"))) == V{-5, 10, -5});
}

TEST_CASE("H-D17 Groß-Tarok: B announces before the Vorhand has spoken - not paid") {
    const Json hand = even(J(R"({"ansagen":{"B":[{"ansage":"koenigreich","out_of_turn":true}]}})"));
    CHECK(nets(hand) == V{0, 0, 0});
    const auto p = tarock::preview(table(), 0, hand);
    CHECK(p.outcome.result.postings.empty());
    CHECK(hist::mentions(p.outcome, "nicht bezahlt, zu früh angesagt"));
}

TEST_CASE("H-D18 Groß-Tarok: A's Pagat brought home mid-game +10, caught mid-game -10") {
    CHECK(nets(even(J(R"({"pagat":{"player":"A","result":"home"}})"))) == V{10, -5, -5});
    CHECK(nets(even(J(R"({"pagat":{"player":"A","result":"caught"}})"))) == V{-10, 5, 5});
}

TEST_CASE("H-D19 Groß-Tarok: A's Pagat ultimo +30, caught in the last trick -30") {
    CHECK(nets(even(J(R"({"pagat":{"player":"A","result":"ultimo"}})"))) == V{30, -15, -15});
    CHECK(nets(even(J(R"({"pagat":{"player":"A","result":"caught_last"}})"))) == V{-30, 15, 15});
}

TEST_CASE("H-D20 Groß-Tarok: A's King caught -10, King ultimo +20, a King the Misère player throws away 0") {
    CHECK(nets(even(J(R"({"koenige":[{"player":"A","suit":"treff","result":"caught"}]})"))) == V{-10, 5, 5});
    CHECK(nets(even(J(R"({"koenige":[{"player":"A","suit":"treff","result":"ultimo"}]})"))) == V{20, -10, -10});
    // A plays a silent Misère and throws his Treff King away: only the Misère is paid.
    const Json misere = J(R"({"misere":{"player":"A","result":"made"},"koenige":[{"player":"A","suit":"treff","result":"discarded"}]})");
    CHECK(nets(misere) == V{52, -26, -26});
    const auto p = tarock::preview(table(), 0, misere);
    CHECK(hist::mentions(p.outcome, "kein Abfangen (000:2117)"));
    // Only the Misère player's king goes without payment.
    CHECK(refusal(table(), even(J(R"({"koenige":[{"player":"A","suit":"treff","result":"discarded"}]})"))).field() == "koenige[0]");
}

TEST_CASE("H-D21 Groß-Tarok: A loses the Vole announced at the first lead with 45 card points - 52 - 45 = 7 to each") {
    CHECK(nets(J(R"({"vole":{"player":"A","announced":"first","result":"failed"},"points":{"A":45}})")) == V{-14, 7, 7});
}

TEST_CASE("H-D22 Groß-Tarok: Mond, XX, XVIII, XVII, the Sküs for XIX and the Pagat are six matadors, 30 from each") {
    CHECK(tarock::grosstarok::matador_count({21, 20, 18, 17, 1}, true, true) == 6);
    CHECK(nets(even(J(R"({"ansagen":{"A":[{"ansage":"matadore","tarocks":[21,20,18,17,1],"skues":true}]}})"))) == V{60, -30, -30});
}
