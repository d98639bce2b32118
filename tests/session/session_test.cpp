// Evenings: setup checks, recomputation with running totals, previews and session files.
#include "tapp_helpers.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "session/session_file.hpp"
#include "games/common/rules_doc.hpp"

using namespace test;

TEST_CASE("evening: setup is checked with the field named") {
    auto e = evening();
    e.players = {"A", "B"};
    CHECK_THROWS_WITH_AS(tarock::validate_setup(e), doctest::Contains("players"), tarock::InputError);
    e.players = {"A", "B", "A"};
    try {
        tarock::validate_setup(e);
        FAIL("duplicate names accepted");
    } catch (const tarock::InputError& err) {
        CHECK(err.field() == "players[2]");
    }
    e = evening();
    e.variant = "skat";
    CHECK_THROWS_AS(tarock::validate_setup(e), tarock::InputError);
    e = evening(3, J(R"({"koenig":"sometimes"})"));
    try {
        tarock::validate_setup(e);
        FAIL("bad house rule accepted");
    } catch (const tarock::InputError& err) {
        CHECK(err.field() == "house_rules.koenig");
        CHECK(err.rule().rule == "tapp A2");
    }
}

TEST_CASE("evening: running totals, dealer rotation and the resting König") {
    auto e = evening(4);  // K deals first
    e.stake.cents_per_unit = 10;
    e.hands.push_back({0, 1, J(R"({"declarer":"B","game":"dreier","multiple":2,"points":41})")});   // K deals: B +6
    e.hands.push_back({0, 1, J(R"({"declarer":"C","game":"solo","points":30})")});                  // A deals, rests: C -24
    e.hands.push_back({0, 1, J(R"({"declarer":"K","game":"dreier","multiple":1,"points":50})")});   // B deals, rests: K +3
    const auto r = tarock::recompute(e);
    REQUIRE(r.errors == 0);
    CHECK(r.rows[0].dealer == 3);
    CHECK(r.rows[0].resting == 3);
    CHECK(r.rows[1].resting == 0);
    CHECK(r.rows[2].resting == 1);
    CHECK(r.next_dealer == 2);
    using T = Thirds;
    CHECK(r.rows[0].running == std::vector<T>{T::whole(-2), T::whole(6), T::whole(-2), T::whole(-2)});
    CHECK(r.rows[1].running == std::vector<T>{T::whole(6), T::whole(14), T::whole(-26), T::whole(6)});
    CHECK(r.totals == std::vector<T>{T::whole(5), T::whole(13), T::whole(-27), T::whole(9)});
    CHECK(r.cents == std::vector<std::int64_t>{50, 130, -270, 90});
    REQUIRE(r.transfers.size() == 3);
    CHECK(r.transfers[0] == tarock::Transfer{2, 1, 130});
}

TEST_CASE("evening: a stored hand that no longer validates is shown, not fixed") {
    auto e = evening();
    e.hands.push_back({0, 1, J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40})")});
    e.hands.push_back({0, 1, J(R"({"declarer":"A","game":"dreier","multiple":9,"points":40})")});
    e.hands.push_back({0, 1, J(R"({"declarer":"A","game":"solo","points":40})")});
    const auto r = tarock::recompute(e);
    CHECK(r.errors == 1);
    REQUIRE(r.rows[1].error);
    CHECK(r.rows[1].error->field() == "multiple");
    CHECK(r.rows[1].net == std::vector<Thirds>(3));
    CHECK(r.totals[0] == Thirds::whole(2 + 16));
}

TEST_CASE("evening: preview of a correction scores the hand in its place") {
    auto e = evening();
    e.hands.push_back({0, 1, J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40})")});
    e.hands.push_back({0, 1, J(R"({"declarer":"B","game":"dreier","multiple":1,"points":40})")});
    const auto p = tarock::preview(e, 1, J(R"({"declarer":"B","game":"dreier","multiple":3,"points":40})"));
    CHECK(p.deal.dealer == 0);
    CHECK(p.outcome.result.net(3)[1] == Thirds::whole(6));
    CHECK_THROWS_AS(tarock::preview(e, 1, J(R"({"declarer":"A","game":"dreier","multiple":1,"points":99})")), tarock::InputError);
}

TEST_CASE("session file: round trip, newer version refused, syntax errors located, no partial import") {
    auto e = evening(4, J(R"({"koenig":"game_only"})"));
    e.title = "Probe";
    e.date = "2026-11-19";
    e.hands.push_back({0, 1, J(R"({"declarer":"B","game":"dreier","multiple":2,"points":41})")});
    const std::string text = tarock::session_to_json({e}).dump(2);
    const auto back = tarock::load_session_text(text);
    REQUIRE(back.size() == 1);
    CHECK(back[0].players == e.players);
    CHECK(back[0].first_dealer == 3);
    CHECK(back[0].house_rules == e.house_rules);
    CHECK(back[0].hands[0].inputs == e.hands[0].inputs);
    CHECK(tarock::evening_to_json(back[0]) == tarock::evening_to_json(e));

    auto newer = tarock::session_to_json({e});
    newer["version"] = 2;
    try {
        tarock::load_session_text(newer.dump());
        FAIL("newer version accepted");
    } catch (const tarock::InputError& err) {
        CHECK(err.field() == "version");
    }
    try {
        tarock::load_session_text("{\n  \"format\": \"tarock-buchhalter-session\",\n  \"version\": 1,\n  \"evening\": {\n    \"players\": [\"A\",\n");
        FAIL("truncated file accepted");
    } catch (const tarock::InputError& err) {
        CHECK(std::string(err.what()).find("line 6, column 1") != std::string::npos);
    }
    auto bad = tarock::session_to_json({e});
    bad["evening"]["hands"].push_back(J(R"({"declarer":"B","game":"solo","multiple":2,"points":41})"));
    try {
        tarock::load_session_text(bad.dump());
        FAIL("invalid hand accepted");
    } catch (const tarock::InputError& err) {
        CHECK(err.field() == "evening.hands[1].multiple");
    }
}

TEST_CASE("docs/session-format.md: the complete example reads and gives the figures the document states") {
    std::ifstream in(std::string(TAROCK_SOURCE_DIR) + "/docs/session-format.md");
    REQUIRE(in);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string doc = ss.str();
    const auto section = doc.find("## A complete example");
    REQUIRE(section != std::string::npos);
    const auto start = doc.find("```json\n", section) + 8;
    const auto end = doc.find("```", start);
    const auto evenings = tarock::load_session_text(doc.substr(start, end - start));
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.rows.size() == 5);
    const std::vector<std::vector<int>> expected = {{-1, 3, -1, -1}, {4, 4, 4, -12}, {22, -10, -10, -2}, {0, 0, 0, 0}, {-9, 27, -9, -9}};
    for (std::size_t i = 0; i < 5; ++i)
        for (std::size_t s = 0; s < 4; ++s) CHECK(r.rows[i].net[s] == Thirds::whole(expected[i][s]));
}

TEST_CASE("docs/house-rules.md lists exactly the settings the program has") {
    const std::string path = std::string(TAROCK_SOURCE_DIR) + "/docs/house-rules.md";
    std::ifstream in(path);
    REQUIRE(in);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string doc = ss.str();
    const std::string begin = "<!-- BEGIN GENERATED: house_rules_markdown() -->\n";
    const std::string end = "<!-- END GENERATED -->";
    const auto b = doc.find(begin);
    const auto e = doc.find(end);
    REQUIRE(b != std::string::npos);
    REQUIRE(e != std::string::npos);
    const std::string generated = tarock::house_rules_markdown();
    if (std::getenv("UPDATE_DOCS")) {
        doc = doc.substr(0, b + begin.size()) + generated + doc.substr(e);
        std::ofstream(path) << doc;
    }
    CHECK_MESSAGE(doc.substr(b + begin.size(), e - b - begin.size()) == generated,
                  "docs/house-rules.md is out of date: run the core tests with UPDATE_DOCS=1 and review the change");
}

TEST_CASE("Touren (A22): counted from the deal of the player left of the first dealer, Ehrentour after an all-pass") {
    // A, B, C; C deals first, so B (to C's left) begins the Touren and has the last Vorhand.
    const Json game = J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40})");
    auto e = evening();
    for (int i = 0; i < 12; ++i) e.hands.push_back({0, 1, game});
    e.hands[4].inputs = J(R"({"deal":"misdeal"})");  // hand 5 (A deals again): not counted
    e.touren = tarock::Touren{2, 3};
    auto r = tarock::recompute(e);
    REQUIRE(r.touren);
    CHECK(r.touren->starter == 1);
    CHECK(r.touren->start_hand == 3);  // hands 1 C, 2 A, 3 B
    CHECK(r.touren->deals_total == 9);
    CHECK(r.touren->deals_played == 9);
    CHECK(r.touren->last_hand == 12);  // nine deals from hand 3, hand 5 dealt again
    CHECK(r.rows[4].tour_deal == 0);
    CHECK(r.rows[11].tour_deal == 9);
    CHECK_FALSE(r.touren->ehrentour);

    // The last deal passed by all: an Ehrentour of one more round (three deals).
    e.hands[11].inputs = J(R"({"deal":"allpass"})");
    for (int i = 0; i < 4; ++i) e.hands.push_back({0, 1, game});
    r = tarock::recompute(e);
    CHECK(r.touren->ehrentour);
    CHECK(r.touren->deals_total == 12);
    CHECK(r.touren->last_hand == 15);
    CHECK(r.rows[15].after_touren);
    // Without the Ehrentour house rule the Touren end with the passed deal.
    e.house_rules = J(R"({"ehrentour":"none"})");
    r = tarock::recompute(e);
    CHECK(r.touren->last_hand == 12);

    e.touren = tarock::Touren{2, 4};
    CHECK_THROWS_AS(tarock::validate_setup(e), tarock::InputError);
    const auto back = tarock::load_session_text(tarock::session_to_json({[&] { auto x = e; x.touren = tarock::Touren{2, 6}; return x; }()}).dump());
    CHECK(back[0].touren == tarock::Touren{2, 6});
}

TEST_CASE("test names contain no semicolon (ctest would split the name and run nothing)") {
    // doctest_discover_tests turns each test case into a ctest test; CMake splits names at ';'.
    std::vector<std::string> offenders;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(std::string(TAROCK_SOURCE_DIR) + "/tests")) {
        if (entry.path().extension() != ".cpp") continue;
        std::ifstream in(entry.path());
        std::string line;
        int number = 0;
        while (std::getline(in, line)) {
            ++number;
            const auto at = line.find("TEST_CASE(\"");
            if (at == std::string::npos) continue;
            const auto end = line.find('"', at + 11);
            if (line.substr(at + 11, end - at - 11).find(';') != std::string::npos)
                offenders.push_back(entry.path().filename().string() + ":" + std::to_string(number));
        }
    }
    std::string list;
    for (const auto& o : offenders) list += o + " ";
    CHECK_MESSAGE(offenders.empty(), "test names with ';': " << list);
}
