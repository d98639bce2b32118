// Tapp-Tarok test vectors T-W, T-V, T-R, T-P and T-D of tapp-zwoelfer-ungarisch-codex §7.
// Seats: A (0), B (1), C (2); C deals, so A is Vorhand. With four: K (3) deals and rests as König.
// "per opp" = what each opponent pays the declarer.
#include "tapp_helpers.hpp"

#include "core/cards.hpp"
#include "games/tapp/tapp.hpp"

using namespace test;

namespace {
Json dreier(int m, const char* extra = "") {
    return J((std::string(R"({"declarer":"A","game":"dreier","multiple":)") + std::to_string(m) + extra + "}").c_str());
}
Json solo(const char* extra = "") { return J((std::string(R"({"declarer":"A","game":"solo")") + extra + "}").c_str()); }
}  // namespace

// ---- 7.2 Win threshold and point bookkeeping -------------------------------------------------

TEST_CASE("T-W1 54 cards, 35 : 35 is a loss for the declarer") {
    CHECK(nets(dreier(1, R"(,"points":35)")) == per_opp(0, -1));
}

TEST_CASE("T-W2 opponents 31 in tricks + talon 4 = 35: the declarer's 35 loses") {
    CHECK(nets(dreier(1, (std::string(R"(,"points":)") + std::to_string(70 - (31 + 4))).c_str())) == per_opp(0, -1));
}

TEST_CASE("T-W3 opponents 28 + talon 7 = 35: the declarer loses") {
    CHECK(nets(solo(R"(,"points":35)")) == per_opp(0, -8));
}

TEST_CASE("T-W4 the declarer with exactly 36 wins") {
    CHECK(nets(dreier(1, R"(,"points":36)")) == per_opp(0, 1));
}

TEST_CASE("T-W5 opponents 33: the declarer's 37 wins") {
    CHECK(nets(dreier(1, R"(,"points":37)")) == per_opp(0, 1));
}

TEST_CASE("T-W6 opponents 36: the declarer's 34 loses") {
    CHECK(nets(dreier(1, R"(,"points":34)")) == per_opp(0, -1));
}

TEST_CASE("T-W7 opponents 11 + talon 10 = 21: the declarer has 49 and wins") {
    CHECK(70 - 21 == 49);
    CHECK(nets(solo(R"(,"points":49)")) == per_opp(0, 8));
}

TEST_CASE("T-W8 42 cards: the declarer's 33 2/3 counts as 34 and wins") {
    const tarock::tapp::Pack zwoelfer{42, 66, 34};
    CHECK(tarock::round_card_points(Thirds::parse("33 2/3")) == 34);
    tarock::TableSetup setup{{"A", "B", "C"}, tarock::HouseRules(tarock::tapp::settings(), Json::object())};
    const auto deal = tarock::make_deal(3, 3, 2);
    const auto h = tarock::tapp::parse_hand(dreier(1, R"(,"points":"33 2/3")"), setup.players, zwoelfer);
    tarock::tapp::validate(h, deal, setup.rules, zwoelfer);
    tarock::tapp::StammPot pot;
    const auto out = tarock::tapp::score(h, deal, setup, zwoelfer, pot);
    CHECK(out.declarer_won == true);
    CHECK(out.result.net(3)[0] == Thirds::whole(2));
}

TEST_CASE("T-W9 42 cards: opponents at most 32, the declarer has at least 34 and wins") {
    const tarock::tapp::Pack zwoelfer{42, 66, 34};
    tarock::TableSetup setup{{"A", "B", "C"}, tarock::HouseRules(tarock::tapp::settings(), Json::object())};
    const auto deal = tarock::make_deal(3, 3, 2);
    tarock::tapp::StammPot pot;
    auto h = tarock::tapp::parse_hand(solo(R"(,"points":34)"), setup.players, zwoelfer);
    CHECK(tarock::tapp::score(h, deal, setup, zwoelfer, pot).declarer_won == true);
    h = tarock::tapp::parse_hand(solo(R"(,"points":33)"), setup.players, zwoelfer);
    CHECK(tarock::tapp::score(h, deal, setup, zwoelfer, pot).declarer_won == false);
    // 66 points in the 42-card pack: the declarer cannot be refused at 66, is refused at 67.
    CHECK_NOTHROW(tarock::tapp::validate(tarock::tapp::parse_hand(solo(R"(,"points":66)"), setup.players, zwoelfer), deal, setup.rules, zwoelfer));
    CHECK_THROWS_AS(tarock::tapp::validate(tarock::tapp::parse_hand(solo(R"(,"points":67)"), setup.players, zwoelfer), deal, setup.rules, zwoelfer),
                    tarock::InputError);
}

TEST_CASE("T-W10 after 11 tricks the declarer has 21, the opponents 25: 24 points are still in play") {
    CHECK(tarock::pack_points(54) - 21 - 25 == 24);
}

TEST_CASE("T-W11 after 9 tricks 10 : 24, the declarer takes 26 of the 36 left and wins with 36") {
    CHECK(tarock::pack_points(54) - 10 - 24 == 36);
    CHECK(nets(dreier(2, R"(,"points":36)")) == per_opp(0, 2));
}

// ---- 7.3 Values and raising -------------------------------------------------------------------

TEST_CASE("T-V1 Dreier 3x: plain / Contra / Recontra / Supercontra = 3 / 6 / 12 / 24") {
    const char* c[] = {"none", "contra", "recontra", "supercontra"};
    const std::int64_t expect[] = {3, 6, 12, 24};
    for (int i = 0; i < 4; ++i)
        CHECK(nets(dreier(3, (std::string(R"(,"points":40,"contra":")") + c[i] + "\"").c_str())) == per_opp(0, expect[i]));
}

TEST_CASE("T-V2 Solo: plain / C / R / S = 8 / 16 / 32 / 64") {
    for (int i = 0; i < 4; ++i)
        CHECK(nets(solo((std::string(R"(,"points":40,"contra":)") + std::to_string(i)).c_str())) == per_opp(0, 8 << i));
}

TEST_CASE("T-V3 Dreier m = 1..6: m plain and 2m with Contra") {
    for (int m = 1; m <= 6; ++m) {
        CHECK(nets(dreier(m, R"(,"points":50)")) == per_opp(0, m));
        CHECK(nets(dreier(m, R"(,"points":50,"contra":"contra")")) == per_opp(0, 2 * m));
        CHECK(nets(dreier(m, R"(,"points":20,"contra":"contra")")) == per_opp(0, -2 * m));
    }
}

TEST_CASE("T-V4 announced Ultimo in a Dreier: 4 / 8 / 16 / 32") {
    for (int i = 0; i < 4; ++i) {
        const auto hand = dreier(1, (std::string(R"(,"points":40,"ultimo":{"player":"A","announced":true,"result":"won","contra":)") +
                                     std::to_string(i) + "}").c_str());
        CHECK(nets(hand) == per_opp(0, 1 + (4 << i)));
    }
}

TEST_CASE("T-V5 announced Ultimo in a Solo: 8 / 16 / 32 / 64") {
    for (int i = 0; i < 4; ++i) {
        const auto hand = solo((std::string(R"(,"points":40,"ultimo":{"player":"A","announced":true,"result":"won","contra":)") +
                                std::to_string(i) + "}").c_str());
        CHECK(nets(hand) == per_opp(0, 8 + (8 << i)));
    }
}

TEST_CASE("T-V6 announced Volat with Contra: 48 in a Dreier, 96 in a Solo (errata)") {
    // Made: the Volat replaces the game (A7 default): max(48, 1) and max(96, 8).
    CHECK(nets(dreier(1, R"(,"points":70,"volat":{"announced":true,"contra":"contra","by":"declarer"})")) == per_opp(0, 48));
    CHECK(nets(solo(R"(,"points":70,"volat":{"announced":true,"contra":"contra","by":"declarer"})")) == per_opp(0, 96));
    // Failed: the same amounts go to the opponents, the game is settled normally.
    CHECK(nets(dreier(1, R"(,"points":60,"volat":{"announced":true,"contra":"contra"})")) == per_opp(0, 1 - 48));
}

TEST_CASE("T-V7 silent Volat 12 / 24, Köpfe, Trull, Quatre 1/2/2 and 2/4/4") {
    CHECK(nets(dreier(1, R"(,"points":66,"volat":{"by":"declarer"})")) == per_opp(0, 12));
    CHECK(nets(solo(R"(,"points":70,"volat":{"by":"declarer"})")) == per_opp(0, 24));
    // Honours held by the declarer: each other person pays the holder.
    CHECK(nets(dreier(1, R"(,"points":40,"honours":{"A":["koepfe"]})")) == per_opp(0, 1 + 1));
    CHECK(nets(dreier(1, R"(,"points":40,"honours":{"A":["trull"]})")) == per_opp(0, 1 + 2));
    CHECK(nets(dreier(1, R"(,"points":40,"honours":{"A":["quatre"]})")) == per_opp(0, 1 + 2));
    CHECK(nets(solo(R"(,"points":40,"honours":{"A":["koepfe"]})")) == per_opp(0, 8 + 2));
    CHECK(nets(solo(R"(,"points":40,"honours":{"A":["trull"]})")) == per_opp(0, 8 + 4));
    CHECK(nets(solo(R"(,"points":40,"honours":{"A":["quatre"]})")) == per_opp(0, 8 + 4));
}

TEST_CASE("T-R1 unraised Dreier: first Lage 1x, the other 2x, back to the first 3x") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":1,"talon":"first","points":40})")) == per_opp(0, 1));
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":1,"talon":"other","points":40})")) == per_opp(0, 2));
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":1,"talon":"back","points":40})")) == per_opp(0, 3));
}

TEST_CASE("T-R2 Unterer (2x level): 2x / 3x / 4x") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":2,"talon":"first","points":40})")) == per_opp(0, 2));
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":2,"talon":"other","points":40})")) == per_opp(0, 3));
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":2,"talon":"back","points":40})")) == per_opp(0, 4));
}

TEST_CASE("T-R3 3x level: 3x / 4x / 5x") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":3,"talon":"first","points":40})")) == per_opp(0, 3));
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":3,"talon":"other","points":40})")) == per_opp(0, 4));
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":3,"talon":"back","points":40})")) == per_opp(0, 5));
}

TEST_CASE("T-R4 4x level: 4x / 5x / 6x") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":4,"talon":"first","points":40})")) == per_opp(0, 4));
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":4,"talon":"other","points":40})")) == per_opp(0, 5));
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":4,"talon":"back","points":40})")) == per_opp(0, 6));
}

// ---- 7.4 The book's problems (Tapp) ------------------------------------------------------------

TEST_CASE("T-P01 endgame: the declarer wins the game, per opp +m") {
    for (int m : {1, 4}) CHECK(nets(dreier(m, R"(,"result":"won")")) == per_opp(0, m));
}

TEST_CASE("T-P02 Ultimo made, game lost with the opponents at 36: per opp -m + 4") {
    const std::int64_t d[] = {6, 4, 2};
    for (int m = 1; m <= 3; ++m) {
        const auto n = nets(dreier(m, R"(,"points":34,"ultimo":{"player":"A","announced":true,"result":"won"})"));
        CHECK(n == per_opp(0, -m + 4));
        CHECK(n[0] == d[m - 1]);
    }
}

TEST_CASE("T-P03 first Lage, Ultimo announced, Contra on game and Ultimo, both won: D +20 (m=3: +28)") {
    CHECK(nets(dreier(1, R"(,"points":40,"contra":"contra","ultimo":{"player":"A","announced":true,"contra":"contra","result":"won"})")) == per_opp(0, 10));
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":1,"talon":"back","points":40,"contra":"contra","ultimo":{"player":"A","announced":true,"contra":"contra","result":"won"}})"))[0] == 28);
}

TEST_CASE("T-P04 Ultimo lost (Pagat caught early), game won: per opp m - 4") {
    CHECK(nets(J(R"({"declarer":"B","game":"dreier","multiple":1,"points":45,"ultimo":{"player":"B","announced":true,"result":"lost"}})")) == per_opp(1, -3));
}

TEST_CASE("T-P05 Solo with Ultimo, both contra'd and won, opponents 33: D +64") {
    CHECK(nets(solo(R"(,"points":37,"contra":"contra","ultimo":{"player":"A","announced":true,"contra":"contra","result":"won"})")) == per_opp(0, 32));
}

TEST_CASE("T-P06 second Lage unraised (2x), Ultimo contra'd and recontra'd, both won: D +36") {
    CHECK(nets(J(R"({"declarer":"A","game":"dreier","level":1,"talon":"other","points":40,"ultimo":{"player":"A","announced":true,"contra":"recontra","result":"won"}})")) ==
          per_opp(0, 18));
}

TEST_CASE("T-P07 Solo with Ultimo, both lost at 35 : 35: D -32") {
    CHECK(nets(J(R"({"declarer":"B","game":"solo","points":35,"ultimo":{"player":"B","announced":true,"result":"lost"}})")) == per_opp(1, -16));
}

TEST_CASE("T-P08 Solo lost at 35, the Pagat played early: D -16") {
    CHECK(nets(J(R"({"declarer":"B","game":"solo","points":35})")) == per_opp(1, -8));
}

TEST_CASE("T-P09 Solo with announced Volat, contra'd, failed: per opp -88 if the Solo is won, -104 if lost") {
    CHECK(nets(J(R"({"declarer":"C","game":"solo","points":60,"volat":{"announced":true,"contra":"contra"}})")) == per_opp(2, -88));
    CHECK(nets(J(R"({"declarer":"C","game":"solo","points":30,"volat":{"announced":true,"contra":"contra"}})")) == per_opp(2, -104));
}

TEST_CASE("T-P10 Solo with Contra, Recontra, Supercontra, won with 49: D +128") {
    CHECK(nets(solo(R"(,"points":49,"contra":"supercontra")")) == per_opp(0, 64));
}

TEST_CASE("T-P11 game and Ultimo contra'd, both won: Dreier per opp 2m + 8, Solo +32") {
    CHECK(nets(dreier(1, R"(,"points":40,"contra":"contra","ultimo":{"player":"A","announced":true,"contra":"contra","result":"won"})")) == per_opp(0, 10));
    CHECK(nets(dreier(5, R"(,"points":40,"contra":"contra","ultimo":{"player":"A","announced":true,"contra":"contra","result":"won"})")) == per_opp(0, 18));
    CHECK(nets(solo(R"(,"points":40,"contra":"contra","ultimo":{"player":"A","announced":true,"contra":"contra","result":"won"})")) == per_opp(0, 32));
}

TEST_CASE("T-P12 the declarer wins with exactly 36, no Ultimo item: per opp +m") {
    for (int m : {1, 2, 6}) CHECK(nets(dreier(m, R"(,"points":36)")) == per_opp(0, m));
}
