// The seeded mutation test over the session-file reader and the hand validator (the fuzz test
// of CI; the longer libFuzzer runs are in fuzz/ and docs/reliability.md). Inputs and seed:
// TAROCK_FUZZ_INPUTS (4000 per reader), TAROCK_FUZZ_SEED. The count of inputs tried, read and
// refused is printed.
#include <doctest/doctest.h>

#include <cstdio>
#include <set>

#include "fuzz_checks.hpp"
#include "mutator.hpp"
#include "reliability_helpers.hpp"

using namespace tarock;
using namespace tarock::rel;

namespace {

/// Every key of every example hand and evening.
std::vector<std::string> known_keys() {
    std::set<std::string> keys;
    for (const gen::Example& x : examples()) {
        const Json doc = session_to_json({x.evening});
        for (const auto& [k, v] : doc.at("evening").items()) keys.insert(k);
        for (const HandRecord& h : x.evening.hands)
            for (const auto& [k, v] : h.inputs.items()) {
                keys.insert(k);
                if (v.is_object())
                    for (const auto& [k2, v2] : v.items()) keys.insert(k2);
            }
    }
    return {keys.begin(), keys.end()};
}

}  // namespace

TEST_CASE("fuzz: seeded mutations of the example session files are read consistently or refused with an InputError") {
    const long inputs = env_number("TAROCK_FUZZ_INPUTS", 4000);
    const auto seed = static_cast<std::uint64_t>(env_number("TAROCK_FUZZ_SEED", 20260301));
    fuzz::Mutator m(seed, known_keys());
    std::vector<std::string> seeds;
    for (const gen::Example& x : examples()) {
        m.remember_names(x.evening.players);
        Evening small = x.evening;
        if (small.hands.size() > 12) small.hands.resize(12);  // keeps the touren valid: from_hand <= hands + 1 is checked
        if (small.touren && small.touren->from_hand > 13) small.touren.reset();
        seeds.push_back(session_to_json({small}).dump(2));
    }
    long read = 0, refused = 0;
    for (long i = 0; i < inputs; ++i) {
        const std::string text = m.mutate_text(seeds[static_cast<std::size_t>(i) % seeds.size()]);
        try {
            (fuzz::check_session_text(text) ? read : refused)++;
        } catch (const fuzz::FuzzFailure& f) {
            FAIL_CHECK("input " << i << " (seed " << seed << "): " << std::string(f.what()) << "\n" << text.substr(0, 4000));
        }
    }
    std::printf("fuzz (session files): %ld inputs, seed %llu: %ld read, %ld refused with an InputError\n", inputs,
                static_cast<unsigned long long>(seed), read, refused);
    CHECK(read + refused == inputs);
    CHECK(read > 0);      // the mutations do not only break the syntax
    CHECK(refused > 0);
}

TEST_CASE("fuzz: seeded mutations of hands are scored with balanced payments or refused with an InputError") {
    const long inputs = env_number("TAROCK_FUZZ_INPUTS", 4000);
    const auto seed = static_cast<std::uint64_t>(env_number("TAROCK_FUZZ_SEED", 20260301)) + 1;
    fuzz::Mutator m(seed, known_keys());
    for (const gen::Example& x : examples()) m.remember_names(x.evening.players);
    long accepted = 0, refused = 0;
    for (long i = 0; i < inputs; ++i) {
        const gen::Example& x = examples()[m.below(examples().size())];
        const Evening& e = x.evening;
        if (e.hands.empty()) continue;
        const std::size_t position = m.below(e.hands.size());
        // The hand at its own place, mutated; sometimes another hand of the evening is taken.
        const Json& source = e.hands[m.below(4) == 0 ? m.below(e.hands.size()) : position].inputs;
        const std::string text = m.mutate_text(source.dump());
        try {
            (fuzz::check_hand(e, position, text) ? accepted : refused)++;
        } catch (const fuzz::FuzzFailure& f) {
            FAIL_CHECK("input " << i << " (seed " << seed << ", " << x.file << " hand " << position + 1 << "): " << std::string(f.what()) << "\n"
                                << text.substr(0, 4000));
        }
    }
    std::printf("fuzz (hand validator): %ld inputs, seed %llu: %ld scored, %ld refused with an InputError\n", inputs,
                static_cast<unsigned long long>(seed), accepted, refused);
    CHECK(accepted + refused == inputs);
    CHECK(accepted > 0);
    CHECK(refused > 0);
}
