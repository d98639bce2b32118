#include "games/common/json_input.hpp"

#include "core/table.hpp"

namespace tarock {

const char* contra_name(int level) {
    switch (level) {
        case 1: return "Contra";
        case 2: return "Recontra";
        case 3: return "Supercontra";
        default: return "";
    }
}

const char* contra_id(int level) {
    switch (level) {
        case 1: return "contra";
        case 2: return "recontra";
        case 3: return "supercontra";
        default: return "none";
    }
}

void refuse(const std::string& field, const RuleRef& rule, const std::string& de, const std::string& en) {
    throw InputError(field, rule, Text{de, en});
}

JsonReader::JsonReader(const Json& object, std::string path, const std::vector<std::string>& players)
    : obj_(object), path_(std::move(path)), players_(players) {
    if (!obj_.is_object()) refuse(path_, {}, "Hier wird ein JSON-Objekt erwartet.", "a JSON object is expected here");
}

std::string JsonReader::path_of(const std::string& key) const { return path_.empty() ? key : path_ + "." + key; }

void JsonReader::fail(const std::string& key, const RuleRef& rule, const std::string& de, const std::string& en) const {
    refuse(path_of(key), rule, de, en);
}

bool JsonReader::has(const std::string& key) const {
    const auto it = obj_.find(key);
    if (it == obj_.end()) return false;
    if (!it->is_null()) return true;  // the reader reads it, or finish() refuses it as before
    read_.insert(key);                // a known field given as null: left out
    return false;
}

const Json& JsonReader::raw(const std::string& key) {
    read_.insert(key);
    // A reader that asks for a required field without checking has() first gets a refusal
    // naming the field, not nlohmann's out_of_range.
    const auto it = obj_.find(key);
    if (it == obj_.end()) fail(key, {}, "Das Feld '" + key + "' fehlt.", "the field '" + key + "' is missing");
    return *it;
}

std::string JsonReader::string(const std::string& key, const RuleRef& rule) {
    const auto& v = raw(key);
    if (!v.is_string()) fail(key, rule, "Hier wird ein Text erwartet.", "a text is expected here");
    std::string s = v.get<std::string>();
    if (const auto c = control_character(s, true))
        fail(key, rule, "Der Text enthält ein Steuerzeichen (" + code_point_name(*c) + "); erlaubt sind nur Zeilenumbrüche und Tabulatoren.",
             "the text contains a control character (" + code_point_name(*c) + "); only line breaks and tabs are allowed");
    return s;
}

namespace {

/// Whether `s` is one of `options`; on the way `list` gets the options before it, joined by ", "
/// (all of them when it is none), for the refusal.
template <class Options>
bool is_one_of(const std::string& s, const Options& options, std::string& list) {
    for (const auto& o : options) {
        if (s == o) return true;
        list += (list.empty() ? "" : ", ") + std::string(o);
    }
    return false;
}

}  // namespace

std::string JsonReader::choice(const std::string& key, std::initializer_list<const char*> options, const RuleRef& rule) {
    std::string s = string(key, rule), list;
    if (!is_one_of(s, options, list)) refuse_choice(key, s, list, rule);
    return s;
}

std::string JsonReader::choice(const std::string& key, const std::vector<std::string>& options, const RuleRef& rule) {
    std::string s = string(key, rule), list;
    if (!is_one_of(s, options, list)) refuse_choice(key, s, list, rule);
    return s;
}

void JsonReader::refuse_choice(const std::string& key, const std::string& value, const std::string& list, const RuleRef& rule) const {
    fail(key, rule, "'" + value + "' ist nicht erlaubt (möglich: " + list + ").",
         "'" + value + "' is not allowed (possible: " + list + ")");
}

int JsonReader::integer(const std::string& key, int min, int max, const RuleRef& rule) {
    const auto& v = raw(key);
    if (!v.is_number_integer()) fail(key, rule, "Hier wird eine ganze Zahl erwartet.", "a whole number is expected here");
    const std::optional<int> i = int_value(v, min, max);
    if (!i)
        fail(key, rule,
             "Der Wert " + v.dump() + " liegt nicht zwischen " + std::to_string(min) + " und " + std::to_string(max) + ".",
             "the value " + v.dump() + " is not between " + std::to_string(min) + " and " + std::to_string(max));
    return *i;
}

std::optional<int> JsonReader::int_value(const Json& v, int min, int max) {
    const std::optional<std::int64_t> i = json_integer_in(v, min, max);
    if (!i) return std::nullopt;
    return static_cast<int>(*i);
}

bool JsonReader::boolean(const std::string& key, const RuleRef& rule) {
    const auto& v = raw(key);
    if (!v.is_boolean()) fail(key, rule, "Hier wird true oder false erwartet.", "true or false is expected here");
    return v.get<bool>();
}

int JsonReader::player_value(const Json& v, const std::string& field, const RuleRef& rule) const {
    if (v.is_string()) {
        const std::string name = normalize_name(v.get<std::string>());
        for (std::size_t i = 0; i < players_.size(); ++i)
            if (players_[i] == name) return static_cast<int>(i);
        refuse(field, rule, "Unbekannter Spieler '" + name + "'.", "unknown player '" + name + "'");
    }
    refuse(field, rule, "Hier wird ein Spielername erwartet.", "a player name is expected here");
}

int JsonReader::player(const std::string& key, const RuleRef& rule) { return player_value(raw(key), path_of(key), rule); }

int JsonReader::contra(const std::string& key, const RuleRef& rule) {
    const auto& v = raw(key);
    if (v.is_number_integer()) {
        const std::optional<int> i = int_value(v, 0, kMaxContra);
        if (!i)
            fail(key, rule, "Contra-Stufe " + v.dump() + " gibt es nicht (0 bis 3: Contra, Recontra, Supercontra).",
                 "contra level " + v.dump() + " does not exist (0 to 3: Contra, Recontra, Supercontra)");
        return *i;
    }
    if (v.is_string()) {
        const std::string s = v.get<std::string>();
        for (int level = 0; level <= kMaxContra; ++level)
            if (s == contra_id(level)) return level;
        fail(key, rule, "'" + s + "' ist keine Contra-Stufe (none, contra, recontra, supercontra).",
             "'" + s + "' is not a contra level (none, contra, recontra, supercontra)");
    }
    fail(key, rule, "Hier wird eine Contra-Stufe erwartet.", "a contra level is expected here");
}

Thirds JsonReader::amount(const std::string& key, const RuleRef& rule) {
    const auto& v = raw(key);
    std::optional<Thirds> t;
    try {
        t = json_amount(v);
    } catch (const InputError& e) {
        throw InputError(path_of(key), rule, e.message());
    }
    if (!t)
        fail(key, rule, "Hier wird eine Zahl erwartet (Drittel erlaubt, z. B. 35 2/3).",
             "a number is expected here (thirds allowed, e.g. 35 2/3)");
    return *t;
}

JsonReader JsonReader::object(const std::string& key, const RuleRef& rule) {
    const auto& v = raw(key);
    if (!v.is_object()) fail(key, rule, "Hier wird ein JSON-Objekt erwartet.", "a JSON object is expected here");
    return JsonReader(v, path_of(key), players_);
}

void JsonReader::finish() const {
    for (const auto& [key, value] : obj_.items())
        if (!read_.count(key)) refuse(path_of(key), {}, "Unbekanntes Feld '" + key + "'.", "unknown field '" + key + "'");
}

Json amount_value(Thirds t) { return t.is_whole() ? Json(t.whole_part()) : Json(t.to_string()); }

}  // namespace tarock
