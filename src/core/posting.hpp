#pragma once
// Postings: who pays whom how much, and why.

#include <string>
#include <vector>

#include "core/text.hpp"
#include "core/thirds.hpp"

namespace tarock {

/// Account number of the pot ("Kasse", "Stamm") in a posting; players are seats 0..n-1.
inline constexpr int kPot = -1;
/// Account number of the Hut in Block-Tarok's final settlement: the bêtes under the line are paid
/// into it and it is shared out equally (block-steyerisch §2.10).
inline constexpr int kHut = -2;

/// One payment: `payer` pays `payee` `amount` (> 0, in thirds of the variant's unit).
/// `reason` is the arithmetic in words ("Dreier 2× × Contra 2 = 4"), `rule` the rule it rests on.
struct Posting {
    int payer = 0;
    int payee = 0;
    Thirds amount;
    Text reason;
    RuleRef rule;
};

/// What one hand does to the accounts.
struct HandResult {
    std::vector<Posting> postings;
    std::vector<Text> notes;  ///< remarks that move no money ("Trull verpasst", "alle gepasst")
    /// The points written per seat on a score sheet kept in points rather than in money
    /// (Slovenian Tarok, docs/rules/tarok-si.md §S11: the sheet is not zero-sum, and the
    /// postings carry the money derived from it). Empty in the games whose postings are the
    /// sheet. Whole points, as Thirds.
    std::vector<Thirds> written;

    /// Net per seat (payee +, payer -) for a table of `table_size`; the pot is not included.
    std::vector<Thirds> net(int table_size) const;
    /// The pot's net change (money paid into the pot minus money taken out).
    Thirds pot_change() const;
    /// Adds a posting; a zero amount adds nothing, a negative amount swaps payer and payee.
    void pay(int payer, int payee, Thirds amount, Text reason, RuleRef rule);
};

}  // namespace tarock
