// Block-Tarok vectors B-01 .. B-39 (block-steyerisch.md §5.1).
// Three players X, Y, Z in the order of play (Z deals first, so X is Vorhand); four players
// W, X, Y, Z (W deals first and rests as König). The bête cap is off unless a test says so.
// Chips are in big blocks; "1/3" is a small block.
#include "tapp_helpers.hpp"

#include <fmt/format.h>

#include "games/block/block.hpp"

using namespace test;
using tarock::block::Board;

namespace {

Json no_cap() { return J(R"({"bete_cap":"0"})"); }

tarock::Evening block_evening(int players = 3, Json rules = no_cap()) {
    tarock::Evening e;
    e.variant = "block";
    e.players = players == 4 ? std::vector<std::string>{"W", "X", "Y", "Z"} : std::vector<std::string>{"X", "Y", "Z"};
    e.first_dealer = players == 4 ? 0 : 2;
    e.house_rules = std::move(rules);
    return e;
}

struct Run {
    tarock::EveningResult r;
    const Board& board() const { return *tarock::block::board_of(*r.ledger); }
    /// Cumulative chips of a seat, in thirds.
    std::int64_t chips(int seat) const { return r.totals[static_cast<std::size_t>(seat)].count(); }
    /// The board as text, oldest first: "X 8 Y, Y 13".
    std::string queue(const std::vector<std::string>& players) const {
        std::string s;
        for (const auto& b : board().betes) s += (s.empty() ? "" : ", ") + board().text(b, players) + (b.below_hut ? " (Hut)" : "");
        return s;
    }
};

Run run(const tarock::Evening& e) {
    Run out{tarock::recompute(e)};
    for (const auto& row : out.r.rows)
        if (row.error) FAIL_CHECK("hand " << row.number << ": " << row.error->what());
    return out;
}

void add(tarock::Evening& e, const char* hand) { e.hands.push_back({0, 1, J(hand)}); }

Thirds t(const char* s) { return Thirds::parse(s); }

/// What `payer` paid `payee` in the last hand.
Thirds paid(const Run& run, int payer, int payee) {
    REQUIRE(run.r.rows.back().outcome);
    Thirds sum;
    for (const auto& p : run.r.rows.back().outcome->result.postings)
        if (p.payer == payer && p.payee == payee) sum += p.amount;
    return sum;
}

const std::vector<std::string> XYZ = {"X", "Y", "Z"};
const std::vector<std::string> WXYZ = {"W", "X", "Y", "Z"};
constexpr int X = 0, Y = 1, Z = 2;

/// B-01 then the hand of B-05: X loses a 2x Dreier in the first deal (dealer Z).
tarock::Evening b05() {
    auto e = block_evening();
    add(e, R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":2,"result":"lost"})");
    return e;
}
/// B-07: from B-05 the next deal is dealt by X (pot 5, V 13). `hand` is played in it.
tarock::Evening b07(const char* hand) {
    auto e = b05();
    add(e, hand);
    return e;
}

}  // namespace

TEST_CASE("B-01 three players, first deal, dealer Z: pot 4, X -1, Y -1, Z -2, V 4") {
    auto e = block_evening();
    add(e, R"({"dealer":"Z","deal":"allpass"})");
    const Run r = run(e);
    CHECK(r.board().pot == Thirds::whole(4));
    CHECK(r.chips(X) == -3);
    CHECK(r.chips(Y) == -3);
    CHECK(r.chips(Z) == -6);
    CHECK(r.board().betes.empty());
    CHECK(r.board().value() == Thirds::whole(4));
}

TEST_CASE("B-02 four players, first deal, dealer W (König): pot 5, W -2, the others -1") {
    auto e = block_evening(4);
    add(e, R"({"dealer":"W","deal":"allpass"})");
    const Run r = run(e);
    CHECK(r.board().pot == Thirds::whole(5));
    CHECK(r.r.totals == std::vector<Thirds>{Thirds::whole(-2), Thirds::whole(-1), Thirds::whole(-1), Thirds::whole(-1)});
}

TEST_CASE("B-03 X wins a Dreier (1x, 2x or 3x): the pot and 1/3 from each, a new pot next deal") {
    for (int m = 1; m <= 3; ++m) {
        auto e = block_evening();
        add(e, (std::string(R"({"dealer":"Z","declarer":"X","game":"dreier","result":"won","multiple":)") + std::to_string(m) + "}").c_str());
        Run r = run(e);
        CHECK(paid(r, tarock::kPot, X) == Thirds::whole(4));
        CHECK(paid(r, Y, X) == t("1/3"));
        CHECK(paid(r, Z, X) == t("1/3"));
        CHECK(r.chips(X) == -3 + 12 + 2);  // this hand: +4 2/3 after the first stake
        CHECK(r.board().pot.is_zero());
        CHECK(r.board().betes.empty());
        add(e, R"({"dealer":"X","deal":"allpass"})");
        r = run(e);
        CHECK(r.board().pot == Thirds::whole(4));
    }
}

TEST_CASE("B-04 X loses a 1x Dreier: bête X 4, 1/3 to Y and to Z, pot stays 4") {
    auto e = block_evening();
    add(e, R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":30})");
    const Run r = run(e);
    CHECK(r.queue(XYZ) == "X 4");
    CHECK(paid(r, X, Y) == t("1/3"));
    CHECK(paid(r, X, Z) == t("1/3"));
    CHECK(r.board().pot == Thirds::whole(4));
}

TEST_CASE("B-05 X loses a 2x Dreier: bête X 8, 2/3 to each, pot 4") {
    const Run r = run(b05());
    // The next game (B-07) is played for 8 + 4 + the next dealer's Kartenstamm = 13.
    CHECK(r.board().next_value(tarock::make_setup(b05()).rules, 3) == Thirds::whole(13));
    CHECK(r.queue(XYZ) == "X 8");
    CHECK(paid(r, X, Y) == t("2/3"));
    CHECK(paid(r, X, Z) == t("2/3"));
    CHECK(r.board().pot == Thirds::whole(4));
}

TEST_CASE("B-06 X loses a 3x Dreier: bête X 12, 1 B to each") {
    auto e = block_evening();
    add(e, R"({"dealer":"Z","declarer":"X","game":"dreier","level":1,"talon":"back","result":"lost"})");
    const Run r = run(e);
    CHECK(r.queue(XYZ) == "X 12");
    CHECK(paid(r, X, Y) == Thirds::whole(1));
    CHECK(paid(r, X, Z) == Thirds::whole(1));
}

TEST_CASE("B-07 the next deal, dealer X: pot 5 and V = 8 + 5 = 13") {
    const Run r = run(b07(R"({"dealer":"X","deal":"allpass"})"));
    CHECK(r.board().pot == Thirds::whole(5));
    CHECK(r.board().value() == Thirds::whole(13));
    CHECK(r.chips(X) == -3 - 4 - 3);
}

TEST_CASE("B-08 Y wins: X 8 Y, Y +5 2/3, a new pot next deal, cumulative X -14/3, Y +10/3, Z -8/3") {
    auto e = b07(R"({"dealer":"X","declarer":"Y","game":"dreier","multiple":1,"points":40})");
    add(e, R"({"dealer":"Y","deal":"allpass"})");
    const Run r = run(e);
    CHECK(r.queue(XYZ) == "X 8 Y");
    CHECK(r.chips(X) == -14);
    CHECK(r.chips(Y) == 10);
    CHECK(r.chips(Z) == -8);
    CHECK(r.board().pot == Thirds::whole(4));
    CHECK(r.chips(X) + r.chips(Y) + r.chips(Z) + r.board().pot.count() == 0);
}

TEST_CASE("B-09 Y loses a 1x Dreier: X 8 stays, Y 13 is added, 1/3 to X and Z, pot 5") {
    const Run r = run(b07(R"({"dealer":"X","declarer":"Y","game":"dreier","multiple":1,"points":20})"));
    CHECK(r.queue(XYZ) == "X 8, Y 13");
    CHECK(paid(r, Y, X) == t("1/3"));
    CHECK(paid(r, Y, Z) == t("1/3"));
    CHECK(r.board().pot == Thirds::whole(5));
}

TEST_CASE("B-10 Y loses 2x or 3x: bête 26 with 2/3 each, or 39 with 1 B each") {
    Run r = run(b07(R"({"dealer":"X","declarer":"Y","game":"dreier","multiple":2,"points":20})"));
    CHECK(r.queue(XYZ) == "X 8, Y 26");
    CHECK(paid(r, Y, Z) == t("2/3"));
    r = run(b07(R"({"dealer":"X","declarer":"Y","game":"dreier","multiple":3,"points":20})"));
    CHECK(r.queue(XYZ) == "X 8, Y 39");
    CHECK(paid(r, Y, Z) == Thirds::whole(1));
}

TEST_CASE("B-11 then Z wins: X 8 Z, Y 13 open, Z +6 2/3, no new pot next deal (pot 1, V 14)") {
    auto e = b07(R"({"dealer":"X","declarer":"Y","game":"dreier","multiple":1,"points":20})");
    add(e, R"({"dealer":"Y","declarer":"Z","game":"dreier","multiple":1,"points":40})");
    Run r = run(e);
    CHECK(r.r.rows[2].outcome->result.notes[0].de.find("V = Kasse 6 + Bête 8 = 14") != std::string::npos);
    CHECK(r.queue(XYZ) == "X 8 Z, Y 13");
    CHECK(paid(r, tarock::kPot, Z) == Thirds::whole(6));
    CHECK(paid(r, X, Z) + paid(r, Y, Z) == t("2/3"));
    add(e, R"({"dealer":"Z","deal":"allpass"})");
    r = run(e);
    CHECK(r.board().pot == Thirds::whole(1));
    CHECK(r.board().value() == Thirds::whole(14));
}

TEST_CASE("B-12 X wins a Solo: Y 13 X, X +9, cumulative X +11/3, Y -22/3, Z -1/3, board X +5, Y -13, Z +8") {
    auto e = b07(R"({"dealer":"X","declarer":"Y","game":"dreier","multiple":1,"points":20})");
    add(e, R"({"dealer":"Y","declarer":"Z","game":"dreier","multiple":1,"points":40})");
    add(e, R"({"dealer":"Z","declarer":"X","game":"solo","points":40})");
    Run r = run(e);
    CHECK(paid(r, tarock::kPot, X) == Thirds::whole(1));
    CHECK(paid(r, Y, X) == Thirds::whole(4));
    CHECK(paid(r, Z, X) == Thirds::whole(4));
    CHECK(r.queue(XYZ) == "X 8 Z, Y 13 X");
    add(e, R"({"dealer":"X","deal":"allpass"})");
    r = run(e);
    CHECK(r.chips(X) == 11);
    CHECK(r.chips(Y) == -22);
    CHECK(r.chips(Z) == -1);
    CHECK(r.board().pot == Thirds::whole(4));
}

TEST_CASE("B-13 cap 20: a 2x loss at V 19 is written as two bêtes of 19") {
    auto e = block_evening(3, J(R"({"stammbete":"on","stammbete_amount":"18"})"));
    add(e, R"({"dealer":"Z","declarer":"Y","game":"dreier","multiple":2,"points":20})");
    const Run r = run(e);
    CHECK(r.queue(XYZ) == "X 18, Y 18, Z 18, Y 19, Y 19");
}

TEST_CASE("B-14 cap 20: from B-07 Y loses 2x (26): two bêtes of 13") {
    auto e = b07(R"({"dealer":"X","declarer":"Y","game":"dreier","multiple":2,"points":20})");
    e.house_rules = J(R"({"bete_cap":"20"})");
    CHECK(run(e).queue(XYZ) == "X 8, Y 13, Y 13");
}

TEST_CASE("B-15 cap 20: a 3x loss at V 13 (39) gives 20 + 19, the k-parts setting 13 + 13 + 13") {
    auto e = b07(R"({"dealer":"X","declarer":"Y","game":"dreier","multiple":3,"points":20})");
    e.house_rules = J(R"({"bete_cap":"20"})");
    CHECK(run(e).queue(XYZ) == "X 8, Y 20, Y 19");
    e.house_rules = J(R"({"bete_cap":"20","cap_split":"k_parts"})");
    CHECK(run(e).queue(XYZ) == "X 8, Y 13, Y 13, Y 13");
    e.house_rules = J(R"({"bete_cap":"20","cap_split":"exact_thirds"})");
    CHECK(run(e).queue(XYZ) == "X 8, Y 19 2/3, Y 19 1/3");
}

TEST_CASE("B-16 no cap: the loser of a 26 bête asks for halves: 13 + 13") {
    CHECK(run(b07(R"({"dealer":"X","declarer":"Y","game":"dreier","multiple":2,"points":20,"halve":true})")).queue(XYZ) == "X 8, Y 13, Y 13");
    auto e = b07(R"({"dealer":"X","declarer":"Y","game":"dreier","multiple":2,"points":20,"halve":true})");
    e.house_rules = J(R"({"bete_cap":"20"})");
    const auto r = tarock::recompute(e);
    REQUIRE(r.rows[1].error);
    CHECK(r.rows[1].error->field() == "halve");
}

TEST_CASE("B-17 Y has seen both talon halves and throws in (schleifen): a single bête 13, 1/3 each, pot 5") {
    const Run r = run(b07(R"({"dealer":"X","declarer":"Y","game":"dreier","level":1,"talon":"back","finish":"schleifen"})"));
    CHECK(r.queue(XYZ) == "X 8, Y 13");
    CHECK(paid(r, Y, X) == t("1/3"));
    CHECK(paid(r, Y, Z) == t("1/3"));
    CHECK(r.board().pot == Thirds::whole(5));
}

TEST_CASE("B-18 schleifen after seeing only the first half, or after announcing, is refused") {
    auto r = tarock::recompute(b07(R"({"dealer":"X","declarer":"Y","game":"dreier","level":1,"talon":"first","finish":"schleifen"})"));
    REQUIRE(r.rows[1].error);
    CHECK(r.rows[1].error->field() == "finish");
    CHECK(r.rows[1].error->rule().rule == "block §2.5");
    r = tarock::recompute(b07(R"({"dealer":"X","declarer":"Y","game":"dreier","multiple":2,"finish":"schleifen","ultimo":{"announced":true,"result":"lost"}})"));
    REQUIRE(r.rows[1].error);
    CHECK(r.rows[1].error->field() == "finish");
}

TEST_CASE("B-19 a Dreier won with a silent Volat: the normal win plus 6 B from each opponent, Solo 12 B") {
    auto e = block_evening();
    add(e, R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":66,"volat":{"by":"declarer"}})");
    Run r = run(e);
    CHECK(paid(r, Y, X) == t("6 1/3"));
    CHECK(paid(r, tarock::kPot, X) == Thirds::whole(4));
    e.hands[0].inputs = J(R"({"dealer":"Z","declarer":"X","game":"solo","points":70,"volat":{"by":"declarer"}})");
    r = run(e);
    CHECK(paid(r, Z, X) == Thirds::whole(4 + 12));
}

TEST_CASE("B-20 the declarer holds tous les trois: 2 small from each opponent, 4 small in a Solo") {
    auto e = block_evening();
    add(e, R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":30,"honours":{"X":["trull"]}})");
    Run r = run(e);
    CHECK(paid(r, Y, X) == t("2/3"));  // the game is lost: X also pays 1/3 to Y
    CHECK(paid(r, X, Y) == t("1/3"));
    e.hands[0].inputs = J(R"({"dealer":"Z","declarer":"X","game":"solo","points":40,"honours":{"X":["trull"]}})");
    r = run(e);
    CHECK(paid(r, Y, X) == Thirds::whole(4) + Thirds::from_thirds(4));
}

TEST_CASE("B-21 opponent Y holds tous les quatre, not forfeited: 2 small from the declarer and 2 small from Z") {
    auto e = block_evening();
    add(e, R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":40,"honours":{"Y":["quatre"]}})");
    const Run r = run(e);
    CHECK(paid(r, X, Y) == t("2/3"));
    CHECK(paid(r, Z, Y) == t("2/3"));
}

TEST_CASE("B-22 Vorhand X holds tous les trois and passes, Y declares: forfeited, 0") {
    auto e = block_evening();
    add(e, R"({"dealer":"Z","declarer":"Y","game":"dreier","multiple":1,"points":40,"honours":{"X":["trull"]}})");
    const Run r = run(e);
    CHECK(paid(r, Z, X).is_zero());
    CHECK(paid(r, X, Y) == t("1/3"));
    bool noted = false;
    for (const auto& n : r.r.rows[0].outcome->result.notes) noted = noted || n.de.find("verpasst") != std::string::npos;
    CHECK(noted);
}

TEST_CASE("B-23 tous les sept: 4 B in a Dreier, 8 B in a Solo, instead of Trull and Quatre") {
    auto e = block_evening();
    add(e, R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":30,"honours":{"Y":["trull","quatre"]}})");
    Run r = run(e);
    CHECK(paid(r, Z, Y) == Thirds::whole(4));
    CHECK(paid(r, X, Y) == Thirds::whole(4) + t("1/3"));  // and X's lost game 1/3
    e.hands[0].inputs = J(R"({"dealer":"Z","declarer":"X","game":"solo","points":40,"honours":{"X":["trull","quatre"]}})");
    r = run(e);
    CHECK(paid(r, Z, X) == Thirds::whole(4 + 8));
    e.house_rules = J(R"({"bete_cap":"0","sept":"cumulative"})");
    r = run(e);
    CHECK(paid(r, Z, X) == Thirds::whole(4 + 8) + Thirds::from_thirds(8));
}

TEST_CASE("B-24 Köpfe earn nothing in Block-Tarok") {
    auto e = block_evening();
    add(e, R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":40,"honours":{"X":["koepfe"]}})");
    const Run r = run(e);
    CHECK(paid(r, Y, X) == t("1/3"));
}

TEST_CASE("B-25 the declarer's Ultimo: silent 2 / Solo 4, announced 4 / Solo 8 small blocks, independent of the game") {
    const char* hands[] = {
        R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":30,"ultimo":{"result":"won"}})",
        R"({"dealer":"Z","declarer":"X","game":"solo","points":30,"ultimo":{"result":"won"}})",
        R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":30,"ultimo":{"announced":true,"result":"won"}})",
        R"({"dealer":"Z","declarer":"X","game":"solo","points":30,"ultimo":{"announced":true,"result":"won"}})"};
    const std::int64_t premium[] = {2, 4, 4, 8};
    for (int i = 0; i < 4; ++i) {
        auto e = block_evening();
        add(e, hands[i]);
        const Run r = run(e);
        INFO(hands[i]);
        CHECK(paid(r, Y, X) == Thirds::from_thirds(premium[i]));
    }
}

TEST_CASE("B-26 an opponent's Ultimo or any Contra is refused in Block-Tarok") {
    auto e = block_evening();
    add(e, R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":40,"contra":"contra"})");
    auto r = tarock::recompute(e);
    REQUIRE(r.rows[0].error);
    CHECK(r.rows[0].error->field() == "contra");
    CHECK(r.rows[0].error->rule().rule == "block §2.6, A-26");
    CHECK(r.rows[0].error->message().en.find("Block-Tarok allows no Contra") != std::string::npos);
    e.hands[0].inputs = J(R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":40,"ultimo":{"player":"Y","result":"won"}})");
    r = tarock::recompute(e);
    REQUIRE(r.rows[0].error);
    CHECK(r.rows[0].error->field() == "ultimo.player");
}

TEST_CASE("B-27 the opponents concede after trick 3, declarer Z: X 8 Z, Z +5 2/3, no silent Ultimo") {
    const Run r = run(b07(R"({"dealer":"X","declarer":"Z","game":"dreier","multiple":1,"finish":"conceded"})"));
    CHECK(r.queue(XYZ) == "X 8 Z");
    CHECK(paid(r, tarock::kPot, Z) == Thirds::whole(5));
    CHECK(paid(r, X, Z) == t("1/3"));
    CHECK(paid(r, Y, Z) == t("1/3"));
    auto refused = tarock::recompute(b07(R"({"dealer":"X","declarer":"Z","game":"dreier","multiple":1,"finish":"conceded","ultimo":{"result":"won"}})"));
    REQUIRE(refused.rows[1].error);
    CHECK(refused.rows[1].error->field() == "ultimo");
}

TEST_CASE("B-28 the dealer X pays his stake (pot 5), then misdeals: 1 B more, pot 6, X deals again, V 14") {
    auto e = b07(R"({"dealer":"X","deal":"misdeal"})");
    add(e, R"({"dealer":"X","deal":"allpass"})");
    const Run r = run(e);
    CHECK(r.r.rows[1].pot == Thirds::whole(6));
    CHECK(r.r.rows[2].dealer == X);
    CHECK(r.r.rows[2].pot == Thirds::whole(6));  // the redeal pays no new stake
}

TEST_CASE("B-29 declarer Z, opponent Y revokes: Y pays Z the value 13 (Y 13 Z) and 2/3, pot 5 and X 8 stay") {
    const char* hand = R"({"dealer":"X","declarer":"Z","game":"dreier","multiple":1,"renonce":"Y"})";
    Run r = run(b07(hand));
    CHECK(r.queue(XYZ) == "X 8, Y 13 Z");
    CHECK(paid(r, Y, Z) == t("2/3"));
    CHECK(paid(r, X, Z).is_zero());
    CHECK(r.board().pot == Thirds::whole(5));
    CHECK(r.board().value() == Thirds::whole(13));
    auto e = b07(hand);
    e.house_rules = J(R"({"bete_cap":"0","renonce_opponent":"declarer_wins"})");
    r = run(e);
    CHECK(r.queue(XYZ) == "X 8 Z");
    CHECK(paid(r, tarock::kPot, Z) == Thirds::whole(5));
    CHECK(paid(r, Y, Z) == t("2/3"));
}

TEST_CASE("B-30 a hand without tarok but with a king is played on, without both it is redealt (A-20)") {
    auto e = block_evening();
    add(e, R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":40,"note":"Y hat keinen Tarock, aber einen König"})");
    Run r = run(e);
    CHECK(paid(r, tarock::kPot, X) == Thirds::whole(4));
    e = block_evening();
    add(e, R"({"dealer":"Z","deal":"redeal"})");
    add(e, R"({"dealer":"Z","deal":"allpass"})");
    r = run(e);
    CHECK(r.r.rows[1].dealer == Z);
    CHECK(r.board().pot == Thirds::whole(4));
    e.house_rules = J(R"({"bete_cap":"0","no_tarock_redeal":"kartenstamm"})");
    r = run(e);
    CHECK(r.board().pot == Thirds::whole(5));
}

TEST_CASE("B-31 Stammbête mode, 10 each, dealer Z: X 10, Y 10, Z 10, pot 1, V 11") {
    auto e = block_evening(3, J(R"({"bete_cap":"0","stammbete":"on"})"));
    add(e, R"({"dealer":"Z","deal":"allpass"})");
    const Run r = run(e);
    CHECK(r.queue(XYZ) == "X 10, Y 10, Z 10");
    CHECK(r.board().pot == Thirds::whole(1));
    CHECK(r.board().value() == Thirds::whole(11));
}

TEST_CASE("B-32 from B-31: Y wins, then Z loses 1x at V 11: X 10 Y, Y 10, Z 10, Z 11") {
    auto e = block_evening(3, J(R"({"bete_cap":"0","stammbete":"on"})"));
    add(e, R"({"dealer":"Z","declarer":"Y","game":"dreier","multiple":1,"points":40})");
    Run r = run(e);
    CHECK(r.queue(XYZ) == "X 10 Y, Y 10, Z 10");
    CHECK(paid(r, tarock::kPot, Y) == Thirds::whole(1));
    CHECK(paid(r, X, Y) + paid(r, Z, Y) == t("2/3"));
    add(e, R"({"dealer":"X","declarer":"Z","game":"dreier","multiple":1,"points":30})");
    r = run(e);
    CHECK(r.queue(XYZ) == "X 10 Y, Y 10, Z 10, Z 11");
    CHECK(paid(r, Z, X) == t("1/3"));
    CHECK(paid(r, Z, Y) == t("1/3"));
}

TEST_CASE("B-33 Stammbête mode: when every bête is played off, new Stammbêtes are written") {
    auto e = block_evening(3, J(R"({"bete_cap":"0","stammbete":"on","stammbete_amount":"5"})"));
    add(e, R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"points":40})");
    add(e, R"({"dealer":"X","declarer":"Y","game":"dreier","multiple":1,"points":40})");
    add(e, R"({"dealer":"Y","declarer":"Z","game":"dreier","multiple":1,"points":40})");
    add(e, R"({"dealer":"Z","deal":"allpass"})");
    const Run r = run(e);
    CHECK(r.queue(XYZ) == "X 5 X, Y 5 Y, Z 5 Z, X 5, Y 5, Z 5");
}

TEST_CASE("B-34 the Hut example: share 20, second board W +106 X -7 Y -42 Z -57, final W +97 2/3 X +5 Y -53 1/3 Z -49 1/3") {
    const auto h = tarock::block::settle_hut({Thirds::whole(86), Thirds::whole(13), Thirds::whole(-42), Thirds::whole(-57)},
                                             {Thirds{}, Thirds::whole(40), Thirds::whole(20), Thirds::whole(20)},
                                             {t("-8 1/3"), Thirds::whole(12), t("-11 1/3"), t("7 2/3")});
    CHECK(h.hut_sum == Thirds::whole(80));
    CHECK(h.share == std::vector<Thirds>(4, Thirds::whole(20)));
    CHECK(h.adjustment == std::vector<Thirds>{Thirds::whole(20), Thirds::whole(-20), Thirds{}, Thirds{}});
    CHECK(h.combined == std::vector<Thirds>{Thirds::whole(106), Thirds::whole(-7), Thirds::whole(-42), Thirds::whole(-57)});
    CHECK(h.final_result == std::vector<Thirds>{t("97 2/3"), Thirds::whole(5), t("-53 1/3"), t("-49 1/3")});
    Thirds plus, minus;
    for (Thirds f : h.final_result) (f > Thirds{} ? plus : minus) += f;
    CHECK(plus == t("102 2/3"));
    CHECK(minus == t("-102 2/3"));
}

TEST_CASE("B-35 the Hut phase: W 18 and Z 19 above the line, pot 2, three losses at V 20 go under, two wins play off") {
    auto e = block_evening(4);
    // Before the Hut: X 10 is played off by Y, W 18 and Z 19 stay open (dealers W, X, Y, Z, W, X, Y).
    add(e, R"({"dealer":"W","declarer":"X","game":"dreier","multiple":2,"points":20})");  // V 5: X 10
    add(e, R"({"dealer":"X","deal":"allpass"})");                                          // pot 6
    add(e, R"({"dealer":"Y","deal":"allpass"})");                                          // pot 7
    add(e, R"({"dealer":"Z","declarer":"W","game":"dreier","multiple":1,"points":20})");  // V 8 + 10 = 18: W 18
    add(e, R"({"dealer":"W","declarer":"Y","game":"dreier","multiple":1,"points":40})");  // X 10 Y, pot 9 to Y
    add(e, R"({"dealer":"X","declarer":"Z","game":"dreier","multiple":1,"points":20})");  // V 1 + 18 = 19: Z 19
    add(e, R"({"dealer":"Y","deal":"allpass"})");                                          // the last stake: pot 2
    add(e, R"({"deal":"hut"})");
    Run r = run(e);
    CHECK(r.queue(WXYZ) == "X 10 Y, W 18, Z 19");
    CHECK(r.board().pot == Thirds::whole(2));
    CHECK(r.board().value() == Thirds::whole(20));
    add(e, R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":2,"points":20})");
    add(e, R"({"dealer":"W","declarer":"Y","game":"dreier","multiple":1,"points":20})");
    add(e, R"({"dealer":"X","declarer":"Z","game":"dreier","multiple":1,"points":20})");
    r = run(e);
    CHECK(r.queue(WXYZ) == "X 10 Y, W 18, Z 19, X 40 (Hut), Y 20 (Hut), Z 20 (Hut)");
    CHECK(r.board().pot == Thirds::whole(2));
    CHECK(r.r.pending);
    add(e, R"({"dealer":"Y","declarer":"X","game":"dreier","multiple":1,"points":40})");
    r = run(e);
    CHECK(paid(r, tarock::kPot, 1) == Thirds::whole(2));
    CHECK(r.board().value() == Thirds::whole(19));
    add(e, R"({"dealer":"Z","declarer":"Y","game":"dreier","multiple":1,"points":40})");
    r = run(e);
    CHECK(r.queue(WXYZ) == "X 10 Y, W 18 X, Z 19 Y, X 40 (Hut), Y 20 (Hut), Z 20 (Hut)");
    CHECK(r.board().finished);
    CHECK_FALSE(r.r.pending);
    // The settlement: second board W -18, X +18 - 10 = +8, Y +10 + 19 = +29, Z -19; the Hut 80
    // shared 20 each: W +20, X -20, Y 0, Z 0; plus each player's chips.
    std::vector<Thirds> expected;
    const std::int64_t board[] = {-18 + 20, 8 - 20, 29, -19};
    for (int s = 0; s < 4; ++s) expected.push_back(Thirds::whole(board[s]) + r.r.totals[static_cast<std::size_t>(s)]);
    CHECK(r.r.balance == expected);
    const auto hs = tarock::block::final_settlement(*r.r.ledger, tarock::make_setup(e));
    REQUIRE(hs);
    CHECK(hs->second_board == std::vector<Thirds>{Thirds::whole(-18), Thirds::whole(8), Thirds::whole(29), Thirds::whole(-19)});
    CHECK(hs->under_hut == std::vector<Thirds>{Thirds{}, Thirds::whole(40), Thirds::whole(20), Thirds::whole(20)});
    CHECK(hs->hut_sum == Thirds::whole(80));
    CHECK(hs->final_result == r.r.balance);
    CHECK_FALSE(hs->chips_counted);
    Thirds sum;
    for (Thirds b : r.r.balance) sum += b;
    CHECK(sum.is_zero());
    // No further game after the settlement is due.
    add(e, R"({"dealer":"W","declarer":"X","game":"dreier","multiple":1,"points":40})");
    const auto after = tarock::recompute(e);
    REQUIRE(after.rows.back().error);
    CHECK(after.rows.back().error->field() == "deal");
}

TEST_CASE("B-37 problem 13: Solo and announced Pagat Ultimo, both won: V + 4 B + 8 small from each") {
    auto e = b07(R"({"dealer":"X","declarer":"Y","game":"solo","points":40,"ultimo":{"announced":true,"result":"won"}})");
    const Run r = run(e);
    CHECK(paid(r, tarock::kPot, Y) == Thirds::whole(5));
    CHECK(r.queue(XYZ) == "X 8 Y");
    CHECK(paid(r, Z, Y) == Thirds::whole(4) + Thirds::from_thirds(8));
    CHECK(paid(r, X, Y) == Thirds::whole(4) + Thirds::from_thirds(8));
}

TEST_CASE("B-38 problem 14: B overbids A's Dreier with a Solo and wins: V + 4 B from each of A and C") {
    auto e = block_evening();
    add(e, R"({"dealer":"Z","declarer":"Y","opened_by":"X","game":"solo","points":37})");
    const Run r = run(e);
    CHECK(paid(r, tarock::kPot, Y) == Thirds::whole(4));
    CHECK(paid(r, X, Y) == Thirds::whole(4));
    CHECK(paid(r, Z, Y) == Thirds::whole(4));
}

TEST_CASE("B-39 four players: X wins a Dreier with König W dealing: the pot 5 and 1/3 from Y, Z and W") {
    auto e = block_evening(4);
    add(e, R"({"dealer":"W","declarer":"X","game":"dreier","multiple":1,"points":40})");
    Run r = run(e);
    CHECK(paid(r, tarock::kPot, 1) == Thirds::whole(5));
    CHECK(paid(r, 0, 1) == t("1/3"));
    CHECK(paid(r, 2, 1) == t("1/3"));
    CHECK(paid(r, 3, 1) == t("1/3"));
    e.house_rules = J(R"({"bete_cap":"0","koenig":"excluded"})");
    r = run(e);
    CHECK(paid(r, 0, 1).is_zero());
}

TEST_CASE("a refused hand leaves the Block ledger exactly as it was, with bêtes open and played off (Ledger::apply)") {
    const auto e = block_evening();
    const tarock::TableSetup setup = tarock::make_setup(e);
    const tarock::Variant& v = tarock::block::block_variant();
    const auto ledger = v.start(setup);
    const auto apply = [&](int dealer, int number, const char* hand, bool touren_over = false) {
        return ledger->apply(tarock::HandContext{setup, v.deal(setup, dealer), number, touren_over}, J(hand));
    };
    // The whole visible state: every ledger line (pot, next value, Kartenstamm, each bête) and
    // the board's flags.
    const auto state = [&] {
        std::vector<std::string> s;
        for (const auto& line : ledger->lines(setup)) s.push_back(line.label.en + ": " + line.value.en);
        const Board& b = *tarock::block::board_of(*ledger);
        const auto yes = [](bool x) { return std::string(x ? "true" : "false"); };
        s.push_back("hut_drawn " + yes(b.hut_drawn) + " stake_paid " + yes(b.stake_paid) + " finished " + yes(b.finished) + " chip_count " +
                    yes(b.chip_count.has_value()));
        return s;
    };
    /// The field a refused hand names; the hand must be refused.
    const auto refused = [&](int dealer, int number, const char* hand, bool touren_over) -> std::string {
        try {
            apply(dealer, number, hand, touren_over);
        } catch (const tarock::InputError& err) {
            return err.field();
        }
        FAIL("not refused: " << hand);
        return "";
    };

    apply(Z, 1, R"({"declarer":"X","game":"dreier","multiple":2,"result":"lost"})");  // pot 4, V 4: X 8
    apply(X, 2, R"({"declarer":"Y","game":"dreier","multiple":1,"result":"lost"})");  // pot 5, V 13: Y 13
    apply(Y, 3, R"({"declarer":"Z","game":"dreier","multiple":1,"points":40})");      // pot 6, V 14: X 8 Z
    apply(Z, 4, R"({"declarer":"X","game":"dreier","multiple":1,"result":"lost"})");  // pot 1, V 14: X 14
    const std::vector<std::string> open = {
        "Pot: 1 B", "Game value V of the next game: 15 B", "Kartenstamm: running",
        "Bête: X 8 Z", "Bête: Y 13", "Bête: X 14", "hut_drawn false stake_paid false finished false chip_count false"};
    REQUIRE(state() == open);

    // Refused with the Touren over: the Kartenstamm still runs (it ends only with a hand taken).
    CHECK(refused(X, 5, R"({"declarer":"Y","game":"dreier","multiple":1,"points":80})", true) == "points");
    CHECK(state() == open);
    CHECK(refused(X, 5, R"({"deal":"chip_count","chips":{"X":"0","Y":"0","Z":"0"}})", true) == "deal");
    CHECK(state() == open);
    CHECK(refused(X, 5, R"({"declarer":"Y","game":"dreier","multiple":2,"finish":"schleifen","points":30})", false) == "finish");
    CHECK(state() == open);

    apply(X, 5, R"({"deal":"hut"})");
    const std::vector<std::string> hut = {
        "Pot: 1 B", "Game value V of the next game: 14 B", "Kartenstamm: discontinued",
        "Bête: X 8 Z", "Bête: Y 13", "Bête: X 14", "hut_drawn true stake_paid false finished false chip_count false"};
    REQUIRE(state() == hut);
    CHECK(refused(X, 6, R"({"deal":"hut"})", true) == "deal");
    CHECK(state() == hut);

    apply(X, 6, R"({"declarer":"Z","game":"dreier","multiple":1,"points":40})");  // V 1 + 13: Y 13 Z
    apply(Y, 7, R"({"declarer":"Y","game":"dreier","multiple":1,"points":40})");  // V 14: X 14 Y, settled
    const std::vector<std::string> settled = {
        "Pot: 0 B", "Game value V of the next game: 0 B", "Kartenstamm: discontinued",
        "Bête: X 8 Z", "Bête: Y 13 Z", "Bête: X 14 Y", "hut_drawn true stake_paid false finished true chip_count false"};
    REQUIRE(state() == settled);
    CHECK(refused(Z, 8, R"({"declarer":"Z","game":"dreier","multiple":1,"points":40})", true) == "deal");
    CHECK(state() == settled);
    CHECK(refused(Z, 8, R"({"deal":"chip_count","chips":{"X":"-4","Y":"-2","Z":"5"}})", true) == "chips");
    CHECK(state() == settled);

    // The chips were not touched by any refusal either: X -7/3 -1 +1/3 -1/3 -1/3 -1/3 -1/3 = -4 2/3,
    // Y -1/3 -2/3 -1 -1/3 +1/3 -1/3 +2/3 = -1 2/3, Z -4/3 +1/3 +6 2/3 -1 +1/3 +1 1/3 -1/3 = 6 1/3.
    const auto hs = tarock::block::final_settlement(*ledger, setup);
    REQUIRE(hs);
    CHECK_FALSE(hs->chips_counted);
    CHECK(hs->chip_delta == std::vector<Thirds>{t("-4 2/3"), t("-1 2/3"), t("6 1/3")});
    CHECK(hs->second_board == std::vector<Thirds>{t("-22"), t("1"), t("21")});
}

// ---- renonce, concession and the end of the evening (the readings of A-15, A-17, A-21, A-27 and
// "Die Abrechnung", 000:L591-595) --------------------------------------------------------------

TEST_CASE("A-15 Codex §10: the declarer renounces, his Pagat is caught in the last trick: the silent Ultimo goes to the opponents") {
    // X renounces (A-19: his Dreier 1x is lost, bête X 4, 1/3 to each); Y and Z play on and catch
    // his Pagat in the last trick (000:L306, L2265): 2 small blocks to each of them (A-15).
    auto e = block_evening();
    add(e, R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"renonce":"X","ultimo":{"result":"lost"}})");
    Run r = run(e);
    CHECK(r.queue(XYZ) == "X 4");
    CHECK(r.board().pot == Thirds::whole(4));
    CHECK(paid(r, X, Y) == t("1"));  // Spesen 1/3 + Ultimo 2/3
    CHECK(paid(r, X, Z) == t("1"));
    CHECK(r.r.totals == std::vector<Thirds>{t("-3"), t("0"), t("-1")});
    bool ultimo_line = false;
    REQUIRE(r.r.rows.back().outcome);
    for (const auto& p : r.r.rows.back().outcome->result.postings)
        if (p.rule.rule == "block §2.6, A-15, Codex §10") {
            ultimo_line = true;
            CHECK(p.amount == t("2/3"));
            CHECK(p.reason.en.find("silent Ultimo lost") != std::string::npos);
        }
    CHECK(ultimo_line);
    // Without the A-15 penalty only the Spesen move.
    e.house_rules = J(R"({"bete_cap":"0","ultimo_failed":"none"})");
    r = run(e);
    CHECK(r.r.totals == std::vector<Thirds>{t("-1 2/3"), t("-2/3"), t("-1 2/3")});
    // The offending party gains nothing (§10): the renouncing declarer's own silent Ultimo, or a
    // caught Pagat after an opponent's renonce (it would go to the renouncer's party), is refused.
    for (const char* hand : {R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"renonce":"X","ultimo":{"result":"won"}})",
                             R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"renonce":"Y","ultimo":{"result":"lost"}})"}) {
        auto refused = block_evening();
        add(refused, hand);
        const auto rr = tarock::recompute(refused);
        REQUIRE(rr.rows[0].error);
        CHECK(rr.rows[0].error->field() == "ultimo");
        CHECK(rr.rows[0].error->rule().rule == "tapp Codex §10");
    }
    // The innocent declarer's silent Ultimo after an opponent's renonce still counts for him.
    auto innocent = block_evening();
    add(innocent, R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"renonce":"Y","ultimo":{"result":"won"}})");
    r = run(innocent);
    CHECK(paid(r, Z, X) == t("2/3"));
}

TEST_CASE("A-17 the opponents concede against an announced Ultimo: it counts as made, a typed 'lost' is refused with the rule") {
    // 000:L583: no last trick is played after a concession; A-17 "made" (000:L2251, L2257).
    const char* conceded = R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"finish":"conceded","ultimo":{"announced":true}})";
    auto e = block_evening();
    add(e, conceded);
    Run r = run(e);
    CHECK(r.r.totals == std::vector<Thirds>{t("6 1/3"), t("-2 2/3"), t("-3 2/3")});  // pot 4, 1/3 + 4/3 from each
    // "won" agrees with the house rule; "lost" cannot describe a conceded game under it.
    e.hands[0].inputs = J(R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"finish":"conceded","ultimo":{"announced":true,"result":"won"}})");
    r = run(e);
    CHECK(r.r.totals == std::vector<Thirds>{t("6 1/3"), t("-2 2/3"), t("-3 2/3")});
    const char* lost = R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"finish":"conceded","ultimo":{"announced":true,"result":"lost"}})";
    e.hands[0].inputs = J(lost);
    const auto refused = tarock::recompute(e);
    REQUIRE(refused.rows[0].error);
    CHECK(refused.rows[0].error->field() == "ultimo.result");
    CHECK(refused.rows[0].error->rule().rule == "block §2.5, A-17");
    CHECK(refused.rows[0].error->rule().source == "000:L583, L2251, L2257");
    CHECK(refused.rows[0].error->message().en.find("counts as made") != std::string::npos);
    CHECK(refused.totals == std::vector<Thirds>(3));
    // Under A-17 "played_out" the Ultimo is played to the last trick and its result is booked.
    e.house_rules = J(R"({"bete_cap":"0","concede_ultimo":"played_out"})");
    r = run(e);
    CHECK(r.r.totals == std::vector<Thirds>{t("1"), t("0"), t("-1")});
}

TEST_CASE("A-21 an announced Volat on a conceded game is refused: a concession gives up the game only (000:L583)") {
    for (const char* hand : {R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"finish":"conceded","volat":{"announced":true}})",
                             R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"finish":"conceded","volat":{"announced":true,"by":"declarer"}})"}) {
        auto e = block_evening();
        add(e, hand);
        const auto r = tarock::recompute(e);
        REQUIRE(r.rows[0].error);
        CHECK(r.rows[0].error->field() == "volat");
        CHECK(r.rows[0].error->rule().rule == "block §2.5, A-21, A-13");
        CHECK(r.rows[0].error->rule().source == "000:L583, L567");
        CHECK(r.rows[0].error->message().en.find("play the hand out") != std::string::npos);
    }
}

TEST_CASE("A-27 §23: after an opponent's renonce each opponent pays the declarer's Volat and Ultimo (A-14), or the renouncer alone") {
    // X declares, Y renounces: Y makes good the value V 4 himself ("Y 4 X") and the Spesen for his
    // party (§23, 000:L2329). The silent Volat (6 B, 000:L567) and the announced Ultimo (4 small,
    // won by §8) are premiums apart from the game.
    const char* hand = R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"renonce":"Y","volat":{"by":"declarer"},"ultimo":{"announced":true}})";
    auto e = block_evening();
    add(e, hand);
    Run r = run(e);
    CHECK(r.queue(XYZ) == "Y 4 X");
    CHECK(paid(r, Y, X) == t("2/3") + t("6") + t("1 1/3"));
    CHECK(paid(r, Z, X) == t("6") + t("1 1/3"));
    CHECK(r.r.totals == std::vector<Thirds>{t("14 1/3"), t("-9"), t("-9 1/3")});
    e.house_rules = J(R"({"bete_cap":"0","renonce_premiums":"offender"})");
    r = run(e);
    CHECK(paid(r, Y, X) == t("2/3") + t("12") + t("2 2/3"));
    CHECK(paid(r, Z, X).is_zero());
    CHECK(r.r.totals == std::vector<Thirds>{t("14 1/3"), t("-16 1/3"), t("-2")});
    bool named = false;
    REQUIRE(r.r.rows.back().outcome);
    for (const auto& p : r.r.rows.back().outcome->result.postings)
        if (p.rule.rule.find("A-27") != std::string::npos) named = true;
    CHECK(named);
}

TEST_CASE("Die Abrechnung (000:L591): the Touren end with every bête played off, the evening settles without a Hut") {
    // Three Touren from Y's deal (000:L314); every game is won, so no bête is ever written and
    // the last winner empties the pot: no bête is left to play off, no Hut is drawn.
    auto e = block_evening(3, J(R"({"ehrentour":"none"})"));
    e.touren = tarock::Touren{1, 3};
    const char* dealers[] = {"Z", "X", "Y"};
    const char* declarers[] = {"X", "Y", "Z"};
    for (int i = 0; i < 11; ++i)
        add(e, fmt::format(R"({{"dealer":"{}","declarer":"{}","game":"dreier","multiple":1,"result":"won"}})", dealers[i % 3], declarers[i % 3])
                   .c_str());
    Run r = run(e);
    REQUIRE(r.r.touren);
    CHECK(r.r.touren->last_hand == 11);
    CHECK(r.board().finished);
    CHECK_FALSE(r.board().hut_drawn);
    CHECK_FALSE(r.r.pending);
    const std::vector<Thirds> chips{t("1 1/3"), t("2 1/3"), t("-3 2/3")};
    CHECK(r.r.totals == chips);
    CHECK(r.r.balance == chips);
    auto hs = tarock::block::final_settlement(*r.r.ledger, tarock::make_setup(e));
    REQUIRE(hs);
    CHECK(hs->hut_sum.is_zero());
    CHECK(hs->final_result == chips);
    // The physical count is taken as in the book (000:L633).
    add(e, R"({"deal":"chip_count","chips":{"X":"1 1/3","Y":"2 1/3","Z":"-3 2/3"}})");
    r = run(e);
    hs = tarock::block::final_settlement(*r.r.ledger, tarock::make_setup(e));
    REQUIRE(hs);
    CHECK(hs->chips_counted);
    CHECK(r.r.balance == chips);
    // No game is played after the settlement, and no Hut is drawn.
    for (const char* after : {R"({"dealer":"Z","declarer":"X","game":"dreier","multiple":1,"result":"won"})", R"({"deal":"hut"})"}) {
        auto more = e;
        add(more, after);
        const auto rr = tarock::recompute(more);
        REQUIRE(rr.rows.back().error);
        CHECK(rr.rows.back().error->field() == "deal");
        CHECK(rr.rows.back().error->rule().source == "000:L591-646");
        CHECK(rr.rows.back().error->message().en.find("without a Hut") != std::string::npos);
    }
}

TEST_CASE("B-35 the Hut drawn in the last dealer's deal after his Kartenstamm, as in the book (000:L595)") {
    // "Der letzte Einsatz des Kartengebers ist eben gesehen": the board holds W 18 and Z 19, Y
    // deals the last deal of the Touren and pays his stake (pot 2), the Hut is drawn, and X loses
    // a twofold Dreier in that deal "à 20"; Y and Z lose onefold at 20; X and Y win.
    auto e = block_evening(4);
    e.touren = tarock::Touren{4, 3};  // from Z's deal (hand 4): twelve deals, the last one Y's
    const char* prefix[][2] = {{"W", "X"}, {"X", "Y"}, {"Y", "Z"}, {"Z", "W"}, {"W", "X"}, {"X", "Y"}, {"Y", "Z"}, {"Z", "W"}};
    for (const auto& [dealer, winner] : prefix)  // eight won pots, no bête: the board is clear
        add(e, fmt::format(R"({{"dealer":"{}","declarer":"{}","game":"dreier","multiple":1,"points":40}})", dealer, winner).c_str());
    add(e, R"({"dealer":"W","declarer":"X","game":"dreier","multiple":2,"points":20})");  // V 5: X 10
    add(e, R"({"dealer":"X","deal":"allpass"})");                                          // pot 6
    add(e, R"({"dealer":"Y","deal":"allpass"})");                                          // pot 7
    add(e, R"({"dealer":"Z","declarer":"W","game":"dreier","multiple":1,"points":20})");  // V 8 + 10 = 18: W 18
    add(e, R"({"dealer":"W","declarer":"Y","game":"dreier","multiple":1,"points":40})");  // X 10 Y, pot 9 to Y
    add(e, R"({"dealer":"X","declarer":"Z","game":"dreier","multiple":1,"points":20})");  // V 1 + 18 = 19: Z 19
    add(e, R"({"dealer":"Y","deal":"hut"})");                                              // Y's stake, then the Hut
    Run r = run(e);
    CHECK(r.queue(WXYZ) == "X 10 Y, W 18, Z 19");
    CHECK(r.board().hut_drawn);
    CHECK(r.board().pot == Thirds::whole(2));
    CHECK(paid(r, 2, tarock::kPot) == Thirds::whole(1));
    CHECK(r.board().next_value(tarock::make_setup(e).rules, 4) == Thirds::whole(20));
    add(e, R"({"dealer":"Y","declarer":"X","game":"dreier","multiple":2,"points":20})");  // in Y's deal, no second stake
    add(e, R"({"dealer":"Z","declarer":"Y","game":"dreier","multiple":1,"points":20})");
    add(e, R"({"dealer":"W","declarer":"Z","game":"dreier","multiple":1,"points":20})");
    add(e, R"({"dealer":"X","deal":"allpass"})");
    add(e, R"({"dealer":"Y","declarer":"X","game":"dreier","multiple":1,"points":40})");  // W 18 X and the pot 2
    add(e, R"({"dealer":"Z","declarer":"Y","game":"dreier","multiple":1,"points":40})");  // Z 19 Y (V 19)
    r = run(e);
    REQUIRE(r.r.touren);
    CHECK(r.r.touren->last_hand == 16);  // Y's deal with the Hut is the twelfth of the Touren
    CHECK(r.queue(WXYZ) == "X 10 Y, W 18 X, Z 19 Y, X 40 (Hut), Y 20 (Hut), Z 20 (Hut)");
    CHECK(r.board().finished);
    CHECK_FALSE(r.r.pending);
    const auto hs = tarock::block::final_settlement(*r.r.ledger, tarock::make_setup(e));
    REQUIRE(hs);
    CHECK(hs->second_board == std::vector<Thirds>{t("-18"), t("8"), t("29"), t("-19")});
    CHECK(hs->under_hut == std::vector<Thirds>{t("0"), t("40"), t("20"), t("20")});
    CHECK(hs->hut_sum == Thirds::whole(80));
    CHECK(hs->adjustment == std::vector<Thirds>{t("20"), t("-20"), t("0"), t("0")});
    // Chips: the eight won pots net 0 for everyone; then W -2 2/3, X -3 1/3, Y +9, Z -3.
    CHECK(hs->chip_delta == std::vector<Thirds>{t("-2 2/3"), t("-3 1/3"), t("9"), t("-3")});
    CHECK(hs->final_result == std::vector<Thirds>{t("-2/3"), t("-15 1/3"), t("38"), t("-22")});
    CHECK(r.r.balance == hs->final_result);
}
