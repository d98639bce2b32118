// The Block-Tarok hand form: draws BlockForm for the active players of the deal. The game value V
// of the hand is shown above it by Block's part of the window (app/games/block_ui.cpp).
#include <algorithm>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/forms/block_model.hpp"
#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"

namespace tarock::app {

namespace {

using block::DealKind;
using block::Finish;
using tapp::Talon;
using namespace form;

/// The house rules of the evening that change what the form offers.
struct FormRules {
    int max_multiple = 3;  ///< A-05
    bool halving = false;  ///< A-06 no cap and A-08 allowed
};

FormRules form_rules(const HouseRules& rules) {
    FormRules r;
    r.max_multiple = rules.is("max_multiple", "6") ? 6 : 3;
    r.halving = rules.amount("bete_cap").is_zero() && !rules.is("halving", "not_allowed");
    return r;
}

void dreier_rows(BlockForm& f, const FormRules& rules) {
    // Raising (Stufe + Talon) exists only with the sixfold house rule, or in a record loaded so.
    const bool levels = rules.max_multiple > 3 || f.dreier_input == DreierInput::Level || f.level > 0;
    if (levels) {
        row(tr("Dreier"), tr("Das Vielfache direkt, oder die Stufe der Steigerung und die Talonwahl."));
        if (radios(f.dreier_input, {{tr("Vielfaches"), DreierInput::Multiple}, {tr("Stufe + Talon"), DreierInput::Level}})) {
            if (f.dreier_input == DreierInput::Multiple) {
                f.level = 0;
                f.talon = Talon::Unrecorded;
            } else {
                if (f.level < 1) f.level = 1;
                if (f.talon == Talon::Unrecorded) f.talon = Talon::FirstSeen;
            }
        }
    }
    if (f.dreier_input == DreierInput::Multiple) {
        row(tr("Vielfaches"), rules.max_multiple > 3 ? tr("Ein- bis sechsmalig (Hausregel A-05).") : tr("Ein-, zwei- oder dreimalig (§2.5; sechsmalig nur mit Hausregel A-05)."));
        multiple_radios("mult", f.multiple, std::max(rules.max_multiple, f.multiple));
    } else {
        row(tr("Stufe"), tr("Bis zu welcher Stufe gesteigert wurde."));
        level_radios("level", f.level, std::max(rules.max_multiple > 3 ? 4 : 1, f.level));
        talon_row(f.talon, true, f.to_hand().dreier_multiple());
    }
}

void premium_rows(BlockForm& f, const FormContext& c) {
    ultimo_rows(f.ultimo, c, f.declarer,
                {.label = tr("Ultimo"),
                 .help = tr("Der Pagat des Spielers im letzten Stich (§2.6): still oder angesagt. Nur der Spieler kann ultimieren."),
                 .player = false,
                 .contra = false,
                 .offer_open = f.finish == Finish::Conceded || f.renonce >= 0});
    volat_rows(f.volat, {.label = tr("Volat"),
                         .help = tr("Alle Stiche an eine Partei (§2.6): still 6 B, angesagt 12 B (im Solo das Doppelte)."),
                         .announced_by = false,
                         .contra = false,
                         .declarer_by_default = true});
    renonce_row(f.renonce, c, tr("Wer renonciert hat (Codex §23): die schuldlose Partei gewinnt."));
}

}  // namespace

void draw(BlockForm& f, FormContext& c) {
    const FormRules rules = form_rules(c.setup.rules);
    const bool bookkeeping = f.kind == DealKind::Hut || f.kind == DealKind::ChipCount;
    if (!bookkeeping) dealer_row(f, c);

    row(tr("Art"));
    if (bookkeeping) {
        // Only reached when correcting such a record; new ones come from the Tafel.
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(ui::kBlue, "%s", f.kind == DealKind::Hut ? tr("Hut gezogen (Buchung ohne Geben)") : tr("Blocks gezählt (Buchung ohne Geben)"));
    } else {
        radios(f.kind, {{tr("Spiel"), DealKind::Game},
                        {tr("Alle gepasst"), DealKind::AllPass, tr("Niemand spielt: nichts wird gebucht; der nächste Geber legt seinen Kartenstamm ein (A-12).")},
                        {tr("Vergeben (§22)"), DealKind::Misdeal, tr("Codex §22: der Geber legt 1 B als neuen Kartenstamm in die Kasse und gibt neu.")},
                        {tr("Eingeworfen (§3)"), DealKind::ThrownIn, tr("Codex §3: aufgedeckte Karte, ohne Strafe neu geben.")},
                        {tr("Neu geben (§21)"), DealKind::Redeal, tr("Ein Blatt ohne Tarock und ohne König (§21, Hausregel A-20): neu geben.")}});
    }

    if (f.kind == DealKind::ChipCount) {
        row(tr("Blocks"), tr("Jeder zählt seine Blocks: mehr (+) oder weniger (−) als am Anfang, kleine Blocks als Drittel (z. B. -8 1/3). Zusammen 0."));
        if (f.chips.size() != c.players.size()) f.chips.resize(c.players.size());
        ImGui::PushID("chips");
        for (std::size_t p = 0; p < c.players.size(); ++p) {
            if (p > 0) continue_row();
            ImGui::PushID(static_cast<int>(p));
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(c.players[p].c_str());
            ImGui::SameLine(ImGui::GetFontSize() * kNameColumnEm);
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * kPointsFieldEm);
            ImGui::InputTextWithHint("##chips", tr("z. B. -8 1/3"), &f.chips[p]);
            ImGui::PopID();
        }
        ImGui::PopID();
    }

    if (f.kind == DealKind::Game) {
        row(tr("Spieler"), tr("Wer das Spiel gemacht hat (Tasten 1-3)."));
        player_radios("declarer", f.declarer, c, true);

        row(tr("Zuerst angesagt"), tr("Wer als Erster ein Spiel angesagt hat (für verpasste Trull/Quatre)."));
        player_combo("##opened", f.opened_by, c, tr("\xE2\x80\x94 (der Spieler)"));

        row(tr("Spiel"), tr("Taste D: Dreier, Taste S: Solo."));
        radios(f.game, {{tr("Dreier"), tapp::Game::Dreier}, {tr("Solo"), tapp::Game::Solo}});
        if (f.game == tapp::Game::Dreier) dreier_rows(f, rules);

        row(tr("Ende"), tr("Ausgespielt; geschleift (der Spieler wirft nach beiden Talonhälften hin: 1 × V Bête); die Gegner gaben nach drei Stichen auf."));
        radios(f.finish, {{tr("ausgespielt"), Finish::Played},
                          {tr("geschleift"), Finish::Schleifen, tr("Schleifen (§2.5): nur im zwei- oder dreimaligen Dreier, vor „er liegt“; nur eine Bête 1 × V.")},
                          {tr("Gegner gaben auf"), Finish::Conceded, tr("Die Gegner geben nach dem dritten Stich auf (§2.5): der Spieler hat gewonnen.")}});

        if (f.finish != Finish::Schleifen)
            result_rows(f.result_input, f.won, f.points, c,
                        {tr("Kartenpunkte des Spielers (Drittel erlaubt, z. B. 35 2/3) oder nur gewonnen/verloren."),
                         tr("Die Kartenpunkte des Spielers, Drittel erlaubt (35 2/3). Taste F2."), tr("keins"),
                         tr("Das Spiel entscheidet die Renonce oder das Aufgeben der Gegner."), f.renonce >= 0 || f.finish != Finish::Played});

        if (fold_row(tr("Honneurs"), tr("Wer Köpfe, Trull oder Quatre gehalten hat. Trull und Quatre zusammen sind tous les sept (§2.6)."), !f.honours.empty()))
            per_player_lines("honours", c, kNameColumnEm, [&](int seat) {
                item_checkboxes(f.honours, seat, {{tapp::Honour::Koepfe, tr("Köpfe")}, {tapp::Honour::Trull, tr("Trull")}, {tapp::Honour::Quatre, tr("Quatre")}});
                if (has_item(f.honours, seat, tapp::Honour::Trull) && has_item(f.honours, seat, tapp::Honour::Quatre)) {
                    ImGui::SameLine();
                    ImGui::TextColored(ui::kBlue, "= tous les sept");
                }
            });
        if (f.finish != Finish::Schleifen) premium_rows(f, c);

        if (rules.halving || f.halve) {
            row(tr("Halbieren"), tr("Ohne Bête-Grenze darf der Verlierer eine große Bête in zwei Hälften schreiben lassen (A-08)."));
            ImGui::Checkbox(tr("Bête in zwei Hälften schreiben"), &f.halve);
        }
    }

    note_rows(f.note, c);
}

TAROCK_FORM_OWN_UI(block, BlockForm)

}  // namespace tarock::app
