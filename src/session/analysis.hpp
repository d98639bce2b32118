#pragma once
// Looking at an evening from the side: "what if" a hand had been entered differently, and
// statistics per player across evenings. Both only call recompute() and preview().

#include <map>
#include <string>
#include <vector>

#include "session/evening.hpp"

namespace tarock {

/// A hand as stored next to the same hand with one input changed.
struct WhatIf {
    Preview original;              ///< the stored hand scored in its place
    Preview changed;               ///< the changed hand scored in the same place
    std::vector<Thirds> original_net;  ///< per seat
    std::vector<Thirds> changed_net;   ///< per seat
    std::vector<Thirds> difference;    ///< changed - original, per seat
};

/// Scores the stored hand at `position` (0-based) and `changed` in its place, side by side.
/// Stores nothing. Throws InputError if either is refused (the changed one names its field),
/// std::out_of_range if there is no hand at `position`.
WhatIf what_if(const Evening& e, std::size_t position, const Json& changed);

/// One player's figures across evenings (matched by name).
struct PlayerStats {
    std::string name;
    int evenings = 0;           ///< evenings at the table
    int hands = 0;              ///< hands scored while at the table (bookkeeping records excluded)
    int hands_active = 0;       ///< of those, hands in which he played (not resting as König)
    int declared = 0;           ///< games he declared
    int won = 0;                ///< of those, won
    std::map<std::string, std::pair<int, int>> by_game;  ///< game id -> (declared, won)
    /// Net result per evening in cents, in the order of the evenings given (0 for an evening he
    /// did not play; an evening not yet settled in money counts its points at the stake).
    std::vector<std::int64_t> cents_by_evening;
    std::int64_t cents_total = 0;
};

/// What the statistics count of one seat in one evening.
struct SeatFigures {
    std::string name;           ///< the player in this seat
    int hands = 0;              ///< hands scored (bookkeeping records and refused hands excluded)
    int hands_active = 0;       ///< of those, hands in which he played (not resting as König)
    int declared = 0;           ///< games he declared
    int won = 0;                ///< of those, won
    std::map<std::string, std::pair<int, int>> by_game;  ///< game id -> (declared, won)
    std::int64_t cents = 0;     ///< the evening's result in cents (its points at the stake while not settled in money)
    bool operator==(const SeatFigures&) const = default;
};

/// What the statistics count of one evening: its figures by seat. `scored` is false (and `seats`
/// empty) for an evening whose setup no longer validates: the statistics skip it.
struct EveningFigures {
    bool scored = false;
    std::vector<SeatFigures> seats;
    /// The evening's hands as the players count them (hands_played(): the Hut line and a chip
    /// count are no hands), what the evening list shows; every stored record when not `scored`.
    int hands = 0;
    bool operator==(const EveningFigures&) const = default;
};

/// The figures of evening `e`, recomputed without the words of its explanations
/// (WithoutExplanations), which the statistics do not show. Refused hands count nothing. Never
/// throws InputError: an evening that cannot be recomputed gives `scored` false.
EveningFigures evening_figures(const Evening& e);

/// Statistics over the figures of several evenings (any order; counted in the order given, which
/// is the order of PlayerStats::cents_by_evening). Players are matched by name, in the order they
/// first sit at a table.
std::vector<PlayerStats> player_statistics(const std::vector<EveningFigures>& evenings);

/// Statistics over `evenings`: player_statistics() of each one's evening_figures(), in the
/// order given.
std::vector<PlayerStats> player_statistics(const std::vector<Evening>& evenings);

/// The statistics of the evenings kept in one currency: money of different currencies is never
/// added (a Hungarian evening in HUF beside the Viennese ones in EUR).
struct CurrencyStatistics {
    std::string currency;
    std::vector<std::size_t> evenings;  ///< indices into the figures given, oldest first (cents_by_evening follows them)
    std::vector<PlayerStats> players;   ///< player_statistics() of those evenings
};

/// player_statistics() of the evenings of each currency, `currencies[i]` being the currency of
/// `figures[i]`'s stake, in the order each currency first appears (one entry when all evenings
/// share one). Throws std::invalid_argument when the two lists differ in length.
std::vector<CurrencyStatistics> statistics_by_currency(const std::vector<EveningFigures>& figures, const std::vector<std::string>& currencies);

/// Each player's running total after every hand of an evening (for a chart), in thirds:
/// series[seat][hand index].
std::vector<std::vector<Thirds>> running_totals(const EveningResult& r);

}  // namespace tarock
