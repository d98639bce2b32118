// The PostgreSQL engine (libpqxx): statements as parameterised queries ("?" numbered $1, $2, ...,
// every value sent as text and typed by the server); write transactions at READ COMMITTED (the
// Database locks the rows it changes first, SELECT … FOR UPDATE), reads in one REPEATABLE READ
// snapshot.

#include "storage/sql_engine.hpp"

#include <libpq-fe.h>
#include <pqxx/pqxx>

#include <cstdlib>
#include <set>

namespace tarock::sql {

namespace {

/// `sql` with every "?" outside a quoted text numbered as PostgreSQL's $1, $2, ...
std::string numbered(std::string_view sql) {
    std::string out;
    out.reserve(sql.size() + 16);
    int n = 0;
    bool quoted = false;
    for (char c : sql) {
        if (c == '\'') quoted = !quoted;
        if (c == '?' && !quoted) out += "$" + std::to_string(++n);
        else out += c;
    }
    return out;
}

/// libpq's message without its trailing line breaks.
std::string message(const std::exception& e) {
    std::string m = e.what();
    while (!m.empty() && (m.back() == '\n' || m.back() == ' ')) m.pop_back();
    return m;
}

[[noreturn]] void rethrow() {
    using K = Error::Kind;
    try {
        throw;
    } catch (const Error&) {
        throw;
    } catch (const pqxx::broken_connection& e) {
        throw Error(K::unreachable, message(e));
    } catch (const pqxx::in_doubt_error& e) {
        throw Error(K::unreachable, message(e));
    } catch (const pqxx::transaction_rollback& e) {
        throw Error(K::conflict, message(e));
    } catch (const pqxx::insufficient_privilege& e) {
        throw Error(K::refused, message(e));
    } catch (const pqxx::disk_full& e) {
        throw Error(K::disk_full, message(e));
    } catch (const pqxx::sql_error& e) {
        // 57P01..57P03: the server is shutting down or starting; 08xxx: connection exceptions.
        const std::string& state = e.sqlstate();
        if (state.starts_with("57P") || state.starts_with("08")) throw Error(K::unreachable, message(e));
        throw Error(K::other, message(e));
    } catch (const std::exception& e) {
        throw Error(K::other, message(e));
    }
}

class PostgresqlEngine final : public Engine {
public:
    explicit PostgresqlEngine(const std::string& location) : location_(with_network_timeouts(location)) {
        // A server that cannot be reached is given up after 5 s instead of the system's TCP
        // timeout (minutes, with the window waiting); a location's own connect_timeout or the
        // user's PGCONNECT_TIMEOUT wins (libpq reads the variable only when the location has none).
        ::setenv("PGCONNECT_TIMEOUT", "5", 0);
        (void)connection();
    }

    Dialect dialect() const override { return Dialect::postgresql; }

    /// libpq's SCRAM verifier of `password` (scram_verifier()).
    std::string verifier(const std::string& role, const std::string& password) const {
        // libpqxx 6 keeps its PGconn to itself: a short connection of libpq's own makes it.
        const std::unique_ptr<PGconn, void (*)(PGconn*)> conn(PQconnectdb(location_.c_str()), PQfinish);
        if (!conn || PQstatus(conn.get()) != CONNECTION_OK)
            throw Error(Error::Kind::unreachable, conn ? PQerrorMessage(conn.get()) : "out of memory");
        char* made = PQencryptPasswordConn(conn.get(), password.c_str(), role.c_str(), "scram-sha-256");
        if (!made) throw Error(Error::Kind::other, PQerrorMessage(conn.get()));
        std::string out = made;
        PQfreemem(made);
        return out;
    }

    std::vector<Row> query(std::string_view sql, const Params& params) override {
        const pqxx::result r = run(sql, params);
        std::vector<Row> rows;
        rows.reserve(r.size());
        for (const auto& row : r) {
            std::vector<Value> columns;
            columns.reserve(row.size());
            for (const auto& field : row) {
                if (field.is_null()) columns.emplace_back();
                else columns.emplace_back(std::string(field.c_str(), field.size()));
            }
            rows.emplace_back(std::move(columns));
        }
        return rows;
    }

    std::int64_t execute(std::string_view sql, const Params& params) override {
        return static_cast<std::int64_t>(run(sql, params).affected_rows());
    }

    void script(const std::string& sql) override {
        try {
            if (tx_) {
                tx_->exec(sql);
            } else {
                pqxx::nontransaction n(connection());
                n.exec(sql);
            }
        } catch (...) {
            fail();
        }
    }

    void begin(Access access) override {
        try {
            if (access == Access::write) tx_ = std::make_unique<pqxx::work>(connection());
            else tx_ = std::make_unique<pqxx::transaction<pqxx::repeatable_read, pqxx::read_only>>(connection());
        } catch (...) {
            tx_.reset();
            fail();
        }
    }

    void commit() override {
        std::unique_ptr<pqxx::transaction_base> tx = std::move(tx_);
        if (!tx) return;
        try {
            tx->commit();
        } catch (...) {
            fail();
        }
    }

    void rollback() noexcept override {
        try {
            if (tx_) tx_->abort();
        } catch (...) {
        }
        tx_.reset();
    }

private:
    pqxx::result run(std::string_view sql, const Params& params) {
        std::vector<std::string> texts;
        texts.reserve(params.size());
        for (const Value& v : params) texts.push_back(v.text());
        std::vector<const char*> values;
        values.reserve(params.size());
        for (std::size_t i = 0; i < params.size(); ++i) values.push_back(params[i].is_null() ? nullptr : texts[i].c_str());
        const std::string statement = numbered(sql);
        try {
            if (tx_) return tx_->exec_params(statement, pqxx::prepare::make_dynamic_params(values));
            pqxx::nontransaction n(connection());
            return n.exec_params(statement, pqxx::prepare::make_dynamic_params(values));
        } catch (...) {
            fail();
        }
    }

    /// The connection, made again when there is none: after the server went away, the next
    /// statement outside a transaction connects anew (Error unreachable while it is still away).
    pqxx::connection& connection() {
        if (conn_ && conn_->is_open()) return *conn_;
        conn_.reset();
        try {
            auto c = std::make_unique<pqxx::connection>(location_);
            pqxx::nontransaction n(*c);
            n.exec("SET client_min_messages = warning");
            n.commit();
            conn_ = std::move(c);
            return *conn_;
        } catch (...) {
            rethrow();
        }
    }

    /// Rethrows the current exception as an Error; a lost connection is dropped (with its
    /// transaction) so that the next call connects again.
    [[noreturn]] void fail() {
        try {
            rethrow();
        } catch (const Error& e) {
            if (e.kind() == Error::Kind::unreachable) {
                tx_.reset();
                conn_.reset();
            }
            throw;
        }
    }

    std::string location_;  ///< with its password: kept only to connect again, never shown
    std::unique_ptr<pqxx::connection> conn_;
    std::unique_ptr<pqxx::transaction_base> tx_;
};

}  // namespace

std::unique_ptr<Engine> open_postgresql(const std::string& location) { return std::make_unique<PostgresqlEngine>(location); }

std::string with_network_timeouts(const std::string& location) {
    static constexpr std::pair<const char*, const char*> kTimeouts[] = {
        {"keepalives", "1"}, {"keepalives_idle", "10"}, {"keepalives_interval", "5"}, {"keepalives_count", "2"}, {"tcp_user_timeout", "10000"}};
    char* error = nullptr;
    PQconninfoOption* options = PQconninfoParse(location.c_str(), &error);
    if (!options) {  // libpq names the fault when the location is used to connect
        if (error) PQfreemem(error);
        return location;
    }
    std::set<std::string> given;
    for (const PQconninfoOption* o = options; o->keyword; ++o)
        if (o->val && *o->val) given.insert(o->keyword);
    PQconninfoFree(options);
    std::string out = location;
    char separator = location.find('?') == std::string::npos ? '?' : '&';
    for (const auto& [key, value] : kTimeouts) {
        if (given.count(key)) continue;
        out += separator;
        out += key;
        out += '=';
        out += value;
        separator = '&';
    }
    return out;
}

std::string scram_verifier(Engine& engine, const std::string& role, const std::string& password) {
    const auto* e = dynamic_cast<const PostgresqlEngine*>(&engine);
    if (!e) throw Error(Error::Kind::other, "only a PostgreSQL server keeps passwords");
    return e->verifier(role, password);
}

}  // namespace tarock::sql
