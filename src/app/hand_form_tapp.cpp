// The Tapp-Tarok hand form: draws TappForm for the active players of the deal.
#include <fmt/format.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/actions.hpp"
#include "app/hand_form_tapp.hpp"
#include "app/ui.hpp"
#include "variants/json_input.hpp"

namespace tarock::app {

namespace {

using tapp::DealKind;
using tapp::Game;
using tapp::Honour;
using tapp::Party;
using tapp::Talon;

/// Starts a form row: the label in the first column, the inputs go to the second.
void row(const char* label, const char* help = nullptr) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    if (help) ui::tooltip(help);
    ImGui::TableNextColumn();
}

/// SameLine() when an item `label` wide still fits on the current line, else a new line.
void next_on_line(const char* label) {
    const ImGuiStyle& st = ImGui::GetStyle();
    const float w = ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetFrameHeight() + st.ItemInnerSpacing.x;
    const float right = ImGui::GetItemRectMax().x + st.ItemSpacing.x + w;
    const float limit = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (right < limit) ImGui::SameLine();
}

/// A radio button bound to any value type; true when clicked.
template <typename T>
bool radio(const char* label, T& v, T value, bool first = false) {
    if (!first) next_on_line(label);
    if (ImGui::RadioButton(label, v == value)) {
        v = value;
        return true;
    }
    return false;
}

/// Radio buttons over the active players (speaking order); the Vorhand is marked.
bool player_radios(const char* id, int& seat, const Deal& deal, const std::vector<std::string>& players, bool shortcuts) {
    bool changed = false;
    ImGui::PushID(id);
    for (std::size_t i = 0; i < deal.active.size(); ++i) {
        const int p = deal.active[i];
        std::string label = players[static_cast<std::size_t>(p)];
        if (i == 0) label += " (VH)";
        if (shortcuts) label = fmt::format("{} {}", i + 1, label);
        label += "##" + std::to_string(p);
        changed |= radio(label.c_str(), seat, p, i == 0);
        if (i == 0) ui::tooltip("VH = Vorhand, spricht zuerst.");
    }
    ImGui::PopID();
    if (seat >= 0 && !deal.is_active(seat)) {
        ImGui::SameLine();
        ImGui::TextColored(ui::kRed, "(%s ruht)", players[static_cast<std::size_t>(seat)].c_str());
    }
    return changed;
}

/// A combo over the active players with a first entry `none_label` for -1.
bool player_combo(const char* id, int& seat, const Deal& deal, const std::vector<std::string>& players, const char* none_label) {
    const std::string preview = seat >= 0 ? players[static_cast<std::size_t>(seat)] : none_label;
    bool changed = false;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12.0f);
    if (ImGui::BeginCombo(id, preview.c_str())) {
        if (ImGui::Selectable(none_label, seat < 0)) {
            seat = -1;
            changed = true;
        }
        for (int p : deal.active) {
            if (ImGui::Selectable(players[static_cast<std::size_t>(p)].c_str(), seat == p)) {
                seat = p;
                changed = true;
            }
        }
        ImGui::EndCombo();
    }
    return changed;
}

void contra_radios(const char* id, int& level) {
    ImGui::PushID(id);
    radio("\xE2\x80\x94", level, 0, true);  // em dash: none
    for (int c = 1; c <= kMaxContra; ++c) radio(contra_name(c), level, c);
    ImGui::PopID();
}

}  // namespace

void draw_tapp_form(AppState& s, const Deal& deal) {
    TappForm& f = s.entry.form;
    const auto& players = s.evening->players;
    const int n = static_cast<int>(players.size());

    if (!ImGui::BeginTable("##tappform", 2, ImGuiTableFlags_SizingFixedFit)) return;
    ImGui::TableSetupColumn("label", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 8.5f);
    ImGui::TableSetupColumn("input", ImGuiTableColumnFlags_WidthStretch);

    row("Geber", "Vorbelegt mit dem nächsten Geber der Reihe.");
    {
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10.0f);
        const std::string cur = f.dealer >= 0 && f.dealer < n ? players[static_cast<std::size_t>(f.dealer)] : "?";
        if (ImGui::BeginCombo("##dealer", cur.c_str())) {
            for (int p = 0; p < n; ++p)
                if (ImGui::Selectable(players[static_cast<std::size_t>(p)].c_str(), f.dealer == p)) {
                    f.dealer = p;
                    f.dealer_explicit = p != s.entry.rotation_dealer || f.dealer_explicit;
                }
            ImGui::EndCombo();
        }
        if (deal.resting) {
            ImGui::SameLine();
            ImGui::TextDisabled("%s ruht (König)", players[static_cast<std::size_t>(*deal.resting)].c_str());
        }
    }

    row("Art");
    radio("Spiel", f.kind, DealKind::Game, true);
    radio("Alle gepasst", f.kind, DealKind::AllPass);
    radio("Vergeben (§4)", f.kind, DealKind::Misdeal);
    ui::tooltip("Codex §4: der Geber zahlt jedem Mitspieler die Pönale und gibt neu.");
    radio("Eingeworfen (§3)", f.kind, DealKind::ThrownIn);
    ui::tooltip("Codex §3: aufgedeckte Karte, ohne Strafe neu geben.");

    if (f.kind == DealKind::Game) {
        row("Spieler", "Wer das Spiel gemacht hat (Tasten 1-3).");
        player_radios("declarer", f.declarer, deal, players, true);

        row("Zuerst angesagt", "Wer als Erster ein Spiel angesagt hat (für verpasste Trull/Quatre, §2.6).");
        player_combo("##opened", f.opened_by, deal, players, "\xE2\x80\x94 (der Spieler)");

        row("Spiel", "Taste D: Dreier, Taste S: Solo.");
        radio("Dreier", f.game, Game::Dreier, true);
        radio("Solo", f.game, Game::Solo);

        if (f.game == Game::Dreier) {
            row("Dreier", "Das Vielfache direkt, oder die Stufe der Steigerung und die Talonwahl (§2.2).");
            radio("Vielfaches", f.dreier_input, DreierInput::Multiple, true);
            if (radio("Stufe + Talon", f.dreier_input, DreierInput::Level) && f.level < 1) f.level = 1;
            if (f.dreier_input == DreierInput::Multiple) {
                row("Vielfaches");
                ImGui::PushID("mult");
                for (int m = 1; m <= 6; ++m) radio(fmt::format("{}\xC3\x97", m).c_str(), f.multiple, m, m == 1);
                ImGui::PopID();
            } else {
                row("Stufe", "Bis zu welcher Stufe gesteigert wurde (1 bis 4).");
                ImGui::PushID("level");
                for (int l = 1; l <= 4; ++l) radio(std::to_string(l).c_str(), f.level, l, l == 1);
                ImGui::PopID();
                row("Talon");
                radio("erste Lage", f.talon, Talon::FirstSeen, true);
                radio("andere Lage", f.talon, Talon::Other);
                radio("zurück zur ersten", f.talon, Talon::Back);
                radio("nicht notiert", f.talon, Talon::Unrecorded);
                ImGui::SameLine();
                ImGui::TextColored(ui::kBlue, "= %d\xC3\x97", f.to_hand().dreier_multiple());
            }
        }

        row("Contra", "Contra (×2), Recontra (×4), Supercontra (×8) auf das Spiel.");
        contra_radios("contra", f.contra);

        row("Ergebnis", "Kartenpunkte des Spielers (Drittel erlaubt, z. B. 35 2/3) oder nur gewonnen/verloren.");
        {
            int choice = f.result_input == ResultInput::Points ? 0 : f.result_input == ResultInput::None ? 3 : f.won ? 1 : 2;
            bool changed = radio("Kartenpunkte", choice, 0, true);
            changed |= radio("gewonnen", choice, 1);
            changed |= radio("verloren", choice, 2);
            if (f.renonce >= 0 || f.result_input == ResultInput::None) {
                changed |= radio("keins (Renonce)", choice, 3);
            }
            if (changed) {
                f.result_input = choice == 0 ? ResultInput::Points : choice == 3 ? ResultInput::None : ResultInput::WonLost;
                f.won = choice != 2;
            }
            if (f.result_input == ResultInput::Points) {
                row("Kartenpunkte", "Die Kartenpunkte des Spielers, Drittel erlaubt (35 2/3). Taste F2.");
                if (s.focus_form) {
                    ImGui::SetKeyboardFocusHere();
                    s.focus_form = false;
                }
                ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
                ImGui::InputTextWithHint("##points", "z. B. 35 2/3", &f.points);
            }
        }

        row("Honneurs", "Wer Köpfe, Trull oder Quatre gehalten hat.");
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
                const char* names[] = {"Köpfe", "Trull", "Quatre"};
                for (int i = 0; i < 3; ++i) {
                    ImGui::SameLine(i == 0 ? ImGui::GetFontSize() * 7.0f : 0.0f);
                    bool held = f.has_honour(p, hs[i]);
                    if (ImGui::Checkbox(names[i], &held)) f.set_honour(p, hs[i], held);
                }
                ImGui::PopID();
            }
        }

        row("Ultimo", "Pagat im letzten Stich (§2.7): still gespielt oder angesagt.");
        {
            const PremiumMode before = f.ultimo;
            radio("keiner##ult", f.ultimo, PremiumMode::None, true);
            radio("still##ult", f.ultimo, PremiumMode::Silent);
            radio("angesagt##ult", f.ultimo, PremiumMode::Announced);
            if (f.ultimo == PremiumMode::Announced && before != PremiumMode::Announced && f.declarer >= 0) f.ultimo_player = f.declarer;
            if (f.ultimo != PremiumMode::None) {
                row("  Pagat bei", "Wer den Pagat im letzten Stich ausgespielt hat (beim angesagten Ultimo: der Spieler).");
                player_combo("##ultplayer", f.ultimo_player, deal, players, "\xE2\x80\x94 bitte wählen");
                row("  Ultimo");
                radio("gewonnen##ultres", f.ultimo_won, true, true);
                radio("verloren##ultres", f.ultimo_won, false);
                if (f.ultimo == PremiumMode::Announced) {
                    row("  Contra");
                    contra_radios("ultcontra", f.ultimo_contra);
                    row("  ");
                    ImGui::Checkbox("ohne Pagat angesagt (§20)", &f.ultimo_without_pagat);
                    ui::tooltip("Codex §20: den Ultimo angesagt, ohne den Pagat zu halten.");
                }
            }
        }

        row("Volat", "Alle Stiche an eine Partei (§2.8).");
        radio("keiner##vol", f.volat, PremiumMode::None, true);
        radio("still##vol", f.volat, PremiumMode::Silent);
        radio("angesagt##vol", f.volat, PremiumMode::Announced);
        if (f.volat == PremiumMode::Silent) {
            row("  gemacht von");
            radio("Spieler##volby", f.volat_made_by, Party::Declarer, true);
            radio("Gegner##volby", f.volat_made_by, Party::Opponents);
        } else if (f.volat == PremiumMode::Announced) {
            row("  angesagt von");
            radio("Spieler##volann", f.volat_announced_by, Party::Declarer, true);
            radio("Gegner##volann", f.volat_announced_by, Party::Opponents);
            row("  gemacht von");
            radio("Spieler##volby", f.volat_made_by, Party::Declarer, true);
            radio("Gegner##volby", f.volat_made_by, Party::Opponents);
            radio("niemand##volby", f.volat_made_by, Party::None);
            row("  Contra");
            contra_radios("volcontra", f.volat_contra);
        }

        row("Renonce", "Wer renonciert hat (Codex §7-§11): die Gegenpartei gewinnt.");
        player_combo("##renonce", f.renonce, deal, players, "niemand");
    }

    row("Notiz");
    ImGui::SetNextItemWidth(-1.0f);
    ImGui::InputTextWithHint("##note", "optional", &f.note);
    if (s.entry.correcting) {
        row("Grund", "Warum die Hand korrigiert wird (steht im Verlauf).");
        ImGui::SetNextItemWidth(-1.0f);
        ImGui::InputTextWithHint("##cnote", "Grund der Korrektur (optional)", &s.entry.correction_note);
    }
    ImGui::EndTable();

    if (s.focus_form) s.focus_form = false;  // no points field shown

    const bool closed = s.evening->closed;
    if (closed) ImGui::BeginDisabled();
    if (ImGui::Button(s.entry.correcting ? "Korrektur speichern (Strg+Enter)" : "Speichern (Strg+Enter)")) save_hand(s);
    if (closed) ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button(s.entry.correcting ? "Abbrechen (Esc)" : "Leeren (Esc)")) start_new_hand(s);
    if (closed) ImGui::TextColored(ui::kGrey, "Der Abend ist abgeschlossen (Abrechnung: wieder öffnen).");
    if (!s.entry.save_error.empty()) ui::wrapped_coloured(ui::kRed, s.entry.save_error);
}

}  // namespace tarock::app
