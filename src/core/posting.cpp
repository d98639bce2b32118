#include "core/posting.hpp"

namespace tarock {

std::vector<Thirds> HandResult::net(int table_size) const {
    std::vector<Thirds> n(static_cast<std::size_t>(table_size));
    for (const Posting& p : postings) {
        if (p.payer >= 0) n[static_cast<std::size_t>(p.payer)] -= p.amount;
        if (p.payee >= 0) n[static_cast<std::size_t>(p.payee)] += p.amount;
    }
    return n;
}

Thirds HandResult::pot_change() const {
    Thirds t;
    for (const Posting& p : postings) {
        if (p.payee == kPot) t += p.amount;
        if (p.payer == kPot) t -= p.amount;
    }
    return t;
}

void HandResult::pay(int payer, int payee, Thirds amount, Text reason, RuleRef rule) {
    if (amount.is_zero() || payer == payee) return;
    if (amount < Thirds{}) {
        std::swap(payer, payee);
        amount = -amount;
    }
    postings.push_back(Posting{payer, payee, amount, std::move(reason), std::move(rule)});
}

}  // namespace tarock
