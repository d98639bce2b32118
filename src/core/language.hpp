#pragma once
// The languages of the program's texts: German (the books' language, the default), English,
// Slovenian and Hungarian. The window (app/lang.hpp) and the reports (report/report.hpp) use this
// one enum.

#include <optional>
#include <string_view>

namespace tarock {

/// A language of the window and of the reports: German (the table's language and the default),
/// English, Slovenian and Hungarian.
enum class Language { De, En, Sl, Hu };

/// "de", "en", "sl" or "hu".
const char* language_code(Language language);
/// The language of a code "de", "en", "sl", "hu"; nothing for any other text.
std::optional<Language> language_of_code(std::string_view code);
/// The one of four literals written for `language` (`de` for German, and so on), for the fixed
/// words of a sheet or a command's output that are not a Text. Never null when none is.
const char* in_language(Language language, const char* de, const char* en, const char* sl, const char* hu);

}  // namespace tarock
