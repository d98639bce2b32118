// A Block-Tarok evening entered in the window: every game through the form and the Save button's
// save_hand(), the Touren through set_touren(), the Hut line through save_hut() and the chip
// count through save_chip_count() gives exactly recompute() of the session file.
#include <doctest/doctest.h>

#include "app/actions.hpp"
#include "app/forms/block_model.hpp"
#include "app/games/block_ui.hpp"
#include "app/views.hpp"
#include "app_test_helpers.hpp"
#include "games/block/block.hpp"

using namespace tarock;
using namespace tarock::app;
using namespace tarock::apptest;

// The helpers and the tests of this file in a namespace of their own (the program is built as
// one translation unit per batch).
namespace block_controller_test {

TafelInputs& tafel(AppState& s) {
    BlockUi* ui = block_ui(s);
    REQUIRE(ui != nullptr);
    return ui->tafel;
}

BlockForm& block_form(AppState& s) {
    BlockForm* f = form_model<BlockForm>(s.entry.form.get());
    REQUIRE(f != nullptr);
    return *f;
}

/// Opens a database in `dir` with `e`'s setup: no hands and no Touren yet.
void open_empty_copy(AppState& s, const TempDir& dir, const Evening& e) {
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    Evening setup = e;
    setup.hands.clear();
    setup.touren.reset();
    const std::int64_t id = s.db->create_evening(setup);
    REQUIRE(open_evening(s, id));
    REQUIRE(s.result);
}

/// Enters every record of `e` as the table would: games and deals in the form, the Hut and the
/// chip count with their own buttons, the Touren when they were announced.
void enter_all(AppState& s, const Evening& e) {
    for (std::size_t i = 0; i < e.hands.size(); ++i) {
        const Json& rec = e.hands[i].inputs;
        INFO("hand " << i + 1 << ": " << rec.dump());
        if (e.touren && e.touren->from_hand == static_cast<int>(i) + 1) REQUIRE(set_touren(s, e.touren));
        REQUIRE(s.entry.position == i);
        const std::string deal = rec.value("deal", "game");
        if (deal == "hut" && !rec.contains("dealer")) {
            REQUIRE_MESSAGE(save_hut(s), tafel(s).error);
        } else if (deal == "chip_count" && !rec.contains("dealer")) {
            const block::Hand h = block::parse_hand(rec, e.players);
            tafel(s).chips.assign(e.players.size(), "");
            for (const auto& [seat, t] : h.chips) tafel(s).chips[static_cast<std::size_t>(seat)] = t.to_string();
            REQUIRE_MESSAGE(save_chip_count(s), tafel(s).error);
            CHECK(tafel(s).chips.empty());
        } else {
            s.entry.form->load(rec, e.players, s.entry.rotation_dealer);
            refresh_preview(s);
            CHECK_FALSE(s.entry.refusal);
            REQUIRE_MESSAGE(save_hand(s), s.entry.save_error);
        }
        CHECK(tafel(s).error.empty());
        CHECK(s.evening->hands.size() == i + 1);
    }
}

/// Ulmann's evening to its end (block-hut-abend.json: the Hut, the bêtes above it played off, the
/// chip count) entered in `s`, a database in `dir`.
void enter_hut_evening(AppState& s, const TempDir& dir) {
    for (const NamedEvening& ne : block_evenings()) {
        if (ne.source != "block-hut-abend.json") continue;
        open_empty_copy(s, dir, ne.evening);
        enter_all(s, ne.evening);
        return;
    }
    FAIL("block-hut-abend.json is no Block evening");
}

void check_same_result(const EveningResult& got, const EveningResult& want) {
    CHECK(got.errors == 0);
    CHECK(got.totals == want.totals);
    CHECK(got.balance == want.balance);
    CHECK(got.cents == want.cents);
    CHECK(got.transfers == want.transfers);
    CHECK(got.pending.has_value() == want.pending.has_value());
    CHECK(got.next_dealer == want.next_dealer);
    REQUIRE(got.rows.size() == want.rows.size());
    for (std::size_t i = 0; i < want.rows.size(); ++i) {
        INFO("row " << i + 1);
        CHECK(got.rows[i].dealer == want.rows[i].dealer);
        CHECK(got.rows[i].net == want.rows[i].net);
        CHECK(got.rows[i].pot == want.rows[i].pot);
    }
    const block::Board* a = block::board_of(*got.ledger);
    const block::Board* b = block::board_of(*want.ledger);
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->pot == b->pot);
    CHECK(a->hut_drawn == b->hut_drawn);
    CHECK(a->finished == b->finished);
    REQUIRE(a->betes.size() == b->betes.size());
    for (std::size_t i = 0; i < a->betes.size(); ++i) {
        CHECK(a->betes[i].debtor == b->betes[i].debtor);
        CHECK(a->betes[i].amount == b->betes[i].amount);
        CHECK(a->betes[i].creditor == b->betes[i].creditor);
        CHECK(a->betes[i].below_hut == b->betes[i].below_hut);
    }
}


TEST_CASE("entering the Block evenings through the Save button, the Hut and the chip count gives recompute() of the file") {
    for (const NamedEvening& ne : block_evenings()) {
        INFO(ne.source);
        TempDir dir;
        AppState s;
        open_empty_copy(s, dir, ne.evening);
        REQUIRE(form_model<BlockForm>(s.entry.form.get()) != nullptr);
        enter_all(s, ne.evening);
        const EveningResult want = recompute(ne.evening);
        check_same_result(*s.result, want);
        // The final settlement the Abrechnung shows is the file's.
        const auto got_hs = block::final_settlement(*s.result->ledger, make_setup(*s.evening));
        const auto want_hs = block::final_settlement(*want.ledger, make_setup(ne.evening));
        REQUIRE(got_hs.has_value() == want_hs.has_value());
        if (want_hs) CHECK(got_hs->final_result == want_hs->final_result);
        // After reopening, the database gives the same again.
        AppState again;
        REQUIRE(open_database(again, dir.file("app.sqlite")));
        REQUIRE(open_evening(again, again.evenings.front().id));
        check_same_result(*again.result, want);
    }
}

TEST_CASE("Ulmann's evening ends in the book's figures, counted chips included") {
    TempDir dir;
    AppState s;
    enter_hut_evening(s, dir);
    const auto hs = block::final_settlement(*s.result->ledger, make_setup(*s.evening));
    REQUIRE(hs);
    CHECK(hs->chips_counted);
    CHECK(hs->final_result ==
          std::vector<Thirds>{Thirds::parse("97 2/3"), Thirds::whole(5), Thirds::parse("-53 1/3"), Thirds::parse("-49 1/3")});
    CHECK_FALSE(s.result->pending);
    CHECK_FALSE(s.result->transfers.empty());
}

TEST_CASE("the Hut can be drawn before the Touren, and a chip count that is not zero is refused and writes nothing") {
    const NamedEvening ne = block_evenings().front();  // vector B-35
    TempDir dir;
    AppState s;
    open_empty_copy(s, dir, ne.evening);
    Evening first = ne.evening;
    first.hands.resize(7);  // up to the Hut
    enter_all(s, first);
    REQUIRE(board_of_evening(s));
    CHECK_FALSE(board_of_evening(s)->hut_drawn);
    CHECK(s.result->pending);
    CHECK(s.result->cents.empty());

    // A chip count before the board is finished is refused with the core's reason.
    tafel(s).chips = {"0", "0", "0", "0"};
    CHECK_FALSE(save_chip_count(s));
    CHECK(tafel(s).error.find("erst gezählt") != std::string::npos);
    CHECK(s.evening->hands.size() == 7);

    // No Touren announced: the Hut anyway (the Tafel asks first).
    REQUIRE(save_hut(s));
    CHECK(board_of_evening(s)->hut_drawn);
    CHECK(board_of_evening(s)->kartenstamm_over);
    CHECK(s.evening->hands.back().inputs == Json{{"deal", "hut"}});
    // A second Hut is refused.
    CHECK_FALSE(save_hut(s));
    CHECK(tafel(s).error.find("schon gezogen") != std::string::npos);

    // Play the rest, then count wrongly.
    Evening rest = ne.evening;
    for (std::size_t i = 8; i < rest.hands.size(); ++i) {
        s.entry.form->load(rest.hands[i].inputs, rest.players, s.entry.rotation_dealer);
        REQUIRE_MESSAGE(save_hand(s), s.entry.save_error);
    }
    REQUIRE(board_of_evening(s)->finished);
    const std::size_t before = s.evening->hands.size();
    tafel(s).chips = {"-8 1/3", "12", "-11 1/3", "7"};
    CHECK_FALSE(save_chip_count(s));
    CHECK(tafel(s).error.find("statt 0") != std::string::npos);
    CHECK(tafel(s).error.find("A-24") != std::string::npos);
    CHECK(s.evening->hands.size() == before);
    tafel(s).chips = {"-8 1/3", "12", "-11 1/3", "7 2/3"};
    REQUIRE_MESSAGE(save_chip_count(s), tafel(s).error);
    CHECK(board_of_evening(s)->chip_count);
    CHECK_FALSE(s.result->pending);
}

TEST_CASE("a closed Block evening refuses the Hut") {
    const NamedEvening ne = block_evenings().front();
    TempDir dir;
    AppState s;
    open_empty_copy(s, dir, ne.evening);
    REQUIRE(set_evening_closed(s, true));
    CHECK_FALSE(save_hut(s));
    CHECK(tafel(s).error.find("abgeschlossen") != std::string::npos);
    CHECK(s.evening->hands.empty());
}

TEST_CASE("a Block hand is corrected through the same form") {
    const NamedEvening ne = block_evenings().front();
    TempDir dir;
    AppState s;
    open_empty_copy(s, dir, ne.evening);
    enter_all(s, ne.evening);
    // Hand 1: X lost his twofold game with 20 points; in truth he had 40 and won.
    REQUIRE(start_correction(s, 0));
    BlockForm& f = block_form(s);
    CHECK(f.declarer == 1);
    CHECK(f.points == "20");
    f.points = "40";
    refresh_preview(s);
    REQUIRE(s.entry.preview);
    REQUIRE(save_hand(s));
    Evening corrected = ne.evening;
    corrected.hands[0].inputs["points"] = 40;
    const EveningResult want = recompute(corrected);
    CHECK(s.result->totals == want.totals);
    CHECK(s.result->rows[0].net == want.rows[0].net);
    // The Hut record loads into the form for a correction, too.
    REQUIRE(start_correction(s, 7));
    CHECK(block_form(s).kind == block::DealKind::Hut);
}

TEST_CASE("a settled Block evening takes no new hand: the form gives way to the reason, a save says it in the status bar (block §2.10)") {
    TempDir dir;
    AppState s;
    enter_hut_evening(s, dir);
    REQUIRE(board_of_evening(s)->finished);
    const std::string ended = s.game->no_new_hand(s);
    CHECK(ended.find("alle Bêtes über dem Hut sind abgespielt") != std::string::npos);
    // The keys of a Dreier (1 D F2 38) and Ctrl+Enter: nothing is written, and the status says why.
    BlockForm& f = block_form(s);
    f.declarer = 1;
    f.points = "38";
    const std::size_t before = s.evening->hands.size();
    CHECK_FALSE(save_hand(s));
    CHECK(s.evening->hands.size() == before);
    CHECK(s.status.error);
    CHECK(s.status.text == "Keine neue Hand gespeichert: " + ended);
    // A correction is still taken.
    REQUIRE(start_correction(s, 0));
    CHECK(s.game->no_new_hand(s) == ended);
    REQUIRE_MESSAGE(save_hand(s), s.entry.save_error);
    CHECK(s.evening->hands.size() == before);
    // An evening still running takes one.
    TempDir other;
    AppState running;
    open_empty_copy(running, other, block_evenings().front().evening);
    CHECK(running.game->no_new_hand(running).empty());
}

}  // namespace block_controller_test
