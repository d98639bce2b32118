#pragma once
// The rows every hand form draws with, each written once: the two-column table of labelled rows,
// choices (radio buttons on one line, or a combo) bound to any value, player choices over the active seats of the deal (speaking
// order), the dealer, the note, card points (one field, or one per player), a line per player,
// contras, the result, the Pagat Ultimo, the Volat, the renonce, the amounts agreed by hand, the
// partner called, and the rows of the game families (the ladder, the announcements). Each row
// pushes its own ImGui ID scope (PushID("agreed"); PushID(seat);), so rows never clash. They draw
// and change inputs only. They are laid out by the width left, so that a hand fits the window
// without scrolling: a choice is radio buttons on one line or else a combo (choice()), and the
// closed folds and the announcements not entered that follow one another share a line.

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/forms/context.hpp"
#include "app/forms/inputs.hpp"
#include "app/lang.hpp"
#include "core/text.hpp"
#include "games/common/kontra_chain.hpp"
#include "games/common/partnership.hpp"
#include "games/grosstarok/grosstarok.hpp"

namespace tarock::app {
struct LadderInput;
struct ResultText;
}  // namespace tarock::app

namespace tarock::app::form {

// Widths in em (multiples of the font size), so that the forms scale with a large font.

/// The label column of a form's table.
inline constexpr float kLabelColumnEm = 8.5f;
/// Where the inputs of a line per player start after the player's name.
inline constexpr float kNameColumnEm = 7.0f;
/// A card points field.
inline constexpr float kPointsFieldEm = 7.0f;
/// A short number field (an amount per player, the Scat, a count).
inline constexpr float kShortFieldEm = 6.0f;
/// A player combo.
inline constexpr float kPlayerComboEm = 12.0f;

/// True when the evening's house rule `key` is set to `value`; false when the table has no such
/// rule (a form shows a row only where a house rule offers it).
inline bool rule_is(const FormContext& c, const char* key, const char* value) { return c.setup.rules.has(key) && c.setup.rules.is(key, value); }

/// Starts a form row: `label` in the first column (with `help` as its tooltip), the inputs go to
/// the second.
void row(const char* label, const char* help = nullptr);
/// A further line of inputs under the current row (empty label).
void continue_row();
/// Starts the row of a section of the form that most hands leave empty (the Pagat Ultimo, the
/// Volat, the renonce, the honours): `label` (with `help` as its tooltip) is a fold in the first
/// column, closed by default so the form fits the window. It opens when clicked, by the keyboard
/// (the arrow keys to it, then Space or →) and, while `used` (the section holds a value), it is
/// open by itself; it folds again when its value goes (a new hand). True when open: draw the section's inputs into the second column then; when
/// folded, draw nothing more of the section.
bool fold_row(const char* label, const char* help, bool used);

/// SameLine() when an item `label` wide still fits on the current line, else a new line.
void next_on_line(const char* label);

/// SameLine() when a field `width_em` wide (a combo, an input) still fits on the line, else the
/// field starts the next line.
void field_on_line(float width_em);
/// A checkbox after the last item, or on the next line when it does not fit there.
bool checkbox_on_line(const char* label, bool* v);
/// A small button after the last item, or on the next line when it does not fit there.
bool small_button_on_line(const char* label);

/// The tooltip of the item drawn last (ui::tooltip).
void tooltip_of_last(const char* text);

/// Where a choice goes and how its combo is named (choice()).
struct ChoiceLook {
    /// After the last item on its line, as radio buttons or as the combo, or at the start of the
    /// next line when not even the combo fits there; else where the cursor is (a row's start).
    bool after_last = false;
    /// The choice's name, shown in the combo before the label chosen ("Kontra: —") unless the
    /// label holds it ("Zwölf Tarok" named "Tarok"), so that a combo under an empty row label or
    /// after other items says what it chooses; nullptr: the label alone.
    const char* name = nullptr;
    /// At most this wide, in em (0: the width left on the line), so that a choice beside others of
    /// its kind (one per player on a line) keeps to its share: the combo when its radio buttons are wider.
    float max_width_em = 0.0f;
};

/// One radio button of a choice: its label (translated; "##id" allowed), its value and an
/// optional tooltip.
template <typename T>
struct Choice {
    const char* label;
    T value;
    const char* tooltip = nullptr;
};
/// One choice among `labels` (translated; "##id" allowed), laid out by the width left on the
/// line: radio buttons on it when they all fit there, else a combo as wide as its longest label
/// (at most the width left), so that a choice takes one line, never several, and never breaks a
/// label. `chosen` is the index chosen (-1: none, the combo shows "—"); `tooltips` is empty or
/// holds one tooltip per label (nullptr: none); `look` places and names it. Returns the index
/// clicked, or -1. Every radio button of the forms is drawn here.
int choice(std::span<const std::string> labels, int chosen, std::span<const char* const> tooltips = {}, const ChoiceLook& look = {});

/// choice() bound to `v`: `values` (a random-access range) side by side with `labels`; the value
/// equal to `v` is chosen, and the value clicked is written to `v`. True when one was clicked.
template <typename T, std::ranges::random_access_range Values>
bool choose(T& v, std::span<const std::string> labels, const Values& values, std::span<const char* const> tooltips = {}, const ChoiceLook& look = {}) {
    const auto at = std::ranges::find(values, v);
    const int picked = choice(labels, at == std::ranges::end(values) ? -1 : static_cast<int>(at - std::ranges::begin(values)), tooltips, look);
    if (picked < 0) return false;
    v = std::ranges::begin(values)[picked];
    return true;
}

/// choose() over `choices`: radio buttons on one line, or their combo when they do not fit; true
/// when one was clicked.
template <typename T>
bool radios(T& v, std::initializer_list<Choice<T>> choices, const ChoiceLook& look = {}) {
    std::vector<std::string> labels;
    std::vector<const char*> tooltips;
    for (const Choice<T>& c : choices) {
        labels.emplace_back(c.label);
        tooltips.push_back(c.tooltip);
    }
    return choose(v, labels, choices | std::views::transform(&Choice<T>::value), tooltips, look);
}

/// Radio buttons over the active players (speaking order) under ImGui id `id`; with `shortcuts`
/// each label starts with its key (1, 2, 3 ...); placed and named by `look` (choice()). A chosen
/// seat that is not active is named as resting.
bool player_radios(const char* id, int& seat, const FormContext& c, bool shortcuts, const ChoiceLook& look = {});
/// Radio buttons over the active players under ImGui id `id`, the declarer marked " (selbst)"
/// (with `declarer_too`, else left out; -1: no declarer), then with `extra_label` one more choice
/// `extra_value` (the card in the talon, both passed ...): who holds the called card, who took the
/// game on, who won.
void seat_radios(const char* id, int& seat, const FormContext& c, int declarer = -1, bool declarer_too = true, const char* extra_label = nullptr,
                 int extra_value = -2);
/// A combo over the active players with a first entry `none_label` for -1.
bool player_combo(const char* id, int& seat, const FormContext& c, const char* none_label);
/// player_combo() bound to an optional seat (none_label: nothing).
void player_combo(const char* id, std::optional<int>& seat, const FormContext& c, const char* none_label);

/// The "Geber" row: a combo over every seat, prefilled with the rotation's dealer. Choosing
/// another dealer marks it as chosen by hand. Names the resting König of the deal.
void dealer_row(DealerInput& d, const FormContext& c);
/// The "Art" row (with `help` as its tooltip): radio buttons over the kinds of deal `choices`.
template <typename T>
void kind_row(T& kind, std::initializer_list<Choice<T>> choices, const char* help = nullptr) {
    row(tr("Art"), help);
    radios(kind, choices);
}
/// The "Art" row of the Tapp family (Tapp, Zwölfer, Steyerisch, Ungarisch): a game, all passed,
/// a misdeal (Codex §4), thrown in (Codex §3).
void tapp_kind_row(tapp::DealKind& kind);
/// The head of a Tapp-family form (Tapp, Zwölfer, Steyerisch, Ungarisch): the dealer, the kind
/// of deal (tapp_kind_row) and, for a game, the "Spieler" row (`declarer`, keys 1-3). False for a
/// deal that is no game (its form ends with note_rows).
bool tapp_head_rows(EnvelopeInput<tapp::DealKind>& f, int& declarer, const FormContext& c);
/// The "Notiz" row, and in correction mode the "Grund" row (the reason of the correction).
void note_rows(std::string& note, FormContext& c);

/// The flags of a card points field: taking the keyboard (F2, a click, a refused save) selects its
/// text, so the points typed replace it.
inline constexpr ImGuiInputTextFlags kPointsFieldFlags = ImGuiInputTextFlags_AutoSelectAll;

/// The card points field "##points" (`width_em` wide, `hint` in it when empty); takes the
/// keyboard when F2 asked for it.
void points_field(std::string& text, FormContext& c, const char* hint, float width_em = kPointsFieldEm);
/// One short field per playing seat on one line, each after the player's name: card points or
/// Points typed per player. `texts` is indexed by seat (seats beyond it get no field); the first
/// field takes the keyboard when F2 asked for it.
void per_player_inputs(std::span<std::string> texts, FormContext& c, float width_em = 4.0f, const char* hint = nullptr);
/// Per playing seat the player's name and then `inputs(seat, first)`, an input `width_em` wide,
/// side by side, laid out by the width left (a seat that does not fit starts the next line); all
/// under ImGui id `id`, each in the ID scope of its seat; `first` for the first seat.
void per_player_inline(const char* id, const FormContext& c, float width_em, const std::function<void(int seat, bool first)>& inputs);
/// A line per playing seat under the current row: the player's name, then `inputs(seat)` from
/// `name_column_em` on; all under ImGui id `id`, each line in the ID scope of its seat.
void per_player_lines(const char* id, const FormContext& c, float name_column_em, const std::function<void(int seat)>& inputs);
/// Checkboxes "label" over the items a seat holds in `list` (honours, announcements), on the line
/// after the player's name (see per_player_lines); adds and removes them.
template <typename T>
void item_checkboxes(std::vector<std::pair<int, T>>& list, int seat, std::initializer_list<std::pair<T, const char*>> items) {
    bool first = true;
    for (const auto& [item, label] : items) {
        if (!first) next_on_line(label);
        first = false;
        bool on = has_item(list, seat, item);
        if (ImGui::Checkbox(label, &on)) set_item(list, seat, item, on);
    }
}

/// The checkbox `label` (with `help`) under ImGui id `id` of an announcement not entered: the
/// first starts a row "Eintragen"; those that follow it at once share its line (laid out by the
/// width left), so that the announcements a hand leaves out take one line. True when ticked.
bool absent_item_box(const char* id, const char* label, const char* help);

/// The row `label` (with `help`) of an announcement that may be entered or not (trula, valat,
/// tuletroá …): under ImGui id `id` a checkbox that makes `item` exist (a `fresh` one) or removes
/// it; while it does not exist, its checkbox shares a line with the others left out
/// (absent_item_box). True while it exists, and the item's own rows follow.
template <class T>
bool item_row(const char* id, const char* label, const char* help, std::optional<T>& item, const T& fresh) {
    if (!item) {
        if (absent_item_box(id, label, help)) item = fresh;
        return item.has_value();
    }
    row(label, help);
    ImGui::PushID(id);
    bool on = true;
    if (ImGui::Checkbox(tr("eingetragen##item"), &on) && !on) item.reset();
    ImGui::PopID();
    return item.has_value();
}

/// Contra radio buttons (—, Contra, Recontra, Supercontra) under ImGui id `id`, placed by `look`
/// (choice()); their combo is named "Contra" unless `look` names it.
void contra_radios(const char* id, int& level, const ChoiceLook& look = {});

/// Radio buttons of a chain of doublings said in turn (games/common/kontra_chain.hpp: Slovenian
/// kontra, re, sub, mort; Hungarian kontra, rekontra, szubkontra, mordkontra) under ImGui id
/// `id`: "—" and the chain's words; with `top` beyond the words (Hungarian HU-08, "higher by
/// agreement") the further levels as their numbers. `level` is the chain level 0..top.
void kontra_chain_radios(const char* id, int& level, const KontraChain& chain, int top = 0);

/// Radio buttons over the two parties bound to `side` under ImGui id `id`: `none_label` (nothing,
/// e.g. "niemand" or "still"), "Spielerpartei", "Gegenpartei"; placed by `look` (choice()).
void side_radios(const char* id, std::optional<partnership::Side>& side, const char* none_label, const ChoiceLook& look = {});

/// How a form offers the game's result (result_rows).
struct ResultRow {
    const char* help;                 ///< the "Ergebnis" row's tooltip
    const char* points_help;          ///< the "Kartenpunkte" row's tooltip
    const char* none_label = nullptr; ///< the third choice "no result" ("keins (Renonce)"); nullptr: never offered
    const char* none_tooltip = nullptr;
    bool offer_none = false;          ///< show the third choice now (it is also shown while chosen)
};
/// The "Ergebnis" row (Kartenpunkte, gewonnen, verloren, and `none_label` when offered) and the
/// card points field when card points are chosen.
void result_rows(ResultInput& mode, bool& won, std::string& points, FormContext& c, const ResultRow& spec);

/// The partnership games' result: the row "Ergebnis" (card points, or won/lost), then the card
/// points field ("Kartenpunkte", `points_help`) or won/lost.
void points_or_won_rows(ResultText& r, FormContext& c, const char* points_help);

/// How a form offers the Pagat Ultimo (ultimo_rows).
struct UltimoRow {
    const char* label;                ///< "Ultimo" (translated), "Pagat Ultimo"
    const char* help;
    bool player = true;               ///< the "Pagat bei" row (Block: only the declarer has a Pagat Ultimo)
    const char* player_help = nullptr;
    bool contra = true;               ///< the contra of an announced Ultimo
    bool without_pagat = false;       ///< "ohne Pagat angesagt (§20)"
    bool offer_open = false;          ///< the result "nicht ausgespielt" (it is also shown while chosen)
    bool declarer_announces = false;  ///< announcing makes the declarer the Pagat holder (else only when none is chosen)
};
/// The Pagat Ultimo rows: none / silent / announced, who played or announced it, won or lost, and
/// the contra of an announced one. `declarer` (-1: none yet) is the holder an announced one
/// starts with.
void ultimo_rows(UltimoInput& u, const FormContext& c, int declarer, const UltimoRow& spec);

/// How a form offers the Volat (volat_rows).
struct VolatRow {
    const char* label;                ///< "Volat"
    const char* help;
    bool parties = false;             ///< the parties named "Spielerpartei"/"Gegenpartei" (else "Spieler"/"Gegner")
    bool announced_by = true;         ///< the row "angesagt von" of an announced Volat
    bool contra = true;               ///< the contra of an announced Volat
    bool declarer_by_default = false; ///< a silent Volat nobody is chosen for is the declarer's party's
};
/// The Volat rows: none / silent / announced, by whom, made by whom (nobody only when
/// announced), contra.
void volat_rows(VolatInput& v, const VolatRow& spec);

/// The "Renonce" row: who renounced, or nobody.
void renonce_row(int& seat, const FormContext& c, const char* help);
void renonce_row(std::optional<int>& seat, const FormContext& c, const char* help);

/// How a form offers the amounts agreed by hand (agreed_rows).
struct AgreedRow {
    const char* help;         ///< the "Vereinbart" row's tooltip
    const char* amount_hint;  ///< in an empty amount field ("z. B. -20")
    const char* reason_hint;  ///< in the empty reason field
};
/// The rows "Vereinbart" (an amount per active player) and "Grund"; the amount fields take the
/// keyboard when F2 asked for it and `focus` is true.
void agreed_rows(AgreedInput& a, FormContext& c, const AgreedRow& spec, bool focus = false);

/// Radio buttons "1×" .. "top×" under ImGui id `id`.
void multiple_radios(const char* id, int& multiple, int top);
/// Radio buttons "1" .. "top" under ImGui id `id` (a raise level, a Zweier ...).
void level_radios(const char* id, int& level, int top);
/// The "Talon" row: the half taken (and "nicht notiert" with `unrecorded`), then "= 3×" (the
/// multiple that results).
void talon_row(tapp::Talon& talon, bool unrecorded, int multiple);
/// Radio buttons over the four suits "Coeur" .. "Treff" bound to `suit` (-1: none), labels from
/// `names` (the game's spelling); with `shortcuts` each starts with its key (kSuitKeys: "C Coeur").
/// Placed by `look` (choice()); their combo is named "Farbe" unless `look` names it.
void suit_radios(int& suit, const char* const (&names)[4], bool shortcuts, const ChoiceLook& look = {});

// The partnership games (Königrufen, Neunzehnrufen, Paszkiewitsch, Tappen mit König, Tarok for
// four).

/// The parties in blue, as soon as they are known ("Parteien: ...").
void parties_line(const Text& text);
/// The combo of the tarock called, XX or XIX (`highest`) down to II; starts at `highest`.
void called_tarock_combo(std::optional<int>& called, int highest);
// The ladder games (Steyerisch, Ungarisch; ladder_view.cpp).

/// The "Spiel" rows of the ladder: the game, and its multiple as the game enters it;
/// `zweier_max` and `einer_max` bound the multiples offered.
void ladder_rows(LadderInput& in, int zweier_max, int einer_max);

// Lists of entries (announcements, honours, faults; ansagen_view.cpp).

/// A list under the current row, under ImGui id `id`: `line(i)` draws entry i on its line (each
/// in its own ID scope) followed by an "entfernen" button, then the button `add_label`.
/// `removed` gets the entry whose button was pressed (-1: none); true when `add_label` was.
bool list_rows(const char* id, std::size_t count, const std::function<void(std::size_t)>& line, int& removed, const char* add_label);

/// The "Ansagen" row of Groß-Tarok and Tarok for four: per announcement its player, kind and
/// inputs and a remove button; "+ Ansage" adds one. `tarocks_text` follows `ansagen`;
/// `tarocks_hint` is the example in the empty tarocks field.
void ansagen_rows(grosstarok::Ansagen& ansagen, std::vector<std::string>& tarocks_text, const FormContext& c, const char* help, const char* tarocks_hint);

}  // namespace tarock::app::form
