// The window's language: tr() through the tables of data/lang (core/translations.hpp).
#include "app/lang.hpp"

#include <cstring>
#include <utility>

#include "core/errors.hpp"
#include "core/money.hpp"
#include "storage/database.hpp"

namespace tarock::app {

namespace {

Language g_language = Language::De;

}  // namespace

void set_language(Language language) { g_language = language; }

Language language() { return g_language; }

const char* tr(const char* key) {
    if (key == nullptr) return "";
    if (const char* text = translated(g_language, key); text != key) return text;
    // An ImGui label "text##id": the text is the key, the ID stays. The joined labels are kept
    // (a node-based map never moves them), so the pointer stays valid.
    const char* hashes = std::strstr(key, "##");
    if (hashes == nullptr || hashes == key) return key;
    const auto& table = translation_table(g_language);
    const auto found = table.find(std::string_view(key, static_cast<std::size_t>(hashes - key)));
    if (found == table.end()) return key;
    static std::map<std::pair<Language, std::string>, std::string> joined;
    auto [at, added] = joined.try_emplace({g_language, key});
    if (added) at->second = found->second + hashes;
    return at->second.c_str();
}

std::string tr_id(const char* key, const char* id) { return std::string(tr(key)) + "###" + id; }

const std::string& tr(const Text& text) { return pick(text, g_language); }

std::string error_text(const InputError& error) { return error.in(g_language); }

std::string error_text(const DatabaseError& error) { return g_language == Language::De ? error.german() : std::string(error.what()); }

std::string money_text(std::int64_t cents, std::string_view currency) { return format_money(cents, currency, money_style(g_language)); }

}  // namespace tarock::app
