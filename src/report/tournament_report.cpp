#include "report/tournament_report.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/translations.hpp"
#include "report/sheet.hpp"

namespace tarock::report {

namespace {

using tournament::Cup;
using tournament::Player;
using tournament::Tournament;

/// A table of text cells, written once as text, CSV or HTML. Columns from `first_number` on are
/// numbers (right-aligned; CSV cells as they are), the others text (csv_text_cell).
struct Grid {
    std::vector<std::string> head;
    std::vector<std::vector<std::string>> rows;
    std::size_t first_number = 1;

    std::string text(std::string_view indent) const {
        std::vector<std::size_t> width(head.size(), 0);
        for (std::size_t c = 0; c < head.size(); ++c) width[c] = display_width(head[c]);
        for (const auto& r : rows)
            for (std::size_t c = 0; c < r.size(); ++c) width[c] = std::max(width[c], display_width(r[c]));
        std::string out;
        auto line = [&](const std::vector<std::string>& r) {
            std::string l(indent);
            for (std::size_t c = 0; c < r.size(); ++c) {
                if (c > 0) l += "  ";
                l += c < first_number ? pad_right(r[c], width[c]) : pad_left(r[c], width[c]);
            }
            while (!l.empty() && l.back() == ' ') l.pop_back();
            out += l + "\n";
        };
        line(head);
        for (const auto& r : rows) line(r);
        return out;
    }
    std::string csv(Lang lang) const {
        auto cells = [&](const std::vector<std::string>& r) {
            std::vector<std::string> c;
            for (std::size_t i = 0; i < r.size(); ++i) c.push_back(i < first_number ? csv_text_cell(r[i]) : r[i]);
            return csv_row(c, lang);
        };
        std::string out = cells(head);
        for (const auto& r : rows) out += cells(r);
        return out;
    }
    /// The table with its head in <thead>, so that a printer repeats it on every page.
    std::string html() const {
        std::string out = "<table>\n<thead><tr>";
        for (const std::string& h : head) out += "<th>" + html_escape(h) + "</th>";
        out += "</tr></thead>\n<tbody>\n";
        for (const auto& r : rows) {
            out += "<tr>";
            for (std::size_t c = 0; c < r.size(); ++c) {
                const bool num = c >= first_number;
                const bool neg = num && !r[c].empty() && r[c][0] == '-';
                out += std::string("<td") + (num ? neg ? " class=\"num neg\"" : " class=\"num\"" : "") + ">" + html_escape(r[c]) + "</td>";
            }
            out += "</tr>\n";
        }
        return out + "</tbody>\n</table>\n";
    }
    /// {"head", "rows", "numbers_from"} for the live page (texts as they are: the page sets them
    /// as text, never as markup).
    Json json() const { return Json{{"head", head}, {"rows", rows}, {"numbers_from", first_number}}; }
};

const Player* find_player(const std::vector<Player>& roster, tournament::PlayerId id) {
    for (const Player& p : roster)
        if (p.id == id) return &p;
    return nullptr;
}

std::string club_of(const std::vector<Player>& roster, tournament::PlayerId id) {
    const Player* p = find_player(roster, id);
    return p ? p->club : "";
}

const tournament::Round& round_of(const Tournament& t, int round) {
    if (round < 1 || round > static_cast<int>(t.rounds.size()))
        throw InputError("round", {}, Text{"Runde " + std::to_string(round) + " ist nicht ausgelost.", "round " + std::to_string(round) + " has not been drawn"});
    return t.rounds[static_cast<std::size_t>(round - 1)];
}

std::string round_title(const Tournament& t, int round, Lang lang) {
    return (t.title.empty() ? std::string() : t.title + " · ") + t.date + " · " + in_language(lang, "Runde ", "Round ", "Krog ", "Forduló ") + std::to_string(round);
}

/// "Tisch 3": table `k` (0-based).
std::string table_name(std::size_t k, Lang lang) { return in_language(lang, "Tisch ", "Table ", "Miza ", "Asztal ") + std::to_string(k + 1); }

/// "4 Spieler, 16 Spiele": a table of `size` and the hands it plays in the cup.
std::string table_size(const Cup& cup, std::size_t size, Lang lang) {
    const int hands = size == 5 ? cup.hands_5 : cup.hands_4;
    return std::to_string(size) + in_language(lang, " Spieler, ", " players, ", " igralcev, ", " játékos, ") + std::to_string(hands) +
           in_language(lang, " Spiele", " hands", " iger", " leosztás");
}

std::string table_heading(const Cup& cup, std::size_t k, std::size_t size, Lang lang) {
    return table_name(k, lang) + " (" + table_size(cup, size, lang) + ")";
}

/// The print style of every tournament page: A4, 10 pt (a ranking's columns fit the width), the
/// first column (a place such as "10 (Los)", a seat, a name) never broken over two lines, and
/// room for the right border of a table as wide as the page (the printer clips it otherwise).
const char* const kPageStyle = "<style>@page{size:A4;margin:15mm}td:first-child{white-space:nowrap}@media print{body{padding-right:4px;font-size:10pt}}</style>\n";

/// The table cards in print: one A4 page per card, the table's number large enough to be read
/// from the door, the names large (a long name or club wraps at its blanks and hyphens, never
/// past the page's edge); the page's own heading is on every card instead.
const char* const kCardStyle =
    "<style>.card{border:2px solid #111;padding:.6em 1em;margin:1em 0;break-inside:avoid}.card .round{margin:0;color:#444}"
    ".card h2{font-size:2em;margin:.2em 0 0}.card .size{margin:0 0 .6em}"
    "@media print{h1{display:none}.card{break-after:page;border:none;padding:0;margin:0;font-size:18pt}.card h2{font-size:54pt}"
    ".card td,.card th{padding:.3em .5em}}</style>\n";

Grid table_card(const tournament::Round& r, std::size_t k, const std::vector<Player>& roster, Lang lang) {
    Grid g{{in_language(lang, "Sitz", "Seat", "Sedež", "Hely"), in_language(lang, "Spieler", "Player", "Igralec", "Játékos"),
            in_language(lang, "Verein", "Club", "Klub", "Klub")},
           {},
           3};
    for (std::size_t seat = 0; seat < r.tables[k].size(); ++seat) {
        const auto id = r.tables[k][seat];
        g.rows.push_back({std::to_string(seat + 1), player_name(roster, id), club_of(roster, id)});
    }
    return g;
}

Grid by_name(const tournament::Round& r, const std::vector<Player>& roster, Lang lang) {
    Grid g{{in_language(lang, "Spieler", "Player", "Igralec", "Játékos"), in_language(lang, "Verein", "Club", "Klub", "Klub"),
            in_language(lang, "Tisch", "Table", "Miza", "Asztal"), in_language(lang, "Sitz", "Seat", "Sedež", "Hely")},
           {},
           2};
    for (std::size_t k = 0; k < r.tables.size(); ++k)
        for (std::size_t seat = 0; seat < r.tables[k].size(); ++seat) {
            const auto id = r.tables[k][seat];
            g.rows.push_back({player_name(roster, id), club_of(roster, id), std::to_string(k + 1), std::to_string(seat + 1)});
        }
    std::sort(g.rows.begin(), g.rows.end());
    return g;
}

Grid standing_grid(const Tournament& t, const tournament::Standing& st, const std::vector<Player>& roster, Lang lang) {
    Grid g{{in_language(lang, "Platz", "Place", "Mesto", "Hely"), in_language(lang, "Spieler", "Player", "Igralec", "Játékos"),
            in_language(lang, "Verein", "Club", "Klub", "Klub")},
           {},
           3};
    for (std::size_t r = 0; r < t.rounds.size(); ++r) g.head.push_back("R" + std::to_string(r + 1));
    for (const char* h : {"Schrift", "Kontra"}) g.head.push_back(h);
    g.head.push_back(in_language(lang, "Geld", "Money", "Denar", "Pénz"));
    g.head.push_back(in_language(lang, "Cuppunkte", "Cup points", "Točke pokala", "Kupapont"));
    for (std::size_t i = 0; i < st.ranking.size(); ++i) {
        const Placing& p = st.ranking[i];
        const tournament::PlayerId id = st.ids[p.entrant];
        std::vector<std::string> row{std::to_string(p.place) + (p.shared ? "=" : "") + (p.by_lot ? in_language(lang, " (Los)", " (lot)", " (žreb)", " (sorsolás)") : ""),
                                     st.entrants[p.entrant].name, club_of(roster, id)};
        for (const auto& rr : st.entrants[p.entrant].rounds) row.push_back(rr ? rr->schrift.to_signed_string() : "");
        row.push_back(p.schrift.to_signed_string());
        row.push_back(p.kontra().to_signed_string());
        row.push_back(p.geld.to_signed_string());
        row.push_back(std::to_string(st.cup_points[i]));
        g.rows.push_back(std::move(row));
    }
    return g;
}

Grid season_grid(const std::vector<tournament::SeasonLine>& lines, Lang lang) {
    Grid g{{in_language(lang, "Platz", "Place", "Mesto", "Hely"), in_language(lang, "Spieler", "Player", "Igralec", "Játékos"),
            in_language(lang, "Cuppunkte", "Cup points", "Točke pokala", "Kupapont"), in_language(lang, "Turniere", "Tournaments", "Turnirji", "Versenyek"),
            "Schrift"},
           {},
           2};
    for (const auto& l : lines)
        g.rows.push_back({std::to_string(l.place) + (l.shared ? "=" : ""), l.name, std::to_string(l.points), std::to_string(l.tournaments),
                          l.schrift.to_signed_string()});
    return g;
}

std::string sheets_line(const tournament::Standing& st, Lang lang) {
    return in_language(lang, "Blätter: ", "Sheets: ", "Listi: ", "Lapok: ") + std::to_string(st.sheets) + " / " + std::to_string(st.tables) +
           (st.stopped_early > 0 ? in_language(lang, ", vorzeitig beendet: ", ", stopped early: ", ", predčasno končani: ", ", idő előtt befejezve: ") +
                                       std::to_string(st.stopped_early)
                                 : std::string());
}

}  // namespace

std::string tie_break_text(TieBreak t, Lang lang) {
    switch (t) {
        case TieBreak::Shared: return in_language(lang, "Summe, Gleichstand geteilt", "sum, ties shared", "vsota, izenačenje deljeno", "összeg, holtverseny megosztott");
        case TieBreak::BestRound: return in_language(lang, "Summe, dann beste Runde", "sum, then best round", "vsota, nato najboljši krog", "összeg, majd a legjobb forduló");
        case TieBreak::Tirol:
            return in_language(lang, "Summe, bessere Runden, Tischplätze, Los", "sum, better rounds, table places, lot", "vsota, boljši krogi, mesta za mizo, žreb",
                               "összeg, jobb fordulók, asztali helyezések, sorsolás");
    }
    return "";
}

std::string draw_text(const Tournament& t, const Cup& cup, int round, const std::vector<Player>& roster, Lang lang) {
    const tournament::Round& r = round_of(t, round);
    std::string out = round_title(t, round, lang) + "\n";
    for (std::size_t k = 0; k < r.tables.size(); ++k)
        out += "\n" + table_heading(cup, k, r.tables[k].size(), lang) + "\n" + table_card(r, k, roster, lang).text("  ");
    out += in_language(lang, "\nNach Namen\n", "\nBy name\n", "\nPo imenih\n", "\nNév szerint\n") + by_name(r, roster, lang).text("  ");
    return out;
}

std::string draw_html(const Tournament& t, const Cup& cup, int round, const std::vector<Player>& roster, Lang lang) {
    const tournament::Round& r = round_of(t, round);
    const std::string title = round_title(t, round, lang);
    std::string out = html_begin(title, lang) + kPageStyle + kCardStyle;
    for (std::size_t k = 0; k < r.tables.size(); ++k)
        out += "<div class=\"card\">\n<p class=\"round\">" + html_escape(title) + "</p>\n<h2>" + html_escape(table_name(k, lang)) + "</h2>\n<p class=\"size\">" +
               html_escape(table_size(cup, r.tables[k].size(), lang)) + "</p>\n" + table_card(r, k, roster, lang).html() + "</div>\n";
    out += "<h2>" + html_escape(std::string(in_language(lang, "Nach Namen", "By name", "Po imenih", "Név szerint")) + " · " + title) + "</h2>\n" + by_name(r, roster, lang).html();
    return out + html_end();
}

std::string standing_text(const Tournament& t, const Cup& cup, const tournament::Standing& st, Lang lang) {
    std::string out = (t.title.empty() ? std::string() : t.title + " · ") + t.date + " · " + cup.name + "\n";
    out += in_language(lang, "Reihung: ", "Ranking: ", "Razvrstitev: ", "Rangsor: ") + tie_break_text(cup.tie_break, lang) + "\n";
    out += sheets_line(st, lang) + "\n\n";
    std::vector<std::string> names;
    for (const Entrant& e : st.entrants) names.push_back(e.name);
    return out + ranking_text(st.ranking, names, lang, "  ", true, &st.cup_points);
}

std::string standing_csv(const Tournament& t, const tournament::Standing& st, const std::vector<Player>& roster, Lang lang) {
    return standing_grid(t, st, roster, lang).csv(lang);
}

std::string standing_html(const Tournament& t, const Cup& cup, const tournament::Standing& st, const std::vector<Player>& roster, Lang lang) {
    std::string out = html_begin((t.title.empty() ? std::string() : t.title + " · ") + t.date, lang) + kPageStyle;
    out += "<p>" + html_escape(cup.name + " · " + tie_break_text(cup.tie_break, lang) + " · " + sheets_line(st, lang)) + "</p>\n";
    return out + standing_grid(t, st, roster, lang).html() + html_end();
}

Json live_json(const Tournament& t, const Cup& cup, const tournament::Standing& st, const std::vector<Player>& roster,
               const std::vector<TableEvening>& evenings, Lang lang) {
    Json j;
    j["title"] = (t.title.empty() ? std::string() : t.title + " · ") + t.date;
    j["subtitle"] = cup.name + " · " + tie_break_text(cup.tie_break, lang) + " · " + sheets_line(st, lang);
    j["ranking_heading"] = translated(lang, "Rangliste##live");
    Json ranking = standing_grid(t, st, roster, lang).json();
    // A phone leaves out Verein, the rounds and Geld (= Schrift + Kontra, both shown).
    Json detail = Json::array({2});
    for (std::size_t r = 0; r < t.rounds.size(); ++r) detail.push_back(3 + r);
    detail.push_back(3 + t.rounds.size() + 2);
    ranking["detail"] = detail;
    j["ranking"] = ranking;
    j["empty"] = st.ranking.empty() ? translated(lang, "Noch kein Blatt eingetragen.##live") : "";
    Json rounds = Json::array();
    for (std::size_t r = t.rounds.size(); r-- > 0;) {
        const int round = static_cast<int>(r) + 1;
        Json tables = Json::array();
        for (std::size_t k = 0; k < t.rounds[r].tables.size(); ++k) {
            const auto& seats = t.rounds[r].tables[k];
            const int table = static_cast<int>(k) + 1;
            const tournament::Sheet* sheet = current_sheet(t, round, table);
            const TableEvening* kept = nullptr;
            for (const TableEvening& e : evenings)
                if (e.round == round && e.table == table && e.evening && e.result) kept = &e;
            std::string state;
            Grid grid;
            if (kept) {
                // The columns in the draw's seat order; the evening keeps its own (evening_sheet).
                grid.head = {translated(lang, "Spiel##live")};
                std::vector<std::string> names;
                for (const auto id : seats) names.push_back(player_name(roster, id));
                grid.head.insert(grid.head.end(), names.begin(), names.end());
                const std::vector<std::size_t> evening_seat = tournament::evening_seats(names, *kept->evening);
                for (const HandRow& row : kept->result->rows) {
                    const auto& amounts = row.written_running.empty() ? row.running : row.written_running;
                    std::vector<std::string> cells{hand_number_text(row)};
                    for (const std::size_t seat : evening_seat) cells.push_back(seat < amounts.size() ? amounts[seat].to_signed_string() : "");
                    grid.rows.push_back(std::move(cells));
                }
                grid.first_number = 1;
                int hands = 0;
                for (const HandRow& row : kept->result->rows) hands = std::max(hands, row.played);
                state = fmt::format(fmt::runtime(translated(lang, "Abend der App, {} Spiele##live")), hands);
            } else if (sheet) {
                grid = table_card(t.rounds[r], k, roster, lang);
                grid.head.push_back("Schrift");
                for (std::size_t seat = 0; seat < grid.rows.size() && seat < sheet->schrift.size(); ++seat) grid.rows[seat].push_back(sheet->schrift[seat].to_signed_string());
                state = translated(lang, "Blatt eingetragen##live");
            } else {
                grid = table_card(t.rounds[r], k, roster, lang);
                state = translated(lang, "offen##live");
            }
            if (sheet && sheet->revision > 1)
                state += fmt::format(fmt::runtime(translated(lang, " · Fassung {}##live")), sheet->revision);
            if (sheet && sheet->stopped_early) state += translated(lang, " · vorzeitig beendet##live");
            Json sheet_json = grid.json();
            sheet_json["detail"] = kept ? Json::array() : Json::array({2});  // a card's Verein
            tables.push_back({{"heading", table_heading(cup, k, seats.size(), lang)}, {"state", state}, {"sheet", sheet_json}});
        }
        rounds.push_back({{"heading", fmt::format(fmt::runtime(translated(lang, "Runde {}##live")), round)}, {"tables", tables}});
    }
    j["rounds"] = rounds;
    return j;
}

std::string season_text(const Cup& cup, const std::vector<tournament::SeasonLine>& lines, Lang lang) {
    return cup.name + "\n\n" + season_grid(lines, lang).text("  ");
}

std::string season_csv(const std::vector<tournament::SeasonLine>& lines, Lang lang) { return season_grid(lines, lang).csv(lang); }

std::string season_html(const Cup& cup, const std::vector<tournament::SeasonLine>& lines, Lang lang) {
    return html_begin(cup.name + " · " + std::string(in_language(lang, "Cupwertung", "Cup standing", "Razvrstitev pokala", "Kupaállás")), lang) + kPageStyle +
           season_grid(lines, lang).html() + html_end();
}

}  // namespace tarock::report
