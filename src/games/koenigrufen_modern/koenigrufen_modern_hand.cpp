// Reading, writing and checking a modern Königrufen hand (docs/formats/koenigrufen_modern.md):
// the contracts and premiums as data, the record both ways, and validate().
#include <algorithm>

#include "core/cards.hpp"
#include "games/common/json_input.hpp"
#include "games/koenigrufen_modern/koenigrufen_modern.hpp"

namespace tarock::koenigrufen_modern {

namespace {

const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::ThrownIn}, rule::kDeal};

std::vector<std::string> contract_ids() {
    std::vector<std::string> v;
    for (const auto& c : contracts()) v.emplace_back(c.id);
    return v;
}

std::vector<std::string> premium_ids() {
    std::vector<std::string> v;
    for (const auto& p : premium_kinds()) v.emplace_back(p.id);
    return v;
}

Contract contract_of(const std::string& id) {
    for (const auto& c : contracts())
        if (id == c.id) return c.contract;
    throw std::invalid_argument("unknown contract " + id);
}

PremiumKind premium_of(const std::string& id) {
    for (const auto& p : premium_kinds())
        if (id == p.id) return p.kind;
    throw std::invalid_argument("unknown premium " + id);
}

Side side_of(JsonReader& r, const std::string& key, const RuleRef& why) {
    return r.choice(key, {"declarer", "opponents"}, why) == "declarer" ? Side::Declarer : Side::Opponents;
}

Premium read_premium(const Json& j, const std::string& path, const std::vector<std::string>& players) {
    JsonReader r(j, path, players);
    Premium p;
    p.kind = premium_of(r.choice("premium", premium_ids(), rule::kPremiums));
    p.side = side_of(r, "side", rule::kPremiums);
    if (r.has("announced")) p.announced = r.boolean("announced", rule::kPremiums);
    if (r.has("made")) p.made = r.boolean("made", rule::kMadeFailed);
    if (r.has("kontra")) p.kontra = read_kontra(r, "kontra", kontra_chain(), rule::kKontra);
    if (r.has("kontra_by")) p.kontra_by = r.player("kontra_by", rule::kKontra);
    r.finish();
    return p;
}

/// Reads `{player: level}` Kontras of a negative game (§5.8).
std::map<int, int> read_kontras(JsonReader& r, const std::string& key, const std::vector<std::string>& players) {
    std::map<int, int> out;
    JsonReader k = r.object(key, rule::kNegative);
    for (std::size_t s = 0; s < players.size(); ++s)
        if (k.has(players[s])) out[static_cast<int>(s)] = read_kontra(k, players[s], kontra_chain(), rule::kNegative);
    k.finish();
    return out;
}

Bei read_bei(const Json& j, const std::string& path, const std::vector<std::string>& players) {
    JsonReader r(j, path, players);
    Bei b;
    b.player = r.player("player", rule::kBei);
    if (r.has("won")) b.won = r.boolean("won", rule::kBei);
    if (r.has("kontras")) b.kontras = read_kontras(r, "kontras", players);
    r.finish();
    return b;
}

[[noreturn]] void refuse_rule(const std::string& field, const RuleRef& why, const std::string& de, const std::string& en) { refuse(field, why, de, en); }

}  // namespace

const std::vector<ContractInfo>& contracts() {
    static const std::vector<ContractInfo> v = {
        {Contract::Rufer, "rufer", "Rufer", "wert_rufer", Shape::Partner, false, false},
        {Contract::Trischaken, "trischaken", "Trischaken", "wert_trischaken", Shape::Trischaken, false, false},
        {Contract::Piccolo, "piccolo", "Piccolo", "wert_piccolo", Shape::Negative, false, false},
        {Contract::Zwiccolo, "zwiccolo", "Zwiccolo", "wert_zwiccolo", Shape::Negative, false, false},
        {Contract::Bettel, "bettel", "Bettel", "wert_bettel", Shape::Negative, false, false},
        {Contract::Solorufer, "solorufer", "Solorufer", "wert_solorufer", Shape::Partner, true, false},
        {Contract::Besserrufer, "besserrufer", "Besserrufer", "wert_besserrufer", Shape::Partner, false, false},
        {Contract::Farbendreier, "farbendreier", "Farbendreier", "wert_farbendreier", Shape::Alone, false, true},
        {Contract::Sechserdreier, "sechserdreier", "Sechserdreier", "wert_sechserdreier", Shape::Alone, false, false},
        {Contract::Dreier, "dreier", "Dreier", "wert_dreier", Shape::Alone, false, false},
        {Contract::Farbensolo, "farbensolo", "Farbensolo", "wert_farbensolo", Shape::Alone, true, true},
        {Contract::PiccoloOuvert, "piccolo_ouvert", "Piccolo ouvert", "wert_piccolo_ouvert", Shape::Negative, false, false},
        {Contract::ZwiccoloOuvert, "zwiccolo_ouvert", "Zwiccolo ouvert", "wert_zwiccolo_ouvert", Shape::Negative, false, false},
        {Contract::BettelOuvert, "bettel_ouvert", "Bettel ouvert", "wert_bettel_ouvert", Shape::Negative, false, false},
        {Contract::Solodreier, "solodreier", "Solodreier", "wert_solodreier", Shape::Alone, true, false},
    };
    return v;
}

const ContractInfo& info(Contract c) { return contracts().at(static_cast<std::size_t>(c)); }

const std::vector<PremiumInfo>& premium_kinds() {
    static const std::vector<PremiumInfo> v = {
        {PremiumKind::KoenigUltimo, "koenig_ultimo", "König Ultimo", "koenig_ultimo", true, false},
        {PremiumKind::Trull, "trull", "Trull", "trull", false, false},
        {PremiumKind::Koenige, "koenige", "Vier Könige", "koenige", false, false},
        {PremiumKind::Pagat, "pagat", "Pagat", "pagat", true, true},
        {PremiumKind::Uhu, "uhu", "Uhu", "uhu", true, true},
        {PremiumKind::Kakadu, "kakadu", "Kakadu", "kakadu", true, true},
        {PremiumKind::Quapil, "quapil", "Quapil", "quapil", true, true},
        {PremiumKind::Mondfang, "mondfang", "Mondfang", "mondfang", true, false},
        {PremiumKind::Sack1, "sack1", "1. Sack", "sack1", false, false},
        {PremiumKind::Sack2, "sack2", "2. Sack", "sack2", false, false},
        {PremiumKind::Absolut, "absolut", "Absolut", "absolut", false, false},
    };
    return v;
}

const PremiumInfo& info(PremiumKind k) { return premium_kinds().at(static_cast<std::size_t>(k)); }

const KontraChain& kontra_chain() {
    static const KontraChain c{{"kontra", "re", "sub", "mort"}, 12};
    return c;
}

int max_kontra(const HouseRules& rules) {
    const std::string& m = rules.choice("kontra_max");
    if (m == "re") return 2;
    if (m == "mort") return 4;
    if (m == "open") return kontra_chain().max_level;
    return 3;
}

int vorhand_of(const Hand& h, const Deal& deal, const HouseRules& rules) {
    const bool passed = h.vier_koenige && rules.is("vier_koenige", "pass") && deal.active.size() > 1;
    return deal.active.at(passed ? 1 : 0);
}

std::optional<bool> sack_made(PremiumKind kind, Side side, Thirds points, const HouseRules& rules) {
    const Thirds threshold = rules.amount(kind == PremiumKind::Sack1 ? "sack1_schwelle" : "sack2_schwelle");
    if (threshold.is_zero()) return std::nullopt;
    const Thirds party = side == Side::Declarer ? points : Thirds::whole(kPack54.points) - points;
    return party >= threshold;
}

Valat read_valat(JsonReader& r, const std::string& key, const RuleRef& why) {
    JsonReader v = r.object(key, why);
    Valat val;
    if (v.has("announced")) val.announced = side_of(v, "announced", why);
    if (v.has("by")) val.made_by = side_of(v, "by", why);
    if (v.has("kontra")) val.kontra = read_kontra(v, "kontra", kontra_chain(), rule::kKontra);
    v.finish();
    return val;
}

Json valat_json(const Valat& val) {
    Json v = Json::object();
    if (val.announced) v["announced"] = partnership::side_id(*val.announced);
    if (val.made_by) v["by"] = partnership::side_id(*val.made_by);
    if (val.kontra) v["kontra"] = kontra_json(val.kontra, kontra_chain());
    return v;
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    if (!read_game_envelope(r, h, kEnvelope)) return h;
    if (r.has("struck")) h.struck = r.boolean("struck", rule::kStruck);
    h.contract = contract_of(r.choice("game", contract_ids(), rule::kContracts));
    h.declarer = read_declarer(r, rule::kContracts);
    if (r.has("partner")) {
        if (r.raw("partner") == "talon") {
            (void)r.string("partner", rule::kTalonKing);
            h.talon_king = TalonKing::Played;
        } else {
            h.partner = r.player("partner", rule::kMechanics);
        }
    }
    if (r.has("talon")) h.talon_king = r.choice("talon", {"schleifen", "played"}, rule::kTalonKing) == "schleifen" ? TalonKing::Schleifen : TalonKing::Played;
    if (r.has("bird")) h.bird = premium_of(r.choice("bird", {"pagat", "uhu", "kakadu", "quapil"}, rule::kTalonKing));
    if (r.has("points")) h.points = r.amount("points", rule::kThreshold);
    if (r.has("won")) h.won = r.boolean("won", rule::kNegative);
    if (r.has("kontra")) h.kontra = read_kontra(r, "kontra", kontra_chain(), rule::kKontra);
    if (r.has("kontras")) h.kontras = read_kontras(r, "kontras", players);
    if (r.has("premiums")) {
        const Json& list = r.raw("premiums");
        if (!list.is_array()) refuse_rule(r.path_of("premiums"), rule::kPremiums, "Hier wird eine Liste erwartet.", "a list is expected here");
        for (std::size_t i = 0; i < list.size(); ++i)
            h.premiums.push_back(read_premium(list[i], r.path_of("premiums") + "[" + std::to_string(i) + "]", players));
    }
    if (r.has("valat")) h.valat = read_valat(r, "valat", rule::kValat);
    if (r.has("trischaken")) {
        JsonReader t = r.object("trischaken", rule::kTrischaken);
        for (std::size_t s = 0; s < players.size(); ++s)
            if (t.has(players[s])) h.trischaken[static_cast<int>(s)] = t.amount(players[s], rule::kTrischaken);
        t.finish();
    }
    if (r.has("renonce")) {
        JsonReader v = r.object("renonce", rule::kRenonce);
        Renonce x;
        x.player = v.player("player", rule::kRenonce);
        if (v.has("second")) x.second = v.player("second", rule::kRenonce);
        if (v.has("no_bird")) x.no_bird = v.boolean("no_bird", rule::kRenonce);
        v.finish();
        h.renonce = x;
    }
    if (r.has("mondfang")) {
        JsonReader v = r.object("mondfang", rule::kMondfang);
        Mondfang m;
        m.mond = v.player("mond", rule::kMondfang);
        m.by = v.player("by", rule::kMondfang);
        v.finish();
        h.mondfang = m;
    }
    if (r.has("bei")) {
        const Json& list = r.raw("bei");
        if (!list.is_array()) refuse_rule(r.path_of("bei"), rule::kBei, "Hier wird eine Liste erwartet.", "a list is expected here");
        for (std::size_t i = 0; i < list.size(); ++i) h.bei.push_back(read_bei(list[i], r.path_of("bei") + "[" + std::to_string(i) + "]", players));
    }
    if (r.has("vier_koenige")) h.vier_koenige = r.boolean("vier_koenige", rule::kVierKoenige);
    if (r.has("radl")) h.radl = r.boolean("radl", rule::kRadl);
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    return game_record(h, players, [&](Json& j, const PlayerNames& name) {
        if (h.struck) j["struck"] = true;
        j["game"] = info(h.contract).id;
        j["declarer"] = name(h.declarer);
        if (h.partner) j["partner"] = name(*h.partner);
        if (h.talon_king != TalonKing::None) {
            j["partner"] = "talon";
            j["talon"] = h.talon_king == TalonKing::Schleifen ? "schleifen" : "played";
        }
        if (h.bird) j["bird"] = info(*h.bird).id;
        if (h.points) j["points"] = amount_value(*h.points);
        if (h.won) j["won"] = *h.won;
        if (h.kontra) j["kontra"] = kontra_json(h.kontra, kontra_chain());
        auto kontras_json = [&](const std::map<int, int>& kontras) {
            Json k = Json::object();
            for (const auto& [seat, level] : kontras) k[name(seat)] = kontra_json(level, kontra_chain());
            return k;
        };
        if (!h.kontras.empty()) j["kontras"] = kontras_json(h.kontras);
        if (!h.premiums.empty()) {
            Json list = Json::array();
            for (const Premium& p : h.premiums) {
                Json e = {{"premium", info(p.kind).id}, {"side", partnership::side_id(p.side)}};
                if (p.announced) e["announced"] = true;
                if (!p.made) e["made"] = false;
                if (p.kontra) e["kontra"] = kontra_json(p.kontra, kontra_chain());
                if (p.kontra_by) e["kontra_by"] = name(*p.kontra_by);
                list.push_back(e);
            }
            j["premiums"] = list;
        }
        if (h.valat) j["valat"] = valat_json(*h.valat);
        if (!h.trischaken.empty()) {
            Json t = Json::object();
            for (const auto& [seat, pts] : h.trischaken) t[name(seat)] = amount_value(pts);
            j["trischaken"] = t;
        }
        if (h.renonce) {
            Json v = {{"player", name(h.renonce->player)}};
            if (h.renonce->second) v["second"] = name(*h.renonce->second);
            if (h.renonce->no_bird) v["no_bird"] = true;
            j["renonce"] = v;
        }
        if (h.mondfang) j["mondfang"] = {{"mond", name(h.mondfang->mond)}, {"by", name(h.mondfang->by)}};
        if (!h.bei.empty()) {
            Json list = Json::array();
            for (const Bei& b : h.bei) {
                Json e = {{"player", name(b.player)}};
                if (b.won) e["won"] = *b.won;
                if (!b.kontras.empty()) e["kontras"] = kontras_json(b.kontras);
                list.push_back(e);
            }
            j["bei"] = list;
        }
        if (h.vier_koenige) j["vier_koenige"] = true;
        if (h.radl) j["radl"] = true;
    });
}

namespace {

/// A party's card points lie between 0 and 70 (§1.2), in a struck row as in any other.
void check_points_range(const Hand& h) {
    if (h.points && (*h.points < Thirds{} || *h.points > Thirds::whole(kPack54.points)))
        refuse("points", rule::kThreshold, "Die Kartenpunkte einer Partei liegen zwischen 0 und 70.", "a party's card points lie between 0 and 70");
}

/// The card points the opponents may keep from the talon in the declarer's party's Valat (M-37):
/// none when the house rule "valat_talon" gives the Valat party every card or the declarer takes
/// the whole talon (Sechserdreier); three cards (at most 13 points) when the talon is split; six
/// (at most 26) in the solo games, whose talon goes to the opponents (§2.2).
Thirds opponents_talon_cap(const ContractInfo& c, const HouseRules& rules) {
    if (rules.is("valat_talon", "valat") || c.contract == Contract::Sechserdreier) return Thirds{};
    return Thirds::from_thirds(c.solo ? 78 : 39);
}

/// Bei-Spiele (M-35): only where the house rule "bei" allows them, only beside a negative game
/// (under "piccolo" only a Piccolo or Zwiccolo), each by another playing seat, once, with his
/// result and the others' Kontras; not together with a renonce (no source settles that).
template <class Playing, class KontraOk>
void check_bei(const Hand& h, const HouseRules& rules, Playing playing, KontraOk kontra_ok) {
    if (h.bei.empty()) return;
    const ContractInfo& c = info(h.contract);
    if (rules.is("bei", "none"))
        refuse("bei", rule::kBei, "Bei-Spiele gibt es nach diesem Tarif nicht (Hausregel „bei“).", "this tariff has no Bei-Spiele (house rule \"bei\")");
    if (c.shape != Shape::Negative)
        refuse("bei", rule::kBei, "Bei spielt man nur zu einem Negativspiel.", "a Bei-Spiel goes only with a negative game");
    if (rules.is("bei", "piccolo") && h.contract != Contract::Piccolo && h.contract != Contract::Zwiccolo)
        refuse("bei", rule::kBei, "Bei nur zu Piccolo und Zwiccolo (Hausregel „bei“ = piccolo).", "Bei only with Piccolo and Zwiccolo (house rule \"bei\" = piccolo)");
    if (h.renonce)
        refuse("bei", rule::kBei, "Eine Renonce in einem Spiel mit Bei regelt keine Quelle; die Tischrunde entscheidet.",
               "no source settles a renonce in a game with a Bei-Spiel; the table decides");
    for (std::size_t i = 0; i < h.bei.size(); ++i) {
        const Bei& b = h.bei[i];
        const std::string field = "bei[" + std::to_string(i) + "]";
        playing(b.player, field + ".player", rule::kBei);
        bool twice = b.player == h.declarer;
        for (std::size_t k = 0; k < i; ++k) twice = twice || h.bei[k].player == b.player;
        if (twice) refuse(field + ".player", rule::kBei, "Jeder spielt das Spiel nur einmal.", "everybody plays the game only once");
        if (!b.won)
            refuse(field + ".won", rule::kBei, "Hat der Bei-Spieler sein Spiel gewonnen? „won“ eintragen.", "did the Bei player make his game? Enter \"won\"");
        for (const auto& [seat, level] : b.kontras) {
            playing(seat, field + ".kontras", rule::kNegative);
            if (seat == b.player) refuse(field + ".kontras", rule::kNegative, "Der Spieler kontriert sich nicht selbst.", "the declarer does not contra himself");
            kontra_ok(level, field + ".kontras");
        }
    }
}

/// A second renouncer (§7.1): a regular player of the hand, not the first one, and only where
/// the house rules say how two renouncers settle ("renonce_zwei"; in Trischaken
/// "renonce_trischaken_zwei" not 0); the RUE party renonce only when both are of one party.
template <class Playing>
void check_second_renonce(const Hand& h, const HouseRules& rules, Playing playing) {
    const int second = *h.renonce->second;
    const RuleRef why{"koenigrufen_modern §7.1", "HT §7.9 quoting [OÖ23 Renonce 5], [OÖ23 Trischaken 4]"};
    playing(second, "renonce.second", why);
    if (second == h.renonce->player)
        refuse("renonce.second", why, "Der zweite Renoncierende ist ein anderer Spieler als der erste.", "the second renouncer is another player than the first");
    if (h.renonce->no_bird)
        refuse("renonce.second", why, "Der Besserrufer ohne Vogel ist die Renonce des Spielers allein; das Spiel wird nicht gespielt.",
               "a Besserrufer bid without a bird is the declarer's renonce alone; the game is not played");
    if (info(h.contract).shape == Shape::Trischaken) {
        if (rules.amount("renonce_trischaken_zwei").is_zero())
            refuse("renonce.second", why, "Zwei Renoncen im Trischaken regelt dieser Tarif nicht (Hausregel „renonce_trischaken_zwei“ ist 0); die Tischrunde entscheidet.",
                   "this tariff does not say how two renouncers settle in Trischaken (house rule \"renonce_trischaken_zwei\" is 0); the table decides");
        return;
    }
    if (rules.is("renonce_zwei", "open"))
        refuse("renonce.second", why, "Zwei Renoncen in einem Spiel regelt dieser Tarif nicht (Hausregel „renonce_zwei“ = offen); die Tischrunde entscheidet.",
               "this tariff does not say how two renouncers in one game settle (house rule \"renonce_zwei\" = open); the table decides");
    if (rules.is("renonce", "party") && info(h.contract).shape != Shape::Negative) {
        std::optional<int> partner;
        if (info(h.contract).shape == Shape::Partner && h.talon_king == TalonKing::None) partner = h.partner;
        const auto of = [&](int seat) { return seat == h.declarer || (partner && seat == *partner); };
        if (of(h.renonce->player) != of(second))
            refuse("renonce.second", RuleRef{"koenigrufen_modern M-26", "RUE \"Spielablauf\""},
                   "Renoncen beider Parteien in einem Spiel regelt die Partei-Renonce nicht; die Tischrunde entscheidet.",
                   "the party renonce does not cover renonces of both parties in one game; the table decides");
    }
}

}  // namespace

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (h.kind != DealKind::Game) return;
    // A struck row (§7.2) keeps what was written even where it does not make a consistent hand,
    // but an impossible value is still a typing error, refused by its field.
    check_points_range(h);
    if (h.struck) return;
    const ContractInfo& c = info(h.contract);
    auto playing = [&](int seat, const std::string& field, const RuleRef& why) {
        if (!deal.is_active(seat))
            refuse(field, why, "Dieser Spieler sitzt in diesem Spiel aus (der Geber am Fünfertisch, M-34).",
                   "this player sits out this deal (the dealer at a five-table, M-34)");
    };
    playing(h.declarer, "declarer", rule::kMechanics);
    if (rules.amount(c.setting).is_zero())
        refuse("game", rule::kContracts, std::string("Den ") + c.name + " gibt es in diesem Tarif nicht (Wert 0).",
               std::string("the ") + c.name + " is not in this tariff (value 0)");
    const bool vorhand = h.declarer == vorhand_of(h, deal, rules);
    if ((h.contract == Contract::Trischaken || h.contract == Contract::Sechserdreier) && !vorhand)
        refuse("declarer", rule::kBidding, std::string("Den ") + c.name + " spielt nur die Vorhand.", std::string("only the Vorhand plays the ") + c.name);
    if (h.vier_koenige && c.shape == Shape::Partner && h.declarer == deal.active.front()) {
        if (rules.is("vier_koenige", "no_rufer"))
            refuse("vier_koenige", rule::kVierKoenige, "Mit vier Königen spielt die Vorhand keinen Rufer (Hausregel „vier_koenige“ = no_rufer, OÖ).",
                   "with four kings the Vorhand plays no Rufer (house rule \"vier_koenige\" = no_rufer, OÖ)");
        if (rules.is("vier_koenige", "pass"))
            refuse("vier_koenige", rule::kVierKoenige, "Mit vier Königen gibt die Vorhand die Vorhand weiter und ruft nicht (Hausregel „vier_koenige“ = pass, Sauwald).",
                   "with four kings the Vorhand passes the Vorhand on and does not call (house rule \"vier_koenige\" = pass, Sauwald)");
    }

    for (const auto& [seat, level] : h.kontras) playing(seat, "kontras", rule::kNegative);
    const int kmax = max_kontra(rules);
    auto kontra_ok = [&](int level, const std::string& field) {
        if (level > kmax)
            refuse(field, RuleRef{"koenigrufen_modern M-12", "RTC; TB KontraMax; RUE"},
                   "So hoch darf nach der Hausregel „kontra_max“ nicht kontriert werden.", "the house rule \"kontra_max\" allows no Kontra this high");
    };
    kontra_ok(h.kontra, "kontra");
    for (const auto& [seat, level] : h.kontras) kontra_ok(level, "kontras");
    check_bei(h, rules, playing, kontra_ok);
    if (h.renonce) playing(h.renonce->player, "renonce.player", rule::kRenonce);
    if (h.renonce && h.renonce->no_bird && h.contract != Contract::Besserrufer)
        refuse("renonce.no_bird", rule::kRenonce, "Ohne Vogel renonciert nur, wer einen Besserrufer ansagt.", "only a Besserrufer bid without a bird is this renonce");
    if (h.renonce && h.renonce->second) check_second_renonce(h, rules, playing);

    if (h.renonce && h.renonce->no_bird) return;  // the bid alone is the renonce: nothing else is played

    if (c.shape == Shape::Trischaken) {
        if (h.partner || h.talon_king != TalonKing::None || h.points || h.won || h.kontra || !h.kontras.empty() || !h.premiums.empty() || h.valat)
            refuse("game", rule::kTrischaken, "Im Trischaken spielt jeder für sich: kein Partner, keine Prämien, kein Kontra.",
                   "in Trischaken everybody plays for himself: no partner, no premiums, no Kontra");
        if (h.renonce) return;
        Thirds sum;
        for (int seat : deal.active) {
            if (!h.trischaken.count(seat))
                refuse("trischaken", rule::kTrischaken, "Im Trischaken die Kartenpunkte jedes Spielers eintragen.", "in Trischaken enter every player's card points");
        }
        for (const auto& [seat, pts] : h.trischaken) {
            playing(seat, "trischaken", rule::kTrischaken);
            if (pts < Thirds{}) refuse("trischaken", rule::kTrischaken, "Kartenpunkte sind nicht negativ.", "card points are not negative");
            sum += pts;
        }
        if (sum != Thirds::whole(kPack54.points))
            refuse("trischaken", rule::kTrischaken, "Die Kartenpunkte der vier Spieler ergeben zusammen genau 70.", "the four players' card points sum to exactly 70");
        return;
    }
    if (!h.trischaken.empty()) refuse("trischaken", rule::kTrischaken, "Kartenpunkte je Spieler nur im Trischaken.", "card points per player only in Trischaken");

    // Partner and the called king.
    if (c.shape == Shape::Partner) {
        if (h.partner) {
            playing(*h.partner, "partner", rule::kMechanics);
            if (*h.partner == h.declarer && !rules.is("eigener_koenig", "allowed"))
                refuse("partner", rule::kBidding, "Einen König zu rufen, den man selbst hält, ist Renonce (Hausregel „eigener_koenig“).",
                       "calling a king one holds is a renonce (house rule \"eigener_koenig\")");
            if (h.talon_king != TalonKing::None)
                refuse("talon", rule::kTalonKing, "Der gerufene König liegt entweder im Talon oder bei einem Partner.", "the called king is either in the talon or with a partner");
        } else if (h.talon_king == TalonKing::None) {
            refuse("partner", rule::kMechanics, "Wer hält den gerufenen König? Partner oder „talon“ eintragen.", "who holds the called king? Enter the partner or \"talon\"");
        }
        if (h.talon_king == TalonKing::Schleifen && h.contract == Contract::Solorufer)
            refuse("talon", rule::kTalonKing, "Den Solorufer schleift man nicht: er wird allein gespielt.", "a Solorufer is not given up: it is played alone");
    } else if (h.partner || h.talon_king != TalonKing::None) {
        refuse("partner", rule::kMechanics, std::string("Im ") + c.name + " gibt es keinen Partner.", std::string("the ") + c.name + " has no partner");
    }
    if (h.bird && h.talon_king != TalonKing::Schleifen)
        refuse("bird", rule::kTalonKing, "Den geplanten Vogel nennt nur, wer einen Besserrufer schleift.", "only a Besserrufer given up names the bird he planned");
    if (h.bird && h.contract != Contract::Besserrufer)
        refuse("bird", rule::kTalonKing, "Den geplanten Vogel nennt nur, wer einen Besserrufer schleift.", "only a Besserrufer given up names the bird he planned");
    if (h.talon_king == TalonKing::Schleifen) {
        if (h.contract == Contract::Besserrufer && !h.bird && !h.renonce)
            refuse("bird", RuleRef{"koenigrufen_modern M-16", "HT R-2; LTA-GK1"}, "Welchen Vogel hätte der Spieler angesagt? Beim Schleifen zählt er mit.",
                   "which bird would the declarer have announced? It counts when he gives up");
        if (h.points || h.kontra || !h.premiums.empty() || h.valat)
            refuse("talon", rule::kTalonKing, "Geschleift wird ohne Spiel: keine Kartenpunkte, kein Kontra, keine Prämien.",
                   "a game given up is not played: no card points, no Kontra, no premiums");
        return;
    }

    if (c.shape == Shape::Negative) {
        if (!h.renonce && !h.won)
            refuse("won", rule::kNegative, std::string("Hat der Spieler den ") + c.name + " gewonnen? „won“ eintragen.",
                   std::string("did the declarer make the ") + c.name + "? Enter \"won\"");
        if (h.points || h.kontra || !h.premiums.empty() || h.valat)
            refuse("game", rule::kNegative, "In Negativspielen zählen keine Kartenpunkte und keine Prämien; jeder Gegner kontriert für sich („kontras“).",
                   "negative games count no card points and no premiums; each opponent contras for himself (\"kontras\")");
        for (const auto& [seat, level] : h.kontras)
            if (seat == h.declarer) refuse("kontras", rule::kNegative, "Der Spieler kontriert sich nicht selbst.", "the declarer does not contra himself");
        return;
    }
    if (!h.kontras.empty()) refuse("kontras", rule::kKontra, "In Positivspielen gilt ein Kontra für die ganze Partei („kontra“).", "in positive games a Kontra binds the whole party (\"kontra\")");
    if (h.won) refuse("won", rule::kThreshold, "In Positivspielen entscheiden die Kartenpunkte („points“).", "in positive games the card points decide (\"points\")");
    if (!h.points && !h.renonce)
        refuse("points", rule::kThreshold, "Kartenpunkte der Spielerpartei eintragen (z. B. 35 2/3).", "enter the card points of the declarer's party (e.g. 35 2/3)");
    const bool valat_made = h.valat && h.valat->made_by;
    if (h.points && !valat_made && rules.is("schnitt", "refuse")) {
        const Thirds schnitt = Thirds::whole(15);
        if (*h.points < schnitt || Thirds::whole(kPack54.points) - *h.points < schnitt)
            refuse("points", rule::kSchnitt, "Eine Partei ist mit unter 15 Punkten im Schnitt; was der Schnitt kostet, steht im Tullner Text nicht (MISSING). Die Tischrunde entscheidet.",
                   "a party with under 15 points is in the Schnitt; what the Schnitt costs is not in the Tulln text (MISSING). The table decides");
    }

    // Premiums.
    const std::string& farb = rules.choice("farbenspiel_praemien");
    for (std::size_t i = 0; i < h.premiums.size(); ++i) {
        const Premium& p = h.premiums[i];
        const PremiumInfo& pi = info(p.kind);
        const std::string field = "premiums[" + std::to_string(i) + "]";
        if (rules.amount(std::string(pi.setting) + "_still").is_zero() && rules.amount(std::string(pi.setting) + "_angesagt").is_zero())
            refuse(field, rule::kPremiums, std::string(pi.name) + " gibt es in diesem Tarif nicht.", std::string(pi.name) + " is not in this tariff");
        if (p.kind == PremiumKind::Mondfang && !rules.is("mondfang", "party"))
            refuse(field, RuleRef{"koenigrufen_modern M-31", "TIR-19 §5; RUE"}, "Ein Mondfang als Parteiprämie gilt nur nach der Hausregel „mondfang“ = party.",
                   "a Mondfang as a party premium needs the house rule \"mondfang\" = party");
        if (p.kind == PremiumKind::KoenigUltimo && c.shape != Shape::Partner)
            refuse(field, rule::kConditions, "König Ultimo gibt es nur in Spielen mit gerufenem König.", "König Ultimo exists only in games with a called king");
        if (c.farbenspiel && farb != "all") {
            const bool ok = p.kind == PremiumKind::Koenige || (farb == "koenige_saecke_valat" && (p.kind == PremiumKind::Sack1 || p.kind == PremiumKind::Sack2));
            if (!ok)
                refuse(field, rule::kConditions, std::string("Im Farbenspiel zählt ") + pi.name + " nach der Hausregel „farbenspiel_praemien“ nicht.",
                       std::string("in a Farbenspiel ") + pi.name + " does not count under the house rule \"farbenspiel_praemien\"");
        }
        if (!p.announced && p.kontra)
            refuse(field + ".kontra", rule::kKontra, "Eine stille Prämie kann nicht kontriert werden.", "a silent premium cannot be contra'd");
        if (p.kontra && rules.is("praemien_kontra", "none"))
            refuse(field + ".kontra", RuleRef{"koenigrufen_modern M-13", "TB game_regular.gr_kontra"}, "Nach der Hausregel „praemien_kontra“ wird nur das Spiel kontriert.",
                   "under the house rule \"praemien_kontra\" only the game is contra'd");
        kontra_ok(p.kontra, field + ".kontra");
        if (!p.announced && !p.made && !pi.verlauf)
            refuse(field + ".made", rule::kMadeFailed, std::string(pi.name) + " still verloren gibt es nicht: dann hat sie keine Partei.",
                   std::string("a silent ") + pi.name + " cannot fail: then no party has it");
        if (p.kontra_by) playing(*p.kontra_by, field + ".kontra_by", rule::kKontra);
        if ((p.kind == PremiumKind::Sack1 || p.kind == PremiumKind::Sack2) && h.points) {
            const std::optional<bool> made = sack_made(p.kind, p.side, *h.points, rules);
            if (made && *made != p.made)
                refuse(field + ".made", rule::kSaecke,
                       std::string("Die Kartenpunkte der Partei ") + (*made ? "erreichen" : "erreichen nicht") + " die Schwelle des " + pi.name +
                           " (Hausregel „" + (p.kind == PremiumKind::Sack1 ? "sack1_schwelle" : "sack2_schwelle") + "“).",
                       std::string("the party's card points ") + (*made ? "reach" : "do not reach") + " the threshold of the " + pi.name + " (house rule \"" +
                           (p.kind == PremiumKind::Sack1 ? "sack1_schwelle" : "sack2_schwelle") + "\")");
        }
        for (std::size_t k = 0; k < i; ++k)
            if (h.premiums[k].kind == p.kind && h.premiums[k].side == p.side)
                refuse(field, rule::kMadeFailed, std::string(pi.name) + " steht für diese Partei schon da.", std::string(pi.name) + " is already entered for this party");
    }
    if (h.contract == Contract::Besserrufer && !h.renonce) {
        const bool bird = std::any_of(h.premiums.begin(), h.premiums.end(),
                                      [](const Premium& p) { return info(p.kind).bird && p.announced && p.side == Side::Declarer; });
        if (!bird)
            refuse("premiums", RuleRef{"koenigrufen_modern M-03", "RTC \"A-Rufer 1+\"; WTC-20 \"§ Ruferspiele\""},
                   "Der Besserrufer sagt einen Vogel an: den angesagten Vogel der Spielerpartei eintragen.",
                   "a Besserrufer announces a bird: enter the declarer party's announced bird");
    }
    if (h.valat) {
        if (!h.valat->announced && !h.valat->made_by)
            refuse("valat", rule::kValat, "Ein Valat wird angesagt oder gemacht.", "a Valat is announced or made");
        if (!h.valat->announced && h.valat->kontra)
            refuse("valat.kontra", rule::kKontra, "Ein stiller Valat kann nicht kontriert werden.", "a silent Valat cannot be contra'd");
        kontra_ok(h.valat->kontra, "valat.kontra");
        if (h.points && h.valat->made_by) {
            const bool decl = *h.valat->made_by == Side::Declarer;
            // M-37: the opponents keep their talon cards (at most 3, in the solo games 6) when
            // the declarer's party takes every trick.
            const Thirds all = Thirds::whole(kPack54.points), kept = opponents_talon_cap(c, rules);
            if ((decl && (*h.points > all || *h.points < all - kept)) || (!decl && !h.points->is_zero()))
                refuse("points", rule::kValat,
                       kept.is_zero() ? "Wer alle Stiche macht, hat alle 70 Kartenpunkte." : "Wer alle Stiche macht, hat alle Kartenpunkte außer den Talonkarten der Gegner (M-37).",
                       kept.is_zero() ? "the party that takes every trick has all 70 card points" : "the party that takes every trick has every card point but the opponents' talon cards (M-37)");
            for (std::size_t i = 0; i < h.premiums.size(); ++i) {
                const Premium& p = h.premiums[i];
                if (decl && kept.is_zero() && p.made && p.side == Side::Opponents && (p.kind == PremiumKind::Trull || p.kind == PremiumKind::Koenige))
                    refuse("premiums[" + std::to_string(i) + "]", rule::kValatTalon,
                           "Im Valat der Spielerpartei haben die Gegner keine Karten für Trull oder Könige (Hausregel „valat_talon“).",
                           "in the declarer's party's Valat the opponents hold no cards for Trull or Könige (house rule \"valat_talon\")");
            }
        }
        if (c.farbenspiel && h.kontra > 0 && h.valat->announced == Side::Opponents && rules.is("farbenspiel_kontra_valat", "either"))
            refuse("valat", rule::kFarbenKontraValat, "Im Farbenspiel kontrieren die Gegner oder sagen Valat an, nicht beides (Hausregel „farbenspiel_kontra_valat“, OÖ).",
                   "in a Farbenspiel the opponents contra or announce a Valat, not both (house rule \"farbenspiel_kontra_valat\", OÖ)");
    }
    if (h.mondfang) {
        if (!rules.is("mondfang", "individual"))
            refuse("mondfang", RuleRef{"koenigrufen_modern M-31", "RUE \"Mondfang\""}, "Der Mondfang zwischen zwei Spielern gilt nur nach der Hausregel „mondfang“ = individual.",
                   "a Mondfang between two players needs the house rule \"mondfang\" = individual");
        playing(h.mondfang->mond, "mondfang.mond", rule::kMondfang);
        playing(h.mondfang->by, "mondfang.by", rule::kMondfang);
        if (h.mondfang->mond == h.mondfang->by)
            refuse("mondfang.by", rule::kMondfang, "Niemand fängt seinen eigenen Mond.", "nobody catches his own Mond");
    }
}

}  // namespace tarock::koenigrufen_modern
