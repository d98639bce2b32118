// The Block-Tarok form's view-model and the form registry: every stored Block hand survives the
// trip JSON -> form -> JSON with the same postings; a refused form names the field and the rule;
// the registry gives forms for "tapp" and "block" and none for an unknown id.
#include <doctest/doctest.h>

#include "app/forms/block_model.hpp"
#include "app/forms/tapp_model.hpp"
#include "app/forms/form.hpp"
#include "app_test_helpers.hpp"
#include "games/block/block.hpp"

using namespace tarock;
using namespace tarock::app;
using namespace tarock::apptest;

// The helpers and the tests of this file in a namespace of their own (the program is built as
// one translation unit per batch).
namespace block_form_test {

/// Loads every hand of `e` into a Block form, writes it back and checks preview() gives the same
/// outcome for both records. Returns the number of hands checked.
int round_trip(const NamedEvening& ne) {
    const Evening& e = ne.evening;
    const EveningResult r = recompute(e);
    REQUIRE_MESSAGE(r.errors == 0, ne.source);
    int checked = 0;
    for (std::size_t i = 0; i < e.hands.size(); ++i) {
        const Json& original = e.hands[i].inputs;
        const std::string what = ne.source + " hand " + std::to_string(i + 1) + ": " + original.dump();
        INFO(what);
        const int rotation = deal_at(e, i, without_dealer(original)).dealer;
        const BlockForm form = BlockForm::from_json(original, e.players, rotation);
        const Json written = form.to_json(e.players, rotation);
        INFO("written: " << written.dump());
        CHECK_FALSE(written.contains("contra"));
        const Preview a = preview(e, i, original);
        const Preview b = preview(e, i, written);
        CHECK(a.deal.dealer == b.deal.dealer);
        CHECK(a.deal.active == b.deal.active);
        check_same_outcome(a.outcome, b.outcome, what);
        // The typed hand is the same as well (the record may only differ in redundant spelling).
        const block::Hand ha = block::parse_hand(original, e.players);
        const block::Hand hb = block::parse_hand(written, e.players);
        CHECK(ha.kind == hb.kind);
        CHECK(ha.dealer == hb.dealer);
        CHECK(ha.dreier_multiple() == hb.dreier_multiple());
        CHECK(ha.finish == hb.finish);
        CHECK(ha.honours == hb.honours);
        CHECK(ha.chips == hb.chips);
        CHECK(ha.halve == hb.halve);
        CHECK(ha.note == hb.note);
        // The whole evening with the written record recomputes to the same totals.
        Evening copy = e;
        copy.hands[i].inputs = written;
        const EveningResult rc = recompute(copy);
        CHECK(rc.totals == r.totals);
        CHECK(rc.balance == r.balance);
        ++checked;
    }
    return checked;
}

/// Hand-made Block evenings with the fields the example evenings do not use: Solo, schleifen,
/// a concession, honours, Volat, renonce, a misdeal, §21, halving, a raise with the sixfold rule.
std::vector<NamedEvening> block_samples() {
    std::vector<NamedEvening> out;
    auto add = [](Evening& e, const char* json) {
        HandRecord h;
        h.inputs = Json::parse(json);
        e.hands.push_back(std::move(h));
    };
    {
        Evening e;
        e.title = "Block zu dritt";
        e.date = "2026-11-20";
        e.variant = "block";
        e.players = {"Anna", "Bernd", "Christl"};
        e.stake = Stake{20, "EUR"};
        e.house_rules = Json{{"bete_cap", "0"}};
        add(e, R"({"declarer": "Bernd", "game": "dreier", "multiple": 2, "points": "30 2/3", "halve": true})");
        add(e, R"({"declarer": "Anna", "opened_by": "Christl", "game": "dreier", "multiple": 3, "finish": "schleifen",
                   "honours": {"Anna": ["trull", "quatre"]}})");
        add(e, R"({"deal": "misdeal"})");
        add(e, R"({"declarer": "Anna", "game": "solo", "result": "won", "volat": {"announced": true, "by": "declarer"}})");
        add(e, R"({"deal": "redeal", "note": "kein Tarock, kein König"})");
        add(e, R"({"declarer": "Bernd", "game": "dreier", "multiple": 1, "finish": "conceded",
                   "ultimo": {"announced": true}})");
        add(e, R"({"declarer": "Christl", "game": "dreier", "multiple": 2, "renonce": "Anna", "honours": {"Bernd": ["koepfe"]}})");
        add(e, R"({"deal": "thrown_in"})");
        add(e, R"({"dealer": "Anna", "declarer": "Christl", "game": "dreier", "multiple": 1, "points": 20,
                   "ultimo": {"result": "lost"}, "volat": {"by": "opponents"}})");
        add(e, R"({"declarer": "Anna", "game": "dreier", "level": 1, "talon": "other", "points": 44, "ultimo": {"announced": true, "result": "won"}})");
        add(e, R"({"deal": "allpass"})");
        out.push_back({"sample: Block zu dritt", std::move(e)});
    }
    {
        Evening e;
        e.title = "Block sechsmalig";
        e.date = "2026-11-21";
        e.variant = "block";
        e.players = {"Anna", "Bernd", "Christl", "Dieter"};
        e.house_rules = Json{{"max_multiple", "6"}, {"stammbete", "on"}};
        add(e, R"({"declarer": "Bernd", "game": "dreier", "level": 2, "talon": "back", "points": 30})");
        add(e, R"({"declarer": "Christl", "game": "dreier", "multiple": 5, "points": 50})");
        add(e, R"({"declarer": "Dieter", "game": "dreier", "multiple": 3, "level": 2, "points": 12, "renonce": "Bernd"})");
        out.push_back({"sample: Block sechsmalig", std::move(e)});
    }
    return out;
}


TEST_CASE("every hand of the Block evenings survives the trip through the Block form") {
    const auto evenings = block_evenings();
    REQUIRE(evenings.size() >= 1);  // the B-35 fixture at least
    MESSAGE("Block evenings: " << evenings.size());
    int n = 0;
    for (const NamedEvening& ne : evenings) n += round_trip(ne);
    CHECK(n >= 13);
}

TEST_CASE("every hand of the hand-made Block samples survives the trip through the Block form") {
    int n = 0;
    for (const NamedEvening& ne : block_samples()) n += round_trip(ne);
    CHECK(n == 14);
}

TEST_CASE("the registry gives a form for tapp and block and none for an unknown game") {
    auto tapp_form = make_hand_form("tapp");
    auto block_form = make_hand_form("block");
    REQUIRE(tapp_form);
    REQUIRE(block_form);
    CHECK(form_model<TappForm>(tapp_form.get()) != nullptr);
    CHECK(form_model<BlockForm>(tapp_form.get()) == nullptr);
    CHECK(form_model<BlockForm>(block_form.get()) != nullptr);
    CHECK(make_hand_form("kein-solches-spiel") == nullptr);
    CHECK(make_hand_form("") == nullptr);
    CHECK(has_hand_form("tapp"));
    CHECK(has_hand_form("block"));
    CHECK_FALSE(has_hand_form("kein-solches-spiel"));
    // A form through the interface: clear, dealer, load, write, summarize.
    const std::vector<std::string> players = {"W", "X", "Y", "Z"};
    block_form->clear(2);
    CHECK(block_form->dealer() == 2);
    block_form->follow_rotation(3);
    CHECK(block_form->dealer() == 3);
    const Json hand = Json::parse(R"({"declarer": "X", "game": "dreier", "multiple": 2, "points": 20})");
    block_form->load(hand, players, 0);
    CHECK(block_form->to_json(players, 0) == hand);
    CHECK(block_form->summarize(hand, players) == "X: Dreier 2×; 20 Kartenpunkte");
    // A record that does not parse leaves the form as it was.
    CHECK_THROWS_AS(block_form->load(Json::parse(R"({"declarer": "Q"})"), players, 0), InputError);
    CHECK(block_form->to_json(players, 0) == hand);
}

TEST_CASE("a refused Block form names the field and the rule") {
    Evening e = block_evenings().front().evening;
    e.hands.clear();
    SUBCASE("no declarer") {
        BlockForm f = form::fresh<BlockForm>(0);
        f.points = "41";
        const Json j = f.to_json(e.players, 0);
        CHECK_FALSE(j.contains("declarer"));
        try {
            (void)preview(e, 0, j);
            FAIL("not refused");
        } catch (const InputError& err) {
            CHECK(err.field() == "declarer");
            CHECK(err.rule().rule == "block §2.5");
        }
    }
    SUBCASE("card points that are not a number") {
        BlockForm f = form::fresh<BlockForm>(0);
        f.declarer = 1;
        f.points = "35,5";
        try {
            (void)preview(e, 0, f.to_json(e.players, 0));
            FAIL("not refused");
        } catch (const InputError& err) {
            CHECK(err.field() == "points");
        }
    }
    SUBCASE("a fourfold Dreier without the sixfold house rule") {
        BlockForm f = form::fresh<BlockForm>(0);
        f.declarer = 1;
        f.multiple = 4;
        f.points = "41";
        try {
            (void)preview(e, 0, f.to_json(e.players, 0));
            FAIL("not refused");
        } catch (const InputError& err) {
            CHECK(err.field() == "multiple");
            CHECK(err.rule().rule == "block §2.5, A-05");
        }
    }
    SUBCASE("halving with a cap") {
        e.house_rules = Json::object();  // the default cap of 20
        BlockForm f = form::fresh<BlockForm>(0);
        f.declarer = 1;
        f.points = "20";
        f.halve = true;
        try {
            (void)preview(e, 0, f.to_json(e.players, 0));
            FAIL("not refused");
        } catch (const InputError& err) {
            CHECK(err.field() == "halve");
        }
    }
    SUBCASE("schleifen in a onefold Dreier") {
        BlockForm f = form::fresh<BlockForm>(0);
        f.declarer = 1;
        f.finish = block::Finish::Schleifen;
        f.points = "20";  // not written: schleifen comes before any card points
        const Json j = f.to_json(e.players, 0);
        CHECK_FALSE(j.contains("points"));
        try {
            (void)preview(e, 0, j);
            FAIL("not refused");
        } catch (const InputError& err) {
            CHECK(err.field() == "finish");
        }
    }
}

TEST_CASE("the chip count record passes every text on for the core to judge") {
    const std::vector<std::string> players = {"W", "X", "Y", "Z"};
    const Json ok = chip_count_record({"-8 1/3", "12", "-11 1/3", "7⅔"}, players);
    CHECK(ok.at("deal") == "chip_count");
    CHECK(ok.at("chips").at("W") == "-8 1/3");
    CHECK(ok.at("chips").at("X") == 12);
    CHECK(ok.at("chips").at("Z") == "7 2/3");
    const Json bad = chip_count_record({"-8 1/3", "zwölf", "", "1"}, players);
    CHECK(bad.at("chips").at("X") == "zwölf");
    CHECK_FALSE(bad.at("chips").contains("Y"));
    // The typed form of the same count.
    BlockForm f = form::fresh<BlockForm>(0);
    f.kind = block::DealKind::ChipCount;
    f.chips = {"-8 1/3", "12", "-11 1/3", "7 2/3"};
    CHECK(f.to_json(players, 0) == Json::parse(R"({"deal": "chip_count", "chips": {"W": "-8 1/3", "X": 12, "Y": "-11 1/3", "Z": "7 2/3"}})"));
    CHECK(f.summary(players) == "Blocks gezählt: W -8 1/3, X 12, Y -11 1/3, Z 7 2/3");
}

TEST_CASE("the game value V of a hand comes from the core's explanation") {
    const Evening e = block_evenings().front().evening;  // vector B-35
    // Before hand 4 (dealt by Z): the pot of 7 gets Z's Kartenstamm, X 10 is the oldest bête.
    const GameValueLine v4 = game_value_line(e, 3, Json());
    CHECK_FALSE(v4.refused);
    CHECK(v4.text == "Spielwert V = Kasse 8 + Bête 10 = 18");
    // After the Hut no Kartenstamm: hand 9 is played for the pot 2 and W 18.
    CHECK(game_value_line(e, 8, Json()).text == "Spielwert V = Kasse 2 + Bête 18 = 20");
    // At the end every bête above the Hut is played off: no more games.
    const GameValueLine end = game_value_line(e, e.hands.size(), Json());
    CHECK(end.refused);
    CHECK(end.text.find("abgespielt") != std::string::npos);
}

TEST_CASE("the Block history summary describes the inputs in German") {
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl"};
    const auto form = make_hand_form("block");
    const std::string s = form->summarize(
        Json::parse(R"({"declarer": "Bernd", "opened_by": "Anna", "game": "dreier", "multiple": 3, "finish": "conceded",
                        "honours": {"Christl": ["trull", "quatre"]}, "ultimo": {"announced": true}, "note": "spät"})"),
        players);
    CHECK(s.find("Bernd: Dreier 3×") != std::string::npos);
    CHECK(s.find("zuerst angesagt: Anna") != std::string::npos);
    CHECK(s.find("Gegner gaben auf") != std::string::npos);
    CHECK(s.find("Trull: Christl; Quatre: Christl") != std::string::npos);
    CHECK(s.find("Ultimo angesagt (nicht ausgespielt)") != std::string::npos);
    CHECK(s.find("Notiz: spät") != std::string::npos);
    CHECK(form->summarize(Json::parse(R"({"deal": "hut"})"), players) == "Hut gezogen");
    CHECK(form->summarize(Json::parse(R"({"deal": "redeal"})"), players) == "Ohne Tarock und ohne König: neu gegeben");
    CHECK(form->summarize(Json::parse(R"({"declarer": "Anna", "contra": "contra"})"), players).find("Contra") != std::string::npos);
}

}  // namespace block_form_test
