#pragma once
// The pieces of the form models that take announced tarocks (Groß-Tarok, Tarok for four, Taroc
// 1756): the matadors' tarocks as typed ("21 19, 18 17"), and Groß-Tarok's announcements
// (Ansagen), which the form of Tarok for four takes over. Their rows: ansagen_rows() (rows.hpp,
// ansagen_view.cpp). Inputs only; no amounts.

#include <cstddef>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "games/grosstarok/grosstarok.hpp"

namespace tarock::app::ansage {

/// The tokens of "21 19, 18 17": numbers where they parse, else the token as typed.
std::vector<Json> tarock_tokens(const std::string& text);
/// The numbers among the tokens of `text` ("21 19, 18 17" -> 21 19 18 17).
std::vector<int> tarock_numbers(const std::string& text);
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
/// Writes the tarocks as typed (unparsed tokens passed on, so the core names the bad text) into
/// j[`field`][player][k]["tarocks"] for every entry of `seats` (the seat of each entry kept, in
/// the order written) whose `matadors` flag is set; `kept` gives each entry's index in
/// `tarocks_text`.
void write_tarocks(Json& j, const char* field, const std::vector<int>& seats, const std::vector<bool>& matadors, const std::vector<std::size_t>& kept,
                   const std::vector<std::string>& tarocks_text, const std::vector<std::string>& players);
/// write_tarocks() for Groß-Tarok's announcements: j["ansagen"], `ansagen` and `kept` as left by
/// keep_chosen().
void write_tarocks(Json& j, const grosstarok::Ansagen& ansagen, const std::vector<std::size_t>& kept, const std::vector<std::string>& tarocks_text,
                   const std::vector<std::string>& players);

}  // namespace tarock::app::ansage
