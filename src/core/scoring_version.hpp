#pragma once
// The version of the scoring, for the figures a database keeps derived from the inputs (the
// statistics of each evening, Database::evening_statistics; docs/reliability.md, "The statistics
// kept in the database"). Included by src/storage only, so raising it rebuilds little.

namespace tarock {

/// The version of the scoring: raise this when any amount or kept figure can change, i.e. when a
/// game's scoring, a house rule's default or meaning, or what evening_figures() counts (hands,
/// hands played, games declared and won by game id, the money in cents) or how it is stored
/// changes. The kept figures of every evening are then recomputed once from the stored inputs (a
/// key of another value never matches); while it stays, every build, committed or not, reads
/// what another kept. (A change to an evening's own setup, its house rules included, or its hands
/// counts up that evening's version instead.)
inline constexpr int kScoringVersion = 1;

}  // namespace tarock
