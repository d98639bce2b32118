#pragma once
// Partnership games: the two parties of a hand and who pays whom between them.
// Shared by Königrufen, Neunzehnrufen, Paszkiewitsch and the older "Tappen mit König".
// Rules: docs/rules/koenigrufen.md, koenigrufen §1.3 (the settlement primitive); docs/rules/
// neunzehnrufen.md, neunzehnrufen §3.8 (the dummy's share); open choices koenigrufen A-G2
// (pairing), neunzehnrufen A-N1 (dummies).
//
// Units: every amount is points of account as Thirds ("per member": what each member of the
// winning party receives from one member of the losing party).

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/json.hpp"
#include "core/posting.hpp"
#include "core/table.hpp"
#include "core/text.hpp"
#include "core/thirds.hpp"
#include "games/common/json_input.hpp"
#include "games/common/premiums.hpp"

namespace tarock::partnership {

/// The declarer's party ("Partei des Spielers") or the opponents ("Gegenpartei").
enum class Side { Declarer, Opponents };
constexpr Side other(Side s) { return s == Side::Declarer ? Side::Opponents : Side::Declarer; }
/// File spelling: "declarer" / "opponents".
const char* side_id(Side s);
/// German word: "Spielerpartei" / "Gegenpartei".
Text side_name(Side s);

/// How the two members of each party are paired in a 2 v 2 (A-G2, 000:L708: "von einem der
/// gegnerischen Partner"; the book leaves the pairing open, the nets do not depend on it).
enum class Pairing {
    Next,      ///< the declarer with the first opponent after him in playing order (default)
    Previous,  ///< the declarer with the opponent who plays before him
};

/// The two parties of one hand (koenigrufen §1.3). Seats are table seats.
struct Parties {
    int declarer = -1;
    std::optional<int> partner;  ///< the partner's seat; none when the declarer plays alone
    std::vector<int> opponents;  ///< in playing order, starting after the declarer
    Pairing pairing = Pairing::Next;

    /// True when the declarer plays alone against three (1 v 3).
    bool alone() const { return !partner.has_value(); }
    /// The seats of one party, the declarer (or the first opponent) first.
    std::vector<int> members(Side s) const;
    /// The party `seat` plays for, or nothing for a seat that does not play.
    std::optional<Side> side_of(int seat) const;
    /// 2 v 2 only: (member of the declarer's party, the opponent paired with him), declarer first.
    std::vector<std::pair<int, int>> pairs() const;
};

/// The parties of `deal` (its active seats) for `declarer` and his partner. `partner` empty or
/// equal to the declarer: the declarer plays alone against all other active seats.
/// Throws std::invalid_argument when a seat does not play in the deal.
Parties make_parties(const Deal& deal, int declarer, std::optional<int> partner, Pairing pairing = Pairing::Next);

/// Books the payments of one hand between the parties into a HandResult, naming in every posting
/// which member pays which (koenigrufen §1.3).
class Booker {
public:
    Booker(HandResult& out, const Parties& parties, const std::vector<std::string>& names);

    /// The settlement primitive (§1.3): `winner` wins `per_member`. 2 v 2: each member of the
    /// winning party receives it from the opponent paired with him. 1 v 3: the lone declarer
    /// receives it from (or pays it to) each of the three others. A zero amount books nothing.
    void party(Side winner, Thirds per_member, const Text& reason, const RuleRef& rule);
    /// `receiver` receives `each` from every other seat of the hand, his own partner included
    /// (Paszkiewitsch tarok counts, 000:L1068; Tapp-style honours, A-K3).
    void from_each(int receiver, Thirds each, const Text& reason, const RuleRef& rule);
    /// `payer` pays `each` to every other seat of the hand (Paszkiewitsch §33 penalty, 000:L1038).
    void to_each(int payer, Thirds each, const Text& reason, const RuleRef& rule);
    /// One direct payment.
    void direct(int payer, int payee, Thirds amount, const Text& reason, const RuleRef& rule);

    /// From now on, what `seat`'s party owes in party items is paid by `seat` alone, for himself
    /// and his partner(s) (Paszkiewitsch Codex §35, 000:L2395-2397). Empty: each member pays.
    void set_sole_payer(std::optional<int> seat) { sole_payer_ = seat; }

    const Parties& parties() const { return parties_; }
    const std::string& name(int seat) const { return names_.at(static_cast<std::size_t>(seat)); }

private:
    Text role_of(int seat) const;
    void book(int payer, int payee, Thirds amount, const Text& reason, const RuleRef& rule);

    HandResult& out_;
    Parties parties_;
    const std::vector<std::string>& names_;
    std::optional<int> sole_payer_;
};

/// One dummy ("Strohmann") seat and the person its share is credited to in this hand (§3.8).
struct DummyShare {
    int dummy = 0;
    int owner = 0;
};

/// Credits the dummies' shares to their owners (koenigrufen §3.8, A-N1): every posting naming a
/// dummy seat is booked to its owner instead, with the reason saying so, so a dummy's net is
/// always zero and the money settlement names only persons. A posting between a dummy and its
/// own owner disappears. With `drop` (the person-based house rule) postings naming a dummy are
/// left out instead. Notes are kept.
HandResult credit_dummies(const HandResult& in, const std::vector<DummyShare>& shares,
                          const std::vector<std::string>& names, bool drop);

/// "4", "4 × Contra 2 = 8": an amount and its contra factor (2^level, koenigrufen §1.2).
Text times_contra(Thirds base, int contra);
/// 2^level for a contra level 0..3 (000:L358, L812-814).
std::int64_t contra_factor(int contra);

/// A Pagat in the last trick ("Pagat Ultimo"), as in Tapp-Tarok: `player` played the Pagat to
/// the last trick, or announced the Ultimo (000:L304-306, L704, L840, L1058). The partnership
/// games have no Ultimo without the Pagat: `without_pagat` stays false (its record has no field).
using Ultimo = tarock::Ultimo;

/// All tricks to one party ("Volat").
struct Volat {
    std::optional<Side> announced_by;  ///< the party that announced it, if announced
    int contra = 0;                    ///< contra level on an announced Volat
    std::optional<Side> made_by;       ///< the party that took every trick, if one did
};

/// Reads "ultimo": {"player", "announced", "contra", "result"}. Throws InputError naming the field.
Ultimo parse_ultimo(JsonReader& r, const std::string& key, const RuleRef& rule);
Json ultimo_json(const Ultimo& u, const std::vector<std::string>& players);
/// Reads "volat": {"announced": "declarer"|"opponents", "contra", "by": "declarer"|"opponents"}.
Volat parse_volat(JsonReader& r, const std::string& key, const RuleRef& rule);
Json volat_json(const Volat& v);
/// Reads a party name ("declarer" / "opponents").
Side parse_side(JsonReader& r, const std::string& key, const RuleRef& rule);

/// Checks the common rules of an Ultimo and a Volat in a hand with the given parties and result
/// (`won`: the declarer's party won on points, if known): the player plays, a silent one has no
/// contra, a Volat needs an announcement or a party that made it, and a party that took every
/// trick won the game. Throws InputError naming the field.
void check_ultimo_volat(const std::optional<Ultimo>& u, const std::optional<Volat>& v, const Parties& parties,
                        std::optional<bool> won, const RuleRef& ultimo_rule, const RuleRef& volat_rule);

/// Roman numeral of a tarock number: 19 -> "XIX".
std::string roman(int n);

/// Writes the card points of a hand ("points": 41 or "35 2/3").
Json points_json(Thirds points);

}  // namespace tarock::partnership
