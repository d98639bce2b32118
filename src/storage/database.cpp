// The app's SQLite database: schema and migrations, evenings, hands and their revisions.
//
// Layout (schema 3; later schemas add to it, see kSchemaV4 ... kSchemaV7):
//   evening(id, title, date, variant, house_rules JSON text, cents_per_unit, currency,
//           first_dealer, closed, created_at, updated_at, touren_from_hand, touren_rounds)
//   player(evening_id, seat, name)
//   hand(id, evening_id, position, deleted)          position: 1-based, never reused
//   hand_revision(hand_id, revision, action, inputs JSON text, created_at, note)
// The current state of a hand is its highest revision; hand.deleted mirrors whether that
// revision is a "delete". Results are never stored: they are recomputed from the inputs.

#include "storage/database.hpp"

#include "core/table.hpp"

#include "storage/sql_engine.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <limits>
#include <map>
#include <mutex>
#include <random>
#include <thread>
#include <utility>

namespace tarock {

namespace {

namespace fs = std::filesystem;

// ---------------------------------------------------------------------------------------------
// Schema

/// Schema 1 as first released. Never edit: older files were created with exactly this.
constexpr const char* kSchemaV1 = R"sql(
CREATE TABLE evening(
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL,
  variant TEXT NOT NULL,
  house_rules TEXT NOT NULL DEFAULT '{}',
  cents_per_unit INTEGER NOT NULL,
  currency TEXT NOT NULL,
  first_dealer INTEGER NOT NULL,
  closed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX evening_by_date ON evening(date, id);
CREATE TABLE player(
  evening_id INTEGER NOT NULL REFERENCES evening(id),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY(evening_id, seat)
);
CREATE TABLE hand(
  id INTEGER PRIMARY KEY,
  evening_id INTEGER NOT NULL REFERENCES evening(id),
  position INTEGER NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX hand_by_evening ON hand(evening_id, position);
CREATE TABLE hand_revision(
  hand_id INTEGER NOT NULL REFERENCES hand(id),
  revision INTEGER NOT NULL,
  action TEXT NOT NULL CHECK(action IN ('create','correct','delete','restore')),
  inputs TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY(hand_id, revision)
);
)sql";

/// Schema 2: a remark with each revision (shown in the history).
constexpr const char* kSchemaV2 = R"sql(
ALTER TABLE hand_revision ADD COLUMN note TEXT NOT NULL DEFAULT '';
)sql";

/// Schema 3: the Touren announced for the end of the evening (NULL: none announced).
constexpr const char* kSchemaV3 = R"sql(
ALTER TABLE evening ADD COLUMN touren_from_hand INTEGER;
ALTER TABLE evening ADD COLUMN touren_rounds INTEGER;
)sql";

/// Schema 4: an evening can be put in the wastebasket (deleted_at; NULL: in use) before it is
/// purged; the circle's own house-rule presets; the app's remembered settings (last players, ...).
constexpr const char* kSchemaV4 = R"sql(
ALTER TABLE evening ADD COLUMN deleted_at TEXT;
CREATE TABLE preset(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  variant TEXT NOT NULL,
  house_rules TEXT NOT NULL DEFAULT '{}',
  description TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL,
  UNIQUE(variant, name)
);
CREATE TABLE setting(
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
)sql";

/// Schema 5: tournaments (docs/tournament.md): the roster kept across tournaments, the cups, the
/// tournaments with their seed, each round's draw and every revision of every table's sheet
/// (rows are only ever added).
constexpr const char* kSchemaV5 = R"sql(
CREATE TABLE roster_player(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  club TEXT NOT NULL DEFAULT '',
  member_id TEXT NOT NULL DEFAULT '',
  UNIQUE(name, club)
);
CREATE TABLE cup(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  definition TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE tournament(
  id INTEGER PRIMARY KEY,
  cup_id INTEGER NOT NULL REFERENCES cup(id),
  title TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL,
  seed INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE tournament_round(
  tournament_id INTEGER NOT NULL REFERENCES tournament(id),
  round INTEGER NOT NULL,
  draw TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY(tournament_id, round)
);
CREATE TABLE tournament_sheet(
  tournament_id INTEGER NOT NULL REFERENCES tournament(id),
  round INTEGER NOT NULL,
  table_no INTEGER NOT NULL,
  revision INTEGER NOT NULL,
  sheet TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY(tournament_id, round, table_no, revision)
);
)sql";

/// Schema 6: every hand entered at a table carries an id of its own, unique in the database, so
/// that a hand kept while the server was away (HandQueue) is written exactly once however often
/// it is sent (Database::add_hand with a uid). Hands entered before have none (NULL).
constexpr const char* kSchemaV6 = R"sql(
ALTER TABLE hand ADD COLUMN uid TEXT;
CREATE UNIQUE INDEX hand_by_uid ON hand(uid);
)sql";

/// Schema 7: the statistics of each evening kept as derived data (Database::evening_statistics):
/// evening.version counts every change to an evening's setup or hands, and evening_statistics
/// holds the figures of an evening as computed at one version and one scoring fingerprint (a
/// row whose key differs is recomputed, never edited). A purged evening's row goes with it.
constexpr const char* kSchemaV7 = R"sql(
ALTER TABLE evening ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
CREATE TABLE evening_statistics(
  evening_id INTEGER NOT NULL PRIMARY KEY REFERENCES evening(id) ON DELETE CASCADE,
  evening_version INTEGER NOT NULL,
  fingerprint TEXT NOT NULL,
  figures TEXT NOT NULL
);
)sql";

/// One migration step: the SQL that turns schema `to - 1` into schema `to`, and what PostgreSQL
/// needs besides (postgresql_ddl).
struct MigrationStep {
    int to;
    const char* sql;
    const char* postgresql_extra = "";
};

/// PostgreSQL has no rowid: the tables whose rows are read in the order they were written get an
/// identity column seq instead (written_order).
constexpr const char* kPostgresqlV1Extra = "ALTER TABLE hand_revision ADD COLUMN seq BIGINT GENERATED ALWAYS AS IDENTITY;";
constexpr const char* kPostgresqlV5Extra = "ALTER TABLE tournament_sheet ADD COLUMN seq BIGINT GENERATED ALWAYS AS IDENTITY;";

/// On a server, schema 6 also gives every evening its owner, the database role that created it,
/// and row-level security: every role reads everything (the ranking, the standings page), but
/// a role other than the tables' owner (the organiser, who made the schema) writes only the
/// evenings it owns, with their players, hands and revisions (grant_table_access; docs/reliability.md
/// "Access").
constexpr const char* kPostgresqlV6Extra = R"sql(
ALTER TABLE evening ADD COLUMN owner TEXT NOT NULL DEFAULT current_user;
ALTER TABLE evening ENABLE ROW LEVEL SECURITY;
CREATE POLICY read_all ON evening FOR SELECT USING (true);
CREATE POLICY own_evening ON evening USING (owner = current_user) WITH CHECK (owner = current_user);
ALTER TABLE player ENABLE ROW LEVEL SECURITY;
CREATE POLICY read_all ON player FOR SELECT USING (true);
CREATE POLICY own_evening ON player USING (EXISTS (SELECT 1 FROM evening e WHERE e.id = evening_id AND e.owner = current_user))
  WITH CHECK (EXISTS (SELECT 1 FROM evening e WHERE e.id = evening_id AND e.owner = current_user));
ALTER TABLE hand ENABLE ROW LEVEL SECURITY;
CREATE POLICY read_all ON hand FOR SELECT USING (true);
CREATE POLICY own_evening ON hand USING (EXISTS (SELECT 1 FROM evening e WHERE e.id = evening_id AND e.owner = current_user))
  WITH CHECK (EXISTS (SELECT 1 FROM evening e WHERE e.id = evening_id AND e.owner = current_user));
ALTER TABLE hand_revision ENABLE ROW LEVEL SECURITY;
CREATE POLICY read_all ON hand_revision FOR SELECT USING (true);
CREATE POLICY own_evening ON hand_revision
  USING (EXISTS (SELECT 1 FROM hand h JOIN evening e ON e.id = h.evening_id WHERE h.id = hand_id AND e.owner = current_user))
  WITH CHECK (EXISTS (SELECT 1 FROM hand h JOIN evening e ON e.id = h.evening_id WHERE h.id = hand_id AND e.owner = current_user));
)sql";

/// On a server the kept statistics of an evening are written under the same rule as its hands:
/// every role reads them, a role other than the organiser writes only those of its own evenings
/// (grant_table_access); a role that may not write them computes them without storing. Roles
/// given access before this table existed (grant_read_access, grant_table_access on schema 6)
/// get the same rights on it as they have on `evening`: reading, and for a table writing.
constexpr const char* kPostgresqlV7Extra = R"sql(
ALTER TABLE evening_statistics ENABLE ROW LEVEL SECURITY;
CREATE POLICY read_all ON evening_statistics FOR SELECT USING (true);
CREATE POLICY own_evening ON evening_statistics USING (EXISTS (SELECT 1 FROM evening e WHERE e.id = evening_id AND e.owner = current_user))
  WITH CHECK (EXISTS (SELECT 1 FROM evening e WHERE e.id = evening_id AND e.owner = current_user));
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT DISTINCT a.grantee::regrole::text AS role, a.privilege_type AS right
           FROM pg_class c, aclexplode(c.relacl) a
           WHERE c.oid = 'evening'::regclass AND a.grantee <> 0 AND a.grantee <> c.relowner AND a.privilege_type IN ('SELECT', 'INSERT') LOOP
    IF r.right = 'SELECT' THEN
      EXECUTE 'GRANT SELECT ON evening_statistics TO ' || r.role;
    ELSE
      EXECUTE 'GRANT INSERT, UPDATE, DELETE ON evening_statistics TO ' || r.role;
    END IF;
  END LOOP;
END $$;
)sql";

/// The steps in order; step i creates schema i + 1. A new schema version appends a step.
constexpr MigrationStep kMigrations[] = {
    {1, kSchemaV1, kPostgresqlV1Extra},
    {2, kSchemaV2},
    {3, kSchemaV3},
    {4, kSchemaV4},
    {5, kSchemaV5, kPostgresqlV5Extra},
    {6, kSchemaV6, kPostgresqlV6Extra},
    {7, kSchemaV7, kPostgresqlV7Extra},
};
static_assert(std::size(kMigrations) == static_cast<std::size_t>(kSchemaVersion),
              "every schema version needs exactly one migration step");

/// A step's SQL in PostgreSQL's dialect, where the two differ only in their column types: an
/// "id INTEGER PRIMARY KEY" (SQLite's rowid) is an identity column, and every INTEGER is 64 bits
/// as in SQLite (a tournament's seed needs them); then the step's postgresql_extra.
std::string postgresql_ddl(const MigrationStep& step) {
    std::string s = step.sql;
    const auto replace_all = [&s](const std::string& from, const std::string& to) {
        for (std::size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size())) s.replace(p, from.size(), to);
    };
    replace_all("id INTEGER PRIMARY KEY", "id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY");
    replace_all("INTEGER", "BIGINT");
    return s + step.postgresql_extra;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

/// The current time as UTC ISO 8601 with seconds: "2026-11-21T19:04:05Z".
std::string now_iso() {
    const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    const std::size_t n = std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return std::string(buf, n);
}

/// A damaged database: what is wrong and what to do. Nothing is written to such a file.
DatabaseError damaged(const std::string& path, const std::string& detail) {
    return DatabaseError("Die Datenbank '" + path + "' ist beschädigt (" + detail +
                             "); es wird nichts hineingeschrieben. Bitte eine Sicherung zurückspielen (z. B. '" + path +
                             ".bak-v…') oder das Lesbare retten: sqlite3 '" + path + "' .recover > gerettet.sql",
                         "the database '" + path + "' is damaged (" + detail +
                             "); nothing is written to it. Restore a backup (e.g. '" + path +
                             ".bak-v…') or rescue what is readable: sqlite3 '" + path + "' .recover > rescued.sql");
}

/// Turns an engine failure into a DatabaseError that says what it means for the user. `path` is
/// the location as it may be shown (without a password).
DatabaseError translate(const sql::Error& e, const std::string& path) {
    using K = sql::Error::Kind;
    const std::string detail = e.what();
    switch (e.kind()) {
        case K::busy:
        case K::conflict:
            return DatabaseError("Die Datenbank '" + path + "' ist von einem anderen Programm gesperrt (" + detail + ").",
                                 "the database '" + path + "' is locked by another program (" + detail + ")");
        case K::not_a_database:
            return DatabaseError("Die Datei '" + path + "' ist keine Tarock-Buchhalter-Datenbank oder beschädigt (" + detail + ").",
                                 "the file '" + path + "' is not a Tarock Buchhalter database or is damaged (" + detail + ")");
        case K::damaged: return damaged(path, detail);
        case K::disk_full:
            return DatabaseError("Der Datenträger ist voll; die Datenbank '" + path + "' kann nicht geschrieben werden.",
                                 "the disk is full; the database '" + path + "' cannot be written");
        case K::unreadable:
            return DatabaseError("Die Datenbank '" + path + "' kann nicht gelesen oder geschrieben werden (" + detail + ").",
                                 "the database '" + path + "' cannot be read or written (" + detail + ")");
        case K::unreachable:
            return DatabaseError("Der Datenbankserver '" + path + "' ist nicht erreichbar (" + detail + ").",
                                 "the database server '" + path + "' cannot be reached (" + detail + ")", DatabaseError::Cause::unreachable);
        case K::refused:
            return DatabaseError("Der Datenbankserver '" + path + "' erlaubt das nicht (" + detail + ").",
                                 "the database server '" + path + "' does not allow this (" + detail + ")", DatabaseError::Cause::refused);
        case K::other: break;
    }
    return DatabaseError("Datenbankfehler in '" + path + "': " + detail, "database error in '" + path + "': " + detail);
}

/// The JSON text stored for `j`, field order kept. Refuses text that is not valid UTF-8.
std::string to_text(const Json& j) {
    try {
        return j.dump();
    } catch (const Json::type_error&) {
        throw InputError("", {}, Text{"Die Eingabe enthält ungültigen Text (kein UTF-8).",
                                      "the input contains invalid text (not UTF-8)"});
    }
}

/// Parses stored JSON text; damaged text is a DatabaseError.
Json from_text(const std::string& text, const std::string& what) {
    try {
        return Json::parse(text);
    } catch (const Json::exception& e) {
        throw DatabaseError("Gespeicherte Daten sind beschädigt (" + what + "): " + e.what(),
                            "stored data is damaged (" + what + "): " + e.what());
    }
}

int user_version(SQLite::Database& db) { return db.execAndGet("PRAGMA user_version").getInt(); }

DatabaseError no_evening(std::int64_t id) {
    return DatabaseError("Es gibt keinen Abend mit der Nummer " + std::to_string(id) + ".",
                         "there is no evening with id " + std::to_string(id));
}

DatabaseError no_hand(std::int64_t id) {
    return DatabaseError("Es gibt kein Spiel mit der Nummer " + std::to_string(id) + ".",
                         "there is no hand with id " + std::to_string(id));
}

/// The copy of `path` made before migrating from schema `old`: "<path>.bak-v<old>", or, if a
/// backup of that version is already there, "<path>.bak-v<old>.2", ".3", ... (never overwritten).
fs::path backup_path(const std::string& path, int old) {
    const std::string base = path + ".bak-v" + std::to_string(old);
    fs::path p = base;
    for (int k = 2; fs::exists(p); ++k) p = base + "." + std::to_string(k);
    return p;
}

/// PRAGMA quick_check: "ok", or the first problem SQLite finds (a damaged page, a broken index).
/// Reads the whole file once; a damaged file may also fail with SQLITE_CORRUPT here.
std::string quick_check(SQLite::Database& db) {
    SQLite::Statement q(db, "PRAGMA quick_check(1)");
    return q.executeStep() ? q.getColumn(0).getString() : std::string("ok");
}

/// The journal mode of `db` ("wal" once the constructor has set it; reading it writes nothing).
std::string journal_mode(SQLite::Database& db) { return db.execAndGet("PRAGMA journal_mode").getString(); }

/// The schema of `db` as one text: every table, index and trigger with its SQL without any white
/// space, so the layout a release wrote its statements in does not count (SQLite's own objects
/// left out; our schemas have no blanks inside quotes).
std::string schema_text(SQLite::Database& db) {
    SQLite::Statement q(db, "SELECT type, name, COALESCE(sql, '') FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name");
    std::string out;
    while (q.executeStep()) {
        out += q.getColumn(0).getString() + " " + q.getColumn(1).getString() + ":";
        for (char c : q.getColumn(2).getString())
            if (c != ' ' && c != '\n' && c != '\t' && c != '\r') out += c;
        out += "\n";
    }
    return out;
}

/// The schema text of version `v`, made by the migration steps on an empty database in memory.
std::string expected_schema(int v) {
    SQLite::Database mem(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    for (const MigrationStep& step : kMigrations)
        if (step.to <= v) mem.exec(step.sql);
    return schema_text(mem);
}

/// The schema version whose tables `db` has (1 to kSchemaVersion; `claimed`, the user_version,
/// is tried first), or 0 when they fit none.
int detect_schema(SQLite::Database& db, int claimed) {
    const std::string actual = schema_text(db);
    if (claimed >= 1 && claimed <= kSchemaVersion && actual == expected_schema(claimed)) return claimed;
    for (int v = kSchemaVersion; v >= 1; --v)
        if (actual == expected_schema(v)) return v;
    return 0;
}

/// Removes the oldest migration backups of `path` beyond kMaxMigrationBackups (by modification
/// time; a half-copied ".part" is not a backup and stays for the next copy to overwrite).
void prune_backups(const std::string& path) {
    const fs::path p(path);
    const std::string prefix = p.filename().string() + ".bak-v";
    std::vector<std::pair<fs::file_time_type, fs::path>> found;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(p.parent_path().empty() ? fs::path(".") : p.parent_path(), ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(prefix, 0) != 0 || entry.path().extension() == ".part") continue;
        found.emplace_back(fs::last_write_time(entry.path(), ec), entry.path());
    }
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first != b.first ? a.first > b.first : a.second > b.second; });
    for (std::size_t i = static_cast<std::size_t>(kMaxMigrationBackups); i < found.size(); ++i) fs::remove(found[i].second, ec);
}

/// Flushes a finished file to the disk (best effort: the original is intact either way).
void sync_file(const fs::path& p) {
    const int fd = ::open(p.c_str(), O_RDONLY);
    if (fd < 0) return;
    (void)::fsync(fd);
    (void)::close(fd);
}

/// The column that gives the order in which rows of hand_revision and tournament_sheet were
/// written: SQLite's rowid, PostgreSQL's identity column seq (schema steps, kPostgresqlExtra).
const char* written_order(const sql::Engine& db) { return db.dialect() == sql::Dialect::sqlite ? "rowid" : "seq"; }

// ---------------------------------------------------------------------------------------------
// Reading (inside the caller's transaction)

/// Where a hand stands.
struct HandPlace {
    std::int64_t evening_id = 0;
    std::int64_t position = 0;
    bool deleted = false;
    int revision = 0;        ///< the latest revision
    std::string inputs;      ///< the latest revision's inputs (JSON text)
};

HandPlace find_hand(sql::Engine& db, std::int64_t hand_id) {
    const std::optional<sql::Row> q = db.first("SELECT h.evening_id, h.position, h.deleted, r.revision, r.inputs "
                                                "FROM hand h JOIN hand_revision r ON r.hand_id = h.id "
                                                "WHERE h.id = ? ORDER BY r.revision DESC LIMIT 1",
                                                {hand_id});
    if (!q) throw no_hand(hand_id);
    return HandPlace{q->integer(0), q->integer(1), q->integer(2) != 0, q->int32(3), q->text(4)};
}

Evening read_evening(sql::Engine& db, std::int64_t id) {
    Evening e;
    const std::optional<sql::Row> q = db.first("SELECT title, date, variant, house_rules, cents_per_unit, currency, first_dealer, closed, "
                                                "touren_from_hand, touren_rounds FROM evening WHERE id = ?",
                                                {id});
    if (!q) throw no_evening(id);
    e.id = id;
    e.title = q->text(0);
    e.date = q->text(1);
    e.variant = q->text(2);
    e.house_rules = from_text(q->text(3), "house_rules");
    e.stake.cents_per_unit = q->integer(4);
    e.stake.currency = q->text(5);
    e.first_dealer = q->int32(6);
    e.closed = q->integer(7) != 0;
    if (!q->is_null(8)) e.touren = Touren{q->int32(8), q->int32(9)};
    for (const sql::Row& r : db.query("SELECT name FROM player WHERE evening_id = ? ORDER BY seat", {id})) e.players.push_back(r.text(0));
    for (const sql::Row& r : db.query("SELECT h.id, r.revision, r.inputs FROM hand h "
                                      "JOIN hand_revision r ON r.hand_id = h.id "
                                      "AND r.revision = (SELECT MAX(revision) FROM hand_revision WHERE hand_id = h.id) "
                                      "WHERE h.evening_id = ? AND h.deleted = 0 ORDER BY h.position",
                                      {id})) {
        HandRecord h;
        h.id = r.integer(0);
        h.revision = r.int32(1);
        h.inputs = from_text(r.text(2), "hand " + std::to_string(h.id));
        e.hands.push_back(std::move(h));
    }
    return e;
}

/// The columns read_revisions reads, of hand_revision r joined with hand h.
constexpr const char* kRevisionColumns = "SELECT r.hand_id, r.revision, r.action, r.created_at, r.note, r.inputs, h.position ";

/// Throws DatabaseError if there is no evening `id`.
void require_evening(sql::Engine& db, std::int64_t id) {
    if (db.number("SELECT COUNT(*) FROM evening WHERE id = ?", {id}) == 0) throw no_evening(id);
}

std::vector<HandRevision> read_revisions(const std::vector<sql::Row>& rows) {
    std::vector<HandRevision> out;
    for (const sql::Row& q : rows) {
        HandRevision r;
        r.hand_id = q.integer(0);
        r.revision = q.int32(1);
        r.action = q.text(2);
        r.created_at = q.text(3);
        r.note = q.text(4);
        r.inputs = from_text(q.text(5), "hand " + std::to_string(r.hand_id));
        r.position = q.int32(6);
        out.push_back(std::move(r));
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Writing (inside the caller's transaction)

/// PostgreSQL: locks row `id` of `table` ("evening", "tournament") until the transaction ends.
/// Every write to an evening's hands or setup (to a tournament's rounds and sheets) takes this
/// lock first, so the writers of one evening go one after another and each, at READ COMMITTED,
/// reads what the one before it wrote; writers of different evenings do not wait for each other.
/// A row the role may read but not change (row-level security: another table's evening) is
/// refused here, before anything is written (DatabaseError, cause refused).
/// SQLite: nothing to do, BEGIN IMMEDIATE lets one writer at a time in.
void lock_row(sql::Engine& db, const char* table, std::int64_t id) {
    if (db.dialect() != sql::Dialect::postgresql) return;
    if (!db.query(std::string("SELECT id FROM ") + table + " WHERE id = ? FOR UPDATE", {id}).empty()) return;
    if (db.number(std::string("SELECT COUNT(*) FROM ") + table + " WHERE id = ?", {id}) > 0)
        throw DatabaseError("Dieser Tisch darf den Abend " + std::to_string(id) + " nicht ändern; er gehört einem anderen Tisch.",
                            "this table may not change evening " + std::to_string(id) + "; it belongs to another table",
                            DatabaseError::Cause::refused);
}

/// The evening of hand `hand_id` (0 when there is no such hand; the caller then finds none).
std::int64_t evening_of(sql::Engine& db, std::int64_t hand_id) { return db.number("SELECT evening_id FROM hand WHERE id = ?", {hand_id}); }

/// Keys of the PostgreSQL transaction locks for writes that add rows no row lock covers: an
/// import (two imports of one file must not both find its evenings missing) and the roster.
constexpr std::int64_t kImportLock = 2026112801;
constexpr std::int64_t kRosterLock = 2026112802;

/// PostgreSQL: takes the transaction lock `key` (pg_advisory_xact_lock); SQLite: nothing to do.
void lock_key(sql::Engine& db, std::int64_t key) {
    if (db.dialect() == sql::Dialect::postgresql) db.query("SELECT pg_advisory_xact_lock(?)", {key});
}

/// The Touren's two columns (NULL when none are announced).
sql::Value touren_from(const std::optional<Touren>& t) { return t ? sql::Value(t->from_hand) : sql::Value(); }
sql::Value touren_rounds(const std::optional<Touren>& t) { return t ? sql::Value(t->rounds) : sql::Value(); }

/// Hands of a closed (settled) evening are not changed; it must be reopened first.
void require_open(const Evening& e) {
    if (e.closed)
        throw DatabaseError("Der Abend ist abgeschlossen; zum Ändern erst wieder öffnen.",
                            "the evening is closed; reopen it before changing its hands");
}

void insert_revision(sql::Engine& db, std::int64_t hand_id, int revision, const char* action,
                     const std::string& inputs, const std::string& note, const std::string& now) {
    db.execute("INSERT INTO hand_revision(hand_id, revision, action, inputs, created_at, note) VALUES(?, ?, ?, ?, ?, ?)",
               {hand_id, revision, action, inputs, now, note});
}

std::int64_t insert_hand(sql::Engine& db, std::int64_t evening_id, std::int64_t position, const std::string& uid = "") {
    return db.insert("INSERT INTO hand(evening_id, position, deleted, uid) VALUES(?, ?, 0, ?) RETURNING id",
                     {evening_id, position, uid.empty() ? sql::Value() : sql::Value(uid)});
}

void set_deleted(sql::Engine& db, std::int64_t hand_id, bool deleted) {
    db.execute("UPDATE hand SET deleted = ? WHERE id = ?", {deleted ? 1 : 0, hand_id});
}

/// After a change to an evening's hands: its time of change, and its version counted up (the key
/// of its kept statistics).
void touch_evening(sql::Engine& db, std::int64_t evening_id, const std::string& now) {
    db.execute("UPDATE evening SET updated_at = ?, version = version + 1 WHERE id = ?", {now, evening_id});
}

/// The index of a hand among the evening's current hands (those not deleted), i.e. the number
/// of current hands before `position`.
std::size_t current_index(sql::Engine& db, std::int64_t evening_id, std::int64_t position) {
    return static_cast<std::size_t>(
        db.number("SELECT COUNT(*) FROM hand WHERE evening_id = ? AND deleted = 0 AND position < ?", {evening_id, position}));
}

/// The state after every hand of `e`, hand `index` scored in its place first as a new hand is
/// (InputError when it is refused, as preview() throws), then the hands after it walked as
/// stored: what a correction or restoration of that hand leaves.
EveningState state_with(const Evening& e, std::size_t index) {
    EveningState state(e, index);
    (void)state.append(e.hands.at(index).inputs);
    state.walk_rest(e);
    return state;
}

/// Throws the error of the first hand of `e` that does not score, as "hands[i].<field>",
/// skipping the hands for which `tolerated[i]` is true; returns its hands as the players count
/// them (hands_played()).
int require_hands_score(const Evening& e, const std::vector<bool>& tolerated) {
    const EveningResult r = recompute(e);
    for (std::size_t i = 0; i < r.rows.size(); ++i) {
        if (r.rows[i].error && !(i < tolerated.size() && tolerated[i]))
            throw r.rows[i].error->with_field_prefix("hands[" + std::to_string(i) + "]");
    }
    return hands_played(r);
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Opening and migrating

template <class F>
auto Database::guarded(F&& f) const -> decltype(f()) {
    // Only the outermost call runs a transaction again: an inner one's failure aborts the
    // transaction of the call around it.
    struct Depth {
        int& d;
        explicit Depth(int& x) : d(x) { ++d; }
        ~Depth() { --d; }
    };
    constexpr int kAttempts = 50;
    for (int attempt = 1;; ++attempt) {
        try {
            Depth depth(depth_);
            return f();
        } catch (const sql::Error& e) {
            if (depth_ > 0) throw;
            if (e.kind() == sql::Error::Kind::conflict && attempt < kAttempts) {
                // Another table's transaction came first (a serialisation failure or a deadlock the
                // row locks did not prevent): run it again
                // on what that one wrote, after a short random pause that grows with the attempts.
                ++retries_;
                thread_local std::minstd_rand random(std::random_device{}());
                std::this_thread::sleep_for(std::chrono::microseconds(100 + random() % (500u * static_cast<unsigned>(attempt))));
                continue;
            }
            throw translate(e, path_);
        }
    }
}

template <class F>
auto Database::written(F&& f) -> decltype(f()) {
    require_intact();
    return guarded(std::forward<F>(f));
}

/// The integrity check in the background (IntegrityCheck::in_background): PRAGMA quick_check on
/// a read-only connection of its own, in a thread of its own (an SQLiteCpp connection is used
/// by one thread only). Ending it interrupts the check and waits for the thread.
struct Database::BackgroundCheck {
    std::mutex mutex;
    std::condition_variable done_cv;
    bool done = false;                ///< the verdict is in
    std::string verdict;              ///< "ok" or the first problem quick_check found
    std::optional<sql::Error> error;  ///< the check failed with this instead of giving a verdict
    sqlite3* running = nullptr;       ///< the check's connection while it is open
    bool closing = false;             ///< the Database is being closed
    std::thread thread;

    /// Whether the check failed for a reason that says nothing of the file (a lock, an I/O
    /// error, an interruption): it is then run again at the first write.
    bool inconclusive() const {
        return error && error->kind() != sql::Error::Kind::damaged && error->kind() != sql::Error::Kind::not_a_database;
    }

    ~BackgroundCheck() {
        {
            const std::lock_guard lock(mutex);
            closing = true;
            if (running) sqlite3_interrupt(running);  // safe from another thread while the connection is open
        }
        if (thread.joinable()) thread.join();
    }
};

void Database::start_check(const std::string& location) {
    check_ = std::make_unique<BackgroundCheck>();
    // Until the verdict is taken the database's own connection refuses every change (SQLite's
    // query_only): a write that does not ask require_intact() first fails instead of writing.
    engine_->execute("PRAGMA query_only = 1");
    integrity_ = Integrity::pending;
    BackgroundCheck& check = *check_;
    check.thread = std::thread([&check, location] {
        std::string verdict;
        std::optional<sql::Error> error;
        try {
            SQLite::Database db(location, SQLite::OPEN_READONLY, 5000);
            // Shown to the destructor while the connection is open, and taken back (by the guard's
            // destructor, before the connection's) before it closes.
            struct Shown {
                BackgroundCheck& c;
                bool closing;
                Shown(BackgroundCheck& of, sqlite3* handle) : c(of) {
                    const std::lock_guard lock(c.mutex);
                    c.running = handle;
                    closing = c.closing;
                }
                ~Shown() {
                    const std::lock_guard lock(c.mutex);
                    c.running = nullptr;
                }
            } shown(check, db.getHandle());
            if (shown.closing) return;  // nobody waits for a verdict any more
            verdict = quick_check(db);
        } catch (const SQLite::Exception& e) {
            error = sql::sqlite_error(e);
        } catch (const std::exception& e) {  // no verdict: the first write checks again
            error = sql::Error(sql::Error::Kind::other, e.what());
        } catch (...) {
            error = sql::Error(sql::Error::Kind::other, "the integrity check failed");
        }
        {
            const std::lock_guard lock(check.mutex);
            check.verdict = std::move(verdict);
            check.error = std::move(error);
            check.done = true;
        }
        check.done_cv.notify_all();
    });
}

Integrity Database::integrity() const {
    if (integrity_ != Integrity::pending) return integrity_;
    const std::lock_guard lock(check_->mutex);
    if (!check_->done || check_->inconclusive()) return Integrity::pending;
    return !check_->error && check_->verdict == "ok" ? Integrity::intact : Integrity::damaged;
}

void Database::require_intact() {
    if (integrity_ == Integrity::intact) return;
    std::unique_lock lock(check_->mutex);
    check_->done_cv.wait(lock, [&] { return check_->done; });
    if (check_->inconclusive()) {
        // The check could not read the file: once more on the database's own connection, as the
        // constructor does with IntegrityCheck::at_open; still inconclusive, it is this write's
        // error and the next write tries again.
        check_->error.reset();
        try {
            check_->verdict = quick_check(*sql::sqlite_handle(*engine_));
        } catch (const SQLite::Exception& e) {
            check_->error = sql::sqlite_error(e);
        }
        if (check_->inconclusive()) throw translate(*check_->error, path_);
    }
    if (check_->error) {
        integrity_ = Integrity::damaged;
        throw translate(*check_->error, path_);
    }
    if (check_->verdict != "ok") {
        integrity_ = Integrity::damaged;
        throw damaged(path_, "PRAGMA quick_check: " + check_->verdict);
    }
    lock.unlock();
    guarded([&] { engine_->execute("PRAGMA query_only = 0"); });
    integrity_ = Integrity::intact;
}

Database::Database(const std::string& location, IntegrityCheck check) : path_(sql::redact(location)) {
    if (sql::is_postgresql(location)) {
        guarded([&] {
            engine_ = sql::open_postgresql(location);
            migrate_postgresql();
        });
        return;
    }
    const fs::path parent = fs::path(location).parent_path();
    if (!parent.empty()) {
        std::error_code ec;
        fs::create_directories(parent, ec);
        if (ec)
            throw DatabaseError("Der Ordner '" + parent.string() + "' für die Datenbank kann nicht angelegt werden: " + ec.message(),
                                "cannot create the database folder '" + parent.string() + "': " + ec.message());
    }
    guarded([&] {
        engine_ = sql::open_sqlite(location, 5000);
        try {
            SQLite::Database& db = *sql::sqlite_handle(*engine_);
            // The first read: a file that is not an SQLite database fails here (SQLITE_NOTADB).
            const int version = user_version(db);
            if (version > kSchemaVersion) throw newer_schema(version);
            // A damaged file is never written to: not by a migration, not by a command, not by
            // the window (which then shows this message instead of the list of evenings). In the
            // background only when opening writes nothing (the current schema, already in WAL
            // mode): then every write waits for the verdict (written, require_intact).
            const bool background = check == IntegrityCheck::in_background && version == kSchemaVersion && journal_mode(db) == "wal";
            if (!background)
                if (const std::string verdict = quick_check(db); verdict != "ok") throw damaged(path_, "PRAGMA quick_check: " + verdict);
            migrate_sqlite();
            if (background) start_check(location);
        } catch (const SQLite::Exception& e) {
            throw sql::sqlite_error(e);
        }
    });
}

Database::~Database() = default;

DatabaseError Database::newer_schema(int version) {
    const std::string n = std::to_string(version), k = std::to_string(kSchemaVersion);
    return DatabaseError("Diese Datenbank stammt von einer neueren Programmversion (Schema " + n +
                             "); dieses Programm kennt bis Schema " + k + ".",
                         "this database comes from a newer version of the program (schema " + n +
                             "); this program knows schemas up to " + k + ".");
}

void Database::migrate_sqlite() {
    SQLite::Database& db = *sql::sqlite_handle(*engine_);
    int version = user_version(db);
    if (version != 0 && version != kSchemaVersion) {
        // An older schema, or a user_version another tool set back or to something unknown
        // (negative): the tables say which schema the file really has. Handled once: when only the
        // number was wrong it is set right without a backup, and a file that fits no schema is
        // refused unchanged (never backed up again on every start).
        const int actual = detect_schema(db, version);
        if (actual == 0) {
            const std::string n = std::to_string(version);
            throw DatabaseError("Die Datenbank '" + path_ + "' gibt Schema " + n +
                                    " an, aber ihre Tabellen passen zu keinem Schema dieses Programms; sie bleibt unverändert. "
                                    "Bitte mit dem Programm öffnen, das sie angelegt hat, oder eine Sicherung zurückspielen.",
                                "the database '" + path_ + "' says schema " + n +
                                    ", but its tables fit no schema of this program; it was left unchanged. "
                                    "Open it with the program that made it, or restore a backup.");
        }
        if (actual == kSchemaVersion) db.exec("PRAGMA user_version = " + std::to_string(kSchemaVersion));
        version = actual;
    }
    if (version == 0) {
        // Version 0 is a brand-new file, unless it holds tables: then it is someone else's.
        const auto objects = db.execAndGet("SELECT COUNT(*) FROM sqlite_master").getInt64();
        if (objects > 0) throw not_ours();
    } else if (version < kSchemaVersion) {
        // Keep the old file: fold the write-ahead log into it, then copy it byte for byte.
        SQLite::Statement cp(db, "PRAGMA wal_checkpoint(TRUNCATE)");
        if (cp.executeStep() && cp.getColumn(0).getInt() != 0)
            throw DatabaseError("Die Datenbank '" + path_ + "' ist von einem anderen Programm gesperrt; die Sicherung vor dem Umstellen ist nicht möglich.",
                                "the database '" + path_ + "' is locked by another program; the backup before migrating is not possible");
        // Copied under a temporary name and renamed when complete: a process killed while
        // copying leaves no half backup that looks whole (the next start copies again).
        const fs::path bak = backup_path(path_, version);
        const fs::path part = bak.string() + ".part";
        std::error_code ec;
        fs::copy_file(path_, part, fs::copy_options::overwrite_existing, ec);
        if (!ec) sync_file(part);
        if (!ec) fs::rename(part, bak, ec);
        if (ec)
            throw DatabaseError("Die Sicherung '" + bak.string() + "' kann nicht angelegt werden: " + ec.message(),
                                "cannot create the backup '" + bak.string() + "': " + ec.message());
        prune_backups(path_);
    }

    db.exec("PRAGMA journal_mode=WAL");
    db.exec("PRAGMA foreign_keys=ON");
    db.exec("PRAGMA synchronous=FULL");

    if (version == kSchemaVersion) return;
    SQLite::Transaction tx(db, SQLite::TransactionBehavior::EXCLUSIVE);
    // Read again under the lock: another program may have migrated in the meantime.
    if (user_version(db) == kSchemaVersion) return;
    for (const MigrationStep& step : kMigrations) {
        if (step.to > version) db.exec(step.sql);
    }
    db.exec("PRAGMA user_version = " + std::to_string(kSchemaVersion));
    tx.commit();
}

DatabaseError Database::not_ours() const {
    if (!on_server())
        return DatabaseError("Die Datei '" + path_ + "' ist eine SQLite-Datenbank, aber nicht vom Tarock Buchhalter.",
                             "the file '" + path_ + "' is an SQLite database, but not one of Tarock Buchhalter");
    return DatabaseError("Die Datenbank '" + path_ + "' enthält schon Tabellen, ist aber nicht vom Tarock Buchhalter.",
                         "the database '" + path_ + "' already holds tables, but not those of Tarock Buchhalter");
}

void Database::migrate_postgresql() {
    // The schema version is the one row of tarock_schema. Migrating is one transaction (DDL is
    // transactional in PostgreSQL: a failed or interrupted migration leaves the old schema), and
    // one program at a time: the others wait for the session lock and then find it done.
    sql::Engine& db = *engine_;
    constexpr const char* kLock = "SELECT pg_advisory_lock(2026112819)";
    constexpr const char* kUnlock = "SELECT pg_advisory_unlock(2026112819)";
    db.query(kLock);
    try {
        sql::Transaction tx(db, sql::Access::write);
        const auto tables = [&](const char* name) {
            return db.number(std::string("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema()") +
                             (name ? " AND table_name = ?" : ""),
                             name ? sql::Params{name} : sql::Params{});
        };
        int version = 0;
        if (tables("tarock_schema") > 0) version = static_cast<int>(db.number("SELECT version FROM tarock_schema"));
        else if (tables(nullptr) > 0) throw not_ours();
        if (version > kSchemaVersion) throw newer_schema(version);
        if (version < kSchemaVersion) {
            if (version == 0) db.script("CREATE TABLE tarock_schema(version INTEGER NOT NULL); INSERT INTO tarock_schema VALUES(0);");
            for (const MigrationStep& step : kMigrations)
                if (step.to > version) db.script(postgresql_ddl(step));
            db.execute("UPDATE tarock_schema SET version = ?", {kSchemaVersion});
        }
        tx.commit();
    } catch (...) {
        try {
            db.query(kUnlock);
        } catch (const sql::Error&) {
        }
        throw;
    }
    db.query(kUnlock);
}

std::string Database::default_path() {
    const char* xdg = std::getenv("XDG_DATA_HOME");
    fs::path base;
    if (xdg && *xdg) {
        base = xdg;
    } else {
        const char* home = std::getenv("HOME");
        base = fs::path(home && *home ? home : ".") / ".local" / "share";
    }
    return (base / "tarock-buchhalter" / "tarock.sqlite").string();
}

bool Database::is_server(const std::string& location) { return sql::is_postgresql(location); }

std::string Database::shown_location(const std::string& location) { return sql::redact(location); }

bool Database::on_server() const { return engine_->dialect() == sql::Dialect::postgresql; }

namespace {

/// A role name as PostgreSQL quotes it ("tisch_7" -> "\"tisch_7\"").
std::string quoted_role(const std::string& role) {
    std::string out = "\"";
    for (char c : role) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

/// A text as a PostgreSQL literal (standard_conforming_strings: only quotes are doubled).
std::string quoted_text(const std::string& text) {
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("''") : std::string(1, c);
    return out + "'";
}

/// `message` with every occurrence of `secret` replaced by "***".
std::string without(std::string message, const std::string& secret) {
    if (secret.empty()) return message;
    for (auto at = message.find(secret); at != std::string::npos; at = message.find(secret, at + 3)) message.replace(at, secret.size(), "***");
    return message;
}

}  // namespace

void Database::require_server() const {
    if (!on_server())
        throw DatabaseError("Zugriffsrechte gibt es nur auf einem Datenbankserver.", "access rights exist only on a database server");
}

void Database::grant_table_access(const std::string& role) {
    grant_read_access(role);
    // USAGE on the sequences: the ids of the rows it inserts (nextval).
    written([&] {
        const std::string r = quoted_role(role);
        const std::string schema = engine_->first("SELECT quote_ident(current_schema())")->text(0);
        engine_->script("GRANT INSERT, UPDATE, DELETE ON evening, player, hand, hand_revision, evening_statistics TO " + r + "; GRANT USAGE ON ALL SEQUENCES IN SCHEMA " +
                        schema + " TO " + r + ";");
    });
}

void Database::grant_read_access(const std::string& role) {
    require_server();
    written([&] {
        const std::string r = quoted_role(role);
        const std::string schema = engine_->first("SELECT quote_ident(current_schema())")->text(0);
        // SELECT on the sequences (their values read), not USAGE (nextval, which only a writer needs).
        engine_->script("GRANT USAGE ON SCHEMA " + schema + " TO " + r + "; GRANT SELECT ON ALL TABLES IN SCHEMA " + schema + " TO " + r +
                        "; GRANT SELECT ON ALL SEQUENCES IN SCHEMA " + schema + " TO " + r + ";");
    });
}

void Database::set_login_role(const std::string& role, const std::string& password) {
    require_server();
    written([&] {
        try {
            const bool exists = engine_->first("SELECT 1 FROM pg_roles WHERE rolname = ?", {role}).has_value();
            // The verifier, not the password: a server that logs its statements keeps no password.
            engine_->script(std::string(exists ? "ALTER ROLE " : "CREATE ROLE ") + quoted_role(role) + " LOGIN PASSWORD " +
                            quoted_text(sql::scram_verifier(*engine_, role, password)));
        } catch (const sql::Error& e) {
            throw sql::Error(e.kind(), without(without(e.what(), quoted_text(password)), password));
        }
    });
}

int Database::schema_version() const {
    return guarded([&] {
        if (on_server()) return static_cast<int>(engine_->number("SELECT version FROM tarock_schema"));
        return static_cast<int>(engine_->number("PRAGMA user_version"));
    });
}

SQLite::Database& Database::connection() {
    SQLite::Database* db = sql::sqlite_handle(*engine_);
    if (!db) throw DatabaseError("Nur eine SQLite-Datenbank hat eine SQLite-Verbindung.", "only an SQLite database has an SQLite connection");
    checkpoints_.clear();
    return *db;
}

sql::Engine& Database::engine() {
    checkpoints_.clear();
    return *engine_;
}

const EveningState* Database::checkpoint(std::int64_t evening_id) const {
    const auto it = checkpoints_.find(evening_id);
    return it == checkpoints_.end() ? nullptr : &it->second.state;
}

void Database::check_data_version() {
    if (on_server()) return;  // PostgreSQL: each checkpoint carries its evening's token instead
    const std::int64_t version = engine_->number("PRAGMA data_version");
    if (version != data_version_) checkpoints_.clear();
    data_version_ = version;
}

std::string Database::evening_token(std::int64_t evening_id) {
    // xmin: the transaction that last wrote the evening's row, which every change to its hands
    // or its setup does (touch_evening, update_evening).
    if (!on_server()) return {};
    const std::optional<sql::Row> row = engine_->first("SELECT xmin::text FROM evening WHERE id = ?", {evening_id});
    return row ? row->text(0) : std::string();
}

EveningState Database::take_state(std::int64_t evening_id) {
    check_data_version();
    if (auto node = checkpoints_.extract(evening_id); node && node.mapped().token == evening_token(evening_id))
        return std::move(node.mapped().state);
    const Evening e = read_evening(*engine_, evening_id);
    require_open(e);
    return EveningState(e);
}

void Database::keep_state(std::int64_t evening_id, EveningState state, std::string token) {
    // A few evenings at a time are kept (the window has one open): beyond them, the one kept
    // longest ago is dropped and walked again when it is next saved.
    constexpr std::size_t kKept = 8;
    if (checkpoints_.size() >= kKept && !checkpoints_.contains(evening_id)) {
        const auto oldest = std::min_element(checkpoints_.begin(), checkpoints_.end(),
                                             [](const auto& a, const auto& b) { return a.second.kept < b.second.kept; });
        checkpoints_.erase(oldest);
    }
    checkpoints_.insert_or_assign(evening_id, Checkpoint{std::move(state), ++keeps_, std::move(token)});
}


// ---------------------------------------------------------------------------------------------
// Statistics kept as derived data: their text

namespace {

Json figures_json(const EveningFigures& f) {
    Json seats = Json::array();
    for (const SeatFigures& s : f.seats) {
        Json by_game = Json::object();
        for (const auto& [game, dw] : s.by_game) by_game[game] = {dw.first, dw.second};
        seats.push_back({{"name", s.name}, {"hands", s.hands}, {"hands_active", s.hands_active}, {"declared", s.declared},
                         {"won", s.won}, {"by_game", by_game}, {"cents", s.cents}});
    }
    // "hands" first: the evening list reads only it and stops there (hands_from_text).
    return {{"hands", f.hands}, {"scored", f.scored}, {"seats", seats}};
}

/// The figures kept as `text`, or std::nullopt when the text is not what figures_json writes
/// (then they are recomputed).
std::optional<EveningFigures> figures_from_text(const std::string& text) {
    try {
        const Json j = Json::parse(text);
        EveningFigures f;
        f.scored = j.at("scored").get<bool>();
        f.hands = j.at("hands").get<int>();  // missing in figures kept before the list counted with them: recomputed
        for (const Json& s : j.at("seats")) {
            SeatFigures seat;
            seat.name = s.at("name").get<std::string>();
            seat.hands = s.at("hands").get<int>();
            seat.hands_active = s.at("hands_active").get<int>();
            seat.declared = s.at("declared").get<int>();
            seat.won = s.at("won").get<int>();
            for (const auto& [game, dw] : s.at("by_game").items()) seat.by_game[game] = {dw.at(0).get<int>(), dw.at(1).get<int>()};
            seat.cents = s.at("cents").get<std::int64_t>();
            f.seats.push_back(std::move(seat));
        }
        return f;
    } catch (const Json::exception&) {
        return std::nullopt;
    }
}

/// The hands of the evening kept as `text` (EveningFigures::hands), or std::nullopt when the text
/// does not hold them as figures_json writes them. Read as the evening list needs it, for every
/// evening when the window starts: the parser stops at the count, which figures_json writes first,
/// so the seats' figures are not even read (a text with the count elsewhere is read up to it).
std::optional<int> hands_from_text(const std::string& text) {
    struct Hands : nlohmann::json_sax<Json> {
        int depth = 0;
        bool at_hands = false;  // the last key read at the top level is "hands"
        std::optional<int> hands;
        /// A value read: the count when it follows the top level's "hands" and is one.
        bool value(std::optional<int> n = std::nullopt) {
            if (at_hands) hands = n;
            at_hands = false;
            return !hands;  // stops the parser once the count is read
        }
        bool null() override { return value(); }
        bool boolean(bool) override { return value(); }
        bool number_integer(number_integer_t n) override { return n >= 0 ? number_unsigned(static_cast<number_unsigned_t>(n)) : value(); }
        bool number_unsigned(number_unsigned_t n) override {
            return n <= static_cast<number_unsigned_t>(std::numeric_limits<int>::max()) ? value(static_cast<int>(n)) : value();
        }
        bool number_float(number_float_t, const string_t&) override { return value(); }
        bool string(string_t&) override { return value(); }
        bool binary(binary_t&) override { return value(); }
        bool start_object(std::size_t) override { at_hands = false; ++depth; return true; }
        bool key(string_t& k) override { at_hands = depth == 1 && k == "hands"; return true; }
        bool end_object() override { --depth; return true; }
        bool start_array(std::size_t) override { at_hands = false; ++depth; return true; }
        bool end_array() override { --depth; return true; }
        bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }
    } sax;
    Json::sax_parse(text, &sax);
    return sax.hands;
}

/// The figures kept for the evening of row `q`, as `read` (figures_from_text, hands_from_text)
/// gives them from their text: the row's columns from `column` on are the evening's version and
/// the kept row's evening_version, fingerprint and figures (LEFT JOIN evening_statistics).
/// std::nullopt when they are missing, unreadable or kept under another key (another version of
/// the evening or another `program`). The evening's house rules need no part in the key: changing
/// them counts up its version.
template <class Read>
auto kept_figures(const sql::Row& q, std::size_t column, const std::string& program, Read read) -> decltype(read(std::string())) {
    if (q.is_null(column + 1) || q.integer(column + 1) != q.integer(column) || q.text(column + 2) != program) return std::nullopt;
    return read(q.text(column + 3));
}

}  // namespace

struct Database::StaleFigures {
    std::size_t index;      // in the caller's result
    std::int64_t version;   // the evening's version it was read at
    Evening evening;
};

// ---------------------------------------------------------------------------------------------
// Evenings

std::vector<EveningSummary> Database::list_evenings() { return list(false); }

std::vector<EveningSummary> Database::list_deleted_evenings() { return list(true); }

std::vector<EveningSummary> Database::list(bool deleted) {
    // The hands are counted as the players count them (the session's hands_played(), kept with
    // the statistics figures): storage does not know which records are no hands.
    const std::string program = scoring_fingerprint();
    std::vector<EveningSummary> out;
    std::vector<StaleFigures> stale;
    guarded([&] {
        out.clear();
        stale.clear();
        sql::Engine& db = *engine_;
        sql::Transaction tx(db, sql::Access::read);  // one snapshot for both queries
        std::map<std::int64_t, std::vector<std::string>> players;
        for (const sql::Row& r : db.query("SELECT evening_id, name FROM player ORDER BY evening_id, seat"))
            players[r.integer(0)].push_back(r.text(1));
        for (const sql::Row& q : db.query("SELECT e.id, e.title, e.date, e.variant, e.closed, e.updated_at, "
                                          "e.version, s.evening_version, s.fingerprint, s.figures "
                                          "FROM evening e LEFT JOIN evening_statistics s ON s.evening_id = e.id "
                                          "WHERE (CASE WHEN e.deleted_at IS NULL THEN 0 ELSE 1 END) = ? "
                                          "ORDER BY e.date DESC, e.id DESC",
                                          {deleted ? 1 : 0})) {
            EveningSummary s;
            s.id = q.integer(0);
            s.title = q.text(1);
            s.date = q.text(2);
            s.variant = q.text(3);
            s.closed = q.integer(4) != 0;
            s.updated_at = q.text(5);
            if (const std::optional<int> kept = kept_figures(q, 6, program, hands_from_text)) s.hands = *kept;
            else stale.push_back(StaleFigures{out.size(), q.integer(6), read_evening(db, s.id)});
            if (auto it = players.find(s.id); it != players.end()) s.players = it->second;
            out.push_back(std::move(s));
        }
        tx.commit();
    });
    if (stale.empty()) return out;
    const std::vector<EveningFigures> figures = refresh_figures(stale, program);
    for (std::size_t k = 0; k < stale.size(); ++k) out[stale[k].index].hands = figures[k].hands;
    return out;
}

namespace {

/// An evening checked for storing: setup, date and every hand (InputError; nothing is written),
/// with its names normalised and its JSON texts made.
struct Prepared {
    Evening evening;
    std::string rules;
    std::vector<std::string> hands;
    int hands_played = 0;  ///< its hands as the players count them (hands_played())
};

Prepared prepare(const Evening& e) {
    validate_setup(e);
    validate_date(e.date);
    const int played = require_hands_score(e, {});
    Prepared p{e, to_text(e.house_rules), {}, played};
    for (std::string& name : p.evening.players) name = normalize_name(name);
    for (const HandRecord& h : e.hands) p.hands.push_back(to_text(h.inputs));
    return p;
}

/// Writes a prepared evening inside the caller's transaction; returns its id.
std::int64_t insert_evening(sql::Engine& db, const Prepared& p, const std::string& now) {
    const Evening& e = p.evening;
    const std::int64_t id = db.insert("INSERT INTO evening(title, date, variant, house_rules, cents_per_unit, currency, "
                                      "first_dealer, closed, created_at, updated_at, touren_from_hand, touren_rounds) "
                                      "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                                      {e.title, e.date, e.variant, p.rules, static_cast<std::int64_t>(e.stake.cents_per_unit),
                                       e.stake.currency, e.first_dealer, e.closed ? 1 : 0, now, now, touren_from(e.touren),
                                       touren_rounds(e.touren)});
    for (std::size_t seat = 0; seat < e.players.size(); ++seat)
        db.execute("INSERT INTO player(evening_id, seat, name) VALUES(?, ?, ?)", {id, seat, e.players[seat]});
    for (std::size_t i = 0; i < p.hands.size(); ++i) {
        const std::int64_t hand_id = insert_hand(db, id, static_cast<std::int64_t>(i) + 1);
        insert_revision(db, hand_id, 1, "create", p.hands[i], "", now);
    }
    return id;
}

/// The id of an evening in use (not in the wastebasket) that already is `e`: the same game,
/// date, title, players in the same seats and first dealer, and its hands begin with the hands
/// of `e` as entered (a stored evening that went on after an export is still the same one).
/// 0 when there is none.
std::int64_t stored_as(sql::Engine& db, const Evening& e) {
    std::vector<std::int64_t> candidates;
    for (const sql::Row& r : db.query("SELECT id FROM evening WHERE deleted_at IS NULL AND variant = ? AND date = ? AND title = ? "
                                      "AND first_dealer = ? ORDER BY id",
                                      {e.variant, e.date, e.title, e.first_dealer}))
        candidates.push_back(r.integer(0));
    for (const std::int64_t id : candidates) {
        const Evening stored = read_evening(db, id);
        if (stored.players != e.players || stored.hands.size() < e.hands.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < e.hands.size() && same; ++i) same = stored.hands[i].inputs == e.hands[i].inputs;
        if (same) return id;
    }
    return 0;
}

}  // namespace

std::int64_t Database::create_evening(const Evening& e) {
    const Prepared p = prepare(e);
    return written([&] {
        sql::Transaction tx(*engine_, sql::Access::write);
        const std::int64_t id = insert_evening(*engine_, p, now_iso());
        tx.commit();
        return id;
    });
}

std::vector<ImportedEvening> Database::import_evenings(const std::vector<Evening>& evenings) {
    std::vector<Prepared> prepared;
    for (std::size_t k = 0; k < evenings.size(); ++k) {
        try {
            prepared.push_back(prepare(evenings[k]));
        } catch (const InputError& err) {
            throw err.with_field_prefix(evenings.size() == 1 ? std::string("evening") : "evenings[" + std::to_string(k) + "]");
        }
    }
    return written([&] {
        // One transaction for the whole file: a failure, a full disk, a lock or a killed process
        // leaves none of its evenings.
        sql::Transaction tx(*engine_, sql::Access::write);
        lock_key(*engine_, kImportLock);
        const std::string now = now_iso();
        std::vector<ImportedEvening> out;
        for (const Prepared& p : prepared) {
            if (const std::int64_t id = stored_as(*engine_, p.evening)) out.push_back(ImportedEvening{id, true, p.hands_played});
            else out.push_back(ImportedEvening{insert_evening(*engine_, p, now), false, p.hands_played});
        }
        tx.commit();
        return out;
    });
}

Evening Database::load_evening(std::int64_t id) const {
    return guarded([&] {
        sql::Transaction tx(*engine_, sql::Access::read);  // one snapshot for the three queries
        Evening e = read_evening(*engine_, id);
        tx.commit();
        return e;
    });
}

std::map<std::int64_t, std::string> Database::evening_versions(const std::vector<std::int64_t>& ids) const {
    std::map<std::int64_t, std::string> out;
    if (ids.empty()) return out;
    return guarded([&] {
        std::string marks;
        sql::Params params;
        for (const std::int64_t id : ids) {
            marks += marks.empty() ? "?" : ", ?";
            params.emplace_back(id);
        }
        // The counter every change to the evening's hands or setup counts up (touch_evening,
        // update_evening: schema 7); its time of creation tells an evening from a later one that
        // got the id of a purged one.
        const std::string sql = "SELECT id, version, created_at FROM evening WHERE id IN (" + marks + ")";
        for (const sql::Row& row : engine_->query(sql, params)) out[row.integer(0)] = std::to_string(row.integer(1)) + ' ' + row.text(2);
        return out;
    });
}

void Database::update_evening(const Evening& e) {
    written([&] {
        sql::Engine& db = *engine_;
        sql::Transaction tx(db, sql::Access::write);
        lock_row(db, "evening", e.id);
        const Evening stored = read_evening(db, e.id);

        // Hands that already failed under the stored rules (e.g. after a rules change in a
        // program update) do not block the change; a hand the new rules would break does.
        std::vector<bool> failing(stored.hands.size(), true);
        try {
            const EveningResult before = recompute(stored);
            for (std::size_t i = 0; i < before.rows.size() && i < failing.size(); ++i)
                failing[i] = before.rows[i].error.has_value();
        } catch (const InputError&) {
        }

        Evening updated = stored;
        updated.title = e.title;
        updated.date = e.date;
        updated.stake = e.stake;
        updated.house_rules = e.house_rules;
        updated.closed = e.closed;
        updated.touren = e.touren;
        validate_setup(updated);
        if (updated.date != stored.date) validate_date(updated.date);
        require_hands_score(updated, failing);

        db.execute("UPDATE evening SET title = ?, date = ?, house_rules = ?, cents_per_unit = ?, "
                   "currency = ?, closed = ?, updated_at = ?, touren_from_hand = ?, touren_rounds = ?, version = version + 1 "
                   "WHERE id = ?",
                   {updated.title, updated.date, to_text(updated.house_rules), static_cast<std::int64_t>(updated.stake.cents_per_unit),
                    updated.stake.currency, updated.closed ? 1 : 0, now_iso(), touren_from(updated.touren), touren_rounds(updated.touren),
                    e.id});
        tx.commit();
        // New house rules or Touren change the state; a closed evening keeps none.
        checkpoints_.erase(e.id);
    });
}

// ---------------------------------------------------------------------------------------------
// Hands

std::int64_t Database::add_hand(std::int64_t evening_id, const Json& inputs, const std::string& uid) {
    const std::string text = to_text(inputs);
    return written([&] {
        sql::Engine& db = *engine_;
        sql::Transaction tx(db, sql::Access::write);
        lock_row(db, "evening", evening_id);
        if (!uid.empty()) {
            // Written before (a queued hand sent again): nothing is written, its id is returned.
            if (const auto known = db.first("SELECT id, evening_id FROM hand WHERE uid = ?", {uid})) {
                if (known->integer(1) != evening_id)
                    throw DatabaseError("Die Spiel-Kennung " + uid + " gehört zu einem anderen Abend.",
                                        "the hand id " + uid + " belongs to another evening");
                return known->integer(0);
            }
        }
        // Scored from the checkpoint: nothing before the new hand is read or walked again.
        EveningState state = take_state(evening_id);
        try {
            (void)state.append(inputs);
        } catch (const InputError&) {
            keep_state(evening_id, std::move(state), evening_token(evening_id));  // refused: the state is as it was
            throw;
        }

        const std::int64_t position = db.number("SELECT COALESCE(MAX(position), 0) + 1 FROM hand WHERE evening_id = ?", {evening_id});
        const std::string now = now_iso();
        const std::int64_t hand_id = insert_hand(db, evening_id, position, uid);
        insert_revision(db, hand_id, 1, "create", text, "", now);
        touch_evening(db, evening_id, now);
        std::string token = evening_token(evening_id);
        tx.commit();
        keep_state(evening_id, std::move(state), std::move(token));
        return hand_id;
    });
}

void Database::correct_hand(std::int64_t hand_id, const Json& inputs, const std::string& note) {
    const std::string text = to_text(inputs);
    written([&] {
        sql::Engine& db = *engine_;
        sql::Transaction tx(db, sql::Access::write);
        lock_row(db, "evening", evening_of(db, hand_id));
        const HandPlace place = find_hand(db, hand_id);
        if (place.deleted)
            throw DatabaseError("Das Spiel " + std::to_string(hand_id) + " ist gelöscht; erst wiederherstellen, dann korrigieren.",
                                "hand " + std::to_string(hand_id) + " is deleted; restore it before correcting it");
        check_data_version();
        Evening e = read_evening(db, place.evening_id);
        require_open(e);
        const std::size_t index = current_index(db, place.evening_id, place.position);
        e.hands.at(index).inputs = inputs;
        EveningState state = state_with(e, index);

        const std::string now = now_iso();
        insert_revision(db, hand_id, place.revision + 1, "correct", text, note, now);
        touch_evening(db, place.evening_id, now);
        std::string token = evening_token(place.evening_id);
        tx.commit();
        keep_state(place.evening_id, std::move(state), std::move(token));
    });
}

void Database::delete_hand(std::int64_t hand_id, const std::string& note) {
    written([&] {
        sql::Engine& db = *engine_;
        sql::Transaction tx(db, sql::Access::write);
        lock_row(db, "evening", evening_of(db, hand_id));
        const HandPlace place = find_hand(db, hand_id);
        if (place.deleted)
            throw DatabaseError("Das Spiel " + std::to_string(hand_id) + " ist bereits gelöscht.",
                                "hand " + std::to_string(hand_id) + " is already deleted");
        check_data_version();
        Evening e = read_evening(db, place.evening_id);
        require_open(e);
        const std::size_t index = current_index(db, place.evening_id, place.position);
        e.hands.erase(e.hands.begin() + static_cast<std::ptrdiff_t>(index));
        // The hands after it move up a place and are walked again. An evening whose setup the
        // deletion breaks (its Touren announced after the last hand left) keeps no checkpoint:
        // its next save is refused with the setup's error, as it always was.
        std::optional<EveningState> state;
        try {
            state.emplace(e);
        } catch (const InputError&) {
        }

        const std::string now = now_iso();
        insert_revision(db, hand_id, place.revision + 1, "delete", place.inputs, note, now);
        set_deleted(db, hand_id, true);
        touch_evening(db, place.evening_id, now);
        std::string token = evening_token(place.evening_id);
        tx.commit();
        if (state) keep_state(place.evening_id, std::move(*state), std::move(token));
        else checkpoints_.erase(place.evening_id);
    });
}

void Database::restore_hand(std::int64_t hand_id) {
    written([&] {
        sql::Engine& db = *engine_;
        sql::Transaction tx(db, sql::Access::write);
        lock_row(db, "evening", evening_of(db, hand_id));
        const HandPlace place = find_hand(db, hand_id);
        if (!place.deleted)
            throw DatabaseError("Das Spiel " + std::to_string(hand_id) + " ist nicht gelöscht.",
                                "hand " + std::to_string(hand_id) + " is not deleted");
        // The "delete" revision carries the inputs that were deleted.
        check_data_version();
        Evening e = read_evening(db, place.evening_id);
        require_open(e);
        validate_setup(e);  // the evening as it stands, before the hand returns to it
        const std::size_t index = current_index(db, place.evening_id, place.position);
        e.hands.insert(e.hands.begin() + static_cast<std::ptrdiff_t>(index),
                       HandRecord{hand_id, place.revision + 1, from_text(place.inputs, "hand " + std::to_string(hand_id))});
        EveningState state = state_with(e, index);

        const std::string now = now_iso();
        insert_revision(db, hand_id, place.revision + 1, "restore", place.inputs, "", now);
        set_deleted(db, hand_id, false);
        touch_evening(db, place.evening_id, now);
        std::string token = evening_token(place.evening_id);
        tx.commit();
        keep_state(place.evening_id, std::move(state), std::move(token));
    });
}

std::vector<HandRevision> Database::hand_history(std::int64_t hand_id) const {
    return guarded([&] {
        std::vector<HandRevision> out = read_revisions(engine_->query(
            std::string(kRevisionColumns) + "FROM hand_revision r JOIN hand h ON h.id = r.hand_id WHERE r.hand_id = ? ORDER BY r.revision",
            {hand_id}));
        if (out.empty()) throw no_hand(hand_id);
        return out;
    });
}

namespace {

/// Revisions of evening `evening_id` as read_revisions reads them, `rest` being the query after
/// kRevisionColumns with the evening id as its one parameter; one snapshot. DatabaseError if
/// there is no such evening.
std::vector<HandRevision> evening_revisions(sql::Engine& db, std::int64_t evening_id, const std::string& rest) {
    sql::Transaction tx(db, sql::Access::read);
    require_evening(db, evening_id);
    std::vector<HandRevision> out = read_revisions(db.query(std::string(kRevisionColumns) + rest, {evening_id}));
    tx.commit();
    return out;
}

}  // namespace

std::vector<HandRevision> Database::evening_history(std::int64_t evening_id) const {
    return guarded([&] {
        return evening_revisions(*engine_, evening_id,
                                 std::string("FROM hand_revision r JOIN hand h ON h.id = r.hand_id WHERE h.evening_id = ? ORDER BY r.") +
                                     written_order(*engine_));
    });
}

std::vector<HandRevision> Database::deleted_hands(std::int64_t evening_id) const {
    return guarded([&] {
        return evening_revisions(*engine_, evening_id,
                                 "FROM hand h JOIN hand_revision r ON r.hand_id = h.id "
                                 "AND r.revision = (SELECT MAX(revision) FROM hand_revision WHERE hand_id = h.id) "
                                 "WHERE h.evening_id = ? AND h.deleted = 1 ORDER BY h.id");
    });
}

// ---------------------------------------------------------------------------------------------
// Wastebasket and purge

namespace {

/// Whether evening `id` is in the wastebasket; DatabaseError if there is no such evening.
bool in_wastebasket(sql::Engine& db, std::int64_t id) {
    const std::optional<sql::Row> q = db.first("SELECT CASE WHEN deleted_at IS NULL THEN 0 ELSE 1 END FROM evening WHERE id = ?", {id});
    if (!q) throw no_evening(id);
    return q->integer(0) != 0;
}

void set_wastebasket(sql::Engine& db, std::int64_t id, bool deleted) {
    db.execute("UPDATE evening SET deleted_at = ? WHERE id = ?", {deleted ? sql::Value(now_iso()) : sql::Value(), id});
}

}  // namespace

void Database::delete_evening(std::int64_t evening_id) {
    written([&] {
        sql::Transaction tx(*engine_, sql::Access::write);
        lock_row(*engine_, "evening", evening_id);
        if (in_wastebasket(*engine_, evening_id))
            throw DatabaseError("Der Abend " + std::to_string(evening_id) + " ist bereits im Papierkorb.",
                                "evening " + std::to_string(evening_id) + " is already in the wastebasket");
        set_wastebasket(*engine_, evening_id, true);
        tx.commit();
    });
}

void Database::restore_evening(std::int64_t evening_id) {
    written([&] {
        sql::Transaction tx(*engine_, sql::Access::write);
        lock_row(*engine_, "evening", evening_id);
        if (!in_wastebasket(*engine_, evening_id))
            throw DatabaseError("Der Abend " + std::to_string(evening_id) + " ist nicht im Papierkorb.",
                                "evening " + std::to_string(evening_id) + " is not in the wastebasket");
        set_wastebasket(*engine_, evening_id, false);
        tx.commit();
    });
}

void Database::purge_evening(std::int64_t evening_id) {
    written([&] {
        sql::Engine& db = *engine_;
        sql::Transaction tx(db, sql::Access::write);
        lock_row(db, "evening", evening_id);
        if (!in_wastebasket(db, evening_id))
            throw DatabaseError("Nur ein Abend im Papierkorb kann endgültig gelöscht werden.",
                                "only an evening in the wastebasket can be purged");
        for (const char* sql : {"DELETE FROM hand_revision WHERE hand_id IN (SELECT id FROM hand WHERE evening_id = ?)",
                                "DELETE FROM hand WHERE evening_id = ?", "DELETE FROM player WHERE evening_id = ?",
                                "DELETE FROM evening WHERE id = ?"})
            db.execute(sql, {evening_id});
        tx.commit();
        checkpoints_.erase(evening_id);
    });
}

void Database::purge_hand(std::int64_t hand_id) {
    written([&] {
        sql::Engine& db = *engine_;
        sql::Transaction tx(db, sql::Access::write);
        lock_row(db, "evening", evening_of(db, hand_id));
        const HandPlace place = find_hand(db, hand_id);
        if (!place.deleted)
            throw DatabaseError("Nur ein gelöschtes Spiel kann endgültig entfernt werden.", "only a deleted hand can be purged");
        require_open(read_evening(db, place.evening_id));
        // Only a deleted hand is purged: the evening's hands, and so its checkpoint, stay as they are.
        for (const char* sql : {"DELETE FROM hand_revision WHERE hand_id = ?", "DELETE FROM hand WHERE id = ?"}) db.execute(sql, {hand_id});
        touch_evening(db, place.evening_id, now_iso());
        tx.commit();
    });
}

void Database::restore_revision(std::int64_t hand_id, int revision, const std::string& note) {
    written([&] {
        sql::Engine& db = *engine_;
        sql::Transaction tx(db, sql::Access::write);
        lock_row(db, "evening", evening_of(db, hand_id));
        const HandPlace place = find_hand(db, hand_id);
        const std::optional<sql::Row> r = db.first("SELECT action, inputs FROM hand_revision WHERE hand_id = ? AND revision = ?", {hand_id, revision});
        if (!r)
            throw DatabaseError("Das Spiel " + std::to_string(hand_id) + " hat keine Fassung " + std::to_string(revision) + ".",
                                "hand " + std::to_string(hand_id) + " has no revision " + std::to_string(revision));
        if (r->text(0) == "delete")
            throw DatabaseError("Eine Löschung ist keine Fassung, die man wiederherstellen kann.",
                                "a deletion is not a revision that can be restored");
        const std::string text = r->text(1);
        check_data_version();
        Evening e = read_evening(db, place.evening_id);
        require_open(e);
        validate_setup(e);  // the evening as it stands, before the hand returns to it
        const std::size_t index = current_index(db, place.evening_id, place.position);
        HandRecord restored{hand_id, place.revision + 1, from_text(text, "hand " + std::to_string(hand_id))};
        if (place.deleted) e.hands.insert(e.hands.begin() + static_cast<std::ptrdiff_t>(index), std::move(restored));
        else e.hands.at(index) = std::move(restored);
        EveningState state = state_with(e, index);

        const std::string now = now_iso();
        insert_revision(db, hand_id, place.revision + 1, "restore", text, note, now);
        if (place.deleted) set_deleted(db, hand_id, false);
        touch_evening(db, place.evening_id, now);
        std::string token = evening_token(place.evening_id);
        tx.commit();
        keep_state(place.evening_id, std::move(state), std::move(token));
    });
}

// ---------------------------------------------------------------------------------------------
// Statistics kept as derived data

std::vector<EveningStatistics> Database::evening_statistics(const std::string& program) {
    std::vector<EveningStatistics> out;
    std::vector<StaleFigures> stale;
    guarded([&] {
        out.clear();
        stale.clear();
        sql::Engine& db = *engine_;
        sql::Transaction tx(db, sql::Access::read);  // one snapshot: the keys and the evenings they stand for
        for (const sql::Row& q : db.query("SELECT e.id, e.title, e.date, e.currency, e.version, "
                                          "s.evening_version, s.fingerprint, s.figures "
                                          "FROM evening e LEFT JOIN evening_statistics s ON s.evening_id = e.id "
                                          "WHERE e.deleted_at IS NULL ORDER BY e.date, e.id")) {
            EveningStatistics item{q.integer(0), q.text(1), q.text(2), q.text(3), {}};
            if (std::optional<EveningFigures> kept = kept_figures(q, 4, program, figures_from_text)) item.figures = std::move(*kept);
            else stale.push_back(StaleFigures{out.size(), q.integer(4), read_evening(db, item.id)});
            out.push_back(std::move(item));
        }
        tx.commit();
    });
    if (stale.empty()) return out;
    std::vector<EveningFigures> figures = refresh_figures(stale, program);
    for (std::size_t k = 0; k < stale.size(); ++k) out[stale[k].index].figures = std::move(figures[k]);
    return out;
}

std::vector<EveningFigures> Database::refresh_figures(const std::vector<StaleFigures>& stale, const std::string& program) {
    std::vector<EveningFigures> out;
    out.reserve(stale.size());
    for (const StaleFigures& s : stale) out.push_back(evening_figures(s.evening));
    // Stored for the next call, each only while its evening still has the version it was computed
    // at. Derived data: when it cannot be written, the figures computed are the answer all the same,
    // and while the integrity check runs in the background they are not stored (a read does not
    // wait for it).
    if (integrity() == Integrity::pending) return out;
    try {
        written([&] {
            sql::Transaction tx(*engine_, sql::Access::write);
            for (std::size_t k = 0; k < stale.size(); ++k) {
                const StaleFigures& s = stale[k];
                engine_->execute("INSERT INTO evening_statistics(evening_id, evening_version, fingerprint, figures) "
                                 "SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM evening WHERE id = ? AND version = ?) "
                                 "ON CONFLICT(evening_id) DO UPDATE SET evening_version = excluded.evening_version, "
                                 "fingerprint = excluded.fingerprint, figures = excluded.figures",
                                 {s.evening.id, s.version, program, figures_json(out[k]).dump(), s.evening.id, s.version});
            }
            tx.commit();
        });
    } catch (const DatabaseError&) {
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Presets and settings

std::vector<Preset> Database::list_presets() const {
    return guarded([&] {
        std::vector<Preset> out;
        for (const sql::Row& q : engine_->query("SELECT name, variant, house_rules, description FROM preset ORDER BY variant, name")) {
            Preset p;
            p.name = q.text(0);
            p.variant = q.text(1);
            try {
                p.house_rules = Json::parse(q.text(2));
            } catch (const Json::exception&) {
                continue;
            }
            const std::string d = q.text(3);
            p.description = Text{d, d};
            out.push_back(std::move(p));
        }
        return out;
    });
}

void Database::save_preset(const Preset& p) {
    validate_preset(p);
    const std::string rules = to_text(p.house_rules);
    written([&] {
        sql::Transaction tx(*engine_, sql::Access::write);
        engine_->execute("INSERT INTO preset(name, variant, house_rules, description, updated_at) VALUES(?, ?, ?, ?, ?) "
                         "ON CONFLICT(variant, name) DO UPDATE SET house_rules = excluded.house_rules, "
                         "description = excluded.description, updated_at = excluded.updated_at",
                         {p.name, p.variant, rules, p.description.de, now_iso()});
        tx.commit();
    });
}

void Database::delete_preset(const std::string& variant, const std::string& name) {
    written([&] {
        if (engine_->execute("DELETE FROM preset WHERE variant = ? AND name = ?", {variant, name}) == 0)
            throw DatabaseError("Es gibt keine Vorlage '" + name + "' für " + variant + ".",
                                "there is no preset '" + name + "' for " + variant);
    });
}

std::optional<std::string> Database::setting(const std::string& key) const {
    return guarded([&]() -> std::optional<std::string> {
        const std::optional<sql::Row> q = engine_->first("SELECT value FROM setting WHERE key = ?", {key});
        if (!q) return std::nullopt;
        return q->text(0);
    });
}

void Database::set_setting(const std::string& key, const std::string& value) {
    written([&] {
        engine_->execute("INSERT INTO setting(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", {key, value});
    });
}

// ---------------------------------------------------------------------------------------------
// Tournaments

namespace {

/// The seed as the databases keep it (a signed 64-bit integer, the same bits).
std::int64_t seed_to_row(std::uint64_t seed) { return static_cast<std::int64_t>(seed); }
std::uint64_t seed_from_row(std::int64_t v) { return static_cast<std::uint64_t>(v); }

/// A cup from a row (id, name, definition).
tournament::Cup read_cup(const sql::Row& q) {
    tournament::Cup c = tournament::cup_from_json(from_text(q.text(2), "cup"));
    c.id = q.integer(0);
    c.name = q.text(1);
    return c;
}

DatabaseError no_cup(std::int64_t id) { return DatabaseError("Es gibt keinen Cup " + std::to_string(id) + ".", "there is no cup " + std::to_string(id)); }

}  // namespace

std::vector<tournament::Player> Database::list_roster() const {
    return guarded([&] {
        std::vector<tournament::Player> out;
        for (const sql::Row& q : engine_->query("SELECT id, name, club, member_id FROM roster_player ORDER BY id"))
            out.push_back({q.integer(0), q.text(1), q.text(2), q.text(3)});
        return out;
    });
}

namespace {

/// The player's name as the roster writes it; InputError "name" when empty.
std::string roster_name(const tournament::Player& p) {
    const std::string name = normalize_name(p.name);
    if (name.empty()) throw InputError("name", {}, Text{"Der Spieler braucht einen Namen.", "the player needs a name"});
    return name;
}

/// Whether a player of this name and club is on the roster (inside the caller's transaction).
bool on_roster(sql::Engine& engine, const std::string& name, const std::string& club) {
    return engine.first("SELECT id FROM roster_player WHERE name = ? AND club = ?", {name, club}).has_value();
}

tournament::PlayerId insert_player(sql::Engine& engine, const std::string& name, const tournament::Player& p) {
    return engine.insert("INSERT INTO roster_player(name, club, member_id) VALUES(?, ?, ?) RETURNING id", {name, p.club, p.member_id});
}

}  // namespace

tournament::PlayerId Database::add_player(const tournament::Player& p) {
    const std::string name = roster_name(p);
    return written([&] {
        sql::Transaction tx(*engine_, sql::Access::write);
        lock_key(*engine_, kRosterLock);
        if (on_roster(*engine_, name, p.club))
            throw InputError("name", {}, Text{"„" + name + "“ (" + p.club + ") steht schon in der Spielerliste.",
                                              "\"" + name + "\" (" + p.club + ") is already on the roster"});
        const tournament::PlayerId id = insert_player(*engine_, name, p);
        tx.commit();
        return id;
    });
}

RosterImport Database::import_roster(const std::vector<tournament::Player>& players) {
    std::vector<std::string> names;
    for (const tournament::Player& p : players) names.push_back(roster_name(p));  // all checked before one is added
    return written([&] {
        RosterImport r;
        sql::Transaction tx(*engine_, sql::Access::write);
        lock_key(*engine_, kRosterLock);
        for (std::size_t i = 0; i < players.size(); ++i) {
            if (on_roster(*engine_, names[i], players[i].club)) {
                ++r.known;
                continue;
            }
            insert_player(*engine_, names[i], players[i]);
            ++r.added;
        }
        tx.commit();
        return r;
    });
}

std::int64_t Database::save_cup(const tournament::Cup& c) {
    tournament::validate_cup(c);
    return written([&] {
        sql::Transaction tx(*engine_, sql::Access::write);
        std::int64_t id = c.id;
        if (engine_->first("SELECT id FROM cup WHERE name = ? AND id <> ?", {c.name, id}))
            throw InputError("name", {}, Text{"Es gibt schon einen Cup „" + c.name + "“.", "there is already a cup \"" + c.name + "\""});
        const std::string definition = to_text(tournament::cup_to_json(c));
        if (id == 0) {
            id = engine_->insert("INSERT INTO cup(name, definition, updated_at) VALUES(?, ?, ?) RETURNING id", {c.name, definition, now_iso()});
        } else if (engine_->execute("UPDATE cup SET name = ?, definition = ?, updated_at = ? WHERE id = ?", {c.name, definition, now_iso(), id}) == 0) {
            throw no_cup(id);
        }
        tx.commit();
        return id;
    });
}

std::vector<tournament::Cup> Database::list_cups() const {
    return guarded([&] {
        std::vector<tournament::Cup> out;
        for (const sql::Row& q : engine_->query("SELECT id, name, definition FROM cup ORDER BY id")) out.push_back(read_cup(q));
        return out;
    });
}

tournament::Cup Database::load_cup(std::int64_t id) const {
    return guarded([&] {
        const std::optional<sql::Row> q = engine_->first("SELECT id, name, definition FROM cup WHERE id = ?", {id});
        if (!q) throw no_cup(id);
        return read_cup(*q);
    });
}

std::int64_t Database::create_tournament(const tournament::Tournament& t) {
    validate_date(t.date);
    return written([&] {
        sql::Transaction tx(*engine_, sql::Access::write);
        (void)load_cup(t.cup_id);
        const std::int64_t id = engine_->insert("INSERT INTO tournament(cup_id, title, date, seed, created_at) VALUES(?, ?, ?, ?, ?) RETURNING id",
                                                {t.cup_id, t.title, t.date, seed_to_row(t.seed), now_iso()});
        tx.commit();
        return id;
    });
}

std::vector<std::int64_t> Database::list_tournaments(std::int64_t cup_id) const {
    return guarded([&] {
        std::vector<std::int64_t> out;
        for (const sql::Row& q : engine_->query("SELECT id FROM tournament WHERE cup_id = ? ORDER BY date, id", {cup_id})) out.push_back(q.integer(0));
        return out;
    });
}

tournament::Tournament Database::load_tournament(std::int64_t id) const {
    return guarded([&] {
        sql::Transaction tx(*engine_, sql::Access::read);  // one snapshot for the three queries
        tournament::Tournament t;
        const std::optional<sql::Row> q = engine_->first("SELECT id, cup_id, title, date, seed FROM tournament WHERE id = ?", {id});
        if (!q) throw DatabaseError("Es gibt kein Turnier " + std::to_string(id) + ".", "there is no tournament " + std::to_string(id));
        t.id = q->integer(0);
        t.cup_id = q->integer(1);
        t.title = q->text(2);
        t.date = q->text(3);
        t.seed = seed_from_row(q->integer(4));
        Json rounds = Json::array();
        for (const sql::Row& r : engine_->query("SELECT draw FROM tournament_round WHERE tournament_id = ? ORDER BY round", {id}))
            rounds.push_back(from_text(r.text(0), "tournament_round"));
        t.rounds = tournament::rounds_from_json(rounds);
        for (const sql::Row& r : engine_->query(std::string("SELECT sheet FROM tournament_sheet WHERE tournament_id = ? ORDER BY ") + written_order(*engine_), {id}))
            t.sheets.push_back(tournament::sheet_from_json(from_text(r.text(0), "tournament_sheet")));
        tx.commit();
        return t;
    });
}

void Database::add_round(std::int64_t tournament_id, int round, const tournament::Round& r) {
    written([&] {
        sql::Transaction tx(*engine_, sql::Access::write);
        lock_row(*engine_, "tournament", tournament_id);
        const std::int64_t count = engine_->number("SELECT COUNT(*) FROM tournament_round WHERE tournament_id = ?", {tournament_id});
        if (round != count + 1)
            throw DatabaseError("Runde " + std::to_string(round) + " kann nicht ausgelost werden; ausgelost sind " + std::to_string(count) + ".",
                                "round " + std::to_string(round) + " cannot be drawn; " + std::to_string(count) + " are drawn");
        engine_->execute("INSERT INTO tournament_round(tournament_id, round, draw, created_at) VALUES(?, ?, ?, ?)",
                         {tournament_id, round, to_text(tournament::rounds_to_json({r}).at(0)), now_iso()});
        tx.commit();
    });
}

void Database::add_tournament_sheet(std::int64_t tournament_id, const tournament::Sheet& sheet) {
    written([&] {
        sql::Transaction tx(*engine_, sql::Access::write);
        lock_row(*engine_, "tournament", tournament_id);
        tournament::Sheet s = sheet;
        s.revision = static_cast<int>(engine_->number(
                         "SELECT COALESCE(MAX(revision), 0) FROM tournament_sheet WHERE tournament_id = ? AND round = ? AND table_no = ?",
                         {tournament_id, s.round, s.table})) +
                     1;
        engine_->execute("INSERT INTO tournament_sheet(tournament_id, round, table_no, revision, sheet, created_at) VALUES(?, ?, ?, ?, ?, ?)",
                         {tournament_id, s.round, s.table, s.revision, to_text(tournament::sheet_to_json(s)), now_iso()});
        tx.commit();
    });
}

}  // namespace tarock
