// Postings with their reasons and rules: the explanation of a stored hand and the live preview.
#include <fmt/format.h>

#include <string>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

namespace {

std::string deal_line(const Evening& e, const Deal& d) {
    std::string s = trf("Geber: {}", account_name(e, d.dealer));
    if (d.resting) s += tr(" (ruht als König)");
    if (!d.active.empty()) s += trf(" · Vorhand: {}", account_name(e, d.active.front()));
    return s;
}

void draw_refusal(AppState& s, const InputError& err) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui::kRed);
    ImGui::TextWrapped("%s", trf("Nicht gültig: {}", tr(err.message())).c_str());
    if (const std::string label = field_label(s, err.field()); !label.empty()) ImGui::TextWrapped("%s", trf("Bitte im Feld „{}“ berichtigen.", label).c_str());
    ImGui::PopStyleColor();
    const std::string rule = err.rule().to_string();
    if (!rule.empty()) rule_link(s, err.rule(), trf("Regel: {}", rule));
}

}  // namespace

void draw_hand_texts(AppState& state, const HandTexts& t, const char* id) {
    if (t.postings.empty()) {
        ImGui::TextDisabled("%s", tr("Keine Zahlungen."));
    } else if (ImGui::BeginTable(id, 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit)) {
        ImGui::TableSetupColumn(tr("Wer zahlt wem"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn(tr("Betrag"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn(tr("Warum (Regel)"), ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableHeadersRow();
        for (const HandTexts::Line& p : t.postings) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ui::text(p.who);
            ImGui::TableNextColumn();
            ui::text_right(p.amount, ImGui::GetStyleColorVec4(ImGuiCol_Text));
            ImGui::TableNextColumn();
            ui::wrapped(p.reason, ImGui::GetStyleColorVec4(ImGuiCol_Text));
            if (!p.rule.empty()) {
                ImGui::PushID(&p);
                rule_link(state, p.ref, p.rule, p.linked);
                ImGui::PopID();
                if (!p.book.empty()) ui::wrapped(p.book, ui::kGrey);
            }
        }
        ImGui::EndTable();
    }
    for (const KeptText& note : t.notes) ui::wrapped(note, ui::kBlue);
    // Net per player, and the pot when it moved.
    ImGui::TextUnformatted(tr("Ergebnis:"));
    for (const auto& [name, amount] : t.net) {
        ui::same_line_if_fits(ui::size_of(name).x + ImGui::CalcTextSize(" ").x + ui::size_of(amount.text).x);
        ui::text(name);
        ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
        ui::amount_text(amount.text, amount.value, false);
    }
}

void draw_hand_result(AppState& state, const Evening& e, const HandResult& r, const char* id) { draw_hand_texts(state, hand_texts(e, r), id); }

void draw_explanation(AppState& s) {
    if (!s.evening || !s.result) return;
    const auto& rows = s.result->rows;
    if (s.selected_row < 0 || s.selected_row >= static_cast<int>(rows.size())) {
        ImGui::TextDisabled("%s", tr("Eine Zeile der Tabelle wählen, um ihre Abrechnung zu sehen."));
        return;
    }
    const HandRow& row = rows[static_cast<std::size_t>(s.selected_row)];
    const HandTexts& texts = explanation_texts(s);
    ui::wrapped(s.texts.explanation_head, ImGui::GetStyleColorVec4(ImGuiCol_Text));
    if (row.error) {
        draw_refusal(s, *row.error);
        ImGui::TextWrapped("%s", tr("Diese Hand wird nicht gewertet. Mit „Korrigieren“ berichtigen oder löschen."));
        return;
    }
    if (!row.outcome) return;
    ui::wrapped(s.texts.explanation_summary, ui::kBlue);
    draw_hand_texts(s, texts, "##explain");
}

void draw_preview(AppState& s) {
    if (!s.evening) return;
    refresh_preview(s);
    const HandEntry& en = s.entry;
    if (en.deal) ui::wrapped_coloured(ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled), deal_line(*s.evening, *en.deal));
    if (en.refusal) {
        const std::string hint = en.form ? en.form->hint(*en.refusal) : std::string();
        if (!hint.empty()) {
            ImGui::TextWrapped("%s", hint.c_str());
            return;
        }
        draw_refusal(s, *en.refusal);
        return;
    }
    if (!en.preview) return;
    ui::wrapped_coloured(ui::kBlue, tr(en.preview->outcome.summary));
    draw_hand_texts(s, preview_texts(s), "##preview");
}

}  // namespace tarock::app
