#pragma once
// The Paszkiewitsch hand form: its view-model (the hand as typed, converted to and from the hand's
// JSON record through paszkiewitsch::to_json / parse_hand) and the view, registered as the form of
// "paszkiewitsch" in hand_forms.def. It shows the parties as soon as the partner is known
// (paszkiewitsch::parties_text); it computes no amount.

#include <string>
#include <vector>

#include "app/hand_form_partnership.hpp"
#include "core/json.hpp"
#include "games/paszkiewitsch/paszkiewitsch.hpp"

namespace tarock::app {

/// The state of the Paszkiewitsch hand form. Seats are 0-based; -1 means "nobody chosen".
struct PaszkiewitschForm {
    paszkiewitsch::Hand hand;    ///< the inputs; hand.dealer, points and result are kept below
    int dealer = 0;
    bool dealer_explicit = false;
    int partner = -1;            ///< holder of the called tarock (the declarer: himself), -2 discarded, -1 open
    pform::ResultText result;

    paszkiewitsch::Hand to_hand() const;
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record. Throws InputError when it does not parse.
    static PaszkiewitschForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    std::string summary(const std::vector<std::string>& players) const;
    /// The tarock count announced by `seat`: 0 none, 8 or 9; and setting it.
    int tarok_count(int seat) const;
    void set_tarok_count(int seat, int n);
};

PaszkiewitschForm new_paszkiewitsch_form(int dealer);

}  // namespace tarock::app
