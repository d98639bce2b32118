// The contract on the ladder as typed (see ladder_model.hpp).
#include "app/forms/ladder_model.hpp"

#include <algorithm>

#include "app/forms/tapp_model.hpp"
#include "app/lang.hpp"

namespace tarock::app {

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
            form::load_dreier(c, c.final_multiple(), in.dreier_input, in.dreier_multiple, in.dreier_level, in.talon);
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
            if (dreier_input == DreierInput::Level) return trf("Dreier Stufe {}, {} = {}×", std::max(dreier_level, 1), form::talon_name(talon), m);
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

void LadderInput::key(const form::KeyPress& k) {
    form::choose_by_letter(k, {{'D', tapp::Contract::Dreier}, {'Z', tapp::Contract::Zweier}, {'E', tapp::Contract::Einer}, {'S', tapp::Contract::Solo}},
                           game);
}

}  // namespace tarock::app
