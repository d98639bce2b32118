// The amounts agreed by hand: one input and one JSON shape for every form that books an agreement
// (l'Hombre, Strohmann, Groß-Tarok, Tarok for four, Taroc 1756 Wien, Tarolaßch). Amounts keep the
// order the stored record named them in; a reason typed without any amount is no agreement: the
// record leaves "agreed" out and the core refuses it (historic::read_agreed), so an empty
// agreement is never stored.
#include "form_test_helpers.hpp"
#include "historic_helpers.hpp"

#include "app/forms/hombre_model.hpp"
#include "app/forms/strohmann_model.hpp"

using namespace tarock;
using namespace tarock::app;

using formtest::refusal_of;

TEST_CASE("agreed amounts: the stored order is kept, amounts typed anew follow in seat order") {
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl"};
    AgreedInput a;
    a.load(historic::Agreed{{{2, Thirds::whole(-4)}, {0, Thirds::parse("2 2/3")}}, "so vereinbart"}, players.size());
    Json j = Json::object();
    a.write(j, players);
    CHECK(j.dump() == R"({"agreed":{"Christl":-4,"Anna":"2 2/3"},"reason":"so vereinbart"})");
    a.amounts[1] = "1 1/3";
    a.amounts[2] = "x";
    j = Json::object();
    a.write(j, players);
    CHECK(j.dump() == R"({"agreed":{"Christl":"x","Anna":"2 2/3","Bernd":"1 1/3"},"reason":"so vereinbart"})");
    AgreedInput fresh;
    fresh.amounts = {"-20", "10", "10"};
    j = Json::object();
    fresh.write(j, players);
    CHECK(j.dump() == R"({"agreed":{"Anna":-20,"Bernd":10,"Christl":10}})");
}

TEST_CASE("agreed amounts: a reason without amounts stores no agreement (Strohmann, l'Hombre)") {
    SUBCASE("Strohmann: a game played on after a revoke") {
        const std::vector<std::string> players = {"A", "B"};
        const Evening e = hist::evening("strohmann", players, 1);
        StrohmannForm f = form::fresh<StrohmannForm>(1);
        f.aufnehmer = 0;
        f.points[0] = "36";
        f.hand.renonce = 1;
        f.result = StrohmannResult::None;
        f.agreed.reason = "Pagat Ultimo im Weiterspiel";
        const Json j = f.to_json(players, 1);
        CHECK_FALSE(j.contains("agreed"));
        CHECK(j.at("reason") == "Pagat Ultimo im Weiterspiel");
        const InputError err = refusal_of(e, j);
        CHECK(err.field() == "agreed");
        CHECK(err.german().find("die Beträge je Spieler fehlen") != std::string::npos);
        f.agreed.amounts = {"-1", "1"};
        CHECK(refusal_of(e, f.to_json(players, 1)).field().empty());
    }
    SUBCASE("l'Hombre: the opponents' Vole") {
        const std::vector<std::string> players = {"Anna", "Bernd", "Christl"};
        Evening e;
        e.variant = "hombre";
        e.players = players;
        e.first_dealer = 2;
        HombreForm f = HombreForm::fresh(2);
        f.hand.declarer = 0;
        f.hand.vole = hombre::Vole::Opponents;
        f.agreed.reason = "wie ein verlorenes Solo";
        const Json j = f.to_json(players, 2);
        CHECK_FALSE(j.contains("agreed"));
        const InputError err = refusal_of(e, j);
        CHECK(err.field() == "agreed");
        CHECK(err.german().find("die Beträge je Spieler fehlen") != std::string::npos);
    }
}
