// The window's Paszkiewitsch hand form: every hand of the example evening survives the trip
// JSON -> form -> JSON, the evening entered through the Save button equals the session file, and
// the parties show as soon as the called tarock's holder is known.
#include "form_test_helpers.hpp"

#include "app/forms/paszkiewitsch_model.hpp"
#include "games/variant.hpp"

using namespace tarock;
using namespace tarock::app;

TEST_CASE("Paszkiewitsch form: every hand of data/evenings/paszkiewitsch-abend.json survives the trip through the form") {
    CHECK(formtest::round_trip<PaszkiewitschForm>(formtest::data_evening("paszkiewitsch-abend")[0]) == 12);
}

TEST_CASE("Paszkiewitsch form: the evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<PaszkiewitschForm>(formtest::data_evening("paszkiewitsch-abend")[0]);
}

TEST_CASE("Paszkiewitsch form: the parties show as soon as the holder is known, an announcer left open is named") {
    auto ui = make_hand_form("paszkiewitsch");
    PaszkiewitschForm* f = form_model<PaszkiewitschForm>(ui.get());
    REQUIRE(f);
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl", "Dora"};
    const Deal deal = make_deal(4, 4, 3);
    f->hand.declarer = 1;
    f->hand.called = 20;
    f->partner = 3;
    CHECK(paszkiewitsch::parties_text(f->to_hand(), deal, players).de == "Bernd + Dora (XX) gegen Anna, Christl");
    f->partner = -2;
    CHECK(paszkiewitsch::parties_text(f->to_hand(), deal, players).de == "Bernd allein gegen Anna, Christl, Dora (gerufener Tarock verlegt)");
    f->result.points = "40";
    f->hand.trull = paszkiewitsch::Premium{-1, 0, partnership::Side::Declarer};
    Evening e;
    e.variant = "paszkiewitsch";
    e.players = players;
    e.first_dealer = 3;
    try {
        (void)preview(e, 0, f->to_json(players, 3));
        FAIL("not refused");
    } catch (const InputError& err) {
        CHECK(err.field() == "trull.announced_by");
    }
}
