// "Was sagt die Regel?": a rule reference as a link, and the window beside the screen that shows
// the cited sections of the rules reference (docs/rules, built into the program) in the window's
// language, with the book each comes from.
#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/sources.hpp"
#include "core/text.hpp"
#include "report/rules_book.hpp"

#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

namespace {

/// The cells of a Markdown table row "| a | b |".
std::vector<std::string> cells_of(const std::string& row) {
    std::vector<std::string> out;
    std::string cell;
    for (std::size_t i = 1; i < row.size(); ++i) {
        if (row[i] == '|') {
            out.push_back(trimmed(cell, " "));
            cell.clear();
        } else {
            cell += row[i];
        }
    }
    return out;
}

bool is_list_item(const std::string& line, std::size_t& text_at) {
    const auto a = line.find_first_not_of(' ');
    if (a == std::string::npos) return false;
    if (line.compare(a, 2, "- ") == 0) {
        text_at = a + 2;
        return true;
    }
    std::size_t d = a;
    while (d < line.size() && line[d] >= '0' && line[d] <= '9') ++d;
    if (d > a && line.compare(d, 2, ". ") == 0) {
        text_at = a;  // a numbered item keeps its number
        return true;
    }
    return false;
}

void draw_table(const std::vector<std::string>& rows, int id) {
    std::vector<std::vector<std::string>> cells;
    std::size_t columns = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (i == 1 && rows[i].find("---") != std::string::npos) continue;  // the header's rule
        cells.push_back(cells_of(rows[i]));
        columns = std::max(columns, cells.back().size());
    }
    if (columns == 0) return;
    // A column with long cells stretches and wraps; the others keep the width of their longest
    // cell (figures, short words).
    std::vector<bool> wide(columns, false);
    for (const auto& row : cells)
        for (std::size_t c = 0; c < row.size(); ++c)
            if (row[c].size() > 28) wide[c] = true;
    if (std::find(wide.begin(), wide.end(), true) == wide.end()) wide[0] = true;
    ImGui::PushID(id);
    if (ImGui::BeginTable("##md", static_cast<int>(columns), ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
        for (std::size_t c = 0; c < columns; ++c) {
            float width = 0.0f;  // a narrow column is as wide as its widest cell
            if (!wide[c])
                for (const auto& row : cells)
                    if (c < row.size()) width = std::max(width, ImGui::CalcTextSize(report::plain_text(row[c]).c_str()).x);
            ImGui::TableSetupColumn(nullptr, wide[c] ? ImGuiTableColumnFlags_WidthStretch : ImGuiTableColumnFlags_WidthFixed, width);
        }
        for (std::size_t r = 0; r < cells.size(); ++r) {
            ImGui::TableNextRow(r == 0 ? ImGuiTableRowFlags_Headers : ImGuiTableRowFlags_None);
            for (std::size_t c = 0; c < columns; ++c) {
                ImGui::TableNextColumn();
                const std::string text = c < cells[r].size() ? report::plain_text(cells[r][c]) : std::string();
                if (wide[c]) ImGui::TextWrapped("%s", text.c_str());
                else ImGui::TextUnformatted(text.c_str());
            }
        }
        ImGui::EndTable();
    }
    ImGui::PopID();
}

/// The Markdown of a section: paragraphs wrapped to the window, "- " and numbered lists (indented
/// by their leading spaces), tables as tables; `code` and **bold** marks dropped.
void draw_markdown(const std::string& markdown) {
    std::vector<std::string> lines;
    std::size_t pos = 0;
    while (pos <= markdown.size()) {
        const auto end = markdown.find('\n', pos);
        lines.push_back(markdown.substr(pos, end == std::string::npos ? std::string::npos : end - pos));
        if (end == std::string::npos) break;
        pos = end + 1;
    }
    int tables = 0;
    for (std::size_t i = 0; i < lines.size();) {
        const std::string t = trimmed(lines[i], " ");
        if (t.empty()) {
            ++i;
            continue;
        }
        if (t.front() == '|') {
            std::vector<std::string> rows;
            while (i < lines.size() && !trimmed(lines[i], " ").empty() && trimmed(lines[i], " ").front() == '|') rows.push_back(trimmed(lines[i++], " "));
            draw_table(rows, tables++);
            ImGui::Spacing();
            continue;
        }
        std::size_t text_at = 0;
        if (is_list_item(lines[i], text_at)) {
            const std::size_t indent = lines[i].find_first_not_of(' ');
            const bool bullet = lines[i].compare(indent, 2, "- ") == 0;
            std::string item = lines[i].substr(text_at);
            ++i;
            std::size_t next_at = 0;
            while (i < lines.size() && !trimmed(lines[i], " ").empty() && !is_list_item(lines[i], next_at) && trimmed(lines[i], " ").front() != '|' &&
                   lines[i].find_first_not_of(' ') > indent)
                item += " " + trimmed(lines[i++], " ");
            const float step = ImGui::GetFontSize() * 1.2f * static_cast<float>(indent / 2);
            if (step > 0.0f) ImGui::Indent(step);
            if (bullet) ImGui::Bullet();
            ImGui::TextWrapped("%s", report::plain_text(item).c_str());
            if (step > 0.0f) ImGui::Unindent(step);
            continue;
        }
        std::string paragraph = t;
        ++i;
        std::size_t item_at = 0;
        while (i < lines.size() && !trimmed(lines[i], " ").empty() && trimmed(lines[i], " ").front() != '|' && !is_list_item(lines[i], item_at))
            paragraph += " " + trimmed(lines[i++], " ");
        ImGui::TextWrapped("%s", report::plain_text(paragraph).c_str());
        ImGui::Spacing();
    }
}

}  // namespace

void open_rule(AppState& s, const RuleRef& rule) {
    s.rule_window.open = true;
    s.rule_window.rule = rule;
    s.rule_window.focus = true;
}

bool rule_link(AppState& s, const RuleRef& rule, const std::string& text) { return rule_link(s, rule, text, !report::sections_of(rule.rule).empty()); }

bool rule_link(AppState& s, const RuleRef& rule, const KeptText& text, bool linked) {
    ui::wrapped(text, linked ? ui::kBlue : ui::kGrey);
    if (!linked) return false;
    if (ImGui::IsItemHovered()) {
        const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
        ImGui::GetWindowDrawList()->AddLine(ImVec2(a.x, b.y), b, ImGui::GetColorU32(ui::kBlue));
        ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
        ui::tooltip_now(tr("Was sagt die Regel? Klicken zeigt ihren Text."));
    }
    if (ImGui::IsItemClicked()) {
        open_rule(s, rule);
        return true;
    }
    return false;
}

void draw_rule_window(AppState& s) {
    RuleWindow& w = s.rule_window;
    if (!w.open) return;
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.42f, vp->WorkPos.y + vp->WorkSize.y * 0.06f), ImGuiCond_Appearing);
    ImGui::SetNextWindowSize(ImVec2(vp->WorkSize.x * 0.56f, vp->WorkSize.y * 0.86f), ImGuiCond_Appearing);
    if (w.focus) {
        ImGui::SetNextWindowFocus();
        w.focus = false;
    }
    if (!ImGui::Begin(tr_id("Was sagt die Regel?", "rulewindow").c_str(), &w.open, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
        ImGui::End();
        return;
    }
    const auto sections = report::sections_of(w.rule.rule);
    ImGui::TextDisabled("%s", trf("Zitiert: {}", w.rule.to_string()).c_str());
    if (sections.empty()) ImGui::TextWrapped("%s", trf("Zu „{}“ gibt es keinen Abschnitt in den Regeln.", w.rule.rule).c_str());
    for (const report::RuleSection* sec : sections) {
        ImGui::Separator();
        ImGui::PushStyleColor(ImGuiCol_Text, ui::kBlue);
        ImGui::TextWrapped("%s", (sec->id + " \xE2\x80\x94 " + tr(sec->title)).c_str());
        ImGui::PopStyleColor();
        ImGui::Spacing();
        draw_markdown(tr(sec->body));
        const std::string book = tr(book_reference(sec->source));
        if (!book.empty()) ui::wrapped_coloured(ui::kGrey, trf("Quelle: {}", book));
        ui::wrapped_coloured(ui::kGrey, trf("Nachzulesen in docs/rules/{}.md", sec->page));
        ImGui::Spacing();
    }
    ImGui::Separator();
    // Esc closes the rule window first; the screens leave Esc alone while it is open.
    if (ImGui::Button(tr("Schließen")) || ui::pressed(ui::keys::kEscape)) w.open = false;
    ImGui::End();
}

}  // namespace tarock::app
