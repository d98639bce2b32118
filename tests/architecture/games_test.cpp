// The one list of games (src/games/games.def) and what every game on it must have
// (docs/adding-a-game.md): its entry in the registry, a hand form in the window, an example
// evening in data/evenings, a format page docs/formats/<id>.md, a CLI golden
// tests/cli/golden/<example>.txt for every example evening and its section in
// docs/house-rules.md. Each check names the game and the missing part.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "games/variant.hpp"

namespace fs = std::filesystem;

namespace {

/// The game ids of games.def, in its order.
const std::vector<std::string>& listed_games() {
    static const std::vector<std::string> ids = {
#define TAROCK_GAME(id, folder, ns, fn) #id,
#include "games/games.def"
#undef TAROCK_GAME
    };
    return ids;
}

/// The folders games.def names under src/games.
std::set<std::string> listed_folders() {
    return {
#define TAROCK_GAME(id, folder, ns, fn) #folder,
#include "games/games.def"
#undef TAROCK_GAME
    };
}

std::string read_text(const fs::path& p) {
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

/// What a game is missing, checked in the tree `root` (the layout of the repository).
std::vector<std::string> missing_parts(const fs::path& root, const std::vector<std::string>& games) {
    std::map<std::string, std::vector<std::string>> evenings;  // variant -> example file stems
    for (const auto& entry : fs::directory_iterator(root / "data" / "evenings")) {
        if (entry.path().extension() != ".json") continue;
        const tarock::Json j = tarock::Json::parse(read_text(entry.path()), nullptr, false);
        if (!j.is_object() || !j.contains("evening") || !j["evening"].is_object()) continue;
        const tarock::Json& evening = j["evening"];
        if (evening.contains("variant") && evening["variant"].is_string())
            evenings[evening["variant"].get<std::string>()].push_back(entry.path().stem().string());
    }
    const std::string house_rules = read_text(root / "docs" / "house-rules.md");
    // The window registers a game's form with the line TAROCK_FORM(<id>, <Model>) (or
    // TAROCK_FORM_OWN_UI) in its src/app/forms/<...>_view.cpp; read as text, so that this test of
    // the games layer includes nothing of the app.
    std::string forms;
    if (fs::is_directory(root / "src" / "app" / "forms"))
        for (const auto& entry : fs::directory_iterator(root / "src" / "app" / "forms"))
            if (entry.path().extension() == ".cpp") forms += read_text(entry.path());
    std::vector<std::string> out;
    for (const std::string& id : games) {
        if (forms.find("\nTAROCK_FORM(" + id + ", ") == std::string::npos && forms.find("\nTAROCK_FORM_OWN_UI(" + id + ", ") == std::string::npos)
            out.push_back(id + ": no hand form (TAROCK_FORM(" + id + ", ...) in src/app/forms)");
        if (!evenings.count(id)) out.push_back(id + ": no example evening in data/evenings (a file whose evening has \"variant\": \"" + id + "\")");
        for (const std::string& stem : evenings[id])
            if (!fs::exists(root / "tests" / "cli" / "golden" / (stem + ".txt")))
                out.push_back(id + ": no CLI golden tests/cli/golden/" + stem + ".txt for data/evenings/" + stem + ".json");
        if (!fs::exists(root / "docs" / "formats" / (id + ".md"))) out.push_back(id + ": no format page docs/formats/" + id + ".md");
        if (house_rules.find("(`" + id + "`)\n") == std::string::npos)
            out.push_back(id + ": no section \"### ... (`" + id + "`)\" in docs/house-rules.md");
    }
    return out;
}

}  // namespace

TEST_CASE("the registry offers exactly the games of games.def, in its order") {
    std::vector<std::string> registered;
    for (const tarock::Variant* v : tarock::all_variants()) registered.push_back(v->id());
    CHECK(registered == listed_games());
    CHECK(std::set<std::string>(listed_games().begin(), listed_games().end()).size() == listed_games().size());
}

TEST_CASE("every folder of src/games is a game folder of games.def, or common") {
    std::set<std::string> folders;
    for (const auto& entry : fs::directory_iterator(fs::path(TAROCK_SOURCE_DIR) / "src" / "games"))
        if (entry.is_directory() && entry.path().filename() != "common") folders.insert(entry.path().filename().string());
    CHECK(folders == listed_folders());
}

TEST_CASE("every game names its page of the rules reference, and every game folder has its test folder") {
    const fs::path root(TAROCK_SOURCE_DIR);
    for (const tarock::Variant* v : tarock::all_variants()) {
        INFO(v->id() << ": rules_file() " << v->rules_file());
        CHECK(v->rules_file().rfind("docs/rules/", 0) == 0);
        CHECK(fs::is_regular_file(root / v->rules_file()));
    }
    for (const std::string& folder : listed_folders()) {
        INFO("tests/games/" << folder);
        CHECK(fs::is_directory(root / "tests" / "games" / folder));
    }
}

TEST_CASE("every game of games.def has a hand form, an example evening, its golden, a format page and its house rules") {
    const auto found = missing_parts(fs::path(TAROCK_SOURCE_DIR), listed_games());
    for (const std::string& m : found) MESSAGE(m);
    CHECK(found.empty());
}

TEST_CASE("the completeness check names what a game is missing") {
    // A throwaway tree with one complete game and one that has only its example evening.
    const fs::path dir = fs::temp_directory_path() / "tarock-games-test";
    fs::remove_all(dir);
    for (const char* d : {"data/evenings", "docs/formats", "tests/cli/golden", "src/app/forms"}) fs::create_directories(dir / d);
    std::ofstream(dir / "src/app/forms/a_view.cpp") << "// a's form\nTAROCK_FORM(a, AForm)\n";
    std::ofstream(dir / "src/app/forms/b_view.cpp") << "// b's form\nTAROCK_FORM_OWN_UI(b, BForm)\n";
    std::ofstream(dir / "data/evenings/a-abend.json") << R"({"evening": {"variant": "a", "players": []}})";
    std::ofstream(dir / "data/evenings/b-abend.json") << R"({"evening": {"variant": "b", "players": []}})";
    std::ofstream(dir / "tests/cli/golden/a-abend.txt") << "x\n";
    std::ofstream(dir / "docs/formats/a.md") << "# a\n";
    std::ofstream(dir / "docs/house-rules.md") << "### A-Tarok (`a`)\n";
    const auto found = missing_parts(dir, {"a", "b", "c"});
    const std::vector<std::string> expected = {
        "b: no CLI golden tests/cli/golden/b-abend.txt for data/evenings/b-abend.json",
        "b: no format page docs/formats/b.md",
        "b: no section \"### ... (`b`)\" in docs/house-rules.md",
        "c: no hand form (TAROCK_FORM(c, ...) in src/app/forms)",
        "c: no example evening in data/evenings (a file whose evening has \"variant\": \"c\")",
        "c: no format page docs/formats/c.md",
        "c: no section \"### ... (`c`)\" in docs/house-rules.md",
    };
    CHECK(found == expected);
    fs::remove_all(dir);
}
