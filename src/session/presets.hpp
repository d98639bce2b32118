#pragma once
// Named house-rule presets: the book's defaults for every game, the regional variants the rules
// files name (Trieste consolation, Bohemian honours, ...) and a club's own sets, exported and
// imported as JSON (docs/presets.md).

#include <string>
#include <vector>

#include "core/json.hpp"
#include "core/text.hpp"

namespace tarock {

/// A named set of house rules for one game. `house_rules` holds only the values that differ
/// from the book's defaults (like an evening's house_rules).
struct Preset {
    std::string name;
    std::string variant;
    Json house_rules = Json::object();
    Text description;
    bool builtin = false;
};

/// The presets that come with the program: for every game "Buch (Standard)" and the regional
/// variants the rules (docs/rules) document. Each is valid for its game.
const std::vector<Preset>& builtin_presets();

/// The built-in and `own` presets of one game, built-in first.
std::vector<Preset> presets_for(const std::string& variant, const std::vector<Preset>& own);

/// Checks one preset: a known game, a name of 1-60 characters, house rules the game accepts.
/// Throws InputError with the field ("name", "house_rules.<key>").
void validate_preset(const Preset& p);

/// The format version of preset files this build writes and reads.
inline constexpr int kPresetFormatVersion = 1;

/// A preset document: {"format": "tarock-buchhalter-presets", "version": 1, "presets": [...]}.
Json presets_to_json(const std::vector<Preset>& presets);

/// Reads a preset document from text. JSON errors give line and column; a newer version is
/// refused; every preset is validated and names must be unique per game; nothing is returned
/// unless everything is valid. Throws InputError with the field ("presets[2].house_rules.koenig").
std::vector<Preset> load_presets_text(const std::string& text);

}  // namespace tarock
