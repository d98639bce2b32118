#include "core/input_numbers.hpp"

#include <limits>
#include <stdexcept>

#include "core/errors.hpp"

namespace tarock {

namespace {

[[noreturn]] void too_large(const std::string& shown) {
    const std::string max = std::to_string(kMaxInputUnits);
    throw InputError("", {},
                     {"Die Zahl " + shown + " ist zu groß (höchstens " + max + " dem Betrag nach).",
                      "the number " + shown + " is too large (at most " + max + " in magnitude)"});
}

}  // namespace

std::optional<std::int64_t> json_integer_in(const Json& v, std::int64_t min, std::int64_t max) {
    if (!v.is_number_integer()) return std::nullopt;
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) return std::nullopt;
    }
    const auto i = v.get<std::int64_t>();
    if (i < min || i > max) return std::nullopt;
    return i;
}

std::optional<Thirds> json_amount(const Json& v) {
    if (v.is_number_integer()) {
        const std::optional<std::int64_t> i = json_integer_in(v, -kMaxInputUnits, kMaxInputUnits);
        if (!i) too_large(v.dump());
        return Thirds::whole(*i);
    }
    if (!v.is_string()) return std::nullopt;
    Thirds t;
    try {
        t = Thirds::parse(v.get<std::string>());  // at most 15 digits: no overflow in thirds
    } catch (const std::invalid_argument&) {
        return std::nullopt;
    }
    if (t.abs() > Thirds::whole(kMaxInputUnits)) too_large(v.get<std::string>());
    return t;
}

}  // namespace tarock
