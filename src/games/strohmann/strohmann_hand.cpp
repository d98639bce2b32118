// Reading, writing and validating a Strohmann hand record (strohmann-grosstarok-historic §2).
#include <algorithm>

#include "games/common/json_input.hpp"
#include "games/strohmann/strohmann.hpp"

namespace tarock::strohmann {

namespace {

const RuleRef kRuleDeal{"strohmann §2.1", "000:918-920, 002:19-23"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::AllPass, DealKind::Misdeal}, kRuleDeal};
const RuleRef kRuleWin{"strohmann §2.2", "000:924, 000:992, 002:25"};
const RuleRef kRulePassed{"strohmann §2.3, A-S2", "000:920, 000:992, 002:23-27"};
const RuleRef kRuleHonours{"strohmann §2.3 rows 5-6", "000:928, 002:43"};
const RuleRef kRuleTalonHonours{"strohmann A-S8", "002:61"};
const RuleRef kRulePagat{"strohmann §2.3 rows 7-9", "000:930, 000:966, 002:43-45"};
const RuleRef kRuleVolat{"strohmann §2.3 row 10, A-S7", "000:966, 002:47"};
const RuleRef kRuleRenonce{"strohmann §2.3 row 13, A-S12", "000:2257, 000:2265, 000:2277, 000:2371"};
const RuleRef kRulePeek{"strohmann §2.3 row 12, A-S11", "000:2365-2367"};
const RuleRef kRuleFalseHonour{"strohmann §2.3 row 14", "000:2375"};

const char* honour_id(Honour h) { return h == Honour::Trull ? "trull" : "quatre"; }

Honour parse_honour(const Json& item, const std::string& field, const RuleRef& rule) {
    const std::string s = item.is_string() ? item.get<std::string>() : "";
    if (s == "trull") return Honour::Trull;
    if (s == "quatre") return Honour::Quatre;
    refuse(field, rule, "'" + s + "' ist kein Honneur des Strohmanns (trull, quatre).",
           "'" + s + "' is not a Strohmann honour (trull, quatre)");
}

}  // namespace

std::optional<Thirds> Hand::points_of(int seat, const Deal& deal) const {
    (void)deal;
    for (const auto& [s, t] : points)
        if (s == seat) return t;
    if (points.size() == 1) return Thirds::from_thirds(kPackThirds) - points.front().second;
    return std::nullopt;
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    if (!read_game_envelope(r, h, kEnvelope)) return h;
    if (!r.has("aufnehmer"))
        refuse("aufnehmer", kRuleDeal, "Wer hat aufgenommen? Einen Spieler oder \"none\" (beide gepasst, still gespielt).",
               "who took the game on? A player or \"none\" (both passed, played out)");
    if (r.raw("aufnehmer") != Json("none")) h.aufnehmer = r.player("aufnehmer", kRuleDeal);
    if (r.has("points")) {
        const Json& pj = r.raw("points");
        if (!pj.is_object() || pj.empty() || pj.size() > 2)
            refuse("points", kRuleWin, "Die Kartenpunkte eines oder beider Spieler, z. B. {\"Anna\": \"35 2/3\"}.",
                   "the card points of one or both players, e.g. {\"Anna\": \"35 2/3\"}");
        JsonReader pr(pj, "points", players);
        for (const auto& [name, value] : pj.items()) {
            (void)value;
            const int seat = r.player_value(Json(name), "points." + name, kRuleWin);
            h.points.emplace_back(seat, pr.amount(name, kRuleWin));
        }
    }
    if (r.has("result")) h.won = r.choice("result", {"won", "lost"}, kRuleWin) == "won";
    if (r.has("winner")) {
        if (r.raw("winner") == Json("draw")) {
            (void)r.raw("winner");
            h.draw = true;
        } else {
            h.winner = r.player("winner", kRulePassed);
        }
    }
    if (r.has("honours")) {
        const Json& hj = r.raw("honours");
        if (!hj.is_object())
            refuse("honours", kRuleHonours, "Honneurs: ein Objekt Spieler -> Liste erwartet, z. B. {\"Anna\": [\"trull\"]}.",
                   "honours: an object player -> list is expected, e.g. {\"Anna\": [\"trull\"]}");
        for (const auto& [name, list] : hj.items()) {
            const std::string field = "honours." + name;
            const int seat = r.player_value(Json(name), field, kRuleHonours);
            if (!list.is_array()) refuse(field, kRuleHonours, "Eine Liste wie [\"trull\"] erwartet.", "a list such as [\"trull\"] is expected");
            for (const auto& item : list) h.honours.emplace_back(seat, parse_honour(item, field, kRuleHonours));
        }
    }
    if (r.has("from_talon")) {
        const Json& fj = r.raw("from_talon");
        if (!fj.is_array()) refuse("from_talon", kRuleTalonHonours, "Eine Liste wie [\"quatre\"] erwartet.", "a list such as [\"quatre\"] is expected");
        for (const auto& item : fj) h.from_talon.push_back(parse_honour(item, "from_talon", kRuleTalonHonours));
    }
    if (r.has("ultimo")) {
        JsonReader u = r.object("ultimo", kRulePagat);
        Ultimo ult;
        if (!u.has("player")) refuse("ultimo.player", kRulePagat, "Wer hatte den Pagat im letzten Stich?", "who played the Pagat to the last trick?");
        ult.player = u.player("player", kRulePagat);
        if (u.has("announced") && u.boolean("announced", kRulePagat))
            refuse("ultimo.announced", kRulePagat,
                   "Im Strohmann kann der Ultimo nicht angesagt werden: im Talon des Gegners kann noch ein Tarok verdeckt liegen (000:966).",
                   "in Strohmann the Ultimo cannot be announced: a tarock may still lie hidden in the other player's talon (000:966)");
        if (!u.has("result")) refuse("ultimo.result", kRulePagat, "Pagat gewonnen (won) oder gefangen (lost)?", "Pagat won or caught (lost)?");
        ult.won = u.choice("result", {"won", "lost"}, kRulePagat) == "won";
        u.finish();
        h.ultimo = ult;
    }
    if (r.has("volat")) h.volat = r.player("volat", kRuleVolat);
    if (r.has("renonce")) h.renonce = r.player("renonce", kRuleRenonce);
    if (r.has("peek")) h.peek = r.player("peek", kRulePeek);
    if (r.has("false_honour")) {
        JsonReader f = r.object("false_honour", kRuleFalseHonour);
        FalseHonour fh;
        if (!f.has("player"))
            refuse("false_honour.player", kRuleFalseHonour, "Wer hat das Honneur falsch angesagt?", "who announced the honour falsely?");
        fh.player = f.player("player", kRuleFalseHonour);
        if (!f.has("honour"))
            refuse("false_honour.honour", kRuleFalseHonour, "Welches Honneur (trull, quatre)?", "which honour (trull, quatre)?");
        fh.honour = parse_honour(f.raw("honour"), "false_honour.honour", kRuleFalseHonour);
        if (!f.has("missing"))
            refuse("false_honour.missing", kRuleFalseHonour,
                   "Wo lag die fehlende Karte: in einem Talon (talon) oder in der Hand des Gegners (hand)?",
                   "where was the missing card: in a talon (talon) or in the other player's hand (hand)?");
        fh.in_talon = f.choice("missing", {"talon", "hand"}, kRuleFalseHonour) == "talon";
        f.finish();
        h.false_honour = fh;
    }
    h.agreed = historic::read_optional_agreed(r, kRuleRenonce);
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    return game_record(h, players, [&](Json& j, const PlayerNames& name) {
        j["aufnehmer"] = h.aufnehmer ? Json(name(*h.aufnehmer)) : Json("none");
        if (!h.points.empty()) {
            Json p = Json::object();
            for (const auto& [seat, t] : h.points) p[name(seat)] = amount_value(t);
            j["points"] = p;
        }
        if (h.won) j["result"] = *h.won ? "won" : "lost";
        if (h.winner) j["winner"] = name(*h.winner);
        if (h.draw) j["winner"] = "draw";
        if (!h.honours.empty()) {
            Json hj = Json::object();
            for (const auto& [seat, hon] : h.honours) hj[name(seat)].push_back(honour_id(hon));
            j["honours"] = hj;
        }
        if (!h.from_talon.empty()) {
            Json f = Json::array();
            for (Honour hon : h.from_talon) f.push_back(honour_id(hon));
            j["from_talon"] = f;
        }
        if (h.ultimo) j["ultimo"] = Json{{"player", name(h.ultimo->player)}, {"result", h.ultimo->won ? "won" : "lost"}};
        if (h.volat) j["volat"] = name(*h.volat);
        if (h.renonce) j["renonce"] = name(*h.renonce);
        if (h.peek) j["peek"] = name(*h.peek);
        if (h.false_honour)
            j["false_honour"] = Json{{"player", name(h.false_honour->player)},
                                     {"honour", honour_id(h.false_honour->honour)},
                                     {"missing", h.false_honour->in_talon ? "talon" : "hand"}};
        if (h.agreed) historic::write_agreed(j, *h.agreed, players);
    });
}

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    const bool throw_in = rules.is("double_pass", "throw_in");
    if (h.kind == DealKind::AllPass && !throw_in)
        refuse("deal", kRulePassed,
               "Nach der Hausregel A-S2 wird auch gespielt, wenn beide passen: \"aufnehmer\": \"none\" eintragen.",
               "under house rule A-S2 the game is played even when both pass: enter \"aufnehmer\": \"none\"");
    if (h.kind != DealKind::Game) return;
    if (!h.aufnehmer && throw_in)
        refuse("aufnehmer", kRulePassed,
               "Passen beide, wird nach Ulmann zusammengeworfen (\"deal\": \"allpass\"); still gespielt wird nur nach Hausregel A-S2.",
               "when both pass Ulmann throws the cards in (\"deal\": \"allpass\"); a passed game is played only under house rule A-S2");
    auto active = [&](int seat, const std::string& field, const RuleRef& rule) {
        if (!deal.is_active(seat)) refuse(field, rule, "Dieser Spieler sitzt nicht am Tisch.", "this player is not at the table");
    };
    if (h.aufnehmer) active(*h.aufnehmer, "aufnehmer", kRuleDeal);

    // Points and results.
    std::vector<int> seen;
    Thirds sum;
    for (const auto& [seat, t] : h.points) {
        if (std::find(seen.begin(), seen.end(), seat) != seen.end())
            refuse("points", kRuleWin, "Ein Spieler steht zweimal da.", "a player is named twice");
        seen.push_back(seat);
        if (t < Thirds{} || Thirds::from_thirds(kPackThirds) < t)
            refuse("points", kRuleWin, "Kartenpunkte liegen zwischen 0 und 70.", "card points lie between 0 and 70");
        sum += t;
    }
    if (h.points.size() == 2 && sum != Thirds::from_thirds(kPackThirds))
        refuse("points", kRuleWin, "Beide zusammen haben genau 70 Kartenpunkte, hier " + sum.to_string() + ".",
               "both together have exactly 70 card points, here " + sum.to_string());
    const bool has_points = !h.points.empty();
    if (h.won && !h.aufnehmer)
        refuse("result", kRulePassed, "Im stillen Spiel gibt es keinen Aufnehmer: \"winner\" oder die Kartenpunkte eintragen.",
               "a passed game has no Aufnehmer: enter \"winner\" or the card points");
    if ((h.winner || h.draw) && h.aufnehmer)
        refuse("winner", kRuleWin, "Ein aufgenommenes Spiel gewinnt oder verliert der Aufnehmer: \"result\" eintragen.",
               "a taken-on game is won or lost by the Aufnehmer: enter \"result\"");
    if (has_points && (h.won || h.winner || h.draw))
        refuse(h.won ? "result" : "winner", kRuleWin, "Entweder die Kartenpunkte oder das Ergebnis eintragen, nicht beides.",
               "enter either the card points or the result, not both");
    if (h.winner) active(*h.winner, "winner", kRulePassed);

    // Offences: a revoke, or peeking treated as one (A-S11).
    if (h.renonce) active(*h.renonce, "renonce", kRuleRenonce);
    if (h.peek) active(*h.peek, "peek", kRulePeek);
    if (h.renonce && h.peek)
        refuse("peek", kRulePeek, "Ein Vergehen entscheidet das Spiel: Renonce oder Talon angesehen, nicht beides.",
               "one offence decides the game: a revoke or a peek, not both");
    if (h.false_honour) {
        active(h.false_honour->player, "false_honour.player", kRuleFalseHonour);
        if (h.false_honour->in_talon && (h.renonce || h.peek))
            refuse("false_honour", kRuleFalseHonour,
                   "Ein Vergehen entscheidet das Spiel: die falsche Ansage mit der fehlenden Karte im Talon gilt schon als Renonce.",
                   "one offence decides the game: the false announcement with the missing card in a talon already counts as a revoke");
        for (const auto& [seat, hon] : h.honours)
            if (seat == h.false_honour->player && hon == h.false_honour->honour)
                refuse("false_honour", kRuleFalseHonour,
                       "Ein falsch angesagtes Honneur wird nicht bezahlt: nicht zugleich unter \"honours\" eintragen.",
                       "a falsely announced honour is not paid: do not enter it under \"honours\" as well");
    }
    const bool offence = h.renonce || (h.peek && rules.is("peek", "revoke")) || (h.false_honour && h.false_honour->in_talon);
    if (h.agreed && !offence)
        refuse("agreed", kRuleRenonce,
               "Von Hand eingetragene Beträge gibt es im Strohmann nur für die Prämien eines nach einer Renonce weitergespielten Spiels (§10).",
               "amounts entered by hand exist in Strohmann only for the premiums of a game played on after a revoke (§10)");
    if (offence && (h.ultimo || h.volat))
        refuse(h.ultimo ? "ultimo" : "volat", kRuleRenonce,
               "Nach einer Renonce gewinnt die andere Seite das Spiel; Prämien eines weitergespielten Spiels (§10) als vereinbarte Beträge (\"agreed\") eintragen.",
               "after a revoke the other side wins the game; premiums of a game played on (§10) are entered as agreed amounts (\"agreed\")");

    // The Volat: all tricks, so all 70 points.
    if (h.volat) {
        active(*h.volat, "volat", kRuleVolat);
        const auto p = h.points_of(*h.volat, deal);
        if (p && *p != Thirds::from_thirds(kPackThirds))
            refuse("points", kRuleVolat, "Wer alle 27 Stiche macht, hat alle 70 Kartenpunkte.", "whoever takes all 27 tricks has all 70 card points");
        if (h.won && h.aufnehmer && *h.won != (*h.volat == *h.aufnehmer))
            refuse("result", kRuleVolat, "Der Volat entscheidet das Spiel: das Ergebnis widerspricht ihm.", "the Volat decides the game: the result contradicts it");
        if (h.winner && *h.winner != *h.volat)
            refuse("winner", kRuleVolat, "Der Volat entscheidet das Spiel: der Gewinner widerspricht ihm.", "the Volat decides the game: the winner contradicts it");
        if (h.draw) refuse("winner", kRuleVolat, "Ein Volat ist kein Remis.", "a Volat is not a draw");
    }
    if (!offence && !h.volat) {
        if (h.aufnehmer && !has_points && !h.won)
            refuse("points", kRuleWin, "Die Kartenpunkte (oder \"result\": won/lost) fehlen.", "the card points (or \"result\": won/lost) are missing");
        if (!h.aufnehmer && !has_points && !h.winner && !h.draw)
            refuse("points", kRulePassed, "Die Kartenpunkte (oder \"winner\": ein Spieler oder \"draw\") fehlen.",
                   "the card points (or \"winner\": a player or \"draw\") are missing");
    }

    // Honours: each held by one player, announced in time (000:928).
    int trull = -1, quatre = -1;
    for (const auto& [seat, hon] : h.honours) {
        active(seat, "honours", kRuleHonours);
        int& holder = hon == Honour::Trull ? trull : quatre;
        if (holder >= 0)
            refuse("honours", kRuleHonours, std::string(hon == Honour::Trull ? "Tous les trois" : "Tous les quatre") + " kann nur einer halten.",
                   std::string(hon == Honour::Trull ? "tous les trois" : "tous les quatre") + " can be held by one player only");
        holder = seat;
    }
    for (Honour hon : h.from_talon)
        if ((hon == Honour::Trull ? trull : quatre) < 0)
            refuse("from_talon", kRuleTalonHonours, "Nur ein angesagtes Honneur kann aus dem Talon ergänzt sein.",
                   "only an announced honour can have been completed from the talon");
    if (h.ultimo) active(h.ultimo->player, "ultimo.player", kRulePagat);
}

}  // namespace tarock::strohmann
