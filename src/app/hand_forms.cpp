// The registry of hand forms: the variant ids listed in hand_forms.def and their factories.
#include "app/hand_forms.hpp"

namespace tarock::app {

// The factory of every form, defined in its hand_form_<id>.cpp.
#define TAROCK_HAND_FORM(id) std::unique_ptr<HandFormUi> make_hand_form_##id();
#include "app/hand_forms.def"
#undef TAROCK_HAND_FORM

namespace {

struct Registration {
    std::string_view variant_id;
    std::unique_ptr<HandFormUi> (*make)();
};

const Registration kForms[] = {
#define TAROCK_HAND_FORM(id) {#id, &make_hand_form_##id},
#include "app/hand_forms.def"
#undef TAROCK_HAND_FORM
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form(std::string_view variant_id) {
    for (const Registration& r : kForms)
        if (r.variant_id == variant_id) {
            std::unique_ptr<HandFormUi> f = r.make();
            f->clear(0);
            return f;
        }
    return nullptr;
}

bool has_hand_form(std::string_view variant_id) {
    for (const Registration& r : kForms)
        if (r.variant_id == variant_id) return true;
    return false;
}

}  // namespace tarock::app
