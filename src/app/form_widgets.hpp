#pragma once
// Drawing helpers every hand form uses: a two-column table of labelled rows, radio buttons bound
// to any value, player choices over the active seats of a deal (in speaking order), the dealer
// and note rows. They draw and change inputs only.

#include <string>
#include <vector>

#include <imgui.h>

#include "core/table.hpp"

namespace tarock::app {
struct AppState;
}

namespace tarock::app::form {

/// Begins the form's two-column table (labels, inputs). False when nothing is to be drawn; call
/// end_table() only after true.
bool begin_table(const char* id);
/// Ends the table begun by begin_table().
void end_table();

/// Starts a form row: `label` in the first column (with `help` as its tooltip), the inputs go to
/// the second.
void row(const char* label, const char* help = nullptr);
/// A further line of inputs under the current row (empty label).
void continue_row();

/// SameLine() when an item `label` wide still fits on the current line, else a new line.
void next_on_line(const char* label);

/// A radio button bound to any value type; true when clicked. `first` starts a line.
template <typename T>
bool radio(const char* label, T& v, T value, bool first = false) {
    if (!first) next_on_line(label);
    if (ImGui::RadioButton(label, v == value)) {
        v = value;
        return true;
    }
    return false;
}

/// Radio buttons over the active players of `deal` (speaking order); the Vorhand is marked "VH";
/// with `shortcuts` each label starts with its key (1, 2, 3 ...). A chosen seat that is not
/// active is named as resting.
bool player_radios(const char* id, int& seat, const Deal& deal, const std::vector<std::string>& players, bool shortcuts);

/// A combo over the active players of `deal` with a first entry `none_label` for -1.
bool player_combo(const char* id, int& seat, const Deal& deal, const std::vector<std::string>& players, const char* none_label);

/// The "Geber" row: a combo over every seat, prefilled with the rotation's dealer. Choosing
/// another dealer sets `dealer_explicit`. Names the resting König of `deal`.
void dealer_row(AppState& state, int& dealer, bool& dealer_explicit, const Deal& deal);

/// One short text field per playing seat, in speaking order on one line, each after the player's
/// name: numbers typed per player (card points, Points). `texts` is indexed by seat; the first
/// field takes the keyboard focus when the form asks for it (F2).
void per_player_inputs(AppState& state, std::vector<std::string>& texts, const Deal& deal, const std::vector<std::string>& players);

/// The "Notiz" row, and in correction mode the "Grund" row (state.entry.correction_note).
void note_rows(AppState& state, std::string& note);

/// Digit keys 1-9 (and the keypad) choose the declarer among the active seats of the entry's
/// deal, in speaking order. Call from HandFormUi::shortcuts().
void declarer_keys(AppState& state, int& declarer);

}  // namespace tarock::app::form
