// The Groß-Tarok hand form: draws GrossTarokForm for the active players of the deal.
#include <algorithm>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/forms/form.hpp"
#include "app/forms/grosstarok_model.hpp"
#include "app/forms/rows.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"

namespace tarock::app {

namespace {

using grosstarok::DealKind;
using grosstarok::KingResult;
using grosstarok::MisereResult;
using grosstarok::MisereTiming;
using grosstarok::PagatResult;
using grosstarok::VoleTiming;
using namespace form;

const char* const kSuits[] = {"Coeur", "Carreau", "Pique", "Treff"};

/// The rows of a Misère, a double Misère or a Vole under the "Spiel" row.
void game_rows(GrossTarokForm& f, FormContext& c) {
    grosstarok::Hand& h = f.hand;
    if (f.game == GrossTarokGame::Misere) {
        if (!h.misere) h.misere = grosstarok::Misere{};
        row(tr("  Misère"), tr("Wer keinen Stich macht: still 26, zu Beginn angesagt 36, vor dem 13. Stich 31 (000:2127-2133)."));
        player_combo("##misere", h.misere->player, c, tr("wer?"));
        radios(h.misere->timing, {{tr("still##mt"), MisereTiming::Silent}, {tr("zu Beginn##mt"), MisereTiming::Start}, {tr("vor dem 13.##mt"), MisereTiming::Before13}},
               {.after_last = true, .name = tr("Ansage")});
        continue_row();
        radios(h.misere->result, {{tr("gemacht##mr"), MisereResult::Made}, {tr("verloren##mr"), MisereResult::Failed}, {tr("aufgegeben##mr"), MisereResult::GivenUp}});
        if (h.misere->result == MisereResult::GivenUp)
            agreed_rows(f.agreed, c,
                        {tr("Die aufgegebene Misère rechnet das Buch nicht aus (000:2131, A-G13): was jeder bekommt (+) oder zahlt (-), zusammen 0."),
                         tr("z. B. -2"), tr("z. B. Pagat Ultimo im Weiterspiel")});
    } else if (f.game == GrossTarokGame::DoppelMisere) {
        h.doppel_misere.resize(2, -1);
        row(tr("  ohne Stich"), tr("Die zwei, die keinen Stich gemacht haben: sie zahlen dem dritten je 26 (000:2123)."));
        player_combo("##dm0", h.doppel_misere[0], c, tr("wer?"));
        field_on_line(kPlayerComboEm);
        player_combo("##dm1", h.doppel_misere[1], c, tr("wer?"));
    } else if (f.game == GrossTarokGame::Vole) {
        if (!h.vole) h.vole = grosstarok::Vole{};
        row(tr("  Vole"), tr("Alle Stiche: still 26, beim ersten Ausspielen angesagt 52, nach dem 12. Stich 38, nach dem 19. 31 (000:2141-2145)."));
        player_combo("##vole", h.vole->player, c, tr("wer?"));
        radios(h.vole->timing,
               {{tr("still##vt"), VoleTiming::Silent}, {tr("zu Beginn##vt"), VoleTiming::First}, {tr("nach dem 12.##vt"), VoleTiming::After12}, {tr("nach dem 19.##vt"), VoleTiming::After19}},
               {.after_last = true, .name = tr("Ansage")});
        continue_row();
        radios(h.vole->made, {{tr("gemacht##vr"), true}, {tr("verloren##vr"), false}});
        checkbox_on_line(tr("mit Pagat Ultimo (+15)"), &h.vole->ultimo);
    }
}

void kings_rows(GrossTarokForm& f, const FormContext& c);

/// The Pagat, the kings and the Mond ultimo (Premien).
void premien_rows(GrossTarokForm& f, const FormContext& c) {
    grosstarok::Premien& p = f.hand.premien;
    // Each of the three folds away while the hand has none of it (rows.hpp fold_row).
    if (fold_row(tr("Pagat"), tr("Eingebracht oder abgefangen 5, Ultimo oder im letzten Stich abgefangen 15, von / an jeden (000:2111-2113)."), p.pagat.has_value())) {
        int who = p.pagat ? p.pagat->player : -1;
        player_combo("##pagat", who, c, tr("nichts"));
        if (who >= 0) {
            if (!p.pagat) p.pagat = grosstarok::PagatEvent{who, PagatResult::Home};
            p.pagat->player = who;
            // The result beside the player, a combo when narrow.
            radios(p.pagat->result,
                   {{tr("eingebracht##pr"), PagatResult::Home},
                    {tr("abgefangen##pr"), PagatResult::Caught},
                    {tr("Ultimo##pr"), PagatResult::Ultimo},
                    {tr("im letzten gefangen##pr"), PagatResult::CaughtLast}},
                   {.after_last = true});
        } else {
            p.pagat.reset();
        }
    }
    kings_rows(f, c);
    if (fold_row(tr("Mond ultimo"), tr("Der Mond gewinnt den letzten Stich: 10 von jedem (000:2115)."), p.mond_ultimo.has_value()))
        player_combo("##mond", p.mond_ultimo, c, tr("niemand"));
}

/// The kings: per suit who brought it home, lost it or made it ultimo.
void kings_rows(GrossTarokForm& f, const FormContext& c) {
    grosstarok::Premien& p = f.hand.premien;
    if (!fold_row(tr("Könige"), tr("Eingebracht 5, abgefangen 5, Ultimo 10, von / an jeden; vom Misère-Spieler abgeworfen: frei (000:2115-2117)."), !p.kings.empty()))
        return;
    ImGui::PushID("kings");
    float suit_column = 0.0f;  // the combos line up after the widest suit name
    for (const char* suit : kSuits) suit_column = std::max(suit_column, ImGui::CalcTextSize(suit).x);
    suit_column += ImGui::GetStyle().ItemSpacing.x;
    for (int i = 0; i < 4; ++i) {
        ImGui::PushID(i);
        if (i > 0) continue_row();
        const Suit suit = static_cast<Suit>(i);
        auto it = std::find_if(p.kings.begin(), p.kings.end(), [&](const grosstarok::KingEvent& k) { return k.suit == suit; });
        int kw = it == p.kings.end() ? -1 : it->player;
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(kSuits[i]);
        ImGui::SameLine(0.0f, suit_column - ImGui::CalcTextSize(kSuits[i]).x);
        player_combo("##king", kw, c, tr("nichts"));
        if (kw < 0) {
            if (it != p.kings.end()) p.kings.erase(it);
        } else {
            if (it == p.kings.end()) {
                p.kings.push_back(grosstarok::KingEvent{kw, suit, KingResult::Home});
                it = p.kings.end() - 1;
            }
            it->player = kw;
            // The result beside the player, a combo when narrow.
            if (f.game == GrossTarokGame::Misere)
                radios(it->result,
                       {{tr("eingebracht##kr"), KingResult::Home},
                        {tr("abgefangen##kr"), KingResult::Caught},
                        {tr("Ultimo##kr"), KingResult::Ultimo},
                        {tr("abgeworfen##kr"), KingResult::Discarded}},
                       {.after_last = true});
            else
                radios(it->result, {{tr("eingebracht##kr"), KingResult::Home}, {tr("abgefangen##kr"), KingResult::Caught}, {tr("Ultimo##kr"), KingResult::Ultimo}},
                       {.after_last = true});
        }
        ImGui::PopID();
    }
    ImGui::PopID();
}

}  // namespace

void draw(GrossTarokForm& f, FormContext& c) {
    grosstarok::Hand& h = f.hand;
    if (f.points.size() < c.players.size()) f.points.resize(c.players.size());
    if (f.tarocks_text.size() < h.ansagen.size()) f.tarocks_text.resize(h.ansagen.size());
    dealer_row(f, c);

    kind_row(h.kind, {{tr("Spiel"), DealKind::Game}, {tr("Eingeworfen"), DealKind::ThrownIn, tr("Derselbe Geber gibt neu, ohne Zahlung.")}});

    if (h.kind == DealKind::Game) {
        row(tr("Spiel"), tr("Gewöhnlich (Kartenpunkte über und unter 26), Misère, zwei ohne Stich, Vole."));
        radios(f.game, {{tr("Kartenpunkte"), GrossTarokGame::Cards},
                        {tr("Misère"), GrossTarokGame::Misere},
                        {tr("Doppelte Misère"), GrossTarokGame::DoppelMisere},
                        {tr("Vole"), GrossTarokGame::Vole}});
        game_rows(f, c);

        row(tr("Kartenpunkte"), tr("Ganze Punkte je Spieler (zwei genügen: der dritte hat den Rest von 78); der Scat zählt für den Geber. Bei Misère und Vole nur, wo abgerechnet wird. Taste F2."));
        per_player_inputs(f.points, c);
        if (c.setup.rules.is("scat", "not_counted") || !f.scat.empty()) {
            row(tr("Scat"), tr("Die Punkte im Scat, wenn er nicht zählt (Hausregel A-G8)."));
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4.0f);
            ImGui::InputText("##scat", &f.scat);
        }

        ansagen_rows(h.ansagen, f.tarocks_text, c, tr("Vor dem ersten Ausspielen, in der Reihenfolge Vorhand, Mittelhand, Geber; jede zahlt jeder andere (000:2095)."),
                     "21 19 18 17");

        if (f.game != GrossTarokGame::DoppelMisere && !(f.game == GrossTarokGame::Vole && h.vole && h.vole->made)) premien_rows(f, c);
    }
    note_rows(h.note, c);
}

TAROCK_FORM(grosstarok, GrossTarokForm)

}  // namespace tarock::app
