// The Tapp form's view-model: every stored hand survives the trip JSON -> form -> JSON with the
// same postings, and a refused form names the field and the rule.
#include <doctest/doctest.h>

#include "app/forms/tapp_model.hpp"
#include "app_test_helpers.hpp"
#include "games/tapp/tapp.hpp"

using namespace tarock;
using namespace tarock::app;
using namespace tarock::apptest;

// The helpers and the tests of this file in a namespace of their own (the program is built as
// one translation unit per batch).
namespace tapp_form_test {

/// Loads every hand of `e` into a form, writes it back and checks preview() gives the same
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
        const TappForm form = TappForm::from_json(original, e.players, rotation);
        const Json written = form.to_json(e.players, rotation);
        INFO("written: " << written.dump());
        const Preview a = preview(e, i, original);
        const Preview b = preview(e, i, written);
        CHECK(a.deal.dealer == b.deal.dealer);
        CHECK(a.deal.active == b.deal.active);
        check_same_outcome(a.outcome, b.outcome, what);
        // The typed hand is the same as well (the record may only differ in redundant spelling).
        const tapp::Hand ha = tapp::parse_hand(original, e.players, tapp::Pack{});
        const tapp::Hand hb = tapp::parse_hand(written, e.players, tapp::Pack{});
        CHECK(ha.dreier_multiple() == hb.dreier_multiple());
        CHECK(ha.note == hb.note);
        CHECK(ha.honours == hb.honours);
        ++checked;
    }
    return checked;
}

Evening three() {
    Evening e;
    e.title = "Test";
    e.date = "2026-11-19";
    e.players = {"Anna", "Bernd", "Christl"};
    return e;
}


TEST_CASE("every sample hand survives the trip through the form") {
    int n = 0;
    for (const NamedEvening& ne : sample_evenings()) n += round_trip(ne);
    CHECK(n >= 18);
}

TEST_CASE("every hand of every Tapp evening in data/evenings survives the trip through the form") {
    const auto evenings = data_evenings();
    MESSAGE("data/evenings: " << evenings.size() << " Tapp evening(s)");
    int n = 0;
    for (const NamedEvening& ne : evenings) n += round_trip(ne);
    if (!evenings.empty()) CHECK(n > 0);
}

TEST_CASE("the form writes the dealer only when it differs from the rotation or was set by hand") {
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl"};
    TappForm f = form::fresh<TappForm>(1);
    f.declarer = 2;
    f.multiple = 2;
    f.points = "41";
    CHECK_FALSE(f.to_json(players, 1).contains("dealer"));
    CHECK(f.to_json(players, 0).at("dealer") == "Bernd");
    f.dealer_explicit = true;
    CHECK(f.to_json(players, 1).at("dealer") == "Bernd");
}

TEST_CASE("Dreier by level and talon choice gives the resulting multiple") {
    TappForm f = form::fresh<TappForm>(0);
    f.dreier_input = DreierInput::Level;
    f.level = 2;
    f.talon = tapp::Talon::Back;
    CHECK(f.to_hand().dreier_multiple() == 4);
    f.talon = tapp::Talon::Other;
    CHECK(f.to_hand().dreier_multiple() == 3);
    const Json j = f.to_json({"Anna", "Bernd", "Christl"}, 0);
    CHECK(j.at("level") == 2);
    CHECK(j.at("talon") == "other");
    CHECK_FALSE(j.contains("multiple"));
}

TEST_CASE("a refused form names the field and the rule") {
    Evening e = three();
    SUBCASE("no declarer") {
        TappForm f = form::fresh<TappForm>(0);
        f.points = "41";
        const Json j = f.to_json(e.players, 0);
        CHECK_FALSE(j.contains("declarer"));
        try {
            (void)preview(e, 0, j);
            FAIL("not refused");
        } catch (const InputError& err) {
            CHECK(err.field() == "declarer");
            CHECK(err.german().find("Feld 'declarer'") != std::string::npos);
            CHECK(err.german().find("Regel: tapp §2.1") != std::string::npos);
        }
    }
    SUBCASE("card points that are not a number") {
        TappForm f = form::fresh<TappForm>(0);
        f.declarer = 1;
        f.points = "35,5";
        try {
            (void)preview(e, 0, f.to_json(e.players, 0));
            FAIL("not refused");
        } catch (const InputError& err) {
            CHECK(err.field() == "points");
            CHECK(err.german().find("Drittel") != std::string::npos);
        }
    }
    SUBCASE("the resting König cannot play") {
        e.players.push_back("Dieter");
        TappForm f = form::fresh<TappForm>(0);
        f.declarer = 0;  // Anna deals and rests
        f.points = "50";
        try {
            (void)preview(e, 0, f.to_json(e.players, 0));
            FAIL("not refused");
        } catch (const InputError& err) {
            CHECK(err.field() == "declarer");
            CHECK(err.rule().rule == "tapp §1.5");
        }
    }
}

TEST_CASE("the history summary describes the inputs in German") {
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl"};
    const Json j = Json::parse(R"({"declarer": "Bernd", "game": "dreier", "level": 1, "talon": "back", "contra": "contra",
        "points": "35 2/3", "honours": {"Anna": ["trull"]}, "ultimo": {"player": "Bernd", "announced": true, "result": "won"},
        "renonce": "Christl", "note": "spät"})");
    const auto form = make_hand_form("tapp");
    const std::string s = form->summarize(j, players);
    CHECK(s.find("Bernd: Dreier Stufe 1, zurück zur ersten = 3×, Contra") != std::string::npos);
    CHECK(s.find("35 2/3 Kartenpunkte") != std::string::npos);
    CHECK(s.find("Trull: Anna") != std::string::npos);
    CHECK(s.find("Ultimo angesagt (Bernd) gewonnen") != std::string::npos);
    CHECK(s.find("Renonce: Christl") != std::string::npos);
    CHECK(s.find("Notiz: spät") != std::string::npos);
    CHECK(form->summarize(Json::parse(R"({"deal": "allpass"})"), players) == "Alle gepasst");
    CHECK(form->summarize(Json::parse(R"({"declarer": "Zoe"})"), players).find("Feld 'declarer'") != std::string::npos);
}

}  // namespace tapp_form_test
