// Tarolaßch: the ledger with the partie's columns and the robber's parties (001:285-295,
// 001:384-390), the seating at a table of three with the dummy (001:414-434, A-T12), the payment
// in units (001:338, A-T6, A-T8, A-T12), the variant.
#include <fmt/format.h>

#include "games/common/game_variant.hpp"
#include "games/common/json_input.hpp"
#include "games/tarolassch/tarolassch.hpp"

namespace tarock::tarolassch {

namespace {

const RuleRef kRulePartie{"tarolassch §7.8", "001:285-295, 001:388"};
const RuleRef kRuleRevokePartie{"tarolassch §7.8", "001:404-406"};
const RuleRef kRuleRobber{"tarolassch §7.8, A-T6, A-T8", "001:213, 001:338, 001:390"};
const RuleRef kRulePartieUnits{"tarolassch §7.8, A-T6, A-T8 (partie)", "001:213, 001:338, 001:388, 001:390"};
const RuleRef kRuleAbbruch{"tarolassch §7.8", "001:388-390"};
const RuleRef kRuleDummy{"tarolassch §7.9, A-T12", "001:414-434"};
const RuleRef kRuleRobberDummy{"tarolassch §7.8, §7.9, A-T6, A-T8, A-T12", "001:213, 001:338, 001:390, 001:414-434"};
const RuleRef kRulePartieUnitsDummy{"tarolassch §7.8, §7.9, A-T6, A-T8, A-T12 (partie)", "001:213, 001:338, 001:388, 001:390, 001:414-434"};

std::int64_t target(const HouseRules& rules) { return rules.is("partie", "20") ? 20 : 30; }
std::int64_t unit(const HouseRules& rules) { return rules.is("einheit", "1") ? 1 : 10; }

/// What each player of the losing side pays (A-T6, A-T8, A-T12), in units, with the words for it.
struct Payment {
    std::int64_t each = 0;
    std::string de, en;
};

class TarolasschLedger final : public Ledger {
public:
    explicit TarolasschLedger(std::optional<int> dummy) : dummy_(dummy) {}
    HandOutcome apply(const HandContext& ctx, const Json& j) override {
        const Hand h = parse_hand(j, ctx.setup.players);
        validate(h, ctx.setup.rules);
        State s = state_;
        HandOutcome out = step(h, ctx, s);
        state_ = s;
        return out;
    }
    std::unique_ptr<Ledger> clone() const override { return std::make_unique<TarolasschLedger>(*this); }
    std::vector<LedgerLine> lines(const TableSetup& setup) const override {
        const auto& p = setup.players;
        std::array<int, 2> won{};
        for (const auto& x : state_.parties) ++won[static_cast<std::size_t>(x.winner)];
        std::vector<LedgerLine> out = {
            {{"Robber", "Robber"}, {fmt::format("{}, Partie {}", state_.robber, state_.partie), fmt::format("{}, partie {}", state_.robber, state_.partie)}},
        };
        if (dummy_) {
            const std::string& d = p.at(static_cast<std::size_t>(*dummy_));
            if (!state_.dummy_partner) {
                out.push_back({{d, d}, {"mit wem, sagt das erste Spiel des Robbers (A-T12)", "with whom: the robber's first deal says (A-T12)"}});
                return out;
            }
            const std::string& partner = p.at(static_cast<std::size_t>(*state_.dummy_partner));
            out.push_back({{d, d}, {"spielt mit " + partner, "plays with " + partner}});
        }
        const Seating st = seating(state_);
        for (int side : {0, 1}) {
            const auto k = static_cast<std::size_t>(side);
            out.push_back({{st.side_name(side, p), st.side_name(side, p)},
                           {fmt::format("Stiche {}, Honneurs {}, Partien {}", state_.tricks[k], state_.honours[k], won[k]),
                            fmt::format("tricks {}, honours {}, parties {}", state_.tricks[k], state_.honours[k], won[k])}});
        }
        return out;
    }
    std::optional<Text> pending(const TableSetup& setup) const override {
        (void)setup;
        if (!state_.open()) return std::nullopt;
        return T(fmt::format("Der Robber {} läuft noch: bezahlt wird, wenn eine Partei zwei Partien gewonnen hat (001:390), oder von Hand (\"deal\": \"abbruch\").", state_.robber),
                 fmt::format("Robber {} is still running: it is paid when a side has won two parties (001:390), or by hand (\"deal\": \"abbruch\").", state_.robber));
    }
    const State& state() const { return state_; }

private:
    /// Who plays with whom in the robber of `s`: partners opposite, or the dummy with its partner.
    Seating seating(const State& s) const {
        if (dummy_ && s.dummy_partner) return dummy_seating(*dummy_, *s.dummy_partner);
        return {};
    }

    /// The units each loser pays for `points` won by `winner` (001:338): the whole net from each
    /// loser to one winner, or half of it (A-T6 "halves"); at a table of three the dummy's partner
    /// carries both seats (A-T12 "doppelt"), or the dummy's side counts once and each opponent
    /// carries half of that (A-T12 "einfach").
    static Payment payment(std::int64_t points, int winner, const HouseRules& rules, const Seating& st, const std::vector<std::string>& players) {
        const bool halves = rules.is("split", "halves");
        const bool once = st.dummy && rules.is("strohmann_anteil", "einfach");
        Payment p;
        p.each = to_units(points, (halves ? 2 : 1) * (once ? 2 : 1), unit(rules));
        p.de = halves ? "je Spieler die Hälfte" : "jeder Verlierer einem Gewinner";
        p.en = halves ? "half to each player" : "each loser to one winner";
        if (!st.dummy) return p;
        const std::string& partner = players.at(static_cast<std::size_t>(*st.partner));
        const bool dummy_won = st.side_of(*st.dummy) == winner;
        if (once) {
            p.de = fmt::format("die Strohmann-Partei einmal: jeder Gegner {} {} {} {} (×1, A-T12)", dummy_won ? "zahlt" : "bekommt", halves ? "ein Viertel" : "die Hälfte",
                               dummy_won ? "an" : "von", partner);
            p.en = fmt::format("the dummy's side once: each opponent {} {} {} {} (×1, A-T12)", dummy_won ? "pays" : "receives", halves ? "a quarter" : "half",
                               dummy_won ? "to" : "from", partner);
        } else {
            p.de += fmt::format("; {} trägt auch den Platz des Strohmanns (×2, A-T12)", partner);
            p.en += fmt::format("; {} carries the dummy's seat too (×2, A-T12)", partner);
        }
        return p;
    }

    /// Books `units` from each player of side 1 - `winner` to one player of `winner`, in seat
    /// order (A-T6); what falls to the dummy's seat is booked to its partner (A-T12).
    static void pay_side(HandResult& out, const Seating& st, int winner, std::int64_t units, const Text& why, const RuleRef& rule) {
        std::vector<int> winners, losers;
        for (int seat = 0; seat < 4; ++seat) (st.side_of(seat) == winner ? winners : losers).push_back(seat);
        auto person = [&](int seat) { return st.dummy && seat == *st.dummy ? *st.partner : seat; };
        for (std::size_t k = 0; k < winners.size(); ++k) out.pay(person(losers[k]), person(winners[k]), Thirds::whole(units), why, rule);
    }

    /// Takes the dummy's partner named in `h` for the robber of `s` (A-T12) and says so in `out`;
    /// refuses a name at a table of four, the dummy itself, and a change in a running robber.
    void choose_partner(const Hand& h, const std::vector<std::string>& players, State& s, HandOutcome& out) const {
        if (!h.dummy_partner) return;
        if (!dummy_)
            refuse("dummy_partner", kRuleDummy, "Nur zu dritt mit dem Strohmann (Hausregel tisch = drei).", "only for three players and the dummy (house rule tisch = drei)");
        if (*h.dummy_partner == *dummy_)
            refuse("dummy_partner", kRuleDummy, "Der Strohmann spielt nicht mit sich selbst: wer spielt mit ihm?", "the dummy cannot partner itself: who plays with it?");
        if (s.dummy_partner && *s.dummy_partner != *h.dummy_partner && s.open()) {
            const std::string& now = players.at(static_cast<std::size_t>(*s.dummy_partner));
            refuse("dummy_partner", kRuleDummy,
                   fmt::format("Im Robber {} spielt {} mit dem Strohmann; die Parteien wechseln erst mit einem neuen Robber (001:143-151).", s.robber, now),
                   fmt::format("in robber {} {} plays with the dummy; the sides change only with a new robber (001:143-151)", s.robber, now));
        }
        if (s.dummy_partner == h.dummy_partner) return;
        s.dummy_partner = h.dummy_partner;
        const std::string& partner = players.at(static_cast<std::size_t>(*h.dummy_partner));
        out.result.notes.push_back(T(fmt::format("Robber {}: {} spielt mit dem Strohmann (A-T12).", s.robber, partner),
                                     fmt::format("Robber {}: {} plays with the dummy (A-T12).", s.robber, partner)));
    }

    HandOutcome step(const Hand& h, const HandContext& ctx, State& s) const {
        HandOutcome out;
        const auto& players = ctx.setup.players;
        const HouseRules& rules = ctx.setup.rules;
        choose_partner(h, players, s, out);
        switch (h.kind) {
            case DealKind::ThrownIn:
                out.same_dealer = true;
                out.summary = T("Vergeben: derselbe Geber gibt neu", "Misdeal: the same dealer deals again");
                return out;
            case DealKind::AllPass:
                out.all_passed = true;
                out.summary = T("Alle passen: nichts gezählt", "Everyone passes: nothing is scored");
                out.result.notes.push_back(T("Alle passen: das Buch sagt nichts dazu; es zählt nichts, der Nächste gibt (INFERRED).",
                                             "Everyone passes: the book is silent; nothing is scored, the next player deals (INFERRED)."));
                return out;
            case DealKind::Abbruch: {
                if (!s.open())
                    refuse("deal", kRuleAbbruch, "Es läuft kein Robber, der abzubrechen wäre.", "no robber is running that could be broken off");
                for (const auto& [seat, amount] : h.agreed->amounts)
                    if (dummy_ && seat == *dummy_ && amount != Thirds{})
                        refuse("agreed", kRuleDummy, "Der Strohmann zahlt nicht: seinen Anteil trägt sein Partner.", "the dummy does not pay: its partner carries its share");
                const Seating st = seating(s);
                auto side_name = [&](int side, const std::vector<std::string>& names) { return st.side_name(side, names); };
                historic::book_agreed(out.result, *h.agreed, T(fmt::format("Robber {} abgebrochen", s.robber), fmt::format("robber {} broken off", s.robber)),
                                      kRuleAbbruch, players);
                out.result.notes.push_back(T(fmt::format("Stand beim Abbruch: {} Stiche {}, Honneurs {}; {} Stiche {}, Honneurs {}; {} Partie(n) gespielt.",
                                                         side_name(0, players), s.tricks[0], s.honours[0], side_name(1, players), s.tricks[1], s.honours[1],
                                                         s.parties.size()),
                                             fmt::format("Standing when broken off: {} tricks {}, honours {}; {} tricks {}, honours {}; {} partie(s) played.",
                                                         side_name(0, players), s.tricks[0], s.honours[0], side_name(1, players), s.tricks[1], s.honours[1],
                                                         s.parties.size())));
                const int next = s.robber + 1;
                s = State{};
                s.robber = next;
                out.bookkeeping = true;
                out.same_dealer = true;
                out.summary = T(fmt::format("Robber {} abgebrochen (von Hand)", next - 1), fmt::format("Robber {} broken off (by hand)", next - 1));
                return out;
            }
            default:  // a game: the reader allows no other kind
                break;
        }
        if (dummy_ && !s.dummy_partner)
            refuse("dummy_partner", kRuleDummy,
                   fmt::format("Wer spielt im Robber {} mit dem Strohmann? Das erste Spiel eines Robbers nennt ihn (\"dummy_partner\").", s.robber),
                   fmt::format("who plays with the dummy in robber {}? A robber's first deal names him (\"dummy_partner\")", s.robber));
        const Seating st = seating(s);
        auto side_of = [&](int seat) { return st.side_of(seat); };
        auto side_name = [&](int side, const std::vector<std::string>& names) { return st.side_name(side, names); };
        const DealScore d = score_deal(h, rules, players, st);
        for (const Text& line : d.lines) out.result.notes.push_back(line);
        out.marks = d.marks;
        for (std::size_t k = 0; k < 2; ++k) {
            s.tricks[k] += d.tricks[k];
            s.honours[k] += d.honours[k];
        }
        const int bidder_side = side_of(h.bidder);
        const int tb = side_of(h.tricks->first) == bidder_side ? h.tricks->second : 13 - h.tricks->second;
        out.declarer = st.dummy && h.bidder == *st.dummy ? *st.partner : h.bidder;  // the partner bids in the dummy's name (001:426)
        out.declarer_won = h.contract == Contract::Misere && !trumped(h, rules) ? tb <= 6 : tb >= 7;
        out.game = contract_id(h.contract);
        const std::string standing_de = fmt::format("{} {} | {}, {} {} | {}", side_name(0, players), s.tricks[0], s.honours[0], side_name(1, players), s.tricks[1], s.honours[1]);
        out.summary = T(fmt::format("{}{}, {}: ", contract_name(h.contract), h.contra == 2 ? " Récontra" : h.contra == 1 ? " Contra" : "",
                                    players.at(static_cast<std::size_t>(h.bidder))) + standing_de,
                        fmt::format("{}{}, {}: ", contract_name(h.contract), h.contra == 2 ? " Récontra" : h.contra == 1 ? " Contra" : "",
                                    players.at(static_cast<std::size_t>(h.bidder))) + standing_de);
        // The partie ends when a side's trick column reaches the target (001:388); honours never
        // decide it (001:285); a revoking side cannot win it on this deal (001:404-406).
        const std::int64_t goal = target(rules);
        int winner = -1;
        for (int side : {0, 1}) {
            if (s.tricks[static_cast<std::size_t>(side)] < goal) continue;
            if (h.revoke && side_of(*h.revoke) == side) {
                out.result.notes.push_back(T(fmt::format("{} hat {} erreicht, gewinnt die Partie aber nach der Renonce nicht mit diesem Spiel (001:404-406).",
                                                         side_name(side, players), s.tricks[static_cast<std::size_t>(side)]),
                                             fmt::format("{} has reached {}, but after the revoke cannot win the partie on this deal (001:404-406).",
                                                         side_name(side, players), s.tricks[static_cast<std::size_t>(side)])));
                continue;
            }
            // Both over the target (only after a revoke): the higher trick column, equal columns
            // to the side that scored on this deal; or (revoke_partie = deciding_deal) the side
            // that scored on this deal, the one after the revoke (001:406).
            const bool deciding = rules.is("revoke_partie", "deciding_deal");
            const auto k = static_cast<std::size_t>(side);
            if (winner < 0) {
                winner = side;
                continue;
            }
            const auto w0 = static_cast<std::size_t>(winner);
            const bool scored = d.tricks[k] > 0, other_scored = d.tricks[w0] > 0;
            if (deciding ? (scored && !other_scored) || (scored == other_scored && s.tricks[w0] < s.tricks[k])
                         : s.tricks[w0] < s.tricks[k] || (s.tricks[w0] == s.tricks[k] && scored))
                winner = side;
        }
        if (winner >= 0 && s.tricks[0] >= goal && s.tricks[1] >= goal && !h.revoke)
            out.result.notes.push_back(T(fmt::format("Beide Parteien über {} nach der Renonce: die Partie geht an {} ({}).", goal, side_name(winner, players),
                                                     rules.is("revoke_partie", "deciding_deal") ? "wer im entscheidenden Spiel schrieb" : "die höhere Stichspalte"),
                                         fmt::format("Both sides over {} after the revoke: the partie goes to {} ({}).", goal, side_name(winner, players),
                                                     rules.is("revoke_partie", "deciding_deal") ? "who scored on the deciding deal" : "the higher trick column")));
        if (winner < 0) return out;
        const auto w = static_cast<std::size_t>(winner), l = static_cast<std::size_t>(1 - winner);
        const std::int64_t own = s.tricks[w] + s.honours[w] + goal, other = s.tricks[l] + s.honours[l];
        const std::int64_t net = own - other;
        s.parties.push_back({winner, net});
        const Text partie_text = T(fmt::format("Partie {} an {}: {} + {} + Partie {} = {}, weniger {} + {} = {}: {}", s.partie, side_name(winner, players), s.tricks[w],
                                               s.honours[w], goal, own, s.tricks[l], s.honours[l], other, net),
                                   fmt::format("Partie {} to {}: {} + {} + partie {} = {}, less {} + {} = {}: {}", s.partie, side_name(winner, players), s.tricks[w],
                                               s.honours[w], goal, own, s.tricks[l], s.honours[l], other, net));
        out.result.notes.push_back(partie_text);
        s.tricks = {};
        s.honours = {};
        ++s.partie;
        std::array<int, 2> won{};
        for (const auto& x : s.parties) ++won[static_cast<std::size_t>(x.winner)];
        if (won[w] < 2) {
            out.summary = out.summary + T(fmt::format(" – Partie an {}", side_name(winner, players)), fmt::format(" – partie to {}", side_name(winner, players)));
            return out;
        }
        // The robber (001:390): the parties won less those lost, plus the robber bonus.
        const std::int64_t total = robber_net(s.parties, winner, goal);
        std::string list_de;
        for (const auto& x : s.parties)
            list_de += x.winner == winner ? (list_de.empty() ? "" : " + ") + std::to_string(x.net) : (list_de.empty() ? "−" : " − ") + std::to_string(x.net);
        const std::string& list_en = list_de;
        if (rules.is("rounding", "partie")) {
            // A-T8 "partie": each partie and the robber bonus are rounded on their own, and the
            // sum is paid when the robber ends, like the robber's net (001:338, 001:390; §7.8 4-5).
            std::int64_t units = 0;
            std::string sum;
            for (const auto& x : s.parties) {
                const std::int64_t u = payment(x.net, winner, rules, st, players).each;
                units += x.winner == winner ? u : -u;
                sum += x.winner == winner ? (sum.empty() ? "" : " + ") + std::to_string(u) : (sum.empty() ? "−" : " − ") + std::to_string(u);
            }
            const Payment bonus = payment(goal, winner, rules, st, players);
            units += bonus.each;
            pay_side(out.result, st, winner, units,
                     T(fmt::format("Robber {} an {}: Partien {} Points, jede für sich gerundet: {} + Robber {} = {} Einheit(en), {} (A-T8)", s.robber,
                                   side_name(winner, players), list_de, sum, bonus.each, units, bonus.de),
                       fmt::format("Robber {} to {}: parties {} points, each rounded on its own: {} + robber {} = {} unit(s), {} (A-T8)", s.robber,
                                   side_name(winner, players), list_en, sum, bonus.each, units, bonus.en)),
                     st.dummy ? kRulePartieUnitsDummy : kRulePartieUnits);
        } else {
            const Payment pay = payment(total, winner, rules, st, players);
            pay_side(out.result, st, winner, pay.each,
                     T(fmt::format("Robber {} an {}: Partien {} + Robber {} = {} Points = {} Einheit(en) ({} Points eine Einheit, ein Rest bis 5 fällt weg), {}", s.robber,
                                   side_name(winner, players), list_de, goal, total, pay.each, unit(rules), pay.de),
                       fmt::format("Robber {} to {}: parties {} + robber {} = {} points = {} unit(s) ({} points a unit, a remainder up to 5 dropped), {}", s.robber,
                                   side_name(winner, players), list_en, goal, total, pay.each, unit(rules), pay.en)),
                     st.dummy ? kRuleRobberDummy : kRuleRobber);
        }
        out.summary = out.summary + T(fmt::format(" – Robber an {}: {}", side_name(winner, players), total), fmt::format(" – robber to {}: {}", side_name(winner, players), total));
        const int next = s.robber + 1;
        s = State{};
        s.robber = next;
        return out;
    }

    std::optional<int> dummy_;  ///< the dummy's seat at a table of three
    State state_;
};

class TarolasschVariant final : public GameVariant {
public:
    TarolasschVariant()
        : GameVariant({"tarolassch", {"Tarolaßch (russisches Whist)", "Tarolaßch (Russian whist)"},
                       "docs/rules/tarolassch.md", 4, {4}, {"Einheiten", "units"}, {"Kasse", "pot"},
                       &tarolassch::settings}) {}
    std::unique_ptr<Ledger> start(const TableSetup& setup) const override { return std::make_unique<TarolasschLedger>(dummy_seat(setup)); }
    void check_setup(const TableSetup& setup) const override { (void)dummy_seat(setup); }
};

}  // namespace

const State* state_of(const Ledger& ledger) { return ledger_state<TarolasschLedger>(ledger); }

const Variant& tarolassch_variant() {
    static const TarolasschVariant v;
    return v;
}

}  // namespace tarock::tarolassch
