// The window with an evening of 2,000 hands: opening it (load, recompute, form), a frame of the
// evening screen drawn headless (the views' CPU work, no GL) and, when a display is there (run
// under xvfb-run), a real frame through GLFW + OpenGL 3 with Mesa: begin_frame, draw_app,
// render and glFinish. Target: under 4 ms per frame.
#include <benchmark/benchmark.h>

#include <imgui.h>

#include <chrono>
#include <cstdlib>
#include <memory>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <GL/gl.h>

#include "app/actions.hpp"
#include "app/platform.hpp"
#include "app/views.hpp"
#include "bench_common.hpp"
#include "headless_imgui.hpp"

using namespace tarock;
using namespace tarock::app;

namespace {

constexpr std::size_t kHands = 2000;

/// A database holding a generated evening of `hands` hands of `variant`.
struct Fixture {
    bench::TempDir dir;
    std::string path;
    std::int64_t id = 0;
    Fixture(const std::string& variant, std::size_t hands) : path(dir.file("window.sqlite")) {
        const auto per = gen::one_per_variant(gen::examples(bench::data_dir()));
        Database db(path);
        id = db.create_evening(gen::generate(per.at(variant).evening, hands, bench::kSeed));
    }
    /// Opens the database and the evening in `s`; false (the benchmark skipped) when either fails.
    bool open(AppState& s, benchmark::State& state) const {
        if (open_database(s, path) && open_evening(s, id)) return true;
        state.SkipWithError("cannot open the evening");
        return false;
    }
};

/// open_evening: load_evening + recompute + the list of deleted hands + the empty form.
void BM_OpenEvening(benchmark::State& state, std::string variant) {
    Fixture f(variant, kHands);
    AppState s;
    if (!open_database(s, f.path)) {
        state.SkipWithError("cannot open the database");
        return;
    }
    for (auto _ : state) {
        if (!open_evening(s, f.id)) state.SkipWithError("cannot open the evening");
    }
    state.counters["hands"] = static_cast<double>(s.evening ? s.evening->hands.size() : 0);
}

/// One frame of the open evening (scoreboard scrolled to the last hand, its explanation, the
/// form and its live preview), drawn headless.
void BM_EveningFrameHeadless(benchmark::State& state, std::string variant) {
    Fixture f(variant, kHands);
    AppState s;
    if (!f.open(s, state)) return;
    headless::Ui ui;
    for (int i = 0; i < 5; ++i) ui.frame(s);  // settle: layout, scrolling to the selected row, preview
    int vertices = 0;
    for (auto _ : state) vertices = ui.frame(s);
    state.counters["vertices"] = vertices;
}

/// The app's own CPU time per frame (its frame code: draw_app with ImGui, headless, without the
/// renderer) with an evening of 2,000 hands open and the scoresheet scrolled to its middle,
/// beside an empty evening, in one run (target: at most 1.5 x and under 1 ms); and beside an
/// evening of 20 hands (a screenful, its last hand selected), which draws as much as the long one
/// but is short: the difference between the two is what grows with the evening. Every
/// iteration draws 100 frames of each evening, each in a fresh ImGui context settled by 5 frames
/// first (not timed), so that all see the same load. Counters: CPU time of the thread and wall
/// time per frame in ms, and the ratios to the empty evening.
void BM_FrameAt0And2000(benchmark::State& state, std::string variant) {
    Fixture empty_fixture(variant, 0), short_fixture(variant, 20), long_fixture(variant, kHands);
    AppState empty, screenful, full;
    for (auto [s, f] : {std::pair{&empty, &empty_fixture}, std::pair{&screenful, &short_fixture}, std::pair{&full, &long_fixture}}) {
        if (!open_database(*s, f->path) || !open_evening(*s, f->id)) {
            state.SkipWithError("cannot open the evenings");
            return;
        }
    }
    constexpr int kFrames = 100;
    bench::Clocks at0, at20, at2000;
    for (auto _ : state) {
        for (AppState* s : {&empty, &screenful, &full}) {
            state.PauseTiming();
            {
                headless::Ui ui;
                if (s == &full) {
                    s->selected_row = static_cast<int>(kHands / 2);
                    s->scroll_to_selected = true;
                }
                for (int i = 0; i < 5; ++i) ui.frame(*s);
                state.ResumeTiming();
                const bench::Clocks t0 = bench::Clocks::now();
                for (int i = 0; i < kFrames; ++i) benchmark::DoNotOptimize(ui.frame(*s));
                (s == &full ? at2000 : s == &screenful ? at20 : at0) += bench::Clocks::now() - t0;
                state.PauseTiming();
            }
            state.ResumeTiming();
        }
    }
    const double frames = static_cast<double>(state.iterations()) * kFrames;
    for (const auto& [name, value] : bench::side_by_side(at0, at2000, frames, "at0", "at2000")) state.counters[name] = value;
    state.counters["cpu_ms_at20"] = at20.cpu / frames * 1e3;
    state.counters["cpu_ratio_2000_to_20"] = at2000.cpu / at20.cpu;
}

/// The timed frames of BM_StillFrames, a function of their own so that callgrind counts only
/// them (--toggle-collect), not the evening's generation, opening and settling frames.
[[gnu::noinline]] void draw_still_frames(benchmark::State& state, headless::Ui& ui, AppState& s) {
    for (auto _ : state) benchmark::DoNotOptimize(ui.frame(s));
}

/// Still frames of one evening alone (`hands` hands; the long one scrolled to its middle hand,
/// selected, as in BM_FrameAt0And2000), one frame per iteration: for instruction counts under
/// callgrind, one case per process, e.g.
///   valgrind --tool=callgrind --toggle-collect='*draw_still_frames*'
///     bench_window --benchmark_filter='still_frames/tapp/2000/'
void BM_StillFrames(benchmark::State& state, std::string variant, std::size_t hands) {
    Fixture f(variant, hands);
    AppState s;
    if (!f.open(s, state)) return;
    headless::Ui ui;
    if (hands == kHands) {
        s.selected_row = static_cast<int>(kHands / 2);
        s.scroll_to_selected = true;
    }
    for (int i = 0; i < 5; ++i) ui.frame(s);
    draw_still_frames(state, ui, s);
}

/// A frame in which the hand form changed (a field typed or chosen), so that the preview of the
/// next hand is scored again, with 2,000 hands and with none, in one run: the form's declarer is
/// changed every frame. Counters as BM_FrameAt0And2000.
void BM_FormChangeAt0And2000(benchmark::State& state, std::string variant) {
    Fixture empty_fixture(variant, 0), long_fixture(variant, kHands);
    AppState empty, full;
    if (!open_database(empty, empty_fixture.path) || !open_evening(empty, empty_fixture.id) || !open_database(full, long_fixture.path) ||
        !open_evening(full, long_fixture.id)) {
        state.SkipWithError("cannot open the evenings");
        return;
    }
    const auto per = gen::one_per_variant(gen::examples(bench::data_dir()));
    const std::vector<Json> pool = gen::hand_pool(per.at(variant).evening);
    constexpr int kFrames = 50;
    bench::Clocks at0, at2000;
    std::size_t k = 0;
    for (auto _ : state) {
        for (AppState* s : {&empty, &full}) {
            state.PauseTiming();
            {
                headless::Ui ui;
                for (int i = 0; i < 5; ++i) ui.frame(*s);
                state.ResumeTiming();
                const bench::Clocks t0 = bench::Clocks::now();
                for (int i = 0; i < kFrames; ++i) {
                    // The form takes another hand, as if typed: the preview is scored again.
                    s->entry.form->load(pool[k++ % pool.size()], s->evening->players, s->entry.rotation_dealer);
                    benchmark::DoNotOptimize(ui.frame(*s));
                }
                (s == &full ? at2000 : at0) += bench::Clocks::now() - t0;
                state.PauseTiming();
            }
            state.ResumeTiming();
        }
    }
    const double frames = static_cast<double>(state.iterations()) * kFrames;
    for (const auto& [name, value] : bench::side_by_side(at0, at2000, frames, "at0", "at2000")) state.counters[name] = value;
}

/// The real window: one frame (events, begin_frame, draw_app, render, glFinish) of the open
/// evening; the buffer swap is left out of the time (it would wait for the display).
void BM_EveningFrameGL(benchmark::State& state, std::string variant) {
    if (!std::getenv("DISPLAY")) {
        state.SkipWithError("no display: run under xvfb-run");
        return;
    }
    Fixture f(variant, kHands);
    AppState s;
    if (!f.open(s, state)) return;
    auto platform = std::make_unique<Platform>();
    std::string error;
    if (!platform->init(1280, 800, false, error)) {
        state.SkipWithError(error.c_str());
        return;
    }
    glfwSwapInterval(0);
    for (int i = 0; i < 5; ++i) {
        platform->poll();
        platform->begin_frame(s.ui.font_scale);
        draw_app(s);
        platform->render();
        platform->swap();
    }
    for (auto _ : state) {
        const auto t0 = std::chrono::steady_clock::now();
        platform->poll();
        platform->begin_frame(s.ui.font_scale);
        draw_app(s);
        platform->render();
        glFinish();
        const auto t1 = std::chrono::steady_clock::now();
        state.SetIterationTime(std::chrono::duration<double>(t1 - t0).count());
        platform->swap();
    }
}

const int registered = [] {
    for (const char* v : {"tapp", "block"}) {
        benchmark::RegisterBenchmark((std::string("open_evening_2000/") + v).c_str(), BM_OpenEvening, std::string(v))
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark((std::string("frame_headless_2000/") + v).c_str(), BM_EveningFrameHeadless, std::string(v))
            ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark((std::string("frame_at0_and_2000/") + v).c_str(), BM_FrameAt0And2000, std::string(v))
            ->Unit(benchmark::kMillisecond)
            ->Iterations(10);
        for (std::size_t hands : {std::size_t{0}, std::size_t{20}, kHands})
            benchmark::RegisterBenchmark((std::string("still_frames/") + v + "/" + std::to_string(hands)).c_str(), BM_StillFrames, std::string(v), hands)
                ->Unit(benchmark::kMillisecond)
                ->Iterations(100);
        benchmark::RegisterBenchmark((std::string("form_change_at0_and_2000/") + v).c_str(), BM_FormChangeAt0And2000, std::string(v))
            ->Unit(benchmark::kMillisecond)
            ->Iterations(4);
        benchmark::RegisterBenchmark((std::string("frame_gl_2000/") + v).c_str(), BM_EveningFrameGL, std::string(v))
            ->Unit(benchmark::kMillisecond)
            ->UseManualTime()
            ->Iterations(300);
    }
    return 0;
}();

}  // namespace

BENCHMARK_MAIN();
