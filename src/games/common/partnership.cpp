// The parties of a partnership hand, the settlement primitive and the dummy's share
// (docs/rules/koenigrufen.md: koenigrufen §1.3; docs/rules/neunzehnrufen.md: neunzehnrufen §3.8).
#include "games/common/partnership.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "core/cards.hpp"
#include "games/common/bilingual.hpp"
#include "games/common/marks.hpp"

namespace tarock::partnership {

const char* side_id(Side s) { return s == Side::Declarer ? "declarer" : "opponents"; }

Text side_name(Side s) {
    return s == Side::Declarer ? Text{"Spielerpartei", "declarer's party"} : Text{"Gegenpartei", "opponents"};
}

std::vector<int> Parties::members(Side s) const {
    if (s == Side::Declarer) {
        std::vector<int> v{declarer};
        if (partner) v.push_back(*partner);
        return v;
    }
    return opponents;
}

std::optional<Side> Parties::side_of(int seat) const {
    if (seat == declarer || (partner && seat == *partner)) return Side::Declarer;
    if (std::find(opponents.begin(), opponents.end(), seat) != opponents.end()) return Side::Opponents;
    return std::nullopt;
}

std::vector<std::pair<int, int>> Parties::pairs() const {
    if (!partner || opponents.size() != 2) return {};
    const int first = pairing == Pairing::Next ? opponents[0] : opponents[1];
    const int second = pairing == Pairing::Next ? opponents[1] : opponents[0];
    return {{declarer, first}, {*partner, second}};
}

Parties make_parties(const Deal& deal, int declarer, std::optional<int> partner, Pairing pairing) {
    const int pos = deal.speaking_position(declarer);
    if (pos < 0) throw std::invalid_argument("the declarer does not play in this deal");
    Parties p;
    p.declarer = declarer;
    p.pairing = pairing;
    if (partner && *partner != declarer) {
        if (!deal.is_active(*partner)) throw std::invalid_argument("the partner does not play in this deal");
        p.partner = partner;
    }
    const auto n = deal.active.size();
    for (std::size_t i = 1; i < n; ++i) {
        const int seat = deal.active[(static_cast<std::size_t>(pos) + i) % n];
        if (p.partner && seat == *p.partner) continue;
        p.opponents.push_back(seat);
    }
    return p;
}

Booker::Booker(HandResult& out, const Parties& parties, const std::vector<std::string>& names)
    : out_(out), parties_(parties), names_(names) {}

Text Booker::role_of(int seat) const {
    if (seat == parties_.declarer) return {"Spieler " + name(seat), "declarer " + name(seat), "igralec " + name(seat), "felvevő " + name(seat)};
    if (parties_.partner && seat == *parties_.partner) return {"Partner " + name(seat), "partner " + name(seat), "partner " + name(seat), "partner " + name(seat)};
    return {"Gegner " + name(seat), "opponent " + name(seat), "nasprotnik " + name(seat), "ellenfél " + name(seat)};
}

void Booker::book(int payer, int payee, Thirds amount, const Text& reason, const RuleRef& rule) {
    if (amount.is_zero() || payer == payee) return;
    if (amount < Thirds{}) {
        std::swap(payer, payee);
        amount = -amount;
    }
    if (!explanations_wanted()) {
        out_.pay(payer, payee, amount, {}, rule);
        return;
    }
    const Text a = role_of(payer), b = role_of(payee);
    Text t{reason.de + " — " + a.de + " zahlt " + b.de, reason.en + " — " + a.en + " pays " + b.en};
    // A game that speaks Slovenian or Hungarian gets the payment in its words too.
    if (!reason.sl.empty()) t.sl = reason.sl + " — " + a.sl + " plača: " + b.sl;
    if (!reason.hu.empty()) t.hu = reason.hu + " — " + a.hu + " fizet: " + b.hu;
    out_.pay(payer, payee, amount, t, rule);
}

void Booker::party(Side winner, Thirds per_member, const Text& reason, const RuleRef& rule) {
    if (per_member.is_zero()) return;
    const Side loser = other(winner);
    auto payer_for = [&](int seat) {
        if (sole_payer_ && parties_.side_of(*sole_payer_) == loser) return *sole_payer_;
        return seat;
    };
    if (!parties_.alone()) {
        for (const auto& [own, opp] : parties_.pairs()) {
            const int w = winner == Side::Declarer ? own : opp;
            const int l = winner == Side::Declarer ? opp : own;
            book(payer_for(l), w, per_member, reason, rule);
        }
        return;
    }
    for (int opp : parties_.opponents) {
        const int w = winner == Side::Declarer ? parties_.declarer : opp;
        const int l = winner == Side::Declarer ? opp : parties_.declarer;
        book(payer_for(l), w, per_member, reason, rule);
    }
}

void Booker::from_each(int receiver, Thirds each, const Text& reason, const RuleRef& rule) {
    for (int s : parties_.members(Side::Declarer))
        if (s != receiver) book(s, receiver, each, reason, rule);
    for (int s : parties_.opponents)
        if (s != receiver) book(s, receiver, each, reason, rule);
}

void Booker::to_each(int payer, Thirds each, const Text& reason, const RuleRef& rule) {
    for (int s : parties_.members(Side::Declarer))
        if (s != payer) book(payer, s, each, reason, rule);
    for (int s : parties_.opponents)
        if (s != payer) book(payer, s, each, reason, rule);
}

void Booker::direct(int payer, int payee, Thirds amount, const Text& reason, const RuleRef& rule) {
    book(payer, payee, amount, reason, rule);
}

HandResult credit_dummies(const HandResult& in, const std::vector<DummyShare>& shares,
                          const std::vector<std::string>& names, bool drop) {
    auto share_of = [&](int seat) -> const DummyShare* {
        for (const DummyShare& s : shares)
            if (s.dummy == seat) return &s;
        return nullptr;
    };
    HandResult out;
    out.notes = in.notes;
    for (const Posting& p : in.postings) {
        const DummyShare* a = share_of(p.payer);
        const DummyShare* b = share_of(p.payee);
        if (!a && !b) {
            out.postings.push_back(p);
            continue;
        }
        if (drop) continue;
        Text reason = p.reason;
        for (const DummyShare* s : {a, b}) {
            if (!s) continue;
            const std::string& dn = names.at(static_cast<std::size_t>(s->dummy));
            const std::string& on = names.at(static_cast<std::size_t>(s->owner));
            if (s->dummy == s->owner) {
                reason.de += " — " + on + " bucht für den Strohmann (die offenen Karten des Gebers)";
                reason.en += " — " + on + " books for the dummy (the dealer's open cards)";
            } else {
                reason.de += " — " + on + " bucht für " + dn;
                reason.en += " — " + on + " books for " + dn;
            }
        }
        RuleRef rule = p.rule;
        rule.rule += rule.rule.empty() ? "koenigrufen §3.8, A-N1" : ", §3.8, A-N1";
        out.pay(a ? a->owner : p.payer, b ? b->owner : p.payee, p.amount, reason, rule);
    }
    return out;
}

std::int64_t contra_factor(int contra) { return std::int64_t{1} << contra; }

Text times_contra(Thirds base, int contra) {
    if (contra == 0) return {base.to_string(), base.to_string()};
    const std::string s = fmt::format("{} × {} {} = {}", base.to_string(), contra_name(contra), contra_factor(contra),
                                      (base * contra_factor(contra)).to_string());
    return {s, s};
}

Side parse_side(JsonReader& r, const std::string& key, const RuleRef& rule) {
    return r.choice(key, {"declarer", "opponents"}, rule) == "declarer" ? Side::Declarer : Side::Opponents;
}

Ultimo parse_ultimo(JsonReader& r, const std::string& key, const RuleRef& rule) {
    JsonReader u = r.object(key, rule);
    Ultimo ult;
    if (!u.has("player"))
        refuse(u.path_of("player"), rule, "Wer hatte den Pagat im letzten Stich (oder hat den Ultimo angesagt)?",
               "who played the Pagat to the last trick (or announced the Ultimo)?");
    ult.player = u.player("player", rule);
    if (u.has("announced")) ult.announced = u.boolean("announced", rule);
    if (u.has("contra")) ult.contra = u.contra("contra", rule);
    if (!u.has("result")) refuse(u.path_of("result"), rule, "Ultimo gewonnen oder verloren?", "Ultimo won or lost?");
    ult.won = u.choice("result", {"won", "lost"}, rule) == "won";
    u.finish();
    return ult;
}

Json ultimo_json(const Ultimo& u, const std::vector<std::string>& players) {
    Json j = Json::object();
    if (u.player >= 0) j["player"] = players.at(static_cast<std::size_t>(u.player));
    if (u.announced) j["announced"] = true;
    if (u.contra) j["contra"] = contra_id(u.contra);
    j["result"] = u.won ? "won" : "lost";
    return j;
}

Volat parse_volat(JsonReader& r, const std::string& key, const RuleRef& rule) {
    JsonReader v = r.object(key, rule);
    Volat vol;
    if (v.has("announced")) vol.announced_by = parse_side(v, "announced", rule);
    if (v.has("contra")) vol.contra = v.contra("contra", rule);
    if (v.has("by")) vol.made_by = parse_side(v, "by", rule);
    v.finish();
    return vol;
}

Json volat_json(const Volat& v) {
    Json j = Json::object();
    if (v.announced_by) j["announced"] = side_id(*v.announced_by);
    if (v.contra) j["contra"] = contra_id(v.contra);
    if (v.made_by) j["by"] = side_id(*v.made_by);
    return j;
}

void check_ultimo_volat(const std::optional<Ultimo>& u, const std::optional<Volat>& v, const Parties& parties,
                        std::optional<bool> won, const RuleRef& ultimo_rule, const RuleRef& volat_rule) {
    if (u) {
        if (!parties.side_of(u->player))
            refuse("ultimo.player", ultimo_rule, "Dieser Platz spielt in diesem Spiel nicht mit.", "this seat does not play in this deal");
        if (!u->announced && u->contra)
            refuse("ultimo.contra", ultimo_rule, "Ein stiller Ultimo kann nicht contriert werden (nur Ansagen).",
                   "a silent Ultimo cannot be contra'd (only announcements can)");
    }
    if (v) {
        if (!v->announced_by && v->contra)
            refuse("volat.contra", volat_rule, "Ein stiller Volat kann nicht contriert werden.", "a silent Volat cannot be contra'd");
        if (!v->announced_by && !v->made_by)
            refuse("volat.by", volat_rule, "Volat weder angesagt noch gemacht: Feld weglassen.",
                   "a Volat neither announced nor made: leave the field out");
        if (v->made_by && won) {
            if (*v->made_by == Side::Declarer && !*won)
                refuse("volat.by", volat_rule, "Wer alle Stiche macht, kann das Spiel nicht verlieren.",
                       "whoever takes every trick cannot lose the game");
            if (*v->made_by == Side::Opponents && *won)
                refuse("volat.by", volat_rule, "Wenn die Gegner alle Stiche machen, hat die Spielerpartei verloren.",
                       "if the opponents take every trick the declarer's party has lost");
        }
    }
}

void book_ultimo(Booker& b, const Ultimo& u, std::int64_t silent, std::int64_t announced, std::optional<Side> innocent,
                 const RuleRef& rule) {
    const Side s = *b.parties().side_of(u.player);
    const std::string& who = b.name(u.player);
    if (u.announced) {
        const Text vt = times_contra(Thirds::whole(announced), u.contra);
        const bool made = innocent ? s == *innocent : u.won;
        b.party(made ? s : other(s), Thirds::whole(announced * contra_factor(u.contra)),
                made ? Text{"Pagat Ultimo angesagt (" + who + ") und gewonnen: " + vt.de, "Pagat Ultimo announced (" + who + ") and won: " + vt.en}
                     : Text{"Pagat Ultimo angesagt (" + who + ") und verloren: " + vt.de + " an die andere Partei",
                            "Pagat Ultimo announced (" + who + ") and lost: " + vt.en + " to the other party"},
                rule);
        return;
    }
    const std::string val = std::to_string(silent);
    b.party(u.won ? s : other(s), Thirds::whole(silent),
            u.won ? Text{"Stiller Pagat Ultimo von " + who + ": " + val, "silent Pagat Ultimo by " + who + ": " + val}
                  : Text{"Pagat von " + who + " im letzten Stich gefangen: " + val + " an die andere Partei",
                         who + "'s Pagat captured in the last trick: " + val + " to the other party"},
            rule);
}

void check_after_renonce(const std::optional<Ultimo>& u, const std::optional<Volat>& v, const Parties& parties, Side innocent,
                         const RuleRef& rule) {
    if (u && !u->announced) {
        const Side u_side = *parties.side_of(u->player);
        if ((u->won ? u_side : other(u_side)) != innocent)
            refuse("ultimo", rule, "Nach einer Renonce kann nur die schuldlose Partei durch Weiterspielen stille Prämien gewinnen.",
                   "after a renonce only the innocent party can earn silent premiums by playing on");
    }
    if (v && v->made_by && *v->made_by != innocent)
        refuse("volat.by", rule, "Nach einer Renonce kann nur die schuldlose Partei einen Volat machen.",
               "after a renonce only the innocent party can make a Volat");
}

std::string names_except(const std::vector<int>& seats, const PlayerNames& name, const std::vector<int>& except) {
    std::string names;
    for (int s : seats)
        if (std::find(except.begin(), except.end(), s) == except.end()) names += (names.empty() ? "" : ", ") + name(s);
    return names;
}

std::string roman(int n) {
    static const std::pair<int, const char*> digits[] = {{10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}};
    std::string s;
    for (const auto& [v, r] : digits)
        while (n >= v) {
            s += r;
            n -= v;
        }
    return s;
}

Json points_json(Thirds points) {
    if (points.is_whole()) return Json(points.whole_part());
    return Json(points.to_string());
}

std::vector<HandMark> premium_marks(int contra, const std::optional<Ultimo>& u, const std::optional<Volat>& v, const std::vector<std::string>& players) {
    std::vector<HandMark> marks;
    mark_contra(marks, contra);
    if (u) mark_ultimo(marks, *u, players.at(static_cast<std::size_t>(u->player)));
    if (v && v->announced_by) mark_premium(marks, same("Volat"), same("Volat"), true, v->made_by == v->announced_by, v->contra, side_name(*v->announced_by));
    else if (v && v->made_by) mark_premium(marks, same("Volat"), same("Volat"), false, true, 0, side_name(*v->made_by));
    return marks;
}

}  // namespace tarock::partnership
