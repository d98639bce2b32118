#pragma once
// The Neunzehnrufen hand form: its view-model (the hand as typed, converted to and from the hand's
// JSON record through neunzehnrufen::to_json / parse_hand) and the view, registered as the form
// of "neunzehnrufen" in hand_forms.def. It shows the parties and who books each dummy as soon as
// the partner is known (neunzehnrufen::parties_text); it computes no amount.

#include <string>
#include <vector>

#include "app/hand_form_partnership.hpp"
#include "core/json.hpp"
#include "games/neunzehnrufen/neunzehnrufen.hpp"

namespace tarock::app {

/// The state of the Neunzehnrufen hand form. Seats are 0-based; -1 means "nobody chosen".
struct NeunzehnrufenForm {
    neunzehnrufen::Hand hand;    ///< the inputs; hand.dealer and points are kept below
    int dealer = 0;
    bool dealer_explicit = false;
    int partner = -1;            ///< holder of the called tarock, -2 for the talon, or -1
    bool by_part = false;        ///< the multiple entered as the talon part taken (and "back")
    std::string points;          ///< the declarer's party's card points as typed

    neunzehnrufen::Hand to_hand() const;
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record. Throws InputError when it does not parse.
    static NeunzehnrufenForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    std::string summary(const std::vector<std::string>& players) const;
    bool has_honour(int seat, neunzehnrufen::Honour h) const;
    void set_honour(int seat, neunzehnrufen::Honour h, bool held);
    bool has_ansage(int seat, neunzehnrufen::Ansage a) const;
    void set_ansage(int seat, neunzehnrufen::Ansage a, bool on);
};

NeunzehnrufenForm new_neunzehnrufen_form(int dealer);

}  // namespace tarock::app
