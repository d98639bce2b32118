// Test helper: imports the evenings of a session file into a database and prints the id of the
// first one. Usage: app_import_evening SESSION.json DATABASE
#include <cstdio>
#include <exception>

#include "session/session_file.hpp"
#include "storage/database.hpp"

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: app_import_evening SESSION.json DATABASE\n");
        return 2;
    }
    try {
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
