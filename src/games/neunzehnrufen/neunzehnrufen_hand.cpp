// Reading, writing and validating a Neunzehnrufen hand; the table configuration and the dummies'
// owners (docs/rules/neunzehnrufen.md: neunzehnrufen §3.1-§3.3, §3.8).
#include <algorithm>

#include "core/cards.hpp"
#include "games/common/json_input.hpp"
#include "games/neunzehnrufen/neunzehnrufen.hpp"

namespace tarock::neunzehnrufen {

namespace {

const RuleRef kRuleTable{"neunzehnrufen §3.1", "000:L818, L850, L866-872, L904"};
const RuleRef kRuleGames{"neunzehnrufen §3.3", "000:L822, L826"};
const RuleRef kRuleCall{"neunzehnrufen §3.2", "000:L820, L848"};
const RuleRef kRuleSchleifen{"neunzehnrufen §3.2", "000:L854"};
const RuleRef kRuleTalon{"neunzehnrufen §3.3, A-N2, A-N3", "000:L826, L876-878, L888, L896"};
const RuleRef kRuleContra{"neunzehnrufen §3.6, A-N7", "000:L844, L856"};
const RuleRef kRulePoints{"neunzehnrufen §3.4, A-G1", "000:L822-826"};
const RuleRef kRulePremiums{"neunzehnrufen §3.5", "000:L828-842"};
const RuleRef kRuleUltimo{"neunzehnrufen §3.5", "000:L840, L860, L306"};
const RuleRef kRuleVolat{"neunzehnrufen §3.4, §3.5", "000:L840, L860"};
const RuleRef kRuleRenonce{"neunzehnrufen §3.9, Codex §27", "000:L2353-2355"};
const RuleRef kRuleCodex26{"neunzehnrufen §3.9, Codex §26-§27", "000:L2345-2355"};
const RuleRef kRuleDummy{"neunzehnrufen §3.1, §3.8, A-N1", "000:L818, L856, L866-872, L904"};
const RuleRef kRuleDeal{"Codex §3-§4", "000:L2227-2239"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::Misdeal, DealKind::ThrownIn},
                              {"neunzehnrufen §3.2, Codex §3-§4", "000:L848, L2227-2239"},
                              kRuleDeal};

const char* game_id(Game g) {
    switch (g) {
        case Game::Rufer: return "rufer";
        case Game::Dreier: return "dreier";
        case Game::Zweier: return "zweier";
        case Game::Einer: return "einer";
        case Game::Solo: return "solo";
    }
    return "";
}

const char* ansage_id(Ansage a) {
    switch (a) {
        case Ansage::AchtTarok: return "acht_tarok";
        case Ansage::ZehnTarok: return "zehn_tarok";
        case Ansage::ZwoelfTarok: return "zwoelf_tarok";
        case Ansage::Honneurs: return "honneurs";
        case Ansage::DoppelHonneurs: return "doppel_honneurs";
    }
    return "";
}

int min_taroks(Ansage a) {
    switch (a) {
        case Ansage::AchtTarok: return 8;
        case Ansage::ZehnTarok: return 10;
        case Ansage::ZwoelfTarok: return 12;
        default: return 0;
    }
}


}  // namespace

bool Table::is_dummy_seat(int seat) const { return std::find(dummy_seats.begin(), dummy_seats.end(), seat) != dummy_seats.end(); }

Table table_of(const TableSetup& setup) {
    Table t;
    const std::string& m = setup.rules.choice("table");
    t.mode = m == "vier" ? TableMode::Vier : m == "fliegend" ? TableMode::Fliegend : m == "drei" ? TableMode::Drei : TableMode::Zwei;
    if (t.mode == TableMode::Vier || t.mode == TableMode::Fliegend) return t;
    const std::string& d = setup.rules.choice("dummy_seats");
    if (d == "name") {
        for (int s = 0; s < setup.table_size(); ++s)
            if (names_dummy(setup.players.at(static_cast<std::size_t>(s)))) t.dummy_seats.push_back(s);
    } else {
        for (char c : d)
            if (c >= '1' && c <= '4') t.dummy_seats.push_back(c - '1');
    }
    const std::size_t want = t.mode == TableMode::Drei ? 1 : 2;
    if (t.dummy_seats.size() != want) {
        const std::string what_de = t.mode == TableMode::Drei ? "en trois (zu dritt) braucht genau einen Strohmann" : "en deux (zu zweit) braucht genau zwei Strohmänner";
        const std::string what_en = t.mode == TableMode::Drei ? "en trois needs exactly one dummy seat" : "en deux needs exactly two dummy seats";
        refuse(d == "name" ? "players" : "house_rules.dummy_seats", kRuleTable,
               "Neunzehnrufen " + what_de + (d == "name" ? ": einen Spieler \"Strohmann\" nennen (oder die Hausregel dummy_seats setzen)." : "."),
               "Neunzehnrufen " + what_en + (d == "name" ? ": name a player \"Strohmann\" (or set the house rule dummy_seats)" : ""));
    }
    return t;
}

int game_factor(Game g) {
    switch (g) {
        case Game::Rufer: return 1;
        case Game::Dreier: return 3;
        case Game::Zweier: return 4;
        case Game::Einer: return 5;
        case Game::Solo: return 6;
    }
    return 1;
}

int max_multiple(Game g) {
    switch (g) {
        case Game::Dreier: return 3;
        case Game::Zweier: return 5;
        case Game::Einer: return 11;
        default: return 1;
    }
}

int talon_parts(Game g) {
    switch (g) {
        case Game::Dreier: return 2;
        case Game::Zweier: return 3;
        case Game::Einer: return 6;
        default: return 1;
    }
}

const char* game_name(Game g) {
    switch (g) {
        case Game::Rufer: return "Rufer";
        case Game::Dreier: return "Dreier";
        case Game::Zweier: return "Zweier";
        case Game::Einer: return "Einer";
        case Game::Solo: return "Solo";
    }
    return "";
}

std::string roman(int n) { return partnership::roman(n); }

std::int64_t gewinn_points(std::int64_t winner_points, std::int64_t consolation) { return (winner_points - kPack54.half()) + consolation; }

std::int64_t game_price(std::int64_t w, int factor, int multiple, bool declarer_lost, int contra) {
    return w * factor * (declarer_lost ? multiple : 1) * partnership::contra_factor(contra);
}

int Hand::talon_multiple() const {
    if (multiple) return *multiple;
    if (part) return back ? talon_parts(game) + *part : *part;
    return 1;
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    if (!read_declared_game(r, h, kEnvelope, kRuleGames)) return h;
    h.game = read_game<Game>(r, kRuleGames,
                             {{"rufer", Game::Rufer}, {"dreier", Game::Dreier}, {"zweier", Game::Zweier}, {"einer", Game::Einer}, {"solo", Game::Solo}});
    if (r.has("called")) h.called = r.integer("called", 1, 22, kRuleCall);
    if (r.has("partner")) {
        const Json& p = r.raw("partner");
        if (p.is_string() && p.get<std::string>() == "talon") h.bought = true;
        else h.partner = r.player_value(p, "partner", kRuleCall);
    }
    if (r.has("schleifen")) h.schleifen = r.boolean("schleifen", kRuleSchleifen);
    if (r.has("multiple")) h.multiple = r.integer("multiple", -1000, 1000, kRuleTalon);
    if (r.has("part")) h.part = r.integer("part", -1000, 1000, kRuleTalon);
    if (r.has("back")) h.back = r.boolean("back", kRuleTalon);
    if (r.has("contra")) h.contra = r.contra("contra", kRuleContra);
    if (r.has("points")) h.points = r.amount("points", kRulePoints);
    if (r.has("result")) h.won = r.choice("result", {"won", "lost"}, kRulePoints) == "won";
    if (r.has("strohmann")) h.strohmann = r.player("strohmann", kRuleDummy);
    if (r.has("honours")) {
        read_player_lists(r, "honours", "Honneurs", "trull", kRulePremiums, [&](int seat, const std::string& s, const std::string& field) {
            if (s == "trull") h.honours.emplace_back(seat, Honour::Trull);
            else if (s == "quatre") h.honours.emplace_back(seat, Honour::Quatre);
            else refuse(field, kRulePremiums, "'" + s + "' ist kein gehaltenes Honneur (trull, quatre).", "'" + s + "' is not an honour held (trull, quatre)");
        });
    }
    if (r.has("ansagen")) {
        read_player_lists(r, "ansagen", "Ansagen", "acht_tarok", kRulePremiums, [&](int seat, const std::string& s, const std::string& field) {
            Ansage a;
            if (s == "acht_tarok") a = Ansage::AchtTarok;
            else if (s == "zehn_tarok") a = Ansage::ZehnTarok;
            else if (s == "zwoelf_tarok") a = Ansage::ZwoelfTarok;
            else if (s == "honneurs") a = Ansage::Honneurs;
            else if (s == "doppel_honneurs") a = Ansage::DoppelHonneurs;
            else refuse(field, kRulePremiums, "'" + s + "' ist keine Ansage (acht_tarok, zehn_tarok, zwoelf_tarok, honneurs, doppel_honneurs).",
                        "'" + s + "' is not an announcement (acht_tarok, zehn_tarok, zwoelf_tarok, honneurs, doppel_honneurs)");
            h.ansagen.emplace_back(seat, a);
        });
    }
    if (r.has("ultimo")) h.ultimo = partnership::parse_ultimo(r, "ultimo", kRuleUltimo);
    if (r.has("volat")) h.volat = partnership::parse_volat(r, "volat", kRuleVolat);
    if (r.has("renonce")) h.renonce = r.player("renonce", kRuleRenonce);
    if (r.has("partner_contra"))
        h.partner_contra = r.choice("partner_contra", {"ultimo", "game"}, kRuleCodex26) == "ultimo" ? Hand::PartnerContra::Ultimo : Hand::PartnerContra::Game;
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    return declared_game_record(h, h.declarer, players, [&](Json& j, const PlayerNames& name) {
        j["game"] = game_id(h.game);
        if (h.called) j["called"] = *h.called;
        if (h.bought) j["partner"] = "talon";
        else if (h.partner) j["partner"] = name(*h.partner);
        if (h.schleifen) j["schleifen"] = true;
        if (h.multiple) j["multiple"] = *h.multiple;
        if (h.part) j["part"] = *h.part;
        if (h.back) j["back"] = true;
        if (h.contra) j["contra"] = contra_id(h.contra);
        if (h.points) j["points"] = partnership::points_json(*h.points);
        if (h.won) j["result"] = *h.won ? "won" : "lost";
        if (h.strohmann) j["strohmann"] = name(*h.strohmann);
        if (!h.honours.empty()) {
            Json hj = Json::object();
            for (const auto& [seat, hon] : h.honours) hj[name(seat)].push_back(hon == Honour::Trull ? "trull" : "quatre");
            j["honours"] = hj;
        }
        if (!h.ansagen.empty()) {
            Json aj = Json::object();
            for (const auto& [seat, a] : h.ansagen) aj[name(seat)].push_back(ansage_id(a));
            j["ansagen"] = aj;
        }
        if (h.ultimo) j["ultimo"] = partnership::ultimo_json(*h.ultimo, players);
        if (h.volat) j["volat"] = partnership::volat_json(*h.volat);
        if (h.renonce) j["renonce"] = name(*h.renonce);
        if (h.partner_contra != Hand::PartnerContra::None) j["partner_contra"] = h.partner_contra == Hand::PartnerContra::Ultimo ? "ultimo" : "game";
    });
}

Roles roles(const Hand& h, const Deal& deal, const TableSetup& setup) {
    const Table t = table_of(setup);
    const int decl = h.declarer;
    if (!deal.is_active(decl)) refuse("declarer", kRuleTable, "Dieser Platz spielt nicht mit.", "this seat does not play");
    if (t.is_dummy_seat(decl))
        refuse("declarer", kRuleDummy, "Ein Strohmann kann kein Spiel ansagen.", "a dummy cannot declare a game");
    std::optional<int> partner;
    if (h.game == Game::Rufer && !h.bought && h.partner) {
        if (*h.partner == decl)
            refuse("partner", kRuleCall, "Gerufen wird ein Tarock, den die Vorhand nicht hat: sie kann sich nicht selbst rufen.",
                   "the Vorhand calls a tarock she lacks: she cannot call herself");
        if (!deal.is_active(*h.partner)) refuse("partner", kRuleCall, "Dieser Platz spielt nicht mit.", "this seat does not play");
        partner = h.partner;
    }
    Roles ro;
    const auto pairing = setup.rules.is("pairing", "previous") ? partnership::Pairing::Previous : partnership::Pairing::Next;
    ro.parties = partnership::make_parties(deal, decl, partner, pairing);
    const auto& opp = ro.parties.opponents;

    // Who plays ("hineingreifen") and books for a dummy whose owner the rules leave open.
    auto chosen = [&](const std::vector<int>& allowed, const char* why_de, const char* why_en) {
        if (h.schleifen && !h.strohmann) return -1;  // not played: nobody reaches in
        if (!h.strohmann)
            refuse("strohmann", kRuleDummy, std::string("Wer spielt den Strohmann? ") + why_de, std::string("who plays the dummy? ") + why_en);
        if (std::find(allowed.begin(), allowed.end(), *h.strohmann) == allowed.end())
            refuse("strohmann", kRuleDummy, "Den Strohmann spielt ein Gegner (eine Person), der \"hineingreift\".",
                   "the dummy is played by an opponent (a person) who \"reaches in\"");
        return *h.strohmann;
    };
    auto no_choice = [&]() {
        if (h.strohmann)
            refuse("strohmann", kRuleDummy, "Wem der Strohmann gehört, ergibt sich hier aus dem Spiel: Feld weglassen.",
                   "who the dummy belongs to follows from the game here: leave the field out");
    };
    // A dummy goes with the called partner when it is the partner, to the opponents when the
    // declarer has a partner, and when he plays alone to the opponent who reaches in (asked for
    // with `why_de`/`why_en`; not yet known: open between the opponents).
    auto assign = [&](int dummy, const char* why_de, const char* why_en) {
        if (partner) {
            no_choice();
            if (*partner == dummy) ro.dummies.push_back({dummy, decl});
            else
                for (int o : opp)
                    if (o != dummy) ro.dummies.push_back({dummy, o});
            return;
        }
        std::vector<int> allowed;
        for (int o : opp)
            if (o != dummy) allowed.push_back(o);
        const int owner = chosen(allowed, why_de, why_en);
        if (owner >= 0) {
            ro.dummies.push_back({dummy, owner});
        } else {
            ro.open_dummy = dummy;
            ro.open_candidates = allowed;
        }
    };

    switch (t.mode) {
        case TableMode::Vier:
            no_choice();
            break;
        case TableMode::Fliegend: {
            const int dummy = deal.dealer;
            if (setup.rules.is("flying_owner", "dealer") || decl == dummy) {
                no_choice();
                ro.dummies.push_back({dummy, dummy});
                break;
            }
            assign(dummy, "Beim Spiel allein (Hausregel A-N1: der aktive Spieler) den Gegner eintragen, der hineingreift.",
                   "when the declarer plays alone (house rule A-N1: the active player), enter the opponent who reaches in");
            break;
        }
        case TableMode::Drei: {
            assign(t.dummy_seats.front(), "Der Spieler spielt allein: den Gegner eintragen, der hineingreift (000:L868).",
                   "the declarer plays alone: enter the opponent who reaches in (000:L868)");
            break;
        }
        case TableMode::Zwei: {
            no_choice();
            int other_person = -1;
            for (int s = 0; s < setup.table_size(); ++s)
                if (!t.is_dummy_seat(s) && s != decl) other_person = s;
            if (partner && !t.is_dummy_seat(*partner))
                refuse("partner", {"neunzehnrufen §3.2", "000:L854, L872"},
                       "En deux ruft die Vorhand einen Tarock, den keiner der beiden Spieler in der Hand hat: der Partner ist ein Strohmann.",
                       "en deux the Vorhand calls a tarock neither person holds: the partner is a dummy");
            for (int d : t.dummy_seats) ro.dummies.push_back({d, partner && *partner == d ? decl : other_person});
            // Person rule (A-N1, 000:L896): only persons pay, each once. In a Rufer the declarer
            // settles with the opposing person and the two dummies with each other (left out),
            // whichever seats they hold; the A-G2 pairing would put a dummy in every pair.
            if (partner && setup.rules.is("dummy_share", "person"))
                ro.parties.pairing = opp.front() == other_person ? partnership::Pairing::Next : partnership::Pairing::Previous;
            break;
        }
    }
    return ro;
}

Text parties_text(const Hand& h, const Deal& deal, const TableSetup& setup) {
    if (h.kind != DealKind::Game || h.declarer < 0) return {};
    const auto& players = setup.players;
    const PlayerNames name{players};
    Roles ro;
    try {
        ro = roles(h, deal, setup);
    } catch (const InputError&) {
        if (h.game == Game::Rufer && !h.partner && !h.bought)
            return {name(h.declarer) + " + ? (Partner noch unbekannt)", name(h.declarer) + " + ? (partner not yet known)"};
        return {};
    }
    if (h.game == Game::Rufer && !h.partner && !h.bought)
        return {name(h.declarer) + " + ? (Partner noch unbekannt)", name(h.declarer) + " + ? (partner not yet known)"};
    const std::string called = h.called ? " (" + roman(*h.called) + ")" : "";
    const std::string opp = partnership::names_except(ro.parties.opponents, name);
    std::string de, en;
    if (ro.parties.partner) {
        de = name(h.declarer) + " + " + name(*ro.parties.partner) + called + " gegen " + opp;
        en = name(h.declarer) + " + " + name(*ro.parties.partner) + called + " against " + opp;
    } else {
        const bool talon = h.game == Game::Rufer && h.bought;
        de = name(h.declarer) + " allein gegen " + opp + (talon ? " (gerufener Tarock im Talon)" : "");
        en = name(h.declarer) + " alone against " + opp + (talon ? " (called tarock in the talon)" : "");
    }
    for (const auto& d : ro.dummies)
        if (d.dummy != d.owner) {
            de += "; " + name(d.owner) + " bucht für " + name(d.dummy);
            en += "; " + name(d.owner) + " books for " + name(d.dummy);
        }
    return {de, en};
}

void validate(const Hand& h, const Deal& deal, const TableSetup& setup) {
    if (h.kind != DealKind::Game) return;
    const Table t = table_of(setup);
    const int decl = h.declarer;

    // The Rufer: only the Vorhand calls, and she calls XIX or the next tarock she lacks (§3.2).
    if (h.game == Game::Rufer) {
        int vorhand = -1;
        for (int s : deal.active)
            if (!t.is_dummy_seat(s) && !(t.mode == TableMode::Fliegend && s == deal.dealer)) {
                vorhand = s;
                break;
            }
        if (decl != vorhand)
            refuse("declarer", kRuleCall, "Den Rufer spielt die Vorhand (bzw. en trois der Spieler rechts vom Strohmann).",
                   "the Rufer is played by the Vorhand (en trois the player to the dummy's right)");
        if (!h.called) refuse("called", kRuleCall, "Welcher Tarock wurde gerufen (XIX oder der nächste fehlende)?", "which tarock was called (XIX or the next one missing)?");
        if (*h.called > 19 || *h.called < 2)
            refuse("called", kRuleCall, "Gerufen wird XIX oder der nächste fehlende Tarock darunter; Sküs, Mond, XX und Pagat nie.",
                   "the call is XIX or the next missing tarock below it; never the Sküs, the Mond, XX or the Pagat");
        if (!h.partner && !h.bought)
            refuse("partner", kRuleCall, "Wer hält den gerufenen Tarock? Den Partner oder \"talon\" eintragen.",
                   "who holds the called tarock? Enter the partner or \"talon\"");
        if (h.part || h.multiple || h.back)
            refuse(h.multiple ? "multiple" : "part", kRuleTalon, "Im Rufer nimmt die Vorhand die obersten vier Karten: kein Vielfaches.",
                   "in the Rufer the Vorhand takes the top four cards: no multiple");
    } else {
        if (h.called || h.partner || h.bought)
            refuse(h.called ? "called" : "partner", kRuleGames, std::string("Im ") + game_name(h.game) + " spielt der Spieler allein: kein Ruf.",
                   std::string("in a ") + game_name(h.game) + " the declarer plays alone: no call");
        if (h.game == Game::Solo) {
            if (h.part || h.multiple || h.back)
                refuse(h.multiple ? "multiple" : "part", kRuleTalon, "Im Solo kauft der Spieler nicht: das Solo ist immer einfach.",
                       "in the Solo the declarer buys no card: the Solo is always single");
        } else {
            const int n = talon_parts(h.game), mx = max_multiple(h.game);
            if (!h.multiple && !h.part)
                refuse("multiple", kRuleTalon, std::string("Das Vielfache des ") + game_name(h.game) + " fehlt (1 bis " + std::to_string(mx) + ").",
                       std::string("the multiple of the ") + game_name(h.game) + " is missing (1 to " + std::to_string(mx) + ")");
            if (h.multiple && (*h.multiple < 1 || *h.multiple > mx))
                refuse("multiple", kRuleTalon, std::string("Ein ") + game_name(h.game) + " ist ein- bis " + std::to_string(mx) + "malig.",
                       std::string("a ") + game_name(h.game) + " is onefold to " + std::to_string(mx) + "fold");
            if (h.part) {
                const int hi = h.back ? n - 1 : n;
                if (*h.part < 1 || *h.part > hi)
                    refuse("part", kRuleTalon,
                           h.back ? "Zurück geht man zu einem der ersten " + std::to_string(n - 1) + " Teile (nachdem alle gesehen sind)."
                                  : "Der Talon hat " + std::to_string(n) + " Teile.",
                           h.back ? "going back is to one of the first " + std::to_string(n - 1) + " parts (after seeing them all)"
                                  : "the talon has " + std::to_string(n) + " parts");
                if (h.multiple && *h.multiple != (h.back ? n + *h.part : *h.part))
                    refuse("multiple", kRuleTalon, "Vielfaches und gewählter Talonteil widersprechen einander.",
                           "the multiple contradicts the talon part taken");
            } else if (h.back) {
                refuse("back", kRuleTalon, "Zu welchem Teil ging der Spieler zurück (part)?", "to which part did the declarer go back (part)?");
            }
        }
    }
    const Roles ro = roles(h, deal, setup);
    const auto& p = ro.parties;

    // Schleifen (§3.2): the called tarock among the caller's four talon cards, thrown in.
    if (h.schleifen) {
        if (h.game != Game::Rufer || !h.bought)
            refuse("schleifen", kRuleSchleifen, "Schleifen darf nur die Vorhand, die den gerufenen Tarock im Talon findet.",
                   "only the Vorhand who finds the called tarock in her talon cards may throw in");
        if (h.points || h.won || h.contra || h.ultimo || h.volat || h.renonce || !h.honours.empty() || !h.ansagen.empty() ||
            h.partner_contra != Hand::PartnerContra::None)
            refuse("schleifen", kRuleSchleifen, "Ein geschleiftes Spiel wird nicht gespielt: nichts weiter eintragen.",
                   "a thrown-in hand is not played: enter nothing else");
        return;
    }

    // The result: the Gewinn-Points need the card points (§3.4, §3.9).
    if (!h.points)
        refuse("points", kRulePoints, "Die Kartenpunkte der Spielerpartei fehlen: der Preis richtet sich nach den Punkten über 35.",
               "the card points of the declarer's party are missing: the price depends on the points over 35");
    if (*h.points < Thirds{} || *h.points > Thirds::whole(kPack54.points))
        refuse("points", kRulePoints, "Kartenpunkte müssen zwischen 0 und 70 liegen.", "card points must be between 0 and 70");
    const bool won = round_card_points(*h.points) >= kPack54.to_win;
    if (h.won && *h.won != won)
        refuse("result", kRulePoints, "Ergebnis und Kartenpunkte widersprechen einander (36 gewinnt).", "the result contradicts the card points (36 wins)");

    // Premiums held and announced (§3.5, A-N6).
    int trull = -1, quatre = -1, taroks = 0;
    for (const auto& [seat, hon] : h.honours) {
        if (hon == Honour::Trull) {
            if (trull >= 0) refuse("honours", kRulePremiums, "Trull kann nur einer halten.", "only one hand can hold the Trull");
            trull = seat;
        } else {
            if (quatre >= 0) refuse("honours", kRulePremiums, "Alle vier Könige kann nur einer halten.", "only one hand can hold all four kings");
            quatre = seat;
        }
    }
    const PlayerNames name{setup.players};
    std::vector<int> counted(4, 0), honneurs(4, 0);
    for (const auto& [seat, a] : h.ansagen) {
        const auto s = static_cast<std::size_t>(seat);
        const std::string field = "ansagen." + name(seat);
        if (min_taroks(a) > 0) {
            if (counted[s]++) refuse(field, kRulePremiums, "Eine Hand sagt ihre Taroks nur einmal an.", "a hand announces its taroks only once");
            taroks += min_taroks(a);
            if (a == Ansage::ZwoelfTarok && quatre == seat)
                refuse(field, kRulePremiums, "Zwölf Tarok heißt: keine Farbkarte, also keine Könige.", "twelve taroks means no colour card, so no kings");
        } else {
            if (honneurs[s]++) refuse(field, kRulePremiums, "Honneurs oder Doppel-Honneurs: nur eine Ansage je Hand.", "Honneurs or Doppel-Honneurs: one announcement per hand");
            if (a == Ansage::DoppelHonneurs && trull != seat && quatre != seat)
                refuse(field, {"neunzehnrufen §3.5, A-N6", "000:L838"}, "Doppel-Honneurs: alle vier Könige oder die Trull (unter honours) und dazu ein Honneur.",
                       "Doppel-Honneurs: all four kings or the Trull (under honours) and one more honour");
            if (a == Ansage::Honneurs && trull == seat)
                refuse(field, {"neunzehnrufen §3.5, A-N6", "000:L838"}, "Mit der Trull und Königen heißt die Ansage Doppel-Honneurs.",
                       "with the Trull and kings the announcement is Doppel-Honneurs");
        }
    }
    for (const auto& [seat, a] : h.ansagen) {
        if (a != Ansage::ZwoelfTarok) continue;
        for (const auto& [other, b] : h.ansagen)
            if (other == seat && min_taroks(b) == 0)
                refuse("ansagen." + name(seat), kRulePremiums, "Zwölf Tarok heißt: keine Könige, also keine Honneurs-Ansage.",
                       "twelve taroks means no kings, so no Honneurs announcement");
    }
    if (taroks > 22) refuse("ansagen", kRulePremiums, "Zusammen mehr als 22 Taroks angesagt.", "more than 22 taroks announced in all");

    partnership::check_ultimo_volat(h.ultimo, h.volat, p, h.renonce || h.partner_contra != Hand::PartnerContra::None ? std::nullopt : std::optional<bool>(won),
                                    kRuleUltimo, kRuleVolat);

    // Renonce (Codex §27): only cards held in hand, never a dummy's open cards.
    std::optional<int> offender = h.renonce;
    auto is_dummy = [&](int seat) { return std::any_of(ro.dummies.begin(), ro.dummies.end(), [&](const auto& d) { return d.dummy == seat && !(d.owner == seat && seat == decl); }); };
    if (h.renonce) {
        if (!p.side_of(*h.renonce)) refuse("renonce", kRuleRenonce, "Dieser Platz spielt nicht mit.", "this seat does not play");
        if (is_dummy(*h.renonce))
            refuse("renonce", kRuleRenonce, "Die Karten des Strohmanns liegen offen: mit ihnen gibt es keine Renonce.",
                   "the dummy's cards lie open: they cannot renounce");
    }
    if (h.partner_contra != Hand::PartnerContra::None) {
        if (h.renonce)
            refuse("partner_contra", kRuleCodex26, "Codex §26 ist selbst eine Renonce des Partners: nicht zusätzlich eine Renonce eintragen.",
                   "Codex §26 is itself a renonce by the partner: do not enter another renonce");
        if (p.alone() || is_dummy(*p.partner))
            refuse("partner_contra", kRuleCodex26, "Codex §26 setzt einen gerufenen Partner voraus, der selbst spielt.", "Codex §26 needs a called partner who plays himself");
        if (h.partner_contra == Hand::PartnerContra::Ultimo) {
            if (!h.ultimo || !h.ultimo->announced || h.ultimo->player != decl)
                refuse("partner_contra", kRuleCodex26, "Codex §26: der Spieler muss Pagat Ultimo angesagt haben.", "Codex §26: the declarer must have announced Pagat Ultimo");
            if (h.ultimo->contra)
                refuse("ultimo.contra", kRuleCodex26, "Das irrtümliche Contra des Partners steht in partner_contra.", "the partner's mistaken contra is recorded in partner_contra");
            offender = p.partner;
        } else {
            if (h.contra)
                refuse("contra", kRuleCodex26, "Das irrtümliche Contra des Partners steht in partner_contra.", "the partner's mistaken contra is recorded in partner_contra");
            if (setup.rules.is("partner_contra_game", "lost_single")) offender = p.partner;
        }
    }
    if (offender) {
        const Side innocent = partnership::other(*p.side_of(*offender));
        const RuleRef r10{"neunzehnrufen §3.9, Codex §10", "000:L2263-2265"};
        partnership::check_after_renonce(h.ultimo, h.volat, p, innocent, r10);
    }
}

}  // namespace tarock::neunzehnrufen
