// The Groß-Tarok hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/grosstarok_model.hpp"

#include <algorithm>

#include "app/forms/ansagen_model.hpp"
#include "app/lang.hpp"

namespace tarock::app {

using form::seat_name;
using grosstarok::DealKind;
using grosstarok::MisereResult;


grosstarok::Hand GrossTarokForm::to_hand() const {
    grosstarok::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) return form::not_a_game(h);
    h.points.clear();
    for (std::size_t seat = 0; seat < points.size(); ++seat)
        if (const auto t = form::parse_points(points[seat])) h.points.emplace_back(static_cast<int>(seat), *t);
    h.scat = form::parse_points(scat);
    ansage::apply_tarocks(h.ansagen, tarocks_text);
    if (game != GrossTarokGame::Misere) h.misere.reset();
    else if (!h.misere) h.misere = grosstarok::Misere{};
    if (game != GrossTarokGame::DoppelMisere) h.doppel_misere.clear();
    else h.doppel_misere.resize(2, -1);
    if (game != GrossTarokGame::Vole) h.vole.reset();
    else if (!h.vole) h.vole = grosstarok::Vole{};
    h.agreed.reset();
    return h;
}

Json GrossTarokForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    grosstarok::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    // Open choices are left out of the record, so the core names the missing field.
    const std::vector<std::size_t> kept = ansage::keep_chosen(h.ansagen, n);  // index in hand.ansagen of every announcement written
    if (h.premien.pagat && !valid(h.premien.pagat->player)) h.premien.pagat.reset();
    std::erase_if(h.premien.kings, [&](const grosstarok::KingEvent& k) { return !valid(k.player); });
    if (h.premien.mond_ultimo && !valid(*h.premien.mond_ultimo)) h.premien.mond_ultimo.reset();
    const bool no_misere_player = h.misere && !valid(h.misere->player);
    if (no_misere_player) h.misere->player = 0;
    const bool no_vole_player = h.vole && !valid(h.vole->player);
    if (no_vole_player) h.vole->player = 0;
    const bool open_doppel = !h.doppel_misere.empty() && !(valid(h.doppel_misere[0]) && valid(h.doppel_misere[1]));
    if (open_doppel) h.doppel_misere.clear();
    Json j = grosstarok::to_json(h, players);
    if (no_misere_player) j["misere"].erase("player");
    if (no_vole_player) j["vole"].erase("player");
    if (open_doppel) j["doppel_misere"] = Json::array();
    drop_rotation_dealer(j, rotation_dealer);
    if (h.kind != DealKind::Game) return j;
    // Texts that do not parse are passed on as typed: the core refuses them naming the field.
    for (std::size_t seat = 0; seat < points.size() && seat < players.size(); ++seat)
        if (!points[seat].empty() && !form::parse_points(points[seat])) j["points"][players[seat]] = points[seat];
    if (!scat.empty() && !form::parse_points(scat)) j["scat"] = scat;
    ansage::write_tarocks(j, h.ansagen, kept, tarocks_text, players);
    if (!agreed.empty()) agreed.write(j, players);
    return j;
}

GrossTarokForm GrossTarokForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    GrossTarokForm f;
    f.hand = grosstarok::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    f.points.assign(players.size(), "");
    for (const auto& [seat, t] : f.hand.points)
        if (seat >= 0 && static_cast<std::size_t>(seat) < players.size()) f.points[static_cast<std::size_t>(seat)] = form::points_text(t);
    f.scat = form::points_text(f.hand.scat);
    f.game = f.hand.misere ? GrossTarokGame::Misere
             : !f.hand.doppel_misere.empty() ? GrossTarokGame::DoppelMisere
             : f.hand.vole ? GrossTarokGame::Vole
                           : GrossTarokGame::Cards;
    f.tarocks_text = ansage::tarocks_texts(f.hand.ansagen);
    f.agreed.load(f.hand.agreed, players.size());
    return f;
}

std::string GrossTarokForm::summary(const std::vector<std::string>& players) const {
    const grosstarok::Hand h = to_hand();
    if (h.kind == DealKind::ThrownIn) return tr("Eingeworfen");
    std::string s;
    switch (game) {
        case GrossTarokGame::Cards: s = tr("Kartenpunkte"); break;
        case GrossTarokGame::Misere:
            s = h.misere->result == MisereResult::Made     ? trf("Misère {} gemacht", seat_name(players, h.misere->player))
                : h.misere->result == MisereResult::Failed ? trf("Misère {} verloren", seat_name(players, h.misere->player))
                                                           : trf("Misère {} aufgegeben", seat_name(players, h.misere->player));
            break;
        case GrossTarokGame::DoppelMisere:
            s = trf("Doppelte Misère {} und {}", seat_name(players, h.doppel_misere[0]), seat_name(players, h.doppel_misere[1]));
            break;
        case GrossTarokGame::Vole: s = h.vole->made ? trf("Vole {}", seat_name(players, h.vole->player)) : trf("Vole {} verloren", seat_name(players, h.vole->player)); break;
    }
    for (const auto& [seat, t] : h.points) s += ", " + seat_name(players, seat) + " " + t.to_string();
    if (!h.ansagen.empty()) s += h.ansagen.size() == 1 ? std::string(tr(", 1 Ansage")) : trf(", {} Ansagen", h.ansagen.size());
    if (h.premien.pagat) s += trf(", Pagat {}", seat_name(players, h.premien.pagat->player));
    if (!h.premien.kings.empty()) s += h.premien.kings.size() == 1 ? std::string(tr(", 1 König")) : trf(", {} Könige", h.premien.kings.size());
    if (h.premien.mond_ultimo) s += trf(", Mond ultimo {}", seat_name(players, *h.premien.mond_ultimo));
    return s;
}

bool GrossTarokForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    (void)c;
    return k.key == form::kPointsKey;
}

std::string GrossTarokForm::hint(const InputError& refusal) const {
    if (hand.kind != DealKind::Game) return {};
    if (refusal.field() == "points" && std::all_of(points.begin(), points.end(), [](const std::string& p) { return p.empty(); }))
        return tr("Noch keine Kartenpunkte eingetragen (Taste F2): über 26 gewinnt.");
    return {};
}

}  // namespace tarock::app
