// The hand form of the 1756 Vienna game in pairs: view-model conversion and the view (see
// hand_form_taroc1756_wien.hpp).
#include "app/hand_form_taroc1756_wien.hpp"
#include "app/lang.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/app_state.hpp"
#include "app/form_widgets.hpp"
#include "app/hand_form_partnership.hpp"
#include "app/hand_forms.hpp"
#include "app/ui.hpp"

namespace tarock::app {

using Kind = taroc1756::wien::Hand::Kind;

bool WienForm::volata() const {
    const auto t = pform::parse_points(points);
    return t && (t->is_zero() || *t == Thirds::whole(72));
}

taroc1756::wien::Hand WienForm::to_hand() const {
    taroc1756::wien::Hand h = hand;
    h.dealer = dealer;
    if (h.kind == Kind::ThrownIn) {
        taroc1756::wien::Hand g;
        g.kind = h.kind;
        g.dealer = h.dealer;
        g.note = h.note;
        return g;
    }
    h.points.reset();
    if (side >= 0)
        if (const auto t = pform::parse_points(points)) h.points = std::make_pair(side, *t);
    h.paare.reset();
    if (paare_named && paare[0][0] >= 0 && paare[0][1] >= 0 && paare[1][0] >= 0 && paare[1][1] >= 0) h.paare = paare;
    h.agreed.reset();
    return h;
}

Json WienForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    taroc1756::wien::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (h.points && !valid(h.points->first)) h.points.reset();
    bool open_pairs = paare_named && !h.paare;
    if (h.paare)
        for (const auto& pair : *h.paare)
            for (int seat : pair)
                if (!valid(seat)) open_pairs = true;
    if (open_pairs) h.paare.reset();
    Json j = taroc1756::wien::to_json(h, players);
    if (!dealer_explicit && dealer == rotation_dealer) j.erase("dealer");
    if (h.kind == Kind::ThrownIn) return j;
    // Texts that do not parse are passed on as typed: the core refuses them naming the field.
    if (valid(side) && !points.empty() && !pform::parse_points(points)) j["points"] = Json{{players[static_cast<std::size_t>(side)], points}};
    // A pair not chosen completely: written with empty names, so the core names "paare".
    if (open_pairs) {
        Json p = Json::array();
        for (const auto& pair : paare) {
            Json q = Json::array();
            for (int seat : pair) q.push_back(valid(seat) ? players[static_cast<std::size_t>(seat)] : std::string());
            p.push_back(q);
        }
        j["paare"] = p;
    }
    if (volata() || !agreed.empty()) agreed.write(j, players);
    return j;
}

WienForm WienForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    WienForm f;
    f.hand = taroc1756::wien::parse_hand(j, players);
    f.dealer = f.hand.dealer.value_or(rotation_dealer);
    f.dealer_explicit = f.hand.dealer.has_value();
    if (f.hand.points) {
        f.side = f.hand.points->first;
        f.points = pform::points_text(f.hand.points->second);
    }
    if (f.hand.paare) {
        f.paare_named = true;
        f.paare = *f.hand.paare;
    }
    f.agreed.load(f.hand.agreed, players.size());
    return f;
}

std::string WienForm::summary(const std::vector<std::string>& players) const {
    const taroc1756::wien::Hand h = to_hand();
    auto name = [&](int seat) { return pform::seat_name(players, seat); };
    if (h.kind == Kind::ThrownIn) return tr("Eingeworfen");
    std::string s;
    if (h.paare) s = trf("{} + {} gegen {} + {}, ", name((*h.paare)[0][0]), name((*h.paare)[0][1]), name((*h.paare)[1][0]), name((*h.paare)[1][1]));
    s += trf("Paar von {} {} Points", name(side), points.empty() ? std::string("?") : points);
    if (volata()) s += tr(", Volata (von Hand)");
    return s;
}

WienForm new_wien_form(int dealer) {
    WienForm f;
    f.dealer = dealer;
    return f;
}

namespace {

using form::player_combo;
using form::radio;
using form::row;

void draw_wien_form(AppState& s, WienForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    taroc1756::wien::Hand& h = f.hand;
    if (!form::begin_table("##wienform")) return;
    form::dealer_row(s, f.dealer, f.dealer_explicit, deal);
    row(tr("Art"), tr("Ein Spiel, oder eingeworfen (derselbe Geber gibt neu, nichts zählt)."));
    radio(tr("Spiel"), h.kind, Kind::Game, true);
    radio(tr("Eingeworfen"), h.kind, Kind::ThrownIn);
    if (h.kind == Kind::Game) {
        row(tr("Points"), tr("Die Points eines Paares, in Vieren gezählt (von 72, die Hälfte 36; das andere Paar hat den Rest), benannt nach einem seiner Spieler: Tasten 1-4 wählen ihn, F2 springt ins Feld."));
        form::player_radios("side", f.side, deal, players, true);
        form::continue_row();
        if (s.focus_form) {
            ImGui::SetKeyboardFocusHere();
            s.focus_form = false;
        }
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
        ImGui::InputTextWithHint("##points", tr("z. B. 40"), &f.points);
        if (f.side >= 0) {
            ImGui::SameLine();
            ImGui::TextDisabled("%s", trf("Points des Paares von {}", players[static_cast<std::size_t>(f.side)]).c_str());
        }
        row(tr("Paare"), tr("Nur im ersten Spiel einer Partie: wer mit wem spielt, wenn es nicht der Plan ist (1 + 3 gegen 2 + 4, dann 1 + 2, dann 1 + 4, 004:158)."));
        ImGui::Checkbox(tr("Paare angeben"), &f.paare_named);
        if (f.paare_named) {
            for (std::size_t a = 0; a < 2; ++a) {
                ImGui::PushID(static_cast<int>(800 + a));
                form::continue_row();
                player_combo("##p0", f.paare[a][0], deal, players, tr("wer?"));
                ImGui::SameLine();
                ImGui::TextUnformatted("+");
                ImGui::SameLine();
                player_combo("##p1", f.paare[a][1], deal, players, tr("wer?"));
                ImGui::PopID();
            }
        }
        if (f.volata() || !f.agreed.empty())
            agreed_rows(f.agreed, deal, players, tr("Eine Volata: wie sie bezahlt wird, ist \"noch nicht recht ausgemacht\" (004:168, A-O12): der vereinbarte Preis in Einsätzen, zusammen 0 (0 für alle erlaubt)."));
    }
    form::note_rows(s, h.note);
    form::end_table();
    if (s.focus_form) s.focus_form = false;
}

/// The Vienna form in the registry (hand_forms.def).
class WienFormUi final : public HandFormOf<WienForm> {
public:
    void clear(int dealer) override { model = new_wien_form(dealer); }
    void follow_rotation(int dealer) override {
        if (!model.dealer_explicit) model.dealer = dealer;
    }
    int dealer() const override { return model.dealer; }
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        model = WienForm::from_json(hand, players, rotation_dealer);
    }
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override { return model.to_json(players, rotation_dealer); }
    void draw(AppState& s, const Deal& deal) override { draw_wien_form(s, model, deal); }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        try {
            return WienForm::from_json(hand, players, -1).summary(players);
        } catch (const InputError& e) {
            return error_text(e);
        }
    }
    void shortcuts(AppState& s) override {
        if (ui::pressed(ui::keys::kF2)) s.focus_form = true;
        if (!ui::no_modifier() || model.hand.kind != Kind::Game) return;
        form::declarer_keys(s, model.side);
    }
    std::string hint(const InputError& refusal) const override {
        if (model.hand.kind != Kind::Game) return {};
        if (refusal.field() == "points" && (model.side < 0 || model.points.empty()))
            return tr("Noch keine Points: das Paar mit den Tasten 1-4 wählen, die Points mit F2 eintragen (36 ist die Hälfte).");
        if (refusal.field() == "agreed" && model.agreed.empty()) return tr("Eine Volata: den vereinbarten Preis eintragen (0 für alle erlaubt).");
        return {};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_taroc1756_wien() { return std::make_unique<WienFormUi>(); }

}  // namespace tarock::app
