// The four languages: codes, the fallback of a text without a Slovenian or Hungarian half,
// money written the way of each language, refusals in each language.
#include <doctest/doctest.h>

#include "core/errors.hpp"
#include "core/money.hpp"
#include "core/text.hpp"

using namespace tarock;

TEST_CASE("language codes: de, en, sl, hu and nothing else") {
    for (Language l : {Language::De, Language::En, Language::Sl, Language::Hu}) CHECK(language_of_code(language_code(l)) == l);
    CHECK(std::string(language_code(Language::Sl)) == "sl");
    CHECK(std::string(language_code(Language::Hu)) == "hu");
    CHECK_FALSE(language_of_code("si").has_value());
    CHECK_FALSE(language_of_code("").has_value());
}

TEST_CASE("a text shows its own language, Slovenian and Hungarian fall back to English, English to German") {
    const Text two{"Dreier gewonnen", "Dreier won"};  // the {de, en} texts of the Austrian games stay valid
    CHECK(pick(two, Language::De) == "Dreier gewonnen");
    CHECK(pick(two, Language::En) == "Dreier won");
    CHECK(pick(two, Language::Sl) == "Dreier won");
    CHECK(pick(two, Language::Hu) == "Dreier won");
    const Text four{"Klop", "klop", "Klop: vsak zase", "Klop: mindenki magának"};
    CHECK(pick(four, Language::Sl) == "Klop: vsak zase");
    CHECK(pick(four, Language::Hu) == "Klop: mindenki magának");
    const Text german_only{"nur deutsch", ""};
    CHECK(pick(german_only, Language::En) == "nur deutsch");
    CHECK(pick(german_only, Language::Sl) == "nur deutsch");
}

TEST_CASE("money the way of each language: Slovenian as German, Hungarian grouped by a space") {
    CHECK(format_money(1234500, "EUR", money_style(Language::Sl)) == "12.345,00 EUR");
    CHECK(format_money(1234500, "HUF", money_style(Language::Hu)) == "12 345,00 HUF");
    CHECK(format_money(-5, "EUR", money_style(Language::Hu)) == "-0,05 EUR");
    CHECK(format_money(1234500, "EUR", money_style(Language::En)) == "12,345.00 EUR");
    CHECK(format_money(1234500, "EUR", money_style(Language::De)) == "12.345,00 EUR");
}

TEST_CASE("a refusal in each language names the field and the rule") {
    const InputError e("points", RuleRef{"tarok_si §S1.3", "XA"}, Text{"zu viele", "too many", "preveč"});
    CHECK(e.in(Language::De) == e.german());
    CHECK(e.in(Language::En) == std::string(e.what()));
    CHECK(e.in(Language::Sl) == "polje 'points': preveč (pravilo: tarok_si §S1.3 (XA))");
    CHECK(e.in(Language::Hu) == "mező 'points': too many (szabály: tarok_si §S1.3 (XA))");
}

TEST_CASE("trimmed takes the blanks off both ends and keeps those inside") {
    CHECK(trimmed("  Anna Huber\t") == "Anna Huber");
    CHECK(trimmed(" \t ") == "");
    CHECK(trimmed("") == "");
    CHECK(trimmed("\tL326 \r", " \t\r") == "L326");
    CHECK(trimmed("\tL326", " ") == "\tL326");  // only the blanks named
}
