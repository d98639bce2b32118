// Hostile input: session files, the house_rules object inside them, house-rule preset files and
// hands that are malformed, truncated, huge, of a newer format version or with impossible
// values. Each is refused with an InputError naming the line and column or the field, never a
// crash, never a partial import.
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <sstream>

#include "reliability_helpers.hpp"
#include "session/presets.hpp"
#include "storage/database.hpp"

using namespace tarock;
using namespace tarock::rel;

namespace {

/// The text of a file.
std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

/// A session text holding `e`.
std::string session_text(const Evening& e) { return session_to_json({e}).dump(2); }

/// The error load_session_text gives for `text`; fails the test when it accepts the text or
/// throws anything but an InputError.
InputError refusal(const std::string& text) {
    try {
        (void)load_session_text(text);
    } catch (const InputError& e) {
        return e;
    } catch (const std::exception& e) {
        FAIL("not an InputError: " << e.what());
    }
    FAIL("accepted");
    return InputError("", {}, {});
}

/// Runs a shell command line; returns its exit code.
int run(const std::string& command) {
    const int status = std::system(command.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/// A small valid session: the Tapp example's first three hands.
Evening small_tapp() {
    for (const gen::Example& x : examples())
        if (x.evening.variant == "tapp") {
            Evening e = x.evening;
            e.hands.resize(3);
            e.touren.reset();
            return e;
        }
    FAIL("no Tapp example");
    return {};
}

}  // namespace

TEST_CASE("hostile input: malformed JSON is refused with its line and column") {
    const InputError e = refusal("{\n  \"format\": \"tarock-buchhalter-session\",\n  \"version\": 1,\n  \"evening\": {\"players\": [\"A\",]}\n}\n");
    CHECK(e.field().empty());
    CHECK(std::string(e.what()) == "not valid JSON at line 4, column 31");  // the ']' after the comma
    CHECK(e.german() == "Kein gültiges JSON in Zeile 4, Spalte 31.");
    CHECK(std::string(refusal("").what()) == "not valid JSON at line 1, column 1");
    CHECK(std::string(refusal("\xff\xfe{}").what()) == "not valid JSON at line 1, column 1");
    CHECK(refusal("[1, 2]").what() == std::string("a session file is a JSON object (rule: docs/session-format.md)"));
}

TEST_CASE("hostile input: every truncation of every example evening file is refused, never a crash") {
    long tried = 0;
    for (const gen::Example& x : examples()) {
        const std::string text = session_text(x.evening);
        const std::size_t end = text.rfind('}');
        // Every prefix of the smaller files, every 7th byte of the larger ones.
        const std::size_t step = text.size() > 20000 ? 7 : 1;
        for (std::size_t len = 0; len <= end; len += step) {
            ++tried;
            bool refused = false;
            try {
                (void)load_session_text(text.substr(0, len));
            } catch (const InputError& e) {
                refused = std::string(e.what()).rfind("not valid JSON at line ", 0) == 0;
            }
            if (!refused) FAIL_CHECK(x.file << " cut after " << len << " bytes was not refused as invalid JSON");
        }
        CHECK(load_session_text(text).size() == 1);  // the whole file reads
    }
    MESSAGE("truncations tried: " << tried);
    CHECK(tried > 1000);
}

TEST_CASE("hostile input: a newer or broken format version is refused by name") {
    const std::string text = session_text(small_tapp());
    auto with_version = [&](const std::string& v) {
        std::string t = text;
        const std::string from = "\"version\": 1";
        REQUIRE(t.find(from) != std::string::npos);
        t.replace(t.find(from), from.size(), "\"version\": " + v);
        return t;
    };
    const InputError newer = refusal(with_version("2"));
    CHECK(newer.field() == "version");
    CHECK(newer.message().en == "the file has format version 2; this program reads up to 1. Please update the program");
    CHECK(refusal(with_version("0")).field() == "version");
    CHECK(refusal(with_version("\"1\"")).field() == "version");
    CHECK(refusal(with_version("1.5")).field() == "version");
    CHECK(refusal(with_version("99999999999999999999999")).field() == "version");
    CHECK(refusal(with_version("null")).field() == "version");  // null counts as missing
}

TEST_CASE("hostile input: huge inputs are refused or read, never a crash") {
    SUBCASE("deep nesting of the whole document") {
        // nlohmann::json copies and prints values recursively: deeper than 64 levels is refused
        // before anything is built, at the bracket that opens level 65.
        CHECK(std::string(refusal(std::string(200000, '[') + std::string(200000, ']')).what()) ==
              "JSON nested too deeply at line 1, column 65 (at most 64 levels)");
        CHECK(refusal(std::string(64, '[') + std::string(64, ']')).message().en == "a session file is a JSON object");
        CHECK(refusal(std::string(65, '{')).german() == "JSON zu tief verschachtelt in Zeile 1, Spalte 65 (höchstens 64 Ebenen).");
    }
    SUBCASE("deep nesting inside a hand") {
        const std::string text = session_text(small_tapp());
        const std::string hand_start = "\"hands\": [";
        const std::size_t at = text.find(hand_start) + hand_start.size();
        const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<long>(at), '\n');
        auto with_declarer = [&](std::size_t depth) {
            std::string t = text;
            t.insert(at, "{\"declarer\": " + std::string(depth, '[') + std::string(depth, ']') + "},");
            return t;
        };
        const InputError deep = refusal(with_declarer(100000));
        CHECK(deep.field().empty());
        CHECK(std::string(deep.what()).rfind("JSON nested too deeply at line " + std::to_string(line) + ", column ", 0) == 0);
        // Within the limit the hand reader refuses the value by its field.
        CHECK(refusal(with_declarer(50)).field() == "evening.hands[0].declarer");
        // Brackets inside a text do not count.
        Evening e = small_tapp();
        e.title = std::string(1000, '[');
        CHECK(load_session_text(session_text(e)).front().title == e.title);
    }
    SUBCASE("a name of ten million characters") {
        Evening e = small_tapp();
        e.players[0] = std::string(10000000, 'x');
        const InputError err = refusal(session_text(e));
        CHECK(err.field() == "evening.players[0]");
        CHECK(err.message().en == "the player name is too long (at most 40 characters)");
    }
    SUBCASE("numbers beyond every range") {
        for (const char* n : {"1e400", "-1e400"}) {
            std::string t = session_text(small_tapp());
            t.replace(t.find("\"version\": 1"), 12, std::string("\"version\": ") + n);
            CHECK(std::string(refusal(t).what()).rfind("not valid JSON at line 3, column ", 0) == 0);
        }
        Evening e = small_tapp();
        for (const char* n : {"9223372036854775807", "-9223372036854775808", "18446744073709551615", "3074457345618258603", "1e300", "-0.5"}) {
            e.hands[0].inputs["points"] = Json::parse(n);
            CAPTURE(n);
            CHECK(refusal(session_text(e)).field() == "evening.hands[0].points");
        }
    }
    SUBCASE("an evening of 20,000 hands reads") {
        const gen::Example* tapp = nullptr;
        for (const gen::Example& x : examples())
            if (x.evening.variant == "tapp") tapp = &x;
        REQUIRE(tapp);
        const Evening big = gen::generate(tapp->evening, 20000, 7);
        REQUIRE(big.hands.size() == 20000);
        const auto back = load_session_text(session_text(big));
        REQUIRE(back.size() == 1);
        CHECK(back[0].hands.size() == 20000);
    }
}

TEST_CASE("hostile input: card points that wrap round in 64 bits are refused by the field, not scored as 41 2/3") {
    // 6148914691236517247 * 3 is 125 in 64 bits: the hand used to score as won with 41 2/3 points.
    const std::string text = R"({"format": "tarock-buchhalter-session", "version": 1, "evening": {"title": "wrap", "variant": "tapp",
        "players": ["Anna", "Bernd", "Christl"], "first_dealer": "Anna",
        "hands": [{"declarer": "Anna", "game": "dreier", "multiple": 1, "points": 6148914691236517247}]}})";
    const InputError err = refusal(text);
    CHECK(err.field() == "evening.hands[0].points");
    CHECK(err.message().en == "the number 6148914691236517247 is too large (at most 1000000000 in magnitude)");
    CHECK(err.message().de == "Die Zahl 6148914691236517247 ist zu groß (höchstens 1000000000 dem Betrag nach).");
    // The same as a text, as a negative number and in the house rules and a game's other fields.
    for (const char* points : {R"("999999999999999 2/3")", "-6148914691236517248", "1000000001"}) {
        std::string t = text;
        t.replace(t.find("6148914691236517247"), 19, points);
        CAPTURE(points);
        CHECK(refusal(t).field() == "evening.hands[0].points");
    }
    std::string rules = text;
    rules.replace(rules.find("\"hands\""), 0, R"("house_rules": {"poenale": 6148914691236517247}, )");
    CHECK(refusal(rules).field() == "evening.house_rules.poenale");
}

TEST_CASE("hostile input: impossible values in the hands of every game are refused by field") {
    // For every example evening: a negative card count, a count over the pack, an unknown player
    // and an unknown field, each in turn in every hand that has such a field.
    long refused = 0;
    for (const gen::Example& x : examples()) {
        CAPTURE(x.file);
        for (std::size_t i = 0; i < x.evening.hands.size(); ++i) {
            const Json& hand = x.evening.hands[i].inputs;
            const std::string at = "evening.hands[" + std::to_string(i) + "].";
            auto expect = [&](const Json& bad, const std::string& field) {
                Evening e = x.evening;
                e.hands[i].inputs = bad;
                const InputError err = refusal(session_text(e));
                CHECK(err.field() == at + field);
                CHECK(!err.message().en.empty());
                CHECK(!err.message().de.empty());
                ++refused;
            };
            if (hand.contains("points") && hand["points"].is_number_integer()) {
                Json bad = hand;
                bad["points"] = -1;
                expect(bad, "points");
                bad["points"] = 1000;
                expect(bad, "points");
            }
            if (hand.contains("declarer")) {
                Json bad = hand;
                bad["declarer"] = "Niemand";
                expect(bad, "declarer");
            }
            if (hand.contains("dealer")) {
                Json bad = hand;
                bad["dealer"] = "Niemand";
                expect(bad, "dealer");
            }
            Json unknown = hand;
            unknown["trumpf"] = true;
            expect(unknown, "trumpf");
        }
    }
    MESSAGE("impossible hands refused: " << refused);
    CHECK(refused > 300);
}

TEST_CASE("hostile input: contra where the game forbids it is refused with the rule") {
    // Block-Tarok knows no Contra (Ulmann, Cap. II).
    for (const gen::Example& x : examples()) {
        if (x.evening.variant != "block") continue;
        for (std::size_t i = 0; i < x.evening.hands.size(); ++i) {
            if (!x.evening.hands[i].inputs.contains("declarer")) continue;
            Evening e = x.evening;
            e.hands[i].inputs["contra"] = "contra";
            const InputError err = refusal(session_text(e));
            CHECK(err.field() == "evening.hands[" + std::to_string(i) + "].contra");
            CHECK(!err.rule().to_string().empty());
            return;
        }
    }
    FAIL("no Block hand with a declarer in data/evenings");
}

TEST_CASE("hostile input: a contra level that does not exist is refused in every game that reads contra") {
    long refused = 0;
    for (const gen::Example& x : examples()) {
        for (std::size_t i = 0; i < x.evening.hands.size(); ++i) {
            if (!x.evening.hands[i].inputs.contains("contra")) continue;
            for (const Json& bad : {Json(4), Json(-1), Json("ultracontra"), Json(true)}) {
                Evening e = x.evening;
                e.hands[i].inputs["contra"] = bad;
                CHECK(refusal(session_text(e)).field() == "evening.hands[" + std::to_string(i) + "].contra");
                ++refused;
            }
        }
    }
    CHECK(refused >= 8);
}

TEST_CASE("hostile input: the house_rules object of a session file is checked by key") {
    Evening e = small_tapp();
    e.house_rules = Json{{"kein_solcher_schalter", true}};
    CHECK(refusal(session_text(e)).field() == "evening.house_rules.kein_solcher_schalter");
    // Every setting of every game with a value of the wrong type.
    long refused = 0;
    for (const gen::Example& x : examples()) {
        for (const SettingSpec& spec : find_variant(x.evening.variant).settings()) {
            for (const Json& bad : {Json::array({1, 2}), Json::object(), Json("kein-wert"), Json(-99999999)}) {
                Evening f = x.evening;
                f.house_rules = Json{{spec.key, bad}};
                try {
                    (void)load_session_text(session_text(f));
                    // A text may be a valid amount or choice: then it must still load.
                } catch (const InputError& err) {
                    CHECK(err.field() == "evening.house_rules." + spec.key);
                    ++refused;
                }
            }
        }
    }
    CHECK(refused > 50);
    std::string t = session_text(small_tapp());
    t.replace(t.find("\"house_rules\": {}"), 17, "\"house_rules\": [1]");
    CHECK(refusal(t).field() == "evening.house_rules");
}

TEST_CASE("hostile input: preset files that are malformed, truncated, huge, newer or impossible are refused whole") {
    // The built-in presets of every game, written as a club's own file.
    std::vector<Preset> own;
    for (const Preset& p : builtin_presets()) {
        own.push_back(p);
        own.back().builtin = false;
    }
    const Json doc = presets_to_json(own);
    const std::string text = doc.dump(2);
    REQUIRE(load_presets_text(text).size() == own.size());
    auto refused = [](const std::string& t) {
        try {
            (void)load_presets_text(t);
        } catch (const InputError& e) {
            return e;
        }
        FAIL("accepted");
        return InputError("", {}, {});
    };
    // Every truncation: invalid JSON with its position.
    long cuts = 0;
    for (std::size_t len = 0; len < text.rfind('}'); len += 3, ++cuts) {
        CAPTURE(len);
        CHECK(std::string(refused(text.substr(0, len)).what()).rfind("not valid JSON at line ", 0) == 0);
    }
    MESSAGE("preset file truncations tried: " << cuts);
    CHECK(std::string(refused("{\"format\": \"tarock-buchhalter-presets\",\n \"version\": 1, \"presets\": [}").what()) ==
          "not valid JSON at line 2, column 28");  // the "}" after the "["
    CHECK(std::string(refused(std::string(100000, '[')).what()).rfind("JSON nested too deeply at line 1, column 65", 0) == 0);
    auto changed = [&](const std::function<void(Json&)>& change) {
        Json d = doc;
        change(d);
        return refused(d.dump(2));
    };
    CHECK(changed([](Json& d) { d["version"] = 2; }).field() == "version");
    CHECK(changed([](Json& d) { d["format"] = "tarock-buchhalter-session"; }).field() == "format");
    CHECK(changed([](Json& d) { d["presets"] = Json::object(); }).field() == "presets");
    // Impossible values in the last preset: the whole file is refused (nothing is returned, so
    // nothing of it can be saved), the field names the preset.
    const std::string last = "presets[" + std::to_string(own.size() - 1) + "]";
    CHECK(changed([](Json& d) { d["presets"].back()["house_rules"]["kein_solcher_schalter"] = true; }).field() ==
          last + ".house_rules.kein_solcher_schalter");
    CHECK(changed([](Json& d) { d["presets"].back()["variant"] = "schnapsen"; }).field() == last + ".variant");
    CHECK(changed([](Json& d) { d["presets"].back()["name"] = std::string(61, 'x'); }).field() == last + ".name");
    CHECK(changed([](Json& d) { d["presets"].back()["name"] = std::string(10000000, 'x'); }).field() == last + ".name");
    CHECK(changed([](Json& d) { d["presets"].back()["name"] = -1; }).field() == last + ".name");
    CHECK(changed([](Json& d) { d["presets"].back()["farbe"] = "rot"; }).field() == last + ".farbe");
    CHECK(changed([](Json& d) { d["presets"].push_back(d["presets"].front()); }).field() == "presets[" + std::to_string(own.size()) + "].name");
    // Every setting of every game with a value of the wrong type, by its field.
    long bad_values = 0;
    for (std::size_t i = 0; i < own.size(); ++i) {
        for (const SettingSpec& spec : find_variant(own[i].variant).settings()) {
            for (const Json& bad : {Json::array({1, 2}), Json::object()}) {
                Json d = doc;
                d["presets"][i]["house_rules"] = Json{{spec.key, bad}};
                CHECK(refused(d.dump()).field() == "presets[" + std::to_string(i) + "].house_rules." + spec.key);
                ++bad_values;
            }
        }
    }
    MESSAGE("preset settings with values of the wrong type refused: " << bad_values);
    CHECK(bad_values > 50);
}

TEST_CASE("hostile input: no partial import, neither through the library nor through tarock import") {
    TempDir dir;
    Evening good = small_tapp();
    Evening bad = small_tapp();
    bad.hands.back().inputs["points"] = 71;
    const std::string text = session_to_json({good, bad}).dump(2);
    const InputError err = refusal(text);
    CHECK(err.field() == "evenings[1].hands[2].points");

    const std::string db_path = dir.file("import.sqlite");
    {
        Database db(db_path);
        bad.title = "kaputt";
        CHECK_THROWS_AS(db.create_evening(bad), InputError);
        CHECK(db.list_evenings().empty());
        SQLite::Statement q(db.connection(), "SELECT (SELECT COUNT(*) FROM hand) + (SELECT COUNT(*) FROM player)");
        REQUIRE(q.executeStep());
        CHECK(q.getColumn(0).getInt() == 0);
    }
    const std::string file = dir.file("two.json");
    {
        std::ofstream out(file);
        out << text;
    }
    const std::string err_file = dir.file("err.txt");
    CHECK(run(std::string(TAROCK_CLI) + " import '" + file + "' --db '" + db_path + "' --lang en > /dev/null 2> '" + err_file + "'") == 1);
    CHECK(slurp(err_file).find("field 'evenings[1].hands[2].points'") != std::string::npos);
    Database db(db_path);
    CHECK(db.list_evenings().empty());
}

TEST_CASE("hostile input: tarock score refuses a broken hand document with its position, never a crash") {
    TempDir dir;
    const std::string file = dir.file("hand.json");
    const std::string err_file = dir.file("err.txt");
    {
        std::ofstream out(file);
        out << "{\"players\": [\"Anna\", \"Bernd\", \"Christl\"],\n \"hand\": {\"declarer\": \"Bernd\", \"points\": }}\n";
    }
    CHECK(run(std::string(TAROCK_CLI) + " score '" + file + "' --lang en > /dev/null 2> '" + err_file + "'") == 1);
    CHECK(slurp(err_file).find("line 2, column") != std::string::npos);
}
