#pragma once
// A chain of doublings said in turn by the two sides, as the living games count it: kontra ×2,
// then re ×4, sub ×8, mort ×16 (Slovenian Tarok, docs/rules/tarok-si.md §S5; Hungarian Tarokk
// §H5: kontra, rekontra, szubkontra, mordkontra), each on one item only: the game or one
// announcement. The Austrian games stop at Supercontra and read it with JsonReader::contra().
//
// Units: a level 0..n; the factor of level k is 2^k.

#include <cstdint>
#include <string>
#include <vector>

#include "core/text.hpp"
#include "games/common/json_input.hpp"

namespace tarock {

/// The words of one game's chain, level 1 first ("kontra", "re", "sub", "mort"), and the
/// highest level a hand may name (at least the number of words; a level beyond the words is
/// written as its number, for the Hungarian "higher by agreement", HU-08).
struct KontraChain {
    std::vector<std::string> words;
    int max_level = 4;
    /// The word of `level` ("" for 0, the number for a level beyond the words).
    std::string word(int level) const;
};

/// Reads a chain level: "none", a word of `chain`, or an integer 0..chain.max_level. Throws
/// InputError naming the field and `rule` for anything else.
int read_kontra(JsonReader& r, const std::string& key, const KontraChain& chain, const RuleRef& rule);
/// The file spelling of `level`: its word, or its number beyond the words (inverse of read_kontra()).
Json kontra_json(int level, const KontraChain& chain);
/// 2^level, the factor of a chain level (level 0..30).
std::int64_t kontra_factor(int level);

}  // namespace tarock
