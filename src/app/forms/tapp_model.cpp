// The Tapp and Zwölfer hand forms' model: conversion between the form and the hand's JSON record.
#include "app/forms/tapp_model.hpp"

#include <algorithm>

#include "app/lang.hpp"
#include "core/errors.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app {

using form::seat_name;

namespace {

const tapp::Pack kPack{};  // parse_hand does not depend on the pack

}  // namespace


tapp::Hand TappForm::to_hand() const {
    tapp::Hand h;
    put_envelope(h);
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
    if (result_input == ResultInput::Points) h.points = form::parse_points(points);
    else if (result_input == ResultInput::WonLost) h.won = won;
    h.honours = honours;
    h.ultimo = form::to_tapp(ultimo);
    h.volat = form::to_tapp(volat);
    if (renonce >= 0) h.renonce = renonce;
    return h;
}

Json TappForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    tapp::Hand h = to_hand();
    const form::OpenSeats open = form::fill_open_seats(h.kind == tapp::DealKind::Game, h.declarer, h.ultimo, n);
    form::drop_invalid_seats(h, n);
    Json j = tapp::to_json(h, players);
    const bool unparsed = h.kind == tapp::DealKind::Game && result_input == ResultInput::Points && !h.points;
    drop_rotation_dealer(j, rotation_dealer);
    form::finish_tapp_json(j, open, unparsed ? points : std::string());
    return j;
}

TappForm TappForm::from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) {
    const tapp::Hand h = tapp::parse_hand(hand, players, kPack);
    TappForm f;
    f.load_envelope(h, rotation_dealer);
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
    f.ultimo = form::ultimo_input(h.ultimo);
    f.volat = form::volat_input(h.volat);
    f.renonce = h.renonce.value_or(-1);
    return f;
}

std::string TappForm::summary(const std::vector<std::string>& players) const {
    form::Summary s;
    switch (kind) {
        case tapp::DealKind::AllPass: s.add(tr("Alle gepasst")); break;
        case tapp::DealKind::Misdeal: s.add(trf("Vergeben (Geber {})", seat_name(players, dealer))); break;
        case tapp::DealKind::ThrownIn: s.add(tr("Eingeworfen")); break;
        case tapp::DealKind::Game: {
            std::string g = seat_name(players, declarer) + ": ";
            if (game == tapp::Game::Solo) {
                g += "Solo";
            } else if (dreier_input == DreierInput::Multiple) {
                g += trf("Dreier {}×", multiple);
                if (level > 0) g += trf(" (Stufe {})", level);
            } else {
                g += trf("Dreier Stufe {}, {} = {}×", std::max(level, 1), form::talon_name(talon), to_hand().dreier_multiple());
            }
            if (contra > 0) g += std::string(", ") + contra_name(contra);
            s.add(g);
            if (opened_by >= 0 && opened_by != declarer) s.add(trf("zuerst angesagt: {}", seat_name(players, opened_by)));
            if (result_input == ResultInput::Points) s.add(points.empty() ? std::string(tr("keine Kartenpunkte")) : trf("{} Kartenpunkte", points));
            else if (result_input == ResultInput::WonLost) s.add(won ? tr("gewonnen") : tr("verloren"));
            for (const auto& [seat, hon] : honours) s.add(std::string(form::honour_name(hon)) + ": " + seat_name(players, seat));
            if (ultimo.mode != PremiumMode::None) s.add(form::ultimo_summary(ultimo, seat_name(players, ultimo.player)));
            if (volat.mode != PremiumMode::None) s.add(form::volat_summary(volat));
            if (renonce >= 0) s.add(trf("Renonce: {}", seat_name(players, renonce)));
            break;
        }
    }
    s.end(*this, note, kind != tapp::DealKind::Misdeal, players);
    return s.text();
}

bool TappForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (k.key == form::kPointsKey) {
        result_input = ResultInput::Points;
        return true;
    }
    if (kind == tapp::DealKind::Game) form::choose_seat(k, c, declarer);
    form::choose_by_letter(k, {{'D', tapp::Game::Dreier}, {'S', tapp::Game::Solo}}, game);
    return false;
}

std::string TappForm::hint(const InputError& refusal) const {
    if (kind == tapp::DealKind::Game && declarer < 0 && refusal.field() == "declarer")
        return tr("Noch kein Spieler gewählt (Tasten 1, 2, 3). Die Vorschau zeigt dann, wer wem was zahlt.");
    return {};
}


ZwoelferForm ZwoelferForm::from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) {
    return ZwoelferForm{TappForm::from_json(hand, players, rotation_dealer)};
}

std::string ZwoelferForm::hint(const InputError& refusal) const {
    if (kind == tapp::DealKind::Game && declarer < 0 && refusal.field() == "declarer")
        return tr("Noch kein Spieler gewählt (Tasten 1, 2, 3). Zwölfer: 66 Punkte im Spiel, 34 gewinnen.");
    return {};
}

namespace form {

const char* honour_name(tapp::Honour h) {
    switch (h) {
        case tapp::Honour::Koepfe: return tr("Köpfe");
        case tapp::Honour::Trull: return tr("Trull");
        case tapp::Honour::Quatre: return tr("Quatre");
    }
    return "";
}

const char* talon_name(tapp::Talon t) {
    switch (t) {
        case tapp::Talon::FirstSeen: return tr("erste Lage");
        case tapp::Talon::Other: return tr("andere Lage");
        case tapp::Talon::Back: return tr("zurück zur ersten");
        default: return tr("Talon nicht notiert");
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

void finish_tapp_json(Json& j, const OpenSeats& open, const std::string& unparsed_points) {
    if (open.declarer) {
        j.erase("declarer");
        j.erase("opened_by");
    }
    if (open.pagat) j["ultimo"].erase("player");
    // Not a number: passed on as typed, the core refuses it naming the field and the rule.
    if (!unparsed_points.empty()) j["points"] = unparsed_points;
}

}  // namespace form

}  // namespace tarock::app
