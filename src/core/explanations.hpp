#pragma once
// Whether the scorers write the words of their explanations on this thread. A computation that
// needs the amounts only (the statistics over a club's years) switches them off with a
// WithoutExplanations scope (games/common/without_explanations.hpp); the helpers that build the
// texts (games/common/bilingual.hpp, the marks, the partnership booker) then give empty texts.

namespace tarock {

namespace detail {
/// How many WithoutExplanations scopes are open on this thread.
inline thread_local int explanations_off = 0;
}  // namespace detail

/// True unless a WithoutExplanations scope is open on this thread.
inline bool explanations_wanted() { return detail::explanations_off == 0; }

}  // namespace tarock
