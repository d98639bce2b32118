#pragma once
// A small pseudo-random generator whose sequence is the same on every machine and every standard
// library: splitmix64 (Steele, Lea, Flood, "Fast splittable pseudorandom number generators",
// OOPSLA 2014; the constants of java.util.SplittableRandom) and an unbiased bounded draw by
// rejection. The std:: distributions are not used because their output is not specified.
// Used for the tournament draw and the lot of a tie (session/ranking.hpp, tournament/).

#include <cstdint>
#include <utility>
#include <vector>

namespace tarock {

/// splitmix64: 64-bit state, every seed (0 included) gives a full-period sequence.
class Prng {
public:
    explicit constexpr Prng(std::uint64_t seed) : state_(seed) {}

    /// The next 64 random bits.
    constexpr std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    /// A number in [0, bound), every value equally likely (draws above the largest multiple of
    /// `bound` are rejected). `bound` must be at least 1.
    constexpr std::uint64_t below(std::uint64_t bound) {
        const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
        for (;;) {
            const std::uint64_t x = next();
            if (x < limit) return x % bound;
        }
    }

    /// Shuffles `v` in place (Fisher-Yates from the back, with below()).
    template <class T>
    void shuffle(std::vector<T>& v) {
        for (std::size_t i = v.size(); i > 1; --i) {
            const auto j = static_cast<std::size_t>(below(i));
            std::swap(v[i - 1], v[j]);
        }
    }

private:
    std::uint64_t state_;
};

}  // namespace tarock
