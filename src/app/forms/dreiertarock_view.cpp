// The Dreiertarock hand form: draws DreiertarockForm for the three players of the deal (with four
// at the table the dealer rests). Every amount is shown by the preview, none computed here.
#include "app/forms/dreiertarock_model.hpp"
#include "app/forms/form.hpp"
#include "app/forms/koenigrufen_modern_rows.hpp"
#include "app/forms/rows.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"

namespace tarock::app {

namespace {

using namespace form;
namespace d = koenigrufen_modern::dreiertarock;
using partnership::Side;

bool is_set(d::PremiumKind k) { return k == d::PremiumKind::Trull || k == d::PremiumKind::Koenigstrull || k == d::PremiumKind::Koepfe; }

void premium_line(d::Premium& p, const FormContext& c) {
    std::vector<std::string> kinds;
    for (d::PremiumKind k : d::all_premiums()) kinds.emplace_back(d::premium_name(k));
    choose(p.kind, kinds, d::all_premiums(), {}, {.max_width_em = 9.0f});
    if (is_set(p.kind) && rule_is(c, "trull_basis", "hand")) {
        ui::same_line_if_fits(ImGui::GetFontSize() * kPlayerComboEm);
        int holder = p.holder.value_or(-1);
        player_combo("##holder", holder, c, tr("?"));
        if (holder >= 0) p.holder = holder;
        return;
    }
    p.holder.reset();
    radios(p.side, {{tr("Spielerpartei"), Side::Declarer}, {tr("Gegenpartei"), Side::Opponents}}, {.after_last = true});
    (void)modern_premium_state(p.announced, p.made, p.kontra, 3);
}

}  // namespace

void draw(DreiertarockForm& f, FormContext& c) {
    d::Hand& h = f.hand;
    dealer_row(f, c);
    kind_row(h.kind, {{tr("Spiel"), DealKind::Game}, {tr("Neu gegeben"), DealKind::ThrownIn, tr("Zusammengeworfen und neu gegeben (§1.3): nichts wird geschrieben.")}});
    if (h.kind != DealKind::Game) {
        note_rows(h.note, c);
        return;
    }
    row(tr("Spieler"), tr("Wer das Spiel spielt (Tasten 1-4)."));
    player_radios("declarer", h.declarer, c, true);
    row(tr("Spiel"), tr("D Dreier, U Unterer, O Oberer, S Solo; Einser bis Fünfer und Solo Valat im Kärntner Tarif (§8.2)."));
    // Each with its key where it has one ("D Dreier"), one line (a combo) when they do not fit on it.
    std::vector<std::string> labels;
    for (d::Contract k : d::all_contracts()) labels.push_back(keyed_name(d::contract_name(k), k, kDreiertarockContractKeys));
    choose(h.contract, labels, d::all_contracts());
    if (h.contract == d::Contract::SoloValat) {
        row(tr("Ergebnis"), tr("Hat der Spieler sein Spiel erfüllt?"));
        bool won = h.won.value_or(false);
        radios(won, {{tr("gewonnen"), true}, {tr("verloren"), false}});
        h.won = won;
    } else {
        row(tr("Kartenpunkte"), tr("Die Kartenpunkte des Spielers (0 bis 70): 36 gewinnt. Taste F2."));
        points_field(f.points, c, "0-70");
    }
    row(tr("Kontra"), tr("Kontra (×2), Re (×4), Sub (×8) auf das Spiel, für beide Verteidiger (§8.2)."));
    kontra_chain_radios("kontra", h.kontra, koenigrufen_modern::kontra_chain(), 3);
    row(tr("Prämien"), tr("Pagat, Uhu, Kakadu, Mondfang für eine Partei; Trull, Königstrull, Köpfe in der Hand eines Spielers oder in den Stichen (M-32)."));
    int removed = -1;
    const bool add = list_rows("premiums", h.premiums.size(), [&](std::size_t i) { premium_line(h.premiums[i], c); }, removed, tr("+ Prämie"));
    if (removed >= 0) h.premiums.erase(h.premiums.begin() + removed);
    if (add) h.premiums.push_back(d::Premium{});
    if (h.contract != d::Contract::SoloValat) modern_valat_rows(h.valat, 3);
    note_rows(h.note, c);
}

TAROCK_FORM(dreiertarock, DreiertarockForm)

}  // namespace tarock::app
