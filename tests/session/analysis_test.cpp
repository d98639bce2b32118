// What-if comparisons and statistics across evenings.
#include "tapp_helpers.hpp"

#include <filesystem>

#include "amounts_fingerprint.hpp"
#include "core/explanations.hpp"
#include "games/common/without_explanations.hpp"
#include "session/analysis.hpp"
#include "session/session_file.hpp"

using namespace test;

TEST_CASE("what if: the same hand with another talon half, without the contra, with 35 points") {
    auto e = evening();
    e.stake.cents_per_unit = 10;
    e.hands.push_back({0, 1, J(R"({"declarer":"A","game":"dreier","multiple":1,"contra":"contra","points":36})")});
    // Another talon half (3x instead of 1x): per opponent 6 instead of 2.
    auto w = tarock::what_if(e, 0, J(R"({"declarer":"A","game":"dreier","multiple":3,"contra":"contra","points":36})"));
    CHECK(w.original_net == std::vector<Thirds>{Thirds::whole(4), Thirds::whole(-2), Thirds::whole(-2)});
    CHECK(w.changed_net == std::vector<Thirds>{Thirds::whole(12), Thirds::whole(-6), Thirds::whole(-6)});
    CHECK(w.difference == std::vector<Thirds>{Thirds::whole(8), Thirds::whole(-4), Thirds::whole(-4)});
    // No contra.
    w = tarock::what_if(e, 0, J(R"({"declarer":"A","game":"dreier","multiple":1,"points":36})"));
    CHECK(w.difference == std::vector<Thirds>{Thirds::whole(-2), Thirds::whole(1), Thirds::whole(1)});
    // 35 instead of 36: the game is lost, a swing of 8.
    w = tarock::what_if(e, 0, J(R"({"declarer":"A","game":"dreier","multiple":1,"contra":"contra","points":35})"));
    CHECK(w.difference == std::vector<Thirds>{Thirds::whole(-8), Thirds::whole(4), Thirds::whole(4)});
    CHECK_THROWS_AS(tarock::what_if(e, 0, J(R"({"declarer":"A","game":"dreier","multiple":9,"points":35})")), tarock::InputError);
    CHECK_THROWS_AS(tarock::what_if(e, 1, J(R"({"declarer":"A","game":"dreier","multiple":1,"points":35})")), std::out_of_range);
}

TEST_CASE("statistics: evenings, hands, games declared and won by type, net result per evening") {
    const auto tapp = tarock::read_session_file(std::string(TAROCK_SOURCE_DIR) + "/data/evenings/tapp-abend.json").at(0);
    auto second = tapp;
    second.hands.resize(3);  // hands 1-3 (evening_data_test): Anna +25, Bernd -3, Christl -7, Dieter -15
    const auto stats = tarock::player_statistics({tapp, second});
    REQUIRE(stats.size() == 4);
    const auto& bernd = stats[1];
    CHECK(bernd.name == "Bernd");
    CHECK(bernd.evenings == 2);
    CHECK(bernd.hands == 20 + 3);
    CHECK(bernd.cents_by_evening == std::vector<std::int64_t>{1270, -30});
    CHECK(bernd.cents_total == 1240);
    // Bernd declared in hands 1, 5, 8, 16 of the first evening and hand 1 of the second.
    CHECK(bernd.declared == 5);
    CHECK(bernd.won == 4);
    CHECK(bernd.by_game.at("dreier") == std::pair<int, int>{4, 3});
    CHECK(bernd.by_game.at("solo") == std::pair<int, int>{1, 1});
    // Anna rests as König in every hand she deals.
    const auto& anna = stats[0];
    CHECK(anna.hands == 23);
    CHECK(anna.hands_active == 23 - 6 - 1);  // she dealt hands 1, 5, 9, 10, 14, 19 and hand 1 of the second
    const auto series = tarock::running_totals(tarock::recompute(second));
    CHECK(series[1] == std::vector<Thirds>{Thirds::whole(3), Thirds::whole(7), Thirds::whole(-3)});
}

TEST_CASE("explanations: every example evening scores the same amounts without its explanations, and the words come back after the scope") {
    std::size_t evenings = 0, texts = 0, postings = 0, wordless = 0;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(TAROCK_SOURCE_DIR) + "/data/evenings")) {
        if (entry.path().extension() != ".json") continue;
        for (const tarock::Evening& e : tarock::read_session_file(entry.path().string())) {
            CAPTURE(entry.path().filename().string());
            const tarock::EveningResult with = tarock::recompute(e);
            tarock::EveningResult without;
            {
                const tarock::WithoutExplanations amounts_only;
                without = tarock::recompute(e);
            }
            CHECK(test::amounts_fingerprint(without) == test::amounts_fingerprint(with));
            // Without: the words the shared helpers build are left out (a scorer that writes a
            // text directly still writes it). After the scope: the words are there again.
            for (const tarock::HandRow& row : without.rows) {
                if (!row.outcome) continue;
                for (const tarock::Posting& p : row.outcome->result.postings) {
                    ++postings;
                    if (p.reason == tarock::Text{}) ++wordless;
                }
            }
            for (const tarock::HandRow& row : tarock::recompute(e).rows)
                if (row.outcome && !row.outcome->summary.de.empty()) ++texts;
            ++evenings;
        }
    }
    CHECK(evenings >= 22);
    CHECK(texts > 100);
    MESSAGE(wordless << " of " << postings << " postings without words");
    CHECK(wordless * 4 >= postings * 3);  // most of them
    CHECK(tarock::explanations_wanted());
}

TEST_CASE("explanations: the statistics are the same as counted from the evenings recomputed with their explanations") {
    std::vector<tarock::Evening> all;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(TAROCK_SOURCE_DIR) + "/data/evenings"))
        if (entry.path().extension() == ".json")
            for (const tarock::Evening& e : tarock::read_session_file(entry.path().string())) all.push_back(e);
    const auto stats = tarock::player_statistics(all);
    CHECK(tarock::explanations_wanted());
    // The money of each evening, from a recompute with every word.
    for (const tarock::PlayerStats& p : stats) {
        std::int64_t total = 0;
        for (std::size_t k = 0; k < all.size(); ++k) {
            const tarock::EveningResult r = tarock::recompute(all[k]);
            for (std::size_t s = 0; s < all[k].players.size(); ++s) {
                if (all[k].players[s] != p.name) continue;
                const std::int64_t cents = r.cents.empty() ? tarock::round_cents(r.totals[s], all[k].stake.cents_per_unit) : r.cents[s];
                CHECK(p.cents_by_evening[k] == cents);
                total += cents;
            }
        }
        CHECK(p.cents_total == total);
    }
}
