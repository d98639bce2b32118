// The parts of Form<M> that draw: the form's table and the keys of a frame.
#include "app/forms/form.hpp"

#include <imgui.h>

#include "app/forms/rows.hpp"
#include "app/ui.hpp"

namespace tarock::app {

bool begin_form_table() {
    // Rows closer together than the window's other tables, so a hand fits without scrolling.
    ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, ImVec2(ImGui::GetStyle().CellPadding.x, 1.0f));
    if (!ImGui::BeginTable("##handform", 2, ImGuiTableFlags_SizingFixedFit)) {
        ImGui::PopStyleVar();
        return false;
    }
    ImGui::TableSetupColumn("label", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * form::kLabelColumnEm);
    ImGui::TableSetupColumn("input", ImGuiTableColumnFlags_WidthStretch);
    return true;
}

void end_form_table() {
    ImGui::EndTable();
    ImGui::PopStyleVar();
}

bool read_form_keys(HandFormUi& f, const form::KeyContext& context) {
    const bool plain = ui::no_modifier();
    bool focus = false;
    if (ui::pressed(ui::keys::kF2)) focus |= f.key({form::kPointsKey, plain}, context);
    for (int d = 1; d <= 9; ++d)
        if (ui::pressed('0' + d) || ui::pressed(ui::keys::kKeypad0 + d)) focus |= f.key({'0' + d, plain}, context);
    for (int letter = 'A'; letter <= 'Z'; ++letter)
        if (ui::pressed(letter)) focus |= f.key({letter, plain}, context);
    return focus;
}

}  // namespace tarock::app
