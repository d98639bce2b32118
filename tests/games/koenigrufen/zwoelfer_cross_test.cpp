// TV-Z1 of koenigrufen-neunzehnrufen-paszkiewitsch.md §8.1: seed 002's fragment is a Zwölfer-Tarok
// hand (§6). Scored through the Zwölfer variant of the Tapp family.
#include "partnership_helpers.hpp"

using namespace pt;

TEST_CASE("TV-Z1 seed 002: C's announced Volat in a Dreier made, C holds Mond and the bought Sküs: 24 + 1 = 25 per opponent (002:L9)") {
    const auto e = evening("zwoelfer", Json::object(), {"A", "B", "C"}, 1);
    CHECK(nets_of(e, J(R"({"declarer":"C","game":"dreier","multiple":1,"points":66,"volat":{"announced":true,"by":"declarer"},"honours":{"C":["koepfe"]}})")) ==
          V{-25, -25, 50});
}
