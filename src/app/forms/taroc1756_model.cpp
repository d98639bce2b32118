// The 1756 Taroc hand forms' models: conversion between the forms and the hands' JSON records.
#include "app/forms/taroc1756_model.hpp"

#include <algorithm>

#include "app/forms/ansagen_model.hpp"
#include "app/lang.hpp"

namespace tarock::app {

using form::seat_name;
using taroc1756::DealKind;
using taroc1756::Fehler;
using taroc1756::HonneurKind;
using taroc1756::PagatResult;

namespace {

const char* fehler_id(Fehler f) {
    switch (f) {
        case Fehler::Renonce: return "renonce";
        case Fehler::PagatRenonce: return "pagat_renonce";
        case Fehler::ZuVieleHonneurs: return "zu_viele_honneurs";
    }
    return "";
}

}  // namespace


taroc1756::Hand Taroc1756Form::to_hand() const {
    taroc1756::Hand h = hand;
    h.dealer = dealer;
    if (h.kind == DealKind::Misdeal) return form::not_a_game(h);
    h.points.clear();
    for (std::size_t seat = 0; seat < points.size(); ++seat)
        if (const auto t = form::parse_points(points[seat])) h.points.emplace_back(static_cast<int>(seat), *t);
    h.scar = form::parse_points(scar);
    for (std::size_t i = 0; i < h.honneurs.size(); ++i) {
        auto& x = h.honneurs[i].second;
        if (x.kind == HonneurKind::Matadors) {
            x.skues = true;
            x.tarocks = i < tarocks_text.size() ? ansage::tarock_numbers(tarocks_text[i]) : std::vector<int>{};
        } else {
            x.tarocks.clear();
        }
        if (x.kind == HonneurKind::Skues) x.skues = true;
        if (x.kind != HonneurKind::Cavalerie && x.kind != HonneurKind::VierKoenige && x.kind != HonneurKind::Matadors && x.kind != HonneurKind::Skues)
            x.skues = false;
        if (x.kind != HonneurKind::Cavalerie) x.scar = false;
    }
    h.pagat.reset();
    if (pagat >= 0) h.pagat = std::make_pair(pagat, pagat_result);
    h.skues_only.reset();
    if (skues_only >= 0) h.skues_only = skues_only;
    if (h.kind == DealKind::FalscherScar) {
        // The game is void: only the honours announced count (004:124).
        h.points.clear();
        h.scar.reset();
        h.pagat.reset();
        h.fehler.clear();
        h.skues_only.reset();
    }
    return h;
}

Json Taroc1756Form::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    taroc1756::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    std::erase_if(h.points, [&](const auto& p) { return !valid(p.first); });
    if (h.pagat && !valid(h.pagat->first)) h.pagat.reset();
    if (h.skues_only && !valid(*h.skues_only)) h.skues_only.reset();
    // Open choices are left out of the record, so the core names the missing field.
    std::vector<std::size_t> kept;  // index in hand.honneurs of every honour written
    std::vector<std::pair<int, taroc1756::Honneur>> honneurs;
    std::vector<int> seats;
    std::vector<bool> matadors;
    for (std::size_t i = 0; i < h.honneurs.size(); ++i)
        if (valid(h.honneurs[i].first)) {
            honneurs.push_back(h.honneurs[i]);
            kept.push_back(i);
            seats.push_back(h.honneurs[i].first);
            matadors.push_back(h.honneurs[i].second.kind == HonneurKind::Matadors);
        }
    h.honneurs = honneurs;
    std::vector<std::size_t> open_fehler;  // faults whose player is not chosen yet
    std::vector<std::pair<int, Fehler>> fehler;
    for (std::size_t i = 0; i < h.fehler.size(); ++i) {
        if (valid(h.fehler[i].first)) fehler.push_back(h.fehler[i]);
        else open_fehler.push_back(i);
    }
    h.fehler = fehler;
    Json j = taroc1756::to_json(h, players);
    drop_rotation_dealer(j, rotation_dealer);
    if (h.kind == DealKind::Misdeal) return j;
    ansage::write_tarocks(j, "honneurs", seats, matadors, kept, tarocks_text, players);
    if (h.kind != DealKind::Game) return j;
    // Texts that do not parse are passed on as typed: the core refuses them naming the field.
    for (std::size_t seat = 0; seat < points.size() && seat < players.size(); ++seat)
        if (!points[seat].empty() && !form::parse_points(points[seat])) j["points"][players[seat]] = points[seat];
    if (!scar.empty() && !form::parse_points(scar)) j["scar"] = scar;
    // A fault without its player: the core asks "fehler[i].player".
    for (std::size_t i : open_fehler) j["fehler"].push_back(Json{{"fehler", fehler_id(hand.fehler[i].second)}});
    return j;
}

Taroc1756Form Taroc1756Form::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    Taroc1756Form f;
    f.hand = taroc1756::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    f.points.assign(players.size(), "");
    for (const auto& [seat, t] : f.hand.points)
        if (seat >= 0 && static_cast<std::size_t>(seat) < players.size()) f.points[static_cast<std::size_t>(seat)] = form::points_text(t);
    f.scar = form::points_text(f.hand.scar);
    for (const auto& [seat, x] : f.hand.honneurs) f.tarocks_text.push_back(x.kind == HonneurKind::Matadors ? ansage::tarocks_to_text(x.tarocks) : "");
    if (f.hand.pagat) {
        f.pagat = f.hand.pagat->first;
        f.pagat_result = f.hand.pagat->second;
    }
    f.skues_only = f.hand.skues_only.value_or(-1);
    return f;
}

std::string Taroc1756Form::summary(const std::vector<std::string>& players) const {
    const taroc1756::Hand h = to_hand();
    auto name = [&](int seat) { return seat_name(players, seat); };
    if (h.kind == DealKind::Misdeal) return trf("Vergeben: {} zahlt jedem 5", name(dealer));
    std::string s = h.kind == DealKind::FalscherScar ? tr("Falscher Scar") : tr("Points");
    for (const auto& [seat, t] : h.points) s += ", " + name(seat) + " " + t.to_string();
    if (!h.honneurs.empty()) s += h.honneurs.size() == 1 ? std::string(tr(", 1 Honneur")) : trf(", {} Honneurs", h.honneurs.size());
    if (h.pagat)
        s += h.pagat->second == PagatResult::Lost       ? trf(", Pagat {} überstochen", name(h.pagat->first))
             : h.pagat->second == PagatResult::LostLast ? trf(", Pagat {} im letzten verloren", name(h.pagat->first))
                                                        : trf(", Pagat {} macht den letzten Stich", name(h.pagat->first));
    for (const auto& [seat, f] : h.fehler)
        s += f == Fehler::Renonce        ? trf(", {} Renonce", name(seat))
             : f == Fehler::PagatRenonce ? trf(", {} Pagat-Renonce", name(seat))
                                         : trf(", {} zu viele Honneurs", name(seat));
    if (h.skues_only) s += trf(", {} nur der Scüs", name(*h.skues_only));
    return s;
}

bool Taroc1756Form::key(const form::KeyPress& k, const form::KeyContext& c) {
    (void)c;
    if (k.key == form::kPointsKey) return true;
    form::choose_by_letter(k, {{'G', DealKind::Game}, {'V', DealKind::Misdeal}}, hand.kind);
    return false;
}

std::string Taroc1756Form::hint(const InputError& refusal) const {
    if (hand.kind == DealKind::Misdeal) return {};
    if (refusal.field() == "points" && std::all_of(points.begin(), points.end(), [](const std::string& p) { return p.empty(); }))
        return tr("Noch keine Points eingetragen (Taste F2): über 26 gewinnt.");
    return {};
}

using Kind = taroc1756::wien::Hand::Kind;


bool WienForm::volata() const {
    const auto t = form::parse_points(points);
    return t && (t->is_zero() || *t == Thirds::whole(72));
}

taroc1756::wien::Hand WienForm::to_hand() const {
    taroc1756::wien::Hand h = hand;
    h.dealer = dealer;
    if (h.kind == Kind::ThrownIn) return form::not_a_game(h);
    h.points.reset();
    if (side >= 0)
        if (const auto t = form::parse_points(points)) h.points = std::make_pair(side, *t);
    h.paare.reset();
    if (paare_named && paare[0][0] >= 0 && paare[0][1] >= 0 && paare[1][0] >= 0 && paare[1][1] >= 0) h.paare = paare;
    h.agreed.reset();
    return h;
}

Json WienForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    taroc1756::wien::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (h.points && !valid(h.points->first)) h.points.reset();
    bool open_pairs = paare_named && !h.paare;
    if (h.paare)
        for (const auto& pair : *h.paare)
            for (int seat : pair)
                if (!valid(seat)) open_pairs = true;
    if (open_pairs) h.paare.reset();
    Json j = taroc1756::wien::to_json(h, players);
    drop_rotation_dealer(j, rotation_dealer);
    if (h.kind == Kind::ThrownIn) return j;
    // Texts that do not parse are passed on as typed: the core refuses them naming the field.
    if (valid(side) && !points.empty() && !form::parse_points(points)) j["points"] = Json{{players[static_cast<std::size_t>(side)], points}};
    // A pair not chosen completely: written with empty names, so the core names "paare".
    if (open_pairs) {
        Json p = Json::array();
        for (const auto& pair : paare) {
            Json q = Json::array();
            for (int seat : pair) q.push_back(valid(seat) ? players[static_cast<std::size_t>(seat)] : std::string());
            p.push_back(q);
        }
        j["paare"] = p;
    }
    if (volata() || !agreed.empty()) agreed.write(j, players);
    return j;
}

WienForm WienForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    WienForm f;
    f.hand = taroc1756::wien::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    if (f.hand.points) {
        f.side = f.hand.points->first;
        f.points = form::points_text(f.hand.points->second);
    }
    if (f.hand.paare) {
        f.paare_named = true;
        f.paare = *f.hand.paare;
    }
    f.agreed.load(f.hand.agreed, players.size());
    return f;
}

std::string WienForm::summary(const std::vector<std::string>& players) const {
    const taroc1756::wien::Hand h = to_hand();
    auto name = [&](int seat) { return seat_name(players, seat); };
    if (h.kind == Kind::ThrownIn) return tr("Eingeworfen");
    std::string s;
    if (h.paare) s = trf("{} + {} gegen {} + {}, ", name((*h.paare)[0][0]), name((*h.paare)[0][1]), name((*h.paare)[1][0]), name((*h.paare)[1][1]));
    s += trf("Paar von {} {} Points", name(side), points.empty() ? std::string("?") : points);
    if (volata()) s += tr(", Volata (von Hand)");
    return s;
}

bool WienForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (k.key == form::kPointsKey) return true;
    if (hand.kind == Kind::Game) form::choose_seat(k, c, side);
    return false;
}

std::string WienForm::hint(const InputError& refusal) const {
    if (hand.kind != Kind::Game) return {};
    if (refusal.field() == "points" && (side < 0 || points.empty()))
        return tr("Noch keine Points: das Paar mit den Tasten 1-4 wählen, die Points mit F2 eintragen (36 ist die Hälfte).");
    if (refusal.field() == "agreed" && agreed.empty()) return tr("Eine Volata: den vereinbarten Preis eintragen (0 für alle erlaubt).");
    return {};
}

}  // namespace tarock::app
