#include "games/common/marks.hpp"

#include <algorithm>

#include "games/common/bilingual.hpp"

namespace tarock {

namespace {

/// A text in the four languages: the Slovenian and Hungarian words of the living games' sheets.
Text T4(const char* de, const char* en, const char* sl, const char* hu) {
    if (!explanations_wanted()) return {};
    return {de, en, sl, hu};
}

/// Concatenation in all four languages; a Slovenian or Hungarian half falls back to the English
/// one (pick()), and the part stays empty when neither half has it, so pick() falls back as well.
Text join(const Text& a, const Text& b) {
    if (!explanations_wanted()) return {};
    auto part = [&](const std::string& x, const std::string& y, Language l) { return x.empty() && y.empty() ? std::string{} : pick(a, l) + pick(b, l); };
    return {a.de + b.de, a.en + b.en, part(a.sl, b.sl, Language::Sl), part(a.hu, b.hu, Language::Hu)};
}

}  // namespace

Text contra_words(int level) {
    switch (level) {
        case 1: return T4("Kontra", "contra", "kontra", "kontra");
        case 2: return T4("Rekontra", "recontra", "re", "rekontra");
        case 3: return T4("Subkontra", "subcontra", "sub", "szubkontra");
        case 4: return T4("Mortkontra", "mort-contra", "mort", "mordkontra");
        default: {
            if (level <= 0) return {};
            const std::string factor = " \xC3\x97" + std::to_string(1LL << std::min(level, 62));  // " ×32"
            return T4(("Kontra" + factor).c_str(), ("contra" + factor).c_str(), ("kontra" + factor).c_str(), ("kontra" + factor).c_str());
        }
    }
}

std::string contra_abbreviation(int level) {
    switch (level) {
        case 1: return "K";
        case 2: return "Re";
        case 3: return "Sub";
        case 4: return "Mort";
        default: return level <= 0 ? "" : "K\xC3\x97" + std::to_string(1LL << std::min(level, 62));  // "K×32"
    }
}

void mark_contra(std::vector<HandMark>& marks, int level) {
    if (level <= 0) return;
    marks.push_back({same(contra_abbreviation(level)), join(contra_words(level), T4(" auf das Spiel", " on the game", " na igro", " a játékra"))});
}

void mark_premium(std::vector<HandMark>& marks, const Text& abbreviation, const Text& name, bool announced, bool made, int contra,
                  const Text& by) {
    const Text who = by.de.empty() ? Text{} : join(join(same(" ("), by), same(")"));
    const std::string outcome = made ? "\xE2\x9C\x93" : "\xE2\x9C\x97";  // ✓ ✗
    Text help = join(join(join(name, announced ? T4(" angesagt", " announced", " napovedano", " bemondva") : T4(" still", " silent", " tiho", " csendben")), who),
                     made ? T4(", gemacht", ", made", ", uspelo", ", teljesítve") : T4(", verloren", ", failed", ", ni uspelo", ", elbukott"));
    if (contra > 0) help = join(join(help, T4(", mit ", ", with ", ", ", ", ")), contra_words(contra));
    if (announced) marks.push_back({join(abbreviation, same(outcome + contra_abbreviation(contra))), help});
    else marks.push_back({join(join(same("("), abbreviation), same(outcome + ")")), help});
}

void mark_ultimo(std::vector<HandMark>& marks, const Ultimo& u, const std::string& player) {
    mark_premium(marks, T("Ult", "Ult"), T("Pagat Ultimo", "Pagat Ultimo"), u.announced, u.won, u.contra, same(player));
}

void mark_held(std::vector<HandMark>& marks, const Text& name, const std::string& holder) { mark_held(marks, name, same(holder)); }

void mark_held(std::vector<HandMark>& marks, const Text& name, const Text& holder) {
    marks.push_back({name, join(name, join(T4(" gehalten", " held", " zadržano", " megtartva"), join(join(same(" ("), holder), same(")"))))});
}

void mark_renonce(std::vector<HandMark>& marks, const std::string& offender) {
    marks.push_back({T("Ren", "Ren"), join(T("Renonce", "renonce"), same(" (" + offender + ")"))});
}

}  // namespace tarock
