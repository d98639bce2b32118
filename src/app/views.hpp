#pragma once
// The views of the window. Each draws one part of the screen from the AppState and calls the
// actions (actions.hpp) on input; none computes an amount itself.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "app/app_state.hpp"
#include "core/posting.hpp"

namespace tarock::app {

/// The whole window for one frame: menu bar, the current screen, the status line, shortcuts.
void draw_app(AppState& state);

/// Start screen: the table of evenings (evening_list_view.cpp).
void draw_evening_list(AppState& state);
/// The "new evening" dialog (new_evening_view.cpp).
void draw_new_evening(AppState& state);
/// The open evening: scoreboard, lower panels, hand form and live preview (evening_view.cpp).
void draw_evening(AppState& state);

/// The explanation of the selected scoreboard row (explanation_view.cpp).
void draw_explanation(AppState& state);
/// The live preview of the hand in the form (explanation_view.cpp).
void draw_preview(AppState& state);
/// Every posting of `result` (payer → payee, amount, reason, rule), its notes and each
/// player's net (explanation_view.cpp). Each rule opens its text with one click (rule_link).
void draw_hand_result(AppState& state, const Evening& evening, const HandResult& result, const char* id);
/// The same for the texts of a hand already built (hand_texts, explanation_texts, preview_texts).
void draw_hand_texts(AppState& state, const HandTexts& texts, const char* id);

/// `text` (a rule reference, e.g. "[tapp §2.2, §2.9 (000:L326-336, L358)]") drawn as a link when
/// the rules reference has a section for `rule`: hovering underlines it, a click opens the rule
/// window on it. Returns true on the click (rules_view.cpp).
bool rule_link(AppState& state, const RuleRef& rule, const std::string& text);
/// The same when it is known already whether the rules reference has a section for `rule`
/// (report::sections_of, a search through the rule's text that a frame need not repeat); `text`
/// keeps its line breaks (ui::wrapped).
bool rule_link(AppState& state, const RuleRef& rule, const KeptText& text, bool linked);
/// Shows the sections `rule` cites in the rule window (rules_view.cpp).
void open_rule(AppState& state, const RuleRef& rule);
/// "Was sagt die Regel?": the window beside the screen with the cited sections of docs/rules in
/// the window's language and the book each comes from; Esc or "Schließen" closes it
/// (rules_view.cpp).
void draw_rule_window(AppState& state);

/// Balances in points and money, transfers, "Abend abschließen" (settlement_view.cpp).
void draw_settlement(AppState& state);
/// The revisions of the chosen hand and the deleted hands (history_view.cpp).
void draw_history(AppState& state);

/// "Was wäre, wenn": the selected stored hand beside the form's changed version of it, with
/// the difference per player (whatif_view.cpp).
void draw_what_if(AppState& state);

/// Each player's running total by hand as a line chart (chart_view.cpp).
void draw_evening_chart(AppState& state);
/// Lines over `series` (one per player; point 0 is the start, point k the value after hand or
/// evening k; exact values: thirds, cents) with a zero line, the range labelled and a legend of
/// `names` with each last value, every value written by `label` as the tables write it;
/// `height` in pixels (chart_view.cpp).
void draw_line_chart(const char* id, const std::vector<std::string>& names, const std::vector<std::vector<std::int64_t>>& series,
                     const std::function<std::string(std::int64_t)>& label, float height, const char* x_label);
/// The label under a chart of `points` points whose steps are named `x_label` ("Hand", "Abend"):
/// "Hand: Beginn bis 12"; with one step after the start "Abend 1: Beginn bis Ende"; "" without
/// points (chart_view.cpp).
std::string chart_axis_label(const char* x_label, std::size_t points);

/// The statistics screen: per player across evenings, by game, and the net over time
/// (statistics_view.cpp).
void draw_statistics(AppState& state);
/// A ranking (session/ranking.hpp) as a table: place ("4=", "2 (Los)"), name (`names` by
/// Placing::entrant), Schrift, Kontra, Geld and, when given, the cup points of each line.
void draw_ranking_table(const char* id, const std::vector<Placing>& ranking, const std::vector<std::string>& names, const std::vector<int>* cup_points);
/// The tournament screen: the players, each round's tables with the state of their sheets, the ranking.
void draw_tournament(AppState& state);

/// The presets of the "new evening" dialog: choose one, save the dialog's rules as one, delete,
/// export and import the circle's presets (preset_view.cpp).
void draw_preset_panel(AppState& state);

/// The save dialog of an export: the desktop's when state.native_dialogs allows it, else the
/// window's dialog with the path to edit, titled export_dialog_title(); after an HTML page, the
/// offer to open it in the browser, titled saved_page_title() (export_view.cpp).
void draw_export_dialog(AppState& state);
/// The title of the window's save dialog for `kind`: "Abend exportieren" for an evening, else
/// what is saved ("Tischkarten speichern", "Rangliste speichern", "Cupwertung speichern").
const char* export_dialog_title(ExportKind kind);
/// The title of the offer to open a page just saved of `kind` in the browser
/// ("Abrechnungsblatt gespeichert", "Tischkarten gespeichert", …).
const char* saved_page_title(ExportKind kind);

/// The wastebasket of evenings under the evening list: bring back or purge after confirmation
/// (evening_list_view.cpp).
void draw_wastebasket(AppState& state);

}  // namespace tarock::app
