// Reading, writing and validating an Ungarisch-Tarok hand record.
#include <fmt/format.h>

#include "core/cards.hpp"
#include "games/common/json_input.hpp"
#include "games/ungarisch/ungarisch.hpp"

namespace tarock::ungarisch {

namespace {

const RuleRef kRuleBidding{"tapp-codex §4.1", "000:L1008-1012"};
const RuleRef kRuleContra{"tapp-codex §2.9", "000:L358-360, L1012, L1020"};
const RuleRef kRulePoints{"tapp-codex §1.4", "000:L996"};
const RuleRef kRuleHonours{"tapp-codex §4.2", "000:L1014-1020"};
const RuleRef kRuleTarocks{"tapp-codex §4.3", "000:L1022"};
const RuleRef kRuleCourage{"tapp-codex §4.4", "000:L1024"};
const RuleRef kRuleUltimo{"tapp-codex §2.7", "000:L304-306, L450-456"};
const RuleRef kRuleVolat{"tapp-codex §2.8", "000:L310, L342, L2307"};
const RuleRef kRuleRenonce{"tapp-codex §6 Codex §8, §32", "000:L2253-2265, L2381"};
const RuleRef kRuleKoenig{"tapp-codex §1.5", "000:L320, L1000, L2281"};
const RuleRef kRuleDeal{"tapp-codex §2.1, Codex §3-§4", "000:L328, L2227-2239"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::AllPass, DealKind::Misdeal, DealKind::ThrownIn}, kRuleDeal};

tapp::LadderRules ladder(const HouseRules* rules) {
    tapp::LadderRules l;
    l.zweier_max = rules && rules->is("zweier_max", "3") ? 3 : 6;
    l.einer_max = rules && rules->is("einer_max", "6") ? 6 : 11;
    l.zweier_level_ranges = true;
    l.bidding = kRuleBidding;
    l.zweier = {"tapp-codex §4.1, A12", "000:L1008-1010"};
    l.einer = {"tapp-codex §4.1, A13", "000:L1012"};
    l.solo = {"tapp-codex §4.1", "000:L1012"};
    return l;
}

PartyPremium read_premium(JsonReader& r, const std::string& key) {
    JsonReader p = r.object(key, kRuleHonours);
    PartyPremium pp;
    if (p.has("announced")) pp.announced_by = tapp::parse_announced(p, key, kRuleHonours);
    if (p.has("contra")) pp.contra = p.contra("contra", kRuleContra);
    if (p.has("by")) pp.collected_by = tapp::parse_party(p, "by", kRuleHonours);
    p.finish();
    return pp;
}

Json write_premium(const PartyPremium& p) {
    Json j = Json::object();
    if (p.announced_by == tapp::Party::Declarer) j["announced"] = true;
    else if (p.announced_by == tapp::Party::Opponents) j["announced"] = "opponents";
    if (p.contra) j["contra"] = contra_id(p.contra);
    if (p.collected_by != tapp::Party::None) j["by"] = tapp::party_id(p.collected_by);
    return j;
}

const char* cause_id(RenonceCause c) {
    switch (c) {
        case RenonceCause::TarockCount: return "tarock_count";
        case RenonceCause::FalseCourage: return "false_courage";
        default: return "play";
    }
}

}  // namespace

std::int64_t game_base(const tapp::LadderContract& c) {
    const int m = c.final_multiple();
    switch (c.game) {
        case tapp::Contract::Dreier: return m;
        case tapp::Contract::Zweier: return 2 * m;
        case tapp::Contract::Einer: return 3 * m;
        case tapp::Contract::Solo: return 8;
    }
    return 0;
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    if (!read_declared_game(r, h, kEnvelope, kRuleBidding)) return h;
    h.contract = tapp::read_contract(r, ladder(nullptr));
    if (r.has("contra")) h.contra = r.contra("contra", kRuleContra);
    if (r.has("courage")) h.courage = r.boolean("courage", kRuleCourage);
    if (r.has("points")) h.points = r.amount("points", kRulePoints);
    if (r.has("result")) h.won = r.choice("result", {"won", "lost"}, kRulePoints) == "won";
    if (r.has("honours"))
        refuse("honours", {"tapp-codex §4.2, §4.5", "000:L1014, L1028"},
               "Im Ungarisch-Tarok zählen keine gehaltenen Honneurs: Köpfe gar nicht, Trull und Quatre nur in den Stichen (Felder trull, quatre).",
               "Ungarisch-Tarok pays no honours held: Köpfe not at all, Trull and Quatre only in the tricks (fields trull, quatre)");
    if (r.has("trull")) h.trull = read_premium(r, "trull");
    if (r.has("quatre")) h.quatre = read_premium(r, "quatre");
    if (r.has("tarocks")) {
        const auto& tj = r.raw("tarocks");
        if (!tj.is_object())
            refuse("tarocks", kRuleTarocks, "Tarokansagen: ein Objekt Spieler -> Anzahl erwartet, z. B. {\"Anna\": 10}.",
                   "tarock counts: an object player -> count is expected, e.g. {\"Anna\": 10}");
        for (const auto& [name, count] : tj.items()) {
            const std::string field = "tarocks." + name;
            const int seat = r.player_value(Json(name), field, kRuleTarocks);
            if (!count.is_number_integer())
                refuse(field, kRuleTarocks, "Hier wird die angesagte Anzahl erwartet (10, 11 oder 12).", "the announced count is expected here (10, 11 or 12)");
            const auto n = count.get<std::int64_t>();
            if (n < 10 || n > 12)
                refuse(field, kRuleTarocks, "Angesagt werden nur zehn, elf oder zwölf Tarok (mehr als neun).",
                       "only ten, eleven or twelve tarocks are announced (more than nine)");
            h.tarocks.emplace_back(seat, static_cast<int>(n));
        }
    }
    if (r.has("ultimo")) h.ultimo = tapp::parse_ultimo(r, kRuleUltimo, kRuleContra);
    if (r.has("volat")) h.volat = tapp::parse_volat(r, kRuleVolat, kRuleContra);
    if (r.has("renonce")) h.renonce = r.player("renonce", kRuleRenonce);
    if (r.has("renonce_cause")) {
        const std::string c = r.choice("renonce_cause", {"play", "tarock_count", "false_courage"}, kRuleRenonce);
        h.renonce_cause = c == "tarock_count" ? RenonceCause::TarockCount : c == "false_courage" ? RenonceCause::FalseCourage : RenonceCause::Play;
    }
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    return declared_game_record(h, h.declarer, players, [&](Json& j, const PlayerNames& name) {
        tapp::write_contract(j, h.contract);
        if (h.contra) j["contra"] = contra_id(h.contra);
        if (h.courage) j["courage"] = true;
        if (h.points) j["points"] = amount_value(*h.points);
        if (h.won) j["result"] = *h.won ? "won" : "lost";
        if (h.trull) j["trull"] = write_premium(*h.trull);
        if (h.quatre) j["quatre"] = write_premium(*h.quatre);
        if (!h.tarocks.empty()) {
            Json t = Json::object();
            for (const auto& [seat, n] : h.tarocks) t[name(seat)] = n;
            j["tarocks"] = t;
        }
        if (h.ultimo) j["ultimo"] = tapp::ultimo_to_json(*h.ultimo, players);
        if (h.volat) j["volat"] = tapp::volat_to_json(*h.volat);
        if (h.renonce) j["renonce"] = name(*h.renonce);
        if (h.renonce_cause != RenonceCause::Play) j["renonce_cause"] = cause_id(h.renonce_cause);
    });
}

namespace {

void check_premium(const PartyPremium& p, const std::string& key, const char* what, const HouseRules& rules) {
    if (p.announced_by == tapp::Party::Opponents && rules.is("trull_announcer", "declarer"))
        refuse(key + ".announced", {"tapp-codex A15", "000:L1016-1018"},
               fmt::format("Nur der Spieler darf {} ansagen (Hausregel A15).", what),
               fmt::format("only the declarer may announce {} (house rule A15)", what));
    if (p.announced_by == tapp::Party::None && p.contra)
        refuse(key + ".contra", kRuleContra, fmt::format("Nur angesagte {} kann contriert werden.", what),
               fmt::format("only an announced {} can be contra'd", what));
    if (p.announced_by == tapp::Party::None && p.collected_by == tapp::Party::None)
        refuse(key + ".by", kRuleHonours, fmt::format("{} weder angesagt noch eingebracht: Feld weglassen.", what),
               fmt::format("{} neither announced nor collected: leave the field out", what));
}

}  // namespace

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (h.kind != DealKind::Game) return;
    const int decl = h.declarer;
    tapp::check_declarer(decl, std::nullopt, deal, kRuleKoenig);
    tapp::check_contract(h.contract, ladder(&rules));

    // The result.
    std::optional<bool> won = h.won;
    if (h.points) {
        if (*h.points < Thirds{} || *h.points > Thirds::whole(kPackPoints))
            refuse("points", kRulePoints, "Kartenpunkte müssen zwischen 0 und 66 liegen (42 Karten).",
                   "card points must be between 0 and 66 (42 cards)");
        const bool by_points = round_card_points(*h.points) >= kToWin;
        if (h.won && by_points != *h.won)
            refuse("result", kRulePoints, "Ergebnis und Kartenpunkte widersprechen einander (34 gewinnt).",
                   "the result contradicts the card points (34 wins)");
        won = by_points;
    } else if (!h.won && !h.renonce) {
        refuse("points", kRulePoints, "Kartenpunkte des Spielers oder gewonnen/verloren eintragen.",
               "enter the declarer's card points or won/lost");
    }

    if (h.trull) check_premium(*h.trull, "trull", "Tous les trois", rules);
    if (h.quatre) check_premium(*h.quatre, "quatre", "Tous les quatre", rules);

    // Tarock counts (§4.3): active players only, 22 tarocks in the pack.
    int total = 0;
    for (const auto& [seat, n] : h.tarocks) {
        if (!deal.is_active(seat))
            refuse("tarocks", kRuleKoenig, "Der ruhende König hat keine Karten und sagt keine Tarok an.",
                   "the resting König holds no cards and announces no tarocks");
        total += n;
    }
    if (total > 22)
        refuse("tarocks", kRuleTarocks, fmt::format("Zusammen {} Tarok angesagt, das Spiel hat nur 22.", total),
               fmt::format("{} tarocks announced in all; the pack has only 22", total));

    const tapp::PremiumCheckRules premium_rules{kRuleKoenig, {"tapp-codex §2.7, §4.2", "000:L456, L1008"}, kRuleContra, kRuleVolat, std::nullopt};
    if (h.ultimo) tapp::check_ultimo(*h.ultimo, decl, deal, premium_rules);

    if (h.volat) {
        const tapp::Volat& v = *h.volat;
        tapp::check_volat(v, h.renonce.has_value(), won, rules, premium_rules);
        // A party that took every trick has every honour in its tricks.
        for (const auto* p : {&h.trull, &h.quatre})
            if (*p && (*p)->collected_by != tapp::Party::None && v.made_by != tapp::Party::None && (*p)->collected_by != v.made_by)
                refuse(p == &h.trull ? "trull.by" : "quatre.by", kRuleHonours,
                       "Wer alle Stiche gemacht hat, hat auch alle Honneurs in seinen Stichen.",
                       "the party that took every trick has every honour in its tricks");
    }

    if (h.renonce) {
        const int off = *h.renonce;
        if (!deal.is_active(off))
            refuse("renonce", kRuleKoenig, "Der ruhende König spielt nicht und kann nicht renoncieren.",
                   "the resting König does not play and cannot renounce");
        const bool declarer_offended = off == decl;
        if (h.renonce_cause == RenonceCause::FalseCourage) {
            if (rules.is("false_courage", "ignore"))
                refuse("renonce_cause", {"tapp-codex A11", "000:L1024"},
                       "In dieser Runde bleibt eine falsche Courage ohne Folgen (Hausregel A11).",
                       "in this circle a false Courage has no consequence (house rule A11)");
            if (!h.courage || !declarer_offended)
                refuse("renonce_cause", {"tapp-codex §4.4, A11", "000:L1024"},
                       "Eine falsche Courage gibt es nur, wenn der Spieler selbst Courage angesagt hat.",
                       "a false Courage exists only when the declarer himself announced Courage");
        }
        const auto silent_for_offender = [&](const PartyPremium& p) {
            return p.announced_by == tapp::Party::None && p.collected_by != tapp::Party::None &&
                   (p.collected_by == tapp::Party::Declarer) == declarer_offended;
        };
        if (h.ultimo && !h.ultimo->announced && ((h.ultimo->player == decl) == h.ultimo->won) == declarer_offended)
            refuse("ultimo", {"tapp Codex §10", "000:L2263-2265"},
                   "Nach einer Renonce kann nur die schuldlose Partei durch Weiterspielen stille Prämien gewinnen.",
                   "after a renonce only the innocent party can earn silent premiums by playing on");
        if (h.volat && h.volat->made_by != tapp::Party::None && (h.volat->made_by == tapp::Party::Declarer) == declarer_offended)
            refuse("volat.by", {"tapp Codex §10", "000:L2263-2265"},
                   "Nach einer Renonce kann nur die schuldlose Partei einen Volat machen.",
                   "after a renonce only the innocent party can make a Volat");
        if ((h.trull && silent_for_offender(*h.trull)) || (h.quatre && silent_for_offender(*h.quatre)))
            refuse(h.trull && silent_for_offender(*h.trull) ? "trull.by" : "quatre.by", {"tapp Codex §10", "000:L2263-2265"},
                   "Nach einer Renonce kann nur die schuldlose Partei stille Prämien einbringen.",
                   "after a renonce only the innocent party can collect silent premiums");
    } else if (h.renonce_cause != RenonceCause::Play) {
        refuse("renonce_cause", kRuleRenonce, "Ein Grund für die Renonce ohne renoncierenden Spieler.", "a cause of a renonce without the player who renounced");
    }
}

}  // namespace tarock::ungarisch
