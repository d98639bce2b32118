#pragma once
// Pieces shared by the historic games (docs/rules/strohmann.md, grosstarok.md, taroc1756.md,
// tarolassch.md): amounts the players
// enter by hand where a source cannot be scored ("agreed"), per-seat differences booked as
// payments, payments "from each other player", and bilingual text helpers.
//
// Units: every amount is a Thirds count of the variant's unit (points, Marken, stakes).

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/json.hpp"
#include "core/posting.hpp"
#include "core/text.hpp"
#include "core/thirds.hpp"
#include "games/common/bilingual.hpp"
#include "games/common/json_input.hpp"
#include "games/variant.hpp"

namespace tarock::historic {

/// Amounts the players agreed and entered by hand, because the source cannot score the case
/// (e.g. a Misère given up, grosstarok A-G13, 000:2131). `amounts`: seat -> amount (the net the
/// seat receives, negative when it pays), summing to zero; `reason`: the players' own words.
struct Agreed {
    std::vector<std::pair<int, Thirds>> amounts;
    std::string reason;
    bool operator==(const Agreed&) const = default;
};

/// Reads the hand fields "agreed" (an object player -> amount, thirds allowed, e.g. "-2 1/3") and
/// "reason" (a non-empty text) from `r`. Refuses (InputError, field "agreed" or "agreed.<name>"
/// or "reason", with `why`) a player not in `allowed`, a player named twice, an amount that is
/// not a number, amounts that do not sum to zero, and a missing reason.
Agreed read_agreed(JsonReader& r, const std::vector<int>& allowed, const RuleRef& why);
/// read_agreed() where any player at the table (every seat of `r.players()`) may be named.
Agreed read_agreed(JsonReader& r, const RuleRef& why);
/// The agreement of a hand that may carry one: nothing when the record has neither "agreed" nor
/// "reason", else read_agreed(r, why) (any player at the table; a reason alone is refused there
/// for its missing amounts).
std::optional<Agreed> read_optional_agreed(JsonReader& r, const RuleRef& why);

/// Reads the hand field "points" of a game of two sides that counts the card points of one side,
/// named after one of its players: {"Anna": 44}. Returns that player's seat and the amount
/// (thirds allowed). Refuses (InputError with `rule`) anything but an object of one entry, with
/// the texts `de` / `en` saying what is expected (field "points"), and an unknown player or a bad
/// amount (field "points.<name>").
std::pair<int, Thirds> read_side_points(JsonReader& r, const RuleRef& rule, const std::string& de, const std::string& en);

/// Writes `a` as the hand fields "agreed" and "reason" (inverse of read_agreed).
void write_agreed(Json& j, const Agreed& a, const std::vector<std::string>& players);

/// Books `a` as payments (the seats that lose pay those that win, largest amounts first), each
/// explained as entered by hand: `what` names the case ("Misère aufgegeben"), `why` the rule
/// that says why the source cannot score it; the players' reason is quoted.
void book_agreed(HandResult& out, const Agreed& a, const Text& what, const RuleRef& why,
                 const std::vector<std::string>& players);

/// Books per-seat differences `deltas` (seat -> amount, summing to zero) as payments: the seat
/// with the largest debt pays the seat with the largest credit, and so on (ties: earlier entry
/// first). Every payment carries `reason` and `rule`. Throws std::invalid_argument when the
/// deltas do not sum to zero.
void book_deltas(HandResult& out, const std::vector<std::pair<int, Thirds>>& deltas, const Text& reason,
                 const RuleRef& rule);

/// Every seat of `others` (except `payee`) pays `amount` to `payee`; a negative amount makes
/// `payee` pay each of them instead ("each other player pays X", §0 conventions).
void pay_each(HandResult& out, int payee, const std::vector<int>& others, Thirds amount, const Text& reason,
              const RuleRef& rule);

/// The outcome of a deal thrown in that the source does not fine (Groß-Tarok, l'Hombre, Vierer,
/// the Vienna Taroc): nothing is paid and the same dealer deals again.
HandOutcome thrown_in();

/// "35⅔"-style display of an amount, with a sign when asked: "+10", "-2 1/3".
std::string shown(Thirds t, bool sign = false);

}  // namespace tarock::historic
