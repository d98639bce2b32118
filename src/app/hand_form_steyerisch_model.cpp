// The Steyerisch hand form's view-model: conversion between the form and the hand's JSON record.
#include <algorithm>
#include <stdexcept>

#include "app/hand_form_steyerisch.hpp"
#include "app/lang.hpp"
#include "core/errors.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app {

namespace {

std::string seat_name(const std::vector<std::string>& players, int seat) {
    if (seat < 0 || seat >= static_cast<int>(players.size())) return "?";
    return players[static_cast<std::size_t>(seat)];
}

const char* honour_de(tapp::Honour h) {
    switch (h) {
        case tapp::Honour::Koepfe: return tr("Köpfe");
        case tapp::Honour::Trull: return tr("Tous les trois");
        case tapp::Honour::Quatre: return tr("Tous les quatre");
    }
    return "";
}

}  // namespace

bool SteyerischForm::has_honour(int seat, tapp::Honour h) const {
    return std::find(honours.begin(), honours.end(), std::pair<int, tapp::Honour>(seat, h)) != honours.end();
}

void SteyerischForm::set_honour(int seat, tapp::Honour h, bool held) {
    const std::pair<int, tapp::Honour> item(seat, h);
    const auto it = std::find(honours.begin(), honours.end(), item);
    if (held && it == honours.end()) honours.push_back(item);
    if (!held && it != honours.end()) honours.erase(it);
}

steyerisch::Hand SteyerischForm::to_hand() const {
    steyerisch::Hand h;
    h.kind = kind;
    h.dealer = dealer;
    h.note = note;
    if (kind != tapp::DealKind::Game) return h;
    h.declarer = declarer;
    if (opened_by >= 0 && opened_by != declarer) h.opened_by = opened_by;
    h.contract = contract.to_contract();
    h.contra = contra;
    try {
        if (!points.empty()) h.points = Thirds::parse(points);
    } catch (const std::invalid_argument&) {
    }
    h.honours = honours;
    h.ultimo = ultimo_input(ultimo, ultimo_player, ultimo_won, ultimo_contra, ultimo_without_pagat);
    h.volat = volat_input(volat, volat_announced_by, volat_made_by, volat_contra);
    if (renonce >= 0) h.renonce = renonce;
    return h;
}

Json SteyerischForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    steyerisch::Hand h = to_hand();
    const OpenSeats open = fill_open_seats(h.kind == tapp::DealKind::Game, h.declarer, h.ultimo, n);
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (h.opened_by && !valid(*h.opened_by)) h.opened_by.reset();
    if (h.renonce && !valid(*h.renonce)) h.renonce.reset();
    for (const auto& hon : h.honours)
        if (!valid(hon.first)) h.honours.clear();

    Json j = steyerisch::to_json(h, players);
    const bool unparsed = h.kind == tapp::DealKind::Game && !h.points;
    finish_tapp_json(j, open, !dealer_explicit && dealer == rotation_dealer, unparsed ? points : std::string());
    return j;
}

SteyerischForm SteyerischForm::from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) {
    const steyerisch::Hand h = steyerisch::parse_hand(hand, players);
    SteyerischForm f;
    f.kind = h.kind;
    f.dealer = h.dealer.value_or(rotation_dealer);
    f.dealer_explicit = h.dealer.has_value();
    f.note = h.note;
    if (h.kind != tapp::DealKind::Game) return f;
    f.declarer = h.declarer;
    f.opened_by = h.opened_by.value_or(-1);
    f.contract = LadderInput::from_contract(h.contract);
    f.contra = h.contra;
    if (h.points) f.points = h.points->to_string();
    f.honours = h.honours;
    load_ultimo(h.ultimo, f.ultimo, f.ultimo_player, f.ultimo_won, f.ultimo_contra, f.ultimo_without_pagat);
    load_volat(h.volat, f.volat, f.volat_announced_by, f.volat_made_by, f.volat_contra);
    f.renonce = h.renonce.value_or(-1);
    return f;
}

std::string SteyerischForm::summary(const std::vector<std::string>& players) const {
    std::string s;
    auto add = [&](const std::string& part) { s += (s.empty() ? "" : "; ") + part; };
    switch (kind) {
        case tapp::DealKind::AllPass: add(tr("Alle gepasst")); break;
        case tapp::DealKind::Misdeal: add(trf("Vergeben (Geber {})", seat_name(players, dealer))); break;
        case tapp::DealKind::ThrownIn: add(tr("Eingeworfen")); break;
        case tapp::DealKind::Game: {
            std::string g = seat_name(players, declarer) + ": " + contract.summary();
            if (contra > 0) g += std::string(", ") + contra_name(contra);
            add(g);
            if (opened_by >= 0 && opened_by != declarer) add(trf("zuerst angesagt: {}", seat_name(players, opened_by)));
            add(points.empty() ? std::string(tr("keine Kartenpunkte")) : trf("{} Kartenpunkte", points));
            for (const auto& [seat, hon] : honours) add(std::string(honour_de(hon)) + ": " + seat_name(players, seat));
            if (ultimo != PremiumMode::None)
                add(ultimo_summary(ultimo, seat_name(players, ultimo_player), ultimo_won, ultimo_contra, ultimo_without_pagat));
            if (volat != PremiumMode::None) add(volat_summary(volat, volat_announced_by, volat_made_by, volat_contra));
            if (renonce >= 0) add(trf("Renonce: {}", seat_name(players, renonce)));
            break;
        }
    }
    if (dealer_explicit && kind != tapp::DealKind::Misdeal) add(trf("Geber {}", seat_name(players, dealer)));
    if (!note.empty()) add(trf("Notiz: {}", note));
    return s;
}

std::optional<std::string> SteyerischForm::gewinn_line(const HouseRules& rules) const {
    if (kind != tapp::DealKind::Game || volat != PremiumMode::None) return std::nullopt;
    const steyerisch::Hand h = to_hand();
    if (!h.points || *h.points < Thirds{}) return std::nullopt;
    return tr(steyerisch::gewinn_points(h, rules).text);
}

SteyerischForm new_steyerisch_form(int dealer) {
    SteyerischForm f;
    f.dealer = dealer;
    return f;
}

}  // namespace tarock::app
