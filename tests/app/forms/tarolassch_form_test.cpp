// The window's Tarolaßch hand form: every deal of the two-robber example evening and of the docs
// example survives the trip JSON -> form -> JSON with the same postings, the evening entered
// through the Save button equals the session file, and a form left open or filled wrong is refused
// naming the field and the rule.
#include "form_test_helpers.hpp"
#include "historic_helpers.hpp"

#include "app/forms/tarolassch_model.hpp"
#include "games/variant.hpp"

using namespace tarock;
using namespace tarock::app;

using formtest::refusal_of;

TEST_CASE("tarolassch form: every deal of data/evenings/tarolassch-abend.json and of the docs example survives the trip through the form") {
    CHECK(formtest::round_trip<TarolasschForm>(formtest::data_evening("tarolassch-abend")[0]) == 13);
    CHECK(formtest::round_trip<TarolasschForm>(hist::doc_example("tarolassch")[0]) == 3);
}

TEST_CASE("tarolassch form: the evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<TarolasschForm>(formtest::data_evening("tarolassch-abend")[0]);
}

TEST_CASE("tarolassch form: further fields survive the trip") {
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl", "Dieter"};
    for (const char* text :
         {R"({"contract":"misere","bidder":"Bernd","contra":"recontra","first_colour":"pique","tricks":{"Anna":4},"honours":{"Christl":3},"revoke":"Dieter","note":"n"})",
          R"({"contract":"sans_atout","bidder":"Anna","tricks":{"Bernd":1},"aces":{"Bernd":3}})",
          R"({"contract":"misere","bidder":"Bernd","contra":"contra","first_colour":"none","tricks":{"Anna":9},"aces":{"Anna":3}})",
          R"({"deal":"abbruch","agreed":{"Bernd":2,"Anna":-2,"Christl":-2,"Dieter":2},"reason":"r"})", R"({"deal":"allpass"})",
          R"({"deal":"thrown_in","dealer":"Anna"})", R"({"deal":"allpass","dummy_partner":"Christl"})",
          R"({"dummy_partner":"Bernd","contract":"pique","bidder":"Dieter","tricks":{"Bernd":7}})"}) {
        const Json j = Json::parse(text);
        const TarolasschForm f = TarolasschForm::from_json(j, players, 3);
        CHECK(f.to_json(players, 3) == tarolassch::to_json(tarolassch::parse_hand(j, players), players));
        CHECK_FALSE(f.summary(players).empty());
    }
}

TEST_CASE("tarolassch form: the registry gives it, a form left open or filled wrong names the field and the rule") {
    REQUIRE(has_hand_form("tarolassch"));
    auto ui = make_hand_form("tarolassch");
    TarolasschForm* f = form_model<TarolasschForm>(ui.get());
    REQUIRE(f);
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl", "Dieter"};
    const Evening e = hist::evening("tarolassch", players, 3);
    ui->clear(3);
    InputError err = refusal_of(e, f->to_json(players, 3));
    CHECK(err.field() == "contract");
    CHECK(err.rule().rule == "tarolassch §7.2");
    CHECK(ui->hint(err) == "Noch kein Spiel gewählt (Tasten T, P, K, C, M, S).");
    f->contract = static_cast<int>(tarolassch::Contract::Coeur);
    CHECK(refusal_of(e, f->to_json(players, 3)).field() == "bidder");
    f->hand.bidder = 1;
    err = refusal_of(e, f->to_json(players, 3));
    CHECK(err.field() == "tricks");
    CHECK(err.rule().source == "001:199, 001:384-386");
    f->tricks = "9";  // no side chosen: the bidder's side
    CHECK(refusal_of(e, f->to_json(players, 3)).field().empty());
    CHECK(f->to_json(players, 3)["tricks"] == Json{{"Bernd", 9}});
    f->tricks = "14";
    CHECK(refusal_of(e, f->to_json(players, 3)).field() == "tricks.Bernd");
    f->tricks = "9";
    f->honours = "6";
    err = refusal_of(e, f->to_json(players, 3));
    CHECK(err.field() == "honours.Bernd");
    CHECK(err.rule().rule == "tarolassch §7.3, A-T9, A-T10");
    f->honours = "4";
    f->contract = static_cast<int>(tarolassch::Contract::SansAtout);
    err = refusal_of(e, f->to_json(players, 3));
    CHECK(err.field() == "honours");
    f->honours.clear();
    f->aces = "3";
    f->aces_side = 0;
    CHECK(refusal_of(e, f->to_json(players, 3)).field().empty());
    CHECK(f->summary(players) == "Bernd: sans atout, 9 Stiche Bernd, 3 Asse Anna");
    // A robber broken off: the agreed units are asked for.
    f->hand.kind = tarolassch::DealKind::Abbruch;
    err = refusal_of(e, f->to_json(players, 3));
    CHECK(err.field() == "agreed");
    CHECK(err.rule().rule == "tarolassch §7.8");
    CHECK_FALSE(ui->hint(err).empty());
}

TEST_CASE("tarolassch form: at a table of three the dummy's partner is asked for, chosen and kept (A-T12)") {
    const Evening three = formtest::data_evening("tarolassch-zu-dritt-abend")[0];
    CHECK(formtest::round_trip<TarolasschForm>(three) == 8);
    formtest::enter_evening<TarolasschForm>(three);
    auto ui = make_hand_form("tarolassch");
    TarolasschForm* f = form_model<TarolasschForm>(ui.get());
    REQUIRE(f);
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl", "Strohmann"};
    const Evening e = hist::evening("tarolassch", players, 1, Json{{"tisch", "drei"}});
    ui->clear(1);
    f->contract = static_cast<int>(tarolassch::Contract::Coeur);
    f->hand.bidder = 3;
    f->tricks = "9";
    const InputError err = refusal_of(e, f->to_json(players, 1));
    CHECK(err.field() == "dummy_partner");
    CHECK(err.rule().rule == "tarolassch §7.9, A-T12");
    CHECK(ui->hint(err) == "Ein neuer Robber: wählen, wer mit dem Strohmann spielt.");
    f->dummy_partner = 1;
    CHECK(refusal_of(e, f->to_json(players, 1)).field().empty());
    CHECK(f->to_json(players, 1)["dummy_partner"] == "Bernd");
    CHECK(f->summary(players) == "Strohmann: Coeur, 9 Stiche Strohmann (Bernd mit dem Strohmann)");
}
