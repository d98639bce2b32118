#pragma once
// The Groß-Tarok hand form: its view-model (the hand as typed, converted to and from the hand's
// JSON record through grosstarok::to_json / grosstarok::parse_hand) and the view, registered as
// the form of "grosstarok" in hand_forms.def. It computes no amount.

#include <string>
#include <vector>

#include "app/hand_form_strohmann.hpp"
#include "core/json.hpp"
#include "games/grosstarok/grosstarok.hpp"

namespace tarock::app {

/// What decides a Groß-Tarok hand, as the form offers it.
enum class GrossTarokGame { Cards, Misere, DoppelMisere, Vole };

/// The state of the Groß-Tarok hand form. Seats are 0-based; -1 means "nobody chosen".
struct GrossTarokForm {
    grosstarok::Hand hand;  ///< the inputs; dealer, points, the Scat, the matadors' tarocks and the agreed amounts are kept below
    int dealer = 0;
    bool dealer_explicit = false;
    GrossTarokGame game = GrossTarokGame::Cards;
    std::vector<std::string> points;        ///< card points typed per seat ("" = not entered)
    std::string scat;                       ///< the Scat's points (house rule A-G8 "not_counted")
    std::vector<std::string> tarocks_text;  ///< per announcement of hand.ansagen: the matadors' tarocks, "21 19 18 17"
    manual::AgreedInput agreed;             ///< a Misère given up (A-G13)

    /// The typed hand the form stands for.
    grosstarok::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record. Throws InputError when it does not parse.
    static GrossTarokForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// A one-line summary in the window's language of the inputs (no amounts).
    std::string summary(const std::vector<std::string>& players) const;
};

/// A fresh form for a new hand dealt by `dealer`.
GrossTarokForm new_grosstarok_form(int dealer);

}  // namespace tarock::app
