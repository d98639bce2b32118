// The Tarok-l'Hombre hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/hombre_model.hpp"

#include <algorithm>

#include "app/lang.hpp"

namespace tarock::app {

using hombre::DealKind;
using hombre::Game;
using hombre::Exchange;
using hombre::Vole;

HombreForm HombreForm::fresh(int dealer) {
    HombreForm f;
    f.dealer = dealer;
    f.hand.declarer = -1;
    return f;
}

Json HombreForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    hombre::Hand h = hand;
    h.dealer.reset();
    h.points.reset();
    h.agreed.reset();
    if (h.declarer >= n) h.declarer = -1;
    std::vector<Exchange> ex;
    for (const Exchange& x : h.exchanged)
        if (x.from >= 0 && x.from < n) ex.push_back(x);
    const bool open_exchange = ex.size() != h.exchanged.size();
    h.exchanged = ex;
    Json j = hombre::to_json(h, players);
    if (h.kind == DealKind::Game) {
        if (h.declarer < 0) j.erase("declarer");
        if (open_exchange) {
            // A card whose owner is not chosen yet: written with an empty name, so the core names it.
            for (const Exchange& x : hand.exchanged)
                if (x.from < 0 || x.from >= n) j["exchanged"].push_back(Json{{"from", ""}});
        }
        if (!points.empty()) {
            const auto t = form::parse_points(points);
            j["points"] = t ? form::amount_json(*t) : Json(points);
        }
        if (hand.vole == Vole::Opponents || !agreed.empty()) agreed.write(j, players);
    }
    if (dealer_explicit || dealer != rotation_dealer) j["dealer"] = players.at(static_cast<std::size_t>(dealer));
    return j;
}

HombreForm HombreForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    HombreForm f;
    f.hand = hombre::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    if (f.hand.points) f.points = f.hand.points->to_string();
    f.agreed.load(f.hand.agreed, players.size());
    return f;
}

std::string HombreForm::summary(const std::vector<std::string>& players) const {
    auto name = [&](int seat) { return form::seat_name(players, seat); };
    switch (hand.kind) {
        case DealKind::AllPass: return tr("Niemand spielt");
        case DealKind::ThrownIn: return tr("Eingeworfen");
        case DealKind::Game: break;
        default: break;  // the kinds of deal this game does not allow are refused before a form sees them
    }
    std::string s = name(hand.declarer) + ": " + hombre::game_name(hand.game);
    for (const Exchange& x : hand.exchanged) s += trf(", Karte von {}", name(x.from));
    if (hand.vole == Vole::Declarer) s += ", Vole";
    if (hand.vole == Vole::Opponents) s += tr(", Vole der Gegner (von Hand)");
    if (!points.empty()) s += trf(", {} Punkte", points);
    return s;
}

bool HombreForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (k.key == form::kPointsKey) return true;
    if (!k.plain || hand.kind != DealKind::Game) return false;
    form::choose_by_letter(k, {{'D', Game::ADuo}, {'U', Game::AdUno}, {'S', Game::Solo}}, hand.game);
    std::vector<Exchange>& ex = hand.exchanged;
    ex.resize(static_cast<std::size_t>(hombre::cards_taken(hand.game)), Exchange{});
    int seat = -1;
    if (form::choose_seat(k, c, seat)) {
        const auto open = std::find_if(ex.begin(), ex.end(), [](const Exchange& x) { return x.from < 0; });
        if (hand.declarer >= 0 && open != ex.end()) {
            if (seat != hand.declarer) open->from = seat;
        } else {
            hand.declarer = seat;
            std::fill(ex.begin(), ex.end(), Exchange{});
        }
        return false;
    }
    for (const auto& [key, card] : kHombreCardKeys) {
        if (k.key != key || ex.empty()) continue;
        const auto owned = std::find_if(ex.rbegin(), ex.rend(), [](const Exchange& x) { return x.from >= 0; });
        (owned != ex.rend() ? *owned : ex.front()).card = card;
    }
    return false;
}

std::string HombreForm::hint(const InputError& refusal) const {
    if (hand.kind != DealKind::Game) return {};
    if (hand.declarer < 0 && refusal.field() == "declarer") return tr("Noch kein l'Hombre gewählt (Tasten 1-3).");
    if (refusal.field() == "points" && points.empty()) return tr("Noch keine Kartenpunkte eingetragen (Taste F2): 40 gewinnen.");
    return {};
}

}  // namespace tarock::app
