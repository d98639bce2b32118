// Scoring a Tapp/Zwölfer hand: tapp-zwoelfer-ungarisch-codex §5 (settlement algorithm) with the
// house rules of §8. Amounts are points; "per opponent" items are paid between the declarer and
// each member of the opposing party (the two opponents, and the resting König per A2).
#include <fmt/format.h>

#include "core/cards.hpp"
#include "games/common/bilingual.hpp"
#include "games/common/json_input.hpp"
#include "games/tapp/tapp.hpp"

namespace tarock::tapp {

namespace {

enum class Cat { Game, Premium };

/// An amount paid between the declarer and each member of the opposing party.
/// `per_opp` > 0: each opponent pays the declarer; < 0: the declarer pays each opponent.
struct Item {
    std::int64_t per_opp;
    Cat cat;
    Text reason;
    RuleRef rule;
};

std::int64_t factor(int contra) { return std::int64_t{1} << contra; }

/// "4" / "4 × Contra 2 = 8" in German and English.
Text times_contra(std::int64_t base, int contra) {
    if (contra == 0) return {std::to_string(base), std::to_string(base)};
    const std::string s = fmt::format("{} × {} {} = {}", base, contra_name(contra), factor(contra), base * factor(contra));
    return {s, s};
}

class Scorer : public StammScorer<Scorer, Hand> {
    friend StammScorer;

public:
    Scorer(const Hand& h, const Deal& deal, const TableSetup& setup, const Pack& pack, StammPot& pot)
        : StammScorer(h, deal, setup, pot), pack_(pack) {}

private:
    bool koenig_takes_part(Cat c) const {
        if (!deal_.resting) return false;
        const std::string& k = rules_.choice("koenig");
        return k == "full" || (k == "game_only" && c == Cat::Game);
    }

    std::vector<int> opposing(Cat c) const {
        std::vector<int> v;
        for (int s : deal_.active)
            if (s != h_.declarer) v.push_back(s);
        if (koenig_takes_part(c)) v.push_back(*deal_.resting);
        return v;
    }

    void game() {
        const int decl = h_.declarer;
        const bool solo = h_.game == Game::Solo;
        const std::int64_t k = solo ? 2 : 1;
        const int m = solo ? 0 : h_.dreier_multiple();
        const std::int64_t base = solo ? 8 : m;
        const std::int64_t G = base * factor(h_.contra);
        const std::string label = solo ? "Solo" : fmt::format("Dreier {}×", m);

        // Renonce (Codex §8; §20 under A19 "renonce").
        std::optional<int> offender = h_.renonce;
        if (!offender && h_.ultimo && h_.ultimo->without_pagat && rules_.is("ultimo_without_pagat", "renonce"))
            offender = h_.ultimo->player;
        const bool declarer_innocent = offender && *offender != decl;
        bool win;
        std::string how;
        if (offender) {
            win = declarer_innocent;
            how = " (Renonce von " + name(*offender) + ")";
        } else if (h_.points) {
            const std::int64_t pts = round_card_points(*h_.points);
            win = pts >= pack_.to_win;
            how = " (" + std::to_string(pts) + " Punkte)";
            if (!h_.points->is_whole())
                out_.result.notes.push_back(T(
                    fmt::format("Kartenpunkte {} gerundet auf {} (⅔ zählt voll, ⅓ fällt weg, §1.3).", h_.points->to_display(), pts),
                    fmt::format("Card points {} rounded to {} (⅔ counts whole, ⅓ is dropped, §1.3).", h_.points->to_display(), pts)));
        } else {
            win = *h_.won;
        }
        const std::string how_en = offender ? " (renonce by " + name(*offender) + ")" : h_.points ? " (" + std::to_string(round_card_points(*h_.points)) + " points)" : "";
        out_.declarer = decl;
        out_.declarer_won = win;
        out_.game = solo ? "solo" : "dreier";
        if (offender)
            out_.result.notes.push_back(T(
                name(*offender) + " hat renonciert: die Gegenpartei gewinnt das Spiel und alle Ansagen (Codex §8).",
                name(*offender) + " renounced: the other party wins the game and all announcements (Codex §8)."));

        const Text game_value = times_contra(base, h_.contra);
        const RuleRef game_rule = solo ? RuleRef{"tapp §2.3, §2.9", "000:L354, L358"} : RuleRef{"tapp §2.2, §2.9", "000:L326-336, L358"};

        // Game and Volat (§2.8, Codex §19).
        const std::int64_t Vs = 12 * k;
        bool game_done = false;
        if (h_.volat && h_.volat->announced_by != Party::None) {
            const Volat& v = *h_.volat;
            const int sA = v.announced_by == Party::Declarer ? 1 : -1;
            const std::int64_t Va = 24 * k * factor(v.contra);
            const Text va_text = times_contra(24 * k, v.contra);
            bool made = v.made_by == v.announced_by;
            if (offender) made = (v.announced_by == Party::Declarer) == declarer_innocent;
            const std::string who_de = sA > 0 ? "Spieler" : "Gegner";
            const std::string who_en = sA > 0 ? "declarer" : "opponents";
            if (made) {
                if (rules_.is("volat_announced_made", "replaces_game")) {
                    const std::int64_t val = std::max(Va, G);
                    items_.push_back({sA * val, Cat::Game,
                                      T(fmt::format("Volat angesagt ({}) und gemacht, ersetzt das Spiel: größerer Wert von Volat {} und {} {} = {}",
                                                    who_de, va_text.de, label, game_value.de, val),
                                        fmt::format("Volat announced ({}) and made, replaces the game: larger of Volat {} and {} {} = {}",
                                                    who_en, va_text.en, label, game_value.en, val)),
                                      {"tapp §2.8, A7, Codex §19", "000:L342, L360, L2307, L2599"}});
                } else {
                    items_.push_back({sA * G, Cat::Game,
                                      T(label + (sA > 0 ? " gewonnen" : " verloren") + ": " + game_value.de,
                                        label + (sA > 0 ? " won" : " lost") + ": " + game_value.en),
                                      game_rule});
                    items_.push_back({sA * Va, Cat::Premium,
                                      T("Volat angesagt (" + who_de + ") und gemacht, zum Spiel dazu: " + va_text.de,
                                        "Volat announced (" + who_en + ") and made, added to the game: " + va_text.en),
                                      {"tapp §2.8, A7", "000:L342, L360, L2599"}});
                }
                game_done = true;
            } else {
                items_.push_back({-sA * Va, Cat::Premium,
                                  T("Volat angesagt (" + who_de + ") und nicht gemacht: " + va_text.de + " an die Gegenpartei",
                                    "Volat announced (" + who_en + ") and failed: " + va_text.en + " to the other party"),
                                  {"tapp §2.8, A8", "000:L306, L360, L1016, L2599"}});
            }
        }
        if (!game_done) {
            const Party silent = h_.volat ? h_.volat->made_by : Party::None;
            const bool silent_counts = silent != Party::None && !(h_.volat->announced_by == silent);
            if (silent_counts) {
                const int s = silent == Party::Declarer ? 1 : -1;
                const std::int64_t val = std::max(Vs, G);
                items_.push_back({s * val, Cat::Game,
                                  T(fmt::format("Stiller Volat ({}) statt Spiel: größerer Wert von {} und {} {} = {}",
                                                s > 0 ? "Spieler" : "Gegner", Vs, label, game_value.de, val),
                                    fmt::format("Silent Volat ({}) instead of the game: larger of {} and {} {} = {}",
                                                s > 0 ? "declarer" : "opponents", Vs, label, game_value.en, val)),
                                  {"tapp §2.8, Codex §19, A25", "000:L342, L354, L2307"}});
            } else {
                items_.push_back({win ? G : -G, Cat::Game,
                                  T(label + (win ? " gewonnen" : " verloren") + how + ": " + game_value.de,
                                    label + (win ? " won" : " lost") + how_en + ": " + game_value.en),
                                  game_rule});
            }
        }

        // Ultimo (§2.7).
        if (h_.ultimo) ultimo(*h_.ultimo, k, offender.has_value(), declarer_innocent);

        // Expand the party items into postings.
        const bool offender_pays = declarer_innocent && rules_.is("renonce_payer", "offender");
        for (const Item& it : items_) {
            const auto opp = opposing(it.cat);
            if (offender_pays && it.per_opp > 0) {
                const auto total = it.per_opp * static_cast<std::int64_t>(opp.size());
                out_.result.pay(*offender, decl, Thirds::whole(total),
                                it.reason + T(fmt::format(" — {} zahlt allein für {} Gegner (A18)", name(*offender), opp.size()),
                                              fmt::format(" — {} pays alone for {} opponents (A18)", name(*offender), opp.size())),
                                {it.rule.rule + ", A18", it.rule.source + ", L2329"});
            } else {
                for (int o : opp) out_.result.pay(o, decl, Thirds::whole(it.per_opp), it.reason, it.rule);
            }
        }

        honours(k);

        out_.summary = T(name(decl) + ": " + label + (win ? " gewonnen" : " verloren") + how,
                         name(decl) + ": " + label + (win ? " won" : " lost") + how_en);
    }

    void ultimo(const Ultimo& u, std::int64_t k, bool renonce, bool declarer_innocent) {
        const int decl = h_.declarer;
        if (u.announced) {
            const bool success = renonce ? declarer_innocent : u.won && !u.without_pagat;
            const std::int64_t val = 4 * k * factor(u.contra);
            const Text v = times_contra(4 * k, u.contra);
            RuleRef rule{"tapp §2.7, §2.9", "000:L304, L342, L354, L360"};
            Text why = success ? T("Pagat Ultimo angesagt und gewonnen: " + v.de, "Pagat Ultimo announced and won: " + v.en)
                               : T("Pagat Ultimo angesagt und verloren: " + v.de, "Pagat Ultimo announced and lost: " + v.en);
            if (u.without_pagat) {
                why = T("Pagat Ultimo ohne Pagat angesagt (Codex §20): verloren, " + v.de,
                        "Pagat Ultimo announced without the Pagat (Codex §20): lost, " + v.en);
                rule = {"tapp Codex §20, A19", "000:L2309-2313"};
            }
            items_.push_back({success ? val : -val, Cat::Premium, why, rule});
            if (success && rules_.is("ultimo_cumulative", "cumulative"))
                items_.push_back({2 * k, Cat::Premium, T("Stiller Ultimo zusätzlich (Hausregel A26)", "silent Ultimo added (house rule A26)"),
                                  {"tapp A26", "000:L304"}});
            if (rules_.is("stamm", "on")) settle_stamm(out_.result, pot_, h_.declarer, opposing(Cat::Premium), success, u.contra > 0);
            return;
        }
        const std::int64_t val = 2 * k;
        const RuleRef rule{"tapp §2.7", "000:L306, L450, L456"};
        if (u.player == decl) {
            items_.push_back({u.won ? val : -val, Cat::Premium,
                              u.won ? T(fmt::format("Stiller Ultimo des Spielers: {}", val), fmt::format("declarer's silent Ultimo: {}", val))
                                    : T(fmt::format("Pagat des Spielers im letzten Stich gefangen: {} Strafe", val),
                                        fmt::format("declarer's Pagat captured in the last trick: {} penalty", val)),
                              rule});
            return;
        }
        if (u.won) {
            items_.push_back({-val, Cat::Premium,
                              T(fmt::format("Stiller Ultimo von {} (Gegner): der Spieler zahlt jedem Gegner {}", name(u.player), val),
                                fmt::format("silent Ultimo by {} (opponent): the declarer pays each opponent {}", name(u.player), val)),
                              {"tapp §2.7", "000:L456"}});
            return;
        }
        const std::string& a6 = rules_.choice("opponent_pagat_captured");
        const RuleRef rule6{"tapp §2.7, A6", "000:L306"};
        if (a6 == "each_opponent") {
            items_.push_back({val, Cat::Premium,
                              T(fmt::format("Pagat von {} im letzten Stich gefangen: jeder Gegner zahlt {}", name(u.player), val),
                                fmt::format("{}'s Pagat captured in the last trick: each opponent pays {}", name(u.player), val)),
                              rule6});
        } else if (a6 == "holder") {
            out_.result.pay(u.player, decl, Thirds::whole(val),
                            T(fmt::format("Pagat von {} im letzten Stich gefangen: er allein zahlt {} (A6)", name(u.player), val),
                              fmt::format("{}'s Pagat captured in the last trick: he alone pays {} (A6)", name(u.player), val)),
                            rule6);
        } else {
            out_.result.notes.push_back(T("Gefangener Pagat eines Gegners: keine Strafe (Hausregel A6).",
                                          "An opponent's Pagat captured: no penalty (house rule A6)."));
        }
    }

    /// Honours held (§2.4-§2.6): Köpfe 1, Trull 2, Quatre 2 (Solo double), from everyone else at
    /// the table. Passing before anyone declared forfeits Trull and Quatre (000:L346) and, under
    /// A5 "yes", Köpfe; the Köpfe that A3 adds to a Trull are forfeited only under A5 too.
    void honours(std::int64_t k) {
        const int opener_pos = deal_.speaking_position(h_.opened_by.value_or(h_.declarer));
        const bool forfeit_koepfe = rules_.is("forfeit_koepfe", "yes");
        for (const auto& [seat, hon] : h_.honours) {
            const bool passed_first = deal_.speaking_position(seat) < opener_pos;
            const bool forfeited = passed_first && (hon != Honour::Koepfe || forfeit_koepfe);
            const std::string what = hon == Honour::Koepfe ? "Köpfe" : hon == Honour::Trull ? "Trull" : "Quatre";
            if (forfeited)
                out_.result.notes.push_back(
                    T(what + " von " + name(seat) + " verpasst: gepasst, bevor jemand angesagt hatte (§2.6).",
                      what + " of " + name(seat) + " forfeited: passed before anyone had declared (§2.6)."));
            else {
                const std::int64_t value = (hon == Honour::Koepfe ? 1 : 2) * k;
                collect(seat, value,
                        T(fmt::format("{} gehalten von {}: jeder am Tisch zahlt {}", what, name(seat), value),
                          fmt::format("{} held by {}: everyone at the table pays {}", what, name(seat), value)),
                        {"tapp §2.4, §2.5", "000:L342, L344, L354"});
            }
            if (hon != Honour::Trull || !rules_.is("trull_koepfe", "trull_and_koepfe")) continue;
            if (!forfeited)
                collect(seat, k,
                        T(fmt::format("Köpfe zur Trull von {} (Hausregel A3): {}", name(seat), k),
                          fmt::format("Köpfe with {}'s Trull (house rule A3): {}", name(seat), k)),
                        {"tapp A3", "000:L342, L2489"});
            else if (!forfeit_koepfe)
                collect(seat, k,
                        T(fmt::format("Köpfe zur verpassten Trull von {} (Hausregeln A3, A5): nur Trull und Quatre werden verpasst, {}", name(seat), k),
                          fmt::format("Köpfe with {}'s forfeited Trull (house rules A3, A5): only Trull and Quatre are forfeited, {}", name(seat), k)),
                        {"tapp A3, A5", "000:L342, L346, L2489"});
        }
    }

    /// `value` from every other person at the table to the holder `seat` (the König per A2).
    void collect(int seat, std::int64_t value, const Text& why, const RuleRef& rule) {
        const bool koenig_pays = koenig_takes_part(Cat::Premium);
        for (int s = 0; s < deal_.table_size; ++s) {
            if (s == seat) continue;
            if (deal_.resting && s == *deal_.resting && !koenig_pays) continue;
            out_.result.pay(s, seat, Thirds::whole(value), why, rule);
        }
    }

    const Pack& pack_;
    std::vector<Item> items_;
};

}  // namespace

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup, const Pack& pack, StammPot& pot) {
    HandOutcome out = Scorer(h, deal, setup, pack, pot).run();
    if (h.kind == DealKind::Game) out.marks = family_marks(h.declarer, h.contra, h.ultimo, h.volat, h.honours, h.renonce, setup.players);
    return out;
}

}  // namespace tarock::tapp
