// The example evenings built into the program (session/examples.hpp) are exactly the files of
// data/evenings, evening for evening.
#include <doctest/doctest.h>

#include <filesystem>
#include <set>

#include "session/examples.hpp"
#include "session/session_file.hpp"

#ifndef TAROCK_SOURCE_DIR
#error "TAROCK_SOURCE_DIR must point at the repository"
#endif

TEST_CASE("the embedded example evenings are the evenings of data/evenings, in file name order") {
    const auto& embedded = tarock::example_evenings();
    std::set<std::string> names;
    std::size_t evenings = 0;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(TAROCK_SOURCE_DIR) + "/data/evenings")) {
        if (entry.path().extension() != ".json") continue;
        const std::string name = entry.path().stem().string();
        names.insert(name);
        const auto from_file = tarock::read_session_file(entry.path().string());
        std::size_t k = 0;
        for (const auto& x : embedded) {
            if (x.name != name) continue;
            REQUIRE(k < from_file.size());
            CHECK(tarock::evening_to_json(x.evening) == tarock::evening_to_json(from_file[k]));
            ++k;
        }
        CHECK_MESSAGE(k == from_file.size(), name);
        evenings += from_file.size();
    }
    CHECK(embedded.size() == evenings);
    CHECK(names.size() >= 20);  // one file per game at least
    for (std::size_t i = 1; i < embedded.size(); ++i) CHECK(embedded[i - 1].name <= embedded[i].name);
}
