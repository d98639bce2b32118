// The 1756 Taroc for four persons in pairs after the Vienna rules (004:152-168): settings
// (A-O10, A-O11, A-O13 and the change of partners), reading a game, the ledger with the running
// Partie of four games, the variant.
// Fixed choice (not a setting): A-O12 the Volata's price is entered by hand ("noch nicht recht
// ausgemacht", 004:168); the stake itself is the evening's unit.
#include <fmt/format.h>

#include "games/common/game_variant.hpp"
#include "games/common/json_input.hpp"
#include "games/taroc1756/taroc1756.hpp"

namespace tarock::taroc1756::wien {

namespace {

const RuleRef kRulePairs{"taroc1756 §6.2", "004:158"};
const RuleRef kRulePoints{"taroc1756 §6.2, §1.3", "004:166-167"};
const RuleRef kRulePartie{"taroc1756 §6.2, A-O10, A-O11, A-O13", "004:168"};
const RuleRef kRuleVolata{"taroc1756 §6.2, A-O12", "004:168"};
const RuleRef kRuleDeal{"taroc1756 §6.2", "004:164"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::ThrownIn}, kRuleDeal};

/// The pairs of the three pairings, played two Partien each (004:158).
const std::array<std::array<std::array<int, 2>, 2>, 3> kSchedule = {{
    {{{0, 2}, {1, 3}}},
    {{{0, 1}, {2, 3}}},
    {{{0, 3}, {1, 2}}},
}};

std::string pair_name(const std::array<int, 2>& p, const std::vector<std::string>& players) {
    return players.at(static_cast<std::size_t>(p[0])) + " + " + players.at(static_cast<std::size_t>(p[1]));
}

int pair_of(const std::array<std::array<int, 2>, 2>& paare, int seat) { return (paare[0][0] == seat || paare[0][1] == seat) ? 0 : 1; }

class WienLedger final : public Ledger {
public:
    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const Hand h = parse_hand(j, ctx.setup.players);
        State s = state_;
        HandOutcome out = step(h, ctx, s);
        state_ = s;
        return out;
    }
    std::unique_ptr<Ledger> clone() const override { return std::make_unique<WienLedger>(*this); }
    std::vector<LedgerLine> lines(const TableSetup& setup) const override {
        const auto& p = setup.players;
        std::vector<LedgerLine> out = {
            {{"Partie", "Partie"},
             {fmt::format("{} von 6, Spiel {} von 4", state_.partie, state_.games), fmt::format("{} of 6, game {} of 4", state_.partie, state_.games)}},
            {{"Paare", "Pairs"}, {pair_name(state_.paare[0], p) + " gegen " + pair_name(state_.paare[1], p), pair_name(state_.paare[0], p) + " against " + pair_name(state_.paare[1], p)}},
        };
        if (state_.games > 0) {
            Thirds net;
            for (const auto& g : state_.points) net += g[0] - Thirds::whole(kHalf);
            out.push_back({{"Überschuss", "Surplus"},
                           {pair_name(state_.paare[0], p) + " " + net.to_signed_string(), pair_name(state_.paare[0], p) + " " + net.to_signed_string()}});
        }
        return out;
    }
    std::optional<Text> pending(const TableSetup& setup) const override {
        (void)setup;
        if (state_.games == 0) return std::nullopt;
        return T(fmt::format("Die Partie {} läuft noch (Spiel {} von 4): bezahlt wird nach vier Spielen (004:168).", state_.partie, state_.games),
                 fmt::format("Partie {} is still running (game {} of 4): it is paid after four games (004:168).", state_.partie, state_.games));
    }
    const State& state() const { return state_; }

private:
    HandOutcome step(const Hand& h, const HandContext& ctx, State& s) const {
        HandOutcome out;
        const auto& players = ctx.setup.players;
        const HouseRules& rules = ctx.setup.rules;
        if (h.kind == DealKind::ThrownIn) {
            if (h.points || h.agreed) refuse("deal", kRuleDeal, "Ein eingeworfenes Spiel hat keine Points.", "a thrown-in game has no points");
            return historic::thrown_in();
        }
        // The pairs: chosen at the start of a Partie (004:158).
        if (s.games == 0) {
            if (h.paare) {
                s.paare = *h.paare;
            } else if (s.partie > 1 && rules.is("partner", "wechseln") && s.partie % 2 == 1) {
                s.paare = kSchedule[static_cast<std::size_t>(((s.partie - 1) / 2) % 3)];
            }
        } else if (h.paare) {
            auto same = [](std::array<int, 2> a, std::array<int, 2> b) { return (a[0] == b[0] && a[1] == b[1]) || (a[0] == b[1] && a[1] == b[0]); };
            if (!((same((*h.paare)[0], s.paare[0]) && same((*h.paare)[1], s.paare[1])) || (same((*h.paare)[0], s.paare[1]) && same((*h.paare)[1], s.paare[0]))))
                refuse("paare", kRulePairs, "Die Partner wechseln nur zwischen den Partien.", "partners change only between Partien");
        }
        if (!h.points)
            refuse("points", kRulePoints, "Die Points eines Paares fehlen, z. B. {\"Anna\": 40} (das andere Paar hat den Rest von 72).",
                   "the points of one pair are missing, e.g. {\"Anna\": 40} (the other pair has the rest of 72)");
        const auto [seat, pts] = *h.points;
        if (!pts.is_whole() || pts < Thirds{} || Thirds::whole(kPairsPoints) < pts)
            refuse("points", kRulePoints, "Points eines Paares sind ganze Zahlen von 0 bis 72 (die Hälfte 36).", "a pair's points are whole numbers from 0 to 72 (half of it 36)");
        std::array<Thirds, 2> p;
        const int mine = pair_of(s.paare, seat);
        p[static_cast<std::size_t>(mine)] = pts;
        p[static_cast<std::size_t>(1 - mine)] = Thirds::whole(kPairsPoints) - pts;
        const bool volata = pts.is_zero() || pts == Thirds::whole(kPairsPoints);
        if (volata && !h.agreed)
            refuse("agreed", kRuleVolata, "Eine Volata: wie sie bezahlt wird, ist \"noch nicht recht ausgemacht\" (004:168) – den vereinbarten Betrag eintragen (0 erlaubt).",
                   "a Volata: how it is paid is \"not yet settled\" (004:168) – enter the agreed amount (0 allowed)");
        if (!volata && h.agreed)
            refuse("agreed", kRuleVolata, "Von Hand eingetragen wird hier nur der Preis einer Volata.", "only a Volata's price is entered by hand here");
        s.points.push_back(p);
        ++s.games;
        std::string de, en;
        for (std::size_t k = 0; k < 2; ++k) {
            const Thirds over = p[k] - Thirds::whole(kHalf);
            de += (de.empty() ? "" : ", ") + pair_name(s.paare[k], players) + " " + p[k].to_string() + " (" + over.to_signed_string() + ")";
            en += (en.empty() ? "" : ", ") + pair_name(s.paare[k], players) + " " + p[k].to_string() + " (" + over.to_signed_string() + ")";
        }
        out.result.notes.push_back(T(fmt::format("Spiel {} der Partie {}: ", s.games, s.partie) + de + "; was über 36 ist, zählt zum nächsten Spiel (004:167-168).",
                                     fmt::format("Game {} of Partie {}: ", s.games, s.partie) + en + "; what is over 36 counts into the next game (004:167-168)."));
        if (volata)
            historic::book_agreed(out.result, *h.agreed, T("Volata", "Volata"), kRuleVolata, players);
        out.summary = T(fmt::format("Partie {}, Spiel {}: ", s.partie, s.games) + de, fmt::format("Partie {}, game {}: ", s.partie, s.games) + en);
        if (s.games < 4) return out;
        // The end of the Partie (004:168).
        const PartieResult r = partie_result(s.points, rules);
        if (r.winner < 0) {
            out.result.notes.push_back(T("Nach vier Spielen bleibt kein Überschuss: keiner gewinnt (004:168).", "After four games no surplus remains: nobody wins (004:168)."));
        } else {
            const auto& w = s.paare[static_cast<std::size_t>(r.winner)];
            const auto& l = s.paare[static_cast<std::size_t>(1 - r.winner)];
            std::string how_de = fmt::format("Überschuss {}", r.surplus.to_string()), how_en = fmt::format("surplus {}", r.surplus.to_string());
            if (r.reale) {
                how_de += ", Reale";
                how_en += ", Reale";
            }
            if (r.doppio) {
                how_de += ", Doppio";
                how_en += ", Doppio";
            }
            for (std::size_t k = 0; k < 2; ++k)
                out.result.pay(l[k], w[k], Thirds::whole(r.stakes),
                               T(fmt::format("Partie {} an {} ({}): {} Einsatz, jeder Verlierer einem Gewinner", s.partie, pair_name(w, players), how_de, r.stakes),
                                 fmt::format("Partie {} to {} ({}): {} stake(s), each loser to one winner", s.partie, pair_name(w, players), how_en, r.stakes)),
                               kRulePartie);
            out.summary = T(fmt::format("Partie {} an {}: {} Einsatz", s.partie, pair_name(w, players), r.stakes),
                            fmt::format("Partie {} to {}: {} stake(s)", s.partie, pair_name(w, players), r.stakes));
        }
        ++s.partie;
        s.games = 0;
        s.points.clear();
        return out;
    }

    State state_;
};

class WienVariant final : public GameVariant {
public:
    WienVariant()
        : GameVariant({"taroc1756_wien",
                       {"Taroc 1756 (Wien, zu viert in Paaren)", "Taroc 1756 (Vienna, four in pairs)"},
                       "docs/rules/taroc1756.md", 4, {4}, {"Einsätze", "stakes"}, {"Kasse", "pot"},
                       &wien::settings}) {}
    std::unique_ptr<Ledger> start(const TableSetup&) const override { return std::make_unique<WienLedger>(); }
};

}  // namespace

PartieResult partie_result(const std::vector<std::array<Thirds, 2>>& points, const HouseRules& rules) {
    PartieResult r;
    const Thirds half = Thirds::whole(kHalf);
    std::array<Thirds, 2> own{};
    std::array<bool, 2> any_surplus{false, false}, any_point{false, false};
    Thirds net;
    for (const auto& g : points) {
        for (std::size_t k = 0; k < 2; ++k) {
            if (half < g[k]) {
                own[k] += g[k] - half;
                any_surplus[k] = true;
            }
            if (!g[k].is_zero()) any_point[k] = true;
        }
        net += g[0] - half;
    }
    if (rules.is("netting", "separate")) {
        if (own[0] == own[1]) return r;
        r.winner = own[1] < own[0] ? 0 : 1;
        r.surplus = own[static_cast<std::size_t>(r.winner)];
    } else {
        if (net.is_zero()) return r;
        r.winner = Thirds{} < net ? 0 : 1;
        r.surplus = net.abs();
    }
    const std::size_t loser = static_cast<std::size_t>(1 - r.winner);
    r.reale = rules.is("reale", "exactly") ? r.surplus == half : !(r.surplus < half);
    r.doppio = rules.is("doppio", "no_card_point") ? !any_point[loser] : !any_surplus[loser];
    r.stakes = 1 + (r.reale ? 1 : 0) + (r.doppio ? 1 : 0);
    return r;
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    read_envelope(r, h, kEnvelope);
    if (r.has("points"))
        h.points = historic::read_side_points(r, kRulePoints, "Die Points eines Paares, benannt nach einem seiner Spieler: {\"Anna\": 40}.",
                                              "the points of one pair, named after one of its players: {\"Anna\": 40}");
    if (r.has("paare")) {
        const Json& pj = r.raw("paare");
        if (!pj.is_array() || pj.size() != 2 || !pj[0].is_array() || !pj[1].is_array() || pj[0].size() != 2 || pj[1].size() != 2)
            refuse("paare", kRulePairs, "Zwei Paare, z. B. [[\"Anna\", \"Christl\"], [\"Bernd\", \"Dieter\"]].",
                   "two pairs, e.g. [[\"Anna\", \"Christl\"], [\"Bernd\", \"Dieter\"]]");
        std::array<std::array<int, 2>, 2> p{};
        std::array<bool, 4> seen{};
        for (std::size_t a = 0; a < 2; ++a)
            for (std::size_t b = 0; b < 2; ++b) {
                p[a][b] = r.player_value(pj[a][b], "paare", kRulePairs);
                if (p[a][b] < 0 || p[a][b] > 3 || seen[static_cast<std::size_t>(p[a][b])])
                    refuse("paare", kRulePairs, "Jeder der vier spielt in genau einem Paar.", "each of the four plays in exactly one pair");
                seen[static_cast<std::size_t>(p[a][b])] = true;
            }
        h.paare = p;
    }
    if (r.has("agreed") || r.has("reason")) h.agreed = historic::read_agreed(r, {0, 1, 2, 3}, kRuleVolata);
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    Json j = record_head(h, players);
    const PlayerNames name{players};
    if (h.paare)
        j["paare"] = Json::array({Json::array({name((*h.paare)[0][0]), name((*h.paare)[0][1])}), Json::array({name((*h.paare)[1][0]), name((*h.paare)[1][1])})});
    if (h.points) {
        const Thirds t = h.points->second;
        j["points"] = Json{{name(h.points->first), amount_value(t)}};
    }
    if (h.agreed) historic::write_agreed(j, *h.agreed, players);
    write_note(j, h);
    return j;
}

const std::vector<SettingSpec>& settings() {
    using K = SettingSpec::Kind;
    static const std::vector<SettingSpec> specs = {
        {"partner", "taroc1756 §6.2", "004:158",
         {"Partner", "Partners"},
         {"Je zwei Partien mit einem Partner, dann wird gewechselt, sechs Partien in allem; oder \"partita ferma\": immer dieselben Paare.",
          "Two Partien with one partner, then partners change, six Partien in all; or \"partita ferma\": always the same pairs."},
         K::Choice,
         {{"wechseln", {"nach zwei Partien wechseln", "change after two Partien"}}, {"ferma", {"partita ferma", "partita ferma"}}},
         "wechseln", {}},
        {"netting", "taroc1756 A-O10", "004:167-168",
         {"Überschuss über vier Spiele", "Surplus over four games"},
         {"Die Überschüsse über 36 werden gegeneinander aufgerechnet (\"bleibt kein Überschuss, so gewinnet keiner\"), oder jedes Paar zählt nur die eigenen.",
          "The surpluses over 36 are netted (\"if no surplus remains, nobody wins\"), or each pair counts only its own."},
         K::Choice,
         {{"net", {"aufrechnen", "netted"}}, {"separate", {"jedes Paar für sich", "each pair on its own"}}},
         "net", {}},
        {"doppio", "taroc1756 A-O11", "004:168",
         {"Doppio", "Doppio"},
         {"\"Gar kein Point\": das andere Paar hatte in keinem Spiel einen Überschuss (ein einziger Point schließt das Doppio aus), oder gar keinen Kartenpoint.",
          "\"No point at all\": the other pair had no surplus in any game (a single point rules the Doppio out), or no card point at all."},
         K::Choice,
         {{"no_surplus", {"kein Überschuss-Point", "no surplus point"}}, {"no_card_point", {"kein Kartenpoint", "no card point"}}},
         "no_surplus", {}},
        {"reale", "taroc1756 A-O13", "004:168",
         {"Reale", "Reale"},
         {"\"36 Points Überschuss\": mindestens 36, oder genau 36.", "\"36 points surplus\": at least 36, or exactly 36."},
         K::Choice,
         {{"at_least", {"mindestens 36", "at least 36"}}, {"exactly", {"genau 36", "exactly 36"}}},
         "at_least", {}},
    };
    return specs;
}

const State* state_of(const Ledger& ledger) { return ledger_state<WienLedger>(ledger); }

const Variant& wien_variant() {
    static const WienVariant v;
    return v;
}

}  // namespace tarock::taroc1756::wien
