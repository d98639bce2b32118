#pragma once
// Shared pieces of the hand forms that take announced tarocks (Groß-Tarok, Tarok for four, Taroc
// 1756; not a form of its own, so not listed in hand_forms.def): the matadors' tarocks as typed
// ("21 19, 18 17"), and Groß-Tarok's announcements (Ansagen) with their rows, which the form of
// Tarok for four takes over. Inputs only; no amounts.

#include <cstddef>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "core/table.hpp"
#include "games/grosstarok/grosstarok.hpp"

namespace tarock::app::ansage {

/// The tokens of "21 19, 18 17": numbers where they parse, else the token as typed.
std::vector<Json> tarock_tokens(const std::string& text);
/// The text stored tarocks are shown as ("21 19 18 17").
std::string tarocks_to_text(const std::vector<int>& t);

/// The matadors' tarocks typed (`tarocks_text`, one per announcement) put into the Matadore
/// announcements of `ansagen`; numbers only.
void apply_tarocks(grosstarok::Ansagen& ansagen, const std::vector<std::string>& tarocks_text);
/// The text of every announcement's tarocks ("" unless Matadore), for the form.
std::vector<std::string> tarocks_texts(const grosstarok::Ansagen& ansagen);
/// Leaves out the announcements whose player is not chosen (seat outside 0 .. n-1), so the core
/// names the missing field; returns the index in the old list of every one kept.
std::vector<std::size_t> keep_chosen(grosstarok::Ansagen& ansagen, int n);
/// Writes the Matadore tarocks as typed (unparsed tokens passed on, so the core names the bad
/// text) into j["ansagen"]; `ansagen` and `kept` as left by keep_chosen().
void write_tarocks(Json& j, const grosstarok::Ansagen& ansagen, const std::vector<std::size_t>& kept, const std::vector<std::string>& tarocks_text,
                   const std::vector<std::string>& players);

/// The "Ansagen" row: per announcement its player, kind and inputs and a remove button; "+ Ansage"
/// adds one. `tarocks_text` follows `ansagen`; `tarocks_hint` is the example in the empty field.
void ansagen_rows(grosstarok::Ansagen& ansagen, std::vector<std::string>& tarocks_text, const Deal& deal, const std::vector<std::string>& players,
                  const char* help, const char* tarocks_hint);

}  // namespace tarock::app::ansage
