// The Block hand form's view-model: conversion between the form and the hand's JSON record.
#include <algorithm>
#include <stdexcept>

#include "app/hand_form_block.hpp"
#include "app/lang.hpp"
#include "core/errors.hpp"

namespace tarock::app {

namespace {

using block::DealKind;
using block::Finish;

std::string seat_name(const std::vector<std::string>& players, int seat) {
    if (seat < 0 || seat >= static_cast<int>(players.size())) return "?";
    return players[static_cast<std::size_t>(seat)];
}

const char* honour_de(tapp::Honour h) {
    switch (h) {
        case tapp::Honour::Koepfe: return tr("Köpfe");
        case tapp::Honour::Trull: return tr("Trull");
        case tapp::Honour::Quatre: return tr("Quatre");
    }
    return "";
}

const char* talon_de(tapp::Talon t) {
    switch (t) {
        case tapp::Talon::FirstSeen: return tr("erste Lage");
        case tapp::Talon::Other: return tr("andere Lage");
        case tapp::Talon::Back: return tr("zurück zur ersten");
        default: return tr("Talon nicht notiert");
    }
}

/// The amount typed, or nothing when it is empty or no amount.
std::optional<Thirds> parse_amount(const std::string& text) {
    if (text.find_first_not_of(' ') == std::string::npos) return std::nullopt;
    try {
        return Thirds::parse(text);
    } catch (const std::invalid_argument&) {
        return std::nullopt;
    }
}

}  // namespace

bool BlockForm::has_honour(int seat, tapp::Honour h) const {
    return std::find(honours.begin(), honours.end(), std::pair<int, tapp::Honour>(seat, h)) != honours.end();
}

void BlockForm::set_honour(int seat, tapp::Honour h, bool held) {
    const std::pair<int, tapp::Honour> item(seat, h);
    const auto it = std::find(honours.begin(), honours.end(), item);
    if (held && it == honours.end()) honours.push_back(item);
    if (!held && it != honours.end()) honours.erase(it);
}

block::Hand BlockForm::to_hand() const {
    block::Hand h;
    h.kind = kind;
    h.dealer = dealer;
    h.note = note;
    if (kind == DealKind::ChipCount) {
        for (std::size_t s = 0; s < chips.size(); ++s)
            if (const auto t = parse_amount(chips[s])) h.chips.emplace_back(static_cast<int>(s), *t);
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
    if (result_input == ResultInput::Points) h.points = parse_amount(points);
    else if (result_input == ResultInput::WonLost) h.won = won;
    if (ultimo != PremiumMode::None) {
        h.ultimo = true;
        h.ultimo_announced = ultimo == PremiumMode::Announced;
        if (ultimo_result != UltimoResult::Open) h.ultimo_won = ultimo_result == UltimoResult::Won;
    }
    if (volat != PremiumMode::None) {
        h.volat_announced = volat == PremiumMode::Announced;
        h.volat_by = volat_by;
    }
    if (renonce >= 0) h.renonce = renonce;
    return h;
}

Json BlockForm::to_json(const std::vector<std::string>& players, int rotation_dealer) const {
    const int n = static_cast<int>(players.size());
    auto valid = [&](int seat) { return seat >= 0 && seat < n; };
    block::Hand h = to_hand();
    // A seat left open is written as a placeholder and removed again below, so that the core
    // names the missing field.
    const bool no_declarer = h.kind == DealKind::Game && !valid(h.declarer);
    if (no_declarer) h.declarer = 0;
    if (h.dealer && !valid(*h.dealer)) h.dealer.reset();
    if (h.opened_by && !valid(*h.opened_by)) h.opened_by.reset();
    if (h.renonce && !valid(*h.renonce)) h.renonce.reset();
    for (const auto& hon : h.honours)
        if (!valid(hon.first)) h.honours.clear();
    h.chips.clear();

    Json j = block::to_json(h, players);
    if (!dealer_explicit && dealer == rotation_dealer) j.erase("dealer");
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
    f.kind = h.kind;
    f.dealer = h.dealer.value_or(rotation_dealer);
    f.dealer_explicit = h.dealer.has_value();
    f.note = h.note;
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
    if (h.points) {
        f.result_input = ResultInput::Points;
        f.points = h.points->to_string();
    } else if (h.won) {
        f.result_input = ResultInput::WonLost;
        f.won = *h.won;
    } else {
        f.result_input = ResultInput::None;
    }
    f.honours = h.honours;
    if (h.ultimo) {
        f.ultimo = h.ultimo_announced ? PremiumMode::Announced : PremiumMode::Silent;
        f.ultimo_result = !h.ultimo_won ? UltimoResult::Open : *h.ultimo_won ? UltimoResult::Won : UltimoResult::Lost;
    }
    if (h.volat_announced || h.volat_by != tapp::Party::None) {
        f.volat = h.volat_announced ? PremiumMode::Announced : PremiumMode::Silent;
        f.volat_by = h.volat_by;
    }
    f.renonce = h.renonce.value_or(-1);
    f.halve = h.halve;
    return f;
}

std::string BlockForm::summary(const std::vector<std::string>& players) const {
    std::string s;
    auto add = [&](const std::string& part) { s += (s.empty() ? "" : "; ") + part; };
    switch (kind) {
        case DealKind::AllPass: add(tr("Alle gepasst")); break;
        case DealKind::Misdeal: add(trf("Vergeben (Geber {})", seat_name(players, dealer))); break;
        case DealKind::ThrownIn: add(tr("Eingeworfen")); break;
        case DealKind::Redeal: add(tr("Ohne Tarock und ohne König: neu gegeben")); break;
        case DealKind::Hut: add(tr("Hut gezogen")); break;
        case DealKind::ChipCount: {
            std::string c = tr("Blocks gezählt:");
            for (std::size_t i = 0; i < chips.size(); ++i) c += (i ? ", " : " ") + seat_name(players, static_cast<int>(i)) + " " + chips[i];
            add(c);
            break;
        }
        case DealKind::Game: {
            std::string g = seat_name(players, declarer) + ": ";
            if (game == tapp::Game::Solo) {
                g += "Solo";
            } else if (dreier_input == DreierInput::Multiple) {
                g += trf("Dreier {}×", multiple);
            } else {
                g += trf("Dreier Stufe {}, {} = {}×", std::max(level, 1), talon_de(talon), to_hand().dreier_multiple());
            }
            add(g);
            if (opened_by >= 0 && opened_by != declarer) add(trf("zuerst angesagt: {}", seat_name(players, opened_by)));
            if (finish == Finish::Schleifen) add(tr("geschleift"));
            if (finish == Finish::Conceded) add(tr("Gegner gaben auf"));
            if (finish != Finish::Schleifen) {
                if (result_input == ResultInput::Points) add(points.empty() ? std::string(tr("keine Kartenpunkte")) : trf("{} Kartenpunkte", points));
                else if (result_input == ResultInput::WonLost) add(won ? tr("gewonnen") : tr("verloren"));
            }
            for (const auto& [seat, hon] : honours) add(std::string(honour_de(hon)) + ": " + seat_name(players, seat));
            if (finish != Finish::Schleifen) {
                if (ultimo != PremiumMode::None) {
                    std::string u = ultimo == PremiumMode::Announced ? tr("Ultimo angesagt") : tr("Ultimo still");
                    u += ultimo_result == UltimoResult::Won ? tr(" gewonnen") : ultimo_result == UltimoResult::Lost ? tr(" verloren") : tr(" (nicht ausgespielt)");
                    add(u);
                }
                if (volat != PremiumMode::None) {
                    std::string v = volat == PremiumMode::Announced ? tr("Volat angesagt") : tr("Volat still");
                    v += volat_by == tapp::Party::Declarer ? tr(", gemacht vom Spieler") : volat_by == tapp::Party::Opponents ? tr(", gemacht von den Gegnern") : tr(", nicht gemacht");
                    add(v);
                }
                if (renonce >= 0) add(trf("Renonce: {}", seat_name(players, renonce)));
            }
            if (halve) add(tr("Bête in zwei Hälften"));
            break;
        }
    }
    const bool deal = kind != DealKind::Misdeal && kind != DealKind::Hut && kind != DealKind::ChipCount;
    if (dealer_explicit && deal) add(trf("Geber {}", seat_name(players, dealer)));
    if (!note.empty()) add(trf("Notiz: {}", note));
    return s;
}

BlockForm new_block_form(int dealer) {
    BlockForm f;
    f.dealer = dealer;
    return f;
}

std::string summarize_block_inputs(const Json& hand, const std::vector<std::string>& players) {
    try {
        return BlockForm::from_json(hand, players, -1).summary(players);
    } catch (const InputError& e) {
        return error_text(e);
    }
}

Json chip_count_record(const std::vector<std::string>& chips, const std::vector<std::string>& players) {
    Json c = Json::object();
    for (std::size_t s = 0; s < chips.size() && s < players.size(); ++s) {
        const std::string& text = chips[s];
        if (text.find_first_not_of(' ') == std::string::npos) continue;
        const auto t = parse_amount(text);
        if (!t) c[players[s]] = text;
        else if (t->is_whole()) c[players[s]] = t->whole_part();
        else c[players[s]] = t->to_string();
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
