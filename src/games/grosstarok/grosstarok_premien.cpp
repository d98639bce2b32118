// The premiums earned in play (§3.4, 000:2105-2117): the Pagat and the kings brought home or
// caught, and the ultimos.
#include <fmt/format.h>

#include "games/grosstarok/grosstarok.hpp"
#include "games/common/json_input.hpp"
#include "games/common/marks.hpp"

namespace tarock::grosstarok {

namespace {

const RuleRef kRulePagat{"grosstarok §3.4", "000:2113"};
const RuleRef kRulePagatUltimo{"grosstarok §3.4, A-G5", "000:2111"};
const RuleRef kRuleKing{"grosstarok §3.4", "000:2117"};
const RuleRef kRuleKingUltimo{"grosstarok §3.4, A-G6", "000:2115"};

}  // namespace

Premien parse_premien(JsonReader& r, const std::vector<std::string>& players) {
    Premien p;
    if (r.has("pagat")) {
        JsonReader pj = r.object("pagat", kRulePagat);
        PagatEvent e;
        if (!pj.has("player")) refuse("pagat.player", kRulePagat, "Wessen Pagat?", "whose Pagat?");
        e.player = pj.player("player", kRulePagat);
        if (!pj.has("result"))
            refuse("pagat.result", kRulePagat, "Was geschah mit dem Pagat? (home, caught, ultimo, caught_last)",
                   "what happened to the Pagat? (home, caught, ultimo, caught_last)");
        const std::string s = pj.choice("result", {"home", "caught", "ultimo", "caught_last"}, kRulePagat);
        e.result = s == "home" ? PagatResult::Home : s == "caught" ? PagatResult::Caught : s == "ultimo" ? PagatResult::Ultimo : PagatResult::CaughtLast;
        pj.finish();
        p.pagat = e;
    }
    if (r.has("koenige")) {
        const Json& kj = r.raw("koenige");
        if (!kj.is_array())
            refuse("koenige", kRuleKing, "Eine Liste wie [{\"player\": \"Anna\", \"suit\": \"coeur\", \"result\": \"home\"}] erwartet.",
                   "a list such as [{\"player\": \"Anna\", \"suit\": \"coeur\", \"result\": \"home\"}] is expected");
        for (std::size_t i = 0; i < kj.size(); ++i) {
            JsonReader k(kj[i], "koenige[" + std::to_string(i) + "]", players);
            KingEvent e;
            if (!k.has("player")) refuse(k.path_of("player"), kRuleKing, "Wessen König?", "whose king?");
            e.player = k.player("player", kRuleKing);
            if (!k.has("suit")) refuse(k.path_of("suit"), kRuleKing, "Welcher König? (coeur, carreau, pique, treff)", "which king? (coeur, carreau, pique, treff)");
            const std::string s = k.choice("suit", {"coeur", "carreau", "pique", "treff"}, kRuleKing);
            e.suit = s == "coeur" ? Suit::Coeur : s == "carreau" ? Suit::Carreau : s == "pique" ? Suit::Pique : Suit::Treff;
            if (!k.has("result")) refuse(k.path_of("result"), kRuleKing, "Was geschah mit dem König? (home, caught, ultimo, discarded)",
                                         "what happened to the king? (home, caught, ultimo, discarded)");
            const std::string res = k.choice("result", {"home", "caught", "ultimo", "discarded"}, kRuleKing);
            e.result = res == "home" ? KingResult::Home : res == "caught" ? KingResult::Caught : res == "ultimo" ? KingResult::Ultimo : KingResult::Discarded;
            k.finish();
            p.kings.push_back(e);
        }
    }
    if (r.has("mond_ultimo")) p.mond_ultimo = r.player("mond_ultimo", kRuleKingUltimo);
    return p;
}

void write_premien(Json& j, const Premien& p, const std::vector<std::string>& players) {
    const PlayerNames name{players};
    if (p.pagat) {
        const char* res = p.pagat->result == PagatResult::Home ? "home" : p.pagat->result == PagatResult::Caught ? "caught"
                          : p.pagat->result == PagatResult::Ultimo ? "ultimo" : "caught_last";
        j["pagat"] = Json{{"player", name(p.pagat->player)}, {"result", res}};
    }
    if (!p.kings.empty()) {
        Json a = Json::array();
        for (const KingEvent& k : p.kings) {
            const char* res = k.result == KingResult::Home ? "home" : k.result == KingResult::Caught ? "caught"
                              : k.result == KingResult::Ultimo ? "ultimo" : "discarded";
            a.push_back(Json{{"player", name(k.player)}, {"suit", suit_id(k.suit)}, {"result", res}});
        }
        j["koenige"] = a;
    }
    if (p.mond_ultimo) j["mond_ultimo"] = name(*p.mond_ultimo);
}

void validate_premien(const Premien& p, const Deal& deal, std::optional<int> misere_player) {
    int last_trick = 0;
    if (p.pagat) {
        if (!deal.is_active(p.pagat->player))
            refuse("pagat.player", kRulePagat, "Der ruhende König hat keinen Pagat.", "the resting König holds no Pagat");
        if (p.pagat->result == PagatResult::Ultimo) ++last_trick;
    }
    bool king_ultimo = false;
    for (std::size_t i = 0; i < p.kings.size(); ++i) {
        const KingEvent& k = p.kings[i];
        const std::string field = "koenige[" + std::to_string(i) + "]";
        if (!deal.is_active(k.player)) refuse(field, kRuleKing, "Der ruhende König hat keine Karten.", "the resting König holds no cards");
        for (std::size_t j = 0; j < i; ++j)
            if (p.kings[j].suit == k.suit)
                refuse(field, kRuleKing, std::string("Den König in ") + suit_name(k.suit) + " gibt es nur einmal.",
                       std::string("there is only one king of ") + suit_name(k.suit));
        if (k.result == KingResult::Ultimo) {
            ++last_trick;
            king_ultimo = true;
        }
        if (k.result == KingResult::Discarded && (!misere_player || *misere_player != k.player))
            refuse(field, kRuleKing, "Abgeworfen ohne Zahlung wird nur der König des Misère-Spielers (000:2117).",
                   "only the Misère player's king is thrown away without payment (000:2117)");
    }
    if (p.mond_ultimo) {
        if (!deal.is_active(*p.mond_ultimo)) refuse("mond_ultimo", kRuleKingUltimo, "Der ruhende König hat keinen Mond.", "the resting König holds no Mond");
        ++last_trick;
    }
    if (last_trick > 1)
        refuse(p.mond_ultimo ? "mond_ultimo" : "koenige", kRuleKingUltimo, "Den letzten Stich gewinnt nur eine Karte: höchstens ein Ultimo.",
               "only one card wins the last trick: one ultimo at most");
    if (p.pagat && p.pagat->result == PagatResult::CaughtLast && king_ultimo)
        refuse("pagat.result", kRulePagatUltimo, "Den Pagat im letzten Stich fängt ein Tarok, kein König.",
               "a Pagat in the last trick is caught by a tarock, not by a king");
    if (p.pagat && p.pagat->result == PagatResult::CaughtLast && p.mond_ultimo && *p.mond_ultimo == p.pagat->player)
        refuse("pagat.result", kRulePagatUltimo, "Wer den Pagat im letzten Stich verliert, gewinnt ihn nicht mit dem Mond.",
               "whoever loses his Pagat in the last trick does not win it with the Mond");
}

void book_premien(HandResult& out, const Premien& p, const std::vector<int>& payers, const HouseRules& rules,
                  std::optional<int> misere_player, const std::vector<std::string>& players) {
    const PlayerNames name{players};
    if (p.pagat) {
        const int who = p.pagat->player;
        switch (p.pagat->result) {
            case PagatResult::Home:
                historic::pay_each(out, who, payers, Thirds::whole(5),
                                   T("Pagat von " + name(who) + " eingebracht: 5 von jedem", "Pagat of " + name(who) + " brought home: 5 from each"), kRulePagat);
                break;
            case PagatResult::Caught:
                if (misere_player && *misere_player == who && rules.has("misere_premiums") && rules.is("misere_premiums", "pagat_too")) {
                    out.notes.push_back(T("Den Pagat des Misère-Spielers " + name(who) + " abgegeben: nach Hausregel A-G12 frei.",
                                          "The Misère player " + name(who) + " gave his Pagat away: free under house rule A-G12."));
                    break;
                }
                historic::pay_each(out, who, payers, Thirds::whole(-5),
                                   T("Pagat von " + name(who) + " abgefangen: 5 an jeden", "Pagat of " + name(who) + " caught: 5 to each"), kRulePagat);
                break;
            case PagatResult::Ultimo: {
                const bool twenty = rules.has("pagat_ultimo") && rules.is("pagat_ultimo", "20");
                historic::pay_each(out, who, payers, Thirds::whole(twenty ? 20 : 15),
                                   twenty ? T("Pagat Ultimo von " + name(who) + ": 15 und 5 fürs Einbringen = 20 von jedem (A-G5)",
                                              "Pagat Ultimo of " + name(who) + ": 15 and 5 for bringing it home = 20 from each (A-G5)")
                                          : T("Pagat Ultimo von " + name(who) + ": 15 von jedem", "Pagat Ultimo of " + name(who) + ": 15 from each"),
                                   kRulePagatUltimo);
                break;
            }
            case PagatResult::CaughtLast: {
                // A-G12 (pagat_too): the Misère player gives his Pagat away in whichever trick he
                // must play it, the last one too (fixed reading of the house rule).
                if (misere_player && *misere_player == who && rules.has("misere_premiums") && rules.is("misere_premiums", "pagat_too")) {
                    out.notes.push_back(T("Den Pagat des Misère-Spielers " + name(who) + " im letzten Stich abgegeben: nach Hausregel A-G12 frei.",
                                          "The Misère player " + name(who) + " gave his Pagat away in the last trick: free under house rule A-G12."));
                    break;
                }
                // "die gleiche Anzahl von Points" as the ultimo (000:2111): 15, or 20 under A-G5.
                const bool twenty = rules.has("pagat_ultimo") && rules.is("pagat_ultimo", "20");
                historic::pay_each(out, who, payers, Thirds::whole(twenty ? -20 : -15),
                                   twenty ? T("Pagat von " + name(who) + " im letzten Stich abgefangen: die gleiche Anzahl wie der Ultimo, 15 und 5 = 20 an jeden (A-G5)",
                                              "Pagat of " + name(who) + " caught in the last trick: the same as the ultimo, 15 and 5 = 20 to each (A-G5)")
                                          : T("Pagat von " + name(who) + " im letzten Stich abgefangen: die gleiche Anzahl wie der Ultimo, 15 an jeden",
                                              "Pagat of " + name(who) + " caught in the last trick: the same as the ultimo, 15 to each"),
                                   kRulePagatUltimo);
                break;
            }
        }
    }
    for (const KingEvent& k : p.kings) {
        const std::string king = std::string(suit_name(k.suit)) + "-König";
        const std::string king_en = std::string(suit_name(k.suit)) + " King";
        // The king's holder receives `amount` from each other player (pays it, when negative).
        auto each = [&](std::int64_t amount, const std::string& what_de, const std::string& what_en, const RuleRef& rule) {
            historic::pay_each(out, k.player, payers, Thirds::whole(amount),
                               T(king + " von " + name(k.player) + " " + what_de, king_en + " of " + name(k.player) + " " + what_en), rule);
        };
        switch (k.result) {
            case KingResult::Home: each(5, "eingebracht: 5 von jedem", "brought home: 5 from each", kRuleKing); break;
            case KingResult::Caught: each(-5, "abgefangen: 5 an jeden", "caught: 5 to each", kRuleKing); break;
            case KingResult::Ultimo: each(10, "ultimo: 10 von jedem", "wins the last trick: 10 from each", kRuleKingUltimo); break;
            case KingResult::Discarded:
                out.notes.push_back(T(king + " vom Misère-Spieler " + name(k.player) + " abgeworfen: kein Abfangen (000:2117).",
                                      king_en + " thrown away by the Misère player " + name(k.player) + ": not caught (000:2117)."));
                break;
        }
    }
    if (p.mond_ultimo)
        historic::pay_each(out, *p.mond_ultimo, payers, Thirds::whole(10),
                           T("Mond ultimo von " + name(*p.mond_ultimo) + ": 10 von jedem", "Mond of " + name(*p.mond_ultimo) + " wins the last trick: 10 from each"),
                           kRuleKingUltimo);
}

void mark_premien(std::vector<HandMark>& marks, const Premien& p, const std::vector<std::string>& players) {
    const auto name = [&](int seat) { return same(players.at(static_cast<std::size_t>(seat))); };
    if (p.pagat && (p.pagat->result == PagatResult::Ultimo || p.pagat->result == PagatResult::CaughtLast))
        mark_premium(marks, T("Ult", "Ult"), T("Pagat Ultimo", "Pagat Ultimo"), false, p.pagat->result == PagatResult::Ultimo, 0, name(p.pagat->player));
    for (const KingEvent& k : p.kings)
        if (k.result == KingResult::Ultimo)
            mark_premium(marks, T("König-Ult", "King-Ult"), T(std::string("König Ultimo (") + suit_name(k.suit) + ")", std::string("king ultimo (") + suit_name(k.suit) + ")"),
                         false, true, 0, name(k.player));
    if (p.mond_ultimo) mark_premium(marks, T("Mond-Ult", "Mond-Ult"), T("Mond Ultimo", "Mond ultimo"), false, true, 0, name(*p.mond_ultimo));
}

}  // namespace tarock::grosstarok
