// "What if", the statistics across evenings and the export of the open evening. Figures come
// from what_if(), player_statistics() and the report formatting shared with the command line.
#include <algorithm>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/actions_internal.hpp"
#include "report/sheet.hpp"
#include "session/session_file.hpp"

namespace tarock::app {

using detail::guarded;
using detail::set_status;

void refresh_what_if(AppState& s, int row) {
    WhatIfPanel& w = s.what_if;
    w = WhatIfPanel{};
    w.row = row;
    if (!s.evening || row < 0 || row >= static_cast<int>(s.evening->hands.size()) || !s.entry.form) return;
    const Json changed = s.entry.form->to_json(s.evening->players, s.entry.rotation_dealer);
    try {
        w.result = what_if(*s.evening, static_cast<std::size_t>(row), changed);
    } catch (const InputError& e) {
        w.refusal = e;
    }
}

void show_statistics(AppState& s) {
    if (!s.db) return;
    s.stats = StatsData{};
    std::vector<Evening> evenings;
    guarded(s.stats.error, [&] {
        std::vector<EveningSummary> list = s.db->list_evenings();
        std::reverse(list.begin(), list.end());  // oldest first: the result over time
        for (const EveningSummary& e : list) {
            evenings.push_back(s.db->load_evening(e.id));
            s.stats.evening_labels.push_back(e.title.empty() ? e.date : e.date + " " + e.title);
        }
        s.stats.players = player_statistics(evenings);
        s.stats.currency = evenings.empty() ? std::string("EUR") : evenings.front().stake.currency;
    });
    s.screen = Screen::Statistics;
}

std::string default_export_path(const AppState& s, ExportKind kind) {
    const char* ext = kind == ExportKind::Csv ? ".csv" : kind == ExportKind::Html ? ".html" : ".json";
    namespace fs = std::filesystem;
    const fs::path folder = fs::path(s.db_path.empty() ? Database::default_path() : s.db_path).parent_path();
    std::string name = "abend";
    if (s.evening) {
        name = s.evening->date;
        if (!s.evening->title.empty()) name += "-" + s.evening->title;
    }
    for (char& c : name)
        if (c == '/' || c == '\\' || c == ' ' || c == ':') c = '_';
    return (folder / (name + ext)).string();
}

bool export_evening(AppState& s, ExportKind kind, const std::string& path) {
    if (!s.evening || !s.result) return false;
    std::string err;
    const bool ok = guarded(err, [&] {
        if (kind == ExportKind::Json) {
            write_session_file(path, {*s.evening});
            return;
        }
        // In the window's language, as the command line writes them with --lang.
        const std::string text = kind == ExportKind::Csv ? report::table_csv(*s.evening, *s.result, s.ui.language)
                                                         : report::settlement_html(*s.evening, *s.result, s.ui.language);
        std::ofstream f(path, std::ios::binary);
        if (!f || !(f << text) || !f.flush()) throw std::runtime_error(trf("Die Datei '{}' kann nicht geschrieben werden.", path));
    });
    set_status(s, ok ? trf("Gespeichert unter {}", path) : err, !ok);
    return ok;
}

}  // namespace tarock::app
