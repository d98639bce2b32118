// Königrufen: every test vector of koenigrufen-neunzehnrufen-paszkiewitsch.md §8.1 and §8.2
// (TV-K1 .. TV-K30), with exact nets per seat (A, B, C, D; A is the Vorhand and, unless the vector
// says otherwise, the declarer).
#include "koenigrufen_helpers.hpp"

using namespace pt;


TEST_CASE("TV-K1 Solo with a called partner, contra, won: 16 each (000:L756)") {
    CHECK(kr(R"({"declarer":"A","game":"solo","king":"coeur","partner":"C","contra":"contra","points":40})") == V{16, -16, 16, -16});
}

TEST_CASE("TV-K2 Solo with a called partner, contra, lost: 16 each") {
    CHECK(kr(R"({"declarer":"A","game":"solo","king":"coeur","partner":"C","contra":"contra","points":30})") == V{-16, 16, -16, 16});
}

TEST_CASE("TV-K3 Solo, called king in the talon, contra, lost: counted as not contra'd, 8 to each") {
    CHECK(kr(R"({"declarer":"A","game":"solo","king":"treff","partner":"talon","contra":"contra","points":30})") == V{-24, 8, 8, 8});
}

TEST_CASE("TV-K4 Solo, called king in the talon, contra, won: 16 from each opponent") {
    CHECK(kr(R"({"declarer":"A","game":"solo","king":"treff","partner":"talon","contra":"contra","points":40})") == V{48, -16, -16, -16});
}

TEST_CASE("TV-K5 Rufer, called king in the talon, thrown in: 4 to each of the three") {
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"pique","partner":"talon","schleifen":true})") == V{-12, 4, 4, 4});
}

TEST_CASE("TV-K6 Rufer, announced König Ultimo, the king captured, game won: only 4 lost") {
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"pique","partner":"D","points":40,
                 "called_king":"captured","koenig_ultimo":{}})") == V{2, -2, -2, 2});
}

TEST_CASE("TV-K7 Problem 16: Rufer and König Ultimo contra'd, silent Pagat Ultimo, Köpfe to B+C") {
    // game 6 x 2 = 12; König Ultimo 4 x 2 = 8; silent Pagat Ultimo 2; Köpfe held by C: 1 each to B and C.
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"pique","partner":"D","contra":"contra","points":44,
                 "called_king":"ultimo","koenig_ultimo":{"contra":"contra"},
                 "ultimo":{"player":"A","result":"won"},"honours":{"C":["koepfe"]}})") == V{21, -21, -21, 21});
}

TEST_CASE("TV-K8 Problem 17: Solo, silent Volat replaces the game, C's announced Pagat Ultimo made") {
    CHECK(kr(R"({"declarer":"A","game":"solo","king":"coeur","partner":"C","points":70,"called_king":"home",
                 "volat":{"by":"declarer"},"ultimo":{"player":"C","announced":true,"result":"won"}})") == V{32, -32, 32, -32});
}

TEST_CASE("TV-K9 Problem 18: Solo and König Ultimo contra'd and made, C's Köpfe (Sküs + Pagat)") {
    const std::string h = R"({"declarer":"A","game":"solo","king":"treff","partner":"D","contra":"contra","points":54,
                              "called_king":"ultimo","koenig_ultimo":{"contra":"contra"},"honours":{"C":["koepfe_pagat"]}})";
    CHECK(kr(h) == V{30, -30, -30, 30});
    SUBCASE("A-K1 option: only Sküs and Mond are Köpfe") { CHECK(kr(h, J(R"({"koepfe":"skus_mond"})")) == V{32, -32, -32, 32}); }
}

TEST_CASE("TV-K10 Rufer won, the called king captured: 6 - 2") {
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"carreau","partner":"D","points":40,"called_king":"captured"})") == V{4, -4, -4, 4});
}

TEST_CASE("TV-K11 Rufer lost on 35, the called king ultimo'd silently: -6 + 2") {
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"carreau","partner":"D","points":35,"called_king":"ultimo"})") == V{-4, 4, 4, -4});
}

TEST_CASE("TV-K13 Dreier won: 10 from each") {
    CHECK(kr(R"({"declarer":"A","game":"dreier","points":40})") == V{30, -10, -10, -10});
}

TEST_CASE("TV-K14 Solo-Dreier lost: 20 to each") {
    CHECK(kr(R"({"declarer":"A","game":"solodreier","points":30})") == V{-60, 20, 20, 20});
}

TEST_CASE("TV-K15 Rufer won, opponent B holds the Trull: 6 - 2") {
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":40,"honours":{"B":["trull"]}})") == V{4, -4, -4, 4});
}

TEST_CASE("TV-K16 Rufer lost, the called partner D holds all four kings: -6 + 2") {
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":30,"honours":{"D":["quatre"]}})") == V{-4, 4, 4, -4});
}

TEST_CASE("TV-K17 Rufer won, C holds Köpfe: 6 - 1") {
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":40,"honours":{"C":["koepfe"]}})") == V{5, -5, -5, 5});
}

TEST_CASE("TV-K18 Rufer won, A's announced Pagat Ultimo contra'd and caught in the last trick: 6 - 8") {
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":40,
                 "ultimo":{"player":"A","announced":true,"contra":"contra","result":"lost"}})") == V{-2, 2, 2, -2});
}

TEST_CASE("TV-K19 Rufer won, opponent B makes a silent Pagat Ultimo: 6 - 2") {
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":40,
                 "ultimo":{"player":"B","result":"won"}})") == V{4, -4, -4, 4});
}

TEST_CASE("TV-K20 Rufer, silent Volat replaces the game: 12") {
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":70,"volat":{"by":"declarer"}})") == V{12, -12, -12, 12});
}

TEST_CASE("TV-K22 Rufer with contra, recontra and supercontra, lost: 6 x 8 = 48") {
    CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","contra":"supercontra","points":30})") == V{-48, 48, 48, -48});
}

TEST_CASE("TV-K23 Dreier won, A holds the Trull: 10 + 4 from each") {
    CHECK(kr(R"({"declarer":"A","game":"dreier","points":40,"honours":{"A":["trull"]}})") == V{42, -14, -14, -14});
}

TEST_CASE("TV-K24 Dreier won, opponent C holds the Trull (A-K3)") {
    const std::string h = R"({"declarer":"A","game":"dreier","points":40,"honours":{"C":["trull"]}})";
    CHECK(kr(h) == V{18, -6, -6, -6});
    SUBCASE("A-K3 option: the holder collects from all three, Tapp-style") {
        CHECK(kr(h, J(R"({"honours_1v3":"holder"})")) == V{26, -14, 2, -14});
    }
}

TEST_CASE("TV-K26 Solo-Dreier won with an announced Pagat Ultimo made: 20 + 16 from each") {
    CHECK(kr(R"({"declarer":"A","game":"solodreier","points":40,"ultimo":{"player":"A","announced":true,"result":"won"}})") ==
          V{108, -36, -36, -36});
}

TEST_CASE("TV-K27 Solo with partner C, announced König Ultimo made, game won: 8 + 8") {
    CHECK(kr(R"({"declarer":"A","game":"solo","king":"carreau","partner":"C","points":40,"called_king":"ultimo","koenig_ultimo":{}})") ==
          V{16, -16, 16, -16});
}

TEST_CASE("TV-K28 Codex §26: the called partner contras A's Pagat Ultimo by mistake") {
    SUBCASE("(a) the Ultimo is made anyway: game lost, the premium void") {
        CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":40,"partner_contra":"ultimo",
                     "ultimo":{"player":"A","announced":true,"result":"won"}})") == V{-6, 6, 6, -6});
    }
    SUBCASE("(b) the Ultimo is lost: plus the single premium 4") {
        CHECK(kr(R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","partner_contra":"ultimo",
                     "ultimo":{"player":"A","announced":true,"result":"lost"}})") == V{-10, 10, 10, -10});
    }
}

TEST_CASE("TV-K29 Codex §26: the called partner contras the game by mistake (A-K9)") {
    const std::string h = R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":40,"partner_contra":"game"})";
    CHECK(kr(h) == V{-6, 6, 6, -6});
    SUBCASE("A-K9 option: the contra is void, the game counts on its merits") {
        CHECK(kr(h, J(R"({"partner_contra_game":"void"})")) == V{6, -6, -6, 6});
    }
}

TEST_CASE("TV-K30 Rufer won, A holds the Trull but C wins A's Pagat during play (A-K4, A-K2)") {
    const std::string h = R"({"declarer":"A","game":"rufer","king":"coeur","partner":"D","points":40,"honours":{"A":["trull"]}})";
    CHECK(kr(h) == V{8, -8, -8, 8});
    SUBCASE("Bohemian rule: no Trull collected, the Köpfe are paid") { CHECK(kr(h, J(R"({"trull_quatre":"tricks"})")) == V{7, -7, -7, 7}); }
}
