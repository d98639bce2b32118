#pragma once
// The hand form of Tarok for four active players: its view-model (the hand as typed, converted to
// and from the hand's JSON record through vierer::to_json / vierer::parse_hand) and the view,
// registered as the form of "vierer" in hand_forms.def. It computes no amount. The house rule
// "mode" decides which fields it shows: (a) fixed partners (a side's card points, the
// announcements, the Partie agreed by hand), (b) calling a king or alone (the Vorhand, the called
// king's holder or the demanded card, the announcements, the game's result agreed by hand).

#include <string>
#include <vector>

#include "app/hand_form_hombre.hpp"
#include "core/json.hpp"
#include "games/vierer/vierer.hpp"

namespace tarock::app {

/// The state of the Tarok-for-four hand form. Seats are 0-based; -1 means "nobody chosen".
struct ViererForm {
    vierer::Hand hand;  ///< the inputs; dealer, points, partner, demanded card's owner, tarocks and agreed amounts are kept below
    int dealer = 0;
    bool dealer_explicit = false;
    int side = -1;                          ///< (a) the player whose side's card points are typed
    std::string points;                     ///< (a) the side's card points as typed
    int partner = -1;                       ///< (b) the called king's holder
    int demanded_from = -1;                 ///< (b) alone: the opponent the card is demanded from
    std::vector<std::string> tarocks_text;  ///< per announcement of hand.ansagen: the matadors' tarocks, "21 20 19"
    AgreedText agreed;                      ///< the Partie (a), the game or a pass (b), as agreed (A-Q1, A-Q2)

    /// The typed hand the form stands for.
    vierer::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record. Throws InputError when it does not parse.
    static ViererForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// A one-line summary in the window's language of the inputs (no amounts).
    std::string summary(const std::vector<std::string>& players) const;
};

/// A fresh form for a new hand dealt by `dealer`.
ViererForm new_vierer_form(int dealer);

}  // namespace tarock::app
