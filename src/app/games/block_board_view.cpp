// The Tafel: the Block-Tarok board drawn like the slate on the table (the bêtes in the order
// written, the Hut line with the bêtes under it), the pot, the game value V, the Kartenstamm,
// each player's blocks, and the end of the evening step by step: Touren, Hut, playing off the
// bêtes above the line, the optional chip count, the settlement; and the settlement under the
// Hut step by step. Everything shown comes from the board of the recomputed evening
// (block::board_of) and EveningResult.
#include <algorithm>

#include <fmt/format.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/games/block_ui.hpp"
#include "app/views.hpp"
#include "games/block/block.hpp"

namespace tarock::app {

namespace {

// Chalk on a dark slate.
const ImVec4 kSlate{0.16f, 0.23f, 0.20f, 1.0f};
const ImVec4 kChalk{0.96f, 0.96f, 0.91f, 1.0f};
const ImVec4 kChalkDim{0.60f, 0.66f, 0.62f, 1.0f};
const ImVec4 kChalkYellow{1.00f, 0.87f, 0.42f, 1.0f};
const ImVec4 kChalkBlue{0.62f, 0.84f, 1.00f, 1.0f};
const ImVec4 kChalkPink{1.00f, 0.72f, 0.72f, 1.0f};

constexpr float kSlateFontScale = 1.35f;

std::string name(const Evening& e, int seat) { return account_name(e, seat); }

/// One post of the slate: "→ X 8" (next to be played off), "X 8 Y" struck through once settled.
void bete_row(const Evening& e, const EveningResult& r, const block::Board& b, const block::Bete& bete, bool next) {
    const int hand = bete.hand > 0 ? played_number_of_position(r, bete.hand) : 0;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    if (next) ImGui::TextColored(kChalkYellow, "\xE2\x86\x92");  // → the bête the next won game plays off
    ImGui::TableNextColumn();
    const std::string full = b.text(bete, e.players);
    const std::string owed = name(e, bete.debtor) + " " + bete.amount.to_string();
    const bool done = bete.creditor.has_value();
    const ImVec4 colour = bete.below_hut ? kChalkPink : done ? kChalkDim : next ? kChalkYellow : kChalk;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::TextColored(colour, "%s", full.c_str());
    if (done) {
        // Played off: the post is crossed out on the slate, the winner's initial stays beside it.
        const float w = ImGui::CalcTextSize(owed.c_str()).x;
        const float y = at.y + ImGui::GetTextLineHeight() * 0.55f;
        ImGui::GetWindowDrawList()->AddLine(ImVec2(at.x - 2.0f, y), ImVec2(at.x + w + 2.0f, y), ImGui::GetColorU32(kChalkDim), 2.0f);
    }
    ImGui::TableNextColumn();
    // Remarks in normal type: the post itself is what must be read across the table. The hand
    // that wrote the post follows when there is room, else it is in the tooltip.
    ImGui::SetWindowFontScale(1.0f);
    std::string tag;
    if (next) tag = tr("← nächste");
    if (bete.stamm) tag += std::string(tag.empty() ? "" : " · ") + "Stamm";
    if (bete.settled) tag += std::string(tag.empty() ? "" : " · ") + tr("§23 beglichen");
    const std::string from = hand > 0 ? trf("Hand {}", hand) : std::string(tr("zu Beginn"));
    const std::string with_from = tag.empty() ? from : tag + "  " + from;
    const bool room = ImGui::CalcTextSize(with_from.c_str()).x <= ImGui::GetContentRegionAvail().x;
    ImGui::AlignTextToFramePadding();
    if (!tag.empty()) {
        ImGui::TextColored(next ? kChalkYellow : kChalkBlue, "%s", tag.c_str());
        if (room) ImGui::SameLine();
    }
    if (room || tag.empty()) ImGui::TextColored(kChalkDim, "%s", from.c_str());
    ImGui::SetWindowFontScale(kSlateFontScale);
    std::string tip = (bete.stamm ? "Stammbête " : "Bête ") + full + (hand > 0 ? trf(", geschrieben in Hand {}", hand) : std::string(tr(", zu Beginn geschrieben")));
    if (bete.below_hut) tip += tr("; unter dem Hut: wird nie abgespielt, geht in die Hut-Rechnung");
    else if (bete.settled) tip += tr("; nach §23 gleich beglichen (Hausregel A-18), nicht in der Reihe");
    else if (done) tip += trf("; abgespielt von {}", name(e, *bete.creditor));
    else if (next) tip += tr("; das nächste gewonnene Spiel spielt sie ab");
    if (ImGui::IsItemHovered() || ImGui::IsMouseHoveringRect(at, ImVec2(at.x + ImGui::CalcTextSize(full.c_str()).x, at.y + ImGui::GetTextLineHeight()))) ui::tooltip_now(tip);
}

/// The Hut line drawn across the slate, labelled in its middle.
void hut_line() {
    ImGui::Spacing();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float w = ImGui::GetContentRegionAvail().x;
    const char* label = "Hut";
    const ImVec2 ts = ImGui::CalcTextSize(label);
    const float y = at.y + ts.y * 0.5f;
    const float mid = at.x + w * 0.5f;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 chalk = ImGui::GetColorU32(kChalk);
    dl->AddLine(ImVec2(at.x, y), ImVec2(mid - ts.x * 0.5f - 8.0f, y), chalk, 3.0f);
    dl->AddLine(ImVec2(mid + ts.x * 0.5f + 8.0f, y), ImVec2(at.x + w, y), chalk, 3.0f);
    dl->AddText(ImVec2(mid - ts.x * 0.5f, at.y), chalk, label);
    ImGui::Dummy(ImVec2(w, ts.y));
    ImGui::Spacing();
}

/// The slate: every bête above the line in the order written, the Hut line, the bêtes under it.
void draw_slate(const Evening& e, const EveningResult& r, const block::Board& b) {
    ImGui::SetWindowFontScale(kSlateFontScale);
    ImGui::PushStyleColor(ImGuiCol_Text, kChalk);
    const std::optional<std::size_t> next = b.first_open();
    const bool any_above = std::any_of(b.betes.begin(), b.betes.end(), [](const block::Bete& x) { return !x.below_hut; });
    const bool any_below = std::any_of(b.betes.begin(), b.betes.end(), [](const block::Bete& x) { return x.below_hut; });
    ImGui::TextColored(kChalkDim, "Tafel");
    ImGui::SameLine();
    ImGui::TextColored(kChalk, "   Kasse %s", b.pot.to_display().c_str());  // game terms only
    ImGui::Spacing();
    const ImGuiTableFlags flags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_NoPadOuterX;
    if (!any_above) ImGui::TextColored(kChalkDim, "%s", tr("Keine Bête über dem Strich."));
    else if (ImGui::BeginTable("##above", 3, flags)) {
        ImGui::TableSetupColumn("next", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 1.2f);
        ImGui::TableSetupColumn("post", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("tag", ImGuiTableColumnFlags_WidthStretch);
        for (std::size_t i = 0; i < b.betes.size(); ++i)
            if (!b.betes[i].below_hut) bete_row(e, r, b, b.betes[i], next && *next == i);
        ImGui::EndTable();
    }
    if (b.hut_drawn) {
        hut_line();
        if (!any_below) ImGui::TextColored(kChalkDim, "%s", tr("Noch nichts unter dem Hut."));
        else if (ImGui::BeginTable("##below", 3, flags)) {
            ImGui::TableSetupColumn("next", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 1.2f);
            ImGui::TableSetupColumn("post", ImGuiTableColumnFlags_WidthFixed);
            ImGui::TableSetupColumn("tag", ImGuiTableColumnFlags_WidthStretch);
            for (const block::Bete& x : b.betes)
                if (x.below_hut) bete_row(e, r, b, x, false);
            ImGui::EndTable();
        }
    }
    ImGui::PopStyleColor();
    ImGui::SetWindowFontScale(1.0f);
}

/// A labelled value in large type: "Spielwert V   13".
void big_value(const char* label, const std::string& value, const ImVec4& colour) {
    ImGui::TextDisabled("%s", label);
    ImGui::SameLine(ImGui::GetFontSize() * 7.5f);
    ImGui::SetWindowFontScale(1.3f);
    ImGui::TextColored(colour, "%s", value.c_str());
    ImGui::SetWindowFontScale(1.0f);
}

/// Pot, game value, Kartenstamm and each player's blocks.
void draw_state(AppState& s, BlockUi& game, const block::Board& b) {
    const Evening& e = *s.evening;
    const EveningResult& r = *s.result;
    const GameValueLine& v = game.next_game_value(s);
    if (!v.text.empty() && !v.refused) {
        ImGui::TextDisabled("%s", tr("Das nächste Spiel geht um:"));
        ImGui::SetWindowFontScale(1.2f);
        ui::wrapped_coloured(ui::kBlue, v.text);
        ImGui::SetWindowFontScale(1.0f);
        if (!b.kartenstamm_over) ui::wrapped_coloured(ui::kGrey, tr("mit dem Kartenstamm der nächsten Gabe (§2.3, §2.4)"));
    }
    big_value(tr("Kasse jetzt"), b.pot.to_display() + " B", ImGui::GetStyleColorVec4(ImGuiCol_Text));
    big_value("Kartenstamm", b.kartenstamm_over ? tr("aufgelassen") : tr("läuft"), b.kartenstamm_over ? ui::kRed : ui::kGreen);
    ImGui::Spacing();
    ImGui::TextWrapped("%s", tr("Blocks gegenüber dem Anfang:"));
    ui::tooltip(tr("Was jeder an Blocks mehr (+) oder weniger (−) hat als zu Beginn: Kasse, Spesen und Prämien. Die Bêtes stehen auf der Tafel."));
    if (ImGui::BeginTable("##chips", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
        ImGui::TableSetupColumn(tr("Spieler"), ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 7.0f);
        ImGui::TableSetupColumn("Blocks", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 5.0f);
        for (std::size_t p = 0; p < e.players.size() && p < r.totals.size(); ++p) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(e.players[p].c_str());
            ImGui::TableNextColumn();
            ui::amount_text(r.totals[p], true);
        }
        ImGui::EndTable();
    }
}

/// A step of the end of the evening: "✓"-like mark when done, its title.
void step_title(int number, const char* title, bool done) {
    ImGui::Spacing();
    if (done) ui::wrapped_coloured(ui::kGreen, fmt::format("{}. {}", number, trf("{} — erledigt", title)));
    else ImGui::TextWrapped("%d. %s", number, title);
}

void draw_touren_step(AppState& s) {
    const Evening& e = *s.evening;
    const EveningResult& r = *s.result;
    const bool done = r.touren && r.touren->finished();
    step_title(1, "Touren", done);
    ImGui::Indent();
    if (!e.touren) {
        ImGui::TextWrapped("%s", tr("Zum Schluss sagt einer drei oder sechs Touren an; danach wird kein Kartenstamm mehr gezahlt (§2.10)."));
        ImGui::BeginDisabled(e.closed);
        const int next = static_cast<int>(e.hands.size()) + 1;
        if (ImGui::Button(tr_id("3 Touren ansagen", "touren3").c_str())) set_touren(s, Touren{next, 3});
        ImGui::SameLine();
        if (ImGui::Button(tr_id("6 Touren ansagen", "touren6").c_str())) set_touren(s, Touren{next, 6});
        ImGui::EndDisabled();
    } else if (r.touren) {
        const TourenState& t = *r.touren;
        if (t.finished()) ImGui::TextUnformatted(trf("{} Touren beendet mit Hand {}.", t.announced.rounds, played_number_of_position(r, *t.last_hand)).c_str());
        else if (t.start_hand)
            ImGui::TextUnformatted((trf("{} Touren: Gabe {} von {}", t.announced.rounds, t.deals_played, t.deals_total) +
                                    (t.ehrentour ? tr(" (mit Ehrentour)") : "") + ".").c_str());
        else ImGui::TextUnformatted(trf("{} Touren angesagt; sie beginnen beim Geber {}.", t.announced.rounds, name(e, t.starter)).c_str());
        if (t.start_hand && !t.finished()) {
            const float frac = t.deals_total > 0 ? static_cast<float>(t.deals_played) / static_cast<float>(t.deals_total) : 0.0f;
            ImGui::ProgressBar(frac, ImVec2(ImGui::GetFontSize() * 14.0f, 0.0f), fmt::format("{} / {}", t.deals_played, t.deals_total).c_str());
        }
    }
    ImGui::Unindent();
}

void draw_hut_step(AppState& s, BlockUi& game, const block::Board& b) {
    const Evening& e = *s.evening;
    const EveningResult& r = *s.result;
    step_title(2, tr("Hut ziehen"), b.hut_drawn || b.finished);
    ImGui::Indent();
    if (b.hut_drawn) {
        ImGui::TextWrapped("%s", tr("Der Strich ist gezogen: kein Kartenstamm mehr; jede neue Bête kommt unter den Hut und wird nie abgespielt."));
    } else if (b.finished) {
        ImGui::TextWrapped("%s", tr("Die Touren sind aus und keine Bête ist mehr abzuspielen: ohne Hut wird abgerechnet (000:L591)."));
    } else {
        const bool touren_over = r.touren && r.touren->finished();
        ImGui::BeginDisabled(e.closed);
        if (touren_over) {
            ImGui::TextWrapped("%s", tr("Die Touren sind aus: der Buchhalter zieht den Hut unter die Bêtes (§2.10)."));
            ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.20f, 0.45f, 0.80f, 1.0f));
            ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 1.0f, 1.0f, 1.0f));
            if (ImGui::Button(tr_id("Hut ziehen", "hut").c_str())) save_hut(s);
            ImGui::PopStyleColor(2);
        } else {
            ImGui::TextWrapped("%s", tr("Üblich erst nach den Touren; auf Wunsch schon jetzt."));
            if (ImGui::Button(tr_id("Hut jetzt ziehen…", "hutnow").c_str())) game.tafel.confirm_hut = true;
        }
        ImGui::EndDisabled();
    }
    ImGui::Unindent();
}

void draw_play_off_step(const EveningResult& r, const block::Board& b) {
    step_title(3, tr("Bêtes über dem Hut abspielen"), b.finished);
    ImGui::Indent();
    if (b.finished && !b.hut_drawn) ImGui::TextWrapped("%s", tr("Die Touren sind aus und keine Bête ist mehr abzuspielen: ohne Hut wird abgerechnet (000:L591)."));
    else if (b.finished) ImGui::TextWrapped("%s", tr("Alle Bêtes über dem Hut sind abgespielt, die Kasse ist leer: es wird abgerechnet."));
    else if (!b.hut_drawn) ImGui::TextDisabled("%s", tr("Nach dem Hut: jedes gewonnene Spiel spielt die nächste Bête ab."));
    else if (r.pending) ui::wrapped_coloured(ui::kBlue, tr(*r.pending));
    ImGui::Unindent();
}

void draw_count_step(AppState& s, BlockUi& game, const block::Board& b) {
    const Evening& e = *s.evening;
    const EveningResult& r = *s.result;
    step_title(4, tr("Blocks zählen (freiwillig)"), b.chip_count.has_value());
    ImGui::Indent();
    if (b.chip_count) {
        ImGui::TextWrapped("%s", tr("Gezählt; die Zählung gilt in der Abrechnung."));
    } else if (!b.finished) {
        ImGui::TextDisabled("%s", tr("Erst wenn alles abgespielt ist."));
    } else {
        ImGui::TextWrapped("%s", tr("Jeder zählt seine Blocks: mehr (+) oder weniger (−) als am Anfang, kleine Blocks als Drittel. Zusammen muss es 0 ergeben. Ohne Zählung gilt, was die Hände ergeben."));
        if (game.tafel.chips.size() != e.players.size()) game.tafel.chips.assign(e.players.size(), "");
        for (std::size_t p = 0; p < e.players.size(); ++p) {
            ImGui::PushID(static_cast<int>(p));
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(e.players[p].c_str());
            ImGui::SameLine(ImGui::GetFontSize() * 6.0f);
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
            const std::string hint = p < r.totals.size() ? trf("errechnet {}", r.totals[p].to_signed_string()) : std::string();
            ImGui::InputTextWithHint("##count", hint.c_str(), &game.tafel.chips[p]);
            ImGui::PopID();
        }
        ImGui::BeginDisabled(e.closed);
        if (ImGui::Button(tr_id("Zählung speichern", "savecount").c_str())) save_chip_count(s);
        ImGui::EndDisabled();
    }
    ImGui::Unindent();
}

void draw_settle_step(AppState& s, const block::Board& b) {
    step_title(5, tr("Abrechnen"), s.evening->closed);
    ImGui::Indent();
    ImGui::BeginDisabled(!b.finished);
    if (ImGui::Button(tr_id("Schlussabrechnung zeigen", "showsettlement").c_str())) {
        s.lower = LowerPanel::Settlement;
        s.select_lower_tab = true;
    }
    ImGui::EndDisabled();
    ImGui::Unindent();
}

void draw_hut_popup(AppState& s, BlockUi& game) {
    if (game.tafel.confirm_hut) {
        ImGui::OpenPopup("###hutconfirm");
        game.tafel.confirm_hut = false;
    }
    const ImVec2 center = ImGui::GetMainViewport()->GetCenter();
    ImGui::SetNextWindowPos(center, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (ImGui::BeginPopupModal(tr_id("Hut ziehen?", "hutconfirm").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        const int left = touren_deals_left(s);
        if (left == 1) ImGui::TextUnformatted(tr("Die Touren sind noch nicht aus: noch 1 Gabe zu spielen."));
        else if (left > 1) ImGui::TextUnformatted(trf("Die Touren sind noch nicht aus: noch {} Gaben zu spielen.", left).c_str());
        else ImGui::TextUnformatted(tr("Die Touren sind noch nicht aus."));
        ImGui::TextUnformatted(tr("Den Hut trotzdem jetzt ziehen? Danach wird kein Kartenstamm mehr gezahlt,"));
        ImGui::TextUnformatted(tr("und jede neue Bête kommt unter den Strich."));
        if (ImGui::Button(tr_id("Hut ziehen", "hut").c_str())) {
            save_hut(s);
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ImGui::Button(tr("Abbrechen")) || ui::pressed(ui::keys::kEscape)) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
}

/// One step of the Hut settlement: its label, then one amount per player.
void hut_step(const std::string& label, const std::vector<Thirds>& values, bool signed_amounts, bool strong = false) {
    ImGui::TableNextRow();
    if (strong) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, ImGui::GetColorU32(ImVec4(0.80f, 0.88f, 1.0f, 1.0f)));
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", label.c_str());
    for (const Thirds t : values) {
        ImGui::TableNextColumn();
        if (signed_amounts) ui::amount_text(t, true);
        else ui::text_right(ui::plain_amount(t), ImGui::GetStyleColorVec4(ImGuiCol_Text));
    }
}

}  // namespace

void draw_tafel(AppState& s, BlockUi& game, const block::Board& b) {
    const Evening& e = *s.evening;
    const EveningResult& r = *s.result;
    const float fs = ImGui::GetFontSize();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const bool side_by_side = avail.x > fs * 38.0f;
    const float slate_w = side_by_side ? std::max(fs * 20.0f, avail.x * 0.52f) : 0.0f;
    const float slate_h = side_by_side ? 0.0f : std::max(fs * 12.0f, avail.y * 0.5f);

    ImGui::PushStyleColor(ImGuiCol_ChildBg, kSlate);
    ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(0.45f, 0.33f, 0.20f, 1.0f));  // the wooden frame
    ImGui::PushStyleVar(ImGuiStyleVar_ChildBorderSize, 4.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(fs * 0.8f, fs * 0.6f));
    ImGui::BeginChild("##slate", ImVec2(slate_w, slate_h), true);
    draw_slate(e, r, b);
    ImGui::EndChild();
    ImGui::PopStyleVar(2);
    ImGui::PopStyleColor(2);

    if (side_by_side) ImGui::SameLine();
    ImGui::BeginChild("##tafel_side", ImVec2(0.0f, 0.0f), false);
    draw_state(s, game, b);
    ImGui::Separator();
    ImGui::TextUnformatted(tr("Schluss des Abends"));
    draw_touren_step(s);
    draw_hut_step(s, game, b);
    draw_play_off_step(r, b);
    draw_count_step(s, game, b);
    draw_settle_step(s, b);
    if (!game.tafel.error.empty()) ui::wrapped_coloured(ui::kRed, game.tafel.error);
    ImGui::EndChild();
    draw_hut_popup(s, game);
}

bool draw_hut_steps(const Evening& e, const EveningResult& r) {
    if (!r.ledger) return false;
    std::optional<block::HutSettlement> hs;
    try {
        hs = block::final_settlement(*r.ledger, make_setup(e));
    } catch (const std::exception&) {
    }
    if (!hs) return false;
    const int n = static_cast<int>(e.players.size());
    ImGui::TextUnformatted(tr("Schlussabrechnung unter dem Hut (§2.10), in großen Blocks:"));
    const float fs = ImGui::GetFontSize();
    if (ImGui::BeginTable("##hutsteps", 1 + n, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_BordersOuterH |
                                                   ImGuiTableFlags_SizingFixedFit)) {
        ImGui::TableSetupColumn(tr("Schritt"), ImGuiTableColumnFlags_WidthStretch);
        for (int p = 0; p < n; ++p)
            ImGui::TableSetupColumn(e.players[static_cast<std::size_t>(p)].c_str(), ImGuiTableColumnFlags_WidthFixed,
                                    std::max(fs * 5.5f, ImGui::CalcTextSize(e.players[static_cast<std::size_t>(p)].c_str()).x));
        // Headers right-aligned over the amounts.
        ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
        for (int c = 0; c <= n; ++c) {
            ImGui::TableSetColumnIndex(c);
            const char* label = ImGui::TableGetColumnName(c);
            ImGui::PushID(c);
            if (c == 0) ImGui::TableHeader(label);
            else {
                ImGui::TableHeader("");
                ImGui::SameLine(0.0f, 0.0f);
                ui::text_right(label, ImGui::GetStyleColorVec4(ImGuiCol_Text));
            }
            ImGui::PopID();
        }
        hut_step(tr("1. Zweite Tafel: abgespielte Bêtes über dem Hut (+ gewonnen, − geschuldet)"), hs->second_board, true);
        hut_step(tr("2. Eigene Bêtes unter dem Hut"), hs->under_hut, false);
        hut_step(trf("3. Anteil am Hut: {} / {}", hs->hut_sum.to_display(), n), hs->share, false);
        hut_step(tr("4. Ausgleich: Anteil − eigene Bêtes"), hs->adjustment, true);
        hut_step(tr("5. Zusammen: zweite Tafel + Ausgleich"), hs->combined, true);
        hut_step(hs->chips_counted ? tr("6. Blocks gezählt (mehr oder weniger als am Anfang, A-24)") : tr("6. Blocks mehr oder weniger als am Anfang (aus den Händen)"),
                 hs->chip_delta, true);
        hut_step(tr("7. Endergebnis: Zusammen + Blocks"), hs->final_result, true, true);
        if (!r.cents.empty()) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextWrapped("%s", trf("8. In Geld ({} je großen Block)", money_text(e.stake.cents_per_unit, e.stake.currency)).c_str());
            for (int p = 0; p < n && p < static_cast<int>(r.cents.size()); ++p) {
                ImGui::TableNextColumn();
                const std::int64_t c = r.cents[static_cast<std::size_t>(p)];
                ui::text_right(money_text(c, e.stake.currency), c > 0 ? ui::kGreen : c < 0 ? ui::kRed : ImGui::GetStyleColorVec4(ImGuiCol_Text));
            }
        }
        ImGui::EndTable();
    }
    return true;
}

}  // namespace tarock::app
