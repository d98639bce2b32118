// Properties over every registered game: generated valid hands always score and their payments
// sum to zero; Block evenings conserve blocks; recomputing an evening twice gives identical
// results, and so do the example evenings after export/import and after the database.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdint>
#include <functional>
#include <set>

#include "amounts_fingerprint.hpp"
#include "fuzz_checks.hpp"
#include "games/common/without_explanations.hpp"
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

/// Calls `f` with the path ("points", "honours.Anna[0]") and the node of every whole number in
/// `j`, its objects and arrays.
void each_integer(Json& j, const std::string& path, const std::function<void(const std::string&, Json&)>& f) {
    if (j.is_number_integer()) f(path, j);
    if (j.is_object())
        for (auto it = j.begin(); it != j.end(); ++it) each_integer(it.value(), path.empty() ? it.key() : path + "." + it.key(), f);
    if (j.is_array())
        for (std::size_t i = 0; i < j.size(); ++i) each_integer(j[i], path + "[" + std::to_string(i) + "]", f);
}

/// Whole numbers that stand for `v` (or v 1/3, v 2/3) once they wrap round: v + 2^32 and
/// v - 2^32 (the same int after narrowing to 32 bits), and the 64-bit numbers whose triple wraps
/// to 3v + 1 and 3v + 2 thirds (6148914691236517247 gives 41 2/3), and numbers just beyond the
/// documented bound of 10^9.
std::vector<Json> wrapping_numbers(std::int64_t v) {
    constexpr std::uint64_t inverse_of_3 = 0xAAAAAAAAAAAAAAABull;  // 3 * inverse_of_3 == 1 mod 2^64
    std::vector<Json> out{Json(v + (std::int64_t{1} << 32)), Json(v - (std::int64_t{1} << 32)), Json(std::int64_t{1000000001}),
                          Json(std::int64_t{-1000000001})};
    for (std::uint64_t rest : {1u, 2u}) {
        const std::uint64_t w = (static_cast<std::uint64_t>(3 * v) + rest) * inverse_of_3;  // mod 2^64
        if (w > static_cast<std::uint64_t>(INT64_MAX)) out.emplace_back(w);
        else out.emplace_back(static_cast<std::int64_t>(w));
    }
    return out;
}

}  // namespace

TEST_CASE("properties: in every game every whole number of every example hand is refused by its field once it wraps in 32 or 64 bits") {
    // The bound is 10^9 (kMaxInputUnits); a number beyond it must be refused before any
    // arithmetic, by the field that holds it, whatever the game does with it.
    long refused = 0;
    std::set<std::string> games;
    for (const gen::Example& x : examples()) {
        const Evening& e = x.evening;
        for (std::size_t i = 0; i < e.hands.size(); ++i) {
            Json hand = e.hands[i].inputs;
            each_integer(hand, "", [&](const std::string& path, Json& node) {
                const Json original = node;
                for (const Json& bad : wrapping_numbers(original.is_number_unsigned() ? static_cast<std::int64_t>(original.get<std::uint64_t>())
                                                                                        : original.get<std::int64_t>())) {
                    node = bad;
                    INFO(x.file << " hand " << i + 1 << " " << path << " = " << bad.dump());
                    try {
                        (void)preview(e, i, hand);
                        FAIL_CHECK("accepted");
                    } catch (const InputError& err) {
                        const std::string top = path.substr(0, path.find_first_of(".["));
                        CHECK_MESSAGE(err.field().rfind(top, 0) == 0, "refused by " << err.field() << ": " << err.what());
                        ++refused;
                        games.insert(e.variant);
                    }
                }
                node = original;
            });
        }
    }
    std::printf("properties: %ld wrapping numbers refused in %zu games\n", refused, games.size());
    CHECK(refused > 1000);
}

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

TEST_CASE("properties: every registered game scores its generated evenings to the same amounts without its explanations") {
    const auto per = gen::one_per_variant(examples());
    const long evenings = env_number("TAROCK_PROPERTY_EVENINGS", 4);
    const std::size_t hands = static_cast<std::size_t>(env_number("TAROCK_PROPERTY_HANDS", 300));
    std::size_t games = 0;
    for (const Variant* v : all_variants()) {
        const auto it = per.find(v->id());
        if (it == per.end()) continue;
        ++games;
        for (long k = 0; k < evenings; ++k) {
            const Evening e = gen::generate(it->second.evening, hands, 2000 + static_cast<std::uint64_t>(k));
            CAPTURE(v->id());
            CAPTURE(k);
            const EveningResult with = recompute(e);
            const WithoutExplanations amounts_only;
            CHECK(::test::amounts_fingerprint(recompute(e)) == ::test::amounts_fingerprint(with));
        }
    }
    CHECK(games >= 16);
}
