// Exact amounts and money: Thirds arithmetic and text, rounding to cents, who pays whom.
#include <doctest/doctest.h>

#include <numeric>
#include <stdexcept>

#include "core/money.hpp"
#include "core/thirds.hpp"

using tarock::Thirds;

TEST_CASE("Thirds: arithmetic is exact and text shows thirds") {
    const Thirds a = Thirds::parse("35 2/3");
    CHECK(a.count() == 107);
    CHECK(a.to_string() == "35 2/3");
    CHECK(a.to_display() == "35⅔");
    CHECK(Thirds::parse("35⅔") == a);
    CHECK(Thirds::parse("-8 1/3").count() == -25);
    CHECK(Thirds::parse("\u22128\u2153").count() == -25);  // the window's minus sign and ⅓
    CHECK(Thirds::parse("⅓").count() == 1);
    CHECK(Thirds::parse("2/3").to_string() == "2/3");
    CHECK((Thirds::whole(97) + Thirds::parse("2/3")).to_signed_string() == "+97 2/3");
    CHECK((Thirds::whole(-53) - Thirds::parse("1/3")).to_signed_string() == "-53 1/3");
    CHECK(Thirds{}.to_signed_string() == "0");
    CHECK((Thirds::from_thirds(7) * 3).count() == 21);
    CHECK_THROWS_AS(Thirds::parse("35,5"), std::invalid_argument);
    CHECK_THROWS_AS(Thirds::parse("abc"), std::invalid_argument);
    CHECK_THROWS_AS(Thirds::parse(""), std::invalid_argument);
}

TEST_CASE("Thirds: equal shares give the remainder thirds one each to the first shares") {
    const Thirds ten = Thirds::from_thirds(10);
    CHECK(ten.share(3, 0).count() == 4);
    CHECK(ten.share(3, 1).count() == 3);
    CHECK(ten.share(3, 2).count() == 3);
    CHECK((Thirds::whole(7).share(4, 0) + Thirds::whole(7).share(4, 1) + Thirds::whole(7).share(4, 2) +
           Thirds::whole(7).share(4, 3)) == Thirds::whole(7));
    CHECK(Thirds::whole(7).share(4, 0).to_string() == "2");
    CHECK(Thirds::whole(7).share(4, 3).to_string() == "1 2/3");
}

TEST_CASE("Money: rounding to cents keeps the total at zero") {
    // 1/3, 1/3, -2/3 of a point at 1 cent per point: exact 0.33, 0.33, -0.67 cents.
    const std::vector<Thirds> nets = {Thirds::from_thirds(1), Thirds::from_thirds(1), Thirds::from_thirds(-2)};
    const auto cents = tarock::to_cents(nets, 1);
    CHECK(cents == std::vector<std::int64_t>{1, 0, -1});  // all three lie 1/3 cent from the other rounding: earliest seat
    CHECK(std::accumulate(cents.begin(), cents.end(), std::int64_t{0}) == 0);
    // Whole points at 10 cents are exact.
    CHECK(tarock::to_cents({Thirds::whole(6), Thirds::whole(12), Thirds::whole(-18)}, 10) ==
          std::vector<std::int64_t>{60, 120, -180});
    // The Hut example's final result (block-steyerisch B-35) at 30 cents a block: thirds become dimes.
    CHECK(tarock::to_cents({Thirds::parse("97 2/3"), Thirds::whole(5), Thirds::parse("-53 1/3"), Thirds::parse("-49 1/3")}, 30) ==
          std::vector<std::int64_t>{2930, 150, -1600, -1480});
    CHECK_THROWS_AS(tarock::to_cents({Thirds::whole(1)}, 10), std::invalid_argument);
}

TEST_CASE("Money: greedy transfers settle every balance") {
    const auto t = tarock::settle_transfers({60, 120, -180});
    REQUIRE(t.size() == 2);
    CHECK(t[0] == tarock::Transfer{2, 1, 120});
    CHECK(t[1] == tarock::Transfer{2, 0, 60});
    const auto u = tarock::settle_transfers({-50, -30, 20, 60});
    REQUIRE(u.size() == 3);
    CHECK(u[0] == tarock::Transfer{0, 3, 50});
    CHECK(u[1] == tarock::Transfer{1, 2, 20});
    CHECK(u[2] == tarock::Transfer{1, 3, 10});
    CHECK(tarock::settle_transfers({0, 0, 0}).empty());
}

TEST_CASE("Money: German and English text, parsing") {
    CHECK(tarock::format_money(340, "EUR") == "3,40 EUR");
    CHECK(tarock::format_money(-5, "EUR") == "-0,05 EUR");
    CHECK(tarock::format_money(1234500, "EUR") == "12.345,00 EUR");
    CHECK(tarock::format_money(1234500, "EUR", tarock::MoneyStyle::English) == "12,345.00 EUR");
    CHECK(tarock::format_money(-5, "EUR", tarock::MoneyStyle::English) == "-0.05 EUR");
    CHECK(tarock::format_money(340, "", tarock::MoneyStyle::English) == "3.40");
    CHECK(tarock::parse_money("0,10") == 10);
    CHECK(tarock::parse_money("0.1") == 10);
    CHECK(tarock::parse_money("2") == 200);
    CHECK_THROWS_AS(tarock::parse_money("0,105"), std::invalid_argument);
    CHECK_THROWS_AS(tarock::parse_money("-1"), std::invalid_argument);
}
