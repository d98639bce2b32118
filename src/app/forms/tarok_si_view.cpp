// The Slovenian Tarok hand form (tarok_si for four, tarok_si3 for three): draws TarokSiForm for
// the active players of the deal. The contracts and the napovedi keep the players' own words
// (Klop, Tri, Berač, trula, kralji, pagat ultimo, valat); kontra, re, sub and mort are said on the
// game and on each announcement on its own (§S5).
#include <algorithm>

#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/forms/tarok_si_model.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"

namespace tarock::app {

namespace {

using tarok_si::Contract;
using tarok_si::RecordKind;
using namespace form;


/// "napovedal" (who announced it; nobody: silent) and the kontra chain on an announced item.
void announced_rows(const char* id, std::optional<int>& announced_by, int& kontra, const FormContext& c) {
    ImGui::PushID(id);
    row(tr("  angesagt von"), tr("Wer es angesagt hat; niemand: still gemacht (halber Wert, §S4.1)."));
    player_combo("##by", announced_by, c, tr("still"));
    if (announced_by) {
        row(tr("  Kontra"), tr("Kontra (×2), re (×4), sub (×8), mort (×16) auf diese Ansage allein (§S5)."));
        kontra_chain_radios("kontra", kontra, tarok_si::kontra_chain());
    } else {
        kontra = 0;
    }
    ImGui::PopID();
}

/// Trula or kralji: announced or silent, and the side that collected them all in its tricks.
void collected_rows(const char* id, const char* label, const char* help, std::optional<tarok_si::Collected>& item, const FormContext& c) {
    if (!item_row(id, label, help, item, tarok_si::Collected{})) return;
    announced_rows(id, item->announced_by, item->kontra, c);
    ImGui::PushID(id);
    row(tr("  eingebracht von"), tr("Die Partei, die alle Karten in ihren Stichen hat; niemand: keine."));
    side_radios("side", item->collected, tr("niemand"));
    ImGui::PopID();
}

/// Where the pagat or the called king ended (§S4.2, SL-19).
void ultimo_result_row(const char* id, tarok_si::UltimoResult& result) {
    using tarok_si::UltimoResult;
    ImGui::PushID(id);
    row(tr("  im letzten Stich"), tr("Gewonnen: er macht den letzten Stich; verloren: im letzten Stich gestochen; früher: nicht im letzten Stich."));
    radios(result, {{tr("gewonnen"), UltimoResult::Won}, {tr("verloren"), UltimoResult::Lost}, {tr("früher"), UltimoResult::Earlier}});
    ImGui::PopID();
}

/// The napovedi of a game with difference: trula, kralji, pagat ultimo, kralj ultimo, valat and
/// barvni valat.
void bonus_rows(TarokSiForm& f, FormContext& c) {
    tarok_si::Hand& h = f.hand;
    collected_rows("trula", "Trula", tr("Škis, mond und pagat in den Stichen einer Partei: still 10, angesagt 20 (§S4.1)."), h.trula, c);
    collected_rows("kralji", "Kralji", tr("Alle vier Könige in den Stichen einer Partei: still 10, angesagt 20 (§S4.1)."), h.kralji, c);
    if (item_row("pagat", "Pagat ultimo", tr("Der Pagat macht den letzten Stich: still 25, angesagt 50 (§S4.2)."), h.pagat_ultimo, tarok_si::Ultimo{})) {
        row(tr("  Pagat bei"), tr("Wer den Pagat hält."));
        player_combo("##pagatholder", h.pagat_ultimo->player, c, tr("niemand"));
        announced_rows("pagat", h.pagat_ultimo->announced_by, h.pagat_ultimo->kontra, c);
        ultimo_result_row("pagat", h.pagat_ultimo->result);
    }
    if (((tarok_si::calls_king(h.contract) && c.players.size() == 4) || h.kralj_ultimo) &&
        item_row("kralj", "Kralj ultimo", tr("Der gerufene König im letzten Stich, der Stich an die Spielerpartei: still 10, angesagt 20 (§S4.1)."),
                 h.kralj_ultimo, tarok_si::Ultimo{})) {
        announced_rows("kralj", h.kralj_ultimo->announced_by, h.kralj_ultimo->kontra, c);
        ultimo_result_row("kralj", h.kralj_ultimo->result);
    }
    if (item_row("valat", "Valat", tr("Alle Stiche an eine Partei: statt des Spiels und jeder Prämie, still 250, angesagt 500 (§S6)."), h.valat,
                 tarok_si::Valat{})) {
        announced_rows("valat", h.valat->announced_by, h.valat->kontra, c);
        ImGui::PushID("valat");
        row(tr("  gemacht von"), tr("Die Partei, die alle Stiche machte; niemand: kein Valat."));
        side_radios("side", h.valat->made_by, tr("niemand"));
        ImGui::PopID();
    }
    const bool alone = !tarok_si::calls_king(h.contract) || c.players.size() == 3 || f.partner == h.declarer || f.partner == kSiKingInTalon;
    if ((alone || h.barvni_valat) &&
        item_row("barvni", "Barvni valat", tr("Als Prämie im Spiel ohne Partner angesagt: ±125, statt allem anderen (§S6)."), h.barvni_valat,
                 tarok_si::BarvniValat{})) {
        ImGui::PushID("barvni");
        row(tr("  Kontra"), tr("Kontra (×2), re (×4), sub (×8), mort (×16) auf diese Ansage allein (§S5)."));
        kontra_chain_radios("kontra", h.barvni_valat->kontra, tarok_si::kontra_chain());
        row(tr("  Ergebnis"));
        radios(h.barvni_valat->made, {{tr("gewonnen"), true}, {tr("verloren"), false}});
        ImGui::PopID();
    }
}

/// Mondfang and škisfang, in every game but klop.
void fang_rows(tarok_si::Hand& h, FormContext& c) {
    using tarok_si::MondLoss;
    if (item_row("mond", "Mondfang", tr("Wer seinen Mond verlor: −20 für ihn allein, nie verdoppelt (§S9)."), h.mondfang, tarok_si::Mondfang{})) {
        ImGui::PushID("mond");
        row(tr("  verloren von"));
        player_combo("##player", h.mondfang->player, c, tr("niemand"));
        row(tr("  wie"), tr("Nur nach der Hausregel mondfang_losses = skis_only nötig (SL-09)."));
        int how = h.mondfang->how ? static_cast<int>(*h.mondfang->how) : -1;
        radios(how, {{tr("\xE2\x80\x94"), -1}, {tr("vom Škis"), 0}, {tr("im Kaiserstich"), 1}, {tr("im Talon"), 2}, {tr("vom Partner"), 3}});
        h.mondfang->how = how < 0 ? std::nullopt : std::optional<MondLoss>(static_cast<MondLoss>(how));
        ImGui::PopID();
    }
    if (h.skisfang || rule_is(c, "skisfang", "on")) {
        row("Škisfang", tr("Wessen Škis gefangen wurde: −100 (Hausregel skisfang, SL-10)."));
        player_combo("##skisfang", h.skisfang, c, tr("niemand"));
    }
}

/// The contracts the table offers: no solo tri, dva, ena with three (§S12.1); pikolo only with
/// Zei's values (SL-25).
void contract_row(tarok_si::Hand& h, const FormContext& c) {
    row(tr("Spiel"), tr("Die Igra (Tasten K Klop, T Tri, D Dva, E Ena, B Berač); Renons: der Fehler eines Spielers (SL-28)."));
    const bool four = c.players.size() == 4;
    const bool pikolo = rule_is(c, "value_table", "zei") || h.contract == Contract::Pikolo;
    // Each with its key where it has one ("K Klop"), one line (a combo) when they do not fit on it.
    std::vector<std::string> labels;
    std::vector<Contract> offered;
    for (int k = 0; k <= static_cast<int>(Contract::Renons); ++k) {
        const auto contract = static_cast<Contract>(k);
        if (!four && (contract == Contract::SoloTri || contract == Contract::SoloDva || contract == Contract::SoloEna) && h.contract != contract) continue;
        if (contract == Contract::Pikolo && !pikolo) continue;
        labels.push_back(keyed_name(tarok_si::contract_name(contract), contract, kTarokSiContractKeys));
        offered.push_back(contract);
    }
    choose(h.contract, labels, offered);
}

}  // namespace

void draw(TarokSiForm& f, FormContext& c) {
    tarok_si::Hand& h = f.hand;
    dealer_row(f, c);
    const bool rounds = c.setup.rules.has("competition") && !rule_is(c, "competition", "off");
    if (rounds || h.kind == RecordKind::RoundEnd)
        kind_row(h.kind, {{tr("Spiel"), RecordKind::Game},
                          {tr("Ende der Wettkampfrunde"), RecordKind::RoundEnd, tr("Die übrigen Radelci werden verrechnet und die Runde gewertet (§S12.2).")}});
    if (h.kind == RecordKind::RoundEnd) {
        note_rows(h.note, c);
        return;
    }
    contract_row(h, c);

    if (h.contract == Contract::Klop) {
        row(tr("Kartenpunkte"), tr("Im Klop schreibt jeder für sich: die Kartenpunkte jedes Spielers, zusammen 70 (§S8). Taste F2."));
        f.klop.resize(c.players.size());
        per_player_inputs(f.klop, c);
        if (rule_is(c, "klop_kontra", "pal") || h.kontra) {
            row(tr("Kontra"), tr("Kontra auf den Klop (Hausregel klop_kontra, SL-06)."));
            kontra_chain_radios("kontra", h.kontra, tarok_si::kontra_chain());
            if (h.kontra) {
                row(tr("Kontra von"));
                player_combo("##kontraby", h.kontra_by, c, tr("niemand"));
            } else {
                h.kontra_by.reset();
            }
        }
        note_rows(h.note, c);
        return;
    }
    if (h.contract == Contract::Renons) {
        row(tr("Renons von"), tr("Wer renonciert hat: −70 für ihn, verdoppelt durch seinen Radelc (SL-28)."));
        player_radios("offender", h.declarer, c, true);
        note_rows(h.note, c);
        return;
    }

    row(tr("Spieler"), tr("Wer das Spiel angesagt hat (Tasten 1-4)."));
    player_radios("declarer", h.declarer, c, true);
    if (tarok_si::calls_king(h.contract) && c.players.size() == 4) {
        row(tr("König bei"), tr("Wer den gerufenen König hält: der Partner; der Spieler selbst (allein); oder der Talon (allein zum selben Wert, SL-24)."));
        seat_radios("partner", f.partner, c, h.declarer, true, tr("Talon"), kSiKingInTalon);
        if (f.partner == h.declarer || f.partner == kSiKingInTalon) {
            row("  ");
            ImGui::Checkbox(tr("Solo angesagt (SL-24)"), &h.solo_announced);
        }
    }

    const bool fixed = h.contract == Contract::Pikolo || h.contract == Contract::Berac || h.contract == Contract::OdprtiBerac ||
                       h.contract == Contract::BarvniValat || h.contract == Contract::Valat;
    if (!fixed) {
        const bool manual = rule_is(c, "difference_rounding", "manual") || !f.difference.empty();
        if (manual) {
            row(tr("Differenz"), tr("Nach der Hausregel difference_rounding = manual: die Differenz zu 35, wie am Tisch gerechnet, mit dem Ergebnis (SL-01)."));
            points_field(f.difference, c, "0-35");
        } else {
            row(tr("Kartenpunkte"), tr("Die Kartenpunkte der Spielerpartei (0 bis 70): 36 gewinnt. Taste F2."));
            points_field(f.points, c, "0-70");
        }
    }
    row(tr("Ergebnis"), fixed ? tr("Dieses Spiel hat einen festen Wert: gewonnen oder verloren.") : tr("Nur nötig, wo die Kartenpunkte nicht entscheiden."));
    int result = !h.won ? 0 : *h.won ? 1 : 2;
    radios(result, {{tr("\xE2\x80\x94"), 0}, {tr("gewonnen"), 1}, {tr("verloren"), 2}});
    h.won = result == 0 ? std::nullopt : std::optional<bool>(result == 1);

    row(tr("Kontra"), tr("Kontra (×2), re (×4), sub (×8), mort (×16) auf das Spiel (§S5)."));
    kontra_chain_radios("kontra", h.kontra, tarok_si::kontra_chain());
    if (h.kontra) {
        row(tr("Kontra von"), tr("Der Gegenspieler, der Kontra sagte (Hausregel kontra_responsibility, SL-21)."));
        player_combo("##kontraby", h.kontra_by, c, tr("niemand"));
    } else {
        h.kontra_by.reset();
    }
    const bool bonuses = !fixed && !(h.contract == Contract::SoloBrez && rule_is(c, "solo_brez", "fixed"));
    if (bonuses) bonus_rows(f, c);
    fang_rows(h, c);
    note_rows(h.note, c);
}

TAROCK_FORM(tarok_si, TarokSiForm)
TAROCK_FORM(tarok_si3, TarokSiForm)

}  // namespace tarock::app
