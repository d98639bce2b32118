#pragma once
// The Königrufen hand form: its view-model (the hand as typed, converted to and from the hand's
// JSON record through koenigrufen::to_json / koenigrufen::parse_hand) and the view, registered as
// the form of "koenigrufen" in hand_forms.def. The form shows the parties as soon as the partner
// is known (koenigrufen::parties_text); it computes no amount.

#include <string>
#include <vector>

#include "app/hand_form_partnership.hpp"
#include "core/json.hpp"
#include "games/koenigrufen/koenigrufen.hpp"

namespace tarock::app {

/// Who holds the called king, as the form offers it: a seat, the talon, or not yet chosen.
inline constexpr int kPartnerTalon = -2;

/// The state of the Königrufen hand form. Seats are 0-based; -1 means "nobody chosen".
struct KoenigrufenForm {
    koenigrufen::Hand hand;      ///< the inputs; hand.dealer, points and result are kept below
    int dealer = 0;
    bool dealer_explicit = false;
    int partner = -1;            ///< holder of the called king, kPartnerTalon, or -1
    pform::ResultText result;

    /// The typed hand the form stands for.
    koenigrufen::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record. Throws InputError when it does not parse.
    static KoenigrufenForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// A one-line German summary of the inputs (no amounts).
    std::string summary(const std::vector<std::string>& players) const;
    /// True when `seat` is entered as holding `h`; adds or removes it.
    bool has_honour(int seat, koenigrufen::Honour h) const;
    void set_honour(int seat, koenigrufen::Honour h, bool held);
};

/// A fresh form for a new hand dealt by `dealer`.
KoenigrufenForm new_koenigrufen_form(int dealer);

}  // namespace tarock::app
