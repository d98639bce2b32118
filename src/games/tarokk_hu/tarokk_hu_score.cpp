// Scoring a Hungarian hand (docs/rules/tarokk-hu.md §H4-§H7) and the variant.
#include <fmt/format.h>

#include "games/common/marks.hpp"
#include "games/tarokk_hu/tarokk_hu.hpp"
#include "games/tarokk_hu/tarokk_hu_text.hpp"

namespace tarock::tarokk_hu {

namespace {

Thirds P(std::int64_t v) { return Thirds::whole(v); }

Text side_text(Side s) { return s == Side::Declarer ? T("Spielerpaar", "declarer's pair", "felvevő pár") : T("Gegenpaar", "opponents", "ellenpár"); }

/// " × rekontra 4 = 8" for a chain level above 0.
Text times(std::int64_t value, int level, const KontraChain& chain) {
    if (level == 0) return same("");
    return same(fmt::format(" × {} {} = {}", chain.word(level), kontra_factor(level), value * kontra_factor(level)));
}

struct FigureValue {
    const char* item;
    const char* de;
    const char* en;
    const char* hu;
    std::int64_t ts;
    std::int64_t md;
};
const FigureValue kFigures[] = {
    {"uhu", "Uhu", "uhu", "Uhu", 15, 20},
    {"facan", "Fácán", "fácán", "Fácán", 20, 20},
    {"facan2", "Fácán (zweite Form)", "fácán (second form)", "Fácán (második alak)", 20, 20},
    {"kiraly_ulti", "Király ulti", "király ulti", "Király ulti", 15, 15},
    {"kiraly_uhu", "Király uhu", "király uhu", "Király uhu", 20, 25},
    {"centrum", "Centrum", "centrum", "Centrum", 10, 10},
    {"kismadar", "Kismadár", "kismadár", "Kismadár", 10, 10},
    {"nagymadar", "Nagymadár", "nagymadár", "Nagymadár", 10, 10},
    {"pagatfogas", "Pagátfogás", "pagátfogás", "Pagátfogás", 4, 4},
    {"csuzima", "Csuzima", "csuzima", "Csuzima", 4, 4},
    {"furry", "Furry", "furry", "Furry", 25, 25},
};

/// The card a figure names, in each language: the pagát or the sas, or a suit.
Text card_text(const std::string& id) {
    if (id == "pagat") return T("Pagát", "pagát", "pagát");
    if (id == "sas") return T("Sas (II)", "sas (II)", "sas");
    if (id == "kor") return T("Herz", "hearts", "kőr");
    if (id == "karo") return T("Karo", "diamonds", "káró");
    if (id == "treff") return T("Kreuz", "clubs", "treff");
    if (id == "pikk") return T("Pik", "spades", "pikk");
    return same(id);
}

class Scorer {
public:
    Scorer(const Hand& h, const Deal& deal, const TableSetup& setup)
        : h_(h), deal_(deal), setup_(setup), rules_(setup.rules), chain_(kontra_chain(setup.rules)) {}

    HandOutcome run() {
        switch (h_.kind) {
            case RecordKind::AllPass:
                out_.all_passed = true;
                out_.summary = T("Alle gepasst: eingeworfen", "All passed: thrown in", "Mindenki passzolt: bedobva");
                out_.result.notes.push_back(T("Alle haben gepasst: die Hand wird eingeworfen, nichts wird gezahlt.", "Everybody passed: the hand is thrown in, nothing is paid.",
                                              "Mindenki passzolt: a leosztás bedobva, nincs fizetés."));
                return out_;
            case RecordKind::Manual: {
                std::string list;
                for (const auto& [seat, amount] : h_.agreed.amounts) list += (list.empty() ? "" : ", ") + name(seat) + " " + amount.to_signed_string();
                const std::string quoted = " (" + list + "): \"" + h_.agreed.reason + "\"";
                historic::book_deltas(out_.result, h_.agreed.amounts,
                                      T("Von Hand eingetragen, wie vereinbart" + quoted + "; die Regeln nennen keinen Betrag",
                                        "entered by hand as agreed" + quoted + "; the rules give no amount",
                                        "Kézzel beírva, megegyezés szerint" + quoted + "; a szabály nem ad összeget"),
                                      kRuleManual);
                out_.summary = T("Nach Vereinbarung: " + h_.agreed.reason, "As agreed: " + h_.agreed.reason, "Megegyezés szerint: " + h_.agreed.reason);
                return out_;
            }
            case RecordKind::Game: break;
        }
        game();
        return out_;
    }

private:
    const std::string& name(int seat) const { return setup_.players.at(static_cast<std::size_t>(seat)); }

    void pay(Side winner, std::int64_t v, const Text& reason, const RuleRef& rule) {
        if (v == 0) return;
        booker_->party(v > 0 ? winner : partnership::other(winner), P(v > 0 ? v : -v), reason, rule);
        total_ += (winner == Side::Declarer ? v : -v);
    }

    void game() {
        parties_ = partnership::make_parties(deal_, h_.declarer, h_.partner);
        partnership::Booker booker(out_.result, parties_, setup_.players);
        booker_ = &booker;
        const std::int64_t mult = rules_.amount("party_multiplier").whole_part();
        const std::int64_t p = bid_value(h_.bid) * mult;
        const int pts = *h_.points;
        const Side winner = pts >= 48 ? Side::Declarer : Side::Opponents;
        auto points_of = [&](Side s) { return s == Side::Declarer ? pts : 94 - pts; };
        out_.declarer = h_.declarer;
        out_.declarer_won = winner == Side::Declarer;
        static const char* const kGameIds[] = {"harom", "ketto", "egy", "szolo"};
        out_.game = kGameIds[static_cast<int>(h_.bid)];

        // The items other than the ladder (§H4).
        collected(h_.tuletroa, 2, 1, T("Tuletroá (Trull)", "tuletroá (trull)", "Tuletroá"), true);
        collected(h_.negy_kiraly, 2, 1, T("Négy király (vier Könige)", "négy király (four kings)", "Négy király"), true);
        const bool md60 = rules_.is("xxi_fogas", "60");
        collected(h_.xxi_fogas, md60 ? 60 : 42, md60 ? 30 : 21, T("XXI-fogás", "XXI-fogás", "XXI-fogás"), false);
        ulti(h_.pagat_ulti, T("Pagát ulti", "pagát ulti", "Pagát ulti"));
        ulti(h_.sas_ulti, T("Sas ulti", "sas ulti", "Sas ulti"));
        figures();

        // The ladder: volát, double game, game (§H6).
        const auto& v = h_.volat;
        const auto& d = h_.dupla;
        auto made_volat = [&](Side s) { return v && v->by.has_value() && *v->by == s; };
        auto announced_volat = [&](Side s) { return v && v->announced == s; };
        auto announced_double = [&](Side s) { return d && d->announced == s; };
        auto made_double = [&](Side s) { return points_of(s) >= 71; };
        const bool md = rules_.is("game_kontra_silent", "md");
        const bool game_kontra = h_.kontra > 0;
        bool silent_multiplied = false;  // HU-03 (b): a silent double or volát took the game's kontra

        // An announced volát (6 ×) or double game (4 ×), made or failed, times its own kontra (§H6).
        auto announced_premium = [&](Side a, bool made, std::int64_t multiple, const auto& kontra, const char* de, const char* en, const char* hu) {
            const std::string m = std::to_string(multiple) + " × " + std::to_string(p);
            const std::int64_t val = multiple * p * kontra_factor(kontra);
            pay(a, made ? val : -val,
                cat(made ? T(std::string(de) + " angesagt (" + side_text(a).de + ") und gemacht: " + m,
                             std::string(en) + " announced (" + side_text(a).en + ") and made: " + m,
                             std::string(hu) + " bemondva (" + side_text(a).hu + "), teljesítve: " + m)
                         : T(std::string(de) + " angesagt (" + side_text(a).de + ") und nicht gemacht: " + m,
                             std::string(en) + " announced (" + side_text(a).en + ") and failed: " + m,
                             std::string(hu) + " bemondva (" + side_text(a).hu + "), elbukott: " + m),
                    times(multiple * p, kontra, chain_)),
                kRuleLadder);
        };
        if (v && v->announced) announced_premium(*v->announced, made_volat(*v->announced), 6, v->kontra, "Volát", "volát", "Volát");
        if (v && v->by && !announced_volat(*v->by)) {
            const Side s = *v->by;
            std::int64_t val = 3 * p;
            Text t = T("Stiller Volát (" + side_text(s).de + "): 3 × " + std::to_string(p), "silent volát (" + side_text(s).en + "): 3 × " + std::to_string(p),
                       "Csendes volát (" + side_text(s).hu + "): 3 × " + std::to_string(p));
            if (md && game_kontra && s == winner) {
                t = cat(t, times(val, h_.kontra, chain_));
                val *= kontra_factor(h_.kontra);
                silent_multiplied = true;
            }
            pay(s, val, t, {"tarokk_hu §H6" + std::string(silent_multiplied ? ", HU-03" : ""), "PWH Scoring; TT VolatWinnerSide"});
        }
        if (d && d->announced) announced_premium(*d->announced, made_double(*d->announced), 4, d->kontra, "Dupla", "double game", "Duplajáték");
        for (Side s : {Side::Declarer, Side::Opponents}) {
            if (!made_double(s) || made_volat(s) || announced_volat(s) || announced_double(s)) continue;
            if (d && d->announced && rules_.is("failed_and_silent", "announced_only")) continue;
            std::int64_t val = 2 * p;
            Text t = T(fmt::format("Stille Dupla ({}, {} Punkte): 2 × {}", side_text(s).de, points_of(s), p),
                       fmt::format("silent double game ({}, {} points): 2 × {}", side_text(s).en, points_of(s), p),
                       fmt::format("Csendes duplajáték ({}, {} pont): 2 × {}", side_text(s).hu, points_of(s), p));
            if (md && game_kontra && s == winner) {
                t = cat(t, times(val, h_.kontra, chain_));
                val *= kontra_factor(h_.kontra);
                silent_multiplied = true;
            }
            pay(s, val, t, {"tarokk_hu §H6" + std::string(silent_multiplied ? ", HU-03" : ""), "PWH Scoring; TT DoubleGameWinnerSide"});
        }
        // The game itself: paid to the winner unless it was not kontra'd and the winner made or
        // announced a double or a volát (§H6, HU-04).
        const bool ladder_won = made_double(winner) || made_volat(winner) || announced_double(winner) || announced_volat(winner);
        const bool won = winner == Side::Declarer;
        const Text game_text = T(fmt::format("Partie {} {} ({} Punkte): {}", bid_name(h_.bid), won ? "gewonnen" : "verloren", pts, p),
                                 fmt::format("game {} {} ({} points): {}", bid_name(h_.bid), won ? "won" : "lost", pts, p),
                                 fmt::format("Parti, {}: {} ({} pont), {}", bid_name(h_.bid), won ? "nyert" : "vesztett", pts, p));
        if (silent_multiplied) {
            out_.result.notes.push_back(T("Die Kontra der Partie vervielfacht die stille Dupla bzw. den Volát; die Partie selbst wird nicht gezahlt (HU-03, MD).",
                                          "The game's kontra multiplies the silent double or volát; the game itself is not paid (HU-03, MD).",
                                          "A parti kontrája a csendes duplát ill. volátot szorozza; maga a parti nem jár (HU-03, MD)."));
        } else if (!game_kontra && ladder_won) {
            out_.result.notes.push_back(cat(game_text, T(": nicht gezahlt, das Paar hat Dupla oder Volát gemacht oder angesagt (§H6).",
                                                         ": not paid, the pair made or announced a double or a volát (§H6).",
                                                         ": nem jár, a pár duplát vagy volátot teljesített vagy mondott be (§H6).")));
        } else {
            pay(winner, p * kontra_factor(h_.kontra), cat(game_text, times(p, h_.kontra, chain_)),
                {"tarokk_hu §H2, §H6", "PWH Scoring; TS Game.ts PARTY_SCORE; TT ApplyGameScore"});
        }

        // 8 and 9 tarokks (§H7, HU-05).
        for (const auto& [seat, n] : h_.tarokk_count) {
            const std::int64_t val = n == 8 ? 1 : 2;
            const Text t = T(fmt::format("{} Tarokk von {}: {}", n == 8 ? "Acht" : "Neun", name(seat), val),
                             fmt::format("{} tarokks by {}: {}", n == 8 ? "eight" : "nine", name(seat), val),
                             fmt::format("{} tarokk, {}: {}", n == 8 ? "Nyolc" : "Kilenc", name(seat), val));
            if (rules_.is("tarokk_counts", "party")) pay(*parties_.side_of(seat), val, t, kRuleCount);
            else booker.from_each(seat, P(val), cat(t, T(" von jedem der drei anderen", " from each of the three others", " mindhárom másiktól")), kRuleCount);
        }

        const Text alone = parties_.partner ? same("")
                           : h_.self_call   ? T(" (sich selbst gerufen, allein)", " (called himself, alone)", " (saját magát hívta, egyedül)")
                                            : T(" (gerufener Tarokk im Talon, allein)", " (called tarokk in the talon, alone)", " (a hívott tarokk a talonban, egyedül)");
        std::string pair = name(h_.declarer) + (parties_.partner ? " + " + name(*parties_.partner) : "");
        const std::string t = fmt::format("{:+}", total_);
        const Text result = parties_.partner ? T(": " + t + " für jeden des Spielerpaares", ": " + t + " for each of the declarer's pair", ": a felvevő pár tagjainak " + t)
                                             : T(": " + t + " von jedem Gegner", ": " + t + " from each opponent", ": " + t + " mindegyik ellenféltől");
        out_.summary = cat(cat(same(pair), alone),
                           cat(T(fmt::format(": {} {} ({} Punkte)", bid_name(h_.bid), won ? "gewonnen" : "verloren", pts),
                                 fmt::format(": {} {} ({} points)", bid_name(h_.bid), won ? "won" : "lost", pts),
                                 fmt::format(": {}, {} ({} pont)", bid_name(h_.bid), won ? "nyert" : "vesztett", pts)),
                               result));
        booker_ = nullptr;
        write_marks(points_of);
    }

    /// The marks of the hand as the record holds them (games/common/marks.hpp): the kontra on the
    /// game, then each bemondás announced with its outcome and its own kontra, or silent when a
    /// side achieved it; the double game and the volát last.
    template <typename PointsOf>
    void write_marks(const PointsOf& points_of) {
        mark_contra(out_.marks, h_.kontra);
        collected_mark(h_.tuletroa, "Tuletroá", T("Tuletroá (Trull)", "tuletroá (trull)", "Tuletroá"));
        collected_mark(h_.negy_kiraly, "4 király", T("Négy király (vier Könige)", "négy király (four kings)", "Négy király"));
        collected_mark(h_.xxi_fogas, "XXI-fogás", T("XXI-fogás", "XXI-fogás", "XXI-fogás"));
        ulti_mark(h_.pagat_ulti, "Pagát", T("Pagát ulti", "pagát ulti", "Pagát ulti"));
        ulti_mark(h_.sas_ulti, "Sas", T("Sas ulti", "sas ulti", "Sas ulti"));
        for (const Figure& f : h_.figures) {
            for (const FigureValue& k : kFigures) {
                if (f.item != k.item) continue;
                const Text card = f.card.empty() ? same("") : cat(same(" ("), cat(card_text(f.card), same(")")));
                const Text what = cat(T(k.de, k.en, k.hu), card);
                if (f.announced) mark_premium(out_.marks, same(k.hu), what, true, f.made, f.kontra, side_text(*f.announced));
                else mark_premium(out_.marks, same(k.hu), what, false, true, 0, side_text(*f.by));
            }
        }
        if (const auto& d = h_.dupla; d && d->announced)
            mark_premium(out_.marks, same("Dupla"), T("Duplajáték (doppeltes Spiel)", "duplajáték (double game)", "Duplajáték"), true, points_of(*d->announced) >= 71,
                         d->kontra, side_text(*d->announced));
        if (const auto& v = h_.volat) {
            if (v->announced) mark_premium(out_.marks, same("Volát"), same("Volát"), true, v->by == v->announced, v->kontra, side_text(*v->announced));
            else if (v->by) mark_premium(out_.marks, same("Volát"), same("Volát"), false, true, 0, side_text(*v->by));
        }
    }

    /// The mark of tuletroá, négy király or XXI-fogás `x`: announced, made when the announcing
    /// side achieved it; silent, marked when a side achieved it.
    void collected_mark(const std::optional<Collected>& x, const std::string& mark, const Text& what) {
        if (!x) return;
        if (x->announced) mark_premium(out_.marks, same(mark), what, true, x->by == x->announced, x->kontra, side_text(*x->announced));
        else if (x->by) mark_premium(out_.marks, same(mark), what, false, true, 0, side_text(*x->by));
    }

    /// The mark of pagát or sas ulti `u`: announced, made when the announcing side holds the card
    /// and it won the last trick; silent, marked when the card was in the last trick.
    void ulti_mark(const std::optional<Ulti>& u, const std::string& mark, const Text& what) {
        if (!u) return;
        const bool won = u->result == UltiResult::Won;
        if (u->announced)
            mark_premium(out_.marks, same(mark), what, true, *u->announced == *parties_.side_of(u->player) && won, u->kontra, side_text(*u->announced));
        else if (u->result != UltiResult::Earlier)
            mark_premium(out_.marks, same(mark), what, false, won, 0, same(name(u->player)));
    }

    /// Tuletroá, négy király, XXI-fogás: announced by a side (made or not) and achieved silently
    /// by a side (§H4, HU-02); silent trull and four kings are not paid to a side with a volát.
    void collected(const std::optional<Collected>& x, std::int64_t announced, std::int64_t silent, const Text& what, bool volat_suppresses) {
        if (!x) return;
        const RuleRef rule = kRuleItems;
        if (x->announced) {
            const Side a = *x->announced;
            const bool made = x->by == a;
            const std::int64_t val = announced * kontra_factor(x->kontra);
            pay(a, made ? val : -val,
                cat(cat(what, made ? T(" angesagt (" + side_text(a).de + ") und gemacht: " + std::to_string(announced),
                                       " announced (" + side_text(a).en + ") and made: " + std::to_string(announced),
                                       " bemondva (" + side_text(a).hu + "), teljesítve: " + std::to_string(announced))
                                   : T(" angesagt (" + side_text(a).de + ") und nicht gemacht: " + std::to_string(announced),
                                       " announced (" + side_text(a).en + ") and failed: " + std::to_string(announced),
                                       " bemondva (" + side_text(a).hu + "), elbukott: " + std::to_string(announced))),
                    times(announced, x->kontra, chain_)),
                rule);
        }
        if (!x->by || x->announced == x->by) return;
        const Side s = *x->by;
        if (x->announced && rules_.is("failed_and_silent", "announced_only")) return;
        if (volat_suppresses && h_.volat && h_.volat->by == s) {
            out_.result.notes.push_back(cat(what, T(" still: beim Volát nicht gezahlt (§H6).", " silent: not paid with a volát (§H6).", " csendben: volátnál nem jár (§H6).")));
            return;
        }
        pay(s, silent, cat(what, T(" still (" + side_text(s).de + "): " + std::to_string(silent), " silent (" + side_text(s).en + "): " + std::to_string(silent),
                                   " csendben (" + side_text(s).hu + "): " + std::to_string(silent))),
            {"tarokk_hu §H4, HU-02", "TT T1; TT ApplyAnnouncementScore"});
    }

    /// Pagát or sas ulti: the announcing side wins when its card wins the last trick; silently the
    /// holder's side gets 5, and when the card is beaten in the last trick the other side gets 5.
    void ulti(const std::optional<Ulti>& u, const Text& what) {
        if (!u) return;
        const Side holder = *parties_.side_of(u->player);
        if (u->announced) {
            const Side a = *u->announced;
            const bool made = a == holder && u->result == UltiResult::Won;
            const std::int64_t val = 10 * kontra_factor(u->kontra);
            pay(a, made ? val : -val,
                cat(cat(what, made ? T(" angesagt (" + side_text(a).de + ") und gewonnen: 10", " announced (" + side_text(a).en + ") and won: 10",
                                       " bemondva (" + side_text(a).hu + "), teljesítve: 10")
                                   : T(" angesagt (" + side_text(a).de + ") und verloren: 10", " announced (" + side_text(a).en + ") and lost: 10",
                                       " bemondva (" + side_text(a).hu + "), elbukott: 10")),
                    times(10, u->kontra, chain_)),
                kRuleItems);
            if (a == holder) return;
        }
        if (u->result == UltiResult::Won)
            pay(holder, 5, cat(what, T(" still von " + name(u->player) + ": 5", " silent by " + name(u->player) + ": 5", " csendben, " + name(u->player) + ": 5")),
                {"tarokk_hu §H3.1, §H4", "TT kPagatUltimoScore; TS Contract.test.ts L307"});
        else if (u->result == UltiResult::Lost)
            pay(partnership::other(holder), 5,
                cat(what, T(" von " + name(u->player) + " im letzten Stich geschlagen (still): 5 an die andere Seite",
                            " of " + name(u->player) + " beaten in the last trick (silent): 5 to the other side",
                            " (" + name(u->player) + ") az utolsó ütésben elütve (csendben): 5 a másik párnak")),
                {"tarokk_hu §H4", "TT CalculateScores T3"});
    }

    void figures() {
        const bool md = rules_.is("illustrated_values", "md");
        for (const Figure& f : h_.figures) {
            const FigureValue* fv = nullptr;
            for (const FigureValue& k : kFigures)
                if (f.item == k.item) fv = &k;
            const std::int64_t value = md ? fv->md : fv->ts;
            const Text card = f.card.empty() ? same("") : cat(same(" ("), cat(card_text(f.card), same(")")));
            const Text what = cat(T(fv->de, fv->en, fv->hu), card);
            if (f.announced) {
                const Side a = *f.announced;
                const std::int64_t val = value * kontra_factor(f.kontra);
                pay(a, f.made ? val : -val,
                    cat(cat(what, f.made ? T(" angesagt (" + side_text(a).de + ") und gemacht: " + std::to_string(value),
                                             " announced (" + side_text(a).en + ") and made: " + std::to_string(value),
                                             " bemondva (" + side_text(a).hu + "), teljesítve: " + std::to_string(value))
                                         : T(" angesagt (" + side_text(a).de + ") und nicht gemacht: " + std::to_string(value),
                                             " announced (" + side_text(a).en + ") and failed: " + std::to_string(value),
                                             " bemondva (" + side_text(a).hu + "), elbukott: " + std::to_string(value))),
                        times(value, f.kontra, chain_)),
                    kRuleFigures);
            } else {
                const Side s = *f.by;
                pay(s, value / 2, cat(what, T(" still (" + side_text(s).de + "): halb, " + std::to_string(value / 2), " silent (" + side_text(s).en + "): half, " + std::to_string(value / 2),
                                              " csendben (" + side_text(s).hu + "): fele, " + std::to_string(value / 2))),
                    {"tarokk_hu §H3.2, HU-07", "MD silentFigureValue"});
            }
        }
    }

    const Hand& h_;
    const Deal& deal_;
    const TableSetup& setup_;
    const HouseRules& rules_;
    const KontraChain& chain_;
    partnership::Parties parties_;
    partnership::Booker* booker_ = nullptr;
    std::int64_t total_ = 0;  // T: what the declarer's pair receives per member (§H7)
    HandOutcome out_;
};

class TarokkLedger final : public Ledger {
public:
    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const Hand h = parse_hand(j, ctx.setup.players, ctx.setup.rules);
        validate(h, ctx.deal, ctx.setup.rules);
        return score(h, ctx.deal, ctx.setup);
    }
    std::unique_ptr<Ledger> clone() const override { return std::make_unique<TarokkLedger>(*this); }
};

class TarokkVariant final : public Variant {
public:
    std::string id() const override { return "tarokk_hu"; }
    Text name() const override { return T("Ungarisches Tarokk", "Hungarian Tarokk", "Tarokk"); }
    std::string rules_file() const override { return "docs/rules/tarokk-hu.md"; }
    int active_players() const override { return 4; }
    std::vector<int> table_sizes() const override { return {4, 5}; }
    Text unit() const override { return T("Punkte", "points", "pont"); }
    Text pot_name() const override { return T("Kasse", "pot", "kassza"); }
    const std::vector<SettingSpec>& settings() const override { return tarokk_hu::settings(); }
    std::unique_ptr<Ledger> start(const TableSetup&) const override { return std::make_unique<TarokkLedger>(); }
    void check_setup(const TableSetup& setup) const override {
        if (!setup.rules.amount("party_multiplier").is_whole())
            refuse3("house_rules.party_multiplier", {"tarokk_hu §H8, HU-09", "TS Game.ts L105-112"}, "Der Faktor ist eine ganze Zahl.", "the multiplier is a whole number",
                    "A szorzó egész szám.");
    }
};

}  // namespace

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup) { return Scorer(h, deal, setup).run(); }

const Variant& tarokk_hu_variant() {
    static const TarokkVariant v;
    return v;
}

}  // namespace tarock::tarokk_hu
