// Test helper: imports the evenings of a session file into a database and prints the id of the
// first one. Usage: app_import_evening SESSION.json DATABASE
//
// Or, for a window started while its server cannot be reached:
//   app_import_evening SESSION.json --offline QUEUE_FILE LOCATION WAITING
// keeps the first evening of SESSION.json in QUEUE_FILE as the copy of the evening last opened
// from the server at LOCATION (evening id 1, its hands ids 1, 2, …) with its last WAITING hands
// kept in the queue instead, waiting for that server (HandQueue); prints 1.
#include <cstdio>
#include <exception>
#include <string>

#include "session/session_file.hpp"
#include "storage/database.hpp"
#include "storage/hand_queue.hpp"

int main(int argc, char** argv) {
    const bool offline = argc == 6 && std::string(argv[2]) == "--offline";
    if (argc != 3 && !offline) {
        std::fprintf(stderr, "usage: app_import_evening SESSION.json DATABASE | SESSION.json --offline QUEUE_FILE LOCATION WAITING\n");
        return 2;
    }
    try {
        if (offline) {
            tarock::Evening e = tarock::read_session_file(argv[1]).at(0);
            tarock::HandQueue queue(argv[3], argv[4]);
            const std::size_t waiting = std::stoul(argv[5]);
            const std::size_t stored = e.hands.size() > waiting ? e.hands.size() - waiting : 0;
            e.id = 1;
            std::vector<tarock::HandRecord> later(e.hands.begin() + static_cast<std::ptrdiff_t>(stored), e.hands.end());
            e.hands.resize(stored);
            for (std::size_t i = 0; i < stored; ++i) e.hands[i].id = static_cast<std::int64_t>(i) + 1;
            queue.keep_copy(e);
            for (const tarock::HandRecord& h : later) queue.keep(tarock::QueuedHand{tarock::new_hand_uid(), e.id, h.inputs});
            std::printf("1\n");
            return 0;
        }
        tarock::Database db(argv[2]);
        long long first = 0;
        for (const tarock::Evening& e : tarock::read_session_file(argv[1])) {
            const auto id = db.create_evening(e);
            if (first == 0) first = static_cast<long long>(id);
        }
        std::printf("%lld\n", first);
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "app_import_evening: %s\n", e.what());
        return 1;
    }
}
