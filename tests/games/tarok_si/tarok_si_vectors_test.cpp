// Slovenian Tarok: every vector SV-01 … SV-57 of slovenian-hungarian.md with the exact sheet
// entries, the money of the pairwise mapping (rate 1) and the radelci before -> after.
// Seats A, B, C, D; A is the declarer, B his partner in Tri/Dva/Ena unless stated.
#include "tarok_si_helpers.hpp"

using namespace si;

namespace {
const Json kNone = Json::object();
}  // namespace

TEST_CASE("SV-01 Ena, A+B win by 15 (50 card points), announced trula made: 65 each") {
    const auto r = hand(R"({"contract":"ena","declarer":"A","partner":"B","points":50,"trula":{"announced_by":"A","collected":"declarer"}})");
    CHECK(r.sheet == V{65, 65, 0, 0});
    CHECK(r.money == V{130, 130, -130, -130});
}

TEST_CASE("SV-02 Ena, A calls his own king and wins by 5: 35 to A alone") {
    const auto r = hand(R"({"contract":"ena","declarer":"A","partner":"self","points":40})");
    CHECK(r.sheet == V{35, 0, 0, 0});
    CHECK(r.money == V{105, -35, -35, -35});
}

TEST_CASE("SV-03 Ena, A alone with 35 card points: lost, difference 0") {
    const auto r = hand(R"({"contract":"ena","declarer":"A","partner":"self","points":35})");
    CHECK(r.sheet == V{-30, 0, 0, 0});
    CHECK(r.money == V{-90, 30, 30, 30});
}

TEST_CASE("SV-04 Ena A+B lose with 35, announced pagat ultimo made: -30 + 50 = +20") {
    const auto r = hand(R"({"contract":"ena","declarer":"A","partner":"B","points":35,"pagat_ultimo":{"player":"A","announced_by":"A","result":"won"}})");
    CHECK(r.sheet == V{20, 20, 0, 0});
    CHECK(r.money == V{40, 40, -40, -40});
}

TEST_CASE("SV-05 Ena A+B win by 20, announced pagat ultimo kontra and re, lost: 50 - 200 = -150") {
    const auto r =
        hand(R"({"contract":"ena","declarer":"A","partner":"B","points":55,"pagat_ultimo":{"player":"B","announced_by":"A","kontra":"re","result":"lost"}})");
    CHECK(r.sheet == V{-150, -150, 0, 0});
    CHECK(r.money == V{-300, -300, 300, 300});
}

TEST_CASE("SV-06 SV-05 with every player holding a radelc: -300 each, A uses his (game won)") {
    const auto r = hand(R"({"contract":"ena","declarer":"A","partner":"B","points":55,"pagat_ultimo":{"player":"B","announced_by":"A","kontra":"re","result":"lost"}})",
                        kNone, false, V{1, 1, 1, 1});
    CHECK(r.sheet == V{-300, -300, 0, 0});
    CHECK(r.money == V{-600, -600, 600, 600});
    CHECK(r.radelci == V{0, 1, 1, 1});
}

TEST_CASE("SV-07 Berač won without radelci: +70, then a radelc for everybody") {
    const auto r = hand(R"({"contract":"berac","declarer":"A","result":"won"})");
    CHECK(r.sheet == V{70, 0, 0, 0});
    CHECK(r.money == V{210, -70, -70, -70});
    CHECK(r.radelci == V{1, 1, 1, 1});
}

TEST_CASE("SV-08 Berač won, everybody holds a radelc: 140, A uses his, then all +1") {
    const auto r = hand(R"({"contract":"berac","declarer":"A","result":"won"})", kNone, false, V{1, 1, 1, 1});
    CHECK(r.sheet == V{140, 0, 0, 0});
    CHECK(r.money == V{420, -140, -140, -140});
    CHECK(r.radelci == V{1, 2, 2, 2});
}

TEST_CASE("SV-09 Odprti berač won with kontra, everybody holds a radelc: 90 x 2 x 2 = 360") {
    const auto r = hand(R"({"contract":"odprti_berac","declarer":"A","result":"won","kontra":"kontra"})", kNone, false, V{1, 1, 1, 1});
    CHECK(r.sheet == V{360, 0, 0, 0});
    CHECK(r.money == V{1080, -360, -360, -360});
    CHECK(r.radelci == V{1, 2, 2, 2});
}

TEST_CASE("SV-10 Berač lost, no radelci: -70") {
    const auto r = hand(R"({"contract":"berac","declarer":"A","result":"lost"})");
    CHECK(r.sheet == V{-70, 0, 0, 0});
    CHECK(r.money == V{-210, 70, 70, 70});
    CHECK(r.radelci == V{1, 1, 1, 1});
}

TEST_CASE("SV-11 Klop 10, 5, 25, 30, all took tricks: each writes his own points as a minus") {
    const auto r = hand(R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":30}})");
    CHECK(r.sheet == V{-10, -5, -25, -30});
    CHECK(r.money == V{30, 50, -30, -50});
    CHECK(r.radelci == V{1, 1, 1, 1});
}

TEST_CASE("SV-12 Ena A+B win by 10, B's mond is caught: 40 and 20") {
    const auto r = hand(R"({"contract":"ena","declarer":"A","partner":"B","points":45,"mondfang":{"player":"B"}})");
    CHECK(r.sheet == V{40, 20, 0, 0});
    CHECK(r.money == V{100, 20, -60, -60});
}

TEST_CASE("SV-13 Klop: A empty, B full (36): +70 / -70, the others 0") {
    const auto r = hand(R"({"contract":"klop","klop":{"A":0,"B":36,"C":10,"D":24}})");
    CHECK(r.sheet == V{70, -70, 0, 0});
    CHECK(r.money == V{280, -280, 0, 0});
    CHECK(r.radelci == V{1, 1, 1, 1});
}

TEST_CASE("SV-14 SV-13 under SL-03 (b), TSB: empty and full together +35 / -35") {
    const auto r = hand(R"({"contract":"klop","klop":{"A":0,"B":36,"C":10,"D":24}})", R(R"({"klop_model":"tsb"})"));
    CHECK(r.sheet == V{35, -35, 0, 0});
    CHECK(r.money == V{140, -140, 0, 0});
}

TEST_CASE("SV-15 Klop: A and B empty, C and D 35 (not full): +70 each, TSB 70 / 2") {
    const std::string h = R"({"contract":"klop","klop":{"A":0,"B":0,"C":35,"D":35}})";
    const auto a = hand(h);
    CHECK(a.sheet == V{70, 70, 0, 0});
    CHECK(a.money == V{140, 140, -140, -140});
    const auto b = hand(h, R(R"({"klop_model":"tsb"})"));
    CHECK(b.sheet == V{35, 35, 0, 0});
    CHECK(b.money == V{70, 70, -70, -70});
}

TEST_CASE("SV-16 Ena A+B, silent valat: 250 each, game and bonuses ignored") {
    const auto r = hand(R"({"contract":"ena","declarer":"A","partner":"B","points":70,"valat":{"by":"declarer"},"trula":{"collected":"declarer"}})");
    CHECK(r.sheet == V{250, 250, 0, 0});
    CHECK(r.money == V{500, 500, -500, -500});
    CHECK(r.radelci == V{1, 1, 1, 1});
}

TEST_CASE("SV-17 Solo tri, barvni valat announced and made: 125") {
    const auto r = hand(R"({"contract":"solo_tri","declarer":"A","points":70,"barvni_valat":{"result":"won"}})");
    CHECK(r.sheet == V{125, 0, 0, 0});
    CHECK(r.money == V{375, -125, -125, -125});
    CHECK(r.radelci == V{1, 1, 1, 1});
}

TEST_CASE("SV-18 Ena A+B, game kontra'd, C+D take every trick: -250 x 2 = -500, SL-11 (b) gives no radelc") {
    const std::string h = R"({"contract":"ena","declarer":"A","partner":"B","points":0,"kontra":"kontra","valat":{"by":"opponents"}})";
    const auto r = hand(h);
    CHECK(r.sheet == V{-500, -500, 0, 0});
    CHECK(r.money == V{-1000, -1000, 1000, 1000});
    CHECK(r.radelci == V{1, 1, 1, 1});
    CHECK(hand(h, R(R"({"radelci_triggers":"value70"})")).radelci == V{0, 0, 0, 0});
}

TEST_CASE("SV-19 Dva A+B win with 40, game kontra'd: (20 + 5) x 2 = 50") {
    const auto r = hand(R"({"contract":"dva","declarer":"A","partner":"B","points":40,"kontra":"kontra"})");
    CHECK(r.sheet == V{50, 50, 0, 0});
    CHECK(r.money == V{100, 100, -100, -100});
}

TEST_CASE("SV-20 Ena A+B win with 38, their silent kralji, the opponents' silent trula: 35, exact 33") {
    const std::string h = R"({"contract":"ena","declarer":"A","partner":"B","points":38,"kralji":{"collected":"declarer"},"trula":{"collected":"opponents"}})";
    const auto a = hand(h);
    CHECK(a.sheet == V{35, 35, 0, 0});
    CHECK(a.money == V{70, 70, -70, -70});
    const auto c = hand(h, R(R"({"difference_rounding":"exact"})"));
    CHECK(c.sheet == V{33, 33, 0, 0});
    CHECK(c.money == V{66, 66, -66, -66});
}

TEST_CASE("SV-21 Tri A+B lose with 27 (d = -8): nearest -20, down -15, exact -18") {
    const std::string h = R"({"contract":"tri","declarer":"A","partner":"B","points":27})";
    CHECK(hand(h).sheet == V{-20, -20, 0, 0});
    CHECK(hand(h).money == V{-40, -40, 40, 40});
    CHECK(hand(h, R(R"({"difference_rounding":"down5"})")).sheet == V{-15, -15, 0, 0});
    CHECK(hand(h, R(R"({"difference_rounding":"down5"})")).money == V{-30, -30, 30, 30});
    CHECK(hand(h, R(R"({"difference_rounding":"exact"})")).sheet == V{-18, -18, 0, 0});
    CHECK(hand(h, R(R"({"difference_rounding":"exact"})")).money == V{-36, -36, 36, 36});
}

TEST_CASE("SV-22 Dva A+B announce valat and take 44: -500, SL-16 (b) -470") {
    const std::string h = R"({"contract":"dva","declarer":"A","partner":"B","points":44,"valat":{"announced_by":"A"}})";
    const auto a = hand(h);
    CHECK(a.sheet == V{-500, -500, 0, 0});
    CHECK(a.money == V{-1000, -1000, 1000, 1000});
    CHECK(a.radelci == V{1, 1, 1, 1});
    const auto b = hand(h, R(R"({"valat_failed":"game_too"})"));
    CHECK(b.sheet == V{-470, -470, 0, 0});
    CHECK(b.money == V{-940, -940, 940, 940});
}

TEST_CASE("SV-23 Tri A+B win with 41, only A holds a radelc: 30 each, A uses it") {
    const auto r = hand(R"({"contract":"tri","declarer":"A","partner":"B","points":41})", kNone, false, V{1, 0, 0, 0});
    CHECK(r.sheet == V{30, 30, 0, 0});
    CHECK(r.money == V{60, 60, -60, -60});
    CHECK(r.radelci == V{0, 0, 0, 0});
}

TEST_CASE("SV-24 Solo dva lost with 33 holding a radelc: -100, the radelc stays") {
    const auto r = hand(R"({"contract":"solo_dva","declarer":"A","points":33})", kNone, false, V{1, 0, 0, 0});
    CHECK(r.sheet == V{-100, 0, 0, 0});
    CHECK(r.money == V{-300, 100, 100, 100});
    CHECK(r.radelci == V{1, 0, 0, 0});
}

TEST_CASE("SV-25 Dva A+B win with 47, only partner B holds a radelc: no doubling, SL-12 (b) B 60") {
    const std::string h = R"({"contract":"dva","declarer":"A","partner":"B","points":47})";
    const auto a = hand(h, kNone, false, V{0, 1, 0, 0});
    CHECK(a.sheet == V{30, 30, 0, 0});
    CHECK(a.money == V{60, 60, -60, -60});
    CHECK(a.radelci == V{0, 1, 0, 0});
    const auto b = hand(h, R(R"({"radelci_whose":"own"})"), false, V{0, 1, 0, 0});
    CHECK(b.sheet == V{30, 60, 0, 0});
    CHECK(b.money == V{30, 150, -90, -90});
}

TEST_CASE("SV-26 Dva A+B win with 45, announced kralji kontra'd and made: 30 + 40 = 70") {
    const auto r = hand(R"({"contract":"dva","declarer":"A","partner":"B","points":45,"kralji":{"announced_by":"A","kontra":"kontra","collected":"declarer"}})");
    CHECK(r.sheet == V{70, 70, 0, 0});
    CHECK(r.money == V{140, 140, -140, -140});
}

TEST_CASE("SV-27 SV-26 but the kralji fail: 30 - 40 = -10") {
    const auto r = hand(R"({"contract":"dva","declarer":"A","partner":"B","points":45,"kralji":{"announced_by":"A","kontra":"kontra"}})");
    CHECK(r.sheet == V{-10, -10, 0, 0});
    CHECK(r.money == V{-20, -20, 20, 20});
}

TEST_CASE("SV-28 Tri A+B win with 40, A's silent pagat beaten in the last trick: 15 - 25 = -10") {
    const auto r = hand(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"pagat_ultimo":{"player":"A","result":"lost"}})");
    CHECK(r.sheet == V{-10, -10, 0, 0});
    CHECK(r.money == V{-20, -20, 20, 20});
}

TEST_CASE("SV-29 Dva A+B win with 36, C's silent pagat beaten in the last trick: 20 + 25 = 45") {
    const auto r = hand(R"({"contract":"dva","declarer":"A","partner":"B","points":36,"pagat_ultimo":{"player":"C","result":"lost"}})");
    CHECK(r.sheet == V{45, 45, 0, 0});
    CHECK(r.money == V{90, 90, -90, -90});
}

TEST_CASE("SV-30 Ena A+B lose with 30, C's announced pagat ultimo kontra'd by A fails: -35 + 100 = 65") {
    const auto r = hand(R"({"contract":"ena","declarer":"A","partner":"B","points":30,"pagat_ultimo":{"player":"C","announced_by":"C","kontra":"kontra","result":"lost"}})");
    CHECK(r.sheet == V{65, 65, 0, 0});
    CHECK(r.money == V{130, 130, -130, -130});
}

TEST_CASE("SV-31 Solo dva won with 50 holding a radelc, A's mond caught: 130 - 20 = 110") {
    const auto r = hand(R"({"contract":"solo_dva","declarer":"A","points":50,"mondfang":{"player":"A","how":"skis"}})", kNone, false, V{1, 0, 0, 0});
    CHECK(r.sheet == V{110, 0, 0, 0});
    CHECK(r.money == V{330, -110, -110, -110});
    CHECK(r.radelci == V{0, 0, 0, 0});
}

TEST_CASE("SV-32 Solo ena lost with 31, kontra and re on the game: -(60 + 5) x 4 = -260") {
    const auto r = hand(R"({"contract":"solo_ena","declarer":"A","points":31,"kontra":"re"})");
    CHECK(r.sheet == V{-260, 0, 0, 0});
    CHECK(r.money == V{-780, 260, 260, 260});
}

TEST_CASE("SV-33 Tri A+B win with 43, kontra re sub mort: (10 + 10) x 16 = 320") {
    const auto r = hand(R"({"contract":"tri","declarer":"A","partner":"B","points":43,"kontra":"mort"})");
    CHECK(r.sheet == V{320, 320, 0, 0});
    CHECK(r.money == V{640, 640, -640, -640});
}

TEST_CASE("SV-34 Solo brez won with 41: fixed 80, SL-07 (b) 85") {
    const std::string h = R"({"contract":"solo_brez","declarer":"A","points":41})";
    const auto a = hand(h);
    CHECK(a.sheet == V{80, 0, 0, 0});
    CHECK(a.money == V{240, -80, -80, -80});
    CHECK(a.radelci == V{1, 1, 1, 1});
    const auto b = hand(h, R(R"({"solo_brez":"difference"})"));
    CHECK(b.sheet == V{85, 0, 0, 0});
    CHECK(b.money == V{255, -85, -85, -85});
}

TEST_CASE("SV-35 Tri A+B win with 39, partner B announced kralj ultimo and made it: 15 + 20 = 35") {
    const auto r = hand(R"({"contract":"tri","declarer":"A","partner":"B","points":39,"kralj_ultimo":{"announced_by":"B","result":"won"}})");
    CHECK(r.sheet == V{35, 35, 0, 0});
    CHECK(r.money == V{70, 70, -70, -70});
}

TEST_CASE("SV-36 Dva A+B win with 42, the called king falls to C in the last trick (silent): 25 - 10 = 15") {
    const auto r = hand(R"({"contract":"dva","declarer":"A","partner":"B","points":42,"kralj_ultimo":{"result":"lost"}})");
    CHECK(r.sheet == V{15, 15, 0, 0});
    CHECK(r.money == V{30, 30, -30, -30});
}

TEST_CASE("SV-37 three players, Dva won with 46: exact 31, SL-32 (b) 30") {
    const std::string h = R"({"contract":"dva","declarer":"A","points":46})";
    const auto a = hand(h, kNone, true);
    CHECK(a.sheet == V{31, 0, 0});
    CHECK(a.money == V{62, -31, -31});
    const auto b = hand(h, R(R"({"three_player_rounding":"as_four"})"), true);
    CHECK(b.sheet == V{30, 0, 0});
    CHECK(b.money == V{60, -30, -30});
}

TEST_CASE("SV-38 three players, klop: A empty, B 40 full, C 30: +70, -70, 0") {
    const auto r = hand(R"({"contract":"klop","klop":{"A":0,"B":40,"C":30}})", kNone, true);
    CHECK(r.sheet == V{70, -70, 0});
    CHECK(r.money == V{210, -210, 0});
    CHECK(r.radelci == V{1, 1, 1});
}

TEST_CASE("SV-39 end of the session: unused radelci 2, 0, 1, 0 cost -100 each, SL-15 -40") {
    using namespace tarock;
    tarok_si::RadelciState st;
    st.held = {2, 0, 1, 0};
    const auto names = players(false);
    for (const auto& [rules, sheet, money] : std::vector<std::tuple<Json, V, V>>{
             {kNone, V{-200, 0, -100, 0}, V{-500, 300, -100, 300}}, {R(R"({"radelci_penalty":"40"})"), V{-80, 0, -40, 0}, V{-200, 120, -40, 120}}}) {
        const HouseRules hr(tarok_si::settings_four(), rules);
        const auto e = tarok_si::radelci_charge(st, hr, names);
        REQUIRE(e);
        HandResult out;
        tarok_si::book(out, {*e}, hr, names);
        CHECK(whole(out.written) == sheet);
        CHECK(whole(out.net(4)) == money);
    }
    // The same through an evening: a klop gives everybody one, none is used, the close charges 4 x 100.
    Evening ev = evening();
    ev.hands.push_back({0, 1, J(R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":30}})")});
    const auto res = recompute(ev);
    REQUIRE(res.errors == 0);
    CHECK(whole(res.closing.written) == V{-100, -100, -100, -100});
    CHECK(whole(res.written_totals) == V{-110, -105, -125, -130});
    CHECK(res.closing.postings.empty());  // equal entries move no money
}

TEST_CASE("SV-40 klop 12, 8, 27, 23: nearest 5, down 5, exact") {
    const std::string h = R"({"contract":"klop","klop":{"A":12,"B":8,"C":27,"D":23}})";
    const auto a = hand(h);
    CHECK(a.sheet == V{-10, -10, -25, -25});
    CHECK(a.money == V{30, 30, -30, -30});
    const auto b = hand(h, R(R"({"klop_rounding":"down5"})"));
    CHECK(b.sheet == V{-10, -5, -25, -20});
    CHECK(b.money == V{20, 40, -40, -20});
    const auto c = hand(h, R(R"({"klop_rounding":"exact"})"));
    CHECK(c.sheet == V{-12, -8, -27, -23});
    CHECK(c.money == V{22, 38, -38, -22});
}

TEST_CASE("SV-41 SV-40 (a) with A and C holding a radelc: their own entries doubled") {
    const auto r = hand(R"({"contract":"klop","klop":{"A":12,"B":8,"C":27,"D":23}})", kNone, false, V{1, 0, 1, 0});
    CHECK(r.sheet == V{-20, -10, -50, -25});
    CHECK(r.money == V{25, 65, -95, 5});
    CHECK(r.radelci == V{2, 1, 2, 1});
}

TEST_CASE("SV-42 klop: A empty holding a radelc (+140, uses it), B full, D's radelc doubles nothing") {
    const auto r = hand(R"({"contract":"klop","klop":{"A":0,"B":38,"C":20,"D":12}})", kNone, false, V{1, 0, 0, 1});
    CHECK(r.sheet == V{140, -70, 0, 0});
    CHECK(r.money == V{490, -350, -70, -70});
    CHECK(r.radelci == V{1, 1, 1, 2});
}

TEST_CASE("SV-43 Dva A+B silent valat, A holds a radelc: 500 each, A uses it, all +1") {
    const auto r = hand(R"({"contract":"dva","declarer":"A","partner":"B","points":70,"valat":{"by":"declarer"}})", kNone, false, V{1, 0, 0, 0});
    CHECK(r.sheet == V{500, 500, 0, 0});
    CHECK(r.money == V{1000, 1000, -1000, -1000});
    CHECK(r.radelci == V{1, 1, 1, 1});
}

TEST_CASE("SV-44 Tri A+B announce valat, opponents kontra, made: 500 x 2 = 1000") {
    const auto r = hand(R"({"contract":"tri","declarer":"A","partner":"B","points":70,"valat":{"announced_by":"A","kontra":"kontra","by":"declarer"}})");
    CHECK(r.sheet == V{1000, 1000, 0, 0});
    CHECK(r.money == V{2000, 2000, -2000, -2000});
    CHECK(r.radelci == V{1, 1, 1, 1});
}

TEST_CASE("SV-45 Barvni valat as a contract, failed: -125") {
    const auto r = hand(R"({"contract":"barvni_valat","declarer":"A","result":"lost"})");
    CHECK(r.sheet == V{-125, 0, 0, 0});
    CHECK(r.money == V{-375, 125, 125, 125});
    CHECK(r.radelci == V{1, 1, 1, 1});
}

TEST_CASE("SV-46 Tri, the called king in the talon: A alone wins with 44, 20 at the same value") {
    const auto r = hand(R"({"contract":"tri","declarer":"A","partner":"talon","points":44})");
    CHECK(r.sheet == V{20, 0, 0, 0});
    CHECK(r.money == V{60, -20, -20, -20});
}

TEST_CASE("SV-47 Ena A+B win with 52, their announced trula collected by C+D: 25, SL-18 (b) 15") {
    const std::string h = R"({"contract":"ena","declarer":"A","partner":"B","points":52,"trula":{"announced_by":"A","collected":"opponents"}})";
    const auto a = hand(h);
    CHECK(a.sheet == V{25, 25, 0, 0});
    CHECK(a.money == V{50, 50, -50, -50});
    const auto b = hand(h, R(R"({"announced_failed_silent":"both"})"));
    CHECK(b.sheet == V{15, 15, 0, 0});
    CHECK(b.money == V{30, 30, -30, -30});
}

TEST_CASE("SV-48 Tri A+B lose with 34, C's announced kralji kontra'd by A and re'd by D, made: -10 - 80 = -90") {
    const auto r = hand(R"({"contract":"tri","declarer":"A","partner":"B","points":34,"kralji":{"announced_by":"C","kontra":"re","collected":"opponents"}})");
    CHECK(r.sheet == V{-90, -90, 0, 0});
    CHECK(r.money == V{-180, -180, 180, 180});
}

TEST_CASE("SV-49 Solo tri won with 37 and a silent pagat ultimo: 40 + 25 = 65") {
    const auto r = hand(R"({"contract":"solo_tri","declarer":"A","points":37,"pagat_ultimo":{"player":"A","result":"won"}})");
    CHECK(r.sheet == V{65, 0, 0, 0});
    CHECK(r.money == V{195, -65, -65, -65});
}

TEST_CASE("SV-50 a session of three hands and its settlement: sheet 120, 25, -155, -160, money 650, 270, -450, -470") {
    using namespace tarock;
    Evening e = evening();
    e.stake = {1, "EUR"};
    e.hands.push_back({0, 1, J(R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":30}})")});
    e.hands.push_back({0, 1, J(R"({"contract":"ena","declarer":"A","partner":"B","points":50,"trula":{"announced_by":"A","collected":"declarer"}})")});
    e.hands.push_back({0, 1, J(R"({"contract":"tri","declarer":"C","partner":"D","points":30})")});
    const auto r = recompute(e);
    REQUIRE(r.errors == 0);
    CHECK(whole(r.rows[0].written_running) == V{-10, -5, -25, -30});
    CHECK(whole(r.rows[0].net) == V{30, 50, -30, -50});
    CHECK(whole(r.rows[1].outcome->result.written) == V{130, 130, 0, 0});
    CHECK(whole(r.rows[1].net) == V{260, 260, -260, -260});
    CHECK(whole(r.rows[2].outcome->result.written) == V{0, 0, -30, -30});
    CHECK(whole(r.rows[2].net) == V{60, 60, -60, -60});
    CHECK(whole(r.closing.written) == V{0, -100, -100, -100});
    CHECK(whole(r.closing.net(4)) == V{300, -100, -100, -100});
    CHECK(whole(r.written_totals) == V{120, 25, -155, -160});
    CHECK(whole(r.balance) == V{650, 270, -450, -470});
    CHECK(r.cents == std::vector<std::int64_t>{650, 270, -450, -470});
    // The radelci after each hand: (1,1,1,1), A uses his in H2, C keeps his in H3.
    REQUIRE(r.ledger);
    bool radelci_line = false;
    for (const auto& l : r.ledger_lines)
        if (l.label.sl == "Radelci") {
            radelci_line = true;
            CHECK(l.value.sl == "A —, B ○, C ○, D ○");
        }
    CHECK(radelci_line);
}

TEST_CASE("SV-51 TZS preset, three players: Dva won with 46 (rounded), B's announced pagat fails, C credited 50 (B 1.21)") {
    const std::string h = R"({"contract":"dva","declarer":"A","points":46,"pagat_ultimo":{"player":"B","announced_by":"B","result":"lost"}})";
    const auto a = hand(h, R(R"({"b121_credit":"on","three_player_rounding":"as_four"})"), true);
    CHECK(a.sheet == V{80, 0, 50});
    CHECK(a.money == V{110, -130, 20});
    const auto b = hand(h, R(R"({"three_player_rounding":"as_four"})"), true);
    CHECK(b.sheet == V{80, 0, 0});
    CHECK(b.money == V{160, -80, -80});
}

TEST_CASE("SV-52 renons by A holding a radelc: -70 x 2, radelci unchanged") {
    const auto r = hand(R"({"contract":"renons","offender":"A"})", kNone, false, V{1, 0, 0, 0});
    CHECK(r.sheet == V{-140, 0, 0, 0});
    CHECK(r.money == V{-420, 140, 140, 140});
    CHECK(r.radelci == V{1, 0, 0, 0});
}

TEST_CASE("SV-53 SV-22 with A holding a radelc: -1000 each, A keeps his radelc although 44 would have won") {
    const auto r = hand(R"({"contract":"dva","declarer":"A","partner":"B","points":44,"valat":{"announced_by":"A"}})", kNone, false, V{1, 0, 0, 0});
    CHECK(r.sheet == V{-1000, -1000, 0, 0});
    CHECK(r.money == V{-2000, -2000, 2000, 2000});
    CHECK(r.radelci == V{2, 1, 1, 1});
}

TEST_CASE("SV-54 Tri by A holding the called king, solo announced, won with 44: same value 20, Zei 30") {
    const std::string h = R"({"contract":"tri","declarer":"A","partner":"self","solo_announced":true,"points":44})";
    const auto a = hand(h);
    CHECK(a.sheet == V{20, 0, 0, 0});
    CHECK(a.money == V{60, -20, -20, -20});
    const auto z = hand(h, R(R"({"alone_after_call":"zei"})"));
    CHECK(z.sheet == V{30, 0, 0, 0});
    CHECK(z.money == V{90, -30, -30, -30});
}

TEST_CASE("SV-55 Dva A+B lose with 30, their announced kralji made: -25 + 20 = -5, SL-33 -45") {
    const std::string h = R"({"contract":"dva","declarer":"A","partner":"B","points":30,"kralji":{"announced_by":"A","collected":"declarer"}})";
    const auto a = hand(h);
    CHECK(a.sheet == V{-5, -5, 0, 0});
    CHECK(a.money == V{-10, -10, 10, 10});
    const auto b = hand(h, R(R"({"izguba":"on"})"));
    CHECK(b.sheet == V{-45, -45, 0, 0});
    CHECK(b.money == V{-90, -90, 90, 90});
}

TEST_CASE("SV-56 three players, klop 12, 31, 27: exact, SL-32 (b) nearest 5") {
    const std::string h = R"({"contract":"klop","klop":{"A":12,"B":31,"C":27}})";
    const auto a = hand(h, kNone, true);
    CHECK(a.sheet == V{-12, -31, -27});
    CHECK(a.money == V{34, -23, -11});
    CHECK(a.radelci == V{1, 1, 1});
    const auto b = hand(h, R(R"({"three_player_rounding":"as_four"})"), true);
    CHECK(b.sheet == V{-10, -30, -25});
    CHECK(b.money == V{35, -25, -10});
}

TEST_CASE("SV-57 SL-11 (e), Pagat literally: a won berač gives no radelc, a won solo brez gives everybody one") {
    const Json pws = R(R"({"radelci_triggers":"pws"})");
    const auto berac = hand(R"({"contract":"berac","declarer":"A","result":"won"})", pws);
    CHECK(berac.sheet == V{70, 0, 0, 0});
    CHECK(berac.money == V{210, -70, -70, -70});
    CHECK(berac.radelci == V{0, 0, 0, 0});
    const auto brez = hand(R"({"contract":"solo_brez","declarer":"A","points":41})", pws);
    CHECK(brez.sheet == V{80, 0, 0, 0});
    CHECK(brez.money == V{240, -80, -80, -80});
    CHECK(brez.radelci == V{1, 1, 1, 1});
}
