#pragma once
// The contract on the longer ladder Dreier < Zweier < Einer < Solo as typed
// (tapp::LadderContract), shared by the Steyerisch- and Ungarisch-Tarok forms' models. Its rows:
// ladder_rows() (rows.hpp, ladder_view.cpp).

#include <string>

#include "app/forms/inputs.hpp"
#include "games/tapp/ladder.hpp"

namespace tarock::app {

/// The contract as the form holds it: the game, and for each game its own way of entering the
/// multiple (tapp::LadderContract documents the meaning).
struct LadderInput {
    tapp::Contract game = tapp::Contract::Dreier;
    DreierInput dreier_input = DreierInput::Multiple;
    int dreier_multiple = 1;        ///< 1..6 with DreierInput::Multiple
    int dreier_level = 0;           ///< 1..4 with DreierInput::Level; with Multiple 0 = not recorded
    tapp::Talon talon = tapp::Talon::FirstSeen;
    int zweier_level = 0;           ///< 0 = not recorded, 1..3 = erster, zweiter, dritter Zweier
    int zweier_multiple = 1;        ///< 1..6
    bool einer_by_card = false;     ///< the Einer as the card taken (and going back) instead of the multiple
    int einer_multiple = 1;         ///< 1..11
    int einer_card = 1;             ///< 1..6
    bool einer_back = false;        ///< went back to the card after seeing all six

    /// The contract for the core (only the fields of the chosen game and input way).
    tapp::LadderContract to_contract() const;
    /// The form for a stored contract.
    static LadderInput from_contract(const tapp::LadderContract& c);
    /// "Einer 11×" / "Zweier (dritter) 4×" / "Dreier Stufe 2, andere Lage = 3×" (window's language).
    std::string summary() const;
    /// The plain letter keys D, Z, E, S choose the game.
    void key(const form::KeyPress& k);
};

}  // namespace tarock::app
