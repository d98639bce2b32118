// A tournament night seen on the live page (issue 19, "Scale, measured"): 40 tables (8 on SQLite)
// save 20 hands each at once, each through its own connection, while `tarock serve` answers the
// page's question (/api/live) to phones that ask every second, as the page does, and to one that
// asks every 50 ms (the server's own delay). Checked: every saved hand appears on every phone,
// none is lost or doubled, and the last answer is what the data read anew gives. Printed (not
// asserted): how long each saved hand took to appear (median, 95th percentile, maximum), the
// CPU time of `tarock serve` and of the PostgreSQL server, the server's counters. The figures
// are in docs/benchmarks.md "The live page during a tournament night".
//
// Sizes from the environment: TAROCK_NIGHT_TABLES, TAROCK_NIGHT_HANDS, TAROCK_NIGHT_PAUSE_MS (a
// table's pause between two hands, ± half of it at random; 0: as fast as the server takes them),
// TAROCK_LIVE_PHONES (phones asking every second), TAROCK_LIVE_POLL_MS, TAROCK_LIVE_FAST_MS;
// TAROCK_LIVE_NIGHT_DB keeps the night's database (a location not used before); TAROCK_LIVE_SERVE
// is the `tarock` that serves (another build's, to compare).
#include <doctest/doctest.h>

#include <httplib.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <dirent.h>
#include <fstream>
#include <mutex>
#include <random>
#include <sstream>
#include <thread>

#include "live/live_server.hpp"
#include "tournament_night.hpp"

using namespace tarock;
using namespace tarock::rel;

namespace {

using Clock = std::chrono::steady_clock;

/// CPU seconds (user + system) of process `pid` from /proc/<pid>/stat, with those of its
/// children that were waited for when `reaped` (cutime, cstime); 0 when it is gone.
double cpu_seconds(long pid, bool reaped) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto paren = text.rfind(')');
    if (paren == std::string::npos) return 0;
    std::istringstream fields(text.substr(paren + 2));
    std::vector<std::string> f;
    for (std::string w; fields >> w;) f.push_back(w);
    if (f.size() < 15) return 0;
    // After the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
    double ticks = std::stod(f[11]) + std::stod(f[12]);
    if (reaped) ticks += std::stod(f[13]) + std::stod(f[14]);
    return ticks / static_cast<double>(::sysconf(_SC_CLK_TCK));
}

/// The parent process id of `pid` (0 when it is gone).
long parent_of(long pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto paren = text.rfind(')');
    if (paren == std::string::npos) return 0;
    std::istringstream fields(text.substr(paren + 2));
    std::string state;
    long ppid = 0;
    fields >> state >> ppid;
    return ppid;
}

/// The test server's postmaster (its pid file beside the socket: tests/support/pg-cluster.sh
/// keeps the data in <host>/data), or 0 on SQLite.
long postmaster() {
    const std::string server = tarock::test::test_server();
    const auto at = server.find("host=");
    if (at == std::string::npos) return 0;
    const std::string host = server.substr(at + 5, server.find('&', at) - at - 5);
    std::ifstream in(host + "/data/postmaster.pid");
    long pid = 0;
    in >> pid;
    return pid;
}

/// CPU seconds of the PostgreSQL server: the postmaster with the backends it has waited for, and
/// those running now.
double server_cpu_seconds(long master) {
    if (master == 0) return 0;
    double total = cpu_seconds(master, true);
    if (DIR* proc = ::opendir("/proc")) {
        while (const dirent* d = ::readdir(proc)) {
            const long pid = std::strtol(d->d_name, nullptr, 10);
            if (pid > 0 && parent_of(pid) == master) total += cpu_seconds(pid, false);
        }
        ::closedir(proc);
    }
    return total;
}

/// One phone: asks /api/live every `interval` (the first time after `phase`), with the ETag of its
/// last answer as the page does, and notes when it first saw each hand of each table.
struct Phone {
    std::chrono::milliseconds interval;
    std::chrono::milliseconds phase;
    std::vector<std::vector<Clock::time_point>> seen;  ///< [table][hand]: first answer showing it
    std::vector<double> answer_ms;                       ///< every answer's time
    long full = 0, unchanged = 0, failed = 0;
    Json last;

    /// Whether every hand of every table has been seen.
    bool complete() const {
        for (const auto& table : seen)
            for (const auto& t : table)
                if (t == Clock::time_point{}) return false;
        return true;
    }

    void run(int port, const std::atomic<bool>& stop) {
        httplib::Client client("127.0.0.1", port);
        client.set_keep_alive(true);
        std::string etag;
        auto next = Clock::now() + phase;
        while (!stop) {
            std::this_thread::sleep_until(next);
            next += interval;
            const auto asked = Clock::now();
            httplib::Headers headers;
            if (!etag.empty()) headers.emplace("If-None-Match", etag);
            const auto res = client.Get("/api/live", headers);
            const auto answered = Clock::now();
            if (!res || (res->status != 200 && res->status != 304)) {
                ++failed;
                continue;
            }
            answer_ms.push_back(std::chrono::duration<double, std::milli>(answered - asked).count());
            if (res->status == 304) {
                ++unchanged;
                continue;
            }
            ++full;
            etag = res->get_header_value("ETag");
            last = Json::parse(res->body);
            const Json& tables = last["rounds"][0]["tables"];
            for (std::size_t t = 0; t < seen.size() && t < tables.size(); ++t) {
                const std::size_t shown = std::min(tables[t]["sheet"]["rows"].size(), seen[t].size());
                for (std::size_t h = 0; h < shown; ++h)
                    if (seen[t][h] == Clock::time_point{}) seen[t][h] = answered;
            }
        }
    }
};

/// "median m, 95 % p, max x ms (n hands)" of `ms`, sorted here.
std::string distribution(std::vector<double> ms) {
    if (ms.empty()) return "no samples";
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) { return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * static_cast<double>(ms.size())))]; };
    char out[160];
    std::snprintf(out, sizeof out, "median %.0f ms, 95th percentile %.0f ms, max %.0f ms, min %.0f ms (%zu)", at(0.5), at(0.95), ms.back(), ms.front(),
                  ms.size());
    return out;
}

}  // namespace

TEST_CASE("live night: 40 tables save 20 hands each at once and every hand appears on every phone's live page, none lost or doubled" *
          doctest::timeout(600)) {
    const int tables = static_cast<int>(env_number("TAROCK_NIGHT_TABLES", tarock::test::on_postgresql() ? 40 : 8));
    const int hands = static_cast<int>(env_number("TAROCK_NIGHT_HANDS", 20));
    const long pause_ms = env_number("TAROCK_NIGHT_PAUSE_MS", 0);
    const int phones = static_cast<int>(env_number("TAROCK_LIVE_PHONES", 40));
    const long poll_ms = env_number("TAROCK_LIVE_POLL_MS", 1000);
    const long fast_ms = env_number("TAROCK_LIVE_FAST_MS", 50);
    // TAROCK_LIVE_NIGHT_DB: a new database to use instead, kept afterwards (for wrk).
    TempDir dir;
    const char* kept = std::getenv("TAROCK_LIVE_NIGHT_DB");
    const std::string location = kept && *kept ? std::string(kept) : dir.db("live-night.sqlite");
    const Evening& example = tirol_example();
    const Night night = prepare_night(location, tables);

    // Every table's evening is linked to its sheet before the first hand (as a table that keeps
    // its evening in the app and has saved its sheet once), so the page shows it hand by hand.
    Database organiser(location);
    std::vector<std::int64_t> evenings;
    for (int table = 1; table <= tables; ++table) {
        Evening e = gen::empty_like(example);
        e.title = "Tisch " + std::to_string(table);
        e.players = table_names(table);
        const Evening stored = organiser.load_evening(organiser.create_evening(e));
        const tournament::Tournament t = organiser.load_tournament(night.tournament);
        organiser.add_tournament_sheet(night.tournament,
                                       tournament::evening_sheet(t, night.cup, 1, table, table_names(table), stored, recompute(stored), false));
        evenings.push_back(stored.id);
    }

    // `tarock serve` on the same database, a free port on this computer only.
    const char* serve_program = std::getenv("TAROCK_LIVE_SERVE");
    Child serve({serve_program && *serve_program ? serve_program : TAROCK_CLI, "serve", "--db", location, "--tournament", std::to_string(night.tournament), "--bind", "127.0.0.1", "--port", "0"});
    std::string line;
    int port = 0;
    while (port == 0 && serve.read_line(line))
        if (const auto at = line.find("http://127.0.0.1:"); at != std::string::npos) port = std::stoi(line.substr(at + 17));
    REQUIRE(port > 0);

    // The phones: `phones` asking every poll_ms, spread evenly over the second, and one asking
    // every fast_ms.
    std::vector<Phone> all;
    for (int p = 0; p < phones; ++p)
        all.push_back({std::chrono::milliseconds(poll_ms), std::chrono::milliseconds(poll_ms * p / std::max(phones, 1)), {}, {}, 0, 0, 0, {}});
    all.push_back({std::chrono::milliseconds(fast_ms), std::chrono::milliseconds(0), {}, {}, 0, 0, 0, {}});
    for (Phone& p : all) p.seen.assign(static_cast<std::size_t>(tables), std::vector<Clock::time_point>(static_cast<std::size_t>(hands)));
    std::atomic<bool> stop{false};
    std::vector<std::thread> pollers;
    for (Phone& p : all) pollers.emplace_back([&p, port, &stop] { p.run(port, stop); });
    std::this_thread::sleep_for(std::chrono::milliseconds(poll_ms + 200));  // every phone has the empty sheets

    const long master = postmaster();
    const auto counters_before = server_counters(organiser);
    const double serve_before = cpu_seconds(serve.pid(), true), server_before = server_cpu_seconds(master);
    const auto t0 = Clock::now();
    std::vector<std::vector<Clock::time_point>> saved(static_cast<std::size_t>(tables), std::vector<Clock::time_point>(static_cast<std::size_t>(hands)));
    std::mutex mutex;
    std::vector<std::string> failures;
    std::vector<std::thread> writers;
    for (int table = 1; table <= tables; ++table) {
        writers.emplace_back([&, table] {
            try {
                Database db(location);  // the table's own connection
                const std::vector<Json> generated = table_hands(table, hands);
                std::mt19937 rng(static_cast<unsigned>(table));
                std::uniform_int_distribution<long> jitter(pause_ms / 2, pause_ms + pause_ms / 2);
                if (pause_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(jitter(rng)));
                for (std::size_t h = 0; h < generated.size(); ++h) {
                    db.add_hand(evenings[static_cast<std::size_t>(table - 1)], generated[h]);
                    saved[static_cast<std::size_t>(table - 1)][h] = Clock::now();
                    if (pause_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(jitter(rng)));
                }
            } catch (const std::exception& e) {
                std::lock_guard lock(mutex);
                failures.push_back("table " + std::to_string(table) + ": " + e.what());
            }
        });
    }
    for (std::thread& w : writers) w.join();
    const double save_seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    // The phones go on until each has seen every hand (or 10 s more have passed).
    const auto deadline = Clock::now() + std::chrono::seconds(10);
    while (Clock::now() < deadline && !std::all_of(all.begin(), all.end(), [](const Phone& p) { return p.complete(); }))
        std::this_thread::sleep_for(std::chrono::milliseconds(poll_ms));
    stop = true;
    for (std::thread& p : pollers) p.join();
    const double wall = std::chrono::duration<double>(Clock::now() - t0).count();
    const double serve_cpu = cpu_seconds(serve.pid(), true) - serve_before, server_cpu = server_cpu_seconds(master) - server_before;
    const auto counters_after = server_counters(organiser);

    for (const std::string& f : failures) FAIL_CHECK(f);
    REQUIRE(failures.empty());
    // Every phone saw every hand of every table; each table shows exactly its hands, numbered in
    // order (nothing doubled); the last answer is the data read anew.
    std::vector<double> slow_ms, fast_ms_seen;
    long requests = 0, full = 0, unchanged = 0, failed = 0;
    std::vector<double> answers;
    for (std::size_t p = 0; p < all.size(); ++p) {
        CAPTURE(p);
        const Phone& phone = all[p];
        CHECK(phone.complete());  // a question that failed (a kept-alive connection closed as it was sent) is asked again, as the page does
        requests += phone.full + phone.unchanged + phone.failed;
        full += phone.full;
        unchanged += phone.unchanged;
        failed += phone.failed;
        answers.insert(answers.end(), phone.answer_ms.begin(), phone.answer_ms.end());
        for (std::size_t t = 0; t < saved.size(); ++t)
            for (std::size_t h = 0; h < saved[t].size(); ++h)
                if (phone.seen[t][h] != Clock::time_point{})
                    (p + 1 == all.size() ? fast_ms_seen : slow_ms)
                        .push_back(std::max(0.0, std::chrono::duration<double, std::milli>(phone.seen[t][h] - saved[t][h]).count()));
    }
    const Json& tables_shown = all.back().last["rounds"][0]["tables"];
    REQUIRE(tables_shown.size() == static_cast<std::size_t>(tables));
    for (int t = 0; t < tables; ++t) {
        const Json& rows = tables_shown[static_cast<std::size_t>(t)]["sheet"]["rows"];
        REQUIRE(rows.size() == static_cast<std::size_t>(hands));
        for (int h = 0; h < hands; ++h) CHECK(rows[static_cast<std::size_t>(h)][0] == std::to_string(h + 1));
    }
    CHECK(all.back().last == live::live_data(organiser, night.tournament, report::Lang::De));
    CHECK(organiser.engine().number("SELECT COUNT(*) FROM hand") == tables * hands);

    std::printf("live night (%s): %d tables x %d hands saved in %.2f s (pause %ld ms), %d phones every %ld ms and one every %ld ms\n",
                organiser.on_server() ? "PostgreSQL" : "SQLite", tables, hands, save_seconds, pause_ms, phones, poll_ms, fast_ms);
    std::printf("  saved -> shown, phones every %ld ms: %s\n", poll_ms, distribution(slow_ms).c_str());
    std::printf("  saved -> shown, the phone every %ld ms: %s\n", fast_ms, distribution(fast_ms_seen).c_str());
    std::printf("  /api/live: %ld requests in %.2f s (%ld full, %ld unchanged 304, %ld failed); answer time %s\n", requests, wall, full, unchanged,
                failed, distribution(answers).c_str());
    std::printf("  CPU over the %.2f s: tarock serve %.2f s (%.0f %% of a core), PostgreSQL server %.2f s (%.0f %% of a core)\n", wall, serve_cpu,
                100 * serve_cpu / wall, server_cpu, 100 * server_cpu / wall);
    for (const auto& [name, value] : counters_after) std::printf("  server %s: +%lld\n", name.c_str(), value - counters_before.at(name));
    serve.kill();
    serve.wait();
}
