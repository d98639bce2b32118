// Presets in the "new evening" dialog: the book's defaults and regional variants of the chosen
// game, the circle's own presets, saving the dialog's rules as a preset, export and import.
#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"

#include <imgui_stdlib.h>
#include "app/views.hpp"

namespace tarock::app {

void draw_preset_panel(AppState& s) {
    NewEveningForm& f = s.new_evening;
    const auto& variants = all_variants();
    if (f.variant < 0 || f.variant >= static_cast<int>(variants.size())) return;
    const std::string id = variants[static_cast<std::size_t>(f.variant)]->id();
    const std::vector<Preset> presets = presets_for(id, s.presets.own);
    ImGui::TextUnformatted(tr("Vorlage"));
    ImGui::SameLine();
    ui::help_marker(tr("Eine Vorlage setzt alle Hausregeln auf einmal: die Regeln des Buchs, regionale Varianten oder die eigenen der Runde. Danach kann jede Regel einzeln geändert werden."));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16.0f);
    if (ImGui::BeginCombo("##preset", tr("wählen ..."))) {
        for (const Preset& p : presets) {
            const std::string label = p.builtin ? p.name : trf("{} (eigene)", p.name);
            if (ImGui::Selectable(label.c_str())) apply_preset(f, p);
            if (!p.description.de.empty()) ui::tooltip(tr(p.description));
        }
        ImGui::EndCombo();
    }
    // The name and its button beside the choice where they fit, else together on a line of their own.
    const std::string save = tr("Als Vorlage speichern");
    const float name_width = ImGui::GetFontSize() * 10.0f;
    ui::same_line_if_fits(name_width + ImGui::GetStyle().ItemSpacing.x + ui::button_width(save));
    ImGui::SetNextItemWidth(name_width);
    ImGui::InputTextWithHint("##preset_name", tr("Name der Vorlage"), &s.presets.save_name);
    ImGui::SameLine();
    if (ImGui::Button(save.c_str())) save_form_as_preset(s);
    if (ImGui::TreeNode(tr_id("Eigene Vorlagen: löschen, exportieren, einlesen", "own_presets").c_str())) {
        for (const Preset& p : s.presets.own) {
            if (p.variant != id) continue;
            ImGui::PushID(p.name.c_str());
            if (ImGui::SmallButton(tr("Löschen"))) delete_own_preset(s, p.name);
            ImGui::SameLine();
            ImGui::TextUnformatted(p.name.c_str());
            ImGui::PopID();
        }
        if (s.presets.file.empty()) s.presets.file = default_presets_path(s);
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 22.0f);
        ImGui::InputText(tr_id("Datei", "preset_file").c_str(), &s.presets.file);
        if (ImGui::Button(tr("Alle eigenen exportieren"))) export_presets(s);
        ImGui::SameLine();
        if (ImGui::Button(tr("Aus Datei einlesen"))) import_presets(s);
        ImGui::TreePop();
    }
    if (!s.presets.message.empty()) ui::wrapped_coloured(s.presets.error ? ui::kRed : ui::kGrey, s.presets.message);
}

}  // namespace tarock::app
