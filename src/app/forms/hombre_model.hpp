#pragma once
// The Tarok-l'Hombre hand form's model: the hand as typed, converted to and from the hand's JSON
// record through hombre::to_json / parse_hand. It computes no amount. Its view: hombre_view.cpp.

#include <string>
#include <utility>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/hombre/hombre.hpp"

namespace tarock::app {

/// The keys of the card taken in an exchange, in the order the form offers them: A another card,
/// M the Mond, X the Sküs, P the Pagat, K a König. The form shows each before the card's name.
inline constexpr std::pair<char, hombre::Exchange::Card> kHombreCardKeys[] = {
    {'A', hombre::Exchange::Card::Andere}, {'M', hombre::Exchange::Card::Mond}, {'X', hombre::Exchange::Card::Skues},
    {'P', hombre::Exchange::Card::Pagat}, {'K', hombre::Exchange::Card::Koenig}};

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
    /// Keys: F2 card points; D a duo, U ad uno, S Solo; 1-3 the l'Hombre, then, while a card of
    /// the exchange has no owner yet, the opponent it was taken from (the first open card: 1 D 2 3);
    /// a digit after that chooses the l'Hombre anew and opens the exchange again. A card key
    /// (kHombreCardKeys) names the card last given an owner (before any: the first card).
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// A l'Hombre or the card points not entered yet.
    std::string hint(const InputError& refusal) const;
};

}  // namespace tarock::app
