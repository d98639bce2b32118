#include "games/common/without_explanations.hpp"

#include "core/explanations.hpp"
#include "games/variant.hpp"

namespace tarock {

WithoutExplanations::WithoutExplanations() {
    // The games and their settings are built once and kept (function-local statics): built here
    // first, with their words, before any scorer runs without them.
    for (const Variant* v : all_variants()) (void)v->settings();
    ++detail::explanations_off;
}

WithoutExplanations::~WithoutExplanations() { --detail::explanations_off; }

}  // namespace tarock
