// The Trischaken settlements of §5 (M-17): OÖ 4/2023 (RTC), Sauwald, Tirol, the pool of the
// Wiener Tarockcup and tarockapp, and the Rüdiger rules. Each works on the card points of the
// four players in speaking order (the Vorhand, the Trischaker, first) and returns each one's net
// in sixths of the Trischaken unit, so that halves and thirds stay exact until the unit is known.
#include <algorithm>
#include <numeric>

#include <fmt/format.h>

#include "core/cards.hpp"
#include "games/common/bilingual.hpp"
#include "games/common/json_input.hpp"
#include "games/koenigrufen_modern/koenigrufen_modern.hpp"

namespace tarock::koenigrufen_modern {

namespace {

using Nets = std::vector<std::int64_t>;
constexpr std::int64_t kSix = 6;  // one unit, in sixths

/// The seats (positions 0..3) whose value equals `v`.
std::vector<int> where(const std::vector<Thirds>& t, Thirds v) {
    std::vector<int> out;
    for (int i = 0; i < static_cast<int>(t.size()); ++i)
        if (t[static_cast<std::size_t>(i)] == v) out.push_back(i);
    return out;
}

/// `payers` pay `total` sixths in equal shares; `receivers` receive it in equal shares.
void spread(Nets& n, const std::vector<int>& payers, const std::vector<int>& receivers, std::int64_t total) {
    for (int p : payers) n[static_cast<std::size_t>(p)] -= total / static_cast<std::int64_t>(payers.size());
    for (int r : receivers) n[static_cast<std::size_t>(r)] += total / static_cast<std::int64_t>(receivers.size());
}

std::vector<int> others(const std::vector<int>& not_these) {
    std::vector<int> out;
    for (int i = 0; i < 4; ++i)
        if (std::find(not_these.begin(), not_these.end(), i) == not_these.end()) out.push_back(i);
    return out;
}

[[noreturn]] void ask_table(const char* id, const std::string& de, const std::string& en, const char* source = "TIR §5") {
    refuse("trischaken", RuleRef{id, source},
           de + " Die Regel lässt den Fall offen; den Betrag als Hausregel vereinbaren.", en + "; the rule leaves the case open: agree the amount as a house rule");
}

// §5.2 (HT §7.6 quoting [OÖ23 Trischaken 2-3]).
Nets oe(const std::vector<Thirds>& t, const std::vector<int>& L, const std::vector<int>& J, Thirds bm, Text& why) {
    Nets n(4, 0);
    const bool trischaker_loses = std::find(L.begin(), L.end(), 0) != L.end();
    if (trischaker_loses) {
        const std::int64_t b = t[0] >= bm ? 4 : 2;
        spread(n, {0}, J.empty() ? others({0}) : J, 3 * b * kSix);
        why = format_text("Der Trischaker hat die meisten Punkte und zahlt allein {} × 3{}.", "the Trischaker has the most points and pays {} × 3 alone{}.", b,
                          std::string(b == 4 ? " (Bürgermeister)" : ""));
    } else if (L.size() == 1) {
        const int l = L[0];
        const std::int64_t b = t[static_cast<std::size_t>(l)] >= bm ? 2 : 1;
        std::int64_t total = 3 * b;
        if (!J.empty()) {
            if (J.size() == 2 && b == 1) total = 4;
            spread(n, {l}, J, total * kSix);
        } else {
            spread(n, {l}, others({l}), total * kSix);
        }
        why = format_text("Verlierer mit den meisten Punkten zahlt {}{}.", "the loser with the most points pays {}{}.", total,
                          std::string(J.empty() ? "" : " (Jungfrau)"));
    } else if (L.size() == 2) {
        const auto rest = others(L);
        std::vector<int> jr;
        for (int r : rest)
            if (t[static_cast<std::size_t>(r)].is_zero()) jr.push_back(r);
        spread(n, L, jr.size() == 1 ? jr : rest, 4 * kSix);
        why = same("2 × 2");
    } else {
        spread(n, L, others(L), 3 * kSix);
        why = format_text("Drei gleiche Verlierer zahlen je 1.", "three equal losers pay 1 each.");
    }
    return n;
}

// §5.4 (SAU "Trischaken").
Nets sau(const std::vector<Thirds>& t, std::vector<int> L, const std::vector<int>& J, Thirds bm, Text& why) {
    Nets n(4, 0);
    if (std::find(L.begin(), L.end(), 0) != L.end()) L = {0};  // M-19: the Vorhand tied loses alone
    if (L.size() == 1) {
        const int l = L[0];
        std::int64_t m = t[static_cast<std::size_t>(l)] >= bm ? 2 : 1;
        if (l == 0) m *= 2;
        if (J.size() == 3 || J.empty()) {
            spread(n, {l}, others({l}), 3 * m * kSix);
        } else {
            for (int j : J) spread(n, {l}, {j}, 3 * m * kSix);
        }
        why = format_text("Verlierer zahlt {}-fach.", "the loser pays {} times.", m);
        return n;
    }
    if (J.empty()) {
        for (int l : L) spread(n, {l}, others(L), static_cast<std::int64_t>(4 - L.size()) * kSix);
        why = format_text("Gleiche Verlierer geben je 1 an jeden Gewinner.", "tied losers give 1 to each winner.");
    } else {
        for (int j : J) spread(n, L, {j}, 3 * kSix);
        why = format_text("Die Jungfrau erhält von den Verlierern 3.", "the Jungfrau receives 3 from the losers.");
    }
    return n;
}

// §5.3 (TIR §5).
Nets tir(const std::vector<Thirds>& t, const std::vector<int>& L, const std::vector<int>& J, Thirds bm, Text& why) {
    Nets n(4, 0);
    std::vector<int> order = {0, 1, 2, 3};
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return t[static_cast<std::size_t>(a)] > t[static_cast<std::size_t>(b)]; });
    const int p1 = order[0];
    const bool bmeister = t[static_cast<std::size_t>(p1)] >= bm;
    if (L.size() >= 3) ask_table("koenigrufen_modern M-21", "Drei Spieler punktegleich an der Spitze: 4 zu dritt geteilt geht nicht auf.", "three players tied at the top: 4 cannot be split by three");
    if (J.size() >= 2) ask_table("koenigrufen_modern M-20", "Zwei Jungfrauen regelt der Tiroler Text nicht.", "the Tirol text does not cover two Jungfrauen");
    if (!J.empty() && bmeister) ask_table("koenigrufen_modern M-20", "Jungfrau und Bürgermeister zugleich regelt der Tiroler Text nicht.", "the Tirol text does not cover a Jungfrau with a Bürgermeister");
    const bool vorhand_top = std::find(L.begin(), L.end(), 0) != L.end();
    if (vorhand_top && L.size() > 1) ask_table("koenigrufen_modern M-20", "Vorhand punktegleich an der Spitze regelt der Tiroler Text nicht.", "the Tirol text does not cover the Vorhand tied at the top");
    if (vorhand_top && !J.empty()) ask_table("koenigrufen_modern M-20", "Vorhand mit den meisten Punkten und eine Jungfrau regelt der Tiroler Text nicht.", "the Tirol text does not cover the Vorhand with the most points and a Jungfrau");
    if (vorhand_top) {
        spread(n, {0}, others({0}), (bmeister ? 6 : 3) * kSix);
        why = bmeister ? format_text("Vorhand-Bürgermeister: 3 × 4.", "Vorhand Bürgermeister: 3 × 4.") : format_text("Vorhand hat die meisten Punkte: 3 × 2.", "the Vorhand has the most points: 3 × 2.");
    } else if (bmeister) {
        spread(n, {p1}, others({p1}), 3 * kSix);
        why = format_text("Bürgermeister zahlt 3 × 2.", "Bürgermeister pays 3 × 2.");
    } else if (J.size() == 1) {
        spread(n, others(J), J, 3 * kSix);
        why = format_text("Jungfrau kassiert 3 × 2.", "the Jungfrau collects 3 × 2.");
    } else if (t[static_cast<std::size_t>(order[1])] == t[static_cast<std::size_t>(order[2])]) {
        if (t[static_cast<std::size_t>(order[2])] == t[static_cast<std::size_t>(order[3])])
            ask_table("koenigrufen_modern M-21", "Drei Spieler punktegleich mit den wenigsten Punkten: wer „mittel“ ist und wer bekommt, sagt der Tiroler Text nicht.",
                      "three players tied with the fewest points: the Tirol text does not say who is \"middle\" and who receives");
        spread(n, {p1}, {order[3]}, kSix);
        why = format_text("Die beiden mittleren sind punktegleich und gehen leer aus.", "the two middle players are tied and get nothing.");
    } else {
        spread(n, {order[0], order[1]}, {order[2], order[3]}, 2 * kSix);
        why = format_text("Die zwei mit den meisten Punkten zahlen je 2 (2 × 2).", "the two with the most points pay 2 each (2 × 2).");
    }
    return n;
}

// §5.5 (WTC-20 "§ Trischaken"; APP).
Nets pool(const std::vector<Thirds>& t, std::vector<int> L, const std::vector<int>& J, Thirds bm, Text& why) {
    Nets n(4, 0);
    if (std::find(L.begin(), L.end(), 0) != L.end()) L = {0};
    std::int64_t d = 3;
    if (L.size() == 1 && t[static_cast<std::size_t>(L[0])] >= bm) d *= 2;
    if (L == std::vector<int>{0}) d *= 2;
    spread(n, L, J.empty() ? others(L) : J, d * kSix);
    why = format_text("{} Einheiten werden verteilt.", "{} units are shared out.", d);
    return n;
}

// §5.6 (RUE "Trischaken").
Nets rue(const std::vector<Thirds>& t, std::vector<int> J, Thirds bm, Text& why) {
    Nets n(4, 0);
    if (J.size() >= 2) J.clear();
    std::optional<int> big;
    for (int i = 0; i < 4; ++i)
        if (t[static_cast<std::size_t>(i)] >= bm) big = i;
    std::vector<int> order = {0, 1, 2, 3};
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return t[static_cast<std::size_t>(a)] > t[static_cast<std::size_t>(b)]; });
    if (!J.empty() && big) {
        spread(n, {*big}, J, 3 * kSix);
        why = format_text("Über 35 zahlt 3 an die Jungfrau.", "above 35 pays 3 to the Jungfrau.");
    } else if (!J.empty()) {
        spread(n, others(J), J, 3 * kSix);
        why = format_text("Die Jungfrau bekommt alles.", "the Jungfrau gets everything.");
    } else if (big) {
        spread(n, {*big}, others({*big}), 3 * kSix);
        why = format_text("Über 35 zahlt alles.", "above 35 pays everything.");
    } else if (t[static_cast<std::size_t>(order[1])] == t[static_cast<std::size_t>(order[2])]) {
        // Three tied at the top or at the bottom: "der Spieler mit den meisten Punkten" or "den mit
        // den wenigsten" is not one player.
        if (t[static_cast<std::size_t>(order[0])] == t[static_cast<std::size_t>(order[1])] || t[static_cast<std::size_t>(order[2])] == t[static_cast<std::size_t>(order[3])])
            ask_table("koenigrufen_modern §5.6", "Drei Spieler punktegleich: wer „die meisten“ oder „die wenigsten“ Punkte hat, sagt der Rüdiger-Text dann nicht.",
                      "three players tied: the Rüdiger text does not say then who has \"the most\" or \"the fewest\" points", "RUE Trischaken");
        spread(n, {order[0]}, {order[3]}, kSix);
        why = format_text("Die Mittleren sind gleich: der Höchste zahlt dem Niedrigsten 1.", "the middle two are tied: the highest pays the lowest 1.");
    } else {
        spread(n, {order[0], order[1]}, {order[2], order[3]}, 2 * kSix);
        why = format_text("Die zwei Niedrigsten bekommen je 1 von den zwei anderen.", "the two lowest get 1 each from the two others.");
    }
    return n;
}

}  // namespace

std::vector<std::int64_t> trischaken_sixths(const std::vector<Thirds>& t, const HouseRules& rules, Text& why) {
    const Thirds top = *std::max_element(t.begin(), t.end());
    const std::vector<int> L = where(t, top);
    const std::vector<int> J = where(t, Thirds{});
    const Thirds bm = Thirds::from_thirds(kPack54.half() * 3 + (rules.is("buergermeister", "106") ? 1 : 2));
    const std::string& family = rules.choice("trischaken");
    if (family == "sau") return sau(t, L, J, bm, why);
    if (family == "tir") return tir(t, L, J, bm, why);
    if (family == "pool") return pool(t, L, J, bm, why);
    if (family == "rue") return rue(t, J, bm, why);
    return oe(t, L, J, bm, why);
}

}  // namespace tarock::koenigrufen_modern
