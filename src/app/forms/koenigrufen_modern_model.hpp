#pragma once
// The modern Königrufen hand form's model: the hand as typed, converted to and from the hand's
// JSON record through koenigrufen_modern::to_json / parse_hand (format:
// docs/formats/koenigrufen_modern.md), so the core names every refused field. It computes no
// amount. Its view: koenigrufen_modern_view.cpp.

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/koenigrufen_modern/koenigrufen_modern.hpp"

namespace tarock::app {

/// "The called king lay in the talon", as the form's partner choice offers it.
inline constexpr int kModernKingInTalon = -2;

/// The letter key of each contract that has one (the form's keys and the labels of its choice).
inline constexpr std::array<std::pair<int, koenigrufen_modern::Contract>, 10> kModernContractKeys{{
    {'R', koenigrufen_modern::Contract::Rufer},
    {'T', koenigrufen_modern::Contract::Trischaken},
    {'P', koenigrufen_modern::Contract::Piccolo},
    {'B', koenigrufen_modern::Contract::Bettel},
    {'S', koenigrufen_modern::Contract::Solorufer},
    {'V', koenigrufen_modern::Contract::Besserrufer},
    {'F', koenigrufen_modern::Contract::Farbendreier},
    {'X', koenigrufen_modern::Contract::Sechserdreier},
    {'D', koenigrufen_modern::Contract::Dreier},
    {'O', koenigrufen_modern::Contract::Solodreier},
}};

/// The state of the modern Königrufen hand form. Seats are 0-based; -1 means "nobody chosen".
struct KoenigrufenModernForm : form::DealerInput {
    koenigrufen_modern::Hand hand;       ///< the inputs; dealer, partner, points and Trischaken piles are kept below
    int partner = -1;                    ///< holder of the called king, kModernKingInTalon, or -1
    std::string points;                  ///< the declarer party's card points as typed ("35 2/3")
    std::vector<std::string> trischaken; ///< Trischaken: each seat's card points as typed

    /// Loads a stored record. Throws InputError when it does not parse.
    static KoenigrufenModernForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for.
    koenigrufen_modern::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts): "Anna: Rufer mit Christl; 41".
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points; 1-5 the declarer, then (a game with a called king) the partner;
    /// R Rufer, T Trischaken, P Piccolo, B Bettel, S Solorufer, V Besserrufer (Vogelrufer),
    /// F Farbendreier, X Sechserdreier, D Dreier, O Solodreier.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// A declarer, the called king's holder or the card points not entered yet.
    std::string hint(const InputError& refusal) const;
    /// The labels of the game's own fields.
    static std::span<const form::FormField> fields();
};

}  // namespace tarock::app
