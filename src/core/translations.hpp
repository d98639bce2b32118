#pragma once
// The program's texts in German, English, Slovenian and Hungarian: data/lang/de.json, en.json,
// sl.json and hu.json, embedded at build time, each a JSON object from the German text (the key,
// like a gettext msgid) to the text in that language. The window translates through them (tr(),
// app/lang.hpp), and so do the live standings page's words (report/live_page.hpp, live_json()):
// those are keyed "<German text>##live" (like a gettext context), since the page says some words
// otherwise than the window ("Spiel##live" is "Hand" in English, the window's "Spiel" "Game").

#include <functional>
#include <map>
#include <string>
#include <string_view>

#include "core/language.hpp"

namespace tarock {

/// The table of `language`: key -> text, parsed once. A table that does not parse is empty (every
/// key then stands for itself) and says so once on standard error.
const std::map<std::string, std::string, std::less<>>& translation_table(Language language);
/// The embedded JSON text of the table of `language`, as read from data/lang/ (for the tests).
std::string_view translation_source(Language language);
/// The text of `key` in `language`; `key` itself when the table has none. The pointer stays valid
/// for the whole run.
const char* translated(Language language, const char* key);

}  // namespace tarock
