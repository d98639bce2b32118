// The 78-card pack (000:2061) and the card settlement over or under the share (000:2149).
#include <fmt/format.h>

#include "games/grosstarok/grosstarok.hpp"

namespace tarock::grosstarok {

std::vector<Card> pack78() {
    std::vector<Card> cards;
    for (int n = 1; n <= 22; ++n) cards.push_back(Card::tarock(n));
    for (Suit s : {Suit::Coeur, Suit::Carreau, Suit::Pique, Suit::Treff}) {
        for (Rank r : {Rank::King, Rank::Queen, Rank::Cavall, Rank::Jack}) cards.push_back(Card::of(s, r));
        for (int pip = 1; pip <= 10; ++pip) cards.push_back(Card::of(s, Rank::Pip, pip));
    }
    return cards;
}

void book_over_under(HandResult& out, const std::vector<std::pair<int, Thirds>>& points, Thirds share,
                     const RuleRef& rule, const std::vector<std::string>& players) {
    Thirds sum;
    for (const auto& [seat, p] : points) sum += p;
    const auto n = static_cast<std::int64_t>(points.size());
    const bool exact = sum == share * n;
    // Without the Scat the points do not add up: each is measured against the average S / 3 in
    // thirds (the points are whole, so S in thirds is divisible by 3: Δ = p - S / 3 exactly).
    std::vector<std::pair<int, Thirds>> deltas;
    std::string de, en;
    for (const auto& [seat, p] : points)
        deltas.emplace_back(seat, exact ? p - share : Thirds::from_thirds(p.count() - sum.count() / n));
    for (std::size_t i = 0; i < deltas.size(); ++i) {  // deltas[i] belongs to points[i]
        const auto& [seat, d] = deltas[i];
        const std::string name = players.at(static_cast<std::size_t>(seat));
        const Thirds p = points[i].second;
        de += (de.empty() ? "" : ", ") + name + " " + p.to_string() + " (" + d.to_signed_string() + ")";
        en += (en.empty() ? "" : ", ") + name + " " + p.to_string() + " (" + d.to_signed_string() + ")";
    }
    const Text reason = exact ? T(fmt::format("Kartenpunkte über oder unter {}: ", share.to_string()) + de,
                                  fmt::format("card points over or under {}: ", share.to_string()) + en)
                              : T("Kartenpunkte gegen den Durchschnitt " + sum.to_string() + " / " +
                                      std::to_string(n) + " (der Scat zählt nicht, A-G8): " + de,
                                  "card points against the average " + sum.to_string() + " / " +
                                      std::to_string(n) + " (the Scat does not count, A-G8): " + en);
    historic::book_deltas(out, deltas, reason, rule);
}

}  // namespace tarock::grosstarok
