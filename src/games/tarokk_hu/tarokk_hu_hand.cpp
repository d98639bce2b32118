// Reading, writing and validating a Hungarian hand (docs/formats/tarokk_hu.md).
#include <algorithm>

#include "games/common/json_input.hpp"
#include "games/tarokk_hu/tarokk_hu.hpp"
#include "games/tarokk_hu/tarokk_hu_text.hpp"

namespace tarock::tarokk_hu {

namespace {

const char* const kBidIds[] = {"harom", "ketto", "egy", "szolo"};

/// The Illustrated items and the cards they name (§H3.2).
struct FigureKind {
    const char* item;
    std::vector<std::string> cards;
};
const std::vector<FigureKind>& figure_kinds() {
    static const std::vector<FigureKind> k = {
        {"uhu", {"pagat", "sas"}},  {"facan", {"pagat", "sas"}}, {"facan2", {"pagat", "sas"}}, {"kiraly_ulti", {"kor", "karo", "treff", "pikk"}},
        {"kiraly_uhu", {"kor", "karo", "treff", "pikk"}}, {"centrum", {}}, {"kismadar", {}}, {"nagymadar", {}}, {"pagatfogas", {}}, {"csuzima", {}},
        {"furry", {"kor", "karo", "treff", "pikk"}},
    };
    return k;
}

std::string name_of(const std::vector<std::string>& players, int seat) { return players.at(static_cast<std::size_t>(seat)); }

Side read_side(JsonReader& r, const std::string& key, const RuleRef& rule) {
    return r.choice(key, {"declarer", "opponents"}, rule) == "declarer" ? Side::Declarer : Side::Opponents;
}

Collected read_collected(JsonReader& r, const std::string& key, const KontraChain& chain) {
    JsonReader o = r.object(key, kRuleItems);
    Collected c;
    if (o.has("announced")) c.announced = read_side(o, "announced", kRuleItems);
    if (o.has("kontra")) c.kontra = read_kontra(o, "kontra", chain, kRuleKontra);
    if (o.has("by")) c.by = read_side(o, "by", kRuleItems);
    o.finish();
    return c;
}

Json collected_json(const Collected& c, const KontraChain& chain) {
    Json j = Json::object();
    if (c.announced) j["announced"] = partnership::side_id(*c.announced);
    if (c.kontra) j["kontra"] = kontra_json(c.kontra, chain);
    if (c.by) j["by"] = partnership::side_id(*c.by);
    return j;
}

Ulti read_ulti(JsonReader& r, const std::string& key, const KontraChain& chain) {
    JsonReader o = r.object(key, kRuleItems);
    Ulti u;
    if (!o.has("player"))
        refuse3(o.path_of("player"), kRuleItems, "Wer hat die Karte?", "who holds the card?", "Kinél van a lap?");
    u.player = o.player("player", kRuleItems);
    if (o.has("announced")) u.announced = read_side(o, "announced", kRuleItems);
    if (o.has("kontra")) u.kontra = read_kontra(o, "kontra", chain, kRuleKontra);
    if (!o.has("result"))
        refuse3(o.path_of("result"), kRuleItems, "Wie endete es: won, lost (im letzten Stich geschlagen) oder earlier (nicht im letzten Stich)?",
                "how did it end: won, lost (beaten in the last trick) or earlier (not in the last trick)?",
                "Hogyan végződött: won, lost (az utolsó ütésben ütötték) vagy earlier (nem az utolsó ütésben)?");
    const std::string res = o.choice("result", {"won", "lost", "earlier"}, kRuleItems);
    u.result = res == "won" ? UltiResult::Won : res == "lost" ? UltiResult::Lost : UltiResult::Earlier;
    o.finish();
    return u;
}

Json ulti_json(const Ulti& u, const std::vector<std::string>& players, const KontraChain& chain) {
    Json j = Json::object();
    j["player"] = name_of(players, u.player);
    if (u.announced) j["announced"] = partnership::side_id(*u.announced);
    if (u.kontra) j["kontra"] = kontra_json(u.kontra, chain);
    j["result"] = u.result == UltiResult::Won ? "won" : u.result == UltiResult::Lost ? "lost" : "earlier";
    return j;
}

Ladder read_ladder(JsonReader& r, const std::string& key, bool with_by, const KontraChain& chain) {
    JsonReader o = r.object(key, kRuleLadder);
    Ladder l;
    if (o.has("announced")) l.announced = read_side(o, "announced", kRuleLadder);
    if (o.has("kontra")) l.kontra = read_kontra(o, "kontra", chain, kRuleKontra);
    if (with_by && o.has("by")) l.by = read_side(o, "by", kRuleLadder);
    o.finish();
    return l;
}

Json ladder_json(const Ladder& l, const KontraChain& chain) {
    Json j = Json::object();
    if (l.announced) j["announced"] = partnership::side_id(*l.announced);
    if (l.kontra) j["kontra"] = kontra_json(l.kontra, chain);
    if (l.by) j["by"] = partnership::side_id(*l.by);
    return j;
}

void check_seat(const Deal& deal, int seat, const std::string& field, const RuleRef& rule) {
    if (!deal.is_active(seat)) refuse3(field, rule, "Dieser Platz spielt nicht mit.", "this seat does not play", "Ez a játékos nem játszik.");
}

}  // namespace

const KontraChain& kontra_chain(const HouseRules& rules) {
    static const KontraChain standard{{"kontra", "rekontra", "szubkontra", "mordkontra"}, 4};
    static const KontraChain higher{{"kontra", "rekontra", "szubkontra", "mordkontra"}, 10};
    return rules.is("highest_kontra", "higher") ? higher : standard;
}

int bid_value(Bid b) { return static_cast<int>(b) + 1; }

const char* bid_name(Bid b) {
    switch (b) {
        case Bid::Harom: return "három";
        case Bid::Ketto: return "kettő";
        case Bid::Egy: return "egy";
        case Bid::Szolo: return "szóló";
    }
    return "";
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players, const HouseRules& rules) {
    const KontraChain& chain = kontra_chain(rules);
    JsonReader r(j, "", players);
    Hand h;
    if (r.has("dealer")) h.dealer = r.player("dealer", kRuleBid);
    if (r.has("note")) h.note = r.string("note", {});
    if (r.has("deal")) {
        const std::string d = r.choice("deal", {"game", "allpass", "manual"}, kRuleBid);
        h.kind = d == "allpass" ? RecordKind::AllPass : d == "manual" ? RecordKind::Manual : RecordKind::Game;
    }
    if (h.kind == RecordKind::AllPass) {
        r.finish();
        return h;
    }
    if (h.kind == RecordKind::Manual) {
        h.agreed = historic::read_agreed(r, kRuleManual);
        r.finish();
        return h;
    }
    if (!r.has("declarer")) refuse3("declarer", kRuleBid, "Wer ist der Spieler (felvevő)?", "who is the declarer (felvevő)?", "Ki a felvevő?");
    h.declarer = r.player("declarer", kRuleBid);
    if (!r.has("bid")) refuse3("bid", kRuleBid, "Das Gebot fehlt (harom, ketto, egy, szolo).", "the bid is missing (harom, ketto, egy, szolo)",
                               "Hiányzik a licit (harom, ketto, egy, szolo).");
    const std::string b = r.choice("bid", {"harom", "ketto", "egy", "szolo"}, kRuleBid);
    for (int i = 0; i < 4; ++i)
        if (b == kBidIds[i]) h.bid = static_cast<Bid>(i);
    if (r.has("called")) h.called = r.integer("called", 2, 20, kRuleCall);
    if (r.has("partner")) {
        const Json& p = r.raw("partner");
        if (p.is_string() && p.get<std::string>() == "self") h.self_call = true;
        else if (p.is_string() && p.get<std::string>() == "talon") h.in_talon = true;
        else h.partner = r.player_value(p, "partner", kRuleCall);
    }
    if (r.has("points")) h.points = r.integer("points", 0, 94, kRulePoints);
    if (r.has("kontra")) h.kontra = read_kontra(r, "kontra", chain, kRuleKontra);
    if (r.has("tuletroa")) h.tuletroa = read_collected(r, "tuletroa", chain);
    if (r.has("negy_kiraly")) h.negy_kiraly = read_collected(r, "negy_kiraly", chain);
    if (r.has("xxi_fogas")) h.xxi_fogas = read_collected(r, "xxi_fogas", chain);
    if (r.has("pagat_ulti")) h.pagat_ulti = read_ulti(r, "pagat_ulti", chain);
    if (r.has("sas_ulti")) h.sas_ulti = read_ulti(r, "sas_ulti", chain);
    if (r.has("dupla")) h.dupla = read_ladder(r, "dupla", false, chain);
    if (r.has("volat")) h.volat = read_ladder(r, "volat", true, chain);
    if (r.has("tarokk")) {
        JsonReader t = r.object("tarokk", kRuleCount);
        for (const auto& [name, value] : r.raw("tarokk").items()) {
            const int seat = t.player_value(Json(name), "tarokk." + name, kRuleCount);
            h.tarokk_count[seat] = t.integer(name, 8, 9, kRuleCount);
        }
        t.finish();
    }
    if (r.has("figures")) {
        const Json& list = r.raw("figures");
        if (!list.is_array())
            refuse3("figures", kRuleFigures, "Eine Liste der Figuren erwartet.", "a list of figures is expected", "A figurák listáját várom.");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string path = "figures[" + std::to_string(i) + "]";
            if (!list[i].is_object())
                refuse3(path, kRuleFigures, "Eine Figur ist ein Objekt {\"item\", …}.", "a figure is an object {\"item\", …}", "Egy figura objektum {\"item\", …}.");
            JsonReader o(list[i], path, players);
            Figure f;
            if (!o.has("item"))
                refuse3(path + ".item", kRuleFigures, "Welche Figur?", "which figure?", "Melyik figura?");
            f.item = o.choice("item", {"uhu", "facan", "facan2", "kiraly_ulti", "kiraly_uhu", "centrum", "kismadar", "nagymadar", "pagatfogas", "csuzima", "furry"},
                              kRuleFigures);
            if (o.has("card")) f.card = o.string("card", kRuleFigures);
            if (o.has("announced")) f.announced = read_side(o, "announced", kRuleFigures);
            if (o.has("kontra")) f.kontra = read_kontra(o, "kontra", chain, kRuleKontra);
            if (o.has("result")) f.made = o.choice("result", {"made", "failed"}, kRuleFigures) == "made";
            if (o.has("by")) f.by = read_side(o, "by", kRuleFigures);
            o.finish();
            h.figures.push_back(f);
        }
    }
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    // The chain's words are the same at every level the record can name.
    static const KontraChain chain{{"kontra", "rekontra", "szubkontra", "mordkontra"}, 10};
    auto name = [&](int seat) { return name_of(players, seat); };
    Json j = Json::object();
    if (h.dealer) j["dealer"] = name(*h.dealer);
    if (h.kind == RecordKind::AllPass) j["deal"] = "allpass";
    if (h.kind == RecordKind::Manual) {
        j["deal"] = "manual";
        historic::write_agreed(j, h.agreed, players);
    }
    if (h.kind == RecordKind::Game) {
        if (h.declarer >= 0) j["declarer"] = name(h.declarer);
        j["bid"] = kBidIds[static_cast<int>(h.bid)];
        if (h.called != 20) j["called"] = h.called;
        if (h.self_call) j["partner"] = "self";
        else if (h.in_talon) j["partner"] = "talon";
        else if (h.partner) j["partner"] = name(*h.partner);
        if (h.points) j["points"] = *h.points;
        if (h.kontra) j["kontra"] = kontra_json(h.kontra, chain);
        if (h.tuletroa) j["tuletroa"] = collected_json(*h.tuletroa, chain);
        if (h.negy_kiraly) j["negy_kiraly"] = collected_json(*h.negy_kiraly, chain);
        if (h.xxi_fogas) j["xxi_fogas"] = collected_json(*h.xxi_fogas, chain);
        if (h.pagat_ulti) j["pagat_ulti"] = ulti_json(*h.pagat_ulti, players, chain);
        if (h.sas_ulti) j["sas_ulti"] = ulti_json(*h.sas_ulti, players, chain);
        if (h.dupla) j["dupla"] = ladder_json(*h.dupla, chain);
        if (h.volat) j["volat"] = ladder_json(*h.volat, chain);
        if (!h.tarokk_count.empty()) {
            Json t = Json::object();
            for (const auto& [seat, n] : h.tarokk_count) t[name(seat)] = n;
            j["tarokk"] = t;
        }
        if (!h.figures.empty()) {
            Json list = Json::array();
            for (const Figure& f : h.figures) {
                Json o = Json::object();
                o["item"] = f.item;
                if (!f.card.empty()) o["card"] = f.card;
                if (f.announced) {
                    o["announced"] = partnership::side_id(*f.announced);
                    if (f.kontra) o["kontra"] = kontra_json(f.kontra, chain);
                    o["result"] = f.made ? "made" : "failed";
                }
                if (f.by) o["by"] = partnership::side_id(*f.by);
                list.push_back(o);
            }
            j["figures"] = list;
        }
    }
    if (!h.note.empty()) j["note"] = h.note;
    return j;
}

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (h.kind != RecordKind::Game) {
        for (const auto& [seat, amount] : h.agreed.amounts) check_seat(deal, seat, "agreed", kRuleManual);
        return;
    }
    check_seat(deal, h.declarer, "declarer", kRuleBid);
    if (!h.partner && !h.self_call && !h.in_talon)
        refuse3("partner", kRuleCall, "Wer hält den gerufenen Tarokk? Den Partner, \"self\" oder \"talon\" eintragen.",
                "who holds the called tarokk? Enter the partner, \"self\" or \"talon\"", "Kinél van a hívott tarokk? Írd be a partnert, \"self\" vagy \"talon\".");
    if (h.partner) {
        check_seat(deal, *h.partner, "partner", kRuleCall);
        if (*h.partner == h.declarer)
            refuse3("partner", kRuleCall, "Ruft der Spieler die eigene Karte, \"self\" eintragen.", "when the declarer calls his own card, enter \"self\"",
                    "Ha a felvevő a saját lapját hívja, írd be: \"self\".");
    }
    if (!h.points)
        refuse3("points", kRulePoints, "Die Kartenpunkte der Spielerpartei (0 bis 94) fehlen.", "the card points of the declarer's party (0 to 94) are missing",
                "Hiányoznak a felvevő pár kártyapontjai (0–94).");
    const bool illustrated = rules.is("form", "illusztralt");

    auto silent_kontra = [&](bool announced, int kontra, const std::string& field) {
        if (!announced && kontra)
            refuse3(field + ".kontra", kRuleKontra, "Nur eine Ansage kann kontriert werden; ein stilles Stück nie.", "only an announcement can be kontra'd, a silent item never",
                    "Csak bemondást lehet kontrázni, csendes tételt soha.");
    };
    for (const auto& [x, field] : {std::pair{&h.tuletroa, "tuletroa"}, std::pair{&h.negy_kiraly, "negy_kiraly"}, std::pair{&h.xxi_fogas, "xxi_fogas"}}) {
        if (!*x) continue;
        silent_kontra((*x)->announced.has_value(), (*x)->kontra, field);
        if (!(*x)->announced && !(*x)->by)
            refuse3(field, kRuleItems, "Weder angesagt noch gemacht: Feld weglassen.", "neither announced nor made: leave the field out",
                    "Se bemondva, se teljesítve: hagyd ki a mezőt.");
    }
    for (const auto& [u, field] : {std::pair{&h.pagat_ulti, "pagat_ulti"}, std::pair{&h.sas_ulti, "sas_ulti"}}) {
        if (!*u) continue;
        check_seat(deal, (*u)->player, std::string(field) + ".player", kRuleItems);
        silent_kontra((*u)->announced.has_value(), (*u)->kontra, field);
        if (!(*u)->announced && (*u)->result == UltiResult::Earlier)
            refuse3(field, kRuleItems, "Weder angesagt noch im letzten Stich: Feld weglassen.", "neither announced nor in the last trick: leave the field out",
                    "Se bemondva, se az utolsó ütésben: hagyd ki a mezőt.");
    }
    if (h.sas_ulti && !illustrated)
        refuse3("sas_ulti", kRuleFigures, "Sas ulti gibt es nur im Illustrierten (form = illusztralt).", "sas ulti exists only in the Illustrated form (form = illusztralt)",
                "Sas ulti csak az illusztráltban van (form = illusztralt).");
    if (h.dupla) {
        if (!h.dupla->announced)
            refuse3("dupla.announced", kRuleLadder, "Eine stille Dupla ergibt sich aus den Punkten: nur die angesagte eintragen.",
                    "a silent double follows from the points: enter only an announced one", "A csendes dupla a pontokból adódik: csak a bemondottat írd be.");
    }
    if (h.volat) {
        silent_kontra(h.volat->announced.has_value(), h.volat->kontra, "volat");
        if (!h.volat->announced && !h.volat->by)
            refuse3("volat", kRuleLadder, "Weder angesagt noch gemacht: Feld weglassen.", "neither announced nor made: leave the field out",
                    "Se bemondva, se teljesítve: hagyd ki a mezőt.");
        if (h.volat->by && h.points && ((*h.volat->by == Side::Declarer) != (*h.points >= 48)))
            refuse3("points", kRuleLadder, "Wer alle neun Stiche macht, gewinnt die Partie.", "the side that takes all nine tricks wins the game",
                    "Aki mind a kilenc ütést viszi, megnyeri a partit.");
    }
    for (const auto& [seat, n] : h.tarokk_count) check_seat(deal, seat, "tarokk", kRuleCount);
    if (!illustrated && !h.figures.empty())
        refuse3("figures", kRuleFigures, "Figuren gibt es nur im Illustrierten (form = illusztralt).", "figures exist only in the Illustrated form (form = illusztralt)",
                "Figurák csak az illusztráltban vannak (form = illusztralt).");
    for (std::size_t i = 0; i < h.figures.size(); ++i) {
        const Figure& f = h.figures[i];
        const std::string path = "figures[" + std::to_string(i) + "]";
        for (const FigureKind& k : figure_kinds()) {
            if (f.item != k.item) continue;
            if (k.cards.empty() && !f.card.empty())
                refuse3(path + ".card", kRuleFigures, "Diese Figur nennt keine Karte.", "this figure names no card", "Ez a figura nem nevez meg lapot.");
            if (!k.cards.empty() && std::find(k.cards.begin(), k.cards.end(), f.card) == k.cards.end()) {
                std::string list;
                for (const std::string& c : k.cards) list += (list.empty() ? "" : ", ") + c;
                refuse3(path + ".card", kRuleFigures, "Welche Karte? (" + list + ")", "which card? (" + list + ")", "Melyik lap? (" + list + ")");
            }
        }
        silent_kontra(f.announced.has_value(), f.kontra, path);
        if (f.announced && f.by)
            refuse3(path + ".by", kRuleFigures, "Eine angesagte Figur: \"result\" (made/failed), kein \"by\".", "an announced figure takes \"result\" (made/failed), no \"by\"",
                    "Bemondott figura: \"result\" (made/failed), nem \"by\".");
        if (!f.announced) {
            if (!rules.is("illustrated_silent", "half"))
                refuse3(path + ".announced", kRuleFigures, "Figuren zählen nur angesagt (HU-07); still gibt es nur den Sas ulti.",
                        "figures count only when announced (HU-07); only the sas ulti exists silently", "A figurák csak bemondva számítanak (HU-07); csendben csak sas ulti van.");
            if (!f.by)
                refuse3(path + ".by", kRuleFigures, "Welche Seite hat die stille Figur gemacht?", "which side made the silent figure?", "Melyik pár teljesítette csendben a figurát?");
        }
    }
}

}  // namespace tarock::tarokk_hu
