#pragma once
// The Block-Tarok hand form: its view-model (the inputs as typed, converted to and from the
// hand's JSON record through block::to_json / block::parse_hand, hand_form_block_model.cpp) and
// the view that draws it (hand_form_block.cpp, registered as the form of "block" in
// hand_forms.def). Block knows no contra, so the form has no contra field. Every amount shown
// next to it, the game value V included, comes from preview().

#include <string>
#include <utility>
#include <vector>

#include "app/hand_forms.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "session/evening.hpp"
#include "games/block/block.hpp"

namespace tarock::app {

/// The declarer's Ultimo result: won, lost, or not recorded (an announced Ultimo the opponents
/// conceded, house rule A-17 "counts as made"; or decided by a renonce).
enum class UltimoResult { Won, Lost, Open };

/// The state of the Block hand form. Seats are 0-based; -1 means "nobody chosen".
struct BlockForm {
    block::DealKind kind = block::DealKind::Game;
    int dealer = 0;                ///< the dealer shown in the form
    bool dealer_explicit = false;  ///< the record names the dealer (loaded so, or changed by hand)
    int declarer = -1;
    int opened_by = -1;            ///< -1: the declarer opened the bidding himself
    tapp::Game game = tapp::Game::Dreier;
    DreierInput dreier_input = DreierInput::Multiple;
    int multiple = 1;              ///< 1..3 (1..6 with house rule A-05), with DreierInput::Multiple
    int level = 0;                 ///< raise level; with DreierInput::Multiple 0 = not recorded
    tapp::Talon talon = tapp::Talon::Unrecorded;  ///< the talon half taken (Level: always written)
    ResultInput result_input = ResultInput::Points;
    std::string points;            ///< the declarer's card points as typed ("35 2/3")
    bool won = true;
    block::Finish finish = block::Finish::Played;
    std::vector<std::pair<int, tapp::Honour>> honours;  ///< in the order entered
    PremiumMode ultimo = PremiumMode::None;             ///< the declarer's Pagat Ultimo
    UltimoResult ultimo_result = UltimoResult::Won;
    PremiumMode volat = PremiumMode::None;
    tapp::Party volat_by = tapp::Party::None;           ///< who took every trick (None: nobody)
    int renonce = -1;
    bool halve = false;            ///< the loser asks for his bête in two halves (A-08)
    std::vector<std::string> chips;  ///< ChipCount: per seat, blocks minus the start ("-8 1/3")
    std::string note;

    /// True when `seat` is entered as holding `h`.
    bool has_honour(int seat, tapp::Honour h) const;
    /// Adds or removes an honour; a new one goes to the end of the list.
    void set_honour(int seat, tapp::Honour h, bool held);

    /// The typed hand the form stands for. Amounts that do not parse are left out here (to_json
    /// passes the text on so the core refuses it with its own message).
    block::Hand to_hand() const;
    /// The hand's JSON record. The dealer is written when it was set explicitly or differs from
    /// `rotation_dealer`; records without a deal (the Hut line, the chip count) never name one.
    /// Choices left open (no declarer) are left out, so preview() names the missing field.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// Loads a stored record into a form. `rotation_dealer` is used when the record names no
    /// dealer. Throws InputError when the record does not parse.
    static BlockForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);

    /// A one-line German summary of the inputs (no amounts), for the history panel.
    std::string summary(const std::vector<std::string>& players) const;
};

/// A fresh form for a new hand dealt by `dealer`.
BlockForm new_block_form(int dealer);

/// German summary of a stored Block record, or the parse error's German text.
std::string summarize_block_inputs(const Json& hand, const std::vector<std::string>& players);

/// The chip-count record {"deal": "chip_count", "chips": {name: blocks}} from the texts typed per
/// seat ("-8 1/3"); an empty text is left out, a text that is no amount is passed on, so the core
/// refuses either naming the player's field.
Json chip_count_record(const std::vector<std::string>& chips, const std::vector<std::string>& players);

/// What a game at some position of a Block evening is played for, as the core explains it.
struct GameValueLine {
    std::string text;      ///< "Spielwert V = Kasse 8 + Bête 10 = 18", or why no game can be played
    bool refused = false;  ///< `text` is the core's reason why no game can be played there
};

/// The game value V of a game at `position` of `e` (0-based; hands.size() for the next hand),
/// after that deal's Kartenstamm: the core's note on a preview() of a plain won onefold Dreier by
/// the Vorhand, dealt by `dealer` (a player's name) or by the rotation's dealer when `dealer` is
/// null. When the core refuses every game there (the board is finished) its reason, refused set;
/// empty when nothing can be said.
GameValueLine game_value_line(const Evening& e, std::size_t position, const Json& dealer);

/// Draws the Block hand form `form` of the open evening for the active players of `deal`.
/// Saving and clearing go through the actions (buttons drawn by the caller).
void draw_block_form(AppState& state, BlockForm& form, const Deal& deal);

}  // namespace tarock::app
