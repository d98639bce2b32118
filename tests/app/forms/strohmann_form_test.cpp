// The window's hand form for Strohmann-Tarok: every hand of the example evening and of the
// docs example survives the trip JSON -> form -> JSON with the same postings, the evening
// entered through the form and the Save button equals the session file, and a form left open is
// refused naming the field.
#include "form_test_helpers.hpp"
#include "historic_helpers.hpp"

#include "app/forms/strohmann_model.hpp"
#include "games/variant.hpp"

using namespace tarock;
using namespace tarock::app;

TEST_CASE("Strohmann form: every hand of data/evenings/strohmann-abend.json survives the trip through the form") {
    CHECK(formtest::round_trip<StrohmannForm>(formtest::data_evening("strohmann-abend")[0]) == 12);
    CHECK(formtest::round_trip<StrohmannForm>(hist::doc_example("strohmann")[0]) == 3);
}

TEST_CASE("Strohmann form: the evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<StrohmannForm>(formtest::data_evening("strohmann-abend")[0]);
}

TEST_CASE("Strohmann form: further fields survive the trip, the open form names the missing field") {
    const std::vector<std::string> players = {"A", "B"};
    for (const char* text : {R"({"aufnehmer":"A","points":{"A":"35 2/3","B":"34 1/3"},"honours":{"A":["trull","quatre"]},"from_talon":["quatre"],"ultimo":{"player":"B","result":"lost"},"note":"n"})",
                             R"({"aufnehmer":"B","renonce":"A","agreed":{"A":-1,"B":1},"reason":"r"})",
                             R"({"aufnehmer":"B","result":"lost","false_honour":{"player":"A","honour":"quatre","missing":"hand"}})",
                             R"({"aufnehmer":"A","false_honour":{"player":"B","honour":"trull","missing":"talon"}})",
                             R"({"aufnehmer":"A","volat":"B","peek":"A"})", R"({"deal":"misdeal"})", R"({"deal":"allpass"})"}) {
        const Json j = Json::parse(text);
        const StrohmannForm f = StrohmannForm::from_json(j, players, 1);
        CHECK(f.to_json(players, 1) == strohmann::to_json(strohmann::parse_hand(j, players), players));
    }
    auto form = make_hand_form("strohmann");
    REQUIRE(form);
    StrohmannForm* m = form_model<StrohmannForm>(form.get());
    REQUIRE(m);
    Evening e = hist::evening("strohmann", players, 1);
    // Nobody chosen as Aufnehmer yet.
    try {
        (void)preview(e, 0, m->to_json(players, 1));
        FAIL("not refused");
    } catch (const InputError& err) {
        CHECK(err.field() == "aufnehmer");
        CHECK_FALSE(form->hint(err).empty());
    }
    // Card points that do not parse are passed on, so the core names them.
    m->aufnehmer = 0;
    m->points[0] = "35,5";
    try {
        (void)preview(e, 0, m->to_json(players, 1));
        FAIL("not refused");
    } catch (const InputError& err) {
        CHECK(err.field() == "points.A");
    }
    m->points[0] = "36";
    CHECK(preview(e, 0, m->to_json(players, 1)).outcome.result.net(2) == std::vector<Thirds>{Thirds::whole(2), Thirds::whole(-2)});
    CHECK(m->summary(players) == "A nimmt auf, A 36");
}
