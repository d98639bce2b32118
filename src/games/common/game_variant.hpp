#pragma once
// The parts of a Variant every game states alike, written once: its facts as data (GameFacts),
// and for the games without state from hand to hand the ledger that plays each hand on its own
// (HandByHandVariant). A game with a state (a pot, a board, a running Partie) derives from
// GameVariant and adds its start(); a game that deals or rotates differently overrides deal(),
// next_dealer() or check_setup() as Variant documents.

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/variant.hpp"

namespace tarock {

/// What a game states about itself (Variant's facts).
struct GameFacts {
    std::string id;           ///< Variant::id(), the stable id of games.def: "hombre"
    Text name;                ///< "Tarok-l'Hombre"
    std::string rules_file;   ///< the rules file it implements
    int active_players = 3;   ///< players taking part in a deal
    std::vector<int> table_sizes;  ///< persons at the table it allows
    Text unit;                ///< what amounts count: {"Punkte", "points"}
    Text pot_name;            ///< the pot account: {"Kasse", "pot"}
    const std::vector<SettingSpec>& (*settings)() = nullptr;  ///< its house-rule settings
};

/// A Variant whose facts are data. Derive and add start().
class GameVariant : public Variant {
public:
    explicit GameVariant(GameFacts facts) : facts_(std::move(facts)) {}
    std::string id() const final { return facts_.id; }
    Text name() const final { return facts_.name; }
    std::string rules_file() const final { return facts_.rules_file; }
    int active_players() const final { return facts_.active_players; }
    std::vector<int> table_sizes() const final { return facts_.table_sizes; }
    Text unit() const final { return facts_.unit; }
    Text pot_name() const final { return facts_.pot_name; }
    const std::vector<SettingSpec>& settings() const final { return facts_.settings(); }

private:
    GameFacts facts_;
};

/// The state of `ledger` when it is a `GameLedger` (a game's own Ledger class, whose `state()`
/// returns what it carries from hand to hand), else null: each game's `state_of()` for the window
/// and the tests.
template <class GameLedger>
auto ledger_state(const Ledger& ledger) -> decltype(&std::declval<const GameLedger&>().state()) {
    const auto* l = dynamic_cast<const GameLedger*>(&ledger);
    return l ? &l->state() : nullptr;
}

/// Reads, validates and scores one hand record in the deal of `ctx`. Throws InputError naming the
/// field and the rule.
using PlayHand = HandOutcome (*)(const HandContext& ctx, const Json& hand);

/// The usual PlayHand: `Parse(hand, players)`, `Validate(h, deal, rules)`, `Score(h, deal, setup)`,
/// the three functions of a game's header.
template <auto Parse, auto Validate, auto Score>
HandOutcome play_hand(const HandContext& ctx, const Json& hand) {
    const auto h = Parse(hand, ctx.setup.players);
    Validate(h, ctx.deal, ctx.setup.rules);
    return Score(h, ctx.deal, ctx.setup);
}

/// A game without state from hand to hand: its ledger plays every hand on its own with `play`.
class HandByHandVariant : public GameVariant {
public:
    HandByHandVariant(GameFacts facts, PlayHand play) : GameVariant(std::move(facts)), play_(play) {}
    std::unique_ptr<Ledger> start(const TableSetup& setup) const override;

private:
    PlayHand play_;
};

}  // namespace tarock
