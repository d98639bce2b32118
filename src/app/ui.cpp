#include "app/ui.hpp"

#include <algorithm>

#include <imgui_internal.h>

namespace tarock::app {

/// What ui.cpp fills in a KeptText: its kept measurements.
struct KeptTextAccess {
    static void keep_size(const KeptText& t, KeptText::Font font, ImVec2 size) {
        t.size_font_ = font;
        t.size_x_ = size.x;
        t.size_y_ = size.y;
    }
    static KeptText::Lines& lines(const KeptText& t) { return t.lines_; }
};

}  // namespace tarock::app

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

/// The longest prefix of `s` that fits `width` with "…" appended: up to the last whole word that
/// fits (words are not broken), or, when not even the first word fits, whole UTF-8 characters.
std::string fit_with_ellipsis(const std::string& s, float width) {
    const std::string ellipsis = "\xE2\x80\xA6";
    const float room = width - ImGui::CalcTextSize(ellipsis.c_str()).x;
    const ImFont* font = ImGui::GetFont();
    const char* begin = s.c_str();
    std::string words(begin, font->CalcWordWrapPositionA(ImGui::GetFontSize() / font->FontSize, begin, begin + s.size(), room));
    while (!words.empty() && words.back() == ' ') words.pop_back();
    if (!words.empty() && words.size() < s.size() && s[words.size()] == ' ' && ImGui::CalcTextSize(words.c_str()).x <= room) return words + ellipsis;
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

KeptText::Font current_font() { return {ImGui::GetFont(), ImGui::GetFontSize()}; }

/// A text item of a size already measured, at the cursor, in `colour` (ImGui::GetColorU32: the
/// style's alpha applied): what ImGui::TextEx does for a text without wrapping (ItemSize, ItemAdd,
/// then RenderTextWrapped: AddText and the log), without measuring the text again and without
/// pushing its colour onto the style's stack to have RenderTextWrapped read it back.
void text_item(const std::string& text, ImVec2 size, ImU32 colour) {
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    if (window->SkipItems) return;
    const ImVec2 pos(window->DC.CursorPos.x, window->DC.CursorPos.y + window->DC.CurrLineTextBaseOffset);
    const ImRect bb(pos, ImVec2(pos.x + size.x, pos.y + size.y));
    ImGui::ItemSize(size, 0.0f);
    if (!ImGui::ItemAdd(bb, 0) || text.empty()) return;
    const ImGuiContext& g = *GImGui;
    const char* end = text.data() + text.size();
    window->DrawList->AddText(g.Font, g.FontSize, bb.Min, colour, text.data(), end);
    if (g.LogEnabled) ImGui::LogRenderedText(&bb.Min, text.data(), end);
}

/// The lines of `text` laid out as `layout` at `width`, kept while the font and width stay.
const KeptText::Lines& kept_lines(const KeptText& text, KeptText::Layout layout, float width) {
    KeptText::Lines& l = KeptTextAccess::lines(text);
    if (l.layout != layout || !(l.font == current_font()) || l.width != width) l = lay_out(text.str(), layout, width);
    return l;
}

}  // namespace

void same_line_if_fits(float width) {
    const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
    if (right <= ImGui::GetWindowPos().x + ImGui::GetContentRegionMax().x) ImGui::SameLine();
}

void same_line_if_fits(const std::string& text) { same_line_if_fits(ImGui::CalcTextSize(text.c_str(), nullptr, true).x); }

float button_width(const std::string& label) { return ImGui::CalcTextSize(label.c_str(), nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f; }

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

bool next_frame_takes_input() {
    // SetKeyboardFocusHere (or Tab) submits a move request of the keyboard navigation that the
    // next NewFrame() resolves: the field it found is activated in that frame.
    const ImGuiContext& g = *GImGui;
    return !(g.NavMoveSubmitted && (g.NavMoveFlags & (ImGuiNavMoveFlags_FocusApi | ImGuiNavMoveFlags_Tabbing)) != 0);
}

ImVec2 size_of(const KeptText& text) {
    const KeptText::Font font = current_font();
    if (!(text.size_font() == font)) KeptTextAccess::keep_size(text, font, ImGui::CalcTextSize(text.c_str()));
    return {text.size_x(), text.size_y()};
}

void text(const KeptText& text, const ImVec4& colour) { text_item(text.str(), size_of(text), ImGui::GetColorU32(colour)); }

void text(const KeptText& text) { text_item(text.str(), size_of(text), ImGui::GetColorU32(ImGuiCol_Text)); }

void text_right(const KeptText& text, const ImVec4& colour) {
    const float w = size_of(text).x;
    const float avail = ImGui::GetContentRegionAvail().x;
    if (avail > w) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + avail - w);
    ui::text(text, colour);
}

void amount_text(const KeptText& text, Thirds t, bool right) {
    if (right) text_right(text, amount_colour(t));
    else ui::text(text, amount_colour(t));
}

void wrapped(const KeptText& text, const ImVec4& colour) {
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    if (window->SkipItems) return;
    // The width ImGui::TextWrapped wraps at (PushTextWrapPos(0.0f): the window's or cell's edge).
    const KeptText::Lines& l = kept_lines(text, KeptText::Layout::Wrapped, ImGui::CalcWrapWidthForPos(window->DC.CursorPos, 0.0f));
    text_item(l.first, ImVec2(l.first_x, l.first_y), ImGui::GetColorU32(colour));
}

bool two_lines(const KeptText& text, const ImVec4& colour, bool struck) {
    const KeptText::Lines& l = kept_lines(text, KeptText::Layout::TwoLines, std::max(ImGui::GetContentRegionAvail().x, 1.0f));
    const ImU32 col = ImGui::GetColorU32(colour);
    auto line = [&](const std::string& s, float x, float y) {
        text_item(s, ImVec2(x, y), col);
        if (struck) strike_last_item();
    };
    line(l.first, l.first_x, l.first_y);
    if (!l.second.empty()) line(l.second, l.second_x, l.second_y);
    return l.cut;
}

KeptText::Lines lay_out(const std::string& text, KeptText::Layout layout, float width) {
    KeptText::Lines l;
    l.layout = layout;
    l.font = current_font();
    l.width = width;
    auto keep = [](std::string& kept, float& x, float& y, std::string s) {
        const ImVec2 size = ImGui::CalcTextSize(s.c_str());
        kept = std::move(s);
        x = size.x;
        y = size.y;
    };
    const ImFont* font = ImGui::GetFont();
    const float scale = ImGui::GetFontSize() / font->FontSize;
    const char* begin = text.c_str();
    const char* end = begin + text.size();
    if (layout == KeptText::Layout::Wrapped) {
        // The lines ImFont::RenderText draws when it wraps at `width` (Dear ImGui 1.86,
        // imgui_draw.cpp): a line ends where CalcWordWrapPositionA says (at least one
        // character), and the blanks after it and one newline are skipped; a newline of the text
        // itself stays one.
        std::string lines;
        const char* s = begin;
        const char* eol = nullptr;
        while (s < end) {
            if (!eol) {
                eol = font->CalcWordWrapPositionA(scale, s, end, width);
                if (eol == s) ++eol;
            }
            if (s >= eol) {
                lines += '\n';
                eol = nullptr;
                while (s < end && (*s == ' ' || *s == '\t')) ++s;
                if (s < end && *s == '\n') ++s;
                continue;
            }
            const char* from = s;
            unsigned int c = static_cast<unsigned char>(*s);
            if (c < 0x80) ++s;
            else s += ImTextCharFromUtf8(&c, s, end);
            if (c == 0) break;
            lines.append(from, s);
        }
        keep(l.first, l.first_x, l.first_y, std::move(lines));
        return l;
    }
    if (ImGui::CalcTextSize(begin).x <= width) {
        keep(l.first, l.first_x, l.first_y, text);
        return l;
    }
    const char* cut = font->CalcWordWrapPositionA(scale, begin, end, width);
    if (cut == begin) cut = end;
    std::string first(begin, cut);
    while (!first.empty() && first.back() == ' ') first.pop_back();
    std::string rest(cut, end);
    while (!rest.empty() && rest.front() == ' ') rest.erase(rest.begin());
    keep(l.first, l.first_x, l.first_y, std::move(first));
    if (rest.empty()) return l;
    l.cut = ImGui::CalcTextSize(rest.c_str()).x > width;
    if (l.cut) rest = fit_with_ellipsis(rest, width);
    keep(l.second, l.second_x, l.second_y, std::move(rest));
    return l;
}

}  // namespace tarock::app::ui
