// Scoring a Paszkiewitsch hand (docs/rules/paszkiewitsch.md): paszkiewitsch §4.2 (the §33 penalty),
// §4.4 (game, Schneider, Volat), §4.5 (premiums), §4.7 (who pays whom), §4.8 (Codex §35).
#include <fmt/format.h>

#include "core/cards.hpp"
#include "games/common/json_input.hpp"
#include "games/paszkiewitsch/paszkiewitsch.hpp"
#include "games/common/marks.hpp"

namespace tarock::paszkiewitsch {

namespace {

class Scorer : partnership::ScorerBase<Hand> {
public:
    using ScorerBase::ScorerBase;

    HandOutcome run() {
        if (deal_without_game()) return out_;
        penalty();
        if (h_.kind == DealKind::Void)
            out_.summary = T(name(*h_.no_honour_bid) + " hat ohne Tarock-Honneur geboten: Strafe, die Hand gilt nicht",
                             name(*h_.no_honour_bid) + " bid without a tarock honour: penalty, the hand is void");
        else
            game();  // a game: the reader allows no other kind
        return out_;
    }

private:

    /// Codex §33: 10 (ten Dreier) to each of the other three (000:L1038, L2387).
    void penalty() {
        if (!h_.no_honour_bid) return;
        for (int s : deal_.active)
            if (s != *h_.no_honour_bid)
                out_.result.pay(*h_.no_honour_bid, s, P(10),
                                T("Ohne Tarock-Honneur geboten: 10 (zehnfacher Dreier) an jeden der drei anderen",
                                  "bid without a tarock honour: 10 (ten times a Dreier) to each of the other three"),
                                {"paszkiewitsch §4.2, Codex §33, A-P4", "000:L1038, L2387"});
    }

    void game() {
        const auto p = parties(h_, deal_, rules_);
        partnership::Booker b(out_.result, p, setup_.players);
        const int decl = h_.declarer;
        const std::int64_t base = base_value(h_.game);
        out_.declarer = decl;
        out_.game = h_.game == Game::Dreier ? "dreier" : h_.game == Game::Zweier ? "zweier" : h_.game == Game::Einer ? "einer" : "solo";

        const std::optional<int> offender = h_.renonce;
        const Side innocent = offender ? other(*p.side_of(*offender)) : Side::Declarer;  // meaningful with an offender
        if (offender) {
            b.set_sole_payer(offender);
            out_.result.notes.push_back(T(name(*offender) + " hat renonciert: er zahlt der Gegenpartei das Spiel und alle Ansagen allein, auch für seine Partner (Codex §35).",
                                          name(*offender) + " renounced: he alone pays the other party the game and all announcements, for his partners too (Codex §35)."));
        }
        bool win;
        std::int64_t s_factor = 1;
        std::string how_de, how_en, schneider_de, schneider_en;
        if (offender) {
            win = innocent == Side::Declarer;
            how_de = " (Renonce von " + name(*offender) + ")";
            how_en = " (renonce by " + name(*offender) + ")";
        } else if (h_.points) {
            const std::int64_t pd = round_card_points(*h_.points);
            win = pd >= kPack42.to_win;
            const std::int64_t loser = win ? kPack42.points - pd : pd;
            if (loser < 17) {
                s_factor = 2;
                schneider_de = fmt::format(" × Schneider 2 ({} unter 17)", loser);
                schneider_en = fmt::format(" × Schneider 2 ({} under 17)", loser);
            }
            how_de = fmt::format(" ({} Punkte)", pd);
            how_en = fmt::format(" ({} points)", pd);
            if (!h_.points->is_whole())
                out_.result.notes.push_back(T(fmt::format("Kartenpunkte {} gerundet auf {} (⅔ zählt voll, ⅓ fällt weg).", h_.points->to_display(), pd),
                                              fmt::format("Card points {} rounded to {} (⅔ counts whole, ⅓ is dropped).", h_.points->to_display(), pd)));
        } else {
            win = *h_.won;
        }
        out_.declarer_won = win;
        const std::int64_t game_amt = base * s_factor * partnership::contra_factor(h_.contra);
        std::string calc = std::to_string(base) + schneider_de;
        std::string calc_en = std::to_string(base) + schneider_en;
        if (h_.contra) {
            calc += fmt::format(" × {} {}", contra_name(h_.contra), partnership::contra_factor(h_.contra));
            calc_en += fmt::format(" × {} {}", contra_name(h_.contra), partnership::contra_factor(h_.contra));
        }
        if (s_factor > 1 || h_.contra) {
            calc += fmt::format(" = {}", game_amt);
            calc_en += fmt::format(" = {}", game_amt);
        }
        std::string what = game_name(h_.game), what_en = game_name(h_.game);
        if (h_.called) {
            const std::string r = partnership::roman(*h_.called);
            if (h_.discarded) {
                what += " (" + r + " verlegt, allein)";
                what_en += " (" + r + " discarded, alone)";
            } else if (h_.self_call()) {
                what += " (" + r + " selbst gerufen, dreifach)";
                what_en += " (" + r + " called himself, tripled)";
            } else if (p.partner) {
                what += " (" + r + ", mit " + name(*p.partner) + ")";
                what_en += " (" + r + ", with " + name(*p.partner) + ")";
            }
        }

        // Volat replaces the game (§4.4, A-P3, Codex §19, A-G3); no Schneider on it (A-P2). The
        // game it is compared with: by default without the Schneider (§19 names raising and
        // contras), under volat_schneider = yes with it (the losers of a Volat have no card point).
        const bool volat_schneider = rules_.is("volat_schneider", "yes");
        const std::int64_t plain = base * (volat_schneider ? 2 : 1) * partnership::contra_factor(h_.contra);
        const std::string plain_de = volat_schneider ? fmt::format("{} (mit Schneider, A-P2)", plain) : std::to_string(plain);
        const std::string plain_en = volat_schneider ? fmt::format("{} (with the Schneider, A-P2)", plain) : std::to_string(plain);
        const auto& v = h_.volat;
        const RuleRef vrule{std::string("paszkiewitsch §4.4, A-P3, A-G3") + (volat_schneider ? ", A-P2" : ""), "000:L1052, L2307"};
        const bool game_done = v && v->announced_by &&
                               announced_volat(b, *v, 8 * base, offender ? std::optional<Side>(innocent) : std::nullopt, plain, game_name(h_.game),
                                               T(plain_de, plain_en), vrule, {"paszkiewitsch §4.4, A-G4", "000:L306, L1052"});
        if (!game_done) {
            const bool silent_volat = v && v->made_by && !(v->announced_by && *v->announced_by == *v->made_by);
            if (silent_volat) {
                const Side s = *v->made_by;
                const std::int64_t vs = 4 * base;
                const std::int64_t val = std::max(vs, plain);
                b.party(s, P(val),
                        T(fmt::format("Stiller Volat ({}) statt des Spiels: größerer Wert von 4 × {} = {} und dem Spiel {} = {}", partnership::side_name(s).de, base, vs,
                                      plain_de, val),
                          fmt::format("Silent Volat ({}) instead of the game: larger of 4 × {} = {} and the game {} = {}", partnership::side_name(s).en, base, vs, plain_en,
                                      val)),
                        vrule);
            } else {
                b.party(win ? Side::Declarer : Side::Opponents, P(game_amt),
                        T(what + (win ? " gewonnen" : " verloren") + how_de + ": " + calc, what_en + (win ? " won" : " lost") + how_en + ": " + calc_en),
                        {"paszkiewitsch §4.4" + std::string(s_factor > 1 ? ", A-P2" : ""), "000:L1046-1052, L1074"});
            }
        }

        // Trull, Quatre (collected in the tricks), Mondfang (§4.5, A-P1).
        premium(b, p, h_.trull, 1, 2, "Trull", "Tous les trois (Trull in den Stichen)", "tous les trois (Trull in the tricks)", innocent, offender.has_value());
        premium(b, p, h_.quatre, 1, 2, "Quatre", "Tous les quatre (vier Könige in den Stichen)", "tous les quatre (four kings in the tricks)", innocent, offender.has_value());
        premium(b, p, h_.mondfang, 5, 10, "Mondfang", "Mondfang", "Mondfang", innocent, offender.has_value());

        // Pagat Ultimo 1 / 2 (§4.5).
        if (h_.ultimo)
            partnership::book_ultimo(b, *h_.ultimo, 1, 2, offender ? std::optional<Side>(innocent) : std::nullopt, {"paszkiewitsch §4.5", "000:L1058, L306"});

        // Tarock counts: from each of the other three, the partner too (§4.5, A-P5).
        b.set_sole_payer(std::nullopt);
        for (const auto& [seat, n] : h_.tarok_counts) {
            if (offender && p.side_of(seat) != innocent && rules_.is("renonce_counts", "forfeited")) {
                out_.result.notes.push_back(T(fmt::format("\"{} Tarok\" von {}: nach der Renonce seiner Partei nicht bezahlt (Hausregel A-P5).", n == 8 ? "Acht" : "Neun", name(seat)),
                                              fmt::format("\"{} Tarok\" by {}: not paid after his party's renonce (house rule A-P5).", n == 8 ? "Acht" : "Neun", name(seat))));
                continue;
            }
            const std::int64_t val = n == 8 ? 1 : 2;
            b.from_each(seat, P(val),
                        T(fmt::format("\"{} Tarok\" von {}: {} von jedem der drei anderen", n == 8 ? "Acht" : "Neun", name(seat), val),
                          fmt::format("\"{} Tarok\" by {}: {} from each of the other three", n == 8 ? "Acht" : "Neun", name(seat), val)),
                        {"paszkiewitsch §4.5, §4.7, A-P5", "000:L1068"});
        }

        out_.summary = T(name(decl) + ": " + what + (win ? " gewonnen" : " verloren") + how_de, name(decl) + ": " + what_en + (win ? " won" : " lost") + how_en);
    }

    /// An announced or silent Trull, Quatre or Mondfang, marked `mark` on the sheet.
    void premium(partnership::Booker& b, const partnership::Parties& p, const std::optional<Premium>& pr, std::int64_t silent, std::int64_t announced,
                 const std::string& mark, const std::string& what_de, const std::string& what_en, Side innocent, bool renonce) {
        if (!pr) return;
        const RuleRef rule{"paszkiewitsch §4.5, A-P1", "000:L1054-1062, L1016, L1106-1108"};
        if (pr->announced_by) {
            const Side a = *p.side_of(*pr->announced_by);
            const std::int64_t val = announced * partnership::contra_factor(pr->contra);
            const Text vt = partnership::times_contra(P(announced), pr->contra);
            const bool made = renonce ? a == innocent : pr->made_by == a;
            mark_premium(out_.marks, same(mark), T(what_de, what_en), true, made, pr->contra, same(name(*pr->announced_by)));
            b.party(made ? a : other(a), P(val),
                    made ? T(what_de + " angesagt (" + name(*pr->announced_by) + ") und gemacht: " + vt.de, what_en + " announced (" + name(*pr->announced_by) + ") and made: " + vt.en)
                         : T(what_de + " angesagt (" + name(*pr->announced_by) + ") und nicht gemacht: " + vt.de + " an die andere Partei",
                             what_en + " announced (" + name(*pr->announced_by) + ") and not made: " + vt.en + " to the other party"),
                    rule);
            return;
        }
        const Side s = *pr->made_by;
        mark_premium(out_.marks, same(mark), T(what_de, what_en), false, true, 0, partnership::side_name(s));
        b.party(s, P(silent),
                T(fmt::format("{} still ({}): {}", what_de, partnership::side_name(s).de, silent), fmt::format("{} silent ({}): {}", what_en, partnership::side_name(s).en, silent)),
                rule);
    }
};

}  // namespace

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup) {
    HandOutcome out = Scorer(h, deal, setup).run();
    if (h.kind != DealKind::Game) return out;
    std::vector<HandMark> premiums = std::move(out.marks);  // the Trull, Quatre, Mondfang the scorer marked
    out.marks = partnership::premium_marks(h.contra, h.ultimo, h.volat, setup.players);
    out.marks.insert(out.marks.end(), premiums.begin(), premiums.end());
    if (h.renonce) mark_renonce(out.marks, setup.players.at(static_cast<std::size_t>(*h.renonce)));
    return out;
}

}  // namespace tarock::paszkiewitsch
