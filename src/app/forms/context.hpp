#pragma once
// What a hand form may read and change while it is drawn: the players, the deal, the evening's
// setup (players and house rules), the scored preview, the request to focus the points field and,
// in correction mode, the reason of the correction. A form sees this and its own model, never the
// whole AppState.

#include <string>
#include <vector>

#include "core/table.hpp"
#include "games/variant.hpp"
#include "session/evening.hpp"

namespace tarock::app {

/// The narrow view of the open evening a form's draw(model, context) works with.
struct FormContext {
    const std::vector<std::string>& players;  ///< every seat's name
    const Deal& deal;                          ///< the deal the hand is in (active seats, resting König)
    const TableSetup& setup;                   ///< the evening's players and house rules
    const Preview* preview;                    ///< the hand as the core scores it; nullptr while refused
    bool& focus_points;                        ///< F2 asked for the points field: the first points field takes the keyboard and clears it
    int rotation_dealer;                       ///< the dealer the rotation gives at the hand's position
    std::string* correction_note;              ///< correcting a stored hand: the reason typed; nullptr for a new hand
};

}  // namespace tarock::app
