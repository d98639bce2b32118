// Reading, writing and validating a Groß-Tarok hand record (strohmann-grosstarok-historic §3).
#include <algorithm>

#include "games/grosstarok/grosstarok.hpp"
#include "games/common/json_input.hpp"

namespace tarock::grosstarok {

namespace {

const RuleRef kRuleDeal{"grosstarok §3.1", "000:2065"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::ThrownIn}, kRuleDeal};
const RuleRef kRulePoints{"grosstarok §3.2, A-G8", "000:2061, 000:2149"};
const RuleRef kRuleMisere{"grosstarok §3.5", "000:2119-2133"};
const RuleRef kRuleMisereHint{"grosstarok §3.5", "000:2121"};
const RuleRef kRuleGiveUp{"grosstarok §3.5, A-G13", "000:2131"};
const RuleRef kRuleDouble{"grosstarok §3.5, A-G16", "000:2123"};
const RuleRef kRuleVole{"grosstarok §3.6", "000:2135-2147"};
const RuleRef kRuleLapse{"grosstarok §3.6, A-G9", "000:2147"};

const char* misere_timing_id(MisereTiming t) {
    return t == MisereTiming::Silent ? "silent" : t == MisereTiming::Start ? "start" : "before13";
}
const char* vole_timing_id(VoleTiming t) {
    switch (t) {
        case VoleTiming::Silent: return "silent";
        case VoleTiming::First: return "first";
        case VoleTiming::After12: return "after12";
        case VoleTiming::After19: return "after19";
    }
    return "";
}

}  // namespace

Deal deal_three(int table_size, int dealer) {
    if (table_size == 3) return make_deal(3, 3, dealer);
    Deal d;
    d.table_size = table_size;
    d.dealer = dealer;
    d.active = {(dealer + 1) % table_size, (dealer + 2) % table_size, dealer};
    d.resting = (dealer + table_size - 1) % table_size;
    return d;
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    if (!read_game_envelope(r, h, kEnvelope)) return h;
    if (r.has("points")) {
        const Json& pj = r.raw("points");
        if (!pj.is_object())
            refuse("points", kRulePoints, "Die Kartenpunkte je Spieler, z. B. {\"Anna\": 36, \"Bernd\": 24, \"Christl\": 18}.",
                   "the card points per player, e.g. {\"Anna\": 36, \"Bernd\": 24, \"Christl\": 18}");
        JsonReader pr(pj, "points", players);
        for (const auto& [name, value] : pj.items()) {
            (void)value;
            const int seat = r.player_value(Json(name), "points." + name, kRulePoints);
            h.points.emplace_back(seat, pr.amount(name, kRulePoints));
        }
    }
    if (r.has("scat")) h.scat = r.amount("scat", kRulePoints);
    h.ansagen = parse_ansagen(r, players);
    h.premien = parse_premien(r, players);
    if (r.has("misere")) {
        JsonReader m = r.object("misere", kRuleMisere);
        Misere x;
        if (!m.has("player")) refuse("misere.player", kRuleMisere, "Wer hat stichfrei gespielt?", "who played for no trick?");
        x.player = m.player("player", kRuleMisere);
        if (m.has("announced")) {
            const std::string t = m.choice("announced", {"silent", "start", "before13"}, kRuleMisere);
            x.timing = t == "silent" ? MisereTiming::Silent : t == "start" ? MisereTiming::Start : MisereTiming::Before13;
        }
        if (!m.has("result")) refuse("misere.result", kRuleMisere, "Misère gemacht, verloren oder aufgegeben? (made, failed, given_up)",
                                     "Misère made, failed or given up? (made, failed, given_up)");
        const std::string res = m.choice("result", {"made", "failed", "given_up"}, kRuleMisere);
        x.result = res == "made" ? MisereResult::Made : res == "failed" ? MisereResult::Failed : MisereResult::GivenUp;
        m.finish();
        h.misere = x;
    }
    if (r.has("doppel_misere")) {
        const Json& dj = r.raw("doppel_misere");
        if (!dj.is_array() || dj.size() != 2)
            refuse("doppel_misere", kRuleDouble, "Die zwei Spieler ohne Stich, z. B. [\"Anna\", \"Bernd\"].", "the two players without a trick, e.g. [\"Anna\", \"Bernd\"]");
        for (const auto& n : dj) h.doppel_misere.push_back(r.player_value(n, "doppel_misere", kRuleDouble));
    }
    if (r.has("vole")) {
        JsonReader v = r.object("vole", kRuleVole);
        Vole x;
        if (!v.has("player")) refuse("vole.player", kRuleVole, "Wer hat alle Stiche gemacht oder die Vole angesagt?", "who took every trick or announced the Vole?");
        x.player = v.player("player", kRuleVole);
        if (v.has("announced")) {
            const std::string t = v.choice("announced", {"silent", "first", "after12", "after19"}, kRuleVole);
            x.timing = t == "silent" ? VoleTiming::Silent : t == "first" ? VoleTiming::First : t == "after12" ? VoleTiming::After12 : VoleTiming::After19;
        }
        if (v.has("result")) x.made = v.choice("result", {"made", "failed"}, kRuleVole) == "made";
        if (v.has("ultimo")) x.ultimo = v.boolean("ultimo", kRuleVole);
        v.finish();
        h.vole = x;
    }
    h.agreed = historic::read_optional_agreed(r, kRuleGiveUp);
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    return game_record(h, players, [&](Json& j, const PlayerNames& name) {
        if (!h.points.empty()) {
            Json p = Json::object();
            for (const auto& [seat, t] : h.points) p[name(seat)] = amount_value(t);
            j["points"] = p;
        }
        if (h.scat) j["scat"] = amount_value(*h.scat);
        write_ansagen(j, h.ansagen, players);
        write_premien(j, h.premien, players);
        if (h.misere) {
            Json m = {{"player", name(h.misere->player)}};
            if (h.misere->timing != MisereTiming::Silent) m["announced"] = misere_timing_id(h.misere->timing);
            m["result"] = h.misere->result == MisereResult::Made ? "made" : h.misere->result == MisereResult::Failed ? "failed" : "given_up";
            j["misere"] = m;
        }
        if (!h.doppel_misere.empty()) {
            Json d = Json::array();
            for (int s : h.doppel_misere) d.push_back(name(s));
            j["doppel_misere"] = d;
        }
        if (h.vole) {
            Json v = {{"player", name(h.vole->player)}};
            if (h.vole->timing != VoleTiming::Silent) v["announced"] = vole_timing_id(h.vole->timing);
            v["result"] = h.vole->made ? "made" : "failed";
            if (h.vole->ultimo) v["ultimo"] = true;
            j["vole"] = v;
        }
        if (h.agreed) historic::write_agreed(j, *h.agreed, players);
    });
}

std::vector<std::pair<int, Thirds>> all_points(const Hand& h, const Deal& deal, const HouseRules& rules) {
    const bool counted = !rules.is("scat", "not_counted");
    if (counted && h.scat)
        refuse("scat", kRulePoints, "Der Scat zählt für den Geber (A-G8): seine Punkte stecken in den Punkten des Gebers.",
               "the Scat counts for the dealer (A-G8): its points are in the dealer's points");
    if (!counted && !h.scat)
        refuse("scat", kRulePoints, "Der Scat zählt nach der Hausregel A-G8 nicht: seine Punkte (\"scat\") angeben.",
               "under house rule A-G8 the Scat does not count: give its points (\"scat\")");
    const Thirds total = Thirds::whole(kPackPoints) - (h.scat ? *h.scat : Thirds{});
    if (h.scat && (!h.scat->is_whole() || *h.scat < Thirds{} || Thirds::whole(kPackPoints) < *h.scat))
        refuse("scat", kRulePoints, "Der Scat hat ganze Punkte zwischen 0 und 78.", "the Scat has whole points between 0 and 78");
    std::vector<std::pair<int, Thirds>> out;
    Thirds sum;
    for (const auto& [seat, t] : h.points) {
        const std::string field = "points";
        if (!deal.is_active(seat))
            refuse(field, kRulePoints, "Nur die drei, die mitspielen, haben Kartenpunkte.", "only the three who play have card points");
        for (const auto& [s, u] : out)
            if (s == seat) refuse(field, kRulePoints, "Ein Spieler steht zweimal da.", "a player is named twice");
        if (!t.is_whole() || t < Thirds{} || Thirds::whole(kPackPoints) < t)
            refuse(field, kRulePoints, "Kartenpunkte sind ganze Zahlen von 0 bis 78 (jeder Stoß hat Dreier-Lagen).",
                   "card points are whole numbers from 0 to 78 (every pile holds groups of three)");
        sum += t;
        out.emplace_back(seat, t);
    }
    if (out.size() < 2)
        refuse("points", kRulePoints, "Die Kartenpunkte von mindestens zwei Spielern fehlen.", "the card points of at least two players are missing");
    if (out.size() == 2) {
        for (int s : deal.active) {
            bool have = false;
            for (const auto& [seat, t] : out) have = have || seat == s;
            if (!have) {
                if (total < sum)
                    refuse("points", kRulePoints, "Zusammen mehr als " + total.to_string() + " Kartenpunkte.",
                           "more than " + total.to_string() + " card points together");
                out.emplace_back(s, total - sum);
            }
        }
    } else if (sum != total) {
        refuse("points", kRulePoints,
               "Die drei haben zusammen " + total.to_string() + " Kartenpunkte, hier " + sum.to_string() + ".",
               "the three have " + total.to_string() + " card points together, here " + sum.to_string());
    }
    // In speaking order.
    std::vector<std::pair<int, Thirds>> ordered;
    for (int s : deal.active)
        for (const auto& [seat, t] : out)
            if (seat == s) ordered.emplace_back(seat, t);
    return ordered;
}

Thirds vole_player_points(const Hand& h, const Deal& deal, const HouseRules& rules) {
    const int player = h.vole->player;
    for (const auto& [seat, t] : h.points)
        if (seat == player) return t;
    if (h.points.size() < 2)
        refuse("points", kRuleVole,
               "Die verlorene Vole kostet die Ansage abzüglich der Kartenpunkte des Spielers: seine Punkte (oder die der beiden anderen) fehlen.",
               "a lost Vole costs its value less the player's card points: his points (or the two others') are missing");
    for (const auto& [seat, t] : all_points(h, deal, rules))
        if (seat == player) return t;
    return {};
}

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (h.kind != DealKind::Game) return;
    validate_ansagen(h.ansagen, deal, rules, Catalogue::Full);
    const int specials = (h.misere ? 1 : 0) + (h.doppel_misere.empty() ? 0 : 1) + (h.vole ? 1 : 0);
    if (specials > 1)
        refuse(h.vole ? "vole" : "doppel_misere", kRuleMisere, "Misère, doppelte Misère und Vole schließen einander aus.",
               "a Misère, a double Misère and a Vole exclude one another");
    std::optional<int> misere_player;
    bool needs_cards = true;
    bool needs_vole_points = false;
    bool premiums = true;
    if (h.misere) {
        const Misere& m = *h.misere;
        if (!deal.is_active(m.player)) refuse("misere.player", kRuleMisere, "Der ruhende König spielt nicht.", "the resting König does not play");
        misere_player = m.player;
        for (const auto& [seat, a] : h.ansagen) {
            if (seat != m.player || a.kind != AnsageKind::Matadore) continue;
            const bool mond = std::find(a.tarocks.begin(), a.tarocks.end(), 21) != a.tarocks.end();
            const bool xx_xix = std::find(a.tarocks.begin(), a.tarocks.end(), 20) != a.tarocks.end() &&
                                std::find(a.tarocks.begin(), a.tarocks.end(), 19) != a.tarocks.end();
            if (mond || xx_xix)
                refuse("misere", kRuleMisereHint, "Mit dem Mond oder mit XX und XIX ist die Misère unmöglich.",
                       "with the Mond, or with XX and XIX, a Misère is impossible");
        }
        switch (m.result) {
            case MisereResult::Made: needs_cards = false; break;
            case MisereResult::Failed:
                needs_cards = m.timing == MisereTiming::Silent || rules.is("misere_failed", "cards_too");
                break;
            case MisereResult::GivenUp: needs_cards = false; break;
        }
        if (m.result == MisereResult::GivenUp && !h.agreed)
            refuse("agreed", kRuleGiveUp,
                   "Eine aufgegebene Misère lässt sich aus dem Buch nicht rechnen (000:2131): die vereinbarten Beträge eintragen.",
                   "a Misère given up cannot be scored from the book (000:2131): enter the agreed amounts");
    }
    if (h.agreed && !(h.misere && h.misere->result == MisereResult::GivenUp))
        refuse("agreed", kRuleGiveUp, "Von Hand eingetragene Beträge gibt es im Groß-Tarok nur für die aufgegebene Misère (A-G13).",
               "amounts entered by hand exist in Groß-Tarok only for a Misère given up (A-G13)");
    if (!h.doppel_misere.empty()) {
        for (int s : h.doppel_misere)
            if (!deal.is_active(s)) refuse("doppel_misere", kRuleDouble, "Der ruhende König spielt nicht.", "the resting König does not play");
        if (h.doppel_misere[0] == h.doppel_misere[1])
            refuse("doppel_misere", kRuleDouble, "Zwei verschiedene Spieler ohne Stich.", "two different players without a trick");
        needs_cards = false;
        premiums = false;
    }
    if (h.vole) {
        const Vole& v = *h.vole;
        if (!deal.is_active(v.player)) refuse("vole.player", kRuleVole, "Der ruhende König spielt nicht.", "the resting König does not play");
        if (!v.made && v.timing == VoleTiming::Silent)
            refuse("vole.result", kRuleVole, "Eine stille Vole kann nicht verloren werden: das ist ein gewöhnliches Spiel.",
                   "a silent Vole cannot be lost: that is an ordinary game");
        if (v.ultimo && !v.made)
            refuse("vole.ultimo", kRuleVole, "Den Ultimo zur Vole gibt es nur bei gemachter Vole.", "the Ultimo with the Vole exists only when the Vole is made");
        if (v.made) {
            premiums = false;
            needs_cards = rules.is("vole_settlement", "cards_too");
        } else {
            needs_cards = rules.is("vole_failed", "flat_plus_cards");
            needs_vole_points = !needs_cards;
        }
    }
    if (!premiums && !h.premien.empty())
        refuse(h.premien.pagat ? "pagat" : h.premien.kings.empty() ? "mond_ultimo" : "koenige", kRuleLapse,
               "Bei der Vole fallen die Prämien für eingebrachte und abgefangene Honneurs weg (000:2147): hier nichts eintragen.",
               "with a Vole the premiums for honours brought home or caught lapse (000:2147): enter nothing here");
    validate_premien(h.premien, deal, misere_player);
    if (needs_cards) {
        (void)all_points(h, deal, rules);
    } else if (needs_vole_points) {
        for (const auto& [seat, t] : h.points)
            if (!t.is_whole() || t < Thirds{} || Thirds::whole(kPackPoints) < t)
                refuse("points", kRulePoints, "Kartenpunkte sind ganze Zahlen von 0 bis 78.", "card points are whole numbers from 0 to 78");
        (void)vole_player_points(h, deal, rules);
    } else if (!h.points.empty() || h.scat) {
        refuse("points", h.vole ? kRuleLapse : kRuleMisere,
               "In diesem Spiel werden die Kartenpunkte nicht abgerechnet: hier keine eintragen.",
               "the card points are not settled in this game: enter none here");
    }
}

}  // namespace tarock::grosstarok
