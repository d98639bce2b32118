#pragma once
// Helpers of the CLI tests: run the real `tarock` binary, capture stdout, stderr and the exit
// code; temporary folders; whole-file reads. The binary's path and the source folder come in as
// compile definitions (TAROCK_CLI_BINARY, TAROCK_SOURCE_DIR; see tests/cli/CMakeLists.txt).

#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "session/evening.hpp"

namespace tarock::clitest {

namespace fs = std::filesystem;

inline const fs::path kSourceDir{TAROCK_SOURCE_DIR};
inline const std::string kBinary{TAROCK_CLI_BINARY};

/// The whole file as bytes ("" when it cannot be read).
inline std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

inline void write_file(const fs::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << text;
}

/// `s` in single quotes for /bin/sh.
inline std::string shell_quote(const std::string& s) {
    std::string q = "'";
    for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

/// True when the goldens are to be rewritten (UPDATE_GOLDEN=1 in the environment).
inline bool updating() {
    const char* u = std::getenv("UPDATE_GOLDEN");
    return u && std::string(u) == "1";
}

/// A fresh, empty temporary folder, removed again when the object goes.
class TempDir {
public:
    TempDir() {
        static std::atomic<int> counter{0};
        path_ = fs::temp_directory_path() /
                ("tarock-cli-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
        fs::remove_all(path_);
        fs::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const fs::path& path() const { return path_; }
    fs::path operator/(const std::string& name) const { return path_ / name; }

private:
    fs::path path_;
};

/// What a run of the binary gave.
struct RunResult {
    int code = -1;    ///< exit code (-1: did not exit normally)
    std::string out;  ///< stdout, bytes as written
    std::string err;  ///< stderr
};

/// Runs `tarock` with `args` (each quoted for the shell), stdin from `stdin_file` if given (else
/// empty), with XDG_DATA_HOME pointed into a temporary folder so no real database is touched.
inline RunResult run_tarock(const std::vector<std::string>& args, const std::string& stdin_file = "") {
    TempDir tmp;
    std::string cmd = "XDG_DATA_HOME=" + shell_quote((tmp / "xdg").string()) + " " + shell_quote(kBinary);
    for (const std::string& a : args) cmd += " " + shell_quote(a);
    cmd += " < " + shell_quote(stdin_file.empty() ? std::string("/dev/null") : stdin_file);
    cmd += " > " + shell_quote((tmp / "out").string()) + " 2> " + shell_quote((tmp / "err").string());
    const int status = std::system(cmd.c_str());
    RunResult r;
    r.code = (status != -1 && WIFEXITED(status)) ? WEXITSTATUS(status) : -1;
    r.out = read_file(tmp / "out");
    r.err = read_file(tmp / "err");
    return r;
}

/// The text split into lines (without the newlines).
inline std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    return lines;
}

/// True when `text` has a line exactly equal to `line`.
inline bool has_line(const std::string& text, const std::string& line) {
    for (const std::string& l : lines_of(text))
        if (l == line) return true;
    return false;
}

/// The evening of the unit tests and of tests/cli/fixtures/mini-evening.json: Anna, Bernd,
/// Christl, first dealer Anna, 10 cents per point; hand 1 Bernd wins a Dreier 2x with 41 points,
/// hand 2 (dealt by Bernd) Christl loses a Solo with 30 points.
inline Evening mini_evening() {
    Evening e;
    e.title = "Mini-Abend";
    e.date = "2026-11-19";
    e.variant = "tapp";
    e.players = {"Anna", "Bernd", "Christl"};
    e.first_dealer = 0;
    e.stake = Stake{10, "EUR"};
    HandRecord h1;
    h1.inputs = Json::parse(R"({"declarer":"Bernd","game":"dreier","multiple":2,"points":41})");
    HandRecord h2;
    h2.inputs = Json::parse(R"({"declarer":"Christl","game":"solo","points":30})");
    e.hands = {h1, h2};
    return e;
}

}  // namespace tarock::clitest
