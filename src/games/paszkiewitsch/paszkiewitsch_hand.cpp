// Reading, writing and validating a Paszkiewitsch hand (docs/rules/paszkiewitsch.md).
#include <algorithm>

#include "core/cards.hpp"
#include "games/common/json_input.hpp"
#include "games/paszkiewitsch/paszkiewitsch.hpp"

namespace tarock::paszkiewitsch {

namespace {

const RuleRef kRuleGames{"paszkiewitsch §4.3", "000:L1040, L1052"};
const RuleRef kRuleCall{"paszkiewitsch §4.3", "000:L1046-1050, L1074"};
const RuleRef kRuleBid{"paszkiewitsch §4.2, Codex §33, A-P4", "000:L1038, L2387"};
const RuleRef kRuleContra{"paszkiewitsch §1.2, §4.6", "000:L1102-1108"};
const RuleRef kRulePoints{"paszkiewitsch §1.1, §4.4", "000:L996, L1052"};
const RuleRef kRuleTricks{"paszkiewitsch §4.5, A-P1", "000:L1054-1056, L1016"};
const RuleRef kRuleMond{"paszkiewitsch §4.5", "000:L1062"};
const RuleRef kRuleUltimo{"paszkiewitsch §4.5", "000:L1058, L306"};
const RuleRef kRuleVolat{"paszkiewitsch §4.4, A-P3", "000:L1052, L2307"};
const RuleRef kRuleCount{"paszkiewitsch §4.5, §4.7", "000:L1068-1072"};
const RuleRef kRuleOrder{"paszkiewitsch §4.6", "000:L1070-1072, L1102-1104"};
const RuleRef kRuleRenonce{"paszkiewitsch §4.8, Codex §35", "000:L2395-2397"};
const RuleRef kRuleDeal{"Codex §3-§4", "000:L2227-2239"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::Void, DealKind::Misdeal, DealKind::ThrownIn}, kRuleDeal};

const char* game_id(Game g) {
    switch (g) {
        case Game::Dreier: return "dreier";
        case Game::Zweier: return "zweier";
        case Game::Einer: return "einer";
        case Game::Solo: return "solo";
    }
    return "";
}


Premium parse_premium(JsonReader& r, const std::string& key, const char* made_key, const RuleRef& rule) {
    JsonReader p = r.object(key, rule);
    Premium pr;
    if (p.has("announced_by")) pr.announced_by = p.player("announced_by", rule);
    if (p.has("contra")) pr.contra = p.contra("contra", kRuleContra);
    if (p.has(made_key)) pr.made_by = partnership::parse_side(p, made_key, rule);
    p.finish();
    return pr;
}

Json premium_json(const Premium& p, const char* made_key, const std::vector<std::string>& players) {
    Json j = Json::object();
    if (p.announced_by) j["announced_by"] = PlayerNames{players}(*p.announced_by);
    if (p.contra) j["contra"] = contra_id(p.contra);
    if (p.made_by) j[made_key] = partnership::side_id(*p.made_by);
    return j;
}

}  // namespace

int base_value(Game g) {
    switch (g) {
        case Game::Dreier: return 1;
        case Game::Zweier: return 2;
        case Game::Einer: return 3;
        case Game::Solo: return 4;
    }
    return 1;
}

const char* game_name(Game g) {
    switch (g) {
        case Game::Dreier: return "Dreier";
        case Game::Zweier: return "Zweier";
        case Game::Einer: return "Einer";
        case Game::Solo: return "Solo";
    }
    return "";
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    read_envelope(r, h, kEnvelope);
    if (r.has("bid_without_honour")) h.no_honour_bid = r.player("bid_without_honour", kRuleBid);
    if (h.kind != DealKind::Game) {
        r.finish();
        return h;
    }
    h.declarer = read_declarer(r, kRuleGames);
    h.game = read_game<Game>(r, kRuleGames, {{"dreier", Game::Dreier}, {"zweier", Game::Zweier}, {"einer", Game::Einer}, {"solo", Game::Solo}});
    if (r.has("called")) h.called = r.integer("called", 1, 22, kRuleCall);
    if (r.has("partner")) {
        const Json& p = r.raw("partner");
        if (p.is_string() && p.get<std::string>() == "discarded") h.discarded = true;
        else h.partner = r.player_value(p, "partner", kRuleCall);
    }
    if (r.has("contra")) h.contra = r.contra("contra", kRuleContra);
    if (r.has("points")) h.points = r.amount("points", kRulePoints);
    if (r.has("result")) h.won = r.choice("result", {"won", "lost"}, kRulePoints) == "won";
    if (r.has("trull")) h.trull = parse_premium(r, "trull", "collected", kRuleTricks);
    if (r.has("quatre")) h.quatre = parse_premium(r, "quatre", "collected", kRuleTricks);
    if (r.has("mondfang")) h.mondfang = parse_premium(r, "mondfang", "by", kRuleMond);
    if (r.has("ultimo")) h.ultimo = partnership::parse_ultimo(r, "ultimo", kRuleUltimo);
    if (r.has("volat")) h.volat = partnership::parse_volat(r, "volat", kRuleVolat);
    if (r.has("ansagen")) {
        read_player_lists(r, "ansagen", "Ansagen", "acht_tarok", kRuleCount, [&](int seat, const std::string& s, const std::string& field) {
            if (s == "acht_tarok") h.tarok_counts.emplace_back(seat, 8);
            else if (s == "neun_tarok") h.tarok_counts.emplace_back(seat, 9);
            else refuse(field, kRuleCount, "'" + s + "' ist keine Tarock-Ansage (acht_tarok, neun_tarok).", "'" + s + "' is not a tarock count (acht_tarok, neun_tarok)");
        });
    }
    if (r.has("renonce")) h.renonce = r.player("renonce", kRuleRenonce);
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    const PlayerNames name{players};
    Json j = Json::object();
    write_envelope(j, h, players);
    if (h.no_honour_bid) j["bid_without_honour"] = name(*h.no_honour_bid);
    if (h.kind == DealKind::Game) {
        if (h.declarer >= 0) j["declarer"] = name(h.declarer);
        j["game"] = game_id(h.game);
        if (h.called) j["called"] = *h.called;
        if (h.discarded) j["partner"] = "discarded";
        else if (h.partner) j["partner"] = name(*h.partner);
        if (h.contra) j["contra"] = contra_id(h.contra);
        if (h.points) j["points"] = partnership::points_json(*h.points);
        if (h.won) j["result"] = *h.won ? "won" : "lost";
        if (h.trull) j["trull"] = premium_json(*h.trull, "collected", players);
        if (h.quatre) j["quatre"] = premium_json(*h.quatre, "collected", players);
        if (h.mondfang) j["mondfang"] = premium_json(*h.mondfang, "by", players);
        if (h.ultimo) j["ultimo"] = partnership::ultimo_json(*h.ultimo, players);
        if (h.volat) j["volat"] = partnership::volat_json(*h.volat);
        if (!h.tarok_counts.empty()) {
            Json aj = Json::object();
            for (const auto& [seat, n] : h.tarok_counts) aj[name(seat)].push_back(n == 8 ? "acht_tarok" : "neun_tarok");
            j["ansagen"] = aj;
        }
        if (h.renonce) j["renonce"] = name(*h.renonce);
    }
    write_note(j, h);
    return j;
}

partnership::Parties parties(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (!deal.is_active(h.declarer)) refuse("declarer", kRuleGames, "Dieser Platz spielt nicht mit.", "this seat does not play");
    std::optional<int> partner;
    if (h.partner && !h.discarded && *h.partner != h.declarer) {
        if (!deal.is_active(*h.partner)) refuse("partner", kRuleCall, "Dieser Platz spielt nicht mit.", "this seat does not play");
        partner = h.partner;
    }
    const auto pairing = rules.is("pairing", "previous") ? partnership::Pairing::Previous : partnership::Pairing::Next;
    return partnership::make_parties(deal, h.declarer, partner, pairing);
}

Text parties_text(const Hand& h, const Deal& deal, const std::vector<std::string>& players) {
    if (h.kind != DealKind::Game || h.declarer < 0 || !deal.is_active(h.declarer)) return {};
    const PlayerNames name{players};
    const std::string others = partnership::names_except(deal.active, name, {h.declarer});
    const std::string called = h.called ? " (" + partnership::roman(*h.called) + ")" : "";
    if (h.discarded)
        return {name(h.declarer) + " allein gegen " + others + " (gerufener Tarock verlegt)", name(h.declarer) + " alone against " + others + " (called tarock discarded)"};
    if (!h.partner) return {name(h.declarer) + " + ? (Partner noch unbekannt)", name(h.declarer) + " + ? (partner not yet known)"};
    if (*h.partner == h.declarer)
        return {name(h.declarer) + " hat sich selbst gerufen: allein gegen " + others + ", dreifach",
                name(h.declarer) + " called himself: alone against " + others + ", tripled"};
    if (!deal.is_active(*h.partner)) return {};
    const std::string opp = partnership::names_except(deal.active, name, {h.declarer, *h.partner});
    return {name(h.declarer) + " + " + name(*h.partner) + called + " gegen " + opp, name(h.declarer) + " + " + name(*h.partner) + called + " against " + opp};
}

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (h.no_honour_bid && !deal.is_active(*h.no_honour_bid))
        refuse("bid_without_honour", kRuleBid, "Dieser Platz spielt nicht mit.", "this seat does not play");
    if (h.kind == DealKind::Void) {
        if (!h.no_honour_bid)
            refuse("bid_without_honour", kRuleBid, "Eine ungültige Hand (void) bucht nur die Strafe nach §33: wer hat ohne Tarock-Honneur geboten?",
                   "a void hand books only the §33 penalty: who bid without a tarock honour?");
        return;
    }
    if (h.kind != DealKind::Game) {
        if (h.no_honour_bid)
            refuse("bid_without_honour", kRuleBid, "Die Strafe nach §33 gehört zu einem gebotenen Spiel.", "the §33 penalty belongs to a hand with a bid");
        return;
    }
    if (h.no_honour_bid && rules.is("bid_without_honour", "void"))
        refuse("deal", kRuleBid, "Nach der Hausregel A-P4 gilt die Hand nach einem Gebot ohne Tarock-Honneur nicht: \"deal\": \"void\" eintragen.",
               "under house rule A-P4 a hand with a bid without a tarock honour is void: enter \"deal\": \"void\"");

    // The call (§4.3): a tarock XX-II, held by the partner, the declarer himself or discarded.
    if (!h.called) refuse("called", kRuleCall, "Welcher Tarock wurde gerufen (XX bis II)?", "which tarock was called (XX to II)?");
    if (*h.called < 2 || *h.called > 20)
        refuse("called", kRuleCall, "Gerufen wird einer der Taroks XX bis II, nie Sküs, Mond oder Pagat.", "the call is one of the taroks XX to II, never the Sküs, the Mond or the Pagat");
    if (!h.partner && !h.discarded)
        refuse("partner", kRuleCall, "Wer hält den gerufenen Tarock? Den Partner, den Spieler selbst oder \"discarded\" (verlegt) eintragen.",
               "who holds the called tarock? Enter the partner, the declarer himself or \"discarded\"");
    const auto p = parties(h, deal, rules);

    // The result.
    if (h.points) {
        if (*h.points < Thirds{} || *h.points > Thirds::whole(kPack42.points))
            refuse("points", kRulePoints, "Kartenpunkte müssen zwischen 0 und 66 liegen.", "card points must be between 0 and 66");
        if (h.won && (round_card_points(*h.points) >= kPack42.to_win) != *h.won)
            refuse("result", kRulePoints, "Ergebnis und Kartenpunkte widersprechen einander (34 gewinnt).", "the result contradicts the card points (34 wins)");
    } else if (!h.won && !h.renonce) {
        refuse("points", kRulePoints, "Kartenpunkte der Spielerpartei oder gewonnen/verloren eintragen.", "enter the card points of the declarer's party or won/lost");
    }
    const std::optional<bool> won = h.won ? h.won : h.points ? std::optional<bool>(round_card_points(*h.points) >= kPack42.to_win) : std::nullopt;

    // Premiums: a contra answers an announcement (§1.2); announcers play.
    auto check_premium = [&](const std::optional<Premium>& pr, const std::string& key, const RuleRef& rule) {
        if (!pr) return;
        if (pr->announced_by && !p.side_of(*pr->announced_by))
            refuse(key + ".announced_by", rule, "Dieser Platz spielt nicht mit.", "this seat does not play");
        if (!pr->announced_by && pr->contra)
            refuse(key + ".contra", kRuleContra, "Nur eine Ansage kann contriert werden.", "only an announcement can be contra'd");
        if (!pr->announced_by && !pr->made_by)
            refuse(key, rule, "Weder angesagt noch gemacht: Feld weglassen.", "neither announced nor made: leave the field out");
    };
    check_premium(h.trull, "trull", kRuleTricks);
    check_premium(h.quatre, "quatre", kRuleTricks);
    check_premium(h.mondfang, "mondfang", kRuleMond);
    partnership::check_ultimo_volat(h.ultimo, h.volat, p, h.renonce ? std::nullopt : won, kRuleUltimo, kRuleVolat);

    // The opponents announce only after their contra (the tarock counts excepted, 000:L1070-1072).
    bool opponents_contra = h.contra > 0;
    auto declarer_item_contra = [&](const std::optional<Premium>& pr) {
        if (pr && pr->announced_by && p.side_of(*pr->announced_by) == Side::Declarer && pr->contra > 0) opponents_contra = true;
    };
    declarer_item_contra(h.trull);
    declarer_item_contra(h.quatre);
    declarer_item_contra(h.mondfang);
    if (h.ultimo && h.ultimo->announced && p.side_of(h.ultimo->player) == Side::Declarer && h.ultimo->contra > 0) opponents_contra = true;
    if (h.volat && h.volat->announced_by == Side::Declarer && h.volat->contra > 0) opponents_contra = true;
    auto opponent_announcement = [&](const std::optional<Premium>& pr, const std::string& key) {
        if (pr && pr->announced_by && p.side_of(*pr->announced_by) == Side::Opponents && !opponents_contra)
            refuse(key + ".announced_by", kRuleOrder, "Die Gegenpartei darf erst ansagen, nachdem sie Contra gegeben hat (000:L1070).",
                   "the opponents may announce only after they have said contra (000:L1070)");
    };
    opponent_announcement(h.trull, "trull");
    opponent_announcement(h.quatre, "quatre");
    opponent_announcement(h.mondfang, "mondfang");
    if (h.ultimo && h.ultimo->announced && p.side_of(h.ultimo->player) == Side::Opponents && !opponents_contra)
        refuse("ultimo.announced", kRuleOrder, "Die Gegenpartei darf erst ansagen, nachdem sie Contra gegeben hat (000:L1070).",
               "the opponents may announce only after they have said contra (000:L1070)");
    if (h.volat && h.volat->announced_by == Side::Opponents && !opponents_contra)
        refuse("volat.announced", kRuleOrder, "Die Gegenpartei darf erst ansagen, nachdem sie Contra gegeben hat (000:L1070).",
               "the opponents may announce only after they have said contra (000:L1070)");

    // Tarock counts: 8 or 9 taroks, each hand once; there are 22 taroks.
    int total = 0;
    std::vector<int> seen;
    for (const auto& [seat, n] : h.tarok_counts) {
        if (!deal.is_active(seat)) refuse("ansagen", kRuleCount, "Dieser Platz spielt nicht mit.", "this seat does not play");
        if (std::find(seen.begin(), seen.end(), seat) != seen.end())
            refuse("ansagen", kRuleCount, "Eine Hand sagt ihre Taroks nur einmal an.", "a hand announces its taroks only once");
        seen.push_back(seat);
        total += n;
    }
    if (total > 22) refuse("ansagen", kRuleCount, "Zusammen mehr als 22 Taroks angesagt.", "more than 22 taroks announced in all");

    // Renonce (Codex §35): only the innocent party earns silent premiums by playing on (§10).
    if (h.renonce) {
        if (!p.side_of(*h.renonce)) refuse("renonce", kRuleRenonce, "Dieser Platz spielt nicht mit.", "this seat does not play");
        const Side innocent = partnership::other(*p.side_of(*h.renonce));
        const RuleRef r10{"paszkiewitsch §4.8, Codex §10", "000:L2263-2265"};
        auto silent = [&](const std::optional<Premium>& pr, const std::string& key) {
            if (pr && !pr->announced_by && pr->made_by && *pr->made_by != innocent)
                refuse(key, r10, "Nach einer Renonce kann nur die schuldlose Partei durch Weiterspielen stille Prämien gewinnen.",
                       "after a renonce only the innocent party can earn silent premiums by playing on");
        };
        silent(h.trull, "trull");
        silent(h.quatre, "quatre");
        silent(h.mondfang, "mondfang");
        partnership::check_after_renonce(h.ultimo, h.volat, p, innocent, r10);
    }
}

}  // namespace tarock::paszkiewitsch
