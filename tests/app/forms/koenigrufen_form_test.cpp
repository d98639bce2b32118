// The window's hand forms for Königrufen and Tappen mit König: every hand of the example evenings
// survives the trip JSON -> form -> JSON with the same postings, the evenings entered through the
// form and the Save button equal the session files, and the form shows the parties as soon as the
// partner is known.
#include "form_test_helpers.hpp"

#include "app/forms/koenigrufen_model.hpp"
#include "app/forms/tappen_mit_koenig_model.hpp"
#include "games/variant.hpp"

using namespace tarock;
using namespace tarock::app;

TEST_CASE("Königrufen form: every hand of data/evenings/koenigrufen-abend.json survives the trip through the form") {
    CHECK(formtest::round_trip<KoenigrufenForm>(formtest::data_evening("koenigrufen-abend")[0]) == 16);
}

TEST_CASE("Königrufen form: the evening entered through the Save button gives recompute() of the file") {
    formtest::enter_evening<KoenigrufenForm>(formtest::data_evening("koenigrufen-abend")[0]);
}

TEST_CASE("Königrufen form: the registry gives it, the parties show as soon as the partner is known") {
    auto f = make_hand_form("koenigrufen");
    REQUIRE(f);
    KoenigrufenForm* m = form_model<KoenigrufenForm>(f.get());
    REQUIRE(m);
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl", "Dora"};
    const Deal deal = make_deal(4, 4, 3);
    m->hand.declarer = 0;
    m->hand.game = koenigrufen::Game::Rufer;
    m->hand.king = Suit::Pique;
    CHECK(koenigrufen::parties_text(m->to_hand(), deal, players).de == "Anna + ? (Partner noch unbekannt)");
    m->partner = 3;
    CHECK(koenigrufen::parties_text(m->to_hand(), deal, players).de == "Anna + Dora (Pique-König) gegen Bernd, Christl");
    m->partner = kPartnerTalon;
    CHECK(koenigrufen::parties_text(m->to_hand(), deal, players).de == "Anna allein gegen Bernd, Christl, Dora (Pique-König im Talon)");
    m->partner = 0;
    CHECK(koenigrufen::parties_text(m->to_hand(), deal, players).de == "Anna hat sich selbst gerufen: allein gegen Bernd, Christl, Dora");
    // A form left open is refused naming the field.
    m->partner = -1;
    Evening e;
    e.variant = "koenigrufen";
    e.players = players;
    e.first_dealer = 3;
    try {
        (void)preview(e, 0, m->to_json(players, 3));
        FAIL("not refused");
    } catch (const InputError& err) {
        CHECK(err.field() == "partner");
        CHECK_FALSE(f->hint(err).empty());
    }
}

TEST_CASE("Tappen mit König form: the example evening survives the trip and the Save button") {
    const auto e = formtest::data_evening("tappen-mit-koenig-abend")[0];
    CHECK(formtest::round_trip<TappenMitKoenigForm>(e) == 10);
    formtest::enter_evening<TappenMitKoenigForm>(e);
    CHECK(form_model<TappenMitKoenigForm>(make_hand_form("tappen_mit_koenig").get()) != nullptr);
}

TEST_CASE("Königrufen and Tappen mit König forms: by keys the declarer, the game and then the called card's holder (1 R 3)") {
    const std::vector<int> active = {1, 2, 3, 0};  // Anna deals: Bernd is Vorhand
    const HouseRules rules(koenigrufen::settings(), Json::object());
    KoenigrufenForm k = form::fresh<KoenigrufenForm>(0);
    formtest::press(k, "1R3", active, rules);
    CHECK(k.hand.declarer == 1);
    CHECK(k.hand.game == koenigrufen::Game::Rufer);
    CHECK(k.partner == 3);
    formtest::press(k, "2", active, rules);  // a digit after both: the declarer anew, the partner open
    CHECK(k.hand.declarer == 2);
    CHECK(k.partner == -1);
    formtest::press(k, "D4", active, rules);  // a Dreier calls no king: the digit is the declarer
    CHECK(k.hand.declarer == 0);
    CHECK(k.partner == -1);

    const HouseRules tk_rules(tappen_mit_koenig::settings(), Json::object());
    TappenMitKoenigForm t = form::fresh<TappenMitKoenigForm>(0);
    formtest::press(t, "R13", active, tk_rules);
    CHECK(t.hand.game == tappen_mit_koenig::Game::Ruf);
    CHECK(t.hand.declarer == 1);
    CHECK(t.partner == 3);
    formtest::press(t, "D", active, tk_rules);
    CHECK(t.hand.game == tappen_mit_koenig::Game::Dreier);
    formtest::press(t, "S", active, tk_rules);
    CHECK(t.hand.game == tappen_mit_koenig::Game::Solo);
}

TEST_CASE("Königrufen and Tappen mit König forms: the called king's suit by key (C Coeur, K Carreau, P Pique, T Treff)") {
    const std::vector<int> active = {1, 2, 3, 0};
    const HouseRules rules(koenigrufen::settings(), Json::object());
    KoenigrufenForm k = form::fresh<KoenigrufenForm>(0);
    formtest::press(k, "1R3P", active, rules);
    CHECK(k.hand.king == Suit::Pique);
    CHECK(k.partner == 3);
    formtest::press(k, "K", active, rules);
    CHECK(k.hand.king == Suit::Carreau);
    formtest::press(k, "C", active, rules);
    CHECK(k.hand.king == Suit::Coeur);
    formtest::press(k, "T", active, rules);
    CHECK(k.hand.king == Suit::Treff);
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl", "Dora"};
    CHECK(k.to_json(players, 0).value("king", "") == "treff");
    formtest::press(k, "D", active, rules);  // a Dreier calls no king: no suit is stored
    CHECK_FALSE(k.to_json(players, 0).contains("king"));

    const HouseRules tk_rules(tappen_mit_koenig::settings(), Json::object());
    TappenMitKoenigForm t = form::fresh<TappenMitKoenigForm>(0);
    t.by_tarock = true;
    formtest::press(t, "R1C3", active, tk_rules);
    CHECK(t.hand.king == Suit::Coeur);
    CHECK_FALSE(t.by_tarock);  // a suit key calls a king, not a tarock
    CHECK(t.partner == 3);
    CHECK(t.to_json(players, 0).value("king", "") == "coeur");
}
