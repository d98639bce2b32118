#pragma once
// Reports of an evening and of a single hand, as readable text (fixed-width columns) and as JSON.
//
// Formatting only: every figure shown comes from recompute() or preview(); nothing is scored
// here. Used by the `tarock` command line and meant to be reused by a printable settlement.
//
// Amounts: points as Thirds (text: Thirds::to_string, "35 2/3"; JSON: {"thirds": 107,
// "text": "35 2/3"}), money as integer cents (text: format_money, "1,20 EUR"; JSON:
// {"cents": 120, "text": "1,20 EUR"}). No floating point anywhere.
//
// Language: German by default (the table's language), English, Slovenian or Hungarian on
// request; every Text is shown in the chosen language (pick()). The pot account (kPot) is "Stamm" / "pot".

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "core/json.hpp"
#include "core/language.hpp"
#include "core/money.hpp"
#include "core/posting.hpp"
#include "core/thirds.hpp"
#include "session/evening.hpp"
#include "session/ranking.hpp"

namespace tarock::report {

/// The language of a report: the program's one language type (core/language.hpp). Texts are shown
/// with tarock::pick(): Slovenian and Hungarian fall back to English where a text has no
/// translation.
using Lang = tarock::Language;

/// "de", "en", "sl", "hu" -> the language. Throws std::invalid_argument for anything else.
Lang parse_lang(std::string_view code);

/// Money text in the output's language: "1,20 EUR" (German, Slovenian), "1.20 EUR" (English),
/// "1 234,56 EUR" (Hungarian). JSON keeps the German text beside the cents (docs/cli.md).
std::string money_text(std::int64_t cents, std::string_view currency, Lang lang);

/// Display width of UTF-8 text in terminal columns (one per code point; no wide glyphs in use).
std::size_t display_width(std::string_view s);
/// `s` padded with spaces on the right (left-aligned) to `width` columns; never truncates.
std::string pad_right(std::string_view s, std::size_t width);
/// `s` padded with spaces on the left (right-aligned) to `width` columns; never truncates.
std::string pad_left(std::string_view s, std::size_t width);

/// A scoresheet row's number as the players count it (HandRow::played: "7"), "—" for a
/// bookkeeping record without a deal (Block's Hut, a chip count), which is no hand.
std::string hand_number_text(const HandRow& row);

/// The names of the accounts postings move amounts between: the players by seat, the pot (kPot:
/// "Stamm" in Tapp-Tarok, "Kasse" in Block-Tarok, "pot" in English) and the Hut of Block-Tarok's
/// final settlement (kHut: "Hut").
struct Accounts {
    std::vector<std::string> players;
    std::string pot = "Stamm";
    std::string hut = "Hut";
    /// The name of `account` (a seat 0..n-1, kPot or kHut). Throws std::out_of_range for a seat
    /// not at the table or any other account number.
    std::string name(int account) const;
};

/// The accounts of evening `e` (its players; the pot named as its variant calls it) in `lang`.
Accounts accounts_of(const Evening& e, Lang lang);

/// An amount as JSON without floating point: {"thirds": 107, "text": "35 2/3"}.
Json amount_json(Thirds amount);
/// Money as JSON: {"cents": 120, "text": "1,20 EUR"}.
Json money_json(std::int64_t cents, std::string_view currency);

/// One posting as a text line (no indentation, no newline):
/// "<payer> -> <payee>  <amount>  <reason>  [<rule>]", payer and payee padded to `name_width`
/// columns, the amount (Thirds::to_string) right-aligned in `amount_width` columns. The rule part
/// is left out when the posting names no rule.
std::string posting_line(const Posting& p, const Accounts& accounts, Lang lang,
                         std::size_t name_width, std::size_t amount_width);
/// One posting as JSON: payer/payee (account names) with their account numbers ("payer_seat",
/// "payee_seat": the seat, -1 for the pot, -2 for the Hut), amount (amount_json), reason (text in
/// `lang`) and rule {"rule", "source", "text"}.
Json posting_json(const Posting& p, const Accounts& accounts, Lang lang);

/// "Christl zahlt Bernd 1,20 EUR" / "Christl pays Bernd 1,20 EUR".
std::string transfer_line(const Transfer& t, const std::vector<std::string>& players,
                          std::string_view currency, Lang lang);

/// The one-line message of a refused input: InputError::german() in German, what() in English
/// (both name the field and the rule).
std::string error_message(const InputError& error, Lang lang);
/// A refused input as JSON: {"field", "rule": {"rule", "source", "text"}, "message"} (message
/// as error_message).
Json error_json(const InputError& error, Lang lang);

/// A ranking (session/ranking.hpp) as a text table, one line per player, each line indented by
/// `indent` and ending in a newline: the place ("4=" when shared, "2 (Los)" when the lot decided
/// it), the name (`names[Placing::entrant]`), Schrift, Kontra (Geld − Schrift) and Geld as signed
/// points, the rounds played when `rounds` is true and the cup points (`cup_points`, one per
/// line) when given. Headed by a line of column names.
std::string ranking_text(const std::vector<Placing>& ranking, const std::vector<std::string>& names, Lang lang,
                         std::string_view indent, bool rounds = false, const std::vector<int>* cup_points = nullptr);
/// The same as JSON: [{"place", "shared", "by_lot", "player", "schrift", "kontra", "geld",
/// "rounds_played"}] (amounts as amount_json).
Json ranking_json(const std::vector<Placing>& ranking, const std::vector<std::string>& names);

/// The replay of one evening as text: the setup, then for every hand its number, dealer,
/// resting König, its place in the Touren (if announced), summary, postings, notes (or the error of a hand that does not validate) and
/// the running totals; then the standing, closing postings (pot returned), the balance per
/// player in points and money (money and transfers only once the evening can be settled; else
/// the reason it cannot, EveningResult::pending), the table's ranking where the game keeps the
/// Schrift beside the money (evening_ranking) and a table of running totals. Ends with a newline.
/// `r` must be recompute(e). Throws InputError only if the evening's setup is broken.
std::string replay_text(const Evening& e, const EveningResult& r, Lang lang);

/// The same replay as JSON (see docs/cli.md for the shape): the setup, "hands" (one object per
/// row: number, dealer, resting, inputs, summary, postings, notes, net, running, pot, tour_deal,
/// after_touren, error), "totals", "closing", "balance" (points and money per player),
/// "pending" (why the evening cannot be settled in money yet, or null; then every "money" is
/// null and "transfers" is empty), "ranking" (ranking_json, only where evening_ranking gives one), "transfers", "next_dealer", "ledger_lines", "touren" (the
/// TourenState or null) and "errors" (count of hands that do not validate).
Json replay_json(const Evening& e, const EveningResult& r, Lang lang);

/// Writes replay_json(e, r, lang) to `out` as `dump(2)` writes it when it stands `depth` levels
/// deep in a document (the first line not indented, no newline at the end), one hand at a time:
/// the whole document is never held in memory. Same bytes as the dump.
void write_replay_json(std::ostream& out, const Evening& e, const EveningResult& r, Lang lang, int depth);

/// Writes `j` as `j.dump(2)` writes it when it stands `depth` levels deep in a document dumped
/// with an indent of 2 (every line after the first indented by 2 × depth more spaces).
void write_nested_json(std::ostream& out, const Json& j, int depth);

/// Writes a JSON object member by member, in the bytes `dump(2)` gives for the whole object at
/// `depth` levels deep, so that a large member (an array of hands) can be written one element
/// at a time. The object is opened by the constructor and closed by the destructor.
class JsonObjectWriter {
public:
    JsonObjectWriter(std::ostream& out, int depth);
    ~JsonObjectWriter();
    JsonObjectWriter(const JsonObjectWriter&) = delete;
    JsonObjectWriter& operator=(const JsonObjectWriter&) = delete;
    /// One member.
    void member(const std::string& name, const Json& value);
    /// Every member of the object `object`, in its order.
    void members(const Json& object);
    /// A member that is an array of `count` elements; element(i, depth) writes element i at that
    /// depth (e.g. with write_nested_json or a nested JsonObjectWriter).
    void array(const std::string& name, std::size_t count, const std::function<void(std::size_t, int)>& element);

private:
    void key(const std::string& name);
    std::ostream& out_;
    int depth_;
    bool empty_ = true;
};

/// The distinct rules the postings of `r` rest on, in the order they first occur (postings
/// without a rule are skipped).
std::vector<RuleRef> rules_of(const HandResult& r);

/// The "Regeln und Quellen" block of a hand: one line per rule of rules_of(r), the rule id and
/// the book, chapter, the book's heading, page and lines it comes from (book_reference(), e.g.
/// "  tapp §2.2, §2.9  Ulmann, Illustriertes Wiener Tarokbuch, Cap. I Tapp-Tarok, „a) Der Dreier“,
/// S. 20–22, Z. 326-336; „Die Contra-Ansagen“, S. 22–23, Z. 358"),
/// each line indented by `indent` and ending in a newline. Empty when no posting names a rule.
std::string sources_text(const HandResult& r, Lang lang, std::string_view indent = "  ");

/// The same as JSON: [{"rule", "source", "book"}] ("book" in `lang`).
Json sources_json(const HandResult& r, Lang lang);

/// The report of one hand scored for a dispute: the deal (dealer, speaking order from the
/// Vorhand, resting König), the summary, every posting with reason and rule, the notes, the net
/// per player (and the pot's change, if any) and the rules with their books (sources_text). `p` must be preview(e, position, hand).
std::string score_text(const Evening& e, const Preview& p, Lang lang);
/// The same as JSON: {"variant", "players", "deal": {"dealer", "order", "vorhand", "resting"},
/// "summary", "postings", "notes", "net", "pot_change", "declarer", "declarer_won", "game",
/// "sources"}.
Json score_json(const Evening& e, const Preview& p, Lang lang);

}  // namespace tarock::report
