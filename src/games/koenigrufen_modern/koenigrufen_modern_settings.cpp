// House-rule settings of modern Königrufen (docs/rules/koenigrufen-modern.md): every tariff value
// an Amount setting (defaults: the Raiffeisen Tarockcup / OÖ 4/2023 tariff, §2.1, §3.1, preset
// P-RTC) and every open choice M-xx a Choice setting with its documented default (§9.1). The
// other tariff sets of §9.2 are the built-in presets (src/session/presets.cpp).
// Fixed, not settings: M-03 (a Besserrufer is the Rufer plus the bird as an announced premium,
// the engine model of every preset), M-14 (a Kontra between hidden partners is void), M-19
// (a Vorhand tied for the most points loses alone), M-25 (a Radl does not double the hand that
// starts it), M-29 (the called king captured costs nothing).
#include "games/koenigrufen_modern/koenigrufen_modern.hpp"

namespace tarock::koenigrufen_modern {

namespace {

using K = SettingSpec::Kind;

SettingSpec choice(const char* key, const char* rule, const char* source, Text title, Text help, std::vector<SettingOption> options,
                   const char* default_value) {
    return SettingSpec{key, rule, source, std::move(title), std::move(help), K::Choice, std::move(options), default_value, {}};
}

SettingSpec amount(std::string key, std::string rule, std::string source, Text title, Text help, const char* default_value) {
    return SettingSpec{std::move(key), std::move(rule), std::move(source), std::move(title), std::move(help), K::Amount, {}, default_value, Thirds{}};
}

struct ContractDefault {
    const char* value;
    const char* source;
};

// P-RTC values of §2.1 in enum order (0 = not in the tariff).
const ContractDefault kContractDefaults[] = {
    {"1", "RTC"}, {"1", "RTC"}, {"2", "RTC"}, {"0", "RTC (n/a)"}, {"2", "RTC"}, {"2", "RTC"}, {"1", "RTC \"A-Rufer 1+\""},
    {"3", "RTC"}, {"4", "RTC; HT §7.2"}, {"4", "RTC"}, {"6", "RTC"}, {"6", "RTC"}, {"0", "RTC (n/a)"}, {"7", "RTC"}, {"8", "RTC"},
};

// P-RTC values of §3.1: silent / announced (0 = not in the tariff).
struct PremiumDefault {
    const char* still;
    const char* angesagt;
};
const PremiumDefault kPremiumDefaults[] = {
    {"1", "2"}, {"1", "2"}, {"1", "2"}, {"1", "2"}, {"2", "4"}, {"3", "6"}, {"4", "8"}, {"0", "0"}, {"0", "0"}, {"0", "0"}, {"0", "0"},
};

SettingOption opt(const char* value, const char* de, const char* en) { return {value, Text{de, en}}; }

std::vector<SettingSpec> build() {
    std::vector<SettingSpec> s;
    for (const ContractInfo& c : contracts()) {
        const auto& d = kContractDefaults[static_cast<int>(c.contract)];
        s.push_back(amount(c.setting, "koenigrufen_modern §2.1", d.source, {std::string("Wert: ") + c.name, std::string("value: ") + c.name},
                           {"Spielwert je Gegenspieler (§0.2); 0: das Spiel gibt es in diesem Tarif nicht.",
                            "game value per opposing player (§0.2); 0: the game is not in this tariff."},
                           d.value));
        if (c.contract == Contract::Sechserdreier)
            s.push_back(amount("wert_sechserdreier_verloren", "koenigrufen_modern M-04", "SAU \"Vorhand\"; TIR §3; HT §7.2",
                               {"Wert: Sechserdreier verloren", "value: Sechserdreier lost"},
                               {"Ein verlorener Sechserdreier zählt das Spiel doppelt, nicht die Prämien (M-04).",
                                "a lost Sechserdreier counts the game double, not the premiums (M-04)."},
                               "8"));
    }
    for (const PremiumInfo& p : premium_kinds()) {
        const auto& d = kPremiumDefaults[static_cast<int>(p.kind)];
        s.push_back(amount(std::string(p.setting) + "_still", "koenigrufen_modern §3.1", "RTC; HT §5.1 quoting [OÖ23 Ansagen 1]",
                           {std::string(p.name) + " still", std::string(p.name) + " silent"},
                           {"Wert der stillen Prämie je Gegenspieler; 0: gibt es nicht.", "value of the silent premium per opposing player; 0: none."}, d.still));
        s.push_back(amount(std::string(p.setting) + "_angesagt", "koenigrufen_modern §3.1", "RTC; HT §5.1",
                           {std::string(p.name) + " angesagt", std::string(p.name) + " announced"},
                           {"Wert der angesagten Prämie je Gegenspieler; 0: gibt es nicht.", "value of the announced premium per opposing player; 0: none."},
                           d.angesagt));
    }
    s.push_back(amount("sack1_schwelle", "koenigrufen_modern M-45", "TB premium 8 \"1. Sack (≥45/2)\"", {"1. Sack ab", "1. Sack from"},
                       {"Ab so vielen Kartenpunkten hat eine Partei den 1. Sack (TB 45 2/3); 0: die Säcke trägt die Runde ein, ohne Prüfung.",
                        "from this many card points a party has the 1. Sack (TB 45 2/3); 0: the table enters the Säcke, unchecked."},
                       "0"));
    s.push_back(amount("sack2_schwelle", "koenigrufen_modern M-45", "TB premium 9 \"2. Sack (≥55/2)\"", {"2. Sack ab", "2. Sack from"},
                       {"Ab so vielen Kartenpunkten hat eine Partei den 2. Sack, den 1. dazu (TB 55 2/3); 0: die Säcke trägt die Runde ein, ohne Prüfung.",
                        "from this many card points a party has the 2. Sack, and the 1. as well (TB 55 2/3); 0: the table enters the Säcke, unchecked."},
                       "0"));
    s.push_back(choice("valat", "koenigrufen_modern M-07", "RTC; TIR §6; WTC-20; RUE \"Valat\"", {"Valat", "Valat"},
                       {"Als Vielfaches des Spiels statt des Spiels (RTC, SAU, WTC-19), als feste Prämie neben dem Spiel (TIR, WTC-20) oder als Vielfaches des ganzen Ergebnisses (RUE).",
                        "a multiple of the game replacing it (RTC, SAU, WTC-19), a fixed premium beside the game (TIR, WTC-20), or a multiple of the whole result (RUE)."},
                       {opt("multiplier", "Spiel × 4 / × 8", "game × 4 / × 8"), opt("fixed", "feste Prämie", "fixed premium"),
                        opt("whole", "ganzes Ergebnis × 4 / × 8", "whole result × 4 / × 8")},
                       "multiplier"));
    s.push_back(amount("valat_faktor_still", "koenigrufen_modern M-07", "RTC; HT §5.1", {"Valat still: Faktor", "silent Valat: factor"},
                       {"Vielfaches eines stillen Valats (ganze Zahl).", "multiple of a silent Valat (whole number)."}, "4"));
    s.push_back(amount("valat_faktor_angesagt", "koenigrufen_modern M-07", "RTC \"8-fach\"", {"Valat angesagt: Faktor", "announced Valat: factor"},
                       {"Vielfaches eines angesagten Valats (ganze Zahl).", "multiple of an announced Valat (whole number)."}, "8"));
    s.push_back(amount("valat_still", "koenigrufen_modern M-07", "TIR; WTC-20", {"Valat still: feste Prämie", "silent Valat: fixed premium"},
                       {"Wert eines stillen Valats als feste Prämie.", "value of a silent Valat as a fixed premium."}, "10"));
    s.push_back(amount("valat_angesagt", "koenigrufen_modern M-07", "TIR; WTC-20", {"Valat angesagt: feste Prämie", "announced Valat: fixed premium"},
                       {"Wert eines angesagten Valats als feste Prämie.", "value of an announced Valat as a fixed premium."}, "20"));
    s.push_back(choice("valat_neben", "koenigrufen_modern M-08", "HT §7.4 quoting [OÖ23 Ansagen 2]; TIR §6; WTC-19, WTC-20 \"§ Valat\"; RUE",
                       {"Prämien neben dem Valat", "premiums beside a Valat"},
                       {"Nur angesagte (RTC, SAU), nur Verlaufsprämien (TIR), Verlaufsprämien immer und Trull/Könige nur angesagt (WTC), oder alle außer Trull, Könige, Absolut (RUE).",
                        "announced only (RTC, SAU), Verlauf premiums only (TIR), Verlauf premiums always and Trull/Könige only announced (WTC), or all but Trull, Könige, Absolut (RUE)."},
                       {opt("announced", "nur angesagte", "announced only"), opt("verlauf", "nur Verlaufsprämien", "Verlauf premiums only"),
                        opt("wtc", "Verlauf immer, Bestand angesagt", "Verlauf always, Bestand announced"),
                        opt("rue", "alle außer Trull, Könige, Absolut", "all but Trull, Könige, Absolut")},
                       "announced"));
    s.push_back(choice("valat_spielkontra", "koenigrufen_modern M-09", "HT §7.4 quoting [LTA-F1 Kap. 1]; WTC-19 \"§ Valat\"",
                       {"Spielkontra und stiller Valat", "game Kontra and a silent Valat"},
                       {"Das Kontra auf das Spiel gilt für den stillen Valat (RTC), oder es zählt nicht (WTC).",
                        "the Kontra on the game carries into the silent Valat (RTC), or it does not count (WTC)."},
                       {opt("carries", "gilt", "carries"), opt("void", "zählt nicht", "void")}, "carries"));
    s.push_back(choice("valat_solo", "koenigrufen_modern M-06", "TIR §6; SAU; WTC-19",
                       {"Fester Valat in Solospielen", "fixed Valat in solo games"},
                       {"Ein fester Valat zählt in Solospielen doppelt (TIR) oder einfach; ein Vielfaches wird nie verdoppelt.",
                        "a fixed Valat counts double in solo games (TIR) or single; a multiple is never doubled."},
                       {opt("double", "doppelt", "double"), opt("single", "einfach", "single")}, "double"));
    s.push_back(choice("schwelle", "koenigrufen_modern M-01", "RTC \"36 Punkte\"; TUL \"35 Punkte und 1 Blatt\"; RUE \"über 35\"",
                       {"Gewonnen mit", "won with"},
                       {"35 Punkte 2 Blatt (RTC, TIR, SAU, WTC), 35 Punkte 1 Blatt (RUE), oder 35/1 und kontriert 35 (TUL).",
                        "35 points 2 Blatt (RTC, TIR, SAU, WTC), 35 points 1 Blatt (RUE), or 35/1 and, contra'd, 35 (TUL)."},
                       {opt("107", "35/2", "35/2"), opt("106", "35/1", "35/1"), opt("106_kontra_105", "35/1, kontriert 35", "35/1, contra'd 35")}, "107"));
    s.push_back(choice("still_verloren", "koenigrufen_modern M-05", "HT §9 P-5; RUE \"Prämien\"",
                       {"Stille Prämie verloren", "silent premium failed"},
                       {"Ein still verlorener Vogel oder König Ultimo kostet nichts (RTC) oder wird bezahlt (RUE).",
                        "a bird or König Ultimo failed silently costs nothing (RTC) or is paid (RUE)."},
                       {opt("none", "kostet nichts", "costs nothing"), opt("paid", "wird bezahlt", "is paid")}, "none"));
    s.push_back(choice("solo_doppelt", "koenigrufen_modern §3.3", "SAU; TIR §3; WTC-19; RUE",
                       {"Prämien in Solospielen", "premiums in solo games"},
                       {"Alle Prämien zählen in Solorufer, Farbensolo und Solodreier doppelt.", "all premiums count double in Solorufer, Farbensolo and Solodreier."},
                       {opt("on", "doppelt", "double"), opt("off", "einfach", "single")}, "on"));
    s.push_back(choice("farbenspiel_praemien", "koenigrufen_modern §3.2", "SAU \"Farbensolo\"; WTC-20 \"§ Farbspiele\"; TIR §3; RUE \"Prämien\"",
                       {"Prämien in Farbenspielen", "premiums in Farbenspiele"},
                       {"Nur Könige und Valat (RTC, SAU, WTC), dazu Säcke (TIR), oder alle (RUE).", "only Könige and Valat (RTC, SAU, WTC), Säcke too (TIR), or all (RUE)."},
                       {opt("koenige_valat", "Könige, Valat", "Könige, Valat"), opt("koenige_saecke_valat", "Könige, Säcke, Valat", "Könige, Säcke, Valat"),
                        opt("all", "alle", "all")},
                       "koenige_valat"));
    s.push_back(choice("kontra_max", "koenigrufen_modern M-12", "RTC; TB KontraMax; RUE \"Ansagen\"", {"Höchstes Kontra", "highest Kontra"},
                       {"Sub ×8 (RTC, TIR, WTC), Re ×4 (TB-STM), Mort ×16 (TB), oder offen (RUE).", "Sub ×8 (RTC, TIR, WTC), Re ×4 (TB-STM), Mort ×16 (TB), or open (RUE)."},
                       {opt("sub", "Sub ×8", "Sub ×8"), opt("re", "Re ×4", "Re ×4"), opt("mort", "Mort ×16", "Mort ×16"), opt("open", "offen", "open")}, "sub"));
    s.push_back(choice("praemien_kontra", "koenigrufen_modern M-13", "TIR §2; RUE; WTC-19 \"§ Prämien\"; TB",
                       {"Kontra auf Prämien", "Kontra on premiums"},
                       {"Jede Prämie wird getrennt kontriert (TIR, RUE, WTC), oder nur das Spiel (TB).", "each premium is contra'd on its own (TIR, RUE, WTC), or only the game (TB)."},
                       {opt("separate", "getrennt", "separately"), opt("none", "nur das Spiel", "the game only")}, "separate"));
    s.push_back(choice("schrift", "koenigrufen_modern M-11", "RTC \"nur auf das Geld\"; TIR §8; WTC-20", {"Schrift und Geld", "Schrift and money"},
                       {"Turnier: Schrift ohne Kontra neben dem Geld mit Kontra; Hausrunde: ein Blatt mit Kontra.",
                        "tournament: Schrift without Kontra beside the money with Kontra; house round: one sheet with Kontra."},
                       {opt("split", "Schrift und Geld", "Schrift and money"), opt("single", "ein Blatt", "one sheet")}, "split"));
    s.push_back(choice("eigener_koenig", "koenigrufen_modern §1.4", "RTC Allgemeines; SAU; TIR §2; RUE \"Der Rufer\"", {"Eigenen König rufen", "calling one's own king"},
                       {"Wer einen König ruft, den er selbst hält, renonciert (RTC, SAU, TIR, WTC), oder spielt allein gegen drei (RUE).",
                        "calling a king one holds is a renonce (RTC, SAU, TIR, WTC), or the declarer plays alone against three (RUE)."},
                       {opt("renonce", "Renonce", "renonce"), opt("allowed", "erlaubt, allein gegen drei", "allowed, alone against three")}, "renonce"));
    s.push_back(choice("talon_solorufer", "koenigrufen_modern M-15", "HT §4.5 quoting [OÖ23 Allg. 7]; WTC-20 \"§ Ruferspiele\"; RUE",
                       {"Solorufer, König im Talon: Kontra", "Solorufer, king in the talon: Kontra"},
                       {"Alle Kontras zählen nicht (OÖ, WTC), oder sie zählen.", "all Kontras are void (OÖ, WTC), or they count."},
                       {opt("void", "zählen nicht", "void"), opt("counts", "zählen", "count")}, "void"));
    s.push_back(choice("trischaken", "koenigrufen_modern M-17", "HT §7.6; SAU; TIR §5; WTC-20; RUE", {"Trischaken-Abrechnung", "Trischaken settlement"},
                       {"OÖ 4/2023 (RTC), Sauwald, Tirol, Topf von 3 Einheiten (WTC, tarockapp, Wiener Zeitung) oder Rüdiger.",
                        "OÖ 4/2023 (RTC), Sauwald, Tirol, a pool of 3 units (WTC, tarockapp, Wiener Zeitung) or Rüdiger."},
                       {opt("oe", "OÖ (RTC)", "OÖ (RTC)"), opt("sau", "Sauwald", "Sauwald"), opt("tir", "Tirol", "Tirol"), opt("pool", "Topf (WTC)", "pool (WTC)"),
                        opt("rue", "Rüdiger", "Rüdiger")},
                       "oe"));
    s.push_back(choice("buergermeister", "koenigrufen_modern M-22", "TIR §5; WTC-20; SAU; RUE", {"Bürgermeister ab", "Bürgermeister from"},
                       {"Ab 35 Punkte 2 Blatt (TIR, WTC, OÖ, SAU) oder über 35 (RUE).", "from 35 points 2 Blatt (TIR, WTC, OÖ, SAU) or above 35 (RUE)."},
                       {opt("107", "35/2", "35/2"), opt("106", "35/1", "35/1")}, "107"));
    s.push_back(choice("renonce", "koenigrufen_modern M-26", "OEF; TIR §7; SAU; WTC-20 \"§ Renonce\"; RUE \"Spielablauf\"", {"Renonce", "renonce"},
                       {"Der Renoncierende zahlt allein jedem regulären Spieler, was er gewonnen hätte (RTC, TIR, SAU, WTC), oder seine Partei verliert (RUE).",
                        "the renouncer alone pays each regular player what he would have won (RTC, TIR, SAU, WTC), or his party loses (RUE)."},
                       {opt("renoncer", "der Renoncierende allein", "the renouncer alone"), opt("party", "seine Partei verliert", "his party loses")}, "renoncer"));
    s.push_back(amount("renonce_trischaken", "koenigrufen_modern M-27", "HT §7.9 quoting [OÖ23 Trischaken 4]; SAU; TIR §5; WTC-20",
                       {"Renonce im Trischaken", "renonce in Trischaken"},
                       {"Was der Renoncierende jedem anderen zahlt (OÖ 2, SAU 3, TIR 4, WTC 6).", "what the renouncer pays each other player (OÖ 2, SAU 3, TIR 4, WTC 6)."}, "2"));
    s.push_back(amount("renonce_trischaken_vorhand", "koenigrufen_modern M-27", "HT §7.9 quoting [OÖ23 Trischaken 4]",
                       {"Renonce des Trischakers", "renonce by the Trischaker"},
                       {"Was die renoncierende Vorhand im Trischaken jedem anderen zahlt (OÖ 4).", "what the renouncing Vorhand pays each other player in Trischaken (OÖ 4)."},
                       "4"));
    s.push_back(choice("renonce_zwei", "koenigrufen_modern §7.1", "OEF \"nur eine Renonce muss alleine beglichen werden\"; HT §7.9 quoting [OÖ23 Renonce 5]",
                       {"Zwei Renoncen", "two renonces"},
                       {"Renoncieren zwei Spieler in einem Spiel, teilen sie, was die regulären Spieler bekommen (RTC, OÖ, OEF); wo der Tarif es nicht sagt, wird ein solches Spiel abgelehnt und die Tischrunde entscheidet.",
                        "when two players renounce in one game they share what the regular players receive (RTC, OÖ, OEF); where the tariff does not say, such a game is refused and the table decides."},
                       {opt("share", "teilen", "share"), opt("open", "nicht geregelt", "not stated")}, "share"));
    s.push_back(amount("renonce_trischaken_zwei", "koenigrufen_modern §7.1", "HT §7.9 quoting [OÖ23 Trischaken 4]",
                       {"Zwei Renoncen im Trischaken", "two renonces in Trischaken"},
                       {"Was jeder von zwei Renoncierenden im Trischaken zahlt; die zwei regulären Spieler bekommen es (OÖ 3). 0: nicht geregelt, abgelehnt.",
                        "what each of two renouncers pays in Trischaken; the two regular players receive it (OÖ 3). 0: not stated, refused."},
                       "3"));
    s.push_back(amount("renonce_besserrufer", "koenigrufen_modern M-26", "SAU \"Ansagen\"; HT §7.9 quoting [OÖR25 B.4]",
                       {"Besserrufer ohne Vogel", "Besserrufer without a bird"},
                       {"Was der Spieler jedem anderen zahlt, der einen Besserrufer ohne Vogel ansagt.", "what a player who bids a Besserrufer without a bird pays each other."}, "3"));
    s.push_back(choice("mondfang", "koenigrufen_modern M-31", "TIR-19 §5; RUE \"Mondfang\"", {"Mondfang", "Mondfang"},
                       {"Kein Mondfang (RTC, WTC), eine Parteiprämie (TIR) oder zwischen den zwei Spielern (RUE).",
                        "no Mondfang (RTC, WTC), a party premium (TIR) or between the two players (RUE)."},
                       {opt("none", "keiner", "none"), opt("party", "Parteiprämie", "party premium"), opt("individual", "zwischen zwei Spielern", "between two players")},
                       "none"));
    s.push_back(choice("bettel_halb", "koenigrufen_modern M-41", "RUE \"Bettler\"", {"Bettler zweieinhalb", "Bettler two and a half"},
                       {"Der Bettler zählt ½ mehr als sein Wert, je Gegner abgerundet nach Kontra und Radl (RUE).",
                        "the Bettler counts ½ more than its value, rounded down per opponent after Kontra and Radl (RUE)."},
                       {opt("off", "nein", "no"), opt("on", "ja", "yes")}, "off"));
    s.push_back(choice("bei", "koenigrufen_modern M-35", "TIR; WTC; HT quoting [LTA-F1]; TB Bei options; RUE", {"Bei-Spiele", "Bei-Spiele"},
                       {"Spielt ein anderer dasselbe Negativspiel mit („bei“), rechnet jeder sein Spiel für sich gegen die drei anderen ab (INFERRED). Nicht erlaubt (TIR, WTC, RTC), nur zu Piccolo und Zwiccolo (TarockBlock Standard, Steiermark), oder erlaubt (Rüdiger, TarockBlock Tirol).",
                        "another player who plays the same negative game beside the declarer (\"bei\") settles his game on his own against the three others (INFERRED). Not allowed (TIR, WTC, RTC), only with Piccolo and Zwiccolo (TarockBlock Standard, Steiermark), or allowed (Rüdiger, TarockBlock Tirol)."},
                       {opt("none", "nicht erlaubt", "not allowed"), opt("piccolo", "nur Piccolo, Zwiccolo", "Piccolo, Zwiccolo only"), opt("allowed", "erlaubt", "allowed")},
                       "none"));
    s.push_back(choice("schnitt", "koenigrufen_modern M-33", "TUL \"Allgemeines\"", {"Schnitt (unter 15 Punkten)", "Schnitt (under 15 points)"},
                       {"Tulln: „Wer unter 15 Punkte bleibt ist im Schnitt“; was das kostet, ist nicht lesbar (MISSING). Ohne Folge (Vorgabe), oder ein solches Spiel wird abgelehnt und die Runde entscheidet (Tulln).",
                        "Tulln: \"Wer unter 15 Punkte bleibt ist im Schnitt\"; what it costs is not readable (MISSING). No consequence (default), or such a game is refused and the table decides (Tulln)."},
                       {opt("none", "ohne Folge", "no consequence"), opt("refuse", "abgelehnt, die Runde entscheidet", "refused, the table decides")}, "none"));
    s.push_back(choice("vier_koenige", "koenigrufen_modern M-36", "HT §3.3 quoting [OÖ23 Vorhand 3]; SAU \"Vorhand\"; WTC-19, WTC-20 \"§ Ruferspiele\"",
                       {"Vorhand mit vier Königen", "Vorhand with four kings"},
                       {"Die Vorhand mit allen vier Königen spielt keinen Rufer (OÖ), gibt die Vorhand weiter (Sauwald) oder ruft eine Dame (Wien).",
                        "the Vorhand with all four kings plays no Rufer (OÖ), passes the Vorhand on (Sauwald) or calls a queen (Vienna)."},
                       {opt("no_rufer", "kein Rufer", "no Rufer"), opt("pass", "gibt die Vorhand weiter", "passes the Vorhand on"), opt("queen", "ruft eine Dame", "calls a queen")},
                       "no_rufer"));
    s.push_back(choice("valat_talon", "koenigrufen_modern M-37", "HT §9.4 V-3", {"Talonkarten der Gegner im Valat", "opponents' talon cards in a Valat"},
                       {"Macht die Spielerpartei alle Stiche, bleiben die Talonkarten der Gegner deren Karten, auch für Trull und Könige (HT V-3, Vorgabe), oder der Valat-Partei gehören alle Karten.",
                        "when the declarer's party takes every trick, the opponents' talon cards stay theirs, for Trull and Könige too (HT V-3, default), or the Valat party owns every card."},
                       {opt("opponents", "bleiben bei den Gegnern", "stay with the opponents"), opt("valat", "gehören der Valat-Partei", "belong to the Valat party")},
                       "opponents"));
    s.push_back(choice("farbenspiel_kontra_valat", "koenigrufen_modern M-38", "HT quoting [OÖ23], [ÖF21]", {"Farbenspiel: Kontra oder Valat", "Farbenspiel: Kontra or Valat"},
                       {"Im Farbenspiel kontrieren die Gegner oder sagen Valat an (OÖ, Vorgabe), oder beides (Österreich-Finale 2021).",
                        "in a Farbenspiel the opponents contra or announce a Valat (OÖ, default), or both (Österreich-Finale 2021)."},
                       {opt("either", "entweder, oder", "either, or"), opt("both", "beides", "both")}, "either"));
    s.push_back(choice("radl_trischaken", "koenigrufen_modern M-23", "RUE \"Trischaken\"; NBM; TUL; ABK XSBuchen", {"Radl nach Trischaken", "Radl after Trischaken"},
                       {"Nach einem Trischaken zählt eine Runde doppelt (RUE, TUL); im Turnier nie.", "after a Trischaken one round counts double (RUE, TUL); never in tournaments."},
                       {opt("off", "nein", "no"), opt("on", "ja", "yes")}, "off"));
    s.push_back(choice("radl_mondfang", "koenigrufen_modern M-23", "RUE \"Mondfang\"; TUL", {"Radl nach Mondfang", "Radl after a Mondfang"},
                       {"Nach einem Mondfang zählt das nächste Spiel (RUE) oder eine Runde (TUL) doppelt.", "after a Mondfang the next hand (RUE) or one round (TUL) counts double."},
                       {opt("off", "nein", "no"), opt("hand", "ein Spiel", "one hand"), opt("radl", "eine Runde", "one round")}, "off"));
    s.push_back(choice("radl_null", "koenigrufen_modern M-23", "ABK AbakusXS.js XSBuchen", {"Radl nach einem Nullspiel", "Radl after a zero hand"},
                       {"Die App ABAKUS startet mit „doppelte Runden“ auch nach einem Spiel mit dem Wert 0 ein Radl (was das heißt, ist nicht beschrieben): hier ein gespieltes Spiel, das für alle 0 ergibt.",
                        "the ABAKUS app with \"doppelte Runden\" also starts a Radl after a hand booked with the value 0 (what that means is not documented): here a played hand that comes to 0 for everyone."},
                       {opt("off", "nein", "no"), opt("on", "ja", "yes")}, "off"));
    s.push_back(choice("radl_stapeln", "koenigrufen_modern M-24", "RUE \"Vierfachspiel\"; ABK XSBuchen", {"Radln übereinander", "Radln stacked"},
                       {"Zwei laufende Radln vervierfachen (RUE), oder verlängern das Doppelte (ABK).", "two running Radln quadruple (RUE), or extend the doubling (ABK)."},
                       {opt("multiply", "vervielfachen", "multiply"), opt("extend", "verlängern", "extend")}, "multiply"));
    return s;
}

}  // namespace

const std::vector<SettingSpec>& settings() {
    static const std::vector<SettingSpec> s = build();
    return s;
}

}  // namespace tarock::koenigrufen_modern
