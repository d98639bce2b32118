#pragma once
// A text that the window draws in every frame but that changes seldom (a scoresheet cell, a
// posting's reason): it keeps what Dear ImGui would otherwise work out again in every frame, its
// size and its line breaks at the width it is drawn in (ui::text, ui::wrapped, ui::two_lines in
// ui.hpp). No ImGui include: AppState holds these texts.

#include <string>

struct ImFont;

namespace tarock::app {

/// A text with its measurements kept per font (and, for a text laid out in lines, per width).
/// Two KeptTexts are equal when their texts are; what is kept is only ever what measuring the
/// text again at the same font and width gives (tests/app/sheet_texts_test.cpp checks it).
class KeptText {
public:
    /// How the text was last laid out in lines (ui::wrapped or ui::two_lines).
    enum class Layout { None, Wrapped, TwoLines };
    /// The measurements of a font: the font, its size in pixels as drawn (ImGui::GetFontSize()).
    struct Font {
        const ImFont* font = nullptr;
        float size = 0.0f;
        bool operator==(const Font&) const = default;
    };
    /// The text laid out at `width`: for ui::wrapped one item, its lines joined by '\n' where
    /// ImGui's word wrap breaks them (`first`); for ui::two_lines the first line and the rest,
    /// cut with "…" when it does not fit either (`cut`), or the whole text in `first` when it
    /// fits. Each with the size of its item.
    struct Lines {
        Layout layout = Layout::None;
        Font font;
        float width = 0.0f;
        std::string first, second;
        float first_x = 0.0f, first_y = 0.0f, second_x = 0.0f, second_y = 0.0f;
        bool cut = false;
        bool operator==(const Lines&) const = default;
    };

    KeptText() = default;
    KeptText(std::string text) : text_(std::move(text)) {}  // NOLINT: a text is made from a string where one was

    const std::string& str() const { return text_; }
    const char* c_str() const { return text_.c_str(); }
    bool empty() const { return text_.empty(); }
    bool operator==(const KeptText& o) const { return text_ == o.text_; }

    /// The kept single-line size (valid for `size_font`) and the kept lines: read by ui.cpp, which
    /// fills them, and by the test that compares them with fresh ones.
    const Font& size_font() const { return size_font_; }
    float size_x() const { return size_x_; }
    float size_y() const { return size_y_; }
    const Lines& lines() const { return lines_; }

private:
    friend struct KeptTextAccess;
    std::string text_;
    // Kept measurements: filled when first drawn at a font (width), remade when those change.
    mutable Font size_font_;
    mutable float size_x_ = 0.0f, size_y_ = 0.0f;
    mutable Lines lines_;
};

}  // namespace tarock::app
