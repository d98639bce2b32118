#pragma once
// The two languages of the program's texts: German (the books' language, the default) and
// English. The window (app/lang.hpp) and the reports (report/report.hpp) use this one enum.

namespace tarock {

/// A language of the texts: German or English.
enum class Language { De, En };

}  // namespace tarock
