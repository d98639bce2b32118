// House-rule settings of Slovenian Tarok: the open choices SL-01 … SL-33 of
// docs/rules/tarok-si.md, each with its documented default and the sources behind the options.
// Fixed choices (not settings): SL-09 "never doubled by radelci or kontra", SL-13 (one radelc
// is used per won game, also with a negative total), SL-23 (three-player Tri/Dva/Ena 10/20/30
// with the declarer alone). SL-26 (counting a single leftover card) is no setting: the engine
// takes the card points as counted at the table.
#include "games/tarok_si/tarok_si.hpp"

namespace tarock::tarok_si {

namespace {

using K = SettingSpec::Kind;

SettingOption opt(const char* value, const char* de, const char* en, const char* sl) { return {value, Text{de, en, sl}}; }

SettingSpec choice(const char* key, const char* rule, const char* source, Text title, Text help, std::vector<SettingOption> options,
                   const char* default_value) {
    return SettingSpec{key, rule, source, std::move(title), std::move(help), K::Choice, std::move(options), default_value, {}};
}

SettingSpec rounding(const char* key, const char* rule, const char* source, Text title, Text help, bool manual) {
    std::vector<SettingOption> o = {
        opt("nearest5", "auf 5 gerundet (nächstes Vielfaches)", "nearest multiple of 5", "zaokroženo na najbližjih 5"),
        opt("down5", "auf 5 abgerundet", "down to a multiple of 5", "zaokroženo navzdol na 5"),
        opt("exact", "genau, ohne Rundung", "exact, not rounded", "natančno, brez zaokroževanja"),
    };
    if (manual) o.push_back(opt("manual", "wie eingetragen (Differenz statt Kartenpunkte)", "as typed (the difference instead of card points)", "kot vpisano (razlika namesto točk)"));
    return choice(key, rule, source, std::move(title), std::move(help), std::move(o), "nearest5");
}

/// The settings both table sizes share, in the order of the open choices.
std::vector<SettingSpec> common_settings(bool three) {
    std::vector<SettingSpec> s;
    s.push_back(rounding("difference_rounding", "tarok_si §S3, SL-01", "PWS Scoring; MRC v1.5.0; BGA L855-856; PAL L3050; OS; TSB",
                         {"Rundung der Differenz", "Rounding of the difference", "Zaokroževanje razlike"},
                         {"Wie die Differenz der Kartenpunkte zu 35 gezählt wird.", "How the difference of the card points to 35 is counted.",
                          "Kako se šteje razlika točk do 35."},
                         true));
    s.push_back(rounding("klop_rounding", "tarok_si §S8, SL-02", "PWS Klop; MRC v1.5.0; BGA L688; PAL; OS; XA; TSB",
                         {"Rundung im Klop", "Rounding in klop", "Zaokroževanje v klopu"},
                         {"Wie die eigenen Kartenpunkte im Klop als Minus geschrieben werden.", "How one's own card points are written as a minus in klop.",
                          "Kako se lastne točke v klopu pišejo v minus."},
                         false));
    s.push_back(choice("klop_model", "tarok_si §S8, SL-03", "PWS Klop; XA Klop; TSB ScoreBoard.cs L44-83; ZEI KLOPECKI",
                       {"Klop: Wertung", "Klop: scoring", "Klop: obračun"},
                       {"Leer (kein Stich) und voll (über 35) im Klop.", "Empty (no trick) and full (over 35) in klop.", "Prazen (brez vzetka) in poln (nad 35) v klopu."},
                       {opt("pws", "leer +70, voll −70, sonst jeder −eigene Punkte", "empty +70, full −70, else everybody −own points",
                            "prazen +70, poln −70, sicer vsak −svoje točke"),
                        opt("tsb", "TSB: leer und voll ±35, nur voll −70, nur leer 70 geteilt", "TSB: empty and full ±35, only full −70, only empty 70 shared",
                            "TSB: prazen in poln ±35, samo poln −70, samo prazni 70 deljeno"),
                        opt("zei", "Zei: leer +10, voll −35, alle anderen −eigene Punkte", "Zei: empty +10, full −35, all others −own points",
                            "Zei: prazen +10, poln −35, ostali −svoje točke")},
                       "pws"));
    s.push_back(choice("klop_empty", "tarok_si §S8, SL-04", "PWS; XA; MRC; PAL L3549-3550; OS; TSB; BGA",
                       {"Klop: wer ist leer", "Klop: who is empty", "Klop: kdo je prazen"},
                       {"Leer ist, wer keinen Stich machte (0 Kartenpunkte), oder wer nach der Rundung 0 hat.",
                        "Empty is who took no trick (0 card points), or who has 0 after rounding.",
                        "Prazen je, kdor ni pobral nobenega štiha (0 točk), ali kdor ima po zaokrožitvi 0."},
                       {opt("no_trick", "kein Stich (0 Kartenpunkte)", "no trick (0 card points)", "brez štiha (0 točk)"),
                        opt("zero_points", "0 Punkte nach der Rundung", "0 points after rounding", "0 točk po zaokrožitvi")},
                       "no_trick"));
    s.push_back(choice("klop_radelci", "tarok_si §S8, SL-05", "TSB ScoreBoard.cs L55-80; BGA L654-681; PAL results.go L38-40",
                       {"Klop: Radelci", "Klop: radelci", "Klop: radelci"},
                       {"Verdoppelt der eigene Radelc den eigenen Klop-Eintrag?", "Does one's own radelc double one's own klop entry?",
                        "Ali lastni radelc podvoji lastni vpis v klopu?"},
                       {opt("own", "der eigene Radelc verdoppelt, ein leerer Spieler verbraucht ihn", "own radelc doubles; an empty player uses it",
                            "lastni radelc podvoji, prazen igralec ga porabi"),
                        opt("none", "keine Wirkung", "no effect", "brez učinka")},
                       "own"));
    s.push_back(choice("klop_kontra", "tarok_si §S8, SL-06", "PAL issue #38; stockskis L3621-3629",
                       {"Kontra auf Klop", "Kontra on klop", "Kontra na klop"},
                       {"Palčka: mit Kontra verdoppeln sich alle Einträge, hat der Kontra-Sager die meisten Punkte, nur seiner.",
                        "Palčka: with kontra every entry doubles; if the player who said kontra has the highest count, only his.",
                        "Palčka: s kontro se podvojijo vsi vpisi; če ima kontraš največ točk, samo njegov."},
                       {opt("off", "nicht erlaubt", "not allowed", "ni dovoljena"), opt("pal", "wie Palčka", "as Palčka", "kot v Palčki")}, "off"));
    s.push_back(choice("solo_brez", "tarok_si §S7, SL-07", "PAL L3398; MRC; OS; PWS; TSB GetScore; BGA regularCountingAndScoring",
                       {"Solo brez", "Solo brez", "Solo brez"},
                       {"Fester Wert oder mit Differenz und Prämien.", "Fixed value, or with difference and bonuses.", "Stalna vrednost ali z razliko in napovedmi."},
                       {opt("fixed", "fest, ohne Differenz und Prämien", "fixed, no difference, no bonuses", "stalno, brez razlike in napovedi"),
                        opt("difference", "mit Differenz und Prämien (TSB)", "with difference and bonuses (TSB)", "z razliko in napovedmi (TSB)"),
                        opt("fixed_bonuses", "fest, aber mit Prämien (BGA)", "fixed, but with bonuses (BGA)", "stalno, a z napovedmi (BGA)")},
                       "fixed"));
    s.push_back(choice("mondfang", "tarok_si §S9, SL-08", "XA; TSB L101-102; BGA; OS; MRC; PWS; ZEI; PAL L3242",
                       {"Mondfang: Betrag", "Mondfang: amount", "Mondfang: znesek"},
                       {"Was schreibt, wer seinen Mond verliert (nie verdoppelt).", "What the player who loses his mond writes (never doubled).",
                        "Koliko piše, kdor izgubi monda (nikoli podvojeno)."},
                       {opt("20", "−20", "−20", "−20"), opt("21", "−21 (Zei, Palčka)", "−21 (Zei, Palčka)", "−21 (Zei, Palčka)")}, "20"));
    s.push_back(choice("mondfang_losses", "tarok_si §S9, SL-09", "OS CapturedMondTest1-6; PWS; XA; PGS; MRC mondCapturedWithSkis",
                       {"Mondfang: welche Verluste", "Mondfang: which losses", "Mondfang: katere izgube"},
                       {"Zählen Kaiserstich, Talon und der eigene Partner mit, oder nur der Fang durch den Škis?",
                        "Do the emperor trick, the talon and the own partner count, or only the capture by the škis?",
                        "Ali štejejo cesarski štih, talon in lastni partner, ali le ulov s škisom?"},
                       {opt("all", "alle vier Arten", "all four ways", "vsi štirje načini"), opt("skis_only", "nur durch den Škis", "by the škis only", "samo s škisom")},
                       "all"));
    s.push_back(choice("mondfang_contracts", "tarok_si §S9, SL-09", "BGA L1004; OS; PAL; PGS",
                       {"Mondfang: in welchen Spielen", "Mondfang: in which contracts", "Mondfang: v katerih igrah"},
                       {"In welchen Spielen der Mondfang zählt.", "In which contracts the mondfang counts.", "V katerih igrah šteje mondfang."},
                       {opt("with_solo_brez", three ? "Tri, Dva, Ena und Solo brez" : "Tri bis Solo ena und Solo brez", three ? "Tri, Dva, Ena and Solo brez" : "Tri to Solo ena and Solo brez",
                            three ? "tri, dva, ena in solo brez" : "tri do solo ena in solo brez"),
                        opt("talon_games", three ? "Tri, Dva, Ena" : "Tri bis Solo ena", three ? "Tri, Dva, Ena" : "Tri to Solo ena", three ? "tri, dva, ena" : "tri do solo ena"),
                        opt("calls", "nur Tri, Dva, Ena", "Tri, Dva, Ena only", "samo tri, dva, ena")},
                       "with_solo_brez"));
    s.push_back(choice("mondfang_radelci", "tarok_si §S9, SL-10", "PAL issue #21; results.go L28-30, L84-86",
                       {"Radelci nach Mondfang", "Radelci after a mondfang", "Radelci ob mondfangu"},
                       {"Palčka: nach einem Mondfang bekommt jeder einen Radelc.", "Palčka: after a mondfang everybody gets a radelc.",
                        "Palčka: ob mondfangu vsi dobijo radelc."},
                       {opt("off", "nein", "no", "ne"), opt("on", "ja", "yes", "da")}, "off"));
    s.push_back(choice("skisfang", "tarok_si §S9, SL-10", "PAL issue #21; stockskis L3159, L3278",
                       {"Škisfang", "Škisfang", "Škisfang"},
                       {"Palčka: wer seinen Škis verliert, schreibt −100.", "Palčka: the player whose škis is caught writes −100.",
                        "Palčka: kdor izgubi škisa, piše −100."},
                       {opt("off", "nein", "no", "ne"), opt("on", "−100", "−100", "−100")}, "off"));
    s.push_back(choice("radelci_triggers", "tarok_si §S10.1, SL-11", "PWS Radli; PAL stockskis L3105-3144; XA Radlc; TSB L97-98; BGA L2434-2437; ZEI",
                       {"Radelci: wann", "Radelci: when", "Radelci: kdaj"},
                       {"Nach welchen Händen jeder einen Radelc bekommt.", "After which hands everybody gets a radelc.", "Po katerih igrah vsi dobijo radelc."},
                       {opt("all", "Klop, Berač und höher, jeder Valat", "klop, berač and up, any valat", "klop, berač in više, vsak valat"),
                        opt("value70", "nur Spiele mit Wert ab 70 (TSB)", "contracts of value 70 and up only (TSB)", "samo igre z vrednostjo 70 in več (TSB)"),
                        opt("bga", "Klop, Berač und höher, angesagter Valat (BGA)", "klop, berač and up, announced valat (BGA)", "klop, berač in više, napovedan valat (BGA)"),
                        opt("klop", "nur Klop (Zei)", "klop only (Zei)", "samo klop (Zei)"),
                        opt("pws", "Klop, höher als Berač, jeder Valat (Pagat wörtlich)", "klop, higher than berač, any valat (Pagat literally)",
                            "klop, višje od berača, vsak valat (Pagat dobesedno)")},
                       "all"));
    s.push_back(choice("radelci_whose", "tarok_si §S10.2, SL-12", "TSB; PAL; BGA; MRC; XA Radlc",
                       {"Radelci: wessen", "Radelci: whose", "Radelci: čigav"},
                       {"Der Radelc des Spielers verdoppelt die ganze Partei, oder jeder verdoppelt mit seinem eigenen nur sich.",
                        "The declarer's radelc doubles his whole party, or each member's own radelc doubles his own entry.",
                        "Igralčev radelc podvoji vso stranko, ali vsak s svojim podvoji le svoj vpis."},
                       {opt("declarer", "der des Spielers, für die Partei", "the declarer's, for the party", "igralčev, za vso stranko"),
                        opt("own", "jeder seinen eigenen", "each his own", "vsak svojega")},
                       "declarer"));
    s.push_back(choice("radelci_collective", "tarok_si §S10.2, SL-14", "ZEI KLOPECKI",
                       {"Gemeinsame Radelci", "Collective radelci", "Kolektivni radelci"},
                       {"Štajerci: die Kreise stehen oben auf dem Blatt; jedes gewonnene Spiel zählt doppelt und löscht einen.",
                        "Štajerci: the circles stand at the top of the sheet; every won game counts double and erases one.",
                        "Štajerci: krogci so na vrhu lista; vsaka dobljena igra šteje dvojno in izbriše enega."},
                       {opt("off", "nein", "no", "ne"), opt("on", "ja", "yes", "da")}, "off"));
    s.push_back(choice("radelci_penalty", "tarok_si §S10.3, SL-15", "TSB EndGame L110-119; MRC; BGA gameoptions L50-51; PAL gameend.go L28; ZEI",
                       {"Übrige Radelci am Ende", "Unused radelci at the end", "Neporabljeni radelci na koncu"},
                       {"Was jeder am Ende nicht verbrauchte Radelc kostet.", "What every radelc left unused at the end costs.",
                        "Koliko stane vsak radelc, ki ostane na koncu."},
                       {opt("100", "−100 je Radelc", "−100 each", "−100 za vsakega"), opt("40", "−40 je Radelc", "−40 each", "−40 za vsakega"),
                        opt("0", "nichts", "nothing", "nič")},
                       "100"));
    s.push_back(choice("valat_failed", "tarok_si §S6, SL-16", "PAL; BGA L1167-1215; ARP §10",
                       {"Angesagter Valat verfehlt", "Announced valat failed", "Napovedan valat ni uspel"},
                       {"Nur −500, oder das Spiel zählt dazu.", "Only −500, or the game counts as well.", "Samo −500, ali pa šteje še igra."},
                       {opt("valat_only", "nur der Valat", "the valat only", "samo valat"), opt("game_too", "Spiel und Valat (ARP)", "game and valat (ARP)", "igra in valat (ARP)")},
                       "valat_only"));
    s.push_back(choice("valat_kontra", "tarok_si §S6, SL-17", "TZS-P B 1.14; TSB GetScore L49-56; BGA; PAL stockskis L3105-3108",
                       {"Kontra und Valat", "Kontra and valat", "Kontra in valat"},
                       {"Welche Kontra einen Valat vervielfacht.", "Which kontra multiplies a valat.", "Katera kontra pomnoži valat."},
                       {opt("chain", "stiller Valat die des Spiels, angesagter seine eigene", "a silent valat the game's, an announced one its own",
                            "tihi valat igrino, napovedani svojo"),
                        opt("multiply", "eigene mal die des Spiels (TSB)", "its own times the game's (TSB)", "svoja krat igrina (TSB)"),
                        opt("own_only", "stiller Valat keine (BGA)", "a silent valat none (BGA)", "tihi valat nobene (BGA)"),
                        opt("game", "jeder Valat die des Spiels (Palčka)", "every valat the game's (Palčka)", "vsak valat igrino (Palčka)")},
                       "chain"));
    s.push_back(choice("announced_failed_silent", "tarok_si §S4.2, SL-18", "MRC scoreNormalContract; BGA doOneBonus",
                       {"Angesagt verfehlt, Gegner still gemacht", "Announced and failed, made silently by the others",
                        "Napovedano neuspešno, nasprotnik tiho"},
                       {"Sammelt die andere Seite die angesagte Trula oder die Könige, zählt nur die Ansage, oder auch ihr stiller Wert.",
                        "When the other side collects the announced trula or kings: only the announcement counts, or their silent value too.",
                        "Ko druga stran pobere napovedano trulo ali kralje: šteje le napoved ali tudi njena tiha vrednost."},
                       {opt("announced_only", "nur die Ansage", "the announcement only", "samo napoved"),
                        opt("both", "beides", "both", "oboje")},
                       "announced_only"));
    s.push_back(choice("silent_ultimo_failed", "tarok_si §S4.2, SL-19", "PWS Ultimo; TZS-P B 1.21; OS NonValatBonuses; MRC; TSB ScoreBoard.cs L104-105",
                       {"Stiller Ultimo verloren", "Silent ultimo lost", "Tihi ultimo izgubljen"},
                       {"Ein im letzten Stich geschlagener Pagat (oder gerufener König), nicht angesagt.",
                        "A pagat (or called king) beaten in the last trick, not announced.", "Pagat (ali klicani kralj), premagan v zadnjem štihu, nenapovedan."},
                       {opt("other_side", "zählt für die andere Seite", "counts for the other side", "šteje drugi strani"),
                        opt("pagatfang", "−25 für den Besitzer des Pagat (TSB)", "−25 for the pagat's holder (TSB)", "−25 lastniku pagata (TSB)"),
                        opt("ignore", "zählt nicht", "does not count", "ne šteje")},
                       "other_side"));
    if (three) {
        s.push_back(choice("b121_credit", "tarok_si §S12.3, SL-20", "TZS-P B 1.21",
                           {"TZS B 1.21: Gutschrift", "TZS B 1.21: credit", "TZS B 1.21: priznanje"},
                           {"Verfehlt ein Gegenspieler seine Ansage (oder verliert still den Pagat), bekommt der andere Gegenspieler dasselbe wie der Spieler.",
                            "When an opponent's announcement fails (or he loses his pagat silently), the other opponent is credited the same as the declarer.",
                            "Ko napoved nasprotnika ne uspe (ali tiho izgubi pagata), se soigralcu prizna enako kot igralcu z igro."},
                           {opt("off", "nein", "no", "ne"), opt("on", "ja (TZS)", "yes (TZS)", "da (TZS)")}, "off"));
        s.push_back(choice("kontra_responsibility", "tarok_si §S12.2, SL-21", "TNET 2015",
                           {"Kontra auf eigene Rechnung", "Kontra at one's own risk", "Kontra na lastno odgovornost"},
                           {"Verliert eine Kontra auf das Spiel, bekommt der andere Gegenspieler den Mehrbetrag gutgeschrieben (erschlossen).",
                            "When a kontra on the game fails, the other opponent is credited the increase it caused (inferred).",
                            "Ko kontra na igro ne uspe, se soigralcu prizna povečanje, ki ga je povzročila (sklepano)."},
                           {opt("off", "nein", "no", "ne"), opt("on", "ja", "yes", "da")}, "off"));
    }
    s.push_back(choice("money", "tarok_si §S11.2, SL-22", "inferred",
                       {"Vom Blatt zum Geld", "From the sheet to money", "Od lista do denarja"},
                       {"Jedes Paar begleicht die Differenz seiner Einträge, oder nur den Abstand zum Durchschnitt, oder gar kein Geld.",
                        "Every pair settles the difference of its entries, or only the distance to the average, or no money at all.",
                        "Vsak par poravna razliko svojih vpisov, ali le odmik od povprečja, ali brez denarja."},
                       {opt("pairwise", "paarweise Differenzen", "pairwise differences", "razlike po parih"),
                        opt("average", three ? "gegen den Durchschnitt (ein Drittel davon)" : "gegen den Durchschnitt (nur zu dritt)",
                            three ? "against the average (a third of it)" : "against the average (three players only)",
                            three ? "glede na povprečje (tretjina tega)" : "glede na povprečje (samo v treh)"),
                        opt("none", "kein Geld, nur das Blatt", "no money, the sheet only", "brez denarja, samo list")},
                       "pairwise"));
    if (!three)
        s.push_back(choice("alone_after_call", "tarok_si §S2, SL-24", "PWS Calling a Partner; TSB Test2; ZEI NAPOVEDI",
                           {"Allein nach dem Rufen", "Alone after calling", "Sam po klicu"},
                           {"Wer den eigenen König ruft oder ihn im Talon findet, spielt zum gleichen Wert; oder +10 für ein angesagtes Solo (Zei).",
                            "Who calls his own king or finds it in the talon plays at the same value; or +10 for an announced solo (Zei).",
                            "Kdor kliče svojega kralja ali ga najde v talonu, igra za isto vrednost; ali +10 za napovedan solo (Zei)."},
                           {opt("same", "gleicher Wert", "same value", "ista vrednost"), opt("zei", "+10 für ein angesagtes Solo", "+10 for an announced solo", "+10 za napovedan solo")},
                           "same"));
    s.push_back(choice("value_table", "tarok_si §S2, SL-25", "ZEI IGRE PO VREDNOSTI",
                       {"Werte der Spiele", "Values of the contracts", "Vrednosti iger"},
                       {"Die übliche Tabelle, oder Zeis (Solo 20/30/40, Solo brez 50, Pikolo 60, Odprti berač 80).",
                        "The usual table, or Zei's (solo 20/30/40, solo brez 50, pikolo 60, odprti berač 80).",
                        "Običajna lestvica ali Zeijeva (solo 20/30/40, solo brez 50, pikolo 60, odprti berač 80)."},
                       {opt("standard", "üblich", "standard", "običajna"), opt("zei", "Zei, mit Pikolo", "Zei, with pikolo", "Zei, s pikolom")}, "standard"));
    s.push_back(choice("kontra_scope", "tarok_si §S5, SL-27", "TZS-P B 1.19; TSB; PAL; BGA; XA Kontre",
                       {"Reichweite der Kontra", "Scope of kontra", "Obseg kontre"},
                       {"Kontra auf das Spiel vervielfacht Grundwert und Differenz, oder das ganze Ergebnis der Hand (XA).",
                        "Kontra on the game multiplies base and difference, or the whole result of the hand (XA).",
                        "Kontra na igro pomnoži osnovo in razliko, ali vse končne točke (XA)."},
                       {opt("item", "je Posten", "per item", "po postavkah"), opt("hand", "das ganze Ergebnis", "the whole result", "končne točke")}, "item"));
    if (three) {
        s.push_back(choice("competition", "tarok_si §S12.2, SL-29, SL-30", "TZS-GG",
                           {"Wettkampfrunden", "Competition rounds", "Tekmovalni krogi"},
                           {"Ein Rundenende (\"deal\": \"round_end\") gibt 2 / 1 / ½ Ranglistenpunkte; die Radelci werden je Runde oder am Ende berechnet.",
                            "A round end (\"deal\": \"round_end\") gives 2 / 1 / ½ ranking points; the radelci are charged per round or at the end.",
                            "Konec kroga (\"deal\": \"round_end\") da 2 / 1 / ½ uvrstitvene točke; radelci se obračunajo po krogu ali na koncu."},
                           {opt("off", "keine Runden", "no rounds", "brez krogov"),
                            opt("rounds", "Runden, Radelci je Runde", "rounds, radelci per round", "krogi, radelci po krogu"),
                            opt("rounds_radelci_at_end", "Runden, Radelci am Ende", "rounds, radelci at the end", "krogi, radelci na koncu")},
                           "off"));
    }
    s.push_back(choice("zero_klop", "tarok_si §S11, SL-31", "BGA adjustPoints",
                       {"Genau 0: Pflicht-Klop", "Exactly 0: compulsory klop", "Točno 0: obvezen klop"},
                       {"BGA: steht ein Spieler der Partei danach genau auf 0, folgt ein Klop (nur ein Hinweis).",
                        "BGA: when a party member's total becomes exactly 0, a klop follows (a note only).",
                        "BGA: ko ima član stranke točno 0, sledi klop (le opomba)."},
                       {opt("off", "nein", "no", "ne"), opt("on", "Hinweis", "note", "opomba")}, "off"));
    if (three)
        s.push_back(choice("three_player_rounding", "tarok_si §S12.1, SL-32", "PWS 3 Players; PAL; OS; MRC v1.6.0",
                           {"Rundung zu dritt", "Rounding with three", "Zaokroževanje v treh"},
                           {"Zu dritt werden Differenz und Klop genau gezählt, oder wie zu viert gerundet.",
                            "With three players the difference and klop are counted exactly, or rounded as with four.",
                            "V treh se razlika in klop štejeta natančno, ali zaokrožita kot v štirih."},
                           {opt("exact", "genau", "exact", "natančno"), opt("as_four", "wie zu viert (Rundung, Klop-Rundung)", "as with four (rounding settings)", "kot v štirih")},
                           "exact"));
    s.push_back(choice("izguba", "tarok_si §S4.1, SL-33", "ZEI IZGUBA",
                       {"Zei \"Izguba\"", "Zei \"Izguba\"", "Zei \"Izguba\""},
                       {"Wörtlich gelesen: bei verlorenem Spiel zählen alle Ansagen der Partei minus, gemacht oder nicht.",
                        "Read literally: in a lost game every announcement of the party counts minus, made or not.",
                        "Dobesedno: pri izgubljeni igri se vse napovedi stranke štejejo v minus, uspele ali ne."},
                       {opt("off", "nein", "no", "ne"), opt("on", "ja", "yes", "da")}, "off"));
    return s;
}

}  // namespace

const std::vector<SettingSpec>& settings_four() {
    static const std::vector<SettingSpec> s = common_settings(false);
    return s;
}

const std::vector<SettingSpec>& settings_three() {
    static const std::vector<SettingSpec> s = common_settings(true);
    return s;
}

}  // namespace tarock::tarok_si
