// The Zwölfer-Tarok hand form: a Zwölfer hand has the fields of a Tapp hand (42 cards, 66 points,
// 34 to win are the core's business), so the form is the Tapp form's view-model and view,
// registered as the form of "zwoelfer" in hand_forms.def.
#include "app/app_state.hpp"
#include "app/lang.hpp"
#include "app/form_widgets.hpp"
#include "app/hand_form_tapp.hpp"
#include "app/hand_forms.hpp"
#include "app/ui.hpp"

namespace tarock::app {

namespace {

class ZwoelferFormUi final : public HandFormOf<TappForm> {
public:
    void clear(int dealer) override { model = new_tapp_form(dealer); }
    void follow_rotation(int dealer) override {
        if (!model.dealer_explicit) model.dealer = dealer;
    }
    int dealer() const override { return model.dealer; }
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        model = TappForm::from_json(hand, players, rotation_dealer);
    }
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override {
        return model.to_json(players, rotation_dealer);
    }
    void draw(AppState& s, const Deal& deal) override { draw_tapp_form(s, model, deal); }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        return summarize_tapp_inputs(hand, players);
    }
    void shortcuts(AppState& s) override {
        if (ui::pressed(ui::keys::kF2)) {
            model.result_input = ResultInput::Points;
            s.focus_form = true;
        }
        if (!ui::no_modifier()) return;
        if (model.kind == tapp::DealKind::Game) form::declarer_keys(s, model.declarer);
        if (ui::pressed('D')) model.game = tapp::Game::Dreier;
        if (ui::pressed('S')) model.game = tapp::Game::Solo;
    }
    std::string hint(const InputError& refusal) const override {
        if (model.kind == tapp::DealKind::Game && model.declarer < 0 && refusal.field() == "declarer")
            return tr("Noch kein Spieler gewählt (Tasten 1, 2, 3). Zwölfer: 66 Punkte im Spiel, 34 gewinnen.");
        return {};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_zwoelfer() { return std::make_unique<ZwoelferFormUi>(); }

}  // namespace tarock::app
