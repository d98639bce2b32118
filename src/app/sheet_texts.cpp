// The texts of the scoresheet and the explanation, formatted once and kept in AppState::texts:
// a frame that changes nothing draws them without a translation lookup, a format or an
// explanation built again (docs/benchmarks.md, "The window with an evening of 2,000 hands").
#include <algorithm>
#include <unordered_map>

#include "app/actions.hpp"
#include "app/ui.hpp"
#include "core/sources.hpp"
#include "report/rules_book.hpp"

namespace tarock::app {

namespace {

/// book_reference(source), worked out once per source: the book's chapter, heading and page of
/// a rule never change while the program runs.
const Text& book_of(const std::string& source) {
    static std::unordered_map<std::string, Text> books;
    auto it = books.find(source);
    if (it == books.end()) it = books.emplace(source, book_reference(source)).first;
    return it->second;
}

/// Empties the cache when the evening, the language or the sheet's view changed since it was filled.
SheetTextCache& current(AppState& s) {
    SheetTextCache& c = s.texts;
    const bool in_money = sheet_shows_money(s);
    if (c.valid && c.evening_version == s.evening_version && c.language == language() && c.in_money == in_money) return c;
    c = SheetTextCache{};
    c.valid = true;
    c.evening_version = s.evening_version;
    c.language = language();
    c.in_money = in_money;
    return c;
}

}  // namespace

bool sheet_shows_money(const AppState& s) { return !s.result || s.result->written_totals.empty() || s.sheet_in_money; }

HandTexts hand_texts(const Evening& e, const HandResult& r) {
    HandTexts t;
    for (const Posting& p : r.postings) {
        HandTexts::Line line{account_name(e, p.payer) + " \xE2\x86\x92 " + account_name(e, p.payee), p.amount.to_display(), tr(p.reason), {}, {}, p.rule, false};
        if (const std::string rule = p.rule.to_string(); !rule.empty()) {
            line.rule = "[" + rule + "]";
            line.book = tr(book_of(p.rule.source));
            line.linked = !report::sections_of(p.rule.rule).empty();
        }
        t.postings.push_back(std::move(line));
    }
    for (const Text& note : r.notes) t.notes.push_back(trf("Hinweis: {}", tr(note)));
    const int n = static_cast<int>(e.players.size());
    const auto net = r.net(n);
    for (int s = 0; s < n; ++s) {
        const Thirds v = net[static_cast<std::size_t>(s)];
        t.net.push_back({account_name(e, s) + ":", {ui::signed_amount(v), v}});
    }
    if (const Thirds pot = r.pot_change(); !pot.is_zero()) t.net.push_back({account_name(e, kPot) + ":", {ui::signed_amount(pot), pot}});
    return t;
}

SheetRowTexts build_sheet_row_texts(const AppState& s, int i, bool in_money) {
    const Evening& e = *s.evening;
    const EveningResult& r = *s.result;
    const HandRow& row = r.rows.at(static_cast<std::size_t>(i));
    SheetRowTexts t;
    // A corrected hand is marked ✎ under its number with the number of its versions, as the
    // history keeps them (every correction, deletion or restore is a revision): "✎2"; the tooltip
    // says it in words.
    const int revision = static_cast<std::size_t>(i) < e.hands.size() ? e.hands[static_cast<std::size_t>(i)].revision : 1;
    // A record without a deal (the Hut, a chip count) is no hand: "—" instead of a number.
    const int number = played_number(r, i);
    t.number = (number > 0 ? std::to_string(number) : "\xE2\x80\x94") + (revision > 1 ? "\n\xE2\x9C\x8E" + std::to_string(revision) : "");
    if (revision > 1) t.revised = "\n" + trf("\xE2\x9C\x8E korrigiert: {} Fassungen im Verlauf", revision);
    // A hand kept while the server cannot be reached is marked ↑ until it is sent.
    if (static_cast<std::size_t>(i) < e.hands.size() && waiting_seq(e.hands[static_cast<std::size_t>(i)].id) != 0) {
        t.number += "\xE2\x86\x91";
        t.revised = "\n" + std::string(tr("\xE2\x86\x91 wartet auf den Server, gespeichert wird sie, sobald er erreichbar ist"));
    }
    const bool bookkeeping = row.outcome && row.outcome->bookkeeping;
    if (!bookkeeping) t.dealer = account_name(e, row.dealer);
    if (row.error) {
        t.tip = trf("Fehler: {}", refusal_text(s, *row.error));
        t.line = trf("Fehler, nicht gewertet: {}", tr(row.error->message()));
    } else if (row.outcome) {
        const HandOutcome& o = *row.outcome;
        t.tip = tr(shown_summary(o));  // the marks as written on paper before the summary
        t.line = t.tip;                // and their words in the tooltip
        for (const HandMark& m : o.marks) t.tip += "\n" + tr(m.text) + ": " + tr(m.help);
        if (o.struck) t.tip += "\n" + std::string(tr("gestrichen: alle bekommen null; eine Korrektur bringt die Zeile zurück (§7.2)."));
        std::string extra;
        if (row.tour_deal > 0 && r.touren) extra = trf("Tour {} von {}", row.tour_deal, r.touren->deals_total);
        if (row.after_touren) extra = tr("nach den Touren");
        if (!row.pot.is_zero()) extra += (extra.empty() ? "" : " · ") + account_name(e, kPot) + " " + row.pot.to_display();
        t.extra = std::move(extra);
    }
    for (std::size_t p = 0; p < e.players.size(); ++p) {
        if (in_money) {
            t.amounts.push_back(p < row.net.size() ? ui::signed_amount(row.net[p]) : "");
            t.running.push_back(p < row.running.size() ? ui::plain_amount(row.running[p]) : "");
        } else {
            // A sheet kept in points (tarok-si §S11.1): only the declaring party's cells have an entry.
            const std::vector<Thirds>* written = row.outcome ? &row.outcome->result.written : nullptr;
            t.amounts.push_back(written && p < written->size() && !(*written)[p].is_zero() ? ui::signed_amount((*written)[p]) : "");
            t.running.push_back(p < row.written_running.size() ? ui::plain_amount(row.written_running[p]) : "");
        }
    }
    return t;
}

SheetHeadTexts build_sheet_head_texts(const AppState& s, bool in_money) {
    const Evening& e = *s.evening;
    const EveningResult& r = *s.result;
    SheetHeadTexts h;
    h.dealer_mark = std::string(tr("G"));
    h.resting_mark = std::string("K");
    const std::vector<Thirds>* written_now = r.rows.empty() ? nullptr : &r.rows.back().written_running;
    for (std::size_t i = 0; i < e.players.size(); ++i) {
        std::string total = i < r.totals.size() ? ui::signed_amount(r.totals[i]) : "";
        if (!in_money) total = written_now && i < written_now->size() ? ui::signed_amount((*written_now)[i]) : "0";
        const std::string marks = i < r.seat_marks.size() && !r.seat_marks[i].empty() ? " " + r.seat_marks[i] : "";
        h.names.push_back(e.players[i] + marks);
        h.totals.push_back(std::move(total));
        // The widest entry of the column: the hand's amount and the running total, over every row.
        Thirds widest;
        bool thirds = false;
        auto take = [&](Thirds v) {
            widest = std::max(widest, v.abs());
            thirds |= !v.is_whole();
        };
        for (const HandRow& row : r.rows) {
            if (!in_money) {
                if (row.outcome && i < row.outcome->result.written.size()) take(row.outcome->result.written[i]);
                if (i < row.written_running.size()) take(row.written_running[i]);
            } else {
                if (i < row.net.size()) take(row.net[i]);
                if (i < row.running.size()) take(row.running[i]);
            }
        }
        h.widest.push_back(ui::signed_amount(-widest) + (thirds && widest.is_whole() ? "\xE2\x85\x94" : ""));
    }
    return h;
}

const SheetRowTexts& sheet_row_texts(AppState& s, int row) {
    SheetTextCache& c = current(s);
    c.rows.resize(s.result->rows.size());
    std::optional<SheetRowTexts>& t = c.rows.at(static_cast<std::size_t>(row));
    if (!t) t = build_sheet_row_texts(s, row, c.in_money);
    return *t;
}

const SheetHeadTexts& sheet_head_texts(AppState& s) {
    SheetTextCache& c = current(s);
    if (!c.head) c.head = build_sheet_head_texts(s, c.in_money);
    return *c.head;
}

const HandTexts& explanation_texts(AppState& s) {
    SheetTextCache& c = current(s);
    if (!c.explanation || c.explained_row != s.selected_row) {
        const HandRow& row = s.result->rows.at(static_cast<std::size_t>(s.selected_row));
        c.explained_row = s.selected_row;
        // A record without a deal (the Hut, a chip count) has no dealer and nobody rests.
        std::string head = row_title(*s.result, s.selected_row);
        if (!(row.outcome && row.outcome->bookkeeping)) {
            head += trf(" · Geber: {}", account_name(*s.evening, row.dealer));
            if (row.resting) head += trf(" · ruhender König: {}", account_name(*s.evening, *row.resting));
        }
        c.explanation_head = std::move(head);
        c.explanation_summary = row.outcome ? tr(row.outcome->summary) : std::string();
        c.explanation = hand_texts(*s.evening, row.outcome ? row.outcome->result : HandResult{});
    }
    return *c.explanation;
}

const HandTexts& preview_texts(AppState& s) {
    SheetTextCache& c = current(s);
    if (!c.preview || c.preview_key != s.entry.preview_key) {
        c.preview_key = s.entry.preview_key;
        c.preview = hand_texts(*s.evening, s.entry.preview->outcome.result);
    }
    return *c.preview;
}

}  // namespace tarock::app
