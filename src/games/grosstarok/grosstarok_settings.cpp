// House-rule settings of Groß-Tarok: the open choices A-G1 .. A-G15 of
// docs/rules/grosstarok.md (grosstarok A-G1 .. A-G15).
// Fixed choices (not settings): A-G4 announcements and premiums are paid by each other player
// (000:2095, 000:2113); A-G6 no 5 on top of a king's ultimo and no premium for the Mond brought
// home; A-G7 the resting König has no stake; A-G13 a Misère given up is settled with amounts
// entered by hand; A-G16 two Misères and a Vole follow the same rule when a Misère was announced.
#include "games/grosstarok/grosstarok.hpp"

namespace tarock::grosstarok {

std::vector<SettingSpec> ansage_settings() {
    using K = SettingSpec::Kind;
    return {
        {"matadore", "grosstarok A-G1", "000:2069",
         {"Matadore und Tarok-Honneurs", "Matadors and tarock honours"},
         {"\"Jeder angesagte Matador zählt, die drei Tarok-Honneurs noch besonders, fünf\": jeder Matador 5 (Sküs, Mond, Pagat auch ohne Reihe), oder die Honneurs noch je 5 dazu.",
          "\"Each matador counts, the three tarock honours also separately, five\": each matador 5 (Sküs, Mond, Pagat even outside a run), or the honours another 5 each."},
         K::Choice,
         {{"r1", {"jeder Matador 5 (R1)", "each matador 5 (R1)"}}, {"r2", {"Honneurs je 5 dazu (R2)", "honours another 5 each (R2)"}}},
         "r1", {}},
        {"skues_fill", "grosstarok A-G2", "000:2069-2071",
         {"Der Sküs springt ein", "The Sküs standing in"},
         {"Der Sküs steht für einen beliebigen fehlenden Tarok, auch für den Mond oder Pagat am Anfang einer Reihe; oder nur innerhalb einer Reihe.",
          "The Sküs stands for any one missing tarock, even the Mond or Pagat that starts a run; or only inside a run."},
         K::Choice,
         {{"any", {"für jeden Tarok", "for any tarock"}}, {"inside_run", {"nur innerhalb einer Reihe", "only inside a run"}}},
         "any", {}},
        {"skues_multi", "grosstarok A-G3", "000:2069, 000:2079-2091",
         {"Der Sküs in mehreren Ansagen", "The Sküs in several announcements"},
         {"Nichts verbietet, den Sküs in mehreren Ansagen zugleich zu verwenden; als Hausregel nur in einer je Spiel.",
          "Nothing forbids using the Sküs in several announcements at once; as a house rule in one per game only."},
         K::Choice,
         {{"allowed", {"erlaubt", "allowed"}}, {"once", {"nur einmal je Spiel", "once per game"}}},
         "allowed", {}},
        {"half_cavallerie", "grosstarok A-G14", "000:2079-2081",
         {"Sküsirte Cavallerie nach einer ganzen", "Sküsed Cavallerie after a whole one"},
         {"Hat die Vorhand schon eine ganze Cavallerie angesagt, gilt die sküsirte nur mit drei Figuren in Folge; wörtlich nur nach der Vorhand, oder nach jeder früheren Hand.",
          "Once the Vorhand has announced a whole Cavallerie, a sküsed one counts only with three figures in sequence; literally only after the Vorhand, or after any earlier hand."},
         K::Choice,
         {{"after_vorhand", {"nur nach der Vorhand", "only after the Vorhand"}}, {"after_anyone", {"nach jeder früheren Hand", "after any earlier hand"}}},
         "after_vorhand", {}},
        {"half_cavallerie_own", "grosstarok A-G14", "000:2079-2081",
         {"Die eigene ganze Cavallerie", "One's own whole Cavallerie"},
         {"\"Wenn die Vorhand bereits eine ganze Cavallerie angesagt hat\" spricht von einer späteren Ansage: die eigene ganze Cavallerie schränkt die eigene sküsirte nicht ein; oder auch sie gilt dann nur mit drei Figuren in Folge.",
          "\"When the Vorhand has already announced a whole Cavallerie\" speaks of a later announcement: one's own whole Cavallerie does not restrict one's own sküsed one; or that too then counts only with three figures in sequence."},
         K::Choice,
         {{"exempt", {"eigene nicht eingeschränkt", "own not restricted"}}, {"restricted", {"auch die eigene eingeschränkt", "own restricted too"}}},
         "exempt", {}},
        {"skues_extras", "grosstarok A-G15", "000:2073, 000:2091",
         {"Der Sküs bei den Überzähligen", "The Sküs among the extras"},
         {"Ob der Sküs bei zehn Taroks (und sechzehn Latons) auch zu den Überzähligen (je 5) zählt oder nur zur Zahl zehn (sechzehn).",
          "Whether the Sküs with ten tarocks (and sixteen Latons) also counts towards the extras (5 each) or only towards ten (sixteen)."},
         K::Choice,
         {{"yes", {"zählt mit", "counts"}}, {"no", {"nur zur Grundzahl", "only towards the base"}}},
         "yes", {}},
    };
}

std::vector<SettingSpec> premium_settings() {
    using K = SettingSpec::Kind;
    return {
        {"pagat_ultimo", "grosstarok A-G5", "000:2111-2113",
         {"Pagat Ultimo", "Pagat Ultimo"},
         {"Der ultimierte Pagat zählt 15; ob dazu die 5 fürs Einbringen kommen (20). Der im letzten Stich abgefangene zählt die gleiche Anzahl.",
          "The Pagat ultimo counts 15; whether the 5 for bringing it home come on top (20). The Pagat caught in the last trick counts the same."},
         K::Choice,
         {{"15", {"15", "15"}}, {"20", {"15 und 5 = 20", "15 and 5 = 20"}}},
         "15", {}},
    };
}

const std::vector<SettingSpec>& settings() {
    using K = SettingSpec::Kind;
    static const std::vector<SettingSpec> specs = [] {
        std::vector<SettingSpec> s = ansage_settings();
        for (const SettingSpec& p : premium_settings()) s.push_back(p);
        const std::vector<SettingSpec> own = {
            {"scat", "grosstarok A-G8", "000:2065, 000:2131, 000:2171",
             {"Punkte im Scat", "Points in the Scat"},
             {"Der Scat zählt für den Geber (so ergeben die drei zusammen 78), oder gar nicht; dann wird gegen den Durchschnitt der drei abgerechnet.",
              "The Scat counts for the dealer (so the three add up to 78), or not at all; then each is settled against the average of the three."},
             K::Choice,
             {{"dealer", {"zählt für den Geber", "counts for the dealer"}}, {"not_counted", {"zählt nicht", "not counted"}}},
             "dealer", {}},
            {"vole_settlement", "grosstarok A-G9", "000:2141-2147",
             {"Nach der Vole", "After a Vole"},
             {"Nach der gemachten Vole wird nur die Vole (mit dem Ultimo) bezahlt, oder auch die Kartenpunkte über und unter 26.",
              "After a Vole only the Vole (with the Ultimo) is paid, or also the card points over and under 26."},
             K::Choice,
             {{"dropped", {"nur die Vole", "the Vole only"}}, {"cards_too", {"auch die Kartenpunkte", "the card points too"}}},
             "dropped", {}},
            {"vole_failed", "grosstarok A-G10", "000:2145",
             {"Angesagte Vole verloren", "Announced Vole lost"},
             {"\"52 abzüglich der Points in seinen Stichen\" an jeden, wörtlich (auch negativ), mindestens 0, oder die volle Ansage und die Kartenpunkte.",
              "\"52 less the points in his tricks\" to each, literally (even negative), at least 0, or the full value and the card points."},
             K::Choice,
             {{"literal", {"wörtlich", "literal"}}, {"floor", {"mindestens 0", "at least 0"}}, {"flat_plus_cards", {"voll und Kartenpunkte", "full value and card points"}}},
             "literal", {}},
            {"misere_failed", "grosstarok A-G11", "000:2133",
             {"Angesagte Misère verloren", "Announced Misère lost"},
             {"Der Spieler zahlt 36 bzw. 31 an jeden; ob dazu die Kartenpunkte abgerechnet werden.",
              "The player pays 36 or 31 to each; whether the card points are settled as well."},
             K::Choice,
             {{"no_cards", {"ohne Kartenpunkte", "without card points"}}, {"cards_too", {"auch die Kartenpunkte", "the card points too"}}},
             "no_cards", {}},
            {"misere_premiums", "grosstarok A-G12", "000:2117",
             {"Prämien im Misère-Spiel", "Premiums in a Misère game"},
             {"Die Prämien laufen weiter, ausgenommen die Könige, die der Misère-Spieler abwirft; als Hausregel auch sein abgegebener Pagat (in jedem Stich, auch im letzten).",
              "The premiums go on, except the kings the Misère player throws away; as a house rule also his Pagat given away (in any trick, the last one too)."},
             K::Choice,
             {{"kings_exempt", {"nur abgeworfene Könige frei", "only thrown kings exempt"}}, {"pagat_too", {"auch sein Pagat frei", "his Pagat exempt too"}}},
             "kings_exempt", {}},
        };
        for (const SettingSpec& o : own) s.push_back(o);
        return s;
    }();
    return specs;
}

}  // namespace tarock::grosstarok
