// Slovenian Tarok: the house rules beyond the vectors (each open choice with its alternatives),
// the refusals of bad input (field and rule), the competition rounds and the sheet's state.
#include "tarok_si_helpers.hpp"

#include "core/errors.hpp"

using namespace si;

namespace {

tarock::EveningResult run(tarock::Evening e, const std::vector<std::string>& hands) {
    for (const std::string& h : hands) e.hands.push_back({0, 1, J(h)});
    auto r = tarock::recompute(e);
    for (const auto& row : r.rows)
        if (row.error) FAIL("hand " << row.number << " refused: " << std::string(row.error->what()));
    return r;
}

std::string line(const tarock::EveningResult& r, const std::string& label_sl) {
    for (const auto& l : r.ledger_lines)
        if (l.label.sl == label_sl) return l.value.sl;
    return "<none>";
}

bool has_note(const std::vector<tarock::Text>& notes, const std::string& part) {
    for (const auto& n : notes)
        if (n.sl.find(part) != std::string::npos || n.en.find(part) != std::string::npos) return true;
    return false;
}
}  // namespace

TEST_CASE("SL-06 kontra on klop (Palčka): every entry doubles, or only the kontra player's when he has the highest count, off by default") {
    const std::string by_b = R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":30},"kontra":"kontra","kontra_by":"B"})";
    CHECK(hand(by_b, R(R"({"klop_kontra":"pal"})")).sheet == V{-20, -10, -50, -60});
    const std::string by_d = R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":30},"kontra":"kontra","kontra_by":"D"})";
    CHECK(hand(by_d, R(R"({"klop_kontra":"pal"})")).sheet == V{-10, -5, -25, -60});
    CHECK(refusal(by_b).field() == "kontra");
    CHECK(refusal(R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":30},"kontra":"kontra"})", R(R"({"klop_kontra":"pal"})")).field() == "kontra_by");
}

TEST_CASE("SL-14 collective radelci: a won game doubles and erases one circle, a lost game doubles and erases none, klop adds one per player") {
    const Json col = R(R"({"radelci_collective":"on"})");
    const auto won = hand(R"({"contract":"tri","declarer":"A","partner":"B","points":41})", col, false, {}, 2);
    CHECK(won.sheet == V{30, 30, 0, 0});
    CHECK(won.collective == 1);
    const auto lost = hand(R"({"contract":"tri","declarer":"A","partner":"B","points":30})", col, false, {}, 2);
    CHECK(lost.sheet == V{-30, -30, 0, 0});
    CHECK(lost.collective == 2);
    const auto klop = hand(R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":30}})", col, false, {}, 1);
    CHECK(klop.sheet == V{-20, -10, -50, -60});
    CHECK(klop.collective == 5);
    CHECK(klop.radelci == V{0, 0, 0, 0});
    // At the end the circles belong to nobody: nothing is charged.
    const auto r = run(evening(col), {R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":30}})"});
    CHECK(whole(r.closing.written) == V{0, 0, 0, 0});
    CHECK(line(r, "Skupni radelci") == "○○○○");
}

TEST_CASE("SL-29, SL-30 competition rounds of three: a round end charges the radelci and ranks 2 / 1 / ½, ties share") {
    const std::vector<std::string> hands = {R"({"contract":"klop","klop":{"A":10,"B":30,"C":30}})", R"({"contract":"dva","declarer":"A","points":46})",
                                            R"({"deal":"round_end"})"};
    const auto r = run(evening(R(R"({"competition":"rounds"})"), true), hands);
    // Klop -10, -30, -30 (exact with three); Dva 31 x 2 = 62 with A's radelc; B and C pay their radelc.
    CHECK(whole(r.rows[1].outcome->result.written) == V{62, 0, 0});
    CHECK(whole(r.rows[2].outcome->result.written) == V{0, -100, -100});
    CHECK(r.rows[2].outcome->bookkeeping);
    CHECK(whole(r.written_totals) == V{52, -130, -130});
    CHECK(line(r, "Krog 1") == "A 2, B 3/4, C 3/4");
    CHECK(line(r, "Uvrstitvene točke") == "A 2, B 3/4, C 3/4");
    CHECK(whole(r.closing.written) == V{0, 0, 0});  // nothing left to charge
    // The same with the radelci charged only at the end of the evening.
    const auto e = run(evening(R(R"({"competition":"rounds_radelci_at_end"})"), true), hands);
    CHECK(whole(e.rows[2].outcome->result.written) == V{0, 0, 0});
    CHECK(line(e, "Krog 1") == "A 2, B 3/4, C 3/4");
    CHECK(whole(e.closing.written) == V{0, -100, -100});
    // Without the house rule a round end is refused.
    auto off = evening(tarock::Json::object(), true);
    off.hands.push_back({0, 1, J(R"({"deal":"round_end"})")});
    const auto res = tarock::recompute(off);
    REQUIRE(res.rows[0].error);
    CHECK(res.rows[0].error->field() == "deal");
}

TEST_CASE("ranking points: 2, 1, 1/2 in twelfths, ties share their places") {
    using tarock::tarok_si::ranking_twelfths;
    using tarock::tarok_si::twelfths_text;
    CHECK(ranking_twelfths({10, 30, 20}) == std::vector<int>{6, 24, 12});
    CHECK(ranking_twelfths({30, 30, 20}) == std::vector<int>{18, 18, 6});
    CHECK(ranking_twelfths({5, 5, 5}) == std::vector<int>{14, 14, 14});
    CHECK(twelfths_text(18) == "1 1/2");
    CHECK(twelfths_text(14) == "1 1/6");
    CHECK(twelfths_text(6) == "1/2");
    CHECK(twelfths_text(24) == "2");
}

TEST_CASE("SL-21 kontra at one's own risk (TZS option): a failed kontra on the game credits the other opponent the increase") {
    const std::string h = R"({"contract":"tri","declarer":"A","points":40,"kontra":"kontra","kontra_by":"B"})";
    CHECK(hand(h, R(R"({"kontra_responsibility":"on"})"), true).sheet == V{30, 0, 15});
    CHECK(hand(h, tarock::Json::object(), true).sheet == V{30, 0, 0});
    CHECK(refusal(R"({"contract":"tri","declarer":"A","points":40,"kontra":"kontra"})", R(R"({"kontra_responsibility":"on"})"), true).field() == "kontra_by");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","points":40,"kontra":"kontra","kontra_by":"A"})", tarock::Json::object(), true).field() == "kontra_by");
}

TEST_CASE("SL-22 money: against the average with three (a third of each difference), none, and refused with four") {
    const std::string h = R"({"contract":"dva","declarer":"A","points":46})";
    const auto avg = hand(h, R(R"({"money":"average"})"), true);
    CHECK(avg.sheet == V{31, 0, 0});
    CHECK(avg.booked.net(3) == std::vector<Thirds>{Thirds::from_thirds(62), Thirds::from_thirds(-31), Thirds::from_thirds(-31)});
    const auto none = hand(h, R(R"({"money":"none"})"), true);
    CHECK(none.sheet == V{31, 0, 0});
    CHECK(none.booked.postings.empty());
    tarock::Evening four = evening(R(R"({"money":"average"})"));
    try {
        tarock::recompute(four);
        FAIL("money = average with four players was accepted");
    } catch (const tarock::InputError& err) {
        CHECK(err.field() == "house_rules.money");
    }
}

TEST_CASE("SL-09 mondfang: in solo brez by default, not under 'Tri to Solo ena', the škis-only rule needs the manner") {
    const std::string brez = R"({"contract":"solo_brez","declarer":"A","points":41,"mondfang":{"player":"C"}})";
    CHECK(hand(brez).sheet == V{80, 0, -20, 0});
    const auto scoped = hand(brez, R(R"({"mondfang_contracts":"talon_games"})"));
    CHECK(scoped.sheet == V{80, 0, 0, 0});
    CHECK(has_note(scoped.score.notes, "SL-09"));
    CHECK(hand(R"({"contract":"dva","declarer":"A","partner":"B","points":40,"mondfang":{"player":"C"}})", R(R"({"mondfang_contracts":"calls"})")).sheet ==
          V{25, 25, -20, 0});
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"mondfang":{"player":"A"}})", R(R"({"mondfang_losses":"skis_only"})")).field() ==
          "mondfang.how");
    CHECK(hand(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"mondfang":{"player":"A","how":"talon"}})", R(R"({"mondfang_losses":"skis_only"})")).sheet ==
          V{15, 15, 0, 0});
    CHECK(hand(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"mondfang":{"player":"A","how":"partner"}})").sheet == V{-5, 15, 0, 0});
    CHECK(refusal(R"({"contract":"solo_tri","declarer":"A","points":40,"mondfang":{"player":"A","how":"partner"}})").field() == "mondfang.how");
    CHECK(hand(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"mondfang":{"player":"B"}})", R(R"({"mondfang":"21"})")).sheet == V{15, -6, 0, 0});
}

TEST_CASE("SL-10 Palčka's options: radelci after a mondfang, škisfang -100 (refused when off)") {
    CHECK(hand(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"mondfang":{"player":"C"}})", R(R"({"mondfang_radelci":"on"})")).radelci == V{1, 1, 1, 1});
    CHECK(hand(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"mondfang":{"player":"C"}})").radelci == V{0, 0, 0, 0});
    CHECK(hand(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"skisfang":"D"})", R(R"({"skisfang":"on"})")).sheet == V{15, 15, 0, -100});
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"skisfang":"D"})").field() == "skisfang");
}

TEST_CASE("SL-11 radelci given: BGA (announced valat only), Zei (klop only)") {
    const Json bga = R(R"({"radelci_triggers":"bga"})");
    CHECK(hand(R"({"contract":"ena","declarer":"A","partner":"B","points":70,"valat":{"by":"declarer"}})", bga).radelci == V{0, 0, 0, 0});
    CHECK(hand(R"({"contract":"ena","declarer":"A","partner":"B","points":44,"valat":{"announced_by":"A"}})", bga).radelci == V{1, 1, 1, 1});
    const Json zei = R(R"({"radelci_triggers":"klop"})");
    CHECK(hand(R"({"contract":"berac","declarer":"A","result":"won"})", zei).radelci == V{0, 0, 0, 0});
    CHECK(hand(R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":30}})", zei).radelci == V{1, 1, 1, 1});
}

TEST_CASE("SL-15 no charge for unused radelci") {
    const auto r = run(evening(R(R"({"radelci_penalty":"0"})")), {R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":30}})"});
    CHECK(whole(r.closing.written) == V{0, 0, 0, 0});
    CHECK(line(r, "Radelci") == "A ○, B ○, C ○, D ○");
}

TEST_CASE("SL-17 kontra and valat: Palčka takes the game's kontra for every valat, TSB multiplies, BGA leaves a silent valat alone") {
    const std::string silent = R"({"contract":"tri","declarer":"A","partner":"B","points":70,"kontra":"kontra","valat":{"by":"declarer"}})";
    CHECK(hand(silent).sheet == V{500, 500, 0, 0});
    CHECK(hand(silent, R(R"({"valat_kontra":"own_only"})")).sheet == V{250, 250, 0, 0});
    const std::string announced = R"({"contract":"tri","declarer":"A","partner":"B","points":70,"kontra":"kontra","valat":{"announced_by":"A","kontra":"kontra","by":"declarer"}})";
    CHECK(hand(announced).sheet == V{1000, 1000, 0, 0});
    CHECK(hand(announced, R(R"({"valat_kontra":"multiply"})")).sheet == V{2000, 2000, 0, 0});
    const std::string no_game_kontra = R"({"contract":"tri","declarer":"A","partner":"B","points":70,"valat":{"announced_by":"A","kontra":"kontra","by":"declarer"}})";
    CHECK(hand(no_game_kontra, R(R"({"valat_kontra":"game"})")).sheet == V{500, 500, 0, 0});
}

TEST_CASE("SL-19 a silent pagat lost in the last trick: Pagatfang -25 for its holder (TSB), or nothing") {
    const std::string h = R"({"contract":"tri","declarer":"A","partner":"B","points":40,"pagat_ultimo":{"player":"A","result":"lost"}})";
    CHECK(hand(h, R(R"({"silent_ultimo_failed":"pagatfang"})")).sheet == V{-10, 15, 0, 0});
    CHECK(hand(h, R(R"({"silent_ultimo_failed":"ignore"})")).sheet == V{15, 15, 0, 0});
}

TEST_CASE("SL-01 manual difference (TSB): typed with won or lost, card points refused then, a difference refused otherwise") {
    const Json manual = R(R"({"difference_rounding":"manual"})");
    CHECK(hand(R"({"contract":"tri","declarer":"A","partner":"B","difference":15,"result":"won"})", manual).sheet == V{25, 25, 0, 0});
    CHECK(hand(R"({"contract":"tri","declarer":"A","partner":"B","difference":5,"result":"lost"})", manual).sheet == V{-15, -15, 0, 0});
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40})", manual).field() == "points");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","difference":15})", manual).field() == "result");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","difference":15,"result":"won"})").field() == "difference");
}

TEST_CASE("SL-03 (c) Zei's klop and SL-04 (b) empty after rounding") {
    CHECK(hand(R"({"contract":"klop","klop":{"A":0,"B":40,"C":10,"D":20}})", R(R"({"klop_model":"zei"})")).sheet == V{10, -35, -10, -20});
    const std::string h = R"({"contract":"klop","klop":{"A":2,"B":38,"C":15,"D":15}})";
    CHECK(hand(h).sheet == V{0, -70, 0, 0});
    CHECK(hand(h, R(R"({"klop_empty":"zero_points"})")).sheet == V{70, -70, 0, 0});
}

TEST_CASE("SL-25 Zei's values and pikolo, pikolo refused with the standard table") {
    const Json zei = R(R"({"value_table":"zei"})");
    CHECK(hand(R"({"contract":"solo_tri","declarer":"A","points":40})", zei).sheet == V{25, 0, 0, 0});
    CHECK(hand(R"({"contract":"solo_brez","declarer":"A","points":40})", zei).sheet == V{50, 0, 0, 0});
    CHECK(hand(R"({"contract":"pikolo","declarer":"A","result":"won"})", zei).sheet == V{60, 0, 0, 0});
    CHECK(hand(R"({"contract":"odprti_berac","declarer":"A","result":"lost"})", zei).sheet == V{-80, 0, 0, 0});
    CHECK(refusal(R"({"contract":"pikolo","declarer":"A","result":"won"})").field() == "contract");
}

TEST_CASE("SL-27 kontra on the whole hand (XA) instead of base and difference only") {
    const std::string h = R"({"contract":"dva","declarer":"A","partner":"B","points":45,"kontra":"kontra","kralji":{"announced_by":"A","collected":"declarer"}})";
    CHECK(hand(h).sheet == V{80, 80, 0, 0});
    CHECK(hand(h, R(R"({"kontra_scope":"hand"})")).sheet == V{100, 100, 0, 0});
}

TEST_CASE("SL-07 (c) solo brez fixed with bonuses (BGA)") {
    CHECK(hand(R"({"contract":"solo_brez","declarer":"A","points":45,"trula":{"collected":"declarer"}})", R(R"({"solo_brez":"fixed_bonuses"})")).sheet == V{90, 0, 0, 0});
    CHECK(refusal(R"({"contract":"solo_brez","declarer":"A","points":45,"trula":{"collected":"declarer"}})").field() == "trula");
}

TEST_CASE("SL-31 a party member at exactly 0 gets the note of a compulsory klop (BGA)") {
    const auto r = run(evening(R(R"({"zero_klop":"on"})")),
                       {R"({"contract":"tri","declarer":"A","partner":"B","points":41})", R"({"contract":"tri","declarer":"A","partner":"B","points":31})"});
    CHECK(whole(r.rows[1].written_running) == V{0, 0, 0, 0});
    CHECK(has_note(r.rows[1].outcome->result.notes, "klop"));
    CHECK_FALSE(has_note(r.rows[0].outcome->result.notes, "obvezen klop"));
}

TEST_CASE("the refusals name the field and the rule") {
    CHECK(refusal(R"({"contract":"tri","declarer":"A","points":40})").field() == "partner");
    CHECK(refusal(R"({"contract":"solo_tri","declarer":"A","partner":"B","points":40})").field() == "partner");
    CHECK(refusal(R"({"contract":"solo_tri","declarer":"A","points":40})", tarock::Json::object(), true).field() == "contract");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40})", tarock::Json::object(), true).field() == "partner");
    CHECK(refusal(R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":31}})").field() == "klop");
    CHECK(refusal(R"({"contract":"klop","klop":{"A":40,"B":5,"C":25}})").field() == "klop");
    CHECK(refusal(R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":30},"mondfang":{"player":"A"}})").field() == "contract");
    CHECK(refusal(R"({"contract":"berac","declarer":"A","result":"won","trula":{"collected":"declarer"}})").field() == "trula");
    CHECK(refusal(R"({"contract":"berac","declarer":"A","result":"won","mondfang":{"player":"A"}})").field() == "mondfang");
    CHECK(refusal(R"({"contract":"berac","declarer":"A","points":0})").field() == "points");
    CHECK(refusal(R"({"contract":"berac","declarer":"A"})").field() == "result");
    CHECK(refusal(R"({"contract":"solo_tri","declarer":"A","points":40,"kralj_ultimo":{"result":"won"}})").field() == "kralj_ultimo");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"talon","points":40,"kralj_ultimo":{"result":"won"}})").field() == "kralj_ultimo");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"kralj_ultimo":{"announced_by":"C","result":"won"}})").field() ==
          "kralj_ultimo.announced_by");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"pagat_ultimo":{"player":"C","announced_by":"A","result":"won"}})").field() ==
          "pagat_ultimo.announced_by");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"pagat_ultimo":{"announced_by":"A","result":"won"}})").field() == "pagat_ultimo.player");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"valat":{"announced_by":"A"},"trula":{"announced_by":"A"}})").field() == "valat");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"barvni_valat":{"result":"won"}})").field() == "barvni_valat");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"valat":{"by":"declarer"}})").field() == "points");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"result":"lost"})").field() == "result");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"trula":{"kontra":"kontra","collected":"declarer"}})").field() == "trula.kontra");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"trula":{}})").field() == "trula");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"A","points":40})").field() == "partner");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":71})").field() == "points");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"kontra":"ultra"})").field() == "kontra");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","points":40,"trik":1})").field() == "trik");
    CHECK(refusal(R"({"contract":"tri","declarer":"A","partner":"B","solo_announced":true,"points":40})").field() == "solo_announced");
    CHECK(refusal(R"({"contract":"renons"})").field() == "offender");
    const auto e = refusal(R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":31}})");
    CHECK(e.rule().rule == "tarok_si §S8");
    CHECK(e.message().sl.find("70") != std::string::npos);
}

TEST_CASE("a refused hand leaves the sheet and the radelci as they were") {
    tarock::Evening e = evening();
    e.hands.push_back({0, 1, J(R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":30}})")});
    e.hands.push_back({0, 1, J(R"({"contract":"tri","declarer":"A","partner":"B","points":99})")});
    e.hands.push_back({0, 1, J(R"({"contract":"tri","declarer":"A","partner":"B","points":41})")});
    const auto r = tarock::recompute(e);
    REQUIRE(r.rows[1].error);
    CHECK(whole(r.rows[2].outcome->result.written) == V{30, 30, 0, 0});  // A's radelc from the klop still doubles
    CHECK(whole(r.written_totals) == V{20, -75, -125, -130});
}

TEST_CASE("the hand record round-trips through to_json") {
    using namespace tarock;
    const auto names = players(false);
    for (const char* text :
         {R"({"dealer":"D","contract":"ena","declarer":"A","partner":"B","points":50,"kontra":"re","kontra_by":"C","trula":{"announced_by":"A","kontra":"kontra","collected":"declarer"},"kralji":{"collected":"opponents"},"pagat_ultimo":{"player":"B","announced_by":"B","result":"lost"},"kralj_ultimo":{"result":"won"},"mondfang":{"player":"C","how":"emperor"},"note":"x"})",
          R"({"contract":"klop","klop":{"A":10,"B":5,"C":25,"D":30}})", R"({"contract":"renons","offender":"C"})", R"({"deal":"round_end"})",
          R"({"contract":"solo_tri","declarer":"A","points":70,"barvni_valat":{"kontra":"kontra","result":"won"}})",
          R"({"contract":"tri","declarer":"A","partner":"self","solo_announced":true,"points":44,"valat":{"announced_by":"A","kontra":"mort","by":"opponents"}})",
          R"({"contract":"berac","declarer":"B","result":"lost","kontra":"sub"})"}) {
        const Json j = Json::parse(text);
        CHECK(tarok_si::to_json(tarok_si::parse_hand(j, names), names) == j);
    }
}

#include "session/presets.hpp"

namespace {
Json preset(const std::string& variant, const std::string& name) {
    for (const auto& p : tarock::presets_for(variant, {}))
        if (p.name == name) {
            tarock::validate_preset(p);
            return p.house_rules;
        }
    FAIL("no preset " << name << " for " << variant);
    return Json::object();
}
}  // namespace

TEST_CASE("S14 presets set what the spec's table says: TZS, Zei, TSB, Palčka, BGA") {
    CHECK(hand(R"({"contract":"dva","declarer":"A","points":46,"pagat_ultimo":{"player":"B","announced_by":"B","result":"lost"}})",
               preset("tarok_si3", "TZS (tekmovalni tarok)"), true)
              .sheet == V{80, 0, 50});
    const Json zei = preset("tarok_si", "Zei (slovenski-tarok.si)");
    CHECK(hand(R"({"contract":"klop","klop":{"A":12,"B":8,"C":27,"D":23}})", zei).sheet == V{-12, -8, -27, -23});
    CHECK(hand(R"({"contract":"tri","declarer":"A","partner":"self","solo_announced":true,"points":44})", zei).sheet == V{29, 0, 0, 0});
    CHECK(hand(R"({"contract":"berac","declarer":"A","result":"won"})", zei).radelci == V{0, 0, 0, 0});
    CHECK(hand(R"({"contract":"klop","klop":{"A":0,"B":36,"C":10,"D":24}})", preset("tarok_si", "TSB (Tarok Score Board)")).sheet == V{35, -35, 0, 0});
    CHECK(hand(R"({"contract":"tri","declarer":"A","partner":"B","points":27})", preset("tarok_si", "BGA (Board Game Arena)")).sheet == V{-15, -15, 0, 0});
    CHECK(hand(R"({"contract":"ena","declarer":"A","partner":"B","points":45,"mondfang":{"player":"B"}})", preset("tarok_si", "Palčka")).sheet == V{40, 19, 0, 0});
    CHECK(hand(R"({"contract":"klop","klop":{"A":12,"B":31,"C":27}})", preset("tarok_si3", "Palčka"), true).sheet == V{-12, -31, -27});
    CHECK(hand(R"({"contract":"klop","klop":{"A":12,"B":31,"C":27}})", preset("tarok_si3", "Zei (slovenski-tarok.si)"), true).sheet == V{-12, -31, -27});
}
