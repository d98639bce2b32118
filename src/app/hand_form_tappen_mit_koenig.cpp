// The Tappen-mit-König hand form: view-model conversion and the view (see hand_form_tappen_mit_koenig.hpp).
#include "app/hand_form_tappen_mit_koenig.hpp"
#include "app/lang.hpp"

#include <algorithm>
#include <stdexcept>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/actions.hpp"
#include "app/app_state.hpp"
#include "app/form_widgets.hpp"
#include "app/hand_forms.hpp"
#include "app/ui.hpp"
#include "games/common/json_input.hpp"
#include "games/koenigrufen/koenigrufen.hpp"

namespace tarock::app {

namespace tk = tappen_mit_koenig;
using partnership::Side;

namespace {
std::optional<int> parse_int(const std::string& s) {
    try {
        std::size_t used = 0;
        const int v = std::stoi(s, &used);
        if (used == s.size()) return v;
    } catch (const std::exception&) {
    }
    return std::nullopt;
}
}  // namespace

tk::Hand TappenMitKoenigForm::to_hand() const {
    tk::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != tk::DealKind::Game) {
        tk::Hand g;
        g.kind = h.kind;
        g.dealer = h.dealer;
        g.note = h.note;
        return g;
    }
    h.partner.reset();
    h.in_talon = false;
    if (h.game == tk::Game::Ruf) {
        if (by_tarock) h.king.reset();
        else h.tarock.reset();
        if (partner == -2) h.in_talon = true;
        else if (partner >= 0) h.partner = partner;
    } else {
        h.king.reset();
        h.tarock.reset();
        h.king_captured = false;
        h.joint_honours.clear();
    }
    h.price = pform::parse_points(price);
    h.points.reset();
    if (with_points) h.points = parse_int(points);
    else h.result = hand.result.value_or(tk::Outcome::Won);
    if (with_points) h.result.reset();
    return h;
}

Json TappenMitKoenigForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    tk::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (!valid(h.declarer)) h.declarer = -1;
    const bool no_pagat = h.ultimo && !valid(h.ultimo->first);
    if (no_pagat) h.ultimo->first = 0;
    Json j = tk::to_json(h, players);
    if (no_pagat) j["ultimo"].erase("player");
    if (!dealer_explicit && dealer == rotation_dealer) j.erase("dealer");
    if (h.kind == tk::DealKind::Game) {
        if (!price.empty() && !h.price) j["price"] = price;
        if (with_points && !points.empty() && !h.points) j["points"] = points;
    }
    return j;
}

TappenMitKoenigForm TappenMitKoenigForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    TappenMitKoenigForm f;
    f.hand = tk::parse_hand(j, players);
    f.dealer = f.hand.dealer.value_or(rotation_dealer);
    f.dealer_explicit = f.hand.dealer.has_value();
    f.partner = f.hand.in_talon ? -2 : f.hand.partner.value_or(-1);
    f.by_tarock = f.hand.tarock.has_value();
    f.price = pform::points_text(f.hand.price);
    f.with_points = f.hand.points.has_value() || !f.hand.result;
    f.points = f.hand.points ? std::to_string(*f.hand.points) : "";
    return f;
}

std::string TappenMitKoenigForm::summary(const std::vector<std::string>& players) const {
    const tk::Hand h = to_hand();
    switch (h.kind) {
        case tk::DealKind::AllPass: return tr("Alle getappt");
        case tk::DealKind::Misdeal: return tr("Vergeben");
        case tk::DealKind::ThrownIn: return tr("Eingeworfen");
        case tk::DealKind::Game: break;
    }
    std::string s = pform::seat_name(players, h.declarer) + ": " + (h.game == tk::Game::Ruf ? "Ruf" : h.game == tk::Game::Dreier ? "Dreier" : "Solo");
    if (h.king) s += std::string(" ") + koenigrufen::suit_name(*h.king);
    if (h.tarock) s += " " + partnership::roman(*h.tarock);
    if (h.in_talon) s += tr(", im Talon");
    else if (h.partner && *h.partner == h.declarer) s += tr(", eigener König");
    else if (h.partner) s += trf(" mit {}", pform::seat_name(players, *h.partner));
    if (h.points) s += trf(", {} von 106", *h.points);
    if (h.price) s += trf(", Preis {}", h.price->to_string());
    return s;
}

TappenMitKoenigForm new_tappen_mit_koenig_form(int dealer) {
    TappenMitKoenigForm f;
    f.dealer = dealer;
    return f;
}

namespace {

using form::player_combo;
using form::player_radios;
using form::radio;
using form::row;

using pform::has_item;
using pform::set_item;

void draw_tmk_form(AppState& s, TappenMitKoenigForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    tk::Hand& h = f.hand;
    if (!form::begin_table("##tmkform")) return;
    form::dealer_row(s, f.dealer, f.dealer_explicit, deal);

    row(tr("Art"));
    radio(tr("Spiel"), h.kind, tk::DealKind::Game, true);
    radio(tr("Alle getappt"), h.kind, tk::DealKind::AllPass);
    ui::tooltip(tr("Die Vorhand (zu fünft der König) schreibt die halbe Consolation (003 §7)."));
    radio(tr("Vergeben (§4)"), h.kind, tk::DealKind::Misdeal);
    radio(tr("Eingeworfen (§3)"), h.kind, tk::DealKind::ThrownIn);

    if (h.kind == tk::DealKind::Game) {
        row(tr("Spieler"), tr("Wer gespielt hat (Tasten 1-4)."));
        player_radios("declarer", h.declarer, deal, players, true);
        row(tr("Spiel"), tr("Einen König (oder hohen Tarock) rufen, Dreier, Solo."));
        radio(tr("Ruf"), h.game, tk::Game::Ruf, true);
        radio(tr("Dreier"), h.game, tk::Game::Dreier);
        radio(tr("Solo"), h.game, tk::Game::Solo);
        if (h.game == tk::Game::Ruf) {
            row(tr("Gerufen"), tr("Ein fehlender König, oder beim Tarokrufen XX bis XVII (003 §14)."));
            radio(tr("König##cw"), f.by_tarock, false, true);
            radio(tr("Tarock##cw"), f.by_tarock, true);
            ImGui::SameLine();
            if (!f.by_tarock) {
                int suit = h.king ? static_cast<int>(*h.king) : -1;
                const char* names[] = {"Coeur", "Carreau", "Pique", "Treff"};
                for (int i = 0; i < 4; ++i) radio((std::string(names[i]) + "##suit").c_str(), suit, i, false);
                if (suit >= 0) h.king = static_cast<Suit>(suit);
            } else {
                int t = h.tarock.value_or(20);
                for (int c = 20; c >= 17; --c) radio((partnership::roman(c) + "##tar").c_str(), t, c, false);
                h.tarock = t;
            }
            row(tr("Gerufene Karte bei"), tr("Der Helfer; der Spieler selbst (eigener König: wie ein Dreier); im unteren Talon (wie ein Dreier)."));
            ImGui::PushID("partner");
            bool first = true;
            for (int p : deal.active) {
                radio((players[static_cast<std::size_t>(p)] + (p == h.declarer ? tr(" (selbst)") : "") + "##" + std::to_string(p)).c_str(), f.partner, p, first);
                first = false;
            }
            radio(tr("Talon"), f.partner, -2);
            ImGui::PopID();
        }
        pform::parties_line(tk::parties_text(f.to_hand(), deal, players));

        row(tr("Ergebnis"), tr("Punkte nach dem Kartenwert (106 im Spiel, 53 remis, 54 gewinnt), oder nur das Ergebnis."));
        radio(tr("Punkte##res"), f.with_points, true, true);
        radio(tr("Ergebnis##res"), f.with_points, false);
        if (f.with_points) {
            row(tr("  Punkte"), tr("Die Punkte der Spielerpartei, jede Karte nach ihrem Wert (003 §19). Taste F2."));
            if (s.focus_form) {
                ImGui::SetKeyboardFocusHere();
                s.focus_form = false;
            }
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
            ImGui::InputTextWithHint("##points", tr("z. B. 60"), &f.points);
        } else {
            row("  ");
            tk::Outcome o = h.result.value_or(tk::Outcome::Won);
            radio(tr("gewonnen##o"), o, tk::Outcome::Won, true);
            radio(tr("remis##o"), o, tk::Outcome::Draw);
            radio(tr("verloren##o"), o, tk::Outcome::Lost);
            h.result = o;
        }
        row(tr("Preis"), tr("Was ein Dreier mit diesem Ergebnis nach eurem Tarif gilt (die Formel steht nicht im Buch)."));
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
        ImGui::InputTextWithHint("##price", tr("z. B. 12"), &f.price);
        if (h.game == tk::Game::Ruf && !f.by_tarock) {
            row(tr("König gefangen"));
            ImGui::Checkbox("##captured", &h.king_captured);
        }
        row(tr("Honneurs allein"), tr("In einer Hand allein gehalten: Trull, vier Könige, zehn Taroks (nur Dreier/Solo)."));
        bool first = true;
        const tk::Honour hs[] = {tk::Honour::Trull, tk::Honour::Quatre, tk::Honour::ZehnTaroks};
        const char* hn[] = {tr("Trull"), tr("4 Könige"), tr("10 Taroks")};
        for (int p : deal.active) {
            ImGui::PushID(p);
            if (!first) form::continue_row();
            first = false;
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(players[static_cast<std::size_t>(p)].c_str());
            for (int i = 0; i < 3; ++i) {
                ImGui::SameLine(i == 0 ? ImGui::GetFontSize() * 7.0f : 0.0f);
                bool on = has_item(h.honours, p, hs[i]);
                if (ImGui::Checkbox(hn[i], &on)) set_item(h.honours, p, hs[i], on);
            }
            ImGui::PopID();
        }
        if (h.game == tk::Game::Ruf) {
            row(tr("Honneurs gemeinsam"), tr("Von Spieler und Helfer (bzw. den zwei Gegnern) zusammen gehalten: je die Hälfte (003 §16)."));
            for (auto [side, label] : {std::pair{Side::Declarer, tr("Spielerpartei")}, std::pair{Side::Opponents, tr("Gegenpartei")}}) {
                ImGui::PushID(label);
                for (int i = 0; i < 2; ++i) {
                    bool on = std::find(h.joint_honours.begin(), h.joint_honours.end(), std::pair{side, hs[i]}) != h.joint_honours.end();
                    if (ImGui::Checkbox((std::string(hn[i]) + " " + label).c_str(), &on)) {
                        const auto it = std::find(h.joint_honours.begin(), h.joint_honours.end(), std::pair{side, hs[i]});
                        if (on && it == h.joint_honours.end()) h.joint_honours.emplace_back(side, hs[i]);
                        if (!on && it != h.joint_honours.end()) h.joint_honours.erase(it);
                    }
                    ImGui::SameLine();
                }
                ImGui::NewLine();
                ImGui::PopID();
            }
        }
        row(tr("Pagat Ultimo"), tr("Der vereinbarte Wert für die Partei dessen, der ihn gemacht hat."));
        bool ult = h.ultimo.has_value();
        if (ImGui::Checkbox("##ult", &ult)) {
            if (ult) h.ultimo = std::make_pair(h.declarer, true);
            else h.ultimo.reset();
        }
        if (h.ultimo) {
            ImGui::SameLine();
            player_combo("##ultplayer", h.ultimo->first, deal, players, tr("\xE2\x80\x94 bitte wählen"));
            ImGui::SameLine();
            radio(tr("gewonnen##ultres"), h.ultimo->second, true, false);
            radio(tr("gefangen##ultres"), h.ultimo->second, false);
        }
    }
    form::note_rows(s, h.note);
    form::end_table();
    if (s.focus_form) s.focus_form = false;
}

class TmkFormUi final : public HandFormOf<TappenMitKoenigForm> {
public:
    void clear(int dealer) override { model = new_tappen_mit_koenig_form(dealer); }
    void follow_rotation(int dealer) override {
        if (!model.dealer_explicit) model.dealer = dealer;
    }
    int dealer() const override { return model.dealer; }
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        model = TappenMitKoenigForm::from_json(hand, players, rotation_dealer);
    }
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override { return model.to_json(players, rotation_dealer); }
    void draw(AppState& s, const Deal& deal) override { draw_tmk_form(s, model, deal); }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        try {
            return TappenMitKoenigForm::from_json(hand, players, -1).summary(players);
        } catch (const InputError& e) {
            return error_text(e);
        }
    }
    void shortcuts(AppState& s) override {
        if (ui::pressed(ui::keys::kF2)) s.focus_form = true;
        if (!ui::no_modifier() || model.hand.kind != tk::DealKind::Game) return;
        form::declarer_keys(s, model.hand.declarer);
    }
    std::string hint(const InputError& refusal) const override {
        if (model.hand.kind != tk::DealKind::Game) return {};
        if (model.hand.declarer < 0 && refusal.field() == "declarer") return tr("Noch kein Spieler gewählt (Tasten 1-4).");
        if (refusal.field() == "price" && model.price.empty()) return tr("Noch kein Preis: was ein Dreier mit diesem Ergebnis nach eurem Tarif gilt.");
        return {};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_tappen_mit_koenig() { return std::make_unique<TmkFormUi>(); }

}  // namespace tarock::app
