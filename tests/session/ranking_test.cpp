// The ranking of a table and of a tournament (session/ranking.hpp; koenigrufen_modern §7.3, §4):
// Schrift summed, the cup's tie-break, the money with the Kontra apart.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/errors.hpp"
#include "session/examples.hpp"
#include "session/ranking.hpp"

using tarock::Entrant;
using tarock::Placing;
using tarock::RoundResult;
using tarock::Thirds;
using tarock::TieBreak;

namespace {

Thirds pts(int n) { return Thirds::whole(n); }

/// A round with Schrift = Geld (no Kontra) and the given table place.
std::optional<RoundResult> rnd(int schrift, int place) { return RoundResult{pts(schrift), pts(schrift), place}; }

/// The names of a ranking, best first, each with its place: "1 Anna".
std::vector<std::string> names(const std::vector<Entrant>& es, const std::vector<Placing>& ps) {
    std::vector<std::string> out;
    for (const Placing& p : ps) out.push_back(std::to_string(p.place) + " " + es[p.entrant].name);
    return out;
}

const tarock::Evening& example(const std::string& name) {
    for (const auto& x : tarock::example_evenings())
        if (x.name == name) return x.evening;
    FAIL("no example evening " << name);
    throw;
}

}  // namespace

TEST_CASE("table places: the most Schrift is 1, level players share the better place") {
    CHECK(tarock::table_places({pts(5), pts(5), pts(-2), pts(-8)}) == std::vector<int>{1, 1, 3, 4});
    CHECK(tarock::table_places({pts(-3), pts(3), pts(0), pts(0), pts(0)}) == std::vector<int>{5, 1, 2, 2, 2});
}

TEST_CASE("ranking of one table: the Tirol example evening, Schrift ranked, Kontra apart (§7.3, §4)") {
    const tarock::Evening& e = example("koenigrufen-modern-tirol-abend");
    const auto r = tarock::recompute(e);
    const auto ranking = tarock::evening_ranking(e, r);
    REQUIRE(ranking);
    REQUIRE(ranking->size() == 5);
    // Schrift at the end: Anna +5, Bernd +3, Christl -16, Dieter +24, Eva -16;
    // Geld: Anna +9, Bernd -1, Christl -20, Dieter +24, Eva -12 (the golden of the evening).
    struct Want { const char* name; int place; bool shared; int schrift, geld, kontra; };
    const Want want[] = {{"Dieter", 1, false, 24, 24, 0}, {"Anna", 2, false, 5, 9, 4}, {"Bernd", 3, false, 3, -1, -4},
                         {"Christl", 4, true, -16, -20, -4}, {"Eva", 4, true, -16, -12, 4}};
    for (std::size_t i = 0; i < 5; ++i) {
        const Placing& p = (*ranking)[i];
        INFO("line " << i);
        CHECK(e.players[p.entrant] == want[i].name);
        CHECK(p.place == want[i].place);
        CHECK(p.shared == want[i].shared);
        CHECK_FALSE(p.by_lot);
        CHECK(p.schrift == pts(want[i].schrift));
        CHECK(p.geld == pts(want[i].geld));
        CHECK(p.kontra() == pts(want[i].kontra));
    }
}

TEST_CASE("ranking of one table: none for a game without Schrift beside the money") {
    for (const char* name : {"tapp-abend", "koenigrufen-modern-ruediger-abend", "tarok-si-vecer"}) {
        INFO(name);
        const tarock::Evening& e = example(name);
        CHECK_FALSE(tarock::evening_ranking(e, tarock::recompute(e)));
    }
}

TEST_CASE("tie-breaks: sum only, best round (RTC, HRC, SWC, ÖF), Tirol rounds then table places then lot") {
    // Three rounds. A, B and C are level on 6; D is last.
    const std::vector<Entrant> es = {
        {"A", {rnd(10, 1), rnd(0, 2), rnd(-4, 3)}},
        {"B", {rnd(4, 1), rnd(4, 1), rnd(-2, 2)}},
        {"C", {rnd(6, 1), rnd(6, 1), rnd(-6, 4)}},
        {"D", {rnd(-6, 4), rnd(-6, 4), rnd(-6, 4)}},
    };
    CHECK(names(es, tarock::rank(es, TieBreak::Shared)) == std::vector<std::string>{"1 A", "1 B", "1 C", "4 D"});
    CHECK(names(es, tarock::rank(es, TieBreak::BestRound)) == std::vector<std::string>{"1 A", "2 C", "3 B", "4 D"});
    // Tirol: rounds best first A 10,0,-4; C 6,6,-6; B 4,4,-2.
    CHECK(names(es, tarock::rank(es, TieBreak::Tirol)) == std::vector<std::string>{"1 A", "2 C", "3 B", "4 D"});
    const auto shared = tarock::rank(es, TieBreak::Shared);
    CHECK(shared[0].shared);
    CHECK_FALSE(shared[3].shared);
    CHECK(shared[3].schrift == pts(-18));
}

TEST_CASE("Tirol tie-break: equal rounds fall to the table places, equal places to the lot") {
    const std::vector<Entrant> es = {
        {"A", {rnd(8, 1), rnd(2, 2), rnd(-4, 3)}},
        {"B", {rnd(8, 1), rnd(0, 3), rnd(-2, 2)}},  // rounds 8, 0, -2: behind A's 8, 2, -4
        {"C", {rnd(8, 1), rnd(2, 1), rnd(-4, 4)}},  // A's rounds, places 1, 1, 4: ahead of A's 1, 2, 3
        {"E", {rnd(-4, 3), rnd(2, 2), rnd(8, 1)}},  // exactly A's rounds and places: the lot
    };
    const auto a = tarock::rank(es, TieBreak::Tirol, 2026);
    const auto names_a = names(es, a);
    CHECK(names_a[0] == "1 C");
    CHECK(names_a[3] == "4 B");
    CHECK(a[1].by_lot);
    CHECK(a[2].by_lot);
    CHECK_FALSE(a[0].by_lot);
    CHECK(a[1].place == 2);
    CHECK(a[2].place == 3);
    // The lot is the seed's: the same seed draws the same order, and some other seed the other.
    CHECK(names(es, tarock::rank(es, TieBreak::Tirol, 2026)) == names_a);
    bool other = false;
    for (std::uint64_t seed = 0; seed < 16 && !other; ++seed) other = names(es, tarock::rank(es, TieBreak::Tirol, seed)) != names_a;
    CHECK(other);
    // All four have 6 and a best round of 8: without the Tirol rule they stay level.
    CHECK(names(es, tarock::rank(es, TieBreak::BestRound)) == std::vector<std::string>{"1 A", "1 B", "1 C", "1 E"});
}

TEST_CASE("a round not played counts below any played round, and the money keeps its Kontra") {
    const std::vector<Entrant> es = {
        {"Late", {std::nullopt, RoundResult{pts(6), pts(10), 1}, RoundResult{pts(0), pts(-2), 2}}},
        {"Full", {RoundResult{pts(6), pts(2), 1}, RoundResult{pts(0), pts(0), 2}, RoundResult{pts(0), pts(4), 2}}},
    };
    const auto best = tarock::rank(es, TieBreak::BestRound);
    CHECK(best[0].shared);
    CHECK(best[1].shared);
    const auto tir = tarock::rank(es, TieBreak::Tirol);
    CHECK(names(es, tir) == std::vector<std::string>{"1 Full", "2 Late"});
    CHECK(tir[1].rounds_played == 2);
    CHECK(tir[1].geld == pts(8));
    CHECK(tir[1].kontra() == pts(2));
    CHECK(tir[0].kontra() == pts(0));
}

TEST_CASE("the cup's tie-break by preset code and by its file spelling") {
    CHECK(tarock::tie_break_of_preset("P-TIR") == TieBreak::Tirol);
    CHECK(tarock::tie_break_of_preset("P-RTC") == TieBreak::BestRound);
    CHECK(tarock::tie_break_of_preset("P-OEF") == TieBreak::BestRound);
    CHECK(tarock::tie_break_of_preset("P-WTC20") == TieBreak::Shared);
    for (TieBreak t : {TieBreak::Shared, TieBreak::BestRound, TieBreak::Tirol})
        CHECK(tarock::parse_tie_break(tarock::tie_break_id(t), "cup.tie_break") == t);
    try {
        tarock::parse_tie_break("coin", "cup.tie_break");
        FAIL("not refused");
    } catch (const tarock::InputError& err) {
        CHECK(err.field() == "cup.tie_break");
        CHECK(std::string(err.what()).find("coin") != std::string::npos);
    }
}
