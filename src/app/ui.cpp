#include "app/ui.hpp"

#include <algorithm>

namespace tarock::app::ui {

std::string signed_amount(Thirds t) {
    if (t.is_zero()) return "0";
    if (t < Thirds{}) return "\xE2\x88\x92" + (-t).to_display();  // U+2212 MINUS SIGN
    return "+" + t.to_display();
}

std::string plain_amount(Thirds t) {
    if (t < Thirds{}) return "\xE2\x88\x92" + (-t).to_display();
    return t.to_display();
}

ImVec4 amount_colour(Thirds t) {
    if (t > Thirds{}) return kGreen;
    if (t < Thirds{}) return kRed;
    return ImGui::GetStyleColorVec4(ImGuiCol_Text);
}

void text_right(const std::string& s, const ImVec4& colour) {
    const float w = ImGui::CalcTextSize(s.c_str()).x;
    const float avail = ImGui::GetContentRegionAvail().x;
    if (avail > w) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + avail - w);
    ImGui::TextColored(colour, "%s", s.c_str());
}

void amount_text(Thirds t, bool right) { amount_text(signed_amount(t), t, right); }

void amount_text(const std::string& text, Thirds t, bool right) {
    if (right) text_right(text, amount_colour(t));
    else ImGui::TextColored(amount_colour(t), "%s", text.c_str());
}

void wrapped_coloured(const ImVec4& colour, const std::string& s) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::TextWrapped("%s", s.c_str());
    ImGui::PopStyleColor();
}

namespace {

/// The longest prefix of `s` (whole UTF-8 characters) that fits `width` with "…" appended.
std::string fit_with_ellipsis(const std::string& s, float width) {
    const std::string ellipsis = "\xE2\x80\xA6";
    std::size_t end = s.size();
    while (end > 0) {
        const std::string candidate = s.substr(0, end) + ellipsis;
        if (ImGui::CalcTextSize(candidate.c_str()).x <= width) return candidate;
        do --end;
        while (end > 0 && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80);
    }
    return ellipsis;
}

/// A grey line through the middle of the text line just drawn.
void strike_last_item() {
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    const float y = (a.y + b.y) * 0.5f;
    ImGui::GetWindowDrawList()->AddLine(ImVec2(a.x, y), ImVec2(b.x, y), ImGui::GetColorU32(kGrey), 1.0f);
}

}  // namespace

bool two_lines(const std::string& text, const ImVec4& colour, bool struck) {
    const float width = std::max(ImGui::GetContentRegionAvail().x, 1.0f);
    auto line = [&](const std::string& s) {
        ImGui::TextColored(colour, "%s", s.c_str());
        if (struck) strike_last_item();
    };
    if (ImGui::CalcTextSize(text.c_str()).x <= width) {
        line(text);
        return false;
    }
    const ImFont* font = ImGui::GetFont();
    const float scale = ImGui::GetFontSize() / font->FontSize;
    const char* begin = text.c_str();
    const char* end = begin + text.size();
    const char* cut = font->CalcWordWrapPositionA(scale, begin, end, width);
    if (cut == begin) cut = end;
    std::string first(begin, cut);
    while (!first.empty() && first.back() == ' ') first.pop_back();
    std::string rest(cut, end);
    while (!rest.empty() && rest.front() == ' ') rest.erase(rest.begin());
    line(first);
    if (rest.empty()) return false;
    const bool cut_rest = ImGui::CalcTextSize(rest.c_str()).x > width;
    if (cut_rest) rest = fit_with_ellipsis(rest, width);
    line(rest);
    return cut_rest;
}

void same_line_if_fits(float width) {
    const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
    if (right <= ImGui::GetWindowPos().x + ImGui::GetContentRegionMax().x) ImGui::SameLine();
}

void same_line_if_fits(const std::string& text) { same_line_if_fits(ImGui::CalcTextSize(text.c_str(), nullptr, true).x); }

void help_marker(const std::string& help) {
    ImGui::TextDisabled("(?)");
    tooltip(help);
}

void tooltip(const std::string& text) {
    if (text.empty() || !ImGui::IsItemHovered()) return;
    tooltip_now(text);
}

void tooltip_now(const std::string& text) {
    if (text.empty()) return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 32.0f);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

bool pressed(int k) {
    const ImGuiIO& io = ImGui::GetIO();
    if (k < 0 || k >= static_cast<int>(IM_ARRAYSIZE(io.KeysDown))) return false;
    return ImGui::IsKeyPressed(k, false);
}

bool ctrl() {
    const ImGuiIO& io = ImGui::GetIO();
    return io.KeyCtrl && !io.KeyAlt && !io.KeySuper;
}

bool no_modifier() {
    const ImGuiIO& io = ImGui::GetIO();
    return !io.KeyCtrl && !io.KeyAlt && !io.KeySuper && !io.KeyShift;
}

}  // namespace tarock::app::ui
