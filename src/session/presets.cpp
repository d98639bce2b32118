#include "session/presets.hpp"

#include <set>

#include "core/errors.hpp"
#include "core/house_rules.hpp"
#include "session/session_file.hpp"
#include "games/common/json_input.hpp"
#include "games/variant.hpp"

namespace tarock {

namespace {
const char* kFormat = "tarock-buchhalter-presets";
const RuleRef kFormatRule{"docs/presets.md", ""};

Preset make(std::string variant, std::string name, const char* rules, Text description) {
    return Preset{std::move(name), std::move(variant), Json::parse(rules), std::move(description), true};
}
}  // namespace

const std::vector<Preset>& builtin_presets() {
    static const std::vector<Preset> presets = [] {
        std::vector<Preset> v;
        for (const Variant* var : all_variants())
            v.push_back(make(var->id(), "Buch (Standard)", "{}",
                             {"Die Regeln des Buches mit den empfohlenen Vorgaben für alle offenen Punkte.",
                              "The book's rules with the recommended defaults for every open point."}));
        auto known = [](const std::string& id) {
            for (const Variant* var : all_variants())
                if (var->id() == id) return true;
            return false;
        };
        const std::vector<Preset> regional = {
            make("tapp", "Mit Stamm (Jude)", R"({"stamm":"on"})",
                 {"Der vom Autor verurteilte Hausbrauch: jeder Geber legt in den Stamm, der angesagte Ultimo gewinnt oder verdoppelt ihn (tapp A20, 000:L522-528).",
                  "The house custom the author condemns: every dealer pays into the pot; the announced Ultimo wins or doubles it (tapp A20, 000:L522-528)."}),
            make("block", "Ohne Bête-Grenze", R"({"bete_cap":"0"})",
                 {"Bêtes werden nicht begrenzt; der Verlierer darf eine große Bête halbieren lassen (block A-06, A-08, 000:L557-561).",
                  "Bêtes are not capped; the loser may have a large bête halved (block A-06, A-08, 000:L557-561)."}),
            make("block", "Stammbête", R"({"stammbete":"on"})",
                 {"Statt der Kasse wird jedem eine Stammbête zu 10 geschrieben (block A-10, 000:L563-565).",
                  "Instead of a pot every player is written a Stammbête of 10 (block A-10, 000:L563-565)."}),
            make("steyerisch", "Triest", R"({"consolation":"20"})",
                 {"Consolation 20 wie in Triest und Umgebung (block-steyerisch A-C4, 000:L658).",
                  "Consolation 20 as in Trieste and around (block-steyerisch A-C4, 000:L658)."}),
            make("steyerisch", "Spielfaktoren 1/2/4/6", R"({"game_factors":"1_2_4_6"})",
                 {"Einer 4 und Solo 6, wie \"an einigen Orten\" (block-steyerisch A-C3, 000:L658).",
                  "Einer 4 and Solo 6, as \"in some places\" (block-steyerisch A-C3, 000:L658)."}),
            make("koenigrufen", "Böhmen (flaches Land)", R"({"trull_quatre":"tricks"})",
                 {"Trull und die vier Könige zählen nur, wenn eine Partei sie in ihren Stichen sammelt (koenigrufen A-K4, 000:L702).",
                  "Trull and the four kings count only when one party collects them in its tricks (koenigrufen A-K4, 000:L702)."}),
            make("tarolassch", "Zu dritt mit dem Strohmann", R"({"tisch":"drei"})",
                 {"Drei Spieler und der Blinde: als vierten Spieler \"Strohmann\" eintragen; wer mit ihm spielt, nennt das erste Spiel jedes Robbers (tarolassch §7.9, A-T12, 001:414-434).",
                  "Three players and the dummy: enter \"Strohmann\" as the fourth player; the first deal of every robber names who plays with it (tarolassch §7.9, A-T12, 001:414-434)."}),
        };
        for (const Preset& p : regional)
            if (known(p.variant)) v.push_back(p);
        return v;
    }();
    return presets;
}

std::vector<Preset> presets_for(const std::string& variant, const std::vector<Preset>& own) {
    std::vector<Preset> out;
    for (const Preset& p : builtin_presets())
        if (p.variant == variant) out.push_back(p);
    for (const Preset& p : own)
        if (p.variant == variant) out.push_back(p);
    return out;
}

void validate_preset(const Preset& p) {
    if (p.name.empty() || p.name.find_first_not_of(' ') == std::string::npos)
        refuse("name", kFormatRule, "Die Vorlage braucht einen Namen.", "the preset needs a name");
    if (p.name.size() > 60) refuse("name", kFormatRule, "Der Name ist zu lang (höchstens 60 Zeichen).", "the name is too long (at most 60 characters)");
    const Variant& v = find_variant(p.variant);
    (void)HouseRules(v.settings(), p.house_rules);
}

Json presets_to_json(const std::vector<Preset>& presets) {
    Json list = Json::array();
    for (const Preset& p : presets) {
        Json j = {{"name", p.name}, {"variant", p.variant}, {"house_rules", p.house_rules.is_null() ? Json::object() : p.house_rules}};
        if (!p.description.de.empty()) j["description"] = p.description.de;
        if (!p.description.en.empty() && p.description.en != p.description.de) j["description_en"] = p.description.en;
        list.push_back(j);
    }
    return {{"format", kFormat}, {"version", kPresetFormatVersion}, {"presets", list}};
}

std::vector<Preset> load_presets_text(const std::string& text) {
    const Json doc = parse_json_text(text);
    static const std::vector<std::string> none;
    JsonReader r(doc, "", none);
    if (!r.has("format") || r.string("format", kFormatRule) != kFormat)
        refuse("format", kFormatRule, std::string("Keine Vorlagendatei (format muss \"") + kFormat + "\" sein).",
               std::string("not a preset file (format must be \"") + kFormat + "\")");
    if (!r.has("version")) refuse("version", kFormatRule, "Die Formatversion fehlt.", "the format version is missing");
    const int version = r.integer("version", 1, 1000000, kFormatRule);
    if (version > kPresetFormatVersion)
        refuse("version", kFormatRule,
               "Die Datei hat Format-Version " + std::to_string(version) + "; dieses Programm kennt nur bis " + std::to_string(kPresetFormatVersion) + ".",
               "the file has format version " + std::to_string(version) + "; this program reads up to " + std::to_string(kPresetFormatVersion));
    if (!r.has("presets")) refuse("presets", kFormatRule, "Die Liste der Vorlagen fehlt.", "the list of presets is missing");
    const Json& list = r.raw("presets");
    r.finish();
    if (!list.is_array()) refuse("presets", kFormatRule, "presets muss eine Liste sein.", "presets must be a list");
    std::vector<Preset> out;
    std::set<std::pair<std::string, std::string>> names;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string path = "presets[" + std::to_string(i) + "]";
        try {
            JsonReader pr(list.at(i), "", none);
            Preset p;
            if (!pr.has("name")) refuse("name", kFormatRule, "Der Name fehlt.", "the name is missing");
            p.name = pr.string("name", kFormatRule);
            if (!pr.has("variant")) refuse("variant", kFormatRule, "Das Spiel (variant) fehlt.", "the game (variant) is missing");
            p.variant = pr.string("variant", kFormatRule);
            if (pr.has("house_rules")) {
                p.house_rules = pr.raw("house_rules");
                if (!p.house_rules.is_object()) refuse("house_rules", kFormatRule, "Die Hausregeln müssen ein Objekt sein.", "house rules must be an object");
            }
            if (pr.has("description")) p.description.de = pr.string("description", kFormatRule);
            p.description.en = pr.has("description_en") ? pr.string("description_en", kFormatRule) : p.description.de;
            pr.finish();
            validate_preset(p);
            if (!names.insert({p.variant, p.name}).second)
                refuse("name", kFormatRule, "Der Name '" + p.name + "' kommt für dieses Spiel zweimal vor.", "the name '" + p.name + "' occurs twice for this game");
            out.push_back(std::move(p));
        } catch (const InputError& err) {
            throw err.with_field_prefix(path);
        }
    }
    return out;
}

}  // namespace tarock
