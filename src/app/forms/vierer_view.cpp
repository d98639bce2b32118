// The hand form of Tarok for four active players: draws ViererForm for the active players of the
// deal, with fixed partners (a) or calling a king (b) as the house rule "mode" says.
#include <algorithm>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/forms/vierer_model.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"

namespace tarock::app {

namespace {

using vierer::Alone;
using vierer::DealKind;
using vierer::DemandedCard;
using namespace form;

void partner_game(ViererForm& f, FormContext& c) {
    row(tr("Kartenpunkte"), tr("Die Kartenpunkte einer Partei (von 78; die andere hat den Rest), benannt nach einem ihrer Spieler: Tasten 1-4 wählen ihn, F2 springt ins Feld."));
    player_radios("side", f.side, c, true, {.name = tr("Partei")});
    continue_row();
    points_field(f.points, c, tr("z. B. 44"), kShortFieldEm);
    if (f.side >= 0) {
        const std::string whose = trf("Punkte von {}", side_text(c.players, f.side));
        ui::same_line_if_fits(whose);
        ImGui::TextDisabled("%s", whose.c_str());
    }
    ansagen_rows(f.hand.ansagen, f.tarocks_text, c, tr("Groß-Taroks Ansagen; jede zahlen alle drei anderen, auch der Partner (000:2185)."), "21 20 19");
}

void rufer_game(ViererForm& f, FormContext& c) {
    vierer::Hand& h = f.hand;
    row(tr("Spieler"), tr("Die Vorhand spielt: sie ruft einen König oder spielt allein (Tasten 1-4)."));
    player_radios("declarer", h.declarer, c, true);
    row(tr("Spielart"), tr("Einen König rufen (Taste R), allein mit einer abgeforderten Karte (Taste A) oder Solo (Taste S), 000:2189-2191."));
    radios(h.alone, {{tr("König rufen"), Alone::Called}, {tr("allein, Karte fordern"), Alone::Demand}, {tr("Solo"), Alone::Solo}});
    if (h.alone == Alone::Called) {
        row(tr("Gerufen"), tr("Wer den gerufenen König hält: der Partner."));
        player_combo("##partner", f.partner, c, tr("\xE2\x80\x94 wer?"));
        row(tr("Anschließend"), tr("Matadore des Partners, die die Folge des Spielers fortsetzen (oder umgekehrt): je 5, von jedem Gegner an beide (000:2201)."));
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * kShortFieldEm);
        ImGui::InputInt("##fortsetzung", &h.fortsetzung);
        h.fortsetzung = std::clamp(h.fortsetzung, 0, 18);
        if (h.declarer >= 0 && f.partner >= 0) {
            std::string others;
            for (int p : c.deal.active)
                if (p != h.declarer && p != f.partner) others += (others.empty() ? "" : ", ") + c.players[static_cast<std::size_t>(p)];
            parties_line({trf("{} + {} gegen {}", c.players[static_cast<std::size_t>(h.declarer)], c.players[static_cast<std::size_t>(f.partner)], others), ""});
        }
    } else if (h.alone == Alone::Demand) {
        row(tr("Abgefordert"), tr("Die Karte, die der Spieler einem Gegner abfordert (nie den Sküs): 5 an ihn, der Mond 10 (000:2191)."));
        player_combo("##from", f.demanded_from, c, tr("\xE2\x80\x94 von wem"));
        radios(h.demanded, {{tr("Mond (10)##dc"), DemandedCard::Mond}, {tr("König##dc"), DemandedCard::Koenig}, {tr("andere##dc"), DemandedCard::Andere}}, {.after_last = true});
    }
    ansagen_rows(h.ansagen, f.tarocks_text, c,
                 tr("Nur zehn Taroks, drei und mehr Matadore vom Mond abwärts, Cavallerie und Königreich zählen; vom Spieler zahlen beide Gegner und der Partner (000:2195-2197)."),
                 "21 20 19");
    agreed_rows(f.agreed, c,
                {tr("Gewinn, Verlust und Einsatz nennt das Buch nicht (A-Q2): was jeder bekommt (+) oder zahlt (-), zusammen 0. Taste F2."), tr("z. B. -20"),
                 tr("z. B. wie ein verlorenes Solo")},
                true);
}

}  // namespace

void draw(ViererForm& f, FormContext& c) {
    const bool rufer = vierer::mode_of(c.setup.rules) == vierer::Mode::Rufer;
    vierer::Hand& h = f.hand;
    dealer_row(f, c);
    row(tr("Art"), rufer ? tr("Ein Spiel, die Vorhand passt, oder eingeworfen.") : tr("Ein Spiel, das Ergebnis der Partie (nach vier Spielen, von Hand), oder eingeworfen."));
    if (rufer) radios(h.kind, {{tr("Spiel"), DealKind::Game}, {tr("Vorhand passt"), DealKind::AllPass}, {tr("Eingeworfen"), DealKind::ThrownIn}});
    else radios(h.kind, {{tr("Spiel"), DealKind::Game}, {tr("Partie abrechnen"), DealKind::Partie}, {tr("Eingeworfen"), DealKind::ThrownIn}});
    switch (h.kind) {
        case DealKind::Game:
            if (rufer) rufer_game(f, c);
            else partner_game(f, c);
            break;
        case DealKind::Partie:
            agreed_rows(f.agreed, c,
                        {tr("Was eine Partie wert ist, sagt das Buch nicht (000:2187, A-Q1): das vereinbarte Ergebnis, zusammen 0. Der Vorschlag des Hilfsmodells steht in der Vorschau. Taste F2."),
                         tr("z. B. -20"), tr("z. B. wie ein verlorenes Solo")},
                        true);
            break;
        case DealKind::AllPass:
            agreed_rows(f.agreed, c,
                        {tr("Eine Zahlung für das Passen nennt das Buch nicht (A-Q2): nur eintragen, wenn eine vereinbart ist."), tr("z. B. -20"),
                         tr("z. B. wie ein verlorenes Solo")},
                        true);
            break;
        case DealKind::ThrownIn: break;
        default: break;  // the kinds of deal this game does not allow are refused before a form sees them
    }
    note_rows(h.note, c);
}

TAROCK_FORM(vierer, ViererForm)

}  // namespace tarock::app
