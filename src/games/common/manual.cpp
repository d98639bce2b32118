#include "games/common/manual.hpp"

#include <algorithm>
#include <stdexcept>

namespace tarock::historic {

Agreed read_agreed(JsonReader& r, const std::vector<int>& allowed, const RuleRef& why) {
    Agreed a;
    if (!r.has("agreed"))
        refuse("agreed", why, "Hier zahlt, was die Spieler vereinbaren: die Beträge je Spieler fehlen.",
               "what the players agree is paid here: the amounts per player are missing");
    const Json& obj = r.raw("agreed");
    if (!obj.is_object())
        refuse("agreed", why, "Ein Objekt Spieler -> Betrag erwartet, z. B. {\"Anna\": 5, \"Bernd\": -5}.",
               "an object player -> amount is expected, e.g. {\"Anna\": 5, \"Bernd\": -5}");
    Thirds sum;
    for (const auto& [name, value] : obj.items()) {
        const std::string field = "agreed." + name;
        const int seat = r.player_value(Json(name), field, why);
        if (std::find(allowed.begin(), allowed.end(), seat) == allowed.end())
            refuse(field, why, name + " spielt in diesem Spiel nicht mit.", name + " does not play in this deal");
        for (const auto& [s, t] : a.amounts)
            if (s == seat) refuse(field, why, name + " steht zweimal da.", name + " is named twice");
        std::optional<Thirds> amount;
        try {
            amount = json_amount(value);
        } catch (const InputError& e) {
            throw InputError(field, why, e.message());
        }
        if (!amount)
            refuse(field, why, "Hier wird ein Betrag erwartet (Drittel erlaubt, z. B. -2 1/3).",
                   "an amount is expected here (thirds allowed, e.g. -2 1/3)");
        const Thirds t = *amount;
        sum += t;
        a.amounts.emplace_back(seat, t);
    }
    if (!sum.is_zero())
        refuse("agreed", why,
               "Die vereinbarten Beträge müssen zusammen null ergeben (was einer gewinnt, zahlen die anderen); Summe " +
                   sum.to_string() + ".",
               "the agreed amounts must sum to zero (what one wins the others pay); the sum is " + sum.to_string());
    if (!r.has("reason") || r.string("reason", why).find_first_not_of(' ') == std::string::npos)
        refuse("reason", why, "Bitte kurz festhalten, was vereinbart wurde und warum.",
               "please note briefly what was agreed and why");
    a.reason = r.string("reason", why);
    return a;
}

Agreed read_agreed(JsonReader& r, const RuleRef& why) {
    std::vector<int> all(r.players().size());
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
    return read_agreed(r, all, why);
}

std::optional<Agreed> read_optional_agreed(JsonReader& r, const RuleRef& why) {
    if (!r.has("agreed") && !r.has("reason")) return std::nullopt;
    return read_agreed(r, why);
}

std::pair<int, Thirds> read_side_points(JsonReader& r, const RuleRef& rule, const std::string& de, const std::string& en) {
    const Json& pj = r.raw("points");
    if (!pj.is_object() || pj.size() != 1) refuse("points", rule, de, en);
    JsonReader pr(pj, "points", r.players());
    const std::string who = pj.begin().key();
    return std::make_pair(r.player_value(Json(who), "points." + who, rule), pr.amount(who, rule));
}

void write_agreed(Json& j, const Agreed& a, const std::vector<std::string>& players) {
    Json o = Json::object();
    for (const auto& [seat, t] : a.amounts) {
        const std::string& name = players.at(static_cast<std::size_t>(seat));
        o[name] = amount_value(t);
    }
    j["agreed"] = o;
    j["reason"] = a.reason;
}

void book_deltas(HandResult& out, const std::vector<std::pair<int, Thirds>>& deltas, const Text& reason,
                 const RuleRef& rule) {
    std::vector<std::pair<int, Thirds>> debt, credit;
    Thirds sum;
    for (const auto& [seat, t] : deltas) {
        sum += t;
        if (t < Thirds{}) debt.emplace_back(seat, -t);
        else if (Thirds{} < t) credit.emplace_back(seat, t);
    }
    if (!sum.is_zero()) throw std::invalid_argument("book_deltas: the differences do not sum to zero");
    auto larger = [](const auto& a, const auto& b) { return b.second < a.second; };
    std::stable_sort(debt.begin(), debt.end(), larger);
    std::stable_sort(credit.begin(), credit.end(), larger);
    std::size_t i = 0, k = 0;
    while (i < debt.size() && k < credit.size()) {
        const Thirds amount = std::min(debt[i].second, credit[k].second);
        out.pay(debt[i].first, credit[k].first, amount, reason, rule);
        debt[i].second -= amount;
        credit[k].second -= amount;
        if (debt[i].second.is_zero()) ++i;
        if (credit[k].second.is_zero()) ++k;
    }
}

void book_agreed(HandResult& out, const Agreed& a, const Text& what, const RuleRef& why,
                 const std::vector<std::string>& players) {
    std::string list;
    for (const auto& [seat, t] : a.amounts)
        list += (list.empty() ? "" : ", ") + players.at(static_cast<std::size_t>(seat)) + " " + t.to_signed_string();
    const Text reason{what.de + ": von Hand eingetragen, wie vereinbart (" + list + ") – \"" + a.reason +
                          "\"; die Quelle lässt sich hier nicht rechnen (" + why.rule + ")",
                      what.en + ": entered by hand as agreed (" + list + ") – \"" + a.reason +
                          "\"; the source cannot be scored here (" + why.rule + ")"};
    book_deltas(out, a.amounts, reason, why);
}

void pay_each(HandResult& out, int payee, const std::vector<int>& others, Thirds amount, const Text& reason,
              const RuleRef& rule) {
    for (int s : others)
        if (s != payee) out.pay(s, payee, amount, reason, rule);
}

HandOutcome thrown_in() {
    HandOutcome out;
    out.same_dealer = true;
    out.summary = T("Eingeworfen: derselbe Geber gibt neu", "Thrown in: the same dealer deals again");
    return out;
}

std::string shown(Thirds t, bool sign) { return sign ? t.to_signed_string() : t.to_string(); }

}  // namespace tarock::historic
