#pragma once
// The Block-Tarok hand form's model: the inputs as typed, converted to and from the hand's JSON
// record through block::to_json / block::parse_hand; the chip-count record of the Tafel; and the
// game value V a hand is played for, as the core explains it. Block knows no contra, so the form
// has no contra field. Every amount shown next to it, the game value V included, comes from
// preview(). Its view: block_view.cpp; the Tafel and the Hut settlement: app/games/block_ui.hpp.

#include <string>
#include <utility>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"
#include "games/block/block.hpp"
#include "session/evening.hpp"

namespace tarock::app {

/// The state of the Block hand form: the inputs of a game with a Dreier (multiple 1..3, 1..6
/// with house rule A-05; the talon half taken is always written with a level, a new hand starts
/// with it unrecorded), the declarer's Pagat Ultimo (no player, no contra), the Volat (made_by:
/// who took every trick, None: nobody), and Block's own fields.
struct BlockForm : form::DreierGameInput<block::DealKind, tapp::Talon::Unrecorded> {
    block::Finish finish = block::Finish::Played;
    bool halve = false;            ///< the loser asks for his bête in two halves (A-08)
    std::vector<std::string> chips;  ///< ChipCount: per seat, blocks minus the start ("-8 1/3")

    /// Loads a stored record into a form. `rotation_dealer` is used when the record names no
    /// dealer. Throws InputError when the record does not parse.
    static BlockForm from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer);
    /// The typed hand the form stands for. Amounts that do not parse are left out here (to_json
    /// passes the text on so the core refuses it with its own message).
    block::Hand to_hand() const;
    /// The hand's JSON record. The dealer is written when it was set explicitly or differs from
    /// `rotation_dealer`; records without a deal (the Hut line, the chip count) never name one.
    /// Choices left open (no declarer) are left out, so preview() names the missing field.
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
    /// A one-line summary of the inputs (no amounts) in the window's language, for the history.
    std::string summary(const std::vector<std::string>& players) const;
    /// Keys (Tapp's): F2 card points (a game schleifen is played out then); 1-3 the declarer;
    /// D Dreier, S Solo.
    bool key(const form::KeyPress& k, const form::KeyContext& c);
    /// "No declarer chosen yet" while that is what the core refuses.
    std::string hint(const InputError& refusal) const;
};

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

}  // namespace tarock::app
