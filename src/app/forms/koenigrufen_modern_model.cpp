// The modern Königrufen hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/koenigrufen_modern_model.hpp"

#include <array>

#include "app/lang.hpp"

namespace tarock::app {

namespace {

using koenigrufen_modern::Shape;
using koenigrufen_modern::TalonKing;

Shape shape_of(const koenigrufen_modern::Hand& h) { return koenigrufen_modern::info(h.contract).shape; }

}  // namespace

koenigrufen_modern::Hand KoenigrufenModernForm::to_hand() const {
    koenigrufen_modern::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) {
        koenigrufen_modern::Hand e;
        e.kind = h.kind;
        e.dealer = h.dealer;
        e.note = h.note;
        return e;
    }
    const Shape shape = shape_of(h);
    h.partner.reset();
    if (shape != Shape::Partner) {
        h.talon_king = TalonKing::None;
        h.bird.reset();
    } else if (partner == kModernKingInTalon) {
        if (h.talon_king == TalonKing::None) h.talon_king = TalonKing::Played;
    } else {
        h.talon_king = TalonKing::None;
        h.bird.reset();
        if (partner >= 0) h.partner = partner;
    }
    if (h.talon_king != TalonKing::Schleifen) h.bird.reset();
    h.points.reset();
    h.trischaken.clear();
    if (shape == Shape::Trischaken) {
        for (std::size_t s = 0; s < trischaken.size(); ++s)
            if (const auto t = form::parse_points(trischaken[s])) h.trischaken[static_cast<int>(s)] = *t;
    } else if (shape != Shape::Negative && h.talon_king != TalonKing::Schleifen) {
        h.points = form::parse_points(points);
    }
    if (shape != Shape::Negative) {
        h.won.reset();
        h.kontras.clear();
        h.bei.clear();
    } else {
        h.kontra = 0;
        h.premiums.clear();
        h.valat.reset();
        if (!h.won) h.won = false;
    }
    if (shape == Shape::Trischaken) {
        h.kontra = 0;
        h.premiums.clear();
        h.valat.reset();
        h.won.reset();
    }
    return h;
}

Json KoenigrufenModernForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    koenigrufen_modern::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    const bool no_declarer = !valid(h.declarer);
    if (no_declarer) h.declarer = 0;
    if (h.partner && !valid(*h.partner)) h.partner.reset();
    std::erase_if(h.kontras, [&](const auto& x) { return !valid(x.first); });
    std::erase_if(h.trischaken, [&](const auto& x) { return !valid(x.first); });
    for (auto& p : h.premiums)
        if (p.kontra_by && !valid(*p.kontra_by)) p.kontra_by.reset();
    const bool no_renonce = h.renonce && !valid(h.renonce->player);
    if (no_renonce) h.renonce->player = 0;
    if (h.renonce && h.renonce->second && !valid(*h.renonce->second)) h.renonce->second.reset();
    std::vector<std::size_t> no_bei;  // Bei rows without a player yet: the core refuses them naming the field
    for (std::size_t i = 0; i < h.bei.size(); ++i)
        if (!valid(h.bei[i].player)) {
            no_bei.push_back(i);
            h.bei[i].player = 0;
        }
    for (auto& b : h.bei) std::erase_if(b.kontras, [&](const auto& x) { return !valid(x.first); });
    const bool no_mondfang = h.mondfang && (!valid(h.mondfang->mond) || !valid(h.mondfang->by));
    if (no_mondfang) h.mondfang = koenigrufen_modern::Mondfang{0, 0};
    Json j = koenigrufen_modern::to_json(h, players);
    drop_rotation_dealer(j, rotation_dealer);
    if (h.kind != DealKind::Game) return j;
    if (no_declarer) j.erase("declarer");
    if (no_renonce) j["renonce"].erase("player");
    if (no_mondfang) j.erase("mondfang");
    for (std::size_t i : no_bei) j["bei"][i].erase("player");
    const Shape shape = shape_of(h);
    if (shape != Shape::Trischaken && shape != Shape::Negative && h.talon_king != TalonKing::Schleifen && !h.points && !points.empty()) {
        j["points"] = points;  // as typed: the core refuses it naming "points"
        form::note_last(j);
    }
    return j;
}

KoenigrufenModernForm KoenigrufenModernForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    KoenigrufenModernForm f;
    f.hand = koenigrufen_modern::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    const koenigrufen_modern::Hand& h = f.hand;
    f.partner = h.talon_king != TalonKing::None ? kModernKingInTalon : h.partner.value_or(-1);
    f.points = form::points_text(h.points);
    f.trischaken.assign(players.size(), std::string());
    for (const auto& [seat, t] : h.trischaken) f.trischaken[static_cast<std::size_t>(seat)] = form::points_text(t);
    return f;
}

std::string KoenigrufenModernForm::summary(const std::vector<std::string>& players) const {
    const koenigrufen_modern::Hand h = to_hand();
    form::Summary s;
    if (h.kind != DealKind::Game) {
        s.add_no_game(form::NoGame::ThrownIn, {});
    } else {
        std::string game = form::seat_name(players, h.declarer) + ": " + koenigrufen_modern::info(h.contract).name;
        if (h.talon_king == TalonKing::Schleifen) game += tr(", geschleift");
        else if (h.talon_king == TalonKing::Played) game += tr(", König im Talon");
        else if (h.partner) game += trf(" mit {}", form::seat_name(players, *h.partner));
        if (h.struck) game += tr(" (gestrichen)");
        s.add(game);
        if (h.points) s.add(form::points_text(h.points));
        if (h.won) s.add(*h.won ? tr("gewonnen") : tr("verloren"));
        if (h.kontra) s.add(koenigrufen_modern::kontra_chain().word(h.kontra));
        for (const auto& p : h.premiums) s.add(koenigrufen_modern::info(p.kind).name);
        if (h.valat) s.add("Valat");
        if (h.renonce && h.renonce->second)
            s.add(trf("Renonce {} und {}", form::seat_name(players, h.renonce->player), form::seat_name(players, *h.renonce->second)));
        else if (h.renonce)
            s.add(trf("Renonce {}", form::seat_name(players, h.renonce->player)));
        if (h.mondfang) s.add("Mondfang");
        if (h.radl) s.add("Radl");
    }
    s.end(*this, h.note, true, players);
    return s.text();
}

bool KoenigrufenModernForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    using koenigrufen_modern::Contract;
    if (k.key == form::kPointsKey) return true;
    if (!k.plain || hand.kind != DealKind::Game) return false;
    // The first digit chooses the declarer, the next one (a game with a called king) the partner.
    if (form::choose_declarer_and_partner(k, c, hand.declarer, partner, shape_of(hand) == Shape::Partner)) return false;
    form::choose_by_letter(k, kModernContractKeys, hand.contract);
    return false;
}

std::string KoenigrufenModernForm::hint(const InputError& refusal) const {
    if (hand.kind != DealKind::Game) return {};
    if (hand.declarer < 0 && refusal.field() == "declarer") return tr("Noch kein Spieler gewählt (Tasten 1-5).");
    if (partner == -1 && refusal.field() == "partner") return tr("Wer hat den gerufenen König? Den Partner (nächste Ziffer) oder den Talon wählen.");
    if (refusal.field() == "points" && points.empty()) return tr("Noch keine Kartenpunkte eingetragen (Taste F2): 35 2/3 gewinnt.");
    if (refusal.field() == "trischaken") return tr("Die Kartenpunkte jedes Spielers eintragen (Taste F2), zusammen 70.");
    return {};
}

std::span<const form::FormField> KoenigrufenModernForm::fields() {
    static const std::array<form::FormField, 9> f = {{
        {"game", "Spiel"},
        {"partner", "König bei"},
        {"talon", "König im Talon"},
        {"bird", "Geplanter Vogel"},
        {"points", "Kartenpunkte", true},
        {"trischaken", "Kartenpunkte je Spieler", true},
        {"kontras", "Kontra je Gegner"},
        {"premiums", "Prämien"},
        {"mondfang", "Mondfang"},
    }};
    return f;
}

}  // namespace tarock::app
