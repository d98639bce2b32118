// Helper of the benchmark script (measure_app.sh):
//   bench_tool variants                      prints the id of every registered game
//   bench_tool make VARIANT HANDS OUT.json   writes a generated evening as a session file
//   bench_tool db VARIANT HANDS DB.sqlite    stores a generated evening in a new database
//   bench_tool replay FILE.json              reads, checks and scores the file (as an import
//                                            does), recomputes it once more; prints the hands,
//                                            the time and the peak resident memory
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <string>

#include "bench_common.hpp"
#include "storage/database.hpp"

using namespace tarock;

namespace {

Evening generated(const std::string& variant, std::size_t hands) {
    const auto per = gen::one_per_variant(gen::examples(bench::data_dir()));
    const auto it = per.find(variant);
    if (it == per.end()) throw std::runtime_error("no example evening of " + variant + " in data/evenings");
    Evening e = gen::generate(it->second.evening, hands, bench::kSeed);
    if (e.hands.size() != hands) throw std::runtime_error("the generator stopped early for " + variant);
    return e;
}

int usage() {
    std::fprintf(stderr, "usage: bench_tool variants | make VARIANT HANDS OUT.json | db VARIANT HANDS DB.sqlite | replay FILE.json\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        if (argc < 2) return usage();
        const std::string cmd = argv[1];
        if (cmd == "variants" && argc == 2) {
            for (const Variant* v : all_variants()) std::printf("%s\n", v->id().c_str());
            return 0;
        }
        if (cmd == "make" && argc == 5) {
            write_session_file(argv[4], {generated(argv[2], std::stoul(argv[3]))});
            return 0;
        }
        if (cmd == "db" && argc == 5) {
            Database db(argv[4]);
            std::printf("%lld\n", static_cast<long long>(db.create_evening(generated(argv[2], std::stoul(argv[3])))));
            return 0;
        }
        if (cmd == "replay" && argc == 3) {
            const auto t0 = std::chrono::steady_clock::now();
            const std::vector<Evening> evenings = read_session_file(argv[2]);
            std::size_t hands = 0;
            for (const Evening& e : evenings) hands += recompute(e).rows.size();
            const auto t1 = std::chrono::steady_clock::now();
            rusage ru{};
            getrusage(RUSAGE_SELF, &ru);
            std::printf("hands=%zu seconds=%.3f peak_rss_mib=%.1f\n", hands, std::chrono::duration<double>(t1 - t0).count(),
                        static_cast<double>(ru.ru_maxrss) / 1024.0);
            return 0;
        }
        return usage();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_tool: %s\n", e.what());
        return 1;
    }
}
