// The Tarolaßch hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/tarolassch_model.hpp"

#include <optional>

#include "app/lang.hpp"

namespace tarock::app {

using tarolassch::Contract;
using tarolassch::DealKind;

namespace {

/// (seat, count) when both are given; `side` -1 falls back to `fallback`.
std::optional<std::pair<int, int>> side_count(int side, int fallback, const std::string& text) {
    const int seat = side >= 0 ? side : fallback;
    const auto n = form::parse_whole(text);
    if (seat < 0 || !n) return std::nullopt;
    return std::make_pair(seat, *n);
}

}  // namespace

TarolasschForm TarolasschForm::fresh(int dealer) {
    TarolasschForm f;
    f.dealer = dealer;
    f.hand.bidder = -1;
    return f;
}

tarolassch::Hand TarolasschForm::to_hand() const {
    tarolassch::Hand h = hand;
    h.dealer = dealer;
    h.dummy_partner.reset();
    if (dummy_partner >= 0 && h.kind != DealKind::Abbruch) h.dummy_partner = dummy_partner;
    if (h.kind != DealKind::Game) {
        tarolassch::Hand g = form::not_a_game(h);
        g.dummy_partner = h.dummy_partner;
        return g;
    }
    h.contract = contract >= 0 ? static_cast<Contract>(contract) : Contract::Coeur;
    h.first_colour.reset();
    h.no_colour_first = false;
    if (first_colour >= 0 && h.contra > 0 && !tarolassch::is_colour(h.contract)) h.first_colour = static_cast<Contract>(first_colour);
    if (first_colour == kNoColourFirst && h.contra > 0 && !tarolassch::is_colour(h.contract)) h.no_colour_first = true;
    h.tricks = side_count(tricks_side, h.bidder, tricks);
    h.honours = side_count(honours_side, h.bidder, honours);
    h.aces = side_count(aces_side, h.bidder, aces);
    h.revoke.reset();
    if (revoke >= 0) h.revoke = revoke;
    h.agreed.reset();
    return h;
}

Json TarolasschForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    tarolassch::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (!valid(h.bidder)) h.bidder = -1;
    for (auto* count : {&h.tricks, &h.honours, &h.aces})
        if (*count && !valid((*count)->first)) count->reset();
    if (h.revoke && !valid(*h.revoke)) h.revoke.reset();
    if (h.dummy_partner && !valid(*h.dummy_partner)) h.dummy_partner.reset();
    Json j = tarolassch::to_json(h, players);
    drop_rotation_dealer(j, rotation_dealer);
    if (h.kind == DealKind::Abbruch) agreed.write(j, players);
    if (h.kind != DealKind::Game) return j;
    if (contract < 0) j.erase("contract");
    // Counts that do not parse are passed on as typed: the core refuses them naming the field.
    auto pass_on = [&](const char* field, int side, const std::string& text) {
        const int seat = side >= 0 ? side : h.bidder;
        if (valid(seat) && !text.empty() && !form::parse_whole(text)) j[field] = Json{{players[static_cast<std::size_t>(seat)], text}};
    };
    pass_on("tricks", tricks_side, tricks);
    pass_on("honours", honours_side, honours);
    pass_on("aces", aces_side, aces);
    return j;
}

TarolasschForm TarolasschForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    TarolasschForm f;
    f.hand = tarolassch::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    if (f.hand.kind == DealKind::Game) f.contract = static_cast<int>(f.hand.contract);
    if (f.hand.first_colour) f.first_colour = static_cast<int>(*f.hand.first_colour);
    if (f.hand.no_colour_first) f.first_colour = kNoColourFirst;
    auto load = [](const std::optional<std::pair<int, int>>& count, int& side, std::string& text) {
        if (!count) return;
        side = count->first;
        text = std::to_string(count->second);
    };
    load(f.hand.tricks, f.tricks_side, f.tricks);
    load(f.hand.honours, f.honours_side, f.honours);
    load(f.hand.aces, f.aces_side, f.aces);
    f.revoke = f.hand.revoke.value_or(-1);
    f.dummy_partner = f.hand.dummy_partner.value_or(-1);
    f.agreed.load(f.hand.agreed, players.size());
    return f;
}

std::string TarolasschForm::summary(const std::vector<std::string>& players) const {
    const tarolassch::Hand h = to_hand();
    auto name = [&](int seat) { return form::seat_name(players, seat); };
    const std::string with_dummy = h.dummy_partner ? trf(" ({} mit dem Strohmann)", name(*h.dummy_partner)) : std::string();
    switch (h.kind) {
        case DealKind::AllPass: return tr("Alle passen") + with_dummy;
        case DealKind::ThrownIn: return tr("Vergeben") + with_dummy;
        case DealKind::Abbruch: return tr("Robber abgebrochen (von Hand)");
        case DealKind::Game: break;
        default: break;  // the kinds of deal this game does not allow are refused before a form sees them
    }
    std::string s = name(h.bidder) + ": " + (contract >= 0 ? tarolassch::contract_name(h.contract) : "?");
    if (h.contra == 1) s += " Contra";
    if (h.contra == 2) s += " Récontra";
    if (h.first_colour) s += trf(" (Atout {})", tarolassch::contract_name(*h.first_colour));
    if (h.no_colour_first) s += tr(" (keine Farbe zuvor)");
    if (h.tricks) s += trf(", {} Stiche {}", h.tricks->second, name(h.tricks->first));
    if (h.honours) s += trf(", {} Figuren {}", h.honours->second, name(h.honours->first));
    if (h.aces) s += trf(", {} Asse {}", h.aces->second, name(h.aces->first));
    if (h.revoke) s += trf(", Renonce {}", name(*h.revoke));
    return s + with_dummy;
}

bool TarolasschForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (k.key == form::kPointsKey) return true;
    if (!k.plain || hand.kind != DealKind::Game) return false;
    form::choose_seat(k, c, hand.bidder);
    form::choose_by_letter(k, kTarolasschContractKeys, contract);
    return false;
}

std::string TarolasschForm::hint(const InputError& refusal) const {
    if (hand.kind == DealKind::Abbruch && refusal.field() == "agreed" && agreed.empty())
        return tr("Den abgebrochenen Robber abrechnen: die vereinbarten Einheiten eintragen.");
    if (refusal.field() == "dummy_partner" && dummy_partner < 0) return tr("Ein neuer Robber: wählen, wer mit dem Strohmann spielt.");
    if (hand.kind != DealKind::Game) return {};
    if (refusal.field() == "contract" && contract < 0) return tr("Noch kein Spiel gewählt (Tasten T, P, K, C, M, S).");
    if (refusal.field() == "bidder" && hand.bidder < 0) return tr("Noch nicht gewählt, wer das Spiel angesagt hat (Tasten 1-4).");
    if (refusal.field() == "tricks" && tricks.empty()) return tr("Noch keine Stiche eingetragen (Taste F2): sieben und mehr zählen.");
    return {};
}

std::span<const form::FormField> TarolasschForm::fields() {
    static const form::FormField fields[] = {
        {"contract", "Spiel"},
        {"bidder", "Angesagt von"},
        {"first_colour", "Zuerst angesagt"},
        {"tricks", "Stiche", true},
        {"honours", "Figuren"},
        {"aces", "Asse"},
        {"revoke", "Renonce"},
        {"dummy_partner", "Mit dem Strohmann"},
    };
    return fields;
}

}  // namespace tarock::app
