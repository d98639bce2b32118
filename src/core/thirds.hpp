#pragma once
// Exact amounts counted in thirds.
//
// Card points (000:L240) and small blocks (block-steyerisch §2.1, 000:L536-538) come in thirds of
// a unit. Every amount in the app is an integer number of thirds; no floating point is used for
// points or money.

#include <compare>
#include <cstdint>
#include <string>
#include <string_view>

namespace tarock {

/// An exact signed amount in thirds of a unit (a point in the Tapp family, a big block in Block).
/// Shape: one 64-bit integer, the count of thirds. 3 thirds = 1 unit.
class Thirds {
public:
    constexpr Thirds() = default;

    /// The amount `t` thirds (unit: thirds).
    static constexpr Thirds from_thirds(std::int64_t t) { return Thirds(t); }
    /// The amount of `n` whole units (= 3n thirds).
    static constexpr Thirds whole(std::int64_t n) { return Thirds(n * 3); }

    /// The count of thirds.
    constexpr std::int64_t count() const { return t_; }
    constexpr bool is_whole() const { return t_ % 3 == 0; }
    constexpr bool is_zero() const { return t_ == 0; }
    /// Whole units truncated towards zero (-8 1/3 -> -8).
    constexpr std::int64_t whole_part() const { return t_ / 3; }
    /// The absolute value.
    constexpr Thirds abs() const { return Thirds(t_ < 0 ? -t_ : t_); }
    /// Share `i` (0-based) of this amount split into `n` equal shares, the remainder thirds going
    /// one each to the first shares: 10 thirds in 3 shares are 4, 3, 3. `n` must be > 0.
    constexpr Thirds share(std::int64_t n, std::int64_t i) const { return Thirds(t_ / n + (i < t_ % n ? 1 : 0)); }

    constexpr Thirds operator-() const { return Thirds(-t_); }
    constexpr Thirds operator+(Thirds o) const { return Thirds(t_ + o.t_); }
    constexpr Thirds operator-(Thirds o) const { return Thirds(t_ - o.t_); }
    constexpr Thirds operator*(std::int64_t k) const { return Thirds(t_ * k); }
    constexpr Thirds& operator+=(Thirds o) { t_ += o.t_; return *this; }
    constexpr Thirds& operator-=(Thirds o) { t_ -= o.t_; return *this; }
    constexpr auto operator<=>(const Thirds&) const = default;

    /// Plain text: "35", "35 2/3", "-8 1/3", "2/3", "0".
    std::string to_string() const;
    /// Text with the vulgar-fraction glyphs: "35⅔", "-8⅓".
    std::string to_display() const;
    /// Text with an explicit sign for non-zero amounts: "+97 2/3", "-5", "0".
    std::string to_signed_string() const;

    /// Parses "35", "-8", "35 2/3", "35⅔", "2/3", "⅓", "35,5" is refused.
    /// Throws std::invalid_argument naming the text when it is not a whole number with an
    /// optional third (1/3, 2/3, ⅓, ⅔).
    static Thirds parse(std::string_view text);

private:
    constexpr explicit Thirds(std::int64_t t) : t_(t) {}
    std::int64_t t_ = 0;
};

inline constexpr Thirds operator*(std::int64_t k, Thirds a) { return a * k; }

}  // namespace tarock
