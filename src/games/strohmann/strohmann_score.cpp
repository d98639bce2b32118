// Scoring a Strohmann hand: strohmann-grosstarok-historic §2.5 with the house rules A-S1 .. A-S11.
// Two players: every item is a payment between them. The multiplier of a game after a drawn
// passed game (002:25-27) comes from the ledger's State.
#include <fmt/format.h>

#include "games/common/bilingual.hpp"
#include "games/common/marks.hpp"
#include "games/strohmann/strohmann.hpp"

namespace tarock::strohmann {

namespace {

const RuleRef kRuleWin{"strohmann §2.2, A-S1", "000:924-926, 002:25"};
const RuleRef kRuleLoss{"strohmann §2.2", "000:924-926, 000:992, 002:25"};
const RuleRef kRulePassed{"strohmann §2.3 rows 3-4, A-S2", "000:992, 002:23-27"};
const RuleRef kRuleDouble{"strohmann §2.3 row 4, A-S3, A-S4", "002:25-27"};
const RuleRef kRuleHonours{"strohmann §2.3 rows 5-6", "000:928, 000:238, 002:43"};
const RuleRef kRuleTalonHonours{"strohmann A-S8", "002:61"};
const RuleRef kRulePagat{"strohmann §2.3 rows 7-8, A-S5", "000:930, 000:306, 002:43"};
const RuleRef kRuleVolat{"strohmann §2.3 row 10, A-S7", "000:966, 002:47, 000:2307"};
const RuleRef kRuleMisdeal{"strohmann §2.3 row 11, A-S10", "000:2361, 000:2237, 002:21"};
const RuleRef kRulePeek{"strohmann §2.3 row 12, A-S11", "000:2365-2367"};
const RuleRef kRuleRenonce{"strohmann §2.3 row 13, A-S12", "000:2257, 000:2265, 000:2277, 000:2371"};
const RuleRef kRuleFalseHonour{"strohmann §2.3 row 14", "000:2375, 000:2257"};

/// "35⅔ (36)": exact points and the count the book rounds them to (000:292-294).
std::string points_text(Thirds t) {
    const std::int64_t counted = (t.count() + 1) / 3;
    if (t.is_whole()) return t.to_display();
    return fmt::format("{} ({})", t.to_display(), counted);
}

class Scorer {
public:
    Scorer(const Hand& h, const Deal& deal, const TableSetup& setup, State& state)
        : h_(h), deal_(deal), rules_(setup.rules), players_(setup.players), state_(state) {}

    HandOutcome run() {
        switch (h_.kind) {
            case DealKind::AllPass:
                out_.all_passed = true;
                out_.summary = T("Beide gepasst: zusammengeworfen", "Both passed: thrown in");
                note(T("Beide haben gepasst: die Karten werden zusammengeworfen, die Vorhand gibt als Nächste (000:920).",
                       "Both passed: the cards are thrown in and the Vorhand deals next (000:920)."));
                return out_;
            case DealKind::Misdeal: {
                const Thirds fine = rules_.amount("misdeal_fine");
                const int other = opponent(deal_.dealer);
                out_.result.pay(deal_.dealer, other, fine,
                                T("Vergeben: Strafe " + fine.to_string() + " an den Gegner (A-S10)",
                                  "misdeal: fine of " + fine.to_string() + " to the other player (A-S10)"),
                                kRuleMisdeal);
                if (fine.is_zero())
                    note(T("Vergeben: nach Ulmann ohne Strafe (A-S10); der Geber gibt neu.", "Misdeal: no fine under Ulmann (A-S10); the dealer deals again."));
                out_.same_dealer = true;
                out_.summary = T(name(deal_.dealer) + " hat vergeben und gibt neu", name(deal_.dealer) + " misdealt and deals again");
                return out_;
            }
            default:  // a game: the reader allows no other kind
                break;
        }
        game();
        write_marks();
        return out_;
    }

private:
    std::string name(int seat) const { return players_.at(static_cast<std::size_t>(seat)); }
    int opponent(int seat) const { return deal_.active[0] == seat ? deal_.active[1] : deal_.active[0]; }
    void note(Text t) { out_.result.notes.push_back(std::move(t)); }

    /// The multiplier text appended to a doubled item.
    Text times(int m) const {
        if (m == 1) return {};
        return format_text(" × {} (Remis 35 : 35 im vorigen stillen Spiel, 002:27) = ", " × {} (drawn 35 : 35 in the previous passed game, 002:27) = ", m);
    }

    /// `payer` pays `payee` `base` times `m`, explained as `what` (German/English).
    void pay(int payer, int payee, std::int64_t base, int m, const Text& what, const RuleRef& rule) {
        const Thirds amount = Thirds::whole(base * m);
        Text reason = what + same(": " + std::to_string(base));
        if (m != 1) reason = reason + times(m) + same(std::to_string(base * m));
        out_.result.pay(payer, payee, amount, reason, m != 1 ? RuleRef{rule.rule + ", " + kRuleDouble.rule, rule.source + ", " + kRuleDouble.source} : rule);
    }

    /// Who forfeits the game as by a revoke (§10, §31, A-S11), and why; notes the faults that cost nothing.
    struct Offence {
        int seat = 0;
        Text why;
        RuleRef rule;
    };
    std::optional<Offence> offence() {
        std::optional<Offence> found;
        if (h_.false_honour) {
            const FalseHonour& f = *h_.false_honour;
            const std::string who = name(f.player);
            const std::string label = honour_label(f.honour);
            if (f.in_talon)
                found = Offence{f.player,
                                T(who + " hat ein Honneur falsch angesagt, die fehlende Karte lag im Talon (wie Renonce, §31)",
                                  who + " announced an honour falsely with the missing card in a talon (a revoke, §31)"),
                                kRuleFalseHonour};
            else
                note(T(label + " von " + who + " falsch angesagt, die fehlende Karte hielt der Gegner in der Hand: die Ansage gilt als nicht erfolgt, straflos (§31, 000:2375).",
                       label + " announced falsely by " + who + ", the other player held the missing card: the announcement counts as never made, no penalty (§31, 000:2375)."));
        }
        // validate() allows no second offence beside a revoke.
        if (h_.renonce) return Offence{*h_.renonce, T(name(*h_.renonce) + " hat renonciert", name(*h_.renonce) + " revoked"), kRuleRenonce};
        if (!found && h_.peek) {
            const std::string who = name(*h_.peek);
            if (rules_.is("peek", "revoke")) return Offence{*h_.peek, T(who + " hat den Talon angesehen (wie Renonce, A-S11)", who + " peeked at the talon (a revoke, A-S11)"), kRuleRenonce};
            note(T(who + " hat eine verdeckte Talonkarte angesehen: der Gegner durfte verlangen, dass die Karte darüber als nächste gespielt wird (§29); keine Strafe (A-S11).",
                   who + " looked at a hidden talon card: the other player could demand that the card above it is played next (§29); no penalty (A-S11)."));
        }
        return found;
    }

    void game() {
        const int m = state_.multiplier;
        const int m_extra = rules_.is("doubled", "everything") ? m : 1;
        const std::optional<Offence> off = offence();
        if (m != 1)
            note(format_text("Dieses Spiel zählt {}-fach: das vorige stille Spiel endete 35 : 35 (002:25-27).",
                             "This game counts {} times: the previous passed game was drawn 35 : 35 (002:25-27).", m));

        // The game item.
        out_.game = h_.aufnehmer ? "aufgenommen" : "still";
        int next = 1;
        if (off) forfeited_game(*off, m);
        else if (h_.volat && rules_.is("volat", "instead")) volat_instead(m_extra);
        else if (h_.aufnehmer) taken_game(m);
        else next = passed_game(m);
        if (h_.volat && rules_.is("volat", "on_top") && !off)
            pay(opponent(*h_.volat), *h_.volat, 12, m_extra,
                T(name(*h_.volat) + " macht alle 27 Stiche: Volat 12 zum Spiel", name(*h_.volat) + " takes all 27 tricks: Volat 12 on top of the game"),
                kRuleVolat);
        if (h_.volat && rules_.is("volat", "none"))
            note(T("Alle 27 Stiche: nach Ulmann ist für den Volat keine Prämie ausgesetzt (000:966, A-S7).",
                   "All 27 tricks: Ulmann sets no premium for the Volat (000:966, A-S7)."));
        honours(m);
        if (h_.ultimo) pagat(m_extra);
        if (h_.agreed)
            historic::book_agreed(out_.result, *h_.agreed,
                                  T("Prämien des nach der Renonce weitergespielten Spiels (§10)", "premiums of the game played on after the revoke (§10)"),
                                  kRuleRenonce, players_);

        state_.draws = next == 1 ? 0 : state_.draws + 1;
        state_.multiplier = next;
    }

    /// A revoke or what counts as one: the innocent player wins the game (§10, §31, A-S11).
    void forfeited_game(const Offence& off, int m) {
        const int innocent = opponent(off.seat);
        if (h_.aufnehmer) {
            const int auf = *h_.aufnehmer;
            out_.declarer = auf;
            out_.declarer_won = innocent == auf;
            if (innocent == auf)
                pay(off.seat, auf, win_value(), m, off.why + T(": der Aufnehmer gewinnt das Spiel", ": the Aufnehmer wins the game"), off.rule);
            else
                pay(auf, innocent, 4, m, off.why + T(": der Aufnehmer verliert das Spiel", ": the Aufnehmer loses the game"), off.rule);
        } else {
            pay(off.seat, innocent, passed_value(), m, off.why + T(": " + name(innocent) + " gewinnt das stille Spiel", ": " + name(innocent) + " wins the passed game"), off.rule);
        }
        out_.summary = off.why + T(": Spiel an " + name(innocent), ": game to " + name(innocent));
    }

    /// All 27 tricks under A-S7 "instead": the Volat's 12 replace the game.
    void volat_instead(int m_extra) {
        const int v = *h_.volat;
        pay(opponent(v), v, 12, m_extra,
            T(name(v) + " macht alle 27 Stiche: Volat 12 statt des Spiels", name(v) + " takes all 27 tricks: Volat 12 instead of the game"),
            kRuleVolat);
        if (h_.aufnehmer) {
            out_.declarer = *h_.aufnehmer;
            out_.declarer_won = v == *h_.aufnehmer;
        }
        out_.summary = T("Volat von " + name(v), "Volat by " + name(v));
    }

    /// A game taken on: 35⅔ wins the game's value, 35⅓ loses 4 (§2.2, A-S1).
    void taken_game(int m) {
        const int auf = *h_.aufnehmer;
        const int geg = opponent(auf);
        bool won;
        Text how;
        if (h_.volat) {
            won = *h_.volat == auf;
            how = T(name(*h_.volat) + " macht alle Stiche", name(*h_.volat) + " takes every trick");
        } else if (const auto p = h_.points_of(auf, deal_)) {
            won = p->count() >= kWinThirds;
            how = T(name(auf) + " hat " + points_text(*p), name(auf) + " has " + points_text(*p));
        } else {
            won = *h_.won;
            how = T(won ? "gewonnen" : "verloren", won ? "won" : "lost");
        }
        out_.declarer = auf;
        out_.declarer_won = won;
        if (won)
            pay(geg, auf, win_value(), m, T("Aufnehmer " + name(auf) + " gewinnt (", "Aufnehmer " + name(auf) + " wins (") + how + T(", 35⅔ genügen)", ", 35⅔ is enough)"), kRuleWin);
        else
            pay(auf, geg, 4, m, T("Aufnehmer " + name(auf) + " verliert (", "Aufnehmer " + name(auf) + " loses (") + how + T(", 35⅓ verliert, kein Remis)", ", 35⅓ loses, no draw)"), kRuleLoss);
        out_.summary = T(name(auf) + (won ? " nimmt auf und gewinnt" : " nimmt auf und verliert"),
                         name(auf) + (won ? " takes the game on and wins" : " takes the game on and loses"));
    }

    /// A passed game played out (§2.3 rows 3-4): 36 wins; 35 : 35 is a draw that doubles the next
    /// game under A-S2 "play for 2". Returns the next game's multiplier.
    int passed_game(int m) {
        std::optional<int> winner = h_.winner;
        Text how;
        if (h_.volat) {
            winner = *h_.volat;
        } else if (!h_.points.empty()) {
            for (int s : deal_.active) {
                const auto p = h_.points_of(s, deal_);
                if (p && p->count() >= kWinThirds) winner = s;
            }
            const int a = deal_.active[0], b = deal_.active[1];
            how = same(" (" + name(a) + " " + points_text(*h_.points_of(a, deal_)) + " : " + name(b) + " " + points_text(*h_.points_of(b, deal_)) + ")");
        }
        if (winner) {
            pay(opponent(*winner), *winner, passed_value(), m,
                T("Stilles Spiel: " + name(*winner) + " erreicht 36", "Passed game: " + name(*winner) + " reaches 36") + how, kRulePassed);
            out_.summary = T("Stilles Spiel, " + name(*winner) + " gewinnt", "Passed game, won by " + name(*winner));
            return 1;
        }
        out_.summary = T("Stilles Spiel remis (35 : 35)", "Passed game drawn (35 : 35)");
        if (!rules_.is("double_pass", "play_for_2")) {
            note(T("Remis 35 : 35: das stille Spiel zählt nicht (000:992).", "Drawn 35 : 35: the passed game does not count (000:992)."));
            return 1;
        }
        const int next = rules_.is("draw_stacking", "stack") ? m * 2 : 2;
        note(format_text("Remis 35 : 35: das nächste Spiel zählt {}-fach, mit allen Ansagen (002:25-27).",
                         "Drawn 35 : 35: the next game counts {} times, with all its announcements (002:25-27).", next));
        return next;
    }

    /// Honours announced in time: 1 each, paid whatever the game's result (000:238, 000:928).
    void honours(int m) {
        for (const auto& [seat, hon] : h_.honours) {
            const std::string label = honour_label(hon);
            const bool talon = std::find(h_.from_talon.begin(), h_.from_talon.end(), hon) != h_.from_talon.end();
            if (talon && rules_.is("talon_honours", "hand_only")) {
                note(T(label + " von " + name(seat) + " mit einer Talonkarte ergänzt: zählt nach Hausregel A-S8 nicht.",
                       label + " of " + name(seat) + " completed with a talon card: does not count under house rule A-S8."));
                continue;
            }
            pay(opponent(seat), seat, 1, m,
                T(label + " von " + name(seat) + " rechtzeitig angesagt", label + " of " + name(seat) + " announced in time") +
                    (talon ? T(" (aus dem Talon ergänzt, A-S8)", " (completed from the talon, A-S8)") : Text{}),
                talon ? RuleRef{kRuleHonours.rule + ", A-S8", kRuleHonours.source + ", " + kRuleTalonHonours.source} : kRuleHonours);
        }
    }

    /// The Pagat in the last trick (000:930; 002:43), with the extra premium of A-S5.
    void pagat(int m_extra) {
        const std::int64_t base = rules_.is("pagat", "2") ? 2 : 1;
        const Thirds extra = rules_.amount("pagat_extra");
        const int holder = h_.ultimo->player;
        const int other = opponent(holder);
        const Text what = h_.ultimo->won ? T("Pagat Ultimo von " + name(holder), "Pagat Ultimo by " + name(holder))
                                         : T("Pagat von " + name(holder) + " im letzten Stich gefangen: dieselbe Prämie an den Gegner",
                                             "Pagat of " + name(holder) + " caught in the last trick: the same premium to the other player");
        const int payer = h_.ultimo->won ? other : holder;
        const int payee = h_.ultimo->won ? holder : other;
        if (extra.is_zero()) {
            pay(payer, payee, base, m_extra, what, kRulePagat);
            return;
        }
        const Thirds sum = Thirds::whole(base) + extra;
        const Thirds total = sum * m_extra;
        Text arith = format_text(": {} + Extraprämie {} = {}", ": {} + extra premium {} = {}", base, extra.to_string(), sum.to_string());
        if (m_extra != 1) arith = arith + same(fmt::format(" × {} = {}", m_extra, total.to_string()));
        out_.result.pay(payer, payee, total, what + arith, kRulePagat);
    }

    /// The marks of the game as the record holds them (games/common/marks.hpp): the honours
    /// that count ("Trull", "Quatre"), the Pagat in the last trick "(Ult✓)" / "(Ult✗)", the
    /// Volat "(Volat✓)", a revoke "Ren". Nothing is announced in Strohmann but the honours.
    void write_marks() {
        for (const auto& [seat, hon] : h_.honours) {
            const bool talon = std::find(h_.from_talon.begin(), h_.from_talon.end(), hon) != h_.from_talon.end();
            if (talon && rules_.is("talon_honours", "hand_only")) continue;
            mark_held(out_.marks, same(hon == Honour::Trull ? "Trull" : "Quatre"), name(seat));
        }
        if (h_.ultimo) mark_premium(out_.marks, T("Ult", "Ult"), T("Pagat Ultimo", "Pagat Ultimo"), false, h_.ultimo->won, 0, same(name(h_.ultimo->player)));
        if (h_.volat) mark_premium(out_.marks, same("Volat"), same("Volat"), false, true, 0, same(name(*h_.volat)));
        if (h_.renonce) mark_renonce(out_.marks, name(*h_.renonce));
    }

    std::int64_t win_value() const { return rules_.is("win", "3") ? 3 : 2; }
    std::int64_t passed_value() const { return rules_.is("double_pass", "play_for_2") ? 2 : 1; }
    static std::string honour_label(Honour h) { return h == Honour::Trull ? "Tous les trois" : "Tous les quatre"; }

    const Hand& h_;
    const Deal& deal_;
    const HouseRules& rules_;
    const std::vector<std::string>& players_;
    State& state_;
    HandOutcome out_;
};

}  // namespace

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup, State& state) {
    return Scorer(h, deal, setup, state).run();
}

}  // namespace tarock::strohmann
