// The save dialog of an export (the desktop's own, else a path typed into the window), titled by
// what is saved ("Abend exportieren", "Tischkarten speichern", …), and, after an HTML page, the
// offer to open it in the browser.
#include <filesystem>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/actions.hpp"
#include "app/desktop.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

namespace {

SaveDialogRequest request(const AppState& s, ExportKind kind) {
    namespace fs = std::filesystem;
    const fs::path proposed(s.export_dialog.path);
    SaveDialogRequest r;
    r.folder = proposed.parent_path().string();
    r.name = proposed.filename().string();
    r.accept_label = tr("_Speichern");
    r.cancel_label = tr("_Abbrechen");
    switch (kind) {
        case ExportKind::Csv:
        case ExportKind::RankingCsv:
        case ExportKind::CupStandingCsv:
            r.title = kind == ExportKind::Csv ? tr("Tabelle als CSV speichern") : kind == ExportKind::RankingCsv ? tr("Rangliste als CSV speichern")
                                                                                                              : tr("Cupwertung als CSV speichern");
            r.filter_name = tr("CSV-Tabelle (*.csv)");
            r.pattern = "*.csv";
            break;
        case ExportKind::Html: r.title = tr("Abrechnungsblatt speichern"); break;
        case ExportKind::TableCards: r.title = tr("Tischkarten speichern"); break;
        case ExportKind::Ranking: r.title = tr("Rangliste speichern"); break;
        case ExportKind::CupStanding: r.title = tr("Cupwertung speichern"); break;
        case ExportKind::Json:
            r.title = tr("Sitzungsdatei speichern");
            r.filter_name = tr("Sitzungsdatei (*.json)");
            r.pattern = "*.json";
            break;
    }
    if (r.pattern.empty()) {  // the printable pages
        r.filter_name = tr("HTML-Seite (*.html)");
        r.pattern = "*.html";
    }
    return r;
}

/// The desktop's dialog, once per export; when it cannot start, the window's dialog instead.
void run_native_dialog(AppState& s) {
    ExportDialog& d = s.export_dialog;
    std::string path;
    switch (native_save_dialog(request(s, *d.kind), path)) {
        case DialogOutcome::Chosen:
            d.path = path;
            if (!finish_export(s)) d.typed = true;  // the window's dialog shows why, the path ready to fix
            break;
        case DialogOutcome::Cancelled: cancel_export(s); break;
        case DialogOutcome::Unavailable:
            s.native_dialogs = false;
            d.typed = true;
            break;
    }
}

void draw_typed_dialog(AppState& s) {
    ExportDialog& d = s.export_dialog;
    const std::string id = std::string(d.kind ? export_dialog_title(*d.kind) : "") + "###exportfile";
    if (d.kind && d.typed && !ImGui::IsPopupOpen(id.c_str())) ImGui::OpenPopup(id.c_str());
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (!ImGui::BeginPopupModal(id.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    if (!d.kind) {
        ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        return;
    }
    ImGui::TextUnformatted(request(s, *d.kind).title.c_str());
    ImGui::TextDisabled("%s", tr("Datei (Ordner und Name):"));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 36.0f);
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    const bool enter = ImGui::InputText("##exportpath", &d.path, ImGuiInputTextFlags_EnterReturnsTrue);
    if (!d.error.empty()) ui::wrapped_coloured(ui::kRed, d.error);
    if (ImGui::Button(tr("Speichern")) || enter) finish_export(s);
    ImGui::SameLine();
    if (ImGui::Button(tr("Abbrechen")) || ui::pressed(ui::keys::kEscape)) cancel_export(s);
    if (!d.kind) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

void draw_open_offer(AppState& s) {
    std::string& file = s.export_dialog.offer_open;
    const std::string id = std::string(saved_page_title(s.export_dialog.offered)) + "###openhtml";
    if (!file.empty() && !s.export_dialog.kind && !ImGui::IsPopupOpen(id.c_str())) ImGui::OpenPopup(id.c_str());
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (!ImGui::BeginPopupModal(id.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    ImGui::TextUnformatted(trf("Gespeichert unter {}", file).c_str());
    ImGui::TextUnformatted(tr("Im Browser öffnen, um es anzusehen oder zu drucken?"));
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    if (ImGui::Button(tr("Im Browser öffnen"))) {
        if (!open_with_desktop(file)) s.status = Status{tr("Der Browser konnte nicht gestartet werden (xdg-open)."), true, 0, 0, false};
        file.clear();
    }
    ImGui::SameLine();
    if (ImGui::Button(tr("Schließen")) || ui::pressed(ui::keys::kEscape)) file.clear();
    if (file.empty()) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace

const char* export_dialog_title(ExportKind kind) {
    switch (kind) {
        case ExportKind::TableCards: return tr("Tischkarten speichern");
        case ExportKind::Ranking:
        case ExportKind::RankingCsv: return tr("Rangliste speichern");
        case ExportKind::CupStanding:
        case ExportKind::CupStandingCsv: return tr("Cupwertung speichern");
        default: return tr("Abend exportieren");
    }
}

const char* saved_page_title(ExportKind kind) {
    switch (kind) {
        case ExportKind::TableCards: return tr("Tischkarten gespeichert");
        case ExportKind::Ranking: return tr("Rangliste gespeichert");
        case ExportKind::CupStanding: return tr("Cupwertung gespeichert");
        default: return tr("Abrechnungsblatt gespeichert");
    }
}

void draw_export_dialog(AppState& s) {
    if (s.export_dialog.kind && !s.export_dialog.typed) run_native_dialog(s);
    draw_typed_dialog(s);
    draw_open_offer(s);
}

}  // namespace tarock::app
