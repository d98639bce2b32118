#pragma once
// Small drawing helpers shared by the views: colours, signed amounts, keys, labelled rows.

#include <string>

#include <imgui.h>

#include "app/kept_text.hpp"
#include "core/thirds.hpp"

namespace tarock::app::ui {

/// Text colours on the light theme.
inline const ImVec4 kGreen{0.05f, 0.50f, 0.12f, 1.0f};
inline const ImVec4 kRed{0.78f, 0.08f, 0.08f, 1.0f};
inline const ImVec4 kGrey{0.45f, 0.45f, 0.45f, 1.0f};
inline const ImVec4 kBlue{0.10f, 0.30f, 0.65f, 1.0f};

/// "+4", "−8⅓" (with the minus sign U+2212), "0".
std::string signed_amount(Thirds t);
/// "4", "−8⅓" (U+2212 for negative amounts), "0": running totals.
std::string plain_amount(Thirds t);
/// The colour of an amount: green above zero, red below, default at zero.
ImVec4 amount_colour(Thirds t);
/// Draws an amount coloured, right-aligned in the current cell or line when `right` is set.
void amount_text(Thirds t, bool right);
/// The same for an amount already written as `text` (signed_amount(t)): `t` gives the colour.
void amount_text(const std::string& text, Thirds t, bool right);
/// Right-aligned text in the current column.
void text_right(const std::string& s, const ImVec4& colour);
/// Text in a colour, wrapped at the window's edge.
void wrapped_coloured(const ImVec4& colour, const std::string& s);

/// Kept texts (kept_text.hpp): drawn like the functions above, with the same result on screen,
/// but measured and broken into lines once per font (and width) instead of in every frame.
/// The size of `text` in one line at the current font, as ImGui::CalcTextSize gives it (kept).
ImVec2 size_of(const KeptText& text);
/// The text in `colour` (as ImGui::TextColored).
void text(const KeptText& text, const ImVec4& colour);
/// The text in the style's text colour (as ImGui::TextUnformatted).
void text(const KeptText& text);
/// Right-aligned text in the current column (text_right()).
void text_right(const KeptText& text, const ImVec4& colour);
/// An amount written as `text`, `t` gives the colour (amount_text()).
void amount_text(const KeptText& text, Thirds t, bool right);
/// Text in a colour, wrapped at the window's edge (wrapped_coloured(), ImGui::TextWrapped): its
/// lines are broken where ImGui's word wrap breaks them, once per font and width.
void wrapped(const KeptText& text, const ImVec4& colour);
/// Draws `text` in at most two lines of the current column's width; the rest is cut with "…"
/// (the lines found once per font and width). `struck`: a grey line through every line drawn (a
/// struck row, koenigrufen_modern §7.2). Returns true when the text was cut.
bool two_lines(const KeptText& text, const ImVec4& colour, bool struck = false);
/// `text` laid out fresh at `width` in the current font as `layout` (what the kept texts keep,
/// KeptText::lines()): for a text drawn once (the status line) and for the test that compares
/// the kept lines with fresh ones.
KeptText::Lines lay_out(const std::string& text, KeptText::Layout layout, float width);

/// SameLine() when an item `width` wide still fits after the last item within the current column
/// (or window), else nothing: the item starts a new line instead of being cut at the edge.
void same_line_if_fits(float width);
/// same_line_if_fits() for a text `text` (without its "##" part).
void same_line_if_fits(const std::string& text);
/// The width of a button labelled `label` (its "##" part not shown), for same_line_if_fits().
float button_width(const std::string& label);
/// A grey "(?)" that shows `help` as a tooltip when hovered.
void help_marker(const std::string& help);
/// A tooltip with `text` when the last item is hovered.
void tooltip(const std::string& text);
/// A tooltip with `text` now (the caller decided the pointer is over its subject).
void tooltip_now(const std::string& text);

/// Key indices of the GLFW backend (1.86 keeps io.KeysDown indexed by GLFW key codes; letters
/// and digits are their upper-case ASCII codes).
namespace keys {
inline constexpr int kEnter = 257;
inline constexpr int kKeypadEnter = 335;
inline constexpr int kEscape = 256;
inline constexpr int kDelete = 261;
inline constexpr int kF2 = 291;
inline constexpr int kEqual = 61;         ///< '=' / '+' on a US keyboard
inline constexpr int kRightBracket = 93;  ///< the '+' key on a German keyboard
inline constexpr int kMinus = 45;
inline constexpr int kSlash = 47;         ///< the '-' key on a German keyboard
inline constexpr int kKeypadAdd = 334;
inline constexpr int kKeypadSubtract = 333;
inline constexpr int kKeypad0 = 320;
inline constexpr int kKeypad1 = 321;
}  // namespace keys

/// True when key `k` (a GLFW key code) was pressed this frame.
bool pressed(int k);
/// True when Ctrl is held (and neither Alt nor Super).
bool ctrl();
/// True when no modifier is held.
bool no_modifier();

/// False for the frame after one that moved the keyboard to a field (SetKeyboardFocusHere, Tab):
/// Dear ImGui 1.86 activates the field in that frame and drops that frame's characters, so the
/// frame must take no key or character event; they wait for the frame after it
/// (Platform::begin_frame). Call between two frames. So call SetKeyboardFocusHere only when the
/// keyboard is to move (a dialog appears, F2), never in every frame.
bool next_frame_takes_input();

}  // namespace tarock::app::ui
