#include "core/table.hpp"

#include <utf8proc.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <memory>
#include <stdexcept>

namespace tarock {

namespace {

/// The byte length of a Unicode space separator (category Zs) at the start of `s`, else 0.
std::size_t leading_space(std::string_view s) {
    utf8proc_int32_t cp = -1;
    const utf8proc_ssize_t n = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(s.data()), static_cast<utf8proc_ssize_t>(s.size()), &cp);
    return n > 0 && utf8proc_category(cp) == UTF8PROC_CATEGORY_ZS ? static_cast<std::size_t>(n) : 0;
}

/// The byte length of a Unicode space separator at the end of `s`, else 0.
std::size_t trailing_space(std::string_view s) {
    for (std::size_t len = 1; len <= 4 && len <= s.size(); ++len) {
        const std::string_view tail = s.substr(s.size() - len);
        if (leading_space(tail) == len) return len;
    }
    return 0;
}

}  // namespace

std::string normalize_name(std::string_view name) {
    while (const std::size_t n = leading_space(name)) name.remove_prefix(n);
    while (const std::size_t n = trailing_space(name)) name.remove_suffix(n);
    if (std::all_of(name.begin(), name.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) return std::string(name);
    utf8proc_uint8_t* composed = nullptr;
    const utf8proc_ssize_t n = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(name.data()), static_cast<utf8proc_ssize_t>(name.size()),
                                            &composed, static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE));
    const std::unique_ptr<utf8proc_uint8_t, decltype(&std::free)> owner(composed, &std::free);
    if (n < 0) return std::string(name);  // not UTF-8: refused by name_problem
    return std::string(reinterpret_cast<const char*>(composed), static_cast<std::size_t>(n));
}

std::optional<Text> name_problem(std::string_view name) {
    if (name.empty()) return Text{"Der Spielername ist leer.", "the player name is empty"};
    if (!is_utf8(name)) return Text{"Der Spielername ist kein gültiger UTF-8-Text.", "the player name is not valid UTF-8 text"};
    if (const auto c = control_character(name, false))
        return Text{"Der Spielername enthält ein Steuerzeichen (" + code_point_name(*c) + "); Namen sind einfacher Text in einer Zeile.",
                    "the player name contains a control character (" + code_point_name(*c) + "); names are plain text on one line"};
    if (character_count(name) > kMaxNameCharacters)
        return Text{"Der Spielername ist zu lang (höchstens " + std::to_string(kMaxNameCharacters) + " Zeichen).",
                    "the player name is too long (at most " + std::to_string(kMaxNameCharacters) + " characters)"};
    return std::nullopt;
}

bool names_dummy(std::string_view name) {
    constexpr std::string_view prefix = "strohmann";
    if (name.size() < prefix.size()) return false;
    for (std::size_t i = 0; i < prefix.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(name[i])) != prefix[i]) return false;
    return true;
}

bool Deal::is_active(int seat) const { return speaking_position(seat) >= 0; }

int Deal::speaking_position(int seat) const {
    auto it = std::find(active.begin(), active.end(), seat);
    return it == active.end() ? -1 : static_cast<int>(it - active.begin());
}

Deal make_deal(int table_size, int active_players, int dealer) {
    if (table_size < active_players || table_size > active_players + 1 || active_players < 1)
        throw std::invalid_argument("a table of " + std::to_string(table_size) + " cannot play a " +
                                    std::to_string(active_players) + "-handed game");
    if (dealer < 0 || dealer >= table_size) throw std::invalid_argument("dealer seat out of range");
    Deal d;
    d.table_size = table_size;
    d.dealer = dealer;
    for (int i = 1; i <= active_players; ++i) d.active.push_back((dealer + i) % table_size);
    if (table_size > active_players) d.resting = dealer;
    return d;
}

}  // namespace tarock
