#pragma once
// The SQL engines under storage::Database: one small interface (statements with positional
// parameters "?", rows, transactions, INSERT … RETURNING id) with two implementations, an
// embedded SQLite file (SQLiteCpp, the default) and a PostgreSQL server (libpqxx).
//
// Statements are written once, in the SQL both engines understand; the PostgreSQL engine numbers
// the "?" as $1, $2, ... Where the dialects differ (the schema's column types, the order of writing)
// Database asks dialect(). Every failure of an engine arrives as sql::Error with its kind, so that
// Database can say what it means for the user; no message carries a password.

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace SQLite {
class Database;
class Exception;
}

namespace tarock::sql {

/// A statement parameter or a column value: NULL, a 64-bit integer or a text.
class Value {
public:
    Value() = default;
    Value(std::nullptr_t) {}
    template <class T, std::enable_if_t<std::is_integral_v<T>, int> = 0>
    Value(T v) : v_(static_cast<std::int64_t>(v)) {}
    Value(std::string s) : v_(std::move(s)) {}
    Value(const char* s) : v_(std::string(s)) {}
    template <class T>
    Value(const std::optional<T>& o) {
        if (o) *this = Value(*o);
    }

    bool is_null() const { return std::holds_alternative<std::monostate>(v_); }
    bool is_integer() const { return std::holds_alternative<std::int64_t>(v_); }
    /// The integer (a text holding one, as PostgreSQL sends it, is read; "t"/"f" are 1/0).
    /// NULL is 0.
    std::int64_t integer() const;
    /// The text (an integer as its decimal digits; NULL as "").
    std::string text() const;

private:
    std::variant<std::monostate, std::int64_t, std::string> v_;
};

using Params = std::vector<Value>;

/// One row of a result.
class Row {
public:
    explicit Row(std::vector<Value> columns) : columns_(std::move(columns)) {}
    bool is_null(std::size_t i) const { return columns_.at(i).is_null(); }
    std::int64_t integer(std::size_t i) const { return columns_.at(i).integer(); }
    int int32(std::size_t i) const { return static_cast<int>(integer(i)); }
    std::string text(std::size_t i) const { return columns_.at(i).text(); }
    std::size_t size() const { return columns_.size(); }

private:
    std::vector<Value> columns_;
};

enum class Dialect { sqlite, postgresql };

/// What a transaction does: read (one snapshot: SQLite's deferred BEGIN, PostgreSQL's REPEATABLE
/// READ, read only) or write (SQLite: BEGIN IMMEDIATE, one writer at a time; PostgreSQL: READ
/// COMMITTED, the caller locks the rows it changes).
enum class Access { read, write };

/// Every engine failure. `kind` says what it means; what() is the engine's own message.
class Error : public std::runtime_error {
public:
    enum class Kind {
        busy,           ///< locked by another program longer than the busy timeout
        not_a_database, ///< not an SQLite file
        damaged,        ///< a damaged SQLite file
        disk_full,
        unreadable,     ///< cannot be opened, read or written (permissions, I/O)
        unreachable,    ///< the server cannot be reached or the connection was lost
        conflict,       ///< a serialisation failure or deadlock: the transaction may be run again
        refused,        ///< the server refused the statement (permissions, row-level security)
        other,
    };
    Error(Kind kind, const std::string& message) : std::runtime_error(message), kind_(kind) {}
    Kind kind() const { return kind_; }

private:
    Kind kind_;
};

class Engine {
public:
    virtual ~Engine() = default;
    virtual Dialect dialect() const = 0;
    /// Runs one statement with `params` bound to its "?" in order and returns every row.
    virtual std::vector<Row> query(std::string_view sql, const Params& params = {}) = 0;
    /// Runs one statement; returns the number of rows it changed.
    virtual std::int64_t execute(std::string_view sql, const Params& params = {}) = 0;
    /// Runs several statements without parameters (the schema).
    virtual void script(const std::string& sql) = 0;
    /// Transactions; without one, every statement is its own.
    virtual void begin(Access access) = 0;
    virtual void commit() = 0;
    virtual void rollback() noexcept = 0;

    /// The first row, or std::nullopt.
    std::optional<Row> first(std::string_view sql, const Params& params = {});
    /// The single number a query gives (a COUNT, a MAX); 0 when it gives no row.
    std::int64_t number(std::string_view sql, const Params& params = {});
    /// Runs an INSERT … RETURNING id and returns the id.
    std::int64_t insert(std::string_view sql, const Params& params = {});
};

/// A transaction that is rolled back unless commit() is called.
class Transaction {
public:
    Transaction(Engine& engine, Access access) : engine_(engine) { engine_.begin(access); }
    ~Transaction() {
        if (open_) engine_.rollback();
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit() {
        open_ = false;
        engine_.commit();
    }

private:
    Engine& engine_;
    bool open_ = true;
};

/// True for a PostgreSQL location: "postgresql://…" or "postgres://…".
bool is_postgresql(std::string_view location);
/// The location without its password (a "user:password@" part and a "password=" parameter are
/// taken out): what may be shown, logged or exported.
std::string redact(std::string_view location);

/// Opens the SQLite file at `path` (created if missing) with a busy timeout in milliseconds.
std::unique_ptr<Engine> open_sqlite(const std::string& path, int busy_timeout_ms);
/// Connects to the PostgreSQL server at `location` (a libpq connection URI) with
/// with_network_timeouts(). Error kind unreachable when it cannot be reached.
std::unique_ptr<Engine> open_postgresql(const std::string& location);
/// `location` (a libpq connection URI) with the network timeouts a table needs on a shaky
/// network, each only where the location sets none of its own: TCP keepalives after 10 s idle,
/// every 5 s, given up after 2 unanswered (a server gone silent while a statement waits for its
/// answer is noticed in about 20 s), and tcp_user_timeout 10,000 ms (a statement the server never
/// acknowledges fails after 10 s instead of the system's TCP timeout of many minutes). Then the
/// engine reports the server unreachable and the window queues its hands. A location libpq
/// cannot parse is returned unchanged (libpq names the fault when it connects).
std::string with_network_timeouts(const std::string& location);
/// The SCRAM-SHA-256 verifier of `password` for role `role` ("SCRAM-SHA-256$4096:…", RFC 7677, as
/// the server stores it), made by libpq on the client (PQencryptPasswordConn, on a connection of
/// its own to the engine's server), so that CREATE/ALTER ROLE … PASSWORD sends the verifier and
/// never the password. Error (kind other) for an SQLite engine; unreachable when the server
/// cannot be reached. No message carries the password.
std::string scram_verifier(Engine& engine, const std::string& role, const std::string& password);

/// An SQLiteCpp failure as the engine reports it (for the SQLite-only code that uses the
/// connection directly: migrations and backups).
Error sqlite_error(const SQLite::Exception& e);
/// The SQLite connection of an SQLite engine (PRAGMAs, backups); nullptr for PostgreSQL.
SQLite::Database* sqlite_handle(Engine& engine);

}  // namespace tarock::sql
