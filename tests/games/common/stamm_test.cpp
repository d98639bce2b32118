// The Stamm ledger and variant shared by Tapp, Zwölfer, Steyerisch and Ungarisch
// (games/common/stamm.hpp, tapp §2.10, A20; block-steyerisch A-C16).
#include <doctest/doctest.h>

#include "core/errors.hpp"
#include "games/common/json_input.hpp"
#include "games/common/stamm.hpp"

using namespace tarock;

namespace {

const std::vector<SettingSpec>& stamm_settings() {
    static const std::vector<SettingSpec> s = {
        {"stamm", "tapp A20", "000:L522", {"Stamm", "pot"}, {}, SettingSpec::Kind::Choice,
         {{"off", {"aus", "off"}}, {"on", {"ein", "on"}}}, "on", {}},
        {"stamm_coin", "tapp A20", "000:L522", {"Münze", "coin"}, {}, SettingSpec::Kind::Amount, {}, "1", {}},
    };
    return s;
}

/// A game whose every hand puts the dealer's coin into the pot, and refuses {"bad": true}.
StammGame coin_game(std::optional<RuleRef> coin_required) {
    return {"probe", {"Probe", "probe"}, "probe.md", &stamm_settings,
            [](const HandContext& ctx, const Json& j, StammPot& pot) {
                HandOutcome out;
                pay_stamm_coin(out.result, pot, ctx.deal.dealer, ctx.setup.rules);
                if (j.contains("bad")) refuse("bad", {}, "nein", "no");
                return out;
            },
            {"tapp §2.10, A20 (INFERRED)", "000:L522-528"}, std::move(coin_required)};
}

Thirds received(const HandResult& r, int seat) {
    Thirds t;
    for (const Posting& p : r.postings)
        if (p.payee == seat) t += p.amount;
    return t;
}

}  // namespace

TEST_CASE("the Stamm ledger keeps the pot, shows it while the Stamm is on and returns it in equal shares") {
    const StammVariant v(coin_game(std::nullopt));
    TableSetup setup{{"Anna", "Bernd", "Christl", "Dieter"}, HouseRules(v.settings(), Json::parse(R"({"stamm_coin": "2/3"})"))};
    auto ledger = v.start(setup);
    for (int dealer = 0; dealer < 5; ++dealer) ledger->apply({setup, make_deal(4, 3, dealer % 4), dealer + 1}, Json::object());
    // 5 coins of 2/3 = 10 thirds, in four shares of 3, 3, 2 and 2 thirds.
    const std::vector<LedgerLine> lines = ledger->lines(setup);
    REQUIRE(lines.size() == 1);
    CHECK(lines[0].value.de == "3⅓");
    const HandResult closed = ledger->close(setup);
    CHECK(received(closed, 0) == Thirds::from_thirds(3));
    CHECK(received(closed, 1) == Thirds::from_thirds(3));
    CHECK(received(closed, 2) == Thirds::from_thirds(2));
    CHECK(received(closed, 3) == Thirds::from_thirds(2));
    CHECK(closed.postings[0].rule == RuleRef{"tapp §2.10, A20 (INFERRED)", "000:L522-528"});
}

TEST_CASE("a refused hand leaves the pot as it was") {
    const StammVariant v(coin_game(std::nullopt));
    TableSetup setup{{"Anna", "Bernd", "Christl"}, HouseRules(v.settings(), Json::object())};
    auto ledger = v.start(setup);
    ledger->apply({setup, make_deal(3, 3, 0), 1}, Json::object());
    CHECK_THROWS_AS(ledger->apply({setup, make_deal(3, 3, 1), 2}, Json::parse(R"({"bad": true})")), InputError);
    CHECK(ledger->lines(setup)[0].value.de == "1");
    const HandResult off = ledger->close(TableSetup{setup.players, HouseRules(v.settings(), Json::parse(R"({"stamm": "off"})"))});
    CHECK(off.postings.size() == 3);
    CHECK(ledger->lines(TableSetup{setup.players, HouseRules(v.settings(), Json::parse(R"({"stamm": "off"})"))}).empty());
}

TEST_CASE("a Stamm with a coin of 0 is refused only by a game that cites a rule for it") {
    const RuleRef rule{"block-steyerisch A-C16, tapp A20", "000:L522"};
    const TableSetup zero{{"Anna", "Bernd", "Christl"}, HouseRules(stamm_settings(), Json::parse(R"({"stamm_coin": 0})"))};
    CHECK_NOTHROW(StammVariant(coin_game(std::nullopt)).check_setup(zero));
    try {
        StammVariant(coin_game(rule)).check_setup(zero);
        FAIL("a Stamm without a coin was accepted");
    } catch (const InputError& e) {
        CHECK(e.field() == "house_rules.stamm_coin");
        CHECK(e.rule() == rule);
    }
    const TableSetup off{{"Anna", "Bernd", "Christl"}, HouseRules(stamm_settings(), Json::parse(R"({"stamm": "off", "stamm_coin": 0})"))};
    CHECK_NOTHROW(StammVariant(coin_game(rule)).check_setup(off));
}
