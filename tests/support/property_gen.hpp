#pragma once
// Random generation for the property tests of the partnership games: a small RNG wrapper and
// random house rules from a variant's settings.
#include <random>
#include <string>
#include <vector>

#include "core/house_rules.hpp"
#include "core/json.hpp"

namespace pt {

struct Gen {
    std::mt19937 rng;
    explicit Gen(unsigned seed) : rng(seed) {}
    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
    bool chance(int percent) { return pick(1, 100) <= percent; }
    template <class T>
    const T& one_of(const std::vector<T>& v) { return v[static_cast<std::size_t>(pick(0, static_cast<int>(v.size()) - 1))]; }
};

/// Random house rules: every choice setting takes a random option, except the keys in `keep`.
inline tarock::Json random_rules(Gen& g, const std::vector<tarock::SettingSpec>& specs, const std::vector<std::string>& keep = {}) {
    tarock::Json r = tarock::Json::object();
    for (const auto& s : specs) {
        if (s.kind != tarock::SettingSpec::Kind::Choice) continue;
        bool kept = false;
        for (const auto& k : keep) kept = kept || k == s.key;
        if (kept) continue;
        r[s.key] = s.options[static_cast<std::size_t>(g.pick(0, static_cast<int>(s.options.size()) - 1))].value;
    }
    return r;
}

}  // namespace pt
