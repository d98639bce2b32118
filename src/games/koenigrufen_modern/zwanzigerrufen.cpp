// Zwanzigerrufen (§8.1): settings, the record both ways, validate() and score(), and the variant.
#include "games/koenigrufen_modern/zwanzigerrufen.hpp"

#include "core/cards.hpp"
#include "games/common/bilingual.hpp"
#include "games/common/game_variant.hpp"
#include "games/common/json_input.hpp"
#include "games/common/manual.hpp"
#include "games/common/marks.hpp"
#include "games/common/partnership.hpp"
#include "games/koenigrufen_modern/koenigrufen_modern.hpp"

namespace tarock::koenigrufen_modern::zwanzigerrufen {

namespace {

const RuleRef kRule{"koenigrufen_modern §8.1", "ZW; tarockwelt \"Die Regeln\", FAQ"};
const RuleRef kRuleTariff{"koenigrufen_modern M-40", "§8.1; HT3 §1.8"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::ThrownIn}, kRule};

const char* const kRoman[] = {"XVI", "XVII", "XVIII", "XIX", "XX"};

std::vector<std::string> callable() {
    std::vector<std::string> v;
    for (int t = kHighestCall; t >= kLowestCall; --t) v.push_back(roman(t));
    return v;
}

std::string value_key(Contract c) { return std::string("wert_") + contract_id(c); }

}  // namespace

std::string roman(int tarock) { return kRoman[tarock - kLowestCall]; }
const char* contract_id(Contract c) { return c == Contract::Rufer ? "rufer" : "solo"; }
const char* contract_name(Contract c) { return c == Contract::Rufer ? "Rufer" : "Solo"; }

const std::vector<SettingSpec>& settings() {
    using K = SettingSpec::Kind;
    const Text missing{"MISSING in den Quellen: die Runde trägt ihren eigenen Wert ein (Tarif-Editor = die Voreinstellungen); "
                       "ohne ihn wird keine Hand gerechnet, sondern abgelehnt (M-40). ",
                       "MISSING in the sources: the circle types its own value (tariff editor = the presets); "
                       "without it no hand is scored but refused (M-40). "};
    static const std::vector<SettingSpec> s{
        {value_key(Contract::Rufer), "koenigrufen_modern M-40", "§8.1 (no source gives a value)", {"Wert: Rufer", "value: Rufer"},
         missing + Text{"Je Gegenspieler, zwei gegen zwei.", "per opposing player, two against two."}, K::Amount, {}, "0", Thirds{}},
        {value_key(Contract::Solo), "koenigrufen_modern M-40", "§8.1 (no source gives a value)", {"Wert: Solo", "value: Solo"},
         missing + Text{"Je Gegenspieler, allein gegen drei.", "per opposing player, alone against three."}, K::Amount, {}, "0", Thirds{}},
    };
    return s;
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    if (!read_game_envelope(r, h, kEnvelope)) return h;
    h.contract = read_game<Contract>(r, kRule, {{"rufer", Contract::Rufer}, {"solo", Contract::Solo}});
    if (r.has("called")) {
        const std::string called = r.choice("called", callable(), kRule);
        for (int t = kHighestCall; t >= kLowestCall; --t)
            if (called == roman(t)) h.called = t;
    } else if (h.contract == Contract::Rufer) {
        refuse("called", kRule, "Welcher Tarock wurde gerufen (XX … XVI)?", "which tarock was called (XX … XVI)?");
    }
    if (r.has("partner")) h.partner = r.player("partner", kRule);
    if (r.has("points")) h.points = r.integer("points", 0, kPack40.points, kRule);
    if (r.has("kontra")) h.kontra = read_kontra(r, "kontra", kontra_chain(), kRule);
    r.finish();
    if (h.contract == Contract::Solo && j.contains("called"))
        refuse("called", kRule, "Im Solo wird nichts gerufen.", "nothing is called in a Solo");
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    return game_record(h, players, [&](Json& j, const PlayerNames& name) {
        j["game"] = contract_id(h.contract);
        if (h.contract == Contract::Rufer) j["called"] = roman(h.called);
        if (h.partner) j["partner"] = name(*h.partner);
        if (h.points) j["points"] = *h.points;
        if (h.kontra) j["kontra"] = kontra_json(h.kontra, kontra_chain());
    });
}

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (h.kind != DealKind::Game) return;
    if (rules.amount(value_key(h.contract)).is_zero())
        refuse("game", kRuleTariff, std::string("Der Wert des ") + contract_name(h.contract) + " fehlt im Tarif (0): im Tarif-Editor eintragen.",
               std::string("the value of the ") + contract_name(h.contract) + " is missing in the tariff (0): enter it in the tariff editor");
    if (h.contract == Contract::Rufer) {
        if (!h.partner) refuse("partner", kRule, "Wer hielt den gerufenen Tarock?", "who held the called tarock?");
        if (!deal.is_active(*h.partner) || deal.speaking_position(*h.partner) == 0)
            refuse("partner", kRule, "Den gerufenen Tarock hält ein Mitspieler der Vorhand (es gibt keinen Talon).",
                   "another player than the Vorhand holds the called tarock (there is no talon)");
    } else if (h.partner) {
        refuse("partner", kRule, "Im Solo spielt die Vorhand allein gegen drei.", "in a Solo the Vorhand plays alone against three");
    }
    if (!h.points) refuse("points", kRule, "Die Kartenpunkte der rufenden Partei eintragen (0 bis 88): 45 gewinnt.", "enter the calling party's card points (0 to 88): 45 wins");
}

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup) {
    if (h.kind != DealKind::Game) return dealt_again();
    HandOutcome out;
    mark_contra(out.marks, h.kontra);
    const int vorhand = deal.active.front();
    const auto parties = partnership::make_parties(deal, vorhand, h.contract == Contract::Rufer ? h.partner : std::nullopt);
    partnership::Booker book(out.result, parties, setup.players);
    const Thirds v = setup.rules.amount(value_key(h.contract));
    const bool won = *h.points >= kPack40.to_win;
    const std::string name = h.contract == Contract::Rufer ? std::string("Rufer ") + roman(h.called) : std::string("Solo");
    out.declarer = vorhand;
    out.declarer_won = won;
    out.game = contract_id(h.contract);
    out.summary = format_text("{}: {}", "{}: {}", setup.players.at(static_cast<std::size_t>(vorhand)), name) +
                  (h.partner ? format_text(" (mit {})", " (with {})", setup.players.at(static_cast<std::size_t>(*h.partner))) : Text{}) +
                  result_words(won, h.points ? std::optional(Thirds::whole(*h.points)) : std::nullopt);
    const Thirds money = v * partnership::contra_factor(h.kontra);
    book.party(won ? Side::Declarer : Side::Opponents, money,
               same(name) + format_text(" mit {} von {}: ", " with {} of {}: ", *h.points, kPack40.points) +
                   (won ? format_text("gewonnen, {}", "won, {}", historic::shown(v)) : format_text("verloren, {}", "lost, {}", historic::shown(v))) +
                   (h.kontra ? format_text(" × {} = {}", " × {} = {}", partnership::contra_factor(h.kontra), historic::shown(money)) : Text{}),
               kRule);
    return out;
}

const Variant& zwanzigerrufen_variant() {
    static const HandByHandVariant v({"zwanzigerrufen", {"Zwanzigerrufen", "Zwanzigerrufen"}, "docs/rules/koenigrufen-modern.md", 4, {4},
                                      {"Punkte", "points"}, {"Kasse", "pot"}, &zwanzigerrufen::settings},
                                     &play_hand<parse_hand, validate, score>);
    return v;
}

}  // namespace tarock::koenigrufen_modern::zwanzigerrufen
