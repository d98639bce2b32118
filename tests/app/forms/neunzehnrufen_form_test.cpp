// The window's Neunzehnrufen hand form: every hand of the flying-dummy evening and of the docs
// example survives the trip JSON -> form -> JSON, the evening entered through the Save button
// equals the session file, and the form shows the parties and who books a dummy.
#include "form_test_helpers.hpp"

#include "app/forms/neunzehnrufen_model.hpp"
#include "games/variant.hpp"

using namespace tarock;
using namespace tarock::app;

TEST_CASE("Neunzehnrufen form: every hand of the flying-dummy evening survives the trip through the form") {
    CHECK(formtest::round_trip<NeunzehnrufenForm>(formtest::data_evening("neunzehnrufen-fliegend-abend")[0]) == 12);
}

TEST_CASE("Neunzehnrufen form: the flying-dummy evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<NeunzehnrufenForm>(formtest::data_evening("neunzehnrufen-fliegend-abend")[0]);
}

TEST_CASE("Neunzehnrufen form: en trois the parties and the dummy's owner show as soon as the partner is known") {
    REQUIRE(form_model<NeunzehnrufenForm>(make_hand_form("neunzehnrufen").get()));
    Evening e;
    e.variant = "neunzehnrufen";
    e.players = {"Xaver", "Yvonne", "Zenzi", "Strohmann"};
    e.first_dealer = 2;
    e.house_rules = Json{{"table", "drei"}};
    const TableSetup setup = make_setup(e);
    const Deal deal = make_deal(4, 4, 2);
    NeunzehnrufenForm f = form::fresh<NeunzehnrufenForm>(2);
    f.hand.declarer = 0;
    f.hand.called = 19;
    CHECK(neunzehnrufen::parties_text(f.to_hand(), deal, setup).de == "Xaver + ? (Partner noch unbekannt)");
    f.partner = 1;
    CHECK(neunzehnrufen::parties_text(f.to_hand(), deal, setup).de == "Xaver + Yvonne (XIX) gegen Zenzi, Strohmann; Zenzi bucht für Strohmann");
    f.partner = 3;
    CHECK(neunzehnrufen::parties_text(f.to_hand(), deal, setup).de == "Xaver + Strohmann (XIX) gegen Yvonne, Zenzi; Xaver bucht für Strohmann");
    f.points = "45";
    const Preview p = preview(e, 0, f.to_json(e.players, 2));
    CHECK(p.outcome.result.net(4)[0] == Thirds::whole(40));
}
