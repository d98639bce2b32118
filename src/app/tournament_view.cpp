// The tournament screen (issue 18, docs/tournament.md): one tournament of the database, its
// tables round by round with the state of their sheets, the ranking with cup points and the
// players, and the organiser's dialogs: draw the next round, type a table's sheet or link an
// evening, print table cards and the ranking. Everything shown was read and computed by
// show_tournament(); every button calls an action (actions_tournament.cpp, begin_export).
#include <fmt/format.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <utility>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

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
        if (ImGui::Button(fmt::format("{}##cards{}", tr("Tischkarten drucken…"), round).c_str())) begin_export(s, ExportKind::TableCards, round);
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
            if (const tournament::Sheet* sheet = tournament::current_sheet(t, round, table)) {
                std::string state = sheet->evening_id ? trf("Abend {}", *sheet->evening_id) : std::string(tr("getippt"));
                if (sheet->revision > 1) state += " · " + trf("Fassung {}", sheet->revision);
                if (sheet->stopped_early) state += " · " + std::string(tr("vorzeitig beendet"));
                ImGui::TextColored(ui::kGreen, "%s", state.c_str());
            } else {
                ImGui::TextColored(ui::kRed, "%s", tr("offen"));
            }
            ImGui::TableNextColumn();
            if (ImGui::SmallButton(fmt::format("{}##sheet{}_{}", tr("Blatt eintippen"), round, table).c_str())) begin_sheet(s, round, table);
        }
        ImGui::EndTable();
    }
}

void draw_ranking(AppState& s) {
    const TournamentData& d = s.tournament;
    const tournament::Standing& st = d.standing;
    if (ImGui::Button(tr("Rangliste drucken…"))) begin_export(s, ExportKind::Ranking);
    if (st.ranking.empty()) {
        ImGui::TextDisabled("%s", tr("Noch kein Blatt eingetragen."));
        return;
    }
    std::vector<std::string> names;
    for (const Entrant& e : st.entrants) names.push_back(e.name);
    draw_ranking_table("##tournament_ranking", st.ranking, names, &st.cup_points);
}

void draw_players(const TournamentData& d) {
    if (!ImGui::BeginTable("##roster", 3, kTableFlags)) return;
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

}  // namespace

void draw_tournament(AppState& s) {
    const TournamentData& d = s.tournament;
    if (ImGui::Button(tr("Zurück zur Abendliste"))) show_evening_list(s);
    ImGui::SameLine();
    if (ImGui::Button(tr("Neu laden"))) show_tournament(s, d.shown ? d.shown->id : 0);
    if (!d.error.empty()) ui::wrapped_coloured(ui::kRed, d.error);
    if (!d.shown) {
        ImGui::TextDisabled("%s", tr("Noch kein Turnier gespeichert (tarock tournament new, docs/tournament.md)."));
        return;
    }
    ImGui::SameLine();
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
    ImGui::TextUnformatted(trf("{}: {} Runden, Vorlage „{}“", d.cup.name, d.cup.rounds, d.cup.preset).c_str());
    ImGui::SameLine();
    ImGui::TextDisabled("%s", trf("Blätter {} von {}, vorzeitig beendet {}", st.sheets, st.tables, st.stopped_early).c_str());
    if (!ImGui::BeginTabBar("##tournament_tabs")) return;
    if (ImGui::BeginTabItem(tr_id("Tische", "tables").c_str())) {
        draw_rounds(s);
        ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem(tr_id("Rangliste", "ranking").c_str())) {
        draw_ranking(s);
        ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem(tr_id("Spieler", "players").c_str())) {
        draw_players(d);
        ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem(tr_id("Live-Seite", "live").c_str(), nullptr, std::exchange(s.live.select_tab, false) ? ImGuiTabItemFlags_SetSelected : 0)) {
        draw_live(s);
        ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
    draw_draw_dialog(s);
    draw_sheet_dialog(s);
}

}  // namespace tarock::app
