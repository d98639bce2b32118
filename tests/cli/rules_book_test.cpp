// The rules reference (docs/rules, report/rules_book): every page parses, every rule id the
// program cites has a section (in the code's rule texts, in the house-rule settings, in every
// posting and refusal of the example evenings), every section is cited or needed by a cited one,
// and the pages' own cross-references and sources resolve.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli_test_helpers.hpp"
#include "core/sources.hpp"
#include "games/variant.hpp"
#include "report/rules_book.hpp"
#include "session/evening.hpp"
#include "session/session_file.hpp"

using namespace tarock;
using namespace tarock::clitest;
using report::RuleSection;

// Named, not anonymous: the test programs are unity builds, and other files of this program have
// helpers of the same names.
namespace rules_book_test {

/// Sections no rule text cites and no cited section refers to, kept on purpose: the Codex laws
/// without an effect on scoring, so that the Codex page holds every paragraph of the book.
const std::set<std::string> kContextSections = {
    "Codex §1", "Codex §2", "Codex §5", "Codex §6", "Codex §14", "Codex §15", "Codex §16", "Codex §18",
};

/// The family a rule fragment such as ", A-N9" or ", §3.9" belongs to, by the folder of
/// src/games it is written in.
const std::map<std::string, std::string>& folder_family() {
    static const std::map<std::string, std::string> m = {
        {"tapp", "tapp"},           {"ungarisch", "tapp"},          {"block", "block"},
        {"steyerisch", "block-steyerisch"}, {"koenigrufen", "koenigrufen"}, {"neunzehnrufen", "neunzehnrufen"},
        {"paszkiewitsch", "paszkiewitsch"}, {"strohmann", "strohmann"}, {"grosstarok", "grosstarok"},
        {"hombre", "hombre"},       {"vierer", "grosstarok"},       {"taroc1756", "taroc1756"},
        {"tarolassch", "tarolassch"}, {"tarok_si", "tarok_si"},      {"tarokk_hu", "tarokk_hu"},
        {"common", "koenigrufen"},
    };
    return m;
}

struct Literal {
    std::string file;  ///< relative to src/
    int line;
    std::string text;
};

/// The string literals of a C++ source (comments and character literals skipped; raw strings
/// are not used in src/ outside generated files).
std::vector<Literal> literals_of(const fs::path& path, const std::string& rel) {
    const std::string s = read_file(path);
    std::vector<Literal> out;
    int line = 1;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '\n') {
            ++line;
        } else if (c == '/' && i + 1 < s.size() && s[i + 1] == '/') {
            while (i < s.size() && s[i] != '\n') ++i;
            --i;
        } else if (c == '/' && i + 1 < s.size() && s[i + 1] == '*') {
            for (i += 2; i + 1 < s.size() && !(s[i] == '*' && s[i + 1] == '/'); ++i)
                if (s[i] == '\n') ++line;
            ++i;
        } else if (c == '\'') {
            for (++i; i < s.size() && s[i] != '\''; ++i)
                if (s[i] == '\\') ++i;
        } else if (c == '"') {
            Literal l{rel, line, ""};
            for (++i; i < s.size() && s[i] != '"'; ++i) {
                if (s[i] == '\\' && i + 1 < s.size()) {
                    l.text += s[++i];
                    continue;
                }
                l.text += s[i];
            }
            out.push_back(std::move(l));
        }
    }
    return out;
}

struct Citation {
    std::string id;     ///< "tapp §2.9"
    std::string where;  ///< "games/tapp/tapp_score.cpp:146" or "data/evenings/tapp-abend.json"
};

/// Whether literal `t` is a rule text: it starts with a rule family and an id, or it continues
/// one (", §3.9", ", A-N9").
bool starts_rule_text(const std::string& t) {
    for (const std::string& f : report::rule_families())
        if (t.rfind(f + " ", 0) == 0 && !report::cited_rule_ids(t).empty()) return true;
    return false;
}

/// Every rule id cited by a rule text in the sources of the layers that build rule references
/// (src/games and src/session).
std::vector<Citation> cited_in_code() {
    static const std::regex fragment_re(R"(^, (§|A-?[A-Z]?\d|Codex ))");
    std::vector<Citation> out;
    const fs::path src = kSourceDir / "src";
    for (const auto& entry : fs::recursive_directory_iterator(src)) {
        const auto ext = entry.path().extension().string();
        if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp")) continue;
        const std::string rel = fs::relative(entry.path(), src).generic_string();
        if (rel.rfind("games/", 0) != 0 && rel.rfind("session/", 0) != 0) continue;
        for (const Literal& l : literals_of(entry.path(), rel)) {
            std::string text;
            if (starts_rule_text(l.text)) {
                text = l.text;
            } else if (std::regex_search(l.text, fragment_re) && rel.rfind("games/", 0) == 0) {
                std::string folder = rel.substr(6, rel.find('/', 6) - 6);
                if (!folder_family().count(folder)) folder = "common";
                text = folder_family().at(folder) + " " + l.text.substr(2);
            } else {
                continue;
            }
            for (const std::string& id : report::cited_rule_ids(text)) out.push_back({id, rel + ":" + std::to_string(l.line)});
        }
    }
    return out;
}

/// Every rule text the house-rule settings cite, with the setting.
std::vector<std::pair<const Variant*, const SettingSpec*>> all_settings() {
    std::vector<std::pair<const Variant*, const SettingSpec*>> out;
    for (const Variant* v : all_variants())
        for (const SettingSpec& s : v->settings()) out.emplace_back(v, &s);
    return out;
}

/// The session files of the examples and the CLI fixtures that score.
std::vector<fs::path> session_files() {
    std::vector<fs::path> out;
    for (const fs::path& dir : {kSourceDir / "data" / "evenings", kSourceDir / "tests" / "cli" / "fixtures", kSourceDir / "tests" / "app"})
        for (const auto& entry : fs::directory_iterator(dir))
            if (entry.path().extension() == ".json" && entry.path().stem().string().rfind("invalid-", 0) != 0)
                out.push_back(entry.path());
    std::sort(out.begin(), out.end());
    return out;
}

/// Every rule text the example evenings print: each posting's rule, each refused hand's rule.
std::vector<std::pair<std::string, std::string>> rules_in_output() {
    std::vector<std::pair<std::string, std::string>> out;
    for (const fs::path& file : session_files()) {
        const std::string where = fs::relative(file, kSourceDir).generic_string();
        for (const Evening& e : read_session_file(file.string())) {
            const EveningResult r = recompute(e);
            for (const HandRow& row : r.rows) {
                if (row.outcome)
                    for (const Posting& p : row.outcome->result.postings) out.emplace_back(p.rule.rule, where);
                if (row.error) out.emplace_back(row.error->rule().rule, where);
            }
            for (const Posting& p : r.closing.postings) out.emplace_back(p.rule.rule, where);
        }
    }
    return out;
}

/// The explicit references of a text to a section: "tapp §2.9", "Codex §19", "block A-07".
std::vector<std::string> explicit_references(const std::string& text) {
    std::string families;
    for (const std::string& f : report::rule_families()) families += (families.empty() ? "" : "|") + f;
    const std::regex ref_re("\\b(" + families + ") (§[SH]?\\d+(?:\\.\\d+)*|[A-Z]{1,2}-[A-Z]?\\d+|A\\d+)");
    std::vector<std::string> out;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), ref_re); it != std::sregex_iterator(); ++it)
        out.push_back((*it)[1].str() + " " + (*it)[2].str());
    return out;
}

const RuleSection* section(const std::string& id) { return report::find_rule_section(id); }

/// A rule text that names a document instead of a section: a file that must exist.
bool names_a_document(const std::string& rule) { return rule.rfind("docs/", 0) == 0; }

}  // namespace rules_book_test

using namespace rules_book_test;

TEST_CASE("rules: every page of docs/rules parses, with sections, German and English text and a source") {
    const auto& pages = report::rule_pages();
    REQUIRE(pages.size() >= 12);
    std::size_t sections = 0;
    for (const auto& p : pages) {
        INFO("page " << p.name);
        CHECK(!p.title.de.empty());
        CHECK(!p.title.en.empty());
        CHECK(!p.intro.de.empty());
        CHECK(!p.intro.en.empty());
        CHECK(!p.sections.empty());
        for (const RuleSection& s : p.sections) {
            INFO("section " << s.id);
            CHECK(!s.title.de.empty());
            CHECK(!s.title.en.empty());
            CHECK(s.body.de.find("**EN**") == std::string::npos);
            // Every source names a known book (an unknown seed is passed through unchanged).
            REQUIRE(!s.source.empty());
            CHECK(book_reference(s.source).de != s.source);
        }
        sections += p.sections.size();
    }
    CHECK(sections >= 250);
    // The Tapp page comes first (the menu's order), the Codex, which belongs to no game, last.
    CHECK(pages.front().name == "tapp");
    CHECK(pages.back().name == "codex");
}

TEST_CASE("rules: every game has its page, and every page's games exist") {
    for (const Variant* v : all_variants()) {
        INFO("game " << v->id() << ", rules " << v->rules_file());
        CHECK(report::find_rule_page(v->id()) != nullptr);
        // Variant::rules_file() names the game's own page.
        CHECK(report::find_rule_page(v->rules_file()) == report::find_rule_page(v->id()));
        CHECK(fs::exists(kSourceDir / v->rules_file()));
    }
    for (const auto& p : report::rule_pages())
        for (const std::string& g : p.games) CHECK_NOTHROW(find_variant(g));
    CHECK(report::find_rule_page("docs/rules/tapp.md") == report::find_rule_page("zwoelfer"));
    CHECK(report::find_rule_page("taroc1756_wien")->name == "taroc1756");
    CHECK(report::find_rule_page("modern") == nullptr);
}

TEST_CASE("rules: cited ids take the family named last, ranges and remarks as written") {
    using V = std::vector<std::string>;
    CHECK(report::cited_rule_ids("tapp §2.2, §2.9") == V{"tapp §2.2", "tapp §2.9"});
    CHECK(report::cited_rule_ids("block-steyerisch §3.7 Codex §25, A-C12") ==
          V{"block-steyerisch §3.7", "Codex §25", "block-steyerisch A-C12"});
    CHECK(report::cited_rule_ids("koenigrufen §5, A-X2, Codex §3-§4") ==
          V{"koenigrufen §5", "koenigrufen A-X2", "Codex §3", "Codex §4"});
    CHECK(report::cited_rule_ids("tapp §6 Codex §8, §10") == V{"tapp §6", "Codex §8", "Codex §10"});
    CHECK(report::cited_rule_ids("tapp Codex §20, A19") == V{"Codex §20", "tapp A19"});
    CHECK(report::cited_rule_ids("koenigrufen A-K9 (Codex §27)") == V{"koenigrufen A-K9", "Codex §27"});
    CHECK(report::cited_rule_ids("strohmann §2.3 rows 3-4, A-S2") == V{"strohmann §2.3", "strohmann A-S2"});
    CHECK(report::cited_rule_ids("block §2.10 step 6, A-24") == V{"block §2.10", "block A-24"});
    CHECK(report::cited_rule_ids("tapp §2.10, A20 (INFERRED)") == V{"tapp §2.10", "tapp A20"});
    CHECK(report::cited_rule_ids("grosstarok §5.2, A-Q2 (matador 5 INFERRED), A-G2") ==
          V{"grosstarok §5.2", "grosstarok A-Q2", "grosstarok A-G2"});
    CHECK(report::cited_rule_ids("tapp §1.5, A22").size() == 2);
    CHECK(report::cited_rule_ids("docs/session-format.md").empty());
    CHECK(report::cited_rule_ids("").empty());
}

TEST_CASE("rules: an id finds its section under every family of the same rules") {
    REQUIRE(section("tapp §2.9") != nullptr);
    CHECK(section("tapp-codex §2.9") == section("tapp §2.9"));
    CHECK(section("tapp §2.9")->page == "tapp");
    CHECK(section("koenigrufen §3.8") == section("neunzehnrufen §3.8"));
    CHECK(section("koenigrufen §3.8")->id == "neunzehnrufen §3.8");
    CHECK(section("paszkiewitsch §1.1")->id == "koenigrufen §1.1");
    CHECK(section("Codex § 19") == section("Codex §19"));
    CHECK(section("block A-07")->page == "block");
    CHECK(section("block-steyerisch A-C1")->page == "steyerisch");
    // The Groß-Tarok A-G1 and the general A-G1 of the partnership games are different choices.
    CHECK(section("grosstarok A-G1") != section("koenigrufen A-G1"));
    CHECK(section("tapp §9.9") == nullptr);
    CHECK(section("modern §1") == nullptr);
    const auto secs = report::sections_of("tapp §2.2, §2.9, tapp-codex §2.9");
    REQUIRE(secs.size() == 2);
    CHECK(secs[0]->id == "tapp §2.2");
}

TEST_CASE("rules: a malformed page is refused with its name and line") {
    const auto refused = [](const std::string& text) {
        try {
            report::parse_rule_pages({{"probe", text}});
        } catch (const std::logic_error& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    const std::string head = "# Titel · Title\n\n**DE** Einleitung\n\n**EN** Intro\n\n";
    CHECK(refused(head + "### tapp §2.9 — Kontra · Contra\n\n**DE** Text\n\nQuelle · Source: 000:L358\n")
              .find("docs/rules/probe.md:11") != std::string::npos);
    CHECK(refused(head + "### tapp §2.9 — Kontra · Contra\n\nText ohne Marke\n") .find("probe.md:9") != std::string::npos);
    CHECK(refused("Ohne Titel\n").find("probe.md:1") != std::string::npos);
    CHECK(refused(head + "### tapp §2.9 — Kontra ohne Englisch\n\n**DE** a\n\n**EN** b\n").find("probe.md:7") != std::string::npos);
    CHECK(refused(head + "### tapp §2.9 — Kontra · Contra\n\n**DE** a\n\n**EN** b\n\nQuelle · Source: 000:L1\n").empty());
    // The same section under two families of the same rules is refused.
    const std::string twice = head + "### tapp §2.9 — A · A\n\n**DE** a\n\n**EN** b\n\n### tapp-codex §2.9 — B · B\n\n**DE** a\n\n**EN** b\n";
    CHECK(refused(twice).find("tapp-codex §2.9") != std::string::npos);
}

TEST_CASE("rules: every rule id the code cites has a section in docs/rules") {
    const auto cited = cited_in_code();
    CHECK(cited.size() > 300);
    for (const Citation& c : cited) {
        INFO(c.where << " cites " << c.id);
        CHECK(section(c.id) != nullptr);
    }
}

TEST_CASE("rules: every house rule cites a section that names its key and every value") {
    for (const auto& [v, spec] : all_settings()) {
        INFO(v->id() << " house rule " << spec->key << " cites " << spec->rule_id);
        const auto secs = report::sections_of(spec->rule_id);
        REQUIRE(!secs.empty());
        CHECK(secs.size() == report::cited_rule_ids(spec->rule_id).size());
        const bool described = std::any_of(secs.begin(), secs.end(), [&](const RuleSection* s) {
            const std::string text = s->body.de + s->body.en;
            if (text.find("`" + spec->key + "`") == std::string::npos) return false;
            for (const SettingOption& o : spec->options)
                if (text.find("`" + o.value + "`") == std::string::npos) return false;
            return true;
        });
        CHECK(described);
        CHECK(!book_reference(spec->source).de.empty());
    }
}

TEST_CASE("rules: every rule the example evenings print has a section or names a document") {
    const auto printed = rules_in_output();
    CHECK(printed.size() > 500);
    for (const auto& [rule, where] : printed) {
        INFO(where << " prints the rule \"" << rule << "\"");
        if (rule.empty()) continue;
        if (names_a_document(rule)) {
            CHECK((fs::exists(kSourceDir / rule) || report::find_rule_page(rule) != nullptr));
            continue;
        }
        const auto ids = report::cited_rule_ids(rule);
        CHECK(!ids.empty());
        for (const std::string& id : ids) {
            INFO("id " << id);
            CHECK(section(id) != nullptr);
        }
    }
}

TEST_CASE("rules: the pages' own references resolve, and every section is cited or needed by a cited one") {
    // What the program cites: rule texts in the code, the settings, the example evenings' output.
    std::set<const RuleSection*> reached;
    for (const Citation& c : cited_in_code())
        if (const RuleSection* s = section(c.id)) reached.insert(s);
    for (const auto& [v, spec] : all_settings())
        for (const RuleSection* s : report::sections_of(spec->rule_id)) reached.insert(s);
    for (const auto& [rule, where] : rules_in_output())
        for (const RuleSection* s : report::sections_of(rule)) reached.insert(s);
    // ... and what those sections refer to, in turn.
    std::vector<const RuleSection*> todo(reached.begin(), reached.end());
    while (!todo.empty()) {
        const RuleSection* s = todo.back();
        todo.pop_back();
        for (const std::string& id : explicit_references(s->body.de + "\n" + s->body.en)) {
            const RuleSection* t = section(id);
            if (t && reached.insert(t).second) todo.push_back(t);
        }
    }
    static const std::regex link_re(R"(\]\(([a-z0-9-]+)\.md\))");
    for (const auto& p : report::rule_pages()) {
        const std::string intro = p.intro.de + p.intro.en;
        for (auto it = std::sregex_iterator(intro.begin(), intro.end(), link_re); it != std::sregex_iterator(); ++it)
            CHECK(report::find_rule_page((*it)[1].str()) != nullptr);
        for (const RuleSection& s : p.sections) {
            INFO("section " << s.id << " on page " << p.name);
            for (const std::string& id : explicit_references(s.body.de + "\n" + s.body.en)) {
                INFO("refers to " << id);
                CHECK(section(id) != nullptr);
            }
            const std::string body = s.body.de + s.body.en;
            for (auto it = std::sregex_iterator(body.begin(), body.end(), link_re); it != std::sregex_iterator(); ++it)
                CHECK(report::find_rule_page((*it)[1].str()) != nullptr);
            const bool context = kContextSections.count(s.id) != 0;
            CHECK_MESSAGE((reached.count(&s) != 0) != context,
                          std::string(context ? "listed as context but cited: " : "never cited: ") << s.id);
        }
    }
}

TEST_CASE("rules: the sources cite the rules of docs/rules, and every rule id in a comment has its section") {
    static const std::regex md_re(R"(([A-Za-z0-9_./-]+)\.md\b)");
    const fs::path src = kSourceDir / "src";
    int comments = 0;
    for (const auto& entry : fs::recursive_directory_iterator(src)) {
        const auto ext = entry.path().extension().string();
        if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp" && ext != ".def" && ext != ".in")) continue;
        const std::string rel = fs::relative(entry.path(), src).generic_string();
        const std::string text = read_file(entry.path());
        int line = 0;
        std::size_t pos = 0;
        while (pos < text.size()) {
            const auto end = text.find('\n', pos);
            const std::string l = text.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
            pos = end == std::string::npos ? text.size() : end + 1;
            ++line;
            INFO("src/" << rel << ":" << line << ": " << l);
            // The rules are cited from the repository: a page of docs/rules that exists, never a
            // rules file outside it.
            for (auto it = std::sregex_iterator(l.begin(), l.end(), md_re); it != std::sregex_iterator(); ++it) {
                const std::string doc = (*it)[1].str() + ".md";
                if (doc.rfind("docs/rules/", 0) == 0) CHECK_MESSAGE(fs::exists(kSourceDir / doc), "no such page: " << doc);
                for (const char* outside : {"tapp-zwoelfer-ungarisch-codex", "block-steyerisch", "koenigrufen-neunzehnrufen-paszkiewitsch",
                                            "strohmann-grosstarok-historic", "modern-koenigrufen", "slovenian-hungarian"})
                    CHECK_MESSAGE(doc.find(std::string(outside) + ".md") == std::string::npos, "a rules file outside the repository: " << doc);
            }
            const auto comment = l.find("//");
            if (comment == std::string::npos) continue;
            ++comments;
            for (const std::string& id : explicit_references(l.substr(comment))) {
                INFO("cites " << id);
                CHECK(section(id) != nullptr);
            }
        }
    }
    CHECK(comments > 1000);
}

