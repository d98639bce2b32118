#pragma once
// The Tapp-Tarok hand form's model (the inputs as typed, converted to and from the hand's JSON
// record through tapp::to_json / tapp::parse_hand), the Zwölfer form's (the same fields: 42
// cards, 66 points and 34 to win are the core's business), and the pieces the Tapp, Steyerisch
// and Ungarisch models share. The form holds inputs only; every amount shown next to it comes from
// preview(). Its view: tapp_view.cpp.

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/tapp/tapp.hpp"

namespace tarock::app {

/// The state of the Tapp hand form: the inputs of a game with a Dreier (multiple 1..6, level
/// 1..4; a new hand starts at the first talon half) and the contra.
struct TappForm : form::DreierGameInput<tapp::DealKind, tapp::Talon::FirstSeen> {
    int contra = 0;                ///< 0..3

    /// Loads a stored record into a form. `rotation_dealer` is used when the record names no
    /// dealer. Throws InputError when the record does not parse.
    static TappForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for. Card points that do not parse are left out here
    /// (to_json passes the text on so the core refuses it with its own message).
    tapp::Hand to_hand() const;
    /// The hand's JSON record. The dealer is written when it was set explicitly or differs from
    /// `rotation_dealer` (the dealer the rotation gives at this position). Choices left open
    /// (no declarer, no Pagat holder) are left out, so preview() names the missing field.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language, for the history.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys: F2 card points; 1-3 the declarer; D Dreier, S Solo.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// "No declarer chosen yet" while that is what the core refuses.
    std::string hint(const InputError& refusal) const;
};

/// The Zwölfer form: the Tapp form's fields, keys and view; only the hint names Zwölfer's pack.
struct ZwoelferForm : TappForm {
    static ZwoelferForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    std::string hint(const InputError& refusal) const;
};

namespace form {

/// A Tapp honour's name in the window's language ("Köpfe", "Trull", "Quatre").
const char* honour_name(tapp::Honour h);
/// Adds the honours held ("Trull: Anna", each named by `honour`), the Pagat Ultimo, the Volat and
/// the renonce (`renonce` a seat, -1: none) of a Tapp-family hand to summary `s`.
void add_premiums(Summary& s, const std::vector<std::pair<int, tapp::Honour>>& honours, const UltimoInput& ultimo, const VolatInput& volat, int renonce,
                  const std::vector<std::string>& players, const char* (*honour)(tapp::Honour) = honour_name);
/// The talon choice's name in the window's language ("erste Lage" ... "Talon nicht notiert").
const char* talon_name(tapp::Talon t);

/// The seats a Tapp-family form may leave open while the hand is typed, which the core still
/// needs to write the record: the declarer of a game and the Pagat holder of an Ultimo. Seat 0
/// stands in for each (fill_open_seats) and is taken out of the record again (finish_tapp_json),
/// so that preview() names the missing field.
struct OpenSeats {
    bool declarer = false;  ///< the game has no declarer yet
    bool pagat = false;     ///< the Ultimo has no Pagat holder yet
};
/// Puts seat 0 in for a game's declarer (`game`) and the Ultimo's Pagat holder where they are
/// not a seat of the `seats` players; says which were open.
OpenSeats fill_open_seats(bool game, int& declarer, std::optional<tapp::Ultimo>& ultimo, int seats);
/// The common end of such a form's JSON record `j` (written by the core from the hand filled by
/// fill_open_seats): the dealer left out while it follows the rotation (`d`, `rotation_dealer`,
/// DealerInput::drop_rotation_dealer); the stand-ins of `open` taken out ("declarer" with the
/// "opened_by" that follows it, "ultimo.player"); and `unparsed_points`, the card points as typed
/// when they do not parse ("" otherwise), written as "points" so that the core refuses the text
/// itself. Returns the record.
Json finish_tapp_json(Json j, const DealerInput& d, int rotation_dealer, const OpenSeats& open, const std::string& unparsed_points);
/// Leaves out of `h` the seats that are no seat of `seats` players (dealer, opened_by, renonce,
/// the honours), so that a form never writes a name that does not exist.
template <class Hand>
void drop_invalid_seats(Hand& h, int seats) {
    auto valid = [&](int seat) { return seat >= 0 && seat < seats; };
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (h.opened_by && !valid(*h.opened_by)) h.opened_by.reset();
    if (h.renonce && !valid(*h.renonce)) h.renonce.reset();
    if (std::any_of(h.honours.begin(), h.honours.end(), [&](const auto& hon) { return !valid(hon.first); })) h.honours.clear();
}

}  // namespace form

}  // namespace tarock::app
