// The Steyerisch hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/steyerisch_model.hpp"

#include "app/forms/tapp_model.hpp"
#include "app/lang.hpp"
#include "core/errors.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app {

using form::seat_name;

namespace {

const char* honour_name(tapp::Honour h) {
    switch (h) {
        case tapp::Honour::Koepfe: return tr("Köpfe");
        case tapp::Honour::Trull: return tr("Tous les trois");
        case tapp::Honour::Quatre: return tr("Tous les quatre");
    }
    return "";
}

}  // namespace


steyerisch::Hand SteyerischForm::to_hand() const {
    steyerisch::Hand h;
    put_envelope(h);
    if (kind != tapp::DealKind::Game) return h;
    h.declarer = declarer;
    if (opened_by >= 0 && opened_by != declarer) h.opened_by = opened_by;
    h.contract = contract.to_contract();
    h.contra = contra;
    h.points = form::parse_points(points);
    h.honours = honours;
    h.ultimo = form::to_tapp(ultimo);
    h.volat = form::to_tapp(volat);
    if (renonce >= 0) h.renonce = renonce;
    return h;
}

Json SteyerischForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    steyerisch::Hand h = to_hand();
    const form::OpenSeats open = form::fill_open_seats(h.kind == tapp::DealKind::Game, h.declarer, h.ultimo, n);
    form::drop_invalid_seats(h, n);
    const bool unparsed = h.kind == tapp::DealKind::Game && !h.points;
    return form::finish_tapp_json(steyerisch::to_json(h, players), *this, rotation_dealer, open, unparsed ? points : std::string());
}

SteyerischForm SteyerischForm::from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) {
    const steyerisch::Hand h = steyerisch::parse_hand(hand, players);
    SteyerischForm f;
    f.load_envelope(h, rotation_dealer);
    if (h.kind != tapp::DealKind::Game) return f;
    f.declarer = h.declarer;
    f.opened_by = h.opened_by.value_or(-1);
    f.contract = LadderInput::from_contract(h.contract);
    f.contra = h.contra;
    f.points = form::points_text(h.points);
    f.honours = h.honours;
    f.ultimo = form::ultimo_input(h.ultimo);
    f.volat = form::volat_input(h.volat);
    f.renonce = h.renonce.value_or(-1);
    return f;
}

std::string SteyerischForm::summary(const std::vector<std::string>& players) const {
    form::Summary s;
    if (!s.add_deal(kind, dealer, players)) {
        std::string g = seat_name(players, declarer) + ": " + contract.summary();
        if (contra > 0) g += std::string(", ") + contra_name(contra);
        s.add(g);
        if (opened_by >= 0 && opened_by != declarer) s.add(trf("zuerst angesagt: {}", seat_name(players, opened_by)));
        s.add_result(ResultInput::Points, points, true);
        form::add_premiums(s, honours, ultimo, volat, renonce, players, honour_name);
    }
    s.end(*this, note, kind != tapp::DealKind::Misdeal, players);
    return s.text();
}

bool SteyerischForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (k.key == form::kPointsKey) return true;
    if (kind == tapp::DealKind::Game) form::choose_seat(k, c, declarer);
    contract.key(k);
    return false;
}

std::string SteyerischForm::hint(const InputError& refusal) const {
    if (kind != tapp::DealKind::Game) return {};
    if (declarer < 0 && refusal.field() == "declarer")
        return tr("Noch kein Spieler gewählt (Tasten 1, 2, 3). Die Vorschau zeigt dann die Gewinn-Points und wer wem was zahlt.");
    if (points.empty() && refusal.field() == "points")
        return tr("Noch keine Kartenpunkte eingetragen (Taste F2): aus ihnen kommen die Gewinn-Points.");
    return {};
}

std::optional<std::string> SteyerischForm::gewinn_line(const HouseRules& rules) const {
    if (kind != tapp::DealKind::Game || volat.mode != PremiumMode::None) return std::nullopt;
    const steyerisch::Hand h = to_hand();
    if (!h.points || *h.points < Thirds{}) return std::nullopt;
    return tr(steyerisch::gewinn_points(h, rules).text);
}

}  // namespace tarock::app
