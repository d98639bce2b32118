#pragma once
// The hand form of the 1756 Taroc for three, a fourth resting "zum König": its view-model (the
// hand as typed, converted to and from the hand's JSON record through taroc1756::to_json /
// taroc1756::parse_hand) and the view, registered as the form of "taroc1756" in hand_forms.def.
// It computes no amount. The Vienna game of four in pairs has its own form
// (hand_form_taroc1756_wien.hpp).

#include <string>
#include <vector>

#include "core/json.hpp"
#include "games/taroc1756/taroc1756.hpp"

namespace tarock::app {

/// The state of the 1756 Taroc hand form. Seats are 0-based; -1 means "nobody chosen".
struct Taroc1756Form {
    taroc1756::Hand hand;  ///< the inputs; dealer, points, the Scar, the matadors' tarocks, the Pagat and the Scüs-only player are kept below
    int dealer = 0;
    bool dealer_explicit = false;
    std::vector<std::string> points;        ///< card points typed per seat ("" = not entered)
    std::string scar;                       ///< the Scar's points (house rule A-O7 "not_counted")
    std::vector<std::string> tarocks_text;  ///< per honour of hand.honneurs: the matadors' tarocks, "21 1 20"
    int pagat = -1;                         ///< whose Pagat had a fate worth paying (-1: none)
    taroc1756::PagatResult pagat_result = taroc1756::PagatResult::Lost;
    int skues_only = -1;                    ///< made no trick but the Scüs (004:129)

    /// The typed hand the form stands for.
    taroc1756::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record. Throws InputError when it does not parse.
    static Taroc1756Form from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// A one-line summary in the window's language of the inputs (no amounts).
    std::string summary(const std::vector<std::string>& players) const;
};

/// A fresh form for a new hand dealt by `dealer`.
Taroc1756Form new_taroc1756_form(int dealer);

}  // namespace tarock::app
