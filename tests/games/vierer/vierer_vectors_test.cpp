// The test vector of strohmann-grosstarok-historic.md §8B for Tarok for four active players
// (§5, 000:2175-2201): H-D28. Players A (Vorhand), B, C, D (dealer); nets [A, B, C, D].
#include "vierer_helpers.hpp"

using namespace hist;

namespace {

/// Only the payments for the demanded card (000:2191), per seat.
V demand_only(const Json& hand) {
    const auto p = tarock::preview(rufer(), 0, hand);
    V v(4);
    for (const auto& posting : p.outcome.result.postings)
        if (posting.rule.source == "000:2191") {
            v[static_cast<std::size_t>(posting.payer)] -= posting.amount.whole_part();
            v[static_cast<std::size_t>(posting.payee)] += posting.amount.whole_part();
        }
    return v;
}
}  // namespace

TEST_CASE("H-D28 Tarok for four (b): a demanded Mond costs 10, a King 5, the Sküs may not be demanded") {
    const std::string agreed = R"("agreed":{"A":30,"B":-10,"C":-10,"D":-10},"reason":"Spiel allein gewonnen, wie vereinbart")";
    const Json mond = J(R"({"declarer":"A","alone":"demand","demanded":{"from":"C","card":"mond"},)" + agreed + "}");
    const Json king = J(R"({"declarer":"A","alone":"demand","demanded":{"from":"B","card":"koenig"},)" + agreed + "}");
    CHECK(demand_only(mond) == V{-10, 0, 10, 0});
    CHECK(demand_only(king) == V{-5, 5, 0, 0});
    // The whole hand: the demanded card and the agreed game.
    CHECK(nets(rufer(), mond) == V{20, -10, 0, -10});
    CHECK(nets(rufer(), king) == V{25, -5, -10, -10});
    // The Sküs: "any card except the Sküs" (000:2191).
    const auto err = refusal(rufer(), J(R"({"declarer":"A","alone":"demand","demanded":{"from":"C","card":"skues"},)" + agreed + "}"));
    CHECK(err.field() == "demanded.card");
    CHECK(err.rule().source == "000:2191");
    // A Solo demands nothing.
    CHECK(refusal(rufer(), J(R"({"declarer":"A","alone":"solo","demanded":{"from":"C","card":"mond"},)" + agreed + "}")).field() == "demanded");
}
