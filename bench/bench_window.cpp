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
    if (!open_database(s, f.path) || !open_evening(s, f.id)) {
        state.SkipWithError("cannot open the evening");
        return;
    }
    headless::Ui ui;
    for (int i = 0; i < 5; ++i) ui.frame(s);  // settle: layout, scrolling to the selected row, preview
    int vertices = 0;
    for (auto _ : state) vertices = ui.frame(s);
    state.counters["vertices"] = vertices;
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
    if (!open_database(s, f.path) || !open_evening(s, f.id)) {
        state.SkipWithError("cannot open the evening");
        return;
    }
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
        benchmark::RegisterBenchmark((std::string("frame_gl_2000/") + v).c_str(), BM_EveningFrameGL, std::string(v))
            ->Unit(benchmark::kMillisecond)
            ->UseManualTime()
            ->Iterations(300);
    }
    return 0;
}();

}  // namespace

BENCHMARK_MAIN();
