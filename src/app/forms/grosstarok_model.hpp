#pragma once
// The Groß-Tarok hand form's model: the hand as typed, converted to and from the hand's JSON record
// through grosstarok::to_json / grosstarok::parse_hand. It computes no amount. Its view:
// grosstarok_view.cpp.

#include <string>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/grosstarok/grosstarok.hpp"

namespace tarock::app {

/// What decides a Groß-Tarok hand, as the form offers it.
enum class GrossTarokGame { Cards, Misere, DoppelMisere, Vole };

/// The state of the Groß-Tarok hand form. Seats are 0-based; -1 means "nobody chosen".
struct GrossTarokForm : form::DealerInput {
    grosstarok::Hand hand;  ///< the inputs; dealer, points, the Scat, the matadors' tarocks and the agreed amounts are kept below
    GrossTarokGame game = GrossTarokGame::Cards;
    std::vector<std::string> points;        ///< card points typed per seat ("" = not entered)
    std::string scat;                       ///< the Scat's points (house rule A-G8 "not_counted")
    std::vector<std::string> tarocks_text;  ///< per announcement of hand.ansagen: the matadors' tarocks, "21 19 18 17"
    AgreedInput agreed;                     ///< a Misère given up (A-G13)

    /// Loads a stored record. Throws InputError when it does not parse.
    static GrossTarokForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for.
    grosstarok::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// No card points entered yet.
    std::string hint(const InputError& refusal) const;
};

}  // namespace tarock::app
