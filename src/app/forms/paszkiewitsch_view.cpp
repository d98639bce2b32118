// The Paszkiewitsch hand form: draws PaszkiewitschForm for the active players of the deal, with
// the parties as soon as the partner is known.
#include <algorithm>

#include "app/forms/form.hpp"
#include "app/forms/paszkiewitsch_model.hpp"
#include "app/forms/rows.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"

namespace tarock::app {

namespace {

using paszkiewitsch::DealKind;
using paszkiewitsch::Game;
using paszkiewitsch::Premium;
using partnership::Side;
using namespace form;

/// Trull, Quatre or Mondfang: silent or announced by a player, its contra, the party that made it.
void premium_rows(const char* id, const char* label, const char* help, const char* made_label, std::optional<Premium>& pr, const FormContext& c) {
    ImGui::PushID(id);
    if (!fold_row(label, help, pr.has_value())) {
        ImGui::PopID();
        return;
    }
    int mode = !pr ? 0 : pr->announced_by ? 2 : 1;
    const int before = mode;
    radios(mode, {{tr("nichts"), 0}, {tr("still"), 1}, {tr("angesagt"), 2}});
    if (mode != before) {
        if (mode == 0) pr.reset();
        else {
            if (!pr) pr = Premium{};
            if (mode == 1) {
                pr->announced_by.reset();
                pr->contra = 0;
                if (!pr->made_by) pr->made_by = Side::Declarer;
            }
        }
    }
    if (pr) {
        if (mode == 2) {
            row(tr("  angesagt von"));
            int a = pr->announced_by.value_or(-1);
            player_combo("##ann", a, c, tr("\xE2\x80\x94 bitte wählen"));
            pr->announced_by = a;
            row(tr("  Contra"));
            contra_radios("c", pr->contra);
        }
        row((std::string("  ") + made_label).c_str());
        int made = !pr->made_by ? 0 : *pr->made_by == Side::Declarer ? 1 : 2;
        if (mode == 2) radios(made, {{tr("Spielerpartei"), 1}, {tr("Gegenpartei"), 2}, {tr("niemand"), 0}});
        else radios(made, {{tr("Spielerpartei"), 1}, {tr("Gegenpartei"), 2}});
        pr->made_by = made == 1 ? std::optional<Side>(Side::Declarer) : made == 2 ? std::optional<Side>(Side::Opponents) : std::nullopt;
    }
    ImGui::PopID();
}

}  // namespace

void draw(PaszkiewitschForm& f, FormContext& c) {
    paszkiewitsch::Hand& h = f.hand;
    dealer_row(f, c);

    kind_row(h.kind, {{tr("Spiel"), DealKind::Game},
                    {tr("Ungültig (§33)"), DealKind::Void, tr("Gebot ohne Tarock-Honneur: nur die Strafe buchen, die Hand zählt nicht (A-P4).")},
                    {tr("Vergeben (§4)"), DealKind::Misdeal},
                    {tr("Eingeworfen (§3)"), DealKind::ThrownIn}});

    if (h.kind == DealKind::Game || h.kind == DealKind::Void) {
        row(tr("Ohne Honneur geboten"), tr("Codex §33: wer ohne Sküs, Mond oder Pagat geboten hat, zahlt jedem der drei anderen 10."));
        player_combo("##nohonour", h.no_honour_bid, c, tr("niemand"));
    }
    if (h.kind == DealKind::Game) {
        row(tr("Spieler"), tr("Wer das Spiel gemacht hat (Tasten 1-4)."));
        player_radios("declarer", h.declarer, c, true);
        row(tr("Spiel"), tr("Dreier 1, Zweier 2, Einer 3, Solo 4 (Tasten D, Z, E, S)."));
        radios(h.game, {{tr("Dreier"), Game::Dreier}, {tr("Zweier"), Game::Zweier}, {tr("Einer"), Game::Einer}, {tr("Solo"), Game::Solo}});

        row(tr("Gerufen"), tr("Nach dem Verlegen ruft der Spieler einen der Taroks XX bis II."));
        called_tarock_combo(h.called, 20);
        row(tr("Tarock bei"), tr("Sein Besitzer ist der Partner; hat ihn der Spieler selbst: allein, dreifach; verlegt: allein."));
        seat_radios("partner", f.partner, c, h.declarer, true, tr("verlegt"), -2);
        parties_line(paszkiewitsch::parties_text(f.to_hand(), c.deal, c.players));

        row(tr("Contra"), tr("Contra (×2), Recontra (×4), Supercontra (×8) auf das Spiel."));
        contra_radios("contra", h.contra);
        points_or_won_rows(f.result, c, tr("Die Kartenpunkte der Spielerpartei (von 66), Drittel erlaubt: 34 gewinnt; unter 17 ist Schneider. Taste F2."));

        premium_rows("trull", "Tous les trois", tr("Alle drei Tarock-Honneurs in den Stichen einer Partei: still 1, angesagt 2."), tr("eingebracht von"), h.trull, c);
        premium_rows("quatre", "Tous les quatre", tr("Alle vier Könige in den Stichen einer Partei: still 1, angesagt 2."), tr("eingebracht von"), h.quatre, c);
        premium_rows("mondfang", "Mondfang", tr("Den Mond der Gegner mit dem Sküs gefangen: still 5, angesagt 10."), tr("gefangen von"), h.mondfang, c);
        ultimo_rows(f.ultimo, c, h.declarer,
                    {.label = "Pagat Ultimo",  // a game term
                     .help = tr("Pagat im letzten Stich: still 1, angesagt 2."),
                     .player_help = tr("Wer den Pagat im letzten Stich gespielt (oder den Ultimo angesagt) hat; seine Partei bekommt ihn.")});
        volat_rows(f.volat, {.label = "Volat",
                             .help = tr("Alle Stiche an eine Partei: das Vierfache des Spiels, angesagt das Achtfache, statt des Spiels."),
                             .parties = true,
                             .declarer_by_default = true});

        const bool taroks = std::any_of(c.deal.active.begin(), c.deal.active.end(), [&](int seat) { return f.tarok_count(seat) != 0; });
        if (fold_row(tr("Tarock-Ansagen"), tr("\"Acht Tarok\" 1, \"Neun Tarok\" 2 von jedem der drei anderen, auch vom Partner."), taroks))
            per_player_lines("taroks", c, kNameColumnEm, [&](int seat) {
                int n = f.tarok_count(seat);
                if (radios(n, {{tr("\xE2\x80\x94"), 0}, {tr("Acht"), 8}, {tr("Neun"), 9}})) f.set_tarok_count(seat, n);
            });
        renonce_row(h.renonce, c, tr("Codex §35: der Renoncierende zahlt Spiel und Ansagen allein, auch für seine Partner."));
    }
    note_rows(h.note, c);
}

TAROCK_FORM(paszkiewitsch, PaszkiewitschForm)

}  // namespace tarock::app
