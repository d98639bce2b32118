// Scoring a modern Königrufen hand (§2-§7): every item — the game, each premium, the Valat —
// is won by one party and settled by the primitive of §2.2 (2 v 2: each member ±v; 1 v 3: the
// declarer ±3v); negative games pair the declarer with each opponent (§5.8); Trischaken by the
// family of §5 (M-17). Every amount is written twice: the Schrift (no Kontra, M-11) and the money
// (Geld, with Kontra), both times the Radl factor (§6).
#include <algorithm>

#include <fmt/format.h>

#include "core/cards.hpp"
#include "games/common/bilingual.hpp"
#include "games/common/manual.hpp"
#include "games/common/marks.hpp"
#include "games/koenigrufen_modern/koenigrufen_modern.hpp"

namespace tarock::koenigrufen_modern {

namespace {

using partnership::Booker;
using partnership::Parties;

std::string shown(Thirds t) { return historic::shown(t); }

class Scorer {
public:
    Scorer(const Hand& h, const Deal& deal, const TableSetup& setup, int radl)
        : h_(h), deal_(deal), setup_(setup), rules_(setup.rules), radl_(radl), c_(info(h.contract)) {}

    HandOutcome run() {
        out_.game = c_.id;
        out_.declarer = h_.declarer;
        const std::string& who = setup_.players.at(static_cast<std::size_t>(h_.declarer));
        out_.summary = format_text("{}: {}", "{}: {}", who, std::string(c_.name));
        if (radl_ > 1) {
            const Text help = format_text("Doppelspiel im Radl: alle Werte × {} (§6).", "double game in a Radl: every value × {} (§6).", radl_);
            out_.marks.push_back({same(fmt::format("(R×{})", radl_)), help});
            out_.result.notes.push_back(help);
        }
        out_.struck = h_.struck;
        if (h_.struck) {
            out_.result.notes.push_back(format_text("Zeile gestrichen: ein nicht aufklärbarer Schreibfehler, alle vier bekommen 0 (§7.2, OEF).",
                                                    "row struck: a writing error that cannot be resolved, all four get 0 (§7.2, OEF)."));
            out_.summary = out_.summary + format_text(" — gestrichen", " — struck");
            finish();
            return out_;
        }
        if (c_.shape == Shape::Trischaken) {
            out_.declarer.reset();
            if (h_.renonce) trischaken_renonce(); else trischaken();
        } else if (h_.renonce && h_.renonce->no_bird) {
            to_each(h_.renonce->player, rules_.amount("renonce_besserrufer"),
                    format_text("Besserrufer ohne Vogel angesagt: Renonce", "Besserrufer bid without a bird: renonce"), rule::kRenonce);
        } else if (h_.renonce) {
            renonce();
        } else if (c_.shape == Shape::Negative) {
            negative();
        } else if (h_.talon_king == TalonKing::Schleifen) {
            schleifen();
        } else {
            positive();
        }
        finish();
        return out_;
    }

private:
    Thirds amount(const std::string& key) const { return rules_.amount(key); }
    int solo_factor() const { return c_.solo && rules_.is("solo_doppelt", "on") ? 2 : 1; }
    bool split() const { return rules_.is("schrift", "split"); }

    Parties parties() const {
        std::optional<int> partner;
        if (c_.shape == Shape::Partner && h_.talon_king == TalonKing::None && h_.partner != h_.declarer) partner = h_.partner;
        return partnership::make_parties(deal_, h_.declarer, partner);
    }

    Text radl_text() const { return radl_ > 1 ? format_text(" × {} (Radl)", " × {} (Radl)", radl_) : Text{}; }

    /// The Kontra word as said at the table: "Kontra", "Re", "Sub", "Mort".
    static std::string kontra_word(int kontra) {
        std::string w = kontra_chain().word(kontra);
        if (!w.empty() && w[0] >= 'a' && w[0] <= 'z') w[0] = static_cast<char>(w[0] - 'a' + 'A');
        return w;
    }

    /// " · Geld 2 × Kontra 2 = 4": the money of an amount `base` under Kontra level `kontra`.
    Text kontra_text(Thirds base, int kontra) const {
        if (kontra == 0) return Text{};
        return format_text(" · Geld {} × {} = {}", " · money {} × {} = {}", shown(base), kontra_word(kontra) + " " + std::to_string(kontra_factor(kontra)),
                           shown(base * kontra_factor(kontra)));
    }

    /// One party item: `winner` wins `v` per member (Schrift), Kontra level `kontra` on the money.
    void item(const Parties& p, Side winner, Thirds v, int kontra, const Text& what, const RuleRef& why) {
        if (v.is_zero()) return;
        Booker geld(out_.result, p, setup_.players), schrift(schrift_, p, setup_.players);
        const Text base = what + format_text(": {}", ": {}", shown(v));
        geld.party(winner, v * kontra_factor(kontra) * radl_, base + kontra_text(v, kontra) + radl_text(), why);
        schrift.party(winner, v * radl_, base + radl_text(), why);
    }

    /// `payer` pays `each` to every other active seat (Schrift = Geld).
    void to_each(int payer, Thirds each, const Text& what, const RuleRef& why) {
        for (int s : deal_.active)
            if (s != payer) direct(payer, s, each, each, what, why);
    }

    /// One payment between two seats: `schrift` written, `geld` paid (`kontra`: the Kontra level
    /// that makes the one the other, for the explanation).
    void direct(int payer, int payee, Thirds schrift, Thirds geld, const Text& what, const RuleRef& why, int kontra = 0, const Parties* among = nullptr) {
        const Parties p = among ? *among : parties();
        Booker g(out_.result, p, setup_.players), s(schrift_, p, setup_.players);
        const Text base = what + format_text(": {}", ": {}", shown(schrift));
        const Text money = kontra ? kontra_text(schrift, kontra) : geld != schrift ? format_text(" · Geld {}", " · money {}", shown(geld)) : Text{};
        g.direct(payer, payee, geld * radl_, base + money + radl_text(), why);
        s.direct(payer, payee, schrift * radl_, base + radl_text(), why);
    }

    void finish() {
        if (split()) out_.result.written = schrift_.net(setup_.table_size());
    }

    // ---- Positive games -------------------------------------------------------------------

    /// The summary's end once the game is decided: the partner who held the called king, won or
    /// lost, the card points ("Dieter: Rufer (mit Bernd) verloren (30 Punkte)").
    void say_result() {
        if (c_.shape == Shape::Partner && h_.talon_king == TalonKing::None && h_.partner && *h_.partner != h_.declarer)
            out_.summary = out_.summary + format_text(" (mit {})", " (with {})", setup_.players.at(static_cast<std::size_t>(*h_.partner)));
        out_.summary = out_.summary + result_words(out_.declarer_won.value_or(false), h_.points);
    }

    Thirds threshold() const {
        const std::int64_t half = kPack54.half() * 3;
        const std::string& s = rules_.choice("schwelle");
        if (s == "106") return Thirds::from_thirds(half + 1);
        if (s == "106_kontra_105") return Thirds::from_thirds(h_.kontra > 0 ? half : half + 1);
        return Thirds::from_thirds(half + 2);
    }

    Thirds game_value(bool declarer_wins) const {
        if (h_.contract == Contract::Sechserdreier && !declarer_wins) return amount("wert_sechserdreier_verloren");
        return amount(c_.setting);
    }

    Text game_text(bool won) const {
        return format_text("{} {}", "{} {}", std::string(c_.name), std::string("")) + (won ? format_text("gewonnen", "won") : format_text("verloren", "lost"));
    }

    Thirds premium_value(const Premium& p) const {
        return amount(std::string(info(p.kind).setting) + (p.announced ? "_angesagt" : "_still")) * solo_factor();
    }

    /// Whether the Kontras of this hand are void (Solorufer with the king in the talon, M-15).
    bool kontras_void() const {
        return h_.contract == Contract::Solorufer && h_.talon_king == TalonKing::Played && rules_.is("talon_solorufer", "void");
    }

    void positive() {
        const Parties p = parties();
        const bool won = *h_.points >= threshold();
        const bool kvoid = kontras_void();
        int game_kontra = kvoid ? 0 : h_.kontra;
        if (kvoid && (h_.kontra || !h_.premiums.empty()))
            out_.result.notes.push_back(format_text("Solorufer mit dem König im Talon: alle Kontras zählen nicht (M-15).",
                                                    "Solorufer with the king in the talon: every Kontra is void (M-15)."));
        if (h_.vier_koenige && c_.shape == Shape::Partner && rules_.is("vier_koenige", "queen"))
            out_.result.notes.push_back(format_text("Die Vorhand hält alle vier Könige und ruft eine Dame; der Partner hält sie (M-36).",
                                                    "the Vorhand holds all four kings and calls a queen; the partner holds it (M-36)."));
        if (h_.talon_king == TalonKing::Played)
            out_.result.notes.push_back(format_text("Der gerufene König lag im Talon: der Spieler spielt allein gegen drei.",
                                                    "the called king lay in the talon: the declarer plays alone against three."));
        const std::string& form = rules_.choice("valat");
        const Valat* v = h_.valat ? &*h_.valat : nullptr;
        const bool filter = v && (v->made_by || form == "multiplier");
        Side game_winner = won ? Side::Declarer : Side::Opponents;
        std::int64_t whole = 1;  // RUE: the whole result times 4 / 8
        if (v) {
            const Side vw = v->made_by ? *v->made_by : partnership::other(*v->announced);
            const bool announced = v->announced.has_value();
            const bool silent_made = v->made_by && !announced;
            const Text what = format_text("Valat {}", "Valat {}", std::string(announced ? (v->made_by == v->announced ? "angesagt" : "angesagt, verfehlt") : "still"));
            const bool spiel_void = silent_made && rules_.is("valat_spielkontra", "void");
            if (spiel_void && h_.kontra)
                out_.result.notes.push_back(format_text("Stiller Valat: das Kontra auf das Spiel zählt nicht (M-09).", "silent Valat: the Kontra on the game is void (M-09)."));
            if (form == "multiplier") {
                const std::int64_t f = (announced ? amount("valat_faktor_angesagt") : amount("valat_faktor_still")).whole_part();
                const int k = kvoid ? 0 : (v->kontra ? v->kontra : (spiel_void ? 0 : h_.kontra));
                item(p, vw, game_value(vw == Side::Declarer) * f, k,
                     what + format_text(" statt des Spiels, {} × {}", " instead of the game, {} × {}", shown(game_value(vw == Side::Declarer)), f), rule::kValat);
                out_.declarer_won = vw == Side::Declarer;
                say_result();
                premiums(p, filter, kvoid, 1);
                return;
            }
            if (form == "fixed") {
                const Thirds fixed = (announced ? amount("valat_angesagt") : amount("valat_still")) * (rules_.is("valat_solo", "double") ? solo_factor() : 1);
                item(p, vw, fixed, kvoid ? 0 : v->kontra, what, rule::kValat);
                if (spiel_void) game_kontra = 0;
                if (v->made_by) game_winner = *v->made_by;
            } else {  // whole
                whole = (announced ? amount("valat_faktor_angesagt") : amount("valat_faktor_still")).whole_part();
                game_winner = vw;
                out_.result.notes.push_back(format_text("Valat: das ganze Ergebnis zählt {}-fach (RUE).", "Valat: the whole result counts {} times (RUE).", whole));
            }
        }
        out_.declarer_won = game_winner == Side::Declarer;
        say_result();
        item(p, game_winner, game_value(game_winner == Side::Declarer) * whole, game_kontra,
             game_text(game_winner == Side::Declarer) + (whole > 1 ? format_text(" × {}", " × {}", whole) : Text{}), rule::kMechanics);
        premiums(p, filter, kvoid, whole);
        if (h_.mondfang) {
            const Thirds m = amount("mondfang_still") * solo_factor();
            direct(h_.mondfang->mond, h_.mondfang->by, m, m, format_text("Mondfang", "Mondfang"), rule::kMondfang);
        }
    }

    bool counts_beside_valat(const Premium& p) const {
        const std::string& s = rules_.choice("valat_neben");
        const PremiumInfo& pi = info(p.kind);
        if (s == "verlauf") return pi.verlauf;
        if (s == "wtc") return pi.verlauf || p.announced;
        if (s == "rue") return p.kind != PremiumKind::Trull && p.kind != PremiumKind::Koenige && p.kind != PremiumKind::Absolut;
        return p.announced;
    }

    /// The Säcke of the hand from the card points (M-45) that the table did not enter: silent and
    /// made, for each party that reaches a threshold, where the tariff has the Sack and the game
    /// allows it (§3.2).
    std::vector<Premium> computed_saecke() {
        std::vector<Premium> out;
        const std::string& farb = rules_.choice("farbenspiel_praemien");
        if (!h_.points || (c_.farbenspiel && farb == "koenige_valat")) return out;
        for (PremiumKind kind : {PremiumKind::Sack1, PremiumKind::Sack2})
            for (Side side : {Side::Declarer, Side::Opponents}) {
                const bool entered = std::any_of(h_.premiums.begin(), h_.premiums.end(), [&](const Premium& q) { return q.kind == kind && q.side == side; });
                const bool valued = !amount(std::string(info(kind).setting) + "_still").is_zero();
                if (entered || !valued || sack_made(kind, side, *h_.points, rules_) != true) continue;
                out.push_back(Premium{kind, side, false, true, 0, std::nullopt});
                const std::string name = info(kind).name;
                out_.result.notes.push_back(side == Side::Declarer
                                                ? format_text("{} aus den Kartenpunkten: Spielerpartei (M-45).", "{} from the card points: the declarer's party (M-45).", name)
                                                : format_text("{} aus den Kartenpunkten: Gegenpartei (M-45).", "{} from the card points: the opponents (M-45).", name));
            }
        return out;
    }

    void premiums(const Parties& p, bool valat_filter, bool kvoid, std::int64_t whole) {
        std::vector<Premium> all = h_.premiums;
        for (const Premium& s : computed_saecke()) all.push_back(s);
        for (const Premium& pr : all) {
            const PremiumInfo& pi = info(pr.kind);
            const Text name = format_text("{}{}", "{}{}", std::string(pi.name), std::string("")) +
                              (pr.announced ? format_text(" angesagt", " announced") : format_text(" still", " silent"));
            if (valat_filter && !counts_beside_valat(pr)) {
                out_.result.notes.push_back(name + format_text(" zählt neben dem Valat nicht (M-08).", " does not count beside the Valat (M-08)."));
                continue;
            }
            Side winner = pr.side;
            if (!pr.made) {
                if (!pr.announced && rules_.is("still_verloren", "none")) {
                    out_.result.notes.push_back(name + format_text(" verloren: kostet nichts (M-05).", " failed: costs nothing (M-05)."));
                    continue;
                }
                winner = partnership::other(pr.side);
            }
            int k = kvoid ? 0 : pr.kontra;
            if (k && pr.kontra_by && p.side_of(*pr.kontra_by) == pr.side) {
                out_.result.notes.push_back(name + format_text(": Kontra vom eigenen Partner zählt nicht (M-14).", ": a Kontra by the own partner is void (M-14)."));
                k = 0;
            }
            const Text what = name + (pr.made ? format_text(" gemacht", " made") : format_text(" verloren", " failed")) +
                              (solo_factor() > 1 ? format_text(" (Solo doppelt)", " (solo double)") : Text{}) +
                              (whole > 1 ? format_text(" × {}", " × {}", whole) : Text{});
            item(p, winner, premium_value(pr) * whole, k, what, pr.made ? rule::kPremiums : rule::kMadeFailed);
        }
    }

    void schleifen() {
        Thirds v = amount(c_.setting);
        Text what = format_text("{} geschleift (König im Talon)", "{} given up (king in the talon)", std::string(c_.name));
        out_.summary = out_.summary + format_text(" geschleift (König im Talon)", " given up (king in the talon)");
        if (h_.bird) {
            v += amount(std::string(info(*h_.bird).setting) + "_angesagt");
            what = what + format_text(" mit {}", " with {}", std::string(info(*h_.bird).name));
        }
        item(parties(), Side::Opponents, v, 0, what, rule::kTalonKing);
    }

    // ---- Negative games (§5.8) -------------------------------------------------------------

    void negative() {
        out_.declarer_won = *h_.won;
        out_.summary = out_.summary + (*h_.won ? format_text(" gewonnen", " won") : format_text(" verloren", " lost"));
        negative_game(h_.declarer, *h_.won, h_.kontras, parties());
        // Bei-Spiele (M-35): each settles the same game on his own against the three others.
        for (const Bei& b : h_.bei) {
            const std::string& who = setup_.players.at(static_cast<std::size_t>(b.player));
            out_.summary = out_.summary + format_text("; {} bei, {}", "; {} bei, {}", who, std::string("")) +
                           (*b.won ? format_text("gewonnen", "won") : format_text("verloren", "lost"));
            negative_game(b.player, *b.won, b.kontras, partnership::make_parties(deal_, b.player, std::nullopt));
        }
    }

    /// One negative game of `declarer` against each other active seat, with each one's Kontra (§5.8).
    void negative_game(int declarer, bool won, const std::map<int, int>& kontras, const Parties& p) {
        const Thirds v = amount(c_.setting);
        const bool half = rules_.is("bettel_halb", "on") && (h_.contract == Contract::Bettel || h_.contract == Contract::BettelOuvert);
        for (int o : deal_.active) {
            if (o == declarer) continue;
            const auto it = kontras.find(o);
            const int k = it == h_.kontras.end() ? 0 : it->second;
            const int payer = won ? o : declarer, payee = won ? declarer : o;
            Text what = format_text("{} {}", "{} {}", std::string(c_.name), std::string("")) + (won ? format_text("gewonnen", "won") : format_text("verloren", "lost"));
            if (k) what = what + format_text(", {} von {}", ", {} by {}", kontra_word(k), setup_.players.at(static_cast<std::size_t>(o)));
            if (half) {
                // RUE: 2½, rounded down per opponent after Kontra and Radl (M-41).
                const std::int64_t pts = v.whole_part() * 2 + 1;
                const Thirds g = Thirds::whole(pts * kontra_factor(k) * radl_ / 2), s = Thirds::whole(pts * radl_ / 2);
                Booker gb(out_.result, p, setup_.players), sb(schrift_, p, setup_.players);
                const Text t = what + format_text(" ({} ½, abgerundet, M-41)", " ({} ½, rounded down, M-41)", v.whole_part());
                gb.direct(payer, payee, g, t + format_text(": {}", ": {}", shown(g)), rule::kNegative);
                sb.direct(payer, payee, s, t + format_text(": {}", ": {}", shown(s)), rule::kNegative);
                continue;
            }
            direct(payer, payee, v, v * kontra_factor(k), what, rule::kNegative, k, &p);
        }
    }

    // ---- Trischaken (§5) -------------------------------------------------------------------

    void trischaken() {
        // In speaking order from the Trischaker (the Vorhand, or the next one when she passed it
        // on with four kings, M-36).
        std::vector<int> order;
        const std::size_t n = deal_.active.size(), first = static_cast<std::size_t>(deal_.speaking_position(h_.declarer));
        for (std::size_t i = 0; i < n; ++i) order.push_back(deal_.active[(first + i) % n]);
        std::vector<Thirds> t;
        for (int s : order) t.push_back(h_.trischaken.at(s));
        Text why;
        const auto sixths = trischaken_sixths(t, rules_, why);
        const Thirds unit = amount(c_.setting) * radl_;
        std::vector<std::pair<int, Thirds>> deltas;
        for (std::size_t i = 0; i < sixths.size(); ++i) {
            const std::int64_t thirds6 = unit.count() * sixths[i];
            if (thirds6 % 6 != 0)
                refuse("trischaken", RuleRef{"koenigrufen_modern M-42", "SAU \"Trischaken\""},
                       "Die Verlierer müssten Halbe zahlen; wie sie teilen, lässt die Regel offen. Die Tischrunde entscheidet (den Betrag als eigene Zeile eintragen).",
                       "the losers would pay halves; how they share is left open by the rule. The table decides (enter the amounts as a row of their own)");
            deltas.emplace_back(order[i], Thirds::from_thirds(thirds6 / 6));
        }
        const Text reason = format_text("Trischaken: ", "Trischaken: ") + why + radl_text();
        const RuleRef& why_rule = trischaken_rule(rules_.choice("trischaken"));
        historic::book_deltas(out_.result, deltas, reason, why_rule);
        historic::book_deltas(schrift_, deltas, reason, why_rule);
    }

    /// The section of the Trischaken family `family` (M-17).
    static const RuleRef& trischaken_rule(const std::string& family) {
        static const RuleRef oe{"koenigrufen_modern §5.2", "HT §7.6"}, sau{"koenigrufen_modern §5.4", "SAU Trischaken"},
            tir{"koenigrufen_modern §5.3", "TIR §5; ABK XSBuchen"}, pool{"koenigrufen_modern §5.5", "WTC-20 Trischaken; APP"},
            rue{"koenigrufen_modern §5.6", "RUE Trischaken"};
        if (family == "sau") return sau;
        if (family == "tir") return tir;
        if (family == "pool") return pool;
        if (family == "rue") return rue;
        return oe;
    }

    void trischaken_renonce() {
        const Text what = format_text("Renonce im Trischaken", "renonce in Trischaken");
        const RuleRef why{"koenigrufen_modern M-27", rule::kRenonce.source};
        if (h_.renonce->second) {
            // Two renouncers pay each the fixed amount; the two regular players receive it (§7.1, OÖ "−3 each").
            const Thirds each = amount("renonce_trischaken_zwei");
            std::vector<Due> dues;
            for (int s : regular_players()) dues.push_back({s, each, each, what + format_text(", zwei Renoncen", ", two renonces")});
            pay_dues(dues, why);
            return;
        }
        const int r = h_.renonce->player;
        to_each(r, amount(r == h_.declarer ? "renonce_trischaken_vorhand" : "renonce_trischaken"), what, why);
    }

    // ---- Renonce (§7.1) --------------------------------------------------------------------

    void renonce() {
        const int r = h_.renonce->player;
        const Parties p = parties();
        const std::string& first = setup_.players.at(static_cast<std::size_t>(r));
        const Text what = h_.renonce->second
                              ? format_text("Renonce von {} und {}", "renonce by {} and {}", first, setup_.players.at(static_cast<std::size_t>(*h_.renonce->second)))
                              : format_text("Renonce von {}", "renonce by {}", first);
        if (rules_.is("renonce", "party") && c_.shape != Shape::Negative) {
            const Side loser = *p.side_of(r);
            item(p, partnership::other(loser), game_value(loser == Side::Opponents), h_.kontra, what + format_text(": Spiel", ": game"), rule::kRenonce);
            for (const Premium& pr : h_.premiums)
                if (pr.announced)
                    item(p, partnership::other(loser), premium_value(pr), pr.kontra, what + format_text(": {}", ": {}", std::string(info(pr.kind).name)), rule::kRenonce);
            return;
        }
        // The renoncer alone pays every regular player what he would have won (M-26); two
        // renouncers share it (§7.1).
        std::vector<Due> dues;
        for (int s : regular_players()) {
            const Side side = c_.shape == Shape::Negative ? (s == h_.declarer ? Side::Declarer : Side::Opponents) : *p.side_of(s);
            Thirds schrift, geld;
            if (c_.shape == Shape::Negative) {
                const Thirds v = amount(c_.setting);
                for (int o : deal_.active) {
                    if (o == h_.declarer || (side == Side::Opponents && o != s)) continue;
                    const auto it = h_.kontras.find(o);
                    schrift += v;
                    geld += v * kontra_factor(it == h_.kontras.end() ? 0 : it->second);
                }
            } else {
                const Thirds g = game_value(side == Side::Declarer);
                schrift += g;
                geld += g * kontra_factor(h_.kontra);
                for (const Premium& pr : h_.premiums)
                    if (pr.announced) {
                        schrift += premium_value(pr);
                        geld += premium_value(pr) * kontra_factor(pr.kontra);
                    }
                if (side == Side::Declarer && p.alone()) {
                    schrift = schrift * 3;
                    geld = geld * 3;
                }
            }
            dues.push_back({s, schrift, geld, what + format_text(", als hätte {} gewonnen", ", as if {} had won", setup_.players.at(static_cast<std::size_t>(s)))});
        }
        pay_dues(dues, rule::kRenonce);
    }

    /// What one regular player receives in a renonce (§7.1): written and paid, and why.
    struct Due {
        int seat;
        Thirds schrift, geld;
        Text what;
    };

    /// The renouncers of the hand in the order entered: one, or two (§7.1).
    std::vector<int> renouncers() const {
        std::vector<int> r{h_.renonce->player};
        if (h_.renonce->second) r.push_back(*h_.renonce->second);
        return r;
    }

    /// The active seats that did not renounce.
    std::vector<int> regular_players() const {
        const std::vector<int> r = renouncers();
        std::vector<int> out;
        for (int s : deal_.active)
            if (std::find(r.begin(), r.end(), s) == r.end()) out.push_back(s);
        return out;
    }

    /// The renouncers pay the regular players their dues: one alone; two share, each paying half
    /// of the sum, the first named the dues in seat order until his half is paid, the second the
    /// rest (§7.1 "two renoncers share"). Written points and money are shared each on its own. A
    /// sum that does not halve into thirds is refused: how to round is the table's choice.
    void pay_dues(const std::vector<Due>& dues, const RuleRef& why) {
        const std::vector<int> payers = renouncers();
        const auto n = static_cast<std::int64_t>(payers.size());
        using Parts = std::vector<std::vector<Thirds>>;  // [payer][due]
        auto shares = [&](Thirds Due::*field) {
            Thirds total;
            for (const Due& d : dues) total += d.*field;
            if (total.count() % n != 0)
                refuse("renonce.second", rule::kRenonce, "Die zwei Renoncierenden müssten Bruchteile zahlen; wie sie teilen, entscheidet die Tischrunde (den Betrag als eigene Zeile eintragen).",
                       "the two renouncers would pay fractions; how they share is the table's choice (enter the amounts as a row of their own)");
            const Thirds quota = Thirds::from_thirds(total.count() / n);
            Parts part(payers.size(), std::vector<Thirds>(dues.size()));
            std::size_t i = 0;
            Thirds left = quota;
            for (std::size_t j = 0; j < dues.size(); ++j) {
                Thirds a = dues[j].*field;
                while (!a.is_zero()) {
                    if (left.is_zero()) {
                        ++i;
                        left = quota;
                    }
                    const Thirds x = std::min(a, left);
                    part[i][j] += x;
                    a -= x;
                    left -= x;
                }
            }
            return part;
        };
        const Parts schrift = shares(&Due::schrift), geld = shares(&Due::geld);
        const Text shared = n > 1 ? format_text(" (zwei Renoncen teilen)", " (two renonces share)") : Text{};
        for (std::size_t i = 0; i < payers.size(); ++i)
            for (std::size_t j = 0; j < dues.size(); ++j)
                if (!schrift[i][j].is_zero() || !geld[i][j].is_zero())
                    direct(payers[i], dues[j].seat, schrift[i][j], geld[i][j], dues[j].what + shared, why);
    }

    const Hand& h_;
    const Deal& deal_;
    const TableSetup& setup_;
    const HouseRules& rules_;
    int radl_;
    const ContractInfo& c_;
    HandOutcome out_;
    HandResult schrift_;
};

}  // namespace

HandOutcome dealt_again() {
    HandOutcome out;
    out.same_dealer = true;
    out.summary = format_text("Neu gegeben", "dealt again");
    return out;
}

Text result_words(bool won, const std::optional<Thirds>& points) {
    const Text result = won ? format_text(" gewonnen", " won") : format_text(" verloren", " lost");
    if (!points) return result;
    return result + format_text(" ({} Punkte)", " ({} points)", points->to_display());
}

std::vector<HandMark> premium_marks(int kontra, const std::vector<Premium>& premiums, const std::optional<Valat>& valat) {
    std::vector<HandMark> marks;
    mark_contra(marks, kontra);
    for (const Premium& p : premiums) {
        const PremiumInfo& i = info(p.kind);
        const std::string mark = p.kind == PremiumKind::Pagat ? "Ult" : p.kind == PremiumKind::KoenigUltimo ? "KUlt" : i.name;
        mark_premium(marks, same(mark), same(i.name), p.announced, p.made, p.kontra, partnership::side_name(p.side));
    }
    mark_valat(marks, valat);
    return marks;
}

void mark_valat(std::vector<HandMark>& marks, const std::optional<Valat>& valat) {
    if (valat && valat->announced)
        mark_premium(marks, same("Valat"), same("Valat"), true, valat->made_by == valat->announced, valat->kontra, partnership::side_name(*valat->announced));
    else if (valat && valat->made_by)
        mark_premium(marks, same("Valat"), same("Valat"), false, true, 0, partnership::side_name(*valat->made_by));
}

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup, int radl) {
    if (h.kind != DealKind::Game) return dealt_again();
    HandOutcome out = Scorer(h, deal, setup, radl).run();
    if (h.struck) return out;
    // A negative game's Kontras are each opponent's own (§5.8): the highest is marked.
    int kontra = h.kontra;
    for (const auto& [seat, level] : h.kontras) kontra = std::max(kontra, level);
    const std::vector<HandMark> marks = premium_marks(kontra, h.premiums, h.valat);
    out.marks.insert(out.marks.end(), marks.begin(), marks.end());  // after the Radl's
    if (h.renonce) mark_renonce(out.marks, setup.players.at(static_cast<std::size_t>(h.renonce->player)));
    return out;
}

}  // namespace tarock::koenigrufen_modern
