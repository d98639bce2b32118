// The window's two languages: the tables data/lang/de.json and en.json (embedded in the
// program) have the same keys and placeholders, every tr() text of src/app and every translated()
// text of the live page is in all of them, and switching to English changes what the window draws.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <imgui.h>
#include <imgui_internal.h>
#include <nlohmann/json.hpp>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/platform.hpp"
#include "app/views.hpp"
#include "app_test_helpers.hpp"
#include "headless_imgui.hpp"

using namespace tarock;
using namespace tarock::app;
using namespace tarock::apptest;

namespace {

/// The fmt replacement fields of `text` in order ("{}", "{:>3}", "{0}"); "{{" and "}}" are no fields.
std::vector<std::string> placeholders(const std::string& text) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '{') {
            if (i + 1 < text.size() && text[i + 1] == '{') {
                ++i;
                continue;
            }
            const std::size_t end = text.find('}', i);
            if (end == std::string::npos) {
                out.push_back(text.substr(i));  // unbalanced: shows in the comparison
                break;
            }
            out.push_back(text.substr(i, end - i + 1));
            i = end;
        } else if (text[i] == '}' && i + 1 < text.size() && text[i + 1] == '}') {
            ++i;
        }
    }
    return out;
}

/// The C escapes a tr() literal may use: \n \t \" \\ \xHH (UTF-8 bytes).
std::string unescape(const std::string& s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 == s.size()) {
            out += s[i];
            continue;
        }
        const char c = s[++i];
        if (c == 'n') out += '\n';
        else if (c == 't') out += '\t';
        else if (c == 'x') {
            std::size_t j = i + 1;
            int v = 0;
            while (j < s.size() && j < i + 3 && std::isxdigit(static_cast<unsigned char>(s[j]))) {
                v = v * 16 + std::stoi(std::string(1, s[j]), nullptr, 16);
                ++j;
            }
            out += static_cast<char>(v);
            i = j - 1;
        } else out += c;
    }
    return out;
}

struct Literal {
    std::string file;
    std::string key;
    bool single = true;  ///< false when the literal is not the whole first argument ("a" "b", "a" + x)
};

/// Every literal first argument of tr(), trf() and tr_id() in the .cpp and .hpp files below
/// src/app, and every literal key of translated() below src (the live page's words).
std::vector<Literal> tr_literals() {
    std::vector<Literal> out;
    const std::filesystem::path src = std::filesystem::path(TAROCK_SOURCE_DIR) / "src";
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(src)) {
        const auto ext = entry.path().extension();
        if (ext == ".cpp" || ext == ".hpp") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    const std::regex tr_call(R"re(\b(tr|trf|tr_id)\(\s*"((?:[^"\\]|\\.)*)"\s*(.))re");
    const std::regex translated_call(R"re(\b(translated)\(\s*[A-Za-z_][\w:.>-]*\s*,\s*"((?:[^"\\]|\\.)*)"\s*(.))re");
    for (const auto& f : files) {
        std::ifstream in(f);
        std::stringstream ss;
        ss << in.rdbuf();
        const std::string text = ss.str();
        const bool window = *std::filesystem::relative(f, src).begin() == "app";
        for (const std::regex* call : {&tr_call, &translated_call}) {
            if (call == &tr_call && !window) continue;
            for (auto it = std::sregex_iterator(text.begin(), text.end(), *call); it != std::sregex_iterator(); ++it) {
                const std::string next = (*it)[3].str();
                std::string key = unescape((*it)[2].str());
                // An ImGui label: the text before "##" is the key (translated() takes the whole key).
                const std::size_t id = key.find("##");
                if (call == &tr_call && id != std::string::npos && id > 0) key.resize(id);
                out.push_back({std::filesystem::relative(f, src).string(), key, next == ")" || next == ","});
            }
        }
    }
    return out;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
bool has(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

/// Restores German (the default) when a test ends.
struct GermanAfter {
    ~GermanAfter() { set_language(Language::De); }
};

}  // namespace

TEST_CASE("the four tables (de, en, sl, hu) have the same keys, no empty text and the same placeholders") {
    const Language all[] = {Language::De, Language::En, Language::Sl, Language::Hu};
    const auto& de = translation_table(Language::De);
    for (Language l : all) {
        CAPTURE(language_code(l));
        REQUIRE_FALSE(translation_table(l).empty());
        // The embedded text parses as a JSON object of strings (a broken table would be empty).
        const nlohmann::json j = nlohmann::json::parse(translation_source(l));
        REQUIRE(j.is_object());
        for (const auto& [key, value] : j.items()) CHECK_MESSAGE(value.is_string(), language_code(l), ": ", key);
        CHECK(j.size() == translation_table(l).size());
    }
    std::string only, empty, mismatched;
    for (Language l : all) {
        const auto& table = translation_table(l);
        const std::string code = language_code(l);
        for (const auto& [key, text] : table) {
            if (!de.count(key)) only += "\n  " + code + " only: " + key;
            if (key.empty() || text.empty()) empty += "\n  " + code + ": " + key;
            if (placeholders(key) != placeholders(text)) mismatched += "\n  " + code + ": " + key + "  ->  " + text;
        }
        for (const auto& [key, text] : de)
            if (!table.count(key)) only += "\n  missing in " + code + ".json: " + key;
    }
    CHECK_MESSAGE(only.empty(), "keys not in every table:", only);
    CHECK_MESSAGE(empty.empty(), "empty keys or texts:", empty);
    CHECK_MESSAGE(mismatched.empty(), "placeholders differ from the key:", mismatched);
    // The German table is the German text: a key translates to itself unless written otherwise.
    CHECK(de.at("Neuer Abend") == "Neuer Abend");
    CHECK(translation_table(Language::En).at("Neuer Abend") == "New evening");
    CHECK(translation_table(Language::Sl).at("Neuer Abend") == "Nov večer");
    CHECK(translation_table(Language::Hu).at("Neuer Abend") == "Új este");
}

TEST_CASE("every tr() text of the window and every translated() text of the live page is a key of all four tables") {
    const auto literals = tr_literals();
    REQUIRE(literals.size() > 100);  // the scan found the sources
    const auto& en = translation_table(Language::En);
    std::set<std::string> missing, not_single, used;
    for (const Literal& l : literals) {
        used.insert(l.key);
        if (!l.single) not_single.insert(l.file + ": " + l.key);
        std::string absent;
        for (Language lang : {Language::De, Language::En, Language::Sl, Language::Hu})
            if (!translation_table(lang).count(l.key)) absent += std::string(" (") + language_code(lang) + ")";
        if (!absent.empty()) missing.insert(l.file + ": \"" + l.key + "\"" + absent);
    }
    std::string list;
    for (const auto& m : missing) list += "\n  " + m;
    CHECK_MESSAGE(missing.empty(), missing.size(), " tr() texts missing from data/lang:", list);
    std::string parts;
    for (const auto& m : not_single) parts += "\n  " + m;
    CHECK_MESSAGE(not_single.empty(), "tr() of a literal that is not the whole argument (the check cannot see its key):", parts);
    std::string unused;
    for (const auto& [key, text] : en)
        if (!used.count(key)) unused += "\n  " + key;
    if (!unused.empty()) MESSAGE("keys no tr() of src/app uses (left for forms written elsewhere?):", unused);
}

TEST_CASE("tr() never fails: a missing key is itself, a bilingual text falls back to German") {
    GermanAfter restore;
    const char* key = "Diesen Text gibt es in keiner Tabelle {}";
    for (Language l : {Language::De, Language::En}) {
        set_language(l);
        CHECK(tr(key) == key);
        CHECK(trf(key, 3) == "Diesen Text gibt es in keiner Tabelle 3");
        CHECK(trf("kaputt {", 3) == "kaputt {");  // no format exception escapes
        CHECK(std::string(tr(nullptr)).empty());
        CHECK(tr(Text{"nur deutsch", ""}) == "nur deutsch");
        CHECK(std::string(tr("Diesen Text gibt es nicht##x")) == "Diesen Text gibt es nicht##x");
    }
    set_language(Language::De);
    CHECK(std::string(tr("Verlauf##x")) == "Verlauf##x");
    const char* label = tr("Verlauf##x");
    CHECK(tr("Verlauf##x") == label);  // the same pointer, kept for the whole run
    set_language(Language::En);
    CHECK(std::string(tr("Neuer Abend")) == "New evening");
    CHECK(trf("Hand {} gespeichert.", 4) == "Hand 4 saved.");
    CHECK(tr(Text{"Dreier gewonnen", "Dreier won"}) == "Dreier won");
    CHECK(tr_id("Verlauf", "history") == "History###history");
    CHECK(std::string(tr("Verlauf##x")) == "History##x");
    CHECK(std::string(tr("##nur eine ID")) == "##nur eine ID");
    const InputError err("multiple", RuleRef{"tapp §2.2", ""}, Text{"zu groß", "too large"});
    CHECK(error_text(err) == err.what());
    set_language(Language::De);
    CHECK(std::string(tr("Neuer Abend")) == "Neuer Abend");
    CHECK(error_text(err) == err.german());
}

TEST_CASE("money in the window is written the way of the language") {
    GermanAfter restore;
    CHECK(money_text(123456, "EUR") == "1.234,56 EUR");
    set_language(Language::En);
    CHECK(money_text(123456, "EUR") == "1,234.56 EUR");
    CHECK(money_text(-5, "EUR") == "-0.05 EUR");
}

TEST_CASE("switching to English changes what the window draws, game terms stay German") {
    GermanAfter restore;
    headless::Ui ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    const std::int64_t id = s.db->create_evening(sample_evenings().front().evening);
    REQUIRE(open_evening(s, id));
    s.selected_row = 0;
    CHECK(contains(s.status.text, "geöffnet"));

    // German, the default: the menu bar, the tabs, the explanation of hand 1 (a Dreier).
    std::string text;
    for (int i = 0; i < 3; ++i) text = ui.frame_text(s);
    CHECK(language() == Language::De);
    CHECK(contains(text, "Datei"));
    CHECK(contains(text, "Ansicht"));
    CHECK(contains(text, "Wer zahlt wem"));
    CHECK(has(headless::Ui::tab_labels(), "Erklärung###explanation"));

    // Ansicht -> Sprache -> English.
    set_window_language(s, Language::En);
    CHECK(s.ui.language == Language::En);
    for (int i = 0; i < 3; ++i) text = ui.frame_text(s);
    CHECK(language() == Language::En);
    CHECK(contains(text, "File"));
    CHECK(contains(text, "View"));
    CHECK_FALSE(contains(text, "Datei"));
    CHECK(contains(text, "Who pays whom"));
    CHECK(contains(text, "Vorhand"));  // a game term, German in English too
    CHECK(contains(text, "Dreier"));
    CHECK_FALSE(contains(text, "Wer zahlt wem"));
    const auto tabs = headless::Ui::tab_labels();
    CHECK(has(tabs, "Explanation###explanation"));
    CHECK(has(tabs, "Settlement###settlement"));
    // The core's bilingual texts come in English: the summary of hand 1 and its postings.
    REQUIRE(s.result);
    REQUIRE(s.result->rows.front().outcome);
    const HandOutcome& o = *s.result->rows.front().outcome;
    CHECK(contains(text, o.summary.en));
    REQUIRE_FALSE(o.result.postings.empty());
    CHECK(contains(text, o.result.postings.front().reason.en));

    // Status texts of the actions follow the language.
    REQUIRE(open_evening(s, id));
    CHECK(s.status.text == "Evening “Drei am Tisch” opened.");
    text = ui.frame_text(s);
    CHECK(contains(text, "Evening “Drei am Tisch” opened."));

    // Every panel draws in English.
    for (LowerPanel p : {LowerPanel::Settlement, LowerPanel::History, LowerPanel::Explanation}) {
        s.lower = p;
        s.select_lower_tab = true;
        show_history(s, 0);
        s.lower = p;
        for (int i = 0; i < 2; ++i) text = ui.frame_text(s);
        CHECK_FALSE(text.empty());
    }
    show_new_evening(s);
    for (int i = 0; i < 2; ++i) text = ui.frame_text(s);
    CHECK(contains(text, "New evening"));
    CHECK(contains(text, "House rules"));

    // And back: German again.
    set_window_language(s, Language::De);
    text = ui.frame_text(s);
    CHECK(contains(text, "Neuer Abend"));
    CHECK(contains(text, "Hausregeln"));
}

TEST_CASE("switching to Slovenian or Hungarian changes what the window draws, and the neighbours' games explain in their own words") {
    GermanAfter restore;
    headless::Ui ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    const std::int64_t austrian = s.db->create_evening(sample_evenings().front().evening);
    const std::int64_t slovenian = s.db->create_evening(data_evenings_of("tarok_si").front().evening);
    const std::int64_t hungarian = s.db->create_evening(data_evenings_of("tarokk_hu").front().evening);

    // Slovenian: the window's own texts, and an Austrian game's explanations in English.
    REQUIRE(open_evening(s, austrian));
    set_window_language(s, Language::Sl);
    std::string text;
    for (int i = 0; i < 3; ++i) text = ui.frame_text(s);
    CHECK(language() == Language::Sl);
    CHECK(contains(text, "Datoteka"));
    CHECK(contains(text, "Pogled"));
    CHECK(contains(text, "Kdo plača komu"));
    CHECK_FALSE(contains(text, "Wer zahlt wem"));
    CHECK(contains(text, "Dreier"));  // an Austrian game term stays
    REQUIRE(s.result);
    CHECK(contains(text, s.result->rows.front().outcome->summary.en));  // no Slovenian text: English

    // A Slovenian evening in Slovenian: the summary, the radelci and the sheet in the players' words.
    REQUIRE(open_evening(s, slovenian));
    CHECK(contains(s.status.text, "odprt"));
    s.selected_row = 1;
    for (int i = 0; i < 3; ++i) text = ui.frame_text(s);
    REQUIRE(s.result);
    CHECK(contains(text, s.result->rows[1].outcome->summary.sl));
    CHECK(contains(text, "dobljeno"));
    CHECK(contains(text, "Radelci"));
    CHECK(contains(text, "○"));

    // Hungarian: the window's own texts and a Hungarian evening in its words.
    set_window_language(s, Language::Hu);
    REQUIRE(open_evening(s, hungarian));
    s.selected_row = 0;
    for (int i = 0; i < 3; ++i) text = ui.frame_text(s);
    CHECK(language() == Language::Hu);
    CHECK(contains(text, "Fájl"));
    CHECK(contains(text, "Nézet"));
    CHECK(contains(text, "Ki kinek fizet"));
    REQUIRE(s.result);
    CHECK(contains(text, s.result->rows[0].outcome->summary.hu));
    CHECK(contains(text, "Győző"));
    CHECK(money_text(123456, "HUF") == "1 234,56 HUF");
    show_new_evening(s);
    for (int i = 0; i < 2; ++i) text = ui.frame_text(s);
    CHECK(contains(text, "Új este"));
    CHECK(contains(text, "Házirend"));
}

TEST_CASE("the window's font draws the Slovenian and Hungarian letters and the radelc circle (Latin Extended-A)") {
    headless::Ui ui;
    ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
    REQUIRE(font != nullptr);
    // č š ž Č Š Ž (Slovenian), ő ű Ő Ű (Hungarian double acute), á é í ó ö ú ü, the radelc ○.
    for (int c : {0x010D, 0x0161, 0x017E, 0x010C, 0x0160, 0x017D, 0x0151, 0x0171, 0x0150, 0x0170, 0x00E1, 0x00E9, 0x00ED, 0x00F3, 0x00F6, 0x00FA,
                      0x00FC, 0x25CB}) {
        CAPTURE(c);
        CHECK(font->FindGlyphNoFallback(static_cast<ImWchar>(c)) != nullptr);
    }
    // The check can fail: a letter outside the loaded ranges has no glyph.
    CHECK(font->FindGlyphNoFallback(0x0410) == nullptr);  // Cyrillic А is not loaded
}
