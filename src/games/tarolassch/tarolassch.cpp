// Tarolaßch: settings (A-T1 .. A-T10, A-T12, the partie's target and the table), the seating,
// reading and checking a deal, the points one deal writes into the columns, units.
// Fixed choices (not settings): A-T9 honours are taken as dealt (in a Misère the aces where they lie
// at the end, 001:245-247); A-T11 in colour and sans-atout games the side with seven tricks or more
// scores its triques, there is no penalty for a contract not made.
#include <fmt/format.h>

#include "games/common/json_input.hpp"
#include "games/common/marks.hpp"
#include "games/tarolassch/tarolassch.hpp"

namespace tarock::tarolassch {

namespace {

const RuleRef kRuleContract{"tarolassch §7.2", "001:221-231"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::AllPass, DealKind::ThrownIn, DealKind::Abbruch}, kRuleContract};
const RuleRef kRuleContra{"tarolassch §7.2, A-T2", "001:235-241, 001:263"};
const RuleRef kRuleTricks{"tarolassch §7.6, A-T11", "001:199, 001:384-386"};
const RuleRef kRuleMisere{"tarolassch §7.4, A-T4", "001:231"};
const RuleRef kRuleHonours{"tarolassch §7.3, A-T9, A-T10", "001:117, 001:217, 001:245"};
const RuleRef kRuleAces{"tarolassch §7.3, §7.4, A-T1", "001:245-247"};
const RuleRef kRuleSlam{"tarolassch §7.5, A-T3, A-T5", "001:155, 001:251"};
const RuleRef kRuleRevoke{"tarolassch §7.8, A-T7", "001:400-406"};
const RuleRef kRuleAbbruch{"tarolassch §7.8", "001:388-390"};
const RuleRef kRuleDummy{"tarolassch §7.9, A-T12", "001:414-434"};

/// Reads {"Anna": n} (one player naming his side) with 0 <= n <= max.
std::pair<int, int> side_count(JsonReader& r, const std::string& key, int max, const RuleRef& rule) {
    const Json& j = r.raw(key);
    if (!j.is_object() || j.size() != 1)
        refuse(key, rule, "Eine Partei, benannt nach einem ihrer Spieler, z. B. {\"Anna\": 9}.",
               "one side, named after one of its players, e.g. {\"Anna\": 9}");
    const std::string who = j.begin().key();
    const int seat = r.player_value(Json(who), key + "." + who, rule);
    const std::optional<int> n = JsonReader::int_value(j.begin().value(), 0, max);
    if (!n)
        refuse(key + "." + who, rule, fmt::format("Eine ganze Zahl von 0 bis {}.", max), fmt::format("a whole number from 0 to {}", max));
    return {seat, *n};
}

Contract contract_of(const std::string& s) {
    return s == "trefle" ? Contract::Trefle : s == "pique" ? Contract::Pique : s == "carreau" ? Contract::Carreau
           : s == "coeur" ? Contract::Coeur : s == "misere" ? Contract::Misere : Contract::SansAtout;
}


/// Honours scored by a side holding `held` of the figures (001:217; A-T10).
std::int64_t honours_scored(int held, const HouseRules& rules) {
    if (rules.is("honneurs", "four")) {
        if (held == 3) return rules.amount("four_honours_3").whole_part();
        if (held == 4) return rules.amount("four_honours_4").whole_part();
        return 0;
    }
    return held == 3 ? 2 : held == 4 ? 4 : held == 5 ? 5 : 0;
}

/// Points of `aces` aces held (001:245; A-T1): three 12 (two honours) or 18, four 24, fewer nothing.
std::int64_t aces_points(int aces, const HouseRules& rules) {
    if (aces == 4) return 24;
    if (aces == 3) return rules.is("drei_asse", "18") ? 18 : 12;
    return 0;
}

}  // namespace

std::string Seating::side_name(int s, const std::vector<std::string>& players) const {
    std::string out;
    for (std::size_t seat = 0; seat < side.size(); ++seat)
        if (side[seat] == s) out += (out.empty() ? "" : " + ") + players.at(seat);
    return out;
}

Seating dummy_seating(int dummy, int partner) {
    Seating st;
    st.dummy = dummy;
    st.partner = partner;
    auto with_dummy = [&](int seat) { return seat == dummy || seat == partner; };
    for (int seat = 0; seat < 4; ++seat) st.side[static_cast<std::size_t>(seat)] = with_dummy(seat) == with_dummy(0) ? 0 : 1;
    return st;
}

std::optional<int> dummy_seat(const TableSetup& setup) {
    if (!setup.rules.is("tisch", "drei")) return std::nullopt;
    std::vector<int> seats;
    for (int seat = 0; seat < setup.table_size(); ++seat)
        if (names_dummy(setup.players.at(static_cast<std::size_t>(seat)))) seats.push_back(seat);
    if (seats.size() != 1)
        refuse("players", kRuleDummy,
               fmt::format("Tarolaßch zu dritt braucht genau einen Spieler \"Strohmann\" (den Blinden); genannt sind {}.", seats.size()),
               fmt::format("Tarolaßch for three needs exactly one player \"Strohmann\" (the dummy); {} are named", seats.size()));
    return seats.front();
}

int base(Contract c) {
    switch (c) {
        case Contract::Trefle: return 2;
        case Contract::Pique: return 3;
        case Contract::Carreau: return 4;
        case Contract::Coeur: return 5;
        case Contract::Misere:
        case Contract::SansAtout: return 6;
    }
    return 0;
}
bool is_colour(Contract c) { return c != Contract::Misere && c != Contract::SansAtout; }
const char* contract_id(Contract c) {
    switch (c) {
        case Contract::Trefle: return "trefle";
        case Contract::Pique: return "pique";
        case Contract::Carreau: return "carreau";
        case Contract::Coeur: return "coeur";
        case Contract::Misere: return "misere";
        case Contract::SansAtout: return "sans_atout";
    }
    return "";
}
const char* contract_name(Contract c) {
    switch (c) {
        case Contract::Trefle: return "Trefle";
        case Contract::Pique: return "Pique";
        case Contract::Carreau: return "Carreau";
        case Contract::Coeur: return "Coeur";
        case Contract::Misere: return "Misère";
        case Contract::SansAtout: return "sans atout";
    }
    return "";
}

const std::vector<SettingSpec>& settings() {
    using K = SettingSpec::Kind;
    static const std::vector<SettingSpec> specs = {
        {"partie", "tarolassch §7.1, §7.8", "001:143-151, 001:209, 001:213",
         {"Partie zu", "Partie to"},
         {"Die Partie geht auf 20 oder 30 Points; so viel zählt sie dem Gewinner dazu, und der Robber ebensoviel.",
          "A partie is played to 20 or 30 points; as much is its bonus to the winner, and the robber's bonus is the same."},
         K::Choice,
         {{"30", {"30 Points", "30 points"}}, {"20", {"20 Points", "20 points"}}},
         "30", {}},
        {"drei_asse", "tarolassch A-T1", "001:245",
         {"Drei Asse", "Three aces"},
         {"\"Drei Assé gleich drei Figuren, oder zwei Honneurs\" = 12, oder die gedruckte Zahl 18; vier Asse sind 24.",
          "\"Three aces equal three figures, or two honours\" = 12, or the printed figure 18; four aces are 24."},
         K::Choice,
         {{"12", {"12 (zwei Honneurs)", "12 (two honours)"}}, {"18", {"18 (gedruckt)", "18 (as printed)"}}},
         "12", {}},
        {"contra_basis", "tarolassch A-T2", "001:235, 001:303-317",
         {"Atout bei Contra", "Trump under Contra"},
         {"Atout und Honneurs nach dem Spiel, gegen das Contra gesagt wird (sans atout: Asse), Honneurs zu seinem einfachen Wert; oder wie das Beispiel des Buches: Atout ist die zuerst angesagte Farbe, ihre fünf Figuren zählen zum einfachen Wert des überbotenen Spiels.",
          "Trump and honours after the bid contra'd (sans atout: aces), honours at its single value; or as in the book's example: trump is the colour bid first, its five figures counting at the single value of the bid contra'd."},
         K::Choice,
         {{"contract", {"nach dem überbotenen Spiel", "from the bid contra'd"}}, {"first_colour", {"die zuerst angesagte Farbe", "the colour bid first"}}},
         "contract", {}},
        {"slam_target", "tarolassch A-T3", "001:251, 001:285",
         {"Slam und Partie", "Slam and partie"},
         {"Der Slam zählt wie die Triques zur Partie (nur die Honneurs machen keine Partie aus), oder steht bei den Honneurs.",
          "The slam counts like the triques towards the partie (only honours never decide a partie), or goes with the honours."},
         K::Choice,
         {{"yes", {"zählt zur Partie", "counts towards the partie"}}, {"no", {"bei den Honneurs", "with the honours"}}},
         "yes", {}},
        {"misere_own", "tarolassch A-T4", "001:231",
         {"Misère-Partei mit Triques", "Misère side taking triques"},
         {"Macht die Misère-Partei selbst sieben Stiche oder mehr, werden ihre Triques den Gegnern gut gerechnet, oder es zählt nichts.",
          "If the Misère side itself takes seven tricks or more, its triques are credited to the opponents, or nothing is scored."},
         K::Choice,
         {{"opponents", {"den Gegnern gut", "credited to the opponents"}}, {"none", {"zählt nicht", "not scored"}}},
         "opponents", {}},
        {"misere_slam", "tarolassch A-T5", "001:251",
         {"Slam im Misère", "Slam in a Misère"},
         {"Im Misère bekommt die Partei mit keinem oder einem Stich den Slam, oder es gibt dort keinen.",
          "In a Misère the side with no trick or one trick gets the slam, or there is none."},
         K::Choice,
         {{"bonus", {"der Partei mit 0 oder 1 Stich", "to the side with 0 or 1 trick"}}, {"none", {"kein Slam", "no slam"}}},
         "bonus", {}},
        {"split", "tarolassch A-T6", "001:388-390",
         {"Bezahlung je Spieler", "Payment per player"},
         {"Jeder Gewinner bekommt den ganzen Gewinn von einem Verlierer, oder die Summe wird auf die beiden Partner geteilt.",
          "Each winner receives the whole net from one loser, or the side's net is split between the two partners."},
         K::Choice,
         {{"each_full", {"jeder den ganzen Betrag", "each the whole net"}}, {"halves", {"geteilt", "split in halves"}}},
         "each_full", {}},
        {"revoke_fine", "tarolassch A-T7", "001:400-402",
         {"Strafe für eine Renonce", "Revoke fine"},
         {"Vor dem Spiel festzusetzen (0 erlaubt), in Points.", "To be fixed before play (0 allowed), in points."},
         K::Amount, {}, "0", Thirds::whole(0)},
        {"revoke_to", "tarolassch A-T7", "001:400-402",
         {"Die Renonce-Strafe wird", "The revoke fine is"},
         {"den Gegnern zugezählt oder dem Fehlenden abgezogen (in der Honneur-Spalte, sie macht keine Partie aus; INFERRED).",
          "added to the opponents or deducted from the offenders (in the honour column, it never decides a partie; INFERRED)."},
         K::Choice,
         {{"opponents", {"den Gegnern zugezählt", "added to the opponents"}}, {"offenders", {"dem Fehlenden abgezogen", "deducted from the offenders"}}},
         "opponents", {}},
        {"rounding", "tarolassch A-T8", "001:338, 001:390",
         {"Auf Einheiten runden", "Rounding to units"},
         {"Der Gewinn des Robbers wird auf Einheiten gerundet (ein Rest bis 5 fällt weg, über 5 zählt voll), oder jede Partie und der Robberpreis einzeln; bezahlt wird in beiden Fällen, wenn der Robber zu Ende ist.",
          "The robber's net is rounded to units (a remainder up to 5 is dropped, over 5 counts in full), or each partie and the robber bonus separately; either way it is paid when the robber ends."},
         K::Choice,
         {{"robber", {"der Robber", "the robber"}}, {"partie", {"jede Partie", "each partie"}}},
         "robber", {}},
        {"revoke_partie", "tarolassch §7.8", "001:404-406",
         {"Beide über dem Ziel nach einer Renonce", "Both over the target after a revoke"},
         {"Die Partei, die renonciert hat, gewinnt die Partie nicht mit diesem Spiel; erreicht im nächsten Spiel auch die andere das Ziel, gewinnt die höhere Stichspalte (gleich: wer in diesem Spiel schrieb), oder die Partei, die in diesem entscheidenden Spiel schrieb.",
          "The side that revoked cannot win the partie on that deal; if on the next deal the other side reaches the target too, the higher trick column wins (equal: the side that scored on this deal), or the side that scored on this deciding deal."},
         K::Choice,
         {{"higher", {"höhere Stichspalte", "higher trick column"}}, {"deciding_deal", {"wer im entscheidenden Spiel schrieb", "who scored on the deciding deal"}}},
         "higher", {}},
        {"honneurs", "tarolassch A-T10", "001:117, 001:217",
         {"Honneurs", "Honours"},
         {"Fünf Honneurs (Aß bis Zehn: drei zählen 2, vier 4, fünf 5) oder vier (Aß bis Bube), dann nach der eigenen Tabelle.",
          "Five honours (ace to ten: three count 2, four 4, five 5) or four (ace to jack), then by the circle's own table."},
         K::Choice,
         {{"five", {"fünf", "five"}}, {"four", {"vier", "four"}}},
         "five", {}},
        {"four_honours_3", "tarolassch A-T10", "001:117",
         {"Vier Honneurs: drei gehalten", "Four honours: three held"},
         {"Wie viele Honneurs drei von vier Figuren zählen (nur mit vier Honneurs).", "How many honours three of four figures count (only with four honours)."},
         K::Amount, {}, "2", Thirds::whole(0)},
        {"four_honours_4", "tarolassch A-T10", "001:117",
         {"Vier Honneurs: alle vier gehalten", "Four honours: all four held"},
         {"Wie viele Honneurs alle vier Figuren zählen (nur mit vier Honneurs).", "How many honours all four figures count (only with four honours)."},
         K::Amount, {}, "4", Thirds::whole(0)},
        {"einheit", "tarolassch §7.8", "001:338",
         {"Einheit", "Unit"},
         {"Gewöhnlich gelten 10 Points als eine Einheit; oder jeder Point ist eine Einheit.",
          "Usually 10 points make one unit; or every point is a unit."},
         K::Choice,
         {{"10", {"10 Points", "10 points"}}, {"1", {"1 Point", "1 point"}}},
         "10", {}},
        {"tisch", "tarolassch §7.1, §7.9", "001:45, 001:414-434",
         {"Tisch", "Table"},
         {"Vier Spieler, Partner gegenüber; oder drei mit dem Blinden: ein Spieler der Liste heißt \"Strohmann\", wer mit ihm spielt, wird für jeden Robber gewählt.",
          "Four players, partners opposite; or three with the dummy: one player of the list is called \"Strohmann\", who plays with it is chosen for each robber."},
         K::Choice,
         {{"vier", {"vier Spieler", "four players"}}, {"drei", {"drei mit dem Strohmann", "three and the dummy"}}},
         "vier", {}},
        {"strohmann_anteil", "tarolassch A-T12", "001:414-434",
         {"Anteil des Strohmanns", "The dummy's share"},
         {"Zu dritt: der Partner des Strohmanns zahlt und bekommt für beide Plätze (×2), jeder Gegner einmal; oder die Strohmann-Partei zählt einmal (×1) und jeder Gegner trägt die Hälfte.",
          "Three players: the dummy's partner pays and receives for both seats (×2), each opponent once; or the dummy's side counts once (×1) and each opponent carries half."},
         K::Choice,
         {{"doppelt", {"beide Plätze (×2)", "both seats (×2)"}}, {"einfach", {"einmal (×1)", "once (×1)"}}},
         "doppelt", {}},
    };
    return specs;
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    read_envelope(r, h, kEnvelope);
    if (h.kind == DealKind::Abbruch) {
        h.agreed = historic::read_agreed(r, kRuleAbbruch);
        r.finish();
        return h;
    }
    if (r.has("dummy_partner")) h.dummy_partner = r.player("dummy_partner", kRuleDummy);
    if (h.kind != DealKind::Game) {
        r.finish();
        return h;
    }
    if (!r.has("contract"))
        refuse("contract", kRuleContract, "Welches Spiel? (trefle, pique, carreau, coeur, misere, sans_atout)",
               "which contract? (trefle, pique, carreau, coeur, misere, sans_atout)");
    h.contract = contract_of(r.choice("contract", {"trefle", "pique", "carreau", "coeur", "misere", "sans_atout"}, kRuleContract));
    if (!r.has("bidder")) refuse("bidder", kRuleContract, "Wer hat das Spiel angesagt?", "who made the contract?");
    h.bidder = r.player("bidder", kRuleContract);
    if (r.has("contra")) {
        h.contra = r.contra("contra", kRuleContra);
        if (h.contra > 2)
            refuse("contra", kRuleContra, "Récontra ist das höchste Spiel (001:241).", "Récontra is the highest bid (001:241)");
    }
    if (r.has("first_colour")) {
        const std::string c = r.choice("first_colour", {"trefle", "pique", "carreau", "coeur", "none"}, kRuleContra);
        if (c == "none") h.no_colour_first = true;
        else h.first_colour = contract_of(c);
    }
    if (!r.has("tricks"))
        refuse("tricks", kRuleTricks, "Die Stiche einer Partei fehlen, z. B. {\"Anna\": 9} (die andere hat den Rest von 13).",
               "the tricks of one side are missing, e.g. {\"Anna\": 9} (the other side has the rest of 13)");
    h.tricks = side_count(r, "tricks", 13, kRuleTricks);
    if (r.has("honours")) h.honours = side_count(r, "honours", 5, kRuleHonours);
    if (r.has("aces")) h.aces = side_count(r, "aces", 4, kRuleAces);
    if (r.has("revoke")) h.revoke = r.player("revoke", kRuleRevoke);
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    const PlayerNames name{players};
    Json j = Json::object();
    write_dealer(j, h, players);
    if (h.dummy_partner && h.kind != DealKind::Abbruch) j["dummy_partner"] = name(*h.dummy_partner);
    write_deal_kind(j, h);
    switch (h.kind) {
        case DealKind::Abbruch:
            if (h.agreed) historic::write_agreed(j, *h.agreed, players);
            break;
        case DealKind::Game:
            j["contract"] = contract_id(h.contract);
            if (h.bidder >= 0) j["bidder"] = name(h.bidder);
            if (h.contra) j["contra"] = h.contra == 1 ? "contra" : "recontra";
            if (h.first_colour) j["first_colour"] = contract_id(*h.first_colour);
            if (h.no_colour_first) j["first_colour"] = "none";
            if (h.tricks) j["tricks"] = Json{{name(h.tricks->first), h.tricks->second}};
            if (h.honours) j["honours"] = Json{{name(h.honours->first), h.honours->second}};
            if (h.aces) j["aces"] = Json{{name(h.aces->first), h.aces->second}};
            if (h.revoke) j["revoke"] = name(*h.revoke);
            break;
        default:  // AllPass, ThrownIn: nothing more
            break;
    }
    write_note(j, h);
    return j;
}

bool trumped(const Hand& h, const HouseRules& rules) {
    if (is_colour(h.contract)) return true;
    return h.contra > 0 && rules.is("contra_basis", "first_colour") && !h.no_colour_first;
}

void validate(const Hand& h, const HouseRules& rules) {
    if (h.kind != DealKind::Game) return;
    const bool needs_first = h.contra > 0 && !is_colour(h.contract) && rules.is("contra_basis", "first_colour");
    if (needs_first && !h.first_colour && !h.no_colour_first)
        refuse("first_colour", kRuleContra,
               "Nach der Hausregel A-T2 ist Atout die zuerst angesagte Farbe: welche war es? (\"none\", wenn vor dem überbotenen Spiel keine Farbe angesagt wurde)",
               "under house rule A-T2 the trump is the colour bid first: which was it? (\"none\" when no colour was bid before the bid contra'd)");
    if (!needs_first && (h.first_colour || h.no_colour_first))
        refuse("first_colour", kRuleContra,
               "Die zuerst angesagte Farbe zählt nur für ein Contra gegen sans atout oder Misère unter der Hausregel A-T2.",
               "the colour bid first counts only for a Contra over sans atout or Misère under house rule A-T2");
    if (h.honours) {
        if (!trumped(h, rules))
            refuse("honours", kRuleHonours, "Ohne Atout sind die Asse die Honneurs: \"aces\" eintragen.",
                   "without a trump the aces are the honours: enter \"aces\"");
        const int figures = rules.is("honneurs", "four") ? 4 : 5;
        if (h.honours->second > figures)
            refuse("honours", kRuleHonours, fmt::format("Es gibt nur {} Figuren im Atout (A-T10).", figures),
                   fmt::format("there are only {} trump figures (A-T10)", figures));
    }
    if (h.aces && trumped(h, rules))
        refuse("aces", kRuleAces, "Asse zählen nur bei sans atout und Misère; mit Atout die Figuren als \"honours\" eintragen.",
               "aces count only in sans atout and Misère; with a trump enter the figures as \"honours\"");
}

std::int64_t to_units(std::int64_t numerator, std::int64_t denominator, std::int64_t unit) {
    const bool negative = (numerator < 0) != (denominator < 0);
    std::int64_t n = numerator < 0 ? -numerator : numerator;
    const std::int64_t d = (denominator < 0 ? -denominator : denominator) * unit;
    std::int64_t q = n / d;
    const std::int64_t rem = n - q * d;
    if (2 * rem > d) ++q;  // over half a unit counts in full; half or less is dropped (001:338)
    return negative ? -q : q;
}

DealScore score_deal(const Hand& h, const HouseRules& rules, const std::vector<std::string>& players, const Seating& seating) {
    DealScore s;
    auto side_of = [&](int seat) { return seating.side_of(seat); };
    auto side_name = [&](int side, const std::vector<std::string>& names) { return seating.side_name(side, names); };
    const int b = base(h.contract);
    const int factor = h.contra == 2 ? 4 : h.contra == 1 ? 2 : 1;
    const std::int64_t v = static_cast<std::int64_t>(b) * factor;
    const std::string contra_de = h.contra == 2 ? " Récontra" : h.contra == 1 ? " Contra" : "";
    const std::string value_de = factor == 1 ? fmt::format("{}", b) : fmt::format("{} ({} × {})", v, b, factor);
    std::array<int, 2> t{};
    t[static_cast<std::size_t>(side_of(h.tricks->first))] = h.tricks->second;
    t[static_cast<std::size_t>(1 - side_of(h.tricks->first))] = 13 - h.tricks->second;
    const bool with_trump = trumped(h, rules);
    const bool misere = h.contract == Contract::Misere && !with_trump;
    const bool slam_in_tricks = rules.is("slam_target", "yes");
    const std::string game = std::string(contract_name(h.contract)) + contra_de +
                             (with_trump && !is_colour(h.contract) ? std::string(", Atout ") + contract_name(*h.first_colour) : "");
    auto add_slam = [&](int side, int tricks_of_side, bool in_misere) {
        const int k = in_misere ? (tricks_of_side == 0 ? 8 : 4) : (tricks_of_side == 13 ? 8 : 4);
        const std::int64_t bonus = k * v;
        auto& col = slam_in_tricks ? s.tricks : s.honours;
        col[static_cast<std::size_t>(side)] += bonus;
        const bool grand = k == 8;
        s.lines.push_back(T(fmt::format("{}: {} Slam, {} × {} = {} ({})", side_name(side, players), grand ? "großer" : "kleiner", k, v, bonus,
                                        slam_in_tricks ? "zählt zur Partie" : "bei den Honneurs, A-T3"),
                            fmt::format("{}: {} slam, {} × {} = {} ({})", side_name(side, players), grand ? "grand" : "small", k, v, bonus,
                                        slam_in_tricks ? "counts towards the partie" : "with the honours, A-T3")));
    };
    if (!misere) {
        const int w = t[0] >= 7 ? 0 : 1;
        const int n = t[static_cast<std::size_t>(w)] - 6;
        s.tricks[static_cast<std::size_t>(w)] += n * v;
        s.lines.push_back(T(fmt::format("{}, {} {} Stiche: {} Trique(s) × {} = {}", game, side_name(w, players), t[static_cast<std::size_t>(w)], n, value_de, n * v),
                            fmt::format("{}, {} {} tricks: {} trique(s) × {} = {}", game, side_name(w, players), t[static_cast<std::size_t>(w)], n, value_de, n * v)));
        if (t[static_cast<std::size_t>(w)] >= 12) add_slam(w, t[static_cast<std::size_t>(w)], false);
    } else {
        const int m = side_of(h.bidder), o = 1 - m;
        const int to = t[static_cast<std::size_t>(o)], tm = t[static_cast<std::size_t>(m)];
        if (to >= 7) {
            s.tricks[static_cast<std::size_t>(m)] += (to - 6) * v;
            s.lines.push_back(T(fmt::format("{}: die Gegner {} machen {} Stiche, {} Trique(s) × {} = {} der Misère-Partei {} gut", game, side_name(o, players), to,
                                            to - 6, value_de, (to - 6) * v, side_name(m, players)),
                                fmt::format("{}: the opponents {} take {} tricks, {} trique(s) × {} = {} credited to the Misère side {}", game,
                                            side_name(o, players), to, to - 6, value_de, (to - 6) * v, side_name(m, players))));
        } else if (rules.is("misere_own", "opponents")) {
            s.tricks[static_cast<std::size_t>(o)] += (tm - 6) * v;
            s.lines.push_back(T(fmt::format("{}: die Misère-Partei {} macht selbst {} Stiche, {} Trique(s) × {} = {} den Gegnern gut (A-T4)", game,
                                            side_name(m, players), tm, tm - 6, value_de, (tm - 6) * v),
                                fmt::format("{}: the Misère side {} itself takes {} tricks, {} trique(s) × {} = {} credited to the opponents (A-T4)", game,
                                            side_name(m, players), tm, tm - 6, value_de, (tm - 6) * v)));
        } else {
            s.lines.push_back(T(fmt::format("{}: die Misère-Partei {} macht selbst {} Stiche: es zählt nichts (A-T4)", game, side_name(m, players), tm),
                                fmt::format("{}: the Misère side {} itself takes {} tricks: nothing is scored (A-T4)", game, side_name(m, players), tm)));
        }
        if (rules.is("misere_slam", "bonus"))
            for (int x : {0, 1})
                if (t[static_cast<std::size_t>(x)] <= 1) add_slam(x, t[static_cast<std::size_t>(x)], true);
    }
    // Honours: the trump figures (with a trump) at the undoubled value of the bid (001:217, 001:237).
    if (h.honours) {
        const int figures = rules.is("honneurs", "four") ? 4 : 5;
        const int named = side_of(h.honours->first);
        const int held = h.honours->second;
        const int side = held >= 3 ? named : (figures - held >= 3 ? 1 - named : -1);
        const int count = side == named ? held : figures - held;
        const std::int64_t honours = side >= 0 ? honours_scored(count, rules) : 0;
        if (side >= 0 && honours > 0) {
            s.honours[static_cast<std::size_t>(side)] += honours * b;
            mark_held(s.marks, same(fmt::format("{} Honneurs", count)), side_name(side, players));
            s.lines.push_back(T(fmt::format("{}: {} von {} Figuren = {} Honneurs × {} = {}", side_name(side, players), count, figures, honours, b, honours * b),
                                fmt::format("{}: {} of {} figures = {} honours × {} = {}", side_name(side, players), count, figures, honours, b, honours * b)));
        } else {
            s.lines.push_back(T("Figuren geteilt: keine Honneurs", "figures split: no honours"));
        }
    }
    // Aces: sans atout as held (001:245), Misère where they lie at the end, for the other side (001:245-247).
    if (h.aces) {
        const int named = side_of(h.aces->first);
        const int a = h.aces->second;
        const int side = a >= 3 ? named : (4 - a >= 3 ? 1 - named : -1);
        const int count = side == named ? a : 4 - a;
        const std::int64_t pts = side >= 0 ? aces_points(count, rules) : 0;
        if (side < 0 || pts == 0) {
            s.lines.push_back(T("Asse geteilt: nichts", "aces split: nothing"));
        } else if (misere) {
            s.honours[static_cast<std::size_t>(1 - side)] += pts;
            s.lines.push_back(T(fmt::format("{} Asse in den Stichen von {}: {} für {}", count, side_name(side, players), pts, side_name(1 - side, players)),
                                fmt::format("{} aces in the tricks of {}: {} for {}", count, side_name(side, players), pts, side_name(1 - side, players))));
        } else {
            s.honours[static_cast<std::size_t>(side)] += pts;
            mark_held(s.marks, same(fmt::format("{} Asse", count)), side_name(side, players));
            s.lines.push_back(T(fmt::format("{}: {} Asse = {}", side_name(side, players), count, pts), fmt::format("{}: {} aces = {}", side_name(side, players), count, pts)));
        }
    }
    // The revoke fine (A-T7).
    if (h.revoke) {
        const std::int64_t fine = rules.amount("revoke_fine").whole_part();
        const int off = side_of(*h.revoke);
        if (fine > 0) {
            if (rules.is("revoke_to", "offenders")) s.honours[static_cast<std::size_t>(off)] -= fine;
            else s.honours[static_cast<std::size_t>(1 - off)] += fine;
        }
        const std::string who = players.at(static_cast<std::size_t>(*h.revoke));
        mark_renonce(s.marks, who);
        if (fine == 0)
            s.lines.push_back(T(fmt::format("Renonce von {}: keine Strafe vereinbart (A-T7)", who), fmt::format("revoke by {}: no fine agreed (A-T7)", who)));
        else
            s.lines.push_back(T(fmt::format("Renonce von {}: Strafe {} {}", who, fine, rules.is("revoke_to", "offenders") ? "abgezogen" : "den Gegnern zugezählt"),
                                fmt::format("revoke by {}: a fine of {} {}", who, fine, rules.is("revoke_to", "offenders") ? "deducted" : "added to the opponents")));
    }
    return s;
}

std::int64_t robber_net(const std::vector<PartieRecord>& parties, int winner, std::int64_t bonus) {
    std::int64_t net = bonus;
    for (const PartieRecord& p : parties) net += p.winner == winner ? p.net : -p.net;
    return net;
}

bool State::open() const { return tricks[0] || tricks[1] || honours[0] || honours[1] || !parties.empty(); }

}  // namespace tarock::tarolassch
