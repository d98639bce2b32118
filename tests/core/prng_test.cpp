// The draw's generator (core/prng.hpp) gives the same numbers on every machine.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "core/prng.hpp"

TEST_CASE("splitmix64 gives the published sequence for seed 0") {
    // The reference outputs of splitmix64 (Vigna's splitmix64.c) from state 0.
    tarock::Prng g(0);
    CHECK(g.next() == 0xE220A8397B1DCDAFULL);
    CHECK(g.next() == 0x6E789E6AA1B965F4ULL);
    CHECK(g.next() == 0x06C45D188009454FULL);
}

TEST_CASE("the bounded draw stays below its bound and reaches every value") {
    tarock::Prng g(42);
    std::vector<int> seen(7, 0);
    for (int i = 0; i < 700; ++i) {
        const auto x = g.below(7);
        REQUIRE(x < 7);
        ++seen[x];
    }
    for (int c : seen) CHECK(c > 0);
    CHECK(g.below(1) == 0);
}

TEST_CASE("a shuffle is a permutation and the same seed gives the same shuffle") {
    std::vector<int> a{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, b = a;
    tarock::Prng(7).shuffle(a);
    tarock::Prng(7).shuffle(b);
    CHECK(a == b);
    std::vector<int> sorted = a;
    std::sort(sorted.begin(), sorted.end());
    CHECK(sorted == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
}
