// House-rule settings of Neunzehnrufen: the table configuration (§3.1) and the open choices of
// docs/rules/neunzehnrufen.md and docs/rules/koenigrufen.md marked as house rules (neunzehnrufen
// A-N1 .. A-N11, koenigrufen A-G2 .. A-G4), each with its default.
// Fixed choices (not settings): A-G1 card points rounded as the book does; A-G3 does not apply
// (Codex §19 is not used, the Volat is paid on top); A-G5 an announced Ultimo failing in any way
// is lost; A-G6 holdings counted after discarding; A-G7 the consolation is 10; A-N2 the talon
// multiple is entered (part and "back" as a helper: m = k forward, n + j back); A-N3 the Einer
// goes up to elevenfold; A-N6 Doppel-Honneurs are 12 in all, a silent Trull + king still 8;
// A-N7 only the game, an announced Pagat Ultimo and an announced Volat take contras; A-N9 a
// bought called tarock played on is a Rufer alone at factor 1. A-N4 (the seed-003 half split)
// is not offered here: half of an odd Gewinn-Points amount is not a whole third.
#include "games/common/common_settings.hpp"
#include "games/neunzehnrufen/neunzehnrufen.hpp"
#include "games/common/partnership_settings.hpp"

namespace tarock::neunzehnrufen {

const std::vector<SettingSpec>& settings() {
    using K = SettingSpec::Kind;
    static const std::vector<SettingSpec> specs = {
        {"table", "neunzehnrufen §3.1", "000:L818, L850, L866-872, L904",
         {"Tisch", "Table"},
         {"Vier aktive Spieler; vier Personen mit dem fliegenden Strohmann (der Geber ruht, seine Karten liegen offen); drei Personen mit einem Strohmann; zwei Personen mit zwei Strohmännern. Strohmänner stehen als Spieler in der Liste (z. B. \"Strohmann\"); ihr Anteil wird ihrem Besitzer gebucht.",
          "Four active players; four persons with the flying dummy (the dealer rests, his cards lie open); three persons and a dummy; two persons and two dummies. Dummies are seats in the player list (e.g. \"Strohmann\"); their share is booked to their owner."},
         K::Choice,
         {{"vier", {"en quatre: vier aktive Spieler", "en quatre: four active players"}},
          {"fliegend", {"vier mit dem fliegenden Strohmann", "four with the flying dummy"}},
          {"drei", {"en trois: drei mit einem Strohmann", "en trois: three and a dummy"}},
          {"zwei", {"en deux: zwei mit zwei Strohmännern", "en deux: two and two dummies"}}},
         "vier", {}},
        {"dummy_seats", "neunzehnrufen §3.1", "000:L850, L872",
         {"Plätze der Strohmänner", "Dummy seats"},
         {"En trois und en deux: welche Plätze der Spielerliste Strohmänner sind. Standard: die Namen, die mit \"Strohmann\" beginnen.",
          "En trois and en deux: which seats of the player list are dummies. Default: the names beginning with \"Strohmann\"."},
         K::Choice,
         {{"name", {"nach dem Namen (\"Strohmann ...\")", "by name (\"Strohmann ...\")"}},
          {"1", {"Platz 1", "seat 1"}}, {"2", {"Platz 2", "seat 2"}}, {"3", {"Platz 3", "seat 3"}}, {"4", {"Platz 4", "seat 4"}},
          {"1+3", {"Plätze 1 und 3", "seats 1 and 3"}}, {"2+4", {"Plätze 2 und 4", "seats 2 and 4"}}},
         "name", {}},
        {"dummy_share", "neunzehnrufen A-N1", "000:L868-872, L896",
         {"Anteil des Strohmanns", "The dummy's share"},
         {"Der Strohmann zahlt und erhält wie ein Spieler, gebucht seinem Besitzer; oder (nur im Spiel allein und en deux) zahlen nur Personen, jede einmal.",
          "The dummy pays and receives like a player, booked to its owner; or (only when the declarer plays alone, and en deux) only persons pay, each once."},
         K::Choice,
         {{"seat", {"wie ein Spieler, dem Besitzer gebucht", "like a player, booked to its owner"}},
          {"person", {"nur Personen zahlen", "only persons pay"}}},
         "seat", {}},
        {"flying_owner", "neunzehnrufen A-N1", "000:L818, L856, L866-868, L904",
         {"Besitzer des fliegenden Strohmanns", "Owner of the flying dummy"},
         {"Der ruhende Geber (seine Karten sind der Strohmann); oder der aktive Spieler, dem der Strohmann nach 000:L866-868 \"gehört\".",
          "The resting dealer (his cards are the dummy); or the active player the dummy \"belongs to\" by 000:L866-868."},
         K::Choice,
         {{"dealer", {"der Geber", "the dealer"}}, {"player", {"der aktive Spieler, dem er gehört", "the active player it belongs to"}}},
         "dealer", {}},
        partnership::pairing_setting(),
        partnership::volat_failed_setting(),
        {"premiums_1v3", "neunzehnrufen A-N5", "000:L828",
         {"Prämien eines Gegners im Spiel allein", "An opponent's premiums against a lone declarer"},
         {"\"Zu Gunsten der Partei\": der Spieler zahlt jedem Gegner; oder nur der Besitzer bzw. Ansager bekommt sie.",
          "\"In favour of the party\": the declarer pays each opponent; or only the holder or announcer receives them."},
         K::Choice,
         {{"party", {"der Spieler zahlt jedem Gegner", "the declarer pays each opponent"}}, {"holder", {"nur der Besitzer", "the holder only"}}},
         "party", {}},
        {"volat_points", "neunzehnrufen A-N8", "000:L826, L840",
         {"Punkte einer Volat-Partei", "Card points of a Volat party"},
         {"Der Gewinn richtet sich nach den tatsächlichen Kartenpunkten; oder ein Volat zählt immer 70.",
          "The price uses the actual card points; or a Volat always counts 70."},
         K::Choice,
         {{"actual", {"tatsächliche Punkte", "actual points"}}, {"seventy", {"immer 70", "always 70"}}},
         "actual", {}},
        {"renonce_price", "neunzehnrufen A-N10", "000:L2339, L2353",
         {"Preis einer Renonce", "Price of a renonce"},
         {"Codex §25: doppelte Consolation 20, dazu die auf 35 fehlenden Punkte; oder der normale Gewinn plus die auf 35 fehlenden Punkte.",
          "Codex §25: the double consolation 20 plus the points missing to 35; or the normal price plus the points missing to 35."},
         K::Choice,
         {{"double_consolation", {"20 + Fehlpunkte", "20 + the missing points"}},
          {"normal_plus_missing", {"normaler Gewinn + Fehlpunkte", "normal price + the missing points"}}},
         "double_consolation", {}},
        {"schleifen_dummies", "neunzehnrufen A-N11", "000:L854",
         {"Schleifen mit Strohmann", "Throwing in with dummies"},
         {"10 an jeden gegnerischen Platz (auch an den Strohmann, seinem Besitzer gebucht); oder nur an Personen.",
          "10 to each opposing seat (the dummy's booked to its owner); or to persons only."},
         K::Choice,
         {{"seat", {"je Platz", "per seat"}}, {"person", {"je Person", "per person"}}},
         "seat", {}},
        {"partner_contra_game", "koenigrufen A-K9 (Codex §27)", "000:L2349, L2353",
         {"Der Gerufene gibt dem Spiel Contra", "The called partner contras the game"},
         {"Codex §26 über §27: seine Partei verliert und zahlt einfach; oder das Contra ist ungültig.",
          "Codex §26 via §27: his party loses and pays single; or the contra is void."},
         K::Choice,
         {{"lost_single", {"verloren, einfach bezahlt", "lost, paid single"}}, {"void", {"Contra ungültig", "the contra is void"}}},
         "lost_single", {}},
        partnership::poenale_setting(),
        ehrentour_setting(),
    };
    return specs;
}

}  // namespace tarock::neunzehnrufen
