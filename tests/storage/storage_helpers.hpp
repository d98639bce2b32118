#pragma once
// Shared fixtures of the storage tests: a temporary folder per test and a valid evening.

#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include "session/evening.hpp"
#include "storage/database.hpp"
#include "storage/sql_engine.hpp"
#include "tournament/tournament.hpp"
#include "test_database.hpp"

namespace tarock::test {

/// The single number that `sql` (a COUNT or similar query) gives on `db`.
inline std::int64_t count(Database& db, const std::string& sql) { return db.engine().number(sql); }

/// PRAGMA integrity_check of an SQLite database; a PostgreSQL server keeps its own pages and
/// enforces every constraint at each statement, so there it is "ok" without asking.
inline std::string integrity(Database& db) {
    return db.on_server() ? std::string("ok") : db.connection().execAndGet("PRAGMA integrity_check").getString();
}

/// A fresh folder under the system's temporary directory, removed with everything in it.
class TempDir {
public:
    TempDir() {
        static std::atomic<int> counter{0};
        const auto stamp = std::chrono::steady_clock::now().time_since_epoch().count();
        dir_ = std::filesystem::temp_directory_path() /
               ("tarock-storage-test-" + std::to_string(::getpid()) + "-" + std::to_string(stamp) + "-" +
                std::to_string(counter++));
        std::filesystem::create_directories(dir_);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(dir_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::filesystem::path& dir() const { return dir_; }
    /// A path inside the folder, as a string.
    std::string file(const std::string& name) const { return (dir_ / name).string(); }
    /// The location of database `name` of this test: the file `file(name)`, or in the
    /// PostgreSQL run a database of its own on the test server (TestDatabases).
    std::string db(const std::string& name) { return databases_.location(dir_, name); }

private:
    std::filesystem::path dir_;
    TestDatabases databases_;
};

/// The bytes of a file ("" when it does not exist).
inline std::string read_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

/// Anna deals hand 1: Bernd is Vorhand, Christl second, Anna third; Bernd deals hand 2.
inline Evening three_player_evening() {
    Evening e;
    e.title = "Donnerstagsrunde";
    e.date = "2026-11-19";
    e.variant = "tapp";
    e.players = {"Anna", "Bernd", "Christl"};
    e.first_dealer = 0;
    e.stake = Stake{10, "EUR"};
    return e;
}

/// Bernd wins a onefold Dreier: Bernd +2, Anna -1, Christl -1.
inline Json bernd_dreier() { return Json::parse(R"({"declarer":"Bernd","game":"dreier","multiple":1,"points":40})"); }
/// Christl loses a Solo and pays 8 to each: Christl -16, Anna +8, Bernd +8.
inline Json christl_solo() { return Json::parse(R"({"declarer":"Christl","game":"solo","points":30})"); }
/// Refused: a Dreier is onefold to sixfold (field "multiple").
inline Json bad_multiple() { return Json::parse(R"({"declarer":"Bernd","game":"dreier","multiple":7,"points":40})"); }
/// Refused: 71 card points (field "points").
inline Json bad_points() { return Json::parse(R"({"declarer":"Bernd","game":"dreier","multiple":1,"points":71})"); }

/// A cup of two rounds on the Tiroler tariff (not stored: id 0).
inline tournament::Cup tirol_cup() {
    tournament::Cup cup;
    cup.name = "Tiroler Tarockcup 2026";
    cup.preset = "Tiroler Tarockcup 2020";
    cup.rounds = 2;
    cup.tie_break = TieBreak::Tirol;
    cup.points.table = {25, 20, 16};
    return cup;
}

/// Totals per seat in whole points.
inline std::vector<std::int64_t> totals(const Evening& e) {
    const EveningResult r = recompute(e);
    std::vector<std::int64_t> out;
    for (const Thirds& t : r.totals) {
        REQUIRE(t.is_whole());
        out.push_back(t.whole_part());
    }
    return out;
}

}  // namespace tarock::test
