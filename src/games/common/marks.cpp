#include "games/common/marks.hpp"

#include "games/common/bilingual.hpp"

namespace tarock {

Text contra_words(int level) {
    switch (level) {
        case 1: return T("Kontra", "contra");
        case 2: return T("Rekontra", "recontra");
        case 3: return T("Subkontra", "subcontra");
        case 4: return T("Mortkontra", "mort-contra");
        default: return {};
    }
}

std::string contra_abbreviation(int level) {
    switch (level) {
        case 1: return "K";
        case 2: return "Re";
        case 3: return "Sub";
        case 4: return "Mort";
        default: return "";
    }
}

void mark_contra(std::vector<HandMark>& marks, int level) {
    if (level <= 0) return;
    marks.push_back({same(contra_abbreviation(level)), contra_words(level) + T(" auf das Spiel", " on the game")});
}

void mark_premium(std::vector<HandMark>& marks, const Text& abbreviation, const Text& name, bool announced, bool made, int contra,
                  const Text& by) {
    const Text who = by.de.empty() ? Text{} : same(" (") + by + same(")");
    const std::string outcome = made ? "\xE2\x9C\x93" : "\xE2\x9C\x97";  // ✓ ✗
    Text help = name + (announced ? T(" angesagt", " announced") : T(" still", " silent")) + who + (made ? T(", gemacht", ", made") : T(", verloren", ", failed"));
    if (contra > 0) help = help + T(", mit ", ", with ") + contra_words(contra);
    if (announced) marks.push_back({abbreviation + same(outcome + contra_abbreviation(contra)), help});
    else marks.push_back({same("(") + abbreviation + same(outcome + ")"), help});
}

void mark_ultimo(std::vector<HandMark>& marks, const Ultimo& u, const std::string& player) {
    mark_premium(marks, T("Ult", "Ult"), T("Pagat Ultimo", "Pagat Ultimo"), u.announced, u.won, u.contra, same(player));
}

void mark_held(std::vector<HandMark>& marks, const Text& name, const std::string& holder) {
    marks.push_back({name, name + T(" gehalten", " held") + same(" (" + holder + ")")});
}

void mark_renonce(std::vector<HandMark>& marks, const std::string& offender) {
    marks.push_back({T("Ren", "Ren"), T("Renonce", "renonce") + same(" (" + offender + ")")});
}

}  // namespace tarock
