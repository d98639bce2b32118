#pragma once
// Everything a recompute gives but the words: per row the dealer, the resting König, the nets,
// the running totals, the written points, the pot, the Touren count, whether the hand was refused,
// and of its outcome the flags, the declarer, the result, the game id and every posting's payer,
// payee, amount and rule; then the totals, the balance, the money and the transfers. Two results
// with the same fingerprint differ at most in their texts (WithoutExplanations).
#include <string>

#include "session/evening.hpp"

namespace test {

inline std::string amounts_fingerprint(const tarock::EveningResult& r) {
    using namespace tarock;
    std::string s;
    auto thirds = [&](const std::vector<Thirds>& v) {
        for (const Thirds& t : v) s += t.to_string() + ",";
        s += "|";
    };
    for (const HandRow& row : r.rows) {
        s += std::to_string(row.number) + "/" + std::to_string(row.played) + "/" + std::to_string(row.dealer) + "/" +
             (row.resting ? std::to_string(*row.resting) : "-") + ":";
        thirds(row.net);
        thirds(row.running);
        thirds(row.written_running);
        s += row.pot.to_string() + "|" + std::to_string(row.tour_deal) + (row.after_touren ? "a" : "") + "|" + (row.error ? "E" : "");
        if (row.outcome) {
            const HandOutcome& o = *row.outcome;
            s += std::string(o.same_dealer ? "s" : "") + (o.all_passed ? "p" : "") + (o.bookkeeping ? "b" : "") + (o.struck ? "x" : "") + "|" +
                 (o.declarer ? std::to_string(*o.declarer) : "-") + "|" + (o.declarer_won ? (*o.declarer_won ? "won" : "lost") : "-") + "|" +
                 o.game + "|" + std::to_string(o.marks.size()) + " marks|";
            for (const Posting& p : o.result.postings)
                s += std::to_string(p.payer) + ">" + std::to_string(p.payee) + "=" + p.amount.to_string() + " [" + p.rule.to_string() + "];";
            thirds(o.result.written);
        }
        s += "\n";
    }
    s += "totals:";
    thirds(r.totals);
    s += "written:";
    thirds(r.written_totals);
    s += "balance:";
    thirds(r.balance);
    s += "cents:";
    for (std::int64_t c : r.cents) s += std::to_string(c) + ",";
    s += " transfers:";
    for (const Transfer& t : r.transfers) s += std::to_string(t.from) + ">" + std::to_string(t.to) + "=" + std::to_string(t.cents) + ",";
    s += " closing:";
    for (const Posting& p : r.closing.postings) s += std::to_string(p.payer) + ">" + std::to_string(p.payee) + "=" + p.amount.to_string() + ";";
    s += " next:" + std::to_string(r.next_dealer) + " errors:" + std::to_string(r.errors) + " pending:" + (r.pending ? "yes" : "no") +
         " touren:" + (r.touren ? std::to_string(r.touren->deals_played) + "/" + std::to_string(r.touren->deals_total) : "-");
    return s;
}

}  // namespace test
