#pragma once
// The hand form's model of Tarok for four active players: the hand as typed, converted to and from
// the hand's JSON record through vierer::to_json / vierer::parse_hand. It computes no amount. The
// house rule "mode" decides which fields the view shows: (a) fixed partners (a side's card
// points, the announcements, the Partie agreed by hand), (b) calling a king or alone (the Vorhand,
// the called king's holder or the demanded card, the announcements, the game's result agreed by
// hand). Its view: vierer_view.cpp.

#include <string>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/vierer/vierer.hpp"

namespace tarock::app {

/// The state of the Tarok-for-four hand form. Seats are 0-based; -1 means "nobody chosen".
struct ViererForm : form::DealerInput {
    vierer::Hand hand;  ///< the inputs; dealer, points, partner, demanded card's owner, tarocks and agreed amounts are kept below
    int side = -1;                          ///< (a) the player whose side's card points are typed
    std::string points;                     ///< (a) the side's card points as typed
    int partner = -1;                       ///< (b) the called king's holder
    int demanded_from = -1;                 ///< (b) alone: the opponent the card is demanded from
    std::vector<std::string> tarocks_text;  ///< per announcement of hand.ansagen: the matadors' tarocks, "21 20 19"
    AgreedInput agreed;                     ///< the Partie (a), the game or a pass (b), as agreed (A-Q1, A-Q2)

    /// Loads a stored record. Throws InputError when it does not parse.
    static ViererForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for.
    vierer::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 the points (or the agreed amounts); 1-4 the side (a) or the declarer (b); (b) R
    /// calls a king, A alone, S Solo.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// What is still missing while that is what the core refuses.
    std::string hint(const InputError& refusal) const;
};

/// "Anna + Christl": the side (seats 1 + 3 or 2 + 4) of `seat`; "?" for no seat.
std::string side_text(const std::vector<std::string>& players, int seat);

}  // namespace tarock::app
