#pragma once
// The Steyerisch-Tarok hand form: its view-model (the inputs as typed, converted to and from the
// hand's JSON record through steyerisch::to_json / steyerisch::parse_hand) and the view, registered
// as the form of "steyerisch" in hand_forms.def. The Gewinn-Points line it shows comes from the
// core (steyerisch::gewinn_points); the form computes no amount.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/hand_form_ladder.hpp"
#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "games/steyerisch/steyerisch.hpp"

namespace tarock::app {

/// The state of the Steyerisch hand form. Seats are 0-based; -1 means "nobody chosen".
struct SteyerischForm {
    tapp::DealKind kind = tapp::DealKind::Game;
    int dealer = 0;
    bool dealer_explicit = false;
    int declarer = -1;
    int opened_by = -1;            ///< -1: the declarer opened the bidding himself
    LadderInput contract;
    int contra = 0;                ///< 0..3
    std::string points;            ///< the declarer's card points as typed ("35 2/3"); always needed
    std::vector<std::pair<int, tapp::Honour>> honours;  ///< Trull, Quatre (Köpfe count nothing)
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
    std::string note;

    bool has_honour(int seat, tapp::Honour h) const;
    void set_honour(int seat, tapp::Honour h, bool held);

    /// The typed hand the form stands for (points that do not parse are left out).
    steyerisch::Hand to_hand() const;
    /// The hand's JSON record; the dealer only when set by hand or off the rotation; choices left
    /// open are left out so that preview() names the missing field.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record. Throws InputError when it does not parse.
    static SteyerischForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// A one-line German summary of the inputs (no amounts).
    std::string summary(const std::vector<std::string>& players) const;

    /// The Gewinn-Points computation the form shows under the points (German), from
    /// steyerisch::gewinn_points: "Gegner 42 Punkte: 7 über 35 + 10 = 17 Gewinn-Points; Einer × 3 =
    /// 51; sechsmalig × 6 = 306 an jeden Gegner". Nothing when the form is not a game with card
    /// points, or a Volat replaces the Gewinn-Points.
    std::optional<std::string> gewinn_line(const HouseRules& rules) const;
};

/// A fresh form for a new hand dealt by `dealer`.
SteyerischForm new_steyerisch_form(int dealer);

}  // namespace tarock::app
