// Helper of the crash-safety and concurrency tests: saves hands into a database through the
// same Database calls the window uses, and reports every save that returned on its standard
// output (a pipe: what was written there survives a SIGKILL).
//
//   crash_writer new DB EXAMPLE_INDEX SEED HANDS
//       opens DB (creating or migrating it), creates an evening like example EXAMPLE_INDEX of
//       data/evenings (sorted by file) and adds HANDS generated hands (seed SEED) one by one.
//       Prints "E <evening id>" after the evening is stored and "H <k> <hand id>" after the
//       k-th hand (0-based) is saved, "D" at the end.
//   crash_writer open DB
//       opens DB as the app does (migrating an older schema after its backup); prints "O".
//   crash_writer append DB EVENING_ID HANDS
//       adds HANDS copies of a Dreier of the first player of the evening (valid in every place
//       of a Tapp evening for three); prints "H <k> <hand id>" after each and "D" at the end.
//   crash_writer table DB EVENING_ID HANDS QUEUE_FILE PAUSE_MS
//       a table's window on a server: saves HANDS Dreiers of the evening's first player (k-th:
//       30 + k % 40 points) with save_or_keep, PAUSE_MS apart, printing "H <k> <hand id>" for a
//       hand written and "Q <k>" for one kept in QUEUE_FILE; then sends what is kept until nothing
//       waits (every 100 ms, up to 60 s) and prints "D <hands the queue wrote>".
// On a refused save it prints "X <message>" and exits 1.

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include <chrono>
#include <thread>

#include "evening_gen.hpp"
#include "pipe_report.hpp"
#include "storage/database.hpp"
#include "storage/hand_queue.hpp"

using namespace tarock;
using tarock::rel::say;


int main(int argc, char** argv) {
    try {
        const std::string mode = argc > 1 ? argv[1] : "";
        if (mode == "new" && argc == 6) {
            const auto all = gen::examples(TAROCK_DATA_DIR);
            const Evening& example = all.at(std::stoul(argv[3])).evening;
            const Evening generated = gen::generate(example, std::stoul(argv[5]), std::stoull(argv[4]));
            Database db(argv[2]);
            Evening empty = gen::empty_like(example);
            const std::int64_t id = db.create_evening(empty);
            say("E " + std::to_string(id));
            for (std::size_t k = 0; k < generated.hands.size(); ++k)
                say("H " + std::to_string(k) + " " + std::to_string(db.add_hand(id, generated.hands[k].inputs)));
            say("D");
            return 0;
        }
        if (mode == "open" && argc == 3) {
            Database db(argv[2]);
            say("O");
            return 0;
        }
        if (mode == "append" && argc == 5) {
            Database db(argv[2]);
            const std::int64_t id = std::stoll(argv[3]);
            const Evening e = db.load_evening(id);
            const Json hand = {{"declarer", e.players.at(0)}, {"game", "dreier"}, {"multiple", 1}, {"points", 40}};
            const long count = std::stol(argv[4]);
            for (long k = 0; k < count; ++k) say("H " + std::to_string(k) + " " + std::to_string(db.add_hand(id, hand)));
            say("D");
            return 0;
        }
        if (mode == "table" && argc == 7) {
            Database db(argv[2]);
            HandQueue queue(argv[5], argv[2]);
            const std::int64_t id = std::stoll(argv[3]);
            const long count = std::stol(argv[4]);
            const auto pause = std::chrono::milliseconds(std::stol(argv[6]));
            const Evening e = db.load_evening(id);
            for (long k = 0; k < count; ++k) {
                const Json hand = {{"declarer", e.players.at(0)}, {"game", "dreier"}, {"multiple", 1}, {"points", 30 + k % 40}};
                const std::optional<std::int64_t> written = save_or_keep(db, queue, id, hand);
                say(written ? "H " + std::to_string(k) + " " + std::to_string(*written) : "Q " + std::to_string(k));
                std::this_thread::sleep_for(pause);
            }
            std::size_t flushed = 0;
            for (int tries = 0; queue.size() > 0 && tries < 600; ++tries) {
                flushed += queue.flush(db);
                if (queue.size() > 0) std::this_thread::sleep_for(std::chrono::milliseconds(100));
            }
            say("D " + std::to_string(flushed));
            return queue.size() == 0 ? 0 : 1;
        }
        std::fprintf(stderr, "usage: crash_writer new DB EXAMPLE_INDEX SEED HANDS | open DB | append DB EVENING_ID HANDS | "
                             "table DB EVENING_ID HANDS QUEUE_FILE PAUSE_MS\n");
        return 2;
    } catch (const std::exception& e) {
        say(std::string("X ") + e.what());
        return 1;
    }
}
