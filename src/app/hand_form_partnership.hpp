#pragma once
// Shared pieces of the hand forms of the partnership games (Königrufen, Neunzehnrufen,
// Paszkiewitsch, Tappen mit König; not a form of its own, so not listed in hand_forms.def): the
// card points or result as typed, the contra buttons, the Pagat Ultimo and Volat rows, the line
// that shows the parties as soon as the partner is known, and the registry class the called-
// partner forms share (PartnerFormUi). Inputs only; no amounts.

#include <algorithm>
#include <optional>
#include <span>
#include <utility>
#include <string>
#include <vector>

#include "app/hand_form_tapp.hpp"
#include "app/hand_forms.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "core/text.hpp"
#include "games/common/partnership.hpp"

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
/// The combo of the tarock called, XX or XIX (`highest`) down to II; starts at `highest`.
void called_tarock_combo(std::optional<int>& called, int highest);
/// Radio buttons for who holds the called card: the active seats of `deal` in speaking order (the
/// declarer marked " (selbst)" with `declarer_too`, else left out), then `away_label` for
/// `away_value` (the card in the talon, or discarded).
void partner_radios(int& partner, const Deal& deal, const std::vector<std::string>& players, int declarer, bool declarer_too,
                    const char* away_label, int away_value);
/// The "Renonce" row: who renounced, or nobody.
void renonce_row(std::optional<int>& renonce, const Deal& deal, const std::vector<std::string>& players, const char* help);
/// The end of a partnership form's German summary for what was entered: ", Contra",
/// ", 40 Punkte" (else ", gewonnen" / ", verloren"), ", Renonce Anna".
std::string result_summary(int contra, const std::optional<Thirds>& points, const std::optional<bool>& won,
                           const std::optional<int>& renonce, const std::vector<std::string>& players);

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
/// The hand `h` of a deal that is not a game: only its kind, dealer and note (inputs for a game
/// typed before the kind was changed are dropped).
template <class Hand>
Hand not_a_game(const Hand& h) {
    Hand g;
    g.kind = h.kind;
    g.dealer = h.dealer;
    g.note = h.note;
    return g;
}

/// The keys every partnership form reads: F2 puts the focus on the card points; with no
/// modifier held, in a game (`game`), the digit keys choose `declarer`. True when the form's own
/// keys (its games) are to be read as well.
bool common_shortcuts(AppState& s, bool game, int& declarer);

/// What a called-partner form shows in the preview instead of the core's refusal while it is not
/// filled in yet (translated texts).
struct OpenHints {
    const char* declarer;  ///< no declarer chosen
    const char* partner;   ///< the holder of the called card not chosen
    const char* points;    ///< no card points typed
};

/// The registry class (HandFormUi) of a called-partner form (Königrufen, Neunzehnrufen,
/// Paszkiewitsch) without what differs: clearing through `fresh` (the form's new_..._form),
/// following the rotation, loading, writing and summarizing through the view-model, the common
/// keys and the hints for a declarer, partner or card points not entered yet. `Model` holds the
/// variant's `hand` (with `kind`, `declarer` and `game`), `dealer`, `dealer_explicit` and
/// `partner` (-1 while not chosen), and has from_json(), to_json() and summary() like
/// KoenigrufenForm. The form adds draw(), game_keys(), typed_points() and open_hints().
template <class Model, Model (*fresh)(int dealer)>
class PartnerFormUi : public HandFormOf<Model> {
public:
    /// A key (its upper-case letter) and the game it chooses.
    struct GameKey {
        int key;
        decltype(Model{}.hand.game) game;
    };

    void clear(int dealer) override { this->model = fresh(dealer); }
    void follow_rotation(int dealer) override {
        if (!this->model.dealer_explicit) this->model.dealer = dealer;
    }
    int dealer() const override { return this->model.dealer; }
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        this->model = Model::from_json(hand, players, rotation_dealer);
    }
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override {
        return this->model.to_json(players, rotation_dealer);
    }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        try {
            return Model::from_json(hand, players, -1).summary(players);
        } catch (const InputError& e) {
            return error_text(e);
        }
    }
    void shortcuts(AppState& s) override {
        if (!common_shortcuts(s, is_game(), this->model.hand.declarer)) return;
        for (const GameKey& k : game_keys())
            if (ui::pressed(k.key)) this->model.hand.game = k.game;
    }
    std::string hint(const InputError& refusal) const override {
        if (!is_game()) return {};
        if (this->model.hand.declarer < 0 && refusal.field() == "declarer") return open_hints().declarer;
        if (this->model.partner == -1 && refusal.field() == "partner") return open_hints().partner;
        if (refusal.field() == "points" && typed_points().empty()) return open_hints().points;
        return {};
    }

protected:
    /// The keys that choose the game, read in this order in a game while no modifier is held.
    virtual std::span<const GameKey> game_keys() const = 0;
    /// The card points as typed.
    virtual const std::string& typed_points() const = 0;
    /// The hints of hint(), in the window's language.
    virtual OpenHints open_hints() const = 0;

private:
    bool is_game() const { return this->model.hand.kind == decltype(this->model.hand.kind)::Game; }
};

}  // namespace tarock::app::pform
