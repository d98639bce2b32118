// "Tappen mit König" of seed 003: the vectors TV-O1 (counting at face value) and TV-O2 (honours
// split between partners), and the game as far as the rules file scores it.
#include <vector>

#include "partnership_helpers.hpp"
#include "games/koenigrufen/tappen_mit_koenig.hpp"

using namespace pt;
namespace tk = tarock::tappen_mit_koenig;
using tarock::Card;
using tarock::Rank;
using tarock::Suit;

namespace {
V t3(const std::string& hand, Json rules = Json::object()) { return nets("tappen_mit_koenig", J(hand), std::move(rules)); }
/// Nets in thirds (shares of the all-pass writing need not be whole points).
std::vector<std::int64_t> thirds(const tarock::Evening& e, const std::string& hand) {
    const auto p = tarock::preview(e, 0, J(hand));
    std::vector<std::int64_t> v;
    std::int64_t sum = 0;
    for (Thirds t : p.outcome.result.net(static_cast<int>(e.players.size()))) {
        v.push_back(t.count());
        sum += t.count();
    }
    CHECK(sum == 0);
    return v;
}
}  // namespace

TEST_CASE("TV-O1 seed 003 counts every card at face value: 106 in the pack, 53 a draw, 54 wins (003:L49)") {
    const std::vector<Card> trick1 = {Card::of(Suit::Pique, Rank::King), Card::of(Suit::Pique, Rank::Queen), Card::of(Suit::Pique, Rank::Jack), Card::mond()};
    CHECK(tk::count_pile(trick1) == 16);
    const std::vector<Card> trick2 = {Card::of(Suit::Coeur, Rank::Cavall), Card::pagat(), Card::of(Suit::Treff, Rank::Pip, 7), Card::of(Suit::Carreau, Rank::Pip, 1)};
    CHECK(tk::count_pile(trick2) == 10);
    const std::vector<Card> trick3 = {Card::tarock(5), Card::tarock(6), Card::tarock(7), Card::tarock(8)};
    CHECK(tk::count_pile(trick3) == 4);
    std::vector<Card> pack;
    for (int n = 1; n <= 22; ++n) pack.push_back(Card::tarock(n));
    for (Suit s : {Suit::Coeur, Suit::Carreau, Suit::Pique, Suit::Treff}) {
        for (Rank r : {Rank::King, Rank::Queen, Rank::Cavall, Rank::Jack}) pack.push_back(Card::of(s, r));
        for (int pip = 0; pip < 4; ++pip) pack.push_back(Card::of(s, Rank::Pip, pip + 1));
    }
    REQUIRE(pack.size() == 54);
    CHECK(tk::count_pile(pack) == tk::kPackPoints);
    CHECK(tk::kPackPoints == 106);
    CHECK(tk::kDraw == 53);
    CHECK(tk::kToWin == 54);
    // 53 is a draw: the game does not count; 54 wins.
    CHECK(t3(R"({"declarer":"A","game":"ruf","king":"pique","partner":"C","points":53})") == V{0, 0, 0, 0});
    CHECK(t3(R"({"declarer":"A","game":"ruf","king":"pique","partner":"C","points":54,"price":12})") == V{6, -6, 6, -6});
}

TEST_CASE("TV-O2 seed 003 honours worth 50: held by two partners each writes 25, held alone the holder writes 50 (003:L39-41)") {
    CHECK(t3(R"({"declarer":"A","game":"ruf","king":"pique","partner":"C","points":53,"joint_honours":{"declarer":["quatre"]}})") == V{25, -25, 25, -25});
    CHECK(t3(R"({"declarer":"A","game":"ruf","king":"pique","partner":"C","points":53,"honours":{"A":["trull"]}})") == V{50, -25, 0, -25});
}

TEST_CASE("seed 003: a Dreier the declarer bears alone, the own king or a king in the lower talon half counts like a Dreier") {
    CHECK(t3(R"({"declarer":"A","game":"dreier","points":60,"price":12})") == V{12, -4, -4, -4});
    CHECK(t3(R"({"declarer":"A","game":"ruf","king":"coeur","partner":"A","points":40,"price":9})") == V{-9, 3, 3, 3});
    CHECK(t3(R"({"declarer":"A","game":"ruf","king":"coeur","partner":"talon","points":40,"price":9})") == V{-9, 3, 3, 3});
    // Ulmann's rule instead (A-K11 "full"): each member against one opponent, the lone declarer against each.
    CHECK(t3(R"({"declarer":"A","game":"ruf","king":"pique","partner":"C","points":60,"price":7})", J(R"({"split":"full"})")) == V{7, -7, 7, -7});
    CHECK(t3(R"({"declarer":"A","game":"dreier","points":60,"price":7})", J(R"({"split":"full"})")) == V{21, -7, -7, -7});
}

TEST_CASE("seed 003: the captured called king, Tarokrufen, Pagat Ultimo, ten taroks") {
    CHECK(t3(R"({"declarer":"A","game":"ruf","king":"pique","partner":"C","points":60,"price":10,"king_captured":true})") == V{-5, 5, -5, 5});
    CHECK(refusal("tappen_mit_koenig", J(R"({"declarer":"A","game":"ruf","tarock":19,"partner":"C","points":60,"price":10,"king_captured":true})")).field() ==
          "king_captured");
    CHECK(refusal("tappen_mit_koenig", J(R"({"declarer":"A","game":"ruf","tarock":21,"partner":"C","points":60,"price":10})")).field() == "tarock");
    CHECK(t3(R"({"declarer":"A","game":"ruf","tarock":20,"partner":"B","points":50,"price":8,"ultimo":{"player":"B","result":"won"}})") == V{6, 6, -6, -6});
    CHECK(t3(R"({"declarer":"A","game":"solo","points":70,"price":30,"honours":{"A":["zehn_taroks"]}})", J(R"({"zehn_taroks":"15"})")) == V{45, -15, -15, -15});
    CHECK(refusal("tappen_mit_koenig", J(R"({"declarer":"A","game":"ruf","king":"pique","partner":"C","points":60,"price":7})")).field() == "price");
    CHECK(refusal("tappen_mit_koenig", J(R"({"declarer":"A","game":"ruf","king":"pique","partner":"C","points":60})")).field() == "price");
}

TEST_CASE("seed 003 with five: the resting König, all pass writes half the consolation (A-X2)") {
    const auto e = evening("tappen_mit_koenig", Json::object(), {"A", "B", "C", "D", "K"}, 4);
    CHECK(nets_of(e, J(R"({"declarer":"A","game":"dreier","points":60,"price":12})")) == V{12, -4, -4, -4, 0});
    // The König writes 10 (half of 20); the four active players bear 2 1/2 each: 8, 8, 7, 7 thirds.
    CHECK(thirds(e, R"({"deal":"allpass"})") == std::vector<std::int64_t>{-8, -8, -7, -7, 30});
    const auto ek = evening("tappen_mit_koenig", J(R"({"koenig":"opponents"})"), {"A", "B", "C", "D", "K"}, 4);
    CHECK(nets_of(ek, J(R"({"declarer":"A","game":"dreier","points":60,"price":12})")) == V{12, -3, -3, -3, -3});
    // With four the Vorhand writes; as a debit under A-X2.
    CHECK(thirds(evening("tappen_mit_koenig"), R"({"deal":"allpass"})") == std::vector<std::int64_t>{30, -10, -10, -10});
    CHECK(thirds(evening("tappen_mit_koenig", J(R"({"allpass_write":"debit"})")), R"({"deal":"allpass"})") == std::vector<std::int64_t>{-30, 10, 10, 10});
}

TEST_CASE("A-K11 full with the König among the opponents (five): each partner wins or loses the full amount, the three opponents share it (003:L51, 000:L320, L708)") {
    // The repro of a called game that booked nothing: Bernd calls the Pique king, held by Dieter,
    // and wins with 60 (price 12); the king is captured (20), Christl makes the Pagat Ultimo (20),
    // Ernst holds the Trull alone (50). Anna deals and rests as König with the opponents.
    const auto e = evening("tappen_mit_koenig", J(R"({"split":"full","koenig":"opponents"})"), {"Anna", "Bernd", "Christl", "Dieter", "Ernst"}, 0);
    // Price alone: Bernd and Dieter +12 each; Anna, Christl and Ernst bear 24 in thirds: -8 each.
    CHECK(nets_of(e, J(R"({"declarer":"Bernd","game":"ruf","king":"pique","partner":"Dieter","points":60,"price":12})")) == V{-8, 12, -8, 12, -8});
    // Lost: Bernd and Dieter -9 each, the three opponents +6 each.
    CHECK(nets_of(e, J(R"({"declarer":"Bernd","game":"ruf","king":"pique","partner":"Dieter","points":40,"price":9})")) == V{6, -9, 6, -9, 6});
    // Everything: per partner 12 - 20 - 20 - 50 = -78; the opponents 156 / 3 = +52 each.
    const Json all = J(R"({"declarer":"Bernd","game":"ruf","king":"pique","partner":"Dieter","points":60,"price":12,"king_captured":true,
                          "ultimo":{"player":"Christl","result":"won"},"honours":{"Ernst":["trull"]}})");
    CHECK(nets_of(e, all) == V{52, -78, 52, -78, 52});
    const auto p = tarock::preview(e, 0, all);
    REQUIRE(p.outcome.result.postings.size() == 16);
    for (const auto& post : p.outcome.result.postings) {
        CHECK(post.rule.rule.find("A-K11") != std::string::npos);
        CHECK(post.reason.en.find("the three opponents, the König among them, share it equally") != std::string::npos);
    }
    // A Dreier stays "from each", the König too: +12 from each of four.
    CHECK(nets_of(e, J(R"({"declarer":"Bernd","game":"dreier","points":60,"price":12})")) == V{-12, 48, -12, -12, -12});
}
