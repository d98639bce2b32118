#pragma once
// Strohmann test tables: A (seat 0) and B (seat 1); B deals first, so A is the Vorhand.
#include "historic_helpers.hpp"
#include "games/strohmann/strohmann.hpp"

namespace stroh {

using namespace hist;

inline tarock::Evening table(Json rules = Json::object()) { return evening("strohmann", {"A", "B"}, 1, std::move(rules)); }
inline tarock::Evening preset002() { return table(tarock::strohmann::preset_002()); }
inline V nets(const Json& hand, Json rules = Json::object()) { return hist::nets(table(std::move(rules)), hand); }

}  // namespace stroh
