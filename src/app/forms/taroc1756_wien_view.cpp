// The hand form of the 1756 Vienna game in pairs: draws WienForm for the four players.
#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/forms/taroc1756_model.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"

namespace tarock::app {

void draw(WienForm& f, FormContext& c) {
    using namespace form;
    using Kind = taroc1756::wien::Hand::Kind;
    dealer_row(f, c);
    kind_row(f.hand.kind, {{tr("Spiel"), Kind::Game}, {tr("Eingeworfen"), Kind::ThrownIn}}, tr("Ein Spiel, oder eingeworfen (derselbe Geber gibt neu, nichts zählt)."));
    if (f.hand.kind == Kind::Game) {
        row(tr("Points"), tr("Die Points eines Paares, in Vieren gezählt (von 72, die Hälfte 36; das andere Paar hat den Rest), benannt nach einem seiner Spieler: Tasten 1-4 wählen ihn, F2 springt ins Feld."));
        player_radios("side", f.side, c, true);
        continue_row();
        points_field(f.points, c, tr("z. B. 40"), kShortFieldEm);
        if (f.side >= 0) {
            const std::string pair = trf("Points des Paares von {}", c.players[static_cast<std::size_t>(f.side)]);
            ui::same_line_if_fits(pair);
            ImGui::TextDisabled("%s", pair.c_str());
        }
        row(tr("Paare"), tr("Nur im ersten Spiel einer Partie: wer mit wem spielt, wenn es nicht der Plan ist (1 + 3 gegen 2 + 4, dann 1 + 2, dann 1 + 4, 004:158)."));
        ImGui::Checkbox(tr("Paare angeben"), &f.paare_named);
        if (f.paare_named) {
            ImGui::PushID("paare");
            for (std::size_t a = 0; a < 2; ++a) {
                ImGui::PushID(static_cast<int>(a));
                continue_row();
                player_combo("##p0", f.paare[a][0], c, tr("wer?"));
                ui::same_line_if_fits(ImGui::CalcTextSize("+").x + ImGui::GetStyle().ItemSpacing.x + ImGui::GetFontSize() * kPlayerComboEm);
                ImGui::TextUnformatted("+");
                ImGui::SameLine();
                player_combo("##p1", f.paare[a][1], c, tr("wer?"));
                ImGui::PopID();
            }
            ImGui::PopID();
        }
        if (f.volata() || !f.agreed.empty())
            agreed_rows(f.agreed, c,
                        {tr("Eine Volata: wie sie bezahlt wird, ist \"noch nicht recht ausgemacht\" (004:168, A-O12): der vereinbarte Preis in Einsätzen, zusammen 0 (0 für alle erlaubt)."),
                         tr("z. B. -20"), tr("z. B. wie ein verlorenes Solo")});
    }
    note_rows(f.hand.note, c);
}

TAROCK_FORM(taroc1756_wien, WienForm)

}  // namespace tarock::app
