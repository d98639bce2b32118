// The test vectors of strohmann-grosstarok-historic.md §8B for Tarok-l'Hombre (§4, 000:2153-2171):
// H-D24 .. H-D27. Players A (Vorhand), B, C (dealer); nets per seat [A, B, C] in marks.
#include "hombre_helpers.hpp"
#include "games/hombre/hombre.hpp"

using namespace hist;


TEST_CASE("H-D24 Tarok-l'Hombre: ad uno 50 is worth 63, Solo 40 is 66, Solo 44 is 90, from each opponent") {
    // 000:2169: base 30 / 60, each point over 39 x 3 / x 6.
    CHECK(tarock::hombre::game_amount(tarock::hombre::Game::AdUno, 50, false) == 63);
    CHECK(tarock::hombre::game_amount(tarock::hombre::Game::Solo, 40, false) == 66);
    CHECK(tarock::hombre::game_amount(tarock::hombre::Game::Solo, 44, false) == 90);
    CHECK(nets(table(), J(R"({"declarer":"A","game":"ad_uno","exchanged":[{"from":"B"}],"points":50})")) == V{126 - 5, -63 + 5, -63});
    CHECK(nets(table(), J(R"({"declarer":"A","game":"solo","points":40})")) == V{132, -66, -66});
    CHECK(nets(table(), J(R"({"declarer":"B","game":"solo","points":44})")) == V{-90, 180, -90});
}

TEST_CASE("H-D25 Tarok-l'Hombre: the Vole is 200 in a duo, 300 ad uno, 600 in a Solo") {
    CHECK(tarock::hombre::vole_value(tarock::hombre::Game::ADuo) == 200);
    CHECK(tarock::hombre::vole_value(tarock::hombre::Game::AdUno) == 300);
    CHECK(tarock::hombre::vole_value(tarock::hombre::Game::Solo) == 600);
    // The Vole replaces base and points (A-L3 default); the exchanged cards are still paid.
    CHECK(nets(table(), J(R"({"declarer":"A","game":"a_duo","exchanged":[{"from":"B"},{"from":"C"}],"vole":"declarer"})")) ==
          V{400 - 10, -200 + 5, -200 + 5});
    CHECK(nets(table(), J(R"({"declarer":"C","game":"ad_uno","exchanged":[{"from":"A"}],"vole":"declarer"})")) == V{-300 + 5, -300, 600 - 5});
    CHECK(nets(table(), J(R"({"declarer":"B","game":"solo","vole":"declarer","points":78})")) == V{-600, 1200, -600});
}

TEST_CASE("H-D26 Tarok-l'Hombre: a duo, the Mond taken from B costs 10, a King from C 5") {
    const auto e = table();
    const Json hand = J(R"({"declarer":"A","game":"a_duo","exchanged":[{"from":"B","card":"mond"},{"from":"C","card":"koenig"}],"points":40})");
    const auto p = tarock::preview(e, 0, hand);
    // The exchange alone: A pays B 10 and C 5 (000:2159-2161).
    std::vector<std::int64_t> exchange(3);
    for (const auto& posting : p.outcome.result.postings)
        if (posting.rule.source == "000:2159-2163, 000:2181") {
            exchange[static_cast<std::size_t>(posting.payer)] -= posting.amount.whole_part();
            exchange[static_cast<std::size_t>(posting.payee)] += posting.amount.whole_part();
        }
    CHECK(exchange == V{-15, 10, 5});
    // With the game won by 40: 20 + 2 x 1 = 22 from each.
    CHECK(nets(e, hand) == V{44 - 15, -22 + 10, -22 + 5});
}

TEST_CASE("H-D27 Tarok-l'Hombre: a duo with 39 points is lost and costs 20 to each opponent") {
    CHECK(tarock::hombre::game_amount(tarock::hombre::Game::ADuo, 39, false) == -20);
    const Json hand = J(R"({"declarer":"A","game":"a_duo","exchanged":[{"from":"B"},{"from":"C"}],"points":39})");
    CHECK(nets(table(), hand) == V{-40 - 10, 20 + 5, 20 + 5});
    const auto p = tarock::preview(table(), 0, hand);
    CHECK(p.outcome.declarer_won == false);
    CHECK(mentions(p.outcome, "40 nötig"));
}
