#pragma once
// The app's database: evenings with their players, house rules and stake, and the hands as
// entered, with every revision kept. In an SQLite file (the default, through SQLiteCpp) or on a
// PostgreSQL server (a location "postgresql://…", through libpqxx), behind the same functions;
// the engines are in storage/sql_engine.hpp.
//
// Principles: inputs only are stored (results are always recomputed with recompute(); the one
// derived table, the statistics figures of each evening, is keyed by what they were computed
// from and recomputed when that changed, see evening_statistics()); every
// save is one transaction in WAL mode; a hand is validated by scoring it in its place in the
// evening before anything is written, so a refused hand leaves the database untouched; a
// correction or a deletion adds a revision and never overwrites one.
//
// Checkpoints: after a change to an evening's hands the Database keeps, in memory, the
// evening's state after its last hand (EveningState: what scoring the next hand needs), so that
// the next add_hand scores the new hand from there instead of reading the evening back and
// walking every hand before it: a save costs the same at hand 2,000 as at hand 1. Nothing of it
// is stored; it is what walking the stored hands again gives (tests compare the two). A
// correction, deletion or restoration of a hand walks the evening from the start, through the
// changed hand to the last, and keeps the state it reaches; a change to the evening's setup
// drops it. A write by another connection (another window, `tarock`) drops them: in SQLite every
// write transaction compares PRAGMA data_version with the one it saw last; in PostgreSQL each
// checkpoint keeps the evening row's xmin (the transaction that last wrote it) and is used only
// while the row still has it.
//
// PostgreSQL: every write is one transaction that first locks the row of what it changes (the
// evening, the tournament; SELECT … FOR UPDATE) and then reads and writes at READ COMMITTED: the
// writers of one evening go one after another, each reading what the one before wrote, and those
// of different evenings do not wait for each other. Should the server still report a conflict (a
// serialisation failure or a deadlock) the whole call runs again, up to 50 times
// (serialization_retries() counts them). docs/reliability.md.

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "session/analysis.hpp"
#include "session/evening.hpp"
#include "session/presets.hpp"
#include "tournament/tournament.hpp"

namespace SQLite {
class Database;
}
namespace tarock::sql {
class Engine;
}

namespace tarock {

/// The schema version this build creates and migrates to (PRAGMA user_version).
inline constexpr int kSchemaVersion = 7;

/// How many migration backups ("<file>.bak-v<N>", "<file>.bak-v<N>.<k>") are kept beside a
/// database: when a migration has made a new one, the oldest (by modification time) beyond this
/// number are removed. Documented in docs/reliability.md.
inline constexpr int kMaxMigrationBackups = 3;

/// What import_evenings did with one evening of a file.
struct ImportedEvening {
    std::int64_t id = 0;          ///< the new evening's id, or the id of the stored one it already is
    bool already_stored = false;  ///< true: the evening was in the database already; nothing was written for it
    int hands = 0;                ///< the file's evening's hands as the players count them (hands_played())
};

/// One line of the start screen's evening list.
struct EveningSummary {
    std::int64_t id = 0;
    std::string title;
    std::string date;
    std::string variant;
    std::vector<std::string> players;
    /// Hands as the players count them (EveningFigures::hands: deleted hands, the Hut line and a
    /// chip count are not counted)
    int hands = 0;
    bool closed = false;
    std::string updated_at; ///< ISO timestamp of the last change
};

/// One evening in use with what the statistics count of it (Database::evening_statistics).
struct EveningStatistics {
    std::int64_t id = 0;
    std::string title;
    std::string date;
    std::string currency;     ///< of its stake
    EveningFigures figures;   ///< as evening_figures() of the evening as stored gives them
};

/// The scoring as the statistics kept in a database know it: the program's version and
/// kScoringVersion (src/core/scoring_version.hpp), "0.1.0 scoring 1". Figures kept under another
/// are recomputed, since the scoring may differ; builds of one version and scoring version share
/// them, committed or not.
std::string scoring_fingerprint();

/// One revision of a hand. `action` is "create", "correct", "delete" or "restore"; `inputs` the
/// hand as entered in that revision (for "delete": the inputs that were deleted).
struct HandRevision {
    std::int64_t hand_id = 0;
    int revision = 0;
    std::string action;
    std::string created_at;  ///< ISO timestamp, UTC
    std::string note;        ///< optional remark given with a correction
    Json inputs;
    int position = 0;        ///< the hand's place in the evening (1-based, counting deleted hands)
};

/// Thrown when the database cannot be used: it is from a newer program version, it is not a
/// Tarock Buchhalter database or is damaged, it is locked by another program, it cannot be
/// written; also for an evening or hand id that does not exist and for an impossible deletion or
/// restoration. what() gives the English message, german() the German one.
/// (Any SQLite or PostgreSQL failure inside a Database function arrives as a DatabaseError; its
/// messages name the location without a password.) cause() tells the two failures of a server
/// that a table's window handles: unreachable (kept locally and written later) and refused (a
/// write the table's role may not make).
class DatabaseError : public std::runtime_error {
public:
    enum class Cause { other, unreachable, refused };
    DatabaseError(const std::string& de, const std::string& en, Cause cause = Cause::other)
        : std::runtime_error(en), de_(de), cause_(cause) {}
    const std::string& german() const { return de_; }
    Cause cause() const { return cause_; }

private:
    std::string de_;
    Cause cause_;
};

/// What Database::import_roster did: players added, and players skipped as already on the roster.
struct RosterImport {
    int added = 0;
    int known = 0;
};

/// When an SQLite file is checked with PRAGMA quick_check (which reads the whole file: 84 ms of
/// CPU for a club's 18 MiB, docs/benchmarks.md). Nothing is ever written to a file before it
/// passed; the two differ only in what may be read before the verdict.
enum class IntegrityCheck {
    /// In the constructor: a damaged file throws there (`tarock`, the live page, the tests).
    at_open,
    /// On a read-only connection of its own in a thread the constructor starts: reads go on at
    /// once, every write first waits for the verdict and a damaged file refuses it (the window,
    /// whose first frame does not wait for the check). A file that needs a migration, or is not
    /// in WAL mode yet, is checked in the constructor all the same (those are writes).
    in_background,
};

/// The verdict of the integrity check (Database::integrity()).
enum class Integrity { pending, intact, damaged };

class Database {
public:
    /// Opens or creates the database at `path` (creating parent folders), sets WAL mode, foreign
    /// keys, synchronous=FULL and a busy timeout of 5000 ms, and migrates an older schema to
    /// kSchemaVersion in one transaction, after copying the checkpointed file to
    /// "<path>.bak-v<old>" (an existing backup is never overwritten: then "<path>.bak-v<old>.2",
    /// ".3", ...; only the newest kMaxMigrationBackups are kept). A new or empty file is created at
    /// kSchemaVersion without a backup. Before anything is written the file must pass
    /// PRAGMA quick_check, in the constructor or in the background (`check`, IntegrityCheck;
    /// a damaged file's DatabaseError says "is damaged … nothing is written to it", in German
    /// "beschädigt"). The schema is the one the tables have: a user_version that was set
    /// back or is unknown (negative) is set right once, without a backup, when the tables are
    /// those of the current schema, and an older schema is migrated from the version its tables
    /// have. Throws DatabaseError for a newer schema, a file that is not an SQLite database, a
    /// damaged one, tables that fit no schema of the program (the file is left unchanged and not
    /// backed up), an SQLite database of another program (schema 0 with tables), a folder that
    /// cannot be created, a locked file or a failed migration (the file then keeps its old schema).
    ///
    /// A location "postgresql://…" or "postgres://…" (a libpq connection URI) opens a PostgreSQL
    /// database instead: the schema is created or migrated in one transaction (its version is
    /// the row of table tarock_schema; no backup file, no PRAGMAs). DatabaseError (cause
    /// unreachable) when the server cannot be reached, and for a newer schema or a database
    /// holding other tables.
    explicit Database(const std::string& path, IntegrityCheck check = IntegrityCheck::at_open);
    /// Ends a background integrity check still running (sqlite3_interrupt) and waits for its
    /// thread.
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    /// $XDG_DATA_HOME/tarock-buchhalter/tarock.sqlite when XDG_DATA_HOME is set and not empty,
    /// else $HOME/.local/share/tarock-buchhalter/tarock.sqlite. Creates nothing.
    static std::string default_path();

    /// Whether `location` names a PostgreSQL server ("postgresql://…", "postgres://…").
    static bool is_server(const std::string& location);
    /// `location` without its password, as it may be shown (a file path stays as it is).
    static std::string shown_location(const std::string& location);

    /// The location as given, without a password (what may be shown).
    const std::string& path() const { return path_; }
    /// True when the database is on a PostgreSQL server.
    bool on_server() const;
    /// The verdict of the integrity check, without waiting: pending while the background check
    /// runs, else intact or damaged. Always intact on a server (PostgreSQL checks its own pages)
    /// and once an IntegrityCheck::at_open constructor has returned.
    Integrity integrity() const;
    /// Waits for the verdict of the integrity check. DatabaseError, the damaged file's message
    /// of the constructor, when the file failed it (also when the check itself failed with
    /// SQLITE_CORRUPT or SQLITE_NOTADB); a check that could not run (a lock, an I/O error) is run
    /// again here on the database's own connection. Every write calls it first; the window asks
    /// it to replace the list of evenings by the message.
    void require_intact();

    /// The schema version (SQLite: PRAGMA user_version; PostgreSQL: tarock_schema.version):
    /// kSchemaVersion once the constructor has returned.
    int schema_version() const;

    /// All evenings in use (not in the wastebasket), newest first (by date descending, then by
    /// id descending), with the player names by seat and their hands as the players count them
    /// (EveningFigures::hands, read from the kept statistics: an evening whose figures are stale
    /// is recomputed and its figures kept, as evening_statistics() does).
    std::vector<EveningSummary> list_evenings();
    /// The evenings in the wastebasket (delete_evening), in the same order.
    std::vector<EveningSummary> list_deleted_evenings();
    /// Stores a new evening with its hands in one transaction and returns its id. Validates the
    /// setup, the date (validate_date) and every hand first (InputError; nothing is written); a bad
    /// hand's error names it as "hands[<0-based index>].<field>". The player names are stored
    /// normalised (normalize_name). `e.id` and the hands' ids and revisions are ignored: every hand
    /// is stored as revision 1 ("create"). (A file's evenings go through import_evenings.)
    std::int64_t create_evening(const Evening& e);
    /// Imports the evenings of a file: all of them or none. Every evening is checked first as by
    /// create_evening (InputError naming it as "evenings[<k>].<field>", or "evening.<field>" for a
    /// single one; nothing is written). Then one transaction stores them, so a failure, a full disk,
    /// a lock held longer than the busy timeout or a killed process leaves none of them
    /// (DatabaseError). An evening that is already stored (in use, not in the wastebasket: the
    /// same game, date, title, players in their seats and first dealer, and the stored hands begin
    /// with its hands) is not stored again: its result carries the stored id and already_stored.
    /// One result per evening, in the file's order.
    std::vector<ImportedEvening> import_evenings(const std::vector<Evening>& evenings);
    /// Loads an evening: its setup and the current revision of every hand not deleted, in order
    /// of play; each HandRecord carries the hand's id and current revision number.
    /// Throws DatabaseError if there is no such evening.
    Evening load_evening(std::int64_t id) const;
    /// For each of the evenings `ids` that exists, a text that changes whenever load_evening(id)
    /// would give another evening: a hand saved, corrected, deleted, restored or purged, or the
    /// setup changed (the live page keeps each table's recomputed evening under it). It is the
    /// evening's version counter (schema 7, the key of its kept statistics too) and its time of
    /// creation, read in one query without the hands. Opaque: compare it only for equality.
    std::map<std::int64_t, std::string> evening_versions(const std::vector<std::int64_t>& ids) const;
    /// Changes title, date, stake, house rules, the Touren and the closed flag of evening `e.id`. The variant,
    /// the players, the first dealer and the hands stay as stored (those fields of `e` are
    /// ignored). Validates the setup and that every hand that scored before still scores under
    /// the new house rules (InputError "hands[<index>].<field>"; nothing is written); a hand that
    /// already failed before does not block the change. DatabaseError if there is no such evening.
    void update_evening(const Evening& e);

    /// Appends a hand to an evening after validating it in its place (InputError; nothing is
    /// written). It is placed after every hand of the evening, deleted ones included, so a hand
    /// restored later returns to its own place. Returns the new hand's id. DatabaseError if there
    /// is no such evening or it is closed (the same holds for correct, delete and restore: a
    /// settled evening is reopened with update_evening before its hands change).
    /// `uid` (optional) is the hand's own id (new_hand_uid(), schema 6): when a hand with that uid
    /// is stored already, nothing is written and its id is returned (DatabaseError if it belongs
    /// to another evening), so a hand sent twice (HandQueue) is stored once.
    std::int64_t add_hand(std::int64_t evening_id, const Json& inputs, const std::string& uid = "");
    /// Corrects a hand: validates the new inputs in the hand's place (InputError; nothing is
    /// written), then writes a new revision ("correct") with `note`. The earlier revisions stay
    /// readable. DatabaseError if there is no such hand or it is deleted (restore it first).
    void correct_hand(std::int64_t hand_id, const Json& inputs, const std::string& note = "");
    /// Deletes a hand from the evening by writing a "delete" revision (with the deleted inputs and
    /// `note`); it stays in the history. DatabaseError if there is no such hand or it is already
    /// deleted.
    void delete_hand(std::int64_t hand_id, const std::string& note = "");
    /// Brings a deleted hand back ("restore" revision, the inputs of the last revision before
    /// the deletion), after validating it in its place (InputError; nothing is written).
    /// DatabaseError if there is no such hand or it is not deleted.
    void restore_hand(std::int64_t hand_id);
    /// Every revision of a hand, oldest first. DatabaseError if there is no such hand.
    std::vector<HandRevision> hand_history(std::int64_t hand_id) const;
    /// Every revision of every hand of an evening (deleted hands included), in the order they
    /// were written.
    /// DatabaseError if there is no such evening.
    std::vector<HandRevision> evening_history(std::int64_t evening_id) const;

    /// The deleted hands of an evening (those whose last revision is a "delete"), each as that
    /// revision (with the inputs that were deleted), by hand id. Reads only those hands.
    /// DatabaseError if there is no such evening.
    std::vector<HandRevision> deleted_hands(std::int64_t evening_id) const;

    /// The statistics figures of every evening in use (not in the wastebasket), oldest first (by
    /// date, then by id): what player_statistics() counts, for the Auswertung and `tarock stats`.
    /// They are derived data kept in table evening_statistics (schema 7), one row per evening,
    /// keyed by the evening's version (evening.version: every change to its setup, its house rules
    /// included, or its hands counts it up) and the scoring (`program`, normally
    /// scoring_fingerprint()). A row whose key differs from the evening's (or that is
    /// missing or unreadable) is recomputed from the stored inputs with evening_figures() and
    /// stored again, only while the evening still has the version it was read at; the inputs stay
    /// the only truth and the rows are never written otherwise. When the row cannot be written
    /// (on a server a role without the right, such as the standings page's; a locked or read-only
    /// file) the figures are computed without storing them: storing never makes this fail.
    /// A purged evening's row goes with it (ON DELETE CASCADE).
    std::vector<EveningStatistics> evening_statistics(const std::string& program = scoring_fingerprint());

    /// Puts an evening in the wastebasket: it leaves the evening list but keeps everything and
    /// can be brought back (restore_evening) or purged. DatabaseError if there is no such
    /// evening or it is already there.
    void delete_evening(std::int64_t evening_id);
    /// Takes an evening out of the wastebasket. DatabaseError if it is not in it.
    void restore_evening(std::int64_t evening_id);
    /// Deletes an evening in the wastebasket for good: its players, hands and every revision.
    /// The only way anything is physically removed; the window asks for a confirmation first.
    /// DatabaseError if there is no such evening or it is not in the wastebasket.
    void purge_evening(std::int64_t evening_id);
    /// Deletes a deleted hand (delete_hand) for good with all its revisions; its place stays
    /// empty. DatabaseError if there is no such hand or it is not deleted, or the evening is closed.
    void purge_hand(std::int64_t hand_id);

    /// Brings back revision `revision` of a hand: writes a "restore" revision with that
    /// revision's inputs (a deleted hand comes back with them), after validating them in the
    /// hand's place (InputError; nothing is written). The revisions in between stay in the
    /// history. DatabaseError if there is no such hand or revision, the revision is a deletion,
    /// or the evening is closed.
    void restore_revision(std::int64_t hand_id, int revision, const std::string& note = "");

    /// The circle's own presets (builtin == false), by game and name. Damaged rows are skipped.
    std::vector<Preset> list_presets() const;
    /// Stores a preset after validate_preset() (InputError; nothing is written); one with the
    /// same game and name is replaced.
    void save_preset(const Preset& p);
    /// Removes the preset of game `variant` called `name`. DatabaseError if there is none.
    void delete_preset(const std::string& variant, const std::string& name);

    /// A remembered setting of the app (e.g. "last_players"), or std::nullopt.
    std::optional<std::string> setting(const std::string& key) const;
    /// Remembers a setting (one transaction; replaces the old value).
    void set_setting(const std::string& key, const std::string& value);

    // Tournaments (docs/tournament.md, schema 5). Rows are only added: a draw is a new round, a
    // correction of a table's sheet a new revision.

    /// The roster, by id.
    std::vector<tournament::Player> list_roster() const;
    /// Adds a player (name normalised as normalize_name) and returns the id. InputError "name" for
    /// an empty name or one already on the roster with the same club.
    tournament::PlayerId add_player(const tournament::Player& p);
    /// Adds the players of an imported roster (tournament::roster_from_text) in one transaction:
    /// all or none. A player already on the roster (same name as normalize_name writes it, same
    /// club), or twice in `players`, is skipped and counted as known. InputError "name" for an
    /// empty name, before anything is added.
    RosterImport import_roster(const std::vector<tournament::Player>& players);
    /// Stores a new cup (`c.id` 0) or changes cup `c.id`, after validate_cup() (InputError).
    /// Returns the id. InputError "name" for a name another cup has; DatabaseError for an unknown id.
    std::int64_t save_cup(const tournament::Cup& c);
    std::vector<tournament::Cup> list_cups() const;
    /// DatabaseError if there is no such cup.
    tournament::Cup load_cup(std::int64_t id) const;
    /// Stores a new tournament of cup `t.cup_id` (its title, date and seed; rounds and sheets
    /// are added with add_round and add_tournament_sheet). InputError for a bad date,
    /// DatabaseError for an unknown cup.
    std::int64_t create_tournament(const tournament::Tournament& t);
    /// The tournaments of a cup, by date.
    std::vector<std::int64_t> list_tournaments(std::int64_t cup_id) const;
    /// A tournament with every round drawn and every sheet revision, in the order written.
    tournament::Tournament load_tournament(std::int64_t id) const;
    /// Stores the draw of round `round`, which must be the next one (DatabaseError otherwise).
    void add_round(std::int64_t tournament_id, int round, const tournament::Round& r);
    /// Stores a sheet as the next revision of its table-round (its revision is set here).
    void add_tournament_sheet(std::int64_t tournament_id, const tournament::Sheet& sheet);

    // Access on a server (docs/reliability.md "Access"). The organiser's role, which made the
    // schema, owns the tables and writes everything; the roles are made by the server's
    // administrator (CREATE ROLE tisch_7 LOGIN PASSWORD '…').

    /// Lets database role `role` (a table) read everything and write the evenings it creates,
    /// with their players, hands and revisions, and no other (row-level security, schema 6): a
    /// table writes only its own sheet; the tournament, its draw and sheets stay the organiser's.
    /// DatabaseError on SQLite or when not allowed.
    void grant_table_access(const std::string& role);
    /// Lets role `role` (the standings page) read everything and write nothing.
    void grant_read_access(const std::string& role);
    /// Makes `role` a login role with password `password` (`tarock access … --password-file`):
    /// creates it (CREATE ROLE … LOGIN PASSWORD) or, when it exists, sets its password. Needs the
    /// right to make roles (a superuser or CREATEROLE). No message names the password.
    /// DatabaseError on SQLite or when not allowed.
    void set_login_role(const std::string& role, const std::string& password);

    /// The underlying SQLite connection (tests and benchmarks that need PRAGMAs). Drops every
    /// checkpoint, since what is written through it bypasses them. DatabaseError on PostgreSQL.
    SQLite::Database& connection();
    /// The engine, for either kind (tests and benchmarks); drops every checkpoint likewise.
    sql::Engine& engine();
    /// How often a transaction was run again after a conflict with another connection
    /// (PostgreSQL only; always 0 on SQLite).
    std::uint64_t serialization_retries() const { return retries_; }

    /// The checkpoint kept for evening `evening_id`: its state after its last hand, as the last
    /// change to its hands through this Database left it; nullptr when none is kept (then the
    /// next add_hand walks the evening from its stored hands). For tests, which compare it with
    /// EveningState(load_evening(evening_id)).
    const EveningState* checkpoint(std::int64_t evening_id) const;

private:
    /// DatabaseError unless the database is on a server (access rights).
    void require_server() const;
    void migrate_sqlite();
    void migrate_postgresql();
    static DatabaseError newer_schema(int version);
    DatabaseError not_ours() const;
    /// Runs `f`, turning engine failures into DatabaseError (InputError and DatabaseError pass);
    /// on a conflict (PostgreSQL) runs it again. Defined in database.cpp.
    template <class F>
    auto guarded(F&& f) const -> decltype(f());
    /// A write: require_intact(), then guarded(f).
    template <class F>
    auto written(F&& f) -> decltype(f());
    /// Starts the background integrity check of the SQLite file at `location`.
    void start_check(const std::string& location);
    /// Inside a transaction: what identifies the last write to evening `evening_id` (PostgreSQL:
    /// its row's xmin; SQLite: "", data_version is checked instead).
    std::string evening_token(std::int64_t evening_id);
    std::vector<EveningSummary> list(bool deleted);
    /// An evening whose kept statistics figures are stale (evening_statistics): `index` in the
    /// caller's result, the evening's version when it was read, the evening. Defined in database.cpp.
    struct StaleFigures;
    /// The figures of the `stale` evenings, recomputed (evening_figures) in their order and kept
    /// under `program` when they can be written (evening_statistics()).
    std::vector<EveningFigures> refresh_figures(const std::vector<StaleFigures>& stale, const std::string& program);
    /// Inside a write transaction: drops every checkpoint when another connection has written
    /// to the file since this one last looked (PRAGMA data_version).
    void check_data_version();
    /// Inside a write transaction: the state of open evening `evening_id` after its last hand,
    /// taken out of the checkpoints or walked from the stored hands (DatabaseError for no such
    /// evening or a closed one; InputError for a broken setup).
    EveningState take_state(std::int64_t evening_id);
    /// After a commit that changed the hands of evening `evening_id`: keeps `state` as its
    /// checkpoint, with the evening_token read before the commit.
    void keep_state(std::int64_t evening_id, EveningState state, std::string token);

    std::string path_;  ///< the location without a password
    std::unique_ptr<sql::Engine> engine_;
    /// The background integrity check (IntegrityCheck::in_background) until its verdict was
    /// taken by require_intact(); defined in database.cpp.
    struct BackgroundCheck;
    std::unique_ptr<BackgroundCheck> check_;
    /// The verdict once known (at_open: intact when the constructor returns).
    Integrity integrity_ = Integrity::intact;
    /// A checkpoint, when it was last kept (a count of keep_state calls) and its evening_token.
    struct Checkpoint {
        EveningState state;
        std::uint64_t kept = 0;
        std::string token;
    };
    std::map<std::int64_t, Checkpoint> checkpoints_;  ///< by evening id; only open evenings
    std::uint64_t keeps_ = 0;                          ///< keep_state calls so far
    std::int64_t data_version_ = -1;                   ///< PRAGMA data_version last seen
    mutable std::uint64_t retries_ = 0;                ///< serialization_retries()
    mutable int depth_ = 0;                            ///< guarded() calls under way
};

}  // namespace tarock
