// Scoring a Groß-Tarok hand: strohmann-grosstarok-historic §3.7 with the house rules A-G1 .. A-G15.
#include <algorithm>

#include <fmt/format.h>

#include "games/common/marks.hpp"
#include "games/grosstarok/grosstarok.hpp"

namespace tarock::grosstarok {

namespace {

const RuleRef kRuleCards{"grosstarok §3.2, A-G8", "000:2149"};
const RuleRef kRuleMisere{"grosstarok §3.5", "000:2127-2133"};
const RuleRef kRuleMisereFailed{"grosstarok §3.5, A-G11", "000:2133"};
const RuleRef kRuleGiveUp{"grosstarok §3.5, A-G13", "000:2131"};
const RuleRef kRuleDouble{"grosstarok §3.5, A-G16", "000:2123, 000:2141"};
const RuleRef kRuleVole{"grosstarok §3.6, A-G9", "000:2141-2147"};
const RuleRef kRuleVoleFailed{"grosstarok §3.6, A-G10", "000:2145"};

std::int64_t misere_value(MisereTiming t) { return t == MisereTiming::Silent ? 26 : t == MisereTiming::Start ? 36 : 31; }
Text misere_name(MisereTiming t) {
    switch (t) {
        case MisereTiming::Silent: return T("stille Misère", "silent Misère");
        case MisereTiming::Start: return T("Misère, zu Beginn angesagt (26 + 10)", "Misère announced at the start (26 + 10)");
        case MisereTiming::Before13: return T("Misère, vor dem 13. Stich angesagt (26 + 5)", "Misère announced before the 13th trick (26 + 5)");
    }
    return T("", "");
}
std::int64_t vole_value(VoleTiming t) {
    switch (t) {
        case VoleTiming::Silent: return 26;
        case VoleTiming::First: return 52;
        case VoleTiming::After12: return 38;
        case VoleTiming::After19: return 31;
    }
    return 0;
}
Text vole_name(VoleTiming t) {
    switch (t) {
        case VoleTiming::Silent: return T("stille Vole", "silent Vole");
        case VoleTiming::First: return T("Vole, beim ersten Ausspielen angesagt", "Vole announced at the first lead");
        case VoleTiming::After12: return T("Vole, nach dem 12. Stich angesagt (26 + 12)", "Vole announced after the 12th trick (26 + 12)");
        case VoleTiming::After19: return T("Vole, nach dem 19. Stich angesagt (26 + 5)", "Vole announced after the 19th trick (26 + 5)");
    }
    return T("", "");
}

}  // namespace

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup) {
    HandOutcome out;
    const auto& players = setup.players;
    const HouseRules& rules = setup.rules;
    const PlayerNames name{players};
    if (h.kind == DealKind::ThrownIn) {
        out = historic::thrown_in();
        out.result.notes.push_back(T("Neu gegeben ohne Zahlung (für das Groß-Tarok nennt das Buch keine Strafe).",
                                     "Redealt without payment (the book names no fine for Groß-Tarok)."));
        return out;
    }
    const std::vector<int>& payers = deal.active;
    if (deal.resting)
        out.result.notes.push_back(T(name(*deal.resting) + " ruht als König und zahlt nichts (000:2065, A-G7).",
                                     name(*deal.resting) + " rests as König and pays nothing (000:2065, A-G7)."));
    // 1. The announcements, paid before the first lead.
    book_ansagen(out.result, h.ansagen, payers, deal.active, rules, Catalogue::Full, players);
    auto cards = [&] { book_over_under(out.result, all_points(h, deal, rules), Thirds::whole(kShare), kRuleCards, players); };
    std::optional<int> misere_player;
    // 2. The game.
    if (h.misere) {
        const Misere& m = *h.misere;
        misere_player = m.player;
        const std::int64_t v = misere_value(m.timing);
        const Text what = misere_name(m.timing);
        out.declarer = m.player;
        out.game = "misere";
        switch (m.result) {
            case MisereResult::Made:
                out.declarer_won = true;
                historic::pay_each(out.result, m.player, payers, Thirds::whole(v),
                                   T(name(m.player) + " macht keinen Stich: " + what.de + fmt::format(" = {} von jedem; die Kartenpunkte werden nicht abgerechnet", v),
                                     name(m.player) + " takes no trick: " + what.en + fmt::format(" = {} from each; the card points are not settled", v)),
                                   kRuleMisere);
                out.summary = T("Misère von " + name(m.player) + " gemacht", "Misère by " + name(m.player) + " made");
                break;
            case MisereResult::Failed:
                out.declarer_won = false;
                if (m.timing == MisereTiming::Silent) {
                    out.result.notes.push_back(T("Die stille Misère von " + name(m.player) + " ist misslungen: abgerechnet wie ein gewöhnliches Spiel.",
                                                 "The silent Misère of " + name(m.player) + " failed: settled like an ordinary game."));
                    cards();
                } else {
                    historic::pay_each(out.result, m.player, payers, Thirds::whole(-v),
                                       T(what.de + " von " + name(m.player) + " verloren: " + fmt::format("{} an jeden (vice versa)", v),
                                         what.en + " of " + name(m.player) + " lost: " + fmt::format("{} to each (vice versa)", v)),
                                       kRuleMisereFailed);
                    if (rules.is("misere_failed", "cards_too")) cards();
                }
                out.summary = T("Misère von " + name(m.player) + " verloren", "Misère by " + name(m.player) + " lost");
                break;
            case MisereResult::GivenUp:
                historic::book_agreed(out.result, *h.agreed, T("Misère von " + name(m.player) + " aufgegeben", "Misère of " + name(m.player) + " given up"),
                                      kRuleGiveUp, players);
                out.summary = T("Misère von " + name(m.player) + " aufgegeben", "Misère by " + name(m.player) + " given up");
                break;
        }
    } else if (!h.doppel_misere.empty()) {
        int third = -1;
        for (int s : deal.active)
            if (s != h.doppel_misere[0] && s != h.doppel_misere[1]) third = s;
        for (int s : h.doppel_misere)
            out.result.pay(s, third, Thirds::whole(26),
                           T(name(h.doppel_misere[0]) + " und " + name(h.doppel_misere[1]) + " bleiben stichfrei, " + name(third) +
                                 " macht die Vole: die Stichfreien tragen ihre Kosten, 26 jeder",
                             name(h.doppel_misere[0]) + " and " + name(h.doppel_misere[1]) + " take no trick, " + name(third) +
                                 " makes the Vole: the trickless bear its cost, 26 each"),
                           kRuleDouble);
        out.declarer = third;
        out.declarer_won = true;
        out.game = "vole";
        out.summary = T("Doppelte Misère: Vole von " + name(third), "Double Misère: Vole by " + name(third));
    } else if (h.vole) {
        const Vole& v = *h.vole;
        const std::int64_t value = vole_value(v.timing);
        const Text what = vole_name(v.timing);
        out.declarer = v.player;
        out.declarer_won = v.made;
        out.game = "vole";
        if (v.made) {
            const std::int64_t total = value + (v.ultimo ? 15 : 0);
            historic::pay_each(out.result, v.player, payers, Thirds::whole(total),
                               v.ultimo ? T(name(v.player) + " macht alle Stiche: " + what.de + fmt::format(" {} + Pagat Ultimo 15 = {} von jedem", value, total),
                                            name(v.player) + " takes every trick: " + what.en + fmt::format(" {} + Pagat Ultimo 15 = {} from each", value, total))
                                        : T(name(v.player) + " macht alle Stiche: " + what.de + fmt::format(" = {} von jedem", value),
                                            name(v.player) + " takes every trick: " + what.en + fmt::format(" = {} from each", value)),
                               kRuleVole);
            if (rules.is("vole_settlement", "cards_too")) cards();
            else
                out.result.notes.push_back(T("Nach der Vole werden weder Kartenpunkte noch Honneur-Prämien abgerechnet (000:2147, A-G9).",
                                             "After a Vole neither card points nor honour premiums are settled (000:2147, A-G9)."));
            out.summary = T("Vole von " + name(v.player), "Vole by " + name(v.player));
        } else {
            if (rules.is("vole_failed", "flat_plus_cards")) {
                historic::pay_each(out.result, v.player, payers, Thirds::whole(-value),
                                   T(what.de + " von " + name(v.player) + fmt::format(" verloren: {} an jeden (A-G10)", value),
                                     what.en + " of " + name(v.player) + fmt::format(" lost: {} to each (A-G10)", value)),
                                   kRuleVoleFailed);
                cards();
            } else {
                const Thirds own = vole_player_points(h, deal, rules);
                if (std::none_of(h.points.begin(), h.points.end(), [&](const auto& e) { return e.first == v.player; }))
                    out.result.notes.push_back(T(name(v.player) + fmt::format(" hat den Rest der Kartenpunkte: {} (die beiden anderen sind eingetragen).", own.whole_part()),
                                                 name(v.player) + fmt::format(" has the rest of the card points: {} (the two others are entered).", own.whole_part())));
                std::int64_t pay = value - own.whole_part();
                const bool floored = rules.is("vole_failed", "floor") && pay < 0;
                if (floored) pay = 0;
                historic::pay_each(out.result, v.player, payers, Thirds::whole(-pay),
                                   T(what.de + " von " + name(v.player) + fmt::format(" verloren: {} abzüglich der {} Kartenpunkte in den eigenen Stichen = {} an jeden", value, own.whole_part(), value - own.whole_part()) +
                                         (floored ? ", mindestens 0 (A-G10)" : pay < 0 ? " (wörtlich: der Spieler bekommt den Überschuss, A-G10)" : ""),
                                     what.en + " of " + name(v.player) + fmt::format(" lost: {} less the {} card points in the own tricks = {} to each", value, own.whole_part(), value - own.whole_part()) +
                                         (floored ? ", at least 0 (A-G10)" : pay < 0 ? " (literally: the player receives the surplus, A-G10)" : "")),
                                   kRuleVoleFailed);
                if (pay == 0)
                    out.result.notes.push_back(T("Die verlorene Vole kostet nichts (A-G10).", "The lost Vole costs nothing (A-G10)."));
                out.result.notes.push_back(T("Die Kartenpunkte der anderen werden nicht abgerechnet (INFERRED, §3.7).",
                                             "The others' card points are not settled (INFERRED, §3.7)."));
            }
            out.summary = T("Vole von " + name(v.player) + " verloren", "Vole by " + name(v.player) + " lost");
        }
    } else {
        cards();
        out.summary = T("Kartenpunkte über und unter 26", "card points over and under 26");
    }
    // 3. The premiums earned in play (lapse after a made Vole, validated).
    book_premien(out.result, h.premien, payers, rules, misere_player, players);
    // The marks on the sheet: the announcements, the Vole announced or silent, the ultimos.
    mark_ansagen(out.marks, h.ansagen, deal.active, rules, Catalogue::Full, players);
    if (h.vole) {
        const Vole& v = *h.vole;
        mark_premium(out.marks, same("Vole"), same("Vole"), v.timing != VoleTiming::Silent, v.made, 0, same(name(v.player)));
        if (v.made && v.ultimo) mark_premium(out.marks, T("Ult", "Ult"), T("Pagat Ultimo", "Pagat Ultimo"), false, true, 0, same(name(v.player)));
    }
    mark_premien(out.marks, h.premien, players);
    return out;
}

}  // namespace tarock::grosstarok
