// The example evenings data/evenings/tarok-si-vecer.json (four) and tarok-si3-turnir.json (three,
// the TZS preset with two competition rounds), replayed with the sheets, the radelci and the
// money worked out by hand.
//
// Four: Špela 0, Matjaž 1, Nejc 2, Urška 3; Urška deals first. Sheet per hand, money = 4w − Σw:
//   1 klop 12, 8, 27, 23 -> -10 -10 -25 -25; everybody a radelc (1,1,1,1)     money  30   30  -30  -30
//   2 Tri Matjaž+Nejc 41, trula announced: 35, radelc x2 = 70 (M uses his)   0 70 70 0     -140  140  140 -140
//   3 Ena Nejc+Urška 30: -35 x2 = -70 (kept); Špela's mondfang -20           -20 0 -70 -70   80  160 -120 -120
//   4 Berač Urška won: 140 (uses), then everybody +1 -> (2,1,2,1)            0 0 0 140     -140 -140 -140  420
//   5 Solo dva Špela 50 + silent pagat 25 = 90, x2 = 180 (uses one)          180 0 0 0      540 -180 -180 -180
//   6 Dva Matjaž+Urška 44, kontra: 60, Nejc's kralji -20 -> 40 x2 = 80       0 80 0 80     -160  160 -160  160
//   7 Tri Nejc alone (own king) 33: -10 x2 = -20 (kept)                      0 0 -20 0       20   20  -60   20
//   8 Ena Urška+Špela silent valat: 250 x2 = 500 (uses); everybody +1        500 0 0 500   1000 -1000 -1000 1000
//   9 renons Matjaž with a radelc: -140                                      0 -140 0 0     140 -420  140  140
//  10 Dva Nejc+Matjaž 38: 25 + kralj ultimo 20 = 45 x2 = 90 (uses one)       0 90 90 0     -180  180  180 -180
//  end: radelci (2,1,2,1) x -100                                             -200 -100 -200 -100  -200 200 -200 200
//  sheet 450, -10, -155, 525 (sum 810); money 990, -850, -1430, 1290 (cents at 1 cent a point).
#include "tarok_si_helpers.hpp"

#include <fstream>
#include <sstream>

#include "session/session_file.hpp"

using namespace si;

namespace {
tarock::Evening data(const std::string& file) {
    const auto evenings = tarock::read_session_file(std::string(TAROCK_SOURCE_DIR) + "/data/evenings/" + file);
    REQUIRE(evenings.size() == 1);
    return evenings[0];
}
std::string ledger_line(const tarock::EveningResult& r, const std::string& label_sl) {
    for (const auto& l : r.ledger_lines)
        if (l.label.sl == label_sl) return l.value.sl;
    return "<none>";
}
}  // namespace

TEST_CASE("data/evenings/tarok-si-vecer.json replays to the hand-worked sheet, radelci and money") {
    const auto r = tarock::recompute(data("tarok-si-vecer.json"));
    REQUIRE(r.errors == 0);
    REQUIRE(r.rows.size() == 10);
    const std::vector<V> sheet = {{-10, -10, -25, -25}, {0, 70, 70, 0}, {-20, 0, -70, -70}, {0, 0, 0, 140},   {180, 0, 0, 0},
                                  {0, 80, 0, 80},       {0, 0, -20, 0}, {500, 0, 0, 500},   {0, -140, 0, 0}, {0, 90, 90, 0}};
    const std::vector<V> money = {{30, 30, -30, -30},     {-140, 140, 140, -140}, {80, 160, -120, -120}, {-140, -140, -140, 420}, {540, -180, -180, -180},
                                  {-160, 160, -160, 160}, {20, 20, -60, 20},      {1000, -1000, -1000, 1000}, {140, -420, 140, 140}, {-180, 180, 180, -180}};
    const int dealers[] = {3, 0, 1, 2, 3, 0, 1, 2, 3, 0};
    for (std::size_t i = 0; i < sheet.size(); ++i) {
        INFO("hand " << i + 1);
        CHECK(r.rows[i].dealer == dealers[i]);
        CHECK(whole(r.rows[i].outcome->result.written) == sheet[i]);
        CHECK(whole(r.rows[i].net) == money[i]);
    }
    CHECK(whole(r.closing.written) == V{-200, -100, -200, -100});
    CHECK(whole(r.written_totals) == V{450, -10, -155, 525});
    CHECK(whole(r.balance) == V{990, -850, -1430, 1290});
    CHECK(r.cents == std::vector<std::int64_t>{990, -850, -1430, 1290});
    CHECK(ledger_line(r, "Radelci") == "Špela ○○, Matjaž ○, Nejc ○○, Urška ○");
    // The same radelci as the scoresheet draws them beside the names.
    CHECK(r.seat_marks == std::vector<std::string>{"○○", "○", "○○", "○"});
    CHECK(ledger_line(r, "List doslej") == "Špela +650 | Matjaž +90 | Nejc +45 | Urška +625");
}

// Three, TZS preset: Žiga 0, Tjaša 1, Gašper 2; Gašper deals first. Money = 3w − Σw.
//   1 klop: Žiga empty +70, Tjaša full -70; radelci (1,1,1)                    70 -70 0       210 -210    0
//   2 Dva Tjaša 46 (10): 30 + Žiga's failed pagat 50 = 80 x2 = 160 (uses);
//     B 1.21: Gašper credited 50                                               0 160 50     -210  270  -60
//   3 Solo brez Gašper won: 80 x2 = 160 (uses); everybody +1 -> (2,1,1)        0 0 160      -160 -160  320
//   4 Tri Žiga 30 (5), kontra: -30 x2 = -60 (kept); mondfang -20              -80 0 0       -160   80   80
//   5 round end: radelci (2,1,1) x -100; round 1: Žiga -210, Tjaša -10,
//     Gašper 110 -> 1/2, 1, 2                                                 -200 -100 -100 -200  100  100
//   6 Ena Tjaša 52 (15): 45 + silent trula 10 = 55                            0 55 0        -55  110  -55
//   7 Berač Žiga lost: -70; everybody +1                                      -70 0 0       -140   70   70
//   8 round end: (1,1,1) x -100; round 2: Žiga -170, Tjaša -45, Gašper -100
//     -> 1/2, 2, 1                                                            -100 -100 -100    0    0    0
//   sheet -380, -55, 10 (sum -425); money -715, 260, 455.
TEST_CASE("data/evenings/tarok-si3-turnir.json replays to the hand-worked sheet, the rounds' ranking and the money") {
    const auto r = tarock::recompute(data("tarok-si3-turnir.json"));
    REQUIRE(r.errors == 0);
    REQUIRE(r.rows.size() == 8);
    const std::vector<V> sheet = {{70, -70, 0}, {0, 160, 50}, {0, 0, 160}, {-80, 0, 0}, {-200, -100, -100}, {0, 55, 0}, {-70, 0, 0}, {-100, -100, -100}};
    const std::vector<V> money = {{210, -210, 0}, {-210, 270, -60}, {-160, -160, 320}, {-160, 80, 80}, {-200, 100, 100}, {-55, 110, -55}, {-140, 70, 70}, {0, 0, 0}};
    for (std::size_t i = 0; i < sheet.size(); ++i) {
        INFO("hand " << i + 1);
        CHECK(whole(r.rows[i].outcome->result.written) == sheet[i]);
        CHECK(whole(r.rows[i].net) == money[i]);
    }
    CHECK(r.rows[4].outcome->bookkeeping);
    CHECK(r.rows[5].dealer == 0);  // the round end passes no deal
    CHECK(whole(r.written_totals) == V{-380, -55, 10});
    CHECK(whole(r.balance) == V{-715, 260, 455});
    CHECK(ledger_line(r, "Krog 1") == "Žiga 1/2, Tjaša 1, Gašper 2");
    CHECK(ledger_line(r, "Krog 2") == "Žiga 1/2, Tjaša 2, Gašper 1");
    CHECK(ledger_line(r, "Uvrstitvene točke") == "Žiga 1, Tjaša 3, Gašper 3");
    CHECK(whole(r.closing.written) == V{0, 0, 0});
}

TEST_CASE("docs/formats/tarok_si.md: the example replays to the figures the page prints") {
    std::ifstream in(std::string(TAROCK_SOURCE_DIR) + "/docs/formats/tarok_si.md");
    REQUIRE(in);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string doc = ss.str();
    const auto start = doc.find("```json\n", doc.find("## Example"));
    REQUIRE(start != std::string::npos);
    const auto end = doc.find("```", start + 8);
    const auto evenings = tarock::load_session_text(doc.substr(start + 8, end - start - 8));
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.errors == 0);
    const std::vector<V> sheet = {{-10, -10, -25, -25}, {0, 70, 70, 0}, {-20, 0, -70, -70}, {0, 0, 0, 140}};
    const std::vector<V> money = {{30, 30, -30, -30}, {-140, 140, 140, -140}, {80, 160, -120, -120}, {-140, -140, -140, 420}};
    for (std::size_t i = 0; i < sheet.size(); ++i) {
        CHECK(whole(r.rows[i].outcome->result.written) == sheet[i]);
        CHECK(whole(r.rows[i].net) == money[i]);
    }
    CHECK(whole(r.closing.written) == V{-200, -100, -200, -100});
    CHECK(whole(r.closing.net(4)) == V{-200, 200, -200, 200});
}
