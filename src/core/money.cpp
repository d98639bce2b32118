#include "core/money.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace tarock {

std::vector<std::int64_t> to_cents(const std::vector<Thirds>& balances, std::int64_t cents_per_unit) {
    std::int64_t sum = 0;
    for (Thirds b : balances) sum += b.count();
    if (sum != 0) throw std::invalid_argument("balances do not sum to zero");

    const std::size_t n = balances.size();
    std::vector<std::int64_t> cents(n);
    std::vector<std::int64_t> rem(n);  // exact*3 - rounded*3, in (-1.5, 1.5) as thirds of a cent
    for (std::size_t i = 0; i < n; ++i) {
        const std::int64_t x = balances[i].count() * cents_per_unit;  // exact cents times 3
        std::int64_t q = x / 3, r = x % 3;                             // truncation towards zero
        if (r < 0) { q -= 1; r += 3; }                                 // floor
        if (r == 2) { q += 1; r -= 3; }                                // nearest: 2/3 rounds up
        cents[i] = q;
        rem[i] = r;  // -1, 0 or +1 thirds of a cent
    }
    std::int64_t diff = std::accumulate(cents.begin(), cents.end(), std::int64_t{0});
    // diff > 0: too much was rounded up; take a cent back from those with the most negative
    // remainder (rounded up the most). diff < 0: the reverse.
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    if (diff > 0) {
        std::stable_sort(order.begin(), order.end(), [&](auto a, auto b) { return rem[a] < rem[b]; });
        for (std::size_t k = 0; diff > 0; ++k, --diff) cents[order[k % n]] -= 1;
    } else if (diff < 0) {
        std::stable_sort(order.begin(), order.end(), [&](auto a, auto b) { return rem[a] > rem[b]; });
        for (std::size_t k = 0; diff < 0; ++k, ++diff) cents[order[k % n]] += 1;
    }
    return cents;
}

std::int64_t round_cents(Thirds amount, std::int64_t cents_per_unit) {
    const std::int64_t x = amount.count() * cents_per_unit;
    std::int64_t q = x / 3, r = x % 3;
    if (r < 0) { q -= 1; r += 3; }
    return r == 2 ? q + 1 : q;
}

std::vector<Transfer> settle_transfers(const std::vector<std::int64_t>& cents) {
    if (std::accumulate(cents.begin(), cents.end(), std::int64_t{0}) != 0)
        throw std::invalid_argument("money balances do not sum to zero");
    std::vector<std::int64_t> open = cents;
    std::vector<Transfer> out;
    for (;;) {
        int debtor = -1, creditor = -1;
        for (int i = 0; i < static_cast<int>(open.size()); ++i) {
            const auto v = open[static_cast<std::size_t>(i)];
            if (v < 0 && (debtor < 0 || v < open[static_cast<std::size_t>(debtor)])) debtor = i;
            if (v > 0 && (creditor < 0 || v > open[static_cast<std::size_t>(creditor)])) creditor = i;
        }
        if (debtor < 0 || creditor < 0) break;
        const std::int64_t amount = std::min(-open[static_cast<std::size_t>(debtor)], open[static_cast<std::size_t>(creditor)]);
        out.push_back(Transfer{debtor, creditor, amount});
        open[static_cast<std::size_t>(debtor)] += amount;
        open[static_cast<std::size_t>(creditor)] -= amount;
    }
    return out;
}

MoneyStyle money_style(Language language) {
    switch (language) {
        case Language::En: return MoneyStyle::English;
        case Language::Hu: return MoneyStyle::Hungarian;
        case Language::De:
        case Language::Sl: break;
    }
    return MoneyStyle::German;
}

std::string format_money(std::int64_t cents, std::string_view currency, MoneyStyle style) {
    const char group = style == MoneyStyle::German ? '.' : style == MoneyStyle::Hungarian ? ' ' : ',';
    const char decimal = style == MoneyStyle::English ? '.' : ',';
    const bool negative = cents < 0;
    std::uint64_t a = negative ? static_cast<std::uint64_t>(-(cents + 1)) + 1 : static_cast<std::uint64_t>(cents);
    std::string whole = std::to_string(a / 100);
    std::string grouped;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        if (i > 0 && (whole.size() - i) % 3 == 0) grouped += group;
        grouped += whole[i];
    }
    const auto c = a % 100;
    std::string s = (negative ? "-" : "") + grouped + decimal + (c < 10 ? "0" : "") + std::to_string(c);
    if (!currency.empty()) s += " " + std::string(currency);
    return s;
}

std::int64_t parse_money(std::string_view text) {
    auto fail = [&]() -> std::int64_t {
        throw std::invalid_argument("'" + std::string(text) + "' is not an amount of money (e.g. 0,10)");
    };
    std::string_view s = text;
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    if (s.empty() || s.size() > 15) return fail();
    std::int64_t whole = 0, frac = 0;
    int frac_digits = -1;
    for (char c : s) {
        if (c == ',' || c == '.') {
            if (frac_digits >= 0) return fail();
            frac_digits = 0;
        } else if (c >= '0' && c <= '9') {
            if (frac_digits < 0) whole = whole * 10 + (c - '0');
            else if (++frac_digits > 2) return fail();
            else frac = frac * 10 + (c - '0');
        } else {
            return fail();
        }
    }
    if (frac_digits == 1) frac *= 10;
    return whole * 100 + frac;
}

}  // namespace tarock
