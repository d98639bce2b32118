// The 1756 Taroc for three players "zum König" (004:86-141): settings (A-O1 .. A-O9), reading,
// checking and scoring a hand, the variant.
// Fixed choices (not settings): A-O5 further matadors need all three main ones and run from the
// Mongue down and the Pagat up; A-O6 honours and fines whose payer is not stated are paid by each
// other player; A-O8 no premium for a Pagat brought home. A-F1: the rules 55-61 at the top of
// seed 001 name no amounts and are not a game the program scores.
#include <algorithm>
#include <fmt/format.h>
#include <set>

#include "games/common/game_variant.hpp"
#include "games/common/json_input.hpp"
#include "games/common/marks.hpp"
#include "games/taroc1756/taroc1756.hpp"

namespace tarock::taroc1756 {

namespace {

const RuleRef kRuleDeal{"taroc1756 §6.1", "004:110-114"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::Misdeal, DealKind::FalscherScar}, kRuleDeal};
const RuleRef kRulePoints{"taroc1756 §6.1, §1.3, A-O7", "004:135, 004:140-141"};
const RuleRef kRuleHonneurs{"taroc1756 §6.1", "004:122"};
const RuleRef kRuleMatadors{"taroc1756 §6.1, A-O5", "004:102, 004:130"};
const RuleRef kRuleZehn{"taroc1756 §6.1, A-O2", "004:104"};
const RuleRef kRuleCavalerie{"taroc1756 §6.1, A-O1", "004:106, 004:108, 004:128, 004:131"};
const RuleRef kRuleCavalerieScar{"taroc1756 §6.1", "004:132"};
const RuleRef kRuleVier{"taroc1756 §6.1, A-O4", "004:124, 004:128"};
const RuleRef kRuleSkues{"taroc1756 §6.1, A-O3", "004:96"};
const RuleRef kRulePagat{"taroc1756 §6.1", "004:133-134"};
const RuleRef kRuleFehler{"taroc1756 §6.1, A-O6", "004:125-126"};
const RuleRef kRuleMisdeal{"taroc1756 §6.1", "004:123"};
const RuleRef kRuleScar{"taroc1756 §6.1", "004:124"};
const RuleRef kRuleSkuesOnly{"taroc1756 §6.1, A-O9", "004:129"};

/// The suits as the 1756 booklet names them ("Treffle").
const char* suit_name_1756(Suit s) {
    switch (s) {
        case Suit::Coeur: return "Coeur";
        case Suit::Carreau: return "Carreau";
        case Suit::Pique: return "Pique";
        case Suit::Treff: return "Treffle";
    }
    return "";
}
const char* kind_id(HonneurKind k) {
    switch (k) {
        case HonneurKind::Matadors: return "matadors";
        case HonneurKind::ZehnTarocs: return "zehn_tarocs";
        case HonneurKind::Cavalerie: return "cavalerie";
        case HonneurKind::VierKoenige: return "vier_koenige";
        case HonneurKind::VierDamen: return "vier_damen";
        case HonneurKind::Skues: return "skues";
    }
    return "";
}
std::string roman(int n) {
    static const char* r[] = {"", "Pagat", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV",
                              "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "Mongue"};
    return (n >= 1 && n <= 21) ? r[n] : std::to_string(n);
}

/// The further matadors "in their order" after Mongue, Pagat and Scüs: the run from XX down and
/// from II up (A-O5).
std::vector<int> further(const std::vector<int>& tarocks) {
    const std::set<int> t(tarocks.begin(), tarocks.end());
    std::vector<int> out;
    for (int n = 20; n >= 2 && t.count(n); --n) out.push_back(n);
    if (out.size() < 19)
        for (int n = 2; n <= 19 && t.count(n); ++n) out.push_back(n);
    return out;
}

/// The points of the three players, completing a missing one from 78 (less the Scar, A-O7).
std::vector<std::pair<int, Thirds>> all_points(const Hand& h, const Deal& deal, const HouseRules& rules) {
    const bool counted = rules.is("scar", "dealer");
    if (counted && h.scar)
        refuse("scar", kRulePoints, "Der Scar zählt für den Geber (A-O7).", "the Scar counts for the dealer (A-O7)");
    if (!counted && !h.scar)
        refuse("scar", kRulePoints, "Der Scar zählt nach der Hausregel A-O7 nicht: seine Punkte (\"scar\") angeben.",
               "under house rule A-O7 the Scar does not count: give its points (\"scar\")");
    if (h.scar && (!h.scar->is_whole() || *h.scar < Thirds{} || Thirds::whole(grosstarok::kPackPoints) < *h.scar))
        refuse("scar", kRulePoints, "Der Scar hat ganze Punkte zwischen 0 und 78.", "the Scar has whole points between 0 and 78");
    const Thirds total = Thirds::whole(grosstarok::kPackPoints) - (h.scar ? *h.scar : Thirds{});
    std::vector<std::pair<int, Thirds>> out;
    Thirds sum;
    for (const auto& [seat, t] : h.points) {
        if (!deal.is_active(seat)) refuse("points", kRulePoints, "Nur die drei, die spielen, haben Points.", "only the three who play have points");
        for (const auto& [s, u] : out)
            if (s == seat) refuse("points", kRulePoints, "Ein Spieler steht zweimal da.", "a player is named twice");
        if (!t.is_whole() || t < Thirds{} || Thirds::whole(grosstarok::kPackPoints) < t)
            refuse("points", kRulePoints, "Points sind ganze Zahlen von 0 bis 78 (gezählt in Dreiern).", "points are whole numbers from 0 to 78 (counted in threes)");
        sum += t;
        out.emplace_back(seat, t);
    }
    if (h.skues_only) {
        // The lone Scüs makes the piles irregular (004:127-129): all three are entered and each is
        // settled against the average when they do not make 78 (INFERRED).
        if (out.size() != 3)
            refuse("points", kRuleSkuesOnly, "Mit einem Spieler, der nur den Scüs hat, werden alle drei Points eingetragen.",
                   "with a player holding only the Scüs, all three players' points are entered");
    } else if (out.size() < 2) {
        refuse("points", kRulePoints, "Die Points von mindestens zwei Spielern fehlen.", "the points of at least two players are missing");
    } else if (out.size() == 2) {
        if (total < sum) refuse("points", kRulePoints, "Zusammen mehr als " + total.to_string() + " Points.", "more than " + total.to_string() + " points together");
        for (int s : deal.active) {
            bool have = false;
            for (const auto& [seat, t] : out) have = have || seat == s;
            if (!have) out.emplace_back(s, total - sum);
        }
    } else if (sum != total) {
        refuse("points", kRulePoints, "Die drei haben zusammen " + total.to_string() + " Points, hier " + sum.to_string() + ".",
               "the three have " + total.to_string() + " points together, here " + sum.to_string());
    }
    std::vector<std::pair<int, Thirds>> ordered;
    for (int s : deal.active)
        for (const auto& [seat, t] : out)
            if (seat == s) ordered.emplace_back(seat, t);
    return ordered;
}

class TarocVariant final : public HandByHandVariant {
public:
    TarocVariant()
        : HandByHandVariant({"taroc1756", {"Taroc 1756 (zu dritt, zum König)", "Taroc 1756 (three, \"zum König\")"},
                             "docs/rules/taroc1756.md", 3, {3, 4}, {"Points", "points"}, {"Kasse", "pot"}, &taroc1756::settings},
                            &play_hand<parse_hand, validate, score>) {}
    /// The dealer lays the Scar and plays; with four, the player before him rests "zum König"
    /// ("wechselsweise", 004:110; who rests is INFERRED as in Groß-Tarok, 000:2065).
    Deal deal(const TableSetup& setup, int dealer) const override { return grosstarok::deal_three(setup.table_size(), dealer); }
};

}  // namespace

const std::vector<SettingSpec>& settings() {
    using K = SettingSpec::Kind;
    static const std::vector<SettingSpec> specs = {
        {"cavalerie", "taroc1756 A-O1", "004:106, 004:108, 004:131",
         {"Wert der Cavalerie", "Value of the Cavalerie"},
         {"Die nummerierten Regeln: ganze Cavalerie 10 von jedem, halbe (mit dem Scüs) 5; die Einleitung nennt 4 (so ergibt das Beispiel 004:108 die 34). Die halbe bleibt 5.",
          "The numbered rules: a whole Cavalerie 10 from each, a half one (with the Scüs) 5; the introduction says 4 (which makes the example of 004:108 come to 34). The half one stays 5."},
         K::Choice,
         {{"10", {"10 (Regel 10)", "10 (rule 10)"}}, {"4", {"4 (Einleitung)", "4 (introduction)"}}},
         "10", {}},
        {"zehn_tarocs", "taroc1756 A-O2", "004:104",
         {"Zehn Tarocs", "Ten tarocks"},
         {"10 \"wenn er zu Ende des Spiels über 26 Points mehrere gewinnet\": nur wer über 26 endet, oder immer.",
          "10 \"if at the end he wins over 26 points\": only for a player ending above 26, or always."},
         K::Choice,
         {{"above_26", {"nur über 26", "only above 26"}}, {"always", {"immer", "always"}}},
         "above_26", {}},
        {"skues_honneur", "taroc1756 A-O3", "004:96",
         {"Die Honneur des Scüs", "The Scüs's honour"},
         {"\"Er hat allemahl eine honneur von 5 Marquen zu hoffen\": seine sicheren 5 Points beim Zählen, oder eine Prämie von 5 von jedem.",
          "\"He always has an honour of 5 to hope for\": his sure 5 points in the count, or a premium of 5 from each."},
         K::Choice,
         {{"card_points", {"seine Kartenpoints", "its card points"}}, {"premium", {"Prämie 5 von jedem", "premium of 5 from each"}}},
         "card_points", {}},
        {"vier_koenige", "taroc1756 A-O4", "004:124, 004:128",
         {"Vier Könige", "Four kings"},
         {"Als Honneur genannt, ohne Wert. 0 = gilt nicht; sonst der Wert von jedem (Ulmanns Königreich wäre 10).",
          "Named as an honour, without a value. 0 = does not count; otherwise the value from each (Ulmann's Königreich would be 10)."},
         K::Amount, {}, "0", Thirds::whole(0)},
        {"vier_damen", "taroc1756 A-O4", "004:124",
         {"Vier Damen", "Four queens"},
         {"Als Honneur genannt, ohne Wert. 0 = gilt nicht; sonst der Wert von jedem (bei Ulmann 5).",
          "Named as an honour, without a value. 0 = does not count; otherwise the value from each (5 in Ulmann)."},
         K::Amount, {}, "0", Thirds::whole(0)},
        {"scar", "taroc1756 A-O7", "004:112-114",
         {"Points im Scar", "Points in the Scar"},
         {"Der Scar zählt für den Geber (so ergeben die drei 78), oder gar nicht; dann wird gegen den Durchschnitt abgerechnet.",
          "The Scar counts for the dealer (so the three make 78), or not at all; then each is settled against the average."},
         K::Choice,
         {{"dealer", {"zählt für den Geber", "counts for the dealer"}}, {"not_counted", {"zählt nicht", "not counted"}}},
         "dealer", {}},
        {"skues_only", "taroc1756 A-O9", "004:129",
         {"Nur den Scüs als Stich", "Only the Scüs as a trick"},
         {"\"Wird er für 4 Points gezahlet\": er zählt 4 Points (wie die heutige Drittel-Rechnung), oder er bekommt 4 von jedem.",
          "\"He is paid for 4 points\": he counts 4 points (as the modern thirds method gives), or he receives 4 from each."},
         K::Choice,
         {{"four_points", {"zählt 4 Points", "counts 4 points"}}, {"from_each", {"4 von jedem", "4 from each"}}},
         "four_points", {}},
    };
    return specs;
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    read_envelope(r, h, kEnvelope);
    if (h.kind == DealKind::Misdeal) {
        r.finish();
        return h;
    }
    if (r.has("points")) {
        const Json& pj = r.raw("points");
        if (!pj.is_object()) refuse("points", kRulePoints, "Die Points je Spieler, z. B. {\"Anna\": 40, \"Bernd\": 26}.", "the points per player, e.g. {\"Anna\": 40, \"Bernd\": 26}");
        JsonReader pr(pj, "points", players);
        for (const auto& [name, value] : pj.items()) {
            (void)value;
            h.points.emplace_back(r.player_value(Json(name), "points." + name, kRulePoints), pr.amount(name, kRulePoints));
        }
    }
    if (r.has("scar")) h.scar = r.amount("scar", kRulePoints);
    if (r.has("honneurs")) {
        const Json& hj = r.raw("honneurs");
        if (!hj.is_object()) refuse("honneurs", kRuleHonneurs, "Ein Objekt Spieler -> Liste erwartet.", "an object player -> list is expected");
        for (const auto& [name, list] : hj.items()) {
            const std::string field = "honneurs." + name;
            const int seat = r.player_value(Json(name), field, kRuleHonneurs);
            if (!list.is_array()) refuse(field, kRuleHonneurs, "Eine Liste von Honneurs erwartet.", "a list of honours is expected");
            for (std::size_t i = 0; i < list.size(); ++i) {
                JsonReader x(list[i], field + "[" + std::to_string(i) + "]", players);
                Honneur o;
                if (!x.has("honneur"))
                    refuse(x.path_of("honneur"), kRuleHonneurs, "Welche Honneur? (matadors, zehn_tarocs, cavalerie, vier_koenige, vier_damen, skues)",
                           "which honour? (matadors, zehn_tarocs, cavalerie, vier_koenige, vier_damen, skues)");
                const std::string k = x.choice("honneur", {"matadors", "zehn_tarocs", "cavalerie", "vier_koenige", "vier_damen", "skues"}, kRuleHonneurs);
                o.kind = k == "matadors" ? HonneurKind::Matadors : k == "zehn_tarocs" ? HonneurKind::ZehnTarocs : k == "cavalerie" ? HonneurKind::Cavalerie
                         : k == "vier_koenige" ? HonneurKind::VierKoenige : k == "vier_damen" ? HonneurKind::VierDamen : HonneurKind::Skues;
                if (o.kind == HonneurKind::Matadors) {
                    if (!x.has("tarocks")) refuse(x.path_of("tarocks"), kRuleMatadors, "Die Tarocs fehlen, z. B. [21, 20, 1].", "the tarocks are missing, e.g. [21, 20, 1]");
                    const Json& tj = x.raw("tarocks");
                    if (!tj.is_array()) refuse(x.path_of("tarocks"), kRuleMatadors, "Eine Liste von Taroc-Nummern erwartet.", "a list of tarock numbers is expected");
                    for (const auto& n : tj) {
                        const std::optional<int> t = JsonReader::int_value(n, 1, 21);
                        if (!t)
                            refuse(x.path_of("tarocks"), kRuleMatadors, "Tarocs sind 1 (Pagat) bis 21 (Mongue); der Scüs gehört immer dazu.",
                                   "tarocks are 1 (Pagat) to 21 (Mongue); the Scüs always belongs to them");
                        o.tarocks.push_back(*t);
                    }
                    o.skues = true;
                }
                if (o.kind == HonneurKind::Cavalerie) {
                    const std::string s = x.choice("suit", {"coeur", "carreau", "pique", "treff"}, kRuleCavalerie);
                    o.suit = s == "coeur" ? Suit::Coeur : s == "carreau" ? Suit::Carreau : s == "pique" ? Suit::Pique : Suit::Treff;
                    if (x.has("scar")) o.scar = x.boolean("scar", kRuleCavalerieScar);
                }
                if (o.kind == HonneurKind::Skues) o.skues = true;
                if ((o.kind == HonneurKind::Cavalerie || o.kind == HonneurKind::VierKoenige) && x.has("skues")) o.skues = x.boolean("skues", kRuleCavalerie);
                if (x.has("late")) o.late = x.boolean("late", kRuleHonneurs);
                x.finish();
                h.honneurs.emplace_back(seat, o);
            }
        }
    }
    if (r.has("pagat")) {
        JsonReader p = r.object("pagat", kRulePagat);
        if (!p.has("player")) refuse("pagat.player", kRulePagat, "Wessen Pagat?", "whose Pagat?");
        const int seat = p.player("player", kRulePagat);
        if (!p.has("result")) refuse("pagat.result", kRulePagat, "Was geschah mit dem Pagat? (lost, lost_last, won_last)", "what happened to the Pagat? (lost, lost_last, won_last)");
        const std::string s = p.choice("result", {"lost", "lost_last", "won_last"}, kRulePagat);
        h.pagat = std::make_pair(seat, s == "lost" ? PagatResult::Lost : s == "lost_last" ? PagatResult::LostLast : PagatResult::WonLast);
        p.finish();
    }
    if (r.has("fehler")) {
        const Json& fj = r.raw("fehler");
        if (!fj.is_array()) refuse("fehler", kRuleFehler, "Eine Liste wie [{\"player\": \"Bernd\", \"fehler\": \"renonce\"}] erwartet.",
                                   "a list such as [{\"player\": \"Bernd\", \"fehler\": \"renonce\"}] is expected");
        for (std::size_t i = 0; i < fj.size(); ++i) {
            JsonReader f(fj[i], "fehler[" + std::to_string(i) + "]", players);
            if (!f.has("player")) refuse(f.path_of("player"), kRuleFehler, "Wer hat gefehlt?", "who was at fault?");
            const int seat = f.player("player", kRuleFehler);
            const std::string k = f.choice("fehler", {"renonce", "pagat_renonce", "zu_viele_honneurs"}, kRuleFehler);
            h.fehler.emplace_back(seat, k == "renonce" ? Fehler::Renonce : k == "pagat_renonce" ? Fehler::PagatRenonce : Fehler::ZuVieleHonneurs);
            f.finish();
        }
    }
    if (r.has("skues_only")) h.skues_only = r.player("skues_only", kRuleSkuesOnly);
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    Json j = record_head(h, players);
    const PlayerNames name{players};
    if (h.kind != DealKind::Misdeal) {
        if (!h.points.empty()) {
            Json p = Json::object();
            for (const auto& [seat, t] : h.points) p[name(seat)] = amount_value(t);
            j["points"] = p;
        }
        if (h.scar) j["scar"] = amount_value(*h.scar);
        if (!h.honneurs.empty()) {
            Json o = Json::object();
            for (const auto& [seat, x] : h.honneurs) {
                Json e = {{"honneur", kind_id(x.kind)}};
                if (x.kind == HonneurKind::Matadors) {
                    Json t = Json::array();
                    for (int n : x.tarocks) t.push_back(n);
                    e["tarocks"] = t;
                }
                if (x.kind == HonneurKind::Cavalerie) e["suit"] = suit_id(x.suit);
                if ((x.kind == HonneurKind::Cavalerie || x.kind == HonneurKind::VierKoenige) && x.skues) e["skues"] = true;
                if (x.scar) e["scar"] = true;
                if (x.late) e["late"] = true;
                o[name(seat)].push_back(e);
            }
            j["honneurs"] = o;
        }
        if (h.pagat)
            j["pagat"] = Json{{"player", name(h.pagat->first)},
                              {"result", h.pagat->second == PagatResult::Lost ? "lost" : h.pagat->second == PagatResult::LostLast ? "lost_last" : "won_last"}};
        if (!h.fehler.empty()) {
            Json a = Json::array();
            for (const auto& [seat, f] : h.fehler)
                a.push_back(Json{{"player", name(seat)}, {"fehler", f == Fehler::Renonce ? "renonce" : f == Fehler::PagatRenonce ? "pagat_renonce" : "zu_viele_honneurs"}});
            j["fehler"] = a;
        }
        if (h.skues_only) j["skues_only"] = name(*h.skues_only);
    }
    write_note(j, h);
    return j;
}

grosstarok::Valued honneur_value(const Honneur& x, int seat, const Hand& h, const Deal& deal, const HouseRules& rules) {
    grosstarok::Valued v;
    switch (x.kind) {
        case HonneurKind::Matadors: {
            const std::vector<int> more = further(x.tarocks);
            v.value = 10 + 5 * static_cast<std::int64_t>(more.size());
            std::string list;
            for (int n : more) list += (list.empty() ? "" : ", ") + roman(n);
            v.reason = more.empty() ? T("die drei Haupt-Matadors Mongue, Pagat und Scüs = 10", "the three main matadors Mongue, Pagat and Scüs = 10")
                                    : T(fmt::format("die drei Haupt-Matadors = 10, dazu {} je 5 = {}", list, v.value),
                                        fmt::format("the three main matadors = 10, with {} at 5 each = {}", list, v.value));
            v.rule = kRuleMatadors;
            break;
        }
        case HonneurKind::ZehnTarocs: {
            v.value = 10;
            v.reason = T("zehn Tarocs = 10", "ten tarocks = 10");
            v.rule = kRuleZehn;
            if (rules.is("zehn_tarocs", "above_26") && h.kind == DealKind::Game) {
                Thirds own;
                for (const auto& [s, t] : all_points(h, deal, rules))
                    if (s == seat) own = t;
                if (!(Thirds::whole(26) < own)) {
                    v.value = 0;
                    v.reason = T("zehn Tarocs: nicht bezahlt, er endet nicht über 26 Points (" + own.to_string() + ", A-O2)",
                                 "ten tarocks: not paid, he does not end above 26 points (" + own.to_string() + ", A-O2)");
                } else {
                    v.reason = T("zehn Tarocs, und er endet über 26 = 10", "ten tarocks, ending above 26 = 10");
                }
            }
            break;
        }
        case HonneurKind::Cavalerie:
            v.rule = kRuleCavalerie;
            if (x.skues) {
                v.value = 5;
                v.reason = T(std::string("halbe Cavalerie in ") + suit_name_1756(x.suit) + " mit dem Scüs = 5", std::string("half Cavalerie in ") + suit_name_1756(x.suit) + " with the Scüs = 5");
            } else {
                v.value = rules.is("cavalerie", "4") ? 4 : 10;
                v.reason = same(fmt::format("Cavalerie in {} = {}", suit_name_1756(x.suit), v.value));
            }
            if (x.scar) {
                v.reason = T(v.reason.de + ": zurückgegeben, ein Blatt davon liegt im Scar", v.reason.en + ": returned, one of its cards lies in the Scar");
                v.value = 0;
                v.rule = kRuleCavalerieScar;
            }
            break;
        case HonneurKind::VierKoenige:
            v.value = rules.amount("vier_koenige").whole_part();
            v.reason = T(fmt::format("vier Könige{} = {} (A-O4)", x.skues ? " (der Scüs als vierter)" : "", v.value),
                         fmt::format("four kings{} = {} (A-O4)", x.skues ? " (the Scüs as the fourth)" : "", v.value));
            v.rule = kRuleVier;
            break;
        case HonneurKind::VierDamen:
            v.value = rules.amount("vier_damen").whole_part();
            v.reason = T(fmt::format("vier Damen = {} (A-O4)", v.value), fmt::format("four queens = {} (A-O4)", v.value));
            v.rule = kRuleVier;
            break;
        case HonneurKind::Skues:
            v.value = 5;
            v.reason = T("die Honneur des Scüs = 5 (A-O3)", "the Scüs's honour = 5 (A-O3)");
            v.rule = kRuleSkues;
            break;
    }
    if (x.late) {
        v.reason = T(v.reason.de + ": ungültig, erst nach dem ersten Blatt angezeigt", v.reason.en + ": void, announced after the first card");
        v.value = 0;
        v.rule = kRuleHonneurs;
    }
    return v;
}

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (h.kind == DealKind::Misdeal) return;
    int skues_holder = -1, koenige = -1, damen = -1;
    std::set<Suit> whole;
    std::vector<int> zehn;
    std::set<int> tarocks;
    for (const auto& [seat, x] : h.honneurs) {
        const std::string field = "honneurs";
        if (!deal.is_active(seat)) refuse(field, kRuleHonneurs, "Der ruhende König hat keine Honneurs.", "the resting König holds no honours");
        if (x.skues) {
            if (skues_holder >= 0 && skues_holder != seat) refuse(field, kRuleHonneurs, "Den Scüs hat nur einer.", "only one player holds the Scüs");
            skues_holder = seat;
        }
        switch (x.kind) {
            case HonneurKind::Matadors: {
                const bool mongue = std::find(x.tarocks.begin(), x.tarocks.end(), 21) != x.tarocks.end();
                const bool pagat = std::find(x.tarocks.begin(), x.tarocks.end(), 1) != x.tarocks.end();
                if (!mongue || !pagat)
                    refuse(field, kRuleMatadors, "Matadors zählen nur mit allen drei Haupt-Matadors: Mongue (21), Pagat (1) und Scüs (A-O5).",
                           "matadors count only with all three main ones: Mongue (21), Pagat (1) and the Scüs (A-O5)");
                for (int t : x.tarocks)
                    if (!tarocks.insert(t).second) refuse(field, kRuleMatadors, "Ein Taroc steht zweimal da.", "a tarock is named twice");
                break;
            }
            case HonneurKind::ZehnTarocs:
                if (std::find(zehn.begin(), zehn.end(), seat) != zehn.end()) refuse(field, kRuleZehn, "Zehn Tarocs zweimal angesagt.", "ten tarocks announced twice");
                zehn.push_back(seat);
                if (zehn.size() > 2) refuse(field, kRuleZehn, "Es gibt nur 21 Tarocs: drei Spieler mit zehn sind unmöglich.", "there are only 21 tarocks: three players with ten is impossible");
                break;
            case HonneurKind::Cavalerie:
                if (!x.skues && !whole.insert(x.suit).second)
                    refuse(field, kRuleCavalerie, std::string("Die Cavalerie in ") + suit_name_1756(x.suit) + " gibt es nur einmal.",
                           std::string("there is only one Cavalerie in ") + suit_name_1756(x.suit));
                break;
            case HonneurKind::VierKoenige:
                if (rules.amount("vier_koenige").is_zero())
                    refuse(field, kRuleVier, "Vier Könige haben in der Quelle keinen Wert (A-O4): erst einen Wert als Hausregel festlegen.",
                           "four kings have no value in the source (A-O4): set a value as a house rule first");
                if (koenige >= 0) refuse(field, kRuleVier, "Vier Könige hat nur einer.", "only one player holds four kings");
                koenige = seat;
                break;
            case HonneurKind::VierDamen:
                if (rules.amount("vier_damen").is_zero())
                    refuse(field, kRuleVier, "Vier Damen haben in der Quelle keinen Wert (A-O4): erst einen Wert als Hausregel festlegen.",
                           "four queens have no value in the source (A-O4): set a value as a house rule first");
                if (damen >= 0) refuse(field, kRuleVier, "Vier Damen hat nur einer.", "only one player holds four queens");
                damen = seat;
                break;
            case HonneurKind::Skues:
                if (!rules.is("skues_honneur", "premium"))
                    refuse(field, kRuleSkues, "Der Scüs hat seine 5 in den Kartenpoints; eine Prämie nur nach der Hausregel A-O3.",
                           "the Scüs has its 5 in the card points; a premium only under house rule A-O3");
                break;
        }
    }
    if (h.kind == DealKind::FalscherScar) {
        if (!h.points.empty() || h.scar || h.pagat || !h.fehler.empty() || h.skues_only)
            refuse("deal", kRuleScar, "Mit falschem Scar ist das Spiel ungültig: nur die angezeigten Honneurs eintragen.",
                   "with a wrong Scar the game is void: enter only the honours announced");
        return;
    }
    if (h.pagat && !deal.is_active(h.pagat->first)) refuse("pagat.player", kRulePagat, "Der ruhende König hat keinen Pagat.", "the resting König holds no Pagat");
    for (const auto& [seat, f] : h.fehler)
        if (!deal.is_active(seat)) refuse("fehler", kRuleFehler, "Der ruhende König spielt nicht.", "the resting König does not play");
    if (h.skues_only) {
        if (!deal.is_active(*h.skues_only)) refuse("skues_only", kRuleSkuesOnly, "Der ruhende König spielt nicht.", "the resting König does not play");
        if (skues_holder >= 0 && skues_holder != *h.skues_only)
            refuse("skues_only", kRuleSkuesOnly, "Den Scüs hat ein anderer angesagt.", "another player announced the Scüs");
        if (rules.is("skues_only", "four_points"))
            for (const auto& [seat, t] : h.points)
                if (seat == *h.skues_only && t != Thirds::whole(4))
                    refuse("points", kRuleSkuesOnly, "Wer nur den Scüs als Stich hat, wird für 4 Points gezählt (A-O9).",
                           "a player whose only trick is the Scüs counts 4 points (A-O9)");
    }
    (void)all_points(h, deal, rules);
}

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup) {
    HandOutcome out;
    const auto& players = setup.players;
    const HouseRules& rules = setup.rules;
    const PlayerNames name{players};
    const std::vector<int>& payers = deal.active;
    if (deal.resting)
        out.result.notes.push_back(T(name(*deal.resting) + " ruht zum König und zahlt nichts (004:110).", name(*deal.resting) + " rests \"zum König\" and pays nothing (004:110)."));
    if (h.kind == DealKind::Misdeal) {
        historic::pay_each(out.result, deal.dealer, payers, Thirds::whole(-5),
                           T(name(deal.dealer) + " vergibt die Karte: 5 Straffe an jeden Mitspieler", name(deal.dealer) + " misdeals: a fine of 5 to each player"), kRuleMisdeal);
        out.same_dealer = true;
        out.summary = T(name(deal.dealer) + " vergibt und gibt neu", name(deal.dealer) + " misdeals and deals again");
        return out;
    }
    if (h.kind == DealKind::FalscherScar) {
        for (int s : payers) {
            if (s == deal.dealer) continue;
            std::int64_t honours = 0;
            for (const auto& [seat, x] : h.honneurs)
                if (seat == s) honours += honneur_value(x, s, h, deal, rules).value;
            out.result.pay(deal.dealer, s, Thirds::whole(5 + honours),
                           T(fmt::format("Falscher Scar, am Ende gefunden: {} zahlt {} 5 Straffe und seine Honneurs {} noch einmal = {}", name(deal.dealer), name(s), honours, 5 + honours),
                             fmt::format("wrong Scar found at the end: {} pays {} a fine of 5 and his honours {} again = {}", name(deal.dealer), name(s), honours, 5 + honours)),
                           kRuleScar);
        }
        out.result.notes.push_back(T("Das Spiel ist ungültig; der Geber gibt seine eigenen Honneurs zurück; es wird neu gegeben (004:124).",
                                     "The game is void; the dealer returns his own honours; the cards are dealt again (004:124)."));
        out.same_dealer = true;
        out.summary = T("Falscher Scar: ungültig, neu geben", "Wrong Scar: void, deal again");
        return out;
    }
    // Honours, announced right after the Scar (004:122), paid by each other player.
    for (const auto& [seat, x] : h.honneurs) {
        const auto v = honneur_value(x, seat, h, deal, rules);
        if (v.value == 0) {
            out.result.notes.push_back(T("Honneur von " + name(seat) + ": " + v.reason.de, "honour of " + name(seat) + ": " + v.reason.en));
            continue;
        }
        historic::pay_each(out.result, seat, payers, Thirds::whole(v.value),
                           T("Honneur von " + name(seat) + ": " + v.reason.de + ", von jedem", "honour of " + name(seat) + ": " + v.reason.en + ", from each"), v.rule);
    }
    // The card points over or under 26 (004:140).
    grosstarok::book_over_under(out.result, all_points(h, deal, rules), Thirds::whole(26), {"taroc1756 §6.1, A-O7", "004:135, 004:140"}, players);
    if (h.skues_only) {
        if (rules.is("skues_only", "from_each"))
            historic::pay_each(out.result, *h.skues_only, payers, Thirds::whole(4),
                               T(name(*h.skues_only) + " hat nur den Scüs als Stich: für 4 Points bezahlt, 4 von jedem (A-O9)",
                                 name(*h.skues_only) + " has only the Scüs as a trick: paid for 4 points, 4 from each (A-O9)"),
                               kRuleSkuesOnly);
        else
            out.result.notes.push_back(T(name(*h.skues_only) + " hat nur den Scüs als Stich: er zählt 4 Points (004:129, A-O9).",
                                         name(*h.skues_only) + " has only the Scüs as a trick: he counts 4 points (004:129, A-O9)."));
    }
    // The Pagat (004:133-134).
    if (h.pagat) {
        const int who = h.pagat->first;
        switch (h.pagat->second) {
            case PagatResult::Lost:
                historic::pay_each(out.result, who, payers, Thirds::whole(-5),
                                   T("Pagat von " + name(who) + " überstochen: 5 an jeden Mitspieler", "Pagat of " + name(who) + " trumped over: 5 to each player"), kRulePagat);
                break;
            case PagatResult::LostLast:
                historic::pay_each(out.result, who, payers, Thirds::whole(-10),
                                   T("Pagat von " + name(who) + " auf den allerletzten Stich verloren: 10 an jeden", "Pagat of " + name(who) + " lost in the very last trick: 10 to each"),
                                   kRulePagat);
                break;
            case PagatResult::WonLast:
                historic::pay_each(out.result, who, payers, Thirds::whole(10),
                                   T(name(who) + " macht den letzten Stich mit dem Pagat, Maitre vom Spiel: 10 von jedem",
                                     name(who) + " takes the last trick with the Pagat, Maitre vom Spiel: 10 from each"),
                                   kRulePagat);
                break;
        }
    }
    // Fines (004:125-126), to each other player (A-O6).
    for (const auto& [seat, f] : h.fehler) {
        const std::int64_t fine = f == Fehler::PagatRenonce ? 10 : 5;
        const Text why = f == Fehler::Renonce ? T("Farbe verläugnet oder unrecht abgestochen", "revoked or trumped wrongly")
                         : f == Fehler::PagatRenonce ? T("den Pagat falsch überstochen (Pagat zurück)", "trumped the Pagat wrongly (the Pagat goes back)")
                                                     : T("mehr Honneurs angesagt als gehabt", "announced more honours than held");
        historic::pay_each(out.result, seat, payers, Thirds::whole(-fine),
                           T(name(seat) + ": " + why.de + fmt::format(", {} Straffe an jeden", fine), name(seat) + ": " + why.en + fmt::format(", a fine of {} to each", fine)),
                           kRuleFehler);
    }
    out.summary = T("Points über und unter 26", "points over and under 26");
    // The marks on the sheet (games/common/marks.hpp): the honours paid, the Pagat in the last
    // trick, a revoke.
    for (const auto& [seat, x] : h.honneurs) {
        if (honneur_value(x, seat, h, deal, rules).value == 0) continue;
        static const char* const names[] = {"Matadors", "Zehn Tarocs", "Cavalerie", "Vier Könige", "Vier Damen", "Scüs"};
        mark_held(out.marks, same(names[static_cast<int>(x.kind)]), name(seat));
    }
    if (h.pagat && h.pagat->second != PagatResult::Lost)
        mark_premium(out.marks, T("Ult", "Ult"), T("Pagat im letzten Stich", "Pagat in the last trick"), false, h.pagat->second == PagatResult::WonLast, 0, same(name(h.pagat->first)));
    for (const auto& [seat, f] : h.fehler)
        if (f != Fehler::ZuVieleHonneurs) mark_renonce(out.marks, name(seat));
    return out;
}

const Variant& taroc1756_variant() {
    static const TarocVariant v;
    return v;
}

}  // namespace tarock::taroc1756
