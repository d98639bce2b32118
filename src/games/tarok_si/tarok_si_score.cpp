// Scoring one Slovenian hand into the written sheet (docs/rules/tarok-si.md), the radelci
// (§S10) and the money derived from the sheet (§S11.2).
#include <algorithm>

#include <fmt/format.h>

#include "games/common/marks.hpp"
#include "games/tarok_si/tarok_si.hpp"
#include "games/tarok_si/tarok_si_text.hpp"

namespace tarock::tarok_si {

namespace {

enum class Rounding { Nearest5, Down5, Exact, Manual };

Rounding rounding_of(const std::string& v) {
    return v == "down5" ? Rounding::Down5 : v == "exact" ? Rounding::Exact : v == "manual" ? Rounding::Manual : Rounding::Nearest5;
}

/// A non-negative count rounded as the house rule says (SL-01, SL-02): nearest multiple of 5
/// (0-2 -> 0, 3-7 -> 5, …), down to a multiple of 5, or exact.
std::int64_t round5(std::int64_t x, Rounding r) {
    if (r == Rounding::Nearest5) return 5 * ((x + 2) / 5);
    if (r == Rounding::Down5) return 5 * (x / 5);
    return x;
}

/// Base values of §S2 (standard) and of Zei's table (SL-25).
std::int64_t base_value(Contract c, bool zei) {
    switch (c) {
        case Contract::Tri: return 10;
        case Contract::Dva: return 20;
        case Contract::Ena: return 30;
        case Contract::SoloTri: return zei ? 20 : 40;
        case Contract::SoloDva: return zei ? 30 : 50;
        case Contract::SoloEna: return zei ? 40 : 60;
        case Contract::SoloBrez: return zei ? 50 : 80;
        case Contract::Pikolo: return 60;
        case Contract::Berac: return 70;
        case Contract::OdprtiBerac: return zei ? 80 : 90;
        case Contract::BarvniValat: return 125;
        case Contract::Valat: return 500;
        case Contract::Klop:
        case Contract::Renons: return 70;
    }
    return 0;
}

/// "točka", "točki", "točke", "točk" after a number (Slovenian dual and plural).
std::string tock(std::int64_t n) {
    const std::int64_t m = (n < 0 ? -n : n) % 100;
    if (m == 1) return "točka";
    if (m == 2) return "točki";
    if (m == 3 || m == 4) return "točke";
    return "točk";
}

std::string signed_text(std::int64_t v) { return v > 0 ? "+" + std::to_string(v) : std::to_string(v); }

std::int64_t sign(Side s) { return s == Side::Declarer ? 1 : -1; }

Text side_text(Side s) {
    return s == Side::Declarer ? T("Spielerpartei", "declarer's party", "igralčeva stran") : T("Gegenpartei", "opponents", "nasprotniki");
}

/// " × kontra 2 = 40" for a chain level above 0, "" otherwise (in every language).
Text times_kontra(std::int64_t value, int level) {
    if (level == 0) return same("");
    const std::string s = fmt::format(" × {} {} = {}", kontra_chain().word(level), kontra_factor(level), value * kontra_factor(level));
    return same(s);
}

class Scorer {
public:
    Scorer(const Hand& h, const Deal& deal, const HouseRules& rules, const std::vector<std::string>& players, const RadelciState& before)
        : h_(h), deal_(deal), rules_(rules), players_(players), n_(static_cast<int>(players.size())), three_(deal.active.size() == 3) {
        out_.after = before;
    }

    HandScore run() {
        if (h_.contract == Contract::Renons) renons();
        else if (h_.contract == Contract::Klop) {
            klop();
            mark_contra(out_.marks, h_.kontra);
        } else {
            game();
            write_marks();
        }
        return std::move(out_);
    }

private:
    const std::string& name(int seat) const { return players_.at(static_cast<std::size_t>(seat)); }

    Entry seat_entry(int seat, std::int64_t v, Text what, RuleRef rule) const {
        Entry e{std::move(what), std::move(rule), std::vector<std::int64_t>(static_cast<std::size_t>(n_), 0)};
        e.points[static_cast<std::size_t>(seat)] = v;
        return e;
    }

    /// An item of the declarer party's score V, written to the declarer and his partner (§S11.1).
    void party(std::int64_t v, Text what, RuleRef rule) {
        if (v == 0) {
            out_.notes.push_back(cat(what, same(": 0")));
            return;
        }
        Entry e{std::move(what), std::move(rule), std::vector<std::int64_t>(static_cast<std::size_t>(n_), 0)};
        for (int s : parties_.members(Side::Declarer)) e.points[static_cast<std::size_t>(s)] = v;
        party_total_ += v;
        out_.entries.push_back(std::move(e));
    }

    Rounding difference_rounding() const {
        const Rounding r = rounding_of(rules_.choice("difference_rounding"));
        if (three_ && r != Rounding::Manual && rules_.is("three_player_rounding", "exact")) return Rounding::Exact;
        return r;
    }
    Rounding klop_rounding() const {
        if (three_ && rules_.is("three_player_rounding", "exact")) return Rounding::Exact;
        return rounding_of(rules_.choice("klop_rounding"));
    }

    // ---------------------------------------------------------------- renons (SL-28)
    void renons() {
        const int o = h_.declarer;
        out_.entries.push_back(seat_entry(o, -70, T("Renons von " + name(o) + ": −70 (wie Solo ena mit 25 Punkten verloren)",
                                                    "renons by " + name(o) + ": −70 (as a solo ena lost with 25 points)",
                                                    "Renons, " + name(o) + ": −70 (kot solo ena, izgubljen s 25 točkami)"),
                                          kRuleRenons));
        if (held(o) > 0)
            out_.entries.push_back(seat_entry(o, -70, T(name(o) + " hat einen Radelc: ×2, noch −70", name(o) + " holds a radelc: ×2, another −70",
                                                        name(o) + " ima radelc: ×2, še −70"),
                                              {"tarok_si SL-28, §S10.2", "XA Renons (z radlcom −140)"}));
        out_.summary = T("Renons von " + name(o), "Renons by " + name(o), "Renons, " + name(o));
        out_.notes.push_back(T("Der Renons verbraucht und gibt keinen Radelc.", "A renons neither uses nor gives a radelc.", "Renons radelca ne porabi in ne da."));
    }

    int& held(int seat) { return out_.after.held.at(static_cast<std::size_t>(seat)); }
    bool collective() const { return rules_.is("radelci_collective", "on"); }

    // ---------------------------------------------------------------- klop (§S8)
    void klop() {
        const Rounding r = klop_rounding();
        const std::string model = rules_.choice("klop_model");
        std::map<int, std::int64_t> rounded, entry;
        std::vector<int> empty, full;
        for (int s : deal_.active) {
            const std::int64_t p = h_.klop.at(s);
            rounded[s] = round5(p, r);
            const bool is_empty = rules_.is("klop_empty", "zero_points") ? rounded[s] == 0 : p == 0;
            if (is_empty) empty.push_back(s);
            if (p > 35) full.push_back(s);
        }
        for (int s : deal_.active) entry[s] = 0;
        std::string how_de, how_en, how_sl;
        auto minus_own = [&](int s) { entry[s] = -rounded[s]; };
        if (model == "tsb") {
            if (!empty.empty() && !full.empty()) {
                for (int s : empty) entry[s] = 35;
                for (int s : full) entry[s] = -35;
                how_de = "leer und voll: ±35", how_en = "empty and full: ±35", how_sl = "prazen in poln: ±35";
            } else if (!full.empty()) {
                for (int s : full) entry[s] = -70;
                how_de = "voll: −70", how_en = "full: −70", how_sl = "poln: −70";
            } else if (!empty.empty()) {
                for (int s : empty) entry[s] = 70 / static_cast<std::int64_t>(empty.size());
                how_de = "leer: 70 geteilt", how_en = "empty: 70 shared", how_sl = "prazni: 70 deljeno";
            } else {
                for (int s : deal_.active) minus_own(s);
                how_de = "jeder seine Punkte minus", how_en = "everybody his points as a minus", how_sl = "vsak svoje točke v minus";
            }
        } else if (model == "zei") {
            for (int s : deal_.active) minus_own(s);
            for (int s : empty) entry[s] = 10;
            for (int s : full) entry[s] = -35;
            how_de = "leer +10, voll −35, sonst die eigenen Punkte minus", how_en = "empty +10, full −35, else one's own points as a minus",
            how_sl = "prazen +10, poln −35, sicer svoje točke v minus";
        } else if (!empty.empty() || !full.empty()) {
            for (int s : empty) entry[s] = 70;
            for (int s : full) entry[s] = -70;
            how_de = "leer +70, voll −70, die anderen nichts", how_en = "empty +70, full −70, the others nothing",
            how_sl = "prazen +70, poln −70, ostali nič";
        } else {
            for (int s : deal_.active) minus_own(s);
            how_de = "keiner leer oder voll: jeder seine Punkte minus", how_en = "nobody empty or full: everybody his points as a minus",
            how_sl = "nihče ni prazen ali poln: vsak svoje točke v minus";
        }
        if (r != Rounding::Exact) {
            const std::string rd = r == Rounding::Nearest5 ? "auf 5 gerundet" : "auf 5 abgerundet";
            const std::string re = r == Rounding::Nearest5 ? "rounded to 5" : "rounded down to 5";
            const std::string rs = r == Rounding::Nearest5 ? "zaokroženo na 5" : "zaokroženo navzdol na 5";
            how_de += " (" + rd + ")", how_en += " (" + re + ")", how_sl += " (" + rs + ")";
        }
        std::string list;
        for (int s : deal_.active) list += (list.empty() ? "" : ", ") + name(s) + " " + std::to_string(h_.klop.at(s));
        Entry e{T("Klop (" + list + "): " + how_de, "Klop (" + list + "): " + how_en, "Klop (" + list + "): " + how_sl),
                {"tarok_si §S8, SL-02, SL-03, SL-04", "PWS Klop; XA Klop; TSB ScoreBoard.cs L44-83"},
                std::vector<std::int64_t>(static_cast<std::size_t>(n_), 0)};
        for (int s : deal_.active) e.points[static_cast<std::size_t>(s)] = entry[s];
        out_.entries.push_back(e);

        // Kontra on klop (SL-06, Palčka): all entries double, or only the kontra player's.
        if (h_.kontra) {
            const int k = *h_.kontra_by;
            const std::int64_t f = kontra_factor(h_.kontra);
            bool highest = true;
            for (int s : deal_.active)
                if (s != k && h_.klop.at(s) >= h_.klop.at(k)) highest = false;
            Entry x{highest ? T(name(k) + " sagte " + kontra_chain().word(h_.kontra) + " und hat die meisten Punkte: nur sein Eintrag ×" + std::to_string(f),
                                name(k) + " said " + kontra_chain().word(h_.kontra) + " and has the highest count: only his entry ×" + std::to_string(f),
                                name(k) + " je rekel " + kontra_chain().word(h_.kontra) + " in ima največ točk: samo njegov vpis ×" + std::to_string(f))
                            : T(kontra_chain().word(h_.kontra) + " auf Klop (" + name(k) + "): alle Einträge ×" + std::to_string(f),
                                kontra_chain().word(h_.kontra) + " on klop (" + name(k) + "): every entry ×" + std::to_string(f),
                                kontra_chain().word(h_.kontra) + " na klop (" + name(k) + "): vsi vpisi ×" + std::to_string(f)),
                    {"tarok_si §S8, SL-06", "PAL issue #38; stockskis L3621-3629"},
                    std::vector<std::int64_t>(static_cast<std::size_t>(n_), 0)};
            for (int s : deal_.active)
                if (!highest || s == k) {
                    x.points[static_cast<std::size_t>(s)] = entry[s] * (f - 1);
                    entry[s] *= f;
                }
            out_.entries.push_back(x);
        }

        // Radelci in klop (SL-05): each player's own radelc doubles his own entry; an empty player uses one.
        if (rules_.is("klop_radelci", "own")) {
            Entry d{same(""), {"tarok_si §S8, SL-05", "TSB ScoreBoard.cs L55-80; BGA L654-681"}, std::vector<std::int64_t>(static_cast<std::size_t>(n_), 0)};
            std::string who;
            for (int s : deal_.active) {
                const bool doubles = collective() ? out_.after.collective > 0 : held(s) > 0;
                if (!doubles || entry[s] == 0) continue;
                d.points[static_cast<std::size_t>(s)] = entry[s];
                who += (who.empty() ? "" : ", ") + name(s) + " " + signed_text(entry[s]);
            }
            for (int s : empty)
                if (!collective() && held(s) > 0 && entry[s] > 0) {
                    --held(s);
                    out_.notes.push_back(T(name(s) + " ist leer und verbraucht einen Radelc.", name(s) + " is empty and uses a radelc.",
                                           name(s) + " je prazen in porabi radelc."));
                }
            if (!who.empty()) {
                d.what = T("Radelci verdoppeln den eigenen Eintrag: " + who, "radelci double one's own entry: " + who, "radelci podvojijo lastni vpis: " + who);
                out_.entries.push_back(d);
            }
        }
        out_.summary = T("Klop: " + list, "Klop: " + list, "Klop: " + list);
        give_radelci(true, false, false);
    }

    // ---------------------------------------------------------------- games with a declarer
    void game() {
        const Contract c = h_.contract;
        parties_ = partnership::make_parties(deal_, h_.declarer, h_.partner);
        const bool zei = rules_.is("value_table", "zei");
        std::int64_t base = base_value(c, zei);
        const int k_game = h_.kontra;
        const bool scope_hand = rules_.is("kontra_scope", "hand");
        std::string who = name(h_.declarer);
        if (parties_.partner) who += " + " + name(*parties_.partner);
        out_.summary = same(who + ": " + contract_name(c));

        bool party_won = false;     // for the radelc (§S10.2)
        bool any_valat = false;     // for the radelci given (§S10.1)
        bool announced_valat = false;
        const bool fixed = c == Contract::Pikolo || c == Contract::Berac || c == Contract::OdprtiBerac || c == Contract::BarvniValat ||
                           c == Contract::Valat || (c == Contract::SoloBrez && !rules_.is("solo_brez", "difference"));
        const RuleRef fixed_rule = c == Contract::SoloBrez ? RuleRef{"tarok_si §S7, SL-07", "PAL L3398; MRC; OS; PWS"}
                                   : c == Contract::BarvniValat || c == Contract::Valat ? RuleRef{"tarok_si §S2, §S6", "PAL L3451, L3501; BGA bid_data; OS"}
                                   : c == Contract::Pikolo ? RuleRef{"tarok_si §S2, SL-25", "ZEI PIKOLO"}
                                                           : kRuleBeggar;
        if (fixed) {
            const bool won = h_.won ? *h_.won : *h_.points >= 36;
            party_won = won;
            out_.declarer_won = won;
            const std::int64_t v = base * kontra_factor(k_game);
            Text t = T(std::string(contract_name(c)) + (won ? " gewonnen" : " verloren"), std::string(contract_name(c)) + (won ? " won" : " lost"),
                       std::string(contract_name(c)) + (won ? ": dobljeno" : ": izgubljeno"));
            if (h_.points) t = cat(t, T(fmt::format(" ({} Punkte)", *h_.points), fmt::format(" ({} points)", *h_.points), fmt::format(" ({} {})", *h_.points, tock(*h_.points))));
            out_.summary = cat(same(who + ": "), t);
            party((won ? 1 : -1) * v, cat(t, cat(same(": " + std::to_string(base)), times_kontra(base, k_game))), fixed_rule);
            if (c == Contract::SoloBrez && rules_.is("solo_brez", "fixed_bonuses")) bonuses(won);
            if (c == Contract::BarvniValat || c == Contract::Valat) any_valat = true;
        } else {
            // The game: base ± difference (§S3).
            bool won;
            std::int64_t r;
            Text how;
            if (h_.difference) {
                won = *h_.won;
                r = *h_.difference;
                how = T(fmt::format(" (Differenz {} eingetragen)", r), fmt::format(" (difference {} as typed)", r), fmt::format(" (vpisana razlika {})", r));
            } else {
                const std::int64_t pts = *h_.points;
                won = pts >= 36;
                const std::int64_t d = pts - 35;
                r = round5(d < 0 ? -d : d, difference_rounding());
                how = T(fmt::format(" ({} Punkte)", pts), fmt::format(" ({} points)", pts), fmt::format(" ({} {})", pts, tock(pts)));
            }
            out_.declarer_won = won;
            party_won = won;
            out_.summary = cat(same(who + ": "), cat(T(std::string(contract_name(c)) + (won ? " gewonnen" : " verloren"), std::string(contract_name(c)) + (won ? " won" : " lost"),
                                                        std::string(contract_name(c)) + (won ? ": dobljeno" : ": izgubljeno")),
                                                      how));
            std::int64_t solo_bonus = 0;
            if (h_.solo_announced && rules_.has("alone_after_call") && rules_.is("alone_after_call", "zei")) solo_bonus = 10;

            // Valat or barvni valat replaces the game and every bonus (§S6).
            const auto& v = h_.valat;
            const bool valat_game = (v && (v->announced_by || v->made_by)) || h_.barvni_valat;
            bool game_scored = !valat_game;
            if (valat_game) {
                any_valat = true;
                if (h_.barvni_valat || (v && v->announced_by)) {
                    announced_valat = true;
                    const bool barvni = h_.barvni_valat.has_value();
                    const Side a = barvni ? Side::Declarer : *parties_.side_of(*v->announced_by);
                    const int own = barvni ? h_.barvni_valat->kontra : v->kontra;
                    const bool made = barvni ? h_.barvni_valat->made : v->made_by == a;
                    const std::int64_t value = barvni ? 125 : 500;
                    const int level = valat_level(true, own);
                    const std::int64_t amount = value * kontra_factor(level);
                    const std::string nm = barvni ? "Barvni valat" : "Valat";
                    const std::string by = barvni ? name(h_.declarer) : name(*v->announced_by);
                    party(sign(a) * (made ? amount : -amount),
                          cat(made ? T(nm + " angesagt (" + by + ") und gemacht: " + std::to_string(value), nm + " announced (" + by + ") and made: " + std::to_string(value),
                                       nm + " (napoved: " + by + "): uspelo, " + std::to_string(value))
                                   : T(nm + " angesagt (" + by + ") und nicht gemacht: " + std::to_string(value),
                                       nm + " announced (" + by + ") and failed: " + std::to_string(value),
                                       nm + " (napoved: " + by + "): ni uspelo, " + std::to_string(value)),
                              times_kontra(value, level)),
                          {"tarok_si §S6, SL-16, SL-17", barvni ? "XA Barvni valat; TSB GetScore L51" : "TZS-P B 1.17; PAL; BGA L1167-1215"});
                    if (made) {
                        party_won = a == Side::Declarer;
                    } else if (rules_.is("valat_failed", "game_too")) {
                        game_scored = true;
                        out_.notes.push_back(T("Nach der Hausregel SL-16 zählt das Spiel dazu; die anderen Ansagen sind entfallen.",
                                               "Under house rule SL-16 the game counts as well; the other announcements were cancelled.",
                                               "Po hišnem pravilu SL-16 šteje še igra; druge napovedi so odpadle."));
                    } else {
                        party_won = a != Side::Declarer;
                    }
                } else {
                    const Side m = *v->made_by;
                    const int level = valat_level(false, 0);
                    const std::int64_t amount = 250 * kontra_factor(level);
                    party(sign(m) * amount,
                          cat(T("Stiller Valat (" + side_text(m).de + "): 250", "silent valat (" + side_text(m).en + "): 250",
                                "Tihi valat (" + side_text(m).sl + "): 250"),
                              times_kontra(250, level)),
                          {"tarok_si §S6, SL-17", "TZS-P B 1.14; TSB GetScore L55-56, Test19"});
                    party_won = m == Side::Declarer;
                }
                out_.notes.push_back(T("Der Valat ersetzt das Spiel und alle Prämien.", "The valat replaces the game and every bonus.",
                                       "Valat nadomesti igro in vse napovedi."));
            }
            if (game_scored) {
                const std::int64_t g0 = base + solo_bonus + r;
                const int k = scope_hand ? 0 : k_game;
                std::string calc = std::to_string(base);
                std::string calc_en = calc, calc_sl = calc;
                if (solo_bonus) {
                    calc += " + Solo 10";
                    calc_en += " + solo 10";
                    calc_sl += " + solo 10";
                }
                calc += " + Differenz " + std::to_string(r);
                calc_en += " + difference " + std::to_string(r);
                calc_sl += " + razlika " + std::to_string(r);
                const std::string eq = " = " + std::to_string(g0);
                const Text game_text = cat(cat(T(std::string(contract_name(c)) + (won ? " gewonnen" : " verloren"), std::string(contract_name(c)) + (won ? " won" : " lost"),
                                                 std::string(contract_name(c)) + (won ? ": dobljeno" : ": izgubljeno")),
                                               how),
                                           cat(T(": " + calc + eq, ": " + calc_en + eq, ": " + calc_sl + eq), times_kontra(g0, k)));
                const RuleRef game_rule{std::string("tarok_si §S3") + (h_.difference ? "" : ", SL-01") + (solo_bonus ? ", SL-24" : "") +
                                            (h_.called_self || h_.king_in_talon ? ", §S2" : ""),
                                        "TZS-P B 1.14; PWS Scoring; TSB GetScore L47"};
                party((won ? 1 : -1) * g0 * kontra_factor(k), game_text, game_rule);
                if (h_.called_self || h_.king_in_talon)
                    out_.notes.push_back(h_.called_self ? T(name(h_.declarer) + " hat den eigenen König gerufen: allein, zum gleichen Wert.",
                                                            name(h_.declarer) + " called his own king: alone, at the same value.",
                                                            name(h_.declarer) + " je klical svojega kralja: igra sam, za isto vrednost.")
                                                        : T("Der gerufene König lag im Talon: " + name(h_.declarer) + " spielt allein, zum gleichen Wert.",
                                                            "The called king lay in the talon: " + name(h_.declarer) + " plays alone, at the same value.",
                                                            "Klicani kralj je bil v talonu: " + name(h_.declarer) + " igra sam, za isto vrednost."));
                if (!valat_game) bonuses(won);
                else silent_bonuses_after_failed_valat(won);
                if (scope_hand && k_game > 0) {
                    const std::int64_t f = kontra_factor(k_game);
                    party(party_total_ * (f - 1),
                          T(fmt::format("{} auf das Spiel: das ganze Ergebnis ×{}", kontra_chain().word(k_game), f),
                            fmt::format("{} on the game: the whole result ×{}", kontra_chain().word(k_game), f),
                            fmt::format("{} na igro: končne točke ×{}", kontra_chain().word(k_game), f)),
                          {"tarok_si §S5, SL-27", "XA Kontre"});
                }
                kontra_responsibility(won, g0, k);
            }
        }

        // Radelci (§S10.2): the declarer's doubles the whole party; one is used when the party wins.
        radelci_doubling(party_won);
        mondfang();
        give_radelci(false, any_valat, announced_valat);
        const std::int64_t v_decl = written_of(h_.declarer);
        out_.summary = cat(out_.summary, T(": geschrieben " + signed_text(v_decl), ": written " + signed_text(v_decl), ": zapisano " + signed_text(v_decl)));
    }

    /// The chain level that multiplies a valat (SL-17).
    int valat_level(bool announced, int own) const {
        const std::string m = rules_.choice("valat_kontra");
        if (m == "multiply") return announced ? own + h_.kontra : h_.kontra;
        if (m == "own_only") return announced ? own : 0;
        if (m == "game") return h_.kontra;
        return announced ? own : h_.kontra;
    }

    std::int64_t written_of(int seat) const {
        std::int64_t v = 0;
        for (const Entry& e : out_.entries) v += e.points.at(static_cast<std::size_t>(seat));
        return v;
    }

    /// Under SL-16 (b) a failed announced valat leaves the game and the silent bonuses standing.
    void silent_bonuses_after_failed_valat(bool won) { bonuses(won); }

    // ---------------------------------------------------------------- bonuses (§S4)
    void bonuses(bool won) {
        collected(h_.trula, 10, "Trula", "Trula", "Trula", won);
        collected(h_.kralji, 10, "Kralji (vier Könige)", "kralji (four kings)", "Kralji", won);
        pagat(won);
        kralj(won);
    }

    bool izguba(Side owner, bool won) const { return rules_.is("izguba", "on") && owner == Side::Declarer && !won; }

    void collected(const std::optional<Collected>& x, std::int64_t v, const std::string& de, const std::string& en, const std::string& sl, bool won) {
        if (!x) return;
        const RuleRef rule{"tarok_si §S4.1, §S4.2", "TZS-P B 1.17, B 1.18; PWS Bonuses; TSB ModifierType.cs"};
        if (x->announced_by) {
            const int a = *x->announced_by;
            const Side s = *parties_.side_of(a);
            const std::int64_t val = 2 * v * kontra_factor(x->kontra);
            const bool made = x->collected == s;
            const Text k = times_kontra(2 * v, x->kontra);
            if (izguba(s, won)) {
                party(-val, cat(T(de + " angesagt (" + name(a) + "), Spiel verloren: minus " + std::to_string(2 * v),
                                  en + " announced (" + name(a) + "), game lost: minus " + std::to_string(2 * v),
                                  sl + " (napoved: " + name(a) + "), igra izgubljena: v minus " + std::to_string(2 * v)),
                                k),
                      {"tarok_si §S4.1, SL-33", "ZEI IZGUBA"});
                return;
            }
            party(sign(s) * (made ? val : -val),
                  cat(made ? T(de + " angesagt (" + name(a) + ") und gemacht: " + std::to_string(2 * v), en + " announced (" + name(a) + ") and made: " + std::to_string(2 * v),
                               sl + " (napoved: " + name(a) + "): uspelo, " + std::to_string(2 * v))
                           : T(de + " angesagt (" + name(a) + ") und nicht gemacht: " + std::to_string(2 * v),
                               en + " announced (" + name(a) + ") and failed: " + std::to_string(2 * v),
                               sl + " (napoved: " + name(a) + "): ni uspelo, " + std::to_string(2 * v)),
                      k),
                  rule);
            if (!made) b121_credit(a, val, T(de + " von " + name(a), en + " by " + name(a), sl + " (" + name(a) + ")"));
            if (!made && x->collected && *x->collected != s) {
                if (rules_.is("announced_failed_silent", "both"))
                    party(sign(*x->collected) * v,
                          T(de + " still gesammelt (" + side_text(*x->collected).de + "): " + std::to_string(v),
                            en + " collected silently (" + side_text(*x->collected).en + "): " + std::to_string(v),
                            sl + " tiho (" + side_text(*x->collected).sl + "): " + std::to_string(v)),
                          {"tarok_si §S4.2, SL-18", "BGA doOneBonus"});
                else
                    out_.notes.push_back(T(de + ": die andere Seite sammelte still; nur die Ansage zählt (SL-18).",
                                           en + ": the other side collected it silently; only the announcement counts (SL-18).",
                                           sl + ": druga stran je pobrala tiho; šteje le napoved (SL-18)."));
            }
            return;
        }
        const Side s = *x->collected;
        party(sign(s) * v, T(de + " still (" + side_text(s).de + "): " + std::to_string(v), en + " silent (" + side_text(s).en + "): " + std::to_string(v),
                             sl + " tiho (" + side_text(s).sl + "): " + std::to_string(v)),
              rule);
    }

    /// An announced ultimo `u` (`what`: "Pagat ultimo", "Kralj ultimo") of side `s`, worth `base`
    /// times its kontra: under izguba (SL-33) a game lost takes it as minus for the declarer's side;
    /// otherwise `s` receives it made (`made`, the word for it) or pays it failed (`failed`).
    /// Returns true when it failed in play.
    bool announced_ultimo(const Ultimo& u, Side s, bool won, std::int64_t base, const Text& what, const Text& made, const Text& failed, const RuleRef& rule) {
        const std::string a = name(*u.announced_by);
        const std::string b = std::to_string(base);
        const std::int64_t val = base * kontra_factor(u.kontra);
        const Text k = times_kontra(base, u.kontra);
        if (izguba(s, won)) {
            party(-val, cat(T(what.de + " angesagt (" + a + "), Spiel verloren: minus " + b, what.en + " announced (" + a + "), game lost: minus " + b,
                              what.sl + " (napoved: " + a + "), igra izgubljena: v minus " + b),
                            k),
                  {"tarok_si §S4.1, SL-33", "ZEI IZGUBA"});
            return false;
        }
        const bool ok = u.result == UltimoResult::Won;
        const Text& word = ok ? made : failed;
        party(sign(s) * (ok ? val : -val),
              cat(T(what.de + " angesagt (" + a + ") und " + word.de + ": " + b, what.en + " announced (" + a + ") and " + word.en + ": " + b,
                    what.sl + " (napoved: " + a + "): " + word.sl + ", " + b),
                  k),
              rule);
        return !ok;
    }

    void pagat(bool won) {
        if (!h_.pagat_ultimo) return;
        const Ultimo& u = *h_.pagat_ultimo;
        const int holder = *u.player;
        const Side s = *parties_.side_of(holder);
        const RuleRef rule{"tarok_si §S4.1, §S4.2", "TZS-P B 1.17; PWS Ultimo; TSB ModifierType.cs L8"};
        if (u.announced_by) {
            const int a = *u.announced_by;
            if (announced_ultimo(u, s, won, 50, T("Pagat ultimo", "pagat ultimo", "Pagat ultimo"), T("gewonnen", "won", "uspelo"), T("verloren", "lost", "ni uspelo"),
                                 rule))
                b121_credit(a, 50 * kontra_factor(u.kontra), T("Pagat ultimo von " + name(a), "pagat ultimo by " + name(a), "pagat ultimo (" + name(a) + ")"));
            return;
        }
        if (u.result == UltimoResult::Won) {
            party(sign(s) * 25, T("Stiller Pagat ultimo von " + name(holder) + ": 25", "silent pagat ultimo by " + name(holder) + ": 25",
                                  "Tihi pagat ultimo (" + name(holder) + "): 25"),
                  rule);
            return;
        }
        // The pagat beaten in the last trick, not announced (SL-19).
        const std::string m = rules_.choice("silent_ultimo_failed");
        if (m == "pagatfang") {
            individual_.push_back(seat_entry(holder, -25, T("Pagat von " + name(holder) + " im letzten Stich gefangen: −25 für ihn (TSB)",
                                                            name(holder) + "'s pagat caught in the last trick: −25 for him (TSB)",
                                                            "Pagat (" + name(holder) + ") ujet v zadnjem štihu: −25 zanj (TSB)"),
                                             {"tarok_si §S4.2, SL-19", "TSB ScoreBoard.cs L104-105"}));
        } else if (m == "ignore") {
            out_.notes.push_back(T("Der stille Pagat von " + name(holder) + " wurde im letzten Stich gefangen: zählt nach der Hausregel nicht (SL-19).",
                                   name(holder) + "'s silent pagat was caught in the last trick: does not count under the house rule (SL-19).",
                                   "Tihi pagat (" + name(holder) + ") je bil ujet v zadnjem štihu: po hišnem pravilu ne šteje (SL-19)."));
        } else {
            party(-sign(s) * 25, T("Pagat von " + name(holder) + " im letzten Stich gefangen (still): 25 für die andere Seite",
                                   name(holder) + "'s pagat caught in the last trick (silent): 25 to the other side",
                                   "Pagat (" + name(holder) + ") ujet v zadnjem štihu (tiho): 25 drugi strani"),
                  {"tarok_si §S4.2, SL-19", "PWS Ultimo; TZS-P B 1.21; OS NonValatBonuses"});
            b121_credit(holder, 25, T("stiller Pagat von " + name(holder), "silent pagat of " + name(holder), "tihi pagat (" + name(holder) + ")"));
        }
    }

    void kralj(bool won) {
        if (!h_.kralj_ultimo) return;
        const Ultimo& u = *h_.kralj_ultimo;
        const RuleRef rule = kRuleKingUltimo;
        if (u.announced_by) {
            announced_ultimo(u, Side::Declarer, won, 20, T("Kralj ultimo", "kralj ultimo", "Kralj ultimo"), T("gemacht", "made", "uspelo"),
                             T("nicht gemacht", "failed", "ni uspelo"), rule);
            return;
        }
        if (u.result == UltimoResult::Won) {
            party(10, T("Stiller Kralj ultimo: 10", "silent kralj ultimo: 10", "Tihi kralj ultimo: 10"), rule);
        } else if (rules_.is("silent_ultimo_failed", "other_side")) {
            party(-10, T("Der gerufene König im letzten Stich gefangen (still): 10 für die Gegenpartei", "the called king caught in the last trick (silent): 10 to the opponents",
                         "Klicani kralj ujet v zadnjem štihu (tiho): 10 nasprotnikom"),
                  {"tarok_si §S4.2, SL-19", "PWS Ultimo; OS NonValatBonuses; MRC"});
        } else {
            out_.notes.push_back(T("Der gerufene König wurde still im letzten Stich gefangen: zählt nach der Hausregel nicht (SL-19).",
                                   "The called king was caught silently in the last trick: does not count under the house rule (SL-19).",
                                   "Klicani kralj je bil tiho ujet v zadnjem štihu: po hišnem pravilu ne šteje (SL-19)."));
        }
    }

    /// TZS B 1.21 (SL-20 a): a failed announcement of an opponent (or his silent pagat lost) is
    /// credited to the other opponent as well, at the value the declarer gets, never doubled.
    void b121_credit(int seat, std::int64_t value, const Text& what) {
        if (!rules_.has("b121_credit") || !rules_.is("b121_credit", "on")) return;
        if (parties_.side_of(seat) != Side::Opponents) return;
        for (int o : parties_.members(Side::Opponents)) {
            if (o == seat) continue;
            individual_.push_back(seat_entry(o, value, cat(T("TZS B 1.21: ", "TZS B 1.21: ", "TZS B 1.21: "),
                                                           cat(what, T(" verfehlt: " + name(o) + " bekommt dasselbe wie der Spieler, " + std::to_string(value),
                                                                       " failed: " + name(o) + " is credited the same as the declarer, " + std::to_string(value),
                                                                       " ni uspel: soigralcu " + name(o) + " se prizna enako kot igralcu, " + std::to_string(value)))),
                                             {"tarok_si §S12.3, SL-20", "TZS-P B 1.21"}));
        }
    }

    /// SL-21 (inferred): a failed kontra on the game costs only the opponent who said it; the
    /// other opponent is credited the increase it caused.
    void kontra_responsibility(bool won, std::int64_t g0, int k) {
        if (!rules_.has("kontra_responsibility") || !rules_.is("kontra_responsibility", "on") || !h_.kontra || !won || k == 0) return;
        const int by = *h_.kontra_by;
        const std::int64_t inc = g0 * (kontra_factor(k) - 1);
        for (int o : parties_.members(Side::Opponents))
            if (o != by)
                individual_.push_back(seat_entry(o, inc, T("Kontra von " + name(by) + " verloren: " + name(o) + " bekommt den Mehrbetrag " + std::to_string(inc),
                                                           "kontra by " + name(by) + " failed: " + name(o) + " is credited the increase " + std::to_string(inc),
                                                           "Kontra (" + name(by) + ") ni uspela: " + name(o) + " se prizna povečanje " + std::to_string(inc)),
                                                 {"tarok_si §S12.2, SL-21", "TNET 2015"}));
    }

    // ---------------------------------------------------------------- radelci (§S10)
    void radelci_doubling(bool party_won) {
        const std::int64_t v = party_total_;
        const RuleRef rule = kRuleRadelci;
        if (collective()) {
            if (out_.after.collective > 0) {
                party(v, T(fmt::format("Gemeinsamer Radelc ({} oben): ×2, noch {}", out_.after.collective, signed_text(v)),
                           fmt::format("collective radelc ({} at the top): ×2, another {}", out_.after.collective, signed_text(v)),
                           fmt::format("Skupni radelc ({} na vrhu): ×2, še {}", out_.after.collective, signed_text(v))),
                      {"tarok_si §S10.2, SL-14", "ZEI KLOPECKI"});
                if (party_won) {
                    --out_.after.collective;
                    out_.notes.push_back(T("Gewonnen: ein gemeinsamer Radelc wird gelöscht.", "Won: one collective radelc is erased.", "Dobljeno: en skupni radelc se izbriše."));
                }
            }
        } else if (rules_.is("radelci_whose", "declarer")) {
            const int d = h_.declarer;
            if (held(d) > 0) {
                party(v, T(name(d) + " hat einen Radelc: alles ×2, noch " + signed_text(v), name(d) + " holds a radelc: everything ×2, another " + signed_text(v),
                           name(d) + " ima radelc: vse ×2, še " + signed_text(v)),
                      rule);
                if (party_won) {
                    --held(d);
                    out_.notes.push_back(T("Gewonnen: " + name(d) + " verbraucht einen Radelc.", "Won: " + name(d) + " uses a radelc.",
                                           "Dobljeno: " + name(d) + " porabi radelc."));
                }
            }
        } else {
            for (int m : parties_.members(Side::Declarer)) {
                if (held(m) == 0 || v == 0) continue;
                out_.entries.push_back(seat_entry(m, v, T(name(m) + " hat einen Radelc: sein Eintrag ×2, noch " + signed_text(v),
                                                          name(m) + " holds a radelc: his entry ×2, another " + signed_text(v),
                                                          name(m) + " ima radelc: njegov vpis ×2, še " + signed_text(v)),
                                                  {"tarok_si §S10.2, SL-12", "XA Radlc"}));
                if (party_won) --held(m);
            }
        }
        for (Entry& e : individual_) out_.entries.push_back(std::move(e));
        individual_.clear();
    }

    void mondfang() {
        if (h_.skisfang)
            out_.entries.push_back(seat_entry(*h_.skisfang, -100, T("Škisfang: " + name(*h_.skisfang) + " −100", "škisfang: " + name(*h_.skisfang) + " −100",
                                                                    "Škisfang: " + name(*h_.skisfang) + " −100"),
                                              {"tarok_si §S9, SL-10", "PAL issue #21; stockskis L3159, L3278"}));
        if (!h_.mondfang) return;
        const Mondfang& m = *h_.mondfang;
        const Contract c = h_.contract;
        const std::string scope = rules_.choice("mondfang_contracts");
        const bool in_scope = scope == "with_solo_brez" || (scope == "talon_games" && c != Contract::SoloBrez) || (scope == "calls" && calls_king(c));
        if (!in_scope) {
            out_.notes.push_back(T("Mondfang von " + name(m.player) + ": zählt in diesem Spiel nach der Hausregel nicht (SL-09).",
                                   "Mondfang of " + name(m.player) + ": does not count in this contract under the house rule (SL-09).",
                                   "Mondfang (" + name(m.player) + "): v tej igri po hišnem pravilu ne šteje (SL-09)."));
            return;
        }
        if (rules_.is("mondfang_losses", "skis_only") && m.how != MondLoss::Skis) {
            out_.notes.push_back(T("Mond von " + name(m.player) + " nicht durch den Škis verloren: zählt nach der Hausregel nicht (SL-09).",
                                   name(m.player) + "'s mond not lost to the škis: does not count under the house rule (SL-09).",
                                   "Mond (" + name(m.player) + ") ni bil izgubljen s škisom: po hišnem pravilu ne šteje (SL-09)."));
            return;
        }
        const std::int64_t amount = rules_.is("mondfang", "21") ? 21 : 20;
        out_.entries.push_back(seat_entry(m.player, -amount,
                                          T(fmt::format("Mondfang: {} verliert den Mond, −{} (nie verdoppelt)", name(m.player), amount),
                                            fmt::format("mondfang: {} loses the mond, −{} (never doubled)", name(m.player), amount),
                                            fmt::format("Mondfang: {} izgubi monda, −{} (nikoli podvojeno)", name(m.player), amount)),
                                          {"tarok_si §S9, SL-08, SL-09", "XA Mond fang; TSB ScoreBoard.cs L101-102; MRC mondPenalty"}));
        mond_caught_ = true;
    }

    // ---------------------------------------------------------------- marks on the sheet
    /// The marks of a game hand as the record holds them (games/common/marks.hpp): the kontra on
    /// the game, then each bonus (§S4) and the valat (§S6), announced with its outcome and its
    /// own kontra, or silent when it happened.
    void write_marks() {
        mark_contra(out_.marks, h_.kontra);
        collected_mark(h_.trula, "Trula", T("Trula", "trula", "trula"));
        collected_mark(h_.kralji, "Kralji", T("Kralji (vier Könige)", "kralji (four kings)", "kralji"));
        if (const auto& u = h_.pagat_ultimo) ultimo_mark(*u, "Pagat", T("Pagat ultimo", "pagat ultimo", "pagat ultimo"), same(name(*u->player)));
        if (const auto& u = h_.kralj_ultimo) ultimo_mark(*u, "Kralj", T("Kralj ultimo", "kralj ultimo", "kralj ultimo"), side_text(Side::Declarer));
        if (const auto& v = h_.valat) {
            if (v->announced_by)
                mark_premium(out_.marks, same("Valat"), same("Valat"), true, v->made_by && v->made_by == parties_.side_of(*v->announced_by), v->kontra,
                             same(name(*v->announced_by)));
            else if (v->made_by)
                mark_premium(out_.marks, same("Valat"), same("Valat"), false, true, 0, side_text(*v->made_by));
        }
        if (const auto& b = h_.barvni_valat)
            mark_premium(out_.marks, same("Barvni valat"), same("Barvni valat"), true, b->made, b->kontra, same(name(h_.declarer)));
    }

    /// The mark of trula or kralji `x`: announced, made when the announcer's side collected it;
    /// silent, marked only when a side collected it.
    void collected_mark(const std::optional<Collected>& x, const std::string& mark, const Text& what) {
        if (!x) return;
        if (x->announced_by)
            mark_premium(out_.marks, same(mark), what, true, x->collected && x->collected == parties_.side_of(*x->announced_by), x->kontra, same(name(*x->announced_by)));
        else if (x->collected)
            mark_premium(out_.marks, same(mark), what, false, true, 0, side_text(*x->collected));
    }

    /// The mark of ultimo `u` of `holder`: announced, made when it won the last trick; silent,
    /// marked when it was in the last trick (won or beaten).
    void ultimo_mark(const Ultimo& u, const std::string& mark, const Text& what, const Text& holder) {
        const bool won = u.result == UltimoResult::Won;
        if (u.announced_by) mark_premium(out_.marks, same(mark), what, true, won, u.kontra, same(name(*u.announced_by)));
        else if (u.result != UltimoResult::Earlier) mark_premium(out_.marks, same(mark), what, false, won, 0, holder);
    }

    // ---------------------------------------------------------------- radelci given (§S10.1)
    void give_radelci(bool klop, bool any_valat, bool announced_valat) {
        const Contract c = h_.contract;
        const std::string t = rules_.choice("radelci_triggers");
        const bool beggar_or_higher = c == Contract::Berac || c == Contract::SoloBrez || c == Contract::OdprtiBerac || c == Contract::BarvniValat || c == Contract::Valat;
        bool give = false;
        if (klop) give = true;
        else if (t == "all") give = beggar_or_higher || any_valat;
        else if (t == "value70") give = beggar_or_higher;
        else if (t == "bga") give = beggar_or_higher || announced_valat;
        else if (t == "pws") give = (beggar_or_higher && c != Contract::Berac) || any_valat;
        if (mond_caught_ && rules_.is("mondfang_radelci", "on")) give = true;
        if (!give) return;
        if (collective()) out_.after.collective += static_cast<int>(deal_.active.size());
        else
            for (int s : deal_.active) ++held(s);
        out_.notes.push_back(collective() ? T("Radelci: für jeden Spieler ein Kreis oben auf dem Blatt.", "Radelci: one circle at the top of the sheet for every player.",
                                              "Radelci: za vsakega igralca en krogec na vrhu lista.")
                                          : T("Radelci: jeder bekommt einen.", "Radelci: everybody gets one.", "Radelci: vsak dobi enega."));
    }

    const Hand& h_;
    const Deal& deal_;
    const HouseRules& rules_;
    const std::vector<std::string>& players_;
    int n_;
    bool three_;
    partnership::Parties parties_;
    std::int64_t party_total_ = 0;
    std::vector<Entry> individual_;
    bool mond_caught_ = false;
    HandScore out_;
};

}  // namespace

HandScore score(const Hand& h, const Deal& deal, const HouseRules& rules, const std::vector<std::string>& players, const RadelciState& before) {
    return Scorer(h, deal, rules, players, before).run();
}

}  // namespace tarock::tarok_si
