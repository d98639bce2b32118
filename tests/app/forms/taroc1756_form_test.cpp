// The window's hand forms for the 1756 Taroc: three "zum König" and four in pairs after the Vienna
// rules. Every hand of the example evenings and of the docs examples survives the trip
// JSON -> form -> JSON with the same postings, the evenings entered through the Save button equal
// the session files, and a form left open or filled wrong is refused naming the field and the rule.
#include "form_test_helpers.hpp"
#include "historic_helpers.hpp"

#include "app/forms/taroc1756_model.hpp"
#include "games/variant.hpp"

using namespace tarock;
using namespace tarock::app;

using formtest::refusal_of;

TEST_CASE("taroc1756 form: every hand of data/evenings/taroc1756-abend.json and of the docs example survives the trip through the form") {
    CHECK(formtest::round_trip<Taroc1756Form>(formtest::data_evening("taroc1756-abend")[0]) == 6);
    CHECK(formtest::round_trip<Taroc1756Form>(hist::doc_example("taroc1756")[0]) == 3);
}

TEST_CASE("taroc1756 form: the evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<Taroc1756Form>(formtest::data_evening("taroc1756-abend")[0]);
}

TEST_CASE("taroc1756 form: further fields survive the trip") {
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl"};
    for (const char* text :
         {R"({"points":{"Anna":40,"Bernd":26},"honneurs":{"Anna":[{"honneur":"matadors","tarocks":[21,1,20]},{"honneur":"cavalerie","suit":"pique","skues":true,"scar":true,"late":true}],"Christl":[{"honneur":"vier_koenige","skues":true},{"honneur":"vier_damen"},{"honneur":"skues"}]},"pagat":{"player":"Bernd","result":"lost_last"},"fehler":[{"player":"Christl","fehler":"pagat_renonce"},{"player":"Anna","fehler":"zu_viele_honneurs"}],"note":"n"})",
          R"({"points":{"Anna":4,"Bernd":40,"Christl":34},"scar":"2","skues_only":"Anna"})",
          R"({"deal":"falscher_scar","honneurs":{"Bernd":[{"honneur":"zehn_tarocs"}]}})", R"({"deal":"misdeal","dealer":"Anna"})"}) {
        const Json j = Json::parse(text);
        const Taroc1756Form f = Taroc1756Form::from_json(j, players, 2);
        CHECK(f.to_json(players, 2) == taroc1756::to_json(taroc1756::parse_hand(j, players), players));
        CHECK_FALSE(f.summary(players).empty());
    }
}

TEST_CASE("taroc1756 form: the registry gives it, a form left open or filled wrong names the field and the rule") {
    REQUIRE(has_hand_form("taroc1756"));
    auto ui = make_hand_form("taroc1756");
    Taroc1756Form* f = form_model<Taroc1756Form>(ui.get());
    REQUIRE(f);
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl"};
    const Evening e = hist::evening("taroc1756", players, 2);
    InputError err = refusal_of(e, f->to_json(players, 2));
    CHECK(err.field() == "points");
    CHECK(err.rule().rule == "taroc1756 §6.1, §1.3, A-O7");
    CHECK_FALSE(ui->hint(err).empty());
    f->points = {"40", "26x", ""};
    CHECK(refusal_of(e, f->to_json(players, 2)).field() == "points.Bernd");
    f->points = {"40", "26", ""};
    CHECK(refusal_of(e, f->to_json(players, 2)).field().empty());
    // Matadors without the Pagat, a matador typed wrong, a fault without its player.
    f->hand.honneurs.emplace_back(0, taroc1756::Honneur{});
    f->tarocks_text = {"21 20"};
    err = refusal_of(e, f->to_json(players, 2));
    CHECK(err.field() == "honneurs");
    CHECK(err.rule().rule == "taroc1756 §6.1, A-O5");
    f->tarocks_text = {"21 1 20 x"};
    CHECK(refusal_of(e, f->to_json(players, 2)).field() == "honneurs.Anna[0].tarocks");
    f->tarocks_text = {"21 1 20"};
    f->hand.fehler.emplace_back(-1, taroc1756::Fehler::Renonce);
    err = refusal_of(e, f->to_json(players, 2));
    CHECK(err.field() == "fehler[0].player");
    CHECK(err.rule().source == "004:125-126");
    f->hand.fehler[0].first = 1;
    CHECK(refusal_of(e, f->to_json(players, 2)).field().empty());
    CHECK(f->summary(players) == "Points, Anna 40, Bernd 26, 1 Honneur, Bernd Renonce");
}

TEST_CASE("Vienna form: every game of data/evenings/wien-abend.json and of the docs example survives the trip through the form") {
    CHECK(formtest::round_trip<WienForm>(formtest::data_evening("wien-abend")[0]) == 13);
    CHECK(formtest::round_trip<WienForm>(hist::doc_example("taroc1756_wien")[0]) == 4);
}

TEST_CASE("Vienna form: the evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<WienForm>(formtest::data_evening("wien-abend")[0]);
}

TEST_CASE("Vienna form: further fields survive the trip") {
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl", "Dieter"};
    for (const char* text : {R"({"paare":[["Anna","Dieter"],["Christl","Bernd"]],"points":{"Christl":44},"note":"n"})",
                             R"({"points":{"Bernd":0},"agreed":{"Anna":0,"Bernd":0,"Christl":0,"Dieter":0},"reason":"nichts"})",
                             R"({"deal":"thrown_in","dealer":"Anna"})"}) {
        const Json j = Json::parse(text);
        const WienForm f = WienForm::from_json(j, players, 3);
        CHECK(f.to_json(players, 3) == taroc1756::wien::to_json(taroc1756::wien::parse_hand(j, players), players));
        CHECK_FALSE(f.summary(players).empty());
    }
}

TEST_CASE("Vienna form: the registry gives it, a form left open or filled wrong names the field and the rule") {
    REQUIRE(has_hand_form("taroc1756_wien"));
    auto ui = make_hand_form("taroc1756_wien");
    WienForm* f = form_model<WienForm>(ui.get());
    REQUIRE(f);
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl", "Dieter"};
    const Evening e = hist::evening("taroc1756_wien", players, 3);
    ui->clear(3);
    InputError err = refusal_of(e, f->to_json(players, 3));
    CHECK(err.field() == "points");
    CHECK(err.rule().rule == "taroc1756 §6.2, §1.3");
    CHECK_FALSE(ui->hint(err).empty());
    f->side = 2;
    f->points = "73";
    err = refusal_of(e, f->to_json(players, 3));
    CHECK(err.field() == "points");
    CHECK(err.rule().source == "004:166-167");
    f->points = "40";
    CHECK(refusal_of(e, f->to_json(players, 3)).field().empty());
    // Pairs named but not complete, then a pair twice.
    f->paare_named = true;
    f->paare = {{{0, -1}, {1, 3}}};
    err = refusal_of(e, f->to_json(players, 3));
    CHECK(err.field() == "paare");
    CHECK(err.rule().source == "004:158");
    f->paare = {{{0, 1}, {1, 3}}};
    CHECK(refusal_of(e, f->to_json(players, 3)).field() == "paare");
    f->paare = {{{0, 1}, {2, 3}}};
    CHECK(refusal_of(e, f->to_json(players, 3)).field().empty());
    // A Volata asks for its price, agreed by hand (A-O12).
    f->points = "72";
    err = refusal_of(e, f->to_json(players, 3));
    CHECK(err.field() == "agreed");
    CHECK(err.rule().rule == "taroc1756 §6.2, A-O12");
    f->agreed.amounts = {"-1", "-1", "1", "1"};
    f->agreed.reason = "ein Einsatz";
    CHECK(refusal_of(e, f->to_json(players, 3)).field().empty());
    CHECK(f->summary(players) == "Anna + Bernd gegen Christl + Dieter, Paar von Christl 72 Points, Volata (von Hand)");
}
