// The Tarok-l'Hombre hand form: view-model conversion and the view (see hand_form_hombre.hpp).
#include "app/hand_form_hombre.hpp"
#include "app/lang.hpp"

#include <algorithm>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/app_state.hpp"
#include "app/form_widgets.hpp"
#include "app/hand_forms.hpp"
#include "app/ui.hpp"

namespace tarock::app {

using hombre::DealKind;
using hombre::Exchange;
using hombre::Game;
using hombre::Vole;

bool AgreedText::empty() const {
    for (const auto& a : amounts)
        if (!a.empty()) return false;
    return reason.empty();
}

void AgreedText::load(const std::optional<historic::Agreed>& a, std::size_t players) {
    amounts.assign(players, "");
    reason.clear();
    order.clear();
    if (!a) return;
    for (const auto& [seat, t] : a->amounts)
        if (seat >= 0 && static_cast<std::size_t>(seat) < players) {
            amounts[static_cast<std::size_t>(seat)] = t.to_string();
            order.push_back(seat);
        }
    reason = a->reason;
}

void AgreedText::write(Json& j, const std::vector<std::string>& players) const {
    Json o = Json::object();
    std::vector<std::size_t> seats;
    for (int k : order)
        if (k >= 0) seats.push_back(static_cast<std::size_t>(k));
    for (std::size_t i = 0; i < amounts.size(); ++i)
        if (std::find(seats.begin(), seats.end(), i) == seats.end()) seats.push_back(i);
    for (std::size_t i : seats) {
        if (i >= amounts.size() || i >= players.size() || amounts[i].empty()) continue;
        try {
            const Thirds t = Thirds::parse(amounts[i]);
            o[players[i]] = t.is_whole() ? Json(t.whole_part()) : Json(t.to_string());
        } catch (const std::invalid_argument&) {
            o[players[i]] = amounts[i];
        }
    }
    if (!o.empty()) j["agreed"] = o;  // nothing typed: the core names the missing amounts
    if (!reason.empty()) j["reason"] = reason;
}

void agreed_rows(AgreedText& a, const Deal& deal, const std::vector<std::string>& players, const char* help) {
    if (a.amounts.size() < players.size()) a.amounts.resize(players.size());
    form::row(tr("Vereinbart"), help);
    bool first = true;
    for (int p : deal.active) {
        ImGui::PushID(200 + p);
        if (!first) form::continue_row();
        first = false;
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(players[static_cast<std::size_t>(p)].c_str());
        ImGui::SameLine(ImGui::GetFontSize() * 7.0f);
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
        ImGui::InputTextWithHint("##amount", tr("z. B. -20"), &a.amounts[static_cast<std::size_t>(p)]);
        ImGui::PopID();
    }
    form::row(tr("Grund"), tr("Was vereinbart wurde und warum: es wird als von Hand eingetragen gebucht."));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 18.0f);
    ImGui::InputTextWithHint("##agreedreason", tr("z. B. wie ein verlorenes Solo"), &a.reason);
}

Json HombreForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    hombre::Hand h = hand;
    h.dealer.reset();
    h.points.reset();
    h.agreed.reset();
    if (h.declarer >= n) h.declarer = -1;
    std::vector<Exchange> ex;
    for (const Exchange& x : h.exchanged)
        if (x.from >= 0 && x.from < n) ex.push_back(x);
    const bool open_exchange = ex.size() != h.exchanged.size();
    h.exchanged = ex;
    Json j = hombre::to_json(h, players);
    if (h.kind == DealKind::Game) {
        if (h.declarer < 0) j.erase("declarer");
        if (open_exchange) {
            // A card whose owner is not chosen yet: written with an empty name, so the core names it.
            for (const Exchange& x : hand.exchanged)
                if (x.from < 0 || x.from >= n) j["exchanged"].push_back(Json{{"from", ""}});
        }
        if (!points.empty()) {
            try {
                const Thirds t = Thirds::parse(points);
                j["points"] = t.is_whole() ? Json(t.whole_part()) : Json(t.to_string());
            } catch (const std::invalid_argument&) {
                j["points"] = points;
            }
        }
        if (hand.vole == Vole::Opponents || !agreed.empty()) agreed.write(j, players);
    }
    if (dealer_explicit || dealer != rotation_dealer) j["dealer"] = players.at(static_cast<std::size_t>(dealer));
    return j;
}

HombreForm HombreForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    HombreForm f;
    f.hand = hombre::parse_hand(j, players);
    f.dealer = f.hand.dealer.value_or(rotation_dealer);
    f.dealer_explicit = f.hand.dealer.has_value();
    if (f.hand.points) f.points = f.hand.points->to_string();
    f.agreed.load(f.hand.agreed, players.size());
    return f;
}

std::string HombreForm::summary(const std::vector<std::string>& players) const {
    auto name = [&](int seat) { return seat >= 0 && static_cast<std::size_t>(seat) < players.size() ? players[static_cast<std::size_t>(seat)] : std::string("?"); };
    switch (hand.kind) {
        case DealKind::AllPass: return tr("Niemand spielt");
        case DealKind::ThrownIn: return tr("Eingeworfen");
        case DealKind::Game: break;
    }
    std::string s = name(hand.declarer) + ": " + hombre::game_name(hand.game);
    for (const Exchange& x : hand.exchanged) s += trf(", Karte von {}", name(x.from));
    if (hand.vole == Vole::Declarer) s += ", Vole";
    if (hand.vole == Vole::Opponents) s += tr(", Vole der Gegner (von Hand)");
    if (!points.empty()) s += trf(", {} Punkte", points);
    return s;
}

HombreForm new_hombre_form(int dealer) {
    HombreForm f;
    f.dealer = dealer;
    f.hand.declarer = -1;
    return f;
}

namespace {

using form::player_combo;
using form::player_radios;
using form::radio;
using form::row;

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

void draw_hombre_form(AppState& s, HombreForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    hombre::Hand& h = f.hand;
    if (!form::begin_table("##hombreform")) return;
    form::dealer_row(s, f.dealer, f.dealer_explicit, deal);
    row(tr("Art"));
    radio(tr("Spiel"), h.kind, DealKind::Game, true);
    radio(tr("Alle passen"), h.kind, DealKind::AllPass);
    radio(tr("Eingeworfen"), h.kind, DealKind::ThrownIn);
    if (h.kind == DealKind::Game) {
        row(tr("l'Hombre"), tr("Wer allein gegen die beiden anderen spielt (Tasten 1-3)."));
        player_radios("declarer", h.declarer, deal, players, true);
        row(tr("Spiel"), tr("a duo: 2 Karten getauscht, 20 + 2 je Punkt über 39; ad uno: 1 Karte, 30 + 3; Solo: 60 + 6 (000:2169)."));
        radio(tr("a duo"), h.game, Game::ADuo, true);
        radio(tr("ad uno"), h.game, Game::AdUno);
        radio(tr("Solo"), h.game, Game::Solo);
        const auto want = static_cast<std::size_t>(hombre::cards_taken(h.game));
        h.exchanged.resize(want, Exchange{-1, Exchange::Card::Andere});
        for (std::size_t i = 0; i < want; ++i) {
            ImGui::PushID(static_cast<int>(300 + i));
            row(i == 0 ? tr("Genommen") : "", tr("Die Karte, die der l'Hombre einem Gegner nimmt: 5 an den früheren Besitzer, der Mond 10 (000:2161)."));
            player_combo("##from", h.exchanged[i].from, deal, players, tr("\xE2\x80\x94 von wem"));
            ImGui::SameLine();
            bool first = true;
            for (auto c : {Exchange::Card::Andere, Exchange::Card::Mond, Exchange::Card::Skues, Exchange::Card::Pagat, Exchange::Card::Koenig}) {
                radio(card_label(c), h.exchanged[i].card, c, false);
                (void)first;
                first = false;
            }
            ImGui::PopID();
        }
        row(tr("Vole"), tr("Alle Stiche: die Vole des l'Hombre (200 / 300 / 600) oder der Gegner (vereinbart, A-L5)."));
        radio(tr("keine"), h.vole, Vole::None, true);
        radio(tr("l'Hombre"), h.vole, Vole::Declarer);
        radio(tr("die Gegner"), h.vole, Vole::Opponents);
        if (h.vole != Vole::Opponents) {
            row(tr("Kartenpunkte"), tr("Die Punkte des l'Hombre (von 78): 40 gewinnen. Taste F2."));
            if (s.focus_form) {
                ImGui::SetKeyboardFocusHere();
                s.focus_form = false;
            }
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
            ImGui::InputTextWithHint("##points", tr("z. B. 44"), &f.points);
        } else {
            f.points.clear();
            agreed_rows(f.agreed, deal, players, tr("Die Vole der Gegner regelt das Buch nicht (A-L5): was jeder bekommt (+) oder zahlt (-), zusammen 0."));
        }
    }
    form::note_rows(s, h.note);
    form::end_table();
    if (s.focus_form) s.focus_form = false;
}

class HombreFormUi final : public HandFormOf<HombreForm> {
public:
    void clear(int dealer) override { model = new_hombre_form(dealer); }
    void follow_rotation(int dealer) override {
        if (!model.dealer_explicit) model.dealer = dealer;
    }
    int dealer() const override { return model.dealer; }
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        model = HombreForm::from_json(hand, players, rotation_dealer);
    }
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override { return model.to_json(players, rotation_dealer); }
    void draw(AppState& s, const Deal& deal) override { draw_hombre_form(s, model, deal); }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        try {
            return HombreForm::from_json(hand, players, -1).summary(players);
        } catch (const InputError& e) {
            return error_text(e);
        }
    }
    void shortcuts(AppState& s) override {
        if (ui::pressed(ui::keys::kF2)) s.focus_form = true;
        if (!ui::no_modifier() || model.hand.kind != DealKind::Game) return;
        form::declarer_keys(s, model.hand.declarer);
    }
    std::string hint(const InputError& refusal) const override {
        if (model.hand.kind != DealKind::Game) return {};
        if (model.hand.declarer < 0 && refusal.field() == "declarer") return tr("Noch kein l'Hombre gewählt (Tasten 1-3).");
        if (refusal.field() == "points" && model.points.empty()) return tr("Noch keine Kartenpunkte eingetragen (Taste F2): 40 gewinnen.");
        return {};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_hombre() { return std::make_unique<HombreFormUi>(); }

}  // namespace tarock::app
