#pragma once
// Helpers of the tests of Tarok for four active players: A, B, C, D; D deals first.
#include "historic_helpers.hpp"

namespace hist {
/// An evening of Tarok for four in the Rufer mode (house rule mode = rufer).
inline tarock::Evening rufer() { return evening("vierer", {"A", "B", "C", "D"}, 3, J(R"({"mode":"rufer"})")); }
}  // namespace hist
