#pragma once
// The Paszkiewitsch hand form's model: the hand as typed, converted to and from the hand's JSON
// record through paszkiewitsch::to_json / parse_hand. The form shows the parties as soon as the
// partner is known (paszkiewitsch::parties_text); it computes no amount. Its view:
// paszkiewitsch_view.cpp.

#include <string>
#include <vector>

#include "app/forms/partnership_model.hpp"
#include "core/json.hpp"
#include "games/paszkiewitsch/paszkiewitsch.hpp"

namespace tarock::app {

/// The state of the Paszkiewitsch hand form. Seats are 0-based; -1 means "nobody chosen".
struct PaszkiewitschForm : form::DealerInput {
    paszkiewitsch::Hand hand;    ///< the inputs; dealer, partner, result and premiums are kept below
    int partner = -1;            ///< holder of the called tarock (the declarer: himself), -2 discarded, -1 open
    ResultText result;
    UltimoInput ultimo;
    VolatInput volat;

    /// Loads a stored record. Throws InputError when it does not parse.
    static PaszkiewitschForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for.
    paszkiewitsch::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points; 1-4 the declarer; D Dreier, Z Zweier, E Einer, S Solo.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// A declarer, the called tarock's holder or the card points not entered yet.
    std::string hint(const InputError& refusal) const;

    /// The tarock count announced by `seat`: 0 none, 8 or 9; and setting it.
    int tarok_count(int seat) const;
    void set_tarok_count(int seat, int n);
};

}  // namespace tarock::app
