// The window's actions against a real temporary database: entering every hand of an evening
// through save_hand() (the Save button) gives exactly recompute() of the session file; refused
// hands write nothing; corrections, deletions and restores keep the history.
#include <doctest/doctest.h>

#include <fstream>

#include "app/actions.hpp"
#include "session/examples.hpp"
#include "app_test_helpers.hpp"

using namespace tarock;
using namespace tarock::app;
using namespace tarock::apptest;

// The helpers and the tests of this file in a namespace of their own (the program is built as
// one translation unit per batch).
namespace tapp_controller_test {

/// Opens a database in `dir` and creates `e` without its hands; returns the open state.
void open_empty_copy(AppState& s, const TempDir& dir, const Evening& e) {
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    Evening setup = e;
    setup.hands.clear();
    const std::int64_t id = s.db->create_evening(setup);
    REQUIRE(open_evening(s, id));
    REQUIRE(s.screen == Screen::Evening);
    REQUIRE(s.result);
}

/// Enters every hand of `e` through the form and the Save button's action.
void enter_all(AppState& s, const Evening& e) {
    for (std::size_t i = 0; i < e.hands.size(); ++i) {
        INFO("hand " << i + 1 << ": " << e.hands[i].inputs.dump());
        REQUIRE(s.entry.correcting == 0);
        REQUIRE(s.entry.position == i);
        tapp_form(s) = TappForm::from_json(e.hands[i].inputs, e.players, s.entry.rotation_dealer);
        refresh_preview(s);
        CHECK_FALSE(s.entry.refusal);
        REQUIRE_MESSAGE(save_hand(s), s.entry.save_error);
        CHECK(s.entry.save_error.empty());
        CHECK(s.evening->hands.size() == i + 1);
    }
}

void check_same_result(const EveningResult& got, const EveningResult& want) {
    REQUIRE(got.totals.size() == want.totals.size());
    for (std::size_t p = 0; p < want.totals.size(); ++p) {
        INFO("seat " << p);
        CHECK(got.totals[p].count() == want.totals[p].count());
        CHECK(got.balance[p].count() == want.balance[p].count());
        CHECK(got.cents[p] == want.cents[p]);
    }
    CHECK(got.transfers == want.transfers);
    CHECK(got.next_dealer == want.next_dealer);
    CHECK(got.errors == 0);
    REQUIRE(got.rows.size() == want.rows.size());
    for (std::size_t i = 0; i < want.rows.size(); ++i) {
        CHECK(got.rows[i].dealer == want.rows[i].dealer);
        CHECK(got.rows[i].net == want.rows[i].net);
    }
}

void enter_evening(const NamedEvening& ne) {
    INFO(ne.source);
    TempDir dir;
    AppState s;
    open_empty_copy(s, dir, ne.evening);
    enter_all(s, ne.evening);
    check_same_result(*s.result, recompute(ne.evening));
    // What is in the database recomputes the same way after reopening.
    AppState again;
    REQUIRE(open_database(again, dir.file("app.sqlite")));
    REQUIRE(again.evenings.size() == 1);
    CHECK(again.evenings.front().hands == static_cast<int>(ne.evening.hands.size()));
    REQUIRE(open_evening(again, again.evenings.front().id));
    check_same_result(*again.result, recompute(ne.evening));
}

std::size_t revisions(const AppState& s) { return s.db->evening_history(s.evening->id).size(); }


TEST_CASE("entering the sample evenings through the Save button gives recompute() of the session") {
    for (const NamedEvening& ne : sample_evenings()) enter_evening(ne);
}

TEST_CASE("entering every Tapp evening of data/evenings through the Save button gives recompute() of the file") {
    for (const NamedEvening& ne : data_evenings()) enter_evening(ne);
}

TEST_CASE("a refused hand shows the error and writes nothing") {
    const NamedEvening ne = sample_evenings().front();
    TempDir dir;
    AppState s;
    open_empty_copy(s, dir, ne.evening);
    Evening first_two = ne.evening;
    first_two.hands.resize(2);
    enter_all(s, first_two);
    const std::size_t before = revisions(s);
    const auto totals = s.result->totals;

    SUBCASE("no declarer") {
        tapp_form(s) = form::fresh<TappForm>(s.entry.rotation_dealer);
        tapp_form(s).points = "41";
        refresh_preview(s);
        REQUIRE(s.entry.refusal);
        CHECK(s.entry.refusal->field() == "declarer");
        CHECK_FALSE(save_hand(s));
        CHECK(s.entry.save_error.find("Bitte im Feld „Spieler“ berichtigen.") != std::string::npos);
        CHECK(s.entry.save_error.find("Regel: tapp §2.1") != std::string::npos);
    }
    SUBCASE("a Dreier beyond sixfold") {
        tapp_form(s) = form::fresh<TappForm>(s.entry.rotation_dealer);
        tapp_form(s).declarer = 1;
        tapp_form(s).multiple = 7;
        tapp_form(s).points = "41";
        refresh_preview(s);
        REQUIRE(s.entry.refusal);
        CHECK(s.entry.refusal->field() == "multiple");
        CHECK_FALSE(save_hand(s));
        CHECK(s.entry.save_error.find("Bitte im Feld „Vielfaches“ berichtigen.") != std::string::npos);
        CHECK(s.entry.save_error.find("tapp §2.2") != std::string::npos);
    }
    SUBCASE("an opponent announcing the Ultimo") {
        tapp_form(s) = form::fresh<TappForm>(s.entry.rotation_dealer);
        tapp_form(s).declarer = 1;
        tapp_form(s).points = "41";
        tapp_form(s).ultimo.mode = PremiumMode::Announced;
        tapp_form(s).ultimo.player = 2;
        CHECK_FALSE(save_hand(s));
        CHECK(s.entry.save_error.find("Bitte im Feld „Ultimo“ berichtigen.") != std::string::npos);
    }
    CHECK(revisions(s) == before);
    CHECK(s.db->load_evening(s.evening->id).hands.size() == 2);
    CHECK(s.result->totals == totals);
    CHECK(s.entry.correcting == 0);
}

TEST_CASE("correct, delete and restore a hand keep every revision") {
    const NamedEvening ne = sample_evenings().front();
    TempDir dir;
    AppState s;
    open_empty_copy(s, dir, ne.evening);
    enter_all(s, ne.evening);
    const EveningResult before = *s.result;

    // Correct hand 1: Bernd had 30 instead of 41 points.
    REQUIRE(start_correction(s, 0));
    CHECK(s.entry.correcting == s.evening->hands[0].id);
    CHECK(tapp_form(s).points == "41");
    tapp_form(s).points = "30";
    s.entry.correction_note = "verzählt";
    refresh_preview(s);
    REQUIRE(s.entry.preview);
    REQUIRE(save_hand(s));
    CHECK(s.entry.correcting == 0);
    CHECK(s.evening->hands.size() == ne.evening.hands.size());
    CHECK(s.evening->hands[0].inputs.at("points") == 30);
    CHECK(s.result->rows[0].net != before.rows[0].net);
    Evening corrected = ne.evening;
    corrected.hands[0].inputs["points"] = 30;
    check_same_result(*s.result, recompute(corrected));
    show_history(s, 0);
    REQUIRE(s.history.size() == 2);
    CHECK(s.history[1].action == "correct");
    CHECK(s.history[1].note == "verzählt");
    CHECK(s.history[0].inputs.at("points") == 41);

    // Delete hand 2 and bring it back.
    const std::int64_t id2 = s.evening->hands[1].id;
    REQUIRE(delete_hand(s, 1, "doppelt"));
    CHECK(s.evening->hands.size() == ne.evening.hands.size() - 1);
    REQUIRE(s.deleted.size() == 1);
    CHECK(s.deleted.front().hand_id == id2);
    REQUIRE(restore_hand(s, id2));
    CHECK(s.deleted.empty());
    CHECK(s.evening->hands.size() == ne.evening.hands.size());
    check_same_result(*s.result, recompute(corrected));
    CHECK(s.db->hand_history(id2).size() == 3);
}

TEST_CASE("closing the evening stops new hands until it is opened again") {
    const NamedEvening ne = sample_evenings().front();
    TempDir dir;
    AppState s;
    open_empty_copy(s, dir, ne.evening);
    REQUIRE(set_evening_closed(s, true));
    CHECK(s.evening->closed);
    tapp_form(s) = TappForm::from_json(ne.evening.hands[0].inputs, ne.evening.players, s.entry.rotation_dealer);
    CHECK_FALSE(save_hand(s));
    CHECK(s.entry.save_error.find("abgeschlossen") != std::string::npos);
    CHECK(s.db->load_evening(s.evening->id).hands.empty());
    REQUIRE(set_evening_closed(s, false));
    CHECK(save_hand(s));
}

TEST_CASE("the first start offers the example evenings: added once, each with all its hands, openable") {
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    REQUIRE(s.evenings.empty());
    const auto& examples = example_evenings();
    REQUIRE(add_example_evenings(s));
    CHECK(s.screen == Screen::EveningList);
    REQUIRE(s.evenings.size() == examples.size());
    CHECK(s.status.text == fmt::format("{} Beispielabende angelegt.", examples.size()));
    CHECK_FALSE(s.status.error);
    std::size_t hands = 0;
    for (const auto& x : examples) hands += x.evening.hands.size();
    // Every record stored (the list counts hands only: a Block evening's Hut line is none).
    std::size_t stored = 0;
    for (const auto& ev : s.evenings) stored += s.db->load_evening(ev.id).hands.size();
    CHECK(stored == hands);
    // A second time adds nothing: the evenings are recognised as stored.
    REQUIRE(add_example_evenings(s));
    CHECK(s.evenings.size() == examples.size());
    CHECK(s.status.text == "Die Beispielabende sind schon alle in der Liste.");
    REQUIRE(open_evening(s, s.evenings.front().id));
    CHECK(s.result);
    CHECK(s.result->errors == 0);
}

TEST_CASE("the new-evening dialog creates and opens an evening") {
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    show_new_evening(s);
    NewEveningForm& f = s.new_evening;
    CHECK(f.date == today_iso());
    CHECK(f.rules.at("koenig") == "full");
    f.title = "Freitag";
    f.table_size = 3;
    f.players = {" Anna ", "Bernd", "Christl"};
    f.first_dealer = 2;

    SUBCASE("a bad stake is refused with its field") {
        f.stake = "zehn";
        CHECK_FALSE(create_evening_from_form(s));
        CHECK(f.error.find("Feld 'stake.cents_per_unit'") != std::string::npos);
        CHECK(s.db->list_evenings().empty());
    }
    SUBCASE("a name twice is refused") {
        f.players[1] = "Anna";
        CHECK_FALSE(create_evening_from_form(s));
        CHECK(f.error.find("players[1]") != std::string::npos);
        CHECK(s.db->list_evenings().empty());
    }
    SUBCASE("a bad house-rule amount is refused") {
        f.rules["poenale"] = "viel";
        CHECK_FALSE(create_evening_from_form(s));
        CHECK(f.error.find("house_rules.poenale") != std::string::npos);
    }
    SUBCASE("valid") {
        f.stake = "0,20";
        f.rules["stamm"] = "on";
        REQUIRE(create_evening_from_form(s));
        CHECK(s.screen == Screen::Evening);
        REQUIRE(s.evening);
        CHECK(s.evening->players == std::vector<std::string>{"Anna", "Bernd", "Christl"});
        CHECK(s.evening->stake.cents_per_unit == 20);
        CHECK(s.evening->first_dealer == 2);
        CHECK(s.evening->house_rules == Json{{"stamm", "on"}});
        CHECK(tapp_form(s).dealer == 2);
        CHECK(s.evenings.size() == 1);
    }
}

TEST_CASE("a database that cannot be opened is reported, not thrown") {
    TempDir dir;
    AppState s;
    const std::string path = dir.file("not-a-db.sqlite");
    {
        std::FILE* f = std::fopen(path.c_str(), "wb");
        REQUIRE(f);
        std::fputs("this is not an SQLite database, just some text that is long enough to be read as a header....", f);
        std::fclose(f);
    }
    CHECK_FALSE(open_database(s, path));
    CHECK(s.db == nullptr);
    CHECK_FALSE(s.db_error.empty());
}

TEST_CASE("the window writes the dealer in every hand it saves, as docs/session-format.md promises") {
    // The form writes the dealer only when it was chosen by hand; the Save path adds the dealer
    // of the deal, so a stored hand keeps who dealt even when an earlier hand is changed later.
    const NamedEvening ne = sample_evenings().front();
    Evening plain = ne.evening;
    for (HandRecord& h : plain.hands) h.inputs.erase("dealer");
    TempDir dir;
    AppState s;
    open_empty_copy(s, dir, plain);
    enter_all(s, plain);
    const EveningResult r = recompute(plain);
    REQUIRE(s.evening->hands.size() == plain.hands.size());
    for (std::size_t i = 0; i < plain.hands.size(); ++i) {
        INFO("hand " << i + 1);
        const Json& stored = s.evening->hands[i].inputs;
        REQUIRE(stored.contains("dealer"));
        CHECK(stored.at("dealer") == plain.players.at(static_cast<std::size_t>(r.rows[i].dealer)));
        // Apart from the dealer, the record is the form's, field for field.
        Json without = stored;
        without.erase("dealer");
        CHECK(without == TappForm::from_json(plain.hands[i].inputs, plain.players, r.rows[i].dealer).to_json(plain.players, r.rows[i].dealer));
    }
    // A correction keeps the dealer too.
    REQUIRE(start_correction(s, 0));
    REQUIRE(save_hand(s));
    CHECK(s.evening->hands.front().inputs.at("dealer") == plain.players.at(static_cast<std::size_t>(r.rows[0].dealer)));
}

TEST_CASE("a refused save puts a line in the status bar, and the status and error lines clear when their cause is gone") {
    const NamedEvening ne = sample_evenings().front();
    TempDir dir;
    AppState s;
    open_empty_copy(s, dir, ne.evening);
    CHECK(s.status.text.find("geöffnet") != std::string::npos);

    // 71 card points (of 70): refused, in the status bar too.
    tapp_form(s) = form::fresh<TappForm>(s.entry.rotation_dealer);
    tapp_form(s).declarer = 1;
    tapp_form(s).points = "71";
    CHECK_FALSE(save_hand(s));
    CHECK_FALSE(s.entry.save_error.empty());
    CHECK(s.status.error);
    CHECK(s.status.text.find("Hand 1 nicht gespeichert") != std::string::npos);
    // Another input changed: the refusal still stands, and so do its lines.
    tapp_form(s).contra = 1;
    expire_messages(s);
    CHECK_FALSE(s.entry.save_error.empty());
    CHECK(s.status.text.find("Hand 1 nicht gespeichert") != std::string::npos);
    // The points corrected: the cause is gone, so are the lines.
    tapp_form(s).points = "36";
    expire_messages(s);
    CHECK(s.entry.save_error.empty());
    CHECK(s.status.text.empty());

    // A refusal cleared with Esc (a new hand) goes too.
    tapp_form(s).points = "71";
    CHECK_FALSE(save_hand(s));
    start_new_hand(s);
    expire_messages(s);
    CHECK(s.entry.save_error.empty());
    CHECK(s.status.text.empty());

    // "Hand 1 wird korrigiert." goes when the correction is left.
    tapp_form(s).declarer = 1;
    tapp_form(s).points = "36";
    REQUIRE(save_hand(s));
    CHECK(s.status.text == "Hand 1 gespeichert.");
    expire_messages(s);
    CHECK(s.status.text == "Hand 1 gespeichert.");  // still true while the evening is open
    REQUIRE(start_correction(s, 0));
    CHECK(s.status.text == "Hand 1 wird korrigiert.");
    expire_messages(s);
    CHECK(s.status.text == "Hand 1 wird korrigiert.");
    start_new_hand(s);
    expire_messages(s);
    CHECK(s.status.text.empty());

    // What was said about the evening goes when it is left.
    tapp_form(s).declarer = 1;
    tapp_form(s).points = "40";
    REQUIRE(save_hand(s));
    show_evening_list(s);
    expire_messages(s);
    CHECK(s.status.text.empty());

    // A refusal of the closed evening goes when it is opened again.
    REQUIRE(open_evening(s, s.evenings.front().id));
    REQUIRE(set_evening_closed(s, true));
    tapp_form(s).declarer = 1;
    tapp_form(s).points = "40";
    CHECK_FALSE(save_hand(s));
    CHECK_FALSE(s.entry.save_error.empty());
    expire_messages(s);
    CHECK_FALSE(s.entry.save_error.empty());
    REQUIRE(set_evening_closed(s, false));
    expire_messages(s);
    CHECK(s.entry.save_error.empty());
    CHECK(s.evening->hands.size() == 2);
}

TEST_CASE("Datenbank wechseln: another database opens with its list and is remembered, one that does not open leaves the old one") {
    TempDir dir;
    ::setenv("XDG_DATA_HOME", dir.file("data").c_str(), 1);
    AppState s;
    REQUIRE(open_database(s, dir.file("first.sqlite")));
    s.db->create_evening(sample_evenings().front().evening);
    CHECK(remembered_database().empty());
    // A file that is not a database: refused, the first stays open.
    {
        std::ofstream junk(dir.file("notes.sqlite"));
        junk << "no database";
    }
    CHECK_FALSE(switch_database(s, dir.file("notes.sqlite")));
    CHECK_FALSE(s.database_dialog.error.empty());
    REQUIRE(s.db);
    CHECK(s.db->list_evenings().size() == 1);
    CHECK(remembered_database().empty());
    // A new file: opened, its (empty) list shown, remembered for the next start.
    REQUIRE(switch_database(s, dir.file("second.sqlite")));
    CHECK(s.screen == Screen::EveningList);
    CHECK(s.db->list_evenings().empty());
    CHECK(s.db_path == dir.file("second.sqlite"));
    CHECK(remembered_database() == dir.file("second.sqlite"));
    ::unsetenv("XDG_DATA_HOME");
}

}  // namespace tapp_controller_test
