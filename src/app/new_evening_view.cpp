// The "new evening" dialog: game, title, date, players in seating order, first dealer, stake and
// the house rules of the chosen game.
#include <algorithm>

#include <fmt/format.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

namespace {

void label_cell(const char* label) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    ImGui::TableNextColumn();
}

void draw_house_rule(AppState& s, NewEveningForm& f, const SettingSpec& spec) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(spec.title).c_str());
    ui::tooltip(tr(spec.help));
    ImGui::SameLine();
    ImGui::PushID(spec.key.c_str());
    rule_link(s, {spec.rule_id, spec.source}, spec.rule_id);
    ImGui::PopID();
    ImGui::TableNextColumn();
    std::string& value = f.rules[spec.key];
    ImGui::PushID(spec.key.c_str());
    if (spec.kind == SettingSpec::Kind::Choice) {
        ImGui::SetNextItemWidth(-1.0f);
        auto label_of = [&](const SettingOption& o) {
            return tr(o.label) + (o.value == spec.default_value ? tr(" (Standard)") : "");
        };
        std::string current = value;
        for (const SettingOption& o : spec.options)
            if (o.value == value) current = label_of(o);
        if (ImGui::BeginCombo("##v", current.c_str())) {
            for (const SettingOption& o : spec.options)
                if (ImGui::Selectable(label_of(o).c_str(), o.value == value)) value = o.value;
            ImGui::EndCombo();
        }
    } else {
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
        ImGui::InputTextWithHint("##v", trf("Standard: {}", spec.default_value).c_str(), &value);
        if (value == spec.default_value) {
            ImGui::SameLine();
            ImGui::TextDisabled("%s", tr("(Standard)"));
        }
    }
    ui::tooltip(tr(spec.help));
    ImGui::PopID();
}

}  // namespace

void draw_new_evening(AppState& s) {
    NewEveningForm& f = s.new_evening;
    const auto& variants = all_variants();
    if (variants.empty()) return;
    f.variant = std::clamp(f.variant, 0, static_cast<int>(variants.size()) - 1);
    const Variant& v = *variants[static_cast<std::size_t>(f.variant)];
    const auto sizes = v.table_sizes();

    const bool text_was_active = ImGui::GetIO().WantTextInput;  // the first Escape only leaves a field
    ImGui::TextUnformatted(tr("Neuer Abend"));
    ImGui::Separator();
    const float footer = ImGui::GetFrameHeightWithSpacing() * (f.error.empty() ? 1.3f : 3.3f);
    ImGui::BeginChild("##newevening", ImVec2(0.0f, -footer), false);
    const float fs = ImGui::GetFontSize();
    if (ImGui::BeginTable("##setup", 2, ImGuiTableFlags_SizingFixedFit)) {
        ImGui::TableSetupColumn("l", ImGuiTableColumnFlags_WidthFixed, fs * 10.0f);
        ImGui::TableSetupColumn("v", ImGuiTableColumnFlags_WidthFixed, fs * 22.0f);

        label_cell(tr("Spiel"));
        ImGui::SetNextItemWidth(-1.0f);
        if (ImGui::BeginCombo("##variant", tr(v.name()).c_str())) {
            for (std::size_t i = 0; i < variants.size(); ++i)
                if (ImGui::Selectable(tr(variants[i]->name()).c_str(), static_cast<int>(i) == f.variant) && static_cast<int>(i) != f.variant) {
                    f.variant = static_cast<int>(i);
                    reset_house_rules(f);
                }
            ImGui::EndCombo();
        }

        label_cell(tr("Titel"));
        if (s.focus_new_evening) {
            ImGui::SetKeyboardFocusHere();
            s.focus_new_evening = false;
        }
        ImGui::SetNextItemWidth(-1.0f);
        ImGui::InputTextWithHint("##title", tr("z. B. Donnerstagsrunde"), &f.title);

        label_cell(tr("Datum"));
        ImGui::SetNextItemWidth(fs * 8.0f);
        ImGui::InputTextWithHint("##date", tr("JJJJ-MM-TT"), &f.date);

        label_cell(tr("Personen am Tisch"));
        ImGui::AlignTextToFramePadding();
        for (int size : sizes) {
            if (size != sizes.front()) ImGui::SameLine();
            const std::string label = std::to_string(size) + (size > v.active_players() ? tr(" (mit König)") : "");
            if (ImGui::RadioButton(label.c_str(), f.table_size == size)) f.table_size = size;
        }
        if (std::find(sizes.begin(), sizes.end(), f.table_size) == sizes.end() && !sizes.empty()) f.table_size = sizes.back();
        f.players.resize(static_cast<std::size_t>(std::max(f.table_size, 1)));
        if (f.first_dealer >= f.table_size) f.first_dealer = 0;

        ImGui::EndTable();
    }
    ImGui::TextDisabled("%s", tr("Die Spieler in Spielrichtung (gegen den Uhrzeigersinn) eintragen:"));
    if (ImGui::BeginTable("##seats", 2, ImGuiTableFlags_SizingFixedFit)) {
        ImGui::TableSetupColumn("l", ImGuiTableColumnFlags_WidthFixed, fs * 10.0f);
        ImGui::TableSetupColumn("v", ImGuiTableColumnFlags_WidthFixed, fs * 22.0f);
        for (int i = 0; i < f.table_size; ++i) {
            const std::string label = trf("Platz {}", i + 1);
            label_cell(label.c_str());
            ImGui::SetNextItemWidth(-1.0f);
            ImGui::PushID(i);
            ImGui::InputTextWithHint("##name", tr("Name"), &f.players[static_cast<std::size_t>(i)]);
            ImGui::PopID();
        }

        label_cell(tr("Erster Geber"));
        {
            auto name_of = [&](int i) {
                const std::string& n = f.players[static_cast<std::size_t>(i)];
                return n.empty() ? trf("Platz {}", i + 1) : n;
            };
            ImGui::SetNextItemWidth(-1.0f);
            if (ImGui::BeginCombo("##firstdealer", name_of(f.first_dealer).c_str())) {
                for (int i = 0; i < f.table_size; ++i)
                    if (ImGui::Selectable(name_of(i).c_str(), i == f.first_dealer)) f.first_dealer = i;
                ImGui::EndCombo();
            }
        }

        const std::string stake_label = trf("Einsatz je {}", unit_singular(v));
        label_cell(stake_label.c_str());
        ImGui::SetNextItemWidth(fs * 6.0f);
        ImGui::InputTextWithHint("##stake", "0,10", &f.stake);
        ImGui::SameLine();
        ImGui::TextUnformatted(tr("Währung"));
        ImGui::SameLine();
        ImGui::SetNextItemWidth(fs * 4.0f);
        ImGui::InputText("##currency", &f.currency);
        ImGui::EndTable();
    }

    ImGui::Spacing();
    ImGui::TextUnformatted(tr("Hausregeln"));
    ImGui::SameLine();
    ui::help_marker(tr("Jede offene Wahl der Regeln. Ein Klick auf das Kürzel (z. B. „tapp A2“) zeigt, was die Regel sagt; der Standard ist markiert. Die Maus über einem Titel zeigt, was die Regel ändert."));
    draw_preset_panel(s);
    if (ImGui::BeginTable("##rules", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
        ImGui::TableSetupColumn("l", ImGuiTableColumnFlags_WidthFixed, fs * 22.0f);
        ImGui::TableSetupColumn("v", ImGuiTableColumnFlags_WidthFixed, fs * 32.0f);
        for (const SettingSpec& spec : v.settings()) draw_house_rule(s, f, spec);
        ImGui::EndTable();
    }
    ImGui::EndChild();

    ImGui::Separator();
    if (!f.error.empty()) ui::wrapped_coloured(ui::kRed, f.error);
    if (ImGui::Button(tr("Abend anlegen (Strg+Enter)")) ||
        (ui::ctrl() && (ui::pressed(ui::keys::kEnter) || ui::pressed(ui::keys::kKeypadEnter))))
        create_evening_from_form(s);
    ImGui::SameLine();
    if (ImGui::Button(tr("Abbrechen (Esc)")) || (ui::pressed(ui::keys::kEscape) && !text_was_active && !ImGui::IsAnyItemActive() && !s.rule_window.open &&
                                                 !ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId))) show_evening_list(s);
}

}  // namespace tarock::app
