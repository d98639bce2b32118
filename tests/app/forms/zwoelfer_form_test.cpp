// The window's Zwölfer-Tarok hand form (the Tapp form's fields over the 42-card variant): every
// hand of the example evening survives the trip through the form, and the evening entered through
// the Save button equals the session file.
#include "form_test_helpers.hpp"

#include "app/forms/tapp_model.hpp"

using namespace tarock;
using namespace tarock::app;

TEST_CASE("Zwölfer form: every hand of data/evenings/zwoelfer-abend.json survives the trip through the form") {
    const auto evenings = formtest::data_evening("zwoelfer-abend");
    REQUIRE(evenings.size() == 1);
    CHECK(formtest::round_trip<ZwoelferForm>(evenings[0]) == 13);
}

TEST_CASE("Zwölfer form: the evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<ZwoelferForm>(formtest::data_evening("zwoelfer-abend")[0]);
}

TEST_CASE("Zwölfer form: the registry gives the Tapp form's fields for Zwölfer-Tarok, 33 2/3 of 66 wins") {
    auto f = make_hand_form("zwoelfer");
    REQUIRE(f);
    TappForm* m = form_model<ZwoelferForm>(f.get());
    REQUIRE(m);
    CHECK(form_model<TappForm>(f.get()) == nullptr);  // its own form: the hint names Zwölfer's pack
    Evening e;
    e.variant = "zwoelfer";
    e.players = {"A", "B", "C"};
    e.first_dealer = 2;
    f->clear(2);
    m->declarer = 0;
    m->multiple = 1;
    m->points = "33 2/3";
    const Preview p = preview(e, 0, f->to_json(e.players, 2));
    CHECK(p.outcome.declarer_won == true);
    m->points = "67";
    try {
        (void)preview(e, 0, f->to_json(e.players, 2));
        FAIL("not refused");
    } catch (const InputError& err) {
        CHECK(err.field() == "points");
    }
}
