// The Block-Tarok hand form: draws BlockForm for the active players of the deal, with the game
// value V of the hand (from preview()) at its top.
#include <algorithm>

#include <fmt/format.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/app_state.hpp"
#include "app/lang.hpp"
#include "app/form_widgets.hpp"
#include "app/hand_form_block.hpp"
#include "app/ui.hpp"

namespace tarock::app {

namespace {

using block::DealKind;
using block::Finish;
using form::player_combo;
using form::player_radios;
using form::radio;
using form::row;
using tapp::Game;
using tapp::Honour;
using tapp::Party;
using tapp::Talon;

/// The house rules of the open evening that change what the form offers.
struct FormRules {
    int max_multiple = 3;      ///< A-05
    bool halving = false;      ///< A-06 no cap and A-08 allowed
};

FormRules form_rules(const Evening& e) {
    FormRules r;
    try {
        const TableSetup setup = make_setup(e);
        r.max_multiple = setup.rules.is("max_multiple", "6") ? 6 : 3;
        r.halving = setup.rules.amount("bete_cap").is_zero() && !setup.rules.is("halving", "not_allowed");
    } catch (const std::exception&) {
    }
    return r;
}

void honour_rows(BlockForm& f, const Deal& deal, const std::vector<std::string>& players) {
    row(tr("Honneurs"), tr("Wer Köpfe, Trull oder Quatre gehalten hat. Trull und Quatre zusammen sind tous les sept (§2.6)."));
    bool first = true;
    for (int p : deal.active) {
        ImGui::PushID(p);
        if (!first) form::continue_row();
        first = false;
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(players[static_cast<std::size_t>(p)].c_str());
        const Honour hs[] = {Honour::Koepfe, Honour::Trull, Honour::Quatre};
        const char* names[] = {tr("Köpfe"), tr("Trull"), tr("Quatre")};
        for (int i = 0; i < 3; ++i) {
            ImGui::SameLine(i == 0 ? ImGui::GetFontSize() * 7.0f : 0.0f);
            bool held = f.has_honour(p, hs[i]);
            if (ImGui::Checkbox(names[i], &held)) f.set_honour(p, hs[i], held);
        }
        if (f.has_honour(p, Honour::Trull) && f.has_honour(p, Honour::Quatre)) {
            ImGui::SameLine();
            ImGui::TextColored(ui::kBlue, "= tous les sept");
        }
        ImGui::PopID();
    }
}

void dreier_rows(BlockForm& f, const FormRules& rules) {
    // Raising (Stufe + Talon) exists only with the sixfold house rule, or in a record loaded so.
    const bool levels = rules.max_multiple > 3 || f.dreier_input == DreierInput::Level || f.level > 0;
    if (levels) {
        row(tr("Dreier"), tr("Das Vielfache direkt, oder die Stufe der Steigerung und die Talonwahl."));
        if (radio(tr("Vielfaches"), f.dreier_input, DreierInput::Multiple, true)) {
            f.level = 0;
            f.talon = Talon::Unrecorded;
        }
        if (radio(tr("Stufe + Talon"), f.dreier_input, DreierInput::Level)) {
            if (f.level < 1) f.level = 1;
            if (f.talon == Talon::Unrecorded) f.talon = Talon::FirstSeen;
        }
    }
    if (f.dreier_input == DreierInput::Multiple) {
        row(tr("Vielfaches"), rules.max_multiple > 3 ? tr("Ein- bis sechsmalig (Hausregel A-05).") : tr("Ein-, zwei- oder dreimalig (§2.5; sechsmalig nur mit Hausregel A-05)."));
        ImGui::PushID("mult");
        const int top = std::max(rules.max_multiple, f.multiple);
        for (int m = 1; m <= top; ++m) radio(fmt::format("{}\xC3\x97", m).c_str(), f.multiple, m, m == 1);
        ImGui::PopID();
    } else {
        row(tr("Stufe"), tr("Bis zu welcher Stufe gesteigert wurde."));
        ImGui::PushID("level");
        const int top = std::max(rules.max_multiple > 3 ? 4 : 1, f.level);
        for (int l = 1; l <= top; ++l) radio(std::to_string(l).c_str(), f.level, l, l == 1);
        ImGui::PopID();
        row(tr("Talon"));
        radio(tr("erste Lage"), f.talon, Talon::FirstSeen, true);
        radio(tr("andere Lage"), f.talon, Talon::Other);
        radio(tr("zurück zur ersten"), f.talon, Talon::Back);
        radio(tr("nicht notiert"), f.talon, Talon::Unrecorded);
        ImGui::SameLine();
        ImGui::TextColored(ui::kBlue, "= %d\xC3\x97", f.to_hand().dreier_multiple());
    }
}

void result_rows(AppState& s, BlockForm& f) {
    row(tr("Ergebnis"), tr("Kartenpunkte des Spielers (Drittel erlaubt, z. B. 35 2/3) oder nur gewonnen/verloren."));
    int choice = f.result_input == ResultInput::Points ? 0 : f.result_input == ResultInput::None ? 3 : f.won ? 1 : 2;
    bool changed = radio(tr("Kartenpunkte"), choice, 0, true);
    changed |= radio(tr("gewonnen"), choice, 1);
    changed |= radio(tr("verloren"), choice, 2);
    if (f.renonce >= 0 || f.finish != Finish::Played || f.result_input == ResultInput::None) {
        changed |= radio(tr("keins"), choice, 3);
        ui::tooltip(tr("Das Spiel entscheidet die Renonce oder das Aufgeben der Gegner."));
    }
    if (changed) {
        f.result_input = choice == 0 ? ResultInput::Points : choice == 3 ? ResultInput::None : ResultInput::WonLost;
        f.won = choice != 2;
    }
    if (f.result_input == ResultInput::Points) {
        row(tr("Kartenpunkte"), tr("Die Kartenpunkte des Spielers, Drittel erlaubt (35 2/3). Taste F2."));
        if (s.focus_form) {
            ImGui::SetKeyboardFocusHere();
            s.focus_form = false;
        }
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
        ImGui::InputTextWithHint("##points", tr("z. B. 35 2/3"), &f.points);
    }
}

void premium_rows(BlockForm& f, const Deal& deal, const std::vector<std::string>& players) {
    row(tr("Ultimo"), tr("Der Pagat des Spielers im letzten Stich (§2.6): still oder angesagt. Nur der Spieler kann ultimieren."));
    radio(tr("keiner##ult"), f.ultimo, PremiumMode::None, true);
    radio(tr("still##ult"), f.ultimo, PremiumMode::Silent);
    radio(tr("angesagt##ult"), f.ultimo, PremiumMode::Announced);
    if (f.ultimo != PremiumMode::None) {
        row(tr("  Ultimo"));
        radio(tr("gewonnen##ultres"), f.ultimo_result, UltimoResult::Won, true);
        radio(tr("verloren##ultres"), f.ultimo_result, UltimoResult::Lost);
        if (f.ultimo == PremiumMode::Announced && (f.finish == Finish::Conceded || f.renonce >= 0 || f.ultimo_result == UltimoResult::Open)) {
            radio(tr("nicht ausgespielt##ultres"), f.ultimo_result, UltimoResult::Open);
            ui::tooltip(tr("Die Gegner gaben auf (Hausregel A-17) oder eine Renonce entschied das Spiel."));
        }
    }

    row(tr("Volat"), tr("Alle Stiche an eine Partei (§2.6): still 6 B, angesagt 12 B (im Solo das Doppelte)."));
    radio(tr("keiner##vol"), f.volat, PremiumMode::None, true);
    radio(tr("still##vol"), f.volat, PremiumMode::Silent);
    radio(tr("angesagt##vol"), f.volat, PremiumMode::Announced);
    if (f.volat == PremiumMode::Silent && f.volat_by == Party::None) f.volat_by = Party::Declarer;
    if (f.volat != PremiumMode::None) {
        row(tr("  gemacht von"));
        radio(tr("Spieler##volby"), f.volat_by, Party::Declarer, true);
        radio(tr("Gegner##volby"), f.volat_by, Party::Opponents);
        if (f.volat == PremiumMode::Announced) radio(tr("niemand##volby"), f.volat_by, Party::None);
    }

    row(tr("Renonce"), tr("Wer renonciert hat (Codex §23): die schuldlose Partei gewinnt."));
    player_combo("##renonce", f.renonce, deal, players, tr("niemand"));
}

}  // namespace

void draw_block_form(AppState& s, BlockForm& f, const Deal& deal) {
    const auto& players = s.evening->players;
    const FormRules rules = form_rules(*s.evening);

    if (!form::begin_table("##blockform")) return;
    const bool bookkeeping = f.kind == DealKind::Hut || f.kind == DealKind::ChipCount;
    if (!bookkeeping) form::dealer_row(s, f.dealer, f.dealer_explicit, deal);

    row(tr("Art"));
    if (bookkeeping) {
        // Only reached when correcting such a record; new ones come from the Tafel.
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(ui::kBlue, "%s", f.kind == DealKind::Hut ? tr("Hut gezogen (Buchung ohne Geben)") : tr("Blocks gezählt (Buchung ohne Geben)"));
    } else {
        radio(tr("Spiel"), f.kind, DealKind::Game, true);
        radio(tr("Alle gepasst"), f.kind, DealKind::AllPass);
        ui::tooltip(tr("Niemand spielt: nichts wird gebucht; der nächste Geber legt seinen Kartenstamm ein (A-12)."));
        radio(tr("Vergeben (§22)"), f.kind, DealKind::Misdeal);
        ui::tooltip(tr("Codex §22: der Geber legt 1 B als neuen Kartenstamm in die Kasse und gibt neu."));
        radio(tr("Eingeworfen (§3)"), f.kind, DealKind::ThrownIn);
        ui::tooltip(tr("Codex §3: aufgedeckte Karte, ohne Strafe neu geben."));
        radio(tr("Neu geben (§21)"), f.kind, DealKind::Redeal);
        ui::tooltip(tr("Ein Blatt ohne Tarock und ohne König (§21, Hausregel A-20): neu geben."));
    }

    if (f.kind == DealKind::ChipCount) {
        row(tr("Blocks"), tr("Jeder zählt seine Blocks: mehr (+) oder weniger (−) als am Anfang, kleine Blocks als Drittel (z. B. -8 1/3). Zusammen 0."));
        if (f.chips.size() != players.size()) f.chips.resize(players.size());
        for (std::size_t p = 0; p < players.size(); ++p) {
            if (p > 0) form::continue_row();
            ImGui::PushID(static_cast<int>(p));
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(players[p].c_str());
            ImGui::SameLine(ImGui::GetFontSize() * 7.0f);
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
            ImGui::InputTextWithHint("##chips", tr("z. B. -8 1/3"), &f.chips[p]);
            ImGui::PopID();
        }
    }

    if (f.kind == DealKind::Game) {
        row(tr("Spieler"), tr("Wer das Spiel gemacht hat (Tasten 1-3)."));
        player_radios("declarer", f.declarer, deal, players, true);

        row(tr("Zuerst angesagt"), tr("Wer als Erster ein Spiel angesagt hat (für verpasste Trull/Quatre)."));
        player_combo("##opened", f.opened_by, deal, players, tr("\xE2\x80\x94 (der Spieler)"));

        row(tr("Spiel"), tr("Taste D: Dreier, Taste S: Solo."));
        radio(tr("Dreier"), f.game, Game::Dreier, true);
        radio(tr("Solo"), f.game, Game::Solo);
        if (f.game == Game::Dreier) dreier_rows(f, rules);

        row(tr("Ende"), tr("Ausgespielt; geschleift (der Spieler wirft nach beiden Talonhälften hin: 1 × V Bête); die Gegner gaben nach drei Stichen auf."));
        radio(tr("ausgespielt"), f.finish, Finish::Played, true);
        radio(tr("geschleift"), f.finish, Finish::Schleifen);
        ui::tooltip(tr("Schleifen (§2.5): nur im zwei- oder dreimaligen Dreier, vor „er liegt“; nur eine Bête 1 × V."));
        radio(tr("Gegner gaben auf"), f.finish, Finish::Conceded);
        ui::tooltip(tr("Die Gegner geben nach dem dritten Stich auf (§2.5): der Spieler hat gewonnen."));

        if (f.finish != Finish::Schleifen) result_rows(s, f);
        honour_rows(f, deal, players);
        if (f.finish != Finish::Schleifen) premium_rows(f, deal, players);

        if (rules.halving || f.halve) {
            row(tr("Halbieren"), tr("Ohne Bête-Grenze darf der Verlierer eine große Bête in zwei Hälften schreiben lassen (A-08)."));
            ImGui::Checkbox(tr("Bête in zwei Hälften schreiben"), &f.halve);
        }
    }

    form::note_rows(s, f.note);
    form::end_table();

    if (s.focus_form) s.focus_form = false;  // no points field shown
}

namespace {

/// The Block form in the registry (hand_forms.def). It also shows the game value V of the hand
/// being entered, from preview().
class BlockFormUi final : public HandFormOf<BlockForm> {
public:
    void clear(int dealer) override { model = new_block_form(dealer); }
    void follow_rotation(int dealer) override {
        if (!model.dealer_explicit) model.dealer = dealer;
    }
    int dealer() const override { return model.dealer; }
    void load(const Json& hand, const std::vector<std::string>& players, int rotation_dealer) override {
        model = BlockForm::from_json(hand, players, rotation_dealer);
    }
    Json to_json(const std::vector<std::string>& players, int rotation_dealer) const override {
        return model.to_json(players, rotation_dealer);
    }
    void draw(AppState& s, const Deal& deal) override {
        const GameValueLine& v = value_line(s);
        if (!v.text.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, v.refused ? ui::kRed : ui::kBlue);
            ImGui::TextWrapped("%s", v.text.c_str());
            ImGui::PopStyleColor();
            ImGui::Spacing();
        }
        draw_block_form(s, model, deal);
    }
    std::string summarize(const Json& hand, const std::vector<std::string>& players) const override {
        return summarize_block_inputs(hand, players);
    }
    void shortcuts(AppState& s) override {
        if (ui::pressed(ui::keys::kF2) && model.kind == DealKind::Game) {
            model.result_input = ResultInput::Points;
            if (model.finish == Finish::Schleifen) model.finish = Finish::Played;
            s.focus_form = true;
        }
        if (!ui::no_modifier()) return;
        if (model.kind == DealKind::Game) form::declarer_keys(s, model.declarer);
        if (ui::pressed('D')) model.game = Game::Dreier;
        if (ui::pressed('S')) model.game = Game::Solo;
    }
    std::string hint(const InputError& refusal) const override {
        if (model.kind == DealKind::Game && model.declarer < 0 && refusal.field() == "declarer")
            return tr("Noch kein Spieler gewählt (Tasten 1, 2, 3). Die Vorschau zeigt dann, wer wem was zahlt und was auf die Tafel kommt.");
        return {};
    }

private:
    /// The game value V of the hand being entered (game_value_line() with the form's dealer),
    /// recomputed when the evening, the position or the dealer change.
    const GameValueLine& value_line(AppState& s) {
        if (!s.evening || model.kind == DealKind::Hut || model.kind == DealKind::ChipCount) {
            value_ = {};
            value_key_.clear();
            return value_;
        }
        const Json record = model.to_json(s.evening->players, s.entry.rotation_dealer);
        const Json dealer = record.contains("dealer") ? record.at("dealer") : Json();
        const std::string key = std::to_string(s.entry.position) + "|" + std::to_string(s.evening->id) + "|" +
                                std::to_string(s.evening_version) + "|" + dealer.dump();
        if (key == value_key_) return value_;
        value_key_ = key;
        value_ = game_value_line(*s.evening, s.entry.position, dealer);
        return value_;
    }

    std::string value_key_;
    GameValueLine value_;
};

}  // namespace

std::unique_ptr<HandFormUi> make_hand_form_block() { return std::make_unique<BlockFormUi>(); }

}  // namespace tarock::app
