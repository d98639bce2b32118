#pragma once
// Players, seats and the dealer rotation.
//
// Seats are numbered 0..n-1 in the order of play round the table (counter-clockwise): the
// player after the dealer in this order sits to the dealer's right and is the Vorhand (forehand)
// of the deal (000:L246, tapp §1.5 / glossary). The deal passes to the Vorhand (000:L328).
// When four sit at a three-handed game, the dealer rests as "König" (000:L320).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/text.hpp"

namespace tarock {

/// Who sits where in one deal.
struct Deal {
    int table_size = 3;          ///< persons at the table
    int dealer = 0;              ///< seat of the dealer
    std::vector<int> active;     ///< seats taking part, in speaking order: Vorhand (A), B, C, ...
    std::optional<int> resting;  ///< the resting König (the dealer when table_size > active)

    /// True when `seat` plays this deal.
    bool is_active(int seat) const;
    /// Position of `seat` in the speaking order (0 = Vorhand), or -1 when it does not play.
    int speaking_position(int seat) const;
};

/// The deal dealt by `dealer` with `table_size` persons of whom `active_players` play.
/// With as many persons as players, the dealer plays and speaks last; with one more, the dealer
/// rests as König (000:L320). Throws std::invalid_argument for other combinations.
Deal make_deal(int table_size, int active_players, int dealer);

/// The longest player name, in characters (Unicode code points of the normalised name).
inline constexpr std::size_t kMaxNameCharacters = 40;

/// A player name as it is stored and compared: without the spaces around it (Unicode space
/// separators, not control characters) and in Unicode normalisation form C (utf8proc), so
/// "Jo\u0308rg" and "J\u00f6rg" are the same name. Text that is not valid UTF-8 is only trimmed
/// (name_problem refuses it).
std::string normalize_name(std::string_view name);

/// Why the normalised `name` cannot be a player name, or std::nullopt: it is empty, not UTF-8,
/// holds a control character (names are plain text on one line) or is longer than
/// kMaxNameCharacters characters. The text is that of the refusal, German and English.
std::optional<Text> name_problem(std::string_view name);

/// True when a player entry stands for a dummy seat rather than a person: its name begins with
/// "Strohmann" in any case ("Strohmann", "strohmann 2"). Used where the house rules seat a dummy
/// (neunzehnrufen §3.1, 000:L850; tarolassch §7.9, 001:414-434).
bool names_dummy(std::string_view name);

/// The next dealer in rotation: the Vorhand of the current deal (000:L328).
inline int next_dealer(int table_size, int dealer) { return (dealer + 1) % table_size; }

}  // namespace tarock
