// The Königrufen hand form: view-model conversion and the view (see hand_form_koenigrufen.hpp).
#include "app/hand_form_koenigrufen.hpp"
#include "app/lang.hpp"

#include <algorithm>

#include <imgui.h>

#include "app/actions.hpp"
#include "app/app_state.hpp"
#include "app/form_widgets.hpp"
#include "app/hand_forms.hpp"
#include "app/ui.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app {

using koenigrufen::CalledKing;
using koenigrufen::DealKind;
using koenigrufen::Game;
using koenigrufen::Honour;
using koenigrufen::PartnerContra;
using partnership::Side;

koenigrufen::Hand KoenigrufenForm::to_hand() const {
    koenigrufen::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) return pform::not_a_game(h);
    h.partner.reset();
    h.king_in_talon = false;
    if (h.calls_king()) {
        if (partner == kPartnerTalon) h.king_in_talon = true;
        else if (partner >= 0) h.partner = partner;
    } else {
        h.king.reset();
        h.called_king.reset();
        h.koenig_ultimo = false;
        h.koenig_ultimo_contra = 0;
        h.schleifen = false;
    }
    if (!h.king_in_talon) h.schleifen = false;
    if (h.king_in_talon) {
        h.called_king.reset();
        h.koenig_ultimo = false;
        h.koenig_ultimo_contra = 0;
    }
    if (h.self_call() || !h.calls_king() || h.king_in_talon) h.partner_contra = PartnerContra::None;
    if (h.self_call()) {
        h.koenig_ultimo = false;
        h.koenig_ultimo_contra = 0;
    }
    if (h.schleifen) {
        h.contra = 0;
        h.ultimo.reset();
        h.volat.reset();
        h.called_king.reset();
        h.koenig_ultimo = false;
        h.renonce.reset();
        h.partner_contra = PartnerContra::None;
        h.collected_trull.reset();
        h.collected_quatre.reset();
        return h;
    }
    pform::store_result(result, h.points, h.won);
    return h;
}

Json KoenigrufenForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    koenigrufen::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (!valid(h.declarer)) h.declarer = -1;
    if (h.partner && !valid(*h.partner)) h.partner.reset();
    if (h.renonce && !valid(*h.renonce)) h.renonce.reset();
    std::erase_if(h.honours, [&](const auto& x) { return !valid(x.first); });
    const bool no_pagat = h.ultimo && !valid(h.ultimo->player);
    Json j = koenigrufen::to_json(h, players);
    if (no_pagat) j["ultimo"].erase("player");
    pform::finish_json(j, dealer, dealer_explicit, rotation_dealer, result, h.kind == DealKind::Game && !h.schleifen);
    return j;
}

KoenigrufenForm KoenigrufenForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    KoenigrufenForm f;
    f.hand = koenigrufen::parse_hand(j, players);
    f.dealer = f.hand.dealer.value_or(rotation_dealer);
    f.dealer_explicit = f.hand.dealer.has_value();
    f.partner = f.hand.king_in_talon ? kPartnerTalon : f.hand.partner.value_or(-1);
    pform::load_result(f.result, f.hand.points, f.hand.won);
    return f;
}

std::string KoenigrufenForm::summary(const std::vector<std::string>& players) const {
    const koenigrufen::Hand h = to_hand();
    switch (h.kind) {
        case DealKind::AllPass: return tr("Alle gepasst");
        case DealKind::Misdeal: return tr("Vergeben");
        case DealKind::ThrownIn: return tr("Eingeworfen");
        case DealKind::Game: break;
    }
    std::string s = pform::seat_name(players, h.declarer) + ": " + koenigrufen::game_name(h.game);
    if (h.calls_king()) {
        if (h.king) s += std::string(" ") + koenigrufen::suit_name(*h.king);
        if (h.king_in_talon) s += h.schleifen ? tr(", König im Talon, geschleift") : tr(", König im Talon");
        else if (h.self_call()) s += tr(", selbst gerufen");
        else if (h.partner) s += trf(" mit {}", pform::seat_name(players, *h.partner));
    }
    return s + pform::result_summary(h.contra, h.points, h.won, h.renonce, players);
}

bool KoenigrufenForm::has_honour(int seat, Honour h) const {
    return pform::has_item(hand.honours, seat, h);
}

void KoenigrufenForm::set_honour(int seat, Honour h, bool held) {
    pform::set_item(hand.honours, seat, h, held);
}

KoenigrufenForm new_koenigrufen_form(int dealer) {
    KoenigrufenForm f;
    f.dealer = dealer;
    return f;
}

namespace {

using form::player_radios;
using form::radio;
using form::row;

void side_radios(const char* id, std::optional<Side>& side) {
    ImGui::PushID(id);
    int v = !side ? 0 : *side == Side::Declarer ? 1 : 2;
    radio(tr("niemand"), v, 0, true);
    radio(tr("Spielerpartei"), v, 1);
    radio(tr("Gegenpartei"), v, 2);
    side = v == 1 ? std::optional<Side>(Side::Declarer) : v == 2 ? std::optional<Side>(Side::Opponents) : std::nullopt;
    ImGui::PopID();
}

void draw_koenigrufen_form(AppState& s, KoenigrufenForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    const TableSetup setup = make_setup(*s.evening);
    koenigrufen::Hand& h = f.hand;
    if (!form::begin_table("##koenigrufenform")) return;
    form::dealer_row(s, f.dealer, f.dealer_explicit, deal);

    row(tr("Art"));
    radio(tr("Spiel"), h.kind, DealKind::Game, true);
    radio(tr("Alle gepasst"), h.kind, DealKind::AllPass);
    ui::tooltip(tr("Alle vier passen: neu geben (Hausregel A-K13)."));
    radio(tr("Vergeben (§4)"), h.kind, DealKind::Misdeal);
    radio(tr("Eingeworfen (§3)"), h.kind, DealKind::ThrownIn);

    if (h.kind == DealKind::Game) {
        row(tr("Spieler"), tr("Wer das Spiel angesagt hat (Tasten 1-4)."));
        player_radios("declarer", h.declarer, deal, players, true);

        row(tr("Spiel"), tr("Rufer 6, Solo 8, Dreier 10, Solodreier 20 (Tasten R, S, D, O)."));
        radio(tr("Rufer"), h.game, Game::Rufer, true);
        radio(tr("Solo"), h.game, Game::Solo);
        radio(tr("Dreier"), h.game, Game::Dreier);
        radio(tr("Solodreier"), h.game, Game::SoloDreier);

        if (h.calls_king()) {
            row(tr("Gerufen"), tr("Die gerufene Farbe: ihr König ist der Partner."));
            int suit = h.king ? static_cast<int>(*h.king) : -1;
            const char* names[] = {"Coeur", "Carreau", "Pique", "Treff"};
            for (int i = 0; i < 4; ++i) radio((std::string(names[i]) + "##suit").c_str(), suit, i, i == 0);
            if (suit >= 0) h.king = static_cast<Suit>(suit);

            row(tr("König bei"), tr("Wer den gerufenen König hält: der Partner; der Spieler selbst (allein gegen drei); oder der Talon."));
            pform::partner_radios(f.partner, deal, players, h.declarer, true, tr("Talon"), kPartnerTalon);
            if (f.partner == kPartnerTalon && h.game == Game::Rufer) {
                row("  ");
                ImGui::Checkbox(tr("geschleift (4 an jeden)"), &h.schleifen);
            }
        }
        pform::parties_line(koenigrufen::parties_text(f.to_hand(), deal, players));

        const bool schleifen = h.schleifen && f.partner == kPartnerTalon && h.game == Game::Rufer;
        if (!schleifen) {
            row(tr("Contra"), tr("Contra (×2), Recontra (×4), Supercontra (×8) auf das Spiel."));
            pform::contra_radios("contra", h.contra);
            pform::result_rows(s, f.result, true, tr("Die Kartenpunkte der Spielerpartei (Stiche und Verlegtes), Drittel erlaubt: 36 gewinnt. Taste F2."));

            if (h.calls_king() && f.partner != kPartnerTalon) {
                row(tr("Gerufener König"), tr("Eingebracht; von den Gegnern gefangen (Strafe); im letzten Stich von der Spielerpartei eingebracht (König Ultimo)."));
                const CalledKing before = h.called_king.value_or(CalledKing::Home);
                CalledKing ck = before;
                radio(tr("eingebracht##ck"), ck, CalledKing::Home, true);
                radio(tr("gefangen##ck"), ck, CalledKing::Captured);
                radio(tr("Ultimo##ck"), ck, CalledKing::Ultimo);
                if (ck != before) h.called_king = ck;
                if (f.partner != h.declarer) {
                    row(tr("  König Ultimo"), tr("Vom Partner angesagt (4, im Solo 8)."));
                    ImGui::Checkbox(tr("angesagt##ku"), &h.koenig_ultimo);
                    if (h.koenig_ultimo) {
                        ImGui::SameLine();
                        pform::contra_radios("kucontra", h.koenig_ultimo_contra);
                    } else {
                        h.koenig_ultimo_contra = 0;
                    }
                }
            }

            pform::ultimo_rows(h.ultimo, deal, players, h.declarer, tr("Pagat im letzten Stich, von jeder Partei: still 2, angesagt 4 (mal Spielfaktor)."));
            pform::volat_rows(h.volat, tr("Alle Stiche an eine Partei: statt des Spiels (Codex §19)."));
        }

        row(tr("Honneurs"), tr("In der Hand gehalten: Köpfe (Sküs + Mond), Köpfe mit Pagat, Trull, alle vier Könige."));
        {
            bool first = true;
            const Honour hs[] = {Honour::Koepfe, Honour::KoepfePagat, Honour::Trull, Honour::Quatre};
            const char* names[] = {tr("Köpfe"), tr("Köpfe+Pagat"), tr("Trull"), tr("4 Könige")};
            for (int p : deal.active) {
                ImGui::PushID(p);
                if (!first) form::continue_row();
                first = false;
                ImGui::AlignTextToFramePadding();
                ImGui::TextUnformatted(players[static_cast<std::size_t>(p)].c_str());
                for (int i = 0; i < 4; ++i) {
                    if (i == 2) {
                        form::continue_row();  // Trull and four kings on a second line
                        ImGui::Dummy(ImVec2(0.0f, 0.0f));
                    }
                    ImGui::SameLine(i == 0 || i == 2 ? ImGui::GetFontSize() * 5.0f : 0.0f);
                    bool held = f.has_honour(p, hs[i]);
                    if (ImGui::Checkbox(names[i], &held)) f.set_honour(p, hs[i], held);
                }
                ImGui::PopID();
            }
        }
        if (!schleifen && setup.rules.is("trull_quatre", "tricks")) {
            row(tr("Trull eingebracht"), tr("Böhmische Hausregel (A-K4): welche Partei alle drei Tarock-Honneurs in ihren Stichen hat."));
            side_radios("coltrull", h.collected_trull);
            row(tr("Könige eingebracht"), tr("Böhmische Hausregel (A-K4): welche Partei alle vier Könige in ihren Stichen hat."));
            side_radios("colquatre", h.collected_quatre);
        } else {
            h.collected_trull.reset();
            h.collected_quatre.reset();
        }
        if (!schleifen) {
            pform::renonce_row(h.renonce, deal, players, tr("Wer renonciert hat (Codex §8): die Gegenpartei gewinnt Spiel und Ansagen."));
            if (h.calls_king() && f.partner >= 0 && f.partner != h.declarer) {
                row(tr("Contra des Partners"), tr("Codex §26: der Gerufene hat irrtümlich Contra gegeben (auf den Pagat Ultimo des Spielers oder auf das Spiel)."));
                radio(tr("nein##pc"), h.partner_contra, PartnerContra::None, true);
                radio(tr("auf den Ultimo##pc"), h.partner_contra, PartnerContra::Ultimo);
                radio(tr("auf das Spiel##pc"), h.partner_contra, PartnerContra::Game);
            }
        }
    }
    form::note_rows(s, h.note);
    form::end_table();
    if (s.focus_form) s.focus_form = false;
}

/// The Königrufen form in the registry (hand_forms.def).
class KoenigrufenFormUi final : public pform::PartnerFormUi<KoenigrufenForm, new_koenigrufen_form> {
public:
    void draw(AppState& s, const Deal& deal) override { draw_koenigrufen_form(s, model, deal); }

protected:
    std::span<const GameKey> game_keys() const override {
        static constexpr GameKey keys[] = {{'R', Game::Rufer}, {'S', Game::Solo}, {'D', Game::Dreier}, {'O', Game::SoloDreier}};
        return keys;
    }
    const std::string& typed_points() const override { return model.result.points; }
    pform::OpenHints open_hints() const override {
        return {tr("Noch kein Spieler gewählt (Tasten 1-4)."),
                tr("Wer hat den gerufenen König? Den Partner, den Spieler selbst oder den Talon wählen."),
                tr("Noch keine Kartenpunkte eingetragen (Taste F2): 36 gewinnt.")};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_koenigrufen() { return std::make_unique<KoenigrufenFormUi>(); }

}  // namespace tarock::app
