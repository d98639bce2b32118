// The Strohmann-Tarok hand form: draws StrohmannForm for the two players.
#include <algorithm>

#include "app/forms/form.hpp"
#include "app/forms/rows.hpp"
#include "app/forms/strohmann_model.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"

namespace tarock::app {

namespace {

using strohmann::DealKind;
using strohmann::Honour;
using namespace form;

void result_rows(StrohmannForm& f, FormContext& c) {
    row(tr("Ergebnis"), tr("Kartenpunkte (35 2/3 gewinnt), oder nur das Ergebnis, oder keins (Renonce, Volat)."));
    radios(f.result, {{tr("Kartenpunkte##res"), StrohmannResult::Points},
                      {f.aufnehmer == kAufnehmerNone ? tr("Gewinner##res") : tr("gewonnen/verloren##res"), StrohmannResult::Outcome},
                      {tr("keins##res"), StrohmannResult::None}});
    if (f.result == StrohmannResult::Points) {
        row(tr("Kartenpunkte"), tr("Eines Spielers genügt (der andere hat den Rest von 70); Drittel erlaubt, z. B. 35 2/3. Taste F2."));
        per_player_inputs(f.points, c, kShortFieldEm, "35 2/3");
    } else if (f.result == StrohmannResult::Outcome) {
        row("  ");
        if (f.aufnehmer == kAufnehmerNone) seat_radios("winner", f.winner, c, -1, true, tr("remis (35 : 35)"), -1);
        else radios(f.won, {{tr("gewonnen##won"), true}, {tr("verloren##won"), false}});
    }
}

void honour_rows(strohmann::Hand& h, const FormContext& c) {
    if (!fold_row(tr("Honneurs angesagt"), tr("Rechtzeitig angesagt (000:928), je 1: Tous les trois (Sküs, Mond, Pagat), Tous les quatre (vier Könige)."),
                  !h.honours.empty() || !h.from_talon.empty()))
        return;
    per_player_lines("honours", c, kShortFieldEm,
                     [&](int seat) { item_checkboxes(h.honours, seat, {{Honour::Trull, tr("Tous les trois")}, {Honour::Quatre, tr("Tous les quatre")}}); });
    row(tr("  aus dem Talon"), tr("Das fehlende Honneur wurde aus dem Talon ergänzt (Hausregel A-S8)."));
    for (Honour hon : {Honour::Trull, Honour::Quatre}) {
        bool from = std::find(h.from_talon.begin(), h.from_talon.end(), hon) != h.from_talon.end();
        if (hon == Honour::Quatre) if (checkbox_on_line(hon == Honour::Trull ? tr("Trull##talon") : tr("4 Könige##talon"), &from)) {
            std::erase(h.from_talon, hon);
            if (from) h.from_talon.push_back(hon);
        }
    }
}

void fault_rows(strohmann::Hand& h, const FormContext& c) {
    // Each folds away while the hand has none of it (rows.hpp fold_row).
    if (fold_row(tr("Volat"), tr("Wer alle 27 Stiche gemacht hat (Hausregel A-S7)."), h.volat.has_value())) player_combo("##volat", h.volat, c, tr("niemand"));
    if (fold_row(tr("Renonce"), tr("Wer renonciert hat (Codex §30, §8): der andere gewinnt das Spiel."), h.renonce.has_value()))
        player_combo("##renonce", h.renonce, c, tr("niemand"));
    if (fold_row(tr("Talon angesehen"), tr("Wer eine verdeckte Talonkarte angesehen hat (Codex §29, Hausregel A-S11)."), h.peek.has_value()))
        player_combo("##peek", h.peek, c, tr("niemand"));
    if (!fold_row(tr("Falsche Ansage"),
                  tr("Ein Honneur angesagt, ohne es zu haben (Codex §31): fehlt die Karte im Talon, gilt es als Renonce; hält sie der Gegner, gilt die Ansage als nicht erfolgt."),
                  h.false_honour.has_value()))
        return;
    int who = h.false_honour ? h.false_honour->player : -1;
    player_combo("##false", who, c, tr("keine"));
    if (who < 0) {
        h.false_honour.reset();
        return;
    }
    if (!h.false_honour) h.false_honour = strohmann::FalseHonour{who, Honour::Trull, true};
    h.false_honour->player = who;
    radios(h.false_honour->honour, {{tr("Trull##fh"), Honour::Trull}, {tr("4 Könige##fh"), Honour::Quatre}}, {.after_last = true});
    continue_row();
    radios(h.false_honour->in_talon, {{tr("fehlende Karte im Talon##fh"), true}, {tr("beim Gegner##fh"), false}});
}

}  // namespace

void draw(StrohmannForm& f, FormContext& c) {
    strohmann::Hand& h = f.hand;
    dealer_row(f, c);

    const bool throw_in = c.setup.rules.is("double_pass", "throw_in");
    row(tr("Art"));
    if (!throw_in && h.kind == DealKind::AllPass) h.kind = DealKind::Game;
    if (throw_in)
        radios(h.kind, {{tr("Spiel"), DealKind::Game},
                        {tr("Beide gepasst##allpass"), DealKind::AllPass, tr("Beide passen: zusammengeworfen, die Vorhand gibt (000:920, Hausregel A-S2).")},
                        {tr("Vergeben (§28)"), DealKind::Misdeal}});
    else
        radios(h.kind, {{tr("Spiel"), DealKind::Game}, {tr("Vergeben (§28)"), DealKind::Misdeal}});

    if (h.kind == DealKind::Game) {
        row(tr("Aufgenommen"), tr("Wer das Spiel aufgenommen hat (Tasten 1-2); passen beide, wird je nach Hausregel A-S2 still gespielt."));
        seat_radios("aufnehmer", f.aufnehmer, c, -1, true, !throw_in || f.aufnehmer == kAufnehmerNone ? tr("beide gepasst, still gespielt") : nullptr,
                    kAufnehmerNone);
        result_rows(f, c);
        honour_rows(h, c);

        int who = h.ultimo ? h.ultimo->player : -1;
        if (fold_row(tr("Pagat im letzten Stich"), tr("Gewonnen (Ultimo) oder gefangen: 1 Point (Hausregel A-S5); angesagt werden kann er nicht (000:966)."),
                     h.ultimo.has_value()))
            player_combo("##ultimo", who, c, tr("keiner"));
        if (who >= 0) {
            if (!h.ultimo) h.ultimo = strohmann::Ultimo{who, true};
            h.ultimo->player = who;
            radios(h.ultimo->won, {{tr("gewonnen##ult"), true}, {tr("gefangen##ult"), false}}, {.after_last = true});
        } else {
            h.ultimo.reset();
        }
        fault_rows(h, c);
        const bool offence = h.renonce || (h.peek && c.setup.rules.is("peek", "revoke")) || (h.false_honour && h.false_honour->in_talon);
        if (offence || !f.agreed.empty())
            agreed_rows(f.agreed, c,
                        {tr("Nach einer Renonce weitergespielt (§10): die Prämien, die die Spieler dafür vereinbaren, je Spieler (+/-), zusammen 0."),
                         tr("z. B. -2"), tr("z. B. Pagat Ultimo im Weiterspiel")});
    }
    note_rows(h.note, c);
}

TAROCK_FORM(strohmann, StrohmannForm)

}  // namespace tarock::app
