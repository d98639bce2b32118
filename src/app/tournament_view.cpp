// The tournament screen (issue 18, docs/tournament.md): one tournament of the database, its
// tables round by round with the state of their sheets, the ranking with cup points, the roster
// and the cup standing of the season, and the organiser's dialogs: make a cup, put players on the
// roster, make a tournament, draw the next round, type a table's sheet or link an evening, print
// table cards, the ranking and the cup standing. Without a cup it offers to make one. Everything
// shown was read and computed by show_tournament(); every button calls an action
// (actions_tournament.cpp, begin_export).
#include <fmt/format.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <utility>

#include "app/actions.hpp"
#include "app/desktop.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"
#include "report/tournament_report.hpp"

namespace tarock::app {

namespace {

constexpr ImGuiTableFlags kTableFlags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH;

void draw_rounds(AppState& s) {
    const TournamentData& d = s.tournament;
    const tournament::Tournament& t = *d.shown;
    if (ImGui::Button(tr("Nächste Runde auslosen…"))) begin_draw(s);
    if (t.rounds.empty()) ImGui::TextDisabled("%s", tr("Noch keine Runde ausgelost."));
    for (std::size_t r = 0; r < t.rounds.size(); ++r) {
        const auto& tables = t.rounds[r].tables;
        const int round = static_cast<int>(r) + 1;
        if (!ImGui::CollapsingHeader(trf("Runde {}", round).c_str(), r + 1 == t.rounds.size() ? ImGuiTreeNodeFlags_DefaultOpen : 0)) continue;
        if (ImGui::Button(fmt::format("{}##cards{}", tr("Tischkarten und Liste nach Namen drucken…"), round).c_str()))
            begin_export(s, ExportKind::TableCards, round);
        if (!ImGui::BeginTable(fmt::format("##round{}", r).c_str(), 4, kTableFlags)) continue;
        ImGui::TableSetupColumn(tr("Tisch"));
        ImGui::TableSetupColumn(tr("Spieler"));
        ImGui::TableSetupColumn(tr("Blatt"));
        ImGui::TableSetupColumn("");
        ImGui::TableHeadersRow();
        for (std::size_t k = 0; k < tables.size(); ++k) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::Text("%zu", k + 1);
            ImGui::TableNextColumn();
            std::string names;
            for (const auto id : tables[k]) names += (names.empty() ? "" : ", ") + tournament::player_name(d.roster, id);
            ImGui::TextUnformatted(names.c_str());
            ImGui::TableNextColumn();
            const int table = static_cast<int>(k) + 1;
            const tournament::Sheet* sheet = tournament::current_sheet(t, round, table);
            if (sheet) {
                std::string state = sheet->evening_id ? trf("Abend {}", *sheet->evening_id) : std::string(tr("getippt"));
                if (sheet->revision > 1) state += " · " + trf("Fassung {}", sheet->revision);
                ImGui::TextColored(ui::kGreen, "%s", state.c_str());
                if (sheet->stopped_early) {
                    ImGui::SameLine();
                    ImGui::TextColored(ui::kRed, "%s", tr("vorzeitig beendet"));
                }
            } else {
                ImGui::TextColored(ui::kRed, "%s", tr("offen"));
            }
            ImGui::TableNextColumn();
            if (ImGui::SmallButton(fmt::format("{}##sheet{}_{}", sheet ? tr("Blatt korrigieren") : tr("Blatt eintippen"), round, table).c_str()))
                begin_sheet(s, round, table);
        }
        ImGui::EndTable();
    }
}

void draw_ranking(AppState& s) {
    const TournamentData& d = s.tournament;
    const tournament::Standing& st = d.standing;
    if (ImGui::Button(tr("Rangliste drucken…"))) begin_export(s, ExportKind::Ranking);
    ImGui::SameLine();
    if (ImGui::Button(tr("Rangliste als CSV…"))) begin_export(s, ExportKind::RankingCsv);
    if (st.ranking.empty()) {
        ImGui::TextDisabled("%s", tr("Noch kein Blatt eingetragen."));
        return;
    }
    std::vector<std::string> names;
    for (const Entrant& e : st.entrants) names.push_back(e.name);
    draw_ranking_table("##tournament_ranking", st.ranking, names, &st.cup_points);
}

void draw_players(AppState& s) {
    const TournamentData& d = s.tournament;
    if (ImGui::Button(tr("Spieler eintragen oder einlesen…"))) begin_add_player(s);
    ImGui::SameLine();
    ImGui::TextDisabled("%s", trf("{} Spieler in der Liste", d.roster.size()).c_str());
    if (d.roster.empty() || !ImGui::BeginTable("##roster", 3, kTableFlags)) return;
    for (const char* h : {tr("Spieler"), tr("Verein"), tr("Nummer")}) ImGui::TableSetupColumn(h);
    ImGui::TableHeadersRow();
    for (const tournament::Player& p : d.roster) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(p.name.c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(p.club.c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(p.member_id.c_str());
    }
    ImGui::EndTable();
}

/// The QR code of `qr` as dark squares on white, with its quiet zone of four modules, each module
/// `module` pixels, at the cursor.
void draw_qr(const live::QrCode& qr, float module) {
    const float side = static_cast<float>(qr.size + 8) * module;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(at, ImVec2(at.x + side, at.y + side), IM_COL32(255, 255, 255, 255));
    for (int y = 0; y < qr.size; ++y)
        for (int x = 0; x < qr.size; ++x)
            if (qr.at(x, y)) {
                const ImVec2 a(at.x + static_cast<float>(x + 4) * module, at.y + static_cast<float>(y + 4) * module);
                draw->AddRectFilled(a, ImVec2(a.x + module, a.y + module), IM_COL32(0, 0, 0, 255));
            }
    ImGui::Dummy(ImVec2(side, side));
}

/// "Live-Seite": start or stop the live standings page, its address and the QR code to scan.
void draw_live(AppState& s) {
    LivePanel& l = s.live;
    if (!l.server) {
        ui::wrapped_coloured(ui::kGrey, tr("Die Rangliste, die Blätter der Tische und die Auslosung als Seite im lokalen Netz: die Spieler öffnen sie mit dem Telefon (QR-Code scannen), und sie erneuert sich selbst. Über die Seite lässt sich nichts ändern."));
        if (ImGui::Button(tr("Live-Seite starten"))) start_live_page(s);
        if (!l.error.empty()) ui::wrapped_coloured(ui::kRed, l.error);
        return;
    }
    if (l.tournament != s.tournament.shown->id)
        ui::wrapped_coloured(ui::kRed, tr("Die Live-Seite zeigt ein anderes Turnier: beenden und neu starten, um dieses zu zeigen."));
    ImGui::TextUnformatted(tr("Die Live-Seite läuft. Mit der Kamera des Telefons scannen (Telefon und dieser Rechner im selben Netz):"));
    if (l.urls.size() > 1) {
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 18.0f);
        if (ImGui::BeginCombo(tr("Adresse"), l.urls[static_cast<std::size_t>(l.chosen)].c_str())) {
            for (std::size_t i = 0; i < l.urls.size(); ++i)
                if (ImGui::Selectable(l.urls[i].c_str(), static_cast<int>(i) == l.chosen)) choose_live_address(s, static_cast<int>(i));
            ImGui::EndCombo();
        }
    }
    ImGui::TextColored(ui::kBlue, "%s", l.urls[static_cast<std::size_t>(l.chosen)].c_str());
    draw_qr(l.qr, std::max(3.0f, std::floor(ImGui::GetFontSize() * 0.55f)));
    ImGui::TextDisabled("%s", tr("Andere Sprache: ?lang=en, ?lang=sl oder ?lang=hu an die Adresse anhängen."));
    if (ImGui::Button(tr("Live-Seite beenden"))) stop_live_page(s);
}

/// The cup standing of the season: cup points summed over the tournaments whose every table has
/// a sheet (season_standing), printable as HTML and CSV.
void draw_season(AppState& s) {
    const TournamentData& d = s.tournament;
    if (ImGui::Button(tr("Cupwertung drucken…"))) begin_export(s, ExportKind::CupStanding);
    ImGui::SameLine();
    if (ImGui::Button(tr("Cupwertung als CSV…"))) begin_export(s, ExportKind::CupStandingCsv);
    ImGui::TextDisabled("%s", trf("{}: die Cuppunkte aller fertigen Turniere (jeder Tisch jeder Runde mit Blatt)", d.cup.name).c_str());
    if (d.season.empty()) {
        ImGui::TextDisabled("%s", tr("Noch kein Turnier des Cups fertig."));
        return;
    }
    if (!ImGui::BeginTable("##season", 5, kTableFlags)) return;
    for (const char* h : {tr("Platz"), tr("Spieler"), tr("Cuppunkte"), tr("Turniere"), tr("Schrift")}) ImGui::TableSetupColumn(h);
    ImGui::TableHeadersRow();
    for (const tournament::SeasonLine& l : d.season) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::Text("%d%s", l.place, l.shared ? "=" : "");
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(l.name.c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%d", l.points);
        ImGui::TableNextColumn();
        ImGui::Text("%d", l.tournaments);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(l.schrift.to_signed_string().c_str());
    }
    ImGui::EndTable();
}

/// Without a cup: what a tournament night needs first, and the button that makes the cup.
void draw_first_start(AppState& s) {
    ImGui::Spacing();
    ImGui::TextUnformatted(tr("Noch kein Cup angelegt."));
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40.0f);
    ImGui::TextWrapped("%s", tr("Ein Turnierabend gehört zu einem Cup (einer Saison): er legt die Tarifvorlage fest, die Runden, die Spiele je Runde, die Reihung bei Gleichstand und die Cuppunkte je Platz. Danach die Spielerliste eintragen oder einlesen, ein Turnier anlegen und die erste Runde auslosen."));
    ImGui::PopTextWrapPos();
    if (ImGui::Button(tr("Cup anlegen…"))) begin_new_cup(s);
    ImGui::SameLine();
    if (ImGui::Button(tr("Spieler eintragen oder einlesen…"))) begin_add_player(s);
    ImGui::Spacing();
    ImGui::TextDisabled("%s", tr("Zum Kennenlernen: eine ganze Saison mit 44 Spielern und fünf Turnieren, als gewöhnlicher Cup angelegt."));
    if (ImGui::Button(tr("Beispielsaison öffnen"))) open_example_season(s);
}

/// Begins the modal dialog `id` while `open`, with its fields framed (the light style draws a
/// field as white as the popup around it); false when it is not shown. A dialog closed by an
/// action closes its popup here.
bool begin_dialog(const std::string& id, bool open) {
    if (open && !ImGui::IsPopupOpen(id.c_str())) ImGui::OpenPopup(id.c_str());
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (!ImGui::BeginPopupModal(id.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return false;
    if (!open) {
        ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        return false;
    }
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.0f);
    return true;
}

/// Ends a dialog begun by begin_dialog(), closing it when `open` became false.
void end_dialog(bool open) {
    ImGui::PopStyleVar();
    if (!open) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

/// The refusal under a dialog, in red.
void refusal(const std::string& error) {
    if (!error.empty()) ui::wrapped_coloured(ui::kRed, error);
}

/// "Nächste Runde auslosen": a checkbox per player of the roster, in columns.
void draw_draw_dialog(AppState& s) {
    TournamentData& d = s.tournament;
    DrawForm& f = d.draw;
    if (!begin_dialog(tr_id("Nächste Runde auslosen", "drawround"), f.open)) return;
    const int round = static_cast<int>(d.shown ? d.shown->rounds.size() : 0) + 1;
    ImGui::TextUnformatted(trf("Runde {}: Wer spielt mit? (Zu spät Gekommene anhaken, Gegangene abhaken.)", round).c_str());
    int ticked = 0;
    for (const bool p : f.present) ticked += p ? 1 : 0;
    ImGui::TextDisabled("%s", trf("{} von {} Spielern angehakt", ticked, f.present.size()).c_str());
    if (ImGui::BeginTable("##present", 4, ImGuiTableFlags_SizingStretchSame | ImGuiTableFlags_ScrollY,
                          ImVec2(ImGui::GetFontSize() * 48.0f, ImGui::GetFrameHeightWithSpacing() * 12.0f))) {
        for (std::size_t i = 0; i < f.present.size() && i < d.roster.size(); ++i) {
            ImGui::TableNextColumn();
            ImGui::Checkbox(fmt::format("{}##p{}", d.roster[i].name, d.roster[i].id).c_str(), &f.present[i]);
        }
        ImGui::EndTable();
    }
    refusal(f.error);
    if (ImGui::Button(tr("Auslosen"))) draw_next_round(s);
    ImGui::SameLine();
    if (ImGui::Button(tr("Abbrechen")) || ui::pressed(ui::keys::kEscape)) f.open = false;
    end_dialog(f.open);
}

/// "Blatt eintippen": the Schrift per seat, "vorzeitig beendet", the note; or an evening to link.
void draw_sheet_dialog(AppState& s) {
    SheetForm& f = s.tournament.sheet;
    if (!begin_dialog(tr_id("Blatt eines Tisches", "tablesheet"), f.open)) return;
    ImGui::TextUnformatted(trf("Runde {}, Tisch {}: die Schrift am Ende, je Spieler", f.round, f.table).c_str());
    if (ImGui::BeginTable("##schrift", 2, ImGuiTableFlags_SizingFixedFit)) {
        for (std::size_t i = 0; i < f.names.size() && i < f.schrift.size(); ++i) {
            ImGui::TableNextColumn();
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(f.names[i].c_str());
            ImGui::TableNextColumn();
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
            if (i == 0 && ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
            ImGui::InputText(fmt::format("##schrift{}", i).c_str(), &f.schrift[i]);
        }
        ImGui::EndTable();
    }
    ImGui::Checkbox(tr("vorzeitig beendet (Zeitlimit)"), &f.stopped_early);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 22.0f);
    ImGui::InputTextWithHint("##note", tr("Grund einer Berichtigung (frei)"), &f.note);
    refusal(f.error);
    if (ImGui::Button(tr("Speichern"))) save_typed_sheet(s);
    ImGui::SameLine();
    if (ImGui::Button(tr("Abbrechen")) || ui::pressed(ui::keys::kEscape)) f.open = false;
    if (f.open) {
        ImGui::Separator();
        ImGui::TextDisabled("%s", tr("Oder einen Abend der App mit diesem Tisch verknüpfen:"));
        std::string chosen;
        for (const EveningSummary& e : f.evenings)
            if (e.id == f.evening_id) chosen = e.date + " " + e.title;
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 22.0f);
        if (ImGui::BeginCombo("##evening", chosen.c_str())) {
            for (const EveningSummary& e : f.evenings) {
                std::string players;
                for (const std::string& p : e.players) players += (players.empty() ? "" : ", ") + p;
                if (ImGui::Selectable(fmt::format("{} {} ({})##e{}", e.date, e.title, players, e.id).c_str(), e.id == f.evening_id)) f.evening_id = e.id;
            }
            ImGui::EndCombo();
        }
        ImGui::SameLine();
        if (ImGui::Button(tr("Abend verknüpfen"))) link_evening(s);
    }
    end_dialog(f.open);
}

/// A label in the first column of a dialog's table and the field's width in the second.
void field_label(const char* label) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    ImGui::TableNextColumn();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 18.0f);
}

/// "Neuer Cup": name, preset, rounds, hands per round at a table of four and five, tie-break,
/// cup points per place and the formula beyond.
void draw_cup_dialog(AppState& s) {
    CupForm& f = s.tournament.new_cup;
    if (!begin_dialog(tr_id("Neuer Cup", "newcup"), f.open)) return;
    if (ImGui::BeginTable("##cupform", 2, ImGuiTableFlags_SizingFixedFit)) {
        field_label(tr("Name"));
        if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
        ImGui::InputTextWithHint("##cupname", tr("z. B. Tiroler Tarockcup 2026/27"), &f.name);
        field_label(tr("Vorlage"));
        const char* preset = f.preset >= 0 && f.preset < static_cast<int>(f.presets.size()) ? f.presets[static_cast<std::size_t>(f.preset)].c_str() : "";
        if (ImGui::BeginCombo("##cuppreset", preset)) {
            for (std::size_t i = 0; i < f.presets.size(); ++i)
                if (ImGui::Selectable(f.presets[i].c_str(), static_cast<int>(i) == f.preset)) f.preset = static_cast<int>(i);
            ImGui::EndCombo();
        }
        field_label(tr("Runden"));
        ImGui::InputInt("##cuprounds", &f.rounds);
        field_label(tr("Spiele am Vierertisch"));
        ImGui::InputInt("##cuphands4", &f.hands_4);
        field_label(tr("Spiele am Fünfertisch"));
        ImGui::InputInt("##cuphands5", &f.hands_5);
        field_label(tr("Reihung bei Gleichstand"));
        const Language lang = s.ui.language;
        if (ImGui::BeginCombo("##cuptiebreak", report::tie_break_text(f.tie_break, lang).c_str())) {
            for (const TieBreak t : {TieBreak::Shared, TieBreak::BestRound, TieBreak::Tirol})
                if (ImGui::Selectable(report::tie_break_text(t, lang).c_str(), t == f.tie_break)) f.tie_break = t;
            ImGui::EndCombo();
        }
        field_label(tr("Cuppunkte je Platz"));
        ImGui::InputTextWithHint("##cuppoints", "100,80,65,55,50", &f.points);
        field_label(tr("danach (Formel)"));
        ImGui::InputTextWithHint("##cupformula", "31,1,1", &f.formula);
        ImGui::EndTable();
    }
    ImGui::TextDisabled("%s", tr("Formel ERSTER,SCHRITT,MINDESTENS: Platz p bekommt max(MINDESTENS, ERSTER − SCHRITT × (p − 1))."));
    refusal(f.error);
    if (ImGui::Button(tr("Anlegen"))) save_new_cup(s);
    ImGui::SameLine();
    if (ImGui::Button(tr("Abbrechen")) || ui::pressed(ui::keys::kEscape)) f.open = false;
    end_dialog(f.open);
}

/// The desktop's open dialog for the roster file, then the file read; where the dialog cannot
/// start, the typed path stays the way.
void choose_roster_file(AppState& s) {
    SaveDialogRequest r;
    r.title = tr("Spielerliste einlesen");
    r.folder = export_folder(s);
    r.filter_name = tr("Spielerliste (*.csv)");
    r.pattern = "*.csv";
    r.accept_label = tr("_Einlesen");
    r.cancel_label = tr("_Abbrechen");
    std::string path;
    switch (native_open_dialog(r, path)) {
        case DialogOutcome::Chosen:
            s.tournament.player.file = path;
            import_roster(s);
            break;
        case DialogOutcome::Cancelled: break;
        case DialogOutcome::Unavailable: s.native_dialogs = false; break;
    }
}

/// "Spieler eintragen": one player typed in, or the roster file read.
void draw_player_dialog(AppState& s) {
    PlayerForm& f = s.tournament.player;
    if (!begin_dialog(tr_id("Spielerliste", "roster"), f.open)) return;
    ImGui::TextUnformatted(tr("Einen Spieler eintragen:"));
    bool enter = false;
    if (ImGui::BeginTable("##playerform", 2, ImGuiTableFlags_SizingFixedFit)) {
        field_label(tr("Name"));
        if (ImGui::IsWindowAppearing() || f.focus_name) ImGui::SetKeyboardFocusHere();
        f.focus_name = false;
        enter |= ImGui::InputText("##playername", &f.name, ImGuiInputTextFlags_EnterReturnsTrue);
        field_label(tr("Verein"));
        enter |= ImGui::InputText("##playerclub", &f.club, ImGuiInputTextFlags_EnterReturnsTrue);
        field_label(tr("Nummer"));
        enter |= ImGui::InputTextWithHint("##playerid", tr("frei"), &f.member_id, ImGuiInputTextFlags_EnterReturnsTrue);
        ImGui::EndTable();
    }
    if (ImGui::Button(tr("Eintragen")) || enter) {
        if (add_roster_player(s)) f.focus_name = true;
    }
    ImGui::Separator();
    ImGui::TextUnformatted(tr("Oder die Spielerliste aus einer Datei einlesen, je Zeile Name;Verein;Nummer:"));
    if (s.native_dialogs) {
        if (ImGui::Button(tr("Datei wählen und einlesen…"))) choose_roster_file(s);
        ImGui::SameLine();
        ImGui::TextDisabled("%s", tr("oder den Pfad eintippen:"));
    }
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 26.0f);
    ImGui::InputTextWithHint("##rosterfile", tr("Pfad der Datei, z. B. /home/…/spieler.csv"), &f.file);
    ImGui::SameLine();
    if (ImGui::Button(tr("Einlesen"))) import_roster(s);
    refusal(f.error);
    if (f.error.empty() && !f.message.empty()) ImGui::TextColored(ui::kGreen, "%s", f.message.c_str());
    if (ImGui::Button(tr("Schließen")) || ui::pressed(ui::keys::kEscape)) f.open = false;
    end_dialog(f.open);
}

/// "Neues Turnier": the cup, the date and a title.
void draw_new_tournament_dialog(AppState& s) {
    NewTournamentForm& f = s.tournament.create;
    if (!begin_dialog(tr_id("Neues Turnier", "newtournament"), f.open)) return;
    if (ImGui::BeginTable("##tournamentform", 2, ImGuiTableFlags_SizingFixedFit)) {
        field_label(tr("Cup"));
        const char* cup = f.cup >= 0 && f.cup < static_cast<int>(f.cups.size()) ? f.cups[static_cast<std::size_t>(f.cup)].second.c_str() : "";
        if (ImGui::BeginCombo("##tournamentcup", cup)) {
            for (std::size_t i = 0; i < f.cups.size(); ++i)
                if (ImGui::Selectable(fmt::format("{}##c{}", f.cups[i].second, f.cups[i].first).c_str(), static_cast<int>(i) == f.cup))
                    f.cup = static_cast<int>(i);
            ImGui::EndCombo();
        }
        field_label(tr("Datum"));
        ImGui::InputTextWithHint("##tournamentdate", "JJJJ-MM-TT", &f.date);
        field_label(tr("Titel"));
        if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
        ImGui::InputTextWithHint("##tournamenttitle", tr("z. B. 1. Turnier, Gasthof Post"), &f.title);
        ImGui::EndTable();
    }
    ImGui::TextDisabled("%s", tr("Die Auslosung bekommt einen Startwert, der mit dem Turnier gespeichert wird."));
    refusal(f.error);
    if (ImGui::Button(tr("Anlegen"))) create_tournament(s);
    ImGui::SameLine();
    if (ImGui::Button(tr("Abbrechen")) || ui::pressed(ui::keys::kEscape)) f.open = false;
    end_dialog(f.open);
}

/// Every dialog of the tournament screen (each shows only while open).
void draw_dialogs(AppState& s) {
    draw_draw_dialog(s);
    draw_sheet_dialog(s);
    draw_cup_dialog(s);
    draw_player_dialog(s);
    draw_new_tournament_dialog(s);
}

/// The flags of tab `tab`: selected on this frame when an action asked for it.
ImGuiTabItemFlags tab_flags(const TournamentData& d, TournamentTab tab) { return d.select_tab == tab ? ImGuiTabItemFlags_SetSelected : 0; }

}  // namespace

void draw_tournament(AppState& s) {
    TournamentData& d = s.tournament;
    if (ImGui::Button(tr("Zurück zur Abendliste"))) show_evening_list(s);
    ImGui::SameLine();
    if (ImGui::Button(tr("Neu laden"))) show_tournament(s, d.shown ? d.shown->id : 0);
    if (d.cups > 0) {
        ImGui::SameLine();
        if (ImGui::Button(tr("Neues Turnier…"))) begin_new_tournament(s);
        ImGui::SameLine();
        if (ImGui::Button(tr("Neuer Cup…"))) begin_new_cup(s);
    }
    if (!d.error.empty()) ui::wrapped_coloured(ui::kRed, d.error);
    if (d.cups == 0) {
        draw_first_start(s);
        draw_dialogs(s);
        return;
    }
    if (d.shown) {
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 22.0f);
        std::string current;
        for (const auto& [id, label] : d.list)
            if (id == d.shown->id) current = label;
        std::int64_t chosen = 0;
        if (ImGui::BeginCombo("##tournaments", current.c_str())) {
            for (const auto& [id, label] : d.list)
                if (ImGui::Selectable(label.c_str(), id == d.shown->id)) chosen = id;
            ImGui::EndCombo();
        }
        if (chosen != 0) {
            show_tournament(s, chosen);
            return;
        }
        const tournament::Standing& st = d.standing;
        ImGui::SameLine();
        ImGui::TextDisabled("%s", trf("Blätter {} von {}, vorzeitig beendet {}", st.sheets, st.tables, st.stopped_early).c_str());
    }
    ImGui::TextUnformatted((d.cup.rounds == 1 ? trf("{}: 1 Runde, Vorlage „{}“", d.cup.name, d.cup.preset)
                                              : trf("{}: {} Runden, Vorlage „{}“", d.cup.name, d.cup.rounds, d.cup.preset))
                               .c_str());
    if (!d.shown) ImGui::TextDisabled("%s", tr("Noch kein Turnier: „Neues Turnier…“ legt den ersten Abend des Cups an."));
    if (ImGui::BeginTabBar("##tournament_tabs")) {
        if (d.shown && ImGui::BeginTabItem(tr_id("Tische", "tables").c_str(), nullptr, tab_flags(d, TournamentTab::Tables))) {
            draw_rounds(s);
            ImGui::EndTabItem();
        }
        if (d.shown && ImGui::BeginTabItem(tr_id("Rangliste", "ranking").c_str(), nullptr, tab_flags(d, TournamentTab::Ranking))) {
            draw_ranking(s);
            ImGui::EndTabItem();
        }
        if (ImGui::BeginTabItem(tr_id("Spieler", "players").c_str(), nullptr, tab_flags(d, TournamentTab::Players))) {
            draw_players(s);
            ImGui::EndTabItem();
        }
        if (ImGui::BeginTabItem(tr_id("Cupwertung", "season").c_str(), nullptr, tab_flags(d, TournamentTab::Season))) {
            draw_season(s);
            ImGui::EndTabItem();
        }
        if (d.shown && ImGui::BeginTabItem(tr_id("Live-Seite", "live").c_str(), nullptr, std::exchange(s.live.select_tab, false) ? ImGuiTabItemFlags_SetSelected : 0)) {
            draw_live(s);
            ImGui::EndTabItem();
        }
        ImGui::EndTabBar();
    }
    d.select_tab = TournamentTab::None;
    draw_dialogs(s);
}

}  // namespace tarock::app
