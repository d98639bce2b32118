#pragma once
// Groß-Tarok test tables: A (seat 0, the Vorhand), B (seat 1, second hand), C (seat 2, the dealer).
#include "historic_helpers.hpp"
#include "games/grosstarok/grosstarok.hpp"

namespace gross {

using namespace hist;

inline tarock::Evening table(Json rules = Json::object()) { return evening("grosstarok", {"A", "B", "C"}, 2, std::move(rules)); }
inline V nets(const Json& hand, Json rules = Json::object()) { return hist::nets(table(std::move(rules)), hand); }

/// `hand` with the card points 26 : 26 : 26 added, so the card settlement pays nothing and only
/// the announcements and premiums of the hand show.
inline Json even(Json hand) {
    hand["points"] = Json{{"A", 26}, {"B", 26}, {"C", 26}};
    return hand;
}

}  // namespace gross
