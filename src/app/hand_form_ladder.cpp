// The contract rows shared by the Steyerisch- and Ungarisch-Tarok hand forms.
#include "app/hand_form_ladder.hpp"
#include "app/lang.hpp"

#include <fmt/format.h>
#include <imgui.h>

#include <algorithm>

#include "app/form_widgets.hpp"
#include "app/ui.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app {

using form::radio;
using form::row;

tapp::LadderContract LadderInput::to_contract() const {
    tapp::LadderContract c;
    c.game = game;
    switch (game) {
        case tapp::Contract::Dreier:
            if (dreier_input == DreierInput::Multiple) {
                c.multiple = dreier_multiple;
                if (dreier_level > 0) c.level = dreier_level;
            } else {
                c.level = std::max(dreier_level, 1);
                c.talon = talon;
            }
            break;
        case tapp::Contract::Zweier:
            c.multiple = zweier_multiple;
            if (zweier_level > 0) c.level = zweier_level;
            break;
        case tapp::Contract::Einer:
            if (einer_by_card) {
                c.card = einer_card;
                c.back = einer_back;
            } else {
                c.multiple = einer_multiple;
            }
            break;
        case tapp::Contract::Solo:
            break;
    }
    return c;
}

LadderInput LadderInput::from_contract(const tapp::LadderContract& c) {
    LadderInput in;
    in.game = c.game;
    switch (c.game) {
        case tapp::Contract::Dreier:
            if (c.multiple) {
                in.dreier_input = DreierInput::Multiple;
                in.dreier_multiple = *c.multiple;
                in.dreier_level = c.level.value_or(0);
            } else {
                in.dreier_input = DreierInput::Level;
                in.dreier_level = c.level.value_or(1);
                in.talon = c.talon;
                in.dreier_multiple = c.final_multiple();
            }
            break;
        case tapp::Contract::Zweier:
            in.zweier_multiple = c.multiple.value_or(1);
            in.zweier_level = c.level.value_or(0);
            break;
        case tapp::Contract::Einer:
            if (c.card && !c.multiple) {
                in.einer_by_card = true;
                in.einer_card = *c.card;
                in.einer_back = c.back;
            }
            in.einer_multiple = c.final_multiple();
            break;
        case tapp::Contract::Solo:
            break;
    }
    return in;
}

std::string LadderInput::summary() const {
    const int m = to_contract().final_multiple();
    switch (game) {
        case tapp::Contract::Solo: return tr("Solo");
        case tapp::Contract::Dreier:
            if (dreier_input == DreierInput::Level) {
                const char* t = talon == tapp::Talon::FirstSeen ? tr("erste Lage") : talon == tapp::Talon::Other ? tr("andere Lage")
                              : talon == tapp::Talon::Back ? tr("zurück zur ersten") : tr("Talon nicht notiert");
                return trf("Dreier Stufe {}, {} = {}×", std::max(dreier_level, 1), t, m);
            }
            return trf("Dreier {}×", m);
        case tapp::Contract::Zweier: {
            const char* nth[] = {"", tr("erster"), tr("zweiter"), tr("dritter")};
            if (zweier_level >= 1 && zweier_level <= 3) return trf("Zweier ({}) {}×", nth[zweier_level], m);
            return trf("Zweier {}×", m);
        }
        case tapp::Contract::Einer:
            if (einer_by_card) return trf("Einer, {}. Karte{} = {}×", einer_card, einer_back ? tr(" nach dem Zurückgehen") : "", m);
            return trf("Einer {}×", m);
    }
    return {};
}

void ladder_contra_radios(const char* id, int& level) {
    ImGui::PushID(id);
    radio(tr("\xE2\x80\x94"), level, 0, true);  // em dash: none
    for (int c = 1; c <= kMaxContra; ++c) radio(contra_name(c), level, c);
    ImGui::PopID();
}

void draw_ladder(LadderInput& in, int zweier_max, int einer_max) {
    row(tr("Spiel"), tr("Taste D: Dreier, Z: Zweier, E: Einer, S: Solo."));
    radio(tr("Dreier"), in.game, tapp::Contract::Dreier, true);
    radio(tr("Zweier"), in.game, tapp::Contract::Zweier);
    radio(tr("Einer"), in.game, tapp::Contract::Einer);
    radio(tr("Solo"), in.game, tapp::Contract::Solo);

    switch (in.game) {
        case tapp::Contract::Dreier:
            row(tr("Dreier"), tr("Das Vielfache direkt, oder die Stufe der Steigerung und die Talonwahl (wie im Tapp)."));
            radio(tr("Vielfaches"), in.dreier_input, DreierInput::Multiple, true);
            if (radio(tr("Stufe + Talon"), in.dreier_input, DreierInput::Level) && in.dreier_level < 1) in.dreier_level = 1;
            if (in.dreier_input == DreierInput::Multiple) {
                row(tr("Vielfaches"));
                ImGui::PushID("dmult");
                for (int m = 1; m <= 6; ++m) radio(fmt::format("{}\xC3\x97", m).c_str(), in.dreier_multiple, m, m == 1);
                ImGui::PopID();
            } else {
                row(tr("Stufe"), tr("Bis zu welcher Stufe gesteigert wurde (1 bis 4)."));
                ImGui::PushID("dlevel");
                for (int l = 1; l <= 4; ++l) radio(std::to_string(l).c_str(), in.dreier_level, l, l == 1);
                ImGui::PopID();
                row(tr("Talon"));
                radio(tr("erste Lage"), in.talon, tapp::Talon::FirstSeen, true);
                radio(tr("andere Lage"), in.talon, tapp::Talon::Other);
                radio(tr("zurück zur ersten"), in.talon, tapp::Talon::Back);
                ImGui::SameLine();
                ImGui::TextColored(ui::kBlue, "= %d\xC3\x97", in.to_contract().final_multiple());
            }
            break;
        case tapp::Contract::Zweier:
            row(tr("Zweier"), tr("Welcher Zweier (die obersten, mittleren, untersten zwei Talonkarten), falls notiert."));
            ImGui::PushID("zlevel");
            radio(tr("nicht notiert"), in.zweier_level, 0, true);
            radio(tr("erster"), in.zweier_level, 1);
            radio(tr("zweiter"), in.zweier_level, 2);
            radio(tr("dritter"), in.zweier_level, 3);
            ImGui::PopID();
            row(tr("Vielfaches"), tr("Erster Zweier 1-4, zweiter 2-5, dritter 3-6malig."));
            ImGui::PushID("zmult");
            for (int m = 1; m <= zweier_max; ++m) radio(fmt::format("{}\xC3\x97", m).c_str(), in.zweier_multiple, m, m == 1);
            ImGui::PopID();
            break;
        case tapp::Contract::Einer:
            row(tr("Einer"), tr("Das Vielfache direkt, oder die genommene Karte (1-6) und ob nach dem Ansehen aller sechs zurückgegangen wurde (6 + Karte)."));
            radio(tr("Vielfaches"), in.einer_by_card, false, true);
            radio(tr("Karte"), in.einer_by_card, true);
            if (!in.einer_by_card) {
                row(tr("Vielfaches"));
                ImGui::PushID("emult");
                for (int m = 1; m <= einer_max; ++m) radio(fmt::format("{}\xC3\x97", m).c_str(), in.einer_multiple, m, m == 1);
                ImGui::PopID();
            } else {
                row(tr("Karte"));
                ImGui::PushID("ecard");
                for (int c = 1; c <= 6; ++c) radio(fmt::format("{}.", c).c_str(), in.einer_card, c, c == 1);
                ImGui::PopID();
                ImGui::SameLine();
                ImGui::Checkbox(tr("zurückgegangen"), &in.einer_back);
                ImGui::SameLine();
                ImGui::TextColored(ui::kBlue, "= %d\xC3\x97", in.to_contract().final_multiple());
            }
            break;
        case tapp::Contract::Solo:
            break;
    }
}

}  // namespace tarock::app
