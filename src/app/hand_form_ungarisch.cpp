// The Ungarisch-Tarok hand form: draws UngarischForm for the active players of the deal.
#include <fmt/format.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/app_state.hpp"
#include "app/form_widgets.hpp"
#include "app/hand_form_ungarisch.hpp"
#include "app/hand_forms.hpp"
#include "app/ui.hpp"
#include "games/variant.hpp"

namespace tarock::app {

namespace {

using form::player_combo;
using form::player_radios;
using form::radio;
using form::row;

/// The rows of tous les trois / tous les quatre (§4.2).
void premium_rows(const char* id, const char* label, const char* help, PartyPremiumInput& p) {
    ImGui::PushID(id);
    row(label, help);
    radio(tr("keiner"), p.mode, PremiumMode::None, true);
    radio(tr("still"), p.mode, PremiumMode::Silent);
    radio(tr("angesagt"), p.mode, PremiumMode::Announced);
    if (p.mode == PremiumMode::Announced) {
        row(tr("  angesagt von"));
        radio(tr("Spieler##ann"), p.announced_by, tapp::Party::Declarer, true);
        radio(tr("Gegner##ann"), p.announced_by, tapp::Party::Opponents);
        row(tr("  Contra"));
        ladder_contra_radios("contra", p.contra);
    }
    if (p.mode != PremiumMode::None) {
        row(tr("  eingebracht von"), tr("Welche Partei alle diese Honneurs am Ende in ihren Stichen hatte."));
        radio(tr("Spieler##by"), p.collected_by, tapp::Party::Declarer, true);
        radio(tr("Gegner##by"), p.collected_by, tapp::Party::Opponents);
        if (p.mode == PremiumMode::Announced) radio(tr("niemand##by"), p.collected_by, tapp::Party::None);
    }
    ImGui::PopID();
}

void draw_ungarisch_form(AppState& s, UngarischForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    const TableSetup setup = make_setup(*s.evening);
    const int zweier_max = setup.rules.is("zweier_max", "3") ? 3 : 6;
    const int einer_max = setup.rules.is("einer_max", "6") ? 6 : 11;

    if (!form::begin_table("##ungarischform")) return;
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

        draw_ladder(f.contract, zweier_max, einer_max);

        row(tr("Contra"), tr("Contra (×2), Recontra (×4), Supercontra (×8) auf das Spiel."));
        ladder_contra_radios("contra", f.contra);
        row(tr("Courage"), tr("Der Spieler hält keinen Tarok-Honneur und verdoppelt das Spiel (§4.4). Taste C."));
        ImGui::Checkbox(tr("Courage angesagt"), &f.courage);

        row(tr("Ergebnis"), tr("Kartenpunkte des Spielers (von 66, 34 gewinnt; Drittel erlaubt) oder nur gewonnen/verloren."));
        {
            int choice = f.result_input == ResultInput::Points ? 0 : f.result_input == ResultInput::None ? 3 : f.won ? 1 : 2;
            bool changed = radio(tr("Kartenpunkte"), choice, 0, true);
            changed |= radio(tr("gewonnen"), choice, 1);
            changed |= radio(tr("verloren"), choice, 2);
            if (f.renonce >= 0 || f.result_input == ResultInput::None) changed |= radio(tr("keins (Renonce)"), choice, 3);
            if (changed) {
                f.result_input = choice == 0 ? ResultInput::Points : choice == 3 ? ResultInput::None : ResultInput::WonLost;
                f.won = choice != 2;
            }
            if (f.result_input == ResultInput::Points) {
                row(tr("Kartenpunkte"), tr("Die Kartenpunkte des Spielers, Drittel erlaubt (33 2/3 zählt 34). Taste F2."));
                if (s.focus_form) {
                    ImGui::SetKeyboardFocusHere();
                    s.focus_form = false;
                }
                ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
                ImGui::InputTextWithHint("##points", tr("z. B. 35 2/3"), &f.points);
            }
        }

        premium_rows("trull", "Tous les trois", tr("Sküs, Mond und Pagat in den Stichen einer Partei (§4.2)."), f.trull);
        premium_rows("quatre", "Tous les quatre", tr("Alle vier Könige in den Stichen einer Partei (§4.2)."), f.quatre);

        row(tr("Tarok gemeldet"), tr("Wer mehr als neun Tarok hatte, meldet die Zahl (§4.3): zehn 1, elf 2, zwölf 3 für seine Partei."));
        {
            bool first = true;
            for (int p : deal.active) {
                ImGui::PushID(p);
                if (!first) form::continue_row();
                first = false;
                ImGui::AlignTextToFramePadding();
                ImGui::TextUnformatted(players[static_cast<std::size_t>(p)].c_str());
                int count = f.tarock_count(p);
                ImGui::SameLine(ImGui::GetFontSize() * 7.0f);
                bool changed = radio(tr("\xE2\x80\x94"), count, 0, true);
                changed |= radio("10", count, 10);
                changed |= radio("11", count, 11);
                changed |= radio("12", count, 12);
                if (changed) f.set_tarock_count(p, count);
                ImGui::PopID();
            }
        }

        row(tr("Ultimo"), tr("Pagat im letzten Stich: still 2, angesagt 4 (im Solo das Doppelte); ansagen darf nur der Spieler."));
        {
            const PremiumMode before = f.ultimo;
            radio(tr("keiner##ult"), f.ultimo, PremiumMode::None, true);
            radio(tr("still##ult"), f.ultimo, PremiumMode::Silent);
            radio(tr("angesagt##ult"), f.ultimo, PremiumMode::Announced);
            if (f.ultimo == PremiumMode::Announced && before != PremiumMode::Announced && f.declarer >= 0) f.ultimo_player = f.declarer;
            if (f.ultimo != PremiumMode::None) {
                row(tr("  Pagat bei"));
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

        row(tr("Volat"), tr("Alle Stiche an eine Partei: still 12, angesagt 24 (im Solo das Doppelte), statt des Spiels."));
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

        row(tr("Renonce"), tr("Wer renonciert hat: die Gegenpartei gewinnt das Spiel und alle Ansagen."));
        player_combo("##renonce", f.renonce, deal, players, tr("niemand"));
        if (f.renonce >= 0) {
            row(tr("  Grund"));
            radio(tr("Spiel (§8)"), f.renonce_cause, ungarisch::RenonceCause::Play, true);
            radio(tr("Tarokansage (§32)"), f.renonce_cause, ungarisch::RenonceCause::TarockCount);
            radio(tr("falsche Courage"), f.renonce_cause, ungarisch::RenonceCause::FalseCourage);
        }
    }

    form::note_rows(s, f.note);
    form::end_table();

    if (s.focus_form) s.focus_form = false;
}

/// The Ungarisch form in the registry (hand_forms.def).
class UngarischFormUi final : public HandFormOf<UngarischForm> {
public:
    void clear(int dealer) override { model = new_ungarisch_form(dealer); }
    void follow_rotation(int dealer) override {
        if (!model.dealer_explicit) model.dealer = dealer;
    }
    int dealer() const override { return model.dealer; }
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        model = UngarischForm::from_json(hand, players, rotation_dealer);
    }
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override {
        return model.to_json(players, rotation_dealer);
    }
    void draw(AppState& s, const Deal& deal) override { draw_ungarisch_form(s, model, deal); }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        try {
            return UngarischForm::from_json(hand, players, -1).summary(players);
        } catch (const InputError& e) {
            return error_text(e);
        }
    }
    void shortcuts(AppState& s) override {
        if (ui::pressed(ui::keys::kF2)) {
            model.result_input = ResultInput::Points;
            s.focus_form = true;
        }
        if (!ui::no_modifier()) return;
        if (model.kind == tapp::DealKind::Game) form::declarer_keys(s, model.declarer);
        if (ui::pressed('D')) model.contract.game = tapp::Contract::Dreier;
        if (ui::pressed('Z')) model.contract.game = tapp::Contract::Zweier;
        if (ui::pressed('E')) model.contract.game = tapp::Contract::Einer;
        if (ui::pressed('S')) model.contract.game = tapp::Contract::Solo;
        if (ui::pressed('C')) model.courage = !model.courage;
    }
    std::string hint(const InputError& refusal) const override {
        if (model.kind == tapp::DealKind::Game && model.declarer < 0 && refusal.field() == "declarer")
            return tr("Noch kein Spieler gewählt (Tasten 1, 2, 3). Die Vorschau zeigt dann, wer wem was zahlt.");
        return {};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_ungarisch() { return std::make_unique<UngarischFormUi>(); }

}  // namespace tarock::app
