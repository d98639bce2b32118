// The test vectors of docs/rules/koenigrufen-modern.md §10 (MK-01 … MK-101), each under its
// preset, with the exact nets per seat (A, B, C, D); Schrift and money where they differ.
#include "koenigrufen_modern_helpers.hpp"

using namespace km;

namespace {
void nets(const Result& r, const V& both) {
    CHECK(r.geld == both);
    CHECK(r.schrift == both);
}
void nets(const Result& r, const V& schrift, const V& geld) {
    CHECK(r.schrift == schrift);
    CHECK(r.geld == geld);
}
}  // namespace

// §10.1 P-RTC positive games
TEST_CASE("MK-01 Rufer A+C with 41 points wins") { nets(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","points":41})"), {1, -1, 1, -1}); }
TEST_CASE("MK-02 Rufer A+C with exactly 35 loses") { nets(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","points":35})"), {-1, 1, -1, 1}); }
TEST_CASE("MK-03 Rufer A+C with 35/2 wins") { nets(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","points":"35 2/3"})"), {1, -1, 1, -1}); }
TEST_CASE("MK-04 Rufer A+C with 35/1 loses under RTC") { nets(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","points":"35 1/3"})"), {-1, 1, -1, 1}); }
TEST_CASE("MK-05 Rufer won, silent Trull of B+D, silent Könige of A+C") {
    nets(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","points":"41 2/3","premiums":[{"premium":"trull","side":"opponents"},{"premium":"koenige","side":"declarer"}]})"),
         {1, -1, 1, -1});
}
TEST_CASE("MK-06 Rufer won with a silent König Ultimo") {
    nets(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","points":40,"premiums":[{"premium":"koenig_ultimo","side":"declarer"}]})"), {2, -2, 2, -2});
}
TEST_CASE("MK-07 Rufer, called king in the talon, A plays on alone and wins") {
    nets(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"talon","talon":"played","points":40})"), {3, -1, -1, -1});
}
TEST_CASE("MK-08 Rufer lost, game contra'd") {
    nets(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","points":30,"kontra":"kontra"})"), {-1, 1, -1, 1}, {-2, 2, -2, 2});
}
TEST_CASE("MK-09 Besserrufer, announced Pagat made and contra'd by B, game won") {
    nets(score(kRTC, R"({"game":"besserrufer","declarer":"A","partner":"C","points":40,"premiums":[{"premium":"pagat","side":"declarer","announced":true,"kontra":"kontra","kontra_by":"B"}]})"),
         {3, -3, 3, -3}, {5, -5, 5, -5});
}
TEST_CASE("MK-10 Besserrufer won, announced Uhu failed and contra'd") {
    nets(score(kRTC, R"({"game":"besserrufer","declarer":"A","partner":"C","points":40,"premiums":[{"premium":"uhu","side":"declarer","announced":true,"made":false,"kontra":"kontra"}]})"),
         {-3, 3, -3, 3}, {-7, 7, -7, 7});
}
TEST_CASE("MK-11 Rufer, called king in the talon, A gives up") {
    nets(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"talon","talon":"schleifen"})"), {-3, 1, 1, 1});
}
TEST_CASE("MK-12 Besserrufer with Uhu given up") {
    nets(score(kRTC, R"({"game":"besserrufer","declarer":"A","partner":"talon","talon":"schleifen","bird":"uhu"})"), {-15, 5, 5, 5});
}
TEST_CASE("MK-13 Besserrufer with Pagat given up") {
    nets(score(kRTC, R"({"game":"besserrufer","declarer":"A","partner":"talon","talon":"schleifen","bird":"pagat"})"), {-9, 3, 3, 3});
}
TEST_CASE("MK-14 Solorufer lost, C's announced König Ultimo made (solo double)") {
    nets(score(kRTC, R"({"game":"solorufer","declarer":"A","partner":"C","points":30,"premiums":[{"premium":"koenig_ultimo","side":"declarer","announced":true}]})"), {2, -2, 2, -2});
}
TEST_CASE("MK-15 Solorufer, king in the talon, won, Kontra void") {
    nets(score(kRTC, R"({"game":"solorufer","declarer":"A","partner":"talon","talon":"played","points":40,"kontra":"kontra"})"), {6, -2, -2, -2});
}
TEST_CASE("MK-16 Solorufer, king in the talon, lost, Kontra and Re void") {
    nets(score(kRTC, R"({"game":"solorufer","declarer":"A","partner":"talon","talon":"played","points":30,"kontra":"re"})"), {-6, 2, 2, 2});
}
TEST_CASE("MK-17 Dreier won, A's silent Könige, the defenders' silent Pagat") {
    nets(score(kRTC, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"koenige","side":"declarer"},{"premium":"pagat","side":"opponents"}]})"), {12, -4, -4, -4});
}
TEST_CASE("MK-18 Dreier won, the opponents' announced Trull made") {
    nets(score(kRTC, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"trull","side":"opponents","announced":true}]})"), {6, -2, -2, -2});
}
TEST_CASE("MK-19 Sechserdreier lost, announced Uhu made") {
    nets(score(kRTC, R"({"game":"sechserdreier","declarer":"A","points":30,"premiums":[{"premium":"uhu","side":"declarer","announced":true}]})"), {-12, 4, 4, 4});
}
TEST_CASE("MK-20 Sechserdreier lost and contra'd") {
    nets(score(kRTC, R"({"game":"sechserdreier","declarer":"A","points":30,"kontra":"kontra"})"), {-24, 8, 8, 8}, {-48, 16, 16, 16});
}
TEST_CASE("MK-21 Sechserdreier won") { nets(score(kRTC, R"({"game":"sechserdreier","declarer":"A","points":40})"), {12, -4, -4, -4}); }
TEST_CASE("MK-22 Farbensolo won with silent Könige") {
    nets(score(kRTC, R"({"game":"farbensolo","declarer":"A","points":40,"premiums":[{"premium":"koenige","side":"declarer"}]})"), {24, -8, -8, -8});
}
TEST_CASE("MK-23 Solodreier won, Kakadu announced and made") {
    nets(score(kRTC, R"({"game":"solodreier","declarer":"A","points":40,"premiums":[{"premium":"kakadu","side":"declarer","announced":true}]})"), {60, -20, -20, -20});
}
TEST_CASE("MK-24 Dreier silent Valat, announced Trull, silent Pagat not counted") {
    nets(score(kRTC, R"({"game":"dreier","declarer":"A","points":70,"valat":{"by":"declarer"},"premiums":[{"premium":"trull","side":"declarer","announced":true},{"premium":"pagat","side":"declarer"}]})"),
         {54, -18, -18, -18});
}
TEST_CASE("MK-25 Dreier, announced Valat failed, announced Pagat made") {
    nets(score(kRTC, R"({"game":"dreier","declarer":"A","points":40,"valat":{"announced":"declarer"},"premiums":[{"premium":"pagat","side":"declarer","announced":true}]})"),
         {-90, 30, 30, 30});
}
TEST_CASE("MK-26 Sechserdreier, the opponents' silent Valat, game contra'd") {
    nets(score(kRTC, R"({"game":"sechserdreier","declarer":"A","points":0,"kontra":"kontra","valat":{"by":"opponents"}})"), {-96, 32, 32, 32}, {-192, 64, 64, 64});
}
TEST_CASE("MK-27 Rufer, announced Valat made, contra'd") {
    nets(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","points":70,"valat":{"announced":"declarer","by":"declarer","kontra":"kontra"}})"),
         {8, -8, 8, -8}, {16, -16, 16, -16});
}
TEST_CASE("MK-28 P-OEF Sechserdreier, announced Valat failed: 8 times 8") {
    nets(score(kOEF, R"({"game":"sechserdreier","declarer":"A","points":50,"valat":{"announced":"declarer"}})"), {-192, 64, 64, 64});
    nets(score(kSAU, R"({"game":"sechserdreier","declarer":"A","points":50,"valat":{"announced":"declarer"}})"), {-192, 64, 64, 64});
}
TEST_CASE("MK-29 P-OEF Solorufer, announced Valat made: 16, not doubled") {
    nets(score(kOEF, R"({"game":"solorufer","declarer":"A","partner":"C","points":70,"valat":{"announced":"declarer","by":"declarer"}})"), {16, -16, 16, -16});
}

// §10.2 negative games, renonce
TEST_CASE("MK-30 Piccolo won, B contras") {
    nets(score(kRTC, R"({"game":"piccolo","declarer":"A","won":true,"kontras":{"B":"kontra"}})"), {6, -2, -2, -2}, {8, -4, -2, -2});
}
TEST_CASE("MK-31 Bettel ouvert lost, B Kontra, C Kontra and A Re") {
    nets(score(kRTC, R"({"game":"bettel_ouvert","declarer":"A","won":false,"kontras":{"B":"kontra","C":"re"}})"), {-21, 7, 7, 7}, {-49, 14, 28, 7});
}
TEST_CASE("MK-32 Bettel lost") { nets(score(kRTC, R"({"game":"bettel","declarer":"A","won":false})"), {-6, 2, 2, 2}); }
TEST_CASE("MK-33 Dreier, the declarer renounces") { nets(score(kRTC, R"({"game":"dreier","declarer":"A","renonce":{"player":"A"}})"), {-12, 4, 4, 4}); }
TEST_CASE("MK-34 Dreier, opponent B renounces") { nets(score(kRTC, R"({"game":"dreier","declarer":"A","renonce":{"player":"B"}})"), {12, -20, 4, 4}); }
TEST_CASE("MK-35 Sechserdreier with an announced Uhu, opponent B renounces") {
    nets(score(kRTC, R"({"game":"sechserdreier","declarer":"A","premiums":[{"premium":"uhu","side":"declarer","announced":true}],"renonce":{"player":"B"}})"), {24, -48, 12, 12});
}
TEST_CASE("MK-36 P-SAU Besserrufer bid without a bird") {
    nets(score(kSAU, R"({"game":"besserrufer","declarer":"A","renonce":{"player":"A","no_bird":true}})"), {-9, 3, 3, 3});
}
TEST_CASE("MK-37 Rufer A+C, the partner renounces") { nets(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","renonce":{"player":"C"}})"), {1, 1, -3, 1}); }

// §10.3 Trischaken
namespace {
Result trischaken(const std::string& preset_name, int a, int b, int c, int d) {
    // The piles are given in thirds (§0.2).
    auto t = [](int x) { return Thirds::from_thirds(x); };
    const std::string hand = R"({"game":"trischaken","declarer":"A","trischaken":{"A":)" + tarock::amount_value(t(a)).dump() + R"(,"B":)" +
                             tarock::amount_value(t(b)).dump() + R"(,"C":)" + tarock::amount_value(t(c)).dump() + R"(,"D":)" + tarock::amount_value(t(d)).dump() + "}}";
    return score(preset_name, hand);
}
}  // namespace

TEST_CASE("MK-38 P-RTC Trischaken: loser B, Jungfrau D takes all 3") { nets(trischaken(kRTC, 60, 91, 59, 0), {0, -3, 0, 3}); }
TEST_CASE("MK-39 P-RTC Trischaken: Vorhand Bürgermeister pays 12") { nets(trischaken(kRTC, 108, 40, 40, 22), {-12, 4, 4, 4}); }
TEST_CASE("MK-40 P-RTC Trischaken: 35/1 and two Jungfrauen, 2 x 2") { nets(trischaken(kRTC, 0, 106, 104, 0), {2, -4, 0, 2}); }
TEST_CASE("MK-41 P-RTC Trischaken: two equal losers pay 2 each") { nets(trischaken(kRTC, 36, 75, 75, 24), {2, -2, -2, 2}); }
TEST_CASE("MK-42 P-RTC Trischaken: Bürgermeister B pays 6") { nets(trischaken(kRTC, 50, 110, 30, 20), {2, -6, 2, 2}); }
TEST_CASE("MK-43 P-RTC Trischaken: three equal losers pay 1 each") { nets(trischaken(kRTC, 30, 60, 60, 60), {3, -1, -1, -1}); }
TEST_CASE("MK-44 P-RTC Trischaken: Vorhand tied loses alone") { nets(trischaken(kRTC, 75, 75, 30, 30), {-6, 2, 2, 2}); }
TEST_CASE("MK-45 P-RTC Trischaken: Bürgermeister and two Jungfrauen share 6") { nets(trischaken(kRTC, 0, 107, 103, 0), {3, -6, 0, 3}); }
TEST_CASE("MK-46 P-SAU Trischaken: loser pays 1 to each") { nets(trischaken(kSAU, 60, 90, 40, 20), {1, -3, 1, 1}); }
TEST_CASE("MK-47 P-SAU Trischaken: Vorhand loser pays double") { nets(trischaken(kSAU, 90, 60, 40, 20), {-6, 2, 2, 2}); }
TEST_CASE("MK-48 P-SAU Trischaken: every trick to B, pays 6") { nets(trischaken(kSAU, 0, 210, 0, 0), {2, -6, 2, 2}); }
TEST_CASE("MK-49 P-SAU Trischaken: every trick to the Vorhand, pays 12") { nets(trischaken(kSAU, 210, 0, 0, 0), {-12, 4, 4, 4}); }
TEST_CASE("MK-50 P-SAU Trischaken: two Jungfrauen get 3 each") { nets(trischaken(kSAU, 104, 106, 0, 0), {0, -6, 3, 3}); }
TEST_CASE("MK-51 P-SAU Trischaken: two tied losers pay 1 to each winner") { nets(trischaken(kSAU, 40, 80, 80, 10), {2, -2, -2, 2}); }
TEST_CASE("MK-52 P-TIR Trischaken: the two highest pay 2") { nets(trischaken(kTIR, 30, 80, 60, 40), {2, -2, -2, 2}); }
TEST_CASE("MK-53 P-TIR Trischaken: Bürgermeister pays 3 x 2") { nets(trischaken(kTIR, 50, 110, 30, 20), {2, -6, 2, 2}); }
TEST_CASE("MK-54 P-TIR Trischaken: Vorhand has the most, 3 x 2") { nets(trischaken(kTIR, 90, 60, 40, 20), {-6, 2, 2, 2}); }
TEST_CASE("MK-55 P-TIR Trischaken: Vorhand Bürgermeister, 3 x 4") { nets(trischaken(kTIR, 120, 50, 20, 20), {-12, 4, 4, 4}); }
TEST_CASE("MK-56 P-TIR Trischaken: Jungfrau collects 6") { nets(trischaken(kTIR, 60, 100, 50, 0), {-2, -2, -2, 6}); }
TEST_CASE("MK-57 P-WTC20 Trischaken: 6 distributed") { nets(trischaken(kWTC20, 60, 90, 40, 20), {2, -6, 2, 2}); }
TEST_CASE("MK-58 P-WTC20 Trischaken: Vorhand Bürgermeister, 24 distributed") { nets(trischaken(kWTC20, 120, 50, 20, 20), {-24, 8, 8, 8}); }
TEST_CASE("MK-59 P-WTC20 Trischaken: Jungfrau takes all 6") { nets(trischaken(kWTC20, 60, 90, 60, 0), {0, -6, 0, 6}); }
TEST_CASE("MK-60 P-WTC20 Trischaken: two tied losers share paying 6") { nets(trischaken(kWTC20, 40, 80, 80, 10), {3, -3, -3, 3}); }
TEST_CASE("MK-61 P-APP Trischaken: Vorhand and Bürgermeister together fourfold") { nets(trischaken(kAPP, 120, 50, 20, 20), {-12, 4, 4, 4}); }
TEST_CASE("MK-62 P-RUE Trischaken: the two lowest get 1") { nets(trischaken(kRUE, 50, 80, 60, 20), {1, -1, -1, 1}); }
TEST_CASE("MK-63 P-RUE Trischaken: above 35 pays 3 to the Jungfrau") { nets(trischaken(kRUE, 50, 110, 50, 0), {0, -3, 0, 3}); }
TEST_CASE("MK-64 P-RUE Trischaken: middle tie, the highest pays the lowest 1") { nets(trischaken(kRUE, 30, 90, 45, 45), {1, -1, 0, 0}); }
TEST_CASE("MK-65 P-RUE Trischaken: two Jungfrauen ignored, above 35 pays 1 to each") { nets(trischaken(kRUE, 0, 110, 100, 0), {1, -3, 1, 1}); }
TEST_CASE("MK-100 P-SAU Trischaken: tied losers and one Jungfrau would pay halves, the table decides (M-42)") {
    const std::string hand = R"({"game":"trischaken","declarer":"A","trischaken":{"A":10,"B":30,"C":30,"D":0}})";
    CHECK(refusal(preset(kSAU), hand) == "trischaken | koenigrufen_modern M-42");
    // With a unit that halves exactly (the Wiener Zeitung cents) the equal split of M-42 is booked.
    nets(score(preset(kSAU, R"({"wert_trischaken":"10"})"), hand), {0, -15, -15, 30});
}
TEST_CASE("MK-101 P-SAU Trischaken: losers at 35 : 35, the Jungfrauen get 3 each") { nets(trischaken(kSAU, 0, 105, 105, 0), {3, -3, -3, 3}); }

// §10.4 Radl and house rules
TEST_CASE("MK-66 P-RUE Rufer won in a Doppelrunde") { nets(score(kRUE, R"({"game":"rufer","declarer":"A","partner":"C","points":40})", 2), {2, -2, 2, -2}); }
TEST_CASE("MK-69 P-RUE Bettler lost, B contras: 2 1/2 rounded down per opponent") {
    nets(score(kRUE, R"({"game":"bettel","declarer":"A","won":false,"kontras":{"B":"kontra"}})"), {-9, 5, 2, 2});
}
TEST_CASE("MK-70 P-RUE Bettler lost in a Doppelspiel: 5 each") { nets(score(kRUE, R"({"game":"bettel","declarer":"A","won":false})", 2), {-15, 5, 5, 5}); }
TEST_CASE("MK-71 P-RUE Rufer won, C's Sküs takes B's Mond") {
    const Result r = score(kRUE, R"({"game":"rufer","declarer":"A","partner":"C","points":40,"mondfang":{"mond":"B","by":"C"}})");
    nets(r, {1, -2, 2, -1});
}
TEST_CASE("MK-72 P-RUE Rufer silent Valat with a silent Pagat: (1 + 1) x 4, Trull not counted") {
    nets(score(kRUE, R"({"game":"rufer","declarer":"A","partner":"C","points":70,"valat":{"by":"declarer"},"premiums":[{"premium":"pagat","side":"declarer"},{"premium":"trull","side":"declarer"}]})"),
         {8, -8, 8, -8});
}
TEST_CASE("MK-73 P-RUE Auchrufer won, announced Uhu failed") {
    nets(score(kRUE, R"({"game":"besserrufer","declarer":"A","partner":"C","points":40,"premiums":[{"premium":"uhu","side":"declarer","announced":true,"made":false}]})"),
         {-3, 3, -3, 3});
}
TEST_CASE("MK-74 P-RUE Sechserdreier lost in a Doppelspiel") { nets(score(kRUE, R"({"game":"sechserdreier","declarer":"A","points":30})", 2), {-36, 12, 12, 12}); }

// §10.5 P-TIR
TEST_CASE("MK-75 P-TIR Rufer silent Valat: game + Valat 10 + Pagat, no Bestandsprämien") {
    nets(score(kTIR, R"({"game":"rufer","declarer":"A","partner":"C","points":70,"valat":{"by":"declarer"},"premiums":[{"premium":"trull","side":"declarer"},{"premium":"koenige","side":"declarer"},{"premium":"pagat","side":"declarer"}]})"),
         {12, -12, 12, -12});
}
TEST_CASE("MK-76 P-TIR Solodreier won, Pagat announced") {
    nets(score(kTIR, R"({"game":"solodreier","declarer":"A","points":40,"premiums":[{"premium":"pagat","side":"declarer","announced":true}]})"), {42, -14, -14, -14});
}
TEST_CASE("MK-77 P-TIR Dreier won, the opponents catch A's Mond") {
    nets(score(kTIR, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"mondfang","side":"opponents"}]})"), {12, -4, -4, -4});
}
TEST_CASE("MK-78 P-TIR Besserrufer lost on points, announced Uhu made and contra'd") {
    nets(score(kTIR, R"({"game":"besserrufer","declarer":"A","partner":"C","points":30,"premiums":[{"premium":"uhu","side":"declarer","announced":true,"kontra":"kontra"}]})"),
         {3, -3, 3, -3}, {7, -7, 7, -7});
}
TEST_CASE("MK-79 P-TIR Solorufer silent Valat, C's silent König Ultimo") {
    nets(score(kTIR, R"({"game":"solorufer","declarer":"A","partner":"C","points":70,"valat":{"by":"declarer"},"premiums":[{"premium":"koenig_ultimo","side":"declarer"}]})"),
         {24, -24, 24, -24});
}
TEST_CASE("MK-80 P-TIR Sechserdreier lost, announced Pagat made") {
    nets(score(kTIR, R"({"game":"sechserdreier","declarer":"A","points":30,"premiums":[{"premium":"pagat","side":"declarer","announced":true}]})"), {-18, 6, 6, 6});
}

// §10.6 other presets
TEST_CASE("MK-81 P-WTC20 Pagatrufer given up") {
    nets(score(kWTC20, R"({"game":"besserrufer","declarer":"A","partner":"talon","talon":"schleifen","bird":"pagat"})"), {-9, 3, 3, 3});
}
TEST_CASE("MK-82 P-WTC20 Dreier, opponent B renounces: five times") { nets(score(kWTC20, R"({"game":"dreier","declarer":"A","renonce":{"player":"B"}})"), {15, -25, 5, 5}); }
TEST_CASE("MK-83 P-WTC19 Dreier silent Valat, the game's Kontra void") {
    nets(score(kWTC19, R"({"game":"dreier","declarer":"A","points":70,"kontra":"kontra","valat":{"by":"declarer"}})"), {60, -20, -20, -20});
}
TEST_CASE("MK-84 P-WTC19 Solodreier silent Valat, silent Pagat") {
    nets(score(kWTC19, R"({"game":"solodreier","declarer":"A","points":70,"valat":{"by":"declarer"},"premiums":[{"premium":"pagat","side":"declarer"}]})"), {126, -42, -42, -42});
}
TEST_CASE("MK-85 P-WTC19 Rufer silent Valat, announced Trull, silent Könige absorbed") {
    nets(score(kWTC19, R"({"game":"rufer","declarer":"A","partner":"C","points":70,"valat":{"by":"declarer"},"premiums":[{"premium":"trull","side":"declarer","announced":true},{"premium":"koenige","side":"declarer"}]})"),
         {6, -6, 6, -6});
}
TEST_CASE("MK-86 P-SAU Dreier silent Valat, silent Pagat not counted") {
    nets(score(kSAU, R"({"game":"dreier","declarer":"A","points":70,"valat":{"by":"declarer"},"premiums":[{"premium":"pagat","side":"declarer"}]})"), {48, -16, -16, -16});
}
TEST_CASE("MK-87 P-SAU Solorufer won, silent Uhu") {
    nets(score(kSAU, R"({"game":"solorufer","declarer":"A","partner":"C","points":40,"premiums":[{"premium":"uhu","side":"declarer"}]})"), {6, -6, 6, -6});
}
TEST_CASE("MK-88 P-WZ Uhurufer won, Uhu made") {
    nets(score(kWZ, R"({"game":"besserrufer","declarer":"A","partner":"C","points":40,"premiums":[{"premium":"uhu","side":"declarer","announced":true}]})"), {50, -50, 50, -50});
}
TEST_CASE("MK-89 P-WZ Kakadurufer won, Kakadu failed") {
    nets(score(kWZ, R"({"game":"besserrufer","declarer":"A","partner":"C","points":40,"premiums":[{"premium":"kakadu","side":"declarer","announced":true,"made":false}]})"),
         {-50, 50, -50, 50});
}
TEST_CASE("MK-90 P-TUL Rufer with 35/1 wins") { nets(score(kTUL, R"({"game":"rufer","declarer":"A","partner":"C","points":"35 1/3"})"), {10, -10, 10, -10}); }
TEST_CASE("MK-91 P-TUL Rufer with 35 : 35 contra'd wins") {
    nets(score(kTUL, R"({"game":"rufer","declarer":"A","partner":"C","points":35,"kontra":"kontra"})"), {20, -20, 20, -20});
}
TEST_CASE("MK-92 P-OEF a struck row: all four get 0") {
    const Result r = score(kOEF, R"({"struck":true,"game":"dreier","declarer":"A","points":40})");
    nets(r, {0, 0, 0, 0});
    CHECK(r.out.result.postings.empty());
}
TEST_CASE("MK-94 P-TIR five players, the dealer E sits out") {
    nets(score(kTIR, R"({"game":"rufer","declarer":"A","partner":"C","points":40})", 1, 5), {1, -1, 1, -1, 0});
}
TEST_CASE("MK-95 P-WTC20 Pagatrufer, the hidden partner's Kontra on the Pagat is void") {
    nets(score(kWTC20, R"({"game":"besserrufer","declarer":"A","partner":"C","points":40,"premiums":[{"premium":"pagat","side":"declarer","announced":true,"kontra":"kontra","kontra_by":"C"}]})"),
         {3, -3, 3, -3});
}
TEST_CASE("MK-96 P-RUE Dreier won, silent Pagat failed is paid") {
    nets(score(kRUE, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"pagat","side":"declarer","made":false}]})"), {6, -2, -2, -2});
}
TEST_CASE("MK-97 P-RTC the same hand: a silent failure costs nothing") {
    nets(score(kRTC, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"pagat","side":"declarer","made":false}]})"), {12, -4, -4, -4});
}
TEST_CASE("MK-98 P-RTC Trischaken, C renounces") { nets(score(kRTC, R"({"game":"trischaken","declarer":"A","renonce":{"player":"C"}})"), {2, 2, -6, 2}); }
TEST_CASE("MK-99 P-WTC20 Trischaken, C renounces") { nets(score(kWTC20, R"({"game":"trischaken","declarer":"A","renonce":{"player":"C"}})"), {6, 6, -18, 6}); }
