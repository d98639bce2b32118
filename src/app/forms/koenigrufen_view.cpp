// The Königrufen hand form: draws KoenigrufenForm for the active players of the deal, with the
// parties as soon as the partner is known.
#include "app/forms/form.hpp"
#include "app/forms/koenigrufen_model.hpp"
#include "app/forms/rows.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"

namespace tarock::app {

namespace {

using koenigrufen::CalledKing;
using koenigrufen::DealKind;
using koenigrufen::Game;
using koenigrufen::Honour;
using koenigrufen::PartnerContra;
using namespace form;

const char* const kSuits[] = {"Coeur", "Carreau", "Pique", "Treff"};

/// The called king's fate and the König Ultimo of the partner (folded while neither is entered).
void called_king_rows(KoenigrufenForm& f) {
    koenigrufen::Hand& h = f.hand;
    if (!fold_row(tr("Gerufener König"), tr("Eingebracht; von den Gegnern gefangen (Strafe); im letzten Stich von der Spielerpartei eingebracht (König Ultimo)."),
                  h.called_king.has_value() || h.koenig_ultimo))
        return;
    const CalledKing before = h.called_king.value_or(CalledKing::Home);
    CalledKing ck = before;
    radios(ck, {{tr("eingebracht##ck"), CalledKing::Home}, {tr("gefangen##ck"), CalledKing::Captured}, {tr("Ultimo##ck"), CalledKing::Ultimo}});
    if (ck != before) h.called_king = ck;
    if (f.partner != h.declarer) {
        row(tr("  König Ultimo"), tr("Vom Partner angesagt (4, im Solo 8)."));
        ImGui::Checkbox(tr("angesagt##ku"), &h.koenig_ultimo);
        if (h.koenig_ultimo) {
            contra_radios("kucontra", h.koenig_ultimo_contra, {.after_last = true});
        } else {
            h.koenig_ultimo_contra = 0;
        }
    }
}

}  // namespace

void draw(KoenigrufenForm& f, FormContext& c) {
    koenigrufen::Hand& h = f.hand;
    dealer_row(f, c);

    kind_row(h.kind, {{tr("Spiel"), DealKind::Game},
                    {tr("Alle gepasst"), DealKind::AllPass, tr("Alle vier passen: neu geben (Hausregel A-K13).")},
                    {tr("Vergeben (§4)"), DealKind::Misdeal},
                    {tr("Eingeworfen (§3)"), DealKind::ThrownIn}});

    if (h.kind != DealKind::Game) {
        note_rows(h.note, c);
        return;
    }
    row(tr("Spieler"), tr("Wer das Spiel angesagt hat (Tasten 1-4)."));
    player_radios("declarer", h.declarer, c, true);

    row(tr("Spiel"), tr("Rufer 6, Solo 8, Dreier 10, Solodreier 20 (Tasten R, S, D, O)."));
    radios(h.game, {{tr("Rufer"), Game::Rufer}, {tr("Solo"), Game::Solo}, {tr("Dreier"), Game::Dreier}, {tr("Solodreier"), Game::SoloDreier}});

    if (h.calls_king()) {
        row(tr("Gerufen"), tr("Die gerufene Farbe: ihr König ist der Partner (Tasten C, K, P, T)."));
        int suit = h.king ? static_cast<int>(*h.king) : -1;
        suit_radios(suit, kSuits, true);
        if (suit >= 0) h.king = static_cast<Suit>(suit);

        row(tr("König bei"), tr("Wer den gerufenen König hält: der Partner; der Spieler selbst (allein gegen drei); oder der Talon."));
        seat_radios("partner", f.partner, c, h.declarer, true, tr("Talon"), kPartnerTalon);
        if (f.partner == kPartnerTalon && h.game == Game::Rufer) {
            row("  ");
            ImGui::Checkbox(tr("geschleift (4 an jeden)"), &h.schleifen);
        }
    }
    parties_line(koenigrufen::parties_text(f.to_hand(), c.deal, c.players));

    const bool schleifen = h.schleifen && f.partner == kPartnerTalon && h.game == Game::Rufer;
    if (!schleifen) {
        row(tr("Contra"), tr("Contra (×2), Recontra (×4), Supercontra (×8) auf das Spiel."));
        contra_radios("contra", h.contra);
        points_or_won_rows(f.result, c, tr("Die Kartenpunkte der Spielerpartei (Stiche und Verlegtes), Drittel erlaubt: 36 gewinnt. Taste F2."));
        if (h.calls_king() && f.partner != kPartnerTalon) called_king_rows(f);
        ultimo_rows(f.ultimo, c, h.declarer,
                    {.label = "Pagat Ultimo",  // a game term
                     .help = tr("Pagat im letzten Stich, von jeder Partei: still 2, angesagt 4 (mal Spielfaktor)."),
                     .player_help = tr("Wer den Pagat im letzten Stich gespielt (oder den Ultimo angesagt) hat; seine Partei bekommt ihn.")});
        volat_rows(f.volat, {.label = "Volat", .help = tr("Alle Stiche an eine Partei: statt des Spiels (Codex §19)."), .parties = true, .declarer_by_default = true});
    }

    if (fold_row(tr("Honneurs"), tr("In der Hand gehalten: Köpfe (Sküs + Mond), Köpfe mit Pagat, Trull, alle vier Könige."), !h.honours.empty()))
        per_player_lines("honours", c, 5.0f, [&](int seat) {
            item_checkboxes(h.honours, seat, {{Honour::Koepfe, tr("Köpfe")}, {Honour::KoepfePagat, tr("Köpfe+Pagat")}});
            continue_row();  // Trull and four kings on a second line
            ImGui::Dummy(ImVec2(0.0f, 0.0f));
            ImGui::SameLine(ImGui::GetFontSize() * 5.0f);
            item_checkboxes(h.honours, seat, {{Honour::Trull, tr("Trull")}, {Honour::Quatre, tr("4 Könige")}});
        });
    if (!schleifen && c.setup.rules.is("trull_quatre", "tricks")) {
        if (fold_row(tr("Trull eingebracht"), tr("Böhmische Hausregel (A-K4): welche Partei alle drei Tarock-Honneurs in ihren Stichen hat."),
                     h.collected_trull.has_value()))
            side_radios("coltrull", h.collected_trull, tr("niemand"));
        if (fold_row(tr("Könige eingebracht"), tr("Böhmische Hausregel (A-K4): welche Partei alle vier Könige in ihren Stichen hat."),
                     h.collected_quatre.has_value()))
            side_radios("colquatre", h.collected_quatre, tr("niemand"));
    } else {
        h.collected_trull.reset();
        h.collected_quatre.reset();
    }
    if (!schleifen) {
        renonce_row(h.renonce, c, tr("Wer renonciert hat (Codex §8): die Gegenpartei gewinnt Spiel und Ansagen."));
        if (h.calls_king() && f.partner >= 0 && f.partner != h.declarer) {
            if (fold_row(tr("Contra des Partners"), tr("Codex §26: der Gerufene hat irrtümlich Contra gegeben (auf den Pagat Ultimo des Spielers oder auf das Spiel)."),
                         h.partner_contra != PartnerContra::None))
                radios(h.partner_contra, {{tr("nein##pc"), PartnerContra::None}, {tr("auf den Ultimo##pc"), PartnerContra::Ultimo}, {tr("auf das Spiel##pc"), PartnerContra::Game}});
        }
    }
    note_rows(h.note, c);
}

TAROCK_FORM(koenigrufen, KoenigrufenForm)

}  // namespace tarock::app
