#include "core/sources.hpp"

#include <cctype>
#include <string>
#include <vector>

namespace tarock {

namespace {

struct Chapter {
    int first_line;  ///< the chapter runs from here to the next entry's first line
    const char* de;
    const char* en;
};

struct Book {
    const char* seed;
    const char* de;
    const char* en;
    std::vector<Chapter> chapters;
};

/// Chapter boundaries as the seed texts mark them (headings "Cap. I" ... and "§ 1." ...).
const std::vector<Book>& books() {
    static const std::vector<Book> b = {
        {"000", "Ulmann, Illustriertes Wiener Tarokbuch", "Ulmann, Illustriertes Wiener Tarokbuch",
         {{1, "Einleitung", "introduction"},
          {318, "Cap. I Tapp-Tarok", "ch. I Tapp-Tarok"},
          {530, "Cap. II Tarok mit Blocks", "ch. II Block-Tarok"},
          {648, "Cap. III Steyerisch-Tarok", "ch. III Steyerisch-Tarok"},
          {674, "Cap. IV Königrufen", "ch. IV Königrufen"},
          {816, "Cap. V Neunzehnrufen", "ch. V Neunzehnrufen"},
          {910, "Cap. VI Strohmann-Tarok", "ch. VI Strohmann-Tarok"},
          {998, "Cap. VII Zwölfer-Tarok", "ch. VII Zwölfer-Tarok"},
          {1006, "Cap. VIII Ungarisch-Tarok", "ch. VIII Ungarisch-Tarok"},
          {1030, "Cap. IX Paszkiewitsch", "ch. IX Paszkiewitsch"},
          {1134, "II. Teil, Aufgaben", "part II, problems"},
          {1677, "II. Teil, Auflösungen", "part II, solutions"},
          {2059, "III. Teil, Groß-Tarok", "part III, Groß-Tarok"},
          {2205, "Anhang, Tarok-Codex", "appendix, Tarok-Codex"},
          {2219, "Codex §1", "Codex §1"},   {2223, "Codex §2", "Codex §2"},   {2227, "Codex §3", "Codex §3"},
          {2231, "Codex §4", "Codex §4"},   {2241, "Codex §5", "Codex §5"},   {2245, "Codex §6", "Codex §6"},
          {2249, "Codex §7", "Codex §7"},   {2253, "Codex §8", "Codex §8"},   {2259, "Codex §9", "Codex §9"},
          {2263, "Codex §10", "Codex §10"}, {2267, "Codex §11", "Codex §11"}, {2275, "Codex §12", "Codex §12"},
          {2279, "Codex §13", "Codex §13"}, {2283, "Codex §14", "Codex §14"}, {2287, "Codex §15", "Codex §15"},
          {2293, "Codex §16", "Codex §16"}, {2297, "Codex §17", "Codex §17"}, {2301, "Codex §18", "Codex §18"},
          {2305, "Codex §19", "Codex §19"}, {2309, "Codex §20", "Codex §20"}, {2319, "Codex §21", "Codex §21"},
          {2323, "Codex §22", "Codex §22"}, {2327, "Codex §23", "Codex §23"}, {2331, "Codex §24", "Codex §24"},
          {2337, "Codex §25", "Codex §25"}, {2343, "Codex §26", "Codex §26"}, {2353, "Codex §27", "Codex §27"},
          {2359, "Codex §28", "Codex §28"}, {2363, "Codex §29", "Codex §29"}, {2369, "Codex §30", "Codex §30"},
          {2373, "Codex §31", "Codex §31"}, {2379, "Codex §32", "Codex §32"}, {2385, "Codex §33", "Codex §33"},
          {2389, "Codex §34", "Codex §34"}, {2393, "Codex §35", "Codex §35"},
          {2399, "Wörterverzeichnis", "glossary"},
          {2597, "Druckfehler-Berichtigung", "errata"}}},
        {"001", "Vanderheid, Tarolaßch oder das russische Whist (1869)", "Vanderheid, Tarolaßch or Russian whist (1869)",
         {{1, "Bruchstück einer Regelliste", "fragment of a rule list"}, {19, "Tarolaßch", "Tarolaßch"}}},
        {"002", "Das Strohmann-Tarok (unbenanntes Buch)", "Das Strohmann-Tarok (unnamed book)", {{1, "", ""}}},
        {"003", "Tappen mit König oder Tarokrufen", "Tappen mit König oder Tarokrufen", {{1, "", ""}}},
        {"004", "Taroc-Regeln von 1756", "Taroc rules of 1756",
         {{1, "", ""}, {86, "Taroc zu dreien zum König", "Taroc for three with the König"},
          {152, "Taroc zu vieren, Wiener Regeln", "Taroc for four, Vienna rules"},
          {192, "Anmerkungen des Herausgebers", "editor's notes"}}},
    };
    return b;
}

std::string trim(std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return std::string(s);
}

/// The first number in a line token such as "L326-336" or "926".
int first_number(const std::string& token) {
    int n = 0;
    bool seen = false;
    for (char c : token) {
        if (std::isdigit(static_cast<unsigned char>(c))) {
            n = n * 10 + (c - '0');
            seen = true;
        } else if (seen) {
            break;
        }
    }
    return seen ? n : -1;
}

struct Group {
    const Book* book = nullptr;
    std::string seed;
    std::vector<std::pair<const Chapter*, std::string>> lines;  // chapter, line text ("326-336")
};

}  // namespace

Text book_reference(std::string_view source) {
    std::vector<Group> groups;
    std::string token;
    auto flush = [&](const std::string& raw) {
        std::string t = trim(raw);
        if (t.empty()) return;
        std::string lines = t;
        const auto colon = t.find(':');
        if (colon != std::string::npos) {
            Group g;
            g.seed = t.substr(0, colon);
            for (const Book& b : books())
                if (g.seed == b.seed) g.book = &b;
            groups.push_back(g);
            lines = t.substr(colon + 1);
        }
        if (groups.empty()) groups.push_back(Group{});
        if (!lines.empty() && lines.front() == 'L') lines.erase(0, 1);
        Group& g = groups.back();
        const Chapter* chapter = nullptr;
        const int n = first_number(lines);
        if (g.book && n > 0)
            for (const Chapter& c : g.book->chapters)
                if (c.first_line <= n) chapter = &c;
        g.lines.emplace_back(chapter, lines);
    };
    for (char c : source) {
        if (c == ',' || c == ';') {
            flush(token);
            token.clear();
        } else {
            token += c;
        }
    }
    flush(token);

    Text out;
    for (const Group& g : groups) {
        if (!out.de.empty()) {
            out.de += "; ";
            out.en += "; ";
        }
        if (!g.book) {  // not a known seed: keep the text as it is
            std::string raw = g.seed.empty() ? "" : g.seed + ":";
            for (std::size_t i = 0; i < g.lines.size(); ++i) raw += (i ? ", " : "") + g.lines[i].second;
            out.de += raw;
            out.en += raw;
            continue;
        }
        out.de += g.book->de;
        out.en += g.book->en;
        const Chapter* current = nullptr;
        bool first = true;
        for (const auto& [chapter, lines] : g.lines) {
            if (first || chapter != current) {
                const bool named = chapter && *chapter->de;
                out.de += std::string(first ? ", " : "; ") + (named ? std::string(chapter->de) + ", " : "") + "Z. " + lines;
                out.en += std::string(first ? ", " : "; ") + (named ? std::string(chapter->en) + ", " : "") + "line " + lines;
                current = chapter;
                first = false;
            } else {
                out.de += ", " + lines;
                out.en += ", " + lines;
            }
        }
    }
    return out;
}

}  // namespace tarock
