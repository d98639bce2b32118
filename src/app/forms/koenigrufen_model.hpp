#pragma once
// The Königrufen hand form's model: the hand as typed, converted to and from the hand's JSON
// record through koenigrufen::to_json / koenigrufen::parse_hand. The form shows the parties as soon
// as the partner is known (koenigrufen::parties_text); it computes no amount. Its view:
// koenigrufen_view.cpp.

#include <string>
#include <vector>

#include "app/forms/partnership_model.hpp"
#include "core/json.hpp"
#include "games/koenigrufen/koenigrufen.hpp"

namespace tarock::app {

/// Who holds the called king, as the form offers it: a seat, the talon, or not yet chosen.
inline constexpr int kPartnerTalon = -2;

/// The state of the Königrufen hand form. Seats are 0-based; -1 means "nobody chosen".
struct KoenigrufenForm : form::DealerInput {
    koenigrufen::Hand hand;      ///< the inputs; dealer, partner, result and premiums are kept below
    int partner = -1;            ///< holder of the called king, kPartnerTalon, or -1
    ResultText result;
    UltimoInput ultimo;
    VolatInput volat;

    /// Loads a stored record. Throws InputError when it does not parse.
    static KoenigrufenForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for.
    koenigrufen::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points; 1-4 the declarer, then in a Rufer or Solo the called king's holder; R
    /// Rufer, S Solo, D Dreier, O Solodreier; C, K, P, T the called king's suit (form::kSuitKeys).
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// A declarer, the called king's holder or the card points not entered yet.
    std::string hint(const InputError& refusal) const;
};

}  // namespace tarock::app
