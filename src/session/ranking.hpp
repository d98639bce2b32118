#pragma once
// The ranking of a tournament (docs/rules/koenigrufen-modern.md §7.3, M-28): the players ordered
// by their written points ("Schrift", without Kontra) summed over the rounds, players level on
// that sum separated by the cup's tie-break, the money (Geld, Kontra included) shown apart
// (§4 "Kontras zählen nicht für die Turnierwertung", TIR §8; §7.2: Geld = Schrift + Kontra).
//
// Pure functions over results already scored: nothing is scored here. Amounts are points of
// the tariff as Thirds (whole points in the cup tariffs).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/thirds.hpp"
#include "session/evening.hpp"

namespace tarock {

/// The cup's rule for players level on the summed Schrift (§7.3).
enum class TieBreak {
    Shared,     ///< the sum only: a tie stays a shared place (WTC "sum"; cups §7.3 gives no rule for)
    BestRound,  ///< the better best round, else shared (RTC, HRC, SWC, ÖF: HT §8.1 quoting [MAIR-CUPS])
    /// TIR §8 "better rounds" and TIR-19 §7 "best round, table ranks, lot": the rounds compared
    /// best first (the best round, then the second best, …), then the places at the tables
    /// compared best first (more first places, then more second places, …), then the lot.
    Tirol,
};

/// "sum", "best_round", "tirol" (the file spelling of a cup's tie-break).
std::string_view tie_break_id(TieBreak t);
/// The tie-break of a file spelling. Throws InputError (field `field`) for any other text.
TieBreak parse_tie_break(std::string_view id, const std::string& field);
/// The tie-break §7.3 gives the cup of a tariff preset, by the preset's code in §9.2: "P-TIR" →
/// Tirol; "P-RTC", "P-OEF" → BestRound; every other code (P-WTC19, P-WTC20, P-SAU, …) → Shared.
TieBreak tie_break_of_preset(std::string_view preset_code);

/// One player's result in one round, as scored at his table.
struct RoundResult {
    Thirds schrift;      ///< written points of the round (without Kontra)
    Thirds geld;         ///< money points of the round (Kontra included); equal to schrift where none
    int table_place = 0; ///< 1 = the most Schrift at his table that round (see table_places)
};

/// A player and his rounds; a round he did not play (late arrival, left early) is empty.
struct Entrant {
    std::string name;
    std::vector<std::optional<RoundResult>> rounds;
};

/// One line of the ranking.
struct Placing {
    std::size_t entrant = 0;  ///< index into the entrants ranked
    int place = 0;            ///< 1-based; players still level share a place ("1, 1, 3")
    bool shared = false;      ///< level with another player after the whole tie-break
    bool by_lot = false;      ///< the tie-break reached the lot to separate this player
    Thirds schrift;           ///< summed over the rounds played
    Thirds geld;              ///< summed over the rounds played
    int rounds_played = 0;
    Thirds kontra() const { return geld - schrift; }  ///< the money that is not Schrift (§7.2)
};

/// The places at one table in one round, by Schrift: 1 for the most, ties share the better place
/// (Schrift +5, +5, -2, -8 → 1, 1, 3, 4).
std::vector<int> table_places(const std::vector<Thirds>& schrift);

/// Ranks `entrants` by summed Schrift (more is better), then by `tie_break`. The lot of
/// TieBreak::Tirol is drawn from `lot_seed` (core/prng.hpp): the players still level, in the
/// order of `entrants`, are shuffled; the same seed gives the same order on every machine.
/// Returns one Placing per entrant, best first.
std::vector<Placing> rank(const std::vector<Entrant>& entrants, TieBreak tie_break, std::uint64_t lot_seed = 0);

/// The ranking of one table's evening (one round): nullopt unless the evening's game keeps the
/// Schrift beside the money (house rule "schrift" = "split", koenigrufen_modern M-11). Schrift is
/// EveningResult::written_totals, Geld its balance. Within one round the best round is the sum
/// and the table place is the place, so no cup's tie-break can separate two players of one table
/// short of the lot, which belongs to the tournament: ties stay shared (TieBreak::Shared).
/// `r` must be recompute(e).
std::optional<std::vector<Placing>> evening_ranking(const Evening& e, const EveningResult& r);

}  // namespace tarock
