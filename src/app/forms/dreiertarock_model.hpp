#pragma once
// The Dreiertarock hand form's model: the hand as typed, converted to and from the hand's JSON
// record through dreiertarock::to_json / parse_hand (format: docs/formats/dreiertarock.md). It
// computes no amount. Its view: dreiertarock_view.cpp.

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/koenigrufen_modern/dreiertarock.hpp"

namespace tarock::app {

/// The letter key of each contract that has one (the form's keys and the labels of its choice).
inline constexpr std::array<std::pair<int, koenigrufen_modern::dreiertarock::Contract>, 4> kDreiertarockContractKeys{{
    {'D', koenigrufen_modern::dreiertarock::Contract::Dreier},
    {'U', koenigrufen_modern::dreiertarock::Contract::Unterer},
    {'O', koenigrufen_modern::dreiertarock::Contract::Oberer},
    {'S', koenigrufen_modern::dreiertarock::Contract::Solo},
}};

/// The state of the Dreiertarock hand form. Seats are 0-based; -1 means "nobody chosen".
struct DreiertarockForm : form::DealerInput {
    koenigrufen_modern::dreiertarock::Hand hand;  ///< the inputs; dealer and points are kept below
    std::string points;                            ///< the declarer's card points as typed (0..70)

    static DreiertarockForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    koenigrufen_modern::dreiertarock::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// "Anna: Dreier; 40".
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points; 1-4 the declarer; D Dreier, U Unterer, O Oberer, S Solo.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// A declarer or the card points not entered yet.
    std::string hint(const InputError& refusal) const;
};

}  // namespace tarock::app
