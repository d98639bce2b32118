// The hand form of the 1756 Taroc for three: draws Taroc1756Form for the active players of the
// deal.
#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/forms/taroc1756_model.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"

namespace tarock::app {

namespace {

using taroc1756::DealKind;
using taroc1756::Fehler;
using taroc1756::HonneurKind;
using taroc1756::PagatResult;
using namespace form;

const char* const kSuits[] = {"Coeur", "Carreau", "Pique", "Treffle"};

/// One honour's inputs on its line(s).
void honneur_inputs(taroc1756::Honneur& x, std::string& tarocks) {
    const std::vector<std::string> kinds = {tr("Matadors"), tr("Zehn Tarocs"), tr("Cavalerie"), tr("Vier Könige"), tr("Vier Damen"), tr("Scüs")};
    if (const int k = choice(kinds, static_cast<int>(x.kind), {}, {.after_last = true, .max_width_em = 8.0f}); k >= 0) {
        x = taroc1756::Honneur{};
        x.kind = static_cast<HonneurKind>(k);
        x.skues = x.kind == HonneurKind::Matadors || x.kind == HonneurKind::Skues;
    }
    switch (x.kind) {
        case HonneurKind::Matadors:
            field_on_line(9.0f);
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.0f);
            ImGui::InputTextWithHint("##tarocks", "21 1 20 19", &tarocks);
            ui::tooltip(tr("Die Tarocs: 21 = Mongue, 1 = Pagat und die folgenden (XX, XIX .. / II, III ..); der Scüs gehört immer dazu."));
            break;
        case HonneurKind::Cavalerie: {
            int suit = static_cast<int>(x.suit);
            suit_radios(suit, kSuits, false, {.after_last = true});
            x.suit = static_cast<Suit>(suit);
            checkbox_on_line(tr("mit Scüs"), &x.skues);
            ui::tooltip(tr("Drei Figuren und der Scüs: die halbe Cavalerie, 5 (004:131)."));
            checkbox_on_line(tr("in den Scar"), &x.scar);
            ui::tooltip(tr("Der Geber hat einen Teil davon in den Scar gelegt: die Zahlung geht zurück (004:132)."));
            break;
        }
        case HonneurKind::VierKoenige:
            checkbox_on_line(tr("Scüs als vierter"), &x.skues);
            break;
        case HonneurKind::ZehnTarocs:
        case HonneurKind::VierDamen:
        case HonneurKind::Skues: break;
    }
    checkbox_on_line(tr("zu spät"), &x.late);
    ui::tooltip(tr("Nach der ersten Karte angesagt: gilt nicht (004:122)."));
}

void honneur_rows(Taroc1756Form& f, const FormContext& c) {
    taroc1756::Hand& h = f.hand;
    row(tr("Honneurs"), tr("Gleich nach dem Scar angesagt, der Geber zuerst; jede zahlt jeder andere (004:122, A-O6)."));
    int removed = -1;
    const bool add = list_rows(
        "honneurs", h.honneurs.size(),
        [&](std::size_t i) {
            player_combo("##who", h.honneurs[i].first, c, tr("wer?"));
            honneur_inputs(h.honneurs[i].second, f.tarocks_text[i]);
        },
        removed, tr("+ Honneur"));
    if (removed >= 0) {
        h.honneurs.erase(h.honneurs.begin() + removed);
        f.tarocks_text.erase(f.tarocks_text.begin() + removed);
    }
    if (add) {
        taroc1756::Honneur x;
        x.skues = true;
        h.honneurs.emplace_back(f.dealer, x);
        f.tarocks_text.emplace_back();
    }
}

void game_rows(Taroc1756Form& f, const FormContext& c) {
    taroc1756::Hand& h = f.hand;
    row(tr("Pagat"), tr("Überstochen 5 an jeden, im letzten Stich verloren 10 an jeden, macht den letzten Stich (\"Maitre vom Spiel\") 10 von jedem (004:133-134)."));
    player_combo("##pagat", f.pagat, c, tr("nichts"));
    if (f.pagat >= 0) {
        radios(f.pagat_result,
               {{tr("überstochen##pr"), PagatResult::Lost}, {tr("im letzten verloren##pr"), PagatResult::LostLast}, {tr("macht den letzten##pr"), PagatResult::WonLast}},
               {.after_last = true});
    }

    row(tr("Fehler"), tr("Renonce 5, der Pagat falsch überstochen 10, mehr Honneurs angesagt als gehalten 5, an jeden anderen (004:125-126, A-O6)."));
    int removed = -1;
    const bool add = list_rows(
        "fehler", h.fehler.size(),
        [&](std::size_t i) {
            player_combo("##who", h.fehler[i].first, c, tr("wer?"));
            radios(h.fehler[i].second,
                   {{tr("Renonce##fk"), Fehler::Renonce}, {tr("Pagat überstochen##fk"), Fehler::PagatRenonce}, {tr("zu viele Honneurs##fk"), Fehler::ZuVieleHonneurs}},
                   {.after_last = true});
        },
        removed, tr("+ Fehler"));
    if (removed >= 0) h.fehler.erase(h.fehler.begin() + removed);
    if (add) h.fehler.emplace_back(-1, Fehler::Renonce);

    row(tr("Nur der Scüs"), tr("Wer keinen Stich gemacht hat als mit dem Scüs: \"für 4 Points bezahlt\" (004:129, A-O9); dann die Points aller drei eintragen."));
    player_combo("##skuesonly", f.skues_only, c, tr("niemand"));
}

}  // namespace

void draw(Taroc1756Form& f, FormContext& c) {
    taroc1756::Hand& h = f.hand;
    if (f.points.size() < c.players.size()) f.points.resize(c.players.size());
    if (f.tarocks_text.size() < h.honneurs.size()) f.tarocks_text.resize(h.honneurs.size());
    dealer_row(f, c);

    kind_row(h.kind, {{tr("Spiel"), DealKind::Game}, {tr("Vergeben"), DealKind::Misdeal}, {tr("Falscher Scar"), DealKind::FalscherScar}}, tr("Ein Spiel; vergeben (der Geber zahlt jedem 5 und gibt neu, 004:123); ein falscher Scar am Ende entdeckt (das Spiel gilt nicht, 004:124)."));

    if (h.kind == DealKind::Game) {
        row(tr("Points"), tr("Die Points je Spieler, in Dreien gezählt (zwei genügen: der dritte hat den Rest von 78); der Scar zählt für den Geber. 26 ist die Hälfte. Taste F2."));
        per_player_inputs(f.points, c);
        if (c.setup.rules.is("scar", "not_counted") || !f.scar.empty()) {
            row(tr("Scar"), tr("Die Points im Scar, wenn er nicht zählt (Hausregel A-O7)."));
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4.0f);
            ImGui::InputText("##scar", &f.scar);
        }
    }
    if (h.kind != DealKind::Misdeal) {
        honneur_rows(f, c);
        if (h.kind == DealKind::Game) game_rows(f, c);
    }
    note_rows(h.note, c);
}

TAROCK_FORM(taroc1756, Taroc1756Form)

}  // namespace tarock::app
