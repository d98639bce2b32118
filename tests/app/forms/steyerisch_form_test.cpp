// The window's Steyerisch-Tarok hand form: every hand of the example evening survives the trip
// JSON -> form -> JSON with the same postings, the evening entered through the form and the Save
// button equals the session file, and the Gewinn-Points line is the core's own computation.
#include "form_test_helpers.hpp"

#include "app/forms/steyerisch_model.hpp"
#include "games/variant.hpp"

using namespace tarock;
using namespace tarock::app;

TEST_CASE("Steyerisch form: every hand of data/evenings/steyerisch-abend.json survives the trip through the form") {
    const auto evenings = formtest::data_evening("steyerisch-abend");
    REQUIRE(evenings.size() == 1);
    CHECK(formtest::round_trip<SteyerischForm>(evenings[0]) == 15);
}

TEST_CASE("Steyerisch form: the evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<SteyerischForm>(formtest::data_evening("steyerisch-abend")[0]);
}

TEST_CASE("Steyerisch form: the registry gives the Steyerisch form") {
    auto f = make_hand_form("steyerisch");
    REQUIRE(f);
    CHECK(form_model<SteyerischForm>(f.get()) != nullptr);
}

TEST_CASE("Steyerisch form: the Gewinn-Points line comes from the core, live as the points are typed") {
    const HouseRules rules(find_variant("steyerisch").settings(), Json::object());
    SteyerischForm f = form::fresh<SteyerischForm>(2);
    f.declarer = 0;
    f.contract.game = tapp::Contract::Einer;
    f.contract.einer_multiple = 6;
    CHECK_FALSE(f.gewinn_line(rules));  // no points yet
    f.points = "28";
    REQUIRE(f.gewinn_line(rules));
    CHECK(*f.gewinn_line(rules) == "Gegner 42 Punkte: 7 über 35 + Consolation 10 = 17 Gewinn-Points; Einer × 3 = 51; sechsmalig × 6 = 306 an jeden Gegner");
    f.points = "38";
    CHECK(*f.gewinn_line(rules) == "Spieler 38 Punkte: 3 über 35 + Consolation 10 = 13 Gewinn-Points; Einer × 3 = 39 (gewonnen: sechsmalig, aber stets einmalig bezahlt) von jedem Gegner");
    // The line is the reason of the game's posting in the preview.
    Evening e;
    e.variant = "steyerisch";
    e.players = {"A", "B", "C"};
    e.first_dealer = 2;
    const Preview p = preview(e, 0, f.to_json(e.players, 2));
    REQUIRE_FALSE(p.outcome.result.postings.empty());
    CHECK(p.outcome.result.postings[0].reason.de == "Einer 6× gewonnen: " + *f.gewinn_line(rules));
    // A Volat replaces the Gewinn-Points: no line.
    f.volat.mode = PremiumMode::Silent;
    f.volat.made_by = tapp::Party::Declarer;
    CHECK_FALSE(f.gewinn_line(rules));
}

TEST_CASE("Steyerisch form: a Zweier by level, an Einer by card, and a refused form names the field") {
    const std::vector<std::string> players = {"A", "B", "C"};
    SteyerischForm f = form::fresh<SteyerischForm>(2);
    f.declarer = 1;
    f.contract.game = tapp::Contract::Zweier;
    f.contract.zweier_level = 3;
    f.contract.zweier_multiple = 2;
    f.points = "40";
    Json j = f.to_json(players, 2);
    CHECK(j.at("level") == 3);
    CHECK(j.at("multiple") == 2);
    Evening e;
    e.variant = "steyerisch";
    e.players = players;
    e.first_dealer = 2;
    try {
        (void)preview(e, 0, j);
        FAIL("not refused");
    } catch (const InputError& err) {
        CHECK(err.field() == "multiple");
        CHECK(err.german().find("dritte Zweier") != std::string::npos);
    }
    f.contract.game = tapp::Contract::Einer;
    f.contract.einer_by_card = true;
    f.contract.einer_card = 5;
    f.contract.einer_back = true;
    j = f.to_json(players, 2);
    CHECK(j.at("card") == 5);
    CHECK(j.at("back") == true);
    CHECK(f.contract.summary() == "Einer, 5. Karte nach dem Zurückgehen = 11×");
    f.points.clear();
    try {
        (void)preview(e, 0, f.to_json(players, 2));
        FAIL("not refused");
    } catch (const InputError& err) {
        CHECK(err.field() == "points");
    }
}
