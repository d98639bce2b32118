#pragma once
// The hand form's model of "Tappen mit König" (seed 003): the hand as typed, converted to and from
// the hand's JSON record through tappen_mit_koenig::to_json / parse_hand. It shows the parties as
// soon as the helper is known; it computes no amount. Its view: tappen_mit_koenig_view.cpp.

#include <string>
#include <vector>

#include "app/forms/partnership_model.hpp"
#include "core/json.hpp"
#include "games/koenigrufen/tappen_mit_koenig.hpp"

namespace tarock::app {

/// The state of the Tappen-mit-König hand form. Seats are 0-based; -1 means "nobody chosen".
struct TappenMitKoenigForm : form::DealerInput {
    tappen_mit_koenig::Hand hand;  ///< the inputs; dealer, price and points are kept below
    int partner = -1;              ///< the helper (the declarer: his own king), -2 the talon, -1 open
    bool by_tarock = false;        ///< a tarock called (Tarokrufen) instead of a king
    std::string price;             ///< the game's price as typed
    std::string points;            ///< the points (0-106) as typed; empty with a result instead
    bool with_points = true;

    /// Loads a stored record. Throws InputError when it does not parse.
    static TappenMitKoenigForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for.
    tappen_mit_koenig::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 the points; 1-4 the declarer, then in a Ruf the called card's holder; R Ruf, D
    /// Dreier, S Solo; C, K, P, T the called king's suit (form::kSuitKeys).
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// A declarer or the price not entered yet.
    std::string hint(const InputError& refusal) const;
};

}  // namespace tarock::app
