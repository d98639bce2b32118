// The window's hand form for Dreiertarock: every hand of the example evenings survives the trip
// JSON -> form -> JSON with the same payments, and the keys choose declarer and game.
#include "form_test_helpers.hpp"

#include "app/forms/dreiertarock_model.hpp"

using namespace tarock;
using namespace tarock::app;

TEST_CASE("Dreiertarock form: every hand of the example evenings survives the trip through the form") {
    CHECK(formtest::round_trip<DreiertarockForm>(formtest::data_evening("dreiertarock-abend")[0]) == 5);
    CHECK(formtest::round_trip<DreiertarockForm>(formtest::data_evening("dreiertarock-kaernten-abend")[0]) == 4);
}

TEST_CASE("Dreiertarock form: 1 S and F2 40 write a Solo won") {
    DreiertarockForm m = form::fresh<DreiertarockForm>(2);
    static const std::vector<int> active = {0, 1, 2};
    static const HouseRules rules(koenigrufen_modern::dreiertarock::settings(), Json::object());
    const form::KeyContext c{active, rules};
    for (char k : std::string("1S")) (void)m.key(form::KeyPress{k, true}, c);
    CHECK(m.key(form::KeyPress{form::kPointsKey, true}, c));
    m.points = "40";
    CHECK(m.to_json({"Anna", "Bernd", "Christl"}, 2).dump() == R"({"game":"solo","declarer":"Anna","points":40})");
}
