// The Königrufen hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/koenigrufen_model.hpp"

#include <algorithm>

#include "app/lang.hpp"

namespace tarock::app {

using koenigrufen::DealKind;
using koenigrufen::Game;
using koenigrufen::PartnerContra;


koenigrufen::Hand KoenigrufenForm::to_hand() const {
    koenigrufen::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) return form::not_a_game(h);
    h.ultimo = form::to_partnership(ultimo);
    h.volat = form::to_partnership(volat);
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
    form::store_result(result, h.points, h.won);
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
    form::finish_json(j, *this, rotation_dealer, result, h.kind == DealKind::Game && !h.schleifen);
    return j;
}

KoenigrufenForm KoenigrufenForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    KoenigrufenForm f;
    f.hand = koenigrufen::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    f.partner = f.hand.king_in_talon ? kPartnerTalon : f.hand.partner.value_or(-1);
    form::load_result(f.result, f.hand.points, f.hand.won);
    f.ultimo = form::ultimo_input(f.hand.ultimo);
    f.volat = form::volat_input(f.hand.volat);
    return f;
}

std::string KoenigrufenForm::summary(const std::vector<std::string>& players) const {
    const koenigrufen::Hand h = to_hand();
    switch (h.kind) {
        case DealKind::AllPass: return tr("Alle gepasst");
        case DealKind::Misdeal: return tr("Vergeben");
        case DealKind::ThrownIn: return tr("Eingeworfen");
        case DealKind::Game: break;
        default: break;  // the kinds of deal this game does not allow are refused before a form sees them
    }
    std::string s = form::seat_name(players, h.declarer) + ": " + koenigrufen::game_name(h.game);
    if (h.calls_king()) {
        if (h.king) s += std::string(" ") + koenigrufen::suit_name(*h.king);
        if (h.king_in_talon) s += h.schleifen ? tr(", König im Talon, geschleift") : tr(", König im Talon");
        else if (h.self_call()) s += tr(", selbst gerufen");
        else if (h.partner) s += trf(" mit {}", form::seat_name(players, *h.partner));
    }
    return s + form::result_summary(h.contra, h.points, h.won, h.renonce, players);
}

bool KoenigrufenForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (hand.kind == DealKind::Game && hand.calls_king()) form::choose_suit(k, hand.king);
    return form::partner_form_key(*this, k, c, {{'R', Game::Rufer}, {'S', Game::Solo}, {'D', Game::Dreier}, {'O', Game::SoloDreier}}, hand.calls_king());
}

std::string KoenigrufenForm::hint(const InputError& refusal) const {
    return form::partner_form_hint(*this, refusal, result.points,
                                   {tr("Noch kein Spieler gewählt (Tasten 1-4)."),
                                    tr("Wer hat den gerufenen König? Den Partner, den Spieler selbst oder den Talon wählen."),
                                    tr("Noch keine Kartenpunkte eingetragen (Taste F2): 36 gewinnt.")});
}

}  // namespace tarock::app
