// The Zwanzigerrufen hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/zwanzigerrufen_model.hpp"

#include "app/lang.hpp"

namespace tarock::app {

namespace z = koenigrufen_modern::zwanzigerrufen;

z::Hand ZwanzigerrufenForm::to_hand() const {
    z::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) {
        z::Hand e;
        e.kind = h.kind;
        e.dealer = h.dealer;
        e.note = h.note;
        return e;
    }
    h.partner.reset();
    if (h.contract == z::Contract::Rufer && partner >= 0) h.partner = partner;
    if (h.contract == z::Contract::Solo) h.called = z::kHighestCall;
    h.points = form::parse_whole(points);
    return h;
}

Json ZwanzigerrufenForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    z::Hand h = to_hand();
    if (h.dealer && (*h.dealer < 0 || *h.dealer >= n)) h.dealer.reset();
    if (h.partner && *h.partner >= n) h.partner.reset();
    Json j = z::to_json(h, players);
    drop_rotation_dealer(j, rotation_dealer);
    if (h.kind != DealKind::Game) return j;
    if (!h.points && !points.empty()) {
        j["points"] = points;  // as typed: the core refuses it naming "points"
        form::note_last(j);
    }
    return j;
}

ZwanzigerrufenForm ZwanzigerrufenForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    ZwanzigerrufenForm f;
    f.hand = z::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    f.partner = f.hand.partner.value_or(-1);
    f.points = f.hand.points ? std::to_string(*f.hand.points) : std::string();
    return f;
}

std::string ZwanzigerrufenForm::summary(const std::vector<std::string>& players) const {
    const z::Hand h = to_hand();
    form::Summary s;
    if (h.kind != DealKind::Game) {
        s.add_no_game(form::NoGame::ThrownIn, {});
    } else {
        if (h.contract == z::Contract::Rufer) {
            s.add("Rufer " + z::roman(h.called));
            if (h.partner) s.add(form::seat_name(players, *h.partner));
        } else {
            s.add(z::contract_name(h.contract));
        }
        if (h.points) s.add(std::to_string(*h.points));
    }
    s.end(*this, h.note, true, players);
    return s.text();
}

bool ZwanzigerrufenForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (k.key == form::kPointsKey) return true;
    if (!k.plain || hand.kind != DealKind::Game) return false;
    if (hand.contract == z::Contract::Rufer && form::choose_seat(k, c, partner)) return false;
    form::choose_by_letter(k, {{'R', z::Contract::Rufer}, {'S', z::Contract::Solo}}, hand.contract);
    return false;
}

std::string ZwanzigerrufenForm::hint(const InputError& refusal) const {
    if (hand.kind != DealKind::Game) return {};
    if (partner < 0 && refusal.field() == "partner") return tr("Noch kein Partner gewählt (Tasten 1-4): wer hielt den gerufenen Tarock?");
    if (refusal.field() == "points" && points.empty()) return tr("Noch keine Kartenpunkte eingetragen (Taste F2): 45 von 88 gewinnt.");
    return {};
}

}  // namespace tarock::app
