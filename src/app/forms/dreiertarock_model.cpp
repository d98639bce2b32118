// The Dreiertarock hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/dreiertarock_model.hpp"

#include "app/lang.hpp"

namespace tarock::app {

namespace d = koenigrufen_modern::dreiertarock;

d::Hand DreiertarockForm::to_hand() const {
    d::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) {
        d::Hand e;
        e.kind = h.kind;
        e.dealer = h.dealer;
        e.note = h.note;
        return e;
    }
    h.points.reset();
    if (h.contract == d::Contract::SoloValat) {
        if (!h.won) h.won = false;
        h.valat.reset();
    } else {
        h.won.reset();
        h.points = form::parse_whole(points);
    }
    return h;
}

Json DreiertarockForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    d::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    const bool no_declarer = !valid(h.declarer);
    if (no_declarer) h.declarer = 0;
    for (auto& p : h.premiums)
        if (p.holder && !valid(*p.holder)) p.holder = 0;
    Json j = d::to_json(h, players);
    drop_rotation_dealer(j, rotation_dealer);
    if (h.kind != DealKind::Game) return j;
    if (no_declarer) j.erase("declarer");
    if (h.contract != d::Contract::SoloValat && !h.points && !points.empty()) {
        j["points"] = points;  // as typed: the core refuses it naming "points"
        form::note_last(j);
    }
    return j;
}

DreiertarockForm DreiertarockForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    DreiertarockForm f;
    f.hand = d::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    f.points = f.hand.points ? std::to_string(*f.hand.points) : std::string();
    return f;
}

std::string DreiertarockForm::summary(const std::vector<std::string>& players) const {
    const d::Hand h = to_hand();
    form::Summary s;
    if (h.kind != DealKind::Game) {
        s.add_no_game(form::NoGame::ThrownIn, {});
    } else {
        s.add(form::seat_name(players, h.declarer) + ": " + d::contract_name(h.contract));
        if (h.points) s.add(std::to_string(*h.points));
        if (h.won) s.add(*h.won ? tr("gewonnen") : tr("verloren"));
        for (const auto& p : h.premiums) s.add(d::premium_name(p.kind));
        if (h.valat) s.add("Valat");
    }
    s.end(*this, h.note, true, players);
    return s.text();
}

bool DreiertarockForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (k.key == form::kPointsKey) return true;
    if (!k.plain || hand.kind != DealKind::Game) return false;
    form::choose_seat(k, c, hand.declarer);
    form::choose_by_letter(k, kDreiertarockContractKeys, hand.contract);
    return false;
}

std::string DreiertarockForm::hint(const InputError& refusal) const {
    if (hand.kind != DealKind::Game) return {};
    if (hand.declarer < 0 && refusal.field() == "declarer") return tr("Noch kein Spieler gewählt (Tasten 1-4).");
    if (refusal.field() == "points" && points.empty()) return tr("Noch keine Kartenpunkte eingetragen (Taste F2): 36 gewinnt.");
    return {};
}

}  // namespace tarock::app
