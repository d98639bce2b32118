// The window's Tarok-l'Hombre hand form: every hand of the example evening survives the trip
// JSON -> form -> JSON, the evening entered through the Save button equals the session file, and
// a form left half filled is refused naming the missing field.
#include "form_test_helpers.hpp"

#include "app/forms/hombre_model.hpp"
#include "games/variant.hpp"

using namespace tarock;
using namespace tarock::app;

TEST_CASE("hombre form: every hand of data/evenings/hombre-abend.json survives the trip through the form") {
    CHECK(formtest::round_trip<HombreForm>(formtest::data_evening("hombre-abend")[0]) == 10);
}

TEST_CASE("hombre form: the evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<HombreForm>(formtest::data_evening("hombre-abend")[0]);
}

TEST_CASE("hombre form: the registry gives it, and a half-filled form names the missing field") {
    REQUIRE(has_hand_form("hombre"));
    auto ui = make_hand_form("hombre");
    HombreForm* f = form_model<HombreForm>(ui.get());
    REQUIRE(f);
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl"};
    Evening e;
    e.variant = "hombre";
    e.players = players;
    e.first_dealer = 2;
    auto field_of = [&](const Json& j) -> std::string {
        try {
            (void)preview(e, 0, j);
        } catch (const InputError& err) {
            return err.field();
        }
        return "";
    };
    CHECK(field_of(f->to_json(players, 2)) == "declarer");
    f->hand.declarer = 0;
    f->hand.game = hombre::Game::AdUno;
    f->hand.exchanged = {{-1, hombre::Exchange::Card::Andere}};
    CHECK(field_of(f->to_json(players, 2)) == "exchanged[0].from");
    f->hand.exchanged[0].from = 1;
    CHECK(field_of(f->to_json(players, 2)) == "points");
    f->points = "50";
    CHECK(field_of(f->to_json(players, 2)).empty());
    f->hand.vole = hombre::Vole::Opponents;
    f->points.clear();
    CHECK(field_of(f->to_json(players, 2)) == "agreed");
    f->agreed.amounts = {"-60", "30", "30"};
    f->agreed.reason = "so vereinbart";
    CHECK(field_of(f->to_json(players, 2)).empty());
    CHECK(f->summary(players) == "Anna: ad uno, Karte von Bernd, Vole der Gegner (von Hand)");
}

TEST_CASE("hombre form: by keys the l'Hombre (1-3) and the game (D a duo, U ad uno, S Solo)") {
    const HouseRules rules(hombre::settings(), Json::object());
    HombreForm f = HombreForm::fresh(0);
    formtest::press(f, "2S", {1, 2, 3}, rules);
    CHECK(f.hand.declarer == 2);
    CHECK(f.hand.game == hombre::Game::Solo);
    formtest::press(f, "U", {1, 2, 3}, rules);
    CHECK(f.hand.game == hombre::Game::AdUno);
    formtest::press(f, "D", {1, 2, 3}, rules);
    CHECK(f.hand.game == hombre::Game::ADuo);
}

TEST_CASE("hombre form: by keys the a-duo exchange, the opponents' digits after the l'Hombre's and the cards (1 D 2 M 3 K)") {
    const HouseRules rules(hombre::settings(), Json::object());
    const std::vector<int> active = {1, 2, 0};  // Anna deals: Bernd is Vorhand
    HombreForm f = HombreForm::fresh(0);
    formtest::press(f, "1D2M3K", active, rules);
    CHECK(f.hand.declarer == 1);
    CHECK(f.hand.game == hombre::Game::ADuo);
    CHECK(f.hand.exchanged == std::vector<hombre::Exchange>{{2, hombre::Exchange::Card::Mond}, {0, hombre::Exchange::Card::Koenig}});
    formtest::press(f, "A", active, rules);  // a card key names the card last given an owner
    CHECK(f.hand.exchanged[1].card == hombre::Exchange::Card::Andere);
    formtest::press(f, "2", active, rules);  // a digit after both cards: the l'Hombre anew, the exchange open
    CHECK(f.hand.declarer == 2);
    CHECK(f.hand.exchanged == std::vector<hombre::Exchange>(2));
    formtest::press(f, "X", active, rules);  // before any owner: the first card
    formtest::press(f, "23", active, rules);  // the l'Hombre's own digit gives no card
    CHECK(f.hand.exchanged == std::vector<hombre::Exchange>{{0, hombre::Exchange::Card::Skues}, {}});
    formtest::press(f, "U", active, rules);  // ad uno takes one card
    CHECK(f.hand.exchanged == std::vector<hombre::Exchange>{{0, hombre::Exchange::Card::Skues}});
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl"};
    f.points = "44";
    Evening e;
    e.variant = "hombre";
    e.players = players;
    e.first_dealer = 0;
    CHECK(formtest::refusal_of(e, f.to_json(players, 0)).field().empty());
}
