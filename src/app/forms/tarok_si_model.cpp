// The Slovenian Tarok hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/tarok_si_model.hpp"

#include "app/lang.hpp"

namespace tarock::app {

using tarok_si::Contract;
using tarok_si::RecordKind;

namespace {

/// True for the contracts decided by won/lost alone (docs/formats/tarok_si.md, "result").
bool result_only(Contract c) {
    return c == Contract::Pikolo || c == Contract::Berac || c == Contract::OdprtiBerac || c == Contract::BarvniValat || c == Contract::Valat;
}

/// Puts the number typed in `text` into `j[key]`: a whole number as a number, any other text as
/// typed (the core refuses it naming the field), nothing when empty.
void put_number(Json& j, const std::string& key, const std::string& text) {
    if (text.empty()) return;
    if (const auto n = form::parse_whole(text)) j[key] = *n;
    else j[key] = text;
}

}  // namespace

tarok_si::Hand TarokSiForm::to_hand() const {
    tarok_si::Hand h = hand;
    h.dealer = dealer;
    if (h.kind == RecordKind::RoundEnd) return form::not_a_game(h);
    h.partner.reset();
    h.called_self = false;
    h.king_in_talon = false;
    h.points.reset();
    h.difference.reset();
    h.klop.clear();
    if (h.contract == Contract::Klop) {
        // Klop: everybody writes for himself (§S8): no declarer, partner, result or bonus.
        tarok_si::Hand k = form::not_a_game(h);  // kind, dealer and note only
        k.contract = Contract::Klop;
        k.kontra = h.kontra;
        k.kontra_by = h.kontra_by;
        for (std::size_t seat = 0; seat < klop.size(); ++seat)
            if (const auto n = form::parse_whole(klop[seat])) k.klop[static_cast<int>(seat)] = *n;
        return k;
    }
    if (h.contract == Contract::Renons) {
        // The renons entry names only its offender (SL-28).
        tarok_si::Hand r = form::not_a_game(h);  // kind, dealer and note only
        r.contract = Contract::Renons;
        r.declarer = h.declarer;
        return r;
    }
    if (tarok_si::calls_king(h.contract)) {
        if (partner == kSiKingInTalon) h.king_in_talon = true;
        else if (partner >= 0 && partner == h.declarer) h.called_self = true;
        else if (partner >= 0) h.partner = partner;
    }
    if (!h.called_self && !h.king_in_talon) h.solo_announced = false;
    if (!tarok_si::calls_king(h.contract)) h.kralj_ultimo.reset();
    if (result_only(h.contract)) return h;
    if (const auto n = form::parse_whole(points)) h.points = *n;
    if (const auto n = form::parse_whole(difference)) h.difference = *n;
    return h;
}

Json TarokSiForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    tarok_si::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (!valid(h.declarer)) h.declarer = -1;
    if (h.partner && !valid(*h.partner)) h.partner.reset();
    if (h.kontra_by && !valid(*h.kontra_by)) h.kontra_by.reset();
    Json j = tarok_si::to_json(h, players);
    drop_rotation_dealer(j, rotation_dealer);
    if (h.kind == RecordKind::RoundEnd) return j;
    if (h.contract == Contract::Klop) {
        // Every seat's points as typed: a text that is no number goes to the core as typed.
        Json k = Json::object();
        for (int seat = 0; seat < n && seat < static_cast<int>(klop.size()); ++seat)
            put_number(k, players[static_cast<std::size_t>(seat)], klop[static_cast<std::size_t>(seat)]);
        j["klop"] = k;
        return j;
    }
    if (h.contract == Contract::Renons || result_only(h.contract)) return j;
    if (!h.points) put_number(j, "points", points);
    if (!h.difference) put_number(j, "difference", difference);
    form::note_last(j);
    return j;
}

TarokSiForm TarokSiForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    TarokSiForm f;
    f.hand = tarok_si::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    const tarok_si::Hand& h = f.hand;
    f.partner = h.king_in_talon ? kSiKingInTalon : h.called_self ? h.declarer : h.partner.value_or(-1);
    f.points = h.points ? std::to_string(*h.points) : std::string();
    f.difference = h.difference ? std::to_string(*h.difference) : std::string();
    f.klop.assign(players.size(), std::string());
    for (const auto& [seat, pts] : h.klop)
        if (seat >= 0 && seat < static_cast<int>(players.size())) f.klop[static_cast<std::size_t>(seat)] = std::to_string(pts);
    return f;
}

std::string TarokSiForm::summary(const std::vector<std::string>& players) const {
    const tarok_si::Hand h = to_hand();
    form::Summary s;
    if (h.kind == RecordKind::RoundEnd) {
        s.add(tr("Ende der Wettkampfrunde"));
        s.end(*this, h.note, true, players);
        return s.text();
    }
    if (h.contract == Contract::Klop) {
        std::string k = "Klop";
        for (const auto& [seat, pts] : h.klop) k += " " + form::seat_name(players, seat) + " " + std::to_string(pts);
        s.add(k);
    } else if (h.contract == Contract::Renons) {
        s.add(trf("Renons: {}", form::seat_name(players, h.declarer)));
    } else {
        std::string game = form::seat_name(players, h.declarer) + ": " + tarok_si::contract_name(h.contract);
        if (h.king_in_talon) game += tr(", König im Talon");
        else if (h.called_self) game += tr(", selbst gerufen");
        else if (h.partner) game += trf(" mit {}", form::seat_name(players, *h.partner));
        s.add(game);
        if (h.points) s.add(trf("{} Kartenpunkte", *h.points));
        if (h.difference) s.add(trf("Differenz {}", *h.difference));
        if (h.won) s.add(*h.won ? tr("gewonnen") : tr("verloren"));
        if (h.trula) s.add("trula");
        if (h.kralji) s.add("kralji");
        if (h.pagat_ultimo) s.add("pagat ultimo");
        if (h.kralj_ultimo) s.add("kralj ultimo");
        if (h.valat) s.add("valat");
        if (h.barvni_valat) s.add("barvni valat");
    }
    if (h.kontra) s.add(tarok_si::kontra_chain().word(h.kontra));
    if (h.mondfang) s.add(trf("Mondfang: {}", form::seat_name(players, h.mondfang->player)));
    if (h.skisfang) s.add(trf("Škisfang: {}", form::seat_name(players, *h.skisfang)));
    s.end(*this, h.note, true, players);
    return s.text();
}

bool TarokSiForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (k.key == form::kPointsKey) return true;
    if (!k.plain || hand.kind != RecordKind::Game) return false;
    if (hand.contract != Contract::Klop &&
        form::choose_declarer_and_partner(k, c, hand.declarer, partner, tarok_si::calls_king(hand.contract) && c.active.size() == 4))
        return false;
    form::choose_by_letter(k, kTarokSiContractKeys, hand.contract);
    return false;
}

std::string TarokSiForm::hint(const InputError& refusal) const {
    if (hand.kind != RecordKind::Game) return {};
    if (hand.declarer < 0 && (refusal.field() == "declarer" || refusal.field() == "offender")) return tr("Noch kein Spieler gewählt (Tasten 1-4).");
    if (partner == -1 && refusal.field() == "partner") return tr("Wer hat den gerufenen König? Den Partner, den Spieler selbst oder den Talon wählen.");
    if (refusal.field() == "points" && points.empty() && difference.empty()) return tr("Noch keine Kartenpunkte eingetragen (Taste F2): 36 gewinnt.");
    return {};
}

}  // namespace tarock::app
