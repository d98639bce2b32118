// Scoring a Neunzehnrufen hand (docs/rules/neunzehnrufen.md): neunzehnrufen §3.2 (schleifen),
// §3.4 (Gewinn-Points), §3.5 (fixed premiums), §3.8 (the dummy's share), §3.9 (renonce).
#include <fmt/format.h>

#include "core/cards.hpp"
#include "games/common/bilingual.hpp"
#include "games/common/json_input.hpp"
#include "games/neunzehnrufen/neunzehnrufen.hpp"
#include "games/common/marks.hpp"

namespace tarock::neunzehnrufen {

namespace {

class Scorer : partnership::ScorerBase<Hand> {
public:
    using ScorerBase::ScorerBase;

    HandOutcome run() {
        if (deal_without_game(table_of(setup_).dummy_seats)) return out_;  // the dummies hold no cards and take no Pönale
        const Table table = table_of(setup_);
        const Roles ro = roles(h_, deal_, setup_);
        HandResult seats;
        partnership::Booker b(seats, ro.parties, setup_.players);
        bool drop = false;
        if (h_.schleifen) {
            b.party(Side::Opponents, P(10),
                    T("Rufer geschleift, der gerufene Tarock lag in den Talonkarten der Vorhand: die einfache Consolation 10 an jeden Gegner",
                      "Rufer thrown in, the called tarock lay in the Vorhand's talon cards: the single consolation 10 to each opponent"),
                    {"neunzehnrufen §3.2, A-N11", "000:L854"});
            drop = rules_.is("schleifen_dummies", "person") && !table.dummy_seats.empty();
            if (ro.open_dummy) split_open_dummy(seats, ro, drop);
            out_.declarer = h_.declarer;
            out_.declarer_won = false;
            out_.game = "rufer";
            out_.summary = T(name(h_.declarer) + ": Rufer geschleift (" + roman(h_.called.value_or(19)) + " im Talon)",
                             name(h_.declarer) + ": Rufer thrown in (" + roman(h_.called.value_or(19)) + " in the talon)");
        } else {
            game(b, ro);
            drop = rules_.is("dummy_share", "person") && !table.dummy_seats.empty() && (ro.parties.alone() || table.mode == TableMode::Zwei);
        }
        out_.result = partnership::credit_dummies(seats, ro.dummies, setup_.players, drop);
        if (drop)
            out_.result.notes.push_back(T("Personen-Regel (A-N1): nur Personen zahlen; die Anteile der Strohmänner entfallen.",
                                          "person rule (A-N1): only persons pay; the dummies' shares are left out."));
        return out_;
    }

private:
    /// A thrown-in hand: the dummy nobody reached in for shares its 10 equally between the
    /// opposing persons (INFERRED, A-N11); under the person rule it is simply left out.
    void split_open_dummy(HandResult& seats, const Roles& ro, bool drop) {
        HandResult out;
        out.notes = seats.notes;
        const int dummy = *ro.open_dummy;
        for (const Posting& p : seats.postings) {
            if (p.payee != dummy) {
                out.postings.push_back(p);
                continue;
            }
            if (drop) continue;
            const auto n = static_cast<std::int64_t>(ro.open_candidates.size());
            for (std::int64_t i = 0; i < n; ++i) {
                const int c = ro.open_candidates[static_cast<std::size_t>(i)];
                const Thirds part = p.amount.share(n, i);
                out.pay(p.payer, c, part,
                        {p.reason.de + " — der Anteil von " + name(dummy) + " geteilt: " + name(c) + " bekommt " + part.to_string(),
                         p.reason.en + " — " + name(dummy) + "'s share split: " + name(c) + " gets " + part.to_string()},
                        {p.rule.rule + ", A-N11 (INFERRED)", p.rule.source});
            }
        }
        seats = std::move(out);
    }

    /// The premium `value` won by `side` because of `seat`'s holding or announcement (A-N5).
    void fixed(partnership::Booker& b, const partnership::Parties& p, int seat, std::int64_t value, const Text& why, const RuleRef& rule) {
        const Side s = *p.side_of(seat);
        if (p.alone() && s == Side::Opponents && rules_.is("premiums_1v3", "holder")) {
            b.direct(p.declarer, seat, P(value), why + T(" (nur der Besitzer, A-N5)", " (the holder only, A-N5)"), {rule.rule + ", A-N5", rule.source});
            return;
        }
        b.party(s, P(value), why, rule);
    }

    /// The game's value before the factors: Gewinn-Points (§3.4) or the renonce price (§3.9,
    /// A-N10), the side it goes to, and how it was reckoned.
    struct Value {
        Side winner = Side::Declarer;
        std::int64_t w = 0;
        Text how;
    };

    /// Who renounced, or whose contra as the called partner counts as a renonce (Codex §26).
    std::optional<int> offender_of(const partnership::Parties& p) const {
        if (h_.partner_contra == Hand::PartnerContra::Ultimo) return p.partner;
        if (h_.partner_contra == Hand::PartnerContra::Game && rules_.is("partner_contra_game", "lost_single")) return p.partner;
        return h_.renonce;
    }

    /// The renonce price (§3.9): the innocent party wins the double consolation and its points
    /// over 35, or under A-N10 the normal Gewinn-Points and what the guilty party lacked to 35.
    Value renonce_value(const partnership::Parties& p, int offender, std::int64_t pd) {
        const Side guilty = *p.side_of(offender);
        Value v;
        v.winner = other(guilty);
        const std::int64_t p_guilty = guilty == Side::Declarer ? pd : kPack54.points - pd;
        const std::int64_t p_other = kPack54.points - p_guilty;
        const bool reached = p_guilty >= (guilty == Side::Declarer ? kPack54.to_win : kPack54.half());
        if (rules_.is("renonce_price", "normal_plus_missing") && !reached) {
            const std::int64_t missing = kPack54.half() - p_guilty;
            v.w = gewinn_points(p_other) + std::max<std::int64_t>(0, missing);
            v.how = format_text("Renonce von {}: ({} − 35) + 10 + die auf 35 fehlenden {} = {} (Hausregel A-N10)",
                                "renonce by {}: ({} − 35) + 10 + the {} missing to 35 = {} (house rule A-N10)", name(offender), p_other, missing, v.w);
        } else {
            const std::int64_t over = std::max<std::int64_t>(0, p_other - kPack54.half());
            v.w = 20 + over;
            v.how = format_text("Renonce von {}: doppelte Consolation 20 + {} = {}", "renonce by {}: double consolation 20 + {} = {}", name(offender), over, v.w);
        }
        out_.result.notes.push_back(
            h_.partner_contra != Hand::PartnerContra::None
                ? T(name(offender) + " hat als Gerufener irrtümlich Contra gegeben: das gilt als Renonce (Codex §26, §27).",
                    name(offender) + ", the called partner, said contra by mistake: a renonce (Codex §26, §27).")
                : T(name(offender) + " hat renonciert: seine Partei verliert mit der doppelten Consolation (Codex §25, §27).",
                    name(offender) + " renounced: his party loses with the double consolation (Codex §25, §27)."));
        return v;
    }

    /// Gewinn-Points (§3.4): (the winning party's points − 35) + 10; a made Volat counts 70 under A-N8.
    Value played_value(std::int64_t pd) const {
        Value v;
        const bool win = pd >= kPack54.to_win;
        v.winner = win ? Side::Declarer : Side::Opponents;
        std::int64_t pw = win ? pd : kPack54.points - pd;
        Text seventy;
        if (h_.volat && h_.volat->made_by && rules_.is("volat_points", "seventy")) {
            pw = kPack54.points;
            seventy = T(" (Volat zählt 70, Hausregel A-N8)", " (a Volat counts 70, house rule A-N8)");
        }
        v.w = gewinn_points(pw);
        v.how = same(fmt::format("Gewinn-Points ({} − 35) + 10 = {}", pw, v.w)) + seventy;
        return v;
    }

    /// "19 × 1 (Rufer) × 2malig × Contra 2 = 76": the price of the game and how it is reckoned.
    Text price_text(std::int64_t w, int F, int m, bool declarer_lost, int contra, std::int64_t amount) const {
        Text calc = same(fmt::format("{} × {} ({})", w, F, F == 1 && h_.game == Game::Rufer ? "Rufer" : game_name(h_.game)));
        if (declarer_lost && m > 1) calc = calc + format_text(" × {}malig", " × {}fold", m);
        if (!declarer_lost && m > 1) calc = calc + T(" (gewonnen: einmalig)", " (won: single)");
        if (contra) calc = calc + same(fmt::format(" × {} {}", contra_name(contra), partnership::contra_factor(contra)));
        return calc + same(fmt::format(" = {}", amount));
    }

    void game(partnership::Booker& b, const Roles& ro) {
        const auto& p = ro.parties;
        const int decl = h_.declarer;
        const int F = p.alone() && h_.game == Game::Rufer ? 1 : game_factor(h_.game);
        const int m = h_.talon_multiple();
        out_.declarer = decl;
        out_.game = h_.game == Game::Rufer ? "rufer" : h_.game == Game::Dreier ? "dreier" : h_.game == Game::Zweier ? "zweier" : h_.game == Game::Einer ? "einer" : "solo";

        const std::optional<int> offender = offender_of(p);
        const Side innocent = offender ? other(*p.side_of(*offender)) : Side::Declarer;  // meaningful with an offender

        const std::int64_t pd = round_card_points(*h_.points);
        if (!h_.points->is_whole())
            out_.result.notes.push_back(format_text("Kartenpunkte {} gerundet auf {} (⅔ zählt voll, ⅓ fällt weg).",
                                                    "Card points {} rounded to {} (⅔ counts whole, ⅓ is dropped).", h_.points->to_display(), pd));

        const Value v = offender ? renonce_value(p, *offender, pd) : played_value(pd);
        const bool declarer_lost = v.winner == Side::Opponents;
        out_.declarer_won = !declarer_lost;
        Text single;
        if (h_.partner_contra == Hand::PartnerContra::Game)
            single = rules_.is("partner_contra_game", "lost_single") ? T(", Contra des Partners: einfach (Codex §26)", ", the partner's contra: single (Codex §26)")
                                                                      : T(", Contra des Partners ungültig (A-K9)", ", the partner's contra is void (A-K9)");
        const std::int64_t amt = game_price(v.w, F, m, declarer_lost, h_.contra);
        const Text calc = price_text(v.w, F, m, declarer_lost, h_.contra, amt);

        Text what = same(game_name(h_.game));
        if (h_.game == Game::Rufer && h_.called)
            what = what + same(" (" + roman(*h_.called)) +
                   (p.partner ? T(", mit ", ", with ") + same(name(*p.partner)) : h_.bought ? T(", im Talon gekauft, allein", ", bought in the talon, alone") : Text{}) + same(")");
        const Text pts = format_text(" ({} Punkte)", " ({} points)", pd);
        const Text result = declarer_lost ? T(" verloren", " lost") : T(" gewonnen", " won");

        const VolatItems vol = volat(offender, innocent);
        if (!vol.replaces_game) {
            b.party(v.winner, P(amt), what + result + (offender ? Text{} : pts) + same(": ") + v.how + same("; ") + calc + single,
                    {"neunzehnrufen §3.4" + std::string(offender ? ", §3.9" : "") + (p.alone() && h_.game == Game::Rufer ? ", A-N9" : ""),
                     offender ? "000:L826, L2337-2355" : "000:L822-826, L844, L896"});
        }
        for (const Deferred& d : vol.items) b.party(d.side, P(d.amount), d.why, d.rule);
        ansagen(b, p);
        ultimo(b, offender, innocent);

        out_.summary = same(name(decl) + ": ") + what + result +
                       (offender ? format_text(" (Renonce von {})", " (renonce by {})", name(*offender)) : pts);
    }

    /// A Volat item, booked after the game's price.
    struct Deferred {
        Side side;
        std::int64_t amount;
        Text why;
        RuleRef rule;
    };
    struct VolatItems {
        std::vector<Deferred> items;
        bool replaces_game = false;  ///< a failed announced Volat replaces the game (A-G4)
    };

    /// Volat (§3.4, §3.5, A-G4): paid on top of the game; a failed announced one may replace it.
    VolatItems volat(std::optional<int> offender, Side innocent) {
        VolatItems out;
        const RuleRef vol_rule{"neunzehnrufen §3.4, §3.5", "000:L840, L860"};
        if (h_.volat && h_.volat->announced_by) {
            const auto& v = *h_.volat;
            const Side a = *v.announced_by;
            const std::int64_t va = 40 * partnership::contra_factor(v.contra);
            const Text vt = partnership::times_contra(P(40), v.contra);
            const Text side = partnership::side_name(a);
            const bool made = offender ? a == innocent : v.made_by == a;
            if (made) {
                out.items.push_back({a, va, T("Volat angesagt (" + side.de + ") und gemacht, zum Spiel dazu: " + vt.de,
                                              "Volat announced (" + side.en + ") and made, on top of the game: " + vt.en),
                                     vol_rule});
            } else {
                out.items.push_back({other(a), va, T("Volat angesagt (" + side.de + ") und nicht gemacht: " + vt.de + " an die andere Partei",
                                                     "Volat announced (" + side.en + ") and failed: " + vt.en + " to the other party"),
                                     {"neunzehnrufen §3.5, A-G4", "000:L306, L840"}});
                if (rules_.is("volat_failed", "replaces_game")) {
                    out.replaces_game = true;
                    out_.result.notes.push_back(T("Der verlorene Volat ersetzt das Spiel (Hausregel A-G4).", "The failed Volat replaces the game (house rule A-G4)."));
                }
            }
        }
        if (h_.volat && h_.volat->made_by && !(h_.volat->announced_by && *h_.volat->announced_by == *h_.volat->made_by)) {
            const Side s = *h_.volat->made_by;
            const Text side = partnership::side_name(s);
            out.items.push_back({s, 20, T("Stiller Volat (" + side.de + "), zum Spiel dazu: 20", "silent Volat (" + side.en + "), on top of the game: 20"), vol_rule});
        }
        return out;
    }

    /// Announcements of held cards and the Trull (§3.5, A-N6); paid whatever became of the game.
    void ansagen(partnership::Booker& b, const partnership::Parties& p) {
        const RuleRef prem{"neunzehnrufen §3.5", "000:L828-838, L842"};
        auto holds = [&](int seat, Honour hon) {
            for (const auto& [s, x] : h_.honours)
                if (s == seat && x == hon) return true;
            return false;
        };
        auto announced = [&](int seat, Ansage a) {
            for (const auto& [s, x] : h_.ansagen)
                if (s == seat && x == a) return true;
            return false;
        };
        auto ansage = [&](int seat, std::int64_t value, const char* what) {
            fixed(b, p, seat, value, format_text("\"{}\" von {}: {}", "\"{}\" by {}: {}", what, name(seat), value), prem);
        };
        for (const auto& [seat, a] : h_.ansagen) {
            switch (a) {
                case Ansage::AchtTarok: ansage(seat, 4, "Acht Tarok"); break;
                case Ansage::ZehnTarok: ansage(seat, 8, "Zehn Tarok"); break;
                case Ansage::ZwoelfTarok: ansage(seat, 12, "Zwölf Tarok"); break;
                case Ansage::Honneurs:
                    if (holds(seat, Honour::Quatre))
                        fixed(b, p, seat, 8, T("\"Honneurs!\" mit allen vier Königen (tous les quatre) von " + name(seat) + ": 8",
                                               "\"Honneurs!\" with all four kings (tous les quatre) by " + name(seat) + ": 8"), prem);
                    else ansage(seat, 4, "Honneurs!");
                    break;
                case Ansage::DoppelHonneurs:
                    fixed(b, p, seat, 12, T("\"Doppel-Honneurs\" von " + name(seat) + ": 12 (statt Trull 8, A-N6)", "\"Doppel-Honneurs\" by " + name(seat) + ": 12 (instead of the Trull's 8, A-N6)"),
                          {"neunzehnrufen §3.5, A-N6", "000:L838"});
                    break;
            }
        }
        for (const auto& [seat, hon] : h_.honours) {
            if (hon == Honour::Trull) {
                if (announced(seat, Ansage::DoppelHonneurs)) continue;
                fixed(b, p, seat, 8, T("Tous les trois (Trull) von " + name(seat) + ": 8", "tous les trois (Trull) by " + name(seat) + ": 8"), {"neunzehnrufen §3.5", "000:L830"});
            } else if (!announced(seat, Ansage::Honneurs) && !announced(seat, Ansage::DoppelHonneurs)) {
                out_.result.notes.push_back(T("Alle vier Könige von " + name(seat) + " ohne \"Honneurs!\": nicht bezahlt (000:L836).",
                                              "all four kings of " + name(seat) + " without \"Honneurs!\": not paid (000:L836)."));
            }
        }
    }

    /// Pagat Ultimo, silent 10, announced 20 (§3.5).
    void ultimo(partnership::Booker& b, std::optional<int> offender, Side innocent) {
        if (!h_.ultimo) return;
        const auto& u = *h_.ultimo;
        if (u.announced && h_.partner_contra == Hand::PartnerContra::Ultimo) {
            if (u.won) out_.result.notes.push_back(T("Pagat Ultimo gemacht, aber der Partner hat irrtümlich Contra gegeben: die Prämie entfällt (Codex §26).",
                                                     "Pagat Ultimo made, but the partner said contra by mistake: the premium is void (Codex §26)."));
            else b.party(Side::Opponents, P(20), T("Pagat Ultimo angesagt und verloren, Contra des Partners: die einfache Prämie 20 (Codex §26)",
                                                   "Pagat Ultimo announced and lost, the partner's contra: the single premium 20 (Codex §26)"),
                         {"neunzehnrufen §3.9, Codex §26", "000:L2345-2347"});
            return;
        }
        partnership::book_ultimo(b, u, 10, 20, offender ? std::optional<Side>(innocent) : std::nullopt, {"neunzehnrufen §3.5", "000:L306, L840, L860"});
    }
};

}  // namespace

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup) {
    HandOutcome out = Scorer(h, deal, setup).run();
    if (h.kind != DealKind::Game) return out;
    out.marks = partnership::premium_marks(h.contra, h.ultimo, h.volat, setup.players);
    for (const auto& [seat, honour] : h.honours)
        mark_held(out.marks, same(honour == Honour::Trull ? "Trull" : "Quatre"), setup.players.at(static_cast<std::size_t>(seat)));
    if (h.renonce) mark_renonce(out.marks, setup.players.at(static_cast<std::size_t>(*h.renonce)));
    return out;
}

}  // namespace tarock::neunzehnrufen
