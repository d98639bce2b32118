#pragma once
// The Ungarisch-Tarok hand form: its view-model (the inputs as typed, converted to and from the
// hand's JSON record through ungarisch::to_json / ungarisch::parse_hand) and the view, registered
// as the form of "ungarisch" in hand_forms.def. Inputs only; every amount comes from preview().

#include <string>
#include <utility>
#include <vector>

#include "app/hand_form_ladder.hpp"
#include "core/json.hpp"
#include "games/ungarisch/ungarisch.hpp"

namespace tarock::app {

/// Tous les trois or tous les quatre as typed: not played for, collected silently, or announced.
struct PartyPremiumInput {
    PremiumMode mode = PremiumMode::None;
    tapp::Party announced_by = tapp::Party::Declarer;  ///< with PremiumMode::Announced
    int contra = 0;                                    ///< with PremiumMode::Announced
    tapp::Party collected_by = tapp::Party::None;      ///< which party had it in its tricks
};

/// The state of the Ungarisch hand form. Seats are 0-based; -1 means "nobody chosen".
struct UngarischForm {
    tapp::DealKind kind = tapp::DealKind::Game;
    int dealer = 0;
    bool dealer_explicit = false;
    int declarer = -1;
    LadderInput contract;
    int contra = 0;
    bool courage = false;
    ResultInput result_input = ResultInput::Points;
    std::string points;            ///< the declarer's card points as typed ("33 2/3")
    bool won = true;
    PartyPremiumInput trull;
    PartyPremiumInput quatre;
    std::vector<std::pair<int, int>> tarocks;  ///< seat -> 10, 11, 12, in the order entered
    PremiumMode ultimo = PremiumMode::None;
    int ultimo_player = -1;
    bool ultimo_won = true;
    int ultimo_contra = 0;
    bool ultimo_without_pagat = false;
    PremiumMode volat = PremiumMode::None;
    tapp::Party volat_announced_by = tapp::Party::Declarer;
    tapp::Party volat_made_by = tapp::Party::None;
    int volat_contra = 0;
    int renonce = -1;
    ungarisch::RenonceCause renonce_cause = ungarisch::RenonceCause::Play;
    std::string note;

    /// The announced tarock count of `seat` (10-12), or 0.
    int tarock_count(int seat) const;
    /// Sets (10-12) or removes (0) the tarock count of `seat`.
    void set_tarock_count(int seat, int count);

    /// The typed hand the form stands for (points that do not parse are left out).
    ungarisch::Hand to_hand() const;
    /// The hand's JSON record (see SteyerischForm::to_json for the rules).
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record. Throws InputError when it does not parse.
    static UngarischForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// A one-line German summary of the inputs (no amounts).
    std::string summary(const std::vector<std::string>& players) const;
};

/// A fresh form for a new hand dealt by `dealer`.
UngarischForm new_ungarisch_form(int dealer);

}  // namespace tarock::app
