// libFuzzer over the session-file reader: any bytes as a session file. The reader must refuse
// them with an InputError or read evenings that score, balance and survive a round trip
// (tests/reliability/fuzz_checks.hpp); anything else aborts.
//   fuzz_session CORPUS_DIR -dict=fuzz/hostile-numbers.dict -max_total_time=600
//                                                    (seed corpus: data/evenings/*.json)
#include <cstdio>
#include <cstdlib>
#include <string>

#include "fuzz_checks.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    try {
        (void)tarock::fuzz::check_session_text(std::string(reinterpret_cast<const char*>(data), size));
    } catch (const tarock::fuzz::FuzzFailure& f) {
        std::fprintf(stderr, "fuzz_session: %s\n", f.what());
        std::abort();
    }
    return 0;
}
