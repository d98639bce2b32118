#pragma once
// The Slovenian Tarok hand form's model (tarok_si for four, tarok_si3 for three): the hand as
// typed, converted to and from the hand's JSON record through tarok_si::to_json /
// tarok_si::parse_hand (format: docs/formats/tarok_si.md), so the core names every refused field.
// It computes no amount: the sheet's entries and the money come from preview(). Its view:
// tarok_si_view.cpp.

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/tarok_si/tarok_si.hpp"

namespace tarock::app {

/// Who holds the called king, as the Slovenian form offers it: a seat (the declarer's own seat:
/// he called his own king, "partner": "self"), the talon, or -1 while not chosen.
inline constexpr int kSiKingInTalon = -2;

/// The letter key of each contract that has one (the form's keys and the labels of its choice).
inline constexpr std::array<std::pair<int, tarok_si::Contract>, 5> kTarokSiContractKeys{{
    {'K', tarok_si::Contract::Klop},
    {'T', tarok_si::Contract::Tri},
    {'D', tarok_si::Contract::Dva},
    {'E', tarok_si::Contract::Ena},
    {'B', tarok_si::Contract::Berac},
}};

/// The state of the Slovenian hand form. Seats are 0-based; -1 means "nobody chosen".
struct TarokSiForm : form::DealerInput {
    tarok_si::Hand hand;              ///< the inputs; dealer, partner, points, difference and klop are kept below
    int partner = -1;                 ///< holder of the called king, the declarer (self), kSiKingInTalon, or -1
    std::string points;               ///< the declarer party's card points as typed (0..70)
    std::string difference;           ///< the difference as typed (SL-01 difference_rounding = manual)
    std::vector<std::string> klop;    ///< klop: every seat's card points as typed

    /// Loads a stored record. Throws InputError when it does not parse.
    static TarokSiForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for (inputs of another contract dropped); numbers typed
    /// that do not parse are left out here and passed on as typed by to_json().
    tarok_si::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language: "Matjaž: Tri z
    /// Nejc; 41; trula".
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points; 1-4 the declarer; K Klop, T Tri, D Dva, E Ena, B Berač.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// A declarer, the called king's holder or the card points not entered yet.
    std::string hint(const InputError& refusal) const;
};

}  // namespace tarock::app
