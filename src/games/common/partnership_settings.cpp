// House-rule settings shared by the partnership games (A-G2, A-G3, A-G4, Codex §4).
#include "games/common/partnership_settings.hpp"

#include <iterator>

#include "games/common/common_settings.hpp"

namespace tarock::partnership {

SettingSpec pairing_setting() {
    return {"pairing", "koenigrufen A-G2", "000:L708",
            {"Wer wem zahlt (zwei gegen zwei)", "Who pays whom (two against two)"},
            {"Das Buch sagt nur \"von einem der gegnerischen Partner\": der Spieler rechnet mit dem ersten Gegner nach ihm ab, oder mit dem vor ihm. Die Salden ändern sich nicht.",
             "The book says only \"from one of the opposing partners\": the declarer settles with the first opponent after him, or with the one before him. The nets do not change."},
            SettingSpec::Kind::Choice,
            {{"next", {"Spieler mit dem Gegner nach ihm", "declarer with the opponent after him"}},
             {"previous", {"Spieler mit dem Gegner vor ihm", "declarer with the opponent before him"}}},
            "next", {}};
}

SettingSpec volat_compare_setting() {
    return {"volat_compare", "koenigrufen A-G3", "000:L2307",
            {"Volat gegen ein contriertes Spiel", "Volat against a contra'd game"},
            {"Codex §19: ist das Spiel mehr wert als der Volat, bekommt die Volat-Partei den Spielwert. Für stillen und angesagten Volat, oder wörtlich nur für den stillen.",
             "Codex §19: if the game is worth more than the Volat, the Volat party takes the game value. For a silent and an announced Volat, or literally for the silent one only."},
            SettingSpec::Kind::Choice,
            {{"max", {"größerer Wert, still und angesagt", "the larger value, silent and announced"}},
             {"silent_only", {"nur beim stillen Volat", "for the silent Volat only"}}},
            "max", {}};
}

SettingSpec volat_failed_setting() {
    return {"volat_failed", "koenigrufen A-G4", "000:L306, L710, L1066",
            {"Angesagter Volat verloren", "Announced Volat failed"},
            {"Die ansagende Partei zahlt den Volat an die andere und das Spiel zählt wie gespielt; oder der verlorene Volat ersetzt das Spiel.",
             "The announcing party pays the Volat to the other party and the game is scored as played; or the failed Volat replaces the game."},
            SettingSpec::Kind::Choice,
            {{"paid_game_stands", {"Volat bezahlt, Spiel zählt", "Volat paid, game stands"}},
             {"replaces_game", {"ersetzt das Spiel", "replaces the game"}}},
            "paid_game_stands", {}};
}

SettingSpec poenale_setting() {
    return {"poenale", "Codex §4", "000:L2231-2239",
            {"Pönale beim Vergeben", "Pönale for a misdeal"},
            {"Codex §4: der Geber zahlt jedem Mitspieler diesen Betrag und gibt neu.",
             "Codex §4: the dealer pays every other player this amount and deals again."},
            SettingSpec::Kind::Amount, {}, "1", Thirds::whole(0)};
}

std::vector<SettingSpec> with_partnership_settings(std::vector<SettingSpec> own) {
    std::vector<SettingSpec> specs = {pairing_setting(), volat_compare_setting(), volat_failed_setting()};
    specs.insert(specs.end(), std::make_move_iterator(own.begin()), std::make_move_iterator(own.end()));
    specs.push_back(poenale_setting());
    specs.push_back(ehrentour_setting());
    return specs;
}

}  // namespace tarock::partnership
