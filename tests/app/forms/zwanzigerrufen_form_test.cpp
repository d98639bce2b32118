// The window's hand form for Zwanzigerrufen: every hand of the example evening survives the trip
// JSON -> form -> JSON with the same payments, and the keys choose the game and the partner.
#include "form_test_helpers.hpp"

#include "app/forms/zwanzigerrufen_model.hpp"

using namespace tarock;
using namespace tarock::app;

TEST_CASE("Zwanzigerrufen form: every hand of the example evening survives the trip through the form") {
    CHECK(formtest::round_trip<ZwanzigerrufenForm>(formtest::data_evening("zwanzigerrufen-abend")[0]) == 5);
}

TEST_CASE("Zwanzigerrufen form: 3 and F2 50 write a Rufer on the XX with the third seat, S a Solo") {
    ZwanzigerrufenForm m = form::fresh<ZwanzigerrufenForm>(3);
    static const std::vector<int> active = {0, 1, 2, 3};
    static const HouseRules rules(koenigrufen_modern::zwanzigerrufen::settings(), Json::object());
    const form::KeyContext c{active, rules};
    (void)m.key(form::KeyPress{'3', true}, c);
    CHECK(m.key(form::KeyPress{form::kPointsKey, true}, c));
    m.points = "50";
    CHECK(m.to_json({"Anna", "Bernd", "Christl", "Dora"}, 3).dump() == R"({"game":"rufer","called":"XX","partner":"Christl","points":50})");
    (void)m.key(form::KeyPress{'S', true}, c);
    CHECK(m.to_json({"Anna", "Bernd", "Christl", "Dora"}, 3).dump() == R"({"game":"solo","points":50})");
}
