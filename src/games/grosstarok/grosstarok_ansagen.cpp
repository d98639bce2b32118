// The announcements of Groß-Tarok (§3.3, 000:2067-2095) and of its offshoots: reading, checking,
// valuing and booking them.
#include <algorithm>
#include <array>
#include <cctype>
#include <fmt/format.h>
#include <map>
#include <set>

#include "games/grosstarok/grosstarok.hpp"
#include "games/common/json_input.hpp"
#include "games/common/marks.hpp"

namespace tarock::grosstarok {

namespace {

const RuleRef kRuleAnsagen{"grosstarok §3.3", "000:2067-2095"};
const RuleRef kRuleMatadore{"grosstarok §3.3, A-G1, A-G2", "000:2069-2071"};
const RuleRef kRuleTaroks{"grosstarok §3.3, A-G15", "000:2073-2075"};
const RuleRef kRuleCavallerie{"grosstarok §3.3, A-G14", "000:2077-2081"};
const RuleRef kRuleKoenigreich{"grosstarok §3.3", "000:2083-2085"};
const RuleRef kRuleVier{"grosstarok §3.3", "000:2087-2089"};
const RuleRef kRuleLatons{"grosstarok §3.3, A-G15", "000:2091"};
const RuleRef kRuleOrder{"grosstarok §3.3", "000:2093"};
const RuleRef kRuleSkues{"grosstarok §3.3, A-G3", "000:2069, 000:2079-2091"};
const RuleRef kRuleRufer{"grosstarok §5.2, A-Q2", "000:2195-2201"};

const char* kind_id(AnsageKind k) {
    switch (k) {
        case AnsageKind::Matadore: return "matadore";
        case AnsageKind::Taroks: return "taroks";
        case AnsageKind::Cavallerie: return "cavallerie";
        case AnsageKind::Koenigreich: return "koenigreich";
        case AnsageKind::Vier: return "vier";
        case AnsageKind::Drei: return "drei";
        case AnsageKind::Latons: return "latons";
    }
    return "";
}

const char* figure_id(Figure f) {
    switch (f) {
        case Figure::Koenig: return "koenig";
        case Figure::Dame: return "dame";
        case Figure::Cavall: return "cavall";
        case Figure::Bube: return "bube";
    }
    return "";
}

/// Plural German and English names of a figure.
Text figures_name(Figure f) {
    switch (f) {
        case Figure::Koenig: return T("Könige", "Kings");
        case Figure::Dame: return T("Damen", "Queens");
        case Figure::Cavall: return T("Cavalle", "Cavalls");
        case Figure::Bube: return T("Buben", "Jacks");
    }
    return T("", "");
}

Text figure_name(Figure f) {
    switch (f) {
        case Figure::Koenig: return T("König", "King");
        case Figure::Dame: return T("Dame", "Queen");
        case Figure::Cavall: return T("Cavall", "Cavall");
        case Figure::Bube: return T("Bube", "Jack");
    }
    return T("", "");
}

std::string number_word(int n) {
    static const char* words[] = {"null", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
                                  "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn",
                                  "neunzehn", "zwanzig"};
    if (n >= 0 && n <= 20) return words[n];
    return std::to_string(n);
}

std::string roman(int n) {
    if (n == 21) return "Mond";
    if (n == 1) return "Pagat";
    static const char* r[] = {"", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV",
                              "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"};
    return (n >= 0 && n <= 21) ? r[n] : std::to_string(n);
}

/// Refuses a missing required field of an announcement, naming it ("ansagen.Anna[0].count").
void need(JsonReader& r, const std::string& key, const RuleRef& rule, const std::string& de, const std::string& en) {
    if (!r.has(key)) refuse(r.path_of(key), rule, de, en);
}

Suit parse_suit(JsonReader& r, const std::string& key, const RuleRef& rule) {
    const std::string s = r.choice(key, {"coeur", "carreau", "pique", "treff"}, rule);
    return s == "coeur" ? Suit::Coeur : s == "carreau" ? Suit::Carreau : s == "pique" ? Suit::Pique : Suit::Treff;
}

Figure parse_figure(JsonReader& r, const std::string& key, bool kings, const RuleRef& rule) {
    const std::string s = kings ? r.choice(key, {"koenig", "dame", "cavall", "bube"}, rule) : r.choice(key, {"dame", "cavall", "bube"}, rule);
    return s == "koenig" ? Figure::Koenig : s == "dame" ? Figure::Dame : s == "cavall" ? Figure::Cavall : Figure::Bube;
}

/// Runs of a tarock set (numbers 1..21): from the Mond down and from the Pagat up.
int run_down(const std::set<int>& t) {
    int k = 0;
    for (int n = 21; n >= 1 && t.count(n); --n) ++k;
    return k;
}
int run_up(const std::set<int>& t) {
    int k = 0;
    for (int n = 1; n <= 21 && t.count(n); ++n) ++k;
    return k;
}
int runs(const std::set<int>& t) {
    const int d = run_down(t);
    return d == 21 ? 21 : d + run_up(t);
}

/// The matador count and where the Sküs went: 0 on its own, else the tarock it stands for; -1 no Sküs.
std::pair<int, int> matador_detail(const std::vector<int>& tarocks, bool skues, bool fill_any) {
    const std::set<int> t(tarocks.begin(), tarocks.end());
    if (!skues) return {runs(t), -1};
    std::pair<int, int> best{runs(t) + 1, 0};
    for (int x = 1; x <= 21; ++x) {
        if (t.count(x)) continue;
        if (!fill_any && (x == 1 || x == 21)) continue;
        std::set<int> u = t;
        u.insert(x);
        const int c = runs(u);
        if (c > best.first) best = {c, x};
    }
    return best;
}

std::pair<int, int> mond_detail(const std::vector<int>& tarocks, bool skues, bool fill_any) {
    const std::set<int> t(tarocks.begin(), tarocks.end());
    std::pair<int, int> best{run_down(t), -1};
    if (!skues) return best;
    for (int x = 1; x <= 21; ++x) {
        if (t.count(x) || (!fill_any && x == 21)) continue;
        std::set<int> u = t;
        u.insert(x);
        if (run_down(u) > best.first) best = {run_down(u), x};
    }
    return best;
}

/// The tarocks of `tarocks` (and the filled one) that count, as text ("Mond, XX durch den Sküs, XIX").
Text run_text(const std::vector<int>& tarocks, int filled, bool skues_alone, bool mond_only) {
    std::set<int> t(tarocks.begin(), tarocks.end());
    if (filled > 0) t.insert(filled);
    std::vector<int> counted;
    for (int n = 21; n >= 1 && t.count(n); --n) counted.push_back(n);
    if (!mond_only && counted.size() < 21) {
        std::vector<int> up;
        for (int n = 1; n <= 21 && t.count(n); ++n) up.push_back(n);
        counted.insert(counted.end(), up.begin(), up.end());
    }
    std::string de, en;
    for (int n : counted) {
        const bool sk = n == filled;
        de += (de.empty() ? "" : ", ") + roman(n) + (sk ? " (Sküs)" : "");
        en += (en.empty() ? "" : ", ") + roman(n) + (sk ? " (Sküs)" : "");
    }
    if (skues_alone) {
        de += (de.empty() ? "" : ", ") + std::string("Sküs");
        en += (en.empty() ? "" : ", ") + std::string("Sküs");
    }
    std::string left_de;
    for (int n : tarocks)
        if (std::find(counted.begin(), counted.end(), n) == counted.end()) left_de += (left_de.empty() ? "" : ", ") + roman(n);
    if (!left_de.empty()) {
        de += "; " + left_de + " in keiner Reihe";
        en += "; " + left_de + " in no run";
    }
    return {de, en};
}

}  // namespace

int matador_count(const std::vector<int>& tarocks, bool skues, bool fill_any) { return matador_detail(tarocks, skues, fill_any).first; }

int mond_run(const std::vector<int>& tarocks, bool skues, bool fill_any) { return mond_detail(tarocks, skues, fill_any).first; }

Ansagen parse_ansagen(JsonReader& r, const std::vector<std::string>& players) {
    Ansagen out;
    if (!r.has("ansagen")) return out;
    const Json& aj = r.raw("ansagen");
    if (!aj.is_object())
        refuse("ansagen", kRuleAnsagen, "Ansagen: ein Objekt Spieler -> Liste erwartet.", "announcements: an object player -> list is expected");
    for (const auto& [name, list] : aj.items()) {
        const std::string field = "ansagen." + name;
        const int seat = r.player_value(Json(name), field, kRuleAnsagen);
        if (!list.is_array()) refuse(field, kRuleAnsagen, "Eine Liste von Ansagen erwartet.", "a list of announcements is expected");
        for (std::size_t i = 0; i < list.size(); ++i) {
            JsonReader a(list[i], field + "[" + std::to_string(i) + "]", players);
            Ansage x;
            if (!a.has("ansage"))
                refuse(a.path_of("ansage"), kRuleAnsagen, "Welche Ansage? (matadore, taroks, cavallerie, koenigreich, vier, drei, latons)",
                       "which announcement? (matadore, taroks, cavallerie, koenigreich, vier, drei, latons)");
            const std::string k = a.choice("ansage", {"matadore", "taroks", "cavallerie", "koenigreich", "vier", "drei", "latons"}, kRuleAnsagen);
            if (k == "matadore") x.kind = AnsageKind::Matadore;
            else if (k == "taroks") x.kind = AnsageKind::Taroks;
            else if (k == "cavallerie") x.kind = AnsageKind::Cavallerie;
            else if (k == "koenigreich") x.kind = AnsageKind::Koenigreich;
            else if (k == "vier") x.kind = AnsageKind::Vier;
            else if (k == "drei") x.kind = AnsageKind::Drei;
            else x.kind = AnsageKind::Latons;
            if (a.has("skues")) x.skues = a.boolean("skues", kRuleSkues);
            if (a.has("out_of_turn")) x.out_of_turn = a.boolean("out_of_turn", kRuleOrder);
            switch (x.kind) {
                case AnsageKind::Matadore: {
                    if (!a.has("tarocks"))
                        refuse(a.path_of("tarocks"), kRuleMatadore, "Die Taroks der Matadore fehlen, z. B. [21, 20, 19, 1].",
                               "the tarocks of the matadors are missing, e.g. [21, 20, 19, 1]");
                    const Json& tj = a.raw("tarocks");
                    if (!tj.is_array()) refuse(a.path_of("tarocks"), kRuleMatadore, "Eine Liste von Tarok-Nummern erwartet.", "a list of tarock numbers is expected");
                    for (const auto& n : tj) {
                        const std::optional<int> t = JsonReader::int_value(n, 1, 21);
                        if (!t)
                            refuse(a.path_of("tarocks"), kRuleMatadore, "Taroks sind 1 (Pagat) bis 21 (Mond); der Sküs steht in \"skues\".",
                                   "tarocks are 1 (Pagat) to 21 (Mond); the Sküs goes in \"skues\"");
                        x.tarocks.push_back(*t);
                    }
                    break;
                }
                case AnsageKind::Taroks:
                    need(a, "count", kRuleTaroks, "Wie viele Taroks (10 bis 22 mit dem Sküs)?", "how many tarocks (10 to 22 with the Sküs)?");
                    x.count = a.integer("count", 10, 22, kRuleTaroks);
                    need(a, "pagat", kRuleTaroks, "Zehn Taroks \"avec\" oder \"sans\": mit oder ohne den Pagat (000:2075)?",
                         "ten tarocks \"avec\" or \"sans\": with or without the Pagat (000:2075)?");
                    x.pagat = a.choice("pagat", {"avec", "sans"}, kRuleTaroks) == "avec";
                    break;
                case AnsageKind::Latons:
                    need(a, "count", kRuleLatons, "Wie viele Latons (16 bis 41 mit dem Sküs)?", "how many Latons (16 to 41 with the Sküs)?");
                    x.count = a.integer("count", 16, 41, kRuleLatons);
                    break;
                case AnsageKind::Cavallerie:
                    need(a, "suit", kRuleCavallerie, "In welcher Farbe (coeur, carreau, pique, treff)?", "in which suit (coeur, carreau, pique, treff)?");
                    x.suit = parse_suit(a, "suit", kRuleCavallerie);
                    if (a.has("missing")) x.missing = parse_figure(a, "missing", true, kRuleCavallerie);
                    break;
                case AnsageKind::Koenigreich:
                    break;
                case AnsageKind::Vier:
                    need(a, "rank", kRuleVier, "Welche Figur (dame, cavall, bube)?", "which figure (dame, cavall, bube)?");
                    x.rank = parse_figure(a, "rank", false, kRuleVier);
                    break;
                case AnsageKind::Drei:
                    need(a, "rank", kRuleVier, "Welche Figur (dame, cavall, bube)?", "which figure (dame, cavall, bube)?");
                    x.rank = parse_figure(a, "rank", false, kRuleVier);
                    x.skues = true;
                    if (a.has("drei_koenige")) x.drei_koenige = a.boolean("drei_koenige", kRuleVier);
                    break;
            }
            a.finish();
            out.emplace_back(seat, x);
        }
    }
    return out;
}

void write_ansagen(Json& j, const Ansagen& all, const std::vector<std::string>& players) {
    if (all.empty()) return;
    Json o = Json::object();
    for (const auto& [seat, a] : all) {
        Json x = Json::object();
        x["ansage"] = kind_id(a.kind);
        switch (a.kind) {
            case AnsageKind::Matadore: {
                Json t = Json::array();
                for (int n : a.tarocks) t.push_back(n);
                x["tarocks"] = t;
                if (a.skues) x["skues"] = true;
                break;
            }
            case AnsageKind::Taroks:
                x["count"] = a.count;
                x["pagat"] = a.pagat ? "avec" : "sans";
                if (a.skues) x["skues"] = true;
                break;
            case AnsageKind::Latons:
                x["count"] = a.count;
                if (a.skues) x["skues"] = true;
                break;
            case AnsageKind::Cavallerie:
                x["suit"] = suit_id(a.suit);
                if (a.skues) x["skues"] = true;
                if (a.missing) x["missing"] = figure_id(*a.missing);
                break;
            case AnsageKind::Koenigreich:
                if (a.skues) x["skues"] = true;
                break;
            case AnsageKind::Vier:
                x["rank"] = figure_id(a.rank);
                if (a.skues) x["skues"] = true;
                break;
            case AnsageKind::Drei:
                x["rank"] = figure_id(a.rank);
                if (a.drei_koenige) x["drei_koenige"] = true;
                break;
        }
        if (a.out_of_turn) x["out_of_turn"] = true;
        o[players.at(static_cast<std::size_t>(seat))].push_back(x);
    }
    j["ansagen"] = o;
}

Valued value_of(const Ansage& a, int seat, const Ansagen& all, const std::vector<int>& speaking, const HouseRules& rules,
                Catalogue catalogue, const std::vector<std::string>& players) {
    Valued v;
    const bool fill_any = rules.is("skues_fill", "any");
    const bool skues_extras = rules.is("skues_extras", "yes");
    switch (a.kind) {
        case AnsageKind::Matadore: {
            v.rule = kRuleMatadore;
            if (catalogue == Catalogue::Rufer) {
                const auto [n, filled] = mond_detail(a.tarocks, a.skues, fill_any);
                v.value = 5 * n;
                const Text run = run_text(a.tarocks, filled, false, true);
                v.reason = T(fmt::format("{} Matadore vom Mond abwärts ({}) × 5 = {}", n, run.de, v.value),
                             fmt::format("{} matadors from the Mond down ({}) × 5 = {}", n, run.en, v.value));
                v.rule = {"grosstarok §5.2, A-Q2 (matador 5 INFERRED), A-G2", "000:2197-2199, 000:2069"};
                break;
            }
            const auto [n, filled] = matador_detail(a.tarocks, a.skues, fill_any);
            const Text run = run_text(a.tarocks, filled, a.skues && filled == 0, false);
            v.value = 5 * n;
            v.reason = T(fmt::format("{} Matadore ({}) × 5 = {}", n, run.de, v.value), fmt::format("{} matadors ({}) × 5 = {}", n, run.en, v.value));
            if (rules.is("matadore", "r2")) {
                int honours = a.skues ? 1 : 0;
                for (int t : a.tarocks) honours += (t == 1 || t == 21) ? 1 : 0;
                v.value += 5 * honours;
                v.reason = T(v.reason.de + fmt::format(" + {} Tarok-Honneurs besonders × 5 = {} (A-G1 R2)", honours, v.value),
                             v.reason.en + fmt::format(" + {} tarock honours separately × 5 = {} (A-G1 R2)", honours, v.value));
            }
            break;
        }
        case AnsageKind::Taroks: {
            v.rule = kRuleTaroks;
            const int real = a.count - (a.skues ? 1 : 0);
            const int extras = skues_extras ? a.count - 10 : std::max(0, real - 10);
            v.value = 10 + 5 * extras;
            const std::string word = number_word(a.count);
            std::string de = word + " Taroks " + (a.pagat ? "avec" : "sans");
            de[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(de[0])));
            v.reason = T(extras ? fmt::format("{}: 10 + {} × 5 = {}", de, extras, v.value) : de + ": 10",
                         extras ? fmt::format("{} tarocks {}: 10 + {} × 5 = {}", a.count, a.pagat ? "avec" : "sans", extras, v.value)
                                : fmt::format("{} tarocks {}: 10", a.count, a.pagat ? "avec" : "sans"));
            if (a.skues && !skues_extras && a.count > 10)
                v.reason = T(v.reason.de + " (der Sküs zählt nur zu den zehn, A-G15)", v.reason.en + " (the Sküs counts only towards ten, A-G15)");
            break;
        }
        case AnsageKind::Latons: {
            v.rule = kRuleLatons;
            const int real = a.count - (a.skues ? 1 : 0);
            const int extras = skues_extras ? a.count - 16 : std::max(0, real - 16);
            v.value = 16 + 5 * extras;
            v.reason = T(extras ? fmt::format("{} Latons: 16 + {} × 5 = {}", a.count, extras, v.value) : fmt::format("{} Latons: 16", a.count),
                         extras ? fmt::format("{} Latons: 16 + {} × 5 = {}", a.count, extras, v.value) : fmt::format("{} Latons: 16", a.count));
            break;
        }
        case AnsageKind::Cavallerie: {
            v.rule = kRuleCavallerie;
            const std::string suit = suit_name(a.suit);
            if (!a.skues) {
                v.value = 10;
                v.reason = T("Natürliche Cavallerie in " + suit + " = 10", "natural Cavallerie in " + suit + " = 10");
                break;
            }
            v.value = 5;
            const Text stands = figure_name(*a.missing);
            v.reason = T("Sküsirte Cavallerie in " + suit + " (der Sküs für " + (*a.missing == Figure::Dame ? "die " : "den ") + stands.de + ") = 5",
                         "sküsed Cavallerie in " + suit + " (the Sküs for the " + stands.en + ") = 5");
            // A-G14: after the Vorhand's (or anyone's) whole Cavallerie only the three in sequence
            // count; one's own whole Cavallerie only under half_cavallerie_own = restricted.
            const bool in_sequence = *a.missing == Figure::Koenig || *a.missing == Figure::Bube;
            if (!in_sequence) {
                const auto pos = [&](int s) { return static_cast<int>(std::find(speaking.begin(), speaking.end(), s) - speaking.begin()); };
                const bool anyone = rules.is("half_cavallerie", "after_anyone");
                const bool own_too = rules.is("half_cavallerie_own", "restricted");
                for (const auto& [other, b] : all) {
                    if (b.kind != AnsageKind::Cavallerie || b.skues || b.out_of_turn || (other == seat && !own_too)) continue;
                    const bool earlier = anyone ? (other == seat || pos(other) < pos(seat)) : other == speaking.front();
                    if (!earlier) continue;
                    v.value = 0;
                    v.reason = T(v.reason.de.substr(0, v.reason.de.size() - 4) + " gilt nicht: nach der ganzen Cavallerie von " +
                                     players.at(static_cast<std::size_t>(other)) + " zählen nur drei Figuren in Folge (A-G14)",
                                 v.reason.en.substr(0, v.reason.en.size() - 4) + " does not count: after the whole Cavallerie of " +
                                     players.at(static_cast<std::size_t>(other)) + " only three figures in sequence count (A-G14)");
                    break;
                }
            }
            break;
        }
        case AnsageKind::Koenigreich:
            v.rule = kRuleKoenigreich;
            v.value = a.skues ? 5 : 10;
            v.reason = a.skues ? T("Sküsirtes Königreich (drei Könige und der Sküs) = 5", "sküsed Königreich (three kings and the Sküs) = 5")
                               : T("Natürliches Königreich (vier Könige) = 10", "natural Königreich (four kings) = 10");
            break;
        case AnsageKind::Vier: {
            v.rule = kRuleVier;
            v.value = a.skues ? 10 : 5;
            const Text f = figures_name(a.rank);
            v.reason = T("Vier " + f.de + (a.skues ? " mit dem Sküs = 10" : " = 5"), "four " + f.en + (a.skues ? " with the Sküs = 10" : " = 5"));
            break;
        }
        case AnsageKind::Drei: {
            v.rule = kRuleVier;
            v.value = 5;
            const Text f = figures_name(a.rank);
            v.reason = T("Drei " + f.de + " und der Sküs bei drei Königen = 5", "three " + f.en + " and the Sküs with three kings = 5");
            break;
        }
    }
    if (a.out_of_turn) {
        v.reason = T(v.reason.de + ": nicht bezahlt, zu früh angesagt (vor \"er liegt\" oder vor einer früheren Hand)",
                     v.reason.en + ": not paid, announced too early (before \"er liegt\" or before an earlier hand)");
        v.value = 0;
        v.rule = kRuleOrder;
    }
    return v;
}

void validate_ansagen(const Ansagen& all, const Deal& deal, const HouseRules& rules, Catalogue catalogue) {
    const bool fill_any = rules.is("skues_fill", "any");
    // Card claims per player and figure: specific suits and a least count (A, §3.3).
    struct Claims {
        std::array<std::set<Suit>, 4> specific;
        std::array<int, 4> at_least{};
        int skues_uses = 0;
        std::set<int> tarocks;
        int taroks_count = -1;
        bool taroks_skues = false;
        int latons = 0;
    };
    std::map<int, Claims> by;
    int skues_holder = -1;
    const std::array<Figure, 4> figs = {Figure::Koenig, Figure::Dame, Figure::Cavall, Figure::Bube};
    const std::array<Suit, 4> suits = {Suit::Coeur, Suit::Carreau, Suit::Pique, Suit::Treff};
    for (const auto& [seat, a] : all) {
        const std::string field = "ansagen";
        if (!deal.is_active(seat))
            refuse(field, kRuleAnsagen, "Nur wer mitspielt, sagt an (der ruhende König hat keine Karten).",
                   "only a player in the deal announces (the resting König holds no cards)");
        Claims& c = by[seat];
        if (catalogue == Catalogue::Rufer) {
            if (a.kind != AnsageKind::Taroks && a.kind != AnsageKind::Matadore && a.kind != AnsageKind::Cavallerie &&
                a.kind != AnsageKind::Koenigreich)
                refuse(field, kRuleRufer,
                       "Hier zählen nur zehn Taroks, drei und mehr Matadore vom Mond abwärts, die Cavallerie und das ganze Königreich.",
                       "only ten tarocks, three or more matadors from the Mond down, the Cavallerie and the whole Königreich count here");
            if (a.kind == AnsageKind::Koenigreich && a.skues)
                refuse(field, kRuleRufer, "Hier zählt nur das ganze (natürliche) Königreich.", "only the whole (natural) Königreich counts here");
            if (a.kind == AnsageKind::Matadore && mond_run(a.tarocks, a.skues, fill_any) < 3)
                refuse(field, kRuleRufer, "Matadore zählen hier erst ab drei, vom Mond abwärts.", "matadors count here only from three, from the Mond down");
        }
        if (a.skues) {
            ++c.skues_uses;
            if (skues_holder >= 0 && skues_holder != seat)
                refuse(field, kRuleSkues, "Den Sküs hat nur einer: zwei Spieler sagen mit ihm an.", "only one player holds the Sküs: two announce with it");
            skues_holder = seat;
            if (c.skues_uses > 1 && rules.is("skues_multi", "once"))
                refuse(field, kRuleSkues, "Nach der Hausregel A-G3 dient der Sküs nur einer Ansage je Spiel.",
                       "under house rule A-G3 the Sküs serves one announcement per game only");
        }
        switch (a.kind) {
            case AnsageKind::Matadore: {
                if (a.tarocks.empty() && !a.skues)
                    refuse(field, kRuleMatadore, "Matadore ohne Taroks und ohne Sküs?", "matadors without tarocks and without the Sküs?");
                for (int t : a.tarocks) {
                    if (!c.tarocks.insert(t).second) refuse(field, kRuleMatadore, "Ein Tarok steht zweimal da.", "a tarock is named twice");
                    for (const auto& [other, oc] : by)
                        if (other != seat && oc.tarocks.count(t))
                            refuse(field, kRuleMatadore, "Diesen Tarok hat schon ein anderer Spieler angesagt.", "another player has already announced this tarock");
                }
                break;
            }
            case AnsageKind::Taroks:
                if (!a.skues && a.count > 21) refuse(field, kRuleTaroks, "Es gibt nur 21 Taroks (mit dem Sküs 22).", "there are only 21 tarocks (22 with the Sküs)");
                if (a.skues && a.count < 10) refuse(field, kRuleTaroks, "Zehn Taroks, oder neun und der Sküs.", "ten tarocks, or nine and the Sküs");
                c.taroks_count = a.count;
                c.taroks_skues = a.skues;
                break;
            case AnsageKind::Latons:
                c.latons = a.count - (a.skues ? 1 : 0);
                if (c.latons > 40) refuse(field, kRuleLatons, "Es gibt nur 40 Latons (mit dem Sküs 41).", "there are only 40 Latons (41 with the Sküs)");
                if (c.latons < 15) refuse(field, kRuleLatons, "Sechzehn Latons, oder fünfzehn und der Sküs.", "sixteen Latons, or fifteen and the Sküs");
                break;
            case AnsageKind::Cavallerie:
                if (a.skues != a.missing.has_value())
                    refuse(field, kRuleCavallerie, a.skues ? "Für welche Figur steht der Sküs? (\"missing\")" : "Ohne Sküs fehlt keine Figur (\"missing\" nur mit \"skues\").",
                           a.skues ? "which figure does the Sküs stand for? (\"missing\")" : "without the Sküs no figure is missing (\"missing\" only with \"skues\")");
                for (std::size_t f = 0; f < 4; ++f)
                    if (!a.missing || *a.missing != figs[f]) c.specific[f].insert(a.suit);
                break;
            case AnsageKind::Koenigreich:
                c.at_least[0] = std::max(c.at_least[0], a.skues ? 3 : 4);
                break;
            case AnsageKind::Vier:
                for (Suit s : suits) c.specific[static_cast<std::size_t>(a.rank)].insert(s);
                break;
            case AnsageKind::Drei:
                if (!a.drei_koenige)
                    refuse(field, kRuleVier, "Drei gleiche Figuren mit dem Sküs gelten nur, wenn der Ansagende drei Könige hat (\"drei_koenige\").",
                           "three of a kind with the Sküs count only when the announcer holds three kings (\"drei_koenige\")");
                c.at_least[static_cast<std::size_t>(a.rank)] = std::max(c.at_least[static_cast<std::size_t>(a.rank)], 3);
                c.at_least[0] = std::max(c.at_least[0], 3);
                break;
        }
    }
    // Across players: one holder per card.
    int tarocks_total = 0, latons_total = 0;
    for (std::size_t f = 0; f < 4; ++f) {
        int sum = 0;
        std::set<Suit> seen;
        for (const auto& [seat, c] : by) {
            sum += std::max(static_cast<int>(c.specific[f].size()), c.at_least[f]);
            for (Suit s : c.specific[f])
                if (!seen.insert(s).second)
                    refuse("ansagen", kRuleAnsagen, "Zwei Spieler sagen mit derselben Karte an.", "two players announce with the same card");
        }
        if (sum > 4) refuse("ansagen", kRuleAnsagen, "Es gibt nur vier Figuren jeder Art.", "there are only four figures of each kind");
    }
    for (const auto& [seat, c] : by) {
        if (c.taroks_count >= 0) {
            const int real = c.taroks_count - (c.taroks_skues ? 1 : 0);
            if (real < static_cast<int>(c.tarocks.size()))
                refuse("ansagen", kRuleTaroks, "Die angesagten Taroks sind weniger als die Taroks der Matadore.",
                       "the tarocks announced are fewer than the tarocks of the matadors");
            tarocks_total += real;
        } else {
            tarocks_total += static_cast<int>(c.tarocks.size());
        }
        latons_total += c.latons;
    }
    if (tarocks_total > 21) refuse("ansagen", kRuleTaroks, "Zusammen mehr als 21 Taroks angesagt.", "more than 21 tarocks announced together");
    if (latons_total > 40) refuse("ansagen", kRuleLatons, "Zusammen mehr als 40 Latons angesagt.", "more than 40 Latons announced together");
}

void book_ansagen(HandResult& out, const Ansagen& all, const std::vector<int>& payers, const std::vector<int>& speaking,
                  const HouseRules& rules, Catalogue catalogue, const std::vector<std::string>& players) {
    for (const auto& [seat, a] : all) {
        const Valued v = value_of(a, seat, all, speaking, rules, catalogue, players);
        const std::string who = players.at(static_cast<std::size_t>(seat));
        if (v.value == 0) {
            out.notes.push_back(T("Ansage von " + who + ": " + v.reason.de, "announcement of " + who + ": " + v.reason.en));
            continue;
        }
        historic::pay_each(out, seat, payers, Thirds::whole(v.value),
                           T("Ansage von " + who + ": " + v.reason.de + ", von jedem", "announcement of " + who + ": " + v.reason.en + ", from each"),
                           v.rule);
    }
}

void mark_ansagen(std::vector<HandMark>& marks, const Ansagen& all, const std::vector<int>& speaking, const HouseRules& rules, Catalogue catalogue,
                  const std::vector<std::string>& players) {
    for (const auto& [seat, a] : all) {
        if (value_of(a, seat, all, speaking, rules, catalogue, players).value == 0) continue;
        static const char* const names[] = {"Matadore", "Taroks", "Cavallerie", "Königreich", "Vier", "Drei", "Latons"};
        static const char* const figures[] = {"Könige", "Damen", "Cavalls", "Buben"};  // Vier, Drei: of which figure
        std::string mark = names[static_cast<int>(a.kind)];
        if (a.kind == AnsageKind::Vier || a.kind == AnsageKind::Drei) mark += std::string(" ") + figures[static_cast<int>(a.rank)];
        mark_held(marks, same(mark), players.at(static_cast<std::size_t>(seat)));
    }
}

}  // namespace tarock::grosstarok
