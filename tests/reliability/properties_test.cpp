// Properties over every registered game: generated valid hands always score and their payments
// sum to zero; Block evenings conserve blocks; recomputing an evening twice gives identical
// results, and so do the example evenings after export/import and after the database.
#include <doctest/doctest.h>

#include <cstdio>

#include "fuzz_checks.hpp"
#include "reliability_helpers.hpp"
#include "storage/database.hpp"

using namespace tarock;
using namespace tarock::rel;

namespace {

/// Checks the properties of one evening; `label` names it in failures.
void check_evening(const Evening& e, const std::string& label) {
    INFO(label);
    const EveningResult first = recompute(e);
    const EveningResult second = recompute(e);
    CHECK(fuzz::result_fingerprint(first) == fuzz::result_fingerprint(second));
    const int n = static_cast<int>(e.players.size());
    Thirds pot, hut;
    for (const HandRow& row : first.rows) {
        REQUIRE_MESSAGE(!row.error, "hand " << row.number << ": " << row.error->what());
        REQUIRE(row.outcome);
        CHECK_NOTHROW(fuzz::check_balanced(row.outcome->result, n, label + " hand " + std::to_string(row.number)));
        pot += row.outcome->result.pot_change();
        for (const Posting& p : row.outcome->result.postings) {
            if (p.payee == kHut) hut += p.amount;
            if (p.payer == kHut) hut -= p.amount;
        }
    }
    // Conservation: what the seats hold, the pot and the Hut sum to zero after every hand
    // (for Block-Tarok: no block is made or lost).
    Thirds seats;
    for (const Thirds& t : first.totals) seats += t;
    CHECK((seats + pot + hut).is_zero());
    if (!first.rows.empty()) CHECK(first.rows.back().pot == pot);
    // Written as a session file and read back: the same results.
    const auto back = load_session_text(session_to_json({e}).dump());
    REQUIRE(back.size() == 1);
    CHECK(fuzz::result_fingerprint(recompute(back[0])) == fuzz::result_fingerprint(first));
}

}  // namespace

TEST_CASE("properties: every registered game has generated evenings that score, balance, conserve and recompute identically") {
    const auto per = gen::one_per_variant(examples());
    const long evenings = env_number("TAROCK_PROPERTY_EVENINGS", 4);
    const std::size_t hands = static_cast<std::size_t>(env_number("TAROCK_PROPERTY_HANDS", 300));
    std::size_t games = 0, total = 0;
    for (const Variant* v : all_variants()) {
        const auto it = per.find(v->id());
        if (it == per.end()) {
            // The generator draws its hands from the game's example evening.
            MESSAGE("no example evening of " << v->id() << " in data/evenings: no evenings generated for it");
            continue;
        }
        ++games;
        for (long k = 0; k < evenings; ++k) {
            const Evening e = gen::generate(it->second.evening, hands, 1000 + static_cast<std::uint64_t>(k));
            CAPTURE(v->id());
            CHECK(e.hands.size() == hands);  // the generator found a valid hand every time
            total += e.hands.size();
            check_evening(e, v->id() + " generated #" + std::to_string(k));
        }
    }
    std::printf("properties: %zu of %zu registered games, %zu generated hands\n", games, all_variants().size(), total);
    CHECK(games >= 16);
}

TEST_CASE("properties: every example evening recomputes identically twice, after export and import and after the database") {
    TempDir dir;
    Database db(dir.file("examples.sqlite"));
    for (const gen::Example& x : examples()) {
        check_evening(x.evening, x.file);
        const std::int64_t id = db.create_evening(x.evening);
        const Evening stored = db.load_evening(id);
        CHECK(fuzz::result_fingerprint(recompute(stored)) == fuzz::result_fingerprint(recompute(x.evening)));
    }
    // The whole database exported as one file and imported into a new one.
    std::vector<Evening> all;
    for (const EveningSummary& s : db.list_evenings()) all.push_back(db.load_evening(s.id));
    const std::string file = dir.file("all.json");
    write_session_file(file, all);
    Database other(dir.file("imported.sqlite"));
    const auto read = read_session_file(file);
    REQUIRE(read.size() == all.size());
    for (std::size_t i = 0; i < read.size(); ++i) {
        const Evening again = other.load_evening(other.create_evening(read[i]));
        CHECK(fuzz::result_fingerprint(recompute(again)) == fuzz::result_fingerprint(recompute(all[i])));
        CHECK(evening_to_json(again) == evening_to_json(all[i]));
    }
}
