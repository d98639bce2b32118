// data/evenings/block-hut-abend.json: a whole Block-Tarok evening that ends in Ulmann's worked
// settlement example (block-steyerisch §2.10.1, vectors B-34 and B-35, 000:L595-646).
//
// Four players W, X, Y, Z; Z deals first; no bête cap; Touren from hand 17, three rounds, no
// Ehrentour (house rule). How the evening is built, by hand:
//   hands 1-7    the first pots are won without a bête open: X (announced Ultimo, Quatre),
//                Y (announced Ultimo lost), W (announced Volat failed: 12 B to each, Trull).
//   hands 8-12   bêtes are written while V = Kasse + X 5 grows: X 5 (V 5), Y 22 (2 x 11),
//                Z 24 (2 x 12), Y 39 (3 x 13), Z 14 (V 14).
//   hands 13-18  six passed deals: the Kasse grows to 15.
//   hands 19-25  W plays off X 5 (and takes the Kasse 15), Y 22, Z 24, Y 39.
//   hands 26-31  W loses at V = 3 + Z 14 = 18 (W 18); W plays off Z 14; Z loses at V = 1 + 18
//                = 19 (Z 19); a passed deal leaves the Kasse at 2. The Touren end with hand 31.
//   hand 32      the Hut is drawn under W 18 and Z 19 (B-35).
//   hands 33-38  X loses twofold at 20 (X 40 under the Hut), Y and Z onefold (20 each); X wins
//                W 18 and the Kasse 2; Y wins Z 19 (V 19): everything above the Hut is played off.
//   hand 39      the chips are counted as in the book: W -8 1/3, X +12, Y -11 1/3, Z +7 2/3.
// Second board: W +5 +22 +24 +39 +14 -18 = +86; X -5 +18 = +13; Y -22 -39 +19 = -42;
// Z -24 -14 -19 = -57 (the book's "suppose the settlement gave", 000:L613-616). Hut 80, 20 each.
// Final (000:L637-646): W +97 2/3, X +5, Y -53 1/3, Z -49 1/3; at 30 cents a big block
// Y pays W 16,00 EUR, Z pays W 13,30 EUR, Z pays X 1,50 EUR.
#include "tapp_helpers.hpp"

#include "session/session_file.hpp"
#include "games/block/block.hpp"

using namespace test;

TEST_CASE("B-34 B-35 data/evenings/block-hut-abend.json settles to Ulmann's figures") {
    const auto evenings = tarock::read_session_file(std::string(TAROCK_SOURCE_DIR) + "/data/evenings/block-hut-abend.json");
    REQUIRE(evenings.size() == 1);
    const auto r = tarock::recompute(evenings[0]);
    REQUIRE(r.errors == 0);
    REQUIRE(r.rows.size() == 39);
    REQUIRE(r.touren);
    CHECK(r.touren->last_hand == 31);
    const auto t = [](const char* s) { return Thirds::parse(s); };
    // The chips computed from the hands equal the book's count (hand 39 changes nothing).
    CHECK(r.rows[37].running == std::vector<Thirds>{t("-8 1/3"), t("12"), t("-11 1/3"), t("7 2/3")});
    CHECK(r.rows[38].net == std::vector<Thirds>(4));
    // The board at the Hut: W 18 and Z 19 open above the line, the Kasse 2, V 20.
    CHECK(r.rows[31].pot == Thirds::whole(2));
    const auto hs = tarock::block::final_settlement(*r.ledger, tarock::make_setup(evenings[0]));
    REQUIRE(hs);
    CHECK(hs->chips_counted);
    CHECK(hs->second_board == std::vector<Thirds>{t("86"), t("13"), t("-42"), t("-57")});
    CHECK(hs->under_hut == std::vector<Thirds>{t("0"), t("40"), t("20"), t("20")});
    CHECK(hs->hut_sum == Thirds::whole(80));
    CHECK(hs->adjustment == std::vector<Thirds>{t("20"), t("-20"), t("0"), t("0")});
    CHECK(hs->combined == std::vector<Thirds>{t("106"), t("-7"), t("-42"), t("-57")});
    CHECK(hs->final_result == std::vector<Thirds>{t("97 2/3"), t("5"), t("-53 1/3"), t("-49 1/3")});
    CHECK(r.balance == hs->final_result);
    CHECK_FALSE(r.pending);
    CHECK(r.cents == std::vector<std::int64_t>{2930, 150, -1600, -1480});
    REQUIRE(r.transfers.size() == 3);
    CHECK(r.transfers[0] == tarock::Transfer{2, 0, 1600});
    CHECK(r.transfers[1] == tarock::Transfer{3, 0, 1330});
    CHECK(r.transfers[2] == tarock::Transfer{3, 1, 150});
}
