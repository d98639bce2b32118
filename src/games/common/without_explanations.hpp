#pragma once
// Scoring without the words: amounts, flags and game ids only (core/explanations.hpp).

namespace tarock {

/// While one lives, the scorers on this thread leave the words of their explanations empty (the
/// postings' reasons, the notes, the summaries, the marks, and the messages of refused hands):
/// every amount, flag, declarer, result and game id is the same as with them
/// (tests: "explanations: every example evening scores the same amounts without its
/// explanations" and the reliability property over generated evenings of every game); only the
/// texts, most of the allocation of a recompute, are not built. For what needs amounts only:
/// player_statistics(). Scopes nest. Its constructor first builds every registered game and its
/// settings, whose names are kept for the whole run and so must never be built empty.
class WithoutExplanations {
public:
    WithoutExplanations();
    ~WithoutExplanations();
    WithoutExplanations(const WithoutExplanations&) = delete;
    WithoutExplanations& operator=(const WithoutExplanations&) = delete;
};

}  // namespace tarock
