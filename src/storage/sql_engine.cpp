// The engine interface's shared parts and the SQLite engine (SQLiteCpp).

#include "storage/sql_engine.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>

#include <charconv>

namespace tarock::sql {

std::int64_t Value::integer() const {
    if (const auto* i = std::get_if<std::int64_t>(&v_)) return *i;
    if (const auto* s = std::get_if<std::string>(&v_)) {
        if (*s == "t") return 1;
        if (*s == "f") return 0;
        std::int64_t out = 0;
        const auto [end, ec] = std::from_chars(s->data(), s->data() + s->size(), out);
        if (ec != std::errc() || end != s->data() + s->size()) throw Error(Error::Kind::other, "not an integer: '" + *s + "'");
        return out;
    }
    return 0;
}

std::string Value::text() const {
    if (const auto* s = std::get_if<std::string>(&v_)) return *s;
    if (const auto* i = std::get_if<std::int64_t>(&v_)) return std::to_string(*i);
    return {};
}

std::optional<Row> Engine::first(std::string_view sql, const Params& params) {
    std::vector<Row> rows = query(sql, params);
    if (rows.empty()) return std::nullopt;
    return std::move(rows.front());
}

std::int64_t Engine::number(std::string_view sql, const Params& params) {
    const std::optional<Row> row = first(sql, params);
    return row ? row->integer(0) : 0;
}

std::int64_t Engine::insert(std::string_view sql, const Params& params) {
    const std::optional<Row> row = first(sql, params);
    if (!row) throw Error(Error::Kind::other, "INSERT … RETURNING gave no row");
    return row->integer(0);
}

bool is_postgresql(std::string_view location) {
    return location.starts_with("postgresql://") || location.starts_with("postgres://");
}

std::string redact(std::string_view location) {
    if (!is_postgresql(location)) return std::string(location);
    std::string out(location);
    // "scheme://user:password@host…": the password is between the first ':' after "//" and the '@'.
    const std::size_t start = out.find("//") + 2;
    const std::size_t at = out.find('@', start);
    const std::size_t slash = out.find('/', start);
    if (at != std::string::npos && (slash == std::string::npos || at < slash)) {
        const std::size_t colon = out.find(':', start);
        if (colon != std::string::npos && colon < at) out.erase(colon, at - colon);
    }
    // "…?password=secret&…"
    for (std::size_t p = out.find("password="); p != std::string::npos; p = out.find("password=", p + 1)) {
        if (p == 0 || (out[p - 1] != '?' && out[p - 1] != '&')) continue;
        const std::size_t end = out.find('&', p);
        out.erase(p, (end == std::string::npos ? out.size() : end + 1) - p);
        if (!out.empty() && (out.back() == '&' || out.back() == '?')) out.pop_back();
    }
    return out;
}

Error sqlite_error(const SQLite::Exception& e) {
    using K = Error::Kind;
    switch (e.getErrorCode() & 0xff) {
        case SQLITE_BUSY:
        case SQLITE_LOCKED: return Error(K::busy, e.what());
        case SQLITE_NOTADB: return Error(K::not_a_database, e.what());
        case SQLITE_CORRUPT: return Error(K::damaged, e.what());
        case SQLITE_FULL: return Error(K::disk_full, e.what());
        case SQLITE_READONLY:
        case SQLITE_CANTOPEN:
        case SQLITE_PERM:
        case SQLITE_IOERR: return Error(K::unreadable, e.what());
        default: return Error(K::other, e.what());
    }
}

namespace {

class SqliteEngine final : public Engine {
public:
    SqliteEngine(const std::string& path, int busy_timeout_ms) try
        : db_(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE, busy_timeout_ms) {
    } catch (const SQLite::Exception& e) {
        throw sqlite_error(e);
    }

    Dialect dialect() const override { return Dialect::sqlite; }

    std::vector<Row> query(std::string_view sql, const Params& params) override {
        try {
            SQLite::Statement q = prepare(sql, params);
            std::vector<Row> rows;
            while (q.executeStep()) {
                std::vector<Value> columns;
                columns.reserve(static_cast<std::size_t>(q.getColumnCount()));
                for (int i = 0; i < q.getColumnCount(); ++i) {
                    const SQLite::Column c = q.getColumn(i);
                    if (c.isNull()) columns.emplace_back();
                    else if (c.isInteger()) columns.emplace_back(c.getInt64());
                    else columns.emplace_back(c.getString());
                }
                rows.emplace_back(std::move(columns));
            }
            return rows;
        } catch (const SQLite::Exception& e) {
            throw sqlite_error(e);
        }
    }

    std::int64_t execute(std::string_view sql, const Params& params) override {
        try {
            SQLite::Statement q = prepare(sql, params);
            return q.exec();
        } catch (const SQLite::Exception& e) {
            throw sqlite_error(e);
        }
    }

    void script(const std::string& sql) override { run(sql); }
    void begin(Access access) override { run(access == Access::write ? "BEGIN IMMEDIATE" : "BEGIN"); }
    void commit() override { run("COMMIT"); }
    void rollback() noexcept override {
        try {
            db_.exec("ROLLBACK");
        } catch (const SQLite::Exception&) {
        }
    }

    SQLite::Database& handle() { return db_; }

private:
    void run(const std::string& sql) {
        try {
            db_.exec(sql);
        } catch (const SQLite::Exception& e) {
            throw sqlite_error(e);
        }
    }

    SQLite::Statement prepare(std::string_view sql, const Params& params) {
        SQLite::Statement q(db_, std::string(sql));
        for (std::size_t i = 0; i < params.size(); ++i) {
            const int k = static_cast<int>(i) + 1;
            if (params[i].is_null()) q.bind(k);
            else if (params[i].is_integer()) q.bind(k, params[i].integer());
            else q.bind(k, params[i].text());
        }
        return q;
    }

    SQLite::Database db_;
};

}  // namespace

std::unique_ptr<Engine> open_sqlite(const std::string& path, int busy_timeout_ms) {
    return std::make_unique<SqliteEngine>(path, busy_timeout_ms);
}

SQLite::Database* sqlite_handle(Engine& engine) {
    auto* e = dynamic_cast<SqliteEngine*>(&engine);
    return e ? &e->handle() : nullptr;
}

}  // namespace tarock::sql
