// Groß-Tarok house rules A-G1 .. A-G15 beyond the vectors, the resting König, and the validation
// of hand records. Nets per player [A, B, C] (A the Vorhand, C the dealer).
#include "grosstarok_helpers.hpp"

using namespace gross;

TEST_CASE("Groß-Tarok A-G1: each matador 5 (R1), or the tarock honours another 5 each (R2)") {
    const Json hand = even(J(R"({"ansagen":{"A":[{"ansage":"matadore","tarocks":[21,19,18,17],"skues":true}]}})"));
    CHECK(nets(hand) == V{50, -25, -25});
    // R2: Mond and Sküs are honours: 25 + 2 x 5 = 35.
    CHECK(nets(hand, J(R"({"matadore":"r2"})")) == V{70, -35, -35});
    // R1: the Pagat alone is a matador, the Sküs alone too.
    CHECK(nets(even(J(R"({"ansagen":{"B":[{"ansage":"matadore","tarocks":[1,5]}]}})"))) == V{-5, 10, -5});
    CHECK(nets(even(J(R"({"ansagen":{"B":[{"ansage":"matadore","tarocks":[],"skues":true}]}})"))) == V{-5, 10, -5});
}

TEST_CASE("Groß-Tarok A-G2: the Sküs may stand for the Mond that starts a run, or only inside a run") {
    // XX, XIX and the Sküs: for the Mond 3 matadors; inside a run only, the Sküs alone is 1.
    CHECK(tarock::grosstarok::matador_count({20, 19}, true, true) == 3);
    CHECK(tarock::grosstarok::matador_count({20, 19}, true, false) == 1);
    const Json hand = even(J(R"({"ansagen":{"C":[{"ansage":"matadore","tarocks":[20,19],"skues":true}]}})"));
    CHECK(nets(hand) == V{-15, -15, 30});
    CHECK(nets(hand, J(R"({"skues_fill":"inside_run"})")) == V{-5, -5, 10});
}

TEST_CASE("Groß-Tarok A-G3: the Sküs in two announcements, allowed or refused") {
    const Json hand = even(J(R"({"ansagen":{"A":[{"ansage":"matadore","tarocks":[21],"skues":true},{"ansage":"koenigreich","skues":true}]}})"));
    CHECK(nets(hand) == V{30, -15, -15});  // 2 matadors 10 + sküsed Königreich 5
    const auto err = refusal(table(J(R"({"skues_multi":"once"})")), hand);
    CHECK(err.field() == "ansagen");
    CHECK(err.rule().rule.find("A-G3") != std::string::npos);
    // Two players cannot both hold the Sküs.
    CHECK(refusal(table(), even(J(R"({"ansagen":{"A":[{"ansage":"koenigreich","skues":true}],"B":[{"ansage":"latons","count":16,"skues":true}]}})")))
              .field() == "ansagen");
}

TEST_CASE("Groß-Tarok A-G5: the Pagat ultimo 15, or 20 with the 5 for bringing it home") {
    const Json hand = even(J(R"({"pagat":{"player":"B","result":"ultimo"}})"));
    CHECK(nets(hand) == V{-15, 30, -15});
    CHECK(nets(hand, J(R"({"pagat_ultimo":"20"})")) == V{-20, 40, -20});
}

TEST_CASE("Groß-Tarok A-G5 and H-D19: the Pagat caught in the last trick counts the same as the ultimo, 15 or 20 (000:2111)") {
    // "Der ultimirte Bagat zählt 15, der im letzten Stich abgefangene die gleiche Anzahl von Points."
    const Json caught = even(J(R"({"pagat":{"player":"A","result":"caught_last"}})"));
    CHECK(nets(caught) == V{-30, 15, 15});
    CHECK(nets(caught, J(R"({"pagat_ultimo":"20"})")) == V{-40, 20, 20});
    const auto p = tarock::preview(table(J(R"({"pagat_ultimo":"20"})")), 0, caught);
    CHECK(hist::mentions(p.outcome, "die gleiche Anzahl wie der Ultimo"));
    for (const auto& post : p.outcome.result.postings) CHECK(post.rule.rule.find("A-G5") != std::string::npos);
}

TEST_CASE("Groß-Tarok A-G6: the Mond winning the last trick 10 from each, no 5 on top") {
    CHECK(nets(even(J(R"({"mond_ultimo":"C"})"))) == V{-10, -10, 20});
    CHECK(refusal(table(), even(J(R"({"mond_ultimo":"C","pagat":{"player":"A","result":"ultimo"}})"))).field() == "mond_ultimo");
    CHECK(refusal(table(), even(J(R"({"koenige":[{"player":"B","suit":"coeur","result":"ultimo"}],"pagat":{"player":"A","result":"ultimo"}})"))).field() == "koenige");
}

TEST_CASE("Groß-Tarok A-G7: with four at the table the player on the dealer's right rests and pays nothing") {
    // Seats A, B, C, D; D deals first, so C rests; A is the Vorhand.
    const auto e = evening("grosstarok", {"A", "B", "C", "D"}, 3);
    const auto p = tarock::preview(e, 0, J(R"({"points":{"A":36,"B":24,"D":18},"pagat":{"player":"A","result":"home"}})"));
    CHECK(p.deal.resting == 2);
    const auto n = p.outcome.result.net(4);
    CHECK(n == std::vector<Thirds>{Thirds::whole(20), Thirds::whole(-7), Thirds{}, Thirds::whole(-13)});
    CHECK(hist::mentions(p.outcome, "ruht als König"));
    CHECK(refusal(e, J(R"({"points":{"A":36,"B":24,"C":18}})")).field() == "points");
    CHECK(refusal(e, J(R"({"points":{"A":26,"B":26},"pagat":{"player":"C","result":"home"}})")).field() == "pagat.player");
}

TEST_CASE("Groß-Tarok A-G8: the Scat counts for the dealer, or not at all and each is settled against the average") {
    CHECK(refusal(table(), J(R"({"points":{"A":30,"B":24,"C":24},"scat":3})")).field() == "scat");
    const Json rules = J(R"({"scat":"not_counted"})");
    // 78 - 6 in the Scat = 72; the average 24: +6, 0, -6.
    CHECK(nets(J(R"({"points":{"A":30,"B":24,"C":18},"scat":6})"), rules) == V{6, 0, -6});
    CHECK(nets(J(R"({"points":{"A":30,"B":24},"scat":6})"), rules) == V{6, 0, -6});
    // Not divisible by three: thirds.
    const auto n = nets_thirds(table(rules), J(R"({"points":{"A":30,"B":24,"C":19},"scat":5})"));
    CHECK(n == std::vector<Thirds>{Thirds::from_thirds(17), Thirds::from_thirds(-1), Thirds::from_thirds(-16)});
    CHECK(refusal(table(rules), J(R"({"points":{"A":30,"B":24,"C":18}})")).field() == "scat");
}

TEST_CASE("Groß-Tarok A-G9: after a Vole only the Vole, or the card points too") {
    const Json rules = J(R"({"vole_settlement":"cards_too"})");
    CHECK(nets(J(R"({"vole":{"player":"A"},"points":{"A":78,"B":0,"C":0}})"), rules) == V{52 + 52, -26 - 26, -26 - 26});
    CHECK(refusal(table(), J(R"({"vole":{"player":"A"},"points":{"A":78,"B":0,"C":0}})")).field() == "points");
    // Honour premiums lapse with a Vole (000:2147).
    CHECK(refusal(table(), J(R"({"vole":{"player":"A"},"pagat":{"player":"A","result":"home"}})")).field() == "pagat");
    const auto p = tarock::preview(table(), 0, J(R"({"vole":{"player":"A"}})"));
    CHECK(hist::mentions(p.outcome, "weder Kartenpunkte noch Honneur-Prämien"));
}

TEST_CASE("Groß-Tarok A-G10: a lost announced Vole - literal, at least 0, or the full value and the card points") {
    const Json hand = J(R"({"vole":{"player":"A","announced":"after19","result":"failed"},"points":{"A":40}})");
    CHECK(nets(hand) == V{18, -9, -9});  // 31 - 40 = -9: literally he receives 9 from each
    CHECK(nets(hand, J(R"({"vole_failed":"floor"})")) == V{0, 0, 0});
    const auto p = tarock::preview(table(), 0, hand);
    CHECK(hist::mentions(p.outcome, "wörtlich"));
    const Json full = J(R"({"vole":{"player":"A","announced":"after19","result":"failed"},"points":{"A":40,"B":20,"C":18}})");
    CHECK(nets(full, J(R"({"vole_failed":"flat_plus_cards"})")) == V{-62 + 14, 31 - 6, 31 - 8});
    CHECK(refusal(table(), J(R"({"vole":{"player":"A","announced":"first","result":"failed"}})")).field() == "points");
    // One other player's points alone do not give his.
    CHECK(refusal(table(), J(R"({"vole":{"player":"A","announced":"first","result":"failed"},"points":{"B":20}})")).field() == "points");
    CHECK(refusal(table(), J(R"({"vole":{"player":"A","result":"failed"},"points":{"A":40}})")).field() == "vole.result");
    CHECK(refusal(table(), J(R"({"vole":{"player":"A","announced":"first","result":"failed","ultimo":true},"points":{"A":40}})")).field() ==
          "vole.ultimo");
}

TEST_CASE("Groß-Tarok A-G10: a lost announced Vole entered with the two other players' points - the player has the rest of 78 (000:2145)") {
    // docs/formats/grosstarok.md: two players' points are enough. Bernd 40, Christl 20: Anna 18,
    // so she pays 31 - 18 = 13 to each.
    const Json two = J(R"({"vole":{"player":"A","announced":"after19","result":"failed"},"points":{"B":40,"C":20}})");
    CHECK(nets(two) == V{-26, 13, 13});
    CHECK(nets(J(R"({"vole":{"player":"A","announced":"after19","result":"failed"},"points":{"A":18}})")) == V{-26, 13, 13});
    CHECK(nets(J(R"({"vole":{"player":"A","announced":"after19","result":"failed"},"points":{"A":18,"B":40,"C":20}})")) == V{-26, 13, 13});
    // Two players with more than 78 together are refused, as anywhere.
    CHECK(refusal(table(), J(R"({"vole":{"player":"A","announced":"after19","result":"failed"},"points":{"B":60,"C":20}})")).field() == "points");
    // Under A-G8 "not_counted" the Scat's points come off the 78.
    CHECK(nets(J(R"({"vole":{"player":"A","announced":"after19","result":"failed"},"points":{"B":40,"C":20},"scat":3})"), J(R"({"scat":"not_counted"})")) ==
          V{-32, 16, 16});
}

TEST_CASE("Groß-Tarok A-G11: a lost announced Misère without or with the card points") {
    CHECK(nets(J(R"({"misere":{"player":"A","announced":"start","result":"failed"}})")) == V{-72, 36, 36});
    CHECK(nets(J(R"({"misere":{"player":"A","announced":"start","result":"failed"},"points":{"A":6,"B":36,"C":36}})"),
               J(R"({"misere_failed":"cards_too"})")) == V{-72 - 20, 36 + 10, 36 + 10});
    // A silent Misère that failed is an ordinary game.
    CHECK(nets(J(R"({"misere":{"player":"A","result":"failed"},"points":{"A":6,"B":36,"C":36}})")) == V{-20, 10, 10});
}

TEST_CASE("Groß-Tarok A-G12: premiums go on in a Misère game, the Misère player's Pagat free under pagat_too") {
    const Json hand = J(R"({"misere":{"player":"A","announced":"start","result":"made"},"pagat":{"player":"A","result":"caught"}})");
    CHECK(nets(hand) == V{72 - 10, -36 + 5, -36 + 5});
    CHECK(nets(hand, J(R"({"misere_premiums":"pagat_too"})")) == V{72, -36, -36});
}

TEST_CASE("Groß-Tarok A-G12: the Misère player's Pagat caught in the last trick - paid like any, free under pagat_too (000:2111, 000:2117)") {
    // A fixed reading of the house rule: the Misère player gives his Pagat away in whichever trick
    // he must play it; the last trick is no different.
    const Json hand = J(R"({"misere":{"player":"A","announced":"start","result":"made"},"pagat":{"player":"A","result":"caught_last"}})");
    CHECK(nets(hand) == V{72 - 30, -36 + 15, -36 + 15});
    CHECK(nets(hand, J(R"({"pagat_ultimo":"20"})")) == V{72 - 40, -36 + 20, -36 + 20});
    CHECK(nets(hand, J(R"({"misere_premiums":"pagat_too"})")) == V{72, -36, -36});
    const auto p = tarock::preview(table(J(R"({"misere_premiums":"pagat_too"})")), 0, hand);
    CHECK(hist::mentions(p.outcome, "im letzten Stich"));
    // Another player's Pagat caught in the last trick is paid under either setting.
    const Json other = J(R"({"misere":{"player":"A","announced":"start","result":"made"},"pagat":{"player":"B","result":"caught_last"}})");
    CHECK(nets(other, J(R"({"misere_premiums":"pagat_too"})")) == V{72 + 15, -36 - 30, -36 + 15});
}

TEST_CASE("Groß-Tarok A-G13: a Misère given up is entered by hand") {
    const Json hand = J(R"({"misere":{"player":"B","announced":"start","result":"given_up"},"agreed":{"A":12,"B":-20,"C":8},"reason":"vor dem 13. Stich eingeworfen"})");
    CHECK(nets(hand) == V{12, -20, 8});
    const auto p = tarock::preview(table(), 0, hand);
    CHECK(hist::mentions(p.outcome, "von Hand eingetragen"));
    CHECK(refusal(table(), J(R"({"misere":{"player":"B","result":"given_up"}})")).field() == "agreed");
    CHECK(refusal(table(), J(R"({"points":{"A":30,"B":30},"agreed":{"A":1,"B":-1},"reason":"x"})")).field() == "agreed");
}

TEST_CASE("Groß-Tarok A-G14: a sküsed Cavallerie after the second hand's whole one counts, or not under after_anyone") {
    const Json hand = even(J(R"({"ansagen":{"B":[{"ansage":"cavallerie","suit":"coeur"}],"C":[{"ansage":"cavallerie","suit":"pique","skues":true,"missing":"dame"}]}})"));
    CHECK(nets(hand) == V{-15, 15, 0});
    CHECK(nets(hand, J(R"({"half_cavallerie":"after_anyone"})")) == V{-10, 20, -10});
}

TEST_CASE("Groß-Tarok A-G14: the Vorhand's own whole Cavallerie leaves her own sküsed one alone, or restricts it too (000:2079-2081)") {
    // A (the Vorhand): a natural Coeur Cavallerie (10) and Pique King, Cavall, Jack with the Sküs for the Queen (5, not in sequence).
    const Json hand = even(J(R"({"ansagen":{"A":[{"ansage":"cavallerie","suit":"coeur"},{"ansage":"cavallerie","suit":"pique","skues":true,"missing":"dame"}]}})"));
    CHECK(nets(hand) == V{30, -15, -15});
    CHECK(nets(hand, J(R"({"half_cavallerie_own":"restricted"})")) == V{20, -10, -10});
    // Three figures in sequence (the Sküs for the Jack) count under both settings.
    const Json seq = even(J(R"({"ansagen":{"A":[{"ansage":"cavallerie","suit":"coeur"},{"ansage":"cavallerie","suit":"pique","skues":true,"missing":"bube"}]}})"));
    CHECK(nets(seq, J(R"({"half_cavallerie_own":"restricted"})")) == V{30, -15, -15});
    // Another hand's own pair: only under after_anyone does the own restriction reach B.
    const Json b_own = even(J(R"({"ansagen":{"B":[{"ansage":"cavallerie","suit":"coeur"},{"ansage":"cavallerie","suit":"pique","skues":true,"missing":"dame"}]}})"));
    CHECK(nets(b_own, J(R"({"half_cavallerie_own":"restricted"})")) == V{-15, 30, -15});
    CHECK(nets(b_own, J(R"({"half_cavallerie_own":"restricted","half_cavallerie":"after_anyone"})")) == V{-10, 20, -10});
}

TEST_CASE("Groß-Tarok A-G15: the Sküs among the extras of ten tarocks and sixteen Latons") {
    const Json taroks = even(J(R"({"ansagen":{"A":[{"ansage":"taroks","count":12,"pagat":"avec","skues":true}]}})"));
    CHECK(nets(taroks) == V{40, -20, -20});
    CHECK(nets(taroks, J(R"({"skues_extras":"no"})")) == V{30, -15, -15});
    const Json latons = even(J(R"({"ansagen":{"A":[{"ansage":"latons","count":18,"skues":true}]}})"));
    CHECK(nets(latons) == V{52, -26, -26});
    CHECK(nets(latons, J(R"({"skues_extras":"no"})")) == V{42, -21, -21});
}

TEST_CASE("Groß-Tarok: four of a kind, three with the Sküs and three kings") {
    CHECK(nets(even(J(R"({"ansagen":{"A":[{"ansage":"vier","rank":"cavall"}]}})"))) == V{10, -5, -5});
    CHECK(nets(even(J(R"({"ansagen":{"A":[{"ansage":"vier","rank":"bube","skues":true}]}})"))) == V{20, -10, -10});
    CHECK(nets(even(J(R"({"ansagen":{"A":[{"ansage":"drei","rank":"dame","drei_koenige":true}]}})"))) == V{10, -5, -5});
    CHECK(refusal(table(), even(J(R"({"ansagen":{"A":[{"ansage":"drei","rank":"dame"}]}})"))).field() == "ansagen");
}

TEST_CASE("Groß-Tarok: a thrown-in deal is dealt again by the same dealer without payment") {
    const auto p = tarock::preview(table(), 0, J(R"({"deal":"thrown_in"})"));
    CHECK(p.outcome.same_dealer);
    CHECK(p.outcome.result.postings.empty());
}

TEST_CASE("Groß-Tarok validation: refused records name the field") {
    const auto e = table();
    CHECK(refusal(e, J(R"({})")).field() == "points");
    CHECK(refusal(e, J(R"({"points":{"A":36}})")).field() == "points");
    CHECK(refusal(e, J(R"({"points":{"A":36,"B":24,"C":17}})")).field() == "points");
    CHECK(refusal(e, J(R"({"points":{"A":"36 1/3","B":24}})")).field() == "points");
    CHECK(refusal(e, J(R"({"points":{"A":60,"B":24}})")).field() == "points");
    CHECK(refusal(e, J(R"({"points":{"A":26,"B":26},"misere":{"player":"A","result":"made"}})")).field() == "points");
    CHECK(refusal(e, J(R"({"misere":{"player":"A","result":"made"},"vole":{"player":"B"}})")).field() == "vole");
    CHECK(refusal(e, J(R"({"misere":{"player":"A"}})")).field() == "misere.result");
    CHECK(refusal(e, J(R"({"doppel_misere":["A","A"]})")).field() == "doppel_misere");
    CHECK(refusal(e, J(R"({"doppel_misere":["A"]})")).field() == "doppel_misere");
    // 000:2121: with the Mond a Misère is impossible.
    const auto mond = refusal(e, J(R"({"misere":{"player":"A","result":"made"},"ansagen":{"A":[{"ansage":"matadore","tarocks":[21]}]}})"));
    CHECK(mond.field() == "misere");
    CHECK(mond.rule().source.find("000:2121") != std::string::npos);
    CHECK(refusal(e, even(J(R"({"ansagen":{"A":[{"ansage":"matadore","tarocks":[21]}],"B":[{"ansage":"matadore","tarocks":[21]}]}})"))).field() ==
          "ansagen");
    CHECK(refusal(e, even(J(R"({"ansagen":{"A":[{"ansage":"taroks","count":9,"pagat":"avec"}]}})"))).field() == "ansagen.A[0].count");
    CHECK(refusal(e, even(J(R"({"ansagen":{"A":[{"ansage":"taroks","count":12}]}})"))).field() == "ansagen.A[0].pagat");
    CHECK(refusal(e, even(J(R"({"ansagen":{"A":[{"ansage":"latons"}]}})"))).field() == "ansagen.A[0].count");
    CHECK(refusal(e, even(J(R"({"ansagen":{"A":[{"ansage":"cavallerie"}]}})"))).field() == "ansagen.A[0].suit");
    CHECK(refusal(e, even(J(R"({"ansagen":{"A":[{"ansage":"vier"}]}})"))).field() == "ansagen.A[0].rank");
    CHECK(refusal(e, even(J(R"({"ansagen":{"A":[{"ansage":"cavallerie","suit":"coeur","skues":true}]}})"))).field() == "ansagen");
    CHECK(refusal(e, even(J(R"({"ansagen":{"A":[{"ansage":"koepfe"}]}})"))).field() == "ansagen.A[0].ansage");
    CHECK(refusal(e, even(J(R"({"koenige":[{"player":"A","suit":"coeur","result":"home"},{"player":"B","suit":"coeur","result":"caught"}]})"))).field() ==
          "koenige[1]");
    CHECK(refusal(e, even(J(R"({"pagat":{"player":"A","result":"caught_last"},"koenige":[{"player":"B","suit":"coeur","result":"ultimo"}]})"))).field() ==
          "pagat.result");
    CHECK(refusal(e, J(R"({"points":{"A":26,"B":26},"bogus":1})")).field() == "bogus");
    CHECK(refusal(e, J(R"({"points":{"Z":26,"B":26}})")).field() == "points.Z");
}

TEST_CASE("Groß-Tarok setup: three players, or four with the resting König") {
    const auto& v = tarock::find_variant("grosstarok");
    CHECK(v.table_sizes() == std::vector<int>{3, 4});
    CHECK(v.active_players() == 3);
    CHECK_THROWS_AS(tarock::validate_setup(evening("grosstarok", {"A", "B"}, 0)), tarock::InputError);
    const auto d = tarock::grosstarok::deal_three(4, 1);
    CHECK(d.active == std::vector<int>{2, 3, 1});
    CHECK(d.resting == 0);
}

TEST_CASE("Groß-Tarok: the record survives the trip to JSON and back") {
    const std::vector<std::string> players = {"A", "B", "C"};
    for (const char* text :
         {R"({"points":{"A":36,"B":24},"ansagen":{"A":[{"ansage":"matadore","tarocks":[21,19],"skues":true},{"ansage":"taroks","count":11,"pagat":"avec"}],"B":[{"ansage":"cavallerie","suit":"treff","skues":true,"missing":"koenig","out_of_turn":true}]},"pagat":{"player":"B","result":"caught_last"},"koenige":[{"player":"C","suit":"pique","result":"home"}],"note":"n"})",
          R"({"dealer":"C","misere":{"player":"A","announced":"before13","result":"given_up"},"agreed":{"A":-10,"B":5,"C":5},"reason":"r"})",
          R"({"points":{"B":50},"vole":{"player":"B","announced":"after12","result":"failed"}})",
          R"({"vole":{"player":"B","result":"made","ultimo":true}})", R"({"doppel_misere":["A","C"]})", R"({"deal":"thrown_in"})",
          R"({"points":{"A":30,"B":24,"C":18},"scat":6,"ansagen":{"C":[{"ansage":"vier","rank":"dame","skues":true},{"ansage":"drei","rank":"bube","drei_koenige":true},{"ansage":"latons","count":17},{"ansage":"koenigreich"}]},"mond_ultimo":"A"})"}) {
        const Json j = J(text);
        const auto h = tarock::grosstarok::parse_hand(j, players);
        CHECK(tarock::grosstarok::to_json(h, players) == j);
    }
}
