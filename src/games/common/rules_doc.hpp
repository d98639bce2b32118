#pragma once
// The house-rules reference (docs/house-rules.md) generated from the settings themselves, so the
// document cannot drift from the code.

#include <string>

namespace tarock {

/// Markdown tables of every variant's house-rule settings: key, rule id and source lines, the
/// options (default marked) and the one-line explanation, in English with the German title.
std::string house_rules_markdown();

}  // namespace tarock
