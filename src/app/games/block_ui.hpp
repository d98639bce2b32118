#pragma once
// Block-Tarok's own parts of the window (its GameUi): the pot, the game value V and the bêtes in
// the evening header; the game value V of the hand above the form; the Tafel (the slate with the
// bêtes and the Hut line, and the end of the evening step by step: Touren, Hut, playing off, the
// chip count); and the settlement under the Hut step by step. The generic views reach these only
// through GameUi. Everything shown comes from the board of the recomputed evening
// (block::board_of) and EveningResult.

#include <cstdint>
#include <string>
#include <vector>

#include "app/forms/block_model.hpp"
#include "app/games/game_ui.hpp"
#include "games/block/block.hpp"

namespace tarock::app {

/// The end-of-evening inputs on the Tafel (Block-Tarok §2.10): the chip count as typed and the
/// confirmation of a Hut drawn before the Touren are over.
struct TafelInputs {
    std::vector<std::string> chips;    ///< per seat, blocks minus the start as typed ("-8 1/3")
    std::string error;                 ///< text of the last refused Hut or count (window's language)
    bool confirm_hut = false;          ///< open the "Hut jetzt ziehen?" confirmation
};

/// A game value V computed once per evening version, position, dealer and language.
struct CachedValue {
    std::string key;
    GameValueLine line;
};

/// Block-Tarok's GameUi, made for an open Block evening.
class BlockUi final : public GameUi {
public:
    TafelInputs tafel;  ///< the end-of-evening inputs of the Tafel

    void header_items(AppState& state, const std::function<void(const std::string&)>& item) override;
    void above_form(AppState& state) override;
    std::string panel_label(const AppState& state) const override;
    void draw_panel(AppState& state) override;
    bool large_panel(const AppState& state, LowerPanel panel) const override;
    bool settlement_figures(AppState& state) override;
    bool offers_touren(const AppState& state) const override;
    std::string no_new_hand(const AppState& state) const override;

    /// The game value V of the next hand of the evening, as the core explains it (cached).
    const GameValueLine& next_game_value(AppState& state);

private:
    /// The game value V of the hand in the form (its position and dealer), cached.
    const GameValueLine& form_value(AppState& state);

    CachedValue next_;
    CachedValue form_;
};

/// The Block UI of the open evening, or nullptr when the evening is no Block evening.
BlockUi* block_ui(AppState& state);
/// The board of the open evening's ledger (Block-Tarok), or nullptr.
const block::Board* board_of_evening(const AppState& state);

/// Block-Tarok, end of the evening (§2.10 step 1): the Buchhalter draws the Hut line. Saves the
/// record {"deal": "hut"} through save_record(); a refusal goes to the Tafel's error. False for
/// an evening that is no Block evening.
bool save_hut(AppState& state);
/// Block-Tarok, end of the evening (§2.10 step 6, A-24): saves the physical chip count typed on
/// the Tafel (per seat, blocks minus the start, "-8 1/3") as a chip_count record through
/// save_record(). The core refuses a count that does not sum to zero; its text goes to the
/// Tafel's error and false is returned.
bool save_chip_count(AppState& state);

/// The Tafel (block_board_view.cpp): the slate, the pot, V, the Kartenstamm, each player's
/// blocks and the end of the evening step by step.
void draw_tafel(AppState& state, BlockUi& game, const block::Board& board);
/// The settlement under the Hut step by step as the book does it (§2.10, 000:L611-646), from
/// block::final_settlement(): players as columns (block_board_view.cpp). False (nothing drawn)
/// when the evening has no such settlement (yet).
bool draw_hut_steps(const Evening& e, const EveningResult& r);

}  // namespace tarock::app
