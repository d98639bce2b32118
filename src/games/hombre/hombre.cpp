// Tarok-l'Hombre: settings (A-L1 .. A-L4), reading, checking and scoring a hand, the variant.
// Fixed choice (not a setting): A-L5 the opponents' Vole is settled with amounts entered by hand.
#include <fmt/format.h>

#include "games/common/game_variant.hpp"
#include "games/common/json_input.hpp"
#include "games/hombre/hombre.hpp"

namespace tarock::hombre {

namespace {

const RuleRef kRuleGames{"hombre §4", "000:2155-2157"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::AllPass, DealKind::ThrownIn}, kRuleGames};
const RuleRef kRuleExchange{"hombre §4", "000:2159-2163, 000:2181"};
const RuleRef kRuleWin{"hombre §4, A-L1", "000:2167-2169"};
const RuleRef kRuleLoss{"hombre §4, A-L1, A-L2 (INFERRED)", "000:2167-2169"};
const RuleRef kRuleVole{"hombre §4, A-L3", "000:2169"};
const RuleRef kRuleOppVole{"hombre §4, A-L5", "000:2169"};
const RuleRef kRuleExtras{"hombre §4, A-L4", "000:2155"};

const char* card_id(Exchange::Card c) {
    switch (c) {
        case Exchange::Card::Mond: return "mond";
        case Exchange::Card::Skues: return "skues";
        case Exchange::Card::Pagat: return "pagat";
        case Exchange::Card::Koenig: return "koenig";
        case Exchange::Card::Andere: return "andere";
    }
    return "";
}
const char* card_name(Exchange::Card c) {
    switch (c) {
        case Exchange::Card::Mond: return "Mond";
        case Exchange::Card::Skues: return "Sküs";
        case Exchange::Card::Pagat: return "Pagat";
        case Exchange::Card::Koenig: return "König";
        case Exchange::Card::Andere: return "Karte";
    }
    return "";
}

/// Three play; with four the player on the dealer's right rests, as in Groß-Tarok (000:2065).
class HombreVariant final : public HandByHandVariant {
public:
    HombreVariant()
        : HandByHandVariant({"hombre", {"Tarok-l'Hombre", "Tarok-l'Hombre"}, "docs/rules/grosstarok.md", 3, {3, 4},
                             {"Marken", "marks"}, {"Kasse", "pot"}, &hombre::settings},
                            &play_hand<parse_hand, validate, score>) {}
    Deal deal(const TableSetup& setup, int dealer) const override { return grosstarok::deal_three(setup.table_size(), dealer); }
};

}  // namespace

int base(Game g) { return g == Game::ADuo ? 20 : g == Game::AdUno ? 30 : 60; }
int multiplier(Game g) { return g == Game::ADuo ? 2 : g == Game::AdUno ? 3 : 6; }
int vole_value(Game g) { return g == Game::ADuo ? 200 : g == Game::AdUno ? 300 : 600; }
int cards_taken(Game g) { return g == Game::ADuo ? 2 : g == Game::AdUno ? 1 : 0; }
const char* game_id(Game g) { return g == Game::ADuo ? "a_duo" : g == Game::AdUno ? "ad_uno" : "solo"; }
const char* game_name(Game g) { return g == Game::ADuo ? "a duo" : g == Game::AdUno ? "ad uno" : "Solo"; }

std::int64_t game_amount(Game g, std::int64_t points, bool loss_base_only) {
    if (points >= 40) return base(g) + multiplier(g) * (points - 39);
    if (loss_base_only) return -base(g);
    return -(base(g) + multiplier(g) * (39 - points));
}

const std::vector<SettingSpec>& settings() {
    using K = SettingSpec::Kind;
    static const std::vector<SettingSpec> specs = [] {
        std::vector<SettingSpec> s = {
            {"payer", "hombre A-L1", "000:2169",
             {"Wer den l'Hombre bezahlt", "Who pays the l'Hombre"},
             {"Jeder Gegner zahlt den ganzen Betrag, oder die beiden teilen sich einen (der ungerade Punkt fällt auf die frühere Hand).",
              "Each opponent pays the full amount, or the two share one amount (an odd point falls to the earlier hand)."},
             K::Choice,
             {{"each_full", {"jeder Gegner voll", "each opponent in full"}}, {"split", {"die Gegner teilen", "the opponents share"}}},
             "each_full", {}},
            {"loss", "hombre A-L2", "000:2167-2169",
             {"Verlorenes Spiel", "A lost game"},
             {"Das Buch nennt nur den Gewinn: spiegelbildlich Grundpreis und Punkte unter 40 (Grundpreis + Faktor × (39 − p)), oder nur der Grundpreis.",
              "The book gives only the win: the mirror image, base and the points short (base + factor × (39 − p)), or the base only."},
             K::Choice,
             {{"symmetric", {"spiegelbildlich", "symmetric"}}, {"base_only", {"nur der Grundpreis", "base only"}}},
             "symmetric", {}},
            {"vole", "hombre A-L3", "000:2169",
             {"Vole des l'Hombre", "The l'Hombre's Vole"},
             {"Die Vole (200, 300, 600) ersetzt Grundpreis und Punkte, oder kommt dazu.",
              "The Vole (200, 300, 600) replaces base and points, or comes on top."},
             K::Choice,
             {{"replaces", {"ersetzt das Spiel", "replaces the game"}}, {"added", {"zum Spiel dazu", "on top of the game"}}},
             "replaces", {}},
            {"extras", "hombre A-L4", "000:2155",
             {"Ansagen und Prämien des Groß-Tarok", "Groß-Tarok announcements and premiums"},
             {"\"Die gleichen Grundzüge\": ob auch die Ansagen (Matadore, Cavallerie …) und die Prämien (Pagat, Könige, Ultimo) des Groß-Tarok gelten.",
              "\"The same basics\": whether Groß-Tarok's announcements (matadors, Cavallerie ...) and premiums (Pagat, kings, ultimos) apply too."},
             K::Choice,
             {{"off", {"nein", "no"}}, {"on", {"ja", "yes"}}},
             "off", {}},
        };
        for (const SettingSpec& x : grosstarok::ansage_settings()) s.push_back(x);
        for (const SettingSpec& x : grosstarok::premium_settings()) s.push_back(x);
        return s;
    }();
    return specs;
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    if (!read_game_envelope(r, h, kEnvelope)) return h;
    if (!r.has("declarer")) refuse("declarer", kRuleGames, "Wer ist der l'Hombre?", "who is the l'Hombre?");
    h.declarer = r.player("declarer", kRuleGames);
    if (!r.has("game")) refuse("game", kRuleGames, "Welches Spiel? (a_duo, ad_uno, solo)", "which game? (a_duo, ad_uno, solo)");
    const std::string g = r.choice("game", {"a_duo", "ad_uno", "solo"}, kRuleGames);
    h.game = g == "a_duo" ? Game::ADuo : g == "ad_uno" ? Game::AdUno : Game::Solo;
    if (r.has("exchanged")) {
        const Json& ej = r.raw("exchanged");
        if (!ej.is_array())
            refuse("exchanged", kRuleExchange, "Eine Liste wie [{\"from\": \"Bernd\", \"card\": \"mond\"}] erwartet.",
                   "a list such as [{\"from\": \"Bernd\", \"card\": \"mond\"}] is expected");
        for (std::size_t i = 0; i < ej.size(); ++i) {
            JsonReader e(ej[i], "exchanged[" + std::to_string(i) + "]", players);
            Exchange x;
            if (!e.has("from")) refuse(e.path_of("from"), kRuleExchange, "Von wem kam die Karte?", "whom did the card come from?");
            x.from = e.player("from", kRuleExchange);
            const std::string c = e.has("card") ? e.choice("card", {"mond", "skues", "pagat", "koenig", "andere"}, kRuleExchange) : "andere";
            x.card = c == "mond" ? Exchange::Card::Mond : c == "skues" ? Exchange::Card::Skues : c == "pagat" ? Exchange::Card::Pagat
                     : c == "koenig" ? Exchange::Card::Koenig : Exchange::Card::Andere;
            e.finish();
            h.exchanged.push_back(x);
        }
    }
    if (r.has("points")) h.points = r.amount("points", kRuleWin);
    if (r.has("vole")) {
        const std::string v = r.choice("vole", {"declarer", "opponents"}, kRuleVole);
        h.vole = v == "declarer" ? Vole::Declarer : Vole::Opponents;
    }
    h.ansagen = grosstarok::parse_ansagen(r, players);
    h.premien = grosstarok::parse_premien(r, players);
    h.agreed = historic::read_optional_agreed(r, kRuleOppVole);
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    return declared_game_record(h, h.declarer, players, [&](Json& j, const PlayerNames& name) {
        j["game"] = game_id(h.game);
        if (!h.exchanged.empty()) {
            Json a = Json::array();
            for (const Exchange& x : h.exchanged) a.push_back(Json{{"from", name(x.from)}, {"card", card_id(x.card)}});
            j["exchanged"] = a;
        }
        if (h.points) j["points"] = amount_value(*h.points);
        if (h.vole != Vole::None) j["vole"] = h.vole == Vole::Declarer ? "declarer" : "opponents";
        grosstarok::write_ansagen(j, h.ansagen, players);
        grosstarok::write_premien(j, h.premien, players);
        if (h.agreed) historic::write_agreed(j, *h.agreed, players);
    });
}

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (h.kind != DealKind::Game) return;
    if (!deal.is_active(h.declarer))
        refuse("declarer", kRuleGames, "Der ruhende König spielt in diesem Spiel nicht mit.", "the resting König does not play in this deal");
    // Cards taken from the opponents: 2 in a duo, 1 ad uno, none in a Solo.
    const auto want = static_cast<std::size_t>(cards_taken(h.game));
    if (h.exchanged.size() != want)
        refuse("exchanged", kRuleExchange,
               fmt::format("Im {} tauscht der Spieler {} Karte(n), hier {}.", game_name(h.game), want, h.exchanged.size()),
               fmt::format("in {} the player exchanges {} card(s), here {}", game_name(h.game), want, h.exchanged.size()));
    int mond = 0, skues = 0, pagat = 0, kings = 0;
    for (std::size_t i = 0; i < h.exchanged.size(); ++i) {
        const Exchange& x = h.exchanged[i];
        const std::string field = "exchanged[" + std::to_string(i) + "].from";
        if (!deal.is_active(x.from) || x.from == h.declarer)
            refuse(field, kRuleExchange, "Getauscht wird mit einem der beiden Gegner.", "cards are exchanged with one of the two opponents");
        mond += x.card == Exchange::Card::Mond;
        skues += x.card == Exchange::Card::Skues;
        pagat += x.card == Exchange::Card::Pagat;
        kings += x.card == Exchange::Card::Koenig;
    }
    if (mond > 1 || skues > 1 || pagat > 1)
        refuse("exchanged", kRuleExchange, "Mond, Sküs und Pagat gibt es je nur einmal.", "there is only one Mond, one Sküs and one Pagat");
    (void)kings;
    // The result.
    if (h.vole == Vole::Opponents) {
        if (!h.agreed)
            refuse("agreed", kRuleOppVole,
                   "Die Vole der Gegner regelt das Buch nicht (A-L5): die vereinbarten Beträge eintragen.",
                   "the book does not settle the opponents' Vole (A-L5): enter the agreed amounts");
    } else if (h.agreed) {
        refuse("agreed", kRuleOppVole, "Von Hand eingetragene Beträge gibt es hier nur für die Vole der Gegner (A-L5).",
               "amounts entered by hand exist here only for the opponents' Vole (A-L5)");
    }
    const bool need_points = h.vole == Vole::None || (h.vole == Vole::Declarer && rules.is("vole", "added"));
    if (need_points && !h.points)
        refuse("points", kRuleWin, "Die Kartenpunkte des l'Hombre fehlen (40 von 78 gewinnen).", "the l'Hombre's card points are missing (40 of 78 win)");
    if (h.points && (!h.points->is_whole() || *h.points < Thirds{} || Thirds::whole(grosstarok::kPackPoints) < *h.points))
        refuse("points", kRuleWin, "Kartenpunkte sind ganze Zahlen von 0 bis 78.", "card points are whole numbers from 0 to 78");
    if (h.vole == Vole::Declarer && h.points && h.points->whole_part() < 40)
        refuse("points", kRuleVole, "Wer alle Stiche macht, hat mindestens 40 Punkte.", "whoever takes every trick has at least 40 points");
    if (h.vole == Vole::Opponents && h.points)
        refuse("points", kRuleOppVole, "Bei der Vole der Gegner zählt nur, was vereinbart ist.", "with the opponents' Vole only the agreed amounts count");
    // Groß-Tarok's announcements and premiums only with A-L4.
    if (rules.is("extras", "off")) {
        if (!h.ansagen.empty() || !h.premien.empty())
            refuse(h.ansagen.empty() ? "pagat" : "ansagen", kRuleExtras,
                   "Ansagen und Prämien des Groß-Tarok gelten hier nur mit der Hausregel A-L4.",
                   "Groß-Tarok's announcements and premiums apply here only with house rule A-L4");
    } else {
        grosstarok::validate_ansagen(h.ansagen, deal, rules, grosstarok::Catalogue::Full);
        grosstarok::validate_premien(h.premien, deal, std::nullopt);
    }
}

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup) {
    if (h.kind == DealKind::ThrownIn) return historic::thrown_in();
    HandOutcome out;
    const auto& players = setup.players;
    const HouseRules& rules = setup.rules;
    const PlayerNames name{players};
    if (h.kind == DealKind::AllPass) {
        out.all_passed = true;
        out.summary = T("Niemand spielt: nichts wird bezahlt", "Nobody plays: nothing is paid");
        out.result.notes.push_back(T("Alle passen: das Buch sagt nichts dazu; nichts wird bezahlt, die nächste Hand gibt (INFERRED).",
                                     "Everyone passes: the book is silent; nothing is paid, the next hand deals (INFERRED)."));
        return out;
    }
    const int d = h.declarer;
    std::vector<int> opps;
    for (int s : deal.active)
        if (s != d) opps.push_back(s);
    out.declarer = d;
    out.game = game_id(h.game);
    // Cards taken from the opponents, paid to their former owners.
    for (const Exchange& x : h.exchanged) {
        const int price = x.card == Exchange::Card::Mond ? 10 : 5;
        out.result.pay(d, x.from, Thirds::whole(price),
                       T(fmt::format("{} nimmt {} von {} ({}): {} an den früheren Besitzer", name(d), x.card == Exchange::Card::Andere ? "eine Karte" : std::string("den ") + card_name(x.card),
                                     name(x.from), game_name(h.game), price),
                         fmt::format("{} takes {} from {} ({}): {} to its former owner", name(d), x.card == Exchange::Card::Andere ? "a card" : std::string("the ") + card_name(x.card),
                                     name(x.from), game_name(h.game), price)),
                       kRuleExchange);
    }
    // The game, per opponent.
    std::int64_t amount = 0;
    Text why;
    RuleRef rule;
    bool agreed = false;
    const bool base_only = rules.is("loss", "base_only");
    if (h.vole == Vole::Declarer) {
        amount = vole_value(h.game);
        why = T(fmt::format("{} macht alle Stiche: Vole im {} = {}", name(d), game_name(h.game), amount),
                fmt::format("{} takes every trick: Vole in {} = {}", name(d), game_name(h.game), amount));
        rule = kRuleVole;
        if (rules.is("vole", "added")) {
            const std::int64_t g = game_amount(h.game, h.points->whole_part(), base_only);
            amount += g;
            why = T(why.de + fmt::format(" + das Spiel {} = {} (A-L3)", g, amount), why.en + fmt::format(" + the game {} = {} (A-L3)", g, amount));
        }
        out.declarer_won = true;
    } else if (h.vole == Vole::Opponents) {
        historic::book_agreed(out.result, *h.agreed, T("Vole der Gegner gegen " + name(d), "the opponents' Vole against " + name(d)), kRuleOppVole, players);
        out.declarer_won = false;
        agreed = true;
    } else {
        const std::int64_t p = h.points->whole_part();
        amount = game_amount(h.game, p, base_only);
        if (p >= 40) {
            why = T(fmt::format("{} gewinnt {} mit {}: {} + {} × {} = {}", name(d), game_name(h.game), p, base(h.game), multiplier(h.game), p - 39, amount),
                    fmt::format("{} wins {} with {}: {} + {} × {} = {}", name(d), game_name(h.game), p, base(h.game), multiplier(h.game), p - 39, amount));
            rule = kRuleWin;
        } else if (base_only) {
            why = T(fmt::format("{} verliert {} mit {} (40 nötig): Grundpreis {} (A-L2)", name(d), game_name(h.game), p, base(h.game)),
                    fmt::format("{} loses {} with {} (40 needed): base {} (A-L2)", name(d), game_name(h.game), p, base(h.game)));
            rule = kRuleLoss;
        } else {
            why = T(fmt::format("{} verliert {} mit {} (40 nötig): {} + {} × {} = {} (A-L2)", name(d), game_name(h.game), p, base(h.game), multiplier(h.game), 39 - p, -amount),
                    fmt::format("{} loses {} with {} (40 needed): {} + {} × {} = {} (A-L2)", name(d), game_name(h.game), p, base(h.game), multiplier(h.game), 39 - p, -amount));
            rule = kRuleLoss;
        }
        out.declarer_won = p >= 40;
    }
    if (!agreed) {
        if (rules.is("payer", "split")) {
            const std::int64_t a = amount < 0 ? -amount : amount;
            const std::int64_t first = (a + 1) / 2, second = a / 2;
            const std::int64_t sign = amount < 0 ? -1 : 1;
            out.result.pay(opps[0], d, Thirds::whole(sign * first), why + T(fmt::format(", geteilt: {} (A-L1)", first), fmt::format(", shared: {} (A-L1)", first)), rule);
            out.result.pay(opps[1], d, Thirds::whole(sign * second), why + T(fmt::format(", geteilt: {} (A-L1)", second), fmt::format(", shared: {} (A-L1)", second)), rule);
        } else {
            historic::pay_each(out.result, d, opps, Thirds::whole(amount), why + T(amount >= 0 ? ", von jedem Gegner" : ", an jeden Gegner",
                                                                                 amount >= 0 ? ", from each opponent" : ", to each opponent"),
                               rule);
        }
    }
    // Groß-Tarok's announcements and premiums (A-L4).
    if (rules.is("extras", "on")) {
        grosstarok::book_ansagen(out.result, h.ansagen, deal.active, deal.active, rules, grosstarok::Catalogue::Full, players);
        grosstarok::book_premien(out.result, h.premien, deal.active, rules, std::nullopt, players);
        grosstarok::mark_ansagen(out.marks, h.ansagen, deal.active, rules, grosstarok::Catalogue::Full, players);
        grosstarok::mark_premien(out.marks, h.premien, players);
    }
    out.summary = T(fmt::format("{} spielt {}", name(d), game_name(h.game)) + (*out.declarer_won ? ", gewonnen" : ", verloren"),
                    fmt::format("{} plays {}", name(d), game_name(h.game)) + (*out.declarer_won ? ", won" : ", lost"));
    return out;
}

const Variant& hombre_variant() {
    static const HombreVariant v;
    return v;
}

}  // namespace tarock::hombre
