// The open evening: header, scoreboard, the panels below it, and the hand form with its preview.
#include <algorithm>
#include <cmath>

#include <fmt/format.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/actions.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

namespace {

void draw_header(AppState& s) {
    const Evening& e = *s.evening;
    std::string variant_name = e.variant;
    try {
        variant_name = tr(find_variant(e.variant).name());
    } catch (const InputError&) {
    }
    const std::string title = e.title.empty() ? tr("Abend") : e.title;
    ImGui::TextUnformatted(title.c_str());
    // Hands only: a record without a deal (the Hut, a chip count) is no hand.
    const int n = s.result ? hands_played(*s.result) : static_cast<int>(e.hands.size());
    const std::string hands = n == 1 ? trf("{} Hand", n) : trf("{} Hände", n);
    const std::string facts = trf("{} · {} · {} · Einsatz {} je {}", e.date, variant_name, hands,
                                  money_text(e.stake.cents_per_unit, e.stake.currency), unit_singular(e)) +
                              (e.closed ? tr(" · abgeschlossen") : "");
    ui::same_line_if_fits(facts);
    ui::wrapped_coloured(ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled), facts);
    // The ledger's state (pot, board) and the Touren below, wrapped to the window's width.
    bool first = true;
    auto item = [&](const std::string& text) {
        if (!first) {
            const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x * 2.0f + ImGui::CalcTextSize(text.c_str()).x +
                                ImGui::CalcTextSize("\xC2\xB7").x;
            if (right < ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) {
                ImGui::SameLine();
                ImGui::TextDisabled("\xC2\xB7");
                ImGui::SameLine();
            }
        }
        first = false;
        ui::wrapped_coloured(ui::kBlue, text);
    };
    s.game->header_items(s, item);
    if (s.result && s.result->touren) {
        const TourenState& t = *s.result->touren;
        if (t.finished()) item(trf("Touren beendet (Hand {})", played_number_of_position(*s.result, *t.last_hand)));
        else if (t.start_hand) item(trf("Touren: {} von {} Gaben", t.deals_played, t.deals_total) + (t.ehrentour ? tr(" (mit Ehrentour)") : ""));
        else item(trf("{} Touren angesagt, beginnen beim Geber {}", t.announced.rounds, account_name(e, t.starter)));
    }
}

/// One player cell: line 1 the marker (G dealer, K resting König) and the hand's amount,
/// line 2 the running total. On a written sheet only the declaring party's cells have an entry
/// (the others stay empty, as on the paper sheet, tarok-si §S11.1).
void player_cell(const HandRow& row, const SheetRowTexts& t, int seat, bool in_money, const SheetHeadTexts& head) {
    const auto i = static_cast<std::size_t>(seat);
    const bool bookkeeping = row.outcome && row.outcome->bookkeeping;  // no deal: no dealer, nobody rests
    const bool resting = !bookkeeping && row.resting && *row.resting == seat;
    if (resting) ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, ImGui::GetColorU32(ImVec4(0.85f, 0.85f, 0.85f, 0.6f)));
    if (!bookkeeping && (resting || row.dealer == seat)) {
        ui::text(resting ? head.resting_mark : head.dealer_mark, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        if (ImGui::IsItemHovered()) ui::tooltip(resting ? tr("ruhender König (Geber)") : tr("Geber"));
        ImGui::SameLine();
    }
    if (!in_money) {
        const std::vector<Thirds>* written = row.outcome ? &row.outcome->result.written : nullptr;
        if (!t.amounts[i].empty()) ui::amount_text(t.amounts[i], (*written)[i], true);
        else ImGui::TextUnformatted("");
        ui::text_right(t.running[i], ui::kGrey);
        return;
    }
    const bool struck = row.outcome && row.outcome->struck;
    if (resting && row.net[i].is_zero()) ui::text_right("\xE2\x80\x94", ui::kGrey);  // rested, paid nothing
    else if (row.error || struck) ui::text_right(t.amounts[i], ui::kGrey);
    else ui::amount_text(t.amounts[i], row.net[i], true);
    ui::text_right(t.running[i], ui::kGrey);
}

/// A sheet kept in points offers its money view (tarok-si §S11.2, SL-22): two choices above
/// the scoresheet.
void draw_sheet_choice(AppState& s) {
    if (s.result->written_totals.empty()) return;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("Blatt:"));
    ImGui::SameLine();
    if (ImGui::RadioButton(tr("geschriebene Punkte"), !s.sheet_in_money)) s.sheet_in_money = false;
    ImGui::SameLine();
    if (ImGui::RadioButton(tr("Geld"), s.sheet_in_money)) s.sheet_in_money = true;
    ui::tooltip(tr("Das Geld, das sich aus dem Blatt ergibt (nach der Umrechnung der Hausregeln)."));
}

void draw_scoreboard(AppState& s, float height) {
    const Evening& e = *s.evening;
    const EveningResult& r = *s.result;
    draw_sheet_choice(s);
    const bool in_money = sheet_shows_money(s);
    if (!r.written_totals.empty()) height -= ImGui::GetFrameHeightWithSpacing();
    const int n = static_cast<int>(e.players.size());
    const float fs = ImGui::GetFontSize();
    const float pad = ImGui::GetStyle().CellPadding.x * 2.0f + 1.0f;  // a column's padding and its border
    // The players' headers: name, marks and total on one line; when the table is narrow
    // (compact), the total goes under the name, the columns are as wide as their entries and the
    // dealer column goes (the dealer's cell is marked G). Only when even that leaves the game
    // column too little room does the table scroll sideways.
    const SheetHeadTexts& head = sheet_head_texts(s);
    float wide = fs * (2.8f + 4.5f + 12.0f) + 3.0f * pad, compact = fs * (2.8f + 8.0f) + 2.0f * pad;
    std::vector<float> wide_w, compact_w;
    // The wider of the two marks beside an amount (the dealer's G is wider than the König's K).
    const float marker = std::max(ui::size_of(head.dealer_mark).x, ui::size_of(head.resting_mark).x) + ImGui::GetStyle().ItemSpacing.x;
    for (std::size_t i = 0; i < head.names.size(); ++i) {
        const float amounts = marker + ImGui::CalcTextSize(head.widest[i].c_str()).x;
        const float name = ImGui::CalcTextSize(head.names[i].c_str()).x, total = ImGui::CalcTextSize(head.totals[i].c_str()).x;
        wide_w.push_back(std::max({fs * 5.0f, name + ImGui::CalcTextSize(" ").x + total, amounts}));
        compact_w.push_back(std::max({name, total, amounts}));
        wide += wide_w.back() + pad;
        compact += compact_w.back() + pad;
    }
    const float avail = ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ScrollbarSize;
    const bool narrow = avail < wide;
    const bool scroll = narrow && avail < compact;
    ImGuiTableFlags flags = ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersV |
                            ImGuiTableFlags_BordersOuterH | ImGuiTableFlags_SizingFixedFit;
    if (scroll) flags |= ImGuiTableFlags_ScrollX;
    if (!ImGui::BeginTable("##scoreboard", 3 + n, flags, ImVec2(0.0f, height))) return;
    ImGui::TableSetupScrollFreeze(1, 1);
    ImGui::TableSetupColumn(tr("Nr"), ImGuiTableColumnFlags_WidthFixed, fs * 2.8f);
    ImGui::TableSetupColumn(tr("Geber"), ImGuiTableColumnFlags_WidthFixed | (narrow ? ImGuiTableColumnFlags_Disabled : 0), fs * 4.5f);
    if (scroll) ImGui::TableSetupColumn(tr("Spiel"), ImGuiTableColumnFlags_WidthFixed, fs * 8.0f);
    else ImGui::TableSetupColumn(tr("Spiel"), ImGuiTableColumnFlags_WidthStretch);
    for (int p = 0; p < n; ++p) {
        const auto i = static_cast<std::size_t>(p);
        const std::string label = head.names[i] + (narrow ? "\n" : " ") + head.totals[i] + "###p" + std::to_string(p);
        ImGui::TableSetupColumn(label.c_str(), ImGuiTableColumnFlags_WidthFixed, narrow ? compact_w[i] : wide_w[i]);
    }
    ImGui::TableHeadersRow();

    const int rows = static_cast<int>(r.rows.size());
    // Every row is as high as the first: the clipper measures it once per font (by drawing the
    // first row) and is told it in the frames after. Only a height of whole pixels is kept: the
    // window's font sizes are whole pixels (font_pixels) and ImGui floors the style's sizes, so
    // the rows start on whole pixels; at a font of a fractional size the height measured would
    // depend on where the first row starts (ImGui floors the line positions), so it is measured
    // in every frame as before.
    const KeptText::Font font{ImGui::GetFont(), fs};
    ImGuiListClipper clipper;
    clipper.Begin(rows, s.texts.row_font == font ? s.texts.row_height : -1.0f);
    if (s.scroll_to_selected && s.selected_row >= 0 && s.selected_row < rows) clipper.ForceDisplayRangeByIndices(s.selected_row, s.selected_row + 1);
    while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
            const HandRow& row = r.rows[static_cast<std::size_t>(i)];
            const SheetRowTexts& t = sheet_row_texts(s, i);
            ImGui::TableNextRow();
            ImGui::PushID(i);
            ImGui::TableNextColumn();
            const bool selected = s.selected_row == i;
            if (ImGui::Selectable(t.number.c_str(), selected,
                                  ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap | ImGuiSelectableFlags_AllowDoubleClick,
                                  ImVec2(0.0f, ImGui::GetTextLineHeight() * 2.0f + ImGui::GetStyle().ItemSpacing.y))) {
                s.selected_row = i;
                if (s.lower == LowerPanel::History) show_history(s, i);
                if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) start_correction(s, i);
            }
            if (ImGui::IsItemFocused() && s.selected_row != i) {
                s.selected_row = i;
                if (s.lower == LowerPanel::History) show_history(s, i);
            }
            if (selected && s.scroll_to_selected) {
                ImGui::SetScrollHereY(0.8f);
                s.scroll_to_selected = false;
            }
            ImGui::TableNextColumn();
            if (row.outcome && row.outcome->bookkeeping) ImGui::TextDisabled("\xE2\x80\x94");  // a record without a deal
            else ui::text(t.dealer);
            ImGui::TableNextColumn();
            ImGui::BeginGroup();
            bool one_line = true;
            if (row.error) {
                ui::two_lines(t.line, ui::kRed);
            } else if (row.outcome) {
                const bool struck = row.outcome->struck;
                one_line = ui::size_of(t.line).x <= ImGui::GetContentRegionAvail().x;
                ui::two_lines(t.line, struck ? ui::kGrey : ImGui::GetStyleColorVec4(ImGuiCol_Text), struck);
                if (one_line && !t.extra.empty()) ui::text(t.extra, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            }
            ImGui::EndGroup();
            // The tooltip: the line with each mark's words, what did not fit under it, the corrections.
            if (ImGui::IsItemHovered()) ui::tooltip(t.tip + (one_line || t.extra.empty() ? "" : "\n" + t.extra.str()) + t.revised);
            for (int p = 0; p < n; ++p) {
                ImGui::TableNextColumn();
                player_cell(row, t, p, in_money, head);
            }
            ImGui::PopID();
        }
    }
    if (clipper.ItemsHeight > 0.0f && clipper.ItemsHeight == std::floor(clipper.ItemsHeight)) {
        s.texts.row_height = clipper.ItemsHeight;
        s.texts.row_font = font;
    }
    if (s.scroll_to_selected && (s.selected_row < 0 || s.selected_row >= rows)) s.scroll_to_selected = false;
    ImGui::EndTable();
}

/// SameLine() when the button `label` still fits on the line.
void button_on_line(const std::string& label) {
    ui::same_line_if_fits(ImGui::CalcTextSize(label.c_str(), nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f);
}

void draw_row_buttons(AppState& s) {
    const int rows = static_cast<int>(s.evening->hands.size());
    const bool has = s.selected_row >= 0 && s.selected_row < rows;
    if (has) ImGui::TextUnformatted((row_title(*s.result, s.selected_row) + ":").c_str());
    else ImGui::TextDisabled("%s", tr("Keine Hand gewählt"));
    const std::string correct = tr_id("Korrigieren", "correct");
    button_on_line(correct);
    ImGui::BeginDisabled(!has || s.evening->closed);
    ImGui::BeginDisabled(!s.entry.form);
    if (ImGui::Button(correct.c_str())) start_correction(s, s.selected_row);
    ImGui::EndDisabled();
    ui::tooltip(tr("Lädt die Hand ins Formular; Speichern legt eine Korrektur an (Strg+K)."));
    const std::string del = tr_id("Löschen…", "delete");
    button_on_line(del);
    if (ImGui::Button(del.c_str())) s.confirm_delete = true;
    ui::tooltip(tr("Löscht die Hand; sie bleibt im Verlauf und lässt sich wiederherstellen (Entf)."));
    ImGui::EndDisabled();
    const std::string history = tr_id("Verlauf", "history");
    button_on_line(history);
    ImGui::BeginDisabled(!has);
    if (ImGui::Button(history.c_str())) show_history(s, s.selected_row);
    ImGui::EndDisabled();
    if (s.result && s.result->errors > 0) {
        const int errors = s.result->errors;
        const std::string text = errors == 1 ? trf("{} Hand mit Fehler", errors) : trf("{} Hände mit Fehler", errors);
        ui::same_line_if_fits(text);
        ui::wrapped_coloured(ui::kRed, text);
    }
    if (!s.entry.form) {
        const char* text = tr("Für dieses Spiel gibt es im Fenster noch kein Eingabeformular.");
        ui::same_line_if_fits(text);
        ui::wrapped_coloured(ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled), text);
    }
}

void draw_delete_popup(AppState& s) {
    if (s.confirm_delete) {
        ImGui::OpenPopup("###deletehand");
        s.confirm_delete = false;
        s.delete_note.clear();
    }
    const ImVec2 center = ImGui::GetMainViewport()->GetCenter();
    ImGui::SetNextWindowPos(center, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (ImGui::BeginPopupModal(tr_id("Hand löschen?", "deletehand").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        const int row = s.selected_row;
        ImGui::TextUnformatted(trf("{} wirklich löschen?", row_title(*s.result, row)).c_str());
        const bool waiting = row >= 0 && row < static_cast<int>(s.evening->hands.size()) && waiting_seq(s.evening->hands[static_cast<std::size_t>(row)].id) != 0;
        ImGui::TextDisabled("%s", waiting ? tr("Sie wartet noch auf den Server und wird nicht mehr gesendet; Strg+Z holt sie zurück.")
                                          : tr("Sie bleibt im Verlauf und kann wiederhergestellt werden."));
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 20.0f);
        if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
        ImGui::InputTextWithHint("##delnote", tr("Grund (optional)"), &s.delete_note);
        if (ImGui::Button(tr("Löschen")) || (ui::pressed(ui::keys::kEnter) && !ImGui::IsWindowAppearing())) {
            delete_hand(s, row, s.delete_note);
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ImGui::Button(tr("Abbrechen")) || ui::pressed(ui::keys::kEscape)) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
}

void draw_lower_panels(AppState& s) {
    if (!ImGui::BeginTabBar("##lower", ImGuiTabBarFlags_FittingPolicyScroll)) return;  // tabs keep their whole labels
    struct Tab {
        std::string label;  // fixed ID after "###": the open tab stays open when the language changes
        LowerPanel panel;
    };
    std::vector<Tab> tabs = {{tr_id("Erklärung", "explanation"), LowerPanel::Explanation},
                             {tr_id("Was wäre, wenn", "what_if"), LowerPanel::WhatIf}};
    if (std::string label = s.game->panel_label(s); !label.empty()) tabs.push_back({std::move(label), LowerPanel::Game});
    tabs.push_back({tr_id("Abrechnung", "settlement"), LowerPanel::Settlement});
    tabs.push_back({tr_id("Verlauf", "history"), LowerPanel::History});
    tabs.push_back({tr_id("Grafik", "chart"), LowerPanel::Chart});
    for (const Tab& t : tabs) {
        const ImGuiTabItemFlags fl = s.select_lower_tab && s.lower == t.panel ? ImGuiTabItemFlags_SetSelected : 0;
        if (ImGui::BeginTabItem(t.label.c_str(), nullptr, fl)) {
            if (!s.select_lower_tab) s.lower = t.panel;
            ImGui::BeginChild("##panel", ImVec2(0.0f, 0.0f), false);
            switch (t.panel) {
                case LowerPanel::Explanation: draw_explanation(s); break;
                case LowerPanel::Game: s.game->draw_panel(s); break;
                case LowerPanel::Settlement: draw_settlement(s); break;
                case LowerPanel::History: draw_history(s); break;
                case LowerPanel::WhatIf: draw_what_if(s); break;
                case LowerPanel::Chart: draw_evening_chart(s); break;
            }
            ImGui::EndChild();
            ImGui::EndTabItem();
        }
    }
    s.select_lower_tab = false;
    ImGui::EndTabBar();
}

/// Save and Clear under the form, and the refusal of the last save.
void draw_form_buttons(AppState& s) {
    const bool closed = s.evening->closed;
    if (closed) ImGui::BeginDisabled();
    if (ImGui::Button((s.entry.correcting ? tr_id("Korrektur speichern (Strg+Enter)", "save") : tr_id("Speichern (Strg+Enter)", "save")).c_str())) save_hand(s);
    if (closed) ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button((s.entry.correcting ? tr_id("Abbrechen (Esc)", "clear") : tr_id("Leeren (Esc)", "clear")).c_str())) start_new_hand(s);
    if (closed) ImGui::TextColored(ui::kGrey, "%s", tr("Der Abend ist abgeschlossen (Abrechnung: wieder öffnen)."));
    if (!s.entry.save_error.empty()) ui::wrapped_coloured(ui::kRed, s.entry.save_error);
}

/// The hand form under its title, its buttons, and the preview of what the hand pays below them.
/// `narrow`: the form has a tab of its own (draw_narrow), where the preview keeps fewer lines.
void draw_entry(AppState& s, bool narrow) {
    const Evening& e = *s.evening;
    refresh_preview(s);
    const std::string ended = s.entry.correcting ? std::string() : s.game->no_new_hand(s);
    if (s.entry.correcting) ImGui::TextColored(ui::kRed, "%s", trf("Korrektur: {}", row_title(*s.result, static_cast<int>(s.entry.position))).c_str());
    else if (!ended.empty()) ImGui::TextUnformatted(tr("Keine neue Hand"));
    else ImGui::TextUnformatted(trf("Neue Hand (Nr. {})", played_number(*s.result, static_cast<int>(e.hands.size()))).c_str());
    ImGui::Separator();
    if (!s.entry.form) {
        ImGui::TextWrapped("%s", tr("Für dieses Spiel gibt es noch kein Eingabeformular."));
        return;
    }
    if (!ended.empty()) {
        s.focus_form = {};  // no points field to take the keyboard (F2)
        ui::wrapped_coloured(ui::kBlue, ended);
        ImGui::Spacing();
        ImGui::TextWrapped("%s", tr("Eine gespeicherte Hand korrigieren: ihre Zeile wählen, dann „Korrigieren“ (Strg+K)."));
        if (!s.entry.save_error.empty() && s.entry.save_error != ended) ui::wrapped_coloured(ui::kRed, s.entry.save_error);
        return;
    }
    // The form scrolls above its buttons, which stay in view. It is as tall as its rows (as
    // drawn the frame before) while the preview keeps at least six lines below, its heading
    // included (three in a narrow window's tab, where the sheet has a tab of its own: the
    // heading and two lines of the preview, which scrolls in what is left);
    // with the rarely used sections folded a typical hand fits at 1280×800.
    ImGuiStorage* memory = ImGui::GetStateStorage();
    const ImGuiID height_key = ImGui::GetID("##formheight");
    const float lines = ImGui::GetTextLineHeightWithSpacing();
    const float preview_lines = narrow ? 3.0f : 6.0f;
    const float room = ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing() - lines * preview_lines;
    const float wanted = memory->GetFloat(height_key, room);
    ImGui::BeginChild("##form", ImVec2(0.0f, std::max(std::min(wanted, room), lines * 4.0f)), false);
    // A new hand, a correction begun or ended and another evening start at the form's top.
    const ImGuiID top_key = ImGui::GetID("##formtop");
    const auto hand = static_cast<int>(std::hash<std::string>{}(fmt::format("{}/{}/{}", e.id, e.hands.size(), s.entry.correcting)));
    if (memory->GetInt(top_key, hand) != hand) ImGui::SetScrollY(0.0f);
    memory->SetInt(top_key, hand);
    const TableSetup& setup = evening_setup(s);
    const Deal deal = s.entry.deal ? *s.entry.deal : find_variant(e.variant).deal(setup, s.entry.form->dealer());
    // The Ctrl+Enter of a refused save may still be held: the repeats of its Enter would end the
    // editing of the field that takes the keyboard at once, and the corrected points typed next
    // would reach the form's keys. The field is asked for the keyboard once Enter is let go, and
    // holds it from the next frame on; until then focus_form stays wanted, so no key acts as a key
    // of the form.
    FormFocus& focus = s.focus_form;
    const int frame = ImGui::GetFrameCount();
    if (focus.wanted && focus.asked_frame >= 0 && frame > focus.asked_frame) {  // the field takes it in this frame
        focus.wanted = false;
        focus.asked_frame = -1;
    }
    const bool enter_held = ImGui::IsKeyDown(ui::keys::kEnter) || ImGui::IsKeyDown(ui::keys::kKeypadEnter);
    const bool ask = focus.wanted && focus.asked_frame < 0 && !enter_held;
    bool ask_now = ask;  // cleared by the points field that takes it
    FormContext context{e.players, deal, setup, s.entry.preview ? &*s.entry.preview : nullptr, ask_now, s.entry.rotation_dealer,
                        s.entry.correcting ? &s.entry.correction_note : nullptr};
    s.game->above_form(s);
    s.entry.form->draw(context);
    if (ask) focus.asked_frame = frame;
    const float used = ImGui::GetCursorPosY() + ImGui::GetScrollY() - ImGui::GetStyle().ItemSpacing.y + ImGui::GetStyle().WindowPadding.y;
    ImGui::EndChild();
    memory->SetFloat(height_key, used);
    draw_form_buttons(s);
    ImGui::Separator();
    ImGui::TextUnformatted(tr("Vorschau: was diese Hand zahlt"));
    ImGui::BeginChild("##preview", ImVec2(0.0f, 0.0f), false);
    draw_preview(s);
    ImGui::EndChild();
}

/// Below this width (in em) the scoresheet and the form do not fit side by side: the form's
/// 44 % would leave its inputs less than about 15 em beside the labels.
constexpr float kSideBySideEm = 54.0f;

/// A narrow window (a small screen, a large font): the scoresheet and the form take turns in two
/// tabs of the whole width. The form's tab comes to the front when the form changes (a key of the
/// form, F2, a correction started, a new hand); the sheet's when the user picks it.
template <class DrawSheet>
void draw_narrow(AppState& s, const DrawSheet& draw_sheet) {
    refresh_preview(s);  // the form's JSON of this frame, changed by the keys read before
    ImGuiStorage* memory = ImGui::GetStateStorage();
    const ImGuiID seen_key = ImGui::GetID("##narrowformseen");
    const auto seen = static_cast<int>(std::hash<std::string>{}(s.entry.preview_key + "/" + std::to_string(s.entry.correcting)));
    const bool form_changed = memory->GetInt(seen_key, seen) != seen || s.focus_form.wanted;
    memory->SetInt(seen_key, seen);
    if (!ImGui::BeginTabBar("##narrow", ImGuiTabBarFlags_FittingPolicyScroll)) return;
    if (ImGui::BeginTabItem(tr_id("Blatt", "sheet").c_str())) {
        draw_sheet();
        ImGui::EndTabItem();
    }
    const std::string form_label = s.entry.correcting           ? tr_id("Korrektur", "form")
                                   : s.game->no_new_hand(s).empty() ? tr_id("Neue Hand", "form")
                                                                    : tr_id("Keine neue Hand", "form");
    if (ImGui::BeginTabItem(form_label.c_str(), nullptr, form_changed ? ImGuiTabItemFlags_SetSelected : 0)) {
        draw_entry(s, true);
        ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
}

/// While the points field is wanted (FormFocus) the characters typed reach no text field, and
/// ImGui would drop them: they are kept, and handed to the field first thing in the frame after
/// it took the keyboard (before the characters of that frame). Dropped if no field took it.
void keep_typed_for_field(FormFocus& focus) {
    ImVector<ImWchar>& queue = ImGui::GetIO().InputQueueCharacters;
    if (focus.wanted) {
        focus.typed.insert(focus.typed.end(), queue.begin(), queue.end());
        queue.resize(0);
        return;
    }
    if (focus.typed.empty()) return;
    if (ImGui::IsAnyItemActive())
        for (auto c = focus.typed.rbegin(); c != focus.typed.rend(); ++c) queue.insert(queue.begin(), static_cast<ImWchar>(*c));
    focus.typed.clear();
}

/// Shortcuts read before the screen is drawn (they change what is drawn).
void handle_shortcuts(AppState& s) {
    const ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId)) return;
    keep_typed_for_field(s.focus_form);
    if (ui::ctrl() && ui::pressed('K')) start_correction(s, s.selected_row);
    if (io.WantTextInput) return;
    if (ui::ctrl() && ui::pressed('Z')) undo(s);
    if (ui::ctrl() && ui::pressed('Y')) redo(s);
    if (ui::no_modifier() && ui::pressed(ui::keys::kDelete) && s.selected_row >= 0 && !s.evening->closed) s.confirm_delete = true;
    // A key typed while a text field has the keyboard, or is about to take it (F2, a refused
    // save), is text for that field, never a key of the form.
    if (s.entry.form && s.result && !s.focus_form.wanted && !ImGui::IsAnyItemActive()) {
        static const std::vector<int> no_seats;
        const form::KeyContext context{s.entry.deal ? s.entry.deal->active : no_seats, evening_setup(s).rules};
        if (read_form_keys(*s.entry.form, context)) s.focus_form.want();
    }
}

/// Save and clear, read after the form is drawn: a text field that is being edited has written
/// its text into the form by then (Enter ends its editing in the same frame).
void handle_form_keys(AppState& s, bool text_was_active) {
    if (ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId)) return;
    if (ui::ctrl() && (ui::pressed(ui::keys::kEnter) || ui::pressed(ui::keys::kKeypadEnter))) {
        save_hand(s);
        return;
    }
    // The first Escape only leaves a text field; the next one clears the form.
    if (ui::pressed(ui::keys::kEscape) && !text_was_active && !ImGui::IsAnyItemActive() && !s.rule_window.open) start_new_hand(s);
}

}  // namespace

void draw_evening(AppState& s) {
    if (!s.evening) {
        ImGui::TextDisabled("%s", tr("Kein Abend geöffnet."));
        return;
    }
    const bool text_was_active = ImGui::GetIO().WantTextInput;
    handle_shortcuts(s);
    draw_header(s);
    if (!s.result) {
        ui::wrapped_coloured(ui::kRed, trf("Der Abend lässt sich nicht auswerten: {}", s.evening_error));
        return;
    }
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const bool has_form = s.entry.form != nullptr;
    auto draw_sheet = [&s] {
        draw_row_buttons(s);
        // A game's own panel may need room (Block's Tafel, read across the table): the scoreboard gives some up.
        const float board_share = s.game->large_panel(s, s.lower) ? 0.34f : 0.55f;
        draw_scoreboard(s, ImGui::GetContentRegionAvail().y * board_share);
        draw_lower_panels(s);
    };
    if (has_form && avail.x < ImGui::GetFontSize() * kSideBySideEm) {
        draw_narrow(s, draw_sheet);
        handle_form_keys(s, text_was_active);
    } else if (has_form) {
        ImGui::BeginChild("##left", ImVec2(avail.x * 0.56f, 0.0f), false);
        draw_sheet();
        ImGui::EndChild();
        ImGui::SameLine();
        ImGui::BeginChild("##right", ImVec2(0.0f, 0.0f), true);
        draw_entry(s, false);
        ImGui::EndChild();
        handle_form_keys(s, text_was_active);
    } else {
        ImGui::BeginChild("##left", ImVec2(0.0f, 0.0f), false);
        draw_sheet();
        ImGui::EndChild();
    }
    draw_delete_popup(s);
}

}  // namespace tarock::app
