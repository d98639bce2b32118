// Postings with their reasons and rules: the explanation of a stored hand and the live preview.
#include <fmt/format.h>

#include <string>
#include <unordered_map>

#include "core/sources.hpp"

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

/// book_reference(source), worked out once per source: the explanation is drawn every frame,
/// and the book's chapter, heading and page of a rule never change while the program runs.
const Text& book_of(const std::string& source) {
    static std::unordered_map<std::string, Text> books;
    auto it = books.find(source);
    if (it == books.end()) it = books.emplace(source, book_reference(source)).first;
    return it->second;
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

void draw_hand_result(AppState& state, const Evening& e, const HandResult& r, const char* id) {
    const int n = static_cast<int>(e.players.size());
    if (r.postings.empty()) {
        ImGui::TextDisabled("%s", tr("Keine Zahlungen."));
    } else if (ImGui::BeginTable(id, 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit)) {
        ImGui::TableSetupColumn(tr("Wer zahlt wem"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn(tr("Betrag"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn(tr("Warum (Regel)"), ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableHeadersRow();
        for (const Posting& p : r.postings) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted((account_name(e, p.payer) + " \xE2\x86\x92 " + account_name(e, p.payee)).c_str());
            ImGui::TableNextColumn();
            ui::text_right(p.amount.to_display(), ImGui::GetStyleColorVec4(ImGuiCol_Text));
            ImGui::TableNextColumn();
            ImGui::TextWrapped("%s", tr(p.reason).c_str());
            const std::string rule = p.rule.to_string();
            if (!rule.empty()) {
                ImGui::PushID(&p);
                rule_link(state, p.rule, "[" + rule + "]");
                ImGui::PopID();
                const std::string book = tr(book_of(p.rule.source));
                if (!book.empty()) ui::wrapped_coloured(ui::kGrey, book);
            }
        }
        ImGui::EndTable();
    }
    for (const Text& note : r.notes) {
        ImGui::PushStyleColor(ImGuiCol_Text, ui::kBlue);
        ImGui::TextWrapped("%s", trf("Hinweis: {}", tr(note)).c_str());
        ImGui::PopStyleColor();
    }
    // Net per player, and the pot when it moved.
    const auto net = r.net(n);
    ImGui::TextUnformatted(tr("Ergebnis:"));
    for (int s = 0; s < n; ++s) {
        const std::string name = account_name(e, s) + ":";
        ui::same_line_if_fits(ImGui::CalcTextSize((name + " " + ui::signed_amount(net[static_cast<std::size_t>(s)])).c_str()).x);
        ImGui::TextUnformatted(name.c_str());
        ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
        ui::amount_text(net[static_cast<std::size_t>(s)], false);
    }
    const Thirds pot = r.pot_change();
    if (!pot.is_zero()) {
        const std::string name = account_name(e, kPot) + ":";
        ui::same_line_if_fits(ImGui::CalcTextSize((name + " " + ui::signed_amount(pot)).c_str()).x);
        ImGui::TextUnformatted(name.c_str());
        ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
        ui::amount_text(pot, false);
    }
}

void draw_explanation(AppState& s) {
    if (!s.evening || !s.result) return;
    const auto& rows = s.result->rows;
    if (s.selected_row < 0 || s.selected_row >= static_cast<int>(rows.size())) {
        ImGui::TextDisabled("%s", tr("Eine Zeile der Tabelle wählen, um ihre Abrechnung zu sehen."));
        return;
    }
    const HandRow& row = rows[static_cast<std::size_t>(s.selected_row)];
    // A record without a deal (the Hut, a chip count) has no dealer and nobody rests.
    std::string head = row_title(*s.result, s.selected_row);
    if (!(row.outcome && row.outcome->bookkeeping)) {
        head += trf(" · Geber: {}", account_name(*s.evening, row.dealer));
        if (row.resting) head += trf(" · ruhender König: {}", account_name(*s.evening, *row.resting));
    }
    ImGui::TextWrapped("%s", head.c_str());
    if (row.error) {
        draw_refusal(s, *row.error);
        ImGui::TextWrapped("%s", tr("Diese Hand wird nicht gewertet. Mit „Korrigieren“ berichtigen oder löschen."));
        return;
    }
    if (!row.outcome) return;
    ImGui::PushStyleColor(ImGuiCol_Text, ui::kBlue);
    ImGui::TextWrapped("%s", tr(row.outcome->summary).c_str());
    ImGui::PopStyleColor();
    draw_hand_result(s, *s.evening, row.outcome->result, "##explain");
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
    ImGui::PushStyleColor(ImGuiCol_Text, ui::kBlue);
    ImGui::TextWrapped("%s", tr(en.preview->outcome.summary).c_str());
    ImGui::PopStyleColor();
    draw_hand_result(s, *s.evening, en.preview->outcome.result, "##preview");
}

}  // namespace tarock::app
