#pragma once
// Shared by the benchmark programs: the example evenings and generated evenings of every game,
// a temporary folder, the data folder.

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
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

/// The seed every benchmark draws its generated evenings with (reproducible figures).
inline constexpr std::uint64_t kSeed = 20260301;

}  // namespace tarock::bench
