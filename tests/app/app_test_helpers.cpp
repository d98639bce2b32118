#include "app_test_helpers.hpp"

#include <algorithm>

namespace tarock::apptest {

namespace {

Evening base(std::string title, std::vector<std::string> players, Json rules = Json::object()) {
    Evening e;
    e.title = std::move(title);
    e.date = "2026-11-19";
    e.variant = "tapp";
    e.players = std::move(players);
    e.first_dealer = 0;
    e.stake = Stake{10, "EUR"};
    e.house_rules = std::move(rules);
    return e;
}

void add(Evening& e, const char* json) {
    HandRecord h;
    h.inputs = Json::parse(json);
    e.hands.push_back(std::move(h));
}

}  // namespace

std::vector<NamedEvening> data_evenings_of(const std::string& variant) {
    std::vector<NamedEvening> out;
    const std::filesystem::path dir = TAROCK_DATA_DIR;
    if (!std::filesystem::is_directory(dir)) return out;
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.path().extension() == ".json") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files)
        for (Evening& e : read_session_file(f.string()))
            if (variant.empty() || e.variant == variant) out.push_back({f.filename().string(), std::move(e)});
    return out;
}

tournament::Cup store_tiroler_cup(Database& db) {
    tournament::Cup cup;
    cup.name = "Tiroler Tarockcup 2026";
    cup.preset = "Tiroler Tarockcup 2020";
    cup.tie_break = TieBreak::Tirol;
    cup.points.table = {25, 20, 16};
    cup.id = db.save_cup(cup);
    return cup;
}

std::vector<NamedEvening> data_evenings() { return data_evenings_of("tapp"); }

std::vector<NamedEvening> block_evenings() {
    std::vector<NamedEvening> out;
    for (Evening& e : read_session_file(std::string(TAROCK_CLI_FIXTURE_DIR) + "/block-hut.json")) out.push_back({"block-hut.json", std::move(e)});
    for (NamedEvening& ne : data_evenings_of("block")) out.push_back(std::move(ne));
    return out;
}

std::vector<NamedEvening> sample_evenings() {
    std::vector<NamedEvening> out;
    {
        Evening e = base("Drei am Tisch", {"Anna", "Bernd", "Christl"});
        add(e, R"({"declarer": "Bernd", "game": "dreier", "multiple": 2, "points": 41})");
        add(e, R"({"declarer": "Christl", "game": "solo", "points": "30 2/3", "honours": {"Anna": ["trull"], "Bernd": ["quatre"]}})");
        add(e, R"({"declarer": "Anna", "game": "dreier", "level": 2, "talon": "other", "contra": "recontra", "result": "won"})");
        add(e, R"({"deal": "allpass"})");
        add(e, R"({"deal": "thrown_in", "note": "Karte offen"})");
        add(e, R"({"declarer": "Bernd", "opened_by": "Christl", "game": "dreier", "multiple": 3, "level": 2, "points": 35,
                   "honours": {"Christl": ["koepfe"]}, "ultimo": {"player": "Anna", "result": "won"}})");
        add(e, R"({"deal": "misdeal"})");
        add(e, R"({"declarer": "Anna", "game": "dreier", "multiple": 1, "renonce": "Christl"})");
        add(e, R"({"declarer": "Bernd", "game": "dreier", "level": 1, "talon": "back", "points": 70,
                   "volat": {"announced": true, "contra": "contra", "by": "declarer"}})");
        add(e, R"({"declarer": "Anna", "game": "solo", "points": 20, "ultimo": {"player": "Anna", "announced": true,
                   "contra": "supercontra", "result": "lost", "without_pagat": true}})");
        add(e, R"({"dealer": "Anna", "declarer": "Bernd", "game": "dreier", "multiple": 6, "points": "35 2/3", "note": "Geber außer der Reihe"})");
        add(e, R"({"declarer": "Christl", "game": "dreier", "multiple": 1, "points": 0, "volat": {"announced": true, "by": "opponents"}})");
        out.push_back({"sample: drei", std::move(e)});
    }
    {
        Evening e = base("Vier mit Stamm", {"Anna", "Bernd", "Christl", "Dieter"},
                         Json{{"stamm", "on"}, {"koenig", "game_only"}, {"volat_announcer", "either"}, {"opponent_pagat_captured", "holder"},
                              {"renonce_payer", "offender"}, {"poenale", "2"}});
        add(e, R"({"declarer": "Bernd", "game": "dreier", "multiple": 1, "points": 38,
                   "ultimo": {"player": "Bernd", "announced": true, "contra": "contra", "result": "won"}})");
        add(e, R"({"declarer": "Dieter", "game": "dreier", "multiple": 2, "points": 30, "ultimo": {"player": "Anna", "result": "lost"}})");
        add(e, R"({"declarer": "Anna", "game": "solo", "points": 44, "volat": {"announced": "opponents", "by": "declarer"}})");
        add(e, R"({"deal": "misdeal"})");
        add(e, R"({"declarer": "Christl", "game": "dreier", "multiple": 2, "renonce": "Bernd"})");
        add(e, R"({"declarer": "Bernd", "game": "dreier", "multiple": 1, "points": 33,
                   "ultimo": {"player": "Bernd", "announced": true, "result": "lost"}})");
        out.push_back({"sample: vier", std::move(e)});
    }
    return out;
}

app::TappForm& tapp_form(app::AppState& s) {
    app::TappForm* f = app::form_model<app::TappForm>(s.entry.form.get());
    REQUIRE(f != nullptr);
    return *f;
}

Json without_dealer(const Json& hand) {
    Json c = hand;
    if (c.is_object()) c.erase("dealer");
    return c;
}

void check_same_outcome(const HandOutcome& a, const HandOutcome& b, const std::string& what) {
    INFO(what);
    CHECK(a.summary == b.summary);
    CHECK(a.same_dealer == b.same_dealer);
    CHECK(a.result.notes == b.result.notes);
    REQUIRE(a.result.postings.size() == b.result.postings.size());
    for (std::size_t i = 0; i < a.result.postings.size(); ++i) {
        const Posting& p = a.result.postings[i];
        const Posting& q = b.result.postings[i];
        INFO("posting " << i << ": " << p.reason.de);
        CHECK(p.payer == q.payer);
        CHECK(p.payee == q.payee);
        CHECK(p.amount == q.amount);
        CHECK(p.reason == q.reason);
        CHECK(p.rule == q.rule);
    }
}

}  // namespace tarock::apptest
