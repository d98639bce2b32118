// The checkpoint the database keeps of an evening (its state after the last hand, used by the
// next add_hand) against a full recompute from the stored hands, for every example evening of
// data/evenings: after appends, corrections, undo (deletion and restoration), a revision brought
// back, an evening closed and reopened, and a database opened again.

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "report/report.hpp"
#include "session/session_file.hpp"
#include "storage_helpers.hpp"

using namespace tarock;

namespace {

/// Every evening of every example file, with the file's name.
std::vector<std::pair<std::string, Evening>> example_evenings() {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(TAROCK_SOURCE_DIR) + "/data/evenings"))
        if (entry.path().extension() == ".json") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::vector<std::pair<std::string, Evening>> out;
    for (const auto& f : files)
        for (Evening& e : read_session_file(f.string())) out.emplace_back(f.filename().string(), std::move(e));
    return out;
}

/// What a state says about itself and about the next hands: the hand count, the next dealer, the
/// Touren, the ledger's lines, its closing postings and why it cannot be settled, then the score
/// (or the refusal) of each hand of `probes` appended one after another, each as JSON text.
std::vector<std::string> fingerprint(const Evening& e, EveningState state, const std::vector<HandRecord>& probes) {
    const report::Lang de = report::Lang::De;
    const report::Accounts accounts = report::accounts_of(e, de);
    std::vector<std::string> out;
    auto describe = [&] {
        Json j;
        j["hands"] = state.hands();
        j["next_dealer"] = state.next_dealer();
        if (const auto& t = state.touren()) {
            j["touren"] = {t->starter, t->start_hand.value_or(0), t->deals_played, t->deals_total, t->ehrentour, t->last_hand.value_or(0)};
        }
        for (const LedgerLine& line : state.ledger().lines(state.setup())) j["lines"].push_back({line.label.de, line.value.de});
        const HandResult closing = state.ledger().close(state.setup());
        for (const Posting& p : closing.postings) j["closing"].push_back(report::posting_json(p, accounts, de));
        for (const Thirds& w : closing.written) j["closing_written"].push_back(w.to_string());
        if (const auto pending = state.ledger().pending(state.setup())) j["pending"] = pending->de;
        out.push_back(j.dump());
    };
    describe();
    for (const HandRecord& h : probes) {
        try {
            out.push_back(report::score_json(e, state.append(h.inputs), de).dump());
        } catch (const InputError& err) {
            out.push_back(report::error_json(err, de).dump());
        }
    }
    describe();
    return out;
}

/// The checkpoint of evening `id` is there and says what walking its stored hands again says.
void check_checkpoint(Database& db, std::int64_t id, const std::vector<HandRecord>& probes, const std::string& when) {
    CAPTURE(when);
    const EveningState* kept = db.checkpoint(id);
    REQUIRE(kept != nullptr);
    const Evening stored = db.load_evening(id);
    CHECK(kept->hands() == stored.hands.size());
    CHECK(fingerprint(stored, *kept, probes) == fingerprint(stored, EveningState(stored), probes));
}

/// The first inputs among `candidates` that hand `index` of evening `id` accepts in its place
/// (preview() of the stored evening), other than its own; its own when none does.
Json another_accepted(Database& db, std::int64_t id, std::size_t index, const std::vector<HandRecord>& candidates) {
    const Evening e = db.load_evening(id);
    for (const HandRecord& c : candidates) {
        if (c.inputs == e.hands[index].inputs) continue;
        try {
            (void)preview(e, index, c.inputs);
            return c.inputs;
        } catch (const InputError&) {
        }
    }
    return e.hands[index].inputs;
}

}  // namespace

TEST_CASE("checkpoint: after appends, corrections, undo and reopen it equals a full recompute, for every example evening") {
    const auto examples = example_evenings();
    REQUIRE(examples.size() >= 19);
    for (const auto& [file, example] : examples) {
        CAPTURE(file);
        test::TempDir dir;
        const std::string path = dir.db("checkpoint.sqlite");
        // The first part stored at once (from the Touren's first hand on, if any), the rest added
        // hand by hand.
        Evening start = example;
        const std::size_t first = std::min(example.hands.size(),
                                           std::max(example.hands.size() / 3, example.touren ? static_cast<std::size_t>(example.touren->from_hand - 1) : 0));
        start.hands.resize(first);
        std::int64_t id = 0;
        {
            Database db(path);
            id = db.create_evening(start);
            CHECK(db.checkpoint(id) == nullptr);  // none until a hand changes
            std::vector<std::int64_t> added;
            for (std::size_t i = first; i < example.hands.size(); ++i) {
                added.push_back(db.add_hand(id, example.hands[i].inputs));
                check_checkpoint(db, id, example.hands, "after adding hand " + std::to_string(i + 1));
            }
            const Evening stored = db.load_evening(id);
            REQUIRE(stored.hands.size() == example.hands.size());

            // A correction of a past hand, early and late in the evening.
            for (const std::size_t index : {std::size_t{0}, stored.hands.size() / 2}) {
                db.correct_hand(stored.hands[index].id, another_accepted(db, id, index, example.hands), "Korrektur");
                check_checkpoint(db, id, example.hands, "after correcting hand " + std::to_string(index + 1));
            }
            // Undo of the last entry (the hand is deleted), redo (restored), a deletion in the
            // middle and its restoration, the first revision of the corrected hand brought back.
            // A change the hands refuse by now (InputError) leaves the checkpoint as it was.
            const std::int64_t last = stored.hands.back().id, middle = stored.hands[stored.hands.size() / 2].id;
            auto attempt = [&](const std::string& when, auto change) {
                try {
                    change();
                } catch (const InputError&) {
                }
                check_checkpoint(db, id, example.hands, when);
            };
            attempt("after deleting the last hand", [&] { db.delete_hand(last, "Rückgängig"); });
            attempt("after restoring the last hand", [&] { db.restore_hand(last); });
            attempt("after deleting a hand in the middle", [&] { db.delete_hand(middle); });
            attempt("after restoring the middle hand's first revision", [&] { db.restore_revision(middle, 1); });
            attempt("after restoring the first hand's first revision", [&] { db.restore_revision(stored.hands[0].id, 1); });

            // Closed and reopened: no checkpoint until the next save walks the evening again.
            Evening setup = db.load_evening(id);
            setup.closed = true;
            db.update_evening(setup);
            CHECK(db.checkpoint(id) == nullptr);
            setup.closed = false;
            db.update_evening(setup);
            CHECK(db.checkpoint(id) == nullptr);
            const Json next = another_accepted(db, id, 0, example.hands);
            // Walked from the stored hands, kept even when the hand is refused.
            attempt("after reopening the evening and adding a hand", [&] { (void)db.add_hand(id, next); });
        }
        // The database opened again: the first save walks the stored hands.
        Database db(path);
        CHECK(db.checkpoint(id) == nullptr);
        for (const HandRecord& h : example.hands) {
            try {
                (void)db.add_hand(id, h.inputs);
                check_checkpoint(db, id, example.hands, "after opening the database again and adding a hand");
                break;
            } catch (const InputError&) {
            }
        }
    }
}

TEST_CASE("checkpoint: a write by another connection drops it, the next save walks the stored hands") {
    test::TempDir dir;
    const std::string path = dir.db("two.sqlite");
    Database a(path);
    Database b(path);
    const std::int64_t id = a.create_evening(test::three_player_evening());
    const std::int64_t first = a.add_hand(id, test::bernd_dreier());
    (void)a.add_hand(id, test::christl_solo());
    REQUIRE(a.checkpoint(id) != nullptr);
    CHECK(a.checkpoint(id)->hands() == 2);
    // The other window deletes the first hand; this one then adds a hand after the one left.
    b.delete_hand(first);
    (void)a.add_hand(id, test::bernd_dreier());
    const Evening stored = a.load_evening(id);
    REQUIRE(stored.hands.size() == 2);
    CHECK(test::totals(stored) == std::vector<std::int64_t>{8 - 1, 8 + 2, -16 - 1});
    REQUIRE(a.checkpoint(id) != nullptr);
    CHECK(a.checkpoint(id)->hands() == 2);
    check_checkpoint(a, id, {HandRecord{0, 1, test::bernd_dreier()}, HandRecord{0, 1, test::christl_solo()}}, "after the other connection's deletion");
}

TEST_CASE("checkpoint: a refused hand leaves it as it was") {
    test::TempDir dir;
    Database db(dir.db("refused.sqlite"));
    const std::int64_t id = db.create_evening(test::three_player_evening());
    (void)db.add_hand(id, test::bernd_dreier());
    REQUIRE(db.checkpoint(id) != nullptr);
    CHECK_THROWS_AS(db.add_hand(id, test::bad_points()), InputError);
    CHECK_THROWS_AS(db.correct_hand(db.load_evening(id).hands[0].id, test::bad_multiple()), InputError);
    check_checkpoint(db, id, {HandRecord{0, 1, test::christl_solo()}}, "after two refused hands");
}
