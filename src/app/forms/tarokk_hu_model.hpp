#pragma once
// The Hungarian Tarokk hand form's model: the hand as typed, converted to and from the hand's
// JSON record through tarokk_hu::to_json / tarokk_hu::parse_hand (format:
// docs/formats/tarokk_hu.md), so the core names every refused field. It computes no amount. Its
// view: tarokk_hu_view.cpp.

#include <string>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/tarokk_hu/tarokk_hu.hpp"

namespace tarock::app {

/// Who holds the called tarokk, as the Hungarian form offers it: a seat (the declarer's own seat:
/// he called his own card, "partner": "self"), the talon, or -1 while not chosen.
inline constexpr int kHuCardInTalon = -2;

/// The state of the Hungarian hand form. Seats are 0-based; -1 means "nobody chosen".
struct TarokkHuForm : form::DealerInput {
    tarokk_hu::Hand hand;   ///< the inputs; dealer, partner, points and the agreed amounts are kept below
    int partner = -1;       ///< holder of the called tarokk, the declarer (self), kHuCardInTalon, or -1
    std::string points;     ///< the declarer party's card points as typed (0..94)
    AgreedInput agreed;     ///< a hand agreed by hand ("deal": "manual", HU-10/HU-11)

    /// Loads a stored record. Throws InputError when it does not parse. Any kontra level the
    /// record names is read (the house rule highest_kontra, HU-08, is checked by the preview).
    static TarokkHuForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for (the inputs of another kind of record dropped).
    tarokk_hu::Hand to_hand() const;
    /// The hand's JSON record; choices left open are left out so that preview() names them.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language: "Ödön: három
    /// (XX) Tündével; 52; tuletroá".
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points; 1-5 the declarer; H három, K kettő, E egy, S szóló.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// A declarer, the called tarokk's holder, the card points or the agreed amounts not entered yet.
    std::string hint(const InputError& refusal) const;
};

}  // namespace tarock::app
