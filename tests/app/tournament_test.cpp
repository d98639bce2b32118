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
    CHECK(has(text, "Tischkarten drucken…"));
    CHECK(has(text, "Blatt eintippen"));
    begin_sheet(s, 1, 1);
    ui.frame(s);
    text = ui.frame_text(s);
    CHECK(has(text, "Runde 1, Tisch 1: die Schrift am Ende, je Spieler"));
    CHECK(has(text, "vorzeitig beendet (Zeitlimit)"));
    CHECK(has(text, "Abend verknüpfen"));
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
