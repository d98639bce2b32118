// The settlement: balances in points and money, the transfers, closing the evening.
#include <algorithm>

#include <fmt/format.h>

#include "app/actions.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

void draw_settlement(AppState& s) {
    if (!s.evening || !s.result) return;
    const Evening& e = *s.evening;
    const EveningResult& r = *s.result;
    const int n = static_cast<int>(e.players.size());

    if (ImGui::BeginTable("##balance", 3, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
        const float fs = ImGui::GetFontSize();
        ImGui::TableSetupColumn("Spieler", ImGuiTableColumnFlags_WidthFixed, fs * 8.0f);
        std::string unit = "Punkte";
        try {
            unit = find_variant(e.variant).unit().de;
        } catch (const InputError&) {
        }
        ImGui::TableSetupColumn(unit.c_str(), ImGuiTableColumnFlags_WidthFixed, std::max(fs * 5.0f, ImGui::CalcTextSize(unit.c_str()).x));
        ImGui::TableSetupColumn("Geld", ImGuiTableColumnFlags_WidthFixed, fs * 8.0f);
        ImGui::TableHeadersRow();
        for (int p = 0; p < n && p < static_cast<int>(r.balance.size()); ++p) {
            const auto i = static_cast<std::size_t>(p);
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(e.players[i].c_str());
            ImGui::TableNextColumn();
            ui::amount_text(r.balance[i], true);
            ImGui::TableNextColumn();
            if (i < r.cents.size()) {
                const std::int64_t c = r.cents[i];
                ui::text_right(format_money(c, e.stake.currency), c > 0 ? ui::kGreen : c < 0 ? ui::kRed : ImGui::GetStyleColorVec4(ImGuiCol_Text));
            } else {
                ui::text_right("\xE2\x80\x94", ui::kGrey);  // not settled in money yet
            }
        }
        ImGui::EndTable();
    }
    ImGui::TextDisabled("Einsatz: %s je %s", format_money(e.stake.cents_per_unit, e.stake.currency).c_str(), unit_singular(e).c_str());
    if (r.pending) {
        ui::wrapped_coloured(ui::kRed, "Noch nicht in Geld abrechenbar: " + r.pending->de);
    }
    if (!r.closing.postings.empty()) {
        ImGui::Spacing();
        ImGui::TextUnformatted("Zum Schluss des Abends:");
        draw_hand_result(e, r.closing, "##closing");
    }
    ImGui::Spacing();
    ImGui::TextUnformatted("Wer zahlt wem:");
    if (r.pending) ImGui::TextDisabled("Erst wenn alles abgerechnet werden kann.");
    else if (r.transfers.empty()) ImGui::TextDisabled("Niemand muss etwas zahlen.");
    for (const Transfer& t : r.transfers)
        ImGui::BulletText("%s zahlt %s %s", account_name(e, t.from).c_str(), account_name(e, t.to).c_str(),
                          format_money(t.cents, e.stake.currency).c_str());
    if (r.errors > 0)
        ui::wrapped_coloured(ui::kRed, fmt::format("Achtung: {} Hände mit Fehler werden nicht gewertet.", r.errors));
    ImGui::Spacing();
    if (!e.closed) {
        if (!e.touren) {
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted("Touren zum Schluss:");
            ui::tooltip("Meist sagt der größte Verlierer drei oder sechs Touren an: jeder gibt noch so oft (tapp §1.5, A22).");
            ImGui::SameLine();
            const int next = static_cast<int>(e.hands.size()) + 1;
            if (ImGui::Button("3 Touren ansagen")) set_touren(s, Touren{next, 3});
            ImGui::SameLine();
            if (ImGui::Button("6 Touren ansagen")) set_touren(s, Touren{next, 6});
        } else {
            ImGui::AlignTextToFramePadding();
            ImGui::Text("%d Touren angesagt ab Hand %d.", e.touren->rounds, e.touren->from_hand);
            ImGui::SameLine();
            if (ImGui::Button("Touren zurücknehmen")) set_touren(s, std::nullopt);
        }
        if (ImGui::Button("Abend abschließen")) set_evening_closed(s, true);
        ui::tooltip("Markiert den Abend als abgerechnet; danach werden keine Hände mehr eingetragen.");
    } else {
        ImGui::TextColored(ui::kGreen, "Der Abend ist abgeschlossen.");
        ImGui::SameLine();
        if (ImGui::Button("Abend wieder öffnen")) set_evening_closed(s, false);
    }
}

}  // namespace tarock::app
