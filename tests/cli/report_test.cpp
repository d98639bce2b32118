// Unit tests of the report functions (tarock_report) on small in-memory evenings.
#include <doctest/doctest.h>

#include "report/report.hpp"
#include "cli_test_helpers.hpp"

using namespace tarock;
using namespace tarock::report;
using tarock::clitest::has_line;
using tarock::clitest::mini_evening;

namespace {
Thirds pts(std::int64_t n) { return Thirds::whole(n); }
Thirds thirds(std::int64_t t) { return Thirds::from_thirds(t); }
}  // namespace

TEST_CASE("report: the mini evening recomputes to the worked-out figures") {
    const Evening e = mini_evening();
    const EveningResult r = recompute(e);
    REQUIRE(r.rows.size() == 2);
    CHECK(r.errors == 0);
    CHECK(r.rows[0].dealer == 0);
    CHECK(r.rows[1].dealer == 1);
    CHECK(r.rows[0].net == std::vector<Thirds>{pts(-2), pts(4), pts(-2)});
    CHECK(r.rows[1].net == std::vector<Thirds>{pts(8), pts(8), pts(-16)});
    CHECK(r.totals == std::vector<Thirds>{pts(6), pts(12), pts(-18)});
    CHECK(r.cents == std::vector<std::int64_t>{60, 120, -180});
    REQUIRE(r.transfers.size() == 2);
    CHECK(transfer_line(r.transfers[0], e.players, "EUR", Lang::De) == "Christl zahlt Bernd 1,20 EUR");
    CHECK(transfer_line(r.transfers[1], e.players, "EUR", Lang::De) == "Christl zahlt Anna 0,60 EUR");
    CHECK(transfer_line(r.transfers[0], e.players, "EUR", Lang::En) == "Christl pays Bernd 1.20 EUR");
}

TEST_CASE("report: accounts, amounts and money without floating point") {
    Evening e = mini_evening();
    const Accounts de = accounts_of(e, Lang::De);
    CHECK(de.name(1) == "Bernd");
    CHECK(de.name(kPot) == "Stamm");
    CHECK(de.name(kHut) == "Hut");
    CHECK(accounts_of(e, Lang::En).name(kPot) == "pot");
    CHECK_THROWS_AS(de.name(3), std::out_of_range);
    CHECK_THROWS_AS(de.name(-3), std::out_of_range);
    e.variant = "block";
    CHECK(accounts_of(e, Lang::De).name(kPot) == "Kasse");
    CHECK(amount_json(thirds(107)).dump() == R"({"thirds":107,"text":"35 2/3"})");
    CHECK(amount_json(thirds(-25)).dump() == R"({"thirds":-25,"text":"-8 1/3"})");
    CHECK(money_json(-180, "EUR").dump() == R"({"cents":-180,"text":"-1,80 EUR"})");
    CHECK(parse_lang("de") == Lang::De);
    CHECK(parse_lang("en") == Lang::En);
    CHECK_THROWS_AS(parse_lang("fr"), std::invalid_argument);
}

TEST_CASE("report: columns are padded by characters, not bytes") {
    CHECK(display_width("Jürgen") == 6);
    CHECK(pad_right("Jürgen", 8) == "Jürgen  ");
    CHECK(pad_left("-8 1/3", 8) == "  -8 1/3");
    CHECK(pad_right("Christl", 3) == "Christl");  // never truncates
}

TEST_CASE("report: a posting line names payer, payee, amount, reason and rule") {
    const Evening e = mini_evening();
    const EveningResult r = recompute(e);
    const auto& postings = r.rows[0].outcome->result.postings;
    REQUIRE(postings.size() == 2);
    const Posting& anna = postings[0].payer == 0 ? postings[0] : postings[1];
    CHECK(posting_line(anna, accounts_of(e, Lang::De), Lang::De, 7, 1) ==
          "Anna    -> Bernd    2  Dreier 2× gewonnen (41 Punkte): 2  [tapp §2.2, §2.9 (000:L326-336, L358)]");
    CHECK(posting_line(anna, accounts_of(e, Lang::En), Lang::En, 5, 2) ==
          "Anna  -> Bernd   2  Dreier 2× won (41 points): 2  [tapp §2.2, §2.9 (000:L326-336, L358)]");
    const Json j = posting_json(anna, accounts_of(e, Lang::De), Lang::De);
    CHECK(j.at("payer") == "Anna");
    CHECK(j.at("payee_seat") == 1);
    CHECK(j.at("amount").at("thirds") == 6);
    CHECK(j.at("rule").at("text") == "tapp §2.2, §2.9 (000:L326-336, L358)");
}

TEST_CASE("report: replay text of the mini evening") {
    const Evening e = mini_evening();
    const std::string t = replay_text(e, recompute(e), Lang::De);
    CHECK(has_line(t, "Einsatz:      0,10 EUR je Einheit (Punkte)"));
    CHECK(has_line(t, "Hand 1  Geber: Anna"));
    CHECK(has_line(t, "  Bernd: Dreier 2× gewonnen (41 Punkte)"));
    CHECK(has_line(t, "    Christl -> Bernd    2  Dreier 2× gewonnen (41 Punkte): 2  [tapp §2.2, §2.9 (000:L326-336, L358)]"));
    CHECK(has_line(t, "  Stand: Anna -2 | Bernd +4 | Christl -2"));
    CHECK(has_line(t, "Hand 2  Geber: Bernd"));
    CHECK(has_line(t, "    Christl -> Anna     8  Solo verloren (30 Punkte): 8  [tapp §2.3, §2.9 (000:L354, L358)]"));
    CHECK(has_line(t, "  Stand: Anna +6 | Bernd +12 | Christl -18"));
    CHECK(has_line(t, "Endstand nach 2 Händen"));
    CHECK(has_line(t, "  Anna         +6   0,60 EUR"));
    CHECK(has_line(t, "  Bernd       +12   1,20 EUR"));
    CHECK(has_line(t, "  Christl     -18  -1,80 EUR"));
    CHECK(has_line(t, "  Christl zahlt Bernd 1,20 EUR"));
    CHECK(has_line(t, "  Christl zahlt Anna 0,60 EUR"));
    CHECK(has_line(t, "  Hand  Geber  Anna  Bernd  Christl"));
    CHECK(has_line(t, "     2  Bernd    +6    +12      -18"));

    const std::string en = replay_text(e, recompute(e), Lang::En);
    CHECK(has_line(en, "  Running: Anna +6 | Bernd +12 | Christl -18"));
    CHECK(has_line(en, "  Player   Points      Money"));
    CHECK(has_line(en, "  Christl pays Anna 0.60 EUR"));
}

TEST_CASE("report: replay JSON of the mini evening carries exact amounts") {
    const Evening e = mini_evening();
    const Json j = replay_json(e, recompute(e), Lang::De);
    CHECK(j.at("players") == Json::array({"Anna", "Bernd", "Christl"}));
    REQUIRE(j.at("hands").size() == 2);
    const Json& h1 = j.at("hands").at(0);
    CHECK(h1.at("dealer") == "Anna");
    CHECK(h1.at("resting").is_null());
    CHECK(h1.at("summary") == "Bernd: Dreier 2× gewonnen (41 Punkte)");
    CHECK(h1.at("net").at("Bernd").dump() == R"({"thirds":12,"text":"4"})");
    CHECK(h1.at("error").is_null());
    CHECK(j.at("hands").at(1).at("running").at("Christl").dump() == R"({"thirds":-54,"text":"-18"})");
    CHECK(j.at("totals").at("Anna").at("thirds") == 18);
    CHECK(j.at("balance").at("Christl").at("money").dump() == R"({"cents":-180,"text":"-1,80 EUR"})");
    REQUIRE(j.at("transfers").size() == 2);
    CHECK(j.at("transfers").at(0).at("text") == "Christl zahlt Bernd 1,20 EUR");
    CHECK(j.at("transfers").at(1).at("money").at("cents") == 60);
    CHECK(j.at("next_dealer") == "Christl");
    CHECK(j.at("errors") == 0);
}

TEST_CASE("report: a hand that does not validate is shown with its error and scores nothing") {
    Evening e = mini_evening();
    HandRecord bad;
    bad.inputs = Json::parse(R"({"declarer":"Anna","game":"dreier","multiple":7,"points":50})");
    e.hands.insert(e.hands.begin() + 1, bad);
    const EveningResult r = recompute(e);
    CHECK(r.errors == 1);
    const std::string t = replay_text(e, r, Lang::De);
    CHECK(has_line(t, "  Fehler, die Hand zählt nicht: Feld 'multiple': Ein Dreier ist ein- bis sechsmalig. (Regel: tapp §2.2 (000:L326-336))"));
    CHECK(has_line(t, "  1 Hand mit Fehler zählt nicht."));
    CHECK(has_line(t, "     2  Bernd      -2     +4       -2  (Fehler)"));
    const Json j = replay_json(e, r, Lang::En);
    CHECK(j.at("hands").at(1).at("error").at("field") == "multiple");
    CHECK(j.at("hands").at(1).at("error").at("rule").at("text") == "tapp §2.2 (000:L326-336)");
    CHECK(j.at("errors") == 1);
}

TEST_CASE("report: the Stamm is shown as an account and returned in thirds at the end") {
    Evening e = mini_evening();
    e.house_rules = Json::parse(R"({"stamm":"on"})");
    e.hands.resize(1);  // Anna deals and pays her coin; Bernd wins a Dreier 2x
    const EveningResult r = recompute(e);
    const std::string t = replay_text(e, r, Lang::De);
    CHECK(has_line(t, "Hausregeln:   Stamm (Jude) für den angesagten Ultimo (tapp A20): ein"));
    CHECK(has_line(t, "    Anna    -> Stamm      1  Kartenstamm des Gebers in den Stamm  [tapp §2.10, A20 (000:L522)]"));
    CHECK(has_line(t, "  Stand: Anna -3 | Bernd +4 | Christl -2 | Stamm 1"));
    CHECK(has_line(t, "    Stamm   -> Anna     1/3  Stamm am Ende des Abends zu gleichen Teilen zurück  [tapp §2.10, A20 (INFERRED) (000:L522-528)]"));
    CHECK(has_line(t, "  Anna     -2 2/3  -0,26 EUR"));
    CHECK(has_line(t, "  Bernd    +4 1/3   0,43 EUR"));
    CHECK(has_line(t, "  Christl  -1 2/3  -0,17 EUR"));  // largest remainder: the cent goes to the earlier seat
    CHECK(has_line(t, "  Anna zahlt Bernd 0,26 EUR"));
    CHECK(has_line(t, "  Christl zahlt Bernd 0,17 EUR"));
    const Json j = replay_json(e, r, Lang::En);
    CHECK(j.at("closing").at("postings").at(0).at("payer") == "pot");
    CHECK(j.at("closing").at("postings").at(0).at("amount").dump() == R"({"thirds":1,"text":"1/3"})");
    CHECK(j.at("balance").at("Bernd").at("points").dump() == R"({"thirds":13,"text":"4 1/3"})");
}

TEST_CASE("report: score report of one hand with a resting König") {
    Evening e;
    e.players = {"Anna", "Bernd", "Christl", "Dora"};
    e.first_dealer = 0;
    const Json hand = Json::parse(R"({"declarer":"Bernd","game":"dreier","multiple":2,"contra":"contra","points":41})");
    const Preview p = preview(e, 0, hand);
    const std::string t = score_text(e, p, Lang::De);
    CHECK(has_line(t, "Geber:        Anna"));
    CHECK(has_line(t, "Reihenfolge:  Bernd (Vorhand), Christl, Dora"));
    CHECK(has_line(t, "König:        Anna (ruht)"));
    CHECK(has_line(t, "Ergebnis:     K Bernd: Dreier 2× gewonnen (41 Punkte)"));
    CHECK(has_line(t, "  Dora    -> Bernd    4  Dreier 2× gewonnen (41 Punkte): 2 × Contra 2 = 4  [tapp §2.2, §2.9 (000:L326-336, L358)]"));
    CHECK(has_line(t, "  Bernd    +12"));
    CHECK(has_line(t, "  Anna      -4"));
    const Json j = score_json(e, p, Lang::En);
    CHECK(j.at("deal").at("vorhand") == "Bernd");
    CHECK(j.at("deal").at("resting") == "Anna");
    CHECK(j.at("net").at("Bernd").at("thirds") == 36);
    CHECK(j.at("declarer_won") == true);
}

TEST_CASE("report: the Touren are counted in the hand headers and at the end") {
    Evening e = mini_evening();
    e.touren = Touren{1, 3};  // they begin when Christl (left of the first dealer Anna) deals
    HandRecord h3;
    h3.inputs = Json::parse(R"({"declarer":"Anna","game":"dreier","multiple":1,"points":36})");
    e.hands.push_back(h3);
    const EveningResult r = recompute(e);
    const std::string t = replay_text(e, r, Lang::De);
    CHECK(has_line(t, "Touren:       3 Runden, angesagt vor Hand 1"));
    CHECK(has_line(t, "Hand 2  Geber: Bernd"));
    CHECK(has_line(t, "Hand 3  Geber: Christl  Tour 1 von 9"));
    CHECK(has_line(t, "  Touren: 1 von 9 Spielen gegeben, begonnen mit Hand 3"));
    const std::string en = replay_text(e, r, Lang::En);
    CHECK(has_line(en, "Hand 3  dealer: Christl  Touren deal 1 of 9"));
    const Json j = replay_json(e, r, Lang::De);
    CHECK(j.at("touren").at("starter") == "Christl");
    CHECK(j.at("touren").at("deals_played") == 1);
    CHECK(j.at("touren").at("finished") == false);
    CHECK(j.at("hands").at(2).at("tour_deal") == 1);
    CHECK(j.at("hands").at(1).at("tour_deal") == 0);
}

TEST_CASE("report: a Block evening with bêtes still open shows points but no money yet") {
    Evening e;
    e.variant = "block";
    e.players = {"W", "X", "Y", "Z"};
    e.first_dealer = 0;
    e.house_rules = Json::parse(R"({"bete_cap":"0"})");
    for (const char* h : {R"({"dealer":"W","declarer":"X","game":"dreier","multiple":2,"points":20})",
                          R"({"dealer":"X","deal":"allpass"})", R"({"deal":"hut"})"}) {
        HandRecord rec;
        rec.inputs = Json::parse(h);
        e.hands.push_back(rec);
    }
    const EveningResult r = recompute(e);
    REQUIRE(r.errors == 0);
    REQUIRE(r.pending);
    const std::string t = replay_text(e, r, Lang::De);
    CHECK(has_line(t, "  noch nicht abzurechnen: " + r.pending->de));
    CHECK(has_line(t, "  Spieler  Große Blocks"));  // no money column
    CHECK(t.find("EUR\n") == std::string::npos);
    CHECK(t.find(" zahlt ") == std::string::npos);
    CHECK(t.find("Kasse") != std::string::npos);
    const Json j = replay_json(e, r, Lang::En);
    CHECK(j.at("pending") == r.pending->en);
    CHECK(j.at("balance").at("X").at("money").is_null());
    CHECK(j.at("transfers").empty());
}
