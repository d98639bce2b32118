#include "session/presets.hpp"

#include <set>

#include "core/errors.hpp"
#include "core/house_rules.hpp"
#include "session/session_file.hpp"
#include "games/common/json_input.hpp"
#include "games/variant.hpp"

namespace tarock {

namespace {
const char* kFormat = "tarock-buchhalter-presets";
const RuleRef kFormatRule{"docs/presets.md", ""};

Preset make(std::string variant, std::string name, const char* rules, Text description) {
    return Preset{std::move(name), std::move(variant), Json::parse(rules), std::move(description), true};
}
}  // namespace

const std::vector<Preset>& builtin_presets() {
    static const std::vector<Preset> presets = [] {
        std::vector<Preset> v;
        for (const Variant* var : all_variants())
            v.push_back(make(var->id(), "Buch (Standard)", "{}",
                             {"Die Regeln des Buches mit den empfohlenen Vorgaben für alle offenen Punkte.",
                              "The book's rules with the recommended defaults for every open point."}));
        auto known = [](const std::string& id) {
            for (const Variant* var : all_variants())
                if (var->id() == id) return true;
            return false;
        };
        const std::vector<Preset> regional = {
            make("tapp", "Mit Stamm (Jude)", R"({"stamm":"on"})",
                 {"Der vom Autor verurteilte Hausbrauch: jeder Geber legt in den Stamm, der angesagte Ultimo gewinnt oder verdoppelt ihn (tapp A20, 000:L522-528).",
                  "The house custom the author condemns: every dealer pays into the pot; the announced Ultimo wins or doubles it (tapp A20, 000:L522-528)."}),
            make("block", "Ohne Bête-Grenze", R"({"bete_cap":"0"})",
                 {"Bêtes werden nicht begrenzt; der Verlierer darf eine große Bête halbieren lassen (block A-06, A-08, 000:L557-561).",
                  "Bêtes are not capped; the loser may have a large bête halved (block A-06, A-08, 000:L557-561)."}),
            make("block", "Stammbête", R"({"stammbete":"on"})",
                 {"Statt der Kasse wird jedem eine Stammbête zu 10 geschrieben (block A-10, 000:L563-565).",
                  "Instead of a pot every player is written a Stammbête of 10 (block A-10, 000:L563-565)."}),
            make("steyerisch", "Triest", R"({"consolation":"20"})",
                 {"Consolation 20 wie in Triest und Umgebung (block-steyerisch A-C4, 000:L658).",
                  "Consolation 20 as in Trieste and around (block-steyerisch A-C4, 000:L658)."}),
            make("steyerisch", "Spielfaktoren 1/2/4/6", R"({"game_factors":"1_2_4_6"})",
                 {"Einer 4 und Solo 6, wie \"an einigen Orten\" (block-steyerisch A-C3, 000:L658).",
                  "Einer 4 and Solo 6, as \"in some places\" (block-steyerisch A-C3, 000:L658)."}),
            make("koenigrufen", "Böhmen (flaches Land)", R"({"trull_quatre":"tricks"})",
                 {"Trull und die vier Könige zählen nur, wenn eine Partei sie in ihren Stichen sammelt (koenigrufen A-K4, 000:L702).",
                  "Trull and the four kings count only when one party collects them in its tricks (koenigrufen A-K4, 000:L702)."}),
            make("tarolassch", "Zu dritt mit dem Strohmann", R"({"tisch":"drei"})",
                 {"Drei Spieler und der Blinde: als vierten Spieler \"Strohmann\" eintragen; wer mit ihm spielt, nennt das erste Spiel jedes Robbers (tarolassch §7.9, A-T12, 001:414-434).",
                  "Three players and the dummy: enter \"Strohmann\" as the fourth player; the first deal of every robber names who plays with it (tarolassch §7.9, A-T12, 001:414-434)."}),
            // Slovenian Tarok (docs/rules/tarok-si.md, its open choices SL-01 … SL-33): the competition form and the rule
            // sheets and scorekeepers the open choices come from.
            make("tarok_si3", "TZS (tekmovalni tarok)", R"({"b121_credit":"on","three_player_rounding":"as_four","competition":"rounds"})",
                 {"Tarok zveza Slovenije, Wettkampf zu dritt: Gutschrift nach B 1.21, Rundung wie zu viert, Runden mit 2 / 1 / ½ Ranglistenpunkten (§S12, SL-20, SL-30, SL-32).",
                  "Tarok zveza Slovenije, competition in threes: the B 1.21 credit, rounding as with four, rounds with 2 / 1 / ½ ranking points (§S12, SL-20, SL-30, SL-32).",
                  "Tarok zveza Slovenije, tekmovanje v treh: priznanje po B 1.21, zaokroževanje kot v štirih, krogi z 2 / 1 / ½ uvrstitvene točke (§S12, SL-20, SL-30, SL-32)."}),
            make("tarok_si", "Zei (slovenski-tarok.si)",
                 R"({"difference_rounding":"exact","klop_rounding":"exact","klop_model":"zei","value_table":"zei","mondfang":"21","radelci_triggers":"klop","radelci_penalty":"0","alone_after_call":"zei"})",
                 {"Lada Zeis Kurzregeln: genaue Differenz, Klop +10 / −35, Zeis Werte mit Pikolo, Mondfang 21, Radelci nur nach Klop, +10 für ein angesagtes Solo (§S14).",
                  "Lada Zei's short rules: exact difference, klop +10 / −35, Zei's values with pikolo, mondfang 21, radelci after klop only, +10 for an announced solo (§S14).",
                  "Kratka pravila Lade Zei: natančna razlika, klop +10 / −35, Zeijeve vrednosti s pikolom, mondfang 21, radelci samo po klopu, +10 za napovedan solo (§S14)."}),
            make("tarok_si3", "Zei (slovenski-tarok.si)",
                 R"({"difference_rounding":"exact","klop_rounding":"exact","klop_model":"zei","value_table":"zei","mondfang":"21","radelci_triggers":"klop","radelci_penalty":"0"})",
                 {"Lada Zeis Kurzregeln zu dritt (§S14).", "Lada Zei's short rules for three (§S14).", "Kratka pravila Lade Zei za tarok v treh (§S14)."}),
            make("tarok_si", "TSB (Tarok Score Board)",
                 R"({"difference_rounding":"manual","klop_rounding":"exact","klop_model":"tsb","solo_brez":"difference","radelci_triggers":"value70","silent_ultimo_failed":"pagatfang","valat_kontra":"multiply"})",
                 {"Wie erikbozic/tarok-scoreboard: Differenz eingetippt, Klop ±35 / ±70 / 70 geteilt, Solo brez mit Differenz, Radelci ab Wert 70, Pagatfang −25 (§S14).",
                  "As erikbozic/tarok-scoreboard: difference typed, klop ±35 / ±70 / 70 shared, solo brez with difference, radelci from value 70, Pagatfang −25 (§S14).",
                  "Kot erikbozic/tarok-scoreboard: vpisana razlika, klop ±35 / ±70 / 70 deljeno, solo brez z razliko, radelci od vrednosti 70, Pagatfang −25 (§S14)."}),
            make("tarok_si", "Palčka",
                 R"({"difference_rounding":"exact","klop_rounding":"exact","klop_radelci":"none","klop_kontra":"pal","mondfang":"21","mondfang_contracts":"talon_games","radelci_penalty":"40","valat_kontra":"game"})",
                 {"Wie das Online-Spiel Palčka (mytja/Tarok): genau gezählt, Klop ohne Radelci, Kontra auf Klop, Mondfang 21, übrige Radelci −40 (§S14).",
                  "As the online game Palčka (mytja/Tarok): counted exactly, klop without radelci, kontra on klop, mondfang 21, unused radelci −40 (§S14).",
                  "Kot spletna igra Palčka (mytja/Tarok): natančno štetje, klop brez radelcev, kontra na klop, mondfang 21, neporabljeni radelci −40 (§S14)."}),
            make("tarok_si3", "Palčka",
                 R"({"klop_radelci":"none","klop_kontra":"pal","mondfang":"21","mondfang_contracts":"talon_games","radelci_penalty":"40","valat_kontra":"game"})",
                 {"Wie das Online-Spiel Palčka, zu dritt (§S14).", "As the online game Palčka, for three (§S14).", "Kot spletna igra Palčka, v treh (§S14)."}),
            make("tarok_si", "BGA (Board Game Arena)",
                 R"({"difference_rounding":"down5","klop_rounding":"down5","solo_brez":"fixed_bonuses","radelci_triggers":"bga","valat_kontra":"own_only"})",
                 {"Wie Board Game Arena: auf 5 abgerundet, Solo brez fest mit Prämien, Radelci nach angesagtem Valat (§S14).",
                  "As Board Game Arena: rounded down to 5, solo brez fixed with bonuses, radelci after an announced valat (§S14).",
                  "Kot Board Game Arena: zaokroženo navzdol na 5, solo brez stalno z napovedmi, radelci po napovedanem valatu (§S14)."}),
            // Hungarian Tarokk: the Illustrated form, with the peers' values (§H3.2, HU-01 … HU-07).
            make("tarokk_hu", "Illusztrált", R"({"form":"illusztralt"})",
                 {"Illustriertes Tarokk: die Figuren (Uhu, Fácán, Király ulti, Centrum, Madár …) mit den Werten von TS (§H3.2).",
                  "Illustrated tarokk: the figures (uhu, fácán, király ulti, centrum, madár …) with TS's values (§H3.2).", "",
                  "Illusztrált tarokk: a figurák (uhu, fácán, király ulti, centrum, madár …) a TS értékeivel (§H3.2)."}),
            make("tarokk_hu", "Illusztrált (MD)",
                 R"({"form":"illusztralt","xxi_fogas":"60","illustrated_values":"md","illustrated_silent":"half","game_kontra_silent":"md"})",
                 {"Illustriert mit den Werten von MD: XXI-fogás 60, Király uhu 25, stille Figuren zur Hälfte, stille Dupla mal die Kontra der Partie (HU-01, HU-03, HU-06, HU-07).",
                  "Illustrated with MD's values: XXI-fogás 60, király uhu 25, silent figures at half, a silent double times the game's kontra (HU-01, HU-03, HU-06, HU-07).", "",
                  "Illusztrált az MD értékeivel: XXI-fogás 60, király uhu 25, csendes figurák fele, csendes dupla a parti kontrájával (HU-01, HU-03, HU-06, HU-07)."}),
            make("tarokk_hu", "tarock-sheet (TS)", R"({"tarokk_counts":"party"})",
                 {"Wie samson84/tarock-sheet: 8 und 9 Tarokk als Posten des Paares (HU-05).", "As samson84/tarock-sheet: 8 and 9 tarokks as an item of the pair (HU-05).", "",
                  "Mint samson84/tarock-sheet: a nyolc és kilenc tarokk a pár tétele (HU-05)."}),
            // Modern Königrufen: the tariff sets of the cups and documented rounds
            // (docs/rules/koenigrufen-modern.md §9.2; the defaults are the Raiffeisen tariff).
            make("koenigrufen_modern", "Raiffeisen Tarockcup / OÖ 4/2023", R"({"schrift":"split"})",
                 {"Raiffeisen Tarockcup Austria, Spielregeln (Saison 2022/23) und Oberösterreichische Tarockregeln 4/2023: Valat × 4 / × 8 statt des Spiels, Trischaken nach OÖ, Schrift ohne Kontra (P-RTC).",
                  "Raiffeisen Tarockcup Austria rules (season 2022/23) and the Upper Austrian rules 4/2023: Valat × 4 / × 8 instead of the game, Trischaken after OÖ, Schrift without Kontra (P-RTC)."}),
            make("koenigrufen_modern", "Tarock-Österreich-Finale 2021", R"({"schrift":"split","farbenspiel_kontra_valat":"both"})",
                 {"Turnierregeln beim Tarock-Österreich-Finale, Juni 2021: die Werte des Raiffeisen-Cups (P-OEF).",
                  "Tournament rules of the Tarock-Österreich-Finale, June 2021: the Raiffeisen cup's values (P-OEF)."}),
            make("koenigrufen_modern", "Sauwaldcup 2019",
                 R"({"wert_farbendreier":"0","wert_farbensolo":"5","trischaken":"sau","renonce_trischaken":"3","renonce_trischaken_vorhand":"3","renonce_zwei":"open","renonce_trischaken_zwei":"0","vier_koenige":"pass"})",
                 {"Regelwerk der TarockRunde Sauwald, Stand 2019 (Sepp Lang): ohne Farbendreier, Farbensolo 5, Trischaken nach Sauwald (P-SAU).",
                  "Rules of the TarockRunde Sauwald, 2019 (Sepp Lang): no Farbendreier, Farbensolo 5, Trischaken after Sauwald (P-SAU)."}),
            make("koenigrufen_modern", "Tiroler Tarockcup 2020",
                 R"({"wert_trischaken":"2","wert_bettel":"4","wert_farbendreier":"5","wert_dreier":"5","wert_piccolo_ouvert":"8","wert_zwiccolo_ouvert":"8","wert_bettel_ouvert":"8","wert_farbensolo":"10","wert_solodreier":"10","mondfang":"party","mondfang_still":"1","mondfang_angesagt":"2","sack1_still":"1","sack1_angesagt":"2","sack2_still":"1","sack2_angesagt":"2","valat":"fixed","valat_neben":"verlauf","farbenspiel_praemien":"koenige_saecke_valat","trischaken":"tir","renonce_trischaken":"4","renonce_trischaken_vorhand":"4","renonce_zwei":"open","renonce_trischaken_zwei":"0","sack1_schwelle":"45 2/3","sack2_schwelle":"55 2/3"})",
                 {"Tiroler Tarockcup, Regeln (c) 2020 Markus Mair, www.tarock.tirol: Valat 10 / 20 neben dem Spiel, Mondfang, Säcke, Trischaken nach Tirol (P-TIR).",
                  "Tiroler Tarockcup rules (c) 2020 Markus Mair, www.tarock.tirol: Valat 10 / 20 beside the game, Mondfang, Säcke, Trischaken after Tirol (P-TIR)."}),
            make("koenigrufen_modern", "Wiener Tarockcup 2019",
                 R"({"wert_trischaken":"2","wert_zwiccolo":"2","wert_bettel":"4","wert_farbendreier":"5","wert_dreier":"5","wert_zwiccolo_ouvert":"6","wert_bettel_ouvert":"8","wert_farbensolo":"10","wert_solodreier":"10","valat_neben":"wtc","valat_spielkontra":"void","trischaken":"pool","renonce_trischaken":"6","renonce_trischaken_vorhand":"6","renonce_zwei":"open","renonce_trischaken_zwei":"0","vier_koenige":"queen"})",
                 {"Wiener Tarockcup, Regeln vom Dezember 2019: Vogelrufer, Valat × 4 / × 8, Trischaken mit 6 Punkten im Topf (P-WTC19).",
                  "Wiener Tarockcup rules of December 2019: bird callers, Valat × 4 / × 8, Trischaken with a pool of 6 points (P-WTC19)."}),
            make("koenigrufen_modern", "Wiener Tarockcup 2020",
                 R"({"wert_trischaken":"2","wert_zwiccolo":"2","wert_bettel":"4","wert_farbendreier":"5","wert_dreier":"5","wert_zwiccolo_ouvert":"6","wert_bettel_ouvert":"8","wert_farbensolo":"10","wert_solodreier":"10","valat":"fixed","valat_neben":"wtc","valat_spielkontra":"void","trischaken":"pool","renonce_trischaken":"6","renonce_trischaken_vorhand":"6","renonce_zwei":"open","renonce_trischaken_zwei":"0","vier_koenige":"queen"})",
                 {"Wiener Tarockcup, Regeln vom November 2020: wie 2019, aber Valat fest 10 / 20 (P-WTC20).",
                  "Wiener Tarockcup rules of November 2020: as 2019, but a fixed Valat of 10 / 20 (P-WTC20)."}),
            make("koenigrufen_modern", "Wiener Zeitung Cup (Cent)",
                 R"({"wert_rufer":"10","wert_trischaken":"10","wert_piccolo":"20","wert_zwiccolo":"20","wert_bettel":"40","wert_solorufer":"20","wert_besserrufer":"10","wert_farbendreier":"50","wert_sechserdreier":"40","wert_sechserdreier_verloren":"80","wert_dreier":"50","wert_farbensolo":"100","wert_piccolo_ouvert":"60","wert_zwiccolo_ouvert":"60","wert_bettel_ouvert":"80","wert_solodreier":"100","koenig_ultimo_still":"10","koenig_ultimo_angesagt":"20","trull_still":"10","trull_angesagt":"20","koenige_still":"10","koenige_angesagt":"20","pagat_still":"10","pagat_angesagt":"20","uhu_still":"20","uhu_angesagt":"40","kakadu_still":"30","kakadu_angesagt":"60","quapil_still":"40","quapil_angesagt":"80","valat_neben":"wtc","valat_spielkontra":"void","trischaken":"pool","renonce_trischaken":"30","renonce_trischaken_vorhand":"30","schrift":"single","renonce_zwei":"open","renonce_trischaken_zwei":"0","vier_koenige":"queen"})",
                 {"Wiener Zeitung Cup, Tarif der TarockBlock-App (2014), in Cent (Einsatz 0,01 je Punkt); die Regeln, die der Tarif nicht nennt, wie beim Wiener Tarockcup 2019 (P-WZ, M-44).",
                  "Wiener Zeitung Cup, the TarockBlock app's tariff (2014), in cents (stake 0.01 per point); the rules the tariff does not state as the Wiener Tarockcup 2019 (P-WZ, M-44)."}),
            make("koenigrufen_modern", "Tulln 2009 (Cent)",
                 R"({"wert_rufer":"10","wert_trischaken":"10","wert_piccolo":"20","wert_zwiccolo":"20","wert_bettel":"40","wert_solorufer":"20","wert_besserrufer":"10","wert_farbendreier":"50","wert_sechserdreier":"40","wert_sechserdreier_verloren":"80","wert_dreier":"50","wert_farbensolo":"100","wert_piccolo_ouvert":"60","wert_zwiccolo_ouvert":"60","wert_bettel_ouvert":"80","wert_solodreier":"100","koenig_ultimo_still":"10","koenig_ultimo_angesagt":"20","trull_still":"10","trull_angesagt":"20","koenige_still":"10","koenige_angesagt":"20","pagat_still":"10","pagat_angesagt":"20","uhu_still":"20","uhu_angesagt":"40","kakadu_still":"30","kakadu_angesagt":"60","quapil_still":"40","quapil_angesagt":"80","valat_neben":"wtc","valat_spielkontra":"void","trischaken":"pool","renonce_trischaken":"30","renonce_trischaken_vorhand":"30","schrift":"single","schwelle":"106_kontra_105","mondfang":"individual","radl_trischaken":"on","radl_mondfang":"radl","renonce_zwei":"open","renonce_trischaken_zwei":"0","vier_koenige":"queen","schnitt":"refuse"})",
                 {"Universelles Tullner Tarockregelwerk (Slama, Doppler, 25. 10. 2009): 35/1 gewinnt, kontriert 35; Radl nach Trischaken, Mondfang und zur Halbzeit; die Werte fehlen, an ihrer Stelle die des Wiener Zeitung Cups in Cent (P-TUL, M-39).",
                  "Universal Tulln rules (Slama, Doppler, 25 Oct 2009): 35/1 wins, contra'd 35; a Radl after Trischaken, Mondfang and at half time; the values are missing, the Wiener Zeitung cup's in cents stand in (P-TUL, M-39)."}),
            make("koenigrufen_modern", "tarockapp.at",
                 R"({"wert_trischaken":"1","wert_sechserdreier":"3","wert_sechserdreier_verloren":"6","wert_zwiccolo":"1","wert_piccolo":"1","wert_bettel":"3","wert_farbendreier":"4","wert_piccolo_ouvert":"5","wert_farbensolo":"8","quapil_still":"0","quapil_angesagt":"0","mondfang":"party","mondfang_still":"1","mondfang_angesagt":"2","sack1_still":"1","sack1_angesagt":"2","sack2_still":"2","sack2_angesagt":"4","trischaken":"pool","schrift":"single","sack1_schwelle":"45 2/3","sack2_schwelle":"55 2/3"})",
                 {"tarockapp.at (© 2018-2023 Nussbaumer, Zörnpfenning): die Spielwerte der App; die Prämien fehlen, an ihrer Stelle die TarockBlock-Standardwerte (P-APP).",
                  "tarockapp.at (© 2018-2023 Nussbaumer, Zörnpfenning): the app's game values; its premiums are missing, TarockBlock's default values stand in (P-APP)."}),
            make("koenigrufen_modern", "Rüdigervariante",
                 R"({"wert_sechserdreier":"3","wert_sechserdreier_verloren":"6","wert_farbendreier":"3","wert_dreier":"3","wert_piccolo_ouvert":"4","wert_bettel_ouvert":"5","wert_farbensolo":"6","wert_solodreier":"6","bettel_halb":"on","absolut_still":"1","absolut_angesagt":"2","mondfang":"individual","mondfang_still":"1","mondfang_angesagt":"2","valat":"whole","valat_neben":"rue","still_verloren":"paid","kontra_max":"open","farbenspiel_praemien":"all","schwelle":"106","buergermeister":"106","trischaken":"rue","radl_trischaken":"on","radl_mondfang":"hand","renonce":"party","eigener_koenig":"allowed","schrift":"single","renonce_zwei":"open","renonce_trischaken_zwei":"0","bei":"allowed"})",
                 {"Königrufen (Rüdigervariante), Laurenz Albe, 15. 12. 2014: Bettler 2½, Valat vervielfacht das ganze Ergebnis, Doppelrunde nach Trischaken, Mondfang zwischen zwei Spielern (P-RUE).",
                  "Königrufen (Rüdiger variant), Laurenz Albe, 15 Dec 2014: Bettler 2½, Valat multiplies the whole result, a double round after Trischaken, Mondfang between two players (P-RUE)."}),
            make("koenigrufen_modern", "TarockBlock Raiffeisen-/Hausruckcup (Cent)",
                 R"({"wert_rufer":"10","wert_trischaken":"10","wert_piccolo":"20","wert_bettel":"20","wert_solorufer":"20","wert_besserrufer":"10","wert_farbendreier":"0","wert_sechserdreier":"40","wert_sechserdreier_verloren":"80","wert_dreier":"40","wert_farbensolo":"50","wert_piccolo_ouvert":"60","wert_bettel_ouvert":"70","wert_solodreier":"80","koenig_ultimo_still":"10","koenig_ultimo_angesagt":"20","trull_still":"10","trull_angesagt":"20","koenige_still":"10","koenige_angesagt":"20","pagat_still":"10","pagat_angesagt":"20","uhu_still":"20","uhu_angesagt":"40","kakadu_still":"30","kakadu_angesagt":"60","quapil_still":"40","quapil_angesagt":"80","trischaken":"pool","renonce_trischaken":"20","renonce_trischaken_vorhand":"40","schrift":"single","renonce_trischaken_zwei":"30"})",
                 {"TarockBlock-App, Tarif „Raiffeisencup/Hausruckcup“ (2014), in Cent; für alte TarockBlock-Daten, abgelöst durch den Raiffeisen-Tarif (P-TB-RHC, M-44).",
                  "TarockBlock app, tariff \"Raiffeisencup/Hausruckcup\" (2014), in cents; for old TarockBlock data, superseded by the Raiffeisen tariff (P-TB-RHC, M-44)."}),
            make("koenigrufen_modern", "TarockBlock Tiroler Tarockcup (Cent)",
                 R"({"wert_rufer":"10","wert_trischaken":"20","wert_piccolo":"20","wert_bettel":"40","wert_solorufer":"20","wert_besserrufer":"20","wert_farbendreier":"50","wert_sechserdreier":"40","wert_sechserdreier_verloren":"80","wert_dreier":"50","wert_farbensolo":"100","wert_piccolo_ouvert":"70","wert_zwiccolo_ouvert":"70","wert_bettel_ouvert":"80","wert_solodreier":"100","koenig_ultimo_still":"10","koenig_ultimo_angesagt":"20","trull_still":"10","trull_angesagt":"20","koenige_still":"10","koenige_angesagt":"20","pagat_still":"10","pagat_angesagt":"20","uhu_still":"20","uhu_angesagt":"40","kakadu_still":"30","kakadu_angesagt":"60","quapil_still":"40","quapil_angesagt":"80","mondfang":"party","mondfang_still":"10","mondfang_angesagt":"20","sack1_angesagt":"20","sack2_angesagt":"20","valat":"fixed","valat_still":"150","valat_angesagt":"300","valat_neben":"verlauf","farbenspiel_praemien":"koenige_saecke_valat","trischaken":"pool","renonce_trischaken":"40","renonce_trischaken_vorhand":"40","schrift":"single","renonce_zwei":"open","renonce_trischaken_zwei":"0","sack1_schwelle":"45 2/3","sack2_schwelle":"55 2/3","bei":"allowed"})",
                 {"TarockBlock-App, Tarif „Tiroler Tarockcup“ (2014), in Cent; für alte TarockBlock-Daten, abgelöst durch den Tiroler Tarif 2020 (P-TB-TIR, M-44).",
                  "TarockBlock app, tariff \"Tiroler Tarockcup\" (2014), in cents; for old TarockBlock data, superseded by the Tirol tariff of 2020 (P-TB-TIR, M-44)."}),
            make("koenigrufen_modern", "TarockBlock Steirischer Tarockcup (Cent)",
                 R"({"wert_rufer":"10","wert_trischaken":"50","wert_piccolo":"20","wert_zwiccolo":"20","wert_bettel":"40","wert_solorufer":"20","wert_besserrufer":"10","wert_farbendreier":"40","wert_sechserdreier":"50","wert_sechserdreier_verloren":"100","wert_dreier":"50","wert_farbensolo":"80","wert_piccolo_ouvert":"40","wert_bettel_ouvert":"80","wert_solodreier":"100","koenig_ultimo_still":"10","koenig_ultimo_angesagt":"20","trull_still":"10","trull_angesagt":"20","koenige_still":"10","koenige_angesagt":"20","pagat_still":"10","pagat_angesagt":"20","uhu_still":"20","uhu_angesagt":"40","kakadu_still":"30","kakadu_angesagt":"60","quapil_still":"40","quapil_angesagt":"80","kontra_max":"re","trischaken":"pool","renonce_trischaken":"100","renonce_trischaken_vorhand":"200","schrift":"single","renonce_trischaken_zwei":"150","bei":"piccolo"})",
                 {"TarockBlock-App, Tarif „Steirischer Tarockcup“ (2014), in Cent, höchstens Rekontra; der Triccolo (20) wird nicht geführt (P-TB-STM, M-44).",
                  "TarockBlock app, tariff \"Steirischer Tarockcup\" (2014), in cents, Re at most; the Triccolo (20) is not kept (P-TB-STM, M-44)."}),
            make("koenigrufen_modern", "TarockBlock Standard (Cent)",
                 R"({"wert_rufer":"10","wert_trischaken":"10","wert_piccolo":"10","wert_zwiccolo":"10","wert_bettel":"30","wert_solorufer":"20","wert_besserrufer":"10","wert_farbendreier":"40","wert_sechserdreier":"30","wert_sechserdreier_verloren":"60","wert_dreier":"40","wert_farbensolo":"80","wert_piccolo_ouvert":"50","wert_zwiccolo_ouvert":"50","wert_bettel_ouvert":"70","wert_solodreier":"80","koenig_ultimo_still":"10","koenig_ultimo_angesagt":"20","trull_still":"10","trull_angesagt":"20","koenige_still":"10","koenige_angesagt":"20","pagat_still":"10","pagat_angesagt":"20","uhu_still":"20","uhu_angesagt":"40","kakadu_still":"30","kakadu_angesagt":"60","quapil_still":"0","quapil_angesagt":"0","mondfang":"party","mondfang_still":"10","mondfang_angesagt":"20","sack1_still":"10","sack1_angesagt":"20","sack2_still":"20","sack2_angesagt":"40","trischaken":"pool","renonce_trischaken":"20","renonce_trischaken_vorhand":"40","schrift":"single","renonce_trischaken_zwei":"30","sack1_schwelle":"45 2/3","sack2_schwelle":"55 2/3","bei":"piccolo"})",
                 {"TarockBlock-App, Standardtarif (2014), in Cent; für alte TarockBlock-Daten (P-TB-DEF, M-44).",
                  "TarockBlock app, default tariff (2014), in cents; for old TarockBlock data (P-TB-DEF, M-44)."}),
            // Dreiertarock (docs/rules/koenigrufen-modern.md §8.2): the Carinthian tariff in cents.
            make("dreiertarock", "Kärnten (Cent)",
                 R"({"wert_einser":"30","wert_zweier":"40","wert_dreier":"50","wert_vierer":"60","wert_fuenfer":"70","wert_unterer":"0","wert_oberer":"0","wert_solo":"120","wert_solo_valat":"960","pagat_still":"40","pagat_angesagt":"80","uhu_still":"60","uhu_angesagt":"120","kakadu_still":"80","kakadu_angesagt":"160","mondfang_still":"10","trull_still":"10","koenigstrull_still":"10","koepfe_still":"0","trull_basis":"tricks"})",
                 {"Dreiertarock in Kärnten nach Mayr/Sedlaczek 2008 (zitiert in der englischen Wikipedia), Werte in Cent: Einser 30 bis Fünfer 70, Solo 120, Solo Valat 960 (§8.2).",
                  "Dreiertarock in Carinthia after Mayr/Sedlaczek 2008 (quoted by the English Wikipedia), values in cents: Einser 30 to Fünfer 70, Solo 120, Solo Valat 960 (§8.2)."}),
        };
        for (const Preset& p : regional)
            if (known(p.variant)) v.push_back(p);
        return v;
    }();
    return presets;
}

std::vector<Preset> presets_for(const std::string& variant, const std::vector<Preset>& own) {
    std::vector<Preset> out;
    for (const Preset& p : builtin_presets())
        if (p.variant == variant) out.push_back(p);
    for (const Preset& p : own)
        if (p.variant == variant) out.push_back(p);
    return out;
}

void validate_preset(const Preset& p) {
    if (p.name.empty() || p.name.find_first_not_of(' ') == std::string::npos)
        refuse("name", kFormatRule, "Die Vorlage braucht einen Namen.", "the preset needs a name");
    if (p.name.size() > 60) refuse("name", kFormatRule, "Der Name ist zu lang (höchstens 60 Zeichen).", "the name is too long (at most 60 characters)");
    const Variant& v = find_variant(p.variant);
    (void)HouseRules(v.settings(), p.house_rules);
}

Json presets_to_json(const std::vector<Preset>& presets) {
    Json list = Json::array();
    for (const Preset& p : presets) {
        Json j = {{"name", p.name}, {"variant", p.variant}, {"house_rules", p.house_rules.is_null() ? Json::object() : p.house_rules}};
        if (!p.description.de.empty()) j["description"] = p.description.de;
        if (!p.description.en.empty() && p.description.en != p.description.de) j["description_en"] = p.description.en;
        list.push_back(j);
    }
    return {{"format", kFormat}, {"version", kPresetFormatVersion}, {"presets", list}};
}

std::vector<Preset> load_presets_text(const std::string& text) {
    const Json doc = parse_json_text(text);
    static const std::vector<std::string> none;
    JsonReader r(doc, "", none);
    if (!r.has("format") || r.string("format", kFormatRule) != kFormat)
        refuse("format", kFormatRule, std::string("Keine Vorlagendatei (format muss \"") + kFormat + "\" sein).",
               std::string("not a preset file (format must be \"") + kFormat + "\")");
    if (!r.has("version")) refuse("version", kFormatRule, "Die Formatversion fehlt.", "the format version is missing");
    const int version = r.integer("version", 1, 1000000, kFormatRule);
    if (version > kPresetFormatVersion)
        refuse("version", kFormatRule,
               "Die Datei hat Format-Version " + std::to_string(version) + "; dieses Programm kennt nur bis " + std::to_string(kPresetFormatVersion) + ".",
               "the file has format version " + std::to_string(version) + "; this program reads up to " + std::to_string(kPresetFormatVersion));
    if (!r.has("presets")) refuse("presets", kFormatRule, "Die Liste der Vorlagen fehlt.", "the list of presets is missing");
    const Json& list = r.raw("presets");
    r.finish();
    if (!list.is_array()) refuse("presets", kFormatRule, "presets muss eine Liste sein.", "presets must be a list");
    std::vector<Preset> out;
    std::set<std::pair<std::string, std::string>> names;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string path = "presets[" + std::to_string(i) + "]";
        try {
            JsonReader pr(list.at(i), "", none);
            Preset p;
            if (!pr.has("name")) refuse("name", kFormatRule, "Der Name fehlt.", "the name is missing");
            p.name = pr.string("name", kFormatRule);
            if (!pr.has("variant")) refuse("variant", kFormatRule, "Das Spiel (variant) fehlt.", "the game (variant) is missing");
            p.variant = pr.string("variant", kFormatRule);
            if (pr.has("house_rules")) {
                p.house_rules = pr.raw("house_rules");
                if (!p.house_rules.is_object()) refuse("house_rules", kFormatRule, "Die Hausregeln müssen ein Objekt sein.", "house rules must be an object");
            }
            if (pr.has("description")) p.description.de = pr.string("description", kFormatRule);
            p.description.en = pr.has("description_en") ? pr.string("description_en", kFormatRule) : p.description.de;
            pr.finish();
            validate_preset(p);
            if (!names.insert({p.variant, p.name}).second)
                refuse("name", kFormatRule, "Der Name '" + p.name + "' kommt für dieses Spiel zweimal vor.", "the name '" + p.name + "' occurs twice for this game");
            out.push_back(std::move(p));
        } catch (const InputError& err) {
            throw err.with_field_prefix(path);
        }
    }
    return out;
}

}  // namespace tarock
