// Königrufen beyond the vectors: validation of the call, honours and announcements; all-pass
// (A-K13), misdeal, the Solo penalty (A-K5), A-K7, A-K8, pairing (A-G2), renonce.
#include "koenigrufen_helpers.hpp"

using namespace pt;

namespace {
std::string refused(const std::string& hand, Json rules = Json::object()) { return refusal("koenigrufen", J(hand), std::move(rules)).field(); }
}  // namespace

TEST_CASE("the call: Rufer and Solo name the king's holder, Dreier and Solodreier call none") {
    CHECK(refused(R"({"declarer":"A","game":"rufer","king":"pique","points":40})") == "partner");
    CHECK(refused(R"({"declarer":"A","game":"dreier","king":"pique","points":40})") == "king");
    CHECK(refused(R"({"declarer":"A","game":"dreier","partner":"C","points":40})") == "partner");
    CHECK(refused(R"({"declarer":"A","game":"solodreier","points":40,"called_king":"ultimo"})") == "called_king");
    // Calling oneself: alone against three at the Rufer value.
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"treff","partner":"A","points":40})") == V{18, -6, -6, -6});
    CHECK(refused(R"({"declarer":"A","game":"rufer","king":"treff","partner":"A","points":40,"koenig_ultimo":{}})") == "koenig_ultimo");
}

TEST_CASE("all four kings in one hand decide the partner") {
    CHECK(refused(R"({"declarer":"A","game":"rufer","partner":"B","points":40,"honours":{"D":["quatre"]}})") == "partner");
    CHECK(refused(R"({"declarer":"A","game":"rufer","partner":"talon","points":40,"honours":{"D":["quatre"]}})") == "partner");
    CHECK(refused(R"({"declarer":"A","game":"rufer","partner":"B","points":40,"honours":{"A":["quatre"]}})") == "partner");
}

TEST_CASE("honours: one Trull, one Köpfe holder, never both beside each other") {
    CHECK(refused(R"({"declarer":"A","game":"dreier","points":40,"honours":{"A":["trull"],"B":["koepfe"]}})") == "honours");
    CHECK(refused(R"({"declarer":"A","game":"dreier","points":40,"honours":{"A":["koepfe"],"B":["koepfe_pagat"]}})") == "honours");
    CHECK(refused(R"({"declarer":"A","game":"dreier","points":40,"collected":{"trull":"declarer"}})") == "collected");
    CHECK(refused(R"({"declarer":"A","game":"dreier","points":40,"honours":{"B":["trull"]},"collected":{"trull":"declarer"}})", J(R"({"trull_quatre":"tricks"})")) ==
          "collected.trull");
    // A-K2 option: Trull and Köpfe.
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":40,"honours":{"A":["trull"]}})", J(R"({"trull_koepfe":"trull_and_koepfe"})")) ==
          V{9, -9, -9, 9});
    // Bohemian: the quatre collected by the opponents.
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":40,"collected":{"quatre":"opponents"}})", J(R"({"trull_quatre":"tricks"})")) ==
          V{4, -4, -4, 4});
}

TEST_CASE("the captured called king in the Solo: 4 (A-K5 default) or 2") {
    const std::string h = R"({"declarer":"A","game":"solo","king":"coeur","partner":"C","points":40,"called_king":"captured"})";
    CHECK(kr(h) == V{4, -4, 4, -4});
    CHECK(kr(h, J(R"({"solo_penalty":"2"})")) == V{6, -6, 6, -6});
}

TEST_CASE("A-K7: a lost Solo with the king in the talon, recontra'd by the declarer") {
    const std::string h = R"({"declarer":"A","game":"solo","partner":"talon","contra":"recontra","points":30})";
    CHECK(kr(h) == V{-24, 8, 8, 8});
    CHECK(kr(h, J(R"({"solo_talon_contra":"declarer_steps"})")) == V{-48, 16, 16, 16});
    // Played on as a Rufer with the king in the talon: alone at 6 (A-K8).
    CHECK(kr(R"({"declarer":"A","game":"rufer","partner":"talon","points":40})") == V{18, -6, -6, -6});
}

TEST_CASE("A-K8: a thrown-in Rufer pays 4 to each, held honours only with the house rule") {
    const std::string h = R"({"declarer":"A","game":"rufer","partner":"talon","schleifen":true,"honours":{"B":["trull"]}})";
    CHECK(kr(h) == V{-12, 4, 4, 4});
    CHECK(kr(h, J(R"({"schleifen_honours":"paid"})")) == V{-18, 6, 6, 6});
    CHECK(refused(R"({"declarer":"A","game":"solo","partner":"talon","schleifen":true})") == "schleifen");
    CHECK(refused(R"({"declarer":"A","game":"rufer","partner":"talon","schleifen":true,"points":20})") == "schleifen");
}

TEST_CASE("A-K8 with A-K4: a thrown-in Rufer under the Bohemian rule pays no Trull, nothing was collected in tricks, the holder keeps his Köpfe (000:L702, L720)") {
    const std::string trull = R"({"declarer":"A","game":"rufer","partner":"talon","schleifen":true,"honours":{"B":["trull"]}})";
    const std::string koepfe = R"({"declarer":"A","game":"rufer","partner":"talon","schleifen":true,"honours":{"C":["koepfe"]}})";
    const Json bohemian_paid = J(R"({"schleifen_honours":"paid","trull_quatre":"tricks"})");
    // Bohemian: tous les trois only when a party holds all three in its tricks "am Schlusse des
    // Spiels" (000:L702); a thrown-in hand has no tricks. B holds three tarock honours: Köpfe 1 (A-K2).
    CHECK(kr(trull, bohemian_paid) == V{-15, 5, 5, 5});
    CHECK(kr(koepfe, bohemian_paid) == V{-15, 5, 5, 5});
    // Held (the default A-K4): the Trull 2 to each.
    CHECK(kr(trull, J(R"({"schleifen_honours":"paid"})")) == V{-18, 6, 6, 6});
    // Without A-K8 "paid" the Bohemian rule changes nothing: 4 to each.
    CHECK(kr(trull, J(R"({"trull_quatre":"tricks"})")) == V{-12, 4, 4, 4});
    // Trull and Köpfe (A-K2 house rule) under the Bohemian rule: still only the Köpfe, once.
    CHECK(kr(trull, J(R"({"schleifen_honours":"paid","trull_quatre":"tricks","trull_koepfe":"trull_and_koepfe"})")) == V{-15, 5, 5, 5});
}

TEST_CASE("A-K13: all pass, misdeal (Codex §4), a thrown-in deal") {
    CHECK(kr(R"({"deal":"allpass"})") == V{0, 0, 0, 0});
    CHECK(kr(R"({"deal":"allpass"})", J(R"({"allpass":"vorhand_half_dreier"})")) == V{15, -5, -5, -5});
    CHECK(kr(R"({"deal":"misdeal"})") == V{1, 1, 1, -3});
    CHECK(kr(R"({"deal":"thrown_in"})") == V{0, 0, 0, 0});
}

TEST_CASE("A-G2: the pairing changes who pays whom, not the nets") {
    const std::string h = R"({"declarer":"A","game":"rufer","king":"coeur","partner":"C","points":40})";
    const auto e1 = evening("koenigrufen");
    const auto e2 = evening("koenigrufen", J(R"({"pairing":"previous"})"));
    const auto p1 = tarock::preview(e1, 0, J(h));
    const auto p2 = tarock::preview(e2, 0, J(h));
    CHECK(p1.outcome.result.postings[0].payer == 1);  // B, the first opponent after A
    CHECK(p2.outcome.result.postings[0].payer == 3);  // D, the opponent before A
    CHECK(nets_of(e1, J(h)) == nets_of(e2, J(h)));
}

TEST_CASE("renonce (Codex §8): the other party wins the game and all announcements, held honours stay (§12)") {
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","contra":"contra","renonce":"B",
                 "ultimo":{"player":"A","announced":true,"result":"lost"},"honours":{"C":["trull"]}})") == V{14, -14, -14, 14});
    CHECK(refused(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","renonce":"A","ultimo":{"player":"A","result":"won"}})") == "ultimo");
    CHECK(refused(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","renonce":"B","called_king":"captured"})") == "called_king");
}

TEST_CASE("Volat: made by the opponents, announced and failed (A-G4), against a contra'd game (A-G3)") {
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":0,"volat":{"by":"opponents"}})") == V{-12, 12, 12, -12});
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":50,"volat":{"announced":"declarer"}})") == V{-18, 18, 18, -18});
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":50,"volat":{"announced":"declarer"}})", J(R"({"volat_failed":"replaces_game"})")) ==
          V{-24, 24, 24, -24});
    const std::string big = R"({"declarer":"A","game":"solodreier","points":70,"contra":"supercontra","volat":{"announced":"declarer","by":"declarer"}})";
    CHECK(kr(big) == V{480, -160, -160, -160});
    CHECK(kr(big, J(R"({"volat_compare":"silent_only"})")) == V{288, -96, -96, -96});
    CHECK(refused(R"({"declarer":"A","game":"dreier","points":30,"volat":{"by":"declarer"}})") == "volat.by");
}
