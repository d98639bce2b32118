// The rows every hand form draws with (see rows.hpp).
#include "app/forms/rows.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <imgui_stdlib.h>

#include "app/forms/partnership_model.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "games/common/json_input.hpp"

namespace tarock::app::form {

namespace {

float em(float n) { return ImGui::GetFontSize() * n; }

const std::string& name_of(const FormContext& c, int seat) { return c.players[static_cast<std::size_t>(seat)]; }

/// A row's label: as it is when it fits its column (keeping the indent of "  Contra"), else
/// wrapped at its spaces ("Gehalten / angesagt" on two lines), never taking the inputs' room.
void label_text(const char* label) {
    if (ImGui::CalcTextSize(label).x <= ImGui::GetContentRegionAvail().x) ImGui::TextUnformatted(label);
    else ImGui::TextWrapped("%s", label);
}

/// A run of rows folded into one: the closed folds and the announcements not entered that follow
/// one another share a line. Where the last of them left the cursor (the frame, the table row, the
/// position), and whether that is the start of its input column (nothing drawn in it yet).
struct CompactRun {
    int frame = -1;
    int table_row = -1;
    ImVec2 after{};
    bool cell_empty = false;
};
CompactRun compact_run;

/// True when nothing was drawn since the last item of a compact run: the next one joins its line.
bool continues_run() {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    return compact_run.frame == ImGui::GetFrameCount() && compact_run.table_row == ImGui::TableGetRowIndex() && compact_run.after.x == at.x &&
           compact_run.after.y == at.y;
}

/// Notes where a compact run's item left the cursor.
void end_in_run(bool cell_empty) { compact_run = {ImGui::GetFrameCount(), ImGui::TableGetRowIndex(), ImGui::GetCursorScreenPos(), cell_empty}; }

/// Places the next item of a run (`label` wide) on the run's line: after the last one when it fits.
void join_run(const char* label) {
    if (!compact_run.cell_empty) next_on_line(label);
}

}  // namespace

void row(const char* label, const char* help) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    label_text(label);
    if (help) ui::tooltip(help);
    ImGui::TableNextColumn();
}

void continue_row() {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TableNextColumn();
}

bool fold_row(const char* label, const char* help, bool used) {
    // The arrow is the fold; the label beside it wraps like every row's label and opens it too.
    const std::string fold = std::string("##fold_") + label;
    const ImGuiID fold_id = ImGui::GetID(fold.c_str());
    // Open while used; folded again when its value goes (a new hand, the value taken back), so a
    // fold opened for one hand does not stay open for the next.
    ImGuiStorage* memory = ImGui::GetStateStorage();
    const ImGuiID used_key = ImGui::GetID((fold + "##used").c_str());
    const bool close = !used && memory->GetBool(used_key);
    const bool will_open = used || (!close && memory->GetInt(fold_id, 0) != 0);
    const std::string tip = help ? std::string(help) + "\n" + tr("(Klick, Leertaste oder Pfeil rechts: aufklappen)") : std::string();
    constexpr ImGuiTreeNodeFlags kFlags = ImGuiTreeNodeFlags_NoTreePushOnOpen | ImGuiTreeNodeFlags_NoAutoOpenOnLog;
    if (!will_open && continues_run()) {
        // A closed fold after another one (or an announcement not entered): on the same line.
        join_run(label);
        if (close) ImGui::SetNextItemOpen(false, ImGuiCond_Always);
        memory->SetBool(used_key, false);
        const bool open = ImGui::TreeNodeEx(fold.c_str(), kFlags, "%s", label);
        ui::tooltip(tip);
        end_in_run(false);
        return open;
    }
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    if (used) ImGui::SetNextItemOpen(true, ImGuiCond_Always);
    else if (close) ImGui::SetNextItemOpen(false, ImGuiCond_Always);
    memory->SetBool(used_key, used);
    bool open = ImGui::TreeNodeEx(fold.c_str(), kFlags);
    ui::tooltip(tip);
    ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
    label_text(label);
    ui::tooltip(tip);
    if (ImGui::IsItemClicked() && !used) {
        open = !open;
        memory->SetInt(fold_id, open ? 1 : 0);
    }
    ImGui::TableNextColumn();
    if (!open) end_in_run(true);
    return open;
}

void next_on_line(const char* label) {
    ui::same_line_if_fits(ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x);
}

void field_on_line(float width_em) { ui::same_line_if_fits(em(width_em)); }

bool checkbox_on_line(const char* label, bool* v) {
    next_on_line(label);
    return ImGui::Checkbox(label, v);
}

bool small_button_on_line(const char* label) {
    ui::same_line_if_fits(ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f);
    return ImGui::SmallButton(label);
}

void tooltip_of_last(const char* text) { ui::tooltip(text); }

namespace {

/// A label as shown, without its "##id" part.
std::string shown(const std::string& label) { return label.substr(0, label.find("##")); }

/// What the combo of a choice shows for `label`: the label, after the choice's `name` when it has
/// one ("Kontra: —"); a label that names it already stays alone ("Kontra", "Zwölf Tarok").
std::string combo_text(const std::string& label, const char* name) {
    const std::string text = shown(label);
    return name && text.find(name) == std::string::npos ? fmt::format("{}: {}", name, text) : text;
}

/// The width of choice()'s combo over `labels` named `name`: its widest text, its padding, its arrow.
float combo_width(std::span<const std::string> labels, const char* name) {
    float widest = 0.0f;
    for (const std::string& label : labels) widest = std::max(widest, ImGui::CalcTextSize(combo_text(label, name).c_str()).x);
    return widest + ImGui::GetStyle().FramePadding.x * 2.0f + ImGui::GetFrameHeight();
}

/// The combo of choice(): `width` wide (in pixels), `name` before the label chosen (nullptr: none).
int choice_combo(std::span<const std::string> labels, int chosen, float width, std::span<const char* const> tooltips, const char* name) {
    if (labels.empty()) return -1;
    const auto tooltip_at = [&](std::size_t i) { return i < tooltips.size() ? tooltips[i] : nullptr; };
    const bool valid = chosen >= 0 && static_cast<std::size_t>(chosen) < labels.size();
    const std::string preview = combo_text(valid ? labels[static_cast<std::size_t>(chosen)] : std::string(tr("\xE2\x80\x94")), name);  // em dash: none
    ImGui::SetNextItemWidth(width);
    const std::string id = "##choice/" + labels.front() + "/" + labels.back();
    int picked = -1;
    if (ImGui::BeginCombo(id.c_str(), preview.c_str())) {
        for (std::size_t i = 0; i < labels.size(); ++i) {
            if (ImGui::Selectable(labels[i].c_str(), static_cast<int>(i) == chosen)) picked = static_cast<int>(i);
            if (const char* tip = tooltip_at(i)) ui::tooltip(tip);
        }
        ImGui::EndCombo();
    } else if (valid) {
        if (const char* tip = tooltip_at(static_cast<std::size_t>(chosen))) ui::tooltip(tip);
    }
    return picked;
}

}  // namespace

int choice(std::span<const std::string> labels, int chosen, std::span<const char* const> tooltips, const ChoiceLook& look) {
    if (labels.empty()) return -1;
    const ImGuiStyle& style = ImGui::GetStyle();
    const auto tooltip_at = [&](std::size_t i) { return i < tooltips.size() ? tooltips[i] : nullptr; };
    float line = 0.0f;
    for (const std::string& label : labels)
        line += (line > 0.0f ? style.ItemSpacing.x : 0.0f) + ImGui::CalcTextSize(label.c_str(), nullptr, true).x + ImGui::GetFrameHeight() + style.ItemInnerSpacing.x;
    const float combo = combo_width(labels, look.name);
    // After the last item: the radio buttons, else the combo, else the next line.
    if (look.after_last) ui::same_line_if_fits(std::min(line, combo));
    const float left = ImGui::GetContentRegionAvail().x;
    const float room = look.max_width_em > 0.0f ? std::min(left, em(look.max_width_em)) : left;
    int picked = -1;
    if (line <= room) {
        for (std::size_t i = 0; i < labels.size(); ++i) {
            if (i > 0) ImGui::SameLine();
            if (ImGui::RadioButton(labels[i].c_str(), static_cast<int>(i) == chosen)) picked = static_cast<int>(i);
            if (const char* tip = tooltip_at(i)) ui::tooltip(tip);
        }
        return picked;
    }
    return choice_combo(labels, chosen, std::min(room, combo), tooltips, look.name);
}

bool player_radios(const char* id, int& seat, const FormContext& c, bool shortcuts, const ChoiceLook& look) {
    // The Vorhand is named in the dealer's row (dealer_row), so that four players fit on one line.
    std::vector<std::string> labels;
    std::vector<int> seats;
    for (std::size_t i = 0; i < c.deal.active.size(); ++i) {
        const int p = c.deal.active[i];
        labels.push_back((shortcuts ? fmt::format("{} {}", i + 1, name_of(c, p)) : name_of(c, p)) + "##" + std::to_string(p));
        seats.push_back(p);
    }
    ImGui::PushID(id);
    const bool changed = choose(seat, labels, seats, {}, look);
    ImGui::PopID();
    if (seat >= 0 && seat < static_cast<int>(c.players.size()) && !c.deal.is_active(seat)) {
        const std::string resting = trf("({} ruht)", name_of(c, seat));
        ui::same_line_if_fits(resting);
        ImGui::TextColored(ui::kRed, "%s", resting.c_str());
    }
    return changed;
}

void seat_radios(const char* id, int& seat, const FormContext& c, int declarer, bool declarer_too, const char* extra_label, int extra_value) {
    std::vector<std::string> labels;
    std::vector<int> seats;
    for (int p : c.deal.active) {
        if (p == declarer && !declarer_too) continue;
        labels.push_back(name_of(c, p) + (p == declarer ? tr(" (selbst)") : "") + "##" + std::to_string(p));
        seats.push_back(p);
    }
    if (extra_label) {
        labels.emplace_back(extra_label);
        seats.push_back(extra_value);
    }
    ImGui::PushID(id);
    choose(seat, labels, seats);
    ImGui::PopID();
}

bool player_combo(const char* id, int& seat, const FormContext& c, const char* none_label) {
    const std::string preview = seat >= 0 && seat < static_cast<int>(c.players.size()) ? name_of(c, seat) : none_label;
    bool changed = false;
    // As wide as its longest entry, at most kPlayerComboEm: what follows on the line keeps its room.
    float widest = ImGui::CalcTextSize(none_label, nullptr, true).x;
    for (int p : c.deal.active) widest = std::max(widest, ImGui::CalcTextSize(name_of(c, p).c_str()).x);
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::SetNextItemWidth(std::min(em(kPlayerComboEm), widest + style.FramePadding.x * 2.0f + ImGui::GetFrameHeight() + style.ItemInnerSpacing.x));
    if (ImGui::BeginCombo(id, preview.c_str())) {
        if (ImGui::Selectable(none_label, seat < 0)) {
            seat = -1;
            changed = true;
        }
        for (int p : c.deal.active) {
            if (ImGui::Selectable(name_of(c, p).c_str(), seat == p)) {
                seat = p;
                changed = true;
            }
        }
        ImGui::EndCombo();
    }
    return changed;
}

void player_combo(const char* id, std::optional<int>& seat, const FormContext& c, const char* none_label) {
    int v = seat.value_or(-1);
    player_combo(id, v, c, none_label);
    if (v >= 0) seat = v;
    else seat.reset();
}

void dealer_row(DealerInput& d, const FormContext& c) {
    int& dealer = d.dealer;
    const int n = static_cast<int>(c.players.size());
    row(tr("Geber"), tr("Vorbelegt mit dem nächsten Geber der Reihe."));
    ImGui::SetNextItemWidth(em(10.0f));
    const std::string cur = dealer >= 0 && dealer < n ? name_of(c, dealer) : "?";
    if (ImGui::BeginCombo("##dealer", cur.c_str())) {
        for (int p = 0; p < n; ++p)
            if (ImGui::Selectable(name_of(c, p).c_str(), dealer == p)) {
                dealer = p;
                d.dealer_explicit = p != c.rotation_dealer || d.dealer_explicit;
            }
        ImGui::EndCombo();
    }
    if (c.deal.resting) {
        const std::string resting = trf("{} ruht (König)", name_of(c, *c.deal.resting));
        ui::same_line_if_fits(resting);
        ImGui::TextDisabled("%s", resting.c_str());
    }
    if (!c.deal.active.empty()) {
        const std::string vorhand = trf("VH: {}", name_of(c, c.deal.active.front()));
        ui::same_line_if_fits(vorhand);
        ImGui::TextDisabled("%s", vorhand.c_str());
        ui::tooltip(tr("VH = Vorhand, spricht zuerst."));
    }
}

void tapp_kind_row(tapp::DealKind& kind) {
    using tapp::DealKind;
    kind_row(kind, {{tr("Spiel"), DealKind::Game},
                    {tr("Alle gepasst"), DealKind::AllPass},
                    {tr("Vergeben (§4)"), DealKind::Misdeal, tr("Codex §4: der Geber zahlt jedem Mitspieler die Pönale und gibt neu.")},
                    {tr("Eingeworfen (§3)"), DealKind::ThrownIn, tr("Codex §3: aufgedeckte Karte, ohne Strafe neu geben.")}});
}

bool tapp_head_rows(EnvelopeInput<tapp::DealKind>& f, int& declarer, const FormContext& c) {
    dealer_row(f, c);
    tapp_kind_row(f.kind);
    if (f.kind != tapp::DealKind::Game) return false;
    row(tr("Spieler"), tr("Wer das Spiel gemacht hat (Tasten 1-3)."));
    player_radios("declarer", declarer, c, true);
    return true;
}

void note_rows(std::string& note, FormContext& c) {
    row(tr("Notiz"));
    ImGui::SetNextItemWidth(-1.0f);
    ImGui::InputTextWithHint("##note", tr("optional"), &note);
    if (c.correction_note) {
        row(tr("Grund"), tr("Warum die Hand korrigiert wird (steht im Verlauf)."));
        ImGui::SetNextItemWidth(-1.0f);
        ImGui::InputTextWithHint("##cnote", tr("Grund der Korrektur (optional)"), c.correction_note);
    }
}

namespace {

/// The next item takes the keyboard when F2 asked for the points field.
void take_focus(FormContext& c) {
    if (!c.focus_points) return;
    ImGui::SetKeyboardFocusHere();
    c.focus_points = false;
}

}  // namespace

void points_field(std::string& text, FormContext& c, const char* hint, float width_em) {
    take_focus(c);
    ImGui::SetNextItemWidth(em(width_em));
    ImGui::InputTextWithHint("##points", hint, &text, kPointsFieldFlags);
}

void per_player_inline(const char* id, const FormContext& c, float width_em, const std::function<void(int seat, bool first)>& inputs) {
    ImGui::PushID(id);
    bool first = true;
    for (int p : c.deal.active) {
        ImGui::PushID(p);
        if (!first) ui::same_line_if_fits(ImGui::CalcTextSize(name_of(c, p).c_str()).x + ImGui::GetStyle().ItemSpacing.x + em(width_em));
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(name_of(c, p).c_str());
        ImGui::SameLine();
        inputs(p, first);
        first = false;
        ImGui::PopID();
    }
    ImGui::PopID();
}

void per_player_inputs(std::span<std::string> texts, FormContext& c, float width_em, const char* hint) {
    per_player_inline("points", c, width_em, [&](int p, bool first) {
        if (p < 0 || static_cast<std::size_t>(p) >= texts.size()) return;
        if (first) take_focus(c);
        ImGui::SetNextItemWidth(em(width_em));
        ImGui::InputTextWithHint("##pts", hint ? hint : "", &texts[static_cast<std::size_t>(p)], kPointsFieldFlags);
    });
}

void per_player_lines(const char* id, const FormContext& c, float name_column_em, const std::function<void(int seat)>& inputs) {
    ImGui::PushID(id);
    bool first = true;
    for (int p : c.deal.active) {
        ImGui::PushID(p);
        if (!first) continue_row();
        first = false;
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(name_of(c, p).c_str());
        ImGui::SameLine(em(name_column_em));
        inputs(p);
        ImGui::PopID();
    }
    ImGui::PopID();
}

bool absent_item_box(const char* id, const char* label, const char* help) {
    if (continues_run()) join_run(label);
    else row(tr("Eintragen"), tr("Was diese Hand nicht hat; angekreuzt öffnet es seine Zeilen."));
    ImGui::PushID(id);
    bool on = false;
    ImGui::Checkbox(label, &on);
    if (help) ui::tooltip(help);
    ImGui::PopID();
    end_in_run(false);
    return on;
}

namespace {

/// choice() over the levels 0..labels.size()-1 under ImGui id `id`, placed by `look`, named
/// `name` in its combo unless `look` names it (a contra's combo may stand under an empty row label).
void level_choice(const char* id, int& level, std::span<const std::string> labels, const char* name, ChoiceLook look = {}) {
    if (!look.name) look.name = name;
    ImGui::PushID(id);
    choose(level, labels, std::views::iota(0, static_cast<int>(labels.size())), {}, look);
    ImGui::PopID();
}

}  // namespace

void contra_radios(const char* id, int& level, const ChoiceLook& look) {
    std::vector<std::string> labels{tr("\xE2\x80\x94")};  // em dash: none
    for (int k = 1; k <= kMaxContra; ++k) labels.emplace_back(contra_name(k));
    level_choice(id, level, labels, tr("Contra"), look);
}

void kontra_chain_radios(const char* id, int& level, const KontraChain& chain, int top) {
    std::vector<std::string> labels{tr("\xE2\x80\x94")};  // em dash: none
    const int words = static_cast<int>(chain.words.size());
    for (int k = 1; k <= std::max(words, top); ++k) labels.push_back(chain.word(k));
    level_choice(id, level, labels, tr("Kontra"));
}

void side_radios(const char* id, std::optional<partnership::Side>& side, const char* none_label, const ChoiceLook& look) {
    using partnership::Side;
    ImGui::PushID(id);
    int v = !side ? 0 : *side == Side::Declarer ? 1 : 2;
    radios(v, {{none_label, 0}, {tr("Spielerpartei"), 1}, {tr("Gegenpartei"), 2}}, look);
    side = v == 1 ? std::optional<Side>(Side::Declarer) : v == 2 ? std::optional<Side>(Side::Opponents) : std::nullopt;
    ImGui::PopID();
}

void result_rows(ResultInput& mode, bool& won, std::string& points, FormContext& c, const ResultRow& spec) {
    row(tr("Ergebnis"), spec.help);
    int choice = mode == ResultInput::Points ? 0 : mode == ResultInput::None ? 3 : won ? 1 : 2;
    std::vector<std::string> labels{tr("Kartenpunkte"), tr("gewonnen"), tr("verloren")};
    std::vector<const char*> tooltips(labels.size(), nullptr);
    if (spec.none_label && (spec.offer_none || mode == ResultInput::None)) {
        labels.emplace_back(spec.none_label);
        tooltips.push_back(spec.none_tooltip);
    }
    if (choose(choice, labels, std::views::iota(0, static_cast<int>(labels.size())), tooltips)) {
        mode = choice == 0 ? ResultInput::Points : choice == 3 ? ResultInput::None : ResultInput::WonLost;
        won = choice != 2;
    }
    if (mode == ResultInput::Points) {
        row(tr("Kartenpunkte"), spec.points_help);
        points_field(points, c, tr("z. B. 35 2/3"));
    }
}

void points_or_won_rows(ResultText& r, FormContext& c, const char* points_help) {
    row(tr("Ergebnis"), tr("Kartenpunkte eintragen, oder nur gewonnen/verloren."));
    radios(r.mode, {{tr("Kartenpunkte##res"), ResultInput::Points}, {tr("gewonnen/verloren##res"), ResultInput::WonLost}});
    if (r.mode == ResultInput::Points) {
        row(tr("Kartenpunkte"), points_help);
        points_field(r.points, c, tr("z. B. 35 2/3"));
    } else if (r.mode == ResultInput::WonLost) {
        row("  ");
        radios(r.won, {{tr("gewonnen##won"), true}, {tr("verloren##won"), false}});
    }
}

void ultimo_rows(UltimoInput& u, const FormContext& c, int declarer, const UltimoRow& spec) {
    ImGui::PushID("ultimo");
    if (!fold_row(spec.label, spec.help, u.mode != PremiumMode::None)) {
        ImGui::PopID();
        return;
    }
    const PremiumMode before = u.mode;
    radios(u.mode, {{tr("keiner##ult"), PremiumMode::None}, {tr("still##ult"), PremiumMode::Silent}, {tr("angesagt##ult"), PremiumMode::Announced}});
    if (u.mode != before) {
        if (u.mode == PremiumMode::Silent) u.contra = 0;
        if (u.mode == PremiumMode::Announced && declarer >= 0 && (spec.declarer_announces || u.player < 0)) u.player = declarer;
    }
    if (u.mode != PremiumMode::None) {
        // The holder and the result on one line where they fit (the result a combo when narrow).
        if (spec.player) {
            row(tr("  Pagat bei"), spec.player_help);
            player_combo("##ultplayer", u.player, c, tr("\xE2\x80\x94 bitte wählen"));
        } else {
            row(tr("  Ultimo"));
        }
        const bool announced = u.mode == PremiumMode::Announced;
        const ChoiceLook after_player{.after_last = spec.player};
        if (announced && (spec.offer_open || u.result == UltimoResult::Open))
            radios(u.result,
                   {{tr("gewonnen##ultres"), UltimoResult::Won},
                    {tr("verloren##ultres"), UltimoResult::Lost},
                    {tr("nicht ausgespielt##ultres"), UltimoResult::Open, tr("Die Gegner gaben auf (Hausregel A-17) oder eine Renonce entschied das Spiel.")}},
                   after_player);
        else
            radios(u.result, {{tr("gewonnen##ultres"), UltimoResult::Won}, {tr("verloren##ultres"), UltimoResult::Lost}}, after_player);
        if (announced && spec.contra) {
            row(tr("  Contra"));
            contra_radios("ultcontra", u.contra);
        }
        if (announced && spec.without_pagat) {
            row("  ");
            ImGui::Checkbox(tr("ohne Pagat angesagt (§20)"), &u.without_pagat);
            ui::tooltip(tr("Codex §20: den Ultimo angesagt, ohne den Pagat zu halten."));
        }
    }
    ImGui::PopID();
}

void volat_rows(VolatInput& v, const VolatRow& spec) {
    using tapp::Party;
    ImGui::PushID("volat");
    if (!fold_row(spec.label, spec.help, v.mode != PremiumMode::None)) {
        ImGui::PopID();
        return;
    }
    const PremiumMode before = v.mode;
    radios(v.mode, {{tr("keiner##vol"), PremiumMode::None}, {tr("still##vol"), PremiumMode::Silent}, {tr("angesagt##vol"), PremiumMode::Announced}});
    if (v.mode != before && v.mode == PremiumMode::Silent) {
        v.announced_by = Party::Declarer;
        v.contra = 0;
    }
    if (v.mode == PremiumMode::Silent && v.made_by == Party::None && spec.declarer_by_default) v.made_by = Party::Declarer;
    const bool announced = v.mode == PremiumMode::Announced;
    const char* declarer = spec.parties ? tr("Spielerpartei##volby") : tr("Spieler##volby");
    const char* opponents = spec.parties ? tr("Gegenpartei##volby") : tr("Gegner##volby");
    if (announced && spec.announced_by) {
        row(tr("  angesagt von"));
        radios(v.announced_by, {{spec.parties ? tr("Spielerpartei##volann") : tr("Spieler##volann"), Party::Declarer},
                                {spec.parties ? tr("Gegenpartei##volann") : tr("Gegner##volann"), Party::Opponents}});
    }
    if (v.mode != PremiumMode::None) {
        row(tr("  gemacht von"));
        if (announced) radios(v.made_by, {{declarer, Party::Declarer}, {opponents, Party::Opponents}, {tr("niemand##volby"), Party::None}});
        else radios(v.made_by, {{declarer, Party::Declarer}, {opponents, Party::Opponents}});
    }
    if (announced && spec.contra) {
        row(tr("  Contra"));
        contra_radios("volcontra", v.contra);
    }
    ImGui::PopID();
}

void renonce_row(int& seat, const FormContext& c, const char* help) {
    if (fold_row(tr("Renonce"), help, seat >= 0)) player_combo("##renonce", seat, c, tr("niemand"));
}

void renonce_row(std::optional<int>& seat, const FormContext& c, const char* help) {
    if (fold_row(tr("Renonce"), help, seat.has_value())) player_combo("##renonce", seat, c, tr("niemand"));
}

void agreed_rows(AgreedInput& a, FormContext& c, const AgreedRow& spec, bool focus) {
    if (a.amounts.size() < c.players.size()) a.amounts.resize(c.players.size());
    ImGui::PushID("agreed");
    row(tr("Vereinbart"), spec.help);
    bool first = true;
    per_player_lines("amounts", c, kNameColumnEm, [&](int seat) {
        if (first && focus) take_focus(c);
        first = false;
        ImGui::SetNextItemWidth(em(kShortFieldEm));
        ImGui::InputTextWithHint("##amount", spec.amount_hint, &a.amounts[static_cast<std::size_t>(seat)]);
    });
    row(tr("Grund"), tr("Was vereinbart wurde und warum: es wird als von Hand eingetragen gebucht."));
    ImGui::SetNextItemWidth(std::min(em(18.0f), ImGui::GetContentRegionAvail().x));  // narrower where the column is
    ImGui::InputTextWithHint("##agreedreason", spec.reason_hint, &a.reason);
    ImGui::PopID();
}

namespace {

/// choice() over 1..top shown as "1" + `suffix` .. under ImGui id `id`.
void counted_choice(const char* id, int& value, int top, const char* suffix) {
    std::vector<std::string> labels;
    for (int n = 1; n <= top; ++n) labels.push_back(std::to_string(n) + suffix);
    ImGui::PushID(id);
    choose(value, labels, std::views::iota(1, top + 1));
    ImGui::PopID();
}

}  // namespace

void multiple_radios(const char* id, int& multiple, int top) { counted_choice(id, multiple, top, "\xC3\x97"); }

void level_radios(const char* id, int& level, int top) { counted_choice(id, level, top, ""); }

void talon_row(tapp::Talon& talon, bool unrecorded, int multiple) {
    using tapp::Talon;
    row(tr("Talon"));
    if (unrecorded)
        radios(talon, {{tr("erste Lage"), Talon::FirstSeen}, {tr("andere Lage"), Talon::Other}, {tr("zurück zur ersten"), Talon::Back}, {tr("nicht notiert"), Talon::Unrecorded}});
    else
        radios(talon, {{tr("erste Lage"), Talon::FirstSeen}, {tr("andere Lage"), Talon::Other}, {tr("zurück zur ersten"), Talon::Back}});
    const std::string result = fmt::format("= {}\xC3\x97", multiple);
    ui::same_line_if_fits(result);
    ImGui::TextColored(ui::kBlue, "%s", result.c_str());
}

void suit_radios(int& suit, const char* const (&names)[4], bool shortcuts, const ChoiceLook& look) {
    std::vector<std::string> labels;
    for (int i = 0; i < 4; ++i) labels.push_back((shortcuts ? fmt::format("{} {}", kSuitKeys[i], names[i]) : std::string(names[i])) + "##suit");
    ChoiceLook named = look;
    if (!named.name) named.name = tr("Farbe");
    choose(suit, labels, std::views::iota(0, 4), {}, named);
}

void parties_line(const Text& text) {
    if (text.de.empty()) return;
    row(tr("Parteien"), tr("Wer mit wem spielt, sobald der Partner bekannt ist."));
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ui::kBlue, "%s", tr(text).c_str());
    ImGui::PopTextWrapPos();
}

void called_tarock_combo(std::optional<int>& called, int highest) {
    int k = called.value_or(highest);
    ImGui::SetNextItemWidth(em(6.0f));
    if (ImGui::BeginCombo("##called", partnership::roman(k).c_str())) {
        for (int t = highest; t >= 2; --t)
            if (ImGui::Selectable(partnership::roman(t).c_str(), t == k)) k = t;
        ImGui::EndCombo();
    }
    called = k;
}

}  // namespace tarock::app::form
