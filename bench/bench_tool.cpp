// Helper of the benchmark script (measure_app.sh):
//   bench_tool variants                      prints the id of every registered game
//   bench_tool make VARIANT HANDS OUT.json   writes a generated evening as a session file
//   bench_tool db VARIANT HANDS DB.sqlite    stores a generated evening in a new database
//   bench_tool replay FILE.json              reads, checks and scores the file (as an import
//                                            does), recomputes it once more; prints the hands,
//                                            the time and the peak resident memory
//   bench_tool club DB.sqlite EVENINGS HANDS stores a club's years in a new database: EVENINGS
//                                            generated evenings of HANDS hands, the games in
//                                            turn, one a day from 2020-01-01, in one transaction
//   bench_tool club-times DB.sqlite          CPU time of opening the database, of the evening
//                                            list and of the statistics over all evenings: by
//                                            loading and recomputing every evening (as before the
//                                            figures were kept), then as `tarock stats` and the
//                                            window's Auswertung do (Database::evening_statistics)
//                                            twice: the first call recomputes what is not kept yet
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <string>

#include "bench_common.hpp"
#include "session/analysis.hpp"
#include "storage/database.hpp"

using namespace tarock;

namespace {

Evening generated(const std::string& variant, std::size_t hands) {
    const auto per = gen::one_per_variant(gen::examples(bench::data_dir()));
    const auto it = per.find(variant);
    if (it == per.end()) throw std::runtime_error("no example evening of " + variant + " in data/evenings");
    Evening e = gen::generate(it->second.evening, hands, bench::kSeed);
    if (e.hands.size() != hands) throw std::runtime_error("the generator stopped early for " + variant);
    return e;
}

int usage() {
    std::fprintf(stderr,
                 "usage: bench_tool variants | make VARIANT HANDS OUT.json | db VARIANT HANDS DB.sqlite | replay FILE.json | "
                 "club DB.sqlite EVENINGS HANDS\n");
    return 2;
}

/// The ISO date `days` days after 2020-01-01.
std::string date_after(int days) {
    std::tm tm{};
    tm.tm_year = 120;
    tm.tm_mday = 1 + days;
    tm.tm_hour = 12;
    std::mktime(&tm);  // normalises the day into month and year
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
    return buf;
}

/// `evenings` generated evenings of `hands` hands each, the games of data/evenings in turn, each
/// drawn with its own seed (kSeed + its number).
std::vector<Evening> club(std::size_t evenings, std::size_t hands) {
    const auto per = gen::one_per_variant(gen::examples(bench::data_dir()));
    std::vector<const Evening*> games;
    for (const auto& [variant, example] : per) games.push_back(&example.evening);
    std::vector<Evening> out;
    for (std::size_t k = 0; k < evenings; ++k) {
        Evening e = gen::generate(*games[k % games.size()], hands, bench::kSeed + k);
        e.date = date_after(static_cast<int>(k));
        e.title = "Abend " + std::to_string(k + 1);
        e.closed = true;
        out.push_back(std::move(e));
    }
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        if (argc < 2) return usage();
        const std::string cmd = argv[1];
        if (cmd == "variants" && argc == 2) {
            for (const Variant* v : all_variants()) std::printf("%s\n", v->id().c_str());
            return 0;
        }
        if (cmd == "make" && argc == 5) {
            write_session_file(argv[4], {generated(argv[2], std::stoul(argv[3]))});
            return 0;
        }
        if (cmd == "db" && argc == 5) {
            Database db(argv[4]);
            std::printf("%lld\n", static_cast<long long>(db.create_evening(generated(argv[2], std::stoul(argv[3])))));
            return 0;
        }
        if (cmd == "club" && argc == 5) {
            Database db(argv[2]);
            const auto stored = db.import_evenings(club(std::stoul(argv[3]), std::stoul(argv[4])));
            std::printf("%zu evenings\n", stored.size());
            return 0;
        }
        if (cmd == "club-times" && argc == 3) {
            const bench::Clocks t0 = bench::Clocks::now();
            Database db(argv[2]);
            const bench::Clocks t1 = bench::Clocks::now();
            std::vector<EveningSummary> list = db.list_evenings();
            const bench::Clocks t2 = bench::Clocks::now();
            std::reverse(list.begin(), list.end());
            std::vector<Evening> evenings;
            for (const EveningSummary& e : list) evenings.push_back(db.load_evening(e.id));
            const bench::Clocks t3 = bench::Clocks::now();
            const std::vector<PlayerStats> stats = player_statistics(evenings);
            const bench::Clocks t4 = bench::Clocks::now();
            auto kept = [&db] {
                std::vector<EveningFigures> figures;
                for (EveningStatistics& e : db.evening_statistics()) figures.push_back(std::move(e.figures));
                return player_statistics(figures);
            };
            const std::vector<PlayerStats> first = kept();
            const bench::Clocks t5 = bench::Clocks::now();
            const std::vector<PlayerStats> second = kept();
            const bench::Clocks t6 = bench::Clocks::now();
            const auto same = [&stats](const std::vector<PlayerStats>& other) {
                if (other.size() != stats.size()) return false;
                for (std::size_t i = 0; i < stats.size(); ++i) {
                    const PlayerStats &a = stats[i], &b = other[i];
                    if (a.name != b.name || a.evenings != b.evenings || a.hands != b.hands || a.hands_active != b.hands_active ||
                        a.declared != b.declared || a.won != b.won || a.by_game != b.by_game || a.cents_by_evening != b.cents_by_evening ||
                        a.cents_total != b.cents_total)
                        return false;
                }
                return true;
            };
            auto ms = [](const bench::Clocks& a, const bench::Clocks& b) { return (b - a).cpu * 1e3; };
            std::printf("evenings=%zu players=%zu open_ms=%.1f list_ms=%.1f load_all_ms=%.1f statistics_ms=%.1f "
                        "kept_first_ms=%.1f kept_second_ms=%.1f same=%s (CPU)\n",
                        list.size(), stats.size(), ms(t0, t1), ms(t1, t2), ms(t2, t3), ms(t3, t4), ms(t4, t5), ms(t5, t6),
                        same(first) && same(second) ? "yes" : "NO");
            return same(first) && same(second) ? 0 : 1;
        }
        if (cmd == "replay" && argc == 3) {
            const auto t0 = std::chrono::steady_clock::now();
            const std::vector<Evening> evenings = read_session_file(argv[2]);
            std::size_t hands = 0;
            for (const Evening& e : evenings) hands += recompute(e).rows.size();
            const auto t1 = std::chrono::steady_clock::now();
            rusage ru{};
            getrusage(RUSAGE_SELF, &ru);
            std::printf("hands=%zu seconds=%.3f peak_rss_mib=%.1f\n", hands, std::chrono::duration<double>(t1 - t0).count(),
                        static_cast<double>(ru.ru_maxrss) / 1024.0);
            return 0;
        }
        return usage();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_tool: %s\n", e.what());
        return 1;
    }
}
