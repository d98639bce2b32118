// The statistics screen: per player across all evenings of the database (evenings, hands,
// games declared and won, by game, the net in money) and the net over the evenings as a chart.
#include <fmt/format.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"
#include "report/sheet.hpp"

namespace tarock::app {

namespace {

/// The statistics of the evenings of one currency: the table per player, the games by game
/// and the result over those evenings as a chart `chart_height` high.
void draw_currency(const CurrencyStatistics& c, float chart_height) {
    const ImGuiTableFlags flags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH;
    if (ImGui::BeginTable("##stats", 8, flags)) {
        for (const char* h : {tr("Spieler"), tr("Abende"), tr("Hände"), tr("gespielt"), tr("angesagt"), tr("gewonnen"), tr("Quote"),
                              tr("Ergebnis")})
            ImGui::TableSetupColumn(h);
        ImGui::TableHeadersRow();
        for (const PlayerStats& p : c.players) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(p.name.c_str());
            for (int v : {p.evenings, p.hands, p.hands_active, p.declared, p.won}) {
                ImGui::TableNextColumn();
                ui::text_right(std::to_string(v), ImGui::GetStyleColorVec4(ImGuiCol_Text));
            }
            ImGui::TableNextColumn();
            // Whole percent, rounded half up, integer arithmetic.
            const std::string quote = p.declared > 0 ? fmt::format("{} %", (200 * p.won + p.declared) / (2 * p.declared)) : "–";
            ui::text_right(quote, ImGui::GetStyleColorVec4(ImGuiCol_Text));
            ImGui::TableNextColumn();
            ui::text_right(money_text(p.cents_total, c.currency), p.cents_total < 0 ? ui::kRed : ui::kGreen);
        }
        ImGui::EndTable();
    }
    ImGui::Spacing();
    ImGui::TextUnformatted(tr("Angesagt / gewonnen nach Spiel"));
    for (const PlayerStats& p : c.players) {
        if (p.by_game.empty()) continue;
        std::string line = p.name + ":";
        for (const auto& [game, dw] : p.by_game) line += fmt::format("  {} {}/{}", report::game_type_name(game, language()), dw.first, dw.second);
        ImGui::TextWrapped("%s", line.c_str());
    }
    ImGui::Spacing();
    ImGui::TextUnformatted(trf("Ergebnis über die Abende (aufsummiert, {})", c.currency).c_str());
    std::vector<std::string> names;
    std::vector<std::vector<std::int64_t>> series;  // cents
    for (const PlayerStats& p : c.players) {
        names.push_back(p.name);
        std::vector<std::int64_t> line{0};  // before the first evening
        std::int64_t sum = 0;
        for (std::int64_t cents : p.cents_by_evening) {
            sum += cents;
            line.push_back(sum);
        }
        series.push_back(std::move(line));
    }
    draw_line_chart("##stats_chart", names, series, [&](std::int64_t cents) { return money_text(cents, c.currency); },
                    chart_height, tr("Abend"));
}

}  // namespace

void draw_statistics(AppState& s) {
    const StatsData& st = s.stats;
    if (ImGui::Button(tr("Zurück zur Abendliste"))) show_evening_list(s);
    ImGui::SameLine();
    if (ImGui::Button(tr("Neu berechnen"))) show_statistics(s);
    ImGui::SameLine();
    const int n = st.evenings;
    ImGui::TextDisabled("%s", (n == 1 ? trf("{} Abend", n) : trf("{} Abende", n)).c_str());
    if (!st.error.empty()) ui::wrapped_coloured(ui::kRed, st.error);
    if (st.by_currency.empty()) {
        ImGui::TextDisabled("%s", tr("Noch keine Abende gespeichert."));
        return;
    }
    for (const CurrencyStatistics& c : st.by_currency) {
        ImGui::PushID(c.currency.c_str());
        // Money of different currencies is never added: the evenings of each currency apart.
        if (st.by_currency.size() > 1) {
            ImGui::Spacing();
            const int k = static_cast<int>(c.evenings.size());
            ImGui::TextUnformatted((k == 1 ? trf("{} Abend in {}", k, c.currency) : trf("{} Abende in {}", k, c.currency)).c_str());
            ImGui::Separator();
        }
        // One currency: the chart fills the window; several: each a chart of its own, one below the other.
        const float fs = ImGui::GetFontSize();
        draw_currency(c, st.by_currency.size() > 1 ? fs * 18.0f : std::max(160.0f, ImGui::GetContentRegionAvail().y - 60.0f));
        ImGui::PopID();
    }
}

}  // namespace tarock::app
