// House-rule settings of Ungarisch-Tarok: the open choices A11-A17 of
// docs/rules/tapp.md, A28 (the offending party's tarock count after a renonce)
// and the Tapp choices Ungarisch takes over through Zwölfer-Tarok (000:L1008), each with the
// documented default.
#include "games/common/common_settings.hpp"
#include "games/ungarisch/ungarisch.hpp"

namespace tarock::ungarisch {

const std::vector<SettingSpec>& settings() {
    using K = SettingSpec::Kind;
    const std::vector<SettingSpec>& tapp = tapp::settings();  // the choices taken over unchanged
    static const std::vector<SettingSpec> specs = {
        borrowed_setting(tapp, "koenig", ", L1008"),
        {"false_courage", "tapp A11", "000:L1024, L2381",
         {"Falsche Courage", "False Courage"},
         {"Wer Courage ansagt und doch einen Tarock-Honneur hält, hat renonciert (wie §32); als Hausregel bleibt es ohne Folgen.",
          "Whoever announces Courage while holding a tarock honour has renounced (like §32); as a house rule it has no consequence."},
         K::Choice,
         {{"renonce", {"Renonce", "renonce"}}, {"ignore", {"ohne Folgen", "no consequence"}}},
         "renonce", {}},
        {"zweier_max", "tapp A12", "000:L1008-1010, L656",
         {"Höchstes Vielfaches des Zweiers", "Highest Zweier multiple"},
         {"Der Zweier kann bis zum Sechsmaligen gesteigert werden (2 je Vielfaches), oder nur das genommene Paar zählt (1-3).",
          "The Zweier can be raised up to sixfold (2 per multiple), or only the pair taken counts (1-3)."},
         K::Choice,
         {{"6", {"bis sechsmalig", "up to sixfold"}}, {"3", {"nur erstes bis drittes Paar", "only the first to third pair"}}},
         "6", {}},
        {"einer_max", "tapp A13", "000:L1012",
         {"Höchstes Vielfaches des Einers", "Highest Einer multiple"},
         {"Wer alle sechs Karten gesehen hat und zurückgeht, spielt einen 7- bis 11maligen Einer; als Hausregel nur bis sechsmalig.",
          "Going back after seeing all six cards makes a 7- to 11fold Einer; as a house rule only up to sixfold."},
         K::Choice,
         {{"11", {"bis elfmalig", "up to elevenfold"}}, {"6", {"bis sechsmalig", "up to sixfold"}}},
         "11", {}},
        {"tarock_count_payer", "tapp A14", "000:L1022",
         {"Zehn, elf, zwölf Tarok", "Ten, eleven, twelve tarocks"},
         {"Die Tarokansage zählt für die Partei des Ansagers (jeder Gegner zahlt), oder jeder andere am Tisch zahlt dem Ansager.",
          "The tarock-count announcement counts for the announcer's party (each opponent pays), or everyone else at the table pays the announcer."},
         K::Choice,
         {{"party", {"für die Partei", "for the party"}}, {"each_player", {"jeder zahlt dem Ansager", "everyone pays the announcer"}}},
         "party", {}},
        {"renonce_tarock_count", "tapp A28", "000:L1022, L2257, L2381",
         {"Tarokansage nach einer Renonce", "Tarock count after a renonce"},
         {"Hat die Partei des Ansagers renonciert, gewinnt die schuldlose Partei seine Tarokansage (Codex §8: \"alle etwaigen Ansagen\"), oder die Ansage verfällt.",
          "When the announcer's party renounced, the innocent party wins his tarock count (Codex §8: \"alle etwaigen Ansagen\"), or the count lapses."},
         K::Choice,
         {{"innocent_party", {"für die schuldlose Partei", "for the innocent party"}}, {"lapses", {"verfällt", "lapses"}}},
         "innocent_party", {}},
        {"trull_announcer", "tapp A15", "000:L1016-1018, L456",
         {"Wer Trull und Quatre ansagen darf", "Who may announce Trull and Quatre"},
         {"Beide Parteien dürfen tous les trois und tous les quatre ansagen; als Hausregel nur der Spieler. Ultimo sagt immer nur der Spieler an.",
          "Either party may announce tous les trois and tous les quatre; as a house rule only the declarer. Only the declarer ever announces the Ultimo."},
         K::Choice,
         {{"either", {"beide Parteien", "either party"}}, {"declarer", {"nur der Spieler", "the declarer only"}}},
         "either", {}},
        {"failed_announcement", "tapp A16", "000:L1016",
         {"Verfehlte Ansage von Trull/Quatre", "Failed Trull/Quatre announcement"},
         {"Hat die Gegenpartei die angesagten Honneurs eingebracht, bekommt sie nur die verfehlte Ansage, oder auch noch die stille Prämie.",
          "When the other party collected the announced honours, it gets the failed announcement only, or the silent premium as well."},
         K::Choice,
         {{"announcement_only", {"nur die Ansage", "the announcement only"}}, {"plus_silent", {"dazu die stille Prämie", "plus the silent premium"}}},
         "announcement_only", {}},
        {"zweier_einer_rates", "tapp A17", "000:L1020, L1022",
         {"Prämien im Zweier und Einer", "Premiums in a Zweier or Einer"},
         {"Ultimo, Volat, Trull, Quatre und die Tarokansage zählen im Zweier und Einer wie im Dreier; nur im Solo doppelt.",
          "Ultimo, Volat, Trull, Quatre and the tarock count score in a Zweier or Einer as in a Dreier; only a Solo doubles them."},
         K::Choice,
         {{"dreier_rates", {"wie im Dreier", "as in a Dreier"}}},
         "dreier_rates", {}},
        borrowed_setting(tapp, "opponent_pagat_captured"),
        borrowed_setting(tapp, "volat_announced_made"),
        borrowed_setting(tapp, "volat_announcer"),
        borrowed_setting(tapp, "renonce_payer"),
        borrowed_setting(tapp, "ultimo_without_pagat"),
        borrowed_setting(tapp, "stamm", ", L1008"),
        borrowed_setting(tapp, "stamm_coin"),
        borrowed_setting(tapp, "poenale"),
        ehrentour_setting(),
        borrowed_setting(tapp, "ultimo_cumulative"),
    };
    return specs;
}

}  // namespace tarock::ungarisch
