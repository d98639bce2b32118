// The window's actions: every call into storage and session goes through here, and every error
// becomes text in the state, in the window's language (lang.hpp).
#include "app/actions.hpp"
#include "app/actions_internal.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <future>
#include <map>
#include <mutex>
#include <thread>

#include <fmt/format.h>

#include "session/examples.hpp"

namespace tarock::app {

namespace {

using detail::guarded;
using detail::change_waiting;
using detail::push_undo;
using detail::set_status;

/// The record of hand `row` without its dealer field (so deal_at gives the rotation's dealer).
Json without_dealer(const Json& inputs) {
    Json j = inputs;
    if (j.is_object()) j.erase("dealer");
    return j;
}

void refresh_deleted(AppState& s) {
    s.deleted.clear();
    if (!s.db || !s.evening) return;
    std::string err;
    guarded(err, [&] { s.deleted = s.db->deleted_hands(s.evening->id); });
}

}  // namespace

bool set_touren(AppState& s, std::optional<Touren> touren) {
    if (!s.db || !s.evening) return false;
    Evening e = *s.evening;
    e.touren = touren;
    std::string err;
    if (!guarded(err, [&] { s.db->update_evening(e); })) {
        set_status(s, err, true);
        return false;
    }
    reload_evening(s);
    set_status(s, touren ? trf("{} Touren angesagt.", touren->rounds) : std::string(tr("Touren zurückgenommen.")), false);
    return true;
}

std::string account_name(const Evening& e, int account) {
    if (account == kPot) {
        try {
            return tr(find_variant(e.variant).pot_name());
        } catch (const InputError&) {
            return "Stamm";
        }
    }
    if (account == kHut) return "Hut";
    if (account < 0 || account >= static_cast<int>(e.players.size())) return "?";
    return e.players[static_cast<std::size_t>(account)];
}

std::string unit_singular(const Variant& variant) {
    // The units the games count in (Variant::unit(), plural) and their singular after "je".
    static const std::pair<const char*, const char*> singular[] = {
        {"Punkte", "Punkt"}, {"Points", "Point"}, {"große Blocks", "Block"}, {"Einheiten", "Einheit"}, {"Einsätze", "Einsatz"}, {"Marken", "Marke"}};
    const Text u = variant.unit();
    for (const auto& [plural, one] : singular)
        if (u.de == plural) return tr(one);
    return trf("Einheit ({})", tr(u));
}

std::string unit_singular(const Evening& e) {
    try {
        return unit_singular(find_variant(e.variant));
    } catch (const InputError&) {
        return tr("Punkt");
    }
}

std::string row_title(const EveningResult& r, int row) {
    const int n = played_number(r, row);
    return n > 0 ? trf("Hand {}", n) : std::string(tr("Buchung ohne Geben"));
}

namespace {

/// row_title() of the open evening's row, "Hand <row + 1>" while the evening has no result.
std::string title_of(const AppState& s, int row) { return s.result ? row_title(*s.result, row) : trf("Hand {}", row + 1); }

}  // namespace

namespace {

/// The server at s.db_location does not answer: the window works from the queue file, on the copy
/// of the evening last opened from it (when there is one), and retry_waiting connects later.
bool open_offline(AppState& s) {
    try {
        s.waiting = std::make_unique<HandQueue>(HandQueue::default_file(), s.db_location);
        s.waiting_hands = s.waiting->size();
        s.offline = true;
        s.server_away = true;
        s.waiting_retry = std::chrono::steady_clock::now() + std::chrono::seconds(5);
        const std::optional<Evening> copy = s.waiting->copy();
        return copy && open_evening(s, copy->id);
    } catch (const DatabaseError& e) {
        s.db_error += "\n" + error_text(e);
        return false;
    }
}

}  // namespace

bool open_database(AppState& s, const std::string& path) {
    // A try of the server before is forgotten without waiting for it (a server that does not
    // answer would hold the window for seconds): a thread of its own waits for it to end. Its
    // gate stays with it; the window's tries from now on have a gate of their own.
    if (s.server_attempt.valid()) {
        std::thread([attempt = std::move(s.server_attempt)]() mutable { attempt.wait(); }).detach();
        s.server_attempt = {};
        s.sending = std::make_shared<SendingGate>();
    }
    s.db.reset();
    s.db_path = Database::shown_location(path);  // never a password on the screen
    s.db_location = path;
    s.waiting.reset();
    s.waiting_hands = 0;
    s.offline = false;
    s.server_away = false;
    try {
        // The first frame does not wait for the integrity check: every write does
        // (follow_integrity_check replaces the list by the message of a damaged file).
        s.db = std::make_unique<Database>(path, IntegrityCheck::in_background);
        s.db_error.clear();
        // A table on a server keeps what it cannot send beside the user's data.
        if (s.db->on_server()) {
            s.waiting = std::make_unique<HandQueue>(HandQueue::default_file(), path);
            s.waiting_hands = s.waiting->size();
        }
    } catch (const DatabaseError& e) {
        s.db_error = error_text(e);
        if (e.cause() == DatabaseError::Cause::unreachable) return open_offline(s);
        return false;
    } catch (const std::exception& e) {
        s.db_error = trf("Die Datenbank kann nicht geöffnet werden: {}", e.what());
        return false;
    }
    refresh_evening_list(s);
    return true;
}

void follow_integrity_check(AppState& s) {
    if (!s.db || s.db->integrity() != Integrity::damaged) return;
    try {
        s.db->require_intact();
    } catch (const DatabaseError& e) {
        s.db_error = error_text(e);
    }
    s.db.reset();
    s.evening.reset();
    s.evenings.clear();
    s.screen = Screen::EveningList;
}

namespace {

std::filesystem::path remembered_file() { return std::filesystem::path(Database::default_path()).parent_path() / "datenbank.txt"; }

}  // namespace

std::string remembered_database() {
    std::ifstream in(remembered_file());
    std::string line;
    std::getline(in, line);
    return line;
}

bool switch_database(AppState& s, const std::string& location) {
    if (location.empty()) {
        s.database_dialog.error = tr("Bitte eine Datei oder eine Adresse postgresql://… angeben.");
        return false;
    }
    try {
        Database probe(location);
    } catch (const DatabaseError& e) {
        s.database_dialog.error = error_text(e);
        return false;
    }
    if (!open_database(s, location)) return false;
    s.evening.reset();
    s.screen = Screen::EveningList;
    std::error_code ec;
    std::filesystem::create_directories(remembered_file().parent_path(), ec);
    {
        std::ofstream out(remembered_file(), std::ios::trunc);
        out << location << "\n";
    }
    // The location may hold a password: the file is the user's alone.
    std::filesystem::permissions(remembered_file(), std::filesystem::perms::owner_read | std::filesystem::perms::owner_write,
                                 std::filesystem::perm_options::replace, ec);
    s.database_dialog = {};
    set_status(s, trf("Datenbank geöffnet: {}", s.db_path), false);
    return true;
}

void refresh_evening_list(AppState& s) {
    if (!s.db) return;
    std::string err;
    if (!guarded(err, [&] { s.evenings = s.db->list_evenings(); })) {
        // The list says why it is empty (e.g. a database found damaged), never "no evenings yet".
        s.evenings.clear();
        s.list_error = err;
        set_status(s, err, true);
    } else {
        s.list_error.clear();
    }
    if (s.list_selected >= static_cast<int>(s.evenings.size())) s.list_selected = static_cast<int>(s.evenings.size()) - 1;
    if (s.list_selected < 0 && !s.evenings.empty()) s.list_selected = 0;
}

void show_evening_list(AppState& s) {
    refresh_evening_list(s);
    s.screen = Screen::EveningList;
}

bool add_example_evenings(AppState& s) {
    if (!s.db) return false;
    std::size_t added = 0;
    std::string err;
    const bool ok = guarded(err, [&] {
        std::vector<Evening> evenings;
        for (const ExampleEvening& x : example_evenings()) evenings.push_back(x.evening);
        for (const ImportedEvening& r : s.db->import_evenings(evenings)) added += r.already_stored ? 0 : 1;
    });
    show_evening_list(s);
    if (!ok) set_status(s, err, true);
    else if (added == 0) set_status(s, tr("Die Beispielabende sind schon alle in der Liste."), false);
    else set_status(s, trf("{} Beispielabende angelegt.", added), false);
    return ok;
}

void show_new_evening(AppState& s) {
    s.new_evening = new_evening_form();
    prefill_from_last_setup(s, s.new_evening);
    refresh_presets(s);
    s.focus_new_evening = true;
    s.screen = Screen::NewEvening;
}

bool create_evening_from_form(AppState& s) {
    if (!s.db) {
        s.new_evening.error = tr("Keine Datenbank geöffnet.");
        return false;
    }
    std::int64_t id = 0;
    Evening e;
    if (!guarded(s.new_evening.error, [&] {
            e = s.new_evening.to_evening();
            id = s.db->create_evening(e);
        }))
        return false;
    remember_setup(s, e);
    refresh_evening_list(s);
    return open_evening(s, id);
}

namespace {

/// Evening `id` from the database, or while the server has not answered since the window opened
/// (AppState::offline) from the queue file's copy. DatabaseError when it is not there.
Evening load_for_open(AppState& s, std::int64_t id) {
    if (s.db) return s.db->load_evening(id);
    std::optional<Evening> copy = s.waiting->copy();
    if (!copy || copy->id != id)
        throw DatabaseError(trf("Der Server {} ist nicht erreichbar, und von Abend {} ist hier keine Kopie.", s.db_path, id),
                            trf("Der Server {} ist nicht erreichbar, und von Abend {} ist hier keine Kopie.", s.db_path, id),
                            DatabaseError::Cause::unreachable);
    return std::move(*copy);
}

}  // namespace

bool open_evening(AppState& s, std::int64_t id) {
    if (!s.db && !s.offline) return false;
    std::string err;
    Evening e;
    if (!guarded(err, [&] { e = load_for_open(s, id); })) {
        set_status(s, err, true);
        return false;
    }
    s.evening = std::move(e);
    s.result.reset();
    s.ranking.reset();
    s.entry = HandEntry{};
    s.game = make_game_ui(s.evening->variant);
    s.history.clear();
    s.history_hand = 0;
    s.history_selection = 0;
    s.undo_steps.clear();
    s.redo_steps.clear();
    s.what_if = WhatIfPanel{};
    s.lower = LowerPanel::Explanation;
    s.select_lower_tab = true;
    reload_evening(s);
    s.selected_row = s.evening->hands.empty() ? -1 : static_cast<int>(s.evening->hands.size()) - 1;
    s.scroll_to_selected = true;
    start_new_hand(s);
    s.screen = Screen::Evening;
    set_status(s, trf("Abend „{}“ geöffnet.", s.evening->title.empty() ? s.evening->date : s.evening->title), false);
    return true;
}

namespace {

/// The open evening as stored, followed (on a server) by its hands waiting to be sent (id
/// -seq, waiting_seq(), in the order entered); as stored it is also kept as the queue file's copy
/// (HandQueue::keep_copy). While the server cannot be reached: the queue file's copy (which each
/// hand written joins at once), or the evening as last shown, with the hands waiting now. Other
/// failures are thrown.
Evening current_evening(AppState& s) {
    const auto from_copy = [&s] {
        std::optional<Evening> copy = s.waiting->copy();
        return copy && copy->id == s.evening->id ? std::move(*copy) : *s.evening;
    };
    Evening e;
    if (s.offline) {
        e = from_copy();
    } else {
        try {
            e = s.db->load_evening(s.evening->id);
            if (s.waiting) s.waiting->keep_copy(e);
        } catch (const DatabaseError& err) {
            if (!s.waiting || err.cause() != DatabaseError::Cause::unreachable) throw;
            e = from_copy();
        }
    }
    if (!s.waiting) return e;
    std::erase_if(e.hands, [](const HandRecord& h) { return waiting_seq(h.id) != 0; });
    for (const QueuedHand& h : s.waiting->hands())
        if (h.evening_id == e.id) e.hands.push_back(HandRecord{-h.seq, 1, h.inputs});
    s.waiting_hands = s.waiting->size();
    return e;
}

}  // namespace

void reload_evening(AppState& s) {
    if ((!s.db && !s.offline) || !s.evening) return;
    std::string err;
    if (!guarded(err, [&] { s.evening = current_evening(s); })) {
        set_status(s, err, true);
        return;
    }
    s.result.reset();
    s.ranking.reset();
    s.setup.reset();
    ++s.evening_version;
    if (!guarded(s.evening_error, [&] {
            s.setup = make_setup(*s.evening);
            s.result = recompute(*s.evening);
            s.ranking = evening_ranking(*s.evening, *s.result);
        }))
        s.result.reset();
    const int rows = static_cast<int>(s.evening->hands.size());
    if (s.selected_row >= rows) s.selected_row = rows - 1;
    refresh_deleted(s);

    HandEntry& en = s.entry;
    if (en.correcting) {
        const auto& hands = s.evening->hands;
        const auto it = std::find_if(hands.begin(), hands.end(), [&](const HandRecord& h) { return h.id == en.correcting; });
        if (it == hands.end()) {
            start_new_hand(s);
        } else {
            en.position = static_cast<std::size_t>(it - hands.begin());
        }
    } else {
        en.position = s.evening->hands.size();
        if (s.result) {
            en.rotation_dealer = s.result->next_dealer;
            if (en.form) en.form->follow_rotation(en.rotation_dealer);
        }
    }
    en.preview_key.clear();
}

void start_new_hand(AppState& s) {
    HandEntry& en = s.entry;
    en.correcting = 0;
    en.correction_note.clear();
    en.save_error.clear();
    en.save_refusal.reset();
    en.save_closed = false;
    en.position = s.evening ? s.evening->hands.size() : 0;
    en.rotation_dealer = s.result ? s.result->next_dealer : (s.evening ? s.evening->first_dealer : 0);
    // The form object is kept while the variant stays the same: a form may clear itself from
    // inside its own draw().
    const std::string variant = s.evening ? s.evening->variant : std::string();
    if (!en.form || en.form_variant != variant) {
        en.form = make_hand_form(variant);
        en.form_variant = variant;
    }
    if (en.form) en.form->clear(en.rotation_dealer);
    en.preview_key.clear();
}

bool start_correction(AppState& s, int row) {
    if (!s.evening || row < 0 || row >= static_cast<int>(s.evening->hands.size())) return false;
    if (!s.entry.form) {
        set_status(s, tr("Für dieses Spiel gibt es im Fenster noch kein Eingabeformular."), true);
        return false;
    }
    const HandRecord& rec = s.evening->hands[static_cast<std::size_t>(row)];
    if (!s.db && rec.id > 0) {
        set_status(s, tr("Gespeicherte Hände lassen sich erst ändern, wenn der Server wieder erreichbar ist."), true);
        return false;
    }
    HandEntry& en = s.entry;
    en.correcting = rec.id;
    en.position = static_cast<std::size_t>(row);
    en.correction_note.clear();
    en.save_error.clear();
    en.save_refusal.reset();
    en.preview_key.clear();
    std::string err;
    guarded(err, [&] { en.rotation_dealer = deal_at(*s.evening, en.position, without_dealer(rec.inputs)).dealer; });
    if (!guarded(err, [&] { en.form->load(rec.inputs, s.evening->players, en.rotation_dealer); })) {
        en.form->clear(en.rotation_dealer);
        set_status(s, trf("{} lässt sich nicht ins Formular laden: {}", title_of(s, row), err), true);
    } else {
        set_status(s, trf("{} wird korrigiert.", title_of(s, row)), false);
    }
    s.status.correcting = rec.id;
    s.focus_form.want();
    return true;
}

const TableSetup& evening_setup(AppState& s) {
    if (!s.setup) s.setup = make_setup(*s.evening);
    return *s.setup;
}

void refresh_preview(AppState& s) {
    if (!s.evening || !s.entry.form) return;
    HandEntry& en = s.entry;
    Json j = en.form->to_json(s.evening->players, en.rotation_dealer);
    const std::string key = std::to_string(en.position) + "|" + std::to_string(s.evening->hands.size()) + "|" + j.dump();
    if (key == en.preview_key) return;
    en.preview_key = key;
    en.json = std::move(j);
    en.deal.reset();
    en.preview.reset();
    en.refusal.reset();
    try {
        if (en.position == s.evening->hands.size() && s.result && s.result->state) {
            // A new hand: scored from the state after the last hand, not by walking the evening.
            EveningState next = *s.result->state;
            en.deal = next.deal_for(en.json);
            en.preview = next.append(en.json);
        } else {
            en.deal = deal_at(*s.evening, en.position, en.json);
            en.preview = preview(*s.evening, en.position, en.json);
        }
    } catch (const InputError& e) {
        en.refusal = e;
    } catch (const std::exception& e) {
        en.refusal = InputError("", {}, {e.what(), e.what()});
    }
}

namespace {

/// The one path every record takes into the database: refused by preview() before anything is
/// written, then add_hand (or correct_hand for `corrected` != 0), then reload and recompute.
/// A refusal of preview() is said in the players' words (refusal_text) and also goes to `refusal`
/// when given.
bool write_record(AppState& s, std::size_t position, std::int64_t corrected, const Json& j, const std::string& note, std::string& error,
                  std::optional<InputError>* refusal = nullptr) {
    if ((!s.db && !s.offline) || !s.evening) {
        error = tr("Kein Abend geöffnet.");
        return false;
    }
    if (s.evening->closed) {
        error = tr("Der Abend ist abgeschlossen. Zum Eintragen erst „Abend wieder öffnen“ wählen.");
        return false;
    }
    if (!s.db && corrected > 0) {
        error = tr("Gespeicherte Hände lassen sich erst ändern, wenn der Server wieder erreichbar ist.");
        return false;
    }
    std::optional<InputError> refused;
    const bool written = guarded(error, [&] {
        try {
            (void)preview(*s.evening, position, j);  // refuse before touching the database
        } catch (const InputError& e) {
            refused = e;
            throw;
        }
        // Every hand dealt is stored with its dealer (docs/session-format.md: "The window always
        // writes it"), so who dealt stays as entered even when an earlier hand is changed later.
        // A bookkeeping record (the Hut, the chip count) has no deal and no dealer. A new hand
        // goes after every hand stored by now (another window may have saved one meanwhile):
        // its dealer is the one of that place.
        Json record = j;
        if (record.is_object() && !record.contains("dealer")) {
            const Evening now = corrected != 0 ? *s.evening : current_evening(s);
            const Preview p = preview(now, corrected != 0 ? position : now.hands.size(), j);
            if (!p.outcome.bookkeeping) record["dealer"] = now.players.at(static_cast<std::size_t>(p.deal.dealer));
        }
        if (waiting_seq(corrected) != 0) {
            // A hand still waiting: its inputs replaced in the queue (its uid and place kept).
            if (!change_waiting(s, [&] { return s.waiting->replace(waiting_seq(corrected), record); }))
                throw DatabaseError(tr("Die Hand ist inzwischen gespeichert worden; bitte die gespeicherte Hand korrigieren."),
                                    tr("Die Hand ist inzwischen gespeichert worden; bitte die gespeicherte Hand korrigieren."));
        } else if (corrected != 0) {
            Json before;
            for (const HandRecord& h : s.evening->hands)
                if (h.id == corrected) before = h.inputs;
            s.db->correct_hand(corrected, record, note);
            push_undo(s, UndoStep{UndoStep::Kind::Correct, corrected, before, record});
        } else if (s.waiting) {
            // On a server: written at once, or kept while it cannot be reached (no undo step then).
            // While it was away at the last try, or a try is under way, the hand is kept at once
            // (the try sends it): the window never waits for a server that does not answer.
            std::optional<std::int64_t> id;
            if (s.db && !s.server_away && !trying_server(s)) id = save_or_keep(*s.db, *s.waiting, s.evening->id, record);
            else s.waiting->keep(QueuedHand{new_hand_uid(), s.evening->id, record});
            s.waiting_hands = s.waiting->size();
            if (id) push_undo(s, UndoStep{UndoStep::Kind::Add, *id, {}, {}});
            else s.server_away = true;
        } else {
            push_undo(s, UndoStep{UndoStep::Kind::Add, s.db->add_hand(s.evening->id, record), {}, {}});
        }
    });
    if (refused) error = refusal_text(s, *refused);
    if (refusal) *refusal = std::move(refused);
    return written;
}

/// The status line after row `position` was written by write_record: kept to wait for the
/// server (the queue grew from `waiting_before`), corrected or saved.
void say_saved(AppState& s, std::size_t position, bool correcting, std::size_t waiting_before) {
    const std::string title = title_of(s, static_cast<int>(position));
    if (!correcting && s.waiting_hands > waiting_before)
        set_status(s, trf("{}: der Server ist nicht erreichbar; sie wartet hier und wird gespeichert, sobald er es wieder ist.", title), true);
    else
        set_status(s, correcting ? trf("{} korrigiert.", title) : trf("{} gespeichert.", title), false);
}

}  // namespace

bool save_hand(AppState& s) {
    HandEntry& en = s.entry;
    if (!en.form) {
        en.save_error = s.evening ? tr("Für dieses Spiel gibt es im Fenster noch kein Eingabeformular.") : tr("Kein Abend geöffnet.");
        return false;
    }
    if (const std::string ended = s.game && !en.correcting ? s.game->no_new_hand(s) : std::string(); !ended.empty()) {
        en.save_error = ended;
        en.save_closed = true;
        set_status(s, trf("Keine neue Hand gespeichert: {}", ended), true);
        s.status.refused_save = true;
        return false;
    }
    const Json j = s.evening ? en.form->to_json(s.evening->players, en.rotation_dealer) : Json::object();
    const std::int64_t corrected = en.correcting;
    const bool correcting = corrected != 0;
    const std::size_t position = en.position;
    const std::size_t waiting_before = s.waiting_hands;
    en.save_refusal.reset();
    if (!write_record(s, position, corrected, j, en.correction_note, en.save_error, &en.save_refusal)) {
        en.save_closed = s.evening && s.evening->closed;
        en.save_record = j;
        set_status(s, trf("{} nicht gespeichert: {}", title_of(s, static_cast<int>(position)), en.save_error), true);
        s.status.refused_save = true;
        // Ctrl+Enter has ended the editing of the text field: the field the refusal names takes
        // the keyboard again (with its text selected), so the corrected points typed at once go
        // into it and never act as the form's keys.
        const form::FormField* field = en.save_refusal ? en.form->field(en.save_refusal->field()) : nullptr;
        if (field && field->points) s.focus_form.want();
        return false;
    }
    start_new_hand(s);
    reload_evening(s);
    s.selected_row = static_cast<int>(position);
    s.scroll_to_selected = true;
    if (correcting && corrected > 0 && s.history_hand == corrected) {
        std::string err;
        guarded(err, [&] { s.history = s.db->hand_history(corrected); });
    }
    say_saved(s, position, correcting, waiting_before);
    return true;
}

std::string field_label(const AppState& s, const std::string& field) {
    const form::FormField* f = s.entry.form ? s.entry.form->field(field) : nullptr;
    return f ? std::string(tr(f->label)) : std::string();
}

std::string detail::refusal_naming(const InputError& e, const std::string& label) {
    std::string text = tr(e.message());
    if (!label.empty()) text += " " + trf("Bitte im Feld „{}“ berichtigen.", label);
    if (const std::string rule = e.rule().to_string(); !rule.empty()) text += " (" + trf("Regel: {}", rule) + ")";
    return text;
}

std::string refusal_text(const AppState& s, const InputError& e) { return detail::refusal_naming(e, field_label(s, e.field())); }

void expire_messages(AppState& s) {
    HandEntry& en = s.entry;
    if (!en.save_error.empty()) {
        bool gone = !s.evening || s.screen != Screen::Evening || !en.form;
        if (!gone) {
            refresh_preview(s);
            if (en.save_refusal)
                gone = !en.refusal || en.refusal->field() != en.save_refusal->field() || en.refusal->message().de != en.save_refusal->message().de;
            else if (en.save_closed) gone = !s.evening->closed && (en.correcting || !s.game || s.game->no_new_hand(s).empty());
            else gone = en.json != en.save_record;
        }
        if (gone) {
            en.save_error.clear();
            en.save_refusal.reset();
            en.save_closed = false;
        }
    }
    const Status& st = s.status;
    if (st.text.empty()) return;
    const bool evening_left = st.evening != 0 && (s.screen != Screen::Evening || !s.evening || s.evening->id != st.evening);
    if ((st.refused_save && en.save_error.empty()) || (st.correcting != 0 && en.correcting != st.correcting) || evening_left) s.status = Status{};
}

bool save_record(AppState& s, const Json& j, std::string& error) {
    if (!s.evening) {
        error = tr("Kein Abend geöffnet.");
        return false;
    }
    const std::size_t position = s.evening->hands.size();
    const std::size_t waiting_before = s.waiting_hands;
    if (!write_record(s, position, 0, j, "", error)) return false;
    reload_evening(s);
    s.selected_row = static_cast<int>(position);
    s.scroll_to_selected = true;
    say_saved(s, position, false, waiting_before);
    return true;
}

namespace {

/// The try of the server, in a thread of its own (retry_waiting): connects to `location` and
/// sends the hands waiting in the queue file `queue_file` (HandQueue::flush), with `gate` set
/// while it sends. It uses a connection and a queue of its own and nothing of the window.
ServerAttempt try_server(const std::string& location, const std::string& queue_file, const std::shared_ptr<SendingGate>& gate) {
    ServerAttempt a;
    try {
        a.db = std::make_unique<Database>(location);
    } catch (...) {
        a.error = std::current_exception();
        return a;
    }
    {
        const std::lock_guard lock(gate->mutex);
        gate->sending = true;
    }
    try {
        HandQueue queue(queue_file, location);
        const std::size_t waiting = queue.size();
        a.stopped = queue.flush(*a.db, &a.written) < waiting;
    } catch (...) {
        a.error = std::current_exception();
    }
    const std::lock_guard lock(gate->mutex);
    gate->sending = false;
    return a;
}

/// Rethrows `error` unless it is a server that cannot be reached (or there is none).
void rethrow_unless_unreachable(const std::exception_ptr& error) {
    if (!error) return;
    try {
        std::rethrow_exception(error);
    } catch (const DatabaseError& e) {
        if (e.cause() != DatabaseError::Cause::unreachable) throw;
    }
}

/// Takes up what the try of the server found. When it did not connect, the window stays as it
/// is (a server that answers but cannot be used, e.g. a newer schema, says why in the status
/// line). When it connected: offline, the window works on that connection from now on (the
/// evening list read); the hands sent leave the queue, a waiting hand being corrected stays in
/// the form as the stored hand it became, and the evening is reloaded from the server.
void take_attempt(AppState& s, ServerAttempt a) {
    std::string err;
    if (!a.db) {
        if (!guarded(err, [&] { rethrow_unless_unreachable(a.error); })) set_status(s, err, true);
        else if (!s.offline) s.server_away = s.waiting_hands > 0;
        return;
    }
    const bool reconnected = s.offline;
    if (reconnected) {
        s.db = std::move(a.db);
        s.offline = false;
        s.db_error.clear();
        refresh_evening_list(s);
    }
    const bool ok = guarded(err, [&] {
        if (a.error) std::rethrow_exception(a.error);
    });
    s.waiting_hands = s.waiting->size();
    s.server_away = ok && a.stopped;
    if (!ok) set_status(s, err, true);
    // Hands kept while these were sent go at once.
    else if (!a.stopped && s.waiting_hands > 0) s.waiting_retry = {};
    if (const auto it = a.written.find(waiting_seq(s.entry.correcting)); it != a.written.end()) s.entry.correcting = it->second;
    if (!a.written.empty() || reconnected) {
        if (s.evening) reload_evening(s);
        if (ok && s.waiting_hands == 0) set_status(s, tr("Der Server ist wieder erreichbar; alle wartenden Hände sind gespeichert."), false);
    }
}

}  // namespace

int seconds_to_retry(const AppState& s) {
    const auto left = s.waiting_retry - std::chrono::steady_clock::now();
    return left <= left.zero() ? 0 : static_cast<int>(std::chrono::ceil<std::chrono::seconds>(left).count());
}

bool trying_server(const AppState& s) { return s.server_attempt.valid(); }

void try_server_now(AppState& s) {
    if (!s.server_attempt.valid()) s.waiting_retry = {};
    retry_waiting(s);
    if (s.server_attempt.valid()) s.server_attempt.wait();
    retry_waiting(s);
}

void retry_waiting(AppState& s) {
    if (s.server_attempt.valid()) {
        if (s.server_attempt.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return;
        ServerAttempt a = s.server_attempt.get();
        s.waiting_retry = std::chrono::steady_clock::now() + std::chrono::seconds(5);
        take_attempt(s, std::move(a));
        return;
    }
    if (!s.waiting || (!s.offline && (!s.db || s.waiting_hands == 0))) return;
    const auto now = std::chrono::steady_clock::now();
    if (now < s.waiting_retry) return;
    s.waiting_retry = now + std::chrono::seconds(5);
    s.server_attempt = std::async(std::launch::async, try_server, s.db_location, s.waiting->file(), s.sending);
}

bool delete_hand(AppState& s, int row, const std::string& note) {
    if ((!s.db && !s.offline) || !s.evening || row < 0 || row >= static_cast<int>(s.evening->hands.size())) return false;
    const std::int64_t id = s.evening->hands[static_cast<std::size_t>(row)].id;
    const std::string title = title_of(s, row);
    std::string err;
    if (const std::int64_t seq = waiting_seq(id); seq != 0) {
        // A hand still waiting is forgotten: it never reaches the server; Strg+Z keeps it again.
        const HandRecord forgotten_hand = s.evening->hands[static_cast<std::size_t>(row)];
        bool forgotten = false;
        if (!guarded(err, [&] {
                std::string uid;
                for (const QueuedHand& h : s.waiting->hands())
                    if (h.seq == seq) uid = h.uid;
                forgotten = change_waiting(s, [&] { return s.waiting->forget(seq); });
                if (forgotten) push_undo(s, UndoStep{UndoStep::Kind::Forget, id, forgotten_hand.inputs, uid});
            })) {
            set_status(s, err, true);
            return false;
        }
        if (s.entry.correcting == id) start_new_hand(s);
        reload_evening(s);
        if (forgotten) set_status(s, trf("{} gelöscht (sie wartete noch auf den Server; Strg+Z holt sie zurück).", title), false);
        else set_status(s, tr("Die Hand ist inzwischen gespeichert worden; bitte die gespeicherte Hand löschen."), true);
        return forgotten;
    }
    if (!s.db) {
        set_status(s, tr("Gespeicherte Hände lassen sich erst ändern, wenn der Server wieder erreichbar ist."), true);
        return false;
    }
    if (!guarded(err, [&] {
            s.db->delete_hand(id, note);
            push_undo(s, UndoStep{UndoStep::Kind::Delete, id, {}, {}});
        })) {
        set_status(s, err, true);
        return false;
    }
    if (s.entry.correcting == id) start_new_hand(s);
    reload_evening(s);
    if (s.history_hand == id) {
        guarded(err, [&] { s.history = s.db->hand_history(id); });
    }
    set_status(s, trf("{} gelöscht (im Verlauf wiederherstellbar).", title), false);
    return true;
}

bool restore_hand(AppState& s, std::int64_t hand_id) {
    if (!s.db || !s.evening) return false;
    std::string err;
    if (!guarded(err, [&] {
            s.db->restore_hand(hand_id);
            push_undo(s, UndoStep{UndoStep::Kind::Restore, hand_id, {}, {}});
        })) {
        set_status(s, err, true);
        return false;
    }
    reload_evening(s);
    const auto& hands = s.evening->hands;
    const auto it = std::find_if(hands.begin(), hands.end(), [&](const HandRecord& h) { return h.id == hand_id; });
    if (it != hands.end()) {
        s.selected_row = static_cast<int>(it - hands.begin());
        s.scroll_to_selected = true;
        show_history(s, s.selected_row);
    }
    set_status(s, tr("Hand wiederhergestellt."), false);
    return true;
}

std::int64_t selected_hand(const AppState& s) {
    if (!s.evening || s.selected_row < 0 || s.selected_row >= static_cast<int>(s.evening->hands.size())) return 0;
    return s.evening->hands[static_cast<std::size_t>(s.selected_row)].id;
}

void show_history(AppState& s, int row) {
    if (!s.db || !s.evening || row < 0 || row >= static_cast<int>(s.evening->hands.size())) return;
    show_hand_history(s, s.evening->hands[static_cast<std::size_t>(row)].id);
}

void show_hand_history(AppState& s, std::int64_t id) {
    if (!s.db || waiting_seq(id) != 0) return;  // a hand still waiting has no revisions yet
    std::string err;
    s.history_hand = id;
    s.history_selection = selected_hand(s);
    if (!guarded(err, [&] { s.history = s.db->hand_history(id); })) {
        s.history.clear();
        set_status(s, err, true);
    }
    s.lower = LowerPanel::History;
    s.select_lower_tab = true;
}

bool set_evening_closed(AppState& s, bool closed) {
    if (!s.db || !s.evening) return false;
    Evening e = *s.evening;
    e.closed = closed;
    std::string err;
    if (!guarded(err, [&] { s.db->update_evening(e); })) {
        set_status(s, err, true);
        return false;
    }
    reload_evening(s);
    refresh_evening_list(s);
    set_status(s, closed ? tr("Abend abgeschlossen.") : tr("Abend wieder geöffnet."), false);
    return true;
}

int touren_deals_left(const AppState& s) {
    if (!s.result || !s.result->touren || s.result->touren->finished()) return 0;
    if (s.game && !s.game->offers_touren(s)) return 0;
    const TourenState& t = *s.result->touren;
    return std::max(0, t.deals_total - t.deals_played);
}

bool close_evening(AppState& s) {
    if (touren_deals_left(s) > 0) {
        s.confirm_close = true;
        return false;
    }
    return set_evening_closed(s, true);
}

void set_window_language(AppState& s, Language language) {
    s.ui.language = language;
    set_language(language);
    s.entry.preview_key.clear();  // the preview's hint is text: made again
}

}  // namespace tarock::app
