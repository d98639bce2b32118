// The Tarok-l'Hombre hand form: draws HombreForm for the active players of the deal.
#include <fmt/format.h>

#include "app/forms/form.hpp"
#include "app/forms/hombre_model.hpp"
#include "app/forms/rows.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"

namespace tarock::app {

namespace {

using hombre::DealKind;
using hombre::Exchange;
using hombre::Game;
using hombre::Vole;
using namespace form;

const char* card_label(Exchange::Card c) {
    switch (c) {
        case Exchange::Card::Mond: return tr("Mond (10)");
        case Exchange::Card::Skues: return "Sküs";
        case Exchange::Card::Pagat: return "Pagat";
        case Exchange::Card::Koenig: return tr("König");
        case Exchange::Card::Andere: return tr("andere");
    }
    return "";
}

}  // namespace

void draw(HombreForm& f, FormContext& c) {
    hombre::Hand& h = f.hand;
    dealer_row(f, c);
    kind_row(h.kind, {{tr("Spiel"), DealKind::Game}, {tr("Alle passen"), DealKind::AllPass}, {tr("Eingeworfen"), DealKind::ThrownIn}});
    if (h.kind == DealKind::Game) {
        row(tr("l'Hombre"), tr("Wer allein gegen die beiden anderen spielt (Tasten 1-3)."));
        player_radios("declarer", h.declarer, c, true);
        row(tr("Spiel"), tr("a duo: 2 Karten getauscht, 20 + 2 je Punkt über 39; ad uno: 1 Karte, 30 + 3; Solo: 60 + 6 (000:2169; Tasten D, U, S)."));
        radios(h.game, {{tr("a duo"), Game::ADuo}, {tr("ad uno"), Game::AdUno}, {tr("Solo"), Game::Solo}});
        const auto want = static_cast<std::size_t>(hombre::cards_taken(h.game));
        h.exchanged.resize(want, Exchange{});
        ImGui::PushID("taken");
        for (std::size_t i = 0; i < want; ++i) {
            ImGui::PushID(static_cast<int>(i));
            row(i == 0 ? tr("Genommen") : "",
                tr("Die Karte, die der l'Hombre einem Gegner nimmt: 5 an den früheren Besitzer, der Mond 10 (000:2161). Tasten: nach dem l'Hombre die Ziffer des Gegners, dann A, M, X, P, K für die Karte (1 D 2 M 3)."));
            player_combo("##from", h.exchanged[i].from, c, tr("\xE2\x80\x94 von wem"));
            std::vector<std::string> cards;
            for (const auto& [key, card] : kHombreCardKeys) cards.push_back(fmt::format("{} {}##card", key, card_label(card)));
            choose(h.exchanged[i].card, cards, kHombreCardKeys | std::views::values, {}, {.after_last = true});
            ImGui::PopID();
        }
        ImGui::PopID();
        row(tr("Vole"), tr("Alle Stiche: die Vole des l'Hombre (200 / 300 / 600) oder der Gegner (vereinbart, A-L5)."));
        radios(h.vole, {{tr("keine"), Vole::None}, {tr("l'Hombre"), Vole::Declarer}, {tr("die Gegner"), Vole::Opponents}});
        if (h.vole != Vole::Opponents) {
            row(tr("Kartenpunkte"), tr("Die Punkte des l'Hombre (von 78): 40 gewinnen. Taste F2."));
            points_field(f.points, c, tr("z. B. 44"));
        } else {
            f.points.clear();
            agreed_rows(f.agreed, c,
                        {tr("Die Vole der Gegner regelt das Buch nicht (A-L5): was jeder bekommt (+) oder zahlt (-), zusammen 0."), tr("z. B. -20"),
                         tr("z. B. wie ein verlorenes Solo")});
        }
    }
    note_rows(h.note, c);
}

TAROCK_FORM(hombre, HombreForm)

}  // namespace tarock::app
