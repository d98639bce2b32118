#pragma once
// The live standings page served over HTTP on the local network (issue 19, docs/tournament.md
// "The live page"), by `tarock serve` and by the organiser's window: the ranking, each table's
// running sheet and the latest draw of one tournament, read through its own Database connection
// (SQLite in WAL mode lets it read while the tables write). Read-only: GET of "/", "/live.js" and
// "/api/live" only; nothing of the database's location is ever sent.
//
// The server runs cpp-httplib (Debian's libcpp-httplib) in a background thread; the data is read
// over the one connection (a mutex), each answer from what is stored after its question came:
// questions that come while a reading is under way share the next reading (LiveServer::Impl::
// answer), and each table's recomputed evening is kept until it changes (LiveData).

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "session/evening.hpp"
#include "report/report.hpp"

namespace tarock {
class Database;
}

namespace tarock::live {

/// What the page shows, read from a database again and again (the server keeps one): each
/// table's evening kept with its recomputation under the evening's version
/// (Database::evening_versions), so that a request recomputes only the evenings changed since
/// the one before. What it answers is what live_data() reads anew; only the work differs.
class LiveData {
public:
    /// The JSON the page shows (report::live_json) for tournament `tournament`, or, without one,
    /// the tournament created last (the highest id of every cup), read from `db` now. Without any
    /// tournament: {"title": "no tournament yet", "rounds": []}. DatabaseError for an unknown id.
    Json read(const Database& db, std::optional<std::int64_t> tournament, report::Lang lang);
    /// How many evenings the reads so far have recomputed (the tests' and benchmarks' count).
    std::uint64_t recomputed() const { return recomputed_; }

private:
    struct Kept {
        std::string version;
        Evening evening;
        EveningResult result;
    };
    std::map<std::int64_t, Kept> kept_;  ///< by evening id: the evenings of the last read only
    std::uint64_t recomputed_ = 0;
};

/// LiveData::read() with nothing kept: everything read and recomputed now.
Json live_data(const Database& db, std::optional<std::int64_t> tournament, report::Lang lang);

/// How the server is started.
struct ServeOptions {
    std::string db;                           ///< the database the page reads (as Database(path) opens it)
    std::optional<std::int64_t> tournament;   ///< the tournament shown; none: the newest (and ?tournament= may choose)
    std::string bind = "0.0.0.0";             ///< the address listened on: every interface by default
    int port = 8019;                          ///< 0: a free port the system chooses
    report::Lang lang = report::Lang::De;     ///< the page's language when the address gives no ?lang=
};

/// How long LiveServer's constructor waits for its thread to be serving before giving it up.
inline constexpr std::chrono::seconds kStartWait{10};

/// Waits, looking every millisecond, until `serving()`, or until `ended()` or until `limit` has
/// passed; returns serving() then. LiveServer's constructor waits so for its thread (with
/// kStartWait): a stop() right after the start is not lost, and a thread that ends at once or
/// never serves is given up instead of waited for without end.
bool wait_until_serving(const std::function<bool()>& serving, const std::function<bool()>& ended, std::chrono::milliseconds limit);

/// A running server. The constructor opens the database (DatabaseError), binds the port and
/// starts serving in a background thread (std::runtime_error naming the address when the port
/// cannot be bound, e.g. in use, or when the thread is not serving within kStartWait). The
/// destructor stops it and waits for the thread.
class LiveServer {
public:
    explicit LiveServer(const ServeOptions& options);
    ~LiveServer();
    LiveServer(const LiveServer&) = delete;
    LiveServer& operator=(const LiveServer&) = delete;

    /// The port bound (the chosen one when ServeOptions::port was 0).
    int port() const;
    /// The addresses a phone on the local network opens: "http://<address>:<port>/" for every
    /// IPv4 address of an interface that is up and not the loopback (or the bound address when
    /// one was given; "http://127.0.0.1:<port>/" when there is no network).
    std::vector<std::string> urls() const;
    /// Blocks until stop() (from another thread) or the server fails.
    void wait();
    /// Stops serving; returns at once (wait() and the destructor then return).
    void stop();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

/// The IPv4 addresses of the interfaces that are up, the loopback left out ("192.168.1.20").
std::vector<std::string> lan_addresses();

}  // namespace tarock::live
