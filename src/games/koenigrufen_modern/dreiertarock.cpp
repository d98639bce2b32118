// Dreiertarock (§8.2): settings, the record both ways, validate() and score(), and the variant.
#include "games/koenigrufen_modern/dreiertarock.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/cards.hpp"
#include "games/common/bilingual.hpp"
#include "games/common/game_variant.hpp"
#include "games/common/json_input.hpp"
#include "games/common/manual.hpp"
#include "games/common/marks.hpp"
#include "games/koenigrufen_modern/koenigrufen_modern.hpp"

namespace tarock::koenigrufen_modern::dreiertarock {

namespace {

const RuleRef kRule{"koenigrufen_modern §8.2", "HT3 §3.1, §5, §7.1"};
const RuleRef kRuleTrull{"koenigrufen_modern M-32", "HT3 §5.3"};
const RuleRef kRuleValat{"koenigrufen_modern M-43", "HT3 §5.5"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::ThrownIn}, kRule};

struct ContractFacts {
    Contract c;
    const char* id;
    const char* name;
    const char* value;  ///< default (modern Tapp-Tarok); 0: not in the tariff
};
const ContractFacts kContracts[] = {
    {Contract::Einser, "einser", "Einser", "0"}, {Contract::Zweier, "zweier", "Zweier", "0"}, {Contract::Dreier, "dreier", "Dreier", "3"},
    {Contract::Vierer, "vierer", "Vierer", "0"}, {Contract::Fuenfer, "fuenfer", "Fünfer", "0"}, {Contract::Unterer, "unterer", "Unterer", "4"},
    {Contract::Oberer, "oberer", "Oberer", "5"}, {Contract::Solo, "solo", "Solo", "8"}, {Contract::SoloValat, "solo_valat", "Solo Valat", "0"},
};

struct PremiumFacts {
    PremiumKind k;
    const char* id;
    const char* name;
    const char* still;
    const char* angesagt;
    bool set;  ///< a set (Trull, Königstrull, Köpfe): held in hand or collected (M-32)
};
const PremiumFacts kPremiums[] = {
    {PremiumKind::Pagat, "pagat", "Pagat ultimo", "4", "8", false}, {PremiumKind::Uhu, "uhu", "Uhu", "0", "0", false},
    {PremiumKind::Kakadu, "kakadu", "Kakadu", "0", "0", false},     {PremiumKind::Mondfang, "mondfang", "Mondfang", "0", "0", false},
    {PremiumKind::Trull, "trull", "Trull", "3", "0", true},          {PremiumKind::Koenigstrull, "koenigstrull", "Königstrull", "3", "0", true},
    {PremiumKind::Koepfe, "koepfe", "Köpfe", "1", "0", true},
};

const ContractFacts& facts(Contract c) { return kContracts[static_cast<int>(c)]; }
const PremiumFacts& facts(PremiumKind k) { return kPremiums[static_cast<int>(k)]; }
std::string value_key(Contract c) { return std::string("wert_") + facts(c).id; }
std::string premium_key(PremiumKind k, bool announced) { return std::string(facts(k).id) + (announced ? "_angesagt" : "_still"); }

SettingOption opt(const char* value, const char* de, const char* en) { return {value, Text{de, en}}; }

std::vector<SettingSpec> build_settings() {
    using K = SettingSpec::Kind;
    std::vector<SettingSpec> s;
    for (const ContractFacts& c : kContracts)
        s.push_back({value_key(c.c), "koenigrufen_modern §8.2", "HT3 §3.1, §3.6", {std::string("Wert: ") + c.name, std::string("value: ") + c.name},
                     {"Spielwert je Verteidiger; 0: das Spiel gibt es in diesem Tarif nicht.", "game value per defender; 0: the game is not in this tariff."},
                     K::Amount, {}, c.value, Thirds{}});
    for (const PremiumFacts& p : kPremiums)
        for (bool announced : {false, true})
            s.push_back({premium_key(p.k, announced), "koenigrufen_modern §8.2", "HT3 §5",
                         {std::string(p.name) + (announced ? " angesagt" : " still"), std::string(p.name) + (announced ? " announced" : " silent")},
                         {"Wert je Verteidiger (bei einem gehaltenen Satz: von jedem anderen); 0: gibt es nicht.",
                          "value per defender (for a set held: from each other player); 0: none."},
                         K::Amount, {}, announced ? p.angesagt : p.still, Thirds{}});
    s.push_back({"trull_basis", "koenigrufen_modern M-32", "HT3 §5.3", {"Trull, Königstrull, Köpfe", "Trull, Königstrull, Köpfe"},
                 {"In der Hand gehalten, vom Halter bei jedem kassiert (Tapp-Tarok), oder in den Stichen einer Partei (Kärnten).",
                  "held in hand, collected by the holder from each other player (Tapp-Tarok), or in one party's tricks (Carinthia)."},
                 K::Choice, {opt("hand", "in der Hand", "in hand"), opt("tricks", "in den Stichen", "in the tricks")}, "hand", Thirds{}});
    s.push_back({"valat_verfehlt", "koenigrufen_modern M-43", "HT3 §5.5", {"Angesagter Valat verfehlt", "announced Valat failed"},
                 {"Das Spiel nach Punkten und dazu das Spiel × 8 an jeden Verteidiger (erschlossen).",
                  "the game on its points and the game × 8 to each defender besides (inferred)."},
                 K::Choice, {opt("game_and_eight", "Spiel und × 8", "game and × 8")}, "game_and_eight", Thirds{}});
    return s;
}

template <class Table>
std::vector<std::string> ids_of(const Table& table) {
    std::vector<std::string> v;
    for (const auto& row : table) v.emplace_back(row.id);
    return v;
}

}  // namespace

const char* contract_id(Contract c) { return facts(c).id; }
const char* contract_name(Contract c) { return facts(c).name; }
const char* premium_id(PremiumKind k) { return facts(k).id; }
const char* premium_name(PremiumKind k) { return facts(k).name; }

const std::vector<Contract>& all_contracts() {
    static const std::vector<Contract> v = [] {
        std::vector<Contract> out;
        for (const auto& c : kContracts) out.push_back(c.c);
        return out;
    }();
    return v;
}

const std::vector<PremiumKind>& all_premiums() {
    static const std::vector<PremiumKind> v = [] {
        std::vector<PremiumKind> out;
        for (const auto& p : kPremiums) out.push_back(p.k);
        return out;
    }();
    return v;
}

const std::vector<SettingSpec>& settings() {
    static const std::vector<SettingSpec> s = build_settings();
    return s;
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    if (!read_game_envelope(r, h, kEnvelope)) return h;
    const std::string game = r.choice("game", ids_of(kContracts), kRule);
    for (const auto& c : kContracts)
        if (game == c.id) h.contract = c.c;
    h.declarer = read_declarer(r, kRule);
    if (r.has("points")) h.points = r.integer("points", 0, kPack54.points, kRule);
    if (r.has("won")) h.won = r.boolean("won", kRule);
    if (r.has("kontra")) h.kontra = read_kontra(r, "kontra", kontra_chain(), kRule);
    if (r.has("premiums")) {
        const Json& list = r.raw("premiums");
        if (!list.is_array()) refuse(r.path_of("premiums"), kRule, "Hier wird eine Liste erwartet.", "a list is expected here");
        for (std::size_t i = 0; i < list.size(); ++i) {
            JsonReader p(list[i], r.path_of("premiums") + "[" + std::to_string(i) + "]", players);
            Premium x;
            const std::string id = p.choice("premium", ids_of(kPremiums), kRule);
            for (const auto& f : kPremiums)
                if (id == f.id) x.kind = f.k;
            if (p.has("side")) x.side = p.choice("side", {"declarer", "opponents"}, kRule) == "declarer" ? Side::Declarer : Side::Opponents;
            if (p.has("holder")) x.holder = p.player("holder", kRuleTrull);
            if (p.has("announced")) x.announced = p.boolean("announced", kRule);
            if (p.has("made")) x.made = p.boolean("made", kRule);
            if (p.has("kontra")) x.kontra = read_kontra(p, "kontra", kontra_chain(), kRule);
            p.finish();
            h.premiums.push_back(x);
        }
    }
    if (r.has("valat")) h.valat = read_valat(r, "valat", kRule);
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    return game_record(h, players, [&](Json& j, const PlayerNames& name) {
        j["game"] = contract_id(h.contract);
        j["declarer"] = name(h.declarer);
        if (h.points) j["points"] = *h.points;
        if (h.won) j["won"] = *h.won;
        if (h.kontra) j["kontra"] = kontra_json(h.kontra, kontra_chain());
        if (!h.premiums.empty()) {
            Json list = Json::array();
            for (const Premium& p : h.premiums) {
                Json e = {{"premium", premium_id(p.kind)}};
                if (p.holder) e["holder"] = name(*p.holder);
                else e["side"] = partnership::side_id(p.side);
                if (p.announced) e["announced"] = true;
                if (!p.made) e["made"] = false;
                if (p.kontra) e["kontra"] = kontra_json(p.kontra, kontra_chain());
                list.push_back(e);
            }
            j["premiums"] = list;
        }
        if (h.valat) j["valat"] = valat_json(*h.valat);
    });
}

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (h.kind != DealKind::Game) return;
    if (!deal.is_active(h.declarer)) refuse("declarer", kRule, "Dieser Spieler spielt nicht mit.", "this player does not play");
    if (rules.amount(value_key(h.contract)).is_zero())
        refuse("game", kRule, std::string("Den ") + contract_name(h.contract) + " gibt es in diesem Tarif nicht (Wert 0).",
               std::string("the ") + contract_name(h.contract) + " is not in this tariff (value 0)");
    if (h.contract == Contract::SoloValat) {
        if (!h.won || h.points || h.valat) refuse("won", kRule, "Beim Solo Valat zählt nur: alle Stiche gemacht („won“).", "a Solo Valat counts only whether every trick was taken (\"won\")");
    } else if (!h.points) {
        refuse("points", kRule, "Die Kartenpunkte des Spielers eintragen: 36 gewinnt.", "enter the declarer's card points: 36 wins");
    } else if (h.won) {
        refuse("won", kRule, "Die Kartenpunkte entscheiden.", "the card points decide");
    }
    const bool in_hand = rules.is("trull_basis", "hand");
    for (std::size_t i = 0; i < h.premiums.size(); ++i) {
        const Premium& p = h.premiums[i];
        const std::string field = "premiums[" + std::to_string(i) + "]";
        if (rules.amount(premium_key(p.kind, p.announced)).is_zero())
            refuse(field, kRule, std::string(premium_name(p.kind)) + " gibt es so in diesem Tarif nicht.", std::string(premium_name(p.kind)) + " is not in this tariff so");
        if (facts(p.kind).set && in_hand != p.holder.has_value())
            refuse(field, kRuleTrull, in_hand ? "Ein gehaltener Satz nennt seinen Halter („holder“)." : "Ein Satz in den Stichen nennt die Partei („side“).",
                   in_hand ? "a set held names its holder (\"holder\")" : "a set in the tricks names the party (\"side\")");
        if (p.holder && !deal.is_active(*p.holder)) refuse(field + ".holder", kRuleTrull, "Dieser Spieler spielt nicht mit.", "this player does not play");
        if (!p.announced && p.kontra) refuse(field + ".kontra", kRule, "Eine stille Prämie wird nicht kontriert.", "a silent premium is not contra'd");
    }
    if (h.valat && h.points && h.valat->made_by) {
        const bool decl = *h.valat->made_by == Side::Declarer;
        if ((decl && *h.points != kPack54.points) || (!decl && *h.points != 0))
            refuse("points", kRule, "Wer alle Stiche macht, hat alle 70 Kartenpunkte.", "the party that takes every trick has all 70 card points");
    }
}

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup) {
    if (h.kind != DealKind::Game) return dealt_again();
    HandOutcome out;
    // The marks on the sheet: the Kontra, each premium (the Pagat "Ult"; a set held names its
    // holder), the Valat.
    mark_contra(out.marks, h.kontra);
    for (const Premium& p : h.premiums)
        mark_premium(out.marks, same(p.kind == PremiumKind::Pagat ? "Ult" : premium_name(p.kind)), same(premium_name(p.kind)), p.announced, p.made, p.kontra,
                     p.holder ? same(setup.players.at(static_cast<std::size_t>(*p.holder))) : partnership::side_name(p.side));
    mark_valat(out.marks, h.valat);
    const HouseRules& rules = setup.rules;
    const auto parties = partnership::make_parties(deal, h.declarer, std::nullopt);
    partnership::Booker book(out.result, parties, setup.players);
    const Thirds v = rules.amount(value_key(h.contract));
    const bool solo = h.contract == Contract::Solo || h.contract == Contract::SoloValat;
    const bool won = h.contract == Contract::SoloValat ? *h.won : *h.points >= kPack54.to_win;
    out.declarer = h.declarer;
    out.declarer_won = won;
    out.game = contract_id(h.contract);
    out.summary = format_text("{}: {}", "{}: {}", setup.players.at(static_cast<std::size_t>(h.declarer)), std::string(contract_name(h.contract)));
    out.summary = out.summary + result_words(won, h.points ? std::optional(Thirds::whole(*h.points)) : std::nullopt);
    auto item = [&](Side winner, Thirds amount, int kontra, const Text& what, const RuleRef& why) {
        const Thirds money = amount * partnership::contra_factor(kontra);
        book.party(winner, money, what + format_text(": {}", ": {}", historic::shown(amount)) +
                                      (kontra ? format_text(" × {} = {}", " × {} = {}", partnership::contra_factor(kontra), historic::shown(money)) : Text{}), why);
    };
    const Text result = won ? format_text(" gewonnen", " won") : format_text(" verloren", " lost");
    const Side game_winner = won ? Side::Declarer : Side::Opponents;
    if (h.valat && h.valat->made_by) {
        // Made: the Valat replaces the game, × 4 silent, × 8 announced (HT3 §5.5).
        const std::int64_t f = h.valat->announced ? 8 : 4;
        item(*h.valat->made_by, v * f, h.valat->announced ? h.valat->kontra : h.kontra,
             format_text("Valat statt des Spiels, {} × {}", "Valat instead of the game, {} × {}", historic::shown(v), f), kRule);
    } else {
        item(game_winner, v, h.kontra, same(contract_name(h.contract)) + result, kRule);
        if (h.valat && h.valat->announced)
            item(partnership::other(*h.valat->announced), v * 8, h.valat->kontra, format_text("Valat angesagt, verfehlt: Spiel × 8", "Valat announced, failed: game × 8"),
                 kRuleValat);
    }
    for (const Premium& p : h.premiums) {
        const Thirds value = rules.amount(premium_key(p.kind, p.announced));
        const Text name = same(premium_name(p.kind)) + (p.announced ? format_text(" angesagt", " announced") : format_text(" still", " silent"));
        if (p.holder) {
            book.from_each(*p.holder, value, same(premium_name(p.kind)) + format_text(" in der Hand: {} von jedem", " in hand: {} from each", historic::shown(value)), kRuleTrull);
            continue;
        }
        const bool doubled = solo && !facts(p.kind).set;
        const Thirds amount = value * (doubled ? 2 : 1);
        if (!p.made && !p.announced) {
            out.result.notes.push_back(name + format_text(" verloren: kostet nichts.", " failed: costs nothing."));
            continue;
        }
        item(p.made ? p.side : partnership::other(p.side), amount, p.kontra,
             name + (p.made ? format_text(" gemacht", " made") : format_text(" verloren", " failed")) + (doubled ? format_text(" (im Solo doppelt)", " (double in a Solo)") : Text{}),
             kRule);
    }
    return out;
}

const Variant& dreiertarock_variant() {
    static const HandByHandVariant v({"dreiertarock", {"Dreiertarock (heute)", "Dreiertarock (modern)"}, "docs/rules/koenigrufen-modern.md", 3, {3, 4},
                                      {"Punkte", "points"}, {"Kasse", "pot"}, &dreiertarock::settings},
                                     &play_hand<parse_hand, validate, score>);
    return v;
}

}  // namespace tarock::koenigrufen_modern::dreiertarock
