// The window's hand form for Groß-Tarok: every hand of the example evening and of the docs
// example survives the trip JSON -> form -> JSON with the same postings, the evening entered
// through the form and the Save button equals the session file, and a form left open is refused
// naming the field.
#include "form_test_helpers.hpp"
#include "historic_helpers.hpp"

#include "app/forms/grosstarok_model.hpp"
#include "games/variant.hpp"

using namespace tarock;
using namespace tarock::app;

TEST_CASE("Groß-Tarok form: every hand of data/evenings/grosstarok-abend.json survives the trip through the form") {
    CHECK(formtest::round_trip<GrossTarokForm>(formtest::data_evening("grosstarok-abend")[0]) == 12);
    CHECK(formtest::round_trip<GrossTarokForm>(hist::doc_example("grosstarok")[0]) == 3);
}

TEST_CASE("Groß-Tarok form: the evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<GrossTarokForm>(formtest::data_evening("grosstarok-abend")[0]);
}

TEST_CASE("Groß-Tarok form: further fields survive the trip, the open form names the missing field") {
    const std::vector<std::string> players = {"A", "B", "C"};
    for (const char* text :
         {R"({"points":{"A":36,"B":24},"ansagen":{"A":[{"ansage":"matadore","tarocks":[21,19],"skues":true},{"ansage":"taroks","count":11,"pagat":"avec"}],"B":[{"ansage":"cavallerie","suit":"treff","skues":true,"missing":"koenig","out_of_turn":true}]},"pagat":{"player":"B","result":"caught_last"},"koenige":[{"player":"C","suit":"pique","result":"home"}],"note":"n"})",
          R"({"misere":{"player":"A","announced":"before13","result":"given_up"},"agreed":{"A":-10,"B":5,"C":5},"reason":"r"})",
          R"({"points":{"B":50},"vole":{"player":"B","announced":"after12","result":"failed"}})",
          R"({"points":{"A":30,"B":24,"C":18},"scat":6,"ansagen":{"C":[{"ansage":"vier","rank":"dame","skues":true},{"ansage":"drei","rank":"bube","drei_koenige":true},{"ansage":"latons","count":17},{"ansage":"koenigreich"}]},"mond_ultimo":"A"})",
          R"({"doppel_misere":["A","C"]})", R"({"deal":"thrown_in"})"}) {
        const Json j = Json::parse(text);
        const GrossTarokForm f = GrossTarokForm::from_json(j, players, 2);
        CHECK(f.to_json(players, 2) == grosstarok::to_json(grosstarok::parse_hand(j, players), players));
    }
    auto form = make_hand_form("grosstarok");
    REQUIRE(form);
    GrossTarokForm* m = form_model<GrossTarokForm>(form.get());
    REQUIRE(m);
    const Evening e = hist::evening("grosstarok", players, 2);
    auto refused_field = [&](const Json& j) -> std::string {
        try {
            (void)preview(e, 0, j);
        } catch (const InputError& err) {
            return err.field();
        }
        return "(accepted)";
    };
    m->points.assign(3, "");
    CHECK(refused_field(m->to_json(players, 2)) == "points");
    m->game = GrossTarokGame::Misere;
    CHECK(refused_field(m->to_json(players, 2)) == "misere.player");
    m->game = GrossTarokGame::Vole;
    CHECK(refused_field(m->to_json(players, 2)) == "vole.player");
    m->game = GrossTarokGame::DoppelMisere;
    CHECK(refused_field(m->to_json(players, 2)) == "doppel_misere");
    // A matador's tarock typed wrong is named by the core.
    m->game = GrossTarokGame::Cards;
    m->points = {"36", "24", ""};
    m->hand.ansagen.emplace_back(0, grosstarok::Ansage{});
    m->tarocks_text = {"21 19 18 17 x"};
    CHECK(refused_field(m->to_json(players, 2)) == "ansagen.A[0].tarocks");
    m->tarocks_text = {"21 19 18 17"};
    m->hand.ansagen[0].second.skues = true;
    CHECK(preview(e, 0, m->to_json(players, 2)).outcome.result.net(3) ==
          std::vector<Thirds>{Thirds::whole(60), Thirds::whole(-27), Thirds::whole(-33)});
    CHECK(m->summary(players) == "Kartenpunkte, A 36, B 24, 1 Ansage");
}
