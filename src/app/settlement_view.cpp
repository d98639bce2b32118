// The settlement: balances in points and money, the transfers, closing the evening.
#include <algorithm>

#include <fmt/format.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"
#include "games/block/block.hpp"

namespace tarock::app {

namespace {

/// One step of the Hut settlement: its label, then one amount per player.
void hut_step(const std::string& label, const std::vector<Thirds>& values, bool signed_amounts, bool strong = false) {
    ImGui::TableNextRow();
    if (strong) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, ImGui::GetColorU32(ImVec4(0.80f, 0.88f, 1.0f, 1.0f)));
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", label.c_str());
    for (const Thirds t : values) {
        ImGui::TableNextColumn();
        if (signed_amounts) ui::amount_text(t, true);
        else ui::text_right(ui::plain_amount(t), ImGui::GetStyleColorVec4(ImGuiCol_Text));
    }
}

/// The Block-Tarok settlement under the Hut step by step as the book does it (§2.10,
/// 000:L611-646), from block::final_settlement(): players as columns. False (nothing drawn)
/// when the evening has no such settlement (yet).
bool draw_hut_steps(const Evening& e, const EveningResult& r) {
    if (!r.ledger) return false;
    std::optional<block::HutSettlement> hs;
    try {
        hs = block::final_settlement(*r.ledger, make_setup(e));
    } catch (const std::exception&) {
    }
    if (!hs) return false;
    const int n = static_cast<int>(e.players.size());
    ImGui::TextUnformatted(tr("Schlussabrechnung unter dem Hut (§2.10), in großen Blocks:"));
    const float fs = ImGui::GetFontSize();
    if (ImGui::BeginTable("##hutsteps", 1 + n, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_BordersOuterH |
                                                   ImGuiTableFlags_SizingFixedFit)) {
        ImGui::TableSetupColumn(tr("Schritt"), ImGuiTableColumnFlags_WidthStretch);
        for (int p = 0; p < n; ++p)
            ImGui::TableSetupColumn(e.players[static_cast<std::size_t>(p)].c_str(), ImGuiTableColumnFlags_WidthFixed,
                                    std::max(fs * 5.5f, ImGui::CalcTextSize(e.players[static_cast<std::size_t>(p)].c_str()).x));
        // Headers right-aligned over the amounts.
        ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
        for (int c = 0; c <= n; ++c) {
            ImGui::TableSetColumnIndex(c);
            const char* label = ImGui::TableGetColumnName(c);
            ImGui::PushID(c);
            if (c == 0) ImGui::TableHeader(label);
            else {
                ImGui::TableHeader("");
                ImGui::SameLine(0.0f, 0.0f);
                ui::text_right(label, ImGui::GetStyleColorVec4(ImGuiCol_Text));
            }
            ImGui::PopID();
        }
        hut_step(tr("1. Zweite Tafel: abgespielte Bêtes über dem Hut (+ gewonnen, − geschuldet)"), hs->second_board, true);
        hut_step(tr("2. Eigene Bêtes unter dem Hut"), hs->under_hut, false);
        hut_step(trf("3. Anteil am Hut: {} / {}", hs->hut_sum.to_display(), n), hs->share, false);
        hut_step(tr("4. Ausgleich: Anteil − eigene Bêtes"), hs->adjustment, true);
        hut_step(tr("5. Zusammen: zweite Tafel + Ausgleich"), hs->combined, true);
        hut_step(hs->chips_counted ? tr("6. Blocks gezählt (mehr oder weniger als am Anfang, A-24)") : tr("6. Blocks mehr oder weniger als am Anfang (aus den Händen)"),
                 hs->chip_delta, true);
        hut_step(tr("7. Endergebnis: Zusammen + Blocks"), hs->final_result, true, true);
        if (!r.cents.empty()) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextWrapped("%s", trf("8. In Geld ({} je großen Block)", money_text(e.stake.cents_per_unit, e.stake.currency)).c_str());
            for (int p = 0; p < n && p < static_cast<int>(r.cents.size()); ++p) {
                ImGui::TableNextColumn();
                const std::int64_t c = r.cents[static_cast<std::size_t>(p)];
                ui::text_right(money_text(c, e.stake.currency), c > 0 ? ui::kGreen : c < 0 ? ui::kRed : ImGui::GetStyleColorVec4(ImGuiCol_Text));
            }
        }
        ImGui::EndTable();
    }
    return true;
}

}  // namespace

void draw_settlement(AppState& s) {
    if (!s.evening || !s.result) return;
    const Evening& e = *s.evening;
    const EveningResult& r = *s.result;
    const int n = static_cast<int>(e.players.size());

    const bool hut_steps = draw_hut_steps(e, r);
    if (!hut_steps && ImGui::BeginTable("##balance", 3, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
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
    if (r.pending) {
        ui::wrapped_coloured(ui::kRed, trf("Noch nicht in Geld abrechenbar: {}", tr(*r.pending)));
    }
    if (!r.closing.postings.empty()) {
        ImGui::Spacing();
        if (!hut_steps) {
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
        ui::wrapped_coloured(ui::kRed, trf("Achtung: {} Hände mit Fehler werden nicht gewertet.", r.errors));
    ImGui::Spacing();
    const block::Board* board = board_of_evening(s);
    if (!e.closed) {
        if (board && board->hut_drawn) {
            // The Hut is drawn: the Touren no longer matter (the Tafel leads to the end).
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
            ImGui::TextUnformatted(trf("{} Touren angesagt ab Hand {}.", e.touren->rounds, e.touren->from_hand).c_str());
            ImGui::SameLine();
            if (ImGui::Button(tr_id("Touren zurücknehmen", "touren0").c_str())) set_touren(s, std::nullopt);
        }
        if (ImGui::Button(tr_id("Abend abschließen", "close").c_str())) set_evening_closed(s, true);
        ui::tooltip(tr("Markiert den Abend als abgerechnet; danach werden keine Hände mehr eingetragen."));
    } else {
        ImGui::TextColored(ui::kGreen, "%s", tr("Der Abend ist abgeschlossen."));
        ImGui::SameLine();
        if (ImGui::Button(tr_id("Abend wieder öffnen", "reopen").c_str())) set_evening_closed(s, false);
    }
}

}  // namespace tarock::app
