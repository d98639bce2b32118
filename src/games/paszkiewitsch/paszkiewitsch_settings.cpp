// House-rule settings of Paszkiewitsch: the open choices of docs/rules/paszkiewitsch.md
// §9 marked as house rules, each with its documented default.
// Fixed choices (not settings): A-G1 card points rounded as the book does (66 in the pack, 34 to
// win); A-G5 an announced Ultimo failing in any way is lost; A-P1 an announced Trull, Quatre or
// Mondfang not made goes to the other party; A-P2 Schneider (the loser under 17) doubles the game
// only, with its contras, never a Volat (whether it enters the game compared with a Volat under
// Codex §19 is the setting volat_schneider); A-P3 the Volat replaces the game; A-P6 has no scoring
// effect (the discards count for the discarder's party).
#include "games/paszkiewitsch/paszkiewitsch.hpp"
#include "games/common/partnership_settings.hpp"

namespace tarock::paszkiewitsch {

const std::vector<SettingSpec>& settings() {
    using K = SettingSpec::Kind;
    static const std::vector<SettingSpec> specs = partnership::with_partnership_settings({
        {"volat_schneider", "paszkiewitsch A-P2, A-G3", "000:L1052, L2307",
         {"Schneider beim Vergleich mit dem Volat", "Schneider in the comparison with a Volat"},
         {"Codex §19 nennt nur Steigerung und Contras als das, was das Spiel über den Volat heben kann, und der Volat gilt das Vierfache des Spielwertes: das Spiel ohne den Schneider verglichen; oder mit ihm (die Verlierer eines Volat haben immer unter 17).",
          "Codex §19 names only raising and contras as what can lift the game above the Volat, and the Volat is four times the game's value: the game compared without the Schneider; or with it (the losers of a Volat always have under 17)."},
         K::Choice,
         {{"no", {"ohne Schneider", "without the Schneider"}}, {"yes", {"mit Schneider (doppelt)", "with the Schneider (double)"}}},
         "no", {}},
        {"bid_without_honour", "paszkiewitsch A-P4", "000:L1038, L2387",
         {"Gebot ohne Tarock-Honneur", "Bid without a tarock honour"},
         {"Die Strafe (10 an jeden) wird gebucht, die Hand wird gespielt oder als ungültig eingetragen; oder die Hand gilt immer als ungültig.",
          "The penalty (10 to each) is booked and the hand is scored as played or entered as void; or the hand is always void."},
         K::Choice,
         {{"as_played", {"Strafe, Hand wie gespielt oder ungültig", "penalty, hand as played or void"}},
          {"void", {"Strafe, Hand immer ungültig", "penalty, hand always void"}}},
         "as_played", {}},
        {"renonce_counts", "paszkiewitsch A-P5", "000:L1068, L2257, L2395",
         {"Tarock-Ansagen nach einer Renonce", "Tarock counts after a renonce"},
         {"\"Acht/Neun Tarok\" werden von Spieler zu Spieler bezahlt und bleiben; oder die der renoncierenden Partei entfallen.",
          "\"Acht/Neun Tarok\" are owed player by player and stand; or those of the renouncing party are not paid."},
         K::Choice,
         {{"paid", {"bleiben bezahlt", "still paid"}}, {"forfeited", {"entfallen", "not paid"}}},
         "paid", {}},
    });
    return specs;
}

}  // namespace tarock::paszkiewitsch
