#pragma once
// Scoring hands of the historic games (Strohmann, Groß-Tarok and its offshoots, the 1756 Taroc,
// Tarolaßch) in tests through the path the window and the CLI use (preview(), recompute()).
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "session/evening.hpp"
#include "session/session_file.hpp"

namespace hist {

using tarock::Json;
using tarock::Thirds;
using V = std::vector<std::int64_t>;

inline Json J(const std::string& text) { return Json::parse(text); }

/// An evening of `variant` with `players` by seat, `first_dealer` and house rules `rules`.
inline tarock::Evening evening(const std::string& variant, std::vector<std::string> players, int first_dealer,
                               Json rules = Json::object()) {
    tarock::Evening e;
    e.variant = variant;
    e.players = std::move(players);
    e.first_dealer = first_dealer;
    e.house_rules = std::move(rules);
    return e;
}

/// The evening with `hands` appended.
inline tarock::Evening with_hands(tarock::Evening e, const std::vector<Json>& hands) {
    for (const Json& h : hands) {
        tarock::HandRecord r;
        r.inputs = h;
        e.hands.push_back(r);
    }
    return e;
}

/// Nets (in thirds) of every seat after scoring `hand` as the next hand of `e`; checks they sum
/// to zero and every posting carries a reason and a rule.
inline std::vector<Thirds> nets_thirds(const tarock::Evening& e, const Json& hand) {
    const auto p = tarock::preview(e, e.hands.size(), hand);
    for (const auto& posting : p.outcome.result.postings) {
        CHECK_FALSE(posting.reason.de.empty());
        CHECK_FALSE(posting.reason.en.empty());
        CHECK_FALSE(posting.rule.rule.empty());
    }
    const auto n = p.outcome.result.net(static_cast<int>(e.players.size()));
    Thirds sum;
    for (Thirds t : n) sum += t;
    CHECK(sum.is_zero());
    return n;
}

/// The same in whole units (checks each is whole).
inline V nets(const tarock::Evening& e, const Json& hand) {
    V out;
    for (Thirds t : nets_thirds(e, hand)) {
        CHECK(t.is_whole());
        out.push_back(t.whole_part());
    }
    return out;
}

/// The InputError a refused hand raises (fails the test when it is accepted).
inline tarock::InputError refusal(const tarock::Evening& e, const Json& hand) {
    try {
        (void)tarock::preview(e, e.hands.size(), hand);
    } catch (const tarock::InputError& err) {
        return err;
    }
    FAIL("the hand was not refused: " << hand.dump());
    return tarock::InputError("", {}, {});
}

/// Every hand's nets of a recomputed evening, in whole units; checks no hand was refused.
inline std::vector<V> row_nets(const tarock::Evening& e) {
    const auto r = tarock::recompute(e);
    for (const auto& row : r.rows)
        if (row.error) FAIL("hand " << row.number << " refused: " << row.error->what());
    std::vector<V> out;
    for (const auto& row : r.rows) {
        V v;
        for (Thirds t : row.net) v.push_back(t.whole_part());
        out.push_back(v);
    }
    return out;
}

/// The evenings of data/evenings/<stem>.json.
inline std::vector<tarock::Evening> data_evening(const std::string& stem) {
    return tarock::read_session_file(std::string(TAROCK_SOURCE_DIR) + "/data/evenings/" + stem + ".json");
}

/// The first ```json block after `heading` in docs/formats/<page>.md, read as a session.
inline std::vector<tarock::Evening> doc_example(const std::string& page, const std::string& heading = "## Example") {
    std::ifstream in(std::string(TAROCK_SOURCE_DIR) + "/docs/formats/" + page + ".md");
    REQUIRE(in);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string doc = ss.str();
    const auto start = doc.find("```json\n", doc.find(heading));
    REQUIRE(start != std::string::npos);
    const auto end = doc.find("```", start + 8);
    REQUIRE(end != std::string::npos);
    return tarock::load_session_text(doc.substr(start + 8, end - start - 8));
}

/// True when some posting or note of `o` contains `text` in German.
/// The setting `key` that the game `variant` declares (Variant::settings()); fails the test when
/// there is none.
inline const tarock::SettingSpec& setting_of(const std::string& variant, const std::string& key) {
    const auto& settings = tarock::find_variant(variant).settings();
    for (const auto& s : settings)
        if (s.key == key) return s;
    FAIL("no setting " << key << " in " << variant);
    return settings.front();
}

inline bool mentions(const tarock::HandOutcome& o, const std::string& text) {
    for (const auto& p : o.result.postings)
        if (p.reason.de.find(text) != std::string::npos) return true;
    for (const auto& n : o.result.notes)
        if (n.de.find(text) != std::string::npos) return true;
    return false;
}

}  // namespace hist
