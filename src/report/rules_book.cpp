#include "report/rules_book.hpp"

#include <algorithm>
#include <cstddef>
#include <map>
#include <regex>
#include <stdexcept>
#include <utility>

#include "core/embedded_text.hpp"
#include "core/sources.hpp"
#include "core/text.hpp"
#include "games/variant.hpp"

namespace tarock::report {

// The pages' text, generated into rules_pages.cpp from docs/rules/*.md by src/report/CMakeLists.txt.
extern const EmbeddedText kRulePages[];
extern const std::size_t kRulePagesCount;

namespace {

/// Family -> the rules its section numbers belong to. Families of one rules text share their
/// numbering: "tapp-codex §2.9" is "tapp §2.9", "koenigrufen §3.8" is "neunzehnrufen §3.8".
const std::map<std::string, std::string, std::less<>>& scopes() {
    static const std::map<std::string, std::string, std::less<>> s = {
        {"tapp", "tapp"},
        {"tapp-codex", "tapp"},
        {"Codex", "codex"},
        {"block", "block"},
        {"block-steyerisch", "block"},
        {"koenigrufen", "partnership"},
        {"koenigrufen_modern", "koenigrufen_modern"},
        {"neunzehnrufen", "partnership"},
        {"paszkiewitsch", "partnership"},
        {"strohmann", "historic"},
        {"grosstarok", "historic"},
        {"hombre", "historic"},
        {"taroc1756", "historic"},
        {"tarolassch", "historic"},
        {"tarok_si", "tarok_si"},
        {"tarokk_hu", "tarokk_hu"},
    };
    return s;
}

// A local id: a section "§2.9" (or a range "§3-§4"; the living games number their parts "§S3",
// "§H3.1"), an open choice "A-07", "A-C1", "A2", "SL-01", "HU-07" or an example "B-26", "TV-O1".
const char* const kLocal = R"(§\s?[SH]?\d+(?:\.\d+)*(?:\s?-\s?§?\d+(?:\.\d+)*)?|[A-Z]{1,2}-[A-Z]?\d+|A\d+)";

std::string family_alternatives() {
    // Longest first, so "tapp-codex" is not read as "tapp".
    std::vector<std::string> f;
    for (const auto& [family, scope] : scopes()) f.push_back(family);
    std::sort(f.begin(), f.end(), [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
    std::string alt;
    for (const std::string& x : f) alt += (alt.empty() ? "" : "|") + x;
    return alt;
}

const std::regex& token_re() {
    static const std::regex re("\\b(" + family_alternatives() + ")(?![-\\w])|(" + kLocal + ")");
    return re;
}

bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

/// "tapp §2.9" -> ("tapp", "§2.9"); an id without a known family gives an empty family.
std::pair<std::string, std::string> split_id(std::string_view id) {
    const auto space = id.find(' ');
    if (space == std::string_view::npos) return {};
    const std::string family(id.substr(0, space));
    if (!scopes().count(family)) return {};
    std::string local = trimmed(id.substr(space + 1), " \t\r");
    if (starts_with(local, "§ ")) local.erase(2, 1);  // "§ 19" -> "§19"
    return {family, local};
}

std::string scope_key(std::string_view id) {
    const auto [family, local] = split_id(id);
    if (family.empty()) return {};
    return scopes().find(family)->second + " " + local;
}

[[noreturn]] void malformed(const std::string& page, int line, const std::string& what) {
    throw std::logic_error("docs/rules/" + page + ".md:" + std::to_string(line) + ": " + what);
}

/// "Deutsch · English" -> the two halves.
Text split_title(const std::string& page, int line, std::string_view s) {
    const std::string sep = " \xC2\xB7 ";  // " · "
    const auto at = s.find(sep);
    if (at == std::string_view::npos || s.find(sep, at + 1) != std::string_view::npos)
        malformed(page, line, "a title needs exactly one \" · \" between German and English");
    return {trimmed(s.substr(0, at), " \t\r"), trimmed(s.substr(at + sep.size()), " \t\r")};
}

void append_line(std::string& body, const std::string& line) {
    if (body.empty() && trimmed(line, " \t\r").empty()) return;
    body += line;
    body += '\n';
}

std::string finish_body(std::string body) {
    while (!body.empty() && (body.back() == '\n' || body.back() == ' ')) body.pop_back();
    return body;
}

RulePage parse_page(const std::string& name, const std::string& text) {
    static const std::regex heading_re(R"(^#{2,4} +(.*)$)");
    static const std::regex section_re("^((?:" + family_alternatives() + ") (?:" + kLocal + ")) \xE2\x80\x94 (.*)$");
    static const std::regex game_re("`([a-z0-9_]+)`");
    const std::string de_mark = "**DE**", en_mark = "**EN**", source_mark = "Quelle \xC2\xB7 Source:";

    RulePage page;
    page.name = name;
    enum class In { Nothing, German, English, Done } in = In::Nothing;
    std::string* de = &page.intro.de;
    std::string* en = &page.intro.en;
    RuleSection* section = nullptr;
    bool titled = false;
    int n = 0;
    std::size_t pos = 0;
    auto close_section = [&](int line) {
        if (section && (section->body.de.empty() || section->body.en.empty()))
            malformed(name, line, "section " + section->id + " needs a German (**DE**) and an English (**EN**) text");
        if (section) {
            section->body.de = finish_body(section->body.de);
            section->body.en = finish_body(section->body.en);
        }
    };
    while (pos <= text.size()) {
        const auto end = text.find('\n', pos);
        const std::string raw = text.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
        pos = end == std::string::npos ? text.size() + 1 : end + 1;
        ++n;
        const std::string line = trimmed(raw, " \t\r");
        if (!titled) {
            if (line.empty()) continue;
            if (!starts_with(line, "# ")) malformed(name, n, "a page starts with its title \"# Deutsch · English\"");
            page.title = split_title(name, n, line.substr(2));
            titled = true;
            continue;
        }
        std::smatch m;
        if (std::regex_match(line, m, heading_re)) {
            close_section(n);
            const std::string head = m[1].str();
            std::smatch s;
            if (std::regex_match(head, s, section_re)) {
                RuleSection sec;
                sec.id = s[1].str();
                sec.page = name;
                sec.title = split_title(name, n, s[2].str());
                page.sections.push_back(std::move(sec));
                section = &page.sections.back();
                de = &section->body.de;
                en = &section->body.en;
            } else {
                section = nullptr;  // a heading that only groups the sections
                de = en = nullptr;
            }
            in = In::Nothing;
            continue;
        }
        if (starts_with(line, "Spiele \xC2\xB7 games:")) {
            if (!page.sections.empty() || section) malformed(name, n, "the games line belongs before the first section");
            for (auto it = std::sregex_iterator(line.begin(), line.end(), game_re); it != std::sregex_iterator(); ++it)
                page.games.push_back((*it)[1].str());
            continue;
        }
        if (starts_with(line, source_mark)) {
            if (!section || in != In::English) malformed(name, n, "a source line ends a section's English text");
            section->source = trimmed(std::string_view(line).substr(source_mark.size()), " \t\r");
            in = In::Done;
            continue;
        }
        if (starts_with(line, de_mark)) {
            if (!de || in != In::Nothing) malformed(name, n, "**DE** opens the German text of a section or the introduction, once");
            in = In::German;
            append_line(*de, trimmed(std::string_view(line).substr(de_mark.size()), " \t\r"));
            continue;
        }
        if (starts_with(line, en_mark)) {
            if (!en || in != In::German) malformed(name, n, "**EN** follows the German text");
            in = In::English;
            append_line(*en, trimmed(std::string_view(line).substr(en_mark.size()), " \t\r"));
            continue;
        }
        if (line.empty()) {
            if (in == In::German) append_line(*de, "");
            if (in == In::English) append_line(*en, "");
            continue;
        }
        if (in == In::German) {
            append_line(*de, raw);
        } else if (in == In::English) {
            append_line(*en, raw);
        } else {
            malformed(name, n, "text outside a **DE** or **EN** part");
        }
    }
    close_section(n);
    page.intro.de = finish_body(page.intro.de);
    page.intro.en = finish_body(page.intro.en);
    if (!titled) malformed(name, 1, "the page is empty");
    return page;
}

std::size_t menu_position(const RulePage& p) {
    const auto& variants = all_variants();
    std::size_t best = variants.size();
    for (const std::string& g : p.games)
        for (std::size_t i = 0; i < variants.size(); ++i)
            if (variants[i]->id() == g) best = std::min(best, i);
    return best;
}

struct Book {
    std::vector<RulePage> pages;
    std::map<std::string, const RuleSection*, std::less<>> by_scope;  // "tapp §2.9" by scope key
};

const Book& book() {
    static const Book b = [] {
        Book out;
        std::vector<std::pair<std::string, std::string>> files;
        for (std::size_t i = 0; i < kRulePagesCount; ++i) files.emplace_back(kRulePages[i].name, kRulePages[i].text);
        out.pages = parse_rule_pages(files);
        std::stable_sort(out.pages.begin(), out.pages.end(),
                         [](const RulePage& x, const RulePage& y) { return menu_position(x) < menu_position(y); });
        for (const RulePage& p : out.pages)
            for (const RuleSection& s : p.sections) out.by_scope[scope_key(s.id)] = &s;
        return out;
    }();
    return b;
}

}  // namespace

std::vector<RulePage> parse_rule_pages(const std::vector<std::pair<std::string, std::string>>& files) {
    std::vector<RulePage> pages;
    std::map<std::string, std::string> seen;  // scope key -> page
    for (const auto& [name, text] : files) {
        RulePage p = parse_page(name, text);
        for (const RuleSection& s : p.sections) {
            const std::string key = scope_key(s.id);
            if (!seen.emplace(key, name).second)
                throw std::logic_error("docs/rules/" + name + ".md: section " + s.id + " is also on page " + seen[key]);
        }
        pages.push_back(std::move(p));
    }
    return pages;
}

const std::vector<RulePage>& rule_pages() { return book().pages; }

std::vector<std::string> rule_families() {
    std::vector<std::string> out;
    for (const auto& [family, scope] : scopes()) out.push_back(family);
    return out;
}

std::vector<std::string> cited_rule_ids(std::string_view rule) {
    static const std::regex range_re(R"(^§\s?(\d+)\s?-\s?§?(\d+)$)");
    static const std::regex section_re(R"(^§\s?([SH]?\d+(?:\.\d+)*))");
    std::vector<std::string> out;
    auto add = [&](std::string id) {
        if (std::find(out.begin(), out.end(), id) == out.end()) out.push_back(std::move(id));
    };
    const std::string text(rule);
    std::string family, game_family;  // the family named last; the last one that is not the Codex
    for (auto it = std::sregex_iterator(text.begin(), text.end(), token_re()); it != std::sregex_iterator(); ++it) {
        const std::smatch& m = *it;
        if (m[1].matched) {
            family = m[1].str();
            if (family != "Codex") game_family = family;
            continue;
        }
        const std::string local = m[2].str();
        if (starts_with(local, "\xC2\xA7")) {  // "§"
            if (family.empty()) continue;
            std::smatch r;
            if (std::regex_match(local, r, range_re)) {
                for (int k = std::stoi(r[1].str()); k <= std::stoi(r[2].str()); ++k) add(family + " \xC2\xA7" + std::to_string(k));
            } else if (std::regex_search(local, r, section_re)) {
                add(family + " \xC2\xA7" + r[1].str());
            }
        } else if (!game_family.empty()) {
            add(game_family + " " + local);
        }
    }
    return out;
}

const RuleSection* find_rule_section(std::string_view id) {
    const std::string key = scope_key(trimmed(id, " \t\r"));
    if (key.empty()) return nullptr;
    const auto& by = book().by_scope;
    const auto it = by.find(key);
    return it == by.end() ? nullptr : it->second;
}

const RulePage* find_rule_page(std::string_view name) {
    std::string n = trimmed(name, " \t\r");
    if (starts_with(n, "docs/rules/")) n.erase(0, 11);
    if (n.size() > 3 && n.substr(n.size() - 3) == ".md") n.erase(n.size() - 3);
    for (const RulePage& p : rule_pages())
        if (p.name == n || std::find(p.games.begin(), p.games.end(), n) != p.games.end()) return &p;
    return nullptr;
}

std::vector<const RuleSection*> sections_of(std::string_view rule) {
    std::vector<const RuleSection*> out;
    for (const std::string& id : cited_rule_ids(rule)) {
        const RuleSection* s = find_rule_section(id);
        if (s && std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
    }
    return out;
}

std::string plain_text(std::string_view markdown) {
    std::string out;
    out.reserve(markdown.size());
    for (std::size_t i = 0; i < markdown.size(); ++i) {
        if (markdown[i] == '`') continue;
        if (markdown[i] == '*' && i + 1 < markdown.size() && markdown[i + 1] == '*') {
            ++i;
            continue;
        }
        out += markdown[i];
    }
    return out;
}

std::string rule_section_text(const RuleSection& s, Lang lang) {
    std::string out = s.id + " \xE2\x80\x94 " + pick(s.title, lang) + "\n\n" + plain_text(pick(s.body, lang)) + "\n";
    const std::string book = pick(book_reference(s.source), lang);
    if (!book.empty()) out += "\n" + std::string(lang == Lang::De ? "Quelle: " : "Source: ") + book + "\n";
    return out;
}

std::string rule_page_text(const RulePage& p, Lang lang) {
    std::string out = pick(p.title, lang) + "\n";
    if (!p.games.empty()) {
        out += lang == Lang::De ? "Spiele:" : "Games:";
        for (std::size_t i = 0; i < p.games.size(); ++i) out += (i ? ", " : " ") + p.games[i];
        out += "\n";
    }
    out += "docs/rules/" + p.name + ".md\n\n";
    std::size_t w = 0;
    for (const RuleSection& s : p.sections) w = std::max(w, display_width(s.id));
    for (const RuleSection& s : p.sections) out += "  " + pad_right(s.id, w) + "  " + pick(s.title, lang) + "\n";
    return out;
}

std::string rule_pages_text(Lang lang) {
    std::size_t w = 0;
    for (const RulePage& p : rule_pages()) w = std::max(w, display_width(p.name));
    std::string out;
    for (const RulePage& p : rule_pages()) {
        std::string games;
        for (const std::string& g : p.games) games += (games.empty() ? "" : ", ") + g;
        out += pad_right(p.name, w) + "  " + pick(p.title, lang) + " (" + std::to_string(p.sections.size()) +
               (lang == Lang::De ? " Abschnitte" : " sections") + (games.empty() ? "" : "; " + games) + ")\n";
    }
    return out;
}

Json rule_section_json(const RuleSection& s, Lang lang) {
    return Json{{"id", s.id},
                {"page", s.page},
                {"title", pick(s.title, lang)},
                {"text", pick(s.body, lang)},
                {"source", s.source},
                {"book", pick(book_reference(s.source), lang)}};
}

}  // namespace tarock::report
