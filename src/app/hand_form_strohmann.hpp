#pragma once
// The Strohmann-Tarok hand form: its view-model (the hand as typed, converted to and from the
// hand's JSON record through strohmann::to_json / strohmann::parse_hand) and the view, registered
// as the form of "strohmann" in hand_forms.def. It computes no amount. Also the rows for amounts
// agreed by hand (historic::Agreed) used by the Strohmann and Groß-Tarok forms.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "core/table.hpp"
#include "games/strohmann/strohmann.hpp"

namespace tarock::app {

namespace manual {

/// Amounts agreed by hand as typed (historic::Agreed): one text per seat ("" = not named, an
/// amount in points, thirds allowed: "-2 1/3") and the players' reason.
struct AgreedInput {
    std::vector<std::string> amounts;
    std::string reason;
    /// True when no amount and no reason is typed.
    bool empty() const;
    /// Loads `a` (sized to `players` seats).
    void load(const std::optional<historic::Agreed>& a, std::size_t players);
    /// Writes the fields "agreed" and "reason" into `j`; a text that is not an amount is passed
    /// on as typed, so the core refuses it naming the field ("agreed.Anna").
    void write(Json& j, const std::vector<std::string>& players) const;
};

/// The rows "Vereinbart" (an amount per active player of `deal`) and "Grund", `help` as tooltip.
void agreed_rows(AgreedInput& a, const Deal& deal, const std::vector<std::string>& players, const char* help);

}  // namespace manual

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
struct StrohmannForm {
    strohmann::Hand hand;   ///< the inputs; dealer, Aufnehmer, points, result and agreed amounts are kept below
    int dealer = 0;
    bool dealer_explicit = false;
    int aufnehmer = -1;     ///< a seat, kAufnehmerNone, or -1 (not chosen)
    StrohmannResult result = StrohmannResult::Points;
    std::array<std::string, 2> points;  ///< card points typed per seat ("" = not entered)
    bool won = true;        ///< Outcome, taken on
    int winner = -1;        ///< Outcome, passed: a seat, or -1 for a draw
    manual::AgreedInput agreed;  ///< premiums of a game played on after a revoke (§10, A-S12)

    /// The typed hand the form stands for.
    strohmann::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record. Throws InputError when it does not parse.
    static StrohmannForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// A one-line summary in the window's language of the inputs (no amounts).
    std::string summary(const std::vector<std::string>& players) const;
    /// True when `seat` is entered as having announced `h`; adds or removes it.
    bool has_honour(int seat, strohmann::Honour h) const;
    void set_honour(int seat, strohmann::Honour h, bool announced);
};

/// A fresh form for a new hand dealt by `dealer`.
StrohmannForm new_strohmann_form(int dealer);

}  // namespace tarock::app
