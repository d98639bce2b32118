#pragma once
// The hand form models of the 1756 Taroc: the game for three, a fourth resting "zum König" (the
// hand as typed, converted to and from the hand's JSON record through taroc1756::to_json /
// taroc1756::parse_hand), and the Vienna game of four persons in pairs (taroc1756::wien; a
// Volata's price is entered by hand as agreed, A-O12). They compute no amount. Their views:
// taroc1756_view.cpp, taroc1756_wien_view.cpp.

#include <array>
#include <string>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/taroc1756/taroc1756.hpp"

namespace tarock::app {

/// The state of the 1756 Taroc hand form. Seats are 0-based; -1 means "nobody chosen".
struct Taroc1756Form : form::DealerInput {
    taroc1756::Hand hand;  ///< the inputs; dealer, points, the Scar, the matadors' tarocks, the Pagat and the Scüs-only player are kept below
    std::vector<std::string> points;        ///< card points typed per seat ("" = not entered)
    std::string scar;                       ///< the Scar's points (house rule A-O7 "not_counted")
    std::vector<std::string> tarocks_text;  ///< per honour of hand.honneurs: the matadors' tarocks, "21 1 20"
    int pagat = -1;                         ///< whose Pagat had a fate worth paying (-1: none)
    taroc1756::PagatResult pagat_result = taroc1756::PagatResult::Lost;
    int skues_only = -1;                    ///< made no trick but the Scüs (004:129)

    /// Loads a stored record. Throws InputError when it does not parse.
    static Taroc1756Form from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for.
    taroc1756::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 the Points; G a game, V vergeben.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// No Points entered yet.
    std::string hint(const InputError& refusal) const;
};

/// The state of the Vienna hand form. Seats are 0-based; -1 means "nobody chosen".
struct WienForm : form::DealerInput {
    taroc1756::wien::Hand hand;  ///< the inputs; dealer, points, pairs and agreed amounts are kept below
    int side = -1;               ///< the player whose pair's points are typed
    std::string points;          ///< the pair's points as typed
    bool paare_named = false;    ///< the pairs are named (the first game of a Partie)
    std::array<std::array<int, 2>, 2> paare{{{-1, -1}, {-1, -1}}};
    AgreedInput agreed;          ///< a Volata's price (A-O12)

    /// Loads a stored record. Throws InputError when it does not parse.
    static WienForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// True when the points typed make a Volata (0 or 72): its price is entered by hand.
    bool volata() const;
    /// The typed hand the form stands for.
    taroc1756::wien::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 the Points; 1-4 the pair (named after one of its players).
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// The Points or a Volata's price not entered yet.
    std::string hint(const InputError& refusal) const;
};

}  // namespace tarock::app
