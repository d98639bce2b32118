// The Tapp hand form's view-model: conversion between the form and the hand's JSON record.
#include <algorithm>
#include <stdexcept>

#include "app/hand_form_tapp.hpp"
#include "app/lang.hpp"
#include "core/errors.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app {

namespace {

const tapp::Pack kPack{};  // parse_hand does not depend on the pack

std::string seat_name(const std::vector<std::string>& players, int seat) {
    if (seat < 0 || seat >= static_cast<int>(players.size())) return "?";
    return players[static_cast<std::size_t>(seat)];
}

const char* honour_de(tapp::Honour h) {
    switch (h) {
        case tapp::Honour::Koepfe: return tr("Köpfe");
        case tapp::Honour::Trull: return tr("Trull");
        case tapp::Honour::Quatre: return tr("Quatre");
    }
    return "";
}

const char* talon_de(tapp::Talon t) {
    switch (t) {
        case tapp::Talon::FirstSeen: return tr("erste Lage");
        case tapp::Talon::Other: return tr("andere Lage");
        case tapp::Talon::Back: return tr("zurück zur ersten");
        default: return tr("Talon nicht notiert");
    }
}

}  // namespace

bool TappForm::has_honour(int seat, tapp::Honour h) const {
    return std::find(honours.begin(), honours.end(), std::pair<int, tapp::Honour>(seat, h)) != honours.end();
}

void TappForm::set_honour(int seat, tapp::Honour h, bool held) {
    const std::pair<int, tapp::Honour> item(seat, h);
    const auto it = std::find(honours.begin(), honours.end(), item);
    if (held && it == honours.end()) honours.push_back(item);
    if (!held && it != honours.end()) honours.erase(it);
}

tapp::Hand TappForm::to_hand() const {
    tapp::Hand h;
    h.kind = kind;
    h.dealer = dealer;
    h.note = note;
    if (kind != tapp::DealKind::Game) return h;
    h.declarer = declarer;
    if (opened_by >= 0 && opened_by != declarer) h.opened_by = opened_by;
    h.game = game;
    if (game == tapp::Game::Dreier) {
        if (dreier_input == DreierInput::Multiple) {
            h.multiple = multiple;
            if (level > 0) h.level = level;
        } else {
            h.level = std::max(level, 1);
            h.talon = talon;
        }
    }
    h.contra = contra;
    if (result_input == ResultInput::Points) {
        try {
            if (!points.empty()) h.points = Thirds::parse(points);
        } catch (const std::invalid_argument&) {
        }
    } else if (result_input == ResultInput::WonLost) {
        h.won = won;
    }
    h.honours = honours;
    h.ultimo = ultimo_input(ultimo, ultimo_player, ultimo_won, ultimo_contra, ultimo_without_pagat);
    h.volat = volat_input(volat, volat_announced_by, volat_made_by, volat_contra);
    if (renonce >= 0) h.renonce = renonce;
    return h;
}

Json TappForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    tapp::Hand h = to_hand();
    const OpenSeats open = fill_open_seats(h.kind == tapp::DealKind::Game, h.declarer, h.ultimo, n);
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (h.opened_by && !valid(*h.opened_by)) h.opened_by.reset();
    if (h.renonce && !valid(*h.renonce)) h.renonce.reset();
    for (const auto& hon : h.honours)
        if (!valid(hon.first)) h.honours.clear();

    Json j = tapp::to_json(h, players);
    const bool unparsed = h.kind == tapp::DealKind::Game && result_input == ResultInput::Points && !h.points;
    finish_tapp_json(j, open, !dealer_explicit && dealer == rotation_dealer, unparsed ? points : std::string());
    return j;
}

TappForm TappForm::from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) {
    const tapp::Hand h = tapp::parse_hand(hand, players, kPack);
    TappForm f;
    f.kind = h.kind;
    f.dealer = h.dealer.value_or(rotation_dealer);
    f.dealer_explicit = h.dealer.has_value();
    f.note = h.note;
    if (h.kind != tapp::DealKind::Game) return f;
    f.declarer = h.declarer;
    f.opened_by = h.opened_by.value_or(-1);
    f.game = h.game;
    if (h.game == tapp::Game::Dreier) {
        if (h.multiple) {
            f.dreier_input = DreierInput::Multiple;
            f.multiple = *h.multiple;
            f.level = h.level.value_or(0);
        } else {
            f.dreier_input = DreierInput::Level;
            f.level = h.level.value_or(1);
            f.talon = h.talon;
            f.multiple = h.dreier_multiple();
        }
    }
    f.contra = h.contra;
    if (h.points) {
        f.result_input = ResultInput::Points;
        f.points = h.points->to_string();
        f.won = true;
    } else if (h.won) {
        f.result_input = ResultInput::WonLost;
        f.won = *h.won;
    } else {
        f.result_input = ResultInput::None;
    }
    f.honours = h.honours;
    load_ultimo(h.ultimo, f.ultimo, f.ultimo_player, f.ultimo_won, f.ultimo_contra, f.ultimo_without_pagat);
    load_volat(h.volat, f.volat, f.volat_announced_by, f.volat_made_by, f.volat_contra);
    f.renonce = h.renonce.value_or(-1);
    return f;
}

std::string TappForm::summary(const std::vector<std::string>& players) const {
    std::string s;
    auto add = [&](const std::string& part) { s += (s.empty() ? "" : "; ") + part; };
    switch (kind) {
        case tapp::DealKind::AllPass: add(tr("Alle gepasst")); break;
        case tapp::DealKind::Misdeal: add(trf("Vergeben (Geber {})", seat_name(players, dealer))); break;
        case tapp::DealKind::ThrownIn: add(tr("Eingeworfen")); break;
        case tapp::DealKind::Game: {
            std::string g = seat_name(players, declarer) + ": ";
            if (game == tapp::Game::Solo) {
                g += "Solo";
            } else if (dreier_input == DreierInput::Multiple) {
                g += trf("Dreier {}×", multiple);
                if (level > 0) g += trf(" (Stufe {})", level);
            } else {
                g += trf("Dreier Stufe {}, {} = {}×", std::max(level, 1), talon_de(talon), to_hand().dreier_multiple());
            }
            if (contra > 0) g += std::string(", ") + contra_name(contra);
            add(g);
            if (opened_by >= 0 && opened_by != declarer) add(trf("zuerst angesagt: {}", seat_name(players, opened_by)));
            if (result_input == ResultInput::Points) add(points.empty() ? std::string(tr("keine Kartenpunkte")) : trf("{} Kartenpunkte", points));
            else if (result_input == ResultInput::WonLost) add(won ? tr("gewonnen") : tr("verloren"));
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

TappForm new_tapp_form(int dealer) {
    TappForm f;
    f.dealer = dealer;
    return f;
}

std::optional<tapp::Ultimo> ultimo_input(PremiumMode mode, int player, bool won, int contra, bool without_pagat) {
    if (mode == PremiumMode::None) return std::nullopt;
    tapp::Ultimo u;
    u.player = player;
    u.announced = mode == PremiumMode::Announced;
    u.won = won;
    if (u.announced) {
        u.contra = contra;
        u.without_pagat = without_pagat;
    }
    return u;
}

std::optional<tapp::Volat> volat_input(PremiumMode mode, tapp::Party announced_by, tapp::Party made_by, int contra) {
    if (mode == PremiumMode::None) return std::nullopt;
    tapp::Volat v;
    v.made_by = made_by;
    if (mode == PremiumMode::Announced) {
        v.announced_by = announced_by;
        v.contra = contra;
    }
    return v;
}

void load_ultimo(const std::optional<tapp::Ultimo>& u, PremiumMode& mode, int& player, bool& won, int& contra, bool& without_pagat) {
    if (!u) return;
    mode = u->announced ? PremiumMode::Announced : PremiumMode::Silent;
    player = u->player;
    won = u->won;
    contra = u->contra;
    without_pagat = u->without_pagat;
}

void load_volat(const std::optional<tapp::Volat>& v, PremiumMode& mode, tapp::Party& announced_by, tapp::Party& made_by, int& contra) {
    if (!v) return;
    mode = v->announced_by == tapp::Party::None ? PremiumMode::Silent : PremiumMode::Announced;
    if (v->announced_by != tapp::Party::None) announced_by = v->announced_by;
    made_by = v->made_by;
    contra = v->contra;
}

std::string ultimo_summary(PremiumMode mode, const std::string& player, bool won, int contra, bool without_pagat) {
    std::string u = mode == PremiumMode::Announced ? tr("Ultimo angesagt") : tr("Ultimo still");
    u += " (" + player + ") " + (won ? tr("gewonnen") : tr("verloren"));
    if (mode == PremiumMode::Announced && contra > 0) u += std::string(", ") + contra_name(contra);
    if (mode == PremiumMode::Announced && without_pagat) u += tr(", ohne Pagat");
    return u;
}

std::string volat_summary(PremiumMode mode, tapp::Party announced_by, tapp::Party made_by, int contra) {
    std::string v = mode == PremiumMode::Announced ? trf("Volat angesagt von {}", party_name(announced_by)) : std::string(tr("Volat still"));
    v += trf(", gemacht von {}", party_name(made_by));
    if (mode == PremiumMode::Announced && contra > 0) v += std::string(", ") + contra_name(contra);
    return v;
}

const char* party_name(tapp::Party p) {
    switch (p) {
        case tapp::Party::Declarer: return tr("Spieler");
        case tapp::Party::Opponents: return tr("Gegner");
        default: return tr("niemand");
    }
}

OpenSeats fill_open_seats(bool game, int& declarer, std::optional<tapp::Ultimo>& ultimo, int seats) {
    auto valid = [&](int seat) { return seat >= 0 && seat < seats; };
    OpenSeats open;
    open.declarer = game && !valid(declarer);
    if (open.declarer) declarer = 0;
    open.pagat = ultimo && !valid(ultimo->player);
    if (open.pagat) ultimo->player = 0;
    return open;
}

void finish_tapp_json(Json& j, const OpenSeats& open, bool drop_dealer, const std::string& unparsed_points) {
    if (drop_dealer) j.erase("dealer");
    if (open.declarer) {
        j.erase("declarer");
        j.erase("opened_by");
    }
    if (open.pagat) j["ultimo"].erase("player");
    // Not a number: passed on as typed, the core refuses it naming the field and the rule.
    if (!unparsed_points.empty()) j["points"] = unparsed_points;
}

std::string summarize_tapp_inputs(const Json& hand, const std::vector<std::string>& players) {
    try {
        return TappForm::from_json(hand, players, -1).summary(players);
    } catch (const InputError& e) {
        return error_text(e);
    }
}

}  // namespace tarock::app
