// libFuzzer over the hand validator (preview(), the path of the Save button): the first byte
// picks an example evening of data/evenings, the second the place in it, the rest is the hand's
// JSON. The validator must refuse it with an InputError or score it with balanced payments
// (tests/reliability/fuzz_checks.hpp); anything else aborts.
//   fuzz_hand -write_corpus=DIR                      writes the example hands as a seed corpus
//                                                    (and each with wrapping card points)
//   fuzz_hand CORPUS_DIR -dict=fuzz/hostile-numbers.dict -max_total_time=600
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

#include "evening_gen.hpp"
#include "fuzz_checks.hpp"

namespace {

const std::vector<tarock::gen::Example>& evenings() {
    static const std::vector<tarock::gen::Example> all = tarock::gen::examples(TAROCK_DATA_DIR);
    return all;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    for (int i = 1; i < *argc; ++i) {
        const char* arg = (*argv)[i];
        if (std::strncmp(arg, "-write_corpus=", 14) != 0) continue;
        const std::string dir = arg + 14;
        int n = 0;
        for (std::size_t k = 0; k < evenings().size() && k < 256; ++k) {
            const auto& hands = evenings()[k].evening.hands;
            for (std::size_t p = 0; p < hands.size() && p < 256; ++p) {
                std::ofstream out(dir + "/seed-" + std::to_string(n++), std::ios::binary);
                out << static_cast<char>(k) << static_cast<char>(p) << hands[p].inputs.dump();
                if (!hands[p].inputs.contains("points") || !hands[p].inputs.at("points").is_number_integer()) continue;
                // The same hand with card points that wrap round to 41 2/3 when tripled in 64 bits.
                tarock::Json wrapped = hands[p].inputs;
                wrapped["points"] = 6148914691236517247LL;
                std::ofstream w(dir + "/seed-" + std::to_string(n++), std::ios::binary);
                w << static_cast<char>(k) << static_cast<char>(p) << wrapped.dump();
            }
        }
        std::printf("fuzz_hand: wrote %d seeds to %s\n", n, dir.c_str());
        std::exit(0);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    if (size < 2 || evenings().empty()) return 0;
    const auto& x = evenings()[data[0] % evenings().size()];
    try {
        (void)tarock::fuzz::check_hand(x.evening, data[1], std::string(reinterpret_cast<const char*>(data) + 2, size - 2));
    } catch (const tarock::fuzz::FuzzFailure& f) {
        std::fprintf(stderr, "fuzz_hand: %s\n", f.what());
        std::abort();
    }
    return 0;
}
