#pragma once
// The Neunzehnrufen hand form's model: the hand as typed, converted to and from the hand's JSON
// record through neunzehnrufen::to_json / parse_hand. The form shows the parties and who books each
// dummy as soon as the partner is known (neunzehnrufen::parties_text); it computes no amount. Its
// view: neunzehnrufen_view.cpp.

#include <string>
#include <vector>

#include "app/forms/partnership_model.hpp"
#include "core/json.hpp"
#include "games/neunzehnrufen/neunzehnrufen.hpp"

namespace tarock::app {

/// The state of the Neunzehnrufen hand form. Seats are 0-based; -1 means "nobody chosen".
struct NeunzehnrufenForm : form::DealerInput {
    neunzehnrufen::Hand hand;    ///< the inputs; dealer, partner, points and premiums are kept below
    int partner = -1;            ///< holder of the called tarock, -2 for the talon, or -1
    bool by_part = false;        ///< the multiple entered as the talon part taken (and "back")
    std::string points;          ///< the declarer's party's card points as typed
    UltimoInput ultimo;
    VolatInput volat;

    /// Loads a stored record. Throws InputError when it does not parse.
    static NeunzehnrufenForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for.
    neunzehnrufen::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points; 1-4 the declarer; R Rufer, D Dreier, Z Zweier, E Einer, S Solo.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// A declarer, the called tarock's holder or the card points not entered yet.
    std::string hint(const InputError& refusal) const;
};

}  // namespace tarock::app
