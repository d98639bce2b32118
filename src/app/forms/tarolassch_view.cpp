// The Tarolaßch hand form: draws TarolasschForm for the active players of the deal.
#include <optional>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/forms/tarolassch_model.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"

namespace tarock::app {

namespace {

using tarolassch::Contract;
using tarolassch::DealKind;
using namespace form;

/// A count row: the side (named after one of its players, "Partei des Spielers" = the bidder's
/// side) and the number as typed; `focus`: the field takes the keyboard when F2 asked for it.
void count_row(const char* label, const char* help, const char* id, int& side, std::string& text, FormContext& c, bool focus) {
    row(label, help);
    ImGui::PushID(id);
    player_combo("##side", side, c, tr("Partei des Spielers"));
    ui::same_line_if_fits(ImGui::GetFontSize() * 4.0f);
    if (focus && c.focus_points) {
        ImGui::SetKeyboardFocusHere();
        c.focus_points = false;
    }
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4.0f);
    ImGui::InputText("##count", &text, focus ? kPointsFieldFlags : ImGuiInputTextFlags_None);
    ImGui::PopID();
}

void game_rows(TarolasschForm& f, FormContext& c, bool dummy) {
    tarolassch::Hand& h = f.hand;
    row(tr("Spiel"), tr("Das Spiel, das stehen blieb; eine Trique: Trefle 2 (T), Pique 3 (P), Carreau 4 (K), Coeur 5 (C), Misère 6 (M), sans atout 6 (S) (001:221-231)."));
    // Each with its key ("T Trefle"), one line (a combo) when they do not fit on it.
    std::vector<std::string> contracts;
    for (const auto& [key, k] : kTarolasschContractKeys) contracts.push_back(keyed_name(tarolassch::contract_name(static_cast<Contract>(k)), k, kTarolasschContractKeys));
    choose(f.contract, contracts, kTarolasschContractKeys | std::views::values);
    row(tr("Angesagt von"), dummy ? tr("Wer das Spiel gemacht hat, auch der Strohmann (sein Partner sagt für ihn an): seine Partei spielt es (Tasten 1-4).")
                                  : tr("Wer das Spiel gemacht hat: seine Partei spielt es (Tasten 1-4). Partner sitzen gegenüber: 1 + 3 gegen 2 + 4."));
    player_radios("bidder", h.bidder, c, true);
    row(tr("Contra"), tr("Contra verdoppelt die Trique, Récontra noch einmal; die Honneurs bleiben einfach (001:235-241)."));
    radios(h.contra, {{"\xE2\x80\x94##contra", 0}, {tr("Contra##contra"), 1}, {tr("Récontra##contra"), 2}});
    const bool colour = f.contract >= 0 && tarolassch::is_colour(static_cast<Contract>(f.contract));
    if ((h.contra > 0 && f.contract >= 0 && !colour && c.setup.rules.is("contra_basis", "first_colour")) || f.first_colour != -1) {
        row(tr("Zuerst angesagt"), tr("Hausregel A-T2: bei Contra gegen sans atout oder Misère ist die zuerst angesagte Farbe Atout (001:303-317)."));
        std::vector<std::string> labels{tr("keine##fc")};
        std::vector<int> colours{-1};
        for (int k = 0; k <= static_cast<int>(Contract::Coeur); ++k) {
            labels.push_back(std::string(tarolassch::contract_name(static_cast<Contract>(k))) + "##fc");
            colours.push_back(k);
        }
        labels.emplace_back(tr("keine Farbe zuvor##fc"));
        colours.push_back(TarolasschForm::kNoColourFirst);
        choose(f.first_colour, labels, colours);
    }
    count_row(tr("Stiche"), tr("Die Stiche einer Partei (0-13; die andere hat den Rest); ohne Wahl die Partei des Spielers. Taste F2."), "tricks", f.tricks_side, f.tricks,
              c, true);
    if (f.contract < 0 || colour || f.first_colour >= 0 || !f.honours.empty())
        count_row(tr("Figuren"), tr("Mit Atout: wie viele der Atout-Figuren A K D B 10 eine Partei im Blatt hatte; ab drei zählen sie (001:217)."), "honours",
                  f.honours_side, f.honours, c, false);
    if (f.contract < 0 || !colour || !f.aces.empty())
        count_row(tr("Asse"), tr("Sans atout: die Asse einer Partei im Blatt; Misère: die Asse in den Stichen einer Partei am Ende (001:245-247)."), "aces", f.aces_side,
                  f.aces, c, false);
    row(tr("Renonce"), tr("Wer die Farbe nicht bekannt hat: Strafe in die Honneurs, seine Partei gewinnt mit diesem Spiel keine Partie (001:400-406, A-T7)."));
    player_combo("##revoke", f.revoke, c, tr("niemand"));
}

}  // namespace

void draw(TarolasschForm& f, FormContext& c) {
    tarolassch::Hand& h = f.hand;
    dealer_row(f, c);
    kind_row(h.kind, {{tr("Spiel"), DealKind::Game}, {tr("Alle passen"), DealKind::AllPass}, {tr("Vergeben"), DealKind::ThrownIn}, {tr("Robber abgebrochen"), DealKind::Abbruch}}, tr("Ein Spiel; alle passen (nichts gezählt); vergeben (derselbe Geber gibt neu); der Robber abgebrochen (von Hand abgerechnet)."));
    const std::optional<int> dummy = tarolassch::dummy_seat(c.setup);
    if (dummy && h.kind != DealKind::Abbruch) {
        row(tr("Mit dem Strohmann"), tr("Zu dritt: wer in diesem Robber mit dem Strohmann spielt. Das erste Spiel eines Robbers nennt ihn, danach bleibt er bis zum Ende des Robbers (A-T12)."));
        player_combo("##dummy_partner", f.dummy_partner, c, tr("wie bisher"));
    }
    if (h.kind == DealKind::Abbruch)
        agreed_rows(f.agreed, c,
                    {tr("Einen abgebrochenen Robber rechnet das Buch nicht ab: die vereinbarten Einheiten je Spieler (+ bekommt, - zahlt), zusammen 0."), tr("z. B. -20"),
                     tr("z. B. wie ein verlorenes Solo")});
    else if (h.kind == DealKind::Game) game_rows(f, c, dummy.has_value());
    note_rows(h.note, c);
}

TAROCK_FORM(tarolassch, TarolasschForm)

}  // namespace tarock::app
