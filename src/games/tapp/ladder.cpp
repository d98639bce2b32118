// The Zweier/Einer ladder and the party bookkeeping shared by Steyerisch- and Ungarisch-Tarok.
#include "games/tapp/ladder.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace tarock::tapp {

namespace {
const RuleRef kRuleDreier{"tapp §2.2", "000:L326-336"};
}

const char* contract_id(Contract c) {
    switch (c) {
        case Contract::Dreier: return "dreier";
        case Contract::Zweier: return "zweier";
        case Contract::Einer: return "einer";
        case Contract::Solo: return "solo";
    }
    return "";
}

const char* contract_name(Contract c) {
    switch (c) {
        case Contract::Dreier: return "Dreier";
        case Contract::Zweier: return "Zweier";
        case Contract::Einer: return "Einer";
        case Contract::Solo: return "Solo";
    }
    return "";
}

std::string malig_de(int m) {
    static const char* names[] = {"", "einmalig", "zweimalig", "dreimalig", "viermalig", "fünfmalig", "sechsmalig",
                                  "siebenmalig", "achtmalig", "neunmalig", "zehnmalig", "elfmalig"};
    if (m >= 1 && m <= 11) return names[m];
    return std::to_string(m) + "malig";
}

std::string malig_en(int m) {
    static const char* names[] = {"", "onefold", "twofold", "threefold", "fourfold", "fivefold", "sixfold",
                                  "sevenfold", "eightfold", "ninefold", "tenfold", "elevenfold"};
    if (m >= 1 && m <= 11) return names[m];
    return std::to_string(m) + "-fold";
}

int LadderContract::final_multiple() const {
    switch (game) {
        case Contract::Solo: return 1;
        case Contract::Dreier: return talon_multiple(multiple, level, talon);
        case Contract::Zweier: return multiple.value_or(1);
        case Contract::Einer:
            if (multiple) return *multiple;
            if (card) return back ? 6 + *card : *card;
            return 1;
    }
    return 1;
}

LadderContract read_contract(JsonReader& r, const LadderRules& rules) {
    LadderContract c;
    if (!r.has("game"))
        refuse("game", rules.bidding, "Das Spiel fehlt (dreier, zweier, einer oder solo).",
               "the game is missing (dreier, zweier, einer or solo)");
    const std::string g = r.choice("game", {"dreier", "zweier", "einer", "solo"}, rules.bidding);
    c.game = g == "dreier" ? Contract::Dreier : g == "zweier" ? Contract::Zweier : g == "einer" ? Contract::Einer : Contract::Solo;
    if (r.has("multiple")) c.multiple = r.integer("multiple", -1000, 1000, kRuleDreier);
    if (r.has("level")) c.level = r.integer("level", -1000, 1000, kRuleDreier);
    if (r.has("talon")) {
        const std::string t = r.choice("talon", {"first", "other", "back"}, kRuleDreier);
        c.talon = t == "first" ? Talon::FirstSeen : t == "other" ? Talon::Other : Talon::Back;
    }
    if (r.has("card")) c.card = r.integer("card", -1000, 1000, rules.einer);
    if (r.has("back")) c.back = r.boolean("back", rules.einer);
    return c;
}

void write_contract(Json& j, const LadderContract& c) {
    j["game"] = contract_id(c.game);
    if (c.multiple) j["multiple"] = *c.multiple;
    if (c.level) j["level"] = *c.level;
    if (c.talon != Talon::Unrecorded) j["talon"] = c.talon == Talon::FirstSeen ? "first" : c.talon == Talon::Other ? "other" : "back";
    if (c.card) j["card"] = *c.card;
    if (c.back) j["back"] = true;
}

void check_contract(const LadderContract& c, const LadderRules& rules) {
    const std::string name = contract_name(c.game);
    if (c.game != Contract::Dreier && c.talon != Talon::Unrecorded)
        refuse("talon", kRuleDreier, "Die Talonwahl (erste/andere Lage) gibt es nur beim Dreier.",
               "the talon choice (first/other Lage) exists only in a Dreier");
    if (c.game != Contract::Einer && (c.card || c.back))
        refuse(c.card ? "card" : "back", rules.einer, "Die genommene Einzelkarte gibt es nur beim Einer.",
               "the single card taken exists only in an Einer");
    switch (c.game) {
        case Contract::Solo:
            if (c.multiple || c.level)
                refuse(c.multiple ? "multiple" : "level", rules.solo,
                       "Der Solo ist stets einmalig: kein Vielfaches, keine Stufe.",
                       "a Solo is always onefold: no multiple, no level");
            return;
        case Contract::Dreier:
            if (!c.multiple && !c.level && c.talon == Talon::Unrecorded)
                refuse("multiple", kRuleDreier, "Das Vielfache des Dreiers fehlt (1 bis 6).", "the Dreier multiple is missing (1 to 6)");
            if (c.level && (*c.level < 1 || *c.level > 4))
                refuse("level", kRuleDreier, "Ein Dreier wird nur bis zum Viermaligen gesteigert (Stufe 1 bis 4).",
                       "a Dreier is raised no higher than fourfold (level 1 to 4)");
            if (c.multiple && (*c.multiple < 1 || *c.multiple > 6))
                refuse("multiple", kRuleDreier, "Ein Dreier ist ein- bis sechsmalig.", "a Dreier is onefold to sixfold");
            if (c.multiple && c.talon != Talon::Unrecorded)
                refuse("talon", kRuleDreier, "Entweder das Vielfache oder Stufe und Talonwahl eintragen, nicht beides.",
                       "enter either the multiple or level and talon choice, not both");
            if (c.multiple && c.level && (*c.multiple < *c.level || *c.multiple > *c.level + 2))
                refuse("multiple", kRuleDreier,
                       fmt::format("Auf Stufe {} ist der Dreier {}- bis {}malig.", *c.level, *c.level, *c.level + 2),
                       fmt::format("at level {} the Dreier is {}- to {}fold", *c.level, *c.level, *c.level + 2));
            return;
        case Contract::Zweier:
            if (!c.multiple)
                refuse("multiple", rules.zweier, fmt::format("Das Vielfache des Zweiers fehlt (1 bis {}).", rules.zweier_max),
                       fmt::format("the Zweier multiple is missing (1 to {})", rules.zweier_max));
            if (*c.multiple < 1 || *c.multiple > rules.zweier_max)
                refuse("multiple", rules.zweier, fmt::format("Ein Zweier ist ein- bis {}.", malig_de(rules.zweier_max)),
                       fmt::format("a Zweier is onefold to {}", malig_en(rules.zweier_max)));
            if (c.level) {
                if (*c.level < 1 || *c.level > 3)
                    refuse("level", rules.zweier, "Es gibt den ersten, zweiten und dritten Zweier (Stufe 1 bis 3).",
                           "there are the first, second and third Zweier (level 1 to 3)");
                const int lo = *c.level, hi = std::min(*c.level + 3, rules.zweier_max);
                static const char* nth_de[] = {"", "erste", "zweite", "dritte"};
                static const char* nth_en[] = {"", "first", "second", "third"};
                const auto idx = static_cast<std::size_t>(*c.level);
                if (rules.zweier_level_ranges && (*c.multiple < lo || *c.multiple > hi))
                    refuse("multiple", rules.zweier,
                           fmt::format("Der {} Zweier ist {}- bis {}malig.", nth_de[idx], lo, hi),
                           fmt::format("the {} Zweier is {}- to {}fold", nth_en[idx], lo, hi));
            }
            return;
        case Contract::Einer:
            if (c.level) refuse("level", rules.einer, "Der Einer hat keine Stufe: Vielfaches oder Karte eintragen.",
                                "an Einer has no level: enter the multiple or the card");
            if (c.card && (*c.card < 1 || *c.card > 6))
                refuse("card", rules.einer, "Der Talon hat sechs Einzelkarten (1 bis 6).", "the talon has six single cards (1 to 6)");
            if (c.card && c.back && *c.card == 6)
                refuse("back", rules.einer,
                       "Die sechste Karte ist die zuletzt gesehene: zu ihr geht man nicht zurück (sechsmalig).",
                       "the sixth card is the last one seen: nobody goes back to it (sixfold)");
            if (!c.multiple && !c.card)
                refuse("multiple", rules.einer, fmt::format("Das Vielfache des Einers fehlt (1 bis {}).", rules.einer_max),
                       fmt::format("the Einer multiple is missing (1 to {})", rules.einer_max));
            if (c.multiple && (*c.multiple < 1 || *c.multiple > rules.einer_max))
                refuse("multiple", rules.einer, fmt::format("Ein Einer ist ein- bis {}.", malig_de(rules.einer_max)),
                       fmt::format("an Einer is onefold to {}", malig_en(rules.einer_max)));
            if (c.multiple && c.card && *c.multiple != (c.back ? 6 + *c.card : *c.card))
                refuse("multiple", rules.einer,
                       fmt::format("Karte {}{} ergibt einen {}en Einer, nicht {}.", *c.card, c.back ? " nach dem Zurückgehen" : "",
                                   malig_de(c.back ? 6 + *c.card : *c.card), malig_de(*c.multiple)),
                       fmt::format("card {}{} makes a {} Einer, not {}", *c.card, c.back ? " after going back" : "",
                                   malig_en(c.back ? 6 + *c.card : *c.card), malig_en(*c.multiple)));
            if (!c.multiple && c.card && (c.back ? 6 + *c.card : *c.card) > rules.einer_max)
                refuse("back", rules.einer, fmt::format("Ein Einer ist höchstens {}.", malig_de(rules.einer_max)),
                       fmt::format("an Einer is at most {}", malig_en(rules.einer_max)));
            return;
    }
}

std::vector<int> opposing_party(const Deal& deal, int declarer, const HouseRules& rules, bool game_item) {
    std::vector<int> v;
    for (int s : deal.active)
        if (s != declarer) v.push_back(s);
    if (deal.resting) {
        const std::string& k = rules.choice("koenig");
        if (k == "full" || (k == "game_only" && game_item)) v.push_back(*deal.resting);
    }
    return v;
}

bool koenig_in_premiums(const Deal& deal, const HouseRules& rules) { return deal.resting && rules.is("koenig", "full"); }

void book_party_items(HandResult& result, const std::vector<PartyItem>& items, const Deal& deal, int declarer,
                      const HouseRules& rules, std::optional<int> offender_pays, const std::vector<std::string>& players,
                      const std::string& payer_rule) {
    for (const PartyItem& it : items) {
        const auto opp = opposing_party(deal, declarer, rules, it.game);
        if (offender_pays && it.per_opp > 0) {
            const auto total = it.per_opp * static_cast<std::int64_t>(opp.size());
            const std::string who = players.at(static_cast<std::size_t>(*offender_pays));
            result.pay(*offender_pays, declarer, Thirds::whole(total),
                       {it.reason.de + fmt::format(" — {} zahlt allein für {} Gegner ({} × {} = {})", who, opp.size(), it.per_opp, opp.size(), total),
                        it.reason.en + fmt::format(" — {} pays alone for {} opponents ({} × {} = {})", who, opp.size(), it.per_opp, opp.size(), total)},
                       {it.rule.rule + ", " + payer_rule, it.rule.source + ", L2329"});
        } else {
            for (int o : opp) result.pay(o, declarer, Thirds::whole(it.per_opp), it.reason, it.rule);
        }
    }
}

}  // namespace tarock::tapp
