#pragma once
// An evening: the variant, the house rules, the stake, the players in their seats and the hands
// as entered. Everything else (payments, running totals, the settlement) is recomputed from these
// inputs by recompute().

#include <cstdint>
#include <memory>
#include "core/json.hpp"
#include <optional>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/money.hpp"
#include "games/variant.hpp"

namespace tarock {

/// One hand as stored: the inputs as entered (JSON, variant-specific, see
/// docs/session-format.md) and, when it comes from the database, its id and revision.
struct HandRecord {
    std::int64_t id = 0;
    int revision = 1;
    Json inputs = Json::object();
};

/// The Touren announced for the end of the evening (tapp §1.5, 000:L314; A22): usually the
/// biggest loser calls three or six more rounds.
struct Touren {
    int from_hand = 1;  ///< 1-based number of the first hand dealt after the announcement
    int rounds = 3;     ///< 3 or 6 more deals by every player
    bool operator==(const Touren&) const = default;
};

/// The evening's inputs.
struct Evening {
    std::int64_t id = 0;                        ///< database id, 0 when not stored
    std::string title;
    std::string date;                           ///< ISO date, "2026-11-19"
    std::string variant = "tapp";
    Json house_rules = Json::object();  ///< only the values that differ from the defaults
    Stake stake;                                ///< money per unit (point or block)
    std::vector<std::string> players;           ///< names by seat, in the order of play
    int first_dealer = 0;                       ///< seat
    bool closed = false;                        ///< the evening has been settled
    std::optional<Touren> touren;               ///< announced final rounds, if any
    std::vector<HandRecord> hands;
};

/// Checks the evening's own fields: a known variant, a table size it allows, unique non-empty
/// player names, a first dealer at the table, valid house rules, a non-negative stake.
/// Throws InputError naming the field.
void validate_setup(const Evening& e);

/// Refuses `date` (field `field`) unless it is empty (no date) or a date of the calendar written
/// YYYY-MM-DD: 2026-02-30 and 2026-13-01 are refused, 2024-02-29 is a date. Checked wherever an
/// evening comes in (session files, the database's create, import and update), not when a stored
/// evening is recomputed. Throws InputError.
void validate_date(const std::string& date, const std::string& field = "date");

/// The table setup a ledger scores with (players and house rules in force).
TableSetup make_setup(const Evening& e);

/// One row of the scoreboard.
struct HandRow {
    int number = 0;                    ///< 1-based place in the evening (every stored record)
    /// The hand's number as the players count it: 1-based over the rows that were dealt, 0 for a
    /// bookkeeping record without a deal (HandOutcome::bookkeeping, e.g. Block's Hut).
    int played = 0;
    int dealer = 0;
    std::optional<int> resting;        ///< the resting König, if any
    std::optional<HandOutcome> outcome;
    std::optional<InputError> error;   ///< the stored hand no longer validates (shown, never fixed)
    std::vector<Thirds> net;           ///< per seat
    std::vector<Thirds> running;       ///< per seat, after this hand
    /// Per seat, the written sheet after this hand, in a game that keeps its sheet in points
    /// (HandResult::written, Slovenian Tarok); empty in the other games.
    std::vector<Thirds> written_running;
    Thirds pot;                        ///< the pot after this hand
    int tour_deal = 0;                 ///< 1-based deal of the Touren (0: not a counted Touren deal)
    bool after_touren = false;         ///< played after the Touren had ended
};

/// Where the evening stands with its Touren (tapp §1.5, 000:L314; A22). The Touren begin when
/// the deal reaches the player to the left of the first dealer (so he has the last Vorhand); from
/// then every player deals `rounds` more times. A misdeal or a thrown-in deal is dealt again and
/// does not count. If everyone passed in the very last deal, an Ehrentour of one more round
/// follows (house rule "ehrentour").
struct TourenState {
    Touren announced;
    int starter = 0;                  ///< seat whose deal begins the Touren
    std::optional<int> start_hand;    ///< number of the hand that began them
    int deals_played = 0;
    int deals_total = 0;              ///< rounds x players (+ players for an Ehrentour)
    bool ehrentour = false;           ///< an Ehrentour was added
    std::optional<int> last_hand;     ///< number of the hand that ended them
    bool finished() const { return last_hand.has_value(); }
};

class EveningState;

/// Everything derived from an evening's inputs.
struct EveningResult {
    std::vector<HandRow> rows;
    std::vector<Thirds> totals;        ///< per seat, after the last hand
    /// Per seat, the written sheet at the end, the closing entries included (HandResult::written;
    /// empty unless the game keeps its sheet in points).
    std::vector<Thirds> written_totals;
    HandResult closing;                ///< postings that close the evening (a pot left over)
    std::vector<Thirds> balance;       ///< totals + closing: what is settled in money
    std::vector<std::int64_t> cents;   ///< balance in money (see to_cents); empty while pending
    std::vector<Transfer> transfers;   ///< who pays whom; empty while pending
    std::optional<Text> pending;       ///< why the evening cannot be settled in money yet (open bêtes)
    int next_dealer = 0;               ///< who deals the next hand
    std::vector<LedgerLine> ledger_lines;
    /// Per seat, the marks drawn beside the name after the last hand (Ledger::seat_marks: the
    /// Slovenian radelci); empty in the games without such marks.
    std::vector<std::string> seat_marks;
    int errors = 0;                    ///< hands that did not validate
    std::optional<TourenState> touren; ///< present once Touren were announced
    std::shared_ptr<const Ledger> ledger;  ///< the ledger's state after the last hand (e.g. the Block board)
    /// The evening's state after the last hand (its ledger is `ledger`): a copy scores a next
    /// hand without walking the evening again.
    std::shared_ptr<const EveningState> state;
};

/// Recomputes the whole evening from its inputs. Hands that do not validate are reported in
/// their row (error) and score nothing; throws InputError only for a broken setup.
EveningResult recompute(const Evening& e);

/// The number the players give row `row` (0-based) of the scoresheet (HandRow::played): the
/// hands counted without the records that have no deal (HandOutcome::bookkeeping: the Hut line,
/// a chip count), so the hands after such a record keep their numbers. 0 for such a record. A
/// row past the sheet (the next hand) counts on from the last hand.
int played_number(const EveningResult& result, int row);
/// The hands of the evening as the players count them: the number of the last dealt hand
/// (played_number()), so the bookkeeping records without a deal (the Hut line, a chip count) are
/// not counted; a refused hand is, as the scoresheet numbers it. The one count of "hands" of the
/// evening list, `tarock list` and `tarock import` (EveningFigures::hands).
int hands_played(const EveningResult& result);
/// The number the players give the hand the evening numbers `position` (1-based, as the session
/// and the games count every record: TourenState, Touren::from_hand, a bête's hand).
int played_number_of_position(const EveningResult& result, int position);

/// The deal a candidate hand would be scored in, and its outcome.
struct Preview {
    Deal deal;
    HandOutcome outcome;
};

/// The state an evening has reached after its hands, which is all that scoring the next hand
/// needs: the variant's ledger (its pot, its board), the dealer rotation and the Touren. Built by
/// walking the hands in order, as recompute() does; then each further hand is scored and
/// appended in a time that does not depend on the hands before it (the database keeps one as a
/// checkpoint of an evening between saves). It holds no inputs: the hands as entered stay the
/// only truth, and the state after them is what walking them again gives.
class EveningState {
public:
    /// What walking one stored hand produced.
    struct Step {
        Deal deal;
        std::optional<HandOutcome> outcome;
        std::optional<InputError> error;  ///< the hand was refused and scored nothing
        int tour_deal = 0;                ///< as HandRow::tour_deal
        bool after_touren = false;        ///< as HandRow::after_touren
    };

    /// The state after the first `count` hands of `e` (all of them by default; a stored hand
    /// that is refused scores nothing and the deal passes on, as in recompute()). Throws
    /// InputError only for a broken setup (validate_setup).
    explicit EveningState(const Evening& e, std::size_t count = static_cast<std::size_t>(-1));
    EveningState(const EveningState& other);  ///< a copy with its own ledger (Ledger::clone)
    EveningState& operator=(const EveningState& other);
    EveningState(EveningState&&) noexcept;
    EveningState& operator=(EveningState&&) noexcept;
    ~EveningState();

    /// How many hands were walked: the 1-based number of the next hand is hands() + 1.
    std::size_t hands() const { return hands_; }
    /// The seat that deals the next hand by the rotation.
    int next_dealer() const { return dealer_; }
    /// The Touren, once announced.
    const std::optional<TourenState>& touren() const { return touren_; }
    const TableSetup& setup() const { return setup_; }
    /// The ledger's state after the last hand walked.
    const Ledger& ledger() const { return *ledger_; }

    /// The deal the next hand is scored in: the dealer named by its "dealer" field, or the
    /// rotation. Throws InputError for a "dealer" that is not a player.
    Deal deal_for(const Json& hand) const;
    /// Scores `hand` as the next hand and appends it: the result preview() gives for it at the
    /// end of the evening. Throws InputError when the hand is refused; the state is then
    /// unchanged (Ledger::apply changes nothing when it throws).
    Preview append(const Json& hand);
    /// Walks `hand` as the next stored hand: a refused hand scores nothing (Step::error) and the
    /// deal still passes on, as in recompute().
    Step walk(const Json& hand);
    /// Walks the hands of `e` from number hands() + 1 to its last (stored hands, as walk()).
    void walk_rest(const Evening& e);

private:
    /// Advances the rotation and the Touren after the hand scored in `s` (walk and append).
    void pass_deal(Step& s);
    /// Advances the Touren count by the hand of `s` (see TourenState).
    void count_touren(Step& s);

    const Variant* variant_;
    TableSetup setup_;
    std::unique_ptr<Ledger> ledger_;
    int dealer_ = 0;
    std::optional<TourenState> touren_;
    int dealing_seats_ = 0;  ///< seats that deal in turn (all but dummies)
    std::size_t hands_ = 0;
};

/// Scores `hand` as if it stood at `position` (0-based; hands.size() for a new hand, or the
/// index of a hand being corrected), in the state the evening has reached before it. Stores
/// nothing. Throws InputError when the hand is refused.
Preview preview(const Evening& e, std::size_t position, const Json& hand);

/// The deal (dealer, active seats, resting König) of the hand at `position`, from the hand's
/// "dealer" field or the rotation.
Deal deal_at(const Evening& e, std::size_t position, const Json& hand);

}  // namespace tarock
