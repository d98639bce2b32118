// The pieces of the form models that take announced tarocks (see ansagen_model.hpp).
#include "app/forms/ansagen_model.hpp"

#include <algorithm>
#include <exception>
#include <sstream>

namespace tarock::app::ansage {

using grosstarok::AnsageKind;

std::vector<Json> tarock_tokens(const std::string& text) {
    std::string t = text;
    std::replace(t.begin(), t.end(), ',', ' ');
    std::istringstream in(t);
    std::vector<Json> out;
    for (std::string tok; in >> tok;) {
        try {
            std::size_t used = 0;
            const int n = std::stoi(tok, &used);
            if (used == tok.size()) {
                out.emplace_back(n);
                continue;
            }
        } catch (const std::exception&) {
        }
        out.emplace_back(tok);
    }
    return out;
}

std::vector<int> tarock_numbers(const std::string& text) {
    std::vector<int> out;
    for (const Json& tok : tarock_tokens(text))
        if (tok.is_number_integer()) out.push_back(tok.get<int>());
    return out;
}

std::string tarocks_to_text(const std::vector<int>& t) {
    std::string s;
    for (int n : t) s += (s.empty() ? "" : " ") + std::to_string(n);
    return s;
}

void apply_tarocks(grosstarok::Ansagen& ansagen, const std::vector<std::string>& tarocks_text) {
    for (std::size_t i = 0; i < ansagen.size(); ++i) {
        auto& a = ansagen[i].second;
        if (a.kind != AnsageKind::Matadore) continue;
        a.tarocks = i < tarocks_text.size() ? tarock_numbers(tarocks_text[i]) : std::vector<int>{};
    }
}

std::vector<std::string> tarocks_texts(const grosstarok::Ansagen& ansagen) {
    std::vector<std::string> out;
    for (const auto& [seat, a] : ansagen) out.push_back(a.kind == AnsageKind::Matadore ? tarocks_to_text(a.tarocks) : "");
    return out;
}

std::vector<std::size_t> keep_chosen(grosstarok::Ansagen& ansagen, int n) {
    std::vector<std::size_t> kept;
    grosstarok::Ansagen chosen;
    for (std::size_t i = 0; i < ansagen.size(); ++i)
        if (ansagen[i].first >= 0 && ansagen[i].first < n) {
            chosen.push_back(ansagen[i]);
            kept.push_back(i);
        }
    ansagen = chosen;
    return kept;
}

void write_tarocks(Json& j, const char* field, const std::vector<int>& seats, const std::vector<bool>& matadors, const std::vector<std::size_t>& kept,
                   const std::vector<std::string>& tarocks_text, const std::vector<std::string>& players) {
    std::vector<int> per_player(players.size(), 0);
    for (std::size_t k = 0; k < kept.size(); ++k) {
        const auto seat = static_cast<std::size_t>(seats[k]);
        const int at = per_player[seat]++;
        const std::size_t i = kept[k];
        if (!matadors[k] || i >= tarocks_text.size()) continue;
        j[field][players[seat]][static_cast<std::size_t>(at)]["tarocks"] = tarock_tokens(tarocks_text[i]);
    }
}

void write_tarocks(Json& j, const grosstarok::Ansagen& ansagen, const std::vector<std::size_t>& kept, const std::vector<std::string>& tarocks_text,
                   const std::vector<std::string>& players) {
    std::vector<int> seats;
    std::vector<bool> matadors;
    for (const auto& [seat, a] : ansagen) {
        seats.push_back(seat);
        matadors.push_back(a.kind == AnsageKind::Matadore);
    }
    write_tarocks(j, "ansagen", seats, matadors, kept, tarocks_text, players);
}

}  // namespace tarock::app::ansage
