// The Neunzehnrufen hand form: view-model conversion and the view (see hand_form_neunzehnrufen.hpp).
#include "app/hand_form_neunzehnrufen.hpp"
#include "app/lang.hpp"

#include <algorithm>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/actions.hpp"
#include "app/app_state.hpp"
#include "app/form_widgets.hpp"
#include "app/hand_forms.hpp"
#include "app/ui.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app {

using neunzehnrufen::Ansage;
using neunzehnrufen::DealKind;
using neunzehnrufen::Game;
using neunzehnrufen::Honour;

neunzehnrufen::Hand NeunzehnrufenForm::to_hand() const {
    neunzehnrufen::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) return pform::not_a_game(h);
    h.partner.reset();
    h.bought = false;
    if (h.game == Game::Rufer) {
        if (partner == -2) h.bought = true;
        else if (partner >= 0) h.partner = partner;
        h.multiple.reset();
        h.part.reset();
        h.back = false;
    } else {
        h.called.reset();
        h.schleifen = false;
        h.partner_contra = neunzehnrufen::Hand::PartnerContra::None;
        if (h.game == Game::Solo) {
            h.multiple.reset();
            h.part.reset();
            h.back = false;
        } else if (by_part) {
            h.multiple.reset();
        } else {
            h.part.reset();
            h.back = false;
        }
    }
    if (!h.bought) h.schleifen = false;
    if (h.schleifen) {
        neunzehnrufen::Hand t;
        t.kind = DealKind::Game;
        t.dealer = h.dealer;
        t.declarer = h.declarer;
        t.game = Game::Rufer;
        t.called = h.called;
        t.bought = true;
        t.schleifen = true;
        t.note = h.note;
        return t;
    }
    h.points = pform::parse_points(points);
    return h;
}

Json NeunzehnrufenForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    neunzehnrufen::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (!valid(h.declarer)) h.declarer = -1;
    if (h.strohmann && !valid(*h.strohmann)) h.strohmann.reset();
    if (h.renonce && !valid(*h.renonce)) h.renonce.reset();
    const bool no_pagat = h.ultimo && !valid(h.ultimo->player);
    Json j = neunzehnrufen::to_json(h, players);
    if (no_pagat) j["ultimo"].erase("player");
    pform::ResultText r;
    r.points = points;
    pform::finish_json(j, dealer, dealer_explicit, rotation_dealer, r, h.kind == DealKind::Game && !h.schleifen);
    return j;
}

NeunzehnrufenForm NeunzehnrufenForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    NeunzehnrufenForm f;
    f.hand = neunzehnrufen::parse_hand(j, players);
    f.dealer = f.hand.dealer.value_or(rotation_dealer);
    f.dealer_explicit = f.hand.dealer.has_value();
    f.partner = f.hand.bought ? -2 : f.hand.partner.value_or(-1);
    f.by_part = f.hand.part.has_value() && !f.hand.multiple;
    f.points = pform::points_text(f.hand.points);
    return f;
}

std::string NeunzehnrufenForm::summary(const std::vector<std::string>& players) const {
    const neunzehnrufen::Hand h = to_hand();
    if (h.kind == DealKind::Misdeal) return tr("Vergeben");
    if (h.kind == DealKind::ThrownIn) return tr("Eingeworfen");
    std::string s = pform::seat_name(players, h.declarer) + ": " + neunzehnrufen::game_name(h.game);
    if (h.game == Game::Rufer) {
        if (h.called) s += " " + neunzehnrufen::roman(*h.called);
        if (h.bought) s += h.schleifen ? tr(", im Talon, geschleift") : tr(", im Talon, allein");
        else if (h.partner) s += trf(" mit {}", pform::seat_name(players, *h.partner));
    } else if (h.game != Game::Solo) {
        s += " " + std::to_string(h.talon_multiple()) + "×";
    }
    return s + pform::result_summary(h.contra, h.points, std::nullopt, h.renonce, players);
}

bool NeunzehnrufenForm::has_honour(int seat, Honour h) const {
    return pform::has_item(hand.honours, seat, h);
}
void NeunzehnrufenForm::set_honour(int seat, Honour h, bool held) {
    pform::set_item(hand.honours, seat, h, held);
}
bool NeunzehnrufenForm::has_ansage(int seat, Ansage a) const {
    return pform::has_item(hand.ansagen, seat, a);
}
void NeunzehnrufenForm::set_ansage(int seat, Ansage a, bool on) {
    pform::set_item(hand.ansagen, seat, a, on);
}

NeunzehnrufenForm new_neunzehnrufen_form(int dealer) {
    NeunzehnrufenForm f;
    f.dealer = dealer;
    return f;
}

namespace {

using form::player_combo;
using form::player_radios;
using form::radio;
using form::row;

void draw_neunzehnrufen_form(AppState& s, NeunzehnrufenForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    const TableSetup setup = make_setup(*s.evening);
    neunzehnrufen::Hand& h = f.hand;
    if (!form::begin_table("##neunzehnrufenform")) return;
    form::dealer_row(s, f.dealer, f.dealer_explicit, deal);
    {
        // The table: who the dummies are (neunzehnrufen §3.1).
        const auto t = neunzehnrufen::table_of(setup);
        std::string text;
        if (t.mode == neunzehnrufen::TableMode::Fliegend) text = trf("Fliegender Strohmann: {} gibt und ruht, seine Karten liegen offen.", pform::seat_name(players, f.dealer));
        for (int d : t.dummy_seats) text += (text.empty() ? std::string(tr("Strohmann: ")) : std::string(", ")) + pform::seat_name(players, d);
        if (!text.empty()) {
            row(tr("Tisch"), tr("Die Hausregel table: wer der Strohmann ist und wer für ihn bucht."));
            ImGui::TextColored(ui::kBlue, "%s", text.c_str());
        }
    }

    row(tr("Art"));
    radio(tr("Spiel"), h.kind, DealKind::Game, true);
    radio(tr("Vergeben (§4)"), h.kind, DealKind::Misdeal);
    radio(tr("Eingeworfen (§3)"), h.kind, DealKind::ThrownIn);

    if (h.kind == DealKind::Game) {
        row(tr("Spieler"), tr("Wer das Spiel angesagt hat; den Rufer spielt die Vorhand (Tasten 1-4)."));
        player_radios("declarer", h.declarer, deal, players, true);

        row(tr("Spiel"), tr("Rufer ×1, Dreier ×3, Zweier ×4, Einer ×5, Solo ×6 (Tasten R, D, Z, E, S)."));
        radio(tr("Rufer"), h.game, Game::Rufer, true);
        radio(tr("Dreier"), h.game, Game::Dreier);
        radio(tr("Zweier"), h.game, Game::Zweier);
        radio(tr("Einer"), h.game, Game::Einer);
        radio(tr("Solo"), h.game, Game::Solo);

        if (h.game == Game::Rufer) {
            row(tr("Gerufen"), tr("XIX, oder der nächste Tarock, der der Vorhand fehlt."));
            pform::called_tarock_combo(h.called, 19);
            row(tr("Tarock bei"), tr("Wer den gerufenen Tarock hält (auch ein Strohmann); oder er lag in den vier Talonkarten der Vorhand."));
            pform::partner_radios(f.partner, deal, players, h.declarer, false, tr("Talon"), -2);
            if (f.partner == -2) {
                row("  ");
                ImGui::Checkbox(tr("geschleift (10 an jeden)"), &h.schleifen);
            }
        } else if (h.game != Game::Solo) {
            const int mx = neunzehnrufen::max_multiple(h.game), n = neunzehnrufen::talon_parts(h.game);
            row(tr("Talon"), tr("Das Vielfache (nur im Verlust): direkt, oder der genommene Teil und ob zurückgegangen."));
            radio(tr("Vielfaches##tin"), f.by_part, false, true);
            radio(tr("Teil genommen##tin"), f.by_part, true);
            if (!f.by_part) {
                row(tr("  Vielfaches"));
                int m = h.multiple.value_or(1);
                ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
                ImGui::SliderInt("##mult", &m, 1, mx, "%d×");
                h.multiple = m;
            } else {
                row(tr("  Teil"));
                int part = h.part.value_or(1);
                ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
                ImGui::SliderInt("##part", &part, 1, n);
                h.part = part;
                ImGui::SameLine();
                ImGui::Checkbox(tr("zurückgegangen##back"), &h.back);
            }
        }
        pform::parties_line(neunzehnrufen::parties_text(f.to_hand(), deal, setup));

        if (!(h.schleifen && f.partner == -2 && h.game == Game::Rufer)) {
            const auto table = neunzehnrufen::table_of(setup);
            if (table.mode == neunzehnrufen::TableMode::Drei ||
                (table.mode == neunzehnrufen::TableMode::Fliegend && setup.rules.is("flying_owner", "player")) || h.strohmann) {
                row(tr("Hineingreifen"), tr("Wer den Strohmann spielt und bucht, wenn die Regel es offen lässt (allein gegen drei, 000:L868)."));
                int st = h.strohmann.value_or(-1);
                player_combo("##strohmann", st, deal, players, tr("\xE2\x80\x94 (ergibt sich)"));
                if (st >= 0) h.strohmann = st;
                else h.strohmann.reset();
            }

            row(tr("Contra"), tr("Contra (×2), Recontra (×4), Supercontra (×8) auf das Spiel."));
            pform::contra_radios("contra", h.contra);
            row(tr("Kartenpunkte"), tr("Die Kartenpunkte der Spielerpartei, Drittel erlaubt: 36 gewinnt; der Preis richtet sich nach den Punkten über 35. Taste F2."));
            if (s.focus_form) {
                ImGui::SetKeyboardFocusHere();
                s.focus_form = false;
            }
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
            ImGui::InputTextWithHint("##points", tr("z. B. 43"), &f.points);

            row(tr("Gehalten / angesagt"), tr("Trull (immer 8), vier Könige (nur mit \"Honneurs!\" bezahlt), Honneurs-Ansagen; darunter die Tarock-Ansage."));
            bool first = true;
            for (int p : deal.active) {
                ImGui::PushID(p);
                if (!first) form::continue_row();
                first = false;
                ImGui::AlignTextToFramePadding();
                ImGui::TextUnformatted(players[static_cast<std::size_t>(p)].c_str());
                ImGui::SameLine(ImGui::GetFontSize() * 4.5f);
                bool t = f.has_honour(p, Honour::Trull), q = f.has_honour(p, Honour::Quatre);
                if (ImGui::Checkbox(tr("Trull"), &t)) f.set_honour(p, Honour::Trull, t);
                ImGui::SameLine();
                if (ImGui::Checkbox(tr("4 Könige"), &q)) f.set_honour(p, Honour::Quatre, q);
                // Honneurs and tarock announcements as two small combos on the same line.
                form::continue_row();
                ImGui::AlignTextToFramePadding();
                ImGui::TextDisabled("%s", tr("  angesagt:"));
                auto combo = [&](const char* id, int& v, std::initializer_list<std::pair<int, const char*>> items, float width) {
                    ImGui::SameLine();
                    ImGui::SetNextItemWidth(ImGui::GetFontSize() * width);
                    const char* shown = "";
                    for (const auto& [value, label] : items)
                        if (value == v) shown = label;
                    if (ImGui::BeginCombo(id, shown)) {
                        for (const auto& [value, label] : items)
                            if (ImGui::Selectable(label, value == v)) v = value;
                        ImGui::EndCombo();
                    }
                };
                int hon = f.has_ansage(p, Ansage::DoppelHonneurs) ? 2 : f.has_ansage(p, Ansage::Honneurs) ? 1 : 0;
                combo("##hon", hon, {{0, "\xE2\x80\x94"}, {1, tr("Honneurs!")}, {2, tr("Doppel-Honneurs")}}, 8.5f);
                f.set_ansage(p, Ansage::Honneurs, hon == 1);
                f.set_ansage(p, Ansage::DoppelHonneurs, hon == 2);
                int taroks = f.has_ansage(p, Ansage::ZwoelfTarok) ? 12 : f.has_ansage(p, Ansage::ZehnTarok) ? 10 : f.has_ansage(p, Ansage::AchtTarok) ? 8 : 0;
                combo("##tar", taroks, {{0, "\xE2\x80\x94"}, {8, tr("Acht Tarok")}, {10, tr("Zehn Tarok")}, {12, tr("Zwölf Tarok")}}, 7.0f);
                f.set_ansage(p, Ansage::AchtTarok, taroks == 8);
                f.set_ansage(p, Ansage::ZehnTarok, taroks == 10);
                f.set_ansage(p, Ansage::ZwoelfTarok, taroks == 12);
                ImGui::PopID();
            }
            pform::ultimo_rows(h.ultimo, deal, players, h.declarer, tr("Pagat im letzten Stich, von jeder Partei: still 10, angesagt 20."));
            pform::volat_rows(h.volat, tr("Alle Stiche an eine Partei: still 20, angesagt 40 zum Spiel dazu."));
            pform::renonce_row(h.renonce, deal, players,
                               tr("Wer renonciert hat (Codex §25, §27): seine Partei verliert mit doppelter Consolation; ein Strohmann kann nicht renoncieren."));
        }
    }
    form::note_rows(s, h.note);
    form::end_table();
    if (s.focus_form) s.focus_form = false;
}

class NeunzehnrufenFormUi final : public pform::PartnerFormUi<NeunzehnrufenForm, new_neunzehnrufen_form> {
public:
    void draw(AppState& s, const Deal& deal) override { draw_neunzehnrufen_form(s, model, deal); }

protected:
    std::span<const GameKey> game_keys() const override {
        static constexpr GameKey keys[] = {{'R', Game::Rufer}, {'D', Game::Dreier}, {'Z', Game::Zweier}, {'E', Game::Einer}, {'S', Game::Solo}};
        return keys;
    }
    const std::string& typed_points() const override { return model.points; }
    pform::OpenHints open_hints() const override {
        return {tr("Noch kein Spieler gewählt (Tasten 1-4); den Rufer spielt die Vorhand."),
                tr("Wer hat den gerufenen Tarock? Den Partner (auch einen Strohmann) oder den Talon wählen."),
                tr("Noch keine Kartenpunkte eingetragen (Taste F2): der Preis richtet sich nach den Punkten über 35.")};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_neunzehnrufen() { return std::make_unique<NeunzehnrufenFormUi>(); }

}  // namespace tarock::app
