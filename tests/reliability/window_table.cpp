// Helper of the server tests: a table's window without its display. It drives the window's own
// actions (app/actions.hpp) as its buttons do, so that a test can kill it (SIGKILL) and start it
// again, also while its server is away. Every report is written straight to the pipe on standard
// output (what was written there survives the kill).
//
//   window_table LOCATION EVENING_ID FIRST HANDS PAUSE_MS
//       opens LOCATION as the window does (offline, from the queue file's copy, when the server
//       does not answer; the queue file beside the user's data, $XDG_DATA_HOME) and evening
//       EVENING_ID, and prints "O online|offline <rows on the sheet>". Then saves HANDS Dreiers
//       of the evening's first player, the k-th (k counted from FIRST) with 30 + k % 40 points,
//       PAUSE_MS apart, printing "H <k>" for a hand written and "Q <k>" for one kept; after each
//       the window tries the server at once (try_server_now). At the end it tries every 100 ms
//       until it is online with nothing waiting (up to 60 s) and prints "D <rows on the sheet>".
// On a refused save it prints "X <message>" and exits 1.
#include <chrono>
#include <cstdlib>
#include <exception>
#include <string>
#include <thread>

#include "app/actions.hpp"
#include "pipe_report.hpp"

using namespace tarock;
using tarock::rel::say;

int main(int argc, char** argv) {
    if (argc != 6) {
        say("X usage: window_table LOCATION EVENING_ID FIRST HANDS PAUSE_MS");
        return 2;
    }
    try {
        app::AppState s;
        const std::int64_t id = std::stoll(argv[2]);
        const long first = std::stol(argv[3]);
        const long count = std::stol(argv[4]);
        const auto pause = std::chrono::milliseconds(std::stol(argv[5]));
        if (!app::open_database(s, argv[1]) && !s.offline) {
            say("X " + s.db_error);
            return 1;
        }
        if ((!s.evening || s.evening->id != id) && !app::open_evening(s, id)) {
            say("X " + s.status.text);
            return 1;
        }
        say(std::string("O ") + (s.offline ? "offline " : "online ") + std::to_string(s.evening->hands.size()));
        for (long k = first; k < first + count; ++k) {
            const Json hand = {{"declarer", s.evening->players.at(0)}, {"game", "dreier"}, {"multiple", 1}, {"points", 30 + k % 40}};
            const std::size_t waiting = s.waiting_hands;
            std::string error;
            if (!app::save_record(s, hand, error)) {
                say("X " + error);
                return 1;
            }
            say((s.waiting_hands > waiting ? "Q " : "H ") + std::to_string(k));
            std::this_thread::sleep_for(pause);
            app::try_server_now(s);
        }
        for (int tries = 0; (s.offline || s.waiting_hands > 0) && tries < 600; ++tries) {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            app::try_server_now(s);
        }
        say("D " + std::to_string(s.evening->hands.size()));
        return s.offline || s.waiting_hands > 0 ? 1 : 0;
    } catch (const std::exception& e) {
        say(std::string("X ") + e.what());
        return 1;
    }
}
