#pragma once
// The Tarolaßch hand form: its view-model (the deal as typed, converted to and from the hand's
// JSON record through tarolassch::to_json / tarolassch::parse_hand) and the view, registered as
// the form of "tarolassch" in hand_forms.def. It computes no amount; a robber broken off is
// settled by hand as agreed.

#include <string>
#include <vector>

#include "app/hand_form_hombre.hpp"
#include "core/json.hpp"
#include "games/tarolassch/tarolassch.hpp"

namespace tarock::app {

/// The state of the Tarolaßch hand form. Seats are 0-based; -1 means "nobody chosen".
struct TarolasschForm {
    tarolassch::Hand hand;  ///< the inputs; dealer, contract, the counts and agreed amounts are kept below
    int dealer = 0;
    bool dealer_explicit = false;
    int contract = -1;          ///< a tarolassch::Contract, or -1 (not chosen)
    int first_colour = -1;      ///< A-T2: the colour bid first, -1 not chosen, kNoColourFirst none bid before the contra'd bid
    static constexpr int kNoColourFirst = -2;
    int tricks_side = -1;       ///< the player whose side's tricks are typed (-1: the bidder's side)
    std::string tricks;         ///< that side's tricks as typed
    int honours_side = -1;      ///< colour games: the side that held the trump figures
    std::string honours;
    int aces_side = -1;         ///< sans atout (as dealt) or Misère (in the tricks at the end)
    std::string aces;
    int revoke = -1;            ///< who revoked
    int dummy_partner = -1;     ///< three players: who plays with the dummy from this deal on (A-T12), or -1 (as before)
    AgreedText agreed;          ///< a robber broken off (units)

    /// The typed hand the form stands for.
    tarolassch::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record. Throws InputError when it does not parse.
    static TarolasschForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// A one-line summary in the window's language of the inputs (no amounts).
    std::string summary(const std::vector<std::string>& players) const;
};

/// A fresh form for a new deal dealt by `dealer`.
TarolasschForm new_tarolassch_form(int dealer);

}  // namespace tarock::app
