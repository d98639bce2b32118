// Book references in explanations: seed line -> book, chapter, the book's own heading or numbered
// paragraph, the page where the book gives it, and the line.
#include <doctest/doctest.h>

#include "core/sources.hpp"

using tarock::book_reference;

TEST_CASE("book references name the book, the chapter, the book's heading, the page and the lines") {
    auto r = book_reference("000:L326-336, L358");
    CHECK(r.de == "Ulmann, Illustriertes Wiener Tarokbuch, Cap. I Tapp-Tarok, „a) Der Dreier“, S. 20–22, Z. 326-336; "
                  "„Die Contra-Ansagen“, S. 22–23, Z. 358");
    CHECK(r.en == "Ulmann, Illustriertes Wiener Tarokbuch, ch. I Tapp-Tarok, \"a) Der Dreier\", pp. 20–22, lines 326-336; "
                  "\"Die Contra-Ansagen\", pp. 22–23, line 358");
    // Lines under one heading are listed together; the contra'd Volat (line 360) is on page 23 by
    // the book's errata.
    r = book_reference("000:L358, L360");
    CHECK(r.de == "Ulmann, Illustriertes Wiener Tarokbuch, Cap. I Tapp-Tarok, „Die Contra-Ansagen“, S. 22–23, Z. 358, 360");
    r = book_reference("000:L360");
    CHECK(r.en == "Ulmann, Illustriertes Wiener Tarokbuch, ch. I Tapp-Tarok, \"Die Contra-Ansagen\", p. 23, line 360");
    // The Codex by paragraph, the page between the places the book gives.
    r = book_reference("000:L342, L2307");
    CHECK(r.de == "Ulmann, Illustriertes Wiener Tarokbuch, Cap. I Tapp-Tarok, „Das Steigern“, S. 20–22, Z. 342; "
                  "Anhang, Tarok-Codex, § 19, S. 167–170, Z. 2307");
    CHECK(book_reference("000:L2255").de == "Ulmann, Illustriertes Wiener Tarokbuch, Anhang, Tarok-Codex, § 8, S. 167, Z. 2255");
    // A chapter without a heading before the line; a page the glossary gives (Courage, p. 79).
    r = book_reference("000:L540, L548-555");
    CHECK(r.en == "Ulmann, Illustriertes Wiener Tarokbuch, ch. II Tarok mit Blocks, pp. 38–46, lines 540, 548-555");
    CHECK(book_reference("000:L1024").de == "Ulmann, Illustriertes Wiener Tarokbuch, Cap. VIII Ungarisch-Tarok, S. 79, Z. 1024");
    CHECK(book_reference("000:L756").de ==
          "Ulmann, Illustriertes Wiener Tarokbuch, Cap. IV Das Königrufen, „b. Der Solo“, S. 53–55, Z. 756");
    CHECK(book_reference("000:1716").en ==
          "Ulmann, Illustriertes Wiener Tarokbuch, part II, solutions, solution of problem no. 4, pp. 119–151, line 1716");
    CHECK(book_reference("000:2149").de ==
          "Ulmann, Illustriertes Wiener Tarokbuch, III. Teil, Das Tarok mit 78 Blättern, „1. Groß-Tarok“, S. 151–159, Z. 2149");
}

TEST_CASE("book references of the other seeds: headings, numbered rules and paragraphs") {
    CHECK(book_reference("002:25").de == "Das Strohmann-Tarok (unbenanntes Buch), „§ 1. Erklärung des Spieles“, Z. 25");
    CHECK(book_reference("000:926; 002:25").de ==
          "Ulmann, Illustriertes Wiener Tarokbuch, Cap. VI Strohmann-Tarok (en deux), S. 67–76, Z. 926; "
          "Das Strohmann-Tarok (unbenanntes Buch), „§ 1. Erklärung des Spieles“, Z. 25");
    CHECK(book_reference("004:133").en == "Taroc rules of 1756, Taroc for three with the König, rule 12, line 133");
    CHECK(book_reference("004:168").de == "Taroc-Regeln von 1756, Taroc zu vieren, Wiener Regeln, Regel 13, Z. 168");
    CHECK(book_reference("003:L33").de == "Tappen mit König oder Tarokrufen, § 13, Z. 33");
    CHECK(book_reference("001:245").de ==
          "Vanderheid, Tarolaßch oder das russische Whist (1869), Tarolaßch, „Von den Assen bei dem Récontra“, S. 14–15, Z. 245");
    CHECK(book_reference("001:414-434").en ==
          "Vanderheid, Tarolaßch or Russian whist (1869), Tarolaßch, \"Anhang. Von dem Tarolaßch unter drei Personen\", p. 28 ff., lines 414-434");
    CHECK(book_reference("001:5").de == "Vanderheid, Tarolaßch oder das russische Whist (1869), Bruchstück einer Regelliste, Regel 56, Z. 5");
}

TEST_CASE("book references leave what they do not know as written") {
    CHECK(book_reference("").de.empty());
    CHECK(book_reference("Ulmann p. 23").de == "Ulmann p. 23");
    CHECK(book_reference("009:L12, L14").en == "009:12, 14");
}
