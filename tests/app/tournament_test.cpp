// The organiser's tournament night in the window (issue 18, docs/tournament.md): drawing the next
// round for the players present, typing a table's sheet or linking an evening, printing the
// table cards and the ranking; the actions the tournament screen's buttons call, headless.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "app/actions.hpp"
#include "app/views.hpp"
#include "app_test_helpers.hpp"
#include "headless_imgui.hpp"
#include "report/tournament_report.hpp"

using namespace tarock;
using namespace tarock::app;
using namespace tarock::apptest;

namespace {

/// A database with the Tiroler cup, a roster of `names` and an empty tournament, shown.
void tournament_night(AppState& s, const TempDir& dir, const std::vector<std::string>& names) {
    REQUIRE(open_database(s, dir.file("cup.sqlite")));
    const tournament::Cup cup = store_tiroler_cup(*s.db);
    for (const std::string& name : names) s.db->add_player({0, name, "", ""});
    tournament::Tournament t;
    t.cup_id = cup.id;
    t.date = "2026-11-28";
    t.title = "1. Turnier";
    t.seed = 7;
    s.db->create_tournament(t);
    show_tournament(s);
    REQUIRE(s.tournament.shown);
}

std::string read_file(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// Whether the last frame drew the dialog `title###id` (ImGui keeps a window's first title as its
/// name and draws the title given each frame, so a dialog is found by its id).
bool dialog_shown(const std::string& id) {
    for (const ImGuiWindow* w : GImGui->Windows) {
        const std::string name = w->Name;
        if (w->Active && name.size() >= id.size() + 3 && name.compare(name.size() - id.size() - 3, std::string::npos, "###" + id) == 0) return true;
    }
    return false;
}

/// Whether the last frame drew a tab labelled `label`.
bool tab_shown(const std::string& label) {
    for (const std::string& tab : tarock::headless::Ui::tab_labels())
        if (tab.rfind(label, 0) == 0) return true;
    return false;
}

}  // namespace

TEST_CASE("the draw dialog: who is present, a count that cannot be seated refused naming the field, then the round drawn and stored") {
    TempDir dir;
    AppState s;
    tournament_night(s, dir, {"Anna", "Bernd", "Christl", "Dieter", "Eva", "Franz", "Gerti", "Hans", "Ida"});
    begin_draw(s);
    REQUIRE(s.tournament.draw.open);
    REQUIRE(s.tournament.draw.present.size() == 9);
    CHECK(std::all_of(s.tournament.draw.present.begin(), s.tournament.draw.present.end(), [](bool p) { return p; }));
    // Round 1 with three: never a table of three; nothing written.
    for (std::size_t i = 3; i < 9; ++i) s.tournament.draw.present[i] = false;
    CHECK_FALSE(draw_next_round(s));
    CHECK(s.tournament.draw.open);
    CHECK(has(s.tournament.draw.error, "3 Spieler lassen sich nicht an Tische zu vier oder fünf setzen"));
    CHECK(has(s.tournament.draw.error, "Bitte im Feld „Anwesend“ berichtigen."));
    CHECK(s.db->load_tournament(s.tournament.shown->id).rounds.empty());
    // Ida did not come: eight players, two tables of four.
    for (std::size_t i = 0; i < 8; ++i) s.tournament.draw.present[i] = true;
    s.tournament.draw.present[8] = false;
    REQUIRE(draw_next_round(s));
    CHECK_FALSE(s.tournament.draw.open);
    CHECK(s.status.text == "Runde 1 ausgelost: 8 Spieler");
    const tournament::Tournament stored = s.db->load_tournament(s.tournament.shown->id);
    REQUIRE(stored.rounds.size() == 1);
    CHECK(stored.rounds[0].tables.size() == 2);
    CHECK(std::find(stored.rounds[0].present.begin(), stored.rounds[0].present.end(), 9) == stored.rounds[0].present.end());
    REQUIRE(s.tournament.shown->rounds.size() == 1);  // the screen reloaded
    // Round 2 starts from round 1's players (Ida still unticked); refused while tables are open.
    begin_draw(s);
    CHECK_FALSE(s.tournament.draw.present[8]);
    CHECK(s.tournament.draw.present[0]);
    CHECK_FALSE(draw_next_round(s));
    CHECK(s.tournament.draw.field == "round");
    CHECK(has(s.tournament.draw.error, "hat noch kein Blatt"));
    CHECK(has(s.tournament.draw.error, "Bitte im Feld „Runde“ berichtigen."));
}

TEST_CASE("typing a table's sheet: a sum not zero and a word refused naming the field, then revisions with the stopped-early mark and a note") {
    TempDir dir;
    AppState s;
    tournament_night(s, dir, {"Anna", "Bernd", "Christl", "Dieter", "Eva", "Franz", "Gerti", "Hans"});
    begin_draw(s);
    REQUIRE(draw_next_round(s));
    begin_sheet(s, 1, 2);
    SheetForm& f = s.tournament.sheet;
    REQUIRE(f.open);
    REQUIRE(f.names.size() == 4);
    CHECK(f.names[0] == tournament::player_name(s.tournament.roster, s.tournament.shown->rounds[0].tables[1][0]));
    f.schrift = {"12", "-4", "-8", "1"};
    CHECK_FALSE(save_typed_sheet(s));
    CHECK(f.field == "schrift");
    CHECK(has(f.error, "Die Schrift eines Tisches ergibt zusammen null, hier +1."));
    CHECK(has(f.error, "Bitte im Feld „Schrift“ berichtigen."));
    f.schrift = {"12", "-4", "acht", "0"};
    CHECK_FALSE(save_typed_sheet(s));
    CHECK(f.field == "schrift[2]");
    CHECK(has(f.error, f.names[2] + ": 'acht' ist keine Schrift"));
    CHECK(s.db->load_tournament(s.tournament.shown->id).sheets.empty());
    f.schrift = {"12", "-4", "-8", "0"};
    f.stopped_early = true;
    REQUIRE(save_typed_sheet(s));
    CHECK(s.status.text == "Runde 1, Tisch 2: Fassung 1 gespeichert");
    CHECK_FALSE(s.tournament.sheet.open);
    const tournament::Sheet* now = tournament::current_sheet(*s.tournament.shown, 1, 2);
    REQUIRE(now);
    CHECK(now->stopped_early);
    CHECK(now->schrift == std::vector<Thirds>{Thirds::whole(12), Thirds::whole(-4), Thirds::whole(-8), Thirds{}});
    CHECK(s.tournament.standing.sheets == 1);
    CHECK(s.tournament.standing.stopped_early == 1);
    // A correction starts from the sheet that counts and is its next revision.
    begin_sheet(s, 1, 2);
    CHECK(s.tournament.sheet.schrift == std::vector<std::string>{"12", "-4", "-8", "0"});
    CHECK(s.tournament.sheet.stopped_early);
    s.tournament.sheet.schrift = {"14", "-6", "-8", "0"};
    s.tournament.sheet.note = "Zeile 9";
    REQUIRE(save_typed_sheet(s));
    now = tournament::current_sheet(*s.tournament.shown, 1, 2);
    REQUIRE(now);
    CHECK(now->revision == 2);
    CHECK(now->note == "Zeile 9");
    CHECK(now->schrift[0] == Thirds::whole(14));
}

TEST_CASE("linking an evening kept in the app to its table: the table's players and the cup's preset, else refused naming the evening") {
    const auto tirol = data_evenings_of("koenigrufen_modern");
    const auto it = std::find_if(tirol.begin(), tirol.end(), [](const NamedEvening& n) { return n.source == "koenigrufen-modern-tirol-abend.json"; });
    REQUIRE(it != tirol.end());
    TempDir dir;
    AppState s;
    tournament_night(s, dir, it->evening.players);  // Anna … Eva: one table of five
    const std::int64_t evening = s.db->import_evenings({it->evening}).front().id;
    Evening other = it->evening;  // Zoe instead of Eva, no hands yet
    other.hands.clear();
    other.players.back() = "Zoe";
    other.title = "andere Runde";
    const std::int64_t wrong = s.db->import_evenings({other}).front().id;
    begin_draw(s);
    REQUIRE(draw_next_round(s));
    begin_sheet(s, 1, 1);
    SheetForm& f = s.tournament.sheet;
    CHECK(f.evenings.size() == 2);
    CHECK_FALSE(link_evening(s));  // none chosen
    CHECK(has(f.error, "Bitte einen Abend aus der Liste wählen."));
    f.evening_id = wrong;
    CHECK_FALSE(link_evening(s));
    CHECK(f.field == "evening.players");
    CHECK(has(f.error, "Bitte im Feld „Abend des Tisches“ berichtigen."));
    f.evening_id = evening;
    REQUIRE(link_evening(s));
    const tournament::Sheet* now = tournament::current_sheet(*s.tournament.shown, 1, 1);
    REQUIRE(now);
    REQUIRE(now->evening_id);
    CHECK(*now->evening_id == evening);
    CHECK(s.tournament.standing.sheets == 1);
    REQUIRE(s.tournament.standing.ranking.size() == 5);
    CHECK(s.tournament.standing.entrants[s.tournament.standing.ranking.front().entrant].name == "Dieter");  // as the table's own ranking
}

TEST_CASE("printing the table cards of a round and the ranking through the export dialog (typed path)") {
    TempDir dir;
    AppState s;
    tournament_night(s, dir, {"Anna", "Bernd", "Christl", "Dieter", "Eva", "Franz", "Gerti", "Hans"});
    begin_export(s, ExportKind::TableCards, 1);  // no round drawn yet: nothing to print
    CHECK_FALSE(s.export_dialog.kind);
    begin_draw(s);
    REQUIRE(draw_next_round(s));
    s.db->set_setting("export_folder", dir.path());
    begin_export(s, ExportKind::TableCards, 1);
    REQUIRE(s.export_dialog.kind);
    CHECK(s.export_dialog.typed);
    CHECK(s.export_dialog.path == dir.file("2026-11-28-1.-Turnier-Tischkarten-Runde-1.html"));
    REQUIRE(finish_export(s));
    const std::string cards = read_file(dir.file("2026-11-28-1.-Turnier-Tischkarten-Runde-1.html"));
    CHECK(has(cards, "<html"));
    for (const char* name : {"Anna", "Hans"}) CHECK(has(cards, name));
    CHECK(s.export_dialog.offer_open == dir.file("2026-11-28-1.-Turnier-Tischkarten-Runde-1.html"));
    begin_export(s, ExportKind::Ranking);
    CHECK(s.export_dialog.path == dir.file("2026-11-28-1.-Turnier-Rangliste.html"));
    s.export_dialog.path = dir.file("no/such/folder/r.html");
    CHECK_FALSE(finish_export(s));
    CHECK(has(s.export_dialog.error, "kann nicht geschrieben werden"));
    s.export_dialog.path = dir.file("rangliste.html");
    REQUIRE(finish_export(s));
    CHECK(has(read_file(dir.file("rangliste.html")), "<html"));
}

TEST_CASE("the tournament screen offers the draw, a sheet per table and the printing, and draws both dialogs") {
    tarock::headless::Ui ui;
    TempDir dir;
    AppState s;
    tournament_night(s, dir, {"Anna", "Bernd", "Christl", "Dieter", "Eva", "Franz", "Gerti", "Hans"});
    CHECK(has(ui.frame_text(s), "Nächste Runde auslosen…"));
    begin_draw(s);
    ui.frame(s);
    std::string text = ui.frame_text(s);
    CHECK(has(text, "Runde 1: Wer spielt mit?"));
    CHECK(has(text, "8 von 8 Spielern angehakt"));
    REQUIRE(draw_next_round(s));
    text = ui.frame_text(s);
    CHECK(has(text, "Tischkarten und Liste nach Namen drucken…"));
    CHECK(has(text, "Blatt eintippen"));
    begin_sheet(s, 1, 1);
    ui.frame(s);
    text = ui.frame_text(s);
    CHECK(has(text, "Runde 1, Tisch 1: die Schrift am Ende, je Spieler"));
    CHECK(has(text, "vorzeitig beendet (Zeitlimit)"));
    CHECK(has(text, "Abend verknüpfen"));
}

/// The "Spieler eintragen" dialog open on the example cup, in a database of `dir`.
static PlayerForm& open_roster_dialog(AppState& s, const TempDir& dir) {
    REQUIRE(open_database(s, dir.file("cup.sqlite")));
    store_tiroler_cup(*s.db);
    show_tournament(s);
    begin_add_player(s);
    return s.tournament.player;
}

TEST_CASE("the roster dialog by keys: a name typed, Enter, and the next name typed goes into the name field again") {
    tarock::headless::Ui ui;
    TempDir dir;
    AppState s;
    PlayerForm& f = open_roster_dialog(s, dir);
    ImGuiIO& io = ImGui::GetIO();
    // Types `text` a character a frame, as the window's input queue hands them over.
    auto type = [&](const std::string& text) {
        for (const char c : text) {
            io.AddInputCharacter(static_cast<unsigned int>(c));
            ui.frame(s);
        }
    };
    for (int i = 0; i < 3; ++i) ui.frame(s);  // the dialog appears, its name field takes the keyboard
    type("Anna");
    CHECK(ui.press(s, io.KeyMap[ImGuiKey_Enter]) > 0);
    REQUIRE(s.tournament.roster.size() == 1);
    CHECK(s.tournament.roster[0].name == "Anna");
    for (int i = 0; i < 2; ++i) ui.frame(s);
    type("Bernd");
    CHECK(f.name == "Bernd");
    CHECK(f.file.empty());
}

TEST_CASE("the live page from the window: started on the shown tournament with its address and QR code, a second one on a free port, stopped") {
    tarock::headless::Ui ui;
    TempDir dir;
    AppState s;
    tournament_night(s, dir, {"Anna", "Bernd", "Christl", "Dieter"});
    s.live.select_tab = true;
    ui.frame(s);  // the tab bar brings the tab to the front in the frame after it first appears
    CHECK(has(ui.frame_text(s), "Live-Seite starten"));
    REQUIRE(start_live_page(s));
    REQUIRE_FALSE(s.live.urls.empty());
    CHECK(s.live.tournament == s.tournament.shown->id);
    CHECK(s.live.urls.front().rfind("http://", 0) == 0);
    CHECK(s.live.qr == live::qr_code(s.live.urls.front()));
    CHECK(has(s.status.text, "Live-Seite unter http://"));
    const std::string text = ui.frame_text(s);
    CHECK(has(text, "Die Live-Seite läuft."));
    CHECK(has(text, s.live.urls.front()));
    CHECK(has(text, "Live-Seite beenden"));
    // A second window on the same machine: 8019 is taken (by the first, or by anything else), so
    // one of them runs on another port, and both serve.
    TempDir other_dir;
    AppState other;
    tournament_night(other, other_dir, {});
    REQUIRE(start_live_page(other));
    CHECK(other.live.urls.front() != s.live.urls.front());
    stop_live_page(other);
    stop_live_page(s);
    CHECK_FALSE(s.live.server);
    CHECK(has(ui.frame_text(s), "Live-Seite starten"));
    CHECK(has(s.status.text, "Live-Seite beendet."));
}

TEST_CASE("the first start of the tournament screen offers to make a cup, the cup dialog refuses naming the field, then stores the cup") {
    tarock::headless::Ui ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("cup.sqlite")));
    show_tournament(s);
    CHECK(s.tournament.cups == 0);
    std::string text = ui.frame_text(s);
    CHECK(has(text, "Noch kein Cup angelegt."));
    CHECK(has(text, "Cup anlegen…"));
    begin_new_cup(s);
    CupForm& f = s.tournament.new_cup;
    REQUIRE(f.open);
    CHECK(std::find(f.presets.begin(), f.presets.end(), "Tiroler Tarockcup 2020") != f.presets.end());
    CHECK(f.rounds == 3);
    CHECK(f.hands_4 == 16);
    text = ui.frame_text(s);
    CHECK(dialog_shown("newcup"));  // "Neuer Cup"
    for (const char* label : {"Vorlage", "Spiele am Vierertisch", "Spiele am Fünfertisch", "Reihung bei Gleichstand", "Cuppunkte je Platz", "danach (Formel)"})
        CHECK_MESSAGE(has(text, label), label);
    // No name; then points that are no numbers; then a formula of two numbers; then 0 rounds.
    CHECK_FALSE(save_new_cup(s));
    CHECK(f.field == "name");
    CHECK(has(f.error, "Bitte im Feld „Name“ berichtigen."));
    f.name = "Tiroler Tarockcup 2026";
    f.preset = static_cast<int>(std::find(f.presets.begin(), f.presets.end(), "Tiroler Tarockcup 2020") - f.presets.begin());
    f.points = "100, 80, sechzig";
    CHECK_FALSE(save_new_cup(s));
    CHECK(f.field == "points.table");
    CHECK(has(f.error, "'sechzig' ist keine ganze Zahl."));
    CHECK(has(f.error, "Bitte im Feld „Cuppunkte je Platz“ berichtigen."));
    f.points = "100, 80, 65";
    f.formula = "31,1";
    CHECK_FALSE(save_new_cup(s));
    CHECK(f.field == "points.formula");
    CHECK(has(f.error, "Bitte im Feld „danach (Formel)“ berichtigen."));
    f.formula = "31,1,1";
    f.rounds = 0;
    CHECK_FALSE(save_new_cup(s));
    CHECK(has(f.error, "Bitte im Feld „Runden“ berichtigen."));
    CHECK(s.db->list_cups().empty());
    f.rounds = 3;
    f.hands_5 = 20;
    f.tie_break = TieBreak::Tirol;
    REQUIRE(save_new_cup(s));
    CHECK(s.status.text == "Cup „Tiroler Tarockcup 2026“ angelegt.");
    REQUIRE(s.db->list_cups().size() == 1);
    const tournament::Cup cup = s.db->list_cups().front();
    CHECK(cup.preset == "Tiroler Tarockcup 2020");
    CHECK(cup.hands_4 == 16);
    CHECK(cup.hands_5 == 20);
    CHECK(cup.tie_break == TieBreak::Tirol);
    CHECK(cup.points.table == std::vector<int>{100, 80, 65});
    CHECK(cup.points.for_place(4) == 28);  // the formula: max(1, 31 - 1 × 3)
    CHECK(s.tournament.cups == 1);
    CHECK_FALSE(s.tournament.shown);
    text = ui.frame_text(s);
    CHECK(has(text, "Neues Turnier…"));
    CHECK(tab_shown("Cupwertung"));
    // The same name again is refused naming the field.
    begin_new_cup(s);
    s.tournament.new_cup.name = "Tiroler Tarockcup 2026";
    CHECK_FALSE(save_new_cup(s));
    CHECK(s.tournament.new_cup.field == "name");
    CHECK(has(s.tournament.new_cup.error, "Es gibt schon einen Cup „Tiroler Tarockcup 2026“."));
}

TEST_CASE("the roster in the window: a player typed in (refused without a name or twice) and the roster file of the command line imported") {
    TempDir dir;
    AppState s;
    PlayerForm& f = open_roster_dialog(s, dir);
    REQUIRE(f.open);
    CHECK_FALSE(add_roster_player(s));
    CHECK(f.field == "name");
    CHECK(has(f.error, "Bitte im Feld „Name“ berichtigen."));
    f.name = "Anna Huber";
    f.club = "Tarockrunde Hall";
    f.member_id = "T-001";
    REQUIRE(add_roster_player(s));
    CHECK(f.open);  // ready for the next player of the club
    CHECK(f.name.empty());
    CHECK(f.club == "Tarockrunde Hall");
    CHECK(f.message == "Anna Huber eingetragen (1 Spieler in der Liste).");
    REQUIRE(s.tournament.roster.size() == 1);
    CHECK(s.tournament.roster[0].member_id == "T-001");
    f.name = "Anna Huber";
    CHECK_FALSE(add_roster_player(s));
    CHECK(has(f.error, "steht schon in der Spielerliste"));
    // The file: no path, a missing file, a line without a name, then the example season's roster.
    CHECK_FALSE(import_roster(s));
    CHECK(f.field == "file");
    CHECK(has(f.error, "Bitte im Feld „Datei“ berichtigen."));
    f.file = dir.file("keine.csv");
    CHECK_FALSE(import_roster(s));
    CHECK(has(f.error, "kann nicht gelesen werden"));
    CHECK(has(f.error, "Bitte im Feld „Datei“ berichtigen."));
    {
        std::ofstream out(dir.file("kaputt.csv"));
        out << "Name;Verein;Nummer\nBernd;TC Schwaz;\n;TC Schwaz;T-9\n";
    }
    f.file = dir.file("kaputt.csv");
    CHECK_FALSE(import_roster(s));
    CHECK(has(f.error, "Zeile 3 hat keinen Namen."));
    CHECK(s.db->list_roster().size() == 1);  // nothing of the file added
    f.file = std::string(TAROCK_DATA_DIR) + "/../tournaments/players.csv";
    REQUIRE(import_roster(s));
    CHECK(f.message == "43 Spieler eingetragen, 1 schon in der Liste.");
    CHECK(s.tournament.roster.size() == 44);
    CHECK(s.db->list_roster().size() == 44);
    // In the window the desktop's open dialog chooses the file; the typed path stays beside it.
    tarock::headless::Ui ui;
    std::string text = ui.frame_text(s);
    CHECK(dialog_shown("roster"));  // "Spielerliste"
    CHECK(has(text, "43 Spieler eingetragen, 1 schon in der Liste."));
    CHECK_FALSE(has(text, "Datei wählen und einlesen…"));
    s.native_dialogs = true;
    text = ui.frame_text(s);
    CHECK(has(text, "Datei wählen und einlesen…"));
    CHECK(has(text, "oder den Pfad eintippen:"));
}

TEST_CASE("a new tournament in the window: a date is needed, then it is stored with its seed and shown for the draw") {
    tarock::headless::Ui ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("cup.sqlite")));
    const tournament::Cup cup = store_tiroler_cup(*s.db);
    show_tournament(s);
    begin_new_tournament(s);
    NewTournamentForm& f = s.tournament.create;
    REQUIRE(f.open);
    REQUIRE(f.cups.size() == 1);
    CHECK(f.cups[0].first == cup.id);
    CHECK(f.date == today_iso());
    ui.frame(s);
    CHECK(dialog_shown("newtournament"));  // "Neues Turnier"
    f.date = "";
    CHECK_FALSE(create_tournament(s));
    CHECK(f.field == "date");
    CHECK(has(f.error, "Bitte im Feld „Datum“ berichtigen."));
    f.date = "2026-02-30";
    CHECK_FALSE(create_tournament(s));
    CHECK(has(f.error, "Bitte im Feld „Datum“ berichtigen."));
    f.date = "2026-01-17";
    f.title = "1. Turnier";
    REQUIRE(create_tournament(s));
    REQUIRE(s.tournament.shown);
    CHECK(s.tournament.shown->title == "1. Turnier");
    CHECK(s.tournament.shown->date == "2026-01-17");
    CHECK(s.tournament.shown->cup_id == cup.id);
    CHECK(has(s.status.text, "Turnier 2026-01-17 1. Turnier angelegt (Startwert der Auslosung " + std::to_string(s.tournament.shown->seed) + ")."));
    ui.frame(s);  // the Tische tab, selected by the action, shows from the next frame
    CHECK(has(ui.frame_text(s), "Nächste Runde auslosen…"));
    // A second cup, still without a tournament, is the one a new tournament is proposed for.
    begin_new_cup(s);
    s.tournament.new_cup.name = "Hausturnier";
    REQUIRE(save_new_cup(s));
    CHECK(s.tournament.shown->cup_id == cup.id);  // the screen still shows the tournament
    begin_new_tournament(s);
    REQUIRE(s.tournament.create.cups.size() == 2);
    CHECK(s.tournament.create.cups[static_cast<std::size_t>(s.tournament.create.cup)].second == "Hausturnier");
}

TEST_CASE("the cup standing in the window and saved as HTML and CSV, the save dialogs titled by what they save, a table with a sheet is corrected") {
    tarock::headless::Ui ui;
    TempDir dir;
    AppState s;
    tournament_night(s, dir, {"Anna", "Bernd", "Christl", "Dieter", "Eva", "Franz", "Gerti", "Hans"});
    s.db->set_setting("export_folder", dir.path());
    begin_draw(s);
    REQUIRE(draw_next_round(s));
    begin_sheet(s, 1, 1);
    s.tournament.sheet.schrift = {"12", "-4", "-8", "0"};
    s.tournament.sheet.stopped_early = true;
    REQUIRE(save_typed_sheet(s));
    std::string text = ui.frame_text(s);
    CHECK(has(text, "Blatt korrigieren"));  // table 1
    CHECK(has(text, "Blatt eintippen"));    // table 2
    CHECK(has(text, "vorzeitig beendet"));
    CHECK(s.tournament.season.empty());  // the cup counts finished tournaments only
    begin_sheet(s, 1, 2);
    s.tournament.sheet.schrift = {"5", "-5", "0", "0"};
    REQUIRE(save_typed_sheet(s));
    REQUIRE(s.tournament.season.size() == 8);
    CHECK(s.tournament.season.front().points == 25);
    s.tournament.select_tab = TournamentTab::Season;
    ui.frame(s);
    text = ui.frame_text(s);
    CHECK(has(text, "Cupwertung drucken…"));
    CHECK(has(text, "Cupwertung als CSV…"));
    CHECK(has(text, s.tournament.season.front().name));
    begin_export(s, ExportKind::CupStanding);
    REQUIRE(s.export_dialog.kind);
    CHECK(s.export_dialog.path == dir.file("Tiroler-Tarockcup-2026-Cupwertung.html"));
    text = ui.frame_text(s);
    CHECK(has(text, "Cupwertung speichern"));
    CHECK(dialog_shown("exportfile"));
    CHECK(std::string(export_dialog_title(ExportKind::CupStanding)) == "Cupwertung speichern");
    REQUIRE(finish_export(s));
    CHECK(has(read_file(dir.file("Tiroler-Tarockcup-2026-Cupwertung.html")), "<html"));
    ui.frame(s);
    ui.frame(s);
    CHECK(dialog_shown("openhtml"));
    CHECK(s.export_dialog.offered == ExportKind::CupStanding);
    CHECK(std::string(saved_page_title(s.export_dialog.offered)) == "Cupwertung gespeichert");
    s.export_dialog.offer_open.clear();
    begin_export(s, ExportKind::CupStandingCsv);
    CHECK(s.export_dialog.path == dir.file("Tiroler-Tarockcup-2026-Cupwertung.csv"));
    REQUIRE(finish_export(s));
    const std::string csv = read_file(dir.file("Tiroler-Tarockcup-2026-Cupwertung.csv"));
    CHECK(csv.rfind("Platz;Spieler;Cuppunkte;Turniere;Schrift", 0) == 0);
    CHECK(s.export_dialog.offer_open.empty());  // no browser for a CSV
    begin_export(s, ExportKind::RankingCsv);
    CHECK(s.export_dialog.path == dir.file("2026-11-28-1.-Turnier-Rangliste.csv"));
    CHECK(has(ui.frame_text(s), "Rangliste speichern"));
    REQUIRE(finish_export(s));
    CHECK(has(read_file(dir.file("2026-11-28-1.-Turnier-Rangliste.csv")), "Cuppunkte"));
    begin_export(s, ExportKind::TableCards, 1);
    CHECK(has(ui.frame_text(s), "Tischkarten speichern"));
    REQUIRE(finish_export(s));
    CHECK(s.export_dialog.offered == ExportKind::TableCards);
    CHECK(std::string(saved_page_title(ExportKind::TableCards)) == "Tischkarten gespeichert");
    // The titles by what is saved; an evening's export keeps its own.
    CHECK(std::string(export_dialog_title(ExportKind::TableCards)) == "Tischkarten speichern");
    CHECK(std::string(export_dialog_title(ExportKind::RankingCsv)) == "Rangliste speichern");
    CHECK(std::string(export_dialog_title(ExportKind::Csv)) == "Abend exportieren");
    CHECK(std::string(saved_page_title(ExportKind::Ranking)) == "Rangliste gespeichert");
    CHECK(std::string(saved_page_title(ExportKind::Html)) == "Abrechnungsblatt gespeichert");
}

TEST_CASE("the example season opened from the first start: the same cup standing and ranking the commands make of data/tournaments, and once only") {
    tarock::headless::Ui ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("cup.sqlite")));
    show_tournament(s);
    CHECK(has(ui.frame_text(s), "Beispielsaison öffnen"));
    REQUIRE(open_example_season(s));
    CHECK(s.status.text == "Beispielsaison „Tiroler Tarockcup 2026“ angelegt: 5 Turniere.");
    REQUIRE(s.tournament.shown);
    CHECK(s.tournament.list.size() == 5);
    CHECK(s.tournament.roster.size() == 44);
    const std::string golden = std::string(TAROCK_CLI_FIXTURE_DIR) + "/../golden/";
    CHECK(report::season_text(s.tournament.cup, s.tournament.season, Language::De) == read_file(golden + "tournament-cup-standing.txt"));
    show_tournament(s, s.tournament.list.front().first);
    CHECK(report::standing_text(*s.tournament.shown, s.tournament.cup, s.tournament.standing, Language::De) == read_file(golden + "tournament-1-ranking.txt"));
    CHECK(s.tournament.standing.stopped_early == 1);
    CHECK(tournament::current_sheet(*s.tournament.shown, 1, 1)->note == "Zeile 9 falsch addiert");
    // A second time: nothing written.
    CHECK_FALSE(open_example_season(s));
    CHECK(s.status.text == "Die Beispielsaison „Tiroler Tarockcup 2026“ ist schon angelegt.");
    CHECK(s.db->list_cups().size() == 1);
}
