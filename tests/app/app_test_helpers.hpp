#pragma once
// Shared fixtures of the window tests: a temporary folder, the session files of data/evenings,
// sample evenings, and comparisons of scored hands.

#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <string>
#include <unistd.h>
#include <vector>

#include "app/app_state.hpp"
#include "app/forms/tapp_model.hpp"
#include "session/evening.hpp"
#include "session/session_file.hpp"

namespace tarock::apptest {

/// A fresh folder under the system's temporary directory, removed with everything in it.
class TempDir {
public:
    TempDir() {
        static std::atomic<int> counter{0};
        const auto stamp = std::chrono::steady_clock::now().time_since_epoch().count();
        dir_ = std::filesystem::temp_directory_path() /
               ("tarock-app-test-" + std::to_string(::getpid()) + "-" + std::to_string(stamp) + "-" + std::to_string(counter++));
        std::filesystem::create_directories(dir_);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(dir_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    /// The folder itself.
    std::string path() const { return dir_.string(); }
    /// A path inside the folder.
    std::string file(const std::string& name) const { return (dir_ / name).string(); }

private:
    std::filesystem::path dir_;
};

/// Every Tapp evening of data/evenings/*.json, with the file it came from.
struct NamedEvening {
    std::string source;
    Evening evening;
};
std::vector<NamedEvening> data_evenings();
/// Stores the cup "Tiroler Tarockcup 2026" (preset "Tiroler Tarockcup 2020", the Tirol tie-break,
/// cup points 25, 20, 16) in `db` and returns it with its id.
tournament::Cup store_tiroler_cup(Database& db);
/// Every evening of variant `variant` in data/evenings/*.json ("": of every variant).
std::vector<NamedEvening> data_evenings_of(const std::string& variant);
/// The Block-Tarok evenings the window tests use: the CLI fixture of vector B-35
/// (tests/cli/fixtures/block-hut.json) and every Block evening of data/evenings.
std::vector<NamedEvening> block_evenings();

/// Hand-made evenings covering the form's fields (3 and 4 players, house rules, Stamm).
std::vector<NamedEvening> sample_evenings();

/// The Tapp form of the open evening's hand entry (fails the test when the entry has none).
app::TappForm& tapp_form(app::AppState& s);

/// `hand` without its "dealer" field: the record as it stands when the rotation deals it.
Json without_dealer(const Json& hand);

/// Checks that two scored hands carry the same postings (payer, payee, amount, reason, rule),
/// notes, summary and dealer flag. `what` names the hand in failure messages.
void check_same_outcome(const HandOutcome& a, const HandOutcome& b, const std::string& what);

}  // namespace tarock::apptest
