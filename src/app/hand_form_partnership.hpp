#pragma once
// Shared pieces of the hand forms of the partnership games (Königrufen, Neunzehnrufen,
// Paszkiewitsch, Tappen mit König; not a form of its own, so not listed in hand_forms.def): the
// card points or result as typed, the contra buttons, the Pagat Ultimo and Volat rows, and the
// line that shows the parties as soon as the partner is known. Inputs only; no amounts.

#include <algorithm>
#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "app/hand_form_tapp.hpp"
#include "app/hand_forms.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "core/text.hpp"
#include "variants/partnership/partnership.hpp"

namespace tarock::app::pform {

/// The game's result as typed: card points (thirds allowed), or won/lost.
struct ResultText {
    ResultInput mode = ResultInput::Points;
    std::string points;
    bool won = true;
};

/// The card points typed, when they parse ("35 2/3"); nothing for an empty or bad text.
std::optional<Thirds> parse_points(const std::string& text);
/// The text a stored amount is shown as ("35 2/3").
std::string points_text(const std::optional<Thirds>& t);

/// Contra radio buttons (—, Contra, Recontra, Supercontra) under ImGui id `id`.
void contra_radios(const char* id, int& level);
/// The "Kartenpunkte" row (and with `allow_result` the choice of won/lost instead).
void result_rows(AppState& s, ResultText& r, bool allow_result, const char* help);
/// The Pagat Ultimo rows: none / silent / announced, who played or announced it, won or lost,
/// and the contra of an announced one. A new announced Ultimo starts with the declarer.
void ultimo_rows(std::optional<partnership::Ultimo>& u, const Deal& deal, const std::vector<std::string>& players, int declarer, const char* help);
/// The Volat rows: none / silent / announced, by whom, made by whom, contra.
void volat_rows(std::optional<partnership::Volat>& v, const char* help);
/// The parties in blue under the call, as soon as they are known ("Parteien: ...").
void parties_line(const Text& text);

/// The common end of every partnership form's JSON: the dealer only when chosen by hand or off
/// the rotation, points that do not parse passed on as typed (so the core names the bad text).
void finish_json(Json& j, int dealer, bool dealer_explicit, int rotation_dealer, const ResultText& r, bool game);
/// Fills `r` from a stored record's points / result.
void load_result(ResultText& r, const std::optional<Thirds>& points, const std::optional<bool>& won);
/// Puts the result typed into `points` / `won` of a typed hand.
void store_result(const ResultText& r, std::optional<Thirds>& points, std::optional<bool>& won);
/// True when `list` (per seat: an honour, an announcement ...) holds `item` for `seat`.
template <typename T>
bool has_item(const std::vector<std::pair<int, T>>& list, int seat, T item) {
    return std::find(list.begin(), list.end(), std::pair<int, T>(seat, item)) != list.end();
}
/// Adds `item` for `seat` to `list` (`on`) or removes it; never twice.
template <typename T>
void set_item(std::vector<std::pair<int, T>>& list, int seat, T item, bool on) {
    const std::pair<int, T> entry(seat, item);
    const auto it = std::find(list.begin(), list.end(), entry);
    if (on && it == list.end()) list.push_back(entry);
    if (!on && it != list.end()) list.erase(it);
}
/// A seat's name, "?" when out of range.
std::string seat_name(const std::vector<std::string>& players, int seat);

}  // namespace tarock::app::pform
