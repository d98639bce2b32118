#pragma once
// The Steyerisch-Tarok hand form's model: the inputs as typed, converted to and from the hand's
// JSON record through steyerisch::to_json / steyerisch::parse_hand. The Gewinn-Points line it
// shows comes from the core (steyerisch::gewinn_points); the form computes no amount. Its view:
// steyerisch_view.cpp.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/forms/inputs.hpp"
#include "app/forms/ladder_model.hpp"
#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "games/steyerisch/steyerisch.hpp"

namespace tarock::app {

/// The state of the Steyerisch hand form. Seats are 0-based; -1 means "nobody chosen".
struct SteyerischForm : form::EnvelopeInput<tapp::DealKind> {
    int declarer = -1;
    int opened_by = -1;            ///< -1: the declarer opened the bidding himself
    LadderInput contract;
    int contra = 0;                ///< 0..3
    std::string points;            ///< the declarer's card points as typed ("35 2/3"); always needed
    std::vector<std::pair<int, tapp::Honour>> honours;  ///< Trull, Quatre (Köpfe count nothing)
    UltimoInput ultimo;
    VolatInput volat;
    int renonce = -1;

    /// Loads a stored record. Throws InputError when it does not parse.
    static SteyerischForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for (points that do not parse are left out).
    steyerisch::Hand to_hand() const;
    /// The hand's JSON record; the dealer only when set by hand or off the rotation; choices left
    /// open are left out so that preview() names the missing field.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points; 1-3 the declarer; D, Z, E, S the game.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// "No declarer chosen yet", "no card points yet" while that is what the core refuses.
    std::string hint(const InputError& refusal) const;

    /// The Gewinn-Points computation the form shows under the points (window's language), from
    /// steyerisch::gewinn_points: "Gegner 42 Punkte: 7 über 35 + 10 = 17 Gewinn-Points; Einer × 3 =
    /// 51; sechsmalig × 6 = 306 an jeden Gegner". Nothing when the form is not a game with card
    /// points, or a Volat replaces the Gewinn-Points.
    std::optional<std::string> gewinn_line(const HouseRules& rules) const;
};

}  // namespace tarock::app
