// The Steyerisch-Tarok hand form: draws SteyerischForm for the active players of the deal and
// shows the Gewinn-Points computation of the core under the card points.
#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/app_state.hpp"
#include "app/form_widgets.hpp"
#include "app/hand_form_steyerisch.hpp"
#include "app/hand_forms.hpp"
#include "app/ui.hpp"
#include "games/variant.hpp"

namespace tarock::app {

namespace {

using form::player_combo;
using form::player_radios;
using form::radio;
using form::row;

void draw_steyerisch_form(AppState& s, SteyerischForm& f, const Deal& deal) {
    const auto& players = s.evening->players;

    if (!form::begin_table("##steyerischform")) return;
    form::dealer_row(s, f.dealer, f.dealer_explicit, deal);

    row(tr("Art"));
    radio(tr("Spiel"), f.kind, tapp::DealKind::Game, true);
    radio(tr("Alle gepasst"), f.kind, tapp::DealKind::AllPass);
    radio(tr("Vergeben (§4)"), f.kind, tapp::DealKind::Misdeal);
    ui::tooltip(tr("Codex §4: der Geber zahlt jedem Mitspieler die Pönale und gibt neu."));
    radio(tr("Eingeworfen (§3)"), f.kind, tapp::DealKind::ThrownIn);
    ui::tooltip(tr("Codex §3: aufgedeckte Karte, ohne Strafe neu geben."));

    if (f.kind == tapp::DealKind::Game) {
        row(tr("Spieler"), tr("Wer das Spiel gemacht hat (Tasten 1-3)."));
        player_radios("declarer", f.declarer, deal, players, true);

        row(tr("Zuerst angesagt"), tr("Wer als Erster ein Spiel angesagt hat (für verpasste tous les trois/quatre, A-C6)."));
        player_combo("##opened", f.opened_by, deal, players, tr("\xE2\x80\x94 (der Spieler)"));

        draw_ladder(f.contract, 6, 11);

        row(tr("Contra"), tr("Contra (×2), Recontra (×4), Supercontra (×8) auf die Gewinn-Points."));
        ladder_contra_radios("contra", f.contra);

        row(tr("Kartenpunkte"), tr("Die Kartenpunkte des Spielers, Drittel erlaubt (35 2/3): aus ihnen kommen die Gewinn-Points. Taste F2."));
        if (s.focus_form) {
            ImGui::SetKeyboardFocusHere();
            s.focus_form = false;
        }
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
        ImGui::InputTextWithHint("##points", tr("z. B. 35 2/3"), &f.points);

        // The Gewinn-Points as the core computes them, once the hand is accepted.
        if (s.entry.preview && !s.entry.refusal) {
            const TableSetup setup = make_setup(*s.evening);
            if (const auto line = f.gewinn_line(setup.rules)) {
                row(tr("Gewinn-Points"), tr("Die Points der Gewinnpartei über 35 plus die Consolation, mal dem Spielfaktor; verloren mal dem Vielfachen (§3.3)."));
                ImGui::PushTextWrapPos(0.0f);
                ImGui::TextColored(ui::kBlue, "%s", line->c_str());
                ImGui::PopTextWrapPos();
            }
        }

        row(tr("Honneurs"), tr("Wer tous les trois (Trull) oder tous les quatre (Quatre) gehalten hat: je eine Consolation. Köpfe zählen nicht."));
        {
            bool first = true;
            for (int p : deal.active) {
                ImGui::PushID(p);
                if (!first) form::continue_row();
                first = false;
                ImGui::AlignTextToFramePadding();
                ImGui::TextUnformatted(players[static_cast<std::size_t>(p)].c_str());
                const tapp::Honour hs[] = {tapp::Honour::Trull, tapp::Honour::Quatre};
                const char* names[] = {tr("Trull"), tr("Quatre")};
                for (int i = 0; i < 2; ++i) {
                    ImGui::SameLine(i == 0 ? ImGui::GetFontSize() * 7.0f : 0.0f);
                    bool held = f.has_honour(p, hs[i]);
                    if (ImGui::Checkbox(names[i], &held)) f.set_honour(p, hs[i], held);
                }
                ImGui::PopID();
            }
        }

        row(tr("Ultimo"), tr("Pagat im letzten Stich: still 10, angesagt 20 (die Consolation)."));
        {
            const PremiumMode before = f.ultimo;
            radio(tr("keiner##ult"), f.ultimo, PremiumMode::None, true);
            radio(tr("still##ult"), f.ultimo, PremiumMode::Silent);
            radio(tr("angesagt##ult"), f.ultimo, PremiumMode::Announced);
            if (f.ultimo == PremiumMode::Announced && before != PremiumMode::Announced && f.declarer >= 0) f.ultimo_player = f.declarer;
            if (f.ultimo != PremiumMode::None) {
                row(tr("  Pagat bei"), tr("Wer den Pagat im letzten Stich ausgespielt hat (beim angesagten Ultimo: der Spieler)."));
                player_combo("##ultplayer", f.ultimo_player, deal, players, tr("\xE2\x80\x94 bitte wählen"));
                row(tr("  Ultimo"));
                radio(tr("gewonnen##ultres"), f.ultimo_won, true, true);
                radio(tr("verloren##ultres"), f.ultimo_won, false);
                if (f.ultimo == PremiumMode::Announced) {
                    row(tr("  Contra"));
                    ladder_contra_radios("ultcontra", f.ultimo_contra);
                    row("  ");
                    ImGui::Checkbox(tr("ohne Pagat angesagt (§20)"), &f.ultimo_without_pagat);
                }
            }
        }

        row(tr("Volat"), tr("Alle Stiche an eine Partei: still 7, angesagt 14 Consolationen mal Spielfaktor, statt der Gewinn-Points (§3.5)."));
        radio(tr("keiner##vol"), f.volat, PremiumMode::None, true);
        radio(tr("still##vol"), f.volat, PremiumMode::Silent);
        radio(tr("angesagt##vol"), f.volat, PremiumMode::Announced);
        if (f.volat == PremiumMode::Silent) {
            row(tr("  gemacht von"));
            radio(tr("Spieler##volby"), f.volat_made_by, tapp::Party::Declarer, true);
            radio(tr("Gegner##volby"), f.volat_made_by, tapp::Party::Opponents);
        } else if (f.volat == PremiumMode::Announced) {
            row(tr("  angesagt von"));
            radio(tr("Spieler##volann"), f.volat_announced_by, tapp::Party::Declarer, true);
            radio(tr("Gegner##volann"), f.volat_announced_by, tapp::Party::Opponents);
            row(tr("  gemacht von"));
            radio(tr("Spieler##volby"), f.volat_made_by, tapp::Party::Declarer, true);
            radio(tr("Gegner##volby"), f.volat_made_by, tapp::Party::Opponents);
            radio(tr("niemand##volby"), f.volat_made_by, tapp::Party::None);
            row(tr("  Contra"));
            ladder_contra_radios("volcontra", f.volat_contra);
        }

        row(tr("Renonce"), tr("Wer renonciert hat (Codex §25): zu Ende spielen, die Punkte eintragen; seine Partei verliert mit doppelter Consolation."));
        player_combo("##renonce", f.renonce, deal, players, tr("niemand"));
    }

    form::note_rows(s, f.note);
    form::end_table();

    if (s.focus_form) s.focus_form = false;
}

/// The Steyerisch form in the registry (hand_forms.def).
class SteyerischFormUi final : public HandFormOf<SteyerischForm> {
public:
    void clear(int dealer) override { model = new_steyerisch_form(dealer); }
    void follow_rotation(int dealer) override {
        if (!model.dealer_explicit) model.dealer = dealer;
    }
    int dealer() const override { return model.dealer; }
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        model = SteyerischForm::from_json(hand, players, rotation_dealer);
    }
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override {
        return model.to_json(players, rotation_dealer);
    }
    void draw(AppState& s, const Deal& deal) override { draw_steyerisch_form(s, model, deal); }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        try {
            return SteyerischForm::from_json(hand, players, -1).summary(players);
        } catch (const InputError& e) {
            return error_text(e);
        }
    }
    void shortcuts(AppState& s) override {
        if (ui::pressed(ui::keys::kF2)) s.focus_form = true;
        if (!ui::no_modifier()) return;
        if (model.kind == tapp::DealKind::Game) form::declarer_keys(s, model.declarer);
        if (ui::pressed('D')) model.contract.game = tapp::Contract::Dreier;
        if (ui::pressed('Z')) model.contract.game = tapp::Contract::Zweier;
        if (ui::pressed('E')) model.contract.game = tapp::Contract::Einer;
        if (ui::pressed('S')) model.contract.game = tapp::Contract::Solo;
    }
    std::string hint(const InputError& refusal) const override {
        if (model.kind != tapp::DealKind::Game) return {};
        if (model.declarer < 0 && refusal.field() == "declarer")
            return tr("Noch kein Spieler gewählt (Tasten 1, 2, 3). Die Vorschau zeigt dann die Gewinn-Points und wer wem was zahlt.");
        if (model.points.empty() && refusal.field() == "points")
            return tr("Noch keine Kartenpunkte eingetragen (Taste F2): aus ihnen kommen die Gewinn-Points.");
        return {};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_steyerisch() { return std::make_unique<SteyerischFormUi>(); }

}  // namespace tarock::app
