// House-rule settings of Strohmann-Tarok: the open choices A-S1 .. A-S11 of
// docs/rules/strohmann.md. Default = Ulmann (000); the preset of seed 002 is
// preset_002().
// Fixed choices (not settings): A-S6 only a capture in the last trick counts as a caught Pagat
// (000:306, 002:43); A-S9 tous les sept is tous les trois + tous les quatre = 2 (INFERRED);
// A-S12 after a revoke the game goes to the innocent side, honours announced in time stay with
// their holder, other premiums of a game played on (§10) are entered by hand.
#include "games/strohmann/strohmann.hpp"

namespace tarock::strohmann {

const std::vector<SettingSpec>& settings() {
    using K = SettingSpec::Kind;
    static const std::vector<SettingSpec> specs = {
        {"win", "strohmann A-S1", "000:924-926, 002:25",
         {"Gewinn des Aufnehmers", "The Aufnehmer's win"},
         {"Was der Gegner zahlt, wenn der Aufnehmer gewinnt: 2 bei Ulmann, 3 im Strohmännl (002). Verloren zahlt er stets 4.",
          "What the Gegner pays when the Aufnehmer wins: 2 in Ulmann, 3 in the Strohmännl (002). A loss always costs 4."},
         K::Choice,
         {{"2", {"2 Points (Ulmann)", "2 points (Ulmann)"}}, {"3", {"3 Points (Strohmännl, 002)", "3 points (Strohmännl, 002)"}}},
         "2", {}},
        {"double_pass", "strohmann A-S2", "000:920, 000:992, 002:23-27",
         {"Beide passen", "Both pass"},
         {"Ulmann wirft zusammen; in manchen Kreisen wird um 1 gespielt (35 : 35 remis); das Strohmännl spielt um 2, und 35 : 35 verdoppelt das nächste Spiel.",
          "Ulmann throws the cards in; some circles play for 1 (35 : 35 a draw); the Strohmännl plays for 2, and 35 : 35 doubles the next game."},
         K::Choice,
         {{"throw_in", {"zusammenwerfen", "throw in"}},
          {"play_for_1", {"still spielen um 1, 35 : 35 remis", "played for 1, 35 : 35 a draw"}},
          {"play_for_2", {"still spielen um 2, 35 : 35 verdoppelt das nächste Spiel", "played for 2, 35 : 35 doubles the next game"}}},
         "throw_in", {}},
        {"draw_stacking", "strohmann A-S3", "002:25-27",
         {"Wiederholtes Remis", "Repeated draws"},
         {"Ob ein weiteres 35 : 35 das nächste Spiel noch einmal verdoppelt (×4, ×8) oder es bei ×2 bleibt.",
          "Whether a further 35 : 35 doubles the next game again (×4, ×8) or it stays at ×2."},
         K::Choice,
         {{"no", {"höchstens doppelt", "at most double"}}, {"stack", {"jedes Remis verdoppelt", "each draw doubles"}}},
         "no", {}},
        {"doubled", "strohmann A-S4", "002:27",
         {"Was doppelt zählt", "What counts double"},
         {"\"Sammt allen Ansagen\": alles im nächsten Spiel, oder nur Spiel und Honneurs (Pagat und Volat sind keine Ansagen).",
          "\"With all announcements\": everything in the next game, or only the game and the honours (Pagat and Volat are not announcements)."},
         K::Choice,
         {{"everything", {"alles", "everything"}}, {"game_and_honours", {"Spiel und Honneurs", "game and honours"}}},
         "everything", {}},
        {"pagat", "strohmann A-S5", "000:930, 002:43",
         {"Pagat Ultimo", "Pagat Ultimo"},
         {"Der Pagat im letzten Stich: 1 Point (beide Quellen) oder 2 (\"in manchen Kreisen\"); gefangen zahlt der Besitzer dasselbe.",
          "The Pagat winning the last trick: 1 point (both sources) or 2 (\"in some circles\"); caught, its holder pays the same."},
         K::Choice,
         {{"1", {"1 Point", "1 point"}}, {"2", {"2 Points", "2 points"}}},
         "1", {}},
        {"pagat_extra", "strohmann A-S5", "002:43",
         {"Extraprämie zum Pagat", "Extra premium on the Pagat"},
         {"Das Strohmännl nennt \"eventuell noch eine Extraprämie\" ohne Betrag: was der Kreis dazu vereinbart (0 = keine).",
          "The Strohmännl mentions \"possibly an extra premium\" without an amount: what the circle agrees (0 = none)."},
         K::Amount, {}, "0", Thirds::whole(0)},
        {"volat", "strohmann A-S7", "000:966, 002:47, 000:2307",
         {"Volat (alle 27 Stiche)", "Volat (all 27 tricks)"},
         {"Ulmann kennt keine Prämie (\"kommt nie vor\"); das Strohmännl zahlt 12, statt des Spiels (wie Codex §19) oder dazu.",
          "Ulmann has no premium (\"never happens\"); the Strohmännl pays 12, instead of the game (like Codex §19) or on top."},
         K::Choice,
         {{"none", {"keine Prämie", "no premium"}},
          {"instead", {"12 statt des Spiels", "12 instead of the game"}},
          {"on_top", {"12 zum Spiel dazu", "12 on top of the game"}}},
         "none", {}},
        {"talon_honours", "strohmann A-S8", "002:61",
         {"Honneurs aus dem Talon", "Honours completed from the talon"},
         {"Ob tous les trois / quatre zählen, wenn die fehlende Karte aus dem Talon gekauft wurde, oder nur im ausgeteilten Blatt.",
          "Whether tous les trois / quatre count when the missing card was bought from the talon, or only in the hand as dealt."},
         K::Choice,
         {{"count", {"zählen", "count"}}, {"hand_only", {"nur im ausgeteilten Blatt", "hand as dealt only"}}},
         "count", {}},
        {"misdeal_fine", "strohmann A-S10", "000:2361, 000:2237, 002:21",
         {"Strafe fürs Vergeben", "Misdeal fine"},
         {"Ulmann nennt keinen Betrag (§4: im Voraus festzusetzen, §28); das Strohmännl setzt 1 Point. Der Geber zahlt ihn dem Gegner und gibt neu.",
          "Ulmann names no amount (§4: fixed in advance, §28); the Strohmännl sets 1 point. The dealer pays it to the other player and deals again."},
         K::Amount, {}, "0", Thirds::whole(0)},
        {"peek", "strohmann A-S11", "000:2365-2367",
         {"Verdeckte Talonkarte angesehen", "Looking at a hidden talon card"},
         {"Codex §29: der Gegner verlangt, dass die Karte darüber als nächste gespielt wird; strenge Spieler werten es als Renonce.",
          "Codex §29: the other player demands that the card above it is played next; strict players treat it as a revoke."},
         K::Choice,
         {{"remedy", {"nur die Abhilfe", "remedy only"}}, {"revoke", {"wie eine Renonce", "as a revoke"}}},
         "remedy", {}},
    };
    return specs;
}

Json preset_002() {
    return Json{{"win", "3"}, {"double_pass", "play_for_2"}, {"volat", "instead"}, {"misdeal_fine", "1"}};
}

}  // namespace tarock::strohmann
