#pragma once
// Shared by the reliability tests: a temporary folder, the example evenings, running a helper
// program as a child process with a pipe on its standard output, and comparing results.

#include <doctest/doctest.h>

#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "evening_gen.hpp"
#include "test_database.hpp"

namespace tarock::rel {

/// A fresh folder under the system's temporary directory, removed with everything in it.
class TempDir {
public:
    TempDir() {
        static std::atomic<int> counter{0};
        const auto stamp = std::chrono::steady_clock::now().time_since_epoch().count();
        dir_ = std::filesystem::temp_directory_path() /
               ("tarock-reliability-" + std::to_string(::getpid()) + "-" + std::to_string(stamp) + "-" + std::to_string(counter++));
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
    /// The location of database `name` of this test: the file `file(name)`, or in the
    /// PostgreSQL run a database of its own on the test server (test::TestDatabases).
    std::string db(const std::string& name) { return databases_.location(dir_, name); }

private:
    std::filesystem::path dir_;
    test::TestDatabases databases_;
};

/// Anna, Bernd and Christl play Tapp, Anna deals first: an evening titled `title` in which a
/// Dreier of any of them fits every place.
inline Evening three_players(const std::string& title) {
    Evening e;
    e.title = title;
    e.date = "2026-03-01";
    e.variant = "tapp";
    e.players = {"Anna", "Bernd", "Christl"};
    e.stake = Stake{10, "EUR"};
    return e;
}

/// Every evening of data/evenings, once read.
inline const std::vector<gen::Example>& examples() {
    static const std::vector<gen::Example> all = gen::examples(TAROCK_DATA_DIR);
    return all;
}

/// An integer from the environment variable `name`, or `fallback` when it is not set.
inline long env_number(const char* name, long fallback) {
    const char* v = std::getenv(name);
    return v && *v ? std::strtol(v, nullptr, 10) : fallback;
}

/// A child process running `args[0]` with its standard output on a pipe the parent reads.
class Child {
public:
    explicit Child(const std::vector<std::string>& args) {
        int fds[2];
        REQUIRE(::pipe(fds) == 0);
        pid_ = ::fork();
        REQUIRE(pid_ >= 0);
        if (pid_ == 0) {
            ::dup2(fds[1], 1);
            ::close(fds[0]);
            ::close(fds[1]);
            std::vector<char*> argv;
            for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
            argv.push_back(nullptr);
            ::execv(argv[0], argv.data());
            ::_exit(127);
        }
        ::close(fds[1]);
        fd_ = fds[0];
    }
    ~Child() {
        if (pid_ > 0 && !reaped_) {
            ::kill(pid_, SIGKILL);
            wait();
        }
        if (fd_ >= 0) ::close(fd_);
    }
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    /// The next line the child wrote (without the newline); false at the end of its output.
    bool read_line(std::string& line) {
        line.clear();
        for (;;) {
            const auto nl = buffer_.find('\n');
            if (nl != std::string::npos) {
                line = buffer_.substr(0, nl);
                buffer_.erase(0, nl + 1);
                return true;
            }
            char chunk[4096];
            const ssize_t n = ::read(fd_, chunk, sizeof chunk);
            if (n <= 0) return false;
            buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }
    /// Sends SIGKILL.
    void kill() { ::kill(pid_, SIGKILL); }
    /// The child's process id.
    pid_t pid() const { return pid_; }
    /// Waits for the child; returns its wait status.
    int wait() {
        int status = 0;
        ::waitpid(pid_, &status, 0);
        reaped_ = true;
        return status;
    }

private:
    pid_t pid_ = -1;
    int fd_ = -1;
    bool reaped_ = false;
    std::string buffer_;
};

}  // namespace tarock::rel
