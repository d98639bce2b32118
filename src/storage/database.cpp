// The app's SQLite database: schema and migrations, evenings, hands and their revisions.
//
// Layout (schema 3):
//   evening(id, title, date, variant, house_rules JSON text, cents_per_unit, currency,
//           first_dealer, closed, created_at, updated_at, touren_from_hand, touren_rounds)
//   player(evening_id, seat, name)
//   hand(id, evening_id, position, deleted)          position: 1-based, never reused
//   hand_revision(hand_id, revision, action, inputs JSON text, created_at, note)
// The current state of a hand is its highest revision; hand.deleted mirrors whether that
// revision is a "delete". Results are never stored: they are recomputed from the inputs.

#include "storage/database.hpp"

#include "core/table.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <SQLiteCpp/VariadicBind.h>
#include <sqlite3.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <map>
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

/// One migration step: the SQL that turns schema `to - 1` into schema `to`.
struct MigrationStep {
    int to;
    const char* sql;
};

/// The steps in order; step i creates schema i + 1. A new schema version appends a step.
constexpr MigrationStep kMigrations[] = {
    {1, kSchemaV1},
    {2, kSchemaV2},
    {3, kSchemaV3},
    {4, kSchemaV4},
    {5, kSchemaV5},
};
static_assert(std::size(kMigrations) == static_cast<std::size_t>(kSchemaVersion),
              "every schema version needs exactly one migration step");

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

/// Turns an SQLite failure into a DatabaseError that says what it means for the user.
DatabaseError translate(const SQLite::Exception& e, const std::string& path) {
    const std::string detail = e.what();
    switch (e.getErrorCode() & 0xff) {
        case SQLITE_BUSY:
        case SQLITE_LOCKED:
            return DatabaseError("Die Datenbank '" + path + "' ist von einem anderen Programm gesperrt (" + detail + ").",
                                 "the database '" + path + "' is locked by another program (" + detail + ")");
        case SQLITE_NOTADB:
            return DatabaseError("Die Datei '" + path + "' ist keine Tarock-Buchhalter-Datenbank oder beschädigt (" + detail + ").",
                                 "the file '" + path + "' is not a Tarock Buchhalter database or is damaged (" + detail + ")");
        case SQLITE_CORRUPT:
            return damaged(path, detail);
        case SQLITE_FULL:
            return DatabaseError("Der Datenträger ist voll; die Datenbank '" + path + "' kann nicht geschrieben werden.",
                                 "the disk is full; the database '" + path + "' cannot be written");
        case SQLITE_READONLY:
        case SQLITE_CANTOPEN:
        case SQLITE_PERM:
        case SQLITE_IOERR:
            return DatabaseError("Die Datenbank '" + path + "' kann nicht gelesen oder geschrieben werden (" + detail + ").",
                                 "the database '" + path + "' cannot be read or written (" + detail + ")");
        default:
            return DatabaseError("Datenbankfehler in '" + path + "': " + detail,
                                 "database error in '" + path + "': " + detail);
    }
}

/// Runs `f`, turning SQLite failures into DatabaseError (InputError and DatabaseError pass).
template <class F>
auto guarded(const std::string& path, F&& f) -> decltype(f()) {
    try {
        return f();
    } catch (const SQLite::Exception& e) {
        throw translate(e, path);
    }
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

/// Runs one statement with `args` bound to its parameters in order; returns the rows it changed.
template <class... Args>
int run(SQLite::Database& db, const char* sql, const Args&... args) {
    SQLite::Statement q(db, sql);
    SQLite::bind(q, args...);
    return q.exec();
}

/// The one number a query with `args` bound gives (a COUNT, a MAX).
template <class... Args>
std::int64_t number(SQLite::Database& db, const char* sql, const Args&... args) {
    SQLite::Statement q(db, sql);
    SQLite::bind(q, args...);
    q.executeStep();
    return q.getColumn(0).getInt64();
}

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

HandPlace find_hand(SQLite::Database& db, std::int64_t hand_id) {
    SQLite::Statement q(db,
                        "SELECT h.evening_id, h.position, h.deleted, r.revision, r.inputs "
                        "FROM hand h JOIN hand_revision r ON r.hand_id = h.id "
                        "WHERE h.id = ? ORDER BY r.revision DESC LIMIT 1");
    q.bind(1, hand_id);
    if (!q.executeStep()) throw no_hand(hand_id);
    HandPlace p;
    p.evening_id = q.getColumn(0).getInt64();
    p.position = q.getColumn(1).getInt64();
    p.deleted = q.getColumn(2).getInt() != 0;
    p.revision = q.getColumn(3).getInt();
    p.inputs = q.getColumn(4).getString();
    return p;
}

Evening read_evening(SQLite::Database& db, std::int64_t id) {
    Evening e;
    {
        SQLite::Statement q(db,
                            "SELECT title, date, variant, house_rules, cents_per_unit, currency, first_dealer, closed, "
                            "touren_from_hand, touren_rounds FROM evening WHERE id = ?");
        q.bind(1, id);
        if (!q.executeStep()) throw no_evening(id);
        e.id = id;
        e.title = q.getColumn(0).getString();
        e.date = q.getColumn(1).getString();
        e.variant = q.getColumn(2).getString();
        e.house_rules = from_text(q.getColumn(3).getString(), "house_rules");
        e.stake.cents_per_unit = q.getColumn(4).getInt64();
        e.stake.currency = q.getColumn(5).getString();
        e.first_dealer = q.getColumn(6).getInt();
        e.closed = q.getColumn(7).getInt() != 0;
        if (!q.getColumn(8).isNull()) e.touren = Touren{q.getColumn(8).getInt(), q.getColumn(9).getInt()};
    }
    {
        SQLite::Statement q(db, "SELECT name FROM player WHERE evening_id = ? ORDER BY seat");
        q.bind(1, id);
        while (q.executeStep()) e.players.push_back(q.getColumn(0).getString());
    }
    {
        SQLite::Statement q(db,
                            "SELECT h.id, r.revision, r.inputs FROM hand h "
                            "JOIN hand_revision r ON r.hand_id = h.id "
                            "AND r.revision = (SELECT MAX(revision) FROM hand_revision WHERE hand_id = h.id) "
                            "WHERE h.evening_id = ? AND h.deleted = 0 ORDER BY h.position");
        q.bind(1, id);
        while (q.executeStep()) {
            HandRecord h;
            h.id = q.getColumn(0).getInt64();
            h.revision = q.getColumn(1).getInt();
            h.inputs = from_text(q.getColumn(2).getString(), "hand " + std::to_string(h.id));
            e.hands.push_back(std::move(h));
        }
    }
    return e;
}

/// The columns read_revisions reads, of hand_revision r joined with hand h.
constexpr const char* kRevisionColumns = "SELECT r.hand_id, r.revision, r.action, r.created_at, r.note, r.inputs, h.position ";

/// Throws DatabaseError if there is no evening `id`.
void require_evening(SQLite::Database& db, std::int64_t id) {
    if (number(db, "SELECT COUNT(*) FROM evening WHERE id = ?", id) == 0) throw no_evening(id);
}

std::vector<HandRevision> read_revisions(SQLite::Statement& q) {
    std::vector<HandRevision> out;
    while (q.executeStep()) {
        HandRevision r;
        r.hand_id = q.getColumn(0).getInt64();
        r.revision = q.getColumn(1).getInt();
        r.action = q.getColumn(2).getString();
        r.created_at = q.getColumn(3).getString();
        r.note = q.getColumn(4).getString();
        r.inputs = from_text(q.getColumn(5).getString(), "hand " + std::to_string(r.hand_id));
        r.position = q.getColumn(6).getInt();
        out.push_back(std::move(r));
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Writing (inside the caller's transaction)

/// Binds the Touren (or two NULLs) to parameters `first` and `first + 1`.
void bind_touren(SQLite::Statement& q, int first, const std::optional<Touren>& t) {
    if (t) {
        q.bind(first, t->from_hand);
        q.bind(first + 1, t->rounds);
    } else {
        q.bind(first);
        q.bind(first + 1);
    }
}

/// Hands of a closed (settled) evening are not changed; it must be reopened first.
void require_open(const Evening& e) {
    if (e.closed)
        throw DatabaseError("Der Abend ist abgeschlossen; zum Ändern erst wieder öffnen.",
                            "the evening is closed; reopen it before changing its hands");
}

void insert_revision(SQLite::Database& db, std::int64_t hand_id, int revision, const char* action,
                     const std::string& inputs, const std::string& note, const std::string& now) {
    run(db, "INSERT INTO hand_revision(hand_id, revision, action, inputs, created_at, note) VALUES(?, ?, ?, ?, ?, ?)",
        hand_id, revision, action, inputs, now, note);
}

std::int64_t insert_hand(SQLite::Database& db, std::int64_t evening_id, std::int64_t position) {
    run(db, "INSERT INTO hand(evening_id, position, deleted) VALUES(?, ?, 0)", evening_id, position);
    return db.getLastInsertRowid();
}

void set_deleted(SQLite::Database& db, std::int64_t hand_id, bool deleted) {
    run(db, "UPDATE hand SET deleted = ? WHERE id = ?", deleted ? 1 : 0, hand_id);
}

void touch_evening(SQLite::Database& db, std::int64_t evening_id, const std::string& now) {
    run(db, "UPDATE evening SET updated_at = ? WHERE id = ?", now, evening_id);
}

/// The index of a hand among the evening's current hands (those not deleted), i.e. the number
/// of current hands before `position`.
std::size_t current_index(SQLite::Database& db, std::int64_t evening_id, std::int64_t position) {
    return static_cast<std::size_t>(
        number(db, "SELECT COUNT(*) FROM hand WHERE evening_id = ? AND deleted = 0 AND position < ?", evening_id, position));
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
/// skipping the hands for which `tolerated[i]` is true.
void require_hands_score(const Evening& e, const std::vector<bool>& tolerated) {
    const EveningResult r = recompute(e);
    for (std::size_t i = 0; i < r.rows.size(); ++i) {
        if (r.rows[i].error && !(i < tolerated.size() && tolerated[i]))
            throw r.rows[i].error->with_field_prefix("hands[" + std::to_string(i) + "]");
    }
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Opening and migrating

Database::Database(const std::string& path) : path_(path) {
    const fs::path parent = fs::path(path).parent_path();
    if (!parent.empty()) {
        std::error_code ec;
        fs::create_directories(parent, ec);
        if (ec)
            throw DatabaseError("Der Ordner '" + parent.string() + "' für die Datenbank kann nicht angelegt werden: " + ec.message(),
                                "cannot create the database folder '" + parent.string() + "': " + ec.message());
    }
    guarded(path_, [&] {
        db_ = std::make_unique<SQLite::Database>(path_, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE, 5000);
        // The first read: a file that is not an SQLite database fails here (SQLITE_NOTADB).
        const int version = user_version(*db_);
        if (version > kSchemaVersion) {
            const std::string n = std::to_string(version), k = std::to_string(kSchemaVersion);
            throw DatabaseError("Diese Datenbank stammt von einer neueren Programmversion (Schema " + n +
                                    "); dieses Programm kennt bis Schema " + k + ".",
                                "this database comes from a newer version of the program (schema " + n +
                                    "); this program knows schemas up to " + k + ".");
        }
        // A damaged file is never written to: not by a migration, not by a command, not by
        // the window (which then shows this message instead of the list of evenings).
        if (const std::string check = quick_check(*db_); check != "ok") throw damaged(path_, "PRAGMA quick_check: " + check);
        migrate();
    });
}

Database::~Database() = default;

void Database::migrate() {
    SQLite::Database& db = *db_;
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
        if (objects > 0)
            throw DatabaseError("Die Datei '" + path_ + "' ist eine SQLite-Datenbank, aber nicht vom Tarock Buchhalter.",
                                "the file '" + path_ + "' is an SQLite database, but not one of Tarock Buchhalter");
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

int Database::schema_version() const {
    return guarded(path_, [&] { return user_version(*db_); });
}

SQLite::Database& Database::connection() {
    checkpoints_.clear();
    return *db_;
}

const EveningState* Database::checkpoint(std::int64_t evening_id) const {
    const auto it = checkpoints_.find(evening_id);
    return it == checkpoints_.end() ? nullptr : &it->second.state;
}

void Database::check_data_version() {
    const std::int64_t version = db_->execAndGet("PRAGMA data_version").getInt64();
    if (version != data_version_) checkpoints_.clear();
    data_version_ = version;
}

EveningState Database::take_state(std::int64_t evening_id) {
    check_data_version();
    if (auto node = checkpoints_.extract(evening_id)) return std::move(node.mapped().state);
    const Evening e = read_evening(*db_, evening_id);
    require_open(e);
    return EveningState(e);
}

void Database::keep_state(std::int64_t evening_id, EveningState state) {
    // A few evenings at a time are kept (the window has one open): beyond them, the one kept
    // longest ago is dropped and walked again when it is next saved.
    constexpr std::size_t kKept = 8;
    if (checkpoints_.size() >= kKept && !checkpoints_.contains(evening_id)) {
        const auto oldest = std::min_element(checkpoints_.begin(), checkpoints_.end(),
                                             [](const auto& a, const auto& b) { return a.second.kept < b.second.kept; });
        checkpoints_.erase(oldest);
    }
    checkpoints_.insert_or_assign(evening_id, Checkpoint{std::move(state), ++keeps_});
}

// ---------------------------------------------------------------------------------------------
// Evenings

std::vector<EveningSummary> Database::list_evenings() const { return list(false); }

std::vector<EveningSummary> Database::list_deleted_evenings() const { return list(true); }

std::vector<EveningSummary> Database::list(bool deleted) const {
    return guarded(path_, [&] {
        SQLite::Database& db = *db_;
        SQLite::Transaction tx(db);  // one snapshot for both queries
        std::map<std::int64_t, std::vector<std::string>> players;
        {
            SQLite::Statement q(db, "SELECT evening_id, name FROM player ORDER BY evening_id, seat");
            while (q.executeStep()) players[q.getColumn(0).getInt64()].push_back(q.getColumn(1).getString());
        }
        std::vector<EveningSummary> out;
        SQLite::Statement q(db,
                            "SELECT e.id, e.title, e.date, e.variant, e.closed, e.updated_at, "
                            "(SELECT COUNT(*) FROM hand h WHERE h.evening_id = e.id AND h.deleted = 0) "
                            "FROM evening e WHERE (e.deleted_at IS NULL) = ? ORDER BY e.date DESC, e.id DESC");
        q.bind(1, deleted ? 0 : 1);
        while (q.executeStep()) {
            EveningSummary s;
            s.id = q.getColumn(0).getInt64();
            s.title = q.getColumn(1).getString();
            s.date = q.getColumn(2).getString();
            s.variant = q.getColumn(3).getString();
            s.closed = q.getColumn(4).getInt() != 0;
            s.updated_at = q.getColumn(5).getString();
            s.hands = q.getColumn(6).getInt();
            if (auto it = players.find(s.id); it != players.end()) s.players = it->second;
            out.push_back(std::move(s));
        }
        tx.commit();
        return out;
    });
}

namespace {

/// An evening checked for storing: setup, date and every hand (InputError; nothing is written),
/// with its names normalised and its JSON texts made.
struct Prepared {
    Evening evening;
    std::string rules;
    std::vector<std::string> hands;
};

Prepared prepare(const Evening& e) {
    validate_setup(e);
    validate_date(e.date);
    require_hands_score(e, {});
    Prepared p{e, to_text(e.house_rules), {}};
    for (std::string& name : p.evening.players) name = normalize_name(name);
    for (const HandRecord& h : e.hands) p.hands.push_back(to_text(h.inputs));
    return p;
}

/// Writes a prepared evening inside the caller's transaction; returns its id.
std::int64_t insert_evening(SQLite::Database& db, const Prepared& p, const std::string& now) {
    const Evening& e = p.evening;
    SQLite::Statement q(db,
                        "INSERT INTO evening(title, date, variant, house_rules, cents_per_unit, currency, "
                        "first_dealer, closed, created_at, updated_at, touren_from_hand, touren_rounds) "
                        "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    q.bind(1, e.title);
    q.bind(2, e.date);
    q.bind(3, e.variant);
    q.bind(4, p.rules);
    q.bind(5, static_cast<std::int64_t>(e.stake.cents_per_unit));
    q.bind(6, e.stake.currency);
    q.bind(7, e.first_dealer);
    q.bind(8, e.closed ? 1 : 0);
    q.bind(9, now);
    q.bind(10, now);
    bind_touren(q, 11, e.touren);
    q.exec();
    const std::int64_t id = db.getLastInsertRowid();
    SQLite::Statement ins(db, "INSERT INTO player(evening_id, seat, name) VALUES(?, ?, ?)");
    for (std::size_t seat = 0; seat < e.players.size(); ++seat) {
        ins.bind(1, id);
        ins.bind(2, static_cast<std::int64_t>(seat));
        ins.bind(3, e.players[seat]);
        ins.exec();
        ins.reset();
    }
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
std::int64_t stored_as(SQLite::Database& db, const Evening& e) {
    SQLite::Statement q(db,
                        "SELECT id FROM evening WHERE deleted_at IS NULL AND variant = ? AND date = ? AND title = ? "
                        "AND first_dealer = ? ORDER BY id");
    q.bind(1, e.variant);
    q.bind(2, e.date);
    q.bind(3, e.title);
    q.bind(4, e.first_dealer);
    std::vector<std::int64_t> candidates;
    while (q.executeStep()) candidates.push_back(q.getColumn(0).getInt64());
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
    return guarded(path_, [&] {
        SQLite::Transaction tx(*db_, SQLite::TransactionBehavior::IMMEDIATE);
        const std::int64_t id = insert_evening(*db_, p, now_iso());
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
    return guarded(path_, [&] {
        // One transaction for the whole file: a failure, a full disk, a lock or a killed process
        // leaves none of its evenings.
        SQLite::Transaction tx(*db_, SQLite::TransactionBehavior::IMMEDIATE);
        const std::string now = now_iso();
        std::vector<ImportedEvening> out;
        for (const Prepared& p : prepared) {
            if (const std::int64_t id = stored_as(*db_, p.evening)) out.push_back(ImportedEvening{id, true});
            else out.push_back(ImportedEvening{insert_evening(*db_, p, now), false});
        }
        tx.commit();
        return out;
    });
}

Evening Database::load_evening(std::int64_t id) const {
    return guarded(path_, [&] {
        SQLite::Transaction tx(*db_);  // one snapshot for the three queries
        Evening e = read_evening(*db_, id);
        tx.commit();
        return e;
    });
}

void Database::update_evening(const Evening& e) {
    guarded(path_, [&] {
        SQLite::Database& db = *db_;
        SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
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

        SQLite::Statement q(db,
                            "UPDATE evening SET title = ?, date = ?, house_rules = ?, cents_per_unit = ?, "
                            "currency = ?, closed = ?, updated_at = ?, touren_from_hand = ?, touren_rounds = ? "
                            "WHERE id = ?");
        q.bind(1, updated.title);
        q.bind(2, updated.date);
        q.bind(3, to_text(updated.house_rules));
        q.bind(4, static_cast<std::int64_t>(updated.stake.cents_per_unit));
        q.bind(5, updated.stake.currency);
        q.bind(6, updated.closed ? 1 : 0);
        q.bind(7, now_iso());
        bind_touren(q, 8, updated.touren);
        q.bind(10, e.id);
        q.exec();
        tx.commit();
        // New house rules or Touren change the state; a closed evening keeps none.
        checkpoints_.erase(e.id);
    });
}

// ---------------------------------------------------------------------------------------------
// Hands

std::int64_t Database::add_hand(std::int64_t evening_id, const Json& inputs) {
    const std::string text = to_text(inputs);
    return guarded(path_, [&] {
        SQLite::Database& db = *db_;
        SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
        // Scored from the checkpoint: nothing before the new hand is read or walked again.
        EveningState state = take_state(evening_id);
        try {
            (void)state.append(inputs);
        } catch (const InputError&) {
            keep_state(evening_id, std::move(state));  // refused: the state is as it was
            throw;
        }

        const std::int64_t position = number(db, "SELECT COALESCE(MAX(position), 0) + 1 FROM hand WHERE evening_id = ?", evening_id);
        const std::string now = now_iso();
        const std::int64_t hand_id = insert_hand(db, evening_id, position);
        insert_revision(db, hand_id, 1, "create", text, "", now);
        touch_evening(db, evening_id, now);
        tx.commit();
        keep_state(evening_id, std::move(state));
        return hand_id;
    });
}

void Database::correct_hand(std::int64_t hand_id, const Json& inputs, const std::string& note) {
    const std::string text = to_text(inputs);
    guarded(path_, [&] {
        SQLite::Database& db = *db_;
        SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
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
        tx.commit();
        keep_state(place.evening_id, std::move(state));
    });
}

void Database::delete_hand(std::int64_t hand_id, const std::string& note) {
    guarded(path_, [&] {
        SQLite::Database& db = *db_;
        SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
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
        tx.commit();
        if (state) keep_state(place.evening_id, std::move(*state));
        else checkpoints_.erase(place.evening_id);
    });
}

void Database::restore_hand(std::int64_t hand_id) {
    guarded(path_, [&] {
        SQLite::Database& db = *db_;
        SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
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
        tx.commit();
        keep_state(place.evening_id, std::move(state));
    });
}

std::vector<HandRevision> Database::hand_history(std::int64_t hand_id) const {
    return guarded(path_, [&] {
        SQLite::Statement q(*db_, std::string(kRevisionColumns) +
                                      "FROM hand_revision r JOIN hand h ON h.id = r.hand_id WHERE r.hand_id = ? ORDER BY r.revision");
        q.bind(1, hand_id);
        std::vector<HandRevision> out = read_revisions(q);
        if (out.empty()) throw no_hand(hand_id);
        return out;
    });
}

namespace {

/// Revisions of evening `evening_id` as read_revisions reads them, `rest` being the query after
/// kRevisionColumns with the evening id as its one parameter; one snapshot. DatabaseError if
/// there is no such evening.
std::vector<HandRevision> evening_revisions(SQLite::Database& db, std::int64_t evening_id, const char* rest) {
    SQLite::Transaction tx(db);
    require_evening(db, evening_id);
    SQLite::Statement q(db, std::string(kRevisionColumns) + rest);
    q.bind(1, evening_id);
    std::vector<HandRevision> out = read_revisions(q);
    tx.commit();
    return out;
}

}  // namespace

std::vector<HandRevision> Database::evening_history(std::int64_t evening_id) const {
    return guarded(path_, [&] {
        return evening_revisions(*db_, evening_id,
                                 "FROM hand_revision r JOIN hand h ON h.id = r.hand_id WHERE h.evening_id = ? "
                                 "ORDER BY r.rowid");  // rowids grow with every insert: the order of writing
    });
}

std::vector<HandRevision> Database::deleted_hands(std::int64_t evening_id) const {
    return guarded(path_, [&] {
        return evening_revisions(*db_, evening_id,
                                 "FROM hand h JOIN hand_revision r ON r.hand_id = h.id "
                                 "AND r.revision = (SELECT MAX(revision) FROM hand_revision WHERE hand_id = h.id) "
                                 "WHERE h.evening_id = ? AND h.deleted = 1 ORDER BY h.id");
    });
}

// ---------------------------------------------------------------------------------------------
// Wastebasket and purge

namespace {

/// Whether evening `id` is in the wastebasket; DatabaseError if there is no such evening.
bool in_wastebasket(SQLite::Database& db, std::int64_t id) {
    SQLite::Statement q(db, "SELECT deleted_at IS NOT NULL FROM evening WHERE id = ?");
    q.bind(1, id);
    if (!q.executeStep()) throw no_evening(id);
    return q.getColumn(0).getInt() != 0;
}

void set_wastebasket(SQLite::Database& db, std::int64_t id, bool deleted) {
    SQLite::Statement q(db, "UPDATE evening SET deleted_at = ? WHERE id = ?");
    if (deleted) q.bind(1, now_iso());
    else q.bind(1);
    q.bind(2, id);
    q.exec();
}

}  // namespace

void Database::delete_evening(std::int64_t evening_id) {
    guarded(path_, [&] {
        SQLite::Transaction tx(*db_, SQLite::TransactionBehavior::IMMEDIATE);
        if (in_wastebasket(*db_, evening_id))
            throw DatabaseError("Der Abend " + std::to_string(evening_id) + " ist bereits im Papierkorb.",
                                "evening " + std::to_string(evening_id) + " is already in the wastebasket");
        set_wastebasket(*db_, evening_id, true);
        tx.commit();
    });
}

void Database::restore_evening(std::int64_t evening_id) {
    guarded(path_, [&] {
        SQLite::Transaction tx(*db_, SQLite::TransactionBehavior::IMMEDIATE);
        if (!in_wastebasket(*db_, evening_id))
            throw DatabaseError("Der Abend " + std::to_string(evening_id) + " ist nicht im Papierkorb.",
                                "evening " + std::to_string(evening_id) + " is not in the wastebasket");
        set_wastebasket(*db_, evening_id, false);
        tx.commit();
    });
}

void Database::purge_evening(std::int64_t evening_id) {
    guarded(path_, [&] {
        SQLite::Database& db = *db_;
        SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
        if (!in_wastebasket(db, evening_id))
            throw DatabaseError("Nur ein Abend im Papierkorb kann endgültig gelöscht werden.",
                                "only an evening in the wastebasket can be purged");
        for (const char* sql : {"DELETE FROM hand_revision WHERE hand_id IN (SELECT id FROM hand WHERE evening_id = ?)",
                                "DELETE FROM hand WHERE evening_id = ?", "DELETE FROM player WHERE evening_id = ?",
                                "DELETE FROM evening WHERE id = ?"})
            run(db, sql, evening_id);
        tx.commit();
        checkpoints_.erase(evening_id);
    });
}

void Database::purge_hand(std::int64_t hand_id) {
    guarded(path_, [&] {
        SQLite::Database& db = *db_;
        SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
        const HandPlace place = find_hand(db, hand_id);
        if (!place.deleted)
            throw DatabaseError("Nur ein gelöschtes Spiel kann endgültig entfernt werden.", "only a deleted hand can be purged");
        require_open(read_evening(db, place.evening_id));
        // Only a deleted hand is purged: the evening's hands, and so its checkpoint, stay as they are.
        for (const char* sql : {"DELETE FROM hand_revision WHERE hand_id = ?", "DELETE FROM hand WHERE id = ?"}) run(db, sql, hand_id);
        touch_evening(db, place.evening_id, now_iso());
        tx.commit();
    });
}

void Database::restore_revision(std::int64_t hand_id, int revision, const std::string& note) {
    guarded(path_, [&] {
        SQLite::Database& db = *db_;
        SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
        const HandPlace place = find_hand(db, hand_id);
        SQLite::Statement r(db, "SELECT action, inputs FROM hand_revision WHERE hand_id = ? AND revision = ?");
        r.bind(1, hand_id);
        r.bind(2, revision);
        if (!r.executeStep())
            throw DatabaseError("Das Spiel " + std::to_string(hand_id) + " hat keine Fassung " + std::to_string(revision) + ".",
                                "hand " + std::to_string(hand_id) + " has no revision " + std::to_string(revision));
        if (r.getColumn(0).getString() == "delete")
            throw DatabaseError("Eine Löschung ist keine Fassung, die man wiederherstellen kann.",
                                "a deletion is not a revision that can be restored");
        const std::string text = r.getColumn(1).getString();
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
        tx.commit();
        keep_state(place.evening_id, std::move(state));
    });
}

// ---------------------------------------------------------------------------------------------
// Presets and settings

std::vector<Preset> Database::list_presets() const {
    return guarded(path_, [&] {
        SQLite::Statement q(*db_, "SELECT name, variant, house_rules, description FROM preset ORDER BY variant, name");
        std::vector<Preset> out;
        while (q.executeStep()) {
            Preset p;
            p.name = q.getColumn(0).getString();
            p.variant = q.getColumn(1).getString();
            try {
                p.house_rules = Json::parse(q.getColumn(2).getString());
            } catch (const Json::exception&) {
                continue;
            }
            const std::string d = q.getColumn(3).getString();
            p.description = Text{d, d};
            out.push_back(std::move(p));
        }
        return out;
    });
}

void Database::save_preset(const Preset& p) {
    validate_preset(p);
    const std::string rules = to_text(p.house_rules);
    guarded(path_, [&] {
        SQLite::Transaction tx(*db_, SQLite::TransactionBehavior::IMMEDIATE);
        SQLite::Statement q(*db_,
                            "INSERT INTO preset(name, variant, house_rules, description, updated_at) VALUES(?, ?, ?, ?, ?) "
                            "ON CONFLICT(variant, name) DO UPDATE SET house_rules = excluded.house_rules, "
                            "description = excluded.description, updated_at = excluded.updated_at");
        q.bind(1, p.name);
        q.bind(2, p.variant);
        q.bind(3, rules);
        q.bind(4, p.description.de);
        q.bind(5, now_iso());
        q.exec();
        tx.commit();
    });
}

void Database::delete_preset(const std::string& variant, const std::string& name) {
    guarded(path_, [&] {
        SQLite::Statement q(*db_, "DELETE FROM preset WHERE variant = ? AND name = ?");
        q.bind(1, variant);
        q.bind(2, name);
        if (q.exec() == 0)
            throw DatabaseError("Es gibt keine Vorlage '" + name + "' für " + variant + ".",
                                "there is no preset '" + name + "' for " + variant);
    });
}

std::optional<std::string> Database::setting(const std::string& key) const {
    return guarded(path_, [&]() -> std::optional<std::string> {
        SQLite::Statement q(*db_, "SELECT value FROM setting WHERE key = ?");
        q.bind(1, key);
        if (!q.executeStep()) return std::nullopt;
        return q.getColumn(0).getString();
    });
}

void Database::set_setting(const std::string& key, const std::string& value) {
    guarded(path_, [&] {
        SQLite::Statement q(*db_, "INSERT INTO setting(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value");
        q.bind(1, key);
        q.bind(2, value);
        q.exec();
    });
}

// ---------------------------------------------------------------------------------------------
// Tournaments

namespace {

/// The seed as SQLite keeps it (a signed 64-bit integer, the same bits).
std::int64_t seed_to_row(std::uint64_t seed) { return static_cast<std::int64_t>(seed); }
std::uint64_t seed_from_row(std::int64_t v) { return static_cast<std::uint64_t>(v); }

tournament::Cup read_cup(SQLite::Statement& q) {
    tournament::Cup c = tournament::cup_from_json(from_text(q.getColumn(2).getString(), "cup"));
    c.id = q.getColumn(0).getInt64();
    c.name = q.getColumn(1).getString();
    return c;
}

}  // namespace

std::vector<tournament::Player> Database::list_roster() const {
    return guarded(path_, [&] {
        std::vector<tournament::Player> out;
        SQLite::Statement q(*db_, "SELECT id, name, club, member_id FROM roster_player ORDER BY id");
        while (q.executeStep())
            out.push_back({q.getColumn(0).getInt64(), q.getColumn(1).getString(), q.getColumn(2).getString(), q.getColumn(3).getString()});
        return out;
    });
}

tournament::PlayerId Database::add_player(const tournament::Player& p) {
    const std::string name = normalize_name(p.name);
    if (name.empty()) throw InputError("name", {}, Text{"Der Spieler braucht einen Namen.", "the player needs a name"});
    return guarded(path_, [&] {
        SQLite::Transaction tx(*db_, SQLite::TransactionBehavior::IMMEDIATE);
        SQLite::Statement find(*db_, "SELECT id FROM roster_player WHERE name = ? AND club = ?");
        find.bind(1, name);
        find.bind(2, p.club);
        if (find.executeStep())
            throw InputError("name", {}, Text{"„" + name + "“ (" + p.club + ") steht schon in der Spielerliste.",
                                              "\"" + name + "\" (" + p.club + ") is already on the roster"});
        SQLite::Statement q(*db_, "INSERT INTO roster_player(name, club, member_id) VALUES(?, ?, ?)");
        q.bind(1, name);
        q.bind(2, p.club);
        q.bind(3, p.member_id);
        q.exec();
        const std::int64_t id = db_->getLastInsertRowid();
        tx.commit();
        return id;
    });
}

std::int64_t Database::save_cup(const tournament::Cup& c) {
    tournament::validate_cup(c);
    return guarded(path_, [&] {
        SQLite::Transaction tx(*db_, SQLite::TransactionBehavior::IMMEDIATE);
        std::int64_t id = c.id;
        if (id == 0) {
            SQLite::Statement q(*db_, "INSERT INTO cup(name, definition, updated_at) VALUES(?, ?, ?)");
            q.bind(1, c.name);
            q.bind(2, to_text(tournament::cup_to_json(c)));
            q.bind(3, now_iso());
            q.exec();
            id = db_->getLastInsertRowid();
        } else {
            SQLite::Statement q(*db_, "UPDATE cup SET name = ?, definition = ?, updated_at = ? WHERE id = ?");
            q.bind(1, c.name);
            q.bind(2, to_text(tournament::cup_to_json(c)));
            q.bind(3, now_iso());
            q.bind(4, id);
            if (q.exec() == 0) throw DatabaseError("Es gibt keinen Cup " + std::to_string(id) + ".", "there is no cup " + std::to_string(id));
        }
        tx.commit();
        return id;
    });
}

std::vector<tournament::Cup> Database::list_cups() const {
    return guarded(path_, [&] {
        std::vector<tournament::Cup> out;
        SQLite::Statement q(*db_, "SELECT id, name, definition FROM cup ORDER BY id");
        while (q.executeStep()) out.push_back(read_cup(q));
        return out;
    });
}

tournament::Cup Database::load_cup(std::int64_t id) const {
    return guarded(path_, [&] {
        SQLite::Statement q(*db_, "SELECT id, name, definition FROM cup WHERE id = ?");
        q.bind(1, id);
        if (!q.executeStep()) throw DatabaseError("Es gibt keinen Cup " + std::to_string(id) + ".", "there is no cup " + std::to_string(id));
        return read_cup(q);
    });
}

std::int64_t Database::create_tournament(const tournament::Tournament& t) {
    validate_date(t.date);
    return guarded(path_, [&] {
        SQLite::Transaction tx(*db_, SQLite::TransactionBehavior::IMMEDIATE);
        (void)load_cup(t.cup_id);
        SQLite::Statement q(*db_, "INSERT INTO tournament(cup_id, title, date, seed, created_at) VALUES(?, ?, ?, ?, ?)");
        q.bind(1, t.cup_id);
        q.bind(2, t.title);
        q.bind(3, t.date);
        q.bind(4, seed_to_row(t.seed));
        q.bind(5, now_iso());
        q.exec();
        const std::int64_t id = db_->getLastInsertRowid();
        tx.commit();
        return id;
    });
}

std::vector<std::int64_t> Database::list_tournaments(std::int64_t cup_id) const {
    return guarded(path_, [&] {
        std::vector<std::int64_t> out;
        SQLite::Statement q(*db_, "SELECT id FROM tournament WHERE cup_id = ? ORDER BY date, id");
        q.bind(1, cup_id);
        while (q.executeStep()) out.push_back(q.getColumn(0).getInt64());
        return out;
    });
}

tournament::Tournament Database::load_tournament(std::int64_t id) const {
    return guarded(path_, [&] {
        tournament::Tournament t;
        SQLite::Statement q(*db_, "SELECT id, cup_id, title, date, seed FROM tournament WHERE id = ?");
        q.bind(1, id);
        if (!q.executeStep())
            throw DatabaseError("Es gibt kein Turnier " + std::to_string(id) + ".", "there is no tournament " + std::to_string(id));
        t.id = q.getColumn(0).getInt64();
        t.cup_id = q.getColumn(1).getInt64();
        t.title = q.getColumn(2).getString();
        t.date = q.getColumn(3).getString();
        t.seed = seed_from_row(q.getColumn(4).getInt64());
        SQLite::Statement r(*db_, "SELECT draw FROM tournament_round WHERE tournament_id = ? ORDER BY round");
        r.bind(1, id);
        Json rounds = Json::array();
        while (r.executeStep()) rounds.push_back(from_text(r.getColumn(0).getString(), "tournament_round"));
        t.rounds = tournament::rounds_from_json(rounds);
        SQLite::Statement s(*db_, "SELECT sheet FROM tournament_sheet WHERE tournament_id = ? ORDER BY rowid");
        s.bind(1, id);
        while (s.executeStep()) t.sheets.push_back(tournament::sheet_from_json(from_text(s.getColumn(0).getString(), "tournament_sheet")));
        return t;
    });
}

void Database::add_round(std::int64_t tournament_id, int round, const tournament::Round& r) {
    guarded(path_, [&] {
        SQLite::Transaction tx(*db_, SQLite::TransactionBehavior::IMMEDIATE);
        const int count = db_->execAndGet("SELECT COUNT(*) FROM tournament_round WHERE tournament_id = " + std::to_string(tournament_id)).getInt();
        if (round != count + 1)
            throw DatabaseError("Runde " + std::to_string(round) + " kann nicht ausgelost werden; ausgelost sind " + std::to_string(count) + ".",
                                "round " + std::to_string(round) + " cannot be drawn; " + std::to_string(count) + " are drawn");
        SQLite::Statement q(*db_, "INSERT INTO tournament_round(tournament_id, round, draw, created_at) VALUES(?, ?, ?, ?)");
        q.bind(1, tournament_id);
        q.bind(2, round);
        q.bind(3, to_text(tournament::rounds_to_json({r}).at(0)));
        q.bind(4, now_iso());
        q.exec();
        tx.commit();
    });
}

void Database::add_tournament_sheet(std::int64_t tournament_id, const tournament::Sheet& sheet) {
    guarded(path_, [&] {
        SQLite::Transaction tx(*db_, SQLite::TransactionBehavior::IMMEDIATE);
        SQLite::Statement last(*db_, "SELECT COALESCE(MAX(revision), 0) FROM tournament_sheet WHERE tournament_id = ? AND round = ? AND table_no = ?");
        last.bind(1, tournament_id);
        last.bind(2, sheet.round);
        last.bind(3, sheet.table);
        last.executeStep();
        tournament::Sheet s = sheet;
        s.revision = last.getColumn(0).getInt() + 1;
        SQLite::Statement q(*db_, "INSERT INTO tournament_sheet(tournament_id, round, table_no, revision, sheet, created_at) VALUES(?, ?, ?, ?, ?, ?)");
        q.bind(1, tournament_id);
        q.bind(2, s.round);
        q.bind(3, s.table);
        q.bind(4, s.revision);
        q.bind(5, to_text(tournament::sheet_to_json(s)));
        q.bind(6, now_iso());
        q.exec();
        tx.commit();
    });
}

}  // namespace tarock
