// The Neunzehnrufen hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/neunzehnrufen_model.hpp"

#include "app/lang.hpp"

namespace tarock::app {

using neunzehnrufen::DealKind;
using neunzehnrufen::Game;


neunzehnrufen::Hand NeunzehnrufenForm::to_hand() const {
    neunzehnrufen::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) return form::not_a_game(h);
    h.ultimo = form::to_partnership(ultimo);
    h.volat = form::to_partnership(volat);
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
    h.points = form::parse_points(points);
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
    ResultText r;
    r.points = points;
    form::finish_json(j, *this, rotation_dealer, r, h.kind == DealKind::Game && !h.schleifen);
    return j;
}

NeunzehnrufenForm NeunzehnrufenForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    NeunzehnrufenForm f;
    f.hand = neunzehnrufen::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    f.partner = f.hand.bought ? -2 : f.hand.partner.value_or(-1);
    f.by_part = f.hand.part.has_value() && !f.hand.multiple;
    f.points = form::points_text(f.hand.points);
    f.ultimo = form::ultimo_input(f.hand.ultimo);
    f.volat = form::volat_input(f.hand.volat);
    return f;
}

std::string NeunzehnrufenForm::summary(const std::vector<std::string>& players) const {
    const neunzehnrufen::Hand h = to_hand();
    if (h.kind == DealKind::Misdeal) return tr("Vergeben");
    if (h.kind == DealKind::ThrownIn) return tr("Eingeworfen");
    std::string s = form::seat_name(players, h.declarer) + ": " + neunzehnrufen::game_name(h.game);
    if (h.game == Game::Rufer) {
        if (h.called) s += " " + neunzehnrufen::roman(*h.called);
        if (h.bought) s += h.schleifen ? tr(", im Talon, geschleift") : tr(", im Talon, allein");
        else if (h.partner) s += trf(" mit {}", form::seat_name(players, *h.partner));
    } else if (h.game != Game::Solo) {
        s += " " + std::to_string(h.talon_multiple()) + "×";
    }
    return s + form::result_summary(h.contra, h.points, std::nullopt, h.renonce, players);
}

bool NeunzehnrufenForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    return form::partner_form_key(*this, k, c, {{'R', Game::Rufer}, {'D', Game::Dreier}, {'Z', Game::Zweier}, {'E', Game::Einer}, {'S', Game::Solo}},
                                  hand.game == Game::Rufer);
}

std::string NeunzehnrufenForm::hint(const InputError& refusal) const {
    return form::partner_form_hint(*this, refusal, points,
                                   {tr("Noch kein Spieler gewählt (Tasten 1-4); den Rufer spielt die Vorhand."),
                                    tr("Wer hat den gerufenen Tarock? Den Partner (auch einen Strohmann) oder den Talon wählen."),
                                    tr("Noch keine Kartenpunkte eingetragen (Taste F2): der Preis richtet sich nach den Punkten über 35.")});
}

}  // namespace tarock::app
