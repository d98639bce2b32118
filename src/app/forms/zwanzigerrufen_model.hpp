#pragma once
// The Zwanzigerrufen hand form's model: the hand as typed, converted to and from the hand's JSON
// record through zwanzigerrufen::to_json / parse_hand (format: docs/formats/zwanzigerrufen.md).
// It computes no amount. Its view: zwanzigerrufen_view.cpp.

#include <string>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/koenigrufen_modern/zwanzigerrufen.hpp"

namespace tarock::app {

/// The state of the Zwanzigerrufen hand form. Seats are 0-based; -1 means "nobody chosen".
struct ZwanzigerrufenForm : form::DealerInput {
    koenigrufen_modern::zwanzigerrufen::Hand hand;  ///< the inputs; dealer, partner and points are kept below
    int partner = -1;                                ///< Rufer: the holder of the called tarock
    std::string points;                              ///< the Vorhand's party's card points as typed (0..88)

    static ZwanzigerrufenForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    koenigrufen_modern::zwanzigerrufen::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// "Rufer XIX, Bernd; 50".
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points; 1-4 the partner (the holder of the called tarock); R Rufer, S Solo.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// A partner or the card points not entered yet.
    std::string hint(const InputError& refusal) const;
};

}  // namespace tarock::app
