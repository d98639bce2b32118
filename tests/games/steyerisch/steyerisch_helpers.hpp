#pragma once
// Scoring Steyerisch hands in tests through the same path the window and the CLI use (preview()).
// Seats: A (0), B (1), C (2); C deals, so A is the Vorhand. With four: K (3) deals and rests as König.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/json.hpp"
#include "session/evening.hpp"

namespace stey {

using tarock::Json;
using tarock::Thirds;
using V = std::vector<std::int64_t>;

inline Json J(const std::string& text) { return Json::parse(text); }

inline tarock::Evening evening(int players = 3, Json rules = Json::object()) {
    tarock::Evening e;
    e.variant = "steyerisch";
    e.players = players == 4 ? std::vector<std::string>{"A", "B", "C", "K"} : std::vector<std::string>{"A", "B", "C"};
    e.first_dealer = players - 1;
    e.house_rules = std::move(rules);
    return e;
}

inline tarock::Preview preview(const Json& hand, int players = 3, Json rules = Json::object()) {
    return tarock::preview(evening(players, std::move(rules)), 0, hand);
}

/// Net of every seat after scoring `hand` as the first hand of the evening; checks the sum is zero.
inline V nets(const Json& hand, int players = 3, Json rules = Json::object()) {
    const auto p = preview(hand, players, std::move(rules));
    V out;
    for (Thirds t : p.outcome.result.net(players)) {
        CHECK(t.is_whole());
        out.push_back(t.whole_part());
    }
    std::int64_t sum = 0;
    for (auto v : out) sum += v;
    CHECK(sum + p.outcome.result.pot_change().whole_part() == 0);
    return out;
}

/// Nets for a declarer at seat `d` with every opponent paying `per` (negative: the declarer pays).
inline V per_opp(int d, std::int64_t per, int players = 3) {
    V v(static_cast<std::size_t>(players), -per);
    v[static_cast<std::size_t>(d)] = per * (players - 1);
    return v;
}

/// A hand of declarer A: `game` ("dreier", ...), multiple m (0: none), card points, extra JSON fields.
inline Json hand(const std::string& game, int m, const std::string& points, const std::string& extra = "") {
    std::string s = R"({"declarer":"A","game":")" + game + "\"";
    if (m) s += ",\"multiple\":" + std::to_string(m);
    s += ",\"points\":" + (points.find(' ') != std::string::npos ? "\"" + points + "\"" : points);
    s += extra + "}";
    return J(s);
}

/// The InputError a refused hand raises.
inline tarock::InputError refusal(const Json& h, int players = 3, Json rules = Json::object()) {
    try {
        preview(h, players, std::move(rules));
    } catch (const tarock::InputError& err) {
        return err;
    }
    FAIL("the hand was not refused: " << h.dump());
    return tarock::InputError("", {}, {});
}

}  // namespace stey
