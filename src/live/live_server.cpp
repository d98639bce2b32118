#include "live/live_server.hpp"

#include <httplib.h>

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "core/translations.hpp"
#include "report/live_page.hpp"
#include "report/tournament_report.hpp"
#include "storage/database.hpp"

namespace tarock::live {

Json LiveData::read(const Database& db, std::optional<std::int64_t> tournament, report::Lang lang) {
    if (!tournament) {
        for (const tournament::Cup& c : db.list_cups())
            for (const std::int64_t id : db.list_tournaments(c.id)) tournament = std::max(tournament.value_or(0), id);
    }
    if (!tournament)
        return Json{{"title", translated(lang, "Noch kein Turnier##live")}, {"rounds", Json::array()}};
    const tournament::Tournament t = db.load_tournament(*tournament);
    const tournament::Cup cup = db.load_cup(t.cup_id);
    const auto roster = db.list_roster();
    // The evenings kept in the app for the tables: their running Schrift, read as stored now
    // (an evening whose version is the one kept is not read or recomputed again).
    std::vector<report::TableEvening> tables;
    std::vector<std::int64_t> ids;
    for (std::size_t r = 0; r < t.rounds.size(); ++r)
        for (std::size_t k = 0; k < t.rounds[r].tables.size(); ++k)
            if (const tournament::Sheet* s = current_sheet(t, static_cast<int>(r) + 1, static_cast<int>(k) + 1); s && s->evening_id) {
                tables.push_back({static_cast<int>(r) + 1, static_cast<int>(k) + 1, nullptr, nullptr});
                ids.push_back(*s->evening_id);
            }
    const std::map<std::int64_t, std::string> versions = db.evening_versions(ids);
    std::map<std::int64_t, Kept> now;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const std::int64_t id = ids[i];
        if (!now.contains(id)) {
            const auto version = versions.find(id);
            auto old = kept_.extract(id);
            if (old && version != versions.end() && old.mapped().version == version->second) {
                now.insert(std::move(old));
            } else {
                Evening e = db.load_evening(id);  // DatabaseError when there is no such evening
                EveningResult result = recompute(e);
                ++recomputed_;
                now.emplace(id, Kept{version == versions.end() ? std::string() : version->second, std::move(e), std::move(result)});
            }
        }
        tables[i].evening = &now.at(id).evening;
        tables[i].result = &now.at(id).result;
    }
    Json out = report::live_json(t, cup, standing(t, cup, roster), roster, tables, lang);
    kept_ = std::move(now);
    return out;
}

Json live_data(const Database& db, std::optional<std::int64_t> tournament, report::Lang lang) { return LiveData().read(db, tournament, lang); }

std::vector<std::string> lan_addresses() {
    std::vector<std::string> out;
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) != 0) return out;
    for (const ifaddrs* a = list; a; a = a->ifa_next) {
        if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET) continue;
        if (!(a->ifa_flags & IFF_UP) || (a->ifa_flags & IFF_LOOPBACK)) continue;
        char text[INET_ADDRSTRLEN] = {};
        const auto* in = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
        if (inet_ntop(AF_INET, &in->sin_addr, text, sizeof text)) out.emplace_back(text);
    }
    freeifaddrs(list);
    return out;
}

struct LiveServer::Impl {
    ServeOptions options;
    Database db;
    std::mutex db_mutex;  ///< over db and data
    LiveData data;

    /// One reading of /api/live's data for a tournament and a language: the JSON text and its
    /// ETag, or the database's refusal (no such tournament), or another failure to rethrow.
    struct Answer {
        std::string body, etag;
        bool found = true;
        std::exception_ptr failure;
    };
    /// The readings of one tournament and language while questions for them wait: how many were
    /// started and finished, the last, and how many questions wait (at none it is dropped).
    struct Readings {
        std::uint64_t started = 0, finished = 0;
        Answer last;
        int asking = 0;
    };
    std::mutex readings_mutex;  ///< over readings
    std::condition_variable reading_done;
    std::map<std::pair<std::optional<std::int64_t>, report::Lang>, Readings> readings;
    httplib::Server server;
    int port = 0;
    std::thread thread;
    std::atomic<bool> listen_ended{false};  ///< the thread's listen_after_bind() has returned

    explicit Impl(const ServeOptions& o) : options(o), db(o.db) {}

    report::Lang lang_of(const httplib::Request& req) const {
        if (req.has_param("lang")) {
            try {
                return report::parse_lang(req.get_param_value("lang"));
            } catch (const std::invalid_argument&) {
            }
        }
        return options.lang;
    }

    /// The tournament a request asks for: the server's own, else ?tournament=, else the newest.
    std::optional<std::int64_t> tournament_of(const httplib::Request& req) const {
        if (options.tournament || !req.has_param("tournament")) return options.tournament;
        try {
            return std::stoll(req.get_param_value("tournament"));
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }

    void routes() {
        // Only GET is answered: httplib refuses every other method and every other path (400, 404).
        server.set_default_headers({{"Cache-Control", "no-cache"}, {"X-Content-Type-Options", "nosniff"},
                                    {"Content-Security-Policy", "default-src 'self'; style-src 'unsafe-inline'"},
                                    {"Referrer-Policy", "no-referrer"}});
        server.Get("/", [this](const httplib::Request& req, httplib::Response& res) {
            res.set_content(report::live_page_html(lang_of(req)), "text/html; charset=utf-8");
        });
        server.Get("/live.js", [](const httplib::Request&, httplib::Response& res) {
            const std::string_view js = report::live_page_script();
            res.set_content(js.data(), js.size(), "text/javascript; charset=utf-8");
        });
        server.Get("/api/live", [this](const httplib::Request& req, httplib::Response& res) {
            const Answer a = answer(tournament_of(req), lang_of(req));
            if (a.failure) std::rethrow_exception(a.failure);
            if (!a.found) {
                // A fixed text: the error's own names the database's location.
                res.status = 404;
                res.set_content(Json{{"error", "Keine Daten / no data"}}.dump(), "application/json");
                return;
            }
            // The same data answers "unchanged" (304) to a browser that has it already.
            res.set_header("ETag", a.etag);
            if (req.get_header_value("If-None-Match") == a.etag) {
                res.status = 304;
                return;
            }
            res.set_content(a.body, "application/json; charset=utf-8");
        });
    }

    /// The data read from the database now.
    Answer read(std::optional<std::int64_t> tournament, report::Lang lang) {
        Answer a;
        try {
            const std::lock_guard lock(db_mutex);
            a.body = data.read(db, tournament, lang).dump();
            a.etag = "\"" + std::to_string(std::hash<std::string>{}(a.body)) + "\"";
        } catch (const DatabaseError&) {
            a.found = false;
        } catch (...) {
            a.failure = std::current_exception();
        }
        return a;
    }

    /// The answer to a question that comes now: the data of a reading that starts after it came.
    /// Questions that come together share one: while a reading is under way, the questions that
    /// come wait for the next one, which the first of them starts when it ends, and all of them
    /// take its answer. So forty phones asking at once cost about one reading, not forty one
    /// after the other, and still no answer was read before its question came.
    Answer answer(std::optional<std::int64_t> tournament, report::Lang lang) {
        std::unique_lock lock(readings_mutex);
        const std::pair key{tournament, lang};
        Readings& r = readings[key];
        ++r.asking;
        const std::uint64_t wanted = r.started + 1;
        while (r.finished < wanted) {
            if (r.started != r.finished) {
                reading_done.wait(lock);
                continue;
            }
            const std::uint64_t mine = ++r.started;
            lock.unlock();
            Answer a = read(tournament, lang);
            lock.lock();
            r.last = std::move(a);
            r.finished = mine;
            reading_done.notify_all();
        }
        Answer out = r.last;
        if (--r.asking == 0) readings.erase(key);  // no reading under way: the next question reads anew
        return out;
    }
};

LiveServer::LiveServer(const ServeOptions& options) : impl_(std::make_unique<Impl>(options)) {
    Impl& i = *impl_;
    i.routes();
    // Threads wait on their phones' kept-alive connections: enough of them for every table.
    i.server.new_task_queue = [] { return new httplib::ThreadPool(64); };
    i.server.set_keep_alive_timeout(2);
    // SO_REUSEADDR only (a restarted server binds its port again at once), not httplib's default
    // SO_REUSEPORT, under which a second server would share the port instead of being refused.
    i.server.set_socket_options([](socket_t sock) {
        int yes = 1;
        setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    });
    const bool bound = options.port == 0 ? (i.port = i.server.bind_to_any_port(options.bind)) > 0
                                         : (i.port = options.port, i.server.bind_to_port(options.bind, options.port));
    if (!bound) throw std::runtime_error("cannot listen on " + options.bind + ":" + std::to_string(options.port) + " (in use?)");
    i.thread = std::thread([&i] {
        i.server.listen_after_bind();
        i.listen_ended = true;
    });
    // stop() stops only a server that runs: wait until it does, so that a stop right after the
    // start is not lost (the listening socket takes connections from the bind on). A server that
    // ends at once or is not running within kStartWait is given up.
    if (!wait_until_serving([&i] { return i.server.is_running(); }, [&i] { return i.listen_ended.load(); }, kStartWait)) {
        i.server.stop();
        i.thread.join();
        throw std::runtime_error("the server on " + options.bind + ":" + std::to_string(i.port) + " did not start within " +
                                 std::to_string(kStartWait.count()) + " s");
    }
}

bool wait_until_serving(const std::function<bool()>& serving, const std::function<bool()>& ended, std::chrono::milliseconds limit) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (!serving() && !ended() && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return serving();
}

LiveServer::~LiveServer() {
    stop();
    wait();
}

int LiveServer::port() const { return impl_->port; }

std::vector<std::string> LiveServer::urls() const {
    std::vector<std::string> hosts;
    if (impl_->options.bind == "0.0.0.0") hosts = lan_addresses();
    else hosts.push_back(impl_->options.bind);
    if (hosts.empty()) hosts.push_back("127.0.0.1");
    std::vector<std::string> out;
    for (const std::string& h : hosts) out.push_back("http://" + h + ":" + std::to_string(impl_->port) + "/");
    return out;
}

void LiveServer::wait() {
    if (impl_->thread.joinable()) impl_->thread.join();
}

void LiveServer::stop() { impl_->server.stop(); }

}  // namespace tarock::live
