#pragma once
// Scoring partnership hands in tests through the same path the window and the CLI use
// (preview()). Four seats A (0), B (1), C (2), D (3); D deals, so A is the Vorhand and the
// playing order is A, B, C, D.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/json.hpp"
#include "session/evening.hpp"

namespace pt {

using tarock::Json;
using tarock::Thirds;
using V = std::vector<std::int64_t>;

inline Json J(const std::string& text) { return Json::parse(text); }

/// An evening of `variant` with `players` (default A, B, C, D) and `rules`; `dealer` deals first.
inline tarock::Evening evening(const std::string& variant, Json rules = Json::object(),
                               std::vector<std::string> players = {"A", "B", "C", "D"}, int dealer = 3) {
    tarock::Evening e;
    e.variant = variant;
    e.players = std::move(players);
    e.first_dealer = dealer;
    e.house_rules = std::move(rules);
    return e;
}

/// Net of every seat after scoring `hand` as the first hand of `e`; checks every net is whole
/// and the nets sum to zero.
inline V nets_of(const tarock::Evening& e, const Json& hand) {
    const auto p = tarock::preview(e, 0, hand);
    V out;
    std::int64_t sum = 0;
    for (Thirds t : p.outcome.result.net(static_cast<int>(e.players.size()))) {
        CHECK(t.is_whole());
        out.push_back(t.whole_part());
        sum += t.whole_part();
    }
    CHECK(sum == 0);
    return out;
}

inline V nets(const std::string& variant, const Json& hand, Json rules = Json::object()) {
    return nets_of(evening(variant, std::move(rules)), hand);
}

/// The InputError a refused hand raises.
inline tarock::InputError refusal_of(const tarock::Evening& e, const Json& hand) {
    try {
        tarock::preview(e, 0, hand);
    } catch (const tarock::InputError& err) {
        return err;
    }
    FAIL("the hand was not refused: " << hand.dump());
    return tarock::InputError("", {}, {});
}

inline tarock::InputError refusal(const std::string& variant, const Json& hand, Json rules = Json::object()) {
    return refusal_of(evening(variant, std::move(rules)), hand);
}

/// True when some posting of the hand's result has a reason containing `text` (German).
inline bool has_reason(const tarock::HandResult& r, const std::string& text) {
    for (const auto& p : r.postings)
        if (p.reason.de.find(text) != std::string::npos) return true;
    return false;
}

}  // namespace pt
