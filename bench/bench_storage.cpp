// Saving and loading: Database::add_hand with its durable commit (WAL, synchronous=FULL) at the
// end of evenings of 0, 100 and 2,000 hands, and the save in an empty evening beside the save at
// hand 2,000 in one run; loading an evening of 2,000 hands; importing one.
// Targets: a save under 5 ms; the save at hand 2,000 at most 1.2 x the save in an empty evening.
#include <benchmark/benchmark.h>

#include <SQLiteCpp/SQLiteCpp.h>


#include "bench_common.hpp"
#include "storage/database.hpp"

using namespace tarock;

namespace {

const gen::Example& tapp_example() {
    static const auto per = gen::one_per_variant(gen::examples(bench::data_dir()));
    return per.at("tapp");
}

/// A Tapp evening of `n` generated hands plus a pool of further hands that fit after it.
struct Prepared {
    Evening evening;
    std::vector<Json> next;  ///< hands that can be appended one after another
};

Prepared prepared(std::size_t n, std::size_t extra) {
    Evening all = gen::generate(tapp_example().evening, n + extra, bench::kSeed + n);
    Prepared p;
    p.evening = all;
    p.evening.hands.resize(n);
    for (std::size_t i = n; i < all.hands.size(); ++i) p.next.push_back(all.hands[i].inputs);
    return p;
}

/// add_hand at the end of an evening of state.range(0) hands. Every iteration appends one
/// more hand; each is a durable transaction (fsync of the write-ahead log).
void BM_AddHand(benchmark::State& state) {
    const auto n = static_cast<std::size_t>(state.range(0));
    const std::size_t budget = 400;
    const Prepared p = prepared(n, budget);
    bench::TempDir dir;
    Database db(dir.file("bench.sqlite"));
    const std::int64_t id = db.create_evening(p.evening);
    std::size_t k = 0;
    for (auto _ : state) {
        if (k >= p.next.size()) {
            state.SkipWithError("ran out of prepared hands");
            break;
        }
        benchmark::DoNotOptimize(db.add_hand(id, p.next[k++]));
    }
    state.counters["evening_hands"] = static_cast<double>(n);
}

/// The same save with synchronous=NORMAL (not durable on power loss): how much of a save is
/// the disk's flush. For comparison only; the app always uses FULL.
void BM_AddHandNoSync(benchmark::State& state) {
    const auto n = static_cast<std::size_t>(state.range(0));
    const Prepared p = prepared(n, 400);
    bench::TempDir dir;
    Database db(dir.file("bench.sqlite"));
    db.connection().exec("PRAGMA synchronous=NORMAL");
    const std::int64_t id = db.create_evening(p.evening);
    std::size_t k = 0;
    for (auto _ : state) {
        if (k >= p.next.size()) {
            state.SkipWithError("ran out of prepared hands");
            break;
        }
        benchmark::DoNotOptimize(db.add_hand(id, p.next[k++]));
    }
    state.counters["evening_hands"] = static_cast<double>(n);
}

/// The save in an empty evening and the save at hand 2,000 side by side (issue 17: at most
/// 1.2 x), in one database and alternately, so that both see the same load on the machine.
/// Every iteration stores a new empty evening (not timed) and saves its first hand, then saves
/// one more hand at the end of the long evening (2,000 hands, then 2,001, ...). The counters
/// give the CPU time (this thread) and the wall time of each save in ms, and their ratios;
/// the benchmark's own time is the two saves together.
void BM_SaveAt0And2000(benchmark::State& state) {
    const Prepared empty = prepared(0, 1);
    const Prepared long_evening = prepared(2000, 400);
    bench::TempDir dir;
    Database db(dir.file("bench.sqlite"));
    const std::int64_t long_id = db.create_evening(long_evening.evening);
    bench::Clocks at0, at2000;
    std::size_t k = 0;
    for (auto _ : state) {
        if (k >= long_evening.next.size()) {
            state.SkipWithError("ran out of prepared hands");
            break;
        }
        state.PauseTiming();
        const std::int64_t empty_id = db.create_evening(empty.evening);
        state.ResumeTiming();
        const bench::Clocks t0 = bench::Clocks::now();
        benchmark::DoNotOptimize(db.add_hand(empty_id, empty.next[0]));
        const bench::Clocks t1 = bench::Clocks::now();
        benchmark::DoNotOptimize(db.add_hand(long_id, long_evening.next[k++]));
        const bench::Clocks t2 = bench::Clocks::now();
        at0 += t1 - t0;
        at2000 += t2 - t1;
    }
    const double n = static_cast<double>(k);
    if (k == 0) return;
    for (const auto& [name, value] : bench::side_by_side(at0, at2000, n, "at0", "at2000")) state.counters[name] = value;
}

/// load_evening of an evening of state.range(0) hands (what opening it reads).
void BM_LoadEvening(benchmark::State& state) {
    const auto n = static_cast<std::size_t>(state.range(0));
    const Prepared p = prepared(n, 0);
    bench::TempDir dir;
    Database db(dir.file("bench.sqlite"));
    const std::int64_t id = db.create_evening(p.evening);
    for (auto _ : state) benchmark::DoNotOptimize(db.load_evening(id));
}

/// create_evening of an evening of state.range(0) hands (an import: one transaction).
void BM_ImportEvening(benchmark::State& state) {
    const auto n = static_cast<std::size_t>(state.range(0));
    const Prepared p = prepared(n, 0);
    bench::TempDir dir;
    Database db(dir.file("bench.sqlite"));
    for (auto _ : state) benchmark::DoNotOptimize(db.create_evening(p.evening));
}

BENCHMARK(BM_AddHand)->Arg(0)->Arg(100)->Arg(2000)->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK(BM_SaveAt0And2000)->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK(BM_AddHandNoSync)->Arg(0)->Arg(2000)->Unit(benchmark::kMillisecond)->Iterations(200);
BENCHMARK(BM_LoadEvening)->Arg(2000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ImportEvening)->Arg(2000)->Unit(benchmark::kMillisecond)->Iterations(10);

}  // namespace

BENCHMARK_MAIN();
