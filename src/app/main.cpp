// tarock-buchhalter: the desktop window.
//   tarock-buchhalter [--db PATH] [--evening ID] [--view NAME] [--rule ID] [--lang de|en|sl|hu] [--size W H] [--font-scale F] [--screenshot FILE.png] [--frames N] [--check-layout]
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <imgui.h>

#include "app/actions.hpp"
#include "app/platform.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

int main(int argc, char** argv) {
    using namespace tarock;
    using namespace tarock::app;

    CLI::App cli{"Tarock Buchhalter: schreibt beim Tarock mit und rechnet ab."};
    std::string db_path;
    std::int64_t evening_id = 0;
    std::string screenshot_path;
    int frames = 8;
    std::string view;
    float font_scale = 0.0f;
    std::string lang;
    std::string rule;
    std::vector<int> size{1280, 800};
    bool check_layout = false;
    cli.add_option("--db", db_path, "Datenbankdatei oder postgresql://… (Standard: " + Database::default_path() + ")");
    cli.add_option("--evening", evening_id, "diesen Abend beim Start öffnen (Nummer aus der Datenbank)");
    cli.add_option("--screenshot", screenshot_path, "N Bilder zeichnen, das letzte als PNG speichern und beenden");
    cli.add_option("--view", view, "beim Start zeigen (für Screenshots): new-evening, form (das Formular der neuen Hand vorn, auch im schmalen Fenster), board (die Tafel), settlement, history, correction, what-if, chart, statistics, wastebasket, tournament, tournament-draw (der Auslosungsdialog), tournament-sheet (das Blatt von Tisch 1 der letzten Runde), tournament-first (ohne Cup), tournament-cup (der Dialog „Neuer Cup“), tournament-player (die Spielerliste), tournament-new (der Dialog „Neues Turnier“), tournament-season (die Cupwertung), tournament-live (die Live-Seite gestartet, ihr QR-Code), export-csv (der Speicherdialog der Tabelle als CSV)")
        ->check(CLI::IsMember({"list", "new-evening", "explanation", "board", "settlement", "history", "form", "correction", "what-if",
                               "chart", "statistics", "wastebasket", "tournament", "tournament-draw", "tournament-sheet",
                               "tournament-first", "tournament-cup", "tournament-player", "tournament-new", "tournament-season", "tournament-live",
                               "export-csv"}));
    cli.add_option("--rule", rule, "beim Start diese Regel zeigen (für Screenshots), z. B. \"tapp §2.2, §2.9\"");
    cli.add_option("--font-scale", font_scale, "Schriftgröße: 1 normal bis 2 doppelt (sonst wie zuletzt gewählt)")->check(CLI::Range(1.0f, 2.0f));
    cli.add_option("--lang", lang, "Sprache des Fensters: de (Deutsch), en (English), sl (Slovenščina) oder hu (Magyar)")
        ->check(CLI::IsMember({"de", "en", "sl", "hu"}));
    cli.add_option("--frames", frames, "Zahl der Bilder vor dem Screenshot")->check(CLI::Range(1, 1000));
    cli.add_option("--size", size, "Fenstergröße in Bildpunkten: Breite Höhe (Standard 1280 800), z. B. --size 1024 700 für einen kleinen Laptop")
        ->expected(2)
        ->check(CLI::Range(320, 8192));
    cli.add_flag("--check-layout", check_layout,
                 "mit --screenshot: alles nennen, was im letzten Bild abgeschnitten ist oder seitlich rollt, und dann mit 3 enden");
    CLI11_PARSE(cli, argc, argv);
    const bool screenshot_mode = !screenshot_path.empty();
    if (db_path.empty()) db_path = remembered_database();
    if (db_path.empty()) db_path = Database::default_path();

    AppState state;
    const bool opened = open_database(state, db_path);
    if (opened) restore_ui(state);  // the remembered font size and language
    if (const auto l = tarock::language_of_code(lang)) set_window_language(state, *l);
    if (!opened && screenshot_mode) {
        std::fprintf(stderr, "tarock-buchhalter: %s\n", state.db_error.c_str());
        return 1;
    }
    if (evening_id != 0 && (state.db || state.offline) && !open_evening(state, evening_id) && screenshot_mode) {
        std::fprintf(stderr, "tarock-buchhalter: %s\n", state.status.text.c_str());
        return 1;
    }

    // The desktop's save dialog; a screenshot run never waits for one.
    state.native_dialogs = !screenshot_mode;
    if (view == "new-evening" && state.db) {
        show_new_evening(state);
    } else if (view == "statistics" && state.db) {
        show_statistics(state);
    } else if (view.rfind("tournament", 0) == 0 && state.db) {
        show_tournament(state);
        if (view == "tournament-draw") begin_draw(state);
        if (view == "tournament-sheet" && state.tournament.shown && !state.tournament.shown->rounds.empty())
            begin_sheet(state, static_cast<int>(state.tournament.shown->rounds.size()), 1);
        if (view == "tournament-live") {
            start_live_page(state);
            state.live.select_tab = true;
        }
        if (view == "tournament-cup") begin_new_cup(state);
        if (view == "tournament-player") begin_add_player(state);
        if (view == "tournament-new") begin_new_tournament(state);
        if (view == "tournament-season") state.tournament.select_tab = TournamentTab::Season;
    } else if (view == "wastebasket" && state.db) {
        state.show_wastebasket = true;
        refresh_wastebasket(state);
    } else if (state.screen == Screen::Evening) {
        if (view == "settlement") {
            state.lower = LowerPanel::Settlement;
            state.select_lower_tab = true;
        } else if (view == "board") {
            state.lower = LowerPanel::Game;
            state.select_lower_tab = true;
        } else if (view == "history") {
            show_history(state, state.selected_row);
        } else if (view == "form") {
            state.focus_form.want();  // as a key of the form: in a narrow window its tab comes to the front
        } else if (view == "correction") {
            start_correction(state, state.selected_row);
        } else if (view == "export-csv") {
            begin_export(state, ExportKind::Csv);
        } else if (view == "what-if") {
            // The selected hand in the form with another talon half would be typed by hand; the
            // screenshot shows the stored hand beside itself loaded into the form.
            start_correction(state, state.selected_row);
            state.lower = LowerPanel::WhatIf;
            state.select_lower_tab = true;
        } else if (view == "chart") {
            state.lower = LowerPanel::Chart;
            state.select_lower_tab = true;
        }
    }

    if (!rule.empty()) open_rule(state, RuleRef{rule, ""});

    Platform platform;
    std::string error;
    if (!platform.init(size[0], size[1], !screenshot_mode, error)) {
        std::fprintf(stderr, "tarock-buchhalter: %s\n", error.c_str());
        return 1;
    }

    if (font_scale > 0.0f) state.ui.font_scale = font_scale;
    platform.keep_ui_settings(&state.ui.font_scale, font_scale > 0.0f);
    float saved_scale = state.ui.font_scale;

    // A screenshot shows no hover effects wherever the pointer happens to be.
    if (screenshot_mode) ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NoMouse;

    // Render a few frames after every event, then sleep in glfwWaitEvents until the next one.
    constexpr int kFramesAfterEvent = 4;
    int busy_frames = kFramesAfterEvent;
    int frame = 0;
    while (!platform.should_close() && !state.quit) {
        // Keys that wait for a frame of their own (InputQueue) keep the loop drawing.
        if (platform.input_pending()) busy_frames = kFramesAfterEvent;
        if (screenshot_mode || busy_frames > 0) {
            platform.poll();
        } else {
            // A blinking text cursor needs a slow tick while a text field is active.
            // While hands wait for the server (or it is away), or a try of it is under way, a
            // tick of a second: the status line counts down to the next attempt, retry_waiting
            // makes it and takes up a try that ended.
            const bool waiting = state.offline || state.waiting_hands > 0 || trying_server(state);
            platform.wait(ImGui::GetIO().WantTextInput ? 0.5 : waiting ? 1.0 : 0.0);
            busy_frames = kFramesAfterEvent;
        }
        if (state.ui.font_scale != saved_scale) {
            saved_scale = state.ui.font_scale;
            mark_settings_changed();
        }
        platform.begin_frame(state.ui.font_scale, ui::next_frame_takes_input());
        draw_app(state);
        platform.render();
        ++frame;
        if (screenshot_mode && frame >= frames) {
            if (!platform.screenshot(screenshot_path, error)) {
                std::fprintf(stderr, "tarock-buchhalter: %s\n", error.c_str());
                return 1;
            }
            if (!check_layout) return 0;
            const std::vector<std::string> overflows = layout_overflows();
            for (const std::string& o : overflows) std::fprintf(stderr, "tarock-buchhalter: layout: %s\n", o.c_str());
            return overflows.empty() ? 0 : 3;
        }
        platform.swap();
        --busy_frames;
    }
    return 0;
}
