#pragma once
// Shared by the benchmark programs: the example evenings and generated evenings of every game,
// a temporary folder, the data folder.

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>
#include <time.h>
#include <unistd.h>

#include "evening_gen.hpp"  // tests/reliability: generated evenings of every registered game

namespace tarock::bench {

/// data/evenings of the source tree.
inline std::string data_dir() { return TAROCK_DATA_DIR; }

/// A fresh folder under the system's temporary directory, removed with everything in it.
class TempDir {
public:
    TempDir() {
        const auto stamp = std::chrono::steady_clock::now().time_since_epoch().count();
        dir_ = std::filesystem::temp_directory_path() / ("tarock-bench-" + std::to_string(::getpid()) + "-" + std::to_string(stamp));
        std::filesystem::create_directories(dir_);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(dir_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    /// A path inside the folder.
    std::string file(const std::string& name) const { return (dir_ / name).string(); }

private:
    std::filesystem::path dir_;
};

/// CPU time of this thread and wall time, in seconds.
struct Clocks {
    double cpu = 0;
    double wall = 0;
    static Clocks now() {
        timespec c{}, w{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c);
        clock_gettime(CLOCK_MONOTONIC, &w);
        return Clocks{static_cast<double>(c.tv_sec) + static_cast<double>(c.tv_nsec) * 1e-9,
                      static_cast<double>(w.tv_sec) + static_cast<double>(w.tv_nsec) * 1e-9};
    }
    Clocks operator-(const Clocks& o) const { return Clocks{cpu - o.cpu, wall - o.wall}; }
    Clocks& operator+=(const Clocks& o) {
        cpu += o.cpu;
        wall += o.wall;
        return *this;
    }
};

/// The counters of a side-by-side benchmark: the CPU and wall time per measure (ms) of the short
/// case `a` and the long case `b` over `count` measures each, and b's ratio to a, named
/// "cpu_ms_<a_name>", "cpu_ms_<b_name>", "cpu_ratio", "wall_ms_...", "wall_ratio".
inline std::vector<std::pair<std::string, double>> side_by_side(const Clocks& a, const Clocks& b, double count,
                                                                const std::string& a_name, const std::string& b_name) {
    return {{"cpu_ms_" + a_name, a.cpu / count * 1e3},   {"cpu_ms_" + b_name, b.cpu / count * 1e3},   {"cpu_ratio", b.cpu / a.cpu},
            {"wall_ms_" + a_name, a.wall / count * 1e3}, {"wall_ms_" + b_name, b.wall / count * 1e3}, {"wall_ratio", b.wall / a.wall}};
}

/// The seed every benchmark draws its generated evenings with (reproducible figures).
inline constexpr std::uint64_t kSeed = 20260301;

}  // namespace tarock::bench
