// Book references in explanations: seed line -> book, chapter or Codex paragraph, line.
#include <doctest/doctest.h>

#include "core/sources.hpp"

using tarock::book_reference;

TEST_CASE("book references name the book, the chapter and the lines") {
    auto r = book_reference("000:L326-336, L358");
    CHECK(r.de == "Ulmann, Illustriertes Wiener Tarokbuch, Cap. I Tapp-Tarok, Z. 326-336, 358");
    CHECK(r.en == "Ulmann, Illustriertes Wiener Tarokbuch, ch. I Tapp-Tarok, line 326-336, 358");
    r = book_reference("000:L342, L2307");
    CHECK(r.de == "Ulmann, Illustriertes Wiener Tarokbuch, Cap. I Tapp-Tarok, Z. 342; Codex §19, Z. 2307");
    r = book_reference("000:L540, L548-555");
    CHECK(r.en == "Ulmann, Illustriertes Wiener Tarokbuch, ch. II Block-Tarok, line 540, 548-555");
    r = book_reference("002:25");
    CHECK(r.de == "Das Strohmann-Tarok (unbenanntes Buch), Z. 25");
    r = book_reference("000:926; 002:25");
    CHECK(r.de == "Ulmann, Illustriertes Wiener Tarokbuch, Cap. VI Strohmann-Tarok, Z. 926; Das Strohmann-Tarok (unbenanntes Buch), Z. 25");
    r = book_reference("004:133");
    CHECK(r.en == "Taroc rules of 1756, Taroc for three with the König, line 133");
    CHECK(book_reference("").de.empty());
    CHECK(book_reference("Ulmann p. 23").de == "Ulmann p. 23");
}
