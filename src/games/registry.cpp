// The registry of games, built from games.def (the one list of games).
#include "core/errors.hpp"
#include "games/variant.hpp"

// Each game's variant function, declared from games.def so that no game header is needed here.
#define TAROCK_GAME(id, folder, ns, fn) \
    namespace tarock::ns {              \
    const Variant& fn();                \
    }
#include "games/games.def"
#undef TAROCK_GAME

namespace tarock {

const std::vector<const Variant*>& all_variants() {
    static const std::vector<const Variant*> v = {
#define TAROCK_GAME(id, folder, ns, fn) &ns::fn(),
#include "games/games.def"
#undef TAROCK_GAME
    };
    return v;
}

const Variant& find_variant(std::string_view id) {
    for (const Variant* v : all_variants())
        if (v->id() == id) return *v;
    std::string known;
    for (const Variant* v : all_variants()) known += (known.empty() ? "" : ", ") + v->id();
    throw InputError("variant", {}, {"Unbekanntes Spiel '" + std::string(id) + "' (bekannt: " + known + ").",
                                     "unknown game '" + std::string(id) + "' (known: " + known + ")"});
}

}  // namespace tarock
