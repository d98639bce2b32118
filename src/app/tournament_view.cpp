// The tournament screen (issue 18, docs/tournament.md): one tournament of the database, its
// tables round by round with the state of their sheets, the ranking with cup points and the
// players. Everything shown was read and computed by show_tournament(); the organiser's actions
// (draw, sheets) are the `tarock tournament` commands.
#include <fmt/format.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

namespace {

constexpr ImGuiTableFlags kTableFlags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH;

void draw_rounds(const TournamentData& d) {
    const tournament::Tournament& t = *d.shown;
    if (t.rounds.empty()) ImGui::TextDisabled("%s", tr("Noch keine Runde ausgelost."));
    for (std::size_t r = 0; r < t.rounds.size(); ++r) {
        const auto& tables = t.rounds[r].tables;
        if (!ImGui::CollapsingHeader(trf("Runde {}", r + 1).c_str(), r + 1 == t.rounds.size() ? ImGuiTreeNodeFlags_DefaultOpen : 0)) continue;
        if (!ImGui::BeginTable(fmt::format("##round{}", r).c_str(), 3, kTableFlags)) continue;
        ImGui::TableSetupColumn(tr("Tisch"));
        ImGui::TableSetupColumn(tr("Spieler"));
        ImGui::TableSetupColumn(tr("Blatt"));
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
            const tournament::Sheet* sheet = tournament::current_sheet(t, static_cast<int>(r) + 1, static_cast<int>(k) + 1);
            if (!sheet) {
                ImGui::TextColored(ui::kRed, "%s", tr("offen"));
                continue;
            }
            std::string state = sheet->evening_id ? trf("Abend {}", *sheet->evening_id) : std::string(tr("getippt"));
            if (sheet->revision > 1) state += " · " + trf("Fassung {}", sheet->revision);
            if (sheet->stopped_early) state += " · " + std::string(tr("vorzeitig beendet"));
            ImGui::TextColored(ui::kGreen, "%s", state.c_str());
        }
        ImGui::EndTable();
    }
}

void draw_ranking(const TournamentData& d) {
    const tournament::Standing& st = d.standing;
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
        draw_rounds(d);
        ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem(tr_id("Rangliste", "ranking").c_str())) {
        draw_ranking(d);
        ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem(tr_id("Spieler", "players").c_str())) {
        draw_players(d);
        ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
}

}  // namespace tarock::app
