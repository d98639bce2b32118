// The Tapp-Tarok hand form: draws TappForm for the active players of the deal.
#include <fmt/format.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/form_widgets.hpp"
#include "app/hand_form_tapp.hpp"
#include "app/hand_forms.hpp"
#include "app/ui.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app {

namespace {

using tapp::DealKind;
using tapp::Game;
using tapp::Honour;
using tapp::Party;
using tapp::Talon;
using form::next_on_line;
using form::player_combo;
using form::player_radios;
using form::radio;
using form::row;

void contra_radios(const char* id, int& level) {
    ImGui::PushID(id);
    radio(tr("\xE2\x80\x94"), level, 0, true);  // em dash: none
    for (int c = 1; c <= kMaxContra; ++c) radio(contra_name(c), level, c);
    ImGui::PopID();
}

}  // namespace

void draw_tapp_form(AppState& s, TappForm& f, const Deal& deal) {
    const auto& players = s.evening->players;

    if (!form::begin_table("##tappform")) return;
    form::dealer_row(s, f.dealer, f.dealer_explicit, deal);

    row(tr("Art"));
    radio(tr("Spiel"), f.kind, DealKind::Game, true);
    radio(tr("Alle gepasst"), f.kind, DealKind::AllPass);
    radio(tr("Vergeben (§4)"), f.kind, DealKind::Misdeal);
    ui::tooltip(tr("Codex §4: der Geber zahlt jedem Mitspieler die Pönale und gibt neu."));
    radio(tr("Eingeworfen (§3)"), f.kind, DealKind::ThrownIn);
    ui::tooltip(tr("Codex §3: aufgedeckte Karte, ohne Strafe neu geben."));

    if (f.kind == DealKind::Game) {
        row(tr("Spieler"), tr("Wer das Spiel gemacht hat (Tasten 1-3)."));
        player_radios("declarer", f.declarer, deal, players, true);

        row(tr("Zuerst angesagt"), tr("Wer als Erster ein Spiel angesagt hat (für verpasste Trull/Quatre, §2.6)."));
        player_combo("##opened", f.opened_by, deal, players, tr("\xE2\x80\x94 (der Spieler)"));

        row(tr("Spiel"), tr("Taste D: Dreier, Taste S: Solo."));
        radio(tr("Dreier"), f.game, Game::Dreier, true);
        radio(tr("Solo"), f.game, Game::Solo);

        if (f.game == Game::Dreier) {
            row(tr("Dreier"), tr("Das Vielfache direkt, oder die Stufe der Steigerung und die Talonwahl (§2.2)."));
            radio(tr("Vielfaches"), f.dreier_input, DreierInput::Multiple, true);
            if (radio(tr("Stufe + Talon"), f.dreier_input, DreierInput::Level) && f.level < 1) f.level = 1;
            if (f.dreier_input == DreierInput::Multiple) {
                row(tr("Vielfaches"));
                ImGui::PushID("mult");
                for (int m = 1; m <= 6; ++m) radio(fmt::format("{}\xC3\x97", m).c_str(), f.multiple, m, m == 1);
                ImGui::PopID();
            } else {
                row(tr("Stufe"), tr("Bis zu welcher Stufe gesteigert wurde (1 bis 4)."));
                ImGui::PushID("level");
                for (int l = 1; l <= 4; ++l) radio(std::to_string(l).c_str(), f.level, l, l == 1);
                ImGui::PopID();
                row(tr("Talon"));
                radio(tr("erste Lage"), f.talon, Talon::FirstSeen, true);
                radio(tr("andere Lage"), f.talon, Talon::Other);
                radio(tr("zurück zur ersten"), f.talon, Talon::Back);
                radio(tr("nicht notiert"), f.talon, Talon::Unrecorded);
                ImGui::SameLine();
                ImGui::TextColored(ui::kBlue, "= %d\xC3\x97", f.to_hand().dreier_multiple());
            }
        }

        row(tr("Contra"), tr("Contra (×2), Recontra (×4), Supercontra (×8) auf das Spiel."));
        contra_radios("contra", f.contra);

        row(tr("Ergebnis"), tr("Kartenpunkte des Spielers (Drittel erlaubt, z. B. 35 2/3) oder nur gewonnen/verloren."));
        {
            int choice = f.result_input == ResultInput::Points ? 0 : f.result_input == ResultInput::None ? 3 : f.won ? 1 : 2;
            bool changed = radio(tr("Kartenpunkte"), choice, 0, true);
            changed |= radio(tr("gewonnen"), choice, 1);
            changed |= radio(tr("verloren"), choice, 2);
            if (f.renonce >= 0 || f.result_input == ResultInput::None) {
                changed |= radio(tr("keins (Renonce)"), choice, 3);
            }
            if (changed) {
                f.result_input = choice == 0 ? ResultInput::Points : choice == 3 ? ResultInput::None : ResultInput::WonLost;
                f.won = choice != 2;
            }
            if (f.result_input == ResultInput::Points) {
                row(tr("Kartenpunkte"), tr("Die Kartenpunkte des Spielers, Drittel erlaubt (35 2/3). Taste F2."));
                if (s.focus_form) {
                    ImGui::SetKeyboardFocusHere();
                    s.focus_form = false;
                }
                ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
                ImGui::InputTextWithHint("##points", tr("z. B. 35 2/3"), &f.points);
            }
        }

        row(tr("Honneurs"), tr("Wer Köpfe, Trull oder Quatre gehalten hat."));
        {
            bool first = true;
            for (int p : deal.active) {
                ImGui::PushID(p);
                if (!first) {
                    ImGui::TableNextRow();
                    ImGui::TableNextColumn();
                    ImGui::TableNextColumn();
                }
                first = false;
                ImGui::AlignTextToFramePadding();
                ImGui::TextUnformatted(players[static_cast<std::size_t>(p)].c_str());
                const Honour hs[] = {Honour::Koepfe, Honour::Trull, Honour::Quatre};
                const char* names[] = {tr("Köpfe"), tr("Trull"), tr("Quatre")};
                for (int i = 0; i < 3; ++i) {
                    ImGui::SameLine(i == 0 ? ImGui::GetFontSize() * 7.0f : 0.0f);
                    bool held = f.has_honour(p, hs[i]);
                    if (ImGui::Checkbox(names[i], &held)) f.set_honour(p, hs[i], held);
                }
                ImGui::PopID();
            }
        }

        row(tr("Ultimo"), tr("Pagat im letzten Stich (§2.7): still gespielt oder angesagt."));
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
                    contra_radios("ultcontra", f.ultimo_contra);
                    row("  ");
                    ImGui::Checkbox(tr("ohne Pagat angesagt (§20)"), &f.ultimo_without_pagat);
                    ui::tooltip(tr("Codex §20: den Ultimo angesagt, ohne den Pagat zu halten."));
                }
            }
        }

        row(tr("Volat"), tr("Alle Stiche an eine Partei (§2.8)."));
        radio(tr("keiner##vol"), f.volat, PremiumMode::None, true);
        radio(tr("still##vol"), f.volat, PremiumMode::Silent);
        radio(tr("angesagt##vol"), f.volat, PremiumMode::Announced);
        if (f.volat == PremiumMode::Silent) {
            row(tr("  gemacht von"));
            radio(tr("Spieler##volby"), f.volat_made_by, Party::Declarer, true);
            radio(tr("Gegner##volby"), f.volat_made_by, Party::Opponents);
        } else if (f.volat == PremiumMode::Announced) {
            row(tr("  angesagt von"));
            radio(tr("Spieler##volann"), f.volat_announced_by, Party::Declarer, true);
            radio(tr("Gegner##volann"), f.volat_announced_by, Party::Opponents);
            row(tr("  gemacht von"));
            radio(tr("Spieler##volby"), f.volat_made_by, Party::Declarer, true);
            radio(tr("Gegner##volby"), f.volat_made_by, Party::Opponents);
            radio(tr("niemand##volby"), f.volat_made_by, Party::None);
            row(tr("  Contra"));
            contra_radios("volcontra", f.volat_contra);
        }

        row(tr("Renonce"), tr("Wer renonciert hat (Codex §7-§11): die Gegenpartei gewinnt."));
        player_combo("##renonce", f.renonce, deal, players, tr("niemand"));
    }

    form::note_rows(s, f.note);
    form::end_table();

    if (s.focus_form) s.focus_form = false;  // no points field shown
}

namespace {

/// The Tapp form in the registry (hand_forms.def).
class TappFormUi final : public HandFormOf<TappForm> {
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
        if (model.kind == DealKind::Game) form::declarer_keys(s, model.declarer);
        if (ui::pressed('D')) model.game = Game::Dreier;
        if (ui::pressed('S')) model.game = Game::Solo;
    }
    std::string hint(const InputError& refusal) const override {
        if (model.kind == DealKind::Game && model.declarer < 0 && refusal.field() == "declarer")
            return tr("Noch kein Spieler gewählt (Tasten 1, 2, 3). Die Vorschau zeigt dann, wer wem was zahlt.");
        return {};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_tapp() { return std::make_unique<TappFormUi>(); }

}  // namespace tarock::app
