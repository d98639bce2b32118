// Reading, writing and validating a Tapp/Zwölfer hand record.
#include <algorithm>

#include "core/cards.hpp"
#include "games/common/bilingual.hpp"
#include "games/common/json_input.hpp"
#include "games/common/marks.hpp"
#include "games/tapp/tapp.hpp"

namespace tarock::tapp {

namespace {

const RuleRef kRuleBidding{"tapp §2.1", "000:L320-338"};
const RuleRef kRuleMultiple{"tapp §2.2", "000:L326-336"};
const RuleRef kRuleSolo{"tapp §2.3", "000:L338, L350-354"};
const RuleRef kRuleContra{"tapp §2.9", "000:L358-360"};
const RuleRef kRulePoints{"tapp §1.1, §1.4", "000:L240, L284"};
const RuleRef kRuleHonours{"tapp §2.4", "000:L342, L2489"};
const RuleRef kRuleUltimo{"tapp §2.7", "000:L304-306, L450-456"};
const RuleRef kRuleVolat{"tapp §2.8", "000:L310, L342, L2307"};
const RuleRef kRuleRenonce{"tapp §6 Codex §8, §10", "000:L2253-2265"};
const RuleRef kRuleKoenig{"tapp §1.5", "000:L320, L2281"};
const RuleRef kRuleDeal{"tapp §2.1, Codex §3-§4", "000:L328, L2227-2239"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::AllPass, DealKind::Misdeal, DealKind::ThrownIn}, kRuleDeal};


}  // namespace

const char* honour_id(Honour h) {
    switch (h) {
        case Honour::Koepfe: return "koepfe";
        case Honour::Trull: return "trull";
        case Honour::Quatre: return "quatre";
    }
    return "";
}

const char* party_id(Party p) {
    switch (p) {
        case Party::Declarer: return "declarer";
        case Party::Opponents: return "opponents";
        default: return "none";
    }
}

std::vector<std::pair<int, Honour>> parse_honours(JsonReader& r, const RuleRef& rule, const char* listed) {
    std::vector<std::pair<int, Honour>> out;
    read_player_lists(r, "honours", "Honneurs", "trull", rule, [&](int seat, const std::string& s, const std::string& field) {
        Honour hon;
        if (s == "koepfe") hon = Honour::Koepfe;
        else if (s == "trull") hon = Honour::Trull;
        else if (s == "quatre") hon = Honour::Quatre;
        else refuse(field, rule, "'" + s + "' ist kein Honneur (" + listed + ").", "'" + s + "' is not an honour (" + listed + ")");
        out.emplace_back(seat, hon);
    });
    return out;
}

Json honours_to_json(const std::vector<std::pair<int, Honour>>& honours, const std::vector<std::string>& players) {
    Json hj = Json::object();
    for (const auto& [seat, hon] : honours) hj[players.at(static_cast<std::size_t>(seat))].push_back(honour_id(hon));
    return hj;
}

Party parse_party(JsonReader& r, const std::string& key, const RuleRef& rule) {
    const std::string s = r.choice(key, {"declarer", "opponents", "none"}, rule);
    return s == "declarer" ? Party::Declarer : s == "opponents" ? Party::Opponents : Party::None;
}

Party parse_announced(JsonReader& r, const std::string& path, const RuleRef& rule) {
    const auto& a = r.raw("announced");
    if (a.is_boolean()) return a.get<bool>() ? Party::Declarer : Party::None;
    if (a.is_string()) return parse_party(r, "announced", rule);
    refuse(path + ".announced", rule, "true, false oder die ansagende Partei erwartet.", "true, false or the announcing party is expected");
}

Ultimo parse_ultimo(JsonReader& r, const RuleRef& rule, const RuleRef& contra_rule) {
    JsonReader u = r.object("ultimo", rule);
    Ultimo ult;
    if (!u.has("player")) refuse("ultimo.player", rule, "Wer hatte den Pagat im letzten Stich?", "who played the Pagat to the last trick?");
    ult.player = u.player("player", rule);
    if (u.has("announced")) ult.announced = u.boolean("announced", rule);
    if (u.has("contra")) ult.contra = u.contra("contra", contra_rule);
    if (!u.has("result")) refuse("ultimo.result", rule, "Ultimo gewonnen oder verloren?", "Ultimo won or lost?");
    ult.won = u.choice("result", {"won", "lost"}, rule) == "won";
    if (u.has("without_pagat")) ult.without_pagat = u.boolean("without_pagat", {"tapp Codex §20", "000:L2309-2313"});
    u.finish();
    return ult;
}

Volat parse_volat(JsonReader& r, const RuleRef& rule, const RuleRef& contra_rule) {
    JsonReader v = r.object("volat", rule);
    Volat vol;
    if (v.has("announced")) vol.announced_by = parse_announced(v, "volat", rule);
    if (v.has("contra")) vol.contra = v.contra("contra", contra_rule);
    if (v.has("by")) vol.made_by = parse_party(v, "by", rule);
    v.finish();
    return vol;
}

Json ultimo_to_json(const Ultimo& u, const std::vector<std::string>& players) {
    Json j = {{"player", players.at(static_cast<std::size_t>(u.player))}, {"result", u.won ? "won" : "lost"}};
    if (u.announced) j["announced"] = true;
    if (u.contra) j["contra"] = contra_id(u.contra);
    if (u.without_pagat) j["without_pagat"] = true;
    return j;
}

Json volat_to_json(const Volat& v) {
    Json j = Json::object();
    if (v.announced_by == Party::Declarer) j["announced"] = true;
    else if (v.announced_by == Party::Opponents) j["announced"] = "opponents";
    if (v.contra) j["contra"] = contra_id(v.contra);
    if (v.made_by != Party::None) j["by"] = party_id(v.made_by);
    return j;
}

int talon_multiple(std::optional<int> multiple, std::optional<int> level, Talon talon) {
    if (multiple) return *multiple;
    const int l = level.value_or(1);
    switch (talon) {
        case Talon::Other: return l + 1;
        case Talon::Back: return l + 2;
        default: return l;
    }
}

int Hand::dreier_multiple() const { return talon_multiple(multiple, level, talon); }

Hand parse_hand(const Json& j, const std::vector<std::string>& players, const Pack& pack) {
    JsonReader r(j, "", players);
    Hand h;
    if (!read_declared_game(r, h, kEnvelope, kRuleBidding)) return h;
    if (r.has("opened_by")) h.opened_by = r.player("opened_by", {"tapp §2.6", "000:L346"});
    if (!r.has("game")) refuse("game", kRuleBidding, "Das Spiel fehlt (dreier oder solo).", "the game is missing (dreier or solo)");
    if (pack.cards == 42 && r.raw("game").is_string() && (r.raw("game") == "zweier" || r.raw("game") == "einer"))
        refuse("game", {"tapp §3", "000:L1000-1008"},
               "Zwölfer-Tarok kennt nur Dreier und Solo; Zweier und Einer gibt es im Ungarisch-Tarok.",
               "Zwölfer-Tarok has only Dreier and Solo; the Zweier and the Einer belong to Ungarisch-Tarok");
    h.game = r.choice("game", {"dreier", "solo"}, kRuleBidding) == "solo" ? Game::Solo : Game::Dreier;
    if (r.has("multiple")) h.multiple = r.integer("multiple", -1000, 1000, kRuleMultiple);
    if (r.has("level")) h.level = r.integer("level", -1000, 1000, kRuleMultiple);
    if (r.has("talon")) {
        const std::string t = r.choice("talon", {"first", "other", "back"}, kRuleMultiple);
        h.talon = t == "first" ? Talon::FirstSeen : t == "other" ? Talon::Other : Talon::Back;
    }
    if (r.has("contra")) h.contra = r.contra("contra", kRuleContra);
    if (r.has("points")) h.points = r.amount("points", kRulePoints);
    if (r.has("result")) h.won = r.choice("result", {"won", "lost"}, kRulePoints) == "won";
    if (r.has("honours")) h.honours = parse_honours(r, kRuleHonours, "koepfe, trull, quatre");
    if (r.has("ultimo")) h.ultimo = parse_ultimo(r, kRuleUltimo, kRuleContra);
    if (r.has("volat")) h.volat = parse_volat(r, kRuleVolat, kRuleContra);
    if (r.has("renonce")) h.renonce = r.player("renonce", kRuleRenonce);
    r.finish();
    (void)pack;
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    return declared_game_record(h, h.declarer, players, [&](Json& j, const PlayerNames& name) {
        if (h.opened_by && *h.opened_by != h.declarer) j["opened_by"] = name(*h.opened_by);
        j["game"] = h.game == Game::Solo ? "solo" : "dreier";
        if (h.multiple) j["multiple"] = *h.multiple;
        if (h.level) j["level"] = *h.level;
        if (h.talon != Talon::Unrecorded) j["talon"] = h.talon == Talon::FirstSeen ? "first" : h.talon == Talon::Other ? "other" : "back";
        if (h.contra) j["contra"] = contra_id(h.contra);
        if (h.points) j["points"] = amount_value(*h.points);
        if (h.won) j["result"] = *h.won ? "won" : "lost";
        if (!h.honours.empty()) j["honours"] = honours_to_json(h.honours, players);
        if (h.ultimo) j["ultimo"] = ultimo_to_json(*h.ultimo, players);
        if (h.volat) j["volat"] = volat_to_json(*h.volat);
        if (h.renonce) j["renonce"] = name(*h.renonce);
    });
}

void check_honours(const std::vector<std::pair<int, Honour>>& honours, const Deal& deal) {
    int trull = -1, quatre = -1, koepfe_holders = 0, koepfe = -1;
    for (const auto& [seat, hon] : honours) {
        const std::string field = "honours";
        if (!deal.is_active(seat))
            refuse(field, kRuleKoenig, "Der ruhende König hat keine Karten und hält keine Honneurs.",
                   "the resting König holds no cards and no honours");
        if (hon == Honour::Trull) {
            if (trull >= 0) refuse(field, kRuleHonours, "Trull kann nur einer halten.", "only one player can hold Trull");
            trull = seat;
        } else if (hon == Honour::Quatre) {
            if (quatre >= 0) refuse(field, kRuleHonours, "Quatre kann nur einer halten.", "only one player can hold Quatre");
            quatre = seat;
        } else {
            ++koepfe_holders;
            if (koepfe == seat) refuse(field, kRuleHonours, "Köpfe doppelt eingetragen.", "Köpfe entered twice");
            koepfe = seat;
        }
    }
    if (koepfe_holders > 1)
        refuse("honours", kRuleHonours, "Es gibt nur drei Tarock-Honneurs: Köpfe kann nur einer halten.",
               "there are only three tarock honours: only one player can hold Köpfe");
    if (trull >= 0 && koepfe >= 0) {
        if (trull == koepfe)
            refuse("honours", {"tapp A3", "000:L342, L2489"},
                   "Wer Trull hält, hat alle drei Honneurs: nur Trull eintragen (Köpfe je nach Hausregel A3).",
                   "a Trull holder has all three honours: enter Trull only (Köpfe per house rule A3)");
        refuse("honours", kRuleHonours, "Neben Trull kann niemand Köpfe halten.", "nobody can hold Köpfe beside a Trull");
    }
}

void check_ultimo(const Ultimo& u, int decl, const Deal& deal, const PremiumCheckRules& r) {
    if (!deal.is_active(u.player))
        refuse("ultimo.player", r.koenig, "Der ruhende König spielt nicht mit.", "the resting König does not play");
    if (u.announced && u.player != decl)
        refuse("ultimo.announced", r.ultimo_announced, "Die Gegner dürfen den Ultimo nicht ansagen.", "the opponents may not announce the Ultimo");
    if (!u.announced && u.contra)
        refuse("ultimo.contra", r.contra, "Ein stiller Ultimo kann nicht contriert werden.", "a silent Ultimo cannot be contra'd");
    if (r.no_contra && u.contra)
        refuse("ultimo.contra", *r.no_contra, "In dieser Runde wird kein Contra gegeben (Hausregel A-C10).",
               "this circle plays without contra (house rule A-C10)");
    if (u.without_pagat && !u.announced)
        refuse("ultimo.without_pagat", {"tapp Codex §20", "000:L2309-2313"}, "Ohne Pagat gibt es nur einen angesagten Ultimo.",
               "without the Pagat there is only an announced Ultimo");
    if (u.without_pagat && u.won)
        refuse("ultimo.result", {"tapp Codex §20", "000:L2309-2313"}, "Ohne Pagat kann der Ultimo nicht gewonnen werden.",
               "without the Pagat the Ultimo cannot be won");
}

void check_volat(const Volat& v, bool renonce, std::optional<bool> won, const HouseRules& rules, const PremiumCheckRules& r) {
    if (v.announced_by == Party::Opponents && rules.is("volat_announcer", "declarer"))
        refuse("volat.announced", {"tapp A8", "000:L456"}, "Nur der Spieler darf Volat ansagen (Hausregel A8).",
               "only the declarer may announce Volat (house rule A8)");
    if (v.announced_by == Party::None && v.contra)
        refuse("volat.contra", r.contra, "Ein stiller Volat kann nicht contriert werden.", "a silent Volat cannot be contra'd");
    if (r.no_contra && v.contra)
        refuse("volat.contra", *r.no_contra, "In dieser Runde wird kein Contra gegeben (Hausregel A-C10).",
               "this circle plays without contra (house rule A-C10)");
    if (v.announced_by == Party::None && v.made_by == Party::None)
        refuse("volat.by", r.volat, "Volat ohne Ansage und ohne Durchmarsch: Feld weglassen.", "a Volat neither announced nor made: leave the field out");
    if (!renonce && won) {
        if (v.made_by == Party::Declarer && !*won)
            refuse("volat.by", r.volat, "Wer alle Stiche macht, kann das Spiel nicht verlieren.", "whoever takes every trick cannot lose the game");
        if (v.made_by == Party::Opponents && *won)
            refuse("volat.by", r.volat, "Wenn die Gegner alle Stiche machen, hat der Spieler verloren.",
                   "if the opponents take every trick the declarer has lost");
    }
}

void check_renonce(int offender, int decl, const std::optional<Ultimo>& ultimo, const std::optional<Volat>& volat, const Deal& deal,
                   const RuleRef& koenig) {
    if (!deal.is_active(offender))
        refuse("renonce", koenig, "Der ruhende König spielt nicht und kann nicht renoncieren.", "the resting König does not play and cannot renounce");
    const bool declarer_offended = offender == decl;
    // A silent Ultimo counts for the party that wins it; after a renonce only the innocent party can.
    if (ultimo && !ultimo->announced && ((ultimo->player == decl) == ultimo->won) == declarer_offended)
        refuse("ultimo", {"tapp Codex §10", "000:L2263-2265"}, "Nach einer Renonce kann nur die schuldlose Partei durch Weiterspielen stille Prämien gewinnen.",
               "after a renonce only the innocent party can earn silent premiums by playing on");
    if (volat && volat->made_by != Party::None && (volat->made_by == Party::Declarer) == declarer_offended)
        refuse("volat.by", {"tapp Codex §10", "000:L2263-2265"}, "Nach einer Renonce kann nur die schuldlose Partei einen Volat machen.",
               "after a renonce only the innocent party can make a Volat");
}

void check_declarer(int declarer, std::optional<int> opened_by, const Deal& deal, const RuleRef& koenig_rule) {
    if (!deal.is_active(declarer))
        refuse("declarer", koenig_rule, "Der ruhende König (der Geber) spielt in diesem Spiel nicht mit.",
               "the resting König (the dealer) does not play in this deal");
    if (opened_by) {
        if (!deal.is_active(*opened_by))
            refuse("opened_by", koenig_rule, "Der ruhende König kann nicht ansagen.", "the resting König cannot declare");
        if (deal.speaking_position(*opened_by) > deal.speaking_position(declarer))
            refuse("opened_by", {"tapp §2.1", "000:L326-338"},
                   "Wer zuerst angesagt hat, sitzt vor dem Spieler oder ist der Spieler selbst (nur spätere Hände steigern).",
                   "the first to declare sits before the declarer or is the declarer (only later hands raise)");
    }
}

void validate(const Hand& h, const Deal& deal, const HouseRules& rules, const Pack& pack) {
    if (h.kind != DealKind::Game) return;
    const int decl = h.declarer;
    check_declarer(decl, h.opened_by, deal, kRuleKoenig);

    // The contract and its multiple.
    if (h.game == Game::Solo) {
        if (h.multiple || h.level || h.talon != Talon::Unrecorded)
            refuse("multiple", kRuleSolo, "Ein Solo wird ohne Talon gespielt und hat kein Vielfaches (fest 8).",
                   "a Solo is played without the talon and has no multiple (always 8)");
    } else {
        if (!h.multiple && !h.level && h.talon == Talon::Unrecorded)
            refuse("multiple", kRuleMultiple, "Das Vielfache des Dreiers fehlt (1 bis 6).", "the Dreier multiple is missing (1 to 6)");
        if (h.level && (*h.level < 1 || *h.level > 4))
            refuse("level", kRuleMultiple, "Ein Dreier wird nur bis zum Viermaligen gesteigert (Stufe 1 bis 4).",
                   "a Dreier is raised no higher than fourfold (level 1 to 4)");
        if (h.multiple && (*h.multiple < 1 || *h.multiple > 6))
            refuse("multiple", kRuleMultiple, "Ein Dreier ist ein- bis sechsmalig.", "a Dreier is onefold to sixfold");
        if (h.multiple && h.talon != Talon::Unrecorded)
            refuse("talon", kRuleMultiple, "Entweder das Vielfache oder Stufe und Talonwahl eintragen, nicht beides.",
                   "enter either the multiple or level and talon choice, not both");
        if (h.multiple && h.level && (*h.multiple < *h.level || *h.multiple > *h.level + 2))
            refuse("multiple", kRuleMultiple,
                   "Auf Stufe " + std::to_string(*h.level) + " ist der Dreier " + std::to_string(*h.level) + "- bis " +
                       std::to_string(*h.level + 2) + "malig.",
                   "at level " + std::to_string(*h.level) + " the Dreier is " + std::to_string(*h.level) + "- to " +
                       std::to_string(*h.level + 2) + "fold");
    }

    // The result.
    if (h.points) {
        if (*h.points < Thirds{} || *h.points > Thirds::whole(pack.points))
            refuse("points", kRulePoints,
                   "Kartenpunkte müssen zwischen 0 und " + std::to_string(pack.points) + " liegen.",
                   "card points must be between 0 and " + std::to_string(pack.points));
        if (h.won) {
            const bool by_points = round_card_points(*h.points) >= pack.to_win;
            if (by_points != *h.won)
                refuse("result", kRulePoints, "Ergebnis und Kartenpunkte widersprechen einander.",
                       "the result contradicts the card points");
        }
    } else if (!h.won && !h.renonce) {
        refuse("points", kRulePoints, "Kartenpunkte des Spielers oder gewonnen/verloren eintragen.",
               "enter the declarer's card points or won/lost");
    }

    check_honours(h.honours, deal);

    const PremiumCheckRules premium_rules{kRuleKoenig, {"tapp §2.7", "000:L456"}, kRuleContra, kRuleVolat, std::nullopt};
    if (h.ultimo) check_ultimo(*h.ultimo, decl, deal, premium_rules);
    if (h.volat) {
        const std::optional<bool> won = h.won ? h.won : h.points ? std::optional<bool>(round_card_points(*h.points) >= pack.to_win) : std::nullopt;
        check_volat(*h.volat, h.renonce.has_value(), won, rules, premium_rules);
    }
    // Renonce: only the innocent party may still earn silent premiums by playing on (§10).
    if (h.renonce) check_renonce(*h.renonce, decl, h.ultimo, h.volat, deal, kRuleKoenig);
}

std::vector<HandMark> family_marks(int declarer, int contra, const std::optional<Ultimo>& ultimo, const std::optional<Volat>& volat,
                                   const std::vector<std::pair<int, Honour>>& honours, std::optional<int> renonce,
                                   const std::vector<std::string>& players) {
    const auto name = [&](int seat) { return players.at(static_cast<std::size_t>(seat)); };
    const auto party = [&](Party p) { return p == Party::Declarer ? same(name(declarer)) : T("Gegenspieler", "opponents"); };
    std::vector<HandMark> marks;
    mark_contra(marks, contra);
    if (ultimo) mark_ultimo(marks, *ultimo, name(ultimo->player));
    if (volat && volat->announced_by != Party::None)
        mark_premium(marks, same("Volat"), same("Volat"), true, volat->made_by == volat->announced_by, volat->contra, party(volat->announced_by));
    else if (volat && volat->made_by != Party::None)
        mark_premium(marks, same("Volat"), same("Volat"), false, true, 0, party(volat->made_by));
    for (const auto& [seat, honour] : honours)
        if (honour != Honour::Koepfe) mark_held(marks, same(honour == Honour::Trull ? "Trull" : "Quatre"), name(seat));
    if (renonce) mark_renonce(marks, name(*renonce));
    return marks;
}

}  // namespace tarock::tapp
