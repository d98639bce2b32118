#pragma once
// What must hold for any input, however hostile: shared by the seeded mutation test
// (fuzz_mutation_test.cpp, run in CI) and the libFuzzer programs (fuzz/).
//
// check_session_text: the session-file reader either refuses the text with an InputError or
// reads it; what it reads scores every hand, each hand's payments balance to zero over the
// seats, the pot and the Hut, and the evening survives writing and reading back unchanged.
// check_hand: the hand validator (preview(), the path of the Save button) either refuses the
// hand with an InputError or scores it, and the payments balance.
// Both: what is accepted holds no whole number beyond the bound of every field (10^9,
// kMaxInputUnits), so no number can have wrapped round into a valid-looking value.
// Anything else (another exception type, a posting to an account that does not exist, an
// imbalance) throws FuzzFailure.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/input_numbers.hpp"
#include "session/evening.hpp"
#include "session/session_file.hpp"

namespace tarock::fuzz {

/// An input broke a promise of the readers.
class FuzzFailure : public std::logic_error {
public:
    using std::logic_error::logic_error;
};

/// Throws FuzzFailure unless every posting of `r` is positive between two different, existing
/// accounts and the seats, the pot and the Hut together gain nothing.
inline void check_balanced(const HandResult& r, int table_size, const std::string& where) {
    Thirds sum;
    for (const Posting& p : r.postings) {
        auto valid = [&](int account) { return account == kPot || account == kHut || (account >= 0 && account < table_size); };
        if (!valid(p.payer) || !valid(p.payee)) throw FuzzFailure(where + ": a posting to an account that does not exist");
        if (p.payer == p.payee) throw FuzzFailure(where + ": a posting from an account to itself");
        if (p.amount <= Thirds{}) throw FuzzFailure(where + ": a posting that is not positive");
    }
    for (const Thirds& t : r.net(table_size)) sum += t;
    sum += r.pot_change();
    for (const Posting& p : r.postings) {
        if (p.payee == kHut) sum += p.amount;
        if (p.payer == kHut) sum -= p.amount;
    }
    if (!sum.is_zero()) throw FuzzFailure(where + ": the payments do not sum to zero (" + sum.to_string() + ")");
}

/// Throws FuzzFailure when the accepted input `j` holds a whole number beyond kMaxInputUnits in
/// magnitude: no field takes one, so it must have been refused before any arithmetic.
inline void check_no_wrapped_number(const Json& j) {
    if (j.is_number_integer() && !json_integer_in(j, -kMaxInputUnits, kMaxInputUnits))
        throw FuzzFailure("an accepted input holds the number " + j.dump() + ", beyond every field's range");
    if (j.is_object() || j.is_array())
        for (const Json& child : j) check_no_wrapped_number(child);
}

/// A stable text of everything recompute() derives from an evening (for comparing two runs).
inline std::string result_fingerprint(const EveningResult& r) {
    std::string s;
    for (const HandRow& row : r.rows) {
        s += std::to_string(row.number) + "/" + std::to_string(row.dealer) + "/" + (row.resting ? std::to_string(*row.resting) : "-") + ":";
        for (const Thirds& t : row.net) s += t.to_string() + ",";
        s += "|" + row.pot.to_string() + "|" + std::to_string(row.tour_deal) + (row.after_touren ? "a" : "") + "|";
        if (row.error) s += "E" + std::string(row.error->what());
        if (row.outcome) {
            s += row.outcome->summary.en + "|" + row.outcome->summary.de + "|" + row.outcome->game + "|";
            for (const Posting& p : row.outcome->result.postings)
                s += std::to_string(p.payer) + ">" + std::to_string(p.payee) + "=" + p.amount.to_string() + " " + p.reason.en + " [" +
                     p.rule.to_string() + "];";
            for (const Text& n : row.outcome->result.notes) s += "#" + n.en;
        }
        s += "\n";
    }
    s += "totals:";
    for (const Thirds& t : r.totals) s += t.to_string() + ",";
    s += " balance:";
    for (const Thirds& t : r.balance) s += t.to_string() + ",";
    s += " cents:";
    for (std::int64_t c : r.cents) s += std::to_string(c) + ",";
    s += " transfers:";
    for (const Transfer& t : r.transfers) s += std::to_string(t.from) + ">" + std::to_string(t.to) + "=" + std::to_string(t.cents) + ",";
    s += " next:" + std::to_string(r.next_dealer) + " pending:" + (r.pending ? r.pending->en : "-");
    for (const LedgerLine& l : r.ledger_lines) s += " " + l.label.en + "=" + l.value.en;
    return s;
}

/// See the file comment. Returns true when the text was read, false when it was refused.
inline bool check_session_text(const std::string& text) {
    std::vector<Evening> evenings;
    try {
        evenings = load_session_text(text);
    } catch (const InputError&) {
        return false;
    } catch (const std::exception& e) {
        throw FuzzFailure(std::string("the session reader threw something else than an InputError: ") + e.what());
    }
    check_no_wrapped_number(parse_json_text(text));
    for (const Evening& e : evenings) {
        const EveningResult r = recompute(e);
        if (r.errors != 0) throw FuzzFailure("a read evening has a hand that does not score");
        for (const HandRow& row : r.rows)
            if (row.outcome) check_balanced(row.outcome->result, static_cast<int>(e.players.size()), "hand " + std::to_string(row.number));
        check_balanced(r.closing, static_cast<int>(e.players.size()), "closing");
    }
    // Written and read back, the evenings give the same results.
    std::vector<Evening> back;
    try {
        back = load_session_text(session_to_json(evenings).dump());
    } catch (const std::exception& e) {
        throw FuzzFailure(std::string("an evening that was read cannot be read back: ") + e.what());
    }
    if (back.size() != evenings.size()) throw FuzzFailure("the round trip changed the number of evenings");
    for (std::size_t k = 0; k < back.size(); ++k)
        if (result_fingerprint(recompute(back[k])) != result_fingerprint(recompute(evenings[k])))
            throw FuzzFailure("the round trip changed the results");
    return true;
}

/// See the file comment: scores `hand_text` (a JSON text) as hand number `position` of
/// `evening` (clamped to its hands). Returns true when the hand was accepted.
inline bool check_hand(const Evening& evening, std::size_t position, const std::string& hand_text) {
    Json hand;
    try {
        hand = parse_json_text(hand_text);
    } catch (const InputError&) {
        return false;
    }
    if (position > evening.hands.size()) position = evening.hands.size();
    try {
        const Preview p = preview(evening, position, hand);
        check_balanced(p.outcome.result, static_cast<int>(evening.players.size()), "hand");
        check_no_wrapped_number(hand);
        return true;
    } catch (const InputError&) {
        return false;
    } catch (const FuzzFailure&) {
        throw;
    } catch (const std::exception& e) {
        throw FuzzFailure(std::string("the hand validator threw something else than an InputError: ") + e.what());
    }
}

}  // namespace tarock::fuzz
