// House-rule presets: built-in ones are valid, files round-trip, bad files are refused whole.
#include "tapp_helpers.hpp"

#include <fstream>
#include <sstream>

#include "session/presets.hpp"
#include "games/variant.hpp"

using namespace test;

TEST_CASE("every built-in preset is valid for its game and every game has the book's defaults") {
    for (const auto& p : tarock::builtin_presets()) {
        INFO(p.variant << ": " << p.name);
        CHECK_NOTHROW(tarock::validate_preset(p));
    }
    for (const auto* v : tarock::all_variants()) {
        const auto list = tarock::presets_for(v->id(), {});
        REQUIRE_FALSE(list.empty());
        CHECK(list.front().name == "Buch (Standard)");
        CHECK(list.front().house_rules == Json::object());
    }
}

TEST_CASE("preset files: round trip, newer version and bad rules refused with the field") {
    const std::vector<tarock::Preset> own = {
        {"Donnerstagsrunde", "tapp", J(R"({"koenig":"game_only","poenale":"2"})"), {"Unsere Runde", "Our circle"}, false},
        {"Triest mit Faktoren", "steyerisch", J(R"({"consolation":"20","game_factors":"1_2_4_6"})"), {}, false}};
    const auto text = tarock::presets_to_json(own).dump(2);
    const auto back = tarock::load_presets_text(text);
    REQUIRE(back.size() == 2);
    CHECK(back[0].name == "Donnerstagsrunde");
    CHECK(back[0].house_rules == own[0].house_rules);
    CHECK(back[0].description.en == "Our circle");
    CHECK(back[1].variant == "steyerisch");
    CHECK(tarock::presets_for("tapp", back).back().name == "Donnerstagsrunde");

    auto doc = tarock::presets_to_json(own);
    doc["version"] = 2;
    CHECK_THROWS_WITH_AS(tarock::load_presets_text(doc.dump()), doctest::Contains("version"), tarock::InputError);
    doc = tarock::presets_to_json(own);
    doc["presets"][1]["house_rules"]["consolation"] = "30";
    try {
        tarock::load_presets_text(doc.dump());
        FAIL("a bad preset was accepted");
    } catch (const tarock::InputError& err) {
        CHECK(err.field() == "presets[1].house_rules.consolation");
    }
    doc = tarock::presets_to_json({own[0], own[0]});
    CHECK_THROWS_AS(tarock::load_presets_text(doc.dump()), tarock::InputError);
    CHECK_THROWS_AS(tarock::load_presets_text("{\"format\": \"tarock-buchhalter-presets\", \"version\": 1, \"presets\": ["), tarock::InputError);
}

TEST_CASE("docs/presets.md: the example file reads and names a valid Steyerisch preset") {
    std::ifstream in(std::string(TAROCK_SOURCE_DIR) + "/docs/presets.md");
    REQUIRE(in);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string doc = ss.str();
    const auto start = doc.find("```json\n");
    REQUIRE(start != std::string::npos);
    const auto end = doc.find("```", start + 8);
    const auto presets = tarock::load_presets_text(doc.substr(start + 8, end - start - 8));
    REQUIRE(presets.size() == 1);
    CHECK(presets[0].name == "Grazer Runde");
    CHECK(presets[0].variant == "steyerisch");
    CHECK(presets[0].house_rules == tarock::Json::parse(R"({"consolation":"20"})"));
    // Every built-in preset the page lists exists under that name.
    for (const char* name : {"Mit Stamm (Jude)", "Ohne Bête-Grenze", "Stammbête", "Triest", "Spielfaktoren 1/2/4/6", "Böhmen (flaches Land)", "Zu dritt mit dem Strohmann"}) {
        bool found = false;
        for (const auto& p : tarock::builtin_presets()) found = found || p.name == name;
        CHECK_MESSAGE(found, name);
    }
}
