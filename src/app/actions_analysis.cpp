// "What if", the statistics across evenings and the export of the open evening. Figures come
// from what_if(), player_statistics() and the report formatting shared with the command line.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>
#include <utf8proc.h>

#include "app/actions.hpp"
#include "app/lang.hpp"
#include "app/actions_internal.hpp"
#include "report/sheet.hpp"
#include "report/tournament_report.hpp"
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

void show_tournament(AppState& s, std::int64_t id) {
    if (!s.db) return;
    s.tournament = TournamentData{};
    TournamentData& d = s.tournament;
    guarded(d.error, [&] {
        const std::vector<tournament::Cup> cups = s.db->list_cups();
        std::vector<tournament::Tournament> all;
        for (const tournament::Cup& cup : cups)
            for (std::int64_t t : s.db->list_tournaments(cup.id)) {
                all.push_back(s.db->load_tournament(t));
                const tournament::Tournament& tt = all.back();
                d.list.emplace_back(t, tt.date + (tt.title.empty() ? "" : " " + tt.title) + " (" + cup.name + ")");
            }
        d.cups = cups.size();
        d.roster = s.db->list_roster();
        if (cups.empty()) return;
        d.cup = cups.back();
        if (!d.list.empty()) {
            if (id == 0) id = d.list.back().first;
            d.shown = s.db->load_tournament(id);
            d.cup = s.db->load_cup(d.shown->cup_id);
            d.standing = tournament::standing(*d.shown, d.cup, d.roster);
        }
        d.season = tournament::season_standing(d.cup, all, d.roster);
    });
    s.screen = Screen::Tournament;
}

void show_statistics(AppState& s) {
    if (!s.db) return;
    s.stats = StatsData{};
    guarded(s.stats.error, [&] {
        // Oldest first (the result over time), from the figures the database keeps of each evening.
        std::vector<EveningFigures> figures;
        std::vector<std::string> currencies;
        for (EveningStatistics& e : s.db->evening_statistics()) {
            ++s.stats.evenings;
            currencies.push_back(e.currency);
            figures.push_back(std::move(e.figures));
        }
        s.stats.by_currency = statistics_by_currency(figures, currencies);
    });
    s.screen = Screen::Statistics;
}

namespace {

const char* extension(ExportKind kind) {
    switch (kind) {
        case ExportKind::Csv:
        case ExportKind::RankingCsv:
        case ExportKind::CupStandingCsv: return "csv";
        case ExportKind::Json: return "json";
        default: return "html";
    }
}

bool is_tournament_page(ExportKind kind) {
    return kind == ExportKind::TableCards || kind == ExportKind::Ranking || kind == ExportKind::RankingCsv || kind == ExportKind::CupStanding ||
           kind == ExportKind::CupStandingCsv;
}

bool is_cup_page(ExportKind kind) { return kind == ExportKind::CupStanding || kind == ExportKind::CupStandingCsv; }

/// Writes `text` to `path`; throws (a text in the window's language) when it cannot.
void write_text(const std::string& path, const std::string& text) {
    std::ofstream f(path, std::ios::binary);
    if (!f || !(f << text) || !f.flush()) throw std::runtime_error(trf("Die Datei '{}' kann nicht geschrieben werden.", path));
}

/// After an export of `kind` to `path` (`ok`, else `err`): the status line, the folder
/// remembered, the browser offered for an HTML page.
bool exported(AppState& s, ExportKind kind, const std::string& path, bool ok, const std::string& err) {
    set_status(s, ok ? trf("Gespeichert unter {}", path) : err, !ok);
    if (!ok) return false;
    namespace fs = std::filesystem;
    const std::string folder = fs::absolute(fs::path(path)).parent_path().string();
    std::string ignored;  // a folder not remembered only loses the convenience
    if (s.db) guarded(ignored, [&] { s.db->set_setting("export_folder", folder); });
    s.export_dialog.offer_open = std::string(extension(kind)) == "html" ? fs::absolute(fs::path(path)).string() : std::string();
    s.export_dialog.offered = kind;
    return true;
}

/// `text` in ASCII: German umlauts and ß written out, other letters without their accents
/// (utf8proc: decomposed, marks stripped); what is still not ASCII stays for the caller.
std::string without_accents(std::string text) {
    static const std::pair<const char*, const char*> kWrittenOut[] = {
        {"\xC3\xA4", "ae"}, {"\xC3\xB6", "oe"}, {"\xC3\xBC", "ue"}, {"\xC3\x9F", "ss"},
        {"\xC3\x84", "Ae"}, {"\xC3\x96", "Oe"}, {"\xC3\x9C", "Ue"}};
    for (const auto& [from, to] : kWrittenOut)
        for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at)) text.replace(at, 2, to);
    utf8proc_uint8_t* stripped = nullptr;
    const auto len = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(text.c_str()), 0, &stripped,
                                  static_cast<utf8proc_option_t>(UTF8PROC_NULLTERM | UTF8PROC_STABLE | UTF8PROC_DECOMPOSE | UTF8PROC_STRIPMARK));
    if (len < 0) return text;
    std::string out(reinterpret_cast<const char*>(stripped), static_cast<std::size_t>(len));
    std::free(stripped);
    return out;
}

}  // namespace

std::string export_file_name(const std::string& date, const std::string& title, ExportKind kind) {
    std::string name;
    bool gap = false;  // a run of '-' and unsafe characters becomes one '-'
    for (const char c : without_accents(date + " " + title)) {
        const bool kept = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
        if (!kept) {
            gap = true;
            continue;
        }
        if (gap && !name.empty()) name += '-';
        name += c;
        gap = false;
    }
    while (!name.empty() && (name.back() == '.' || name.back() == '-')) name.pop_back();
    while (!name.empty() && name.front() == '.') name.erase(0, 1);  // no hidden file
    return (name.empty() ? std::string("abend") : name) + "." + extension(kind);
}

std::string export_folder(const AppState& s) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (s.db) {
        std::optional<std::string> remembered;
        std::string err;
        guarded(err, [&] { remembered = s.db->setting("export_folder"); });
        if (remembered && !remembered->empty() && fs::is_directory(*remembered, ec)) return *remembered;
    }
    if (const char* home = std::getenv("HOME"); home && *home && fs::is_directory(home, ec)) return home;
    return fs::path(s.db_path.empty() || Database::is_server(s.db_path) ? Database::default_path() : s.db_path).parent_path().string();
}

std::string default_export_path(const AppState& s, ExportKind kind) {
    std::string name = s.evening ? export_file_name(s.evening->date, s.evening->title, kind) : export_file_name("", "", kind);
    if (is_cup_page(kind) && s.tournament.cups > 0) {
        name = export_file_name("", s.tournament.cup.name + " " + tr("Cupwertung"), kind);
    } else if (is_tournament_page(kind) && s.tournament.shown) {
        const tournament::Tournament& t = *s.tournament.shown;
        const std::string what = kind == ExportKind::TableCards ? trf("Tischkarten Runde {}", s.export_dialog.round) : std::string(tr("Rangliste"));
        name = export_file_name(t.date, t.title.empty() ? what : t.title + " " + what, kind);
    }
    return (std::filesystem::path(export_folder(s)) / name).string();
}

bool export_evening(AppState& s, ExportKind kind, const std::string& path) {
    if (!s.evening || !s.result || is_tournament_page(kind)) return false;
    std::string err;
    const bool ok = guarded(err, [&] {
        if (kind == ExportKind::Json) {
            write_session_file(path, {*s.evening});
            return;
        }
        // In the window's language, as the command line writes them with --lang.
        write_text(path, kind == ExportKind::Csv ? report::table_csv(*s.evening, *s.result, s.ui.language)
                                                 : report::settlement_html(*s.evening, *s.result, s.ui.language));
    });
    return exported(s, kind, path, ok, err);
}

bool export_tournament_page(AppState& s, ExportKind kind, int round, const std::string& path) {
    const TournamentData& d = s.tournament;
    if (!is_tournament_page(kind) || (is_cup_page(kind) ? d.cups == 0 : !d.shown)) return false;
    const Language lang = s.ui.language;
    std::string err;
    const bool ok = guarded(err, [&] {
        switch (kind) {
            case ExportKind::TableCards: write_text(path, report::draw_html(*d.shown, d.cup, round, d.roster, lang)); break;
            case ExportKind::Ranking: write_text(path, report::standing_html(*d.shown, d.cup, d.standing, d.roster, lang)); break;
            case ExportKind::RankingCsv: write_text(path, report::standing_csv(*d.shown, d.standing, d.roster, lang)); break;
            case ExportKind::CupStanding: write_text(path, report::season_html(d.cup, d.season, lang)); break;
            case ExportKind::CupStandingCsv: write_text(path, report::season_csv(d.season, lang)); break;
            default: break;
        }
    });
    return exported(s, kind, path, ok, err);
}

void begin_export(AppState& s, ExportKind kind, int round) {
    const TournamentData& t = s.tournament;
    if (is_cup_page(kind) ? t.cups == 0
        : is_tournament_page(kind)
            ? !t.shown || (kind == ExportKind::TableCards && (round < 1 || round > static_cast<int>(t.shown->rounds.size())))
            : !s.evening || !s.result)
        return;
    s.export_dialog = ExportDialog{};
    s.export_dialog.kind = kind;
    s.export_dialog.round = round;
    s.export_dialog.path = default_export_path(s, kind);
    s.export_dialog.typed = !s.native_dialogs;
}

bool finish_export(AppState& s) {
    ExportDialog& d = s.export_dialog;
    if (!d.kind) return false;
    if (d.path.empty()) {
        d.error = tr("Bitte einen Dateinamen eingeben.");
        return false;
    }
    if (!(is_tournament_page(*d.kind) ? export_tournament_page(s, *d.kind, d.round, d.path) : export_evening(s, *d.kind, d.path))) {
        d.error = s.status.text;
        return false;
    }
    ExportDialog after;
    after.offer_open = d.offer_open;
    after.offered = d.offered;
    d = std::move(after);
    return true;
}

void cancel_export(AppState& s) { s.export_dialog = ExportDialog{}; }

}  // namespace tarock::app
