// What-if comparisons and statistics across evenings.
#include "tapp_helpers.hpp"

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
