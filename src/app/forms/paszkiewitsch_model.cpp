// The Paszkiewitsch hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/paszkiewitsch_model.hpp"

#include <algorithm>

#include "app/lang.hpp"

namespace tarock::app {

using paszkiewitsch::DealKind;
using paszkiewitsch::Game;


paszkiewitsch::Hand PaszkiewitschForm::to_hand() const {
    paszkiewitsch::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) {
        paszkiewitsch::Hand g = form::not_a_game(h);
        if (h.kind == DealKind::Void) g.no_honour_bid = h.no_honour_bid;
        return g;
    }
    h.ultimo = form::to_partnership(ultimo);
    h.volat = form::to_partnership(volat);
    h.partner.reset();
    h.discarded = false;
    if (partner == -2) h.discarded = true;
    else if (partner >= 0) h.partner = partner;
    form::store_result(result, h.points, h.won);
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
    form::finish_json(j, *this, rotation_dealer, result, h.kind == DealKind::Game);
    return j;
}

PaszkiewitschForm PaszkiewitschForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    PaszkiewitschForm f;
    f.hand = paszkiewitsch::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    f.partner = f.hand.discarded ? -2 : f.hand.partner.value_or(-1);
    form::load_result(f.result, f.hand.points, f.hand.won);
    f.ultimo = form::ultimo_input(f.hand.ultimo);
    f.volat = form::volat_input(f.hand.volat);
    return f;
}

std::string PaszkiewitschForm::summary(const std::vector<std::string>& players) const {
    const paszkiewitsch::Hand h = to_hand();
    switch (h.kind) {
        case DealKind::Void: return trf("Ungültig: {} ohne Tarock-Honneur geboten", form::seat_name(players, h.no_honour_bid.value_or(-1)));
        case DealKind::Misdeal: return tr("Vergeben");
        case DealKind::ThrownIn: return tr("Eingeworfen");
        case DealKind::Game: break;
        default: break;  // the kinds of deal this game does not allow are refused before a form sees them
    }
    std::string s = form::seat_name(players, h.declarer) + ": " + paszkiewitsch::game_name(h.game);
    if (h.called) s += " " + partnership::roman(*h.called);
    if (h.discarded) s += tr(", verlegt, allein");
    else if (h.self_call()) s += tr(", selbst gerufen");
    else if (h.partner) s += trf(" mit {}", form::seat_name(players, *h.partner));
    return s + form::result_summary(h.contra, h.points, h.won, h.renonce, players);
}

bool PaszkiewitschForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    return form::partner_form_key(*this, k, c, {{'D', Game::Dreier}, {'Z', Game::Zweier}, {'E', Game::Einer}, {'S', Game::Solo}}, true);
}

std::string PaszkiewitschForm::hint(const InputError& refusal) const {
    return form::partner_form_hint(*this, refusal, result.points,
                                   {tr("Noch kein Spieler gewählt (Tasten 1-4)."),
                                    tr("Wer hat den gerufenen Tarock? Den Partner, den Spieler selbst oder \"verlegt\" wählen."),
                                    tr("Noch keine Kartenpunkte eingetragen (Taste F2): 34 gewinnt.")});
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

}  // namespace tarock::app
