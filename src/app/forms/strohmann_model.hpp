#pragma once
// The Strohmann-Tarok hand form's model: the hand as typed, converted to and from the hand's JSON
// record through strohmann::to_json / strohmann::parse_hand. It computes no amount. Its view:
// strohmann_view.cpp.

#include <array>
#include <string>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/strohmann/strohmann.hpp"

namespace tarock::app {

/// Who took the game on, as the form offers it: a seat, nobody (both passed, played out), or not
/// chosen yet.
inline constexpr int kAufnehmerNone = -2;

/// How the game's result is entered in the Strohmann form.
enum class StrohmannResult {
    Points,   ///< card points of one or both players
    Outcome,  ///< won/lost (taken on) or the winner / a draw (passed)
    None,     ///< decided by a revoke, a Volat or a false announcement
};

/// The state of the Strohmann hand form. Seats are 0-based; -1 means "nobody chosen".
struct StrohmannForm : form::DealerInput {
    strohmann::Hand hand;   ///< the inputs; dealer, Aufnehmer, points, result and agreed amounts are kept below
    int aufnehmer = -1;     ///< a seat, kAufnehmerNone, or -1 (not chosen)
    StrohmannResult result = StrohmannResult::Points;
    std::array<std::string, 2> points;  ///< card points typed per seat ("" = not entered)
    bool won = true;        ///< Outcome, taken on
    int winner = -1;        ///< Outcome, passed: a seat, or -1 for a draw
    AgreedInput agreed;     ///< premiums of a game played on after a revoke (§10, A-S12)

    /// Loads a stored record. Throws InputError when it does not parse.
    static StrohmannForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for.
    strohmann::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points; 1-2 who took the game on.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// Who took the game on, or the card points not entered yet.
    std::string hint(const InputError& refusal) const;
};

}  // namespace tarock::app
