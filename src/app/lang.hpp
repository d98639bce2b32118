#pragma once
// The language of the window: German (the default), English, Slovenian or Hungarian. Every text
// the views draw goes through tr(): the key is the German text (like a gettext msgid), the tables
// are data/lang/de.json, en.json, sl.json and hu.json, embedded in the program at build time.
// The Austrian game terms (Dreier, Solo, Pagat Ultimo, Bête, Hut, Kartenstamm, König, Vorhand,
// Touren ...) stay German in the other tables; the Slovenian and Hungarian games speak their own. A key with placeholders is formatted after translation:
//   fmt::format(fmt::runtime(tr("Hand {} · Geber: {}")), n, name)

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include "core/language.hpp"
#include "core/text.hpp"
#include "core/translations.hpp"

namespace tarock {
class InputError;
class DatabaseError;
}  // namespace tarock

namespace tarock::app {

/// Chooses the language tr() translates into (the window keeps it in UiSettings and sets it
/// every frame).
void set_language(Language language);
/// The language tr() translates into now.
Language language();

/// The text of `key` in the current language. The pointer stays valid for the whole run; a key
/// missing from the table returns `key` itself. An ImGui label "keiner##ult" translates the text
/// before "##" and keeps the ID ("none##ult").
const char* tr(const char* key);
/// tr(key) formatted with `args` (fmt syntax, the same placeholders in both tables). A table
/// text that does not format falls back to the key, and that to the key unformatted.
template <typename... Args>
std::string trf(const char* key, Args&&... args) {
    try {
        return fmt::format(fmt::runtime(tr(key)), args...);
    } catch (const fmt::format_error&) {
    }
    try {
        return fmt::format(fmt::runtime(key), args...);
    } catch (const fmt::format_error&) {
    }
    return key;
}

/// An ImGui label: the translated text, its ID fixed by `id` ("Verlauf###history"), so that
/// tabs, menus and popups keep their state when the language changes.
std::string tr_id(const char* key, const char* id);

/// A text of the core (postings, summaries, settings, errors) in the current language
/// (tarock::pick(): German when the English half is empty; English where a Slovenian or
/// Hungarian text has none).
const std::string& tr(const Text& text);

/// A refusal of the core in the current language: InputError::in() (German, English, Slovenian
/// or Hungarian, English where a refusal has no translation).
std::string error_text(const InputError& error);
/// A storage error in the current language: DatabaseError::german() in German, what() otherwise.
std::string error_text(const DatabaseError& error);

/// Money in the current language: "1,20 EUR" (German) or "1.20 EUR" (English).
std::string money_text(std::int64_t cents, std::string_view currency);

/// The tables of data/lang (core/translations.hpp).
using tarock::translation_source;
using tarock::translation_table;
/// "de", "en", "sl" or "hu" (tarock::language_code).
using tarock::language_code;

}  // namespace tarock::app
