#pragma once
// Partnership games: the two parties of a hand and who pays whom between them.
// Shared by Königrufen, Neunzehnrufen, Paszkiewitsch and the older "Tappen mit König".
// Rules: docs/rules/koenigrufen.md, koenigrufen §1.3 (the settlement primitive); docs/rules/
// neunzehnrufen.md, neunzehnrufen §3.8 (the dummy's share); open choices koenigrufen A-G2
// (pairing), neunzehnrufen A-N1 (dummies).
//
// Units: every amount is points of account as Thirds ("per member": what each member of the
// winning party receives from one member of the losing party).

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/json.hpp"
#include "core/posting.hpp"
#include "core/table.hpp"
#include "core/text.hpp"
#include "core/thirds.hpp"
#include "games/common/bilingual.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/common/json_input.hpp"
#include "games/common/premiums.hpp"
#include "games/variant.hpp"

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

/// What the scorer of every partnership game (Königrufen, Neunzehnrufen, Paszkiewitsch) holds
/// while it scores one hand of type `GameHand`: the hand, its deal, the evening's setup and house
/// rules, and the outcome it builds (`out_`, returned by the game's scorer); with the two deals
/// without a game they book alike. Amounts in points of account.
template <class GameHand>
class ScorerBase {
public:
    ScorerBase(const GameHand& h, const Deal& deal, const TableSetup& setup) : h_(h), deal_(deal), setup_(setup), rules_(setup.rules) {}

protected:
    /// `n` whole points.
    static Thirds P(std::int64_t n) { return Thirds::whole(n); }
    const std::string& name(int seat) const { return setup_.players.at(static_cast<std::size_t>(seat)); }

    /// Thrown in for an exposed card (Codex §3, 000:L2227-2229): no penalty, the same dealer
    /// deals again.
    void thrown_in() {
        out_.same_dealer = true;
        out_.summary = {"Eingeworfen (Codex §3): derselbe Geber gibt neu", "Thrown in (Codex §3): same dealer deals again"};
        out_.result.notes.push_back({"Aufgedeckte Karte: ohne Strafe neu geben (Codex §3).", "Exposed card: redealt without penalty (Codex §3)."});
    }

    /// A misdeal (Codex §4, 000:L2231-2239): the dealer pays the Pönale (house rule "poenale") to
    /// every other active seat but those in `exempt` (the dummies), and deals again.
    void misdeal(const std::vector<int>& exempt = {}) {
        const Thirds p = rules_.amount("poenale");
        for (int s : deal_.active)
            if (s != deal_.dealer && std::find(exempt.begin(), exempt.end(), s) == exempt.end())
                out_.result.pay(deal_.dealer, s, p,
                                {"Vergeben: Pönale " + p.to_string() + " an jeden Mitspieler", "misdeal: Pönale " + p.to_string() + " to every other player"},
                                {"Codex §4", "000:L2231-2239"});
        out_.same_dealer = true;
        out_.summary = {name(deal_.dealer) + " hat vergeben: Pönale, gibt neu", name(deal_.dealer) + " misdealt: Pönale, deals again"};
    }

    /// Books the hand when it is a deal without a game (thrown in, misdeal; `exempt` as for
    /// misdeal()) and tells whether it was one.
    bool deal_without_game(const std::vector<int>& exempt = {}) {
        if (h_.kind == DealKind::ThrownIn) thrown_in();
        else if (h_.kind == DealKind::Misdeal) misdeal(exempt);
        else return false;
        return true;
    }

    /// Books the announced Volat `v` (`v.announced_by` set), worth `value` points times its contra
    /// factor (koenigrufen §2.4, Codex §19, 000:L712, L2307). Made (after a renonce: whenever
    /// the announcing party is `innocent`), it takes the place of the game: under A-G3
    /// ("volat_compare" "max") the larger of it and the game's `game_value` (`game` and
    /// `game_text` name the game and its value), cited with `made_rule`. Failed, the other party
    /// takes it (`failed_rule`), and the game stands unless A-G4 ("volat_failed"
    /// "replaces_game"). Returns true when the game is not booked besides.
    bool announced_volat(Booker& b, const Volat& v, std::int64_t value, std::optional<Side> innocent, std::int64_t game_value,
                         const std::string& game, const Text& game_text, const RuleRef& made_rule, const RuleRef& failed_rule) {
        const Side a = *v.announced_by;
        const std::int64_t va = value * contra_factor(v.contra);
        const Text vt = times_contra(P(value), v.contra);
        const Text by = side_name(a);
        if (innocent ? a == *innocent : v.made_by == a) {
            const bool compare = rules_.is("volat_compare", "max");
            const std::int64_t val = compare ? std::max(va, game_value) : va;
            b.party(a, P(val),
                    compare ? T("Volat angesagt (" + by.de + ") und gemacht, statt des Spiels: größerer Wert von Volat " + vt.de + " und " + game + " " +
                                    game_text.de + " = " + std::to_string(val),
                                "Volat announced (" + by.en + ") and made, instead of the game: larger of Volat " + vt.en + " and " + game + " " +
                                    game_text.en + " = " + std::to_string(val))
                            : T("Volat angesagt (" + by.de + ") und gemacht, statt des Spiels: " + vt.de,
                                "Volat announced (" + by.en + ") and made, instead of the game: " + vt.en),
                    made_rule);
            return true;
        }
        b.party(other(a), P(va),
                T("Volat angesagt (" + by.de + ") und nicht gemacht: " + vt.de + " an die andere Partei",
                  "Volat announced (" + by.en + ") and failed: " + vt.en + " to the other party"),
                failed_rule);
        if (!rules_.is("volat_failed", "replaces_game")) return false;
        out_.result.notes.push_back(T("Der verlorene Volat ersetzt das Spiel (Hausregel A-G4).", "The failed Volat replaces the game (house rule A-G4)."));
        return true;
    }

    const GameHand& h_;
    const Deal& deal_;
    const TableSetup& setup_;
    const HouseRules& rules_;
    HandOutcome out_;
};

/// Books the Pagat Ultimo `u` of a partnership game (its player plays; the partner's mistaken contra
/// of Codex §26 is the game's own). Announced: `announced` times its contra factor (2^level) to
/// the player's party when won, to the other party when lost; after a renonce (`innocent` given)
/// to the innocent party either way (Codex §10). Silent: `silent` to the player's party when won,
/// to the other party when the Pagat was captured. Amounts in whole points; `rule` cited.
void book_ultimo(Booker& b, const Ultimo& u, std::int64_t silent, std::int64_t announced, std::optional<Side> innocent,
                 const RuleRef& rule);

/// The marks of a partnership game's hand on the paper sheet (HandOutcome::marks,
/// games/common/marks.hpp): the contra level on the game ("K", "Re", "Sub"), the Pagat Ultimo
/// ("Ult✓", "(Ult✗)" when silent), the Volat announced ("Volat✓", "Volat✗") or made silently
/// ("(Volat✓)"); the game adds its own (honours, a renonce) after them.
std::vector<HandMark> premium_marks(int contra, const std::optional<Ultimo>& u, const std::optional<Volat>& v, const std::vector<std::string>& players);

/// After a renonce only the innocent party can still earn a silent premium by playing on
/// (Codex §10, 000:L2263-2265): refuses (InputError with `rule`) a silent Ultimo won or lost to the
/// gain of the guilty party (field "ultimo") and a Volat the guilty party made (field "volat.by").
/// Every seat named must play (check_ultimo_volat() first).
void check_after_renonce(const std::optional<Ultimo>& u, const std::optional<Volat>& v, const Parties& parties, Side innocent,
                         const RuleRef& rule);

/// The names of `seats`, in their order, but those of `except`, joined by ", " ("Bernd, Christl"):
/// the other party in the one-line description of the parties.
std::string names_except(const std::vector<int>& seats, const PlayerNames& name, const std::vector<int>& except = {});

/// Roman numeral of a tarock number: 19 -> "XIX".
std::string roman(int n);

/// Writes the card points of a hand ("points": 41 or "35 2/3").
Json points_json(Thirds points);

}  // namespace tarock::partnership
