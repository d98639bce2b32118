#include "session/session_file.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <utility>
#include <vector>

#include "core/table.hpp"
#include "games/common/json_input.hpp"

namespace tarock {

namespace {
const char* kFormat = "tarock-buchhalter-session";
const RuleRef kFormatRule{"docs/session-format.md", ""};
}  // namespace

Json evening_to_json(const Evening& e) {
    Json j = Json::object();
    if (!e.title.empty()) j["title"] = e.title;
    if (!e.date.empty()) j["date"] = e.date;
    j["variant"] = e.variant;
    j["players"] = e.players;
    j["first_dealer"] = e.players.at(static_cast<std::size_t>(e.first_dealer));
    j["stake"] = {{"cents_per_unit", e.stake.cents_per_unit}, {"currency", e.stake.currency}};
    j["house_rules"] = e.house_rules.is_null() ? Json::object() : e.house_rules;
    if (e.closed) j["closed"] = true;
    if (e.touren) j["touren"] = {{"from_hand", e.touren->from_hand}, {"rounds", e.touren->rounds}};
    Json hands = Json::array();
    for (const HandRecord& h : e.hands) hands.push_back(h.inputs);
    j["hands"] = hands;
    return j;
}

Evening evening_from_json(const Json& j, const std::string& path) {
    static const std::vector<std::string> no_players;
    Evening e;
    try {
        {
            JsonReader pre(j, "", no_players);  // type check only
        }
        if (!j.contains("players") || !j.at("players").is_array())
            refuse("players", kFormatRule, "Die Spielerliste fehlt.", "the player list is missing");
        for (std::size_t i = 0; i < j.at("players").size(); ++i) {
            const auto& p = j.at("players").at(i);
            if (!p.is_string()) refuse("players[" + std::to_string(i) + "]", kFormatRule, "Ein Spielername muss ein Text sein.", "a player name must be a text");
            e.players.push_back(normalize_name(p.get<std::string>()));
        }
        JsonReader r(j, "", e.players);
        r.raw("players");
        if (r.has("title")) e.title = r.string("title", kFormatRule);
        if (r.has("date")) {
            e.date = r.string("date", kFormatRule);
            validate_date(e.date);
        }
        if (!r.has("variant")) refuse("variant", kFormatRule, "Das Spiel (variant) fehlt.", "the game (variant) is missing");
        e.variant = r.string("variant", kFormatRule);
        if (!r.has("first_dealer")) refuse("first_dealer", kFormatRule, "Der erste Geber fehlt.", "the first dealer is missing");
        e.first_dealer = r.player("first_dealer", kFormatRule);
        if (r.has("stake")) {
            JsonReader s = r.object("stake", kFormatRule);
            if (s.has("cents_per_unit")) e.stake.cents_per_unit = s.integer("cents_per_unit", 0, 100000000, kFormatRule);
            if (s.has("currency")) e.stake.currency = s.string("currency", kFormatRule);
            s.finish();
        }
        if (r.has("house_rules")) {
            const auto& hr = r.raw("house_rules");
            if (!hr.is_object()) refuse("house_rules", kFormatRule, "Die Hausregeln müssen ein Objekt sein.", "house rules must be an object");
            e.house_rules = hr;
        }
        if (r.has("closed")) e.closed = r.boolean("closed", kFormatRule);
        if (r.has("touren")) {
            JsonReader t = r.object("touren", kFormatRule);
            Touren touren;
            if (t.has("from_hand")) touren.from_hand = t.integer("from_hand", 1, 1000000, kFormatRule);
            if (t.has("rounds")) touren.rounds = t.integer("rounds", 1, 100, kFormatRule);
            t.finish();
            e.touren = touren;
        }
        if (r.has("hands")) {
            const auto& hs = r.raw("hands");
            if (!hs.is_array()) refuse("hands", kFormatRule, "Die Hände müssen eine Liste sein.", "the hands must be a list");
            for (std::size_t i = 0; i < hs.size(); ++i) {
                if (!hs.at(i).is_object())
                    refuse("hands[" + std::to_string(i) + "]", kFormatRule, "Eine Hand muss ein Objekt sein.", "a hand must be an object");
                HandRecord h;
                h.inputs = hs.at(i);
                e.hands.push_back(std::move(h));
            }
        }
        r.finish();
        validate_setup(e);
    } catch (const InputError& err) {
        throw err.with_field_prefix(path);
    }
    return e;
}

Json session_to_json(const std::vector<Evening>& evenings) {
    Json j = {{"format", kFormat}, {"version", kSessionFormatVersion}};
    if (evenings.size() == 1) {
        j["evening"] = evening_to_json(evenings.front());
    } else {
        j["evenings"] = Json::array();
        for (const Evening& e : evenings) j["evenings"].push_back(evening_to_json(e));
    }
    return j;
}

namespace {

/// The deepest nesting of arrays and objects a JSON text may have. Session files, presets and
/// hands need fewer than ten levels; nlohmann::json copies, compares, prints and frees a value
/// recursively, so a hostile file nested thousands deep would otherwise exhaust the stack.
constexpr int kMaxJsonDepth = 64;

/// Line and column (from 1) of the character at the 1-based `position` of `text`.
std::pair<std::size_t, std::size_t> line_and_column(const std::string& text, std::size_t position) {
    std::size_t line = 1, col = 1;
    for (std::size_t i = 0; i + 1 < position && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            col = 1;
        } else {
            ++col;
        }
    }
    return {line, col};
}

/// What the structural scan of a JSON text found (positions are 1-based, 0: nothing found).
struct Scan {
    std::size_t too_deep = 0;   ///< the bracket that opens level kMaxJsonDepth + 1
    std::size_t duplicate = 0;  ///< the opening quote of the first key that repeats a key of its object
    std::string duplicate_key;  ///< that key, unescaped
};

/// Scans `text` for nesting deeper than kMaxJsonDepth (it stops there) and for the first key
/// that occurs twice in one object. Brackets and keys inside strings do not count; a key written
/// with escapes ("vers\u0069on") is compared unescaped. A text with a syntax error gives whatever
/// it finds: the parser reports the error first.
Scan scan_structure(const std::string& text) {
    struct Frame {
        bool object = false;
        bool want_key = false;
        std::set<std::string> keys;
    };
    Scan scan;
    std::vector<Frame> stack;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            std::size_t end = i + 1;
            bool escapes = false;
            while (end < text.size() && text[end] != '"') {
                if (text[end] == '\\') {
                    escapes = true;
                    ++end;
                }
                ++end;
            }
            if (!stack.empty() && stack.back().object && stack.back().want_key) {
                stack.back().want_key = false;
                std::string key = text.substr(i + 1, end - i - 1);
                if (escapes) {
                    try {
                        key = Json::parse(text.substr(i, end - i + 1)).get<std::string>();
                    } catch (const Json::exception&) {
                        // a broken string: the parser reports it
                    }
                }
                if (!stack.back().keys.insert(key).second && scan.duplicate == 0) {
                    scan.duplicate = i + 1;
                    scan.duplicate_key = key;
                }
            }
            i = end;
        } else if (c == '[' || c == '{') {
            if (stack.size() >= static_cast<std::size_t>(kMaxJsonDepth)) {
                scan.too_deep = i + 1;
                return scan;
            }
            stack.push_back(Frame{c == '{', c == '{', {}});
        } else if (c == ']' || c == '}') {
            if (!stack.empty()) stack.pop_back();
        } else if (c == ',' && !stack.empty() && stack.back().object) {
            stack.back().want_key = true;
        }
    }
    return scan;
}

/// Finds where nlohmann's parser stops on `text`, for errors that do not carry the position
/// (a number too large for a double is an out_of_range error).
struct ErrorPosition : nlohmann::json_sax<Json> {
    std::size_t position = 0;
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool key(string_t&) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t at, const std::string&, const nlohmann::detail::exception&) override {
        position = at;
        return false;
    }
};

}  // namespace

Json parse_json_text(const std::string& text) {
    const Scan scan = scan_structure(text);
    if (const std::size_t at = scan.too_deep) {
        const auto [line, col] = line_and_column(text, at);
        const std::string max = std::to_string(kMaxJsonDepth);
        throw InputError("", {},
                         {"JSON zu tief verschachtelt in Zeile " + std::to_string(line) + ", Spalte " + std::to_string(col) +
                              " (höchstens " + max + " Ebenen).",
                          "JSON nested too deeply at line " + std::to_string(line) + ", column " + std::to_string(col) +
                              " (at most " + max + " levels)"});
    }
    Json doc;
    try {
        doc = Json::parse(text);
    } catch (const Json::exception&) {
        // A syntax error or a number out of range: the user gets line and column.
        ErrorPosition where;
        Json::sax_parse(text, &where);
        const auto [line, col] = line_and_column(text, where.position);
        throw InputError("", {},
                         {"Kein gültiges JSON in Zeile " + std::to_string(line) + ", Spalte " + std::to_string(col) + ".",
                          "not valid JSON at line " + std::to_string(line) + ", column " + std::to_string(col)});
    }
    if (scan.duplicate != 0) {
        // nlohmann keeps one of the two values; which one a reader takes must not be a guess.
        const auto [line, col] = line_and_column(text, scan.duplicate);
        const std::string k = scan.duplicate_key, l = std::to_string(line), c = std::to_string(col);
        throw InputError("", {},
                         {"Der Schlüssel '" + k + "' kommt in einem Objekt zweimal vor, in Zeile " + l + ", Spalte " + c + ".",
                          "the key '" + k + "' occurs twice in one object, at line " + l + ", column " + c});
    }
    return doc;
}

namespace {

/// The path of evening `k` in the document: "evening" or "evenings[k]".
std::string evening_path(bool list, std::size_t k) { return list ? "evenings[" + std::to_string(k) + "]" : std::string("evening"); }

/// Reads the document; with `score_hands` every hand must score (no partial import).
std::vector<Evening> read_document(const std::string& text, bool score_hands) {
    const Json doc = parse_json_text(text);
    if (!doc.is_object()) refuse("", kFormatRule, "Eine Sitzungsdatei ist ein JSON-Objekt.", "a session file is a JSON object");
    static const std::vector<std::string> none;
    JsonReader r(doc, "", none);
    if (!r.has("format") || r.string("format", kFormatRule) != kFormat)
        refuse("format", kFormatRule, std::string("Keine Sitzungsdatei (format muss \"") + kFormat + "\" sein).",
               std::string("not a session file (format must be \"") + kFormat + "\")");
    if (!r.has("version")) refuse("version", kFormatRule, "Die Formatversion fehlt.", "the format version is missing");
    const int version = r.integer("version", 1, 1000000, kFormatRule);
    if (version > kSessionFormatVersion)
        refuse("version", kFormatRule,
               "Die Datei hat Format-Version " + std::to_string(version) + "; dieses Programm kennt nur bis " + std::to_string(kSessionFormatVersion) + ". Bitte das Programm aktualisieren.",
               "the file has format version " + std::to_string(version) + "; this program reads up to " + std::to_string(kSessionFormatVersion) + ". Please update the program");
    std::vector<Evening> out;
    const bool list = r.has("evenings");
    if (list && r.has("evening"))
        refuse("evenings", kFormatRule, "Entweder \"evening\" oder \"evenings\", nicht beides.", "either \"evening\" or \"evenings\", not both");
    if (r.has("evening")) out.push_back(evening_from_json(r.raw("evening"), "evening"));
    if (list) {
        const auto& evenings = r.raw("evenings");
        if (!evenings.is_array()) refuse("evenings", kFormatRule, "evenings muss eine Liste sein.", "evenings must be a list");
        for (std::size_t i = 0; i < evenings.size(); ++i) out.push_back(evening_from_json(evenings.at(i), evening_path(true, i)));
    }
    r.finish();
    if (out.empty()) refuse("evening", kFormatRule, "Die Datei enthält keinen Abend.", "the file holds no evening");
    if (!score_hands) return out;
    for (std::size_t k = 0; k < out.size(); ++k) {
        const EveningResult res = recompute(out[k]);
        for (const HandRow& row : res.rows)
            if (row.error) throw row.error->with_field_prefix(evening_path(list, k) + ".hands[" + std::to_string(row.number - 1) + "]");
    }
    return out;
}

}  // namespace

std::vector<Evening> parse_session_text(const std::string& text) { return read_document(text, false); }

std::vector<Evening> load_session_text(const std::string& text) { return read_document(text, true); }

std::string read_input_file(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::is_directory(path, ec)) refuse("", {}, "'" + path + "' ist ein Ordner, keine Datei.", "'" + path + "' is a folder, not a file");
    const std::uintmax_t size = fs::file_size(path, ec);
    if (!ec && size > kMaxInputFileBytes) {
        const std::string n = std::to_string(size), mib = std::to_string(kMaxInputFileBytes / (1024 * 1024));
        refuse("", {}, "Die Datei '" + path + "' ist größer als " + mib + " MiB (" + n + " Bytes); Sitzungsdateien sind viel kleiner.",
               "the file '" + path + "' is larger than " + mib + " MiB (" + n + " bytes); session files are far smaller");
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) refuse("", {}, "Die Datei '" + path + "' kann nicht gelesen werden.", "cannot read the file '" + path + "'");
    return read_input(in, "'" + path + "'");
}

std::string read_input(std::istream& in, const std::string& name) {
    // In pieces, never more than one piece beyond the cap: a file that grows while it is read, or
    // endless standard input, is refused too.
    std::string text;
    char piece[1 << 16];
    while (in) {
        in.read(piece, sizeof piece);
        text.append(piece, static_cast<std::size_t>(in.gcount()));
        if (text.size() > kMaxInputFileBytes) {
            const std::string mib = std::to_string(kMaxInputFileBytes / (1024 * 1024));
            refuse("", {}, "Die Eingabe " + name + " ist größer als " + mib + " MiB; Sitzungsdateien sind viel kleiner.",
                   "the input " + name + " is larger than " + mib + " MiB; session files are far smaller");
        }
    }
    if (in.bad()) refuse("", {}, "Die Eingabe " + name + " kann nicht gelesen werden.", "cannot read the input " + name);
    return text;
}

std::vector<Evening> read_session_file(const std::string& path) { return load_session_text(read_input_file(path)); }

void write_session_file(const std::string& path, const std::vector<Evening>& evenings) {
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) throw std::runtime_error("cannot write the file '" + path + "'");
        out << session_to_json(evenings).dump(2) << "\n";
        if (!out) throw std::runtime_error("cannot write the file '" + path + "'");
    }
    if (std::rename(tmp.c_str(), path.c_str()) != 0) throw std::runtime_error("cannot write the file '" + path + "'");
}

}  // namespace tarock
