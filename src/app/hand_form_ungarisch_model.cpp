// The Ungarisch hand form's view-model: conversion between the form and the hand's JSON record.
#include <algorithm>
#include <stdexcept>

#include "app/hand_form_ungarisch.hpp"
#include "app/lang.hpp"
#include "core/errors.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app {

namespace {

std::string seat_name(const std::vector<std::string>& players, int seat) {
    if (seat < 0 || seat >= static_cast<int>(players.size())) return "?";
    return players[static_cast<std::size_t>(seat)];
}

std::optional<ungarisch::PartyPremium> to_premium(const PartyPremiumInput& in) {
    if (in.mode == PremiumMode::None) return std::nullopt;
    ungarisch::PartyPremium p;
    p.collected_by = in.collected_by;
    if (in.mode == PremiumMode::Announced) {
        p.announced_by = in.announced_by;
        p.contra = in.contra;
    }
    return p;
}

PartyPremiumInput from_premium(const std::optional<ungarisch::PartyPremium>& p) {
    PartyPremiumInput in;
    if (!p) return in;
    in.mode = p->announced_by == tapp::Party::None ? PremiumMode::Silent : PremiumMode::Announced;
    if (p->announced_by != tapp::Party::None) in.announced_by = p->announced_by;
    in.contra = p->contra;
    in.collected_by = p->collected_by;
    return in;
}

std::string premium_summary(const char* what, const PartyPremiumInput& p) {
    std::string s = what;
    if (p.mode == PremiumMode::Announced) {
        s += trf(" angesagt von {}", party_name(p.announced_by));
        if (p.contra > 0) s += std::string(", ") + contra_name(p.contra);
        s += trf(", eingebracht von {}", party_name(p.collected_by));
    } else {
        s += trf(" still eingebracht von {}", party_name(p.collected_by));
    }
    return s;
}

}  // namespace

int UngarischForm::tarock_count(int seat) const {
    for (const auto& [s, n] : tarocks)
        if (s == seat) return n;
    return 0;
}

void UngarischForm::set_tarock_count(int seat, int count) {
    const auto it = std::find_if(tarocks.begin(), tarocks.end(), [&](const auto& e) { return e.first == seat; });
    if (count == 0) {
        if (it != tarocks.end()) tarocks.erase(it);
    } else if (it != tarocks.end()) {
        it->second = count;
    } else {
        tarocks.emplace_back(seat, count);
    }
}

ungarisch::Hand UngarischForm::to_hand() const {
    ungarisch::Hand h;
    h.kind = kind;
    h.dealer = dealer;
    h.note = note;
    if (kind != tapp::DealKind::Game) return h;
    h.declarer = declarer;
    h.contract = contract.to_contract();
    h.contra = contra;
    h.courage = courage;
    if (result_input == ResultInput::Points) {
        try {
            if (!points.empty()) h.points = Thirds::parse(points);
        } catch (const std::invalid_argument&) {
        }
    } else if (result_input == ResultInput::WonLost) {
        h.won = won;
    }
    h.trull = to_premium(trull);
    h.quatre = to_premium(quatre);
    h.tarocks = tarocks;
    h.ultimo = ultimo_input(ultimo, ultimo_player, ultimo_won, ultimo_contra, ultimo_without_pagat);
    h.volat = volat_input(volat, volat_announced_by, volat_made_by, volat_contra);
    if (renonce >= 0) {
        h.renonce = renonce;
        h.renonce_cause = renonce_cause;
    }
    return h;
}

Json UngarischForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    ungarisch::Hand h = to_hand();
    const OpenSeats open = fill_open_seats(h.kind == tapp::DealKind::Game, h.declarer, h.ultimo, n);
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (h.renonce && !valid(*h.renonce)) {
        h.renonce.reset();
        h.renonce_cause = ungarisch::RenonceCause::Play;
    }
    std::erase_if(h.tarocks, [&](const auto& e) { return !valid(e.first); });

    Json j = ungarisch::to_json(h, players);
    const bool unparsed = h.kind == tapp::DealKind::Game && result_input == ResultInput::Points && !h.points;
    finish_tapp_json(j, open, !dealer_explicit && dealer == rotation_dealer, unparsed ? points : std::string());
    return j;
}

UngarischForm UngarischForm::from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) {
    const ungarisch::Hand h = ungarisch::parse_hand(hand, players);
    UngarischForm f;
    f.kind = h.kind;
    f.dealer = h.dealer.value_or(rotation_dealer);
    f.dealer_explicit = h.dealer.has_value();
    f.note = h.note;
    if (h.kind != tapp::DealKind::Game) return f;
    f.declarer = h.declarer;
    f.contract = LadderInput::from_contract(h.contract);
    f.contra = h.contra;
    f.courage = h.courage;
    if (h.points) {
        f.result_input = ResultInput::Points;
        f.points = h.points->to_string();
    } else if (h.won) {
        f.result_input = ResultInput::WonLost;
        f.won = *h.won;
    } else {
        f.result_input = ResultInput::None;
    }
    f.trull = from_premium(h.trull);
    f.quatre = from_premium(h.quatre);
    f.tarocks = h.tarocks;
    load_ultimo(h.ultimo, f.ultimo, f.ultimo_player, f.ultimo_won, f.ultimo_contra, f.ultimo_without_pagat);
    load_volat(h.volat, f.volat, f.volat_announced_by, f.volat_made_by, f.volat_contra);
    f.renonce = h.renonce.value_or(-1);
    f.renonce_cause = h.renonce_cause;
    return f;
}

std::string UngarischForm::summary(const std::vector<std::string>& players) const {
    std::string s;
    auto add = [&](const std::string& part) { s += (s.empty() ? "" : "; ") + part; };
    switch (kind) {
        case tapp::DealKind::AllPass: add(tr("Alle gepasst")); break;
        case tapp::DealKind::Misdeal: add(trf("Vergeben (Geber {})", seat_name(players, dealer))); break;
        case tapp::DealKind::ThrownIn: add(tr("Eingeworfen")); break;
        case tapp::DealKind::Game: {
            std::string g = seat_name(players, declarer) + ": " + contract.summary();
            if (courage) g += ", Courage";
            if (contra > 0) g += std::string(", ") + contra_name(contra);
            add(g);
            if (result_input == ResultInput::Points) add(points.empty() ? std::string(tr("keine Kartenpunkte")) : trf("{} Kartenpunkte", points));
            else if (result_input == ResultInput::WonLost) add(won ? tr("gewonnen") : tr("verloren"));
            if (trull.mode != PremiumMode::None) add(premium_summary("Tous les trois", trull));
            if (quatre.mode != PremiumMode::None) add(premium_summary("Tous les quatre", quatre));
            for (const auto& [seat, count] : tarocks) add(trf("{} Tarok: {}", count, seat_name(players, seat)));
            if (ultimo != PremiumMode::None)
                add(ultimo_summary(ultimo, seat_name(players, ultimo_player), ultimo_won, ultimo_contra, ultimo_without_pagat));
            if (volat != PremiumMode::None) add(volat_summary(volat, volat_announced_by, volat_made_by, volat_contra));
            if (renonce >= 0) {
                std::string r = trf("Renonce: {}", seat_name(players, renonce));
                if (renonce_cause == ungarisch::RenonceCause::TarockCount) r += tr(" (Tarokansage, §32)");
                if (renonce_cause == ungarisch::RenonceCause::FalseCourage) r += tr(" (falsche Courage)");
                add(r);
            }
            break;
        }
    }
    if (dealer_explicit && kind != tapp::DealKind::Misdeal) add(trf("Geber {}", seat_name(players, dealer)));
    if (!note.empty()) add(trf("Notiz: {}", note));
    return s;
}

UngarischForm new_ungarisch_form(int dealer) {
    UngarischForm f;
    f.dealer = dealer;
    return f;
}

}  // namespace tarock::app
