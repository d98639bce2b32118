#pragma once
// What the buttons of the window do: open the database, list, create and open evenings, save,
// correct, delete and restore hands, close the evening. Views call these; the tests call the very
// same functions. Errors never escape: they end up as text in the state, in the window's
// language (German by default, lang.hpp).

#include <cstdint>
#include <optional>
#include <string>

#include "app/app_state.hpp"

namespace tarock::app {

/// Opens (or creates) the database at `path`. On a DatabaseError the message goes to
/// state.db_error and false is returned.
bool open_database(AppState& state, const std::string& path);

/// Re-reads the evening list from the database.
void refresh_evening_list(AppState& state);

/// Shows the evening list.
void show_evening_list(AppState& state);

/// Opens the "new evening" dialog with fresh values.
void show_new_evening(AppState& state);

/// Creates the evening the dialog describes (Database::create_evening) and opens it. On a
/// refusal the text goes to state.new_evening.error and false is returned.
bool create_evening_from_form(AppState& state);

/// Loads evening `id`, recomputes it and shows it with an empty form for the next hand.
/// False (and a status message) when it cannot be loaded.
bool open_evening(AppState& state, std::int64_t id);

/// Reloads the open evening from the database and recomputes it (keeps the form).
void reload_evening(AppState& state);

/// Empties the form for a new hand at the end of the evening, dealt by the next dealer.
void start_new_hand(AppState& state);

/// Loads stored hand number `row` (0-based) into the form to correct it.
bool start_correction(AppState& state, int row);

/// Recomputes the live preview if the form changed since the last call.
void refresh_preview(AppState& state);

/// The Save button: writes the form's hand (add_hand, or correct_hand in correction mode),
/// reloads and recomputes the evening, empties the form and prefills the next dealer. A refused
/// hand writes nothing: its text goes to state.entry.save_error and false is returned.
bool save_hand(AppState& state);

/// Writes record `j` (e.g. {"deal": "hut"}) at the end of the evening through the same path as
/// the Save button: refused by preview() before anything is written, then stored, reloaded and
/// recomputed. The form keeps its inputs. On a refusal the text goes to `error` and false
/// is returned.
bool save_record(AppState& state, const Json& j, std::string& error);

/// Block-Tarok, end of the evening (§2.10 step 1): the Buchhalter draws the Hut line. Saves the
/// record {"deal": "hut"} through save_record(); a refusal goes to state.tafel.error.
bool save_hut(AppState& state);

/// Block-Tarok, end of the evening (§2.10 step 6, A-24): saves the physical chip count typed in
/// state.tafel.chips (per seat, blocks minus the start, "-8 1/3") as a chip_count record through
/// save_record(). The core refuses a count that does not sum to zero; its text goes to
/// state.tafel.error and false is returned.
bool save_chip_count(AppState& state);

/// Deletes stored hand number `row` (0-based) with an optional note (a "delete" revision).
bool delete_hand(AppState& state, int row, const std::string& note);

/// Brings back a deleted hand.
bool restore_hand(AppState& state, std::int64_t hand_id);

/// Loads the revisions of stored hand number `row` into state.history.
void show_history(AppState& state, int row);

/// Loads the revisions of the hand with id `hand_id` (also a deleted one) into state.history.
void show_hand_history(AppState& state, std::int64_t hand_id);

/// Marks the open evening closed (settled) or open again (Database::update_evening).
bool set_evening_closed(AppState& state, bool closed);

/// Announces the Touren (3 or 6 more rounds from the next hand on), or withdraws them with
/// std::nullopt (Database::update_evening).
bool set_touren(AppState& state, std::optional<Touren> touren);

/// The name of a player seat, the variant's pot name ("Stamm", "Kasse") for kPot, "Hut" for
/// kHut.
std::string account_name(const Evening& e, int account);

/// What the stake is paid for, for "Einsatz je …": "Punkt" for a variant counting "Punkte",
/// else "Einheit (<unit>)" (in the window's language).
std::string unit_singular(const Evening& e);

/// Ansicht → Sprache: the window's language (state.ui.language and tr()).
void set_window_language(AppState& state, Language language);

}  // namespace tarock::app
