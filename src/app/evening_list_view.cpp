// Start screen: the evenings in the database.
#include <string>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

namespace {

std::string join_players(const std::vector<std::string>& players) {
    std::string s;
    for (const std::string& p : players) s += (s.empty() ? "" : ", ") + p;
    return s;
}

std::string variant_name(const std::string& id) {
    try {
        return tr(find_variant(id).name());
    } catch (const InputError&) {
        return id;
    }
}

/// A button beside the last item when it fits, else on the next line (ui::same_line_if_fits).
bool button_beside(const std::string& label) {
    ui::same_line_if_fits(ui::button_width(label));
    return ImGui::Button(label.c_str());
}

/// A cell's text in at most two lines, cut with "…" and whole in its tooltip when longer.
void cell(const std::string& text) {
    ImGui::BeginGroup();
    const bool cut = ui::two_lines(KeptText(text), ImGui::GetStyleColorVec4(ImGuiCol_Text));
    ImGui::EndGroup();
    if (cut && ImGui::IsItemHovered()) ui::tooltip(text);
}

}  // namespace

void draw_evening_list(AppState& s) {
    // The buttons in one line, or in two where the window is narrow or the font large.
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("Abende"));
    if (button_beside(tr_id("Neuer Abend (Strg+N)", "new"))) show_new_evening(s);
    const bool can_open = s.list_selected >= 0 && s.list_selected < static_cast<int>(s.evenings.size());
    ImGui::BeginDisabled(!can_open);
    bool open = button_beside(tr_id("Öffnen (Enter)", "open"));
    ImGui::EndDisabled();
    if (button_beside(tr_id("Aktualisieren", "refresh"))) refresh_evening_list(s);
    ImGui::BeginDisabled(!can_open);
    if (button_beside(tr_id("In den Papierkorb", "to_wastebasket")) && can_open)
        delete_evening(s, s.evenings[static_cast<std::size_t>(s.list_selected)].id);
    ImGui::EndDisabled();
    if (button_beside(tr_id("Auswertung", "statistics"))) show_statistics(s);
    const std::string wastebasket = tr_id("Papierkorb zeigen", "show_wastebasket");
    ui::same_line_if_fits(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(wastebasket.c_str(), nullptr, true).x);
    if (ImGui::Checkbox(wastebasket.c_str(), &s.show_wastebasket) && s.show_wastebasket) refresh_wastebasket(s);
    if (!s.db_path.empty()) {
        // Beside the buttons when it fits, else on a line of its own (wrapped: a long path).
        const std::string where = trf("Datenbank: {}", s.db_path);
        ui::same_line_if_fits(where);
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s", where.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Separator();

    if (!s.list_error.empty()) {
        ui::wrapped_coloured(ui::kRed, tr("Die Abende können nicht gelesen werden:"));
        ui::wrapped_coloured(ui::kRed, s.list_error);
    } else if (s.evenings.empty()) {
        ImGui::TextWrapped("%s", tr("Noch keine Abende. Mit „Neuer Abend“ (Strg+N) einen anlegen."));
        ImGui::Spacing();
        ImGui::TextWrapped("%s", tr("Zum Kennenlernen: die Beispielabende aller Spiele, jeder ein ganzer Abend mit Erklärungen und Abrechnung. Sie werden als gewöhnliche Abende angelegt und lassen sich wieder löschen."));
        if (ImGui::Button(tr_id("Beispielabende ansehen", "examples").c_str())) add_example_evenings(s);
    } else if (ImGui::BeginTable("##evenings", 6,
                                 ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersOuterH | ImGuiTableFlags_BordersV | ImGuiTableFlags_ScrollY |
                                     ImGuiTableFlags_SizingFixedFit)) {
        // Title, game and players share the width; each row two lines high (a long title wraps,
        // what still does not fit ends in "…", whole in the tooltip).
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn(tr("Datum"), ImGuiTableColumnFlags_WidthFixed);  // as wide as its dates
        ImGui::TableSetupColumn(tr("Titel"), ImGuiTableColumnFlags_WidthStretch, 3.0f);
        ImGui::TableSetupColumn(tr("Spiel"), ImGuiTableColumnFlags_WidthStretch, 2.0f);
        ImGui::TableSetupColumn(tr("Spieler"), ImGuiTableColumnFlags_WidthStretch, 2.0f);
        ImGui::TableSetupColumn(tr("Hände"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn(tr("Status"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableHeadersRow();
        const float row_height = ImGui::GetTextLineHeight() * 2.0f + ImGui::GetStyle().ItemSpacing.y;
        ImGuiListClipper clipper;
        clipper.Begin(static_cast<int>(s.evenings.size()));
        while (clipper.Step()) {
            for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
                const EveningSummary& ev = s.evenings[static_cast<std::size_t>(i)];
                ImGui::TableNextRow();
                ImGui::PushID(i);
                ImGui::TableNextColumn();
                if (ImGui::Selectable(ev.date.c_str(), s.list_selected == i,
                                      ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowDoubleClick, ImVec2(0.0f, row_height))) {
                    s.list_selected = i;
                    if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) open = true;
                }
                if (ImGui::IsItemFocused()) s.list_selected = i;
                ImGui::TableNextColumn();
                cell(ev.title);
                ImGui::TableNextColumn();
                cell(variant_name(ev.variant));
                ImGui::TableNextColumn();
                cell(join_players(ev.players));
                ImGui::TableNextColumn();
                ui::text_right(std::to_string(ev.hands), ImGui::GetStyleColorVec4(ImGuiCol_Text));
                ImGui::TableNextColumn();
                if (ev.closed) ImGui::TextDisabled("%s", tr("abgeschlossen"));
                else ImGui::TextColored(ui::kGreen, "%s", tr("offen"));
                ImGui::PopID();
            }
        }
        ImGui::EndTable();
    }
    if (!ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId) && !ImGui::GetIO().WantTextInput &&
        (ui::pressed(ui::keys::kEnter) || ui::pressed(ui::keys::kKeypadEnter)) && ui::no_modifier())
        open = true;
    if (open && s.list_selected >= 0 && s.list_selected < static_cast<int>(s.evenings.size()))
        open_evening(s, s.evenings[static_cast<std::size_t>(s.list_selected)].id);
    if (s.show_wastebasket) draw_wastebasket(s);
}

void draw_wastebasket(AppState& s) {
    ImGui::Separator();
    ImGui::TextUnformatted(trf("Papierkorb ({})", s.wastebasket.size()).c_str());
    ImGui::SameLine();
    ui::help_marker(tr("Ein Abend im Papierkorb bleibt vollständig erhalten, bis er hier ausdrücklich endgültig gelöscht wird."));
    for (const EveningSummary& ev : s.wastebasket) {
        ImGui::PushID(static_cast<int>(ev.id));
        if (ImGui::SmallButton(tr("Zurückholen"))) restore_evening(s, ev.id);
        ImGui::SameLine();
        if (ImGui::SmallButton(tr("Endgültig löschen ..."))) s.confirm_purge_evening = ev.id;
        ImGui::SameLine();
        const std::string hands = ev.hands == 1 ? trf("{} Hand", ev.hands) : trf("{} Hände", ev.hands);
        ImGui::TextUnformatted(fmt::format("{}  {}  {}  ({})", ev.date, ev.title, variant_name(ev.variant), hands).c_str());
        ImGui::PopID();
    }
    if (s.confirm_purge_evening != 0) ImGui::OpenPopup("###purge_evening");
    if (ImGui::BeginPopupModal(tr_id("Endgültig löschen?", "purge_evening").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        ImGui::TextUnformatted(tr("Der Abend wird mit allen Händen und ihrem ganzen Verlauf gelöscht."));
        ImGui::TextColored(ui::kRed, "%s", tr("Das kann nicht rückgängig gemacht werden."));
        if (ImGui::Button(tr("Endgültig löschen"))) {
            purge_evening(s, s.confirm_purge_evening);
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ImGui::Button(tr("Abbrechen")) || ui::pressed(ui::keys::kEscape)) {
            s.confirm_purge_evening = 0;
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndPopup();
    }
}

}  // namespace tarock::app
