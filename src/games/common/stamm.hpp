#pragma once
// The Stamm: the pot of an announced Ultimo that Tapp-Tarok keeps by house rule and its
// relatives take over (tapp §2.10, A20; 000:L522-528; block-steyerisch A-C16). Every dealer puts
// his coin in; an announced Ultimo won takes the pot, one lost doubles it; what is left at the end
// of the evening goes back to the players in equal shares (INFERRED, the book is silent).
//
// One ledger and one Variant class for the games with a Stamm: Tapp, Zwölfer, Steyerisch and
// Ungarisch. A game gives its id, name, settings, how it plays one hand, and the rules its pot
// lines cite (StammGame).
//
// Units: the pot is points (whole coins, as Thirds).

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/posting.hpp"
#include "core/text.hpp"
#include "core/thirds.hpp"
#include "games/common/game_variant.hpp"
#include "games/common/hand_envelope.hpp"
#include "games/variant.hpp"

namespace tarock {

/// The Stamm pot: what it holds now, in points.
struct StammPot {
    Thirds pot;
};

/// The dealer's coin (setting `stamm_coin`) into the pot, for a game or an all-pass deal
/// (tapp §2.10, A20; 000:L522). Books the posting into `result` and adds the coin to `pot`.
void pay_stamm_coin(HandResult& result, StammPot& pot, int dealer, const HouseRules& rules);

/// The announced Ultimo's effect on the pot (tapp §2.10, A20; 000:L524-528): won, the declarer
/// takes the pot (with contra the opponents refill it to double); lost, the declarer doubles it
/// (with contra the opponents share it and the declarer puts in double). Shares are equal,
/// remainder thirds to the earlier seats of `opposing` (INFERRED). Updates `pot`.
void settle_stamm(HandResult& result, StammPot& pot, int declarer, const std::vector<int>& opposing, bool success,
                  bool contra);

/// Opens a deal of a game with a Stamm (tapp §2.1, §2.10, A20, A21; Codex §3, §4): while the house
/// rule `stamm` is "on", the dealer's coin goes into the pot for a game or an all-pass deal. A deal
/// that is no game is settled in `out` here: all passed (no score, the Vorhand deals next), thrown
/// in (no penalty, the same dealer deals again), misdeal (the dealer pays the Pönale, setting
/// `poenale`, to every other participant and deals again). Returns true when the deal is settled,
/// false for a game, which the caller scores into `out` after the coin.
bool open_stamm_deal(HandOutcome& out, DealKind kind, const Deal& deal, const TableSetup& setup, StammPot& pot);

/// What the scorer of a game with a Stamm (Tapp, Zwölfer, Steyerisch, Ungarisch) holds while it
/// scores one hand of type `GameHand`: the hand, its deal, the evening's setup and house rules,
/// the pot and the outcome it builds. `Derived` (the game's scorer, a friend) books the game in
/// `game()`; run() opens the deal first (open_stamm_deal()).
template <class Derived, class GameHand>
class StammScorer {
public:
    StammScorer(const GameHand& h, const Deal& deal, const TableSetup& setup, StammPot& pot)
        : h_(h), deal_(deal), setup_(setup), rules_(setup.rules), pot_(pot) {}

    /// The outcome of the hand: a deal without a game settled by open_stamm_deal(), a game
    /// scored by the game's scorer after the dealer's coin.
    HandOutcome run() {
        if (!open_stamm_deal(out_, h_.kind, deal_, setup_, pot_)) static_cast<Derived&>(*this).game();
        return out_;
    }

protected:
    const std::string& name(int seat) const { return setup_.players.at(static_cast<std::size_t>(seat)); }

    const GameHand& h_;
    const Deal& deal_;
    const TableSetup& setup_;
    const HouseRules& rules_;
    StammPot& pot_;
    HandOutcome out_;
};

/// What a game with a Stamm gives the shared ledger and variant.
struct StammGame {
    std::string id;          ///< Variant::id(): "tapp"
    Text name;               ///< "Tapp-Tarok"
    std::string rules_file;  ///< "docs/rules/tapp.md"
    const std::vector<SettingSpec>& (*settings)();
    /// Reads, validates and scores one hand record in the deal of `ctx`, reading and updating
    /// `pot`. Throws InputError naming the field and the rule.
    std::function<HandOutcome(const HandContext& ctx, const Json& hand, StammPot& pot)> play;
    /// The rule cited when the pot goes back in equal shares at the end of the evening.
    RuleRef pot_returned;
    /// The rule cited when a Stamm switched on with a coin of 0 is refused (a Stamm is filled by
    /// the dealers' coins, 000:L522); none: the game does not check it.
    std::optional<RuleRef> coin_required;
};

/// The usual StammGame::play: `Parse(hand, players)`, `Validate(h, deal, rules)`,
/// `Score(h, deal, setup, pot)`, the three functions of a game's header.
template <auto Parse, auto Validate, auto Score>
HandOutcome play_stamm_hand(const HandContext& ctx, const Json& hand, StammPot& pot) {
    const auto h = Parse(hand, ctx.setup.players);
    Validate(h, ctx.deal, ctx.setup.rules);
    return Score(h, ctx.deal, ctx.setup, pot);
}

/// A game with a Stamm: three play at a table of three or four (the fourth rests as König),
/// amounts in points, the pot named "Stamm". Its ledger carries the pot from hand to hand, shows
/// it while the house rule `stamm` is "on", and returns what is left at the end in equal shares,
/// remainder thirds to the earlier seats (INFERRED, tapp §2.10).
class StammVariant final : public GameVariant {
public:
    explicit StammVariant(StammGame game)
        : GameVariant({game.id, game.name, game.rules_file, 3, {3, 4}, {"Punkte", "points"}, {"Stamm", "pot"}, game.settings}),
          game_(std::move(game)) {}
    /// Refuses the Stamm on with a coin of 0 (field "house_rules.stamm_coin") when the game cites
    /// a rule for it (StammGame::coin_required).
    void check_setup(const TableSetup& setup) const override;
    std::unique_ptr<Ledger> start(const TableSetup& setup) const override;

private:
    StammGame game_;
};

}  // namespace tarock
