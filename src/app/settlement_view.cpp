// The settlement: balances in points and money, the transfers, closing the evening.
#include <algorithm>

#include <fmt/format.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/games/game_ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

namespace {

/// "Abend abschließen" while deals of the announced Touren are still to be played
/// (close_evening()): closes only when confirmed.
void draw_close_popup(AppState& s) {
    if (s.confirm_close) {
        ImGui::OpenPopup("###closetouren");
        s.confirm_close = false;
    }
    const int deals_left = touren_deals_left(s);
    const ImVec2 center = ImGui::GetMainViewport()->GetCenter();
    ImGui::SetNextWindowPos(center, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (!ImGui::BeginPopupModal(tr_id("Abend abschließen?", "closetouren").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    ImGui::TextUnformatted((deals_left == 1 ? std::string(tr("Von den angesagten Touren ist noch 1 Gabe zu spielen."))
                                            : trf("Von den angesagten Touren sind noch {} Gaben zu spielen.", deals_left)).c_str());
    ImGui::TextUnformatted(tr("Den Abend trotzdem jetzt abschließen?"));
    if (ImGui::Button(tr("Abschließen"))) {
        set_evening_closed(s, true);
        ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button(tr("Abbrechen")) || ui::pressed(ui::keys::kEscape)) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

/// The table's ranking by Schrift with the Kontra apart (AppState::ranking, evening_ranking;
/// koenigrufen_modern §7.3, §4).
void draw_ranking(const AppState& s) {
    if (!s.ranking || !s.evening) return;
    ImGui::Spacing();
    ImGui::TextUnformatted(tr("Rangliste des Tisches:"));
    ui::tooltip(tr("Gereiht nach der Schrift; die Kontras zählen nur im Geld (§7.3, §4). Gleichstand bleibt geteilt."));
    draw_ranking_table("##ranking", *s.ranking, s.evening->players, nullptr);
}

}  // namespace

void draw_ranking_table(const char* id, const std::vector<Placing>& ranking, const std::vector<std::string>& names, const std::vector<int>* cup_points) {
    if (!ImGui::BeginTable(id, cup_points ? 6 : 5, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) return;
    const float fs = ImGui::GetFontSize();
    ImGui::TableSetupColumn(tr("Platz"), ImGuiTableColumnFlags_WidthFixed, fs * 3.0f);
    ImGui::TableSetupColumn(tr("Spieler"), ImGuiTableColumnFlags_WidthFixed, fs * 8.0f);
    ImGui::TableSetupColumn(tr("Schrift"), ImGuiTableColumnFlags_WidthFixed, fs * 4.0f);
    ImGui::TableSetupColumn(tr("Kontra"), ImGuiTableColumnFlags_WidthFixed, fs * 4.0f);
    ImGui::TableSetupColumn(tr("Geld"), ImGuiTableColumnFlags_WidthFixed, fs * 4.0f);
    if (cup_points) ImGui::TableSetupColumn(tr("Cuppunkte"), ImGuiTableColumnFlags_WidthFixed, fs * 5.0f);
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < ranking.size(); ++i) {
        const Placing& p = ranking[i];
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted((std::to_string(p.place) + (p.shared ? "=" : "") + (p.by_lot ? std::string(" ") + tr("(Los)") : "")).c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(names.at(p.entrant).c_str());
        ImGui::TableNextColumn();
        ui::amount_text(p.schrift, true);
        ImGui::TableNextColumn();
        ui::amount_text(p.kontra(), true);
        ImGui::TableNextColumn();
        ui::amount_text(p.geld, true);
        if (cup_points) {
            ImGui::TableNextColumn();
            ui::text_right(std::to_string(cup_points->at(i)), ImGui::GetStyleColorVec4(ImGuiCol_Text));
        }
    }
    ImGui::EndTable();
}

void draw_settlement(AppState& s) {
    if (!s.evening || !s.result) return;
    const Evening& e = *s.evening;
    const EveningResult& r = *s.result;
    const int n = static_cast<int>(e.players.size());

    const bool own_figures = s.game->settlement_figures(s);
    if (!own_figures && ImGui::BeginTable("##balance", 3, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
        const float fs = ImGui::GetFontSize();
        ImGui::TableSetupColumn(tr("Spieler"), ImGuiTableColumnFlags_WidthFixed, fs * 8.0f);
        std::string unit = tr("Punkte");
        try {
            unit = tr(find_variant(e.variant).unit());
        } catch (const InputError&) {
        }
        ImGui::TableSetupColumn(unit.c_str(), ImGuiTableColumnFlags_WidthFixed, std::max(fs * 5.0f, ImGui::CalcTextSize(unit.c_str()).x));
        ImGui::TableSetupColumn(tr("Geld"), ImGuiTableColumnFlags_WidthFixed, fs * 8.0f);
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
                ui::text_right(money_text(c, e.stake.currency), c > 0 ? ui::kGreen : c < 0 ? ui::kRed : ImGui::GetStyleColorVec4(ImGuiCol_Text));
            } else {
                ui::text_right("\xE2\x80\x94", ui::kGrey);  // not settled in money yet
            }
        }
        ImGui::EndTable();
    }
    ImGui::TextDisabled("%s", trf("Einsatz: {} je {}", money_text(e.stake.cents_per_unit, e.stake.currency), unit_singular(e)).c_str());
    draw_ranking(s);
    if (r.pending) {
        ui::wrapped_coloured(ui::kRed, trf("Noch nicht in Geld abrechenbar: {}", tr(*r.pending)));
    }
    if (!r.closing.postings.empty()) {
        ImGui::Spacing();
        if (!own_figures) {
            ImGui::TextUnformatted(tr("Zum Schluss des Abends:"));
            draw_hand_result(s, e, r.closing, "##closing");
        } else if (ImGui::TreeNode(tr_id("Die Schlussbuchungen einzeln", "closing").c_str())) {
            draw_hand_result(s, e, r.closing, "##closing");
            ImGui::TreePop();
        }
    }
    ImGui::Spacing();
    ImGui::TextUnformatted(tr("Wer zahlt wem:"));
    if (r.pending) ImGui::TextDisabled("%s", tr("Erst wenn alles abgerechnet werden kann."));
    else if (r.transfers.empty()) ImGui::TextDisabled("%s", tr("Niemand muss etwas zahlen."));
    for (const Transfer& t : r.transfers)
        ImGui::BulletText("%s", trf("{} zahlt {} {}", account_name(e, t.from), account_name(e, t.to), money_text(t.cents, e.stake.currency)).c_str());
    if (r.errors > 0)
        ui::wrapped_coloured(ui::kRed, (r.errors == 1 ? trf("Achtung: {} Hand mit Fehler wird nicht gewertet.", r.errors) : trf("Achtung: {} Hände mit Fehler werden nicht gewertet.", r.errors)));
    ImGui::Spacing();
    if (!e.closed) {
        if (!s.game->offers_touren(s)) {
            // The game's own end of the evening leads on (Block: the Hut is drawn, the Tafel).
        } else if (!e.touren) {
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(tr("Touren zum Schluss:"));
            ui::tooltip(tr("Meist sagt der größte Verlierer drei oder sechs Touren an: jeder gibt noch so oft (tapp §1.5, A22)."));
            ImGui::SameLine();
            const int next = static_cast<int>(e.hands.size()) + 1;
            if (ImGui::Button(tr_id("3 Touren ansagen", "touren3").c_str())) set_touren(s, Touren{next, 3});
            ImGui::SameLine();
            if (ImGui::Button(tr_id("6 Touren ansagen", "touren6").c_str())) set_touren(s, Touren{next, 6});
        } else {
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(trf("{} Touren angesagt ab Hand {}.", e.touren->rounds, played_number_of_position(r, e.touren->from_hand)).c_str());
            ImGui::SameLine();
            if (ImGui::Button(tr_id("Touren zurücknehmen", "touren0").c_str())) set_touren(s, std::nullopt);
        }
        // Announced Touren not all played: closing asks first, naming the deals left.
        if (ImGui::Button(tr_id("Abend abschließen", "close").c_str())) close_evening(s);
        ui::tooltip(tr("Markiert den Abend als abgerechnet; danach werden keine Hände mehr eingetragen."));
        draw_close_popup(s);
    } else {
        ImGui::TextColored(ui::kGreen, "%s", tr("Der Abend ist abgeschlossen."));
        ImGui::SameLine();
        if (ImGui::Button(tr_id("Abend wieder öffnen", "reopen").c_str())) set_evening_closed(s, false);
    }
}

}  // namespace tarock::app
