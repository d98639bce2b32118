// The envelope every hand record shares (games/common/hand_envelope.hpp): the dealer, the kind of
// deal and the note, read and written the same way in every game, each game listing its kinds.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "games/common/hand_envelope.hpp"

using namespace tarock;

namespace {

const std::vector<std::string> kPlayers = {"Anna", "Bernd", "Christl"};
const RuleRef kDealRule{"tapp §2.1, Codex §3-§4", "000:L328, L2227-2239"};
const RuleRef kDealerRule{"Codex §3-§4", "000:L2227-2239"};
const EnvelopeRules kFour{{DealKind::Game, DealKind::AllPass, DealKind::Misdeal, DealKind::ThrownIn}, kDealRule};

HandEnvelope read_record(const char* text, const EnvelopeRules& rules = kFour) {
    const Json j = Json::parse(text);
    JsonReader r(j, "", kPlayers);
    HandEnvelope e;
    read_envelope(r, e, rules);
    return e;
}

InputError refusal(const char* text, const EnvelopeRules& rules = kFour) {
    try {
        read_record(text, rules);
    } catch (const InputError& e) {
        return e;
    }
    FAIL("the record was accepted: " << text);
    return InputError("", {}, {});
}

}  // namespace

TEST_CASE("every kind of deal has its own file spelling") {
    std::set<std::string> ids;
    for (DealKind k : {DealKind::Game, DealKind::AllPass, DealKind::Misdeal, DealKind::ThrownIn, DealKind::Void,
                       DealKind::Partie, DealKind::Abbruch, DealKind::FalscherScar, DealKind::Redeal, DealKind::Hut,
                       DealKind::ChipCount})
        ids.insert(deal_kind_id(k));
    CHECK(ids == std::set<std::string>{"game", "allpass", "misdeal", "thrown_in", "void", "partie", "abbruch",
                                       "falscher_scar", "redeal", "hut", "chip_count"});
}

TEST_CASE("the envelope reads dealer, kind and note, and a record without them is a game") {
    const HandEnvelope e = read_record(R"({"dealer": "Christl", "deal": "misdeal", "note": "zu wenig Karten"})");
    CHECK(e.dealer == 2);
    CHECK(e.kind == DealKind::Misdeal);
    CHECK(e.note == "zu wenig Karten");
    CHECK(read_record("{}") == HandEnvelope{});
    CHECK(read_record(R"({"deal": "game"})").kind == DealKind::Game);
}

TEST_CASE("a kind the game does not list is refused, naming the kinds in the game's order and its rule") {
    const InputError e = refusal(R"({"deal": "void"})");
    CHECK(e.field() == "deal");
    CHECK(e.rule() == kDealRule);
    CHECK(e.message().de == "'void' ist nicht erlaubt (möglich: game, allpass, misdeal, thrown_in).");
    CHECK(e.message().en == "'void' is not allowed (possible: game, allpass, misdeal, thrown_in)");
    const EnvelopeRules paszkiewitsch{{DealKind::Game, DealKind::Void, DealKind::Misdeal, DealKind::ThrownIn}, kDealRule};
    CHECK(read_record(R"({"deal": "void"})", paszkiewitsch).kind == DealKind::Void);
    CHECK(refusal(R"({"deal": "allpass"})", paszkiewitsch).message().en ==
          "'allpass' is not allowed (possible: game, void, misdeal, thrown_in)");
}

TEST_CASE("an unknown dealer cites the dealer rule, a bad kind the deal rule") {
    const EnvelopeRules rules{{DealKind::Game, DealKind::Misdeal, DealKind::ThrownIn}, kDealRule, kDealerRule};
    const InputError dealer = refusal(R"({"dealer": "Dora"})", rules);
    CHECK(dealer.field() == "dealer");
    CHECK(dealer.rule() == kDealerRule);
    CHECK(dealer.message().en == "unknown player 'Dora'");
    CHECK(refusal(R"({"deal": "allpass"})", rules).rule() == kDealRule);
    CHECK(refusal(R"({"note": 3})", rules).field() == "note");
}

TEST_CASE("the envelope is written as the head and the end of a record, a game and an empty note left out") {
    HandEnvelope e;
    Json j = Json::object();
    write_envelope(j, e, kPlayers);
    write_note(j, e);
    CHECK(j.dump() == "{}");
    e.dealer = 1;
    e.kind = DealKind::ThrownIn;
    e.note = "Karte aufgedeckt";
    j = Json::object();
    write_envelope(j, e, kPlayers);
    j["declarer"] = "Anna";
    write_note(j, e);
    CHECK(j.dump() == R"({"dealer":"Bernd","deal":"thrown_in","declarer":"Anna","note":"Karte aufgedeckt"})");
    CHECK(read_record(j.dump().c_str(), EnvelopeRules{{DealKind::Game, DealKind::ThrownIn}, kDealRule}).kind == DealKind::ThrownIn);
}
