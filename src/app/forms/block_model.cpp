// The Block hand form's model: conversion between the form and the hand's JSON record.
#include "app/forms/block_model.hpp"

#include <algorithm>

#include "app/forms/tapp_model.hpp"
#include "app/lang.hpp"
#include "core/errors.hpp"

namespace tarock::app {

using block::DealKind;
using block::Finish;
using form::seat_name;


block::Hand BlockForm::to_hand() const {
    block::Hand h;
    put_envelope(h);
    if (kind == DealKind::ChipCount) {
        for (std::size_t s = 0; s < chips.size(); ++s)
            if (const auto t = form::parse_points(chips[s])) h.chips.emplace_back(static_cast<int>(s), *t);
        return h;
    }
    if (kind != DealKind::Game) return h;
    h.declarer = declarer;
    if (opened_by >= 0 && opened_by != declarer) h.opened_by = opened_by;
    h.game = game;
    if (game == tapp::Game::Dreier) {
        if (dreier_input == DreierInput::Multiple) h.multiple = multiple;
        if (level > 0) h.level = level;
        h.talon = talon;
    }
    h.finish = finish;
    h.honours = honours;
    h.halve = halve;
    // Schleifen comes before "er liegt": no result, no premiums, no renonce (000:L573-575).
    if (finish == Finish::Schleifen) return h;
    if (result_input == ResultInput::Points) h.points = form::parse_points(points);
    else if (result_input == ResultInput::WonLost) h.won = won;
    if (ultimo.mode != PremiumMode::None) {
        h.ultimo = true;
        h.ultimo_announced = ultimo.mode == PremiumMode::Announced;
        if (ultimo.result != UltimoResult::Open) h.ultimo_won = ultimo.result == UltimoResult::Won;
    }
    if (volat.mode != PremiumMode::None) {
        h.volat_announced = volat.mode == PremiumMode::Announced;
        h.volat_by = volat.made_by;
    }
    if (renonce >= 0) h.renonce = renonce;
    return h;
}

Json BlockForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    block::Hand h = to_hand();
    // A seat left open is written as a placeholder and removed again below, so that the core
    // names the missing field.
    const bool no_declarer = h.kind == DealKind::Game && (h.declarer < 0 || h.declarer >= n);
    if (no_declarer) h.declarer = 0;
    form::drop_invalid_seats(h, n);
    h.chips.clear();

    Json j = block::to_json(h, players);
    drop_rotation_dealer(j, rotation_dealer);
    if (no_declarer) {
        j.erase("declarer");
        j.erase("opened_by");
    }
    if (h.kind == DealKind::Game && finish != Finish::Schleifen && result_input == ResultInput::Points && !points.empty() && !h.points) {
        // Not a number: pass the text on, the core refuses it naming the field and the rule.
        j["points"] = points;
    }
    if (h.kind == DealKind::ChipCount) j["chips"] = chip_count_record(chips, players).at("chips");
    return j;
}

BlockForm BlockForm::from_json(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) {
    const block::Hand h = block::parse_hand(hand, players);
    BlockForm f;
    f.load_envelope(h, rotation_dealer);
    if (h.kind == DealKind::ChipCount) {
        f.chips.assign(players.size(), "");
        for (const auto& [seat, t] : h.chips) f.chips[static_cast<std::size_t>(seat)] = t.to_string();
        return f;
    }
    if (h.kind != DealKind::Game) return f;
    f.declarer = h.declarer;
    f.opened_by = h.opened_by.value_or(-1);
    f.game = h.game;
    if (h.game == tapp::Game::Dreier) {
        f.level = h.level.value_or(0);
        f.talon = h.talon;
        if (h.multiple) {
            f.dreier_input = DreierInput::Multiple;
            f.multiple = *h.multiple;
        } else {
            f.dreier_input = DreierInput::Level;
            f.multiple = h.dreier_multiple();
        }
    }
    f.finish = h.finish;
    form::load_result(h.points, h.won, f.result_input, f.points, f.won);
    f.honours = h.honours;
    if (h.ultimo) {
        f.ultimo.mode = h.ultimo_announced ? PremiumMode::Announced : PremiumMode::Silent;
        f.ultimo.result = !h.ultimo_won ? UltimoResult::Open : *h.ultimo_won ? UltimoResult::Won : UltimoResult::Lost;
    }
    if (h.volat_announced || h.volat_by != tapp::Party::None) {
        f.volat.mode = h.volat_announced ? PremiumMode::Announced : PremiumMode::Silent;
        f.volat.made_by = h.volat_by;
    }
    f.renonce = h.renonce.value_or(-1);
    f.halve = h.halve;
    return f;
}

std::string BlockForm::summary(const std::vector<std::string>& players) const {
    form::Summary s;
    if (!s.add_deal(kind, dealer, players)) switch (kind) {
        case DealKind::AllPass:
        case DealKind::Misdeal:
        case DealKind::ThrownIn: break;  // added by add_deal
        case DealKind::Redeal: s.add(tr("Ohne Tarock und ohne König: neu gegeben")); break;
        case DealKind::Hut: s.add(tr("Hut gezogen")); break;
        case DealKind::ChipCount: {
            std::string c = tr("Blocks gezählt:");
            for (std::size_t i = 0; i < chips.size(); ++i) c += (i ? ", " : " ") + seat_name(players, static_cast<int>(i)) + " " + chips[i];
            s.add(c);
            break;
        }
        case DealKind::Game: {
            std::string g = seat_name(players, declarer) + ": ";
            if (game == tapp::Game::Solo) {
                g += "Solo";
            } else if (dreier_input == DreierInput::Multiple) {
                g += trf("Dreier {}×", multiple);
            } else {
                g += trf("Dreier Stufe {}, {} = {}×", std::max(level, 1), form::talon_name(talon), to_hand().dreier_multiple());
            }
            s.add(g);
            if (opened_by >= 0 && opened_by != declarer) s.add(trf("zuerst angesagt: {}", seat_name(players, opened_by)));
            if (finish == Finish::Schleifen) s.add(tr("geschleift"));
            if (finish == Finish::Conceded) s.add(tr("Gegner gaben auf"));
            if (finish != Finish::Schleifen) s.add_result(result_input, points, won);
            for (const auto& [seat, hon] : honours) s.add(std::string(form::honour_name(hon)) + ": " + seat_name(players, seat));
            if (finish != Finish::Schleifen) {
                if (ultimo.mode != PremiumMode::None) {
                    std::string u = ultimo.mode == PremiumMode::Announced ? tr("Ultimo angesagt") : tr("Ultimo still");
                    u += ultimo.result == UltimoResult::Won ? tr(" gewonnen") : ultimo.result == UltimoResult::Lost ? tr(" verloren") : tr(" (nicht ausgespielt)");
                    s.add(u);
                }
                if (volat.mode != PremiumMode::None) {
                    std::string v = volat.mode == PremiumMode::Announced ? tr("Volat angesagt") : tr("Volat still");
                    v += volat.made_by == tapp::Party::Declarer    ? tr(", gemacht vom Spieler")
                         : volat.made_by == tapp::Party::Opponents ? tr(", gemacht von den Gegnern")
                                                                   : tr(", nicht gemacht");
                    s.add(v);
                }
                if (renonce >= 0) s.add(trf("Renonce: {}", seat_name(players, renonce)));
            }
            if (halve) s.add(tr("Bête in zwei Hälften"));
            break;
        }
        default: break;  // the kinds of deal this game does not allow are refused before a form sees them
    }
    s.end(*this, note, kind != DealKind::Misdeal && kind != DealKind::Hut && kind != DealKind::ChipCount, players);
    return s.text();
}

bool BlockForm::key(const form::KeyPress& k, const form::KeyContext& c) {
    if (k.key == form::kPointsKey) {
        if (kind != DealKind::Game) return false;
        result_input = ResultInput::Points;
        if (finish == Finish::Schleifen) finish = Finish::Played;
        return true;
    }
    if (kind == DealKind::Game) form::choose_seat(k, c, declarer);
    form::choose_by_letter(k, {{'D', tapp::Game::Dreier}, {'S', tapp::Game::Solo}}, game);
    return false;
}

std::string BlockForm::hint(const InputError& refusal) const {
    if (kind == DealKind::Game && declarer < 0 && refusal.field() == "declarer")
        return tr("Noch kein Spieler gewählt (Tasten 1, 2, 3). Die Vorschau zeigt dann, wer wem was zahlt und was auf die Tafel kommt.");
    return {};
}

Json chip_count_record(const std::vector<std::string>& chips, const std::vector<std::string>& players) {
    Json c = Json::object();
    for (std::size_t s = 0; s < chips.size() && s < players.size(); ++s) {
        const std::string& text = chips[s];
        if (text.find_first_not_of(' ') == std::string::npos) continue;
        const auto t = form::parse_points(text);
        c[players[s]] = t ? form::amount_json(*t) : Json(text);
    }
    return Json{{"deal", "chip_count"}, {"chips", c}};
}

GameValueLine game_value_line(const Evening& e, std::size_t position, const Json& dealer) {
    GameValueLine line;
    try {
        Json probe = {{"game", "dreier"}, {"multiple", 1}, {"result", "won"}};
        if (!dealer.is_null()) probe["dealer"] = dealer;
        const Deal deal = deal_at(e, position, probe);
        if (deal.active.empty()) return line;
        probe["declarer"] = e.players.at(static_cast<std::size_t>(deal.active.front()));
        const Preview p = preview(e, position, probe);
        for (const Text& note : p.outcome.result.notes)
            if (note.de.rfind("Spielwert", 0) == 0) line.text = tr(note);
    } catch (const InputError& err) {
        // Only a refusal of the game as such (not of the probe's made-up inputs) is news.
        if (err.field() == "deal") {
            line.text = tr(err.message());
            line.refused = true;
        }
    } catch (const std::exception&) {
    }
    return line;
}

}  // namespace tarock::app
