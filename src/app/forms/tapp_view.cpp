// The Tapp-Tarok hand form (and Zwölfer's, the same fields): draws TappForm for the active
// players of the deal.
#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/forms/tapp_model.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"

namespace tarock::app {

void draw(TappForm& f, FormContext& c) {
    using namespace form;
    if (tapp_head_rows(f, f.declarer, c)) {
        row(tr("Zuerst angesagt"), tr("Wer als Erster ein Spiel angesagt hat (für verpasste Trull/Quatre, §2.6)."));
        player_combo("##opened", f.opened_by, c, tr("\xE2\x80\x94 (der Spieler)"));

        row(tr("Spiel"), tr("Taste D: Dreier, Taste S: Solo."));
        radios(f.game, {{tr("Dreier"), tapp::Game::Dreier}, {tr("Solo"), tapp::Game::Solo}});

        if (f.game == tapp::Game::Dreier) {
            row(tr("Dreier"), tr("Das Vielfache direkt, oder die Stufe der Steigerung und die Talonwahl (§2.2)."));
            if (radios(f.dreier_input, {{tr("Vielfaches"), DreierInput::Multiple}, {tr("Stufe + Talon"), DreierInput::Level}}) && f.dreier_input == DreierInput::Level && f.level < 1)
                f.level = 1;
            if (f.dreier_input == DreierInput::Multiple) {
                row(tr("Vielfaches"));
                multiple_radios("mult", f.multiple, 6);
            } else {
                row(tr("Stufe"), tr("Bis zu welcher Stufe gesteigert wurde (1 bis 4)."));
                level_radios("level", f.level, 4);
                talon_row(f.talon, true, f.to_hand().dreier_multiple());
            }
        }

        row(tr("Contra"), tr("Contra (×2), Recontra (×4), Supercontra (×8) auf das Spiel."));
        contra_radios("contra", f.contra);

        result_rows(f.result_input, f.won, f.points, c,
                    {tr("Kartenpunkte des Spielers (Drittel erlaubt, z. B. 35 2/3) oder nur gewonnen/verloren."),
                     tr("Die Kartenpunkte des Spielers, Drittel erlaubt (35 2/3). Taste F2."), tr("keins (Renonce)"), nullptr, f.renonce >= 0});

        if (fold_row(tr("Honneurs"), tr("Wer Köpfe, Trull oder Quatre gehalten hat."), !f.honours.empty()))
            per_player_lines("honours", c, kNameColumnEm, [&](int seat) {
                item_checkboxes(f.honours, seat, {{tapp::Honour::Koepfe, tr("Köpfe")}, {tapp::Honour::Trull, tr("Trull")}, {tapp::Honour::Quatre, tr("Quatre")}});
            });

        ultimo_rows(f.ultimo, c, f.declarer,
                    {.label = tr("Ultimo"),
                     .help = tr("Pagat im letzten Stich (§2.7): still gespielt oder angesagt."),
                     .player_help = tr("Wer den Pagat im letzten Stich ausgespielt hat (beim angesagten Ultimo: der Spieler)."),
                     .without_pagat = true,
                     .declarer_announces = true});
        volat_rows(f.volat, {.label = tr("Volat"), .help = tr("Alle Stiche an eine Partei (§2.8).")});
        renonce_row(f.renonce, c, tr("Wer renonciert hat (Codex §7-§11): die Gegenpartei gewinnt."));
    }
    note_rows(f.note, c);
}

TAROCK_FORM(tapp, TappForm)
TAROCK_FORM(zwoelfer, ZwoelferForm)

}  // namespace tarock::app
