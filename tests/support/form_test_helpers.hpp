#pragma once
// Shared checks of the window's hand forms for Zwölfer-, Steyerisch- and Ungarisch-Tarok: the
// trip JSON -> form -> JSON keeps every posting, and entering a whole evening through the form and
// the Save button (save_hand) gives recompute() of the session file.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/actions.hpp"
#include "app/app_state.hpp"
#include "app/forms/form.hpp"
#include "app_test_helpers.hpp"
#include "session/evening.hpp"
#include "session/session_file.hpp"

namespace formtest {

using namespace tarock;

/// A fresh folder under the system's temporary directory (the window tests' one).
using tarock::apptest::TempDir;

/// Presses the keys of `keys` in form model `m` as the window does: digits and letters plain,
/// '#' for F2; `active` are the deal's seats in speaking order, `rules` the evening's house rules.
template <class Model>
void press(Model& m, const std::string& keys, const std::vector<int>& active, const HouseRules& rules) {
    const tarock::app::form::KeyContext c{active, rules};
    for (char k : keys) (void)m.key(tarock::app::form::KeyPress{k == '#' ? tarock::app::form::kPointsKey : k, true}, c);
}

/// The refusal of `j` as the first hand of `e`, or an empty InputError (field "") when it is accepted.
inline InputError refusal_of(const Evening& e, const Json& j) {
    try {
        (void)preview(e, 0, j);
    } catch (const InputError& err) {
        return err;
    }
    return InputError("", {}, {});
}

/// The evenings of data/evenings/<stem>.json.
inline std::vector<Evening> data_evening(const std::string& stem) {
    return read_session_file(std::string(TAROCK_SOURCE_DIR) + "/data/evenings/" + stem + ".json");
}

/// The same postings (payer, payee, amount, reason, rule), notes, summary and flags.
inline void check_same_outcome(const HandOutcome& a, const HandOutcome& b) {
    tarock::apptest::check_same_outcome(a, b, "");
    CHECK(a.all_passed == b.all_passed);
}

/// Loads every hand of `e` into a form over `Model`, writes it back and checks preview() scores
/// both records alike. Returns the number of hands checked.
template <class Model>
int round_trip(const Evening& e) {
    const EveningResult r = recompute(e);
    REQUIRE(r.errors == 0);
    int checked = 0;
    for (std::size_t i = 0; i < e.hands.size(); ++i) {
        const Json& original = e.hands[i].inputs;
        INFO("hand " << i + 1 << ": " << original.dump());
        const int rotation = deal_at(e, i, tarock::apptest::without_dealer(original)).dealer;
        const Model form = Model::from_json(original, e.players, rotation);
        const Json written = form.to_json(e.players, rotation);
        INFO("written: " << written.dump());
        const Preview a = preview(e, i, original);
        const Preview b = preview(e, i, written);
        CHECK(a.deal.dealer == b.deal.dealer);
        check_same_outcome(a.outcome, b.outcome);
        CHECK_FALSE(form.summary(e.players).empty());
        ++checked;
    }
    return checked;
}

/// Enters every hand of `e` through the window's form (a form over `Model`) and the Save button's
/// action into a fresh database and checks the evening recomputes as the session file does, also
/// after reopening the database.
template <class Model>
void enter_evening(const Evening& e) {
    TempDir dir;
    app::AppState s;
    REQUIRE(app::open_database(s, dir.file("app.sqlite")));
    Evening setup = e;
    setup.hands.clear();
    const std::int64_t id = s.db->create_evening(setup);
    REQUIRE(app::open_evening(s, id));
    REQUIRE(s.entry.form);
    for (std::size_t i = 0; i < e.hands.size(); ++i) {
        INFO("hand " << i + 1 << ": " << e.hands[i].inputs.dump());
        Model* m = app::form_model<Model>(s.entry.form.get());
        REQUIRE(m);
        *m = Model::from_json(e.hands[i].inputs, e.players, s.entry.rotation_dealer);
        app::refresh_preview(s);
        CHECK_FALSE(s.entry.refusal);
        REQUIRE_MESSAGE(app::save_hand(s), s.entry.save_error);
        CHECK(s.evening->hands.size() == i + 1);
    }
    const EveningResult want = recompute(e);
    for (int pass = 0; pass < 2; ++pass) {
        const EveningResult& got = *s.result;
        CHECK(got.errors == 0);
        CHECK(got.totals == want.totals);
        CHECK(got.cents == want.cents);
        CHECK(got.transfers == want.transfers);
        REQUIRE(got.rows.size() == want.rows.size());
        for (std::size_t i = 0; i < want.rows.size(); ++i) CHECK(got.rows[i].net == want.rows[i].net);
        // Reopen the database: what is stored recomputes the same way.
        app::AppState again;
        REQUIRE(app::open_database(again, dir.file("app.sqlite")));
        REQUIRE(app::open_evening(again, id));
        s.result = again.result;
    }
}

}  // namespace formtest
