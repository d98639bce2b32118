// The contract rows of the ladder games (Steyerisch, Ungarisch): the game, and its multiple as
// the game enters it.
#include <fmt/format.h>

#include "app/forms/ladder_model.hpp"
#include "app/forms/rows.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"

namespace tarock::app::form {

void ladder_rows(LadderInput& in, int zweier_max, int einer_max) {
    row(tr("Spiel"), tr("Taste D: Dreier, Z: Zweier, E: Einer, S: Solo."));
    radios(in.game, {{tr("Dreier"), tapp::Contract::Dreier}, {tr("Zweier"), tapp::Contract::Zweier}, {tr("Einer"), tapp::Contract::Einer},
                     {tr("Solo"), tapp::Contract::Solo}});

    switch (in.game) {
        case tapp::Contract::Dreier:
            row(tr("Dreier"), tr("Das Vielfache direkt, oder die Stufe der Steigerung und die Talonwahl (wie im Tapp)."));
            if (radios(in.dreier_input, {{tr("Vielfaches"), DreierInput::Multiple}, {tr("Stufe + Talon"), DreierInput::Level}}) && in.dreier_input == DreierInput::Level &&
                in.dreier_level < 1)
                in.dreier_level = 1;
            if (in.dreier_input == DreierInput::Multiple) {
                row(tr("Vielfaches"));
                multiple_radios("dmult", in.dreier_multiple, 6);
            } else {
                row(tr("Stufe"), tr("Bis zu welcher Stufe gesteigert wurde (1 bis 4)."));
                level_radios("dlevel", in.dreier_level, 4);
                talon_row(in.talon, false, in.to_contract().final_multiple());
            }
            break;
        case tapp::Contract::Zweier:
            row(tr("Zweier"), tr("Welcher Zweier (die obersten, mittleren, untersten zwei Talonkarten), falls notiert."));
            ImGui::PushID("zlevel");
            radios(in.zweier_level, {{tr("nicht notiert"), 0}, {tr("erster"), 1}, {tr("zweiter"), 2}, {tr("dritter"), 3}});
            ImGui::PopID();
            row(tr("Vielfaches"), tr("Erster Zweier 1-4, zweiter 2-5, dritter 3-6malig."));
            multiple_radios("zmult", in.zweier_multiple, zweier_max);
            break;
        case tapp::Contract::Einer:
            row(tr("Einer"), tr("Das Vielfache direkt, oder die genommene Karte (1-6) und ob nach dem Ansehen aller sechs zurückgegangen wurde (6 + Karte)."));
            radios(in.einer_by_card, {{tr("Vielfaches"), false}, {tr("Karte"), true}});
            if (!in.einer_by_card) {
                row(tr("Vielfaches"));
                multiple_radios("emult", in.einer_multiple, einer_max);
            } else {
                row(tr("Karte"));
                ImGui::PushID("ecard");
                std::vector<std::string> cards;
                for (int k = 1; k <= 6; ++k) cards.push_back(fmt::format("{}.", k));
                choose(in.einer_card, cards, std::views::iota(1, 7));
                ImGui::PopID();
                checkbox_on_line(tr("zurückgegangen"), &in.einer_back);
                ImGui::SameLine();
                ImGui::TextColored(ui::kBlue, "= %d\xC3\x97", in.to_contract().final_multiple());
            }
            break;
        case tapp::Contract::Solo:
            break;
    }
}

}  // namespace tarock::app::form
