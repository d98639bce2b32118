#pragma once
// Helpers of the Tarok-l'Hombre tests: players A (Vorhand), B, C (dealer).
#include "historic_helpers.hpp"

namespace hist {
/// An evening of l'Hombre for A, B, C with C dealing first, under `rules`.
inline tarock::Evening table(Json rules = Json::object()) { return evening("hombre", {"A", "B", "C"}, 2, std::move(rules)); }
}  // namespace hist
