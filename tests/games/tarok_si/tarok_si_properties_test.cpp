// Slovenian Tarok, properties over many generated hands and evenings: the money of every hand
// sums to zero and is the pairwise mapping of the sheet (n·S_i − ΣS, §S11.2), the radelci never
// go below zero, and an evening's balance is the mapping of its written totals.
#include <random>

#include "tarok_si_helpers.hpp"

using namespace si;

namespace {

/// A valid random hand for four players (or three).
std::string random_hand(std::mt19937& rng, bool three) {
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    const char* seats[] = {"A", "B", "C", "D"};
    const int n = three ? 3 : 4;
    const int kind = pick(10);
    if (kind == 0) {
        // Klop: split 70 card points.
        int left = 70;
        std::string k;
        for (int s = 0; s < n; ++s) {
            const int p = s == n - 1 ? left : pick(left + 1);
            left -= p;
            k += std::string(s ? "," : "") + "\"" + seats[s] + "\":" + std::to_string(p);
        }
        return R"({"contract":"klop","klop":{)" + k + "}}";
    }
    if (kind == 1) {
        const char* c[] = {"berac", "odprti_berac", "barvni_valat", "valat"};
        return std::string(R"({"contract":")") + c[pick(4)] + R"(","declarer":")" + seats[pick(n)] + R"(","result":")" + (pick(2) ? "won" : "lost") +
               R"(","kontra":)" + std::to_string(pick(3)) + "}";
    }
    if (kind == 2) return std::string(R"({"contract":"renons","offender":")") + seats[pick(n)] + R"("})";
    const int d = pick(n);
    std::string h = R"({"declarer":")" + std::string(seats[d]) + "\"";
    const int pts = pick(71);
    if (three || pick(2)) {
        const char* c[] = {"tri", "dva", "ena", "solo_brez"};
        const char* cc = three ? c[pick(4)] : (pick(2) ? "solo_tri" : "solo_ena");
        h += std::string(R"(,"contract":")") + cc + "\"";
    } else {
        const char* c[] = {"tri", "dva", "ena"};
        h += std::string(R"(,"contract":")") + c[pick(3)] + "\"";
        const int partner = (d + 1 + pick(3)) % 4;
        h += std::string(R"(,"partner":")") + (pick(4) == 0 ? "self" : seats[partner]) + "\"";
    }
    h += R"(,"points":)" + std::to_string(pts) + R"(,"kontra":)" + std::to_string(pick(5));
    if (h.find("solo_brez") != std::string::npos) return h + "}";
    if (pick(2)) h += std::string(R"(,"trula":{"announced_by":")") + seats[pick(n)] + R"(","kontra":)" + std::to_string(pick(3)) + R"(,"collected":")" +
                      (pick(2) ? "declarer" : "opponents") + "\"}";
    if (pick(2)) h += std::string(R"(,"kralji":{"collected":")") + (pick(2) ? "declarer" : "opponents") + "\"}";
    if (pick(2)) {
        const int holder = pick(n);
        h += std::string(R"(,"pagat_ultimo":{"player":")") + seats[holder] + R"(","result":")" + (pick(2) ? "won" : "lost") + "\"}";
    }
    if (pick(3) == 0) h += std::string(R"(,"mondfang":{"player":")") + seats[pick(n)] + "\"}";
    return h + "}";
}

}  // namespace

TEST_CASE("properties: every generated hand's money sums to zero and is n times the entry minus the sum of the entries") {
    std::mt19937 rng(16);
    int scored = 0;
    for (bool three : {false, true})
        for (int i = 0; i < 1500; ++i) {
            const std::string h = random_hand(rng, three);
            V before(three ? 3 : 4);
            for (auto& k : before) k = static_cast<std::int64_t>(rng() % 3);
            CAPTURE(h);
            Result r;
            try {
                r = hand(h, Json::object(), three, before);
            } catch (const tarock::InputError&) {
                continue;  // a generated combination the rules refuse (e.g. a pagat announced by the wrong side)
            }
            ++scored;
            std::int64_t sum = 0;
            for (auto w : r.sheet) sum += w;
            const auto n = static_cast<std::int64_t>(r.sheet.size());
            for (std::size_t s = 0; s < r.sheet.size(); ++s) CHECK(r.money[s] == n * r.sheet[s] - sum);
            for (auto k : r.radelci) CHECK(k >= 0);
        }
    CHECK(scored > 1500);
}

TEST_CASE("properties: a generated evening's balance is the pairwise mapping of its written totals, the end charge included") {
    std::mt19937 rng(1606);
    for (bool three : {false, true})
        for (int k = 0; k < 20; ++k) {
            tarock::Evening e = evening(Json::object(), three);
            while (e.hands.size() < 25) {
                const std::string h = random_hand(rng, three);
                try {
                    (void)hand(h, Json::object(), three);
                } catch (const tarock::InputError&) {
                    continue;
                }
                e.hands.push_back({0, 1, J(h)});
            }
            const auto r = tarock::recompute(e);
            REQUIRE(r.errors == 0);
            std::int64_t sum = 0;
            for (Thirds t : r.written_totals) sum += t.whole_part();
            const auto n = static_cast<std::int64_t>(e.players.size());
            for (std::size_t s = 0; s < e.players.size(); ++s) CHECK(r.balance[s] == Thirds::whole(n * r.written_totals[s].whole_part() - sum));
        }
}
