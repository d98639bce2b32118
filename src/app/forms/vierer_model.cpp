// The Tarok-for-four hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/vierer_model.hpp"

#include "app/forms/ansagen_model.hpp"
#include "app/lang.hpp"

namespace tarock::app {

using vierer::Alone;
using vierer::DealKind;
using vierer::DemandedCard;

std::string side_text(const std::vector<std::string>& players, int seat) {
    if (seat < 0 || static_cast<std::size_t>(seat) >= players.size() || players.size() < 4) return "?";
    const int a = seat % 2;
    return players[static_cast<std::size_t>(a)] + " + " + players[static_cast<std::size_t>(a + 2)];
}


vierer::Hand ViererForm::to_hand() const {
    vierer::Hand h = hand;
    h.dealer = dealer;
    if (h.kind != DealKind::Game) return form::not_a_game(h);
    h.points.reset();
    if (side >= 0)
        if (const auto t = form::parse_points(points)) h.points = std::make_pair(side, *t);
    h.partner.reset();
    if (h.alone == Alone::Called && partner >= 0) h.partner = partner;
    h.demanded_from.reset();
    if (h.alone == Alone::Demand && demanded_from >= 0) h.demanded_from = demanded_from;
    if (h.alone != Alone::Demand) h.demanded = DemandedCard::Andere;
    if (h.alone != Alone::Called) h.fortsetzung = 0;
    ansage::apply_tarocks(h.ansagen, tarocks_text);
    h.agreed.reset();
    return h;
}

Json ViererForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    vierer::Hand h = to_hand();
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (!valid(h.declarer)) h.declarer = -1;
    if (h.points && !valid(h.points->first)) h.points.reset();
    if (h.partner && !valid(*h.partner)) h.partner.reset();
    if (h.demanded_from && !valid(*h.demanded_from)) h.demanded_from.reset();
    // Open choices are left out of the record, so the core names the missing field.
    const std::vector<std::size_t> kept = ansage::keep_chosen(h.ansagen, n);  // index in hand.ansagen of every announcement written
    Json j = vierer::to_json(h, players);
    drop_rotation_dealer(j, rotation_dealer);
    switch (h.kind) {
        case DealKind::ThrownIn: return j;
        case DealKind::Partie: agreed.write(j, players); return j;
        case DealKind::AllPass:
            if (!agreed.empty()) agreed.write(j, players);
            return j;
        case DealKind::Game: break;
        default: break;  // the kinds of deal this game does not allow are refused before a form sees them
    }
    // Texts that do not parse are passed on as typed: the core refuses them naming the field.
    if (valid(side) && !points.empty() && !form::parse_points(points)) j["points"] = Json{{players[static_cast<std::size_t>(side)], points}};
    // Alone and demanding, the opponent not chosen yet: the core asks for "demanded.from".
    if (h.alone == Alone::Demand && !h.demanded_from) j["demanded"] = Json::object();
    ansage::write_tarocks(j, h.ansagen, kept, tarocks_text, players);
    // (b) the game's result is agreed by hand; (a) a game has none (the core refuses it if typed).
    if (h.declarer >= 0 || !agreed.empty()) agreed.write(j, players);
    return j;
}

ViererForm ViererForm::from_json(const Json& j, const std::vector<std::string>& players, int rotation_dealer) {
    ViererForm f;
    f.hand = vierer::parse_hand(j, players);
    f.load_dealer(f.hand.dealer, rotation_dealer);
    if (f.hand.points) {
        f.side = f.hand.points->first;
        f.points = form::points_text(f.hand.points->second);
    }
    f.partner = f.hand.partner.value_or(-1);
    f.demanded_from = f.hand.demanded_from.value_or(-1);
    f.tarocks_text = ansage::tarocks_texts(f.hand.ansagen);
    f.agreed.load(f.hand.agreed, players.size());
    return f;
}

std::string ViererForm::summary(const std::vector<std::string>& players) const {
    const vierer::Hand h = to_hand();
    auto name = [&](int seat) { return form::seat_name(players, seat); };
    switch (h.kind) {
        case DealKind::ThrownIn: return tr("Eingeworfen");
        case DealKind::Partie: return tr("Partie abgerechnet (von Hand)");
        case DealKind::AllPass: return agreed.empty() ? tr("Die Vorhand passt") : tr("Die Vorhand passt (von Hand)");
        case DealKind::Game: break;
        default: break;  // the kinds of deal this game does not allow are refused before a form sees them
    }
    std::string s;
    if (h.declarer < 0) {
        s = trf("Partei {} {} Punkte", side_text(players, side), points.empty() ? std::string("?") : points);
    } else {
        s = name(h.declarer);
        const std::string from = h.demanded_from ? name(*h.demanded_from) : std::string("?");
        switch (h.alone) {
            case Alone::Called: s += trf(" ruft {}", h.partner ? name(*h.partner) : std::string("?")); break;
            case Alone::Demand:
                s += h.demanded == DemandedCard::Mond     ? trf(" allein, fordert den Mond von {}", from)
                     : h.demanded == DemandedCard::Koenig ? trf(" allein, fordert einen König von {}", from)
                                                          : trf(" allein, fordert eine Karte von {}", from);
                break;
            case Alone::Solo: s += tr(" Solo"); break;
        }
    }
    if (!h.ansagen.empty()) s += h.ansagen.size() == 1 ? std::string(tr(", 1 Ansage")) : trf(", {} Ansagen", h.ansagen.size());
    if (h.fortsetzung) s += trf(", {} anschließende Matadore", h.fortsetzung);
    if (h.declarer >= 0) s += tr(", Ergebnis von Hand");
    return s;
}

bool ViererForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (k.key == form::kPointsKey) return true;
    if (hand.kind != DealKind::Game) return false;
    if (vierer::mode_of(c.rules) != vierer::Mode::Rufer) {
        form::choose_seat(k, c, side);
        return false;
    }
    form::choose_seat(k, c, hand.declarer);
    form::choose_by_letter(k, {{'R', Alone::Called}, {'A', Alone::Demand}, {'S', Alone::Solo}}, hand.alone);
    return false;
}

std::string ViererForm::hint(const InputError& refusal) const {
    if (hand.kind == DealKind::Partie && refusal.field() == "agreed" && agreed.empty())
        return tr("Noch kein Ergebnis der Partie eingetragen (Taste F2): was vereinbart ist, zusammen 0.");
    if (hand.kind != DealKind::Game) return {};
    if (refusal.field() == "points" && (side < 0 || points.empty()))
        return tr("Noch keine Kartenpunkte: Partei mit den Tasten 1-4 wählen, Punkte mit F2 eintragen.");
    if (refusal.field() == "declarer" && hand.declarer < 0) return tr("Noch kein Spieler gewählt (Tasten 1-4, die Vorhand).");
    if (refusal.field() == "called" && partner < 0) return tr("Wer hält den gerufenen König?");
    if (refusal.field() == "agreed" && agreed.empty())
        return tr("Das Ergebnis des Spiels wird von Hand eingetragen (Taste F2): was jeder bekommt oder zahlt.");
    return {};
}

}  // namespace tarock::app
