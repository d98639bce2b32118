#pragma once
// Strict reading of hand inputs from JSON: every field is checked for its type and range, player
// names are resolved to seats, and unknown fields are refused, each with an InputError naming the
// field (as a path such as "ultimo.contra") and the rule.

#include <initializer_list>
#include <optional>
#include "core/json.hpp"
#include <set>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/input_numbers.hpp"
#include "core/thirds.hpp"

namespace tarock {

/// Contra levels: 0 none, 1 Contra (x2), 2 Recontra (x4), 3 Supercontra (x8) (tapp §2.9,
/// 000:L358-360).
inline constexpr int kMaxContra = 3;
/// "Contra", "Recontra", "Supercontra" or "" for level 0.
const char* contra_name(int level);
/// The file spelling: "none", "contra", "recontra", "supercontra".
const char* contra_id(int level);

/// Reads one JSON object strictly. Field paths in errors are `path` + "." + key.
class JsonReader {
public:
    JsonReader(const Json& object, std::string path, const std::vector<std::string>& players);

    /// True when `key` is present and not null. A key asked for and given as null is a known
    /// field left out: finish() does not refuse it (any other null key it refuses).
    bool has(const std::string& key) const;
    const Json& raw(const std::string& key);
    std::string path_of(const std::string& key) const;

    std::string string(const std::string& key, const RuleRef& rule);
    /// One of `options`.
    std::string choice(const std::string& key, std::initializer_list<const char*> options, const RuleRef& rule);
    /// One of `options`, a list built at run time (the refusal lists them in this order).
    std::string choice(const std::string& key, const std::vector<std::string>& options, const RuleRef& rule);
    /// A whole number from `min` to `max`; a larger one (also one beyond 64 bits) is refused with
    /// its value, never narrowed.
    int integer(const std::string& key, int min, int max, const RuleRef& rule);
    bool boolean(const std::string& key, const RuleRef& rule);
    /// A player name (or seat number) -> seat.
    int player(const std::string& key, const RuleRef& rule);
    /// A contra level: 0..3 or "none"/"contra"/"recontra"/"supercontra".
    int contra(const std::string& key, const RuleRef& rule);
    /// An amount: an integer or a string such as "35 2/3", at most kMaxInputUnits in magnitude
    /// (a larger one is refused before any arithmetic, see core/input_numbers.hpp).
    Thirds amount(const std::string& key, const RuleRef& rule);
    /// A nested object.
    JsonReader object(const std::string& key, const RuleRef& rule);
    /// Resolves a player name given as a JSON value.
    int player_value(const Json& v, const std::string& field, const RuleRef& rule) const;
    /// The whole number `v` (an element of a list, a value of a player-keyed object) when it lies
    /// from `min` to `max`, else std::nullopt; never narrowed (4294967317 is not 21).
    static std::optional<int> int_value(const Json& v, int min, int max);

    /// Refuses every key that was neither read nor asked for with has(), whatever its value
    /// (an unknown field given as null too).
    void finish() const;

    const std::vector<std::string>& players() const { return players_; }

private:
    [[noreturn]] void refuse_choice(const std::string& key, const std::string& value, const std::string& list, const RuleRef& rule) const;
    [[noreturn]] void fail(const std::string& key, const RuleRef& rule, const std::string& de, const std::string& en) const;
    const Json& obj_;
    std::string path_;
    const std::vector<std::string>& players_;
    mutable std::set<std::string> read_;
};

/// The players' names by seat, `name(seat)`, for writing records and texts. Throws
/// std::out_of_range for a seat that is not at the table.
struct PlayerNames {
    const std::vector<std::string>& players;
    const std::string& operator()(int seat) const { return players.at(static_cast<std::size_t>(seat)); }
};

/// The file spelling of an amount, as JsonReader::amount reads it back: a whole number (41) or a
/// text with its thirds ("35 2/3").
Json amount_value(Thirds t);

/// Throws InputError(field, rule, {de, en}).
[[noreturn]] void refuse(const std::string& field, const RuleRef& rule, const std::string& de, const std::string& en);

/// Reads the field `key` of `r`, an object player -> list of ids such as {"Anna": ["trull"]} (the
/// honours held, the announcements made), calling `each(seat, id, field)` for every entry of every
/// list in the record's order; an entry that is no text is passed as "", and `each` refuses an id
/// it does not know, naming `field` ("<key>.<player>"). Refuses (InputError with `rule`) a value
/// that is no object ("<de_key>: ein Objekt Spieler -> Liste erwartet.", `de_key` the field's
/// German name), an unknown player, and an entry that is no list ("Eine Liste wie [\"<example>\"]
/// erwartet.").
template <class Each>
void read_player_lists(JsonReader& r, const std::string& key, const std::string& de_key, const std::string& example, const RuleRef& rule,
                       Each&& each) {
    const Json& lists = r.raw(key);
    if (!lists.is_object())
        refuse(key, rule, de_key + ": ein Objekt Spieler -> Liste erwartet.", key + ": an object player -> list is expected");
    for (const auto& [name, list] : lists.items()) {
        const std::string field = key + "." + name;
        const int seat = r.player_value(Json(name), field, rule);
        if (!list.is_array())
            refuse(field, rule, "Eine Liste wie [\"" + example + "\"] erwartet.", "a list such as [\"" + example + "\"] is expected");
        for (const auto& item : list) each(seat, item.is_string() ? item.template get<std::string>() : std::string(), field);
    }
}

}  // namespace tarock
