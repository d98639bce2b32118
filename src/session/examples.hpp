#pragma once
// The example evenings of data/evenings (one or more per game: a whole evening each, worked out
// by hand in its game's tests), built into the program so that the window can offer them on the
// first start without the source tree (cmake/embed_texts.cmake).

#include <string>
#include <vector>

#include "session/evening.hpp"

namespace tarock {

/// One example evening: `name` is its file's name without ".json" ("tapp-abend").
struct ExampleEvening {
    std::string name;
    Evening evening;
};

/// Every evening of every file of data/evenings, in file name order, read once (the files are
/// session files, load_session_text: every hand of them scores). Throws InputError only if a file
/// of the build were broken, which the tests of data/evenings rule out.
const std::vector<ExampleEvening>& example_evenings();

}  // namespace tarock
