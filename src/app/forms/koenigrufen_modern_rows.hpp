#pragma once
// Rows the hand forms of the modern Königrufen family share (koenigrufen_modern_view.cpp,
// dreiertarock_view.cpp): the Valat and a premium's announced / made / Kontra state.

#include <optional>

#include "app/forms/rows.hpp"
#include "app/lang.hpp"
#include "games/koenigrufen_modern/koenigrufen_modern.hpp"

namespace tarock::app::form {

/// The rows of the Valat (§3.5) under ImGui id "valat": its checkbox, the party that announced it,
/// the party that took every trick and, when announced, its Kontra up to level `top`.
inline void modern_valat_rows(std::optional<koenigrufen_modern::Valat>& v, int top) {
    using partnership::Side;
    if (!item_row("valat", "Valat", tr("Alle Stiche an eine Partei, angesagt oder still (§3.5)."), v, koenigrufen_modern::Valat{std::nullopt, Side::Declarer, 0}))
        return;
    ImGui::PushID("valat");
    row(tr("  angesagt von"), tr("Die Partei, die ihn angesagt hat; still: nicht angesagt."));
    side_radios("announced", v->announced, tr("still"));
    row(tr("  gemacht von"), tr("Die Partei, die alle Stiche machte; niemand: keine."));
    side_radios("by", v->made_by, tr("niemand"));
    if (v->announced) {
        row(tr("  Kontra"), tr("Kontra auf den Valat (§4)."));
        kontra_chain_radios("kontra", v->kontra, koenigrufen_modern::kontra_chain(), top);
    } else {
        v->kontra = 0;
    }
    ImGui::PopID();
}

/// A premium's boxes "angesagt" and "gemacht" on the line after its kind and, when announced, its
/// Kontra up to level `top`; true while announced (a silent one has no Kontra).
inline bool modern_premium_state(bool& announced, bool& made, int& kontra, int top) {
    continue_row();
    ImGui::Checkbox(tr("angesagt##pr"), &announced);
    ImGui::SameLine();
    ImGui::Checkbox(tr("gemacht##pr"), &made);
    if (!announced) {
        kontra = 0;
        return false;
    }
    continue_row();
    kontra_chain_radios("kontra", kontra, koenigrufen_modern::kontra_chain(), top);
    return true;
}

}  // namespace tarock::app::form
