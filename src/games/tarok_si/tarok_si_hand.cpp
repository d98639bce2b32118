// Reading, writing and validating a Slovenian hand (docs/formats/tarok_si.md).
#include <algorithm>

#include "games/common/json_input.hpp"
#include "games/tarok_si/tarok_si.hpp"
#include "games/tarok_si/tarok_si_text.hpp"

namespace tarock::tarok_si {

namespace {

struct ContractInfo {
    Contract c;
    const char* id;
    const char* name;
};

const ContractInfo kContracts[] = {
    {Contract::Klop, "klop", "Klop"},
    {Contract::Tri, "tri", "Tri"},
    {Contract::Dva, "dva", "Dva"},
    {Contract::Ena, "ena", "Ena"},
    {Contract::SoloTri, "solo_tri", "Solo tri"},
    {Contract::SoloDva, "solo_dva", "Solo dva"},
    {Contract::SoloEna, "solo_ena", "Solo ena"},
    {Contract::SoloBrez, "solo_brez", "Solo brez"},
    {Contract::Pikolo, "pikolo", "Pikolo"},
    {Contract::Berac, "berac", "Berač"},
    {Contract::OdprtiBerac, "odprti_berac", "Odprti berač"},
    {Contract::BarvniValat, "barvni_valat", "Barvni valat"},
    {Contract::Valat, "valat", "Valat"},
    {Contract::Renons, "renons", "Renons"},
};

const char* side_word(Side s) { return partnership::side_id(s); }

std::optional<Side> read_side(JsonReader& r, const std::string& key, const RuleRef& rule) {
    const std::string s = r.choice(key, {"declarer", "opponents"}, rule);
    return s == "declarer" ? Side::Declarer : Side::Opponents;
}

std::string name_of(const std::vector<std::string>& players, int seat) { return players.at(static_cast<std::size_t>(seat)); }

Collected read_collected(JsonReader& r, const std::string& key) {
    JsonReader o = r.object(key, kRuleBonus);
    Collected c;
    if (o.has("announced_by")) c.announced_by = o.player("announced_by", kRuleBonus);
    if (o.has("kontra")) c.kontra = read_kontra(o, "kontra", kontra_chain(), kRuleKontra);
    if (o.has("collected")) c.collected = read_side(o, "collected", kRuleBonus);
    o.finish();
    return c;
}

Json collected_json(const Collected& c, const std::vector<std::string>& players) {
    Json j = Json::object();
    if (c.announced_by) j["announced_by"] = name_of(players, *c.announced_by);
    if (c.kontra) j["kontra"] = kontra_json(c.kontra, kontra_chain());
    if (c.collected) j["collected"] = side_word(*c.collected);
    return j;
}

UltimoResult read_result(JsonReader& r, const std::string& key, const RuleRef& rule) {
    const std::string s = r.choice(key, {"won", "lost", "earlier"}, rule);
    return s == "won" ? UltimoResult::Won : s == "lost" ? UltimoResult::Lost : UltimoResult::Earlier;
}

const char* result_id(UltimoResult u) { return u == UltimoResult::Won ? "won" : u == UltimoResult::Lost ? "lost" : "earlier"; }

Ultimo read_ultimo(JsonReader& r, const std::string& key, bool with_player, const RuleRef& rule) {
    JsonReader o = r.object(key, rule);
    Ultimo u;
    if (with_player && o.has("player")) u.player = o.player("player", rule);
    if (o.has("announced_by")) u.announced_by = o.player("announced_by", rule);
    if (o.has("kontra")) u.kontra = read_kontra(o, "kontra", kontra_chain(), kRuleKontra);
    if (!o.has("result"))
        refuse3(o.path_of("result"), rule, "Wie endete es: won, lost (im letzten Stich geschlagen) oder earlier (nicht im letzten Stich)?",
                "how did it end: won, lost (beaten in the last trick) or earlier (not in the last trick)?",
                "Kako se je končalo: won, lost (premagan v zadnjem štihu) ali earlier (ni bil v zadnjem štihu)?");
    u.result = read_result(o, "result", rule);
    o.finish();
    return u;
}

Json ultimo_json(const Ultimo& u, const std::vector<std::string>& players) {
    Json j = Json::object();
    if (u.player) j["player"] = name_of(players, *u.player);
    if (u.announced_by) j["announced_by"] = name_of(players, *u.announced_by);
    if (u.kontra) j["kontra"] = kontra_json(u.kontra, kontra_chain());
    j["result"] = result_id(u.result);
    return j;
}

const char* mond_loss_id(MondLoss m) {
    switch (m) {
        case MondLoss::Skis: return "skis";
        case MondLoss::Emperor: return "emperor";
        case MondLoss::Talon: return "talon";
        case MondLoss::Partner: return "partner";
    }
    return "skis";
}

}  // namespace

const KontraChain& kontra_chain() {
    static const KontraChain c{{"kontra", "re", "sub", "mort"}, 4};
    return c;
}

const char* contract_id(Contract c) {
    for (const ContractInfo& i : kContracts)
        if (i.c == c) return i.id;
    return "";
}

const char* contract_name(Contract c) {
    for (const ContractInfo& i : kContracts)
        if (i.c == c) return i.name;
    return "";
}

bool calls_king(Contract c) { return c == Contract::Tri || c == Contract::Dva || c == Contract::Ena; }

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    if (r.has("dealer")) h.dealer = r.player("dealer", kRuleContracts);
    if (r.has("note")) h.note = r.string("note", {});
    if (r.has("deal")) h.kind = r.choice("deal", {"game", "round_end"}, kRuleRound) == "round_end" ? RecordKind::RoundEnd : RecordKind::Game;
    if (h.kind == RecordKind::RoundEnd) {
        r.finish();
        return h;
    }
    if (!r.has("contract"))
        refuse3("contract", kRuleContracts, "Welches Spiel? (klop, tri, dva, ena, solo_tri, …, renons)", "which contract? (klop, tri, dva, ena, solo_tri, …, renons)",
                "Katera igra? (klop, tri, dva, ena, solo_tri, …, renons)");
    {
        const std::string c = r.choice("contract",
                                       {"klop", "tri", "dva", "ena", "solo_tri", "solo_dva", "solo_ena", "solo_brez", "pikolo", "berac", "odprti_berac",
                                        "barvni_valat", "valat", "renons"},
                                       kRuleContracts);
        for (const ContractInfo& i : kContracts)
            if (c == i.id) h.contract = i.c;
    }
    if (h.contract == Contract::Renons) {
        if (!r.has("offender"))
            refuse3("offender", kRuleRenons, "Wer hat renonciert?", "who revoked?", "Kdo je naredil renons?");
        h.declarer = r.player("offender", kRuleRenons);
        r.finish();
        return h;
    }
    if (h.contract == Contract::Klop) {
        if (!r.has("klop"))
            refuse3("klop", kRuleKlop, "Die Kartenpunkte jedes Spielers im Klop fehlen (\"klop\": {\"Ana\": 10, …}).",
                    "the card points of every player in klop are missing (\"klop\": {\"Ana\": 10, …})",
                    "Manjkajo točke vsakega igralca v klopu (\"klop\": {\"Ana\": 10, …}).");
        JsonReader k = r.object("klop", kRuleKlop);
        for (const auto& [name, value] : r.raw("klop").items()) {
            const int seat = k.player_value(Json(name), "klop." + name, kRuleKlop);
            h.klop[seat] = k.integer(name, 0, 70, kRuleKlop);
        }
        k.finish();
    } else {
        if (!r.has("declarer")) refuse3("declarer", kRuleContracts, "Wer hat gespielt?", "who played?", "Kdo je igral?");
        h.declarer = r.player("declarer", kRuleContracts);
    }
    if (r.has("partner")) {
        const Json& p = r.raw("partner");
        if (p.is_string() && p.get<std::string>() == "self") h.called_self = true;
        else if (p.is_string() && p.get<std::string>() == "talon") h.king_in_talon = true;
        else h.partner = r.player_value(p, "partner", kRuleCall);
    }
    if (r.has("solo_announced")) h.solo_announced = r.boolean("solo_announced", kRuleCall);
    if (r.has("points")) h.points = r.integer("points", 0, 70, kRulePoints);
    if (r.has("difference")) h.difference = r.integer("difference", 0, 35, kRulePoints);
    if (r.has("result")) h.won = r.choice("result", {"won", "lost"}, kRulePoints) == "won";
    if (r.has("kontra")) h.kontra = read_kontra(r, "kontra", kontra_chain(), kRuleKontra);
    if (r.has("kontra_by")) h.kontra_by = r.player("kontra_by", kRuleKontra);
    if (r.has("trula")) h.trula = read_collected(r, "trula");
    if (r.has("kralji")) h.kralji = read_collected(r, "kralji");
    if (r.has("pagat_ultimo")) h.pagat_ultimo = read_ultimo(r, "pagat_ultimo", true, kRuleBonus);
    if (r.has("kralj_ultimo")) h.kralj_ultimo = read_ultimo(r, "kralj_ultimo", false, kRuleKingUltimo);
    if (r.has("valat")) {
        JsonReader o = r.object("valat", kRuleValat);
        Valat v;
        if (o.has("announced_by")) v.announced_by = o.player("announced_by", kRuleValat);
        if (o.has("kontra")) v.kontra = read_kontra(o, "kontra", kontra_chain(), kRuleKontra);
        if (o.has("by")) v.made_by = read_side(o, "by", kRuleValat);
        o.finish();
        h.valat = v;
    }
    if (r.has("barvni_valat")) {
        JsonReader o = r.object("barvni_valat", kRuleValat);
        BarvniValat b;
        if (o.has("kontra")) b.kontra = read_kontra(o, "kontra", kontra_chain(), kRuleKontra);
        if (!o.has("result"))
            refuse3(o.path_of("result"), kRuleValat, "Barvni valat gemacht (won) oder nicht (lost)?", "barvni valat made (won) or not (lost)?",
                    "Barvni valat uspel (won) ali ne (lost)?");
        b.made = o.choice("result", {"won", "lost"}, kRuleValat) == "won";
        o.finish();
        h.barvni_valat = b;
    }
    if (r.has("mondfang")) {
        JsonReader o = r.object("mondfang", kRuleMond);
        Mondfang m;
        if (!o.has("player")) refuse3(o.path_of("player"), kRuleMond, "Wer hat den Mond verloren?", "who lost the mond?", "Kdo je izgubil monda?");
        m.player = o.player("player", kRuleMond);
        if (o.has("how")) {
            const std::string how = o.choice("how", {"skis", "emperor", "talon", "partner"}, {"tarok_si §S9, SL-09", "OS CapturedMondTest1-6"});
            m.how = how == "skis" ? MondLoss::Skis : how == "emperor" ? MondLoss::Emperor : how == "talon" ? MondLoss::Talon : MondLoss::Partner;
        }
        o.finish();
        h.mondfang = m;
    }
    if (r.has("skisfang")) h.skisfang = r.player("skisfang", {"tarok_si §S9, SL-10", "PAL issue #21"});
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    auto name = [&](int seat) { return name_of(players, seat); };
    Json j = Json::object();
    if (h.dealer) j["dealer"] = name(*h.dealer);
    if (h.kind == RecordKind::RoundEnd) {
        j["deal"] = "round_end";
        if (!h.note.empty()) j["note"] = h.note;
        return j;
    }
    j["contract"] = contract_id(h.contract);
    if (h.contract == Contract::Renons) {
        if (h.declarer >= 0) j["offender"] = name(h.declarer);
    } else if (h.contract == Contract::Klop) {
        Json k = Json::object();
        for (const auto& [seat, pts] : h.klop) k[name(seat)] = pts;
        j["klop"] = k;
    } else if (h.declarer >= 0) {
        j["declarer"] = name(h.declarer);
    }
    if (h.called_self) j["partner"] = "self";
    else if (h.king_in_talon) j["partner"] = "talon";
    else if (h.partner) j["partner"] = name(*h.partner);
    if (h.solo_announced) j["solo_announced"] = true;
    if (h.points) j["points"] = *h.points;
    if (h.difference) j["difference"] = *h.difference;
    if (h.won) j["result"] = *h.won ? "won" : "lost";
    if (h.kontra) j["kontra"] = kontra_json(h.kontra, kontra_chain());
    if (h.kontra_by) j["kontra_by"] = name(*h.kontra_by);
    if (h.trula) j["trula"] = collected_json(*h.trula, players);
    if (h.kralji) j["kralji"] = collected_json(*h.kralji, players);
    if (h.pagat_ultimo) j["pagat_ultimo"] = ultimo_json(*h.pagat_ultimo, players);
    if (h.kralj_ultimo) j["kralj_ultimo"] = ultimo_json(*h.kralj_ultimo, players);
    if (h.valat) {
        Json v = Json::object();
        if (h.valat->announced_by) v["announced_by"] = name(*h.valat->announced_by);
        if (h.valat->kontra) v["kontra"] = kontra_json(h.valat->kontra, kontra_chain());
        if (h.valat->made_by) v["by"] = side_word(*h.valat->made_by);
        j["valat"] = v;
    }
    if (h.barvni_valat) {
        Json b = Json::object();
        if (h.barvni_valat->kontra) b["kontra"] = kontra_json(h.barvni_valat->kontra, kontra_chain());
        b["result"] = h.barvni_valat->made ? "won" : "lost";
        j["barvni_valat"] = b;
    }
    if (h.mondfang) {
        Json m = Json::object();
        m["player"] = name(h.mondfang->player);
        if (h.mondfang->how) m["how"] = mond_loss_id(*h.mondfang->how);
        j["mondfang"] = m;
    }
    if (h.skisfang) j["skisfang"] = name(*h.skisfang);
    if (!h.note.empty()) j["note"] = h.note;
    return j;
}

namespace {

/// The seats of the declarer's party and of the opponents in a game hand.
partnership::Parties parties_of(const Hand& h, const Deal& deal) { return partnership::make_parties(deal, h.declarer, h.partner); }

bool has_bonuses(Contract c, const HouseRules& rules) {
    switch (c) {
        case Contract::Tri:
        case Contract::Dva:
        case Contract::Ena:
        case Contract::SoloTri:
        case Contract::SoloDva:
        case Contract::SoloEna: return true;
        case Contract::SoloBrez: return !rules.is("solo_brez", "fixed");
        default: return false;
    }
}

/// The contracts with a fixed value decided by won/lost alone.
bool result_only(Contract c) {
    return c == Contract::Pikolo || c == Contract::Berac || c == Contract::OdprtiBerac || c == Contract::BarvniValat || c == Contract::Valat;
}

void check_seat(const Deal& deal, int seat, const std::string& field, const RuleRef& rule) {
    if (!deal.is_active(seat)) refuse3(field, rule, "Dieser Platz spielt nicht mit.", "this seat does not play", "Ta igralec ne igra.");
}

}  // namespace

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    const int n = static_cast<int>(deal.active.size());
    if (h.kind == RecordKind::RoundEnd) {
        if (!rules.has("competition") || rules.is("competition", "off"))
            refuse3("deal", kRuleRound, "Ein Rundenende gibt es nur mit der Hausregel Wettkampfrunden (competition).",
                    "a round end exists only under the house rule competition rounds (competition)",
                    "Konec kroga obstaja le s hišnim pravilom tekmovalni krogi (competition).");
        return;
    }
    const Contract c = h.contract;
    if (n == 3 && (c == Contract::SoloTri || c == Contract::SoloDva || c == Contract::SoloEna))
        refuse3("contract", kRuleThree, "Zu dritt gibt es kein Solo tri, dva oder ena: der Spieler spielt in Tri, Dva und Ena ohnehin allein.",
                "with three players there is no solo tri, dva or ena: the declarer plays Tri, Dva and Ena alone anyway",
                "V treh ni sola tri, dva ali ena: igralec tako ali tako igra tri, dva in ena sam.");
    if (c == Contract::Pikolo && !rules.is("value_table", "zei"))
        refuse3("contract", {"tarok_si §S2, SL-25", "ZEI PIKOLO"}, "Pikolo gibt es nur mit Zeis Werten (value_table = zei).",
                "pikolo exists only with Zei's values (value_table = zei)", "Pikolo obstaja le z Zeijevo lestvico (value_table = zei).");

    if (c == Contract::Renons) {
        check_seat(deal, h.declarer, "offender", kRuleRenons);
        return;
    }
    if (c == Contract::Klop) {
        int sum = 0;
        for (int s : deal.active) {
            const auto it = h.klop.find(s);
            if (it == h.klop.end())
                refuse3("klop", kRuleKlop, "Im Klop fehlen die Kartenpunkte eines Spielers.", "a player's card points are missing in klop",
                        "V klopu manjkajo točke enega od igralcev.");
            sum += it->second;
        }
        for (const auto& [seat, pts] : h.klop) check_seat(deal, seat, "klop", kRuleKlop);
        if (sum != 70)
            refuse3("klop", kRuleKlop, "Die Kartenpunkte im Klop ergeben zusammen " + std::to_string(sum) + ", nicht 70.",
                    "the card points in klop add up to " + std::to_string(sum) + ", not 70",
                    "Točke v klopu dajo skupaj " + std::to_string(sum) + ", ne 70.");
        if (h.kontra && rules.is("klop_kontra", "off"))
            refuse3("kontra", {"tarok_si §S8, SL-06", "PAL issue #38"}, "Kontra auf Klop ist nach den Hausregeln nicht erlaubt.",
                    "kontra on klop is not allowed under the house rules", "Kontra na klop po hišnih pravilih ni dovoljena.");
        if (h.kontra && !h.kontra_by)
            refuse3("kontra_by", {"tarok_si §S8, SL-06", "PAL issue #38"}, "Wer hat Kontra auf den Klop gesagt?", "who said kontra on klop?",
                    "Kdo je rekel kontro na klop?");
        if (h.kontra_by) check_seat(deal, *h.kontra_by, "kontra_by", kRuleKontra);
        if (h.trula || h.kralji || h.pagat_ultimo || h.kralj_ultimo || h.valat || h.barvni_valat || h.mondfang || h.skisfang || h.points ||
            h.won || h.partner || h.called_self || h.king_in_talon)
            refuse3("contract", kRuleKlop, "Im Klop schreibt jeder nur für sich: keine Prämien, kein Mondfang, kein Partner.",
                    "in klop everybody writes for himself: no bonuses, no mondfang, no partner",
                    "V klopu vsak piše zase: brez napovedi, brez mondfanga, brez partnerja.");
        return;
    }
    if (!h.klop.empty())
        refuse3("klop", kRuleKlop, "Kartenpunkte je Spieler gibt es nur im Klop.", "card points per player exist only in klop",
                "Točke po igralcih obstajajo le v klopu.");
    check_seat(deal, h.declarer, "declarer", kRuleContracts);

    // The call (§S2): a partner only in Tri, Dva, Ena with four players.
    const bool call = calls_king(c) && n == 4;
    const bool partner_given = h.partner || h.called_self || h.king_in_talon;
    if (call && !partner_given)
        refuse3("partner", kRuleCall, "Wer hält den gerufenen König? Den Partner, \"self\" (eigener König) oder \"talon\" eintragen.",
                "who holds the called king? Enter the partner, \"self\" (his own king) or \"talon\"",
                "Kdo ima klicanega kralja? Vpiši partnerja, \"self\" (svoj kralj) ali \"talon\".");
    if (!call && partner_given)
        refuse3("partner", n == 3 ? kRuleThree : kRuleContracts, "In diesem Spiel spielt der Spieler allein: kein Partner.",
                "in this contract the declarer plays alone: no partner", "V tej igri igralec igra sam: brez partnerja.");
    if (h.partner) {
        check_seat(deal, *h.partner, "partner", kRuleCall);
        if (*h.partner == h.declarer)
            refuse3("partner", kRuleCall, "Ruft der Spieler seinen eigenen König, \"self\" eintragen.", "when the declarer calls his own king, enter \"self\"",
                    "Če igralec kliče svojega kralja, vpiši \"self\".");
    }
    if (h.solo_announced && !(h.called_self || h.king_in_talon))
        refuse3("solo_announced", {"tarok_si §S2, SL-24", "ZEI NAPOVEDI"}, "Solo ansagen kann nur, wer nach dem Rufen allein spielt.",
                "only a declarer left alone after the call can announce solo", "Solo lahko napove le, kdor po klicu igra sam.");
    const auto p = parties_of(h, deal);

    // The result (§S1.3, §S3).
    const bool manual = rules.is("difference_rounding", "manual");
    if (result_only(c)) {
        if (h.points || h.difference)
            refuse3("points", kRuleBeggar, "Dieses Spiel hat einen festen Wert: nur gewonnen oder verloren (\"result\").",
                    "this contract has a fixed value: only won or lost (\"result\")", "Ta igra ima stalno vrednost: samo dobljena ali izgubljena (\"result\").");
        if (!h.won)
            refuse3("result", kRuleBeggar, "Gewonnen oder verloren?", "won or lost?", "Dobljena ali izgubljena?");
    } else {
        const bool needs_difference = c != Contract::SoloBrez || rules.is("solo_brez", "difference");
        if (h.points && h.difference)
            refuse3("difference", kRulePoints, "Kartenpunkte oder Differenz, nicht beides.", "card points or the difference, not both",
                    "Točke ali razlika, ne oboje.");
        if (h.difference && !manual)
            refuse3("difference", {"tarok_si §S3, SL-01", "TSB"}, "Eine eingetippte Differenz gibt es nur mit difference_rounding = manual.",
                    "a typed difference exists only under difference_rounding = manual", "Vpisana razlika obstaja le pri difference_rounding = manual.");
        if (manual && h.points && needs_difference)
            refuse3("points", {"tarok_si §S3, SL-01", "TSB"}, "Nach der Hausregel wird die Differenz eingetippt (\"difference\" und \"result\").",
                    "under the house rule the difference is typed (\"difference\" and \"result\")",
                    "Po hišnem pravilu se vpiše razlika (\"difference\" in \"result\").");
        if (h.difference && !h.won)
            refuse3("result", kRulePoints, "Zur Differenz gehört gewonnen oder verloren.", "a typed difference needs won or lost", "K razliki sodi dobljena ali izgubljena.");
        if (!h.points && !h.difference && !(h.won && !needs_difference))
            refuse3("points", kRulePoints, "Die Kartenpunkte der Spielerpartei (0 bis 70) fehlen.", "the card points of the declarer's party (0 to 70) are missing",
                    "Manjkajo točke igralčeve stranke (0 do 70).");
        if (h.points && h.won && (*h.points >= 36) != *h.won)
            refuse3("result", kRulePoints, "Ergebnis und Kartenpunkte widersprechen einander (36 gewinnt, 35 verliert).",
                    "the result contradicts the card points (36 wins, 35 loses)", "Izid in točke si nasprotujeta (36 dobi, 35 izgubi).");
    }

    // Kontra on the game (§S5): said by the opponents first.
    if (h.kontra_by) {
        check_seat(deal, *h.kontra_by, "kontra_by", kRuleKontra);
        if (!h.kontra)
            refuse3("kontra_by", kRuleKontra, "Ohne Kontra auf das Spiel gibt es keinen, der sie sagte.", "without a kontra on the game nobody said it",
                    "Brez kontre na igro je nihče ni rekel.");
        if (p.side_of(*h.kontra_by) != Side::Opponents)
            refuse3("kontra_by", kRuleKontra, "Kontra sagt ein Gegenspieler.", "kontra is said by an opponent", "Kontro reče nasprotnik.");
    }
    if (h.kontra && rules.has("kontra_responsibility") && rules.is("kontra_responsibility", "on") && !h.kontra_by)
        refuse3("kontra_by", {"tarok_si §S12.2, SL-21", "TNET 2015"}, "Nach der Hausregel zählt, wer Kontra sagte: \"kontra_by\" eintragen.",
                "under the house rule it matters who said kontra: enter \"kontra_by\"", "Po hišnem pravilu šteje, kdo je rekel kontro: vpiši \"kontra_by\".");

    // Bonuses (§S4), valat (§S6).
    const bool bonuses = has_bonuses(c, rules);
    const bool any_bonus = h.trula || h.kralji || h.pagat_ultimo || h.kralj_ultimo || h.valat || h.barvni_valat;
    if (!bonuses && any_bonus)
        refuse3(h.trula ? "trula" : h.kralji ? "kralji" : h.pagat_ultimo ? "pagat_ultimo" : h.kralj_ultimo ? "kralj_ultimo" : h.valat ? "valat" : "barvni_valat",
                c == Contract::SoloBrez ? RuleRef{"tarok_si §S7, SL-07", "PWS Solo Without"} : kRuleBeggar,
                "In diesem Spiel gibt es keine Prämien.", "this contract has no bonuses", "V tej igri ni napovedi.");
    auto check_announcer = [&](const std::optional<int>& by, int kontra, const std::string& field, const RuleRef& rule) {
        if (by) check_seat(deal, *by, field + ".announced_by", rule);
        if (!by && kontra)
            refuse3(field + ".kontra", kRuleKontra, "Nur eine Ansage kann kontriert werden.", "only an announcement can be kontra'd",
                    "Kontrirati je mogoče le napoved.");
    };
    auto check_collected = [&](const std::optional<Collected>& x, const std::string& field) {
        if (!x) return;
        check_announcer(x->announced_by, x->kontra, field, kRuleBonus);
        if (!x->announced_by && !x->collected)
            refuse3(field, kRuleBonus, "Weder angesagt noch gesammelt: Feld weglassen.", "neither announced nor collected: leave the field out",
                    "Ne napovedano ne pobrano: polje izpusti.");
    };
    check_collected(h.trula, "trula");
    check_collected(h.kralji, "kralji");
    if (h.pagat_ultimo) {
        const Ultimo& u = *h.pagat_ultimo;
        if (!u.player)
            refuse3("pagat_ultimo.player", kRuleBonus, "Wer hat den Pagat?", "who holds the pagat?", "Kdo ima pagata?");
        check_seat(deal, *u.player, "pagat_ultimo.player", kRuleBonus);
        check_announcer(u.announced_by, u.kontra, "pagat_ultimo", kRuleBonus);
        if (u.announced_by && p.side_of(*u.announced_by) != p.side_of(*u.player))
            refuse3("pagat_ultimo.announced_by", kRuleBonus, "Pagat ultimo sagt die Seite an, die den Pagat hat.",
                    "pagat ultimo is announced by the side that holds the pagat", "Pagat ultimo napove stran, ki ima pagata.");
        if (!u.announced_by && u.result == UltimoResult::Earlier)
            refuse3("pagat_ultimo", kRuleBonus, "Weder angesagt noch im letzten Stich: Feld weglassen.", "neither announced nor in the last trick: leave the field out",
                    "Ne napovedan ne v zadnjem štihu: polje izpusti.");
    }
    if (h.kralj_ultimo) {
        const Ultimo& u = *h.kralj_ultimo;
        if (!call || h.king_in_talon)
            refuse3("kralj_ultimo", kRuleKingUltimo, "Kralj ultimo gibt es nur mit einem gerufenen König in der Hand (Tri, Dva, Ena zu viert).",
                    "kralj ultimo exists only with a called king in play (Tri, Dva, Ena with four)",
                    "Kralj ultimo obstaja le s klicanim kraljem v igri (tri, dva, ena v štirih).");
        check_announcer(u.announced_by, u.kontra, "kralj_ultimo", kRuleKingUltimo);
        if (u.announced_by && p.side_of(*u.announced_by) != Side::Declarer)
            refuse3("kralj_ultimo.announced_by", kRuleKingUltimo, "Kralj ultimo sagt die Partei des Spielers an.", "kralj ultimo is announced by the declarer's party",
                    "Kralja ultima napove igralčeva stranka.");
        if (!u.announced_by && u.result == UltimoResult::Earlier)
            refuse3("kralj_ultimo", kRuleKingUltimo, "Weder angesagt noch im letzten Stich: Feld weglassen.", "neither announced nor in the last trick: leave the field out",
                    "Ne napovedan ne v zadnjem štihu: polje izpusti.");
    }
    if (h.valat) {
        const Valat& v = *h.valat;
        check_announcer(v.announced_by, v.kontra, "valat", kRuleValat);
        if (!v.announced_by && !v.made_by)
            refuse3("valat", kRuleValat, "Weder angesagt noch gemacht: Feld weglassen.", "neither announced nor made: leave the field out",
                    "Ne napovedan ne narejen: polje izpusti.");
        if (v.made_by && h.points && *h.points != (*v.made_by == Side::Declarer ? 70 : 0))
            refuse3("points", kRuleValat, "Wer jeden Stich macht, hat alle 70 Kartenpunkte.", "the side that takes every trick has all 70 card points",
                    "Kdor pobere vse štihe, ima vseh 70 točk.");
        if (v.made_by && h.won && *h.won != (*v.made_by == Side::Declarer))
            refuse3("result", kRuleValat, "Wer jeden Stich macht, gewinnt das Spiel.", "the side that takes every trick wins the game", "Kdor pobere vse štihe, dobi igro.");
        if (v.announced_by) {
            const bool other = (h.trula && h.trula->announced_by) || (h.kralji && h.kralji->announced_by) || (h.pagat_ultimo && h.pagat_ultimo->announced_by) ||
                               (h.kralj_ultimo && h.kralj_ultimo->announced_by) || h.barvni_valat;
            if (other)
                refuse3("valat", kRuleValat, "Mit der Ansage des Valat fallen alle anderen Ansagen weg.", "when valat is announced, every other announcement is cancelled",
                        "Z napovedjo valata odpadejo vse druge napovedi.");
        }
    }
    if (h.barvni_valat) {
        if (p.partner)
            refuse3("barvni_valat", kRuleValat, "Barvni valat sagt nur an, wer ohne Partner spielt.", "barvni valat is announced only in a game without partner",
                    "Barvni valat napove le, kdor igra brez partnerja.");
        if (h.valat)
            refuse3("valat", kRuleValat, "Der Barvni valat ersetzt alles: den Valat nicht auch eintragen.", "the barvni valat replaces everything: do not enter a valat as well",
                    "Barvni valat nadomesti vse: valata ne vpisuj posebej.");
    }

    // Mondfang and škisfang (§S9, SL-09, SL-10): individual, in the contracts with a talon game.
    const bool mond_game = c == Contract::Tri || c == Contract::Dva || c == Contract::Ena || c == Contract::SoloTri || c == Contract::SoloDva ||
                           c == Contract::SoloEna || c == Contract::SoloBrez;
    if ((h.mondfang || h.skisfang) && !mond_game)
        refuse3(h.mondfang ? "mondfang" : "skisfang", {"tarok_si §S8, §S9", "OS CapturedMondTest7-8; BGA checkForMondCapture"},
                "In Klop, Berač und den Valat-Spielen gibt es keinen Mondfang.", "there is no mondfang in klop, berač and the valat contracts",
                "V klopu, beraču in valatih ni mondfanga.");
    if (h.mondfang) {
        check_seat(deal, h.mondfang->player, "mondfang.player", kRuleMond);
        if (rules.is("mondfang_losses", "skis_only") && !h.mondfang->how)
            refuse3("mondfang.how", {"tarok_si §S9, SL-09", "MRC mondCapturedWithSkis"},
                    "Nach der Hausregel zählt nur der Fang durch den Škis: wie ging der Mond verloren (skis, emperor, talon, partner)?",
                    "under the house rule only the capture by the škis counts: how was the mond lost (skis, emperor, talon, partner)?",
                    "Po hišnem pravilu šteje le ulov s škisom: kako je bil mond izgubljen (skis, emperor, talon, partner)?");
        if (h.mondfang->how == MondLoss::Partner && !(p.partner && (h.mondfang->player == h.declarer || h.mondfang->player == *p.partner)) &&
            !(p.side_of(h.mondfang->player) == Side::Opponents && p.members(Side::Opponents).size() > 1))
            refuse3("mondfang.how", kRuleMond, "Wer allein spielt, hat keinen Partner, der den Mond fangen könnte.",
                    "a player alone has no partner to catch the mond", "Kdor igra sam, nima partnerja, ki bi ujel monda.");
    }
    if (h.skisfang) {
        if (!rules.is("skisfang", "on"))
            refuse3("skisfang", {"tarok_si §S9, SL-10", "PAL issue #21"}, "Škisfang zählt nur mit der Hausregel skisfang = on.",
                    "škisfang counts only under the house rule skisfang = on", "Škisfang šteje le s hišnim pravilom skisfang = on.");
        check_seat(deal, *h.skisfang, "skisfang", kRuleMond);
    }
}

}  // namespace tarock::tarok_si
