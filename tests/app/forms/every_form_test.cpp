// Every game's hand form drawn headless: for every hand of every example evening in
// data/evenings/*.json (all games of games.def), the hand is loaded into its game's form, drawn as
// a new hand's form and for correction with a balanced ImGui ID stack, drawn in the window while it
// is corrected and compared in "what if", and written back byte for byte; the record the form's
// inputs make (written once anything is changed) is scored exactly like the stored one.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <sstream>

#include "app/actions.hpp"
#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/games/game_ui.hpp"
#include "app_test_helpers.hpp"
#include "headless_imgui.hpp"

using namespace tarock;
using namespace tarock::app;
using namespace tarock::apptest;

TEST_CASE("every game of games.def has a hand form and its parts of the window") {
    REQUIRE(all_variants().size() == 22);
    for (const Variant* v : all_variants()) {
        INFO(v->id());
        CHECK(has_hand_form(v->id()));
        const auto form = make_hand_form(v->id());
        REQUIRE(form);
        CHECK(form->dealer() == 0);
        CHECK(make_game_ui(v->id()) != nullptr);
    }
    CHECK_FALSE(has_hand_form("kein-solches-spiel"));
    CHECK(make_hand_form("kein-solches-spiel") == nullptr);
}

TEST_CASE("every form draws every example hand with a balanced ID stack and writes it back byte for byte") {
    headless::Ui ui;
    const auto evenings = data_evenings_of("");
    std::set<std::string> games;
    int hands = 0;
    for (const NamedEvening& ne : evenings) {
        const Evening& e = ne.evening;
        games.insert(e.variant);
        const TableSetup setup = make_setup(e);
        const auto form = make_hand_form(e.variant);
        REQUIRE_MESSAGE(form, e.variant);
        for (std::size_t i = 0; i < e.hands.size(); ++i) {
            const Json& original = e.hands[i].inputs;
            INFO(ne.source << " hand " << i + 1 << ": " << original.dump());
            const int rotation = deal_at(e, i, without_dealer(original)).dealer;
            form->load(original, e.players, rotation);
            const Deal deal = deal_at(e, i, original);
            const Preview scored = preview(e, i, original);
            for (const bool correcting : {false, true}) {
                bool focus = true;  // F2 asked for the points field
                std::string note;
                FormContext context{e.players, deal, setup, &scored, focus, rotation, correcting ? &note : nullptr};
                int vertices = 0;
                CHECK(ui.frame_of([&] { form->draw(context); }, &vertices) == 0);
                CHECK(vertices > 0);
                CHECK_FALSE(focus);
                ui.release_keyboard();  // the points field took the keyboard: leave it, as a click elsewhere does
            }
            const Json written = form->to_json(e.players, rotation);
            CHECK(written.dump() == original.dump());
            // What the inputs themselves make (the record written once anything is changed) is
            // scored alike: the same deal, postings, notes and summary.
            const Json inputs = form->inputs_json(e.players, rotation);
            INFO("the inputs write: " << inputs.dump());
            const Preview again = preview(e, i, inputs);
            CHECK(again.deal.dealer == scored.deal.dealer);
            CHECK(again.deal.active == scored.deal.active);
            check_same_outcome(scored.outcome, again.outcome, "");
            CHECK_FALSE(form->summarize(original, e.players).empty());
            ++hands;
        }
    }
    CHECK(games.size() == all_variants().size());
    CHECK(hands >= 200);
    MESSAGE(games.size() << " games, " << evenings.size() << " evenings, " << hands << " hands drawn");
}

TEST_CASE("every example hand drawn in the window: a new hand, corrected, in what if, written back unchanged") {
    headless::Ui ui;
    for (const NamedEvening& ne : data_evenings_of("")) {
        INFO(ne.source);
        TempDir dir;
        AppState s;
        REQUIRE(open_database(s, dir.file("app.sqlite")));
        REQUIRE(open_evening(s, s.db->create_evening(ne.evening)));
        REQUIRE(s.entry.form);
        for (int k = 0; k < 2; ++k) CHECK(ui.frame(s) > 0);  // the form of a new hand
        for (std::size_t i = 0; i < ne.evening.hands.size(); ++i) {
            const Json& original = ne.evening.hands[i].inputs;
            INFO("hand " << i + 1 << ": " << original.dump());
            const int row = static_cast<int>(i);
            ui.release_keyboard();  // the row is clicked: the field of the hand corrected before is left
            REQUIRE(start_correction(s, row));
            s.selected_row = row;
            s.lower = LowerPanel::WhatIf;
            s.select_lower_tab = true;
            for (int k = 0; k < 2; ++k) CHECK(ui.frame(s) > 0);
            CHECK(s.lower == LowerPanel::WhatIf);
            CHECK(s.what_if.row == row);
            CHECK_FALSE(s.what_if.refusal);
            CHECK(s.entry.form->to_json(s.evening->players, s.entry.rotation_dealer).dump() == original.dump());
            CHECK_FALSE(s.entry.refusal);
        }
        start_new_hand(s);
        CHECK(ui.frame(s) > 0);
    }
}

TEST_CASE("a loaded form writes back the stored record only while it is unchanged") {
    const std::vector<std::string> players = {"Anna", "Bernd", "Christl"};
    // Fields in another order than the core writes them, and a value the core would leave out.
    const Json stored = Json::parse(R"({"declarer":"Bernd","opened_by":"Bernd","game":"dreier","multiple":2,"points":41,"dealer":"Christl"})");
    auto form = make_hand_form("tapp");
    form->load(stored, players, 2);
    CHECK(form->to_json(players, 2).dump() == stored.dump());
    // A change writes the form's own record.
    TappForm* m = form_model<TappForm>(form.get());
    REQUIRE(m);
    m->multiple = 3;
    const Json changed = form->to_json(players, 2);
    CHECK(changed.at("multiple") == 3);
    CHECK(changed.dump() == R"({"dealer":"Christl","declarer":"Bernd","game":"dreier","multiple":3,"points":41})");
    // Changed back: the stored record again.
    m->multiple = 2;
    CHECK(form->to_json(players, 2).dump() == stored.dump());
    // A new hand forgets it.
    form->clear(0);
    m->declarer = 1;
    m->multiple = 2;
    m->points = "41";
    CHECK(form->to_json(players, 0).dump() == R"({"declarer":"Bernd","game":"dreier","multiple":2,"points":41})");
}

TEST_CASE("a contra choice too wide for its line is a combo that names what it chooses (\"Kontra: —\"), a radio group too wide is one combo, never two lines (issue 14, item 5)") {
    headless::Ui ui;
    int kontra = 0, contra = 2, suit = 3;
    std::string text;
    ImGuiIO& io = ImGui::GetIO();
    io.ClipboardUserData = &text;
    io.SetClipboardTextFn = [](void* user, const char* t) { *static_cast<std::string*>(user) += t; };
    const char* const suits[4] = {"Coeur", "Carreau", "Pique", "Treff"};
    CHECK(ui.frame_of([&] {
        // A column as narrow as a form's at 1024×700 with the font two steps larger, after a name.
        ImGui::BeginChild("narrow", ImVec2(ImGui::GetFontSize() * 9.0f, 300.0f));
        ImGui::LogToClipboard();
        form::kontra_chain_radios("kontra", kontra, koenigrufen_modern::kontra_chain(), 3);
        form::contra_radios("contra", contra);
        form::suit_radios(suit, suits, true);
        ImGui::LogFinish();
        ImGui::EndChild();
    }) == 0);
    io.ClipboardUserData = nullptr;
    CHECK_MESSAGE(text.find("Kontra: \xE2\x80\x94") != std::string::npos, text);
    CHECK_MESSAGE(text.find("Contra: Recontra") != std::string::npos, text);
    CHECK_MESSAGE(text.find("T Treff") != std::string::npos, text);
    CHECK_MESSAGE(text.find("( )") == std::string::npos, text);  // no radio button: each a combo
}

namespace {

/// The lines of text hand `i` of `e` (its inputs replaced by `inputs` when given) draws in its
/// game's form in a column `width_em` wide (one line per line drawn, as Headless::frame_text);
/// with `new_hand` the form of a new hand in hand i's deal instead.
std::vector<std::string> form_lines(headless::Ui& ui, const Evening& e, std::size_t i, float width_em, const Json* inputs = nullptr, bool new_hand = false) {
    const Json& hand = inputs ? *inputs : e.hands[i].inputs;
    const auto form = make_hand_form(e.variant);
    REQUIRE(form);
    const int rotation = deal_at(e, i, without_dealer(hand)).dealer;
    form->load(hand, e.players, rotation);
    if (new_hand) form->clear(rotation);
    const TableSetup setup = make_setup(e);
    const Deal deal = deal_at(e, i, hand);
    const Preview scored = preview(e, i, hand);
    bool focus = false;
    FormContext context{e.players, deal, setup, &scored, focus, rotation, nullptr};
    std::string text;
    ImGuiIO& io = ImGui::GetIO();
    io.ClipboardUserData = &text;
    io.SetClipboardTextFn = [](void* user, const char* t) { *static_cast<std::string*>(user) += t; };
    CHECK(ui.frame_of([&] {
        ImGui::BeginChild("narrow", ImVec2(ImGui::GetFontSize() * width_em, 780.0f));
        ImGui::LogToClipboard();
        form->draw(context);
        ImGui::LogFinish();
        ImGui::EndChild();
    }) == 0);
    io.ClipboardUserData = nullptr;
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

/// The first hand of `e` whose record has `field`.
std::size_t first_hand_with(const Evening& e, const char* field) {
    const auto at = std::ranges::find_if(e.hands, [&](const auto& h) { return h.inputs.contains(field); });
    REQUIRE(at != e.hands.end());
    return static_cast<std::size_t>(at - e.hands.begin());
}

/// The line of `lines` that holds `part` ("" when none).
std::string line_with(const std::vector<std::string>& lines, const std::string& part) {
    for (const std::string& line : lines)
        if (line.find(part) != std::string::npos) return line;
    return "";
}

}  // namespace

TEST_CASE("a choice after another item on its line starts the next line when it does not fit there, never squeezed: the König Ultimo's Contra, a silent figure's \"gemacht von\" (issue 14, item 5)") {
    headless::Ui ui;
    SUBCASE("Königrufen: the König Ultimo announced, its Contra beside the box or below it") {
        const Evening e = data_evenings_of("koenigrufen").front().evening;
        const std::size_t hand = first_hand_with(e, "koenig_ultimo");
        // Wide: on the box's line; narrow (the box and the combo wider than the column): below it.
        const std::string wide = line_with(form_lines(ui, e, hand, 40.0f), "angesagt");
        CHECK_MESSAGE(wide.find("Contra") != std::string::npos, wide);
        const std::vector<std::string> narrow = form_lines(ui, e, hand, 24.0f);
        const std::string box = line_with(narrow, "[x] angesagt");
        CHECK_MESSAGE(box.find("Contra") == std::string::npos, box);
        CHECK(line_with(narrow, "{ Contra }") != "");
    }
    SUBCASE("Tarokk: a silent figure achieved by a pair, its side beside \"gemacht von\" or below it") {
        Evening e = data_evenings_of("tarokk_hu").front().evening;
        e.house_rules["illustrated_silent"] = "half";  // a silent figure counts half (HU-07), achieved by a pair
        const std::size_t hand = first_hand_with(e, "figures");
        Json inputs = e.hands[hand].inputs;
        inputs["figures"] = Json::parse(R"([{"item":"uhu","card":"pagat","by":"opponents"}])");
        const std::string wide = line_with(form_lines(ui, e, hand, 60.0f, &inputs), "gemacht von");
        CHECK_MESSAGE(wide.find("Gegenpartei") != std::string::npos, wide);
        const std::vector<std::string> narrow = form_lines(ui, e, hand, 20.0f, &inputs);
        const std::string by = line_with(narrow, "gemacht von");
        CHECK_MESSAGE(by.find("Gegenpartei") == std::string::npos, by);
        CHECK(line_with(narrow, "Gegenpartei") != "");
    }
}

TEST_CASE("Ungarisch: the tarock counts melded are a narrow combo per player, the players side by side on one line (§4.3)") {
    headless::Ui ui;
    const Evening e = data_evenings_of("ungarisch").front().evening;
    const std::size_t hand = first_hand_with(e, "tarocks");
    // As wide as the form at 1280×800: the radio buttons of one player would fit, not those of three.
    const std::string counts = line_with(form_lines(ui, e, hand, 34.0f), "Tarok gemeldet");
    for (const std::string& player : e.players) CHECK_MESSAGE(counts.find(player) != std::string::npos, counts);
    CHECK_MESSAGE(counts.find("( )") == std::string::npos, counts);
    CHECK_MESSAGE(counts.find("{ 1") != std::string::npos, counts);  // the count melded: 10, 11 or 12
}

namespace {

/// The closed combos of `line` (a line of form_lines()) that say nothing of what they choose: a
/// combo showing nothing chosen ("—", "still", "niemand" …) without its name ("Kontra: —"),
/// except right after its row's label ("| Spieler | { — }") or after a text that names it (a
/// player's name or a suit before a choice per player or suit, under its row's label). Not
/// excepted: after a widget ("(x) König ( ) Tarock { — }"), at the start of a line without a
/// label ("| | { still }", a combo wrapped to the next line). Each as the line up to the combo.
std::vector<std::string> bare_combos(const std::string& line) {
    static const std::set<std::string> nothing = {"\xE2\x80\x94", "still", "niemand", "nichts", "keine", "keiner", "?"};
    const auto trimmed = [](std::string t) {
        t.erase(0, t.find_first_not_of(' '));
        t.erase(t.find_last_not_of(' ') + 1);
        return t;
    };
    std::vector<std::string> bare;
    for (std::size_t at = line.find("{ "); at != std::string::npos; at = line.find("{ ", at + 2)) {
        const std::size_t end = line.find(" }", at + 2);
        if (end == std::string::npos) break;
        if (!nothing.contains(line.substr(at + 2, end - at - 2))) continue;
        const std::string before = line.substr(0, at);
        // What stands between the last cell border or widget and the combo.
        const std::size_t mark = before.find_last_of("|}])");
        const char kind = mark == std::string::npos ? '|' : before[mark];
        const std::string text = trimmed(before.substr(mark == std::string::npos ? 0 : mark + 1));
        if (!text.empty() && (kind == '|' || kind == '}')) continue;  // after a text: a name, a suit
        if (text.empty() && kind == '|' && mark != std::string::npos) {
            const std::size_t cell = before.find_last_of('|', mark - 1);
            if (cell != std::string::npos && !trimmed(before.substr(cell + 1, mark - cell - 1)).empty()) continue;  // after the row's label
        }
        bare.push_back(line.substr(0, end + 2));
    }
    return bare;
}

}  // namespace

TEST_CASE("no closed combo of a form says nothing of what it chooses: a combo showing \"—\" or \"still\" names its choice (\"Kontra: —\") unless it follows its row's label or a player's name, in every example hand, every sample hand and a new hand, from a narrow column to a wide one (issue 14, item 5)") {
    headless::Ui ui;
    std::vector<NamedEvening> evenings = data_evenings_of("");
    for (NamedEvening& ne : sample_evenings()) evenings.push_back(std::move(ne));
    // A silent figure of the Hungarian evening, achieved by a pair (HU-07).
    for (const NamedEvening& ne : data_evenings_of("tarokk_hu")) {
        NamedEvening half = ne;
        half.evening.house_rules["illustrated_silent"] = "half";
        half.evening.hands[first_hand_with(half.evening, "figures")].inputs["figures"] = Json::parse(R"([{"item":"uhu","card":"pagat","by":"opponents"}])");
        evenings.push_back(std::move(half));
    }
    std::set<std::string> bare;
    int drawn = 0;
    for (const NamedEvening& ne : evenings) {
        const Evening& e = ne.evening;
        for (std::size_t i = 0; i < e.hands.size(); ++i)
            for (const bool new_hand : {false, true}) {
                if (new_hand && i > 0) continue;
                for (const float width : {18.0f, 22.0f, 27.0f, 34.0f, 44.0f}) {
                    for (const std::string& line : form_lines(ui, e, i, width, nullptr, new_hand))
                        for (const std::string& combo : bare_combos(line)) bare.insert(e.variant + ": " + combo);
                    ++drawn;
                }
            }
    }
    std::string found;
    for (const std::string& combo : bare) found += combo + "\n";
    CHECK_MESSAGE(bare.empty(), "combos that say nothing of what they choose:\n" << found);
    MESSAGE(drawn << " forms drawn");
    // Tarok for four: the party whose card points are typed, under the row "Kartenpunkte".
    const Evening vierer = data_evenings_of("vierer").front().evening;
    const std::string points = line_with(form_lines(ui, vierer, 0, 22.0f, nullptr, true), "| Kartenpunkte |");
    CHECK_MESSAGE(points.find("{ Partei: \xE2\x80\x94 }") != std::string::npos, points);
}
