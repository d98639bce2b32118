// Scoring a Königrufen hand (docs/rules/koenigrufen.md): koenigrufen §2.3 (game), §2.4
// (premiums), §2.5 (who pays whom), §2.6 (Codex §26), with the open choices koenigrufen A-….
#include <fmt/format.h>

#include "games/common/bilingual.hpp"
#include "games/common/json_input.hpp"
#include "games/koenigrufen/koenigrufen.hpp"
#include "games/common/marks.hpp"

namespace tarock::koenigrufen {

namespace {

class Scorer : partnership::ScorerBase<Hand> {
public:
    using ScorerBase::ScorerBase;

    HandOutcome run() {
        if (h_.kind == DealKind::AllPass) all_pass();
        else if (!deal_without_game()) game();  // a game: the reader allows no other kind
        return out_;
    }

private:
    void all_pass() {
        out_.all_passed = true;
        out_.summary = T("Alle gepasst: neu geben", "All passed: redealt");
        if (rules_.is("allpass", "vorhand_half_dreier")) {
            const int vorhand = deal_.active.front();
            for (int s : deal_.active)
                if (s != vorhand)
                    out_.result.pay(s, vorhand, P(5),
                                    T("Alle gepasst: die Vorhand schreibt die halbe Dreier-Consolation an (10 / 2 = 5, Hausregel A-K13)",
                                      "all passed: the Vorhand writes up half the Dreier consolation (10 / 2 = 5, house rule A-K13)"),
                                    {"koenigrufen A-K13, A-X2", "003:L17"});
            return;
        }
        out_.result.notes.push_back(T("Alle vier haben gepasst: neu geben ohne Wertung (A-K13).", "All four passed: redealt without score (A-K13)."));
    }

    /// The game's label for reasons: "Rufer", "Solo (König im Talon)".
    std::string label() const { return game_name(h_.game); }

    void game() {
        const auto p = parties(h_, deal_, rules_);
        partnership::Booker b(out_.result, p, setup_.players);
        const std::int64_t M = premium_factor(h_.game);
        const int decl = h_.declarer;
        out_.declarer = decl;
        out_.game = h_.game == Game::Rufer ? "rufer" : h_.game == Game::Solo ? "solo" : h_.game == Game::Dreier ? "dreier" : "solodreier";

        if (h_.schleifen) {
            b.party(Side::Opponents, P(4), T("Rufer geschleift, der gerufene König lag im Talon: 4 an jeden Gegner",
                                             "Rufer thrown in, the called king lay in the talon: 4 to each opponent"),
                    {"koenigrufen §2.3, §2.5", "000:L720"});
            if (rules_.is("schleifen_honours", "paid")) held_honours(b, p, M, true);
            out_.declarer_won = false;
            out_.summary = T(name(decl) + ": Rufer geschleift (König im Talon)", name(decl) + ": Rufer thrown in (king in the talon)");
            return;
        }

        // Who is guilty of a renonce (Codex §8; §26 counts the partner's mistaken contra as one).
        std::optional<int> offender = h_.renonce;
        if (h_.partner_contra == PartnerContra::Ultimo) offender = p.partner;
        if (h_.partner_contra == PartnerContra::Game && rules_.is("partner_contra_game", "lost_single")) offender = p.partner;
        const std::optional<Side> innocent = offender ? std::optional<Side>(other(*p.side_of(*offender))) : std::nullopt;

        bool win;
        std::string how_de, how_en;
        if (offender) {
            win = *innocent == Side::Declarer;
            how_de = " (Renonce von " + name(*offender) + ")";
            how_en = " (renonce by " + name(*offender) + ")";
            const bool codex26 = h_.partner_contra != PartnerContra::None;
            out_.result.notes.push_back(
                codex26 ? T(name(*offender) + " hat als Gerufener irrtümlich Contra gegeben: das gilt als Renonce, seine Partei verliert das Spiel (Codex §26).",
                            name(*offender) + ", the called partner, said contra by mistake: a renonce, his party loses the game (Codex §26).")
                        : T(name(*offender) + " hat renonciert: die Gegenpartei gewinnt das Spiel und alle Ansagen (Codex §8).",
                            name(*offender) + " renounced: the other party wins the game and all announcements (Codex §8)."));
        } else if (h_.points) {
            const std::int64_t pts = round_card_points(*h_.points);
            win = pts >= kPack54.to_win;
            how_de = " (" + std::to_string(pts) + " Punkte)";
            how_en = " (" + std::to_string(pts) + " points)";
            if (!h_.points->is_whole())
                out_.result.notes.push_back(T(fmt::format("Kartenpunkte {} gerundet auf {} (⅔ zählt voll, ⅓ fällt weg).", h_.points->to_display(), pts),
                                              fmt::format("Card points {} rounded to {} (⅔ counts whole, ⅓ is dropped).", h_.points->to_display(), pts)));
        } else {
            win = *h_.won;
        }
        out_.declarer_won = win;

        // The game value with its contras (§2.3).
        int c = h_.contra;
        std::string cnote_de, cnote_en;
        const std::int64_t base = base_value(h_.game);
        std::int64_t cg = partnership::contra_factor(c);
        if (h_.game == Game::Solo && h_.king_in_talon && !win && c > 0) {
            if (rules_.is("solo_talon_contra", "declarer_steps")) {
                cg = partnership::contra_factor(c - 1);
                cnote_de = ", König im Talon: das Contra der Gegner zählt nicht (A-K7)";
                cnote_en = ", king in the talon: the opponents' contra does not count (A-K7)";
            } else {
                cg = 1;
                cnote_de = ", König im Talon: als nicht contriert gerechnet (000:L756)";
                cnote_en = ", king in the talon: counted as not contra'd (000:L756)";
            }
        }
        if (h_.partner_contra == PartnerContra::Game) {
            cnote_de = rules_.is("partner_contra_game", "lost_single") ? ", Contra des Partners: einfach bezahlt (Codex §26)"
                                                                      : ", Contra des Partners ungültig (A-K9)";
            cnote_en = rules_.is("partner_contra_game", "lost_single") ? ", the partner's contra: paid single (Codex §26)"
                                                                      : ", the partner's contra is void (A-K9)";
        }
        const std::int64_t game_amt = base * cg;
        const Text game_val = cg == partnership::contra_factor(c) ? partnership::times_contra(P(base), c)
                                                                  : T(fmt::format("{} × {} = {}", base, cg, game_amt), fmt::format("{} × {} = {}", base, cg, game_amt));
        const RuleRef game_rule{"koenigrufen §2.3", h_.game == Game::Solo && h_.king_in_talon ? "000:L756, L800-814" : "000:L688-690, L800-814"};
        std::string what = label();
        if (h_.self_call()) what += " (selbst gerufen)";
        if (h_.king_in_talon) what += " (König im Talon)";
        std::string what_en = label();
        if (h_.self_call()) what_en += " (called himself)";
        if (h_.king_in_talon) what_en += " (king in the talon)";

        // Volat (§2.4.3, Codex §19, A-G3, A-G4) and the game.
        const auto& v = h_.volat;
        const bool game_done = v && v->announced_by &&
                               announced_volat(b, *v, 24 * M, innocent, game_amt, label(), game_val, {"koenigrufen §2.4, §1.5, A-G3", "000:L712, L806-808, L2307"},
                                               {"koenigrufen §2.4, A-G4", "000:L306, L712"});
        if (!game_done) {
            const bool silent_volat = v && v->made_by && !(v->announced_by && *v->announced_by == *v->made_by);
            if (silent_volat) {
                const Side s = *v->made_by;
                const std::int64_t vs = 12 * M;
                const std::int64_t val = std::max(vs, game_amt);
                b.party(s, P(val),
                        T(fmt::format("Stiller Volat ({}) statt des Spiels: größerer Wert von {} und {} {} = {}", partnership::side_name(s).de, vs, what,
                                      game_val.de, val),
                          fmt::format("Silent Volat ({}) instead of the game: larger of {} and {} {} = {}", partnership::side_name(s).en, vs, what_en,
                                      game_val.en, val)),
                        {"koenigrufen §2.3, §1.5", "000:L712, L806, L2307"});
            } else {
                b.party(win ? Side::Declarer : Side::Opponents, P(game_amt),
                        T(what + (win ? " gewonnen" : " verloren") + how_de + ": " + game_val.de + cnote_de,
                          what_en + (win ? " won" : " lost") + how_en + ": " + game_val.en + cnote_en),
                        game_rule);
            }
        }

        called_king(b, p, M, innocent);
        pagat_ultimo(b, M, innocent);
        held_honours(b, p, M, false);

        std::string call_de, call_en;
        if (h_.calls_king()) {
            const std::string suit = h_.king ? std::string(suit_name(*h_.king)) : "";
            if (h_.king_in_talon) {
                call_de = " (" + (suit.empty() ? "" : suit + ", ") + "König im Talon, allein)";
                call_en = " (" + (suit.empty() ? "" : suit + ", ") + "king in the talon, alone)";
            } else if (h_.self_call()) {
                call_de = " (" + (suit.empty() ? "" : suit + ", ") + "selbst gerufen)";
                call_en = " (" + (suit.empty() ? "" : suit + ", ") + "called himself)";
            } else if (p.partner) {
                call_de = " (" + (suit.empty() ? "" : suit + ", ") + "mit " + name(*p.partner) + ")";
                call_en = " (" + (suit.empty() ? "" : suit + ", ") + "with " + name(*p.partner) + ")";
            }
        }
        out_.summary = T(name(decl) + ": " + label() + call_de + (win ? " gewonnen" : " verloren") + how_de,
                         name(decl) + ": " + label() + call_en + (win ? " won" : " lost") + how_en);
    }

    /// The called king: penalty, König Ultimo silent or announced (§2.4.1, A-K5, A-K6, A-G5).
    void called_king(partnership::Booker& b, const partnership::Parties& p, std::int64_t M, std::optional<Side> innocent) {
        if (!h_.calls_king() || h_.king_in_talon) return;
        (void)p;
        const CalledKing fate = h_.called_king.value_or(CalledKing::Home);
        const RuleRef rule{"koenigrufen §2.4", "000:L694-698, L802-803"};
        if (h_.koenig_ultimo) {
            const int c = h_.koenig_ultimo_contra;
            const std::int64_t val = 4 * M * partnership::contra_factor(c);
            const Text vt = partnership::times_contra(P(4 * M), c);
            const bool made = innocent ? *innocent == Side::Declarer : fate == CalledKing::Ultimo;
            Text why;
            if (made) why = T("König Ultimo angesagt und gemacht: " + vt.de, "König Ultimo announced and made: " + vt.en);
            else if (fate == CalledKing::Captured)
                why = T("König Ultimo angesagt, der König gefangen: nur " + vt.de + " (die Strafe entfällt, 000:L698)",
                        "König Ultimo announced, the king captured: only " + vt.en + " (no extra penalty, 000:L698)");
            else why = T("König Ultimo angesagt und nicht gemacht: " + vt.de + " an die Gegner (A-G5)",
                         "König Ultimo announced and not made: " + vt.en + " to the opponents (A-G5)");
            b.party(made ? Side::Declarer : Side::Opponents, P(val), why, rule);
            return;
        }
        if (fate == CalledKing::Captured) {
            std::int64_t pen = 2 * M;
            std::string note = "";
            if (h_.game == Game::Solo && rules_.is("solo_penalty", "2")) {
                pen = 2;
                note = " (Hausregel A-K5)";
            } else if (h_.game == Game::Solo) {
                note = " (doppelt im Solo, A-K5)";
            }
            b.party(Side::Opponents, P(pen),
                    T(fmt::format("Gerufener König von den Gegnern gefangen: Strafe {}{}", pen, note),
                      fmt::format("called king captured by the opponents: penalty {}{}", pen, note)),
                    {"koenigrufen §2.4, A-K5, A-K6", "000:L694, L754"});
        } else if (fate == CalledKing::Ultimo) {
            b.party(Side::Declarer, P(2 * M),
                    T(fmt::format("Stiller König Ultimo: {}", 2 * M), fmt::format("silent König Ultimo: {}", 2 * M)), rule);
        }
    }

    /// The Pagat Ultimo of either party (§2.4.2, 000:L704, L306; Codex §26).
    void pagat_ultimo(partnership::Booker& b, std::int64_t M, std::optional<Side> innocent) {
        if (!h_.ultimo) return;
        const auto& u = *h_.ultimo;
        if (u.announced && h_.partner_contra == PartnerContra::Ultimo) {
            if (u.won) {
                out_.result.notes.push_back(T("Pagat Ultimo gemacht, aber der Partner hat irrtümlich Contra gegeben: die Prämie entfällt (Codex §26).",
                                              "Pagat Ultimo made, but the partner said contra by mistake: the premium is void (Codex §26)."));
                return;
            }
            b.party(Side::Opponents, P(4 * M),
                    T(fmt::format("Pagat Ultimo angesagt und verloren, Contra des Partners: die einfache Prämie {} an die Gegner (Codex §26)", 4 * M),
                      fmt::format("Pagat Ultimo announced and lost, the partner's contra: the single premium {} to the opponents (Codex §26)", 4 * M)),
                    {"koenigrufen §2.6, Codex §26", "000:L2345-2347"});
            return;
        }
        partnership::book_ultimo(b, u, 2 * M, 4 * M, innocent, {"koenigrufen §2.4", "000:L304-306, L704, L804-805"});
    }

    /// Pays one honour premium of `value` to `holder`'s party (§2.4.4, §2.5, A-K3).
    void honour(partnership::Booker& b, const partnership::Parties& p, int holder, std::int64_t value, const Text& why, const RuleRef& rule) {
        const Side s = *p.side_of(holder);
        if (p.alone() && s == Side::Opponents && rules_.is("honours_1v3", "holder")) {
            b.from_each(holder, P(value), why + T(" (der Besitzer kassiert von jedem, A-K3)", " (the holder collects from everyone, A-K3)"),
                        {rule.rule + ", A-K3", "000:L344"});
            return;
        }
        b.party(s, P(value), why, rule);
    }

    /// Köpfe, Trull and Quatre held in hand, or (Bohemian rule A-K4) collected in tricks. A hand
    /// thrown in (A-K8 "paid") has no tricks: under the Bohemian rule no Trull or Quatre is
    /// collected, the Köpfe stay held (000:L702 "am Schlusse des Spiels ... in ihren Stichen").
    void held_honours(partnership::Booker& b, const partnership::Parties& p, std::int64_t M, bool thrown_in) {
        const bool bohemian = rules_.is("trull_quatre", "tricks");
        const bool only_high = rules_.is("koepfe", "skus_mond");
        const bool with_koepfe = rules_.is("trull_koepfe", "trull_and_koepfe");
        const RuleRef rule{"koenigrufen §2.4, §2.5", "000:L342, L700-702, L708, L807-810"};
        auto koepfe = [&](int seat, const char* extra_de, const char* extra_en) {
            honour(b, p, seat, M, T(fmt::format("Köpfe von {}{}: {}", name(seat), extra_de, M), fmt::format("Köpfe of {}{}: {}", name(seat), extra_en, M)),
                   {"koenigrufen §2.4, A-K1, A-K2", "000:L342, L708, L807"});
        };
        for (const auto& [seat, hon] : h_.honours) {
            const Side s = *p.side_of(seat);
            switch (hon) {
                case Honour::Koepfe:
                case Honour::KoepfePagat:
                    if (hon == Honour::KoepfePagat && only_high) {
                        out_.result.notes.push_back(T("Köpfe mit dem Pagat von " + name(seat) + " zählen nicht: nur Sküs und Mond sind Köpfe (Hausregel A-K1).",
                                                      "Köpfe with the Pagat of " + name(seat) + " do not count: only Sküs and Mond are Köpfe (house rule A-K1)."));
                        break;
                    }
                    if (bohemian && h_.collected_trull == s && !with_koepfe) {
                        out_.result.notes.push_back(T("Köpfe von " + name(seat) + ": seine Partei bekommt die Trull, nur diese zählt (A-K2).",
                                                      "Köpfe of " + name(seat) + ": his party gets the Trull, only that counts (A-K2)."));
                        break;
                    }
                    koepfe(seat, "", "");
                    break;
                case Honour::Trull:
                    if (bohemian) {
                        if (h_.collected_trull == s) {
                            if (with_koepfe) koepfe(seat, " zur Trull (A-K2)", " with the Trull (A-K2)");
                        } else {
                            if (thrown_in)
                                koepfe(seat, ": Trull gehalten, geschleift ohne Stiche (böhmisch, A-K2, A-K8)", ": Trull held, thrown in without tricks (Bohemian, A-K2, A-K8)");
                            else
                                koepfe(seat, ": Trull gehalten, aber nicht eingebracht (böhmisch, A-K2)", ": Trull held but not collected (Bohemian, A-K2)");
                        }
                        break;
                    }
                    honour(b, p, seat, 2 * M, T(fmt::format("Trull gehalten von {}: {}", name(seat), 2 * M), fmt::format("Trull held by {}: {}", name(seat), 2 * M)), rule);
                    if (with_koepfe) koepfe(seat, " zur Trull (Hausregel A-K2)", " with the Trull (house rule A-K2)");
                    break;
                case Honour::Quatre:
                    if (bohemian) break;
                    honour(b, p, seat, 2 * M,
                           T(fmt::format("Alle vier Könige gehalten von {}: {}", name(seat), 2 * M), fmt::format("all four kings held by {}: {}", name(seat), 2 * M)),
                           rule);
                    break;
            }
        }
        if (!bohemian) return;
        const RuleRef brule{"koenigrufen §2.4, A-K4", "000:L702, L1054-1056"};
        if (h_.collected_trull)
            b.party(*h_.collected_trull, P(2 * M),
                    T(fmt::format("Trull in den Stichen der {} (böhmisch): {}", partnership::side_name(*h_.collected_trull).de, 2 * M),
                      fmt::format("Trull in the tricks of the {} (Bohemian): {}", partnership::side_name(*h_.collected_trull).en, 2 * M)),
                    brule);
        if (h_.collected_quatre)
            b.party(*h_.collected_quatre, P(2 * M),
                    T(fmt::format("Alle vier Könige in den Stichen der {} (böhmisch): {}", partnership::side_name(*h_.collected_quatre).de, 2 * M),
                      fmt::format("all four kings in the tricks of the {} (Bohemian): {}", partnership::side_name(*h_.collected_quatre).en, 2 * M)),
                    brule);
    }
};

}  // namespace

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup) {
    HandOutcome out = Scorer(h, deal, setup).run();
    if (h.kind != DealKind::Game) return out;
    out.marks = partnership::premium_marks(h.contra, h.ultimo, h.volat, setup.players);
    for (const auto& [seat, honour] : h.honours)
        if (honour == Honour::Trull || honour == Honour::Quatre)
            mark_held(out.marks, same(honour == Honour::Trull ? "Trull" : "Quatre"), setup.players.at(static_cast<std::size_t>(seat)));
    if (h.renonce) mark_renonce(out.marks, setup.players.at(static_cast<std::size_t>(*h.renonce)));
    return out;
}

}  // namespace tarock::koenigrufen
