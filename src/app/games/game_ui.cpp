// The defaults of a game's parts of the window (see game_ui.hpp): the ledger's lines in the
// header, and nothing of its own elsewhere.
#include "app/games/game_ui.hpp"

#include "app/app_state.hpp"
#include "app/lang.hpp"

namespace tarock::app {

void GameUi::header_items(AppState& s, const std::function<void(const std::string&)>& item) {
    if (!s.result) return;
    for (const LedgerLine& l : s.result->ledger_lines) item(tr(l.label) + ": " + tr(l.value));
}

void GameUi::above_form(AppState& s) { (void)s; }

std::string GameUi::panel_label(const AppState& s) const {
    (void)s;
    return {};
}

void GameUi::draw_panel(AppState& s) { (void)s; }

bool GameUi::large_panel(const AppState& s, LowerPanel panel) const {
    (void)s;
    (void)panel;
    return false;
}

bool GameUi::settlement_figures(AppState& s) {
    (void)s;
    return false;
}

bool GameUi::offers_touren(const AppState& s) const {
    (void)s;
    return true;
}

std::string GameUi::no_new_hand(const AppState& s) const {
    (void)s;
    return {};
}

}  // namespace tarock::app
