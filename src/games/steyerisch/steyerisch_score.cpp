// Scoring a Steyerisch-Tarok hand: Gewinn-Points (block-steyerisch §3.3), premiums as fixed
// consolations (§3.4), Volat (§3.5), contra (§3.6), renonce by Codex §25 (§3.7), with the house
// rules of §6 (A-C1 .. A-C16) and the Tapp rules Steyerisch takes over (000:L668).
#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "core/cards.hpp"
#include "games/common/bilingual.hpp"
#include "games/common/json_input.hpp"
#include "games/steyerisch/steyerisch.hpp"

namespace tarock::steyerisch {

namespace {

std::int64_t pow2(int contra) { return std::int64_t{1} << contra; }
const RuleRef kRuleGame{"block-steyerisch §3.3", "000:L658-662"};


}  // namespace

std::int64_t consolation(const HouseRules& rules) { return rules.is("consolation", "20") ? 20 : 10; }

std::int64_t game_factor(tapp::Contract c, const HouseRules& rules) {
    const bool regional = rules.is("game_factors", "1_2_4_6");
    switch (c) {
        case tapp::Contract::Dreier: return 1;
        case tapp::Contract::Zweier: return 2;
        case tapp::Contract::Einer: return regional ? 4 : 3;
        case tapp::Contract::Solo: return regional ? 6 : 4;
    }
    return 1;
}

GewinnPoints gewinn_points(const Hand& h, const HouseRules& rules) {
    if (h.kind != DealKind::Game || !h.points) throw std::logic_error("gewinn_points: a game with card points is needed");
    GewinnPoints g;
    const std::int64_t C = consolation(rules);
    g.factor = game_factor(h.contract.game, rules);
    g.multiple = h.contract.final_multiple();
    g.contra = h.contra;
    g.declarer_points = round_card_points(*h.points);
    g.renonce = h.renonce;
    std::string head_de, head_en;
    if (h.renonce) {
        // Codex §25: the renouncing party is the loser; double consolation, plus the points it
        // lacked to 35 if it had not won (A-C12).
        const bool declarer_off = *h.renonce == h.declarer;
        g.declarer_won = !declarer_off;
        const std::int64_t pr = declarer_off ? g.declarer_points : kPack54.points - g.declarer_points;
        const std::int64_t need = declarer_off ? kPack54.to_win : kPack54.half();
        const bool reached = pr >= need;
        g.party_points = kPack54.points - pr;
        g.missing = reached ? 0 : kPack54.half() - pr;
        const std::string party_de = declarer_off ? "der Spieler" : "die Gegner";
        const std::string party_en = declarer_off ? "the declarer" : "the opponents";
        if (!reached && rules.is("renonce_missing", "normal_gewinn")) {
            g.over = g.party_points - kPack54.half();
            g.consolation = C;
            g.gewinn = g.over + C + g.missing;
            head_de = fmt::format("Renonce (§25): {} mit {} Punkten verliert; {} über 35 + {} + {} fehlende Points = {} Gewinn-Points",
                                  party_de, pr, g.over, C, g.missing, g.gewinn);
            head_en = fmt::format("renonce (§25): {} with {} points lose; {} over 35 + {} + {} missing points = {} Gewinn-Points",
                                  party_en, pr, g.over, C, g.missing, g.gewinn);
        } else {
            g.over = 0;
            g.consolation = 2 * C;
            g.gewinn = 2 * C + g.missing;
            if (reached) {
                head_de = fmt::format("Renonce (§25): {} mit {} Punkten gilt als verloren; doppelte Consolation {} = {} Gewinn-Points",
                                      party_de, pr, 2 * C, g.gewinn);
                head_en = fmt::format("renonce (§25): {} with {} points count as losing; double consolation {} = {} Gewinn-Points",
                                      party_en, pr, 2 * C, g.gewinn);
            } else {
                head_de = fmt::format("Renonce (§25): {} mit {} Punkten; doppelte Consolation {} + {} fehlende Points = {} Gewinn-Points",
                                      party_de, pr, 2 * C, g.missing, g.gewinn);
                head_en = fmt::format("renonce (§25): {} with {} points; double consolation {} + {} missing points = {} Gewinn-Points",
                                      party_en, pr, 2 * C, g.missing, g.gewinn);
            }
        }
    } else {
        g.declarer_won = g.declarer_points >= kPack54.to_win;
        g.party_points = g.declarer_won ? g.declarer_points : kPack54.points - g.declarer_points;
        g.over = g.party_points - kPack54.half();
        g.consolation = C;
        g.gewinn = g.over + C;
        if (!g.declarer_won && g.party_points == kPack54.half()) {
            head_de = fmt::format("35 : 35, der Spieler verliert: Consolation {} = {} Gewinn-Points", C, g.gewinn);
            head_en = fmt::format("35 : 35, the declarer loses: consolation {} = {} Gewinn-Points", C, g.gewinn);
        } else {
            head_de = fmt::format("{} {} Punkte: {} über 35 + Consolation {} = {} Gewinn-Points", g.declarer_won ? "Spieler" : "Gegner",
                                  g.party_points, g.over, C, g.gewinn);
            head_en = fmt::format("{} {} points: {} over 35 + consolation {} = {} Gewinn-Points", g.declarer_won ? "declarer" : "opponents",
                                  g.party_points, g.over, C, g.gewinn);
        }
    }
    g.multiple_applies = !g.declarer_won;
    std::int64_t amount = g.gewinn * g.factor;
    const char* game = tapp::contract_name(h.contract.game);
    std::string de = head_de + fmt::format("; {} × {} = {}", game, g.factor, amount);
    std::string en = head_en + fmt::format("; {} × {} = {}", game, g.factor, amount);
    if (g.multiple_applies) {
        if (h.contract.game != tapp::Contract::Solo) {
            amount *= g.multiple;
            de += fmt::format("; {} × {} = {}", tapp::malig_de(g.multiple), g.multiple, amount);
            en += fmt::format("; {} × {} = {}", tapp::malig_en(g.multiple), g.multiple, amount);
        }
    } else if (g.multiple > 1) {
        de += fmt::format(" (gewonnen: {}, aber stets einmalig bezahlt)", tapp::malig_de(g.multiple));
        en += fmt::format(" (won: {}, but always paid onefold)", tapp::malig_en(g.multiple));
    }
    if (g.contra) {
        amount *= pow2(g.contra);
        de += fmt::format("; {} × {} = {}", contra_name(g.contra), pow2(g.contra), amount);
        en += fmt::format("; {} × {} = {}", contra_name(g.contra), pow2(g.contra), amount);
    }
    g.per_opp = g.declarer_won ? amount : -amount;
    de += g.declarer_won ? " von jedem Gegner" : " an jeden Gegner";
    en += g.declarer_won ? " from each opponent" : " to each opponent";
    g.text = {de, en};
    return g;
}

namespace {

class Scorer : public StammScorer<Scorer, Hand> {
    friend StammScorer;

public:
    using StammScorer::StammScorer;

private:

    /// The premium unit P: the consolation, scaled per A-C5.
    std::int64_t premium_unit() const {
        const std::int64_t C = consolation(rules_);
        if (rules_.is("premium_scale", "solo_double") && h_.contract.game == tapp::Contract::Solo) return 2 * C;
        if (rules_.is("premium_scale", "game_factor")) return C * game_factor(h_.contract.game, rules_);
        return C;
    }

    Text premium_text(std::int64_t base_mult) const {
        const std::int64_t C = consolation(rules_);
        const std::int64_t P = premium_unit();
        const std::string what_de = base_mult == 1 ? "einfache Consolation" : "doppelte Consolation";
        const std::string what_en = base_mult == 1 ? "single consolation" : "double consolation";
        if (P == C) return T(fmt::format("{} {}", what_de, base_mult * C), fmt::format("{} {}", what_en, base_mult * C));
        const std::int64_t f = P / C;
        return T(fmt::format("{} {} × {} (A-C5) = {}", what_de, base_mult * C, f, base_mult * P),
                 fmt::format("{} {} × {} (A-C5) = {}", what_en, base_mult * C, f, base_mult * P));
    }

    /// "7 × 10 × Dreier 1 × zweimalig 2 × Contra 2" (German and English) for a Volat of `times`
    /// consolations, multiple `mv`, its own contra level and, under A-C9 "times_game_contra", the
    /// game's contra.
    Text volat_calc(int times, int mv, int own_contra, bool game_contra) const {
        const tapp::Contract c = h_.contract.game;
        std::string de = fmt::format("{} × {} × {} {}", times, consolation(rules_), tapp::contract_name(c), game_factor(c, rules_));
        std::string en = de;
        if (mv > 1) {
            de += fmt::format(" × {} {}", tapp::malig_de(mv), mv);
            en += fmt::format(" × {} {}", tapp::malig_en(mv), mv);
        }
        if (own_contra) {
            de += fmt::format(" × {} {}", contra_name(own_contra), pow2(own_contra));
            en += fmt::format(" × {} {}", contra_name(own_contra), pow2(own_contra));
        }
        if (game_contra && h_.contra) {
            de += fmt::format(" × {} des Spiels {}", contra_name(h_.contra), pow2(h_.contra));
            en += fmt::format(" × the game's {} {}", contra_name(h_.contra), pow2(h_.contra));
        }
        return {de, en};
    }

    void game() {
        const int decl = h_.declarer;
        const tapp::Contract c = h_.contract.game;
        const int m = h_.contract.final_multiple();
        const std::int64_t C = consolation(rules_);
        const std::int64_t F = game_factor(c, rules_);
        const std::string label = c == tapp::Contract::Solo ? "Solo" : fmt::format("{} {}×", tapp::contract_name(c), m);

        std::optional<int> offender = h_.renonce;
        if (!offender && h_.ultimo && h_.ultimo->without_pagat && rules_.is("ultimo_without_pagat", "renonce"))
            offender = h_.ultimo->player;
        Hand scored = h_;
        scored.renonce = offender;
        const GewinnPoints g = gewinn_points(scored, rules_);
        const bool win = g.declarer_won;
        const bool declarer_innocent = offender && *offender != decl;
        out_.declarer = decl;
        out_.declarer_won = win;
        out_.game = tapp::contract_id(c);
        if (offender)
            out_.result.notes.push_back(T(
                name(*offender) + " hat renonciert: die Partie wird zu Ende gespielt und für seine Partei als verloren gerechnet (Codex §25).",
                name(*offender) + " renounced: the hand is played out and counted as lost for his party (Codex §25)."));
        if (!h_.points->is_whole())
            out_.result.notes.push_back(T(
                fmt::format("Kartenpunkte {} gerundet auf {} (⅔ zählt voll, ⅓ fällt weg).", h_.points->to_display(), g.declarer_points),
                fmt::format("Card points {} rounded to {} (⅔ counts whole, ⅓ is dropped).", h_.points->to_display(), g.declarer_points)));
        const RuleRef game_rule = offender ? RuleRef{"block-steyerisch §3.7 Codex §25, A-C12", "000:L2339, L658-662"}
                                  : h_.contra ? RuleRef{"block-steyerisch §3.3, §3.6, A-C10", "000:L658-662, L668, L358"}
                                              : kRuleGame;
        const std::int64_t K = pow2(h_.contra);
        const bool volat_times_k = rules_.is("volat_contra", "times_game_contra");
        const RuleRef volat_rule{"block-steyerisch §3.5, A-C9, Codex §19", "000:L666, L2307"};

        // Game and Volat (§3.5: no Gewinn-Points on top of a Volat; §19 takes the larger).
        bool game_done = false;
        if (h_.volat && h_.volat->announced_by != tapp::Party::None) {
            const tapp::Volat& v = *h_.volat;
            const int sA = v.announced_by == tapp::Party::Declarer ? 1 : -1;
            bool made = v.made_by == v.announced_by;
            if (offender) made = (v.announced_by == tapp::Party::Declarer) == declarer_innocent;
            const std::string who_de = sA > 0 ? "Spieler" : "Gegner";
            const std::string who_en = sA > 0 ? "declarer" : "opponents";
            if (made) {
                const int mv = sA > 0 ? 1 : m;  // the declarer is paid onefold (A-C9)
                std::int64_t val = 14 * C * F * mv * pow2(v.contra) * (volat_times_k ? K : 1);
                const Text calc = volat_calc(14, mv, v.contra, volat_times_k);
                const std::int64_t game_price = std::abs(g.per_opp);
                const std::int64_t best = std::max(val, game_price);
                items_.push_back({sA * best, true,
                                  T(fmt::format("Volat angesagt ({}) und gemacht: {} = {}{}", who_de, calc.de, val,
                                                best > val ? fmt::format("; der contrierte Spielpreis {} ist höher (§19)", game_price) : ""),
                                    fmt::format("Volat announced ({}) and made: {} = {}{}", who_en, calc.en, val,
                                                best > val ? fmt::format("; the contra'd game price {} is higher (§19)", game_price) : "")),
                                  volat_rule});
                game_done = true;
            } else {
                // Under A-C9 "times_game_contra" the failure is worth what the success would have
                // been (000:L450: the penalty equals the premium), unless A-C17 says "made_only".
                const bool failed_times_k = volat_times_k && rules_.is("volat_failed_contra", "like_made");
                const std::int64_t val = 14 * C * F * pow2(v.contra) * (failed_times_k ? K : 1);
                const Text calc = volat_calc(14, 1, v.contra, failed_times_k);
                items_.push_back({-sA * val, false,
                                  T(fmt::format("Volat angesagt ({}) und nicht gemacht: {} = {} an die Gegenpartei", who_de, calc.de, val),
                                    fmt::format("Volat announced ({}) and failed: {} = {} to the other party", who_en, calc.en, val)),
                                  failed_times_k ? RuleRef{"block-steyerisch §3.5, A-C9, A-C17", "000:L666, L306, L450"}
                                                 : RuleRef{"block-steyerisch §3.5, A-C9", "000:L666, L306, L450"}});
            }
        }
        if (!game_done) {
            const tapp::Party silent = h_.volat ? h_.volat->made_by : tapp::Party::None;
            const bool silent_counts = silent != tapp::Party::None && h_.volat->announced_by != silent;
            if (silent_counts) {
                const int s = silent == tapp::Party::Declarer ? 1 : -1;
                const int mv = s > 0 ? 1 : m;
                const std::int64_t val = 7 * C * F * mv * (volat_times_k ? K : 1);
                const Text calc = volat_calc(7, mv, 0, volat_times_k);
                const std::int64_t game_price = std::abs(g.per_opp);
                const std::int64_t best = std::max(val, game_price);
                items_.push_back({s * best, true,
                                  T(fmt::format("Stiller Volat ({}) statt Gewinn-Points: {} = {}{}", s > 0 ? "Spieler" : "Gegner", calc.de, val,
                                                best > val ? fmt::format("; der contrierte Spielpreis {} ist höher (§19)", game_price) : ""),
                                    fmt::format("Silent Volat ({}) instead of Gewinn-Points: {} = {}{}", s > 0 ? "declarer" : "opponents", calc.en, val,
                                                best > val ? fmt::format("; the contra'd game price {} is higher (§19)", game_price) : "")),
                                  volat_rule});
            } else {
                items_.push_back({g.per_opp, true,
                                  T(label + (win ? " gewonnen: " : " verloren: ") + g.text.de, label + (win ? " won: " : " lost: ") + g.text.en),
                                  game_rule});
            }
        }

        if (h_.ultimo) ultimo(*h_.ultimo, offender.has_value(), declarer_innocent);

        const bool offender_pays = declarer_innocent && rules_.is("renonce_payer", "offender");
        tapp::book_party_items(out_.result, items_, deal_, decl, rules_, offender_pays ? offender : std::nullopt, setup_.players, "A-C11");

        honours();

        const std::string how_de = offender ? " (Renonce von " + name(*offender) + ")" : fmt::format(" ({} Punkte)", g.declarer_points);
        const std::string how_en = offender ? " (renonce by " + name(*offender) + ")" : fmt::format(" ({} points)", g.declarer_points);
        out_.summary = T(name(decl) + ": " + label + (win ? " gewonnen" : " verloren") + how_de,
                         name(decl) + ": " + label + (win ? " won" : " lost") + how_en);
    }

    void ultimo(const tapp::Ultimo& u, bool renonce, bool declarer_innocent) {
        const int decl = h_.declarer;
        const std::int64_t P = premium_unit();
        if (u.announced) {
            const bool success = renonce ? declarer_innocent : u.won && !u.without_pagat;
            const std::int64_t val = 2 * P * pow2(u.contra);
            const Text base = premium_text(2);
            std::string calc_de = base.de, calc_en = base.en;
            if (u.contra) {
                calc_de += fmt::format(" × {} {} = {}", contra_name(u.contra), pow2(u.contra), val);
                calc_en += fmt::format(" × {} {} = {}", contra_name(u.contra), pow2(u.contra), val);
            }
            RuleRef rule{"block-steyerisch §3.4, A-C10", "000:L664, L304, L360"};
            Text why = success ? T("Pagat Ultimo angesagt und gewonnen: " + calc_de, "Pagat Ultimo announced and won: " + calc_en)
                               : T("Pagat Ultimo angesagt und verloren: " + calc_de, "Pagat Ultimo announced and lost: " + calc_en);
            if (u.without_pagat) {
                why = T("Pagat Ultimo ohne Pagat angesagt (Codex §20): verloren, " + calc_de,
                        "Pagat Ultimo announced without the Pagat (Codex §20): lost, " + calc_en);
                rule = {"tapp Codex §20, A19", "000:L2309-2313, L664"};
            }
            items_.push_back({success ? val : -val, false, why, rule});
            if (success && rules_.is("ultimo_cumulative", "cumulative"))
                items_.push_back({P, false, T("Stiller Ultimo zusätzlich (Hausregel A26): " + premium_text(1).de,
                                              "silent Ultimo added (house rule A26): " + premium_text(1).en),
                                  {"tapp A26", "000:L304, L664"}});
            if (rules_.is("stamm", "on"))
                settle_stamm(out_.result, pot_, decl, tapp::opposing_party(deal_, decl, rules_, false), success, u.contra > 0);
            return;
        }
        const Text one = premium_text(1);
        const RuleRef rule{"block-steyerisch §3.4, A-C7", "000:L664, L306, L450, L456"};
        if (u.player == decl) {
            items_.push_back({u.won ? P : -P, false,
                              u.won ? T("Stiller Ultimo des Spielers: " + one.de, "declarer's silent Ultimo: " + one.en)
                                    : T("Pagat des Spielers im letzten Stich gefangen: " + one.de + " Strafe",
                                        "declarer's Pagat captured in the last trick: " + one.en + " penalty"),
                              rule});
            return;
        }
        if (u.won) {
            items_.push_back({-P, false,
                              T(fmt::format("Stiller Ultimo von {} (Gegner): der Spieler zahlt jedem Gegner die {}", name(u.player), one.de),
                                fmt::format("silent Ultimo by {} (opponent): the declarer pays each opponent the {}", name(u.player), one.en)),
                              rule});
            return;
        }
        const std::string& a6 = rules_.choice("opponent_pagat_captured");
        const RuleRef rule6{"block-steyerisch A-C7, tapp A6", "000:L306, L664"};
        if (a6 == "each_opponent") {
            items_.push_back({P, false,
                              T(fmt::format("Pagat von {} im letzten Stich gefangen: jeder Gegner zahlt die {}", name(u.player), one.de),
                                fmt::format("{}'s Pagat captured in the last trick: each opponent pays the {}", name(u.player), one.en)),
                              rule6});
        } else if (a6 == "holder") {
            out_.result.pay(u.player, decl, Thirds::whole(P),
                            T(fmt::format("Pagat von {} im letzten Stich gefangen: er allein zahlt die {} (A-C7)", name(u.player), one.de),
                              fmt::format("{}'s Pagat captured in the last trick: he alone pays the {} (A-C7)", name(u.player), one.en)),
                            rule6);
        } else {
            out_.result.notes.push_back(T("Gefangener Pagat eines Gegners: keine Strafe (Hausregel A-C7).",
                                          "An opponent's Pagat captured: no penalty (house rule A-C7)."));
        }
    }

    void honours() {
        const int opener_pos = deal_.speaking_position(h_.opened_by.value_or(h_.declarer));
        const bool koenig_pays = tapp::koenig_in_premiums(deal_, rules_);
        const std::int64_t P = premium_unit();
        const Text one = premium_text(1);
        for (const auto& [seat, hon] : h_.honours) {
            if (hon == tapp::Honour::Koepfe) {
                out_.result.notes.push_back(T("Köpfe von " + name(seat) + ": zählen im Steyerisch-Tarok nicht (§3.4).",
                                              "Köpfe of " + name(seat) + ": they count nothing in Steyerisch-Tarok (§3.4)."));
                continue;
            }
            const std::string what = hon == tapp::Honour::Trull ? "Tous les trois" : "Tous les quatre";
            if (rules_.is("forfeit", "tapp") && deal_.speaking_position(seat) < opener_pos) {
                out_.result.notes.push_back(
                    T(what + " von " + name(seat) + " verpasst: gepasst, bevor jemand angesagt hatte (A-C6, §2.6).",
                      what + " of " + name(seat) + " forfeited: passed before anyone had declared (A-C6, §2.6)."));
                continue;
            }
            for (int s = 0; s < deal_.table_size; ++s) {
                if (s == seat) continue;
                if (deal_.resting && s == *deal_.resting && !koenig_pays) continue;
                out_.result.pay(s, seat, Thirds::whole(P),
                                T(fmt::format("{} gehalten von {}: jeder am Tisch zahlt die {}", what, name(seat), one.de),
                                  fmt::format("{} held by {}: everyone at the table pays the {}", what, name(seat), one.en)),
                                {"block-steyerisch §3.4, A-C6", "000:L664, L344"});
            }
        }
    }

    std::vector<tapp::PartyItem> items_;
};

}  // namespace

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup, tapp::StammPot& pot) {
    HandOutcome out = Scorer(h, deal, setup, pot).run();
    if (h.kind == DealKind::Game) out.marks = tapp::family_marks(h.declarer, h.contra, h.ultimo, h.volat, h.honours, h.renonce, setup.players);
    return out;
}

}  // namespace tarock::steyerisch
