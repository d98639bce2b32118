#pragma once
// The hand forms of the window, one per variant, behind one interface: the views and actions
// only talk to HandFormUi and never ask which variant an evening plays.
//
// HOW TO ADD A FORM FOR A VARIANT (e.g. the variant id "steyerisch"):
//   1. Add the file pair src/app/hand_form_steyerisch.hpp / .cpp (CMake picks up every
//      src/app/hand_form_*.cpp by itself). In it:
//        - a plain view-model struct (the inputs as typed) with to_json()/from_json() through
//          the variant's own to_json()/parse_hand(), so the core names every refused field;
//        - a class deriving from HandFormOf<YourModel> that implements the pure virtual
//          functions below (draw() uses the helpers of form_widgets.hpp);
//        - the factory, spelled exactly so:
//            std::unique_ptr<HandFormUi> make_hand_form_steyerisch() {
//                return std::make_unique<SteyerischFormUi>();
//            }
//          inside namespace tarock::app.
//   2. Add ONE line to src/app/hand_forms.def:  TAROCK_HAND_FORM(steyerisch)
//      (the argument is the variant id as Variant::id() returns it).
//   3. Tests: a round trip JSON -> form -> JSON with the same postings for every hand of the
//      variant's example evenings (see tests/app/form_test.cpp and block_form_test.cpp), and
//      entering an evening through save_hand() (tests/app/controller_test.cpp).
// Amounts are never computed in a form: everything shown comes from preview()/recompute().

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "core/json.hpp"
#include "core/table.hpp"

namespace tarock::app {

struct AppState;

// Input choices several forms share.

/// How a Dreier's multiple is entered: directly, or as raise level plus the talon choice
/// (tapp §2.2).
enum class DreierInput { Multiple, Level };
/// How the game's result is entered: the declarer's card points, won/lost, or not at all (only
/// meaningful when something else decides the game: a renonce, schleifen, a concession).
enum class ResultInput { Points, WonLost, None };
/// Whether a premium (Ultimo, Volat) was not played for, made silently, or announced.
enum class PremiumMode { None, Silent, Announced };

/// One variant's hand form: its inputs (a view-model) and the view that draws them.
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

    /// Draws the form's fields for the active players of `deal` (the Save and Clear buttons are
    /// drawn by the caller). Reads and changes only this form and state.entry.
    virtual void draw(AppState& state, const Deal& deal) = 0;

    /// A one-line German summary of a stored record's inputs (no amounts) for the history panel,
    /// or the German text of the error when it does not parse.
    virtual std::string summarize(const Json& hand, const std::vector<std::string>& players) const = 0;

    /// Single-key shortcuts, called once per frame before drawing while no text field takes
    /// the keyboard (e.g. 1-3 for the declarer). None by default.
    virtual void shortcuts(AppState& state) { (void)state; }

    /// A friendly German hint to show instead of `refusal` in the preview while the form is
    /// simply not filled in yet (e.g. no declarer chosen); "" shows the refusal itself.
    virtual std::string hint(const InputError& refusal) const {
        (void)refusal;
        return {};
    }
};

/// A hand form whose inputs are the view-model `Model` (a plain struct), reachable from tests and
/// shortcuts through form_model().
template <class Model>
class HandFormOf : public HandFormUi {
public:
    Model model;
};

/// The model of `form` when it is a form over `Model`, else nullptr.
template <class Model>
Model* form_model(HandFormUi* form) {
    auto* f = dynamic_cast<HandFormOf<Model>*>(form);
    return f ? &f->model : nullptr;
}

/// A fresh (cleared to dealer 0) hand form for variant `variant_id`, or nullptr when the window
/// has no form for that variant yet.
std::unique_ptr<HandFormUi> make_hand_form(std::string_view variant_id);

/// True when make_hand_form(variant_id) gives a form.
bool has_hand_form(std::string_view variant_id);

}  // namespace tarock::app
