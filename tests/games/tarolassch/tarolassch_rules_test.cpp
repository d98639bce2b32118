// Tarolaßch: the house rules A-T1 .. A-T10 with their documented defaults (A-T9 and A-T11 are
// fixed), the partie's target and the unit, refusals naming the field and the rule, the robber
// broken off by hand, and properties. Sides A + C and B + D; nets [A, B, C, D] in units.
#include <random>

#include "tarolassch_test_helpers.hpp"

using namespace taro;

namespace {
/// Two deals in which A + C win two parties with nets 55 + 55 (Coeur 9 tricks, 3 figures; sans
/// atout 9 tricks: 15 + 18 = 33, + 10 + 30 = 73, less B + D's 0 + ... ) - built to test rounding.
const Json kSa36 = J(R"({"contract":"sans_atout","bidder":"B","contra":"contra","tricks":{"A":9}})");  // A + C 36: partie 66
}  // namespace

TEST_CASE("tarolassch settings: the documented defaults") {
    CHECK(setting_of("tarolassch", "partie").default_value == "30");
    CHECK(setting_of("tarolassch", "drei_asse").rule_id == "tarolassch A-T1");
    CHECK(setting_of("tarolassch", "drei_asse").default_value == "12");
    CHECK(setting_of("tarolassch", "contra_basis").rule_id == "tarolassch A-T2");
    CHECK(setting_of("tarolassch", "contra_basis").default_value == "contract");
    CHECK(setting_of("tarolassch", "slam_target").rule_id == "tarolassch A-T3");
    CHECK(setting_of("tarolassch", "slam_target").default_value == "yes");
    CHECK(setting_of("tarolassch", "misere_own").rule_id == "tarolassch A-T4");
    CHECK(setting_of("tarolassch", "misere_own").default_value == "opponents");
    CHECK(setting_of("tarolassch", "misere_slam").rule_id == "tarolassch A-T5");
    CHECK(setting_of("tarolassch", "misere_slam").default_value == "bonus");
    CHECK(setting_of("tarolassch", "split").rule_id == "tarolassch A-T6");
    CHECK(setting_of("tarolassch", "split").default_value == "each_full");
    CHECK(setting_of("tarolassch", "revoke_fine").rule_id == "tarolassch A-T7");
    CHECK(setting_of("tarolassch", "revoke_fine").default_value == "0");
    CHECK(setting_of("tarolassch", "revoke_to").default_value == "opponents");
    CHECK(setting_of("tarolassch", "rounding").rule_id == "tarolassch A-T8");
    CHECK(setting_of("tarolassch", "rounding").default_value == "robber");
    CHECK(setting_of("tarolassch", "honneurs").rule_id == "tarolassch A-T10");
    CHECK(setting_of("tarolassch", "honneurs").default_value == "five");
    CHECK(setting_of("tarolassch", "einheit").default_value == "10");
}

TEST_CASE("A-T1 tarolassch: three aces in sans atout are 12 (two honours) or the printed 18, four aces 24") {
    CHECK(deal(R"({"contract":"sans_atout","bidder":"A","tricks":{"A":7},"aces":{"C":3}})").honours[0] == 12);
    CHECK(deal(R"({"contract":"sans_atout","bidder":"A","tricks":{"A":7},"aces":{"C":3}})", J(R"({"drei_asse":"18"})")).honours[0] == 18);
    CHECK(deal(R"({"contract":"sans_atout","bidder":"A","tricks":{"A":7},"aces":{"B":0}})").honours[0] == 24);
    CHECK(deal(R"({"contract":"sans_atout","bidder":"A","tricks":{"A":7},"aces":{"A":2}})").honours == std::array<std::int64_t, 2>{0, 0});
}

TEST_CASE("A-T2 tarolassch: a contra'd sans atout keeps its aces by default, or is played in the colour bid first") {
    // Default: honours (trump figures) are refused without a trump; aces count at 6.
    const auto err = refusal(table(), J(R"({"contract":"sans_atout","bidder":"B","contra":"contra","tricks":{"A":13},"honours":{"A":5}})"));
    CHECK(err.field() == "honours");
    CHECK(err.rule().rule == "tarolassch §7.3, A-T9, A-T10");
    const auto s = deal(R"({"contract":"sans_atout","bidder":"B","contra":"contra","tricks":{"A":13},"aces":{"A":4}})");
    CHECK(s.tricks[0] == 84 + 96);
    CHECK(s.honours[0] == 24);  // so the default gives 84 + 96 + 24 + 30 = 234, not the book's 240
    // first_colour: the colour is required and the aces are refused.
    CHECK(refusal(table(J(R"({"contra_basis":"first_colour"})")), J(R"({"contract":"sans_atout","bidder":"B","contra":"contra","tricks":{"A":13}})"))
              .field() == "first_colour");
    CHECK(refusal(table(J(R"({"contra_basis":"first_colour"})")),
                  J(R"({"contract":"sans_atout","bidder":"B","contra":"contra","first_colour":"coeur","tricks":{"A":13},"aces":{"A":4}})"))
              .field() == "aces");
    // Without contra, or by default, the colour bid first is refused.
    CHECK(refusal(table(), J(R"({"contract":"coeur","bidder":"B","first_colour":"pique","tricks":{"A":7}})")).field() == "first_colour");
}

TEST_CASE("A-T3 tarolassch: the slam counts towards the partie, or stands with the honours") {
    const std::string grand = R"({"contract":"coeur","bidder":"A","tricks":{"A":13}})";
    CHECK(deal(grand).tricks[0] == 75);
    const auto s = deal(grand, J(R"({"slam_target":"no"})"));
    CHECK(s.tricks[0] == 35);
    CHECK(s.honours[0] == 40);
    // Trefle 11 tricks = 10, small slam? no - 12 tricks: 12 + 8 = 20, under "no" 12 | 8: no partie at 20.
    CHECK(state(with_hands(table(J(R"({"partie":"20","slam_target":"no"})")), {J(R"({"contract":"trefle","bidder":"A","tricks":{"A":12}})")}))
              .parties.empty());
    CHECK(state(with_hands(table(J(R"({"partie":"20"})")), {J(R"({"contract":"trefle","bidder":"A","tricks":{"A":12}})")})).parties.size() == 1);
}

TEST_CASE("A-T4 tarolassch: a Misère side taking seven or more tricks - its triques to the opponents, or nothing") {
    const std::string hand = R"({"contract":"misere","bidder":"A","tricks":{"A":8}})";
    CHECK(deal(hand).tricks == std::array<std::int64_t, 2>{0, 12});
    CHECK(deal(hand, J(R"({"misere_own":"none"})")).tricks == std::array<std::int64_t, 2>{0, 0});
}

TEST_CASE("A-T5 tarolassch: in a Misère the side with no trick or one trick gets the slam, or there is none") {
    const std::string clean = R"({"contract":"misere","bidder":"A","tricks":{"A":0}})";
    CHECK(deal(clean).tricks[0] == 42 + 48);  // 7 triques of the opponents x 6, grand slam 8 x 6
    CHECK(deal(clean, J(R"({"misere_slam":"none"})")).tricks[0] == 42);
    CHECK(deal(R"({"contract":"misere","bidder":"A","tricks":{"A":1}})").tricks[0] == 36 + 24);
}

TEST_CASE("A-T6 tarolassch: each winner the whole net from one loser, or the side's net split in halves") {
    const auto e = [](Json rules) { return with_hands(table(std::move(rules)), {kSa36, kSa36}); };
    // Two parties of 66, the robber 66 + 66 + 30 = 162 = 16 units each; halves 81 = 8 each.
    CHECK(row_nets(e(J("{}"))).back() == V{16, -16, 16, -16});
    CHECK(row_nets(e(J(R"({"split":"halves"})"))).back() == V{8, -8, 8, -8});
}

TEST_CASE("A-T2 reading: a contra'd Misère stays the Misère at double value by default, or is played in the colour bid first, or stays a Misère when none was bid (001:231-241)") {
    // A bids Misère, B + D say Contra and take 9 tricks: 3 triques x 12 (6 x 2) = 36 for A + C (001:231,
    // 001:241); the aces where they lie at the end, at the single 6 a honour, for the other side.
    const std::string hand = R"({"contract":"misere","bidder":"A","contra":"contra","tricks":{"B":9},"aces":{"B":3}})";
    const auto d = deal(hand);
    CHECK(d.tricks == std::array<std::int64_t, 2>{36, 0});
    CHECK(d.honours == std::array<std::int64_t, 2>{12, 0});
    const auto p = tarock::preview(table(), 0, J(hand));
    CHECK(p.outcome.declarer == 0);
    CHECK(p.outcome.declarer_won);  // A + C took only 4 tricks: the Misère is made
    // first_colour: the Contra game in the colour bid first (Pique): B + D's 3 triques x 12 are theirs.
    const Json fc = J(R"({"contra_basis":"first_colour"})");
    const auto c = deal(R"({"contract":"misere","bidder":"A","contra":"contra","first_colour":"pique","tricks":{"B":9},"honours":{"B":3}})", fc);
    CHECK(c.tricks == std::array<std::int64_t, 2>{0, 36});
    CHECK(c.honours == std::array<std::int64_t, 2>{0, 12});
    // The Misère bid first, no colour before it: the contra'd bid keeps its kind, as by default.
    const std::string none = R"({"contract":"misere","bidder":"A","contra":"contra","first_colour":"none","tricks":{"B":9},"aces":{"B":3}})";
    CHECK(deal(none, fc).tricks == std::array<std::int64_t, 2>{36, 0});
    CHECK(deal(none, fc).honours == std::array<std::int64_t, 2>{12, 0});
    CHECK(refusal(table(), J(none)).field() == "first_colour");  // "none" only under first_colour
    CHECK(tl::to_json(tl::parse_hand(J(none), {"A", "B", "C", "D"}), {"A", "B", "C", "D"}) == J(none));
}

TEST_CASE("A-T7 tarolassch: the revoke fine, added to the opponents or deducted from the offenders") {
    const std::string hand = R"({"contract":"coeur","bidder":"A","tricks":{"A":7},"revoke":"B"})";
    CHECK(deal(hand).honours == std::array<std::int64_t, 2>{0, 0});
    CHECK(deal(hand, J(R"({"revoke_fine":"10"})")).honours == std::array<std::int64_t, 2>{10, 0});
    CHECK(deal(hand, J(R"({"revoke_fine":"10","revoke_to":"offenders"})")).honours == std::array<std::int64_t, 2>{0, -10});
}

TEST_CASE("A-T8 tarolassch: rounding the robber, or each partie and the robber bonus") {
    // Parties 55 and 55 (H-D43 twice), the robber 55 + 55 + 30 = 140 = 14 units; per partie 5 + 5 + 3 = 13.
    const std::vector<Json> partie = {J(R"({"contract":"coeur","bidder":"A","tricks":{"A":9},"honours":{"A":3}})"),
                                      J(R"({"contract":"pique","bidder":"B","tricks":{"B":8},"honours":{"B":4}})"),
                                      J(R"({"contract":"sans_atout","bidder":"A","tricks":{"A":9},"aces":{"A":2}})")};
    std::vector<Json> robber = partie;
    robber.insert(robber.end(), partie.begin(), partie.end());
    CHECK(row_nets(with_hands(table(), robber)).back() == V{14, -14, 14, -14});
    const auto per = row_nets(with_hands(table(J(R"({"rounding":"partie"})")), robber));
    CHECK(per[2] == V{0, 0, 0, 0});        // the first partie is not paid before the robber ends
    CHECK(per[5] == V{13, -13, 13, -13});  // 55 -> 5 twice and the robber bonus 30 -> 3
}

TEST_CASE("A-T8 tarolassch, rounding per partie: each partie rounded on its own, nothing paid before the robber ends (rules §7.8 steps 4-5)") {
    const Json rules = J(R"({"rounding":"partie"})");
    // One partie to A + C (36 + 30 = 66 points = 7 units) and the evening stops mid-robber: nothing paid.
    CHECK(nets(table(rules), kSa36) == V{0, 0, 0, 0});
    // A + C, then B + D, then A + C again: 7 - 7 + 7 and the robber bonus 30 = 3: 10 units, at the end.
    const Json sa36_bd = J(R"({"contract":"sans_atout","bidder":"A","contra":"contra","tricks":{"B":9}})");
    const auto e = with_hands(table(rules), {kSa36, sa36_bd, kSa36});
    const auto rows = row_nets(e);
    CHECK(rows[0] == V{0, 0, 0, 0});
    CHECK(rows[1] == V{0, 0, 0, 0});
    CHECK(rows[2] == V{10, -10, 10, -10});
    const auto p = tarock::preview(with_hands(table(rules), {kSa36, sa36_bd}), 2, kSa36);
    REQUIRE_FALSE(p.outcome.result.postings.empty());
    CHECK(p.outcome.result.postings.front().reason.de.find("7 − 7 + 7 + Robber 3 = 10 Einheit(en)") != std::string::npos);
    CHECK(p.outcome.result.postings.front().rule.rule.find("A-T8 (partie)") != std::string::npos);
    // The robber rounded as a whole: 66 - 66 + 66 + 30 = 96 -> 10 as well.
    CHECK(row_nets(with_hands(table(), {kSa36, sa36_bd, kSa36})).back() == V{10, -10, 10, -10});
}

TEST_CASE("tarolassch §7.8 revoke_partie: both sides over the target after a revoke - the higher trick column, or the deal that decides (001:404-406)") {
    // B + D 20 (Coeur 10 tricks); A + C revoke while taking 36 (sans atout Contra, 9 tricks): not
    // closed on that deal; the next deal B + D Trefle 11 tricks: 10, so B + D stand on 30, A + C on 36.
    const std::vector<Json> deals = {J(R"({"contract":"coeur","bidder":"B","tricks":{"B":10}})"),
                                     J(R"({"contract":"sans_atout","bidder":"B","contra":"contra","tricks":{"A":9},"revoke":"A"})"),
                                     J(R"({"contract":"trefle","bidder":"B","tricks":{"B":11}})")};
    const auto higher = state(with_hands(table(), deals));
    REQUIRE(higher.parties.size() == 1);
    CHECK(higher.parties[0].winner == 0);  // 36 against 30
    CHECK(higher.parties[0].net == 36 + 30 - 30);
    const auto deciding = state(with_hands(table(J(R"({"revoke_partie":"deciding_deal"})")), deals));
    REQUIRE(deciding.parties.size() == 1);
    CHECK(deciding.parties[0].winner == 1);  // B + D reached the target on the deal after the revoke
    CHECK(deciding.parties[0].net == 30 + 30 - 36);
    // When only the revoking side stands over the target, it wins on the next deal under either setting.
    const std::vector<Json> alone = {deals[1], J(R"({"contract":"trefle","bidder":"B","tricks":{"B":7}})")};
    CHECK(state(with_hands(table(J(R"({"revoke_partie":"deciding_deal"})")), alone)).parties.at(0).winner == 0);
}

TEST_CASE("A-T10 tarolassch: with four honours the circle's table counts (by default 3 -> 2, 4 -> 4)") {
    const Json four = J(R"({"honneurs":"four"})");
    CHECK(deal(R"({"contract":"coeur","bidder":"A","tricks":{"A":7},"honours":{"A":3}})", four).honours[0] == 10);
    CHECK(deal(R"({"contract":"coeur","bidder":"A","tricks":{"A":7},"honours":{"A":4}})", four).honours[0] == 20);
    CHECK(deal(R"({"contract":"coeur","bidder":"A","tricks":{"A":7},"honours":{"A":2}})", four).honours == std::array<std::int64_t, 2>{0, 0});
    CHECK(deal(R"({"contract":"coeur","bidder":"A","tricks":{"A":7},"honours":{"A":4}})", J(R"({"honneurs":"four","four_honours_4":"3"})")).honours[0] == 15);
    CHECK(refusal(table(four), J(R"({"contract":"coeur","bidder":"A","tricks":{"A":7},"honours":{"A":5}})")).field() == "honours");
}

TEST_CASE("tarolassch: partie to 20 and every point a unit") {
    const Json rules = J(R"({"partie":"20","einheit":"1"})");
    // Coeur 10 tricks = 20: a partie of 20 + 20 = 40; twice and the robber 20: 100 units.
    const Json hand = J(R"({"contract":"coeur","bidder":"A","tricks":{"A":10}})");
    CHECK(row_nets(with_hands(table(rules), {hand, hand})).back() == V{100, -100, 100, -100});
}

TEST_CASE("tarolassch validation: impossible deals are refused naming the field and the rule") {
    const auto e = table();
    CHECK(refusal(e, J(R"({"bidder":"A","tricks":{"A":7}})")).field() == "contract");
    CHECK(refusal(e, J(R"({"contract":"coeur","tricks":{"A":7}})")).field() == "bidder");
    CHECK(refusal(e, J(R"({"contract":"coeur","bidder":"A"})")).field() == "tricks");
    auto err = refusal(e, J(R"({"contract":"coeur","bidder":"A","tricks":{"A":14}})"));
    CHECK(err.field() == "tricks.A");
    CHECK(err.rule().rule == "tarolassch §7.6, A-T11");
    CHECK(refusal(e, J(R"({"contract":"coeur","bidder":"A","tricks":{"A":7,"B":6}})")).field() == "tricks");
    CHECK(refusal(e, J(R"({"contract":"coeur","bidder":"A","contra":"supercontra","tricks":{"A":7}})")).field() == "contra");
    CHECK(refusal(e, J(R"({"contract":"grand","bidder":"A","tricks":{"A":7}})")).field() == "contract");
    CHECK(refusal(e, J(R"({"contract":"coeur","bidder":"A","tricks":{"A":7},"aces":{"A":3}})")).field() == "aces");
    CHECK(refusal(e, J(R"({"contract":"sans_atout","bidder":"A","tricks":{"A":7},"honours":{"A":3}})")).field() == "honours");
    CHECK(refusal(e, J(R"({"contract":"coeur","bidder":"A","tricks":{"A":7},"honours":{"A":6}})")).field() == "honours.A");
    CHECK(refusal(e, J(R"({"contract":"coeur","bidder":"A","tricks":{"A":7},"revoke":"Z"})")).field() == "revoke");
    CHECK(refusal(e, J(R"({"contract":"coeur","bidder":"A","tricks":{"A":7},"contract_value":3})")).field() == "contract_value");
}

TEST_CASE("tarolassch: a robber broken off is settled by hand and recorded so, and pays nothing before") {
    const auto e = with_hands(table(), {J(R"({"contract":"coeur","bidder":"A","tricks":{"A":9}})")});
    const auto r = tarock::recompute(e);
    CHECK(r.pending.has_value());
    CHECK(row_nets(e).back() == V{0, 0, 0, 0});
    const Json abbruch = J(R"({"deal":"abbruch","agreed":{"A":2,"C":2,"B":-2,"D":-2},"reason":"Sperrstunde, nach Stand"})");
    CHECK(nets(e, abbruch) == V{2, -2, 2, -2});
    const auto p = tarock::preview(e, e.hands.size(), abbruch);
    CHECK(mentions(p.outcome, "von Hand eingetragen"));
    CHECK(p.outcome.bookkeeping);
    const auto after = tarock::recompute(with_hands(e, {abbruch}));
    CHECK_FALSE(after.pending.has_value());
    CHECK(tl::state_of(*after.ledger)->robber == 2);
    // Nothing to break off, or no amounts.
    CHECK(refusal(table(), abbruch).field() == "deal");
    CHECK(refusal(e, J(R"({"deal":"abbruch"})")).field() == "agreed");
    // A thrown-in deal is dealt again; all passing scores nothing.
    CHECK(tarock::preview(table(), 0, J(R"({"deal":"thrown_in"})")).outcome.same_dealer);
    CHECK(nets(table(), J(R"({"deal":"allpass"})")) == V{0, 0, 0, 0});
}

TEST_CASE("tarolassch properties: generated evenings score, nets sum to zero, every robber is paid side against side") {
    std::mt19937 rng(1869);
    const char* contracts[] = {"trefle", "pique", "carreau", "coeur", "misere", "sans_atout"};
    const char* names[] = {"A", "B", "C", "D"};
    for (int evening = 0; evening < 30; ++evening) {
        std::vector<Json> hands;
        for (int i = 0; i < 25; ++i) {
            const int c = static_cast<int>(rng() % 6);
            Json h = {{"contract", contracts[c]}, {"bidder", names[rng() % 4]}, {"tricks", {{names[rng() % 4], static_cast<int>(rng() % 14)}}}};
            if (rng() % 3 == 0) h["contra"] = rng() % 2 ? "contra" : "recontra";
            if (c < 4 && rng() % 2) h["honours"] = {{names[rng() % 4], static_cast<int>(rng() % 6)}};
            if (c >= 4 && rng() % 2) h["aces"] = {{names[rng() % 4], static_cast<int>(rng() % 5)}};
            if (rng() % 10 == 0) h["revoke"] = names[rng() % 4];
            hands.push_back(h);
        }
        const auto e = with_hands(table(), hands);
        for (const V& row : row_nets(e)) {
            CHECK(row[0] + row[1] + row[2] + row[3] == 0);
            CHECK(row[0] == row[2]);  // partners win and lose alike (A-T6)
            CHECK(row[1] == row[3]);
        }
    }
}
