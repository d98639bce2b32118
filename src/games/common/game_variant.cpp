#include "games/common/game_variant.hpp"

namespace tarock {

namespace {

class HandByHandLedger final : public Ledger {
public:
    explicit HandByHandLedger(PlayHand play) : play_(play) {}
    HandOutcome apply(const HandContext& ctx, const Json& hand) override { return play_(ctx, hand); }
    std::unique_ptr<Ledger> clone() const override { return std::make_unique<HandByHandLedger>(*this); }

private:
    PlayHand play_;
};

}  // namespace

std::unique_ptr<Ledger> HandByHandVariant::start(const TableSetup&) const { return std::make_unique<HandByHandLedger>(play_); }

}  // namespace tarock
