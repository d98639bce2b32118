// Joining explanation texts (games/common/bilingual.hpp): every language the parts have is kept.
#include <doctest/doctest.h>

#include "games/common/bilingual.hpp"

using namespace tarock;

TEST_CASE("joined texts keep their Slovenian and Hungarian halves, a part without one adds its English") {
    const Text game{"Dreier", "Three", "Trojka", "Hármas"};
    const Text won = T(" gewonnen", " won");
    const Text joined = game + won;
    CHECK(joined.de == "Dreier gewonnen");
    CHECK(joined.en == "Three won");
    CHECK(joined.sl == "Trojka won");
    CHECK(joined.hu == "Hármas won");
    CHECK(pick(won + game, Language::Sl) == " wonTrojka");
    // Parts with German and English only stay so: Slovenian and Hungarian fall back to English.
    const Text plain = T("Solo", "Solo") + won;
    CHECK(plain.sl.empty());
    CHECK(plain.hu.empty());
    CHECK(pick(plain, Language::Hu) == "Solo won");
}
