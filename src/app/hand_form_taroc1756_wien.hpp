#pragma once
// The hand form of the 1756 Vienna game of four persons in pairs: its view-model (the game as
// typed, converted to and from the hand's JSON record through taroc1756::wien::to_json /
// parse_hand) and the view, registered as the form of "taroc1756_wien" in hand_forms.def. It
// computes no amount; a Volata's price is entered by hand as agreed (A-O12).

#include <array>
#include <string>
#include <vector>

#include "app/hand_form_hombre.hpp"
#include "core/json.hpp"
#include "games/taroc1756/taroc1756.hpp"

namespace tarock::app {

/// The state of the Vienna hand form. Seats are 0-based; -1 means "nobody chosen".
struct WienForm {
    taroc1756::wien::Hand hand;  ///< the inputs; dealer, points, pairs and agreed amounts are kept below
    int dealer = 0;
    bool dealer_explicit = false;
    int side = -1;               ///< the player whose pair's points are typed
    std::string points;          ///< the pair's points as typed
    bool paare_named = false;    ///< the pairs are named (the first game of a Partie)
    std::array<std::array<int, 2>, 2> paare{{{-1, -1}, {-1, -1}}};
    AgreedText agreed;           ///< a Volata's price (A-O12)

    /// True when the points typed make a Volata (0 or 72): its price is entered by hand.
    bool volata() const;
    /// The typed hand the form stands for.
    taroc1756::wien::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record. Throws InputError when it does not parse.
    static WienForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// A one-line summary in the window's language of the inputs (no amounts).
    std::string summary(const std::vector<std::string>& players) const;
};

/// A fresh form for a new game dealt by `dealer`.
WienForm new_wien_form(int dealer);

}  // namespace tarock::app
