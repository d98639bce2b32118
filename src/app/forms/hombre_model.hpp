#pragma once
// The Tarok-l'Hombre hand form's model: the hand as typed, converted to and from the hand's JSON
// record through hombre::to_json / parse_hand. It computes no amount. Its view: hombre_view.cpp.

#include <string>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/hombre/hombre.hpp"

namespace tarock::app {

/// The state of the Tarok-l'Hombre hand form. Seats are 0-based; -1 means "nobody chosen".
struct HombreForm : form::DealerInput {
    hombre::Hand hand;        ///< the inputs; dealer, points and the agreed amounts are kept below
    std::string points;       ///< the l'Hombre's card points as typed
    AgreedInput agreed;       ///< the opponents' Vole (A-L5)

    /// A fresh form for a new hand dealt by `dealer`: no l'Hombre chosen yet.
    static HombreForm fresh(int dealer);
    /// Loads a stored record. Throws InputError when it does not parse.
    static HombreForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points; 1-3 the l'Hombre.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// A l'Hombre or the card points not entered yet.
    std::string hint(const InputError& refusal) const;
};

}  // namespace tarock::app
