// Line charts drawn with ImGui's draw list: each player's running total by hand (evening) and
// the net result over the evenings (statistics). Drawing only: the values come from
// running_totals() and player_statistics().
#include <algorithm>

#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

namespace {

/// Distinct colours for up to eight players, readable on the light background.
ImU32 series_colour(std::size_t i) {
    static const ImU32 colours[] = {IM_COL32(31, 119, 180, 255), IM_COL32(214, 39, 40, 255),  IM_COL32(44, 160, 44, 255),
                                    IM_COL32(148, 103, 189, 255), IM_COL32(255, 127, 14, 255), IM_COL32(140, 86, 75, 255),
                                    IM_COL32(227, 119, 194, 255), IM_COL32(23, 190, 207, 255)};
    return colours[i % std::size(colours)];
}

}  // namespace

std::string chart_axis_label(const char* x_label, std::size_t points) {
    // The first point is the start: one more is the first hand or evening alone.
    if (points > 2) return trf("{}: Beginn bis {}", x_label, points - 1);
    return points == 2 ? trf("{} 1: Beginn bis Ende", x_label) : std::string();
}

void draw_line_chart(const char* id, const std::vector<std::string>& names, const std::vector<std::vector<std::int64_t>>& series,
                     const std::function<std::string(std::int64_t)>& label, float height, const char* x_label) {
    ImGui::PushID(id);
    // Legend.
    for (std::size_t i = 0; i < names.size(); ++i) {
        const float h = ImGui::GetTextLineHeight();
        const std::string last = series[i].empty() ? std::string() : " (" + label(series[i].back()) + ")";
        const std::string text = names[i] + last;
        if (i > 0) ui::same_line_if_fits(h * 1.4f + 2.0f + ImGui::CalcTextSize(text.c_str()).x);
        const ImVec2 p = ImGui::GetCursorScreenPos();
        ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, p.y + h * 0.3f), ImVec2(p.x + h * 1.2f, p.y + h * 0.7f), series_colour(i));
        ImGui::Dummy(ImVec2(h * 1.4f, h));
        ImGui::SameLine(0.0f, 2.0f);
        ImGui::TextUnformatted(text.c_str());
    }
    std::size_t points = 0;
    std::int64_t lo = 0, hi = 0;
    for (const auto& s : series) {
        points = std::max(points, s.size());
        for (std::int64_t v : s) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    }
    const std::int64_t top = hi > lo ? hi : lo + 1;  // the drawing's range, never empty
    float label_w = 0.0f;
    for (std::int64_t v : {hi, lo}) label_w = std::max(label_w, ImGui::CalcTextSize(label(v).c_str()).x + 8.0f);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float width = std::max(ImGui::GetContentRegionAvail().x, 100.0f);
    ImGui::Dummy(ImVec2(width, height + ImGui::GetTextLineHeightWithSpacing()));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 a(origin.x + label_w, origin.y + 4.0f);
    const ImVec2 b(origin.x + width - 8.0f, origin.y + height);
    dl->AddRect(a, b, IM_COL32(160, 160, 160, 255));
    // Drawing only: the position of an exact value on the screen.
    auto y_of = [&](std::int64_t v) { return b.y - static_cast<float>(static_cast<double>(v - lo) / static_cast<double>(top - lo)) * (b.y - a.y); };
    auto x_of = [&](std::size_t i) {
        return points <= 1 ? a.x : a.x + static_cast<float>(i) / static_cast<float>(points - 1) * (b.x - a.x);
    };
    const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
    // Zero line and the range.
    dl->AddLine(ImVec2(a.x, y_of(0)), ImVec2(b.x, y_of(0)), IM_COL32(120, 120, 120, 255), 1.0f);
    for (std::int64_t v : {hi, std::int64_t{0}, lo}) {
        const std::string t = label(v);
        const ImVec2 sz = ImGui::CalcTextSize(t.c_str());
        dl->AddText(ImVec2(a.x - sz.x - 4.0f, std::clamp(y_of(v) - sz.y * 0.5f, a.y - 2.0f, b.y - sz.y)), text, t.c_str());
    }
    for (std::size_t i = 0; i < series.size(); ++i) {
        std::vector<ImVec2> line;
        for (std::size_t k = 0; k < series[i].size(); ++k) line.emplace_back(x_of(k), y_of(series[i][k]));
        if (line.size() >= 2) dl->AddPolyline(line.data(), static_cast<int>(line.size()), series_colour(i), ImDrawFlags_None, 2.0f);
        else if (line.size() == 1) dl->AddCircleFilled(line[0], 3.0f, series_colour(i));
    }
    const std::string xl = chart_axis_label(x_label, points);
    dl->AddText(ImVec2(a.x, b.y + 2.0f), text, xl.c_str());
    ImGui::PopID();
}

void draw_evening_chart(AppState& s) {
    if (!s.evening || !s.result) return;
    if (s.result->rows.empty()) {
        ImGui::TextDisabled("%s", tr("Noch keine Hand eingetragen."));
        return;
    }
    const auto totals = running_totals(*s.result);
    std::vector<std::vector<std::int64_t>> series;  // thirds
    for (const auto& player : totals) {
        std::vector<std::int64_t> line{0};  // the start of the evening
        for (const Thirds& t : player) line.push_back(t.count());
        series.push_back(std::move(line));
    }
    ImGui::TextUnformatted(trf("Stand nach jeder Hand ({})", tr(find_variant(s.evening->variant).unit())).c_str());
    draw_line_chart("##evening_chart", s.evening->players, series, [](std::int64_t t) { return ui::signed_amount(Thirds::from_thirds(t)); },
                    std::max(160.0f, ImGui::GetContentRegionAvail().y - 70.0f), tr("Hand"));
}

}  // namespace tarock::app
