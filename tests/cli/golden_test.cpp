// Golden tests: the real `tarock replay` binary on every session file that has golden files,
// compared byte for byte with tests/cli/golden/<stem>.txt (German text), <stem>.json (--json)
// and, if present, <stem>.en.txt (--lang en), <stem>.sl.txt (--lang sl), <stem>.hu.txt (--lang hu),
// <stem>.csv (--csv), <stem>.en.csv (--csv --lang en) and <stem>.html (--html).
//
// Session files: data/evenings/*.json (picked up automatically as soon as their goldens exist)
// and tests/cli/fixtures/*.json.
//
// `tarock rules` has goldens of its own (rules*.txt, rules*.json), checked the same way.
//
// Regenerating: run the test with UPDATE_GOLDEN=1 in the environment, e.g.
//   UPDATE_GOLDEN=1 ctest --test-dir build-cli -R "cli:golden"
// This (re)writes the .txt and .json goldens of every session file (and .en.txt where one
// exists). A regenerated golden must be reviewed by a human (git diff) before it is committed:
// the golden is the expected output, not whatever the program prints today.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>

#include "cli_test_helpers.hpp"
#include "report/report.hpp"
#include "session/session_file.hpp"

using namespace tarock::clitest;

namespace {

struct GoldenCase {
    fs::path session;
    std::string stem;
};

/// Every session file the goldens may cover, in a stable order.
std::vector<GoldenCase> session_files() {
    std::vector<GoldenCase> out;
    for (const fs::path& dir : {kSourceDir / "data" / "evenings", kSourceDir / "tests" / "cli" / "fixtures"}) {
        if (!fs::is_directory(dir)) continue;
        for (const auto& entry : fs::directory_iterator(dir))
            if (entry.is_regular_file() && entry.path().extension() == ".json")
                out.push_back({entry.path(), entry.path().stem().string()});
    }
    std::sort(out.begin(), out.end(), [](const GoldenCase& a, const GoldenCase& b) { return a.session < b.session; });
    return out;
}

const fs::path kGoldenDir = kSourceDir / "tests" / "cli" / "golden";

/// Compares one output with its golden (or rewrites the golden when updating). Returns true when
/// a comparison was made or a golden written.
bool check_golden(const GoldenCase& c, const std::string& suffix, const std::vector<std::string>& extra_args,
                  bool create_when_missing) {
    const fs::path golden = kGoldenDir / (c.stem + suffix);
    const bool exists = fs::exists(golden);
    if (!exists && !(updating() && create_when_missing)) return false;
    std::vector<std::string> args = {"replay", c.session.string()};
    args.insert(args.end(), extra_args.begin(), extra_args.end());
    const RunResult r = run_tarock(args);
    INFO("session file: " << c.session.filename().string() << ", golden: " << golden.filename().string());
    INFO("stderr: " << r.err);
    CHECK(r.code == 0);
    if (updating()) {
        write_file(golden, r.out);
        MESSAGE("golden written, review it before committing: " << golden.filename().string());
        return true;
    }
    const std::string expected = read_file(golden);
    CHECK(r.out == expected);
    if (r.out != expected) {
        // Point at the first differing line to make the failure readable.
        const auto a = lines_of(r.out), b = lines_of(expected);
        for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
            const std::string got = i < a.size() ? a[i] : "<end>";
            const std::string want = i < b.size() ? b[i] : "<end>";
            if (got != want) {
                MESSAGE("first difference at line " << (i + 1) << "\n  got:      " << got << "\n  expected: " << want);
                break;
            }
        }
    }
    return true;
}

}  // namespace

TEST_CASE("golden: tarock replay matches the golden files of every session file that has them") {
    int compared = 0;
    bool mini_seen = false;
    for (const GoldenCase& c : session_files()) {
        const bool fixture = c.session.parent_path().filename() == "fixtures";
        // Fixtures meant to fail (invalid-*) have no goldens and are tested elsewhere; when
        // updating, goldens are created for every other session file.
        const bool create = !fixture || c.stem.rfind("invalid-", 0) != 0;
        if (check_golden(c, ".txt", {}, create)) ++compared;
        if (check_golden(c, ".json", {"--json"}, create)) ++compared;
        if (check_golden(c, ".en.txt", {"--lang", "en"}, false)) ++compared;
        // The games of the neighbours in their own languages.
        if (check_golden(c, ".sl.txt", {"--lang", "sl"}, false)) ++compared;
        if (check_golden(c, ".hu.txt", {"--lang", "hu"}, false)) ++compared;
        // The spreadsheet table and the printable settlement sheet, where their goldens exist.
        if (check_golden(c, ".csv", {"--csv"}, false)) ++compared;
        if (check_golden(c, ".en.csv", {"--csv", "--lang", "en"}, false)) ++compared;
        if (check_golden(c, ".html", {"--html"}, false)) ++compared;
        if (c.stem == "mini-evening") mini_seen = true;
    }
    CHECK(mini_seen);
    CHECK(compared >= 2);  // at least the mini evening's text and JSON goldens
}

/// The report `tarock replay FILE --json` printed when it built the whole document before
/// writing it: every evening's replay_json in one JSON document, dumped with an indent of 2.
std::string whole_json_report(const std::vector<tarock::Evening>& evenings, tarock::report::Lang lang) {
    int errors = 0;
    tarock::Json all = tarock::Json::array();
    for (const tarock::Evening& e : evenings) {
        const tarock::EveningResult r = tarock::recompute(e);
        errors += r.errors;
        all.push_back(tarock::report::replay_json(e, r, lang));
    }
    return tarock::Json{{"format", "tarock-buchhalter-replay"}, {"version", 1}, {"errors", errors}, {"evenings", all}}.dump(2) + "\n";
}

TEST_CASE("golden: tarock replay --json, written hand by hand, gives the bytes of the whole document for every session file") {
    using tarock::report::Lang;
    int compared = 0;
    std::vector<tarock::Evening> all;
    for (const GoldenCase& c : session_files()) {
        const std::vector<tarock::Evening> evenings = tarock::parse_session_text(read_file(c.session));
        for (const auto& [lang, code] : {std::pair{Lang::De, "de"}, std::pair{Lang::En, "en"}, std::pair{Lang::Sl, "sl"}, std::pair{Lang::Hu, "hu"}}) {
            const RunResult r = run_tarock({"replay", c.session.string(), "--json", "--lang", code});
            INFO("session file: " << c.session.filename().string() << ", --lang " << code << ", stderr: " << r.err);
            CHECK(r.out == whole_json_report(evenings, lang));
            ++compared;
        }
        all.insert(all.end(), evenings.begin(), evenings.end());
    }
    CHECK(compared >= 4 * 20);
    // A file of several evenings, all of them and one chosen with --evening.
    TempDir tmp;
    const fs::path file = tmp / "all.json";
    tarock::write_session_file(file.string(), all);
    CHECK(run_tarock({"replay", file.string(), "--json"}).out == whole_json_report(all, Lang::De));
    CHECK(run_tarock({"replay", file.string(), "--json", "--evening", "2"}).out == whole_json_report({all.at(1)}, Lang::De));
}

TEST_CASE("golden: tarock rules prints the pages, a page's sections and a rule's text in both languages") {
    struct Case {
        const char* golden;
        std::vector<std::string> args;
    };
    const std::vector<Case> cases = {
        {"rules.txt", {"rules"}},
        {"rules-tapp.txt", {"rules", "tapp"}},
        {"rules-tapp-2.2-2.9.txt", {"rules", "tapp §2.2, §2.9"}},
        {"rules-tapp-2.2-2.9.en.txt", {"rules", "--lang", "en", "tapp §2.2, §2.9"}},
        {"rules-codex-19.json", {"rules", "--json", "Codex §19"}},
    };
    for (const Case& c : cases) {
        const fs::path golden = kGoldenDir / c.golden;
        const RunResult r = run_tarock(c.args);
        INFO("golden: " << c.golden << ", stderr: " << r.err);
        CHECK(r.code == 0);
        if (updating()) {
            write_file(golden, r.out);
            MESSAGE("golden written, review it before committing: " << c.golden);
            continue;
        }
        CHECK(r.out == read_file(golden));
    }
    // A rule that does not exist is refused with its id.
    const RunResult bad = run_tarock({"rules", "tapp §9.9"});
    CHECK(bad.code == 1);
    CHECK(bad.err.find("tapp §9.9") != std::string::npos);
}

TEST_CASE("golden: the mini evening's golden holds the worked-out settlement") {
    // Guards the golden itself: whatever regeneration did, these figures were computed by hand.
    const std::string txt = read_file(kGoldenDir / "mini-evening.txt");
    CHECK(has_line(txt, "  Stand: Anna -2 | Bernd +4 | Christl -2"));
    CHECK(has_line(txt, "  Stand: Anna +6 | Bernd +12 | Christl -18"));
    CHECK(has_line(txt, "  Christl zahlt Bernd 1,20 EUR"));
    CHECK(has_line(txt, "  Christl zahlt Anna 0,60 EUR"));
}

TEST_CASE("golden: the replay example in docs/cli.md is the mini evening's golden") {
    const std::string doc = read_file(kSourceDir / "docs" / "cli.md");
    const std::string marker = "$ tarock replay tests/cli/fixtures/mini-evening.json\n";
    const auto start = doc.find(marker);
    REQUIRE(start != std::string::npos);
    const auto body = start + marker.size();
    const auto end = doc.find("```", body);
    REQUIRE(end != std::string::npos);
    CHECK(doc.substr(body, end - body) == read_file(kGoldenDir / "mini-evening.txt"));
}
