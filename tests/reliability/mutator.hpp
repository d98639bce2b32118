#pragma once
// A seeded mutator of session files and hands, for the mutation test run in CI (the libFuzzer
// programs in fuzz/ mutate by themselves). Half of the mutations work on the JSON tree (a value
// replaced by a hostile one, a key dropped, a known key added, values swapped between hands),
// half on the bytes of the text (flips, insertions of JSON tokens, cuts, duplications).

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "core/json.hpp"

namespace tarock::fuzz {

class Mutator {
public:
    /// `keys`: field names worth adding (e.g. every key of the example hands).
    Mutator(std::uint64_t seed, std::vector<std::string> keys) : rng_(seed), keys_(std::move(keys)) {}

    /// A mutated copy of the JSON text `text` (1 to 4 mutations).
    std::string mutate_text(const std::string& text) {
        std::string out = text;
        const int rounds = 1 + static_cast<int>(below(4));
        for (int i = 0; i < rounds; ++i) {
            if (below(2) == 0) {
                Json j;
                try {
                    j = Json::parse(out);
                } catch (const Json::exception&) {
                    out = mutate_bytes(out);
                    continue;
                }
                mutate_tree(j);
                try {
                    out = j.dump(below(2) == 0 ? -1 : 2);
                } catch (const Json::exception&) {
                    // invalid UTF-8 produced by an earlier byte mutation: keep the bytes
                }
            } else {
                out = mutate_bytes(out);
            }
        }
        return out;
    }

    /// A hostile JSON value.
    Json hostile_value() {
        static const char* const values[] = {
            "-1", "0", "1", "2", "3", "4", "7", "35", "36", "70", "71", "106", "1000", "-99999999", "2147483648",
            "9223372036854775807", "-9223372036854775808", "18446744073709551615", "3074457345618258603", "1e300", "0.5", "-0.0",
            // Numbers that wrap round into valid-looking values: 41 2/3 points after tripling in
            // 64 bits, 1 and 21 after narrowing to 32 bits, just beyond the bound of 10^9.
            "6148914691236517247", "12297829382473034411", "4294967297", "4294967317", "-4294967295", "1000000001",
            "null", "true", "false", "\"\"", "\"-1/3\"", "\"35 2/3\"", "\"70 1/3\"", "\"\\u2212 5\"", "\"⅔\"", "\"contra\"",
            "\"supercontra\"", "\"none\"", "\"won\"", "\"lost\"", "\"dreier\"", "\"solo\"", "\"allpass\"", "\"hut\"",
            "\"Niemand\"", "\"x\\u0000y\"", "[]", "{}", "[1,2,3]", "{\"a\":1}", "[[[[[]]]]]", "\"9999999999999999 2/3\""};
        const std::size_t k = below(std::size(values) + names_.size());
        if (k < std::size(values)) return Json::parse(values[k]);
        return Json(names_[k - std::size(values)]);
    }

    /// Player names seen in the documents given to remember_names().
    void remember_names(const std::vector<std::string>& names) {
        for (const std::string& n : names)
            if (std::find(names_.begin(), names_.end(), n) == names_.end()) names_.push_back(n);
    }

    /// A uniformly drawn number below `n` (n > 0).
    std::size_t below(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_); }

    /// Changes one node of `j` (or one of its children, drawn at random).
    void mutate_tree(Json& j) {
        std::vector<Json*> nodes;
        collect(j, nodes);
        Json& node = *nodes[below(nodes.size())];
        switch (below(5)) {
            case 0:
                node = hostile_value();
                break;
            case 1:
                if (node.is_object() && !node.empty()) {
                    auto it = node.begin();
                    std::advance(it, static_cast<long>(below(node.size())));
                    node.erase(it.key());
                } else if (node.is_array() && !node.empty()) {
                    node.erase(below(node.size()));
                } else {
                    node = hostile_value();
                }
                break;
            case 2:
                if (node.is_object() && !keys_.empty()) node[keys_[below(keys_.size())]] = hostile_value();
                else node = hostile_value();
                break;
            case 3: {
                // Replace by a copy of another node of the same document.
                Json copy = *nodes[below(nodes.size())];
                node = std::move(copy);
                break;
            }
            default:
                if (node.is_array() && !node.empty()) node.push_back(node[below(node.size())]);
                else if (node.is_object() && !keys_.empty()) node[keys_[below(keys_.size())]] = Json::object();
                else node = hostile_value();
                break;
        }
    }

    /// Changes the bytes of `s`.
    std::string mutate_bytes(std::string s) {
        static const char* const tokens[] = {"{", "}", "[", "]", ",", ":", "\"", "-", "0", "9", "1e999", "null", "true", "\\u00",
                                             "\\", "\xff", "\xc3", "\n", " ", "18446744073709551616", "/3", "⅓"};
        if (s.empty()) return tokens[below(std::size(tokens))];
        const std::size_t at = below(s.size());
        switch (below(6)) {
            case 0:
                s[at] = static_cast<char>(s[at] ^ (1 << below(8)));
                break;
            case 1:
                s.insert(at, tokens[below(std::size(tokens))]);
                break;
            case 2:
                s.erase(at, 1 + below(16));
                break;
            case 3:
                s.resize(at);
                break;
            case 4: {
                const std::size_t len = 1 + below(std::min<std::size_t>(64, s.size() - at));
                s.insert(below(s.size()), s.substr(at, len));
                break;
            }
            default:
                // A digit changed where there is one.
                for (std::size_t i = at; i < s.size(); ++i)
                    if (s[i] >= '0' && s[i] <= '9') {
                        s[i] = static_cast<char>('0' + below(10));
                        break;
                    }
                break;
        }
        return s;
    }

private:
    static void collect(Json& j, std::vector<Json*>& out) {
        out.push_back(&j);
        if (j.is_object() || j.is_array())
            for (auto& child : j) collect(child, out);
    }

    std::mt19937_64 rng_;
    std::vector<std::string> keys_;
    std::vector<std::string> names_;
};

}  // namespace tarock::fuzz
