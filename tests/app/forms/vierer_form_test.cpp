// The window's hand form for Tarok for four active players: every hand of the example evening
// (fixed partners) and of the docs example (calling a king or alone) survives the trip
// JSON -> form -> JSON with the same postings, both entered through the Save button equal the
// session files, and a form left open or filled wrong is refused naming the field and the rule.
#include "form_test_helpers.hpp"
#include "historic_helpers.hpp"

#include "app/forms/vierer_model.hpp"
#include "games/variant.hpp"

using namespace tarock;
using namespace tarock::app;

using formtest::refusal_of;

TEST_CASE("vierer form: every hand of data/evenings/vierer-abend.json and of the docs example survives the trip through the form") {
    CHECK(formtest::round_trip<ViererForm>(formtest::data_evening("vierer-abend")[0]) == 10);
    CHECK(formtest::round_trip<ViererForm>(hist::doc_example("vierer")[0]) == 3);
}

TEST_CASE("vierer form: the evening of fixed partners entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<ViererForm>(formtest::data_evening("vierer-abend")[0]);
}

TEST_CASE("vierer form: the docs example of king calling entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<ViererForm>(hist::doc_example("vierer")[0]);
}

TEST_CASE("vierer form: further fields survive the trip") {
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl", "Dieter"};
    for (const char* text :
         {R"({"points":{"Bernd":"40 1/3"},"ansagen":{"Bernd":[{"ansage":"matadore","tarocks":[21,20,19],"skues":true},{"ansage":"taroks","count":11,"pagat":"avec"}],"Dieter":[{"ansage":"cavallerie","suit":"treff","skues":true,"missing":"koenig","out_of_turn":true}]},"note":"n"})",
          R"({"deal":"partie","agreed":{"Bernd":5,"Anna":-5,"Christl":"-2 1/3","Dieter":"2 1/3"},"reason":"r"})",
          R"({"declarer":"Anna","called":"Christl","fortsetzung":2,"agreed":{"Anna":10,"Christl":10,"Bernd":-10,"Dieter":-10},"reason":"r"})",
          R"({"declarer":"Anna","alone":"demand","demanded":{"from":"Dieter","card":"koenig"},"agreed":{"Anna":-30,"Bernd":10,"Christl":10,"Dieter":10},"reason":"r"})",
          R"({"declarer":"Anna","alone":"solo","ansagen":{"Anna":[{"ansage":"koenigreich"}]},"agreed":{"Anna":30,"Bernd":-10,"Christl":-10,"Dieter":-10},"reason":"r"})",
          R"({"deal":"allpass","agreed":{"Anna":-3,"Bernd":1,"Christl":1,"Dieter":1},"reason":"r"})", R"({"deal":"allpass"})",
          R"({"deal":"thrown_in","dealer":"Bernd"})"}) {
        const Json j = Json::parse(text);
        const ViererForm f = ViererForm::from_json(j, players, 3);
        CHECK(f.to_json(players, 3) == vierer::to_json(vierer::parse_hand(j, players), players));
        CHECK_FALSE(f.summary(players).empty());
    }
}

TEST_CASE("vierer form: the registry gives it, a form left open or filled wrong names the field and the rule") {
    REQUIRE(has_hand_form("vierer"));
    auto ui = make_hand_form("vierer");
    ViererForm* f = form_model<ViererForm>(ui.get());
    REQUIRE(f);
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl", "Dieter"};
    ui->clear(3);  // Dieter deals, Anna is the Vorhand

    // (a) fixed partners: the side's points are missing, then out of range, then accepted.
    const Evening a = hist::evening("vierer", players, 3);
    InputError err = refusal_of(a, f->to_json(players, 3));
    CHECK(err.field() == "points");
    CHECK(err.rule().rule == "grosstarok §5.1");
    CHECK_FALSE(ui->hint(err).empty());
    f->side = 1;
    f->points = "80";
    err = refusal_of(a, f->to_json(players, 3));
    CHECK(err.field() == "points");
    CHECK(err.rule().source == "000:2185");
    f->points = "4x";
    CHECK(refusal_of(a, f->to_json(players, 3)).field() == "points.Bernd");
    f->points = "45";
    CHECK(refusal_of(a, f->to_json(players, 3)).field().empty());
    CHECK(f->summary(players) == "Partei Bernd + Dieter 45 Punkte");
    // A Partie before any game, and a Partie without its agreed result.
    f->hand.kind = vierer::DealKind::Partie;
    err = refusal_of(a, f->to_json(players, 3));
    CHECK(err.field() == "deal");
    CHECK(err.rule().rule == "grosstarok §5.1, A-Q1");

    // (b) calling a king: the Vorhand, the called king's holder, the demanded card, the agreed result.
    const Evening b = hist::evening("vierer", players, 3, Json{{"mode", "rufer"}});
    ui->clear(3);
    err = refusal_of(b, f->to_json(players, 3));
    CHECK(err.field() == "declarer");
    CHECK(err.rule().rule == "grosstarok §5.2");
    CHECK(ui->hint(err) == "Noch kein Spieler gewählt (Tasten 1-4, die Vorhand).");
    f->hand.declarer = 1;
    err = refusal_of(b, f->to_json(players, 3));
    CHECK(err.field() == "declarer");
    CHECK(err.rule().source == "000:2189-2193");
    f->hand.declarer = 0;
    CHECK(refusal_of(b, f->to_json(players, 3)).field() == "called");
    f->hand.alone = vierer::Alone::Demand;
    err = refusal_of(b, f->to_json(players, 3));
    CHECK(err.field() == "demanded.from");
    CHECK(err.rule().source == "000:2191");
    f->demanded_from = 2;
    err = refusal_of(b, f->to_json(players, 3));
    CHECK(err.field() == "agreed");
    CHECK(err.rule().rule == "grosstarok §5.2, A-Q2");
    f->agreed.amounts = {"-30", "10", "10", "10"};
    err = refusal_of(b, f->to_json(players, 3));
    CHECK(err.field() == "reason");
    f->agreed.reason = "allein verloren";
    CHECK(refusal_of(b, f->to_json(players, 3)).field().empty());
    f->hand.demanded = vierer::DemandedCard::Mond;
    CHECK(preview(b, 0, f->to_json(players, 3)).outcome.result.net(4) ==
          std::vector<Thirds>{Thirds::whole(-40), Thirds::whole(10), Thirds::whole(20), Thirds::whole(10)});
    CHECK(f->summary(players) == "Anna allein, fordert den Mond von Christl, Ergebnis von Hand");
}
