// The frame around every screen: menu bar, global shortcuts, the status line.
#include <algorithm>

#include "app/actions.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

namespace {

constexpr float kFontScales[] = {1.0f, 1.25f, 1.5f, 1.75f, 2.0f};

void step_font(AppState& s, int dir) {
    const int count = static_cast<int>(std::size(kFontScales));
    int idx = 0;
    for (int i = 0; i < count; ++i)
        if (kFontScales[i] <= s.ui.font_scale + 0.01f) idx = i;
    idx = std::clamp(idx + dir, 0, count - 1);
    s.ui.font_scale = kFontScales[idx];
}

void global_shortcuts(AppState& s) {
    if (!ui::ctrl()) return;
    if (ui::pressed('N') && s.db) show_new_evening(s);
    if (ui::pressed('Q')) s.quit = true;
    if (ui::pressed(ui::keys::kEqual) || ui::pressed(ui::keys::kRightBracket) || ui::pressed(ui::keys::kKeypadAdd)) step_font(s, +1);
    if (ui::pressed(ui::keys::kMinus) || ui::pressed(ui::keys::kSlash) || ui::pressed(ui::keys::kKeypadSubtract)) step_font(s, -1);
    if (ui::pressed('0') || ui::pressed(ui::keys::kKeypad0)) s.ui.font_scale = 1.0f;
}

void draw_menu(AppState& s, bool& show_keys) {
    if (!ImGui::BeginMenuBar()) return;
    if (ImGui::BeginMenu("Datei")) {
        if (ImGui::MenuItem("Abendliste", nullptr, false, s.db != nullptr)) show_evening_list(s);
        if (ImGui::MenuItem("Neuer Abend", "Strg+N", false, s.db != nullptr)) show_new_evening(s);
        ImGui::Separator();
        if (ImGui::MenuItem("Beenden", "Strg+Q")) s.quit = true;
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Ansicht")) {
        bool large = s.ui.font_scale > 1.0f;
        if (ImGui::MenuItem("Große Schrift", nullptr, &large)) s.ui.font_scale = large ? 1.5f : 1.0f;
        if (ImGui::MenuItem("Schrift größer", "Strg+Plus")) step_font(s, +1);
        if (ImGui::MenuItem("Schrift kleiner", "Strg+Minus")) step_font(s, -1);
        if (ImGui::MenuItem("Normale Schrift", "Strg+0")) s.ui.font_scale = 1.0f;
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Hilfe")) {
        if (ImGui::MenuItem("Tastenkürzel")) show_keys = true;
        ImGui::EndMenu();
    }
    ImGui::EndMenuBar();
}

void draw_keys_popup(bool& open) {
    if (open) {
        ImGui::OpenPopup("Tastenkürzel");
        open = false;
    }
    if (ImGui::BeginPopupModal("Tastenkürzel", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        const char* lines[][2] = {
            {"Strg+N", "Neuer Abend"},
            {"Enter / Doppelklick", "Abend öffnen (Abendliste)"},
            {"Pfeiltasten, Leertaste", "durch das Formular bewegen, auswählen"},
            {"1, 2, 3", "Spieler wählen (in Sprechreihenfolge)"},
            {"D / S", "Dreier / Solo"},
            {"F2", "Kartenpunkte eingeben"},
            {"Strg+Enter", "Hand speichern"},
            {"Esc", "Formular leeren / Korrektur abbrechen"},
            {"Strg+K", "gewählte Hand korrigieren"},
            {"Entf", "gewählte Hand löschen"},
            {"Strg+Plus / Strg+Minus / Strg+0", "Schrift größer / kleiner / normal"},
            {"Strg+Q", "Beenden"},
        };
        if (ImGui::BeginTable("##keys", 2, ImGuiTableFlags_SizingFixedFit)) {
            for (const auto& l : lines) {
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(l[0]);
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(l[1]);
            }
            ImGui::EndTable();
        }
        if (ImGui::Button("Schließen") || ui::pressed(ui::keys::kEscape)) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
}

}  // namespace

void draw_app(AppState& s) {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(vp->WorkPos);
    ImGui::SetNextWindowSize(vp->WorkSize);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_MenuBar | ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("Tarock Buchhalter", nullptr, flags);
    global_shortcuts(s);
    bool show_keys = false;
    draw_menu(s, show_keys);

    const float status_h = ImGui::GetFrameHeightWithSpacing();
    ImGui::BeginChild("##screen", ImVec2(0.0f, -status_h), false);
    if (!s.db) {
        ui::wrapped_coloured(ui::kRed, "Die Datenbank konnte nicht geöffnet werden:");
        ui::wrapped_coloured(ui::kRed, s.db_error);
        if (!s.db_path.empty()) ImGui::TextWrapped("Datei: %s", s.db_path.c_str());
    } else {
        switch (s.screen) {
            case Screen::EveningList: draw_evening_list(s); break;
            case Screen::NewEvening: draw_new_evening(s); break;
            case Screen::Evening: draw_evening(s); break;
        }
    }
    ImGui::EndChild();
    ImGui::Separator();
    if (!s.status.text.empty()) {
        if (s.status.error) ImGui::TextColored(ui::kRed, "%s", s.status.text.c_str());
        else ImGui::TextDisabled("%s", s.status.text.c_str());
    } else {
        ImGui::TextDisabled("Bereit.");
    }
    draw_keys_popup(show_keys);
    ImGui::End();
}

}  // namespace tarock::app
