// The Ungarisch hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/ungarisch_model.hpp"

#include <algorithm>

#include "app/forms/tapp_model.hpp"
#include "app/lang.hpp"
#include "core/errors.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app {

using form::party_name;
using form::seat_name;

namespace {

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
    put_envelope(h);
    if (kind != tapp::DealKind::Game) return h;
    h.declarer = declarer;
    h.contract = contract.to_contract();
    h.contra = contra;
    h.courage = courage;
    if (result_input == ResultInput::Points) h.points = form::parse_points(points);
    else if (result_input == ResultInput::WonLost) h.won = won;
    h.trull = to_premium(trull);
    h.quatre = to_premium(quatre);
    h.tarocks = tarocks;
    h.ultimo = form::to_tapp(ultimo);
    h.volat = form::to_tapp(volat);
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
    const form::OpenSeats open = form::fill_open_seats(h.kind == tapp::DealKind::Game, h.declarer, h.ultimo, n);
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (h.renonce && !valid(*h.renonce)) {
        h.renonce.reset();
        h.renonce_cause = ungarisch::RenonceCause::Play;
    }
    std::erase_if(h.tarocks, [&](const auto& e) { return !valid(e.first); });
    const bool unparsed = h.kind == tapp::DealKind::Game && result_input == ResultInput::Points && !h.points;
    return form::finish_tapp_json(ungarisch::to_json(h, players), *this, rotation_dealer, open, unparsed ? points : std::string());
}

UngarischForm UngarischForm::from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) {
    const ungarisch::Hand h = ungarisch::parse_hand(hand, players);
    UngarischForm f;
    f.load_envelope(h, rotation_dealer);
    if (h.kind != tapp::DealKind::Game) return f;
    f.declarer = h.declarer;
    f.contract = LadderInput::from_contract(h.contract);
    f.contra = h.contra;
    f.courage = h.courage;
    form::load_result(h.points, h.won, f.result_input, f.points, f.won);
    f.trull = from_premium(h.trull);
    f.quatre = from_premium(h.quatre);
    f.tarocks = h.tarocks;
    f.ultimo = form::ultimo_input(h.ultimo);
    f.volat = form::volat_input(h.volat);
    f.renonce = h.renonce.value_or(-1);
    f.renonce_cause = h.renonce_cause;
    return f;
}

std::string UngarischForm::summary(const std::vector<std::string>& players) const {
    form::Summary s;
    if (!s.add_deal(kind, dealer, players)) {
        std::string g = seat_name(players, declarer) + ": " + contract.summary();
        if (courage) g += ", Courage";
        if (contra > 0) g += std::string(", ") + contra_name(contra);
        s.add(g);
        s.add_result(result_input, points, won);
        if (trull.mode != PremiumMode::None) s.add(premium_summary("Tous les trois", trull));
        if (quatre.mode != PremiumMode::None) s.add(premium_summary("Tous les quatre", quatre));
        for (const auto& [seat, count] : tarocks) s.add(trf("{} Tarok: {}", count, seat_name(players, seat)));
        s.add_premiums(ultimo, volat, players);
        if (renonce >= 0) {
            std::string r = trf("Renonce: {}", seat_name(players, renonce));
            if (renonce_cause == ungarisch::RenonceCause::TarockCount) r += tr(" (Tarokansage, §32)");
            if (renonce_cause == ungarisch::RenonceCause::FalseCourage) r += tr(" (falsche Courage)");
            s.add(r);
        }
    }
    s.end(*this, note, kind != tapp::DealKind::Misdeal, players);
    return s.text();
}

bool UngarischForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (k.key == form::kPointsKey) {
        result_input = ResultInput::Points;
        return true;
    }
    if (kind == tapp::DealKind::Game) form::choose_seat(k, c, declarer);
    contract.key(k);
    if (k.plain && k.key == 'C') courage = !courage;
    return false;
}

std::string UngarischForm::hint(const InputError& refusal) const {
    if (kind == tapp::DealKind::Game && declarer < 0 && refusal.field() == "declarer")
        return tr("Noch kein Spieler gewählt (Tasten 1, 2, 3). Die Vorschau zeigt dann, wer wem was zahlt.");
    return {};
}

}  // namespace tarock::app
