#pragma once
// The Tapp-Tarok hand form: its view-model (the form state and its conversion to and from the
// hand's JSON record through tapp::to_json / tapp::parse_hand, hand_form_tapp_model.cpp) and the
// view that draws it (hand_form_tapp.cpp, registered as the form of "tapp" in hand_forms.def).
// The form holds inputs only; every amount shown next to it comes from preview().

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/json.hpp"
#include "app/hand_forms.hpp"
#include "core/table.hpp"
#include "games/tapp/tapp.hpp"

namespace tarock::app {

struct AppState;

/// The state of the Tapp hand form. Seats are 0-based; -1 means "nobody chosen".
struct TappForm {
    tapp::DealKind kind = tapp::DealKind::Game;
    int dealer = 0;                ///< the dealer shown in the form
    bool dealer_explicit = false;  ///< the record names the dealer (loaded so, or changed by hand)
    int declarer = -1;
    int opened_by = -1;            ///< -1: the declarer opened the bidding himself
    tapp::Game game = tapp::Game::Dreier;
    DreierInput dreier_input = DreierInput::Multiple;
    int multiple = 1;              ///< 1..6, used with DreierInput::Multiple
    int level = 0;                 ///< 1..4; with DreierInput::Multiple 0 = not recorded
    tapp::Talon talon = tapp::Talon::FirstSeen;  ///< used with DreierInput::Level
    int contra = 0;                ///< 0..3
    ResultInput result_input = ResultInput::Points;
    std::string points;            ///< the declarer's card points as typed ("35 2/3")
    bool won = true;
    std::vector<std::pair<int, tapp::Honour>> honours;  ///< in the order entered
    PremiumMode ultimo = PremiumMode::None;
    int ultimo_player = -1;
    bool ultimo_won = true;
    int ultimo_contra = 0;
    bool ultimo_without_pagat = false;
    PremiumMode volat = PremiumMode::None;
    tapp::Party volat_announced_by = tapp::Party::Declarer;  ///< with PremiumMode::Announced
    tapp::Party volat_made_by = tapp::Party::None;
    int volat_contra = 0;
    int renonce = -1;
    std::string note;

    /// True when `seat` is entered as holding `h`.
    bool has_honour(int seat, tapp::Honour h) const;
    /// Adds or removes an honour; a new one goes to the end of the list.
    void set_honour(int seat, tapp::Honour h, bool held);

    /// The typed hand the form stands for. Card points that do not parse are left out here
    /// (to_json passes the text on so the core refuses it with its own message).
    tapp::Hand to_hand() const;
    /// The hand's JSON record. The dealer is written when it was set explicitly or differs from
    /// `rotation_dealer` (the dealer the rotation gives at this position). Choices left open
    /// (no declarer, no Pagat holder) are left out, so preview() names the missing field.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record into a form. `rotation_dealer` is used when the record names no
    /// dealer. Throws InputError when the record does not parse.
    static TappForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);

    /// A one-line German summary of the inputs (no amounts), for the history panel.
    std::string summary(const std::vector<std::string>& players) const;
};

/// A fresh form for a new hand dealt by `dealer`.
TappForm new_tapp_form(int dealer);

// Pieces the Tapp, Steyerisch and Ungarisch forms share (defined in hand_form_tapp_model.cpp).

/// The Pagat Ultimo as the form's inputs give it, for the core: nothing with PremiumMode::None;
/// `player` is the seat that played (or announced) the Pagat, -1 while not chosen; `contra`
/// (0..3) and `without_pagat` count only for an announced Ultimo.
std::optional<tapp::Ultimo> ultimo_input(PremiumMode mode, int player, bool won, int contra, bool without_pagat);
/// The Volat as the form's inputs give it, for the core: nothing with PremiumMode::None;
/// `announced_by` and `contra` (0..3) count only for an announced Volat.
std::optional<tapp::Volat> volat_input(PremiumMode mode, tapp::Party announced_by, tapp::Party made_by, int contra);
/// The inputs of a stored Ultimo `u` (the inverse of ultimo_input); left as they are when there
/// is none.
void load_ultimo(const std::optional<tapp::Ultimo>& u, PremiumMode& mode, int& player, bool& won, int& contra, bool& without_pagat);
/// The inputs of a stored Volat `v` (the inverse of volat_input); left as they are when there is
/// none, and `announced_by` also for a silent one.
void load_volat(const std::optional<tapp::Volat>& v, PremiumMode& mode, tapp::Party& announced_by, tapp::Party& made_by, int& contra);
/// The German summary of an Ultimo entered (`mode` not None), `player` the Pagat holder's name:
/// "Ultimo angesagt (Anna) gewonnen, Contra, ohne Pagat".
std::string ultimo_summary(PremiumMode mode, const std::string& player, bool won, int contra, bool without_pagat);
/// The German summary of a Volat entered (`mode` not None): "Volat angesagt von Spieler, gemacht
/// von Gegner, Contra".
std::string volat_summary(PremiumMode mode, tapp::Party announced_by, tapp::Party made_by, int contra);
/// A party's German name: "Spieler", "Gegner", "niemand" (translated).
const char* party_name(tapp::Party p);

/// The seats such a form may leave open while the hand is typed, which the core still needs to
/// write the record: the declarer of a game and the Pagat holder of an Ultimo. Seat 0 stands in
/// for each (fill_open_seats) and is taken out of the record again (drop_open_seats), so that
/// preview() names the missing field.
struct OpenSeats {
    bool declarer = false;  ///< the game has no declarer yet
    bool pagat = false;     ///< the Ultimo has no Pagat holder yet
};

/// Puts seat 0 in for a game's declarer (`game`) and the Ultimo's Pagat holder where they are
/// not a seat of the `seats` players; says which were open.
OpenSeats fill_open_seats(bool game, int& declarer, std::optional<tapp::Ultimo>& ultimo, int seats);
/// The common end of such a form's JSON record `j` (written by the core from the hand filled
/// by fill_open_seats): the stand-ins of `open` taken out ("declarer" with the "opened_by" that
/// follows it, "ultimo.player"); "dealer" taken out with `drop_dealer` (the dealer neither chosen
/// by hand nor off the rotation); and `unparsed_points`, the card points as typed when they do
/// not parse ("" otherwise), written as "points" so that the core refuses the text itself.
void finish_tapp_json(Json& j, const OpenSeats& open, bool drop_dealer, const std::string& unparsed_points);

/// German summary of a stored Tapp record, or the parse error's German text.
std::string summarize_tapp_inputs(const Json& hand, const std::vector<std::string>& players);

/// Draws the Tapp hand form `form` of the open evening for the active players of `deal`.
/// Saving and clearing go through the actions in actions.hpp (buttons drawn by the caller).
void draw_tapp_form(AppState& state, TappForm& form, const Deal& deal);

}  // namespace tarock::app
