// The texts the scoresheet and the explanation keep between frames (AppState::texts) are the
// texts built fresh from the evening: after a correction, an undo, a language switch and another
// row selected, the kept ones are never stale.
#include <doctest/doctest.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/views.hpp"
#include "app_test_helpers.hpp"
#include "headless_imgui.hpp"

using namespace tarock;
using namespace tarock::app;
using namespace tarock::apptest;

namespace sheet_texts_test {

/// Every row's kept texts, the header's and the selected row's explanation equal those built
/// fresh now.
void check_kept_texts_are_fresh(AppState& s, const std::string& when) {
    INFO(when);
    REQUIRE(s.result);
    const bool in_money = sheet_shows_money(s);
    CHECK(sheet_head_texts(s) == build_sheet_head_texts(s, in_money));
    for (int i = 0; i < static_cast<int>(s.result->rows.size()); ++i) {
        INFO("row " << i);
        CHECK(sheet_row_texts(s, i) == build_sheet_row_texts(s, i, in_money));
    }
    if (s.selected_row >= 0 && s.result->rows[static_cast<std::size_t>(s.selected_row)].outcome)
        CHECK(explanation_texts(s) == hand_texts(*s.evening, s.result->rows[static_cast<std::size_t>(s.selected_row)].outcome->result));
    if (s.entry.preview) CHECK(preview_texts(s) == hand_texts(*s.evening, s.entry.preview->outcome.result));
}

TEST_CASE("the scoresheet's kept texts equal fresh ones after a correction, an undo, a language switch and another selection") {
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
    CHECK(sheet_row_texts(s, 0).number != first.number);  // marked ✎
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
    check_kept_texts_are_fresh(s, "row 2 selected");
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

}  // namespace sheet_texts_test
