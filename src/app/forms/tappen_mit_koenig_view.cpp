// The Tappen-mit-König hand form: draws TappenMitKoenigForm for the active players of the deal,
// with the parties as soon as the helper is known.
#include <algorithm>

#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/forms/tappen_mit_koenig_model.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"

namespace tarock::app {

namespace {

namespace tk = tappen_mit_koenig;
using partnership::Side;
using namespace form;

const char* const kSuits[] = {"Coeur", "Carreau", "Pique", "Treff"};

/// The honours held by the declarer and his helper together (or the two opponents).
void joint_honours(tk::Hand& h) {
    const tk::Honour hs[] = {tk::Honour::Trull, tk::Honour::Quatre};
    const char* hn[] = {tr("Trull"), tr("4 Könige")};
    for (auto [side, label] : {std::pair{Side::Declarer, tr("Spielerpartei")}, std::pair{Side::Opponents, tr("Gegenpartei")}}) {
        ImGui::PushID(label);
        for (int i = 0; i < 2; ++i) {
            const auto it = std::find(h.joint_honours.begin(), h.joint_honours.end(), std::pair{side, hs[i]});
            bool on = it != h.joint_honours.end();
            const std::string text = std::string(hn[i]) + " " + label;
            if (i == 0 ? ImGui::Checkbox(text.c_str(), &on) : checkbox_on_line(text.c_str(), &on)) {
                if (on) h.joint_honours.emplace_back(side, hs[i]);
                else h.joint_honours.erase(it);
            }
        }
        ImGui::PopID();
    }
}

}  // namespace

void draw(TappenMitKoenigForm& f, FormContext& c) {
    tk::Hand& h = f.hand;
    dealer_row(f, c);

    kind_row(h.kind, {{tr("Spiel"), tk::DealKind::Game},
                    {tr("Alle getappt"), tk::DealKind::AllPass, tr("Die Vorhand (zu fünft der König) schreibt die halbe Consolation (003 §7).")},
                    {tr("Vergeben (§4)"), tk::DealKind::Misdeal},
                    {tr("Eingeworfen (§3)"), tk::DealKind::ThrownIn}});

    if (h.kind != tk::DealKind::Game) {
        note_rows(h.note, c);
        return;
    }
    row(tr("Spieler"), tr("Wer gespielt hat (Tasten 1-4)."));
    player_radios("declarer", h.declarer, c, true);
    row(tr("Spiel"), tr("Einen König (oder hohen Tarock) rufen, Dreier, Solo (Tasten R, D, S)."));
    radios(h.game, {{tr("Ruf"), tk::Game::Ruf}, {tr("Dreier"), tk::Game::Dreier}, {tr("Solo"), tk::Game::Solo}});
    if (h.game == tk::Game::Ruf) {
        row(tr("Gerufen"), tr("Ein fehlender König (Tasten C, K, P, T), oder beim Tarokrufen XX bis XVII (003 §14)."));
        radios(f.by_tarock, {{tr("König##cw"), false}, {tr("Tarock##cw"), true}});
        if (!f.by_tarock) {
            int suit = h.king ? static_cast<int>(*h.king) : -1;
            suit_radios(suit, kSuits, true, {.after_last = true});
            if (suit >= 0) h.king = static_cast<Suit>(suit);
        } else {
            int t = h.tarock.value_or(20);
            std::vector<std::string> labels;
            for (int k = 20; k >= 17; --k) labels.push_back(partnership::roman(k) + "##tar");
            choose(t, labels, std::views::iota(17, 21) | std::views::reverse, {}, {.after_last = true});
            h.tarock = t;
        }
        row(tr("Gerufene Karte bei"), tr("Der Helfer; der Spieler selbst (eigener König: wie ein Dreier); im unteren Talon (wie ein Dreier)."));
        seat_radios("partner", f.partner, c, h.declarer, true, tr("Talon"), -2);
    }
    parties_line(tk::parties_text(f.to_hand(), c.deal, c.players));

    row(tr("Ergebnis"), tr("Punkte nach dem Kartenwert (106 im Spiel, 53 remis, 54 gewinnt), oder nur das Ergebnis."));
    radios(f.with_points, {{tr("Punkte##res"), true}, {tr("Ergebnis##res"), false}});
    if (f.with_points) {
        row(tr("  Punkte"), tr("Die Punkte der Spielerpartei, jede Karte nach ihrem Wert (003 §19). Taste F2."));
        points_field(f.points, c, tr("z. B. 60"), kShortFieldEm);
    } else {
        row("  ");
        tk::Outcome o = h.result.value_or(tk::Outcome::Won);
        radios(o, {{tr("gewonnen##o"), tk::Outcome::Won}, {tr("remis##o"), tk::Outcome::Draw}, {tr("verloren##o"), tk::Outcome::Lost}});
        h.result = o;
    }
    row(tr("Preis"), tr("Was ein Dreier mit diesem Ergebnis nach eurem Tarif gilt (die Formel steht nicht im Buch)."));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * kShortFieldEm);
    ImGui::InputTextWithHint("##price", tr("z. B. 12"), &f.price);
    if (h.game == tk::Game::Ruf && !f.by_tarock) {
        row(tr("König gefangen"));
        ImGui::Checkbox("##captured", &h.king_captured);
    }
    // The honours and the Pagat Ultimo fold away while the hand has none (rows.hpp fold_row, item_row).
    if (fold_row(tr("Honneurs allein"), tr("In einer Hand allein gehalten: Trull, vier Könige, zehn Taroks (nur Dreier/Solo)."), !h.honours.empty()))
        per_player_lines("honours", c, kNameColumnEm, [&](int seat) {
            item_checkboxes(h.honours, seat, {{tk::Honour::Trull, tr("Trull")}, {tk::Honour::Quatre, tr("4 Könige")}, {tk::Honour::ZehnTaroks, tr("10 Taroks")}});
        });
    if (h.game == tk::Game::Ruf &&
        fold_row(tr("Honneurs gemeinsam"), tr("Von Spieler und Helfer (bzw. den zwei Gegnern) zusammen gehalten: je die Hälfte (003 §16)."), !h.joint_honours.empty()))
        joint_honours(h);
    if (item_row("ult", tr("Pagat Ultimo"), tr("Der vereinbarte Wert für die Partei dessen, der ihn gemacht hat."), h.ultimo, std::make_pair(h.declarer, true))) {
        field_on_line(kPlayerComboEm);
        player_combo("##ultplayer", h.ultimo->first, c, tr("\xE2\x80\x94 bitte wählen"));
        radios(h.ultimo->second, {{tr("gewonnen##ultres"), true}, {tr("gefangen##ultres"), false}}, {.after_last = true});
    }
    note_rows(h.note, c);
}

TAROCK_FORM(tappen_mit_koenig, TappenMitKoenigForm)

}  // namespace tarock::app
