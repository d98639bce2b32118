#pragma once
// Shared by the action files (actions*.cpp) only: error capture and the status line.

#include <exception>
#include <mutex>
#include <string>

#include "app/app_state.hpp"
#include "app/lang.hpp"

namespace tarock::app::detail {

/// Runs `f`; turns the errors storage and session may throw into text in the window's language
/// in `error` (cleared on success). Returns whether `f` succeeded.
template <typename F>
bool guarded(std::string& error, F&& f) {
    try {
        f();
        error.clear();
        return true;
    } catch (const InputError& e) {
        error = error_text(e);
    } catch (const DatabaseError& e) {
        error = error_text(e);
    } catch (const std::exception& e) {
        error = trf("Fehler: {}", e.what());
    }
    return false;
}

/// A refusal as the window says it: the message, "Bitte im Feld „<label>“ berichtigen." when
/// `label` is not empty, and the rule (refusal_text() with the label already found).
std::string refusal_naming(const InputError& error, const std::string& label);

/// Shows `text` in the status line (red when `error`). Said in an open evening, it goes when the
/// evening is left (expire_messages).
inline void set_status(AppState& s, std::string text, bool error) {
    s.status = Status{std::move(text), error};
    if (s.screen == Screen::Evening && s.evening) s.status.evening = s.evening->id;
}

/// Runs `change` of a hand still waiting (HandQueue::replace, forget) unless the try of the
/// server is sending the waiting hands now: DatabaseError then, since the hand may be on its way.
template <class F>
bool change_waiting(AppState& s, F&& change) {
    const std::lock_guard lock(s.sending->mutex);
    if (s.sending->sending)
        throw DatabaseError(tr("Die wartenden Hände werden gerade an den Server gesendet; bitte gleich noch einmal versuchen."),
                            tr("Die wartenden Hände werden gerade an den Server gesendet; bitte gleich noch einmal versuchen."));
    return change();
}

/// Records a change of the open evening's hands for Strg+Z; a new change clears Strg+Y.
inline void push_undo(AppState& s, UndoStep step) {
    s.undo_steps.push_back(std::move(step));
    s.redo_steps.clear();
}

}  // namespace tarock::app::detail
