#pragma once
// A game's own parts of the window beyond its hand form: items of the evening header, a line above
// the hand form, a panel of its own below the scoreboard (Block-Tarok's Tafel), its own figures in
// the settlement (the Hut settlement). The generic views ask the open evening's GameUi and never
// which game it is. Most games have none of these: their GameUi is the plain base.
//
// Registering a game (games.def lists every game once): its view file ends with
//     TAROCK_FORM(<id>, <Model>)            the form, and the plain GameUi
// or, for a game with parts of its own,
//     TAROCK_FORM_OWN_UI(<id>, <Model>)     the form only; the game's UI file defines
//     std::unique_ptr<GameUi> make_game_ui_<id>()
// inside namespace tarock::app. app/forms/registry.cpp declares both factories for every game of
// games.def, so a game without them does not link.

#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "app/forms/form.hpp"

namespace tarock::app {

struct AppState;
enum class LowerPanel;

/// One game's parts of the window, made for the open evening (make_game_ui): it may keep the
/// state of its own panels. The defaults draw nothing of their own.
class GameUi {
public:
    virtual ~GameUi() = default;

    /// The evening header's items after the title (each drawn by `item`, wrapped to the
    /// window's width). By default the ledger's lines of the result ("Stamm: 12").
    virtual void header_items(AppState& state, const std::function<void(const std::string&)>& item);
    /// Drawn above the hand form (Block: the game value V of the hand). Nothing by default.
    virtual void above_form(AppState& state);

    /// The label (tr_id) of the game's own panel below the scoreboard, offered while it has
    /// something to show; "" (the default): none.
    virtual std::string panel_label(const AppState& state) const;
    /// Draws the game's own panel (LowerPanel::Game).
    virtual void draw_panel(AppState& state);
    /// True when `panel` of the game needs more room than the scoreboard leaves (the scoreboard
    /// gives some up). False by default.
    virtual bool large_panel(const AppState& state, LowerPanel panel) const;

    /// Draws the game's own figures of the settlement in place of the balance table; true when
    /// it did (the closing postings are then folded away). False by default.
    virtual bool settlement_figures(AppState& state);
    /// True when the settlement offers announcing the Touren (Block: not after the Hut).
    virtual bool offers_touren(const AppState& state) const;
    /// Why the open evening takes no new hand by the game's own rules (Block: settled after the
    /// Hut, block §2.10), in the window's language; "" (the default) while it takes one. The
    /// window then shows this instead of the new-hand form, and a save says it.
    virtual std::string no_new_hand(const AppState& state) const;
};

/// The parts of the window of game `variant_id` (a plain GameUi for an id that is no game of
/// games.def).
std::unique_ptr<GameUi> make_game_ui(std::string_view variant_id);

}  // namespace tarock::app

/// Registers the form of game `id` (as in games.def) over model `M` and the game's plain GameUi.
/// Write it once, at the end of the game's view file, inside namespace tarock::app.
#define TAROCK_FORM(id, M)                                                                         \
    std::unique_ptr<HandFormUi> make_hand_form_##id() { return std::make_unique<Form<M>>(); }    \
    std::unique_ptr<GameUi> make_game_ui_##id() { return std::make_unique<GameUi>(); }

/// Registers the form of game `id` over model `M`; the game defines make_game_ui_<id>() itself.
#define TAROCK_FORM_OWN_UI(id, M) \
    std::unique_ptr<HandFormUi> make_hand_form_##id() { return std::make_unique<Form<M>>(); }
