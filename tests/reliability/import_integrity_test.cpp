// Import is all or nothing per file (a failure, a full disk, a lock or a kill after the first
// evenings leaves none of them), a re-imported evening is recognised and skipped with a note, a
// damaged database is refused by every command and never written, and text stored by an older
// version is never printed raw to a terminal.
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <thread>

#include "reliability_helpers.hpp"
#include "storage/database.hpp"
#ifdef TAROCK_HAVE_APP
#include "app/actions.hpp"
#endif

using namespace tarock;
using namespace tarock::rel;

namespace {

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

void spit(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

/// Runs `tarock` with the arguments (a shell command line tail); stdout and stderr into files of
/// `dir`. Returns the exit code.
struct Cli {
    int code = -1;
    std::string out, err;
};
Cli tarock_cli(const TempDir& dir, const std::string& args) {
    const std::string out = dir.file("cli.out"), err = dir.file("cli.err");
    const int status = std::system((std::string(TAROCK_CLI) + " " + args + " > '" + out + "' 2> '" + err + "'").c_str());
    return Cli{WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(out), slurp(err)};
}

/// `count` evenings of `hands` generated Tapp hands each (seeds `seed`, `seed` + 1, ...), titled
/// "<prefix>-<k>".
std::vector<Evening> tapp_evenings(const std::string& prefix, int count, std::size_t hands, std::uint64_t seed = 500) {
    const gen::Example* tapp = nullptr;
    for (const gen::Example& x : examples())
        if (x.evening.variant == "tapp" && !tapp) tapp = &x;
    REQUIRE(tapp);
    std::vector<Evening> out;
    for (int k = 0; k < count; ++k) {
        Evening e = gen::generate(tapp->evening, hands, seed + static_cast<std::uint64_t>(k));
        e.title = prefix + "-" + std::to_string(k);
        e.touren.reset();
        out.push_back(std::move(e));
    }
    return out;
}

long long scalar(const std::string& db_path, const std::string& sql) {
    SQLite::Database db(db_path, SQLite::OPEN_READONLY);
    return db.execAndGet(sql).getInt64();
}

std::string quick_check(const std::string& db_path) {
    SQLite::Database db(db_path, SQLite::OPEN_READONLY);
    return db.execAndGet("PRAGMA quick_check").getString();
}

}  // namespace

TEST_CASE("terminal: a name with control characters stored by an older version is never printed raw by tarock list") {
    TempDir dir;
    const std::string db_path = dir.file("db.sqlite");
    {
        Database db(db_path);
        db.create_evening(tapp_evenings("esc", 1, 2).front());
    }
    {
        SQLite::Database raw(db_path, SQLite::OPEN_READWRITE);
        raw.exec("UPDATE player SET name = char(27) || '[2J' || char(27) || '[31mEvil' WHERE seat = 0");
        raw.exec("UPDATE evening SET title = 'T' || char(27) || ']0;x' || char(7)");
    }
    const Cli list = tarock_cli(dir, "list --db '" + db_path + "'");
    CHECK(list.code == 0);
    CHECK(list.out.find('\x1b') == std::string::npos);
    CHECK(list.out.find('\x07') == std::string::npos);
    CHECK(list.out.find("\\u001b[2J\\u001b[31mEvil") != std::string::npos);
}
