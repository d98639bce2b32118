#pragma once
// The pieces the partnership games' form models share (Königrufen, Neunzehnrufen, Paszkiewitsch,
// Tappen mit König): the card points or result as typed, its summary, the end of their JSON
// record, and the keys and hints of a called-partner form. Inputs only; no amounts.

#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/forms/inputs.hpp"
#include "core/json.hpp"

namespace tarock::app {

/// The game's result as typed: card points (thirds allowed), or won/lost.
struct ResultText {
    ResultInput mode = ResultInput::Points;
    std::string points;
    bool won = true;
};

namespace form {

/// Fills `r` from a stored record's points / result.
void load_result(ResultText& r, const std::optional<Thirds>& points, const std::optional<bool>& won);
/// Puts the result typed into `points` / `won` of a typed hand.
void store_result(const ResultText& r, std::optional<Thirds>& points, std::optional<bool>& won);
/// The end of a partnership form's summary for what was entered: ", Contra", ", 40 Punkte" (else
/// ", gewonnen" / ", verloren"), ", Renonce Anna".
std::string result_summary(int contra, const std::optional<Thirds>& points, const std::optional<bool>& won, const std::optional<int>& renonce,
                           const std::vector<std::string>& players);
/// The common end of every partnership form's JSON: the dealer only when chosen by hand or off
/// the rotation, points that do not parse passed on as typed (so the core names the bad text).
void finish_json(Json& j, const DealerInput& d, int rotation_dealer, const ResultText& r, bool game);

/// What a called-partner form shows in the preview instead of the core's refusal while it is not
/// filled in yet (translated texts).
struct OpenHints {
    const char* declarer;  ///< no declarer chosen
    const char* partner;   ///< the holder of the called card not chosen
    const char* points;    ///< no card points typed
};

/// The keys of a called-partner form `f` (with `hand.kind`, `hand.declarer`, `hand.game`,
/// `partner`): F2 the card points; in a game with no modifier held the letters of `games` choose
/// the game and the digits the declarer and then, in a game that `calls` a partner, the called
/// card's holder (choose_declarer_and_partner).
template <class Form>
bool partner_form_key(Form& f, const KeyPress& k, const KeyContext& c,
                      std::initializer_list<std::pair<int, decltype(std::declval<Form&>().hand.game)>> games, bool calls) {
    if (k.key == kPointsKey) return true;
    if (!k.plain || f.hand.kind != decltype(f.hand.kind)::Game) return false;
    if (choose_declarer_and_partner(k, c, f.hand.declarer, f.partner, calls)) return false;
    choose_by_letter(k, games, f.hand.game);
    return false;
}

/// The hint of a called-partner form `f` (with `hand`, `partner`, -1 while not chosen) for
/// `refusal`: a declarer, partner or card points (`typed_points`) not entered yet.
template <class Form>
std::string partner_form_hint(const Form& f, const InputError& refusal, const std::string& typed_points, const OpenHints& hints) {
    if (f.hand.kind != decltype(f.hand.kind)::Game) return {};
    if (f.hand.declarer < 0 && refusal.field() == "declarer") return hints.declarer;
    if (f.partner == -1 && refusal.field() == "partner") return hints.partner;
    if (refusal.field() == "points" && typed_points.empty()) return hints.points;
    return {};
}

}  // namespace form

}  // namespace tarock::app
