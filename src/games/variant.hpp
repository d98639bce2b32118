#pragma once
// The interface every game family implements: its house-rule settings, its table sizes and a
// ledger that validates and scores hands in order (carrying state such as a pot from hand to
// hand). The session, the storage layer, the CLI and the window only talk to this interface and
// to the typed hand structs of each variant.

#include <memory>
#include "core/json.hpp"
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/house_rules.hpp"
#include "core/posting.hpp"
#include "core/table.hpp"
#include "core/text.hpp"

namespace tarock {

/// The fixed facts of an evening a variant scores with: player names by seat, the rules in force.
struct TableSetup {
    std::vector<std::string> players;
    HouseRules rules;
    int table_size() const { return static_cast<int>(players.size()); }
};

/// One hand as the session hands it to a ledger.
struct HandContext {
    const TableSetup& setup;
    Deal deal;
    int hand_number = 0;  ///< 1-based position in the evening, for messages
    bool touren_over = false;  ///< the announced Touren ended before this hand (no more Kartenstamm)
};

/// One mark of a hand on the paper sheet: `text` as the players write it ("Ult✗"), `help` the
/// full words ("Pagat Ultimo angesagt (Anna), verloren").
struct HandMark {
    Text text;
    Text help;
    bool operator==(const HandMark&) const = default;
};

/// The result of scoring one hand.
struct HandOutcome {
    HandResult result;
    bool same_dealer = false;          ///< the same dealer deals again (misdeal, thrown-in deal)
    bool all_passed = false;           ///< everyone passed: thrown in, no game (counts for the Ehrentour)
    bool bookkeeping = false;          ///< a record without a deal (the Hut line, a chip count): no dealer
    Text summary;                      ///< one line for the scoreboard
    std::optional<int> declarer;       ///< seat of the declarer, if a game was played
    std::optional<bool> declarer_won;  ///< game result, if a game was played
    std::string game;                  ///< game type id for statistics ("dreier", "solo"), or ""
    /// The short marks the players write beside the game on the paper sheet, in the order
    /// written (games/common/marks.hpp): "(R×2)" for a hand under a Radl (koenigrufen_modern §6),
    /// the contra level ("K", "Re", "Sub"), announced premiums with their outcome ("Ult✓",
    /// "Volat✗"), honours held ("Trull"), a renonce ("Ren"). Empty: none. The scoresheet shows
    /// them before the summary and each one's full words in the row's tooltip.
    std::vector<HandMark> marks;
    /// The row is struck (koenigrufen_modern §7.2): it scores zero and the scoresheet draws it
    /// struck through; the inputs stay stored and a correction brings the row back.
    bool struck = false;
};

/// The summary as the scoresheet and the reports show it: the marks before it, as on paper
/// ("(R×2) K Ult✓ Anna: Dreier"), or the summary alone when the hand has none. Each language of
/// the summary gets the marks in that language (pick()'s fallback), so a summary in Slovenian or
/// Hungarian keeps them.
inline Text shown_summary(const HandOutcome& o) {
    if (o.marks.empty()) return o.summary;
    auto marked = [&](const std::string& summary, Language l) {
        if (summary.empty()) return summary;
        std::string out;
        for (const HandMark& m : o.marks) out += pick(m.text, l) + " ";
        return out + summary;
    };
    return Text{marked(o.summary.de, Language::De), marked(o.summary.en, Language::En), marked(o.summary.sl, Language::Sl),
                marked(o.summary.hu, Language::Hu)};
}

/// Extra lines a ledger shows about its state (the pot, the board), in display order.
struct LedgerLine {
    Text label;
    Text value;
};

/// The running state of one evening for one variant.
class Ledger {
public:
    virtual ~Ledger() = default;
    /// Validates and scores `hand` (the inputs as entered at the table) in the state reached so
    /// far, then advances the state. Throws InputError naming the field and the rule; the state
    /// is unchanged when it throws.
    virtual HandOutcome apply(const HandContext& ctx, const Json& hand) = 0;
    /// Postings that close the evening (e.g. a pot left over); empty for most variants.
    virtual HandResult close(const TableSetup& setup) const { (void)setup; return {}; }
    /// Why the evening cannot be settled in money yet (e.g. bêtes still open), or nothing.
    virtual std::optional<Text> pending(const TableSetup& setup) const { (void)setup; return std::nullopt; }
    /// Called once when the announced Touren (with any Ehrentour) end with the hand just
    /// applied, for a ledger whose state changes then (Block-Tarok: no more Kartenstamm, and an
    /// evening with nothing left to play off is settled, 000:L591). Does nothing by default.
    virtual void touren_ended(const TableSetup& setup) { (void)setup; }
    /// A copy of the current state, for previews.
    virtual std::unique_ptr<Ledger> clone() const = 0;
    /// The state as display lines.
    virtual std::vector<LedgerLine> lines(const TableSetup& setup) const { (void)setup; return {}; }
    /// Per seat, what the players draw beside a name on their paper sheet (the Slovenian
    /// radelci as circles "○○", tarok-si §S10); one string per seat of `setup`, "" where there is
    /// nothing. Empty (no marks at all) by default.
    virtual std::vector<std::string> seat_marks(const TableSetup& setup) const { (void)setup; return {}; }
};

/// A game family.
class Variant {
public:
    virtual ~Variant() = default;
    virtual std::string id() const = 0;          ///< stable id in files and the database: "tapp"
    virtual Text name() const = 0;               ///< "Tapp-Tarok"
    virtual std::string rules_file() const = 0;  ///< its page of the rules reference: "docs/rules/tapp.md"
    virtual int active_players() const = 0;      ///< players taking part in a deal
    virtual std::vector<int> table_sizes() const = 0;  ///< persons at the table it allows
    virtual Text unit() const = 0;               ///< what amounts count: "Punkte"/"points"
    virtual Text pot_name() const = 0;           ///< the pot account's name: "Stamm", "Kasse"
    virtual const std::vector<SettingSpec>& settings() const = 0;
    /// A fresh ledger for an evening with `setup`.
    virtual std::unique_ptr<Ledger> start(const TableSetup& setup) const = 0;
    /// The seat that deals after `dealer`: by default the next seat, the Vorhand (000:L328).
    /// A variant with seats that never deal (a dummy "Strohmann" in Neunzehnrufen en trois or
    /// en deux, koenigrufen §3.1) skips them.
    virtual int next_dealer(const TableSetup& setup, int dealer) const { return (dealer + 1) % setup.table_size(); }
    /// Who plays and who rests in the deal dealt by `dealer`. By default make_deal(): with one
    /// person more than the game needs, the dealer rests as König (000:L320). A variant whose
    /// dealer always plays overrides it (Groß-Tarok: the player on the dealer's right rests,
    /// 000:2065), as does one whose table seats fewer persons than hands of cards (a dummy).
    /// Shape: Deal::active lists the playing seats in speaking order (Vorhand first).
    virtual Deal deal(const TableSetup& setup, int dealer) const {
        return make_deal(setup.table_size(), active_players(), dealer);
    }
    /// Checks what the house rules and the players say together (e.g. a table configuration
    /// that needs dummy seats), beyond each setting on its own. Throws InputError naming the
    /// field. Called by validate_setup(); the default accepts every setup.
    virtual void check_setup(const TableSetup& setup) const { (void)setup; }
};

/// Every registered variant, in menu order.
const std::vector<const Variant*>& all_variants();
/// The variant with id `id`; throws InputError (field "variant") if there is none.
const Variant& find_variant(std::string_view id);

}  // namespace tarock
