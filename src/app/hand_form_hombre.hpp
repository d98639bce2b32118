#pragma once
// The Tarok-l'Hombre hand form: its view-model (the hand as typed, converted to and from the hand's
// JSON record through hombre::to_json / parse_hand) and the view, registered as the form of
// "hombre" in hand_forms.def. It computes no amount. Also the rows that let the players enter an
// amount agreed by hand (historic::Agreed), shared with the forms of the other historic games.

#include <string>
#include <vector>

#include "core/json.hpp"
#include "core/table.hpp"
#include "games/hombre/hombre.hpp"

namespace tarock::app {

struct AppState;

/// Amounts agreed by hand as typed: one text per seat ("" = not named) and the reason.
struct AgreedText {
    std::vector<std::string> amounts;
    std::string reason;
    std::vector<int> order;  ///< the seats in the order the stored record named them (kept on saving)
    bool empty() const;
    /// Loads `a` (seats sized to `players`).
    void load(const std::optional<historic::Agreed>& a, std::size_t players);
    /// Writes the fields "agreed" and "reason" into `j` as typed (a text that is not an amount is
    /// passed on as typed, so the core names the field).
    void write(Json& j, const std::vector<std::string>& players) const;
};
/// The rows "Vereinbart" (an amount per active player of `deal`) and "Grund", with `help`.
void agreed_rows(AgreedText& a, const Deal& deal, const std::vector<std::string>& players, const char* help);

/// The state of the Tarok-l'Hombre hand form. Seats are 0-based; -1 means "nobody chosen".
struct HombreForm {
    hombre::Hand hand;        ///< the inputs; dealer, points and the agreed amounts are kept below
    int dealer = 0;
    bool dealer_explicit = false;
    std::string points;       ///< the l'Hombre's card points as typed
    AgreedText agreed;        ///< the opponents' Vole (A-L5)

    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record. Throws InputError when it does not parse.
    static HombreForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    std::string summary(const std::vector<std::string>& players) const;
};

HombreForm new_hombre_form(int dealer);

}  // namespace tarock::app
