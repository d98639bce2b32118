// Reading, writing and validating a Königrufen hand record (koenigrufen §2.1-§2.6).
#include <algorithm>

#include "games/common/json_input.hpp"
#include "games/koenigrufen/koenigrufen.hpp"

namespace tarock::koenigrufen {

namespace {

const RuleRef kRuleGames{"koenigrufen §2.1", "000:L676-680, L686, L734, L760, L768"};
const RuleRef kRuleCall{"koenigrufen §2.1", "000:L686, L720-722, L734, L748, L756"};
const RuleRef kRuleSchleifen{"koenigrufen §2.3", "000:L720"};
const RuleRef kRuleContra{"koenigrufen §1.2, §2.4", "000:L358, L812-814"};
const RuleRef kRulePoints{"koenigrufen §1.1, A-G1", "000:L240, L284, L688, L778"};
const RuleRef kRuleHonours{"koenigrufen §2.4", "000:L342, L700-702, L708"};
const RuleRef kRuleBohemian{"koenigrufen §2.4, A-K4", "000:L702"};
const RuleRef kRuleKing{"koenigrufen §2.4", "000:L690-698, L706"};
const RuleRef kRuleUltimo{"koenigrufen §2.4", "000:L304-306, L704"};
const RuleRef kRuleVolat{"koenigrufen §2.4, §1.5", "000:L712, L2307"};
const RuleRef kRuleRenonce{"koenigrufen §1.7, Codex §8-§12", "000:L2255-2277"};
const RuleRef kRuleCodex26{"koenigrufen §2.6, Codex §26", "000:L2345-2349"};
const RuleRef kRuleDeal{"koenigrufen A-K13, Codex §3-§4", "000:L2227-2239"};
const EnvelopeRules kEnvelope{{DealKind::Game, DealKind::AllPass, DealKind::Misdeal, DealKind::ThrownIn}, kRuleDeal};

const char* game_id(Game g) {
    switch (g) {
        case Game::Rufer: return "rufer";
        case Game::Solo: return "solo";
        case Game::Dreier: return "dreier";
        case Game::SoloDreier: return "solodreier";
    }
    return "";
}

const char* honour_id(Honour h) {
    switch (h) {
        case Honour::Koepfe: return "koepfe";
        case Honour::KoepfePagat: return "koepfe_pagat";
        case Honour::Trull: return "trull";
        case Honour::Quatre: return "quatre";
    }
    return "";
}

const char* called_king_id(CalledKing c) {
    switch (c) {
        case CalledKing::Home: return "home";
        case CalledKing::Captured: return "captured";
        case CalledKing::Ultimo: return "ultimo";
    }
    return "";
}


}  // namespace

const char* game_name(Game g) {
    switch (g) {
        case Game::Rufer: return "Rufer";
        case Game::Solo: return "Solo";
        case Game::Dreier: return "Dreier";
        case Game::SoloDreier: return "Solodreier";
    }
    return "";
}

int base_value(Game g) {
    switch (g) {
        case Game::Rufer: return 6;
        case Game::Solo: return 8;
        case Game::Dreier: return 10;
        case Game::SoloDreier: return 20;
    }
    return 0;
}

int premium_factor(Game g) {
    switch (g) {
        case Game::Rufer: return 1;
        case Game::Solo: return 2;
        case Game::Dreier: return 2;
        case Game::SoloDreier: return 4;
    }
    return 1;
}

Hand parse_hand(const Json& j, const std::vector<std::string>& players) {
    JsonReader r(j, "", players);
    Hand h;
    if (!read_declared_game(r, h, kEnvelope, kRuleGames)) return h;
    h.game = read_game<Game>(r, kRuleGames, {{"rufer", Game::Rufer}, {"solo", Game::Solo}, {"dreier", Game::Dreier}, {"solodreier", Game::SoloDreier}});
    if (r.has("king")) {
        const std::string k = r.choice("king", {"coeur", "carreau", "pique", "treff"}, kRuleCall);
        h.king = k == "coeur" ? Suit::Coeur : k == "carreau" ? Suit::Carreau : k == "pique" ? Suit::Pique : Suit::Treff;
    }
    if (r.has("partner")) {
        const Json& p = r.raw("partner");
        if (p.is_string() && p.get<std::string>() == "talon") h.king_in_talon = true;
        else h.partner = r.player_value(p, "partner", kRuleCall);
    }
    if (r.has("schleifen")) h.schleifen = r.boolean("schleifen", kRuleSchleifen);
    if (r.has("contra")) h.contra = r.contra("contra", kRuleContra);
    if (r.has("points")) h.points = r.amount("points", kRulePoints);
    if (r.has("result")) h.won = r.choice("result", {"won", "lost"}, kRulePoints) == "won";
    if (r.has("honours")) {
        read_player_lists(r, "honours", "Honneurs", "trull", kRuleHonours, [&](int seat, const std::string& s, const std::string& field) {
            Honour hon;
            if (s == "koepfe") hon = Honour::Koepfe;
            else if (s == "koepfe_pagat") hon = Honour::KoepfePagat;
            else if (s == "trull") hon = Honour::Trull;
            else if (s == "quatre") hon = Honour::Quatre;
            else refuse(field, kRuleHonours, "'" + s + "' ist kein Honneur (koepfe, koepfe_pagat, trull, quatre).",
                        "'" + s + "' is not an honour (koepfe, koepfe_pagat, trull, quatre)");
            h.honours.emplace_back(seat, hon);
        });
    }
    if (r.has("collected")) {
        JsonReader c = r.object("collected", kRuleBohemian);
        if (c.has("trull")) h.collected_trull = partnership::parse_side(c, "trull", kRuleBohemian);
        if (c.has("quatre")) h.collected_quatre = partnership::parse_side(c, "quatre", kRuleBohemian);
        c.finish();
    }
    if (r.has("called_king")) {
        const std::string c = r.choice("called_king", {"home", "captured", "ultimo"}, kRuleKing);
        h.called_king = c == "home" ? CalledKing::Home : c == "captured" ? CalledKing::Captured : CalledKing::Ultimo;
    }
    if (r.has("koenig_ultimo")) {
        JsonReader k = r.object("koenig_ultimo", kRuleKing);
        h.koenig_ultimo = true;
        if (k.has("contra")) h.koenig_ultimo_contra = k.contra("contra", kRuleContra);
        k.finish();
    }
    if (r.has("ultimo")) h.ultimo = partnership::parse_ultimo(r, "ultimo", kRuleUltimo);
    if (r.has("volat")) h.volat = partnership::parse_volat(r, "volat", kRuleVolat);
    if (r.has("renonce")) h.renonce = r.player("renonce", kRuleRenonce);
    if (r.has("partner_contra")) {
        h.partner_contra = r.choice("partner_contra", {"ultimo", "game"}, kRuleCodex26) == "ultimo" ? PartnerContra::Ultimo : PartnerContra::Game;
    }
    r.finish();
    return h;
}

Json to_json(const Hand& h, const std::vector<std::string>& players) {
    return declared_game_record(h, h.declarer, players, [&](Json& j, const PlayerNames& name) {
        j["game"] = game_id(h.game);
        if (h.king) j["king"] = suit_id(*h.king);
        if (h.king_in_talon) j["partner"] = "talon";
        else if (h.partner) j["partner"] = name(*h.partner);
        if (h.schleifen) j["schleifen"] = true;
        if (h.contra) j["contra"] = contra_id(h.contra);
        if (h.points) j["points"] = partnership::points_json(*h.points);
        if (h.won) j["result"] = *h.won ? "won" : "lost";
        if (!h.honours.empty()) {
            Json hj = Json::object();
            for (const auto& [seat, hon] : h.honours) hj[name(seat)].push_back(honour_id(hon));
            j["honours"] = hj;
        }
        if (h.collected_trull || h.collected_quatre) {
            Json c = Json::object();
            if (h.collected_trull) c["trull"] = partnership::side_id(*h.collected_trull);
            if (h.collected_quatre) c["quatre"] = partnership::side_id(*h.collected_quatre);
            j["collected"] = c;
        }
        if (h.called_king) j["called_king"] = called_king_id(*h.called_king);
        if (h.koenig_ultimo) {
            Json k = Json::object();
            if (h.koenig_ultimo_contra) k["contra"] = contra_id(h.koenig_ultimo_contra);
            j["koenig_ultimo"] = k;
        }
        if (h.ultimo) j["ultimo"] = partnership::ultimo_json(*h.ultimo, players);
        if (h.volat) j["volat"] = partnership::volat_json(*h.volat);
        if (h.renonce) j["renonce"] = name(*h.renonce);
        if (h.partner_contra != PartnerContra::None) j["partner_contra"] = h.partner_contra == PartnerContra::Ultimo ? "ultimo" : "game";
    });
}

partnership::Parties parties(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (!deal.is_active(h.declarer))
        refuse("declarer", {"koenigrufen §2.1", "000:L676"}, "Dieser Platz spielt in diesem Spiel nicht mit.", "this seat does not play in this deal");
    std::optional<int> partner;
    if (h.calls_king() && !h.king_in_talon && h.partner && *h.partner != h.declarer) {
        if (!deal.is_active(*h.partner))
            refuse("partner", kRuleCall, "Der Partner spielt in diesem Spiel nicht mit.", "the partner does not play in this deal");
        partner = h.partner;
    }
    const auto pairing = rules.has("pairing") && rules.is("pairing", "previous") ? partnership::Pairing::Previous : partnership::Pairing::Next;
    return partnership::make_parties(deal, h.declarer, partner, pairing);
}

Text parties_text(const Hand& h, const Deal& deal, const std::vector<std::string>& players) {
    if (h.kind != DealKind::Game || h.declarer < 0 || !deal.is_active(h.declarer)) return {};
    const PlayerNames name{players};
    const std::string others = partnership::names_except(deal.active, name, {h.declarer});
    const std::string king_de = h.king ? std::string(suit_name(*h.king)) + "-König" : "gerufener König";
    const std::string king_en = h.king ? std::string(suit_name(*h.king)) + " king" : "called king";
    if (!h.calls_king())
        return {name(h.declarer) + " allein gegen " + others + " (" + game_name(h.game) + ")",
                name(h.declarer) + " alone against " + others + " (" + game_name(h.game) + ")"};
    if (h.king_in_talon)
        return {name(h.declarer) + " allein gegen " + others + " (" + king_de + " im Talon)",
                name(h.declarer) + " alone against " + others + " (" + king_en + " in the talon)"};
    if (!h.partner) return {name(h.declarer) + " + ? (Partner noch unbekannt)", name(h.declarer) + " + ? (partner not yet known)"};
    if (*h.partner == h.declarer)
        return {name(h.declarer) + " hat sich selbst gerufen: allein gegen " + others,
                name(h.declarer) + " called himself: alone against " + others};
    if (!deal.is_active(*h.partner)) return {};
    const std::string opp = partnership::names_except(deal.active, name, {h.declarer, *h.partner});
    return {name(h.declarer) + " + " + name(*h.partner) + " (" + king_de + ") gegen " + opp,
            name(h.declarer) + " + " + name(*h.partner) + " (" + king_en + ") against " + opp};
}

void validate(const Hand& h, const Deal& deal, const HouseRules& rules) {
    if (h.kind != DealKind::Game) return;
    const int decl = h.declarer;

    // The call (§2.1).
    if (h.calls_king()) {
        if (!h.partner && !h.king_in_talon)
            refuse("partner", kRuleCall, "Wer hält den gerufenen König? Partner, der Spieler selbst oder \"talon\" eintragen.",
                   "who holds the called king? Enter the partner, the declarer himself or \"talon\"");
    } else {
        const RuleRef rule{"koenigrufen §2.1", "000:L760, L768, L778"};
        if (h.king || h.partner || h.king_in_talon)
            refuse(h.king ? "king" : "partner", rule, std::string("Im ") + game_name(h.game) + " wird kein König gerufen: der Spieler spielt allein.",
                   std::string("in a ") + game_name(h.game) + " no king is called: the declarer plays alone");
        if (h.called_king || h.koenig_ultimo)
            refuse(h.called_king ? "called_king" : "koenig_ultimo", rule, "Im Dreier und Solodreier gibt es keinen König Ultimo.",
                   "there is no König Ultimo in the Dreier and Solo-Dreier");
    }
    const auto p = parties(h, deal, rules);

    // Schleifen (§2.3): only a Rufer with the king in the talon; nothing else is scored.
    if (h.schleifen) {
        if (h.game != Game::Rufer || !h.king_in_talon)
            refuse("schleifen", kRuleSchleifen, "Schleifen darf nur der Rufer, der den gerufenen König im Talon findet.",
                   "only a Rufer who finds the called king in the talon may throw in");
        if (h.points || h.won || h.contra || h.ultimo || h.volat || h.called_king || h.koenig_ultimo || h.renonce ||
            h.partner_contra != PartnerContra::None || h.collected_trull || h.collected_quatre)
            refuse("schleifen", kRuleSchleifen, "Ein geschleiftes Spiel wird nicht gespielt: nur die Honneurs können eingetragen werden.",
                   "a thrown-in hand is not played: only honours held may be entered");
    }

    // The result.
    if (h.points) {
        if (*h.points < Thirds{} || *h.points > Thirds::whole(kPack54.points))
            refuse("points", kRulePoints, "Kartenpunkte müssen zwischen 0 und 70 liegen.", "card points must be between 0 and 70");
        if (h.won && (round_card_points(*h.points) >= kPack54.to_win) != *h.won)
            refuse("result", kRulePoints, "Ergebnis und Kartenpunkte widersprechen einander (36 gewinnt).",
                   "the result contradicts the card points (36 wins)");
    } else if (!h.won && !h.renonce && !h.schleifen && h.partner_contra == PartnerContra::None) {
        refuse("points", kRulePoints, "Kartenpunkte der Spielerpartei oder gewonnen/verloren eintragen.",
               "enter the card points of the declarer's party or won/lost");
    }
    const std::optional<bool> won = h.won ? h.won : h.points ? std::optional<bool>(round_card_points(*h.points) >= kPack54.to_win) : std::nullopt;

    // Honours held (§2.4): one holder each; the Köpfe are two of the three tarock honours.
    int trull = -1, quatre = -1, koepfe = -1;
    for (const auto& [seat, hon] : h.honours) {
        if (!deal.is_active(seat))
            refuse("honours", kRuleHonours, "Dieser Platz spielt nicht mit und hält keine Honneurs.", "this seat does not play and holds no honours");
        if (hon == Honour::Trull) {
            if (trull >= 0) refuse("honours", kRuleHonours, "Trull kann nur einer halten.", "only one player can hold the Trull");
            trull = seat;
        } else if (hon == Honour::Quatre) {
            if (quatre >= 0) refuse("honours", kRuleHonours, "Alle vier Könige kann nur einer halten.", "only one player can hold all four kings");
            quatre = seat;
        } else {
            if (koepfe >= 0) refuse("honours", kRuleHonours, "Es gibt nur drei Tarock-Honneurs: Köpfe kann nur einer halten.",
                                    "there are only three tarock honours: only one player can hold Köpfe");
            koepfe = seat;
        }
    }
    if (trull >= 0 && koepfe >= 0)
        refuse("honours", kRuleHonours,
               trull == koepfe ? "Wer Trull hält, hat alle drei Honneurs: nur Trull eintragen (Köpfe dazu je nach Hausregel A-K2)."
                               : "Neben einer Trull kann niemand Köpfe halten.",
               trull == koepfe ? "a Trull holder has all three honours: enter the Trull only (Köpfe with it per house rule A-K2)"
                               : "nobody can hold Köpfe beside a Trull");
    if (quatre >= 0 && h.calls_king()) {
        if (h.king_in_talon)
            refuse("partner", kRuleCall, "Wenn einer alle vier Könige hält, liegt kein König im Talon.",
                   "if one player holds all four kings, no king lies in the talon");
        if (h.partner && *h.partner != quatre)
            refuse("partner", kRuleCall, "Ein anderer hält alle vier Könige: der gerufene König muss bei ihm sein.",
                   "another player holds all four kings: the called king must be his");
    }
    if (h.collected_trull || h.collected_quatre) {
        if (!rules.is("trull_quatre", "tricks"))
            refuse("collected", kRuleBohemian, "In den Stichen gesammelte Trull/Quatre zählen nur mit der böhmischen Hausregel A-K4.",
                   "Trull/Quatre collected in tricks count only under the Bohemian house rule A-K4");
        if (trull >= 0 && h.collected_trull && p.side_of(trull) != h.collected_trull)
            refuse("collected.trull", kRuleBohemian, "Der Sküs macht immer seinen Stich: eine gehaltene Trull kann nur die Partei ihres Besitzers sammeln.",
                   "the Sküs always takes its trick: a Trull held in hand can only be collected by its holder's party");
    }

    // The called king (§2.4.1).
    if (h.calls_king()) {
        if (h.king_in_talon && (h.called_king || h.koenig_ultimo))
            refuse(h.called_king ? "called_king" : "koenig_ultimo", {"koenigrufen §2.3, A-K8", "000:L720, L734"},
                   "Der gerufene König liegt im Talon: er wird nicht gespielt.", "the called king lies in the talon: it is not played");
        if (h.koenig_ultimo && h.self_call())
            refuse("koenig_ultimo", kRuleKing, "König Ultimo sagt der Gerufene an; wer sich selbst ruft, hat keinen Partner.",
                   "König Ultimo is announced by the called partner; whoever calls himself has none");
    }
    if (!h.koenig_ultimo && h.koenig_ultimo_contra)
        refuse("koenig_ultimo.contra", kRuleContra, "Nur ein angesagter König Ultimo kann contriert werden.", "only an announced König Ultimo can be contra'd");

    // Pagat Ultimo and Volat.
    partnership::check_ultimo_volat(h.ultimo, h.volat, p, h.renonce || h.partner_contra != PartnerContra::None ? std::nullopt : won, kRuleUltimo, kRuleVolat);

    // Renonce (Codex §8-§10) and Codex §26.
    std::optional<int> offender = h.renonce;
    if (h.partner_contra != PartnerContra::None) {
        if (h.renonce)
            refuse("partner_contra", kRuleCodex26, "Codex §26 ist selbst eine Renonce des Partners: nicht zusätzlich eine Renonce eintragen.",
                   "Codex §26 is itself a renonce by the partner: do not enter another renonce");
        if (p.alone())
            refuse("partner_contra", kRuleCodex26, "Codex §26 setzt einen gerufenen Partner voraus.", "Codex §26 needs a called partner");
        if (h.partner_contra == PartnerContra::Ultimo) {
            if (!h.ultimo || !h.ultimo->announced || h.ultimo->player != decl)
                refuse("partner_contra", kRuleCodex26, "Codex §26: der Spieler muss Pagat Ultimo angesagt haben.",
                       "Codex §26: the declarer must have announced Pagat Ultimo");
            if (h.ultimo->contra)
                refuse("ultimo.contra", kRuleCodex26, "Das irrtümliche Contra des Partners steht in partner_contra, nicht beim Ultimo.",
                       "the partner's mistaken contra is recorded in partner_contra, not on the Ultimo");
            offender = p.partner;
        } else {
            if (h.contra)
                refuse("contra", kRuleCodex26, "Das irrtümliche Contra des Partners steht in partner_contra, nicht beim Spiel.",
                       "the partner's mistaken contra is recorded in partner_contra, not on the game");
            if (rules.is("partner_contra_game", "lost_single")) offender = p.partner;
        }
    }
    if (h.renonce && !p.side_of(*h.renonce))
        refuse("renonce", kRuleRenonce, "Dieser Platz spielt nicht mit und kann nicht renoncieren.", "this seat does not play and cannot renounce");
    if (offender) {
        const Side guilty = *p.side_of(*offender);
        const Side innocent = partnership::other(guilty);
        const RuleRef r10{"koenigrufen §1.7, Codex §10", "000:L2263-2265"};
        partnership::check_after_renonce(h.ultimo, h.volat, p, innocent, r10);
        if (h.called_king && !h.koenig_ultimo) {
            const Side gains = *h.called_king == CalledKing::Captured ? Side::Opponents : Side::Declarer;
            if (*h.called_king != CalledKing::Home && gains != innocent)
                refuse("called_king", r10, "Nach einer Renonce kann nur die schuldlose Partei durch Weiterspielen stille Prämien gewinnen.",
                       "after a renonce only the innocent party can earn silent premiums by playing on");
        }
    }
}

}  // namespace tarock::koenigrufen
