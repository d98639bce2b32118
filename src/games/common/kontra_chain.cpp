#include "games/common/kontra_chain.hpp"

namespace tarock {

std::string KontraChain::word(int level) const {
    if (level <= 0) return "";
    if (level <= static_cast<int>(words.size())) return words[static_cast<std::size_t>(level - 1)];
    return std::to_string(level);
}

int read_kontra(JsonReader& r, const std::string& key, const KontraChain& chain, const RuleRef& rule) {
    std::string list = "none";
    for (const std::string& w : chain.words) list += ", " + w;
    const Json& v = r.raw(key);
    if (v.is_number_integer()) {
        const auto i = v.get<std::int64_t>();
        if (i >= 0 && i <= chain.max_level) return static_cast<int>(i);
        refuse(r.path_of(key), rule,
               "Die Stufe " + std::to_string(i) + " gibt es nicht (0 bis " + std::to_string(chain.max_level) + ": " + list + ").",
               "level " + std::to_string(i) + " does not exist (0 to " + std::to_string(chain.max_level) + ": " + list + ")");
    }
    if (v.is_string()) {
        const std::string s = v.get<std::string>();
        if (s == "none") return 0;
        for (std::size_t i = 0; i < chain.words.size(); ++i)
            if (s == chain.words[i] && static_cast<int>(i) < chain.max_level) return static_cast<int>(i) + 1;
        refuse(r.path_of(key), rule, "'" + s + "' ist keine Kontra-Stufe (" + list + ").", "'" + s + "' is not a kontra level (" + list + ")");
    }
    refuse(r.path_of(key), rule, "Hier wird eine Kontra-Stufe erwartet (" + list + ").", "a kontra level is expected here (" + list + ")");
}

Json kontra_json(int level, const KontraChain& chain) {
    if (level <= 0) return "none";
    if (level <= static_cast<int>(chain.words.size())) return chain.words[static_cast<std::size_t>(level - 1)];
    return level;
}

std::int64_t kontra_factor(int level) { return std::int64_t{1} << level; }

}  // namespace tarock
