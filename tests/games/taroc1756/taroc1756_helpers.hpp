#pragma once
// Helpers of the Taroc 1756 tests: the game for three (A, B, C; C deals first) and the Vienna
// game of four in pairs (A, B, C, D; D deals first).
#include "historic_helpers.hpp"

namespace hist {
/// An evening of the 1756 Taroc for three under `rules`.
inline tarock::Evening three(Json rules = Json::object()) { return evening("taroc1756", {"A", "B", "C"}, 2, std::move(rules)); }
/// An evening of the Vienna game of four under `rules`.
inline tarock::Evening wien(Json rules = Json::object()) { return evening("taroc1756_wien", {"A", "B", "C", "D"}, 3, std::move(rules)); }
}  // namespace hist
