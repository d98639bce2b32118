// Zwanzigerrufen (§8.1): the structural vectors MZ-01 … MZ-03 (pack total, a pile by simple
// addition, the 45 threshold with the INFERRED 2 v 2 settlement), the forced Solo, the Kontra, the
// redeal and the refusals. Seats A, B, C, D; D deals, so A is the Vorhand and calls.
#include <vector>

#include "core/cards.hpp"
#include "games/koenigrufen_modern/zwanzigerrufen.hpp"
#include "koenigrufen_modern_helpers.hpp"

using namespace km;

namespace {

namespace z = tarock::koenigrufen_modern::zwanzigerrufen;

/// The tariff a circle typed in (the sources give none, M-40): Rufer 1, Solo 4 per opposing player.
const Json kCircleTariff = {{"wert_rufer", "1"}, {"wert_solo", "4"}};

/// Scores `hand` (JSON text) under `rules`; checks the record round trip and that the row sums to 0.
/// `summary` (when given) gets the sheet's German summary of the hand.
V zwanziger(const std::string& hand, const Json& rules = kCircleTariff, std::string* summary = nullptr) {
    using namespace tarock;
    const TableSetup setup{players(4), HouseRules(z::settings(), rules)};
    const Deal deal = z::zwanzigerrufen_variant().deal(setup, 3);
    const auto h = z::parse_hand(Json::parse(hand), setup.players);
    z::validate(h, deal, setup.rules);
    const HandOutcome out = z::score(h, deal, setup);
    if (summary) *summary = out.summary.de;
    const V nets = whole(out.result.net(4));
    CHECK(nets[0] + nets[1] + nets[2] + nets[3] == 0);
    CHECK(z::to_json(h, setup.players) == Json::parse(hand));
    return nets;
}

std::string refused(const std::string& hand, const Json& rules = kCircleTariff) {
    try {
        (void)zwanziger(hand, rules);
    } catch (const tarock::InputError& e) {
        return e.field() + " | " + e.rule().rule;
    }
    return "";
}

}  // namespace

TEST_CASE("MZ-01 the 40-card pack: 20 tarocks 32, suits 56, together 88") {
    using namespace tarock;
    std::vector<Card> tarocks{Card::skus(), Card::pagat()};
    for (int n = 4; n <= 21; ++n) tarocks.push_back(Card::tarock(n));
    std::vector<Card> suits;
    for (Suit s : {Suit::Coeur, Suit::Carreau, Suit::Pique, Suit::Treff})
        for (Rank r : {Rank::King, Rank::Queen, Rank::Cavall, Rank::Jack, Rank::Pip}) suits.push_back(Card::of(s, r, r == Rank::Pip ? 10 : 0));
    CHECK(tarocks.size() + suits.size() == static_cast<std::size_t>(kPack40.cards));
    CHECK(count_points_zwanziger(tarocks) == 32);
    CHECK(count_points_zwanziger(suits) == 56);
    CHECK(count_points_zwanziger(tarocks) + count_points_zwanziger(suits) == kPack40.points);
    CHECK(kPack40.to_win == 45);
}

TEST_CASE("MZ-02 a pile counted by simple addition, no thirds: 31, the other party 57") {
    using namespace tarock;
    const std::vector<Card> pile{Card::skus(), Card::mond(), Card::pagat(), Card::of(Suit::Coeur, Rank::King), Card::of(Suit::Treff, Rank::Queen),
                                 Card::of(Suit::Pique, Rank::Cavall), Card::of(Suit::Carreau, Rank::Jack), Card::of(Suit::Pique, Rank::Pip, 10),
                                 Card::tarock(20), Card::tarock(15)};
    CHECK(count_points_zwanziger(pile) == 31);
    CHECK(kPack40.points - count_points_zwanziger(pile) == 57);
}

TEST_CASE("MZ-03 the calling side wins with 45 : 43 and loses with 44 : 44 (V = 1, partner C)") {
    CHECK(zwanziger(R"({"game":"rufer","called":"XX","partner":"C","points":45})") == V{1, -1, 1, -1});
    CHECK(zwanziger(R"({"game":"rufer","called":"XX","partner":"C","points":44})") == V{-1, 1, -1, 1});
    // A circle's own tariff (M-40): V = 3.
    CHECK(zwanziger(R"({"game":"rufer","called":"XX","partner":"C","points":45})", Json{{"wert_rufer", "3"}, {"wert_solo", "4"}}) == V{3, -3, 3, -3});
}

TEST_CASE("Zwanzigerrufen: XIX called when the Vorhand holds the XX, the Kontra doubles the game") {
    CHECK(zwanziger(R"({"game":"rufer","called":"XIX","partner":"B","points":50,"kontra":"kontra"})") == V{2, 2, -2, -2});
    CHECK(zwanziger(R"({"game":"rufer","called":"XVI","partner":"D","points":30,"kontra":"re"})") == V{-4, 4, 4, -4});
}

TEST_CASE("Zwanzigerrufen: the forced Solo, the Vorhand alone against three (stand-in value 4)") {
    CHECK(zwanziger(R"({"game":"solo","points":45})") == V{12, -4, -4, -4});
    CHECK(zwanziger(R"({"game":"solo","points":20,"kontra":"kontra"})") == V{-24, 8, 8, 8});
}

TEST_CASE("Zwanzigerrufen: a hand of ten suit cards is dealt again, nothing is written") {
    CHECK(zwanziger(R"({"deal":"thrown_in","note":"Anna: zehn Farbkarten"})") == V{0, 0, 0, 0});
}

TEST_CASE("Zwanzigerrufen: refusals name the field and the rule") {
    CHECK(refused(R"({"game":"rufer","partner":"C","points":45})") == "called | koenigrufen_modern §8.1");
    CHECK(refused(R"({"game":"rufer","called":"XV","partner":"C","points":45})") == "called | koenigrufen_modern §8.1");
    CHECK(refused(R"({"game":"rufer","called":"XX","points":45})") == "partner | koenigrufen_modern §8.1");
    CHECK(refused(R"({"game":"rufer","called":"XX","partner":"A","points":45})") == "partner | koenigrufen_modern §8.1");
    CHECK(refused(R"({"game":"rufer","called":"XX","partner":"C"})") == "points | koenigrufen_modern §8.1");
    CHECK(refused(R"({"game":"rufer","called":"XX","partner":"C","points":89})") == "points | koenigrufen_modern §8.1");
    CHECK(refused(R"({"game":"solo","called":"XX","points":45})") == "called | koenigrufen_modern §8.1");
    CHECK(refused(R"({"game":"solo","partner":"B","points":45})") == "partner | koenigrufen_modern §8.1");
    CHECK(refused(R"({"game":"solo","points":45})", Json{{"wert_rufer", "1"}, {"wert_solo", "0"}}) == "game | koenigrufen_modern M-40");
    // Without a tariff typed in, no hand is scored (M-40: the app asks, it assumes no values).
    CHECK(refused(R"({"game":"rufer","called":"XX","partner":"C","points":45})", Json::object()) == "game | koenigrufen_modern M-40");
    CHECK(refused(R"({"game":"solo","points":45})", Json::object()) == "game | koenigrufen_modern M-40");
}

TEST_CASE("Zwanzigerrufen: the sheet's summary names the partner and says won or lost with the card points (issue 14, item 2)") {
    std::string summary;
    zwanziger(R"({"game":"rufer","called":"XIX","partner":"C","points":45})", kCircleTariff, &summary);
    CHECK(summary == "A: Rufer XIX (mit C) gewonnen (45 Punkte)");
    zwanziger(R"({"game":"solo","points":40})", kCircleTariff, &summary);
    CHECK(summary == "A: Solo verloren (40 Punkte)");
}
