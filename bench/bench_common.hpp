#pragma once
// Shared by the benchmark programs: the example evenings and generated evenings of every game,
// a temporary folder, the data folder.

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
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

/// The seed every benchmark draws its generated evenings with (reproducible figures).
inline constexpr std::uint64_t kSeed = 20260301;

}  // namespace tarock::bench
