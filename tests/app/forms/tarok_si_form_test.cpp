// The window's hand form for Slovenian Tarok (tarok_si, tarok_si3): every hand of the example
// evenings survives the trip JSON -> form -> JSON with the same entries and payments, the evenings
// entered through the form and the Save button equal the session files, and the inputs are
// written as docs/formats/tarok_si.md says (the called king, klop per player, the kontra chain on
// the game and on each announcement).
#include "form_test_helpers.hpp"

#include "app/forms/tarok_si_model.hpp"

using namespace tarock;
using namespace tarock::app;

namespace sitest {

const std::vector<std::string> kPlayers = {"Špela", "Matjaž", "Nejc", "Urška"};

Evening four() {
    Evening e;
    e.variant = "tarok_si";
    e.players = kPlayers;
    e.first_dealer = 3;
    return e;
}

}  // namespace sitest

TEST_CASE("Slovenian form: every hand of data/evenings/tarok-si-vecer.json survives the trip through the form") {
    CHECK(formtest::round_trip<TarokSiForm>(formtest::data_evening("tarok-si-vecer")[0]) == 10);
}

TEST_CASE("Slovenian form for three: every hand of data/evenings/tarok-si3-turnir.json survives the trip, round ends included") {
    CHECK(formtest::round_trip<TarokSiForm>(formtest::data_evening("tarok-si3-turnir")[0]) == 8);
}

TEST_CASE("Slovenian form: both example evenings entered through the Save button give recompute() of the file") {
    formtest::enter_evening<TarokSiForm>(formtest::data_evening("tarok-si-vecer")[0]);
    formtest::enter_evening<TarokSiForm>(formtest::data_evening("tarok-si3-turnir")[0]);
}

TEST_CASE("Slovenian form: the registry gives one form model for four and for three") {
    CHECK(form_model<TarokSiForm>(make_hand_form("tarok_si").get()) != nullptr);
    CHECK(form_model<TarokSiForm>(make_hand_form("tarok_si3").get()) != nullptr);
}

TEST_CASE("Slovenian form: a Tri with its partner, an announced trula with re and a kontra on the game as the format writes them") {
    TarokSiForm m = form::fresh<TarokSiForm>(3);
    m.hand.contract = tarok_si::Contract::Tri;
    m.hand.declarer = 1;
    m.partner = 2;
    m.points = "41";
    m.hand.kontra = 1;
    m.hand.kontra_by = 0;
    m.hand.trula = tarok_si::Collected{1, 2, partnership::Side::Declarer};
    CHECK(m.to_json(sitest::kPlayers, 3).dump() ==
          R"({"contract":"tri","declarer":"Matjaž","partner":"Nejc","points":41,"kontra":"kontra","kontra_by":"Špela",)"
          R"("trula":{"announced_by":"Matjaž","kontra":"re","collected":"declarer"}})");
    // The declarer's own seat is "self", the talon "talon" (§S2, SL-24).
    m.partner = 1;
    CHECK(m.to_json(sitest::kPlayers, 3).at("partner") == "self");
    m.partner = kSiKingInTalon;
    m.hand.solo_announced = true;
    const Json talon = m.to_json(sitest::kPlayers, 3);
    CHECK(talon.at("partner") == "talon");
    CHECK(talon.at("solo_announced") == true);
    // A partner typed for a contract without a call is not written, nor the solo announcement.
    m.hand.contract = tarok_si::Contract::SoloDva;
    const Json solo = m.to_json(sitest::kPlayers, 3);
    CHECK_FALSE(solo.contains("partner"));
    CHECK_FALSE(solo.contains("solo_announced"));
}

TEST_CASE("Slovenian form: klop writes every player's points, a text that is no number is refused naming the player") {
    TarokSiForm m = form::fresh<TarokSiForm>(3);
    m.hand.contract = tarok_si::Contract::Klop;
    m.hand.declarer = 2;  // typed before klop was chosen: klop has no declarer
    m.points = "41";
    m.klop = {"12", "8", "27", "23"};
    const Json j = m.to_json(sitest::kPlayers, 3);
    CHECK(j.dump() == R"({"contract":"klop","klop":{"Špela":12,"Matjaž":8,"Nejc":27,"Urška":23}})");
    CHECK(formtest::refusal_of(sitest::four(), j).field().empty());
    m.klop[1] = "acht";
    const InputError refused = formtest::refusal_of(sitest::four(), m.to_json(sitest::kPlayers, 3));
    CHECK(refused.field() == "klop.Matjaž");
    m.klop[1] = "9";  // 71 together
    CHECK(formtest::refusal_of(sitest::four(), m.to_json(sitest::kPlayers, 3)).field() == "klop");
}

TEST_CASE("Slovenian form: a form left open is refused naming the field, with a hint") {
    auto f = make_hand_form("tarok_si");
    TarokSiForm* m = form_model<TarokSiForm>(f.get());
    REQUIRE(m);
    f->clear(3);
    m->hand.contract = tarok_si::Contract::Dva;
    const InputError no_declarer = formtest::refusal_of(sitest::four(), f->to_json(sitest::kPlayers, 3));
    CHECK(no_declarer.field() == "declarer");
    CHECK_FALSE(f->hint(no_declarer).empty());
    m->hand.declarer = 0;
    const InputError no_partner = formtest::refusal_of(sitest::four(), f->to_json(sitest::kPlayers, 3));
    CHECK(no_partner.field() == "partner");
    CHECK_FALSE(f->hint(no_partner).empty());
    m->partner = 2;
    const InputError no_points = formtest::refusal_of(sitest::four(), f->to_json(sitest::kPlayers, 3));
    CHECK(no_points.field() == "points");
    CHECK_FALSE(f->hint(no_points).empty());
    m->points = "71";
    CHECK(formtest::refusal_of(sitest::four(), f->to_json(sitest::kPlayers, 3)).field() == "points");
    m->points = "36";
    CHECK(formtest::refusal_of(sitest::four(), f->to_json(sitest::kPlayers, 3)).field().empty());
    CHECK(f->summarize(f->to_json(sitest::kPlayers, 3), sitest::kPlayers) == "Špela: Dva mit Nejc; 36 Kartenpunkte");
}

TEST_CASE("Slovenian form: a berač is won or lost, card points typed before are not written") {
    TarokSiForm m = form::fresh<TarokSiForm>(3);
    m.hand.contract = tarok_si::Contract::Berac;
    m.hand.declarer = 3;
    m.points = "30";
    m.hand.won = true;
    CHECK(m.to_json(sitest::kPlayers, 3).dump() == R"({"contract":"berac","declarer":"Urška","result":"won"})");
    m.hand.contract = tarok_si::Contract::Renons;
    CHECK(m.to_json(sitest::kPlayers, 3).dump() == R"({"contract":"renons","offender":"Urška"})");
}
