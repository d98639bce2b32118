// "Was wäre, wenn": a stored hand beside the same hand with the form's changes, with the
// difference per player. The figures come from what_if() (actions.hpp: refresh_what_if).
#include <fmt/format.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

void draw_what_if(AppState& s) {
    if (!s.evening) return;
    const Evening& e = *s.evening;
    const int rows = static_cast<int>(e.hands.size());
    if (s.selected_row < 0 || s.selected_row >= rows) {
        ImGui::TextDisabled("%s", tr("Eine Hand der Tabelle wählen: sie kommt ins Formular, jede Änderung dort zeigt hier, was sie ändern würde."));
        return;
    }
    // A record without a deal (number 0) is named, not numbered.
    const int number = s.result ? played_number(*s.result, s.selected_row) : s.selected_row + 1;
    const std::string title = s.result ? row_title(*s.result, s.selected_row) : std::string();
    const bool loaded = s.entry.correcting == e.hands[static_cast<std::size_t>(s.selected_row)].id;
    if (!loaded) {
        ImGui::TextWrapped("%s", (number > 0 ? trf("Hand {} ins Formular laden und dort ändern (andere Talonhälfte, kein Contra, andere Punkte ...): hier stehen dann beide Ergebnisse nebeneinander.",
                                                   number)
                                             : trf("„{}“ ins Formular laden und dort ändern: hier stehen dann beide Ergebnisse nebeneinander.", title))
                                     .c_str());
        if (ImGui::Button(tr("Hand ins Formular laden"))) start_correction(s, s.selected_row);
        return;
    }
    // Recompute only when the form changed.
    const std::string key = s.entry.preview_key;
    if (s.what_if.row != s.selected_row || s.what_if.key != key) {
        refresh_what_if(s, s.selected_row);
        s.what_if.key = key;
    }
    ImGui::TextWrapped("%s", (number > 0 ? trf("Links Hand {} wie eingetragen, rechts wie sie das Formular jetzt hat. Nichts wird gespeichert, bis „Korrektur speichern“ gedrückt wird; Esc verwirft die Änderung.",
                                               number)
                                         : trf("Links „{}“ wie eingetragen, rechts wie das Formular es jetzt hat. Nichts wird gespeichert, bis „Korrektur speichern“ gedrückt wird; Esc verwirft die Änderung.",
                                               title))
                                 .c_str());
    if (s.what_if.refusal) {
        ui::wrapped_coloured(ui::kRed, trf("Die geänderte Hand ist nicht gültig: {}", refusal_text(s, *s.what_if.refusal)));
        return;
    }
    if (!s.what_if.result) return;
    const WhatIf& w = *s.what_if.result;
    if (ImGui::BeginTable("##whatif", 2, ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingStretchSame)) {
        ImGui::TableSetupColumn(tr("Wie eingetragen"));
        ImGui::TableSetupColumn(tr("Geändert"));
        ImGui::TableHeadersRow();
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ui::wrapped_coloured(ui::kBlue, tr(w.original.outcome.summary));
        draw_hand_result(s, e, w.original.outcome.result, "##orig");
        ImGui::TableNextColumn();
        ui::wrapped_coloured(ui::kBlue, tr(w.changed.outcome.summary));
        draw_hand_result(s, e, w.changed.outcome.result, "##changed");
        ImGui::EndTable();
    }
    ImGui::Spacing();
    if (ImGui::BeginTable("##whatif_diff", 4, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
        ImGui::TableSetupColumn(tr("Spieler"));
        ImGui::TableSetupColumn(tr("eingetragen"));
        ImGui::TableSetupColumn(tr("geändert"));
        ImGui::TableSetupColumn(tr("Differenz"));
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
