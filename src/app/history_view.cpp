// The history of a hand (every revision) and the deleted hands of the evening.
#include <cstdio>
#include <ctime>

#include <fmt/format.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/ui.hpp"
#include "app/views.hpp"

namespace tarock::app {

namespace {

const char* action_text(const std::string& a) {
    if (a == "create") return tr("eingetragen");
    if (a == "correct") return tr("korrigiert");
    if (a == "delete") return tr("gelöscht");
    if (a == "restore") return tr("wiederhergestellt");
    return a.c_str();
}

/// "2026-11-19T21:04:05Z" (UTC) -> "19.11.2026 22:04" in local time (English: "2026-11-19 22:04");
/// other text unchanged.
std::string time_de(const std::string& iso) {
    std::tm tm{};
    if (std::sscanf(iso.c_str(), "%d-%d-%dT%d:%d:%d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
        return iso;
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    const std::time_t t = timegm(&tm);
    std::tm local{};
    localtime_r(&t, &local);
    char buf[32];
    std::strftime(buf, sizeof buf, tr("%d.%m.%Y %H:%M"), &local);
    return buf;
}

/// The number the scoreboard gives hand `hand_id` now (played_number(): 0 for a record without
/// a deal); for a deleted hand its place when it was stored (`position`, 1-based).
int hand_number(const AppState& s, std::int64_t hand_id, int position) {
    const auto& hands = s.evening->hands;
    for (std::size_t i = 0; i < hands.size(); ++i)
        if (hands[i].id == hand_id) return s.result ? played_number(*s.result, static_cast<int>(i)) : static_cast<int>(i) + 1;
    return position;
}

std::string summary(const AppState& s, const Json& inputs) {
    if (s.entry.form) return s.entry.form->summarize(inputs, s.evening->players);
    return inputs.dump();
}

/// A revision's inputs in words, its note after them in parentheses.
std::string inputs_and_note(const AppState& s, const HandRevision& r) {
    return summary(s, r.inputs) + (r.note.empty() ? "" : "  (" + r.note + ")");
}

}  // namespace

void draw_history(AppState& s) {
    if (!s.evening) return;
    const Evening& e = *s.evening;
    // The Verlauf follows the sheet: a hand selected since the history was read (also while
    // another panel was in front) shows its own versions, not those of the hand before.
    const std::int64_t selected = selected_hand(s);
    if (selected != 0 && waiting_seq(selected) != 0) {  // a hand still waiting for the server has no versions yet
        ImGui::TextDisabled("%s", tr("Diese Hand wartet noch auf den Server und hat noch keinen Verlauf."));
        return;
    }
    if (selected != 0 && (selected != s.history_selection || s.history_hand == 0)) show_hand_history(s, selected);
    if (s.history_hand == 0) {
        ImGui::TextDisabled("%s", tr("Eine Hand wählen und „Verlauf“ drücken."));
    } else {
        int row = -1;
        for (std::size_t i = 0; i < e.hands.size(); ++i)
            if (e.hands[i].id == s.history_hand) row = static_cast<int>(i);
        if (row >= 0 && s.result) ImGui::TextUnformatted(trf("Verlauf: {}", row_title(*s.result, row)).c_str());
        else ImGui::TextUnformatted(tr("Verlauf einer gelöschten Hand"));
        // Three columns, the inputs as wide as the rest leaves (their words whole at 1024×700 with
        // the large font): the note after them, the restore button under them.
        if (ImGui::BeginTable("##history", 3, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
            ImGui::TableSetupColumn(tr("Zeit"), ImGuiTableColumnFlags_WidthFixed);    // as wide as its times
            ImGui::TableSetupColumn(tr("Aktion"), ImGuiTableColumnFlags_WidthFixed);  // and its words
            ImGui::TableSetupColumn(tr("Eingaben"), ImGuiTableColumnFlags_WidthStretch);
            ImGui::TableHeadersRow();
            const int newest = s.history.empty() ? 0 : s.history.back().revision;
            for (const HandRevision& r : s.history) {
                ImGui::PushID(r.revision);
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(time_de(r.created_at).c_str());
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(action_text(r.action));
                ImGui::TableNextColumn();
                ImGui::TextWrapped("%s", inputs_and_note(s, r).c_str());
                // Any earlier revision can be brought back; it becomes the newest one.
                if (r.revision != newest && r.action != "delete") {
                    ImGui::BeginDisabled(e.closed);
                    if (ImGui::SmallButton(tr("Diese Fassung wiederherstellen"))) restore_revision(s, r.hand_id, r.revision);
                    ImGui::EndDisabled();
                }
                ImGui::PopID();
            }
            ImGui::EndTable();
        }
    }
    ImGui::Spacing();
    if (ImGui::CollapsingHeader(tr_id("Verlauf des ganzen Abends", "evening_history").c_str())) {
        if (s.evening_revisions_version != s.evening_version && s.db) {
            try {
                s.evening_revisions = s.db->evening_history(e.id);
            } catch (const DatabaseError& err) {
                s.status = Status{error_text(err), true};
            }
            s.evening_revisions_version = s.evening_version;
        }
        if (ImGui::BeginTable("##evening_history", 4, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
            const float fs = ImGui::GetFontSize();
            ImGui::TableSetupColumn(tr("Zeit"), ImGuiTableColumnFlags_WidthFixed);  // as wide as its times
            ImGui::TableSetupColumn(tr("Hand"), ImGuiTableColumnFlags_WidthFixed, fs * 3.0f);
            ImGui::TableSetupColumn(tr("Aktion"), ImGuiTableColumnFlags_WidthFixed, fs * 6.5f);
            ImGui::TableSetupColumn(tr("Eingaben"), ImGuiTableColumnFlags_WidthStretch);
            ImGui::TableHeadersRow();
            // Newest first: what was changed last is what a dispute is usually about.
            for (auto it = s.evening_revisions.rbegin(); it != s.evening_revisions.rend(); ++it) {
                const HandRevision& r = *it;
                ImGui::PushID(static_cast<int>(it - s.evening_revisions.rbegin()));
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                if (ImGui::Selectable(time_de(r.created_at).c_str(), false, ImGuiSelectableFlags_SpanAllColumns)) show_hand_history(s, r.hand_id);
                ImGui::TableNextColumn();
                const int number = hand_number(s, r.hand_id, r.position);
                ImGui::TextUnformatted(number > 0 ? std::to_string(number).c_str() : "\xE2\x80\x94");  // no deal: no number
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(action_text(r.action));
                ImGui::TableNextColumn();
                ImGui::TextWrapped("%s", inputs_and_note(s, r).c_str());
                ImGui::PopID();
            }
            ImGui::EndTable();
        }
    }
    ImGui::Separator();
    if (s.deleted.empty()) {
        ImGui::TextDisabled("%s", tr("Keine gelöschten Hände."));
        return;
    }
    ImGui::TextUnformatted(trf("Gelöschte Hände ({})", s.deleted.size()).c_str());
    for (const HandRevision& r : s.deleted) {
        ImGui::PushID(static_cast<int>(r.hand_id));
        ImGui::BeginDisabled(e.closed);
        if (ImGui::SmallButton(tr("Wiederherstellen"))) restore_hand(s, r.hand_id);
        ImGui::EndDisabled();
        ImGui::SameLine();
        if (ImGui::SmallButton(tr_id("Verlauf", "history").c_str())) show_hand_history(s, r.hand_id);
        ImGui::SameLine();
        ImGui::BeginDisabled(e.closed);
        if (ImGui::SmallButton(tr("Endgültig entfernen ..."))) s.confirm_purge_hand = r.hand_id;
        ImGui::EndDisabled();
        ImGui::SameLine();
        const int number = hand_number(s, r.hand_id, r.position);
        const std::string place = number > 0 ? trf("Hand {}: ", number) : std::string();
        const std::string when = trf("gelöscht {}", time_de(r.created_at)) + (r.note.empty() ? "" : ", " + r.note);
        ImGui::TextWrapped("%s%s (%s)", place.c_str(), summary(s, r.inputs).c_str(), when.c_str());
        ImGui::PopID();
    }
    if (s.confirm_purge_hand != 0) ImGui::OpenPopup("###purge_hand");
    if (ImGui::BeginPopupModal(tr_id("Hand endgültig entfernen?", "purge_hand").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        ImGui::TextUnformatted(tr("Die gelöschte Hand wird mit ihrem ganzen Verlauf aus der Datenbank entfernt."));
        ImGui::TextColored(ui::kRed, "%s", tr("Das kann nicht rückgängig gemacht werden."));
        if (ImGui::Button(tr("Endgültig entfernen"))) {
            purge_hand(s, s.confirm_purge_hand);
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ImGui::Button(tr("Abbrechen")) || ui::pressed(ui::keys::kEscape)) {
            s.confirm_purge_hand = 0;
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndPopup();
    }
}

}  // namespace tarock::app
