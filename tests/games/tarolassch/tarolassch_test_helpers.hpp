#pragma once
// Tarolaßch in tests: A, B, C, D with the sides A + C (seats 0, 2) and B + D (seats 1, 3); D deals
// first. Nets per seat [A, B, C, D] in units.
#include "historic_helpers.hpp"
#include "games/tarolassch/tarolassch.hpp"

namespace taro {

using namespace hist;
namespace tl = tarock::tarolassch;

inline tarock::Evening table(Json rules = Json::object()) { return evening("tarolassch", {"A", "B", "C", "D"}, 3, std::move(rules)); }

/// What one deal writes into the columns, under `rules` (checked as the ledger checks it).
inline tl::DealScore deal(const std::string& hand, Json rules = Json::object()) {
    const std::vector<std::string> players = {"A", "B", "C", "D"};
    const tarock::HouseRules hr(tl::settings(), rules);
    const tl::Hand h = tl::parse_hand(J(hand), players);
    tl::validate(h, hr);
    return tl::score_deal(h, hr, players);
}
/// Trick column + honour column of side `side` for one deal.
inline std::int64_t total(const tl::DealScore& s, int side) {
    return s.tricks[static_cast<std::size_t>(side)] + s.honours[static_cast<std::size_t>(side)];
}

/// The ledger's state after the evening `e`.
inline tl::State state(const tarock::Evening& e) {
    const auto r = tarock::recompute(e);
    REQUIRE(r.errors == 0);
    const tl::State* s = tl::state_of(*r.ledger);
    REQUIRE(s);
    return *s;
}

}  // namespace taro
