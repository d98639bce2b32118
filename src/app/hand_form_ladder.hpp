#pragma once
// Shared pieces of the Steyerisch- and Ungarisch-Tarok hand forms (not a form of its own, so not
// listed in hand_forms.def): the contract on the longer ladder Dreier < Zweier < Einer < Solo as
// typed (tapp::LadderContract), and the contra radio buttons. Inputs only; no amounts.

#include <string>

#include "app/hand_form_tapp.hpp"
#include "app/hand_forms.hpp"
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
    /// "Einer 11×" / "Zweier (dritter) 4×" / "Dreier Stufe 2, andere Lage = 3×" (German).
    std::string summary() const;
};

/// Draws the "Spiel" rows of the ladder into the current form table; `zweier_max` and
/// `einer_max` bound the multiples offered.
void draw_ladder(LadderInput& in, int zweier_max, int einer_max);

/// Contra radio buttons (—, Contra, Recontra, Supercontra) under ImGui id `id`.
void ladder_contra_radios(const char* id, int& level);

}  // namespace tarock::app
