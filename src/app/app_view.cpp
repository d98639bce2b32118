// The frame around every screen: menu bar, global shortcuts, the status line.
#include <algorithm>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
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
    remember_ui(s);
}

void global_shortcuts(AppState& s) {
    if (!ui::ctrl()) return;
    if (ui::pressed('N') && s.db) show_new_evening(s);
    if (ui::pressed('Q')) s.quit = true;
    if (ui::pressed(ui::keys::kEqual) || ui::pressed(ui::keys::kRightBracket) || ui::pressed(ui::keys::kKeypadAdd)) step_font(s, +1);
    if (ui::pressed(ui::keys::kMinus) || ui::pressed(ui::keys::kSlash) || ui::pressed(ui::keys::kKeypadSubtract)) step_font(s, -1);
    if (ui::pressed('0') || ui::pressed(ui::keys::kKeypad0)) {
        s.ui.font_scale = 1.0f;
        remember_ui(s);
    }
}

void draw_menu(AppState& s, bool& show_keys) {
    if (!ImGui::BeginMenuBar()) return;
    if (ImGui::BeginMenu(tr_id("Datei", "file").c_str())) {
        if (ImGui::MenuItem(tr("Abendliste"), nullptr, false, s.db != nullptr)) show_evening_list(s);
        if (ImGui::MenuItem(tr("Neuer Abend"), tr("Strg+N"), false, s.db != nullptr)) show_new_evening(s);
        if (ImGui::MenuItem(tr("Auswertung (Statistik)"), nullptr, false, s.db != nullptr)) show_statistics(s);
        if (ImGui::MenuItem(tr("Turnier"), nullptr, false, s.db != nullptr)) show_tournament(s);
        if (ImGui::MenuItem(tr("Beispielabende anlegen"), nullptr, false, s.db != nullptr)) add_example_evenings(s);
        if (ImGui::MenuItem(tr("Datenbank wechseln…"))) s.database_dialog = {true, s.db_path, ""};
        const bool open = s.evening.has_value() && s.result.has_value();
        if (ImGui::BeginMenu(tr_id("Abend exportieren", "export").c_str(), open)) {
            if (ImGui::MenuItem(tr("Tabelle als CSV…"))) begin_export(s, ExportKind::Csv);
            if (ImGui::MenuItem(tr("Abrechnungsblatt (HTML, druckbar)…"))) begin_export(s, ExportKind::Html);
            if (ImGui::MenuItem(tr("Sitzungsdatei (JSON, Sicherung)…"))) begin_export(s, ExportKind::Json);
            ImGui::EndMenu();
        }
        ImGui::Separator();
        if (ImGui::MenuItem(tr("Beenden"), tr("Strg+Q"))) s.quit = true;
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu(tr_id("Bearbeiten", "edit").c_str())) {
        const std::string u = undo_label(s), r = redo_label(s);
        const bool in_evening = s.screen == Screen::Evening;
        if (ImGui::MenuItem(u.empty() ? tr("Rückgängig") : trf("Rückgängig: {}", u).c_str(), tr("Strg+Z"), false, in_evening && !u.empty())) undo(s);
        if (ImGui::MenuItem(r.empty() ? tr("Wiederholen") : trf("Wiederholen: {}", r).c_str(), tr("Strg+Y"), false, in_evening && !r.empty())) redo(s);
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu(tr_id("Ansicht", "view").c_str())) {
        bool large = s.ui.font_scale > 1.0f;
        if (ImGui::MenuItem(tr("Große Schrift"), nullptr, &large)) {
            s.ui.font_scale = large ? 1.5f : 1.0f;
            remember_ui(s);
        }
        if (ImGui::MenuItem(tr("Schrift größer"), tr("Strg+Plus"))) step_font(s, +1);
        if (ImGui::MenuItem(tr("Schrift kleiner"), tr("Strg+Minus"))) step_font(s, -1);
        if (ImGui::MenuItem(tr("Normale Schrift"), tr("Strg+0"))) {
            s.ui.font_scale = 1.0f;
            remember_ui(s);
        }
        ImGui::Separator();
        // The language names are written in their own language, so each finds its way back.
        if (ImGui::BeginMenu(tr_id("Sprache", "language").c_str())) {
            if (ImGui::MenuItem("Deutsch", nullptr, s.ui.language == Language::De)) {
                set_window_language(s, Language::De);
                remember_ui(s);
            }
            if (ImGui::MenuItem("English", nullptr, s.ui.language == Language::En)) {
                set_window_language(s, Language::En);
                remember_ui(s);
            }
            if (ImGui::MenuItem("Slovenščina", nullptr, s.ui.language == Language::Sl)) {
                set_window_language(s, Language::Sl);
                remember_ui(s);
            }
            if (ImGui::MenuItem("Magyar", nullptr, s.ui.language == Language::Hu)) {
                set_window_language(s, Language::Hu);
                remember_ui(s);
            }
            ImGui::EndMenu();
        }
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu(tr_id("Hilfe", "help").c_str())) {
        if (ImGui::MenuItem(tr("Tastenkürzel"))) show_keys = true;
        ImGui::EndMenu();
    }
    ImGui::EndMenuBar();
}

void draw_keys_popup(bool& open) {
    if (open) {
        ImGui::OpenPopup("###keys");
        open = false;
    }
    if (ImGui::BeginPopupModal(tr_id("Tastenkürzel", "keys").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        const char* lines[][2] = {
            {tr("Strg+N"), tr("Neuer Abend")},
            {tr("Enter / Doppelklick"), tr("Abend öffnen (Abendliste)")},
            {tr("Pfeiltasten, Leertaste"), tr("durch das Formular bewegen, auswählen")},
            {"1, 2, 3", tr("Spieler wählen (in Sprechreihenfolge)")},
            {"D / S", "Dreier / Solo"},
            {"F2", tr("Kartenpunkte eingeben")},
            {tr("Strg+Enter"), tr("Hand speichern")},
            {"Esc", tr("Formular leeren / Korrektur abbrechen")},
            {tr("Strg+K"), tr("gewählte Hand korrigieren")},
            {tr("Entf"), tr("gewählte Hand löschen")},
            {tr("Strg+Z / Strg+Y"), tr("Rückgängig / Wiederholen (Eintragen, Korrektur, Löschen)")},
            {tr("Strg+Plus / Strg+Minus / Strg+0"), tr("Schrift größer / kleiner / normal")},
            {tr("Strg+Q"), tr("Beenden")},
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
        if (ImGui::Button(tr("Schließen")) || ui::pressed(ui::keys::kEscape)) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
}

}  // namespace

namespace {

/// Datei → "Datenbank wechseln…": a file or a PostgreSQL location (switch_database).
void draw_database_dialog(AppState& s) {
    AppState::DatabaseDialog& d = s.database_dialog;
    const std::string id = tr_id("Datenbank wechseln", "database");
    if (d.open && !ImGui::IsPopupOpen(id.c_str())) ImGui::OpenPopup(id.c_str());
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (!ImGui::BeginPopupModal(id.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    ImGui::TextDisabled("%s", tr("Datei oder Datenbankserver (postgresql://benutzer:kennwort@rechner/datenbank):"));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 36.0f);
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    const bool enter = ImGui::InputText("##dblocation", &d.location, ImGuiInputTextFlags_EnterReturnsTrue);
    if (!d.error.empty()) ui::wrapped_coloured(ui::kRed, d.error);
    if (ImGui::Button(tr("Öffnen")) || enter) (void)switch_database(s, d.location);
    ImGui::SameLine();
    if (ImGui::Button(tr("Abbrechen")) || ui::pressed(ui::keys::kEscape)) d = {};
    if (!d.open) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace

namespace {

/// The status line as drawn: its text broken into at most two lines of `width` at spaces, the
/// rest cut with "…" (ui::lay_out, as ui::two_lines draws a text); then `cut`, and the whole text
/// is its tooltip.
struct StatusText {
    std::string text;
    int lines = 1;
    bool cut = false;
};

StatusText status_text(const std::string& text, float width) {
    const KeptText::Lines l = ui::lay_out(text, KeptText::Layout::TwoLines, width);
    if (l.second.empty()) return {l.first, 1, false};
    return {l.first + "\n" + l.second, 2, l.cut};
}

}  // namespace

void draw_app(AppState& s) {
    set_language(s.ui.language);
    expire_messages(s);
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(vp->WorkPos);
    ImGui::SetNextWindowSize(vp->WorkSize);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_MenuBar | ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("Tarock Buchhalter", nullptr, flags);
    global_shortcuts(s);
    bool show_keys = false;
    draw_menu(s, show_keys);

    // The status line: a long message (a refusal naming its field and rule) wraps into a second
    // line instead of being cut at the window's edge.
    std::string waiting;
    if (s.offline || (s.server_away && s.waiting_hands > 0)) {
        const std::string hands = s.waiting_hands == 1 ? std::string(tr("1 Hand wartet")) : trf("{} Hände warten", s.waiting_hands);
        waiting = trf("Server nicht erreichbar – {}, nächster Versuch in {} s", hands, seconds_to_retry(s));
    } else if (s.waiting_hands > 0) {
        waiting = trf("Hände, die auf den Server warten: {}", s.waiting_hands);
    }
    const float status_room = ImGui::GetContentRegionAvail().x -
                              (waiting.empty() ? 0.0f : ImGui::CalcTextSize(waiting.c_str()).x + ImGui::GetStyle().ItemSpacing.x);
    const StatusText status = status_text(s.status.text.empty() ? std::string(tr("Bereit.")) : s.status.text, status_room);
    const float status_h = std::max(ImGui::GetFrameHeightWithSpacing(),
                                    static_cast<float>(status.lines) * ImGui::GetTextLineHeightWithSpacing() + ImGui::GetStyle().ItemSpacing.y);
    follow_integrity_check(s);
    ImGui::BeginChild("##screen", ImVec2(0.0f, -status_h), false);
    if (!s.db && s.offline && !s.evening) {
        // Started while the server is away, and no evening of it was ever opened here.
        ui::wrapped_coloured(ui::kRed, trf("Der Server {} ist nicht erreichbar.", s.db_path));
        const std::string text =
            trf("Hier ist noch keine Kopie eines Abends von ihm (sie wird beim Öffnen eines Abends angelegt, solange er erreichbar ist, in {}). Nächster Versuch in {} s.",
                HandQueue::default_file(), seconds_to_retry(s));
        ImGui::TextWrapped("%s", text.c_str());
        if (ImGui::Button(tr("Jetzt versuchen"))) s.waiting_retry = {};
    } else if (!s.db && !s.offline) {
        ui::wrapped_coloured(ui::kRed, tr("Die Datenbank konnte nicht geöffnet werden:"));
        ui::wrapped_coloured(ui::kRed, s.db_error);
        if (!s.db_path.empty()) ImGui::TextWrapped("%s", trf("Datei: {}", s.db_path).c_str());
    } else {
        switch (s.screen) {
            case Screen::EveningList: draw_evening_list(s); break;
            case Screen::NewEvening: draw_new_evening(s); break;
            case Screen::Evening: draw_evening(s); break;
            case Screen::Statistics: draw_statistics(s); break;
            case Screen::Tournament: draw_tournament(s); break;
        }
    }
    ImGui::EndChild();
    ImGui::Separator();
    retry_waiting(s);
    if (!waiting.empty()) {
        ImGui::TextColored(ui::kRed, "%s", waiting.c_str());
        ImGui::SameLine();
    }
    if (s.status.error && !s.status.text.empty()) ImGui::TextColored(ui::kRed, "%s", status.text.c_str());
    else ImGui::TextDisabled("%s", status.text.c_str());
    if (status.cut) ui::tooltip(s.status.text);
    draw_keys_popup(show_keys);
    draw_export_dialog(s);
    draw_database_dialog(s);
    ImGui::End();
    draw_rule_window(s);
}

}  // namespace tarock::app
