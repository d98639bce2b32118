// Living with the app: undo and redo, any earlier revision brought back, purging after the
// wastebasket, presets in the "new evening" dialog, the remembered setup, "what if" in the
// window, the statistics and the export. Against a real temporary database, exact states.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "app/actions.hpp"
#include "app_test_helpers.hpp"
#include "report/sheet.hpp"

using namespace tarock;
using namespace tarock::app;
using namespace tarock::apptest;

namespace {

Json dreier() { return Json::parse(R"({"declarer":"Bernd","game":"dreier","multiple":1,"points":40})"); }  // A -1, B +2, C -1
Json solo() { return Json::parse(R"({"declarer":"Christl","game":"solo","points":30})"); }             // A +8, B +8, C -16
Json dreier3() { return Json::parse(R"({"declarer":"Bernd","game":"dreier","multiple":3,"points":40})"); } // A -3, B +6, C -3
/// `j` as the window stores it: with its dealer.
Json dealt_by(Json j, const char* dealer) {
    j["dealer"] = dealer;
    return j;
}

Evening three() {
    Evening e;
    e.title = "Donnerstag";
    e.date = "2026-11-19";
    e.variant = "tapp";
    e.players = {"Anna", "Bernd", "Christl"};
    e.stake = Stake{10, "EUR"};
    return e;
}

void open_three(AppState& s, const TempDir& dir) {
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    REQUIRE(open_evening(s, s.db->create_evening(three())));
}

/// Enters `j` through the form and the Save button.
void enter(AppState& s, const Json& j) {
    tapp_form(s) = TappForm::from_json(j, s.evening->players, s.entry.rotation_dealer);
    REQUIRE_MESSAGE(save_hand(s), s.entry.save_error);
}

std::vector<int> totals(const AppState& s) {
    std::vector<int> out;
    for (const Thirds& t : s.result->totals) out.push_back(static_cast<int>(t.count() / 3));
    return out;
}

std::string read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

}  // namespace

TEST_CASE("undo and redo: an entry, a correction and a deletion are taken back and done again, each as a revision") {
    TempDir dir;
    AppState s;
    open_three(s, dir);
    enter(s, dreier());
    enter(s, solo());
    CHECK(totals(s) == std::vector<int>{7, 10, -17});
    REQUIRE(start_correction(s, 0));
    tapp_form(s) = TappForm::from_json(dreier3(), s.evening->players, s.entry.rotation_dealer);
    REQUIRE(save_hand(s));
    CHECK(totals(s) == std::vector<int>{5, 14, -19});
    REQUIRE(delete_hand(s, 1, ""));
    CHECK(totals(s) == std::vector<int>{-3, 6, -3});
    CHECK(undo_label(s) == "gelöschte Hand löschen");

    REQUIRE(undo(s));  // the deletion
    CHECK(totals(s) == std::vector<int>{5, 14, -19});
    CHECK(undo_label(s) == "Hand 1 korrigieren");
    REQUIRE(undo(s));  // the correction
    CHECK(totals(s) == std::vector<int>{7, 10, -17});
    REQUIRE(undo(s));  // the second entry
    CHECK(totals(s) == std::vector<int>{-1, 2, -1});
    REQUIRE(undo(s));  // the first entry
    CHECK(s.evening->hands.empty());
    CHECK_FALSE(undo(s));
    CHECK(s.status.text == "Nichts rückgängig zu machen.");

    CHECK(redo_label(s) == "gelöschte Hand eintragen");
    REQUIRE(redo(s));
    REQUIRE(redo(s));
    REQUIRE(redo(s));
    CHECK(totals(s) == std::vector<int>{5, 14, -19});
    REQUIRE(redo(s));
    CHECK(totals(s) == std::vector<int>{-3, 6, -3});
    CHECK_FALSE(redo(s));

    // Nothing was lost: every step is a revision of its hand.
    const auto first = s.db->hand_history(s.evening->hands.at(0).id);
    REQUIRE(first.size() == 6);  // create, correct, undo (correct), undo (delete), redo (restore), redo (correct)
    CHECK(first[2].note == "Rückgängig (Strg+Z)");
    CHECK(first[2].inputs == dealt_by(dreier(), "Anna"));
    CHECK(first[5].note == "Wiederholt (Strg+Y)");
    CHECK(first[5].inputs == dealt_by(dreier3(), "Anna"));

    // A new change clears what could be redone.
    REQUIRE(undo(s));
    enter(s, dreier());
    CHECK(s.redo_steps.empty());
}

TEST_CASE("restore a revision from the history: it becomes the newest, Strg+Z takes it back") {
    TempDir dir;
    AppState s;
    open_three(s, dir);
    enter(s, dreier());
    REQUIRE(start_correction(s, 0));
    tapp_form(s) = TappForm::from_json(solo(), s.evening->players, s.entry.rotation_dealer);
    REQUIRE(save_hand(s));
    const std::int64_t id = s.evening->hands.at(0).id;
    REQUIRE(restore_revision(s, id, 1));
    CHECK(totals(s) == std::vector<int>{-1, 2, -1});
    CHECK(s.status.text == "Fassung 1 wiederhergestellt.");
    REQUIRE(s.history.size() == 3);
    CHECK(s.history[2].action == "restore");
    CHECK(s.history[2].note == "Fassung 1 wiederhergestellt");
    REQUIRE(undo(s));
    CHECK(totals(s) == std::vector<int>{8, 8, -16});
}

TEST_CASE("purge: a deleted hand is removed for good, its undo steps are dropped, the evening recomputes") {
    TempDir dir;
    AppState s;
    open_three(s, dir);
    enter(s, dreier());
    enter(s, solo());
    const std::int64_t id = s.evening->hands.at(1).id;
    REQUIRE(delete_hand(s, 1, "doppelt"));
    REQUIRE(s.deleted.size() == 1);
    REQUIRE(purge_hand(s, id));
    CHECK(s.deleted.empty());
    CHECK(s.undo_steps.size() == 1);  // only the first entry remains undoable
    CHECK(totals(s) == std::vector<int>{-1, 2, -1});
    CHECK_THROWS_AS(s.db->hand_history(id), DatabaseError);
}

TEST_CASE("wastebasket: an evening leaves the list, comes back, and is purged only from there") {
    TempDir dir;
    AppState s;
    open_three(s, dir);
    enter(s, dreier());
    const std::int64_t id = s.evening->id;
    REQUIRE(delete_evening(s, id));
    CHECK(s.screen == Screen::EveningList);
    CHECK(s.evenings.empty());
    REQUIRE(s.wastebasket.size() == 1);
    REQUIRE(restore_evening(s, id));
    CHECK(s.evenings.size() == 1);
    CHECK(s.wastebasket.empty());
    REQUIRE(delete_evening(s, id));
    REQUIRE(purge_evening(s, id));
    CHECK(s.wastebasket.empty());
    CHECK(s.status.text == "Abend endgültig gelöscht.");
    CHECK_FALSE(purge_evening(s, id));
}

TEST_CASE("presets in the dialog: a regional preset sets its rules, the dialog's rules are saved, exported and imported") {
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    show_new_evening(s);
    const auto& variants = all_variants();
    for (std::size_t i = 0; i < variants.size(); ++i)
        if (variants[i]->id() == "steyerisch") s.new_evening.variant = static_cast<int>(i);
    reset_house_rules(s.new_evening);
    CHECK(s.new_evening.rules.at("consolation") == "10");
    for (const Preset& p : presets_for("steyerisch", {}))
        if (p.name == "Triest") apply_preset(s.new_evening, p);
    CHECK(s.new_evening.rules.at("consolation") == "20");

    s.presets.save_name = "Grazer Runde";
    REQUIRE(save_form_as_preset(s));
    REQUIRE(s.presets.own.size() == 1);
    CHECK(s.presets.own[0].house_rules == Json::parse(R"({"consolation":"20"})"));
    s.presets.file = dir.file("vorlagen.json");
    REQUIRE(export_presets(s));
    CHECK(s.presets.message == "1 Vorlagen nach " + s.presets.file + " geschrieben.");

    AppState other;
    REQUIRE(open_database(other, dir.file("other.sqlite")));
    other.presets.file = s.presets.file;
    REQUIRE(import_presets(other));
    REQUIRE(other.presets.own.size() == 1);
    CHECK(other.presets.own[0].name == "Grazer Runde");
    CHECK(other.presets.own[0].variant == "steyerisch");

    // A broken file is refused as a whole with its position; nothing is stored.
    std::ofstream(dir.file("bad.json")) << R"({"format":"tarock-buchhalter-presets","version":1,"presets":[)";
    other.presets.file = dir.file("bad.json");
    CHECK_FALSE(import_presets(other));
    CHECK(other.presets.error);
    CHECK(other.presets.own.size() == 1);
}

TEST_CASE("the next new evening starts with the last players, stake and house rules") {
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    show_new_evening(s);
    s.new_evening.table_size = 3;
    s.new_evening.players = {"Anna", "Bernd", "Christl"};
    s.new_evening.stake = "0,20";
    s.new_evening.rules["stamm"] = "on";
    REQUIRE(create_evening_from_form(s));

    AppState later;
    REQUIRE(open_database(later, dir.file("app.sqlite")));
    show_new_evening(later);
    CHECK(later.new_evening.table_size == 3);
    CHECK(later.new_evening.players == std::vector<std::string>{"Anna", "Bernd", "Christl"});
    CHECK(later.new_evening.stake == "0,20");
    CHECK(later.new_evening.rules.at("stamm") == "on");
    CHECK(later.new_evening.title.empty());
}

TEST_CASE("what if in the window: the stored hand beside the form's change, with the difference") {
    TempDir dir;
    AppState s;
    open_three(s, dir);
    enter(s, dreier());
    REQUIRE(start_correction(s, 0));
    tapp_form(s) = TappForm::from_json(dreier3(), s.evening->players, s.entry.rotation_dealer);
    refresh_what_if(s, 0);
    REQUIRE(s.what_if.result);
    CHECK(s.what_if.result->original_net == std::vector<Thirds>{Thirds::whole(-1), Thirds::whole(2), Thirds::whole(-1)});
    CHECK(s.what_if.result->difference == std::vector<Thirds>{Thirds::whole(-2), Thirds::whole(4), Thirds::whole(-2)});
    tapp_form(s) = TappForm::from_json(Json::parse(R"({"declarer":"Bernd","game":"dreier","multiple":9,"points":40})"),
                                       s.evening->players, s.entry.rotation_dealer);
    refresh_what_if(s, 0);
    CHECK_FALSE(s.what_if.result);
    REQUIRE(s.what_if.refusal);
    CHECK(s.what_if.refusal->field() == "multiple");
    CHECK(s.evening->hands.at(0).inputs == dealt_by(dreier(), "Anna"));  // nothing stored
}

TEST_CASE("statistics screen: the stored evenings per player") {
    TempDir dir;
    AppState s;
    open_three(s, dir);
    enter(s, dreier());
    enter(s, solo());
    show_statistics(s);
    CHECK(s.screen == Screen::Statistics);
    REQUIRE(s.stats.by_currency.size() == 1);
    CHECK(s.stats.by_currency[0].currency == "EUR");
    REQUIRE(s.stats.by_currency[0].players.size() == 3);
    const PlayerStats& christl = s.stats.by_currency[0].players[2];
    CHECK(christl.name == "Christl");
    CHECK(christl.declared == 1);
    CHECK(christl.won == 0);
    CHECK(christl.cents_total == -170);
    CHECK(s.stats.evenings == 1);
}

TEST_CASE("export: the open evening as CSV, HTML and session file, the same text as the command line") {
    TempDir dir;
    AppState s;
    open_three(s, dir);
    enter(s, dreier());
    REQUIRE(export_evening(s, ExportKind::Csv, dir.file("a.csv")));
    CHECK(read(dir.file("a.csv")) == report::table_csv(*s.evening, *s.result, report::Lang::De));
    REQUIRE(export_evening(s, ExportKind::Html, dir.file("a.html")));
    CHECK(read(dir.file("a.html")) == report::settlement_html(*s.evening, *s.result, report::Lang::De));
    REQUIRE(export_evening(s, ExportKind::Json, dir.file("a.json")));
    const auto back = read_session_file(dir.file("a.json"));
    REQUIRE(back.size() == 1);
    CHECK(back[0].hands.size() == 1);
    CHECK_FALSE(export_evening(s, ExportKind::Csv, dir.file("no/such/folder/a.csv")));
    CHECK(s.status.error);
}

/// Sets $HOME for one test and puts the old value back.
struct HomeFor {
    std::optional<std::string> old;
    explicit HomeFor(const std::string& home) {
        if (const char* h = std::getenv("HOME")) old = h;
        setenv("HOME", home.c_str(), 1);
    }
    ~HomeFor() {
        if (old) setenv("HOME", old->c_str(), 1);
        else unsetenv("HOME");
    }
};

TEST_CASE("export: the file name proposed from the evening's date and title, in safe characters only") {
    CHECK(export_file_name("2026-11-19", "Donnerstag", ExportKind::Csv) == "2026-11-19-Donnerstag.csv");
    CHECK(export_file_name("2026-11-19", "Runde bei Jörg & Grüße", ExportKind::Html) == "2026-11-19-Runde-bei-Joerg-Gruesse.html");
    CHECK(export_file_name("2026-11-19", "Straße/Ärger: \"Tarok\"", ExportKind::Json) == "2026-11-19-Strasse-Aerger-Tarok.json");
    CHECK(export_file_name("2026-11-19", "Čičerčin večer", ExportKind::Csv) == "2026-11-19-Cicercin-vecer.csv");
    CHECK(export_file_name("2026-11-19", "Ősz -- Tarokk...", ExportKind::Csv) == "2026-11-19-Osz-Tarokk.csv");
    CHECK(export_file_name("2026-11-19", "", ExportKind::Html) == "2026-11-19.html");
    CHECK(export_file_name("", "../..", ExportKind::Csv) == "abend.csv");
    CHECK(export_file_name("", "", ExportKind::Json) == "abend.json");
}

TEST_CASE("export: the folder of the last export is proposed next time, also after a restart, else the home folder") {
    TempDir dir;
    HomeFor home(dir.path());
    std::filesystem::create_directories(dir.file("ablage"));
    {
        AppState s;
        open_three(s, dir);
        enter(s, dreier());
        CHECK(export_folder(s) == dir.path());
        CHECK(default_export_path(s, ExportKind::Csv) == dir.file("2026-11-19-Donnerstag.csv"));
        REQUIRE(export_evening(s, ExportKind::Csv, dir.file("ablage/a.csv")));
        CHECK(export_folder(s) == dir.file("ablage"));
        CHECK(default_export_path(s, ExportKind::Html) == dir.file("ablage/2026-11-19-Donnerstag.html"));
        CHECK_FALSE(export_evening(s, ExportKind::Csv, dir.file("no/such/folder/a.csv")));  // a failure remembers nothing
        CHECK(export_folder(s) == dir.file("ablage"));
    }
    AppState again;  // the database keeps the folder
    REQUIRE(open_database(again, dir.file("app.sqlite")));
    CHECK(export_folder(again) == dir.file("ablage"));
    std::filesystem::remove_all(dir.file("ablage"));  // a folder gone: the home folder again
    CHECK(export_folder(again) == dir.path());
}

TEST_CASE("export: the window's dialog with the typed path, through the controller: an HTML sheet offers the browser") {
    TempDir dir;
    HomeFor home(dir.path());
    AppState s;
    open_three(s, dir);
    enter(s, dreier());
    REQUIRE_FALSE(s.native_dialogs);  // the tests never start the desktop's dialog
    begin_export(s, ExportKind::Html);
    CHECK(s.export_dialog.kind == ExportKind::Html);
    CHECK(s.export_dialog.typed);
    CHECK(s.export_dialog.path == dir.file("2026-11-19-Donnerstag.html"));

    s.export_dialog.path = dir.file("no/such/folder/x.html");  // refused: the dialog stays with the reason
    CHECK_FALSE(finish_export(s));
    CHECK(s.export_dialog.kind == ExportKind::Html);
    CHECK(s.export_dialog.error.find("no/such/folder/x.html") != std::string::npos);
    s.export_dialog.path.clear();
    CHECK_FALSE(finish_export(s));
    CHECK(s.export_dialog.error == "Bitte einen Dateinamen eingeben.");

    s.export_dialog.path = dir.file("blatt.html");
    REQUIRE(finish_export(s));
    CHECK_FALSE(s.export_dialog.kind);
    CHECK(read(dir.file("blatt.html")) == report::settlement_html(*s.evening, *s.result, report::Lang::De));
    CHECK(s.export_dialog.offer_open == dir.file("blatt.html"));
    CHECK(s.status.text == "Gespeichert unter " + dir.file("blatt.html"));

    begin_export(s, ExportKind::Csv);  // the folder just used, no browser offered for a table
    CHECK(s.export_dialog.path == dir.file("2026-11-19-Donnerstag.csv"));
    REQUIRE(finish_export(s));
    CHECK(read(dir.file("2026-11-19-Donnerstag.csv")) == report::table_csv(*s.evening, *s.result, report::Lang::De));
    CHECK(s.export_dialog.offer_open.empty());

    begin_export(s, ExportKind::Json);
    cancel_export(s);
    CHECK_FALSE(s.export_dialog.kind);
    CHECK_FALSE(std::filesystem::exists(dir.file("2026-11-19-Donnerstag.json")));
}

TEST_CASE("export: a window in English exports the CSV and HTML sheets in English") {
    struct GermanAfter {
        ~GermanAfter() { set_language(Language::De); }
    } restore;
    TempDir dir;
    AppState s;
    open_three(s, dir);
    enter(s, dreier());
    set_window_language(s, Language::En);
    REQUIRE(export_evening(s, ExportKind::Csv, dir.file("a.csv")));
    const std::string csv = read(dir.file("a.csv"));
    CHECK(csv == report::table_csv(*s.evening, *s.result, report::Lang::En));
    CHECK(csv.rfind("Hand,Dealer,Game,", 0) == 0);
    REQUIRE(export_evening(s, ExportKind::Html, dir.file("a.html")));
    const std::string html = read(dir.file("a.html"));
    CHECK(html == report::settlement_html(*s.evening, *s.result, report::Lang::En));
    CHECK(html.find("<html lang=\"en\"") != std::string::npos);
}
