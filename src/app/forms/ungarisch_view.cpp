// The Ungarisch-Tarok hand form: draws UngarischForm for the active players of the deal.
#include <array>

#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/forms/ungarisch_model.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"

namespace tarock::app {

namespace {

using namespace form;

/// The rows of tous les trois / tous les quatre (§4.2).
void premium_rows(const char* id, const char* label, const char* help, PartyPremiumInput& p) {
    ImGui::PushID(id);
    if (!fold_row(label, help, p.mode != PremiumMode::None)) {
        ImGui::PopID();
        return;
    }
    radios(p.mode, {{tr("keiner"), PremiumMode::None}, {tr("still"), PremiumMode::Silent}, {tr("angesagt"), PremiumMode::Announced}});
    if (p.mode == PremiumMode::Announced) {
        row(tr("  angesagt von"));
        radios(p.announced_by, {{tr("Spieler##ann"), tapp::Party::Declarer}, {tr("Gegner##ann"), tapp::Party::Opponents}});
        row(tr("  Contra"));
        contra_radios("contra", p.contra);
    }
    if (p.mode != PremiumMode::None) {
        row(tr("  eingebracht von"), tr("Welche Partei alle diese Honneurs am Ende in ihren Stichen hatte."));
        if (p.mode == PremiumMode::Announced)
            radios(p.collected_by, {{tr("Spieler##by"), tapp::Party::Declarer}, {tr("Gegner##by"), tapp::Party::Opponents}, {tr("niemand##by"), tapp::Party::None}});
        else
            radios(p.collected_by, {{tr("Spieler##by"), tapp::Party::Declarer}, {tr("Gegner##by"), tapp::Party::Opponents}});
    }
    ImGui::PopID();
}

}  // namespace

void draw(UngarischForm& f, FormContext& c) {
    const int zweier_max = c.setup.rules.is("zweier_max", "3") ? 3 : 6;
    const int einer_max = c.setup.rules.is("einer_max", "6") ? 6 : 11;
    if (!tapp_head_rows(f, f.declarer, c)) {
        note_rows(f.note, c);
        return;
    }

    ladder_rows(f.contract, zweier_max, einer_max);

    row(tr("Contra"), tr("Contra (×2), Recontra (×4), Supercontra (×8) auf das Spiel."));
    contra_radios("contra", f.contra);
    row(tr("Courage"), tr("Der Spieler hält keinen Tarok-Honneur und verdoppelt das Spiel (§4.4). Taste C."));
    ImGui::Checkbox(tr("Courage angesagt"), &f.courage);

    result_rows(f.result_input, f.won, f.points, c,
                {tr("Kartenpunkte des Spielers (von 66, 34 gewinnt; Drittel erlaubt) oder nur gewonnen/verloren."),
                 tr("Die Kartenpunkte des Spielers, Drittel erlaubt (33 2/3 zählt 34). Taste F2."), tr("keins (Renonce)"), nullptr, f.renonce >= 0});

    premium_rows("trull", "Tous les trois", tr("Sküs, Mond und Pagat in den Stichen einer Partei (§4.2)."), f.trull);
    premium_rows("quatre", "Tous les quatre", tr("Alle vier Könige in den Stichen einer Partei (§4.2)."), f.quatre);

    bool melded = false;
    for (int seat : c.deal.active) melded |= f.tarock_count(seat) > 0;
    if (fold_row(tr("Tarok gemeldet"), tr("Wer mehr als neun Tarok hatte, meldet die Zahl (§4.3): zehn 1, elf 2, zwölf 3 für seine Partei."), melded)) {
        // Each player's count (none, 10, 11, 12) in a narrow combo, the players side by side.
        const std::vector<std::string> labels{tr("\xE2\x80\x94"), "10", "11", "12"};
        constexpr std::array kCounts{0, 10, 11, 12};
        constexpr float kCountEm = 3.5f;
        per_player_inline("tarocks", c, kCountEm, [&](int seat, bool) {
            int count = f.tarock_count(seat);
            if (choose(count, labels, kCounts, {}, {.max_width_em = kCountEm})) f.set_tarock_count(seat, count);
        });
    }

    ultimo_rows(f.ultimo, c, f.declarer,
                {.label = tr("Ultimo"),
                 .help = tr("Pagat im letzten Stich: still 2, angesagt 4 (im Solo das Doppelte); ansagen darf nur der Spieler."),
                 .without_pagat = true,
                 .declarer_announces = true});
    volat_rows(f.volat, {.label = tr("Volat"), .help = tr("Alle Stiche an eine Partei: still 12, angesagt 24 (im Solo das Doppelte), statt des Spiels.")});

    renonce_row(f.renonce, c, tr("Wer renonciert hat: die Gegenpartei gewinnt das Spiel und alle Ansagen."));
    if (f.renonce >= 0) {
        row(tr("  Grund"));
        radios(f.renonce_cause, {{tr("Spiel (§8)"), ungarisch::RenonceCause::Play},
                                 {tr("Tarokansage (§32)"), ungarisch::RenonceCause::TarockCount},
                                 {tr("falsche Courage"), ungarisch::RenonceCause::FalseCourage}});
    }
    note_rows(f.note, c);
}

TAROCK_FORM(ungarisch, UngarischForm)

}  // namespace tarock::app
