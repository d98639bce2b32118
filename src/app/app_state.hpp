#pragma once
// The whole state of the window, passed explicitly to every view and action (no statics):
// the database, the screen shown, the open evening with its recomputed result, the forms and
// the cached live preview.

#include <chrono>
#include <cstdint>
#include <deque>
#include <exception>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/forms/form.hpp"
#include "app/games/game_ui.hpp"
#include "app/kept_text.hpp"
#include "app/lang.hpp"
#include "core/errors.hpp"
#include "live/qr_code.hpp"
#include "session/analysis.hpp"
#include "session/evening.hpp"
#include "session/presets.hpp"
#include "session/ranking.hpp"
#include "storage/database.hpp"
#include "storage/hand_queue.hpp"

namespace tarock::live {
class LiveServer;
}

namespace tarock::app {

/// The screens of the window.
enum class Screen { EveningList, NewEvening, Evening, Statistics, Tournament };

/// The panel below the scoreboard. Game is the game's own panel (GameUi::panel_label, e.g. Block's
/// Tafel), offered only while the game has one.
enum class LowerPanel { Explanation, WhatIf, Game, Settlement, History, Chart };

/// The "new evening" dialog's inputs, as typed.
struct NewEveningForm {
    int variant = 0;                   ///< index into all_variants()
    std::string title;
    std::string date;                  ///< ISO date, prefilled with today
    int table_size = 4;
    std::vector<std::string> players = std::vector<std::string>(4);
    int first_dealer = 0;
    std::string stake = "0,10";        ///< money per point, parse_money
    std::string currency = "EUR";
    std::map<std::string, std::string> rules;  ///< house-rule key -> value (choice id or amount text)
    std::string error;                 ///< the refusal of the last "Anlegen", in the window's language

    /// Builds the evening the dialog describes (no hands). Throws InputError naming the field
    /// for a bad stake or a bad house-rule value, and for anything validate_setup() refuses.
    Evening to_evening() const;
};

/// A fresh dialog: the first variant, today's date, the variant's default house rules.
NewEveningForm new_evening_form();
/// The house rules of the dialog, `rules` (setting key -> value as typed), that differ from the
/// defaults of `variant`, as an evening stores them (Evening::house_rules) and a preset keeps
/// them: a JSON object of setting key -> value text without surrounding blanks. Keys `variant`
/// has no setting for are left out; the values are not checked here (HouseRules does that).
Json house_rule_overrides(const Variant& variant, const std::map<std::string, std::string>& rules);
/// Resets the house-rule values to the defaults of the chosen variant.
void reset_house_rules(NewEveningForm& f);
/// Today's date as "YYYY-MM-DD" (local time).
std::string today_iso();

/// The keyboard for the form's points field: wanted after F2, when a correction starts and after
/// a refused save that names the field. While `wanted`, no key acts as a key of the form
/// (handle_shortcuts). The form asks ImGui for it (SetKeyboardFocusHere) once Enter is let go, and
/// the field holds it from the next frame on: `wanted` ends in that frame, not when asked, so no
/// key typed in between acts as a key of the form (issue 14, item 1).
struct FormFocus {
    bool wanted = false;
    int asked_frame = -1;  ///< ImGui frame count in which the field was asked (-1: not asked yet)
    /// Characters typed while the field was wanted and did not hold the keyboard yet (a digit
    /// pressed before the refused Ctrl+Enter's Enter was let go), which would reach no field:
    /// handed to the field once it holds the keyboard (keep_typed_for_field in evening_view.cpp).
    std::vector<unsigned int> typed;  ///< Unicode code points
    void want() {
        wanted = true;
        asked_frame = -1;
    }
};

/// The hand entry of the open evening: the form, whether it corrects a stored hand, and the
/// live preview cached for the form's current JSON.
struct HandEntry {
    std::unique_ptr<HandFormUi> form;  ///< the game's form (make_hand_form), nullptr if it has none
    std::string form_variant;          ///< the variant id `form` was made for
    std::int64_t correcting = 0;       ///< hand id being corrected, 0 for a new hand
    std::size_t position = 0;          ///< where the hand stands (hands.size() for a new hand)
    int rotation_dealer = 0;           ///< the dealer the rotation gives at `position`
    std::string correction_note;       ///< remark stored with a correction
    std::string save_error;            ///< text of the last refused save (window's language)
    std::optional<InputError> save_refusal;  ///< the core's refusal of the last save, when it was one
    bool save_closed = false;          ///< the last save was refused because the evening is closed, or takes no new hand by the game's rules (GameUi::no_new_hand)
    Json save_record;                  ///< the record whose save was refused

    // Live preview, recomputed when the form's JSON changes (see refresh_preview).
    std::string preview_key;           ///< the JSON text the cache belongs to
    Json json;                         ///< the form's JSON record
    std::optional<Deal> deal;          ///< the deal the hand is in (from deal_at)
    std::optional<Preview> preview;    ///< the scored hand, when accepted
    std::optional<InputError> refusal; ///< why the hand is refused
};

/// "Was wäre, wenn": the selected stored hand beside the same hand as the form now has it.
struct WhatIfPanel {
    int row = -1;                      ///< scoreboard row compared (-1: none)
    std::string key;                   ///< the form's JSON text the result belongs to
    std::optional<WhatIf> result;
    std::optional<InputError> refusal; ///< why the changed hand is refused
};

/// One change of the open evening's hands that Strg+Z takes back and Strg+Y does again. Every
/// undo and redo of a stored hand is itself written as a revision, so the history keeps
/// everything. Forget: a hand still waiting for the server deleted from the queue (its row id
/// -seq, waiting_seq()); undone, it is kept again with its uid, at its place when that is free.
struct UndoStep {
    enum class Kind { Add, Correct, Delete, Restore, Forget };
    Kind kind = Kind::Add;
    std::int64_t hand_id = 0;
    Json before;                       ///< Correct: the inputs before the change; Forget: the hand's inputs
    Json after;                        ///< Correct: the inputs after it; Forget: the hand's uid (QueuedHand::uid)
};

/// The panels of the "Auswertung" (statistics) screen's data, computed on demand.
struct StatsData {
    int evenings = 0;                  ///< the evenings counted (not in the wastebasket)
    /// The statistics of each currency the evenings were played in (money of different currencies
    /// is never added); one entry in the usual case.
    std::vector<CurrencyStatistics> by_currency;
    std::string error;
};

/// The "Nächste Runde auslosen" dialog (begin_draw, draw_next_round): who plays the next round,
/// one checkbox per player of the roster (late arrivals ticked, leavers unticked).
struct DrawForm {
    bool open = false;
    std::deque<bool> present;  ///< per line of TournamentData::roster
    std::string error;         ///< the refusal, naming its field (window's language)
    std::string field;         ///< InputError::field() of the refusal ("round", "players")
};

/// The "Blatt eintippen" dialog of one table (begin_sheet, save_typed_sheet, link_evening): the
/// final Schrift per seat as typed from the paper sheet, or an evening of the app to link.
struct SheetForm {
    bool open = false;
    int round = 0;                         ///< 1-based
    int table = 0;                         ///< 1-based
    std::vector<std::string> names;        ///< the table's players in seat order
    std::vector<std::string> schrift;      ///< per seat, as typed ("-12", "35 2/3")
    bool stopped_early = false;            ///< "vorzeitig beendet"
    std::string note;                      ///< why a correction was made
    std::vector<EveningSummary> evenings;  ///< the evenings that may be linked (modern Königrufen)
    std::int64_t evening_id = 0;           ///< the evening chosen to link (0: none)
    std::string error;                     ///< the refusal, naming its field (window's language)
    std::string field;                     ///< InputError::field() of the refusal ("schrift", "evening.players")
};

/// The "Neuer Cup" dialog (begin_new_cup, save_new_cup): a season as `tarock tournament cup new`
/// takes it: its preset, rounds, hands per round at a table of four and of five, tie-break and
/// cup points (a table for places 1, 2, … and a formula for the places beyond it).
struct CupForm {
    bool open = false;
    std::string name;
    std::vector<std::string> presets;  ///< the presets a cup may play (tournament::cup_preset_names)
    int preset = 0;                    ///< index in `presets`
    int rounds = 3;
    int hands_4 = 16;                  ///< hands per round at a table of four
    int hands_5 = 16;                  ///< at a table of five
    TieBreak tie_break = TieBreak::Shared;
    std::string points;                ///< "100,80,65": the cup points of places 1, 2, …
    std::string formula;               ///< "31,1,1": FIRST,STEP,MINIMUM for the places beyond
    std::string error;                 ///< the refusal, naming its field (window's language)
    std::string field;                 ///< InputError::field() of the refusal ("name", "points.table")
};

/// The "Spieler eintragen" dialog (begin_add_player, add_roster_player, import_roster): one
/// player of the roster typed in, or the roster file ("Name;Verein;Nummer" per line) read.
struct PlayerForm {
    bool open = false;
    std::string name;
    std::string club;
    std::string member_id;             ///< the cup's own player number, may stay empty
    std::string file;                  ///< the roster file to import
    std::string message;               ///< what the last "Eintragen" / "Einlesen" did
    std::string error;                 ///< the refusal, naming its field (window's language)
    std::string field;                 ///< InputError::field() of the refusal ("name", "file")
    bool focus_name = false;           ///< the name field takes the keyboard (a player was entered: the next one)
};

/// The "Neues Turnier" dialog (begin_new_tournament, create_tournament): its cup, date and title.
struct NewTournamentForm {
    bool open = false;
    std::vector<std::pair<std::int64_t, std::string>> cups;  ///< every cup: id, name
    int cup = 0;                       ///< index in `cups`
    std::string date;                  ///< ISO date, prefilled with today
    std::string title;
    std::string error;                 ///< the refusal, naming its field (window's language)
    std::string field;                 ///< InputError::field() of the refusal ("date", "cup")
};

/// A tab of the tournament screen the view selects on its next frame.
enum class TournamentTab { None, Tables, Ranking, Players, Season };

/// The tournament screen (show_tournament): one tournament of the database with its cup, the
/// roster and its standing, all read and computed by the action, drawn by the view.
struct TournamentData {
    std::vector<std::pair<std::int64_t, std::string>> list;  ///< every tournament: id, "date title (cup)"
    std::optional<tournament::Tournament> shown;
    std::size_t cups = 0;                      ///< cups in the database (none: the screen offers to make one)
    tournament::Cup cup;                       ///< the shown tournament's cup, else the newest cup
    std::vector<tournament::Player> roster;
    tournament::Standing standing;
    std::vector<tournament::SeasonLine> season;  ///< the cup standing of `cup` (season_standing)
    std::string error;
    TournamentTab select_tab = TournamentTab::None;
    DrawForm draw;
    SheetForm sheet;
    CupForm new_cup;
    PlayerForm player;
    NewTournamentForm create;
};

/// The live standings page served from the window (tournament screen, tab "Live-Seite";
/// docs/tournament.md "The live page"). Kept beside the tournament screen's data, which is read
/// anew on every reload, so that the server runs on while the screen changes.
struct LivePanel {
    std::shared_ptr<live::LiveServer> server;  ///< running while set (its own database connection)
    std::int64_t tournament = 0;                ///< the tournament it shows
    std::vector<std::string> urls;              ///< the page's addresses, one per network interface
    int chosen = 0;                             ///< the address the QR code shows
    live::QrCode qr;                            ///< of urls[chosen]
    std::string error;                          ///< why it could not start (window's language)
    bool select_tab = false;                    ///< bring the tab to the front once
};

/// The house-rule presets offered in the "new evening" dialog and the file dialog fields.
struct PresetPanel {
    std::vector<Preset> own;           ///< the circle's presets (Database::list_presets)
    std::string save_name;             ///< name for "als Vorlage speichern"
    std::string file;                  ///< path for export and import
    std::string message;               ///< result of the last preset action
    bool error = false;
};

/// Display settings of the window.
struct UiSettings {
    float font_scale = 1.0f;           ///< the user's large-font factor (1.0, 1.25, 1.5, ...)
    Language language = Language::De;  ///< the language of the window (draw_app sets it for tr())
};

/// What "Abend exportieren" writes: the table as CSV, the printable settlement sheet (HTML) or
/// the session file (JSON); on the tournament screen the table cards of a round with the list by
/// name, the ranking or the cup standing (HTML, the pages of `tarock tournament cards/ranking/cup
/// standing --html`) and the ranking or the cup standing as CSV (`--csv`, for the cup's site).
enum class ExportKind { Csv, Html, Json, TableCards, Ranking, RankingCsv, CupStanding, CupStandingCsv };

/// The save dialog of "Abend exportieren" (begin_export, finish_export): the desktop's own
/// dialog when it can start, else the path typed into the window's dialog.
struct ExportDialog {
    std::optional<ExportKind> kind;  ///< the export asked for, until it is written or cancelled
    bool typed = false;              ///< the window's own dialog (a typed path) is open
    std::string path;                ///< the path proposed (folder and file name), then as typed
    std::string error;               ///< why the last attempt was not written (window's language)
    std::string offer_open;          ///< an HTML sheet just written: offer to open it in the browser
    ExportKind offered = ExportKind::Html;  ///< what `offer_open` holds (the offer's title)
    int round = 0;                   ///< ExportKind::TableCards: the round (1-based)
};

/// The rule shown beside the screen ("Was sagt die Regel?"): the rule text of a RuleRef, e.g.
/// "tapp §2.2, §2.9", whose sections of the rules reference (docs/rules) the window shows.
struct RuleWindow {
    bool open = false;
    RuleRef rule;
    bool focus = false;  ///< bring the window to the front on the next frame
};

/// A message shown in the status line, with what it is about: expire_messages() clears it when
/// that is gone.
struct Status {
    std::string text;
    bool error = false;
    std::int64_t evening = 0;     ///< said while this evening was open (0: none): goes when it is left
    std::int64_t correcting = 0;  ///< about the correction of this hand (0: none): goes when the correction ends
    bool refused_save = false;    ///< the refusal of a save: goes with HandEntry::save_error
};

/// An amount as a table shows it: the text ("+4", "−8⅓") and the value its colour follows.
struct AmountText {
    KeptText text;
    Thirds value;
    bool operator==(const AmountText&) const = default;
};

/// The texts of one hand's postings as the explanation and the preview draw them, in the window's
/// language (hand_texts): built once per hand shown, so that a frame only draws them. KeptTexts:
/// their sizes and line breaks are kept too (ui::wrapped).
struct HandTexts {
    struct Line {
        KeptText who;        ///< "Anna → Bernd"
        KeptText amount;     ///< the amount paid
        KeptText reason;     ///< Posting::reason
        KeptText rule;       ///< "[tapp §2.4 (000:L342)]", or "" when the posting names none
        KeptText book;       ///< the source's book, chapter and page (book_reference), or ""
        RuleRef ref;         ///< the rule the link opens
        bool linked = false; ///< the rules reference has a section for `ref` (report::sections_of)
        bool operator==(const Line&) const = default;
    };
    std::vector<Line> postings;
    std::vector<KeptText> notes;  ///< "Hinweis: …", one per HandResult::notes
    /// Per seat "Anna:" with the player's net, then the pot's name with its change when it moved.
    std::vector<std::pair<KeptText, AmountText>> net;
    bool operator==(const HandTexts&) const = default;
};

/// The texts of one scoresheet row (sheet_row_texts), in the window's language.
struct SheetRowTexts {
    std::string number;   ///< "12", "12✎" for a corrected hand, "—" for a record without a deal
    KeptText dealer;      ///< the dealer's name ("" for a record without a deal)
    KeptText line;        ///< the game column: the marks and the summary, or why the hand is refused
    KeptText extra;       ///< under it: the Tour, the pot after the hand ("" for nothing)
    std::string tip;      ///< the tooltip's first part: the line with each mark's words, or the refusal in full
    std::string revised;  ///< the tooltip's last line: a corrected hand's versions, or that the hand waits for the server ("" for none)
    std::vector<KeptText> amounts;  ///< per seat: the hand's amount ("" where the cell stays empty)
    std::vector<KeptText> running;  ///< per seat: the total after the hand
    bool operator==(const SheetRowTexts&) const = default;
};

/// The scoresheet's header texts (sheet_head_texts): per seat the name with its marks, the total,
/// and the widest amount of the column, which sets the column's width; and the marks a player's
/// cell shows before its amount.
struct SheetHeadTexts {
    std::vector<std::string> names;
    std::vector<std::string> totals;
    std::vector<std::string> widest;
    KeptText dealer_mark;   ///< "G": the dealer
    KeptText resting_mark;  ///< "K": the dealer resting as König
    bool operator==(const SheetHeadTexts&) const = default;
};

/// The texts a frame of the open evening draws, formatted once and kept while the evening
/// (evening_version), the language, the sheet's view (money or written points) and, for the
/// explanation, the selected row stay the same (actions: sheet_row_texts, explanation_texts).
/// The font does not enter: the texts do not depend on it; their sizes and line breaks, which
/// do, are kept in each KeptText per font (and width) and made again when the font changes.
struct SheetTextCache {
    std::uint64_t evening_version = 0;
    Language language = Language::De;
    bool in_money = false;
    bool valid = false;
    std::optional<SheetHeadTexts> head;
    std::vector<std::optional<SheetRowTexts>> rows;  ///< per scoresheet row, built when first drawn
    int explained_row = -1;                          ///< the row `explanation` belongs to
    KeptText explanation_head;                       ///< "Hand 5 · Geber: Anna"
    KeptText explanation_summary;                    ///< the hand's summary
    std::optional<HandTexts> explanation;
    std::string preview_key;                         ///< HandEntry::preview_key `preview` belongs to
    std::optional<HandTexts> preview;
    /// The height of a scoresheet row in pixels as the list clipper measured it (every row is two
    /// lines high), kept for `row_font` when it is whole pixels: later frames give it to the
    /// clipper, which otherwise draws the first row in every frame to measure it again. 0 until
    /// measured (draw_scoreboard in evening_view.cpp).
    float row_height = 0.0f;
    KeptText::Font row_font;
};

/// What a try of the server in the background found (retry_waiting): it connects to the server
/// and sends the hands waiting, in a thread of its own, touching nothing of the window.
struct ServerAttempt {
    std::unique_ptr<Database> db;                  ///< the connection made; null when it did not connect
    std::exception_ptr error;                      ///< why it did not connect, or why it stopped sending (a hand refused)
    std::map<std::int64_t, std::int64_t> written;  ///< each hand sent: its seq in the queue (QueuedHand::seq) → its id on the server
    bool stopped = false;                          ///< the server went away again before every hand waiting was sent
};

/// Shared by the window and its try of the server: `sending` while the try sends the waiting
/// hands, during which a waiting hand is neither corrected nor deleted (it may be on its way).
struct SendingGate {
    std::mutex mutex;
    bool sending = false;  ///< under `mutex`
};

/// Everything the window shows and edits.
struct AppState {
    std::unique_ptr<Database> db;
    /// On a server: the hands entered while it could not be reached, written when it is back
    /// (docs/reliability.md); how many wait, and when retry_waiting next tries to send them.
    std::unique_ptr<HandQueue> waiting;
    /// Datei → "Datenbank wechseln…": open while `open`, the location typed (a file or
    /// postgresql://…) and why it did not open.
    struct DatabaseDialog {
        bool open = false;
        std::string location;
        std::string error;
    } database_dialog;
    std::size_t waiting_hands = 0;
    std::chrono::steady_clock::time_point waiting_retry{};
    /// The try of the server under way (retry_waiting), invalid when none runs.
    std::future<ServerAttempt> server_attempt;
    std::shared_ptr<SendingGate> sending = std::make_shared<SendingGate>();
    /// The server did not answer when the window opened it: no `db`; `waiting` keeps the hands,
    /// the open evening is its copy (HandQueue::copy) with the hands waiting, and retry_waiting
    /// tries every 5 seconds to connect.
    bool offline = false;
    /// The last attempt to send the waiting hands (or to save one) found the server away.
    bool server_away = false;
    std::string db_path;               ///< the database's location as shown (a server's without its password)
    std::string db_location;           ///< the location as opened, password included: for a second connection (the live page), never drawn
    std::string db_error;              ///< text when the database could not be opened (window's language)

    Screen screen = Screen::EveningList;
    std::vector<EveningSummary> evenings;
    std::string list_error;            ///< why the evening list could not be read (window's language), shown instead of it
    int list_selected = -1;            ///< row in `evenings`
    NewEveningForm new_evening = new_evening_form();
    bool focus_new_evening = false;    ///< put the keyboard focus on the dialog's first field

    std::optional<Evening> evening;    ///< the open evening
    std::optional<EveningResult> result;
    /// The table's ranking by Schrift (evening_ranking), where the game keeps it beside the money.
    std::optional<std::vector<Placing>> ranking;
    std::optional<TableSetup> setup;   ///< the open evening's players and house rules (evening_setup)
    std::unique_ptr<GameUi> game = std::make_unique<GameUi>();  ///< the open evening's game in the window (make_game_ui)
    std::uint64_t evening_version = 0; ///< counts the reloads of the evening (for caches of views)
    std::string evening_error;         ///< text when the evening could not be recomputed (window's language)
    int selected_row = -1;             ///< 0-based scoreboard row
    bool scroll_to_selected = false;
    LowerPanel lower = LowerPanel::Explanation;
    /// In a game whose sheet is kept in points (EveningResult::written_totals, Slovenian Tarok):
    /// the scoresheet shows the money derived from it instead of the written points.
    bool sheet_in_money = false;
    bool select_lower_tab = false;     ///< make `lower` the active tab on the next frame

    HandEntry entry;
    SheetTextCache texts;              ///< the texts of the scoresheet and the explanation (sheet_row_texts)
    WhatIfPanel what_if;
    FormFocus focus_form;              ///< the keyboard for the form's points field (F2, a correction, a refused save)

    std::int64_t history_hand = 0;     ///< hand whose revisions are shown
    /// The hand selected in the sheet when `history` was read (0: none): the Verlauf follows a
    /// hand selected since, also while another panel was in front (draw_history).
    std::int64_t history_selection = 0;
    std::vector<HandRevision> history;
    std::vector<HandRevision> deleted; ///< last revision of every deleted hand of the evening
    std::vector<HandRevision> evening_revisions;  ///< every revision of the evening, in the order written
    std::uint64_t evening_revisions_version = 0;  ///< evening_version they were read at (0: not read)
    bool confirm_delete = false;       ///< open the delete confirmation popup
    bool confirm_close = false;        ///< open the "Abend abschließen?" popup (Touren still open)
    std::string delete_note;

    std::vector<UndoStep> undo_steps;  ///< of the open evening, newest last
    std::vector<UndoStep> redo_steps;
    std::vector<EveningSummary> wastebasket;  ///< evenings in the wastebasket (Database::list_deleted_evenings)
    bool show_wastebasket = false;     ///< the evening list shows the wastebasket
    std::int64_t confirm_purge_evening = 0;  ///< evening whose purge awaits confirmation
    std::int64_t confirm_purge_hand = 0;     ///< deleted hand whose purge awaits confirmation
    PresetPanel presets;
    StatsData stats;
    ExportDialog export_dialog;
    /// The desktop's own dialogs may be used (the window sets it; the tests and the screenshots
    /// keep the window's typed-path dialog). Cleared when they cannot start.
    bool native_dialogs = false;
    TournamentData tournament;
    LivePanel live;

    UiSettings ui;
    RuleWindow rule_window;
    Status status;
    bool quit = false;
};

}  // namespace tarock::app
