#include "games/common/hand_envelope.hpp"

namespace tarock {

const char* deal_kind_id(DealKind k) {
    switch (k) {
        case DealKind::Game: return "game";
        case DealKind::AllPass: return "allpass";
        case DealKind::Misdeal: return "misdeal";
        case DealKind::ThrownIn: return "thrown_in";
        case DealKind::Void: return "void";
        case DealKind::Partie: return "partie";
        case DealKind::Abbruch: return "abbruch";
        case DealKind::FalscherScar: return "falscher_scar";
        case DealKind::Redeal: return "redeal";
        case DealKind::Hut: return "hut";
        case DealKind::ChipCount: return "chip_count";
    }
    return "game";
}

void read_dealer_and_note(JsonReader& r, HandEnvelope& e, const EnvelopeRules& rules) {
    if (r.has("dealer")) e.dealer = r.player("dealer", rules.dealer);
    if (r.has("note")) e.note = r.string("note", {});
}

void read_deal_kind(JsonReader& r, HandEnvelope& e, const EnvelopeRules& rules) {
    if (!r.has("deal")) return;
    std::vector<std::string> ids;
    for (DealKind k : rules.kinds) ids.emplace_back(deal_kind_id(k));
    const std::string d = r.choice("deal", ids, rules.deal);
    for (DealKind k : rules.kinds)
        if (d == deal_kind_id(k)) e.kind = k;
}

void read_envelope(JsonReader& r, HandEnvelope& e, const EnvelopeRules& rules) {
    read_dealer_and_note(r, e, rules);
    read_deal_kind(r, e, rules);
}

void write_dealer(Json& j, const HandEnvelope& e, const std::vector<std::string>& players) {
    if (e.dealer) j["dealer"] = players.at(static_cast<std::size_t>(*e.dealer));
}

void write_deal_kind(Json& j, const HandEnvelope& e) {
    if (e.kind != DealKind::Game) j["deal"] = deal_kind_id(e.kind);
}

void write_envelope(Json& j, const HandEnvelope& e, const std::vector<std::string>& players) {
    write_dealer(j, e, players);
    write_deal_kind(j, e);
}

void write_note(Json& j, const HandEnvelope& e) {
    if (!e.note.empty()) j["note"] = e.note;
}

bool read_game_envelope(JsonReader& r, HandEnvelope& e, const EnvelopeRules& rules) {
    read_envelope(r, e, rules);
    if (e.kind == DealKind::Game) return true;
    r.finish();
    return false;
}

int read_declarer(JsonReader& r, const RuleRef& rule) {
    if (!r.has("declarer")) refuse("declarer", rule, "Wer hat gespielt? Der Spieler fehlt.", "who played? The declarer is missing");
    return r.player("declarer", rule);
}

Json record_head(const HandEnvelope& e, const std::vector<std::string>& players) {
    Json j = Json::object();
    write_envelope(j, e, players);
    return j;
}

}  // namespace tarock
