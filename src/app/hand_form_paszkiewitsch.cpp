// The Paszkiewitsch hand form: view-model conversion and the view (see hand_form_paszkiewitsch.hpp).
#include "app/hand_form_paszkiewitsch.hpp"
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

using paszkiewitsch::DealKind;
using paszkiewitsch::Game;
using paszkiewitsch::Premium;
using partnership::Side;

paszkiewitsch::Hand PaszkiewitschForm::to_hand() const {
    paszkiewitsch::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) {
        paszkiewitsch::Hand g = pform::not_a_game(h);
        if (h.kind == DealKind::Void) g.no_honour_bid = h.no_honour_bid;
        return g;
    }
    h.partner.reset();
    h.discarded = false;
    if (partner == -2) h.discarded = true;
    else if (partner >= 0) h.partner = partner;
    pform::store_result(result, h.points, h.won);
    return h;
}

Json PaszkiewitschForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    paszkiewitsch::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (!valid(h.declarer)) h.declarer = -1;
    if (h.renonce && !valid(*h.renonce)) h.renonce.reset();
    if (h.no_honour_bid && !valid(*h.no_honour_bid)) h.no_honour_bid.reset();
    const bool no_pagat = h.ultimo && !valid(h.ultimo->player);
    // An announcement whose announcer is not chosen yet: written with an empty name, so the core
    // names the field.
    std::vector<std::string> open;
    for (auto [key, pr] : {std::pair{"trull", &h.trull}, std::pair{"quatre", &h.quatre}, std::pair{"mondfang", &h.mondfang}})
        if (*pr && (*pr)->announced_by && !valid(*(*pr)->announced_by)) {
            (*pr)->announced_by = 0;
            open.push_back(key);
        }
    Json j = paszkiewitsch::to_json(h, players);
    for (const auto& key : open) j[key]["announced_by"] = "";
    if (no_pagat) j["ultimo"].erase("player");
    pform::finish_json(j, dealer, dealer_explicit, rotation_dealer, result, h.kind == DealKind::Game);
    return j;
}

PaszkiewitschForm PaszkiewitschForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    PaszkiewitschForm f;
    f.hand = paszkiewitsch::parse_hand(j, players);
    f.dealer = f.hand.dealer.value_or(rotation_dealer);
    f.dealer_explicit = f.hand.dealer.has_value();
    f.partner = f.hand.discarded ? -2 : f.hand.partner.value_or(-1);
    pform::load_result(f.result, f.hand.points, f.hand.won);
    return f;
}

std::string PaszkiewitschForm::summary(const std::vector<std::string>& players) const {
    const paszkiewitsch::Hand h = to_hand();
    switch (h.kind) {
        case DealKind::Void: return trf("Ungültig: {} ohne Tarock-Honneur geboten", pform::seat_name(players, h.no_honour_bid.value_or(-1)));
        case DealKind::Misdeal: return tr("Vergeben");
        case DealKind::ThrownIn: return tr("Eingeworfen");
        case DealKind::Game: break;
    }
    std::string s = pform::seat_name(players, h.declarer) + ": " + paszkiewitsch::game_name(h.game);
    if (h.called) s += " " + partnership::roman(*h.called);
    if (h.discarded) s += tr(", verlegt, allein");
    else if (h.self_call()) s += tr(", selbst gerufen");
    else if (h.partner) s += trf(" mit {}", pform::seat_name(players, *h.partner));
    return s + pform::result_summary(h.contra, h.points, h.won, h.renonce, players);
}

int PaszkiewitschForm::tarok_count(int seat) const {
    for (const auto& [s, n] : hand.tarok_counts)
        if (s == seat) return n;
    return 0;
}

void PaszkiewitschForm::set_tarok_count(int seat, int n) {
    std::erase_if(hand.tarok_counts, [&](const auto& x) { return x.first == seat; });
    if (n) hand.tarok_counts.emplace_back(seat, n);
}

PaszkiewitschForm new_paszkiewitsch_form(int dealer) {
    PaszkiewitschForm f;
    f.dealer = dealer;
    return f;
}

namespace {

using form::player_combo;
using form::player_radios;
using form::radio;
using form::row;

/// Trull, Quatre or Mondfang: silent or announced by a player, its contra, the party that made it.
void premium_rows(const char* id, const char* label, const char* help, const char* made_label, std::optional<Premium>& pr, const Deal& deal,
                  const std::vector<std::string>& players) {
    ImGui::PushID(id);
    row(label, help);
    int mode = !pr ? 0 : pr->announced_by ? 2 : 1;
    const int before = mode;
    radio(tr("nichts"), mode, 0, true);
    radio(tr("still"), mode, 1);
    radio(tr("angesagt"), mode, 2);
    if (mode != before) {
        if (mode == 0) pr.reset();
        else {
            if (!pr) pr = Premium{};
            if (mode == 1) {
                pr->announced_by.reset();
                pr->contra = 0;
                if (!pr->made_by) pr->made_by = Side::Declarer;
            }
        }
    }
    if (pr) {
        if (mode == 2) {
            row(tr("  angesagt von"));
            int a = pr->announced_by.value_or(-1);
            player_combo("##ann", a, deal, players, tr("\xE2\x80\x94 bitte wählen"));
            pr->announced_by = a;
            row(tr("  Contra"));
            pform::contra_radios("c", pr->contra);
        }
        row((std::string("  ") + made_label).c_str());
        int made = !pr->made_by ? 0 : *pr->made_by == Side::Declarer ? 1 : 2;
        radio(tr("Spielerpartei"), made, 1, true);
        radio(tr("Gegenpartei"), made, 2);
        if (mode == 2) radio(tr("niemand"), made, 0);
        pr->made_by = made == 1 ? std::optional<Side>(Side::Declarer) : made == 2 ? std::optional<Side>(Side::Opponents) : std::nullopt;
    }
    ImGui::PopID();
}

void draw_paszkiewitsch_form(AppState& s, PaszkiewitschForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    paszkiewitsch::Hand& h = f.hand;
    if (!form::begin_table("##paszkiewitschform")) return;
    form::dealer_row(s, f.dealer, f.dealer_explicit, deal);

    row(tr("Art"));
    radio(tr("Spiel"), h.kind, DealKind::Game, true);
    radio(tr("Ungültig (§33)"), h.kind, DealKind::Void);
    ui::tooltip(tr("Gebot ohne Tarock-Honneur: nur die Strafe buchen, die Hand zählt nicht (A-P4)."));
    radio(tr("Vergeben (§4)"), h.kind, DealKind::Misdeal);
    radio(tr("Eingeworfen (§3)"), h.kind, DealKind::ThrownIn);

    if (h.kind == DealKind::Game || h.kind == DealKind::Void) {
        row(tr("Ohne Honneur geboten"), tr("Codex §33: wer ohne Sküs, Mond oder Pagat geboten hat, zahlt jedem der drei anderen 10."));
        int b = h.no_honour_bid.value_or(-1);
        player_combo("##nohonour", b, deal, players, tr("niemand"));
        if (b >= 0) h.no_honour_bid = b;
        else h.no_honour_bid.reset();
    }
    if (h.kind == DealKind::Game) {
        row(tr("Spieler"), tr("Wer das Spiel gemacht hat (Tasten 1-4)."));
        player_radios("declarer", h.declarer, deal, players, true);
        row(tr("Spiel"), tr("Dreier 1, Zweier 2, Einer 3, Solo 4 (Tasten D, Z, E, S)."));
        radio(tr("Dreier"), h.game, Game::Dreier, true);
        radio(tr("Zweier"), h.game, Game::Zweier);
        radio(tr("Einer"), h.game, Game::Einer);
        radio(tr("Solo"), h.game, Game::Solo);

        row(tr("Gerufen"), tr("Nach dem Verlegen ruft der Spieler einen der Taroks XX bis II."));
        pform::called_tarock_combo(h.called, 20);
        row(tr("Tarock bei"), tr("Sein Besitzer ist der Partner; hat ihn der Spieler selbst: allein, dreifach; verlegt: allein."));
        pform::partner_radios(f.partner, deal, players, h.declarer, true, tr("verlegt"), -2);
        pform::parties_line(paszkiewitsch::parties_text(f.to_hand(), deal, players));

        row(tr("Contra"), tr("Contra (×2), Recontra (×4), Supercontra (×8) auf das Spiel."));
        pform::contra_radios("contra", h.contra);
        pform::result_rows(s, f.result, true, tr("Die Kartenpunkte der Spielerpartei (von 66), Drittel erlaubt: 34 gewinnt; unter 17 ist Schneider. Taste F2."));

        premium_rows("trull", "Tous les trois", tr("Alle drei Tarock-Honneurs in den Stichen einer Partei: still 1, angesagt 2."), tr("eingebracht von"), h.trull, deal, players);
        premium_rows("quatre", "Tous les quatre", tr("Alle vier Könige in den Stichen einer Partei: still 1, angesagt 2."), tr("eingebracht von"), h.quatre, deal, players);
        premium_rows("mondfang", "Mondfang", tr("Den Mond der Gegner mit dem Sküs gefangen: still 5, angesagt 10."), tr("gefangen von"), h.mondfang, deal, players);
        pform::ultimo_rows(h.ultimo, deal, players, h.declarer, tr("Pagat im letzten Stich: still 1, angesagt 2."));
        pform::volat_rows(h.volat, tr("Alle Stiche an eine Partei: das Vierfache des Spiels, angesagt das Achtfache, statt des Spiels."));

        row(tr("Tarock-Ansagen"), tr("\"Acht Tarok\" 1, \"Neun Tarok\" 2 von jedem der drei anderen, auch vom Partner."));
        bool first = true;
        for (int p : deal.active) {
            ImGui::PushID(100 + p);
            if (!first) form::continue_row();
            first = false;
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(players[static_cast<std::size_t>(p)].c_str());
            ImGui::SameLine(ImGui::GetFontSize() * 7.0f);
            int n = f.tarok_count(p);
            const int before = n;
            radio(tr("\xE2\x80\x94"), n, 0, true);
            radio(tr("Acht"), n, 8);
            radio(tr("Neun"), n, 9);
            if (n != before) f.set_tarok_count(p, n);
            ImGui::PopID();
        }
        pform::renonce_row(h.renonce, deal, players, tr("Codex §35: der Renoncierende zahlt Spiel und Ansagen allein, auch für seine Partner."));
    }
    form::note_rows(s, h.note);
    form::end_table();
    if (s.focus_form) s.focus_form = false;
}

class PaszkiewitschFormUi final : public pform::PartnerFormUi<PaszkiewitschForm, new_paszkiewitsch_form> {
public:
    void draw(AppState& s, const Deal& deal) override { draw_paszkiewitsch_form(s, model, deal); }

protected:
    std::span<const GameKey> game_keys() const override {
        static constexpr GameKey keys[] = {{'D', Game::Dreier}, {'Z', Game::Zweier}, {'E', Game::Einer}, {'S', Game::Solo}};
        return keys;
    }
    const std::string& typed_points() const override { return model.result.points; }
    pform::OpenHints open_hints() const override {
        return {tr("Noch kein Spieler gewählt (Tasten 1-4)."),
                tr("Wer hat den gerufenen Tarock? Den Partner, den Spieler selbst oder \"verlegt\" wählen."),
                tr("Noch keine Kartenpunkte eingetragen (Taste F2): 34 gewinnt.")};
    }
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_paszkiewitsch() { return std::make_unique<PaszkiewitschFormUi>(); }

}  // namespace tarock::app
