// Every screen draws headless (an ImGui context without a window or GL): the views run on real
// data and produce draw commands without crashing.
#include <doctest/doctest.h>

#include <fmt/format.h>
#include <imgui.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "app/actions.hpp"
#include "app/forms/block_model.hpp"
#include "app/forms/tarolassch_model.hpp"
#include "app/games/block_ui.hpp"
#include "app/lang.hpp"
#include "app/platform.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"
#include "app_test_helpers.hpp"
#include "headless_imgui.hpp"

using namespace tarock;
using namespace tarock::app;
using namespace tarock::apptest;

using Headless = tarock::headless::Ui;

TEST_CASE("the generic views name no game: a game's own parts of the window are reached through its GameUi") {
    // Every game of games.def by its folder and namespace: the views and actions in src/app (not
    // src/app/forms, src/app/games) neither include a game's header nor name its namespace.
    std::vector<std::string> names;
#define TAROCK_GAME(id, folder, ns, fn) names.push_back("games/" #folder "/"), names.push_back(#ns "::");
#include "games/games.def"
#undef TAROCK_GAME
    const std::filesystem::path dir = std::filesystem::path(TAROCK_SOURCE_DIR) / "src" / "app";
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        const auto ext = entry.path().extension();
        if (ext != ".cpp" && ext != ".hpp") continue;
        std::ifstream f(entry.path());
        std::stringstream text;
        text << f.rdbuf();
        ++files;
        for (const std::string& name : names) {
            INFO(entry.path().filename().string() << " names " << name);
            CHECK(text.str().find(name) == std::string::npos);
        }
    }
    CHECK(files >= 20);
}

TEST_CASE("every screen draws headless") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    CHECK(ui.frame(s) > 0);  // the empty evening list

    show_new_evening(s);
    for (int i = 0; i < 3; ++i) CHECK(ui.frame(s) > 0);

    const NamedEvening ne = sample_evenings().back();
    const std::int64_t id = s.db->create_evening(ne.evening);
    show_evening_list(s);
    CHECK(ui.frame(s) > 0);
    REQUIRE(open_evening(s, id));
    for (LowerPanel p : {LowerPanel::Explanation, LowerPanel::Settlement, LowerPanel::History, LowerPanel::WhatIf, LowerPanel::Chart}) {
        s.lower = p;
        s.select_lower_tab = true;
        show_history(s, 0);
        s.lower = p;
        for (int i = 0; i < 3; ++i) CHECK(ui.frame(s) > 0);
    }
    // The form in every state it can show.
    TappForm& f = tapp_form(s);
    f.declarer = s.entry.deal ? s.entry.deal->active.front() : 1;
    f.dreier_input = DreierInput::Level;
    f.level = 2;
    f.ultimo.mode = PremiumMode::Announced;
    f.volat.mode = PremiumMode::Announced;
    f.renonce = f.declarer;
    CHECK(ui.frame(s) > 0);
    f.kind = tapp::DealKind::Misdeal;
    CHECK(ui.frame(s) > 0);
    REQUIRE(start_correction(s, 1));
    CHECK(ui.frame(s) > 0);
    REQUIRE(delete_hand(s, 2, ""));
    CHECK(ui.frame(s) > 0);
    // What if with the corrected hand in the form, the statistics, the wastebasket.
    REQUIRE(start_correction(s, 0));
    s.lower = LowerPanel::WhatIf;
    s.select_lower_tab = true;
    for (int i = 0; i < 3; ++i) CHECK(ui.frame(s) > 0);
    show_statistics(s);
    for (int i = 0; i < 2; ++i) CHECK(ui.frame(s) > 0);
    show_evening_list(s);
    s.show_wastebasket = true;
    REQUIRE(delete_evening(s, id));
    for (int i = 0; i < 2; ++i) CHECK(ui.frame(s) > 0);

    // A database that failed to open shows its message.
    AppState broken;
    broken.db_error = "Die Datenbank ist beschädigt.";
    CHECK(ui.frame(broken) > 0);
}

TEST_CASE("the imgui.ini lives in the user's config folder") {
    TempDir dir;
    const char* old = std::getenv("XDG_CONFIG_HOME");
    const std::string saved = old ? old : "";
    setenv("XDG_CONFIG_HOME", dir.file("cfg").c_str(), 1);
    const std::string path = imgui_ini_path();
    CHECK(path == dir.file("cfg") + "/tarock-buchhalter/imgui.ini");
    CHECK(std::filesystem::is_directory(dir.file("cfg") + "/tarock-buchhalter"));
    if (old) setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
    else unsetenv("XDG_CONFIG_HOME");
}

TEST_CASE("the font follows the monitor's content scale, times the large-font setting") {
    // First start: no setting kept (1), an ordinary screen and a high-DPI one.
    CHECK(font_pixels(1.0f, 1.0f) == 16.0f);
    CHECK(font_pixels(2.0f, 1.0f) == 32.0f);
    CHECK(font_pixels(1.25f, 1.0f) == 20.0f);
    CHECK(font_pixels(1.5f, 1.0f) == 24.0f);
    // A monitor that reports no scale counts as 1.
    CHECK(font_pixels(0.0f, 1.0f) == 16.0f);
    CHECK(font_pixels(-1.0f, 1.0f) == 16.0f);
    // The saved setting multiplies the monitor's scale: two steps larger (1.5) on both screens.
    CHECK(font_pixels(1.0f, 1.5f) == 24.0f);
    CHECK(font_pixels(2.0f, 1.5f) == 48.0f);
    CHECK(font_pixels(1.0f, 1.25f) == 20.0f);
    CHECK(font_pixels(1.0f, 1.75f) == 28.0f);  // rounded to whole pixels
    CHECK(font_pixels(1.1f, 1.0f) == 18.0f);   // 17.6
}

TEST_CASE("the glyph ranges cover German text, thirds, the euro, the arrows and the scoresheet's marks") {
    const unsigned short* r = glyph_ranges();
    auto covered = [&](unsigned c) {
        for (int i = 0; r[i]; i += 2)
            if (c >= r[i] && c <= r[i + 1]) return true;
        return false;
    };
    for (unsigned c : {0xE4u, 0xF6u, 0xFCu, 0xDFu, 0xC4u, 0xD7u, 0x2153u, 0x2154u, 0x20ACu, 0x2192u, 0x2212u, 0x201Eu, 0x201Cu, 0x2013u, 0x2014u, 0x25CBu, 0x270Eu})
        CHECK_MESSAGE(covered(c), c);
}

TEST_CASE("a stored hand that no longer scores is drawn as an error row with its explanation") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    Evening e = sample_evenings().front().evening;
    e.hands.resize(2);
    e.hands[1].inputs = Json::parse(R"({"declarer": "Bernd", "game": "dreier", "multiple": 9, "points": 41})");
    s.evening = e;
    s.result = recompute(e);
    REQUIRE(s.result->errors == 1);
    REQUIRE(s.result->rows[1].error);
    s.screen = Screen::Evening;
    s.selected_row = 1;
    for (int i = 0; i < 3; ++i) CHECK(ui.frame(s) > 0);
    s.lower = LowerPanel::Settlement;
    s.select_lower_tab = true;
    for (int i = 0; i < 3; ++i) CHECK(ui.frame(s) > 0);
}

TEST_CASE("a Block evening draws headless: the Tafel, the end of the evening, the Hut settlement and the form") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    const NamedEvening ne = block_evenings().front();  // vector B-35: Hut drawn, board finished
    Evening partial = ne.evening;
    partial.hands.resize(6);  // open bêtes, no Hut yet
    partial.touren = Touren{5, 3};
    const std::int64_t part_id = s.db->create_evening(partial);
    const std::int64_t full_id = s.db->create_evening(ne.evening);

    for (std::int64_t id : {part_id, full_id}) {
        REQUIRE(open_evening(s, id));
        REQUIRE(board_of_evening(s) != nullptr);
        for (LowerPanel p : {LowerPanel::Game, LowerPanel::Settlement, LowerPanel::History, LowerPanel::Explanation}) {
            s.lower = p;
            s.select_lower_tab = true;
            for (int i = 0; i < 3; ++i) CHECK(ui.frame(s) > 0);
            CHECK(s.lower == p);  // the tab exists for a Block evening
        }
        // The form in the states it can show.
        BlockForm* f = form_model<BlockForm>(s.entry.form.get());
        REQUIRE(f != nullptr);
        f->declarer = s.entry.deal ? s.entry.deal->active.front() : 1;
        f->multiple = 2;
        f->finish = block::Finish::Schleifen;
        CHECK(ui.frame(s) > 0);
        f->finish = block::Finish::Conceded;
        f->ultimo.mode = PremiumMode::Announced;
        f->ultimo.result = UltimoResult::Open;
        f->volat.mode = PremiumMode::Announced;
        f->renonce = f->declarer;
        f->halve = true;
        form::set_item(f->honours, f->declarer, tapp::Honour::Trull, true);
        form::set_item(f->honours, f->declarer, tapp::Honour::Quatre, true);
        CHECK(ui.frame(s) > 0);
        f->dreier_input = DreierInput::Level;
        f->level = 1;
        f->talon = tapp::Talon::Back;
        CHECK(ui.frame(s) > 0);
        for (block::DealKind k : {block::DealKind::AllPass, block::DealKind::Misdeal, block::DealKind::ThrownIn, block::DealKind::Redeal,
                                  block::DealKind::Hut, block::DealKind::ChipCount}) {
            f->kind = k;
            CHECK(ui.frame(s) > 0);
        }
    }
    // The settlement of a finished board shows the Hut steps; the early Hut asks first.
    REQUIRE(open_evening(s, part_id));
    s.lower = LowerPanel::Game;
    s.select_lower_tab = true;
    REQUIRE(block_ui(s));
    block_ui(s)->tafel.confirm_hut = true;
    for (int i = 0; i < 3; ++i) CHECK(ui.frame(s) > 0);
    CHECK_FALSE(block_ui(s)->tafel.confirm_hut);  // the popup took it
    REQUIRE(start_correction(s, 0));
    CHECK(ui.frame(s) > 0);
}

TEST_CASE("the Tafel tab is offered only for an evening with a board") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    REQUIRE(open_evening(s, s.db->create_evening(sample_evenings().front().evening)));
    CHECK(board_of_evening(s) == nullptr);
    CHECK(block_ui(s) == nullptr);
    s.lower = LowerPanel::Game;
    s.select_lower_tab = true;
    for (int i = 0; i < 3; ++i) CHECK(ui.frame(s) > 0);
    CHECK(s.lower != LowerPanel::Game);  // no Tafel tab: another tab is shown
}

TEST_CASE("the Block form answers the keys of the Tapp form: 1-3, D, S, F2") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    Evening e = block_evenings().front().evening;
    e.hands.resize(3);
    REQUIRE(open_evening(s, s.db->create_evening(e)));
    CHECK(ui.frame(s) > 0);
    BlockForm* f = form_model<BlockForm>(s.entry.form.get());
    REQUIRE(f != nullptr);
    REQUIRE(s.entry.deal);
    const ImGuiIO& io = ImGui::GetIO();
    auto press = [&](int key) { CHECK(ui.press(s, key) > 0); };
    press('2');
    CHECK(f->declarer == s.entry.deal->active[1]);
    press('3');
    CHECK(f->declarer == s.entry.deal->active[2]);
    press('S');
    CHECK(f->game == tapp::Game::Solo);
    press('D');
    CHECK(f->game == tapp::Game::Dreier);
    f->result_input = ResultInput::WonLost;
    press(ui::keys::kF2);
    CHECK(f->result_input == ResultInput::Points);
    CHECK_FALSE(s.focus_form.wanted);  // the points field took the focus
    CHECK(ui.frame(s) > 0);
    CHECK(io.WantTextInput);
}

/// A Tapp evening without hands, its form filled with a declarer (Vorhand) and 71 card points:
/// one more than the pack holds, so saving it is refused naming the points field.
struct RefusedTappHand {
    Headless ui;
    TempDir dir;
    AppState s;
    TappForm* form = nullptr;
    int declarer = -1;
    RefusedTappHand() {
        REQUIRE(open_database(s, dir.file("app.sqlite")));
        Evening e = sample_evenings().front().evening;
        e.hands.clear();
        REQUIRE(open_evening(s, s.db->create_evening(e)));
        CHECK(ui.frame(s) > 0);
        form = &tapp_form(s);
        declarer = s.entry.deal->active.front();
        form->declarer = declarer;
        form->points = "71";
    }
};

TEST_CASE("after a refused save, the points typed at once go into the points field and never act as the form's keys, nor are they lost (issue 14, item 1)") {
    // The field asked for the keyboard in one frame holds it only from the next, and Dear ImGui
    // drops the characters of that next frame: keys typed meanwhile chose Anna (the "3") as
    // declarer and left "6" as the points. That frame now takes no input (the window's loop asks
    // ui::next_frame_takes_input), and no key acts as a key of the form until the field holds it.
    RefusedTappHand t;
    Headless& ui = t.ui;
    AppState& s = t.s;
    TappForm& f = *t.form;
    const int declarer = t.declarer;
    CHECK_FALSE(save_hand(s));  // 71 card points: refused, the points field is wanted
    CHECK(s.focus_form.wanted);
    CHECK(ui::next_frame_takes_input());
    CHECK(ui.frame(s) > 0);  // the field is asked for the keyboard
    CHECK(s.focus_form.wanted);
    CHECK_FALSE(ui::next_frame_takes_input());
    CHECK(ui.frame(s) > 0);  // the field takes the keyboard; the keys typed meanwhile wait
    CHECK_FALSE(s.focus_form.wanted);
    CHECK(ui::next_frame_takes_input());
    // "36" typed at once: each key reaches the first frame that takes input.
    ImGuiIO& io = ImGui::GetIO();
    for (const char digit : {'3', '6'}) {
        io.AddInputCharacter(static_cast<unsigned int>(digit));
        CHECK(ui.press(s, digit) > 0);
    }
    CHECK(f.declarer == declarer);
    CHECK(f.points == "36");
    CHECK(io.WantTextInput);
}

TEST_CASE("after a refused save, a digit typed before Enter is let go goes into the points field too (issue 14, item 1)") {
    // Key rollover: "3" down while the refused Ctrl+Enter's Enter is still held. The field is
    // asked for the keyboard only once Enter is up; the "3" typed before reached no field and
    // was lost, and "6" replaced the selected "71": 6 points saved without a word.
    RefusedTappHand t;
    Headless& ui = t.ui;
    AppState& s = t.s;
    TappForm& f = *t.form;
    const int declarer = t.declarer;
    ImGuiIO& io = ImGui::GetIO();
    io.KeysDown[ui::keys::kEnter] = true;
    CHECK_FALSE(save_hand(s));  // refused: the points field is wanted
    CHECK(ui.frame(s) > 0);     // Enter held: not asked yet
    io.KeysDown['3'] = true;
    io.AddInputCharacter('3');
    CHECK(ui.frame(s) > 0);     // "3" with Enter still down
    io.KeysDown['3'] = false;
    io.KeysDown[ui::keys::kEnter] = false;
    CHECK(ui.frame(s) > 0);     // Enter up: the field is asked
    CHECK(ui.frame(s) > 0);     // it takes the keyboard (the window gives this frame no input)
    io.AddInputCharacter('6');
    CHECK(ui.press(s, '6') > 0);
    CHECK(f.declarer == declarer);
    CHECK(f.points == "36");
}

TEST_CASE("until the points field holds the keyboard no key acts as a key of the form, even in the frame it takes it (issue 14, item 1)") {
    // A key that reaches that frame all the same (a frame drawn without asking
    // ui::next_frame_takes_input) must not choose the declarer: the field is still wanted.
    RefusedTappHand t;
    Headless& ui = t.ui;
    AppState& s = t.s;
    TappForm& f = *t.form;
    const int declarer = t.declarer;
    CHECK_FALSE(save_hand(s));
    CHECK(ui.frame(s) > 0);  // the field is asked for the keyboard
    CHECK(ui.press(s, '3') > 0);  // "3" down in the frame the field takes it
    CHECK(f.declarer == declarer);
    CHECK(ImGui::GetIO().WantTextInput);
}

TEST_CASE("the rule window shows a cited rule beside the explanation, and Esc closes it first") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    REQUIRE(open_evening(s, s.db->create_evening(sample_evenings().front().evening)));
    for (int i = 0; i < 2; ++i) CHECK(ui.frame(s) > 0);
    const int without = ui.frame(s);
    open_rule(s, RuleRef{"tapp §2.2, §2.9", "000:L326-336, L358"});
    for (int i = 0; i < 2; ++i) CHECK(ui.frame(s) > without);  // the window and its text are drawn
    CHECK(s.rule_window.open);
    ImGuiIO& io = ImGui::GetIO();
    io.KeysDown[ui::keys::kEscape] = true;
    CHECK(ui.frame(s) > 0);
    io.KeysDown[ui::keys::kEscape] = false;
    CHECK(ui.frame(s) > 0);
    CHECK_FALSE(s.rule_window.open);
    // A reference that names a document, not a section, opens a window that says so.
    open_rule(s, RuleRef{"docs/session-format.md", ""});
    CHECK(ui.frame(s) > 0);
    CHECK(s.rule_window.open);
    // The house-rules dialog draws its rule links.
    show_new_evening(s);
    for (int i = 0; i < 2; ++i) CHECK(ui.frame(s) > 0);
}

TEST_CASE("a refused hand names its field by the form's label and says what to do, while the CLI keeps the record's ids") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    auto contains = [](const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; };
    // Saves the form as it stands: refused for `field`, named `label` in the window, `field` in the CLI's words.
    auto refused = [&](const std::string& field, const std::string& label) {
        INFO(field);
        CHECK_FALSE(save_hand(s));
        REQUIRE(s.entry.save_refusal);
        CHECK(s.entry.save_refusal->field() == field);
        CHECK(contains(s.entry.save_refusal->german(), "Feld '" + field + "'"));  // the CLI and --json
        CHECK(contains(s.entry.save_error, "Bitte im Feld „" + label + "“ berichtigen."));
        CHECK_FALSE(contains(s.entry.save_error, field));
        const std::string drawn = ui.frame_text(s);
        CHECK(contains(drawn, "„" + label + "“"));
        CHECK_FALSE(contains(drawn, "'" + field + "'"));
        CHECK_FALSE(contains(drawn, "Feld: " + field));
    };
    // Every label is a text of both language tables.
    for (auto fields : {form::shared_fields(), TarolasschForm::fields()})
        for (const form::FormField& f : fields) {
            CHECK_MESSAGE(translation_table(Language::De).count(f.label) == 1, f.label);
            CHECK_MESSAGE(translation_table(Language::En).count(f.label) == 1, f.label);
        }
    SUBCASE("Tapp-Tarok") {
        Evening e = sample_evenings().front().evening;
        e.hands.clear();
        REQUIRE(open_evening(s, s.db->create_evening(e)));
        CHECK(ui.frame(s) > 0);
        TappForm& f = tapp_form(s);
        f.points = "41";
        refused("declarer", "Spieler");
        f.declarer = s.entry.deal->active.front();
        f.points = "71";
        refused("points", "Kartenpunkte");
        f.points = "20";
        f.volat.mode = PremiumMode::Silent;
        f.volat.made_by = tapp::Party::Declarer;
        refused("volat.by", "Volat: gemacht von");
    }
    SUBCASE("Tarolaßch") {
        REQUIRE(open_evening(s, s.db->create_evening(data_evenings_of("tarolassch").front().evening)));
        CHECK(ui.frame(s) > 0);
        TarolasschForm* f = form_model<TarolasschForm>(s.entry.form.get());
        REQUIRE(f != nullptr);
        f->contract = static_cast<int>(tarolassch::Contract::Coeur);
        f->hand.bidder = s.entry.deal->active.front();
        refused("tricks", "Stiche");
    }
}

TEST_CASE("the window's words: one Hand, game names in the statistics, Hand in the history, the chart's amounts like the table's") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    auto contains = [](const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; };
    Evening e = sample_evenings().front().evening;
    e.hands.resize(2);
    REQUIRE(open_evening(s, s.db->create_evening(e)));
    REQUIRE(delete_hand(s, 1, ""));
    std::string text = ui.frame_text(s);
    CHECK(contains(text, "· 1 Hand ·"));
    CHECK_FALSE(contains(text, "1 Hände"));

    // The chart's legend: each player's total as the scoreboard writes it (thirds, the minus sign).
    s.lower = LowerPanel::Chart;
    s.select_lower_tab = true;
    CHECK(ui.frame(s) > 0);
    text = ui.frame_text(s);
    int negative = 0;
    for (std::size_t p = 0; p < e.players.size(); ++p) {
        CHECK(contains(text, e.players[p] + " (" + ui::signed_amount(s.result->totals[p]) + ")"));
        negative += s.result->totals[p] < Thirds{};
    }
    CHECK(negative > 0);  // the minus sign is checked

    // The history: the deleted hand is "Hand 2", never a "Platz".
    show_history(s, 0);
    CHECK(ui.frame(s) > 0);
    text = ui.frame_text(s);
    CHECK(contains(text, "Hand 2: "));
    CHECK_FALSE(contains(text, "Platz"));

    // The statistics: game names, not ids; the money in the chart's legend as in the table.
    show_statistics(s);
    CHECK(ui.frame(s) > 0);
    text = ui.frame_text(s);
    REQUIRE(s.stats.by_currency.size() == 1);
    REQUIRE_FALSE(s.stats.by_currency[0].players.empty());
    for (const PlayerStats& p : s.stats.by_currency[0].players) {
        CHECK(contains(text, p.name + " (" + money_text(p.cents_total, s.stats.by_currency[0].currency) + ")"));
        for (const auto& [game, counts] : p.by_game) {
            CHECK_FALSE(contains(text, " " + game + " "));
            CHECK(contains(text, game == "dreier" ? " Dreier " : " Solo "));
        }
    }
}

namespace {

/// Whether `text` (a frame's text) holds `part`.
bool has_text(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// Opens a fresh database in `dir` and `e` stored in it.
void open_stored(AppState& s, const TempDir& dir, const Evening& e) {
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    REQUIRE(open_evening(s, s.db->create_evening(e)));
}

/// The window `size` large with the font `scale` times its size (the atlas built again, the style
/// scaled), as the app makes them; size_window(1280, 800, 1) is the default again.
void size_window(float width, float height, float scale) {
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(width, height);
    build_font_atlas(font_pixels(1.0f, scale));
    unsigned char* px = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&px, &w, &h);
    apply_style(scale);
}

}  // namespace

TEST_CASE("the statistics never add money of different currencies: the Hungarian example's forints apart from the euros, each with its own table and chart (issue 14, item 9)") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    REQUIRE(add_example_evenings(s));
    show_statistics(s);
    REQUIRE(s.stats.error.empty());
    REQUIRE(s.stats.by_currency.size() == 2);
    CHECK(s.stats.by_currency[0].currency == "EUR");
    CHECK(s.stats.by_currency[1].currency == "HUF");
    CHECK(s.stats.by_currency[1].evenings.size() == 1);
    CHECK(s.stats.by_currency[0].evenings.size() + 1 == static_cast<std::size_t>(s.stats.evenings));
    // Ödön plays only the Hungarian evening: his result is in forints, and nowhere in euros.
    auto result_of = [&](const CurrencyStatistics& c, const std::string& name) -> const PlayerStats* {
        for (const PlayerStats& p : c.players)
            if (p.name == name) return &p;
        return nullptr;
    };
    const PlayerStats* odon = result_of(s.stats.by_currency[1], "Ödön");
    REQUIRE(odon != nullptr);
    CHECK(result_of(s.stats.by_currency[0], "Ödön") == nullptr);
    const std::string text = ui.frame_text(s);
    CHECK(has_text(text, money_text(odon->cents_total, "HUF")));
    CHECK_FALSE(has_text(text, money_text(odon->cents_total, "EUR")));
    CHECK(has_text(text, "1 Abend in HUF"));
    // The games by their names, with their letters: "kettő", "Berač", not the ids "ketto", "berac".
    CHECK(has_text(text, " kettő "));
    CHECK(has_text(text, " Berač "));
    CHECK_FALSE(has_text(text, "Ketto"));
    CHECK_FALSE(has_text(text, "Berac"));
}

TEST_CASE("the new evening's dialog fits at 1024×700 with the font two steps larger for every game: nothing cut at the window's edge (issue 14, item 5)") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    size_window(1024.0f, 700.0f, 1.5f);
    show_new_evening(s);
    const auto& variants = all_variants();
    for (std::size_t i = 0; i < variants.size(); ++i) {
        CAPTURE(variants[i]->id());
        s.new_evening.variant = static_cast<int>(i);
        for (int k = 0; k < 3; ++k) ui.frame(s);
        for (const std::string& o : layout_overflows()) FAIL_CHECK(o);
    }
    size_window(1280.0f, 800.0f, 1.0f);
}

TEST_CASE("the Verlauf follows the selected hand: opened by its tab it shows that hand's versions, not the hint or an older hand's (issue 14, item 9)") {
    Headless ui;
    TempDir dir;
    AppState s;
    open_stored(s, dir, sample_evenings().front().evening);
    // The tab clicked: the panel in front, as the tab bar makes it.
    auto open_tab = [&](LowerPanel p) {
        s.lower = p;
        s.select_lower_tab = true;
        CHECK(ui.frame(s) > 0);
        return ui.frame_text(s);
    };
    s.selected_row = 3;
    std::string text = open_tab(LowerPanel::History);
    CHECK(has_text(text, "Verlauf: Hand 4"));
    CHECK_FALSE(has_text(text, "Eine Hand wählen"));
    // Another hand chosen while the explanation is in front: the Verlauf shows it, not hand 4.
    open_tab(LowerPanel::Explanation);
    s.selected_row = 1;
    text = open_tab(LowerPanel::History);
    CHECK(has_text(text, "Verlauf: Hand 2"));
    CHECK_FALSE(has_text(text, "Verlauf: Hand 4"));
    // A deleted hand's Verlauf (its button in the list of deleted hands) stays until another hand is chosen.
    const std::int64_t deleted = s.evening->hands[5].id;
    REQUIRE(delete_hand(s, 5, ""));
    s.selected_row = 1;
    show_hand_history(s, deleted);
    for (int i = 0; i < 2; ++i) text = ui.frame_text(s);
    CHECK(has_text(text, "Verlauf einer gelöschten Hand"));
    s.selected_row = 2;
    text = ui.frame_text(s);
    CHECK(has_text(text, "Verlauf: Hand 3"));
}

TEST_CASE("the Verlauf of a corrected hand fits: at 1280×800 no word of a version's inputs is broken, at 1024×700 with the font two steps larger nothing is cut (issue 14, item 5)") {
    Headless ui;
    TempDir dir;
    AppState s;
    // The Tapp example evening: its hand 20 has long inputs (a Stufe, an Ultimo, a note).
    const NamedEvening example = data_evenings_of("tapp").front();
    REQUIRE(example.evening.hands.size() == 20);
    open_stored(s, dir, example.evening);
    const std::int64_t tapp = s.evening->id;
    // Hand 20 corrected: its Verlauf has two versions, the older one with its restore button.
    REQUIRE(start_correction(s, 19));
    tapp_form(s).points = "40";
    REQUIRE(save_hand(s));
    for (const float scale : {1.0f, 1.5f}) {
        CAPTURE(scale);
        if (scale == 1.0f) size_window(1280.0f, 800.0f, scale);
        else size_window(1024.0f, 700.0f, scale);
        REQUIRE(open_evening(s, tapp));
        s.selected_row = 19;
        show_history(s, 19);
        REQUIRE(s.history.size() == 2);
        for (int i = 0; i < 3; ++i) ui.frame(s);
        for (const std::string& o : layout_overflows()) FAIL_CHECK("Verlauf: " << o);
        // Every word of the inputs fits the width its column gives it (TextWrapped breaks a word
        // that does not, in the middle: "Kartenpunk|te").
        const ImGuiTable* table = nullptr;
        for (int i = 0; i < GImGui->Tables.GetMapSize(); ++i)
            if (const ImGuiTable* t = GImGui->Tables.TryGetMapData(i); t && t->LastFrameActive == GImGui->FrameCount && std::string(t->OuterWindow->Name).find("##panel") != std::string::npos)
                for (int c = 0; c < t->ColumnsCount; ++c)
                    if (std::string(ImGui::TableGetColumnName(t, c)) == "Eingaben") table = t;
        REQUIRE(table != nullptr);
        float inputs_width = 0.0f;
        for (int c = 0; c < table->ColumnsCount; ++c)
            if (std::string(ImGui::TableGetColumnName(table, c)) == "Eingaben") inputs_width = table->Columns[c].WorkMaxX - table->Columns[c].WorkMinX;
        for (const HandRevision& r : s.history) {
            std::istringstream words(s.entry.form->summarize(r.inputs, s.evening->players));
            std::string word;
            while (words >> word) CHECK_MESSAGE(ImGui::CalcTextSize(word.c_str()).x <= inputs_width, word);
        }
    }
    size_window(1280.0f, 800.0f, 1.0f);
}

TEST_CASE("the list of every example evening fits: whole at 1280×800, at 1024×700 with the font two steps larger nothing cut at a column's edge (a long title in two lines, the rest after … in its tooltip) (issue 14, item 5)") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    REQUIRE(add_example_evenings(s));
    REQUIRE(s.evenings.size() > 30);
    for (const float scale : {1.0f, 1.5f}) {
        CAPTURE(scale);
        if (scale == 1.0f) size_window(1280.0f, 800.0f, scale);
        else size_window(1024.0f, 700.0f, scale);
        show_evening_list(s);
        std::string text;
        for (int i = 0; i < 3; ++i) text = ui.frame_text(s);
        for (const std::string& o : layout_overflows()) FAIL_CHECK(o);
        if (scale == 1.0f) {  // at the default size nothing shortened
            CHECK(has_text(text, s.evenings.front().title));
            CHECK_FALSE(has_text(text, "\xE2\x80\xA6"));
        }
    }
    size_window(1280.0f, 800.0f, 1.0f);
}

namespace {

/// Block-Tarok's example evening with the Hut and the chip count (data/evenings/block-hut-abend.json),
/// its first `hands` records (all when 0).
Evening hut_evening(std::size_t hands = 0) {
    for (const NamedEvening& ne : block_evenings())
        if (ne.source.find("block-hut-abend") != std::string::npos) {
            Evening e = ne.evening;
            if (hands > 0) e.hands.resize(hands);
            return e;
        }
    FAIL("data/evenings/block-hut-abend.json not found");
    return {};
}

}  // namespace

TEST_CASE("records without a deal are no hands: the Hut and the chip count have no number, no dealer and no König, the hands after them keep theirs") {
    Headless ui;
    TempDir dir;
    AppState s;
    const Evening e = hut_evening();
    REQUIRE(e.hands.size() == 39);
    REQUIRE(e.hands[31].inputs.value("deal", "") == "hut");         // record 32
    REQUIRE(e.hands[38].inputs.value("deal", "") == "chip_count");  // record 39
    open_stored(s, dir, e);
    const EveningResult& r = *s.result;
    REQUIRE(r.rows.size() == 39);
    CHECK(r.rows[31].outcome->bookkeeping);
    CHECK(r.rows[38].outcome->bookkeeping);
    // The number column, the row buttons and the titles count hands only.
    CHECK(played_number(r, 0) == 1);
    CHECK(played_number(r, 30) == 31);
    CHECK(played_number(r, 31) == 0);   // the Hut
    CHECK(played_number(r, 32) == 32);  // the hand after the Hut
    CHECK(played_number(r, 37) == 37);
    CHECK(played_number(r, 38) == 0);   // the chip count
    CHECK(played_number(r, 39) == 38);  // the next hand
    CHECK(played_number_of_position(r, 33) == 32);
    CHECK(row_title(r, 31) == "Buchung ohne Geben");
    CHECK(row_title(r, 32) == "Hand 32");

    s.lower = LowerPanel::Explanation;
    s.select_lower_tab = true;
    s.selected_row = 31;
    CHECK(ui.frame(s) > 0);
    std::string text = ui.frame_text(s);
    CHECK(has_text(text, "Buchung ohne Geben:"));  // the row buttons
    CHECK(has_text(text, tr(r.rows[31].outcome->summary)));
    CHECK_FALSE(has_text(text, "Buchung ohne Geben \xC2\xB7"));  // the title names no dealer, no König
    CHECK_FALSE(has_text(text, "Hand 32 \xC2\xB7"));
    CHECK(has_text(text, "Keine neue Hand"));  // the evening is settled (block §2.10); the next one would be Nr. 38 (played_number)
    CHECK(has_text(text, " \xC2\xB7 37 H\xC3\xA4nde \xC2\xB7 "));  // the header counts hands only

    s.selected_row = 32;
    text = ui.frame_text(s);
    CHECK(has_text(text, "Hand 32:"));
    CHECK(has_text(text, "Hand 32 \xC2\xB7 Geber: "));

    s.selected_row = 38;
    text = ui.frame_text(s);
    CHECK(has_text(text, "Buchung ohne Geben:"));
    CHECK_FALSE(has_text(text, "Buchung ohne Geben \xC2\xB7"));
    CHECK_FALSE(has_text(text, "ruhender König"));

    // The history, the what-if and the delete confirmation say the same.
    show_history(s, 31);
    CHECK(ui.frame(s) > 0);
    text = ui.frame_text(s);
    CHECK(has_text(text, "Verlauf: Buchung ohne Geben"));
    s.lower = LowerPanel::WhatIf;
    s.select_lower_tab = true;
    CHECK(ui.frame(s) > 0);
    text = ui.frame_text(s);
    CHECK(has_text(text, "\xE2\x80\x9E" "Buchung ohne Geben\xE2\x80\x9C ins Formular laden"));
    s.selected_row = 32;
    text = ui.frame_text(s);
    CHECK(has_text(text, "Hand 32 ins Formular laden"));
    s.confirm_delete = true;
    CHECK(ui.frame(s) > 0);
    text = ui.frame_text(s);
    CHECK(has_text(text, "Hand 32 wirklich löschen?"));
}

TEST_CASE("the Block header says why the game value V is more than the pot now") {
    Headless ui;
    TempDir dir;
    AppState s;
    Evening e = hut_evening(3);  // the Kartenstamm is still paid
    e.touren.reset();
    open_stored(s, dir, e);
    const block::Board* b = board_of_evening(s);
    REQUIRE(b != nullptr);
    REQUIRE_FALSE(b->kartenstamm_over);
    const std::string v = block_ui(s)->next_game_value(s).text;
    REQUIRE(has_text(v, "V = "));
    const std::string text = ui.frame_text(s);
    CHECK(has_text(text, "Kasse jetzt: " + b->pot.to_display() + " B"));
    CHECK(has_text(text, "nächstes Spiel: " + v + " (mit dem Kartenstamm der nächsten Gabe)"));
}

TEST_CASE("closing an evening while announced Touren are unplayed asks first and names the deals left") {
    Headless ui;
    TempDir dir;
    AppState s;
    open_stored(s, dir, hut_evening(20));  // the Touren began with hand 17: 4 of 12 deals played (4 players)
    REQUIRE(s.result->touren);
    const TourenState& t = *s.result->touren;
    const int left = t.deals_total - t.deals_played;
    REQUIRE(left > 1);
    CHECK(touren_deals_left(s) == left);

    // The Hut before the end of the Touren names them too.
    s.lower = LowerPanel::Game;
    s.select_lower_tab = true;
    block_ui(s)->tafel.confirm_hut = true;
    CHECK(ui.frame(s) > 0);
    std::string text = ui.frame_text(s);
    CHECK(has_text(text, fmt::format("Die Touren sind noch nicht aus: noch {} Gaben zu spielen.", left)));
    CHECK(ui.press(s, ui::keys::kEscape) > 0);
    CHECK_FALSE(ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId));

    // "Abend abschließen" only asks; the evening stays open.
    s.lower = LowerPanel::Settlement;
    s.select_lower_tab = true;
    CHECK(ui.frame(s) > 0);
    CHECK_FALSE(close_evening(s));
    CHECK_FALSE(s.evening->closed);
    CHECK(s.confirm_close);
    CHECK(ui.frame(s) > 0);
    CHECK_FALSE(s.confirm_close);  // the popup took it
    text = ui.frame_text(s);
    CHECK(has_text(text, fmt::format("Von den angesagten Touren sind noch {} Gaben zu spielen.", left)));
    CHECK(has_text(text, "Den Abend trotzdem jetzt abschließen?"));
    CHECK(ui.press(s, ui::keys::kEscape) > 0);
    CHECK_FALSE(s.evening->closed);

    // Without open Touren it closes at once.
    REQUIRE(set_touren(s, std::nullopt));
    CHECK(touren_deals_left(s) == 0);
    CHECK(close_evening(s));
    CHECK(s.evening->closed);
    CHECK_FALSE(s.confirm_close);
}

TEST_CASE("the stake is per the game's unit: je Punkt, je Block") {
    struct GermanAfter {
        ~GermanAfter() { set_language(Language::De); }
    } german;
    CHECK(unit_singular(find_variant("tapp")) == "Punkt");
    CHECK(unit_singular(find_variant("block")) == "Block");
    for (const Variant* v : all_variants()) {
        CAPTURE(v->id());
        CHECK_FALSE(has_text(unit_singular(*v), "Einheit ("));  // every game's unit has its singular
    }
    Evening e = hut_evening();
    CHECK(unit_singular(e) == "Block");
    set_language(Language::En);
    CHECK(unit_singular(find_variant("tapp")) == "point");
    CHECK(unit_singular(find_variant("block")) == "Block");
    set_language(Language::De);

    // The header and the new evening's form say it.
    Headless ui;
    TempDir dir;
    AppState s;
    open_stored(s, dir, e);
    CHECK(has_text(ui.frame_text(s), " je Block"));
    show_new_evening(s);
    const auto& variants = all_variants();
    for (std::size_t i = 0; i < variants.size(); ++i)
        if (variants[i]->id() == "block") s.new_evening.variant = static_cast<int>(i);
    std::string text = ui.frame_text(s);
    CHECK(has_text(text, "Einsatz je Block"));
    CHECK_FALSE(has_text(text, "Einsatz je Punkt"));
    for (std::size_t i = 0; i < variants.size(); ++i)
        if (variants[i]->id() == "tapp") s.new_evening.variant = static_cast<int>(i);
    text = ui.frame_text(s);
    CHECK(has_text(text, "Einsatz je Punkt"));
}

TEST_CASE("the settlement of a tournament table shows its ranking by Schrift, the Kontra apart (§7.3)") {
    Headless ui;
    TempDir dir;
    AppState s;
    const auto tirol = data_evenings_of("koenigrufen_modern");
    const auto it = std::find_if(tirol.begin(), tirol.end(), [](const NamedEvening& n) { return n.source == "koenigrufen-modern-tirol-abend.json"; });
    REQUIRE(it != tirol.end());
    open_stored(s, dir, it->evening);
    REQUIRE(s.ranking);
    CHECK(s.evening->players.at(s.ranking->front().entrant) == "Dieter");
    s.lower = LowerPanel::Settlement;
    s.select_lower_tab = true;
    ui.frame(s);
    const std::string text = ui.frame_text(s);
    CHECK(has_text(text, "Rangliste des Tisches:"));
    CHECK(has_text(text, "4="));  // Christl and Eva share the fourth place, both -16
    // A house round without Schrift has none.
    const auto house = std::find_if(tirol.begin(), tirol.end(), [](const NamedEvening& n) { return n.source == "koenigrufen-modern-ruediger-abend.json"; });
    REQUIRE(house != tirol.end());
    AppState t;
    TempDir dir2;
    open_stored(t, dir2, house->evening);
    CHECK_FALSE(t.ranking);
}

namespace {

bool shows(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("the form folds the rarely used sections until they hold a value, and a new hand starts at the form's top (issue 14, item 6)") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    const std::int64_t id = s.db->create_evening(sample_evenings().front().evening);
    REQUIRE(open_evening(s, id));
    TappForm& f = tapp_form(s);
    std::string text;
    for (int i = 0; i < 3; ++i) text = ui.frame_text(s);
    // Folded: the sections' labels, none of their inputs.
    for (const char* label : {"Honneurs", "Ultimo", "Volat", "Renonce"}) CHECK_MESSAGE(shows(text, label), label);
    CHECK_FALSE(shows(text, "Pagat bei"));
    CHECK_FALSE(shows(text, "gemacht von"));
    CHECK_FALSE(shows(text, "[ ] Köpfe"));  // the honours' checkboxes (the scoresheet may name Köpfe too)
    // A section that holds a value is open by itself.
    f.declarer = s.entry.deal->active.front();
    f.ultimo.mode = PremiumMode::Announced;
    f.honours.push_back({f.declarer, tapp::Honour::Trull});
    for (int i = 0; i < 2; ++i) text = ui.frame_text(s);
    CHECK(shows(text, "Pagat bei"));
    CHECK(shows(text, "[ ] Köpfe"));
    CHECK_FALSE(shows(text, "gemacht von"));  // the Volat stays folded
    // Scrolled down, then the form is cleared for a new hand: back at the top after the save.
    ImGuiWindow* form = nullptr;
    for (ImGuiWindow* w : GImGui->Windows)
        if (std::string(w->Name).find("##form") != std::string::npos) form = w;
    REQUIRE(form != nullptr);
    form->Scroll.y = form->ScrollMax.y > 0.0f ? form->ScrollMax.y : 40.0f;
    f.ultimo.mode = PremiumMode::None;
    f.honours.clear();
    f.points = "41";
    REQUIRE(save_hand(s));
    for (int i = 0; i < 2; ++i) ui.frame(s);
    CHECK(form->Scroll.y == 0.0f);
}

namespace {

/// The radio groups of the frame's text (Headless::frame_text, one line per line drawn: a radio
/// button logs as "( ) label" or "(x) label") that wrap: a line that starts with a radio button
/// under a line that holds radio buttons. choice() (forms/rows.hpp) draws a group on one line, or
/// a combo when it does not fit; a group that wraps names the item a player cannot tell apart.
std::vector<std::string> wrapped_radio_groups(const std::string& text) {
    std::vector<std::string> out;
    const auto has_radio = [](const std::string& line) { return line.find("( ) ") != std::string::npos || line.find("(x) ") != std::string::npos; };
    std::istringstream lines(text);
    std::string line, above;
    while (std::getline(lines, line)) {
        const std::size_t start = line.find_first_not_of(' ');
        const bool starts_with_radio = start != std::string::npos && (line.compare(start, 4, "( ) ") == 0 || line.compare(start, 4, "(x) ") == 0);
        if (starts_with_radio && has_radio(above)) out.push_back(above + " / " + line.substr(start));
        above = line;
    }
    return out;
}

/// The hand of the evening open in `s` with the longest record (premiums announced, contras,
/// honours ...); -1 when it has none.
int fullest_hand(const AppState& s) {
    int fullest = -1;
    std::size_t longest = 0;
    for (std::size_t i = 0; i < s.evening->hands.size(); ++i) {
        const std::size_t length = s.evening->hands[i].inputs.dump().size();
        if (length > longest) {
            longest = length;
            fullest = static_cast<int>(i);
        }
    }
    return fullest;
}

}  // namespace

TEST_CASE("every game's evening and form fit a 1024×700 window, also with the font two steps larger: nothing cut, nothing scrolls sideways (issue 14, item 5)") {
    Headless ui;
    TempDir dir;
    for (const float scale : {1.0f, 1.5f}) {
        size_window(1024.0f, 700.0f, scale);
        for (const NamedEvening& ne : data_evenings_of("")) {
            AppState s;
            REQUIRE(open_database(s, dir.file("fit.sqlite")));
            const std::int64_t id = s.db->create_evening(ne.evening);
            REQUIRE(open_evening(s, id));
            s.selected_row = 0;
            // The sheet (at 1.5 in its own tab; at 1 beside the new hand's form) with each panel below it.
            for (LowerPanel p : {LowerPanel::Explanation, LowerPanel::Settlement, LowerPanel::History, LowerPanel::Chart, LowerPanel::Game}) {
                if (p == LowerPanel::History) show_history(s, 0);
                s.lower = p;
                s.select_lower_tab = true;
                for (int i = 0; i < 3; ++i) ui.frame(s);
                for (const std::string& o : layout_overflows())
                    FAIL_CHECK(ne.source << " at font " << scale << " (sheet, panel " << static_cast<int>(p) << "): " << o);
            }
            if (!s.entry.form) continue;
            // The form of a new hand in front: nothing cut, no radio group wraps.
            s.focus_form.want();
            for (int i = 0; i < 2; ++i) ui.frame(s);
            const std::string text = ui.frame_text(s);
            for (const std::string& o : layout_overflows()) FAIL_CHECK(ne.source << " at font " << scale << " (new hand): " << o);
            for (const std::string& wrap : wrapped_radio_groups(text))
                FAIL_CHECK(ne.source << " at font " << scale << " (new hand): radio group wraps: " << wrap);
            // With a stored hand in it: a correction of the first hand and of the fullest.
            for (const int hand : {0, fullest_hand(s)}) {
                if (hand < 0 || !start_correction(s, hand)) continue;
                for (int i = 0; i < 3; ++i) ui.frame(s);
                for (const std::string& o : layout_overflows()) FAIL_CHECK(ne.source << " at font " << scale << " (form, hand " << hand + 1 << "): " << o);
                for (const std::string& wrap : wrapped_radio_groups(ui.frame_text(s)))
                    FAIL_CHECK(ne.source << " at font " << scale << " (form, hand " << hand + 1 << "): radio group wraps: " << wrap);
            }
        }
    }
    size_window(1280.0f, 800.0f, 1.0f);
}

/// Opens example evening `ne` in `s`, stored in a database of `dir`.
void open_example(AppState& s, const TempDir& dir, const NamedEvening& ne) {
    REQUIRE(open_database(s, dir.file("examples.sqlite")));
    REQUIRE(open_evening(s, s.db->create_evening(ne.evening)));
}

/// How far the hand form drawn in the last frame scrolls (its ScrollMax.y); -1 when none was drawn.
float form_to_scroll() {
    float to_scroll = -1.0f;
    for (const ImGuiWindow* w : GImGui->Windows)
        if (w->Active && std::string(w->Name).find("/##form_") != std::string::npos) to_scroll = w->ScrollMax.y;
    return to_scroll;
}

TEST_CASE("at 1280×800 every game's form for a new hand shows all its rows without scrolling, the buttons below it (issue 14, item 6)") {
    // The rows a new hand shows (a game, the rarely used sections folded). A stored hand with
    // premiums opens their sections and may scroll.
    Headless ui;
    TempDir dir;
    for (const NamedEvening& ne : data_evenings_of("")) {
        AppState s;
        open_example(s, dir, ne);
        if (!s.entry.form || !s.game->no_new_hand(s).empty()) continue;  // a settled Block evening shows no form
        for (int i = 0; i < 3; ++i) ui.frame(s);
        const float to_scroll = form_to_scroll();
        CHECK_MESSAGE(to_scroll == 0.0f, ne.source, ": ", to_scroll, " px to scroll");
    }
}

TEST_CASE("at 1024×700 every game's form for a new hand shows all its rows without scrolling, as at 1280×800 (issue 14, item 6)") {
    // A small laptop: the sheet and the form take turns in two tabs; the form's tab is in front.
    Headless ui;
    ImGui::GetIO().DisplaySize = ImVec2(1024.0f, 700.0f);
    TempDir dir;
    for (const NamedEvening& ne : data_evenings_of("")) {
        AppState s;
        open_example(s, dir, ne);
        if (!s.entry.form || !s.game->no_new_hand(s).empty()) continue;  // a settled Block evening shows no form
        s.focus_form.want();  // as a key of the form does: its tab comes to the front
        for (int i = 0; i < 3; ++i) ui.frame(s);
        const float to_scroll = form_to_scroll();
        CHECK_MESSAGE(to_scroll == 0.0f, ne.source, ": ", to_scroll, " px to scroll");
    }
    ImGui::GetIO().DisplaySize = ImVec2(1280.0f, 800.0f);
}

/// The hand form drawn in the last frame: its height shown and how far it scrolls, in pixels
/// ({-1, -1} when none was drawn).
std::pair<float, float> form_shown_and_to_scroll() {
    std::pair<float, float> found{-1.0f, -1.0f};
    for (const ImGuiWindow* w : GImGui->Windows)
        if (w->Active && std::string(w->Name).find("/##form_") != std::string::npos) found = {w->Size.y, w->ScrollMax.y};
    return found;
}

TEST_CASE("at 1024×700 with the font two steps larger the form of a new hand keeps most of its tab, the preview below it two lines: every game's form shows more of its rows than it hides (issue 14, item 6)") {
    // The form's tab holds the form, its buttons and the preview, which scrolls in what is left
    // (the sheet has a tab of its own). Before, the preview kept six lines: a Block evening
    // (its header five lines) showed 148 px of its form (four rows) and hid 298, the Slovenian
    // tournament evening for three showed 148 and hid 197.
    Headless ui;
    TempDir dir;
    size_window(1024.0f, 700.0f, 1.5f);
    std::vector<NamedEvening> evenings = data_evenings_of("");
    for (Evening& e : read_session_file(std::string(TAROCK_CLI_FIXTURE_DIR) + "/../../app/block-evening.json"))
        evenings.push_back({"block-evening.json", std::move(e)});  // a Block evening with Touren, bêtes open and the Hut drawn
    int whole = 0, forms = 0;
    std::string report;
    for (const NamedEvening& ne : evenings) {
        AppState s;
        open_example(s, dir, ne);
        if (!s.entry.form || !s.game->no_new_hand(s).empty()) continue;  // a settled Block evening shows no form
        s.focus_form.want();
        for (int i = 0; i < 3; ++i) ui.frame(s);
        const auto [shown, to_scroll] = form_shown_and_to_scroll();
        REQUIRE(shown > 0.0f);
        report += fmt::format("{}: {:.0f} px shown ({:.1f} rows), {:.0f} px to scroll\n", ne.source, shown, shown / ImGui::GetFrameHeightWithSpacing(), to_scroll);
        CHECK_MESSAGE(to_scroll < shown, ne.source, ": ", shown, " px shown, ", to_scroll, " px to scroll");
        ++forms;
        if (to_scroll == 0.0f) ++whole;
    }
    MESSAGE(whole << " of " << forms << " forms whole\n" << report);
    size_window(1280.0f, 800.0f, 1.0f);
}

TEST_CASE("at 1280×800 the correction of each example evening's fullest hand shows all its rows without scrolling (issue 14, item 6)") {
    // The fullest hand: the longest record (premiums announced, contras, honours ...). Its
    // correction opens every section it uses; the unused ones stay folded.
    Headless ui;
    TempDir dir;
    for (const NamedEvening& ne : data_evenings_of("")) {
        AppState s;
        open_example(s, dir, ne);
        if (!s.entry.form) continue;
        const int fullest = fullest_hand(s);
        if (fullest < 0 || !start_correction(s, fullest)) continue;
        for (int i = 0; i < 3; ++i) ui.frame(s);
        const float to_scroll = form_to_scroll();
        CHECK_MESSAGE(to_scroll == 0.0f, ne.source, " hand ", fullest + 1, ": ", to_scroll, " px to scroll");
    }
}

TEST_CASE("a long refusal in the status line wraps into a second line at 1280 and keeps its field named, and longer still it is cut with … and whole in its tooltip (issue 14, items 2 and 7)") {
    Headless ui;
    TempDir dir;
    AppState s;
    open_example(s, dir, data_evenings_of("tapp").front());
    const std::string field = "Bitte im Feld „Kartenpunkte“ berichtigen.";
    // A refusal as long as the longest of the rules' texts: wider than the window, within two lines.
    s.status = {"Hand 13 nicht gespeichert: Die Kartenpunkte des Spielers müssen zwischen 0 und 70 liegen; 71 ist mehr, als der Pack "
                "hat (die Drittel werden erst beim Zählen gerundet, ein Drittel zu viel genügt für die Weigerung). " + field + " (Regel: tapp §2.2)",
                true};
    REQUIRE(s.status.text.size() > 250);  // at 16 px about 2000 px wide
    for (int i = 0; i < 3; ++i) ui.frame(s);  // the tables' columns settle
    std::string text = ui.frame_text(s);
    CHECK(has_text(text, "berichtigen."));
    CHECK(has_text(text, "(Regel: tapp §2.2)"));
    for (const std::string& o : layout_overflows()) FAIL_CHECK(o);
    // Three windows wide: two lines and "…"; the refusal's start stays.
    s.status.text = s.status.text + " " + s.status.text + " " + s.status.text;
    text = ui.frame_text(s);
    CHECK(has_text(text, "Hand 13 nicht gespeichert"));
    CHECK(has_text(text, "\xE2\x80\xA6"));
    // Cut after a whole word: the second line up to "…" is followed by a blank in the text.
    const std::size_t dots = text.rfind("\xE2\x80\xA6");  // the status line is drawn last
    REQUIRE(dots != std::string::npos);
    const std::size_t line_start = text.rfind('\n', dots) + 1;
    const std::string second_line = text.substr(line_start, dots - line_start);
    CHECK_MESSAGE(has_text(s.status.text, second_line + " "), second_line);
    for (const std::string& o : layout_overflows()) FAIL_CHECK(o);
}

TEST_CASE("the tournament screen shows the tables with the state of their sheets and the ranking") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    show_tournament(s);
    CHECK(s.screen == Screen::Tournament);
    CHECK_FALSE(s.tournament.shown);
    CHECK(has_text(ui.frame_text(s), "Noch kein Cup angelegt."));
    CHECK(has_text(ui.frame_text(s), "Cup anlegen…"));

    const tournament::Cup cup = store_tiroler_cup(*s.db);
    for (const char* name : {"Anna", "Bernd", "Christl", "Dieter", "Eva", "Franz", "Gerti", "Hans"}) s.db->add_player({0, name, "", ""});
    tournament::Tournament t;
    t.cup_id = cup.id;
    t.date = "2026-11-28";
    t.seed = 3;
    t.id = s.db->create_tournament(t);
    const tournament::Round& r = tournament::draw_next(t, cup, {1, 2, 3, 4, 5, 6, 7, 8});
    s.db->add_round(t.id, 1, r);
    s.db->add_tournament_sheet(t.id, tournament::typed_sheet(t, 1, 1, {Thirds::whole(5), Thirds::whole(-5), Thirds{}, Thirds{}}, true));
    show_tournament(s);
    REQUIRE(s.tournament.shown);
    CHECK(s.tournament.standing.sheets == 1);
    const std::string text = ui.frame_text(s);
    CHECK(has_text(text, "Runde 1"));
    CHECK(has_text(text, "vorzeitig beendet"));
    CHECK(has_text(text, "offen"));
    CHECK(has_text(text, "Blätter 1 von 2, vorzeitig beendet 1"));
}

TEST_CASE("modern Königrufen form: each Bei player gets a Kontra line per opponent, as the declarer of a negative game (M-35, §5.8)") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("bei.sqlite")));
    Evening e = data_evenings_of("koenigrufen_modern").front().evening;
    e.hands.clear();
    e.house_rules["bei"] = "allowed";
    const std::int64_t id = s.db->create_evening(e);
    REQUIRE(open_evening(s, id));
    REQUIRE(s.entry.form);
    const Json hand = Json::parse(R"({"game":"piccolo","declarer":")" + e.players[0] + R"(","won":true,"bei":[{"player":")" + e.players[1] +
                                  R"(","won":false,"kontras":{")" + e.players[2] + R"(":"kontra"}}]})");
    (void)preview(e, 0, hand);  // the engine takes the record
    s.entry.form->load(hand, e.players, s.entry.rotation_dealer);
    std::string text;
    for (int i = 0; i < 3; ++i) text = ui.frame_text(s);
    CHECK(has_text(text, "Kontra je Gegner"));
    CHECK(has_text(text, "Kontra gegen " + e.players[1]));
    // The Bei player's Kontra stays in the record the form writes.
    CHECK(s.entry.form->to_json(e.players, s.entry.rotation_dealer).at("bei").at(0).at("kontras").dump() ==
          R"({")" + e.players[2] + R"(":"kontra"})");
}

TEST_CASE("the evening list gives the Block evening the hands its header counts: 37, the Hut line and the chip count are no hands (issue 14, item 8)") {
    Headless ui;
    TempDir dir;
    AppState s;
    REQUIRE(open_database(s, dir.file("app.sqlite")));
    const Evening block = data_evenings_of("block").front().evening;
    REQUIRE(block.hands.size() == 39);
    const std::int64_t id = s.db->create_evening(block);
    show_evening_list(s);
    REQUIRE(s.evenings.size() == 1);
    CHECK(s.evenings[0].hands == 37);
    std::string text = ui.frame_text(s);
    CHECK(has_text(text, "| 37 |"));  // the Hände column (the database's path above may hold any digits)
    CHECK_FALSE(has_text(text, "| 39 |"));
    REQUIRE(open_evening(s, id));
    text = ui.frame_text(s);
    CHECK(has_text(text, "· 37 Hände ·"));
}

TEST_CASE("the chart's axis says what its points are: a single evening is \"Abend 1: Beginn bis Ende\", never \"Beginn bis 1\"") {
    CHECK(chart_axis_label("Abend", 2) == "Abend 1: Beginn bis Ende");
    CHECK(chart_axis_label("Hand", 13) == "Hand: Beginn bis 12");
    CHECK(chart_axis_label("Abend", 1).empty());  // the start alone: nothing to name
    CHECK(chart_axis_label("Abend", 0).empty());
}
