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
/// state.db_error and false is returned; when it is a server that cannot be reached, the window
/// works offline (state.offline: the queue file, HandQueue::default_file()) and opens the copy of
/// the evening last opened from that server, returning true, or false when there is none.
/// An SQLite file's integrity check runs in the background (IntegrityCheck::in_background):
/// the list shows at once, every write waits for the verdict, follow_integrity_check shows a
/// damaged file's message.
bool open_database(AppState& state, const std::string& path);

/// When the integrity check of the open database (run in the background, IntegrityCheck) has
/// found it damaged: closes it and shows its message instead of the list of evenings, as when it
/// could not be opened (every write was refused with that message already). Called once per
/// frame; costs a look at the verdict.
void follow_integrity_check(AppState& state);

/// On a server, with hands waiting, or offline (AppState::offline): tries every 5 seconds to
/// connect and to send the waiting hands (HandQueue::flush), in a thread of its own
/// (AppState::server_attempt, with a connection of its own), so that the window keeps drawing
/// and taking hands meanwhile: a hand saved during the try, or while the server was away at the
/// last one, is kept in the queue at once. A later call takes up the try's result: offline, the
/// window works on the connection made; the evening is reloaded from the server when it answered
/// again or some were written; a waiting hand being corrected stays in the form as the stored
/// hand it became. The next try is 5 seconds after a try ended (at once when hands were kept
/// while the server answered). While a try sends, a waiting hand is not corrected or deleted
/// (the status line says so). Called once per frame.
void retry_waiting(AppState& state);
/// Whether a try of the server (retry_waiting) is under way.
bool trying_server(const AppState& state);
/// For a table without a window (the tests, tests/reliability/window_table.cpp): a try of the
/// server at once (retry_waiting without waiting for its 5 seconds), waited for and taken up.
void try_server_now(AppState& state);

/// The queue's seq (QueuedHand::seq) of a row of the open evening that still waits for the
/// server: such a row's HandRecord::id is -seq. 0 for a stored hand.
constexpr std::int64_t waiting_seq(std::int64_t hand_id) { return hand_id < 0 ? -hand_id : 0; }
/// Whole seconds (rounded up, at least 0) until retry_waiting next tries the server.
int seconds_to_retry(const AppState& state);

/// The database location the window last changed to with switch_database ("" when none), read
/// from "datenbank.txt" beside Database::default_path(). As typed, a server's password included
/// (a file of the user's own, like ~/.pgpass; never shown).
std::string remembered_database();
/// Datei → "Datenbank wechseln…": opens the database at `location` (a file or postgresql://…)
/// and, when it opens, shows its evening list and remembers it for the next start (the window's
/// database setting; `--db` still wins). When it does not open, the database open before stays
/// open, the reason goes to state.database_dialog.error and false is returned.
bool switch_database(AppState& state, const std::string& location);

/// Re-reads the evening list from the database.
void refresh_evening_list(AppState& state);

/// Shows the evening list.
void show_evening_list(AppState& state);

/// Stores the example evenings (session/examples.hpp: one or more per game, each a whole
/// evening) in the database as ordinary evenings that may be opened, corrected and deleted like
/// any other; those already stored are not stored again (Database::import_evenings). Shows the
/// list with the status line saying how many were added. False (status line) on an error;
/// nothing is written then.
bool add_example_evenings(AppState& state);

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

/// Loads hand number `row` (0-based) into the form to correct it: a stored hand, or one still
/// waiting for the server. Offline a stored hand is refused (status line) until the server answers.
bool start_correction(AppState& state, int row);

/// Recomputes the live preview if the form changed since the last call.
void refresh_preview(AppState& state);

/// The open evening's players and house rules (make_setup), kept in state.setup when the evening
/// is loaded and built here when it is not yet. Needs an open evening; throws InputError for
/// house rules that make no setup.
const TableSetup& evening_setup(AppState& state);

/// The texts of the open evening's scoresheet row `row` (0-based) in the window's language, built
/// when first asked for and kept in state.texts while the evening, the language and the sheet's
/// view stay the same (a frame draws only the visible rows, so only they are built). Needs a
/// result and a row of it.
const SheetRowTexts& sheet_row_texts(AppState& state, int row);
/// The scoresheet's header texts, kept like sheet_row_texts(). Needs a result.
const SheetHeadTexts& sheet_head_texts(AppState& state);
/// The explanation of the selected row (state.selected_row, which must have an outcome): its
/// postings' texts, kept like sheet_row_texts() and also while the selection stays the same; the
/// head line ("Hand 5 · Geber: Anna") and the summary are in state.texts.
const HandTexts& explanation_texts(AppState& state);
/// The postings' texts of the live preview (state.entry.preview, which must be set), kept while
/// the form's hand (HandEntry::preview_key) and the language stay the same.
const HandTexts& preview_texts(AppState& state);
/// The texts of `result`'s postings, notes and nets in the window's language, built fresh.
HandTexts hand_texts(const Evening& evening, const HandResult& result);
/// The texts of scoresheet row `row` built fresh (what sheet_row_texts() keeps); `in_money`: the
/// players' columns show money (and not the written points of a sheet kept in points).
SheetRowTexts build_sheet_row_texts(const AppState& state, int row, bool in_money);
/// The header texts built fresh (what sheet_head_texts() keeps).
SheetHeadTexts build_sheet_head_texts(const AppState& state, bool in_money);
/// Whether the players' columns show money: always, unless the game keeps its sheet in points
/// (EveningResult::written_totals) and the money view is not chosen (state.sheet_in_money).
bool sheet_shows_money(const AppState& state);

/// The Save button: writes the form's hand (add_hand, or correct_hand in correction mode),
/// reloads and recomputes the evening, empties the form and prefills the next dealer. On a
/// server that cannot be reached a new hand is kept in the queue (save_or_keep), and the
/// correction of a hand still waiting replaces its inputs there (HandQueue::replace, same uid).
/// A refused hand writes nothing: its text goes to state.entry.save_error and to the status line,
/// and false is returned.
bool save_hand(AppState& state);

/// The label in the open evening's form of the record's field `field` (as InputError::field()
/// names it) in the window's language: "Kartenpunkte" for "points"; "" when the form names none.
std::string field_label(const AppState& state, const std::string& field);
/// A refusal of the core as the window says it, in the players' words: the message, the field by
/// its label in the form and what to do, and the rule ("Kartenpunkte müssen zwischen 0 und 70
/// liegen. Bitte im Feld „Kartenpunkte“ berichtigen. (Regel: tapp §1.1, §1.4)"). The record's ids
/// ("points", "volat.by") stay with the CLI and --json (InputError::what(), german()).
std::string refusal_text(const AppState& state, const InputError& error);

/// Clears the status line and the refusal under the form when what they say is gone: a refused
/// save's lines once the form's hand is no longer refused for that reason (or the refusal of a
/// closed evening once it is open again, any other once the hand is changed), a correction's line
/// when the correction ends, an evening's lines when it is left. Called once per frame.
void expire_messages(AppState& state);

/// Writes record `j` (e.g. {"deal": "hut"}) at the end of the evening through the same path as
/// the Save button: refused by preview() before anything is written, then stored, reloaded and
/// recomputed. The form keeps its inputs. On a refusal the text goes to `error` and false
/// is returned.
bool save_record(AppState& state, const Json& j, std::string& error);

/// Deletes stored hand number `row` (0-based) with an optional note (a "delete" revision). A hand
/// still waiting for the server is forgotten instead (HandQueue::forget; Strg+Z keeps it again,
/// HandQueue::restore). Offline a stored hand is refused (status line).
bool delete_hand(AppState& state, int row, const std::string& note);

/// Brings back a deleted hand.
bool restore_hand(AppState& state, std::int64_t hand_id);

/// The id of the hand selected in the sheet (state.selected_row), 0 when none is.
std::int64_t selected_hand(const AppState& state);

/// Loads the revisions of stored hand number `row` into state.history.
void show_history(AppState& state, int row);

/// Loads the revisions of the hand with id `hand_id` (also a deleted one) into state.history.
void show_hand_history(AppState& state, std::int64_t hand_id);

/// Marks the open evening closed (settled) or open again (Database::update_evening).
bool set_evening_closed(AppState& state, bool closed);
/// The deals of the announced Touren still to be played (TourenState), 0 when none are announced,
/// they are over, or the game's own end of the evening has made them moot (GameUi::offers_touren,
/// Block-Tarok after the Hut).
int touren_deals_left(const AppState& state);
/// "Abend abschließen": closes the open evening at once, or, while announced Touren are not all
/// played, only asks first (sets state.confirm_close; the settlement's popup names the deals
/// left and closes on confirmation). True when it closed the evening.
bool close_evening(AppState& state);

/// Announces the Touren (3 or 6 more rounds from the next hand on), or withdraws them with
/// std::nullopt (Database::update_evening).
bool set_touren(AppState& state, std::optional<Touren> touren);

// ---- Undo and redo, revisions, wastebasket, purge (actions_history.cpp) --------------------

/// Strg+Z: takes back the newest change of the open evening's hands (an entry is deleted, a
/// correction corrected back, a deletion restored), written as a new revision; a hand still
/// waiting that was deleted is kept in the queue again (also offline). False (status text) when
/// there is nothing to undo or the database refuses, or offline for a stored hand.
bool undo(AppState& state);
/// Strg+Y: does the last undone change again.
bool redo(AppState& state);
/// "Hand 3 eintragen" etc.: what undo / redo would do, empty when nothing.
std::string undo_label(const AppState& state);
std::string redo_label(const AppState& state);

/// Brings back revision `revision` of hand `hand_id` (Database::restore_revision) as a new
/// revision; undoable like a correction.
bool restore_revision(AppState& state, std::int64_t hand_id, int revision);
/// Deletes a deleted hand for good (Database::purge_hand); not undoable, the view confirms first.
bool purge_hand(AppState& state, std::int64_t hand_id);

/// Puts evening `id` in the wastebasket / brings it back / purges it for good (the view
/// confirms first). Each refreshes the evening list and the wastebasket.
bool delete_evening(AppState& state, std::int64_t id);
bool restore_evening(AppState& state, std::int64_t id);
bool purge_evening(AppState& state, std::int64_t id);
/// Re-reads the wastebasket.
void refresh_wastebasket(AppState& state);

// ---- What if, statistics, export (actions_analysis.cpp) ------------------------------------

/// Compares stored hand `row` with the form's current record in its place (what_if()); the
/// result or the refusal goes to state.what_if.
void refresh_what_if(AppState& state, int row);
/// Reads every evening's statistics figures (Database::evening_statistics, kept in the database
/// and recomputed only for an evening that changed), computes player_statistics() into
/// state.stats, and shows the statistics screen.
void show_statistics(AppState& state);
/// The tournament screen for tournament `id` (0: the latest one of the database): reads the
/// tournaments of every cup, the tournament, its cup and the roster and computes its standing
/// (tournament::standing). A database error is kept in TournamentData::error.
void show_tournament(AppState& state, std::int64_t id = 0);

// ---- The organiser's tournament night (actions_tournament.cpp) -------------------------------

/// "Nächste Runde auslosen": opens the draw dialog (TournamentData::draw) with one checkbox per
/// player of the roster, ticked for round 1 and, later, for those present in the round before.
void begin_draw(AppState& state);
/// The draw dialog's "Auslosen": tournament::draw_next for the ticked players over the
/// tournament as stored, then Database::add_round, and the screen reloaded. A refusal (a count
/// that cannot be seated, a round beyond the cup's, an open table of the round before) writes
/// nothing: its text, naming the field, goes to draw.error and false is returned.
bool draw_next_round(AppState& state);
/// "Blatt eintippen" of table `table` in round `round` (both 1-based): opens the sheet dialog
/// (TournamentData::sheet) with the table's players in seat order, filled from the sheet that
/// counts now (a correction) or empty, and the modern Königrufen evenings that may be linked.
void begin_sheet(AppState& state, int round, int table);
/// The sheet dialog's "Speichern": the typed Schrift per seat (Thirds::parse) through
/// tournament::typed_sheet (count, sum zero: koenigrufen_modern §7.2) and
/// Database::add_tournament_sheet as the next revision, then the screen reloaded. A refusal
/// writes nothing: its text naming the field ("Schrift") goes to sheet.error, false returned.
bool save_typed_sheet(AppState& state);
/// The sheet dialog's "Abend verknüpfen": the chosen evening (sheet.evening_id) through
/// tournament::evening_sheet (the cup's preset, the table's players) and stored as the next
/// revision; refusals as save_typed_sheet ("Abend des Tisches").
bool link_evening(AppState& state);

/// "Live-Seite starten": serves the live standings page of the shown tournament
/// (live::LiveServer, its own connection to state.db_path) on every interface, on port 8019 or,
/// when that is taken, on a free one, in the window's language; fills state.live with the
/// addresses and the QR code of the first. False with live.error (naming the reason) when it
/// cannot start or no tournament is shown.
bool start_live_page(AppState& state);
/// "Live-Seite beenden": stops the server (the phones then show that the connection is lost).
void stop_live_page(AppState& state);
/// Shows address `index` of live.urls in the QR code.
void choose_live_address(AppState& state, int index);
/// "Neuer Cup…": opens the cup dialog (TournamentData::new_cup) with the presets a cup may play
/// (tournament::cup_preset_names) and §7.3's usual 3 rounds of 16 hands.
void begin_new_cup(AppState& state);
/// The cup dialog's "Anlegen": the cup points from their texts (tournament::cup_points_from_text:
/// "100,80,65", "31,1,1"), tournament::validate_cup, a name no other cup has, then
/// Database::save_cup and the screen reloaded on the new cup. A refusal writes nothing: its text,
/// naming the field ("Name", "Cuppunkte je Platz", …), goes to new_cup.error, false returned.
bool save_new_cup(AppState& state);
/// "Spieler eintragen…": opens the roster dialog (TournamentData::player), empty.
void begin_add_player(AppState& state);
/// The roster dialog's "Eintragen": Database::add_player with the typed name, club and number;
/// the dialog stays open, name and number emptied, for the next player, the roster re-read. A refusal (no name,
/// the same name and club already on the roster) goes to player.error naming the field.
bool add_roster_player(AppState& state);
/// The roster dialog's "Einlesen": the file player.file read as tournament::roster_from_text
/// ("Name;Verein;Nummer" per line, as `tarock tournament players import`); every player not yet
/// on the roster (same name and club) is added, the roster re-read; the dialog stays open and,
/// like the status line, counts those added and those already there. A file that cannot be read or has a line without a name adds nothing: the
/// refusal ("Datei", "Name") goes to player.error.
bool import_roster(AppState& state);
/// "Beispielsaison öffnen": stores the example season of data/tournaments
/// (tournament::example_season: its cup, the roster, five tournaments of three rounds drawn from
/// their stored seeds with late arrivals and leavers, every table's typed sheet, a correction and
/// a table stopped early) and shows its last tournament with the cup standing. Players already on
/// the roster (same name and club) keep their ids. False when a cup of its name is there already
/// (nothing written, the status line says so) or on a database error (status line).
bool open_example_season(AppState& state);
/// "Neues Turnier…": opens the tournament dialog (TournamentData::create) with every cup and
/// today's date; chosen is the newest cup without a tournament yet, else the shown one.
void begin_new_tournament(AppState& state);
/// The tournament dialog's "Anlegen": tournament::new_tournament (a date is needed) with a new
/// stored seed (fresh_seed), Database::create_tournament and the screen showing it, the seed in
/// the status line. A refusal goes to create.error naming the field ("Datum", "Cup").
bool create_tournament(AppState& state);

/// Writes the open evening to `path` as CSV table, HTML settlement sheet or JSON session file
/// (the same formatting as `tarock replay --csv/--html` and `tarock export`); the sheets in the
/// window's language (state.ui.language, as `--lang`). The status line names the file; the
/// file's folder is remembered for the next export (setting "export_folder"), and after an HTML
/// sheet state.export_dialog.offer_open holds its path. False (status line) on a write error.
bool export_evening(AppState& state, ExportKind kind, const std::string& path);
/// Writes a page of the tournament screen to `path` in the window's language: the table cards of
/// round `round` with the list by name (ExportKind::TableCards, report::draw_html), the ranking
/// (Ranking: standing_html, RankingCsv: standing_csv) or the cup standing of the screen's cup
/// (CupStanding: season_html, CupStandingCsv: season_csv), the pages `tarock tournament
/// cards/ranking/cup standing --html/--csv` prints. Status line, remembered folder and browser
/// offer as export_evening. False (status line) on a write error, without a tournament (without
/// a cup for the cup standing).
bool export_tournament_page(AppState& state, ExportKind kind, int round, const std::string& path);
/// The file name proposed for an export of the evening of `date` ("2026-11-19") titled
/// `title`: "<date>-<title>.<csv|html|json>" in safe characters only (ASCII letters, digits,
/// '-', '_', '.'): umlauts and ß written out ("ä" -> "ae"), other accents dropped ("č" -> "c"),
/// anything else (blanks, slashes, quotes) one '-'; "<date>.<ext>" without a title, "abend.<ext>"
/// without either.
std::string export_file_name(const std::string& date, const std::string& title, ExportKind kind);
/// The folder an export is proposed in: the folder of the last export (remembered in the
/// database's settings, "export_folder") while it still exists, else the home folder ($HOME),
/// else the database's folder.
std::string export_folder(const AppState& state);
/// The path proposed for an export of the open evening: export_folder() / export_file_name();
/// for a tournament page the tournament's date and title with "Tischkarten Runde <n>" (the
/// round of state.export_dialog) or "Rangliste"; for the cup standing the cup's name with
/// "Cupwertung".
std::string default_export_path(const AppState& state, ExportKind kind);
/// "Abend exportieren" chosen: opens the save dialog of `kind` with the proposed path
/// (state.export_dialog). Without the desktop's dialogs (state.native_dialogs) the window's own
/// dialog opens at once, the path ready to be edited.
/// The tournament pages (TableCards of round `round`, Ranking, RankingCsv) need a shown
/// tournament, the cup standing (CupStanding, CupStandingCsv) a cup.
void begin_export(AppState& state, ExportKind kind, int round = 0);
/// The window's dialog's "Speichern": writes state.export_dialog.path (export_evening or
/// export_tournament_page). On
/// success the dialog closes; on an error it stays open with the text in its `error`.
bool finish_export(AppState& state);
/// Closes the save dialog without writing.
void cancel_export(AppState& state);

// ---- Presets and remembered settings (actions_setup.cpp) -----------------------------------

/// Re-reads the circle's presets into state.presets.own.
void refresh_presets(AppState& state);
/// Sets the dialog's house rules to `preset` (defaults for every setting it does not name).
void apply_preset(NewEveningForm& form, const Preset& preset);
/// Stores the dialog's current house rules as the circle's preset `state.presets.save_name`.
bool save_form_as_preset(AppState& state);
/// Deletes the circle's preset `name` of the dialog's game.
bool delete_own_preset(AppState& state, const std::string& name);
/// The default preset file: "tarock-vorlagen.json" beside the database.
std::string default_presets_path(const AppState& state);
/// Writes every preset of the circle to the JSON file state.presets.file (docs/presets.md).
bool export_presets(AppState& state);
/// Reads a preset file (load_presets_text: all or nothing) and stores its presets.
bool import_presets(AppState& state);
/// Remembers the setup of evening `e` (game, players, stake, house rules) for the next
/// "new evening" dialog (Database::set_setting "last_setup").
void remember_setup(AppState& state, const Evening& e);
/// Fills `form` from the remembered setup, when there is one for a game still known.
void prefill_from_last_setup(const AppState& state, NewEveningForm& form);
/// Remembers / restores the display settings (font scale, language) across starts.
void remember_ui(AppState& state);
void restore_ui(AppState& state);

/// The name of a player seat, the variant's pot name ("Stamm", "Kasse") for kPot, "Hut" for
/// kHut.
std::string account_name(const Evening& e, int account);

/// What the stake is paid for, for "Einsatz je …": the singular of Variant::unit() ("Punkt"
/// for "Punkte", "Block" for Block-Tarok's "große Blocks"), else "Einheit (<unit>)" (in the
/// window's language).
std::string unit_singular(const Variant& variant);
std::string unit_singular(const Evening& e);

/// How row `row` is named in titles and buttons: "Hand 5", or "Buchung ohne Geben" for a record
/// without a deal (what it records is its summary), in the window's language.
std::string row_title(const EveningResult& result, int row);

/// Ansicht → Sprache: the window's language (state.ui.language and tr()).
void set_window_language(AppState& state, Language language);

}  // namespace tarock::app
