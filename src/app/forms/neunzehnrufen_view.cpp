// The Neunzehnrufen hand form: draws NeunzehnrufenForm for the active players of the deal, with
// the table's dummies and the parties as soon as the partner is known.
#include "app/forms/form.hpp"
#include "app/forms/neunzehnrufen_model.hpp"
#include "app/forms/rows.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"

namespace tarock::app {

namespace {

using neunzehnrufen::Ansage;
using neunzehnrufen::DealKind;
using neunzehnrufen::Game;
using neunzehnrufen::Honour;
using namespace form;

/// Trull and four kings held, and the honours and tarock announcements of `seat`: the tarock
/// announcement beside the honours held (on the next line when narrow), the honours announced on
/// a line of their own only where the player holds or announced them.
void held_and_announced(neunzehnrufen::Hand& h, int seat) {
    item_checkboxes(h.honours, seat, {{Honour::Trull, tr("Trull")}, {Honour::Quatre, tr("4 Könige")}});
    const int taroks = has_item(h.ansagen, seat, Ansage::ZwoelfTarok) ? 12 : has_item(h.ansagen, seat, Ansage::ZehnTarok) ? 10
                       : has_item(h.ansagen, seat, Ansage::AchtTarok) ? 8 : 0;
    int chosen = taroks;
    const char* tip = tr("Die Tarock-Ansage: acht, zehn oder zwölf Tarok.");
    ImGui::PushID("tar");
    radios(chosen, {{"\xE2\x80\x94", 0, tip}, {tr("Acht Tarok"), 8, tip}, {tr("Zehn Tarok"), 10, tip}, {tr("Zwölf Tarok"), 12, tip}}, {.after_last = true, .name = tr("Tarok")});
    ImGui::PopID();
    set_item(h.ansagen, seat, Ansage::AchtTarok, chosen == 8);
    set_item(h.ansagen, seat, Ansage::ZehnTarok, chosen == 10);
    set_item(h.ansagen, seat, Ansage::ZwoelfTarok, chosen == 12);
    int hon = has_item(h.ansagen, seat, Ansage::DoppelHonneurs) ? 2 : has_item(h.ansagen, seat, Ansage::Honneurs) ? 1 : 0;
    if (hon == 0 && !has_item(h.honours, seat, Honour::Trull) && !has_item(h.honours, seat, Honour::Quatre)) return;
    continue_row();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", tr("  angesagt:"));
    ImGui::PushID("hon");
    radios(hon, {{"\xE2\x80\x94", 0}, {tr("Honneurs!"), 1}, {tr("Doppel-Honneurs"), 2}}, {.after_last = true});
    ImGui::PopID();
    set_item(h.ansagen, seat, Ansage::Honneurs, hon == 1);
    set_item(h.ansagen, seat, Ansage::DoppelHonneurs, hon == 2);
}

}  // namespace

void draw(NeunzehnrufenForm& f, FormContext& c) {
    neunzehnrufen::Hand& h = f.hand;
    const auto table = neunzehnrufen::table_of(c.setup);
    dealer_row(f, c);
    {
        // The table: who the dummies are (neunzehnrufen §3.1).
        std::string text;
        if (table.mode == neunzehnrufen::TableMode::Fliegend) text = trf("Fliegender Strohmann: {} gibt und ruht, seine Karten liegen offen.", seat_name(c.players, f.dealer));
        for (int d : table.dummy_seats) text += (text.empty() ? std::string(tr("Strohmann: ")) : std::string(", ")) + seat_name(c.players, d);
        if (!text.empty()) {
            row(tr("Tisch"), tr("Die Hausregel table: wer der Strohmann ist und wer für ihn bucht."));
            ui::wrapped_coloured(ui::kBlue, text);
        }
    }

    kind_row(h.kind, {{tr("Spiel"), DealKind::Game}, {tr("Vergeben (§4)"), DealKind::Misdeal}, {tr("Eingeworfen (§3)"), DealKind::ThrownIn}});

    if (h.kind != DealKind::Game) {
        note_rows(h.note, c);
        return;
    }
    row(tr("Spieler"), tr("Wer das Spiel angesagt hat; den Rufer spielt die Vorhand (Tasten 1-4)."));
    player_radios("declarer", h.declarer, c, true);

    row(tr("Spiel"), tr("Rufer ×1, Dreier ×3, Zweier ×4, Einer ×5, Solo ×6 (Tasten R, D, Z, E, S)."));
    radios(h.game, {{tr("Rufer"), Game::Rufer}, {tr("Dreier"), Game::Dreier}, {tr("Zweier"), Game::Zweier}, {tr("Einer"), Game::Einer}, {tr("Solo"), Game::Solo}});

    if (h.game == Game::Rufer) {
        row(tr("Gerufen"), tr("XIX, oder der nächste Tarock, der der Vorhand fehlt."));
        called_tarock_combo(h.called, 19);
        row(tr("Tarock bei"), tr("Wer den gerufenen Tarock hält (auch ein Strohmann); oder er lag in den vier Talonkarten der Vorhand."));
        seat_radios("partner", f.partner, c, h.declarer, false, tr("Talon"), -2);
        if (f.partner == -2) {
            row("  ");
            ImGui::Checkbox(tr("geschleift (10 an jeden)"), &h.schleifen);
        }
    } else if (h.game != Game::Solo) {
        const int mx = neunzehnrufen::max_multiple(h.game), n = neunzehnrufen::talon_parts(h.game);
        row(tr("Talon"), tr("Das Vielfache (nur im Verlust): direkt, oder der genommene Teil und ob zurückgegangen."));
        radios(f.by_part, {{tr("Vielfaches##tin"), false}, {tr("Teil genommen##tin"), true}});
        if (!f.by_part) {
            row(tr("  Vielfaches"));
            int m = h.multiple.value_or(1);
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
            ImGui::SliderInt("##mult", &m, 1, mx, "%d×");
            h.multiple = m;
        } else {
            row(tr("  Teil"));
            int part = h.part.value_or(1);
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
            ImGui::SliderInt("##part", &part, 1, n);
            h.part = part;
            checkbox_on_line(tr("zurückgegangen##back"), &h.back);
        }
    }
    parties_line(neunzehnrufen::parties_text(f.to_hand(), c.deal, c.setup));

    if (!(h.schleifen && f.partner == -2 && h.game == Game::Rufer)) {
        if (table.mode == neunzehnrufen::TableMode::Drei ||
            (table.mode == neunzehnrufen::TableMode::Fliegend && c.setup.rules.is("flying_owner", "player")) || h.strohmann) {
            row(tr("Hineingreifen"), tr("Wer den Strohmann spielt und bucht, wenn die Regel es offen lässt (allein gegen drei, 000:L868)."));
            player_combo("##strohmann", h.strohmann, c, tr("\xE2\x80\x94 (ergibt sich)"));
        }

        row(tr("Contra"), tr("Contra (×2), Recontra (×4), Supercontra (×8) auf das Spiel."));
        contra_radios("contra", h.contra);
        row(tr("Kartenpunkte"), tr("Die Kartenpunkte der Spielerpartei, Drittel erlaubt: 36 gewinnt; der Preis richtet sich nach den Punkten über 35. Taste F2."));
        points_field(f.points, c, tr("z. B. 43"));

        if (fold_row(tr("Gehalten / angesagt"),
                     tr("Trull (immer 8) und vier Könige (nur mit \"Honneurs!\" bezahlt), daneben die Tarock-Ansage; darunter die Honneurs-Ansage, wo Honneurs gehalten sind."),
                     !h.honours.empty() || !h.ansagen.empty()))
            per_player_lines("held", c, 4.5f, [&](int seat) { held_and_announced(h, seat); });
        ultimo_rows(f.ultimo, c, h.declarer,
                    {.label = "Pagat Ultimo",  // a game term
                     .help = tr("Pagat im letzten Stich, von jeder Partei: still 10, angesagt 20."),
                     .player_help = tr("Wer den Pagat im letzten Stich gespielt (oder den Ultimo angesagt) hat; seine Partei bekommt ihn.")});
        volat_rows(f.volat, {.label = "Volat", .help = tr("Alle Stiche an eine Partei: still 20, angesagt 40 zum Spiel dazu."), .parties = true, .declarer_by_default = true});
        renonce_row(h.renonce, c,
                    tr("Wer renonciert hat (Codex §25, §27): seine Partei verliert mit doppelter Consolation; ein Strohmann kann nicht renoncieren."));
    }
    note_rows(h.note, c);
}

TAROCK_FORM(neunzehnrufen, NeunzehnrufenForm)

}  // namespace tarock::app
