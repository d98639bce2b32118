#pragma once
// The pieces the hand forms' models share. No ImGui: the models build into tarock_form_models and
// are tested without a window. Here: the input choices several forms offer, seat names, amounts
// and counts as typed, lists per seat, the amounts agreed by hand (one JSON shape for every game),
// the Pagat Ultimo and the Volat as typed (one model for every game that has them), and the keys a
// form answers (KeyPress, KeyContext).

#include <array>
#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/cards.hpp"
#include "core/errors.hpp"
#include "core/house_rules.hpp"
#include "core/json.hpp"
#include "core/table.hpp"
#include "core/thirds.hpp"
#include "games/common/manual.hpp"
#include "games/common/partnership.hpp"
#include "games/tapp/tapp.hpp"

namespace tarock::app {

/// How a Dreier's multiple is entered: directly, or as raise level plus the talon choice
/// (tapp §2.2).
enum class DreierInput { Multiple, Level };
/// How the game's result is entered: the declarer's card points, won/lost, or not at all (only
/// meaningful when something else decides the game: a renonce, schleifen, a concession).
enum class ResultInput { Points, WonLost, None };
/// Whether a premium (Ultimo, Volat) was not played for, made silently, or announced.
enum class PremiumMode { None, Silent, Announced };
/// The result of a Pagat Ultimo: won, lost, or not recorded (an announced Ultimo the opponents
/// conceded, Block house rule A-17 "counts as made"; or decided by a renonce).
enum class UltimoResult { Won, Lost, Open };

}  // namespace tarock::app

namespace tarock::app::form {

/// The name of `seat` among `players`, "?" when out of range.
std::string seat_name(const std::vector<std::string>& players, int seat);

/// An amount typed in points, thirds allowed ("35 2/3"); nothing for an empty or bad text.
std::optional<Thirds> parse_points(const std::string& text);
/// The text a stored amount is shown as ("35 2/3"); "" for none.
std::string points_text(const std::optional<Thirds>& t);
/// An amount as a record writes it: a whole number as a number, else the text "35 2/3".
Json amount_json(const Thirds& t);
/// A whole number typed ("9"); nothing for an empty or bad text.
std::optional<int> parse_whole(const std::string& text);
/// Moves the field "note" of the record `j` to its end, where the core writes it (after a form
/// added a field of its own, e.g. card points as typed).
void note_last(Json& j);

/// True when `list` (per seat: an honour, an announcement ...) holds `item` for `seat`.
template <typename T>
bool has_item(const std::vector<std::pair<int, T>>& list, int seat, T item) {
    return std::find(list.begin(), list.end(), std::pair<int, T>(seat, item)) != list.end();
}
/// Adds `item` for `seat` to the end of `list` (`on`) or removes it; never twice.
template <typename T>
void set_item(std::vector<std::pair<int, T>>& list, int seat, T item, bool on) {
    const std::pair<int, T> entry(seat, item);
    const auto it = std::find(list.begin(), list.end(), entry);
    if (on && it == list.end()) list.push_back(entry);
    if (!on && it != list.end()) list.erase(it);
}

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

/// The dealer as a form holds it: the seat shown (prefilled with the rotation's dealer) and
/// whether it was chosen by hand or named by the stored record. Every model derives from it.
struct DealerInput {
    int dealer = 0;                ///< the dealer shown in the form
    bool dealer_explicit = false;  ///< the record names the dealer (loaded so, or changed by hand)

    /// Takes the dealer of a stored record, or `rotation_dealer` when it names none.
    void load_dealer(const std::optional<int>& stored, int rotation_dealer);
    /// Leaves "dealer" out of the record `j` unless it was chosen by hand or is off the rotation
    /// (`rotation_dealer`, the dealer the rotation gives at the hand's position).
    void drop_rotation_dealer(Json& j, int rotation_dealer) const;
};

/// The envelope of a hand as the flat forms hold it (Tapp, Block, Steyerisch, Ungarisch): the
/// deal's kind, the dealer and the note.
template <class Kind>
struct EnvelopeInput : DealerInput {
    Kind kind = Kind::Game;
    std::string note;

    /// Puts kind, dealer and note into the typed hand `h`.
    template <class Hand>
    void put_envelope(Hand& h) const {
        h.kind = kind;
        h.dealer = dealer;
        h.note = note;
    }
    /// Takes kind, dealer (or `rotation_dealer`) and note of the stored hand `h`.
    template <class Hand>
    void load_envelope(const Hand& h, int rotation_dealer) {
        kind = h.kind;
        load_dealer(h.dealer, rotation_dealer);
        note = h.note;
    }
};

/// A fresh model of a form for a new hand dealt by `dealer`: M::fresh(dealer) where the model
/// starts otherwise, else the model's defaults with that dealer.
template <class M>
M fresh(int dealer) {
    if constexpr (requires { M::fresh(dealer); }) {
        return M::fresh(dealer);
    } else {
        M m;
        m.dealer = dealer;
        return m;
    }
}

struct UltimoInput;
struct VolatInput;

/// The deals that are no game, as the kinds of the Tapp family and Block-Tarok name them.
enum class NoGame { AllPass, Misdeal, ThrownIn };

/// A summary line put together part by part: "Anna: Dreier 2×; 41 Kartenpunkte; Notiz: spät".
class Summary {
public:
    /// Adds `part` after a "; ".
    void add(const std::string& part) { text_ += (text_.empty() ? "" : "; ") + part; }
    /// Adds a deal that is no game: "Alle gepasst", "Vergeben (Geber Anna)" (`dealer`), "Eingeworfen".
    void add_no_game(NoGame kind, const std::string& dealer);
    /// Adds the deal `kind` when it is all passed, a misdeal by `dealer` or thrown in (a kind with
    /// AllPass, Misdeal and ThrownIn: tapp::DealKind, block::DealKind); false (nothing added) for
    /// any other kind.
    template <class Kind>
    bool add_deal(Kind kind, int dealer, const std::vector<std::string>& players);
    /// Adds the result as typed: "41 Kartenpunkte" or "keine Kartenpunkte" (ResultInput::Points),
    /// "gewonnen"/"verloren" (WonLost); nothing for None.
    void add_result(ResultInput mode, const std::string& points, bool won);
    /// Adds the Pagat Ultimo and the Volat when they were entered (ultimo_summary, volat_summary),
    /// the Ultimo with its holder's name among `players`.
    void add_premiums(const UltimoInput& ultimo, const VolatInput& volat, const std::vector<std::string>& players);
    /// The dealer when it was chosen by hand (`named`: the kind of deal names no dealer of its own)
    /// and the note: "Geber Anna", "Notiz: spät".
    void end(const DealerInput& d, const std::string& note, bool named, const std::vector<std::string>& players);
    const std::string& text() const { return text_; }

private:
    std::string text_;
};

template <class Kind>
bool Summary::add_deal(Kind kind, int dealer, const std::vector<std::string>& players) {
    switch (kind) {
        case Kind::AllPass: add_no_game(NoGame::AllPass, {}); return true;
        case Kind::Misdeal: add_no_game(NoGame::Misdeal, seat_name(players, dealer)); return true;
        case Kind::ThrownIn: add_no_game(NoGame::ThrownIn, {}); return true;
        default: return false;
    }
}

/// A stored Dreier `stored` (a tapp::Hand, a tapp::LadderContract: its multiple, level and talon)
/// as typed: a multiple entered directly keeps it and the level when noted (else 0); a level with
/// the talon choice keeps those (at least level 1) and shows `final_multiple`, the multiple that
/// results (tapp §2.2).
template <class Stored>
void load_dreier(const Stored& stored, int final_multiple, DreierInput& input, int& multiple, int& level, tapp::Talon& talon) {
    if (stored.multiple) {
        input = DreierInput::Multiple;
        multiple = *stored.multiple;
        level = stored.level.value_or(0);
    } else {
        input = DreierInput::Level;
        level = stored.level.value_or(1);
        talon = stored.talon;
        multiple = final_multiple;
    }
}

/// A stored result as typed (the inverse of the form's ResultInput): card points give
/// ResultInput::Points and their text, won/lost gives WonLost, neither None. `won` is left as it
/// is unless the record says won or lost.
void load_result(const std::optional<Thirds>& stored_points, const std::optional<bool>& stored_won, ResultInput& mode, std::string& points,
                 bool& won);

/// Amounts agreed by hand as typed (historic::Agreed): one text per seat ("" = not named, an
/// amount in points, thirds allowed: "-2 1/3") and the players' reason. The one input and the one
/// JSON shape of every game that books an agreement (l'Hombre, Strohmann, Groß-Tarok, Tarok for
/// four, Taroc 1756 Wien, Tarolaßch).
struct AgreedInput {
    std::vector<std::string> amounts;  ///< per seat
    std::string reason;
    std::vector<int> order;            ///< the seats in the order the stored record named them

    /// True when no amount and no reason is typed.
    bool empty() const;
    /// Loads `a` (sized to `players` seats), keeping the order its amounts were named in.
    void load(const std::optional<historic::Agreed>& a, std::size_t players);
    /// Writes the fields "agreed" and "reason" into `j`: the amounts typed in the order loaded,
    /// then the other seats in seat order; a text that is not an amount is passed on as typed, so
    /// the core refuses it naming the field ("agreed.Anna"). With no amount typed "agreed" is left
    /// out (also when a reason is typed): the core then refuses the record naming "agreed"
    /// (historic::read_agreed), so an agreement without amounts is never stored.
    void write(Json& j, const std::vector<std::string>& players) const;
};

/// The Pagat Ultimo as typed, whichever game: none, silent or announced, who played (or
/// announced) the Pagat, the result, the contra and "without the Pagat" of an announced one.
struct UltimoInput {
    PremiumMode mode = PremiumMode::None;
    int player = -1;                          ///< seat; -1 while not chosen
    UltimoResult result = UltimoResult::Won;
    int contra = 0;                           ///< 0..3, counts only when announced
    bool without_pagat = false;               ///< announced without holding the Pagat (Codex §20)
};
/// The Ultimo for the Tapp family's core (Tapp, Zwölfer, Steyerisch, Ungarisch): nothing with
/// PremiumMode::None; contra and without_pagat only when announced.
std::optional<tapp::Ultimo> to_tapp(const UltimoInput& u);
/// The Ultimo for the partnership games' core (Königrufen, Neunzehnrufen, Paszkiewitsch).
std::optional<partnership::Ultimo> to_partnership(const UltimoInput& u);
/// The inputs of a stored Ultimo (the inverse of to_tapp / to_partnership: the Tapp family and
/// the partnership games share one Ultimo, games/common/premiums.hpp); none for nothing.
UltimoInput ultimo_input(const std::optional<Ultimo>& u);
/// The summary of an Ultimo entered (mode not None) in the window's language, `player` the Pagat
/// holder's name: "Ultimo angesagt (Anna) gewonnen, Contra, ohne Pagat".
std::string ultimo_summary(const UltimoInput& u, const std::string& player);

/// The Volat as typed, whichever game: none, silent or announced, the party that announced it,
/// the party that took every trick (None: nobody), the contra of an announced one.
struct VolatInput {
    PremiumMode mode = PremiumMode::None;
    tapp::Party announced_by = tapp::Party::Declarer;  ///< counts only when announced
    tapp::Party made_by = tapp::Party::None;
    int contra = 0;                                    ///< 0..3, counts only when announced
};
/// The Volat for the Tapp family's core; nothing with PremiumMode::None.
std::optional<tapp::Volat> to_tapp(const VolatInput& v);
/// The Volat for the partnership games' core.
std::optional<partnership::Volat> to_partnership(const VolatInput& v);
/// The inputs of a stored Volat (the inverse of to_tapp / to_partnership).
VolatInput volat_input(const std::optional<tapp::Volat>& v);
VolatInput volat_input(const std::optional<partnership::Volat>& v);
/// A party's name in the window's language: "Spieler", "Gegner", "niemand".
const char* party_name(tapp::Party p);
/// The summary of a Volat entered (mode not None): "Volat angesagt von Spieler, gemacht von
/// Gegner, Contra".
std::string volat_summary(const VolatInput& v);

/// The inputs of a game that the forms with a Dreier share (Tapp, Zwölfer, Block-Tarok), besides
/// the envelope of the deal (EnvelopeInput over the deal's `Kind`). Seats are 0-based; -1 means
/// "nobody chosen". `kTalon` is the talon choice a new hand starts with.
template <class Kind, tapp::Talon kTalon>
struct DreierGameInput : EnvelopeInput<Kind> {
    int declarer = -1;
    int opened_by = -1;            ///< -1: the declarer opened the bidding himself
    tapp::Game game = tapp::Game::Dreier;
    DreierInput dreier_input = DreierInput::Multiple;
    int multiple = 1;              ///< with DreierInput::Multiple (the game bounds it)
    int level = 0;                 ///< the raise level; with DreierInput::Multiple 0 = not recorded
    tapp::Talon talon = kTalon;    ///< the talon half taken, with DreierInput::Level
    ResultInput result_input = ResultInput::Points;
    std::string points;            ///< the declarer's card points as typed ("35 2/3")
    bool won = true;
    std::vector<std::pair<int, tapp::Honour>> honours;  ///< in the order entered
    UltimoInput ultimo;
    VolatInput volat;
    int renonce = -1;
};

/// A key pressed while no text field takes the keyboard: a letter 'A'..'Z', a digit '1'..'9'
/// (the keypad's digits arrive as digits) or kPointsKey (F2, "to the card points").
struct KeyPress {
    int key = 0;
    bool plain = true;  ///< no modifier (Ctrl, Shift, Alt, Super) held
};
/// F2: the points field takes the keyboard.
inline constexpr int kPointsKey = 0x100;
/// What a form's keys may read: the active seats of the hand's deal in speaking order (empty
/// while the deal is not known) and the evening's house rules.
struct KeyContext {
    const std::vector<int>& active;
    const HouseRules& rules;
};
/// A field of a hand's record as its form offers it. `path` is the field as InputError::field()
/// names it ("points", "volat.by"); a longer path falls under it ("points.Anna", "ansagen[2].kind"
/// under "ansagen"). `label` is the form's label of it, a German key of the window's language
/// tables. `points`: the card points field F2 focuses; after a refused save naming it, it keeps the
/// keyboard.
struct FormField {
    std::string_view path;
    const char* label;
    bool points = false;
};
/// The fields of the rows every form shares (rows.hpp): the dealer, card points, contras, the Pagat
/// Ultimo, the Volat, the renonce, the amounts agreed by hand ...
std::span<const FormField> shared_fields();
/// The entry of `fields` the field `path` falls under (the longest path that matches), or nullptr.
/// A leading "hands[N]." (an evening's error about a stored hand) is skipped.
const FormField* find_field(std::span<const FormField> fields, std::string_view path);

/// A digit key k (plain) makes `seat` the k-th active seat (speaking order); true when it did.
bool choose_seat(const KeyPress& k, const KeyContext& c, int& seat);
/// The digits of a form with a called partner (1 R 3: the declarer, the game, the partner): while
/// `with_partner` and a declarer but no partner (-1) is chosen, a digit of another seat makes it
/// the `partner`; otherwise a digit chooses the `declarer` and opens the partner again (-1). The
/// declarer himself or the talon as the called card's holder are chosen in the form. True when
/// the key was a seat's digit.
bool choose_declarer_and_partner(const KeyPress& k, const KeyContext& c, int& declarer, int& partner, bool with_partner);
/// The keys of a called king's suit in the order of Suit: C Coeur, K Carreau (Karo), P Pique, T
/// Treff. The forms that record the called king (Königrufen, Tappen mit König) show each before
/// its suit's name.
inline constexpr char kSuitKeys[4] = {'C', 'K', 'P', 'T'};
/// A plain suit key (kSuitKeys) sets `king` to its suit; true when it did.
bool choose_suit(const KeyPress& k, std::optional<Suit>& king);
/// A plain letter key in `keys` sets `value` to its choice: {{'D', Game::Dreier}, ...}, or a table
/// of keys the form's labels also show (keyed_name()).
template <typename T>
void choose_by_letter(const KeyPress& k, std::span<const std::pair<int, T>> keys, T& value) {
    if (!k.plain) return;
    for (const auto& [key, choice] : keys)
        if (k.key == key) value = choice;
}
template <typename T>
void choose_by_letter(const KeyPress& k, std::initializer_list<std::pair<int, T>> keys, T& value) {
    choose_by_letter(k, std::span<const std::pair<int, T>>(keys.begin(), keys.size()), value);
}
template <typename T, std::size_t N>
void choose_by_letter(const KeyPress& k, const std::array<std::pair<int, T>, N>& keys, T& value) {
    choose_by_letter(k, std::span<const std::pair<int, T>>(keys), value);
}
/// `name` after the letter key of `value` in `keys` ("R Rufer"); `name` alone when it has none.
template <typename T, std::size_t N>
std::string keyed_name(const char* name, T value, const std::array<std::pair<int, T>, N>& keys) {
    for (const auto& [key, choice] : keys)
        if (choice == value) return std::string(1, static_cast<char>(key)) + " " + name;
    return name;
}

}  // namespace tarock::app::form

namespace tarock::app {
using form::AgreedInput;
using form::UltimoInput;
using form::VolatInput;
}  // namespace tarock::app
