// House rules named in the code exist. A call such as rules.is("stamm", "on") compares strings: a
// misspelt value would silently be false and change a payment. This scan reads every literal
// house-rule call in src/ — is("key", "value"), choice("key"), choice("key") == "value" and
// amount("key") — and checks the key and the value against the settings the games declare
// (Variant::settings()): in a game's folder (src/games/<folder>) against that folder's games of
// games.def, elsewhere against all games. It fails naming the file, the line and the call.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/house_rules.hpp"
#include "games/variant.hpp"

namespace fs = std::filesystem;
using namespace tarock;

namespace {

/// games.def: game id -> its folder under src/games.
const std::map<std::string, std::string>& folder_of_game() {
    static const std::map<std::string, std::string> m = {
#define TAROCK_GAME(id, folder, ns, fn) {#id, #folder},
#include "games/games.def"
#undef TAROCK_GAME
    };
    return m;
}

/// The settings a scan checks against: the games of one folder, or all games.
struct Declared {
    std::map<std::string, const SettingSpec*> choices;  // key -> one spec (values merged below)
    std::map<std::string, std::set<std::string>> values;
    std::set<std::string> amounts;

    void add(const SettingSpec& s) {
        if (s.kind == SettingSpec::Kind::Amount) {
            amounts.insert(s.key);
            return;
        }
        choices[s.key] = &s;
        for (const SettingOption& o : s.options) values[s.key].insert(o.value);
    }
};

Declared declared(const std::string& folder) {
    Declared d;
    for (const Variant* v : all_variants()) {
        if (!folder.empty() && folder_of_game().at(v->id()) != folder) continue;
        for (const SettingSpec& s : v->settings()) d.add(s);
    }
    return d;
}

struct Finding {
    std::string file;
    int line;
    std::string what;
};

/// Every literal house-rule call under `src` whose key or value no game of its scope declares.
/// `src` has the layout of src/: a file below games/<folder>/ is checked against that folder's
/// games (a folder games.def does not name: against all games).
std::vector<Finding> scan(const fs::path& src) {
    static const std::regex is_re(R"re((?:\.|->)is\(\s*"([A-Za-z0-9_]+)"\s*,\s*"([^"]*)"\s*\))re");
    static const std::regex choice_re(R"re((?:\.|->)choice\(\s*"([A-Za-z0-9_]+)"\s*\)(?:\s*(?:==|!=)\s*"([^"]*)")?)re");
    static const std::regex amount_re(R"re((?:\.|->)amount\(\s*"([A-Za-z0-9_]+)"\s*\))re");
    std::set<std::string> folders;
    for (const auto& [id, folder] : folder_of_game()) folders.insert(folder);
    std::map<std::string, Declared> scopes;
    std::vector<Finding> out;
    for (const auto& entry : fs::recursive_directory_iterator(src)) {
        if (!entry.is_regular_file()) continue;
        const auto ext = entry.path().extension().string();
        if (ext != ".cpp" && ext != ".hpp") continue;
        const fs::path rel = fs::relative(entry.path(), src);
        std::string scope;
        auto part = rel.begin();
        if (part != rel.end() && *part == "games" && ++part != rel.end() && folders.count(part->string())) scope = part->string();
        if (!scopes.count(scope)) scopes.emplace(scope, declared(scope));
        const Declared& d = scopes.at(scope);
        std::ifstream in(entry.path());
        std::string text;
        int n = 0;
        while (std::getline(in, text)) {
            ++n;
            auto check_choice = [&](const std::string& key, const std::string& value, const std::string& call, bool has_value) {
                if (!d.choices.count(key)) {
                    out.push_back({rel.string(), n, call + ": no game " + (scope.empty() ? "" : "of " + scope + " ") + "has a choice '" + key + "'"});
                } else if (has_value && !d.values.at(key).count(value)) {
                    out.push_back({rel.string(), n, call + ": '" + value + "' is not an option of '" + key + "'"});
                }
            };
            for (std::sregex_iterator it(text.begin(), text.end(), is_re), end; it != end; ++it)
                check_choice((*it)[1], (*it)[2], it->str(), true);
            for (std::sregex_iterator it(text.begin(), text.end(), choice_re), end; it != end; ++it)
                check_choice((*it)[1], (*it)[2], it->str(), (*it)[2].matched);
            for (std::sregex_iterator it(text.begin(), text.end(), amount_re), end; it != end; ++it)
                if (!d.amounts.count((*it)[1]))
                    out.push_back({rel.string(), n, it->str() + ": no game " + (scope.empty() ? "" : "of " + scope + " ") + "has an amount '" + (*it)[1].str() + "'"});
        }
    }
    return out;
}

}  // namespace

TEST_CASE("every house rule named in src/ is a setting a game declares, with a value it offers") {
    const auto found = scan(fs::path(TAROCK_SOURCE_DIR) / "src");
    for (const Finding& f : found) MESSAGE("src/" << f.file << ":" << f.line << ": " << f.what);
    CHECK(found.empty());
}

TEST_CASE("the house-rule scan finds a misspelt key or value when there is one") {
    // A throwaway tree: a Tapp file with a misspelt value and a key of another game, a window file
    // with a misspelt key; the correct calls beside them pass.
    const fs::path dir = fs::temp_directory_path() / "tarock-house-rules-test";
    fs::remove_all(dir);
    fs::create_directories(dir / "games" / "tapp");
    fs::create_directories(dir / "app");
    std::ofstream(dir / "games" / "tapp" / "bad.cpp") << "if (rules.is(\"stamm\", \"on\")) x();\n"
                                                         "if (rules_.is(\"stamm\", \"an\")) x();\n"
                                                         "const Thirds c = rules.amount(\"stamm_coin\");\n"
                                                         "if (rules.is(\"volat_failed\", \"replaces_game\")) x();\n";
    std::ofstream(dir / "app" / "bad.cpp") << "if (setup.rules.is(\"volat_failed\", \"replaces_game\")) x();\n"
                                              "if (setup.rules->choice(\"stam\") == \"on\") x();\n"
                                              "const Thirds p = r.amount(\"points\", kRule);\n";
    auto found = scan(dir);
    std::sort(found.begin(), found.end(), [](const Finding& a, const Finding& b) { return a.file + std::to_string(a.line) < b.file + std::to_string(b.line); });
    REQUIRE(found.size() == 3);
    CHECK(found[0].file == fs::path("app/bad.cpp").string());
    CHECK(found[0].line == 2);
    CHECK(found[1].file == fs::path("games/tapp/bad.cpp").string());
    CHECK(found[1].line == 2);
    CHECK(found[1].what == ".is(\"stamm\", \"an\"): 'an' is not an option of 'stamm'");
    CHECK(found[2].line == 4);
    fs::remove_all(dir);
}

TEST_CASE("a house rule the game does not have is a clear error, not a bare out_of_range") {
    const HouseRules rules(find_variant("tapp").settings(), Json::object());
    CHECK(rules.is("stamm", "off"));
    try {
        (void)rules.is("stam", "on");
        FAIL("a misspelt house rule was read");
    } catch (const std::invalid_argument& e) {
        CHECK(std::string(e.what()) == "no house rule 'stam' in this game");
    }
    CHECK_THROWS_AS((void)rules.amount("stamm_cion"), std::invalid_argument);
}
