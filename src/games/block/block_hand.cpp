// Reading and writing a Block-Tarok hand record.
#include "games/block/block.hpp"
#include "games/common/json_input.hpp"

namespace tarock::block {

namespace {
const RuleRef kRuleDeal{"block §2.3, §2.8", "000:L542, L2321-2325"};
const RuleRef kRuleGame{"block §2.5", "000:L540-577"};
const RuleRef kRulePremium{"block §2.6", "000:L567-569"};
const RuleRef kRuleNoContra{"block §2.6, A-26", "000:L569"};
const RuleRef kRuleHut{"block §2.10", "000:L591-646"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::AllPass, DealKind::Misdeal, DealKind::ThrownIn, DealKind::Redeal,
                               DealKind::Hut, DealKind::ChipCount},
                              kRuleDeal};
}  // namespace

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    read_dealer_and_note(r, h, kEnvelope);
    if (r.has("contra"))
        refuse("contra", kRuleNoContra, "Block-Tarok kennt kein Contra: weder das Spiel noch der angesagte Ultimo darf contriert werden (Ulmann, Cap. II).",
               "Block-Tarok allows no Contra: neither the game nor the announced Ultimo may be contra'd (Ulmann, Cap. II)");
    read_deal_kind(r, h, kEnvelope);
    if (h.kind == DealKind::ChipCount) {
        if (!r.has("chips")) refuse("chips", kRuleHut, "Die gezählten Blocks je Spieler fehlen.", "the counted blocks per player are missing");
        const auto& c = r.raw("chips");
        if (!c.is_object()) refuse("chips", kRuleHut, "Ein Objekt Spieler -> Blocks erwartet.", "an object player -> blocks is expected");
        JsonReader cr(c, "chips", players);
        for (const auto& [name, value] : c.items()) {
            (void)value;
            const int seat = cr.player_value(Json(name), "chips." + name, kRuleHut);
            h.chips.emplace_back(seat, cr.amount(name, kRuleHut));
        }
        r.finish();
        return h;
    }
    if (h.kind != DealKind::Game) {
        r.finish();
        return h;
    }
    h.declarer = read_declarer(r, kRuleGame);
    if (r.has("opened_by")) h.opened_by = r.player("opened_by", {"tapp §2.6", "000:L346"});
    if (!r.has("game")) refuse("game", kRuleGame, "Das Spiel fehlt (dreier oder solo).", "the game is missing (dreier or solo)");
    h.game = r.choice("game", {"dreier", "solo"}, kRuleGame) == "solo" ? tapp::Game::Solo : tapp::Game::Dreier;
    if (r.has("multiple")) h.multiple = r.integer("multiple", -1000, 1000, kRuleGame);
    if (r.has("level")) h.level = r.integer("level", -1000, 1000, kRuleGame);
    if (r.has("talon")) {
        const std::string t = r.choice("talon", {"first", "other", "back"}, kRuleGame);
        h.talon = t == "first" ? tapp::Talon::FirstSeen : t == "other" ? tapp::Talon::Other : tapp::Talon::Back;
    }
    if (r.has("points")) h.points = r.amount("points", {"tapp §1.1, §1.4", "000:L240, L284, L534"});
    if (r.has("result")) h.won = r.choice("result", {"won", "lost"}, kRuleGame) == "won";
    if (r.has("finish")) {
        const std::string f = r.choice("finish", {"played", "schleifen", "conceded"}, kRuleGame);
        h.finish = f == "schleifen" ? Finish::Schleifen : f == "conceded" ? Finish::Conceded : Finish::Played;
    }
    if (r.has("honours")) h.honours = tapp::parse_honours(r, kRulePremium, "koepfe, trull, quatre");
    if (r.has("ultimo")) {
        JsonReader u = r.object("ultimo", kRulePremium);
        h.ultimo = true;
        if (u.has("contra")) refuse("ultimo.contra", kRuleNoContra, "Der angesagte Ultimo darf im Block-Tarok nicht contriert werden.",
                                    "the announced Ultimo may not be contra'd in Block-Tarok");
        if (u.has("player") && u.player("player", kRulePremium) != h.declarer)
            refuse("ultimo.player", {"block §2.6, B-26", "000:L569"}, "Im Block-Tarok kann nur der Spieler ultimieren.",
                   "in Block-Tarok only the declarer can make the Ultimo");
        if (u.has("announced")) h.ultimo_announced = u.boolean("announced", kRulePremium);
        if (u.has("result")) h.ultimo_won = u.choice("result", {"won", "lost"}, kRulePremium) == "won";
        u.finish();
    }
    if (r.has("volat")) {
        JsonReader v = r.object("volat", kRulePremium);
        if (v.has("contra")) refuse("volat.contra", kRuleNoContra, "Block-Tarok kennt kein Contra.", "Block-Tarok allows no Contra");
        if (v.has("announced")) h.volat_announced = v.boolean("announced", kRulePremium);
        if (v.has("by")) {
            const std::string b = v.choice("by", {"declarer", "opponents"}, kRulePremium);
            h.volat_by = b == "declarer" ? tapp::Party::Declarer : tapp::Party::Opponents;
        }
        v.finish();
    }
    if (r.has("renonce")) h.renonce = r.player("renonce", {"block §2.8, Codex §23", "000:L2329"});
    if (r.has("halve")) h.halve = r.boolean("halve", {"block §2.7, A-08", "000:L561"});
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    Json j = record_head(h, players);
    const PlayerNames name{players};
    if (h.kind == DealKind::ChipCount) {
        Json c = Json::object();
        for (const auto& [seat, t] : h.chips) c[name(seat)] = amount_value(t);
        j["chips"] = c;
    }
    if (h.kind == DealKind::Game) {
        j["declarer"] = name(h.declarer);
        if (h.opened_by && *h.opened_by != h.declarer) j["opened_by"] = name(*h.opened_by);
        j["game"] = h.game == tapp::Game::Solo ? "solo" : "dreier";
        if (h.multiple) j["multiple"] = *h.multiple;
        if (h.level) j["level"] = *h.level;
        if (h.talon != tapp::Talon::Unrecorded)
            j["talon"] = h.talon == tapp::Talon::FirstSeen ? "first" : h.talon == tapp::Talon::Other ? "other" : "back";
        if (h.points) j["points"] = amount_value(*h.points);
        if (h.won) j["result"] = *h.won ? "won" : "lost";
        if (h.finish == Finish::Schleifen) j["finish"] = "schleifen";
        if (h.finish == Finish::Conceded) j["finish"] = "conceded";
        if (!h.honours.empty()) j["honours"] = tapp::honours_to_json(h.honours, players);
        if (h.ultimo) {
            Json u = Json::object();
            if (h.ultimo_announced) u["announced"] = true;
            if (h.ultimo_won) u["result"] = *h.ultimo_won ? "won" : "lost";
            j["ultimo"] = u;
        }
        if (h.volat_announced || h.volat_by != tapp::Party::None) {
            Json v = Json::object();
            if (h.volat_announced) v["announced"] = true;
            if (h.volat_by != tapp::Party::None) v["by"] = h.volat_by == tapp::Party::Declarer ? "declarer" : "opponents";
            j["volat"] = v;
        }
        if (h.renonce) j["renonce"] = name(*h.renonce);
        if (h.halve) j["halve"] = true;
    }
    write_note(j, h);
    return j;
}

}  // namespace tarock::block
