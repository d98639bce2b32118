// The layers of src/ (docs/development.md): each may include only its own layer and the layers
// below it. core < games < session < tournament < report, storage < live < cli, app. A file that includes a layer
// above its own fails here, naming the file, the line and the include.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

/// Layer -> the layers its files may include.
const std::map<std::string, std::set<std::string>>& allowed() {
    static const std::map<std::string, std::set<std::string>> a = {
        {"core", {"core"}},
        {"games", {"core", "games"}},
        {"session", {"core", "games", "session"}},
        {"tournament", {"core", "games", "session", "tournament"}},
        {"report", {"core", "games", "session", "tournament", "report"}},
        {"storage", {"core", "games", "session", "tournament", "storage"}},
        {"live", {"core", "games", "session", "tournament", "report", "storage", "live"}},
        {"cli", {"core", "games", "session", "tournament", "report", "storage", "live", "cli"}},
        {"app", {"core", "games", "session", "tournament", "report", "storage", "live", "app"}},
    };
    return a;
}

struct Violation {
    std::string file;
    int line;
    std::string include;
};

/// Every project include of every source file under src/ that its layer may not include.
std::vector<Violation> violations(const fs::path& src) {
    const std::regex include_re(R"(^\s*#\s*include\s*"([a-z_]+)/)");
    std::vector<Violation> out;
    for (const auto& entry : fs::recursive_directory_iterator(src)) {
        if (!entry.is_regular_file()) continue;
        const auto ext = entry.path().extension().string();
        if (ext != ".cpp" && ext != ".hpp" && ext != ".def" && ext != ".in") continue;
        const std::string layer = fs::relative(entry.path(), src).begin()->string();
        const auto rule = allowed().find(layer);
        REQUIRE_MESSAGE(rule != allowed().end(), "src/" << layer << " is not a known layer");
        std::ifstream in(entry.path());
        std::string text;
        int n = 0;
        while (std::getline(in, text)) {
            ++n;
            std::smatch m;
            if (std::regex_search(text, m, include_re) && allowed().count(m[1].str()) && !rule->second.count(m[1].str()))
                out.push_back({fs::relative(entry.path(), src).string(), n, text});
        }
    }
    return out;
}

}  // namespace

TEST_CASE("every file of src/ includes only its own layer and the layers below it") {
    const auto found = violations(fs::path(TAROCK_SOURCE_DIR) / "src");
    for (const Violation& v : found) MESSAGE("src/" << v.file << ":" << v.line << ": " << v.include);
    CHECK(found.empty());
}

TEST_CASE("the layer scan finds a violation when there is one") {
    // A throwaway tree with a core file that includes the window: the scan must name it.
    const fs::path dir = fs::temp_directory_path() / "tarock-layers-test";
    fs::remove_all(dir);
    fs::create_directories(dir / "core");
    fs::create_directories(dir / "app");
    std::ofstream(dir / "core" / "bad.cpp") << "#include \"core/thirds.hpp\"\n#include \"app/ui.hpp\"\n";
    std::ofstream(dir / "app" / "good.cpp") << "#include \"core/thirds.hpp\"\n#include \"games/variant.hpp\"\n";
    const auto found = violations(dir);
    REQUIRE(found.size() == 1);
    CHECK(found[0].file == "core/bad.cpp");
    CHECK(found[0].line == 2);
    fs::remove_all(dir);
}
