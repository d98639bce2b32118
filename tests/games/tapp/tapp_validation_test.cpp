// Impossible Tapp hands are refused with the field and the rule named; nothing is "fixed".
#include "tapp_helpers.hpp"

using namespace test;

namespace {
void refused(const char* hand, const std::string& field, const std::string& rule, int players = 3) {
    const auto err = refusal(J(hand), players);
    CHECK(err.field() == field);
    CHECK(err.rule().rule == rule);
    CHECK_FALSE(err.message().de.empty());
    CHECK_FALSE(err.message().en.empty());
}
}  // namespace

TEST_CASE("validation: card points over 70 or negative") {
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":71})", "points", "tapp §1.1, §1.4");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":-1})", "points", "tapp §1.1, §1.4");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":"70 1/3"})", "points", "tapp §1.1, §1.4");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":"35,5"})", "points", "tapp §1.1, §1.4");
    refused(R"({"declarer":"A","game":"dreier","multiple":1})", "points", "tapp §1.1, §1.4");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"result":"lost"})", "result", "tapp §1.1, §1.4");
}

TEST_CASE("validation: an opponent may not announce Ultimo") {
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"B","announced":true,"result":"won"}})",
            "ultimo.announced", "tapp §2.7");
}

TEST_CASE("validation: a Solo has no talon multiple") {
    refused(R"({"declarer":"A","game":"solo","multiple":2,"points":40})", "multiple", "tapp §2.3");
    refused(R"({"declarer":"A","game":"solo","level":1,"talon":"other","points":40})", "multiple", "tapp §2.3");
}

TEST_CASE("validation: the Dreier multiple and raise level") {
    refused(R"({"declarer":"A","game":"dreier","multiple":7,"points":40})", "multiple", "tapp §2.2");
    refused(R"({"declarer":"A","game":"dreier","multiple":0,"points":40})", "multiple", "tapp §2.2");
    refused(R"({"declarer":"A","game":"dreier","points":40})", "multiple", "tapp §2.2");
    refused(R"({"declarer":"A","game":"dreier","level":5,"talon":"first","points":40})", "level", "tapp §2.2");
    refused(R"({"declarer":"A","game":"dreier","level":3,"multiple":2,"points":40})", "multiple", "tapp §2.2");
    refused(R"({"declarer":"A","game":"dreier","multiple":2,"talon":"back","points":40})", "talon", "tapp §2.2");
}

TEST_CASE("validation: contra levels out of range and contras on silent premiums") {
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"contra":4})", "contra", "tapp §2.9");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"contra":"hypercontra"})", "contra", "tapp §2.9");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"A","result":"won","contra":"contra"}})",
            "ultimo.contra", "tapp §2.9");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":70,"volat":{"by":"declarer","contra":1}})", "volat.contra", "tapp §2.9");
}

TEST_CASE("validation: the resting König does not play") {
    refused(R"({"declarer":"K","game":"dreier","multiple":1,"points":40})", "declarer", "tapp §1.5", 4);
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"K":["trull"]}})", "honours", "tapp §1.5", 4);
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"K","result":"won"}})", "ultimo.player", "tapp §1.5", 4);
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"renonce":"K"})", "renonce", "tapp §1.5", 4);
}

TEST_CASE("validation: honours that cannot exist together") {
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"A":["trull"],"B":["trull"]}})", "honours", "tapp §2.4");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"A":["koepfe"],"B":["koepfe"]}})", "honours", "tapp §2.4");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"A":["trull"],"B":["koepfe"]}})", "honours", "tapp §2.4");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"A":["trull","koepfe"]}})", "honours", "tapp A3");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"A":["quatre"],"C":["quatre"]}})", "honours", "tapp §2.4");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"honours":{"A":["sept"]}})", "honours.A", "tapp §2.4");
}

TEST_CASE("validation: Volat and the game result must agree") {
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":30,"volat":{"by":"declarer"}})", "volat.by", "tapp §2.8");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"volat":{"by":"opponents"}})", "volat.by", "tapp §2.8");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"volat":{}})", "volat.by", "tapp §2.8");
}

TEST_CASE("validation: after a renonce only the innocent party earns silent premiums (Codex §10)") {
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"renonce":"B","ultimo":{"player":"C","result":"won"}})", "ultimo", "tapp Codex §10");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"renonce":"A","ultimo":{"player":"A","result":"won"}})", "ultimo", "tapp Codex §10");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"renonce":"A","volat":{"by":"declarer"}})", "volat.by", "tapp Codex §10");
}

TEST_CASE("validation: Codex §20 combinations") {
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"A","result":"won","announced":true,"without_pagat":true}})",
            "ultimo.result", "tapp Codex §20");
    refused(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"A","result":"lost","without_pagat":true}})",
            "ultimo.without_pagat", "tapp Codex §20");
}

TEST_CASE("validation: unknown players and fields, wrong types") {
    CHECK(refusal(J(R"({"declarer":"Zoe","game":"dreier","multiple":1,"points":40})")).field() == "declarer");
    CHECK(refusal(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"punkte":3})")).field() == "punkte");
    CHECK(refusal(J(R"({"declarer":"A","game":"dreier","multiple":"2","points":40})")).field() == "multiple");
    CHECK(refusal(J(R"({"declarer":"A","game":"triple","multiple":2,"points":40})")).field() == "game");
    CHECK(refusal(J(R"({"deal":"allpass","declarer":"A"})")).field() == "declarer");
    CHECK(refusal(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"A"}})")).field() == "ultimo.result");
    CHECK(refusal(J(R"({"declarer":"A","game":"dreier","multiple":1,"points":40,"opened_by":"C"})")).field() == "opened_by");
    CHECK(refusal(J(R"([1,2,3])")).field() == "");
}
