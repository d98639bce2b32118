// The Steyerisch-Tarok hand form: draws SteyerischForm for the active players of the deal and
// shows the Gewinn-Points computation of the core under the card points.
#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/forms/steyerisch_model.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"

namespace tarock::app {

void draw(SteyerischForm& f, FormContext& c) {
    using namespace form;
    if (!tapp_head_rows(f, f.declarer, c)) {
        note_rows(f.note, c);
        return;
    }

    row(tr("Zuerst angesagt"), tr("Wer als Erster ein Spiel angesagt hat (für verpasste tous les trois/quatre, A-C6)."));
    player_combo("##opened", f.opened_by, c, tr("\xE2\x80\x94 (der Spieler)"));

    ladder_rows(f.contract, 6, 11);

    row(tr("Contra"), tr("Contra (×2), Recontra (×4), Supercontra (×8) auf die Gewinn-Points."));
    contra_radios("contra", f.contra);

    row(tr("Kartenpunkte"), tr("Die Kartenpunkte des Spielers, Drittel erlaubt (35 2/3): aus ihnen kommen die Gewinn-Points. Taste F2."));
    points_field(f.points, c, tr("z. B. 35 2/3"));

    // The Gewinn-Points as the core computes them, once the hand is accepted.
    if (c.preview) {
        if (const auto line = f.gewinn_line(c.setup.rules)) {
            row(tr("Gewinn-Points"), tr("Die Points der Gewinnpartei über 35 plus die Consolation, mal dem Spielfaktor; verloren mal dem Vielfachen (§3.3)."));
            ImGui::PushTextWrapPos(0.0f);
            ImGui::TextColored(ui::kBlue, "%s", line->c_str());
            ImGui::PopTextWrapPos();
        }
    }

    if (fold_row(tr("Honneurs"), tr("Wer tous les trois (Trull) oder tous les quatre (Quatre) gehalten hat: je eine Consolation. Köpfe zählen nicht."), !f.honours.empty()))
        per_player_lines("honours", c, kNameColumnEm,
                         [&](int seat) { item_checkboxes(f.honours, seat, {{tapp::Honour::Trull, tr("Trull")}, {tapp::Honour::Quatre, tr("Quatre")}}); });

    ultimo_rows(f.ultimo, c, f.declarer,
                {.label = tr("Ultimo"),
                 .help = tr("Pagat im letzten Stich: still 10, angesagt 20 (die Consolation)."),
                 .player_help = tr("Wer den Pagat im letzten Stich ausgespielt hat (beim angesagten Ultimo: der Spieler)."),
                 .without_pagat = true,
                 .declarer_announces = true});
    volat_rows(f.volat, {.label = tr("Volat"), .help = tr("Alle Stiche an eine Partei: still 7, angesagt 14 Consolationen mal Spielfaktor, statt der Gewinn-Points (§3.5).")});
    renonce_row(f.renonce, c, tr("Wer renonciert hat (Codex §25): zu Ende spielen, die Punkte eintragen; seine Partei verliert mit doppelter Consolation."));
    note_rows(f.note, c);
}

TAROCK_FORM(steyerisch, SteyerischForm)

}  // namespace tarock::app
