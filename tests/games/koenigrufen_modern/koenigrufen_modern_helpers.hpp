#pragma once
// Scoring modern Königrufen hands in tests through the game's own path (parse_hand, validate,
// score: what the ledger runs for every hand) under a built-in preset (the tariff sets of §9.2).
// Seats A (0), B (1), C (2), D (3); D deals, so A is the Vorhand. With five players E deals and
// sits out.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/json.hpp"
#include "games/koenigrufen_modern/koenigrufen_modern.hpp"
#include "session/presets.hpp"

namespace km {

using tarock::Json;
using tarock::Thirds;
using V = std::vector<std::int64_t>;

/// The house rules of the built-in preset `name`, with `more` (JSON text) on top.
inline Json preset(const std::string& name, const std::string& more = "{}") {
    for (const tarock::Preset& p : tarock::builtin_presets())
        if (p.variant == "koenigrufen_modern" && p.name == name) {
            Json j = p.house_rules;
            const Json extra = Json::parse(more);
            for (const auto& [k, v] : extra.items()) j[k] = v;
            return j;
        }
    FAIL("no preset " << name);
    return {};
}

inline std::vector<std::string> players(int n) {
    std::vector<std::string> all{"A", "B", "C", "D", "E"};
    all.resize(static_cast<std::size_t>(n));
    return all;
}

/// Whole points per seat of a list of Thirds (every amount of these vectors is whole).
inline V whole(const std::vector<Thirds>& t) {
    V v;
    for (Thirds x : t) {
        CHECK(x.count() % 3 == 0);
        v.push_back(x.whole_part());
    }
    return v;
}

struct Result {
    V geld;     ///< the money (with Kontra)
    V schrift;  ///< the written points (without Kontra); the money when the preset keeps one sheet
    tarock::HandOutcome out;
};

/// Scores `hand` under `rules` with the Radl factor `radl`, at a table of `n` (dealer: the last
/// seat). Checks that money and Schrift each sum to zero.
inline Result score(const Json& rules, const std::string& hand, int radl = 1, int n = 4) {
    using namespace tarock;
    const TableSetup setup{players(n), HouseRules(koenigrufen_modern::settings(), rules)};
    const Deal deal = koenigrufen_modern::koenigrufen_modern_variant().deal(setup, n - 1);
    const auto h = koenigrufen_modern::parse_hand(Json::parse(hand), setup.players);
    koenigrufen_modern::validate(h, deal, setup.rules);
    Result r;
    r.out = koenigrufen_modern::score(h, deal, setup, radl);
    r.geld = whole(r.out.result.net(n));
    r.schrift = r.out.result.written.empty() ? r.geld : whole(r.out.result.written);
    std::int64_t g = 0, s = 0;
    for (auto x : r.geld) g += x;
    for (auto x : r.schrift) s += x;
    CHECK(g == 0);
    CHECK(s == 0);
    return r;
}

inline Result score(const std::string& preset_name, const std::string& hand, int radl = 1, int n = 4) {
    return score(preset(preset_name), hand, radl, n);
}

/// The InputError a hand is refused with under `rules` (field and rule id), or "" if accepted.
inline std::string refusal(const Json& rules, const std::string& hand) {
    try {
        (void)score(rules, hand);
    } catch (const tarock::InputError& e) {
        return e.field() + " | " + e.rule().rule;
    }
    return "";
}

inline const std::string kRTC = "Raiffeisen Tarockcup / OÖ 4/2023";
inline const std::string kOEF = "Tarock-Österreich-Finale 2021";
inline const std::string kSAU = "Sauwaldcup 2019";
inline const std::string kTIR = "Tiroler Tarockcup 2020";
inline const std::string kWTC19 = "Wiener Tarockcup 2019";
inline const std::string kWTC20 = "Wiener Tarockcup 2020";
inline const std::string kWZ = "Wiener Zeitung Cup (Cent)";
inline const std::string kTUL = "Tulln 2009 (Cent)";
inline const std::string kAPP = "tarockapp.at";
inline const std::string kRUE = "Rüdigervariante";

}  // namespace km
