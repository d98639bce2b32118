// Refusals (each naming the field and the rule), properties over generated hands (every hand
// scores, money and Schrift each sum to zero), and the tariff sets as presets: every built-in
// preset builds its house rules, and a tariff changed, exported and imported again is the same.
#include "koenigrufen_modern_helpers.hpp"

using namespace km;

TEST_CASE("refusals: each bad hand names its field and its rule") {
    const Json rtc = preset(kRTC);
    CHECK(refusal(rtc, R"({"game":"zwiccolo","declarer":"A","won":true})") == "game | koenigrufen_modern §2.1");
    CHECK(refusal(rtc, R"({"game":"trischaken","declarer":"B","trischaken":{"A":20,"B":20,"C":20,"D":10}})") == "declarer | koenigrufen_modern §1.4");
    CHECK(refusal(rtc, R"({"game":"sechserdreier","declarer":"C","points":40})") == "declarer | koenigrufen_modern §1.4");
    CHECK(refusal(rtc, R"({"game":"trischaken","declarer":"A","trischaken":{"A":20,"B":20,"C":20,"D":20}})") == "trischaken | koenigrufen_modern §5.1");
    CHECK(refusal(rtc, R"({"game":"trischaken","declarer":"A","trischaken":{"A":20,"B":20,"C":30}})") == "trischaken | koenigrufen_modern §5.1");
    CHECK(refusal(rtc, R"({"game":"rufer","declarer":"A","points":40})") == "partner | koenigrufen_modern §2.2");
    CHECK(refusal(rtc, R"({"game":"rufer","declarer":"A","partner":"A","points":40})") == "partner | koenigrufen_modern §1.4");
    CHECK(refusal(rtc, R"({"game":"dreier","declarer":"A","partner":"B","points":40})") == "partner | koenigrufen_modern §2.2");
    CHECK(refusal(rtc, R"({"game":"rufer","declarer":"A","partner":"C"})") == "points | koenigrufen_modern §1.2");
    CHECK(refusal(rtc, R"({"game":"rufer","declarer":"A","partner":"C","points":71})") == "points | koenigrufen_modern §1.2");
    CHECK(refusal(rtc, R"({"game":"piccolo","declarer":"A"})") == "won | koenigrufen_modern §5.8");
    CHECK(refusal(rtc, R"({"game":"piccolo","declarer":"A","won":true,"kontra":"kontra"})") == "game | koenigrufen_modern §5.8");
    CHECK(refusal(rtc, R"({"game":"dreier","declarer":"A","points":40,"kontras":{"B":"kontra"}})") == "kontras | koenigrufen_modern §4");
    CHECK(refusal(rtc, R"({"game":"dreier","declarer":"A","points":40,"kontra":"mort"})") == "kontra | koenigrufen_modern M-12");
    CHECK(refusal(rtc, R"({"game":"besserrufer","declarer":"A","partner":"C","points":40})") == "premiums | koenigrufen_modern M-03");
    CHECK(refusal(rtc, R"({"game":"besserrufer","declarer":"A","partner":"talon","talon":"schleifen"})") == "bird | koenigrufen_modern M-16");
    CHECK(refusal(rtc, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"koenig_ultimo","side":"declarer"}]})") ==
          "premiums[0] | koenigrufen_modern §3.2");
    CHECK(refusal(rtc, R"({"game":"farbensolo","declarer":"A","points":40,"premiums":[{"premium":"pagat","side":"declarer"}]})") ==
          "premiums[0] | koenigrufen_modern §3.2");
    CHECK(refusal(rtc, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"mondfang","side":"opponents"}]})") ==
          "premiums[0] | koenigrufen_modern §3.1");
    CHECK(refusal(rtc, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"pagat","side":"declarer","kontra":"kontra"}]})") ==
          "premiums[0].kontra | koenigrufen_modern §4");
    CHECK(refusal(rtc, R"({"game":"dreier","declarer":"A","points":40,"premiums":[{"premium":"trull","side":"declarer","made":false}]})") ==
          "premiums[0].made | koenigrufen_modern §3.4, M-05");
    CHECK(refusal(rtc, R"({"game":"dreier","declarer":"A","points":40,"valat":{"by":"declarer"}})") == "points | koenigrufen_modern §3.5");
    CHECK(refusal(rtc, R"({"game":"dreier","declarer":"A","points":40,"mondfang":{"mond":"B","by":"C"}})") == "mondfang | koenigrufen_modern M-31");
    CHECK(refusal(rtc, R"({"game":"dreier","declarer":"A","points":40,"renonce":{"player":"B","no_bird":true}})") == "renonce.no_bird | koenigrufen_modern §7.1");
    CHECK(refusal(rtc, R"({"game":"dreier","declarer":"A","points":40,"extra":1})") == "extra | ");
    CHECK(refusal(rtc, R"({"game":"kaiser","declarer":"A"})") == "game | koenigrufen_modern §2.1");
    // Tirol leaves some Trischaken open: the table decides (M-20, M-21).
    const Json tir = preset(kTIR);
    CHECK(refusal(tir, R"({"game":"trischaken","declarer":"A","trischaken":{"A":30,"B":40,"C":0,"D":0}})") == "trischaken | koenigrufen_modern M-20");
    CHECK(refusal(tir, R"({"game":"trischaken","declarer":"A","trischaken":{"A":10,"B":20,"C":20,"D":20}})") == "trischaken | koenigrufen_modern M-21");
    // Five at the table: the resting dealer plays no part.
    using namespace tarock;
    const TableSetup setup{players(5), HouseRules(koenigrufen_modern::settings(), tir)};
    const Deal deal = koenigrufen_modern::koenigrufen_modern_variant().deal(setup, 4);
    const auto h = koenigrufen_modern::parse_hand(Json::parse(R"({"game":"rufer","declarer":"A","partner":"E","points":40})"), setup.players);
    try {
        koenigrufen_modern::validate(h, deal, setup.rules);
        FAIL("accepted");
    } catch (const InputError& e) {
        CHECK(e.field() == "partner");
    }
}

TEST_CASE("Rüdiger: the own king may be called, the declarer plays alone against three") {
    CHECK(score(kRUE, R"({"game":"rufer","declarer":"A","partner":"A","points":40})").geld == V{3, -1, -1, -1});
}

TEST_CASE("a struck row scores 0 and refuses only the record's own spelling and impossible values") {
    // Trischaken with party points and a result is no consistent hand: struck, it stays as written.
    for (const std::string& p : {kRTC, kOEF, kRUE}) {
        const Result r = score(p, R"({"struck":true,"game":"trischaken","declarer":"C","points":40,"won":true})");
        CHECK(r.geld == V{0, 0, 0, 0});
        CHECK(r.out.struck);  // the scoresheet draws it struck through
    }
    CHECK(refusal(preset(kOEF), R"({"struck":true,"game":"rufer","declarer":"A","blatt":3})") == "blatt | ");
    // 80 card points are a typing error in any row (§1.2).
    CHECK(refusal(preset(kOEF), R"({"struck":true,"game":"rufer","declarer":"A","partner":"C","points":80})") == "points | koenigrufen_modern §1.2");
    CHECK(refusal(preset(kOEF), R"({"struck":true,"game":"rufer","declarer":"A","partner":"C","points":-1})") == "points | koenigrufen_modern §1.2");
}

TEST_CASE("a hand under a Radl carries the players' mark for the scoresheet (§6), a hand outside none") {
    const Result doubled = score(kRUE, R"({"game":"rufer","declarer":"A","partner":"C","points":40})", 4);
    REQUIRE(doubled.out.marks.size() == 1);
    CHECK(doubled.out.marks[0].text.de == "(R×4)");
    CHECK(doubled.out.marks[0].help.en == "double game in a Radl: every value × 4 (§6).");
    CHECK_FALSE(doubled.out.struck);
    const Result plain = score(kRUE, R"({"game":"rufer","declarer":"A","partner":"C","points":40})");
    CHECK(plain.out.marks.empty());
}

TEST_CASE("properties: every generated hand under every built-in tariff scores, money and Schrift sum to zero") {
    int scored = 0;
    const std::vector<std::string> points = {"0", "20", "35", "35 1/3", "35 2/3", "50", "70"};
    for (const tarock::Preset& preset_ : tarock::builtin_presets()) {
        if (preset_.variant != "koenigrufen_modern") continue;
        const Json rules = preset_.house_rules;
        for (const auto& c : tarock::koenigrufen_modern::contracts()) {
            for (std::size_t i = 0; i < points.size(); ++i) {
                std::string hand;
                using tarock::koenigrufen_modern::Shape;
                if (c.shape == Shape::Trischaken) {
                    const std::vector<std::string> piles[] = {{"20", "30", "20", "0"}, {"40", "10", "10", "10"}, {"17 2/3", "17 2/3", "17 1/3", "17 1/3"},
                                                              {"0", "70", "0", "0"}, {"23 1/3", "23 1/3", "23 1/3", "0"}, {"25", "25", "10", "10"}, {"10", "30", "20", "10"}};
                    const auto& t = piles[i];
                    hand = R"({"game":"trischaken","declarer":"A","trischaken":{"A":")" + t[0] + R"(","B":")" + t[1] + R"(","C":")" + t[2] + R"(","D":")" + t[3] + R"("}})";
                } else if (c.shape == Shape::Negative) {
                    hand = std::string(R"({"game":")") + c.id + R"(","declarer":"A","won":)" + (i % 2 ? "true" : "false") + R"(,"kontras":{"B":"kontra","C":"re"}})";
                } else {
                    hand = std::string(R"({"game":")") + c.id + R"(","declarer":"A",)" + (c.shape == Shape::Partner ? R"("partner":"C",)" : "") + R"("points":")" +
                           points[i] + R"(","kontra":"kontra","premiums":[{"premium":"koenige","side":"opponents","announced":true,"kontra":"re"})" +
                           (c.contract == tarock::koenigrufen_modern::Contract::Besserrufer ? R"(,{"premium":"uhu","side":"declarer","announced":true,"made":false})" : "") + "]" +
                           (points[i] == "70" ? R"(,"valat":{"by":"declarer"})" : points[i] == "0" ? R"(,"valat":{"announced":"declarer","by":"opponents"})" : "") + "}";
                }
                const std::string refused = refusal(rules, hand);
                if (!refused.empty()) {
                    // Only a contract outside the tariff, a Trischaken the table decides, or the
                    // opponents' Könige in a Sechserdreier Valat (they hold no card then, M-37) is refused.
                    const bool allowed = refused.rfind("game |", 0) == 0 || refused.find("M-2") != std::string::npos || refused.find("M-42") != std::string::npos ||
                                         refused.find("§3.1") != std::string::npos || refused.find("M-37") != std::string::npos;
                    CHECK_MESSAGE(allowed, preset_.name << ": " << hand << " -> " << refused);
                    continue;
                }
                (void)score(rules, hand);  // checks both sums
                ++scored;
            }
        }
    }
    CHECK(scored > 800);
}

TEST_CASE("the tariff sets are presets: each builds, names its source, and a tariff changed and exported is imported unchanged") {
    int n = 0;
    for (const tarock::Preset& p : tarock::builtin_presets()) {
        if (p.variant != "koenigrufen_modern") continue;
        ++n;
        CHECK_NOTHROW(tarock::validate_preset(p));
        CHECK(!p.description.de.empty());
        CHECK(!p.description.en.empty());
    }
    CHECK(n == 15);  // "Buch (Standard)" and the fourteen tariff sets of §9.2
    tarock::Preset own{"Unser Stammtisch", "koenigrufen_modern", preset(kTIR, R"({"wert_rufer":"2","uhu_angesagt":"5","radl_trischaken":"on"})"),
                       {"Tirol mit Rufer 2", "Tirol with Rufer 2"}, false};
    tarock::validate_preset(own);
    const auto back = tarock::load_presets_text(tarock::presets_to_json({own}).dump());
    REQUIRE(back.size() == 1);
    CHECK(back[0].house_rules == own.house_rules);
    const tarock::HouseRules rules(tarock::koenigrufen_modern::settings(), back[0].house_rules);
    CHECK(rules.amount("wert_rufer") == Thirds::whole(2));
    CHECK(rules.amount("uhu_angesagt") == Thirds::whole(5));
    CHECK(score(back[0].house_rules, R"({"game":"rufer","declarer":"A","partner":"C","points":40})").geld == V{2, -2, 2, -2});
}

TEST_CASE("the sheet's summary says what decided the amount: the partner, won or lost, the card points as entered (issue 14, item 2)") {
    CHECK(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","points":41})").out.summary.de == "A: Rufer (mit C) gewonnen (41 Punkte)");
    CHECK(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","points":"35 1/3","kontra":1})").out.summary.de ==
          "A: Rufer (mit C) verloren (35⅓ Punkte)");
    CHECK(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"C","points":41})").out.summary.en == "A: Rufer (with C) won (41 points)");
    CHECK(score(kRTC, R"({"game":"dreier","declarer":"B","points":30})").out.summary.de == "B: Dreier verloren (30 Punkte)");
    CHECK(score(kRTC, R"({"game":"rufer","declarer":"A","partner":"talon","talon":"played","points":41})").out.summary.de == "A: Rufer gewonnen (41 Punkte)");
}
