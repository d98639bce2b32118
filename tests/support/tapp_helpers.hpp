#pragma once
// Scoring Tapp hands in tests through the same path the window and the CLI use (preview()).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/json.hpp"
#include "session/evening.hpp"

namespace test {

using tarock::Json;
using tarock::Thirds;

inline Json J(const char* text) { return Json::parse(text); }

/// A Tapp evening. Three players A, B, C with C dealing: Vorhand A, then B, then C.
/// Four players A, B, C, K with K dealing: Vorhand A, B, C; K rests as König.
inline tarock::Evening evening(int players = 3, Json rules = Json::object()) {
    tarock::Evening e;
    e.variant = "tapp";
    e.players = players == 4 ? std::vector<std::string>{"A", "B", "C", "K"} : std::vector<std::string>{"A", "B", "C"};
    e.first_dealer = players - 1;
    e.house_rules = std::move(rules);
    return e;
}

/// Net of every seat after scoring `hand` as the first hand of the evening.
inline std::vector<std::int64_t> nets(const Json& hand, int players = 3, Json rules = Json::object()) {
    const auto e = evening(players, std::move(rules));
    const auto p = tarock::preview(e, 0, hand);
    std::vector<std::int64_t> out;
    for (Thirds t : p.outcome.result.net(players)) {
        CHECK(t.is_whole());
        out.push_back(t.whole_part());
    }
    std::int64_t sum = 0;
    for (auto v : out) sum += v;
    CHECK(sum + p.outcome.result.pot_change().whole_part() == 0);
    return out;
}

using V = std::vector<std::int64_t>;

/// Nets for a declarer at seat `d` with every opponent paying `per_opp` (3 players).
inline V per_opp(int d, std::int64_t per, int players = 3) {
    V v(static_cast<std::size_t>(players), -per);
    v[static_cast<std::size_t>(d)] = per * (players - 1);
    return v;
}

/// The InputError a refused hand raises.
inline tarock::InputError refusal(const Json& hand, int players = 3, Json rules = Json::object()) {
    const auto e = evening(players, std::move(rules));
    try {
        tarock::preview(e, 0, hand);
    } catch (const tarock::InputError& err) {
        return err;
    }
    FAIL("the hand was not refused: " << hand.dump());
    return tarock::InputError("", {}, {});
}

}  // namespace test
