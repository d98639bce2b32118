// Scoring an Ungarisch-Tarok hand: tapp-zwoelfer-ungarisch-codex §5 (the settlement algorithm)
// with Zweier/Einer values and Courage (§4.1, §4.4), Trull/Quatre as party premiums won in the
// tricks (§4.2), the tarock-count announcements (§4.3) and the house rules of §8.
#include <fmt/format.h>

#include <algorithm>

#include "core/cards.hpp"
#include "games/common/bilingual.hpp"
#include "games/common/json_input.hpp"
#include "games/common/marks.hpp"
#include "games/ungarisch/ungarisch.hpp"

namespace tarock::ungarisch {

namespace {

std::int64_t pow2(int contra) { return std::int64_t{1} << contra; }
/// "4" or "4 × Contra 2 = 8".
Text times_contra(std::int64_t base, int contra) {
    if (contra == 0) return {std::to_string(base), std::to_string(base)};
    const std::string s = fmt::format("{} × {} {} = {}", base, contra_name(contra), pow2(contra), base * pow2(contra));
    return {s, s};
}

class Scorer : public StammScorer<Scorer, Hand> {
    friend StammScorer;

public:
    using StammScorer::StammScorer;

private:

    void game() {
        const int decl = h_.declarer;
        const tapp::Contract c = h_.contract.game;
        const bool solo = c == tapp::Contract::Solo;
        const std::int64_t k = solo ? 2 : 1;  // premiums double in a Solo only (000:L1020, L1022; A17)
        const int m = h_.contract.final_multiple();
        const std::int64_t base = game_base(h_.contract);
        const std::int64_t cf = h_.courage ? 2 : 1;
        const std::int64_t G = base * cf * pow2(h_.contra);
        const std::string label = solo ? "Solo" : fmt::format("{} {}×", tapp::contract_name(c), m);

        // The game value in words: "Zweier 3× = 6 × Courage 2 × Contra 2 = 24".
        std::string gv = std::to_string(base);
        if (c == tapp::Contract::Zweier) gv = fmt::format("2 × {} = {}", m, base);
        if (c == tapp::Contract::Einer) gv = fmt::format("3 × {} = {}", m, base);
        if (h_.courage || h_.contra) {
            std::string tail;
            if (h_.courage) tail += " × Courage 2";
            if (h_.contra) tail += fmt::format(" × {} {}", contra_name(h_.contra), pow2(h_.contra));
            gv += tail + fmt::format(" = {}", G);
        }
        const Text game_value{gv, gv};
        RuleRef game_rule = c == tapp::Contract::Zweier ? RuleRef{"tapp-codex §4.1", "000:L1008-1010"}
                          : c == tapp::Contract::Einer ? RuleRef{"tapp-codex §4.1", "000:L1012"}
                          : solo ? RuleRef{"tapp-codex §4.1, §2.3", "000:L1012, L354"}
                                 : RuleRef{"tapp-codex §4.1, §2.2", "000:L1008, L326-336"};
        if (h_.courage) game_rule = {game_rule.rule + ", §4.4", game_rule.source + ", L1024"};
        if (h_.contra) game_rule = {game_rule.rule + ", §2.9", game_rule.source + ", L358"};

        // Renonce (Codex §8, §32; A11 false Courage; §20 under A19 "renonce").
        std::optional<int> offender = h_.renonce;
        if (!offender && h_.ultimo && h_.ultimo->without_pagat && rules_.is("ultimo_without_pagat", "renonce"))
            offender = h_.ultimo->player;
        const bool declarer_innocent = offender && *offender != decl;
        bool win;
        std::string how_de, how_en;
        if (offender) {
            win = declarer_innocent;
            how_de = " (Renonce von " + name(*offender) + ")";
            how_en = " (renonce by " + name(*offender) + ")";
            const char* why_de = h_.renonce_cause == RenonceCause::TarockCount ? "Tarokansage falsch oder unterlassen (Codex §32)"
                               : h_.renonce_cause == RenonceCause::FalseCourage ? "Courage mit einem Tarok-Honneur angesagt (A11)"
                                                                                : "Renonce (Codex §8)";
            const char* why_en = h_.renonce_cause == RenonceCause::TarockCount ? "tarock count wrong or not announced (Codex §32)"
                               : h_.renonce_cause == RenonceCause::FalseCourage ? "Courage announced while holding a tarock honour (A11)"
                                                                                : "renonce (Codex §8)";
            out_.result.notes.push_back(T(fmt::format("{}: {}; die Gegenpartei gewinnt das Spiel und alle Ansagen.", name(*offender), why_de),
                                          fmt::format("{}: {}; the other party wins the game and all announcements.", name(*offender), why_en)));
        } else if (h_.points) {
            const std::int64_t pts = round_card_points(*h_.points);
            win = pts >= kToWin;
            how_de = fmt::format(" ({} Punkte)", pts);
            how_en = fmt::format(" ({} points)", pts);
            if (!h_.points->is_whole())
                out_.result.notes.push_back(T(
                    fmt::format("Kartenpunkte {} gerundet auf {} (⅔ zählt voll, ⅓ fällt weg, §1.3).", h_.points->to_display(), pts),
                    fmt::format("Card points {} rounded to {} (⅔ counts whole, ⅓ is dropped, §1.3).", h_.points->to_display(), pts)));
        } else {
            win = *h_.won;
        }
        out_.declarer = decl;
        out_.declarer_won = win;
        out_.game = tapp::contract_id(c);

        // Game and Volat (§2.8, Codex §19).
        const std::int64_t Vs = 12 * k;
        bool game_done = false;
        if (h_.volat && h_.volat->announced_by != tapp::Party::None) {
            const tapp::Volat& v = *h_.volat;
            const int sA = v.announced_by == tapp::Party::Declarer ? 1 : -1;
            const std::int64_t Va = 24 * k * pow2(v.contra);
            const Text va_text = times_contra(24 * k, v.contra);
            bool made = v.made_by == v.announced_by;
            if (offender) made = (v.announced_by == tapp::Party::Declarer) == declarer_innocent;
            const std::string who_de = sA > 0 ? "Spieler" : "Gegner";
            const std::string who_en = sA > 0 ? "declarer" : "opponents";
            if (made) {
                if (rules_.is("volat_announced_made", "replaces_game")) {
                    const std::int64_t val = std::max(Va, G);
                    items_.push_back({sA * val, true,
                                      T(fmt::format("Volat angesagt ({}) und gemacht, ersetzt das Spiel: größerer Wert von Volat {} und {} {} = {}",
                                                    who_de, va_text.de, label, game_value.de, val),
                                        fmt::format("Volat announced ({}) and made, replaces the game: larger of Volat {} and {} {} = {}",
                                                    who_en, va_text.en, label, game_value.en, val)),
                                      {"tapp-codex §2.8, A7, Codex §19", "000:L342, L360, L2307, L2599"}});
                } else {
                    items_.push_back({sA * G, true, T(label + (sA > 0 ? " gewonnen: " : " verloren: ") + game_value.de,
                                                      label + (sA > 0 ? " won: " : " lost: ") + game_value.en), game_rule});
                    items_.push_back({sA * Va, false,
                                      T("Volat angesagt (" + who_de + ") und gemacht, zum Spiel dazu: " + va_text.de,
                                        "Volat announced (" + who_en + ") and made, added to the game: " + va_text.en),
                                      {"tapp-codex §2.8, A7", "000:L342, L360, L2599"}});
                }
                game_done = true;
            } else {
                items_.push_back({-sA * Va, false,
                                  T("Volat angesagt (" + who_de + ") und nicht gemacht: " + va_text.de + " an die Gegenpartei",
                                    "Volat announced (" + who_en + ") and failed: " + va_text.en + " to the other party"),
                                  {"tapp-codex §2.8, A8", "000:L306, L360, L1016, L2599"}});
            }
        }
        if (!game_done) {
            const tapp::Party silent = h_.volat ? h_.volat->made_by : tapp::Party::None;
            const bool silent_counts = silent != tapp::Party::None && h_.volat->announced_by != silent;
            if (silent_counts) {
                const int s = silent == tapp::Party::Declarer ? 1 : -1;
                const std::int64_t val = std::max(Vs, G);
                items_.push_back({s * val, true,
                                  T(fmt::format("Stiller Volat ({}) statt Spiel: größerer Wert von {} und {} {} = {}",
                                                s > 0 ? "Spieler" : "Gegner", Vs, label, game_value.de, val),
                                    fmt::format("Silent Volat ({}) instead of the game: larger of {} and {} {} = {}",
                                                s > 0 ? "declarer" : "opponents", Vs, label, game_value.en, val)),
                                  {"tapp-codex §2.8, Codex §19, A25", "000:L342, L354, L1008, L2307"}});
            } else {
                items_.push_back({win ? G : -G, true,
                                  T(label + (win ? " gewonnen" : " verloren") + how_de + ": " + game_value.de,
                                    label + (win ? " won" : " lost") + how_en + ": " + game_value.en),
                                  game_rule});
            }
        }

        if (h_.ultimo) ultimo(*h_.ultimo, k, offender.has_value(), declarer_innocent);
        if (h_.trull) party_premium(*h_.trull, k, "Tous les trois", offender, declarer_innocent);
        if (h_.quatre) party_premium(*h_.quatre, k, "Tous les quatre", offender, declarer_innocent);
        tarock_counts(k, offender, declarer_innocent);

        const bool offender_pays = declarer_innocent && rules_.is("renonce_payer", "offender");
        tapp::book_party_items(out_.result, items_, deal_, decl, rules_, offender_pays ? offender : std::nullopt, setup_.players, "A18");

        out_.summary = T(name(decl) + ": " + label + (h_.courage ? " mit Courage" : "") + (win ? " gewonnen" : " verloren") + how_de,
                         name(decl) + ": " + label + (h_.courage ? " with Courage" : "") + (win ? " won" : " lost") + how_en);
    }

    void ultimo(const tapp::Ultimo& u, std::int64_t k, bool renonce, bool declarer_innocent) {
        const int decl = h_.declarer;
        if (u.announced) {
            const bool success = renonce ? declarer_innocent : u.won && !u.without_pagat;
            const std::int64_t val = 4 * k * pow2(u.contra);
            const Text v = times_contra(4 * k, u.contra);
            RuleRef rule{"tapp-codex §2.7, §2.9", "000:L304, L342, L354, L360"};
            Text why = success ? T("Pagat Ultimo angesagt und gewonnen: " + v.de, "Pagat Ultimo announced and won: " + v.en)
                               : T("Pagat Ultimo angesagt und verloren: " + v.de, "Pagat Ultimo announced and lost: " + v.en);
            if (u.without_pagat) {
                why = T("Pagat Ultimo ohne Pagat angesagt (Codex §20): verloren, " + v.de,
                        "Pagat Ultimo announced without the Pagat (Codex §20): lost, " + v.en);
                rule = {"tapp Codex §20, A19", "000:L2309-2313"};
            }
            items_.push_back({success ? val : -val, false, why, rule});
            if (success && rules_.is("ultimo_cumulative", "cumulative"))
                items_.push_back({2 * k, false, T("Stiller Ultimo zusätzlich (Hausregel A26)", "silent Ultimo added (house rule A26)"),
                                  {"tapp A26", "000:L304"}});
            if (rules_.is("stamm", "on"))
                settle_stamm(out_.result, pot_, decl, tapp::opposing_party(deal_, decl, rules_, false), success, u.contra > 0);
            return;
        }
        const std::int64_t val = 2 * k;
        const RuleRef rule{"tapp-codex §2.7", "000:L306, L450, L456"};
        if (u.player == decl) {
            items_.push_back({u.won ? val : -val, false,
                              u.won ? T(fmt::format("Stiller Ultimo des Spielers: {}", val), fmt::format("declarer's silent Ultimo: {}", val))
                                    : T(fmt::format("Pagat des Spielers im letzten Stich gefangen: {} Strafe", val),
                                        fmt::format("declarer's Pagat captured in the last trick: {} penalty", val)),
                              rule});
            return;
        }
        if (u.won) {
            items_.push_back({-val, false,
                              T(fmt::format("Stiller Ultimo von {} (Gegner): der Spieler zahlt jedem Gegner {}", name(u.player), val),
                                fmt::format("silent Ultimo by {} (opponent): the declarer pays each opponent {}", name(u.player), val)),
                              {"tapp-codex §2.7", "000:L456"}});
            return;
        }
        const std::string& a6 = rules_.choice("opponent_pagat_captured");
        const RuleRef rule6{"tapp-codex §2.7, A6", "000:L306"};
        if (a6 == "each_opponent") {
            items_.push_back({val, false,
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

    static int sign(tapp::Party p) { return p == tapp::Party::Declarer ? 1 : -1; }
    static std::string party_de(tapp::Party p) { return p == tapp::Party::Declarer ? "Spieler" : "Gegner"; }
    static std::string party_en(tapp::Party p) { return p == tapp::Party::Declarer ? "declarer" : "opponents"; }
    static tapp::Party other(tapp::Party p) { return p == tapp::Party::Declarer ? tapp::Party::Opponents : tapp::Party::Declarer; }

    /// Tous les trois / tous les quatre in the tricks (§4.2, 000:L1014-1020).
    void party_premium(const PartyPremium& p, std::int64_t k, const std::string& what, std::optional<int> offender, bool declarer_innocent) {
        const RuleRef rule{"tapp-codex §4.2", "000:L1014-1020"};
        if (p.announced_by != tapp::Party::None) {
            const tapp::Party a = p.announced_by;
            bool success = p.collected_by == a;
            if (offender) success = (a == tapp::Party::Declarer) == declarer_innocent;
            const std::int64_t val = 4 * k * pow2(p.contra);
            const Text v = times_contra(4 * k, p.contra);
            if (success) {
                items_.push_back({sign(a) * val, false,
                                  T(fmt::format("{} angesagt ({}) und eingebracht: {}", what, party_de(a), v.de),
                                    fmt::format("{} announced ({}) and collected: {}", what, party_en(a), v.en)),
                                  rule});
            } else {
                items_.push_back({-sign(a) * val, false,
                                  T(fmt::format("{} angesagt ({}) und nicht eingebracht: {} für die Gegenpartei", what, party_de(a), v.de),
                                    fmt::format("{} announced ({}) and not collected: {} for the other party", what, party_en(a), v.en)),
                                  {"tapp-codex §4.2", "000:L1016-1020"}});
                if (p.collected_by == other(a) && !offender) {
                    if (rules_.is("failed_announcement", "plus_silent"))
                        items_.push_back({sign(other(a)) * 2 * k, false,
                                          T(fmt::format("{} still eingebracht ({}), dazu (Hausregel A16): {}", what, party_de(other(a)), 2 * k),
                                            fmt::format("{} collected silently ({}), added (house rule A16): {}", what, party_en(other(a)), 2 * k)),
                                          {"tapp-codex A16", "000:L1016"}});
                    else
                        out_.result.notes.push_back(T(
                            fmt::format("{} der Gegenpartei eingebracht: sie bekommt nur die verfehlte Ansage (A16).", what),
                            fmt::format("{} collected by the other party: it gets the failed announcement only (A16).", what)));
                }
            }
            return;
        }
        const tapp::Party by = p.collected_by;
        items_.push_back({sign(by) * 2 * k, false,
                          T(fmt::format("{} still eingebracht ({}): {}", what, party_de(by), 2 * k),
                            fmt::format("{} collected silently ({}): {}", what, party_en(by), 2 * k)),
                          rule});
    }

    /// Zehn, elf, zwölf Tarok (§4.3, 000:L1022): 1, 2, 3 (Solo double) to the announcer's party (A14).
    /// After a renonce by the announcer's party: to the innocent party (Codex §8), or nothing (A28).
    void tarock_counts(std::int64_t k, std::optional<int> offender, bool declarer_innocent) {
        const int decl = h_.declarer;
        const bool each_player = rules_.is("tarock_count_payer", "each_player");
        const bool koenig_pays = tapp::koenig_in_premiums(deal_, rules_);
        static const char* count_de[] = {"Zehn", "Elf", "Zwölf"};
        for (const auto& [seat, n] : h_.tarocks) {
            const std::int64_t val = (n - 9) * k;
            const bool declarer_side = seat == decl;
            const std::string what_de = fmt::format("{} Tarok von {}", count_de[n - 10], name(seat));
            const std::string what_en = fmt::format("{} tarocks of {}", n, name(seat));
            const std::string calc = k == 2 ? fmt::format("{} × Solo 2 = {}", n - 9, val) : std::to_string(val);
            if (offender && declarer_side != declarer_innocent) {
                // The offending party's announcement: the innocent party wins it (Codex §8, A28
                // default), or it lapses.
                if (rules_.is("renonce_tarock_count", "lapses")) {
                    out_.result.notes.push_back(T(what_de + ": verfällt mit der Renonce seiner Partei (Hausregel A28).",
                                                  what_en + ": lapses with his party's renonce (house rule A28)."));
                    continue;
                }
                const Text why = T(what_de + " nach der Renonce: zählt für die schuldlose Partei (Codex §8, A28): " + calc,
                                   what_en + " after the renonce: count for the innocent party (Codex §8, A28): " + calc);
                const RuleRef rule{"tapp-codex §4.3, Codex §8, A28", "000:L1022, L2257"};
                if (each_player) {
                    // A14 "each player": the announcer pays each member of the innocent party.
                    const std::vector<int> innocent = declarer_side ? tapp::opposing_party(deal_, decl, rules_, false) : std::vector<int>{decl};
                    for (int s : innocent) out_.result.pay(seat, s, Thirds::whole(val), why, {rule.rule + ", A14", rule.source});
                } else {
                    items_.push_back({declarer_side ? -val : val, false, why, rule});
                }
                continue;
            }
            if (each_player) {
                for (int s = 0; s < deal_.table_size; ++s) {
                    if (s == seat) continue;
                    if (deal_.resting && s == *deal_.resting && !koenig_pays) continue;
                    out_.result.pay(s, seat, Thirds::whole(val),
                                    T(what_de + ": jeder am Tisch zahlt " + calc + " (Hausregel A14)",
                                      what_en + ": everyone at the table pays " + calc + " (house rule A14)"),
                                    {"tapp-codex §4.3, A14", "000:L1022"});
                }
            } else {
                items_.push_back({declarer_side ? val : -val, false,
                                  T(what_de + " für seine Partei: " + calc, what_en + " for his party: " + calc),
                                  {"tapp-codex §4.3, A14", "000:L1022"}});
            }
        }
    }

    std::vector<tapp::PartyItem> items_;
};

}  // namespace

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup, tapp::StammPot& pot) {
    HandOutcome out = Scorer(h, deal, setup, pot).run();
    if (h.kind != DealKind::Game) return out;
    // The Trull and the Quatre are party premiums here (§4.2), marked as the Volat is.
    out.marks = tapp::family_marks(h.declarer, h.contra, h.ultimo, h.volat, {}, std::nullopt, setup.players);
    const auto party = [&](tapp::Party p) { return p == tapp::Party::Declarer ? same(setup.players.at(static_cast<std::size_t>(h.declarer))) : T("Gegenspieler", "opponents"); };
    for (const auto& [name, premium] : {std::pair{"Trull", &h.trull}, std::pair{"Quatre", &h.quatre}}) {
        if (!*premium) continue;
        const PartyPremium& p = **premium;
        if (p.announced_by != tapp::Party::None) mark_premium(out.marks, same(name), same(name), true, p.collected_by == p.announced_by, p.contra, party(p.announced_by));
        else if (p.collected_by != tapp::Party::None) mark_premium(out.marks, same(name), same(name), false, true, 0, party(p.collected_by));
    }
    if (h.renonce) mark_renonce(out.marks, setup.players.at(static_cast<std::size_t>(*h.renonce)));
    return out;
}

}  // namespace tarock::ungarisch
