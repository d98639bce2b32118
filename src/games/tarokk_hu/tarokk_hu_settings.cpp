// House-rule settings of Hungarian Tarokk: the form (Paskievics or Illustrated) and the open
// choices HU-01 … HU-09 of docs/rules/tarokk-hu.md, each with its documented default.
// Fixed choices (not settings): HU-04 (a failed announced double or volát stops the game being
// paid to its announcer unless the game was kontra'd), HU-14 (the ×3 of 1 v 3 applies to the
// whole hand), HU-15 (volát by tricks, double by points). Not offered: HU-12 (three players,
// Jókai-hármas: no values found), HU-13 ("double rounds": semantics unknown). HU-10 and HU-11
// are entered as agreed amounts ("deal": "manual").
#include "games/tarokk_hu/tarokk_hu.hpp"

namespace tarock::tarokk_hu {

namespace {

using K = SettingSpec::Kind;

SettingOption opt(const char* value, const char* de, const char* en, const char* hu) { return {value, Text{de, en, "", hu}}; }

SettingSpec choice(const char* key, const char* rule, const char* source, Text title, Text help, std::vector<SettingOption> options,
                   const char* default_value) {
    return SettingSpec{key, rule, source, std::move(title), std::move(help), K::Choice, std::move(options), default_value, {}};
}

}  // namespace

const std::vector<SettingSpec>& settings() {
    static const std::vector<SettingSpec> s = {
        choice("form", "tarokk_hu §H3.2", "PGI; TS Bid.ts L100-158",
               {"Form", "Form", "", "Változat"},
               {"Paskievics mit den Grundansagen, oder Illustriert (Illusztrált) mit Uhu, Fácán, Király ulti, Centrum, Madár …",
                "Paskievics with the basic announcements, or Illustrated (Illusztrált) with uhu, fácán, király ulti, centrum, madár …", "",
                "Paskievics az alapbemondásokkal, vagy Illusztrált (uhu, fácán, király ulti, centrum, madár …)."},
               {opt("paskievics", "Paskievics", "Paskievics", "Paskievics"), opt("illusztralt", "Illustriert", "Illustrated", "Illusztrált")},
               "paskievics"),
        choice("xxi_fogas", "tarokk_hu §H3.1, HU-01", "TS CATCH_THE_MAYOR; TT kXXICatchScore; PWH; MD declaredFigureValue",
               {"XXI-fogás: Wert", "XXI-fogás: value", "", "XXI-fogás: érték"},
               {"Der Fang des XXI durch den Skíz: angesagt 42, still 21; oder 60 / 30 (MD).",
                "Catching the XXI with the skíz: announced 42, silent 21; or 60 / 30 (MD).", "", "A XXI-es skízzel fogása: bemondva 42, csendben 21; vagy 60 / 30 (MD)."},
               {opt("42", "42 / 21", "42 / 21", "42 / 21"), opt("60", "60 / 30 (MD)", "60 / 30 (MD)", "60 / 30 (MD)")}, "42"),
        choice("failed_and_silent", "tarokk_hu §H4, HU-02", "TT T1; TT ApplyAnnouncementScore",
               {"Angesagt verfehlt, Gegner still gemacht", "Announced and failed, made silently by the others", "", "Bemondva elbukott, a másik pár csendben teljesítette"},
               {"Beide Seiten werden gezahlt (TT), oder nur die Ansage.", "Both sides are paid (TT), or only the announcement.", "",
                "Mindkét pár kap (TT), vagy csak a bemondás számít."},
               {opt("both", "beide", "both", "mindkettő"), opt("announced_only", "nur die Ansage", "the announcement only", "csak a bemondás")}, "both"),
        choice("game_kontra_silent", "tarokk_hu §H5, §H6, HU-03", "TT ApplyGameScore; PWH Scoring; MD gameLines",
               {"Kontra auf die Partie und stille Dupla", "Game kontra and a silent double", "", "Kontrázott parti és csendes dupla"},
               {"Die kontrierte Partie wird gezahlt und die stille Dupla oder der Volát ohne Kontra dazu (TT); oder die stillen mal die Kontra, ohne Partie (MD).",
                "The kontra'd game is paid and the silent double or volát without kontra besides (TT); or the silent ones times the kontra, without the game (MD).", "",
                "A kontrázott parti jár és mellé a csendes dupla vagy volát kontra nélkül (TT); vagy a csendesek a kontrával szorozva, parti nélkül (MD)."},
               {opt("separate", "getrennt (TT, Pagat)", "separately (TT, Pagat)", "külön (TT, Pagat)"), opt("md", "vervielfacht, ohne Partie (MD)", "multiplied, without the game (MD)", "szorozva, parti nélkül (MD)")},
               "separate"),
        choice("tarokk_counts", "tarokk_hu §H7, HU-05", "PWH; PGH-scrape; TS isWinByDefault",
               {"8 und 9 Tarokk", "8 and 9 tarokks", "", "Nyolc és kilenc tarokk"},
               {"Jeder der drei anderen zahlt dem Ansager 1 (2), gleich welche Seite; oder ein Posten seiner Seite (TS).",
                "Each of the three others pays the holder 1 (2), whatever the sides; or an item of his side (TS).", "",
                "A másik három mind fizet a bemondónak 1-et (2-t), pártól függetlenül; vagy a párja tétele (TS)."},
               {opt("individual", "von jedem der drei anderen", "from each of the three others", "mindhárom másiktól"),
                opt("party", "Posten der Seite (TS)", "an item of the side (TS)", "a pár tétele (TS)")},
               "individual"),
        choice("illustrated_values", "tarokk_hu §H3.2, HU-06", "TS Bid.ts L100-158; MD declaredFigureValue",
               {"Werte der Figuren", "Values of the figures", "", "A figurák értéke"},
               {"TS: Uhu 15, Király uhu 20; MD: Pagát- und Sas-Uhu 20, Király uhu 25.", "TS: uhu 15, király uhu 20; MD: pagát and sas uhu 20, király uhu 25.", "",
                "TS: uhu 15, király uhu 20; MD: pagát- és sas-uhu 20, király uhu 25."},
               {opt("ts", "TS", "TS", "TS"), opt("md", "MD", "MD", "MD")}, "ts"),
        choice("illustrated_silent", "tarokk_hu §H3.2, HU-07", "TS canSilent; MD silentFigureValue",
               {"Stille Figuren", "Silent figures", "", "Csendes figurák"},
               {"Figuren zählen nur angesagt (außer Sas ulti, still 5), oder still zur Hälfte, abgerundet (MD).",
                "Figures count only when announced (but sas ulti, silent 5), or silently at half, rounded down (MD).", "",
                "A figurák csak bemondva számítanak (kivéve sas ulti, csendben 5), vagy csendben fele, lefelé kerekítve (MD)."},
               {opt("none", "keine (außer Sas ulti)", "none (but sas ulti)", "nincs (kivéve sas ulti)"), opt("half", "halber Wert (MD)", "half value (MD)", "fél érték (MD)")},
               "none"),
        choice("highest_kontra", "tarokk_hu §H5, HU-08", "TS Contract.ts L7",
               {"Höchste Kontra", "Highest kontra", "", "Legmagasabb kontra"},
               {"Mordkontra ×16, oder höher nach Vereinbarung (Stufe 5 ×32 bis 10 ×1024).",
                "Mordkontra ×16, or higher by agreement (level 5 ×32 up to 10 ×1024).", "", "Mordkontra ×16, vagy megegyezés szerint magasabb (5. fok ×32-től 10. fok ×1024-ig)."},
               {opt("mordkontra", "Mordkontra", "mordkontra", "mordkontra"), opt("higher", "höher nach Vereinbarung", "higher by agreement", "megegyezés szerint magasabb")},
               "mordkontra"),
        SettingSpec{"party_multiplier", "tarokk_hu §H8, HU-09", "TS Game.ts L105-112",
                    {"Faktor für Partie, Dupla, Volát", "Multiplier of game, double, volát", "", "Szorzó: parti, dupla, volát"},
                    {"TS: vervielfacht nur die Posten, die vom Spielwert abhängen.", "TS: multiplies only the items that depend on the game value.", "",
                     "TS: csak a játékértéktől függő tételeket szorozza."},
                    K::Amount, {}, "1", Thirds::whole(1)},
    };
    return s;
}

}  // namespace tarock::tarokk_hu
