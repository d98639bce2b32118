// The window's hand form for Hungarian Tarokk (tarokk_hu): every hand of the example evening
// survives the trip JSON -> form -> JSON with the same payments, the evening entered through the
// form and the Save button equals the session file, and the inputs are written as
// docs/formats/tarokk_hu.md says (the called tarokk, the kontra chain, the Illustrated figures,
// the amounts agreed by hand).
#include "form_test_helpers.hpp"

#include "app/forms/tarokk_hu_model.hpp"

using namespace tarock;
using namespace tarock::app;

namespace hutest {

const std::vector<std::string> kPlayers = {"Győző", "Ödön", "Tünde", "Zsuzsa"};

Evening four() {
    Evening e;
    e.variant = "tarokk_hu";
    e.players = kPlayers;
    e.first_dealer = 3;
    return e;
}

}  // namespace hutest

TEST_CASE("Hungarian form: every hand of data/evenings/tarokk-hu-este.json survives the trip through the form") {
    CHECK(formtest::round_trip<TarokkHuForm>(formtest::data_evening("tarokk-hu-este")[0]) == 8);
}

TEST_CASE("Hungarian form: the example evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<TarokkHuForm>(formtest::data_evening("tarokk-hu-este")[0]);
    CHECK(form_model<TarokkHuForm>(make_hand_form("tarokk_hu").get()) != nullptr);
}

TEST_CASE("Hungarian form: a kettő with the XIX called, kontra on the parti and an announced tuletroá as the format writes them") {
    using partnership::Side;
    TarokkHuForm m = form::fresh<TarokkHuForm>(3);
    m.hand.declarer = 1;
    m.hand.bid = tarokk_hu::Bid::Ketto;
    m.hand.called = 19;
    m.partner = 2;
    m.points = "52";
    m.hand.kontra = 2;
    m.hand.tuletroa = tarokk_hu::Collected{Side::Declarer, 1, Side::Declarer};
    m.hand.tarokk_count[0] = 8;
    CHECK(m.to_json(hutest::kPlayers, 3).dump() ==
          R"({"declarer":"Ödön","bid":"ketto","called":19,"partner":"Tünde","points":52,"kontra":"rekontra",)"
          R"("tuletroa":{"announced":"declarer","kontra":"kontra","by":"declarer"},"tarokk":{"Győző":8}})");
    m.partner = 1;
    CHECK(m.to_json(hutest::kPlayers, 3).at("partner") == "self");
    m.partner = kHuCardInTalon;
    CHECK(m.to_json(hutest::kPlayers, 3).at("partner") == "talon");
}

TEST_CASE("Hungarian form: a form left open is refused naming the field, with a hint, and points typed wrong reach the core as typed") {
    auto f = make_hand_form("tarokk_hu");
    TarokkHuForm* m = form_model<TarokkHuForm>(f.get());
    REQUIRE(m);
    f->clear(3);
    const InputError no_declarer = formtest::refusal_of(hutest::four(), f->to_json(hutest::kPlayers, 3));
    CHECK(no_declarer.field() == "declarer");
    CHECK_FALSE(f->hint(no_declarer).empty());
    m->hand.declarer = 0;
    const InputError no_partner = formtest::refusal_of(hutest::four(), f->to_json(hutest::kPlayers, 3));
    CHECK(no_partner.field() == "partner");
    CHECK_FALSE(f->hint(no_partner).empty());
    m->partner = 3;
    m->points = "negyvennyolc";
    CHECK(f->to_json(hutest::kPlayers, 3).at("points") == "negyvennyolc");
    CHECK(formtest::refusal_of(hutest::four(), f->to_json(hutest::kPlayers, 3)).field() == "points");
    m->points = "48";
    CHECK(formtest::refusal_of(hutest::four(), f->to_json(hutest::kPlayers, 3)).field().empty());
    CHECK(f->summarize(f->to_json(hutest::kPlayers, 3), hutest::kPlayers) == "Győző: három mit Zsuzsa; 48 Kartenpunkte");
}

TEST_CASE("Hungarian form: amounts agreed by hand keep only kind, amounts and reason, and a reason without amounts is refused") {
    TarokkHuForm m = form::fresh<TarokkHuForm>(3);
    m.hand.declarer = 2;
    m.points = "60";
    m.hand.kind = tarokk_hu::RecordKind::Manual;
    m.agreed.amounts = {"-10", "", "10", ""};
    m.agreed.reason = "három ohne Honneur";
    const Json j = m.to_json(hutest::kPlayers, 3);
    CHECK(j.dump() == R"({"deal":"manual","agreed":{"Győző":-10,"Tünde":10},"reason":"három ohne Honneur"})");
    CHECK(formtest::refusal_of(hutest::four(), j).field().empty());
    m.agreed.amounts = {"", "", "", ""};
    CHECK(formtest::refusal_of(hutest::four(), m.to_json(hutest::kPlayers, 3)).field() == "agreed");
}
