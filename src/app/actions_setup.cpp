// House-rule presets in the "new evening" dialog and the settings the app remembers between
// evenings (the last setup, the font size), kept in the database (Database::setting).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/actions_internal.hpp"
#include "session/session_file.hpp"

namespace tarock::app {

using detail::guarded;
using detail::set_status;

namespace {

void preset_message(AppState& s, std::string text, bool error) {
    s.presets.message = std::move(text);
    s.presets.error = error;
}

const Variant* form_variant(const NewEveningForm& f) {
    const auto& v = all_variants();
    if (f.variant < 0 || f.variant >= static_cast<int>(v.size())) return nullptr;
    return v[static_cast<std::size_t>(f.variant)];
}

}  // namespace

void refresh_presets(AppState& s) {
    if (!s.db) return;
    std::string err;
    if (!guarded(err, [&] { s.presets.own = s.db->list_presets(); })) preset_message(s, err, true);
}

void apply_preset(NewEveningForm& f, const Preset& p) {
    reset_house_rules(f);
    for (const auto& [key, value] : p.house_rules.items())
        f.rules[key] = value.is_string() ? value.get<std::string>() : value.dump();
}

bool save_form_as_preset(AppState& s) {
    if (!s.db) return false;
    const Variant* v = form_variant(s.new_evening);
    if (!v) return false;
    Preset p;
    p.name = s.presets.save_name;
    p.variant = v->id();
    std::string err;
    const bool ok = guarded(err, [&] {
        p.house_rules = house_rule_overrides(*v, s.new_evening.rules);
        s.db->save_preset(p);
    });
    if (!ok) {
        preset_message(s, err, true);
        return false;
    }
    refresh_presets(s);
    preset_message(s, trf("Vorlage „{}“ gespeichert.", p.name), false);
    return true;
}

bool delete_own_preset(AppState& s, const std::string& name) {
    const Variant* v = form_variant(s.new_evening);
    if (!s.db || !v) return false;
    std::string err;
    if (!guarded(err, [&] { s.db->delete_preset(v->id(), name); })) {
        preset_message(s, err, true);
        return false;
    }
    refresh_presets(s);
    preset_message(s, trf("Vorlage „{}“ gelöscht.", name), false);
    return true;
}

std::string default_presets_path(const AppState& s) {
    const std::filesystem::path db = s.db_path.empty() || Database::is_server(s.db_path) ? Database::default_path() : s.db_path;
    return (db.parent_path() / "tarock-vorlagen.json").string();
}

bool export_presets(AppState& s) {
    refresh_presets(s);
    std::string err;
    const bool ok = guarded(err, [&] {
        std::ofstream f(s.presets.file, std::ios::binary);
        if (!f || !(f << presets_to_json(s.presets.own).dump(2) << "\n") || !f.flush())
            throw std::runtime_error(trf("Die Datei '{}' kann nicht geschrieben werden.", s.presets.file));
    });
    preset_message(s, ok ? trf("{} Vorlagen nach {} geschrieben.", s.presets.own.size(), s.presets.file) : err, !ok);
    return ok;
}

bool import_presets(AppState& s) {
    if (!s.db) return false;
    std::size_t n = 0;
    std::string err;
    const bool ok = guarded(err, [&] {
        const std::vector<Preset> presets = load_presets_text(read_input_file(s.presets.file));  // all or nothing
        for (const Preset& p : presets) s.db->save_preset(p);
        n = presets.size();
    });
    refresh_presets(s);
    preset_message(s, ok ? trf("{} Vorlagen eingelesen.", n) : err, !ok);
    return ok;
}

void remember_setup(AppState& s, const Evening& e) {
    if (!s.db) return;
    const Json j{{"variant", e.variant},
                 {"players", e.players},
                 {"cents_per_unit", e.stake.cents_per_unit},
                 {"currency", e.stake.currency},
                 {"house_rules", e.house_rules}};
    std::string err;
    guarded(err, [&] { s.db->set_setting("last_setup", j.dump()); });  // a failure only loses the convenience
}

void prefill_from_last_setup(const AppState& s, NewEveningForm& f) {
    if (!s.db) return;
    std::optional<std::string> text;
    std::string err;
    if (!guarded(err, [&] { text = s.db->setting("last_setup"); }) || !text) return;
    try {
        const Json j = Json::parse(*text);
        const auto& variants = all_variants();
        const std::string id = j.at("variant").get<std::string>();
        int index = -1;
        for (std::size_t i = 0; i < variants.size(); ++i)
            if (variants[i]->id() == id) index = static_cast<int>(i);
        if (index < 0) return;
        const auto players = j.at("players").get<std::vector<std::string>>();
        const auto sizes = variants[static_cast<std::size_t>(index)]->table_sizes();
        if (std::find(sizes.begin(), sizes.end(), static_cast<int>(players.size())) == sizes.end()) return;
        f.variant = index;
        f.table_size = static_cast<int>(players.size());
        f.players = players;
        const std::int64_t cents = j.at("cents_per_unit").get<std::int64_t>();
        f.stake = std::to_string(cents / 100) + "," + (cents % 100 < 10 ? "0" : "") + std::to_string(cents % 100);
        f.currency = j.at("currency").get<std::string>();
        apply_preset(f, Preset{"", id, j.at("house_rules"), {}, false});
    } catch (const std::exception&) {
        // A damaged remembered setup is ignored: the dialog keeps the book's defaults.
    }
}

void remember_ui(AppState& s) {
    if (!s.db) return;
    std::string err;
    guarded(err, [&] {
        s.db->set_setting("font_scale", std::to_string(static_cast<int>(s.ui.font_scale * 100.0f + 0.5f)));
        s.db->set_setting("language", language_code(s.ui.language));
    });
}

void restore_ui(AppState& s) {
    if (!s.db) return;
    std::optional<std::string> scale, lang;
    std::string err;
    if (!guarded(err, [&] {
            scale = s.db->setting("font_scale");
            lang = s.db->setting("language");
        }))
        return;
    if (lang)
        if (const auto l = language_of_code(*lang)) set_window_language(s, *l);
    if (!scale) return;
    try {
        const int percent = std::stoi(*scale);
        if (percent >= 100 && percent <= 200) s.ui.font_scale = static_cast<float>(percent) / 100.0f;
    } catch (const std::exception&) {
        // A damaged value keeps the normal size.
    }
}

}  // namespace tarock::app
