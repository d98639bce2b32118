// Undo and redo, bringing back an earlier revision, the wastebasket and purging. Every change
// goes through the database's revision functions, so nothing entered is ever lost except by an
// explicit, confirmed purge.
#include <algorithm>

#include <fmt/format.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/actions_internal.hpp"

namespace tarock::app {

using detail::change_waiting;
using detail::guarded;
using detail::set_status;

namespace {

/// 1-based row of hand `id` in the open evening, 0 when it is not shown (deleted).
int row_of(const AppState& s, std::int64_t id) {
    if (!s.evening) return 0;
    const auto& hands = s.evening->hands;
    const auto it = std::find_if(hands.begin(), hands.end(), [&](const HandRecord& h) { return h.id == id; });
    return it == hands.end() ? 0 : static_cast<int>(it - hands.begin()) + 1;
}

std::string step_label(const AppState& s, const UndoStep& st) {
    const int row = row_of(s, st.hand_id);
    const std::string hand = row == 0 ? std::string(tr("gelöschte Hand")) : s.result ? row_title(*s.result, row - 1) : trf("Hand {}", row);
    switch (st.kind) {
        case UndoStep::Kind::Add: return trf("{} eintragen", hand);
        case UndoStep::Kind::Correct: return trf("{} korrigieren", hand);
        case UndoStep::Kind::Delete: return trf("{} löschen", hand);
        case UndoStep::Kind::Restore: return trf("{} wiederherstellen", hand);
        case UndoStep::Kind::Forget: return trf("{} löschen", hand);
    }
    return {};
}

/// Carries out `st` forwards (redo) or backwards (undo) in the database, or for a hand still
/// waiting in the queue (kept again at its place, or forgotten again; its row id follows its
/// place).
void apply(AppState& s, UndoStep& st, bool backwards) {
    if (st.kind == UndoStep::Kind::Forget) {
        const std::string uid = st.after.get<std::string>();
        if (backwards) {
            st.hand_id = -s.waiting->restore(QueuedHand{uid, s.evening->id, st.before, waiting_seq(st.hand_id)});
            return;
        }
        // Forgotten again by its uid: once it was sent, its place may have gone to a new hand.
        std::int64_t seq = 0;
        for (const QueuedHand& h : s.waiting->hands())
            if (h.uid == uid) seq = h.seq;
        if (seq == 0 || !change_waiting(s, [&] { return s.waiting->forget(seq); })) {
            throw DatabaseError(tr("Die Hand ist inzwischen gespeichert worden; bitte die gespeicherte Hand löschen."),
                                tr("Die Hand ist inzwischen gespeichert worden; bitte die gespeicherte Hand löschen."));
        }
        return;
    }
    Database& db = *s.db;
    const char* note = backwards ? "Rückgängig (Strg+Z)" : "Wiederholt (Strg+Y)";
    switch (st.kind) {
        case UndoStep::Kind::Add:
        case UndoStep::Kind::Restore:
            if (backwards) db.delete_hand(st.hand_id, note);
            else db.restore_hand(st.hand_id);
            break;
        case UndoStep::Kind::Delete:
            if (backwards) db.restore_hand(st.hand_id);
            else db.delete_hand(st.hand_id, note);
            break;
        case UndoStep::Kind::Correct:
            db.correct_hand(st.hand_id, backwards ? st.before : st.after, note);
            break;
        case UndoStep::Kind::Forget: break;  // above
    }
}

/// Moves the newest step of `from` to `to` after carrying it out.
bool move_step(AppState& s, std::vector<UndoStep>& from, std::vector<UndoStep>& to, bool backwards) {
    if ((!s.db && !s.offline) || !s.evening) return false;
    if (from.empty()) {
        set_status(s, backwards ? tr("Nichts rückgängig zu machen.") : tr("Nichts zu wiederholen."), false);
        return false;
    }
    if (s.evening->closed) {
        set_status(s, tr("Der Abend ist abgeschlossen. Zum Ändern erst „Abend wieder öffnen“ wählen."), true);
        return false;
    }
    UndoStep st = from.back();
    if (!s.db && st.kind != UndoStep::Kind::Forget) {
        set_status(s, tr("Gespeicherte Hände lassen sich erst ändern, wenn der Server wieder erreichbar ist."), true);
        return false;
    }
    const std::string label = step_label(s, st);
    std::string err;
    if (!guarded(err, [&] { apply(s, st, backwards); })) {
        from.pop_back();  // the evening changed meanwhile: the step cannot be carried out any more
        set_status(s, err, true);
        return false;
    }
    from.pop_back();
    to.push_back(st);
    if (s.entry.correcting == st.hand_id) start_new_hand(s);
    reload_evening(s);
    if (const int row = row_of(s, st.hand_id); row > 0) {
        s.selected_row = row - 1;
        s.scroll_to_selected = true;
    }
    if (s.db && s.history_hand == st.hand_id) guarded(err, [&] { s.history = s.db->hand_history(st.hand_id); });
    set_status(s, backwards ? trf("Rückgängig: {}", label) : trf("Wiederholt: {}", label), false);
    return true;
}

}  // namespace

bool undo(AppState& s) { return move_step(s, s.undo_steps, s.redo_steps, true); }

bool redo(AppState& s) { return move_step(s, s.redo_steps, s.undo_steps, false); }

std::string undo_label(const AppState& s) { return s.undo_steps.empty() ? std::string() : step_label(s, s.undo_steps.back()); }

std::string redo_label(const AppState& s) { return s.redo_steps.empty() ? std::string() : step_label(s, s.redo_steps.back()); }

bool restore_revision(AppState& s, std::int64_t hand_id, int revision) {
    if (!s.db || !s.evening) return false;
    Json before;
    bool deleted = true;
    for (const HandRecord& h : s.evening->hands)
        if (h.id == hand_id) {
            before = h.inputs;
            deleted = false;
        }
    std::string err;
    if (!guarded(err, [&] {
            s.db->restore_revision(hand_id, revision, fmt::format("Fassung {} wiederhergestellt", revision));
            const Json after = s.db->hand_history(hand_id).back().inputs;
            detail::push_undo(s, deleted ? UndoStep{UndoStep::Kind::Restore, hand_id, {}, {}}
                                         : UndoStep{UndoStep::Kind::Correct, hand_id, before, after});
        })) {
        set_status(s, err, true);
        return false;
    }
    reload_evening(s);
    show_hand_history(s, hand_id);
    set_status(s, trf("Fassung {} wiederhergestellt.", revision), false);
    return true;
}

bool purge_hand(AppState& s, std::int64_t hand_id) {
    s.confirm_purge_hand = 0;
    if (!s.db || !s.evening) return false;
    std::string err;
    if (!guarded(err, [&] { s.db->purge_hand(hand_id); })) {
        set_status(s, err, true);
        return false;
    }
    // Steps naming the purged hand cannot be carried out any more.
    auto gone = [&](const UndoStep& st) { return st.hand_id == hand_id; };
    s.undo_steps.erase(std::remove_if(s.undo_steps.begin(), s.undo_steps.end(), gone), s.undo_steps.end());
    s.redo_steps.erase(std::remove_if(s.redo_steps.begin(), s.redo_steps.end(), gone), s.redo_steps.end());
    if (s.history_hand == hand_id) {
        s.history_hand = 0;
        s.history.clear();
    }
    reload_evening(s);
    set_status(s, tr("Hand endgültig entfernt."), false);
    return true;
}

void refresh_wastebasket(AppState& s) {
    if (!s.db) return;
    std::string err;
    if (!guarded(err, [&] { s.wastebasket = s.db->list_deleted_evenings(); })) set_status(s, err, true);
}

namespace {

bool evening_change(AppState& s, std::int64_t id, void (Database::*f)(std::int64_t), const std::string& done) {
    if (!s.db) return false;
    std::string err;
    if (!guarded(err, [&] { ((*s.db).*f)(id); })) {
        set_status(s, err, true);
        return false;
    }
    if (s.evening && s.evening->id == id) {
        s.evening.reset();
        s.result.reset();
        s.ranking.reset();
        s.screen = Screen::EveningList;
    }
    refresh_evening_list(s);
    refresh_wastebasket(s);
    set_status(s, done, false);
    return true;
}

}  // namespace

bool delete_evening(AppState& s, std::int64_t id) {
    return evening_change(s, id, &Database::delete_evening, tr("Abend in den Papierkorb gelegt (dort wiederherstellbar)."));
}

bool restore_evening(AppState& s, std::int64_t id) {
    return evening_change(s, id, &Database::restore_evening, tr("Abend aus dem Papierkorb zurückgeholt."));
}

bool purge_evening(AppState& s, std::int64_t id) {
    s.confirm_purge_evening = 0;
    return evening_change(s, id, &Database::purge_evening, tr("Abend endgültig gelöscht."));
}

}  // namespace tarock::app
