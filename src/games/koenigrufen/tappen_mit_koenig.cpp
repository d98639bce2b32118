// "Tappen mit König oder Tarokrufen" (seed 003): hand record, validation, scoring, settings and
// the variant (docs/rules/tappen-mit-koenig.md, koenigrufen §5).
#include "games/common/bilingual.hpp"
#include "games/koenigrufen/tappen_mit_koenig.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "games/common/common_settings.hpp"
#include "games/common/game_variant.hpp"
#include "games/common/json_input.hpp"
#include "games/common/marks.hpp"
#include "games/koenigrufen/koenigrufen.hpp"

namespace tarock::tappen_mit_koenig {

namespace {

const RuleRef kRuleGames{"koenigrufen §5", "003:L13, L19, L27-31, L35"};
const RuleRef kRuleCount{"koenigrufen §5, TV-O1", "003:L49"};
const RuleRef kRulePrice{"koenigrufen §5, A-X3", "003:L51"};
const RuleRef kRuleHonours{"koenigrufen §5, A-K11", "003:L39-45"};
const RuleRef kRuleKing{"koenigrufen §5", "003:L25, L33"};
const RuleRef kRuleDeal{"koenigrufen §5, A-X2, Codex §3-§4", "003:L17, 000:L2227-2239"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::AllPass, DealKind::Misdeal, DealKind::ThrownIn}, kRuleDeal};


const char* honour_id(Honour h) { return h == Honour::Trull ? "trull" : h == Honour::Quatre ? "quatre" : "zehn_taroks"; }
const char* honour_name(Honour h) { return h == Honour::Trull ? "Tous les trois" : h == Honour::Quatre ? "Vier Könige" : "Zehn Taroks"; }

Honour parse_honour(const std::string& s, const std::string& field) {
    if (s == "trull") return Honour::Trull;
    if (s == "quatre") return Honour::Quatre;
    if (s == "zehn_taroks") return Honour::ZehnTaroks;
    refuse(field, kRuleHonours, "'" + s + "' ist kein Honneur (trull, quatre, zehn_taroks).", "'" + s + "' is not an honour (trull, quatre, zehn_taroks)");
}

/// `n` shares of `total` in thirds; the remainder thirds go to the first shares.
std::vector<Thirds> shares(Thirds total, std::size_t n) {
    std::vector<Thirds> v;
    const auto k = static_cast<std::int64_t>(n);
    for (std::int64_t i = 0; i < k; ++i) v.push_back(Thirds::from_thirds(total.count() / k + (i < total.count() % k ? 1 : 0)));
    return v;
}

/// Seed 003's writing: `winners` write `total` in equal shares, `losers` bear it in equal shares;
/// the postings pair them in order (the declarer with the first opponent after him).
void write(HandResult& out, const std::vector<int>& winners, const std::vector<int>& losers, Thirds total, const Text& reason, const RuleRef& rule,
           const std::vector<std::string>& players) {
    if (total.is_zero() || winners.empty() || losers.empty()) return;
    auto credit = shares(total, winners.size());
    auto debit = shares(total, losers.size());
    const PlayerNames name{players};
    std::size_t w = 0, l = 0;
    while (w < winners.size() && l < losers.size()) {
        const Thirds amt = std::min(credit[w], debit[l]);
        if (!amt.is_zero()) {
            const std::string& a = name(losers[l]);
            const std::string& b = name(winners[w]);
            out.pay(losers[l], winners[w], amt, {reason.de + " — " + a + " zahlt " + b, reason.en + " — " + a + " pays " + b}, rule);
        }
        credit[w] -= amt;
        debit[l] -= amt;
        if (credit[w].is_zero()) ++w;
        if (debit[l].is_zero()) ++l;
    }
}

}  // namespace

int card_value(const Card& c) { return std::max(1, c.landlaeufig_value()); }

int count_pile(std::span<const Card> cards) {
    int n = 0;
    for (const Card& c : cards) n += card_value(c);
    return n;
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    if (!read_declared_game(r, h, kEnvelope, kRuleGames)) return h;
    h.game = read_game<Game>(r, kRuleGames, {{"ruf", Game::Ruf}, {"dreier", Game::Dreier}, {"solo", Game::Solo}});
    if (r.has("king")) {
        const std::string k = r.choice("king", {"coeur", "carreau", "pique", "treff"}, kRuleGames);
        h.king = k == "coeur" ? Suit::Coeur : k == "carreau" ? Suit::Carreau : k == "pique" ? Suit::Pique : Suit::Treff;
    }
    if (r.has("tarock")) h.tarock = r.integer("tarock", 1, 22, {"koenigrufen §5", "003:L35"});
    if (r.has("partner")) {
        const Json& p = r.raw("partner");
        if (p.is_string() && p.get<std::string>() == "talon") h.in_talon = true;
        else h.partner = r.player_value(p, "partner", kRuleGames);
    }
    if (r.has("price")) h.price = r.amount("price", kRulePrice);
    if (r.has("points")) h.points = r.integer("points", 0, kPackPoints, kRuleCount);
    if (r.has("result")) {
        const std::string s = r.choice("result", {"won", "draw", "lost"}, kRuleCount);
        h.result = s == "won" ? Outcome::Won : s == "draw" ? Outcome::Draw : Outcome::Lost;
    }
    if (r.has("king_captured")) h.king_captured = r.boolean("king_captured", kRuleKing);
    if (r.has("honours")) {
        read_player_lists(r, "honours", "Honneurs", "trull", kRuleHonours,
                          [&](int seat, const std::string& s, const std::string& field) { h.honours.emplace_back(seat, parse_honour(s, field)); });
    }
    if (r.has("joint_honours")) {
        JsonReader jh = r.object("joint_honours", kRuleHonours);
        for (const char* side : {"declarer", "opponents"}) {
            if (!jh.has(side)) continue;
            const Json& list = jh.raw(side);
            const std::string field = std::string("joint_honours.") + side;
            if (!list.is_array()) refuse(field, kRuleHonours, "Eine Liste wie [\"quatre\"] erwartet.", "a list such as [\"quatre\"] is expected");
            for (const auto& item : list)
                h.joint_honours.emplace_back(std::string(side) == "declarer" ? Side::Declarer : Side::Opponents,
                                             parse_honour(item.is_string() ? item.get<std::string>() : "", field));
        }
        jh.finish();
    }
    if (r.has("ultimo")) {
        JsonReader u = r.object("ultimo", {"koenigrufen §5", "003:L33"});
        if (!u.has("player")) refuse("ultimo.player", {"koenigrufen §5", "003:L33"}, "Wer hatte den Pagat im letzten Stich?", "who played the Pagat to the last trick?");
        const int p = u.player("player", {"koenigrufen §5", "003:L33"});
        if (!u.has("result")) refuse("ultimo.result", {"koenigrufen §5", "003:L33"}, "Ultimo gewonnen oder verloren?", "Ultimo won or lost?");
        h.ultimo = std::make_pair(p, u.choice("result", {"won", "lost"}, {"koenigrufen §5", "003:L33"}) == "won");
        u.finish();
    }
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    return declared_game_record(h, h.declarer, players, [&](Json& j, const PlayerNames& name) {
        j["game"] = h.game == Game::Ruf ? "ruf" : h.game == Game::Dreier ? "dreier" : "solo";
        if (h.king) j["king"] = koenigrufen::suit_id(*h.king);
        if (h.tarock) j["tarock"] = *h.tarock;
        if (h.in_talon) j["partner"] = "talon";
        else if (h.partner) j["partner"] = name(*h.partner);
        if (h.price) j["price"] = partnership::points_json(*h.price);
        if (h.points) j["points"] = *h.points;
        if (h.result) j["result"] = *h.result == Outcome::Won ? "won" : *h.result == Outcome::Draw ? "draw" : "lost";
        if (h.king_captured) j["king_captured"] = true;
        if (!h.honours.empty()) {
            Json hj = Json::object();
            for (const auto& [seat, hon] : h.honours) hj[name(seat)].push_back(honour_id(hon));
            j["honours"] = hj;
        }
        if (!h.joint_honours.empty()) {
            Json jh = Json::object();
            for (const auto& [side, hon] : h.joint_honours) jh[partnership::side_id(side)].push_back(honour_id(hon));
            j["joint_honours"] = jh;
        }
        if (h.ultimo) j["ultimo"] = Json{{"player", name(h.ultimo->first)}, {"result", h.ultimo->second ? "won" : "lost"}};
    });
}

partnership::Parties parties(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (!deal.is_active(h.declarer))
        refuse("declarer", {"koenigrufen §5", "003:L5"}, "Der ruhende König spielt in diesem Spiel nicht mit.", "the resting König does not play in this deal");
    std::optional<int> partner;
    if (!h.alone() && h.partner) {
        if (!deal.is_active(*h.partner))
            refuse("partner", kRuleGames, "Der ruhende König hält keine Karten.", "the resting König holds no cards");
        partner = h.partner;
    }
    auto p = partnership::make_parties(deal, h.declarer, partner);
    if (deal.resting && rules.is("koenig", "opponents")) p.opponents.push_back(*deal.resting);
    return p;
}

Text parties_text(const Hand& h, const Deal& deal, const std::vector<std::string>& players) {
    if (h.kind != DealKind::Game || h.declarer < 0 || !deal.is_active(h.declarer)) return {};
    const PlayerNames name{players};
    const std::string others =
        partnership::names_except(deal.active, name, h.partner && !h.alone() ? std::vector<int>{h.declarer, *h.partner} : std::vector<int>{h.declarer});
    if (h.alone()) {
        const std::string why_de = h.game != Game::Ruf ? "" : h.in_talon ? " (König im unteren Talon: wie ein Dreier)" : " (eigener König: wie ein Dreier)";
        const std::string why_en = h.game != Game::Ruf ? "" : h.in_talon ? " (king in the lower talon: like a Dreier)" : " (own king: like a Dreier)";
        return {name(h.declarer) + " allein gegen " + others + why_de, name(h.declarer) + " alone against " + others + why_en};
    }
    if (!h.partner) return {name(h.declarer) + " + ? (Helfer noch unbekannt)", name(h.declarer) + " + ? (helper not yet known)"};
    return {name(h.declarer) + " + " + name(*h.partner) + " gegen " + others, name(h.declarer) + " + " + name(*h.partner) + " against " + others};
}

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (h.kind != DealKind::Game) return;
    if (h.game == Game::Ruf) {
        if (!h.king && !h.tarock)
            refuse("king", kRuleGames, "Was wurde gerufen? Einen König (king) oder einen Tarock XX bis XVII (tarock) eintragen.",
                   "what was called? Enter a king (king) or a tarock XX to XVII (tarock)");
        if (h.king && h.tarock) refuse("tarock", kRuleGames, "Gerufen wird ein König oder ein Tarock, nicht beides.", "a king or a tarock is called, not both");
        if (h.tarock && (*h.tarock < 17 || *h.tarock > 20))
            refuse("tarock", {"koenigrufen §5", "003:L35"}, "Beim Tarokrufen wird XX, XIX, XVIII oder XVII gerufen.", "Tarokrufen calls XX, XIX, XVIII or XVII");
        if (!h.partner && !h.in_talon)
            refuse("partner", kRuleGames, "Wer hält die gerufene Karte? Den Helfer, den Spieler selbst oder \"talon\" eintragen.",
                   "who holds the called card? Enter the helper, the declarer himself or \"talon\"");
    } else if (h.king || h.tarock || h.partner || h.in_talon) {
        refuse(h.king ? "king" : h.tarock ? "tarock" : "partner", kRuleGames, "Im Dreier und Solo spielt der Spieler allein.", "in the Dreier and the Solo the declarer plays alone");
    }
    const auto p = parties(h, deal, rules);
    if (h.points && h.result) {
        const Outcome by = *h.points >= kToWin ? Outcome::Won : *h.points == kDraw ? Outcome::Draw : Outcome::Lost;
        if (by != *h.result) refuse("result", kRuleCount, "Ergebnis und Punkte widersprechen einander (106 im Spiel, 53 remis, 54 gewinnt).",
                                    "the result contradicts the points (106 in the pack, 53 a draw, 54 wins)");
    }
    if (!h.points && !h.result) refuse("points", kRuleCount, "Punkte der Spielerpartei (0 bis 106) oder das Ergebnis eintragen.", "enter the declarer's party's points (0 to 106) or the result");
    const bool draw = (h.points && *h.points == kDraw) || (h.result && *h.result == Outcome::Draw);
    if (!draw && !h.price)
        refuse("price", kRulePrice, "Der Preis des Spiels fehlt: was ein Dreier mit diesem Ergebnis nach eurem Tarif gilt (die Tarif-Formel steht nicht im Buch).",
               "the game's price is missing: what a Dreier with this result is worth by your tariff (the book's formula is not in the sources)");
    if (h.price && *h.price <= Thirds{}) refuse("price", kRulePrice, "Der Preis muss größer als 0 sein.", "the price must be greater than 0");
    if (h.price && !p.alone() && rules.is("split", "half") && h.price->count() % 2 != 0)
        refuse("price", {"koenigrufen §5, A-K11", "003:L51"}, "Spieler und Helfer tragen je die Hälfte: der Preis muss sich halbieren lassen (gerade Zahl).",
               "declarer and helper bear half each: the price must halve evenly");
    if (h.king_captured && (h.game != Game::Ruf || !h.king || p.alone()))
        refuse("king_captured", kRuleKing, "Nur ein gerufener König mit Helfer kann gefangen werden (ein gerufener Tarock geht nicht verloren).",
               "only a called king with a helper can be captured (a called tarock is not lost)");
    int trull = 0, quatre = 0;
    for (const auto& [seat, hon] : h.honours) {
        if (!deal.is_active(seat)) refuse("honours", kRuleHonours, "Der ruhende König hält keine Karten.", "the resting König holds no cards");
        if (hon == Honour::Trull) ++trull;
        if (hon == Honour::Quatre) ++quatre;
        if (hon == Honour::ZehnTaroks && h.game == Game::Ruf)
            refuse("honours", {"koenigrufen §5", "003:L45"}, "Zehn Taroks gelten nur im Dreier oder Solo als Honneur.", "ten taroks count as an honour only in the Dreier or the Solo");
    }
    for (const auto& [side, hon] : h.joint_honours) {
        if (p.alone() || h.game != Game::Ruf)
            refuse("joint_honours", kRuleHonours, "Gemeinsame Honneurs gibt es nur bei Spieler und Helfer bzw. den zwei Gegnern im Rufspiel.",
                   "joint honours exist only for declarer and helper, or the two opponents, in a called game");
        if (hon == Honour::Trull) ++trull;
        if (hon == Honour::Quatre) ++quatre;
        if (hon == Honour::ZehnTaroks) refuse("joint_honours", kRuleHonours, "Zehn Taroks hält nur eine Hand.", "ten taroks are held in one hand");
        (void)side;
    }
    if (trull > 1 || quatre > 1) refuse("honours", kRuleHonours, "Trull und vier Könige gibt es je nur einmal.", "there is only one Trull and one set of four kings");
    if (h.ultimo && !p.side_of(h.ultimo->first)) refuse("ultimo.player", {"koenigrufen §5", "003:L33"}, "Dieser Platz spielt nicht mit.", "this seat does not play");
}

HandOutcome score(const Hand& h, const Deal& deal, const TableSetup& setup) {
    HandOutcome out;
    const auto& rules = setup.rules;
    const auto& names = setup.players;
    const PlayerNames name{names};
    switch (h.kind) {
        case DealKind::ThrownIn:
            out.same_dealer = true;
            out.summary = T("Eingeworfen (Codex §3): derselbe Geber gibt neu", "Thrown in (Codex §3): same dealer deals again");
            return out;
        case DealKind::Misdeal: {
            const Thirds p = rules.amount("poenale");
            for (int s = 0; s < deal.table_size; ++s)
                if (s != deal.dealer) out.result.pay(deal.dealer, s, p, T("Vergeben: Pönale " + p.to_string(), "misdeal: Pönale " + p.to_string()), {"Codex §4", "000:L2231-2239"});
            out.same_dealer = true;
            out.summary = T(name(deal.dealer) + " hat vergeben: Pönale, gibt neu", name(deal.dealer) + " misdealt: Pönale, deals again");
            return out;
        }
        case DealKind::AllPass: {
            out.all_passed = true;
            // The Vorhand, with five the resting König, writes half the consolation (003:L17, A-X2).
            const int writer = deal.resting ? *deal.resting : deal.active.front();
            std::vector<int> others;
            for (int s : deal.active)
                if (s != writer) others.push_back(s);
            const Thirds half = Thirds::from_thirds(rules.amount("consolation").count() / 2);
            const bool credit = rules.is("allpass_write", "credit");
            write(out.result, credit ? std::vector<int>{writer} : others, credit ? others : std::vector<int>{writer}, half,
                  credit ? T("Alle getappt: " + name(writer) + " schreibt die halbe Dreier-Consolation an", "all passed: " + name(writer) + " writes up half the Dreier consolation")
                         : T("Alle getappt: " + name(writer) + " schreibt die halbe Dreier-Consolation ab (Hausregel A-X2)",
                             "all passed: " + name(writer) + " writes off half the Dreier consolation (house rule A-X2)"),
                  {"koenigrufen §5, A-K13, A-X2", "003:L17"}, names);
            out.summary = T("Alle getappt", "All passed");
            return out;
        }
        default: break;  // a game: the reader allows no other kind
    }
    const auto p = parties(h, deal, rules);
    const bool half = rules.is("split", "half");
    const std::vector<int> decl_side = p.members(Side::Declarer), opp_side = p.opponents;
    auto side_members = [&](Side s) { return s == Side::Declarer ? decl_side : opp_side; };
    partnership::Booker b(out.result, p, names);
    // Ulmann's rule (A-K11 "full") with five and the König on the opponents' side (house rule
    // "koenig"): three opponents cannot each be paired with one partner. Each partner wins or
    // loses the full amount as with four (000:L708, L722; 003:L51 "jeden"), and the three
    // opponents, the König as one of them (000:L320), share the partners' amount equally
    // (INFERRED, as the half split shares it).
    const bool full_shared = !half && !p.alone() && opp_side.size() != 2;
    // One party item of `amount` per member: written by the winners and borne by the losers
    // (half split), or Ulmann's rule of each member against one opponent (A-K11 "full").
    auto party_item = [&](Side winner, Thirds amount, const Text& why, const RuleRef& rule) {
        if (!full_shared) {
            b.party(winner, amount, why, rule);
            return;
        }
        write(out.result, side_members(winner), side_members(partnership::other(winner)), amount * static_cast<std::int64_t>(decl_side.size()),
              T(why.de + " (zu fünft: jeder Partner den vollen Betrag, die drei Gegner samt König teilen ihn zu gleichen Teilen)",
                why.en + " (with five: each partner the full amount, the three opponents, the König among them, share it equally)"),
              {rule.rule + (rule.rule.find("A-K11") == std::string::npos ? ", A-K11" : "") + " (full with five, INFERRED)", rule.source + ", 000:L320, L708"}, names);
    };
    auto item = [&](Side winner, Thirds total, const Text& why, const RuleRef& rule) {
        if (half) write(out.result, side_members(winner), side_members(partnership::other(winner)), total, why, rule, names);
        else party_item(winner, total, why, rule);
    };
    const Outcome res = h.result ? *h.result : *h.points >= kToWin ? Outcome::Won : *h.points == kDraw ? Outcome::Draw : Outcome::Lost;
    out.declarer = h.declarer;
    out.declarer_won = res == Outcome::Won;
    out.game = h.game == Game::Ruf ? "ruf" : h.game == Game::Dreier ? "dreier" : "solo";
    std::string what = h.game == Game::Ruf ? (h.tarock ? "Tarokruf (" + partnership::roman(*h.tarock) + ")" : std::string("Königruf") + (h.king ? std::string(" (") + koenigrufen::suit_name(*h.king) + ")" : ""))
                                           : h.game == Game::Dreier ? "Dreier" : "Solo";
    if (h.game == Game::Ruf && h.alone()) what += h.in_talon ? ", König im Talon: wie ein Dreier" : ", selbst gerufen: wie ein Dreier";
    const std::string pts = h.points ? fmt::format(" ({} von 106)", *h.points) : "";
    const std::string pts_en = h.points ? fmt::format(" ({} of 106)", *h.points) : "";
    const RuleRef game_rule{"koenigrufen §5, A-X3" + std::string(half && !p.alone() ? ", A-K11" : ""), "003:L27-31, L49, L51"};
    if (res == Outcome::Draw) {
        out.result.notes.push_back(T("53 : 53 ist remis: das Spiel zählt nicht (003:L49).", "53 : 53 is a draw: the game does not count (003:L49)."));
    } else {
        const Side w = res == Outcome::Won ? Side::Declarer : Side::Opponents;
        const std::string split_de = !half ? "" : p.alone() ? ", die Gegner tragen ihn zu gleichen Teilen" : ", Spieler und Helfer je die Hälfte";
        const std::string split_en = !half ? "" : p.alone() ? ", the opponents bear it in equal shares" : ", declarer and helper half each";
        item(w, *h.price,
             T(what + (w == Side::Declarer ? " gewonnen" : " verloren") + pts + ": Preis " + h.price->to_string() + split_de,
               what + (w == Side::Declarer ? " won" : " lost") + pts_en + ": price " + h.price->to_string() + split_en),
             game_rule);
    }
    if (h.king_captured)
        item(Side::Opponents, rules.amount("captured_king"),
             T("Gerufener König gefangen: " + rules.amount("captured_king").to_string() + " (ein besonderes Honneur im Verlust)",
               "called king captured: " + rules.amount("captured_king").to_string() + " (a special honour in loss)"),
             kRuleKing);
    auto honour_value = [&](Honour hon) { return hon == Honour::ZehnTaroks ? rules.amount("zehn_taroks") : rules.amount("honours"); };
    for (const auto& [seat, hon] : h.honours) {
        const Thirds v = honour_value(hon);
        const Side s = *p.side_of(seat);
        const Text why = half ? T(std::string(honour_name(hon)) + " allein gehalten von " + name(seat) + ": " + v.to_string() + " schreibt er allein",
                                  std::string(honour_name(hon)) + " held alone by " + name(seat) + ": he writes " + v.to_string() + " alone")
                              : T(std::string(honour_name(hon)) + " gehalten von " + name(seat) + ": " + v.to_string() + " für seine Partei (Ulmann, 000:L708)",
                                  std::string(honour_name(hon)) + " held by " + name(seat) + ": " + v.to_string() + " for his party (Ulmann, 000:L708)");
        if (half) write(out.result, {seat}, side_members(partnership::other(s)), v, why, kRuleHonours, names);
        else party_item(s, v, why, kRuleHonours);
    }
    for (const auto& [side, hon] : h.joint_honours) {
        const Thirds v = honour_value(hon);
        item(side, v,
             T(std::string(honour_name(hon)) + " gemeinsam bei der " + partnership::side_name(side).de + ": " + v.to_string() + ", je die Hälfte",
               std::string(honour_name(hon)) + " held jointly by the " + partnership::side_name(side).en + ": " + v.to_string() + ", half each"),
             kRuleHonours);
    }
    if (h.ultimo) {
        const Side s = *p.side_of(h.ultimo->first);
        const Side w = h.ultimo->second ? s : partnership::other(s);
        item(w, rules.amount("ultimo"),
             h.ultimo->second ? T("Pagat Ultimo von " + name(h.ultimo->first) + ": " + rules.amount("ultimo").to_string(),
                                  "Pagat Ultimo by " + name(h.ultimo->first) + ": " + rules.amount("ultimo").to_string())
                              : T("Pagat von " + name(h.ultimo->first) + " im letzten Stich gefangen: " + rules.amount("ultimo").to_string(),
                                  name(h.ultimo->first) + "'s Pagat captured in the last trick: " + rules.amount("ultimo").to_string()),
             {"koenigrufen §5", "003:L33"});
    }
    // The marks on the sheet (games/common/marks.hpp): the honours held, alone or jointly, and
    // the Pagat in the last trick.
    auto honour_mark = [](Honour hon) { return same(hon == Honour::Trull ? "Trull" : hon == Honour::Quatre ? "Quatre" : "Zehn Taroks"); };
    for (const auto& [seat, hon] : h.honours) mark_held(out.marks, honour_mark(hon), name(seat));
    for (const auto& [side, hon] : h.joint_honours) mark_held(out.marks, honour_mark(hon), partnership::side_name(side));
    if (h.ultimo) mark_premium(out.marks, T("Ult", "Ult"), T("Pagat Ultimo", "Pagat Ultimo"), false, h.ultimo->second, 0, same(name(h.ultimo->first)));
    out.summary = T(name(h.declarer) + ": " + what + (res == Outcome::Won ? " gewonnen" : res == Outcome::Draw ? " remis" : " verloren") + pts,
                    name(h.declarer) + ": " + what + (res == Outcome::Won ? " won" : res == Outcome::Draw ? " drawn" : " lost") + pts_en);
    return out;
}

const std::vector<SettingSpec>& settings() {
    using K = SettingSpec::Kind;
    static const std::vector<SettingSpec> specs = {
        {"split", "koenigrufen A-K11, A-N4", "003:L39-43, L51",
         {"Spieler und Helfer", "Declarer and helper"},
         {"Seed 003: Spieler und Helfer schreiben je die Hälfte, die Gegner tragen je die Hälfte; oder wie bei Ulmann: jedes Mitglied gewinnt oder verliert den vollen Betrag gegen einen Gegner.",
          "Seed 003: declarer and helper each write half, the opponents each bear half; or as in Ulmann: each member wins or loses the full amount against one opponent."},
         K::Choice,
         {{"half", {"je die Hälfte (003)", "half each (003)"}}, {"full", {"jeder den vollen Betrag (Ulmann)", "each the full amount (Ulmann)"}}},
         "half", {}},
        {"captured_king", "koenigrufen §5", "003:L25, L33",
         {"Gefangener König", "Captured king"},
         {"Der gefangene gerufene König zählt nicht 5, sondern 20, 30 bis 40, je nach Einsatz vorher festgesetzt.",
          "The captured called king counts not 5 but 20, 30 up to 40, fixed beforehand by the stakes."},
         K::Amount, {}, "20", Thirds::whole(0)},
        {"honours", "koenigrufen §5", "003:L39-41",
         {"Tous les trois / vier Könige", "Trull / four kings"},
         {"Der vereinbarte Wert von tous les trois oder vier Königen (das Buch rechnet mit 50).", "The agreed value of the Trull or four kings (the book's example: 50)."},
         K::Amount, {}, "50", Thirds::whole(0)},
        {"zehn_taroks", "koenigrufen §5", "003:L45",
         {"Zehn Taroks als Honneur", "Ten taroks as an honour"},
         {"Manche Runden zählen zehn Taroks im Dreier oder Solo als Honneur, geringer als Trull oder vier Könige; 0 = nicht gezählt.",
          "Some circles count ten taroks in a Dreier or Solo as an honour, worth less than the Trull or four kings; 0 = not counted."},
         K::Amount, {}, "0", Thirds::whole(0)},
        {"ultimo", "koenigrufen §5", "003:L33",
         {"Pagat Ultimo", "Pagat Ultimo"},
         {"Der vorher festgesetzte Wert des Pagat Ultimo.", "The value of the Pagat Ultimo fixed beforehand."},
         K::Amount, {}, "20", Thirds::whole(0)},
        {"consolation", "koenigrufen §5, A-K13", "003:L17",
         {"Consolation für einen Dreier", "Consolation for a Dreier"},
         {"Der festgesetzte Consolations-Betrag; wenn alle tappen, schreibt die Vorhand (zu fünft der König) die Hälfte.",
          "The agreed consolation; when all pass, the Vorhand (with five, the König) writes half of it."},
         K::Amount, {}, "20", Thirds::whole(0)},
        {"allpass_write", "koenigrufen A-X2", "003:L17, L39",
         {"Alle tappen", "All pass"},
         {"\"Schreibt ... auf\": die halbe Consolation als Gutschrift (wie beim Schreiben der Honneurs), oder als Lastschrift.",
          "\"Writes up\": half the consolation as a credit (as honours are written), or as a debit."},
         K::Choice,
         {{"credit", {"Gutschrift", "credit"}}, {"debit", {"Lastschrift", "debit"}}},
         "credit", {}},
        {"koenig", "koenigrufen §5", "003:L5, 000:L320",
         {"Der ruhende König (zu fünft)", "The resting König (with five)"},
         {"Seed 003 sagt nicht, ob der König mitzahlt: nicht beteiligt, oder mit den Gegnern wie im Tapp-Tarok (000:L320).",
          "Seed 003 does not say whether the König pays: not involved, or with the opponents as in Tapp-Tarok (000:L320)."},
         K::Choice,
         {{"none", {"nicht beteiligt", "not involved"}}, {"opponents", {"mit den Gegnern", "with the opponents"}}},
         "none", {}},
        {"poenale", "Codex §4", "000:L2231-2239",
         {"Pönale beim Vergeben", "Pönale for a misdeal"},
         {"Codex §4: der Geber zahlt jedem Mitspieler diesen Betrag und gibt neu.", "Codex §4: the dealer pays every other player this amount and deals again."},
         K::Amount, {}, "1", Thirds::whole(0)},
        ehrentour_setting(),
    };
    return specs;
}

namespace {

class Variant003 final : public HandByHandVariant {
public:
    Variant003()
        : HandByHandVariant({"tappen_mit_koenig", {"Tappen mit König (1800er Königrufen)", "Tappen mit König (early Königrufen)"},
                             "docs/rules/tappen-mit-koenig.md", 4, {4, 5}, {"Punkte", "points"}, {"Kasse", "pot"},
                             &tappen_mit_koenig::settings},
                            &play_hand<parse_hand, validate, score>) {}
    void check_setup(const TableSetup& setup) const override {
        if (setup.rules.amount("consolation").count() % 2 != 0)
            refuse("house_rules.consolation", {"koenigrufen §5, A-K13", "003:L17"}, "Die halbe Consolation muss ein ganzes Drittel sein (gerade Zahl).",
                   "half the consolation must be a whole third (an even amount)");
        if (!setup.rules.is("split", "half")) return;
        for (const char* key : {"captured_king", "honours", "ultimo"})
            if (setup.rules.amount(key).count() % 2 != 0)
                refuse(std::string("house_rules.") + key, {"koenigrufen §5, A-K11", "003:L39-41, L51"},
                       "Partner schreiben je die Hälfte: der Betrag muss sich halbieren lassen (gerade Zahl).", "partners write half each: the amount must halve evenly");
    }
};

}  // namespace

const Variant& tappen_mit_koenig_variant() {
    static const Variant003 v;
    return v;
}

}  // namespace tarock::tappen_mit_koenig
