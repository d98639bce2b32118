#pragma once
// Helpers of the Königrufen tests: the nets of one hand (A, B, C, D; A is the Vorhand).
#include "partnership_helpers.hpp"

namespace pt {
/// The nets [A, B, C, D] of Königrufen hand `hand` (JSON text) under `rules`.
inline V kr(const std::string& hand, Json rules = Json::object()) { return nets("koenigrufen", J(hand), std::move(rules)); }
}  // namespace pt
