#include "core/thirds.hpp"

#include <stdexcept>

namespace tarock {

namespace {

std::string format(std::int64_t t, bool glyphs, bool plus_sign) {
    const bool negative = t < 0;
    const std::int64_t a = negative ? -t : t;
    const std::int64_t whole = a / 3;
    const std::int64_t rest = a % 3;
    std::string out;
    if (negative) out += '-';
    else if (plus_sign && t > 0) out += '+';
    if (whole != 0 || rest == 0) out += std::to_string(whole);
    if (rest != 0) {
        if (glyphs) {
            out += rest == 1 ? "⅓" : "⅔";
        } else {
            if (whole != 0) out += ' ';
            out += rest == 1 ? "1/3" : "2/3";
        }
    }
    return out;
}

bool all_digits(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

}  // namespace

std::string Thirds::to_string() const { return format(t_, false, false); }
std::string Thirds::to_display() const { return format(t_, true, false); }
std::string Thirds::to_signed_string() const { return format(t_, false, true); }

Thirds Thirds::parse(std::string_view text) {
    auto fail = [&]() -> Thirds {
        throw std::invalid_argument("'" + std::string(text) +
                                    "' is not an amount in thirds (e.g. 35, 35 2/3, 35⅔)");
    };
    std::string_view s = text;
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    bool negative = false;
    if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
        negative = s.front() == '-';
        s.remove_prefix(1);
    } else if (s.substr(0, 3) == "\u2212") {  // the typographic minus the window shows
        negative = true;
        s.remove_prefix(3);
    }
    std::int64_t rest = 0;
    auto strip_suffix = [&](std::string_view suffix) {
        if (s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix) {
            s.remove_suffix(suffix.size());
            while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
            return true;
        }
        return false;
    };
    if (strip_suffix("1/3") || strip_suffix("⅓")) rest = 1;
    else if (strip_suffix("2/3") || strip_suffix("⅔")) rest = 2;
    std::int64_t whole = 0;
    if (s.empty()) {
        if (rest == 0) return fail();
    } else {
        if (!all_digits(s) || s.size() > 15) return fail();
        for (char c : s) whole = whole * 10 + (c - '0');
    }
    const std::int64_t t = whole * 3 + rest;
    return Thirds(negative ? -t : t);
}

}  // namespace tarock
