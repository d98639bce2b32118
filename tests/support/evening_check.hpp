#pragma once
// Replaying a data evening or a docs/formats example in tests: every hand's nets and dealer, the
// totals, and no refused hand.
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "partnership_helpers.hpp"
#include "session/session_file.hpp"

#ifndef TAROCK_SOURCE_DIR
#error "TAROCK_SOURCE_DIR must point at the repository"
#endif

namespace pt {

/// The one evening of a session file of the repository (path relative to its root).
inline tarock::Evening data_evening(const std::string& path) {
    const auto evenings = tarock::read_session_file(std::string(TAROCK_SOURCE_DIR) + "/" + path);
    REQUIRE(evenings.size() == 1);
    return evenings[0];
}

/// The evening of the first ```json block after "## Example" in a docs page.
inline tarock::Evening doc_example(const std::string& path) {
    std::ifstream in(std::string(TAROCK_SOURCE_DIR) + "/" + path);
    REQUIRE(in);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string doc = ss.str();
    const auto start = doc.find("```json\n", doc.find("## Example"));
    REQUIRE(start != std::string::npos);
    const auto end = doc.find("```", start + 8);
    REQUIRE(end != std::string::npos);
    const auto evenings = tarock::load_session_text(doc.substr(start + 8, end - start - 8));
    REQUIRE(evenings.size() == 1);
    return evenings[0];
}

/// Recomputes `e` and checks each hand's nets (whole points per seat) and, if given, dealers.
inline tarock::EveningResult check_hands(const tarock::Evening& e, const std::vector<std::vector<int>>& expected, const std::vector<int>& dealers = {}) {
    const auto r = tarock::recompute(e);
    for (const auto& row : r.rows)
        if (row.error) FAIL("hand " << row.number << " refused: " << std::string(row.error->what()));
    REQUIRE(r.errors == 0);
    REQUIRE(r.rows.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO("hand " << i + 1);
        if (!dealers.empty()) CHECK(r.rows[i].dealer == dealers[i]);
        REQUIRE(r.rows[i].net.size() == expected[i].size());
        for (std::size_t s = 0; s < expected[i].size(); ++s) CHECK(r.rows[i].net[s] == Thirds::whole(expected[i][s]));
    }
    return r;
}

inline std::vector<Thirds> whole(const std::vector<int>& v) {
    std::vector<Thirds> out;
    for (int x : v) out.push_back(Thirds::whole(x));
    return out;
}

}  // namespace pt
