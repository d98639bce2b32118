#pragma once
// Numbers read from input (session files, hand records, house rules, presets): every number is
// range-checked here before any arithmetic, so a huge integer can never wrap round in 64 or 32
// bits into a value that looks valid (6148914691236517247 points are 41 2/3 points after
// multiplying by three in 64 bits).

#include <cstdint>
#include <optional>

#include "core/json.hpp"
#include "core/thirds.hpp"

namespace tarock {

/// The largest magnitude of an amount read from input, in whole units (points, blocks, chips,
/// house-rule amounts): 10^9. No card count, chip count or agreed payment comes near it, and
/// amounts this large still leave room for every product and sum an evening makes.
inline constexpr std::int64_t kMaxInputUnits = 1'000'000'000;

/// The integer value of `v` when it is a JSON integer from `min` to `max`, else std::nullopt (also
/// for an unsigned integer beyond the range of int64, which a plain get<int64_t>() would wrap
/// into a negative number, and for every value beyond int: nothing is narrowed).
std::optional<std::int64_t> json_integer_in(const Json& v, std::int64_t min, std::int64_t max);

/// Reads an amount given as a JSON integer ("points": 41) or a text ("35 2/3", "35⅔", "-8").
/// Returns std::nullopt when `v` is neither (a float, an object, a text that is not an amount).
/// Throws InputError (no field; the caller adds it) when the amount is larger in magnitude than
/// kMaxInputUnits units, e.g. 6148914691236517247 (message: "the number ... is too large (at most
/// 1000000000)").
std::optional<Thirds> json_amount(const Json& v);

}  // namespace tarock
