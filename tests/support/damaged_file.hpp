#pragma once
// A damaged SQLite file for the tests that check nothing is written to one (the reliability
// suite's damaged-database test, the storage tests of the background integrity check).

#include <fstream>
#include <random>
#include <string>

namespace tarock::test {

/// Overwrites 8 KiB in the middle of the file at `path` with random bytes (seeded, so every run
/// damages the same pages). The file must be larger than 8 KiB; an SQLite file should be
/// checkpointed first (PRAGMA wal_checkpoint(TRUNCATE)) so its pages are in the file itself.
inline void damage_middle(const std::string& path) {
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekg(0, std::ios::end);
    const auto size = static_cast<long long>(f.tellg());
    f.seekp(size / 2);
    std::mt19937 rng(1);
    for (int i = 0; i < 8192; ++i) f.put(static_cast<char>(rng() & 0xff));
}

}  // namespace tarock::test
