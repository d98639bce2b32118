#include "core/sources.hpp"
#include "core/text.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <vector>

namespace tarock {

namespace {

/// A place in a book: a chapter (its label names the chapter) or, within a chapter, one of the
/// book's own headings. `page` is the page the book gives for it (table of contents), or 0.
struct Mark {
    int line;
    bool chapter;
    std::string de;
    std::string en;
    int page = 0;
    bool quoted = true;  ///< a heading in the book's words is quoted; a numbered paragraph ("§ 8") is not
};

/// A line whose page the book tells us elsewhere (its glossary, its errata).
struct PageAnchor {
    int line;
    int page;
};

struct Book {
    std::string seed;
    std::string de;
    std::string en;
    std::vector<Mark> marks;  ///< in line order
    std::vector<PageAnchor> pages;
};

Mark chapter(int line, std::string de, std::string en, int page = 0) { return {line, true, std::move(de), std::move(en), page, false}; }
Mark heading(int line, std::string words, int page = 0) { return {line, false, words, words, page, true}; }
Mark numbered(int line, std::string de, std::string en, int page = 0) { return {line, false, std::move(de), std::move(en), page, false}; }

/// Ulmann's Illustriertes Wiener Tarokbuch (seed 000). Chapters and headings as the OCR text marks
/// them; pages from the book's table of contents (lines 59-126), its glossary ("Contra … Seite 23",
/// "Courage … Seite 79", "Renonce … Tarok-Codex, Seite 167") and its errata (page 23, line 23: the
/// contra'd Volat at line 360; page 29: the reference to problem 12 at line 424).
Book ulmann() {
    Book b{"000", "Ulmann, Illustriertes Wiener Tarokbuch", "Ulmann, Illustriertes Wiener Tarokbuch", {}, {}};
    auto& m = b.marks;
    m.push_back(chapter(1, "Titelblatt", "title page"));
    m.push_back(chapter(45, "Vorwort", "preface"));
    m.push_back(chapter(59, "Inhaltsverzeichnis", "contents"));
    m.push_back(chapter(128, "Einleitung", "introduction", 1));
    m.push_back(chapter(174, "I. Teil, A. Das Spielmittel", "part I, A. Das Spielmittel"));
    m.push_back(heading(188, "1. Das Pack zu 54 Karten", 9));
    m.push_back(heading(212, "2. Das Pack zu 42 Karten", 10));
    m.push_back(chapter(242, "I. Teil, B. Allgemeine Grundzüge", "part I, B. Allgemeine Grundzüge", 12));
    m.push_back(heading(244, "1. Bestimmung der Plätze", 12));
    m.push_back(heading(252, "2. Die Donne", 13));
    m.push_back(heading(264, "3. Die Parteien", 14));
    m.push_back(heading(268, "4. Das Verlegen", 14));
    m.push_back(heading(276, "5. Gang des Spiels", 15));
    m.push_back(heading(286, "6. Das Zählen", 16));
    m.push_back(heading(302, "7. Das Ultimiren des Pagat", 18));
    m.push_back(heading(308, "8. Der Volat (Durchmarsch)", 18));
    m.push_back(heading(312, "9. Beendigung des Spiels", 19));
    m.push_back(chapter(316, "I. Teil, C. Die Spiele mit 54 Karten", "part I, C. Die Spiele mit 54 Karten"));
    m.push_back(chapter(318, "Cap. I Tapp-Tarok", "ch. I Tapp-Tarok", 19));
    m.push_back(heading(324, "a) Der Dreier", 20));
    m.push_back(heading(330, "Das Steigern"));
    m.push_back(heading(348, "b) Der Solo", 22));
    m.push_back(heading(356, "Die Contra-Ansagen"));
    m.push_back(heading(380, "Behandlung des Spiels"));
    m.push_back(heading(478, "Das Gegenspiel"));
    m.push_back(chapter(530, "Cap. II Tarok mit Blocks", "ch. II Tarok mit Blocks", 38));
    m.push_back(heading(589, "Die Abrechnung"));
    m.push_back(chapter(648, "Cap. III Steyerisch-Tarok", "ch. III Steyerisch-Tarok", 46));
    m.push_back(chapter(674, "Cap. IV Das Königrufen", "ch. IV Das Königrufen", 49));
    m.push_back(heading(682, "a. Der Rufer", 49));
    m.push_back(heading(732, "b. Der Solo", 53));
    m.push_back(heading(758, "c. Der Dreier", 55));
    m.push_back(heading(766, "d. Der Solo-Dreier", 56));
    m.push_back(chapter(816, "Cap. V Das Neunzehnrufen", "ch. V Das Neunzehnrufen", 59));
    m.push_back(heading(846, "a. Der Rufer", 61));
    m.push_back(heading(874, "b. Der Dreier", 63));
    m.push_back(heading(886, "c. Der Zweier", 64));
    m.push_back(heading(894, "d. Der Einer", 65));
    m.push_back(heading(900, "e. Der Solo", 66));
    m.push_back(chapter(910, "Cap. VI Strohmann-Tarok (en deux)", "ch. VI Strohmann-Tarok (en deux)", 67));
    m.push_back(chapter(994, "I. Teil, D. Die Spiele mit 42 Karten", "part I, D. Die Spiele mit 42 Karten"));
    m.push_back(chapter(998, "Cap. VII Zwölfer-Tarok", "ch. VII Zwölfer-Tarok", 76));
    m.push_back(chapter(1006, "Cap. VIII Ungarisch-Tarok", "ch. VIII Ungarisch-Tarok", 77));
    m.push_back(chapter(1030, "Cap. IX Paszkiewitsch", "ch. IX Paszkiewitsch", 79));
    m.push_back(heading(1060, "Mondfang"));
    m.push_back(chapter(1134, "II. Teil, Aufgaben", "part II, problems"));
    const int problems[] = {1146, 1165, 1181, 1196, 1214, 1227, 1245, 1254, 1266, 1275, 1291, 1311, 1332, 1342, 1354, 1375, 1392,
                            1412, 1433, 1451, 1467, 1479, 1495, 1511, 1527, 1551, 1566, 1579, 1595, 1613, 1627, 1639, 1657};
    // The table of contents gives the page where each game's problems begin.
    const std::pair<int, int> problem_pages[] = {{1, 93},  {13, 102}, {15, 103}, {16, 105}, {19, 108},
                                                 {21, 109}, {27, 114}, {29, 115}, {32, 117}};
    for (int i = 0; i < 33; ++i) {
        int page = 0;
        for (const auto& [number, p] : problem_pages)
            if (number == i + 1) page = p;
        const std::string n = std::to_string(i + 1);
        m.push_back(numbered(problems[i], "Aufgabe Nr. " + n, "problem no. " + n, page));
    }
    m.push_back(chapter(1677, "II. Teil, Auflösungen", "part II, solutions", 119));
    const std::pair<int, int> solutions[] = {{1, 1677},  {2, 1681},  {3, 1693},  {4, 1704},  {5, 1718},  {6, 1734},  {7, 1742},
                                             {8, 1759},  {9, 1776},  {10, 1788}, {11, 1806}, {12, 1810}, {13, 1814}, {14, 1830},
                                             {15, 1845}, {16, 1857}, {17, 1871}, {18, 1885}, {19, 1900}, {20, 1912}, {21, 1924},
                                             {22, 1940}, {23, 1946}, {24, 1952}, {25, 1956}, {29, 1964}, {30, 1974}, {31, 1998},
                                             {32, 2014}, {33, 2035}};
    for (const auto& [number, line] : solutions)
        m.push_back(numbered(line, "Auflösung der Aufgabe Nr. " + std::to_string(number), "solution of problem no. " + std::to_string(number)));
    m.push_back(chapter(2051, "III. Teil, Das Tarok mit 78 Blättern", "part III, Das Tarok mit 78 Blättern"));
    m.push_back(heading(2063, "1. Groß-Tarok", 151));
    m.push_back(heading(2153, "2. Das Tarok-l'Hombre", 159));
    m.push_back(heading(2175, "3. Das Tarok unter vier activen Teilnehmern", 160));
    m.push_back(chapter(2205, "Anhang, Tarok-Codex", "appendix, Tarok-Codex"));
    const int codex[] = {2219, 2223, 2227, 2231, 2241, 2245, 2249, 2253, 2259, 2263, 2267, 2275, 2279, 2283, 2287, 2293, 2297, 2301,
                         2305, 2309, 2319, 2323, 2327, 2331, 2337, 2343, 2353, 2359, 2363, 2369, 2373, 2379, 2385, 2389, 2393};
    for (int i = 0; i < 35; ++i) {
        const std::string p = "\xC2\xA7 " + std::to_string(i + 1);
        m.push_back(numbered(codex[i], p, p));
    }
    m.push_back(chapter(2399, "Termini technici", "glossary", 175));
    m.push_back(chapter(2587, "Schlußwort", "closing word", 179));
    m.push_back(chapter(2597, "Berichtigungen", "errata"));
    // The Codex's groups by game begin on the pages its table of contents gives.
    b.pages = {{360, 23},   {424, 29},   {1024, 79},  {2217, 165}, {2255, 167}, {2317, 170}, {2335, 171},
               {2341, 171}, {2351, 172}, {2357, 172}, {2377, 173}, {2383, 173}};
    return b;
}

/// Seed 001: the end of an unnamed rule list (lines 1-16), then Vanderheid's Tarolaßch, its
/// headings with the pages of its table of contents (lines 436-473; "—" there means the page of
/// the entry before).
Book vanderheid() {
    Book b{"001", "Vanderheid, Tarolaßch oder das russische Whist (1869)", "Vanderheid, Tarolaßch or Russian whist (1869)", {}, {}};
    auto& m = b.marks;
    m.push_back(chapter(1, "Bruchstück einer Regelliste", "fragment of a rule list"));
    const std::pair<int, int> rules[] = {{55, 3}, {56, 5}, {57, 7}, {58, 9}, {59, 11}, {60, 13}, {61, 15}};
    for (const auto& [number, line] : rules)
        m.push_back(numbered(line, "Regel " + std::to_string(number), "rule " + std::to_string(number)));
    m.push_back(chapter(19, "Tarolaßch", "Tarolaßch"));
    const struct {
        int line;
        const char* words;
        int page;
    } headings[] = {
        {39, "Vorbemerkung", 3},
        {43, "Von der Zahl der Theilnehmer", 3},
        {47, "Von den Karten und deren Werth", 3},
        {55, "Von den Partnern oder Mitspielern", 4},
        {59, "Von dem Kartengeben", 4},
        {63, "Von den Kunstausdrücken", 4},
        {115, "11. Honneurs", 7},
        {119, "12. Impasse", 7},
        {123, "13. Singleton", 8},
        {127, "14. Levée", 8},
        {131, "15. Trique", 8},
        {135, "16. Points", 8},
        {139, "17. Vorhand", 8},
        {143, "18. Partie", 8},
        {147, "19. Robber", 8},
        {153, "20. Slam (Schlemm)", 9},
        {157, "21. Strohmann", 9},
        {161, "22. Bedienen", 9},
        {197, "Von den Triques oder Ueberstichen", 11},
        {201, "Von der Bestimmung der Plätze", 11},
        {207, "Von dem Robber und den Partien", 11},
        {211, "Von der Bezahlung der Partie und des Robbers", 11},
        {215, "Von der Bezahlung der Triques, der Honneurs und der Assé", 12},
        {219, "Von dem Werthe und der Reihenfolge der Farben", 12},
        {223, "Von dem Spiele sans atout", 12},
        {229, "Von dem Misère", 13},
        {233, "Von dem Contra-Spiele", 13},
        {239, "Von dem Récontra", 14},
        {243, "Von den Assen bei dem Récontra", 14},
        {249, "Von dem kleinen und dem großen Slam (Schlemm)", 15},
        {253, "Von dem Ansagen", 15},
        {265, "Von dem Ueberbieten", 16},
        {283, "Von der Beendigung einer Partie", 18},
        {291, "Es gilt bei der Partie kein Rest", 18},
        {297, "Von der möglichen Höhe des Gewinnes und Verlustes", 19},
        {342, "Von dem Anspielenden", 21},
        {346, "Spielregeln", 22},
        {364, "Von der Maske", 23},
        {372, "Von dem Singleton", 25},
        {378, "Von dem Markiren der Points", 25},
        {394, "Von dem Stechen", 27},
        {398, "Von dem Renoncemachen und der Strafe dafür", 28},
        {408, "Von dem Zuwerfen vor der Hand", 28},
        {412, "Anhang. Von dem Tarolaßch unter drei Personen", 28},
    };
    for (const auto& h : headings) m.push_back(heading(h.line, h.words, h.page));
    m.push_back(chapter(436, "Inhalt", "contents"));
    return b;
}

Book strohmann_book() {
    Book b{"002", "Das Strohmann-Tarok (unbenanntes Buch)", "Das Strohmann-Tarok (unnamed book)", {}, {}};
    b.marks = {chapter(1, "Ende eines Beispiels", "end of an example"), chapter(11, "", ""),
               heading(13, "\xC2\xA7 1. Erklärung des Spieles"), heading(49, "\xC2\xA7 2. Behandlung des Spieles")};
    return b;
}

Book tappen_book() {
    Book b{"003", "Tappen mit König oder Tarokrufen", "Tappen mit König oder Tarokrufen", {}, {}};
    b.marks.push_back(chapter(1, "", ""));
    const int lines[] = {5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 27, 31, 33, 35, 37, 39, 45, 47, 49, 51};
    for (int i = 0; i < 20; ++i) {
        const std::string p = "\xC2\xA7 " + std::to_string(i + 1);
        b.marks.push_back(numbered(lines[i], p, p));
    }
    return b;
}

/// Seed 004: the 1756 booklet; its numbered rules stand one to a line.
Book taroc_book() {
    Book b{"004", "Taroc-Regeln von 1756", "Taroc rules of 1756", {}, {}};
    auto& m = b.marks;
    m.push_back(chapter(1, "Titel, Ode und Vorbericht", "title, ode and preface"));
    m.push_back(chapter(86, "Taroc zu dreien zum König", "Taroc for three with the König"));
    m.push_back(heading(88, "I. Von den Taroc-Karten insgemein, und von deren Austheilung an die Mitspieler"));
    m.push_back(heading(116, "II. Die vornehmsten Haubt-Regeln in diesem Spiel"));
    for (int rule = 1; rule <= 20; ++rule)
        m.push_back(numbered(121 + rule, "Regel " + std::to_string(rule), "rule " + std::to_string(rule)));
    m.push_back(chapter(143, "Taroc zu vieren, Wiener Regeln", "Taroc for four, Vienna rules"));
    for (int rule = 1; rule <= 13; ++rule)
        m.push_back(numbered(155 + rule, "Regel " + std::to_string(rule), "rule " + std::to_string(rule)));
    m.push_back(chapter(170, "Kartenkünste und Betrachtungen", "card tricks and reflections"));
    m.push_back(chapter(192, "Anmerkungen des Herausgebers", "editor's notes"));
    return b;
}

const std::vector<Book>& books() {
    static const std::vector<Book> b = {ulmann(), vanderheid(), strohmann_book(), tappen_book(), taroc_book()};
    return b;
}

/// The numbers of a line token such as "L326-336" or "926": first and last.
std::pair<int, int> line_span(const std::string& token) {
    std::vector<int> numbers;
    int n = 0;
    bool in_number = false;
    for (char c : token) {
        if (std::isdigit(static_cast<unsigned char>(c))) {
            n = n * 10 + (c - '0');
            in_number = true;
        } else if (in_number) {
            numbers.push_back(n);
            n = 0;
            in_number = false;
        }
    }
    if (in_number) numbers.push_back(n);
    if (numbers.empty()) return {-1, -1};
    return {numbers.front(), numbers.back()};
}

/// Where a line lies: its chapter, the heading before it within the chapter, and the pages it
/// can be on (0 when the book gives none).
struct Place {
    const Mark* chapter = nullptr;
    const Mark* heading = nullptr;
    int page_from = 0;
    int page_to = 0;  ///< 0: open ("from page_from on")
};

Place place_of(const Book& b, int first, int last) {
    Place p;
    for (const Mark& m : b.marks) {
        if (m.line > first) break;
        if (m.chapter) {
            p.chapter = &m;
            p.heading = nullptr;
        } else {
            p.heading = &m;
        }
    }
    std::vector<PageAnchor> anchors = b.pages;
    for (const Mark& m : b.marks)
        if (m.page > 0) anchors.push_back({m.line, m.page});
    std::sort(anchors.begin(), anchors.end(), [](const PageAnchor& x, const PageAnchor& y) { return x.line < y.line; });
    for (const PageAnchor& a : anchors)
        if (a.line <= first) p.page_from = a.page;
    if (p.page_from == 0) return p;
    // The next place the book gives a page for, at or after the last line, ends the range.
    for (const PageAnchor& a : anchors)
        if (a.line >= last) {
            p.page_to = a.page;
            break;
        }
    return p;
}

std::string pages_text(int from, int to, bool de) {
    if (from == 0) return {};
    if (to == 0) return de ? "ab S. " + std::to_string(from) : "p. " + std::to_string(from) + " ff.";
    if (to <= from) return (de ? "S. " : "p. ") + std::to_string(from);
    return (de ? "S. " : "pp. ") + std::to_string(from) + "\xE2\x80\x93" + std::to_string(to);
}

std::string heading_text(const Mark& h, bool de) {
    const std::string& words = de ? h.de : h.en;
    if (!h.quoted) return words;
    return de ? "\xE2\x80\x9E" + words + "\xE2\x80\x9C" : "\"" + words + "\"";
}

/// Consecutive cited lines under one heading of one chapter.
struct Group {
    Place place;
    std::vector<std::string> lines;
};

/// A public source of the living games (Slovenian Tarok, Hungarian Tarokk): a rule page, a rule
/// sheet or a peer scorekeeper, cited by its short name and a section, function or line ("PWS
/// Scoring", "TSB ScoreBoard.cs L44-83"). docs/rules/tarok-si.md and tarokk-hu.md list them.
struct PublicSource {
    const char* key;
    const char* de;
    const char* en;
};

const PublicSource kPublicSources[] = {
    {"TZS-P", "Tarok zveza Slovenije, Pojasnila k pravilom tekmovalnega taroka 1.0", "Tarok zveza Slovenije, explanations of the competition rules 1.0"},
    {"TZS-GG", "Gorenjski glas, 1. 7. 2007 (Bericht vom Staatsmeisterschaftsturnier)", "Gorenjski glas, 1 July 2007 (report of a state championship tournament)"},
    {"TNET", "M. Cigan, Pravila taroka Tarok.net 1.08", "M. Cigan, Pravila taroka Tarok.net 1.08"},
    {"ZEI", "L. Zei, Kratka pravila za igranje taroka", "L. Zei, Kratka pravila za igranje taroka"},
    {"PWS", "Slovenian Tarok, Zusammenfassung nach pagat.com (pwinckles)", "Slovenian Tarok, summary after pagat.com (pwinckles)"},
    {"PGS", "pagat.com, Slovenian Tarok (zitiert)", "pagat.com, Slovenian Tarok (quoted)"},
    {"XA", "Tarok-Score-Board (XeroxAndarian), Hausregeln", "Tarok-Score-Board (XeroxAndarian), house rules"},
    {"TSB", "tarok-scoreboard (erikbozic)", "tarok-scoreboard (erikbozic)"},
    {"PAL", "Palčka (mytja/Tarok)", "Palčka (mytja/Tarok)"},
    {"BGA", "Board Game Arena, Slovenian Tarokk", "Board Game Arena, Slovenian Tarokk"},
    {"OS", "OpenSpiel, tarok", "OpenSpiel, tarok"},
    {"MRC", "markrc27/Tarok, scoring.ts", "markrc27/Tarok, scoring.ts"},
    {"ARP", "arphen/tarok, Rechenbeispiele", "arphen/tarok, scoring examples"},
    {"TS", "tarock-sheet (samson84)", "tarock-sheet (samson84)"},
    {"TT", "OpenSpiel, hungarian_tarok (Turu-Tamas)", "OpenSpiel, hungarian_tarok (Turu-Tamas)"},
    {"PWH", "Hungarian Tarokk, Zusammenfassung nach pagat.com (pwinckles)", "Hungarian Tarokk, summary after pagat.com (pwinckles)"},
    {"MD", "Illusztrált tarokk (mattydict), settlement.ts", "Illusztrált tarokk (mattydict), settlement.ts"},
    {"PGI", "pagat.com, Illustrated Hungarian Tarokk", "pagat.com, Illustrated Hungarian Tarokk"},
    {"PGH-scrape", "pagat.com, Hungarian Tarokk (zitiert)", "pagat.com, Hungarian Tarokk (quoted)"},
    {"DATE", "date.hu, Illusztrált tarokk", "date.hu, Illusztrált tarokk"},
    {"MAU", "mau-mauk, Meghívás, bemondások", "mau-mauk, Meghívás, bemondások"},
    {"HUWIKI", "hu.wikipedia, Jókai-hármas", "hu.wikipedia, Jókai-hármas"},
    // Modern Königrufen (docs/rules/koenigrufen-modern.md §0.1).
    {"RTC", "Raiffeisen Tarockcup Austria, Spielregeln (tarockcup.at)", "Raiffeisen Tarockcup Austria, rules (tarockcup.at)"},
    {"RTC-OLD", "Raiffeisen Tarockcup Austria, ältere Spielregeln (PDF)", "Raiffeisen Tarockcup Austria, older rules (PDF)"},
    {"OEF", "Turnierregeln beim Tarock-Österreich-Finale, Juni 2021", "Tournament rules of the Tarock-Österreich-Finale, June 2021"},
    {"TIR", "Tiroler Tarockcup, Regeln 2020 (M. Mair), in ABAKUS", "Tiroler Tarockcup, rules 2020 (M. Mair), in ABAKUS"},
    {"TIR-19", "Tiroler Tarockcup, Regeln 2019 (M. Mair), in ABAKUS", "Tiroler Tarockcup, rules 2019 (M. Mair), in ABAKUS"},
    {"SAU", "TarockRunde Sauwald, Regelwerk Stand 2019 (S. Lang), in ABAKUS", "TarockRunde Sauwald, rules as of 2019 (S. Lang), in ABAKUS"},
    {"WTC", "Wiener Tarockcup, Regeln in ABAKUS", "Wiener Tarockcup, rules in ABAKUS"},
    {"WTC-19", "Wiener Tarockcup, Regeln Dezember 2019, in ABAKUS", "Wiener Tarockcup, rules of December 2019, in ABAKUS"},
    {"WTC-20", "Wiener Tarockcup, Regeln November 2020, in ABAKUS", "Wiener Tarockcup, rules of November 2020, in ABAKUS"},
    {"ABK", "ABAKUS (ahunu), Tarock-Schreibprogramm", "ABAKUS (ahunu), tarock scoring app"},
    {"TB", "TarockBlock (olisch), Tarifdaten 2014", "TarockBlock (olisch), tariff data 2014"},
    {"WZ", "Wiener Zeitung Cup, Tarif in TarockBlock 2014", "Wiener Zeitung Cup, tariff in TarockBlock 2014"},
    {"TUL", "Universelles Tullner Tarockregelwerk (Slama, Doppler 2009)", "Universal Tulln rules (Slama, Doppler 2009)"},
    {"APP", "tarockapp.at, Wertetabelle", "tarockapp.at, table of values"},
    {"RUE", "Königrufen (Rüdigervariante), L. Albe 2014", "Königrufen (Rüdiger variant), L. Albe 2014"},
    {"NBM", "nbm.at, Tarock-Hausregeln", "nbm.at, tarock house rules"},
    {"HT", "harbour-tarock, Regelprofil OÖ 4/2023 (Sekundärquelle)", "harbour-tarock, rule profile OÖ 4/2023 (secondary)"},
    {"HT3", "harbour-tarock, Tapp-Tarock und Dreiertarock (Sekundärquelle)", "harbour-tarock, Tapp-Tarock and Dreiertarock (secondary)"},
    {"ZW", "Zwanzigerrufen (Wikipedia, tarockwelt.com)", "Zwanzigerrufen (Wikipedia, tarockwelt.com)"},
};

/// The public source whose short name starts `token` ("PWS Scoring" -> PWS), or nullptr.
const PublicSource* public_source(const std::string& token) {
    const std::string word = token.substr(0, token.find(' '));
    for (const PublicSource& s : kPublicSources)
        if (word == s.key) return &s;
    return nullptr;
}

struct BookPart {
    const Book* book = nullptr;
    const PublicSource* public_source = nullptr;  ///< a public source of the living games, with `raw` its places
    std::string seed;  ///< as written, for a seed we do not know
    std::vector<Group> groups;
    std::vector<std::string> raw;  ///< the line tokens as written, for a seed we do not know
};

std::string render(const BookPart& part, bool de) {
    if (part.public_source) {
        std::string out = de ? part.public_source->de : part.public_source->en;
        for (const std::string& place : part.raw) out += ", " + place;
        return out;
    }
    if (!part.book) {
        std::string raw = part.seed.empty() ? "" : part.seed + ":";
        for (std::size_t i = 0; i < part.raw.size(); ++i) raw += (i ? ", " : "") + part.raw[i];
        return raw;
    }
    std::string out = de ? part.book->de : part.book->en;
    const Mark* chapter = nullptr;
    bool first = true;
    for (const Group& g : part.groups) {
        out += first ? ", " : "; ";
        if (g.place.chapter && !g.place.chapter->de.empty() && (first || g.place.chapter != chapter)) {
            out += (de ? g.place.chapter->de : g.place.chapter->en) + ", ";
            chapter = g.place.chapter;
        }
        if (g.place.heading) out += heading_text(*g.place.heading, de) + ", ";
        const std::string pages = pages_text(g.place.page_from, g.place.page_to, de);
        if (!pages.empty()) out += pages + ", ";
        out += de ? "Z. " : (g.lines.size() > 1 || g.lines.front().find('-') != std::string::npos ? "lines " : "line ");
        for (std::size_t i = 0; i < g.lines.size(); ++i) out += (i ? ", " : "") + g.lines[i];
        first = false;
    }
    return out;
}

}  // namespace

Text book_reference(std::string_view source) {
    std::vector<BookPart> parts;
    std::string token;
    auto flush = [&](const std::string& text) {
        std::string t = trimmed(text, " ");
        if (t.empty()) return;
        if (const PublicSource* pub = public_source(t)) {
            BookPart p;
            p.public_source = pub;
            const std::string place = t.size() > std::string(pub->key).size() ? trimmed(t.substr(std::string(pub->key).size()), " ") : std::string();
            if (!place.empty()) p.raw.push_back(place);
            parts.push_back(p);
            return;
        }
        if (!parts.empty() && parts.back().public_source) {  // a further place of the same source
            parts.back().raw.push_back(t);
            return;
        }
        std::string lines = t;
        const auto colon = t.find(':');
        if (colon != std::string::npos) {
            BookPart p;
            p.seed = t.substr(0, colon);
            for (const Book& b : books())
                if (p.seed == b.seed) p.book = &b;
            parts.push_back(p);
            lines = trimmed(t.substr(colon + 1), " ");
        }
        if (parts.empty()) parts.push_back(BookPart{});
        BookPart& p = parts.back();
        if (!lines.empty() && lines.front() == 'L') lines.erase(0, 1);
        const auto [first, last] = line_span(lines);
        if (!p.book || first < 0) {
            p.raw.push_back(lines);
            if (p.book) p.book = nullptr;  // a token we cannot place: keep the whole part as written
            return;
        }
        const Place place = place_of(*p.book, first, last);
        if (!p.groups.empty() && p.groups.back().place.chapter == place.chapter && p.groups.back().place.heading == place.heading) {
            Group& g = p.groups.back();
            g.lines.push_back(lines);
            g.place.page_to = place.page_to == 0 || g.place.page_to == 0 ? 0 : std::max(g.place.page_to, place.page_to);
            if (g.place.page_from == 0) g.place.page_from = place.page_from;
        } else {
            p.groups.push_back({place, {lines}});
        }
        p.raw.push_back(lines);
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
    for (const BookPart& p : parts) {
        if (!out.de.empty()) {
            out.de += "; ";
            out.en += "; ";
        }
        out.de += render(p, true);
        out.en += render(p, false);
    }
    return out;
}

}  // namespace tarock
