// The open items of §7.1, §3.2 and §9.1 that the presets settle as house rules: two renouncers
// in one hand, the Säcke from card points (M-45), and the named open choices M-33, M-35 … M-38.
// Each setting: its documented default, the alternative selectable, and the refusal where a
// preset does not state the rule.
#include "koenigrufen_modern_helpers.hpp"

using namespace km;

TEST_CASE("two renouncers share what the regular players receive (§7.1, P-RTC)") {
    // Rufer A+C: A and B renounce; C and D would each have won the game (1). The sum 2 is shared:
    // A pays C, B pays D.
    CHECK(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","renonce":{"player":"A","second":"B"}})").geld == V{-1, -1, 1, 1});
    // Dreier: opponents B and C renounce; A would have won 3 × 4, D 4: 16 shared, 8 each.
    CHECK(score(kRTC, R"({"game":"dreier","declarer":"A","renonce":{"player":"B","second":"C"}})").geld == V{12, -8, -8, 4});
    // With Kontra the money is shared on its own: Dreier contra'd, B and C renounce: A 24, D 8.
    const Result k = score(kRTC, R"({"game":"dreier","declarer":"A","kontra":"kontra","renonce":{"player":"B","second":"C"}})");
    CHECK(k.schrift == V{12, -8, -8, 4});
    CHECK(k.geld == V{24, -16, -16, 8});
    // Negative game: declarer A and opponent B renounce; C and D would have won 2 each.
    CHECK(score(kRTC, R"({"game":"piccolo","declarer":"A","renonce":{"player":"A","second":"B"}})").geld == V{-2, -2, 2, 2});
}

TEST_CASE("two renouncers in Trischaken pay 3 each (§7.1, OÖ \"two renoncers: −3 each\")") {
    CHECK(score(kRTC, R"({"game":"trischaken","declarer":"A","renonce":{"player":"B","second":"C"}})").geld == V{3, -3, -3, 3});
    CHECK(score(kRTC, R"({"game":"trischaken","declarer":"A","renonce":{"player":"A","second":"D"}})").geld == V{-3, 3, 3, -3});
    // A TarockBlock set (M-44: the P-RTC rules) scales it with its Trischaken value.
    CHECK(score(preset("TarockBlock Standard (Cent)"), R"({"game":"trischaken","declarer":"A","renonce":{"player":"B","second":"C"}})").geld ==
          V{30, -30, -30, 30});
}

TEST_CASE("two renouncers: refused where the preset does not say, and for impossible entries") {
    for (const std::string& p : {kSAU, kTIR, kWTC19, kWTC20, kWZ, kTUL, kRUE}) {
        CHECK(refusal(preset(p), R"({"game":"dreier","declarer":"A","renonce":{"player":"B","second":"C"}})") == "renonce.second | koenigrufen_modern §7.1");
        CHECK(refusal(preset(p), R"({"game":"trischaken","declarer":"A","renonce":{"player":"B","second":"C"}})") == "renonce.second | koenigrufen_modern §7.1");
    }
    const Json rtc = preset(kRTC);
    CHECK(refusal(rtc, R"({"game":"dreier","declarer":"A","renonce":{"player":"B","second":"B"}})") == "renonce.second | koenigrufen_modern §7.1");
    CHECK(refusal(rtc, R"({"game":"besserrufer","declarer":"A","partner":"C","renonce":{"player":"A","second":"B","no_bird":true}})") ==
          "renonce.second | koenigrufen_modern §7.1");
    // A tariff that sets no amount for two renouncers in Trischaken leaves it to the table.
    CHECK(refusal(preset(kRTC, R"({"renonce_trischaken_zwei":"0"})"), R"({"game":"trischaken","declarer":"A","renonce":{"player":"B","second":"C"}})") ==
          "renonce.second | koenigrufen_modern §7.1");
    // The Rüdiger party renonce with two renouncers of one party: the party loses once.
    CHECK(score(preset(kRUE, R"({"renonce_zwei":"share"})"), R"({"game":"rufer","declarer":"A","partner":"C","renonce":{"player":"A","second":"C"}})").geld ==
          V{-1, 1, -1, 1});
    CHECK(refusal(preset(kRUE, R"({"renonce_zwei":"share"})"), R"({"game":"rufer","declarer":"A","partner":"C","renonce":{"player":"A","second":"B"}})") ==
          "renonce.second | koenigrufen_modern M-26");
}

TEST_CASE("M-45 Säcke from the card points: P-TIR thresholds 45 2/3 and 55 2/3 (INFERRED from TB), cumulative, for either party") {
    // Dreier 5 won with 46: the 1. Sack (silent 1) comes from the points.
    const Result one = score(kTIR, R"({"game":"dreier","declarer":"A","points":46})");
    CHECK(one.geld == V{18, -6, -6, -6});
    // 56: both Säcke (M-45 default: cumulative).
    CHECK(score(kTIR, R"({"game":"dreier","declarer":"A","points":56})").geld == V{21, -7, -7, -7});
    // 45 1/3 is below the threshold: no Sack.
    CHECK(score(kTIR, R"({"game":"dreier","declarer":"A","points":"45 1/3"})").geld == V{15, -5, -5, -5});
    // The opponents with 50 make the 1. Sack: game lost 5 and the Sack 1 against A.
    CHECK(score(kTIR, R"({"game":"dreier","declarer":"A","points":20})").geld == V{-18, 6, 6, 6});
    // Entered by the table and right: counted once.
    CHECK(score(kTIR, R"({"game":"dreier","declarer":"A","points":46,"premiums":[{"premium":"sack1","side":"declarer"}]})").geld == V{18, -6, -6, -6});
    // Announced and made: the announced value 2 instead of the silent one.
    CHECK(score(kTIR, R"({"game":"dreier","declarer":"A","points":46,"premiums":[{"premium":"sack1","side":"declarer","announced":true}]})").geld ==
          V{21, -7, -7, -7});
    // Announced 2. Sack failed with 50: pays 2, the 1. Sack (silent) still made.
    CHECK(score(kTIR, R"({"game":"dreier","declarer":"A","points":50,"premiums":[{"premium":"sack2","side":"declarer","announced":true,"made":false}]})").geld ==
          V{12, -4, -4, -4});
}

TEST_CASE("M-45 Säcke: entries that contradict the card points are refused") {
    const Json tir = preset(kTIR);
    CHECK(refusal(tir, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"sack1","side":"declarer"}]})") ==
          "premiums[0].made | koenigrufen_modern M-45");
    CHECK(refusal(tir, R"({"game":"dreier","declarer":"A","points":50,"premiums":[{"premium":"sack2","side":"declarer","announced":true}]})") ==
          "premiums[0].made | koenigrufen_modern M-45");
    CHECK(refusal(tir, R"({"game":"dreier","declarer":"A","points":50,"premiums":[{"premium":"sack1","side":"declarer","announced":true,"made":false}]})") ==
          "premiums[0].made | koenigrufen_modern M-45");
    CHECK(refusal(tir, R"({"game":"dreier","declarer":"A","points":60,"premiums":[{"premium":"sack1","side":"opponents"}]})") ==
          "premiums[0].made | koenigrufen_modern M-45");
    // Without thresholds (0) the table's entry stands unchecked.
    CHECK(score(preset(kTIR, R"({"sack1_schwelle":"0","sack2_schwelle":"0"})"), R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"sack1","side":"declarer"}]})")
              .geld == V{18, -6, -6, -6});
}

TEST_CASE("M-35 Bei-Spiele: not allowed by default, where allowed each settles his own game against the three others") {
    const std::string bei = R"({"game":"piccolo","declarer":"A","won":true,"bei":[{"player":"B","won":false,"kontras":{"C":"kontra"}}]})";
    CHECK(refusal(preset(kRTC), bei) == "bei | koenigrufen_modern M-35");
    CHECK(refusal(preset(kTIR), bei) == "bei | koenigrufen_modern M-35");
    // Rüdiger: A's Piccolo won (2 from each), B's Piccolo lost (2 to each, C's Kontra 4).
    // A: +6 + 2 = +8; B: −2 − 2 − 4 − 2 = −10; C: −2 + 4 = +2; D: −2 + 2 = 0.
    CHECK(score(kRUE, bei).geld == V{8, -10, 2, 0});
    // TarockBlock Standard: only with Piccolo and Zwiccolo.
    const Json tb = preset("TarockBlock Standard (Cent)");
    CHECK(refusal(tb, R"({"game":"bettel","declarer":"A","won":true,"bei":[{"player":"B","won":true}]})") == "bei | koenigrufen_modern M-35");
    CHECK(score(tb, R"({"game":"piccolo","declarer":"A","won":true,"bei":[{"player":"B","won":true}]})").geld == V{20, 20, -20, -20});
    // Bad entries.
    const Json rue = preset(kRUE);
    CHECK(refusal(rue, R"({"game":"dreier","declarer":"A","points":40,"bei":[{"player":"B","won":true}]})") == "bei | koenigrufen_modern M-35");
    CHECK(refusal(rue, R"({"game":"piccolo","declarer":"A","won":true,"bei":[{"player":"A","won":true}]})") == "bei[0].player | koenigrufen_modern M-35");
    CHECK(refusal(rue, R"({"game":"piccolo","declarer":"A","won":true,"bei":[{"player":"B"}]})") == "bei[0].won | koenigrufen_modern M-35");
    CHECK(refusal(rue, R"({"game":"piccolo","declarer":"A","won":true,"bei":[{"player":"B","won":true,"kontras":{"B":"kontra"}}]})") ==
          "bei[0].kontras | koenigrufen_modern §5.8");
}

TEST_CASE("M-33 TUL Schnitt: no consequence by default, under Tulln a party under 15 points is refused naming M-33") {
    CHECK(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","points":14})").geld == V{-1, 1, -1, 1});
    CHECK(refusal(preset(kTUL), R"({"game":"rufer","declarer":"A","partner":"C","points":14})") == "points | koenigrufen_modern M-33");
    CHECK(refusal(preset(kTUL), R"({"game":"rufer","declarer":"A","partner":"C","points":"55 1/3"})") == "points | koenigrufen_modern M-33");
    CHECK(score(kTUL, R"({"game":"rufer","declarer":"A","partner":"C","points":15})").geld == V{-10, 10, -10, 10});
    CHECK(score(kTUL, R"({"game":"rufer","declarer":"A","partner":"C","points":70,"valat":{"by":"declarer"}})").geld == V{40, -40, 40, -40});
}

TEST_CASE("M-36 Vorhand with four kings: no Rufer (OÖ, default), passes the Vorhand on (SAU), calls a queen (WTC)") {
    const std::string rufer = R"({"game":"rufer","declarer":"A","partner":"C","points":40,"vier_koenige":true})";
    CHECK(refusal(preset(kRTC), rufer) == "vier_koenige | koenigrufen_modern M-36");
    CHECK(refusal(preset(kSAU), rufer) == "vier_koenige | koenigrufen_modern M-36");
    const Result queen = score(kWTC20, rufer);
    CHECK(queen.geld == V{1, -1, 1, -1});
    CHECK(queen.out.result.notes.front().en == "the Vorhand holds all four kings and calls a queen; the partner holds it (M-36).");
    // OÖ: the Vorhand with four kings plays another game.
    CHECK(score(kRTC, R"({"game":"dreier","declarer":"A","points":40,"vier_koenige":true})").geld == V{12, -4, -4, -4});
    // Sauwald: B has the Vorhand now and may play the Vorhand games; A may not.
    CHECK(refusal(preset(kSAU), R"({"game":"sechserdreier","declarer":"A","points":40,"vier_koenige":true})") == "declarer | koenigrufen_modern §1.4");
    CHECK(score(kSAU, R"({"game":"sechserdreier","declarer":"B","points":40,"vier_koenige":true})").geld == V{-4, 12, -4, -4});
    // B's Trischaken: B is the Trischaker; D loses single, B with the most points pays double (2 to each).
    CHECK(score(kSAU, R"({"game":"trischaken","declarer":"B","vier_koenige":true,"trischaken":{"A":5,"B":20,"C":20,"D":25}})").geld == V{1, 1, 1, -3});
    CHECK(score(kSAU, R"({"game":"trischaken","declarer":"B","vier_koenige":true,"trischaken":{"A":10,"B":30,"C":20,"D":10}})").geld == V{2, -6, 2, 2});
}

TEST_CASE("M-37 opponents' talon cards in the declarer's Valat: they keep them (default) or the Valat party owns every card") {
    // Rufer A+C take every trick; B+D keep their talon half with the Trull (39 thirds = 13 points).
    const std::string hand =
        R"({"game":"rufer","declarer":"A","partner":"C","points":57,"valat":{"by":"declarer"},"premiums":[{"premium":"trull","side":"opponents"}]})";
    // P-TIR: the Valat 10 beside the game 1; the Trull, a Bestandsprämie, does not count beside the Valat (M-08).
    CHECK(score(kTIR, hand).geld == V{11, -11, 11, -11});
    CHECK(refusal(preset(kTIR, R"({"valat_talon":"valat"})"), hand) == "points | koenigrufen_modern §3.5");
    CHECK(refusal(preset(kTIR, R"({"valat_talon":"valat"})"),
                  R"({"game":"rufer","declarer":"A","partner":"C","points":70,"valat":{"by":"declarer"},"premiums":[{"premium":"trull","side":"opponents"}]})") ==
          "premiums[0] | koenigrufen_modern M-37");
    // More than three talon cards can hold: refused; the Sechserdreier leaves the opponents none.
    CHECK(refusal(preset(kTIR), R"({"game":"rufer","declarer":"A","partner":"C","points":56,"valat":{"by":"declarer"}})") == "points | koenigrufen_modern §3.5");
    CHECK(refusal(preset(kTIR), R"({"game":"sechserdreier","declarer":"A","points":69,"valat":{"by":"declarer"}})") == "points | koenigrufen_modern §3.5");
}

TEST_CASE("M-38 Farbenspiel: the opponents contra or announce a Valat (OÖ, default), or both (ÖF 2021)") {
    const std::string hand = R"({"game":"farbensolo","declarer":"A","points":0,"kontra":"kontra","valat":{"announced":"opponents","by":"opponents"}})";
    CHECK(refusal(preset(kRTC), hand) == "valat | koenigrufen_modern M-38");
    // ÖF 2021: both. The opponents' announced Valat: game 6 × 8 = 48, the game Kontra carries (M-09) into the money.
    const Result oef = score(kOEF, hand);
    CHECK(oef.schrift == V{-144, 48, 48, 48});
    CHECK(oef.geld == V{-288, 96, 96, 96});
}

TEST_CASE("three players tied in Trischaken: each family where its text states it, refused where it does not") {
    // OÖ: three equal losers pay 1 each to the fourth (MK-43); three tied at the bottom: one loser.
    CHECK(score(kRTC, R"({"game":"trischaken","declarer":"A","trischaken":{"A":10,"B":20,"C":20,"D":20}})").geld == V{3, -1, -1, -1});
    CHECK(score(kRTC, R"({"game":"trischaken","declarer":"A","trischaken":{"A":12,"B":34,"C":12,"D":12}})").geld == V{1, -3, 1, 1});
    // OÖ: the Trischaker tied with two others loses alone (b = 2).
    CHECK(score(kRTC, R"({"game":"trischaken","declarer":"A","trischaken":{"A":20,"B":20,"C":20,"D":10}})").geld == V{-6, 2, 2, 2});
    // Sauwald: three tied losers give 1 each to the winner, also to a Jungfrau ("die anderen" = the Jungfrau).
    CHECK(score(kSAU, R"({"game":"trischaken","declarer":"A","trischaken":{"A":10,"B":20,"C":20,"D":20}})").geld == V{3, -1, -1, -1});
    CHECK(score(kSAU, R"({"game":"trischaken","declarer":"A","trischaken":{"A":0,"B":"23 1/3","C":"23 1/3","D":"23 1/3"}})").geld == V{3, -1, -1, -1});
    // The pool (Vienna): three tied losers share paying the 6; the Vorhand among them loses alone, double.
    CHECK(score(kWTC20, R"({"game":"trischaken","declarer":"A","trischaken":{"A":10,"B":20,"C":20,"D":20}})").geld == V{6, -2, -2, -2});
    CHECK(score(kWTC20, R"({"game":"trischaken","declarer":"A","trischaken":{"A":20,"B":20,"C":20,"D":10}})").geld == V{-12, 4, 4, 4});
    // Tirol: three tied at the top (M-21) or at the bottom (who is "middle"?) is left to the table.
    CHECK(refusal(preset(kTIR), R"({"game":"trischaken","declarer":"A","trischaken":{"A":10,"B":20,"C":20,"D":20}})") == "trischaken | koenigrufen_modern M-21");
    CHECK(refusal(preset(kTIR), R"({"game":"trischaken","declarer":"A","trischaken":{"A":12,"B":34,"C":12,"D":12}})") == "trischaken | koenigrufen_modern M-21");
    // Rüdiger: "der Spieler mit den meisten Punkten" / "den mit den wenigsten" is not one player.
    CHECK(refusal(preset(kRUE), R"({"game":"trischaken","declarer":"A","trischaken":{"A":10,"B":20,"C":20,"D":20}})") == "trischaken | koenigrufen_modern §5.6");
    CHECK(refusal(preset(kRUE), R"({"game":"trischaken","declarer":"A","trischaken":{"A":34,"B":12,"C":12,"D":12}})") == "trischaken | koenigrufen_modern §5.6");
}
