#pragma once
// The hand form of "Tappen mit König" (seed 003): its view-model (the hand as typed, converted to
// and from the hand's JSON record through tappen_mit_koenig::to_json / parse_hand) and the view,
// registered as the form of "tappen_mit_koenig" in hand_forms.def. It shows the parties as soon
// as the helper is known; it computes no amount.

#include <string>
#include <vector>

#include "app/hand_form_partnership.hpp"
#include "core/json.hpp"
#include "games/koenigrufen/tappen_mit_koenig.hpp"

namespace tarock::app {

/// The state of the Tappen-mit-König hand form. Seats are 0-based; -1 means "nobody chosen".
struct TappenMitKoenigForm {
    tappen_mit_koenig::Hand hand;  ///< the inputs; dealer, price and points are kept below
    int dealer = 0;
    bool dealer_explicit = false;
    int partner = -1;              ///< the helper (the declarer: his own king), -2 the talon, -1 open
    bool by_tarock = false;        ///< a tarock called (Tarokrufen) instead of a king
    std::string price;             ///< the game's price as typed
    std::string points;            ///< the points (0-106) as typed; empty with a result instead
    bool with_points = true;

    tappen_mit_koenig::Hand to_hand() const;
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record. Throws InputError when it does not parse.
    static TappenMitKoenigForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    std::string summary(const std::vector<std::string>& players) const;
};

TappenMitKoenigForm new_tappen_mit_koenig_form(int dealer);

}  // namespace tarock::app
