// The texts the scoresheet and the explanation keep between frames (AppState::texts) are the
// texts built fresh from the evening, and the sizes and line breaks they keep (KeptText) are the
// ones measured fresh: after a correction, an undo, a language switch, another row selected and
// another font size, the kept ones are never stale.
#include <doctest/doctest.h>

#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/views.hpp"
#include "app_test_helpers.hpp"
#include "app/ui.hpp"
#include "headless_imgui.hpp"

using namespace tarock;
using namespace tarock::app;
using namespace tarock::apptest;

namespace sheet_texts_test {

/// What `t` keeps for the current font equals what measuring it fresh gives: its size, and its
/// lines at the width it was last drawn in. Wrapped lines take as much room as Dear ImGui's own
/// word wrap of the text (the same line breaks), also at a narrow width where a reason breaks.
/// Returns whether `t` was drawn at the current font.
bool check_kept_measures(const KeptText& t) {
    INFO("text: " << t.str());
    const KeptText::Font now{ImGui::GetFont(), ImGui::GetFontSize()};
    bool drawn = false;
    if (t.size_font() == now) {
        const ImVec2 size = ImGui::CalcTextSize(t.c_str());
        CHECK(t.size_x() == size.x);
        CHECK(t.size_y() == size.y);
        drawn = true;
    }
    const KeptText::Lines& l = t.lines();
    if (l.layout != KeptText::Layout::None && l.font == now) {
        CHECK(l == ui::lay_out(t.str(), l.layout, l.width));
        drawn = true;
    }
    for (float width : {l.layout == KeptText::Layout::Wrapped ? l.width : 0.0f, ImGui::GetFontSize() * 6.0f}) {
        if (width <= 0.0f) continue;
        const KeptText::Lines fresh = ui::lay_out(t.str(), KeptText::Layout::Wrapped, width);
        const ImVec2 imgui = ImGui::CalcTextSize(t.c_str(), nullptr, false, width);
        CHECK(fresh.first_y == imgui.y);
        CHECK(fresh.first_x == imgui.x);
    }
    return drawn;
}

/// check_kept_measures() of every text of `t`; how many were drawn at the current font.
int check_kept_measures(const HandTexts& t) {
    int drawn = 0;
    for (const HandTexts::Line& p : t.postings)
        for (const KeptText* k : {&p.who, &p.amount, &p.reason, &p.rule, &p.book}) drawn += check_kept_measures(*k);
    for (const KeptText& note : t.notes) drawn += check_kept_measures(note);
    for (const auto& [name, amount] : t.net) drawn += check_kept_measures(name) + check_kept_measures(amount.text);
    return drawn;
}

/// Every row's kept texts, the header's and the selected row's explanation equal those built
/// fresh now, and so do the sizes and lines they keep for the current font. Returns how many kept
/// texts were drawn at the current font.
int check_kept_texts_are_fresh(AppState& s, const std::string& when) {
    INFO(when);
    REQUIRE(s.result);
    const bool in_money = sheet_shows_money(s);
    int drawn = 0;
    CHECK(sheet_head_texts(s) == build_sheet_head_texts(s, in_money));
    drawn += check_kept_measures(sheet_head_texts(s).dealer_mark) + check_kept_measures(sheet_head_texts(s).resting_mark);
    for (int i = 0; i < static_cast<int>(s.result->rows.size()); ++i) {
        INFO("row " << i);
        const SheetRowTexts& kept = sheet_row_texts(s, i);
        CHECK(kept == build_sheet_row_texts(s, i, in_money));
        for (const KeptText* k : {&kept.dealer, &kept.line, &kept.extra}) drawn += check_kept_measures(*k);
        for (const auto* cells : {&kept.amounts, &kept.running})
            for (const KeptText& k : *cells) drawn += check_kept_measures(k);
    }
    if (s.selected_row >= 0 && s.result->rows[static_cast<std::size_t>(s.selected_row)].outcome) {
        const HandTexts& kept = explanation_texts(s);
        CHECK(kept == hand_texts(*s.evening, s.result->rows[static_cast<std::size_t>(s.selected_row)].outcome->result));
        drawn += check_kept_measures(kept) + check_kept_measures(s.texts.explanation_head) + check_kept_measures(s.texts.explanation_summary);
    }
    if (s.entry.preview) {
        CHECK(preview_texts(s) == hand_texts(*s.evening, s.entry.preview->outcome.result));
        drawn += check_kept_measures(preview_texts(s));
    }
    return drawn;
}

/// The window's fonts at `pixels` (as Platform does when the font size is changed).
void set_font_pixels(float pixels) {
    app::build_font_atlas(pixels);
    unsigned char* px = nullptr;
    int w = 0, h = 0;
    ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&px, &w, &h);
    app::apply_style(pixels / app::kBaseFontPixels);
}

TEST_CASE("the scoresheet's kept texts, their sizes and lines equal fresh ones after a correction, an undo, a language switch, another selection and another font size") {
    headless::Ui ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    const NamedEvening ne = sample_evenings().front();
    REQUIRE(ne.evening.hands.size() >= 2);
    const std::int64_t id = s.db->create_evening(ne.evening);
    REQUIRE(open_evening(s, id));
    s.selected_row = 0;
    for (int i = 0; i < 3; ++i) ui.frame(s);  // the frames fill the kept texts
    check_kept_texts_are_fresh(s, "opened");
    const SheetRowTexts first = sheet_row_texts(s, 0);
    const HandTexts explained = explanation_texts(s);

    // A correction of hand 1 changes its row and its explanation.
    REQUIRE(start_correction(s, 0));
    tapp_form(s).points = tapp_form(s).points == "30" ? "41" : "30";
    refresh_preview(s);
    REQUIRE(s.entry.preview);
    REQUIRE(save_hand(s));
    for (int i = 0; i < 3; ++i) ui.frame(s);
    check_kept_texts_are_fresh(s, "after the correction");
    CHECK(sheet_row_texts(s, 0).amounts != first.amounts);
    CHECK(sheet_row_texts(s, 0).number != first.number);
    CHECK(sheet_row_texts(s, 0).number == first.number + "\n\xE2\x9C\x8E" "2");  // marked ✎ with its 2 versions under the number (issue 14, item 2)
    CHECK(explanation_texts(s) != explained);

    // Undo brings the first version back.
    REQUIRE(undo(s));
    for (int i = 0; i < 3; ++i) ui.frame(s);
    check_kept_texts_are_fresh(s, "after the undo");
    CHECK(sheet_row_texts(s, 0).amounts == first.amounts);
    CHECK(explanation_texts(s) == explained);

    // Another language: the texts are made again in it.
    set_window_language(s, Language::En);
    for (int i = 0; i < 3; ++i) ui.frame(s);
    check_kept_texts_are_fresh(s, "in English");
    CHECK(explanation_texts(s) != explained);

    // Another row selected: its explanation.
    s.selected_row = 1;
    for (int i = 0; i < 3; ++i) ui.frame(s);
    CHECK(check_kept_texts_are_fresh(s, "row 2 selected") > 0);

    // A larger font: the sizes and lines are measured again in it, the texts stay.
    const float before = explanation_texts(s).postings.front().reason.lines().first_x;
    set_font_pixels(app::kBaseFontPixels * 1.5f);
    for (int i = 0; i < 3; ++i) ui.frame(s);
    CHECK(check_kept_texts_are_fresh(s, "larger font") > 0);
    CHECK(explanation_texts(s).postings.front().reason.lines().first_x > before);
    CHECK(explanation_texts(s).postings.front().reason.lines().font.size == doctest::Approx(ImGui::GetFontSize()));
    set_font_pixels(app::kBaseFontPixels);
    for (int i = 0; i < 3; ++i) ui.frame(s);
    CHECK(check_kept_texts_are_fresh(s, "font back") > 0);
    CHECK(explanation_texts(s).postings.front().reason.lines().first_x == before);
    set_window_language(s, Language::De);
}

TEST_CASE("a sheet kept in points keeps its texts for the written points and for the money apart") {
    headless::Ui ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    const std::vector<NamedEvening> evenings = data_evenings_of("tarok_si");
    REQUIRE_FALSE(evenings.empty());
    REQUIRE(open_evening(s, s.db->create_evening(evenings.front().evening)));
    REQUIRE_FALSE(s.result->written_totals.empty());
    for (bool money : {false, true, false}) {
        s.sheet_in_money = money;
        for (int i = 0; i < 2; ++i) ui.frame(s);
        check_kept_texts_are_fresh(s, money ? "money" : "written points");
        CHECK(sheet_head_texts(s).totals == build_sheet_head_texts(s, money).totals);
    }
}

/// Appends the vertices (position, texture position, colour) of the last frame drawn to `out`.
void append_vertices(std::vector<float>& out) {
    const ImDrawData* d = ImGui::GetDrawData();
    for (int i = 0; i < d->CmdListsCount; ++i)
        for (const ImDrawVert& v : d->CmdLists[i]->VtxBuffer) out.insert(out.end(), {v.pos.x, v.pos.y, v.uv.x, v.uv.y, static_cast<float>(v.col)});
}

/// The vertices `piece` draws in a window of the harness, and where the cursor is after it: for
/// comparing two ways of drawing the same text.
std::vector<float> drawn_by(headless::Ui& ui, const std::function<void()>& piece) {
    std::vector<float> out;
    ui.frame_of([&] {
        piece();
        out.push_back(ImGui::GetCursorPosX());
        out.push_back(ImGui::GetCursorPosY());
    });
    append_vertices(out);
    return out;
}

/// The vertices of one frame of the window.
std::vector<float> frame_vertices(headless::Ui& ui, AppState& s) {
    std::vector<float> out;
    ui.frame(s);
    append_vertices(out);
    return out;
}

TEST_CASE("the scoresheet drawn with its kept row height draws what it draws when the list clipper measures the first row") {
    headless::Ui ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    int scrolled = 0;
    for (const char* variant : {"tapp", "block"}) {
        for (const NamedEvening& ne : data_evenings_of(variant)) {
            REQUIRE(open_evening(s, s.db->create_evening(ne.evening)));
            if (s.result->rows.size() <= 12) continue;  // the sheet shows them all: nothing scrolls
            ++scrolled;
            // The window's font sizes (whole pixels, the sheet still beside the form), and one of a
            // fractional size, whose rows are measured in every frame.
            for (const float pixels : {app::kBaseFontPixels, app::kBaseFontPixels * 1.25f, app::kBaseFontPixels * 1.1f}) {
                set_font_pixels(pixels);
                const bool whole = pixels == std::floor(pixels);
                for (const int row : {static_cast<int>(s.result->rows.size()) * 2 / 3, 0}) {
                    INFO(ne.source << ", " << pixels << " px, row " << row << " selected");
                    s.selected_row = row;
                    s.scroll_to_selected = true;
                    for (int i = 0; i < 5; ++i) ui.frame(s);
                    const float kept = s.texts.row_height;
                    if (!whole) {
                        CHECK(s.texts.row_font != KeptText::Font{ImGui::GetFont(), ImGui::GetFontSize()});
                        continue;
                    }
                    CHECK(kept > ImGui::GetTextLineHeight() * 2.0f);
                    CHECK(s.texts.row_font == KeptText::Font{ImGui::GetFont(), ImGui::GetFontSize()});
                    const std::vector<float> with_kept = frame_vertices(ui, s);
                    s.texts.row_height = 0.0f;  // forgotten: the clipper measures the first row again
                    const std::vector<float> measured = frame_vertices(ui, s);
                    CHECK(s.texts.row_height == kept);
                    CHECK(measured == with_kept);
                }
            }
        }
    }
    CHECK(scrolled >= 2);
    set_font_pixels(app::kBaseFontPixels);
}

TEST_CASE("a kept text draws the vertices Dear ImGui's TextWrapped and TextColored draw, in a wide and a narrow column") {
    headless::Ui ui;
    // The reasons, rule and book references of every posting of an example evening, and texts
    // with blanks and newlines where lines break.
    std::vector<std::string> texts{"Dreier 3\xC3\x97 gewonnen  (39 Punkte):   3", "eins\nzwei drei\n\nvier   ", "ein_sehr_langes_Wort_ohne_Blank"};
    const NamedEvening ne = sample_evenings().front();
    AppState s;
    TempDir dir;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    REQUIRE(open_evening(s, s.db->create_evening(ne.evening)));
    for (const HandRow& row : s.result->rows)
        if (row.outcome)
            for (const HandTexts::Line& p : hand_texts(*s.evening, row.outcome->result).postings)
                for (const KeptText* k : {&p.reason, &p.rule, &p.book}) texts.push_back(k->str());
    REQUIRE(texts.size() > 10);
    // The column's first frames lay the window out (it appears); the comparisons start after them.
    for (int i = 0; i < 2; ++i) drawn_by(ui, [] {
            ImGui::BeginChild("column", ImVec2(700.0f, 0.0f));
            ImGui::EndChild();
        });
    for (float width : {700.0f, 240.0f, 90.0f}) {
        for (const std::string& text : texts) {
            INFO(width << " px: " << text);
            const KeptText kept(text);
            auto in_column = [&](const std::function<void()>& draw) {
                return [&, draw] {
                    ImGui::BeginChild("column", ImVec2(width, 0.0f));
                    draw();
                    ImGui::EndChild();
                };
            };
            // Also in the style's colour, and disabled (the style's alpha lowered).
            const auto imgui = drawn_by(ui, in_column([&] {
                ImGui::PushStyleColor(ImGuiCol_Text, ui::kGrey);
                ImGui::TextWrapped("%s", text.c_str());
                ImGui::PopStyleColor();
                ImGui::TextColored(ui::kBlue, "%s", text.c_str());
                ImGui::TextUnformatted(text.c_str());
                ImGui::BeginDisabled();
                ImGui::TextColored(ui::kRed, "%s", text.c_str());
                ImGui::EndDisabled();
            }));
            for (int twice = 0; twice < 2; ++twice) {  // measured, then kept
                const auto ours = drawn_by(ui, in_column([&] {
                    ui::wrapped(kept, ui::kGrey);
                    ui::text(kept, ui::kBlue);
                    ui::text(kept);
                    ImGui::BeginDisabled();
                    ui::text(kept, ui::kRed);
                    ImGui::EndDisabled();
                }));
                CHECK(ours == imgui);
            }
        }
    }
}

}  // namespace sheet_texts_test
