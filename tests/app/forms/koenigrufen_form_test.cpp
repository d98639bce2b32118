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
