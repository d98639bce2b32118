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
    const bool unparsed = h.kind == tapp::DealKind::Game && result_input == ResultInput::Points && !h.points;
    return form::finish_tapp_json(tapp::to_json(h, players), *this, rotation_dealer, open, unparsed ? points : std::string());
}

TappForm TappForm::from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) {
    const tapp::Hand h = tapp::parse_hand(hand, players, kPack);
    TappForm f;
    f.load_envelope(h, rotation_dealer);
    if (h.kind != tapp::DealKind::Game) return f;
    f.declarer = h.declarer;
    f.opened_by = h.opened_by.value_or(-1);
    f.game = h.game;
    if (h.game == tapp::Game::Dreier) form::load_dreier(h, h.dreier_multiple(), f.dreier_input, f.multiple, f.level, f.talon);
    f.contra = h.contra;
    form::load_result(h.points, h.won, f.result_input, f.points, f.won);
    f.honours = h.honours;
    f.ultimo = form::ultimo_input(h.ultimo);
    f.volat = form::volat_input(h.volat);
    f.renonce = h.renonce.value_or(-1);
    return f;
}

std::string TappForm::summary(const std::vector<std::string>& players) const {
    form::Summary s;
    if (!s.add_deal(kind, dealer, players)) {
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
        s.add_result(result_input, points, won);
        form::add_premiums(s, honours, ultimo, volat, renonce, players);
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

void add_premiums(Summary& s, const std::vector<std::pair<int, tapp::Honour>>& honours, const UltimoInput& ultimo, const VolatInput& volat, int renonce,
                  const std::vector<std::string>& players, const char* (*honour)(tapp::Honour)) {
    for (const auto& [seat, hon] : honours) s.add(std::string(honour(hon)) + ": " + seat_name(players, seat));
    s.add_premiums(ultimo, volat, players);
    if (renonce >= 0) s.add(trf("Renonce: {}", seat_name(players, renonce)));
}

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

Json finish_tapp_json(Json j, const DealerInput& d, int rotation_dealer, const OpenSeats& open, const std::string& unparsed_points) {
    d.drop_rotation_dealer(j, rotation_dealer);
    if (open.declarer) {
        j.erase("declarer");
        j.erase("opened_by");
    }
    if (open.pagat) j["ultimo"].erase("player");
    // Not a number: passed on as typed, the core refuses it naming the field and the rule.
    if (!unparsed_points.empty()) j["points"] = unparsed_points;
    return j;
}

}  // namespace form

}  // namespace tarock::app
