#include "core/errors.hpp"
#include "variants/block/block.hpp"
#include "variants/grosstarok/grosstarok.hpp"
#include "variants/hombre/hombre.hpp"
#include "variants/koenigrufen/koenigrufen.hpp"
#include "variants/koenigrufen/tappen_mit_koenig.hpp"
#include "variants/neunzehnrufen/neunzehnrufen.hpp"
#include "variants/paszkiewitsch/paszkiewitsch.hpp"
#include "variants/steyerisch/steyerisch.hpp"
#include "variants/strohmann/strohmann.hpp"
#include "variants/taroc1756/taroc1756.hpp"
#include "variants/tarolassch/tarolassch.hpp"
#include "variants/tapp/tapp.hpp"
#include "variants/ungarisch/ungarisch.hpp"
#include "variants/vierer/vierer.hpp"
#include "variants/variant.hpp"

namespace tarock {

const std::vector<const Variant*>& all_variants() {
    static const std::vector<const Variant*> v = {
        &tapp::tapp_variant(),
        &block::block_variant(),
        &tapp::zwoelfer_variant(),
        &steyerisch::steyerisch_variant(),
        &ungarisch::ungarisch_variant(),
        &koenigrufen::koenigrufen_variant(),
        &neunzehnrufen::neunzehnrufen_variant(),
        &paszkiewitsch::paszkiewitsch_variant(),
        &tappen_mit_koenig::tappen_mit_koenig_variant(),
        &strohmann::strohmann_variant(),
        &grosstarok::grosstarok_variant(),
        &hombre::hombre_variant(),
        &vierer::vierer_variant(),
        &taroc1756::taroc1756_variant(),
        &taroc1756::wien::wien_variant(),
        &tarolassch::tarolassch_variant(),
    };
    return v;
}

const Variant& find_variant(std::string_view id) {
    for (const Variant* v : all_variants())
        if (v->id() == id) return *v;
    std::string known;
    for (const Variant* v : all_variants()) known += (known.empty() ? "" : ", ") + v->id();
    throw InputError("variant", {}, {"Unbekanntes Spiel '" + std::string(id) + "' (bekannt: " + known + ").",
                                     "unknown game '" + std::string(id) + "' (known: " + known + ")"});
}

}  // namespace tarock
