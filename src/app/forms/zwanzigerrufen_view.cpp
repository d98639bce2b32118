// The Zwanzigerrufen hand form: draws ZwanzigerrufenForm for the four players. The Vorhand
// declares; the form asks for the game, the tarock called and its holder, the card points of the
// Vorhand's party and the Kontra. Every amount is shown by the preview, none computed here.
#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/forms/zwanzigerrufen_model.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"
#include "games/koenigrufen_modern/koenigrufen_modern.hpp"

namespace tarock::app {

namespace {

using namespace form;
namespace z = koenigrufen_modern::zwanzigerrufen;

}  // namespace

void draw(ZwanzigerrufenForm& f, FormContext& c) {
    z::Hand& h = f.hand;
    dealer_row(f, c);
    kind_row(h.kind, {{tr("Spiel"), DealKind::Game},
                      {tr("Neu gegeben"), DealKind::ThrownIn, tr("Zehn Farbkarten, oder neun und eine Trullkarte: neu gegeben (§8.1), nichts wird geschrieben.")}});
    if (h.kind != DealKind::Game) {
        note_rows(h.note, c);
        return;
    }
    row(tr("Spiel"), tr("Die Vorhand spielt: R Rufer (ein Tarock gerufen), S Solo (sie hält XX bis XVI) (§8.1)."));
    radios(h.contract, {{"Rufer", z::Contract::Rufer}, {"Solo", z::Contract::Solo}});
    if (h.contract == z::Contract::Rufer) {
        row(tr("Gerufen"), tr("Der XX; hält ihn die Vorhand, der XIX und so fort bis zum XVI."));
        std::vector<std::string> labels;
        for (int t = z::kHighestCall; t >= z::kLowestCall; --t) labels.push_back(z::roman(t));
        choose(h.called, labels, std::views::iota(z::kLowestCall, z::kHighestCall + 1) | std::views::reverse);
        row(tr("Partner"), tr("Wer den gerufenen Tarock hielt (Tasten 1-4)."));
        player_radios("partner", f.partner, c, true);
    }
    row(tr("Kartenpunkte"), tr("Die Kartenpunkte der Partei der Vorhand (0 bis 88), einfach zusammengezählt: 45 gewinnt. Taste F2."));
    points_field(f.points, c, "0-88");
    row(tr("Kontra"), tr("Kontra (×2), Re (×4), Sub (×8) auf das Spiel; bei Trull in der Hand Pflicht."));
    kontra_chain_radios("kontra", h.kontra, koenigrufen_modern::kontra_chain(), 3);
    note_rows(h.note, c);
}

TAROCK_FORM(zwanzigerrufen, ZwanzigerrufenForm)

}  // namespace tarock::app
