#pragma once
// The live standings page (docs/tournament.md "The live page"): the HTML shell and its script,
// served by `tarock serve` and the organiser's window (src/live). The script asks the JSON of
// live_json() (tournament_report.hpp) every second and redraws the page only when it changed;
// it sets every name and figure as text (textContent), never as markup, so a name such as
// "<b>Anna</b>" shows as written. Formatting only: nothing is computed here.

#include <string>
#include <string_view>

#include "report/report.hpp"

namespace tarock::report {

/// The page in `lang`: one column, large type, the viewport of a phone; its texts before the
/// first answer ("loading") and when the server cannot be reached; the script from /live.js.
std::string live_page_html(Lang lang);

/// The page's script (served as /live.js): polls "api/live" with the page's own ?lang= and
/// ?tournament=, redraws on change, keeps the rounds the reader opened or closed.
std::string_view live_page_script();

}  // namespace tarock::report
