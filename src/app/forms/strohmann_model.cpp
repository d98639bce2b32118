// The Strohmann-Tarok hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/strohmann_model.hpp"

#include <algorithm>

#include "app/lang.hpp"

namespace tarock::app {

using form::seat_name;
using strohmann::DealKind;
using strohmann::Honour;


strohmann::Hand StrohmannForm::to_hand() const {
    strohmann::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) return form::not_a_game(h);
    h.aufnehmer.reset();
    if (aufnehmer >= 0) h.aufnehmer = aufnehmer;
    h.points.clear();
    h.won.reset();
    h.winner.reset();
    h.draw = false;
    switch (result) {
        case StrohmannResult::Points:
            for (int seat = 0; seat < 2; ++seat)
                if (const auto t = form::parse_points(points[static_cast<std::size_t>(seat)])) h.points.emplace_back(seat, *t);
            break;
        case StrohmannResult::Outcome:
            if (aufnehmer >= 0) h.won = won;
            else if (aufnehmer == kAufnehmerNone) {
                if (winner >= 0) h.winner = winner;
                else h.draw = true;
            }
            break;
        case StrohmannResult::None: break;
    }
    h.agreed.reset();
    return h;
}

Json StrohmannForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    strohmann::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (h.aufnehmer && !valid(*h.aufnehmer)) h.aufnehmer.reset();
    if (h.winner && !valid(*h.winner)) h.winner.reset();
    for (auto* o : {&h.volat, &h.renonce, &h.peek})
        if (*o && !valid(**o)) o->reset();
    std::erase_if(h.honours, [&](const auto& x) { return !valid(x.first); });
    const bool no_pagat = h.ultimo && !valid(h.ultimo->player);
    if (no_pagat) h.ultimo->player = 0;
    const bool no_false = h.false_honour && !valid(h.false_honour->player);
    if (no_false) h.false_honour->player = 0;
    Json j = strohmann::to_json(h, players);
    if (no_pagat) j["ultimo"].erase("player");
    if (no_false) j["false_honour"].erase("player");
    drop_rotation_dealer(j, rotation_dealer);
    if (h.kind != DealKind::Game) return j;
    if (aufnehmer == -1) j.erase("aufnehmer");
    if (result == StrohmannResult::Points)
        for (int seat = 0; seat < 2 && seat < n; ++seat) {
            const std::string& text = points[static_cast<std::size_t>(seat)];
            if (!text.empty() && !form::parse_points(text)) j["points"][players[static_cast<std::size_t>(seat)]] = text;
        }
    if (!agreed.empty()) agreed.write(j, players);
    return j;
}

StrohmannForm StrohmannForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    StrohmannForm f;
    f.hand = strohmann::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    f.aufnehmer = f.hand.aufnehmer ? *f.hand.aufnehmer : f.hand.kind == DealKind::Game ? kAufnehmerNone : -1;
    for (const auto& [seat, t] : f.hand.points)
        if (seat >= 0 && seat < 2) f.points[static_cast<std::size_t>(seat)] = form::points_text(t);
    if (!f.hand.points.empty()) {
        f.result = StrohmannResult::Points;
    } else if (f.hand.won || f.hand.winner || f.hand.draw) {
        f.result = StrohmannResult::Outcome;
        f.won = f.hand.won.value_or(true);
        f.winner = f.hand.winner.value_or(-1);
    } else if (f.hand.kind == DealKind::Game) {
        f.result = StrohmannResult::None;
    }
    f.agreed.load(f.hand.agreed, players.size());
    return f;
}

std::string StrohmannForm::summary(const std::vector<std::string>& players) const {
    const strohmann::Hand h = to_hand();
    switch (h.kind) {
        case DealKind::AllPass: return tr("Beide gepasst, zusammengeworfen");
        case DealKind::Misdeal: return tr("Vergeben");
        case DealKind::Game: break;
        default: break;  // the kinds of deal this game does not allow are refused before a form sees them
    }
    std::string s = aufnehmer >= 0 ? trf("{} nimmt auf", seat_name(players, aufnehmer))
                    : aufnehmer == kAufnehmerNone ? std::string(tr("Still gespielt"))
                                                  : std::string("?");
    for (const auto& [seat, t] : h.points) s += ", " + seat_name(players, seat) + " " + t.to_string();
    if (h.won) s += *h.won ? tr(", gewonnen") : tr(", verloren");
    if (h.winner) s += trf(", {} gewinnt", seat_name(players, *h.winner));
    if (h.draw) s += tr(", remis");
    for (const auto& [seat, hon] : h.honours)
        s += hon == Honour::Trull ? trf(", Trull {}", seat_name(players, seat)) : trf(", 4 Könige {}", seat_name(players, seat));
    if (h.ultimo) s += h.ultimo->won ? trf(", Pagat {} ultimo", seat_name(players, h.ultimo->player)) : trf(", Pagat {} gefangen", seat_name(players, h.ultimo->player));
    if (h.volat) s += trf(", Volat {}", seat_name(players, *h.volat));
    if (h.renonce) s += trf(", Renonce {}", seat_name(players, *h.renonce));
    if (h.peek) s += trf(", Talon angesehen {}", seat_name(players, *h.peek));
    if (h.false_honour) s += trf(", falsche Ansage {}", seat_name(players, h.false_honour->player));
    return s;
}

bool StrohmannForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (k.key == form::kPointsKey) return true;
    if (hand.kind == DealKind::Game) form::choose_seat(k, c, aufnehmer);
    return false;
}

std::string StrohmannForm::hint(const InputError& refusal) const {
    if (hand.kind != DealKind::Game) return {};
    if (aufnehmer == -1 && refusal.field() == "aufnehmer") return tr("Wer hat aufgenommen? (Tasten 1-2)");
    if (refusal.field() == "points" && result == StrohmannResult::Points && points[0].empty() && points[1].empty())
        return tr("Noch keine Kartenpunkte eingetragen (Taste F2): 35 2/3 gewinnt.");
    return {};
}

}  // namespace tarock::app
