// Reading, writing and validating a Steyerisch-Tarok hand record.
#include "core/cards.hpp"
#include "games/common/json_input.hpp"
#include "games/steyerisch/steyerisch.hpp"

namespace tarock::steyerisch {

namespace {

const RuleRef kRuleBidding{"block-steyerisch §3.1", "000:L650"};
const RuleRef kRuleContra{"block-steyerisch §3.6, A-C10", "000:L668, L358-360"};
const RuleRef kRulePoints{"block-steyerisch §3.3", "000:L658, L292-294"};
const RuleRef kRuleHonours{"block-steyerisch §3.4", "000:L664, L342"};
const RuleRef kRuleUltimo{"block-steyerisch §3.4, A-C7", "000:L664, L304-306, L450-456"};
const RuleRef kRuleVolat{"block-steyerisch §3.5, A-C9", "000:L666, L310"};
const RuleRef kRuleRenonce{"block-steyerisch §3.7 Codex §25", "000:L2335-2339"};
const RuleRef kRuleKoenig{"block-steyerisch A-C8", "000:L320, L2281"};
const RuleRef kRuleDeal{"tapp §2.1, Codex §3-§4", "000:L328, L2227-2239"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::AllPass, DealKind::Misdeal, DealKind::ThrownIn}, kRuleDeal};

tapp::LadderRules ladder(const HouseRules* rules) {
    tapp::LadderRules l;
    l.zweier_max = 6;
    l.einer_max = 11;
    l.zweier_level_ranges = !rules || rules->is("zweier_ranges", "by_level");
    l.bidding = kRuleBidding;
    l.zweier = {"block-steyerisch §3.2, A-C1", "000:L656"};
    l.einer = {"block-steyerisch §3.2, A-C2", "000:L656, L1012"};
    l.solo = {"block-steyerisch §3.2", "000:L662"};
    return l;
}

}  // namespace

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    if (!read_declared_game(r, h, kEnvelope, kRuleBidding)) return h;
    if (r.has("opened_by")) h.opened_by = r.player("opened_by", {"tapp §2.6, block-steyerisch A-C6", "000:L346"});
    h.contract = tapp::read_contract(r, ladder(nullptr));
    if (r.has("contra")) h.contra = r.contra("contra", kRuleContra);
    if (r.has("result"))
        refuse("result", kRulePoints,
               "Im Steyerisch-Tarok werden die Gewinn-Points aus den Kartenpunkten gerechnet: die Punkte des Spielers eintragen, nicht nur gewonnen/verloren.",
               "in Steyerisch-Tarok the Gewinn-Points come from the card points: enter the declarer's points, not just won/lost");
    if (r.has("points")) h.points = r.amount("points", kRulePoints);
    if (r.has("honours")) h.honours = tapp::parse_honours(r, kRuleHonours, "trull, quatre, koepfe");
    if (r.has("ultimo")) h.ultimo = tapp::parse_ultimo(r, kRuleUltimo, kRuleContra);
    if (r.has("volat")) h.volat = tapp::parse_volat(r, kRuleVolat, kRuleContra);
    if (r.has("renonce")) h.renonce = r.player("renonce", kRuleRenonce);
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    return declared_game_record(h, h.declarer, players, [&](Json& j, const PlayerNames& name) {
        if (h.opened_by && *h.opened_by != h.declarer) j["opened_by"] = name(*h.opened_by);
        tapp::write_contract(j, h.contract);
        if (h.contra) j["contra"] = contra_id(h.contra);
        if (h.points) j["points"] = amount_value(*h.points);
        if (!h.honours.empty()) j["honours"] = tapp::honours_to_json(h.honours, players);
        if (h.ultimo) j["ultimo"] = tapp::ultimo_to_json(*h.ultimo, players);
        if (h.volat) j["volat"] = tapp::volat_to_json(*h.volat);
        if (h.renonce) j["renonce"] = name(*h.renonce);
    });
}

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (h.kind != DealKind::Game) return;
    const int decl = h.declarer;
    tapp::check_declarer(decl, h.opened_by, deal, kRuleKoenig);
    tapp::check_contract(h.contract, ladder(&rules));

    const bool no_contra = rules.is("contra", "none");
    if (no_contra && h.contra)
        refuse("contra", {"block-steyerisch A-C10", "000:L668"}, "In dieser Runde wird kein Contra gegeben (Hausregel A-C10).",
               "this circle plays without contra (house rule A-C10)");

    // The points: always needed, since the Gewinn-Points come from them (000:L658).
    if (!h.points)
        refuse("points", kRulePoints, "Die Kartenpunkte des Spielers fehlen: aus ihnen kommen die Gewinn-Points.",
               "the declarer's card points are missing: the Gewinn-Points come from them");
    if (*h.points < Thirds{} || *h.points > Thirds::whole(kPack54.points))
        refuse("points", kRulePoints, "Kartenpunkte müssen zwischen 0 und 70 liegen.", "card points must be between 0 and 70");
    const bool won = round_card_points(*h.points) >= kPack54.to_win;

    tapp::check_honours(h.honours, deal);

    const tapp::PremiumCheckRules premium_rules{kRuleKoenig, {"tapp §2.7, block-steyerisch A-C7", "000:L456, L668"}, kRuleContra, kRuleVolat,
                                                no_contra ? std::optional<RuleRef>(RuleRef{"block-steyerisch A-C10", "000:L668"}) : std::nullopt};
    if (h.ultimo) tapp::check_ultimo(*h.ultimo, decl, deal, premium_rules);
    if (h.volat) tapp::check_volat(*h.volat, h.renonce.has_value(), won, rules, premium_rules);
    if (h.renonce) tapp::check_renonce(*h.renonce, decl, h.ultimo, h.volat, deal, kRuleKoenig);
}

}  // namespace tarock::steyerisch
