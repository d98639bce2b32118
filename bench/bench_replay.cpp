// Replaying evenings: recompute() over 100,000 generated hands of every registered game (the
// inputs in memory), and the whole path of `tarock replay` (JSON text -> load_session_text ->
// recompute). Target: under one second per 100,000 hands on one core.
#include <benchmark/benchmark.h>

#include <map>
#include <stdexcept>

#include "bench_common.hpp"

using namespace tarock;

namespace {

constexpr std::size_t kHands = 100000;

/// The generated 100,000-hand evening of each game, made once.
const Evening& big_evening(const std::string& variant) {
    static std::map<std::string, Evening> cache;
    auto it = cache.find(variant);
    if (it == cache.end()) {
        const auto per = gen::one_per_variant(gen::examples(bench::data_dir()));
        Evening e = gen::generate(per.at(variant).evening, kHands, bench::kSeed);
        if (e.hands.size() != kHands) throw std::runtime_error("generator stopped early for " + variant);
        it = cache.emplace(variant, std::move(e)).first;
    }
    return it->second;
}

void BM_Recompute(benchmark::State& state, std::string variant) {
    const Evening& e = big_evening(variant);
    for (auto _ : state) {
        EveningResult r = recompute(e);
        if (r.errors != 0) state.SkipWithError("a generated hand was refused");
        benchmark::DoNotOptimize(r);
    }
    state.counters["hands"] = static_cast<double>(e.hands.size());
    state.counters["hands_per_s"] = benchmark::Counter(static_cast<double>(e.hands.size()), benchmark::Counter::kIsIterationInvariantRate);
}

void BM_ReplayFromText(benchmark::State& state, std::string variant) {
    const std::string text = session_to_json({big_evening(variant)}).dump();
    for (auto _ : state) {
        const std::vector<Evening> evenings = load_session_text(text);  // parses, checks, scores every hand
        EveningResult r = recompute(evenings.front());
        benchmark::DoNotOptimize(r);
    }
    state.counters["hands"] = static_cast<double>(kHands);
    state.counters["MiB"] = static_cast<double>(text.size()) / (1024.0 * 1024.0);
}

const int registered = [] {
    for (const Variant* v : all_variants()) {
        const std::string id = v->id();
        benchmark::RegisterBenchmark(("recompute_100k/" + id).c_str(), BM_Recompute, id)->Unit(benchmark::kMillisecond)->MinTime(2.0);
        benchmark::RegisterBenchmark(("replay_text_100k/" + id).c_str(), BM_ReplayFromText, id)->Unit(benchmark::kMillisecond)->Iterations(3);
    }
    return 0;
}();

}  // namespace

BENCHMARK_MAIN();
