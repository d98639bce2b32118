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
