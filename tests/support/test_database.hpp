#pragma once
// Which engine a storage test runs against. The storage suite (and the reliability tests that are
// not about SQLite files) runs twice: as "storage: …" against SQLite files, and as
// "storage-pg: …" against a real PostgreSQL server that ctest starts once for them
// (tests/support/pg-cluster.sh, fixture "postgresql"), whose location is in TAROCK_TEST_DB.
// There every database a test asks for is a schema of its own on that server, dropped afterwards.
// Nothing is mocked.

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <unistd.h>

#include "storage/database.hpp"
#include "storage/sql_engine.hpp"

namespace tarock::test {

/// The PostgreSQL location the suite runs against (TAROCK_TEST_DB), or "" for SQLite files.
inline std::string test_server() {
    const char* v = std::getenv("TAROCK_TEST_DB");
    return v ? std::string(v) : std::string();
}

/// True in the suite's PostgreSQL run.
inline bool on_postgresql() { return !test_server().empty(); }

/// The databases of one test: `location(folder, name)` is the file `folder/name` (SQLite), or on
/// the test server a schema of its own for that name (the same name gives the same database, so a
/// test can reopen it), created on first use and dropped with everything in it at the end.
class TestDatabases {
public:
    TestDatabases() = default;
    ~TestDatabases() {
        if (schemas_.empty()) return;
        try {
            auto admin = sql::open_postgresql(test_server());
            for (const auto& [name, schema] : schemas_) admin->script("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
        } catch (const std::exception&) {
        }
    }
    TestDatabases(const TestDatabases&) = delete;
    TestDatabases& operator=(const TestDatabases&) = delete;

    std::string location(const std::filesystem::path& folder, const std::string& name) {
        const std::string server = test_server();
        if (server.empty()) return (folder / name).string();
        auto it = schemas_.find(name);
        if (it == schemas_.end()) {
            static int counter = 0;
            const std::string schema = "t" + std::to_string(::getpid()) + "_" +
                                       std::to_string(std::chrono::steady_clock::now().time_since_epoch().count() % 1000000000) +
                                       "_" + std::to_string(counter++);
            sql::open_postgresql(server)->script("CREATE SCHEMA " + schema);
            it = schemas_.emplace(name, schema).first;
        }
        return server + (server.find('?') == std::string::npos ? "?" : "&") + "options=-csearch_path%3D" + it->second;
    }

private:
    std::map<std::string, std::string> schemas_;
};

}  // namespace tarock::test
