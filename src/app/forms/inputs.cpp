// The pieces the hand forms' models share (see inputs.hpp).
#include "app/forms/inputs.hpp"

#include <stdexcept>

#include "app/lang.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app::form {

std::string seat_name(const std::vector<std::string>& players, int seat) {
    if (seat < 0 || seat >= static_cast<int>(players.size())) return "?";
    return players[static_cast<std::size_t>(seat)];
}

std::optional<Thirds> parse_points(const std::string& text) {
    if (text.empty()) return std::nullopt;
    try {
        return Thirds::parse(text);
    } catch (const std::invalid_argument&) {
        return std::nullopt;
    }
}

std::string points_text(const std::optional<Thirds>& t) { return t ? t->to_string() : std::string(); }

Json amount_json(const Thirds& t) { return t.is_whole() ? Json(t.whole_part()) : Json(t.to_string()); }

std::optional<int> parse_whole(const std::string& text) {
    try {
        std::size_t used = 0;
        const int n = std::stoi(text, &used);
        if (used == text.size()) return n;
    } catch (const std::exception&) {
    }
    return std::nullopt;
}

void note_last(Json& j) {
    if (!j.contains("note")) return;
    Json note = j["note"];
    j.erase("note");
    j["note"] = note;
}

void DealerInput::load_dealer(const std::optional<int>& stored, int rotation_dealer) {
    dealer = stored.value_or(rotation_dealer);
    dealer_explicit = stored.has_value();
}

void DealerInput::drop_rotation_dealer(Json& j, int rotation_dealer) const {
    if (!dealer_explicit && dealer == rotation_dealer) j.erase("dealer");
}

void Summary::end(const DealerInput& d, const std::string& note, bool named, const std::vector<std::string>& players) {
    if (d.dealer_explicit && named) add(trf("Geber {}", seat_name(players, d.dealer)));
    if (!note.empty()) add(trf("Notiz: {}", note));
}

void Summary::add_no_game(NoGame kind, const std::string& dealer) {
    switch (kind) {
        case NoGame::AllPass: add(tr("Alle gepasst")); break;
        case NoGame::Misdeal: add(trf("Vergeben (Geber {})", dealer)); break;
        case NoGame::ThrownIn: add(tr("Eingeworfen")); break;
    }
}

void Summary::add_result(ResultInput mode, const std::string& points, bool won) {
    if (mode == ResultInput::Points) add(points.empty() ? std::string(tr("keine Kartenpunkte")) : trf("{} Kartenpunkte", points));
    else if (mode == ResultInput::WonLost) add(won ? tr("gewonnen") : tr("verloren"));
}

void Summary::add_premiums(const UltimoInput& ultimo, const VolatInput& volat, const std::vector<std::string>& players) {
    if (ultimo.mode != PremiumMode::None) add(ultimo_summary(ultimo, seat_name(players, ultimo.player)));
    if (volat.mode != PremiumMode::None) add(volat_summary(volat));
}

void load_result(const std::optional<Thirds>& stored_points, const std::optional<bool>& stored_won, ResultInput& mode, std::string& points,
                 bool& won) {
    if (stored_points) {
        mode = ResultInput::Points;
        points = stored_points->to_string();
    } else if (stored_won) {
        mode = ResultInput::WonLost;
        won = *stored_won;
    } else {
        mode = ResultInput::None;
    }
}

bool AgreedInput::empty() const {
    for (const auto& a : amounts)
        if (!a.empty()) return false;
    return reason.empty();
}

void AgreedInput::load(const std::optional<historic::Agreed>& a, std::size_t players) {
    amounts.assign(players, "");
    reason.clear();
    order.clear();
    if (!a) return;
    for (const auto& [seat, t] : a->amounts)
        if (seat >= 0 && static_cast<std::size_t>(seat) < players) {
            amounts[static_cast<std::size_t>(seat)] = t.to_string();
            order.push_back(seat);
        }
    reason = a->reason;
}

void AgreedInput::write(Json& j, const std::vector<std::string>& players) const {
    std::vector<std::size_t> seats;
    for (int k : order)
        if (k >= 0) seats.push_back(static_cast<std::size_t>(k));
    for (std::size_t i = 0; i < amounts.size(); ++i)
        if (std::find(seats.begin(), seats.end(), i) == seats.end()) seats.push_back(i);
    Json o = Json::object();
    for (std::size_t i : seats) {
        if (i >= amounts.size() || i >= players.size() || amounts[i].empty()) continue;
        const auto t = parse_points(amounts[i]);
        o[players[i]] = t ? amount_json(*t) : Json(amounts[i]);
    }
    if (!o.empty()) j["agreed"] = o;
    if (!reason.empty()) j["reason"] = reason;
}

std::optional<tapp::Ultimo> to_tapp(const UltimoInput& in) {
    if (in.mode == PremiumMode::None) return std::nullopt;
    tapp::Ultimo u;
    u.player = in.player;
    u.announced = in.mode == PremiumMode::Announced;
    u.won = in.result != UltimoResult::Lost;
    if (u.announced) {
        u.contra = in.contra;
        u.without_pagat = in.without_pagat;
    }
    return u;
}

std::optional<partnership::Ultimo> to_partnership(const UltimoInput& in) {
    if (in.mode == PremiumMode::None) return std::nullopt;
    return partnership::Ultimo{in.player, in.mode == PremiumMode::Announced, in.contra, in.result != UltimoResult::Lost};
}

UltimoInput ultimo_input(const std::optional<Ultimo>& u) {
    UltimoInput in;
    if (!u) return in;
    in.mode = u->announced ? PremiumMode::Announced : PremiumMode::Silent;
    in.player = u->player;
    in.result = u->won ? UltimoResult::Won : UltimoResult::Lost;
    in.contra = u->contra;
    in.without_pagat = u->without_pagat;
    return in;
}

std::string ultimo_summary(const UltimoInput& u, const std::string& player) {
    const bool announced = u.mode == PremiumMode::Announced;
    std::string s = announced ? tr("Ultimo angesagt") : tr("Ultimo still");
    s += " (" + player + ") " + (u.result != UltimoResult::Lost ? tr("gewonnen") : tr("verloren"));
    if (announced && u.contra > 0) s += std::string(", ") + contra_name(u.contra);
    if (announced && u.without_pagat) s += tr(", ohne Pagat");
    return s;
}

namespace {

std::optional<partnership::Side> side_of(tapp::Party p) {
    if (p == tapp::Party::None) return std::nullopt;
    return p == tapp::Party::Declarer ? partnership::Side::Declarer : partnership::Side::Opponents;
}

tapp::Party party_of(const std::optional<partnership::Side>& s) {
    if (!s) return tapp::Party::None;
    return *s == partnership::Side::Declarer ? tapp::Party::Declarer : tapp::Party::Opponents;
}

}  // namespace

std::optional<tapp::Volat> to_tapp(const VolatInput& in) {
    if (in.mode == PremiumMode::None) return std::nullopt;
    tapp::Volat v;
    v.made_by = in.made_by;
    if (in.mode == PremiumMode::Announced) {
        v.announced_by = in.announced_by;
        v.contra = in.contra;
    }
    return v;
}

std::optional<partnership::Volat> to_partnership(const VolatInput& in) {
    if (in.mode == PremiumMode::None) return std::nullopt;
    partnership::Volat v;
    if (in.mode == PremiumMode::Announced) v.announced_by = side_of(in.announced_by);
    v.contra = in.contra;
    v.made_by = side_of(in.made_by);
    return v;
}

VolatInput volat_input(const std::optional<tapp::Volat>& v) {
    VolatInput in;
    if (!v) return in;
    in.mode = v->announced_by == tapp::Party::None ? PremiumMode::Silent : PremiumMode::Announced;
    if (v->announced_by != tapp::Party::None) in.announced_by = v->announced_by;
    in.made_by = v->made_by;
    in.contra = v->contra;
    return in;
}

VolatInput volat_input(const std::optional<partnership::Volat>& v) {
    VolatInput in;
    if (!v) return in;
    in.mode = v->announced_by ? PremiumMode::Announced : PremiumMode::Silent;
    if (v->announced_by) in.announced_by = party_of(v->announced_by);
    in.made_by = party_of(v->made_by);
    in.contra = v->contra;
    return in;
}

const char* party_name(tapp::Party p) {
    switch (p) {
        case tapp::Party::Declarer: return tr("Spieler");
        case tapp::Party::Opponents: return tr("Gegner");
        default: return tr("niemand");
    }
}

std::string volat_summary(const VolatInput& v) {
    const bool announced = v.mode == PremiumMode::Announced;
    std::string s = announced ? trf("Volat angesagt von {}", party_name(v.announced_by)) : std::string(tr("Volat still"));
    s += trf(", gemacht von {}", party_name(v.made_by));
    if (announced && v.contra > 0) s += std::string(", ") + contra_name(v.contra);
    return s;
}

bool choose_seat(const KeyPress& k, const KeyContext& c, int& seat) {
    if (!k.plain || k.key < '1' || k.key > '9') return false;
    const auto i = static_cast<std::size_t>(k.key - '1');
    if (i >= c.active.size()) return false;
    seat = c.active[i];
    return true;
}

bool choose_declarer_and_partner(const KeyPress& k, const KeyContext& c, int& declarer, int& partner, bool with_partner) {
    int seat = -1;
    if (!choose_seat(k, c, seat)) return false;
    if (with_partner && declarer >= 0 && partner == -1) {
        if (seat != declarer) partner = seat;
        return true;
    }
    declarer = seat;
    partner = -1;
    return true;
}

bool choose_suit(const KeyPress& k, std::optional<Suit>& king) {
    if (!k.plain) return false;
    for (int i = 0; i < 4; ++i)
        if (k.key == kSuitKeys[i]) {
            king = static_cast<Suit>(i);
            return true;
        }
    return false;
}

std::span<const FormField> shared_fields() {
    static const FormField fields[] = {
        {"dealer", "Geber"},
        {"deal", "Art"},
        {"declarer", "Spieler"},
        {"game", "Spiel"},
        {"opened_by", "Zuerst angesagt"},
        {"multiple", "Vielfaches"},
        {"level", "Stufe"},
        {"talon", "Talon"},
        {"contra", "Contra"},
        {"result", "Ergebnis"},
        {"points", "Kartenpunkte", true},
        {"honours", "Honneurs"},
        {"ultimo", "Ultimo"},
        {"ultimo.player", "Ultimo: Pagat bei"},
        {"ultimo.contra", "Ultimo: Contra"},
        {"volat", "Volat"},
        {"volat.announced", "Volat: angesagt von"},
        {"volat.by", "Volat: gemacht von"},
        {"volat.contra", "Volat: Contra"},
        {"renonce", "Renonce"},
        {"called", "Gerufen"},
        {"ansagen", "Ansagen"},
        {"agreed", "Vereinbart"},
        {"note", "Notiz"},
    };
    return fields;
}

const FormField* find_field(std::span<const FormField> fields, std::string_view path) {
    if (path.starts_with("hands[")) {
        const std::size_t dot = path.find("].");
        if (dot != std::string_view::npos) path.remove_prefix(dot + 2);
    }
    const FormField* best = nullptr;
    for (const FormField& f : fields) {
        if (!path.starts_with(f.path)) continue;
        const bool whole = path.size() == f.path.size() || path[f.path.size()] == '.' || path[f.path.size()] == '[';
        if (whole && (!best || f.path.size() > best->path.size())) best = &f;
    }
    return best;
}

}  // namespace tarock::app::form
