#pragma once
// Generated evenings for every registered game, shared by the reliability tests and the
// benchmarks: the hands of the example evenings in data/evenings (with their players renamed
// round the table, without dealer and note) are drawn at random, and each is kept only if the
// game's own ledger accepts it in the state reached so far. So every generated hand is a hand
// the app would save, and the generator needs no knowledge of any game's rules.

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "session/evening.hpp"
#include "session/session_file.hpp"

namespace tarock::gen {

/// An example evening and the file it came from.
struct Example {
    std::string file;  ///< file name in data/evenings
    Evening evening;
};

/// Every evening of every session file in `dir` (data/evenings), sorted by file name.
inline std::vector<Example> examples(const std::string& dir) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.path().extension() == ".json") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::vector<Example> out;
    for (const auto& f : files) {
        for (Evening& e : read_session_file(f.string())) out.push_back(Example{f.filename().string(), std::move(e)});
    }
    return out;
}

/// `j` with every string and object key equal to a name of `from` replaced by the name in the
/// same place of `to`.
inline Json rename(const Json& j, const std::vector<std::string>& from, const std::vector<std::string>& to) {
    auto map_name = [&](const std::string& s) {
        for (std::size_t i = 0; i < from.size(); ++i)
            if (from[i] == s) return to[i];
        return s;
    };
    if (j.is_string()) return Json(map_name(j.get<std::string>()));
    if (j.is_array()) {
        Json a = Json::array();
        for (const Json& x : j) a.push_back(rename(x, from, to));
        return a;
    }
    if (j.is_object()) {
        Json o = Json::object();
        for (const auto& [k, v] : j.items()) o[map_name(k)] = rename(v, from, to);
        return o;
    }
    return j;
}

/// The hands of `e` without "dealer" and "note", each also with the players renamed by every
/// rotation of the table; end-of-evening records (Block's Hut line and chip count) are left
/// out. No duplicates; the order is fixed.
inline std::vector<Json> hand_pool(const Evening& e) {
    std::vector<Json> pool;
    std::set<std::string> seen;
    const std::size_t n = e.players.size();
    for (const HandRecord& h : e.hands) {
        Json base = h.inputs;
        base.erase("dealer");
        base.erase("note");
        if (base.contains("deal") && base["deal"].is_string() && (base["deal"] == "hut" || base["deal"] == "chip_count")) continue;
        for (std::size_t r = 0; r < n; ++r) {
            std::vector<std::string> to(n);
            for (std::size_t i = 0; i < n; ++i) to[i] = e.players[(i + r) % n];
            Json j = rename(base, e.players, to);
            if (seen.insert(j.dump()).second) pool.push_back(std::move(j));
        }
    }
    return pool;
}

/// The setup of `example` with no hands, no Touren, open.
inline Evening empty_like(const Evening& example) {
    Evening e = example;
    e.id = 0;
    e.hands.clear();
    e.touren.reset();
    e.closed = false;
    return e;
}

/// An evening like `example` with `count` hands drawn from hand_pool(example) with the seed
/// `seed`, each accepted by the game's ledger where it stands (the rotation gives the dealer,
/// as recompute() does). Stops early only if no hand of the pool fits for 20 x pool size draws
/// in a row (the result then has fewer hands).
inline Evening generate(const Evening& example, std::size_t count, std::uint64_t seed) {
    Evening e = empty_like(example);
    const std::vector<Json> pool = hand_pool(example);
    if (pool.empty()) return e;
    const Variant& v = find_variant(e.variant);
    const TableSetup setup = make_setup(e);
    std::unique_ptr<Ledger> ledger = v.start(setup);
    int dealer = e.first_dealer;
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<std::size_t> pick(0, pool.size() - 1);
    std::size_t misses = 0;
    e.hands.reserve(count);
    while (e.hands.size() < count && misses < 20 * pool.size()) {
        const Json& hand = pool[pick(rng)];
        const Deal deal = v.deal(setup, dealer);
        try {
            // The ledger's state is unchanged when it refuses (Ledger::apply).
            const HandOutcome o = ledger->apply(HandContext{setup, deal, static_cast<int>(e.hands.size()) + 1, false}, hand);
            dealer = o.same_dealer ? deal.dealer : v.next_dealer(setup, deal.dealer);
            HandRecord rec;
            rec.inputs = hand;
            e.hands.push_back(std::move(rec));
            misses = 0;
        } catch (const InputError&) {
            ++misses;
        }
    }
    return e;
}

/// One example per registered variant (the first file in name order that plays it).
inline std::map<std::string, Example> one_per_variant(const std::vector<Example>& all) {
    std::map<std::string, Example> out;
    for (const Example& x : all) out.emplace(x.evening.variant, x);
    return out;
}

}  // namespace tarock::gen
