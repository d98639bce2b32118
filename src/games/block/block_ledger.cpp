// The Block-Tarok ledger (docs/rules/block.md: block §2.3-§2.10) with the
// house rules A-01 .. A-24. Chips are postings (in thirds of a big block = small blocks); bêtes
// live on the board and are settled at the end under the Hut.
#include <algorithm>
#include <fmt/format.h>

#include "core/cards.hpp"
#include "core/errors.hpp"
#include "games/block/block.hpp"
#include "games/common/bilingual.hpp"
#include "games/common/game_variant.hpp"
#include "games/common/json_input.hpp"
#include "games/common/marks.hpp"

namespace tarock::block {

namespace {

const RuleRef kRulePot{"block §2.3", "000:L536, L542, L546, L559"};
const RuleRef kRuleWin{"block §2.5", "000:L540, L544"};
const RuleRef kRuleLoss{"block §2.5", "000:L540, L548-555"};
const RuleRef kRuleSchleifen{"block §2.5", "000:L573-575"};
const RuleRef kRuleConcede{"block §2.5, A-17", "000:L583"};
const RuleRef kRulePremium{"block §2.6", "000:L567-569"};
const RuleRef kRuleCap{"block §2.7", "000:L557, L561"};
const RuleRef kRuleRenonce{"block §2.8, Codex §23", "000:L2329"};
const RuleRef kRuleHut{"block §2.10", "000:L591-646"};
const RuleRef kRuleKoenig{"block §2.9, A-01", "000:L320, L534, L2329"};

const Thirds kSmall = Thirds::from_thirds(1);
const Thirds kBig = Thirds::whole(1);

/// "1/3 B", "4 B", "1 1/3 B".
std::string blocks(Thirds t) { return t.to_string() + " B"; }

/// Splits `total` into `n` parts in whole big blocks as far as possible, larger parts first
/// (A-07 default: 38 -> 19 + 19, 39 -> 20 + 19, 42 -> 14 + 14 + 14).
std::vector<Thirds> near_equal(Thirds total, std::int64_t n) {
    const std::int64_t t = total.count();
    const std::int64_t q = t / (3 * n);
    std::int64_t rest = t - 3 * n * q;
    std::vector<Thirds> parts(static_cast<std::size_t>(n), Thirds::whole(q));
    for (auto& p : parts)
        if (rest >= 3) {
            p += kBig;
            rest -= 3;
        }
    parts.front() += Thirds::from_thirds(rest);
    return parts;
}

/// Splits `total` into `n` parts exact to thirds, the remainder thirds to the first parts.
std::vector<Thirds> exact_thirds(Thirds total, std::int64_t n) {
    std::vector<Thirds> parts;
    for (std::int64_t i = 0; i < n; ++i) parts.push_back(total.share(n, i));
    return parts;
}

std::int64_t ceil_div(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

/// The Touren are over: no more Kartenstamm (000:L591). With nothing left to play off (no bête
/// above the line, an empty pot) the evening is settled there and then: "Die Abrechnung" draws a
/// Hut only while bêtes remain to be played off (000:L591). True when this settles the evening.
bool end_touren(Board& b) {
    b.kartenstamm_over = true;
    if (b.finished || b.hut_drawn || !b.clear()) return false;
    b.finished = true;
    return true;
}

/// Refuses a record that the board cannot take where it stands, with an InputError naming the
/// field and the rule. It only reads the board and runs before Scorer changes anything, so a
/// refused hand leaves the ledger as it was (Ledger::apply) without a copy of the board.
class Check {
public:
    Check(const Hand& h, const HandContext& ctx, const Board& board)
        : h_(h), deal_(ctx.deal), rules_(ctx.setup.rules), players_(ctx.setup.players), b_(board),
          settled_(board.finished || (ctx.touren_over && !board.hut_drawn && board.clear())) {}

    void run() const {
        if (settled_ && h_.kind != DealKind::ChipCount) {
            if (b_.hut_drawn)
                refuse("deal", kRuleHut,
                       "Alle Bêtes über dem Hut sind abgespielt: der Abend wird abgerechnet, es wird nicht mehr gespielt.",
                       "every bête above the Hut has been played off: the evening is settled, no more games");
            refuse("deal", kRuleHut,
                   "Die Touren sind aus und keine Bête ist mehr abzuspielen: der Abend wird ohne Hut abgerechnet, es wird nicht mehr gespielt.",
                   "the Touren are over and no bête is left to play off: the evening is settled without a Hut, no more games");
        }
        switch (h_.kind) {
            case DealKind::Hut:
                if (b_.hut_drawn) refuse("deal", kRuleHut, "Der Hut ist schon gezogen.", "the Hut has already been drawn");
                break;
            case DealKind::ChipCount:
                chip_count();
                break;
            case DealKind::Game:
                validate();
                break;
            default:  // AllPass, Misdeal, ThrownIn, Redeal: nothing to check
                break;
        }
    }

private:
    std::string name(int seat) const { return players_.at(static_cast<std::size_t>(seat)); }

    /// The physical count (§2.10 step 6, A-24): only once the evening is settled, every player
    /// once, adding up to 0.
    void chip_count() const {
        if (!settled_)
            refuse("deal", kRuleHut,
                   "Die Blocks werden erst gezählt, wenn der Abend abgerechnet wird: nach den Touren ohne offene Bête, oder wenn die letzte Bête über dem Hut abgespielt ist.",
                   "the blocks are counted only when the evening is settled: after the Touren with no bête left to play off, or once the last bête above the Hut has been played off");
        const int n = deal_.table_size;
        std::vector<bool> counted(static_cast<std::size_t>(n));
        Thirds sum;
        for (const auto& [seat, t] : h_.chips) {
            if (counted[static_cast<std::size_t>(seat)])
                refuse("chips." + name(seat), kRuleHut, "Zweimal gezählt.", "counted twice");
            counted[static_cast<std::size_t>(seat)] = true;
            sum += t;
        }
        for (int s = 0; s < n; ++s)
            if (!counted[static_cast<std::size_t>(s)])
                refuse("chips." + name(s), kRuleHut, "Für jeden Spieler muss gezählt werden.", "every player's blocks must be counted");
        if (!sum.is_zero())
            refuse("chips", {"block §2.10 step 6, A-24", "000:L633"},
                   "Die gezählten Blocks ergeben zusammen " + sum.to_string() + " statt 0: die Rechnung stimmt nicht.",
                   "the counted blocks add up to " + sum.to_string() + " instead of 0: the account is not right");
    }

    /// A game record (§2.5-§2.8): declarer, multiple, points, finish, premiums and renonce fit together.
    void validate() const {
        const int decl = h_.declarer;
        if (!deal_.is_active(decl))
            refuse("declarer", kRuleKoenig, "Der ruhende König (der Geber) spielt in diesem Spiel nicht mit.",
                   "the resting König (the dealer) does not play in this deal");
        if (h_.opened_by) {
            if (!deal_.is_active(*h_.opened_by))
                refuse("opened_by", kRuleKoenig, "Der ruhende König kann nicht ansagen.", "the resting König cannot declare");
            if (deal_.speaking_position(*h_.opened_by) > deal_.speaking_position(decl))
                refuse("opened_by", {"tapp §2.1", "000:L326-338"}, "Wer zuerst angesagt hat, sitzt vor dem Spieler oder ist der Spieler selbst.",
                       "the first to declare sits before the declarer or is the declarer");
        }
        const bool solo = h_.game == tapp::Game::Solo;
        const int max = rules_.is("max_multiple", "6") ? 6 : 3;
        const RuleRef mrule{"block §2.5, A-05", "000:L540, L555, L577"};
        if (solo) {
            if (h_.multiple || h_.level || h_.talon != tapp::Talon::Unrecorded)
                refuse("multiple", {"tapp §2.3", "000:L338, L350"}, "Ein Solo wird ohne Talon gespielt und hat kein Vielfaches.",
                       "a Solo is played without the talon and has no multiple");
        } else {
            if (!h_.multiple && !h_.level && h_.talon == tapp::Talon::Unrecorded)
                refuse("multiple", mrule, "Das Vielfache des Dreiers fehlt.", "the Dreier multiple is missing");
            if (h_.level && (*h_.level < 1 || *h_.level > (max == 3 ? 1 : 4)))
                refuse("level", mrule,
                       max == 3 ? "Im Block-Tarok wird nicht gesteigert (nur ein- bis dreimalig, Hausregel A-05)."
                                : "Ein Dreier wird nur bis zum Viermaligen gesteigert.",
                       max == 3 ? "Block-Tarok has no raising (only one- to threefold, house rule A-05)"
                                : "a Dreier is raised no higher than fourfold");
            const int m = h_.dreier_multiple();
            if (m < 1 || m > max)
                refuse("multiple", mrule, fmt::format("Ein Dreier ist im Block-Tarok ein- bis {}malig (Hausregel A-05).", max == 3 ? "drei" : "sechs"),
                       fmt::format("a Dreier in Block-Tarok is one- to {}fold (house rule A-05)", max == 3 ? "three" : "six"));
            if (h_.multiple && h_.level && (*h_.multiple < *h_.level || *h_.multiple > *h_.level + 2))
                refuse("multiple", mrule, "Vielfaches und Stufe passen nicht zusammen.", "the multiple does not fit the level");
        }
        if (h_.points && (*h_.points < Thirds{} || *h_.points > Thirds::whole(kPack54.points)))
            refuse("points", {"tapp §1.1", "000:L240"}, "Kartenpunkte müssen zwischen 0 und 70 liegen.", "card points must be between 0 and 70");
        if (h_.points && h_.won && (round_card_points(*h_.points) >= kPack54.to_win) != *h_.won)
            refuse("result", {"tapp §1.4", "000:L284, L534"}, "Ergebnis und Kartenpunkte widersprechen einander.", "the result contradicts the card points");
        tapp::check_honours(h_.honours, deal_);

        const auto finish_rule = h_.finish == Finish::Schleifen ? kRuleSchleifen : kRuleConcede;
        if (h_.finish == Finish::Schleifen) {
            if (solo) refuse("finish", kRuleSchleifen, "Schleifen gibt es nur im Dreier, nach dem Ansehen beider Talonhälften.",
                             "schleifen is only possible in a Dreier, after seeing both talon halves");
            const bool seen_both = h_.talon == tapp::Talon::Other || h_.talon == tapp::Talon::Back ||
                                   (h_.talon == tapp::Talon::Unrecorded && !h_.level && h_.dreier_multiple() >= 2);
            if (!seen_both)
                refuse("finish", kRuleSchleifen, "Schleifen darf nur, wer beide Talonhälften gesehen hat (zwei- oder dreimaliges Spiel).",
                       "only a declarer who has seen both talon halves (a two- or threefold game) may schleifen");
            if (h_.ultimo || h_.volat_announced || h_.volat_by != tapp::Party::None || h_.points || h_.won || h_.renonce)
                refuse("finish", kRuleSchleifen, "Geschleift wird vor \"er liegt\": dann gibt es weder Ansagen noch Stiche noch Punkte.",
                       "schleifen comes before \"er liegt\": there are no announcements, tricks or points then");
        }
        if (h_.finish == Finish::Conceded) {
            if (h_.volat_announced)
                refuse("volat", {"block §2.5, A-21, A-13", "000:L583, L567"},
                       "Gegen einen angesagten Volat wird nicht aufgegeben: die Gegner können nur das Spiel hergeben (000:L583), den Volat "
                       "entscheidet erst der letzte Stich (A-21). Die Hand ausspielen und eintragen, ob der Volat gemacht wurde.",
                       "an announced Volat is not conceded: the opponents can give up only the game (000:L583), the Volat is decided "
                       "only by the last trick (A-21); play the hand out and enter whether the Volat was made");
            if (h_.volat_by != tapp::Party::None)
                refuse("volat", finish_rule, "Nach dem Aufgeben gibt es keinen Volat mehr (A-21).", "after a concession there is no Volat (A-21)");
            if (h_.ultimo && h_.ultimo_announced && h_.ultimo_won && !*h_.ultimo_won && rules_.is("concede_ultimo", "made"))
                refuse("ultimo.result", {"block §2.5, A-17", "000:L583, L2251, L2257"},
                       "Die Gegner haben aufgegeben: nach der Hausregel A-17 gilt der angesagte Ultimo als gemacht, ein letzter Stich wird "
                       "nicht gespielt. Wird er in dieser Runde ausgespielt, die Hausregel A-17 auf \"wird ausgespielt\" stellen.",
                       "the opponents conceded: under house rule A-17 the announced Ultimo counts as made, no last trick is played; if "
                       "this table plays it out, set house rule A-17 to \"is played out\"");
            if (h_.ultimo && !h_.ultimo_announced)
                refuse("ultimo", finish_rule, "Geben die Gegner auf, kann der Spieler keinen stillen Ultimo mehr machen.",
                       "when the opponents concede the declarer can no longer make a silent Ultimo");
            if (h_.won && !*h_.won)
                refuse("result", finish_rule, "Geben die Gegner auf, hat der Spieler gewonnen.", "when the opponents concede the declarer has won");
            if (h_.renonce) refuse("renonce", finish_rule, "Aufgeben und Renonce zugleich geht nicht.", "a concession and a renonce cannot go together");
        }
        if (h_.finish == Finish::Played && !h_.points && !h_.won && !h_.renonce)
            refuse("points", {"tapp §1.4", "000:L284"}, "Kartenpunkte des Spielers oder gewonnen/verloren eintragen.",
                   "enter the declarer's card points or won/lost");
        if (h_.ultimo && !h_.ultimo_won) {
            // An announced Ultimo is decided without its result by a concession (A-17 "made") or
            // a renonce (Codex §8); a silent one only ever by the last trick.
            const bool conceded_made = h_.finish == Finish::Conceded && h_.ultimo_announced && rules_.is("concede_ultimo", "made");
            if (!conceded_made && !(h_.renonce && h_.ultimo_announced))
                refuse("ultimo.result", kRulePremium, "Ultimo gewonnen oder verloren?", "Ultimo won or lost?");
        }
        const std::optional<bool> won = h_.won ? h_.won : h_.points ? std::optional<bool>(round_card_points(*h_.points) >= kPack54.to_win) : std::nullopt;
        if (!h_.renonce && won) {
            if (h_.volat_by == tapp::Party::Declarer && !*won)
                refuse("volat.by", kRulePremium, "Wer alle Stiche macht, kann das Spiel nicht verlieren.", "whoever takes every trick cannot lose the game");
            if (h_.volat_by == tapp::Party::Opponents && *won)
                refuse("volat.by", kRulePremium, "Wenn die Gegner alle Stiche machen, hat der Spieler verloren.", "if the opponents take every trick the declarer has lost");
        }
        if (h_.renonce) {
            if (!deal_.is_active(*h_.renonce))
                refuse("renonce", kRuleKoenig, "Der ruhende König spielt nicht und kann nicht renoncieren.", "the resting König does not play and cannot renounce");
            const bool declarer_offended = *h_.renonce == decl;
            // A silent Ultimo won counts for the declarer, his Pagat caught in the last trick for
            // the opponents (000:L306, A-15): only the innocent party's play-on counts (§10).
            if (h_.ultimo && !h_.ultimo_announced && h_.ultimo_won && *h_.ultimo_won == declarer_offended)
                refuse("ultimo", {"tapp Codex §10", "000:L2263-2265"}, "Nach einer Renonce kann nur die schuldlose Partei stille Prämien gewinnen.",
                       "after a renonce only the innocent party can earn silent premiums");
            if (h_.volat_by != tapp::Party::None && (h_.volat_by == tapp::Party::Declarer) == declarer_offended)
                refuse("volat.by", {"tapp Codex §10", "000:L2263-2265"}, "Nach einer Renonce kann nur die schuldlose Partei einen Volat machen.",
                       "after a renonce only the innocent party can make a Volat");
        }
        if (h_.halve) {
            if (!rules_.amount("bete_cap").is_zero() || rules_.is("halving", "not_allowed"))
                refuse("halve", kRuleCap, "Halbieren gibt es nur ohne Bête-Grenze (Hausregeln A-06, A-08).",
                       "halving exists only without a bête cap (house rules A-06, A-08)");
        }
    }

    const Hand& h_;
    const Deal& deal_;
    const HouseRules& rules_;
    const std::vector<std::string>& players_;
    const Board& b_;
    const bool settled_;  ///< the evening is settled (or is, with this record after the Touren)
};

/// Books a record that Check has accepted onto the board and the chips. It refuses nothing.
/// The marks of a Block game on the paper sheet (HandOutcome::marks): the declarer's Pagat
/// Ultimo (announced: "Ult✓", "Ult✗"; silent: "(Ult✓)", "(Ult✗)"; an Ultimo the opponents
/// conceded counts made, A-17), the Volat announced ("Volat✓", "Volat✗") or made silently, the
/// Trull and Quatre held, a renonce. Block knows no contra.
std::vector<HandMark> marks(const Hand& h, const std::vector<std::string>& players) {
    const auto name = [&](int seat) { return players.at(static_cast<std::size_t>(seat)); };
    std::vector<HandMark> out;
    if (h.ultimo) {
        Ultimo u;
        u.player = h.declarer;
        u.announced = h.ultimo_announced;
        u.won = h.ultimo_won.value_or(true);
        mark_ultimo(out, u, name(h.declarer));
    }
    const auto party = [&](tapp::Party p) { return p == tapp::Party::Declarer ? same(name(h.declarer)) : T("Gegenspieler", "opponents"); };
    if (h.volat_announced) mark_premium(out, same("Volat"), same("Volat"), true, h.volat_by == tapp::Party::Declarer, 0, same(name(h.declarer)));
    else if (h.volat_by != tapp::Party::None) mark_premium(out, same("Volat"), same("Volat"), false, true, 0, party(h.volat_by));
    for (const auto& [seat, honour] : h.honours)
        if (honour != tapp::Honour::Koepfe) mark_held(out, same(honour == tapp::Honour::Trull ? "Trull" : "Quatre"), name(seat));
    if (h.renonce) mark_renonce(out, name(*h.renonce));
    return out;
}

class Scorer {
public:
    Scorer(const Hand& h, const HandContext& ctx, Board& board, std::vector<Thirds>& chips)
        : h_(h), ctx_(ctx), deal_(ctx.deal), rules_(ctx.setup.rules), players_(ctx.setup.players), b_(board), chips_(chips) {}

    HandOutcome run() {
        if (ctx_.touren_over && end_touren(b_)) note_settled_without_hut();
        switch (h_.kind) {
            case DealKind::Hut:
                if (h_.dealer) deal_start();  // drawn in this dealer's deal, after his stake (000:L595)
                draw_hut();
                out_.bookkeeping = true;
                break;
            case DealKind::ChipCount:
                chip_count();
                out_.bookkeeping = true;
                break;
            case DealKind::AllPass:
                deal_start();
                out_.all_passed = true;
                out_.summary = T("Alle gepasst: nichts wird gebucht", "All passed: nothing is booked");
                note(T("Alle haben gepasst: nichts wird gebucht; der nächste Geber legt seinen Kartenstamm ein (A-12).",
                       "Everyone passed: nothing is booked; the next dealer puts in his Kartenstamm (A-12)."));
                b_.stake_paid = false;
                break;
            case DealKind::Misdeal:
                deal_start();
                pay(deal_.dealer, kPot, kBig, T("Vergeben (§22): 1 B als neuer Kartenstamm in die Kasse", "misdeal (§22): 1 B into the pot as a new Kartenstamm"),
                    {"block §2.8, Codex §22", "000:L2325"});
                b_.pot += kBig;
                out_.same_dealer = true;
                out_.summary = T(name(deal_.dealer) + " hat vergeben: 1 B in die Kasse, gibt neu", name(deal_.dealer) + " misdealt: 1 B into the pot, deals again");
                break;
            case DealKind::ThrownIn:
                deal_start();
                out_.same_dealer = true;
                out_.summary = T("Eingeworfen (Codex §3): derselbe Geber gibt neu", "Thrown in (Codex §3): same dealer deals again");
                break;
            case DealKind::Redeal:
                deal_start();
                out_.same_dealer = true;
                if (rules_.is("no_tarock_redeal", "kartenstamm")) b_.stake_paid = false;
                out_.summary = T("Ohne Tarock und ohne König: neu geben (A-20)", "No tarock and no king: redeal (A-20)");
                break;
            case DealKind::Game:
                deal_start();
                game();
                b_.stake_paid = false;
                break;
            default:  // the reader allows no other kind
                break;
        }
        if (b_.hut_drawn && !b_.finished && !b_.first_open() && b_.pot.is_zero()) {
            b_.finished = true;
            note(T("Die letzte Bête über dem Hut ist abgespielt: der Abend wird abgerechnet (§2.10).",
                   "The last bête above the Hut is played off: the evening is settled (§2.10)."));
        }
        return out_;
    }

private:
    std::string name(int seat) const { return players_.at(static_cast<std::size_t>(seat)); }
    void note(Text t) { out_.result.notes.push_back(std::move(t)); }
    void note_settled_without_hut() {
        note(T("Die Touren sind aus und keine Bête ist mehr abzuspielen: der Abend wird ohne Hut abgerechnet (000:L591).",
               "The Touren are over and no bête is left to play off: the evening is settled without a Hut (000:L591)."));
    }

    void pay(int payer, int payee, Thirds amount, Text why, RuleRef rule) {
        if (amount.is_zero() || payer == payee) return;
        if (payer >= 0) chips_[static_cast<std::size_t>(payer)] -= amount;
        if (payee >= 0) chips_[static_cast<std::size_t>(payee)] += amount;
        out_.result.pay(payer, payee, amount, std::move(why), std::move(rule));
    }

    /// Who pays and receives Spesen and premiums with the opponents: the active opponents and,
    /// by A-01, the resting König.
    std::vector<int> opposing() const {
        std::vector<int> v;
        for (int s : deal_.active)
            if (s != h_.declarer) v.push_back(s);
        if (deal_.resting && rules_.is("koenig", "full")) v.push_back(*deal_.resting);
        return v;
    }

    // ---- the pot ------------------------------------------------------------------------------

    /// Start of a deal (§2.3): the new pot or the dealer's Kartenstamm, once per dealer's turn.
    void deal_start() {
        if (b_.stake_paid || b_.kartenstamm_over) return;
        b_.stake_paid = true;
        const int n = deal_.table_size;
        const int dealer = deal_.dealer;
        if (rules_.is("stammbete", "on")) {
            if (!b_.first_open()) write_stammbetes();
            pay(dealer, kPot, kBig, T("Kartenstamm des Gebers", "the dealer's Kartenstamm"), {"block §2.3, A-10", "000:L536, L563"});
            b_.pot += kBig;
            return;
        }
        const Thirds original = Thirds::whole(n + 1);
        if (!b_.first_open() && b_.pot < original) {
            if (rules_.is("new_pot", "on_top")) {
                for (int s = 0; s < n; ++s) {
                    pay(s, kPot, kBig, T("neue Kasse: jeder 1 B", "new pot: 1 B each"), kRulePot);
                    b_.pot += kBig;
                }
                pay(dealer, kPot, kBig, T("neue Kasse: der Geber 1 B mehr (Kartenstamm)", "new pot: the dealer 1 B more (Kartenstamm)"), kRulePot);
                b_.pot += kBig;
            } else {
                pay(dealer, kPot, kBig, T("Kartenstamm des Gebers", "the dealer's Kartenstamm"), kRulePot);
                b_.pot += kBig;
                for (int i = 0; i < n && b_.pot < original; ++i) {
                    const int s = (dealer + i) % n;
                    pay(s, kPot, kBig, T("Kasse auffüllen bis zum ersten Einsatz (A-09)", "topping the pot up to the first stake (A-09)"),
                        {"block §2.3, A-09", "000:L559"});
                    b_.pot += kBig;
                }
            }
            return;
        }
        pay(dealer, kPot, kBig, T("Kartenstamm des Gebers", "the dealer's Kartenstamm"), kRulePot);
        b_.pot += kBig;
    }

    /// A Stammbête for every participant, in seating order from the Vorhand (or the dealer).
    void write_stammbetes() {
        const int n = deal_.table_size;
        const int first = rules_.is("stammbete_order", "dealer_first") ? deal_.dealer : (deal_.dealer + 1) % n;
        const Thirds amount = rules_.amount("stammbete_amount");
        for (int i = 0; i < n; ++i) b_.betes.push_back(Bete{(first + i) % n, amount, std::nullopt, true, false, false, ctx_.hand_number});
        note(T(fmt::format("Keine Bête offen: jedem wird eine Stammbête zu {} geschrieben (A-10).", amount.to_string()),
               fmt::format("No bête open: a Stammbête of {} is written for every player (A-10).", amount.to_string())));
    }

    // ---- the board ----------------------------------------------------------------------------

    /// Writes a lost bête for `debtor` (§2.7): under the Hut once it is drawn, split over the cap,
    /// or halved on request when uncapped.
    void write_bete(int debtor, Thirds amount, int k) {
        auto push = [&](Thirds a, bool below) { b_.betes.push_back(Bete{debtor, a, std::nullopt, false, below, false, ctx_.hand_number}); };
        if (b_.hut_drawn) {
            push(amount, true);
            note(T(fmt::format("Bête {} {} unter dem Hut: sie wird nicht mehr abgespielt (§2.10).", name(debtor), amount.to_string()),
                   fmt::format("Bête {} {} under the Hut: it is never played off (§2.10).", name(debtor), amount.to_string())));
            return;
        }
        const Thirds cap = rules_.amount("bete_cap");
        std::vector<Thirds> parts{amount};
        if (!cap.is_zero() && amount > cap) {
            const std::string& how = rules_.choice("cap_split");
            const std::int64_t n = ceil_div(amount.count(), cap.count());
            if (how == "exact_thirds") parts = exact_thirds(amount, n);
            else if (how == "k_parts" && k > 1) {
                parts.clear();
                const Thirds v = Thirds::from_thirds(amount.count() / k);
                for (int i = 0; i < k; ++i)
                    for (Thirds p : v > cap ? near_equal(v, ceil_div(v.count(), cap.count())) : std::vector<Thirds>{v}) parts.push_back(p);
            } else parts = near_equal(amount, n);
            note(T(fmt::format("Bête {} über der Grenze {}: geteilt (A-06, A-07).", amount.to_string(), cap.to_string()),
                   fmt::format("Bête {} over the cap {}: split (A-06, A-07).", amount.to_string(), cap.to_string())));
        } else if (h_.halve) {
            parts = near_equal(amount, 2);
            note(T("Auf Wunsch des Verlierers in zwei Hälften geschrieben (A-08).", "Written as two halves at the loser's request (A-08)."));
        }
        for (Thirds p : parts) push(p, false);
    }

    /// The declarer wins the pot and plays off the oldest open bête (§2.5).
    void take_pot_and_bete(int winner) {
        if (const auto i = b_.first_open()) {
            b_.betes[*i].creditor = winner;
            note(T("Bête abgespielt: " + b_.text(b_.betes[*i], players_), "bête played off: " + b_.text(b_.betes[*i], players_)));
        }
        if (!b_.pot.is_zero()) {
            pay(kPot, winner, b_.pot, T("gewonnen: die ganze Kasse", "won: the whole pot"), kRuleWin);
            b_.pot = Thirds{};
        }
    }

    // ---- special records --------------------------------------------------------------------

    void draw_hut() {
        b_.hut_drawn = true;
        b_.kartenstamm_over = true;
        out_.same_dealer = true;
        out_.summary = T("Hut gezogen: kein Kartenstamm mehr; neue Bêtes kommen unter den Strich",
                         "Hut drawn: no more Kartenstamm; new bêtes go under the line");
        if (h_.dealer)
            note(T(fmt::format("Der Hut wird in der Runde von {} gezogen, nach seinem Kartenstamm; sein Spiel folgt unter dem Strich (000:L595).",
                               name(deal_.dealer)),
                   fmt::format("The Hut is drawn in {}'s deal, after his Kartenstamm; his game follows under the line (000:L595).",
                               name(deal_.dealer))));
        if (!b_.first_open() && !b_.pot.is_zero() && rules_.is("end_pot", "return_equally")) {
            const int n = deal_.table_size;
            for (int s = 0; s < n; ++s)
                pay(kPot, s, b_.pot.share(n, s),
                    T("Keine Bête offen: die Kasse wird gleich verteilt (A-22)", "no bête open: the pot is shared equally (A-22)"),
                    {"block A-22", "000:L591"});
            b_.pot = Thirds{};
        }
    }

    /// The count Check accepted: one entry per seat.
    void chip_count() {
        const int n = deal_.table_size;
        std::vector<Thirds> c(static_cast<std::size_t>(n));
        for (const auto& [seat, t] : h_.chips) c[static_cast<std::size_t>(seat)] = t;
        b_.chip_count = c;
        out_.same_dealer = true;
        out_.summary = T("Blocks gezählt", "Blocks counted");
        for (int s = 0; s < n; ++s)
            if (c[static_cast<std::size_t>(s)] != chips_[static_cast<std::size_t>(s)])
                note(T(fmt::format("{} zählt {}, errechnet sind {}: die Zählung gilt (A-24).", name(s), c[static_cast<std::size_t>(s)].to_signed_string(),
                                   chips_[static_cast<std::size_t>(s)].to_signed_string()),
                       fmt::format("{} counts {}, the hands give {}: the count is used (A-24).", name(s), c[static_cast<std::size_t>(s)].to_signed_string(),
                                   chips_[static_cast<std::size_t>(s)].to_signed_string())));
    }

    // ---- a game -------------------------------------------------------------------------------

    void game() {
        const int decl = h_.declarer;
        const bool solo = h_.game == tapp::Game::Solo;
        const int k = solo ? 1 : h_.dreier_multiple();
        const Thirds V = b_.value();
        const auto opp = opposing();
        const std::string label = solo ? "Solo" : fmt::format("Dreier {}×", k);
        out_.declarer = decl;
        out_.game = solo ? "solo" : "dreier";
        const std::string v_text = fmt::format("V = Kasse {} + Bête {} = {}", b_.pot.to_string(), (V - b_.pot).to_string(), V.to_string());
        const std::string v_text_en = fmt::format("V = pot {} + bête {} = {}", b_.pot.to_string(), (V - b_.pot).to_string(), V.to_string());
        note(T("Spielwert " + v_text, "game value " + v_text_en));

        const std::optional<int> offender = h_.renonce;
        bool win;
        if (offender) win = *offender != decl;
        else if (h_.finish == Finish::Schleifen) win = false;
        else if (h_.finish == Finish::Conceded) win = true;
        else win = h_.won ? *h_.won : round_card_points(*h_.points) >= kPack54.to_win;
        out_.declarer_won = win;

        // The fee each opposing player pays the declarer on a win: 1 small, or 4 B in a Solo.
        const bool solo_total = rules_.is("solo_blocks", "total");
        auto win_fee = [&](std::size_t payers) -> Thirds {
            if (!solo) return kSmall;
            Thirds fee = solo_total ? Thirds::from_thirds(12 / static_cast<std::int64_t>(payers)) : Thirds::whole(4);
            if (rules_.is("solo_small_spesen", "yes")) fee += kSmall;
            return fee;
        };
        const Text fee_text = solo ? T(solo_total ? "Solo: 4 B insgesamt" : "Solo: je 4 B", solo_total ? "Solo: 4 B in all" : "Solo: 4 B each")
                                   : T("Spesen: 1 kleiner Block", "Spesen: 1 small block");
        const RuleRef fee_rule = solo ? RuleRef{"block §2.6, A-03", "000:L567"} : kRuleWin;

        if (offender && *offender != decl && rules_.is("renonce_opponent", "offender_pays_value")) {
            // §23 (A-18 default): the offender makes good the game value himself, booked as a settled
            // post; the pot and the open bête stay for the next game.
            b_.betes.push_back(Bete{*offender, V, decl, false, false, true, ctx_.hand_number});
            note(T(fmt::format("Renonce von {} (§23): er zahlt den Spielwert {} selbst, gebucht als {} {} {}; Kasse und Bête bleiben.",
                               name(*offender), V.to_string(), name(*offender), V.to_string(), name(decl)),
                   fmt::format("Renonce by {} (§23): he makes good the game value {} himself, booked as {} {} {}; pot and bête stay.",
                               name(*offender), V.to_string(), name(*offender), V.to_string(), name(decl))));
            for (std::size_t i = 0; i < opp.size(); ++i)
                pay(*offender, decl, win_fee(opp.size()), fee_text + T(" — der Schuldige zahlt für seine Partei (§23)", " — the offender pays for his party (§23)"),
                    kRuleRenonce);
        } else if (win) {
            take_pot_and_bete(decl);
            for (int o : opp) {
                const int payer = offender ? *offender : o;
                pay(payer, decl, win_fee(opp.size()), offender ? fee_text + T(" — der Schuldige zahlt für seine Partei (§23)", " — the offender pays for his party (§23)") : fee_text,
                    offender ? kRuleRenonce : fee_rule);
            }
        } else if (h_.finish == Finish::Schleifen) {
            write_bete(decl, V, 1);
            for (int o : opp) pay(decl, o, kSmall, T("geschleift: 1 kleiner Block an jeden Gegner", "schleifen: 1 small block to each opponent"), kRuleSchleifen);
        } else if (solo) {
            write_bete(decl, V, 1);
            const bool mirror = rules_.is("solo_lost", "mirror");
            for (int o : opp)
                pay(decl, o, mirror ? win_fee(opp.size()) : kSmall,
                    mirror ? T("Solo verloren: wie der Gewinn, an jeden Gegner (A-02)", "Solo lost: like the win, to each opponent (A-02)")
                           : T("Solo verloren: 1 kleiner Block an jeden Gegner (A-02)", "Solo lost: 1 small block to each opponent (A-02)"),
                    {"block §2.6, A-02", "000:L567"});
        } else {
            write_bete(decl, V * k, k);
            for (int o : opp)
                pay(decl, o, kSmall * k,
                    k == 1 ? T(label + " verloren: 1 kleiner Block an jeden Gegner", label + " lost: 1 small block to each opponent")
                           : T(fmt::format("{} verloren: {} kleine Blocks an jeden Gegner", label, k), fmt::format("{} lost: {} small blocks to each opponent", label, k)),
                    kRuleLoss);
        }
        premiums(offender);

        std::string how;
        if (offender) how = " (Renonce von " + name(*offender) + ")";
        else if (h_.finish == Finish::Schleifen) how = " (geschleift)";
        else if (h_.finish == Finish::Conceded) how = " (Gegner gaben auf)";
        else if (h_.points) how = " (" + std::to_string(round_card_points(*h_.points)) + " Punkte)";
        std::string how_en;
        if (offender) how_en = " (renonce by " + name(*offender) + ")";
        else if (h_.finish == Finish::Schleifen) how_en = " (schleifen)";
        else if (h_.finish == Finish::Conceded) how_en = " (opponents conceded)";
        else if (h_.points) how_en = " (" + std::to_string(round_card_points(*h_.points)) + " points)";
        out_.summary = T(fmt::format("{}: {} {}{}, V {}", name(decl), label, win ? "gewonnen" : "verloren", how, V.to_string()),
                         fmt::format("{}: {} {}{}, V {}", name(decl), label, win ? "won" : "lost", how_en, V.to_string()));
    }

    /// Volat, Ultimo and honours in blocks (§2.6), paid between the declarer and each opposing
    /// player; independent of the game result (000:L454).
    void premiums(std::optional<int> offender) {
        const int decl = h_.declarer;
        const bool solo = h_.game == tapp::Game::Solo;
        const std::int64_t f = solo ? 2 : 1;
        const auto opp = opposing();
        const bool declarer_innocent = offender && *offender != decl;
        // After an opponent's renonce §23 names only the game value and the Spesen; the premiums
        // are paid by each opponent, or by the renouncer alone for his party.
        const bool offender_pays = declarer_innocent && rules_.is("renonce_premiums", "offender");
        auto each = [&](Thirds amount, bool to_declarer, Text why, RuleRef rule) {
            if (to_declarer && offender_pays) {
                why = why + T(fmt::format(" — {} zahlt allein für seine Partei (A-27)", name(*offender)),
                              fmt::format(" — {} pays alone for his party (A-27)", name(*offender)));
                rule = {rule.rule + ", A-27", rule.source + ", L2329"};
            }
            for (int o : opp) {
                if (to_declarer) pay(offender_pays ? *offender : o, decl, amount, why, rule);
                else pay(decl, o, amount, why, rule);
            }
        };
        // Volat: silent 6 B (Solo 12), announced 12 B (24); on top of the game.
        if (h_.volat_announced) {
            const Thirds va = Thirds::whole(12 * f);
            const bool made = offender ? declarer_innocent : h_.volat_by == tapp::Party::Declarer;
            if (made) each(va, true, T("Volat angesagt und gemacht: " + blocks(va), "Volat announced and made: " + blocks(va)), {"block §2.6, A-13", "000:L310, L567"});
            else if (rules_.is("volat_announced_failed", "penalty"))
                each(va, false, T("Volat angesagt und nicht gemacht: " + blocks(va) + " an jeden Gegner", "Volat announced and failed: " + blocks(va) + " to each opponent"),
                     {"block §2.6, A-13", "000:L306, L567"});
        }
        if (!h_.volat_announced && h_.volat_by == tapp::Party::Declarer)
            each(Thirds::whole(6 * f), true, T("Stiller Volat: " + blocks(Thirds::whole(6 * f)), "silent Volat: " + blocks(Thirds::whole(6 * f))), kRulePremium);
        if (h_.volat_by == tapp::Party::Opponents)
            each(Thirds::whole(6 * f), false,
                 T("Volat der Gegner: " + blocks(Thirds::whole(6 * f)) + " an jeden Gegner (INFERRED wie Tapp A25)",
                   "the opponents' Volat: " + blocks(Thirds::whole(6 * f)) + " to each opponent (INFERRED as Tapp A25)"),
                 {"block §2.6, A-14", "000:L567, L2307"});
        // Ultimo (only the declarer): silent 2 small (Solo 4), announced 4 small (Solo 8).
        if (h_.ultimo) {
            const Thirds value = Thirds::from_thirds((h_.ultimo_announced ? 4 : 2) * f);
            // Absent only when the opponents conceded an announced Ultimo (A-17 "made"); after a
            // renonce the innocent party's announcements succeed (Codex §8).
            bool made = h_.ultimo_won.value_or(true);
            if (offender && h_.ultimo_announced) made = declarer_innocent;
            const std::string what = h_.ultimo_announced ? "Pagat Ultimo angesagt" : "Stiller Ultimo";
            const std::string what_en = h_.ultimo_announced ? "Pagat Ultimo announced" : "silent Ultimo";
            if (made)
                each(value, true, T(what + " gewonnen: " + blocks(value), what_en + " won: " + blocks(value)),
                     h_.finish == Finish::Conceded ? RuleRef{"block §2.6, A-17", "000:L567, L583"} : kRulePremium);
            else if (rules_.is("ultimo_failed", "penalty") && offender && !h_.ultimo_announced)
                each(value, false,
                     T(what + " verloren: " + blocks(value) + " an jeden Gegner; die schuldlose Partei hat weitergespielt (Codex §10)",
                       what_en + " lost: " + blocks(value) + " to each opponent; the innocent party played on (Codex §10)"),
                     {"block §2.6, A-15, Codex §10", "000:L306, L450, L569, L2265"});
            else if (rules_.is("ultimo_failed", "penalty"))
                each(value, false, T(what + " verloren: " + blocks(value) + " an jeden Gegner", what_en + " lost: " + blocks(value) + " to each opponent"),
                     {"block §2.6, A-15", "000:L306, L450, L569"});
        }
        honours(f);
    }

    /// Honours held (§2.6): tous les trois / quatre 2 small (Solo 4), tous les sept 4 B (8 B);
    /// Köpfe nothing. The holder receives from everyone else at the table; Trull and Quatre
    /// are forfeited by passing before anyone declared (000:L346, L567).
    void honours(std::int64_t f) {
        const int opener_pos = deal_.speaking_position(h_.opened_by.value_or(h_.declarer));
        const bool koenig = rules_.is("koenig", "full");
        std::vector<std::pair<int, tapp::Honour>> held;
        for (const auto& [seat, hon] : h_.honours) {
            if (hon == tapp::Honour::Koepfe) {
                note(T("Köpfe von " + name(seat) + ": im Block-Tarok ohne Prämie (B-24).", "Köpfe of " + name(seat) + ": no premium in Block-Tarok (B-24)."));
                continue;
            }
            if (deal_.speaking_position(seat) < opener_pos) {
                note(T(std::string(hon == tapp::Honour::Trull ? "Tous les trois" : "Tous les quatre") + " von " + name(seat) + " verpasst (000:L346).",
                       std::string(hon == tapp::Honour::Trull ? "Tous les trois" : "Tous les quatre") + " of " + name(seat) + " forfeited (000:L346)."));
                continue;
            }
            held.emplace_back(seat, hon);
        }
        auto collect = [&](int holder, Thirds value, const std::string& what) {
            for (int s = 0; s < deal_.table_size; ++s) {
                if (s == holder || (deal_.resting && s == *deal_.resting && !koenig)) continue;
                pay(s, holder, value, T(what + " von " + name(holder) + ": " + blocks(value) + " von jedem", what + " of " + name(holder) + ": " + blocks(value) + " from everyone"),
                    kRulePremium);
            }
        };
        for (const auto& [seat, hon] : held) {
            const bool sept = std::count_if(held.begin(), held.end(), [&, s = seat](const auto& x) { return x.first == s; }) == 2;
            if (sept && hon == tapp::Honour::Quatre) continue;  // paid once with the Trull entry
            if (sept) {
                collect(seat, Thirds::whole(4 * f), "Tous les sept");
                if (rules_.is("sept", "replaces")) continue;
                collect(seat, Thirds::from_thirds(2 * f), "Tous les trois");
                collect(seat, Thirds::from_thirds(2 * f), "Tous les quatre");
                continue;
            }
            collect(seat, Thirds::from_thirds(2 * f), hon == tapp::Honour::Trull ? "Tous les trois" : "Tous les quatre");
        }
    }

    const Hand& h_;
    const HandContext& ctx_;
    const Deal& deal_;
    const HouseRules& rules_;
    const std::vector<std::string>& players_;
    Board& b_;
    std::vector<Thirds>& chips_;
    HandOutcome out_;
};

class BlockLedger final : public Ledger {
public:
    explicit BlockLedger(const TableSetup& setup) : chips_(static_cast<std::size_t>(setup.table_size())) {}

    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const Hand h = parse_hand(j, ctx.setup.players);
        // Every refusal comes before the first change, so the board (whose bêtes grow with the
        // evening) is changed in place instead of copied for each hand.
        Check(h, ctx, board_).run();
        HandOutcome out = Scorer(h, ctx, board_, chips_).run();
        if (h.kind == DealKind::Game) out.marks = marks(h, ctx.setup.players);
        board_.open_from = board_.first_open().value_or(board_.betes.size());
        return out;
    }

    /// The settlement steps of §2.10 from the board and the chips.
    std::optional<HutSettlement> settlement(const TableSetup& setup) const {
        if (!board_.finished) return std::nullopt;
        const auto n = static_cast<std::size_t>(setup.table_size());
        std::vector<Thirds> second(n), under(n);
        for (const Bete& b : board_.betes) {
            if (b.below_hut) {
                under[static_cast<std::size_t>(b.debtor)] += b.amount;
            } else if (b.creditor) {
                second[static_cast<std::size_t>(b.debtor)] -= b.amount;
                second[static_cast<std::size_t>(*b.creditor)] += b.amount;
            }
        }
        HutSettlement hs = settle_hut(second, under, board_.chip_count ? *board_.chip_count : chips_);
        hs.chips_counted = board_.chip_count.has_value();
        return hs;
    }

    /// The settlement as postings: every played-off bête from debtor to creditor, the bêtes under
    /// the Hut into the Hut and the equal shares out of it, and a counted chip delta's difference.
    HandResult close(const TableSetup& setup) const override {
        HandResult r;
        const auto hs = settlement(setup);
        if (!hs) return r;
        const auto& p = setup.players;
        for (const Bete& b : board_.betes)
            if (!b.below_hut && b.creditor)
                r.pay(b.debtor, *b.creditor, b.amount, {"Bête " + board_.text(b, p) + ": Übertrag auf die zweite Tafel", "bête " + board_.text(b, p) + ": carried to the second board"},
                      {"block §2.10 step 4", "000:L544, L611-618"});
        for (int s = 0; s < setup.table_size(); ++s) {
            const auto i = static_cast<std::size_t>(s);
            r.pay(s, kHut, hs->under_hut[i], {"eigene Bêtes unter dem Hut", "own bêtes under the Hut"}, {"block §2.10 step 5", "000:L593, L620"});
            r.pay(kHut, s, hs->share[i],
                  {fmt::format("Anteil am Hut: {} / {}", hs->hut_sum.to_string(), setup.table_size()),
                   fmt::format("share of the Hut: {} / {}", hs->hut_sum.to_string(), setup.table_size())},
                  {"block §2.10 step 5", "000:L620-631"});
            if (hs->chips_counted)
                r.pay(kPot, s, hs->chip_delta[i] - chips_[i], {"gezählte Blocks statt der errechneten (A-24)", "counted blocks instead of the computed ones (A-24)"},
                      {"block §2.10 step 6, A-24", "000:L633"});
        }
        return r;
    }

    std::optional<Text> pending(const TableSetup& setup) const override {
        if (board_.finished) return std::nullopt;
        std::string open;
        for (const Bete& b : board_.betes)
            if (!b.creditor && !b.below_hut) open += (open.empty() ? "" : ", ") + board_.text(b, setup.players);
        if (!board_.hut_drawn)
            return Text{"Abrechnung erst nach dem Hut: offene Bêtes " + (open.empty() ? std::string("keine") : open) + ", Kasse " + board_.pot.to_string() + " B.",
                        "settlement only after the Hut: open bêtes " + (open.empty() ? std::string("none") : open) + ", pot " + board_.pot.to_string() + " B."};
        return Text{"Hut gezogen; noch abzuspielen: " + (open.empty() ? std::string("die Kasse") : open) + ".",
                    "Hut drawn; still to be played off: " + (open.empty() ? std::string("the pot") : open) + "."};
    }

    /// The Touren ended with the hand just applied: the Kartenstamm stops, and a clear board
    /// settles the evening without a Hut (000:L591).
    void touren_ended(const TableSetup& setup) override {
        (void)setup;
        end_touren(board_);
    }

    std::unique_ptr<Ledger> clone() const override { return std::make_unique<BlockLedger>(*this); }

    std::vector<LedgerLine> lines(const TableSetup& setup) const override {
        std::vector<LedgerLine> out;
        const auto same = [](const std::string& s) { return Text{s, s}; };
        out.push_back({{"Kasse", "Pot"}, same(board_.pot.to_display() + " B")});
        out.push_back({{"Spielwert V des nächsten Spiels", "Game value V of the next game"},
                       same(board_.next_value(setup.rules, setup.table_size()).to_display() + " B")});
        out.push_back({{"Kartenstamm", "Kartenstamm"}, board_.kartenstamm_over ? Text{"aufgelassen", "discontinued"} : Text{"läuft", "running"}});
        if (board_.finished && !board_.hut_drawn)
            out.push_back({{"Abrechnung", "Settlement"},
                           {"ohne Hut: nach den Touren ist keine Bête mehr abzuspielen (000:L591)",
                            "without a Hut: after the Touren no bête is left to play off (000:L591)"}});
        for (const Bete& b : board_.betes)
            out.push_back({b.below_hut ? Text{"unter dem Hut", "under the Hut"} : b.stamm ? Text{"Stammbête", "Stammbête"} : Text{"Bête", "Bête"},
                           same(board_.text(b, setup.players))});
        return out;
    }

    const Board& board() const { return board_; }

private:
    Board board_;
    std::vector<Thirds> chips_;
};

class BlockVariant final : public GameVariant {
public:
    BlockVariant()
        : GameVariant({"block", {"Block-Tarok", "Block-Tarok"}, "docs/rules/block.md", 3, {3, 4},
                       {"große Blocks", "big blocks"}, {"Kasse", "pot"}, &block::settings}) {}
    std::unique_ptr<Ledger> start(const TableSetup& setup) const override { return std::make_unique<BlockLedger>(setup); }
};

}  // namespace

std::optional<std::size_t> Board::first_open() const {
    for (std::size_t i = open_from; i < betes.size(); ++i)
        if (!betes[i].creditor && !betes[i].below_hut) return i;
    return std::nullopt;
}

Thirds Board::value() const {
    const auto i = first_open();
    return pot + (i ? betes[*i].amount : Thirds{});
}

Thirds Board::next_value(const HouseRules& rules, int table_size) const {
    if (stake_paid || kartenstamm_over) return value();
    const bool open = first_open().has_value();
    if (rules.is("stammbete", "on")) return pot + kBig + (open ? value() - pot : rules.amount("stammbete_amount"));
    const Thirds original = Thirds::whole(table_size + 1);
    if (!open && pot < original) return rules.is("new_pot", "on_top") ? pot + original : std::max(original, pot + kBig);
    return value() + kBig;
}

std::string Board::text(const Bete& b, const std::vector<std::string>& players) const {
    std::string s = players.at(static_cast<std::size_t>(b.debtor)) + " " + b.amount.to_string();
    if (b.creditor) s += " " + players.at(static_cast<std::size_t>(*b.creditor));
    return s;
}

HutSettlement settle_hut(const std::vector<Thirds>& second_board, const std::vector<Thirds>& under_hut, const std::vector<Thirds>& chip_delta) {
    HutSettlement h;
    const auto n = static_cast<std::int64_t>(second_board.size());
    for (Thirds t : under_hut) h.hut_sum += t;
    for (std::int64_t i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        const Thirds share = h.hut_sum.share(n, i);
        h.share.push_back(share);
        h.adjustment.push_back(share - under_hut[k]);
        h.combined.push_back(second_board[k] + h.adjustment.back());
        h.final_result.push_back(h.combined.back() + chip_delta[k]);
    }
    h.second_board = second_board;
    h.under_hut = under_hut;
    h.chip_delta = chip_delta;
    return h;
}

const Board* board_of(const Ledger& ledger) {
    const auto* b = dynamic_cast<const BlockLedger*>(&ledger);
    return b ? &b->board() : nullptr;
}

std::optional<HutSettlement> final_settlement(const Ledger& ledger, const TableSetup& setup) {
    const auto* b = dynamic_cast<const BlockLedger*>(&ledger);
    return b ? b->settlement(setup) : std::nullopt;
}

const Variant& block_variant() {
    static const BlockVariant v;
    return v;
}

}  // namespace tarock::block
