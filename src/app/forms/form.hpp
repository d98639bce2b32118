#pragma once
// The hand forms of the window, one per game, behind one interface: the views and actions only
// talk to HandFormUi and never ask which game an evening plays. Every form is a Form<M>: the
// registry part (clear, follow the rotation, load, write, summarize, keys, hints) is written once
// here, and a game supplies
//   - its model M (<game>_model.hpp, built into tarock_form_models, no ImGui): a plain struct of
//     the inputs as typed with
//        (optional) static M fresh(int dealer);                        a new hand other than the defaults
//        static M from_json(const Json&, const std::vector<std::string>& players, int rotation_dealer);
//        Json to_json(const std::vector<std::string>& players, int rotation_dealer) const;
//        std::string summary(const std::vector<std::string>& players) const;
//        bool key(const form::KeyPress&, const form::KeyContext&);    true: focus the points field
//        std::string hint(const InputError& refusal) const;
//        (optional) static std::span<const form::FormField> fields();  its own fields' labels
//     and derives from form::DealerInput (the dealer shown, and whether it was chosen by hand).
//     to_json()/from_json() go through the game's own to_json()/parse_hand(), so the core names
//     every refused field;
//   - its view (<game>_view.cpp): one function  void draw(M&, FormContext&)  that draws the
//     form's rows with the shared rows of rows.hpp, and the line TAROCK_FORM(<id>, M) that
//     registers it under the game's id of src/games/games.def (app/games/game_ui.hpp; a game of
//     games.def without it does not link).
// Amounts are never computed in a form: everything shown comes from preview()/recompute().

#include <concepts>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/forms/context.hpp"
#include "app/forms/inputs.hpp"
#include "app/lang.hpp"
#include "core/errors.hpp"
#include "core/json.hpp"

namespace tarock::app {

/// One game's hand form: its inputs (a model) and the view that draws them.
class HandFormUi {
public:
    virtual ~HandFormUi() = default;

    /// Empties the form for a new hand dealt by `dealer` (the rotation's next dealer).
    virtual void clear(int dealer) = 0;
    /// Follows the rotation: the form's dealer becomes `dealer` unless it was chosen by hand.
    virtual void follow_rotation(int dealer) = 0;
    /// The dealer the form shows (seat).
    virtual int dealer() const = 0;

    /// Loads stored record `hand` into the form (to correct it). `rotation_dealer` is the dealer
    /// the rotation gives at the hand's position, used when the record names none. Throws
    /// InputError when the record does not parse; the form is unchanged then.
    virtual void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) = 0;
    /// The hand's JSON record as the form stands. Choices left open are left out, so preview()
    /// refuses the record naming the missing field. The dealer is written only when it was
    /// chosen by hand or differs from `rotation_dealer`.
    virtual Json to_json(const std::vector<std::string>& players, int rotation_dealer) const = 0;
    /// The record the form's inputs make, also while a loaded record is unchanged (to_json() then
    /// gives the stored record itself): what a form writes once something is changed.
    virtual Json inputs_json(const std::vector<std::string>& players, int rotation_dealer) const = 0;

    /// Draws the form's rows (the Save and Clear buttons are drawn by the caller). Reads and
    /// changes only the form and what `context` offers.
    virtual void draw(FormContext& context) = 0;

    /// A one-line summary in the window's language of a stored record's inputs (no amounts) for
    /// the history panel, or the text of the error when it does not parse.
    virtual std::string summarize(const Json& hand, const std::vector<std::string>& players) const = 0;

    /// A single key (read once per frame before drawing while no text field takes the
    /// keyboard, e.g. 1-3 for the declarer). True when the points field is to take the keyboard.
    virtual bool key(const form::KeyPress& key, const form::KeyContext& context) = 0;

    /// A friendly hint in the window's language to show instead of `refusal` in the preview while
    /// the form is simply not filled in yet (e.g. no declarer chosen); "" shows the refusal itself.
    virtual std::string hint(const InputError& refusal) const = 0;

    /// The form's field that the record's field `path` (as InputError::field() names it) falls
    /// under: its label and whether it is the card points field; nullptr for a field the form
    /// names no label for.
    virtual const form::FormField* field(std::string_view path) const = 0;
};

/// What a game's model must offer to be a Form (see the top of this file).
template <class M>
concept FormModel = requires(M m, const M cm, const Json& j, const std::vector<std::string>& p, const InputError& e,
                             const form::KeyPress& k, const form::KeyContext& kc) {
    { form::fresh<M>(0) } -> std::same_as<M>;
    { M::from_json(j, p, 0) } -> std::same_as<M>;
    { cm.to_json(p, 0) } -> std::same_as<Json>;
    { cm.summary(p) } -> std::same_as<std::string>;
    { m.key(k, kc) } -> std::same_as<bool>;
    { cm.hint(e) } -> std::convertible_to<std::string>;
    requires std::derived_from<M, form::DealerInput>;
};

/// Begins the form's two-column table (labels, inputs); false when nothing is to be drawn (rows.cpp).
bool begin_form_table();
/// Ends the table begun by begin_form_table().
void end_form_table();

namespace detail {
/// Calls the game's draw(M&, FormContext&), found by argument-dependent lookup where the form is
/// made (in the game's view file).
template <class M>
void draw_model(M& model, FormContext& context) {
    draw(model, context);
}
}  // namespace detail

/// The hand form over model `M`, drawn by the game's draw(M&, FormContext&).
template <FormModel M>
class Form final : public HandFormUi {
public:
    M model = form::fresh<M>(0);

    void clear(int dealer) override {
        model = form::fresh<M>(dealer);
        loaded_.reset();
    }
    void follow_rotation(int dealer) override {
        if (!model.dealer_explicit) model.dealer = dealer;
    }
    int dealer() const override { return model.dealer; }
    /// Also keeps `hand` as it was stored: a form loaded and not changed writes it back byte for
    /// byte (the order of its fields and values the core spells alike included, see to_json()).
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        M loaded = M::from_json(hand, players, rotation_dealer);
        model = std::move(loaded);
        loaded_ = Loaded{hand, model.to_json(players, rotation_dealer)};
    }
    /// The model's record; the record loaded, unchanged, when the model still writes what it wrote
    /// right after loading it (a correction that changes nothing changes nothing).
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override {
        Json j = model.to_json(players, rotation_dealer);
        if (loaded_ && j == loaded_->written) return loaded_->stored;
        return j;
    }
    Json inputs_json(const std::vector<std::string>& players, int rotation_dealer) const override { return model.to_json(players, rotation_dealer); }
    void draw(FormContext& context) override {
        if (begin_form_table()) {
            detail::draw_model(model, context);
            end_form_table();
        }
        context.focus_points = false;  // taken by a points field, or there is none
    }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        try {
            return M::from_json(hand, players, -1).summary(players);
        } catch (const InputError& e) {
            return error_text(e);
        }
    }
    bool key(const form::KeyPress& k, const form::KeyContext& context) override { return model.key(k, context); }
    std::string hint(const InputError& refusal) const override { return model.hint(refusal); }
    /// The model's own fields() first (a game's own meaning of a path), then the shared rows'.
    const form::FormField* field(std::string_view path) const override {
        if constexpr (requires { M::fields(); }) {
            if (const form::FormField* f = form::find_field(M::fields(), path)) return f;
        }
        return form::find_field(form::shared_fields(), path);
    }

private:
    struct Loaded {
        Json stored;   ///< the record as loaded
        Json written;  ///< what the model wrote right after loading it
    };
    std::optional<Loaded> loaded_;
};

/// The model of `form` when it is a Form<M>, else nullptr (for tests).
template <class M>
M* form_model(HandFormUi* form) {
    auto* f = dynamic_cast<Form<M>*>(form);
    return f ? &f->model : nullptr;
}

/// A fresh (cleared to dealer 0) hand form for game `variant_id`, or nullptr for an id that is
/// no game of games.def.
std::unique_ptr<HandFormUi> make_hand_form(std::string_view variant_id);
/// True when make_hand_form(variant_id) gives a form.
bool has_hand_form(std::string_view variant_id);

/// Reads the keys of this frame for `form` (F2, the digits 1-9 also of the keypad, the letters;
/// call while no text field takes the keyboard and no popup is open) and hands each to
/// HandFormUi::key(). True when the points field is to take the keyboard.
bool read_form_keys(HandFormUi& form, const form::KeyContext& context);

}  // namespace tarock::app
