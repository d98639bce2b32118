// The Tappen-mit-König hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/tappen_mit_koenig_model.hpp"

#include "app/lang.hpp"
#include "games/koenigrufen/koenigrufen.hpp"

namespace tarock::app {

namespace tk = tappen_mit_koenig;


tk::Hand TappenMitKoenigForm::to_hand() const {
    tk::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != tk::DealKind::Game) return form::not_a_game(h);
    h.partner.reset();
    h.in_talon = false;
    if (h.game == tk::Game::Ruf) {
        if (by_tarock) h.king.reset();
        else h.tarock.reset();
        if (partner == -2) h.in_talon = true;
        else if (partner >= 0) h.partner = partner;
    } else {
        h.king.reset();
        h.tarock.reset();
        h.king_captured = false;
        h.joint_honours.clear();
    }
    h.price = form::parse_points(price);
    h.points.reset();
    if (with_points) h.points = form::parse_whole(points);
    else h.result = hand.result.value_or(tk::Outcome::Won);
    if (with_points) h.result.reset();
    return h;
}

Json TappenMitKoenigForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    tk::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (!valid(h.declarer)) h.declarer = -1;
    const bool no_pagat = h.ultimo && !valid(h.ultimo->first);
    if (no_pagat) h.ultimo->first = 0;
    Json j = tk::to_json(h, players);
    if (no_pagat) j["ultimo"].erase("player");
    drop_rotation_dealer(j, rotation_dealer);
    if (h.kind == tk::DealKind::Game) {
        if (!price.empty() && !h.price) j["price"] = price;
        if (with_points && !points.empty() && !h.points) j["points"] = points;
    }
    return j;
}

TappenMitKoenigForm TappenMitKoenigForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    TappenMitKoenigForm f;
    f.hand = tk::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    f.partner = f.hand.in_talon ? -2 : f.hand.partner.value_or(-1);
    f.by_tarock = f.hand.tarock.has_value();
    f.price = form::points_text(f.hand.price);
    f.with_points = f.hand.points.has_value() || !f.hand.result;
    f.points = f.hand.points ? std::to_string(*f.hand.points) : "";
    return f;
}

std::string TappenMitKoenigForm::summary(const std::vector<std::string>& players) const {
    const tk::Hand h = to_hand();
    switch (h.kind) {
        case tk::DealKind::AllPass: return tr("Alle getappt");
        case tk::DealKind::Misdeal: return tr("Vergeben");
        case tk::DealKind::ThrownIn: return tr("Eingeworfen");
        case tk::DealKind::Game: break;
        default: break;  // the kinds of deal this game does not allow are refused before a form sees them
    }
    std::string s = form::seat_name(players, h.declarer) + ": " + (h.game == tk::Game::Ruf ? "Ruf" : h.game == tk::Game::Dreier ? "Dreier" : "Solo");
    if (h.king) s += std::string(" ") + koenigrufen::suit_name(*h.king);
    if (h.tarock) s += " " + partnership::roman(*h.tarock);
    if (h.in_talon) s += tr(", im Talon");
    else if (h.partner && *h.partner == h.declarer) s += tr(", eigener König");
    else if (h.partner) s += trf(" mit {}", form::seat_name(players, *h.partner));
    if (h.points) s += trf(", {} von 106", *h.points);
    if (h.price) s += trf(", Preis {}", h.price->to_string());
    return s;
}

bool TappenMitKoenigForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (k.key == form::kPointsKey) return true;
    if (!k.plain || hand.kind != tk::DealKind::Game) return false;
    if (form::choose_declarer_and_partner(k, c, hand.declarer, partner, hand.game == tk::Game::Ruf)) return false;
    if (hand.game == tk::Game::Ruf && form::choose_suit(k, hand.king)) by_tarock = false;
    form::choose_by_letter(k, {{'R', tk::Game::Ruf}, {'D', tk::Game::Dreier}, {'S', tk::Game::Solo}}, hand.game);
    return false;
}

std::string TappenMitKoenigForm::hint(const InputError& refusal) const {
    if (hand.kind != tk::DealKind::Game) return {};
    if (hand.declarer < 0 && refusal.field() == "declarer") return tr("Noch kein Spieler gewählt (Tasten 1-4).");
    if (refusal.field() == "price" && price.empty()) return tr("Noch kein Preis: was ein Dreier mit diesem Ergebnis nach eurem Tarif gilt.");
    return {};
}

}  // namespace tarock::app
