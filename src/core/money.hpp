#pragma once
// Money at the end of the evening: amounts in cents, the rounding rule, who pays whom.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/text.hpp"
#include "core/thirds.hpp"

namespace tarock {

/// The agreed value of one unit (a point, or a big block): `cents_per_unit` cents of `currency`.
struct Stake {
    std::int64_t cents_per_unit = 10;
    std::string currency = "EUR";
    bool operator==(const Stake&) const = default;
};

/// Converts net balances (thirds of a unit, summing to zero) into cents.
///
/// Exact value = thirds x cents_per_unit / 3. Each amount is rounded to the nearest cent (the
/// exact value has a denominator of 3, so there is never a tie). If the rounded amounts do not
/// sum to zero, the difference (at most one cent per player) is removed from the players whose
/// exact amounts lay closest to the other rounding, earliest seat first (largest-remainder
/// method), so the money always balances. Throws std::invalid_argument if the balances do not
/// sum to zero.
std::vector<std::int64_t> to_cents(const std::vector<Thirds>& balances, std::int64_t cents_per_unit);

/// One amount in cents: thirds x cents_per_unit / 3, rounded to the nearest cent (no ties occur).
std::int64_t round_cents(Thirds amount, std::int64_t cents_per_unit);

/// One transfer of the final settlement: `from` pays `to` `cents`.
struct Transfer {
    int from = 0;
    int to = 0;
    std::int64_t cents = 0;
    bool operator==(const Transfer&) const = default;
};

/// Who pays whom: greedy matching of the largest debtor with the largest creditor, repeated until
/// every balance is zero (ties: lower seat first). Gives at most n-1 transfers. `cents` must sum
/// to zero; throws std::invalid_argument otherwise.
std::vector<Transfer> settle_transfers(const std::vector<std::int64_t>& cents);

/// How an amount of money is written: the German way (also the Slovenian), the English way or
/// the Hungarian way.
enum class MoneyStyle { German, English, Hungarian };

/// The way money is written in `language`: German and Slovenian "1.234,56", English "1,234.56",
/// Hungarian "1 234,56".
MoneyStyle money_style(Language language);

/// Money text, `cents` with two decimals and the currency: German "3,40 EUR", "-0,05 EUR",
/// "12.345,00 EUR"; English "3.40 EUR", "-0.05 EUR", "12,345.00 EUR"; Hungarian "12 345,00 EUR"
/// (thousands grouped by a space).
std::string format_money(std::int64_t cents, std::string_view currency, MoneyStyle style = MoneyStyle::German);

/// Parses a German or English money amount "0,10", "0.10", "1", "2,5" into cents; throws
/// std::invalid_argument when the text is not a non-negative amount with at most two decimals.
std::int64_t parse_money(std::string_view text);

}  // namespace tarock
