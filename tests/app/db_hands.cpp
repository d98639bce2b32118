// Test helper: prints the current hands of an evening, one JSON record per line.
// Usage: app_db_hands DATABASE EVENING_ID
#include <cstdio>
#include <cstdlib>
#include <exception>

#include "storage/database.hpp"

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: app_db_hands DATABASE EVENING_ID\n");
        return 2;
    }
    try {
        const tarock::Database db(argv[1]);
        for (const tarock::HandRecord& h : db.load_evening(std::atoll(argv[2])).hands) std::printf("%s\n", h.inputs.dump().c_str());
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "app_db_hands: %s\n", e.what());
        return 1;
    }
}
