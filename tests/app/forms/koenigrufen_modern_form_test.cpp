// The window's hand form for modern Königrufen (koenigrufen_modern): every hand of the example
// evenings survives the trip JSON -> form -> JSON with the same payments, a Rufer won with its
// partner takes six keys, a Trischaken is entered by each player's card points, and the inputs are
// written as docs/formats/koenigrufen_modern.md says.
#include "form_test_helpers.hpp"

#include "app/forms/koenigrufen_modern_model.hpp"

using namespace tarock;
using namespace tarock::app;

namespace kmtest {

const std::vector<std::string> kPlayers = {"Anna", "Bernd", "Christl", "Dieter"};

/// Presses the keys of `keys` in the form: digits and letters plain, '#' for F2.
void press(KoenigrufenModernForm& m, const std::string& keys) {
    static const HouseRules rules(koenigrufen_modern::settings(), Json::object());
    formtest::press(m, keys, {0, 1, 2, 3}, rules);
}

}  // namespace kmtest

TEST_CASE("modern Königrufen form: every hand of the example evenings survives the trip through the form") {
    int hands = 0;
    for (const char* stem : {"koenigrufen-modern-raiffeisen-abend", "koenigrufen-modern-ruediger-abend", "koenigrufen-modern-tirol-abend",
                             "koenigrufen-modern-wtc2020-abend", "koenigrufen-modern-sauwald-abend"})
        hands += formtest::round_trip<KoenigrufenModernForm>(formtest::data_evening(stem)[0]);
    CHECK(hands == 9 + 8 + 5 + 5 + 5);
}

TEST_CASE("modern Königrufen form: the Raiffeisen evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<KoenigrufenModernForm>(formtest::data_evening("koenigrufen-modern-raiffeisen-abend")[0]);
    CHECK(form_model<KoenigrufenModernForm>(make_hand_form("koenigrufen_modern").get()) != nullptr);
}

TEST_CASE("modern Königrufen form: a Rufer won with its partner in six keys (1 R 3 F2 41)") {
    KoenigrufenModernForm m = form::fresh<KoenigrufenModernForm>(3);
    kmtest::press(m, "1R3#");
    m.points = "41";  // typed into the card points field F2 focused
    CHECK(m.to_json(kmtest::kPlayers, 3).dump() == R"({"game":"rufer","declarer":"Anna","partner":"Christl","points":41})");
    // A digit after the partner chooses the declarer again, and the partner is chosen anew.
    kmtest::press(m, "2");
    CHECK(m.hand.declarer == 1);
    CHECK(m.partner == -1);
}

TEST_CASE("modern Königrufen form: a Trischaken by each player's card points, a Piccolo with a Kontra per opponent") {
    KoenigrufenModernForm m = form::fresh<KoenigrufenModernForm>(3);
    kmtest::press(m, "1T");
    m.trischaken = {"16 2/3", "36 2/3", "10", "6 2/3"};
    CHECK(m.to_json(kmtest::kPlayers, 3).dump() ==
          R"({"game":"trischaken","declarer":"Anna","trischaken":{"Anna":"16 2/3","Bernd":"36 2/3","Christl":10,"Dieter":"6 2/3"}})");
    kmtest::press(m, "P");
    m.hand.won = true;
    m.hand.kontras[1] = 1;
    CHECK(m.to_json(kmtest::kPlayers, 3).dump() == R"({"game":"piccolo","declarer":"Anna","won":true,"kontras":{"Bernd":"kontra"}})");
}

TEST_CASE("modern Königrufen form: the king in the talon given up, with the bird planned, and a struck row keeps its inputs") {
    KoenigrufenModernForm m = form::fresh<KoenigrufenModernForm>(3);
    kmtest::press(m, "1V");
    m.partner = kModernKingInTalon;
    m.hand.talon_king = koenigrufen_modern::TalonKing::Schleifen;
    m.hand.bird = koenigrufen_modern::PremiumKind::Uhu;
    m.points = "40";  // not asked for when given up: left out
    CHECK(m.to_json(kmtest::kPlayers, 3).dump() == R"({"game":"besserrufer","declarer":"Anna","partner":"talon","talon":"schleifen","bird":"uhu"})");
    m.hand.talon_king = koenigrufen_modern::TalonKing::Played;
    m.hand.struck = true;
    CHECK(m.to_json(kmtest::kPlayers, 3).dump() == R"({"struck":true,"game":"besserrufer","declarer":"Anna","partner":"talon","talon":"played","points":40})");
}

TEST_CASE("modern Königrufen form: a form left open is refused naming the field, with a hint") {
    auto f = make_hand_form("koenigrufen_modern");
    KoenigrufenModernForm* m = form_model<KoenigrufenModernForm>(f.get());
    REQUIRE(m);
    f->clear(3);
    Evening e;
    e.variant = "koenigrufen_modern";
    e.players = kmtest::kPlayers;
    e.first_dealer = 3;
    const InputError missing = formtest::refusal_of(e, m->to_json(kmtest::kPlayers, 3));
    CHECK(missing.field() == "declarer");
    CHECK(!m->hint(missing).empty());
    kmtest::press(*m, "1R");
    const InputError partner = formtest::refusal_of(e, m->to_json(kmtest::kPlayers, 3));
    CHECK(partner.field() == "partner");
    CHECK(!m->hint(partner).empty());
    kmtest::press(*m, "3");
    const InputError points = formtest::refusal_of(e, m->to_json(kmtest::kPlayers, 3));
    CHECK(points.field() == "points");
    CHECK(!m->hint(points).empty());
}
