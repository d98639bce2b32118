// Drawing helpers shared by the hand forms.
#include "app/form_widgets.hpp"
#include "app/lang.hpp"

#include <fmt/format.h>
#include <imgui_stdlib.h>

#include "app/app_state.hpp"
#include "app/ui.hpp"

namespace tarock::app::form {

bool begin_table(const char* id) {
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_SizingFixedFit)) return false;
    ImGui::TableSetupColumn("label", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 8.5f);
    ImGui::TableSetupColumn("input", ImGuiTableColumnFlags_WidthStretch);
    return true;
}

void end_table() { ImGui::EndTable(); }

void row(const char* label, const char* help) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    if (help) ui::tooltip(help);
    ImGui::TableNextColumn();
}

void continue_row() {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TableNextColumn();
}

void next_on_line(const char* label) {
    const ImGuiStyle& st = ImGui::GetStyle();
    const float w = ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetFrameHeight() + st.ItemInnerSpacing.x;
    const float right = ImGui::GetItemRectMax().x + st.ItemSpacing.x + w;
    const float limit = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (right < limit) ImGui::SameLine();
}

bool player_radios(const char* id, int& seat, const Deal& deal, const std::vector<std::string>& players, bool shortcuts) {
    bool changed = false;
    ImGui::PushID(id);
    for (std::size_t i = 0; i < deal.active.size(); ++i) {
        const int p = deal.active[i];
        std::string label = players[static_cast<std::size_t>(p)];
        if (i == 0) label += " (VH)";
        if (shortcuts) label = fmt::format("{} {}", i + 1, label);
        label += "##" + std::to_string(p);
        changed |= radio(label.c_str(), seat, p, i == 0);
        if (i == 0) ui::tooltip(tr("VH = Vorhand, spricht zuerst."));
    }
    ImGui::PopID();
    if (seat >= 0 && seat < static_cast<int>(players.size()) && !deal.is_active(seat)) {
        ImGui::SameLine();
        ImGui::TextColored(ui::kRed, "%s", trf("({} ruht)", players[static_cast<std::size_t>(seat)]).c_str());
    }
    return changed;
}

bool player_combo(const char* id, int& seat, const Deal& deal, const std::vector<std::string>& players, const char* none_label) {
    const std::string preview = seat >= 0 && seat < static_cast<int>(players.size()) ? players[static_cast<std::size_t>(seat)] : none_label;
    bool changed = false;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12.0f);
    if (ImGui::BeginCombo(id, preview.c_str())) {
        if (ImGui::Selectable(none_label, seat < 0)) {
            seat = -1;
            changed = true;
        }
        for (int p : deal.active) {
            if (ImGui::Selectable(players[static_cast<std::size_t>(p)].c_str(), seat == p)) {
                seat = p;
                changed = true;
            }
        }
        ImGui::EndCombo();
    }
    return changed;
}

void per_player_inputs(AppState& s, std::vector<std::string>& texts, const Deal& deal, const std::vector<std::string>& players) {
    bool first = true;
    for (int p : deal.active) {
        ImGui::PushID(100 + p);
        if (!first) ImGui::SameLine();
        if (first && s.focus_form) {
            ImGui::SetKeyboardFocusHere();
            s.focus_form = false;
        }
        first = false;
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(players[static_cast<std::size_t>(p)].c_str());
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4.0f);
        ImGui::InputText("##pts", &texts[static_cast<std::size_t>(p)]);
        ImGui::PopID();
    }
}

void dealer_row(AppState& s, int& dealer, bool& dealer_explicit, const Deal& deal) {
    const auto& players = s.evening->players;
    const int n = static_cast<int>(players.size());
    row(tr("Geber"), tr("Vorbelegt mit dem nächsten Geber der Reihe."));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10.0f);
    const std::string cur = dealer >= 0 && dealer < n ? players[static_cast<std::size_t>(dealer)] : "?";
    if (ImGui::BeginCombo("##dealer", cur.c_str())) {
        for (int p = 0; p < n; ++p)
            if (ImGui::Selectable(players[static_cast<std::size_t>(p)].c_str(), dealer == p)) {
                dealer = p;
                dealer_explicit = p != s.entry.rotation_dealer || dealer_explicit;
            }
        ImGui::EndCombo();
    }
    if (deal.resting) {
        ImGui::SameLine();
        ImGui::TextDisabled("%s", trf("{} ruht (König)", players[static_cast<std::size_t>(*deal.resting)]).c_str());
    }
}

void note_rows(AppState& s, std::string& note) {
    row(tr("Notiz"));
    ImGui::SetNextItemWidth(-1.0f);
    ImGui::InputTextWithHint("##note", tr("optional"), &note);
    if (s.entry.correcting) {
        row(tr("Grund"), tr("Warum die Hand korrigiert wird (steht im Verlauf)."));
        ImGui::SetNextItemWidth(-1.0f);
        ImGui::InputTextWithHint("##cnote", tr("Grund der Korrektur (optional)"), &s.entry.correction_note);
    }
}

void declarer_keys(AppState& s, int& declarer) {
    if (!s.entry.deal) return;
    const auto& active = s.entry.deal->active;
    for (std::size_t k = 0; k < active.size() && k < 9; ++k)
        if (ui::pressed('1' + static_cast<int>(k)) || ui::pressed(ui::keys::kKeypad1 + static_cast<int>(k))) declarer = active[k];
}

}  // namespace tarock::app::form
