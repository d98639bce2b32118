// The window's Ungarisch-Tarok hand form: every hand of the example evening survives the trip
// JSON -> form -> JSON with the same postings, and the evening entered through the form and the
// Save button equals the session file.
#include "form_test_helpers.hpp"

#include "app/forms/ungarisch_model.hpp"

using namespace tarock;
using namespace tarock::app;

TEST_CASE("Ungarisch form: every hand of data/evenings/ungarisch-abend.json survives the trip through the form") {
    const auto evenings = formtest::data_evening("ungarisch-abend");
    REQUIRE(evenings.size() == 1);
    CHECK(formtest::round_trip<UngarischForm>(evenings[0]) == 14);
}

TEST_CASE("Ungarisch form: the evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<UngarischForm>(formtest::data_evening("ungarisch-abend")[0]);
}

TEST_CASE("Ungarisch form: tarock counts, Courage and the party premiums as typed") {
    auto f = make_hand_form("ungarisch");
    REQUIRE(f);
    UngarischForm* m = form_model<UngarischForm>(f.get());
    REQUIRE(m);
    const std::vector<std::string> players = {"A", "B", "C"};
    f->clear(2);
    m->declarer = 0;
    m->contract.game = tapp::Contract::Solo;
    m->courage = true;
    m->contra = 1;
    m->points = "34";
    m->set_tarock_count(0, 10);
    m->set_tarock_count(1, 11);
    m->set_tarock_count(1, 10);
    m->trull.mode = PremiumMode::Silent;
    m->trull.collected_by = tapp::Party::Opponents;
    const Json j = f->to_json(players, 2);
    CHECK(j.at("tarocks").at("A") == 10);
    CHECK(j.at("tarocks").at("B") == 10);
    CHECK(j.at("courage") == true);
    CHECK(j.at("trull").at("by") == "opponents");
    Evening e;
    e.variant = "ungarisch";
    e.players = players;
    e.first_dealer = 2;
    const Preview p = preview(e, 0, j);
    // Problem 31: per opponent 32 + 2 - 2 - 4 = 28.
    CHECK(p.outcome.result.net(3)[0] == Thirds::whole(56));
    m->set_tarock_count(1, 0);
    CHECK(m->tarocks.size() == 1);
    CHECK(m->summary(players).find("Courage") != std::string::npos);
}
