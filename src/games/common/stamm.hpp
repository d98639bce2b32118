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

/// A game with a Stamm: three play at a table of three or four (the fourth rests as König),
/// amounts in points, the pot named "Stamm". Its ledger carries the pot from hand to hand, shows
/// it while the house rule `stamm` is "on", and returns what is left at the end in equal shares,
/// remainder thirds to the earlier seats (INFERRED, tapp §2.10).
class StammVariant final : public Variant {
public:
    explicit StammVariant(StammGame game) : game_(std::move(game)) {}
    std::string id() const override { return game_.id; }
    Text name() const override { return game_.name; }
    std::string rules_file() const override { return game_.rules_file; }
    int active_players() const override { return 3; }
    std::vector<int> table_sizes() const override { return {3, 4}; }
    Text unit() const override { return {"Punkte", "points"}; }
    Text pot_name() const override { return {"Stamm", "pot"}; }
    const std::vector<SettingSpec>& settings() const override { return game_.settings(); }
    /// Refuses the Stamm on with a coin of 0 (field "house_rules.stamm_coin") when the game cites
    /// a rule for it (StammGame::coin_required).
    void check_setup(const TableSetup& setup) const override;
    std::unique_ptr<Ledger> start(const TableSetup& setup) const override;

private:
    StammGame game_;
};

}  // namespace tarock
