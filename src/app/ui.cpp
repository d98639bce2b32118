#include "app/ui.hpp"

namespace tarock::app::ui {

std::string signed_amount(Thirds t) {
    if (t.is_zero()) return "0";
    if (t < Thirds{}) return "\xE2\x88\x92" + (-t).to_display();  // U+2212 MINUS SIGN
    return "+" + t.to_display();
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

void amount_text(Thirds t, bool right) {
    const std::string s = signed_amount(t);
    if (right) text_right(s, amount_colour(t));
    else ImGui::TextColored(amount_colour(t), "%s", s.c_str());
}

void wrapped_coloured(const ImVec4& colour, const std::string& s) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::TextWrapped("%s", s.c_str());
    ImGui::PopStyleColor();
}

void help_marker(const std::string& help) {
    ImGui::TextDisabled("(?)");
    tooltip(help);
}

void tooltip(const std::string& text) {
    if (text.empty() || !ImGui::IsItemHovered()) return;
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
