// The Hungarian Tarokk hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/tarokk_hu_model.hpp"

#include "app/lang.hpp"
#include "games/common/partnership.hpp"

namespace tarock::app {

using tarokk_hu::RecordKind;

namespace {

/// The rules a stored record is read with: every kontra level a record may name (HU-08 "higher"),
/// so that loading never depends on the evening's house rules; the preview checks them.
const HouseRules& reading_rules() {
    static const HouseRules rules(tarokk_hu::settings(), Json{{"highest_kontra", "higher"}});
    return rules;
}

}  // namespace

tarokk_hu::Hand TarokkHuForm::to_hand() const {
    tarokk_hu::Hand h = hand;
    h.dealer = dealer;
    h.agreed = {};
    if (h.kind != RecordKind::Game) {
        tarokk_hu::Hand e;
        e.kind = h.kind;
        e.dealer = h.dealer;
        e.note = h.note;
        return e;
    }
    h.partner.reset();
    h.self_call = false;
    h.in_talon = false;
    if (partner == kHuCardInTalon) h.in_talon = true;
    else if (partner >= 0 && partner == h.declarer) h.self_call = true;
    else if (partner >= 0) h.partner = partner;
    h.points.reset();
    if (const auto n = form::parse_whole(points)) h.points = *n;
    return h;
}

Json TarokkHuForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    tarokk_hu::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (!valid(h.declarer)) h.declarer = -1;
    if (h.partner && !valid(*h.partner)) h.partner.reset();
    std::erase_if(h.tarokk_count, [&](const auto& x) { return !valid(x.first); });
    const bool no_pagat = h.pagat_ulti && !valid(h.pagat_ulti->player);
    const bool no_sas = h.sas_ulti && !valid(h.sas_ulti->player);
    Json j = tarokk_hu::to_json(h, players);
    drop_rotation_dealer(j, rotation_dealer);
    if (no_pagat) j["pagat_ulti"].erase("player");
    if (no_sas) j["sas_ulti"].erase("player");
    if (h.kind == RecordKind::Manual) {
        j.erase("agreed");
        j.erase("reason");
        agreed.write(j, players);
        form::note_last(j);
    }
    if (h.kind == RecordKind::Game && !h.points && !points.empty()) {
        j["points"] = points;  // as typed: the core refuses it naming "points"
        form::note_last(j);
    }
    return j;
}

TarokkHuForm TarokkHuForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    TarokkHuForm f;
    f.hand = tarokk_hu::parse_hand(j, players, reading_rules());
    f.load_dealer(f.hand.dealer, rotation_dealer);
    const tarokk_hu::Hand& h = f.hand;
    f.partner = h.in_talon ? kHuCardInTalon : h.self_call ? h.declarer : h.partner.value_or(-1);
    f.points = h.points ? std::to_string(*h.points) : std::string();
    if (h.kind == RecordKind::Manual) f.agreed.load(h.agreed, players.size());
    else f.agreed.amounts.assign(players.size(), std::string());
    return f;
}

std::string TarokkHuForm::summary(const std::vector<std::string>& players) const {
    const tarokk_hu::Hand h = to_hand();
    form::Summary s;
    switch (h.kind) {
        case RecordKind::AllPass: s.add(tr("Alle gepasst")); break;
        case RecordKind::Manual: s.add(agreed.reason.empty() ? tr("Von Hand vereinbart") : trf("Von Hand vereinbart: {}", agreed.reason)); break;
        case RecordKind::Game: {
            std::string game = form::seat_name(players, h.declarer) + ": " + tarokk_hu::bid_name(h.bid);
            if (h.called != 20) game += " (" + partnership::roman(h.called) + ")";
            if (h.in_talon) game += tr(", Tarock im Talon");
            else if (h.self_call) game += tr(", selbst gerufen");
            else if (h.partner) game += trf(" mit {}", form::seat_name(players, *h.partner));
            s.add(game);
            if (h.points) s.add(trf("{} Kartenpunkte", *h.points));
            if (h.kontra) s.add(tarokk_hu::kontra_chain(reading_rules()).word(h.kontra));
            if (h.tuletroa) s.add("tuletroá");
            if (h.negy_kiraly) s.add("négy király");
            if (h.xxi_fogas) s.add("XXI-fogás");
            if (h.pagat_ulti) s.add("pagát ulti");
            if (h.sas_ulti) s.add("sas ulti");
            if (h.dupla) s.add("dupla");
            if (h.volat) s.add("volát");
            if (!h.figures.empty()) s.add(trf("{} Figuren", h.figures.size()));
            break;
        }
    }
    s.end(*this, h.note, true, players);
    return s.text();
}

bool TarokkHuForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    using tarokk_hu::Bid;
    if (k.key == form::kPointsKey) return true;
    if (!k.plain || hand.kind != RecordKind::Game) return false;
    if (form::choose_declarer_and_partner(k, c, hand.declarer, partner, true)) return false;
    form::choose_by_letter(k, {{'H', Bid::Harom}, {'K', Bid::Ketto}, {'E', Bid::Egy}, {'S', Bid::Szolo}}, hand.bid);
    return false;
}

std::string TarokkHuForm::hint(const InputError& refusal) const {
    if (hand.kind == RecordKind::Manual && refusal.field() == "agreed" && agreed.empty()) return tr("Die vereinbarten Beträge eintragen.");
    if (hand.kind != RecordKind::Game) return {};
    if (hand.declarer < 0 && refusal.field() == "declarer") return tr("Noch kein Spieler gewählt (Tasten 1-4).");
    if (partner == -1 && refusal.field() == "partner") return tr("Wer hat den gerufenen Tarock? Den Partner, den Spieler selbst oder den Talon wählen.");
    if (refusal.field() == "points" && points.empty()) return tr("Noch keine Kartenpunkte eingetragen (Taste F2): 48 gewinnt.");
    return {};
}

}  // namespace tarock::app
