// Tarok for four active players: settings, reading, checking and scoring a hand, the ledger with
// the running Partie of mode (a), the variant.
// Fixed choices (not settings): A-Q1 the result of a Partie is entered by hand, the helper model of
// §5.1 shown as a suggestion; A-Q2 the game of mode (b) is entered by hand, matadors are 5 each
// (INFERRED from Groß-Tarok).
#include <fmt/format.h>

#include "games/common/game_variant.hpp"
#include "games/common/json_input.hpp"
#include "games/vierer/vierer.hpp"

namespace tarock::vierer {

namespace {

const RuleRef kRuleMode{"grosstarok §5", "000:2175-2183"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::Partie, DealKind::AllPass, DealKind::ThrownIn}, kRuleMode};
const RuleRef kRulePartner{"grosstarok §5.1", "000:2185"};
const RuleRef kRulePartie{"grosstarok §5.1, A-Q1", "000:2187"};
const RuleRef kRuleRufer{"grosstarok §5.2", "000:2189-2193"};
const RuleRef kRuleDemand{"grosstarok §5.2", "000:2191"};
const RuleRef kRuleGame{"grosstarok §5.2, A-Q2", "000:2193-2201"};
const RuleRef kRuleFortsetzung{"grosstarok §5.2, A-Q2 (5 each INFERRED)", "000:2201"};

int side_of(int seat) { return seat % 2; }
std::string side_name(int side, const std::vector<std::string>& players) {
    return players.at(static_cast<std::size_t>(side)) + " + " + players.at(static_cast<std::size_t>(side + 2));
}

/// The helper model's verdict on a Partie (§5.1, INFERRED).
struct Verdict {
    int winner = -1;        ///< side, or -1
    int factor = 0;         ///< 1, 2 or 4
    Thirds carry;           ///< carried to the next Partie by the winner
};
/// The helper model's gains a side needs to win a Partie, and the gains that double it (§5.1, INFERRED).
constexpr std::int64_t kPartieWin = 36;
constexpr std::int64_t kPartieDouble = 72;

Verdict verdict(const PartieState& s) {
    Verdict v;
    const Thirds need = Thirds::whole(kPartieWin);
    const bool a = !(s.gains[0] < need), b = !(s.gains[1] < need);
    if (!a && !b) return v;
    v.winner = a && b ? (s.gains[1] < s.gains[0] ? 0 : 1) : a ? 0 : 1;
    const Thirds won = s.gains[static_cast<std::size_t>(v.winner)];
    const Thirds other = s.gains[static_cast<std::size_t>(1 - v.winner)];
    v.factor = 1;
    if (!(won < Thirds::whole(kPartieDouble))) v.factor *= 2;
    if (other.is_zero()) v.factor *= 2;
    v.carry = won - need;
    return v;
}

class ViererLedger final : public Ledger {
public:
    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const Hand h = parse_hand(j, ctx.setup.players);
        PartieState next = state_;
        HandOutcome out = mode_of(ctx.setup.rules) == Mode::Partner ? partner(h, ctx, next) : rufer(h, ctx);
        state_ = next;
        return out;
    }
    std::unique_ptr<Ledger> clone() const override { return std::make_unique<ViererLedger>(*this); }
    std::vector<LedgerLine> lines(const TableSetup& setup) const override {
        if (mode_of(setup.rules) != Mode::Partner) return {{{"Tisch", "Table"}, {"ein König wird gerufen oder allein gespielt", "a king is called or the game played alone"}}};
        const auto& p = setup.players;
        return {{{"Partie", "Partie"}, {fmt::format("{}, Spiel {} von 4", state_.number, state_.games), fmt::format("{}, game {} of 4", state_.number, state_.games)}},
                {{"Hilfsmodell (A-Q1)", "Helper model (A-Q1)"},
                 {fmt::format("{} {}, {} {}", side_name(0, p), state_.gains[0].to_string(), side_name(1, p), state_.gains[1].to_string()),
                  fmt::format("{} {}, {} {}", side_name(0, p), state_.gains[0].to_string(), side_name(1, p), state_.gains[1].to_string())}}};
    }
    std::optional<Text> pending(const TableSetup& setup) const override {
        if (mode_of(setup.rules) != Mode::Partner || state_.games == 0) return std::nullopt;
        return T(fmt::format("Die Partie {} ({} von 4 Spielen) ist noch nicht abgerechnet: ihr Ergebnis von Hand eintragen (A-Q1).", state_.number, state_.games),
                 fmt::format("Partie {} ({} of 4 games) is not settled yet: enter its result by hand (A-Q1).", state_.number, state_.games));
    }
    const PartieState& state() const { return state_; }

private:
    HandOutcome partner(const Hand& h, const HandContext& ctx, PartieState& s) const {
        HandOutcome out;
        const auto& players = ctx.setup.players;
        if (h.declarer >= 0 || h.partner || h.demanded_from || h.fortsetzung || h.alone != Alone::Called)
            refuse("declarer", kRuleMode, "Mit festen Partnern (Hausregel \"mode\") wird kein König gerufen.",
                   "with fixed partners (house rule \"mode\") no king is called");
        switch (h.kind) {
            case DealKind::AllPass:
                refuse("deal", kRulePartner, "Mit festen Partnern wird jedes Spiel gespielt.", "with fixed partners every game is played");
            case DealKind::ThrownIn:
                if (h.points || !h.ansagen.empty() || h.agreed) refuse("deal", kRulePartner, "Ein eingeworfenes Spiel hat keine Punkte.", "a thrown-in game has no points");
                return historic::thrown_in();
            case DealKind::Partie: {
                if (s.games == 0)
                    refuse("deal", kRulePartie, "In dieser Partie ist noch kein Spiel gespielt.", "no game has been played in this Partie yet");
                if (!h.agreed)
                    refuse("agreed", kRulePartie, "Das Buch nennt keinen Einsatz der Partie (000:2187): das vereinbarte Ergebnis eintragen.",
                           "the book names no stake for a Partie (000:2187): enter the agreed result");
                if (h.points || !h.ansagen.empty()) refuse("points", kRulePartie, "Die Partie selbst hat keine Kartenpunkte.", "the Partie itself has no card points");
                const Text sug = suggestion(s, players);
                historic::book_agreed(out.result, *h.agreed,
                                      T(fmt::format("Partie {} ({} Spiele)", s.number, s.games), fmt::format("Partie {} ({} games)", s.number, s.games)),
                                      kRulePartie, players);
                out.result.notes.push_back(T("Vorschlag des Hilfsmodells: ", "The helper model suggested: ") + sug);
                if (s.games < 4)
                    out.result.notes.push_back(T(fmt::format("Die Partie wurde nach {} Spielen abgerechnet.", s.games),
                                                 fmt::format("The Partie was settled after {} games.", s.games)));
                const Verdict v = verdict(s);
                PartieState fresh;
                fresh.number = s.number + 1;
                if (v.winner >= 0) {
                    fresh.carry[static_cast<std::size_t>(v.winner)] = v.carry;
                    fresh.gains = fresh.carry;
                }
                s = fresh;
                out.bookkeeping = true;
                out.same_dealer = true;
                out.summary = T(fmt::format("Partie {} abgerechnet (von Hand)", fresh.number - 1), fmt::format("Partie {} settled (by hand)", fresh.number - 1));
                return out;
            }
            default:  // a game: the reader allows no other kind
                break;
        }
        if (s.games == 4)
            refuse("deal", kRulePartie, "Vier Spiele machen eine Partie: erst ihr Ergebnis eintragen (\"deal\": \"partie\").",
                   "four games make a Partie: enter its result first (\"deal\": \"partie\")");
        if (h.agreed) refuse("agreed", kRulePartie, "Mit festen Partnern wird nur die Partie von Hand eingetragen.", "with fixed partners only the Partie is entered by hand");
        if (!h.points)
            refuse("points", kRulePartner, "Die Kartenpunkte einer Partei fehlen, z. B. {\"Anna\": 44} (die andere hat den Rest von 78).",
                   "the card points of one side are missing, e.g. {\"Anna\": 44} (the other side has the rest of 78)");
        const auto [seat, pts] = *h.points;
        if (pts < Thirds{} || Thirds::whole(grosstarok::kPackPoints) < pts)
            refuse("points", kRulePartner, "Kartenpunkte liegen zwischen 0 und 78.", "card points lie between 0 and 78");
        grosstarok::validate_ansagen(h.ansagen, ctx.deal, ctx.setup.rules, grosstarok::Catalogue::Full);
        // The announcements: each paid separately by all three others, the partner too (000:2185).
        grosstarok::book_ansagen(out.result, h.ansagen, ctx.deal.active, ctx.deal.active, ctx.setup.rules, grosstarok::Catalogue::Full, players);
        grosstarok::mark_ansagen(out.marks, h.ansagen, ctx.deal.active, ctx.setup.rules, grosstarok::Catalogue::Full, players);
        std::array<Thirds, 2> p;
        p[static_cast<std::size_t>(side_of(seat))] = pts;
        p[static_cast<std::size_t>(1 - side_of(seat))] = Thirds::whole(grosstarok::kPackPoints) - pts;
        std::string de, en;
        for (std::size_t side = 0; side < 2; ++side) {
            const Thirds gain = Thirds::whole(39) < p[side] ? p[side] - Thirds::whole(39) : Thirds{};
            s.gains[side] += gain;
            de += (de.empty() ? "" : "; ") + side_name(static_cast<int>(side), players) + " " + p[side].to_string() + (gain.is_zero() ? "" : " (" + gain.to_string() + " über 39)");
            en += (en.empty() ? "" : "; ") + side_name(static_cast<int>(side), players) + " " + p[side].to_string() + (gain.is_zero() ? "" : " (" + gain.to_string() + " over 39)");
        }
        ++s.games;
        out.result.notes.push_back(T(fmt::format("Spiel {} der Partie {}: ", s.games, s.number) + de + " – gezählt nach dem Hilfsmodell (A-Q1, INFERRED).",
                                     fmt::format("Game {} of Partie {}: ", s.games, s.number) + en + " – counted by the helper model (A-Q1, INFERRED)."));
        if (s.games == 4)
            out.result.notes.push_back(T("Die Partie ist voll; Vorschlag: ", "The Partie is complete; suggestion: ") + suggestion(s, players));
        out.summary = T(fmt::format("Spiel {} der Partie {}: ", s.games, s.number) + de, fmt::format("Game {} of Partie {}: ", s.games, s.number) + en);
        return out;
    }

    HandOutcome rufer(const Hand& h, const HandContext& ctx) const {
        HandOutcome out;
        const auto& players = ctx.setup.players;
        const PlayerNames name{players};
        if (h.points) refuse("points", kRuleGame, "Beim Rufen zählen die Kartenpunkte nur über das vereinbarte Ergebnis (A-Q2).",
                             "when calling, card points count only through the agreed result (A-Q2)");
        switch (h.kind) {
            case DealKind::Partie:
                refuse("deal", kRuleMode, "Partien gibt es nur mit festen Partnern.", "Partien exist only with fixed partners");
            case DealKind::ThrownIn:
                return historic::thrown_in();
            case DealKind::AllPass:
                out.all_passed = true;
                if (h.agreed)
                    historic::book_agreed(out.result, *h.agreed, T("Die Vorhand passt", "the Vorhand passes"), kRuleGame, players);
                else
                    out.result.notes.push_back(T("Die Vorhand passt: das Buch nennt keine Zahlung (A-Q2).", "The Vorhand passes: the book names no payment (A-Q2)."));
                out.summary = T("Die Vorhand passt", "The Vorhand passes");
                return out;
            default:  // a game: the reader allows no other kind
                break;
        }
        const Deal& deal = ctx.deal;
        if (h.declarer < 0) refuse("declarer", kRuleRufer, "Wer spielt? (die Vorhand)", "who plays? (the Vorhand)");
        if (h.declarer != deal.active.front())
            refuse("declarer", kRuleRufer, "Die Vorhand spielt allein, ruft oder passt (000:2191).", "the Vorhand plays alone, calls or passes (000:2191)");
        if (h.alone == Alone::Called) {
            if (!h.partner) refuse("called", kRuleRufer, "Wer hält den gerufenen König?", "who holds the called king?");
            if (*h.partner == h.declarer || !deal.is_active(*h.partner))
                refuse("called", kRuleRufer, "Der gerufene Partner ist ein anderer Spieler am Tisch.", "the called partner is another player at the table");
        } else if (h.partner) {
            refuse("called", kRuleRufer, "Wer allein spielt, ruft keinen König.", "a player playing alone calls no king");
        }
        if (h.alone == Alone::Demand) {
            if (!h.demanded_from) refuse("demanded.from", kRuleDemand, "Von wem wurde die Karte abgefordert?", "from whom was the card demanded?");
            if (*h.demanded_from == h.declarer || !deal.is_active(*h.demanded_from))
                refuse("demanded.from", kRuleDemand, "Die Karte kommt von einem Gegner.", "the card comes from an opponent");
        } else if (h.demanded_from) {
            refuse("demanded", kRuleDemand, "Eine Karte fordert nur, wer allein spielt und nicht Solo.", "only a player alone and not in Solo demands a card");
        }
        if (h.fortsetzung && h.alone != Alone::Called)
            refuse("fortsetzung", kRuleFortsetzung, "Anschließende Matadore gibt es nur mit einem Partner.", "continuing matadors exist only with a partner");
        grosstarok::validate_ansagen(h.ansagen, deal, ctx.setup.rules, grosstarok::Catalogue::Rufer);
        if (!h.agreed)
            refuse("agreed", kRuleGame,
                   "Gewinn, Verlust und Einsatz nennt das Buch nicht (\"über 60\", A-Q2): das vereinbarte Ergebnis des Spiels eintragen.",
                   "the book names no win, loss or stake (\"over 60\", A-Q2): enter the agreed result of the game");
        const int d = h.declarer;
        out.declarer = d;
        out.game = h.alone == Alone::Called ? "rufer" : h.alone == Alone::Demand ? "allein" : "solo";
        if (h.alone == Alone::Demand) {
            const int price = h.demanded == DemandedCard::Mond ? 10 : 5;
            const std::string card = h.demanded == DemandedCard::Mond ? "den Mond" : h.demanded == DemandedCard::Koenig ? "einen König" : "eine Karte";
            const std::string card_en = h.demanded == DemandedCard::Mond ? "the Mond" : h.demanded == DemandedCard::Koenig ? "a king" : "a card";
            out.result.pay(d, *h.demanded_from, Thirds::whole(price),
                           T(fmt::format("{} fordert {} von {} ab: {} (an den früheren Besitzer, INFERRED)", name(d), card, name(*h.demanded_from), price),
                             fmt::format("{} demands {} from {}: {} (to its former owner, INFERRED)", name(d), card_en, name(*h.demanded_from), price)),
                           kRuleDemand);
        }
        grosstarok::book_ansagen(out.result, h.ansagen, deal.active, deal.active, ctx.setup.rules, grosstarok::Catalogue::Rufer, players);
        grosstarok::mark_ansagen(out.marks, h.ansagen, deal.active, ctx.setup.rules, grosstarok::Catalogue::Rufer, players);
        if (h.fortsetzung) {
            const int p = *h.partner;
            const Thirds v = Thirds::whole(5 * h.fortsetzung);
            for (int s : deal.active) {
                if (s == d || s == p) continue;
                for (int w : {d, p})
                    out.result.pay(s, w, v,
                                   T(fmt::format("{} anschließende Matadore von {} und {} × 5 = {}, am Ende an beide", h.fortsetzung, name(d), name(p), 5 * h.fortsetzung),
                                     fmt::format("{} continuing matadors of {} and {} × 5 = {}, at the end to both", h.fortsetzung, name(d), name(p), 5 * h.fortsetzung)),
                                   kRuleFortsetzung);
            }
        }
        historic::book_agreed(out.result, *h.agreed, T("Spiel von " + name(d), "game of " + name(d)), kRuleGame, players);
        out.summary = h.alone == Alone::Called ? T(name(d) + " ruft " + name(*h.partner), name(d) + " calls " + name(*h.partner))
                      : h.alone == Alone::Demand ? T(name(d) + " spielt allein", name(d) + " plays alone")
                                                 : T(name(d) + " spielt Solo", name(d) + " plays Solo");
        return out;
    }

    PartieState state_;
};

class ViererVariant final : public GameVariant {
public:
    ViererVariant()
        : GameVariant({"vierer", {"Tarok unter vier activen Teilnehmern", "Tarok for four active players"},
                       "docs/rules/grosstarok.md", 4, {4}, {"Points", "points"}, {"Kasse", "pot"},
                       &vierer::settings}) {}
    std::unique_ptr<Ledger> start(const TableSetup&) const override { return std::make_unique<ViererLedger>(); }
};

}  // namespace

Mode mode_of(const HouseRules& rules) { return rules.is("mode", "rufer") ? Mode::Rufer : Mode::Partner; }

Text suggestion(const PartieState& s, const std::vector<std::string>& players) {
    const Verdict v = verdict(s);
    const std::string sums = fmt::format("{} {}, {} {}", side_name(0, players), s.gains[0].to_string(), side_name(1, players), s.gains[1].to_string());
    if (v.winner < 0)
        return T("keine Partei hat 36 (" + sums + "): niemand gewinnt (INFERRED, §5.1)", "no side has 36 (" + sums + "): nobody wins (INFERRED, §5.1)");
    const std::string w = side_name(v.winner, players);
    return T(fmt::format("{} gewinnt die Partie ({}), {}fach; Übertrag {} (INFERRED, §5.1)", w, sums, v.factor, v.carry.to_string()),
             fmt::format("{} win the Partie ({}), {} times; carried over {} (INFERRED, §5.1)", w, sums, v.factor, v.carry.to_string()));
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    read_envelope(r, h, kEnvelope);
    if (r.has("points"))
        h.points = historic::read_side_points(r, kRulePartner, "Die Kartenpunkte einer Partei, benannt nach einem ihrer Spieler: {\"Anna\": 44}.",
                                              "the card points of one side, named after one of its players: {\"Anna\": 44}");
    if (r.has("declarer")) h.declarer = r.player("declarer", kRuleRufer);
    if (r.has("called")) h.partner = r.player("called", kRuleRufer);
    if (r.has("alone")) h.alone = r.choice("alone", {"demand", "solo"}, kRuleRufer) == "demand" ? Alone::Demand : Alone::Solo;
    if (r.has("demanded")) {
        JsonReader d = r.object("demanded", kRuleDemand);
        if (!d.has("from")) refuse("demanded.from", kRuleDemand, "Von wem wurde die Karte abgefordert?", "from whom was the card demanded?");
        h.demanded_from = d.player("from", kRuleDemand);
        if (d.has("card")) {
            if (d.raw("card") == Json("skues"))
                refuse("demanded.card", kRuleDemand, "Jedes Blatt darf abgefordert werden, nur der Sküs nicht (000:2191).",
                       "any card may be demanded except the Sküs (000:2191)");
            const std::string c = d.choice("card", {"mond", "koenig", "andere"}, kRuleDemand);
            h.demanded = c == "mond" ? DemandedCard::Mond : c == "koenig" ? DemandedCard::Koenig : DemandedCard::Andere;
        }
        d.finish();
    }
    if (r.has("fortsetzung")) h.fortsetzung = r.integer("fortsetzung", 1, 18, kRuleFortsetzung);
    h.ansagen = grosstarok::parse_ansagen(r, players);
    h.agreed = historic::read_optional_agreed(r, h.kind == DealKind::Partie ? kRulePartie : kRuleGame);
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    Json j = record_head(h, players);
    const PlayerNames name{players};
    if (h.points) {
        const Thirds t = h.points->second;
        j["points"] = Json{{name(h.points->first), amount_value(t)}};
    }
    if (h.declarer >= 0) j["declarer"] = name(h.declarer);
    if (h.partner) j["called"] = name(*h.partner);
    if (h.alone == Alone::Demand) j["alone"] = "demand";
    if (h.alone == Alone::Solo) j["alone"] = "solo";
    if (h.demanded_from)
        j["demanded"] = Json{{"from", name(*h.demanded_from)},
                             {"card", h.demanded == DemandedCard::Mond ? "mond" : h.demanded == DemandedCard::Koenig ? "koenig" : "andere"}};
    if (h.fortsetzung) j["fortsetzung"] = h.fortsetzung;
    grosstarok::write_ansagen(j, h.ansagen, players);
    if (h.agreed) historic::write_agreed(j, *h.agreed, players);
    write_note(j, h);
    return j;
}

const std::vector<SettingSpec>& settings() {
    using K = SettingSpec::Kind;
    static const std::vector<SettingSpec> specs = [] {
        std::vector<SettingSpec> s = {
            {"mode", "grosstarok §5", "000:2175-2191",
             {"Parteien", "Sides"},
             {"a) je zwei Gegenübersitzende spielen fest zusammen, vier Spiele machen eine Partie; b) die Vorhand ruft einen König oder spielt allein (76 Blatt).",
              "a) the two sitting opposite play together, four games make a Partie; b) the Vorhand calls a king or plays alone (76 cards)."},
             K::Choice,
             {{"partner", {"feste Partner (a)", "fixed partners (a)"}}, {"rufer", {"König rufen oder allein (b)", "calling a king or alone (b)"}}},
             "partner", {}},
        };
        for (const SettingSpec& x : grosstarok::ansage_settings()) s.push_back(x);
        return s;
    }();
    return specs;
}

const PartieState* state_of(const Ledger& ledger) { return ledger_state<ViererLedger>(ledger); }

const Variant& vierer_variant() {
    static const ViererVariant v;
    return v;
}

}  // namespace tarock::vierer
