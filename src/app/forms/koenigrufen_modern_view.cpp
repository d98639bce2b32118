// The modern Königrufen hand form: draws KoenigrufenModernForm for the active players of the
// deal (four; with five the dealer sits out, M-34). A Rufer won with its partner takes six keys
// (1 R 3 F2 41 Enter); a Trischaken is entered by each player's card points. Every amount is
// shown by the preview, none computed here.
#include "app/forms/form.hpp"
#include "app/forms/koenigrufen_modern_model.hpp"
#include "app/forms/koenigrufen_modern_rows.hpp"
#include "app/forms/rows.hpp"
#include "app/games/game_ui.hpp"
#include "app/lang.hpp"

namespace tarock::app {

namespace {

using namespace form;
using koenigrufen_modern::Contract;
using koenigrufen_modern::PremiumKind;
using koenigrufen_modern::Shape;
using koenigrufen_modern::TalonKing;
using partnership::Side;

int top_kontra(const FormContext& c) { return koenigrufen_modern::max_kontra(c.setup.rules); }

void contract_rows(koenigrufen_modern::Hand& h) {
    row(tr("Spiel"), tr("R Rufer, T Trischaken, P Piccolo, B Bettel, S Solorufer, V Besserrufer, F Farbendreier, X Sechserdreier, D Dreier, O Solodreier (§2.1)."));
    // Fifteen contracts: each with its key where it has one ("R Rufer"), one line (a combo) when
    // they do not fit on it.
    std::vector<std::string> labels;
    for (const auto& info : koenigrufen_modern::contracts()) labels.push_back(keyed_name(info.name, info.contract, kModernContractKeys));
    choose(h.contract, labels, koenigrufen_modern::contracts() | std::views::transform(&koenigrufen_modern::ContractInfo::contract));
}

void premium_line(koenigrufen_modern::Premium& p, const FormContext& c) {
    // As narrow as the longest name ("König Ultimo") allows: the two parties fit beside it at 1280×800.
    std::vector<std::string> kinds;
    for (const auto& k : koenigrufen_modern::premium_kinds()) kinds.emplace_back(k.name);
    choose(p.kind, kinds, koenigrufen_modern::premium_kinds() | std::views::transform(&koenigrufen_modern::PremiumInfo::kind), {}, {.max_width_em = 8.0f});
    radios(p.side, {{tr("Spielerpartei"), Side::Declarer}, {tr("Gegenpartei"), Side::Opponents}}, {.after_last = true});
    if (modern_premium_state(p.announced, p.made, p.kontra, top_kontra(c)) && p.kontra) {
        field_on_line(kPlayerComboEm);
        player_combo("##kontra_by", p.kontra_by, c, tr("von ?"));
    } else if (!p.kontra) {
        p.kontra_by.reset();
    }
}

void premium_rows(koenigrufen_modern::Hand& h, const FormContext& c) {
    row(tr("Prämien"), tr("König Ultimo, Trull, Könige, die Vögel … : für welche Partei, angesagt oder still, gemacht oder verloren, mit Kontra (§3)."));
    int removed = -1;
    const bool add = list_rows("premiums", h.premiums.size(), [&](std::size_t i) { premium_line(h.premiums[i], c); }, removed, tr("+ Prämie"));
    if (removed >= 0) h.premiums.erase(h.premiums.begin() + removed);
    if (add) h.premiums.push_back(koenigrufen_modern::Premium{PremiumKind::Pagat, Side::Declarer, h.contract == Contract::Besserrufer, true, 0, std::nullopt});
}

void renonce_rows(koenigrufen_modern::Hand& h, const FormContext& c) {
    std::optional<int> seat;
    if (h.renonce) seat = h.renonce->player;
    renonce_row(seat, c, tr("Wer renonciert hat: er zahlt jedem regulären Spieler, was dieser gewonnen hätte (§7.1, M-26)."));
    if (!seat) {
        h.renonce.reset();
        return;
    }
    if (!h.renonce) h.renonce = koenigrufen_modern::Renonce{};
    h.renonce->player = *seat;
    row(tr("  zweite Renonce"), tr("Ein zweiter Spieler, der im selben Spiel renonciert hat: die zwei teilen, was die regulären Spieler bekommen (§7.1)."));
    player_combo("##renonce2", h.renonce->second, c, tr("niemand"));
    if (h.contract == Contract::Besserrufer) {
        continue_row();
        ImGui::Checkbox(tr("Besserrufer ohne Vogel##ren"), &h.renonce->no_bird);
    }
}

/// One line per opponent of `player` in a negative game with his Kontra level against him (§5.8):
/// each opponent contras for himself; none is none.
void kontras_per_opponent(const char* id, std::map<int, int>& kontras, int player, const FormContext& c) {
    per_player_lines(id, c, kNameColumnEm, [&](int seat) {
        if (seat == player) return;
        int level = kontras.count(seat) ? kontras[seat] : 0;
        kontra_chain_radios("k", level, koenigrufen_modern::kontra_chain(), top_kontra(c));
        if (level) kontras[seat] = level;
        else kontras.erase(seat);
    });
}

void bei_rows(koenigrufen_modern::Hand& h, const FormContext& c) {
    row(tr("Bei"), tr("Wer dasselbe Negativspiel mitspielt: er rechnet sein Spiel für sich gegen die drei anderen ab (M-35)."));
    int removed = -1;
    const bool add = list_rows(
        "bei", h.bei.size(),
        [&](std::size_t i) {
            koenigrufen_modern::Bei& b = h.bei[i];
            player_combo("##bei", b.player, c, tr("?"));
            bool won = b.won.value_or(false);
            radios(won, {{tr("gewonnen"), true}, {tr("verloren"), false}}, {.after_last = true});
            b.won = won;
        },
        removed, tr("+ Bei"));
    if (removed >= 0) h.bei.erase(h.bei.begin() + removed);
    if (add) h.bei.push_back(koenigrufen_modern::Bei{-1, false, {}});
    // Each Bei player plays his game against the three others: each of them may contra him (§5.8).
    for (std::size_t i = 0; i < h.bei.size(); ++i) {
        koenigrufen_modern::Bei& b = h.bei[i];
        if (b.player < 0 || b.player >= static_cast<int>(c.players.size())) continue;
        ImGui::PushID(static_cast<int>(i));
        row(trf("  Kontra gegen {}", c.players[static_cast<std::size_t>(b.player)]).c_str(),
            tr("Gegen den Bei-Spieler kontriert jeder seiner Gegner für sich, wie im Negativspiel (§5.8, M-35)."));
        kontras_per_opponent("beikontras", b.kontras, b.player, c);
        ImGui::PopID();
    }
}

void mondfang_rows(koenigrufen_modern::Hand& h, const FormContext& c) {
    if (!item_row("mondfang", "Mondfang", tr("Der Mond eines Spielers vom Sküs gefangen: er zahlt dem Fänger (M-31)."), h.mondfang, koenigrufen_modern::Mondfang{-1, -1}))
        return;
    ImGui::PushID("mondfang");
    row(tr("  Mond von"), nullptr);
    player_combo("##mond", h.mondfang->mond, c, tr("?"));
    row(tr("  gefangen von"), nullptr);
    player_combo("##by", h.mondfang->by, c, tr("?"));
    ImGui::PopID();
}

}  // namespace

void draw(KoenigrufenModernForm& f, FormContext& c) {
    koenigrufen_modern::Hand& h = f.hand;
    dealer_row(f, c);
    kind_row(h.kind, {{tr("Spiel"), DealKind::Game}, {tr("Neu gegeben"), DealKind::ThrownIn, tr("Zusammengeworfen und neu gegeben (§1.3): nichts wird geschrieben.")}});
    if (h.kind != DealKind::Game) {
        note_rows(h.note, c);
        return;
    }
    row(tr("Spieler"), tr("Wer das Spiel spielt (Tasten 1-5; die nächste Ziffer wählt den Partner)."));
    player_radios("declarer", h.declarer, c, true);
    contract_rows(h);
    if (!rule_is(c, "vier_koenige", "no_rufer") || h.vier_koenige) {
        // On the contracts' last line: the Vorhand's four kings decide what it may bid (M-36).
        checkbox_on_line(tr("VH: 4 Könige##vk"), &h.vier_koenige);
        tooltip_of_last(tr("Die Vorhand hält alle vier Könige: sie gibt die Vorhand weiter oder ruft eine Dame, wie die Hausregel sagt (M-36)."));
    }
    const Shape shape = koenigrufen_modern::info(h.contract).shape;
    if (shape == Shape::Partner) {
        row(tr("König bei"), tr("Wer den gerufenen König hält: der Partner, oder er liegt im Talon (§2.2)."));
        seat_radios("partner", f.partner, c, h.declarer, rule_is(c, "eigener_koenig", "allowed"), tr("Talon"), kModernKingInTalon);
        if (f.partner == kModernKingInTalon) {
            row(tr("König im Talon"), tr("Geschleift (aufgegeben) oder allein gegen drei gespielt (M-15, M-16)."));
            if (h.talon_king == TalonKing::None) h.talon_king = TalonKing::Played;
            radios(h.talon_king, {{tr("gespielt"), TalonKing::Played}, {tr("geschleift"), TalonKing::Schleifen}});
            if (h.talon_king == TalonKing::Schleifen && h.contract == Contract::Besserrufer) {
                row(tr("Geplanter Vogel"), tr("Der Vogel, den der Spieler angesagt hätte: er zählt beim Schleifen mit (M-16)."));
                std::optional<PremiumKind> bird = h.bird;
                radios(bird, {{"Pagat", PremiumKind::Pagat}, {"Uhu", PremiumKind::Uhu}, {"Kakadu", PremiumKind::Kakadu}, {"Quapil", PremiumKind::Quapil}});
                h.bird = bird;
            }
        }
    }
    const bool schleifen = shape == Shape::Partner && f.partner == kModernKingInTalon && h.talon_king == TalonKing::Schleifen;
    if (shape == Shape::Trischaken) {
        row(tr("Kartenpunkte je Spieler"), tr("Die Kartenpunkte jedes Spielers, Drittel erlaubt (35 2/3), zusammen 70 (§5). Taste F2."));
        f.trischaken.resize(c.players.size());
        per_player_inputs(f.trischaken, c);
    } else if (shape == Shape::Negative) {
        row(tr("Ergebnis"), tr("Hat der Spieler sein Spiel erfüllt?"));
        bool won = h.won.value_or(false);
        radios(won, {{tr("gewonnen"), true}, {tr("verloren"), false}});
        h.won = won;
        row(tr("Kontra je Gegner"), tr("Im Negativspiel kontriert jeder Gegner für sich (§5.8)."));
        kontras_per_opponent("kontras", h.kontras, h.declarer, c);
        if (!rule_is(c, "bei", "none") || !h.bei.empty()) bei_rows(h, c);
    } else if (!schleifen) {
        row(tr("Kartenpunkte"), tr("Die Kartenpunkte der Spielerpartei, Drittel erlaubt: 35 2/3 gewinnt (§1.2). Taste F2."));
        points_field(f.points, c, "35 2/3");
        row(tr("Kontra"), tr("Kontra (×2), Re (×4), Sub (×8) auf das Spiel, für die ganze Partei (§4)."));
        kontra_chain_radios("kontra", h.kontra, koenigrufen_modern::kontra_chain(), top_kontra(c));
        premium_rows(h, c);
        modern_valat_rows(h.valat, 3);
        if (rule_is(c, "mondfang", "individual") || h.mondfang) mondfang_rows(h, c);
    }
    renonce_rows(h, c);
    // Two rarely used marks on one row, each explained on its own checkbox.
    row(tr("Radl, Streichen"));
    ImGui::Checkbox(tr("Radl beginnt##radl"), &h.radl);
    tooltip_of_last(tr("Ab dem nächsten Spiel läuft ein Radl (Halbzeit, Gstieß-a-Radel; §6)."));
    checkbox_on_line(tr("Zeile streichen##struck"), &h.struck);
    tooltip_of_last(tr("Ein nicht aufklärbarer Schreibfehler: die Zeile zählt für alle 0 (§7.2)."));
    note_rows(h.note, c);
}

TAROCK_FORM(koenigrufen_modern, KoenigrufenModernForm)

}  // namespace tarock::app
