// "Was wäre, wenn": a stored hand beside the same hand with the form's changes, with the
// difference per player. The figures come from what_if() (actions.hpp: refresh_what_if).
#include <fmt/format.h>

#include "app/actions.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

void draw_what_if(AppState& s) {
    if (!s.evening) return;
    const Evening& e = *s.evening;
    const int rows = static_cast<int>(e.hands.size());
    if (s.selected_row < 0 || s.selected_row >= rows) {
        ImGui::TextDisabled("Eine Hand der Tabelle wählen: sie kommt ins Formular, jede Änderung dort zeigt hier, was sie ändern würde.");
        return;
    }
    const bool loaded = s.entry.correcting == e.hands[static_cast<std::size_t>(s.selected_row)].id;
    if (!loaded) {
        ImGui::TextWrapped("Hand %d ins Formular laden und dort ändern (andere Talonhälfte, kein Contra, andere Punkte ...): "
                           "hier stehen dann beide Ergebnisse nebeneinander.",
                           s.selected_row + 1);
        if (ImGui::Button("Hand ins Formular laden")) start_correction(s, s.selected_row);
        return;
    }
    // Recompute only when the form changed.
    const std::string key = s.entry.preview_key;
    if (s.what_if.row != s.selected_row || s.what_if.key != key) {
        refresh_what_if(s, s.selected_row);
        s.what_if.key = key;
    }
    ImGui::TextWrapped("Links Hand %d wie eingetragen, rechts wie sie das Formular jetzt hat. Nichts wird gespeichert, "
                       "bis „Korrektur speichern“ gedrückt wird; Esc verwirft die Änderung.",
                       s.selected_row + 1);
    if (s.what_if.refusal) {
        ui::wrapped_coloured(ui::kRed, "Die geänderte Hand ist nicht gültig: " + s.what_if.refusal->german());
        return;
    }
    if (!s.what_if.result) return;
    const WhatIf& w = *s.what_if.result;
    if (ImGui::BeginTable("##whatif", 2, ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingStretchSame)) {
        ImGui::TableSetupColumn("Wie eingetragen");
        ImGui::TableSetupColumn("Geändert");
        ImGui::TableHeadersRow();
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ui::wrapped_coloured(ui::kBlue, w.original.outcome.summary.de);
        draw_hand_result(e, w.original.outcome.result, "##orig");
        ImGui::TableNextColumn();
        ui::wrapped_coloured(ui::kBlue, w.changed.outcome.summary.de);
        draw_hand_result(e, w.changed.outcome.result, "##changed");
        ImGui::EndTable();
    }
    ImGui::Spacing();
    if (ImGui::BeginTable("##whatif_diff", 4, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
        ImGui::TableSetupColumn("Spieler");
        ImGui::TableSetupColumn("eingetragen");
        ImGui::TableSetupColumn("geändert");
        ImGui::TableSetupColumn("Differenz");
        ImGui::TableHeadersRow();
        for (std::size_t p = 0; p < e.players.size(); ++p) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(e.players[p].c_str());
            ImGui::TableNextColumn();
            ui::amount_text(w.original_net[p], true);
            ImGui::TableNextColumn();
            ui::amount_text(w.changed_net[p], true);
            ImGui::TableNextColumn();
            ui::amount_text(w.difference[p], true);
        }
        ImGui::EndTable();
    }
}

}  // namespace tarock::app
