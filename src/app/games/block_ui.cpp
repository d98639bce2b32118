// Block-Tarok's own parts of the window (see block_ui.hpp): header items, the game value V above
// the form, the Tafel panel, the Hut settlement and the end-of-evening actions.
#include "app/games/block_ui.hpp"

#include <imgui.h>

#include "app/actions.hpp"
#include "app/app_state.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"

namespace tarock::app {

namespace {

/// The cache key of a game value: the evening's version, the position, the dealer and the
/// language (the line is text).
std::string value_key(const AppState& s, std::size_t position, const Json& dealer) {
    return std::to_string(s.evening_version) + "|" + std::to_string(s.evening ? s.evening->id : 0) + "|" + std::to_string(position) + "|" +
           dealer.dump() + "|" + language_code(language());
}

const GameValueLine& cached(CachedValue& c, const AppState& s, std::size_t position, const Json& dealer) {
    const std::string key = value_key(s, position, dealer);
    if (key != c.key) {
        c.key = key;
        c.line = game_value_line(*s.evening, position, dealer);
    }
    return c.line;
}

}  // namespace

std::unique_ptr<GameUi> make_game_ui_block() { return std::make_unique<BlockUi>(); }

BlockUi* block_ui(AppState& s) { return dynamic_cast<BlockUi*>(s.game.get()); }

const block::Board* board_of_evening(const AppState& s) {
    if (!s.result || !s.result->ledger) return nullptr;
    return block::board_of(*s.result->ledger);
}

const GameValueLine& BlockUi::next_game_value(AppState& s) {
    static const GameValueLine none;
    if (!s.evening || !board_of_evening(s)) return none;
    return cached(next_, s, s.evening->hands.size(), Json());
}

const GameValueLine& BlockUi::form_value(AppState& s) {
    static const GameValueLine none;
    const std::string kind = s.entry.json.is_object() ? s.entry.json.value("deal", "") : "";
    if (!s.evening || kind == "hut" || kind == "chip_count") return none;
    const Json dealer = s.entry.json.contains("dealer") ? s.entry.json.at("dealer") : Json();
    return cached(form_, s, s.entry.position, dealer);
}

void BlockUi::header_items(AppState& s, const std::function<void(const std::string&)>& item) {
    const block::Board* b = board_of_evening(s);
    if (!b) {
        GameUi::header_items(s, item);
        return;
    }
    // The bêtes themselves are on the Tafel; the header names the pot, V and what is open. V is
    // the next game's value after that deal's Kartenstamm (§2.3, §2.4), so its pot may be more
    // than the pot now: the header says so beside it.
    item(trf("Kasse jetzt: {} B", b->pot.to_display()));
    const GameValueLine& v = next_game_value(s);
    if (!v.text.empty() && !v.refused)
        item(b->kartenstamm_over ? trf("nächstes Spiel: {}", v.text) : trf("nächstes Spiel: {} (mit dem Kartenstamm der nächsten Gabe)", v.text));
    item(b->kartenstamm_over ? tr("Kartenstamm: aufgelassen") : tr("Kartenstamm: läuft"));
    int open = 0, under = 0;
    for (const block::Bete& x : b->betes) {
        if (x.below_hut) ++under;
        else if (!x.creditor) ++open;
    }
    item(open == 1 ? std::string(tr("1 Bête offen")) : trf("{} Bêtes offen", open));
    if (b->hut_drawn) item(trf("Hut gezogen, {} darunter", under));
}

void BlockUi::above_form(AppState& s) {
    const GameValueLine& v = form_value(s);
    if (v.text.empty()) return;
    ImGui::PushStyleColor(ImGuiCol_Text, v.refused ? ui::kRed : ui::kBlue);
    ImGui::TextWrapped("%s", v.text.c_str());
    ImGui::PopStyleColor();
    ImGui::Spacing();
}

std::string BlockUi::panel_label(const AppState& s) const { return board_of_evening(s) ? tr_id("Tafel", "board") : std::string(); }

void BlockUi::draw_panel(AppState& s) {
    if (!s.evening || !s.result) return;
    const block::Board* b = board_of_evening(s);
    if (!b) {
        ImGui::TextDisabled("%s", tr("Dieses Spiel führt keine Tafel."));
        return;
    }
    draw_tafel(s, *this, *b);
}

bool BlockUi::large_panel(const AppState& s, LowerPanel panel) const {
    // The Tafel needs room to be read across the table: the scoreboard gives some up for it.
    return panel == LowerPanel::Game || (panel == LowerPanel::Settlement && board_of_evening(s));
}

bool BlockUi::settlement_figures(AppState& s) { return s.evening && s.result && draw_hut_steps(*s.evening, *s.result); }

bool BlockUi::offers_touren(const AppState& s) const {
    // The Hut is drawn: the Touren no longer matter (the Tafel leads to the end).
    const block::Board* b = board_of_evening(s);
    return !(b && b->hut_drawn);
}

std::string BlockUi::no_new_hand(const AppState& s) const {
    // The board is finished (Board::finished): the core refuses every further deal (block §2.10).
    const block::Board* b = board_of_evening(s);
    if (!b || !b->finished) return {};
    return b->hut_drawn ? tr("Der Abend ist abgerechnet: alle Bêtes über dem Hut sind abgespielt, es wird nicht mehr gespielt (block §2.10).")
                        : tr("Der Abend ist abgerechnet: die Touren sind aus und keine Bête ist mehr abzuspielen, es wird nicht mehr gespielt (block §2.10).");
}

bool save_hut(AppState& s) {
    BlockUi* ui = block_ui(s);
    if (!ui) return false;
    ui->tafel.confirm_hut = false;
    if (!save_record(s, Json{{"deal", "hut"}}, ui->tafel.error)) return false;
    s.status = Status{tr("Hut gezogen: kein Kartenstamm mehr, neue Bêtes kommen unter den Strich."), false};
    return true;
}

bool save_chip_count(AppState& s) {
    BlockUi* ui = block_ui(s);
    if (!s.evening || !ui) return false;
    if (!save_record(s, chip_count_record(ui->tafel.chips, s.evening->players), ui->tafel.error)) return false;
    ui->tafel.chips.clear();
    s.status = Status{tr("Blocks gezählt: die Zählung gilt in der Abrechnung."), false};
    return true;
}

}  // namespace tarock::app
