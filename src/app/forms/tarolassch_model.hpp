#pragma once
// The Tarolaßch hand form's model: the deal as typed, converted to and from the hand's JSON record
// through tarolassch::to_json / tarolassch::parse_hand. It computes no amount; a robber broken off
// is settled by hand as agreed. Its view: tarolassch_view.cpp.

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/tarolassch/tarolassch.hpp"

namespace tarock::app {

/// The letter key of each contract, by its number (tarolassch::Contract): the form's keys and the
/// labels of its choice.
inline constexpr std::array<std::pair<int, int>, 6> kTarolasschContractKeys{{
    {'T', static_cast<int>(tarolassch::Contract::Trefle)},
    {'P', static_cast<int>(tarolassch::Contract::Pique)},
    {'K', static_cast<int>(tarolassch::Contract::Carreau)},
    {'C', static_cast<int>(tarolassch::Contract::Coeur)},
    {'M', static_cast<int>(tarolassch::Contract::Misere)},
    {'S', static_cast<int>(tarolassch::Contract::SansAtout)},
}};

/// The state of the Tarolaßch hand form. Seats are 0-based; -1 means "nobody chosen".
struct TarolasschForm : form::DealerInput {
    tarolassch::Hand hand;  ///< the inputs; dealer, contract, the counts and agreed amounts are kept below
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
    AgreedInput agreed;         ///< a robber broken off (units)

    /// A fresh form for a new deal dealt by `dealer`: nobody chosen as the bidder yet.
    static TarolasschForm fresh(int dealer);
    /// Loads a stored record. Throws InputError when it does not parse.
    static TarolasschForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for.
    tarolassch::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 the tricks; 1-4 the bidder; T, P, K, C, M, S the game.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// What is still missing while that is what the core refuses.
    std::string hint(const InputError& refusal) const;
    /// The labels of its own fields; the tricks are the field F2 focuses.
    static std::span<const form::FormField> fields();
};

}  // namespace tarock::app
