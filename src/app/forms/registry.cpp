// The registry of the window's games, built from games.def (the one list of games): each game's
// form factory and its GameUi. A game listed there without TAROCK_FORM (or TAROCK_FORM_OWN_UI and
// its own make_game_ui_<id>) does not link.
#include <memory>
#include <string_view>

#include "app/games/game_ui.hpp"

namespace tarock::app {

#define TAROCK_GAME(id, folder, ns, fn)                 \
    std::unique_ptr<HandFormUi> make_hand_form_##id(); \
    std::unique_ptr<GameUi> make_game_ui_##id();
#include "games/games.def"
#undef TAROCK_GAME

namespace {

struct Registration {
    std::string_view id;
    std::unique_ptr<HandFormUi> (*form)();
    std::unique_ptr<GameUi> (*game)();
};

const Registration kGames[] = {
#define TAROCK_GAME(id, folder, ns, fn) {#id, &make_hand_form_##id, &make_game_ui_##id},
#include "games/games.def"
#undef TAROCK_GAME
};

const Registration* find(std::string_view id) {
    for (const Registration& r : kGames)
        if (r.id == id) return &r;
    return nullptr;
}

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form(std::string_view variant_id) {
    const Registration* r = find(variant_id);
    if (!r) return nullptr;
    std::unique_ptr<HandFormUi> f = r->form();
    f->clear(0);
    return f;
}

bool has_hand_form(std::string_view variant_id) { return find(variant_id) != nullptr; }

std::unique_ptr<GameUi> make_game_ui(std::string_view variant_id) {
    const Registration* r = find(variant_id);
    return r ? r->game() : std::make_unique<GameUi>();
}

}  // namespace tarock::app
