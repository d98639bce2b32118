// Tarolaßch: the ledger with the partie's columns and the robber's parties (001:285-295,
// 001:384-390), the payment in units (001:338, A-T6, A-T8), the variant.
#include <fmt/format.h>

#include "variants/json_input.hpp"
#include "variants/tarolassch/tarolassch.hpp"

namespace tarock::tarolassch {

namespace {

using historic::T;
using historic::operator+;

const RuleRef kRulePartie{"tarolassch §7.8", "001:285-295, 001:388"};
const RuleRef kRuleRevokePartie{"tarolassch §7.8", "001:404-406"};
const RuleRef kRuleRobber{"tarolassch §7.8, A-T6, A-T8", "001:213, 001:338, 001:390"};
const RuleRef kRulePartieUnits{"tarolassch §7.8, A-T6, A-T8 (partie)", "001:338, 001:388"};
const RuleRef kRuleAbbruch{"tarolassch §7.8", "001:388-390"};
const RuleRef kRuleDeal{"tarolassch §7.7", "001:255-263"};

std::string side_name(int side, const std::vector<std::string>& players) {
    return players.at(static_cast<std::size_t>(side)) + " + " + players.at(static_cast<std::size_t>(side + 2));
}

std::int64_t target(const HouseRules& rules) { return rules.is("partie", "20") ? 20 : 30; }
std::int64_t unit(const HouseRules& rules) { return rules.is("einheit", "1") ? 1 : 10; }

class TarolasschLedger final : public Ledger {
public:
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
        for (int side : {0, 1}) {
            const auto k = static_cast<std::size_t>(side);
            out.push_back({{side_name(side, p), side_name(side, p)},
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
    /// Books `units` from each player of side 1 - `winner` to one player of `winner` (A-T6).
    static void pay_side(HandResult& out, int winner, std::int64_t units, const Text& why, const RuleRef& rule) {
        const int loser = 1 - winner;
        for (int k : {0, 2}) out.pay(loser + k, winner + k, Thirds::whole(units), why, rule);
    }

    HandOutcome step(const Hand& h, const HandContext& ctx, State& s) const {
        HandOutcome out;
        const auto& players = ctx.setup.players;
        const HouseRules& rules = ctx.setup.rules;
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
            case DealKind::Game:
                break;
        }
        const DealScore d = score_deal(h, rules, players);
        for (const Text& line : d.lines) out.result.notes.push_back(line);
        for (std::size_t k = 0; k < 2; ++k) {
            s.tricks[k] += d.tricks[k];
            s.honours[k] += d.honours[k];
        }
        const int bidder_side = side_of(h.bidder);
        const int tb = side_of(h.tricks->first) == bidder_side ? h.tricks->second : 13 - h.tricks->second;
        out.declarer = h.bidder;
        out.declarer_won = h.contract == Contract::Misere && !(h.contra > 0 && rules.is("contra_basis", "first_colour")) ? tb <= 6 : tb >= 7;
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
            if (winner < 0 || s.tricks[static_cast<std::size_t>(winner)] < s.tricks[static_cast<std::size_t>(side)] ||
                (s.tricks[static_cast<std::size_t>(winner)] == s.tricks[static_cast<std::size_t>(side)] && d.tricks[static_cast<std::size_t>(side)] > 0))
                winner = side;
        }
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
        const bool halves = rules.is("split", "halves");
        const std::int64_t den = halves ? 2 : 1;
        const std::string each_de = halves ? "je Spieler die Hälfte" : "jeder Verlierer einem Gewinner";
        const std::string each_en = halves ? "half to each player" : "each loser to one winner";
        if (rules.is("rounding", "partie")) {
            const std::int64_t u = to_units(net, den, unit(rules));
            pay_side(out.result, winner, u,
                     partie_text + T(fmt::format(" Points = {} Einheit(en), {} (A-T8)", u, each_de), fmt::format(" points = {} unit(s), {} (A-T8)", u, each_en)),
                     kRulePartieUnits);
        }
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
            const std::int64_t u = to_units(goal, den, unit(rules));
            pay_side(out.result, winner, u,
                     T(fmt::format("Robber {} an {}: der Robberpreis {} Points = {} Einheit(en), {} (A-T8)", s.robber, side_name(winner, players), goal, u, each_de),
                       fmt::format("Robber {} to {}: the robber bonus {} points = {} unit(s), {} (A-T8)", s.robber, side_name(winner, players), goal, u, each_en)),
                     kRuleRobber);
        } else {
            const std::int64_t u = to_units(total, den, unit(rules));
            pay_side(out.result, winner, u,
                     T(fmt::format("Robber {} an {}: Partien {} + Robber {} = {} Points = {} Einheit(en) ({} Points eine Einheit, ein Rest bis 5 fällt weg), {}", s.robber,
                                   side_name(winner, players), list_de, goal, total, u, unit(rules), each_de),
                       fmt::format("Robber {} to {}: parties {} + robber {} = {} points = {} unit(s) ({} points a unit, a remainder up to 5 dropped), {}", s.robber,
                                   side_name(winner, players), list_en, goal, total, u, unit(rules), each_en)),
                     kRuleRobber);
        }
        out.summary = out.summary + T(fmt::format(" – Robber an {}: {}", side_name(winner, players), total), fmt::format(" – robber to {}: {}", side_name(winner, players), total));
        const int next = s.robber + 1;
        s = State{};
        s.robber = next;
        return out;
    }

    State state_;
};

class TarolasschVariant final : public Variant {
public:
    std::string id() const override { return "tarolassch"; }
    Text name() const override { return {"Tarolaßch (russisches Whist)", "Tarolaßch (Russian whist)"}; }
    std::string rules_file() const override { return "strohmann-grosstarok-historic.md"; }
    int active_players() const override { return 4; }
    std::vector<int> table_sizes() const override { return {4}; }
    Text unit() const override { return {"Einheiten", "units"}; }
    Text pot_name() const override { return {"Kasse", "pot"}; }
    const std::vector<SettingSpec>& settings() const override { return tarolassch::settings(); }
    std::unique_ptr<Ledger> start(const TableSetup&) const override { return std::make_unique<TarolasschLedger>(); }
};

}  // namespace

const State* state_of(const Ledger& ledger) {
    const auto* l = dynamic_cast<const TarolasschLedger*>(&ledger);
    return l ? &l->state() : nullptr;
}

const Variant& tarolassch_variant() {
    static const TarolasschVariant v;
    return v;
}

}  // namespace tarock::tarolassch
