#pragma once
// Scoring Slovenian hands in tests through the game's own path (parse_hand, validate, score,
// book: what the ledger runs for every hand), with the radelci a vector says the players hold
// before the hand. Seats A (0), B (1), C (2), D (3); D deals, so A is the Vorhand. With three
// players the seats are A, B, C and C deals.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/json.hpp"
#include "games/tarok_si/tarok_si.hpp"
#include "session/evening.hpp"

namespace si {

using tarock::Json;
using tarock::Thirds;
using V = std::vector<std::int64_t>;

inline Json J(const std::string& text) { return Json::parse(text); }
/// House rules from JSON text.
inline Json R(const std::string& text) { return Json::parse(text); }

/// The written sheet, the money (rate 1) and the radelci after one hand.
struct Result {
    V sheet;
    V money;
    V radelci;
    int collective = 0;
    tarock::tarok_si::HandScore score;
    tarock::HandResult booked;
};

inline std::vector<std::string> players(bool three) { return three ? std::vector<std::string>{"A", "B", "C"} : std::vector<std::string>{"A", "B", "C", "D"}; }

/// Scores `hand` with house rules `rules`, four players (or three), the radelci `before` per
/// seat (default none). Checks that the money sums to zero.
inline Result hand(const std::string& hand, Json rules = Json::object(), bool three = false, V before = {}, int collective = 0) {
    using namespace tarock;
    const auto names = players(three);
    const int n = static_cast<int>(names.size());
    const HouseRules hr(three ? tarok_si::settings_three() : tarok_si::settings_four(), rules);
    const Deal deal = make_deal(n, n, n - 1);
    const tarok_si::Hand h = tarok_si::parse_hand(J(hand), names);
    tarok_si::validate(h, deal, hr);
    tarok_si::RadelciState st;
    st.held.assign(static_cast<std::size_t>(n), 0);
    for (std::size_t i = 0; i < before.size(); ++i) st.held[i] = static_cast<int>(before[i]);
    st.collective = collective;
    Result r;
    r.score = tarok_si::score(h, deal, hr, names, st);
    tarok_si::book(r.booked, r.score.entries, hr, names);
    for (Thirds t : r.booked.written) r.sheet.push_back(t.whole_part());
    Thirds sum;
    for (Thirds t : r.booked.net(n)) {
        r.money.push_back(t.whole_part());  // whole points but under money = average (thirds)
        sum += t;
    }
    CHECK(sum.is_zero());
    for (int k : r.score.after.held) r.radelci.push_back(k);
    r.collective = r.score.after.collective;
    return r;
}

/// The InputError a refused hand raises.
inline tarock::InputError refusal(const std::string& hand, Json rules = Json::object(), bool three = false) {
    try {
        (void)si::hand(hand, std::move(rules), three);
    } catch (const tarock::InputError& e) {
        return e;
    }
    FAIL("the hand was not refused: " << hand);
    return tarock::InputError("", {}, {});
}

/// An evening of tarok_si (or tarok_si3) with players A, B, C(, D); the last seat deals first.
inline tarock::Evening evening(Json rules = Json::object(), bool three = false) {
    tarock::Evening e;
    e.variant = three ? "tarok_si3" : "tarok_si";
    e.players = players(three);
    e.first_dealer = three ? 2 : 3;
    e.house_rules = std::move(rules);
    return e;
}

inline V whole(const std::vector<Thirds>& v) {
    V out;
    for (Thirds t : v) out.push_back(t.whole_part());
    return out;
}

}  // namespace si
