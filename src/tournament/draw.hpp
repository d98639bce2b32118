#pragma once
// The draw of a tournament round (docs/tournament.md; koenigrufen_modern §7.3, issue 18): tables
// of four, and of five only where the count of players needs it, never of three; round 1 at
// random from the tournament's stored seed; later rounds with as few repeated opponent pairs as
// the search finds (a greedy seating, then seeded swaps between tables while they lower the
// count). Reproducible on every machine: the only randomness is core/prng.hpp.
//
// Players are given by their roster ids; a table lists its players in seat order.

#include <cstdint>
#include <vector>

namespace tarock::tournament {

using PlayerId = std::int64_t;

/// The sizes of the tables for `players` players: as many tables of 4 as possible and the
/// fewest tables of 5 (n = 4a + 5b with b = n mod 4), the tables of 5 last. 0 players give no
/// table. Throws InputError (field `field`, rule koenigrufen_modern §7.3) for the counts that
/// cannot be seated so: 1, 2, 3, 6, 7 and 11, naming the count and the nearest counts that can.
std::vector<int> table_sizes(int players, const char* field = "players");

/// The tables of one round.
using Seating = std::vector<std::vector<PlayerId>>;

/// How many pairs of players sit at one table in `round` who already sat together in one of
/// `earlier` (a pair counted once per earlier meeting).
int repeated_pairs(const Seating& round, const std::vector<Seating>& earlier);

/// Draws round `round_number` (1-based) for the `present` players (roster ids, any order; each
/// once) after the rounds `earlier` (those played before, which may have had other players: late
/// arrivals and leavers). The generator is seeded from `seed` and `round_number`, so the same
/// inputs draw the same tables on every machine. Round 1 (or no earlier round) is a shuffle cut
/// into table_sizes(); a later round is seated greedily (each next player the one who has met the
/// table's players least, ties by the shuffled order) and improved by swaps of two players of
/// different tables while a swap lowers repeated_pairs (at most `swap_passes` passes over every
/// pair of seats). Throws InputError as table_sizes() does, and for a player present twice.
Seating draw_round(const std::vector<PlayerId>& present, const std::vector<Seating>& earlier, std::uint64_t seed,
                   int round_number, int swap_passes = 8);

}  // namespace tarock::tournament
