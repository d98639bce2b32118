// House-rule settings of Königrufen: the open choices of docs/rules/koenigrufen.md that the rules
// mark as house rules, each with its documented default.
// Fixed choices (not settings): A-G1 card points entered whole or in thirds and rounded as the book
// does; A-G5 an announced Ultimo failing in any way is lost; A-G6 honours counted after the talon
// exchange; A-K6 a called king captured in the last trick costs the penalty only; A-K10 the partner
// may recontra; A-K12 the announced Volat is doubled (errata 000:L2597-2600). A-K11 (the half
// split of seed 003) is the game "Tappen mit König" (variant tappen_mit_koenig).
#include "games/koenigrufen/koenigrufen.hpp"
#include "games/common/partnership_settings.hpp"

namespace tarock::koenigrufen {

const std::vector<SettingSpec>& settings() {
    using K = SettingSpec::Kind;
    static const std::vector<SettingSpec> specs = partnership::with_partnership_settings({
        {"koepfe", "koenigrufen A-K1", "000:L342, L762",
         {"Was Köpfe sind", "What the Köpfe are"},
         {"Köpfe sind zwei beliebige der drei Tarock-Honneurs, oder nur Sküs und Mond (\"die hohen Köpfe\").",
          "Köpfe are any two of the three tarock honours, or only Sküs and Mond (\"the high Köpfe\")."},
         K::Choice,
         {{"any_two", {"zwei der drei Tarock-Honneurs", "any two of the three tarock honours"}},
          {"skus_mond", {"nur Sküs und Mond", "only Sküs and Mond"}}},
         "any_two", {}},
        {"trull_koepfe", "koenigrufen A-K2", "000:L342",
         {"Trull und Köpfe", "Trull and Köpfe"},
         {"Wer Trull hat (oder dessen Partei sie böhmisch sammelt), bekommt nur die Trull, oder Trull und Köpfe.",
          "A Trull (held, or collected by the holder's party under the Bohemian rule) earns the Trull only, or Trull and Köpfe."},
         K::Choice,
         {{"trull_only", {"nur Trull", "Trull only"}}, {"trull_and_koepfe", {"Trull und Köpfe", "Trull and Köpfe"}}},
         "trull_only", {}},
        {"honours_1v3", "koenigrufen A-K3", "000:L702, L344",
         {"Honneurs eines Gegners im Spiel allein", "An opponent's honours when the declarer plays alone"},
         {"Im Dreier, Solodreier, Selbstruf oder mit dem König im Talon: der Spieler zahlt jedem Gegner (Partei-Regel), oder der Besitzer kassiert von allen drei (wie im Tapp-Tarok).",
          "In a Dreier, Solo-Dreier, self-call or with the king in the talon: the declarer pays each opponent (party rule), or the holder collects from all three others (as in Tapp-Tarok)."},
         K::Choice,
         {{"party", {"Partei-Regel: der Spieler zahlt jedem Gegner", "party rule: the declarer pays each opponent"}},
          {"holder", {"der Besitzer kassiert von allen drei", "the holder collects from all three"}}},
         "party", {}},
        {"trull_quatre", "koenigrufen A-K4", "000:L700-702",
         {"Trull und vier Könige", "Trull and four kings"},
         {"Gehalten in der Hand, oder (wie am flachen Land in Böhmen) nur, wenn eine Partei alle drei bzw. alle vier in ihren Stichen sammelt.",
          "Held in hand, or (as in rural Bohemia) only when one party collects all three or all four in its tricks."},
         K::Choice,
         {{"held", {"in der Hand gehalten", "held in hand"}}, {"tricks", {"in den Stichen gesammelt (böhmisch)", "collected in tricks (Bohemian)"}}},
         "held", {}},
        {"solo_penalty", "koenigrufen A-K5", "000:L694, L754",
         {"Strafe für den gefangenen König im Solo", "Penalty for the captured king in a Solo"},
         {"Im Solo zählen alle Prämien doppelt, also auch die Strafe (4); oder wie im Rufer 2.",
          "In a Solo every premium counts double, the penalty too (4); or 2 as in the Rufer."},
         K::Choice,
         {{"4", {"4 (doppelt)", "4 (doubled)"}}, {"2", {"2 (wie im Rufer)", "2 (as in the Rufer)"}}},
         "4", {}},
        {"solo_talon_contra", "koenigrufen A-K7", "000:L756",
         {"Verlorenes Solo mit dem König im Talon", "Lost Solo with the king in the talon"},
         {"Der Verlust zählt als nicht contriert; oder nur das Contra der Gegner entfällt, ein Recontra des Spielers bleibt.",
          "The loss counts as not contra'd; or only the opponents' contra is dropped, the declarer's own recontra stays."},
         K::Choice,
         {{"none", {"ganz ohne Contra", "no contra at all"}},
          {"declarer_steps", {"nur das Contra der Gegner entfällt", "only the opponents' contra is dropped"}}},
         "none", {}},
        {"schleifen_honours", "koenigrufen A-K8", "000:L720, L702",
         {"Honneurs beim Schleifen", "Honours when thrown in"},
         {"Ein geschleifter Rufer zahlt nur 4 an jeden; oder die gehaltenen Honneurs werden trotzdem bezahlt (nach der böhmischen Regel A-K4 nur die Köpfe: ohne Stiche wird keine Trull gesammelt).",
          "A thrown-in Rufer pays only 4 to each; or the honours held are paid anyway (under the Bohemian rule A-K4 only the Köpfe: without tricks no Trull is collected)."},
         K::Choice,
         {{"none", {"nicht bezahlt", "not paid"}}, {"paid", {"bezahlt", "paid"}}},
         "none", {}},
        {"partner_contra_game", "koenigrufen A-K9", "000:L2349",
         {"Der Gerufene gibt dem Spiel Contra", "The called partner contras the game"},
         {"Codex §26: seine Partei verliert und zahlt das Spiel einfach; oder das Contra ist ungültig und das Spiel zählt nach Punkten.",
          "Codex §26: his party loses and pays the game single; or the contra is void and the game is scored on its merits."},
         K::Choice,
         {{"lost_single", {"verloren, einfach bezahlt", "lost, paid single"}}, {"void", {"Contra ungültig", "the contra is void"}}},
         "lost_single", {}},
        {"allpass", "koenigrufen A-K13", "003:L17",
         {"Alle passen", "All pass"},
         {"Neu geben ohne Wertung; oder (Tappen mit König, 003 §7) die Vorhand schreibt die halbe Dreier-Consolation an: 5 von jedem.",
          "Redeal without score; or (seed 003 §7) the Vorhand writes up half the Dreier consolation: 5 from each."},
         K::Choice,
         {{"redeal", {"neu geben ohne Wertung", "redeal without score"}},
          {"vorhand_half_dreier", {"Vorhand bekommt 5 von jedem", "the Vorhand gets 5 from each"}}},
         "redeal", {}},
    });
    return specs;
}

}  // namespace tarock::koenigrufen
